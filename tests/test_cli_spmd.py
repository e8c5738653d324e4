"""``shlo run --replicas R --partitions P`` (issue #14 point 6): ENTRY once per process of the grid, inputs
per process (``@R.P`` on a value or on a .npz key, unsuffixed values shared), results printed and written
per process; global-view sharded programs stay one process."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from click.testing import CliRunner

from stablehlo_py.cli.main import main

TESTDATA = Path(__file__).resolve().parents[1] / "testdata"

ALL_REDUCE = """\
module attributes {mhlo.num_replicas = 4 : i32, mhlo.num_partitions = 1 : i32} {
  func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
    %0 = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<3xf32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
"""

PARTITION_SCALE = """\
func.func @main(%x: tensor<2xi32>, %y: tensor<2xi32>) -> tensor<2xi32> {
  %p = stablehlo.partition_id : tensor<ui32>
  %i = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
  %b = stablehlo.broadcast_in_dim %i, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %0 = stablehlo.multiply %x, %b : tensor<2xi32>
  %1 = stablehlo.add %0, %y : tensor<2xi32>
  return %1 : tensor<2xi32>
}
"""


def shlo(*args: object):
    return CliRunner().invoke(main, ["run", *map(str, args)])


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "prog.mlir"
    path.write_text(text)
    return path


def test_all_reduce_on_four_replicas_from_the_module_attributes(tmp_path):
    rng = np.random.default_rng(0)
    xs = {f"arg0@{r}.0": rng.standard_normal(3).astype(np.float32) for r in range(4)}
    np.savez(tmp_path / "in.npz", **xs)
    total = np.sum(list(xs.values()), axis=0, dtype=np.float32)
    out = tmp_path / "out.npz"
    result = shlo(write(tmp_path, ALL_REDUCE), "--input", tmp_path / "in.npz", "--output", out,
                  "--format", "json")
    assert result.exit_code == 0, result.output
    run = json.loads(result.output)
    assert run["grid"] == [4, 1] and [p["process"] for p in run["processes"]] == [[r, 0] for r in range(4)]
    with np.load(out) as written:
        assert sorted(written.files) == [f"result0@{r}.0" for r in range(4)]
        for r in range(4):  # every replica holds the sum (the summation order of the reference interpreter)
            np.testing.assert_allclose(written[f"result0@{r}.0"], total, rtol=1e-6)
    text = shlo(write(tmp_path, ALL_REDUCE), "--input", tmp_path / "in.npz").output
    assert "results of process 3.0 (replica 3, partition 0)" in text


def test_expected_values_per_process(tmp_path):
    xs = {f"arg0@{r}.0": np.full(3, r + 1, np.float32) for r in range(2)}
    np.savez(tmp_path / "in.npz", **xs)
    np.savez(tmp_path / "want.npz", out0=np.full(3, 3, np.float32))  # no suffix: every process
    program = write(tmp_path, ALL_REDUCE.replace("[[0, 1, 2, 3]]", "[[0, 1]]").replace("1x4xi64", "1x2xi64"))
    ok = shlo(program, "--replicas", 2, "--input", tmp_path / "in.npz", "--expect", tmp_path / "want.npz")
    assert ok.exit_code == 0, ok.output
    assert "all 2 compared result(s) match" in ok.output
    np.save(tmp_path / "wrong.npy", np.full(3, 4, np.float32))
    bad = shlo(program, "--replicas", 2, "--input", tmp_path / "in.npz", "--expect", tmp_path / "want.npz@0.0",
               "--expect", f"{tmp_path / 'wrong.npy'}@1.0")
    assert bad.exit_code == 1 and "1 of 2 result(s) differ" in bad.output and "result0@1.0" in bad.output


def test_suffixed_and_shared_inputs_on_partitions(tmp_path):
    np.save(tmp_path / "a.npy", np.array([1, 2], np.int32))
    np.save(tmp_path / "b.npy", np.array([10, 20], np.int32))
    np.save(tmp_path / "y.npy", np.array([5, 6], np.int32))
    result = shlo(write(tmp_path, PARTITION_SCALE), "--partitions", 2, "--input", f"{tmp_path / 'a.npy'}@0.0",
                  "--input", f"{tmp_path / 'b.npy'}@0.1", "--input", tmp_path / "y.npy", "--format", "json")
    assert result.exit_code == 0, result.output
    values = {tuple(p["process"]): p["results"][0]["value"] for p in json.loads(result.output)["processes"]}
    assert values == {(0, 0): [5, 6], (0, 1): [15, 26]}  # x * partition_id + y, x per process


def test_grid_errors_are_clean(tmp_path):
    program = write(tmp_path, PARTITION_SCALE)
    np.save(tmp_path / "y.npy", np.array([5, 6], np.int32))
    stray = shlo(program, "--partitions", 2, "--input", f"{tmp_path / 'y.npy'}@0.5", "--input", tmp_path / "y.npy")
    assert stray.exit_code == 2 and "process 0.5 is not in the grid" in stray.output
    missing = shlo(program, "--partitions", 2, "--input", f"{tmp_path / 'y.npy'}@0.0", "--input", tmp_path / "y.npy")
    assert missing.exit_code == 2 and "Traceback" not in missing.output
    assert "error: --input (process 0.1): no array for argument 1 (y)" in missing.output
    sharded = shlo(TESTDATA / "sharded" / "jit_4.shardy.mlir", "--partitions", 4,
                   "--input", TESTDATA / "sharded" / "jit_4.inputs.npz")
    assert sharded.exit_code == 2 and "global view" in sharded.output


def test_a_global_view_program_runs_as_one_process_despite_num_partitions():
    path = TESTDATA / "sharded" / "jit_4.shardy.mlir"
    assert "mhlo.num_partitions = 4" in path.read_text()
    result = shlo(path, "--input", TESTDATA / "sharded" / "jit_4.inputs.npz",
                  "--expect", TESTDATA / "sharded" / "jit_4.shardy.expected.npz", "--format", "json")
    assert result.exit_code == 0, result.output
    assert "grid" not in json.loads(result.output)


def test_trace_nan_and_profile_on_a_grid_name_the_process(tmp_path):
    program = write(tmp_path, ALL_REDUCE.replace(
        "    return %0 : tensor<3xf32>", "    %l = stablehlo.log %0 : tensor<3xf32>\n    return %l : tensor<3xf32>"))
    result = shlo(program, "--replicas", 4, "--input", "3xf32=1 -2 3", "--profile", "--trace-nan")
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert "stablehlo.log: the first NaN of the run" in result.output and "(in process (" in result.output
    clean = shlo(program, "--replicas", 4, "--input", "3xf32=1 2 3", "--profile", "--format", "json")
    assert clean.exit_code == 0, clean.output
    rows = {row["key"]: row for row in json.loads(clean.output)["profile"]}
    assert rows["stablehlo.all_reduce"]["calls"] == 4 and rows["stablehlo.log"]["calls"] == 4  # one per process
