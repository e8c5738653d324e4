"""The opcode zoo of ``testdata/hlo/`` made with JAX: imported by ``tools/export_hlo_jax.py``, which runs it.

Each ``zoo_*`` builder takes a NumPy random generator and returns ``(function, args, note)``: a small program
chosen to make XLA's HLO hold some opcode (or attribute form) the models do not.
"""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from hlo_zoo_registry import new_zoo, normal  # same folder: the tools run as scripts

ZOO, zoo = new_zoo()


def ints(r, lo, hi, *shape, dtype=np.int32):
    return r.integers(lo, hi, shape).astype(dtype)


@zoo
def zoo_unary_round(r):
    """floor, ceil, round-nearest-even (jnp.round), round-nearest-afz (lax.round), sign, abs, negate on
    halves and ties."""
    x = np.array([-2.5, -1.5, -0.5, -0.0, 0.0, 0.5, 1.5, 2.5, 2.7, -3.2], np.float32)
    return (lambda x: (jnp.floor(x), jnp.ceil(x), jnp.round(x), lax.round(x), jnp.sign(x), jnp.abs(x), -x),
            (x,), "")


@zoo
def zoo_unary_exp_log(r):
    """exponential, exponential-minus-one, log, log-plus-one, logistic, tanh."""
    x = normal(r, 3, 4)
    return (lambda x: (jnp.exp(x), jnp.expm1(x * 1e-3), jnp.log(jnp.abs(x) + 0.1), jnp.log1p(x * 1e-3),
                       jax.nn.sigmoid(x), jnp.tanh(x)), (x,), "")


@zoo
def zoo_unary_trig(r):
    """sine, cosine, tan, atan2 (jnp.arctan2 and lax.atan), and the chlo expansions of asin/acos/sinh."""
    x = normal(r, 3, 4, scale=0.5)
    return (lambda x, y: (jnp.sin(x), jnp.cos(x), jnp.tan(x), jnp.arctan2(x, y), lax.atan(x), jnp.arcsin(x),
                          jnp.arccos(x), jnp.sinh(x)), (x, normal(r, 3, 4)), "")


@zoo
def zoo_unary_roots(r):
    """sqrt, rsqrt, cbrt (of negative numbers too)."""
    x = normal(r, 2, 5)
    return lambda x: (jnp.sqrt(jnp.abs(x)), lax.rsqrt(jnp.abs(x) + 0.1), jnp.cbrt(x)), (x,), ""


@zoo
def zoo_erf(r):
    """erf (an HLO opcode of its own), and what JAX emits for erfc, erf_inv and lgamma/digamma."""
    x = normal(r, 8, scale=0.5)
    return (lambda x: (lax.erf(x), lax.erfc(x), lax.erf_inv(jnp.tanh(x)), lax.lgamma(jnp.abs(x) + 0.5),
                       lax.digamma(jnp.abs(x) + 0.5)), (x,), "")


@zoo
def zoo_is_finite(r):
    """is-finite on inf, -inf, NaN, the largest and smallest f32 and a subnormal."""
    x = np.array([np.inf, -np.inf, np.nan, 3.4028235e38, -3.4028235e38, 1e-45, 0.0, 1.0], np.float32)
    return lambda x: (jnp.isfinite(x), jnp.isnan(x), jnp.isinf(x)), (x,), ""


@zoo
def zoo_unary_int(r):
    """popcnt, count-leading-zeros, not, abs, negate, sign on s32 (with INT_MIN) and u8."""
    i = np.array([0, 1, -1, 7, -8, 2**31 - 1, -2**31, 12345], np.int32)
    u = np.array([0, 1, 128, 255, 16, 3, 200, 77], np.uint8)
    return (lambda i, u: (lax.population_count(i), lax.clz(i), ~i, jnp.abs(i), -i, jnp.sign(i),
                          lax.population_count(u), lax.clz(u), ~u), (i, u), "")


@zoo
def zoo_binary_float(r):
    """add, subtract, multiply, divide, maximum, minimum, power, atan2, remainder (sign of the dividend)."""
    x, y = normal(r, 3, 4), normal(r, 3, 4)
    return (lambda x, y: (x + y, x - y, x * y, x / y, jnp.maximum(x, y), jnp.minimum(x, y),
                          lax.pow(jnp.abs(x), y), lax.atan2(x, y), lax.rem(x * 5, y)), (x, y), "")


