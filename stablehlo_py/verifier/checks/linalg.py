"""Checks of the linear-algebra ops: dot_general, dot, convolution, dynamic_conv, fft, cholesky,
triangular_solve, batch_norm_training/inference/grad (spec sections of the same names)."""
from __future__ import annotations

from ...ir.attributes import (ArrayAttr, ConvDimensionNumbersAttr, EnumAttr, StructAttr, TypeAttr,
                               struct_ints)
from ...ir.types import FloatType, TensorType
from ..context import OpContext
from ..type_rules import (check_inferred_shape, check_same_shape, dim_compatible, element_types_compatible, first_repeat,
                     is_unique, out_of_range, shapes_compatible, struct_int, types_compatible)
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
                f"attribute `precision_config` is {config} but may hold at most 2 entries (lhs, rhs)")
    bad = [v for v in values if v not in ("DEFAULT", "HIGH", "HIGHEST")]
    ctx.require(not bad, label, lambda: f"attribute `precision_config` holds {bad[0]} but may hold only DEFAULT, "
                                        f"HIGH or HIGHEST")
    return values


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
    ctx.require(len(lb) == len(rb), "C1", lambda: f"lhs_batching_dimensions {list(lb)} and rhs_batching_dimensions "
                                                  f"{list(rb)} must have the same size")
    ctx.require(len(lc) == len(rc), "C2", lambda: f"lhs_contracting_dimensions {list(lc)} and "
                                                  f"rhs_contracting_dimensions {list(rc)} must have the same size")
    for side, batching, contracting, label in (("lhs", lb, lc, "C3"), ("rhs", rb, rc, "C4")):
        both = batching + contracting
        ctx.require(is_unique(both), label, lambda: f"dimension {first_repeat(both)} occurs more than once in "
                                                    f"{side}_batching_dimensions {list(batching)} + "
                                                    f"{side}_contracting_dimensions {list(contracting)}")
    for name, dims, t, label in (("lhs_batching_dimensions", lb, lhs, "C5"),
                                 ("lhs_contracting_dimensions", lc, lhs, "C6"),
                                 ("rhs_batching_dimensions", rb, rhs, "C7"),
                                 ("rhs_contracting_dimensions", rc, rhs, "C8")):
        bad = out_of_range(dims, t.rank)
        ctx.require(not bad, label, lambda: f"{name} is {list(dims)} but {bad[0]} is not in [0, {t.rank}) for "
                                            f"{t}")
    if ctx.failed:
        return
    for l_dims, r_dims, what, label in ((lb, rb, "batching", "C9"), (lc, rc, "contracting", "C10")):
        bad = [(a, b) for a, b in zip(l_dims, r_dims) if not dim_compatible(lhs.shape[a], rhs.shape[b])]
        ctx.require(not bad, label, lambda: f"lhs {lhs} has size {lhs.shape[bad[0][0]]} in {what} dimension "
                                            f"{bad[0][0]} but rhs {rhs} has {rhs.shape[bad[0][1]]} in dimension "
                                            f"{bad[0][1]}; they must match")
    precision = _check_precision_config(ctx, "C11")
    if ctx.failed:
        return
    expected = ([lhs.shape[d] for d in lb] + [s for d, s in enumerate(lhs.shape) if d not in lb + lc]
                + [s for d, s in enumerate(rhs.shape) if d not in rb + rc])
    check_inferred_shape(ctx, "C12", expected, what="batching + lhs free + rhs free dimensions")
    if check_contraction_quantization(ctx, _DOT_QUANTIZATION, lhs, rhs, result) and is_quantized(rhs):
        _dot_rhs_quantization(ctx, rhs, rc)
    _check_dot_algorithm(ctx, precision)


