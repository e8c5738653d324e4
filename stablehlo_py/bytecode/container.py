"""The MLIR bytecode container, versions 0 to 6 (llvm-project mlir/docs/BytecodeFormat.md and
mlir/lib/Bytecode/Reader/BytecodeReader.cpp).

A file is the magic ``ML\\xefR``, a varint version, a NUL-terminated producer string, then sections
in any order: strings (0), dialects and op names (1), attribute/type data (2) and offsets (3), the IR
(4), resources (5, 6) and, from version 5, properties (8). Attributes and types are decoded lazily, on
first use, by the codec of their dialect (``builtin_codec``, ``vhlo_codec``); ops become ``ir.nodes.Op``
with their dialect's names, and a ``finish`` hook turns each into its final form (for VHLO: the
StableHLO op, see ``reader.py``).
"""
from __future__ import annotations

import re
from typing import Callable, Protocol

from ..ir.records import record
from ..ir.attributes import Attribute, DenseArrayAttr, DictAttr, OpaqueAttr, StringAttr, quote
from ..ir.nodes import Block, BlockArgument, Location, Op, Region
from ..ir.mapped import mapped_view
from ..ir.types import I32, OpaqueType, Type
from ..errors import StableHLOError
from .errors import BytecodeError
from .plain_layouts import drop_later
from .stream import ByteReader, short_varints

MAGIC = b"ML\xefR"
NEWEST_VERSION = 6
# Section ids (BytecodeFormat.md "Sections").
STRING, DIALECT, ATTR_TYPE, ATTR_TYPE_OFFSET, IR, RESOURCE, RESOURCE_OFFSET, DIALECT_VERSIONS, PROPERTIES = range(9)
SECTION_NAMES = {STRING: "string", DIALECT: "dialect", ATTR_TYPE: "attribute/type",
                 ATTR_TYPE_OFFSET: "attribute/type offset", IR: "IR", RESOURCE: "resource",
                 RESOURCE_OFFSET: "resource offset", DIALECT_VERSIONS: "dialect version",
                 PROPERTIES: "properties"}
# Version thresholds (mlir/include/mlir/Bytecode/Encoding.h).
DIALECT_VERSIONING, LAZY_LOADING, USE_LIST_ORDERING, ELIDE_UNKNOWN_BLOCK_ARG_LOC, NATIVE_PROPERTIES = 1, 2, 3, 4, 5
NATIVE_SEGMENT_SIZES = 6  # kNativePropertiesODSSegmentSize
# Op encoding mask bits.
HAS_ATTRS, HAS_RESULTS, HAS_OPERANDS, HAS_SUCCESSORS, HAS_REGIONS, HAS_USE_LIST_ORDERS, HAS_PROPERTIES = \
    0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40
FILE_LINE_COL_CODE = (11 << 1) | 1  # the varint 11 of BuiltinDialectBytecode.td's FileLineColLoc
_OTHER_DIALECT = re.compile(r"[#!][A-Za-z_][\w$]*[.<]")  # a dialect's attribute or type: #name. / !name<
_OWN_DIALECT = re.compile(r"[#!](builtin|stablehlo|chlo)[.<]")
MAX_NESTING = 64  # regions inside regions, attributes inside attributes: well within Python's recursion limit


@record(frozen=True, slots=True)
class OpName:
    dialect: str
    name: str  # "vhlo.add_v1"
    registered: bool


class Codec(Protocol):
    """Decodes the custom-encoded attributes and types of one dialect."""

    def decode_attribute(self, reader: "EntryReader") -> Attribute: ...

    def decode_type(self, reader: "EntryReader") -> Type: ...


class TableCodec:
    """A codec whose entries start with a varint code naming the decoder of the rest (the builtin
    dialect's and VHLO's: BuiltinDialectBytecode.td, VhloBytecode.cpp)."""

    def __init__(self, dialect: str, attributes: dict[int, Callable], types: dict[int, Callable],
                 unknown_hint: str = "") -> None:
        self.dialect = dialect
        self.attributes = attributes
        self.types = types
        self.unknown_hint = unknown_hint

    def decode_attribute(self, reader: "EntryReader") -> Attribute:
        return self._decode(reader, self.attributes, "attribute")

    def decode_type(self, reader: "EntryReader") -> Type:
        return self._decode(reader, self.types, "type")

    def _decode(self, reader: "EntryReader", decoders: dict[int, Callable], kind: str):
        start = reader.pos
        code = reader.varint()
        decode = decoders.get(code)
        if decode is None:
            reader.fail(f"unknown {self.dialect} {kind} code {code}{self.unknown_hint}", start)
        return decode(reader)


