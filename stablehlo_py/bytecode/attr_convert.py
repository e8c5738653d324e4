"""The generic attribute conversions between StableHLO and VHLO, and the versions VHLO types need.

Upstream: ``convertGeneric`` of stablehlo/transforms/StablehloLegalizeToVhlo.cpp (``down``) and of
VhloLegalizeToStablehlo.cpp (``up``); type windows from stablehlo/dialect/VhloTypes.td and attribute
windows from VhloAttrs.td / VhloEnums.td.

VHLO-level values are ``ir`` objects as the package docstring describes. The two VHLO struct attributes
this module builds are, in full (a reader may hand over any subset; missing fields read as zero):

- ``result_accuracy_v1``: ``StructAttr("stablehlo.result_accuracy", (("atol", FloatAttr(x, f64)),
  ("rtol", FloatAttr(x, f64)), ("ulps", IntegerAttr(n, i64)), ("mode", EnumAttr("vhlo",
  "result_accuracy_mode", NAME))))``;
- ``output_operand_alias_v1``: ``StructAttr("stablehlo.output_operand_alias", (("output_tuple_indices",
  ArrayAttr of IntegerAttr), ("operand_index", IntegerAttr), ("operand_tuple_indices", ArrayAttr)))``.

The mesh-based replica groups of 1.16 (VHLO attributes 21-25, VhloAttrs.td) are, as the VHLO codec holds
them, ``StructAttr("vhlo.replica_group_mesh_axes", mesh, axes)``, ``vhlo.axis_ref`` (name,
sub_axis_info?), ``vhlo.sub_axis_info`` (pre_size, size), ``vhlo.mesh_axis`` (name, size) and
``vhlo.mesh`` (axes, device_ids?); the StableHLO side is the parser's ``#stablehlo.<same name><...>``, with
the mesh as ``@symbol`` and a sub-axis as it prints, ``(pre_size)size`` (StablehloAttrs.td).

VHLO enums are ``EnumAttr("vhlo", kind, NAME)`` with VHLO's names; for ``api_version`` these are
``API_VERSION_ORIGINAL`` etc. (VhloEnums.td), and the bare ``ORIGINAL`` is accepted too.
"""
from __future__ import annotations

import numpy as np

from ..assembly.attributes import dims_attr
from ..ir import attributes as at
from ..ir.types import (F64, I32, I64, BooleanType, ComplexType, FloatType, FunctionType, FutureType, IntegerType,
                        NoneType, QuantizedType, TensorType, TupleType, Type)
from .versions import MINIMUM, Version

# ----------------------------------------------------------------------------- constants

EMPTY_I64_TENSOR = at.DenseElementsAttr(np.zeros((0,), np.int64), TensorType((0,), I64))
NONE_TYPE = at.TypeAttr(NoneType())
FALSE = at.BoolAttr(False)
EMPTY_ARRAY = at.ArrayAttr(())
EMPTY_STRING = at.StringAttr("")
# The VHLO enum kinds (VhloEnums.td, without the _v1 suffix); StableHLO uses the same kind names.
ENUM_KINDS = frozenset({"comparison_direction", "comparison_type", "api_version", "fft_type", "precision",
                        "rng_algorithm", "rng_distribution", "transpose", "result_accuracy_mode"})
# CustomCallApiVersion: StableHLO keeps the number (``api_version = 4 : i32``), VHLO the name.
API_VERSIONS = ("API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING",
                "API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI")


# The mesh-based replica group attributes (VhloAttrs.td, from 1.16.0), by their VHLO-level names.
MESH_STRUCTS = frozenset({"vhlo.replica_group_mesh_axes", "vhlo.mesh", "vhlo.mesh_axis", "vhlo.axis_ref",
                          "vhlo.sub_axis_info"})


def vhlo_enum(kind: str, value: str) -> at.EnumAttr:
    return at.EnumAttr("vhlo", kind, value)


