"""Special functions in float64 with NumPy only (no SciPy): erf, erfc, erf_inv, lgamma,
digamma, Hurwitz zeta, polygamma and the scaled modified Bessel function I1e.

Each function takes and returns float64 arrays and loops over series terms (a
fixed, small number), never over elements. Accuracy is close to float64
round-off; the CHLO ops (chlo.md) round the result once to their element type.
Special values (poles, NaN for undefined arguments) follow XLA's
implementations, which the upstream CHLO decompositions reproduce.
"""
from __future__ import annotations

import math

import numpy as np

_TWO_OVER_SQRT_PI = 2.0 / math.sqrt(math.pi)
_HALF_LOG_TWO_PI = 0.5 * math.log(2.0 * math.pi)

# Bernoulli numbers B_2, B_4, ..., B_24 (exact fractions).
_BERNOULLI = (1 / 6, -1 / 30, 1 / 42, -1 / 30, 5 / 66, -691 / 2730, 7 / 6, -3617 / 510, 43867 / 798,
              -174611 / 330, 854513 / 138, -236364091 / 2730)


def _f64(x: object) -> np.ndarray:
    return np.asarray(x, dtype=np.float64)


def _exp_minus_square(x: np.ndarray) -> np.ndarray:
    """``exp(-x^2)`` without the rounding error of ``x^2``: ``x = hi + lo`` with a 26-bit ``hi``
    (``hi^2`` exact), ``exp(-x^2) = exp(-hi^2) exp(-(2 hi + lo) lo)``."""
    finite = np.isfinite(x)
    safe = np.where(finite, x, 0.0)
    hi = np.round(safe * 2.0**20) / 2.0**20
    lo = safe - hi
    return np.where(finite, np.exp(-hi * hi) * np.exp(-(2.0 * hi + lo) * lo), 0.0)


def _erf_maclaurin(x: np.ndarray) -> np.ndarray:
    """erf for |x| <= 1 by its alternating Maclaurin series ``2/sqrt(pi) sum (-1)^n x^(2n+1) / (n! (2n+1))``."""
    x2 = x * x
    power = x.copy()  # (-1)^n x^(2n+1) / n!
    total = x.copy()
    for n in range(1, 30):
        power = -power * x2 / n
        total = total + power / (2 * n + 1)
    return _TWO_OVER_SQRT_PI * total


def _erfc_continued_fraction(x: np.ndarray) -> np.ndarray:
    """erfc for x >= 1 by Laplace's continued fraction ``exp(-x^2)/sqrt(pi) / (x + (1/2)/(x + 1/(x + ...)))``
    (300 levels: a few ULPs at x = 1, better beyond)."""
    tail = np.zeros_like(x)
    for k in range(300, 0, -1):  # evaluated from the tail: x + (k/2) / (x + ...)
        tail = (k / 2.0) / (x + tail)
    return _exp_minus_square(x) / math.sqrt(math.pi) / (x + tail)


