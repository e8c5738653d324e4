"""What HLO's attribute values, shapes and literals mean, read from the groups syntax.py keeps as written.

Each reader follows the syntax XLA's parser takes for that kind of attribute (xla/hlo/parser/hlo_parser.cc):
``{1,0}`` lists, ``window={size=3x3 stride=2x2 pad=1_1x1_1}``, ``slice={[0:2:1], [0:3]}``,
``dim_labels=b01f_01io->b01f``, ``padding=0_0x1_1_0``, replica groups ``{{0,1},{2,3}}`` or ``[2,2]<=[4]``,
``metadata={op_name="..." source_file="..." source_line=12}`` and constant literals. A value that does
not read is a ``ParseError`` at its place in the file.
"""
from __future__ import annotations

import json
import math
import re

import numpy as np

from ..errors import ParseError
from ..ir.records import record
from ..parser.tokens import Token
from .syntax import Group, IotaList, MeshList

# HLO's primitive types (xla_data.proto's PrimitiveType, as primitive_util names them) -> MLIR element types.
ELEMENT_TYPES = {
    "pred": "i1", "s1": "i1", "s2": "i2", "s4": "i4", "s8": "i8", "s16": "i16", "s32": "i32", "s64": "i64",
    "u1": "ui1", "u2": "ui2", "u4": "ui4", "u8": "ui8", "u16": "ui16", "u32": "ui32", "u64": "ui64",
    "f16": "f16", "bf16": "bf16", "f32": "f32", "f64": "f64", "c64": "complex<f32>", "c128": "complex<f64>",
    "f4e2m1fn": "f4E2M1FN", "f6e2m3fn": "f6E2M3FN", "f6e3m2fn": "f6E3M2FN", "f8e3m4": "f8E3M4",
    "f8e4m3": "f8E4M3", "f8e4m3fn": "f8E4M3FN", "f8e4m3fnuz": "f8E4M3FNUZ", "f8e4m3b11fnuz": "f8E4M3B11FNUZ",
    "f8e5m2": "f8E5M2", "f8e5m2fnuz": "f8E5M2FNUZ", "f8e8m0fnu": "f8E8M0FNU",
}


def error(message: str, where) -> ParseError:
    """A ParseError at ``where`` (a Token, Group or anything with line and column)."""
    return ParseError(message, getattr(where, "line", 0) or 0, getattr(where, "column", 0) or 0)


# ------------------------------------------------------------------------------------------------ shapes


@record(frozen=True)
class ArrayShape:
    """An array shape ``f32[2,3]{1,0}`` (``layout``: minor-to-major, None when not written), or ``token[]``."""

    element: str  # HLO's name: f32, pred, token, ...
    dims: tuple[int, ...]
    layout: tuple[int, ...] | None = None

    @property
    def mlir(self) -> str:
        """The StableHLO type."""
        if self.element == "token":
            return "!stablehlo.token"
        return "tensor<" + "".join(f"{d}x" for d in self.dims) + ELEMENT_TYPES[self.element] + ">"

    def scalar(self) -> "ArrayShape":
        return ArrayShape(self.element, ())

    def with_element(self, element: str) -> "ArrayShape":
        return ArrayShape(element, self.dims)

    def with_dims(self, dims) -> "ArrayShape":
        return ArrayShape(self.element, tuple(dims))


def read_shape(node) -> "ArrayShape | tuple":
    """The shape an instruction's result has: (element type, dims group, layout group) or a tuple group."""
    if isinstance(node, Group):
        if node.kind != "(":
            raise error("expected a shape", node)
        return tuple(shape_from_parts(item, node) for item in node.items)
    element, dims, layout = node
    return _array_shape(element, dims, layout)


