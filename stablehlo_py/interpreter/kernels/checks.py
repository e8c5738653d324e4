"""Test assertions: the ``check`` dialect, ``custom_call @check.*`` and ``interpreter.probe``.

Tolerances are upstream StableHLO's (stablehlo-translate's interpreter
fallback in stablehlo/tools/StablehloTranslateMain.cpp and
stablehlo/reference/Element.cpp ``areApproximatelyEqual``): "almost equal"
means ``|actual - expected| <= tolerance`` in float64, absolute (not relative),
same sign unless both are zero, NaN equals NaN, infinities only equal
themselves; complex parts are compared separately. The ``check.expect_almost_eq``
ops default to 1e-4; ``custom_call @check.expect_almost_eq`` uses 1e-3,
``custom_call @check.eq`` 1e-4 for floats and exact equality for integers,
``custom_call @check.expect_close`` a ULP distance in [0, 3] (the
``check.expect_close`` op: [min_ulp_difference = 0, max_ulp_difference = 1]),
``custom_call @check.expect_eq`` exact equality.
Exact comparisons treat two NaNs as equal.
"""
from __future__ import annotations

import numpy as np

from ...ir.attributes import DenseElementsAttr
from ...ir.nodes import Op
from ...numerics import floats
from ..errors import CheckFailure, NotImplementedOpError
from ..registry import evaluates
from ._common import attribute, scalar_attr

DEFAULT_TOLERANCE = 1e-4
CUSTOM_CALL_ALMOST_EQ_TOLERANCE = 1e-3
CUSTOM_CALL_MAX_ULP = 3


def _show(x: np.ndarray) -> str:
    return np.array2string(np.asarray(x), threshold=20, max_line_width=120)


def _first_mismatch(actual: np.ndarray, expected: np.ndarray, ok: np.ndarray, what: str) -> None:
    ok = np.broadcast_to(ok, np.shape(actual))
    if ok.all():
        return
    index = tuple(int(i) for i in np.argwhere(~ok)[0])
    bad = int((~ok).sum())
    raise CheckFailure(f"{what}: {bad} of {ok.size} elements differ; first at index {list(index)}: "
                       f"{np.asarray(actual)[index]} (actual) vs {np.asarray(expected)[index]} (expected)\n"
                       f"  actual:   {_show(actual)}\n  expected: {_show(expected)}")


def _same_shape(actual, expected, what: str) -> None:
    if np.shape(actual) != np.shape(expected):
        raise CheckFailure(f"{what}: shape {np.shape(actual)} (actual) vs {np.shape(expected)} (expected)")


def _inexact(dtype: np.dtype) -> bool:
    """Floats and complex: compared with NaN handling and tolerances."""
    return floats.is_float(dtype) or floats.is_complex(dtype)


def _isnan(x: np.ndarray) -> np.ndarray:
    return np.isnan(floats.widen(np.asarray(x)))


def expect_equal(actual: np.ndarray, expected: np.ndarray, what: str = "values differ") -> None:
    """Exact element equality (NaN equals NaN)."""
    _same_shape(actual, expected, what)
    ok = actual == expected
    if _inexact(np.asarray(actual).dtype):
        ok = ok | (_isnan(actual) & _isnan(expected))
    _first_mismatch(actual, expected, ok, what)


def expect_almost_equal(actual: np.ndarray, expected: np.ndarray, tolerance: float,
                        what: str = "values differ") -> None:
    """``|actual - expected| <= tolerance`` and the same sign per element (per part for complex);
    NaN equals NaN, infinities must match exactly (upstream ``areApproximatelyEqual``)."""
    _same_shape(actual, expected, what)
    a, e = np.asarray(actual), np.asarray(expected)
    if not _inexact(a.dtype):
        return expect_equal(a, e, what)
    if floats.is_complex(a.dtype):
        parts = [(a.real, e.real), (a.imag, e.imag)]
    else:
        parts = [(a.astype(np.float64), e.astype(np.float64))]
    ok = np.ones(a.shape, dtype=bool)
    for x, y in parts:
        x, y = np.asarray(x, dtype=np.float64), np.asarray(y, dtype=np.float64)
        both_nan = np.isnan(x) & np.isnan(y)
        infinite = np.isinf(x) | np.isinf(y)
        close = (np.abs(x - y) <= tolerance) & ((np.signbit(x) == np.signbit(y)) | (x == y))
        ok &= both_nan | np.where(infinite, x == y, close)
    _first_mismatch(a, e, ok, f"{what} (tolerance {tolerance})")


