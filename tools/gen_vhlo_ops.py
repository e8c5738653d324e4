#!/usr/bin/env python3
"""Writes stablehlo_py/bytecode/vhlo_ops.py, the VHLO op table, from an openxla/stablehlo checkout.

A development tool; the generated table is committed and the package never runs this. Usage:

    python tools/gen_vhlo_ops.py [--repo /work/.mirror/openxla+stablehlo/repo] [--rev HEAD] [--current X.Y.Z]

``--current`` names a newer current version than the snapshot's Version.h, for a producer whose StableHLO
is newer than any snapshot at hand but whose VHLO ops are the same: jaxlib 0.12 says 1.22.0
(``stablehlo.get_current_version()``) while the newest snapshot fetched (3c9301c116f9) says 1.20.0; jaxlib's
op names, attribute names and enum cases equal the snapshot's, and it serializes upstream's
stablehlo_legalize_to_vhlo.mlir to the same bytes at targets 1.20.0, 1.21.0 and 1.22.0 (but for the
producer string), so "current" ops simply stay current through 1.22.0.

The repository may be bare: files are read with ``git show REV:PATH``. What it reads:

- stablehlo/dialect/VhloOps.td: each ``def ... : VHLO_Op<"name_vN", "min", "max", ...>`` with its
  ``arguments`` (operands ``VHLO_AnyType``, attributes ``VHLO_AnyAttr``), ``results`` and ``regions``;
- stablehlo/dialect/Version.h: ``getCurrentVersion()``, which a maximum of "current" stands for;
- stablehlo/tests/vhlo/stablehlo_legalize_to_vhlo*.mlir: every VHLO attribute kind the upstream tests show
  for each (op, attribute) in the ``<{...}>`` of a ``// CHECK: "vhlo.<op>"`` line (VhloOps.td declares them
  all ``VHLO_AnyAttr``, so the tests are where the kinds are written down).
"""
from __future__ import annotations

import argparse
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUTPUT = ROOT / "stablehlo_py" / "bytecode" / "vhlo_ops.py"

OP_DEF = re.compile(r'^def (\w+)\s*:\s*VHLO_Op<"([\w-]+)",\s*"([\d.]+)",\s*"(current|[\d.]+)"', re.M)
SECTION = re.compile(r"let\s+(arguments|results|regions)\s*=\s*\(\s*(ins|outs|region)\b(.*?)\);", re.S)
ITEM = re.compile(r"([\w<>]+)\s*:\s*\$(\w+)")
CURRENT = re.compile(r"getCurrentVersion\(\)\s*\{\s*return Version\((\d+),\s*(\d+),\s*(\d+)\)")
CHECK_LINE = re.compile(r"\s*//\s*CHECK")
CHECK_OP = re.compile(r'"vhlo\.([\w-]+)"')
CHECK_ATTR = re.compile(r"(\w+) = #vhlo(?:\.(\w+)<|<(\w+) )")
# Kinds no CHECK line of an op's <{...}> shows, from the sources that accept them: reduce's dimensions
# go through convertDenseI64Array, which takes a tensor_v1 (VhloLegalizeToStablehlo.cpp), and a
# custom_call backend_config may be a dict_v1 from 1.3.0 (VhloOps.cpp verifyConstraint_1_3_0).
EXTRA_KINDS = {("reduce_v1", "dimensions"): {"tensor_v1"}, ("custom_call_v1", "backend_config"): {"dict_v1"},
               ("custom_call_v2", "backend_config"): {"dict_v1"}}
# The StableHLO-side names that are not "stablehlo." + the VHLO name without its version suffix.
UPSTREAM_NAMES = {"func_v1": "func.func", "call_v1": "func.call", "return_v1": "func.return"}


def git_show(repo: str, rev: str, path: str) -> str:
    return subprocess.run(["git", "-C", repo, "show", f"{rev}:{path}"], check=True, capture_output=True,
                          text=True).stdout


