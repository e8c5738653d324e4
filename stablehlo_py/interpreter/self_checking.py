"""Running self-checking programs (``shlo test``): which functions to run, and their outcome.

A self-checking program compares its own results with expected values through
``check.*`` test ops (``check.expect_eq``, ..., or ``custom_call @check.*``);
they are not the verifier checks (``verifier/checks/``), which test an op
against the spec's constraints.

A file is split at ``// -----``. In each chunk, ``@main`` runs when it takes no
arguments (testdata files: its ``custom_call @check.*`` test ops compare the
results); otherwise every function without arguments runs (interpret files:
``check.*`` test ops inside). A file with no RUN line that interprets it is
skipped with that reason.
"""
from __future__ import annotations

import re
import signal
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from ..errors import StableHLOError
from ..ir.nodes import Func, Module
from ..parser import parse_text, split_chunks
from .errors import NotImplementedOpError
from .evaluator import Interpreter

PASSED, FAILED, SKIPPED = "passed", "failed", "skipped"


@dataclass(frozen=True)
class CaseResult:
    """The outcome of one program (one function of one chunk of one file)."""

    path: str
    line: int
    name: str
    status: str
    message: str = ""
    missing_op: str | None = None  # for "not implemented" failures

    @property
    def label(self) -> str:
        """``path:line::function``, how ``shlo test`` names the case."""
        return f"{self.path}:{self.line}::{self.name}"


class ProgramTimeout(StableHLOError):
    """Raised in a program that runs longer than ``shlo test --timeout``."""


# `// RUN:` and `// RUN-DISABLED(reason):` lines. Files whose interpretation upstream disabled
# ("no interpreter support", "inaccurate") still run here: their expected values are XLA's.
_RUN = re.compile(r"^//\s*RUN(?:-DISABLED(?:\([^)]*\))?)?:?(.*)$", re.M)


def skip_reason(text: str) -> str | None:
    """Why the file is not run at all, or None: only when no RUN line (enabled or not) interprets it."""
    if not any("--interpret" in run for run in _RUN.findall(text)):
        return "no RUN line interprets this file"
    return None


def _alarm(signum, frame) -> None:
    """SIGALRM handler: stop the running program."""
    raise ProgramTimeout("timed out")


def run_file(path: str, pattern: str | None = None, timeout: float | None = None) -> list[CaseResult]:
    """Run every program of the file at ``path``; the outcome of each."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return [CaseResult(path, 0, "<file>", FAILED, f"cannot read: {exc}")]
    reason = skip_reason(text)
    if reason:
        return [] if pattern and pattern not in path else [CaseResult(path, 1, "<file>", SKIPPED, reason)]
    results: list[CaseResult] = []
    for index, (chunk, offset) in enumerate(split_chunks(text)):
        chunk_line = offset + 1
        try:
            module = parse_text(chunk, path, offset)
        except StableHLOError as exc:
            if not pattern or pattern in path:
                results.append(CaseResult(path, chunk_line, f"<chunk {index}>", FAILED, str(exc)))
            continue
        if "expected-error" in chunk:
            results.append(CaseResult(path, chunk_line, f"<chunk {index}>", SKIPPED,
                                      "chunk expects a diagnostic (expected-error)"))
            continue
        funcs = [f for f in module.body if isinstance(f, Func) and f.body is not None]
        mains = [f for f in funcs if f.name == "main" and not f.type.inputs]
        runnable = mains or [f for f in funcs if not f.type.inputs]
        if not runnable:
            if not pattern or pattern in path:
                results.append(CaseResult(path, chunk_line, f"<chunk {index}>", SKIPPED,
                                          "no function without arguments to run"))
            continue
        for func in runnable:
            label = f"{path}::{func.name}"
            if pattern and pattern not in label:
                continue
            results.append(_run_case(module, func, path, timeout))
    return results


def _run_case(module: Module, func: Func, path: str, timeout: float | None) -> CaseResult:
    """Run ``func`` (no arguments) of ``module`` under ``timeout`` seconds; its outcome."""
    if timeout:
        previous = signal.signal(signal.SIGALRM, _alarm)
        signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        Interpreter(module).call(func.name, [])
        return CaseResult(path, func.line, func.name, PASSED)
    except NotImplementedOpError as exc:
        missing = exc.message.removeprefix("not implemented: ")
        return CaseResult(path, func.line, func.name, FAILED, str(exc), missing_op=missing)
    except ProgramTimeout:
        return CaseResult(path, func.line, func.name, FAILED, f"timed out after {timeout} s")
    except StableHLOError as exc:
        return CaseResult(path, func.line, func.name, FAILED, str(exc))
    except RecursionError:
        return CaseResult(path, func.line, func.name, FAILED, "recursion too deep")
    finally:
        if timeout:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)


def _run_file_task(args: tuple) -> list[CaseResult]:
    """``run_file`` on one tuple of arguments (what a worker process runs)."""
    return run_file(*args)


def run_files(paths: list[str], pattern: str | None = None, timeout: float | None = None,
              jobs: int = 1) -> Iterator[CaseResult]:
    """Yield the results of every file, in order, using ``jobs`` worker processes."""
    tasks = [(str(p), pattern, timeout) for p in paths]
    if jobs <= 1:
        for task in tasks:
            yield from _run_file_task(task)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for results in pool.map(_run_file_task, tasks, chunksize=8):
            yield from results