def read_header(data: bytes, source_name: str = "<bytes>", start: int = 0,
                end: int | None = None) -> tuple[int, str, int]:
    """(bytecode version, producer, offset of the first section) of the MLIR bytecode in ``data[start:end]``."""
    reader = ByteReader(data, start, end, "header", source_name)
    if reader.take(4) != MAGIC if reader.remaining >= 4 else True:
        reader.fail("not MLIR bytecode (the file does not start with 'ML\\xefR')", start)
    version = reader.varint()
    if version > NEWEST_VERSION:
        reader.fail(f"bytecode version {version} is newer than the newest this reader knows ({NEWEST_VERSION})", 4)
    producer = reader.cstring().decode("utf-8", "replace")
    return version, producer, reader.pos


class Tables:
    """The sections of one file, and the lazily decoded attribute and type tables.

    ``data`` is the file's bytes or its memory map (``mmap``: the dense blobs are then copied out once and
    the pages they came from released, see ``dense``); the bytecode is ``data[span[0]:span[1]]`` (all of it
    by default; a ``jax.export`` blob holds it inside), and every offset a reader reports is one in ``data``.
    """

    def __init__(self, data: bytes, source_name: str, codecs: dict[str, Codec],
                 parse_text: Callable[[str, str], object] | None = None,
                 span: tuple[int, int] | None = None) -> None:
        self.data = data
        self.source_name = source_name
        self.codecs = codecs
        # the textual form of an entry a dialect wrote without its own encoding -> its attribute or type
        # (kind "attribute" or "type"); without it such entries stay opaque text
        self.parse_text = parse_text
        first, self.end = span or (0, len(data))
        self.version, self.producer, start = read_header(data, source_name, first, self.end)
        self.sections = self._split_sections(start)
        for required in (STRING, DIALECT, ATTR_TYPE, ATTR_TYPE_OFFSET, IR):
            if required not in self.sections:
                raise BytecodeError(f"the {SECTION_NAMES[required]} section is missing", "header", None, source_name)
        if self.version >= NATIVE_PROPERTIES and PROPERTIES not in self.sections:
            raise BytecodeError("the properties section is missing (required from bytecode version 5)",
                                "header", None, source_name)
        self.strings = self._read_strings()
        self.dialects, self.op_names = self._read_dialects()
        self.attr_entries, self.type_entries = self._read_offsets()
        self.attrs: list = [None] * len(self.attr_entries)
        self.types: list = [None] * len(self.type_entries)
        self.properties = self._read_properties() if PROPERTIES in self.sections else []
        # the dialect resources (key, data) in file order, which resource handles index; and those used
        self.resources = self._read_resources() if RESOURCE_OFFSET in self.sections else []
        self.used_resources: dict[str, bytes | memoryview] = {}
        self.quoted_names: dict[int, str] = {}
        self.depth = 0

    def section(self, section_id: int) -> ByteReader:
        start, end = self.sections[section_id]
        return ByteReader(self.data, start, end, SECTION_NAMES[section_id], self.source_name)

    def _split_sections(self, pos: int) -> dict[int, tuple[int, int]]:
        reader = ByteReader(self.data, pos, self.end, "section list", self.source_name)
        sections: dict[int, tuple[int, int]] = {}
        while not reader.at_end():
            start = reader.pos
            section_id, body = read_section(reader)
            if section_id in sections:
                reader.fail(f"the {SECTION_NAMES[section_id]} section occurs twice", start)
            sections[section_id] = body
        return sections

    def _read_strings(self) -> list[str]:
        reader = self.section(STRING)
        count = reader.count(2, "string table")
        lengths = [reader.varint() for _ in range(count)]
        lengths.reverse()
        strings = []
        for length in lengths:
            if length == 0:
                reader.fail("a string of length 0 (lengths count the NUL)")
            raw = reader.take(length)
            if raw[-1] != 0:
                reader.fail("a string without its terminating NUL", reader.pos - 1)
            strings.append(raw[:-1].decode("utf-8", "replace"))
        reader.expect_end("string table")
        return strings

    def string(self, reader: ByteReader, index: int | None = None) -> str:
        start = reader.pos
        index = reader.varint() if index is None else index
        if index >= len(self.strings):
            reader.fail(f"string index {index} out of range ({len(self.strings)} strings)", start)
        return self.strings[index]

    def _read_dialects(self) -> tuple[list[str], list[OpName]]:
        reader = self.section(DIALECT)
        count = reader.count(1, "dialect list")
        dialects = []
        for _ in range(count):
            if self.version < DIALECT_VERSIONING:
                dialects.append(self.string(reader))
                continue
            index, has_version = reader.varint_flag()
            dialects.append(self.string(reader, index))
            if has_version:  # a nested section holding the dialect's version: not needed to read the IR
                section_id, _ = read_section(reader)
                if section_id != DIALECT_VERSIONS:
                    reader.fail(f"expected a dialect version section, found section {section_id}")
        if self.version >= ELIDE_UNKNOWN_BLOCK_ARG_LOC:
            reader.varint()  # the number of op names, a reservation hint
        op_names: list[OpName] = []
        while not reader.at_end():
            dialect = self._entry(reader, dialects, "dialect")
            for _ in range(reader.count(1, "op name group")):
                if self.version >= NATIVE_PROPERTIES:
                    index, registered = reader.varint_flag()
                else:
                    index, registered = reader.varint(), True
                op_names.append(OpName(dialect, f"{dialect}.{self.string(reader, index)}", registered))
        return dialects, op_names

    def _entry(self, reader: ByteReader, table: list, what: str):
        start = reader.pos
        index = reader.varint()
        if index >= len(table):
            reader.fail(f"{what} index {index} out of range ({len(table)} entries)", start)
        return table[index]

    def _read_offsets(self) -> tuple[list, list]:
        reader = self.section(ATTR_TYPE_OFFSET)
        data_start, data_end = self.sections[ATTR_TYPE]
        num_attrs = reader.count(1, "attribute table")
        num_types = reader.count(1, "type table")
        offset = data_start
        tables: tuple[list, list] = ([], [])
        for table, total in zip(tables, (num_attrs, num_types)):
            while len(table) < total:
                dialect = self._entry(reader, self.dialects, "dialect")
                for _ in range(reader.count(1, "attribute/type group")):
                    size, custom = reader.varint_flag()
                    if size > data_end - offset:
                        reader.fail("an attribute/type entry runs past the end of the attribute/type section")
                    table.append((dialect, offset, offset + size, custom))
                    offset += size
                if len(table) > total:
                    reader.fail(f"the groups hold {len(table)} entries, more than the {total} announced")
        reader.expect_end("attribute/type offsets")
        return tables

    def _read_resources(self) -> list[tuple[str, bytes | None]]:
        """The resource sections (BytecodeReader.cpp ResourceSectionReader): the offset section lists
        groups of ``{string key, varint size, byte kind}``, external groups first (``varint count``, each
        named by a string), then one group per dialect up to its end; the resource section holds each
        entry's bytes in the same order. A blob (kind 0) is ``varint alignment, varint size``, ``0xCB``
        padding, then the data. Only the dialects' blobs are kept (``dense_resource`` names them)."""
        if RESOURCE not in self.sections:
            raise BytecodeError("a resource offset section without a resource section", "header", None,
                                self.source_name)
        offsets = self.section(RESOURCE_OFFSET)
        data = self.section(RESOURCE)
        resources: list[tuple[str, bytes | None]] = []

        def group(keep: bool) -> None:
            for _ in range(offsets.count(3, "resource group")):
                key = self.string(offsets)
                entry = data.sub(offsets.varint(), "resource")
                kind = offsets.byte()
                if keep:
                    resources.append((key, self._resource_blob(entry) if kind == 0 and not entry.at_end()
                                      else None))

        for _ in range(offsets.count(2, "external resource groups")):
            self.string(offsets)
            group(False)
        while not offsets.at_end():
            self._entry(offsets, self.dialects, "dialect")
            group(True)
        return resources

    @staticmethod
    def _resource_blob(entry: ByteReader) -> bytes | memoryview:
        """A blob's data: a view of the memory map when the file is mapped and the blob sits at the alignment
        its writer recorded (a mapping starts on a page, so a file offset aligned to at most a page is an
        aligned address), otherwise a copy."""
        alignment = entry.varint()
        size = entry.varint()
        skip_padding(entry, alignment, "resource")
        start = entry.pos
        blob = mapped_view(entry.data, start, size, alignment) if entry.remaining >= size else None
        if blob is None:
            blob = entry.take(size)
        else:
            entry.pos += size
        entry.expect_end("resource blob")
        return blob

    def resource(self, index: int, reader: ByteReader) -> tuple[str, bytes | memoryview]:
        """The key and data of dialect resource ``index`` (a ``dense_resource`` handle), noted as used."""
        if index >= len(self.resources):
            reader.fail(f"resource index {index} out of range ({len(self.resources)} dialect resources)")
        key, blob = self.resources[index]
        if blob is None:
            reader.fail(f"resource '{key}' holds no data (elided, or not a blob)")
        self.used_resources[key] = blob
        return key, blob

    def _read_properties(self) -> list[tuple[int, int]]:
        reader = self.section(PROPERTIES)
        entries = []
        for _ in range(reader.count(1, "properties table")):
            size = reader.varint()
            body = reader.sub(size)
            entries.append((body.pos, body.end))
        reader.expect_end("properties table")
        return entries

    # ---------------------------------------------------------------- attributes and types
    def attribute(self, index: int, reader: ByteReader) -> Attribute:
        return self._entry_value(self.attrs, self.attr_entries, index, reader, "attribute")

    def type(self, index: int, reader: ByteReader) -> Type:
        return self._entry_value(self.types, self.type_entries, index, reader, "type")

    def _entry_value(self, table: list, entries: list, index: int, reader: ByteReader, kind: str):
        if index >= len(table):
            reader.fail(f"{kind} index {index} out of range ({len(table)} {kind}s)")
        value = table[index]
        if value is None:
            value = table[index] = self._decode(entries[index], index, kind)
        elif value is _PENDING:
            reader.fail(f"{kind} {index} refers to itself")
        return value

    def file_line_col(self, index: int) -> Location | None:
        """The common location ``"file":line:col`` decoded directly (each op of an export has its own);
        None for any other entry, which goes through its codec."""
        if index >= len(self.attr_entries):
            return None
        dialect, start, end, custom = self.attr_entries[index]
        data = self.data
        if dialect != "builtin" or not custom or data[start] != FILE_LINE_COL_CODE:
            return None
        numbers, pos = short_varints(data, start + 1, end, 3)  # file name index, line, column
        if len(numbers) != 3 or pos != end:
            return None  # a long integer or a truncated entry: the codec reads (or rejects) it
        name_index, line, column = numbers
        quoted = self.quoted_names.get(name_index)
        if quoted is None:
            reader = ByteReader(data, start, end, "attribute/type", self.source_name)
            name = self.attribute(name_index, reader)
            if type(name) is not StringAttr:
                return None
            quoted = self.quoted_names[name_index] = quote(name.value)
        loc = self.attrs[index] = Location(f"{quoted}:{line}:{column}")
        return loc

    def _parse_fallback(self, text: str, kind: str, reader: ByteReader, start: int):
        if self.parse_text is None:
            return OpaqueAttr(text) if kind == "attribute" else OpaqueType(text)
        try:
            return self.parse_text(text, kind)
        except (ValueError, StableHLOError) as exc:  # the parser's ParseError, or a value the ir rejects
            if _OTHER_DIALECT.match(text) and not _OWN_DIALECT.match(text):
                # another dialect's (``!shape.witness``, ``#tf_type...``): kept as text, as the text
                # parser keeps those it does not know; the verifier reports the ops that use them
                return OpaqueAttr(text) if kind == "attribute" else OpaqueType(text)
            reader.fail(f"the {kind} '{text}' (kept as text in the file) does not parse: "
                        f"{getattr(exc, 'message', exc)}", start)

    def _decode(self, entry: tuple, index: int, kind: str):
        dialect, start, end, custom = entry
        table = self.attrs if kind == "attribute" else self.types
        table[index] = _PENDING
        self.depth += 1
        reader = EntryReader(self, start, end)
        try:
            if self.depth > MAX_NESTING:
                reader.fail(f"{kind}s nested more than {MAX_NESTING} deep")
            if not custom:  # the assembly fallback: the textual form, NUL-terminated
                text = reader.cstring().decode("utf-8", "replace")
                value = self._parse_fallback(text, kind, reader, start)
            else:
                codec = self.codecs.get(dialect)
                if codec is None:
                    reader.fail(f"{kind} {index} is in the custom encoding of dialect '{dialect}', "
                                "which this reader does not know")
                value = codec.decode_attribute(reader) if kind == "attribute" else codec.decode_type(reader)
            reader.expect_end(f"{dialect} {kind} {index}")
        except BaseException:
            table[index] = None
            raise
        finally:
            self.depth -= 1
        return value


