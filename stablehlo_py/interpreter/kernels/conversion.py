"""Value conversions shared by kernels: ``convert_values`` (spec ``convert``; also ``iota``'s
values), ``bitcast_values`` (spec ``bitcast_convert``) and ``from_bit_patterns`` (also
``rng_bit_generator``). The ``convert``/``bitcast_convert`` kernels are in ``elementwise.py``."""
from __future__ import annotations

import numpy as np

from ...ir.types import BooleanType, ComplexType, ElementType, FloatType, IntegerType, QuantizedType, TensorType
from ...numerics import floats, integers
from ...ir.dtypes import dtype_of, uint_dtype


def convert_values(operand: np.ndarray, dtype: np.dtype, target: ElementType) -> np.ndarray:
    """``operand``'s values converted to element type ``target`` (NumPy ``dtype``) as spec ``convert``."""
    if floats.is_complex(operand.dtype) and not isinstance(target, ComplexType):
        operand = np.real(operand)
    if isinstance(target, BooleanType):
        return operand != 0
    if isinstance(target, IntegerType):
        if floats.is_float(operand.dtype):
            wide = np.array(operand, dtype=np.float64)  # an array also of a NumPy scalar, for out=
            return integers.saturating_from_float(np.trunc(wide, out=wide), dtype)
        if operand.dtype == np.uint64 or operand.dtype.kind in "iu" and dtype.kind in "iu":
            return operand.astype(dtype)  # between NumPy's integers, its cast wraps modulo 2**width
        return integers.wrap(integers.widen(operand), dtype)
    if isinstance(target, (FloatType, ComplexType)) and operand.dtype == np.bool_:
        return operand.astype(np.uint8).astype(dtype)
    return operand.astype(dtype)


def _element_bits(t) -> int:
    """Bits of an element type's pattern (spec ``num_bits``)."""
    if isinstance(t, QuantizedType):  # spec bitcast_convert (C1): a quantized type's storage type
        t = t.storage_type
    if isinstance(t, BooleanType):
        return 1
    if isinstance(t, ComplexType):
        return 2 * _element_bits(t.element_type)
    return t.width


def bitcast_values(operand: np.ndarray, source: TensorType, target: TensorType) -> np.ndarray:
    """Spec ``bitcast_convert`` of ``operand`` (of tensor type ``source``) to tensor type ``target``: the
    same bits; a width change adds/removes a last dimension whose elements are the pieces, least
    significant first (little-endian, as the reference interpreter)."""
    dtype = dtype_of(target.element_type)
    src_bits, dst_bits = _element_bits(source.element_type), _element_bits(target.element_type)
    shape = operand.shape + ((src_bits // dst_bits,) if src_bits > dst_bits else ())  # spec (C1)
    if src_bits < dst_bits:
        shape = shape[:-1]
    if src_bits % 8 == 0 and dst_bits % 8 == 0 and operand.dtype.kind != "V" and dtype.kind != "V":
        return np.ascontiguousarray(operand).view(dtype).reshape(shape)
    patterns = _bit_patterns(operand, src_bits)
    if src_bits > dst_bits:
        ratio = src_bits // dst_bits
        shifts = np.arange(ratio, dtype=np.uint64) * np.uint64(dst_bits)
        patterns = (patterns[..., None] >> shifts) & integers.bit_mask(dst_bits)
    elif src_bits < dst_bits:
        ratio = dst_bits // src_bits
        shifts = np.arange(ratio, dtype=np.uint64) * np.uint64(src_bits)
        patterns = np.bitwise_or.reduce(patterns << shifts, axis=-1)
    return from_bit_patterns(patterns, dtype).reshape(shape)


def _bit_patterns(x: np.ndarray, bits: int) -> np.ndarray:
    """Each element's ``bits``-bit pattern as uint64."""
    if x.dtype == np.bool_:
        return x.astype(np.uint64)
    if integers.is_integer(x.dtype):
        return integers.widen(x).astype(np.uint64) & integers.bit_mask(bits)
    return floats.bits_of(x).astype(np.uint64) & integers.bit_mask(bits)


def from_bit_patterns(patterns: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Elements of ``dtype`` whose bit patterns are the low bits of uint ``patterns`` (shared with
    ``rng_bit_generator``)."""
    if dtype == np.bool_:
        return patterns != 0
    if integers.is_integer(dtype):
        return integers.from_bits(patterns, dtype)
    return patterns.astype(uint_dtype(dtype.itemsize)).view(dtype)
