"""Declarations of the ``shape_dialect`` family: the ops of MLIR's ``shape`` dialect (llvm-project
mlir/include/mlir/Dialect/Shape/IR/ShapeOps.td) that TensorFlow's MLIR bridge
(``tf-lower-to-mlprogram-and-hlo``) writes beside StableHLO for dynamic shapes: extent tensors of
``shape_of``, ``broadcast``, the run-time assertions ``cstr_*`` and the ``assuming`` regions they guard.

The family is named ``shape_dialect``, not ``shape``: the ``shape`` family (dialect/shape.py) is the
spec's own group of StableHLO's shape ops (``stablehlo.reshape``, ``broadcast_in_dim``, ...). The ops keep
their MLIR names, ``shape.*``.

Values: a shape (``!shape.shape``) or extent tensor (``tensor<?xindex>``) is a 1-d int64 array of extents,
a size (``!shape.size``) or ``index`` a 0-d int64 array, a witness (``!shape.witness``) the outcome of a
constraint (interpreter/kernels/shape_dialect.py).
"""
from __future__ import annotations

from ..assembly.formats import ReturnLike
from ..assembly.keywords import Bool, String
from ..assembly.shape_dialect_formats import (INDEX, INDEX_VALUE, Assuming, ConstShape, Implied, OperandTypes,
                                             ShapeOperands)
from ..assembly.type_styles import Arrow
from ..ir.opdef import AttrKind, Trait, attr, op_def
from ..ir.types import I1, SHAPE_SHAPE, SHAPE_SIZE, SHAPE_WITNESS

_ARROW = ShapeOperands(Arrow())  # $operands attr-dict `:` type($operands) `->` type($result)
_WITNESS_OF_SHAPES = ShapeOperands(OperandTypes(SHAPE_WITNESS))  # $shapes attr-dict `:` type($shapes)
_I1_OF_SHAPES = ShapeOperands(OperandTypes(I1))


def _spec(mnemonic: str) -> str:
    return f"ShapeOps.td {mnemonic}"


