"""The program tree: Module > Func > Region > Block > Op (spec "Programs").

Whichever syntax an op was written in (generic or pretty), it becomes one
uniform ``Op``. Source positions (``line``, ``column``) are kept on every node
but excluded from equality, so a re-parsed program compares equal to the
original.
"""
from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Iterator, Union

from .records import record
from .attributes import Attribute, DictAttr
from .dtypes import aligned_constant, array_from_bytes
from .types import FunctionType, Type

if TYPE_CHECKING:
    import numpy as np


@record(frozen=True, slots=True)
class Location:
    """An MLIR location as written: the text inside ``loc(...)``."""

    text: str

    def __str__(self) -> str:
        return f"loc({self.text})"


@record(eq=True, slots=True)
class BlockArgument:
    """``%name: type [loc(...)]`` of a block or function."""

    name: str
    type: Type
    location: Location | None = None
    line: int = field(default=0, compare=False)
    column: int = field(default=0, compare=False)


@record(eq=True, slots=True)
class Op:
    """One operation: ``results = name(operands) {attributes} (regions) : types``.

    ``results`` are the flat SSA names (``%0#1`` for the second result of
    ``%0:2``); ``result_groups`` keeps how they were declared for printing.
    """

    name: str
    operands: tuple[str, ...] = ()
    operand_types: tuple[Type, ...] = ()
    result_types: tuple[Type, ...] = ()
    attributes: dict[str, Attribute] = field(default_factory=dict)
    regions: tuple["Region", ...] = ()
    result_groups: tuple[tuple[str, int], ...] = ()
    successors: tuple[str, ...] = ()
    location: Location | None = None
    line: int = field(default=0, compare=False)
    column: int = field(default=0, compare=False)
    # (line, column) of each attribute written on a line of its own, for diagnostics.
    attribute_positions: dict[str, tuple[int, int]] = field(default_factory=dict, compare=False, repr=False)

    @property
    def results(self) -> tuple[str, ...]:
        return flatten_result_groups(self.result_groups)

    @property
    def dialect(self) -> str:
        return self.name.split(".", 1)[0]

    @property
    def mnemonic(self) -> str:
        return self.name.split(".", 1)[-1]

    def walk(self) -> Iterator["Op"]:
        """This op and every op nested in its regions, in program order."""
        yield self
        for region in self.regions:
            yield from region.walk()


def signature(op: Op) -> tuple:
    """What ``op`` is apart from its SSA names, location and regions: its name, operand count, and the
    identities of its types and attribute values, which the parser and bytecode reader share between ops
    written alike (the 10,500 ops of an elementwise chain have a handful of signatures). Equal signatures
    mean the same types and attributes; the key is valid while the op (which holds those objects) lives."""
    types = op.operand_types
    key = [op.name, len(op.operands), len(types)]  # (a list and appends: the quickest way to the tuple)
    for t in types:
        key.append(id(t))
    for t in op.result_types:
        key.append(id(t))
    for name, value in op.attributes.items():
        key.append(name)
        key.append(id(value))
    return tuple(key)


def flatten_result_groups(groups: tuple[tuple[str, int], ...]) -> tuple[str, ...]:
    """``(("%0", 1), ("%1", 2))`` -> ``("%0", "%1#0", "%1#1")``."""
    if len(groups) == 1 and groups[0][1] == 1:  # one result, the usual op (read for every op by the verifier)
        return (groups[0][0],)
    names: list[str] = []
    for name, count in groups:
        names.extend([name] if count == 1 else [f"{name}#{i}" for i in range(count)])
    return tuple(names)


@record(eq=True, slots=True)
class Block:
    """``^label(args):`` followed by ops; the label is None for an implicit entry block."""

    label: str | None = field(compare=False)  # ^bb0 is cosmetic; the entry block is the first
    arguments: tuple[BlockArgument, ...]
    ops: tuple[Op, ...]
    line: int = field(default=0, compare=False)
    column: int = field(default=0, compare=False)

    def walk(self) -> Iterator[Op]:
        for op in self.ops:
            yield from op.walk()