def _dot_rhs_quantization(ctx: OpContext, rhs: TensorType, rhs_contracting) -> None:
    """dot_general (C15) zero_points(rhs) = 0; (C16) a per-axis rhs is not quantized along a contracting dim."""
    q = rhs.element_type
    ctx.require(not any(q.zero_points), "C15", f"rhs has element type {q} with zero points {list(q.zero_points)}; "
                                               f"they must be 0")
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
                f"attribute `precision_config` is {list(precision)} but must be DEFAULT when `algorithm` is set")
    for key, label, what in (("lhs_component_count", "C22", "lhs component count"),
                             ("rhs_component_count", "C23", "rhs component count"),
                             ("num_primitive_operations", "C24", "num primitive operations")):
        count = struct_int(algorithm, key)
        ctx.require(count > 0, label, f"algorithm {key} is {count} but must be positive", at="algorithm")
    for key in ("lhs_precision_type", "rhs_precision_type", "accumulation_type"):
        value = algorithm.get(key)
        kind = value.type if isinstance(value, TypeAttr) else None
        ctx.require(isinstance(kind, FloatType) and kind.name in _KNOWN_ALGORITHM_TYPES, "C21",
                    f"algorithm {key} is {kind}, which no hardware is known to support", at="algorithm")


@checks("stablehlo.dot")
def dot(ctx: OpContext) -> None:
    """dot (not in the spec; XLA "Dot"): lhs/rhs of rank 1 or 2, contracting lhs's last dim with rhs's first."""
    if not ctx.signature(2):
        return
    lhs, rhs = ctx.operand_types
    _check_precision_config(ctx, "precision_config")
    if not ctx.require(lhs.rank in (1, 2) and rhs.rank in (1, 2), "shape",
                       f"lhs has type {lhs} and rhs {rhs} but both must have rank 1 or 2"):
        return
    a, b = lhs.shape[-1], rhs.shape[0]
    ctx.require(dim_compatible(a, b), "shape",
                f"lhs has type {lhs} and rhs {rhs}; lhs's last dimension must match rhs's first")
    check_inferred_shape(ctx, "shape", list(lhs.shape[:-1]) + list(rhs.shape[1:]))


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
                "C4", f"operand #2 (`padding`) has type {padding} but must have shape [{rank - 2}, 2]")
    if not ctx.failed:
        _check_convolution(ctx, dynamic=True)


def _check_convolution(ctx: OpContext, dynamic: bool) -> None:
    """convolution (C1)-(C34); ``dynamic``: dynamic_conv, whose padding is an operand."""
    lhs, rhs = ctx.operand_types[:2]
    result = ctx.result_types[0]
    if not ctx.require(lhs.rank == rhs.rank, "C1", f"lhs has type {lhs} but rhs has {rhs}; their ranks must "
                                                   f"match"):
        return
    if not ctx.require(lhs.rank >= 2, "C1", f"lhs has type {lhs} and rhs {rhs} but their rank must be >= 2"):
        return
    dn = ctx.attr("dimension_numbers")
    if not ctx.require(isinstance(dn, ConvDimensionNumbersAttr), "attribute", "attribute `dimension_numbers` is "
                                                                              "missing"):
        return
    n = lhs.rank
    if not _check_conv_dimension_numbers(ctx, dn, n):
        return
    batch_groups = _check_group_counts(ctx, dn, lhs, rhs)
    if batch_groups is None:
        return
    reversal = ctx.attr("window_reversal")
    if reversal is not None and hasattr(reversal, "values"):
        ctx.require(len(reversal.values) == n - 2, "C9", f"attribute `window_reversal` has {len(reversal.values)} "
                                                         f"entries but must have {n - 2}, one per spatial dimension")
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
                               dilation_name="rhs_dilation", inputs=[lhs.shape[d] for d in dn.input_spatial_dimensions],
                               window_name=f"the window, the spatial sizes of operand #1 (`rhs`) of type {rhs},")
    _check_precision_config(ctx, "C24")
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


def _check_group_counts(ctx: OpContext, dn: ConvDimensionNumbersAttr, lhs: TensorType, rhs: TensorType
                        ) -> int | None:
    """convolution (C10), (C11), (C14)-(C16), (C21)-(C23): feature_group_count and batch_group_count;
    the batch_group_count when they hold, else None."""
    features = ctx.integer("feature_group_count", required=False, default=1)
    batches = ctx.integer("batch_group_count", required=False, default=1)
    if features is None or batches is None:
        return None
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


# -- fft -----------------------------------------------------------------------------------------------

# -- cholesky / triangular_solve -----------------------------------------------------------------------

