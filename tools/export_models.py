"""Export the small models of ``testdata/models/`` with ``jax.export``: a dev-time script, not part of the package.

Each model is exported with the public API, ``jax.export.export(jax.jit(f))(*specs)``, and written as

- ``testdata/models/NAME.mlir``: the StableHLO program as MLIR text (``exp.mlir_module()``), weights baked in
  as constants;
- ``testdata/models/NAME.npz``: its sidecar, the inputs (``in0``, ``in1``, ... or, for the models marked so
  below, the argument names JAX records in the program's argument locations, ``loc("x")``) and the outputs
  that JAX itself computes with ``exp.call(*inputs)`` on XLA:CPU (``out0``, ... or, where marked, the result
  names JAX records in ``jax.result_info``). bf16 arrays are ``ml_dtypes.bfloat16`` arrays saved as they are,
  so the file holds them as ``|V2`` (2-byte void), as ``np.save`` writes every ml_dtypes array.

It needs JAX, which the project itself never imports. Run it from the repository's root in a separate
virtualenv on CPU::

    python3 -m venv /work/devenv && /work/devenv/bin/pip install jax jaxlib flatbuffers
    /work/devenv/bin/python tools/export_models.py            # every model
    /work/devenv/bin/python tools/export_models.py mlp cnn    # only these

The inputs and weights come from fixed seeds, so a re-export with the same JAX version writes the same
arrays and the same text (JAX's source locations name this file, by its path relative to the repository:
the one change made to ``exp.mlir_module()``). ``mlp_stale_expectation``
is meant to fail: its sidecar's expected output is computed with other weights than the program carries
(see ``testdata/models/README.md``). Exported with JAX 0.10.2 (jaxlib 0.10.2).
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import export, lax

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "testdata" / "models"


def _rng(seed: int) -> np.random.Generator:
    return np.random.default_rng(seed)


def _weights(rng: np.random.Generator, *shape: int, dtype=np.float32) -> np.ndarray:
    """Glorot-scaled normal weights, small enough to keep the activations near 1."""
    fan_in = int(np.prod(shape[:-1])) if len(shape) > 1 else shape[0]
    return (rng.standard_normal(shape) / np.sqrt(fan_in)).astype(dtype)


@dataclass
class Model:
    """One model: the function to export, its example inputs, and how the sidecar keys them."""

    fn: Callable
    inputs: tuple
    arg_keys: tuple[str, ...] | None = None   # the argument names as JAX records them; None: in0, in1, ...
    result_keys: tuple[str, ...] | None = None  # the result names as JAX records them; None: out0, out1, ...
    expected_fn: Callable | None = None       # computes the expected outputs instead of the program (stale)


# ----------------------------------------------------------------------------- the models


def mlp() -> Model:
    """Two dense layers, relu, softmax: x (8, 16) -> (8, 10)."""
    rng = _rng(1)
    w1, b1 = _weights(rng, 16, 32), _weights(rng, 32) * 0.1
    w2, b2 = _weights(rng, 32, 10), _weights(rng, 10) * 0.1

    def forward(x):
        h = jax.nn.relu(x @ w1 + b1)
        return jax.nn.softmax(h @ w2 + b2, axis=-1)

    return Model(forward, (rng.standard_normal((8, 16)).astype(np.float32),))


def mlp_stale_expectation() -> Model:
    """The MLP again, but the sidecar's expected output comes from other weights: meant to fail."""
    model = mlp()
    rng = _rng(2)
    w1, b1 = _weights(rng, 16, 32), _weights(rng, 32) * 0.1
    w2, b2 = _weights(rng, 32, 10), _weights(rng, 10) * 0.1

    def other_weights(x):
        return jax.nn.softmax(jax.nn.relu(x @ w1 + b1) @ w2 + b2, axis=-1)

    model.expected_fn = other_weights
    return model


