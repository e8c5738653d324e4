"""Shardy (``sdy``) content of real jax.export artifacts ("mixed serialization"): sdy ops and attributes
read with their meaning, the casts between VHLO and builtin types folded away, against jaxlib's own
deserialization (testdata/artifacts, made by tools/export_sdy_artifacts.py)."""
from __future__ import annotations

from pathlib import Path

import pytest

import stablehlo_py
from stablehlo_py.bytecode.container import EntryReader, Tables
from stablehlo_py.bytecode.errors import BytecodeError, TargetVersionError
from stablehlo_py.bytecode.reader import CODECS, read_bytecode
from stablehlo_py.bytecode.sdy_codec import SdyCodec
from stablehlo_py.bytecode.stream import ByteWriter
from stablehlo_py.bytecode.writer import write_bytecode
from stablehlo_py.ir import attributes as at
from stablehlo_py.ir.canonical import canonical
from stablehlo_py.ir.nodes import Func, Module

ARTIFACTS = Path(__file__).resolve().parents[1] / "testdata" / "artifacts"
NAMES = ("sharded_matmul", "sharding_constraint", "lapack", "shard_map", "sdy_zoo", "sdy_collectives")
CAST = "builtin.unrealized_conversion_cast"


def _read(name: str) -> Module:
    return stablehlo_py.load((ARTIFACTS / f"{name}.mlirbc").read_bytes())


def _expected(name: str) -> Module:
    return stablehlo_py.load(ARTIFACTS / f"{name}.expected.mlir")


def _sdy_texts(attr) -> list[str]:
    """The text of every #sdy attribute in ``attr``, however deeply nested in dictionaries and arrays."""
    if isinstance(attr, at.OpaqueAttr):
        return [attr.text] if attr.text.startswith("#sdy") else []
    if isinstance(attr, at.DictAttr):
        return [t for _, value in attr.entries for t in _sdy_texts(value)]
    if isinstance(attr, at.ArrayAttr):
        return [t for value in attr.elements for t in _sdy_texts(value)]
    return []


def _sdy_parts(module: Module) -> tuple:
    """(sdy ops with their operands, types, attributes and region arguments; every #sdy attribute text;
    the number of casts) of a module, names made canonical."""
    module = canonical(module)
    ops, texts, casts = [], [], 0
    for item in module.body:
        if isinstance(item, Func):
            for attrs in (*item.arg_attrs, *item.result_attrs):
                texts += _sdy_texts(attrs) if attrs is not None else []
            texts += [t for value in item.attributes.values() for t in _sdy_texts(value)]
    for op in module.walk():
        texts += [t for value in op.attributes.values() for t in _sdy_texts(value)]
        casts += op.name == CAST
        if op.name.startswith("sdy."):
            arguments = tuple(tuple(a.type for a in b.arguments) for r in op.regions for b in r.blocks)
            ops.append((op.name, op.operand_types, op.result_types, dict(op.attributes), arguments))
    return ops, sorted(texts), casts


@pytest.mark.parametrize("name", NAMES)
def test_sdy_ops_and_attributes_read_as_jaxlib_deserializes_them(name):
    data = (ARTIFACTS / f"{name}.mlirbc").read_bytes()
    assert data.startswith(b"ML\xefR") and len(data) < 30_000
    read, expected = _sdy_parts(_read(name)), _sdy_parts(_expected(name))
    assert read == expected
    ops, texts, casts = read
    assert texts and casts == 0  # there are sdy attributes; every cast was folded, as upstream folds them
    assert bool(ops) == (name != "lapack")
    # sdy ops on tensors take and give builtin tensors: the artifact casts VHLO values to them and back
    assert (b"unrealized_conversion_cast" in data) == (name not in ("sharded_matmul", "lapack"))


@pytest.mark.parametrize("name", NAMES)
def test_whole_module_reads_as_jaxlib_deserializes_it(name):
    module = _read(name)
    if any(op.name.startswith("vhlo.") for op in module.walk()):
        pytest.skip("VHLO ops are turned into StableHLO by legalize.py, which this branch has not got yet")
    assert canonical(module) == canonical(_expected(name))


def test_what_the_exports_hold():
    matmul = _read("sharded_matmul")
    assert matmul.body[0].name == "sdy.mesh"
    assert str(matmul.body[0].attributes["mesh"]) == '#sdy.mesh<["x"=2]>'
    # the arguments' and the result's shardings
    assert _sdy_parts(matmul)[1] == sorted(['#sdy.mesh<["x"=2]>', '#sdy.sharding<@mesh, [{"x"}, {}]>',
                                            '#sdy.sharding<@mesh, [{}, {}]>', '#sdy.sharding<@mesh, [{"x"}, {}]>'])
    constraints = [op for op in _read("sharding_constraint").walk() if op.name == "sdy.sharding_constraint"]
    assert [str(op.attributes["sharding"]) for op in constraints] == [
        '#sdy.sharding<@mesh, [{"x", "y"}, {}]>', '#sdy.sharding<@mesh, [{?}, {"y"}]>']
    rules = [str(op.attributes["sdy.sharding_rule"]) for op in _read("lapack").walk()
             if "sdy.sharding_rule" in op.attributes]
    assert rules[0] == "#sdy.op_sharding_rule<([i, j])->([k, l], []) {i=3, j=3, k=3, l=3}, custom>"
    manual = next(op for op in _read("shard_map").walk() if op.name == "sdy.manual_computation")
    assert str(manual.attributes["manual_axes"]) == '#sdy<manual_axes{"x"}>'
    assert manual.regions[0].blocks[0].ops[-1].name == "sdy.return"


