"""numerics/: the facts of every element type come from ml_dtypes (finfo/iinfo), and the ULP distance
that check.expect_close measures works on the narrow floats (f8E5M2 has NumPy kind 'f' but np.finfo
rejects it)."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from stablehlo_py.harness.runner import run_file
from stablehlo_py.interpreter.self_checking import FAILED
from stablehlo_py.ir.dtypes import dtype_of
from stablehlo_py.ir.types import FloatType, IntegerType
from stablehlo_py.numerics import floats, integers

FLOATS = ["f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E3M4", "f8E4M3", "f8E4M3FN", "f8E4M3FNUZ", "f8E4M3B11FNUZ",
          "f8E5M2", "f8E5M2FNUZ", "f8E8M0FNU", "bf16", "f16", "f32", "f64"]
INTEGERS = [IntegerType(w, signed) for w in (2, 4, 8, 16, 32, 64) for signed in (True, False)] + [IntegerType(1, False)]


@pytest.mark.parametrize("name", FLOATS)
def test_float_formats_are_ml_dtypes_facts(name):
    dtype = dtype_of(FloatType(name))
    info = ml_dtypes.finfo(dtype)
    assert floats.is_float(dtype)
    assert floats.float_format(dtype) == (info.nexp, info.nmant)
    assert floats.format_width(dtype) == info.bits


@pytest.mark.parametrize("type_", INTEGERS, ids=str)
def test_integer_facts_are_ml_dtypes_facts(type_):
    dtype = dtype_of(type_)
    info = ml_dtypes.iinfo(dtype)
    assert integers.bit_width(dtype) == info.bits == type_.width
    assert integers.is_signed(dtype) == type_.signed
    assert integers.is_sub_byte(dtype) == (type_.width < 8)
    assert integers.is_integer(dtype) and not floats.is_float(dtype)


@pytest.mark.parametrize("name, values, one_step_up", [
    ("f8E5M2", [1.0, -0.75, 0.0, np.inf], [1.25, -0.875, 0.0, np.inf]),
    ("f8E4M3FN", [2.25, 9.0, 0.25, 448.0], [2.5, 10.0, 0.28125, 448.0]),
])
def test_ulp_distance_on_8_bit_floats(name, values, one_step_up):
    dtype = dtype_of(FloatType(name))
    a, b = np.array(values, dtype), np.array(one_step_up, dtype)
    assert floats.ulp_distance(a, a).tolist() == [0] * len(values)
    assert floats.ulp_distance(a, b).tolist() == [0 if x == y else 1 for x, y in zip(values, one_step_up)]


def test_expect_close_on_f8E5M2_reports_a_difference_of_one_ulp(tmp_path):
    program = tmp_path / "close.mlir"
    program.write_text("// RUN: stablehlo-translate --interpret %s\nfunc.func @f() {\n"
                       "  %a = stablehlo.constant dense<[1.0, 1.25]> : tensor<2xf8E5M2>\n"
                       "  %b = stablehlo.constant dense<[1.0, 1.5]> : tensor<2xf8E5M2>\n"
                       "  check.expect_close %a, %b, max_ulp_difference = 0 : tensor<2xf8E5M2>, tensor<2xf8E5M2>\n"
                       "  func.return\n}\n")
    (result,) = run_file(str(program))
    assert result.status == FAILED
    assert f"{program}:5:3" in result.message and "index [1]" in result.message
    assert "internal error" not in result.message


# --- maximum / minimum of floats: IEEE 754-2019 order of zeros (-0 < +0) and NaN propagation -----------

_SPECIAL = np.array([0.0, -0.0, np.nan, -np.nan, np.inf, -np.inf, 1.0, -1.0, 0.5, -2.0])


def _ieee_extremum_reference(lhs: np.ndarray, rhs: np.ndarray, is_maximum: bool) -> np.ndarray:
    """Spec ``maximum``/``minimum`` one element at a time, in float64: NaN when either is NaN; of two
    zeros, maximum is -0 only when both are, minimum when either is."""
    out = []
    for a, b in zip(*(np.broadcast_to(v, np.broadcast_shapes(lhs.shape, rhs.shape)).astype(np.float64).ravel()
                      for v in (lhs, rhs))):
        if np.isnan(a) or np.isnan(b):
            out.append(np.nan)
        elif a == 0 and b == 0:
            negative = (np.signbit(a) and np.signbit(b)) if is_maximum else (np.signbit(a) or np.signbit(b))
            out.append(-0.0 if negative else 0.0)
        else:
            out.append(max(a, b) if is_maximum else min(a, b))
    return np.array(out).reshape(np.broadcast_shapes(lhs.shape, rhs.shape))


def _assert_same_floats(actual: np.ndarray, expected: np.ndarray) -> None:
    """The same NaN positions, values and signs (a zero's sign included)."""
    wide = np.asarray(actual).astype(np.float64)
    np.testing.assert_array_equal(np.isnan(wide), np.isnan(expected))
    keep = ~np.isnan(expected)
    np.testing.assert_array_equal(wide[keep], expected[keep])
    np.testing.assert_array_equal(np.signbit(wide[keep]), np.signbit(expected[keep]))


@pytest.mark.parametrize("block", [1 << 18, 7], ids=["one-block", "7-element-blocks"])
@pytest.mark.parametrize("name", FLOATS)
def test_maximum_minimum_order_zeros_and_propagate_nan(name, block, monkeypatch):
    """The kernels (whose specializer is the same function of the element type) against the spec's
    per-element rule, on special values: equal shapes (blocks of 7 elements and a partial last one) and a
    0-d operand (as ``clamp`` passes)."""
    from stablehlo_py.interpreter.kernels import elementwise

    monkeypatch.setattr(elementwise, "_EXTREMUM_BLOCK", block)
    dtype = dtype_of(FloatType(name))
    rng = np.random.default_rng(len(name))
    with np.errstate(invalid="ignore", over="ignore"):
        special = _SPECIAL.astype(dtype)
        pairs = [(rng.choice(special, 200), rng.choice(special, 200)), (rng.choice(special, (5, 9)), special[1]),
                 (rng.choice(special, 31), np.zeros(31, dtype)), (special[0], rng.choice(special, 6))]
        for lhs, rhs in pairs:
            lhs, rhs = np.asarray(lhs, dtype), np.asarray(rhs, dtype)
            for kernel, is_maximum in ((elementwise.maximum, True), (elementwise.minimum, False)):
                actual = kernel(None, None, lhs, rhs)
                assert actual.dtype == dtype
                _assert_same_floats(actual, _ieee_extremum_reference(lhs, rhs, is_maximum))


def test_compiled_relu_gives_positive_zeros():
    """``maximum(x, 0)`` and ``minimum(x, -0)`` in a compiled function: the first run calls the kernels,
    later runs their specializers' functions; both give the spec's values, signs of zeros included."""
    import stablehlo_py

    module = stablehlo_py.parse_text("""
func.func @main(%x: tensor<4x50xf32>) -> (tensor<4x50xf32>, tensor<4x50xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<4x50xf32>
  %negative_zero = stablehlo.constant dense<-0.0> : tensor<4x50xf32>
  %relu = stablehlo.maximum %x, %zero : tensor<4x50xf32>
  %low = stablehlo.minimum %x, %negative_zero : tensor<4x50xf32>
  return %relu, %low : tensor<4x50xf32>, tensor<4x50xf32>
}
""")
    x = np.random.default_rng(3).choice(_SPECIAL, (4, 50)).astype(np.float32)
    expected = (_ieee_extremum_reference(x, np.zeros(1, np.float32), True),
                _ieee_extremum_reference(x, np.full(1, -0.0, np.float32), False))
    for _ in range(2):
        relu, low = module.run(x)
        _assert_same_floats(relu, expected[0])
        _assert_same_floats(low, expected[1])


@pytest.mark.parametrize("dtype", [np.int8, np.uint8, np.int32, np.uint32, np.int64, np.uint64, ml_dtypes.int4])
def test_saturating_from_float_clamps_exactly(dtype):
    """Integral floats to integers as APFloat::convertToInteger: NaN -> 0, saturation at both ends, also
    next to 64-bit bounds that float64 cannot hold (2**63 - 1 rounds up to 2**63)."""
    values = np.array([0.0, -0.0, np.nan, np.inf, -np.inf, 2.0 ** 63, -2.0 ** 63, 2.0 ** 63 - 1024, 2.0 ** 64,
                       2.0 ** 64 - 2048, -2.0 ** 63 - 2048, 2.0 ** 31, -2.0 ** 31 - 1, 255, 256, -129, 7, 8, -9, 1e300])
    info = integers.iinfo(np.dtype(dtype))
    expected = [0 if np.isnan(v) else min(max(int(v) if np.isfinite(v) else (info.max if v > 0 else info.min),
                                              int(info.min)), int(info.max)) for v in values]
    got = integers.saturating_from_float(values, np.dtype(dtype))
    assert got.dtype == np.dtype(dtype) and [int(g) for g in got] == expected


def _every_kind_of_f64(seed: int, n: int = 20000) -> np.ndarray:
    """float64 values of every kind: random bit patterns (NaNs with payloads and either sign, subnormals,
    huge and tiny magnitudes), ordinary values where logistic does not saturate, and the specials."""
    rng = np.random.default_rng(seed)
    bits = rng.integers(0, 2 ** 64, size=n, dtype=np.uint64).view(np.float64)
    specials = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, -np.nan, 5e-324, -5e-324, 709.8, -709.8,
                         745.2, -745.2, 1.7976931348623157e308, 2.2250738585072014e-308])
    return np.concatenate([bits, rng.standard_normal(n) * 30, specials])


