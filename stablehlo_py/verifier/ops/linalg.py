"""Checks of the linear-algebra ops: dot_general, dot, convolution, dynamic_conv, fft, cholesky,
triangular_solve, batch_norm_training/inference/grad (spec sections of the same names)."""
from __future__ import annotations

from ...ir.attributes import ArrayAttr, ConvDimensionNumbersAttr, EnumAttr, IntegerAttr, StructAttr, TypeAttr
from ...ir.types import ComplexType, FloatType, TensorType
from ..context import OpContext
from ..infer import (element_types_compatible, first_repeat, is_unique, out_of_range, shape_text,
                     shapes_compatible, struct_ints, types_compatible)
from ..registry import checks
from ..window import check_window
from .quantization import check_contraction_quantization, is_per_axis, is_quantized, quantization_dimension

_DOT_QUANTIZATION = {"same": "C13", "quantized": "C14", "storage": "C17", "expressed": "C18", "per_tensor": "C19",
                     "float_lhs": "C20"}
_CONV_QUANTIZATION = {"same": "C27", "quantized": "C28", "storage": "C31", "expressed": "C32", "per_tensor": "C33",
                      "float_lhs": "C34"}


def _check_precision_config(ctx: OpContext, label: str) -> tuple[str, ...]:
    """(label) ``size(precision_config) = 2`` (upstream also accepts it empty); returns its values."""
    config = ctx.attr("precision_config")
    if config is None:
        return ()
    values = tuple(e.value if isinstance(e, EnumAttr) else str(e) for e in getattr(config, "elements", ()))
    ctx.require(isinstance(config, ArrayAttr) and len(values) <= 2, label,
                f"expects precision config to be empty or have <= 2 elements, got {config}")
    bad = [v for v in values if v not in ("DEFAULT", "HIGH", "HIGHEST")]
    ctx.require(not bad, label, lambda: f"precision_config must hold DEFAULT, HIGH or HIGHEST, got {bad[0]}")
    return values


def _inferred(ctx: OpContext, label: str, expected, result: TensorType) -> None:
    ctx.require(shapes_compatible(expected, result.shape), label,
                lambda: f"inferred shape {shape_text(expected)} is incompatible with return type {result}")


# -- dot_general / dot ---------------------------------------------------------------------------------

@checks("stablehlo.dot_general")
def dot_general(ctx: OpContext) -> None:
    """dot_general (C1)-(C24): dimension numbers, result shape, quantization and the algorithm."""
    if not ctx.signature(2):
        return
    lhs, rhs = ctx.operand_types
    result = ctx.result_types[0]
    dn = ctx.attr("dot_dimension_numbers")
    if not ctx.require(isinstance(dn, StructAttr), "attribute", "requires attribute `dot_dimension_numbers`"):
        return
    lb, rb, lc, rc = (struct_ints(dn, f"{side}_{kind}_dimensions") for kind in ("batching", "contracting")
                      for side in ("lhs", "rhs"))
    ctx.require(len(lb) == len(rb), "C1", "lhs and rhs should have the same number of batching dimensions")
    ctx.require(len(lc) == len(rc), "C2", "lhs and rhs should have the same number of contracting dimensions")
    for side, batching, contracting, label in (("lhs", lb, lc, "C3"), ("rhs", rb, rc, "C4")):
        both = batching + contracting
        ctx.require(is_unique(both), label, lambda: f"has duplicated dimension from {side}_batching_dimensions and "
                                                    f"{side}_contracting_dimensions: {first_repeat(both)}")
    for name, dims, t, label in (("lhs_batching_dimensions", lb, lhs, "C5"),
                                 ("lhs_contracting_dimensions", lc, lhs, "C6"),
                                 ("rhs_batching_dimensions", rb, rhs, "C7"),
                                 ("rhs_contracting_dimensions", rc, rhs, "C8")):
        bad = out_of_range(dims, t.rank)
        ctx.require(not bad, label, lambda: f"{name} value: {bad[0]} is out of range: [0, {t.rank})")
    if ctx.failed:
        return
    for l_dims, r_dims, what, label in ((lb, rb, "batching", "C9"), (lc, rc, "contracting", "C10")):
        pairs = [(lhs.shape[a], rhs.shape[b]) for a, b in zip(l_dims, r_dims)]
        ctx.require(all(a is None or b is None or a == b for a, b in pairs), label,
                    f"{what} dimension sizes must match for lhs/rhs: {pairs}")
    precision = _check_precision_config(ctx, "C11")
    if ctx.failed:
        return
    expected = ([lhs.shape[d] for d in lb] + [s for d, s in enumerate(lhs.shape) if d not in lb + lc]
                + [s for d, s in enumerate(rhs.shape) if d not in rb + rc])
    _inferred(ctx, "C12", expected, result)
    if check_contraction_quantization(ctx, _DOT_QUANTIZATION, lhs, rhs, result) and is_quantized(rhs):
        _dot_rhs_quantization(ctx, rhs, rc)
    _check_dot_algorithm(ctx, precision)


