"""Looking inside a run (issue #14 points 1-4): ``shlo run --profile/--profile-out``, ``--trace-nan`` and
``--trace-inf``, ``--dump``/``--dump-filter`` and ``shlo diff``, on programs exported with JAX
(``testdata/observe/``, ``tools/export_observe.py``)."""
from __future__ import annotations

import csv
import json
from collections import defaultdict
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from stablehlo_py.cli.main import main

DATA = Path(__file__).resolve().parents[1] / "testdata" / "observe"


def shlo(*args: object):
    return CliRunner().invoke(main, [*map(str, args)])


def line_of(name: str, text: str) -> int:
    """The 1-based line of ``name``'s first op whose text contains ``text``."""
    lines = (DATA / f"{name}.mlir").read_text().splitlines()
    return next(i for i, line in enumerate(lines, 1) if text in line)


def run_args(name: str) -> list:
    return ["run", DATA / f"{name}.mlir", "--input", DATA / f"{name}.inputs.npz"]


# ----------------------------------------------------------------------------- --profile
def test_profile_counts_calls_and_bytes():
    result = shlo(*run_args("loop_call"), "--profile", "--format", "json", "--expect",
                  DATA / "loop_call.expected.npz")
    assert result.exit_code == 0, result.output
    rows = {row["key"]: row for row in json.loads(result.output)["profile"]}
    assert rows["stablehlo.while"]["calls"] == 1 and rows["func.call"]["calls"] == 10  # 5 iterations x 2 calls
    assert rows["stablehlo.sine"]["calls"] == 5 and rows["stablehlo.sine"]["bytes"] == 5 * 8 * 4
    assert abs(sum(r["share"] for r in rows.values()) - 1.0) < 1e-9


def test_profile_rows_add_up_to_the_run_time():
    between = []
    for _ in range(3):  # the machine is shared: the best of three runs
        result = shlo(*run_args("convnet"), "--profile", "--format", "json")
        assert result.exit_code == 0, result.output
        rows = {row["key"]: row for row in json.loads(result.output)["profile"]}
        assert abs(sum(r["share"] for r in rows.values()) - 1.0) < 1e-9
        assert rows["stablehlo.convolution"]["calls"] == 2 and rows["(between ops)"]["share"] >= 0
        between.append(rows["(between ops)"]["share"])
    assert min(between) < 0.1, between  # ops and the profiler's own time: over 90% of the run


def test_profile_table_by_location():
    result = shlo(*run_args("softmax_log"), "--profile", "--by", "location", "--top", 3)
    assert result.exit_code == 0, result.output
    assert "by location" in result.output and "jit(softmax_log)/" in result.output
    assert "(profiler)" in result.output and "(between ops)" in result.output and "more)" in result.output


def test_trace_events_are_well_formed_and_nested(tmp_path):
    trace_path = tmp_path / "trace.json"
    result = shlo(*run_args("loop_call"), "--profile-out", trace_path)
    assert result.exit_code == 0, result.output
    events = [e for e in json.loads(trace_path.read_text())["traceEvents"] if e["ph"] == "X"]
    for event in events:
        assert {"name", "ts", "dur", "pid", "tid"} <= event.keys() and event["dur"] >= 0
    by_thread = defaultdict(list)
    for event in events:
        by_thread[event["tid"]].append(event)
    for slices in by_thread.values():  # each slice lies inside the one open when it starts, or after it ends
        open_ = []
        for event in sorted(slices, key=lambda e: (e["ts"], -e["dur"])):
            while open_ and event["ts"] >= open_[-1]["ts"] + open_[-1]["dur"]:
                open_.pop()
            if open_:
                assert event["ts"] + event["dur"] <= open_[-1]["ts"] + open_[-1]["dur"] + 1e-3
            event["parent"] = open_[-1]["name"] if open_ else None
            open_.append(event)
    (loop,) = [e for e in events if e["name"] == "stablehlo.while"]
    assert loop["parent"] is None
    sines = [e for e in events if e["name"] == "stablehlo.sine"]
    assert len(sines) == 5 and all(e["parent"] == "func.call" for e in sines)  # inside @_step's call
    calls = [e for e in events if e["name"] == "func.call"]
    assert {e["parent"] for e in calls} == {"stablehlo.while", "func.call"}  # the loop's call, and the nested one


# ----------------------------------------------------------------------------- --trace-nan / --trace-inf
def test_trace_nan_names_the_log_and_its_line():
    result = shlo(*run_args("softmax_log"), "--trace-nan")
    assert result.exit_code == 1
    line = line_of("softmax_log", "stablehlo.log")
    text = result.output
    assert f"softmax_log.mlir:{line}:" in text and "stablehlo.log: the first NaN of the run" in text
    assert "    %0 = stablehlo.log %arg0" in text and "\n    ^" in text  # the source line and its caret
    assert "name stack: jit(softmax_log)/log" in text
    assert "operand #0: float32[2, 8]: min -1.5" in text and "0 NaN" in text
    assert "result #0: float32[2, 8]" in text and "1 NaN" in text


