"""The StableHLO and CHLO dialects' own attributes and types in plain MLIR bytecode (openxla/stablehlo
stablehlo/dialect/StablehloBytecode.cpp, ChloBytecode.cpp; enum readers in stablehlo/dialect/Base.h).

Plain bytecode (what ``write_bytecode`` of MLIR's bindings, ``stablehlo-opt --emit-bytecode`` or TF write)
keeps the StableHLO dialect itself, not VHLO. Each entry starts with a varint code, frozen upstream. Values
decode into what the text parser builds for the same attribute (parser/build_attributes.py):
enums are ``EnumAttr("stablehlo", kind, NAME)``, dimension numbers ``StructAttr`` with the fields that are
not empty or zero (as MLIR prints them), convolution numbers ``ConvDimensionNumbersAttr``.
Attributes of these dialects that have no code (CHLO's ragged dot numbers, StableHLO's sparsity ...) are
written as their text by MLIR (the "assembly fallback"), which the container hands to the text parser.
"""
from __future__ import annotations

from typing import Callable

from ..ir import attributes as at
from ..ir import types as ty
from .attr_convert import output_operand_alias, result_accuracy_up, up
from .builtin_codec import float_attr
from .container import TableCodec
from .op_rules import CONV_FIELDS, DOT_FIELDS, GATHER_FIELDS, SCATTER_FIELDS
from .vhlo_codec import enum_decoder


def _int(value: int) -> at.IntegerAttr:
    return at.IntegerAttr(value)


def _dims(values) -> at.ArrayAttr:
    return at.ArrayAttr(tuple(at.IntegerAttr(v) for v in values))


def _dimension_numbers(name: str, fields: tuple[str, ...]) -> Callable:
    """Gather, scatter and dot dimension numbers: lists of svarints (and a trailing index_vector_dim);
    the struct keeps the fields that are not empty or zero, as StableHLO prints it (StablehloAttrs.cpp)."""
    def decode(r):
        params = []
        for field in fields:
            if field == "index_vector_dim":
                number = r.svarint()
                if number:
                    params.append((field, _int(number)))
            else:
                dims = r.list(r.svarint)
                if dims:
                    params.append((field, _dims(dims)))
        return at.StructAttr(name, tuple(params))
    return decode


def _conv(r):
    values = {}
    for field in CONV_FIELDS:
        values[field] = tuple(r.list(r.svarint)) if field.endswith("dimensions") else r.svarint()
    try:
        return at.ConvDimensionNumbersAttr(**values)
    except ValueError as exc:
        r.fail(f"convolution dimension numbers: {exc}")


def _channel_handle(r):
    handle, kind = r.svarint(), r.svarint()
    return at.StructAttr("stablehlo.channel_handle", (("handle", _int(handle)), ("type", _int(kind))))


def _bool(r) -> at.BoolAttr:
    start = r.pos
    value = r.byte()
    if value > 1:
        r.fail(f"a boolean of {value}", start)
    return at.BoolAttr(bool(value))


def _dot_algorithm(r):
    params = [(name, at.TypeAttr(r.type())) for name in ("lhs_precision_type", "rhs_precision_type",
                                                           "accumulation_type")]
    params += [(name, _int(r.svarint())) for name in ("lhs_component_count", "rhs_component_count",
                                                       "num_primitive_operations")]
    params.append(("allow_imprecise_accumulation", _bool(r)))
    return at.StructAttr("stablehlo.dot_algorithm", tuple(params))


def _output_operand_alias(r):
    outputs = r.list(r.svarint)
    operand = r.svarint()
    operand_indices = r.list(r.svarint)
    return output_operand_alias(at.StructAttr("stablehlo.output_operand_alias", (
        ("output_tuple_indices", _dims(outputs)), ("operand_index", _int(operand)),
        ("operand_tuple_indices", _dims(operand_indices)))))


def _type_extensions(r):
    bounds = tuple(at.DynamicDimAttr() if b == -(1 << 63) else _int(b) for b in r.list(r.svarint))
    return at.StructAttr("stablehlo.bounds", positional=bounds)


def _result_accuracy(r):
    atol, rtol = float_attr(r, ty.F64), float_attr(r, ty.F64)
    ulps = r.svarint()
    mode = r.attribute()
    if not (isinstance(mode, at.EnumAttr) and mode.kind == "result_accuracy_mode"):
        r.fail(f"a result accuracy whose mode is {mode}")
    return result_accuracy_up(at.StructAttr("stablehlo.result_accuracy", (
        ("atol", atol), ("rtol", rtol), ("ulps", _int(ulps)), ("mode", mode))))


# The mesh-based replica groups (StableHLO 1.16): read as their VHLO structs, which attr_convert.up turns
# into what the parser builds for #stablehlo.replica_group_mesh_axes<...> and the rest.
def _sub_axis_info(r):
    pre_size, size = r.svarint(), r.svarint()
    return up(at.StructAttr("vhlo.sub_axis_info", (("pre_size", _int(pre_size)), ("size", _int(size)))))


def _axis_ref(r):
    params = [("name", at.StringAttr(r.string()))]
    if _bool(r).value:
        params.append(("sub_axis_info", r.attribute()))
    return at.StructAttr("stablehlo.axis_ref", tuple(params))


def _mesh_axis(r):
    name = at.StringAttr(r.string())
    return at.StructAttr("stablehlo.mesh_axis", (("name", name), ("size", _int(r.svarint()))))


def _mesh(r):
    params = [("axes", r.attribute())]
    if _bool(r).value:
        params.append(("device_ids", r.attribute()))
    return at.StructAttr("stablehlo.mesh", tuple(params))


def _replica_group_mesh_axes(r):
    mesh = r.attribute()
    axes = at.ArrayAttr(tuple(r.list(r.attribute)))
    return up(at.StructAttr("vhlo.replica_group_mesh_axes", (("mesh", mesh), ("axes", axes))))


STABLEHLO_ATTRIBUTES: dict[int, Callable] = {
    1: _channel_handle, 2: enum_decoder("comparison_direction", "stablehlo"),
    3: enum_decoder("comparison_type", "stablehlo"), 4: _conv, 5: _dimension_numbers("stablehlo.dot", DOT_FIELDS),
    6: enum_decoder("fft_type", "stablehlo"), 7: _dimension_numbers("stablehlo.gather", GATHER_FIELDS),
    8: enum_decoder("precision", "stablehlo"), 9: enum_decoder("rng_algorithm", "stablehlo"),
    10: enum_decoder("rng_distribution", "stablehlo"), 11: _dimension_numbers("stablehlo.scatter", SCATTER_FIELDS),
    12: enum_decoder("transpose", "stablehlo"), 13: _type_extensions, 14: _output_operand_alias, 15: _dot_algorithm,
    16: enum_decoder("result_accuracy_mode", "stablehlo"), 17: _result_accuracy, 18: _replica_group_mesh_axes,
    19: _sub_axis_info, 20: _axis_ref, 21: _mesh_axis, 22: _mesh,
}
STABLEHLO_TYPES: dict[int, Callable] = {
    0: lambda r: ty.TokenType(),
    1: lambda r: ty.FutureType(tuple(r.list(r.type))),
}
STABLEHLO_CODEC = TableCodec("stablehlo", STABLEHLO_ATTRIBUTES, STABLEHLO_TYPES)

CHLO_ATTRIBUTES: dict[int, Callable] = {0: enum_decoder("comparison_direction", "chlo"),
                                        1: enum_decoder("comparison_type", "chlo")}
CHLO_CODEC = TableCodec("chlo", CHLO_ATTRIBUTES, {})
