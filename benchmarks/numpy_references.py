"""Hand-written NumPy versions of ``loops.py``'s programs (``tools/export_bench_models.py`` holds the JAX
functions they were exported from): the same dtype (f32) and the same order of operations, one NumPy call per
StableHLO op where the program has one, so ``shlo / NumPy`` measures the interpreter's overhead over the NumPy
calls doing the work. Each takes the program's flat inputs and returns its flat outputs.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

F32 = np.float32


def fori_sine(x: np.ndarray) -> tuple[np.ndarray]:
    """``x * 0.999 + sin(x) / (f32(i) + 2)`` for i in 0..2999."""
    decay, two = F32(0.999), F32(2.0)
    for i in range(3000):
        x = x * decay + np.sin(x) / (F32(i) + two)
    return (x,)


def _sigmoid(z: np.ndarray) -> np.ndarray:
    return F32(1.0) / (F32(1.0) + np.exp(-z))


def lstm_scan(xs: np.ndarray, h: np.ndarray, c: np.ndarray, wx: np.ndarray, wh: np.ndarray,
              b: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The LSTM over ``xs``' first axis; gates i, f, g, o; returns h, c and the stacked hs."""
    hidden = h.shape[-1]
    hs = np.empty((xs.shape[0], *h.shape), F32)
    for t in range(xs.shape[0]):
        z = xs[t] @ wx + h @ wh + b
        i, f, g, o = (z[:, k * hidden:(k + 1) * hidden] for k in range(4))
        c = _sigmoid(f) * c + _sigmoid(i) * np.tanh(g)
        h = _sigmoid(o) * np.tanh(c)
        hs[t] = h
    return h, c, hs


def elementwise_chain(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray]:
    """``x = tanh(x + y) * y``, 3,500 times."""
    for _ in range(3500):
        x = np.tanh(x + y) * y
    return (x,)


def _lorenz(s: np.ndarray) -> np.ndarray:
    x, y, z = s[0], s[1], s[2]
    return np.stack([F32(10.0) * (y - x), x * (F32(14.0) - z) - y, x * y - F32(8.0 / 3.0) * z])


def lorenz_rk4(s: np.ndarray) -> tuple[np.ndarray]:
    """10,000 RK4 steps of dt 0.002 (the constants rounded to f32 as JAX's weak types are)."""
    dt = 0.002
    half, full, sixth, two = F32(dt / 2), F32(dt), F32(dt / 6), F32(2.0)
    for _ in range(10_000):
        k1 = _lorenz(s)
        k2 = _lorenz(s + half * k1)
        k3 = _lorenz(s + half * k2)
        k4 = _lorenz(s + full * k3)
        s = s + sixth * (k1 + two * k2 + two * k3 + k4)
    return (s,)


REFERENCES: dict[str, Callable[..., tuple]] = {
    f.__name__: f for f in (fori_sine, lstm_scan, elementwise_chain, lorenz_rk4)}
