"""LEGACY (being moved into the op table, stablehlo_py/dialect/): pretty formats by op name.

Ops not listed here (gather, scatter, sort, reduce_window, if, case, the
collectives, ...) have no custom syntax and print in the generic form.
"""
from __future__ import annotations

from .formats import Constant, DimKeyword, Format, GetTupleElement, Keyword, Operands, Slice
from .keywords import I64_ARRAY, INT64
from .type_styles import FUNCTIONAL, SAME, TupleResult

_FUNCTIONAL = ("reshape", "dynamic_reshape", "real_dynamic_slice", "dynamic_pad", "dynamic_update_slice")

FORMATS: dict[str, Format] = {}
FORMATS.update({f"stablehlo.{m}": Operands(FUNCTIONAL) for m in _FUNCTIONAL})
FORMATS.update({
    "stablehlo.constant": Constant(),
    "stablehlo.iota": DimKeyword(),
    "stablehlo.dynamic_iota": Operands(FUNCTIONAL, (Keyword("dim", "iota_dimension", INT64),)),
    "stablehlo.tuple": Operands(TupleResult()),
    "stablehlo.get_tuple_element": GetTupleElement(),
    "stablehlo.slice": Slice(),
    "stablehlo.dynamic_slice": Operands(FUNCTIONAL, (Keyword("sizes", "slice_sizes", I64_ARRAY),)),
    "stablehlo.broadcast": Operands(FUNCTIONAL, (Keyword("sizes", "broadcast_sizes", I64_ARRAY),)),
    "stablehlo.broadcast_in_dim": Operands(FUNCTIONAL, (Keyword("dims", "broadcast_dimensions", I64_ARRAY),)),
    "stablehlo.dynamic_broadcast_in_dim": Operands(FUNCTIONAL, (
        Keyword("dims", "broadcast_dimensions", I64_ARRAY),
        Keyword("known_expanding_dimensions", "known_expanding_dimensions", I64_ARRAY, True),
        Keyword("known_nonexpanding_dimensions", "known_nonexpanding_dimensions", I64_ARRAY, True))),
    "stablehlo.transpose": Operands(FUNCTIONAL, (Keyword("dims", "permutation", I64_ARRAY),)),
    "stablehlo.reverse": Operands(SAME, (Keyword("dims", "dimensions", I64_ARRAY),)),
    "stablehlo.concatenate": Operands(FUNCTIONAL, (Keyword("dim", "dimension", INT64),)),
    "stablehlo.pad": Operands(FUNCTIONAL, (Keyword("low", "edge_padding_low", I64_ARRAY),
                                           Keyword("high", "edge_padding_high", I64_ARRAY),
                                           Keyword("interior", "interior_padding", I64_ARRAY))),
    "stablehlo.get_dimension_size": Operands(FUNCTIONAL, (Keyword("dim", "dimension", INT64),)),
    "stablehlo.set_dimension_size": Operands(FUNCTIONAL, (Keyword("dim", "dimension", INT64),)),
})
