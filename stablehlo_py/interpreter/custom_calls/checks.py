"""The ``custom_call @check.*`` targets the conformance suites check results with (tolerances in
``kernels/testing.py``)."""
from __future__ import annotations

import numpy as np

from ..kernels.testing import (CUSTOM_CALL_ALMOST_EQ_TOLERANCE, CUSTOM_CALL_MAX_ULP, DEFAULT_TOLERANCE,
                               expect_almost_equal, expect_close, expect_equal)
from .targets import target


def _check(compare):
    """A target that compares its two operands with ``compare`` (raises CheckFailure on a difference)."""

    def run(ctx, attrs, actual, expected):
        compare(actual, expected)
        return np.asarray(True) if attrs.result_types else None

    return run


target("check.expect_eq")(_check(expect_equal))
target("check.expect_close")(_check(lambda actual, expected: expect_close(actual, expected, CUSTOM_CALL_MAX_ULP)))
target("check.expect_almost_eq")(_check(
    lambda actual, expected: expect_almost_equal(actual, expected, CUSTOM_CALL_ALMOST_EQ_TOLERANCE)))
target("check.eq")(_check(lambda actual, expected: expect_almost_equal(actual, expected, DEFAULT_TOLERANCE)))
