"""The builtin dialect's attributes, types and locations in bytecode (llvm-project
mlir/include/mlir/IR/BuiltinDialectBytecode.td: each entry starts with its code, the position of its
record in that file).

Locations decode to ``ir.nodes.Location`` holding the text MLIR prints inside ``loc(...)``.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from ..ir import attributes as at
from ..ir import types as ty
from ..ir.dtypes import dtype_of, float_scalar_from_bits
from ..ir.nodes import Location
from .container import TableCodec
from .dense import read_dense, write_dense
from .stream import ByteReader

DYNAMIC = -(1 << 63)  # ShapedType::kDynamic


def location_text(loc: object, reader: ByteReader) -> str:
    if not isinstance(loc, Location):
        reader.fail(f"expected a location, found {type(loc).__name__}")
    return loc.text  # type: ignore[union-attr]


def _string_attr(reader) -> str:
    value = reader.attribute()
    if not isinstance(value, at.StringAttr):
        reader.fail(f"expected a string attribute, found {type(value).__name__}")
    return value.value


def _escaped(text: str) -> str:
    return at.quote(text)


# ------------------------------------------------------------------ attributes
def _array(r):
    return at.ArrayAttr(tuple(r.list(r.attribute)))


def _dictionary(r):
    entries = []
    for _ in range(r.count(2, "dictionary")):
        entries.append((_string_attr(r), r.attribute()))
    return at.DictAttr(tuple(entries))


def _string(r):
    return at.StringAttr(r.string())


def _string_with_type(r):
    text = r.string()
    r.type()
    return at.StringAttr(text)


def _flat_symbol_ref(r):
    return at.SymbolRefAttr((_string_attr(r),))


def _symbol_ref(r):
    root = _string_attr(r)
    nested = r.list(lambda: _flat_symbol_ref(r).path[0])
    return at.SymbolRefAttr((root, *nested))


def _type_attr(r):
    return at.TypeAttr(r.type())


def _unit(r):
    return at.UnitAttr()


def _integer(r):
    int_type = r.type()
    if isinstance(int_type, ty.BooleanType):
        return at.BoolAttr(bool(r.ap_bits(1)))
    if isinstance(int_type, ty.IndexType):
        bits = r.ap_bits(64)
        return at.IntegerAttr(bits - (1 << 64) if bits >> 63 else bits, int_type)
    if not isinstance(int_type, ty.IntegerType):
        r.fail(f"an integer attribute of type {int_type}")
    return at.IntegerAttr(integer_from_bits(r.ap_bits(int_type.width), int_type), int_type)


def integer_from_bits(bits: int, int_type: ty.IntegerType) -> int:
    if int_type.signed and bits >> (int_type.width - 1):
        return bits - (1 << int_type.width)
    return bits


def _float(r):
    float_type = r.type()
    return float_attr(r, float_type)


def float_attr(r, float_type) -> at.FloatAttr:
    """A FloatAttr of ``float_type`` from the APFloat bits at the reader (NaN payloads kept)."""
    if not isinstance(float_type, ty.FloatType):
        r.fail(f"a float attribute of type {float_type}")
    bits = r.ap_bits(float_type.width)
    value = float(float_scalar_from_bits(bits, float_type)) if float_type.name != "tf32" else _tf32(bits)
    nan_bits = bits if value != value else None
    return at.FloatAttr(value, float_type, nan_bits)


def _tf32(bits: int) -> float:
    return float(np.array([bits << 13], np.uint32).view(np.float32)[0])


def _callsite(r):
    callee = location_text(r.attribute(), r)
    caller = location_text(r.attribute(), r)
    return Location(f"callsite({callee} at {caller})")


def _file_line_col(r):
    name = _string_attr(r)
    line, column = r.varint(), r.varint()
    return Location(f"{_escaped(name)}:{line}:{column}")


def _fused(r, with_metadata: bool = False):
    parts = [location_text(loc, r) for loc in r.list(r.attribute)]
    metadata = f"<{r.attribute()}>" if with_metadata else ""
    return Location(f"fused{metadata}[{', '.join(parts)}]")


def _name_loc(r):
    name = _string_attr(r)
    child = location_text(r.attribute(), r)
    return Location(_escaped(name) if child == "unknown" else f"{_escaped(name)}({child})")


def _unknown(r):
    return Location("unknown")


def _dense_array(r):
    element = r.type()
    count = r.varint()
    blob = r.blob()
    if isinstance(element, ty.BooleanType):
        values = tuple(bool(b) for b in blob[:count]) if len(blob) == count else \
            tuple(bool(v) for v in np.unpackbits(np.frombuffer(blob, np.uint8), bitorder="little")[:count])
        return at.DenseArrayAttr(element, values)
    try:
        dtype = dtype_of(element)
    except TypeError as exc:  # an element type with no array form (i72, a tensor, ...)
        r.fail(f"a dense array of {element}: {exc}")
    if len(blob) != count * dtype.itemsize:
        r.fail(f"a dense array of {count} {element} in {len(blob)} bytes")
    array = np.frombuffer(blob, dtype)
    cast = float if isinstance(element, ty.FloatType) else int
    return at.DenseArrayAttr(element, tuple(cast(v) for v in array))


def _dense_elements(r):
    tensor_type = r.type()
    return at.DenseElementsAttr(read_dense(r, tensor_type), tensor_type)


def _dense_resource(r):
    """``dense_resource<key> : tensor<...>``: the data is a blob of the resource section; the module keeps
    it by key (``Module.resources``), as the text's ``{-# dialect_resources #-}`` would give it."""
    tensor_type = r.type()
    if not isinstance(tensor_type, ty.TensorType):
        r.fail(f"a dense_resource of {tensor_type}")
    key, _ = r.tables.resource(r.varint(), r)
    return at.DenseResourceAttr(key, tensor_type)


