"""Kernels of the ``fft`` family: spec ``fft`` (FFT, IFFT, RFFT, IRFFT over the trailing
``len(fft_length)`` dimensions with ``np.fft``).

The transforms run in complex128/float64 and are rounded once to the declared
result type (complex64/complex128 or f32/f64).
"""
from __future__ import annotations

import numpy as np

from ...ir.dtypes import dtype_of
from ...ir.enums import FftType
from ..registry import kernel

_TRANSFORMS = {FftType.FFT: np.fft.fftn, FftType.IFFT: np.fft.ifftn, FftType.RFFT: np.fft.rfftn,
               FftType.IRFFT: np.fft.irfftn}


@kernel("stablehlo.fft")
def fft(ctx, attrs, operand: np.ndarray) -> np.ndarray:
    """Spec ``fft``: the ``fft_type`` transform of lengths ``fft_length`` on the last dimensions.

    IRFFT takes ``fft_length[-1] / 2 + 1`` complex values on the last dimension
    and returns ``fft_length[-1]`` reals (C5), as ``np.fft.irfftn`` with ``s``.
    """
    dtype, lengths = dtype_of(attrs.result_types[0].element_type), tuple(attrs.fft_length)
    shape = operand.shape  # the result's shape (spec C4, C5): the operand's, except for the real side
    if attrs.fft_type is FftType.RFFT:
        shape = shape[:-1] + ((shape[-1] and shape[-1] // 2 + 1),)
    elif attrs.fft_type is FftType.IRFFT:
        shape = shape[:len(shape) - len(lengths)] + lengths
    if operand.size == 0 or 0 in lengths or 0 in shape:
        return np.zeros(shape, dtype=dtype)
    wide = operand.astype(np.float64 if attrs.fft_type is FftType.RFFT else np.complex128)
    axes = tuple(range(-len(lengths), 0))
    return _TRANSFORMS[attrs.fft_type](wide, s=lengths, axes=axes).astype(dtype)
