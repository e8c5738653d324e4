"""What one parse learns as it goes (aliases, resources), kept apart from the parser that all parses share.

The LALR tables, the compiled lexers and the builder's callbacks are built once
per process and never change; everything a parse adds to is a ``ParseState``,
made new for each parse and reached by the callbacks through a context
variable. Each thread (and each asyncio task) sees only its own parse, so
programs can be loaded from several threads at once.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import field
from typing import Iterator

from ..ir.records import record
from ..ir.attributes import Attribute
from ..ir.nodes import Location
from ..ir.types import Type
from .hex_blobs import HexBlobs


@record(slots=True)
class ParseState:
    """The definitions one program has made so far: ``#name =``, ``!name =`` and ``#loc =`` aliases
    (without their sigils) and the blobs of its ``dialect_resources``."""

    attr_aliases: dict[str, Attribute] = field(default_factory=dict)
    type_aliases: dict[str, Type] = field(default_factory=dict)
    loc_aliases: dict[str, Location] = field(default_factory=dict)
    resources: dict[str, bytes] = field(default_factory=dict)
    # The long hex blobs taken out of the text before parsing (``hex_blobs``), which ``"0x#N"`` stands for.
    hex_blobs: HexBlobs = field(default_factory=HexBlobs)
    # A result group was written ``%r:1 =``: its value may also be used as ``%r#0`` (program() renames those).
    single_groups_spelled: bool = False


_CURRENT: ContextVar[ParseState] = ContextVar("stablehlo_py_parse_state")


@contextmanager
def new_parse_state(hex_blobs: HexBlobs | None = None) -> Iterator[ParseState]:
    """A fresh ParseState for the parse run inside the ``with`` block (the previous one is restored after)."""
    token = _CURRENT.set(ParseState() if hex_blobs is None else ParseState(hex_blobs=hex_blobs))
    try:
        yield _CURRENT.get()
    finally:
        _CURRENT.reset(token)


def parse_state() -> ParseState:
    """The state of the parse under way in this thread (LookupError outside ``new_parse_state``)."""
    return _CURRENT.get()