def _dense_string(r):
    r.type()
    r.fail("dense string elements (dense<[\"...\"]>) are not supported: the text parser takes hex blobs only")


def _distinct(r):
    return r.attribute()


def _file_line_col_range(r):
    name = _string_attr(r)
    parts = r.list(r.varint)
    if len(parts) > 4:
        r.fail(f"a file range with {len(parts)} numbers")
    # [start line, start column, end column] on one line, [.., end line, end column] across lines.
    start_line = parts[0] if parts else 0
    start_col = parts[1] if len(parts) > 1 else 0
    end_line, end_col = (parts[2], parts[3]) if len(parts) == 4 else (start_line, parts[2] if len(parts) == 3 else start_col)
    text = f"{_escaped(name)}:{start_line}:{start_col}"
    if (end_line, end_col) != (start_line, start_col):
        text += f" to :{end_col}" if end_line == start_line else f" to {end_line}:{end_col}"
    return Location(text)


def _unsupported(what: str) -> Callable:
    def decode(r):
        r.fail(f"builtin {what} attributes are not supported in StableHLO programs")
    return decode


ATTRIBUTES: dict[int, Callable] = {
    0: _array, 1: _dictionary, 2: _string, 3: _string_with_type, 4: _flat_symbol_ref, 5: _symbol_ref,
    6: _type_attr, 7: _unit, 8: _integer, 9: _float, 10: _callsite, 11: _file_line_col,
    12: _fused, 13: lambda r: _fused(r, True), 14: _name_loc, 15: _unknown,
    16: _dense_resource, 17: _dense_array, 18: _dense_elements,
    19: _dense_string, 20: _unsupported("sparse"), 21: _distinct, 22: _file_line_col_range,
}


# ------------------------------------------------------------------ types
def _integer_type(r):
    value = r.varint()
    width, signedness = value >> 2, value & 3
    if width == 1 and signedness == 0:
        return ty.I1
    if signedness == 3 or width == 0:
        r.fail(f"an integer type of width {width} and signedness {signedness}")
    return ty.IntegerType(width, signedness != 2, "si" if signedness == 1 else "")


# The payloads below are the same in VHLO's encoding (VhloBytecode.cpp: ComplexV1Type, FunctionV1Type,
# RankedTensorV1Type[WithEncoding], TupleV1Type, UnrankedTensorV1Type), which uses them too.
def function_type(r):
    inputs = tuple(r.list(r.type))
    return ty.FunctionType(inputs, tuple(r.list(r.type)))


def complex_type(r):
    element = r.type()
    if not isinstance(element, ty.FloatType):
        r.fail(f"complex<{element}> is not supported")
    return ty.ComplexType(element)