def _check_square_minor_dims(ctx: OpContext, t: TensorType, name: str, rank_label: str, square_label: str) -> bool:
    """``2 <= rank(t)`` and ``dim(t, -2) = dim(t, -1)``."""
    if not ctx.require(t.rank >= 2, rank_label, f"operand `{name}` has type {t} but must have rank >= 2"):
        return False
    a, b = t.shape[-2:]
    return ctx.require(dim_compatible(a, b), square_label,
                       f"operand `{name}` has type {t} but its last two dimensions must be equal")


def _same_baseline_type(ctx: OpContext, label: str, operand: TensorType, name: str, result: TensorType) -> None:
    ctx.require(types_compatible(operand, result), label,
                f"result #0 has type {result} but operand `{name}` has {operand}; they must match")


@checks("stablehlo.cholesky")
def cholesky(ctx: OpContext) -> None:
    """cholesky (C1) baseline_type(a) = baseline_type(result); (C2) 2 <= rank(a); (C3) dim(a, -2) = dim(a, -1)."""
    if ctx.signature(1) and _check_square_minor_dims(ctx, ctx.operand_types[0], "a", "C2", "C3"):
        _same_baseline_type(ctx, "C1", ctx.operand_types[0], "a", ctx.result_types[0])


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
                f"attribute `transpose_a` is {transpose} but must be NO_TRANSPOSE, TRANSPOSE or ADJOINT")
    ctx.require(element_types_compatible(a.element_type, b.element_type), "C1",
                f"operand `a` has type {a} but `b` has {b}; their element types must match")
    if not _check_square_minor_dims(ctx, a, "a", "C2", "C3"):
        return
    if not ctx.require(a.rank == b.rank, "C2", f"operand `a` has type {a} but `b` has {b}; their ranks must match"):
        return
    left = ctx.attr("left_side")
    shared = b.shape[-2] if getattr(left, "value", False) else b.shape[-1]
    ctx.require(dim_compatible(shared, a.shape[-1]), "C3",
                f"operand `a` has type {a} and `b` {b}; `b`'s "
                f"{'second-to-last' if getattr(left, 'value', False) else 'last'} dimension must match `a`'s last")
    ctx.require(shapes_compatible(a.shape[:-2], b.shape[:-2]), "C3",
                f"operand `a` has type {a} and `b` {b}; their batch dimensions (all but the last two) must match")
    _same_baseline_type(ctx, "C4", b, "b", ctx.result_types[0])


# -- batch_norm_* --------------------------------------------------------------------------------------

def _check_batch_norm(ctx: OpContext, operand: TensorType, vectors: dict[str, TensorType], shaped: tuple,
                      labels: dict[str, str]) -> None:
    """Shared batch_norm rules: (C1) 0 <= feature_index < rank(operand); same baseline element types;
    the 1-d operands/results sized dim(operand, feature_index); the operand-shaped ones shaped like operand."""
    index = ctx.integer("feature_index")
    if index is None:
        return
    if not ctx.require(0 <= index < operand.rank, "C1", f"attribute `feature_index` is {index} but must be in "
                                                        f"[0, {operand.rank}) for operand #0 of type {operand}"):
        return
    everything = [operand, *shaped, *vectors.values()]
    ctx.require(all(element_types_compatible(t.element_type, operand.element_type) for t in everything),
                labels["element"], lambda: f"operands and results have element types "
                                           f"{', '.join(str(t.element_type) for t in everything)}; they must all match")
    for t in shaped:
        check_same_shape(ctx, labels["shaped"], t, "a value", operand, "operand #0")
    features = operand.shape[index]
    for name, t in vectors.items():
        if not ctx.require(t.rank == 1, labels.get(name, labels["vector"]),
                           f"`{name}` has type {t} but must be 1-dimensional"):
            continue
        size = t.shape[0]
        ctx.require(dim_compatible(size, features), labels.get(name, labels["vector"]),
                    f"`{name}` has type {t} but must have {features} elements, the size of operand #0's dimension "
                    f"feature_index = {index}")


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
                lambda: "the 1-dimensional values must have the same shape but have types "
                        + ", ".join(f"`{k}` {t}" for k, t in vectors.items()))
    if not ctx.failed:
        _check_batch_norm(ctx, operand, vectors, (grad_output, grad_operand),
                          {"element": "C2", "shaped": "C3", "vector": "C5"})