def _erf_and_erfc_of_magnitude(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(erf(a), erfc(a))`` for ``a >= 0``, each from the formula without cancellation."""
    small = a < 1.0
    series = _erf_maclaurin(np.where(small, a, 0.0))
    fraction = _erfc_continued_fraction(np.where(small, 1.0, a))
    return np.where(small, series, 1.0 - fraction), np.where(small, 1.0 - series, fraction)


def erf(x: np.ndarray) -> np.ndarray:
    """The error function (chlo.erf)."""
    x = _f64(x)
    magnitude, _ = _erf_and_erfc_of_magnitude(np.abs(x))
    return np.where(np.isnan(x), x, np.copysign(magnitude, x))


def erfc(x: np.ndarray) -> np.ndarray:
    """The complementary error function ``1 - erf(x)`` without cancellation for large x (chlo.erfc)."""
    x = _f64(x)
    _, tail = _erf_and_erfc_of_magnitude(np.abs(x))
    result = np.where(x < 0, 2.0 - tail, tail)
    return np.where(np.isnan(x), x, result)


def erf_inv(y: np.ndarray) -> np.ndarray:
    """Inverse error function (chlo.erf_inv): +-inf at +-1, NaN outside [-1, 1].

    Start from Winitzki's closed-form approximation (relative error ~2e-3) and
    refine with Newton steps on erfc for |y| > 0.5 (``1 - |y|`` is exact there)
    and on erf otherwise; each step squares the error.
    """
    y = _f64(y)
    a = np.abs(y)
    inside = a < 1.0
    a_in = np.where(inside, a, 0.5)
    log_term = np.log((1.0 - a_in) * (1.0 + a_in))
    k = 0.147
    first = 2.0 / (math.pi * k) + log_term / 2.0
    x = np.sqrt(np.sqrt(first * first - log_term / k) - first)
    use_erfc = a_in > 0.5
    one_minus = 1.0 - a_in
    for _ in range(6):
        slope = _TWO_OVER_SQRT_PI * np.exp(-x * x)
        residual = np.where(use_erfc, one_minus - erfc(x), erf(x) - a_in)
        x = x - residual / np.where(slope > 0, slope, 1.0)
    result = np.copysign(x, y)
    result = np.where(a == 1.0, np.copysign(np.inf, y), result)
    result = np.where(y == 0, y, result)
    return np.where((a > 1.0) | np.isnan(y), np.nan, result)


def _shift_up(x: np.ndarray, threshold: float) -> tuple[np.ndarray, np.ndarray]:
    """``(x + n, x (x+1) ... (x+n-1))`` with the smallest n making ``x + n >= threshold`` (n = 0 for larger x)."""
    product = np.ones_like(x)
    shifted = x.copy()
    for _ in range(int(threshold) + 1):
        below = shifted < threshold
        if not below.any():
            break
        product = np.where(below, product * shifted, product)
        shifted = np.where(below, shifted + 1.0, shifted)
    return shifted, product


def _lgamma_positive(x: np.ndarray) -> np.ndarray:
    """log Gamma(x) for x > 0: Stirling's series at x >= 16 after the recurrence Gamma(x+1) = x Gamma(x)."""
    shifted, product = _shift_up(x, 16.0)
    inverse = 1.0 / shifted
    inverse_sq = inverse * inverse
    correction = np.zeros_like(x)
    power = inverse
    for j, bernoulli in enumerate(_BERNOULLI[:8], start=1):
        correction = correction + bernoulli / (2 * j * (2 * j - 1)) * power
        power = power * inverse_sq
    stirling = (shifted - 0.5) * np.log(shifted) - shifted + _HALF_LOG_TWO_PI + correction
    return stirling - np.log(product)


def _sin_pi(x: np.ndarray) -> np.ndarray:
    """sin(pi x) with the argument reduced exactly first (exact zeros at integers)."""
    nearest = np.round(x)
    value = np.sin(math.pi * (x - nearest))
    return np.where(np.remainder(nearest, 2.0) == 0, value, -value)


def lgamma(x: np.ndarray) -> np.ndarray:
    """log |Gamma(x)| (chlo.lgamma): +inf at poles (non-positive integers) and at +-inf, NaN for NaN.

    Negative arguments use the reflection ``Gamma(x) Gamma(1-x) = pi / sin(pi x)``.
    """
    x = _f64(x)
    finite = np.isfinite(x)
    positive = np.where(finite & (x > 0), x, 1.0)
    reflected = np.where(finite & (x <= 0), 1.0 - x, 1.0)
    result = _lgamma_positive(positive)
    sine = np.abs(_sin_pi(np.where(finite & (x <= 0), x, 0.5)))
    negative = np.log(math.pi / np.where(sine > 0, sine, 1.0)) - _lgamma_positive(reflected)
    result = np.where(x <= 0, np.where(sine == 0, np.inf, negative), result)
    result = np.where(np.isinf(x), np.inf, result)
    return np.where(np.isnan(x), x, result)


def _digamma_positive(x: np.ndarray) -> np.ndarray:
    """psi(x) for x > 0: asymptotic series at x >= 16 after ``psi(x) = psi(x+1) - 1/x``."""
    shifted = x.copy()
    total = np.zeros_like(x)
    for _ in range(17):
        below = shifted < 16.0
        if not below.any():
            break
        total = np.where(below, total - 1.0 / shifted, total)
        shifted = np.where(below, shifted + 1.0, shifted)
    inverse_sq = 1.0 / (shifted * shifted)
    series = np.zeros_like(x)
    power = inverse_sq
    for j, bernoulli in enumerate(_BERNOULLI[:8], start=1):
        series = series + bernoulli / (2 * j) * power
        power = power * inverse_sq
    return total + np.log(shifted) - 0.5 / shifted - series


def digamma(x: np.ndarray) -> np.ndarray:
    """psi(x) = d/dx log Gamma(x) (chlo.digamma): NaN at non-positive integers (as XLA), reflection
    ``psi(x) = psi(1 - x) - pi / tan(pi x)`` for negative x."""
    x = _f64(x)
    finite = np.isfinite(x)
    positive = np.where(finite & (x > 0), x, 1.0)
    result = _digamma_positive(positive)
    non_positive = finite & (x <= 0)
    x_np = np.where(non_positive, x, -0.5)
    fraction = np.where(non_positive, x_np - np.floor(x_np), 0.5)
    reflected = _digamma_positive(np.where(non_positive, 1.0 - x, 1.0))
    cotangent_term = math.pi / np.tan(math.pi * np.where(fraction == 0, 0.5, fraction))
    result = np.where(non_positive, np.where(fraction == 0, np.nan, reflected - cotangent_term), result)
    result = np.where(x == np.inf, np.inf, np.where(x == -np.inf, np.nan, result))
    return np.where(np.isnan(x), x, result)


def zeta(s: np.ndarray, q: np.ndarray) -> np.ndarray:
    """Hurwitz zeta ``sum_{n>=0} (q + n)^-s`` (chlo.zeta) by Euler-Maclaurin summation.

    As XLA: +inf for s == 1, NaN for s < 1; for q <= 0, +inf at integer q and
    NaN at non-integer q unless s is an integer (then the sum is defined).
    """
    s, q = np.broadcast_arrays(_f64(s), _f64(q))
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


def polygamma(n: np.ndarray, x: np.ndarray) -> np.ndarray:
    """The n-th derivative of digamma (chlo.polygamma): ``(-1)^(n+1) n! zeta(n+1, x)`` for integer
    n >= 1, digamma for n == 0, NaN for other n (as XLA)."""
    n, x = np.broadcast_arrays(_f64(n), _f64(x))
    integral = (n >= 0) & (n == np.floor(n))
    order = np.where(integral, n, 0.0)
    factorial = np.exp(lgamma(order + 1.0))
    sign = np.where(np.remainder(order, 2.0) == 0, -1.0, 1.0)
    higher = sign * factorial * zeta(order + 1.0, x)
    result = np.where(order == 0, digamma(x), higher)
    return np.where(integral, result, np.nan)


def bessel_i1e(x: np.ndarray) -> np.ndarray:
    """``exp(-|x|) I1(x)`` (chlo.bessel_i1e): power series for |x| <= 30 (positive terms), the
    asymptotic expansion beyond; odd in x."""
    x = _f64(x)
    a = np.abs(x)
    small = np.where(a <= 30.0, a, 0.0)
    half = small / 2.0
    quarter_sq = half * half
    term = half.copy()
    total = half.copy()
    for k in range(1, 90):
        term = term * quarter_sq / (k * (k + 1))
        total = total + term
    series = total * np.exp(-small)
    large = np.where(a > 30.0, a, 31.0)
    coefficient = np.ones_like(large)
    asymptotic = np.ones_like(large)
    for k in range(1, 25):  # a_k(1) = prod_j (4 - (2j-1)^2) / (k! 8^k), alternating in 1/x
        coefficient = coefficient * -(4.0 - (2 * k - 1) ** 2) / (k * 8.0 * large)
        asymptotic = asymptotic + coefficient
    asymptotic = asymptotic / np.sqrt(2.0 * math.pi * large)
    magnitude = np.where(a <= 30.0, series, np.where(np.isinf(a), 0.0, asymptotic))
    return np.where(np.isnan(x), x, np.copysign(magnitude, x))
