"""Accuracy of the special functions (numerics/special.py, special_gamma.py) against mpmath at 100 bits and
against the C library (``math.erf``, ``math.erfc``, ``math.lgamma``), on dense grids that include the tails,
negative arguments, the poles, +-inf and NaN; and the CHLO kernels' single rounding to narrower types.

Errors are in units in the last place (ulp) of float64. Near a root of lgamma (1, 2 and one between each
pair of negative poles) or of digamma (1.4616... and one between each pair of poles), the result is a
difference of larger terms, so its relative error is unbounded there: those functions are measured in ulp of
``max(|exact|, scale)``, where ``scale`` is the size of the terms (1 for positive arguments; lgamma(|x|) or
psi(1 - x) and the reflection term for negative ones), i.e. an absolute error where the result is small.
The bounds are the maxima measured here (AMD EPYC, NumPy 2.4), rounded up.
"""
from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from stablehlo_py.interpreter.kernels import chlo
from stablehlo_py.numerics import special, special_gamma
from stablehlo_py.numerics.floats import ulp_distance

mpmath.mp.prec = 100
RNG = np.random.default_rng(20261205)


def exact(fn, *columns: np.ndarray) -> np.ndarray:
    """``fn`` of each element (of each tuple of elements) in mpmath, its real part rounded to float64 (log Gamma
    of a negative argument is complex: its real part is log |Gamma|)."""
    def one(*values: float) -> float:
        return float(mpmath.re(fn(*(mpmath.mpf(float(v)) for v in values))))
    return np.array([one(*values) for values in zip(*columns)], dtype=np.float64)


def ulps(ours: np.ndarray, reference: np.ndarray, scale: np.ndarray | float = 0.0) -> np.ndarray:
    """|ours - reference| in ulp of ``max(|reference|, scale)``."""
    magnitude = np.maximum(np.abs(reference), scale)
    return np.abs(ours - reference) / np.spacing(magnitude)


def _grid(*parts: np.ndarray) -> np.ndarray:
    return np.unique(np.concatenate(parts))


ERF_GRID = _grid(np.linspace(-7.0, 7.0, 2801), np.linspace(-30.0, 30.0, 601), RNG.uniform(-6.0, 6.0, 2000),
                 np.geomspace(1e-300, 1.0, 200), -np.geomspace(1e-300, 1.0, 200),
                 [0.46875, np.nextafter(0.46875, 1.0), 4.0, np.nextafter(4.0, 5.0), 26.5, 27.2])


@pytest.mark.parametrize("name, max_ulp", [("erf", 2), ("erfc", 5)])
def test_error_functions_against_mpmath(name, max_ulp):
    """Cody's approximations in float64: erf within 1 ulp up to 0.46875 and past 1, 2 ulp between (where
    erf = 1 - erfc doubles erfc's error); erfc within 5 ulp (the Horner sums of its degree-8 rational,
    exp(-x^2) and their product; 0.5 ulp on average), through its underflow at 27 (subnormal results
    compared absolutely, in ulp of the smallest normal)."""
    ours = getattr(special, name)(ERF_GRID)
    reference = exact(getattr(mpmath, name), ERF_GRID)
    assert ulps(ours, reference, np.finfo(np.float64).tiny).max() <= max_ulp


@pytest.mark.parametrize("name, max_ulp", [("erf", 2), ("erfc", 6)])
def test_error_functions_against_the_c_library(name, max_ulp):
    ours = getattr(special, name)(ERF_GRID)
    theirs = np.array([getattr(math, name)(float(x)) for x in ERF_GRID])
    assert ulps(ours, theirs, np.finfo(np.float64).tiny).max() <= max_ulp


def test_erf_p_minus_q_is_the_difference_of_codys_decimals():
    """``_CODY_ERF_P_MINUS_Q`` holds P - Q of the published decimals (CALERF's A and B), exactly."""
    p = ("0.185777706184603153", "3.16112374387056560", "113.864154151050156", "377.485237685302021",
         "3209.37758913846947")
    q = ("1", "23.6012909523441209", "244.024637934444173", "1282.61652607737228", "2844.23683343917062")
    assert special._CODY_ERF_P == tuple(float(c) for c in p) and special._CODY_ERF_Q == tuple(float(c) for c in q)
    assert special._CODY_ERF_P_MINUS_Q == tuple(float(Fraction(a) - Fraction(b)) for a, b in zip(p, q))


def test_error_function_special_values():
    values = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 40.0, -40.0])
    erf, erfc = special.erf(values), special.erfc(values)
    assert np.array_equal(erf, [0.0, -0.0, 1.0, -1.0, np.nan, 1.0, -1.0], equal_nan=True)
    assert np.signbit(erf[1]) and not np.signbit(erf[0])
    assert np.array_equal(erfc, [1.0, 1.0, 0.0, 2.0, np.nan, 0.0, 2.0], equal_nan=True)