_PENDING = object()


class EntryReader(ByteReader):
    """Reads one attribute or type entry; references to other entries resolve through the tables."""

    __slots__ = ("tables",)

    def __init__(self, tables: Tables, start: int, end: int) -> None:
        super().__init__(tables.data, start, end, "attribute/type", tables.source_name)
        self.tables = tables

    def attribute(self) -> Attribute:
        return self.tables.attribute(self.varint(), self)

    def optional_attribute(self) -> Attribute | None:
        index, present = self.varint_flag()
        return self.tables.attribute(index, self) if present else None

    def type(self) -> Type:
        return self.tables.type(self.varint(), self)

    def string(self) -> str:
        return self.tables.string(self)

    def list(self, item: Callable[[], object]) -> list:
        return [item() for _ in range(self.count(1))]


def skip_padding(reader: ByteReader, alignment: int, what: str) -> None:
    """The ``0xCB`` bytes that align what follows to ``alignment`` (from the start of the file)."""
    if alignment == 0 or alignment & (alignment - 1) or alignment > 1 << 16:
        reader.fail(f"{what} alignment {alignment} is not a power of two")
    while reader.pos % alignment:
        if reader.byte() != 0xCB:
            reader.fail(f"bad {what} padding (expected 0xCB)", reader.pos - 1)


