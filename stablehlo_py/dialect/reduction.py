"""Declarations of the ``reduction`` family (spec "reduce", "reduce_window", "select_and_scatter")."""
from __future__ import annotations

from ..assembly.region_formats import Reduce
from ..ir.opdef import AttrKind, PerDimension, attr, op_def

# Upstream (StablehloOps.td): missing strides and dilations are one for each of the operand dimensions,
# missing padding is zero low and high in each of them.
_ONES, _NO_PADDING = PerDimension(1), PerDimension((0, 0))

OPS = (
    # %r = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1]
    #   : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    op_def("stablehlo.reduce", spec="spec reduce",
           operands="inputs* init_values*", results="results*", regions="body",
           attributes=(attr("dimensions", AttrKind.INTS),),
           format=Reduce()),
    op_def("stablehlo.reduce_window", spec="spec reduce_window",
           operands="inputs* init_values*", results="results*", regions="body",
           attributes=(attr("window_dimensions", AttrKind.INTS),
                       attr("window_strides", AttrKind.INTS, _ONES),
                       attr("base_dilations", AttrKind.INTS, _ONES),
                       attr("window_dilations", AttrKind.INTS, _ONES),
                       attr("padding", AttrKind.INT_TENSOR, _NO_PADDING))),
    # Upstream leaves window_dimensions optional; a missing one is an empty window (C4 rejects it).
    op_def("stablehlo.select_and_scatter", spec="spec select_and_scatter",
           operands="operand source init_value", regions="select scatter",
           attributes=(attr("window_dimensions", AttrKind.INTS, ()),
                       attr("window_strides", AttrKind.INTS, _ONES),
                       attr("padding", AttrKind.INT_TENSOR, _NO_PADDING))),
)