def shape_from_parts(parts: list, where) -> "ArrayShape | tuple":
    """A shape written inside a group (a tuple's element, an operand's or a signature's shape)."""
    if len(parts) == 1 and isinstance(parts[0], Group) and parts[0].kind == "(":
        return read_shape(parts[0])
    if not parts or not isinstance(parts[0], Token) or len(parts) > 3 \
            or not (len(parts) >= 2 and isinstance(parts[1], Group) and parts[1].kind == "["):
        raise error("expected a shape such as f32[2,3]{1,0}", parts[0] if parts else where)
    layout = parts[2] if len(parts) == 3 else None
    if layout is not None and not (isinstance(layout, Group) and layout.kind == "{"):
        raise error("expected a layout {...} after the dimensions", layout)
    return _array_shape(parts[0], parts[1], layout)


def _array_shape(element: Token, dims: Group, layout: Group | None) -> ArrayShape:
    name = str(element).lower()
    if name not in ELEMENT_TYPES and name != "token":
        raise error(f"unknown element type '{element}'", element)
    sizes = []
    for item in dims.items:
        if len(item) != 1 or not isinstance(item[0], Token) or not item[0].isdigit():
            text = "".join(str(p) for p in item if isinstance(p, Token))
            if text.startswith("<") or text == "?" or item and isinstance(item[0], Token) and item[0] == "<=":
                raise error(f"dynamic dimension '{text}' (bounded or unknown sizes are not supported)", dims)
            raise error("expected a dimension size", item[0] if item else dims)
        sizes.append(in_i64(int(item[0]), item[0]))
    minor_to_major = None
    if layout is not None:
        minor_to_major = []
        for item in layout.items:  # `1` or, in the last item, `0:T(8,128)` (tiling, memory space): kept out
            if item and isinstance(item[0], Token) and item[0].isdigit():
                minor_to_major.append(int(item[0]))
        minor_to_major = tuple(minor_to_major)
    return ArrayShape(name, tuple(sizes), minor_to_major)


def leaves(shape) -> list[ArrayShape]:
    """The array shapes of a (possibly nested tuple) shape, in order."""
    if isinstance(shape, ArrayShape):
        return [shape]
    return [leaf for element in shape for leaf in leaves(element)]


# ------------------------------------------------------------------------------------------ plain values


def token_text(value, what: str) -> Token:
    if not isinstance(value, Token):
        raise error(f"expected {what}", value)
    return value


_I64 = (-(1 << 63), (1 << 63) - 1)


def in_i64(number: int, where) -> int:
    """``number``, which must fit in 64 bits (every integer of HLO's attributes is an int64)."""
    if not _I64[0] <= number <= _I64[1]:
        raise error(f"{number} does not fit in 64 bits", where)
    return number


def integer(value, what: str = "an integer") -> int:
    text = token_text(value, what)
    try:
        return in_i64(int(text), value)
    except ValueError:
        raise error(f"expected {what}, found '{text}'", value) from None


def boolean(value) -> bool:
    text = token_text(value, "true or false")
    if text not in ("true", "false"):
        raise error(f"expected true or false, found '{text}'", value)
    return text == "true"


def string(value) -> str:
    """A STRING token's text, unescaped (JSON's escapes are a superset of the ones HLO writes)."""
    text = token_text(value, "a string")
    if not text.startswith('"'):
        return str(text)
    try:
        return json.loads(text)
    except ValueError:
        return text[1:-1]


def int_list(value, what: str = "a list of integers {...}") -> list[int]:
    """``{1,0}`` (or ``[1,0]``)."""
    if not isinstance(value, Group):
        raise error(f"expected {what}", value)
    out = []
    for item in value.items:
        if len(item) != 1:
            raise error(f"expected {what}", item[0] if item else value)
        out.append(integer(item[0]))
    return out


def int_lists(value) -> list[list[int]]:
    """``{{0,1},{2,3}}``."""
    if not isinstance(value, Group):
        raise error("expected a list of lists {{...},...}", value)
    return [int_list(item[0]) if len(item) == 1 else _bad(item, value) for item in value.items]


def _bad(item, where):
    raise error("expected a list {...}", item[0] if item else where)


