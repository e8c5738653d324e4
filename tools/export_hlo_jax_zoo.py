"""The opcode zoo of ``testdata/hlo/`` made with JAX: imported by ``tools/export_hlo_jax.py``, which runs it.

Each ``zoo_*`` builder takes a NumPy random generator and returns ``(function, args, note)``: a small program
chosen to make XLA's HLO hold some opcode (or attribute form) the models do not.
"""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

ZOO: dict[str, object] = {}


def zoo(builder):
    ZOO[builder.__name__] = builder
    return builder


def normal(r, *shape, scale=1.0):
    return (r.standard_normal(shape) * scale).astype(np.float32)


def ints(r, lo, hi, *shape, dtype=np.int32):
    return r.integers(lo, hi, shape).astype(dtype)
