"""Writing a module as a portable artifact: VHLO at a target StableHLO version, in the bytecode version
that target reads (what ``stablehlo-translate --serialize --target=X`` writes; the layout follows
mlir/lib/Bytecode/Writer/BytecodeWriter.cpp and the numbering IRNumbering.cpp, see ``numbering``).

Each op goes through ``legalize.to_vhlo`` (StablehloLegalizeToVhlo.cpp, then the downgrades of
VhloToVersionPatterns.td for an older target), which refuses what the target cannot hold. Attributes of
other dialects (Shardy's ``#sdy...``) are written as their text, which upstream's reader parses; Shardy
ops are refused. Writing takes two passes, as MLIR's writer does: the first numbers the op names,
attributes and types (counting their uses), the second writes the sections with the entries in the order
of ``numbering.order``. Regions whose ops use nothing from outside are isolated (nested IR sections from
bytecode v2). Use-list orders (which only restore the in-memory order of a value's uses) and resources
are not written; upstream reads such files as it reads its own.
"""
from __future__ import annotations

from ..ir.records import record
from ..ir import attributes as at
from ..ir.generic_forms import generic_from_func
from ..ir.nodes import Block, Func, Module, Op, Region
from ..ir.types import Type
from . import builtin_codec, legalize, numbering, versions, vhlo_codec, vhlo_ops
from .container import (ATTR_TYPE, ATTR_TYPE_OFFSET, DIALECT, DIALECT_VERSIONING, ELIDE_UNKNOWN_BLOCK_ARG_LOC,
                        HAS_ATTRS, HAS_OPERANDS, HAS_PROPERTIES, HAS_REGIONS, HAS_RESULTS, HAS_SUCCESSORS, IR,
                        LAZY_LOADING, MAGIC, NATIVE_PROPERTIES, PROPERTIES, RESOURCE, RESOURCE_OFFSET, STRING,
                        USE_LIST_ORDERING)
from .errors import TargetVersionError
from .locations import UNKNOWN, parse_location
from .stream import ByteWriter

_ENCODERS = {"builtin": (builtin_codec.encode_attribute, builtin_codec.encode_type),
             "vhlo": (vhlo_codec.encode_attribute, vhlo_codec.encode_type)}
_MODULE = "builtin.module"


@record(frozen=True)
class _OpDictionary:
    """An op's attribute dictionary: a builtin DictionaryAttr whose values are VHLO attributes."""

    entries: tuple


def write_bytecode(module: Module, target: str = "week4") -> bytes:
    """``module`` as a portable artifact for StableHLO ``target`` (a version, ``current``, ``minimum``,
    ``week4`` or ``week12``); ``TargetVersionError`` names what the target cannot hold."""
    version = versions.resolve_target(target)
    tables = _Tables(versions.bytecode_version(version), version)
    items = [generic_from_func(item) if isinstance(item, Func) else item for item in module.body]
    attributes = dict(module.attributes)
    if module.name:
        attributes["sym_name"] = at.StringAttr(module.name)
    root = Op(_MODULE, attributes=attributes, regions=(Region((Block(None, (), tuple(_convert(op, version)
                                                                                      for op in items)),)),),
              location=module.location)
    isolated = numbering.isolated_ops(root)
    numbering.walk(root, tables.number_op, tables.number_argument)
    tables.finish()
    dialect_section = tables.dialect_section()  # strings are numbered as the sections are written
    attribute_sections = tables.attribute_sections()
    ir = ByteWriter()
    ir.varint_flag(1, False)  # the top-level block: one op, no arguments
    _IRWriter(tables, ir, isolated).op(root, {})
    sections = [(DIALECT, dialect_section), *attribute_sections, (IR, bytes(ir.out)),
                (RESOURCE_OFFSET, b"\x01"), (RESOURCE, b""),  # no resource groups
                (STRING, tables.string_section())]
    if tables.bytecode_version >= NATIVE_PROPERTIES:
        sections.append((PROPERTIES, tables.properties_section()))
    out = ByteWriter()
    out.raw(MAGIC)
    out.varint(tables.bytecode_version)
    out.raw(f"StableHLO_v{version}".encode() + b"\0")
    for section_id, data in sections:
        out.byte(section_id)
        out.varint(len(data))
        out.raw(data)
    return bytes(out.out)


