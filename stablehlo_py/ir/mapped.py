"""Files read through a memory map (``mmap``): what the readers of bytecode and of text share about them.

A module's weights are read from the map and copied out once (aligned, see ``bytecode.dense``), or decoded
(hex blobs of text, ``parser.hex_blobs``); the pages they came from are then given back, so that a model's
weights are resident once, not twice. Blobs the layout lets stay in place are views of the map.
"""
from __future__ import annotations

import mmap

# Pages of a mapped file are handed back to the kernel once a blob of at least this size is copied out of them.
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


def is_mapped(blob: object) -> bool:
    """Whether ``blob`` is a view of a memory-mapped file (``mapped_view``), not bytes of its own."""
    return isinstance(blob, memoryview) and isinstance(blob.obj, mmap.mmap)
