"""Kernels of the ``rng`` family: spec ``rng`` (seeded NumPy generator) and ``rng_bit_generator``
(bit-exact to XLA).

``rng_bit_generator`` follows XLA's expansion (``rng_bit_generator_expander.cc``
and ``prng.cc``; the spec leaves the variants implementation-defined):

* the state is ``[key, counter...]``; THREE_FRY uses ThreeFry-2x32 (20 rounds)
  on a 64-bit counter, PHILOX uses Philox-4x32 (10 rounds) on a 128-bit counter
  ``(state[1], state[2])`` for a 3-word state or ``(state[1], state[0])`` for a
  2-word one (of which only the low word is written back);
* DEFAULT is PHILOX, as on XLA's CPU and GPU backends;
* 64-bit outputs take one ThreeFry block (two u32 words) per element;
  32-bit outputs split the shape in halves along its first even dimension (or
  its largest) and take one word of a block each; narrower outputs keep the low
  bits of a 32-bit output. Philox blocks give four u32 (or two u64) elements.

All of it is NumPy uint32/uint64 arithmetic on whole arrays (wrapping).
"""
from __future__ import annotations

import numpy as np

from ...ir.enums import RngAlgorithm, RngDistribution
from ...numerics import floats, integers
from ..errors import InterpreterError
from ..registry import kernel
from ._common import operand_ints, result_dtype, result_shape
from .conversion import from_bit_patterns

_U32 = np.uint32
_U64 = np.uint64
_MASK32 = _U64(0xFFFFFFFF)


# --- rng ---

def _generator(ctx) -> np.random.Generator:
    """The interpreter's random stream, seeded with ``ctx.rng_seed`` (0 by default) on first use."""
    if ctx.rng_generator is None:
        ctx.rng_generator = np.random.default_rng(ctx.rng_seed)
    return ctx.rng_generator


@kernel("stablehlo.rng")
def rng(ctx, attrs, a: np.ndarray, b: np.ndarray, shape: np.ndarray) -> np.ndarray:
    """Spec ``rng``: UNIFORM in ``[a, b)`` or NORMAL with mean ``a`` and standard deviation ``b``.

    The numbers come from NumPy's PCG64 stream seeded by the interpreter's
    ``rng_seed`` (how they are generated is implementation-defined).
    """
    dtype = result_dtype(attrs.op)
    out_shape = operand_ints(shape)  # () for a tensor<0xi64> shape: a scalar result
    generator = _generator(ctx)
    if attrs.rng_distribution is RngDistribution.NORMAL:
        wide = float(a) + float(b) * generator.standard_normal(out_shape)
        return wide.astype(dtype)
    if floats.is_float(dtype):
        low, high = float(a), float(b)
        values = (low + (high - low) * generator.random(out_shape)).astype(dtype)
        # rounding to the result type can reach b: keep the interval half-open
        return np.where(values.astype(np.float64) >= high, _below(high, dtype), values).astype(dtype)
    low, high = int(integers.widen(a)), int(integers.widen(b))
    values = generator.integers(low, max(high, low + 1), size=out_shape,
                                dtype=np.uint64 if dtype == np.uint64 else np.int64)
    return values.astype(bool) if dtype == np.bool_ else integers.wrap(values, dtype)


def _below(value: float, dtype: np.dtype) -> np.ndarray:
    """The largest ``dtype`` number below ``value`` (one step down its bit pattern)."""
    bits = floats.bits_of(np.asarray(value).astype(dtype))
    sign = bits.dtype.type(1) << bits.dtype.type(bits.dtype.itemsize * 8 - 1)
    if value > 0:
        bits = bits - bits.dtype.type(1)
    elif value == 0:
        bits = sign | bits.dtype.type(1)  # the negative number closest to zero
    else:
        bits = bits + bits.dtype.type(1)
    return np.asarray(bits).view(dtype)


# --- rng_bit_generator: the two block ciphers ---

def _rotate_left(x: np.ndarray, distance: int) -> np.ndarray:
    return (x << _U32(distance)) | (x >> _U32(32 - distance))


def threefry2x32(x0: np.ndarray, x1: np.ndarray, key0: int, key1: int) -> tuple[np.ndarray, np.ndarray]:
    """Threefry-2x32 with 20 rounds (Salmon et al. 2011) of the counter words ``(x0, x1)``."""
    rotations = (13, 15, 26, 6, 17, 29, 16, 24)
    ks = (_U32(key0), _U32(key1), _U32(0x1BD11BDA ^ key0 ^ key1))
    x0 = x0 + ks[0]
    x1 = x1 + ks[1]
    for block in range(5):
        for rotation in rotations[4 * (block % 2): 4 * (block % 2) + 4]:
            x0 = x0 + x1
            x1 = _rotate_left(x1, rotation) ^ x0
        x0 = x0 + ks[(block + 1) % 3]
        x1 = x1 + ks[(block + 2) % 3] + _U32(block + 1)
    return x0, x1


def _mul_hi_lo(x: np.ndarray, multiplier: int) -> tuple[np.ndarray, np.ndarray]:
    product = x.astype(_U64) * _U64(multiplier)
    return (product >> _U64(32)).astype(_U32), product.astype(_U32)


