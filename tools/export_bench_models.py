"""Export the benchmark programs of ``testdata/bench/`` with ``jax.export``: a dev-time script, not part of the
package (issue #12's benchmarks, ``benchmarks/loops.py`` and ``benchmarks/models.py``).

Each program is exported with the public API, ``jax.export.export(jax.jit(f))(*specs)``, and written as

- ``NAME.jax_exported``: ``Exported.serialize()``, what the benchmarks load and what XLA runs
  (``jax.export.deserialize``);
- ``NAME.mlir``: ``exp.mlir_module()``, the program as text;
- ``NAME.inputs.npz``: the flat inputs ``in0, in1, ...`` (``jax.tree.leaves`` of the arguments; weights are
  arguments, so the programs stay small and the NumPy references can read them);
- ``NAME.expected.npz``: the flat outputs ``out0, ...`` of ``exp.call(*args)`` on XLA:CPU.

Run from the repository's root: ``/work/devenv/bin/python tools/export_bench_models.py [NAME...]``. Fixed seeds;
exported with JAX 0.10.2 (jaxlib 0.10.2), issue #26's programs (``bert_gelu`` ... ``maxpool_backward``) with JAX
0.12.0.1 (``/work/oracles/jax/bin/python``). The torch_xla programs are written by ``tools/export_bench_torch.py``.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import jax
import jax.numpy as jnp
import numpy as np
from jax import export, lax

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "testdata" / "bench"
jax.config.update("jax_hlo_source_file_canonicalization_regex", "^" + str(ROOT).replace(".", r"\.") + "/")

FORI_ITERATIONS = 3000
LSTM_STEPS, LSTM_BATCH, LSTM_INPUT, LSTM_HIDDEN = 50, 8, 16, 32
CHAIN_ROUNDS = 3500  # three ops a round: 10,500 elementwise ops
LORENZ_STEPS, LORENZ_DT = 10_000, 0.002
RNN_STEPS = 500


@dataclass
class Program:
    """A function to export and its example arguments (a pytree each)."""

    fn: Callable
    args: tuple


def _rng(seed: int) -> np.random.Generator:
    return np.random.default_rng(seed)


def _weights(rng: np.random.Generator, *shape: int) -> np.ndarray:
    fan_in = int(np.prod(shape[:-1])) if len(shape) > 1 else shape[0]
    return (rng.standard_normal(shape) / np.sqrt(fan_in)).astype(np.float32)


# ----------------------------------------------------------------------------- loops.py's programs
def fori_sine() -> Program:
    """3,000 iterations of ``x * 0.999 + sin(x) / (i + 2)`` on f32[16] (an i32 counter, scalars broadcast)."""

    def f(x):
        def body(i, x):
            return x * 0.999 + jnp.sin(x) / (i.astype(jnp.float32) + 2.0)
        return lax.fori_loop(0, FORI_ITERATIONS, body, x)

    return Program(f, (np.linspace(-3, 3, 16, dtype=np.float32),))


def lstm_step(wx, wh, b, carry, x):
    """One LSTM cell step (gates i, f, g, o in that order along the last axis)."""
    h, c = carry
    z = x @ wx + h @ wh + b
    i, f, g, o = jnp.split(z, 4, axis=-1)
    c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
    h = jax.nn.sigmoid(o) * jnp.tanh(c)
    return (h, c), h


def lstm_scan() -> Program:
    """A 50-step LSTM over ``lax.scan``: xs f32[50, 8, 16], hidden 32; returns h, c and every h."""
    rng = _rng(1)

    def f(xs, h0, c0, wx, wh, b):
        (h, c), hs = lax.scan(lambda carry, x: lstm_step(wx, wh, b, carry, x), (h0, c0), xs)
        return h, c, hs

    hidden = LSTM_HIDDEN
    args = (rng.standard_normal((LSTM_STEPS, LSTM_BATCH, LSTM_INPUT)).astype(np.float32),
            np.zeros((LSTM_BATCH, hidden), np.float32), np.zeros((LSTM_BATCH, hidden), np.float32),
            _weights(rng, LSTM_INPUT, 4 * hidden), _weights(rng, hidden, 4 * hidden),
            (0.1 * rng.standard_normal(4 * hidden)).astype(np.float32))
    return Program(f, args)


def elementwise_chain() -> Program:
    """A Python loop unrolled by tracing: 3,500 rounds of ``x = (tanh(x + y)) * y`` on f32[32], 10,500 ops."""

    def f(x, y):
        for _ in range(CHAIN_ROUNDS):
            x = jnp.tanh(x + y) * y
        return x

    rng = _rng(2)
    return Program(f, (rng.standard_normal(32).astype(np.float32),
                       rng.uniform(0.5, 1.0, 32).astype(np.float32)))


def lorenz(s):
    """The Lorenz system's derivative (sigma 10, rho 14, beta 8/3: rho below the chaotic range, so the
    trajectory settles and rounding differences between runtimes shrink instead of growing)."""
    x, y, z = s[0], s[1], s[2]
    return jnp.stack([10.0 * (y - x), x * (14.0 - z) - y, x * y - (8.0 / 3.0) * z])


def lorenz_rk4() -> Program:
    """10,000 classical RK4 steps (dt 0.002) of the Lorenz system in a ``fori_loop``: f32[3] -> f32[3]."""

    def f(s):
        def step(_, s):
            k1 = lorenz(s)
            k2 = lorenz(s + (LORENZ_DT / 2) * k1)
            k3 = lorenz(s + (LORENZ_DT / 2) * k2)
            k4 = lorenz(s + LORENZ_DT * k3)
            return s + (LORENZ_DT / 6) * (k1 + 2.0 * k2 + 2.0 * k3 + k4)
        return lax.fori_loop(0, LORENZ_STEPS, step, s)

    return Program(f, (np.array([1.0, 1.0, 1.0], np.float32),))


# ----------------------------------------------------------------------------- models.py's programs
GPT_VOCAB, GPT_D, GPT_HEADS, GPT_SEQ, GPT_FF, GPT_LAYERS, GPT_PROMPT = 96, 64, 4, 32, 128, 2, 16


def _layer_norm(x, g, b):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * lax.rsqrt(var + 1e-5) * g + b


def _gpt_params(rng: np.random.Generator) -> dict:
    d, ff = GPT_D, GPT_FF
    layers = [{"ln1_g": np.ones(d, np.float32), "ln1_b": np.zeros(d, np.float32),
               "wqkv": _weights(rng, d, 3 * d), "wo": _weights(rng, d, d),
               "ln2_g": np.ones(d, np.float32), "ln2_b": np.zeros(d, np.float32),
               "w1": _weights(rng, d, ff), "b1": np.zeros(ff, np.float32), "w2": _weights(rng, ff, d)}
              for _ in range(GPT_LAYERS)]
    return {"emb": _weights(rng, GPT_VOCAB, d) * 4, "pos": _weights(rng, GPT_SEQ, d), "layers": layers,
            "lnf_g": np.ones(d, np.float32), "lnf_b": np.zeros(d, np.float32)}


def _gpt_forward(params, ids):
    """Logits f32[B, S, V] of a pre-norm causal decoder; the head is tied to the embedding."""
    b, s = ids.shape
    heads, hd = GPT_HEADS, GPT_D // GPT_HEADS
    x = params["emb"][ids] + params["pos"][None, :s]
    causal = jnp.tril(jnp.ones((s, s), bool))
    for layer in params["layers"]:
        h = _layer_norm(x, layer["ln1_g"], layer["ln1_b"])
        q, k, v = jnp.split(h @ layer["wqkv"], 3, axis=-1)
        q, k, v = (a.reshape(b, s, heads, hd) for a in (q, k, v))
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.float32(np.sqrt(hd))
        probs = jax.nn.softmax(jnp.where(causal, scores, -1e9), axis=-1)
        x = x + jnp.einsum("bhqk,bkhd->bqhd", probs, v).reshape(b, s, GPT_D) @ layer["wo"]
        h = _layer_norm(x, layer["ln2_g"], layer["ln2_b"])
        x = x + jax.nn.gelu(h @ layer["w1"] + layer["b1"]) @ layer["w2"]
    return _layer_norm(x, params["lnf_g"], params["lnf_b"]) @ params["emb"].T


def gpt_forward() -> Program:
    """A GPT-style decoder forward: 2 layers, d 64, 4 heads, seq 32, vocab 96; ids i32[2, 32]."""
    rng = _rng(3)
    params = _gpt_params(rng)
    return Program(_gpt_forward, (params, rng.integers(0, GPT_VOCAB, (2, GPT_SEQ)).astype(np.int32)))


def gpt_decode() -> Program:
    """16 greedy decode steps in a ``fori_loop``: each re-runs the forward on the 32-token buffer (causal, so
    the unwritten tail does not matter), takes the argmax at the last written position and writes it with
    ``dynamic_update_slice``."""
    rng = _rng(3)
    params = _gpt_params(rng)

    def decode(params, ids):
        def body(i, ids):
            pos = GPT_PROMPT + i
            logits = lax.dynamic_index_in_dim(_gpt_forward(params, ids), pos - 1, axis=1, keepdims=False)
            token = jnp.argmax(logits, axis=-1).astype(jnp.int32)
            return lax.dynamic_update_slice(ids, token[:, None], (0, pos))
        return lax.fori_loop(0, GPT_SEQ - GPT_PROMPT, body, ids)

    ids = np.zeros((1, GPT_SEQ), np.int32)
    ids[0, :GPT_PROMPT] = rng.integers(0, GPT_VOCAB, GPT_PROMPT)
    return Program(decode, (params, ids))


def mha() -> Program:
    """Multi-head attention with the heads axis between sequence and features (``bqhd,bkhd->bhqk``)."""
    rng = _rng(4)
    d, heads, hd = 64, 4, 16

    def f(x, wq, wk, wv, wo):
        q, k, v = (jnp.einsum("bsd,dhk->bshk", x, w) for w in (wq, wk, wv))
        probs = jax.nn.softmax(jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.float32(np.sqrt(hd)), axis=-1)
        return jnp.einsum("bqhd,hdo->bqo", jnp.einsum("bhqk,bkhd->bqhd", probs, v), wo)

    args = (rng.standard_normal((2, 32, d)).astype(np.float32),
            *(_weights(rng, d, heads, hd) for _ in range(3)), _weights(rng, heads, hd, d))
    return Program(f, args)


def gqa() -> Program:
    """Grouped-query attention: 8 query heads in 2 groups sharing their keys and values."""
    rng = _rng(5)
    d, groups, per_group, hd = 64, 2, 4, 8

    def f(x, wq, wk, wv, wo):
        q = jnp.einsum("bsd,dgnk->bsgnk", x, wq)
        k, v = (jnp.einsum("bsd,dgk->bsgk", x, w) for w in (wk, wv))
        scores = jnp.einsum("bqgnd,bkgd->bgnqk", q, k) / np.float32(np.sqrt(hd))
        mixed = jnp.einsum("bgnqk,bkgd->bqgnd", jax.nn.softmax(scores, axis=-1), v)
        return jnp.einsum("bqgnd,gndo->bqo", mixed, wo)

    args = (rng.standard_normal((2, 32, d)).astype(np.float32), _weights(rng, d, groups, per_group, hd),
            _weights(rng, d, groups, hd), _weights(rng, d, groups, hd), _weights(rng, groups, per_group, hd, d))
    return Program(f, args)


def embedding_bag() -> Program:
    """An embedding bag: 256 ids looked up in a 512 x 32 table (gather), weighted, summed per bag
    (``segment_sum``: a scatter-add) into 32 bags."""
    rng = _rng(6)

    def f(table, ids, weights, bags):
        return jax.ops.segment_sum(table[ids] * weights[:, None], bags, num_segments=32)

    args = (rng.standard_normal((512, 32)).astype(np.float32), rng.integers(0, 512, 256).astype(np.int32),
            rng.uniform(0, 1, 256).astype(np.float32), np.sort(rng.integers(0, 32, 256)).astype(np.int32))
    return Program(f, args)


def mlp_bf16() -> Program:
    """A mixed-precision MLP: f32 master weights and inputs, bf16 matmuls accumulating in f32."""
    rng = _rng(7)
    sizes = (64, 128, 128, 10)
    params = [(_weights(rng, a, b), np.zeros(b, np.float32)) for a, b in zip(sizes, sizes[1:])]

    def f(params, x):
        for i, (w, b) in enumerate(params):
            x = lax.dot(x.astype(jnp.bfloat16), w.astype(jnp.bfloat16), preferred_element_type=jnp.float32) + b
            if i < len(params) - 1:
                x = jax.nn.relu(x)
        return x

    return Program(f, (params, rng.standard_normal((32, 64)).astype(np.float32)))


def _conv(x, w, b):
    y = lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return jax.nn.relu(y + b)


def unet() -> Program:
    """A two-level UNet on 1 x 32 x 32 x 3: conv, 2x2 max pool, nearest upsample, skip concatenation."""
    rng = _rng(8)
    shapes = [(3, 8), (8, 16), (16, 16), (32, 8), (16, 8)]
    params = [(_weights(rng, 3, 3, cin, cout), np.full(cout, 0.01, np.float32)) for cin, cout in shapes]
    head = _weights(rng, 1, 1, 8, 1)

    def pool(x):
        return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")

    def up(x):
        n, h, w, c = x.shape
        return jax.image.resize(x, (n, 2 * h, 2 * w, c), "nearest")

    def f(params, head, x):
        e1 = _conv(x, *params[0])
        e2 = _conv(pool(e1), *params[1])
        mid = _conv(pool(e2), *params[2])
        d2 = _conv(jnp.concatenate([up(mid), e2], axis=-1), *params[3])
        d1 = _conv(jnp.concatenate([up(d2), e1], axis=-1), *params[4])
        return lax.conv_general_dilated(d1, head, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))

    return Program(f, (params, head, rng.standard_normal((1, 32, 32, 3)).astype(np.float32)))


def vit_block() -> Program:
    """A ViT: 8 x 8 patch embedding (strided conv), class token, position embedding, one pre-norm encoder
    block (4 heads, GELU MLP), class-token head; images f32[2, 32, 32, 3]."""
    rng = _rng(9)
    d, heads, hd = 64, 4, 16
    params = {"patch": _weights(rng, 8, 8, 3, d), "cls": _weights(rng, 1, d), "pos": _weights(rng, 17, d),
              "wqkv": _weights(rng, d, 3 * d), "wo": _weights(rng, d, d), "w1": _weights(rng, d, 128),
              "w2": _weights(rng, 128, d), "head": _weights(rng, d, 10)}

    def f(p, images):
        x = lax.conv_general_dilated(images, p["patch"], (8, 8), "VALID", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        b = x.shape[0]
        x = jnp.concatenate([jnp.broadcast_to(p["cls"], (b, 1, d)), x.reshape(b, 16, d)], axis=1) + p["pos"]
        ones, zeros = jnp.ones(d), jnp.zeros(d)
        q, k, v = (a.reshape(b, 17, heads, hd) for a in jnp.split(_layer_norm(x, ones, zeros) @ p["wqkv"], 3, -1))
        probs = jax.nn.softmax(jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.float32(np.sqrt(hd)), axis=-1)
        x = x + jnp.einsum("bhqk,bkhd->bqhd", probs, v).reshape(b, 17, d) @ p["wo"]
        x = x + jax.nn.gelu(_layer_norm(x, ones, zeros) @ p["w1"]) @ p["w2"]
        return x[:, 0] @ p["head"]

    return Program(f, (params, rng.standard_normal((2, 32, 32, 3)).astype(np.float32)))


def rnn_500() -> Program:
    """An Elman RNN over 500 steps with ``lax.scan``: xs f32[500, 2, 16], hidden 64; the last h and all hs."""
    rng = _rng(10)

    def f(xs, h0, wx, wh, b):
        def step(h, x):
            h = jnp.tanh(x @ wx + h @ wh + b)
            return h, h
        return lax.scan(step, h0, xs)

    args = (rng.standard_normal((RNN_STEPS, 2, 16)).astype(np.float32), np.zeros((2, 64), np.float32),
            _weights(rng, 16, 64), _weights(rng, 64, 64) * 0.9, np.zeros(64, np.float32))
    return Program(f, args)


# ----------------------------------------------------------------------------- issue #26's programs (JAX 0.12)
def _compressible(rng: np.random.Generator, *shape: int) -> np.ndarray:
    """``_weights`` rounded to bfloat16's precision and stored as f32: the low half of every word is zero, so
    the compressed ``.npz`` holds about half the bytes and the files stay under 1 MB (the programs compute in
    f32 as ever)."""
    bits = _weights(rng, *shape).view(np.uint32)
    return ((bits + 0x8000) & 0xFFFF0000).astype(np.uint32).view(np.float32)


def _attention_layer(p: dict, x, heads: int, causal=None):
    """A pre-norm encoder layer with exact-erf GELU (BERT's and Whisper's activation)."""
    b, s, d = x.shape
    hd = d // heads
    h = _layer_norm(x, p["ln1_g"], p["ln1_b"])
    q, k, v = (a.reshape(b, s, heads, hd) for a in jnp.split(h @ p["wqkv"] + p["bqkv"], 3, axis=-1))
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.float32(np.sqrt(hd))
    if causal is not None:
        scores = jnp.where(causal, scores, -1e9)
    x = x + jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(scores, axis=-1), v).reshape(b, s, d) @ p["wo"]
    h = _layer_norm(x, p["ln2_g"], p["ln2_b"])
    return x + jax.nn.gelu(h @ p["w1"] + p["b1"], approximate=False) @ p["w2"]


def _encoder_params(rng: np.random.Generator, d: int, ff: int, layers: int) -> list[dict]:
    return [{"ln1_g": np.ones(d, np.float32), "ln1_b": np.zeros(d, np.float32),
             "wqkv": _compressible(rng, d, 3 * d), "bqkv": np.zeros(3 * d, np.float32),
             "wo": _compressible(rng, d, d), "ln2_g": np.ones(d, np.float32), "ln2_b": np.zeros(d, np.float32),
             "w1": _compressible(rng, d, ff), "b1": np.full(ff, 0.01, np.float32), "w2": _compressible(rng, ff, d)}
            for _ in range(layers)]


def bert_gelu() -> Program:
    """A BERT-like encoder: token and position embeddings, 2 pre-norm layers (d 128, 4 heads, feed-forward
    256, exact-erf GELU), seq 64, batch 2; ids i32[2, 64] -> f32[2, 64, 128]."""
    rng = _rng(11)
    d, seq, vocab = 128, 64, 64
    params = {"emb": _compressible(rng, vocab, d), "pos": _compressible(rng, seq, d),
              "layers": _encoder_params(rng, d, 2 * d, 2),
              "lnf_g": np.ones(d, np.float32), "lnf_b": np.zeros(d, np.float32)}

    def f(params, ids):
        x = params["emb"][ids] + params["pos"][None]
        for layer in params["layers"]:
            x = _attention_layer(layer, x, 4)
        return _layer_norm(x, params["lnf_g"], params["lnf_b"])

    return Program(f, (params, rng.integers(0, vocab, (2, seq)).astype(np.int32)))


def whisper_encoder() -> Program:
    """A Whisper-like audio encoder: conv1d 80 -> 64 (kernel 3) and conv1d 64 -> 64 (kernel 3, stride 2), each
    with exact-erf GELU, learned positions, 2 pre-norm attention layers (4 heads, feed-forward
    256); log-mel f32[1, 200, 80] -> f32[1, 100, 64]."""
    rng = _rng(12)
    d, mels, frames = 64, 80, 200
    params = {"conv1": _compressible(rng, 3, mels, d), "b1": np.zeros(d, np.float32),
              "conv2": _compressible(rng, 3, d, d), "b2": np.zeros(d, np.float32),
              "pos": _compressible(rng, frames // 2, d), "layers": _encoder_params(rng, d, 4 * d, 2)}

    def conv1d(x, w, b, stride):
        y = lax.conv_general_dilated(x, w, (stride,), [(1, 1)], dimension_numbers=("NWC", "WIO", "NWC"))
        return jax.nn.gelu(y + b, approximate=False)

    def f(params, mel):
        x = conv1d(conv1d(mel, params["conv1"], params["b1"], 1), params["conv2"], params["b2"], 2)
        x = x + params["pos"]
        for layer in params["layers"]:
            x = _attention_layer(layer, x, 4)
        return x

    return Program(f, (params, rng.standard_normal((1, frames, mels)).astype(np.float32)))


def special_zoo() -> Program:
    """Special functions on f32[2048] each (``jax.scipy.special``): lgamma, digamma, polygamma(1, .), erf_inv,
    i0e, i1e, betainc (a, b, x), erf, erfc; one output each."""
    from jax.scipy import special

    rng = _rng(13)
    n = 2048

    def f(pos, signed, unit, a, b):
        return (special.gammaln(pos), special.digamma(pos), special.polygamma(1, pos),
                special.erfinv(0.999 * (2 * unit - 1)), special.i0e(signed), special.i1e(signed),
                special.betainc(a, b, unit), special.erf(signed), special.erfc(signed))

    args = (rng.uniform(0.05, 30.0, n).astype(np.float32), rng.uniform(-12.0, 12.0, n).astype(np.float32),
            rng.uniform(0.0, 1.0, n).astype(np.float32), rng.uniform(0.5, 8.0, n).astype(np.float32),
            rng.uniform(0.5, 8.0, n).astype(np.float32))
    return Program(f, args)


def threefry_sampling() -> Program:
    """Counter-based sampling from a raw threefry2x32 key u32[2]: ``jax.random.normal`` of f32[256, 256] and
    ``uniform`` of f32[256, 256] from the two halves of a split."""

    def f(key):
        k1, k2 = jax.random.split(key)
        return jax.random.normal(k1, (256, 256), jnp.float32), jax.random.uniform(k2, (256, 256), jnp.float32)

    return Program(f, (np.asarray(jax.random.key_data(jax.random.PRNGKey(2026))),))


def small_linalg() -> Program:
    """Batched small linear algebra (LAPACK custom calls on CPU): cholesky and solve of 4 SPD 16 x 16, eigh
    of 4 symmetric 8 x 8, svd of 4 x 32 x 16, slogdet of 4 x 32 x 32. Outputs that do not depend on the
    routine's choice of signs: L, x, the eigenvalues and V diag(w) V^T, the singular values and U S Vh,
    sign and log|det|."""
    rng = _rng(14)

    def f(a16, rhs, s8, m, g):
        spd = a16 @ jnp.swapaxes(a16, -1, -2) + 16.0 * jnp.eye(16, dtype=jnp.float32)
        chol = jnp.linalg.cholesky(spd)
        x = jnp.linalg.solve(spd, rhs)
        sym = 0.5 * (s8 + jnp.swapaxes(s8, -1, -2))
        w, v = jnp.linalg.eigh(sym)
        u, s, vh = jnp.linalg.svd(m, full_matrices=False)
        sign, logdet = jnp.linalg.slogdet(g)
        return (chol, x, w, (v * w[..., None, :]) @ jnp.swapaxes(v, -1, -2), s, (u * s[..., None, :]) @ vh,
                sign, logdet)

    def normal(*shape):
        return rng.standard_normal(shape).astype(np.float32)

    return Program(f, (normal(4, 16, 16), normal(4, 16, 3), normal(4, 8, 8), normal(4, 32, 16),
                       normal(4, 32, 32)))


def maxpool_backward() -> Program:
    """The gradient of a small CNN's loss through a 2 x 2 max pool (``select_and_scatter``): conv 3 x 3 (3 -> 8)
    + ReLU, max pool 2 x 2, conv 3 x 3 (8 -> 8) + ReLU, max pool 2 x 2, dense to 10, squared error;
    ``jax.grad`` with respect to the parameters and the images f32[4, 16, 16, 3]."""
    rng = _rng(15)
    params = {"c1": _weights(rng, 3, 3, 3, 8), "c2": _weights(rng, 3, 3, 8, 8), "dense": _weights(rng, 4 * 4 * 8, 10)}

    def pool(x):
        return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")

    def loss(params, images, targets):
        x = pool(_conv(images, params["c1"], 0.0))
        x = pool(_conv(x, params["c2"], 0.0))
        return jnp.mean(jnp.square(x.reshape(x.shape[0], -1) @ params["dense"] - targets))

    return Program(jax.grad(loss, argnums=(0, 1)),
                   (params, rng.standard_normal((4, 16, 16, 3)).astype(np.float32),
                    rng.standard_normal((4, 10)).astype(np.float32)))


# ----------------------------------------------------------------------------- issue #26's integer and window programs
def _xor_rows(bits):
    """The XOR of the rows of a uint32 array (axis 0): an output that depends on every bit, in any order of
    evaluation, and is 1/rows of the array's size (the full arrays would not stay under 1 MB)."""
    return lax.reduce(bits, np.uint32(0), lax.bitwise_xor, (0,))


