"""What the interpreter derives from the elementwise family's declarations (dialect/elementwise.py)."""
from __future__ import annotations

from stablehlo_py.dialect import TABLE
from stablehlo_py.interpreter.kernels._regions import ELEMENTWISE_BODY_OPS
from stablehlo_py.interpreter.quantized import QUANTIZED_VIA_FLOAT
from stablehlo_py.ir.opdef import Trait

# The hand-written list _regions.py held before the op table: the ops a region body may hold and still run
# once on whole arrays.
_BODY_OPS_BEFORE_THE_TABLE = frozenset(f"stablehlo.{m}" for m in """
abs add and atan2 cbrt ceil clamp compare complex constant convert cosine count_leading_zeros divide exponential
exponential_minus_one floor imag is_finite log log_plus_one logistic maximum minimum multiply negate not or popcnt
power real reduce_precision remainder round_nearest_afz round_nearest_even rsqrt select shift_left
shift_right_arithmetic shift_right_logical sign sine sqrt subtract tan tanh xor return""".split())


def test_elementwise_body_ops_are_the_declared_elementwise_ops():
    assert ELEMENTWISE_BODY_OPS == _BODY_OPS_BEFORE_THE_TABLE


def test_quantized_through_float_trait_matches_the_interpreter_list():
    """Every op of these families that interpreter/quantized.py runs through float declares the trait,
    and no other op of them does."""
    ours = {name: d for name, d in TABLE.items() if d.family in ("elementwise", "quantization", "builtin")}
    declared = {name for name, d in ours.items() if d.has(Trait.QUANTIZED_THROUGH_FLOAT)}
    assert declared == QUANTIZED_VIA_FLOAT & set(ours)
