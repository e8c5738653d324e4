"""A structured view of Shardy's (``sdy``) attributes, read from the text they are kept as.

The parser, the bytecode reader and the printer keep every ``#sdy...`` attribute as ``OpaqueAttr``
holding the text MLIR prints for it (openxla/shardy shardy/dialect/sdy/ir/attrs.td assembly formats,
printers.cc), so that all three agree. The verifier and the interpreter read the parts they need
through ``parse_mesh``, ``parse_sharding``, ``parse_sharding_per_value`` and ``parse_axis_names``:

- ``#sdy.mesh<["x"=2, "y"=4], device_ids=[...]>`` -> ``Mesh``
- ``#sdy.sharding<@mesh, [{"x"}, {?}p1, {"y":(1)2}], replicated={"z"}, unreduced={...}>`` -> ``TensorSharding``
  (the mesh is a symbol name, or an inline ``mesh<...>`` as a ``Mesh``)
- ``#sdy.sharding_per_value<[<@mesh, [...]>, ...]>`` -> a tuple of ``TensorSharding``
- ``#sdy<manual_axes{"x", "y"}>`` -> the axis names
"""
from __future__ import annotations

import re
from math import prod

import numpy as np

from .records import record
from . import attributes as at


class SdyAttrError(ValueError):
    """Text that is not the Shardy attribute it should be."""


def dialect_symbol(symbol: str) -> str:
    """``#sdy.`` + symbol when MLIR can print it in the pretty form, else ``#sdy<symbol>`` (AsmPrinter.cpp
    isDialectSymbolSimpleEnoughForPrettyForm: an identifier, optionally followed by one ``<...>``)."""
    rest = symbol.lstrip("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._")
    if symbol[:1].isalpha() and (not rest or (rest[0] == "<" and rest[-1] == ">")):
        return "#sdy." + symbol
    return f"#sdy<{symbol}>"


def strip_mnemonic(text: str, mnemonic: str) -> str | None:
    """The body of ``#sdy.<mnemonic>...`` or ``#sdy<<mnemonic>...>``, what the attribute prints "stripped"
    (printStrippedAttrOrType), or None when ``text`` is not that attribute."""
    for prefix, suffix in (("#sdy." + mnemonic, ""), ("#sdy<" + mnemonic, ">")):
        if text.startswith(prefix) and text.endswith(suffix):
            body = text[len(prefix):len(text) - len(suffix)]
            # the body of every sdy attribute but a dim_mapping starts with punctuation
            if not body or not (body[0].isalnum() or body[0] == "_") or mnemonic == "dim_mapping":
                return body
    return None


@record(frozen=True)
class MeshAxis:
    """One named axis of a mesh (``"x"=2``) and its size."""

    name: str
    size: int


@record(frozen=True)
class Mesh:
    """``MeshAttr``: named axes (major to minor) and the device ids, row-major over the axes (iota when
    not given)."""

    axes: tuple[MeshAxis, ...]
    device_ids: tuple[int, ...] | None = None

    def size(self, name: str) -> int | None:
        return next((a.size for a in self.axes if a.name == name), None)

    @property
    def devices(self) -> np.ndarray:
        """The device ids laid out over the axes (shape: the axis sizes)."""
        shape = tuple(a.size for a in self.axes)
        ids = np.arange(prod(shape)) if self.device_ids is None else np.array(self.device_ids)
        return ids.reshape(shape)


@record(frozen=True)
class AxisRef:
    """``"x"`` or the sub-axis ``"x":(pre_size)size`` (attrs.td AxisRefAttr, SubAxisInfoAttr)."""

    name: str
    pre_size: int = 1
    sub_size: int | None = None  # None: the full axis

    def size(self, mesh: Mesh) -> int:
        full = mesh.size(self.name)
        return self.sub_size if self.sub_size is not None else (full or 0)


@record(frozen=True)
class DimSharding:
    """``{"x", "y"}`` (closed), ``{"x", ?}`` (open), with an optional priority ``p1``."""

    axes: tuple[AxisRef, ...]
    closed: bool = True
    priority: int | None = None


@record(frozen=True)
class TensorSharding:
    """``#sdy.sharding<@mesh, [dims...], replicated={...}>``: each dimension's sharding over the mesh's axes."""

    mesh: str | Mesh  # a symbol name (@mesh) or an inline mesh
    dims: tuple[DimSharding, ...]
    replicated: tuple[AxisRef, ...] = ()
    unreduced: tuple[AxisRef, ...] = ()


# ------------------------------------------------------------------ reading
_TOKEN = re.compile(r'\s*(?:(?P<str>"(?:[^"\\]|\\.)*")|(?P<sym>@(?:"(?:[^"\\]|\\.)*"|[A-Za-z_$.\-][\w$.\-]*))'
                    r'|(?P<int>-?\d+)|(?P<word>[A-Za-z_][\w$]*)|(?P<punct>->|[\[\]{}<>(),=:?]))')


