"""Real models exported with JAX and torch_xla (issue #12, "Compile before running"): shlo's time, XLA:CPU's when
JAX is importable, their ratio, and whether shlo's outputs match the exporter's.

Run: OPENBLAS_NUM_THREADS=1 python benchmarks/models.py [--no-xla] [--repeat N] [NAME ...]
(from the project's virtualenv: the XLA columns show n/a; with JAX as well, e.g.
``PYTHONPATH=. /work/devenv/bin/python benchmarks/models.py``, XLA is timed in the same run.)

The programs are in ``testdata/bench/`` (``programs.json``; exported by ``tools/export_bench_models.py`` and
``tools/export_bench_torch.py``). The JAX exports' expected outputs are XLA's (``exp.call``), the torch ones'
torch eager's. Targets: loop-free models within 2x of XLA, loop models (a ``while`` in the program) within 10x.
A program shlo cannot run is listed with the first line of its error. Times are the best of N rounds after a
warm-up run (shlo's verifies the module, XLA's compiles it), each round running shlo and XLA once
(``interleaved_best``: a slow spell of a shared machine falls on both).
"""
from __future__ import annotations

import math

from bench_programs import (arguments, first_run, interleaved_best, jax_or_none, mismatch, programs, ratio, seconds,
                            warm_up, xla_first_run)  # same folder: run as ``python benchmarks/models.py``
from rich.console import Console
from rich.table import Table

TARGETS = {False: 2.0, True: 10.0}  # shlo / XLA, by whether the program loops


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return f"{type(exc).__name__}: {text.splitlines()[0] if text else ''}"


def main() -> None:
    parser = arguments(__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="only these programs")
    args = parser.parse_args()
    jax = None if args.no_xla else jax_or_none()
    warm_up()
    console = Console()
    table = Table(title="issue #12 models (best of N interleaved rounds after a warm-up run)")
    for column in ("model", "kind", "from", "ops", "shlo first run", "shlo", "XLA first run", "XLA", "shlo/XLA",
                   "target", "outputs"):
        table.add_column(column, justify="right" if column in ("ops", "shlo first run", "shlo", "XLA first run",
                                                              "XLA", "shlo/XLA") else "left")
    ratios = []
    for program in programs("models"):
        if args.names and program.name not in args.names:
            continue
        kind = "loop" if program.loop else "loop-free"
        limit = TARGETS[program.loop]
        xla_first = xla = xla_run = None
        if jax is not None:
            try:
                xla_run, xla_first, _ = xla_first_run(jax, program)
            except Exception as exc:  # noqa: BLE001 - XLA's failure is reported, shlo's figures still shown
                console.print(f"XLA cannot run {program.name}: {_first_line(exc)}")
        try:
            module = program.load()
            n_ops = f"{program.n_ops(module):,}"
            run = program.runner(module)
            first, result = first_run(run)
            ours, *others = interleaved_best([run] + ([xla_run] if xla_run else []), args.repeat)
            xla = others[0] if others else None
        except Exception as exc:  # noqa: BLE001 - a benchmark lists what shlo cannot run and goes on
            table.add_row(program.name, kind, program.source, "", "", "", seconds(xla_first), seconds(xla), "",
                          f"<= {limit:g}x", f"[red]cannot run: {_first_line(exc)}[/]")
            continue
        problem = mismatch(result, program.expected, program.rtol)
        verdict = "" if xla is None else (" [green]met[/]" if ours / xla <= limit else " [red]missed[/]")
        if xla is not None:
            ratios.append((program.name, ours / xla))
        table.add_row(program.name, kind, program.source, n_ops, seconds(first), seconds(ours), seconds(xla_first),
                      seconds(xla), ratio(ours, xla), f"<= {limit:g}x{verdict}",
                      f"[red]{problem}[/]" if problem else "match")
    console.print(table)
    if ratios:  # issue #26's targets: each model at most 3x XLA, the geomean over all at most 1.5x
        geomean = math.exp(sum(math.log(r) for _, r in ratios) / len(ratios))
        over = ", ".join(f"{name} {r:.1f}x" for name, r in ratios if r > 3.0) or "none"
        console.print(f"geomean shlo/XLA over {len(ratios)} models: {geomean:.2f}x (issue #26: <= 1.5x); "
                      f"above 3x: {over}")
    if jax is None:
        console.print("XLA: n/a (jax is not importable here, or --no-xla)")


if __name__ == "__main__":
    main()
