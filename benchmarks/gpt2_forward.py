"""A GPT-2-small-sized forward (issue #26): shlo against XLA:CPU on time to the first result, steady state and
peak memory, all in one run.

Run: PYTHONPATH=. /work/oracles/jax/bin/python benchmarks/gpt2_forward.py [--repeat N] [--tokens T]
(JAX is needed to build and export the model and to time XLA; shlo itself never imports it.)

The model is written here with JAX: 12 pre-norm layers, d 768, 12 heads, feed-forward 3072, vocab 50257, 1024
positions, tanh GELU, the head tied to the token embedding (GPT-2 small's shapes, 124M parameters), run on
128 tokens (batch 1). Every weight is an argument: the export (``jax.export``, written into a temporary
directory) holds only the program, and each process makes the same weights from a fixed seed.

Three processes, one after the other, each a fresh interpreter running this script:

- ``shlo``: load the blob (parse its bytecode) and verify, then the first run, then best of N runs;
- ``xla``: deserialize the blob and compile (``jax.jit(exp.call).lower(...).compile()``), then the first run,
  then best of N runs;
- ``both``: shlo and XLA in one process, interleaved best of N (``interleaved_best``: a slow spell of the
  shared machine falls on both), the steady-state ratio the issue's target is read from.

Peak memory is each of the first two processes' own peak resident set (``peak_memory.peak_rss``, the
process's ``VmHWM``) read by the process itself at its end and reported to the parent: it includes
the interpreter, the libraries each imports and the 0.5 GB of weights both hold. The weights are made
before the clock starts. The two first processes also write their logits, which the parent compares.

The processes run the package as installed (``peak_memory.installed_environment``: its bytecode compiled) and
otherwise inherit the environment: NumPy's BLAS and XLA's runtime use the cores they find (setting
``OPENBLAS_NUM_THREADS=1``, as the small-model benchmarks do, would leave shlo one core against XLA's all).

The ``both`` process also times, interleaved with the two, NumPy's matmuls alone: the operands of every
``np.matmul`` a run of shlo makes, recorded once and multiplied again. No interpreter on NumPy's BLAS runs the
forward faster than that.

Targets (issue #26): steady state shlo / XLA at most 1.0, peak RSS shlo / XLA at most 0.6, shlo's first
result (parse, verify, first run) below XLA's compile plus first run.
"""
from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from peak_memory import installed_environment, peak_rss  # same folder: run as ``python benchmarks/gpt2_forward.py``

LAYERS, D, HEADS, FF, VOCAB, POSITIONS = 12, 768, 12, 3072, 50257, 1024
SEED = 2026
BLOB = "gpt2.jax_exported"


def parameter_shapes() -> list[tuple[str, tuple[int, ...]]]:
    """The weights in argument order (after the token ids)."""
    shapes = [("wte", (VOCAB, D)), ("wpe", (POSITIONS, D))]
    for i in range(LAYERS):
        shapes += [(f"h{i}.ln1_g", (D,)), (f"h{i}.ln1_b", (D,)), (f"h{i}.attn_w", (D, 3 * D)),
                   (f"h{i}.attn_b", (3 * D,)), (f"h{i}.proj_w", (D, D)), (f"h{i}.proj_b", (D,)),
                   (f"h{i}.ln2_g", (D,)), (f"h{i}.ln2_b", (D,)), (f"h{i}.fc_w", (D, FF)), (f"h{i}.fc_b", (FF,)),
                   (f"h{i}.out_w", (FF, D)), (f"h{i}.out_b", (D,))]
    return shapes + [("lnf_g", (D,)), ("lnf_b", (D,))]


def arguments(tokens: int) -> list[np.ndarray]:
    """The token ids i32[1, tokens] and the weights (GPT-2's initialisation: normal, std 0.02; gains 1, biases
    0), the same in every process."""
    rng = np.random.default_rng(SEED)
    args = [rng.integers(0, VOCAB, (1, tokens)).astype(np.int32)]
    for name, shape in parameter_shapes():
        if name.endswith("_g"):
            args.append(np.ones(shape, np.float32))
        elif name.endswith("_b"):
            args.append(np.zeros(shape, np.float32))
        else:
            args.append(rng.standard_normal(shape, dtype=np.float32) * np.float32(0.02))
    return args


