"""The options of ``shlo run`` that look inside a run (issue #14): ``--profile``, ``--trace-nan``,
``--dump``; each adds an observer (interpreter/observe.py) for the run, and reports after it."""
from __future__ import annotations

import re
import sys
import time
from dataclasses import field
from pathlib import Path
from typing import Callable

import click

from ..ir.records import record
from ..ir.nodes import Module

HELP = """\b
Looking inside a run (none of these slows a run down unless given):
  --profile                 a table of time, calls, share and bytes made, by op name
  --profile --by location   by name stack (JAX's loc("jit(f)/attn/dot_general")) or line
  --profile-out trace.json  every executed op as a Chrome trace event (Perfetto, chrome://tracing)
  --trace-nan, --trace-inf  stop at the first op that makes a NaN (Inf) its operands did not have:
                            the op, its line, name stack, loop iteration, operands' summaries
  --dump DIR                every op's results as DIR/<index>_<op>_<place>.npy, listed in
                            DIR/dump_index.csv (--dump-filter REGEX: ops whose name or place
                            matches); interpreter.probe values go there too. 'shlo diff' compares
                            two such folders.
"""


def observing_options(command: Callable) -> Callable:
    """Add the options to ``command`` (a click command function)."""
    options = [
        click.option("--profile", is_flag=True, help="Print where the run's time went (see below)."),
        click.option("--by", "profile_by", type=click.Choice(["op", "location"]), default="op", show_default=True,
                     help="Group --profile rows by op name or by source location (name stack)."),
        click.option("--top", "profile_top", type=click.IntRange(min=1), default=20, show_default=True,
                     help="Rows of the --profile table (the rest summed)."),
        click.option("--profile-out", type=click.Path(dir_okay=False, path_type=Path),
                     help="Write the run as Chrome trace events (JSON) to this file."),
        click.option("--trace-nan", is_flag=True, help="Stop at the first op that makes a NaN (see below)."),
        click.option("--trace-inf", is_flag=True, help="Stop at the first op that makes an infinity."),
        click.option("--dump", type=click.Path(file_okay=False, path_type=Path),
                     help="Save every executed op's results in this folder (see below)."),
        click.option("--probe-dir", type=click.Path(file_okay=False, path_type=Path),
                     help="The same as --dump (the reference interpreter's name for where probes go)."),
        click.option("--dump-filter", metavar="REGEX", callback=_regex,
                     help="Dump only ops whose name or place matches REGEX."),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def _regex(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """``--dump-filter``: a regular expression Python's ``re`` compiles (a usage error otherwise)."""
    if value is not None:
        try:
            re.compile(value)
        except re.error as exc:
            raise click.BadParameter(f"{value!r} is not a regular expression: {exc}") from None
    return value


@record
class RunWatch:
    """The observers of one run and what they report afterwards."""

    module: Module
    options: dict
    observers: list = field(default_factory=list)
    observer: object = None  # None, the one observer, or all of them as one (``Observers``)
    profiler: object = None
    dumper: object = None
    seconds: float = 0.0
    _start: float = 0.0
    numerics: str | None = None  # the run's numerics mode (``shlo run --fast-math``), which prepare compiles for

    @classmethod
    def from_options(cls, module: Module, options: dict) -> "RunWatch":
        from ..harness.dump import Dumper
        from ..harness.nan_trace import NonFiniteTracer
        from ..harness.outputs import check_output_file
        from ..harness.profile import Profiler
        from ..interpreter.observe import Observers

        watch = cls(module, options)
        if options["dump_filter"] and not (options["dump"] or options["probe_dir"]):
            raise click.UsageError("--dump-filter needs --dump DIR")
        if options["profile_out"] is not None:  # before anything: a run is not wasted on an unwritable path
            check_output_file(options["profile_out"])
        if options["trace_nan"] or options["trace_inf"]:
            watch.observers.append(NonFiniteTracer(module, options["trace_nan"], options["trace_inf"]))
        folder = options["dump"] or options["probe_dir"]
        if folder is not None:
            watch.dumper = Dumper(folder, module, options["dump_filter"])
            watch.observers.append(watch.dumper)
        if options["profile"] or options["profile_out"]:  # last: innermost, its clock closest to the ops
            watch.profiler = Profiler()
            watch.observers.append(watch.profiler)
        if watch.observers:
            watch.observer = watch.observers[0] if len(watch.observers) == 1 else Observers(watch.observers)
        return watch

    @property
    def probe_dir(self) -> str | None:
        return str(self.dumper.folder) if self.dumper is not None else None

    def start(self) -> None:
        """The run starts now; with a profiler, its functions are compiled first (outside its time)."""
        if self.profiler is not None:
            from ..interpreter.run import prepare

            prepare(self.module, self.observer, self.numerics)
        self._start = time.perf_counter()

    def stop(self) -> None:
        """The run ended (also when it failed): its time; the dump index written."""
        self.seconds = time.perf_counter() - self._start
        if self.dumper is not None:
            self.dumper.write_index()

    def profile_json(self) -> list[dict] | None:
        from ..harness.profile import profile_rows, rows_json

        if self.profiler is None or not self.options["profile"]:
            return None
        return rows_json(profile_rows(self.profiler, self.module, self.options["profile_by"],
                                      self.options["profile_top"]))

    def report(self, as_json: bool) -> None:
        """The profile table (text output) and the trace file; what was dumped."""
        from ..harness.profile import bytes_text, profile_rows, write_chrome_trace

        if self.profiler is not None and self.options["profile_out"] is not None:
            write_chrome_trace(self.options["profile_out"], self.profiler.events, self.module)
        if as_json:
            return
        if self.profiler is not None and self.options["profile"]:
            from rich.console import Console
            from rich.table import Table

            rows = profile_rows(self.profiler, self.module, self.options["profile_by"], self.options["profile_top"])
            table = Table(title=f"profile: {self.profiler.span_seconds * 1e3:.3f} ms from the first op to the last "
                                f"({self.seconds * 1e3:.3f} ms with inputs and results), "
                                f"{len(self.profiler.events):,} ops executed; self time of each op, "
                                f"by {self.options['profile_by']}")
            for column in ("op" if self.options["profile_by"] == "op" else "location", "time", "calls", "share",
                           "bytes made"):
                table.add_column(column, justify="left" if column in ("op", "location") else "right",
                                 overflow="fold")
            for row in rows:
                table.add_row(row.key, f"{row.seconds * 1e3:.3f} ms", f"{row.calls:,}" if row.calls else "",
                              f"{100 * row.share:.1f}%", bytes_text(row.produced) if row.calls else "")
            Console(width=200 if not sys.stdout.isatty() else None).print(table)  # names are not cut in files
        if self.dumper is not None:
            from ..harness.dump import INDEX_NAME

            click.echo(f"dumped {len(self.dumper.rows)} value(s) to {self.dumper.folder}/ "
                       f"(index: {self.dumper.folder / INDEX_NAME})")
