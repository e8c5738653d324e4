"""Integer ops at the operands' own width (issue #26 point 3): shifts, converts between integer types and bit
patterns computed by NumPy's loops of the type itself, bit for bit what the widening paths compute (int64/uint64
arithmetic, masks, ``np.where`` on out-of-range amounts), which stay for ml_dtypes' sub-byte integers; and the
threefry and ``rng_bit_generator`` programs of testdata/bench equal XLA's outputs bit for bit."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stablehlo_py
from stablehlo_py.numerics import integers


MLIR_NAMES = {"i8": np.int8, "ui8": np.uint8, "i16": np.int16, "ui16": np.uint16, "i32": np.int32, "ui32": np.uint32,
              "i64": np.int64, "ui64": np.uint64}
TYPES = list(MLIR_NAMES.values())
SHIFTS = ["shift_left", "shift_right_logical", "shift_right_arithmetic"]
BENCH = Path(__file__).resolve().parents[1] / "testdata" / "bench"


def _values(dtype: np.dtype, rng: np.random.Generator, n: int) -> np.ndarray:
    """``n`` values of ``dtype``: its extremes, -1/0/1 and random bit patterns."""
    info = np.iinfo(dtype)
    edges = np.array([info.min, info.max, 0, 1, info.max // 2, info.min // 2], dtype=dtype)
    if info.min < 0:
        edges = np.concatenate([edges, np.array([-1, info.min + 1], dtype=dtype)])
    random = rng.integers(0, 256, size=n * dtype.itemsize, dtype=np.uint8).view(dtype)
    return np.concatenate([edges, random])


def _amounts(dtype: np.dtype, n: int, rng: np.random.Generator) -> np.ndarray:
    """Shift amounts of ``dtype``: in range, at and past the width, negative (signed types) and extremes."""
    width = 8 * dtype.itemsize
    info = np.iinfo(dtype)
    edges = [0, 1, width - 1, width, width + 1, 2 * width, info.max, info.min]
    if info.min < 0:
        edges += [-1, -width, -width - 1]
    picked = np.array(edges, dtype=object)[rng.integers(0, len(edges), size=n // 2)].astype(dtype)
    return np.concatenate([picked, rng.integers(0, width, size=n - n // 2).astype(dtype)])


def _reference_shift(name: str, lhs: np.ndarray, rhs: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """The shift element by element on Python integers (XLA's semantics, which the spec's reference interpreter
    shares): amounts outside ``[0, width)`` give 0, or the sign fill for the arithmetic shift."""
    width, mask = 8 * dtype.itemsize, (1 << 8 * dtype.itemsize) - 1
    patterns = []
    for a, s in zip(lhs.reshape(-1).tolist(), np.broadcast_to(rhs, lhs.shape).reshape(-1).tolist()):
        bits, outside = a & mask, not 0 <= s < width
        if name == "shift_left":
            patterns.append(0 if outside else (bits << s) & mask)
        elif name == "shift_right_logical":
            patterns.append(0 if outside else bits >> s)
        else:
            signed = bits - (1 << width) if bits >> (width - 1) else bits
            patterns.append((signed >> (width - 1 if outside else s)) & mask)
    return np.array(patterns, dtype=f"u{dtype.itemsize}").view(dtype).reshape(lhs.shape)


@pytest.mark.parametrize("name", SHIFTS)
@pytest.mark.parametrize("dtype", TYPES, ids=lambda t: np.dtype(t).name)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_native_shift_gives_xlas_results(name, dtype, seed):
    """``integers.native_shift`` (NumPy's shift at the type's width) and ``integers.<shift>`` against the shift on
    Python integers, amounts outside ``[0, width)`` included; also of a 0-d amount against strided values, and
    of NumPy scalars."""
    dtype = np.dtype(dtype)
    rng = np.random.default_rng(seed)
    lhs = _values(dtype, rng, 64)
    rhs = _amounts(dtype, lhs.size, rng)
    shift = integers.native_shift(name, dtype)
    expected = _reference_shift(name, lhs, rhs, dtype).tobytes()
    for got in (shift(lhs, rhs), getattr(integers, name)(lhs, rhs, dtype)):
        assert got.dtype == dtype and got.tobytes() == expected
    amount = np.asarray(rhs[3])
    assert shift(lhs[::2], amount).tobytes() == _reference_shift(name, lhs[::2], amount, dtype).tobytes()
    scalar = np.asarray(shift(lhs[0], rhs[0]))
    assert scalar.dtype == dtype and scalar.tobytes() == _reference_shift(name, lhs[:1], rhs[:1], dtype).tobytes()


NARROW = [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32]


def _pairs(dtype: np.dtype, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """Every pair of 8-bit values; for wider types random patterns, small divisors and every pair of edges."""
    if dtype.itemsize == 1:
        every = np.arange(256, dtype=np.uint8).view(dtype)
        return tuple(x.ravel() for x in np.meshgrid(every, every))
    edges = _values(dtype, rng, 0)
    a, b = (x.ravel() for x in np.meshgrid(edges, edges))
    small = rng.integers(-9 if np.iinfo(dtype).min else 0, 10, size=4096).astype(dtype)
    return np.concatenate([a, _values(dtype, rng, 8192)]), np.concatenate([b, _values(dtype, rng, 4096), small])


@pytest.mark.parametrize("dtype", NARROW, ids=lambda t: np.dtype(t).name)
def test_narrow_division_in_float64_is_the_wide_one(dtype, monkeypatch):
    """``integers.divide``/``remainder`` of up to 32 bits (float64 quotients, truncated) equal the int64 paths,
    which 64-bit types keep: zero divisors and ``INT_MIN / -1`` included; arrays, 0-d arrays and scalars."""
    dtype = np.dtype(dtype)
    a, b = _pairs(dtype, np.random.default_rng(5))
    nonzero = b != 0
    cases = [(a, b), (a[nonzero], b[nonzero]), (np.asarray(a[3]), np.asarray(b[3])), (a[1], dtype.type(0))]
    narrow = [(integers.divide(x, y, dtype), integers.remainder(x, y, dtype)) for x, y in cases]
    monkeypatch.setattr(integers, "_in_float64", lambda dtype: False)
    for (x, y), results in zip(cases, narrow):
        for got, wide in zip(results, (integers.divide(x, y, dtype), integers.remainder(x, y, dtype))):
            assert got.dtype == wide.dtype == dtype and np.asarray(got).tobytes() == np.asarray(wide).tobytes()


@pytest.mark.parametrize("dtype", NARROW, ids=lambda t: np.dtype(t).name)
def test_narrow_count_leading_zeros_is_the_bit_length(dtype):
    """``integers.count_leading_zeros`` of up to 32 bits (float64 exponents) against Python's ``bit_length`` of
    each pattern, 0 and all ones included."""
    dtype = np.dtype(dtype)
    values = _values(dtype, np.random.default_rng(6), 4096)
    width, mask = 8 * dtype.itemsize, (1 << 8 * dtype.itemsize) - 1
    expected = [width - (v & mask).bit_length() for v in values.tolist()]
    got = integers.count_leading_zeros(values, dtype)
    assert got.dtype == dtype and got.tolist() == expected
    assert integers.count_leading_zeros(values[0], dtype) == expected[0]


def test_sub_byte_shifts_keep_the_widening_path():
    """ml_dtypes' int4/uint4 have no NumPy loops of their width: no native shift, the widening one answers."""
    import ml_dtypes

    for dtype in (np.dtype(ml_dtypes.int4), np.dtype(ml_dtypes.uint4)):
        assert all(integers.native_shift(name, dtype) is None for name in SHIFTS)
    values = np.array([-8, -1, 3, 7], dtype=ml_dtypes.int4)
    amounts = np.array([1, 4, -1, 2], dtype=ml_dtypes.int4)
    assert integers.shift_left(values, amounts, values.dtype).tolist() == [0, 0, 0, -4]
    assert integers.shift_right_arithmetic(values, amounts, values.dtype).tolist() == [-4, -1, 0, 1]
    assert integers.shift_right_logical(values, amounts, values.dtype).tolist() == [4, 0, 0, 1]