@zoo
def zoo_binary_int(r):
    """divide and remainder with negative operands (truncating), shift-left, shift-right-arithmetic,
    shift-right-logical (shift amounts past the width), and, or, xor, power of integers, maximum, minimum."""
    a = np.array([7, -7, 7, -7, 100, -2**31, 5, 0], np.int32)
    b = np.array([2, 2, -2, -2, 7, -1, 3, 9], np.int32)
    s = np.array([0, 1, 3, 31, 32, 33, 4, 2], np.int32)
    u = np.array([1, 2, 255, 128, 7, 64, 33, 9], np.uint8)
    return (lambda a, b, s, u: (lax.div(a, b), lax.rem(a, b), lax.shift_left(a, s),
                                lax.shift_right_arithmetic(a, s), lax.shift_right_logical(a, s), a & b,
                                a | b, a ^ b, jnp.power(b, jnp.abs(s) % 5), jnp.maximum(a, b), jnp.minimum(a, b),
                                lax.shift_left(u, u % 9), lax.div(u, jnp.uint8(3)), lax.rem(u, jnp.uint8(7))),
            (a, b, s, u), "INT_MIN / -1 included")


@zoo
def zoo_compare(r):
    """compare with every direction on f32 (with NaN, -0.0), s32, u32 (large values) and pred."""
    x = np.array([1.0, np.nan, -0.0, 2.0, -1.0], np.float32)
    y = np.array([1.0, 1.0, 0.0, np.nan, 3.0], np.float32)
    i, j = np.array([1, -2, 3, -4, 5], np.int32), np.array([1, 2, -3, -4, 6], np.int32)
    u, v = np.array([1, 2**32 - 1, 3, 0, 5], np.uint32), np.array([1, 2, 2**31, 0, 6], np.uint32)
    p, q = np.array([True, False, True, False, True]), np.array([True, True, False, False, False])

    def f(x, y, i, j, u, v, p, q):
        out = []
        for a, b in ((x, y), (i, j), (u, v), (p, q)):
            out += [lax.eq(a, b), lax.ne(a, b), lax.lt(a, b), lax.le(a, b), lax.gt(a, b), lax.ge(a, b)]
        return tuple(out)
    return f, (x, y, i, j, u, v, p, q), ""


@zoo
def zoo_select_clamp(r):
    """select (jnp.where, also with a scalar pred broadcast) and clamp with scalar and array bounds."""
    x = normal(r, 3, 4)
    lo, hi = -np.abs(normal(r, 3, 4)), np.abs(normal(r, 3, 4))
    return (lambda x, lo, hi, p: (jnp.where(x > 0, x, lo), lax.select(jnp.broadcast_to(p, x.shape), x, hi),
                                  lax.clamp(-0.5, x, 0.5), lax.clamp(lo, x, hi),
                                  lax.clamp(np.int32(0), (x * 10).astype(jnp.int32), np.int32(5))),
            (x, lo, hi, np.bool_(True)), "")


@zoo
def zoo_convert(r):
    """convert between f32, s32, u8, s8, f16, bf16, pred, u32 and c64 (rounding, saturation of out-of-range
    float to int is implementation-defined: inputs stay in range), and bitcast-convert of equal width
    (f32<->s32) and of changing width (f32 -> u8[..., 4], u16[..., 2] -> u32)."""
    x = np.array([-3.7, -0.5, 0.0, 0.5, 1.5, 2.5, 100.25, 65504.0], np.float32)
    h = np.array([[1, 2], [65535, 0], [256, 7]], np.uint16)

    def f(x, h):
        return (x.astype(jnp.int32), jnp.clip(x, -128, 127).astype(jnp.int8),
                jnp.clip(jnp.abs(x), 0, 255).astype(jnp.uint8), x.astype(jnp.float16),
                x.astype(jnp.bfloat16).astype(jnp.float32), x != 0, (x > 0).astype(jnp.float32),
                x.astype(jnp.int32).astype(jnp.float32), x.astype(jnp.complex64), jnp.abs(x).astype(jnp.uint32),
                lax.bitcast_convert_type(x, jnp.int32),
                lax.bitcast_convert_type(lax.bitcast_convert_type(x, jnp.int32) + 1, jnp.float32),
                lax.bitcast_convert_type(x, jnp.uint8), lax.bitcast_convert_type(h, jnp.uint32))
    return f, (x, h), ""