DEFAULT_PRECISION = vhlo_enum("precision", "DEFAULT")
DEFAULT_RESULT_ACCURACY = at.StructAttr("stablehlo.result_accuracy", (
    ("atol", at.FloatAttr(0.0, F64)), ("rtol", at.FloatAttr(0.0, F64)), ("ulps", at.IntegerAttr(0, I64)),
    ("mode", vhlo_enum("result_accuracy_mode", "DEFAULT"))))


def i64(value: int) -> at.IntegerAttr:
    """``integer_v1<value : i64>``."""
    return at.IntegerAttr(int(value), I64)


def i64_tensor(values, shape: tuple[int, ...] | None = None) -> at.DenseElementsAttr:
    """``tensor_v1<dense<values> : tensor<Nxi64>>`` (or of ``shape``)."""
    array = np.asarray(values, dtype=np.int64).reshape(shape if shape is not None else (-1,))
    return at.DenseElementsAttr(array, TensorType(array.shape, I64))


def bool_tensor(values) -> at.DenseElementsAttr:
    array = np.asarray(values, dtype=np.bool_).reshape(-1)
    return at.DenseElementsAttr(array, TensorType(array.shape, BooleanType()))


def api_version_number(attr: at.Attribute) -> int | None:
    """The number of a VHLO ``api_version`` enum (None when it is not one)."""
    if isinstance(attr, at.EnumAttr) and attr.kind == "api_version":
        name = attr.value if attr.value.startswith("API_VERSION_") else "API_VERSION_" + attr.value
        if name in API_VERSIONS:
            return API_VERSIONS.index(name)
    return None


# ----------------------------------------------------------------------------- VHLO -> StableHLO

def up(attr: at.Attribute) -> at.Attribute:
    """A VHLO-level attribute as StableHLO holds it (VhloLegalizeToStablehlo.cpp convertGeneric); values
    that need no conversion come back as the same object."""
    convert = UP_CONVERTERS.get(type(attr))
    return attr if convert is None else convert(attr)


def _mapped_array(attr: at.ArrayAttr, convert) -> at.Attribute:
    """``attr`` with ``convert`` applied to each element; the same object when none changed."""
    elements = tuple(convert(e) for e in attr.elements)
    return attr if all(a is b for a, b in zip(elements, attr.elements)) else at.ArrayAttr(elements)


def _up_array(attr: at.ArrayAttr) -> at.Attribute:
    return _mapped_array(attr, up)


def _up_dict(attr: at.DictAttr) -> at.Attribute:
    entries = tuple((k, up(v)) for k, v in attr.entries)
    return attr if all(a[1] is b[1] for a, b in zip(entries, attr.entries)) else at.DictAttr(entries)


def _up_enum(attr: at.EnumAttr) -> at.Attribute:
    if attr.dialect != "vhlo":
        return attr
    if attr.kind == "api_version":
        number = api_version_number(attr)
        if number is None:
            raise ValueError(f"unknown custom_call api_version {attr.value}")
        return at.IntegerAttr(number, I32)
    return at.EnumAttr("stablehlo", attr.kind, attr.value, dotted=attr.kind == "result_accuracy_mode")


def _up_struct(attr: at.StructAttr) -> at.Attribute:
    if attr.name == "stablehlo.result_accuracy":
        return result_accuracy_up(attr)
    if attr.name == "stablehlo.output_operand_alias":
        return output_operand_alias(attr)
    if attr.name in MESH_STRUCTS:
        return _mesh_up(attr)
    return attr


def _mesh_up(attr: at.StructAttr) -> at.Attribute:
    """A ``vhlo.<mesh attribute>`` as the parser reads ``#stablehlo.<mesh attribute><...>``."""
    if attr.name == "vhlo.sub_axis_info":  # printed bare inside axis_ref: (pre_size)size
        return at.OpaqueAttr(f"({_field_number(attr, 'pre_size')}) {_field_number(attr, 'size')}")
    params = []
    for key, value in attr.params:
        if key == "mesh" and isinstance(value, at.StringAttr):
            params.append((key, at.SymbolRefAttr((value.value,))))
        elif isinstance(value, at.IntegerAttr):
            params.append((key, at.IntegerAttr(value.value)))
        else:
            params.append((key, up(value)))
    return at.StructAttr("stablehlo." + attr.name[5:], tuple(params))


