"""Declarations of the ``gather_scatter`` family (spec "gather", "dynamic_gather", "scatter";
``torch_index_select`` is not specced: StablehloOps.td; TensorFlow's MLIR bridge writes it for ``tf.gather``).
Their dimension numbers are the struct attributes ``ir.structs.GATHER``/``SCATTER``; none has a pretty format
upstream."""
from __future__ import annotations

from ..ir.opdef import AttrKind, attr, op_def, struct_attr
from ..ir.structs import GATHER, SCATTER

_SORTED = attr("indices_are_sorted", AttrKind.BOOL, False)

OPS = (
    op_def("stablehlo.gather", spec="spec gather", operands="operand start_indices",
           attributes=(struct_attr("dimension_numbers", GATHER), attr("slice_sizes", AttrKind.INTS), _SORTED)),
    op_def("stablehlo.dynamic_gather", spec="spec dynamic_gather", operands="operand start_indices slice_sizes",
           attributes=(struct_attr("dimension_numbers", GATHER), _SORTED)),
    op_def("stablehlo.scatter", spec="spec scatter", operands="inputs* scatter_indices updates*",
           results="results*", regions="update_computation",
           attributes=(struct_attr("scatter_dimension_numbers", SCATTER), _SORTED,
                       attr("unique_indices", AttrKind.BOOL, False))),
    op_def("stablehlo.torch_index_select", spec="StablehloOps.td torch_index_select", operands="operand index",
           attributes=(attr("dim", AttrKind.INT), attr("batch_dims", AttrKind.INT))),
)
