"""Declarations of the ``tensor`` family: the ops of MLIR's tensor dialect that shape computations leave
beside StableHLO (llvm-project mlir/include/mlir/Dialect/Tensor/IR/TensorOps.td); their ODS constraints are
checked by verifier/checks/tensor.py under their ODS names."""
from __future__ import annotations

from ..assembly.arith_formats import Bracketed, OperandsToResult, SourceThen
from ..assembly.formats import CastTo
from ..ir.opdef import op_def

_SPEC = "TensorOps.td"

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
)