OPS = (
    # %s = shape.shape_of %x : tensor<?x16xf32> -> tensor<2xindex>
    op_def("shape.shape_of", spec=_spec("shape_of"), operands="arg", format=_ARROW),
    # %s = shape.const_shape [1, 16] : tensor<2xindex>
    op_def("shape.const_shape", spec=_spec("const_shape"), attributes=(attr("shape", AttrKind.ELEMENTS),),
           format=ConstShape()),
    # %n = shape.const_size 16
    op_def("shape.const_size", spec=_spec("const_size"), attributes=(attr("value", AttrKind.ANY),),
           format=ShapeOperands(Implied(None, SHAPE_SIZE), ("value", INDEX_VALUE))),
    # %w = shape.const_witness true
    op_def("shape.const_witness", spec=_spec("const_witness"), attributes=(attr("passing", AttrKind.BOOL),),
           format=ShapeOperands(Implied(None, SHAPE_WITNESS), ("passing", Bool()))),
    # %s = shape.broadcast %a, %b : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    op_def("shape.broadcast", spec=_spec("broadcast"), operands="shapes*",
           attributes=(attr("error", AttrKind.STRING, None),), format=_ARROW),
    # %n = shape.num_elements %s : tensor<2xindex> -> index
    op_def("shape.num_elements", spec=_spec("num_elements"), operands="shape", format=_ARROW),
    # %e = shape.get_extent %s, %d : tensor<2xindex>, index -> index
    op_def("shape.get_extent", spec=_spec("get_extent"), operands="shape dim", format=_ARROW),
    # %e = shape.dim %x, %d : tensor<?x4xf32>, index -> index
    op_def("shape.dim", spec=_spec("dim"), operands="value index", format=_ARROW),
    # %n = shape.add %a, %b : index, index -> index  (also mul, div)
    op_def("shape.add", spec=_spec("add"), operands="lhs rhs", format=_ARROW),
    op_def("shape.mul", spec=_spec("mul"), operands="lhs rhs", format=_ARROW),
    op_def("shape.div", spec=_spec("div"), operands="lhs rhs", format=_ARROW),
    # %m = shape.max %a, %b : !shape.shape, !shape.shape -> !shape.shape  (also min)
    op_def("shape.max", spec=_spec("max"), operands="lhs rhs", format=_ARROW),
    op_def("shape.min", spec=_spec("min"), operands="lhs rhs", format=_ARROW),
    # %s = shape.concat %a, %b : !shape.shape, !shape.shape -> !shape.shape
    op_def("shape.concat", spec=_spec("concat"), operands="lhs rhs", format=_ARROW),
    # %head, %tail = "shape.split_at"(%s, %i) : (tensor<3xindex>, index) -> (!shape.shape, !shape.shape)
    op_def("shape.split_at", spec=_spec("split_at"), operands="operand index", results="head tail"),
    # %eq = shape.shape_eq %a, %b : tensor<2xindex>, tensor<2xindex>
    op_def("shape.shape_eq", spec=_spec("shape_eq"), operands="shapes*", format=_I1_OF_SHAPES),
    # %ok = shape.is_broadcastable %a, %b : tensor<2xindex>, tensor<1xindex>
    op_def("shape.is_broadcastable", spec=_spec("is_broadcastable"), operands="shapes*", format=_I1_OF_SHAPES),
    # %r = shape.rank %s : tensor<2xindex> -> index
    op_def("shape.rank", spec=_spec("rank"), operands="shape", format=_ARROW),
    # %n = shape.index_to_size %i
    op_def("shape.index_to_size", spec=_spec("index_to_size"), operands="arg",
           format=ShapeOperands(Implied(INDEX, SHAPE_SIZE))),
    # %i = shape.size_to_index %n : !shape.size
    op_def("shape.size_to_index", spec=_spec("size_to_index"), operands="arg",
           format=ShapeOperands(OperandTypes(INDEX))),
    # %t = shape.to_extent_tensor %s : !shape.shape -> tensor<2xindex>
    op_def("shape.to_extent_tensor", spec=_spec("to_extent_tensor"), operands="input", format=_ARROW),
    # %s = shape.from_extent_tensor %t : tensor<?xindex>
    op_def("shape.from_extent_tensor", spec=_spec("from_extent_tensor"), operands="input",
           format=ShapeOperands(OperandTypes(SHAPE_SHAPE))),
    # %s = shape.from_extents %a, %b : index, index
    op_def("shape.from_extents", spec=_spec("from_extents"), operands="extents*",
           format=ShapeOperands(OperandTypes(SHAPE_SHAPE))),
    # %w = shape.cstr_broadcastable %a, %b : tensor<2xindex>, tensor<1xindex>
    op_def("shape.cstr_broadcastable", spec=_spec("cstr_broadcastable"), operands="shapes*",
           format=_WITNESS_OF_SHAPES),
    # %w = shape.cstr_eq %a, %b : tensor<2xindex>, tensor<2xindex>
    op_def("shape.cstr_eq", spec=_spec("cstr_eq"), operands="shapes*", format=_WITNESS_OF_SHAPES),
    # %w = shape.cstr_require %ok, "the batch sizes differ"
    op_def("shape.cstr_require", spec=_spec("cstr_require"), operands="pred", attributes=(attr("msg", AttrKind.STRING),),
           format=ShapeOperands(Implied(I1, SHAPE_WITNESS), ("msg", String()), value_last=True)),
    # %w = shape.assuming_all %w0, %w1
    op_def("shape.assuming_all", spec=_spec("assuming_all"), operands="inputs*",
           format=ShapeOperands(Implied(SHAPE_WITNESS, SHAPE_WITNESS))),
    # %r = shape.assuming %w -> (tensor<?x16xf32>) { ... shape.assuming_yield %v : tensor<?x16xf32> }
    op_def("shape.assuming", spec=_spec("assuming"), operands="witness", results="results*", regions="doRegion",
           format=Assuming()),
    op_def("shape.assuming_yield", spec=_spec("assuming_yield"), operands="operands*", results="",
           traits=(Trait.TERMINATOR,), format=ReturnLike(), table_checks_only=True,
           unsupported="a terminator: the evaluator returns its operands from the region (run_block)"),
)
