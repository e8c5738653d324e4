"""LEGACY (being moved into the op table, stablehlo_py/dialect/): pretty formats by op name.

Ops not listed here (gather, scatter, sort, reduce_window, if, case, the
collectives, ...) have no custom syntax and print in the generic form.
"""
from __future__ import annotations

from .formats import (Callee, CastTo, CheckConst, Composite, Constant, DimKeyword, Format, GetTupleElement, Keyword,
                      Operands, OptimizationBarrier, ReducePrecision, ReturnLike, Slice)
from .keywords import COMPARISON_DIRECTION, COMPARISON_TYPE, I64_ARRAY, INT64, Float, String
from .linalg_formats import ChloTopK
from .region_formats import ChloScan, While
from .type_styles import (FUNCTIONAL, SAME, Arrow, Complex, OperandsOnly, ResultsOnly, SameOperands, Select,
                          TupleResult)


_UNARY_SAME = ("abs", "cbrt", "ceil", "count_leading_zeros", "cosine", "exponential", "exponential_minus_one",
               "floor", "imag", "log", "log_plus_one", "logistic", "not", "negate", "popcnt", "real",
               "round_nearest_afz", "round_nearest_even", "rsqrt", "sign", "sine", "sqrt", "tan", "tanh",
               "convert", "uniform_quantize", "uniform_dequantize")
_BINARY_SAME = ("add", "atan2", "divide", "maximum", "minimum", "multiply", "power", "remainder", "shift_left",
                "shift_right_arithmetic", "shift_right_logical", "subtract", "and", "or", "xor", "clamp",
                "after_all")
_FUNCTIONAL = ("is_finite", "reshape", "dynamic_reshape", "real_dynamic_slice", "dynamic_pad",
               "dynamic_update_slice", "bitcast_convert")

FORMATS: dict[str, Format] = {}
FORMATS.update({f"stablehlo.{m}": Operands(SAME) for m in _UNARY_SAME + _BINARY_SAME})
FORMATS.update({f"stablehlo.{m}": Operands(FUNCTIONAL) for m in _FUNCTIONAL})
FORMATS.update({
    "stablehlo.constant": Constant(),
    "stablehlo.iota": DimKeyword(),
    "stablehlo.dynamic_iota": Operands(FUNCTIONAL, (Keyword("dim", "iota_dimension", INT64),)),
    "stablehlo.create_token": Operands(ResultsOnly()),
    "stablehlo.replica_id": Operands(ResultsOnly()),
    "stablehlo.partition_id": Operands(ResultsOnly()),
    "stablehlo.complex": Operands(Complex()),
    "stablehlo.select": Operands(Select()),
    "stablehlo.tuple": Operands(TupleResult()),
    "stablehlo.get_tuple_element": GetTupleElement(),
    # compare LT, %a, %b, FLOAT : (T, T) -> R
    "stablehlo.compare": Operands(FUNCTIONAL, leading=("comparison_direction", COMPARISON_DIRECTION),
                                  trailing=("compare_type", COMPARISON_TYPE)),
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
    "stablehlo.reduce_precision": ReducePrecision(),
    "stablehlo.custom_call": Callee("call_target_name", as_string=True),
    "stablehlo.composite": Composite(),
    "stablehlo.optimization_barrier": OptimizationBarrier(),
    "stablehlo.while": While(),
    "stablehlo.return": ReturnLike(),
    "func.return": ReturnLike(),
    "func.call": Callee("callee", as_string=False),
    "arith.constant": Constant(),
    "tensor.cast": CastTo(),
    # The test dialects of the conformance suites (check, interpreter).
    "check.expect_eq_const": CheckConst(),
    "check.expect_almost_eq_const": CheckConst(),
    "check.expect_eq": Operands(SameOperands()),
    "check.expect_almost_eq": Operands(SameOperands(), (Keyword("tolerance", "tolerance", Float(), True),)),
    "check.expect_close": Operands(OperandsOnly(), (Keyword("max_ulp_difference", "max_ulp_difference", INT64, True),)),
    "check.expect_serialized_eq": Operands(SameOperands(), (Keyword("probe_id", "probe_id", String()),
                                                            Keyword("iter", "iter", INT64, True))),
    "interpreter.probe": Operands(SAME, (Keyword("probe_id", "probe_id", String()),)),
    "interpreter.print": Operands(SameOperands()),
    # CHLO (ChloOps.td)
    "chlo.constant": Constant(),
    "chlo.top_k": ChloTopK(),
    "chlo.scan": ChloScan(),
    "chlo.broadcast_select": Operands(Arrow(paren=True)),
    "chlo.broadcast_compare": Operands(Arrow(paren=True)),
})
_CHLO_UNARY = ("acos", "acosh", "asin", "asinh", "atan", "atanh", "asin_acos_kernel", "bessel_i1e", "conj", "cosh",
               "sinh", "tan", "digamma", "erf", "erf_inv", "erfc", "is_inf", "is_neg_inf", "is_pos_inf", "lgamma",
               "square")
_CHLO_BINARY = ("next_after", "polygamma", "zeta", "mulhi")  # written `: T0, T1 -> R`
_CHLO_BROADCAST = ("add", "atan2", "divide", "maximum", "minimum", "multiply", "next_after", "polygamma", "power",
                   "remainder", "shift_left", "shift_right_arithmetic", "shift_right_logical", "subtract", "zeta",
                   "and", "or", "xor", "complex")
FORMATS.update({f"chlo.{m}": Operands(Arrow()) for m in _CHLO_UNARY + _CHLO_BINARY})
FORMATS.update({f"chlo.broadcast_{m}": Operands(Arrow(paren=True)) for m in _CHLO_BROADCAST})