def _dot_rhs_quantization(ctx: OpContext, rhs: TensorType, rhs_contracting) -> None:
    """dot_general (C15) zero_points(rhs) = 0; (C16) a per-axis rhs is not quantized along a contracting dim."""
    q = rhs.element_type
    ctx.require(not any(q.zero_points), "C15", f"rhs zero points must be 0, got {list(q.zero_points)}")
    if is_per_axis(rhs):
        ctx.require(q.quantization_dimension not in rhs_contracting, "C16",
                    f"quantization_dimension of rhs ({q.quantization_dimension}) must not be in "
                    f"rhs_contracting_dimensions {list(rhs_contracting)}")


# Implementation-defined: the algorithms upstream StableHLO knows to be supported by some hardware
# (xla_data.proto > Algorithm): (lhs, rhs, accumulation) precision types, every component count 1
# unless listed with the bf16 decompositions.
_KNOWN_ALGORITHM_TYPES = ("f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ", "bf16", "f16", "tf32", "f32", "f64")


def _check_dot_algorithm(ctx: OpContext, precision: tuple[str, ...]) -> None:
    """dot_general (C21) precision_config DEFAULT when an algorithm is set; (C22)-(C24) positive counts."""
    algorithm = ctx.attr("algorithm")
    if not isinstance(algorithm, StructAttr):
        return
    ctx.require(all(p == "DEFAULT" for p in precision), "C21",
                "must specify DEFAULT precision config when algorithm is set")
    for key, label, what in (("lhs_component_count", "C22", "lhs component count"),
                             ("rhs_component_count", "C23", "rhs component count"),
                             ("num_primitive_operations", "C24", "num primitive operations")):
        value = algorithm.get(key)
        count = value.value if isinstance(value, IntegerAttr) else 0
        ctx.require(count > 0, label, f"{what} must be positive, got {count}", at="algorithm")
    for key in ("lhs_precision_type", "rhs_precision_type", "accumulation_type"):
        value = algorithm.get(key)
        kind = value.type if isinstance(value, TypeAttr) else None
        ctx.require(isinstance(kind, FloatType) and kind.name in _KNOWN_ALGORITHM_TYPES, "C21",
                    f"dot algorithm not known to be supported on any hardware: {key} = {kind}", at="algorithm")


@checks("stablehlo.dot")
def dot(ctx: OpContext) -> None:
    """dot (not in the spec; XLA "Dot"): lhs/rhs of rank 1 or 2, contracting lhs's last dim with rhs's first."""
    if not ctx.signature(2):
        return
    lhs, rhs = ctx.operand_types
    result = ctx.result_types[0]
    _check_precision_config(ctx, "precision_config")
    if not ctx.require(lhs.rank in (1, 2) and rhs.rank in (1, 2), "shape",
                       f"expected both lhs/rhs ranks to be either 1 or 2, got {lhs} and {rhs}"):
        return
    a, b = lhs.shape[-1], rhs.shape[0]
    ctx.require(a is None or b is None or a == b, "shape",
                f"expected lhs's last dimension to match rhs's first dimension: {lhs} vs {rhs}")
    _inferred(ctx, "shape", list(lhs.shape[:-1]) + list(rhs.shape[1:]), result)


# -- convolution / dynamic_conv ------------------------------------------------------------------------

@checks("stablehlo.convolution")
def convolution(ctx: OpContext) -> None:
    """convolution (C1)-(C34)."""
    if ctx.signature(2):
        _check_convolution(ctx, dynamic=False)


