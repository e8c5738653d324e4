"""Kernels of the ``control_flow`` family: while, if, case, optimization_barrier, composite and
custom_call (the ``check.*`` targets of the conformance suites)."""
from __future__ import annotations

import numpy as np

from ..errors import NotImplementedOpError
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


@kernel("stablehlo.custom_call")
def custom_call(ctx, attrs, *operands):
    """Spec ``custom_call``: only the ``check.*`` targets the conformance suites use (tolerances in
    kernels/testing.py); others are errors."""
    target = attrs.call_target_name
    compare = _CHECK_TARGETS.get(target)
    if compare is None:
        raise NotImplementedOpError(f"not implemented: stablehlo.custom_call @{target}")
    actual, expected = operands
    compare(actual, expected)
    return np.asarray(True) if attrs.result_types else None