# The attribute classes ``up`` converts; every other value is the same at both levels.
UP_CONVERTERS = {at.ArrayAttr: _up_array, at.DictAttr: _up_dict, at.EnumAttr: _up_enum, at.StructAttr: _up_struct}


def _field_number(attr: at.StructAttr, name: str) -> float:
    value = attr.get(name)
    return value.value if isinstance(value, (at.IntegerAttr, at.FloatAttr)) else 0


def result_accuracy_up(attr: at.StructAttr) -> at.StructAttr:
    """``#stablehlo.result_accuracy<...>`` as the parser reads upstream's print of it: zero tolerances and
    ulps left out, the mode always there (AssemblyFormat.cpp printResultAccuracyAttr)."""
    params: list[tuple[str, at.Attribute]] = []
    for name in ("atol", "rtol"):
        value = float(_field_number(attr, name))
        if value != 0:
            params.append((name, at.FloatAttr(value)))
    ulps = int(_field_number(attr, "ulps"))
    if ulps != 0:
        params.append(("ulps", at.IntegerAttr(ulps)))
    mode = attr.get("mode")
    params.append(("mode", at.EnumAttr("stablehlo", "result_accuracy_mode",
                                       mode.value if isinstance(mode, at.EnumAttr) else "DEFAULT", dotted=True)))
    return at.StructAttr("stablehlo.result_accuracy", tuple(params))


def output_operand_alias(attr: at.StructAttr) -> at.StructAttr:
    """The canonical ``#stablehlo.output_operand_alias<...>``: every field, in upstream's order (the same
    form at the VHLO level)."""
    return at.StructAttr("stablehlo.output_operand_alias", (
        ("output_tuple_indices", dims_attr(at.int_list(attr.get("output_tuple_indices")) or ())),
        ("operand_index", at.IntegerAttr(int(_field_number(attr, "operand_index")))),
        ("operand_tuple_indices", dims_attr(at.int_list(attr.get("operand_tuple_indices")) or ()))))


def is_default_result_accuracy(attr: at.Attribute | None) -> bool:
    """VhloLegalizeToStablehlo.cpp isDefaultResultAccuracyAttribute."""
    if not isinstance(attr, at.StructAttr):
        return False
    mode = attr.get("mode")
    return (_field_number(attr, "atol") == 0 and _field_number(attr, "rtol") == 0 and _field_number(attr, "ulps") == 0
            and (mode is None or isinstance(mode, at.EnumAttr) and mode.value == "DEFAULT"))


def dense_array(attr: at.Attribute, boolean: bool = False) -> at.DenseArrayAttr:
    """A ``tensor_v1`` as ``array<i64: ...>`` / ``array<i1: ...>`` (convertDenseArray)."""
    if not isinstance(attr, at.DenseElementsAttr):
        raise ValueError(f"expected a tensor_v1 of integers, found {attr}")
    flat = attr.array.reshape(-1)
    if boolean:
        return at.DenseArrayAttr(BooleanType(), tuple(bool(v) for v in flat))
    return at.DenseArrayAttr(I64, tuple(int(v) for v in flat))


def symbol_ref(attr: at.Attribute) -> at.SymbolRefAttr:
    """A ``string_v1`` symbol name as ``@name`` (convertSymbol)."""
    if not isinstance(attr, at.StringAttr):
        raise ValueError(f"expected a symbol name (string_v1), found {attr}")
    return at.SymbolRefAttr((attr.value,))


# ----------------------------------------------------------------------------- StableHLO -> VHLO

def down(attr: at.Attribute) -> at.Attribute:
    """A StableHLO attribute as VHLO holds it (StablehloLegalizeToVhlo.cpp convertGeneric). ValueError
    for a value VHLO cannot hold."""
    convert = _DOWN.get(type(attr))
    return attr if convert is None else convert(attr)


def _down_array(attr: at.ArrayAttr) -> at.Attribute:
    return _mapped_array(attr, down)


