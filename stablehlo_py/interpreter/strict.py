"""Strict evaluation: after each op, each result's dtype and shape are compared with its declared type.

A kernel that returns a value of another dtype or shape than the op declares is
a bug of this package, reported as an internal error naming the op. A dynamic
dimension (``?``) takes any size, up to its ``#stablehlo.bounds`` if it has one; in a region body run on whole
arrays at once (its arguments larger than declared), by dtype only. On in the project's tests
(``STABLEHLO_PY_STRICT=1``); off by default, since it makes dispatch-bound programs about 1.7x
slower; ``Interpreter(strict=...)`` chooses per run.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ..ir.nodes import Op
from ..ir.types import TensorType, TokenType, TupleType, Type
from ..ir.dtypes import dtype_of
from .environment import variable
from .values import Token, exceeds_bounds

STRICT_VARIABLE = "STABLEHLO_PY_STRICT"


def strict_by_default() -> bool:
    """Whether ``STABLEHLO_PY_STRICT`` asks for strict evaluation."""
    return variable(STRICT_VARIABLE) not in ("", "0")


class ResultTypeMismatch(Exception):
    """A kernel returned a value that does not have its op's declared result type (a bug: internal error)."""


_ARRAY_TYPES = (np.ndarray, np.generic)  # a NumPy scalar is a 0-d value
Expectation = tuple  # per result: (dtype, shape) of a ranked tensor, else the declared type itself


def expectations(op: Op) -> tuple[Expectation, ...]:
    """What each result of ``op`` must be, worked out once when its block is compiled."""
    return tuple((dtype_of(t.element_type), t.shape) if isinstance(t, TensorType) and t.shape is not None
                 else (None, t) for t in op.result_types)


def check_results(op: Op, expected: tuple[Expectation, ...], values: Sequence[object], batched: bool = False) -> None:
    """Raise ``ResultTypeMismatch`` unless every one of ``values`` has ``op``'s declared result type
    (its dtype only when ``batched``: a scalar body run on whole arrays at once, kernels/_regions.py)."""
    for index, ((dtype, shape), value) in enumerate(zip(expected, values)):
        if dtype is not None and getattr(value, "dtype", None) is dtype and (batched or value.shape == shape) \
                and isinstance(value, _ARRAY_TYPES):
            continue  # the usual case: an array (or NumPy scalar) of the declared dtype and static shape
        problem = _mismatch(value, op.result_types[index], batched)
        if problem is not None:
            raise ResultTypeMismatch(f"result #{index} of {op.name} should be {op.result_types[index]} but the "
                                     f"kernel returned {problem}")


def _mismatch(value: object, expected: Type, batched: bool = False) -> str | None:
    """What is wrong with ``value`` as a value of ``expected``, or None."""
    if isinstance(expected, TensorType):
        if not isinstance(value, _ARRAY_TYPES):
            return f"a {type(value).__name__}"
        shape = expected.shape
        if value.dtype != dtype_of(expected.element_type):
            return f"an array of {value.dtype}"
        if shape is not None and not batched and (value.ndim != len(shape)
                                                  or any(d is not None and d != v for d, v in zip(shape, value.shape))
                                                  or exceeds_bounds(value.shape, expected)):
            return f"an array of shape {list(value.shape)}"
        return None
    if isinstance(expected, TokenType):
        return None if isinstance(value, Token) else f"a {type(value).__name__}"
    if isinstance(expected, TupleType):
        if not isinstance(value, tuple) or len(value) != len(expected.types):
            return f"a {type(value).__name__}"
        return next((p for v, t in zip(value, expected.types) if (p := _mismatch(v, t, batched)) is not None), None)
    return None


def is_batched(args: Sequence[object], declared: Sequence[Type]) -> bool:
    """Whether a block runs on arguments larger than declared (a scalar body applied to whole arrays)."""
    return any(isinstance(t, TensorType) and t.shape is not None and isinstance(a, (np.ndarray, np.generic))
               and a.ndim != len(t.shape) for a, t in zip(args, declared))
