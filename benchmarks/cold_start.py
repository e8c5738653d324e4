"""Cold start: `shlo verify` and `shlo parse` of a small file in a fresh process, against `import numpy`.

Run: python benchmarks/cold_start.py [--repeat N]
Target (issue #12): cold `shlo verify testdata/examples/mlp.mlir` under 0.25 s wall time.

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
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SMALL = ROOT / "testdata" / "examples" / "mlp.mlir"
TARGET = 0.25


def commands() -> dict[str, list[str]]:
    shlo = [sys.executable, "-m", "stablehlo_py.cli.main"]
    return {
        "python -c pass": [sys.executable, "-c", "pass"],
        "python -c 'import numpy'": [sys.executable, "-c", "import numpy"],
        f"shlo verify {SMALL.relative_to(ROOT)}": [*shlo, "verify", str(SMALL)],
        f"shlo parse {SMALL.relative_to(ROOT)}": [*shlo, "parse", str(SMALL)],
    }


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
    best = {name: (float("inf"), 0.0) for name in cmds}
    for _ in range(args.repeat):
        for name, cmd in cmds.items():
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(cmd, check=True, capture_output=True, env=env, cwd=ROOT)
            wall = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
            best[name] = min(best[name], (wall, cpu))
    numpy_time = best["python -c 'import numpy'"][0]
    for name, (wall, cpu) in best.items():
        note = f"  ({wall / numpy_time:.2f}x import numpy)" if "shlo" in name else ""
        if name.startswith("shlo verify"):
            note += f"  target < {TARGET} s"
        print(f"{name:<45} {wall:.3f} s wall, {cpu:.3f} s CPU{note}")


if __name__ == "__main__":
    main()
