"""``Module.verify()``, ``VerificationError`` and ``shlo verify`` (issue #4)."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

import stablehlo_py
from stablehlo_py.cli.main import main

BAD = """func.func @f(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<4x3xf32> {
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  %1 = stablehlo.add %0, %nope : tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
"""
GOOD = """func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}
"""


def test_module_verify_raises_with_every_diagnostic():
    with pytest.raises(stablehlo_py.VerificationError) as info:
        stablehlo_py.parse_text(BAD).verify()
    found = [(d.line, d.column, d.op, d.constraint) for d in info.value.diagnostics]
    assert found == [(2, 3, "stablehlo.concatenate", "C2"), (3, 3, "stablehlo.add", "SSA")]
    assert "tensor<2x4xf32>" in info.value.diagnostics[0].message


def test_valid_module_verifies():
    module = stablehlo_py.parse_text(GOOD)
    assert not module.verified
    module.verify()  # raises VerificationError on any diagnostic
    assert module.verified


def test_cli_text_and_exit_codes(tmp_path):
    bad, good = tmp_path / "bad.mlir", tmp_path / "good.mlir"
    bad.write_text(BAD)
    good.write_text(GOOD)
    runner = CliRunner()
    result = runner.invoke(main, ["verify", str(bad)])
    assert result.exit_code == 1
    assert f"{bad}:2:3: error: stablehlo.concatenate (C2):" in result.output
    assert "  ^" in result.output  # the caret under the column
    assert runner.invoke(main, ["verify", str(good), str(tmp_path / "good.mlir")]).exit_code == 0


def test_cli_json_and_split_input_file(tmp_path):
    path = tmp_path / "two.mlir"
    path.write_text(GOOD + "// -----\n" + BAD)
    result = CliRunner().invoke(main, ["verify", "--split-input-file", "--format", "json", str(path)])
    assert result.exit_code == 1
    records = [json.loads(line) for line in result.output.splitlines()]
    assert [(r["line"], r["op"], r["constraint"]) for r in records] == [
        (7, "stablehlo.concatenate", "C2"), (8, "stablehlo.add", "SSA")]
    assert set(records[0]) == {"file", "line", "column", "op", "constraint", "message"}
