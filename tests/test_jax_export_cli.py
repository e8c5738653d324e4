"""The CLI on the three kinds of program file (issue #10): MLIR text, MLIR bytecode (``.mlirbc``) and
jax.export blobs. ``shlo run`` calls a blob as ``exp.call`` does and matches JAX's outputs; ``shlo info``
says what a file is; damaged files give ``file: error: ...`` and exit code 1, never a traceback.

The bytecode files here are the ``mlir_module_serialized`` of the blobs, written out by the tests."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

import stablehlo_py
from stablehlo_py.bytecode.jax_export import read_exported
from stablehlo_py.cli.main import main
from stablehlo_py.module import ExportedModule

DATA = Path(__file__).resolve().parents[1] / "testdata" / "jax_export"
NAMES = sorted(p.name[:-len(".jax_exported")] for p in DATA.glob("*.jax_exported"))
RUNS = NAMES  # sharded's program holds Shardy ops (sdy.mesh, #sdy.sharding): verified and run as the others


def shlo(*args):
    """``shlo ARGS`` in this process; never a traceback."""
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


def npz(name: str, which: str) -> dict[str, np.ndarray]:
    with np.load(DATA / f"{name}.{which}.npz") as archive:
        return dict(archive)


@pytest.fixture
def artifact(tmp_path: Path) -> Path:
    """mlp's program as MLIR bytecode (the artifact inside its jax.export blob), with a sidecar."""
    path = tmp_path / "mlp.mlirbc"
    path.write_bytes(read_exported((DATA / "mlp.jax_exported").read_bytes()).mlir_module_serialized)
    np.savez(tmp_path / "mlp.npz", **npz("mlp", "inputs"), **npz("mlp", "expected"))
    return path


