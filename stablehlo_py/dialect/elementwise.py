"""Declarations of the ``elementwise`` family: spec "abs" ... "xor", the conversions (``convert``,
``bitcast_convert``, ``reduce_precision``) and ``map``.

Most of these ops take and give one type, (C1) ``baseline_type(operands...) = baseline_type(result)``,
which the trait ``SAME_OPERANDS_AND_RESULT_TYPE`` states; the element kinds of the spec's "Inputs"
tables are declared on the operands, and results are compared with the operands through the traits
(the spec labels a result of another type (C1), not a signature error). ``ELEMENTWISE`` marks the
ops that compute on whole arrays as they do on scalars (a region body made of them runs once on
every element: interpreter/kernels/_regions.py); ``QUANTIZED_THROUGH_FLOAT`` the ops whose quantized
semantics is spec ``dequantize_op_quantize`` or one of its variants (interpreter/quantized.py).
"""
from __future__ import annotations

from ..assembly.formats import Operands, ReducePrecision
from ..assembly.keywords import COMPARISON_DIRECTION, COMPARISON_TYPE
from ..assembly.type_styles import FUNCTIONAL, SAME, Complex, Select
from ..ir.enums import ComparisonDirection, ComparisonType, ResultAccuracyMode
from ..ir.opdef import GENERIC_ONLY, AttrKind, OpDef, Trait, attr, enum_attr, op_def, struct_attr
from ..ir.structs import RESULT_ACCURACY

_ELEMENTWISE, _VIA_FLOAT, _COMMUTATIVE = Trait.ELEMENTWISE, Trait.QUANTIZED_THROUGH_FLOAT, Trait.COMMUTATIVE
_SAME_TYPE_C1 = (Trait.SAME_OPERANDS_AND_RESULT_TYPE, "C1")
_SAME_SHAPE_C1 = (Trait.SAME_OPERANDS_AND_RESULT_SHAPE, "C1")

# result_accuracy (upstream's ResultAccuracyAttr, not in the spec): left out, it is mode DEFAULT with zero tolerances.
DEFAULT_ACCURACY = RESULT_ACCURACY.record_type(atol=0.0, rtol=0.0, ulps=0, mode=ResultAccuracyMode.DEFAULT)
_ACCURACY = struct_attr("result_accuracy", RESULT_ACCURACY, DEFAULT_ACCURACY)

_FLOATING = "float|complex|quant"
_NUMERIC = "int|float|complex|quant"


def _same_type(name: str, operands: str, *traits: Trait, accuracy: bool = False) -> OpDef:
    """An elementwise op whose operands and result have one type (C1), written ``op %x, %y : T``;
    with ``accuracy``, it takes ``result_accuracy`` (checked by checks/elementwise.py)."""
    return op_def(name, spec=f"spec {name.removeprefix('stablehlo.')}", operands=operands,
                  attributes=(_ACCURACY,) if accuracy else (), traits=(_ELEMENTWISE, _SAME_TYPE_C1, *traits),
                  format=Operands(SAME), table_checks_only=not accuracy)


def _unary(name: str, kinds: str, *traits: Trait, accuracy: bool = False) -> OpDef:
    return _same_type(name, f"operand:{kinds}", *traits, accuracy=accuracy)


def _binary(name: str, kinds: str | None, *traits: Trait) -> OpDef:
    return _same_type(name, f"lhs:{kinds} rhs:{kinds}" if kinds else "lhs rhs", *traits)


