"""Op name -> evaluation function (like ONNX's reference evaluator's op registry).

Every evaluation function has the signature ``fn(ctx, op, *operands)`` and
returns the op's single result, or a tuple of results for ops with several (or
``None`` for ops without results). ``ctx`` is the running ``Interpreter``
(regions, calls, probes); ``op`` the ``ir.Op`` being evaluated.
"""
from __future__ import annotations

from typing import Callable

EvalFn = Callable[..., object]

REGISTRY: dict[str, EvalFn] = {}


def evaluates(*names: str) -> Callable[[EvalFn], EvalFn]:
    """Register the decorated function as the evaluation of ops ``names``."""

    def register(fn: EvalFn) -> EvalFn:
        for name in names:
            if name in REGISTRY:
                raise ValueError(f"{name} registered twice")
            REGISTRY[name] = fn
        return fn

    return register


def lookup(name: str) -> EvalFn | None:
    """The evaluation function of op ``name`` (ops modules are imported on first use)."""
    if not _loaded:
        _load_ops()
    return REGISTRY.get(name)


_loaded: list[bool] = []


def _load_ops() -> None:
    """Import every op module once; importing registers its evaluation functions."""
    # Imported here, not at the top: the op modules import this module (``evaluates``).
    from .kernels import (batch_norm, checks, chlo, collectives, control_flow, conversion, convolution, dot,  # noqa: F401
                      dynamic, elementwise, fft, func, gather_scatter, linalg, parallel, quantization, reduce, rng,
                      shape, sort, windows)

    _loaded.append(True)
