"""The parser's fast path for repeated lines (parser/op_lines.py): each program is parsed with and without it,
and the two modules must be equal, positions and locations included; the counts show the path was taken."""
from __future__ import annotations

import pytest

from stablehlo_py.parser import op_lines, parse_text

PROGRAMS = {
    "names of other lengths": """
func.func @main(%arg0: tensor<4xf32>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %a : tensor<4xf32>
  %long_name_1 = stablehlo.add %0, %arg0 : tensor<4xf32>
  %2 = stablehlo.add %long_name_1, %0 : tensor<4xf32>
  %3 = stablehlo.add %2, %2 : tensor<4xf32>
  %4 = stablehlo.add %3, %3 : tensor<4xf32>
  return %4 : tensor<4xf32>
}""",
    "values named twice": """
func.func @main(%arg0: tensor<4xf32>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
  %1 = stablehlo.add %0, %a : tensor<4xf32>
  %2 = stablehlo.add %1, %1 : tensor<4xf32>
  %3 = stablehlo.add %2, %0 : tensor<4xf32>
  %4 = stablehlo.add %3, %3 : tensor<4xf32>
  %5 = stablehlo.add %4, %2 : tensor<4xf32>
  %6 = stablehlo.concatenate %5, %5, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  %7 = stablehlo.concatenate %4, %5, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  %8 = stablehlo.concatenate %3, %3, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  %9 = stablehlo.concatenate %3, %2, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  %10 = stablehlo.add %8, %9 : tensor<8xf32>
  return %10 : tensor<8xf32>
}""",
    "attribute positions move with the names": """
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @foo(%arg0) {backend_config = "x", api_version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  %a_much_longer_name = stablehlo.custom_call @foo(%0) {backend_config = "x", api_version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
      %2 = stablehlo.custom_call @foo(%a_much_longer_name) {backend_config = "x", api_version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}""",
    "locations of every kind": """
#loc1 = loc("a.py":1:2)
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %arg0 : tensor<4xf32> loc(#loc1)
  %1 = stablehlo.negate %0 : tensor<4xf32> loc("b.py":3:4)
  %2 = stablehlo.negate %1 : tensor<4xf32>
  %3 = stablehlo.negate %2 : tensor<4xf32> loc(unknown)
  %4 = stablehlo.negate %3 : tensor<4xf32> loc("f"("b.py":3:4))
  %5 = stablehlo.negate %4 : tensor<4xf32> loc("f"("b.py":3:4))
  %6 = stablehlo.negate %5 : tensor<4xf32> loc(#loc1)
  return %6 : tensor<4xf32>
}""",
    "lines that stay on the LALR path": """
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @foo(%arg0) {backend_config = "%arg0"} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.custom_call @foo(%0) {backend_config = "%arg0"} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.add %1, %1 : tensor<4xf32> // a comment
  %3 = stablehlo.add %2, %2 : tensor<4xf32> // a comment
  %4 = stablehlo.add %3, %3 : tensor<4xf32>
  %5 = stablehlo.add %4, %4
      : tensor<4xf32>
  %6 = stablehlo.add %5, %5
      : tensor<4xf32>
  %7 = stablehlo.add %6, %5 : tensor<4xf32> %8 = stablehlo.add %4, %3 : tensor<4xf32>
  %9 = stablehlo.add %8, %7 : tensor<4xf32> %10 = stablehlo.add %6, %5 : tensor<4xf32>
  return %10 : tensor<4xf32>
}""",
    "regions and results of several kinds": """
func.func @main(%arg0: tensor<4xf32>, %n: tensor<i32>) -> tensor<4xf32> {
  %0:2 = stablehlo.while(%i = %n, %x = %arg0) : tensor<i32>, tensor<4xf32>
   cond {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %p = stablehlo.compare GT, %i, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.subtract %i, %c : tensor<i32>
    %y = stablehlo.add %x, %x : tensor<4xf32>
    stablehlo.return %j, %y : tensor<i32>, tensor<4xf32>
  }
  %1:2 = stablehlo.while(%i = %n, %x = %0#1) : tensor<i32>, tensor<4xf32>
   cond {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %p = stablehlo.compare GT, %i, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.subtract %i, %c : tensor<i32>
    %y = stablehlo.add %x, %x : tensor<4xf32>
    stablehlo.return %j, %y : tensor<i32>, tensor<4xf32>
  }
  %2:2 = "stablehlo.optimization_barrier"(%1#1, %n) : (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
  %3:2 = "stablehlo.optimization_barrier"(%2#0, %2#1) : (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
  return %3#0 : tensor<4xf32>
}""",
}


def _positions(module) -> list:
    return [(op.line, op.column, op.attribute_positions, op.location) for op in module.walk()]


@pytest.fixture
def hits(monkeypatch) -> list[int]:
    """[lines built from a template, lines looked up] during the test."""
    counts = [0, 0]
    lookup = op_lines.OpLines.lookup

    def counting(self, *args):
        found = lookup(self, *args)
        counts[0] += found is not None
        counts[1] += 1
        return found

    monkeypatch.setattr(op_lines.OpLines, "lookup", counting)
    return counts


@pytest.mark.parametrize("name", PROGRAMS)
def test_fast_lines_give_the_same_module(name: str, hits: list[int]):
    text = PROGRAMS[name]
    fast, slow = parse_text(text), parse_text(text, fast_lines=False)
    assert fast == slow
    assert _positions(fast) == _positions(slow)
    assert (hits[0] > 0) == (name != "lines that stay on the LALR path")


def test_attribute_positions_follow_the_line():
    module = parse_text(PROGRAMS["attribute positions move with the names"])
    lines = PROGRAMS["attribute positions move with the names"].splitlines()
    for op in list(module.walk())[:3]:
        line, column = op.attribute_positions["backend_config"]
        assert lines[line - 1][column - 1:].startswith("backend_config")


def test_lines_with_names_in_strings_comments_or_two_ops_are_not_templated(hits: list[int]):
    text = PROGRAMS["lines that stay on the LALR path"]
    parse_text(text)
    # names in strings, comments, ops over two lines and two ops on one line: looked up, never templated
    assert hits[0] == 0 and hits[1] > 0


def test_lines_naming_a_value_twice_have_templates_of_their_own(hits: list[int]):
    module = parse_text(PROGRAMS["values named twice"])
    # %0 and %1 teach the two shapes of add (a value named twice, or not), %6 and %7 those of concatenate;
    # %2 to %5, %8 and %9 follow the template of their own pattern of names
    assert hits[0] == 6
    assert [op.operands for op in module.walk()][2:10] == [
        ("%1", "%1"), ("%2", "%0"), ("%3", "%3"), ("%4", "%2"),
        ("%5", "%5"), ("%4", "%5"), ("%3", "%3"), ("%3", "%2")]
