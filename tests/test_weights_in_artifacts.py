"""Models that carry their weights inside the artifact (issue #29): constants read from bytecode and from long
hex blobs of text reach the kernels aligned, read-only and made once; aligned resource blobs of a mapped file
stay views of it; bad blobs and a file that changes under its map give errors, not crashes."""
from __future__ import annotations

import json
import mmap
import os
import shutil
from pathlib import Path

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py import InputError, StableHLOError
from stablehlo_py.ir.attributes import DenseElementsAttr
from stablehlo_py.ir.mapped import is_mapped, owns_memory
from stablehlo_py.parser import hex_blobs

from click.testing import CliRunner
from stablehlo_py.cli.main import main

ROOT = Path(__file__).resolve().parent.parent
BYTECODE_FILES = sorted((ROOT / "testdata" / "jax_export").glob("*.jax_exported")) + sorted(
    (ROOT / "testdata" / "plain_bytecode").glob("interpret__*.mlirbc"))[:40] + sorted(
    (ROOT / "testdata" / "bench").glob("*.jax_exported"))
RESOURCES = ROOT / "testdata" / "plain_bytecode" / "syntax__resources.mlirbc"


def shlo(*args):
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


def _constants(module) -> list[np.ndarray]:
    return [op.attributes["value"].array for op in module.walk()
            if isinstance(op.attributes.get("value"), DenseElementsAttr)]


def _holds_file_bytes(array: np.ndarray) -> bool:
    """Whether the array's memory belongs to something other than itself (the file's bytes or map)."""
    return not owns_memory(array)


def _program_with(constant: np.ndarray, name: str = "main") -> stablehlo_py.Module:
    text = (f"func.func @{name}() -> tensor<{constant.size}xf32> {{\n"
            f'  %0 = stablehlo.constant dense<"0x{constant.tobytes().hex().upper()}"> : tensor<{constant.size}xf32>\n'
            f"  return %0 : tensor<{constant.size}xf32>\n}}\n")
    return stablehlo_py.parse_text(text)


def test_the_files_have_constants():
    assert sum(len(_constants(stablehlo_py.load(path))) for path in BYTECODE_FILES) > 100


@pytest.mark.parametrize("path", BYTECODE_FILES, ids=lambda p: p.name)
def test_bytecode_constants_are_aligned_read_only_arrays_of_their_own(path):
    for array in _constants(stablehlo_py.load(path)):
        assert array.flags.aligned and not array.flags.writeable
        assert array.flags.c_contiguous or 0 in array.strides  # a splat is a broadcast view of one element
        assert not _holds_file_bytes(array)


@pytest.mark.parametrize("padding", range(4))
def test_a_large_constant_at_any_offset_reads_aligned_and_equal(tmp_path, padding):
    weights = np.random.default_rng(padding).standard_normal(300_000).astype(np.float32)  # 1.2 MB: pages released
    path = tmp_path / "weights.mlirbc"
    path.write_bytes(_program_with(weights, "f" + "x" * padding).to_bytecode())
    module = stablehlo_py.load(path)
    (array,) = _constants(module)
    assert array.flags.aligned and array.flags.c_contiguous and not array.flags.writeable
    assert not _holds_file_bytes(array)
    if hasattr(mmap, "MAP_POPULATE"):  # a megabyte or more: memory mapped for it, its pages made at once
        assert array.ctypes.data % mmap.PAGESIZE == 0
    np.testing.assert_array_equal(array, weights)
    np.testing.assert_array_equal(module.run(entry="f" + "x" * padding)[0], weights)


def test_aligned_resource_blobs_of_a_file_are_views_of_its_map_made_once():
    module = stablehlo_py.load(RESOURCES)
    assert all(is_mapped(blob) for blob in module.resources.values())
    for op in module.walk():
        if op.name == "stablehlo.constant":
            value = op.attributes["value"]
            array = module.resource_array(value.key, value.type)
            assert array is module.resource_array(value.key, value.type)  # made once
            assert array.flags.aligned and not array.flags.writeable and _holds_file_bytes(array)  # the map's
    np.testing.assert_array_equal(module.run()[0], [1.0, -2.0])
    from_bytes = stablehlo_py.load(RESOURCES.read_bytes())
    assert not any(is_mapped(blob) for blob in from_bytes.resources.values())
    assert module == from_bytes


