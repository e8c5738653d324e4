"""The pretty (custom assembly) form of each op: the same Op as the generic text written by hand."""
from __future__ import annotations

from dataclasses import dataclass, field

import pytest

import stablehlo_py
from helpers import parse_op
from stablehlo_py.ir.attributes import (ArrayAttr, Attribute, BoolAttr, ConvDimensionNumbersAttr, DenseArrayAttr,
                                        DenseElementsAttr, DictAttr, EnumAttr, IntegerAttr, StringAttr, StructAttr,
                                        SymbolRefAttr, TypeAttr, int_list)
from stablehlo_py.ir.types import I1, I32, I64, FloatType, IntegerType, QuantizedType, TensorType

F32 = FloatType("f32")
TF32 = FloatType("tf32")


def i64s(*values: int) -> DenseArrayAttr:
    return DenseArrayAttr(I64, values)


def enum(kind: str, value: str) -> EnumAttr:
    return EnumAttr("stablehlo", kind, value)


def ints(*values: int) -> ArrayAttr:
    return ArrayAttr(tuple(IntegerAttr(v) for v in values))


@dataclass
class Case:
    """``pretty`` and ``generic`` spell the same op; the rest is what the Op must hold."""

    id: str
    pretty: str
    generic: str
    operands: tuple[str, ...]
    results: tuple[str, ...]
    attributes: dict[str, Attribute] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.generic.split('"')[1]


