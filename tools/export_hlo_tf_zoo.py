"""The TensorFlow part of the opcode zoo of ``testdata/hlo/``: imported by ``tools/export_hlo_tf.py``.

Each ``tf_zoo_*`` builder takes a NumPy random generator and returns ``(function, args, {}, note)``: ops whose
HLO JAX does not emit (XLA's batch-norm opcodes, TF's own lowering of linear algebra, random numbers, ...).
"""
from __future__ import annotations

import numpy as np
import tensorflow as tf

from hlo_zoo_registry import new_zoo, normal  # same folder: the tools run as scripts

ZOO, zoo = new_zoo()


@zoo
def tf_zoo_batch_norm(r):
    """FusedBatchNormV3 in training and inference mode and its gradient: XLA's batch-norm-training,
    batch-norm-inference and batch-norm-grad."""
    x, scale, offset = normal(r, 2, 3, 3, 4), 1 + normal(r, 4, scale=0.1), normal(r, 4, scale=0.1)
    mean, var = normal(r, 4, scale=0.1), 1 + np.abs(normal(r, 4, scale=0.1))

    def f(x, scale, offset, mean, var):
        with tf.GradientTape() as tape:
            tape.watch([x, scale, offset])
            y, m, v = tf.compat.v1.nn.fused_batch_norm(x, scale, offset, epsilon=1e-3, is_training=True)[:3]
            loss = tf.reduce_sum(y * y)
        gx, gs, go = tape.gradient(loss, [x, scale, offset])
        yi = tf.compat.v1.nn.fused_batch_norm(x, scale, offset, mean, var, epsilon=1e-3, is_training=False)[0]
        return y, m, v, gx, gs, go, yi
    return f, [x, scale, offset, mean, var], {}, ""


@zoo
def tf_zoo_linalg(r):
    """tf.linalg: cholesky, triangular_solve (lower, adjoint), qr, self_adjoint_eig and matrix inverse as
    TF's XLA bridge lowers them."""
    a = normal(r, 4, 4)
    spd = a @ a.T + 4 * np.eye(4, dtype=np.float32)

    def f(spd, a):
        c = tf.linalg.cholesky(spd)
        s = tf.linalg.triangular_solve(c, a, lower=True, adjoint=True)
        q, rr = tf.linalg.qr(a)
        e, v = tf.linalg.eigh(spd)
        return c, s, q, rr, e, tf.abs(v), tf.linalg.inv(spd)
    return f, [spd, a], {}, "eigenvectors returned as |v| (their sign is arbitrary)"


@zoo
def tf_zoo_random(r):
    """Stateless random numbers: tf.random.stateless_uniform / stateless_normal (Philox and ThreeFry) and
    a stateless categorical draw."""
    seed = np.array([7, 42], np.int32)

    def f(seed):
        u = tf.random.stateless_uniform((3, 4), seed, alg="philox")
        n = tf.random.stateless_normal((5,), seed, alg="threefry")
        i = tf.random.stateless_uniform((6,), seed, minval=0, maxval=10, dtype=tf.int32, alg="philox")
        return u, n, i
    return f, [seed], {}, ""


@zoo
def tf_zoo_misc(r):
    """Assorted TF ops: top_k, cumsum (exclusive, reverse), unsorted_segment_sum, gather_nd, tensor_scatter_nd_update,
    bilinear resize, depthwise and transposed convolution, rfft, clip_by_value, argmax, bitcast,
    reduce_logsumexp, erf, round, is_finite."""
    x, img = normal(r, 4, 6), normal(r, 1, 4, 4, 2)
    dw, tw = normal(r, 3, 3, 2, 2, scale=0.3), normal(r, 3, 3, 3, 2, scale=0.3)

    def f(x, img, dw, tw):
        vals, idx = tf.math.top_k(x, 3)
        cs = tf.math.cumsum(x, axis=1, exclusive=True, reverse=True)
        seg = tf.math.unsorted_segment_sum(x, tf.constant([0, 2, 0, 1]), 3)
        gnd = tf.gather_nd(x, tf.constant([[0, 1], [3, 5], [2, 2]]))
        sc = tf.tensor_scatter_nd_update(x, tf.constant([[1], [3]]), tf.zeros((2, 6)))
        rs = tf.image.resize(img, (7, 5), method="bilinear")
        dc = tf.nn.depthwise_conv2d(img, dw, (1, 1, 1, 1), "SAME")
        tc = tf.nn.conv2d_transpose(img, tw, (1, 8, 8, 3), 2, "SAME")
        ff = tf.signal.rfft(x)
        misc = (tf.clip_by_value(x, -0.5, 0.5), tf.argmax(x, axis=1), tf.bitcast(x, tf.int32),
                tf.reduce_logsumexp(x, axis=0), tf.math.erf(x), tf.round(x * 3), tf.math.is_finite(x / x))
        return (vals, idx, cs, seg, gnd, sc, rs, dc, tc, tf.math.real(ff), tf.math.imag(ff)) + misc
    return f, [x, img, dw, tw], {}, ""


@zoo
def tf_zoo_dynamic_shape(r):
    """A data-dependent size under jit_compile: tf.boolean_mask and tf.where give bounded dynamic shapes
    (``f32[<=5]``), with get-dimension-size and set-dimension-size."""
    x = np.array([1.0, -2.0, 3.0, -4.0, 5.0], np.float32)

    def f(x):
        m = tf.boolean_mask(x, x > 0)
        return tf.reduce_sum(m), tf.shape(m)[0], tf.size(tf.where(x > 0))
    return f, [x], {}, ""