def test_trace_inf_and_no_finding(tmp_path):
    with np.load(DATA / "softmax_log.inputs.npz") as inputs:
        x = np.abs(inputs["in0"])
    x[0, 2] = 0.0  # log(0) = -inf
    np.save(tmp_path / "x.npy", x)
    program = DATA / "softmax_log.mlir"
    found = shlo("run", program, "--input", tmp_path / "x.npy", "--trace-inf")
    assert found.exit_code == 1 and "stablehlo.log: the first Inf of the run" in found.output
    clean = shlo("run", program, "--input", tmp_path / "x.npy", "--trace-nan")
    assert clean.exit_code == 0, clean.output  # -inf - max is -inf, exp(-inf) = 0: no NaN anywhere


def test_trace_nan_inside_a_loop_names_the_iteration(tmp_path):
    program = tmp_path / "loop.mlir"
    program.write_text("""\
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c9 = stablehlo.constant dense<9> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<f32>
   cond {
    %p = stablehlo.compare LT, %i, %c9 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %h = stablehlo.constant dense<0.5> : tensor<f32>
    %s = stablehlo.subtract %v, %h : tensor<f32>
    %q = stablehlo.sqrt %s : tensor<f32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %n, %s : tensor<i32>, tensor<f32>
  }
  return %r#1 : tensor<f32>
}
""")
    result = shlo("run", program, "--input", "f32=1.75", "--trace-nan")
    assert result.exit_code == 1
    # v = 1.75, 1.25, 0.75, 0.25, -0.25: sqrt of v - 0.5 is NaN first in iteration 3 (v - 0.5 = -0.25)
    assert "loop.mlir:12:" in result.output and "stablehlo.sqrt" in result.output
    assert "iteration 3 of the stablehlo.while at line 5" in result.output