# ----------------------------------------------------------------------------- running
@pytest.mark.parametrize("name", RUNS)
def test_load_and_call_match_jax(name):
    module = stablehlo_py.load(DATA / f"{name}.jax_exported")
    assert isinstance(module, ExportedModule) and module.exported.function_name
    inputs, expected = npz(name, "inputs"), npz(name, "expected")
    results = module.call_flat([inputs[f"in{i}"] for i in range(len(inputs))])
    assert len(results) == len(expected)
    for i, got in enumerate(results):
        np.testing.assert_allclose(got, expected[f"out{i}"], rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("name", RUNS)
def test_shlo_run_matches_jax(name):
    result = shlo("run", DATA / f"{name}.jax_exported", "--input", DATA / f"{name}.inputs.npz",
                  "--expect", DATA / f"{name}.expected.npz")
    assert result.exit_code == 0, result.output
    assert "compared result(s) match the expected values" in result.stdout


def test_shlo_run_takes_the_inputs_as_exp_call_does(tmp_path):
    inputs = npz("unused_arg", "inputs")  # f(x, y, z) ignores y: still given, as to exp.call(x, y, z)
    files = []
    for key in ("in0", "in1", "in2"):
        np.save(tmp_path / f"{key}.npy", inputs[key])
        files += ["--input", tmp_path / f"{key}.npy"]
    result = shlo("run", DATA / "unused_arg.jax_exported", *files, "--expect", DATA / "unused_arg.expected.npz",
                  "--format", "json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["ok"]
    wrong = shlo("run", DATA / "unused_arg.jax_exported", *files[:2], *files[:2], *files[4:])  # x, x, z
    assert wrong.exit_code == 2 and wrong.stderr.startswith("error: ") and "argument 1 of @f" in wrong.stderr
    missing = shlo("run", DATA / "unused_arg.jax_exported", *files[:4])
    assert missing.exit_code == 2 and "no array for argument 2 (z)" in missing.stderr


def test_shlo_run_checks_shapes_against_the_avals(tmp_path):
    np.save(tmp_path / "x.npy", np.ones((3, 5), np.float32))
    result = shlo("run", DATA / "shape_poly.jax_exported", "--input", tmp_path / "x.npy")
    assert result.exit_code == 2 and result.stderr.startswith("error: ")
    np.save(tmp_path / "x.npy", np.ones((0, 4), np.float32))
    result = shlo("run", DATA / "shape_poly.jax_exported", "--input", tmp_path / "x.npy")
    assert result.exit_code == 1 and "Expected value >= 1 for dimension variable 'b'" in result.stderr


def test_shlo_check_runs_blobs_and_artifacts_with_sidecars(tmp_path, artifact):
    for name in ("combined", "pytree"):
        shutil.copy(DATA / f"{name}.jax_exported", tmp_path)
        np.savez(tmp_path / f"{name}.npz", **npz(name, "inputs"), **npz(name, "expected"))
    result = shlo("check", tmp_path, "-n", "0")
    assert result.exit_code == 0, result.output
    assert "3 passed" in result.output


# ----------------------------------------------------------------------------- the other commands
def test_parse_fmt_verify_take_every_kind(tmp_path, artifact):
    shutil.copy(DATA / "combined.jax_exported", tmp_path / "combined.bin")  # told by content, not by name
    parsed = shlo("parse", tmp_path)
    assert parsed.exit_code == 0 and parsed.stdout.startswith("1 program,")  # .mlirbc below a folder
    for path in (artifact, tmp_path / "combined.bin", DATA / "mlp.mlir"):
        assert shlo("parse", path).exit_code == 0
        assert shlo("verify", path).exit_code == 0
        text = shlo("fmt", path)
        assert text.exit_code == 0 and "func.func public @main" in text.stdout


def test_info_on_text(tmp_path):
    result = shlo("info", DATA / "mlp.mlir")
    assert result.exit_code == 0
    assert "kind:     MLIR text" in result.stdout and "public @main : (tensor<4x8xf32>) -> tensor<4x3xf32>" in result.stdout
    record = json.loads(shlo("info", "--json", DATA / "mlp.mlir").stdout)
    assert record["kind"] == "MLIR text" and record["ops"] == 10 and record["error"] is None


def test_info_on_bytecode(artifact):
    result = shlo("info", artifact)
    assert result.exit_code == 0
    assert "MLIR bytecode" in result.stdout and "StableHLO_v1.15.0" in result.stdout
    record = json.loads(shlo("info", "--json", artifact).stdout)
    assert (record["bytecode_version"], record["stablehlo_version"]) == (6, "1.15.0")
    assert [f["name"] for f in record["functions"]][0] == "main"


@pytest.mark.parametrize("name", NAMES)
def test_info_on_jax_export(name):
    record = json.loads(shlo("info", "--json", DATA / f"{name}.jax_exported").stdout)
    meta = json.loads((DATA / f"{name}.meta.json").read_text())
    assert record["kind"] == "jax.export blob" and record["error"] is None
    for key in ("function_name", "in_avals", "out_avals", "platforms", "calling_convention_version",
                "ordered_effects", "module_kept_var_idx", "nr_devices", "in_tree", "out_tree"):
        assert record["jax_export"][key] == meta[key], key
    assert record["producer"].startswith("StableHLO_v")


def test_info_lines_on_jax_export():
    text = shlo("info", DATA / "combined.jax_exported").stdout
    for line in ("kind:               jax.export blob", "signature:          f(float32[3], float32[], float32[3]) -> "
                 "float32[3]", "platforms:          cpu, cuda", "calling convention: 10",
                 "kept inputs:        [0, 2] of 3", "ordered effects:    <class '__main__.DemoOrderedEffect'>"):
        assert line in text
    sharded = shlo("info", DATA / "sharded.jax_exported").stdout
    assert "input 0 sharding:   NamedSharding(mesh=<x=1>, spec=P('x', None)" in sharded


# ----------------------------------------------------------------------------- damaged files
@pytest.mark.parametrize("kind", ["jax_exported", "mlirbc"])
def test_damaged_files_are_clean_errors(tmp_path, kind):
    whole = (DATA / "combined.jax_exported").read_bytes()
    if kind == "mlirbc":
        whole = bytes(read_exported(whole).mlir_module_serialized)
    path = tmp_path / f"damaged.{kind}"
    for end in range(1, len(whole), max(1, len(whole) // 25)):
        for data in (whole[:end], whole[:end] + b"\xff" * 7 + whole[end + 7:]):
            path.write_bytes(data)
            for command in ("parse", "verify", "fmt", "info"):
                result = shlo(command, path)
                if result.exit_code:
                    assert result.exit_code == 1
                    assert f"{path}: error: " in result.stderr or f"{path}:" in result.stderr, (command, end)
            run = shlo("run", path)
            assert run.exit_code in (1, 2)  # 2: a file that still reads lacks its inputs


# Offsets into the blobs as tools/export_jax_blobs.py writes them with JAX 0.10.2.
@pytest.mark.parametrize("name, suffix, offset, value, message", [
    ("combined", "mlirbc", 424, 1, "a builtin.module inside vhlo.func_v1"),  # in the blob's artifact
    ("shape_poly", "jax_exported", 327, 27, "vhlo.reduce_v1: cannot convert float infinity to integer"),
])
def test_corruptions_that_once_crashed(tmp_path, name, suffix, offset, value, message):
    data = (DATA / f"{name}.jax_exported").read_bytes()
    damaged = bytearray(read_exported(data).mlir_module_serialized if suffix == "mlirbc" else data)
    damaged[offset] = value
    path = tmp_path / f"damaged.{suffix}"
    path.write_bytes(bytes(damaged))
    result = shlo("verify", path)
    assert result.exit_code == 1 and f"{path}: error: IR section: {message}" in result.stderr