def philox4x32(words: list[np.ndarray], key0: int, key1: int) -> list[np.ndarray]:
    """Philox-4x32 with 10 rounds (Salmon et al. 2011) of the counter words (least significant first)."""
    x0, x1, x2, x3 = words
    for _ in range(10):
        hi0, lo0 = _mul_hi_lo(x0, 0xD2511F53)
        hi1, lo1 = _mul_hi_lo(x2, 0xCD9E8D57)
        x0, x1, x2, x3 = hi1 ^ x1 ^ _U32(key0), lo1, hi0 ^ x3 ^ _U32(key1), lo0
        key0, key1 = (key0 + 0x9E3779B9) & 0xFFFFFFFF, (key1 + 0xBB67AE85) & 0xFFFFFFFF
    return [x0, x1, x2, x3]


def _split_words(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return (x & _MASK32).astype(_U32), (x >> _U64(32)).astype(_U32)


def _join_words(low: np.ndarray, high: np.ndarray) -> np.ndarray:
    return low.astype(_U64) | (high.astype(_U64) << _U64(32))


# --- rng_bit_generator: XLA's layouts of the blocks into the output ---

def _half_split(shape: tuple[int, ...]) -> int:
    """The dimension XLA splits in two for 32-bit ThreeFry output: the first even one, else the largest."""
    for i, d in enumerate(shape):
        if d % 2 == 0:
            return i
    return int(np.argmax(shape))


def _threefry_bits(key: int, counter: int, shape: tuple[int, ...], width: int) -> tuple[np.ndarray, int]:
    """``(bits, new counter)``: uint64 bits for 64-bit output, else uint32 bits."""
    key0, key1 = key & 0xFFFFFFFF, key >> 32
    if width == 64:
        count = int(np.prod(shape, dtype=np.int64))
        inputs = _U64(counter) + np.arange(count, dtype=_U64)
        x0, x1 = threefry2x32(*_split_words(inputs), key0, key1)
        return _join_words(x0, x1).reshape(shape), counter + count
    if not shape:
        x0, _ = threefry2x32(*_split_words(np.array([counter], dtype=_U64)), key0, key1)
        return x0.reshape(()), counter + 1
    split = _half_split(shape)
    half = shape[:split] + ((shape[split] + 1) // 2, 1) + shape[split + 1:]
    count = int(np.prod(half, dtype=np.int64))
    x0, x1 = threefry2x32(*_split_words(_U64(counter) + np.arange(count, dtype=_U64)), key0, key1)
    both = np.concatenate([x0.reshape(half), x1.reshape(half)], axis=split + 1)
    both = both.reshape(shape[:split] + (2 * half[split],) + shape[split + 1:])
    return both[(slice(None),) * split + (slice(0, shape[split]),)], counter + count


def _philox_bits(key: int, counter: tuple[int, int], shape: tuple[int, ...],
                 width: int) -> tuple[np.ndarray, tuple[int, int]]:
    """``(bits, new 128-bit counter)``: four u32 (or two u64) elements per Philox block."""
    count = int(np.prod(shape, dtype=np.int64))
    per_block = 2 if width == 64 else 4
    blocks = -(-count // per_block)
    low = _U64(counter[0]) + np.arange(blocks, dtype=_U64)
    high = np.where(low < _U64(counter[0]), _U64((counter[1] + 1) & (2**64 - 1)), _U64(counter[1]))
    words = philox4x32([*_split_words(low), *_split_words(high)], key & 0xFFFFFFFF, key >> 32)
    if width == 64:
        words = [_join_words(words[0], words[1]), _join_words(words[2], words[3])]
    bits = np.stack(words, axis=1).reshape(-1)[:count].reshape(shape)
    new_low = (counter[0] + blocks) & (2**64 - 1)
    new_high = (counter[1] + (1 if new_low < counter[0] else 0)) & (2**64 - 1)
    return bits, (new_low, new_high)


def _bit_width(dtype: np.dtype) -> int:
    """Bits per output element (i1 and complex outputs are rejected, as in XLA)."""
    if dtype == np.bool_ or floats.is_complex(dtype):
        raise InterpreterError(f"rng_bit_generator: output element type {dtype} is not supported (as in XLA)")
    return dtype.itemsize * 8 if floats.is_float(dtype) else integers.bit_width(dtype)


@kernel("stablehlo.rng_bit_generator")
def rng_bit_generator(ctx, attrs, initial_state: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Spec ``rng_bit_generator``: ``(output_state, output)`` from ``initial_state`` (see module doc)."""
    return generate_bits(attrs.rng_algorithm, initial_state, result_dtype(attrs.op, 1), result_shape(attrs.op, 1))


def generate_bits(algorithm: RngAlgorithm, initial_state: np.ndarray, dtype: np.dtype,
                  shape: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    """``(output_state, output)`` of ``rng_bit_generator`` for an output of ``dtype`` and ``shape`` (shared with
    the ``stablehlo.dynamic_rng_bit_generator`` custom call, whose shape is an operand)."""
    width = _bit_width(dtype)
    generated = 64 if width == 64 else 32
    state = [int(s) for s in np.asarray(initial_state, dtype=_U64).reshape(-1)]
    if len(state) < 2:
        raise InterpreterError(f"rng_bit_generator: the state needs at least 2 words, got {len(state)}")
    key = state[0]
    if algorithm is RngAlgorithm.THREE_FRY:
        bits, counter = _threefry_bits(key, state[1], shape, generated)
        new_state = [key, counter & (2**64 - 1)] + state[2:]
    else:  # PHILOX, and DEFAULT as on XLA's CPU and GPU backends
        three_words = len(state) >= 3
        bits, counter = _philox_bits(key, (state[1], state[2] if three_words else state[0]), shape, generated)
        new_state = [key, *counter] + state[3:] if three_words else [key, counter[0]]
    if width < generated:
        bits = bits & _U32((1 << width) - 1)
    return np.array(new_state, dtype=_U64), from_bit_patterns(bits, dtype)