def _down_dict(attr: at.DictAttr) -> at.Attribute:
    """dict_v1 in the builtin DictionaryAttr's order: sorted by name."""
    return at.DictAttr(tuple(sorted(((k, down(v)) for k, v in attr.entries), key=lambda entry: entry[0])))


def _down_enum(attr: at.EnumAttr) -> at.Attribute:
    if attr.dialect == "vhlo":
        return attr
    if attr.dialect != "stablehlo" or attr.kind not in ENUM_KINDS:
        raise ValueError(f"{attr} has no VHLO form")
    return vhlo_enum(attr.kind, attr.value)


def _down_struct(attr: at.StructAttr) -> at.Attribute:
    if attr.name == "stablehlo.result_accuracy":
        mode = attr.get("mode")
        return at.StructAttr(attr.name, (
            ("atol", at.FloatAttr(float(_field_number(attr, "atol")), F64)),
            ("rtol", at.FloatAttr(float(_field_number(attr, "rtol")), F64)),
            ("ulps", i64(_field_number(attr, "ulps"))),
            ("mode", vhlo_enum("result_accuracy_mode", mode.value if isinstance(mode, at.EnumAttr) else "DEFAULT"))))
    if attr.name == "stablehlo.output_operand_alias":
        return output_operand_alias(attr)
    if "vhlo." + attr.name[10:] in MESH_STRUCTS and attr.name.startswith("stablehlo."):
        return at.StructAttr("vhlo." + attr.name[10:], tuple(
            (k, _sub_axis_down(v) if k == "sub_axis_info" else down(v)) for k, v in attr.params))
    raise ValueError(f"{attr} has no VHLO form here")


def _sub_axis_down(attr: at.Attribute) -> at.StructAttr:
    """``(pre_size)size`` (an OpaqueAttr as the parser keeps it) as ``vhlo.sub_axis_info``."""
    numbers = [int(n) for n in str(attr).replace("(", " ").replace(")", " ").split()] \
        if isinstance(attr, at.OpaqueAttr) else [_field_number(attr, "pre_size"), _field_number(attr, "size")] \
        if isinstance(attr, at.StructAttr) else []
    if len(numbers) != 2:
        raise ValueError(f"sub_axis_info {attr} is not (pre_size)size")
    return at.StructAttr("vhlo.sub_axis_info", (("pre_size", i64(numbers[0])), ("size", i64(numbers[1]))))


def _down_integer(attr: at.IntegerAttr) -> at.Attribute:
    if isinstance(attr.type, BooleanType):
        return at.BoolAttr(bool(attr.value))  # an i1 IntegerAttr is a BoolAttr upstream
    return attr if attr.type is not None else at.IntegerAttr(attr.value, I64)


def _down_float(attr: at.FloatAttr) -> at.Attribute:
    return attr if attr.type is not None else at.FloatAttr(attr.value, F64, attr.nan_bits)


def _down_dense_array(attr: at.DenseArrayAttr) -> at.Attribute:
    if isinstance(attr.element_type, BooleanType):
        return bool_tensor(attr.values)
    if attr.element_type == I64:
        return i64_tensor(attr.values)
    raise ValueError(f"{attr} has no VHLO form (only array<i64> and array<i1> convert)")


def _down_symbol(attr: at.SymbolRefAttr) -> at.Attribute:
    if len(attr.path) != 1:
        raise ValueError(f"nested symbol reference {attr} has no VHLO form")
    return at.StringAttr(attr.path[0])


def _no_vhlo_form(attr: at.Attribute) -> at.Attribute:
    raise ValueError(f"{attr} has no VHLO form")


_DOWN = {at.ArrayAttr: _down_array, at.DictAttr: _down_dict, at.EnumAttr: _down_enum, at.StructAttr: _down_struct,
         at.IntegerAttr: _down_integer, at.FloatAttr: _down_float, at.DenseArrayAttr: _down_dense_array,
         at.SymbolRefAttr: _down_symbol, at.AliasRefAttr: lambda a: down(a.target), at.UnitAttr: _no_vhlo_form,
         at.DenseResourceAttr: _no_vhlo_form, at.ConvDimensionNumbersAttr: _no_vhlo_form}