def threefry_uniform() -> Program:
    """Counter-based sampling from a raw threefry2x32 key u32[2] (``jax_threefry_partitionable`` as JAX 0.12 sets
    it): ``jax.random.uniform`` of f32[1024, 1024] (its first 8 rows and the XOR of the rows of its bits),
    ``normal`` of f32[128] and ``bits`` of u32[128], from the pieces of a 3-way split."""

    def f(key):
        k1, k2, k3 = jax.random.split(key, 3)
        big = jax.random.uniform(k1, (1024, 1024), jnp.float32)
        return (big[:8], _xor_rows(lax.bitcast_convert_type(big, jnp.uint32)),
                jax.random.normal(k2, (128,), jnp.float32), jax.random.bits(k3, (128,), jnp.uint32))

    return Program(f, (np.asarray(jax.random.key_data(jax.random.PRNGKey(26))),))


def rng_bit_generator() -> Program:
    """``lax.rng_bit_generator`` of u32[512, 1024] with THREE_FRY and with PHILOX from one u32[4] key: each the new
    key, the first 8 rows and the XOR of the rows."""

    def f(key):
        outputs = []
        for algorithm in (lax.RandomAlgorithm.RNG_THREE_FRY, lax.RandomAlgorithm.RNG_PHILOX):
            state, bits = lax.rng_bit_generator(key, (512, 1024), jnp.uint32, algorithm)
            outputs += [state, bits[:8], _xor_rows(bits)]
        return tuple(outputs)

    return Program(f, (np.array([0x12345678, 0x9ABCDEF0, 7, 0xFFFFFFF0], np.uint32),))


