"""Comparing a result with its expected value under tolerances, and reporting how they differ.

An element of a float (or complex) result matches when ``|actual - expected| <= atol + rtol *
|expected|`` (NumPy's ``isclose``), NaN matches NaN (NaN positions must be the same) and an
infinity only the same infinity. Integers and booleans match only exactly, whatever the
tolerances. The default tolerances depend on the element type (``default_tolerances``):

=====================================  ==========================
element type                           rtol = atol
=====================================  ==========================
f32, f64, tf32, complex<f32/f64>       1e-5
f16                                    2**-9  (~1.95e-3)
bf16                                   2**-6  (~1.56e-2)
f8E3M4                                 2**-3  (0.125)
f8E4M3*, f8E4M3B11FNUZ, f6E2M3FN       2**-2  (0.25)
f8E5M2*, f6E3M2FN                      2**-1  (0.5)
f4E2M1FN                               1
f8E8M0FNU                              2
integers, booleans                     exact (0, always)
=====================================  ==========================

For the formats narrower than f32 both defaults are twice the format's machine epsilon (``rtol =
atol = 2 * eps``, eps being the distance from 1.0 to the next larger value), so an element matches
when ``|actual - expected| <= 2 * eps + 2 * eps * |expected|``; e.g. for bf16 (eps = 2**-7)
``|a - e| <= 2**-6 + 2**-6 * |e|``. This is not a bound in units in the last place: near 1.0
it allows about four ulps, and for values much smaller than 1 the absolute term dominates.
Tolerances given explicitly must be finite numbers >= 0 (``check_tolerance``).
"""
from __future__ import annotations


import numpy as np

from ..ir.records import record
from ..numerics.floats import finfo
from ..numerics.integers import is_sub_byte

__all__ = ["Comparison", "check_tolerance", "compare", "default_tolerances", "is_exact"]

WIDE_TOLERANCE = 1e-5


def is_exact(dtype: np.dtype) -> bool:
    """Whether values of ``dtype`` are compared exactly (booleans and integers, ml_dtypes' int4 included)."""
    dtype = np.dtype(dtype)
    return dtype.kind in "biu" or is_sub_byte(dtype)


def check_tolerance(value: float | None, name: str = "tolerance") -> float | None:
    """``value`` as a float when it is None or a finite number >= 0; ``ValueError`` otherwise (NaN would
    let every mismatch pass, a negative tolerance every match fail)."""
    if value is None:
        return None
    number = float(value)
    if not np.isfinite(number) or number < 0:
        raise ValueError(f"{name} must be a finite number >= 0, not {value!r}")
    return number


def default_tolerances(dtype: np.dtype) -> tuple[float, float]:
    """``(rtol, atol)`` for results of ``dtype``: ``1e-5`` for f32 and wider (complex too), ``2 * eps`` of
    the format for narrower floats (bf16, f16, f8, f6, f4), ``(0, 0)`` for integers and booleans."""
    dtype = np.dtype(dtype)
    if is_exact(dtype):
        return 0.0, 0.0
    if dtype.kind == "c":
        return WIDE_TOLERANCE, WIDE_TOLERANCE
    eps = float(finfo(dtype).eps)
    if eps <= float(np.finfo(np.float32).eps):
        return WIDE_TOLERANCE, WIDE_TOLERANCE
    return 2 * eps, 2 * eps


def _number(value: object) -> object:
    """A JSON-safe scalar: ints and finite floats as numbers, NaN/infinities as ``"nan"``/``"inf"``/``"-inf"``,
    complex numbers as ``[re, im]``."""
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    if isinstance(value, (int, np.integer)):
        return int(value)
    if isinstance(value, (complex, np.complexfloating)):
        return [_number(value.real), _number(value.imag)]
    value = float(value)
    if np.isnan(value):
        return "nan"
    if np.isinf(value):
        return "inf" if value > 0 else "-inf"
    return value


def _show(value: object) -> str:
    """One element as a report shows it (bf16 and friends as their float value)."""
    if isinstance(value, (bool, np.bool_)):
        return "true" if value else "false"
    if isinstance(value, (int, np.integer)):
        return str(int(value))
    if isinstance(value, (complex, np.complexfloating)):
        return str(complex(value))
    text = str(value) if isinstance(value, np.generic) else repr(float(value))  # shortest for its own type
    return text + ".0" if text.lstrip("-").isdigit() else text


def _wide(array: np.ndarray) -> np.ndarray:
    """``array`` as float64 / complex128 / int64 / bool, types NumPy computes with (ml_dtypes' are not)."""
    if array.dtype.kind == "c":
        return array.astype(np.complex128)
    if array.dtype == np.bool_:
        return array
    if is_exact(array.dtype):
        return array.astype(np.uint64 if array.dtype.kind == "u" and array.dtype.itemsize == 8 else np.int64)
    return array.astype(np.float64)


