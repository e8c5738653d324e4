"""Spec ``fft``: FFT, IFFT, RFFT and IRFFT over the trailing ``len(fft_length)`` dimensions with ``np.fft``.

The transforms run in complex128/float64 and are rounded once to the declared
result type (complex64/complex128 or f32/f64).
"""
from __future__ import annotations

import numpy as np

from ...ir.nodes import Op
from ..registry import evaluates
from ._common import enum_value, ints, result_dtype, result_shape

_TRANSFORMS = {"FFT": np.fft.fftn, "IFFT": np.fft.ifftn, "RFFT": np.fft.rfftn, "IRFFT": np.fft.irfftn}


@evaluates("stablehlo.fft")
def fft(ctx, op: Op, operand: np.ndarray) -> np.ndarray:
    """Spec ``fft``: the ``fft_type`` transform of lengths ``fft_length`` on the last dimensions.

    IRFFT takes ``fft_length[-1] / 2 + 1`` complex values on the last dimension
    and returns ``fft_length[-1]`` reals (C5), as ``np.fft.irfftn`` with ``s``.
    """
    fft_type = enum_value(op, "fft_type")
    lengths = ints(op, "fft_length")
    dtype = result_dtype(op)
    shape = result_shape(op)
    if operand.size == 0 or 0 in lengths or 0 in shape:
        return np.zeros(shape, dtype=dtype)
    wide = operand.astype(np.float64 if fft_type == "RFFT" else np.complex128)
    axes = tuple(range(-len(lengths), 0))
    return _TRANSFORMS[fft_type](wide, s=lengths, axes=axes).astype(dtype)
