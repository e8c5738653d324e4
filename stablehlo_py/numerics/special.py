"""Special functions with NumPy only (no SciPy): erf, erfc, lgamma, digamma, Hurwitz zeta, polygamma and
the scaled modified Bessel function I1e in float64, and erf_inv as upstream's CHLO decomposition computes it.

Each function but erf_inv takes and returns float64 arrays and loops over series terms (a
fixed, small number), never over elements. Accuracy is close to float64
round-off; the CHLO ops (chlo.md) round the result once to their element type.
Special values (poles, NaN for undefined arguments) follow XLA's
implementations, which the upstream CHLO decompositions reproduce.
"""
from __future__ import annotations

import math

import numpy as np

from .floats import in_f64

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


# chlo.erf_inv as upstream's CHLO decomposition computes it (stablehlo/transforms/ChloLegalizeToStablehlo.cpp,
# erfInv32 / erfInv64; XLA's ErfInv uses the same polynomials, from M. Giles, "Approximating the erfinv
# function"): polynomials in w = -log1p(-x^2), highest degree first. Its accuracy is not specified, and JAX's
# random sampling (normal, gamma, truncated normal) feeds it into comparisons, so the reference interpreter's
# values (the decomposition run op by op) are what keeps samples equal to upstream's and XLA's.
_ERF_INV_F32 = (  # (w < 5, w >= 5) coefficient pairs
    (2.81022636e-08, -0.000200214257), (3.43273939e-07, 0.000100950558), (-3.5233877e-06, 0.00134934322),
    (-4.39150654e-06, -0.00367342844), (0.00021858087, 0.00573950773), (-0.00125372503, -0.0076224613),
    (-0.00417768164, 0.00943887047), (0.246640727, 1.00167406), (1.50140941, 2.83297682))
_ERF_INV_F64_BELOW_6_25 = (
    -3.6444120640178196996e-21, -1.685059138182016589e-19, 1.2858480715256400167e-18, 1.115787767802518096e-17,
    -1.333171662854620906e-16, 2.0972767875968561637e-17, 6.6376381343583238325e-15, -4.0545662729752068639e-14,
    -8.1519341976054721522e-14, 2.6335093153082322977e-12, -1.2975133253453532498e-11, -5.4154120542946279317e-11,
    1.051212273321532285e-09, -4.1126339803469836976e-09, -2.9070369957882005086e-08, 4.2347877827932403518e-07,
    -1.3654692000834678645e-06, -1.3882523362786468719e-05, 0.0001867342080340571352, -0.00074070253416626697512,
    -0.0060336708714301490533, 0.24015818242558961693, 1.6536545626831027356)
_ERF_INV_F64_BELOW_16 = (
    2.2137376921775787049e-09, 9.0756561938885390979e-08, -2.7517406297064545428e-07, 1.8239629214389227755e-08,
    1.5027403968909827627e-06, -4.013867526981545969e-06, 2.9234449089955446044e-06, 1.2475304481671778723e-05,
    -4.7318229009055733981e-05, 6.8284851459573175448e-05, 2.4031110387097893999e-05, -0.0003550375203628474796,
    0.00095328937973738049703, -0.0016882755560235047313, 0.0024914420961078508066, -0.0037512085075692412107,
    0.005370914553590063617, 1.0052589676941592334, 3.0838856104922207635)
_ERF_INV_F64_FROM_16 = (
    -2.7109920616438573243e-11, -2.5556418169965252055e-10, 1.5076572693500548083e-09, -3.7894654401267369937e-09,
    7.6157012080783393804e-09, -1.4960026627149240478e-08, 2.9147953450901080826e-08, -6.7711997758452339498e-08,
    2.2900482228026654717e-07, -9.9298272942317002539e-07, 4.5260625972231537039e-06, -1.9681778105531670567e-05,
    7.5995277030017761139e-05, -0.00021503011930044477347, -0.00013871931833623122026, 1.0103004648645343977,
    4.8499064014085844221)


def erf_inv(x: np.ndarray) -> np.ndarray:
    """Inverse error function (chlo.erf_inv) of float32 or float64 values, in their own precision, as the
    CHLO decomposition computes it: the polynomials above, each operation rounded to the type as the op it
    stands for (``log1p`` of float32 rounded once from float64, as ``stablehlo.log_plus_one`` here). +-inf
    at +-1; NaN outside [-1, 1] and for NaN. The caller computes narrower floats in float32, as the
    decomposition does."""
    x = np.asarray(x)
    f = x.dtype.type
    # both sides of each select are computed, as the decomposition's ops are: log1p(-x^2) of |x| >= 1 and
    # sqrt of its negative w are NaN or -inf, x * inf is NaN at x = 0; only the selected side is kept
    with np.errstate(invalid="ignore", divide="ignore"):
        w = -in_f64(x * -x, np.log1p)
        root = np.sqrt(w)
        if x.dtype == np.float64:
            lt625, lt16 = w < 6.25, w < 16

            def coefficient(i: int) -> np.ndarray:
                c = _ERF_INV_F64_BELOW_6_25[i]
                c = np.where(lt625, c, _ERF_INV_F64_BELOW_16[i]) if i < 19 else np.float64(c)
                return np.where(lt16, c, _ERF_INV_F64_FROM_16[i]) if i < 17 else c

            w = np.where(lt625, w - 3.125, root - np.where(lt16, 3.25, 5.0))
            p = coefficient(0)
            for i in range(1, 23):  # degree 16 everywhere, 18 below w = 16, 22 below w = 6.25
                step = coefficient(i) + p * w
                p = step if i < 17 else np.where(lt16 if i < 19 else lt625, step, p)
        else:
            lt5 = w < f(5)
            w = np.where(lt5, w - f(2.5), root - f(3))
            p = np.where(lt5, f(_ERF_INV_F32[0][0]), f(_ERF_INV_F32[0][1]))
            for below, above in _ERF_INV_F32[1:]:
                p = np.where(lt5, f(below), f(above)) + p * w
        return np.where(np.abs(x) == 1, x * f(np.inf), p * x).astype(x.dtype)


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
