"""The gamma family with NumPy only (no SciPy): lgamma, digamma, Hurwitz zeta and polygamma in float64.

Like ``special``, each function evaluates a few fixed approximations, each on the elements of its own
interval, with a fixed number of ufunc calls per call. The CHLO ops (chlo.md) round the result once to
their element type; special values (poles, NaN for undefined arguments) follow XLA's implementations,
which the upstream CHLO decompositions reproduce.

Accuracy (float64, measured against mpmath by tests/test_special_accuracy.py): lgamma and digamma within a
few units in the last place, except near their roots (lgamma at 1, 2 and between the negative poles,
digamma at 1.4616... and between the negative poles), where the value is a difference of larger terms and
the error is a few ulp of those terms (absolute error ~1e-16), not of the tiny result.
"""
from __future__ import annotations

import functools
import math

import numpy as np

from .special import elementwise, piecewise, polynomial, selection

_LOG_PI = math.log(math.pi)
_HALF_LOG_TWO_PI = 0.5 * math.log(2.0 * math.pi)

# Bernoulli numbers B_2, B_4, ..., B_24 (exact fractions).
_BERNOULLI = (1 / 6, -1 / 30, 1 / 42, -1 / 30, 5 / 66, -691 / 2730, 7 / 6, -3617 / 510, 43867 / 798,
              -174611 / 330, 854513 / 138, -236364091 / 2730)

# Stirling's series log Gamma(x) = (x - 1/2) log x - x + log(2 pi)/2 + sum_k B_2k / (2k (2k-1) x^(2k-1)): its
# coefficients as a polynomial in 1/x^2 (highest degree first), 9 terms: below 1e-19 relative from x = 10 on.
_STIRLING = tuple(b / (2 * k * (2 * k - 1)) for k, b in reversed(list(enumerate(_BERNOULLI[:9], start=1))))
# The asymptotic series psi(x) = log x - 1/(2x) - sum_k B_2k / (2k x^2k) as a polynomial in 1/x^2 without
# its constant term, 8 terms: below 1e-18 relative from x = 10 on.
_DIGAMMA_ASYMPTOTIC = tuple(b / (2 * k) for k, b in reversed(list(enumerate(_BERNOULLI[:8], start=1))))

# Cephes (S. L. Moshier, gamma.c ``lgam``, 2000): log Gamma(2 + t) = t B(t) / C(t) on 0 <= t < 1, highest
# degree first (C's leading 1 written out).
_LGAMMA_2_3_B = (-1.37825152569120859100e3, -3.88016315134637840924e4, -3.31612992738871184744e5,
                 -1.16237097492762307383e6, -1.72173700820839662146e6, -8.53555664245765465627e5)
_LGAMMA_2_3_C = (1.0, -3.51815701436523470549e2, -1.70642106651881159223e4, -2.20528590553854454839e5,
                 -1.13933444367982507207e6, -2.53252307177582951285e6, -2.01889141433532773231e6)
_STIRLING_FROM = 10.0  # Cephes switches at 13; from 10 on, three fewer steps of the recurrence
_DIGAMMA_SHIFT = 10  # psi(x) = psi(x + 10) - sum_{k<10} 1/(x + k) below 10

_LAST_FACTORIAL = 170  # 171! overflows float64


@functools.cache
def _factorials() -> np.ndarray:
    """n! for n = 0..170, each rounded once to float64 (made on first use: no cost at import)."""
    return np.array([float(math.factorial(n)) for n in range(_LAST_FACTORIAL + 1)])


