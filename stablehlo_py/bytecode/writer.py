"""Writing a module as a portable artifact: VHLO at a target StableHLO version, in the bytecode version
that target reads (what ``stablehlo-translate --serialize --target=X`` writes; the layout follows
mlir/lib/Bytecode/Writer/BytecodeWriter.cpp, the choices it leaves open are made simply).

Each op goes through ``legalize.to_vhlo`` (StablehloLegalizeToVhlo.cpp, then the downgrades of
VhloToVersionPatterns.td for an older target), which refuses what the target cannot hold. Attributes of
other dialects (Shardy's ``#sdy...``) are written as their text, which upstream's reader parses; Shardy
ops are refused. Regions are
written inline (no lazily loadable sections, which are the writer's choice), without use-list orders and
without resources; upstream reads such files as it reads its own.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir import attributes as at
from ..ir.generic_forms import generic_from_func
from ..ir.nodes import Block, Func, Module, Op, Region
from ..ir.types import Type
from . import builtin_codec, legalize, versions, vhlo_codec, vhlo_ops
from .container import (ATTR_TYPE, ATTR_TYPE_OFFSET, DIALECT, ELIDE_UNKNOWN_BLOCK_ARG_LOC, HAS_ATTRS,
                        HAS_OPERANDS, HAS_PROPERTIES, HAS_REGIONS, HAS_RESULTS, HAS_SUCCESSORS, IR, MAGIC,
                        NATIVE_PROPERTIES, PROPERTIES, STRING, USE_LIST_ORDERING, DIALECT_VERSIONING)
from .errors import TargetVersionError
from .locations import UNKNOWN, parse_location
from .stream import ByteWriter

_ENCODERS = {"builtin": (builtin_codec.encode_attribute, builtin_codec.encode_type),
             "vhlo": (vhlo_codec.encode_attribute, vhlo_codec.encode_type)}


@dataclass(frozen=True)
class _OpDictionary:
    """An op's attribute dictionary: a builtin DictionaryAttr whose values are VHLO attributes."""

    entries: tuple


def write_bytecode(module: Module, target: str = "week4") -> bytes:
    """``module`` as a portable artifact for StableHLO ``target`` (a version, ``current``, ``minimum``,
    ``week4`` or ``week12``); ``TargetVersionError`` names what the target cannot hold."""
    version = versions.resolve_target(target)
    tables = _Tables(versions.bytecode_version(version), version)
    ir = ByteWriter()
    ir.varint_flag(1, False)  # the top-level block: one op, no arguments
    _IRWriter(tables, ir).module(module)
    out = ByteWriter()
    out.raw(MAGIC)
    out.varint(tables.bytecode_version)
    out.raw(f"StableHLO_v{version}".encode() + b"\0")
    sections = [(DIALECT, tables.dialect_section()), *tables.attribute_sections(), (IR, bytes(ir.out)),
                (STRING, tables.string_section())]
    if tables.bytecode_version >= NATIVE_PROPERTIES:
        sections.append((PROPERTIES, tables.properties_section()))
    for section_id, data in sections:
        out.byte(section_id)
        out.varint(len(data))
        out.raw(data)
    return bytes(out.out)


