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

All of it is NumPy uint32/uint64 arithmetic (wrapping), the rounds chunk by chunk of whole arrays.
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
#
# Both run over the blocks in chunks, every round of a chunk before the next chunk: a chunk's words (768 KiB)
# stay in the core's cache between the ufuncs, each written in place (``out=``), so that a round is a few passes
# over cached memory with no allocation (3x faster than whole-array rounds on u32[512, 1024]). Wrapping
# uint32/uint64 arithmetic: the bits do not depend on the chunking.

_THREEFRY_CHUNK = 1 << 16  # blocks: 3 uint32 arrays of a chunk's size
_PHILOX_CHUNK = 1 << 14  # blocks: 6 uint64 arrays
_THREEFRY_ROTATIONS = (13, 15, 26, 6, 17, 29, 16, 24)
_PHILOX_M0, _PHILOX_M1 = _U64(0xD2511F53), _U64(0xCD9E8D57)


def threefry2x32(x0: np.ndarray, x1: np.ndarray, key0: int, key1: int) -> tuple[np.ndarray, np.ndarray]:
    """Threefry-2x32 with 20 rounds (Salmon et al. 2011) of the counter words ``(x0, x1)`` (uint32 arrays of one
    shape; new arrays)."""
    ks = (key0, key1, 0x1BD11BDA ^ key0 ^ key1)
    x0, x1 = x0 + _U32(ks[0]), x1 + _U32(ks[1])  # new arrays, rounded in place
    flat0, flat1 = x0.reshape(-1), x1.reshape(-1)
    chunk = _THREEFRY_CHUNK
    scratch = np.empty(min(chunk, flat0.size), dtype=_U32)
    for start in range(0, flat0.size, chunk):
        a, b = flat0[start:start + chunk], flat1[start:start + chunk]
        shifted = scratch[:a.size]
        for block in range(5):
            for rotation in _THREEFRY_ROTATIONS[4 * (block % 2): 4 * (block % 2) + 4]:
                np.add(a, b, out=a)  # x0 += x1; x1 = rotl(x1, rotation) ^ x0
                np.left_shift(b, _U32(rotation), out=shifted)
                np.right_shift(b, _U32(32 - rotation), out=b)
                np.bitwise_or(b, shifted, out=b)
                np.bitwise_xor(b, a, out=b)
            np.add(a, _U32(ks[(block + 1) % 3]), out=a)
            np.add(b, _U32((ks[(block + 2) % 3] + block + 1) & 0xFFFFFFFF), out=b)
    return x0, x1


def philox4x32(words: list[np.ndarray], key0: int, key1: int) -> list[np.ndarray]:
    """Philox-4x32 with 10 rounds (Salmon et al. 2011) of the counter words (least significant first; uint32
    arrays of one shape; new arrays)."""
    out = [np.empty(np.shape(w), dtype=_U32) for w in words]
    _philox_rounds([np.reshape(w, -1) for w in words], key0, key1, [o.reshape(-1) for o in out])
    return out


def _philox_rounds(words: list[np.ndarray], key0: int, key1: int, out: list[np.ndarray]) -> None:
    """``philox4x32`` of the 1-D uint32 ``words`` into the 1-D uint32 arrays (or strided views) ``out``. A chunk's
    words are held as uint64 (values below 2**32): the 32x32-bit products in 64 bits, their high and low halves
    a shift and a mask."""
    n, chunk = words[0].size, _PHILOX_CHUNK
    wide = np.empty((6, min(chunk, n)), dtype=_U64)
    for start in range(0, n, chunk):
        stop = min(start + chunk, n)
        x0, x1, x2, x3, product0, product1 = wide[:, :stop - start]
        for x, word in zip((x0, x1, x2, x3), words):
            x[...] = word[start:stop]
        k0, k1 = key0, key1
        for _ in range(10):  # (x0, x1, x2, x3) = (hi1 ^ x1 ^ k0, lo1, hi0 ^ x3 ^ k1, lo0)
            np.multiply(x0, _PHILOX_M0, out=product0)
            np.multiply(x2, _PHILOX_M1, out=product1)
            np.right_shift(product1, _U64(32), out=x0)
            np.bitwise_xor(x0, x1, out=x0)
            np.bitwise_xor(x0, _U64(k0), out=x0)
            np.bitwise_and(product1, _MASK32, out=x1)
            np.right_shift(product0, _U64(32), out=x2)
            np.bitwise_xor(x2, x3, out=x2)
            np.bitwise_xor(x2, _U64(k1), out=x2)
            np.bitwise_and(product0, _MASK32, out=x3)
            k0, k1 = (k0 + 0x9E3779B9) & 0xFFFFFFFF, (k1 + 0xBB67AE85) & 0xFFFFFFFF
        for target, x in zip(out, (x0, x1, x2, x3)):
            target[start:stop] = x  # below 2**32: the cast keeps the value