def _convert(op: Op, target: versions.Version) -> Op:
    """``op`` with VHLO names and attributes, its regions converted too."""
    if op.name.startswith("sdy."):
        raise TargetVersionError(f"{op.name}: Shardy ops are not written (they would need Shardy's op "
                                 "properties, builtin types and casts to and from VHLO types); "
                                 "sdy attributes are, in their textual form")
    name, attributes = legalize.to_vhlo(op.name, op.attributes, target,
                                        num_operands=len(op.operands), num_regions=len(op.regions))
    regions = tuple(Region(tuple(Block(b.label, b.arguments, tuple(_convert(o, target) for o in b.ops))
                                 for b in region.blocks)) for region in op.regions)
    if name == "vhlo.func_v1" and not regions:  # a declaration: func_v1 has one region, here empty
        regions = (Region(()),)
    return Op(name, op.operands, op.operand_types, op.result_types, attributes, regions, op.result_groups,
              op.successors, op.location)


def _location(location) -> tuple:
    return parse_location(location.text) if location is not None else UNKNOWN


class _Entry:
    """An attribute, type or op name met while numbering: its dialect and how often it is used."""

    __slots__ = ("value", "dialect", "uses", "number")

    def __init__(self, value, dialect: str) -> None:
        self.value = value
        self.dialect = dialect
        self.uses = 1
        self.number = -1


