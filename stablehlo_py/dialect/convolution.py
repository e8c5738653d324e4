"""Declarations of the ``convolution`` family (spec "convolution", "dynamic_conv")."""
from __future__ import annotations

from ..assembly.linalg_formats import Convolution
from ..ir.enums import Precision
from ..ir.opdef import AttrKind, PerDimension, Trait, attr, enums_attr, op_def

# Upstream (StablehloOps.td): missing strides and dilations are one for each spatial dimension (all but
# the batch and feature dimensions), missing padding two zeros for each, missing reversal false for each.
_ONES, _NO_PADDING, _NO_REVERSAL = PerDimension(1, skip=2), PerDimension((0, 0), skip=2), PerDimension(False, skip=2)
_WINDOW = (attr("window_strides", AttrKind.INTS, _ONES),
           attr("lhs_dilation", AttrKind.INTS, _ONES),
           attr("rhs_dilation", AttrKind.INTS, _ONES),
           attr("window_reversal", AttrKind.BOOLS, _NO_REVERSAL))
_GROUPS_AND_PRECISION = (attr("dimension_numbers", AttrKind.CONV_DIMS),
                         attr("feature_group_count", AttrKind.INT),
                         attr("batch_group_count", AttrKind.INT),
                         enums_attr("precision_config", Precision, None))

OPS = (
    # %r = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
    #   window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64,
    #   feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x4x4x2xf32>
    op_def("stablehlo.convolution", spec="spec convolution",
           operands="lhs rhs",
           attributes=(*_WINDOW[:1], attr("padding", AttrKind.INT_TENSOR, _NO_PADDING), *_WINDOW[1:],
                       *_GROUPS_AND_PRECISION),
           traits=(Trait.QUANTIZED_THROUGH_FLOAT,), format=Convolution()),
    op_def("stablehlo.dynamic_conv", spec="spec dynamic_conv",
           operands="lhs rhs padding:int", attributes=(*_WINDOW, *_GROUPS_AND_PRECISION),
           traits=(Trait.QUANTIZED_THROUGH_FLOAT,)),
)
