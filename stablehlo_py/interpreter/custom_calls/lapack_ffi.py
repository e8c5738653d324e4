"""What jaxlib's CPU LAPACK custom calls (``lapack_<p><routine>_ffi``) share, whichever path runs them (the NumPy
replays of ``lapack.py``, ``lapack_householder.py``, ``lapack_eigen.py`` or scipy's LAPACK, ``lapack_scipy.py``):
the precision letters, a routine's signature and the character-code attributes of its configuration."""
from __future__ import annotations

from typing import Callable

import numpy as np

LETTERS = {"s": np.dtype(np.float32), "d": np.dtype(np.float64), "c": np.dtype(np.complex64),
           "z": np.dtype(np.complex128)}

Routine = Callable[..., tuple]


def char(config: dict, key: str, default: str) -> str:
    """A ``ui8`` character-code attribute (``uplo = 76 : ui8`` is ``'L'``)."""
    value = config.get(key)
    return default if value is None else chr(int(value))