@checks("stablehlo.dynamic_conv")
def dynamic_conv(ctx: OpContext) -> None:
    """dynamic_conv: convolution's (C1)-(C34) with ``padding`` an operand."""
    if not ctx.signature(3):
        return
    padding = ctx.operand_types[2]
    rank = ctx.operand_types[0].rank
    ctx.require(padding.shape is None or list(padding.shape) in ([rank - 2, 2], [None, 2], [rank - 2, None]),
                "C4", f"expects the shape of padding to be [{rank - 2}, 2], got {padding}")
    if not ctx.failed:
        _check_convolution(ctx, dynamic=True)


def _check_convolution(ctx: OpContext, dynamic: bool) -> None:
    """convolution (C1)-(C34); ``dynamic``: dynamic_conv, whose padding is an operand."""
    lhs, rhs = ctx.operand_types[:2]
    result = ctx.result_types[0]
    if not ctx.require(lhs.rank == rhs.rank, "C1", f"expects convolution arguments to have same number of "
                                                   f"dimensions. Got: '{lhs}' and '{rhs}'."):
        return
    if not ctx.require(lhs.rank >= 2, "C1", f"expects convolution arguments to have >= 2 dimensions. Got: '{lhs}' "
                                            f"and '{rhs}'."):
        return
    dn = ctx.attr("dimension_numbers")
    if not ctx.require(isinstance(dn, ConvDimensionNumbersAttr), "attribute", "requires `dimension_numbers`"):
        return
    n = lhs.rank
    if not _check_conv_dimension_numbers(ctx, dn, n) or not _check_group_counts(ctx, dn, lhs, rhs):
        return
    reversal = ctx.attr("window_reversal")
    if reversal is not None and hasattr(reversal, "values"):
        ctx.require(len(reversal.values) == n - 2, "C9", f"expects window-reversal to have same dimension-size as "
                                                         f"size of window dimensions ({n - 2}), but got: "
                                                         f"{len(reversal.values)}.")
    window = tuple(rhs.shape[d] for d in dn.kernel_spatial_dimensions)
    labels = {"window": ("C17", "C25"), "strides": ("C2", "C3"), "base": ("C5", "C6"),
              "dilations": ("C7", "C8"), "padding": ("C4", "")}
    if dynamic:
        # Upstream does not check dynamic_conv's window attributes and its own valid programs give a 1-d
        # convolution two strides, so (C2) is left unchecked; the padding is an operand, so the spatial sizes
        # of the result (C25) are unknown.
        check_window(ctx, n - 2, {**labels, "strides": ("", "C3")}, None, base_name="lhs_dilation",
                     dilation_name="rhs_dilation")
        spatial = None
    else:
        # Upstream rejects empty kernel windows as the window they stand for must have positive sizes.
        spatial = check_window(ctx, n - 2, labels, None if None in window else window, base_name="lhs_dilation",
                               dilation_name="rhs_dilation", inputs=[lhs.shape[d] for d in dn.input_spatial_dimensions])
    _check_precision_config(ctx, "C24")
    if ctx.failed or not ctx.require(result.rank == n, "C26", f"expects result of rank {n}, got {result}"):
        return
    spatial = spatial or [None] * (n - 2)
    expected: list[int | None] = [None] * n
    batch = lhs.shape[dn.input_batch_dimension]
    batch_groups = ctx.integer("batch_group_count", required=False, default=1)
    expected[dn.output_batch_dimension] = None if batch is None else batch // batch_groups
    expected[dn.output_feature_dimension] = rhs.shape[dn.kernel_output_feature_dimension]
    for d, size in zip(dn.output_spatial_dimensions, spatial):
        expected[d] = size
    _inferred(ctx, "C25", expected, result)
    if check_contraction_quantization(ctx, _CONV_QUANTIZATION, lhs, rhs, result):
        for t, name, dim, label in ((rhs, "rhs", dn.kernel_output_feature_dimension, "C29"),
                                    (result, "result", dn.output_feature_dimension, "C30")):
            if is_per_axis(t):
                ctx.require(quantization_dimension(t) == dim, label,
                            f"quantization_dimension of {name} ({quantization_dimension(t)}) must be {dim}")


