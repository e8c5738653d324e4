"""What ``shlo check`` shows: a pytest plugin object that follows the run and reports it.

As items finish it shows a rich progress bar (on a terminal, outside CI) or one
plain line per item; at the end a summary table and the closing line
``N passed, M failed, K skipped``, or with ``--format json`` one JSON document,
or with ``--format github`` the same as text plus one annotation per failure
(``::error file=...,line=...::message``, which GitHub Actions shows on the diff).
It works the same with pytest-xdist: the controller receives every worker's reports.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from dataclasses import asdict
from pathlib import Path
from typing import IO

import pytest

from ..ir.records import record

TEXT, JSON, GITHUB = "text", "json", "github"
_TERMINAL_LINES = 8  # of a failure's report shown above the progress bar
FORMATS = (TEXT, JSON, GITHUB)


@record
class ItemReport:
    """The outcome of one item (or of a file that failed to collect)."""

    id: str
    file: str
    line: int | None  # 1-based
    outcome: str  # passed, failed, skipped, error
    message: str
    duration: float
    comparisons: list | None = None  # a model's per-result comparisons


def _message(report: pytest.TestReport | pytest.CollectReport) -> str:
    """What a report says: a skip's reason, a failure's text; empty for a pass."""
    if report.passed:
        return ""
    if report.skipped and isinstance(report.longrepr, tuple):
        return str(report.longrepr[2]).removeprefix("Skipped: ")
    text = report.longreprtext.strip()
    if text.startswith("[gw"):  # pytest-xdist's first line: "[gw1] linux -- Python 3.11 /path/python"
        text = text.partition("\n")[2].strip()
    return text


def _how_it_ended(node) -> str:
    """How a pytest-xdist worker's process ended: ``killed by signal 9 (SIGKILL)`` (also what the kernel's
    out-of-memory killer sends), ``exited with code 1``; read from execnet's ``Popen`` of a local worker."""
    popen = getattr(getattr(getattr(node, "gateway", None), "_io", None), "popen", None)
    try:
        code = popen.wait(timeout=5) if popen is not None else None
    except subprocess.TimeoutExpired:
        code = None
    if code is None:
        return "it stopped responding"
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = "unknown signal"
        return f"killed by signal {-code} ({name})"
    return f"exited with code {code}"


def github_escape(text: str, property_value: bool = False) -> str:
    """Escape text for a GitHub Actions workflow command (its message, or a property's value)."""
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return text.replace(":", "%3A").replace(",", "%2C") if property_value else text


def github_annotation(item: ItemReport) -> str:
    """``::error file=F,line=L,title=ID::MESSAGE`` for a failed item."""
    props = [f"file={github_escape(item.file, True)}"]
    if item.line:
        props.append(f"line={item.line}")
    props.append(f"title={github_escape(item.id, True)}")
    return f"::error {','.join(props)}::{github_escape(item.message or item.outcome)}"


