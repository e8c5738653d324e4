"""Cold start: `shlo verify`, `shlo parse` and `shlo run` of small files in a fresh process, against `import numpy`.

Run: python benchmarks/cold_start.py [--repeat N]
Targets: cold `shlo verify testdata/examples/mlp.mlir` under 0.25 s wall time (issue #12); cold `shlo run
testdata/bench/bert_gelu.mlir --input testdata/bench/bert_gelu.inputs.npz` (a small f32 BERT-like encoder) at
most 0.5 s, the median of the runs (issue #26). Then where the imports of that `shlo run` go: ``python -X
importtime``'s own time of each module, summed by package (the stablehlo_py ones by subpackage), and whether
ml_dtypes (0.7.0 takes 0.6-0.8 s to import) was imported at all.

Each command runs in a new interpreter, best of N (the runs of the commands interleaved, so that a busy
machine slows them alike); the CPU time (user + system) of the best run is shown too, less noisy than the
wall time where other processes share the cores (on a shared machine, `chrt -f 50 python ...` gives
figures close to an idle one's). One run first fills the caches an installed package has after its first
use: the parser tables (parser/cache.py) and the modules' bytecode. PYTHONDONTWRITEBYTECODE is dropped
from the commands' environment for that: without bytecode every run compiles the package's sources,
which is not what a cold start of an installed package costs.
"""
from __future__ import annotations

import argparse
import collections
import os
import re
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SMALL = ROOT / "testdata" / "examples" / "mlp.mlir"
BERT = ROOT / "testdata" / "bench" / "bert_gelu"
TARGET = 0.25
RUN_TARGET = 0.5
RUN = f"shlo run {BERT.relative_to(ROOT)}.mlir --input {BERT.relative_to(ROOT)}.inputs.npz"
_IMPORT_LINE = re.compile(r"import time:\s+(\d+) \|\s+\d+ \|\s*(\S+)")


def commands() -> dict[str, list[str]]:
    shlo = [sys.executable, "-m", "stablehlo_py.cli.main"]
    return {
        "python -c pass": [sys.executable, "-c", "pass"],
        "python -c 'import numpy'": [sys.executable, "-c", "import numpy"],
        f"shlo verify {SMALL.relative_to(ROOT)}": [*shlo, "verify", str(SMALL)],
        f"shlo parse {SMALL.relative_to(ROOT)}": [*shlo, "parse", str(SMALL)],
        f"shlo run {SMALL.relative_to(ROOT)} --input mlp_input.npy": [
            *shlo, "run", str(SMALL), "--input", str(SMALL.with_name("mlp_input.npy"))],
        RUN: [*shlo, "run", f"{BERT}.mlir", "--input", f"{BERT}.inputs.npz"],
    }


def import_breakdown(cmd: list[str], env: dict[str, str]) -> tuple[collections.Counter, float]:
    """The own import time (seconds) of ``cmd``'s modules summed by package, and the total."""
    done = subprocess.run([cmd[0], "-X", "importtime", *cmd[1:]], check=True, capture_output=True, text=True,
                          env=env, cwd=ROOT)
    by_package: collections.Counter = collections.Counter()
    for match in map(_IMPORT_LINE.match, done.stderr.splitlines()):
        if match:
            parts = match.group(2).split(".")
            by_package[".".join(parts[:2]) if parts[0] == "stablehlo_py" else parts[0]] += int(match.group(1)) / 1e6
    return by_package, sum(by_package.values())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9, help="runs of each command (the best is shown)")
    args = parser.parse_args()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    env["OPENBLAS_NUM_THREADS"] = env.get("OPENBLAS_NUM_THREADS", "1")
    cmds = commands()
    for cmd in cmds.values():  # warm: parser tables and bytecode written
        subprocess.run(cmd, check=True, capture_output=True, env=env, cwd=ROOT)
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name in cmds}
    for _ in range(args.repeat):
        for name, cmd in cmds.items():
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(cmd, check=True, capture_output=True, env=env, cwd=ROOT)
            wall = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            runs[name].append((wall, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime))
    numpy_time = min(runs["python -c 'import numpy'"])[0]
    print(f"{'command':<82} {'best wall':>9} {'its CPU':>8} {'median wall':>12}")
    for name, timings in runs.items():
        wall, cpu = min(timings)
        median = statistics.median(w for w, _ in timings)
        note = f"  ({wall / numpy_time:.2f}x import numpy)" if "shlo" in name else ""
        if name.startswith("shlo verify"):
            note += f"  target best < {TARGET} s"
        if name == RUN:
            note += f"  target median <= {RUN_TARGET} s: {'met' if median <= RUN_TARGET else 'missed'}"
        print(f"{name:<82} {wall:8.3f}s {cpu:7.3f}s {median:11.3f}s{note}")
    by_package, total = import_breakdown(cmds[RUN], env)
    print(f"\nimports of `{RUN}` (python -X importtime, own time by package): {total:.3f} s")
    for package, seconds in by_package.most_common(12):
        print(f"  {package:<40} {seconds * 1e3:7.1f} ms")
    print(f"  ml_dtypes imported: {'yes' if 'ml_dtypes' in by_package else 'no'}")


if __name__ == "__main__":
    main()
