"""What every opcode's conversion (opcodes.py, ops_*.py, shardy.py) writes StableHLO with: a value as the leaves
of its tuples (``Leaf``), the lines of a function or region being written (``Body``), and the instruction being
converted (``Site``). The module's driver is convert.py, which these never import: they reach it through
``Body.converter`` (fresh names, nested computations, locations)."""
from __future__ import annotations

import json
import re
from typing import Callable, Protocol, Union

from ..errors import ParseError
from ..ir.records import record
from ..parser.tokens import Token
from .syntax import Computation, Group, HloModuleText, Instruction
from .values import ArrayShape, error, source_text, string


@record(frozen=True)
class Leaf:
    """One StableHLO value: its SSA name and its array (or token) shape."""

    name: str
    shape: ArrayShape


Value = Union[Leaf, tuple]  # a tuple value is a tuple of values


def flat(value: Value) -> list[Leaf]:
    """The leaves of a value, in order."""
    if not isinstance(value, tuple):
        return [value]
    return [leaf for element in value for leaf in flat(element)]


def rebuild(shape, values: list[Leaf]) -> Value:
    """``values`` (the leaves of ``shape``, in order) as a value of ``shape``."""
    it = iter(values)

    def build(s):
        return next(it) if isinstance(s, ArrayShape) else tuple(build(e) for e in s)
    return build(shape)


def mlir_string(text: str) -> str:
    """A string attribute's text."""
    return json.dumps(text, ensure_ascii=True)


def symbol(name: str) -> str:
    """``@name`` as MLIR accepts it."""
    return "@" + (name if re.fullmatch(r"[A-Za-z_][\w$.]*", name) else mlir_string(name))


class Lines(list):
    """Generated StableHLO lines, each with the (line, column) of the HLO it comes from (or None)."""


class Converter(Protocol):
    """What the conversions ask of the module's driver (``convert.ModuleConverter``), through
    ``Body.converter``: the module, fresh names, nested computations, locations, Shardy's tables."""

    hlo: HloModuleText
    text: str  # the HLO file's text
    sdy_meshes: dict[str, str]  # Shardy's meshes by name (shardy.py)
    sdy_new_meshes: list[str]  # those declared by the dump's shardings rather than the module
    sdy_shardings: dict[str, str]  # value -> its Shardy sharding

    def fresh(self) -> str: ...  # a new SSA name

    def computation(self, value) -> Computation: ...  # the computation an attribute names

    def location(self, instr: Instruction) -> str: ...

    def parameters(self, comp: Computation) -> list: ...  # the shapes of its parameters

    def run(self, body: "Body", comp: Computation, arguments: list) -> "Value": ...

    def block_arguments(self, shapes: list) -> tuple[list, str]: ...

    def region(self, comp: Computation, indent: int) -> "Lines": ...

    def function_name(self, comp: Computation) -> str: ...


class Body:
    """The ops of one function or region being written."""

    def __init__(self, converter: Converter, indent: int):
        self.converter, self.indent = converter, indent
        self.lines = Lines()

    def emit(self, site: "Site | None", op: str, operands: list[Leaf], results: list[ArrayShape],
             attributes: dict[str, str] | None = None, regions: list[Lines] = ()) -> list[Leaf]:
        """Write ``op`` and return its results as leaves."""
        converter = self.converter
        pad = " " * self.indent
        if len(results) == 1:
            name = converter.fresh()
            out = [Leaf(name, results[0])]
            lhs = f"{name} = "
        elif results:
            name = converter.fresh()
            out = [Leaf(f"{name}#{i}", r) for i, r in enumerate(results)]
            lhs = f"{name}:{len(results)} = "
        else:
            out, lhs = [], ""
        text = f'{pad}{lhs}"{op}"({", ".join(v.name for v in operands)})'
        position = (site.instr.line, site.instr.column) if site is not None else None
        tail = ""
        if attributes:
            tail += " {" + ", ".join(f"{k} = {v}" if v is not None else k for k, v in attributes.items()) + "}"
        signature = f"({', '.join(v.shape.mlir for v in operands)}) -> "
        signature += results[0].mlir if len(results) == 1 else f"({', '.join(r.mlir for r in results)})"
        tail += f" : {signature}"
        if site is not None:
            tail += f" {site.location()}"
        if regions:
            self.lines.append((text + " ({", position))
            for i, region in enumerate(regions):
                if i:
                    self.lines.append((pad + "}, {", None))
                self.lines.extend(region)
            self.lines.append((pad + "})" + tail, None))
        else:
            self.lines.append((text + tail, position))
        return out


class Site:
    """One instruction being converted: its operands' values, its declared shape, its attributes."""

    def __init__(self, body: Body, instr: Instruction, operands: list[Value], shape):
        self.body, self.instr, self.operands, self.shape = body, instr, operands, shape
        self.converter = body.converter

    @property
    def opcode(self) -> str:
        return str(self.instr.opcode)

    def fail(self, message: str, where=None) -> ParseError:
        return error(f"{self.opcode}: {message}", where if where is not None else self.instr.opcode)

    def has(self, name: str) -> bool:
        return name in self.instr.attributes

    def attr(self, name: str, reader: Callable | None = None, default=...):
        """The attribute ``name`` read by ``reader`` (as written without one); ``default`` when absent
        (an error naming it when there is no default)."""
        if name not in self.instr.attributes:
            if default is ...:
                raise self.fail(f"the attribute '{name}' is missing")
            return default
        value = self.instr.attributes[name]
        return reader(value) if reader is not None else value

    def text_of(self, name: str) -> str:
        """An attribute's value as written in the file."""
        value = self.instr.attributes[name]
        if isinstance(value, Group):
            return source_text(self.converter.text, value)
        return string(value) if isinstance(value, Token) else str(value)

    def leaf(self, index: int) -> Leaf:
        """Operand ``index``, which must be an array."""
        if index >= len(self.operands):
            raise self.fail(f"expected at least {index + 1} operand(s), found {len(self.operands)}",
                            self.instr.operands)
        value = self.operands[index]
        if not isinstance(value, Leaf):
            what = "a tuple" if isinstance(value, tuple) else "a value of a manual computation's body"
            raise self.fail(f"operand {index} is {what}; an array was expected", self.instr.operands)
        return value

    def leaves_of(self, values) -> list[Leaf]:
        out = [leaf for v in values for leaf in flat(v)]
        if not all(isinstance(leaf, Leaf) for leaf in out):
            raise self.fail("an operand is a value of a manual computation's body (shard_map) outside of it",
                            self.instr.operands)
        return out

    def result(self) -> ArrayShape:
        """The declared shape, which must be an array."""
        if not isinstance(self.shape, ArrayShape):
            raise self.fail("expected an array shape, found a tuple", self.instr.opcode)
        return self.shape

    def emit(self, op, operands, results, attributes=None, regions=()) -> list[Leaf]:
        return self.body.emit(self, op, operands, results, attributes, regions)

    def emit1(self, op, operands, result, attributes=None, regions=()) -> Leaf:
        return self.body.emit(self, op, operands, [result], attributes, regions)[0]

    def computation(self, attribute: str) -> Computation:
        """The computation an attribute (``to_apply=``, ``body=``, ...) names."""
        value = self.attr(attribute)
        return self.converter.computation(value)

    def region(self, computation: Computation) -> Lines:
        """``computation`` as a region whose arguments are its parameters' leaves."""
        return self.converter.region(computation, self.body.indent + 2)

    def location(self) -> str:
        return self.converter.location(self.instr)
