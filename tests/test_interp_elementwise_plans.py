"""The specializers of the elementwise kernels that special functions' decompositions call most (issue #26,
kernels/elementwise.py): ``sign``, ``remainder``, integer ``divide``, ``power``, ``convert`` of booleans, each bit
for bit against its kernel on every value class (signed zeros, NaN payloads, infinities, subnormals, zero
divisors, ``INT_MIN / -1``), and IEEE ``maximum``/``minimum`` (``ieee_extremum``, which kernel and specializer
share) against a reference written from the spec's rule."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from stablehlo_py.interpreter.kernels.elementwise import ieee_extremum
from stablehlo_py.interpreter import registry
from test_interp_specializers import _run

ELEMENT_TYPES = {"float32": "f32", "float64": "f64", "float16": "f16", "bfloat16": "bf16", "int8": "i8", "int16": "i16",
                 "int32": "i32", "int64": "i64", "uint8": "ui8", "uint16": "ui16", "uint32": "ui32", "uint64": "ui64",
                 "int4": "i4", "bool": "i1", "complex64": "complex<f32>"}
FLOATS = [np.float32, np.float64, np.float16, ml_dtypes.bfloat16]
INTEGERS = [np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64]


def tensor_type(shape: tuple[int, ...], dtype) -> str:
    return f"tensor<{''.join(f'{n}x' for n in shape)}{ELEMENT_TYPES[np.dtype(dtype).name]}>"


def _float_patterns(dtype, size: int = 4096, seed: int = 0) -> np.ndarray:
    """Random bit patterns of ``dtype`` (NaNs with payloads of both signs, subnormals, infinities) after the
    special values themselves."""
    dtype = np.dtype(dtype)
    bits = np.dtype(f"u{dtype.itemsize}")
    specials = np.array([0.0, -0.0, 1.0, -1.0, 0.5, -2.5, np.inf, -np.inf, np.nan, -np.nan, 3.0, -7.0], dtype)
    random = np.random.default_rng(seed).integers(0, np.iinfo(bits).max, size, dtype=bits, endpoint=True)
    return np.concatenate([specials, random.view(dtype)])


def _integer_values(dtype, size: int = 4096, seed: int = 1) -> np.ndarray:
    """The extremes, -1, 0, 1 and small values of ``dtype``, then random ones over its whole range."""
    info = np.iinfo(dtype)
    edges = np.array(sorted({info.min, info.min + 1, -1 if info.min else 0, 0, 1, 2, 7, info.max - 1, info.max}),
                     dtype=object).astype(dtype)
    rng = np.random.default_rng(seed)
    small = rng.integers(-9 if info.min else 0, 10, size=size // 2).astype(dtype)
    return np.concatenate([edges, small, rng.integers(info.min, info.max, size // 2, dtype=dtype, endpoint=True)])


def _fast_and_slow(monkeypatch, op_text: str, args: list[np.ndarray], result_type: str, before: str = ""):
    """The op's result through its specializer, then through its kernel alone (the operands of ``args``' types)."""
    types = [tensor_type(a.shape, a.dtype) for a in args]
    fast = _run(op_text, args, result_type, types, before=before)
    monkeypatch.setattr(registry, "SPECIALIZERS", {})
    return fast, _run(op_text, args, result_type, types, before=before)


def _same_bits(fast, slow) -> bool:
    fast, slow = np.asarray(fast), np.asarray(slow)
    return fast.dtype == slow.dtype and fast.shape == slow.shape and fast.tobytes() == slow.tobytes()


@pytest.mark.parametrize("dtype", FLOATS + INTEGERS + [ml_dtypes.int4], ids=lambda t: np.dtype(t).name)
def test_sign_specializer_is_the_kernel(monkeypatch, dtype):
    """``sign``: NumPy's sign of integers, ``_float_sign`` of float32/float64 (-0.0 stays, NaN keeps its bits),
    the kernel for the rest."""
    values = _integer_values(dtype) if np.dtype(dtype).kind in "iu" else \
        np.arange(-8, 8).astype(dtype) if dtype == ml_dtypes.int4 else _float_patterns(dtype)
    for operand in (values, values[:12].reshape(3, 4), values[8].reshape(())):  # (-0.0 and NaN as 0-d values)
        t = tensor_type(operand.shape, dtype)
        fast, slow = _fast_and_slow(monkeypatch, f"stablehlo.sign %a0 : {t}", [operand], t)
        monkeypatch.undo()
        assert _same_bits(fast, slow)


def _pairs(values: np.ndarray, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Every pair of the first 24 values, then the values against a shuffle of themselves."""
    head = values[:24]
    shuffled = np.random.default_rng(seed).permutation(values)
    return np.concatenate([np.repeat(head, len(head)), values]), np.concatenate([np.tile(head, len(head)), shuffled])


