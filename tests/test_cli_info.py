"""``shlo info`` (issue #14 point 5): dialects, functions with names and shardings, module attributes, an
op histogram, constants' bytes, custom calls with their support, and the verdict on whether ``shlo run``
can run the file."""
from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from stablehlo_py.cli.main import main

ROOT = Path(__file__).resolve().parents[1] / "testdata"

PROGRAM = """\
func.func @main(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<4x4xf32>
  %s = stablehlo.constant dense<2.0> : tensor<f64>
  %0 = stablehlo.add %x, %c : tensor<4x4xf32>
  %1 = stablehlo.add %0, %0 : tensor<4x4xf32>
  %2 = stablehlo.multiply %1, %c : tensor<4x4xf32>
  %3 = stablehlo.add %2, %x : tensor<4x4xf32>
  %4 = stablehlo.custom_call @{target}(%3) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %4 : tensor<4x4xf32>
}
"""


def info(*args: object) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["info", *map(str, args)])
    return result.exit_code, result.output


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "prog.mlir"
    path.write_text(text)
    return path


def test_histogram_constants_and_an_unsupported_custom_call(tmp_path):
    path = write(tmp_path, PROGRAM.replace("{target}", "my_fused_kernel"))
    code, text = info("--format", "json", path)
    record = json.loads(text)
    assert code == 0 and record["runnable"] is False
    assert record["op_histogram"] == {"stablehlo.add": 3, "stablehlo.constant": 2, "stablehlo.multiply": 1,
                                      "stablehlo.custom_call": 1, "func.return": 1}
    assert record["constant_bytes"] == 4 * 4 * 4 + 8
    assert record["custom_calls"] == [{"target": "my_fused_kernel", "supported": False, "count": 1,
                                       "first_line": 8}]
    assert record["verdict"].startswith("not runnable: stablehlo.custom_call @my_fused_kernel")
    code, text = info(path)
    assert "@my_fused_kernel      1x  NOT SUPPORTED (first at line 8)" in text
    assert "  stablehlo.add  " in text and text.rstrip().endswith("first at line 8)")
    assert "verdict: not runnable" in text


def test_a_supported_target_is_runnable(tmp_path):
    path = write(tmp_path, PROGRAM.replace("{target}", "Sharding"))  # GSPMD's annotation: runs as identity
    record = json.loads(info("--json", path)[1])
    assert record["runnable"] is True and record["verdict"] == "runnable by shlo run"
    assert record["custom_calls"][0]["supported"] is True


def test_the_histogram_is_cut_at_top(tmp_path):
    path = write(tmp_path, PROGRAM.replace("{target}", "Sharding"))
    text = info("--top", 2, path)[1]
    assert "  stablehlo.add" in text and "stablehlo.multiply" not in text
    assert "... 3 more kinds, 3 ops" in text


def test_verification_errors_are_in_the_verdict(tmp_path):
    broken = PROGRAM.replace("{target}", "Sharding").replace("%3 = stablehlo.add %2, %x : tensor<4x4xf32>",
                                                            "%3 = stablehlo.add %2, %s : tensor<4x4xf32>")
    code, text = info("--json", write(tmp_path, broken))
    record = json.loads(text)
    assert code == 0 and record["runnable"] is False
    assert record["verification_errors"] and "prog.mlir:7:" in record["verification_errors"][0]
    assert "1 verification error(s)" in record["verdict"]


def test_sharded_export_shows_mesh_shardings_and_partitions():
    record = json.loads(info("--json", ROOT / "sharded" / "jit_4.shardy.jax_exported")[1])
    assert record["meshes"] == ['@mesh = #sdy.mesh<["x"=4]>']
    assert record["module_attributes"]["mhlo.num_partitions"] == "4 : i32"
    (main_func,) = [f for f in record["functions"] if f["name"] == "main"]
    assert [a["name"] for a in main_func["arguments"]] == ["a", "b"]
    assert main_func["arguments"][0]["sharding"] == '#sdy.sharding<@mesh, [{"x"}, {}]>'
    assert main_func["results"][0]["sharding"] == '#sdy.sharding<@mesh, [{"x"}, {}]>'
    assert "sdy" in record["dialects"] and record["runnable"] is True
    gspmd = json.loads(info("--json", ROOT / "sharded" / "jit_4.gspmd.mlir")[1])
    (main_func,) = [f for f in gspmd["functions"] if f["name"] == "main"]
    assert main_func["arguments"][0]["sharding"] == '"{devices=[4,1]<=[4]}"'


def test_lapack_calls_are_listed_as_supported():
    record = json.loads(info("--json", ROOT / "jax_linalg" / "eig_f32.mlir")[1])
    assert [(c["target"], c["supported"]) for c in record["custom_calls"]] == [("lapack_sgeev_ffi", True)]
    assert record["runnable"] is True


def test_an_unknown_op_stops_a_run(tmp_path):
    path = write(tmp_path, "func.func @main(%x: tensor<f32>) -> tensor<f32> {\n"
                           "  %0 = stablehlo.sine %x : tensor<f32>\n"
                           "  %1 = \"mydialect.frobnicate\"(%0) : (tensor<f32>) -> tensor<f32>\n"
                           "  return %1 : tensor<f32>\n}\n")
    record = json.loads(info("--json", path)[1])
    assert record["runnable"] is False
    assert [b["op"] for b in record["blockers"]] == ["mydialect.frobnicate"]
    assert record["blockers"][0]["first_line"] == 3


def test_the_readme_shows_a_real_output(monkeypatch):
    """README.md's captured ``shlo info`` block is what the command prints today."""
    monkeypatch.chdir(ROOT.parent)  # the path as the README shows it
    code, text = info("--top", 6, "testdata/sharded/shard_map_4.gspmd.mlir")
    readme = (ROOT.parent / "README.md").read_text()
    assert code == 0 and f"```\n{text}```" in readme