CASES = [
    Case("add_short", "%0 = stablehlo.add %a, %b : tensor<2xf32>",
         '%0 = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>',
         ("%a", "%b"), ("tensor<2xf32>",)),
    Case("add_functional", "%0 = stablehlo.add %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>",
         '%0 = "stablehlo.add"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>',
         ("%a", "%b"), ("tensor<2xi32>",)),
    Case("abs", "%0 = stablehlo.abs %a : tensor<3xf64>",
         '%0 = "stablehlo.abs"(%a) : (tensor<3xf64>) -> tensor<3xf64>', ("%a",), ("tensor<3xf64>",)),
    Case("compare", "%0 = stablehlo.compare GE, %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>",
         '%0 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction GE>} '
         ': (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>',
         ("%a", "%b"), ("tensor<2xi1>",), {"comparison_direction": enum("comparison_direction", "GE")}),
    Case("compare_type", "%0 = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>",
         '%0 = "stablehlo.compare"(%a, %b) {compare_type = #stablehlo<comparison_type TOTALORDER>, '
         'comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>',
         ("%a", "%b"), ("tensor<i1>",), {"comparison_direction": enum("comparison_direction", "LT"),
                                         "compare_type": enum("comparison_type", "TOTALORDER")}),
    Case("select", "%0 = stablehlo.select %p, %a, %b : tensor<2xi1>, tensor<2xf32>",
         '%0 = "stablehlo.select"(%p, %a, %b) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>',
         ("%p", "%a", "%b"), ("tensor<2xf32>",)),
    Case("select_scalar_pred", "%0 = stablehlo.select %p, %a, %b : (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>",
         '%0 = "stablehlo.select"(%p, %a, %b) : (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>',
         ("%p", "%a", "%b"), ("tensor<2xf32>",)),
    Case("clamp", "%0 = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>",
         '%0 = "stablehlo.clamp"(%lo, %x, %hi) : (tensor<f32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>',
         ("%lo", "%x", "%hi"), ("tensor<2xf32>",)),
    Case("complex", "%0 = stablehlo.complex %re, %im : tensor<2xcomplex<f32>>",
         '%0 = "stablehlo.complex"(%re, %im) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f32>>',
         ("%re", "%im"), ("tensor<2xcomplex<f32>>",)),
    Case("tuple", "%0 = stablehlo.tuple %a, %b : tuple<tensor<f32>, tensor<2xi32>>",
         '%0 = "stablehlo.tuple"(%a, %b) : (tensor<f32>, tensor<2xi32>) -> tuple<tensor<f32>, tensor<2xi32>>',
         ("%a", "%b"), ("tuple<tensor<f32>, tensor<2xi32>>",)),
    Case("get_tuple_element", "%0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<2xi32>>) -> tensor<2xi32>",
         '%0 = "stablehlo.get_tuple_element"(%t) {index = 1 : i32} : (tuple<tensor<f32>, tensor<2xi32>>) -> tensor<2xi32>',
         ("%t",), ("tensor<2xi32>",), {"index": IntegerAttr(1, I32)}),
    Case("broadcast_in_dim", "%0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>",
         '%0 = "stablehlo.broadcast_in_dim"(%a) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>',
         ("%a",), ("tensor<2x3xf32>",), {"broadcast_dimensions": i64s(1)}),
    Case("reshape", "%0 = stablehlo.reshape %a : (tensor<6xf32>) -> tensor<2x3xf32>",
         '%0 = "stablehlo.reshape"(%a) : (tensor<6xf32>) -> tensor<2x3xf32>', ("%a",), ("tensor<2x3xf32>",)),
    Case("transpose", "%0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>",
         '%0 = "stablehlo.transpose"(%a) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>',
         ("%a",), ("tensor<3x2xf32>",), {"permutation": i64s(1, 0)}),
    Case("concatenate", "%0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>",
         '%0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>',
         ("%a", "%b"), ("tensor<5xf32>",), {"dimension": IntegerAttr(0, I64)}),
    Case("slice", "%0 = stablehlo.slice %a [1:3] : (tensor<4xf32>) -> tensor<2xf32>",
         '%0 = "stablehlo.slice"(%a) {start_indices = array<i64: 1>, limit_indices = array<i64: 3>, '
         'strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>',
         ("%a",), ("tensor<2xf32>",), {"start_indices": i64s(1), "limit_indices": i64s(3), "strides": i64s(1)}),
    Case("slice_strides", "%0 = stablehlo.slice %a [0:4:2, 1:3] : (tensor<4x4xf32>) -> tensor<2x2xf32>",
         '%0 = "stablehlo.slice"(%a) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 4, 3>, '
         'strides = array<i64: 2, 1>} : (tensor<4x4xf32>) -> tensor<2x2xf32>',
         ("%a",), ("tensor<2x2xf32>",),
         {"start_indices": i64s(0, 1), "limit_indices": i64s(4, 3), "strides": i64s(2, 1)}),
    Case("dynamic_slice", "%0 = stablehlo.dynamic_slice %a, %i, %j, sizes = [2, 2] "
         ": (tensor<4x4xf32>, tensor<i64>, tensor<i64>) -> tensor<2x2xf32>",
         '%0 = "stablehlo.dynamic_slice"(%a, %i, %j) {slice_sizes = array<i64: 2, 2>} '
         ': (tensor<4x4xf32>, tensor<i64>, tensor<i64>) -> tensor<2x2xf32>',
         ("%a", "%i", "%j"), ("tensor<2x2xf32>",), {"slice_sizes": i64s(2, 2)}),
    Case("pad", "%0 = stablehlo.pad %a, %v, low = [1], high = [2], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<8xf32>",
         '%0 = "stablehlo.pad"(%a, %v) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 2>, '
         'interior_padding = array<i64: 1>} : (tensor<3xf32>, tensor<f32>) -> tensor<8xf32>',
         ("%a", "%v"), ("tensor<8xf32>",),
         {"edge_padding_low": i64s(1), "edge_padding_high": i64s(2), "interior_padding": i64s(1)}),
    Case("iota", "%0 = stablehlo.iota dim = 1 : tensor<2x3xi32>",
         '%0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi32>',
         (), ("tensor<2x3xi32>",), {"iota_dimension": IntegerAttr(1, I64)}),
    Case("dynamic_iota", "%0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<?xi32>",
         '%0 = "stablehlo.dynamic_iota"(%s) {iota_dimension = 0 : i64} : (tensor<1xi64>) -> tensor<?xi32>',
         ("%s",), ("tensor<?xi32>",), {"iota_dimension": IntegerAttr(0, I64)}),
    Case("reverse", "%0 = stablehlo.reverse %a, dims = [0, 1] : tensor<2x3xf32>",
         '%0 = "stablehlo.reverse"(%a) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3xf32>',
         ("%a",), ("tensor<2x3xf32>",), {"dimensions": i64s(0, 1)}),
    Case("fft", "%0 = stablehlo.fft %a, type = IFFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>",
         '%0 = "stablehlo.fft"(%a) {fft_type = #stablehlo<fft_type IFFT>, fft_length = array<i64: 4>} '
         ': (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>',
         ("%a",), ("tensor<4xcomplex<f32>>",), {"fft_type": enum("fft_type", "IFFT"), "fft_length": i64s(4)}),
    Case("rng", "%0 = stablehlo.rng %a, %b, %s, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<3xf32>",
         '%0 = "stablehlo.rng"(%a, %b, %s) {rng_distribution = #stablehlo<rng_distribution NORMAL>} '
         ': (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<3xf32>',
         ("%a", "%b", "%s"), ("tensor<3xf32>",), {"rng_distribution": enum("rng_distribution", "NORMAL")}),
    Case("rng_bit_generator", "%0:2 = stablehlo.rng_bit_generator %st, algorithm = THREE_FRY "
         ": (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)",
         '%0:2 = "stablehlo.rng_bit_generator"(%st) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} '
         ': (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)',
         ("%st",), ("tensor<2xui64>", "tensor<4xui32>"), {"rng_algorithm": enum("rng_algorithm", "THREE_FRY")}),
    Case("reduce_precision", "%0 = stablehlo.reduce_precision %a, format = e5m10 : tensor<2xf32>",
         '%0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32} '
         ': (tensor<2xf32>) -> tensor<2xf32>',
         ("%a",), ("tensor<2xf32>",), {"exponent_bits": IntegerAttr(5, I32), "mantissa_bits": IntegerAttr(10, I32)}),
    Case("cholesky", "%0 = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>",
         '%0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x3xf32>) -> tensor<3x3xf32>',
         ("%a",), ("tensor<3x3xf32>",), {"lower": BoolAttr(True)}),
    Case("dot", "%0 = stablehlo.dot %a, %b, precision = [DEFAULT, HIGHEST] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>",
         '%0 = "stablehlo.dot"(%a, %b) {precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]} '
         ': (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>',
         ("%a", "%b"), ("tensor<2xf32>",),
         {"precision_config": ArrayAttr((enum("precision", "DEFAULT"), enum("precision", "HIGHEST")))}),
    Case("dot_general", "%0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], "
         "precision = [DEFAULT, HIGH], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, "
         "accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, "
         "allow_imprecise_accumulation = false> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>",
         '%0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], '
         'rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, '
         'precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>], '
         'algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, '
         'accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, '
         'allow_imprecise_accumulation = false>} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>',
         ("%a", "%b"), ("tensor<2x3x5xf32>",),
         {"dot_dimension_numbers": StructAttr("stablehlo.dot", (
             ("lhs_batching_dimensions", ints(0)), ("rhs_batching_dimensions", ints(0)),
             ("lhs_contracting_dimensions", ints(2)), ("rhs_contracting_dimensions", ints(1)))),
          "precision_config": ArrayAttr((enum("precision", "DEFAULT"), enum("precision", "HIGH"))),
          "algorithm": StructAttr("stablehlo.dot_algorithm", (
              ("lhs_precision_type", TypeAttr(TF32)), ("rhs_precision_type", TypeAttr(TF32)),
              ("accumulation_type", TypeAttr(F32)),
              ("lhs_component_count", IntegerAttr(1)), ("rhs_component_count", IntegerAttr(1)),
              ("num_primitive_operations", IntegerAttr(3)), ("allow_imprecise_accumulation", BoolAttr(False))))}),
    Case("convolution", "%0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], "
         "window = {stride = [2, 1], pad = [[0, 1], [1, 0]], lhs_dilate = [1, 2], rhs_dilate = [2, 1], "
         "reverse = [false, true]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} "
         ": (tensor<1x8x8x4xf32>, tensor<3x3x2x6xf32>) -> tensor<1x4x7x6xf32>",
         '%0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, '
         'dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, '
         'input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, '
         'kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, '
         'output_spatial_dimensions = [1, 2]>, feature_group_count = 2 : i64, lhs_dilation = array<i64: 1, 2>, '
         'padding = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 1>, '
         'window_reversal = array<i1: false, true>, window_strides = array<i64: 2, 1>} '
         ': (tensor<1x8x8x4xf32>, tensor<3x3x2x6xf32>) -> tensor<1x4x7x6xf32>',
         ("%lhs", "%rhs"), ("tensor<1x4x7x6xf32>",),
         {"dimension_numbers": ConvDimensionNumbersAttr(0, 3, (1, 2), 2, 3, (0, 1), 0, 3, (1, 2)),
          "window_strides": i64s(2, 1), "lhs_dilation": i64s(1, 2), "rhs_dilation": i64s(2, 1),
          "window_reversal": DenseArrayAttr(I1, (False, True)),
          "batch_group_count": IntegerAttr(1, I64), "feature_group_count": IntegerAttr(2, I64)}),
    Case("custom_call", '%0 = stablehlo.custom_call @foo(%a) {backend_config = "x"} : (tensor<2xf32>) -> tensor<2xf32>',
         '%0 = "stablehlo.custom_call"(%a) {backend_config = "x", call_target_name = "foo"} : (tensor<2xf32>) -> tensor<2xf32>',
         ("%a",), ("tensor<2xf32>",), {"call_target_name": StringAttr("foo"), "backend_config": StringAttr("x")}),
    Case("custom_call_quoted", '%0 = stablehlo.custom_call @"my-target.v2"(%a, %b) : (tensor<2xf32>, tensor<i32>) -> tensor<2xf32>',
         '%0 = "stablehlo.custom_call"(%a, %b) {call_target_name = "my-target.v2"} : (tensor<2xf32>, tensor<i32>) -> tensor<2xf32>',
         ("%a", "%b"), ("tensor<2xf32>",), {"call_target_name": StringAttr("my-target.v2")}),
    Case("composite", '%0 = stablehlo.composite "my.op" %a {composite_attributes = {n = 1 : i64}, decomposition = @impl, '
         'version = 1 : i32} : (tensor<2xf32>) -> tensor<2xf32>',
         '%0 = "stablehlo.composite"(%a) {composite_attributes = {n = 1 : i64}, decomposition = @impl, '
         'name = "my.op", version = 1 : i32} : (tensor<2xf32>) -> tensor<2xf32>',
         ("%a",), ("tensor<2xf32>",),
         {"name": StringAttr("my.op"), "composite_attributes": DictAttr((("n", IntegerAttr(1, I64)),)),
          "decomposition": SymbolRefAttr(("impl",)), "version": IntegerAttr(1, I32)}),
    Case("optimization_barrier", "%0:2 = stablehlo.optimization_barrier %a, %b : tensor<2xf32>, tensor<i32>",
         '%0:2 = "stablehlo.optimization_barrier"(%a, %b) : (tensor<2xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<i32>)',
         ("%a", "%b"), ("tensor<2xf32>", "tensor<i32>")),
    Case("after_all", "%0 = stablehlo.after_all %t1, %t2 : !stablehlo.token",
         '%0 = "stablehlo.after_all"(%t1, %t2) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token',
         ("%t1", "%t2"), ("!stablehlo.token",)),
    Case("create_token", "%0 = stablehlo.create_token : !stablehlo.token",
         '%0 = "stablehlo.create_token"() : () -> !stablehlo.token', (), ("!stablehlo.token",)),
    Case("constant", "%0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>",
         '%0 = "stablehlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>',
         (), ("tensor<2xf32>",)),
    Case("constant_quantized", "%0 = stablehlo.constant() <{value = dense<[1, -2]> : tensor<2xi8>}> "
         ": () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-1>>",
         '%0 = "stablehlo.constant"() {value = dense<[1, -2]> : tensor<2xi8>} '
         ': () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-1>>',
         (), ("tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-1>>",)),
    Case("chlo_erf", "%0 = chlo.erf %x : tensor<2xf32> -> tensor<2xf32>",
         '%0 = "chlo.erf"(%x) : (tensor<2xf32>) -> tensor<2xf32>', ("%x",), ("tensor<2xf32>",)),
    Case("chlo_asin_acos_kernel", "%0 = chlo._asin_acos_kernel %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>",
         '%0 = "chlo._asin_acos_kernel"(%z) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>', ("%z",),
         ("tensor<2xcomplex<f32>>",)),
    Case("chlo_broadcast_add", "%0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1>} "
         ": (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>",
         '%0 = "chlo.broadcast_add"(%a, %b) {broadcast_dimensions = array<i64: 1>} '
         ': (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>',
         ("%a", "%b"), ("tensor<2x3xf32>",), {"broadcast_dimensions": i64s(1)}),
    Case("chlo_top_k", "%0:2 = chlo.top_k(%x, k = 2) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>)",
         '%0:2 = "chlo.top_k"(%x) {k = 2 : i64} : (tensor<4xf32>) -> (tensor<2xf32>, tensor<2xi32>)',
         ("%x",), ("tensor<2xf32>", "tensor<2xi32>"), {"k": IntegerAttr(2, I64)}),
    Case("check_expect_eq_const", "check.expect_eq_const %x, dense<[1, 2]> : tensor<2xi32>",
         '"check.expect_eq_const"(%x) {value = dense<[1, 2]> : tensor<2xi32>} : (tensor<2xi32>) -> ()',
         ("%x",), ()),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_pretty_op_equals_generic(case: Case):
    op = parse_op(case.pretty)
    assert op == parse_op(case.generic)
    assert op.name == case.name
    assert op.operands == case.operands
    assert tuple(str(t) for t in op.result_types) == case.results
    for name, value in case.attributes.items():
        assert op.attributes[name] == value, name


def test_pretty_constant_values():
    op = parse_op("%c = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>")
    value = op.attributes["value"]
    assert isinstance(value, DenseElementsAttr)
    assert value.array.tolist() == [[1, 2], [3, 4]] and value.array.dtype == "int32"
    assert op.result_types == (value.type,)


def test_quantized_constant_keeps_storage_values():
    op = parse_op("%0 = stablehlo.constant() <{value = dense<[1, -2]> : tensor<2xi8>}> "
                  ": () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-1>>")
    (result,) = op.result_types
    quantized = result.element_type
    assert isinstance(quantized, QuantizedType)
    assert (quantized.scales, quantized.zero_points) == ((0.5,), (-1,))
    assert op.attributes["value"].array.tolist() == [1, -2]
    assert op.attributes["value"].type == TensorType((2,), IntegerType(8))


def test_convolution_padding_is_a_2d_dense_attribute():
    op = parse_op(CASES[[c.id for c in CASES].index("convolution")].pretty)
    padding = op.attributes["padding"]
    assert padding.type == TensorType((2, 2), I64)
    assert padding.array.tolist() == [[0, 1], [1, 0]]


def test_reduce_compact_applies_form():
    op = parse_op("%0 = stablehlo.reduce(%a init: %z) applies stablehlo.multiply across dimensions = [1] "
                  ": (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>")
    assert op.operands == ("%a", "%z")
    assert int_list(op.attributes["dimensions"]) == (1,)
    block = op.regions[0].entry
    assert [str(a.type) for a in block.arguments] == ["tensor<f32>", "tensor<f32>"]
    body, ret = block.ops
    assert body.name == "stablehlo.multiply"
    assert body.operands == tuple(a.name for a in block.arguments)
    assert ret.name == "stablehlo.return" and ret.operands == body.results


def test_reduce_variadic_reducer_region_orders_block_args_like_generic():
    pretty = parse_op('''
%0:2 = stablehlo.reduce(%a init: %z), (%b init: %w) across dimensions = [0] : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
 reducer(%x: tensor<f32>, %y: tensor<f32>) (%p: tensor<i32>, %q: tensor<i32>) {
  %1 = stablehlo.maximum %x, %y : tensor<f32>
  %2 = stablehlo.add %p, %q : tensor<i32>
  stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
}''')
    generic = parse_op('''
%0:2 = "stablehlo.reduce"(%a, %b, %z, %w) ({
^bb0(%x: tensor<f32>, %p: tensor<i32>, %y: tensor<f32>, %q: tensor<i32>):
  %1 = "stablehlo.maximum"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %2 = "stablehlo.add"(%p, %q) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  "stablehlo.return"(%1, %2) : (tensor<f32>, tensor<i32>) -> ()
}) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)''')
    assert pretty == generic
    assert pretty.operands == ("%a", "%b", "%z", "%w")
    assert [a.name for a in pretty.regions[0].entry.arguments] == ["%x", "%p", "%y", "%q"]
    assert pretty.results == ("%0#0", "%0#1")


def test_while_cond_and_body_regions():
    pretty = parse_op('''
%0:2 = stablehlo.while(%i = %a, %s = %b) : tensor<i32>, tensor<f32>
 cond {
  %c = stablehlo.constant dense<10> : tensor<i32>
  %1 = stablehlo.compare LT, %i, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.return %1 : tensor<i1>
} do {
  %1 = stablehlo.add %s, %s : tensor<f32>
  stablehlo.return %i, %1 : tensor<i32>, tensor<f32>
}''')
    generic = parse_op('''
%0:2 = "stablehlo.while"(%a, %b) ({
^bb0(%i: tensor<i32>, %s: tensor<f32>):
  %c = "stablehlo.constant"() {value = dense<10> : tensor<i32>} : () -> tensor<i32>
  %1 = "stablehlo.compare"(%i, %c) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  "stablehlo.return"(%1) : (tensor<i1>) -> ()
}, {
^bb0(%i: tensor<i32>, %s: tensor<f32>):
  %1 = "stablehlo.add"(%s, %s) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  "stablehlo.return"(%i, %1) : (tensor<i32>, tensor<f32>) -> ()
}) : (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)''')
    assert pretty == generic
    cond, body = pretty.regions
    assert [a.name for a in cond.entry.arguments] == [a.name for a in body.entry.arguments] == ["%i", "%s"]
    assert [o.name for o in cond.entry.ops] == ["stablehlo.constant", "stablehlo.compare", "stablehlo.return"]
    assert body.entry.ops[-1].operands == ("%i", "%1")
    assert pretty.operands == ("%a", "%b")
    assert pretty.result_types[0] == TensorType((), I32)


def test_expect_close_takes_both_ulp_bounds_as_upstream_writes_them():
    text = ("func.func @main() {\n  %0 = stablehlo.constant dense<1.0> : tensor<2xf32>\n"
            "  check.expect_close %0, %0, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>\n"
            "  return\n}\n")
    op = next(o for o in stablehlo_py.parse_text(text).walk() if o.name == "check.expect_close")
    assert (op.attributes["max_ulp_difference"].value, op.attributes["min_ulp_difference"].value) == (3, 1)
    assert "max_ulp_difference = 3, min_ulp_difference = 1 :" in str(stablehlo_py.parse_text(text))