@zoo
def zoo_reduce_precision(r):
    """reduce-precision to f16's (5, 10) and bf16's (8, 7) exponent and mantissa widths, and to (2, 1)."""
    x = np.concatenate([normal(r, 6, scale=100.0), np.array([1e-6, 7e4, np.inf, np.nan], np.float32)])
    return (lambda x: (lax.reduce_precision(x, 5, 10), lax.reduce_precision(x, 8, 7),
                       lax.reduce_precision(x, 2, 1)), (x,), "")


@zoo
def zoo_shape_ops(r):
    """iota (several dimensions and types), broadcast (broadcast_in_dim), reshape, transpose, reverse."""
    x = normal(r, 2, 3, 4)
    return (lambda x: (lax.broadcasted_iota(jnp.int32, (2, 3), 1), lax.broadcasted_iota(jnp.float32, (3, 2), 0),
                       lax.broadcast_in_dim(x[0, :, 0], (2, 3, 5), (1,)), x.reshape(4, 6),
                       jnp.transpose(x, (2, 0, 1)), lax.rev(x, (0, 2))), (x,), "")


@zoo
def zoo_pad(r):
    """pad with edge padding, interior padding and negative (cropping) edge padding."""
    x = normal(r, 3, 4)
    return (lambda x, v: (lax.pad(x, v, ((1, 2, 0), (0, 0, 1))), lax.pad(x, v, ((-1, 1, 1), (2, -2, 2))),
                          jnp.pad(x, ((1, 1), (2, 0)), mode="reflect")), (x, np.float32(-9.0)), "")


@zoo
def zoo_slice(r):
    """slice with strides, dynamic-slice with in-range and clamped start indices, dynamic-update-slice."""
    x = normal(r, 5, 6)
    return (lambda x, i, j, u: (lax.slice(x, (1, 0), (5, 6), (2, 3)), lax.dynamic_slice(x, (i, j), (2, 3)),
                                lax.dynamic_slice(x, (i + 10, j - 10), (2, 3)),
                                lax.dynamic_update_slice(x, u, (i, j)), lax.dynamic_update_slice(x, u, (j, i + 7))),
            (x, np.int32(2), np.int32(1), normal(r, 2, 3)), "start indices out of range are clamped")


@zoo
def zoo_concatenate(r):
    """concatenate of three operands along dimension 1 and of two along dimension 0."""
    a, b, c = normal(r, 2, 1), normal(r, 2, 3), normal(r, 2, 2)
    return lambda a, b, c: (jnp.concatenate([a, b, c], 1), jnp.concatenate([b, b], 0)), (a, b, c), ""


@zoo
def zoo_gather(r):
    """gather with several dimension numbers: take along axis 0 and 1, a 2-D point gather, take_along_axis,
    clamped and fill-mode out-of-bounds indices, and a batched gather (operand_batching_dims, from vmap)."""
    x = normal(r, 5, 4)
    idx = np.array([4, 0, 2, 2, 7, -1], np.int32)
    pts = np.array([[0, 1], [4, 3], [2, 2]], np.int32)
    ta = np.array([[0, 3], [1, 1], [2, 0], [3, 2], [0, 0]], np.int32)
    bx, bi = normal(r, 3, 6), np.array([[5, 0], [1, 1], [2, 4]], np.int32)

    def f(x, idx, pts, ta, bx, bi):
        return (x.at[idx].get(mode="clip"), x.at[:, idx].get(mode="fill", fill_value=-1.0),
                x[pts[:, 0], pts[:, 1]], jnp.take_along_axis(x, ta, axis=1),
                jax.vmap(lambda row, ix: row[ix])(bx, bi), lax.dynamic_index_in_dim(x, idx[2], 1, keepdims=False))
    return f, (x, idx, pts, ta, bx, bi), ""


@zoo
def zoo_scatter(r):
    """scatter with add, set, multiply, min, max, repeated indices, out-of-bounds indices dropped, 2-D window
    updates and a batched scatter (vmap: operand_batching_dims)."""
    x = normal(r, 5, 3)
    idx = np.array([1, 3, 1, 9], np.int32)
    upd = normal(r, 4, 3)
    bx, bi, bu = normal(r, 2, 4), np.array([[0, 0], [3, 1]], np.int32), normal(r, 2, 2)

    def f(x, idx, upd, bx, bi, bu):
        return (x.at[idx].add(upd), x.at[idx].set(upd, mode="drop"), x.at[idx].multiply(upd),
                x.at[idx].min(upd), x.at[idx].max(upd), x.at[1:3, idx[:2]].add(1.0),
                jax.vmap(lambda row, ix, u: row.at[ix].add(u))(bx, bi, bu))
    return f, (x, idx, upd, bx, bi, bu), ""