class _Tables:
    """Strings, dialects, op names, attributes, types and properties, each numbered on first use."""

    def __init__(self, bytecode_version: int, target) -> None:
        self.bytecode_version = bytecode_version
        self.target = target
        self.strings: dict[str, int] = {}
        self.dialects: dict[str, int] = {}
        self.op_names: dict[str, int] = {}
        self.attr_index: dict = {}
        self.attrs: list = []  # (dialect, payload, custom encoding)
        self.type_index: dict = {}
        self.types: list = []
        self.properties: dict[bytes, int] = {}

    def string(self, text: str) -> int:
        index = self.strings.get(text)
        if index is None:
            index = self.strings[text] = len(self.strings)
        return index

    def dialect(self, name: str) -> int:
        index = self.dialects.get(name)
        if index is None:
            self.string(name)
            index = self.dialects[name] = len(self.dialects)
        return index

    def op_name(self, name: str) -> int:
        index = self.op_names.get(name)
        if index is None:
            dialect, short = name.split(".", 1)
            self.dialect(dialect)
            self.string(short)
            index = self.op_names[name] = len(self.op_names)
        return index

    def attr(self, value, dialect: str) -> int:
        key = (dialect, type(value), value)
        index = self.attr_index.get(key)
        if index is None:
            index = self._entry(self.attrs, self.attr_index, key, dialect, value, 0)
        return index

    def type(self, value: Type, dialect: str) -> int:
        key = (dialect, value)
        index = self.type_index.get(key)
        if index is None:
            if dialect == "vhlo":
                minimum = legalize.type_min_version(value)
                if minimum > self.target:
                    raise TargetVersionError(f"type {value} needs StableHLO {minimum}; the target is {self.target}")
            index = self._entry(self.types, self.type_index, key, dialect, value, 1)
        return index

    def location(self, node: tuple) -> int:
        return self.attr(node, "builtin")

    def _entry(self, table: list, index_of: dict, key, dialect: str, value, encoder: int) -> int:
        index = index_of[key] = len(table)
        table.append(None)
        w = ByteWriter()
        if isinstance(value, tuple):
            builtin_codec.encode_location(value, w, self)
            done = True
        elif isinstance(value, _OpDictionary):
            w.varint(1)
            w.varint(len(value.entries))
            for name, attr in value.entries:
                w.varint(self.attr(at.StringAttr(name), "builtin"))
                w.varint(self.attr(attr, "vhlo"))
            done = True
        else:
            done = _ENCODERS[dialect][encoder](value, w, self)
        if done:
            table[index] = (dialect, bytes(w.out), True)
        else:  # the assembly fallback: the entry's text, parsed by its dialect when read
            text = str(value)
            owner = _text_dialect(text)
            if owner in ("vhlo", "builtin", "stablehlo", "chlo"):
                kind = "attribute" if encoder == 0 else "type"
                raise TargetVersionError(f"the {kind} {text} has no VHLO form")
            table[index] = (owner, text.encode() + b"\0", False)
        self.dialect(table[index][0])
        return index

    def props(self, data: bytes) -> int:
        index = self.properties.get(data)
        if index is None:
            index = self.properties[data] = len(self.properties)
        return index

    # ------------------------------------------------------------ sections
    def dialect_section(self) -> bytes:
        w = ByteWriter()
        w.varint(len(self.dialects))
        for name in self.dialects:
            if self.bytecode_version >= DIALECT_VERSIONING:
                w.varint_flag(self.strings[name], False)
            else:
                w.varint(self.strings[name])
        if self.bytecode_version >= ELIDE_UNKNOWN_BLOCK_ARG_LOC:
            w.varint(len(self.op_names))
        groups: dict[str, list[str]] = {}
        for name in self.op_names:  # op names are numbered by group, in the order of first use
            groups.setdefault(name.split(".", 1)[0], []).append(name)
        if [n for g in groups.values() for n in g] != list(self.op_names):
            raise AssertionError("op names must be numbered dialect by dialect")
        for dialect, names in groups.items():
            w.varint(self.dialects[dialect])
            w.varint(len(names))
            for name in names:
                index = self.strings[name.split(".", 1)[1]]
                if self.bytecode_version >= NATIVE_PROPERTIES:
                    w.varint_flag(index, True)
                else:
                    w.varint(index)
        return bytes(w.out)

    def attribute_sections(self) -> list[tuple[int, bytes]]:
        offsets, data = ByteWriter(), ByteWriter()
        offsets.varint(len(self.attrs))
        offsets.varint(len(self.types))
        for table in (self.attrs, self.types):
            runs: list[list] = []
            for dialect, payload, custom in table:
                if not runs or runs[-1][0] != dialect:
                    runs.append([dialect, []])
                runs[-1][1].append((payload, custom))
            for dialect, entries in runs:
                offsets.varint(self.dialects[dialect])
                offsets.varint(len(entries))
                for payload, custom in entries:
                    offsets.varint_flag(len(payload), custom)
                    data.raw(payload)
        return [(ATTR_TYPE_OFFSET, bytes(offsets.out)), (ATTR_TYPE, bytes(data.out))]

    def string_section(self) -> bytes:
        w = ByteWriter()
        encoded = [s.encode() + b"\0" for s in self.strings]
        w.varint(len(encoded))
        for item in reversed(encoded):
            w.varint(len(item))
        for item in encoded:
            w.raw(item)
        return bytes(w.out)

    def properties_section(self) -> bytes:
        w = ByteWriter()
        w.varint(len(self.properties))
        for data in self.properties:
            w.blob(data)
        return bytes(w.out)


