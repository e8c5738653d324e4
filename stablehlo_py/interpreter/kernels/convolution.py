"""Kernels of the ``convolution`` family: spec ``convolution`` and ``dynamic_conv`` (convolution whose
padding is an operand).

One GEMM per kernel tap on views of the padded input, no im2col copy. The lhs is
transposed to ``[batch, spatial..., feature]``, dilated and padded in one strided
assignment (negative padding drops edge elements, ``pad_layout``). Window strides
are removed by a space-to-depth split: padded position ``p`` of a dimension with
stride ``s`` is element ``p // s`` of phase ``p % s``, so every tap reads one
phase image at a constant offset and output position ``i`` reads element
``i + offset``. Flattening a phase image's spatial grid makes each tap's operand
one contiguous ``[rows, features]`` block starting at the tap's flat offset; the
rows whose grid position lies outside the output (past the last output column
of a line) are computed and dropped, about ``(window - 1) / stride`` rows per
line. Where that would be most rows (a window much wider than the output), each
tap is instead one GEMM per output line on a strided view; where each tap's product is small, the taps'
operands are taken at once and one ``np.matmul`` makes all their GEMMs (on one strided view of the taps'
windows, when they lie on a lattice: a weight gradient's window as large as the image). ``rhs_dilation`` and
``window_reversal`` only change which window position a tap reads. Every feature
group / batch group is one batch entry of each ``np.matmul``.

Summation order: the reference interpreter (stablehlo/reference/Ops.cpp
``convolutionOp``) computes each output as a ``dot_general`` of the reversed window
and the kernel, one running sum over the contracting dimensions in the order
(input spatial dimensions as the dimension numbers list them, then the input
feature), i.e. kernel taps in row-major order, features innermost. Here the taps
are added in that same order, but each tap's sum over the features is one GEMM
(BLAS's order inside, which can depend on the matrix sizes) added to the running
sum, and the sum is kept in f32 at least where the reference uses the result type;
the spec leaves the order implementation-defined. The output is computed in chunks
of about 512 KiB (whole images, or lines of one image), each accumulated over all
taps while it is in cache.

Accumulation: integers exactly in 64 bits, wrapped to the result width at the
end; floats in float32 at least (f16/bf16/f8 inputs accumulate in f32), float64
when an operand or the result is f64; complex likewise. ``precision_config`` is
ignored, as the upstream reference interpreter ignores it: NumPy computes at the
full precision of the accumulation type, i.e. at least ``HIGHEST``.
Quantized convolutions run here on dequantized operands (interpreter/quantized.py).
"""
from __future__ import annotations

import math
from typing import Sequence

import numpy as np

from ...ir.records import record
from ...ir.attributes import ConvDimensionNumbersAttr
from ...ir.dtypes import dtype_of
from ...ir.nodes import Op
from ...numerics import floats, integers
from ..budget import check_shape
from ..errors import InterpreterError
from ..registry import kernel, specializer
from ._common import as_accumulation_dtype, operand_ints, result_dtype, static_shape
from .shape import pad_layout

# Flat rows computed per output position at most (else one GEMM per output line, on strided views).
_MAX_DROPPED = 2
# Largest magnitude float64 holds exactly: integer products summed below it are exact in BLAS.
_FLOAT64_EXACT = 2 ** 53
# Bytes of output accumulated at a time (with as much again for one tap's product): small enough to
# stay in cache while every tap is added, large enough that each GEMM amortizes its call.
_CHUNK_BYTES = 1 << 19
# A one-chunk convolution whose taps' products are at most _STACKED_TAP_BYTES each and _STACKED_BYTES in all
# makes them in one np.matmul (many small taps, e.g. a ViT patch embedding: there the per-tap calls cost
# more than the GEMMs; larger products are faster one tap at a time, in cache).
_STACKED_TAP_BYTES = 16 << 10
_STACKED_BYTES = 1 << 20


