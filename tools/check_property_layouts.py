"""Development check (not a test): the properties layouts bytecode/plain_layouts.py derives from the op
table, against the ODS declarations jaxlib's MLIR Python bindings were generated from.

    /work/oracles/jax/bin/python tools/check_property_layouts.py ods OUT.json   # jaxlib's _*_ops_gen.py
    .venv/bin/python tools/check_property_layouts.py compare OUT.json            # plain_layout per op

``ods`` reads each op class of jaxlib's generated bindings (``_stablehlo_ops_gen.py``, ...): an attribute
the builder sets unconditionally is required, one it sets under ``if ... is not None`` or ``if bool(...)``
(a UnitAttr) is optional; ``_ODS_OPERAND_SEGMENTS``/``_ODS_RESULT_SEGMENTS`` mark segment sizes.
``compare`` prints each op whose layout differs (names, or which are optional), and the counts. The
bindings are of jaxlib's StableHLO; attributes upstream added since show as differences.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

DIALECTS = ("stablehlo", "chlo", "func", "sdy", "arith", "mhlo", "tensor", "shape", "ml_program")
_CLASS = re.compile(r'class \w+\(_ods_ir\.OpView\):(?:(?!\nclass ).)*?OPERATION_NAME = "([\w.]+)"(.*?)(?=\nclass |\Z)',
                    re.S)
_SET = re.compile(r'^\s*(if (?:\w+ is not None|bool\(\w+\)): )?attributes\["(\w+)"\] = ', re.M)


def ods(out: Path) -> None:
    import jaxlib.mlir.dialects as package

    folder = Path(next(iter(package.__path__)))  # a namespace package
    layouts = {}
    for dialect in DIALECTS:
        path = folder / f"_{dialect}_ops_gen.py"
        if not path.is_file():
            continue
        for name, body in _CLASS.findall(path.read_text()):
            init = body.split("def __init__", 1)[1].split("\n  def ", 1)[0] if "def __init__" in body else ""
            attrs = {attr: bool(optional) for optional, attr in _SET.findall(init)}
            names = sorted(("?" if optional else "") + attr for attr, optional in attrs.items())
            if "_ODS_OPERAND_SEGMENTS = [" in body:
                names.append("#operandSegmentSizes")
            if "_ODS_RESULT_SEGMENTS = [" in body:
                names.append("#resultSegmentSizes")
            layouts[name] = names
    out.write_text(json.dumps(layouts, indent=1, sort_keys=True))
    print(f"{len(layouts)} ops of {', '.join(DIALECTS)} written to {out}")


def compare(path: Path) -> None:
    from stablehlo_py.bytecode.plain_layouts import plain_layout

    ods_layouts = json.loads(path.read_text())
    same = differ = unknown = 0
    for name, expected in sorted(ods_layouts.items()):
        ours = plain_layout(name)
        if ours is None:
            unknown += 1
            continue
        ours_plain = sorted(("?" if n[0] in "?~" else "") + n.lstrip("?~") if n[0] != "#" else n.split(":")[0]
                            for n in ours)
        if sorted(expected) == ours_plain:
            same += 1
        else:
            differ += 1
            print(f"{name}: ODS {expected}, ours {list(ours)}")
    print(f"the same: {same}; different: {differ}; not in the op table: {unknown}")


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("ods", "compare"):
        sys.exit(__doc__)
    (ods if sys.argv[1] == "ods" else compare)(Path(sys.argv[2]))
