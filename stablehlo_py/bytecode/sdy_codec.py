"""Shardy's attributes in bytecode (openxla/shardy shardy/dialect/sdy/ir/bytecode.td, bytecode.cc).

jax.export writes its sharding annotations in Shardy's own encoding ("mixed serialization", StableHLO 1.11+).
Each entry starts with a varint code, the position of its record in bytecode.td's ``SdyDialectTypes`` list;
the members follow in declaration order: a nested sdy attribute is a reference to another entry, a string an
index into the string table, a ``SignedVarIntList`` one list of signed varints, a ``Bool`` one raw byte and
an optional member ``(value << 1) | present``. Shardy has no types.

Every attribute decodes to ``OpaqueAttr`` holding exactly the text MLIR prints for it (the assembly
formats of attrs.td and the printers of printers.cc), so that it equals what the text parser keeps for
the same attribute. A nested attribute is printed "stripped", without ``#sdy.`` and its mnemonic; that
part is recovered from the nested entry's text, whose mnemonic is known from the member's declared kind.
"""
from __future__ import annotations

from typing import Callable, NoReturn

from ..ir import attributes as at
from ..ir.sdy import dialect_symbol, strip_mnemonic
from .container import EntryReader

# The three reductions of an unreduced sharding (enums.td Sdy_ReductionOp), by their encoding.
REDUCTIONS = ("sum", "max", "min")
# Factor ``n`` prints as the letter 'i' + n up to 'z', then as z_1, z_2, ... (utils.cc factorSymbolString).
LAST_LETTER_FACTOR = ord("z") - ord("i")


class SdyCodec:
    """Decodes the ``sdy`` dialect's custom-encoded attribute entries into their printed text."""

    def decode_attribute(self, reader: EntryReader) -> at.OpaqueAttr:
        start = reader.pos
        code = reader.varint()
        decoder = _DECODERS.get(code)
        if decoder is None:
            reader.fail(f"unknown sdy attribute code {code}", start)
        mnemonic, body = decoder(reader)
        return at.OpaqueAttr(dialect_symbol(mnemonic + body))

    def decode_type(self, reader: EntryReader) -> NoReturn:
        reader.fail("an sdy type entry, but the sdy dialect has no types")


def mlir_string(text: str) -> str:
    """A quoted string as MLIR prints it (llvm::printEscapedString: ``\\\\`` for a backslash, and
    ``\\XX`` in upper-case hex for each byte of ``"`` and of what is not printable ASCII)."""
    out = []
    for byte in text.encode("utf-8"):
        if byte == 0x5C:
            out.append("\\\\")
        elif 0x20 <= byte < 0x7F and byte != 0x22:
            out.append(chr(byte))
        else:
            out.append(f"\\{byte:02X}")
    return '"' + "".join(out) + '"'


def _symbol(name: str) -> str:
    """``@name``, quoted unless it is a bare identifier (AsmPrinter.cpp printKeywordOrString)."""
    bare = name[:1].isascii() and (name[:1].isalpha() or name[:1] == "_") and all(
        ch.isascii() and (ch.isalnum() or ch in "_$.") for ch in name)
    return "@" + (name if bare else mlir_string(name))


# ------------------------------------------------------------------ members
def _stripped(r: EntryReader, mnemonic: str, attr: at.Attribute | None = None) -> str:
    """A nested sdy attribute printed without ``#sdy.`` and its mnemonic (printStrippedAttrOrType)."""
    start = r.pos
    attr = r.attribute() if attr is None else attr
    body = strip_mnemonic(attr.text, mnemonic) if isinstance(attr, at.OpaqueAttr) else None
    if body is None:
        r.fail(f"expected an sdy {mnemonic} attribute, found {attr}", start)
    return body


def _list(r: EntryReader, mnemonic: str) -> list[str]:
    return r.list(lambda: _stripped(r, mnemonic))


def _ints(r: EntryReader) -> list[int]:
    return r.list(r.svarint)


def _bool(r: EntryReader) -> bool:
    return r.byte() != 0  # DialectBytecodeReader::readBool: one byte, any non-zero value is true


def _factor(r: EntryReader, factor: int) -> str:
    if factor < 0:
        r.fail(f"a negative factor index {factor}")
    if factor <= LAST_LETTER_FACTOR:
        return chr(ord("i") + factor)
    return f"z_{factor - LAST_LETTER_FACTOR}"


def _braced(items: list[str]) -> str:
    return "{" + ", ".join(items) + "}"


def _bracketed(items: list[str]) -> str:
    return "[" + ", ".join(items) + "]"


# ------------------------------------------------------------------ attributes (code -> mnemonic, body)
def _manual_axes(r: EntryReader) -> tuple[str, str]:
    def axis() -> str:
        start = r.pos
        value = r.attribute()
        if not isinstance(value, at.StringAttr):
            r.fail(f"a manual axis is a {type(value).__name__}, not a string", start)
        return mlir_string(value.value)
    return "manual_axes", _braced(r.list(axis))


def _mesh_axis(r: EntryReader) -> tuple[str, str]:
    name = r.string()
    return "mesh_axis", f"{mlir_string(name)}={r.svarint()}"


