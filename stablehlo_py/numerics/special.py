"""Special functions with NumPy only (no SciPy): erf, erfc, erf_inv and the scaled modified Bessel function
I1e here; lgamma, digamma, Hurwitz zeta and polygamma in ``special_gamma``.

Each function but erf_inv takes and returns float64 arrays and evaluates a few fixed rational or Chebyshev
approximations, each on the elements of its own interval (``piecewise``): a fixed number of ufunc calls
per call, never a loop over elements, in blocks of ``BLOCK`` elements (``elementwise``). The CHLO ops
(chlo.md) round the result once to their element type. Special values (poles, NaN for undefined arguments)
follow XLA's implementations, which the upstream CHLO decompositions reproduce.

Accuracy in float64 (measured against mpmath by tests/test_special_accuracy.py): erf within 2 ulp (1 ulp up
to 0.46875 and from 1 on), erfc within 5 ulp (0.5 on average: the rounding of its rational's Horner sums and
of exp(-x^2)), bessel_i1e within 6 ulp. erf_inv is upstream's decomposition, whose polynomials are within
6 ulp on |x| <= 0.999 and 1e-10 relative at the ends.
"""
from __future__ import annotations

import functools
import math
from typing import Callable, Sequence

import numpy as np

from .floats import in_f64


# Elements per block of ``elementwise``: the temporaries of a block (256 KiB each) stay in the CPU's caches,
# where those of a whole large array would not (measured: erf of 1M f32 values 37 ns per element unblocked,
# 21 ns in blocks of 16K to 64K; 33 ns in blocks of 4K, where per-call overhead shows).
BLOCK = 32768
_MASKED_UP_TO = 4096  # piecewise: boolean-mask selection up to this many elements, indices beyond


def elementwise(fn: Callable[..., np.ndarray]) -> Callable[..., np.ndarray]:
    """``fn`` (of float64 arrays, broadcast together) computed block by block over the flattened operands,
    with NumPy's floating-point warnings off (special values are results here, not errors)."""

    @functools.wraps(fn)
    def blocked(*operands: object) -> np.ndarray:
        arrays = [np.asarray(x, dtype=np.float64) for x in operands]
        if len(arrays) > 1:
            arrays = np.broadcast_arrays(*arrays)
        shape = arrays[0].shape
        with np.errstate(all="ignore"):
            if arrays[0].size <= BLOCK:
                return np.asarray(fn(*arrays), dtype=np.float64)
            flat = [a.reshape(-1) for a in arrays]
            out = np.empty(flat[0].size)
            for start in range(0, out.size, BLOCK):
                out[start:start + BLOCK] = fn(*(a[start:start + BLOCK] for a in flat))
        return out.reshape(shape)

    return blocked


def polynomial(coefficients: Sequence[float], x: np.ndarray) -> np.ndarray:
    """``sum c_i x^(n-i)`` by Horner's rule, highest degree first, at least two coefficients (a new array;
    ``x`` is not written). A leading 1 costs no multiplication."""
    total = x + coefficients[1] if coefficients[0] == 1.0 else x * coefficients[0] + coefficients[1]
    for c in coefficients[2:]:
        total *= x
        total += c
    return total


def selection(mask: np.ndarray) -> np.ndarray:
    """What picks the elements of a flattened array where ``mask`` holds: the flattened mask itself in
    small arrays (one call less), their indices in large ones (NumPy gathers by index faster)."""
    flat = mask.reshape(-1)
    return flat if flat.size <= _MASKED_UP_TO else np.flatnonzero(flat)


def piecewise(x: np.ndarray, pieces: Sequence[tuple[np.ndarray, Callable[[np.ndarray], np.ndarray]]]
              ) -> np.ndarray:
    """A float64 array shaped like ``x`` holding ``fn(x[mask])`` where each ``mask`` holds; the masks are
    disjoint and cover ``x``. Each ``fn`` runs on its own elements only (none at all when ``mask`` is
    empty), so an approximation costs only where it applies."""
    out = np.empty(x.shape, dtype=np.float64)
    flat_x, flat_out = x.reshape(-1), out.reshape(-1)
    for mask, fn in pieces:
        count = np.count_nonzero(mask)
        if count == flat_x.size:
            flat_out[...] = fn(flat_x)
        elif count:
            where = selection(mask)
            flat_out[where] = fn(flat_x[where])
    return out


# W. J. Cody, "Rational Chebyshev approximations for the error function", Math. Comp. 23 (1969) 631-637,
# as in his CALERF (netlib specfun, 1985): erf on |x| <= 0.46875, erfc on (0.46875, 4] and beyond 4.
# Coefficients highest degree first; each denominator's leading coefficient is 1.
_CODY_THRESHOLD = 0.46875
_CODY_ERF_P = (0.185777706184603153, 3.16112374387056560, 113.864154151050156, 377.485237685302021,
               3209.37758913846947)
