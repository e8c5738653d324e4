"""The NumPy interpreter: ``run_function(module, inputs, entry)`` (run.py); the evaluation loop is
in ``evaluator``, the op registry in ``registry``, one evaluation function per op in ``ops/``."""
from __future__ import annotations

from .errors import CheckFailure, InputError, InterpreterError, NotImplementedOpError
from .run import run_function, run_on_grid

__all__ = ["run_function", "run_on_grid", "InterpreterError", "NotImplementedOpError", "CheckFailure", "InputError"]
