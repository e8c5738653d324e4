"""Dense element data in bytecode: raw little-endian elements, row-major (VhloBytecode.cpp
readVhloTensorV1Attr; BuiltinDialectBytecode.td DenseIntOrFPElementsAttr).

A blob of exactly one element is a splat whatever the shape. ``i1`` is bit-packed LSB first, one byte
``0xFF`` being a splat of true; the unpacked form (one byte per element) that writers emitted for a
while is accepted too, told apart by its length as upstream does. Sub-byte types (``i4``, ``i2``,
``f4E2M1FN``, ``f6*``) take one byte per element holding the N-bit pattern, which is also how
``ml_dtypes`` stores them, so the bytes are viewed, not converted.
"""
from __future__ import annotations

import sys

import numpy as np

from ..ir.dtypes import dtype_of
from ..ir.literals import booleans_from_bytes, is_splat
from ..ir.mapped import copied_out, release_pages
from ..ir.types import BooleanType, QuantizedType, TensorType
from .stream import ByteReader, ByteWriter


def read_dense(reader: ByteReader, tensor_type: object) -> np.ndarray:
    """The array of a blob at the reader, aligned and read-only, made once (``_owned``)."""
    if not isinstance(tensor_type, TensorType) or tensor_type.shape is None or None in tensor_type.shape:
        reader.fail(f"dense data needs a static tensor type, got {tensor_type}")
    size = reader.count(1, "dense data blob")
    start = reader.pos
    reader.pos += size
    shape = tuple(tensor_type.shape)  # type: ignore[arg-type]
    element = tensor_type.element_type
    storage = element.storage_type if isinstance(element, QuantizedType) else element
    try:
        dtype = dtype_of(storage)
    except TypeError:
        reader.fail(f"no dense data for element type {element}", start)
    count = 1
    for dim in shape:
        count *= dim
    if count * dtype.itemsize > sys.maxsize:
        reader.fail(f"{tensor_type} has more elements than any array can hold", start)
    data = reader.data
    if isinstance(storage, BooleanType):
        return _booleans(data, start, size, shape, count, reader)
    itemsize = dtype.itemsize
    if size == count * itemsize:
        return _owned(data, dtype, count, start).reshape(shape)
    if size == itemsize and count != 1:  # a splat (of a tensor with no elements too)
        return np.broadcast_to(_owned(data, dtype, 1, start)[0], shape)
    reader.fail(f"a blob of {size} bytes for {tensor_type} (needs {count * itemsize}, or {itemsize} for a splat)",
                start)


def _owned(data: bytes, dtype: np.dtype, count: int, start: int) -> np.ndarray:
    """``count`` elements from ``data[start:]`` as an array of their own: one copy, made when the blob is read,
    so that it is aligned (a blob sits at any offset of the file: a view of it may be misaligned, and NumPy
    then copies it, or takes its slow path, in every op of every run), read-only like every constant, and
    keeps no reference to the file's bytes (the module holds no second copy of its weights). The pages of a
    mapped file it came from are released."""
    array = copied_out(data, dtype, count, start)
    array.flags.writeable = False
    release_pages(data, start, count * dtype.itemsize)
    return array


def _booleans(data: bytes, start: int, size: int, shape: tuple, count: int, reader: ByteReader) -> np.ndarray:
    booleans = booleans_from_bytes(_owned(data, np.dtype(np.uint8), size, start), shape, count)
    if booleans is None:
        reader.fail(f"a blob of {size} bytes for {count} booleans", start)
    booleans.flags.writeable = False
    return booleans


def write_dense(writer: ByteWriter, array: np.ndarray, tensor_type: TensorType) -> None:
    """The blob of ``array``: one element for a splat, ``i1`` bit-packed (as upstream writes them)."""
    splat = _splat_element(array)
    flat = splat if splat is not None else np.ascontiguousarray(array).reshape(-1)
    element = tensor_type.element_type
    storage = element.storage_type if isinstance(element, QuantizedType) else element
    if isinstance(storage, BooleanType):
        if splat is not None:
            writer.blob(b"\xff" if flat[0] else b"\x00")
        else:
            writer.blob(np.packbits(flat.astype(np.bool_), bitorder="little").tobytes())
        return
    dtype = dtype_of(storage)
    writer.blob(flat.astype(dtype, copy=False).tobytes())


def _splat_element(array: np.ndarray) -> np.ndarray | None:
    """The one element of a splat (MLIR's DenseElementsAttr stores all-equal data as one element), or None.

    A splat of a tensor with no elements keeps its value in the array it was broadcast from.
    """
    if array.size == 1:
        return None
    if array.size == 0:
        base = array.base
        while isinstance(base, np.ndarray) and base.size == 0:
            base = base.base
        return base.reshape(-1)[:1] if isinstance(base, np.ndarray) and all(s == 0 for s in array.strides) else None
    return array.reshape(-1)[:1] if is_splat(array) else None
