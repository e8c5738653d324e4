"""Declarations of the ``builtin`` family: ``arith.constant`` and ``tensor.cast``, MLIR ops that
upstream's own StableHLO test programs use (syntax/print_while.mlir, ops_stablehlo_roundtrip.mlir);
the verifier accepts them so as not to reject valid programs, and the interpreter does not run them."""
from __future__ import annotations

from ..assembly.formats import CastTo, Constant
from ..ir.opdef import AttrKind, attr, op_def

OPS = (
    # %c = arith.constant dense<1> : tensor<i32>
    op_def("arith.constant", spec="MLIR arith.constant", attributes=(attr("value", AttrKind.ANY),),
           format=Constant(), table_checks_only=True,
           unsupported="an MLIR arith op; StableHLO programs use stablehlo.constant"),
    # %r = tensor.cast %x : tensor<4xi32> to tensor<?xi32>
    op_def("tensor.cast", spec="MLIR tensor.cast", operands="source", results="dest", format=CastTo(),
           table_checks_only=True, unsupported="an MLIR tensor op, outside StableHLO"),
)