@pytest.mark.parametrize("op", ["remainder", "divide"])
@pytest.mark.parametrize("dtype", INTEGERS, ids=lambda t: np.dtype(t).name)
@pytest.mark.parametrize("divisors", ["with zeros", "without zeros", "0-d"])
def test_integer_division_specializers_are_the_kernels(monkeypatch, op, dtype, divisors):
    """``remainder`` (NumPy's integer fmod without a zero divisor) and ``divide`` of up to 32 bits (the float64
    quotient in three calls) against their kernels: ``INT_MIN / -1`` and ``INT_MIN % -1``, zero divisors (``x / 0
    = -1``, ``x % 0 = x``: the kernels' own path), divisors of every sign, and a 0-d divisor (an elided broadcast)."""
    lhs, rhs = _pairs(_integer_values(dtype), seed=2)
    before = ""
    t = tensor_type(lhs.shape, dtype)
    operand = "%a1"
    if divisors == "without zeros":
        lhs, rhs = lhs[rhs != 0], rhs[rhs != 0]
        t = tensor_type(lhs.shape, dtype)
    elif divisors == "0-d":
        element = ELEMENT_TYPES[np.dtype(dtype).name]
        divisor = -1 if np.iinfo(dtype).min else 3
        before = (f"  %d = stablehlo.constant dense<{divisor}> : tensor<{element}>\n"
                  f"  %b = stablehlo.broadcast_in_dim %d, dims = [] : (tensor<{element}>) -> {t}\n")
        operand = "%b"
    fast, slow = _fast_and_slow(monkeypatch, f"stablehlo.{op} %a0, {operand} : {t}", [lhs, rhs], t,
                                         before=before)
    assert _same_bits(fast, slow)


@pytest.mark.parametrize("op", ["remainder", "power"])
@pytest.mark.parametrize("dtype", FLOATS, ids=lambda t: np.dtype(t).name)
def test_float_remainder_and_power_specializers_are_the_kernels(monkeypatch, op, dtype):
    """``remainder`` (fmod) and ``power`` of floats: NumPy's ufunc, the kernels' own call, on every pair of
    special values and on random bit patterns."""
    lhs, rhs = _pairs(_float_patterns(dtype, 2048), seed=3)
    t = tensor_type(lhs.shape, dtype)
    with np.errstate(all="ignore"):
        fast, slow = _fast_and_slow(monkeypatch, f"stablehlo.{op} %a0, %a1 : {t}", [lhs, rhs], t)
    assert _same_bits(fast, slow)


@pytest.mark.parametrize("target", [np.int8, np.int32, np.uint64, np.float32, np.float64, np.float16, np.complex64,
                                    np.bool_, ml_dtypes.bfloat16], ids=lambda t: np.dtype(t).name)
