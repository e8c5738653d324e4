"""Kernels of the ``batch_norm`` family: spec ``batch_norm_training``, ``batch_norm_inference`` and
``batch_norm_grad``.

Statistics are taken over every dimension except ``feature_index``; the
variance is the biased one (mean of squared deviations), as the spec's
decomposition. Narrow floats (f16, bf16, f8) compute in f32, f32 in f32 and f64
in f64; results are rounded to the declared types.
"""
from __future__ import annotations

import numpy as np

from ...numerics import floats
from ..registry import kernel
from ._common import result_dtype


class _Layout:
    """How 1-D per-feature tensors line up with the operand: the feature axis and the others."""

    def __init__(self, attrs, operand: np.ndarray):
        self.feature = attrs.feature_index
        self.epsilon = attrs.epsilon
        self.dtype = floats.compute_dtype(operand.dtype)
        self.rank = operand.ndim
        self.reduced = tuple(i for i in range(operand.ndim) if i != self.feature)
        self.count = operand.size // operand.shape[self.feature] if operand.size else 0

    def wide(self, x: np.ndarray) -> np.ndarray:
        """``x`` in the computation type."""
        return x.astype(self.dtype)

    def per_feature(self, x: np.ndarray) -> np.ndarray:
        """A 1-D feature tensor shaped to broadcast against the operand (``broadcast_in_dim``)."""
        shape = [1] * self.rank
        shape[self.feature] = -1
        return self.wide(x).reshape(shape)

    def total(self, x: np.ndarray) -> np.ndarray:
        """Per-feature sums (over every dimension but ``feature_index``)."""
        return np.sum(x, axis=self.reduced, dtype=self.dtype)

    def mean(self, x: np.ndarray) -> np.ndarray:
        """Per-feature means."""
        return self.total(x) / self.dtype.type(self.count)


def _normalize(layout: _Layout, operand, scale, offset, mean, variance) -> np.ndarray:
    """``scale * (operand - mean) / sqrt(variance + epsilon) + offset`` in the computation type."""
    stddev = np.sqrt(layout.per_feature(variance) + layout.dtype.type(layout.epsilon))
    centered = layout.wide(operand) - layout.per_feature(mean)
    return layout.per_feature(scale) * (centered / stddev) + layout.per_feature(offset)


@kernel("stablehlo.batch_norm_inference")
def batch_norm_inference(ctx, attrs, operand: np.ndarray, scale: np.ndarray, offset: np.ndarray, mean: np.ndarray,
                         variance: np.ndarray) -> np.ndarray:
    """Spec ``batch_norm_inference``: ``scale * (operand - mean) / sqrt(variance + epsilon) + offset``."""
    layout = _Layout(attrs, operand)
    return _normalize(layout, operand, scale, offset, mean, variance).astype(result_dtype(attrs.op))


@kernel("stablehlo.batch_norm_training")
def batch_norm_training(ctx, attrs, operand: np.ndarray, scale: np.ndarray,
                        offset: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Spec ``batch_norm_training``: normalize with the batch mean and (biased) batch variance."""
    op = attrs.op
    layout = _Layout(attrs, operand)
    x = layout.wide(operand)
    mean = layout.mean(x)
    centered = x - layout.per_feature(mean)
    variance = layout.mean(centered * centered)
    output = _normalize(layout, operand, scale, offset, mean, variance)
    return output.astype(result_dtype(op, 0)), mean.astype(result_dtype(op, 1)), variance.astype(result_dtype(op, 2))


@kernel("stablehlo.batch_norm_grad")
def batch_norm_grad(ctx, attrs, operand: np.ndarray, scale: np.ndarray, mean: np.ndarray, variance: np.ndarray,
                    grad_output: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Spec ``batch_norm_grad``: the gradients of ``batch_norm_training`` (XLA's batchnorm_expander
    formulas, as the spec writes them)."""
    op = attrs.op
    layout = _Layout(attrs, operand)
    grad = layout.wide(grad_output)
    variance_eps = layout.per_feature(variance) + layout.dtype.type(layout.epsilon)
    stddev = np.sqrt(variance_eps)
    centered = layout.wide(operand) - layout.per_feature(mean)
    normalized = centered / stddev
    elements_per_feature = layout.dtype.type(layout.count)
    i1 = grad * elements_per_feature
    i2 = layout.per_feature(layout.total(grad))
    i3 = layout.per_feature(layout.total(grad * centered))
    i5 = i3 * centered / variance_eps
    grad_operand = layout.per_feature(scale) / stddev / elements_per_feature * (i1 - i2 - i5)
    grad_scale = layout.total(grad * normalized)
    grad_offset = layout.total(grad)
    return (grad_operand.astype(result_dtype(op, 0)), grad_scale.astype(result_dtype(op, 1)),
            grad_offset.astype(result_dtype(op, 2)))