class _Tables:
    """Op names, attributes, types, strings and properties. While numbering, ``attr``/``type`` count the
    uses of each entry (and meet the entries nested in a new one); once ``finish`` has ordered them, they
    give each entry's number."""

    def __init__(self, bytecode_version: int, target: versions.Version) -> None:
        self.bytecode_version = bytecode_version
        self.target = target
        self.final = False
        self.dialects: dict[str, int] = {}
        self.op_names: dict[str, _Entry] = {}
        self.attrs: dict = {}
        self.types: dict = {}
        self.ordered: tuple[list[_Entry], list[_Entry], list[_Entry]] = ([], [], [])
        self.strings: dict[str, int] = {}
        self.properties: dict[bytes, int] = {}
        self._parts: dict[int, tuple] = {}

    # ------------------------------------------------------------ numbering
    def number_op(self, op: Op) -> None:
        """IRNumberingState::number(Operation&): name, result types, dictionary, properties, location."""
        entry = self.op_names.get(op.name)
        if entry is None:
            self.op_names[op.name] = _Entry(op.name, self._dialect(op.name.split(".", 1)[0]))
        else:
            entry.uses += 1
        for result_type in op.result_types:
            self.type(result_type, "vhlo")
        dictionary, props = self.parts(op)
        if dictionary is not None:
            self.attr(dictionary, "builtin")
        for value in props:
            if value is not None:
                self.attr(value, "vhlo" if op.name != _MODULE else "builtin")
        self.location(_location(op.location))

    def number_argument(self, argument) -> None:
        self.location(_location(argument.location))
        self.type(argument.type, "vhlo")

    def parts(self, op: Op) -> tuple:
        """The op's attribute dictionary (None when empty) and its properties: the inherent attributes in
        name order (None for an absent optional one), from bytecode v5; before, one dictionary of all."""
        found = self._parts.get(id(op))
        if found is not None:
            return found
        if op.name == _MODULE:
            inherent: tuple = ("sym_name", "sym_visibility")
        else:
            inherent = tuple(sorted(vhlo_ops.attribute_names(op.name) or ()))
        props: list = []
        if self.bytecode_version >= NATIVE_PROPERTIES:
            for name in inherent:
                if name not in op.attributes and op.name != _MODULE:
                    raise TargetVersionError(f"{op.name} lacks its attribute {name}")
                props.append(op.attributes.get(name))
            rest = {k: v for k, v in op.attributes.items() if k not in inherent}
        else:
            rest = dict(op.attributes)
        dictionary = None
        if rest:
            entries = tuple(sorted(rest.items()))
            dictionary = at.DictAttr(entries) if op.name == _MODULE else _OpDictionary(entries)
        found = self._parts[id(op)] = (dictionary, tuple(props) if (inherent and props) else ())
        return found

    def _dialect(self, name: str) -> str:
        if name not in self.dialects:
            self.dialects[name] = len(self.dialects)
        return name

    def attr(self, value, dialect: str) -> int:
        return self._number(self.attrs, (dialect, type(value), value), value, dialect, 0)

    def type(self, value: Type, dialect: str) -> int:
        key = (dialect, value)
        if dialect == "vhlo" and not self.final and key not in self.types:
            minimum = legalize.type_min_version(value)
            if minimum > self.target:
                raise TargetVersionError(f"type {value} needs StableHLO {minimum}; the target is {self.target}")
        return self._number(self.types, key, value, dialect, 1)

    def _number(self, table: dict, key: tuple, value, dialect: str, kind: int) -> int:
        """The number of an attribute (``kind`` 0) or type (1) entry once numbering is final; before, 0,
        counting its uses, and a new entry is met (which meets the entries nested in it)."""
        entry = table.get(key)
        if self.final:
            return entry.number  # type: ignore[union-attr]
        if entry is not None:
            entry.uses += 1
            return 0
        entry = table[key] = _Entry(value, dialect)
        self.ordered[kind].append(entry)
        self._meet(entry, kind)
        return 0

    def location(self, node: tuple) -> int:
        return self.attr(node, "builtin")

    def string(self, text: str) -> int:
        if not self.final:
            return 0
        index = self.strings.get(text)
        if index is None:
            index = self.strings[text] = len(self.strings)
        return index

    def _meet(self, entry: _Entry, kind: int) -> None:
        """Runs the entry's encoder once while numbering, which meets the entries nested in it."""
        if entry.dialect in _ENCODERS:
            self._dialect(entry.dialect)
        payload, custom = self._encode(entry, kind)
        if not custom:
            entry.dialect = _text_dialect(payload.decode()[:-1])
        self._dialect(entry.dialect)

    def _encode(self, entry: _Entry, kind: int) -> tuple[bytes, bool]:
        value, w = entry.value, ByteWriter()
        if isinstance(value, tuple):
            builtin_codec.encode_location(value, w, self)
        elif isinstance(value, _OpDictionary):
            w.varint(1)
            w.varint(len(value.entries))
            for name, attr in value.entries:
                w.varint(self.attr(at.StringAttr(name), "builtin"))
                w.varint(self.attr(attr, "vhlo"))
        elif not _ENCODERS[entry.dialect][kind](value, w, self):  # the assembly fallback, parsed when read
            text = str(value)
            if _text_dialect(text) in ("vhlo", "builtin", "stablehlo", "chlo"):
                raise TargetVersionError(f"the {('attribute', 'type')[kind]} {text} has no VHLO form")
            return text.encode() + b"\0", False
        return bytes(w.out), True

    def finish(self) -> None:
        """Numbers every entry in the order MLIR's writer does."""
        def dialect_number(entry: _Entry) -> int:
            return self.dialects[entry.dialect]

        def uses(entry: _Entry) -> int:
            return entry.uses
        self.ordered = (numbering.order(self.ordered[0], uses, dialect_number),
                        numbering.order(self.ordered[1], uses, dialect_number),
                        numbering.order(list(self.op_names.values()), uses, dialect_number))
        for table in self.ordered:
            for index, entry in enumerate(table):
                entry.number = index
        self.final = True

    def op_name(self, name: str) -> int:
        return self.op_names[name].number

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
                w.varint_flag(self.string(name), False)
            else:
                w.varint(self.string(name))
        names = self.ordered[2]
        if self.bytecode_version >= ELIDE_UNKNOWN_BLOCK_ARG_LOC:
            w.varint(len(names))
        for dialect, group in _runs(names):
            w.varint(self.dialects[dialect])
            w.varint(len(group))
            for entry in group:
                index = self.string(entry.value.split(".", 1)[1])
                if self.bytecode_version >= NATIVE_PROPERTIES:
                    w.varint_flag(index, True)
                else:
                    w.varint(index)
        return bytes(w.out)

    def attribute_sections(self) -> list[tuple[int, bytes]]:
        offsets, data = ByteWriter(), ByteWriter()
        offsets.varint(len(self.ordered[0]))
        offsets.varint(len(self.ordered[1]))
        for kind in (0, 1):
            for dialect, group in _runs(self.ordered[kind]):
                offsets.varint(self.dialects[dialect])
                offsets.varint(len(group))
                for entry in group:
                    payload, custom = self._encode(entry, kind)
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


