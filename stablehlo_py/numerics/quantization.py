"""Uniform quantization (spec "Quantization computations": ``quantize``, ``dequantize``).

A quantized tensor is held as an array of its storage type. Per-tensor
quantization has one ``scale``/``zero_point``; per-axis quantization has one
pair per slice of ``quantization_dimension``, applied here by broadcasting the
parameters along that dimension (spec ``compute_scales``/``compute_zero_points``).
"""
from __future__ import annotations

import numpy as np

from ..ir.dtypes import dtype_of
from ..ir.types import QuantizedType
from . import integers


def storage_range(qtype: QuantizedType) -> tuple[int, int]:
    """``(storage_min, storage_max)``; they default to the storage type's own range (spec "Types")."""
    info = integers.iinfo(dtype_of(qtype.storage_type))
    low = int(info.min) if qtype.storage_min is None else qtype.storage_min
    high = int(info.max) if qtype.storage_max is None else qtype.storage_max
    return low, high


def _parameter(values: tuple, dtype: np.dtype, qtype: QuantizedType, rank: int) -> np.ndarray:
    """Per-tensor: a 0-d array; per-axis: the values laid along ``quantization_dimension`` of a rank-``rank`` array."""
    array = np.asarray(values, dtype=dtype)
    if qtype.quantization_dimension is None:
        return array.reshape(())
    shape = [1] * rank
    shape[qtype.quantization_dimension] = array.size
    return array.reshape(shape)


def dequantize(stored: np.ndarray, qtype: QuantizedType) -> np.ndarray:
    """Spec ``dequantize``: ``(stored - zero_point) * scale`` in the expressed type.

    The subtraction is done exactly in int64 (storage types up to si64/ui32; ui64 storage values
    above 2**63 would wrap): the spec's formula ``f = (i - zero_point) * scale`` (spec "Types") is
    over integers, and e.g. ``127 - (-128)`` does not fit the storage type.
    """
    expressed = dtype_of(qtype.expressed_type)
    stored = np.asarray(stored)
    zero_points = _parameter(qtype.zero_points, np.int64, qtype, stored.ndim)
    scales = _parameter(qtype.scales, expressed, qtype, stored.ndim)
    shifted = stored.astype(np.int64) - zero_points
    return (shifted.astype(expressed) * scales).astype(expressed, copy=False)


def quantize(values: np.ndarray, qtype: QuantizedType) -> np.ndarray:
    """Spec ``quantize``: ``round_nearest_even(clamp(storage_min, x / scale + zero_point, storage_max))``
    computed in the expressed type, then converted to the storage type.

    NaN stays NaN through clamp and rounding; the final ``convert`` makes it 0 and saturates at the
    storage type's range (``storage_max`` converted to the expressed type may round up), as
    ``convert`` of floats to integers does (``integers.saturating_from_float``).
    """
    expressed = dtype_of(qtype.expressed_type)
    x = np.asarray(values).astype(expressed, copy=False)
    scales = _parameter(qtype.scales, expressed, qtype, x.ndim)
    zero_points = _parameter(qtype.zero_points, expressed, qtype, x.ndim)
    low, high = storage_range(qtype)
    scaled = (x / scales + zero_points).astype(expressed, copy=False)
    clamped = np.minimum(np.maximum(scaled, expressed.type(low)), expressed.type(high))
    rounded = np.rint(clamped.astype(np.float64))
    return integers.saturating_from_float(rounded, dtype_of(qtype.storage_type))