def _counter_words(start: int, count: int) -> tuple[np.ndarray, np.ndarray]:
    """The low and high uint32 words of the 64-bit counters ``start + i`` (modulo 2**64) for ``i < count``."""
    first = start & 0xFFFFFFFF
    low = np.arange(count, dtype=_U32)
    low += _U32(first)  # wraps modulo 2**32
    high = np.full(count, start >> 32, dtype=_U32)
    high[(1 << 32) - first:] += _U32(1)  # after the low word wraps (count < 2**32: it wraps at most once)
    return low, high


def _words_of(value: int, count: int, changed: int, after: int) -> list[np.ndarray]:
    """The low and high uint32 words of ``count`` 64-bit values: ``value``, and ``after`` from index ``changed``."""
    words = [np.full(count, value & 0xFFFFFFFF, dtype=_U32), np.full(count, value >> 32, dtype=_U32)]
    if changed < count:
        words[0][changed:], words[1][changed:] = after & 0xFFFFFFFF, after >> 32
    return words


def _little_endian_pairs(count: int) -> tuple[np.ndarray, np.ndarray]:
    """A new little-endian uint64 array of ``count`` elements and its view as ``(count, 2)`` uint32 words, low
    word first: writing the words makes ``low | high << 32`` (native uint64 once converted with ``astype``: no
    copy on a little-endian machine)."""
    joined = np.empty(count, dtype="<u8")
    return joined, joined.view("<u4").reshape(count, 2)


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
        x0, x1 = threefry2x32(*_counter_words(counter, count), key0, key1)
        joined, pairs = _little_endian_pairs(count)
        pairs[:, 0], pairs[:, 1] = x0, x1
        return joined.astype(_U64, copy=False).reshape(shape), counter + count
    if not shape:
        x0, _ = threefry2x32(*_counter_words(counter, 1), key0, key1)
        return x0.reshape(()), counter + 1
    split = _half_split(shape)
    # XLA's halves: a block's two words are the elements i and i + (its half) along ``split``
    half = (shape[split] + 1) // 2
    rows, inner = int(np.prod(shape[:split], dtype=np.int64)) * half, int(np.prod(shape[split + 1:], dtype=np.int64))
    count = rows * inner
    x0, x1 = threefry2x32(*_counter_words(counter, count), key0, key1)
    both = np.empty((rows, 2, inner), dtype=_U32)
    both[:, 0, :], both[:, 1, :] = x0.reshape(rows, inner), x1.reshape(rows, inner)
    both = both.reshape(shape[:split] + (2 * half,) + shape[split + 1:])
    return both[(slice(None),) * split + (slice(0, shape[split]),)], counter + count


def _philox_bits(key: int, counter: tuple[int, int], shape: tuple[int, ...],
                 width: int) -> tuple[np.ndarray, tuple[int, int]]:
    """``(bits, new 128-bit counter)``: four u32 (or two u64) elements per Philox block."""
    count = int(np.prod(shape, dtype=np.int64))
    blocks = -(-count // (2 if width == 64 else 4))
    # the 128-bit counters: the low 64-bit word counting from counter[0], the high one carrying its wrap
    words = [*_counter_words(counter[0], blocks),
             *_words_of(counter[1], blocks, (1 << 64) - counter[0], (counter[1] + 1) & (2**64 - 1))]
    if width == 64:
        bits, pairs = _little_endian_pairs(2 * blocks)
        out = pairs.reshape(blocks, 4)
    else:
        bits = out = np.empty((blocks, 4), dtype=_U32)
    _philox_rounds(words, key & 0xFFFFFFFF, key >> 32, [out[:, j] for j in range(4)])
    bits = bits.astype(bits.dtype.newbyteorder("="), copy=False).reshape(-1)[:count].reshape(shape)
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
