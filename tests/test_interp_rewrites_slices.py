"""Rewrites of slices (interpreter/rewrites.py) give the steps' results bit for bit: the upcast unary ops of
several slices of one value computed at once (``siblings``: an LSTM's sigmoid gates), on every kind of value,
in a loop body too, and a slice reshaped only in dimensions of size 1 as one index (``views``: a GRU's gates);
what does not qualify keeps its own lines."""
from __future__ import annotations

import re

import ml_dtypes
import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.interpreter.source_view import compiled_source
from test_interp_rewrites import _helpers, _readable, _run

GATES = """
func.func @main(%g: tensor<2x3x16x{t}>) -> (tensor<1x3x4x{t}>, tensor<1x3x4x{t}>, tensor<1x3x4x{t}>,
                                            tensor<1x3x4x{t}>, tensor<1x2x2x{t}>, tensor<2x3x3x{t}>,
                                            tensor<1x2x2x{t}>, tensor<2x3x16x{t}>, tensor<1x3x4x{t}>) {{
  %i = stablehlo.slice %g [0:1, 0:3, 0:4] : (tensor<2x3x16x{t}>) -> tensor<1x3x4x{t}>
  %ig = stablehlo.logistic %i : tensor<1x3x4x{t}>
  %f = stablehlo.slice %g [0:1, 0:3, 4:8] : (tensor<2x3x16x{t}>) -> tensor<1x3x4x{t}>
  %fg = stablehlo.logistic %f : tensor<1x3x4x{t}>
  %c = stablehlo.slice %g [0:1, 0:3, 8:12] : (tensor<2x3x16x{t}>) -> tensor<1x3x4x{t}>
  %cg = stablehlo.tanh %c : tensor<1x3x4x{t}>
  %o = stablehlo.slice %g [0:1, 0:3, 12:16] : (tensor<2x3x16x{t}>) -> tensor<1x3x4x{t}>
  %og = stablehlo.logistic %o : tensor<1x3x4x{t}>
  %a = stablehlo.slice %g [1:2, 1:3, 2:4] : (tensor<2x3x16x{t}>) -> tensor<1x2x2x{t}>
  %ae = stablehlo.exponential %a : tensor<1x2x2x{t}>
  %b = stablehlo.slice %g [0:2, 0:3, 5:8] : (tensor<2x3x16x{t}>) -> tensor<2x3x3x{t}>
  %be = stablehlo.exponential %b : tensor<2x3x3x{t}>
  %s = stablehlo.slice %g [0:2:1, 0:3:2, 0:4:2] : (tensor<2x3x16x{t}>) -> tensor<2x2x2x{t}>
  %d = stablehlo.slice %g [1:2, 0:2, 9:11] : (tensor<2x3x16x{t}>) -> tensor<1x2x2x{t}>
  %de = stablehlo.exponential %d : tensor<1x2x2x{t}>
  %twice = stablehlo.add %de, %d : tensor<1x2x2x{t}>
  %all = stablehlo.exponential %g : tensor<2x3x16x{t}>
  %sum = stablehlo.add %ig, %fg : tensor<1x3x4x{t}>
  return %sum, %fg, %cg, %og, %ae, %be, %twice, %all, %ig : tensor<1x3x4x{t}>, tensor<1x3x4x{t}>,
      tensor<1x3x4x{t}>, tensor<1x3x4x{t}>, tensor<1x2x2x{t}>, tensor<2x3x3x{t}>, tensor<1x2x2x{t}>,
      tensor<2x3x16x{t}>, tensor<1x3x4x{t}>
}}
"""

LOOP = """
func.func @main(%h: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %x = %h) : tensor<i32>, tensor<2x8xf32>
   cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    %u = stablehlo.slice %x [0:2, 0:4] : (tensor<2x8xf32>) -> tensor<2x4xf32>
    %v = stablehlo.slice %x [0:2, 4:8] : (tensor<2x8xf32>) -> tensor<2x4xf32>
    %us = stablehlo.logistic %u : tensor<2x4xf32>
    %vs = stablehlo.logistic %v : tensor<2x4xf32>
    %y = stablehlo.concatenate %vs, %us, dim = 1 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x8xf32>
    stablehlo.return %j, %y : tensor<i32>, tensor<2x8xf32>
  }
  return %r#1 : tensor<2x8xf32>
}
"""


def _values(dtype, shape) -> np.ndarray:
    """Random values of ``dtype`` with NaNs of both signs, infinities, signed zeros, subnormals and the
    largest values among them."""
    info = ml_dtypes.finfo(dtype)
    edges = [np.nan, -np.nan, np.inf, -np.inf, 0.0, -0.0, float(info.smallest_subnormal), float(info.max),
             -float(info.max), 30.0, -30.0, 745.0]
    values = (np.random.default_rng(8).standard_normal(int(np.prod(shape))) * 5).astype(dtype)
    values[::7][:len(edges)] = np.array(edges, dtype)[:len(values[::7])]
    return values.reshape(shape)


