"""The verifier's scoping of values read by regions (issue #11, point 1; MLIR dominance): a region reads the
values defined before the op holding it, in its block or an enclosing one, block arguments of enclosing
regions included, unless the op is isolated from above (func.func, chlo.scan); a value it cannot see gets a
located diagnostic saying why. Running programs whose regions read outer values: test_region_capture.py.
"""
from __future__ import annotations

import numpy as np
import pytest

import stablehlo_py
from helpers import assert_fixpoint, run_main
from stablehlo_py import VerificationError


def _diagnostics(text: str) -> list[str]:
    with pytest.raises(VerificationError) as info:
        stablehlo_py.parse_text(text).verify()
    return str(info.value).splitlines()


def _body_reading(value: str, before: str = "", after: str = "") -> str:
    return f"""func.func @main(%x: tensor<4xi32>) -> tensor<i32> {{
  %init = stablehlo.constant dense<0> : tensor<i32>
{before}  %r = "stablehlo.reduce"(%x, %init) ({{
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.add %a, {value} : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }}) {{dimensions = array<i64: 0>}} : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
{after}  func.return %r : tensor<i32>
}}
"""


def test_verifier_rejects_a_use_before_its_definition():
    later = "  %late = stablehlo.constant dense<1> : tensor<i32>\n"
    (line,) = _diagnostics(_body_reading("%late", after=later))
    assert line == ("<string>:5:5: error: stablehlo.add (SSA): operand %late is not defined before this use; it is "
                    "defined later, at line 8")


def test_verifier_leaves_out_unknown_lines():
    """A program built in Python (or read from bytecode) has no lines: the reason is given without them."""
    module = stablehlo_py.parse_text(_body_reading("%late", after="  %late = stablehlo.constant dense<1> : tensor<i32>\n"))
    for op in module.walk():
        op.line = op.column = 0
    with pytest.raises(VerificationError) as info:
        module.verify()
    assert str(info.value).endswith("operand %late is not defined before this use; it is defined after this use or "
                                    "in a region that does not enclose it")


def test_verifier_rejects_a_region_reading_its_own_op_result():
    (line,) = _diagnostics(_body_reading("%r"))
    assert line.startswith("<string>:5:5: error: stablehlo.add (SSA): operand %r is not defined before this use; "
                           "it is a result of the enclosing `stablehlo.reduce` (line 3)")


def test_verifier_rejects_a_value_of_a_sibling_region():
    text = """func.func @main(%p: tensor<i1>, %x: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %r0 = "stablehlo.if"(%p) ({
    %inside = stablehlo.add %x, %x : tensor<i32>
    stablehlo.return %inside : tensor<i32>
  }, {
    stablehlo.return %inside : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  %r1 = "stablehlo.if"(%p) ({
    stablehlo.return %inside : tensor<i32>
  }, {
    stablehlo.return %x : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  func.return %r0, %r1 : tensor<i32>, tensor<i32>
}
"""
    lines = _diagnostics(text)
    assert [line.split(": error: ")[0] for line in lines] == ["<string>:6:5", "<string>:9:5"]
    assert all(line.endswith("stablehlo.return (SSA): operand %inside is not defined before this use; it is "
                             "defined at line 3, in a region that does not enclose this use") for line in lines)


def test_verifier_checks_the_type_of_a_captured_value():
    text = _body_reading("%f", before="  %f = stablehlo.constant dense<1.0> : tensor<f32>\n")
    (line,) = _diagnostics(text)
    assert "operand %f is used as tensor<i32> but was defined with type tensor<f32>" in line


def test_verifier_keeps_functions_and_isolated_ops_closed():
    text = """func.func @g(%y: tensor<i32>) -> tensor<i32> {
  func.return %y : tensor<i32>
}
func.func @main(%x: tensor<3xi32>, %init: tensor<i32>) -> tensor<i32> {
  %r = stablehlo.add %init, %y : tensor<i32>
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:2 = chlo.scan (%x) inits (%r) dimension = 0 attributes {} {
  ^bb0(%e: tensor<i32>, %acc: tensor<i32>):
    %1 = stablehlo.add %e, %c : tensor<i32>
    %2 = stablehlo.add %acc, %1 : tensor<i32>
    stablehlo.return %1, %2 : tensor<i32>, tensor<i32>
  } : (tensor<3xi32>, tensor<i32>) -> (tensor<3xi32>, tensor<i32>)
  func.return %0#1 : tensor<i32>
}
"""
    assert _diagnostics(text) == [
        "<string>:5:3: error: stablehlo.add (SSA): operand %y is not defined before this use; it belongs to "
        "function @g (functions are isolated from above)",
        "<string>:9:5: error: stablehlo.add (SSA): operand %c is not defined before this use; it is defined "
        "outside `chlo.scan` (line 7), whose regions are isolated from above"]


def test_a_constant_of_a_region_does_not_stand_for_a_later_value_of_its_name():
    """A name defined in a region may be defined again after it: the verifier's constant operands (here the
    shape of dynamic_broadcast_in_dim) must be the later value, not the region's constant."""
    text = """func.func @main(%p: tensor<i1>, %a: tensor<2xi64>, %x: tensor<3xf32>)
    -> (tensor<2xi64>, tensor<4x3xf32>) {
  %r = "stablehlo.if"(%p) ({
    %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
    stablehlo.return %shape : tensor<2xi64>
  }, {
    stablehlo.return %a : tensor<2xi64>
  }) : (tensor<i1>) -> tensor<2xi64>
  %shape = stablehlo.abs %a : tensor<2xi64>
  %b = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<4x3xf32>
  func.return %r, %b : tensor<2xi64>, tensor<4x3xf32>
}
"""
    assert_fixpoint(stablehlo_py.parse_text(text)).verify()
    r, b = run_main(text, np.array(True), np.array([4, 3]), np.array([1.0, 2.0, 3.0], dtype=np.float32))
    np.testing.assert_array_equal(r, [2, 3])
    np.testing.assert_array_equal(b, np.broadcast_to([1.0, 2.0, 3.0], (4, 3)))