def cnn() -> Model:
    """conv 3x3 (NHWC, same padding) + relu + 2x2 max pool, twice, then global mean and a dense layer."""
    rng = _rng(3)
    k1, c1 = _weights(rng, 3, 3, 3, 8), _weights(rng, 8) * 0.1
    k2, c2 = _weights(rng, 3, 3, 8, 8), _weights(rng, 8) * 0.1
    wd = _weights(rng, 8, 5)

    def conv_relu_pool(x, kernel, bias):
        y = lax.conv_general_dilated(x, kernel, window_strides=(1, 1), padding="SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = jax.nn.relu(y + bias)
        return lax.reduce_window(y, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")

    def forward(images):
        y = conv_relu_pool(conv_relu_pool(images, k1, c1), k2, c2)
        return jnp.mean(y, axis=(1, 2)) @ wd

    return Model(forward, (rng.standard_normal((2, 12, 12, 3)).astype(np.float32),))


def attention() -> Model:
    """One multi-head self-attention block: projections, q.k^T per head (dot_general with batch dims),
    softmax, weighted sum of v, output projection, residual. Inputs keyed by argument name."""
    rng = _rng(4)
    d, heads = 16, 4
    wq, wk, wv, wo = (_weights(rng, d, d) for _ in range(4))

    def forward(tokens, mask):
        b, t, _ = tokens.shape
        split = lambda a: a.reshape(b, t, heads, d // heads)  # noqa: E731
        q, k, v = split(tokens @ wq), split(tokens @ wk), split(tokens @ wv)
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(d // heads).astype(np.float32)
        scores = jnp.where(mask[:, None, None, :], scores, -1e9)
        probs = jax.nn.softmax(scores, axis=-1)
        mixed = jnp.einsum("bhqk,bkhd->bqhd", probs, v).reshape(b, t, d)
        return tokens + mixed @ wo

    tokens = rng.standard_normal((2, 6, d)).astype(np.float32)
    mask = np.array([[True] * 6, [True] * 4 + [False] * 2])
    return Model(forward, (tokens, mask), arg_keys=("tokens", "mask"))


def layer_norm() -> Model:
    """Layer normalisation over the last axis with a learnt scale and offset: x (4, 32) -> (4, 32)."""
    rng = _rng(5)
    gamma = 1.0 + 0.1 * rng.standard_normal(32).astype(np.float32)
    beta = 0.1 * rng.standard_normal(32).astype(np.float32)

    def forward(x):
        mean = jnp.mean(x, axis=-1, keepdims=True)
        var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
        return (x - mean) * lax.rsqrt(var + 1e-5) * gamma + beta

    return Model(forward, ((3.0 + 2.0 * rng.standard_normal((4, 32))).astype(np.float32),))


def embedding() -> Model:
    """Embedding lookup (a gather on int32 ids) and a masked mean over the sequence. Keyed by name."""
    rng = _rng(6)
    table = jnp.asarray(_weights(rng, 50, 12) * 3.0)

    def forward(ids, lengths):
        vectors = table[ids]  # (batch, seq, 12): stablehlo.gather
        keep = (jnp.arange(ids.shape[1])[None, :] < lengths[:, None]).astype(jnp.float32)
        return jnp.sum(vectors * keep[..., None], axis=1) / lengths[:, None].astype(jnp.float32)

    ids = rng.integers(0, 50, size=(3, 7), dtype=np.int32)
    return Model(forward, (ids, np.array([7, 3, 5], np.int32)), arg_keys=("ids", "lengths"))


def rnn() -> Model:
    """An Elman RNN over 10 time steps with ``lax.scan`` (a stablehlo.while): final state and all outputs."""
    rng = _rng(7)
    wx, wh, b = _weights(rng, 6, 16), _weights(rng, 16, 16), _weights(rng, 16) * 0.1

    def forward(xs, h0):
        def step(h, x):
            h = jnp.tanh(x @ wx + h @ wh + b)
            return h, h

        h, ys = lax.scan(step, h0, jnp.swapaxes(xs, 0, 1))
        return h, jnp.swapaxes(ys, 0, 1)

    return Model(forward, (rng.standard_normal((2, 10, 6)).astype(np.float32), np.zeros((2, 16), np.float32)))


def mlp_bf16() -> Model:
    """The MLP in bfloat16 end to end (weights, inputs, outputs); the sidecar holds |V2 arrays."""
    rng = _rng(8)
    bf16 = ml_dtypes.bfloat16
    w1, b1 = _weights(rng, 16, 32, dtype=bf16), (_weights(rng, 32) * 0.1).astype(bf16)
    w2, b2 = _weights(rng, 32, 10, dtype=bf16), (_weights(rng, 10) * 0.1).astype(bf16)

    def forward(x):
        h = jax.nn.relu(x @ w1 + b1)
        return jnp.tanh(h @ w2 + b2)

    return Model(forward, (rng.standard_normal((4, 16)).astype(bf16),))


def int_ops() -> Model:
    """Integer ops on int32 scores: argmax, cumsum, a clipped integer division, and top-k via lax.top_k."""

    def forward(scores):
        best = jnp.argmax(scores, axis=-1).astype(jnp.int32)
        running = jnp.cumsum(scores, axis=-1, dtype=jnp.int32)
        buckets = jnp.clip(scores // 7, -3, 3) * (scores % 5)
        top_values, top_indices = lax.top_k(scores, 3)
        return best, running, buckets, top_values, top_indices

    scores = _rng(9).integers(-100, 100, size=(4, 9), dtype=np.int32)
    return Model(forward, (scores,))


def sort_model() -> Model:
    """Sort-based ranking on int32 keys carrying f32 values: a two-operand stable sort by key (values follow),
    argsort (a sort with an iota operand), ranks (argsort of argsort) and the median key.

    The keys are integers on purpose: JAX's comparator for float sorts (``jnp.sort`` of f32) canonicalises
    -0.0 and NaN with constants defined outside the comparator region, which shlo cannot run yet (see
    testdata/models/README.md)."""

    def forward(keys, values):
        sorted_keys, sorted_values = lax.sort((keys, values), dimension=-1, num_keys=1, is_stable=True)
        order = jnp.argsort(keys, axis=-1, stable=True).astype(jnp.int32)
        ranks = jnp.argsort(order, axis=-1).astype(jnp.int32)
        median = sorted_keys[:, keys.shape[1] // 2]
        return sorted_keys, sorted_values, order, ranks, median

    rng = _rng(10)
    keys = rng.integers(-20, 20, size=(3, 11), dtype=np.int32)
    keys[1, 3] = keys[1, 7]  # a tie, so stability matters
    return Model(forward, (keys, rng.standard_normal((3, 11)).astype(np.float32)))


def classifier_loss() -> Model:
    """A classifier's evaluation step on a dict of inputs, returning a dict: logits, per-example cross
    entropy (log_softmax, one-hot labels) and accuracy. Inputs and outputs keyed by JAX's names."""
    rng = _rng(11)
    w, b = _weights(rng, 10, 4), _weights(rng, 4) * 0.1

    def forward(batch):
        logits = batch["features"] @ w + b
        log_probs = jax.nn.log_softmax(logits, axis=-1)
        onehot = jax.nn.one_hot(batch["labels"], 4, dtype=jnp.float32)
        loss = -jnp.sum(onehot * log_probs, axis=-1)
        accuracy = jnp.mean((jnp.argmax(logits, axis=-1) == batch["labels"]).astype(jnp.float32))
        return {"logits": logits, "loss": loss, "accuracy": accuracy}

    batch = {"features": rng.standard_normal((5, 10)).astype(np.float32),
             "labels": rng.integers(0, 4, size=5, dtype=np.int32)}
    # JAX records "batch['features']"/"batch['labels']" and "result['accuracy']"/... (dict keys sorted).
    return Model(forward, (batch,), arg_keys=("batch['features']", "batch['labels']"),
                 result_keys=("result['accuracy']", "result['logits']", "result['loss']"))


MODELS: dict[str, Callable[[], Model]] = {
    "mlp": mlp,
    "cnn": cnn,
    "attention": attention,
    "layer_norm": layer_norm,
    "embedding": embedding,
    "rnn": rnn,
    "mlp_bf16": mlp_bf16,
    "int_ops": int_ops,
    "sort": sort_model,
    "classifier_loss": classifier_loss,
    "mlp_stale_expectation": mlp_stale_expectation,
}


# ----------------------------------------------------------------------------- export


def _spec(value: np.ndarray) -> jax.ShapeDtypeStruct:
    return jax.ShapeDtypeStruct(value.shape, value.dtype)


def export_model(name: str, model: Model) -> None:
    """Export one model and write NAME.mlir and NAME.npz into testdata/models/."""
    specs = jax.tree_util.tree_map(_spec, model.inputs)
    exp = export.export(jax.jit(model.fn))(*specs)
    # JAX's source locations name this file by its absolute path: made relative to the repository, so a
    # re-export from another clone writes the same text.
    text = exp.mlir_module().replace(f'loc("{ROOT}/', 'loc("')
    flat_inputs = jax.tree_util.tree_leaves(model.inputs)
    if model.expected_fn is None:
        outputs = exp.call(*model.inputs)
    else:
        outputs = jax.jit(model.expected_fn)(*model.inputs)
    flat_outputs = [np.asarray(o) for o in jax.tree_util.tree_leaves(outputs)]

    arg_keys = model.arg_keys or tuple(f"in{i}" for i in range(len(flat_inputs)))
    result_keys = model.result_keys or tuple(f"out{i}" for i in range(len(flat_outputs)))
    for key in model.arg_keys or ():
        if f'loc("{key}")' not in text:
            raise SystemExit(f"{name}: JAX did not record argument name {key!r} in the program")
    for key in model.result_keys or ():
        if f'jax.result_info = "{key}"' not in text:
            raise SystemExit(f"{name}: JAX did not record result name {key!r} in the program")
    if len(arg_keys) != len(flat_inputs) or len(result_keys) != len(flat_outputs):
        raise SystemExit(f"{name}: key lists do not match the flattened inputs/outputs")

    arrays = dict(zip(arg_keys, (np.asarray(a) for a in flat_inputs)))
    arrays.update(zip(result_keys, flat_outputs))
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f"{name}.mlir").write_text(text)
    np.savez(OUT / f"{name}.npz", **arrays)
    sizes = ", ".join(f"{k}: {a.dtype}{list(a.shape)}" for k, a in arrays.items())
    print(f"{name}: {len(text):,} chars of MLIR; {sizes}")


def main(argv: list[str]) -> None:
    """Export the models named in argv, or all of them."""
    names = argv or list(MODELS)
    unknown = [n for n in names if n not in MODELS]
    if unknown:
        raise SystemExit(f"unknown model(s) {', '.join(unknown)}; known: {', '.join(MODELS)}")
    print(f"jax {jax.__version__}, devices {jax.devices()}")
    for name in names:
        export_model(name, MODELS[name]())


if __name__ == "__main__":
    main(sys.argv[1:])