def maxpool_grad() -> Program:
    """The gradient with respect to the images f32[8, 32, 32, 16] of a small CNN through two max pools
    (``select_and_scatter`` in the backward pass): max pool 3 x 3, stride 2, padding 1 -> f32[8, 16, 16, 16],
    conv 3 x 3 (16 -> 16) + ReLU, max pool 2 x 2, stride 2 -> f32[8, 8, 8, 16], squared error against a target."""
    rng = _rng(16)

    def pool(x, size, padding):
        return lax.reduce_window(x, -jnp.inf, lax.max, (1, size, size, 1), (1, 2, 2, 1),
                                 ((0, 0), (padding, padding), (padding, padding), (0, 0)))

    def loss(images, kernel, target):
        x = _conv(pool(images, 3, 1), kernel, 0.0)
        return jnp.mean(jnp.square(pool(x, 2, 0) - target))

    return Program(jax.grad(loss), (rng.standard_normal((8, 32, 32, 16)).astype(np.float32),
                                    _weights(rng, 3, 3, 16, 16), rng.standard_normal((8, 8, 8, 16)).astype(np.float32)))


PROGRAMS: dict[str, Callable[[], Program]] = {f.__name__: f for f in (
    fori_sine, lstm_scan, elementwise_chain, lorenz_rk4, gpt_forward, gpt_decode, mha, gqa, embedding_bag,
    mlp_bf16, unet, vit_block, rnn_500, bert_gelu, whisper_encoder, special_zoo, threefry_sampling, small_linalg,
    maxpool_backward, threefry_uniform, rng_bit_generator, maxpool_grad)}


