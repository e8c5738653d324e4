"""``stablehlo.rng_bit_generator`` (bit-exact to XLA) and ``stablehlo.rng`` (seeded)."""
from __future__ import annotations

import numpy as np
import pytest

from conftest import TESTDATA, shared_suite
from helpers import check_programs, run_main
from stablehlo_py.interpreter.kernels import rng as rng_kernels
from stablehlo_py.interpreter.kernels.rng import generate_bits, philox4x32, threefry2x32
from stablehlo_py.ir.enums import RngAlgorithm
from stablehlo_py.harness.runner import run_file
from stablehlo_py.interpreter.self_checking import PASSED


def _words(*values: int) -> list[np.ndarray]:
    return [np.array([v], dtype=np.uint32) for v in values]


# Random123's known-answer vectors (kat_vectors): counter words, key words -> output words
@pytest.mark.parametrize("counter, key, expected", [
    ((0, 0), (0, 0), (0x6B200159, 0x99BA4EFE)),
    ((0xFFFFFFFF, 0xFFFFFFFF), (0xFFFFFFFF, 0xFFFFFFFF), (0x1CB996FC, 0xBB002BE7)),
    ((0x243F6A88, 0x85A308D3), (0x13198A2E, 0x03707344), (0xC4923A9C, 0x483DF7A0)),
])
def test_threefry2x32_20_known_answers(counter, key, expected):
    assert [int(w[0]) for w in threefry2x32(*_words(*counter), *key)] == list(expected)


@pytest.mark.parametrize("counter, key, expected", [
    ((0, 0, 0, 0), (0, 0), (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)),
    ((0xFFFFFFFF,) * 4, (0xFFFFFFFF, 0xFFFFFFFF), (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)),
    ((0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344), (0xA4093822, 0x299F31D0),
     (0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1)),
])
def test_philox4x32_10_known_answers(counter, key, expected):
    assert [int(w[0]) for w in philox4x32(_words(*counter), *key)] == list(expected)


def test_hand_checked_programs_pass():
    assert check_programs(TESTDATA / "interpret" / "rng" / "rng_bit_generator.mlir") == 3


def test_xla_generated_expectations():
    """jax/XLA outputs in the upstream testdata (interpretation is disabled upstream: run anyway)."""
    paths = sorted(shared_suite("testdata").glob("rng_bit_generator_*.mlir"))
    assert paths
    for path in paths:
        results = run_file(str(path), force=True)
        assert [r.status for r in results] == [PASSED], [r.message for r in results]


def _generate(algorithm: str, state: list[int], out_type: str, state_words: int | None = None):
    n = state_words or len(state)
    text = (f"func.func @main(%s: tensor<{n}xui64>) -> (tensor<{n}xui64>, tensor<{out_type}>) {{\n"
            f"  %o, %b = \"stablehlo.rng_bit_generator\"(%s) {{rng_algorithm = #stablehlo<rng_algorithm "
            f"{algorithm}>}} : (tensor<{n}xui64>) -> (tensor<{n}xui64>, tensor<{out_type}>)\n"
            f"  func.return %o, %b : tensor<{n}xui64>, tensor<{out_type}>\n}}\n")
    new_state, bits = run_main(text, np.array(state, dtype=np.uint64))
    return [int(s) for s in new_state], bits


def test_three_fry_u32_halves_along_the_first_even_dimension():
    # 3x4 u32: dimension 1 is split into 2 blocks of 2 words; 3x2 = 6 blocks, counters 5..10
    state, bits32 = _generate("THREE_FRY", [9, 5], "3x4xui32")
    _, bits64 = _generate("THREE_FRY", [9, 5], "3x2xui64")
    assert state == [9, 11]
    assert np.array_equal(bits32[:, 0::2], (bits64 & 0xFFFFFFFF).astype(np.uint32))
    assert np.array_equal(bits32[:, 1::2], (bits64 >> 32).astype(np.uint32))


def test_three_fry_odd_shape_splits_the_largest_dimension():
    # 3x5: no even dimension, split dimension 1 (5 -> 3 blocks, last word dropped)
    state, bits32 = _generate("THREE_FRY", [1, 0], "3x5xui32")
    _, bits64 = _generate("THREE_FRY", [1, 0], "3x3xui64")
    assert state == [1, 9]
    assert np.array_equal(bits32[:, 0::2], (bits64 & 0xFFFFFFFF).astype(np.uint32))
    assert np.array_equal(bits32[:, 1::2], (bits64 >> 32).astype(np.uint32)[:, :2])


def test_narrow_outputs_keep_the_low_bits_of_u32():
    _, bits32 = _generate("THREE_FRY", [3, 4], "6xui32")
    _, bits16 = _generate("THREE_FRY", [3, 4], "6xui16")
    _, halves = _generate("THREE_FRY", [3, 4], "6xf16")
    assert np.array_equal(bits16, (bits32 & 0xFFFF).astype(np.uint16))
    assert np.array_equal(halves.view(np.uint16), bits16)


def test_philox_layouts_and_state():
    # 4 u32 per block (element 4i + j is word j of block i); 2 u64 per block
    state, bits32 = _generate("PHILOX", [7, 2**64 - 1, 0], "8xui32")
    state64, bits64 = _generate("PHILOX", [7, 2**64 - 1, 0], "4xui64")
    assert state == state64 == [7, 1, 1]  # 2 blocks: the low counter word carries into the high one
    pairs = bits32.reshape(-1, 2).astype(np.uint64)
    assert np.array_equal(bits64, pairs[:, 0] | (pairs[:, 1] << np.uint64(32)))
    expected_block0 = philox4x32(_words(0xFFFFFFFF, 0xFFFFFFFF, 0, 0), 7, 0)
    assert [int(w[0]) for w in expected_block0] == [int(b) for b in bits32[:4]]