def test_info_says_how_much_is_mapped():
    result = shlo("info", RESOURCES)
    assert result.exit_code == 0, result.stderr
    assert "constants: 14 bytes (14 of them mapped from the file, not read into memory)" in result.stdout
    copied = shlo("info", ROOT / "testdata" / "jax_export" / "combined.jax_exported", "--format", "json")
    record = json.loads(copied.stdout)
    assert record["constant_bytes"] > 0 and record["mapped_constant_bytes"] == 0  # dense blobs are copied


def test_a_file_that_changes_under_its_map_is_an_error_not_a_crash(tmp_path):
    path = tmp_path / "resources.mlirbc"
    shutil.copyfile(RESOURCES, path)
    module = stablehlo_py.load(path)
    module.run()
    path.write_bytes(path.read_bytes()[:40])  # truncated: a mapped page past the end would raise SIGBUS
    with pytest.raises(InputError, match="the file changed after it was loaded.*load it again"):
        module.run()
    path.unlink()
    with pytest.raises(InputError, match="cannot be read any more"):
        module.run()


def test_truncated_or_damaged_blob_regions_are_located_errors(tmp_path):
    weights = np.arange(300_000, dtype=np.float32)
    whole = _program_with(weights).to_bytecode()
    blob_at = whole.find(weights[:8].tobytes())
    assert blob_at > 0
    path = tmp_path / "cut.mlirbc"
    for cut in (blob_at + 1, blob_at + len(whole) // 2, len(whole) - 1):
        path.write_bytes(whole[:cut])
        with pytest.raises(StableHLOError) as error:
            stablehlo_py.load(path)
        assert "byte" in str(error.value) or "offset" in str(error.value)
    damaged = bytearray(whole)
    damaged[blob_at - 2:blob_at] = b"\xff\xff"  # the blob's length, now far larger than the file
    path.write_bytes(bytes(damaged))
    with pytest.raises(StableHLOError):
        stablehlo_py.load(path)


def test_a_resource_whose_size_disagrees_with_its_type_is_located(tmp_path):
    path = tmp_path / "bad.mlir"
    path.write_text(RESOURCES_TEXT.replace("tensor<2xf32>", "tensor<3xf32>"))
    result = shlo("run", path)
    assert result.exit_code == 1
    assert f"{path}:3:" in result.stderr and "a blob of 8 bytes (the type needs 12, or 4 for a splat)" in result.stderr


RESOURCES_TEXT = """module {
  func.func @main() -> tensor<2xf32> {
    %0 = stablehlo.constant dense_resource<weights> : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F000000C0"
    }
  }
#-}
"""


# ------------------------------------------------------------------------------------ long hex blobs of text
def _weights_text(weights: np.ndarray, after: str = "") -> str:
    digits = weights.tobytes().hex().upper()
    return ("func.func @main() -> tensor<%dxf32> {\n"
            '  %%0 = stablehlo.constant dense<"0x%s"> : tensor<%dxf32>%s\n'
            "  return %%0 : tensor<%dxf32>\n}\n") % (weights.size, digits, weights.size, after, weights.size)


def test_long_hex_blobs_are_decoded_before_parsing_and_give_the_same_module(tmp_path):
    weights = np.random.default_rng(0).standard_normal(hex_blobs.MIN_DIGITS).astype(np.float32)
    text = _weights_text(weights)
    path = tmp_path / "w.mlir"
    path.write_text(text)
    reduced, taken = hex_blobs.take_hex_blobs(text.encode())
    assert len(taken.blobs) == 1 and b'dense<"0x#0">' in reduced and len(reduced) < 200
    from_file = stablehlo_py.load(path)
    assert from_file == stablehlo_py.parse_text(text)  # parsed from the str: no blob taken
    (array,) = _constants(from_file)
    assert array.flags.aligned and not array.flags.writeable
    np.testing.assert_array_equal(array, weights)
    assert stablehlo_py.load_all(path) == [from_file]
    assert shlo("run", path).exit_code == 0


def test_long_resource_blobs_of_text_are_taken_too(tmp_path):
    weights = np.arange(hex_blobs.MIN_DIGITS, dtype=np.float32)
    text = RESOURCES_TEXT.replace("2xf32", f"{weights.size}xf32").replace(
        "040000000000803F000000C0", "04000000" + weights.tobytes().hex())
    path = tmp_path / "r.mlir"
    path.write_text(text)
    assert len(hex_blobs.take_hex_blobs(text.encode())[1].blobs) == 1
    np.testing.assert_array_equal(stablehlo_py.load(path).run()[0], weights)


def test_errors_after_a_taken_blob_keep_their_file_column(tmp_path):
    weights = np.zeros(hex_blobs.MIN_DIGITS, dtype=np.float32)
    text = _weights_text(weights, after=" @@@")
    path = tmp_path / "bad.mlir"
    path.write_text(text)
    line = text.splitlines()[1]
    with pytest.raises(StableHLOError) as error:
        stablehlo_py.load(path)
    assert (error.value.line, error.value.column) == (2, line.index("@@@") + 1)
    with pytest.raises(StableHLOError) as from_str:
        stablehlo_py.parse_text(text)
    assert (from_str.value.line, from_str.value.column) == (error.value.line, error.value.column)
    result = shlo("parse", path)
    assert result.exit_code == 1 and f"{path}:2:{line.index('@@@') + 1}:" in result.stderr


def test_a_malformed_long_blob_stays_in_the_text_and_is_reported_there(tmp_path):
    weights = np.zeros(hex_blobs.MIN_DIGITS, dtype=np.float32)
    text = _weights_text(weights).replace('"0x00', '"0xZ0', 1)
    path = tmp_path / "bad.mlir"
    path.write_text(text)
    assert hex_blobs.take_hex_blobs(text.encode())[1].blobs == []
    with pytest.raises(StableHLOError, match="malformed hex blob") as error:
        stablehlo_py.load(path)
    assert error.value.line == 2


def test_a_text_that_spells_a_placeholder_is_parsed_as_it_is(tmp_path):
    weights = np.zeros(hex_blobs.MIN_DIGITS, dtype=np.float32)
    text = _weights_text(weights) + '// "0x#0"\n'
    reduced, taken = hex_blobs.take_hex_blobs(text.encode())
    assert taken.blobs == [] and reduced == text.encode()
    path = tmp_path / "w.mlir"
    path.write_text(text)
    np.testing.assert_array_equal(stablehlo_py.load(path).run()[0], weights)


def test_files_are_read_through_a_map_and_pipes_as_they_come(tmp_path):
    path = tmp_path / "w.mlirbc"
    shutil.copyfile(RESOURCES, path)
    assert isinstance(stablehlo_py.module.read_file(path), mmap.mmap)
    empty = tmp_path / "empty.mlir"
    empty.write_bytes(b"")
    assert stablehlo_py.module.read_file(empty) == b""
    read, write = os.pipe()
    os.write(write, b"func.func @main() {\n  return\n}\n")
    os.close(write)
    assert stablehlo_py.module.read_file(f"/dev/fd/{read}").startswith(b"func.func")
    os.close(read)


def test_run_shows_its_phases_when_asked_and_nothing_otherwise():
    example = ROOT / "testdata" / "examples" / "mlp.mlir"
    inputs = ROOT / "testdata" / "examples" / "mlp_input.npy"
    shown = shlo("run", "--progress", example, "--input", inputs)
    assert shown.exit_code == 0, shown.stderr
    for line in ("done read 2 kB in", "done verified in", "done ran @main in"):
        assert line in shown.stderr
    quiet = shlo("run", example, "--input", inputs)  # a small file, and stderr is no terminal
    assert quiet.exit_code == 0 and "done" not in quiet.stderr and quiet.stdout == shown.stdout