def write(name: str) -> None:
    """Export ``name`` and write its four files."""
    program = PROGRAMS[name]()
    specs = jax.tree.map(lambda a: jax.ShapeDtypeStruct(np.shape(a), np.asarray(a).dtype), program.args)
    exp = export.export(jax.jit(program.fn))(*specs)
    outputs = jax.tree.leaves(exp.call(*program.args))
    OUT.mkdir(parents=True, exist_ok=True)
    blob = bytes(exp.serialize())
    (OUT / f"{name}.jax_exported").write_bytes(blob)
    text = exp.mlir_module()
    (OUT / f"{name}.mlir").write_text(text)
    np.savez_compressed(OUT / f"{name}.inputs.npz",
                        **{f"in{i}": np.asarray(v) for i, v in enumerate(jax.tree.leaves(program.args))})
    np.savez_compressed(OUT / f"{name}.expected.npz", **{f"out{i}": np.asarray(v) for i, v in enumerate(outputs)})
    n_ops = sum(line.lstrip().startswith(("%", "stablehlo.", '"stablehlo.')) for line in text.splitlines())
    print(f"{name}: {len(blob):,} byte blob, {len(text):,} chars of text, ~{n_ops:,} op lines")


def main(argv: list[str]) -> None:
    """Export the programs named in argv, or all of them."""
    for name in argv or list(PROGRAMS):
        write(name)


if __name__ == "__main__":
    main(sys.argv[1:])