# ----------------------------------------------------------------------------- versions of types and attributes

# VhloTypes.td: the element types whose VHLO type appeared after 0.9.0.
_FLOAT_VERSIONS = {"f8E4M3FNUZ": Version(0, 10, 0), "f8E5M2FNUZ": Version(0, 10, 0),
                   "f8E4M3B11FNUZ": Version(0, 11, 0), "tf32": Version(1, 6, 0), "f8E4M3": Version(1, 7, 0),
                   "f8E3M4": Version(1, 7, 0), "f4E2M1FN": Version(1, 8, 0), "f6E2M3FN": Version(1, 8, 0),
                   "f6E3M2FN": Version(1, 8, 0), "f8E8M0FNU": Version(1, 8, 0)}
_SUB_BYTE_INTS = Version(1, 2, 0)  # i2_v1, ui2_v1
_NONE = Version(1, 6, 0)  # none_v1
_FUTURE = Version(1, 15, 0)  # future_v1
_PER_AXIS = Version(0, 18, 0)  # quant_per_axis_v1
_MESH = Version(1, 16, 0)  # sub_axis_info_v1 ... mesh_v1 (VhloAttrs.td)
_RESULT_ACCURACY = Version(1, 9, 0)  # result_accuracy_v1, result_accuracy_mode_v1 (VhloAttrs.td, VhloEnums.td)


def type_min_version(type_: Type) -> Version:
    """The first StableHLO version whose VHLO has ``type_`` (and every type inside it); VhloTypes.td."""
    if isinstance(type_, FloatType):
        return _FLOAT_VERSIONS.get(type_.name, MINIMUM)
    if isinstance(type_, IntegerType):
        return _SUB_BYTE_INTS if type_.width == 2 else MINIMUM
    if isinstance(type_, TensorType):
        return type_min_version(type_.element_type)
    if isinstance(type_, ComplexType):
        return type_min_version(type_.element_type)
    if isinstance(type_, QuantizedType):
        found = max(type_min_version(type_.storage_type), type_min_version(type_.expressed_type))
        return max(found, _PER_AXIS) if type_.quantization_dimension is not None else found
    if isinstance(type_, FutureType):
        return max((_FUTURE, *(type_min_version(t) for t in type_.types)))
    if isinstance(type_, TupleType):
        return max((MINIMUM, *(type_min_version(t) for t in type_.types)))
    if isinstance(type_, FunctionType):
        return max((MINIMUM, *(type_min_version(t) for t in type_.inputs + type_.results)))
    if isinstance(type_, NoneType):
        return _NONE
    return MINIMUM


def attribute_min_version(attr: at.Attribute) -> tuple[Version, str]:
    """The first version whose VHLO can hold the VHLO-level ``attr``, and what needs it (a type or an
    attribute kind; "" at the minimum). VhloToVersion.cpp isLegalAttribute, with VhloAttrs.td windows."""
    if isinstance(attr, (at.DenseElementsAttr, at.IntegerAttr, at.FloatAttr)):
        return _of_type(attr.type)
    if isinstance(attr, at.TypeAttr):
        return _of_type(attr.type)
    if isinstance(attr, at.ArrayAttr):
        return max((attribute_min_version(e) for e in attr.elements), default=(MINIMUM, ""))
    if isinstance(attr, at.DictAttr):
        return max((attribute_min_version(v) for _, v in attr.entries), default=(MINIMUM, ""))
    if isinstance(attr, at.StructAttr) and attr.name == "stablehlo.result_accuracy":
        return _RESULT_ACCURACY, "result_accuracy"
    if isinstance(attr, at.StructAttr) and attr.name in MESH_STRUCTS:
        return _MESH, attr.name
    return MINIMUM, ""


def _of_type(type_: Type | None) -> tuple[Version, str]:
    if type_ is None:
        return MINIMUM, ""
    version = type_min_version(type_)
    return (version, f"type {type_}") if version > MINIMUM else (MINIMUM, "")
