"""Reading plain MLIR bytecode (issue #25 point 1): files that jaxlib's MLIR bindings wrote for the
programs of testdata/ (testdata/plain_bytecode, tools/export_plain_bytecode.py) read into the tree their
text parses to, and real producers' files (TF, litert-torch) read when they are there."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import stablehlo_py
from stablehlo_py.bytecode.errors import BytecodeError
from stablehlo_py.bytecode.reader import bytecode_form, bytecode_header, producer_name, read_bytecode
from stablehlo_py.ir import attributes as at
from stablehlo_py.ir.canonical import canonical

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "testdata" / "plain_bytecode"
MANIFEST = json.loads((DATA / "manifest.json").read_text())


@pytest.mark.parametrize("entry", MANIFEST, ids=lambda e: e["file"])
def test_plain_bytecode_reads_as_its_source_parses(entry):
    data = (DATA / entry["file"]).read_bytes()
    assert bytecode_form(data)[0] == "plain MLIR bytecode"
    module = stablehlo_py.load(data)
    source = stablehlo_py.load_all(ROOT / entry["source"])[entry["chunk"]]
    assert canonical(module) == canonical(source)


def test_the_files_cover_the_dialect_encodings():
    """The StableHLO codes and builtin kinds the reader decodes occur in the committed files."""
    kinds = set()

    def note(value):
        kinds.add(value.name if isinstance(value, at.StructAttr) else
                  f"enum {value.kind}" if isinstance(value, at.EnumAttr) else type(value).__name__)
        for inner in value.elements if isinstance(value, at.ArrayAttr) else ():
            note(inner)

    for entry in MANIFEST:
        for op in stablehlo_py.load(DATA / entry["file"]).walk():
            for value in op.attributes.values():
                note(value)
    assert {"stablehlo.gather", "stablehlo.scatter", "stablehlo.dot", "stablehlo.channel_handle",
            "stablehlo.output_operand_alias", "enum comparison_direction", "enum comparison_type",
            "enum precision", "enum fft_type", "enum rng_algorithm", "enum rng_distribution",
            "enum transpose", "ConvDimensionNumbersAttr", "DenseArrayAttr", "DenseElementsAttr",
            "DenseResourceAttr", "SymbolRefAttr", "FloatAttr", "IntegerAttr", "BoolAttr", "DictAttr"} <= kinds


def test_producer_and_form():
    data = (DATA / MANIFEST[0]["file"]).read_bytes()
    version, producer = bytecode_header(data)
    assert (version, producer) == (6, "MLIR24.0.0git")
    assert "MLIR's bytecode writer of LLVM 24.0.0git" in producer_name(producer)
    artifact = (ROOT / "testdata" / "artifacts" / "dense.1.17.0.mlirbc").read_bytes()
    assert bytecode_form(artifact) == ("VHLO artifact", ("builtin", "vhlo"))


def test_shlo_info_says_which_form(tmp_path):
    from click.testing import CliRunner

    from stablehlo_py.cli.main import main

    result = CliRunner().invoke(main, ["info", str(DATA / MANIFEST[0]["file"])])
    assert result.exit_code == 0, result.output
    assert "plain MLIR bytecode (builtin, func, stablehlo" in result.output
    assert "StableHLO version" not in result.output


def test_attributes_kept_as_text_are_parsed():
    """CHLO has no code for #chlo.ragged_dot (ChloBytecode.cpp): MLIR keeps its text, which the project's
    parser reads (``load``); the lower layer alone, given no parser, keeps it as opaque text."""
    path = DATA / "interpret__chlo.11.mlirbc"
    found = [op.attributes["ragged_dot_dimension_numbers"] for op in read_bytecode(path.read_bytes()).walk()
             if op.name == "chlo.ragged_dot"]
    assert found and all(isinstance(a, at.OpaqueAttr) and a.text.startswith("#chlo.ragged_dot<") for a in found)
    parsed = [op.attributes["ragged_dot_dimension_numbers"] for op in stablehlo_py.load(path).walk()
              if op.name == "chlo.ragged_dot"]
    assert all(isinstance(a, at.StructAttr) and a.name == "chlo.ragged_dot" for a in parsed)


PRODUCED = sorted((ROOT / "testdata").glob("tf/*.mlirbc")) + sorted((ROOT / "testdata").glob("litert/*.mlirbc"))
# Files whose ops the op table does not declare yet (other dialects' helpers add them).
def test_the_producers_files_are_there():
    assert len(PRODUCED) == 13


@pytest.mark.parametrize("path", PRODUCED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_real_producers_files_read(path):
    """TF's (XLA's stablehlo_serialized at version 6, the TF bridge's at version 1) and litert-torch's own
    .mlirbc (testdata/tf, testdata/litert): each reads into its text's tree."""
    module = stablehlo_py.load(path)
    assert canonical(module) == canonical(stablehlo_py.load(path.with_suffix(".mlir")))


