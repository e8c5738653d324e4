"""Hand-written NumPy versions of ``loops.py``'s programs (``tools/export_bench_models.py`` holds the JAX
functions they were exported from): the same dtype (f32) and the same order of operations, one NumPy call per
StableHLO op where the program has one. Each takes the program's flat inputs and returns its flat outputs.

``math`` chooses how the transcendental functions are computed: ``FLOAT32_MATH``, NumPy's float32 ufuncs (its
vectorised approximations), or ``SPEC_MATH``, in float64 rounded once to float32, as shlo computes them (the
spec interpreter's ``mapWithUpcastToDouble``). With ``SPEC_MATH`` a reference does the NumPy work shlo does, so
``shlo / NumPy`` measures the interpreter's overhead alone, and its outputs are shlo's bit for bit.
"""
from __future__ import annotations

from typing import Callable, Mapping

import numpy as np

F32 = np.float32
Math = Mapping[str, Callable[[np.ndarray], np.ndarray]]


def _rounded_f64(fn: Callable[[np.ndarray], np.ndarray]) -> Callable[[np.ndarray], np.ndarray]:
    return lambda x: fn(x.astype(np.float64)).astype(x.dtype)


FLOAT32_MATH: Math = {"sin": np.sin, "exp": np.exp, "tanh": np.tanh}
SPEC_MATH: Math = {name: _rounded_f64(fn) for name, fn in FLOAT32_MATH.items()}


def fori_sine(x: np.ndarray, math: Math = FLOAT32_MATH) -> tuple[np.ndarray]:
    """``x * 0.999 + sin(x) / (f32(i) + 2)`` for i in 0..2999."""
    decay, two, sin = F32(0.999), F32(2.0), math["sin"]
    for i in range(3000):
        x = x * decay + sin(x) / (F32(i) + two)
    return (x,)


def lstm_scan(xs: np.ndarray, h: np.ndarray, c: np.ndarray, wx: np.ndarray, wh: np.ndarray,
              b: np.ndarray, math: Math = FLOAT32_MATH) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The LSTM over ``xs``' first axis; gates i, f, g, o; returns h, c and the stacked hs."""
    hidden, exp, tanh = h.shape[-1], math["exp"], math["tanh"]

    def _sigmoid(z: np.ndarray) -> np.ndarray:
        return F32(1.0) / (F32(1.0) + exp(-z))

    hs = np.empty((xs.shape[0], *h.shape), F32)
    for t in range(xs.shape[0]):
        z = xs[t] @ wx + h @ wh + b
        i, f, g, o = (z[:, k * hidden:(k + 1) * hidden] for k in range(4))
        c = _sigmoid(f) * c + _sigmoid(i) * tanh(g)
        h = _sigmoid(o) * tanh(c)
        hs[t] = h
    return h, c, hs


def elementwise_chain(x: np.ndarray, y: np.ndarray, math: Math = FLOAT32_MATH) -> tuple[np.ndarray]:
    """``x = tanh(x + y) * y``, 3,500 times."""
    tanh = math["tanh"]
    for _ in range(3500):
        x = tanh(x + y) * y
    return (x,)


def _lorenz(s: np.ndarray) -> np.ndarray:
    x, y, z = s[0], s[1], s[2]
    return np.stack([F32(10.0) * (y - x), x * (F32(14.0) - z) - y, x * y - F32(8.0 / 3.0) * z])


def lorenz_rk4(s: np.ndarray, math: Math = FLOAT32_MATH) -> tuple[np.ndarray]:
    """10,000 RK4 steps of dt 0.002 (the constants rounded to f32 as JAX's weak types are; no transcendental
    function: ``math`` is not used)."""
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