# ----------------------------------------------------------------------------- --dump
def test_dump_with_a_filter_writes_exactly_the_matching_values(tmp_path):
    folder = tmp_path / "dump"
    result = shlo(*run_args("softmax_log"), "--dump", folder, "--dump-filter", "^stablehlo\\.(log|exponential)$")
    assert result.exit_code == 0, result.output
    with open(folder / "dump_index.csv", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert [r["op"] for r in rows] == ["stablehlo.log", "stablehlo.exponential"]
    assert sorted(p.name for p in folder.iterdir()) == sorted([r["file"] for r in rows] + ["dump_index.csv"])
    with np.load(DATA / "softmax_log.inputs.npz") as inputs:
        x = inputs["in0"]
    with np.errstate(invalid="ignore"):
        want = np.log(x.astype(np.float64)).astype(np.float32)  # f32 log: computed in f64, rounded once
        np.testing.assert_array_equal(np.load(folder / rows[0]["file"]), want)
    assert rows[0]["place"] == "jit(softmax_log)/log" and int(rows[0]["line"]) == line_of("softmax_log",
                                                                                          "stablehlo.log")
    by_place = shlo(*run_args("softmax_log"), "--dump", tmp_path / "d2", "--dump-filter", "reduce_max")
    with open(tmp_path / "d2" / "dump_index.csv", newline="") as handle:
        assert {r["place"] for r in csv.DictReader(handle)} == {"jit(softmax_log)/reduce_max"}
    assert by_place.exit_code == 0


def test_dump_filter_needs_dump():
    result = shlo(*run_args("softmax_log"), "--dump-filter", "log")
    assert result.exit_code == 2 and "--dump-filter needs --dump" in result.output


# ----------------------------------------------------------------------------- shlo diff
def test_diff_f32_and_bf16_names_the_cancelling_subtraction():
    result = shlo("diff", DATA / "cancel_f32.mlir", DATA / "cancel_bf16.mlir", "--input",
                  DATA / "cancel_f32.inputs.npz", "--format", "json")
    assert result.exit_code == 1, result.output
    found = json.loads(result.output)["first_divergence"]
    assert found["place"] == "jit(f)/sub" and found["a"]["op"] == found["b"]["op"] == "stablehlo.subtract"
    assert found["a"]["line"] == line_of("cancel_f32", "stablehlo.subtract")
    assert found["comparison"]["rtol"] == 2 ** -6  # bf16's default, the looser of the two
    text = shlo("diff", DATA / "cancel_f32.mlir", DATA / "cancel_bf16.mlir", "--input",
                DATA / "cancel_f32.inputs.npz").output
    assert text.startswith("first difference: jit(f)/sub") and "bfloat16[16]" in text


def test_diff_of_dump_folders_agrees_with_the_run(tmp_path):
    for name in ("cancel_f32", "cancel_bf16"):
        assert shlo("run", DATA / f"{name}.mlir", "--input", DATA / "cancel_f32.inputs.npz",
                    "--dump", tmp_path / name).exit_code == 0
    result = shlo("diff", tmp_path / "cancel_f32", tmp_path / "cancel_bf16", "--format", "json")
    assert result.exit_code == 1
    assert json.loads(result.output)["first_divergence"]["place"] == "jit(f)/sub"


def test_diff_of_a_program_with_itself_finds_nothing():
    result = shlo("diff", DATA / "convnet.mlir", DATA / "convnet.mlir", "--input", DATA / "convnet.inputs.npz")
    assert result.exit_code == 0 and result.output.startswith("no difference beyond the tolerances")


@pytest.mark.parametrize("name", ["softmax_log", "cancel_bf16", "loop_call", "convnet"])
def test_the_programs_match_jax(name):
    assert shlo(*run_args(name), "--expect", DATA / f"{name}.expected.npz").exit_code == 0


def test_the_f32_cancellation_matches_jax_up_to_its_conditioning():
    # XLA contracts x * 3 + 1000 into one fused multiply-add; the subtraction then amplifies the rounding
    # difference (1000's ulp is 6e-5, z is ~0.1 to 3): within 1e-3 of XLA, not 1e-5.
    assert shlo(*run_args("cancel_f32"), "--expect", DATA / "cancel_f32.expected.npz", "--rtol", "1e-3",
                "--atol", "1e-3").exit_code == 0


def test_options_together_each_see_every_op(tmp_path):
    result = shlo(*run_args("loop_call"), "--profile", "--trace-nan", "--dump", tmp_path / "d", "--format", "json")
    assert result.exit_code == 0, result.output
    rows = {row["key"]: row for row in json.loads(result.output)["profile"]}
    assert rows["func.call"]["calls"] == 10 and rows["stablehlo.sine"]["calls"] == 5
    with open(tmp_path / "d" / "dump_index.csv", newline="") as handle:
        dumped = [r["op"] for r in csv.DictReader(handle) if r["result"] == "0"]  # one row per op run
    assert dumped.count("stablehlo.sine") == 5 and dumped.count("func.call") == 10


def test_hooks_are_compiled_in_only_for_observed_runs():
    import stablehlo_py
    from stablehlo_py.interpreter.evaluator import Interpreter, generated_python

    module = stablehlo_py.load(DATA / "loop_call.mlir")
    interpreter = Interpreter(module)
    compiled = interpreter.compile("main")
    plain = generated_python(compiled, False, interpreter._callee).source
    observed = generated_python(compiled, False, interpreter._callee, observed="values").source
    timing = generated_python(compiled, False, interpreter._callee, observed="timing").source
    assert "He(" not in plain and "Hl(" not in plain and "Hr()" not in plain
    assert observed.count(" = He(O") == observed.count("Hl(") > 0 and observed.count("Hr()") == 2  # cond, body
    assert timing.count(" = He()") == timing.count("Hl(") == observed.count("Hl(")  # the profiler's form


@pytest.mark.parametrize("command", [
    ["run", "testdata/observe/softmax_log.mlir", "--input", "testdata/observe/softmax_log.inputs.npz", "--trace-nan"],
    ["diff", "testdata/observe/cancel_f32.mlir", "testdata/observe/cancel_bf16.mlir", "--input",
     "testdata/observe/cancel_f32.inputs.npz"]])
def test_the_readme_shows_real_reports(command, monkeypatch):
    monkeypatch.chdir(DATA.parents[1])  # the paths as the README shows them
    result = shlo(*command)
    assert result.exit_code == 1
    assert f"```\n{result.output}```" in (DATA.parents[1] / "README.md").read_text()


def test_bad_observing_options_are_clean_errors(tmp_path):
    bad_regex = shlo(*run_args("softmax_log"), "--dump", tmp_path / "d", "--dump-filter", "(")
    assert bad_regex.exit_code == 2 and "is not a regular expression" in bad_regex.output
    no_folder = shlo(*run_args("softmax_log"), "--profile-out", tmp_path / "missing" / "trace.json")
    assert no_folder.exit_code == 2 and "cannot write a file there" in no_folder.output
    assert not (tmp_path / "missing").exists() and "Traceback" not in no_folder.output
    one_side = shlo("diff", tmp_path, DATA / "convnet.mlir")
    assert one_side.exit_code == 2 and "give two programs or two dump folders" in one_side.output
    not_a_dump = shlo("diff", tmp_path, tmp_path)
    assert not_a_dump.exit_code == 2 and "not a folder written by 'shlo run --dump'" in not_a_dump.output


def test_diff_calls_jax_export_blobs_as_exp_call_does():
    blob = DATA.parent / "jax_export" / "combined.jax_exported"  # several platforms, an unused input
    result = shlo("diff", blob, blob, "--input", DATA.parent / "jax_export" / "combined.inputs.npz")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("no difference beyond the tolerances")