def expect_close(actual: np.ndarray, expected: np.ndarray, max_ulp: int, min_ulp: int = 0,
                 what: str = "values differ") -> None:
    """``min_ulp <= ulp_difference(actual, expected) <= max_ulp`` per element (floats and complex);
    exact equality for other types."""
    _same_shape(actual, expected, what)
    a, e = np.asarray(actual), np.asarray(expected)
    if not _inexact(a.dtype):
        return expect_equal(a, e, what)
    distance = floats.ulp_distance(a, e)
    _first_mismatch(a, e, (distance >= min_ulp) & (distance <= max_ulp), f"{what} (max {max_ulp} ULP)")


def _const(op: Op) -> np.ndarray:
    value = attribute(op, "value")
    assert isinstance(value, DenseElementsAttr)
    return value.array


@evaluates("check.expect_eq")
def expect_eq(ctx, op: Op, lhs, rhs):
    """``check.expect_eq``: exactly equal."""
    expect_equal(lhs, rhs)


@evaluates("check.expect_eq_const")
def expect_eq_const(ctx, op: Op, lhs):
    """``check.expect_eq_const``: exactly equal to the ``value`` attribute."""
    expect_equal(lhs, _const(op))


@evaluates("check.expect_almost_eq")
def expect_almost_eq(ctx, op: Op, lhs, rhs):
    """``check.expect_almost_eq``: within ``tolerance`` (default 1e-4)."""
    expect_almost_equal(lhs, rhs, scalar_attr(op, "tolerance", DEFAULT_TOLERANCE))


@evaluates("check.expect_almost_eq_const")
def expect_almost_eq_const(ctx, op: Op, lhs):
    """``check.expect_almost_eq_const``: within ``tolerance`` (default 1e-4) of ``value``."""
    expect_almost_equal(lhs, _const(op), scalar_attr(op, "tolerance", DEFAULT_TOLERANCE))


@evaluates("check.expect_close")
def expect_close_op(ctx, op: Op, actual, expected):
    """``check.expect_close``: ULP distance within [min_ulp_difference, max_ulp_difference]."""
    expect_close(actual, expected, scalar_attr(op, "max_ulp_difference", 1), scalar_attr(op, "min_ulp_difference", 0))


@evaluates("interpreter.probe")
def probe(ctx, op: Op, operand):
    """``interpreter.probe``: record the value under ``probe_id`` (per iteration) and pass it through."""
    ctx.record_probe(scalar_attr(op, "probe_id"), operand, op.operand_types[0])
    return operand


@evaluates("interpreter.print")
def print_(ctx, op: Op, operand):
    """``interpreter.print``: write ``%name = type {values}`` to standard output, as the reference interpreter does."""
    values = np.array2string(np.asarray(operand), separator=", ", threshold=np.inf, max_line_width=np.inf)
    print(f"{op.operands[0]} = {op.operand_types[0]} {{\n  {values}\n}}", flush=True)


@evaluates("check.expect_serialized_eq")
def expect_serialized_eq(ctx, op: Op, expected):
    """``check.expect_serialized_eq``: the value probed as ``probe_id`` at ``iteration`` equals ``expected``."""
    probe_id = scalar_attr(op, "probe_id")
    iteration = scalar_attr(op, "iteration", scalar_attr(op, "iter", 0))  # pretty form spells it ``iter``
    recorded = ctx.probed(probe_id, iteration)
    if recorded is None:
        raise CheckFailure(f"no serialized data for probe {probe_id!r} (iteration {iteration})")
    value, probed_type = recorded
    if probed_type != op.operand_types[0]:
        raise CheckFailure(f"serialized types differ: {op.operand_types[0]} (actual) vs {probed_type} (expected)")
    expect_equal(expected, value)


@evaluates("stablehlo.custom_call")
def custom_call(ctx, op: Op, *operands):
    """``custom_call``: only the ``check.*`` targets the conformance suites use; others are errors."""
    target = scalar_attr(op, "call_target_name")
    if target in ("check.expect_eq", "check.expect_almost_eq", "check.expect_close", "check.eq"):
        actual, expected = operands
        if target == "check.expect_eq":
            expect_equal(actual, expected)
        elif target == "check.expect_close":
            expect_close(actual, expected, CUSTOM_CALL_MAX_ULP)
        elif target == "check.expect_almost_eq":
            expect_almost_equal(actual, expected, CUSTOM_CALL_ALMOST_EQ_TOLERANCE)
        else:
            expect_almost_equal(actual, expected, DEFAULT_TOLERANCE)
        return np.asarray(True) if op.results else None
    raise NotImplementedOpError(f"not implemented: stablehlo.custom_call @{target}")
