"""Kernels of the ``ml_program`` family (MLProgramOps.td): loads and stores of a module's globals.

The values live in ``ctx.globals`` (the interpreter's, evaluator.py), by name: a global's initial value is
put there by its first load, and ``global_store`` replaces it. ``Module.run`` hands every run of one loaded
module the same dictionary, so stores last from one run to the next, as a SavedModel's variables do
between calls; a module loaded again starts from the initial values. Stored values are read-only copies:
nothing a caller does with a result changes the state.
"""
from __future__ import annotations

import numpy as np

from ...dialect.ml_program import GLOBAL, module_globals
from ...ir import attributes as at
from ...ir.dtypes import dtype_of
from ..errors import InterpreterError
from ..registry import kernel
from .shape import constant_array


def _initial_value(ctx, name: str) -> np.ndarray:
    """The initial value of global ``name``: its ``dense<...>`` (or ``dense_resource<...>``, or a scalar
    attribute); an error for one without (``#ml_program.extern<...>``, a mutable global declared bare)."""
    op = module_globals(ctx.module.body).get(name)
    if op is None:
        raise InterpreterError(f"undefined global: @{name} names no ml_program.global of the module")
    attrs = GLOBAL.decode(op)
    value = attrs.value
    if isinstance(value, (at.DenseElementsAttr, at.DenseResourceAttr)):
        return constant_array(ctx, value)
    if isinstance(value, (at.IntegerAttr, at.FloatAttr, at.BoolAttr)):
        array = np.array(value.value, dtype=dtype_of(attrs.type))
        array.setflags(write=False)
        return array
    what = "no initial value" if value is None else f"the initial value {value}, which is not in the module"
    raise InterpreterError(f"global @{name} has {what}, and nothing was stored in it before this load")


@kernel("ml_program.global_load", "ml_program.global_load_const")
def global_load(ctx, attrs) -> np.ndarray:
    """MLProgramOps.td global_load / global_load_const: the global's current value."""
    value = ctx.globals.get(attrs.global_)
    if value is None:
        value = ctx.globals[attrs.global_] = _initial_value(ctx, attrs.global_)
    return value


@kernel("ml_program.global_store")
def global_store(ctx, attrs, value: np.ndarray) -> None:
    """MLProgramOps.td global_store: ``value`` is the global's value from now on (a read-only copy)."""
    stored = np.array(value)
    stored.setflags(write=False)
    ctx.globals[attrs.global_] = stored