def model():
    """GPT-2's forward with JAX: ``forward(ids, *weights)``, the weights in ``parameter_shapes`` order."""
    import jax
    import jax.numpy as jnp
    from jax import lax

    def layer_norm(x, g, b):
        mean = jnp.mean(x, axis=-1, keepdims=True)
        var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
        return (x - mean) * lax.rsqrt(var + 1e-5) * g + b

    def forward(ids, *weights):
        p = dict(zip((name for name, _ in parameter_shapes()), weights))
        b, s = ids.shape
        hd = D // HEADS
        x = p["wte"][ids] + p["wpe"][None, :s]
        causal = jnp.tril(jnp.ones((s, s), bool))
        for i in range(LAYERS):
            h = layer_norm(x, p[f"h{i}.ln1_g"], p[f"h{i}.ln1_b"]) @ p[f"h{i}.attn_w"] + p[f"h{i}.attn_b"]
            q, k, v = (a.reshape(b, s, HEADS, hd) for a in jnp.split(h, 3, axis=-1))
            scores = jnp.where(causal, jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.float32(math.sqrt(hd)), -1e9)
            mixed = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(scores, axis=-1), v).reshape(b, s, D)
            x = x + mixed @ p[f"h{i}.proj_w"] + p[f"h{i}.proj_b"]
            h = layer_norm(x, p[f"h{i}.ln2_g"], p[f"h{i}.ln2_b"]) @ p[f"h{i}.fc_w"] + p[f"h{i}.fc_b"]
            x = x + jax.nn.gelu(h) @ p[f"h{i}.out_w"] + p[f"h{i}.out_b"]
        return layer_norm(x, p["lnf_g"], p["lnf_b"]) @ p["wte"].T
    return forward


def export(directory: Path, tokens: int) -> int:
    """Write the exported forward into ``directory``; its number of parameters."""
    import jax
    from jax import export as jax_export

    forward = model()
    specs = [jax.ShapeDtypeStruct((1, tokens), np.int32)]
    specs += [jax.ShapeDtypeStruct(shape, np.float32) for _, shape in parameter_shapes()]
    exported = jax_export.export(jax.jit(forward))(*specs)
    (directory / BLOB).write_bytes(bytes(exported.serialize()))
    return sum(math.prod(shape) for _, shape in parameter_shapes())


def best_of(fn, repeat: int) -> float:
    best = math.inf
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def _shlo(directory: Path, args: list[np.ndarray], repeat: int) -> dict:
    import stablehlo_py

    start = time.perf_counter()
    module = stablehlo_py.load(directory / BLOB)
    module.verify()
    load = time.perf_counter() - start
    start = time.perf_counter()
    logits = module.call_flat(args)[0]
    first = time.perf_counter() - start
    np.save(directory / "shlo.npy", np.asarray(logits))
    return {"load": load, "first": first, "steady": best_of(lambda: module.call_flat(args), repeat)}


def _xla_call(directory: Path, args: list[np.ndarray]):
    import jax

    start = time.perf_counter()
    exported = jax.export.deserialize(bytearray((directory / BLOB).read_bytes()))
    device_args = [jax.device_put(a) for a in args]
    compiled = jax.jit(exported.call).lower(*device_args).compile()
    compile_time = time.perf_counter() - start
    return (lambda: jax.block_until_ready(compiled(*device_args))), compile_time


def _xla(directory: Path, args: list[np.ndarray], repeat: int) -> dict:
    run, compile_time = _xla_call(directory, args)
    start = time.perf_counter()
    logits = run()
    first = time.perf_counter() - start
    np.save(directory / "xla.npy", np.asarray(logits))
    return {"compile": compile_time, "first": first, "steady": best_of(run, repeat)}


def _both(directory: Path, args: list[np.ndarray], repeat: int) -> dict:
    from bench_programs import interleaved_best

    import stablehlo_py

    module = stablehlo_py.load(directory / BLOB)
    xla_run, _ = _xla_call(directory, args)
    products = _matmuls_of(stablehlo_py.load(directory / BLOB), args)
    shlo, xla, matmuls = interleaved_best([lambda: module.call_flat(args), xla_run,
                                           lambda: [np.matmul(a, b) for a, b in products]], repeat, budget=60.0)
    return {"shlo": shlo, "xla": xla, "matmuls": matmuls}