def _lgamma_recurrence(x: np.ndarray) -> np.ndarray:
    """log Gamma(x) for 0 <= x < 10 as Cephes' ``lgam``: x = m + t (t = x - floor(x), exact), the rational
    approximation of log Gamma(2 + t) and the recurrence Gamma(x + 1) = x Gamma(x): plus
    ``log((2 + t)...(m - 1 + t))`` for m >= 3, minus ``log x`` for m = 1 and ``log(x (1 + x))`` for m = 0
    (+inf at 0)."""
    m = np.floor(x)
    t = x - m
    result = t * polynomial(_LGAMMA_2_3_B, t) / polynomial(_LGAMMA_2_3_C, t)
    high = np.flatnonzero(m >= 3)
    if high.size:  # (x - 1)(x - 2)...(2 + t), each factor exact (a multiple of x's ulp below x)
        v = x[high]
        product = v - 1.0
        for j in range(2, int(m[high].max()) - 1):
            factor = v - j
            np.multiply(product, factor, out=product, where=factor >= 2.0)
        result[high] += np.log(product)
    low = np.flatnonzero(m < 2)
    if low.size:
        v = x[low]  # the pole at 0: log(0) = -inf, +inf
        result[low] -= np.log(np.where(v < 1.0, v * (1.0 + v), v))
    return result


def _lgamma_stirling(x: np.ndarray) -> np.ndarray:
    """log Gamma(x) for x >= 10 (and NaN) by Stirling's series (+inf for x = +inf and past 2.55e305)."""
    inverse = 1.0 / x
    series = polynomial(_STIRLING, inverse * inverse) * inverse
    result = (x - 0.5) * np.log(x) - x + _HALF_LOG_TWO_PI + series
    return np.where(x == np.inf, np.inf, result)


def _abs_sin_pi(v: np.ndarray) -> np.ndarray:
    """|sin(pi v)|: the argument reduced exactly to r in [-1/2, 1/2] (exact zeros at integers), then
    ``2 |u| / (1 + u^2)`` with ``u = tan(pi r / 2)`` in [-1, 1] (NumPy's float64 tan is vectorised, its sin
    is not: 1.3 against 7.9 ns an element here)."""
    u = np.tan(0.5 * math.pi * (v - np.round(v)))
    return 2.0 * np.abs(u) / (1.0 + u * u)


@elementwise
def lgamma(x: np.ndarray) -> np.ndarray:
    """log |Gamma(x)| (chlo.md ``chlo.lgamma``): ``_lgamma_recurrence`` or Stirling's series for |x|, and for
    negative x the reflection ``Gamma(x) Gamma(-x) = -pi / (x sin(pi x))`` (Cephes' form, without rounding
    ``1 - x``). +inf at the poles (non-positive integers) and at +-inf (as XLA), NaN for NaN."""
    a = np.abs(x)
    below = a < _STIRLING_FROM
    result = piecewise(a, ((below, _lgamma_recurrence), (~below, _lgamma_stirling)))
    negative = x < 0
    if negative.any():
        where, flat = selection(negative), result.reshape(-1)
        q = -x.reshape(-1)[where]
        # below 1e-150, q |sin(pi q)| ~ pi q^2 underflows, and lgamma(-q) is -log(q) to float64's precision
        tiny = q < 1e-150
        log_product = np.log(np.where(tiny, q, q * _abs_sin_pi(q)))
        reflected = np.where(tiny, -log_product, _LOG_PI - log_product - flat[where])
        flat[where] = np.where(q == np.inf, np.inf, reflected)  # -inf: inf - inf above
    return result


def _digamma_asymptotic(y: np.ndarray) -> np.ndarray:
    """psi(y) for y >= 10 (and +inf, NaN) by its asymptotic series."""
    inverse = 1.0 / y
    inverse_sq = inverse * inverse
    return np.log(y) - 0.5 * inverse - polynomial(_DIGAMMA_ASYMPTOTIC, inverse_sq) * inverse_sq


def _digamma_shifted(x: np.ndarray) -> np.ndarray:
    """psi(x) for 0 < x < 10: ``psi(x + 10) - sum_{k<10} 1/(x + k)``, the sum from its smallest term."""
    total = np.zeros_like(x)
    for k in range(_DIGAMMA_SHIFT - 1, -1, -1):
        total += 1.0 / (x + k)
    return _digamma_asymptotic(x + _DIGAMMA_SHIFT) - total