def ranked_tensor(r, encoding=None) -> ty.TensorType:
    dims = tuple(None if d == DYNAMIC else d for d in r.list(r.svarint))
    if any(d is not None and d < 0 for d in dims):
        r.fail(f"a tensor dimension of {min(d for d in dims if d is not None)}")
    element = r.type()
    if not isinstance(element, ty.ElementType):
        r.fail(f"a tensor of {element}")
    return ty.TensorType(dims, element, encoding)


def ranked_tensor_with_encoding(r):
    encoding = r.attribute()
    return ranked_tensor(r, encoding)


def tuple_type(r):
    return ty.TupleType(tuple(r.list(r.type)))


def unranked_tensor(r):
    return ty.TensorType(None, r.type())


def _float_type(name: str) -> Callable:
    float_type = ty.FloatType(name)
    return lambda r: float_type


def _unsupported_type(what: str) -> Callable:
    def decode(r):
        r.fail(f"builtin {what} types are not supported in StableHLO programs")
    return decode


TYPES: dict[int, Callable] = {
    0: _integer_type, 1: lambda r: ty.IndexType(), 2: function_type, 3: _float_type("bf16"),
    4: _float_type("f16"), 5: _float_type("f32"), 6: _float_type("f64"), 7: _unsupported_type("f80"),
    8: _unsupported_type("f128"), 9: complex_type, 10: _unsupported_type("memref"),
    11: _unsupported_type("memref"), 12: lambda r: ty.NoneType(), 13: ranked_tensor,
    14: ranked_tensor_with_encoding, 15: tuple_type, 16: _unsupported_type("memref"),
    17: _unsupported_type("memref"), 18: unranked_tensor, 19: _unsupported_type("vector"),
    20: _unsupported_type("vector"),
}
# The float types appended since (the td's type list; codes measured on jaxlib 0.12's bytecode).
TYPES.update((code, _float_type(name)) for code, name in enumerate((
    "tf32", "f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f4E2M1FN",
    "f6E2M3FN", "f6E3M2FN", "f8E8M0FNU"), start=21))


BUILTIN_CODEC = TableCodec("builtin", ATTRIBUTES, TYPES)


# ------------------------------------------------------------------ encoding (the writer's side)
_FLOAT_TYPE_CODES = {"bf16": 3, "f16": 4, "f32": 5, "f64": 6}


def encode_location(node: tuple, w, ctx) -> None:
    """A location tuple of ``locations.parse_location``."""
    kind = node[0]
    if kind == "unknown":
        w.varint(15)
    elif kind == "file":
        w.varint(11)
        w.varint(ctx.attr(at.StringAttr(node[1]), "builtin"))
        w.varint(node[2])
        w.varint(node[3])
    elif kind == "range":
        _, name, start_line, start_col, end_line, end_col = node
        w.varint(22)
        w.varint(ctx.attr(at.StringAttr(name), "builtin"))
        parts = [start_line, start_col, end_col] if end_line == start_line else [start_line, start_col, end_line, end_col]
        w.varint(len(parts))
        for part in parts:
            w.varint(part)
    elif kind == "name":
        w.varint(14)
        w.varint(ctx.attr(at.StringAttr(node[1]), "builtin"))
        w.varint(ctx.location(node[2]))
    elif kind == "callsite":
        w.varint(10)
        w.varint(ctx.location(node[1]))
        w.varint(ctx.location(node[2]))
    else:
        w.varint(12)
        w.varint(len(node[1]))
        for part in node[1]:
            w.varint(ctx.location(part))


