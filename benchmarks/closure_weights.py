"""Models that carry their weights inside the artifact (issue #29): a GPT-2-small-sized decoder whose
parameters are closed over, so ``jax.export`` puts them into the module as constants, run by shlo from MLIR
text, from the ``.mlirbc`` artifact and from the ``.jax_exported`` blob, and by XLA:CPU, in one run.

Run (needs JAX: the model is built and exported at run time, into a temporary directory):
``PYTHONPATH=. /work/oracles/jax/bin/python benchmarks/closure_weights.py [--layers 12] [--repeat 5]``;
``--keep DIR`` writes the export there and keeps it (``--reuse DIR`` then skips exporting).

Each measurement runs in a fresh subprocess, so its peak RSS (``VmHWM`` of that process, read by the
process itself at its end) is its own: shlo's read (load and verify), first run and steady run (best of
N), and XLA's compile, first run and steady run. The table gives each time, the peak RSS against the weights'
bytes, and the ratios issue #29 asks for: steady run from bytecode / from text (<= 1.05), shlo's first result
/ XLA's compile plus first run (<= 0.1), peak RSS / weights (<= 1.2 from bytecode; text size plus weights
from text). shlo's outputs are compared with XLA's.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

VOCAB, CONTEXT, TOKENS = 50257, 1024, 128


def _gpt2(layers: int, width: int, heads: int, seed: int = 0):
    """The decoder as a function of the tokens alone, its parameters (random, fixed seed) closed over."""
    import jax
    import jax.numpy as jnp

    rng = np.random.default_rng(seed)

    def weight(*shape: int, scale: float = 0.02) -> jax.Array:
        return jnp.asarray(rng.standard_normal(shape, dtype=np.float32) * scale)

    params = {"wte": weight(VOCAB, width), "wpe": weight(CONTEXT, width), "blocks": [
        {"ln1": (jnp.ones(width), jnp.zeros(width)), "qkv": weight(width, 3 * width), "qkv_b": jnp.zeros(3 * width),
         "proj": weight(width, width), "proj_b": jnp.zeros(width), "ln2": (jnp.ones(width), jnp.zeros(width)),
         "fc": weight(width, 4 * width), "fc_b": jnp.zeros(4 * width), "out": weight(4 * width, width),
         "out_b": jnp.zeros(width)} for _ in range(layers)], "ln_f": (jnp.ones(width), jnp.zeros(width))}
    n_weights = sum(leaf.size for leaf in jax.tree.leaves(params))

    def norm(x, scale_shift):
        mean = x.mean(-1, keepdims=True)
        var = ((x - mean) ** 2).mean(-1, keepdims=True)
        return (x - mean) * jax.lax.rsqrt(var + 1e-5) * scale_shift[0] + scale_shift[1]

    def forward(tokens):
        n = tokens.shape[0]
        x = params["wte"][tokens] + params["wpe"][:n]
        mask = jnp.tril(jnp.ones((n, n), bool))
        for block in params["blocks"]:
            q, k, v = jnp.split(norm(x, block["ln1"]) @ block["qkv"] + block["qkv_b"], 3, axis=-1)
            q, k, v = (t.reshape(n, heads, width // heads).transpose(1, 0, 2) for t in (q, k, v))
            scores = jnp.where(mask, q @ k.transpose(0, 2, 1) / np.sqrt(width // heads), -1e9)
            attended = (jax.nn.softmax(scores, -1) @ v).transpose(1, 0, 2).reshape(n, width)
            x = x + attended @ block["proj"] + block["proj_b"]
            hidden = jax.nn.gelu(norm(x, block["ln2"]) @ block["fc"] + block["fc_b"])
            x = x + hidden @ block["out"] + block["out_b"]
        return norm(x, params["ln_f"]) @ params["wte"].T
    return forward, n_weights * 4


def export(folder: Path, layers: int) -> None:
    """``model.mlir``, ``model.mlirbc`` (the VHLO artifact inside the blob), ``model.jax_exported``,
    ``tokens.npy`` and ``meta.json`` (the weights' bytes) in ``folder``."""
    import jax

    forward, weight_bytes = _gpt2(layers, 768, 12)
    tokens = np.random.default_rng(1).integers(0, VOCAB, TOKENS).astype(np.int32)
    exported = jax.export.export(jax.jit(forward))(jax.ShapeDtypeStruct(tokens.shape, tokens.dtype))
    (folder / "model.mlir").write_text(exported.mlir_module())
    (folder / "model.mlirbc").write_bytes(exported.mlir_module_serialized)
    (folder / "model.jax_exported").write_bytes(exported.serialize())
    np.save(folder / "tokens.npy", tokens)
    (folder / "meta.json").write_text(json.dumps({"weight_bytes": weight_bytes, "layers": layers}))


def peak_rss() -> int:
    """This process's peak resident set (``VmHWM``: unlike ``ru_maxrss`` it starts afresh at ``exec``, so the
    parent's export does not count)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    raise SystemExit("no VmHWM in /proc/self/status: peak RSS needs Linux")


def measure_shlo(path: Path, tokens: np.ndarray, repeat: int) -> dict:
    """shlo: load (read and verify), first run, best steady run; the logits, for the comparison."""
    import stablehlo_py

    start = time.perf_counter()
    module = stablehlo_py.load(path)
    module.verify()
    read = time.perf_counter() - start
    run = (lambda: module.call(tokens)) if isinstance(module, stablehlo_py.ExportedModule) \
        else (lambda: module.run(tokens))
    start = time.perf_counter()
    result = run()
    first = time.perf_counter() - start
    steady = min(_timed(run) for _ in range(repeat))
    logits = np.asarray(result[0] if isinstance(result, (list, tuple)) else result)
    return {"read": read, "first": first, "steady": steady, "rss": peak_rss(), "logits": logits}


def measure_xla(path: Path, tokens: np.ndarray, repeat: int) -> dict:
    """XLA:CPU on the deserialized blob: compile, first run, best steady run."""
    import jax

    start = time.perf_counter()
    exported = jax.export.deserialize(bytearray(path.read_bytes()))
    compiled = jax.jit(exported.call).lower(jax.ShapeDtypeStruct(tokens.shape, tokens.dtype)).compile()
    compile_time = time.perf_counter() - start
    argument = jax.numpy.asarray(tokens)
    start = time.perf_counter()
    result = jax.block_until_ready(compiled(argument))
    first = time.perf_counter() - start
    steady = min(_timed(lambda: jax.block_until_ready(compiled(argument))) for _ in range(repeat))
    return {"read": compile_time, "first": first, "steady": steady, "rss": peak_rss(),
            "logits": np.asarray(result)}


def _timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def _child(args: argparse.Namespace) -> None:
    folder = Path(args.child[1])
    tokens = np.load(folder / "tokens.npy")
    measure = measure_xla if args.child[0] == "xla" else measure_shlo
    figures = measure(folder / args.child[2], tokens, args.repeat)
    np.save(folder / f"logits.{args.child[0]}.{args.child[2]}.npy", figures.pop("logits"))
    print(json.dumps(figures))


def _in_subprocess(kind: str, folder: Path, file: str, repeat: int) -> dict:
    done = subprocess.run([sys.executable, __file__, "--repeat", str(repeat), "--child", kind, str(folder), file],
                          capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"{kind} on {file} failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=12)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--keep", type=Path, help="export into this folder and keep it")
    parser.add_argument("--reuse", type=Path, help="an earlier --keep folder: no export")
    parser.add_argument("--no-xla", action="store_true")
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return _child(args)
    with tempfile.TemporaryDirectory() as scratch:
        folder = args.reuse or args.keep or Path(scratch)
        if not args.reuse:
            folder.mkdir(parents=True, exist_ok=True)
            export(folder, args.layers)
        _report(folder, args)


def _report(folder: Path, args: argparse.Namespace) -> None:
    from rich.console import Console
    from rich.table import Table

    weights = json.loads((folder / "meta.json").read_text())["weight_bytes"]
    text_bytes = (folder / "model.mlir").stat().st_size
    runs = {f"shlo {name}": _in_subprocess("shlo", folder, name, args.repeat)
            for name in ("model.mlir", "model.mlirbc", "model.jax_exported")}
    if not args.no_xla:
        runs["XLA"] = _in_subprocess("xla", folder, "model.jax_exported", args.repeat)
    table = Table(title=f"closed-over weights: {weights / 1e6:.0f} MB of f32 weights, text {text_bytes / 1e6:.0f} MB")
    for column in ("run", "read / compile", "first run", "steady", "steady / text", "first result / XLA's",
                   "peak RSS", "RSS / weights", "max |diff| vs XLA"):
        table.add_column(column, justify="left" if column == "run" else "right")
    xla = runs.get("XLA")
    reference = np.load(folder / "logits.xla.model.jax_exported.npy") if xla else None
    for name, figures in runs.items():
        file = "model.jax_exported" if name == "XLA" else name.split()[1]
        logits = np.load(folder / f"logits.{'xla' if name == 'XLA' else 'shlo'}.{file}.npy")
        first_result = figures["read"] + figures["first"]
        table.add_row(name, f"{figures['read']:.2f} s", f"{figures['first']:.2f} s", f"{figures['steady']:.3f} s",
                      f"{figures['steady'] / runs['shlo model.mlir']['steady']:.2f}x",
                      f"{first_result / (xla['read'] + xla['first']):.3f}x" if xla else "n/a",
                      f"{figures['rss'] / 1e9:.2f} GB", f"{figures['rss'] / weights:.2f}x",
                      f"{np.abs(logits - reference).max():.2e}" if reference is not None else "n/a")
    Console(width=200).print(table)


if __name__ == "__main__":
    main()