def key_values(value: Group) -> dict[str, tuple[object, object]]:
    """``{a=1 b="x" c={...}}`` -> {key: (value, key token)}; pairs separated by blanks or commas."""
    if not isinstance(value, Group):
        raise error("expected {key=value ...}", value)
    out = {}
    for item in value.items:
        i = 0
        while i < len(item):
            key = item[i]
            if not isinstance(key, Token) or i + 1 >= len(item) or item[i + 1] != "=":
                raise error("expected key=value", key)
            if i + 2 >= len(item):
                raise error(f"'{key}=' has no value", key)
            out[str(key)] = (item[i + 2], key)
            i += 3
    return out


def source_text(text: str, group: Group) -> str:
    """The text of ``group`` as written in ``text`` (from its opening bracket to the matching close)."""
    closing = {"{": "}", "[": "]", "(": ")"}
    depth, i, n = 0, group.start, len(text)
    while i < n:
        ch = text[i]
        if ch == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif ch in closing:
            depth += 1
        elif ch in closing.values():
            depth -= 1
            if depth == 0:
                return text[group.start:i + 1]
        i += 1
    return text[group.start:]


# --------------------------------------------------------------------------------- structured attributes


@record
class Window:
    """``window={size=3x3 stride=2x2 pad=1_1x1_1 lhs_dilate=1x1 rhs_dilate=1x1 rhs_reversal=0x0}``."""

    size: list[int]
    stride: list[int]
    padding: list[tuple[int, int]]
    lhs_dilate: list[int]
    rhs_dilate: list[int]
    reversal: list[bool]


def window(value, rank: int | None = None) -> Window:
    fields = key_values(value)
    def dims(key: str, default: int) -> list[int]:
        if key not in fields:
            return [default] * n
        text = str(token_text(fields[key][0], f"{key}=AxB"))
        try:
            out = [in_i64(int(x), fields[key][0]) for x in text.split("x")]
        except ValueError:
            raise error(f"expected {key}=AxB..., found '{text}'", fields[key][0]) from None
        if len(out) != n:
            raise error(f"{key} has {len(out)} dimensions, size has {n}", fields[key][0])
        return out
    unknown = set(fields) - {"size", "stride", "pad", "lhs_dilate", "rhs_dilate", "rhs_reversal"}
    if unknown:
        key = sorted(unknown)[0]
        raise error(f"unknown window field '{key}'", fields[key][1])
    if "size" not in fields:
        n = rank if rank is not None else 0
        if n:
            raise error("the window has no size", value)
    else:
        n = len(str(token_text(fields["size"][0], "size=AxB")).split("x"))
    size = dims("size", 1)
    padding = [(0, 0)] * n
    if "pad" in fields:
        padding = []
        text = str(token_text(fields["pad"][0], "pad=L_HxL_H"))
        for part in text.split("x"):
            m = re.fullmatch(r"(-?\d+)_(-?\d+)", part)
            if m is None:
                raise error(f"expected pad=L_HxL_H..., found '{text}'", fields["pad"][0])
            padding.append((in_i64(int(m.group(1)), fields["pad"][0]), in_i64(int(m.group(2)), fields["pad"][0])))
        if len(padding) != n:
            raise error(f"pad has {len(padding)} dimensions, size has {n}", fields["pad"][0])
    return Window(size, dims("stride", 1), padding, dims("lhs_dilate", 1), dims("rhs_dilate", 1),
                  [bool(x) for x in dims("rhs_reversal", 0)])


def padding_config(value) -> list[tuple[int, int, int]]:
    """``padding=0_0x1_1_2``: (low, high, interior) per dimension."""
    text = str(token_text(value, "padding=L_H[_I]x..."))
    out = []
    for part in text.split("x") if text else []:
        m = re.fullmatch(r"(-?\d+)_(-?\d+)(?:_(\d+))?", part)
        if m is None:
            raise error(f"expected padding=L_H[_I]x..., found '{text}'", value)
        out.append(tuple(in_i64(int(g or 0), value) for g in m.groups()))
    return out