@pytest.mark.parametrize("name", SHIFTS)
@pytest.mark.parametrize("type_name", ["i8", "ui16", "i32", "ui32", "i64", "ui64"])
def test_shift_ops_in_a_program(name, type_name):
    """The ops (their specializer in generated code, and the kernel on the first call) on an array and a
    broadcast 0-d amount, out-of-range amounts included."""
    dtype = np.dtype(MLIR_NAMES[type_name])
    rng = np.random.default_rng(5)
    lhs = _values(dtype, rng, 40)
    rhs = _amounts(dtype, lhs.size, rng)
    t = f"tensor<{lhs.size}x{type_name}>"
    program = (f"func.func @main(%a: {t}, %b: {t}, %c: tensor<{type_name}>) -> ({t}, {t}) {{\n"
               f"  %0 = stablehlo.{name} %a, %b : {t}\n"
               f"  %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<{type_name}>) -> {t}\n"
               f"  %2 = stablehlo.{name} %a, %1 : {t}\n"
               f"  func.return %0, %2 : {t}, {t}\n}}\n")
    module = stablehlo_py.parse_text(program)
    for amount in (rhs[0], rhs[1], dtype.type(8 * dtype.itemsize)):
        for _ in range(2):
            got, broadcast = module.run(lhs, rhs, np.asarray(amount))
            assert got.dtype == dtype and got.tobytes() == _reference_shift(name, lhs, rhs, dtype).tobytes()
            assert broadcast.tobytes() == _reference_shift(name, lhs, np.asarray(amount), dtype).tobytes()


