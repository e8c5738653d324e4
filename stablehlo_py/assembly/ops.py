"""LEGACY (being moved into the op table, stablehlo_py/dialect/): pretty formats by op name.

Ops not listed here (gather, scatter, sort, reduce_window, if, case, the
collectives, ...) have no custom syntax and print in the generic form.
"""
from __future__ import annotations

from .formats import (Callee, CastTo, CheckConst, Composite, Constant, Format, Keyword, Operands,
                      OptimizationBarrier, ReducePrecision, ReturnLike)
from .keywords import (COMPARISON_DIRECTION, COMPARISON_TYPE, INT64, RNG_ALGORITHM,
                       RNG_DISTRIBUTION, Bool, Float, String)
from .linalg_formats import ChloTopK, Convolution, Dot, DotGeneral
from .region_formats import ChloScan, Reduce, While
from .type_styles import FUNCTIONAL, SAME, Arrow, Complex, OperandsOnly, ResultsOnly, SameOperands, Select


_UNARY_SAME = ("abs", "cbrt", "ceil", "count_leading_zeros", "cosine", "exponential", "exponential_minus_one",
               "floor", "imag", "log", "log_plus_one", "logistic", "not", "negate", "popcnt", "real",
               "round_nearest_afz", "round_nearest_even", "rsqrt", "sign", "sine", "sqrt", "tan", "tanh",
               "convert", "uniform_quantize", "uniform_dequantize")
_BINARY_SAME = ("add", "atan2", "divide", "maximum", "minimum", "multiply", "power", "remainder", "shift_left",
                "shift_right_arithmetic", "shift_right_logical", "subtract", "and", "or", "xor", "clamp",
                "after_all")
_FUNCTIONAL = ("is_finite", "bitcast_convert")

FORMATS: dict[str, Format] = {}
FORMATS.update({f"stablehlo.{m}": Operands(SAME) for m in _UNARY_SAME + _BINARY_SAME})
FORMATS.update({f"stablehlo.{m}": Operands(FUNCTIONAL) for m in _FUNCTIONAL})
FORMATS.update({
    "stablehlo.create_token": Operands(ResultsOnly()),
    "stablehlo.replica_id": Operands(ResultsOnly()),
    "stablehlo.partition_id": Operands(ResultsOnly()),
    "stablehlo.complex": Operands(Complex()),
    "stablehlo.select": Operands(Select()),
    # compare LT, %a, %b, FLOAT : (T, T) -> R
    "stablehlo.compare": Operands(FUNCTIONAL, leading=("comparison_direction", COMPARISON_DIRECTION),
                                  trailing=("compare_type", COMPARISON_TYPE)),
    "stablehlo.rng": Operands(FUNCTIONAL, (Keyword("distribution", "rng_distribution", RNG_DISTRIBUTION),)),
    "stablehlo.rng_bit_generator": Operands(FUNCTIONAL, (Keyword("algorithm", "rng_algorithm", RNG_ALGORITHM),)),
    "stablehlo.reduce_precision": ReducePrecision(),
    "stablehlo.cholesky": Operands(SAME, (Keyword("lower", "lower", Bool(), True),)),
    "stablehlo.einsum": Operands(FUNCTIONAL, (Keyword("config", "einsum_config", String()),)),
    "stablehlo.unary_einsum": Operands(FUNCTIONAL, (Keyword("config", "einsum_config", String()),)),
    "stablehlo.dot": Dot(),
    "stablehlo.dot_general": DotGeneral(),
    "stablehlo.convolution": Convolution(),
    "stablehlo.custom_call": Callee("call_target_name", as_string=True),
    "stablehlo.composite": Composite(),
    "stablehlo.optimization_barrier": OptimizationBarrier(),
    "stablehlo.while": While(),
    "stablehlo.reduce": Reduce(),
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
