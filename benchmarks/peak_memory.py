"""Peak memory of a benchmark's measuring process, for the benchmarks that run shlo and XLA each in a process of
its own (``gpt2_forward.py``, ``closure_weights.py``, ``llama_artifact.py``). Imports nothing heavy, so that it
adds nothing to the figure it reads."""
from __future__ import annotations

from pathlib import Path


def peak_rss() -> int:
    """This process's peak resident set in bytes (``VmHWM``). Unlike ``getrusage(...).ru_maxrss``, which Linux
    carries over ``exec``, it starts afresh in a child process, so a parent's export does not count."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    raise SystemExit("no VmHWM in /proc/self/status: peak RSS needs Linux")