@record(eq=True, slots=True)
class Region:
    """A list of blocks; StableHLO regions have exactly one."""

    blocks: tuple[Block, ...]
    line: int = field(default=0, compare=False)
    column: int = field(default=0, compare=False)

    @property
    def entry(self) -> Block:
        return self.blocks[0]

    def with_entry_arguments(self, arguments: tuple[BlockArgument, ...], label: str | None) -> "Region":
        """This region with ``arguments`` and ``label`` on its entry block (one made for an empty region).

        Pretty forms declare the entry arguments outside the braces (``func.func @f(%a: T)``,
        ``while(%x = %init)``, ``reducer(%a: T, %b: T)``); this puts them where the generic form has them.
        """
        if not self.blocks:
            return Region((Block(label, arguments, ()),), self.line, self.column)
        entry = self.blocks[0]
        return Region((Block(label, arguments, entry.ops, entry.line, entry.column),) + self.blocks[1:],
                      self.line, self.column)

    def walk(self) -> Iterator[Op]:
        for block in self.blocks:
            yield from block.walk()


@record(eq=True, slots=True)
class Func:
    """``func.func [visibility] @name(args) -> results attributes {...} { body }``."""

    name: str
    type: FunctionType
    body: Region | None
    visibility: str | None = None
    arg_attrs: tuple[DictAttr | None, ...] = ()
    result_attrs: tuple[DictAttr | None, ...] = ()
    attributes: dict[str, Attribute] = field(default_factory=dict)
    location: Location | None = None
    line: int = field(default=0, compare=False)
    column: int = field(default=0, compare=False)

    @property
    def arguments(self) -> tuple[BlockArgument, ...]:
        return self.body.entry.arguments if self.body is not None else ()

    def walk(self) -> Iterator[Op]:
        if self.body is not None:
            yield from self.body.walk()


TopLevel = Union[Func, Op]


@record(eq=True, slots=True)
class Module:
    """``module [@name] [attributes {...}] { funcs and other top-level ops }``.

    ``aliases`` holds ``#name = attr``/``!name = type`` definitions (printed at
    the top), ``loc_aliases`` the ``#loc = loc(...)`` ones, ``resources`` the
    ``{-# dialect_resources: { builtin: {...} } #-}`` blobs by key.

    This is the plain program tree the stages work on; ``stablehlo_py.Module``
    (``stablehlo_py/module.py``) adds ``verify``, ``run`` and ``to_text``.
    """

    body: tuple[TopLevel, ...]
    name: str | None = None
    attributes: dict[str, Attribute] = field(default_factory=dict)
    aliases: dict[str, Attribute | Type] = field(default_factory=dict)
    loc_aliases: dict[str, Location] = field(default_factory=dict, compare=False)
    resources: dict[str, bytes] = field(default_factory=dict)
    location: Location | None = None
    source_name: str = field(default="<string>", compare=False)
    line: int = field(default=0, compare=False)
    column: int = field(default=0, compare=False)
    # (key, type) -> (the blob, its array): each dense_resource's array made once (resource_array)
    resource_arrays: dict = field(default_factory=dict, compare=False, repr=False)

    @property
    def funcs(self) -> dict[str, Func]:
        return {f.name: f for f in self.body if isinstance(f, Func)}

    def entry_name(self) -> str:
        """The function a run calls when none is named: ``main``, else the module's only public function with a
        body (TensorFlow's MLIR bridge keeps its own names: ``@serve``, ``@__inference_pruned_2895``), else
        ``main`` (whose absence the run reports, listing the functions there are)."""
        funcs = self.funcs
        if "main" in funcs:
            return "main"
        public = [f.name for f in funcs.values() if f.visibility in (None, "public") and f.body is not None]
        return public[0] if len(public) == 1 else "main"

    def walk(self) -> Iterator[Op]:
        for item in self.body:
            yield from item.walk()

    def resource_array(self, key: str, type_: Type) -> "np.ndarray":
        """The data of a ``dense_resource<key>`` blob as an array of ``type_``: read-only and aligned, made once
        (a view of the blob where it is aligned, such as a blob of a memory-mapped file that its writer
        aligned, otherwise one aligned copy)."""
        blob = self.resources[key]
        cached = self.resource_arrays.get((key, type_))
        if cached is None or cached[0] is not blob:
            cached = self.resource_arrays[key, type_] = (blob, aligned_constant(array_from_bytes(blob, type_)))
        return cached[1]