_CODY_ERF_Q = (1.0, 23.6012909523441209, 244.024637934444173, 1282.61652607737228, 2844.23683343917062)
_CODY_ERFC_P = (2.15311535474403846e-8, 0.564188496988670089, 8.88314979438837594, 66.1191906371416295,
                298.635138197400131, 881.952221241769090, 1712.04761263407058, 2051.07837782607147,
                1230.33935479799725)
_CODY_ERFC_Q = (1.0, 15.7449261107098347, 117.693950891312499, 537.181101862009858, 1621.38957456669019,
                3290.79923573345963, 4362.61909014324716, 3439.36767414372164, 1230.33935480374942)
_CODY_TAIL_P = (0.0163153871373020978, 0.305326634961232344, 0.360344899949804439, 0.125781726111229246,
                0.0160837851487422766, 6.58749161529837803e-4)
_CODY_TAIL_Q = (1.0, 2.56852019228982242, 1.87295284992346047, 0.527905102951428412, 0.0605183413124413191,
                0.00233520497626869185)
_ONE_OVER_SQRT_PI = 1.0 / math.sqrt(math.pi)
_ERFC_UNDERFLOW = 28.0  # erfc(28) = 7e-343: below the smallest float64


# P - Q, so that erf(x) = x P/Q = x + x (P - Q)/Q: the rounding errors of the rational fall on its part
# (P - Q)/Q ~ 0.128, not on the whole ~1.128 (fdlibm's form of erf near 0). The differences of the published
# decimals, exactly (tests/test_special_accuracy.py checks them): P/Q of the coefficients rounded to float64
# is 1e-16 below 2/sqrt(pi) at 0 (of the decimals, 3e-20), a bias that rounded 70% of erf's values near 0
# one ulp low; P - Q rounded once from the decimals is 100x closer.
_CODY_ERF_P_MINUS_Q = (-0.814222293815396847, -20.44016720847355530, -130.160483783394017, -905.131288392070259,
                       365.14075569929885)


def _erf_small(x: np.ndarray) -> np.ndarray:
    """erf(x) for |x| <= 0.46875: ``x P(x^2) / Q(x^2)`` as ``x + x (P - Q)/Q`` (odd: -0 stays -0)."""
    x2 = x * x
    return x + x * (polynomial(_CODY_ERF_P_MINUS_Q, x2) / polynomial(_CODY_ERF_Q, x2))


def _exp_minus_square(y: np.ndarray) -> np.ndarray:
    """``exp(-y^2)`` without the rounding error of ``y^2`` (CALERF's way): ``y = h + d`` with ``h`` a multiple
    of 1/16 (``h^2`` exact), ``exp(-h^2) exp(-(y - h)(y + h))``."""
    h = np.trunc(y * 16.0) / 16.0
    return np.exp(-h * h) * np.exp(-(y - h) * (y + h))


def _erfc_middle(y: np.ndarray) -> np.ndarray:
    return _exp_minus_square(y) * polynomial(_CODY_ERFC_P, y) / polynomial(_CODY_ERFC_Q, y)


def _erfc_tail(y: np.ndarray) -> np.ndarray:
    """erfc(y) for y > 4 (and NaN): ``exp(-y^2)/y (1/sqrt(pi) - z P(z)/Q(z))``, ``z = 1/y^2``; 0 from 28 on
    (``y`` is clamped there, which keeps inf out of ``_exp_minus_square``)."""
    y = np.minimum(y, _ERFC_UNDERFLOW)
    z = 1.0 / (y * y)
    series = _ONE_OVER_SQRT_PI - z * polynomial(_CODY_TAIL_P, z) / polynomial(_CODY_TAIL_Q, z)
    return _exp_minus_square(y) * series / y


