"""Declarations of the ``tensor`` family: the ops of MLIR's tensor dialect that shape computations leave
beside StableHLO (llvm-project mlir/include/mlir/Dialect/Tensor/IR/TensorOps.td); their ODS constraints are
checked by verifier/checks/tensor.py under their ODS names."""
from __future__ import annotations

from ..assembly.arith_formats import Bracketed, OperandsToResult, SourceThen
from ..assembly.formats import CastTo
from ..assembly.formats import ReturnLike
from ..assembly.tensor_formats import Concat, Generate, Pad, ReshapeGroups, ShapeOperand, SliceOp
from ..ir.opdef import AttrKind, Trait, attr, op_def

_SPEC = "TensorOps.td"
_SLICE_ATTRIBUTES = (attr("static_offsets", AttrKind.INTS), attr("static_sizes", AttrKind.INTS),
                     attr("static_strides", AttrKind.INTS), attr("operandSegmentSizes", AttrKind.INTS))

OPS = (
    # %r = tensor.cast %x : tensor<4xi32> to tensor<?xi32>
    op_def("tensor.cast", spec=f"{_SPEC} cast", operands="source", results="dest", format=CastTo()),
    # %r = tensor.bitcast %x : tensor<4xi32> to tensor<4xf32>
    op_def("tensor.bitcast", spec=f"{_SPEC} bitcast", operands="source", results="dest", format=CastTo()),
    # %d = tensor.dim %x, %c0 : tensor<?x4xf32>
    op_def("tensor.dim", spec=f"{_SPEC} dim", operands="source index", format=SourceThen(2)),
    # %n = tensor.rank %x : tensor<*xf32>
    op_def("tensor.rank", spec=f"{_SPEC} rank", operands="tensor", format=SourceThen(1)),
    # %e = tensor.empty(%d) : tensor<?x4xf32>
    op_def("tensor.empty", spec=f"{_SPEC} empty", operands="dynamicSizes*", format=OperandsToResult(parens=True)),
    # %v = tensor.extract %t[%i, %j] : tensor<4x4xf32>
    op_def("tensor.extract", spec=f"{_SPEC} extract", operands="tensor indices*", format=Bracketed(insert=False)),
    # %r = tensor.insert %v into %t[%i] : tensor<4xf32>
    op_def("tensor.insert", spec=f"{_SPEC} insert", operands="scalar dest indices*", format=Bracketed(insert=True)),
    # %s = tensor.from_elements %a, %b : tensor<2xindex>
    op_def("tensor.from_elements", spec=f"{_SPEC} from_elements", operands="elements*", format=OperandsToResult()),
    # %s = tensor.splat %v[%d] : tensor<?x4xf32>
    op_def("tensor.splat", spec=f"{_SPEC} splat", operands="input dynamicSizes*",
           format=OperandsToResult(brackets_after_first=True)),
    # %r = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
    op_def("tensor.collapse_shape", spec=f"{_SPEC} collapse_shape", operands="src",
           attributes=(attr("reassociation", AttrKind.ARRAY),), format=ReshapeGroups(expand=False)),
    # %r = tensor.expand_shape %x [[0, 1], [2]] output_shape [%n, 3, 4] : tensor<?x4xf32> into tensor<?x3x4xf32>
    op_def("tensor.expand_shape", spec=f"{_SPEC} expand_shape", operands="src output_shape*",
           attributes=(attr("reassociation", AttrKind.ARRAY), attr("static_output_shape", AttrKind.INTS)),
           format=ReshapeGroups(expand=True)),
    # %r = tensor.extract_slice %t[0, %i] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
    op_def("tensor.extract_slice", spec=f"{_SPEC} extract_slice", operands="source offsets* sizes* strides*",
           attributes=_SLICE_ATTRIBUTES, format=SliceOp(insert=False)),
    # %r = tensor.insert_slice %s into %t[0, %i] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
    op_def("tensor.insert_slice", spec=f"{_SPEC} insert_slice", operands="source dest offsets* sizes* strides*",
           attributes=_SLICE_ATTRIBUTES, format=SliceOp(insert=True)),
    # %r = tensor.reshape %x(%shape) : (tensor<6xf32>, tensor<2xi64>) -> tensor<2x3xf32>
    op_def("tensor.reshape", spec=f"{_SPEC} reshape", operands="source shape", format=ShapeOperand()),
    # %r = tensor.concat dim(0) %a, %b : (tensor<2xf32>, tensor<?xf32>) -> tensor<?xf32>
    op_def("tensor.concat", spec=f"{_SPEC} concat", operands="inputs*", attributes=(attr("dim", AttrKind.INT),),
           format=Concat()),
    # %r = tensor.generate %d {^bb0(%i: index, %j: index): ... tensor.yield %v : f32} : tensor<?x3xf32>
    op_def("tensor.generate", spec=f"{_SPEC} generate", operands="dynamicExtents*", regions="body",
           format=Generate()),
    # %r = tensor.pad %x low[0, 1] high[2, %h] {^bb0(%i: index, %j: index): tensor.yield %c : f32}
    #      : tensor<2x3xf32> to tensor<4x?xf32>
    op_def("tensor.pad", spec=f"{_SPEC} pad", operands="source low* high*", regions="region",
           attributes=(attr("static_low", AttrKind.INTS), attr("static_high", AttrKind.INTS),
                       attr("nofold", AttrKind.BOOL, False), attr("operandSegmentSizes", AttrKind.INTS)),
           format=Pad()),
    # tensor.yield %v : f32  (the terminator of generate's and pad's bodies)
    op_def("tensor.yield", spec=f"{_SPEC} yield", operands="value", results="", traits=(Trait.TERMINATOR,),
           format=ReturnLike(), table_checks_only=True,
           unsupported="a terminator: tensor.generate and tensor.pad take its operand as their body's value"),
)
