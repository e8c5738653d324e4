"""A 4-way tensor-parallel transformer layer on the MPI grid (issue #27): per-rank peak memory and wall time
under ``mpiexec -n 4 shlo run`` beside the same program run as one process (the mesh simulated by threads).

The layer (pre-norm attention and an MLP, Megatron-style: the QKV and first MLP weights split by columns,
the output and second MLP weights by rows, a ``psum`` after each half) is written with ``shard_map`` over a
mesh of 4 devices and exported with JAX into a temporary folder at run time, with its weights as ``.npy``
files (nothing is committed). Both runs read the same files; under MPI each rank memory-maps them and reads
only its quarter. The results of the two runs must be equal bit for bit.

Needs JAX where the script runs (it exports) and the ``[mpi]`` extra where shlo runs (``--python``):
``PYTHONPATH=$PWD /work/oracles/jax/bin/python benchmarks/mpi_tensor_parallel.py --python .venv/bin/python``.
Peak RSS is each shlo process's, measured by GNU time (``/usr/bin/time -f %M``) around it; for the ranks, the
largest of the four.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")

import numpy as np  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
_PEAK = "peak-rss-kib="
TIME = ["/usr/bin/time", "-f", _PEAK + "%M"]  # GNU time: the peak RSS of the process it runs
DEVICES = 4


def export_layer(folder: Path, width: int, heads: int, tokens: int) -> list[Path]:
    """Export the layer (``width`` features, ``heads`` heads, ``tokens`` tokens) and write its arguments;
    the program's path, then the arguments' paths in order."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import Mesh, PartitionSpec as P

    mesh = Mesh(np.array(jax.devices()[:DEVICES]), ("x",))
    head = width // heads

    def norm(h):
        mean = h.mean(-1, keepdims=True)
        return (h - mean) * jax.lax.rsqrt(((h - mean) ** 2).mean(-1, keepdims=True) + 1e-5)

    def body(x, wqkv, wo, w1, w2):  # one device: heads / DEVICES heads, a quarter of the MLP
        qkv = (norm(x) @ wqkv).reshape(tokens, -1, 3, head)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
        scores = jnp.einsum("qhd,khd->hqk", q, k) / np.sqrt(head).astype(np.float32)
        attention = jnp.einsum("hqk,khd->qhd", jax.nn.softmax(scores, axis=-1), v).reshape(tokens, -1)
        x = x + jax.lax.psum(attention @ wo, "x")
        return x + jax.lax.psum(jax.nn.gelu(norm(x) @ w1) @ w2, "x")

    layer = jax.jit(jax.shard_map(body, mesh=mesh, in_specs=(P(), P(None, "x"), P("x", None), P(None, "x"),
                                                             P("x", None)), out_specs=P()))
    rng = np.random.default_rng(0)
    shapes = [(tokens, width), (width, 3 * width), (width, width), (width, 4 * width), (4 * width, width)]
    args = [(rng.standard_normal(s, dtype=np.float32) / np.float32(np.sqrt(s[0]))) for s in shapes]
    exported = jax.export.export(layer)(*[jax.ShapeDtypeStruct(s, jnp.float32) for s in shapes])
    program = folder / "layer.mlir"
    program.write_text(exported.mlir_module())
    paths = []
    for name, value in zip(["x", "wqkv", "wo", "w1", "w2"], args):
        np.save(folder / f"{name}.npy", value)
        paths.append(folder / f"{name}.npy")
    return [program, *paths]


def timed(command: list[str]) -> tuple[float, list[float]]:
    """Wall seconds of ``command`` and the peak RSS (MiB) of each shlo process it ran (GNU time's ``%M``)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed ({done.returncode}):\n{done.stderr}")
    peaks = [int(line.split("=")[1]) / 1024 for line in done.stderr.splitlines() if line.startswith(_PEAK)]
    return wall, peaks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--python", default=sys.executable, help="the Python with stablehlo_py and the [mpi] extra")
    parser.add_argument("--width", type=int, default=4096, help="features (weights: 12 x width^2 floats)")
    parser.add_argument("--heads", type=int, default=32)
    parser.add_argument("--tokens", type=int, default=256)
    parser.add_argument("--rounds", type=int, default=2, help="interleaved rounds; the best of each is reported")
    options = parser.parse_args()
    mpiexec = Path(options.python).parent / "mpiexec"
    shlo = [*TIME, options.python, "-c", "from stablehlo_py.cli.main import main; main()", "run"]
    with tempfile.TemporaryDirectory(prefix="shlo-mpi-bench-") as folder:
        program, *inputs = export_layer(Path(folder), options.width, options.heads, options.tokens)
        weights = sum(p.stat().st_size for p in inputs[1:])
        arguments = [str(program)] + [a for p in inputs for a in ("--input", str(p))]
        single = [*shlo, *arguments, "--grid", "threads", "--output", str(Path(folder) / "threads.npy")]
        ranks = [str(mpiexec), "-n", str(DEVICES), *shlo, *arguments, "--output", str(Path(folder) / "mpi.npy")]
        best: dict[str, tuple[float, float]] = {}
        for _ in range(options.rounds):
            for name, command in (("one process (threads)", single), (f"mpiexec -n {DEVICES}", ranks)):
                wall, peaks = timed(command)
                rss = max(peaks)
                previous = best.get(name, (float("inf"), float("inf")))
                best[name] = (min(previous[0], wall), min(previous[1], rss))
        same = np.load(Path(folder) / "threads.npy").tobytes() == np.load(Path(folder) / "mpi.npy").tobytes()
    print(f"tensor-parallel layer: width {options.width}, {options.heads} heads, {options.tokens} tokens, "
          f"weights {weights / 1e6:.0f} MB over {DEVICES} devices; best of {options.rounds} interleaved rounds")
    for name, (wall, rss) in best.items():
        print(f"  {name:24s} wall {wall:6.2f} s   peak RSS per process {rss:7.0f} MiB")
    ratio = best[f"mpiexec -n {DEVICES}"][1] / best["one process (threads)"][1]
    print(f"  per-rank peak RSS / one process: {ratio:.2f}; results bit for bit equal: {same}")
    if not same:
        raise SystemExit("the MPI run's results differ from the threaded run's")


if __name__ == "__main__":
    main()
