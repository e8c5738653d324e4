"""The pytest plugin (entry point ``pytest11``: ``shlo``): StableHLO programs as pytest items.

Inactive unless asked for: ``pytest --shlo PATH`` (repeatable), or the ini option
``shlo_paths`` (paths relative to the ini file; used when pytest is run without
explicit paths). Each model with a sidecar and each self-checking function below the
paths (``harness.collect``) is then an item with its file and line, run by
``harness.runner.run_item``; so ``-n auto`` (pytest-xdist), ``--junitxml``, ``-k`` and
``--timeout`` (pytest-timeout) apply as to any test. ``--shlo-shard K/N`` keeps the
items whose id hashes to share K of N (every item in exactly one share, the same
split on every machine), so a CI matrix of N jobs splits a corpus.
``--shlo-rtol``/``--shlo-atol`` override every model's tolerances.

``shlo check`` runs pytest with this plugin. This module imports the rest of the
package only once a run asks for it, so pytest sessions that do not use it pay nothing.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from ..errors import debug_enabled

_PATHS = pytest.StashKey[list]()
_SHARD = pytest.StashKey[tuple]()


def pytest_addoption(parser: pytest.Parser) -> None:
    """The plugin's options and ini setting."""
    group = parser.getgroup("shlo", "StableHLO programs as tests (stablehlo_py)")
    group.addoption("--shlo", action="append", default=[], metavar="PATH", dest="shlo_paths",
                    help="Check the models with sidecars (NAME.mlir + NAME.npz) and self-checking programs "
                         "(check.* test ops) below PATH (repeatable).")
    group.addoption("--shlo-shard", metavar="K/N", dest="shlo_shard", default=None,
                    help="Run only share K of N of the StableHLO items (split by a hash of each item's id).")
    group.addoption("--shlo-rtol", type=float, default=None, dest="shlo_rtol",
                    help="Relative tolerance for every model's results (overrides NAME.toml and the defaults).")
    group.addoption("--shlo-atol", type=float, default=None, dest="shlo_atol",
                    help="Absolute tolerance for every model's results (overrides NAME.toml and the defaults).")
    parser.addini("shlo_paths", type="paths", default=[],
                  help="Paths checked as with --shlo when pytest is run without explicit paths.")


def parse_shard(text: str) -> tuple[int, int]:
    """``"K/N"`` as (K, N) with 1 <= K <= N; ``ValueError`` otherwise."""
    try:
        k, n = (int(part) for part in text.split("/"))
    except ValueError:
        raise ValueError(f"shard {text!r}: expected K/N, such as 1/4") from None
    if not 1 <= k <= n:
        raise ValueError(f"shard {text!r}: K must be between 1 and N")
    return k, n


def in_shard(item_id: str, k: int, n: int) -> bool:
    """Whether the item with this id belongs to share ``k`` of ``n``."""
    return int.from_bytes(hashlib.sha256(item_id.encode()).digest()[:8], "big") % n == k - 1


def pytest_configure(config: pytest.Config) -> None:
    """Activate the plugin when asked for: make pytest collect the paths."""
    given = [Path(p) for p in config.option.shlo_paths]
    explicit = config.args_source == pytest.Config.ArgsSource.ARGS
    paths = given or ([] if explicit else list(config.getini("shlo_paths")))
    if config.option.shlo_shard:
        try:
            config.stash[_SHARD] = parse_shard(config.option.shlo_shard)
        except ValueError as exc:
            raise pytest.UsageError(f"--shlo-shard: {exc}") from None
    from .compare import check_tolerance

    for name in ("shlo_rtol", "shlo_atol"):
        try:
            check_tolerance(getattr(config.option, name), "--" + name.replace("_", "-"))
        except ValueError as exc:
            raise pytest.UsageError(str(exc)) from None
    if not paths:
        return
    root = config.invocation_params.dir
    resolved = [(root / p).resolve() for p in paths]
    missing = [str(p) for p, r in zip(paths, resolved) if not r.exists()]
    if missing:
        raise pytest.UsageError(f"--shlo: no such file or folder: {', '.join(missing)}")
    config.stash[_PATHS] = resolved
    if given and not explicit:
        config.args = [str(p) for p in given]  # `pytest --shlo PATH` checks PATH, not the testpaths
    else:
        present = {(root / a.split("::")[0]).resolve() for a in config.args}
        config.args = [*config.args, *(str(p) for p, r in zip(paths, resolved) if r not in present)]