@record
class Comparison:
    """How one result compares with its expected value (``compare``)."""

    name: str
    ok: bool
    shape: tuple[int, ...]
    dtype: str
    rtol: float
    atol: float
    total: int = 0
    mismatched: int = 0
    max_abs_error: float | int = 0.0  # an int for integer results (exact, whatever their width)
    max_rel_error: float = 0.0
    first_index: tuple[int, ...] | None = None
    first_actual: object = None
    first_expected: object = None
    reason: str = ""  # set when the arrays cannot be compared element by element (shape or dtype)

    def describe(self) -> str:
        """The per-result report: outcome, tolerances, errors, mismatch count and the first mismatch."""
        tolerance = "exact" if self.rtol == 0 and self.atol == 0 else f"rtol={self.rtol:g}, atol={self.atol:g}"
        if self.reason:
            return f"{self.name}: MISMATCH: {self.reason}"
        absolute = (str(self.max_abs_error) if isinstance(self.max_abs_error, int)
                    else f"{self.max_abs_error:.6g}")
        errors = f"max abs error {absolute}, max rel error {self.max_rel_error:.6g}"
        if self.ok:
            return f"{self.name}: ok ({self.total} element(s) of {self.dtype} within {tolerance}; {errors})"
        share = 100.0 * self.mismatched / self.total if self.total else 0.0
        index = "[" + ", ".join(map(str, self.first_index or ())) + "]"
        return (f"{self.name}: MISMATCH: {self.mismatched} of {self.total} element(s) ({share:.3g}%) differ "
                f"beyond {tolerance}; {errors}; first at {index}: got {_show(self.first_actual)}, "
                f"expected {_show(self.first_expected)}")

    def to_json(self) -> dict:
        """The comparison as JSON-safe data (non-finite numbers as ``"nan"``/``"inf"``/``"-inf"``)."""
        out = {"name": self.name, "ok": self.ok, "shape": list(self.shape), "dtype": self.dtype,
               "rtol": self.rtol, "atol": self.atol, "elements": self.total, "mismatched": self.mismatched,
               "max_abs_error": _number(self.max_abs_error), "max_rel_error": _number(self.max_rel_error),
               "first_mismatch": None}
        if self.first_index is not None:
            out["first_mismatch"] = {"index": list(self.first_index), "actual": _number(self.first_actual),
                                     "expected": _number(self.first_expected)}
        if self.reason:
            out["reason"] = self.reason
        return out


def compare(actual: np.ndarray, expected: np.ndarray, rtol: float | None, atol: float | None,
            name: str) -> Comparison:
    """Compare ``actual`` with ``expected`` element-wise (see the module docstring for the rule).

    ``rtol``/``atol`` default (None) to ``default_tolerances`` of the expected dtype; integer and
    boolean results are compared exactly whatever they are. Shapes and dtypes must agree. A
    tolerance that is NaN, infinite or negative is a ``ValueError``.
    """
    rtol = check_tolerance(rtol, "rtol")
    atol = check_tolerance(atol, "atol")
    actual = np.asarray(actual)
    expected = np.asarray(expected)
    exact = is_exact(expected.dtype)
    default_rtol, default_atol = default_tolerances(expected.dtype)
    rtol = 0.0 if exact else (default_rtol if rtol is None else float(rtol))
    atol = 0.0 if exact else (default_atol if atol is None else float(atol))
    result = Comparison(name, True, tuple(expected.shape), str(expected.dtype), rtol, atol, total=expected.size)
    if actual.shape != expected.shape:
        result.ok = False
        result.reason = f"shape {list(actual.shape)}, expected {list(expected.shape)}"
        return result
    if actual.dtype != expected.dtype:
        result.ok = False
        result.reason = f"element type {actual.dtype}, expected {expected.dtype}"
        return result
    if expected.size == 0:
        return result

    a, e = _wide(actual), _wide(expected)
    if exact:
        bad = a != e
        if a.dtype == np.bool_:
            abs_error = bad.astype(np.uint64)
        else:  # |a - e| exactly: the wrap-around difference of the 64-bit patterns, taken the right way round
            with np.errstate(over="ignore"):
                au, eu = a.astype(np.uint64), e.astype(np.uint64)
                abs_error = np.where(a >= e, au - eu, eu - au)
        rel_error = np.divide(abs_error.astype(np.float64), np.abs(e.astype(np.float64)),
                              out=np.where(abs_error > 0, np.inf, 0.0), where=e != 0)
    else:
        a_nan, e_nan = np.isnan(a), np.isnan(e)
        a_inf, e_inf = np.isinf(a), np.isinf(e)
        finite = ~(a_nan | e_nan | a_inf | e_inf)
        with np.errstate(invalid="ignore", over="ignore"):
            diff = np.where(finite, np.abs(a - e), 0.0)
            magnitude = np.where(finite, np.abs(e), 0.0)
        bad = (a_nan != e_nan) | ((a_inf | e_inf) & ~(a_nan | e_nan) & (a != e))
        bad |= finite & (diff > atol + rtol * magnitude)
        abs_error = np.where(bad & ~finite, np.inf, diff)
        rel_error = np.divide(abs_error, magnitude, out=np.where(abs_error > 0, np.inf, 0.0), where=magnitude > 0)

    result.max_abs_error = int(abs_error.max()) if exact else float(abs_error.max())
    result.max_rel_error = float(rel_error.max())
    mismatched = int(np.count_nonzero(bad))
    if mismatched:
        first = int(np.flatnonzero(bad)[0])
        index = tuple(int(i) for i in np.unravel_index(first, expected.shape))
        result.ok = False
        result.mismatched = mismatched
        result.first_index = index
        result.first_actual = actual[index]
        result.first_expected = expected[index]
    return result