def _mesh(r: EntryReader) -> tuple[str, str]:
    axes = r.list(lambda: _stripped(r, "mesh_axis"))
    device_ids = _ints(r)
    total = 1
    for axis in axes:
        total *= int(axis.rsplit("=", 1)[1])
    if axes and device_ids == list(range(total)):
        device_ids = []  # MeshAttr::get drops iota device ids (attrs.td Sdy_Mesh builders)
    body = "<" + _bracketed(axes)
    if device_ids:
        body += ", device_ids=" + _bracketed([str(i) for i in device_ids])
    return "mesh", body + ">"


def _sub_axis_info(r: EntryReader) -> tuple[str, str]:
    pre_size = r.svarint()
    return "sub_axis_info", f"({pre_size}){r.svarint()}"


def _axis_ref(r: EntryReader) -> tuple[str, str]:
    name = mlir_string(r.string())
    sub_axis = r.optional_attribute()
    if sub_axis is not None:
        name += ":" + _stripped(r, "sub_axis_info", sub_axis)
    return "axis_ref", name


def _dimension_sharding(r: EntryReader) -> tuple[str, str]:
    axes = _list(r, "axis_ref")
    closed = _bool(r)
    priority, has_priority = r.varint_flag()
    if not closed:
        axes.append("?")  # {"a", ?} or {?}
    body = _braced(axes)
    return "dimension_sharding", body + (f"p{priority}" if has_priority else "")


def _mesh_or_ref(r: EntryReader) -> str:
    """printers.cc printMeshOrRef: an inline mesh as ``mesh<...>``, else the symbol ``@name``."""
    start = r.pos
    value = r.attribute()
    if isinstance(value, at.SymbolRefAttr) and len(value.path) == 1:
        return _symbol(value.path[0])
    if isinstance(value, at.OpaqueAttr) and value.text.startswith("#sdy.mesh<"):
        return "mesh" + _stripped(r, "mesh", value)
    r.fail(f"a sharding's mesh is {value}, neither a mesh nor a symbol", start)


def _sharding(r: EntryReader, unreduced: bool, reduction: bool) -> tuple[str, str]:
    """TensorShardingAttr: V1 without unreduced axes, V2 with them (a sum), V3 with their reduction."""
    mesh = _mesh_or_ref(r)
    dims = _list(r, "dimension_sharding")
    replicated = _list(r, "axis_ref")
    unreduced_axes = _list(r, "axis_ref") if unreduced else []
    op = "sum"
    if reduction:
        start = r.pos
        code = r.svarint()
        if not 0 <= code < len(REDUCTIONS):
            r.fail(f"unknown reduction {code}", start)
        op = REDUCTIONS[code]
    body = f"<{mesh}, {_bracketed(dims)}"
    if replicated:
        body += ", replicated=" + _braced(replicated)
    if unreduced_axes:  # printers.cc printReplicatedAndUnreducedAxes
        body += ", unreduced=" + ("" if op == "sum" else op) + _braced(unreduced_axes)
    return "sharding", body + ">"


def _sharding_per_value(r: EntryReader) -> tuple[str, str]:
    return "sharding_per_value", "<" + _bracketed(_list(r, "sharding")) + ">"


def _dim_mapping(r: EntryReader) -> tuple[str, str]:
    return "dim_mapping", "".join(_factor(r, f) for f in _ints(r))


def _tensor_mapping(r: EntryReader) -> tuple[str, str]:
    return "tensor_mapping", _bracketed(_list(r, "dim_mapping"))


def _op_sharding_rule(r: EntryReader) -> tuple[str, str]:
    sizes = _ints(r)
    operands = _list(r, "tensor_mapping")
    results = _list(r, "tensor_mapping")
    body = f"<({', '.join(operands)})->({', '.join(results)})"
    if sizes:  # printers.cc printFactorSizes
        body += " " + _braced([f"{_factor(r, i)}={size}" for i, size in enumerate(sizes)])
    for kind in ("reduction", "need_replication", "permutation", "blocked_propagation"):
        factors = _ints(r)
        if factors:
            body += f" {kind}=" + _braced([_factor(r, f) for f in factors])
    if _bool(r):
        body += ", custom"
    return "op_sharding_rule", body + ">"


def _axis_ref_list(r: EntryReader) -> tuple[str, str]:
    return "axis_ref_list", _braced(_list(r, "axis_ref"))


def _list_of_axis_ref_lists(r: EntryReader) -> tuple[str, str]:
    return "list_of_axis_ref_lists", _bracketed(_list(r, "axis_ref_list"))


def _all_to_all_param(r: EntryReader) -> tuple[str, str]:
    axes = _list(r, "axis_ref")
    source = r.svarint()
    return "all_to_all_param", f"{_braced(axes)}: {source}->{r.svarint()}"


def _all_to_all_param_list(r: EntryReader) -> tuple[str, str]:
    return "all_to_all_param_list", _bracketed(_list(r, "all_to_all_param"))


_DECODERS: dict[int, Callable[[EntryReader], tuple[str, str]]] = {
    0: _manual_axes, 1: _mesh_axis, 2: _mesh, 3: _sub_axis_info, 4: _axis_ref, 5: _dimension_sharding,
    6: lambda r: _sharding(r, False, False), 7: _sharding_per_value, 8: _dim_mapping, 9: _tensor_mapping,
    10: _op_sharding_rule, 11: _axis_ref_list, 12: _list_of_axis_ref_lists, 13: _all_to_all_param,
    14: _all_to_all_param_list, 15: lambda r: _sharding(r, True, False), 16: _sharding_per_value,
    17: lambda r: _sharding(r, True, True),
}