LGAMMA_POSITIVE = _grid(np.linspace(0.001, 30.0, 6001), RNG.uniform(0.0, 12.0, 2000), np.geomspace(1e-300, 1e300, 400),
                        [1.0 - 2.0**-40, 1.0 + 2.0**-40, 2.0 - 2.0**-40, 2.0 + 2.0**-40, 9.999999, 10.0, 2.5e305])
LGAMMA_NEGATIVE = -_grid(np.linspace(0.001, 40.0, 6001), RNG.uniform(0.0, 12.0, 2000), np.geomspace(1e-300, 1e15, 300))
LGAMMA_NEGATIVE = LGAMMA_NEGATIVE[LGAMMA_NEGATIVE != np.round(LGAMMA_NEGATIVE)]


def test_lgamma_positive_arguments():
    """Relative error within 3 ulp where |lgamma| >= 1; below (around the roots 1 and 2), an absolute error
    within 3 ulp of 1 (6.7e-16)."""
    ours = special_gamma.lgamma(LGAMMA_POSITIVE)
    reference = exact(mpmath.loggamma, LGAMMA_POSITIVE)
    assert ulps(ours, reference, 1.0).max() <= 3
    theirs = np.array([math.lgamma(float(x)) for x in LGAMMA_POSITIVE])  # CPython's own: a few ulp itself
    assert ulps(ours, theirs, 1.0).max() <= 6


def test_lgamma_negative_arguments():
    """The reflection ``log(pi / |x sin(pi x)|) - lgamma(-x)``: within 4 ulp of its larger term (lgamma(-x)
    or the result), which is an absolute error near the roots between the poles."""
    ours = special_gamma.lgamma(LGAMMA_NEGATIVE)
    reference = exact(mpmath.loggamma, LGAMMA_NEGATIVE)
    scale = np.maximum(np.abs(exact(mpmath.loggamma, -LGAMMA_NEGATIVE)), 1.0)
    assert ulps(ours, reference, scale).max() <= 4


def test_lgamma_special_values():
    values = np.array([0.0, -0.0, -1.0, -3.0, -2.0**60, np.inf, -np.inf, np.nan, 1.0, 2.0, 3e305])
    assert np.array_equal(special_gamma.lgamma(values),
                          [np.inf] * 7 + [np.nan, 0.0, 0.0, np.inf], equal_nan=True)


DIGAMMA_GRID = _grid(np.linspace(0.001, 40.0, 6001), RNG.uniform(0.0, 12.0, 2000), np.geomspace(1e-300, 1e300, 400))


def test_digamma_positive_arguments():
    """Within 4 ulp where |psi| >= 1, an absolute error within 4 ulp of 1 below (around the root 1.4616)."""
    ours = special_gamma.digamma(DIGAMMA_GRID)
    reference = exact(mpmath.digamma, DIGAMMA_GRID)
    assert ulps(ours, reference, 1.0).max() <= 4


def test_digamma_negative_arguments():
    """The reflection ``psi(1 - x) - pi / tan(pi x)``: within 5 ulp of its larger term."""
    xs = LGAMMA_NEGATIVE[LGAMMA_NEGATIVE > -1e15]
    ours = special_gamma.digamma(xs)
    reference = exact(mpmath.digamma, xs)
    scale = np.maximum(np.abs(exact(mpmath.digamma, 1.0 - xs)), np.abs(math.pi / np.tan(math.pi * xs)))
    assert ulps(ours, reference, np.maximum(scale, 1.0)).max() <= 5


def test_digamma_special_values():
    values = np.array([0.0, -0.0, -1.0, -3.0, np.inf, -np.inf, np.nan, 1.0])
    result = special_gamma.digamma(values)
    assert np.array_equal(result[:7], [np.nan] * 4 + [np.inf, np.nan, np.nan], equal_nan=True)
    assert ulps(result[7:], np.array([-0.5772156649015329]), 1.0).max() <= 4  # psi(1) = -Euler's gamma


def test_bessel_i1e():
    """Cephes' Chebyshev expansions: within 6 ulp (Cephes states 2e-15 relative, about 9 ulp, at most)."""
    xs = _grid(np.linspace(-60.0, 60.0, 4801), np.geomspace(1e-300, 1e300, 300), -np.geomspace(1e-300, 1e300, 300))
    ours = special.bessel_i1e(xs)
    reference = exact(lambda x: mpmath.besseli(1, x) * mpmath.exp(-abs(x)), xs)
    assert ulps(ours, reference, np.finfo(np.float64).tiny).max() <= 6
    edges = special.bessel_i1e(np.array([0.0, -0.0, np.inf, -np.inf, np.nan]))
    assert np.array_equal(edges, [0.0, -0.0, 0.0, -0.0, np.nan], equal_nan=True) and np.signbit(edges[1])