def _runs(entries: list[_Entry]) -> list[tuple[str, list[_Entry]]]:
    """Consecutive entries of one dialect (writeDialectGrouping)."""
    runs: list[tuple[str, list[_Entry]]] = []
    for entry in entries:
        if not runs or runs[-1][0] != entry.dialect:
            runs.append((entry.dialect, []))
        runs[-1][1].append(entry)
    return runs


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

    def __init__(self, tables: _Tables, out: ByteWriter, isolated: dict[int, bool]) -> None:
        self.tables = tables
        self.out = out
        self.isolated = isolated
        self.values: dict[str, int] = {}
        self.next_value = 0
        self.version = tables.bytecode_version

    def op(self, op: Op, labels: dict) -> None:
        w, tables = self.out, self.tables
        dictionary, props = tables.parts(op)
        props_index = None
        if props:
            data = ByteWriter()
            for value in props:
                if op.name == _MODULE:  # builtin.module's two attributes are optional
                    data.varint_flag(tables.attr(value, "builtin") if value is not None else 0, value is not None)
                else:
                    data.varint(tables.attr(value, "vhlo"))
            props_index = tables.props(bytes(data.out))
        mask = ((HAS_ATTRS if dictionary is not None else 0) | (HAS_PROPERTIES if props_index is not None else 0)
                | (HAS_RESULTS if op.result_types else 0) | (HAS_OPERANDS if op.operands else 0)
                | (HAS_SUCCESSORS if op.successors else 0) | (HAS_REGIONS if op.regions else 0))
        w.varint(tables.op_name(op.name))
        w.byte(mask)
        w.varint(tables.location(_location(op.location)))
        if dictionary is not None:
            w.varint(tables.attr(dictionary, "builtin"))
        if props_index is not None:
            w.varint(props_index)
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
            self._regions(op)

    def _regions(self, op: Op) -> None:
        isolated = self.isolated[id(op)]
        self.out.varint_flag(len(op.regions), isolated)
        if not isolated:
            for region in op.regions:
                self._region(region)
            return
        outer = (self.out, self.values, self.next_value)
        self.values, self.next_value = {}, 0  # an isolated region is a value scope of its own
        if self.version >= LAZY_LOADING:  # ... and a nested IR section
            self.out = ByteWriter()
        for region in op.regions:
            self._region(region)
        if self.version >= LAZY_LOADING:
            outer[0].byte(IR)
            outer[0].varint(len(self.out.out))
            outer[0].raw(bytes(self.out.out))
        self.out, self.values, self.next_value = outer

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
                location = _location(argument.location)
                if self.version >= ELIDE_UNKNOWN_BLOCK_ARG_LOC:
                    w.varint_flag(type_index, location != UNKNOWN)
                    if location != UNKNOWN:
                        w.varint(tables.location(location))
                else:
                    w.varint(type_index)
                    w.varint(tables.location(location))
            if self.version >= USE_LIST_ORDERING:
                w.byte(0)
        for op in block.ops:
            self.op(op, labels)
