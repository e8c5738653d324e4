"""Reading upstream's stablehlo_legalize_to_vhlo.X_Y_Z.mlir for tests/test_bytecode_legalize.py.

Each file is a StableHLO program whose ``// CHECK:`` lines give the VHLO generic form upstream makes of
each op at version X.Y.Z. ``checked_ops`` pairs every ``"vhlo.<op>"(...) <{...}>`` CHECK block with the
StableHLO op (or function) it was written for, and ``vhlo_text`` prints a VHLO-level attribute the way
upstream prints it, to compare values.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from stablehlo_py import parse_text
from stablehlo_py.bytecode.vhlo_ops import BY_NAME
from stablehlo_py.ir import attributes as at
from stablehlo_py.ir import types as ty
from stablehlo_py.ir.nodes import Func, Op

_CHECK = re.compile(r"^\s*//\s*CHECK(-[A-Z]+)?(?:\{LITERAL\})?:(.*)$")
_OP = re.compile(r'"(vhlo\.[\w-]+)"')
_VERSION = re.compile(r"\.(\d+)_(\d+)_(\d+)\.mlir$")


@dataclass
class CheckedOp:
    vhlo: str  # "vhlo.gather_v2"
    line: int
    attributes: dict[str, str] | None  # name -> value text (spaces removed); None when not all are shown
    source: Op | Func | None = None


def file_version(path: Path) -> str:
    match = _VERSION.search(path.name)
    assert match, path
    return ".".join(match.groups())


def _check_blocks(text: str) -> list[CheckedOp]:
    blocks: list[CheckedOp] = []
    current: list[str] | None = None
    for number, line in enumerate(text.splitlines(), 1):
        match = _CHECK.match(line)
        if not match:
            continue
        body = match[2]
        if current is not None and match[1] != "-SAME":  # the block's text stopped short of its }>
            current = None
        op = _OP.search(body)
        if op and op[1] in BY_NAME and current is None:
            rest = body[op.end():]
            rest = rest[rest.index(")") + 1:] if ")" in rest else rest
            blocks.append(CheckedOp(op[1], number, {} if rest.strip().startswith(":") else None))
            if rest.strip().startswith("<{"):
                current = [rest.strip()[2:]]
        elif current is not None:
            current.append(body)
        if current is not None:
            items = _scan(current)
            if items is not None:
                blocks[-1].attributes = _attributes(items)
                current = None
            elif body.strip().startswith("}>"):  # unbalanced CHECK text (FileCheck matches substrings)
                current = None
    return blocks


def _scan(parts: list[str]) -> list[str] | None:
    """The top-level items of properties text up to its closing ``}>``; None while it is not closed."""
    text = "\n".join(p.strip() for p in parts)  # CHECK-SAME lines may leave out the commas between items
    items, depth, start, quoted = [], 0, 0, False
    for i, ch in enumerate(text):
        if ch == '"' and text[i - 1] != "\\":
            quoted = not quoted
        if quoted:
            continue
        if depth == 0 and text.startswith("}>", i):
            return items + [text[start:i]]
        if ch in "<[{(":
            depth += 1
        elif ch in ">]})" and text[i - 1] != "-":
            depth -= 1
        elif ch in ",\n" and depth == 0:
            items.append(text[start:i])
            start = i + 1
    return None


def _attributes(items: list[str]) -> dict[str, str] | None:
    """name -> value text of ``name = value`` items; None when a FileCheck pattern stands for some."""
    found = {}
    for item in items:
        if "=" not in item:
            if item.strip():
                return None
            continue
        name, value = item.split("=", 1)
        found[name.strip()] = re.sub(r"\s+", "", value)
    return found


def checked_ops(path: Path) -> list[CheckedOp]:
    """The CHECK blocks of ``path`` with the op or function each describes (None when not found)."""
    text = path.read_text()
    module = parse_text(text)
    funcs = sorted((f for f in module.body if isinstance(f, Func)), key=lambda f: f.line)
    blocks = _check_blocks(text)
    for index, func in enumerate(funcs):
        end = funcs[index + 1].line if index + 1 < len(funcs) else 1 << 30
        queues: dict[str, list[Op | Func]] = {"func.func": [func]}
        for op in func.walk():
            queues.setdefault(op.name, []).append(op)
        for block in blocks:
            if func.line <= block.line < end:
                queue = queues.get(BY_NAME[block.vhlo].stablehlo, [])
                block.source = queue.pop(0) if queue else None
    return blocks


def func_attributes(func: Func) -> dict[str, at.Attribute]:
    """The generic-form attributes of a function (what ``to_vhlo("func.func", ...)`` takes)."""
    attrs: dict[str, at.Attribute] = {"sym_name": at.StringAttr(func.name), "function_type": at.TypeAttr(func.type)}
    if func.visibility:
        attrs["sym_visibility"] = at.StringAttr(func.visibility)
    for key, dicts in (("arg_attrs", func.arg_attrs), ("res_attrs", func.result_attrs)):
        if dicts:
            attrs[key] = at.ArrayAttr(tuple(d or at.DictAttr(()) for d in dicts))
    return {**attrs, **func.attributes}


# ----------------------------------------------------------------------------- printing VHLO values

def vhlo_type(t: ty.Type) -> str:
    if isinstance(t, ty.BooleanType):
        return "!vhlo.bool_v1"
    if isinstance(t, ty.IntegerType):
        return f"!vhlo.{'i' if t.signed else 'ui'}{t.width}_v1"
    if isinstance(t, ty.FloatType):
        return f"!vhlo.{'tf31' if t.name == 'tf32' else t.name}_v1"  # VhloTypes.td spells tf32's mnemonic so
    if isinstance(t, ty.IndexType):
        return "!vhlo.index_v1"
    if isinstance(t, ty.NoneType):
        return "!vhlo.none_v1"
    if isinstance(t, ty.TokenType):
        return "!vhlo.token_v1"
    if isinstance(t, ty.ComplexType):
        return f"!vhlo.complex_v1<{vhlo_type(t.element_type)}>"
    if isinstance(t, ty.TensorType) and t.shape is not None and t.encoding is None:
        dims = "".join(f"{'?' if d is None else d}x" for d in t.shape)
        return f"!vhlo.tensor_v1<{dims}{vhlo_type(t.element_type)}>"
    if isinstance(t, ty.FunctionType):
        results = ", ".join(map(vhlo_type, t.results))
        return (f"!vhlo.func_v1<({', '.join(map(vhlo_type, t.inputs))}) -> "
                f"{results if len(t.results) == 1 else '(' + results + ')'}>")
    raise NotImplementedError(t)


def vhlo_text(attr: at.Attribute) -> str | None:
    """``attr`` as upstream prints the VHLO attribute (spaces removed); None for values not compared
    (floats print differently)."""
    text = _vhlo_text(attr)
    return None if text is None else re.sub(r"\s+", "", text)


def _vhlo_text(attr: at.Attribute) -> str | None:
    if isinstance(attr, at.BoolAttr):
        return f"#vhlo.bool_v1<{'true' if attr.value else 'false'}>"
    if isinstance(attr, at.IntegerAttr):
        return f"#vhlo.integer_v1<{attr.value} : {attr.type}>"
    if isinstance(attr, at.StringAttr):
        return f"#vhlo.string_v1<{attr}>"
    if isinstance(attr, at.DenseElementsAttr):
        integral = isinstance(attr.type.element_type, (ty.IntegerType, ty.BooleanType, ty.IndexType))
        return f"#vhlo.tensor_v1<{attr}>" if integral else None
    if isinstance(attr, at.EnumAttr):
        return f"#vhlo<{attr.kind}_v1 {attr.value}>"
    if isinstance(attr, at.TypeAttr):
        try:
            return f"#vhlo.type_v1<{vhlo_type(attr.type)}>"
        except NotImplementedError:
            return None
    if isinstance(attr, at.ArrayAttr):
        items = [_vhlo_text(e) for e in attr.elements]
        return None if None in items else f"#vhlo.array_v1<[{', '.join(items)}]>"  # type: ignore[arg-type]
    if isinstance(attr, at.DictAttr):
        items = [(_vhlo_text(at.StringAttr(k)), _vhlo_text(v)) for k, v in attr.entries]
        if any(v is None for _, v in items):
            return None
        return "#vhlo.dict_v1<{" + ", ".join(f"{k} = {v}" for k, v in items) + "}>"
    if isinstance(attr, at.StructAttr) and attr.name == "stablehlo.output_operand_alias":
        out, index, operand = (attr.get(k) for k in ("output_tuple_indices", "operand_index", "operand_tuple_indices"))
        return (f"#vhlo.output_operand_alias_v1<outputTupleIndices = {out}, operandIndex = {index.value}, "
                f"operandTupleIndices = {operand}>")
    return None
