"""Inputs made up from a function's signature, for programs that come without any: the
shape-polymorphic programs of the conformance suite (``testdata/dynamic``, exported by JAX with
``?`` dimensions) check nothing and take arguments, so the only way to run them is on arrays of a
chosen size.

Every ``?`` dimension of one call gets the same ``size`` (a bounded one at most its bound), so a
program that needs two dynamic dimensions to be equal gets what it needs; a program that needs them
to differ (``b`` and ``2*b``) rejects the inputs, which ``run_at_sizes`` reports as an input-shape
mismatch. The scalar integer arguments that carry JAX's dimension variables are given ``size`` too:

- in a ``jax.export`` module, the arguments of an inner function marked ``jax.global_constant``
  (jax ``_src/export/_export.py``: the dimension variables ``@main`` computes and passes on);
- in the older exports of ``testdata/dynamic``, the scalar integer arguments that come before the
  first array argument when an argument has a ``?`` dimension (jax2tf's dimension arguments).

Values: floats standard-normal, booleans fair coins, integers zero (zero keeps every start index,
gather index and slice bound in range whatever the size; the sizes vary, the values need not).
"""
from __future__ import annotations

import math
from itertools import takewhile
from typing import Sequence

import numpy as np

from ..ir.records import record
from ..errors import InternalError, StableHLOError
from ..interpreter import InputError
from ..interpreter.budget import format_bytes, resolve_budget
from ..ir.dtypes import dtype_of
from ..ir.nodes import Func
from ..ir.types import BooleanType, ComplexType, FloatType, IntegerType, TensorType, Type
from ..module import Module
from ..verifier.type_rules import bounds_of

GLOBAL_CONSTANT = "jax.global_constant"


def has_dynamic_dims(types: Sequence[Type]) -> bool:
    """Whether one of ``types`` is a tensor type with a ``?`` dimension."""
    return any(isinstance(t, TensorType) and t.shape is not None and None in t.shape for t in types)


def _is_integer_scalar(t: Type) -> bool:
    return isinstance(t, TensorType) and t.shape == () and dtype_of(t.element_type).kind in "iu"


def dimension_variable_positions(func: Func) -> list[int]:
    """The positions of ``func``'s arguments that carry dimension variables (see the module docstring)."""
    inputs = func.type.inputs
    marked = [i for i, attrs in enumerate(func.arg_attrs)
              if attrs is not None and attrs.get(GLOBAL_CONSTANT) is not None and _is_integer_scalar(inputs[i])]
    if marked or not has_dynamic_dims(inputs):
        return marked
    leading = list(takewhile(lambda i: _is_integer_scalar(inputs[i]), range(len(inputs))))
    return leading if len(leading) < len(inputs) else []


def synthetic_array(t: Type, size: int, rng: np.random.Generator) -> np.ndarray:
    """An array of tensor type ``t`` whose ``?`` dimensions are ``size`` (at most their bound)."""
    if not isinstance(t, TensorType) or t.shape is None:
        raise InputError(f"cannot make up a value of type {t}")
    bounds = bounds_of(t) or (None,) * len(t.shape)
    shape = tuple(d if d is not None else size if b is None else min(size, b) for d, b in zip(t.shape, bounds))
    element, dtype = t.element_type, dtype_of(t.element_type)
    needed, budget = math.prod(shape) * dtype.itemsize, resolve_budget()
    if needed > budget:  # before NumPy is asked for it (a bit-flipped artifact may declare any shape)
        raise InputError(f"cannot make up a value of type {t}: it needs {format_bytes(needed)}, over the memory "
                         f"budget of {format_bytes(budget)}")
    if isinstance(element, BooleanType):
        return rng.random(shape) < 0.5
    if isinstance(element, IntegerType):
        return np.zeros(shape, dtype)
    if isinstance(element, ComplexType):
        return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype)
    if isinstance(element, FloatType):
        return rng.standard_normal(shape).astype(dtype)
    raise InputError(f"cannot make up values of type {t}")


def synthetic_inputs(func: Func, size: int, seed: int = 0) -> list[np.ndarray]:
    """Arguments for ``func``: its dimension-variable arguments ``size``, its other arguments made up by
    ``synthetic_array`` (one seeded stream, so a call is reproducible)."""
    rng = np.random.default_rng(seed)
    variables = set(dimension_variable_positions(func))
    return [np.asarray(size, dtype_of(t.element_type)) if i in variables else synthetic_array(t, size, rng)
            for i, t in enumerate(func.type.inputs)]


@record(frozen=True)
class SizedRun:
    """How a program ran at each size: ``"ran"``, or the message of the error that rejected the
    inputs (an ``InterpreterError``/``InputError``: the program's shape checks, e.g. two ``?`` dims
    that must differ). An internal error is not caught: it is a bug."""

    outcomes: tuple[tuple[int, str], ...]

    @property
    def ran(self) -> bool:
        return all(outcome == "ran" for _, outcome in self.outcomes)


def run_at_sizes(module: Module, sizes: Sequence[int] = (2, 3), entry: str = "main") -> SizedRun:
    """Run ``entry`` of ``module`` (verified on its first run) on ``synthetic_inputs`` at each of
    ``sizes``; an ``InternalError`` propagates."""
    func = module.funcs[entry]
    outcomes = []
    for size in sizes:
        try:
            module.run(*synthetic_inputs(func, size), entry=entry)
            outcomes.append((size, "ran"))
        except InternalError:
            raise
        except StableHLOError as exc:
            outcomes.append((size, str(exc)))
    return SizedRun(tuple(outcomes))
