"""Checks of the ``convolution`` family: convolution and dynamic_conv (spec sections of the same names)."""
from __future__ import annotations

from ...ir.attributes import ConvDimensionNumbersAttr
from ...ir.types import TensorType
from ..context import OpContext
from ..registry import check
from ..type_rules import check_inferred_shape, is_unique, out_of_range, window_output_shape
from ..window import check_window
from .dot import check_precision_config
from .quantization import check_contraction_quantization, is_per_axis, quantization_dimension

_CONV_QUANTIZATION = {"same": "C27", "quantized": "C28", "storage": "C31", "expressed": "C32", "per_tensor": "C33",
                      "float_lhs": "C34"}


@check("stablehlo.convolution")
def check_convolution(ctx: OpContext, attrs) -> None:
    """convolution (C1)-(C34)."""
    if ctx.tensors(ctx.operand_types) and ctx.tensors(ctx.result_types, "result"):
        _check_convolution(ctx, attrs, dynamic=False)


@check("stablehlo.dynamic_conv")
def check_dynamic_conv(ctx: OpContext, attrs) -> None:
    """dynamic_conv: convolution's (C1)-(C34) with ``padding`` an operand."""
    if not (ctx.tensors(ctx.operand_types) and ctx.tensors(ctx.result_types, "result")):
        return
    padding = ctx.operand_types[2]
    rank = ctx.operand_types[0].rank
    ctx.require(list(padding.shape) in ([rank - 2, 2], [None, 2], [rank - 2, None]),
                "C4", f"operand #2 (`padding`) has type {padding} but must have shape [{rank - 2}, 2]")
    if not ctx.failed:
        _check_convolution(ctx, attrs, dynamic=True)


def _check_convolution(ctx: OpContext, attrs, dynamic: bool) -> None:
    """convolution (C1)-(C34); ``dynamic``: dynamic_conv, whose padding is an operand."""
    lhs, rhs = ctx.operand_types[:2]
    result = ctx.result_types[0]
    if not ctx.require(lhs.rank == rhs.rank, "C1", f"lhs has type {lhs} but rhs has {rhs}; their ranks must "
                                                   f"match"):
        return
    if not ctx.require(lhs.rank >= 2, "C1", f"lhs has type {lhs} and rhs {rhs} but their rank must be >= 2"):
        return
    dn = attrs.dimension_numbers
    n = lhs.rank
    if not _check_conv_dimension_numbers(ctx, dn, n):
        return
    batch_groups = _check_group_counts(ctx, attrs, dn, lhs, rhs)
    if batch_groups is None:
        return
    reversal = attrs.window_reversal
    ctx.require(len(reversal) == n - 2, "C9", f"attribute `window_reversal` has {len(reversal)} entries but must "
                                              f"have {n - 2}, one per spatial dimension")
    window = tuple(rhs.shape[d] for d in dn.kernel_spatial_dimensions)
    # Upstream does not check dynamic_conv's window attributes and its own valid programs give a 1-d
    # convolution two strides, so (C2) is left unchecked there.
    factors = (("window_strides", attrs.window_strides, "" if dynamic else "C2", "C3"),
               ("lhs_dilation", attrs.lhs_dilation, "C5", "C6"),
               ("rhs_dilation", attrs.rhs_dilation, "C7", "C8"))
    if dynamic:
        # the padding is an operand: the spatial sizes of the result (C25) are unknown
        valid = check_window(ctx, n - 2, None, ("C17", "C25"), factors, None, "C4")
        spatial = None
    else:
        # Upstream rejects empty kernel windows as the window they stand for must have positive sizes.
        valid = check_window(ctx, n - 2, None if None in window else window, ("C17", "C25"), factors, attrs.padding,
                             "C4", window_name=f"the window, the spatial sizes of operand #1 (`rhs`) of type {rhs},")
        spatial = None if not valid or None in window else window_output_shape(
            [lhs.shape[d] for d in dn.input_spatial_dimensions], window, attrs.window_strides, attrs.lhs_dilation,
            attrs.rhs_dilation, attrs.padding)
    check_precision_config(ctx, "C24", attrs.precision_config)
    if ctx.failed or not ctx.require(result.rank == n, "C26", f"result #0 has type {result} but must have rank {n}, "
                                                              f"that of lhs"):
        return
    spatial = spatial or [None] * (n - 2)
    expected: list[int | None] = [None] * n
    batch = lhs.shape[dn.input_batch_dimension]
    expected[dn.output_batch_dimension] = None if batch is None else batch // batch_groups
    expected[dn.output_feature_dimension] = rhs.shape[dn.kernel_output_feature_dimension]
    for d, size in zip(dn.output_spatial_dimensions, spatial):
        expected[d] = size
    check_inferred_shape(ctx, "C25", expected)
    if check_contraction_quantization(ctx, _CONV_QUANTIZATION, lhs, rhs, result):
        for t, name, dim, label in ((rhs, "rhs", dn.kernel_output_feature_dimension, "C29"),
                                    (result, "result", dn.output_feature_dimension, "C30")):
            if is_per_axis(t):
                ctx.require(quantization_dimension(t) == dim, label,
                            f"{name} is quantized along dimension {quantization_dimension(t)} but must be along {dim}, "
                            f"its feature dimension")


