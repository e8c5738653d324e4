"""VHLO's attributes and types in bytecode (openxla/stablehlo stablehlo/dialect/VhloBytecode.cpp).

Each entry starts with a varint code; the codes are frozen upstream ("the order of these codes must
not be changed"). Values decode into the ``ir`` classes as ``bytecode/__init__.py`` describes.
"""
from __future__ import annotations

import re
from typing import Callable

from ..ir import attributes as at
from ..ir import types as ty
from ..ir.literals import format_float
from .builtin_codec import (DYNAMIC, complex_type, float_attr, float_bits, function_type, integer_from_bits,
                            ranked_tensor, ranked_tensor_with_encoding, tuple_type, unranked_tensor,
                            write_ranked_tensor, write_types)
from .container import TableCodec
from .dense import read_dense, write_dense

# Enum values by their VHLO encoding (VhloEnums.td).
ENUMS: dict[str, tuple[str, ...]] = {
    "comparison_direction": ("EQ", "NE", "GE", "GT", "LE", "LT"),
    "comparison_type": ("NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"),
    "api_version": ("API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING",
                    "API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI"),
    "fft_type": ("FFT", "IFFT", "RFFT", "IRFFT"),
    "precision": ("DEFAULT", "HIGH", "HIGHEST"),
    "rng_algorithm": ("DEFAULT", "THREE_FRY", "PHILOX"),
    "rng_distribution": ("", "UNIFORM", "NORMAL"),
    "transpose": ("TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"),
    "result_accuracy_mode": ("DEFAULT", "HIGHEST", "TOLERANCE"),
}
ENUM_CODES: dict[int, str] = {3: "comparison_direction", 4: "comparison_type", 5: "api_version", 7: "fft_type",
                              11: "precision", 12: "rng_algorithm", 13: "rng_distribution", 16: "transpose",
                              19: "result_accuracy_mode"}

# Types without a payload, by code.
SIMPLE_TYPES: dict[int, ty.Type] = {
    0: ty.I1, 2: ty.FloatType("bf16"), 3: ty.FloatType("f16"), 4: ty.F32, 5: ty.F64,
    6: ty.FloatType("f8E4M3FN"), 7: ty.FloatType("f8E5M2"), 9: ty.IndexType(),
    10: ty.IntegerType(4), 11: ty.IntegerType(8), 12: ty.IntegerType(16), 13: ty.I32, 14: ty.I64,
    15: ty.IntegerType(4, False), 16: ty.IntegerType(8, False), 17: ty.IntegerType(16, False),
    18: ty.IntegerType(32, False), 19: ty.IntegerType(64, False), 22: ty.TokenType(),
    27: ty.FloatType("f8E4M3FNUZ"), 28: ty.FloatType("f8E5M2FNUZ"), 29: ty.FloatType("f8E4M3B11FNUZ"),
    31: ty.IntegerType(2), 32: ty.IntegerType(2, False), 33: ty.NoneType(), 34: ty.FloatType("tf32"),
    35: ty.FloatType("f8E4M3"), 36: ty.FloatType("f8E3M4"), 37: ty.FloatType("f4E2M1FN"),
    38: ty.FloatType("f6E2M3FN"), 39: ty.FloatType("f6E3M2FN"), 40: ty.FloatType("f8E8M0FNU"),
}
WITNESS = ty.OpaqueType("!shape.witness")
SIMPLE_TYPES[26] = WITNESS


# ------------------------------------------------------------------ types
def _quantized_parts(r):
    flags = r.varint()
    storage, expressed = r.type(), r.type()
    if not isinstance(storage, ty.IntegerType) or not isinstance(expressed, ty.FloatType):
        r.fail(f"a quantized type stored as {storage} expressing {expressed}")
    signed = bool(flags & 1)  # quant::QuantizationFlags::Signed
    storage = ty.IntegerType(storage.width, signed)
    return storage, expressed


def _scale(r) -> float:
    return float_attr(r, ty.F64).value


def _quantized(r):
    storage, expressed = _quantized_parts(r)
    scale = _scale(r)
    zero_point, low, high = r.svarint(), r.svarint(), r.svarint()
    return quantized_type(storage, expressed, (scale,), (zero_point,), None, low, high)