def _sdy_entries(data: bytes) -> list[tuple[int, int]]:
    tables = Tables(data, "<bytes>", CODECS)
    return [(start, end) for dialect, start, end, custom in tables.attr_entries if dialect == "sdy" and custom]


def test_the_zoo_holds_every_attribute_code_jaxlib_writes():
    data = (ARTIFACTS / "sdy_zoo.mlirbc").read_bytes()
    codes = {data[start] >> 1 for start, _ in _sdy_entries(data)}
    assert codes == set(range(17))  # 17 (a sharding with max/min unreduced axes) is newer than jaxlib 0.10.2


@pytest.mark.timeout(300)
@pytest.mark.parametrize("name", ["shard_map", "sdy_zoo"])
def test_corrupt_sdy_entries_give_bytecode_errors(name):
    """Every byte of every sdy entry set to 0x00, 0xFF and with bits flipped: a module or a BytecodeError,
    nothing else."""
    data = bytearray((ARTIFACTS / f"{name}.mlirbc").read_bytes())
    entries = _sdy_entries(bytes(data))
    errors = 0
    for start, end in entries:
        for offset in range(start, end):
            byte = data[offset]
            for value in {0x00, 0xFF, byte ^ 0x01, byte ^ 0x02, byte ^ 0x80} - {byte}:
                data[offset] = value
                try:
                    read_bytecode(bytes(data), "mutant.mlirbc")
                except BytecodeError as error:
                    assert str(error).startswith("mutant.mlirbc: error: ")
                    errors += 1
            data[offset] = byte
    assert entries and errors


def test_truncated_sdy_entries_give_bytecode_errors():
    data = (ARTIFACTS / "sdy_zoo.mlirbc").read_bytes()
    for start, end in _sdy_entries(data):
        for cut in range(start, end):
            tables = Tables(data, "cut.mlirbc", CODECS)
            with pytest.raises(BytecodeError, match="^cut.mlirbc: error: attribute/type section, byte"):
                SdyCodec().decode_attribute(EntryReader(tables, start, cut))


# ------------------------------------------------------------------ the codec on hand-made entries
class _Tables:
    """What an EntryReader needs of the tables: the data, and attributes and strings by index."""

    def __init__(self, data: bytes, attrs: list, strings: list[str]) -> None:
        self.data, self.attrs, self.strings, self.source_name = data, attrs, strings, "hand.mlirbc"

    def attribute(self, index: int, reader) -> at.Attribute:
        return self.attrs[index]

    def string(self, reader) -> str:
        return self.strings[reader.varint()]


def _decode(payload: list[int], attrs: list | None = None, strings: list[str] | None = None) -> str:
    w = ByteWriter()
    for value in payload:
        w.varint(value)
    tables = _Tables(bytes(w.out), attrs or [], strings or [])
    reader = EntryReader(tables, 0, len(tables.data))  # type: ignore[arg-type]
    text = SdyCodec().decode_attribute(reader).text
    reader.expect_end("entry")
    return text


def _zigzag(value: int) -> int:
    return ((value << 1) ^ (value >> 63)) & ((1 << 64) - 1)


def test_a_sharding_with_a_reduction_other_than_sum():
    """Code 17 (Shardy after 2026-07): the reduction of the unreduced axes, ``unreduced=max{...}``."""
    mesh = at.SymbolRefAttr(("m",))
    dim = at.OpaqueAttr('#sdy.dimension_sharding{"a"}')
    axis = at.OpaqueAttr('#sdy<axis_ref"b">')
    # code, mesh, [dim], [], [axis], reduction
    assert _decode([17, 0, 1, 1, 0, 1, 2, _zigzag(1)], [mesh, dim, axis]) == \
        '#sdy.sharding<@m, [{"a"}], unreduced=max{"b"}>'
    assert _decode([17, 0, 0, 0, 1, 2, _zigzag(2)], [mesh, dim, axis]) == '#sdy.sharding<@m, [], unreduced=min{"b"}>'
    with pytest.raises(BytecodeError, match="unknown reduction 3"):
        _decode([17, 0, 0, 0, 0, _zigzag(3)], [mesh])


def test_hand_made_entries():
    assert _decode([1, 0, _zigzag(-1)], strings=["a b"]) == '#sdy<mesh_axis"a b"=-1>'
    # iota device ids are dropped, as MeshAttr::get drops them
    axis = at.OpaqueAttr('#sdy<mesh_axis"a"=2>')
    assert _decode([2, 1, 0, 2, 0, 2], [axis]) == '#sdy.mesh<["a"=2]>'
    assert _decode([2, 1, 0, 2, 2, 0], [axis]) == '#sdy.mesh<["a"=2], device_ids=[1, 0]>'
    assert _decode([8, 2, _zigzag(17), _zigzag(18)]) == "#sdy.dim_mappingzz_1"
    with pytest.raises(BytecodeError, match="unknown sdy attribute code 40"):
        _decode([40])
    with pytest.raises(BytecodeError, match="negative factor index -1"):
        _decode([8, 1, _zigzag(-1)])
    with pytest.raises(BytecodeError, match="expected an sdy mesh_axis attribute"):
        _decode([2, 1, 0, 0], [at.OpaqueAttr('#sdy<axis_ref"a">')])
    with pytest.raises(BytecodeError, match="neither a mesh nor a symbol"):
        _decode([6, 0, 0, 0], [at.StringAttr("m")])


def test_the_writer_keeps_sdy_attributes_and_refuses_sdy_ops():
    module = stablehlo_py.load(ARTIFACTS / "sharding_constraint.expected.mlir")
    with pytest.raises(TargetVersionError, match="sdy.mesh: Shardy ops are not written"):
        write_bytecode(module)