def encode_attribute(attr, w, ctx) -> bool:
    """Writes ``attr`` in the builtin encoding; False when it has none (the writer then uses its text)."""
    if isinstance(attr, at.StringAttr):
        w.varint(2)
        w.varint(ctx.string(attr.value))
    elif isinstance(attr, at.ArrayAttr):
        w.varint(0)
        w.varint(len(attr.elements))
        for element in attr.elements:
            w.varint(ctx.attr(element, "builtin"))
    elif isinstance(attr, at.DictAttr):
        w.varint(1)
        w.varint(len(attr.entries))
        for key, value in sorted(attr.entries, key=lambda e: e[0]):
            w.varint(ctx.attr(at.StringAttr(key), "builtin"))
            w.varint(ctx.attr(value, "builtin"))
    elif isinstance(attr, at.BoolAttr):
        w.varint(8)
        w.varint(ctx.type(ty.I1, "builtin"))
        w.byte(int(attr.value))
    elif isinstance(attr, at.IntegerAttr):
        int_type = attr.type if attr.type is not None else ty.I64
        w.varint(8)
        w.varint(ctx.type(int_type, "builtin"))
        w.ap_bits(attr.value, 64 if isinstance(int_type, ty.IndexType) else int_type.width)
    elif isinstance(attr, at.FloatAttr) and isinstance(attr.type or ty.F64, ty.FloatType):
        float_type = attr.type or ty.F64
        w.varint(9)
        w.varint(ctx.type(float_type, "builtin"))
        w.ap_bits(float_bits(attr, float_type), float_type.width)
    elif isinstance(attr, at.UnitAttr):
        w.varint(7)
    elif isinstance(attr, at.TypeAttr):
        w.varint(6)
        w.varint(ctx.type(attr.type, "builtin"))
    elif isinstance(attr, at.SymbolRefAttr):
        w.varint(4 if len(attr.path) == 1 else 5)
        w.varint(ctx.attr(at.StringAttr(attr.path[0]), "builtin"))
        if len(attr.path) > 1:
            w.varint(len(attr.path) - 1)
            for part in attr.path[1:]:
                w.varint(ctx.attr(at.SymbolRefAttr((part,)), "builtin"))
    elif isinstance(attr, at.DenseElementsAttr):
        w.varint(18)
        w.varint(ctx.type(attr.type, "builtin"))
        write_dense(w, attr.array, attr.type)
    else:
        return False
    return True


def float_bits(attr: at.FloatAttr, float_type: ty.FloatType) -> int:
    """The bit pattern of a float attribute's value in its type (a NaN's own bits when it has them)."""
    if attr.nan_bits is not None:
        return attr.nan_bits
    if float_type.name == "tf32":
        return int(np.array([attr.value], np.float32).view(np.uint32)[0]) >> 13
    dtype = dtype_of(float_type)
    with np.errstate(over="ignore"):
        array = np.array([attr.value], np.float64).astype(dtype)
    return int(array.view({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[dtype.itemsize])[0])


def encode_type(t, w, ctx) -> bool:
    """Writes ``t`` in the builtin encoding; False when it has none (the writer then uses its text)."""
    if isinstance(t, ty.BooleanType):
        w.varint(0)
        w.varint(1 << 2)
    elif isinstance(t, ty.IntegerType):
        w.varint(0)
        w.varint((t.width << 2) | (2 if not t.signed else 1 if t.spelling == "si" else 0))
    elif isinstance(t, ty.IndexType):
        w.varint(1)
    elif isinstance(t, ty.FunctionType):
        w.varint(2)
        write_types(w, ctx, t.inputs, "builtin")
        write_types(w, ctx, t.results, "builtin")
    elif isinstance(t, ty.FloatType) and t.name in _FLOAT_TYPE_CODES:
        w.varint(_FLOAT_TYPE_CODES[t.name])
    elif isinstance(t, ty.ComplexType):
        w.varint(9)
        w.varint(ctx.type(t.element_type, "builtin"))
    elif isinstance(t, ty.NoneType):
        w.varint(12)
    elif isinstance(t, ty.TensorType) and t.shape is not None:
        if t.encoding is not None:
            w.varint(14)
            w.varint(ctx.attr(t.encoding, "builtin"))
        else:
            w.varint(13)
        write_ranked_tensor(w, ctx, t, "builtin")
    elif isinstance(t, ty.TensorType):
        w.varint(18)
        w.varint(ctx.type(t.element_type, "builtin"))
    elif isinstance(t, ty.TupleType):
        w.varint(15)
        write_types(w, ctx, t.types, "builtin")
    else:
        return False
    return True


def write_types(w, ctx, types, dialect: str) -> None:
    """A list of types (function inputs and results, tuple elements), the same in both dialects."""
    w.varint(len(types))
    for item in types:
        w.varint(ctx.type(item, dialect))


def write_ranked_tensor(w, ctx, t: ty.TensorType, dialect: str) -> None:
    """A ranked tensor's shape and element type, the same in both dialects."""
    w.varint(len(t.shape))
    for dim in t.shape:
        w.svarint(DYNAMIC if dim is None else dim)
    w.varint(ctx.type(t.element_type, dialect))