@zoo
def zoo_reduce(r):
    """reduce: sum, product, max, min over several axes, and/or on pred, and the two-operand (value, index)
    reduce of argmax/argmin."""
    x = normal(r, 3, 4, 5)
    return (lambda x: (x.sum((0, 2)), jnp.prod(x, 1), x.max(0), x.min(), jnp.all(x > -2, 1), jnp.any(x > 2, 2),
                       jnp.argmax(x, 1), jnp.argmin(x, 2), x.astype(jnp.int32).sum(0)), (x,), "")


@zoo
def zoo_reduce_window(r):
    """reduce-window: max and sum with strides, padding, window dilation and base dilation; cumulative sums
    (jnp.cumsum, lax.cummax lower to reduce-window)."""
    x = normal(r, 1, 6, 7, 2)
    return (lambda x: (lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1),
                                         ((0, 0), (1, 1), (1, 1), (0, 0))),
                       lax.reduce_window(x, 0.0, lax.add, (1, 2, 2, 1), (1, 1, 1, 1), "VALID",
                                         window_dilation=(1, 2, 2, 1)),
                       lax.reduce_window(x, 0.0, lax.add, (1, 2, 2, 1), (1, 1, 1, 1), "VALID",
                                         base_dilation=(1, 2, 1, 1)),
                       jnp.cumsum(x, 1), lax.cummax(x, axis=2)), (x,), "")


@zoo
def zoo_select_and_scatter(r):
    """select-and-scatter: the gradient of a 2x2/2 max pool and of an overlapping 3x3/2 padded max pool."""
    x = normal(r, 1, 6, 6, 2)

    def pool(x, w, s, pad):
        return lax.reduce_window(x, -jnp.inf, lax.max, (1, w, w, 1), (1, s, s, 1), pad)

    def f(x):
        g1 = jax.grad(lambda x: (pool(x, 2, 2, "VALID") ** 2).sum())(x)
        g2 = jax.grad(lambda x: (pool(x, 3, 2, "SAME") * jnp.arange(18.0).reshape(1, 3, 3, 2)).sum())(x)
        return g1, g2
    return f, (x,), ""


@zoo
def zoo_conv_groups(r):
    """convolution with feature_group_count (depthwise and 2 groups), with batch_group_count (as in the
    weight gradient of a grouped convolution), strides and padding, NCHW/OIHW."""
    x, w = normal(r, 2, 4, 5, 5), normal(r, 4, 1, 3, 3, scale=0.3)
    w2, bg = normal(r, 6, 2, 2, 2, scale=0.3), normal(r, 4, 2, 5, 5)
    dw = normal(r, 4, 2, 3, 3, scale=0.3)
    dn = ("NCHW", "OIHW", "NCHW")

    def f(x, w, w2, bg, dw):
        return (lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=dn, feature_group_count=4),
                lax.conv_general_dilated(x, w2, (2, 2), ((1, 0), (0, 1)), dimension_numbers=dn,
                                         feature_group_count=2),
                lax.conv_general_dilated(bg, dw, (1, 1), "VALID", dimension_numbers=dn, batch_group_count=2))
    return f, (x, w, w2, bg, dw), ""


@zoo
def zoo_conv_dilated(r):
    """convolution with lhs (input) dilation, rhs (kernel) dilation, padding, a 1-D NWC conv and a 3-D conv
    with unusual dimension orders."""
    x, w = normal(r, 1, 5, 5, 2), normal(r, 3, 3, 2, 3, scale=0.3)
    x1, w1 = normal(r, 2, 9, 3), normal(r, 3, 3, 4, scale=0.3)
    x3, w3 = normal(r, 2, 4, 4, 3, 1), normal(r, 2, 2, 2, 1, 2, scale=0.3)

    def f(x, w, x1, w1, x3, w3):
        return (lax.conv_general_dilated(x, w, (1, 1), ((2, 2), (1, 1)), lhs_dilation=(2, 2),
                                         dimension_numbers=("NHWC", "HWIO", "NHWC")),
                lax.conv_general_dilated(x, w, (1, 1), "SAME", rhs_dilation=(2, 1),
                                         dimension_numbers=("NHWC", "HWIO", "NCHW")),
                lax.conv_general_dilated(x1, w1, (2,), "VALID", dimension_numbers=("NWC", "WIO", "NWC")),
                lax.conv_general_dilated(x3, w3, (1, 1, 1), "VALID",
                                         dimension_numbers=("NDHWC", "DHWIO", "NCDHW")))
    return f, (x, w, x1, w1, x3, w3), ""