def slices(value) -> list[tuple[int, int, int]]:
    """``slice={[0:2:1], [0:3]}``: (start, limit, stride) per dimension."""
    if not isinstance(value, Group):
        raise error("expected slice={[start:limit:stride], ...}", value)
    out = []
    for item in value.items:
        if len(item) != 1 or not isinstance(item[0], Group) or item[0].kind != "[" or len(item[0].items) != 1:
            raise error("expected [start:limit] or [start:limit:stride]", item[0] if item else value)
        parts = item[0].items[0]
        numbers = [integer(p) for p in parts[0::2]]
        if any(p != ":" for p in parts[1::2]) or len(numbers) not in (2, 3):
            raise error("expected [start:limit] or [start:limit:stride]", item[0])
        out.append((numbers[0], numbers[1], numbers[2] if len(numbers) == 3 else 1))
    return out


def dim_labels(value) -> tuple[str, str, str]:
    """``b01f_01io->b01f``: the input, kernel and output labels."""
    text = str(token_text(value, "dim_labels=..._...->..."))
    m = re.fullmatch(r"([0-9a-z]+)_([0-9a-z]+)->([0-9a-z]+)", text)
    if m is None:
        raise error(f"expected dim_labels=<input>_<kernel>-><output>, found '{text}'", value)
    return m.group(1), m.group(2), m.group(3)


def replica_groups(value) -> list[list[int]]:
    """``{{0,1},{2,3}}``, ``{}``, an iota list ``[2,2]<=[4]`` / ``[2,2]<=[2,2]T(1,0)``, or the groups of a
    mesh over some of its axes, ``mesh['x'=2,'y'=2] {'x'}`` (devices numbered row-major over the mesh)."""
    if isinstance(value, MeshList):
        return _mesh_groups(value)
    if isinstance(value, IotaList):
        shape, dims = int_list(value.shape), int_list(value.dims)
        if len(shape) != 2 or device_count(dims, value) != device_count(shape, value):
            raise error("the replica groups' iota does not fill [groups,size]", value)
        devices = np.arange(math.prod(dims)).reshape(dims)
        if value.permutation is not None:
            permutation = int_list(value.permutation)
            if sorted(permutation) != list(range(len(dims))):
                raise error(f"T{tuple(permutation)} is not a permutation of the {len(dims)} dimensions", value)
            devices = devices.transpose(permutation)
        return devices.reshape(shape).tolist()
    return int_lists(value)


MAX_DEVICES = 1 << 16  # more devices than any replica group or mesh XLA runs on


def device_count(sizes: list[int], where) -> int:
    """How many devices an iota of ``sizes`` numbers: each size positive, at most ``MAX_DEVICES`` in all."""
    if any(size <= 0 for size in sizes) or math.prod(sizes) > MAX_DEVICES:
        raise error(f"a device array of shape {sizes} (sizes must be positive, at most {MAX_DEVICES} devices)", where)
    return math.prod(sizes)


def _mesh_groups(value: MeshList) -> list[list[int]]:
    if value.word != "mesh":
        raise error(f"expected mesh[...] {{...}}, found '{value.word}'", value.word)
    names, sizes = [], []
    for item in value.axes.items:
        if len(item) != 3 or item[1] != "=":
            raise error("expected 'axis'=size", item[0] if item else value.axes)
        names.append(str(item[0]).strip("'"))
        sizes.append(integer(item[2]))
    over = []
    for item in value.over.items:
        name = str(item[0]).strip("'") if len(item) == 1 else None
        if name not in names:
            raise error(f"'{name}' is not an axis of the mesh", item[0] if item else value.over)
        over.append(names.index(name))
    devices = np.arange(device_count(sizes, value.axes)).reshape(sizes)
    rest = [d for d in range(len(sizes)) if d not in over]
    return devices.transpose(rest + over).reshape(-1, int(np.prod([sizes[d] for d in over]))).tolist()


def metadata(value) -> dict[str, object]:
    """``metadata={op_type="Mul" op_name="jit(f)/mul" source_file="f.py" source_line=3}``."""
    out = {}
    for key, (item, _) in key_values(value).items():
        out[key] = string(item) if isinstance(item, Token) else item
    return out


