"""Kernels of the ``control_flow`` family: while, if, case, optimization_barrier, composite and
custom_call (the ``check.*`` targets of the conformance suites, and jax.export's ``shape_assertion``)."""
from __future__ import annotations

import re

import numpy as np

from ..errors import InterpreterError, NotImplementedOpError
from ..registry import kernel
from ._common import op_results
from .testing import (CUSTOM_CALL_ALMOST_EQ_TOLERANCE, CUSTOM_CALL_MAX_ULP, DEFAULT_TOLERANCE, expect_almost_equal,
                      expect_close, expect_equal)


@kernel("stablehlo.while")
def while_(ctx, attrs, *operands):
    """Spec ``while``: run ``body`` while ``cond`` returns true; results are the final loop values."""
    cond, body = (ctx.regions[id(region)] for region in attrs.op.regions)
    values = list(operands)
    while ctx.run_block(cond, values)[0]:
        values = ctx.run_block(body, values)
    return op_results(attrs.op, values)


@kernel("stablehlo.if")
def if_(ctx, attrs, pred):
    """Spec ``if``: ``true_branch`` when ``pred`` else ``false_branch``."""
    true_branch, false_branch = attrs.op.regions
    return op_results(attrs.op, ctx.run_region(true_branch if pred else false_branch, ()))


@kernel("stablehlo.case")
def case(ctx, attrs, index):
    """Spec ``case``: branch ``index``; an index out of range selects the last branch."""
    i = int(index)
    branches = attrs.op.regions
    return op_results(attrs.op, ctx.run_region(branches[i] if 0 <= i < len(branches) else branches[-1], ()))


@kernel("stablehlo.optimization_barrier")
def optimization_barrier(ctx, attrs, *operands):
    """Spec ``optimization_barrier``: the operands unchanged."""
    return op_results(attrs.op, operands)


@kernel("stablehlo.composite")
def composite(ctx, attrs, *inputs):
    """Spec ``composite``: its semantics are those of the ``decomposition`` function, called on the inputs."""
    return op_results(attrs.op, ctx.call(attrs.decomposition, inputs))


# custom_call targets the conformance suites check results with: (actual, expected) -> None or CheckFailure
_CHECK_TARGETS = {
    "check.expect_eq": expect_equal,
    "check.expect_close": lambda actual, expected: expect_close(actual, expected, CUSTOM_CALL_MAX_ULP),
    "check.expect_almost_eq": lambda actual, expected: expect_almost_equal(actual, expected,
                                                                           CUSTOM_CALL_ALMOST_EQ_TOLERANCE),
    "check.eq": lambda actual, expected: expect_almost_equal(actual, expected, DEFAULT_TOLERANCE),
}


class ShapeAssertionError(InterpreterError):
    """A jax.export program's ``custom_call @shape_assertion`` failed: the inputs' shapes do not fit the
    polymorphic shapes the program was exported with."""


_PLACEHOLDER = re.compile(r"\{(\d+)\}")


def _shape_assertion(attrs, predicate, *values) -> None:
    """``custom_call @shape_assertion(pred, v0, ...) {error_message = "... {0} ..."}`` (jax.export's
    checks of dimension variables): an error with ``{k}`` replaced by ``vk`` when ``pred`` is false."""
    if bool(predicate):
        return
    text = attrs.error_message or "shape assertion failed"

    def value(match: re.Match) -> str:
        k = int(match.group(1))
        return str(np.asarray(values[k]).item()) if k < len(values) else match.group(0)

    raise ShapeAssertionError(_PLACEHOLDER.sub(value, text))


@kernel("stablehlo.custom_call")
def custom_call(ctx, attrs, *operands):
    """Spec ``custom_call``: the ``check.*`` targets the conformance suites use (tolerances in
    kernels/testing.py) and jax.export's ``shape_assertion``; others are errors."""
    target = attrs.call_target_name
    if target == "shape_assertion" and operands:
        return _shape_assertion(attrs, *operands)
    compare = _CHECK_TARGETS.get(target)
    if compare is None:
        raise NotImplementedOpError(f"not implemented: stablehlo.custom_call @{target}")
    actual, expected = operands
    compare(actual, expected)
    return np.asarray(True) if attrs.result_types else None