@pytest.mark.parametrize("element", ["f32", "f16", "bf16"])
def test_sibling_slices_computed_at_once_are_bit_for_bit_the_steps(monkeypatch, element):
    dtype = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16}[element]
    module = stablehlo_py.parse_text(GATES.format(t=element))
    x = _values(dtype, (2, 3, 16))
    with np.errstate(all="ignore"):
        generated = _run(module, [x], "always", monkeypatch)
        steps = _run(module, [x], "never", monkeypatch)
    for g, s in zip(generated, steps):
        assert g.dtype == s.dtype == dtype and g.shape == s.shape
        assert g.tobytes() == s.tobytes()
    source = _readable(compiled_source(module))
    lines, helper = source.splitlines(), _helpers(source)
    calls = lambda fn, operand=r"\w+": [line for line in lines  # noqa: E731
                                        if re.search(rf"=\s{helper[fn]}\({operand}\)", line)]
    # the three logistic gates: one logistic, on %g itself ([0:1, 0:3, 0:16] bounds them: no index)
    assert len(calls("logistic", r".*")) == 1 and len(calls("logistic", r"\w+\[0:1, 0:3, 0:16\]")) == 1
    # %a and %b: one exponential on the slice bounding both; %d (its slice read twice), %all: their own lines
    assert len(calls("exp", r".*")) == 1 and len(calls("exp", r"\w+\[0:2, 0:3, 2:8\]")) == 1
    assert sum(" = exp((" in line for line in lines) == 2
    assert sum("(stablehlo.slice at" in line for line in lines) == 5  # the folded slices, in the tags


def test_sibling_slices_in_a_loop_body_are_bit_for_bit_the_steps(monkeypatch):
    module = stablehlo_py.parse_text(LOOP)
    x = _values(np.float32, (2, 8))
    with np.errstate(all="ignore"):
        (generated,) = _run(module, [x], "always", monkeypatch)
        (steps,) = _run(module, [x], "never", monkeypatch)
    assert generated.tobytes() == steps.tobytes()
    lines = _readable(compiled_source(module)).splitlines()
    assert sum("logistic(" in line for line in lines) == 1
    assert any(line.strip().startswith("del ") and line.strip().endswith("w") for line in lines)


VIEWS = """
func.func @main(%x: tensor<4x6x5xf32>) -> (tensor<6x5xf32>, tensor<1x4x1x2xf32>, tensor<4xf32>, tensor<1x1x4x1xf32>,
                                          tensor<2x1x3xf32>, tensor<1xf32>, tensor<24xf32>, tensor<1x6x5xf32>,
                                          tensor<6x5xf32>) {
  %a = stablehlo.slice %x [1:2, 0:6, 0:5] : (tensor<4x6x5xf32>) -> tensor<1x6x5xf32>
  %a2 = stablehlo.reshape %a : (tensor<1x6x5xf32>) -> tensor<6x5xf32>
  %b = stablehlo.slice %a2 [1:5, 3:5] : (tensor<6x5xf32>) -> tensor<4x2xf32>
  %b2 = stablehlo.reshape %b : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
  %c = stablehlo.slice %x [2:3, 1:5, 3:4] : (tensor<4x6x5xf32>) -> tensor<1x4x1xf32>
  %c2 = stablehlo.reshape %c : (tensor<1x4x1xf32>) -> tensor<4xf32>
  %d = stablehlo.slice %x [3:4, 0:4, 4:5] : (tensor<4x6x5xf32>) -> tensor<1x4x1xf32>
  %d2 = stablehlo.reshape %d : (tensor<1x4x1xf32>) -> tensor<1x1x4x1xf32>
  %e = stablehlo.slice %x [0:4:2, 2:3, 0:5:2] : (tensor<4x6x5xf32>) -> tensor<2x1x3xf32>
  %e1 = stablehlo.reshape %e : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
  %e2 = stablehlo.reshape %e1 : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
  %f = stablehlo.slice %x [1:2, 5:6, 2:3] : (tensor<4x6x5xf32>) -> tensor<1x1x1xf32>
  %f2 = stablehlo.reshape %f : (tensor<1x1x1xf32>) -> tensor<1xf32>
  %g = stablehlo.slice %x [0:4, 0:6, 0:1] : (tensor<4x6x5xf32>) -> tensor<4x6x1xf32>
  %g2 = stablehlo.reshape %g : (tensor<4x6x1xf32>) -> tensor<24xf32>
  %h = stablehlo.slice %x [2:3, 0:6, 0:5] : (tensor<4x6x5xf32>) -> tensor<1x6x5xf32>
  %h2 = stablehlo.reshape %h : (tensor<1x6x5xf32>) -> tensor<6x5xf32>
  return %a2, %b2, %c2, %d2, %e2, %f2, %g2, %h, %h2 : tensor<6x5xf32>, tensor<1x4x1x2xf32>, tensor<4xf32>,
      tensor<1x1x4x1xf32>, tensor<2x1x3xf32>, tensor<1xf32>, tensor<24xf32>, tensor<1x6x5xf32>, tensor<6x5xf32>
}
"""


def test_a_slice_reshaped_in_unit_dimensions_is_one_index_bit_for_bit_the_steps(monkeypatch):
    module = stablehlo_py.parse_text(VIEWS)
    x = _values(np.float32, (4, 6, 5))
    generated = _run(module, [x], "always", monkeypatch)
    steps = _run(module, [x], "never", monkeypatch)
    for g, s in zip(generated, steps):
        assert g.dtype == s.dtype and g.shape == s.shape and g.tobytes() == s.tobytes()
    lines = _readable(compiled_source(module)).splitlines()
    for index in ("[1, 0:6, 0:5]", "[None, 1:5, None, 3:5]", "[2, 1:5, 3]", "[3:4, None, 0:4, 4:5]",
                  "[0:4:2, 2, 0:5:2]", "[1:2, 5, 2]"):
        assert sum(index in line for line in lines) == 1, index
    # %e1 -> %e2 (a reshape of a reshape), %g (more than unit dimensions), %h (read twice): their own lines
    assert sum(".reshape(" in line for line in lines) == 3