def enum_word(value, choices, what: str) -> str:
    text = str(token_text(value, what))
    if text not in choices:
        raise error(f"{what} '{text}' is not one of {', '.join(choices)}", value)
    return text


# -------------------------------------------------------------------------------------------- literals


_ELIDED = ("the constant's value was left out of the text ('{...}': XLA leaves large constants out unless "
           "asked for them, e.g. XLA_FLAGS=--xla_dump_large_constants for dumps)")


def literal(operands: Group, shape) -> object:
    """The value of ``constant(...)``: an array of ``shape``'s element type (a tuple for a tuple shape)."""
    if len(operands.items) != 1:
        raise error("a constant takes one literal", operands)
    return _literal(operands.items[0], shape, operands)


def _literal(parts: list, shape, where):
    if isinstance(shape, tuple):
        if len(parts) != 1 or not isinstance(parts[0], Group) or parts[0].kind != "(" \
                or len(parts[0].items) != len(shape):
            raise error(f"expected a tuple literal of {len(shape)} elements", parts[0] if parts else where)
        return tuple(_literal(item, s, parts[0]) for item, s in zip(parts[0].items, shape))
    if shape.element == "token":
        raise error("a constant of type token", where)
    flat: list = []
    if len(parts) == 1 and isinstance(parts[0], Group) and parts[0].kind == "{":
        _flatten(parts[0], len(shape.dims), flat, shape)
    elif len(parts) == 1 and not shape.dims:
        flat.append(_element(parts[0], shape))
    elif len(parts) == 1 and isinstance(parts[0], Token) and parts[0] == "...":
        raise error(_ELIDED, parts[0])
    else:
        raise error(f"expected a literal of shape {list(shape.dims)}", parts[0] if parts else where)
    count = math.prod(shape.dims)
    if len(flat) != count:
        raise error(f"the literal has {len(flat)} elements; its shape {list(shape.dims)} has {count}",
                    parts[0] if parts else where)
    return flat


def _flatten(group: Group, rank: int, out: list, shape) -> None:
    if rank == 0:
        raise error("the literal nests deeper than its shape", group)
    if len(group.items) == 1 and len(group.items[0]) == 1 and group.items[0][0] == "...":
        raise error(_ELIDED, group)
    for item in group.items:
        if len(item) != 1:
            raise error("expected one element", item[0] if item else group)
        element = item[0]
        if rank > 1:
            if not isinstance(element, Group) or element.kind != "{":
                raise error("expected {...} (the literal nests as deep as its shape)", element)
            _flatten(element, rank - 1, out, shape)
        else:
            out.append(_element(element, shape))


def _element(part, shape):
    """One element: a number, nan, inf, true/false, or a complex ``(re, im)``."""
    if shape.element in ("c64", "c128"):
        if isinstance(part, Group) and part.kind == "(" and len(part.items) == 2:
            return complex(_number(part.items[0][0], "f32"), _number(part.items[1][0], "f32"))
        return complex(_number(part, "f32"), 0.0)
    return _number(part, shape.element)


def _number(part, element: str):
    text = str(token_text(part, "a number"))
    if element == "pred":
        if text in ("true", "false"):
            return text == "true"
        if text in ("0", "1"):
            return text == "1"
        raise error(f"expected true or false, found '{text}'", part)
    try:
        if element[0] in "su":
            number, bits = int(text, 0), int(element[1:])
            low, high = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if element[0] == "s" else (0, (1 << bits) - 1)
            if not low <= number <= high:
                raise error(f"{number} is out of the range of {element}", part)
            return number
        value = text.lower().lstrip("+")
        if value.lstrip("-") in ("nan", "inf"):
            return float(value)
        if value.lstrip("-").startswith("nan("):  # nan(0x...): a NaN with a payload
            return float("-nan" if value.startswith("-") else "nan")
        return float(value)
    except ValueError:
        raise error(f"expected a number of type {element}, found '{text}'", part) from None