def _check_conv_dimension_numbers(ctx: OpContext, dn: ConvDimensionNumbersAttr, n: int) -> bool:
    """convolution (C12), (C17), (C19) N - 2 spatial dims each; (C13), (C18), (C20) unique and in [0, N)."""
    for name, dims, label in (("input", dn.input_spatial_dimensions, "C12"),
                              ("kernel", dn.kernel_spatial_dimensions, "C17"),
                              ("output", dn.output_spatial_dimensions, "C19")):
        ctx.require(len(dims) == n - 2, label, f"{name}_spatial_dimensions is {list(dims)} but must have N - 2 = "
                                               f"{n - 2} entries for operands of rank {n}")
    if ctx.failed:
        return False
    groups = (("input", "C13", (dn.input_batch_dimension, *dn.input_spatial_dimensions, dn.input_feature_dimension)),
              ("kernel", "C18", (*dn.kernel_spatial_dimensions, dn.kernel_input_feature_dimension,
                                 dn.kernel_output_feature_dimension)),
              ("output", "C20", (dn.output_batch_dimension, *dn.output_spatial_dimensions,
                                 dn.output_feature_dimension)))
    for name, label, dims in groups:
        ctx.require(not out_of_range(dims, n), label, f"the {name} dimension numbers {list(dims)} must be in "
                                                      f"[0, {n})")
        ctx.require(is_unique(dims), label, f"the {name} dimension numbers {list(dims)} must be unique")
    return not ctx.failed


def _check_group_counts(ctx: OpContext, attrs, dn: ConvDimensionNumbersAttr, lhs: TensorType, rhs: TensorType
                        ) -> int | None:
    """convolution (C10), (C11), (C14)-(C16), (C21)-(C23): feature_group_count and batch_group_count;
    the batch_group_count when they hold, else None."""
    features, batches = attrs.feature_group_count, attrs.batch_group_count
    ctx.require(features > 0, "C21", f"attribute `feature_group_count` is {features} but must be positive",
                at="feature_group_count")
    ctx.require(batches > 0, "C22", f"attribute `batch_group_count` is {batches} but must be positive",
                at="batch_group_count")
    if ctx.failed:
        return None
    if not ctx.require(features == 1 or batches == 1, "C23", f"batch_group_count is {batches} and "
                                                             f"feature_group_count {features}; one of them must be 1"):
        return None
    batch, in_features = lhs.shape[dn.input_batch_dimension], lhs.shape[dn.input_feature_dimension]
    kernel_in, kernel_out = rhs.shape[dn.kernel_input_feature_dimension], rhs.shape[dn.kernel_output_feature_dimension]
    ctx.require(batch is None or batch % batches == 0, "C10",
                f"lhs batch dimension has size {batch}, which is not a multiple of batch_group_count = {batches}")
    ctx.require(in_features is None or in_features % features == 0, "C11",
                f"lhs feature dimension has size {in_features}, which is not a multiple of feature_group_count = "
                f"{features}")
    if not ctx.failed and in_features is not None and kernel_in is not None:
        ctx.require(in_features // features == kernel_in, "C14",
                    f"rhs input feature dimension has size {kernel_in} but must be {in_features // features}, the "
                    f"lhs feature size {in_features} / feature_group_count {features}")
    ctx.require(kernel_out is None or kernel_out % batches == 0, "C15",
                f"rhs output feature dimension has size {kernel_out}, which is not a multiple of "
                f"batch_group_count = {batches}")
    ctx.require(kernel_out is None or kernel_out % features == 0, "C16",
                f"rhs output feature dimension has size {kernel_out}, which is not a multiple of "
                f"feature_group_count = {features}")
    return None if ctx.failed else batches
