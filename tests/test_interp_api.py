"""Module.run, input checking and the shlo run / shlo test commands."""
from __future__ import annotations

import numpy as np
import pytest
from click.testing import CliRunner

import stablehlo_py
from stablehlo_py.cli.main import main
from stablehlo_py.interpreter import InputError, InterpreterError

PROGRAM = """
func.func @main(%x: tensor<2xbf16>, %y: tensor<2xi32>) -> (tensor<2xbf16>, tensor<2xi32>) {
  %0 = stablehlo.add %x, %x : tensor<2xbf16>
  %1 = stablehlo.multiply %y, %y : tensor<2xi32>
  return %0, %1 : tensor<2xbf16>, tensor<2xi32>
}
"""


def test_module_run_with_raw_bf16_bits():
    module = stablehlo_py.parse_text(PROGRAM)
    bits = np.array([0x3F80, 0x4000], dtype=np.uint16)  # bf16 1.0 and 2.0
    doubled, squared = module.run(bits, np.array([3, -4], dtype=np.int32))
    assert doubled.astype(np.float32).tolist() == [2.0, 4.0]
    assert squared.tolist() == [9, 16]


def test_wrong_input_type_names_the_argument():
    module = stablehlo_py.parse_text(PROGRAM)
    with pytest.raises(InputError, match=r"%y of @main: expected tensor<2xi32>"):
        module.run(np.zeros(2, np.uint16), np.zeros(2, np.float64))


def test_shlo_run_writes_npz(tmp_path):
    program = tmp_path / "p.mlir"
    program.write_text(PROGRAM)
    np.save(tmp_path / "x.npy", np.array([0x3F80, 0x3F80], dtype=np.uint16))
    np.save(tmp_path / "y.npy", np.array([5, 6], dtype=np.int32))
    out = tmp_path / "out.npz"
    result = CliRunner().invoke(main, ["run", str(program), "--input", str(tmp_path / "x.npy"),
                                       "--input", str(tmp_path / "y.npy"), "--output", str(out)])
    assert result.exit_code == 0, result.output
    with np.load(out, allow_pickle=False) as data:
        assert data["result1"].tolist() == [25, 36]


def test_shlo_run_bad_input_is_a_clean_error(tmp_path):
    program = tmp_path / "p.mlir"
    program.write_text(PROGRAM)
    np.save(tmp_path / "x.npy", np.zeros(3, dtype=np.float64))
    result = CliRunner().invoke(main, ["run", str(program), "--input", str(tmp_path / "x.npy")])
    assert result.exit_code == 2 and "Traceback" not in result.output


def test_shlo_test_summary_line(testdata):
    result = CliRunner().invoke(main, ["test", str(testdata / "interpret")])
    assert result.exit_code == 0, result.output
    last = result.output.strip().splitlines()[-1]
    assert last.endswith("0 failed, 0 skipped") and int(last.split()[0]) >= 20


@pytest.mark.parametrize("content, message", [
    (b"junk\n", "not a NumPy .npy or .npz file"),
    (b"", "not a NumPy .npy or .npz file"),
    (None, "holds Python objects (pickled data), which shlo never loads"),
    (b"\x93NUMPY\x01\x00garbage", "cannot read NumPy data"),
])
def test_shlo_run_unreadable_input_file(tmp_path, content, message):
    program = tmp_path / "p.mlir"
    program.write_text(PROGRAM)
    path = tmp_path / "x.npy"
    if content is None:
        np.save(path, np.array([{"a": 1}], dtype=object), allow_pickle=True)
    else:
        path.write_bytes(content)
    result = CliRunner().invoke(main, ["run", str(program), "--input", str(path)])
    assert result.exit_code == 2
    assert f"{path}: {message}" in result.output
    assert "Traceback" not in result.output