@zoo
def zoo_dot(r):
    """dot with batch dimensions, two contracting dimensions, matrix-vector, an outer product and an s8 x s8
    -> s32 dot (preferred_element_type)."""
    a, b = normal(r, 2, 3, 4), normal(r, 2, 4, 5)
    c, d = normal(r, 3, 4, 2), normal(r, 4, 2, 5)
    i, j = r.integers(-100, 100, (3, 4)).astype(np.int8), r.integers(-100, 100, (4, 2)).astype(np.int8)

    def f(a, b, c, d, i, j):
        return (jnp.einsum("bij,bjk->bik", a, b), jnp.einsum("ijk,jkl->il", c, d), a[0] @ b[0, :, 0],
                jnp.outer(a[0, 0], b[0, 0]), lax.dot(i, j, preferred_element_type=jnp.int32),
                lax.dot_general(a, b, (((2,), (1,)), ((0,), (0,))), precision=lax.Precision.HIGHEST))
    return f, (a, b, c, d, i, j), ""


@zoo
def zoo_fft(r):
    """fft of all four kinds: FFT and IFFT (c64), RFFT (f32 -> c64) and IRFFT (c64 -> f32), 1-D and 2-D."""
    x = normal(r, 3, 8)
    z = (normal(r, 3, 8) + 1j * normal(r, 3, 8)).astype(np.complex64)
    return (lambda x, z: (jnp.fft.fft(z), jnp.fft.ifft(z), jnp.fft.rfft(x), jnp.fft.irfft(z[:, :5], 8),
                          jnp.fft.fft2(z), jnp.fft.irfftn(z[:, :5], (3, 8))), (x, z), "")


@zoo
def zoo_rng_bit_generator(r):
    """rng-bit-generator: random bits, uniform and normal numbers from a key with the 'rbg' PRNG
    implementation (and 'unsafe_rbg'); the key data is the u32[4] parameter."""
    key = np.array([0, 42, 0, 7], np.uint32)

    def f(key):
        k = jax.random.wrap_key_data(key, impl="rbg")
        ku = jax.random.wrap_key_data(key, impl="unsafe_rbg")
        return (jax.random.bits(k, (4, 3)), jax.random.uniform(k, (5,)), jax.random.normal(ku, (2, 2)))
    return f, (key,), "XLA's rng-bit-generator algorithm is the default (on CPU: Philox)"


@zoo
def zoo_rng(r):
    """rng (RNG_UNIFORM) via lax.rng_uniform: XLA's stateful generator, so the values depend on XLA's state;
    check the range [lo, hi) and shape, not the values."""
    return lambda lo, hi: (lax.rng_uniform(lo, hi, (4, 3)),), (np.float32(-1.0), np.float32(2.0)), ""


@zoo
def zoo_cholesky_triangular_solve(r):
    """cholesky (JAX emits the LAPACK custom-call lapack_spotrf_ffi on CPU) and triangular-solve, with
    left/right side, lower/upper, transposed and unit-diagonal variants (lapack_strsm_ffi on CPU)."""
    a = normal(r, 4, 4)
    spd = a @ a.T + 4 * np.eye(4, dtype=np.float32)
    b = normal(r, 4, 3)
    t = np.tril(a) + 4 * np.eye(4, dtype=np.float32)

    def f(spd, t, b):
        ts = lax.linalg.triangular_solve
        return (lax.linalg.cholesky(spd), ts(t, b, left_side=True, lower=True),
                ts(t.T, b.T, left_side=False, lower=False, transpose_a=True),
                ts(t, b, left_side=True, lower=True, unit_diagonal=True))
    return f, (spd, t, b), ""


