"""Declarations of the ``dynamic`` family: the ops whose shapes or amounts are given as operands
(spec "dynamic_broadcast_in_dim", "dynamic_iota", "dynamic_pad", "dynamic_reshape"; ``real_dynamic_slice``,
``compute_reshape_shape`` and ``cstr_reshapable`` are not specced: StablehloOps.td, the last two as of
before upstream removed them). The shape operands may be tensors of ``index``, so their element kinds
are not declared (the spec's "integer type" would reject them)."""
from __future__ import annotations

from ..assembly.formats import Keyword, Operands
from ..assembly.keywords import I64_ARRAY, INT64
from ..assembly.type_styles import FUNCTIONAL
from ..ir.opdef import AttrKind, attr, op_def

_INTS = AttrKind.INTS
_NO_KERNEL = ("its result is a !shape.witness, a type shlo does not read; upstream removed the op as unused "
              "(openxla/stablehlo#2286) and no producer writes it")

OPS = (
    # %r = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xf32>, tensor<2xi64>)
    #      -> tensor<?x3xf32>
    op_def("stablehlo.dynamic_broadcast_in_dim", spec="spec dynamic_broadcast_in_dim",
           operands="operand output_dimensions",
           attributes=(attr("broadcast_dimensions", _INTS), attr("known_expanding_dimensions", _INTS, None),
                       attr("known_nonexpanding_dimensions", _INTS, None)),
           format=Operands(FUNCTIONAL, (
               Keyword("dims", "broadcast_dimensions", I64_ARRAY),
               Keyword("known_expanding_dimensions", "known_expanding_dimensions", I64_ARRAY, True),
               Keyword("known_nonexpanding_dimensions", "known_nonexpanding_dimensions", I64_ARRAY, True)))),
    # %r = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi64>) -> tensor<?xf32>
    op_def("stablehlo.dynamic_iota", spec="spec dynamic_iota", operands="output_shape",
           results="result:int|float|complex|quant", attributes=(attr("iota_dimension", AttrKind.INT),),
           format=Operands(FUNCTIONAL, (Keyword("dim", "iota_dimension", INT64),))),
    # %r = stablehlo.dynamic_pad %x, %v, %low, %high, %interior : (...) -> tensor<?xf32>
    op_def("stablehlo.dynamic_pad", spec="spec dynamic_pad",
           operands="operand padding_value edge_padding_low edge_padding_high interior_padding",
           format=Operands(FUNCTIONAL)),
    # %r = stablehlo.dynamic_reshape %x, %shape : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
    op_def("stablehlo.dynamic_reshape", spec="spec dynamic_reshape", operands="operand output_shape",
           format=Operands(FUNCTIONAL)),
    # %r = stablehlo.real_dynamic_slice %x, %start, %limit, %strides : (...) -> tensor<?xf32>
    op_def("stablehlo.real_dynamic_slice", spec="StablehloOps.td real_dynamic_slice",
           operands="operand start_indices limit_indices strides", format=Operands(FUNCTIONAL)),
    # %r = stablehlo.compute_reshape_shape %n, %shape : (index, tensor<2xi32>) -> tensor<2xi32>
    op_def("stablehlo.compute_reshape_shape", spec="StablehloOps.td compute_reshape_shape (removed upstream)",
           operands="num_elements dynamic_shape", format=Operands(FUNCTIONAL)),
    op_def("stablehlo.cstr_reshapable", spec="StablehloOps.td cstr_reshapable (removed upstream)",
           operands="num_elements dynamic_shape", table_checks_only=True, unsupported=_NO_KERNEL),
)