def _high_precision(fn):
    """``fn`` at 600 bits: mpmath's Hurwitz zeta at 100 bits is off by 1e-11 relative for s near 20."""
    def at_600_bits(*args):
        with mpmath.workprec(600):
            return fn(*args)
    return at_600_bits


def test_zeta_and_polygamma():
    """Hurwitz zeta by Euler-Maclaurin within 8 ulp on s in (1, 30], q in (0, 30]; polygamma(n, x) for
    n = 1..6 within 8 ulp."""
    s, q = RNG.uniform(1.01, 30.0, 400), np.concatenate([RNG.uniform(0.01, 30.0, 250), RNG.uniform(0.0, 1.0, 150)])
    assert ulps(special_gamma.zeta(s, q), exact(_high_precision(mpmath.zeta), s, q)).max() <= 8
    n, x = RNG.integers(1, 7, 400).astype(np.float64), RNG.uniform(0.05, 30.0, 400)  # 600 bits: 10 ms a point
    assert ulps(special_gamma.polygamma(n, x), exact(_high_precision(mpmath.polygamma), n, x)).max() <= 8


def test_erf_inv_is_within_its_polynomials_error():
    """erf_inv is upstream's decomposition (Giles' polynomials in w = -log1p(-x^2), bit for bit what XLA's
    samplers see), not a correctly rounded inverse. float64: within 8 ulp on |y| <= 0.999 (measured 6), 1e-10
    relative up to the ends (measured 8.8e-11, at 1 - 6e-9); float32 (x^2 rounded to float32 before log1p, as
    the decomposition does): within 3 ulp on |y| <= 0.99, 64 ulp up to the ends (measured 52 at 0.99986)."""
    ys = _grid(np.linspace(-0.999999, 0.999999, 4001), 1.0 - np.geomspace(1e-15, 1e-3, 100))
    reference, ours = exact(mpmath.erfinv, ys), special.erf_inv(ys)
    middle = np.abs(ys) <= 0.999
    assert ulps(ours[middle], reference[middle]).max() <= 8
    assert np.max(np.abs(ours - reference) / np.abs(reference)) <= 1e-10
    y32 = ys.astype(np.float32)
    distance = ulp_distance(special.erf_inv(y32), exact(mpmath.erfinv, y32).astype(np.float32))
    assert distance[np.abs(y32) <= 0.99].max() <= 3 and distance.max() <= 64


@pytest.mark.parametrize("name, fn", [("erf", mpmath.erf), ("erfc", mpmath.erfc), ("lgamma", mpmath.loggamma),
                                      ("digamma", mpmath.digamma)])
def test_narrow_kernels_round_once(name, fn):
    """The f32 kernels round the float64 value once: the correctly rounded float32 value at all but the
    rare points where the float64 error straddles a rounding boundary, and never more than 1 ulp off."""
    xs = RNG.uniform(-8.0, 8.0, 3000).astype(np.float32)
    xs = xs[xs != np.round(xs)]
    ours = getattr(chlo, name)(None, None, xs)
    reference = exact(fn, xs).astype(np.float32)
    distance = ulp_distance(ours, reference)
    assert ours.dtype == np.float32 and distance.max() <= 1 and np.mean(distance == 0) >= 0.999


@settings(max_examples=300, deadline=None)
@given(st.floats(allow_nan=False, allow_infinity=False, width=64))
def test_error_functions_symmetry_and_c_library(x):
    erf, erfc = special.erf(np.array([x, -x])), special.erfc(np.array([x, -x]))
    assert erf[0] == -erf[1]
    assert ulps(erf[:1], np.array([math.erf(x)]), np.finfo(np.float64).tiny).max() <= 2
    assert ulps(erfc[:1], np.array([math.erfc(x)]), np.finfo(np.float64).tiny).max() <= 6


@settings(max_examples=300, deadline=None)
@given(st.floats(min_value=1e-300, max_value=1e300))
def test_lgamma_matches_the_c_library_and_its_recurrence(x):
    ours = special_gamma.lgamma(np.array([x, x + 1.0]))
    assert ulps(ours[:1], np.array([math.lgamma(x)]), 1.0).max() <= 4
    if x < 1e15:  # lgamma(x + 1) = lgamma(x) + log(x), up to the rounding of x + 1
        assert abs(ours[1] - ours[0] - math.log(x)) <= 1e-14 * max(1.0, abs(ours[1]), abs(ours[0]))
