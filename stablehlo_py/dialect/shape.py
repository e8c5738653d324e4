"""Declarations of the ``shape`` family: ops that make, move and reshape tensor elements without
arithmetic (spec "constant", "iota", "broadcast_in_dim", "reshape", "transpose", "slice",
"dynamic_slice", "dynamic_update_slice", "concatenate", "pad", "reverse", "get_dimension_size",
"tuple", "get_tuple_element"; ``broadcast`` and ``set_dimension_size`` are not specced: StablehloOps.td)."""
from __future__ import annotations

from ..assembly.formats import Constant, DimKeyword, GetTupleElement, Keyword, Operands, Slice
from ..assembly.keywords import I64_ARRAY, INT64
from ..assembly.type_styles import FUNCTIONAL, SAME, TupleResult
from ..ir.opdef import AttrKind, PerDimension, Trait, attr, op_def

_INTS, _INT = AttrKind.INTS, AttrKind.INT

OPS = (
    # %r = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    op_def("stablehlo.constant", spec="spec constant", results="output",
           attributes=(attr("value", AttrKind.ELEMENTS),), format=Constant()),
    # %r = stablehlo.iota dim = 0 : tensor<4xi32>
    op_def("stablehlo.iota", spec="spec iota", results="output:int|float|complex|quant",
           attributes=(attr("iota_dimension", _INT),), traits=(Trait.QUANTIZED_THROUGH_FLOAT,),
           format=DimKeyword()),
    # %r = stablehlo.broadcast %x, sizes = [2] : (tensor<3xf32>) -> tensor<2x3xf32>
    op_def("stablehlo.broadcast", spec="StablehloOps.td broadcast", operands="operand",
           attributes=(attr("broadcast_sizes", _INTS),),
           traits=((Trait.SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, "element_type"),),
           format=Operands(FUNCTIONAL, (Keyword("sizes", "broadcast_sizes", I64_ARRAY),))),
    # %r = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    op_def("stablehlo.broadcast_in_dim", spec="spec broadcast_in_dim", operands="operand",
           attributes=(attr("broadcast_dimensions", _INTS),),
           traits=((Trait.SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, "C1"),),
           format=Operands(FUNCTIONAL, (Keyword("dims", "broadcast_dimensions", I64_ARRAY),))),
    # %r = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>
    op_def("stablehlo.reshape", spec="spec reshape", operands="operand",
           traits=((Trait.SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, "C1"),), format=Operands(FUNCTIONAL)),
    # %r = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    op_def("stablehlo.transpose", spec="spec transpose", operands="operand",
           attributes=(attr("permutation", _INTS),),
           traits=((Trait.SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, "C1"),),
           format=Operands(FUNCTIONAL, (Keyword("dims", "permutation", I64_ARRAY),))),
    # %r = stablehlo.slice %x [1:3, 0:4:2] : (tensor<4x4xf32>) -> tensor<2x2xf32>
    # (upstream requires `strides`; a generic op that leaves it out is read as strides of 1 per dimension)
    op_def("stablehlo.slice", spec="spec slice", operands="operand",
           attributes=(attr("start_indices", _INTS), attr("limit_indices", _INTS), attr("strides", _INTS, PerDimension(1))),
           traits=((Trait.SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, "C1"),), format=Slice()),
    # %r = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i64>, tensor<i64>)
    #      -> tensor<2x2xf32>
    op_def("stablehlo.dynamic_slice", spec="spec dynamic_slice", operands="operand start_indices*",
           attributes=(attr("slice_sizes", _INTS),),
           format=Operands(FUNCTIONAL, (Keyword("sizes", "slice_sizes", I64_ARRAY),))),
    # %r = stablehlo.dynamic_update_slice %x, %u, %i, %j : (...) -> tensor<4x4xf32>
    op_def("stablehlo.dynamic_update_slice", spec="spec dynamic_update_slice",
           operands="operand update start_indices*", format=Operands(FUNCTIONAL)),
    # %r = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>
    op_def("stablehlo.concatenate", spec="spec concatenate", operands="inputs*",
           attributes=(attr("dimension", _INT),),
           format=Operands(FUNCTIONAL, (Keyword("dim", "dimension", INT64),))),
    # %r = stablehlo.pad %x, %v, low = [1], high = [1], interior = [0] : (tensor<2xf32>, tensor<f32>)
    #      -> tensor<4xf32>
    op_def("stablehlo.pad", spec="spec pad", operands="operand padding_value",
           attributes=(attr("edge_padding_low", _INTS), attr("edge_padding_high", _INTS),
                       attr("interior_padding", _INTS)),
           traits=((Trait.SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, "C1"),),
           format=Operands(FUNCTIONAL, (Keyword("low", "edge_padding_low", I64_ARRAY),
                                        Keyword("high", "edge_padding_high", I64_ARRAY),
                                        Keyword("interior", "interior_padding", I64_ARRAY)))),
    # %r = stablehlo.reverse %x, dims = [0] : tensor<2x3xf32>
    op_def("stablehlo.reverse", spec="spec reverse", operands="operand",
           attributes=(attr("dimensions", _INTS),), traits=((Trait.SAME_OPERANDS_AND_RESULT_TYPE, "C1"),),
           format=Operands(SAME, (Keyword("dims", "dimensions", I64_ARRAY),))),
    # %r = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
    op_def("stablehlo.get_dimension_size", spec="spec get_dimension_size", operands="operand",
           attributes=(attr("dimension", _INT),),
           format=Operands(FUNCTIONAL, (Keyword("dim", "dimension", INT64),))),
    # %r = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<4xf32>, tensor<i32>)
    #      -> tensor<?xf32, #stablehlo.bounds<4>>  (TensorFlow writes it for top_k, argsort, where, boolean_mask)
    op_def("stablehlo.set_dimension_size", spec="StablehloOps.td set_dimension_size", operands="operand size:int",
           attributes=(attr("dimension", _INT),),
           format=Operands(FUNCTIONAL, (Keyword("dim", "dimension", INT64),))),
    # %r = stablehlo.tuple %a, %b : tuple<tensor<f32>, tensor<i32>>
    op_def("stablehlo.tuple", spec="spec tuple", operands="val*", format=Operands(TupleResult())),
    # %r = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
    op_def("stablehlo.get_tuple_element", spec="spec get_tuple_element", operands="operand",
           attributes=(attr("index", _INT),), format=GetTupleElement()),
)