def _quantized_per_axis(r):
    storage, expressed = _quantized_parts(r)
    axis = r.varint()
    low, high = r.svarint(), r.svarint()
    scales = tuple(r.list(lambda: _scale(r)))
    zero_points = tuple(r.list(r.svarint))
    if len(scales) != len(zero_points):
        r.fail(f"{len(scales)} scales and {len(zero_points)} zero points")
    return quantized_type(storage, expressed, scales, zero_points, axis, low, high)


def quantized_type(storage: ty.IntegerType, expressed: ty.FloatType, scales: tuple, zero_points: tuple,
                   axis: int | None, low: int, high: int) -> ty.QuantizedType:
    """The quantized type, with the text MLIR's quant dialect prints (the storage range only when it is
    not the full range of the storage type)."""
    width = storage.width
    full = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if storage.signed else (0, (1 << width) - 1)
    ranged = (low, high) != full
    text = f"{'i' if storage.signed else 'u'}{width}"
    if ranged:
        text += f"<{low}:{high}>"
    text += f":{expressed}"
    params = [f"{format_float(s, ty.F64)}" + (f":{z}" if z else "") for s, z in zip(scales, zero_points)]
    if axis is not None:
        text += f":{axis}, {{{', '.join(params)}}}"
    else:
        text += f", {params[0]}"
    return ty.QuantizedType(storage, expressed, scales, zero_points, axis,
                            low if ranged else None, high if ranged else None, text)


def _buffer(r):
    """``buffer_v1`` is the builtin ``memref`` of StableHLO 1.13's buffer ops; kept as its text."""
    dims = tuple(r.list(r.svarint))
    shape = "".join(("?" if d == DYNAMIC else str(d)) + "x" for d in dims)
    return ty.OpaqueType(f"memref<{shape}{r.type()}>")


def _future(r):
    return ty.FutureType(tuple(r.list(r.type)))


PAYLOAD_TYPES: dict[int, Callable] = {
    1: complex_type, 8: function_type, 20: ranked_tensor, 21: ranked_tensor_with_encoding, 23: tuple_type,
    24: _quantized, 25: unranked_tensor, 30: _quantized_per_axis, 41: _buffer, 42: _future,
}


# ------------------------------------------------------------------ attributes
def _array(r):
    return at.ArrayAttr(tuple(r.list(r.attribute)))


def _bool(r):
    return at.BoolAttr(bool(r.varint()))


def enum_decoder(kind: str, dialect: str = "vhlo") -> Callable:
    """Reads a varint enum of ``kind`` (VHLO's, StableHLO's and CHLO's number them alike) into an
    ``EnumAttr`` of ``dialect``."""
    names = ENUMS[kind]
    dotted = dialect == "stablehlo" and kind == "result_accuracy_mode"  # #stablehlo.result_accuracy_mode<X>

    def decode(r):
        start = r.pos
        value = r.varint()
        if value >= len(names) or not names[value]:
            r.fail(f"{dialect} {kind} value {value} is not one of {', '.join(n for n in names if n)}", start)
        return at.EnumAttr(dialect, kind, names[value], dotted=dotted)
    return decode


def _dict(r):
    entries = []
    for _ in range(r.count(2, "dictionary")):
        key = r.attribute()
        if not isinstance(key, at.StringAttr):
            r.fail(f"a dictionary key that is a {type(key).__name__}")
        entries.append((key.value, r.attribute()))
    return at.DictAttr(tuple(entries))


def _float(r):
    return float_attr(r, r.type())


def _integer(r):
    int_type = r.type()
    if isinstance(int_type, ty.IndexType):
        bits = r.ap_bits(64)
        return at.IntegerAttr(bits - (1 << 64) if bits >> 63 else bits, int_type)
    if isinstance(int_type, ty.BooleanType):
        return at.IntegerAttr(r.ap_bits(1), int_type)
    if not isinstance(int_type, ty.IntegerType):
        r.fail(f"an integer attribute of type {int_type}")
    return at.IntegerAttr(integer_from_bits(r.ap_bits(int_type.width), int_type), int_type)


