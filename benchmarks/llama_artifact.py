"""A real-size model in one artifact (issue #29): a Llama-style decoder of about 1B parameters (16 layers,
d=2048, grouped-query attention with 32 query and 8 key/value heads, RoPE, SwiGLU, vocab 32,000; bf16 weights,
random, closed over), exported with JAX into a ``.mlirbc`` of about 2 GB, then run by shlo from it.

Run (needs JAX; the export goes to a temporary folder unless ``--keep DIR``, ``--reuse DIR`` skips it):
``PYTHONPATH=. /work/oracles/jax/bin/python benchmarks/llama_artifact.py [--tokens 16] [--layers 16]``.

Printed, shlo measured in a fresh subprocess (``peak_memory.peak_rss``): the weights' bytes, shlo's read
time and speed (GB/s of the file), first and steady run, peak RSS against the weights (issue #29: at most
1.3x), and the largest difference from JAX's logits, computed op by op at export time (``jax.disable_jit``:
compiling the whole 2 GB program would take XLA minutes and several times the memory).
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from peak_memory import installed_environment, peak_rss  # same folder: run as ``python benchmarks/llama_artifact.py``

VOCAB, WIDTH, HEADS, KV_HEADS, HIDDEN = 32000, 2048, 32, 8, 8192


def _llama(layers: int, seed: int = 0):
    """The decoder as a function of the tokens, its bf16 parameters closed over; and their bytes."""
    import jax
    import jax.numpy as jnp

    rng = np.random.default_rng(seed)
    head = WIDTH // HEADS

    def weight(*shape: int) -> jax.Array:
        return jnp.asarray((rng.standard_normal(shape, dtype=np.float32) * 0.02).astype(jnp.bfloat16))

    params = {"embed": weight(VOCAB, WIDTH), "norm": jnp.ones(WIDTH, jnp.bfloat16), "blocks": [
        {"attn_norm": jnp.ones(WIDTH, jnp.bfloat16), "q": weight(WIDTH, HEADS * head),
         "k": weight(WIDTH, KV_HEADS * head), "v": weight(WIDTH, KV_HEADS * head), "o": weight(HEADS * head, WIDTH),
         "mlp_norm": jnp.ones(WIDTH, jnp.bfloat16), "gate": weight(WIDTH, HIDDEN), "up": weight(WIDTH, HIDDEN),
         "down": weight(HIDDEN, WIDTH)} for _ in range(layers)]}
    n_bytes = sum(leaf.size * leaf.dtype.itemsize for leaf in jax.tree.leaves(params))

    def rms_norm(x, scale):
        x32 = x.astype(jnp.float32)
        return (x32 * jax.lax.rsqrt((x32 * x32).mean(-1, keepdims=True) + 1e-5)).astype(x.dtype) * scale

    def rope(x, positions):  # x: (tokens, heads, head)
        half = head // 2
        frequencies = 1.0 / (10000.0 ** (jnp.arange(half, dtype=jnp.float32) / half))
        angles = positions[:, None, None] * frequencies
        x1, x2 = x[..., :half].astype(jnp.float32), x[..., half:].astype(jnp.float32)
        rotated = jnp.concatenate([x1 * jnp.cos(angles) - x2 * jnp.sin(angles),
                                   x1 * jnp.sin(angles) + x2 * jnp.cos(angles)], -1)
        return rotated.astype(x.dtype)

    def forward(tokens):
        n = tokens.shape[0]
        positions = jnp.arange(n, dtype=jnp.float32)
        mask = jnp.tril(jnp.ones((n, n), bool))
        x = params["embed"][tokens]
        for block in params["blocks"]:
            h = rms_norm(x, block["attn_norm"])
            q = rope((h @ block["q"]).reshape(n, HEADS, head), positions)
            k = rope((h @ block["k"]).reshape(n, KV_HEADS, head), positions)
            v = (h @ block["v"]).reshape(n, KV_HEADS, head)
            k, v = (jnp.repeat(t, HEADS // KV_HEADS, axis=1) for t in (k, v))
            scores = jnp.einsum("qhd,khd->hqk", q, k).astype(jnp.float32) / np.sqrt(head)
            probabilities = jax.nn.softmax(jnp.where(mask, scores, -1e9), -1).astype(x.dtype)
            x = x + jnp.einsum("hqk,khd->qhd", probabilities, v).reshape(n, WIDTH) @ block["o"]
            h = rms_norm(x, block["mlp_norm"])
            x = x + (jax.nn.silu(h @ block["gate"]) * (h @ block["up"])) @ block["down"]
        return (rms_norm(x, params["norm"]) @ params["embed"].T).astype(jnp.float32)
    return forward, n_bytes


def export(folder: Path, layers: int, tokens: int) -> None:
    """``model.mlirbc`` (the VHLO artifact jax.export writes), ``tokens.npy`` and ``meta.json``."""
    import jax

    forward, weight_bytes = _llama(layers)
    ids = np.random.default_rng(1).integers(0, VOCAB, tokens).astype(np.int32)
    exported = jax.export.export(jax.jit(forward))(jax.ShapeDtypeStruct(ids.shape, ids.dtype))
    (folder / "model.mlirbc").write_bytes(exported.mlir_module_serialized)
    np.save(folder / "tokens.npy", ids)
    with jax.disable_jit():
        np.save(folder / "logits.jax.npy", np.asarray(forward(jax.numpy.asarray(ids))))
    (folder / "meta.json").write_text(json.dumps({"weight_bytes": weight_bytes, "layers": layers}))


def _child(folder: Path, repeat: int) -> None:
    import stablehlo_py

    tokens = np.load(folder / "tokens.npy")
    start = time.perf_counter()
    module = stablehlo_py.load(folder / "model.mlirbc")
    read = time.perf_counter() - start
    start = time.perf_counter()
    module.verify()
    verify = time.perf_counter() - start
    start = time.perf_counter()
    (logits,) = module.run(tokens)
    first = time.perf_counter() - start
    steady = []
    for _ in range(repeat):
        start = time.perf_counter()
        module.run(tokens)
        steady.append(time.perf_counter() - start)
    np.save(folder / "logits.shlo.npy", logits)
    print(json.dumps({"read": read, "verify": verify, "first": first, "steady": min(steady) if steady else None,
                      "rss": peak_rss()}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=16)
    parser.add_argument("--tokens", type=int, default=16)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--keep", type=Path)
    parser.add_argument("--reuse", type=Path)
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return _child(args.child, args.repeat)
    with tempfile.TemporaryDirectory() as scratch:
        folder = args.reuse or args.keep or Path(scratch)
        if not args.reuse:
            folder.mkdir(parents=True, exist_ok=True)
            start = time.perf_counter()
            export(folder, args.layers, args.tokens)
            print(f"exported in {time.perf_counter() - start:.0f} s")
        done = subprocess.run([sys.executable, __file__, "--repeat", str(args.repeat), "--child", str(folder)],
                              capture_output=True, text=True, env=installed_environment())
        if done.returncode:
            raise SystemExit(f"shlo failed:\n{done.stderr}")
        figures = json.loads(done.stdout.strip().splitlines()[-1])
        weights = json.loads((folder / "meta.json").read_text())["weight_bytes"]
        size = (folder / "model.mlirbc").stat().st_size
        print(f"weights {weights / 1e9:.2f} GB (bf16), artifact {size / 1e9:.2f} GB")
        print(f"shlo: read {figures['read']:.2f} s ({size / 1e9 / figures['read']:.2f} GB/s), verify "
              f"{figures['verify']:.2f} s, first run {figures['first']:.2f} s, steady "
              f"{'n/a' if figures['steady'] is None else format(figures['steady'], '.2f') + ' s'}, "
              f"peak RSS {figures['rss'] / 1e9:.2f} GB = {figures['rss'] / weights:.2f}x the weights (target <= 1.3x)")
        ours, theirs = np.load(folder / "logits.shlo.npy"), np.load(folder / "logits.jax.npy")
        print(f"logits: max |shlo - JAX op by op| = {np.abs(ours - theirs).max():.3g} (logits up to "
              f"{np.abs(theirs).max():.3g}; bf16 rounds each op's result to 8 bits of mantissa)")


if __name__ == "__main__":
    main()
