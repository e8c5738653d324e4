"""Element types <-> NumPy dtypes (``ml_dtypes`` for the narrow formats), and the bit patterns
of floats as MLIR writes them (hex literals, dense blobs)."""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from .types import (BooleanType, ComplexType, ElementType, FloatType, IndexType, IntegerType,
                    QuantizedType, TensorType, Type)


_FLOATS = {
    "f16": np.dtype(np.float16),
    # tf32 has no storage format of its own: values are f32 rounded to 10 mantissa bits.
    "tf32": np.dtype(np.float32),
    "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64),
}
_INTS = {(True, 8): np.int8, (True, 16): np.int16, (True, 32): np.int32, (True, 64): np.int64,
         (False, 8): np.uint8, (False, 16): np.uint16, (False, 32): np.uint32, (False, 64): np.uint64}


@lru_cache(maxsize=None)
def _narrow_types() -> tuple[dict[str, np.dtype], dict[tuple[bool, int], type]]:
    """The ``ml_dtypes`` types (floats by type name, integers by (signed, width)), imported on first use:
    parsing and verifying programs of the other types does not import ``ml_dtypes``."""
    import ml_dtypes

    floats = {
        "f4E2M1FN": np.dtype(ml_dtypes.float4_e2m1fn),
        "f6E2M3FN": np.dtype(ml_dtypes.float6_e2m3fn),
        "f6E3M2FN": np.dtype(ml_dtypes.float6_e3m2fn),
        "f8E3M4": np.dtype(ml_dtypes.float8_e3m4),
        "f8E4M3": np.dtype(ml_dtypes.float8_e4m3),
        "f8E4M3FN": np.dtype(ml_dtypes.float8_e4m3fn),
        "f8E4M3FNUZ": np.dtype(ml_dtypes.float8_e4m3fnuz),
        "f8E4M3B11FNUZ": np.dtype(ml_dtypes.float8_e4m3b11fnuz),
        "f8E5M2": np.dtype(ml_dtypes.float8_e5m2),
        "f8E5M2FNUZ": np.dtype(ml_dtypes.float8_e5m2fnuz),
        "f8E8M0FNU": np.dtype(ml_dtypes.float8_e8m0fnu),
        "bf16": np.dtype(ml_dtypes.bfloat16),
    }
    ints = {(True, 2): ml_dtypes.int2, (True, 4): ml_dtypes.int4, (False, 1): ml_dtypes.uint1,
            (False, 2): ml_dtypes.uint2, (False, 4): ml_dtypes.uint4}
    return floats, ints


@lru_cache(maxsize=None)
def dtype_of(t: ElementType | Type) -> np.dtype:
    """The NumPy dtype that holds values of element type ``t`` (of a tensor type's element type)."""
    if isinstance(t, TensorType):
        t = t.element_type
    if isinstance(t, BooleanType):
        return np.dtype(np.bool_)
    if isinstance(t, IntegerType):
        key = (t.signed, t.width)
        scalar = _INTS.get(key) or _narrow_types()[1].get(key)
        if scalar is None:
            raise TypeError(f"unsupported integer width {t}")
        return np.dtype(scalar)
    if isinstance(t, IndexType):
        return np.dtype(np.int64)
    if isinstance(t, FloatType):
        found = _FLOATS.get(t.name)
        return found if found is not None else _narrow_types()[0][t.name]
    if isinstance(t, ComplexType):
        return np.dtype(np.complex64 if t.element_type.name == "f32" else np.complex128)
    if isinstance(t, QuantizedType):
        return dtype_of(t.storage_type)
    raise TypeError(f"no NumPy dtype for {t}")


def is_ml_dtype(dtype: np.dtype) -> bool:
    """Whether ``dtype`` is one of ``ml_dtypes``' (bf16, f8, int4, ...). When it is, ``ml_dtypes`` has been
    imported already (something made the dtype), so asking it about ``dtype`` costs no import."""
    return np.dtype(dtype).type.__module__.split(".")[0] == "ml_dtypes"


def uint_dtype(nbytes: int) -> np.dtype:
    """The unsigned integer dtype of ``nbytes`` bytes (to view bit patterns)."""
    return np.dtype({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[nbytes])


def float_bits_hex(value: object, float_type: FloatType) -> str:
    """``0x...`` with the bits of ``value`` in ``float_type`` (how MLIR writes NaN and inf).

    A NumPy scalar already of the type keeps its exact bits (signaling NaN payloads
    included); anything else is rounded to the type first.
    """
    dt = dtype_of(float_type)
    array = np.asarray(value)
    if array.dtype != dt:
        array = array.astype(np.float64).astype(dt)
    bits = int(array.reshape(1).view(uint_dtype(dt.itemsize))[0])
    return f"0x{bits:0{dt.itemsize * 2}X}"


def float_scalar_from_bits(bits: int, float_type: FloatType) -> np.generic:
    """The NumPy scalar whose bit pattern in ``float_type`` is ``bits``, NaN payloads kept exactly."""
    dt = dtype_of(float_type)
    return np.array([bits], dtype=uint_dtype(dt.itemsize)).view(dt)[0]


def float_from_bits(bits: int, float_type: FloatType) -> float:
    """The value whose bit pattern in ``float_type`` is ``bits`` (hex float literal)."""
    return float(float_scalar_from_bits(bits, float_type))


def aligned_constant(array: np.ndarray) -> np.ndarray:
    """``array`` as a constant: read-only, its elements at aligned addresses (copied once when they are not:
    NumPy would otherwise copy, or take its slow path, in every op that reads it)."""
    if not array.flags.aligned:
        array = array.copy()
    array.flags.writeable = False
    return array


def array_from_bytes(data: bytes, t: Type) -> np.ndarray:
    """Reinterpret raw little-endian element bytes as an array of tensor type ``t``."""
    assert isinstance(t, TensorType)
    dt = dtype_of(t.element_type)
    shape = tuple(t.shape or ())
    count = int(np.prod(shape)) if shape else 1
    if len(data) not in (count * dt.itemsize, dt.itemsize):
        raise ValueError(f"a blob of {len(data)} bytes (the type needs {count * dt.itemsize}, or {dt.itemsize} for a "
                         "splat)")
    flat = np.frombuffer(data, dtype=dt)
    if flat.size == 1 and count != 1:
        return np.full(shape, flat[0], dtype=dt)  # splat blob
    return flat.reshape(shape)