def _ints(r) -> at.ArrayAttr:
    return at.ArrayAttr(tuple(at.IntegerAttr(v, ty.I64) for v in r.list(r.svarint)))


def _output_operand_alias(r):
    outputs = _ints(r)
    operand = at.IntegerAttr(r.svarint(), ty.I64)
    return at.StructAttr("stablehlo.output_operand_alias", (
        ("output_tuple_indices", outputs), ("operand_index", operand), ("operand_tuple_indices", _ints(r))))


def _string(r):
    return at.StringAttr(r.string())


def _tensor(r):
    tensor_type = r.type()
    return at.DenseElementsAttr(read_dense(r, tensor_type), tensor_type)


def _type(r):
    return at.TypeAttr(r.type())


def _type_extensions(r):
    bounds = r.list(r.svarint)
    return at.StructAttr("stablehlo.bounds", positional=tuple(
        at.DynamicDimAttr() if b == DYNAMIC else at.IntegerAttr(b) for b in bounds))


def _result_accuracy(r):
    atol, rtol = _scale(r), _scale(r)
    ulps = r.svarint()
    mode = r.attribute()
    return at.StructAttr("stablehlo.result_accuracy", (
        ("atol", at.FloatAttr(atol)), ("rtol", at.FloatAttr(rtol)), ("ulps", at.IntegerAttr(ulps)),
        ("mode", mode)))


def _sub_axis_info(r):
    pre_size, size = r.svarint(), r.svarint()
    return at.StructAttr("vhlo.sub_axis_info", (("pre_size", at.IntegerAttr(pre_size)),
                                               ("size", at.IntegerAttr(size))))


def _axis_ref(r):
    name = r.attribute()
    params = [("name", name)]
    if r.varint():
        params.append(("sub_axis_info", r.attribute()))
    return at.StructAttr("vhlo.axis_ref", tuple(params))


def _replica_group_mesh_axes(r):
    mesh = r.attribute()
    return at.StructAttr("vhlo.replica_group_mesh_axes", (("mesh", mesh), ("axes", r.attribute())))


def _mesh_axis(r):
    name = r.attribute()
    return at.StructAttr("vhlo.mesh_axis", (("name", name), ("size", at.IntegerAttr(r.svarint()))))


def _mesh(r):
    axes = r.attribute()
    params = [("axes", axes)]
    device_ids = r.optional_attribute()
    if device_ids is not None:
        params.append(("device_ids", device_ids))
    return at.StructAttr("vhlo.mesh", tuple(params))


ATTRIBUTES: dict[int, Callable] = {
    1: _array, 2: _bool, 6: _dict, 8: _float, 9: _integer, 10: _output_operand_alias, 14: _string,
    15: _tensor, 17: _type, 18: _type_extensions, 20: _result_accuracy, 21: _sub_axis_info, 22: _axis_ref,
    23: _replica_group_mesh_axes, 24: _mesh_axis, 25: _mesh,
}
ATTRIBUTES.update({code: enum_decoder(kind) for code, kind in ENUM_CODES.items()})


TYPES: dict[int, Callable] = {**{code: (lambda r, t=t: t) for code, t in SIMPLE_TYPES.items()}, **PAYLOAD_TYPES}
VHLO_CODEC = TableCodec("VHLO", ATTRIBUTES, TYPES, " (an artifact newer than this reader?)")


# ------------------------------------------------------------------ encoding (the writer's side)
TYPE_CODES: dict[ty.Type, int] = {t: code for code, t in SIMPLE_TYPES.items()}
ENUM_KIND_CODES: dict[str, int] = {kind: code for code, kind in ENUM_CODES.items()}
_STRUCT_CODES = {"stablehlo.output_operand_alias": 10, "stablehlo.bounds": 18, "stablehlo.result_accuracy": 20,
                 "vhlo.sub_axis_info": 21, "vhlo.axis_ref": 22, "vhlo.replica_group_mesh_axes": 23,
                 "vhlo.mesh_axis": 24, "vhlo.mesh": 25}