@record(frozen=True)
class ConvConfig:
    """Everything of a convolution except its operands (spec convolution inputs I3-I18): the fields of
    the op's typed attributes, for a convolution whose padding is not an attribute (dynamic_conv, tests).
    ``padding`` holds one ``(low, high)`` pair per spatial dimension."""

    dimension_numbers: ConvDimensionNumbersAttr
    window_strides: Sequence[int]
    padding: Sequence[Sequence[int]]
    lhs_dilation: Sequence[int]
    rhs_dilation: Sequence[int]
    window_reversal: Sequence[bool]
    feature_group_count: int = 1
    batch_group_count: int = 1


@kernel("stablehlo.convolution")
def convolution(ctx, attrs, lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    """Spec ``convolution``: the typed attributes are the configuration (missing window attributes take
    the defaults the op table declares)."""
    return _checked(attrs.op, convolve(lhs, rhs, attrs, result_dtype(attrs.op)))


@specializer("stablehlo.convolution")
def convolution_plan(attrs) -> "ConvolutionPlan | None":
    """``convolution`` between static shapes: layouts, padding, strides, dilations, taps and chunks
    decided once (the same ``ConvolutionPlan`` the kernel builds per call, so the same results); None
    where the kernel reports an error (group constraints, a result shape other than the declared)."""
    lhs_shape, rhs_shape = static_shape(attrs.operand_types[0]), static_shape(attrs.operand_types[1])
    if lhs_shape is None or rhs_shape is None:
        return None
    try:
        plan = ConvolutionPlan(lhs_shape, rhs_shape, dtype_of(attrs.operand_types[0].element_type), attrs,
                               result_dtype(attrs.op))
    except InterpreterError:
        return None
    return plan if plan.shape == tuple(attrs.op.result_types[0].shape) else None


@kernel("stablehlo.dynamic_conv")
def dynamic_conv(ctx, attrs, lhs: np.ndarray, rhs: np.ndarray, padding: np.ndarray) -> np.ndarray:
    """Spec ``dynamic_conv``: convolution with ``padding`` given as a ``[N - 2, 2]`` integer operand. The
    window attributes must have one entry per spatial dimension (C2, C5, C7, C9), which upstream's
    verifier checks only when ``padding`` is a constant."""
    spatial = lhs.ndim - 2
    for name, label in (("window_strides", "C2"), ("lhs_dilation", "C5"), ("rhs_dilation", "C7"),
                        ("window_reversal", "C9")):
        if len(getattr(attrs, name)) != spatial:
            raise InterpreterError(f"{name} has {len(getattr(attrs, name))} entries, the convolution {spatial} "
                                   "spatial dimension(s)", constraint=label)
    flat = operand_ints(padding)
    config = ConvConfig(attrs.dimension_numbers, attrs.window_strides, tuple(zip(flat[0::2], flat[1::2])),
                        attrs.lhs_dilation, attrs.rhs_dilation, attrs.window_reversal, attrs.feature_group_count,
                        attrs.batch_group_count)
    plan = ConvolutionPlan(lhs.shape, rhs.shape, lhs.dtype, config, result_dtype(attrs.op))
    check_shape(ctx, attrs, plan.shape)  # the memory budget (interpreter/budget.py), before convolving
    return _checked(attrs.op, plan(lhs, rhs))


def _checked(op: Op, result: np.ndarray) -> np.ndarray:
    """``result``, unless its shape is not the declared one (a static result type)."""
    declared = op.result_types[0].shape
    if declared is not None and None not in declared and tuple(declared) != result.shape:
        raise InterpreterError(f"computed result shape {list(result.shape)} differs from the declared "
                               f"{list(declared)}", constraint="C25")
    return result


def convolve(lhs: np.ndarray, rhs: np.ndarray, config: ConvConfig, dtype: np.dtype) -> np.ndarray:
    """The convolution of ``lhs`` and ``rhs`` as spec ``convolution`` defines it, as ``dtype``; ``config`` is
    a ``ConvConfig`` or the typed attributes of a ``stablehlo.convolution`` (the same fields)."""
    return ConvolutionPlan(lhs.shape, rhs.shape, lhs.dtype, config, dtype)(lhs, rhs)


class ConvolutionPlan:
    """A convolution of operands of given shapes and lhs dtype, with everything that does not depend on
    the operands' values decided; calling it with the operands convolves them (``convolve``)."""

    def __init__(self, lhs_shape: Sequence[int], rhs_shape: Sequence[int], lhs_dtype: np.dtype,
                 config: ConvConfig, dtype: np.dtype) -> None:
        numbers = config.dimension_numbers
        groups_f, groups_b = config.feature_group_count, config.batch_group_count
        _check_groups(lhs_shape, rhs_shape, numbers, groups_f, groups_b)
        self.dtype, self.acc = dtype, _accumulation_dtype(np.dtype(lhs_dtype), dtype)
        # canonical layouts: lhs [n, spatial..., c], rhs [spatial..., i, o]; a convolution without spatial
        # dimensions gets one of size 1 (so that every output position is a grid line of a phase image)
        self.lhs_axes = (numbers.input_batch_dimension, *numbers.input_spatial_dimensions,
                         numbers.input_feature_dimension)
        self.rhs_axes = (*numbers.kernel_spatial_dimensions, numbers.kernel_input_feature_dimension,
                         numbers.kernel_output_feature_dimension)
        spatial = [lhs_shape[d] for d in numbers.input_spatial_dimensions] or [1]
        self.kernel_sizes = [rhs_shape[d] for d in numbers.kernel_spatial_dimensions] or [1]
        strides, rhs_dilation = list(config.window_strides) or [1], list(config.rhs_dilation) or [1]
        self.lhs_dilation = list(config.lhs_dilation) or [1]
        low = [int(p[0]) for p in config.padding] or [0]
        high = [int(p[1]) for p in config.padding] or [0]
        padded = [max(0, lo + (0 if n == 0 else (n - 1) * d + 1) + hi)
                  for n, lo, hi, d in zip(spatial, low, high, self.lhs_dilation)]
        windows = [0 if k == 0 else (k - 1) * r + 1 for k, r in zip(self.kernel_sizes, rhs_dilation)]
        out_sizes = [0 if p == 0 or w > p else (p - w) // s + 1 for p, w, s in zip(padded, windows, strides)]
        # a stride past the padded extent reads its first window only, as a stride of the extent does; the
        # smaller one keeps the phase images (one per stride position) to the input's size
        strides = [min(s, max(p, 1)) for s, p in zip(strides, padded)]

        self.groups = groups_f * groups_b
        self.batch, self.in_group = lhs_shape[numbers.input_batch_dimension] // groups_b, \
            lhs_shape[numbers.input_feature_dimension] // groups_f
        out_features = rhs_shape[numbers.kernel_output_feature_dimension]
        self.out_group = out_features // self.groups
        self.lhs_canonical = (self.batch * groups_b, *spatial, self.in_group * groups_f)
        canonical = (self.batch, *out_sizes[:len(numbers.input_spatial_dimensions)], out_features)
        self.order = tuple(np.argsort((numbers.output_batch_dimension, *numbers.output_spatial_dimensions,
                                       numbers.output_feature_dimension)))
        self.shape = tuple(canonical[i] for i in self.order)
        self.canonical = canonical
        self.out_sizes = out_sizes
        self.contraction = self.in_group * int(np.prod(self.kernel_sizes, dtype=np.int64))
        self.tap_rows: np.ndarray | None = None  # flat rows of every tap's operand (_accumulate_stacked)
        self.stacked_lines = False  # _accumulate_lines makes the taps' GEMMs at once (_accumulate_lattice)
        if self.contraction == 0 or 0 in canonical:
            return
        # phase images: [phases, groups, batch, Q...] with Q = ceil(padded / stride); the extra high
        # padding up to Q * stride is read only by the dropped rows
        grid = [-(-p // s) for p, s in zip(padded, strides)]
        self.low, self.high = low, [hi + q * s - p for hi, q, s, p in zip(high, grid, strides, padded)]
        # the padded (and dilated) input, as a strided assignment into zeros: shape and slices decided here
        self.padding = pad_layout(self.lhs_canonical, (0, *self.low, 0), (0, *self.high, 0),
                                  (0, *(d - 1 for d in self.lhs_dilation), 0))
        # np.moveaxis(..., -2, 0) of the kernel [taps, i, groups, o] and of the result [n, out..., groups, o]
        rank = 2 + len(out_sizes)
        self.kernel_groups_first, self.result_groups_first = (2, 0, 1, 3), (rank - 1, *range(rank - 1), rank)
        self.split = (groups_b, self.batch, *(v for q, s in zip(grid, strides) for v in (q, s)), groups_f,
                      self.in_group)
        k = len(grid)
        self.phase_axes = (*(3 + 2 * d for d in range(k)), 0, 2 + 2 * k, 1, *(2 + 2 * d for d in range(k)),
                           3 + 2 * k)
        self.flat = [int(np.prod(grid[d + 1:], dtype=np.int64)) for d in range(k)]
        self.images = (int(np.prod(strides, dtype=np.int64)), self.groups, self.batch, self.flat[0] * grid[0],
                       self.in_group)
        self.grid = grid
        # taps in row-major kernel order: phase, shift (grid position of output 0) and flat offset of the
        # window position the tap multiplies, t * rhs_dilation (window_reversal: from the window's end)
        reversed_axes = {d for d, flip in enumerate(config.window_reversal) if flip}
        self.taps = []
        for tap in np.ndindex(*self.kernel_sizes):
            position = [(size - 1 - t if d in reversed_axes else t) * r
                        for d, (t, size, r) in enumerate(zip(tap, self.kernel_sizes, rhs_dilation))]
            phase = int(np.ravel_multi_index([p % s for p, s in zip(position, strides)], strides))
            shift = tuple(p // s for p, s in zip(position, strides))
            self.taps.append((phase, shift, sum(q * f for q, f in zip(shift, self.flat))))
        # every tap reading phase 0 at shift ``tap * rhs_dilation`` (no window stride, no reversal): the taps'
        # windows are one strided view of a lattice, for _accumulate_lines to make all their GEMMs at once
        lattice = [tuple(t * r for t, r in zip(tap, rhs_dilation)) for tap in np.ndindex(*self.kernel_sizes)]
        self.tap_lattice = len(self.taps) > 1 and all(phase == 0 for phase, _, _ in self.taps) \
            and [shift for _, shift, _ in self.taps] == lattice
        self.rhs_dilation = rhs_dilation
        # one output line (fixed first spatial index) spans flat[0] grid rows, the last one only up to
        # the last output position
        self.last_line = sum((o - 1) * f for o, f in zip(out_sizes[1:], self.flat[1:])) + 1
        # a window much wider than the output (few outputs per line) makes most flat rows dropped ones:
        # then each tap is a stack of one GEMM per output line on a strided view instead
        self.flat_rows = (out_sizes[0] - 1) * self.flat[0] + self.last_line <= \
            _MAX_DROPPED * int(np.prod(out_sizes, dtype=np.int64))
        line_bytes = self.flat[0] * out_features * np.dtype(self.acc).itemsize
        image_lines = out_sizes[0]
        if image_lines * line_bytes <= _CHUNK_BYTES:
            self.chunk = (min(self.batch, max(1, _CHUNK_BYTES // (image_lines * line_bytes))), image_lines)
        else:
            self.chunk = (1, max(1, _CHUNK_BYTES // line_bytes))
        # several taps of small products (of more than one element), in one chunk, all taps' products within
        # _STACKED_BYTES: the taps' rows are taken at once (their flat indices into the phase images made
        # here), one np.matmul
        rows = (out_sizes[0] - 1) * self.flat[0] + self.last_line
        single_chunk = self.chunk == (self.batch, image_lines)
        tap_bytes = self.groups * self.batch * rows * self.out_group * self.acc.itemsize
        if self.flat_rows and single_chunk and len(self.taps) > 1 and self.acc.itemsize < tap_bytes \
                and tap_bytes <= _STACKED_TAP_BYTES and len(self.taps) * tap_bytes <= _STACKED_BYTES:
            images_flat = self.images[3]
            planes = np.arange(self.groups * self.batch).reshape(self.groups, self.batch, 1) * images_flat
            phase_rows = self.groups * self.batch * images_flat
            image_rows = np.stack([phase * phase_rows + offset + planes + np.arange(rows)
                                   for phase, _, offset in self.taps])
            # the same rows of the padded input itself (rows of in_group features), not of the phase images
            # made from it: the take reads the very elements the images would hold, without making them
            input_rows = np.arange(math.prod(self.split[:-1])).reshape(self.split[:-1])
            self.tap_rows = input_rows.transpose(self.phase_axes[:-1]).reshape(-1)[image_rows]
        # _accumulate_lines with the taps' products made by one np.matmul: products of more than one element (the
        # taps' axis is not np.add.reduce's innermost), all of them within _STACKED_BYTES
        product = self.groups * self.batch * int(np.prod(out_sizes, dtype=np.int64)) * self.out_group
        self.stacked_lines = bool(self.tap_lattice) and product > 1 \
            and len(self.taps) * product * self.acc.itemsize <= _STACKED_BYTES

    def __call__(self, lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
        if self.contraction == 0 or 0 in self.canonical:
            return np.zeros(self.shape, self.dtype)
        x = as_accumulation_dtype(np.transpose(lhs, self.lhs_axes), self.acc).reshape(self.lhs_canonical)
        k = as_accumulation_dtype(np.transpose(rhs, self.rhs_axes), self.acc)
        k = k.reshape(*self.kernel_sizes, *k.shape[-2:])
        compute = self._compute_dtype(x, k)
        x = x.astype(compute, copy=False)
        if self.padding is not None:
            shape, target, source = self.padding
            padded = np.zeros(shape, compute)
            padded[target] = x[source]
            x = padded
        if self.tap_rows is None:
            images = np.ascontiguousarray(x.reshape(self.split).transpose(self.phase_axes)).reshape(self.images)
            del x
        # kernel [groups, taps, 1, i, o per group]: group g takes output feature block g (spec split along
        # kernel_output_feature_dimension); the results' blocks line up again as features (spec concatenate)
        b = k.astype(compute, copy=False).reshape(-1, self.in_group, self.groups, self.out_group)
        b = np.ascontiguousarray(b.transpose(self.kernel_groups_first))[:, :, None]
        result = np.empty((self.batch, *self.out_sizes, self.groups, self.out_group), self.acc)
        out = result.transpose(self.result_groups_first)
        if self.tap_rows is not None:
            self._accumulate_stacked(x.reshape(-1, self.in_group), b, out)
        elif self.flat_rows:
            self._accumulate(images, b, out)
        else:
            self._accumulate_lines(images, b, out)
        result = result.reshape(self.canonical).transpose(self.order)
        return _to_result(result, self.dtype)

    def _compute_dtype(self, x: np.ndarray, k: np.ndarray) -> np.dtype:
        """The accumulation type, or float64 for integers whose every partial sum is exact in it (BLAS)."""
        if self.acc.kind not in "iu":
            return self.acc
        bound = max(abs(int(x.max())), abs(int(x.min()))) * max(abs(int(k.max())), abs(int(k.min())))
        return np.dtype(np.float64) if bound * self.contraction < _FLOAT64_EXACT else self.acc

    def _accumulate(self, images: np.ndarray, b: np.ndarray, out: np.ndarray) -> None:
        """``out`` ([groups, batch, out sizes..., o per group]) = the sum over taps of the tap's GEMMs,
        one chunk of images / lines at a time."""
        images_per_chunk, lines_per_chunk = self.chunk
        line, lines = self.flat[0], self.out_sizes[0]
        shape = (self.groups, images_per_chunk, lines_per_chunk * line, self.out_group)
        total, product = np.empty(shape, images.dtype), np.empty(shape, images.dtype)
        for first_image in range(0, self.batch, images_per_chunk):
            count = min(images_per_chunk, self.batch - first_image)
            for first_line in range(0, lines, lines_per_chunk):
                n_lines = min(lines_per_chunk, lines - first_line)
                rows, start = (n_lines - 1) * line + self.last_line, first_line * line
                acc, tmp = total[:, :count, :rows], product[:, :count, :rows]
                for index, (phase, _, offset) in enumerate(self.taps):
                    a = images[phase, :, first_image:first_image + count, start + offset:start + offset + rows]
                    np.matmul(a, b[:, index], out=tmp if index else acc)
                    if index:
                        acc += tmp
                self._store(total, out, first_image, count, first_line, n_lines)

    def _store(self, total: np.ndarray, out: np.ndarray, first_image: int, count: int, first_line: int,
               n_lines: int) -> None:
        """The output positions of the accumulated flat rows ``total`` ([groups, images, rows, o per group])
        into ``out``: each line's first grid positions, the rest are dropped."""
        lines_view = total[:, :count, :n_lines * self.flat[0]].reshape(
            self.groups, count, n_lines, *self.grid[1:], self.out_group)
        inside = tuple(slice(0, o) for o in self.out_sizes[1:])
        out[:, first_image:first_image + count, first_line:first_line + n_lines] = \
            lines_view[(slice(None), slice(None), slice(None), *inside)]

    def _accumulate_stacked(self, rows: np.ndarray, b: np.ndarray, out: np.ndarray) -> None:
        """``_accumulate`` of a single chunk with every tap's rows taken at once (``tap_rows``) from the rows
        of the padded input: one ``np.matmul`` over the taps' stack makes the very GEMMs the loop makes
        (same shapes, same operands), then the products are summed in tap order as there, by one
        ``np.add.reduce`` over the taps' axis: the outermost, so NumPy's loop runs along the products
        (of more than one element) and adds them one after another (its pairwise summation is only along
        the reduced axis when that is the innermost, numpy/_core/src/umath/loops_utils.h.src)."""
        stack = np.take(rows, self.tap_rows, axis=0)
        products = np.matmul(stack, b.swapaxes(0, 1))
        lines = self.out_sizes[0]
        total = np.empty((self.groups, self.batch, lines * self.flat[0], self.out_group), products.dtype)
        np.add.reduce(products, axis=0, out=total[:, :, :products.shape[3]])
        self._store(total, out, 0, self.batch, 0, lines)

    def _accumulate_lines(self, images: np.ndarray, b: np.ndarray, out: np.ndarray) -> None:
        """``out`` as ``_accumulate`` computes it, the output lines of every tap's window positions taken
        as a strided view of its phase image (one GEMM per output line), over the whole batch at once."""
        grid = images.reshape(*images.shape[:3], *self.grid, self.in_group)
        b = b.reshape(self.groups, len(self.taps), *(1,) * len(self.grid), self.in_group, self.out_group)
        if self.stacked_lines:
            self._accumulate_lattice(grid[0], b, out)
            return
        total = None
        for index, (phase, shift, _) in enumerate(self.taps):
            window = grid[(phase, slice(None), slice(None), *(slice(q, q + o) for q, o in zip(shift, self.out_sizes)))]
            product = np.matmul(window, b[:, index])
            if total is None:
                total = product
            else:
                total += product
        out[...] = total

    def _accumulate_lattice(self, grid: np.ndarray, b: np.ndarray, out: np.ndarray) -> None:
        """``_accumulate_lines`` (``grid``: phase 0's image, [groups, batch, Q..., i]) with every tap's window
        one entry of a strided view ([kernel sizes..., groups, batch, out sizes..., i]: the same elements at
        the same strides as each tap's view, so each GEMM of the one np.matmul is the loop's), the products
        summed in tap order by one np.add.reduce over their outermost axis, as ``_accumulate_stacked``
        (e.g. a weight gradient: a window as large as the image, a few outputs per line)."""
        k = len(self.grid)
        shape = (*self.kernel_sizes, *grid.shape[:2], *self.out_sizes, grid.shape[-1])
        strides = (*(grid.strides[2 + d] * r for d, r in enumerate(self.rhs_dilation)), *grid.strides[:2 + k],
                   grid.strides[-1])
        windows = np.lib.stride_tricks.as_strided(grid, shape, strides, writeable=False)
        kernels = b.swapaxes(0, 1).reshape(*self.kernel_sizes, *b.shape[:1], *b.shape[2:])
        products = np.matmul(windows, kernels)
        out[...] = np.add.reduce(products.reshape(-1, *products.shape[len(self.kernel_sizes):]), axis=0)


def _check_groups(lhs: Sequence[int], rhs: Sequence[int], numbers: ConvDimensionNumbersAttr,
                  groups_f: int, groups_b: int) -> None:
    """The constraints the grouped reshapes of operands of shapes ``lhs`` and ``rhs`` rely on (C10, C11,
    C14-C16, C21-C23)."""
    batch = lhs[numbers.input_batch_dimension]
    features = lhs[numbers.input_feature_dimension]
    kernel_in = rhs[numbers.kernel_input_feature_dimension]
    kernel_out = rhs[numbers.kernel_output_feature_dimension]
    problems = [
        (groups_f < 1 or groups_b < 1, "C21-C22", "group counts must be positive"),
        (groups_f > 1 and groups_b > 1, "C23", "feature_group_count = 1 or batch_group_count = 1"),
        (batch % groups_b != 0, "C10", "dim(lhs, input_batch_dimension) % batch_group_count = 0"),
        (features % groups_f != 0, "C11", "dim(lhs, input_feature_dimension) % feature_group_count = 0"),
        (kernel_in * groups_f != features, "C14",
         "dim(rhs, kernel_input_feature_dimension) = dim(lhs, input_feature_dimension) / feature_group_count"),
        (kernel_out % (groups_f * groups_b) != 0, "C15-C16",
         "dim(rhs, kernel_output_feature_dimension) must be divisible by the group count"),
    ]
    for failed, label, message in problems:
        if failed:
            raise InterpreterError(message, constraint=label)


def _accumulation_dtype(operand: np.dtype, result: np.dtype) -> np.dtype:
    """Integers (and i1) in 64 bits; floats and complex in at least f32 / the wider of operand and result."""
    if not (floats.is_float(operand) or floats.is_complex(operand)):
        return np.dtype(np.uint64) if operand == np.uint64 else np.dtype(np.int64)
    wide = np.dtype(np.float64) in (operand, result) or np.dtype(np.complex128) in (operand, result)
    if floats.is_complex(operand) or floats.is_complex(result):
        return np.dtype(np.complex128 if wide else np.complex64)
    return np.dtype(np.float64 if wide else np.float32)


def _to_result(values: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """The accumulated values as ``dtype``: i1 is "any product true", integers wrap to their width."""
    if dtype == np.bool_:
        return values != 0
    if values.dtype.kind in "iu":
        return integers.wrap(values, dtype)
    return values.astype(dtype, copy=False)