def parse_ops(td: str) -> list[dict]:
    """The ops of VhloOps.td in file order."""
    starts = list(OP_DEF.finditer(td))
    ops = []
    for i, match in enumerate(starts):
        body = td[match.end():starts[i + 1].start() if i + 1 < len(starts) else len(td)]
        sections = {kind: ITEM.findall(items) for kind, _, items in SECTION.findall(body)}
        arguments = sections.get("arguments", [])
        ops.append({
            "name": match[2], "min": match[3], "max": match[4],
            "attributes": [n for t, n in arguments if t == "VHLO_AnyAttr"],
            "operands": [n + ("*" if t.startswith("Variadic") else "") for t, n in arguments if t != "VHLO_AnyAttr"],
            "results": [n + ("*" if t.startswith("Variadic") else "") for t, n in sections.get("results", [])],
            "regions": [n + ("*" if t.startswith("VariadicRegion") else "") for t, n in sections.get("regions", [])],
        })
    return ops


def attribute_kinds(texts: list[str], ops: list[dict]) -> dict[tuple[str, str], set[str]]:
    """(op, attribute) -> the VHLO attribute kinds the CHECK lines of ``texts`` show."""
    known = {op["name"]: set(op["attributes"]) for op in ops}
    kinds: dict[tuple[str, str], set[str]] = {}
    for text in texts:
        current, depth = None, 0
        for line in text.splitlines():
            if not CHECK_LINE.match(line):
                continue
            op_match = CHECK_OP.search(line)
            if op_match and op_match[1] in known:
                current, depth = op_match[1], 0
                line = line[op_match.end():]
            if current is None:
                continue
            for name, dotted, bare in CHECK_ATTR.findall(line):
                if name in known[current] and depth + line.count("<{") > 0:
                    kinds.setdefault((current, name), set()).add(dotted or bare)
            depth += line.count("<{") - line.count("}>")
            if depth <= 0:  # the properties <{...}> ended (or the op has none)
                current = None
    for key, extra in EXTRA_KINDS.items():
        kinds.setdefault(key, set()).update(extra)
    return kinds


def version_tuple(text: str, current: tuple[int, ...]) -> tuple[int, ...]:
    return current if text == "current" else tuple(int(p) for p in text.split("."))


def render(ops: list[dict], kinds: dict, current: tuple[int, ...], rev: str) -> str:
    lines = [HEADER.format(rev=rev, current=".".join(map(str, current)), count=len(ops))]
    for op in ops:
        name = op["name"]
        stablehlo = UPSTREAM_NAMES.get(name, "stablehlo." + re.sub(r"_v\d+$", "", name))
        attrs = tuple((a, "|".join(sorted(kinds.get((name, a), ())))) for a in op["attributes"])
        lines.append(f"    _op({name!r}, {stablehlo!r}, {version_tuple(op['min'], current)}, "
                     f"{version_tuple(op['max'], current)},")
        lines.append(f"        {attrs!r},")
        lines.append(f"        {tuple(op['operands'])!r}, {tuple(op['results'])!r}, {tuple(op['regions'])!r}),")
    lines.append(FOOTER)
    return "\n".join(lines)