class CheckReporter:
    """Registered with ``pytest.main(plugins=[...])`` by ``shlo check``; ``finish`` prints the end."""

    def __init__(self, out: IO[str], err: IO[str], fmt: str = TEXT, progress_bar: bool = False,
                 quiet: bool = False, rootdir: Path | None = None) -> None:
        self.out, self.err, self.fmt, self.quiet = out, err, fmt, quiet
        self.rootdir = rootdir or Path.cwd()
        self.items: list[ItemReport] = []
        self.total: int | None = None
        self._crashed: dict[str, str] = {}  # pytest-xdist worker id -> how it died
        self.start = time.monotonic()
        self._progress = None
        self._task = None
        if progress_bar:
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

            self._progress = Progress(TextColumn("shlo check"), BarColumn(), MofNCompleteColumn(),
                                      TextColumn("{task.fields[failed]} failed"), TimeElapsedColumn(),
                                      console=Console(file=err), transient=True, auto_refresh=False)

    # ------------------------------------------------------------ pytest hooks
    def pytest_collection_finish(self, session: pytest.Session) -> None:
        """The number of items (without pytest-xdist)."""
        if session.items or self.total is None:
            self._set_total(len(session.items))

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node, ids: list[str]) -> None:
        """The number of items (with pytest-xdist: every worker collects them all)."""
        self._set_total(len(ids))

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        """A file that could not be collected is an error."""
        if report.failed:
            self._add(ItemReport(report.nodeid, self._file(report.nodeid.split("::")[0]), None, "error",
                                 _message(report), 0.0))

    @pytest.hookimpl(optionalhook=True)
    def pytest_testnodedown(self, node, error: object | None) -> None:
        """A pytest-xdist worker ended; one that died (``error``) is remembered with how, for the report of
        the item it was running (``pytest_runtest_logreport``)."""
        if error is not None:
            self._crashed[node.gateway.id] = _how_it_ended(node)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """One item's outcome: from its call, or from a setup that did not pass, or a failed teardown, or the
        report pytest-xdist makes (``when`` ``???``) for the item a worker was running when it died."""
        path, line, _ = report.location
        if report.when == "call" or (report.when == "setup" and not report.passed):
            outcome = report.outcome if report.when == "call" or report.skipped else "error"
        elif report.when == "teardown" and report.failed:
            outcome = "error"
        elif report.when == "???" and report.failed:  # xdist dsession.py handle_crashitem
            worker = getattr(getattr(report, "node", None), "gateway", None)
            why = self._crashed.get(getattr(worker, "id", None), "it stopped responding")
            self._add(ItemReport(report.nodeid, self._file(path), None, "failed",
                                 f"{self._file(path)}: error: the worker process running {report.nodeid} crashed: "
                                 f"{why}", 0.0))
            return
        else:
            return
        carried = getattr(report, "shlo_comparisons", None)  # set by the plugin's pytest_runtest_makereport
        comparisons = json.loads(carried) if carried else None
        self._add(ItemReport(report.nodeid, self._file(path), None if line is None else line + 1, outcome,
                             _message(report), round(report.duration, 4), comparisons))

    def _file(self, location: str) -> str:
        """A report's file (relative to the root folder) relative to the current folder, else absolute."""
        path = (self.rootdir / location).resolve()
        cwd = Path.cwd()
        return os.path.relpath(path, cwd) if cwd in path.parents else str(path)

    # ------------------------------------------------------------ progress
    def _set_total(self, total: int) -> None:
        self.total = total
        if self._progress is not None:
            if self._task is None:
                self._progress.start()
                self._task = self._progress.add_task("check", total=total, failed=0)
            else:
                self._progress.update(self._task, total=total)
            self._progress.refresh()

    def _add(self, item: ItemReport) -> None:
        self.items.append(item)
        if self.fmt == JSON:
            pass
        elif self._progress is not None:
            if item.outcome in ("failed", "error"):  # above the bar, the start of the report
                lines = item.message.splitlines()
                shown = lines[:_TERMINAL_LINES] + ([f"... ({len(lines) - _TERMINAL_LINES} more lines in the "
                                                    f"--junit/--format json report)"]
                                                   if len(lines) > _TERMINAL_LINES else [])
                self._progress.console.print(f"[red]{item.outcome.upper()}[/] {item.id}", markup=True,
                                             highlight=False)
                self._progress.console.print("  " + "\n  ".join(shown), markup=False, highlight=False)
        elif item.outcome in ("failed", "error"):
            print(f"{item.outcome.upper()} {item.id}\n  " + item.message.replace("\n", "\n  "), file=self.out)
        elif not self.quiet:
            reason = f" ({item.message})" if item.message else ""
            print(f"{item.outcome.upper()} {item.id}{reason}", file=self.out)
        if self._task is not None:
            failed = sum(i.outcome in ("failed", "error") for i in self.items)
            self._progress.update(self._task, completed=len(self.items), failed=failed)
            self._progress.refresh()

    # ------------------------------------------------------------ the end
    def counts(self) -> dict[str, int]:
        """passed, failed (errors included), skipped and errors."""
        counts = {"passed": 0, "failed": 0, "skipped": 0, "errors": 0}
        for item in self.items:
            counts["errors" if item.outcome == "error" else item.outcome] += 1
        return counts

    def closing_line(self) -> str:
        """``N passed, M failed, K skipped`` (errors count as failed)."""
        counts = self.counts()
        return f"{counts['passed']} passed, {counts['failed'] + counts['errors']} failed, {counts['skipped']} skipped"

    def finish(self, exit_code: int) -> None:
        """Stop the progress bar; print the summary, the JSON document or the annotations."""
        if self._progress is not None:
            self._progress.stop()
        elapsed = time.monotonic() - self.start
        if self.fmt == JSON:
            document = {"exit_code": exit_code, "summary": {**self.counts(), "seconds": round(elapsed, 3)},
                        "items": [asdict(item) for item in self.items]}
            print(json.dumps(document, indent=1), file=self.out)
            return
        failures = [item for item in self.items if item.outcome in ("failed", "error")]
        self._print_summary(failures, elapsed, exit_code)
        if self.fmt == GITHUB:
            for item in failures:
                print(github_annotation(item), file=self.out)
        print(self.closing_line(), file=self.out)

    def _print_summary(self, failures: list[ItemReport], elapsed: float, exit_code: int) -> None:
        from rich.console import Console
        from rich.table import Table

        # CI logs have no width: tables as wide as their content needs there (up to 160 columns), not 80
        width = None if getattr(self.out, "isatty", lambda: False)() else 160
        console = Console(file=self.out, highlight=False, soft_wrap=False, width=width)
        if failures:
            table = Table(title="failures", title_justify="left")
            for column in ("item", "where", "first line of the report"):
                table.add_column(column, overflow="fold")
            for item in failures:
                where = f"{item.file}:{item.line}" if item.line else item.file
                first = next((line for line in item.message.splitlines() if line.strip()), item.outcome)
                first = first.partition(": error: ")[2] or first  # the location is in the 'where' column
                table.add_row(item.id.split("::", 1)[-1], where, first)
            console.print(table)
        counts = self.counts()
        table = Table(title="shlo check", title_justify="left")
        for column in ("passed", "failed", "skipped", "errors", "seconds"):
            table.add_column(column, justify="right")
        table.add_row(*(str(counts[key]) for key in ("passed", "failed", "skipped", "errors")), f"{elapsed:.1f}")
        console.print(table)
        if exit_code == pytest.ExitCode.NO_TESTS_COLLECTED:
            console.print("nothing to check: no model with a sidecar (NAME.npz) and no self-checking program "
                          "(check.* test ops) was found, or -k/--shard selected none")
