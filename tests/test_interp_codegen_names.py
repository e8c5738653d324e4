"""The names generated code reads (interpreter/codegen.py, issue #12): ops of one signature share one plan name,
ops with regions or other types their own, one plan object shared by ops of different shapes keeps each op's
form, and view ops read their indices and shapes as names of the module; the results are the steps' bit for bit."""
from __future__ import annotations

import re

import numpy as np

import stablehlo_py
from stablehlo_py.interpreter.source_view import compiled_source
from stablehlo_py.interpreter.rewrites import index_text, index_value

from test_interp_rewrites import _bits, _run

PROGRAM = """
func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>, %i: tensor<i32>, %j: tensor<i32>, %u: tensor<4xi32>,
                %v: tensor<4xi32>) -> (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<4xi32>,
                                       tensor<2xf32>, tensor<2x2xf32>) {
  %a = stablehlo.add %x, %y : tensor<4xf32>
  %b = stablehlo.add %a, %y : tensor<4xf32>
  %c = stablehlo.add %b, %x : tensor<4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%c init: %zero) applies stablehlo.add across dimensions = [0]
      : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %m = stablehlo.reduce(%c init: %zero) applies stablehlo.maximum across dimensions = [0]
      : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %e = stablehlo.subtract %u, %v : tensor<4xi32>
  %d = stablehlo.subtract %i, %j : tensor<i32>
  %f = stablehlo.slice %c [1:3] : (tensor<4xf32>) -> tensor<2xf32>
  %g = stablehlo.slice %x [0:4:2] : (tensor<4xf32>) -> tensor<2xf32>
  %h = stablehlo.add %f, %g : tensor<2xf32>
  %r = stablehlo.reshape %c : (tensor<4xf32>) -> tensor<2x2xf32>
  return %c, %s, %m, %d, %e, %h, %r : tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<4xi32>,
      tensor<2xf32>, tensor<2x2xf32>
}
"""


def test_ops_of_one_signature_share_a_plan_name_and_others_keep_their_own(monkeypatch):
    module = stablehlo_py.parse_text(PROGRAM)
    module.verify()
    rng = np.random.default_rng(3)
    args = (rng.normal(size=4).astype(np.float32), np.array([np.nan, -0.0, np.inf, 2.5], np.float32),
            np.int32(-2**31), np.int32(1), rng.integers(-9, 9, 4).astype(np.int32),
            rng.integers(-9, 9, 4).astype(np.int32))
    generated = _run(module, args, "always", monkeypatch)
    steps = _run(module, args, "never", monkeypatch)
    for g, s in zip(generated, steps):
        assert g.dtype == s.dtype and g.shape == s.shape
        np.testing.assert_array_equal(_bits(g), _bits(s))
    source = compiled_source(module).split("# constants")[0]
    lines = [(line.split("# ")[1].split(" at ")[0], line.split("#")[0].strip())
             for line in source.splitlines() if "# stablehlo." in line]
    called = [(name, re.match(r"\w+ = (\w+)\(", line)) for name, line in lines]
    adds = [match.group(1) for name, match in called if name == "stablehlo.add"]
    assert len(adds) == 4 and len(set(adds[:3])) == 1  # the three of [4xf32]: one plan, one name
    reduces = [match.group(1) for name, match in called if name == "stablehlo.reduce"]
    assert len(reduces) == 2 and reduces[0] != reduces[1]  # one signature, other bodies: two plans
    _, subtract = [line for name, line in lines if name == "stablehlo.subtract"]  # [4xi32], then 0-d
    assert re.fullmatch(r"\w+ = \w+ - \w+", subtract)  # the 0-d one, an operator (np.subtract serves both)
    assert sum(re.fullmatch(r"\w+ = \w+\[I\d+\]", line) is not None for name, line in lines) == 2
    assert re.search(r"\.reshape\(S\d+\)", source)


def test_index_values_read_what_their_source_text_reads():
    x = np.arange(7 * 5 * 3).reshape(7, 5, 3)
    for starts, limits, strides in [((1, 0, 2), (7, 5, 3), (2, 1, 1)), ((0, 4, 0), (7, 5, 3), (3, 1, 2)),
                                    ((6, 0, 1), (7, 2, 3), None)]:
        expected = x[tuple(slice(a, b, s) for a, b, s in zip(starts, limits, strides or (1, 1, 1)))]
        np.testing.assert_array_equal(x[index_value(index_text(starts, limits, strides))], expected)
    assert index_value("[0:4,]") == (slice(0, 4),) and index_value("[()]") == ()
    assert index_value("[1, None, 0:2]") == (1, None, slice(0, 2)) and index_value("[3]") == 3