def _check_conv_dimension_numbers(ctx: OpContext, dn: ConvDimensionNumbersAttr, n: int) -> bool:
    """convolution (C12), (C17), (C19) N - 2 spatial dims each; (C13), (C18), (C20) unique and in [0, N)."""
    for name, dims, label in (("input", dn.input_spatial_dimensions, "C12"),
                              ("kernel", dn.kernel_spatial_dimensions, "C17"),
                              ("output", dn.output_spatial_dimensions, "C19")):
        ctx.require(len(dims) == n - 2, label, f"expects {name} spatial-dimensions to have N - 2 = {n - 2} "
                                               f"entries for arguments of rank {n}, got {len(dims)}")
    if ctx.failed:
        return False
    groups = (("input", "C13", (dn.input_batch_dimension, *dn.input_spatial_dimensions, dn.input_feature_dimension)),
              ("kernel", "C18", (*dn.kernel_spatial_dimensions, dn.kernel_input_feature_dimension,
                                 dn.kernel_output_feature_dimension)),
              ("output", "C20", (dn.output_batch_dimension, *dn.output_spatial_dimensions,
                                 dn.output_feature_dimension)))
    for name, label, dims in groups:
        ctx.require(not out_of_range(dims, n), label, f"expects input, kernel, and output dimension-numbers to be "
                                                      f"in-range [0, {n}).")
        ctx.require(is_unique(dims), label, f"expects {name} dimension-numbers to be unique, got "
                                            f"{{{', '.join(map(str, dims))}}}.")
    return not ctx.failed


def _check_group_counts(ctx: OpContext, dn: ConvDimensionNumbersAttr, lhs: TensorType, rhs: TensorType) -> bool:
    """convolution (C10), (C11), (C14)-(C16), (C21)-(C23): feature_group_count and batch_group_count."""
    features = ctx.integer("feature_group_count", required=False, default=1)
    batches = ctx.integer("batch_group_count", required=False, default=1)
    if features is None or batches is None:
        return False
    ctx.require(features > 0, "C21", f"expects feature_group_count to be a positive number, got {features}.",
                at="feature_group_count")
    ctx.require(batches > 0, "C22", f"expects batch_group_count to be a positive number, got {batches}.",
                at="batch_group_count")
    if ctx.failed:
        return False
    if not ctx.require(features == 1 or batches == 1, "C23", f"expects batch_group_count and feature_group_count not "
                                                             f"to be both greater than 1. Got {batches} and "
                                                             f"{features} resp."):
        return False
    batch, in_features = lhs.shape[dn.input_batch_dimension], lhs.shape[dn.input_feature_dimension]
    kernel_in, kernel_out = rhs.shape[dn.kernel_input_feature_dimension], rhs.shape[dn.kernel_output_feature_dimension]
    ctx.require(batch is None or batch % batches == 0, "C10",
                f"expects input batch dimension ({batch}) to be divisible by batch_group_count. Got "
                f"batch_group_count = {batches}.")
    ctx.require(in_features is None or in_features % features == 0, "C11",
                f"expects input feature dimension ({in_features}) to be a multiple of feature_group_count. Got "
                f"feature_group_count = {features}.")
    if not ctx.failed and in_features is not None and kernel_in is not None:
        ctx.require(in_features // features == kernel_in, "C14",
                    f"expects input feature dimension ({in_features}) / feature_group_count = kernel input feature "
                    f"dimension ({kernel_in}). Got feature_group_count = {features}.")
    ctx.require(kernel_out is None or kernel_out % batches == 0, "C15",
                f"expects output feature dimension size ({kernel_out}) to be a multiple of batch_group_count. Got "
                f"batch_group_count = {batches}.")
    ctx.require(kernel_out is None or kernel_out % features == 0, "C16",
                f"expects kernel output feature dimension ({kernel_out}) to be divisible by feature_group_count. For "
                f"feature_group_count = {features}.")
    return not ctx.failed


# -- fft -----------------------------------------------------------------------------------------------