def _text_dialect(text: str) -> str:
    """``sdy`` of ``#sdy.sharding<...>``, ``#sdy<manual_axes{...}>`` and ``!sdy.x``; builtin for what has no
    dialect prefix."""
    if text[:1] not in ("#", "!"):
        return "builtin"
    head = text[1:].split("<", 1)[0]
    if "." in head:
        return head.split(".", 1)[0]
    return head if head != text[1:] and head.isidentifier() else "builtin"


class _IRWriter:
    """Ops, regions and blocks into the IR section; values numbered as BytecodeReader.cpp reads them."""

    def __init__(self, tables: _Tables, out: ByteWriter) -> None:
        self.tables = tables
        self.out = out
        self.values: dict[str, int] = {}
        self.next_value = 0
        self.version = tables.bytecode_version

    def module(self, module: Module) -> None:
        tables = self.tables
        converted = [self.convert(generic_from_func(item) if isinstance(item, Func) else item)
                     for item in module.body]
        self._number_op_names(converted)
        w = self.out
        w.varint(tables.op_name("builtin.module"))
        attrs = dict(module.attributes)
        mask = HAS_REGIONS
        name_attr = at.StringAttr(module.name) if module.name else None
        if self.version >= NATIVE_PROPERTIES:
            props = ByteWriter()
            props.varint_flag(tables.attr(name_attr, "builtin") if name_attr else 0, name_attr is not None)
            props.varint_flag(0, False)
            mask |= HAS_PROPERTIES
        elif name_attr is not None:
            attrs["sym_name"] = name_attr
        if attrs:
            mask |= HAS_ATTRS
        w.byte(mask)
        w.varint(self._location(module.location))
        if attrs:
            w.varint(tables.attr(at.DictAttr(tuple(sorted(attrs.items()))), "builtin"))
        if mask & HAS_PROPERTIES:
            w.varint(tables.props(bytes(props.out)))
        w.varint_flag(1, False)
        self._region(Region((Block(None, (), tuple(converted)),)))

    def convert(self, op: Op) -> Op:
        """``op`` with VHLO names and attributes, its regions converted too."""
        if op.name.startswith("sdy."):
            raise TargetVersionError(f"{op.name}: Shardy ops are not written (they would need Shardy's op "
                                     "properties, builtin types and casts to and from VHLO types); "
                                     "sdy attributes are, in their textual form")
        name, attributes = legalize.to_vhlo(op.name, op.attributes, self.tables.target,
                                            num_operands=len(op.operands), num_regions=len(op.regions))
        regions = tuple(Region(tuple(Block(b.label, b.arguments, tuple(self.convert(o) for o in b.ops))
                                     for b in region.blocks)) for region in op.regions)
        if name == "vhlo.func_v1" and not regions:  # a declaration: func_v1 has one region, here empty
            regions = (Region(()),)
        return Op(name, op.operands, op.operand_types, op.result_types, attributes, regions, op.result_groups,
                  op.successors, op.location)

    def _number_op_names(self, ops: list[Op]) -> None:
        names: dict[str, None] = {"builtin.module": None}

        def visit(op: Op) -> None:
            names[op.name] = None
            for region in op.regions:
                for block in region.blocks:
                    for inner in block.ops:
                        visit(inner)
        for op in ops:
            visit(op)
        for dialect in dict.fromkeys(n.split(".", 1)[0] for n in names):
            for name in names:
                if name.split(".", 1)[0] == dialect:
                    self.tables.op_name(name)

    def _location(self, location) -> int:
        node = parse_location(location.text) if location is not None else UNKNOWN
        return self.tables.location(node)

    def _region(self, region: Region) -> None:
        w = self.out
        w.varint(len(region.blocks))
        if not region.blocks:
            return
        base = self.next_value
        shadowed: dict[str, int | None] = {}  # a region's names end with it (MLIR's SSA name scopes)

        def define(name: str) -> None:
            if name not in shadowed:
                shadowed[name] = self.values.get(name)
            self.values[name] = self.next_value
            self.next_value += 1
        for block in region.blocks:
            for argument in block.arguments:
                define(argument.name)
            for op in block.ops:
                for result in op.results:
                    define(result)
        w.varint(self.next_value - base)
        labels = {block.label: i for i, block in enumerate(region.blocks) if block.label}
        for block in region.blocks:
            self._block(block, labels)
        self.next_value = base
        for name, outer in shadowed.items():
            if outer is None:
                del self.values[name]
            else:
                self.values[name] = outer

    def _block(self, block: Block, labels: dict) -> None:
        w, tables = self.out, self.tables
        w.varint_flag(len(block.ops), bool(block.arguments))
        if block.arguments:
            w.varint(len(block.arguments))
            for argument in block.arguments:
                type_index = tables.type(argument.type, "vhlo")
                if self.version >= ELIDE_UNKNOWN_BLOCK_ARG_LOC:
                    has_loc = argument.location is not None
                    w.varint_flag(type_index, has_loc)
                    if has_loc:
                        w.varint(self._location(argument.location))
                else:
                    w.varint(type_index)
                    w.varint(self._location(argument.location))
            if self.version >= USE_LIST_ORDERING:
                w.byte(0)
        for op in block.ops:
            self._op(op, labels)

    def _op(self, op: Op, labels: dict) -> None:
        w, tables = self.out, self.tables
        inherent = vhlo_ops.attribute_names(op.name) or ()
        discardable = {k: v for k, v in op.attributes.items() if k not in inherent}
        props = None
        if self.version >= NATIVE_PROPERTIES:
            if inherent:
                data = ByteWriter()
                for name in sorted(inherent):
                    if name not in op.attributes:
                        raise TargetVersionError(f"{op.name} lacks its attribute {name}")
                    data.varint(tables.attr(op.attributes[name], "vhlo"))
                props = tables.props(bytes(data.out))
        else:
            discardable = dict(op.attributes)
        mask = ((HAS_ATTRS if discardable else 0) | (HAS_PROPERTIES if props is not None else 0)
                | (HAS_RESULTS if op.result_types else 0) | (HAS_OPERANDS if op.operands else 0)
                | (HAS_SUCCESSORS if op.successors else 0) | (HAS_REGIONS if op.regions else 0))
        w.varint(tables.op_name(op.name))
        w.byte(mask)
        w.varint(self._location(op.location))
        if discardable:
            w.varint(tables.attr(_OpDictionary(tuple(sorted(discardable.items()))), "builtin"))
        if props is not None:
            w.varint(props)
        if op.result_types:
            w.varint(len(op.result_types))
            for result_type in op.result_types:
                w.varint(tables.type(result_type, "vhlo"))
        if op.operands:
            w.varint(len(op.operands))
            for name in op.operands:
                index = self.values.get(name)
                if index is None:
                    raise TargetVersionError(f"{op.name} uses {name}, which is not defined where it is used")
                w.varint(index)
        if op.successors:
            w.varint(len(op.successors))
            for label in op.successors:
                w.varint(labels[label])
        if op.regions:
            w.varint_flag(len(op.regions), False)
            for region in op.regions:
                self._region(region)