class _Reader:
    """Recursive descent over the tokens of one attribute body."""

    def __init__(self, text: str):
        self.text = text
        self.tokens: list[tuple[str, str]] = []
        pos = 0
        while pos < len(text):
            if text[pos:].strip() == "":
                break
            m = _TOKEN.match(text, pos)
            if m is None:
                raise SdyAttrError(f"unexpected {text[pos:pos + 10]!r} in {text}")
            self.tokens.append((m.lastgroup, m.group(m.lastgroup)))
            pos = m.end()
        self.pos = 0

    def peek(self) -> str | None:
        return self.tokens[self.pos][1] if self.pos < len(self.tokens) else None

    def take(self, kind: str | None = None, text: str | None = None) -> str:
        if self.pos >= len(self.tokens):
            raise SdyAttrError(f"unexpected end of {self.text}")
        k, t = self.tokens[self.pos]
        if (kind is not None and k != kind) or (text is not None and t != text):
            raise SdyAttrError(f"expected {repr(text) if text else kind} but found {t!r} in {self.text}")
        self.pos += 1
        return t

    def maybe(self, text: str) -> bool:
        if self.peek() == text:
            self.pos += 1
            return True
        return False

    def end(self) -> None:
        if self.pos != len(self.tokens):
            raise SdyAttrError(f"unexpected {self.peek()!r} in {self.text}")

    def listed(self, open_: str, close: str, item):
        """``open item, item, ... close``."""
        self.take(text=open_)
        values = []
        while not self.maybe(close):
            if values:
                self.take(text=",")
            values.append(item())
        return tuple(values)

    def string(self) -> str:
        return at.unquote(self.take("str"))

    def mesh_body(self) -> Mesh:
        """``<[axes], device_ids=[...]>``."""
        self.take(text="<")

        def axis():
            name = self.string()
            self.take(text="=")
            return MeshAxis(name, int(self.take("int")))
        axes = self.listed("[", "]", axis)
        ids = None
        if self.maybe(","):
            self.take(text="device_ids")
            self.take(text="=")
            ids = tuple(int(x) for x in self.listed("[", "]", lambda: self.take("int")))
        self.take(text=">")
        return Mesh(axes, ids)

    def axis_ref(self) -> AxisRef:
        name = self.string()
        if not self.maybe(":"):
            return AxisRef(name)
        self.take(text="(")
        pre = int(self.take("int"))
        self.take(text=")")
        return AxisRef(name, pre, int(self.take("int")))

    def dim(self) -> DimSharding:
        self.take(text="{")
        axes, closed = [], True
        while not self.maybe("}"):
            if axes or not closed:
                self.take(text=",")
            if self.maybe("?"):
                closed = False
            else:
                axes.append(self.axis_ref())
        priority = None
        word = self.peek()
        if word is not None and re.fullmatch(r"p\d+", word):
            self.pos += 1
            priority = int(word[1:])
        return DimSharding(tuple(axes), closed, priority)

    def sharding_body(self) -> TensorSharding:
        """``<@mesh | mesh<...>, [dims], replicated={...}, unreduced={...}>``."""
        self.take(text="<")
        if self.peek() == "mesh":
            self.pos += 1
            mesh: str | Mesh = self.mesh_body()
        else:
            symbol = self.take("sym")[1:]
            mesh = at.unquote(symbol) if symbol.startswith('"') else symbol
        self.take(text=",")
        dims = self.listed("[", "]", self.dim)
        extra: dict[str, tuple[AxisRef, ...]] = {}
        while self.maybe(","):
            key = self.take("word")
            self.take(text="=")
            extra[key] = self.listed("{", "}", self.axis_ref)
        self.take(text=">")
        return TensorSharding(mesh, dims, extra.get("replicated", ()), extra.get("unreduced", ()))


def _body(attr: at.Attribute | str, mnemonic: str) -> _Reader:
    text = attr if isinstance(attr, str) else attr.text if isinstance(attr, at.OpaqueAttr) else str(attr)
    body = strip_mnemonic(text, mnemonic)
    if body is None:
        raise SdyAttrError(f"expected a #sdy.{mnemonic} attribute but found {text}")
    return _Reader(body)


def parse_mesh(attr: at.Attribute | str) -> Mesh:
    """The ``Mesh`` of ``#sdy.mesh<...>``."""
    r = _body(attr, "mesh")
    mesh = r.mesh_body()
    r.end()
    return mesh


def parse_sharding(attr: at.Attribute | str) -> TensorSharding:
    """The ``TensorSharding`` of ``#sdy.sharding<...>``."""
    r = _body(attr, "sharding")
    sharding = r.sharding_body()
    r.end()
    return sharding


def parse_sharding_per_value(attr: at.Attribute | str) -> tuple[TensorSharding, ...]:
    """The shardings of ``#sdy.sharding_per_value<[<...>, ...]>``."""
    r = _body(attr, "sharding_per_value")
    r.take(text="<")
    shardings = r.listed("[", "]", r.sharding_body)
    r.take(text=">")
    r.end()
    return shardings


def parse_axis_names(attr: at.Attribute | str) -> tuple[str, ...]:
    """The names of ``#sdy<manual_axes{"x", "y"}>``."""
    r = _body(attr, "manual_axes")
    names = r.listed("{", "}", r.string)
    r.end()
    return names


def resolve_mesh(sharding: TensorSharding, meshes: dict[str, Mesh]) -> Mesh | None:
    """The mesh ``sharding`` is over: inline, or the ``sdy.mesh`` its symbol names (None when there is none)."""
    return sharding.mesh if isinstance(sharding.mesh, Mesh) else meshes.get(sharding.mesh)


def manual_factors(sharding: TensorSharding, mesh: Mesh, manual_axes: tuple[str, ...]) -> tuple[int, ...]:
    """For each dimension, the product of the sizes of its manual axes: how many shards of it the devices
    of a ``manual_computation`` hold (ops.td ManualComputationOp: local size = global size / this)."""
    return tuple(prod(a.size(mesh) for a in dim.axes if a.name in manual_axes) for dim in sharding.dims)