@checks("stablehlo.fft")
def fft(ctx: OpContext) -> None:
    """fft (C1) size(fft_length) <= rank(operand); (C2) element types per fft_type; (C3) 1 <= size(fft_length)
    <= 3; (C4) the real tensor's trailing dims = fft_length; (C5) result shape."""
    if not ctx.signature(1):
        return
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    fft_type = ctx.attr("fft_type")
    kind = fft_type.value if isinstance(fft_type, EnumAttr) else None
    length = ctx.ints("fft_length")
    if length is None or not ctx.require(kind in ("FFT", "IFFT", "RFFT", "IRFFT"), "attribute",
                                         f"fft_type must be FFT, IFFT, RFFT or IRFFT, got {fft_type}"):
        return
    if not ctx.require(1 <= len(length) <= 3, "C3", f"rank must be between 1 and 3, but got {len(length)}."):
        return
    if not ctx.require(len(length) <= operand.rank, "C1", f"operand rank must not be less than fft rank of "
                                                          f"{len(length)} for operand of type '{operand}'"):
        return
    x, y = operand.element_type, result.element_type
    if kind == "RFFT":
        ok = isinstance(x, FloatType) and y == ComplexType(x)
    elif kind == "IRFFT":
        ok = isinstance(x, ComplexType) and y == x.element_type
    else:
        ok = isinstance(x, ComplexType) and x == y
    if not ctx.require(ok, "C2", f"{kind} cannot map element type {x} to {y}"):
        return
    n = len(length)
    real = operand if kind == "RFFT" else result if kind == "IRFFT" else None
    if real is not None:
        ctx.require(shapes_compatible(real.shape[-n:], length), "C4",
                    f"{kind} requires the innermost dimensions of {real} to be compatible with fft_length "
                    f"{list(length)}")
    expected = list(operand.shape)
    if kind == "RFFT":
        expected[-1] = 0 if length[-1] == 0 else length[-1] // 2 + 1
    elif kind == "IRFFT":
        last = operand.shape[-1]
        wanted = 0 if length[-1] == 0 else length[-1] // 2 + 1
        ctx.require(last is None or last == wanted, "C5",
                    f"IRFFT requires innermost dimension to be compatible with fft_length[-1]/2+1. Got: {last} but "
                    f"fft_length is {length[-1]}.")
        expected[-1] = length[-1]
    _inferred(ctx, "C5", expected, result)


# -- cholesky / triangular_solve -----------------------------------------------------------------------

def _check_square_minor_dims(ctx: OpContext, t: TensorType, name: str, rank_label: str, square_label: str) -> bool:
    """``2 <= rank(t)`` and ``dim(t, -2) = dim(t, -1)``."""
    if not ctx.require(t.rank >= 2, rank_label, f"operand '{name}' must have rank >= 2, but got '{t}'"):
        return False
    a, b = t.shape[-2:]
    return ctx.require(a is None or b is None or a == b, square_label,
                       f"two minor dimensions of operand '{name}' must be compatible, but got '{t}'")


def _same_baseline_type(ctx: OpContext, label: str, a: TensorType, b: TensorType) -> None:
    ctx.require(types_compatible(a, b), label, f"inferred type '{a}' is incompatible with return type '{b}'")


@checks("stablehlo.cholesky")
def cholesky(ctx: OpContext) -> None:
    """cholesky (C1) baseline_type(a) = baseline_type(result); (C2) 2 <= rank(a); (C3) dim(a, -2) = dim(a, -1)."""
    if ctx.signature(1) and _check_square_minor_dims(ctx, ctx.operand_types[0], "a", "C2", "C3"):
        _same_baseline_type(ctx, "C1", ctx.operand_types[0], ctx.result_types[0])