@elementwise
def digamma(x: np.ndarray) -> np.ndarray:
    """psi(x) = d/dx log Gamma(x) (chlo.md ``chlo.digamma``): the asymptotic series from 10 on (Cephes'
    ``psi`` uses the same series and threshold), the recurrence ``psi(x) = psi(x + 1) - 1/x`` below, and for
    x <= 0 the reflection ``psi(x) = psi(1 - x) - pi / tan(pi x)`` (tan's argument reduced exactly to
    [-1/2, 1/2] first): psi of x or 1 - x in one pass. +inf at +inf; NaN at the poles (non-positive integers,
    as XLA), -inf and NaN."""
    non_positive = x <= 0
    y = np.where(non_positive, 1.0 - x, x)
    large = ~(y < _DIGAMMA_SHIFT)
    result = piecewise(y, ((~large, _digamma_shifted), (large, _digamma_asymptotic)))
    if non_positive.any():
        where, flat = selection(non_positive), result.reshape(-1)
        v = x.reshape(-1)[where]
        reduced = v - np.round(v)  # NaN at -inf
        reflected = flat[where] - math.pi / np.tan(math.pi * reduced)
        flat[where] = np.where(reduced == 0, np.nan, reflected)
    return result


@elementwise
def zeta(s: np.ndarray, q: np.ndarray) -> np.ndarray:
    """Hurwitz zeta ``sum_{n>=0} (q + n)^-s`` (chlo.md ``chlo.zeta``) by Euler-Maclaurin summation: ten
    terms, the integral of the rest and 12 Bernoulli corrections (Abramowitz & Stegun 23.1.30; XLA's Zeta
    sums the same way).

    As XLA: +inf for s == 1, NaN for s < 1; for q <= 0, +inf at integer q and NaN otherwise.
    """
    terms = 10
    valid = (s > 1) & (q > 0)
    s_in, q_in = np.where(valid, s, 2.0), np.where(valid, q, 1.0)
    total = np.zeros(s.shape)
    for k in range(terms):
        total = total + (q_in + k) ** -s_in
    a = q_in + terms
    total = total + a ** (1.0 - s_in) / (s_in - 1.0) + 0.5 * a ** -s_in
    factor = s_in * a ** (-s_in - 1.0)  # s (s+1)...(s+2j-2) a^(-s-2j+1) / (2j)!, built up step by step
    factorial = 2.0
    for j, bernoulli in enumerate(_BERNOULLI, start=1):
        total = total + bernoulli / factorial * factor
        factor = factor * (s_in + 2 * j - 1) * (s_in + 2 * j) / (a * a)
        factorial = factorial * (2 * j + 1) * (2 * j + 2)
    result = np.where(valid, total, np.nan)
    result = np.where((s > 1) & (q <= 0) & (q == np.floor(q)), np.inf, result)
    result = np.where(s == 1, np.inf, result)
    return np.where(np.isnan(s) | np.isnan(q), np.nan, result)


@elementwise
def polygamma(n: np.ndarray, x: np.ndarray) -> np.ndarray:
    """The n-th derivative of digamma (chlo.md ``chlo.polygamma``): ``(-1)^(n+1) n! zeta(n+1, x)`` for
    integer n >= 1 (n! exact from a table, +inf from 171 on), digamma for n == 0, NaN for other n (as XLA)."""
    integral = (n >= 0) & (n == np.floor(n))
    order = np.where(integral, n, 0.0)
    table = np.minimum(order, _LAST_FACTORIAL).astype(np.intp)
    factorial = np.where(order <= _LAST_FACTORIAL, _factorials()[table], np.inf)
    sign = np.where(np.remainder(order, 2.0) == 0, -1.0, 1.0)
    higher = sign * factorial * zeta(order + 1.0, x)
    result = np.where(order == 0, digamma(x), higher)
    return np.where(integral, result, np.nan)