def _wrapped(values: list[int], dtype: np.dtype) -> np.ndarray:
    """Python integers reduced modulo 2**width into ``dtype`` (two's complement for signed types)."""
    mask = (1 << 8 * dtype.itemsize) - 1
    return np.array([v & mask for v in values], dtype=f"u{dtype.itemsize}").view(dtype)


@pytest.mark.parametrize("source", list(MLIR_NAMES))
def test_integer_converts_wrap_at_the_targets_width(source):
    """``convert`` between NumPy's integer types (the specializer in generated code, the kernel on the first
    call) and ``integers.from_bits``: the value modulo 2**width of the target."""
    dtype = np.dtype(MLIR_NAMES[source])
    values = _values(dtype, np.random.default_rng(3), 32)
    for target, target_type in MLIR_NAMES.items():
        target_dtype = np.dtype(target_type)
        expected = _wrapped(values.tolist(), target_dtype)
        program = (f"func.func @main(%a: tensor<{values.size}x{source}>) -> tensor<{values.size}x{target}> {{\n"
                   f"  %0 = stablehlo.convert %a : (tensor<{values.size}x{source}>) -> tensor<{values.size}x{target}>\n"
                   f"  func.return %0 : tensor<{values.size}x{target}>\n}}\n")
        module = stablehlo_py.parse_text(program)
        for _ in range(2):
            (got,) = module.run(values)
            assert got.dtype == target_dtype and got.tobytes() == expected.tobytes()
        got = integers.from_bits(values, target_dtype)
        assert got.dtype == target_dtype and got.tobytes() == expected.tobytes()


# Outputs that go through a float op whose f32 result XLA computes by an approximation of its own: jax.random.normal's
# log_plus_one (in its erf_inv polynomial), which shlo rounds once from float64; 5 of the 128 values differ, by at
# most 3 ulp after the polynomial. Their bits come from the same threefry words as the uniform output's.
ULPS = {("threefry_uniform", 2): 4}


@pytest.mark.parametrize("name", ["threefry_uniform", "rng_bit_generator"])
def test_random_bit_programs_equal_xla_bit_for_bit(name):
    """jax.random's threefry sampling (uniform f32[1024, 1024], normal, bits) and ``rng_bit_generator``
    (THREE_FRY and PHILOX), exported by tools/export_bench_models.py: every output (the XOR of the big arrays'
    rows included) equals XLA's bit for bit, but for the one in ``ULPS``, on the first and the compiled run."""
    assert json.loads((BENCH / "programs.json").read_text())[name]["source"] == "jax"
    with np.load(BENCH / f"{name}.inputs.npz") as archive:
        inputs = [archive[f"in{i}"] for i in range(len(archive.files))]
    with np.load(BENCH / f"{name}.expected.npz") as archive:
        expected = [archive[f"out{i}"] for i in range(len(archive.files))]
    module = stablehlo_py.load(BENCH / f"{name}.jax_exported")
    for _ in range(2):
        got = module.call_flat(inputs)
        assert len(got) == len(expected)
        for k, (value, want) in enumerate(zip(got, expected)):
            assert value.dtype == want.dtype and value.shape == want.shape
            if (name, k) in ULPS:
                apart = np.abs(value.view(np.int32).astype(np.int64) - want.view(np.int32).astype(np.int64))
                assert apart.max() <= ULPS[name, k] and np.count_nonzero(apart) < value.size // 10
            else:
                assert value.tobytes() == want.tobytes(), f"out{k}"