def _cody_intervals(x: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The masks of Cody's three intervals of |x|: up to 0.46875, up to 4, beyond 4 (with NaN)."""
    magnitude = np.abs(x)
    small, up_to_4 = magnitude <= _CODY_THRESHOLD, magnitude <= 4.0
    return small, up_to_4 ^ small, ~up_to_4


@elementwise
def erf(x: np.ndarray) -> np.ndarray:
    """The error function (chlo.md ``chlo.erf``; hlo_ops.td ``mhlo.erf``), by Cody's rational approximations
    (see ``_CODY_*``): ``x P/Q`` near 0, ``1 - erfc(|x|)`` with the sign of x beyond. NaN for NaN."""
    small, middle, tail = _cody_intervals(x)
    return piecewise(x, ((small, _erf_small), (middle, lambda v: np.copysign(1.0 - _erfc_middle(np.abs(v)), v)),
                         (tail, lambda v: np.copysign(1.0 - _erfc_tail(np.abs(v)), v))))


@elementwise
def erfc(x: np.ndarray) -> np.ndarray:
    """The complementary error function ``1 - erf(x)`` (chlo.md ``chlo.erfc``), by Cody's rational
    approximations: ``1 - erf(x)`` near 0, the tail formulas beyond (no cancellation for large x),
    ``2 - erfc(-x)`` for negative x. NaN for NaN."""
    small, middle, tail = _cody_intervals(x)

    def signed(erfc_of_magnitude: Callable[[np.ndarray], np.ndarray]) -> Callable[[np.ndarray], np.ndarray]:
        def of(v: np.ndarray) -> np.ndarray:
            value = erfc_of_magnitude(np.abs(v))
            return np.where(v < 0, 2.0 - value, value)
        return of

    return piecewise(x, ((small, lambda v: 1.0 - _erf_small(v)), (middle, signed(_erfc_middle)),
                         (tail, signed(_erfc_tail))))


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


# Chebyshev coefficients of S. L. Moshier's Cephes (i1.c, 2000), highest order first: exp(-x) I1(x) / x in
# t = x/2 - 2 on [0, 8], and sqrt(x) exp(-x) I1(x) in t = 32/x - 2 on (8, inf).
_I1E_BELOW_8 = (
    2.77791411276104639959e-18, -2.11142121435816608115e-17, 1.55363195773620046921e-16,
    -1.10559694773538630805e-15, 7.60068429473540693410e-15, -5.04218550472791168711e-14,
    3.22379336594557470981e-13, -1.98397439776494371520e-12, 1.17361862988909016308e-11,
    -6.66348972350202774223e-11, 3.62559028155211703701e-10, -1.88724975172282928790e-9,
    9.38153738649577178388e-9, -4.44505912879632808065e-8, 2.00329475355213526229e-7,
    -8.56872026469545474066e-7, 3.47025130813767847674e-6, -1.32731636560394358279e-5,
    4.78156510755005422638e-5, -1.61760815825896745588e-4, 5.12285956168575772895e-4,
    -1.51357245063125314899e-3, 4.15642294431288815669e-3, -1.05640848946261981558e-2,
    2.47264490306265168283e-2, -5.29459812080949914269e-2, 1.02643658689847095384e-1,
    -1.76416518357834055153e-1, 2.52587186443633654823e-1)
_I1E_FROM_8 = (
    7.51729631084210481353e-18, 4.41434832307170791151e-18, -4.65030536848935832153e-17,
    -3.20952592199342395980e-17, 2.96262899764595013876e-16, 3.30820231092092828324e-16,
    -1.88035477551078244854e-15, -3.81440307243700780478e-15, 1.04202769841288027642e-14,
    4.27244001671195135429e-14, -2.10154184277266431302e-14, -4.08355111109219731823e-13,
    -7.19855177624590851209e-13, 2.03562854414708950722e-12, 1.41258074366137813316e-11,
    3.25260358301548823856e-11, -1.89749581235054123450e-11, -5.58974346219658380687e-10,
    -3.83538038596423702205e-9, -2.63146884688951950684e-8, -2.51223623787020892529e-7,
    -3.88256480887769039346e-6, -1.10588938762623716291e-4, -9.76109749136146840777e-3,
    7.78576235018280120474e-1)


def chebyshev(coefficients: Sequence[float], t: np.ndarray) -> np.ndarray:
    """Cephes' ``chbevl``: ``sum' c_k T_k(t/2)`` by Clenshaw's recurrence, coefficients highest order first
    and the constant term halved."""
    b0, b1 = np.full_like(t, coefficients[0]), np.zeros_like(t)
    b2 = b1
    for c in coefficients[1:]:
        b2, b1 = b1, b0
        b0 = t * b1 - b2 + c
    return 0.5 * (b0 - b2)


@elementwise
def bessel_i1e(x: np.ndarray) -> np.ndarray:
    """``exp(-|x|) I1(x)`` (chlo.md ``chlo.bessel_i1e``; XLA's BesselI1e, which uses the same Cephes
    expansions): the Chebyshev series above; odd in x, 0 at +-inf, NaN for NaN."""
    near = np.abs(x) <= 8.0

    def below_8(v: np.ndarray) -> np.ndarray:
        return chebyshev(_I1E_BELOW_8, np.abs(v) * 0.5 - 2.0) * v

    def from_8(v: np.ndarray) -> np.ndarray:
        a = np.abs(v)  # inf: a finite series over sqrt(inf), 0
        return np.copysign(chebyshev(_I1E_FROM_8, 32.0 / a - 2.0) / np.sqrt(a), v)

    return piecewise(x, ((near, below_8), (~near, from_8)))
