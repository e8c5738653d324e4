"""Runtime values: tensors are ``np.ndarray``, tokens the ``TOKEN`` singleton, tuples Python tuples."""
from __future__ import annotations

import numpy as np

from ..ir.dtypes import dtype_of
from ..ir.types import TensorType, TokenType, TupleType, Type
from ..verifier.type_rules import bounds_of


class Token:
    """The value of ``!stablehlo.token`` (carries no data)."""

    _instance: "Token | None" = None

    def __new__(cls) -> "Token":
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "TOKEN"


TOKEN = Token()


def conform(value: object, t: Type) -> object:
    """Normalize a computed value to its declared type (0-d arrays instead of NumPy scalars)."""
    if isinstance(t, TensorType):
        if isinstance(value, np.ndarray) and value.dtype == dtype_of(t.element_type):
            return value
        return np.asarray(value, dtype=dtype_of(t.element_type))
    if isinstance(t, TupleType):
        return tuple(conform(v, e) for v, e in zip(value, t.types))
    if isinstance(t, TokenType):
        return TOKEN
    return value


def exceeds_bounds(shape: tuple[int, ...], t: TensorType) -> bool:
    """Whether an array of ``shape`` is larger than a bounded dynamic dimension of ``t`` allows
    (``tensor<?xf32, #stablehlo.bounds<4>>`` holds at most 4 elements; spec "TensorType")."""
    if t.encoding is None:
        return False
    bounds = bounds_of(t)
    return bounds is not None and any(b is not None and s > b for s, b in zip(shape, bounds))