def read_section(reader: ByteReader) -> tuple[int, tuple[int, int]]:
    """(id, (start, end)) of the section at the reader, which moves past it."""
    start = reader.pos
    code = reader.byte()
    section_id, aligned = code & 0x7F, bool(code & 0x80)
    if section_id > PROPERTIES:
        reader.fail(f"unknown section id {section_id}", start)
    length = reader.varint()
    if aligned:
        skip_padding(reader, reader.varint(), "section")
    if length > reader.end - reader.pos:
        reader.fail(f"the {SECTION_NAMES[section_id]} section is {length} bytes long, but {reader.end - reader.pos} "
                    "are left (a truncated file?)", start)
    body = reader.sub(length, SECTION_NAMES[section_id])
    return section_id, (body.pos, body.end)


# ---------------------------------------------------------------- the IR
Finish = Callable[[Op, "str | None"], object]
PropertyNames = Callable[[OpName], "tuple[str, ...] | None"]


class IRReader:
    """Decodes the IR section into ops, naming values ``%N`` (results) and ``%argN`` (block arguments).

    Value numbering follows BytecodeReader.cpp's ValueScope: a scope per isolated region, in which each
    region reserves slots for its block arguments and the results of the ops directly in it; operands
    are absolute indices into the scope. A use before the definition (graph regions, blocks listed
    before the block defining the value) is patched when the scope closes.
    """

    def __init__(self, tables: Tables, finish: Finish, property_names: PropertyNames,
                 finish_attributes: Callable[[str, dict], None] | None = None) -> None:
        self.tables = tables
        self.finish = finish
        self.property_names = property_names
        # called once on each distinct attribute dictionary an op name is read with (ops share them)
        self.finish_attributes = finish_attributes
        self.next_value = 0
        self.next_arg = 0
        self.depth = 0
        self.attributes: dict[tuple, dict] = {}
        self.locations: dict[int, Location | None] = {}

    def read(self):
        reader = self.tables.section(IR)
        scope = _Scope()
        num_ops, has_args = reader.varint_flag()
        if has_args:
            reader.fail("the top-level block has arguments")
        if num_ops > reader.remaining:
            reader.fail(f"a top-level block of {num_ops} ops does not fit in the bytes left")
        ops = [self.read_op(reader, scope, None) for _ in range(num_ops)]
        reader.expect_end("IR")
        scope.close(reader)
        return ops

    # ------------------------------------------------------------ ops
    def read_op(self, reader: ByteReader, scope: "_Scope", parent: str | None):
        """One op (BytecodeReader.cpp parseOpWithoutRegions, then its regions).

        The hot path of reading: each one-byte varint (nearly every index in a module) is decoded
        inline from ``data``; longer ones, and every check that fails, go through ``reader``.
        """
        tables = self.tables
        data, pos, end = reader.data, reader.pos, reader.end
        start = pos
        first = data[pos] if pos < end else 0
        if first & 1:
            index, pos = first >> 1, pos + 1
        else:
            index = reader.varint()
            pos = reader.pos
        if index >= len(tables.op_names):
            reader.fail(f"op name index {index} out of range ({len(tables.op_names)} entries)", start)
        op_name: OpName = tables.op_names[index]
        if pos + 1 < end and data[pos + 1] & 1:
            mask, loc_index, pos = data[pos], data[pos + 1] >> 1, pos + 2
        elif pos + 2 < end and data[pos + 1] & 2:  # a two-byte location index (a module of many locations)
            mask, loc_index, pos = data[pos], (data[pos + 1] | data[pos + 2] << 8) >> 2, pos + 3
        else:
            reader.pos = pos
            mask = reader.byte()
            loc_index = reader.varint()
            pos = reader.pos
        location = self.locations.get(loc_index, _PENDING)
        if location is _PENDING:
            reader.pos = pos
            location = tables.file_line_col(loc_index) or self._location(loc_index, reader)
            self.locations[loc_index] = location
        dict_index = props_index = -1
        if mask & HAS_ATTRS:
            if pos < end and data[pos] & 1:
                dict_index, pos = data[pos] >> 1, pos + 1
            else:
                reader.pos = pos
                dict_index = reader.varint()
                pos = reader.pos
        if mask & HAS_PROPERTIES:
            reader.pos = pos
            if tables.version < NATIVE_PROPERTIES:
                reader.fail("an op with properties before bytecode version 5", start)
            props_index = reader.varint()
            pos = reader.pos
        # Ops that share their attribute dictionary and properties (most do, in exports) share one
        # attributes dict: the tree is not modified after it is built.
        key = (index, dict_index, props_index)
        attributes = self.attributes.get(key)
        if attributes is None:
            reader.pos = pos
            attributes = self.attributes[key] = self._attributes(reader, op_name, dict_index, props_index)
            pos = reader.pos
        result_types: tuple = ()
        if mask & HAS_RESULTS:
            if pos + 1 < end and data[pos] == 3 and data[pos + 1] & 1:  # one result, a one-byte type index
                type_index, pos = data[pos + 1] >> 1, pos + 2
                result_type = tables.types[type_index] if type_index < len(tables.types) else None
                if result_type is None or result_type is _PENDING:
                    reader.pos = pos
                    result_type = tables.type(type_index, reader)
                result_types = (result_type,)
            else:
                reader.pos = pos
                result_types = tuple(tables.type(i, reader) for i in reader.varints(reader.count(1, "results")))
                pos = reader.pos
        names: tuple = ()
        types: tuple = ()
        if mask & HAS_OPERANDS:
            reader.pos = pos
            values = scope.values
            indices = reader.varints(reader.count(1, "operands"))
            pos = reader.pos
            try:
                operands = [values[i] for i in indices]
            except IndexError:
                operands = [None]
            if None not in operands:
                if operands:
                    names, types = zip(*operands)
            else:  # some are used before their definition: note_operands
                names, types = None, [scope.use(i, reader) for i in indices]
        reader.pos = pos
        successors: tuple = ()
        if mask & HAS_SUCCESSORS:
            successors = tuple(reader.varint() for _ in range(reader.count(1, "successors")))
        if mask & HAS_USE_LIST_ORDERS:
            skip_use_list_orders(reader, len(result_types))
        results = ()
        if result_types:
            name = f"%{self.next_value}"
            self.next_value += 1
            results = ((name, len(result_types)),)
            if len(result_types) == 1:
                scope.define((name, result_types[0]), reader)
            else:
                scope.define_results(name, result_types, reader)
        op = Op(op_name.name, names, types, result_types, attributes, (), results, (), location)
        if names is None:
            scope.note_operands(op, types)
        if mask & HAS_REGIONS:
            num_regions, isolated = reader.varint_flag()
            if num_regions > reader.remaining:
                reader.fail(f"{num_regions} regions do not fit in the bytes left")
            op.regions = self._regions(reader, scope, num_regions, isolated, op_name.name)
        if successors:
            op.successors = tuple(f"^bb{index}" for index in successors)
        return self.finish(op, parent)

    def _attributes(self, reader: ByteReader, op_name: OpName, dict_index: int, props_index: int) -> dict:
        """The attributes of an op from its dictionary and properties (either may be absent: -1)."""
        attributes: dict[str, Attribute] = {}
        if dict_index >= 0:
            self._merge_dict(reader, dict_index, attributes)
            if props_index < 0 and self.tables.version < NATIVE_PROPERTIES:  # inherent ones in the dictionary
                for name in self.property_names(op_name) or ():
                    if name.startswith("#-"):  # segment sizes the op table does not declare, as in properties
                        attributes.pop(name[2:].partition(":")[0], None)
        if props_index >= 0:
            if op_name.registered:
                self._properties(reader, op_name, props_index, attributes)
            else:  # an unregistered op keeps its properties as a dictionary attribute
                self._merge_dict(reader, props_index, attributes)
        if attributes and self.finish_attributes is not None:
            self.finish_attributes(op_name.name, attributes)
        return attributes

    def _location(self, index: int, reader: ByteReader) -> Location | None:
        """The location of attribute ``index``; None for an unknown one (what ``loc(unknown)`` says)."""
        tables = self.tables
        loc = tables.attrs[index] if index < len(tables.attrs) else None
        if loc is None:
            loc = tables.file_line_col(index) or tables.attribute(index, reader)
        if not isinstance(loc, Location):
            reader.fail(f"an op's location is a {type(loc).__name__}, not a location")
        return None if loc.text == "unknown" else loc

    def _merge_dict(self, reader: ByteReader, index: int, attributes: dict) -> None:
        value = self.tables.attribute(index, reader)
        if not isinstance(value, DictAttr):
            reader.fail(f"an op's attribute dictionary is a {type(value).__name__}")
        attributes.update(value.entries)

    def _properties(self, reader: ByteReader, op_name: OpName, index: int, attributes: dict) -> None:
        """The inherent attributes of a registered op from its properties entry, laid out as
        ``property_names`` says (``plain_layouts``: ``?`` optional, ``~`` added upstream later, ``#``
        segment sizes)."""
        tables = self.tables
        if index >= len(tables.properties):
            reader.fail(f"properties index {index} out of range ({len(tables.properties)} entries)")
        start, end = tables.properties[index]
        props = ByteReader(tables.data, start, end, "properties", tables.source_name)
        names = self.property_names(op_name)
        if names is None:
            props.fail(f"properties of '{op_name.name}', an op this reader does not know (the op table does "
                       "not declare it), so neither the names nor the order of its attributes")
        segments = [n[1:].partition(":")[::2] for n in names if n[0] == "#"]
        if segments:
            names = tuple(n for n in names if n[0] != "#")
            native_segments = tables.version >= NATIVE_SEGMENT_SIZES
            if not native_segments:  # a DenseI32ArrayAttr each, among the attributes by name
                names = tuple(sorted(names + tuple(name for name, _ in segments), key=lambda n: n.lstrip("?~-")))
        elif any(n[0] == "~" for n in names):
            names = drop_later(op_name.name, names, _count_varints(props))
        for name in names:
            if name[0] in "?~":  # an optional attribute: (index << 1) | present
                attr_index, present = props.varint_flag()
                if present:
                    attributes[name[1:]] = tables.attribute(attr_index, props)
            else:
                value = tables.attribute(props.varint(), props)
                if name[0] != "-":  # "-": a segment-sizes attribute the op table does not declare
                    attributes[name] = value
        if segments and native_segments:
            for name, groups in segments:
                sizes = read_sparse_array(props, int(groups))
                if name[0] != "-":
                    attributes[name] = DenseArrayAttr(I32, tuple(sizes))
        props.expect_end(f"properties of {op_name.name}")

    # ------------------------------------------------------------ regions and blocks
    def _regions(self, reader: ByteReader, scope: "_Scope", count: int, isolated: bool, owner: str) -> tuple:
        self.depth += 1
        if self.depth > MAX_NESTING:
            reader.fail(f"regions nested more than {MAX_NESTING} deep")
        region_reader = reader
        if isolated and self.tables.version >= LAZY_LOADING:
            section_id, (start, end) = read_section(reader)
            if section_id != IR:
                reader.fail(f"an isolated region is in section {section_id}, not an IR section")
            region_reader = ByteReader(self.tables.data, start, end, "IR", self.tables.source_name)
        inner = _Scope() if isolated else scope
        regions = tuple(self._region(region_reader, inner, owner) for _ in range(count))
        if region_reader is not reader:
            region_reader.expect_end(f"regions of {owner}")
        if isolated:
            inner.close(reader)
        self.depth -= 1
        return regions

    def _region(self, reader: ByteReader, scope: "_Scope", owner: str) -> Region:
        num_blocks = reader.count(1, "region")
        if num_blocks == 0:
            return Region(())
        num_values = reader.count(1, "values")  # each is an argument or a result, whose type takes a byte
        scope.push(num_values)
        blocks = tuple(self._block(reader, scope, owner) for _ in range(num_blocks))
        scope.pop(num_values, reader)
        if len(blocks) > 1:  # successors name the blocks of their region: ^bb0, ^bb1, ...
            blocks = tuple(Block(f"^bb{i}", b.arguments, b.ops) for i, b in enumerate(blocks))
        return Region(blocks)

    def _block(self, reader: ByteReader, scope: "_Scope", owner: str) -> Block:
        num_ops, has_args = reader.varint_flag()
        arguments: tuple = ()
        if has_args:
            arguments = self._block_arguments(reader, scope)
        if num_ops > reader.remaining:
            reader.fail(f"a block of {num_ops} ops does not fit in the bytes left")
        read_op = self.read_op
        ops = tuple([read_op(reader, scope, owner) for _ in range(num_ops)])
        return Block(None, arguments, ops)

    def _block_arguments(self, reader: ByteReader, scope: "_Scope") -> tuple:
        tables = self.tables
        args = []
        for _ in range(reader.count(1, "block arguments")):
            if tables.version >= ELIDE_UNKNOWN_BLOCK_ARG_LOC:
                type_index, has_loc = reader.varint_flag()
                loc = self._location(reader.varint(), reader) if has_loc else None
            else:
                type_index = reader.varint()
                loc = self._location(reader.varint(), reader)
            name = f"%arg{self.next_arg}"
            self.next_arg += 1
            arg_type = tables.type(type_index, reader)
            scope.define((name, arg_type), reader)
            args.append(BlockArgument(name, arg_type, loc))
        if tables.version >= USE_LIST_ORDERING:
            if reader.byte():
                skip_use_list_orders(reader, len(args))
        return tuple(args)


