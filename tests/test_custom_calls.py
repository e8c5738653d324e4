"""Custom calls a user adds (issue #11, point 6): ``stablehlo_py.register_custom_call`` from Python and
``shlo run --plugin FILE.py`` from the command line; an unknown target names itself and how to add one."""
from __future__ import annotations

import numpy as np
import pytest
from click.testing import CliRunner

import stablehlo_py
from stablehlo_py.cli.main import main
from stablehlo_py.interpreter.custom_calls import TARGETS, UserTarget
from stablehlo_py.interpreter.errors import InterpreterError, NotImplementedOpError

from helpers import run_main

PROGRAM = """
func.func @main(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<i32>) {{
  %0:2 = stablehlo.custom_call @{target}(%a, %b) {{backend_config = "{config}"}}
      : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<i32>)
  return %0#0, %0#1 : tensor<3xf32>, tensor<i32>
}}
"""

FFI_PROGRAM = """
func.func @main(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = stablehlo.custom_call @test.scale(%a) {api_version = 4 : i32, backend_config = {factor = 3.0 : f64},
      mhlo.backend_config = {mode = 1 : ui8}} : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}
"""

A = np.array([1, 2, 3], np.float32)
B = np.array([10, 20, 30], np.float32)


@pytest.fixture
def clean_targets():
    """Targets registered by a test are removed after it."""
    yield
    for name in [name for name, fn in TARGETS.items() if isinstance(fn, UserTarget)]:
        del TARGETS[name]


def test_registered_function_runs_with_config_and_result_types(clean_targets):
    seen = {}

    def add_and_count(a, b, backend_config, result_types):
        seen.update(config=backend_config, types=result_types)
        return a + b, len(a)  # an int for an i32 result: converted to the declared type

    stablehlo_py.register_custom_call("test.add_count", add_and_count)
    total, count = run_main(PROGRAM.format(target="test.add_count", config="k=1"), A, B)
    np.testing.assert_array_equal(total, A + B)
    assert count.dtype == np.int32 and count == 3
    assert seen["config"] == "k=1"
    assert seen["types"] == [((3,), np.dtype(np.float32)), ((), np.dtype(np.int32))]


def test_typed_ffi_config_merges_mhlo_backend_config(clean_targets):
    stablehlo_py.register_custom_call("test.scale", lambda x, backend_config: x * backend_config["factor"]
                                      + backend_config["mode"])
    (result,) = run_main(FFI_PROGRAM, np.array([1.0, 2.0]))
    np.testing.assert_array_equal(result, [4.0, 7.0])


def test_unknown_target_says_how_to_register():
    with pytest.raises(NotImplementedOpError) as info:
        run_main(PROGRAM.format(target="nobody.knows", config=""), A, B)
    message = str(info.value)
    assert "@nobody.knows" in message and "register_custom_call" in message and "--plugin" in message


def test_wrong_result_count_and_shape_are_errors(clean_targets):
    stablehlo_py.register_custom_call("test.one", lambda a, b: a)
    with pytest.raises(InterpreterError, match="returned 1 value"):
        run_main(PROGRAM.format(target="test.one", config=""), A, B)
    stablehlo_py.register_custom_call("test.shape", lambda a, b: (np.zeros(4), 1))
    with pytest.raises(InterpreterError, match=r"result 0 has shape \(4,\)"):
        run_main(PROGRAM.format(target="test.shape", config=""), A, B)


def test_user_exception_is_located_error(clean_targets):
    def broken(a, b):
        raise KeyError("oops")

    stablehlo_py.register_custom_call("test.broken", broken)
    with pytest.raises(InterpreterError, match="raised KeyError"):
        run_main(PROGRAM.format(target="test.broken", config=""), A, B)


def test_builtin_targets_cannot_be_replaced():
    with pytest.raises(ValueError, match="built in"):
        stablehlo_py.register_custom_call("shape_assertion", lambda *a: None)


def _write_program(tmp_path, target):
    program = tmp_path / "p.mlir"
    program.write_text(PROGRAM.format(target=target, config=""))
    np.save(tmp_path / "a.npy", A)
    np.save(tmp_path / "b.npy", B)
    return [str(program), "--input", str(tmp_path / "a.npy"), "--input", str(tmp_path / "b.npy")]


def test_cli_plugin_registers_targets(tmp_path, clean_targets):
    plugin = tmp_path / "my_calls.py"
    plugin.write_text("import numpy as np\nimport stablehlo_py\n"
                      "stablehlo_py.register_custom_call('plugin.mul', lambda a, b: (a * b, 7))\n")
    result = CliRunner().invoke(main, ["run", *_write_program(tmp_path, "plugin.mul"), "--plugin", str(plugin),
                                       "--output", str(tmp_path / "out.npz")])
    assert result.exit_code == 0, result.output
    with np.load(tmp_path / "out.npz") as out:
        values = [out[k] for k in sorted(out.files)]
    np.testing.assert_array_equal(values[0], A * B)
    assert values[1] == 7


def test_cli_unknown_target_and_broken_plugin_exits_1_and_2(tmp_path):
    result = CliRunner().invoke(main, ["run", *_write_program(tmp_path, "plugin.missing")])
    assert result.exit_code == 1 and "@plugin.missing" in result.output and "--plugin" in result.output
    broken = tmp_path / "broken.py"
    broken.write_text("x = 1\nraise RuntimeError('no')\n")
    result = CliRunner().invoke(main, ["run", *_write_program(tmp_path, "plugin.missing"), "--plugin", str(broken)])
    assert result.exit_code == 2 and "broken.py:2" in result.output and "RuntimeError: no" in result.output
    assert "Traceback" not in result.output
    syntax = tmp_path / "syntax.py"
    syntax.write_text("def (\n")
    result = CliRunner().invoke(main, ["run", *_write_program(tmp_path, "x"), "--plugin", str(syntax)])
    assert result.exit_code == 2 and "syntax.py:1" in result.output and "Traceback" not in result.output