@pytest.mark.parametrize("name", ["logistic", "rsqrt"])
@pytest.mark.parametrize("complex_", [False, True])
def test_upcast_logistic_and_rsqrt_are_their_formulas(name, complex_):
    """``_logistic`` and ``_rsqrt`` (kernels/elementwise.py: ``exp(-x) + 1`` with a 0-d one, ``np.reciprocal``
    of reals) are ``1 / (1 + exp(-x))`` and ``1 / sqrt(x)`` as ufunc steps on Python ``1``\\ s, bit for bit,
    into ``out`` and into a new array, on arrays and on each value as a NumPy scalar."""
    from stablehlo_py.interpreter.kernels.elementwise import UPCAST_UNARY

    fn = UPCAST_UNARY[f"stablehlo.{name}"]
    x = _every_kind_of_f64(3)
    if complex_:  # real and imaginary parts of every kind (set apart: 1j * inf would make NaNs)
        real, x = x, np.empty(len(x), np.complex128)
        x.real, x.imag = real, np.roll(_every_kind_of_f64(4), 7)
    with np.errstate(all="ignore"):
        formula = np.divide(1, np.add(1, np.exp(np.negative(x)))) if name == "logistic" \
            else np.divide(1, np.sqrt(x))
        into = x.copy()
        assert fn(x.copy(), out=into) is into
        assert into.tobytes() == formula.tobytes()
        assert fn(x).tobytes() == formula.tobytes()
        scalars = [fn(x.dtype.type(v)) for v in x]  # (rsqrt of a real scalar: scalar operations, no 0-d array)
        assert all(s.shape == () and np.asarray(s).tobytes() == formula[k].tobytes() for k, s in enumerate(scalars))


@pytest.mark.parametrize("dtype", [np.int8, np.int32, np.int64])
def test_integer_division_truncates_at_the_extremes(dtype):
    """``integers.divide`` (stablehlo.divide, arith.divsi) truncates toward zero for every pair, INT_MIN by any
    divisor included (its magnitude is no int64 when the type is i64); by zero -1, INT_MIN / -1 INT_MIN (XLA)."""
    info = np.iinfo(dtype)
    values = [int(info.min), int(info.min) + 1, -7, -2, -1, 0, 1, 2, 3, 7, int(info.max) - 1, int(info.max)]
    a, b = np.meshgrid(np.array(values, dtype), np.array(values, dtype))
    expected = [-1 if y == 0 else int(info.min) if (x, y) == (info.min, -1) else
                (abs(x) // abs(y)) * (1 if (x < 0) == (y < 0) else -1) for x, y in zip(a.ravel().tolist(), b.ravel().tolist())]
    assert integers.divide(a, b, np.dtype(dtype)).ravel().tolist() == expected
