"""glibc's thresholds for the blocks NumPy's arrays live in, set once per process by the first run.

A run makes and frees arrays of a few hundred KiB to a few MiB over and over (an encoder's activations, the
float64 copies transcendentals are computed in). glibc serves blocks from 128 KiB on with ``mmap`` and raises
that threshold as they are freed, but it also gives the top of its heap back to the kernel once 2x that
threshold is free there, so the next array of the same size takes fresh pages again: a page fault each 4 KiB,
zeroed by the kernel (bert_gelu spent a quarter of its 3.6 ms so). Here blocks below ``MMAP_THRESHOLD`` come
from the heap and up to ``TRIM_THRESHOLD`` of free memory stays at its top, to be used again (bert_gelu
3.6 -> 2.7 ms, whisper_encoder 3.0 -> 2.3 ms, one process each taken in turn; a GPT-2-sized forward's time
and peak memory unchanged: its weights and larger arrays are ``mmap``'s as before). The process keeps at most
``TRIM_THRESHOLD`` more free memory than glibc would.

It is left as it is where the user chose (any of glibc's ``MALLOC_*_`` tuning variables set), and on other C
libraries (``mallopt`` is glibc's: musl's does nothing).
"""
from __future__ import annotations

import os
import sys

MMAP_THRESHOLD = 32 << 20  # glibc's own ceiling for its raised threshold (DEFAULT_MMAP_THRESHOLD_MAX, 64-bit)
TRIM_THRESHOLD = 64 << 20
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3  # malloc.h
_USER_CHOICES = ("MALLOC_MMAP_THRESHOLD_", "MALLOC_TRIM_THRESHOLD_", "MALLOC_TOP_PAD_", "MALLOC_MMAP_MAX_")
_set = False


def keep_freed_blocks() -> None:
    """Set glibc's thresholds (module docstring), once per process; nothing elsewhere or where the user set any."""
    global _set
    if _set:
        return
    _set = True
    if not sys.platform.startswith("linux") or any(name in os.environ for name in _USER_CHOICES):
        return
    import ctypes  # (only here: the first run of a process on Linux)

    try:
        libc = ctypes.CDLL(None)
        mallopt, _ = libc.mallopt, libc.gnu_get_libc_version  # glibc's alone has the second
    except (OSError, AttributeError):
        return
    mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD)
    mallopt(_M_TRIM_THRESHOLD, TRIM_THRESHOLD)
