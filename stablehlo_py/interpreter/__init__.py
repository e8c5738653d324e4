"""The NumPy interpreter: ``run(module, inputs, entry)``; see ``evaluator`` and ``ops/``."""
from __future__ import annotations

from .errors import CheckFailure, InputError, InterpreterError, NotImplementedOpError
from .run import run_function

__all__ = ["run_function", "InterpreterError", "NotImplementedOpError", "CheckFailure", "InputError"]