@zoo
def zoo_linalg_custom_calls(r):
    """The LAPACK custom-calls JAX emits on CPU: getrf (lu), geqrf + orgqr (qr), syevd (eigh), gesdd (svd),
    geev (eig), gehrd (hessenberg), sytrd (tridiagonal). Eigenvectors and singular vectors are returned as
    given by LAPACK through XLA (their signs are implementation-defined)."""
    a = normal(r, 4, 4)
    s = a + a.T

    def f(a, s):
        lu, piv, perm = lax.linalg.lu(a)
        q, rr = jnp.linalg.qr(a)
        w, v = jnp.linalg.eigh(s)
        u, sv, vt = jnp.linalg.svd(a)
        ew = jnp.linalg.eigvals(a)
        h, taus = lax.linalg.hessenberg(a)
        return lu, piv, perm, q, rr, w, v, u, sv, vt, jnp.sort_complex(ew), h, taus, lax.linalg.tridiagonal(s)[1]
    return f, (a, s), ""


@zoo
def zoo_conditional(r):
    """conditional in both forms: a pred operand (lax.cond) and an s32 branch index with three branch
    computations (lax.switch, index clamped), with tuple operands."""
    x = normal(r, 3)

    def f(p, i, x):
        a = lax.cond(p, lambda x: (jnp.sin(x), x.sum()), lambda x: (jnp.cos(x), x.max()), x)
        b = lax.switch(i, [lambda x: x * 2, lambda x: x - 1, lambda x: jnp.exp(x)], x)
        c = lax.switch(i + 5, [lambda x: x * 2, lambda x: x - 1, lambda x: jnp.exp(x)], x)
        return a, b, c
    return f, (np.bool_(False), np.int32(1), x), ""


@zoo
def zoo_call(r):
    """call: a nested jax.jit function called twice (one computation, two call sites), and a
    lax.composite (a call carrying is_composite=true and composite attributes)."""
    x = normal(r, 2, 3)
    inner = jax.jit(lambda y: jnp.sin(y) * 2.0)

    def f(x):
        my_tanh = lax.composite(lambda y, scale: jnp.tanh(y) * scale, name="my.scaled_tanh")
        return inner(x) + inner(x * 3.0), my_tanh(x, scale=2.0)
    return f, (x,), ""


@zoo
def zoo_sort(r):
    """sort of one operand (ascending, descending via jnp.flip, stable argsort with ties) and of an s32
    array along dimension 0."""
    x = np.array([[3.0, 1.0, 2.0, 1.0], [0.5, -1.0, 0.5, 9.0]], np.float32)
    i = np.array([[5, 1], [3, 9], [4, 0]], np.int32)
    return (lambda x, i: (jnp.sort(x, axis=1), jnp.flip(jnp.sort(x, axis=1), 1), jnp.argsort(x, axis=1, stable=True),
                          jnp.sort(i, axis=0)), (x, i), "")


@zoo
def zoo_top_k(r):
    """lax.top_k of a 2-D array (k=3 along the last dimension), values and s32 indices."""
    x = normal(r, 3, 6)
    return lambda x: lax.top_k(x, 3), (x,), ""


@zoo
def zoo_complex(r):
    """complex, real, imag, abs of c64, complex multiply/divide, exp and sqrt of c64, conj."""
    x, y = normal(r, 5), normal(r, 5)

    def f(x, y):
        z = lax.complex(x, y)
        w = z * jnp.conj(z + 1j) / (z + 2.0)
        return lax.real(w), lax.imag(w), jnp.abs(z), jnp.exp(z), jnp.sqrt(z), z
    return f, (x, y), ""


@zoo
def zoo_optimization_barrier(r):
    """optimization-barrier over a tuple of two arrays."""
    x = normal(r, 4)

    def f(x):
        a, b = lax.optimization_barrier((jnp.sin(x), x * 2))
        return a + b
    return f, (x,), ""


@zoo
def zoo_x64(r):
    """64-bit types with jax_enable_x64: f64, s64, u64 arithmetic, convert between them, and a c128 fft."""
    x = r.standard_normal(4)
    i = np.array([2**40, -3, 7, -2**62], np.int64)
    u = np.array([2**63, 1, 5, 2**64 - 1], np.uint64)

    def f(x, i, u):
        return (jnp.sin(x) * 1e-300, i // 3, i >> 2, u >> np.uint64(1), u % np.uint64(7), x.astype(jnp.float32),
                i.astype(jnp.float64), jnp.fft.fft(x.astype(jnp.complex128)))
    return f, (x, i, u), "exported under jax.enable_x64()"


zoo_x64.x64 = True