def _count_varints(reader: ByteReader) -> int:
    """How many varints the bytes left at ``reader`` hold (it does not move)."""
    data, pos, end = reader.data, reader.pos, reader.end
    count = 0
    while pos < end:
        first = data[pos]
        pos += 9 if first == 0 else (first & -first).bit_length()
        count += 1
    return count


def read_sparse_array(reader: ByteReader, size: int) -> list[int]:
    """An array of small integers as ``DialectBytecodeWriter::writeSparseArray`` writes it: ``(size << 1) |
    0`` then each value, or ``(nonZeroCount << 1) | 1``, the index width, then ``(value << width) | index``
    for each non-zero element (so ``size``, the array's length, comes from the op's declaration)."""
    start = reader.pos
    count, sparse = reader.varint_flag()
    if not sparse:
        if count != size:
            reader.fail(f"an array of {count} segment sizes, not {size}", start)
        return [reader.varint() for _ in range(count)]
    width = reader.varint() if count else 0
    if width > 32 or count > size:
        reader.fail(f"a sparse array of {count} elements with {width}-bit indices", start)
    values = [0] * size
    for _ in range(count):
        pair = reader.varint()
        index = pair & ((1 << width) - 1)
        if index >= size:
            reader.fail(f"index {index} of a sparse array of {size} elements", start)
        values[index] = pair >> width
    return values


