"""shlo's exit codes (cli/exits.py), each produced by a real cause, and the one-line internal error."""
from __future__ import annotations

import numpy as np
import pytest
from click.testing import CliRunner

from stablehlo_py.cli import exits
from stablehlo_py.cli.main import main
from stablehlo_py.interpreter import registry

PROGRAM = """func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %x, %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}
"""


def shlo(*args: object) -> object:
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture
def program(tmp_path):
    path = tmp_path / "p.mlir"
    path.write_text(PROGRAM)
    np.save(tmp_path / "x.npy", np.array([1, 2], np.float32))
    np.save(tmp_path / "want.npy", np.array([2, 4], np.float32))
    np.save(tmp_path / "wrong.npy", np.array([2, 5], np.float32))
    return path


def test_the_codes_are_documented_in_help():
    text = shlo("--help").output
    for code in ("0 ", "1 ", "2 ", "3 ", "5 ", "70 ", "130 "):
        assert f"\n    {code}" in text, code


def test_success_and_a_failed_check(program):
    folder = program.parent
    assert shlo("run", program, "--input", folder / "x.npy", "--expect", folder / "want.npy").exit_code == exits.OK
    differs = shlo("run", program, "--input", folder / "x.npy", "--expect", folder / "wrong.npy")
    assert differs.exit_code == exits.FAILED and "1 of 1 result(s) differ" in differs.output


def test_an_invalid_program_is_1(tmp_path):
    broken = tmp_path / "broken.mlir"
    broken.write_text(PROGRAM.replace("tensor<2xf32>) ->", "tensor<2xf31>) ->"))
    for command in ("run", "verify", "parse", "fmt", "info"):
        result = shlo(command, broken)
        assert result.exit_code == exits.FAILED, (command, result.output)
        assert "unknown element type 'f31'" in result.output and "Traceback" not in result.output
    invalid = tmp_path / "invalid.mlir"
    invalid.write_text(PROGRAM.replace("%0 = stablehlo.add %x, %x : tensor<2xf32>",
                                       "%0 = stablehlo.add %x, %x : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>"))
    assert shlo("verify", invalid).exit_code == exits.FAILED


def test_usage_and_input_errors_are_2(program, tmp_path):
    assert shlo("run", program, "--no-such-option").exit_code == exits.USAGE
    assert shlo("run", tmp_path / "missing.mlir").exit_code == exits.USAGE
    missing_input = shlo("run", program, "--input", tmp_path / "missing.npy")
    assert missing_input.exit_code == exits.USAGE and "missing.npy: no such file" in missing_input.output
    (tmp_path / "text.npy").write_text("not numpy")
    assert shlo("run", program, "--input", tmp_path / "text.npy").exit_code == exits.USAGE
    assert shlo("run", program, "--entry", "other", "--input", tmp_path / "x.npy").exit_code == exits.USAGE


def test_nothing_checked_is_5(tmp_path):
    (tmp_path / "notes.txt").write_text("no programs here")
    assert shlo("check", tmp_path).exit_code == exits.NOTHING_CHECKED


def test_an_internal_error_is_one_line_and_70(program, monkeypatch):
    def broken_kernel(ctx, attrs, lhs, rhs):
        raise TypeError("a bug in a kernel")

    monkeypatch.delenv("STABLEHLO_PY_DEBUG", raising=False)
    monkeypatch.setitem(registry.KERNELS, "stablehlo.add", broken_kernel)
    result = shlo("run", program, "--input", program.parent / "x.npy")
    assert result.exit_code == exits.INTERNAL and "Traceback" not in result.output
    (line,) = result.stderr.splitlines()
    assert line.startswith(f"{program}:2:") and "internal error in stablehlo.add (please report)" in line


def test_a_bug_outside_an_op_names_where_it_was_raised(program, monkeypatch):
    def broken_verify(module):
        raise KeyError("oops")

    monkeypatch.delenv("STABLEHLO_PY_DEBUG", raising=False)
    monkeypatch.setattr("stablehlo_py.cli.verify.verify_module", broken_verify)
    result = shlo("verify", program)
    assert result.exit_code == exits.INTERNAL
    (line,) = result.stderr.splitlines()
    assert line.startswith("internal error at stablehlo_py/cli/verify.py:") and "KeyError: 'oops'" in line
    assert "(please report)" in line and "STABLEHLO_PY_DEBUG=1 shows the traceback" in line
    monkeypatch.setenv("STABLEHLO_PY_DEBUG", "1")
    debug = shlo("verify", program)
    assert debug.exit_code == exits.INTERNAL and "Traceback (most recent call last)" in debug.stderr


RECURSIVE = """func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %0 = func.call @main(%a) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
"""


@pytest.mark.parametrize("generate", ["always", "never"])
def test_a_call_without_end_is_a_resource_stop_at_the_call(tmp_path, monkeypatch, generate):
    monkeypatch.setenv("STABLEHLO_PY_GENERATE", generate)
    path = tmp_path / "recursive.mlir"
    path.write_text(RECURSIVE)
    result = shlo("run", path, "--input", "f32=1")
    assert result.exit_code == exits.RESOURCE and "Traceback" not in result.output
    assert result.stderr.startswith(f"{path}:2:3: error: func.call: more than 200 nested calls (the last to @main)")


def test_a_reader_that_stops_early_ends_shlo_quietly():
    """``shlo ops | head -1``: the pipe closes under the table; no traceback or internal error, exit code 1."""
    import subprocess
    import sys

    shlo_ops = subprocess.Popen([sys.executable, "-c", "from stablehlo_py.cli.main import main; main()", "ops"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    shlo_ops.stdout.readline()
    shlo_ops.stdout.close()  # the reader goes before the table is written
    stderr = shlo_ops.stderr.read().decode()
    assert shlo_ops.wait(timeout=60) == exits.FAILED
    assert stderr == ""
