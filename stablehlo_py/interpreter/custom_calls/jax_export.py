"""Custom calls that ``jax.export`` writes into every exported module: ``shape_assertion`` (the
checks of dimension variables of shape-polymorphic exports, jax/_src/export/shape_poly.py)."""
from __future__ import annotations

import re

import numpy as np

from ..errors import InterpreterError
from .targets import target


class ShapeAssertionError(InterpreterError):
    """A jax.export program's ``custom_call @shape_assertion`` failed: the inputs' shapes do not fit the
    polymorphic shapes the program was exported with."""


_PLACEHOLDER = re.compile(r"\{(\d+)\}")


@target("shape_assertion")
def shape_assertion(ctx, attrs, predicate, *values) -> None:
    """``custom_call @shape_assertion(pred, v0, ...) {error_message = "... {0} ..."}``: an error with
    ``{k}`` replaced by ``vk`` when ``pred`` is false (JAX formats the message the same way)."""
    if bool(predicate):
        return None
    text = attrs.error_message or "shape assertion failed"

    def value(match: re.Match) -> str:
        k = int(match.group(1))
        return str(np.asarray(values[k]).item()) if k < len(values) else match.group(0)

    raise ShapeAssertionError(_PLACEHOLDER.sub(value, text))