def encode_type(t, w, ctx) -> bool:
    """Writes ``t`` as VHLO; False for a type VHLO cannot hold."""
    code = TYPE_CODES.get(t)  # IntegerType compares by width and signedness: i32 and si32 are si32_v1
    if code is not None:
        w.varint(code)
    elif isinstance(t, ty.ComplexType):
        w.varint(1)
        w.varint(ctx.type(t.element_type, "vhlo"))
    elif isinstance(t, ty.FunctionType):
        w.varint(8)
        write_types(w, ctx, t.inputs, "vhlo")
        write_types(w, ctx, t.results, "vhlo")
    elif isinstance(t, ty.TensorType) and t.shape is not None:
        if t.encoding is not None:
            w.varint(21)
            w.varint(ctx.attr(t.encoding, "vhlo"))
        else:
            w.varint(20)
        write_ranked_tensor(w, ctx, t, "vhlo")
    elif isinstance(t, ty.TensorType):
        w.varint(25)
        w.varint(ctx.type(t.element_type, "vhlo"))
    elif isinstance(t, ty.TupleType):
        w.varint(23)
        write_types(w, ctx, t.types, "vhlo")
    elif isinstance(t, ty.FutureType):
        w.varint(42)
        write_types(w, ctx, t.types, "vhlo")
    elif isinstance(t, ty.QuantizedType):
        _quantized_out(t, w, ctx)
    elif isinstance(t, ty.OpaqueType) and _MEMREF.fullmatch(t.text):
        dims = _MEMREF.fullmatch(t.text)[1].split("x")
        element = _ELEMENT_TYPES.get(dims.pop())
        if element is None:
            return False
        w.varint(41)
        w.varint(len(dims))
        for dim in dims:
            w.svarint(DYNAMIC if dim == "?" else int(dim))
        w.varint(ctx.type(element, "vhlo"))
    else:
        return False
    return True


_MEMREF = re.compile(r"memref<((?:[0-9?]+x)*[a-z][a-z0-9A-Z]*)>")
_ELEMENT_TYPES = {str(t): t for t in SIMPLE_TYPES.values() if isinstance(t, ty.ElementType)}


def _quantized_out(t: ty.QuantizedType, w, ctx) -> None:
    storage = t.storage_type
    width = storage.width
    low = t.storage_min if t.storage_min is not None else (-(1 << (width - 1)) if storage.signed else 0)
    high = t.storage_max if t.storage_max is not None else ((1 << (width - 1)) - 1 if storage.signed else (1 << width) - 1)
    per_axis = t.quantization_dimension is not None
    w.varint(30 if per_axis else 24)
    w.varint(int(storage.signed))
    w.varint(ctx.type(ty.IntegerType(width, storage.signed), "vhlo"))
    w.varint(ctx.type(t.expressed_type, "vhlo"))
    if per_axis:
        w.varint(t.quantization_dimension)
        w.svarint(low)
        w.svarint(high)
        w.varint(len(t.scales))
        for scale in t.scales:
            w.ap_bits(float_bits(at.FloatAttr(scale, ty.F64), ty.F64), 64)
        w.varint(len(t.zero_points))
        for zero_point in t.zero_points:
            w.svarint(zero_point)
    else:
        w.ap_bits(float_bits(at.FloatAttr(t.scales[0], ty.F64), ty.F64), 64)
        w.svarint(t.zero_points[0])
        w.svarint(low)
        w.svarint(high)