@checks("stablehlo.triangular_solve")
def triangular_solve(ctx: OpContext) -> None:
    """triangular_solve (C1) same baseline element types of a and b; (C2) 2 <= rank(a) = rank(b);
    (C3) batch dims equal and dim(a, -2) = dim(a, -1) = dim(b, left_side ? -2 : -1); (C4) result type."""
    if not ctx.signature(2):
        return
    a, b = ctx.operand_types
    transpose = ctx.attr("transpose_a")
    ctx.require(transpose is None or (isinstance(transpose, EnumAttr) and transpose.value in
                                      ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT")), "attribute",
                f"Invalid transpose option value for triangular solve: {transpose}")
    ctx.require(element_types_compatible(a.element_type, b.element_type), "C1",
                f"element types of 'a' and 'b' differ: {a.element_type} vs {b.element_type}")
    if not _check_square_minor_dims(ctx, a, "a", "C2", "C3"):
        return
    if not ctx.require(a.rank == b.rank, "C2", f"operands must have equal rank, but got '{a}' and '{b}'"):
        return
    left = ctx.attr("left_side")
    shared = b.shape[-2] if getattr(left, "value", False) else b.shape[-1]
    ctx.require(shared is None or a.shape[-1] is None or shared == a.shape[-1], "C3",
                f"shared dimension of operands 'a' and 'b' must be compatible, but got '{a}' and '{b}'")
    ctx.require(shapes_compatible(a.shape[:-2], b.shape[:-2]), "C3",
                f"batch dimensions of the operands must be compatible, but got '{a}' and '{b}'")
    _same_baseline_type(ctx, "C4", b, ctx.result_types[0])


# -- batch_norm_* --------------------------------------------------------------------------------------

def _check_batch_norm(ctx: OpContext, operand: TensorType, vectors: dict[str, TensorType], shaped: tuple,
                      labels: dict[str, str]) -> None:
    """Shared batch_norm rules: (C1) 0 <= feature_index < rank(operand); same baseline element types;
    the 1-d operands/results sized dim(operand, feature_index); the operand-shaped ones shaped like operand."""
    index = ctx.integer("feature_index")
    if index is None:
        return
    if not ctx.require(0 <= index < operand.rank, "C1", f"expects featureIndex to be smaller than the rank of "
                                                        f"multi-dimensional operands; got featureIndex {index}, and "
                                                        f"rank {operand.rank}."):
        return
    everything = [operand, *shaped, *vectors.values()]
    ctx.require(all(element_types_compatible(t.element_type, operand.element_type) for t in everything),
                labels["element"], "expects all operands and results to have the same baseline element type: "
                                   + ", ".join(str(t.element_type) for t in everything))
    for t in shaped:
        ctx.require(shapes_compatible(t.shape, operand.shape), labels["shaped"],
                    f"expects multi-dimensional operands to have compatible shapes: {t} vs {operand}")
    features = operand.shape[index]
    for name, t in vectors.items():
        if not ctx.require(t.rank == 1, labels.get(name, labels["vector"]), f"{name} must be 1-dimensional, got {t}"):
            continue
        size = t.shape[0]
        ctx.require(size is None or features is None or size == features, labels.get(name, labels["vector"]),
                    f"expects the size of single-dimensional operands to be compatible with feature count, but "
                    f"the size of {name} is {size} and the feature count is {features}.")


@checks("stablehlo.batch_norm_training")
def batch_norm_training(ctx: OpContext) -> None:
    """batch_norm_training (C1)-(C7)."""
    if not ctx.signature(3, 3):
        return
    operand, scale, offset = ctx.operand_types
    output, mean, var = ctx.result_types
    _check_batch_norm(ctx, operand, {"scale": scale, "offset": offset, "batch_mean": mean, "batch_var": var},
                      (output,), {"element": "C2", "shaped": "C7", "vector": "C3", "offset": "C4",
                                  "batch_mean": "C5", "batch_var": "C6"})


@checks("stablehlo.batch_norm_inference")
def batch_norm_inference(ctx: OpContext) -> None:
    """batch_norm_inference (C1)-(C7)."""
    if not ctx.signature(5, 1):
        return
    operand, scale, offset, mean, variance = ctx.operand_types
    _check_batch_norm(ctx, operand, {"scale": scale, "offset": offset, "mean": mean, "variance": variance},
                      (ctx.result_types[0],), {"element": "C2", "shaped": "C7", "vector": "C3", "offset": "C4",
                                               "mean": "C5", "variance": "C6"})


@checks("stablehlo.batch_norm_grad")
def batch_norm_grad(ctx: OpContext) -> None:
    """batch_norm_grad (C1)-(C5): (C4) the 1-d values share a shape, (C5) sized dim(operand, feature_index)."""
    if not ctx.signature(5, 3):
        return
    operand, scale, mean, variance, grad_output = ctx.operand_types
    grad_operand, grad_scale, grad_offset = ctx.result_types
    vectors = {"scale": scale, "mean": mean, "variance": variance, "grad_scale": grad_scale,
               "grad_offset": grad_offset}
    ctx.require(all(shapes_compatible(t.shape, scale.shape) for t in vectors.values()), "C4",
                "expects single-dimensional operands to have compatible shapes: "
                + ", ".join(str(t) for t in vectors.values()))
    if not ctx.failed:
        _check_batch_norm(ctx, operand, vectors, (grad_output, grad_operand),
                          {"element": "C2", "shaped": "C3", "vector": "C5"})