def skip_use_list_orders(reader: ByteReader, num_values: int) -> None:
    """Use-list orders only restore the in-memory order of uses: read and dropped."""
    count = reader.count(1, "use-list orders") if num_values > 1 else 1
    for _ in range(count):
        if num_values > 1:
            reader.varint()
        num_indices, _pairs = reader.varint_flag()
        if num_indices > reader.remaining:
            reader.fail("a use-list order longer than the bytes left")
        for _ in range(num_indices):
            reader.varint()


class _Scope:
    """The values of one isolated region (BytecodeReader.cpp ValueScope): ``(name, type)`` by absolute index."""

    __slots__ = ("values", "cursors", "pending")

    def __init__(self) -> None:
        self.values: list = []
        self.cursors: list[int] = [0]
        self.pending: list = []  # (op, operand position, value index) of uses before definitions

    def push(self, count: int) -> None:
        self.cursors.append(len(self.values))
        self.values.extend([None] * count)

    def pop(self, count: int, reader: ByteReader) -> None:
        self.cursors.pop()
        self._resolve()
        del self.values[len(self.values) - count:]
        for op, _, index in self.pending:
            if index >= len(self.values):
                reader.fail(f"{op.name} uses value {index} of a region that never defines it")

    def define(self, value: tuple, reader: ByteReader) -> None:
        slot = self.cursors[-1]
        if slot >= len(self.values):
            if len(self.cursors) > 1:
                reader.fail("a region defines more values than it announced")
            self.values.append(value)  # the top level announces no count
        else:
            self.values[slot] = value
        self.cursors[-1] = slot + 1

    def define_results(self, name: str, types: tuple, reader: ByteReader) -> None:
        if len(types) == 1:
            self.define((name, types[0]), reader)
        else:
            for i, result_type in enumerate(types):
                self.define((f"{name}#{i}", result_type), reader)

    def use(self, index: int, reader: ByteReader):
        values = self.values
        if index < len(values):
            return values[index] or index  # an int: defined later, patched when it is
        reader.fail(f"value index {index} out of range ({len(values)} values in scope)")

    def note_operands(self, op: Op, operands: list) -> None:
        names, types = [], []
        for position, value in enumerate(operands):
            if type(value) is int:
                self.pending.append((op, position, value))
                names.append(None)
                types.append(None)
            else:
                names.append(value[0])
                types.append(value[1])
        op.operands = tuple(names)
        op.operand_types = tuple(types)

    def _resolve(self) -> None:
        still = []
        for op, position, index in self.pending:
            value = self.values[index] if index < len(self.values) else None
            if value is None:
                still.append((op, position, index))
                continue
            names, types = list(op.operands), list(op.operand_types)
            names[position], types[position] = value
            op.operands, op.operand_types = tuple(names), tuple(types)
        self.pending = still

    def close(self, reader: ByteReader) -> None:
        self._resolve()
        if self.pending:
            op, _, index = self.pending[0]
            reader.fail(f"{op.name} uses value {index}, which is never defined")
