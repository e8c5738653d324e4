"""The grammars shipped as package data (``grammar/*.lark``) and the parsers built from them: each built once
per process, by the first thread that needs it, from the on-disk table cache (``cache.load_parser``), with its
builder's callbacks inline (``driver.Driver``). The StableHLO parser and XLA's HLO text parser (``hlo/``) share
this."""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Callable

from .cache import load_parser
from .driver import Driver


def grammar_file(name: str) -> str:
    """The text of ``grammar/<name>``: read from the source tree or the installed package (without importing
    ``importlib.resources``), else from a zipped install."""
    here = Path(__file__).resolve()
    for path in (here.parents[1] / "grammar" / name, here.parents[2] / "grammar" / name):
        if path.is_file():
            return path.read_text()
    from importlib import resources

    return resources.files("stablehlo_py.grammar").joinpath(name).read_text()


def driver_once(grammar: Callable[[], str], builder: Callable[[], object], start: str) -> Callable[[], Driver]:
    """A function returning the LALR parser of ``grammar`` from rule ``start`` with ``builder()``'s callbacks,
    built on its first call (the builders are stateless: one serves every thread)."""
    lock = threading.Lock()
    built: list[Driver] = []

    def driver() -> Driver:
        if not built:
            with lock:
                if not built:
                    built.append(load_parser(grammar(), lambda tables: Driver(tables, builder()), parser="lalr",
                                             lexer="contextual", start=start, maybe_placeholders=True,
                                             propagate_positions=False))
        return built[0]

    return driver
