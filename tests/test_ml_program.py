"""MLIR's ``ml_program`` globals beside StableHLO (issue #25 point 2): ``global`` declarations, ``global_load``,
``global_load_const`` and ``global_store`` parse in both forms and print back (MLProgramOps.td), verify, and
run; a loaded module keeps its globals from one run to the next. The verifier's failing programs are
testdata/verify/ml_program.mlir."""
from __future__ import annotations

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py import parse_text
from stablehlo_py.interpreter import run_function
from stablehlo_py.interpreter.errors import InterpreterError

from helpers import assert_fixpoint

COUNTER = """module {
  ml_program.global private mutable @count(dense<0> : tensor<i32>) : tensor<i32>
  func.func @main() -> tensor<i32> {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %0 = ml_program.global_load @count : tensor<i32>
    %1 = stablehlo.add %0, %one : tensor<i32>
    ml_program.global_store @count = %1 : tensor<i32>
    return %1 : tensor<i32>
  }
}
"""


def test_a_mutable_counter_counts_across_runs_of_one_loaded_module(tmp_path):
    path = tmp_path / "counter.mlir"
    path.write_text(COUNTER)
    module = stablehlo_py.load(path)
    assert [int(module.run()[0]) for _ in range(2)] == [1, 2]
    assert int(stablehlo_py.load(path).run()[0]) == 1  # loaded again: from the initial value
    assert int(module.run()[0]) == 3  # the first module's state is its own


def test_a_run_without_a_module_state_starts_afresh():
    module = parse_text(COUNTER)
    module.verify()
    assert [int(run_function(module, [])[0]) for _ in range(2)] == [1, 1]


def test_a_result_changed_by_the_caller_does_not_change_the_global():
    module = parse_text(COUNTER)
    first = module.run()[0]
    first[...] = 100
    assert int(module.run()[0]) == 2


DECLARATIONS = [
    "ml_program.global private mutable @count(dense<0> : tensor<i32>) : tensor<i32>",
    "ml_program.global public @weights(dense<[1.5, -2.0]> : tensor<2xf32>) : tensor<2xf32>",
    "ml_program.global @plain(dense<[[1, 2]]> : tensor<1x2xi64>) : tensor<1x2xi64>",
    "ml_program.global private mutable @later : tensor<3xf32>",
    "ml_program.global private mutable @outside(#ml_program.extern<tensor<4xi32>>) : tensor<?xi32>",
    'ml_program.global private @tagged(dense<1.0> : tensor<f32>) : tensor<f32> {note = "kept"}',
]


@pytest.mark.parametrize("line", DECLARATIONS)
def test_global_declarations_round_trip(line):
    module = assert_fixpoint(parse_text(f"module {{\n  {line}\n}}\n"))
    assert f"  {line}\n" in str(module)
    assert '"ml_program.global"() {' in module.to_text(generic=True)
    module.verify()


def test_loads_and_stores_round_trip():
    text = """module {
  ml_program.global private mutable @v(dense<0.0> : tensor<2xf32>) : tensor<2xf32>
  ml_program.global private @w(dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
  func.func @main() -> tensor<2xf32> {
    %w = ml_program.global_load_const @w : tensor<2xf32>
    %v = ml_program.global_load @v : tensor<2xf32> {tag = 1 : i64}
    %s = stablehlo.add %v, %w : tensor<2xf32>
    ml_program.global_store @v = %s : tensor<2xf32>
    return %s : tensor<2xf32>
  }
}
"""
    module = assert_fixpoint(parse_text(text))
    printed = str(module)
    for line in ("%w = ml_program.global_load_const @w : tensor<2xf32>",
                 "%v = ml_program.global_load @v : tensor<2xf32> {tag = 1 : i64}",
                 "ml_program.global_store @v = %s : tensor<2xf32>"):
        assert line in printed
    np.testing.assert_array_equal(module.run()[0], [1.0, 2.0])
    np.testing.assert_array_equal(module.run()[0], [2.0, 4.0])


def test_a_global_without_a_value_is_read_only_after_a_store():
    text = """module {
  ml_program.global private mutable @later : tensor<i32>
  func.func @store(%x: tensor<i32>) -> tensor<i32> {
    ml_program.global_store @later = %x : tensor<i32>
    return %x : tensor<i32>
  }
  func.func @load() -> tensor<i32> {
    %0 = ml_program.global_load @later : tensor<i32>
    return %0 : tensor<i32>
  }
}
"""
    module = parse_text(text, "later.mlir")
    with pytest.raises(InterpreterError, match="@later has no initial value, and nothing was stored") as info:
        module.run(entry="load")
    assert (info.value.op_name, info.value.line) == ("ml_program.global_load", 8)
    module.run(np.array(7, np.int32), entry="store")
    assert int(module.run(entry="load")[0]) == 7


def test_symbol_names_with_dots_as_tf_writes_them():
    text = """module {
  func.func @main() -> tensor<f32> {
    %vars.__sm_node1__count = ml_program.global_load @vars.__sm_node1__count : tensor<f32>
    return %vars.__sm_node1__count : tensor<f32>
  }
  ml_program.global public mutable @vars.__sm_node1__count(dense<2.5> : tensor<f32>) : tensor<f32>
}
"""
    module = assert_fixpoint(parse_text(text))
    assert float(module.run()[0]) == 2.5


@pytest.mark.parametrize("bad, message", [
    ("ml_program.global mutable (dense<0> : tensor<i32>) : tensor<i32>", "expected '@name'"),
    ("ml_program.global @g(dense<0> : tensor<i32>, 1) : tensor<i32>", "expected one initial value"),
    ("ml_program.global @g(dense<0> : tensor<i32>)", "expected ': type'"),
])
def test_malformed_declarations_are_located_parse_errors(bad, message):
    with pytest.raises(stablehlo_py.ParseError, match=message) as info:
        parse_text(f"module {{\n  {bad}\n}}\n")
    assert info.value.line == 2