def _matmuls_of(module, args: list[np.ndarray]) -> list[tuple[np.ndarray, np.ndarray]]:
    """The operands of every ``np.matmul`` one run of ``module`` makes (its dot_generals, as laid out for BLAS):
    timed alone, the floor of any run of the model through NumPy. (A module of its own: its compiled steps keep
    the recording function.)"""
    from unittest import mock

    products, matmul = [], np.matmul

    def record(a, b, *rest, **options):
        products.append((a, b))
        return matmul(a, b, *rest, **options)

    with mock.patch.object(np, "matmul", record):
        module.call_flat(args)
    return products


CHILDREN = {"shlo": _shlo, "xla": _xla, "both": _both}


def child(kind: str, directory: Path, tokens: int, repeat: int) -> None:
    """One measuring process: its figures and its own peak RSS as a JSON line on stdout."""
    args = arguments(tokens)
    figures = CHILDREN[kind](directory, args, repeat)
    figures["peak_rss"] = peak_rss()
    print(json.dumps(figures))


def run_child(kind: str, directory: Path, tokens: int, repeat: int) -> dict:
    done = subprocess.run([sys.executable, __file__, "--child", kind, str(directory), "--tokens", str(tokens),
                           "--repeat", str(repeat)], capture_output=True, text=True, env=installed_environment())
    if done.returncode:
        raise SystemExit(f"the {kind} process failed:\n{done.stderr}")
    return json.loads(done.stdout.splitlines()[-1])


def _gb(n: float) -> str:
    return f"{n / 1e9:.2f} GB"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="steady state: best of N runs")
    parser.add_argument("--tokens", type=int, default=128)
    parser.add_argument("--child", nargs=2, metavar=("KIND", "DIR"), help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.child:
        child(options.child[0], Path(options.child[1]), options.tokens, options.repeat)
        return
    with tempfile.TemporaryDirectory(prefix="gpt2_forward_") as name:
        directory = Path(name)
        n_params = export(directory, options.tokens)
        shlo = run_child("shlo", directory, options.tokens, options.repeat)
        xla = run_child("xla", directory, options.tokens, options.repeat)
        both = run_child("both", directory, options.tokens, options.repeat)
        diff = float(np.max(np.abs(np.load(directory / "shlo.npy") - np.load(directory / "xla.npy"))))
    shlo_first, xla_first = shlo["load"] + shlo["first"], xla["compile"] + xla["first"]
    print(f"GPT-2-small-sized forward: {n_params / 1e6:.1f}M parameters as arguments, {options.tokens} tokens; "
          f"max |logits shlo - XLA| {diff:.2e}")
    best = f"steady (best of {options.repeat})"
    for label, value in (("shlo parse+verify", f"{shlo['load']:.3f} s"), ("shlo first run", f"{shlo['first']:.3f} s"),
                         (f"shlo {best}", f"{shlo['steady']:.3f} s (interleaved with XLA: {both['shlo']:.3f} s)"),
                         ("shlo peak RSS", _gb(shlo["peak_rss"])), ("XLA compile", f"{xla['compile']:.3f} s"),
                         ("XLA first run", f"{xla['first']:.3f} s"),
                         (f"XLA {best}", f"{xla['steady']:.3f} s (interleaved with shlo: {both['xla']:.3f} s)"),
                         ("XLA peak RSS", _gb(xla["peak_rss"]))):
        print(f"  {label:<28} {value}")
    print(f"  {'NumPy matmuls alone':<28} {both['matmuls']:.3f} s (interleaved; the products of shlo's dot_generals, "
          f"{both['matmuls'] / both['xla']:.2f}x XLA's whole forward)")
    steady, rss = both["shlo"] / both["xla"], shlo["peak_rss"] / xla["peak_rss"]
    print(f"steady shlo/XLA (interleaved) {steady:.2f}x  (target <= 1.0: {'met' if steady <= 1.0 else 'missed'})")
    print(f"peak RSS shlo/XLA             {rss:.2f}x  (target <= 0.6: {'met' if rss <= 0.6 else 'missed'})")
    print(f"first result: shlo {shlo_first:.3f} s (parse, verify, first run) vs XLA {xla_first:.3f} s (compile, "
          f"first run): {'met' if shlo_first < xla_first else 'missed'}")


if __name__ == "__main__":
    main()
