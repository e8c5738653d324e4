"""The NumPy interpreter: ``run_function(module, inputs, entry)`` (run.py); the evaluation loop is
in ``evaluator``, the op registry in ``registry``, one kernel per op in ``kernels/``, what kernels use of
the running interpreter in ``context`` (the layers of these modules: pyproject.toml's import-linter contracts)."""
from __future__ import annotations

from .errors import CheckFailure, InputError, InterpreterError, NotImplementedOpError
from .run import run_function, run_on_grid

__all__ = ["run_function", "run_on_grid", "InterpreterError", "NotImplementedOpError", "CheckFailure", "InputError"]