def encode_attribute(attr, w, ctx) -> bool:
    """Writes ``attr`` as VHLO; False for an attribute VHLO cannot hold."""
    if isinstance(attr, at.ArrayAttr):
        w.varint(1)
        w.varint(len(attr.elements))
        for element in attr.elements:
            w.varint(ctx.attr(element, "vhlo"))
    elif isinstance(attr, (at.BoolAttr, at.UnitAttr)):
        w.varint(2)
        w.varint(int(getattr(attr, "value", True)))
    elif isinstance(attr, at.EnumAttr) and attr.dialect == "vhlo" and attr.kind in ENUM_KIND_CODES:
        w.varint(ENUM_KIND_CODES[attr.kind])
        w.varint(ENUMS[attr.kind].index(attr.value))
    elif isinstance(attr, at.DictAttr):
        w.varint(6)
        w.varint(len(attr.entries))
        for key, value in attr.entries:
            w.varint(ctx.attr(at.StringAttr(key), "vhlo"))
            w.varint(ctx.attr(value, "vhlo"))
    elif isinstance(attr, at.FloatAttr):
        float_type = attr.type or ty.F64
        w.varint(8)
        w.varint(ctx.type(float_type, "vhlo"))
        w.ap_bits(float_bits(attr, float_type), float_type.width)
    elif isinstance(attr, at.IntegerAttr):
        int_type = attr.type if attr.type is not None else ty.I64
        w.varint(9)
        w.varint(ctx.type(int_type, "vhlo"))
        width = 64 if isinstance(int_type, ty.IndexType) else 1 if isinstance(int_type, ty.BooleanType) \
            else int_type.width
        w.ap_bits(attr.value, width)
    elif isinstance(attr, at.StringAttr):
        w.varint(14)
        w.varint(ctx.string(attr.value))
    elif isinstance(attr, at.SymbolRefAttr):
        w.varint(14)
        w.varint(ctx.string(attr.path[-1]))
    elif isinstance(attr, at.DenseElementsAttr):
        w.varint(15)
        w.varint(ctx.type(attr.type, "vhlo"))
        write_dense(w, attr.array, attr.type)
    elif isinstance(attr, at.TypeAttr):
        w.varint(17)
        w.varint(ctx.type(attr.type, "vhlo"))
    elif isinstance(attr, at.StructAttr) and attr.name in _STRUCT_CODES:
        _struct_out(attr, w, ctx)
    else:
        return False
    return True


def _int_of(attr) -> int:
    return attr.value if isinstance(attr, at.IntegerAttr) else 0


def _struct_out(attr: at.StructAttr, w, ctx) -> None:
    name = attr.name
    w.varint(_STRUCT_CODES[name])
    if name == "stablehlo.output_operand_alias":
        for key in ("output_tuple_indices", "operand_index", "operand_tuple_indices"):
            value = attr.get(key)
            if key == "operand_index":
                w.svarint(_int_of(value))
                continue
            ints = at.int_list(value) or ()
            w.varint(len(ints))
            for item in ints:
                w.svarint(item)
    elif name == "stablehlo.bounds":
        w.varint(len(attr.positional))
        for bound in attr.positional:
            w.svarint(DYNAMIC if isinstance(bound, at.DynamicDimAttr) else _int_of(bound))
    elif name == "stablehlo.result_accuracy":
        for key in ("atol", "rtol"):
            value = attr.get(key)
            w.ap_bits(float_bits(at.FloatAttr(value.value if isinstance(value, at.FloatAttr) else 0.0, ty.F64),
                                 ty.F64), 64)
        w.svarint(_int_of(attr.get("ulps")))
        w.varint(ctx.attr(attr.get("mode"), "vhlo"))
    elif name == "vhlo.sub_axis_info":
        w.svarint(_int_of(attr.get("pre_size")))
        w.svarint(_int_of(attr.get("size")))
    elif name == "vhlo.axis_ref":
        w.varint(ctx.attr(attr.get("name"), "vhlo"))
        sub = attr.get("sub_axis_info")
        w.varint(int(sub is not None))
        if sub is not None:
            w.varint(ctx.attr(sub, "vhlo"))
    elif name == "vhlo.replica_group_mesh_axes":
        w.varint(ctx.attr(attr.get("mesh"), "vhlo"))
        w.varint(ctx.attr(attr.get("axes"), "vhlo"))
    elif name == "vhlo.mesh_axis":
        w.varint(ctx.attr(attr.get("name"), "vhlo"))
        w.svarint(_int_of(attr.get("size")))
    else:
        w.varint(ctx.attr(attr.get("axes"), "vhlo"))
        device_ids = attr.get("device_ids")
        w.varint_flag(ctx.attr(device_ids, "vhlo") if device_ids is not None else 0, device_ids is not None)
