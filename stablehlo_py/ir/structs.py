"""The struct attributes of StableHLO and CHLO (StablehloAttrs.td), each declared once: field names,
kinds and the value a field left out means.

The parser and printer take the field order and the fields they leave out from
here (assembly/attributes.py); op declarations name them as attribute kinds
(``struct_attr("dimension_numbers", SCATTER)``), and checks and kernels receive
their decoded records.
"""
from __future__ import annotations

from .enums import ResultAccuracyMode
from .opdef import AttrKind, StructDef, StructField

_INTS, _INT = AttrKind.INTS, AttrKind.INT


def _dims(*names: str) -> tuple[StructField, ...]:
    return tuple(StructField(n, _INTS, ()) for n in names)


GATHER = StructDef("stablehlo.gather", _dims(
    "offset_dims", "collapsed_slice_dims", "operand_batching_dims", "start_indices_batching_dims",
    "start_index_map") + (StructField("index_vector_dim", _INT, 0),))
SCATTER = StructDef("stablehlo.scatter", _dims(
    "update_window_dims", "inserted_window_dims", "input_batching_dims", "scatter_indices_batching_dims",
    "scatter_dims_to_operand_dims") + (StructField("index_vector_dim", _INT, 0),))
DOT = StructDef("stablehlo.dot", _dims(
    "lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
    "rhs_contracting_dimensions"))
RAGGED_DOT = StructDef("chlo.ragged_dot", DOT.fields + _dims("lhs_ragged_dimensions", "rhs_group_dimensions"))
# Dimension-number structs print only the fields that differ from their defaults (upstream printStruct).
DIMENSION_STRUCTS = {s.name: s for s in (GATHER, SCATTER, DOT, RAGGED_DOT)}

CHANNEL_HANDLE = StructDef("stablehlo.channel_handle", (StructField("handle", _INT, 0), StructField("type", _INT, 0)))
OUTPUT_OPERAND_ALIAS = StructDef("stablehlo.output_operand_alias", (
    StructField("output_tuple_indices", _INTS, ()), StructField("operand_index", _INT, 0),
    StructField("operand_tuple_indices", _INTS, ())))
DOT_ALGORITHM = StructDef("stablehlo.dot_algorithm", (
    StructField("lhs_precision_type", AttrKind.TYPE, None), StructField("rhs_precision_type", AttrKind.TYPE, None),
    StructField("accumulation_type", AttrKind.TYPE, None), StructField("lhs_component_count", _INT, 1),
    StructField("rhs_component_count", _INT, 1), StructField("num_primitive_operations", _INT, 1),
    StructField("allow_imprecise_accumulation", AttrKind.BOOL, False)))
# Structs that print every field written, in this order.
FULL_STRUCTS = {s.name: s for s in (CHANNEL_HANDLE, OUTPUT_OPERAND_ALIAS, DOT_ALGORITHM)}

RESULT_ACCURACY = StructDef("stablehlo.result_accuracy", (
    StructField("atol", AttrKind.FLOAT, 0.0), StructField("rtol", AttrKind.FLOAT, 0.0),
    StructField("ulps", _INT, 0), StructField("mode", AttrKind.ENUM, ResultAccuracyMode.DEFAULT, ResultAccuracyMode)))