HEADER = '''"""The VHLO op table: {count} ops of VhloOps.td (openxla/stablehlo {rev}, current version {current}).

GENERATED by tools/gen_vhlo_ops.py; do not edit. For each op: its VHLO name, the StableHLO or func op it
stands for, its [min, max] version window (VHLO_Op<name, min, max>; "current" is {current}), its attributes
in declaration order with the VHLO attribute kinds upstream's tests show for them
(stablehlo/tests/vhlo/stablehlo_legalize_to_vhlo*.mlir; "" where no test shows one), and the names of its
operands, results and regions ("*" marks a variadic group). ``vhlo.return_v1`` also stands for
``stablehlo.return``: it is ``func.return`` only directly inside ``vhlo.func_v1`` (VhloLegalizeToStablehlo.cpp).
"""
from __future__ import annotations

from functools import cached_property

from ..ir.records import record
from .versions import Version


@record(frozen=True)
class VhloOp:
    """One VHLO op version."""

    name: str  # "vhlo.add_v1"
    stablehlo: str  # "stablehlo.add"; "func.func"/"func.call"/"func.return" for func_v1/call_v1/return_v1
    min_version: Version
    max_version: Version
    attributes: tuple[str, ...]  # declaration order
    attribute_kinds: tuple[str, ...]  # "integer_v1", "tensor_v1", "string_v1|dict_v1", ...
    operands: tuple[str, ...]
    results: tuple[str, ...]
    regions: tuple[str, ...]

    @cached_property
    def sorted_attributes(self) -> tuple[str, ...]:
        """The attributes in name order: bytecode v5+ stores an op's properties in this order."""
        return tuple(sorted(self.attributes))

    def allows(self, version: Version) -> bool:
        """Whether the op exists at opset ``version``."""
        return self.min_version <= version <= self.max_version


def _op(mnemonic: str, stablehlo: str, min_version: tuple, max_version: tuple, attributes: tuple,
        operands: tuple, results: tuple, regions: tuple) -> VhloOp:
    return VhloOp("vhlo." + mnemonic, stablehlo, Version(*min_version), Version(*max_version),
                  tuple(a for a, _ in attributes), tuple(k for _, k in attributes), operands, results, regions)


OPS: tuple[VhloOp, ...] = ('''

FOOTER = ''')

BY_NAME: dict[str, VhloOp] = {op.name: op for op in OPS}

# StableHLO/func op name -> its VHLO versions, oldest first.
VERSIONS: dict[str, tuple[VhloOp, ...]] = {}
for _version in OPS:
    VERSIONS[_version.stablehlo] = VERSIONS.get(_version.stablehlo, ()) + (_version,)
VERSIONS["stablehlo.return"] = VERSIONS["func.return"]
for _name, _versions in VERSIONS.items():
    VERSIONS[_name] = tuple(sorted(_versions, key=lambda op: op.min_version))
del _version, _name, _versions


def attribute_names(name: str) -> tuple[str, ...] | None:
    """The inherent attributes of VHLO op ``name`` in declaration order (None for an op not in the table)."""
    op = BY_NAME.get(name)
    return None if op is None else op.attributes
'''


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", default="/work/.mirror/openxla+stablehlo/repo")
    parser.add_argument("--rev", default="HEAD")
    parser.add_argument("--current", help="the version 'current' stands for, if newer than Version.h's")
    args = parser.parse_args()
    ops = parse_ops(git_show(args.repo, args.rev, "stablehlo/dialect/VhloOps.td"))
    match = CURRENT.search(git_show(args.repo, args.rev, "stablehlo/dialect/Version.h"))
    assert match, "getCurrentVersion() not found in Version.h"
    current = tuple(int(g) for g in match.groups())
    if args.current:
        newer = tuple(int(p) for p in args.current.split("."))
        assert newer >= current, f"--current {args.current} is older than Version.h's {current}"
        current = newer
    listing = subprocess.run(["git", "-C", args.repo, "ls-tree", "--name-only", args.rev, "stablehlo/tests/vhlo/"],
                             check=True, capture_output=True, text=True).stdout.split()
    tests = [p for p in listing if re.search(r"/stablehlo_legalize_to_vhlo(\.\d+_\d+_\d+)?\.mlir$", p)]
    kinds = attribute_kinds([git_show(args.repo, args.rev, p) for p in tests], ops)
    rev = subprocess.run(["git", "-C", args.repo, "rev-parse", "--short=12", args.rev], check=True,
                         capture_output=True, text=True).stdout.strip()
    OUTPUT.write_text(render(ops, kinds, current, rev))
    print(f"{OUTPUT}: {len(ops)} ops, {sum(len(op['attributes']) for op in ops)} attributes, "
          f"{sum(1 for op in ops for a in op['attributes'] if (op['name'], a) not in kinds)} without a kind")


if __name__ == "__main__":
    main()
