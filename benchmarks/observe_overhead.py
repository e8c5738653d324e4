"""What looking inside a run costs (issue #14): shlo's time on a program with no observer, with the profiler
(``shlo run --profile``), with ``--trace-nan`` and with ``--dump`` to a temporary folder, as ratios to the
run without (targets: ``--profile`` at most 2x on the 10,500-op elementwise chain, at most 1.1x on a conv net).

Run: OPENBLAS_NUM_THREADS=1 python benchmarks/observe_overhead.py [--repeat N]
Programs: ``testdata/bench/elementwise_chain`` and ``testdata/bench/unet`` (a small UNet: convolutions).
Times are the best of N runs after a warm-up run; with an observer, each run gets a fresh observer.
"""
from __future__ import annotations

import tempfile
import time
from pathlib import Path

from bench_programs import arguments, programs, ratio, seconds, warm_up  # same folder
from rich.console import Console
from rich.table import Table

from stablehlo_py.harness.dump import Dumper
from stablehlo_py.harness.nan_trace import NonFiniteTracer
from stablehlo_py.harness.profile import Profiler

TARGETS = {"elementwise_chain": 2.0, "unet": 1.1}


def main() -> None:
    args = arguments(__doc__.splitlines()[0]).parse_args()
    warm_up()
    table = Table(title="issue #14: cost of observing a run (best of N after a warm-up run)")
    for column in ("program", "ops", "plain", "--profile", "ratio", "target", "--trace-nan", "ratio",
                   "--dump", "ratio"):
        table.add_column(column, justify="left" if column in ("program", "target") else "right")
    every = {p.name: p for group in ("loops", "models") for p in programs(group)}
    with tempfile.TemporaryDirectory() as folder:
        for name, target in TARGETS.items():
            program = every[name]
            module = program.load()
            inputs = program.inputs

            call = module.call_flat if program.source == "jax" else lambda xs, **kw: module.run(*xs, **kw)
            times = {}
            for label, make in (("plain", lambda: None), ("profile", Profiler),
                                ("nan", lambda: NonFiniteTracer(module)),
                                ("dump", lambda: Dumper(Path(folder) / name, module))):
                call(inputs, observer=make())  # warm-up: verification, compilation
                best = None
                for _ in range(args.repeat):
                    observer = make()  # made outside the time (the profiler calibrates itself)
                    start = time.perf_counter()
                    call(inputs, observer=observer)
                    elapsed = time.perf_counter() - start
                    best = elapsed if best is None else min(best, elapsed)
                times[label] = best
            plain = times["plain"]
            verdict = "[green]met[/]" if times["profile"] / plain <= target else "[red]missed[/]"
            table.add_row(name, f"{program.n_ops(module):,}", seconds(plain), seconds(times["profile"]),
                          ratio(times["profile"], plain), f"<= {target:g}x {verdict}", seconds(times["nan"]),
                          ratio(times["nan"], plain), seconds(times["dump"]), ratio(times["dump"], plain))
    Console().print(table)


if __name__ == "__main__":
    main()