def _active_path(config: pytest.Config, file_path: Path) -> bool:
    """Whether ``file_path`` is a program file (.mlir) that is one of the paths to check or below one."""
    from .collect import PROGRAM_SUFFIXES

    paths = config.stash.get(_PATHS, None)
    if not paths:
        return False
    file_path = file_path.resolve()
    return file_path.suffix in PROGRAM_SUFFIXES and (file_path in paths or any(p in file_path.parents for p in paths))


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    """A program file below the paths becomes a ``ProgramFile``."""
    if _active_path(parent.config, file_path):
        return ProgramFile.from_parent(parent, path=file_path)
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """``--shlo-shard K/N``: deselect the StableHLO items of the other shares."""
    shard = config.stash.get(_SHARD, None)
    if shard is None:
        return
    keep, drop = [], []
    for item in items:
        (drop if isinstance(item, ProgramItem) and not in_shard(item.nodeid, *shard) else keep).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


COMPARISONS = "shlo_comparisons"  # the attribute of a call's report holding a model's comparisons (JSON)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    """A model's per-result comparisons reach the reports (and ``shlo check``'s JSON) as a JSON string in
    the attribute ``shlo_comparisons`` of the call's report: pytest-xdist sends a report's plain
    attributes from the workers, and the JUnit file (whose testcases hold no properties) leaves it out."""
    outcome = yield
    comparisons = getattr(item, "comparisons", None)
    if call.when == "call" and isinstance(item, ProgramItem) and comparisons:
        setattr(outcome.get_result(), COMPARISONS, json.dumps(comparisons))


class CheckFailed(Exception):
    """An item's program failed its check; the message is the report."""


class ProgramFile(pytest.File):
    """A program file: its items are those of ``harness.collect.collect_file``."""

    def collect(self):
        """One ``ProgramItem`` per collected item."""
        from .collect import collect_file

        # Messages name the file as the run was asked: relative to the folder pytest started in, if below it.
        start = self.config.invocation_params.dir
        path = self.path.relative_to(start) if start in self.path.parents else self.path
        for spec in collect_file(path):
            yield ProgramItem.from_parent(self, name=spec.name, spec=spec)


class ProgramItem(pytest.Item):
    """One model with its sidecar, or one self-checking function."""

    def __init__(self, *, spec, **kwargs) -> None:
        super().__init__(**kwargs)
        self.spec = spec
        self.comparisons: list | None = None  # a model's per-result comparisons, once it ran

    def runtest(self) -> None:
        """Run the item (``harness.runner.run_item``): skip or fail as its outcome says."""
        from ..interpreter.self_checking import FAILED, SKIPPED
        from .runner import Tolerances, run_item

        options = self.config.option
        result = run_item(self.spec, Tolerances(options.shlo_rtol, options.shlo_atol))
        self.comparisons = list(result.details) if result.details else None  # see pytest_runtest_makereport
        if result.status == SKIPPED:
            pytest.skip(result.message)
        if result.status == FAILED:
            raise CheckFailed(result.message)

    def repr_failure(self, excinfo, style=None):
        """The check's own report for a failed check; one line for a pytest failure such as a timeout
        (pytest-timeout) and for a bug of shlo (its traceback under ``STABLEHLO_PY_DEBUG=1``)."""
        if isinstance(excinfo.value, CheckFailed):
            return str(excinfo.value)
        if isinstance(excinfo.value, pytest.fail.Exception):
            return f"{self.spec.path}:{self.spec.line}: error: {excinfo.value.msg}"
        if not debug_enabled():  # a bug of shlo: one line, as everywhere (STABLEHLO_PY_DEBUG=1: the traceback)
            error = excinfo.value
            return (f"{self.spec.path}:{self.spec.line}: error: internal error (please report): "
                    f"{type(error).__name__}: {error}")
        return super().repr_failure(excinfo, style=style)

    def reportinfo(self):
        """File, 0-based line and a description, as pytest reports locations."""
        return self.path, self.spec.line - 1, f"{self.spec.kind} {self.name}"