def test_philox_two_word_state_uses_the_key_as_high_counter():
    state, bits = _generate("PHILOX", [5, 100], "5xui32")
    _, same = _generate("PHILOX", [5, 100, 5], "5xui32")
    assert state == [5, 102]
    assert np.array_equal(bits, same)


def test_default_is_philox():
    assert np.array_equal(_generate("DEFAULT", [5, 1, 2], "3x3xui64")[1],
                          _generate("PHILOX", [5, 1, 2], "3x3xui64")[1])


def _split(values: list[int]) -> list[np.ndarray]:
    """The low and high uint32 words of 64-bit Python ints."""
    return [np.array([v & 0xFFFFFFFF for v in values], dtype=np.uint32),
            np.array([v >> 32 for v in values], dtype=np.uint32)]


@pytest.mark.parametrize("counter", [0, 2**32 - 3, 2**64 - 2])
def test_three_fry_counters_carry_into_the_high_word_and_wrap(counter):
    state, bits = _generate("THREE_FRY", [11, counter], "6xui64")
    x0, x1 = threefry2x32(*_split([(counter + i) % 2**64 for i in range(6)]), 11, 0)
    assert np.array_equal(bits, x0.astype(np.uint64) | (x1.astype(np.uint64) << np.uint64(32)))
    assert state == [11, (counter + 6) % 2**64]


@pytest.mark.parametrize("low, high", [(2**32 - 2, 5), (2**64 - 3, 2**64 - 1), (2**64 - 3, 2**32 - 1)])
def test_philox_128_bit_counters_carry_and_wrap(low, high):
    state, bits = _generate("PHILOX", [0x0123456789ABCDEF, low, high], "6x4xui32")
    counters = [(high * 2**64 + low + i) % 2**128 for i in range(6)]
    words = philox4x32([*_split([c % 2**64 for c in counters]), *_split([c >> 64 for c in counters])],
                       0x89ABCDEF, 0x01234567)
    assert np.array_equal(bits, np.stack(words, axis=1))
    after = (counters[-1] + 1) % 2**128
    assert state == [0x0123456789ABCDEF, after % 2**64, after >> 64]


@pytest.mark.parametrize("algorithm", ["THREE_FRY", "PHILOX"])
@pytest.mark.parametrize("shape, dtype", [((7, 9), np.uint32), ((50,), np.uint64), ((3, 5, 4), np.uint8),
                                          ((11,), np.float32), ((2, 13), np.int64)])
def test_rounds_chunk_by_chunk_give_the_whole_arrays_rounds(monkeypatch, algorithm, shape, dtype):
    """The ciphers run over chunks of blocks (kept in cache); chunks of a few blocks, the last one partial, give
    the bits of one chunk of them all."""
    state = np.array([3, 2**32 - 5, 9], dtype=np.uint64)
    whole = generate_bits(RngAlgorithm[algorithm], state, np.dtype(dtype), shape)
    monkeypatch.setattr(rng_kernels, "_THREEFRY_CHUNK", 4)
    monkeypatch.setattr(rng_kernels, "_PHILOX_CHUNK", 3)
    chunked = generate_bits(RngAlgorithm[algorithm], state, np.dtype(dtype), shape)
    assert all(a.dtype == b.dtype and a.tobytes() == b.tobytes() for a, b in zip(whole, chunked))


def _rng(distribution: str, a: str, b: str, element: str, shape: str, seed: int = 0) -> np.ndarray:
    dims = shape.split("x")
    text = (f"func.func @main() -> tensor<{shape}x{element}> {{\n"
            f"  %a = stablehlo.constant dense<{a}> : tensor<{element}>\n"
            f"  %b = stablehlo.constant dense<{b}> : tensor<{element}>\n"
            f"  %s = stablehlo.constant dense<[{', '.join(dims)}]> : tensor<{len(dims)}xi64>\n"
            f"  %r = \"stablehlo.rng\"(%a, %b, %s) {{rng_distribution = #stablehlo<rng_distribution "
            f"{distribution}>}} : (tensor<{element}>, tensor<{element}>, tensor<{len(dims)}xi64>) -> "
            f"tensor<{shape}x{element}>\n  func.return %r : tensor<{shape}x{element}>\n}}\n")
    (result,) = run_main(text, seed=seed)
    return result


def test_rng_uniform_integers_in_half_open_interval():
    values = _rng("UNIFORM", "-3", "4", "i32", "100x100")
    assert values.dtype == np.int32 and values.shape == (100, 100)
    assert set(np.unique(values)) == set(range(-3, 4))


def test_rng_uniform_floats_and_seeds():
    values = _rng("UNIFORM", "2.0", "3.0", "f32", "10000")
    assert values.min() >= 2.0 and values.max() < 3.0 and abs(values.mean() - 2.5) < 0.02
    assert np.array_equal(values, _rng("UNIFORM", "2.0", "3.0", "f32", "10000"))
    assert not np.array_equal(values, _rng("UNIFORM", "2.0", "3.0", "f32", "10000", seed=1))


def test_rng_uniform_narrow_float_stays_below_b():
    values = _rng("UNIFORM", "0.0", "1.0", "bf16", "100000")
    assert float(values.astype(np.float32).max()) < 1.0


def test_rng_normal_mean_and_deviation():
    values = _rng("NORMAL", "5.0", "2.0", "f64", "100000")
    assert abs(values.mean() - 5.0) < 0.05 and abs(values.std() - 2.0) < 0.05
