"""Files read through a memory map (``mmap``): what the readers of bytecode and of text share about them.

A module's weights are read from the map and copied out once (aligned, see ``bytecode.dense``), or decoded
(hex blobs of text, ``parser.hex_blobs``); the pages they came from are then given back, so that a model's
weights are resident once, not twice. Blobs the layout lets stay in place are views of the map.
"""
from __future__ import annotations

import mmap

import numpy as np

# Pages of a mapped file are handed back to the kernel once a blob of at least this size is copied out of them,
# and a copy of at least this size goes to memory mapped for it with its pages made at once (``copied_out``).
_RELEASE_AT_LEAST = 1 << 20


def mapped_view(data: object, start: int, size: int, alignment: int) -> memoryview | None:
    """``data[start:start + size]`` as a view when ``data`` is a memory-mapped file and the offset is a multiple
    of ``alignment`` (then so is the address, up to a page); None otherwise (the caller copies)."""
    if not isinstance(data, mmap.mmap) or alignment > mmap.PAGESIZE or start % max(alignment, 1):
        return None
    return memoryview(data)[start:start + size]


def release_pages(data: object, start: int, size: int) -> None:
    """Tell the kernel that the pages wholly inside ``data[start:start + size]`` of a memory-mapped file are no
    longer needed (``MADV_DONTNEED``; a later read maps them again from the file), so that a copied-out blob
    does not stay resident twice. Nothing for bytes, or for blobs under a megabyte."""
    if size < _RELEASE_AT_LEAST or not isinstance(data, mmap.mmap) or not hasattr(mmap, "MADV_DONTNEED"):
        return
    page = mmap.PAGESIZE
    first, last = -(-start // page) * page, (start + size) // page * page
    if last > first:
        data.madvise(mmap.MADV_DONTNEED, first, last - first)


def copied_out(data: object, dtype: np.dtype, count: int, start: int) -> np.ndarray:
    """``count`` elements of ``dtype`` from ``data[start:]`` as an array that owns its memory, page-aligned when
    large. A blob of a megabyte or more goes to anonymous memory mapped with ``MAP_POPULATE``: the kernel makes
    all its pages in one call instead of one fault per 4 KB page as the copy touches them, which is most of the
    cost of copying a model's weights out of its file on a virtual machine (0.2 s instead of 0.3-0.6 s for
    GPT-2's 0.5 GB here). Elsewhere, or for small blobs, a plain NumPy copy."""
    source = np.frombuffer(data, dtype, count, start)
    populate = getattr(mmap, "MAP_POPULATE", 0)
    if source.nbytes < _RELEASE_AT_LEAST or not populate:
        return source.copy()
    memory = _OwnMemory(-1, source.nbytes, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS | populate)
    array = np.frombuffer(memory, dtype, count)
    array[...] = source
    return array


class _OwnMemory(mmap.mmap):
    """Anonymous memory that ``copied_out`` mapped for one array (not a file's pages)."""


def owns_memory(array: np.ndarray) -> bool:
    """Whether ``array``'s elements are in memory of its own (NumPy's, or mapped for it by ``copied_out``), not in
    a file's bytes or map that it would keep alive."""
    base = array
    while isinstance(base, np.ndarray) and base.base is not None:
        base = base.base
    if isinstance(base, memoryview):  # NumPy's hold on a buffer it did not allocate
        base = base.obj
    return isinstance(base, (np.ndarray, _OwnMemory))


def is_mapped(blob: object) -> bool:
    """Whether ``blob`` is a view of a memory-mapped file (``mapped_view``), not bytes of its own."""
    return isinstance(blob, memoryview) and isinstance(blob.obj, mmap.mmap)