OPS = (
    op_def("stablehlo.abs", spec="spec abs", operands=f"operand:sint|{_FLOATING}",
           traits=(_ELEMENTWISE, _SAME_SHAPE_C1, _VIA_FLOAT), format=Operands(SAME)),
    # add's element types: (C1) with tensors, (C2)-(C7) with quantized tensors (its check).
    op_def("stablehlo.add", spec="spec add", operands="lhs rhs",
           traits=(_ELEMENTWISE, _SAME_SHAPE_C1, _COMMUTATIVE, _VIA_FLOAT), format=Operands(SAME)),
    _binary("stablehlo.and", "bool|int", _COMMUTATIVE),
    _binary("stablehlo.atan2", _FLOATING, _VIA_FLOAT),
    # %r = stablehlo.bitcast_convert %x : (tensor<2xf32>) -> tensor<2x4xi8>
    op_def("stablehlo.bitcast_convert", spec="spec bitcast_convert", operands="operand",
           format=Operands(FUNCTIONAL)),
    _unary("stablehlo.cbrt", _FLOATING, _VIA_FLOAT, accuracy=True),
    _unary("stablehlo.ceil", "float|quant", _VIA_FLOAT),
    # %r = stablehlo.clamp %min, %x, %max : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    op_def("stablehlo.clamp", spec="spec clamp", operands="min operand max", traits=(_ELEMENTWISE, _VIA_FLOAT),
           format=Operands(SAME)),
    # %r = stablehlo.compare LT, %a, %b, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    op_def("stablehlo.compare", spec="spec compare", operands="lhs rhs",
           attributes=(enum_attr("comparison_direction", ComparisonDirection),
                       enum_attr("compare_type", ComparisonType, None)),
           traits=(_ELEMENTWISE, _VIA_FLOAT),
           format=Operands(FUNCTIONAL, leading=("comparison_direction", COMPARISON_DIRECTION),
                           trailing=("compare_type", COMPARISON_TYPE))),
    # %r = stablehlo.complex %re, %im : tensor<2xcomplex<f32>>
    op_def("stablehlo.complex", spec="spec complex", operands="lhs rhs",
           traits=(_ELEMENTWISE, (Trait.SAME_OPERAND_TYPES, "C1")), format=Operands(Complex())),
    op_def("stablehlo.convert", spec="spec convert", operands="operand", traits=(_ELEMENTWISE, _SAME_SHAPE_C1),
           format=Operands(SAME), table_checks_only=True),
    _unary("stablehlo.cosine", _FLOATING, _VIA_FLOAT, accuracy=True),
    _unary("stablehlo.count_leading_zeros", "int"),
    _binary("stablehlo.divide", _NUMERIC, _VIA_FLOAT),
    _unary("stablehlo.exponential", _FLOATING, _VIA_FLOAT, accuracy=True),
    _unary("stablehlo.exponential_minus_one", _FLOATING, _VIA_FLOAT, accuracy=True),
    _unary("stablehlo.floor", "float|quant", _VIA_FLOAT),
    op_def("stablehlo.imag", spec="spec imag", operands="operand:float|complex",
           traits=(_ELEMENTWISE, _SAME_SHAPE_C1), format=Operands(SAME)),
    # %y = stablehlo.is_finite %x : (tensor<2xf32>) -> tensor<2xi1>
    op_def("stablehlo.is_finite", spec="spec is_finite", operands="x:float|quant", results="y:bool",
           traits=(_ELEMENTWISE, _SAME_SHAPE_C1), format=Operands(FUNCTIONAL), table_checks_only=True),
    _unary("stablehlo.log", _FLOATING, _VIA_FLOAT, accuracy=True),
    _unary("stablehlo.log_plus_one", _FLOATING, _VIA_FLOAT, accuracy=True),
    _unary("stablehlo.logistic", _FLOATING, _VIA_FLOAT, accuracy=True),
    op_def("stablehlo.map", spec="spec map", operands="inputs*", regions="computation",
           attributes=(attr("dimensions", AttrKind.INTS),), traits=(_SAME_SHAPE_C1,), format=GENERIC_ONLY),
    _binary("stablehlo.maximum", None, _COMMUTATIVE, _VIA_FLOAT),
    _binary("stablehlo.minimum", None, _COMMUTATIVE, _VIA_FLOAT),
    _binary("stablehlo.multiply", None, _COMMUTATIVE, _VIA_FLOAT),
    _unary("stablehlo.negate", _NUMERIC, _VIA_FLOAT),
    _unary("stablehlo.not", "bool|int"),
    _binary("stablehlo.or", "bool|int", _COMMUTATIVE),
    _unary("stablehlo.popcnt", "int"),
    _binary("stablehlo.power", _NUMERIC, _VIA_FLOAT),
    op_def("stablehlo.real", spec="spec real", operands="operand:float|complex",
           traits=(_ELEMENTWISE, _SAME_SHAPE_C1), format=Operands(SAME)),
    # %r = stablehlo.reduce_precision %x, format = e5m10 : tensor<2xf32>
    op_def("stablehlo.reduce_precision", spec="spec reduce_precision", operands="operand:float|quant",
           results="output", attributes=(attr("exponent_bits", AttrKind.INT), attr("mantissa_bits", AttrKind.INT)),
           traits=(_ELEMENTWISE, _SAME_TYPE_C1, _VIA_FLOAT), format=ReducePrecision()),
    _binary("stablehlo.remainder", _NUMERIC, _VIA_FLOAT),
    _unary("stablehlo.round_nearest_afz", "float|quant", _VIA_FLOAT),
    _unary("stablehlo.round_nearest_even", "float|quant", _VIA_FLOAT),
    _unary("stablehlo.rsqrt", _FLOATING, _VIA_FLOAT, accuracy=True),
    # %r = stablehlo.select %pred, %a, %b : tensor<2xi1>, tensor<2xf32>
    op_def("stablehlo.select", spec="spec select", operands="pred on_true on_false",
           traits=(_ELEMENTWISE, _VIA_FLOAT), format=Operands(Select())),
    _binary("stablehlo.shift_left", "int"),
    _binary("stablehlo.shift_right_arithmetic", "int"),
    _binary("stablehlo.shift_right_logical", "int"),
    _unary("stablehlo.sign", f"sint|{_FLOATING}", _VIA_FLOAT),
    _unary("stablehlo.sine", _FLOATING, _VIA_FLOAT, accuracy=True),
    _unary("stablehlo.sqrt", _FLOATING, _VIA_FLOAT, accuracy=True),
    _binary("stablehlo.subtract", _NUMERIC, _VIA_FLOAT),
    _unary("stablehlo.tan", _FLOATING, _VIA_FLOAT, accuracy=True),
    _unary("stablehlo.tanh", _FLOATING, _VIA_FLOAT, accuracy=True),
    _binary("stablehlo.xor", "bool|int", _COMMUTATIVE),
)
