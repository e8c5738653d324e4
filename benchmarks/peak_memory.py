"""Peak memory of a benchmark's measuring process, for the benchmarks that run shlo and XLA each in a process of
its own (``gpt2_forward.py``, ``closure_weights.py``, ``llama_artifact.py``), and the environment such a process
runs in. Imports nothing heavy, so that it adds nothing to the figure it reads."""
from __future__ import annotations

import compileall
import os
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "stablehlo_py"


def installed_environment() -> dict[str, str]:
    """The environment for a measuring process that times a first result, with the package as installed: its
    modules' bytecode (``.pyc``) compiled now, as ``pip install`` does, and ``PYTHONDONTWRITEBYTECODE`` dropped.
    Without bytecode every process compiles the package's sources again (~0.1 s of a first result here)."""
    compileall.compile_dir(PACKAGE, quiet=1)
    return {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}


def peak_rss() -> int:
    """This process's peak resident set in bytes (``VmHWM``). Unlike ``getrusage(...).ru_maxrss``, which Linux
    carries over ``exec``, it starts afresh in a child process, so a parent's export does not count."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    raise SystemExit("no VmHWM in /proc/self/status: peak RSS needs Linux")
