"""Corrupt and truncated artifacts: a clear ``BytecodeError`` naming the section and the byte, never a
traceback, a hang or an allocation sized by an untrusted length."""
from __future__ import annotations

import random
import re
import tracemalloc
from pathlib import Path

import pytest

from stablehlo_py.bytecode import dense
from stablehlo_py.bytecode.errors import BytecodeError
from stablehlo_py.bytecode.reader import read_bytecode
from stablehlo_py.bytecode.stream import ByteReader, ByteWriter
from stablehlo_py.ir.nodes import Module
from stablehlo_py.module import parse_entry_text
from stablehlo_py.ir.types import F32, TensorType

ARTIFACTS = Path(__file__).resolve().parents[1] / "testdata" / "artifacts"
SAMPLES = [ARTIFACTS / name for name in ("regions.0.9.0.mlirbc", "regions.1.17.0.mlirbc", "dense.0.12.0.mlirbc",
                                         "dense.1.17.0.mlirbc", "locations.0.14.0.mlirbc",
                                         "narrow_floats.1.17.0.mlirbc")]
# Plain MLIR bytecode (jaxlib's write_bytecode): StableHLO's own codes, a resource blob, regions, an entry
# kept as text (#chlo.ragged_dot), native segment-free properties.
PLAIN = Path(__file__).resolve().parents[1] / "testdata" / "plain_bytecode"
SAMPLES += [PLAIN / name for name in ("plain_bytecode__encodings.mlirbc", "syntax__resources.mlirbc",
                                      "interpret__while_loops.1.mlirbc", "interpret__chlo.11.mlirbc")]


def _read(data: bytes) -> BytecodeError | Module:
    try:
        return read_bytecode(data, "mutant.mlirbc", parse_text=parse_entry_text)
    except BytecodeError as error:
        assert str(error).startswith("mutant.mlirbc: error: ")
        return error


@pytest.mark.timeout(120)
@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_truncated_at_every_byte(path):
    data = path.read_bytes()
    for end in range(len(data)):
        outcome = _read(data[:end])
        assert isinstance(outcome, BytecodeError), f"{end} bytes of {len(data)} read as a module"
        assert outcome.offset is None or outcome.offset <= end


@pytest.mark.timeout(300)
@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_bytes_changed_at_every_offset(path):
    """Each byte set to 0x00, 0xFF, and with its lowest and highest bit flipped: the reader either reads a
    module (the change kept the file well-formed) or reports a BytecodeError; nothing else escapes."""
    data = bytearray(path.read_bytes())
    errors = modules = 0
    for offset in range(len(data)):
        original = data[offset]
        for value in {0x00, 0xFF, original ^ 0x01, original ^ 0x80} - {original}:
            data[offset] = value
            outcome = _read(bytes(data))
            errors += isinstance(outcome, BytecodeError)
            modules += isinstance(outcome, Module)
        data[offset] = original
    assert errors > len(data)  # most changes break the file, and they were all reported


@pytest.mark.timeout(120)
def test_random_multi_byte_damage():
    rng = random.Random(20261124)
    for path in SAMPLES:
        data = path.read_bytes()
        for _ in range(300):
            mutant = bytearray(data)
            for _ in range(rng.randint(2, 8)):
                mutant[rng.randrange(len(mutant))] = rng.randrange(256)
            _read(bytes(mutant))


def _varint(value: int) -> bytes:
    writer = ByteWriter()
    writer.varint(value)
    return bytes(writer.out)


@pytest.mark.parametrize("claim", [1 << 20, 1 << 40, (1 << 64) - 1])
def test_huge_lengths_are_refused_without_allocating_them(claim):
    """A section and a string table claiming more than the file holds."""
    header = b"ML\xefR" + _varint(6) + b"StableHLO_v1.17.0\0"
    tracemalloc.start()
    try:
        for body in (bytes([0]) + _varint(claim), bytes([0]) + _varint(3) + _varint(claim) + b"ab\0"):
            with pytest.raises(BytecodeError):
                read_bytecode(header + body)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1 << 20


def test_error_names_the_section_and_offset():
    data = (ARTIFACTS / "regions.1.17.0.mlirbc").read_bytes()
    with pytest.raises(BytecodeError) as caught:
        read_bytecode(data[:-3], "model.mlirbc")
    message = str(caught.value)
    assert message == ("model.mlirbc: error: section list, byte 614: the properties section is 31 bytes long, "
                       "but 28 are left (a truncated file?)")
    with pytest.raises(BytecodeError) as caught:
        read_bytecode(data[:200] + b"\xff" + data[201:], "model.mlirbc")
    assert re.match(r"model\.mlirbc: error: [a-zA-Z/ ]+ section, byte \d+: ", str(caught.value)), str(caught.value)


def test_not_bytecode():
    with pytest.raises(BytecodeError, match="not MLIR bytecode"):
        read_bytecode(b"module {}")


def test_a_newer_bytecode_version_is_refused_by_name():
    with pytest.raises(BytecodeError, match="bytecode version 7 is newer"):
        read_bytecode(b"ML\xefR" + _varint(7) + b"x\0")


def test_a_splat_of_a_tensor_larger_than_memory_is_refused():
    """A constant whose type claims 2^40 x 2^40 elements over a one-element blob (a splat)."""
    blob = ByteWriter()
    blob.blob(b"\0\0\x80?")
    reader = ByteReader(bytes(blob.out), section="attribute/type")
    with pytest.raises(BytecodeError, match="more elements than any array"):
        dense.read_dense(reader, TensorType((1 << 40, 1 << 40), F32))
    small = dense.read_dense(ByteReader(bytes(blob.out)), TensorType((1 << 20, 1 << 20), F32))
    assert small.shape == (1 << 20, 1 << 20) and small.strides == (0, 0)  # a view: nothing allocated
