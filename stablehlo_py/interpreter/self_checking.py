"""Self-checking programs: which files and functions are tests, and the outcome of running one function.

A self-checking program compares its own results with expected values through
``check.*`` test ops (``check.expect_eq``, ..., or ``custom_call @check.*``);
they are not the verifier checks (``verifier/checks/``), which test an op
against the spec's constraints.

A file is a test when it holds a ``check.*`` test op or an upstream RUN line that
interprets it. It is split at ``// -----``; in each chunk, ``@main`` runs when it
takes no arguments (testdata files: its ``custom_call @check.*`` test ops compare
the results); otherwise every function without arguments runs (interpret files:
``check.*`` test ops inside). A program read from MLIR bytecode (a portable artifact of
a testdata file) has no comments and one module: it is a test when it holds a
``check.*`` test op (``has_check_ops``), and its functions run as a chunk's do.

Finding the files and functions, running them in parallel and under a time limit
is the harness's job (``stablehlo_py.harness``: ``shlo check`` and the pytest
plugin); this module runs one function.
"""
from __future__ import annotations

import re

from ..ir.records import record
from ..errors import StableHLOError
from ..ir.attributes import StringAttr
from ..ir.nodes import Func, Module
from .errors import NotImplementedOpError
from .evaluator import Interpreter

PASSED, FAILED, SKIPPED = "passed", "failed", "skipped"


@record(frozen=True)
class CaseResult:
    """The outcome of one test item (a function of a chunk of a file, or a model with its sidecar)."""

    path: str
    line: int
    name: str
    status: str
    message: str = ""
    missing_op: str | None = None  # for "not implemented" failures
    details: tuple = ()  # models: each result's comparison as JSON-safe data

    @property
    def label(self) -> str:
        """``path:line::name``, how the reports name the case."""
        return f"{self.path}:{self.line}::{self.name}"


# `// RUN:` and `// RUN-DISABLED(reason):` lines. Files whose interpretation upstream disabled
# ("no interpreter support", "inaccurate") still run here: their expected values are XLA's.
_RUN = re.compile(r"^//\s*RUN(?:-DISABLED(?:\([^)]*\))?)?:?(.*)$", re.M)
# A check.* test op: in the pretty or generic form at the start of a line ("check.expect_eq" %0, ...), or a
# custom call (stablehlo.custom_call @check.eq, or call_target_name = "check.expect_close" in the generic form).
# (Not any "check." in the text: a location such as loc("check.py":3:0) names no test op.)
_CHECK_OP = re.compile(r'^[ \t]*"?check\.expect_\w+|custom_call\s*@check\.\w+|call_target_name\s*=\s*"check\.\w+',
                       re.M)


def is_self_checking(text: str) -> bool:
    """Whether a file is a test: it holds a ``check.*`` test op or a RUN line (enabled or not) interprets it."""
    return _CHECK_OP.search(text) is not None or any("--interpret" in run for run in _RUN.findall(text))


def has_check_ops(module: Module) -> bool:
    """Whether a program holds a ``check.*`` test op: an op of the ``check`` dialect or a ``custom_call``
    whose target is ``check.*`` (what ``is_self_checking`` finds in the text, found in the program)."""
    for op in module.walk():
        if op.name.startswith("check."):
            return True
        target = op.attributes.get("call_target_name") if op.name == "stablehlo.custom_call" else None
        if isinstance(target, StringAttr) and target.value.startswith("check."):
            return True
    return False


def runnable_functions(module: Module) -> list[Func]:
    """The functions of one chunk that run: ``@main`` when it takes no arguments, else every one without."""
    funcs = [f for f in module.body if isinstance(f, Func) and f.body is not None]
    mains = [f for f in funcs if f.name == "main" and not f.type.inputs]
    return mains or [f for f in funcs if not f.type.inputs]


def run_case(module: Module, func: Func, path: str, name: str | None = None) -> CaseResult:
    """Run ``func`` (no arguments) of ``module``; its outcome (a failing ``check.*`` op fails it)."""
    name = name or func.name
    try:
        Interpreter(module).call(func.name, [])
        return CaseResult(path, func.line, name, PASSED)
    except NotImplementedOpError as exc:
        missing = exc.message.removeprefix("not implemented: ")
        return CaseResult(path, func.line, name, FAILED, str(exc), missing_op=missing)
    except StableHLOError as exc:
        return CaseResult(path, func.line, name, FAILED, str(exc))
    except RecursionError:
        return CaseResult(path, func.line, name, FAILED, "recursion too deep")