@pytest.mark.parametrize("shape", [(), (5,), (2, 3)])
def test_convert_of_booleans_specializer_is_the_kernel(monkeypatch, target, shape):
    """``convert`` of booleans to NumPy's types: NumPy's cast (0 and 1); to ml_dtypes' types the kernel."""
    values = (np.arange(int(np.prod(shape))) % 3 == 0).reshape(shape)
    source, result = tensor_type(shape, np.bool_), tensor_type(shape, target)
    fast, slow = _fast_and_slow(monkeypatch, f"stablehlo.convert %a0 : ({source}) -> {result}",
                                         [values], result)
    assert _same_bits(fast, slow)


def _ieee_reference(ufunc: np.ufunc, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Spec ``maximum``/``minimum`` from its rule: NumPy's result (NaN propagated: NumPy's NaN, which the kernel
    keeps), except where both operands are zeros, whose result is -0 when both (maximum) or either (minimum) is."""
    x, y = np.broadcast_arrays(x, y)
    result = ufunc(x, y)
    negative = np.signbit(x) & np.signbit(y) if ufunc is np.maximum else np.signbit(x) | np.signbit(y)
    zeros = (x == 0) & (y == 0)
    signed = np.where(negative, np.array(-0.0, x.dtype), np.array(0.0, x.dtype))
    return np.where(zeros, signed, result)


@pytest.mark.parametrize("dtype", FLOATS + [ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2],
                         ids=lambda t: np.dtype(t).name)
@pytest.mark.parametrize("ufunc", [np.maximum, np.minimum], ids=lambda u: u.__name__)
def test_ieee_extremum_is_the_spec_rule(dtype, ufunc):
    """``ieee_extremum`` of arrays (with zeros, whose signs it fixes, and without: NumPy's result unchanged) and
    of an array against each 0-d value on either side (a value other than zero: NumPy's ufunc alone; a zero: the
    bit choice), against ``_ieee_reference``, bit for bit."""
    extremum = ieee_extremum(np.dtype(dtype), ufunc)
    lhs, rhs = _pairs(_float_patterns(dtype, 2048, seed=4), seed=5)
    nonzero = (lhs != 0) & (rhs != 0)
    for x, y in ((lhs, rhs), (lhs[nonzero], rhs[nonzero])):
        assert _same_bits(extremum(x, y), _ieee_reference(ufunc, x, y))
    for value in _float_patterns(dtype, 16, seed=6):
        value = np.asarray(value)
        if np.isnan(value.astype(np.float64)):
            continue
        for x, y in ((lhs, value), (value, lhs)):
            assert _same_bits(extremum(x, y), _ieee_reference(ufunc, x, y))


@pytest.mark.parametrize("name", ["sqrt", "floor", "ceil", "round_nearest_even"])
@pytest.mark.parametrize("dtype", [np.float32, np.float16, ml_dtypes.bfloat16], ids=lambda t: np.dtype(t).name)
def test_narrow_exact_unary_specializer_is_the_kernel(monkeypatch, name, dtype):
    """``sqrt``, ``floor``, ``ceil`` and ``round_nearest_even`` of float32/float16/bfloat16 arrays in their own
    type (``_NARROW_EXACT``) against the kernel's float64 round trip: every bit pattern of float16 and bfloat16,
    and of float32 the specials, the subnormals' and the integers' neighbourhoods and random patterns."""
    dtype = np.dtype(dtype)
    if dtype.itemsize == 2:
        values = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16).view(dtype)
    else:
        edges = np.concatenate([np.arange(0, 1 << 16), np.arange((1 << 23) - 512, (1 << 23) + 512),
                                np.arange(0x4B000000 - 512, 0x4B000000 + 512), np.arange(0x7F7FFF00, 0x7F800400)])
        patterns = np.concatenate([edges, edges | 0x80000000]).astype(np.uint32)
        values = np.concatenate([patterns.view(np.float32), _float_patterns(np.float32, 1 << 16, seed=7)])
    t = tensor_type(values.shape, dtype)
    with np.errstate(all="ignore"):
        fast, slow = _fast_and_slow(monkeypatch, f"stablehlo.{name} %a0 : {t}", [values], t)
    assert _same_bits(fast, slow)