def test_the_benchmark_file_holds_the_benchmark_program():
    """benchmarks/plain_bytecode_throughput.py reads bench_ops_10000.mlirbc as parse_throughput's program."""
    import sys

    sys.path.insert(0, str(ROOT / "benchmarks"))
    from parse_throughput import ops_module

    module = stablehlo_py.load(DATA / "bench_ops_10000.mlirbc")
    assert canonical(module) == canonical(stablehlo_py.parse_text(ops_module(10_000)))


@pytest.mark.parametrize("version", [1, 5])
def test_older_bytecode_versions(version):
    """Version 5: segment sizes an attribute among the others by name; version 1: no properties at all, the
    inherent attributes in each op's dictionary (encodings.vN.mlirbc: jaxlib's write_bytecode at version N)."""
    data = (DATA / f"encodings.v{version}.mlirbc").read_bytes()
    assert bytecode_header(data)[0] == version
    assert canonical(stablehlo_py.load(data)) == canonical(stablehlo_py.load(DATA / "encodings.mlir"))


def test_sparse_arrays_as_write_sparse_array_writes_them():
    """BytecodeImplementation.h writeSparseArray: dense ``(size << 1) | 0, values``; sparse ``(nonZero << 1)
    | 1, index width, (value << width) | index`` (jaxlib's files only hold the dense form: two groups of one)."""
    from stablehlo_py.bytecode.container import read_sparse_array
    from stablehlo_py.bytecode.stream import ByteReader, ByteWriter

    def encoded(*numbers):
        writer = ByteWriter()
        for number in numbers:
            writer.varint(number)
        return ByteReader(bytes(writer.out))

    assert read_sparse_array(encoded(3 << 1, 1, 0, 2), 3) == [1, 0, 2]
    # [0, 0, 0, 5, 0, 0]: one non-zero at index 3, indices in 2 bits
    assert read_sparse_array(encoded((1 << 1) | 1, 2, (5 << 2) | 3), 6) == [0, 0, 0, 5, 0, 0]
    assert read_sparse_array(encoded((0 << 1) | 1), 4) == [0, 0, 0, 0]
    with pytest.raises(BytecodeError, match="index 3 of a sparse array of 2"):
        read_sparse_array(encoded((1 << 1) | 1, 2, (5 << 2) | 3), 2)


def test_layouts_come_from_the_op_table():
    from stablehlo_py.bytecode.plain_layouts import drop_later, plain_layout

    assert plain_layout("stablehlo.compare") == ("?compare_type", "comparison_direction")
    assert plain_layout("stablehlo.slice") == ("limit_indices", "start_indices", "strides")  # ODS: required
    assert "error_message" not in str(plain_layout("stablehlo.custom_call"))  # discardable upstream
    assert plain_layout("chlo.scan")[-2:] == ("#operandSegmentSizes:2", "#-resultSegmentSizes:2")
    assert plain_layout("no.such_op") is None
    call = plain_layout("func.call")
    assert call == ("~arg_attrs", "callee", "~no_inline", "~res_attrs")
    assert drop_later("func.call", call, 2) == ("callee", "~no_inline")  # res_attrs, then arg_attrs are newest
    assert drop_later("func.call", call, 4) == call