def test_strict_evaluation_names_an_op_whose_result_breaks_its_declared_type(monkeypatch):
    """A kernel returning another dtype than its op declares is an internal error naming the op."""
    from stablehlo_py.errors import DEBUG_VARIABLE, InternalError
    from stablehlo_py.interpreter import kernels, registry  # noqa: F401 - importing kernels registers every kernel

    module = stablehlo_py.parse_text("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                               "  %0 = stablehlo.negate %a : tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n")
    monkeypatch.setitem(registry.KERNELS, "stablehlo.negate", lambda ctx, attrs, x: (-x).astype(np.float64))
    monkeypatch.delenv(DEBUG_VARIABLE)
    with pytest.raises(InternalError, match=r"internal error in stablehlo.negate .*should be tensor<2xf32> but the "
                                            r"kernel returned an array of float64") as raised:
        module.run(np.ones(2, np.float32))
    assert raised.value.line == 2
    from stablehlo_py.interpreter.evaluator import Interpreter

    lenient = Interpreter(module, strict=False).call("main", [np.ones(2, np.float32)])
    assert lenient[0].dtype == np.float64  # without strict evaluation the wrong dtype goes through


def test_interpreter_error_prints_its_constraint_label_as_the_verifier_does():
    error = InterpreterError("use_global_device_ids = true needs channel_id > 0", "stablehlo.all_reduce",
                             "prog.mlir", 3, 8, constraint="C5")
    assert error.constraint == "C5" and "C5" not in error.message
    assert str(error) == "prog.mlir:3:8: error: stablehlo.all_reduce (C5): use_global_device_ids = true needs channel_id > 0"
    assert InterpreterError("deadlock", "stablehlo.recv").headline() == "stablehlo.recv: deadlock"


def test_an_internal_error_inside_a_callee_is_reported_once_at_the_failing_op(monkeypatch):
    """A kernel bug in a called function names that op and its line, not every call on the way."""
    from stablehlo_py.errors import DEBUG_VARIABLE, InternalError
    from stablehlo_py.interpreter import kernels, registry  # noqa: F401 - importing kernels registers every kernel

    module = stablehlo_py.parse_text("func.func private @inner(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                               "  %0 = stablehlo.negate %a : tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n"
                               "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                               "  %0 = func.call @inner(%a) : (tensor<2xf32>) -> tensor<2xf32>\n"
                               "  return %0 : tensor<2xf32>\n}\n")

    def broken(ctx, attrs, x):
        raise KeyError("%cst")

    monkeypatch.setitem(registry.KERNELS, "stablehlo.negate", broken)
    monkeypatch.delenv(DEBUG_VARIABLE)
    with pytest.raises(InternalError) as raised:
        module.run(np.ones(2, np.float32))
    assert raised.value.line == 2 and str(raised.value).count("internal error") == 1
    assert "internal error in stablehlo.negate (please report): KeyError" in str(raised.value)


_SERVE = """func.func @serve(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = stablehlo.add %x, %x : tensor<2xf32>
  func.return %r : tensor<2xf32>
}
func.func private @helper(%x: tensor<2xf32>) -> tensor<2xf32> {
  func.return %x : tensor<2xf32>
}"""


def test_without_main_the_only_public_function_runs(tmp_path):
    """TF's MLIR bridge keeps its own names (@serve): Module.run and shlo run take the module's only public
    function when there is no @main (Module.entry_name); with two public ones they still ask for @main."""
    module = stablehlo_py.parse_text(_SERVE)
    assert module.entry_name() == "serve"
    np.testing.assert_array_equal(module.run(np.array([1.0, 2.0], np.float32))[0], [2.0, 4.0])
    program = tmp_path / "serve.mlir"
    program.write_text(_SERVE)
    result = CliRunner().invoke(main, ["run", str(program), "--input", "2xf32=1 2"])
    assert result.exit_code == 0 and "4" in result.output, result.output
    two = stablehlo_py.parse_text(_SERVE.replace("func.func private @helper", "func.func @other"))
    assert two.entry_name() == "main"
    with pytest.raises(InterpreterError, match=r"no function @main in the module \(functions: @serve, @other\)"):
        two.run(np.array([1.0, 2.0], np.float32))
