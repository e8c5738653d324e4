"""Helpers shared by the op evaluations: result types, attribute readers, integer operands,
and how an evaluation function returns several results."""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ...ir.dtypes import dtype_of
from ...ir.nodes import Op
from ...numerics import integers
from ..errors import InterpreterError


def result_dtype(op: Op, index: int = 0) -> np.dtype:
    """NumPy dtype of the op's ``index``-th result."""
    return dtype_of(op.result_types[index].element_type)


def result_shape(op: Op, index: int = 0) -> tuple[int, ...]:
    """Shape of the op's ``index``-th result, for the ops whose result shape only its type gives (``iota``,
    ``rng_bit_generator``, ``infeed``, ...): an ``InterpreterError`` when it has a ``?`` dimension. Every
    other kernel computes its result's shape from its operands' values (the strict mode, strict.py,
    compares it with the declared static dimensions)."""
    shape = op.result_types[index].shape
    if shape is None or None in shape:
        raise InterpreterError(f"result #{index} of {op.name} has the dynamic type {op.result_types[index]}: "
                               "its shape is not given by any operand")
    return tuple(shape)


def fits(shape: Sequence[int], declared: Sequence[int | None] | None) -> bool:
    """Whether an array of ``shape`` is a value of a tensor type with dimensions ``declared`` (``?``
    is None, any size; None for an unranked type)."""
    return declared is None or (len(shape) == len(declared)
                                and all(d is None or d == s for d, s in zip(declared, shape)))


def static_shape(type_) -> tuple[int, ...] | None:
    """The shape of a ranked tensor type with no ``?`` dimension, else None (what specializers need)."""
    shape = getattr(type_, "shape", None)
    return None if shape is None or None in shape else tuple(shape)


def op_results(op: Op, values: Sequence[object]) -> object:
    """How an evaluation function returns ``values``: the value itself for one result, else a tuple."""
    return values[0] if len(op.results) == 1 else tuple(values)


# --- operands ---

def operand_ints(operand: np.ndarray) -> tuple[int, ...]:
    """The integers of a shape, size or padding operand (any rank, row-major)."""
    return tuple(int(v) for v in np.asarray(operand).astype(np.int64).reshape(-1))


def as_accumulation_dtype(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """``x`` as the (wider) accumulation ``dtype`` of a dot/convolution; integers go through
    ``integers.widen`` so that sub-byte ``ml_dtypes`` convert exactly."""
    if x.dtype == dtype:
        return x
    return integers.widen(x).astype(dtype) if dtype.kind in "iu" else x.astype(dtype)
