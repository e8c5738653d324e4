"""``shlo check`` (and its alias ``shlo test``) and the pytest plugin, through the CLI and subprocesses:
exit codes, JUnit reports valid against an XSD (tests/data/junit.xsd, with xmlschema), GitHub annotations,
JSON, -k, --timeout, and shards that cover every item exactly once."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import numpy as np
import pytest
import xmlschema
from click.testing import CliRunner

import stablehlo_py
from stablehlo_py.bytecode.writer import write_bytecode
from stablehlo_py.cli.main import main
from stablehlo_py.harness.collect import collect
from stablehlo_py.harness.runner import run_file

JUNIT_XSD = Path(__file__).parent / "data" / "junit.xsd"
REPO = Path(__file__).resolve().parents[1]
MODELS = REPO / "testdata" / "models"


def _program(name: str, wanted: str) -> str:
    """A self-checking function: 2 * [1, 2] compared with ``wanted`` (line 4 of the chunk holds the check)."""
    return (f"func.func @{name}() {{\n"
            "  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
            "  %1 = stablehlo.add %0, %0 : tensor<2xi32>\n"
            f"  check.expect_eq_const %1, dense<{wanted}> : tensor<2xi32>\n"
            "  func.return\n}\n")


NOT_A_TEST = ("func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
              "  %0 = stablehlo.add %x, %x : tensor<2xf32>\n  func.return %0 : tensor<2xf32>\n}\n")


@pytest.fixture
def programs(tmp_path: Path) -> Path:
    """A folder: good.mlir (3 passing functions in 2 chunks), sub/bad.mlir (1 failing: its check is on
    line 4), plain.mlir (checks nothing: not a test)."""
    folder = tmp_path / "programs"
    (folder / "sub").mkdir(parents=True)
    (folder / "good.mlir").write_text(_program("doubles", "[2, 4]") + _program("twice", "[2, 4]") +
                                      "// -----\n" + _program("again", "[2, 4]"))
    (folder / "sub" / "bad.mlir").write_text(_program("wrong", "[2, 5]"))
    (folder / "plain.mlir").write_text(NOT_A_TEST)
    return folder


def shlo(*args, cwd: Path | None = None):
    """``shlo ARGS`` through click's runner (in this process), from ``cwd``."""
    old = Path.cwd()
    if cwd:
        os.chdir(cwd)
    try:
        return CliRunner().invoke(main, [str(a) for a in args])
    finally:
        os.chdir(old)


def test_a_folder_with_one_failing_program(programs, tmp_path):
    report = tmp_path / "report.xml"
    result = shlo("check", programs, "--junit", report, "--format", "github", cwd=tmp_path)
    assert result.exit_code == 1, result.output
    lines = result.output.splitlines()
    assert lines[-1] == "3 passed, 1 failed, 0 skipped"
    assert "PASSED programs/good.mlir::doubles" in lines and "FAILED programs/sub/bad.mlir::wrong" in lines
    annotations = [line for line in lines if line.startswith("::error ")]
    assert len(annotations) == 1
    assert annotations[0].startswith("::error file=programs/sub/bad.mlir,line=1,title=programs/sub/bad.mlir%3A%3Awrong::")
    assert "::programs/sub/bad.mlir:4:3: error:" in annotations[0]  # the failing check's line
    xmlschema.XMLSchema(JUNIT_XSD).validate(report)
    suite = ElementTree.parse(report).getroot().find("testsuite")
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("4", "1", "0")
    failed = [case.get("name") for case in suite.iter("testcase") if case.find("failure") is not None]
    assert failed == ["wrong"]
    assert not list(tmp_path.glob(".report.xml*"))  # the staging file was renamed


def test_json_report(programs, tmp_path):
    result = shlo("check", programs, "--format", "json", cwd=tmp_path)
    assert result.exit_code == 1
    document = json.loads(result.stdout)
    assert document["summary"] | {"seconds": 0} == {"passed": 3, "failed": 1, "skipped": 0, "errors": 0,
                                                     "seconds": 0}
    by_id = {item["id"]: item for item in document["items"]}
    assert set(by_id) == {"programs/good.mlir::doubles", "programs/good.mlir::twice", "programs/good.mlir::again",
                          "programs/sub/bad.mlir::wrong"}
    wrong = by_id["programs/sub/bad.mlir::wrong"]
    assert (wrong["file"], wrong["line"], wrong["outcome"]) == ("programs/sub/bad.mlir", 1, "failed")
    assert "index [1]" in wrong["message"]
    assert by_id["programs/good.mlir::again"]["line"] == 14  # the function's line in the file (3rd chunk)


def test_nothing_to_check_exits_5(programs, tmp_path):
    for command in ("check", "test"):
        result = shlo(command, programs / "plain.mlir")
        assert result.exit_code == 5, result.output
        assert "nothing to check" in result.output and "0 passed, 0 failed, 0 skipped" in result.output
    empty = tmp_path / "empty"
    empty.mkdir()
    assert shlo("check", empty).exit_code == 5


def test_k_selects_items_and_test_is_an_alias(programs):
    result = shlo("test", programs, "-k", "twice or wrong")
    assert result.exit_code == 1
    assert result.output.splitlines()[-1] == "1 passed, 1 failed, 0 skipped"
    assert shlo("test", programs, "-k", "doubles").exit_code == 0
    assert shlo("check", programs, "-k", "nothing_has_this_name").exit_code == 5


def test_shards_split_the_items(programs, tmp_path):
    ids = []
    for shard in ("1/2", "2/2"):
        result = shlo("check", programs, "--shard", shard, "--format", "json", cwd=tmp_path)
        ids.append([item["id"] for item in json.loads(result.stdout)["items"]])
    assert sorted(ids[0] + ids[1]) == sorted(f"programs/{i.path.relative_to(programs).as_posix()}::{i.name}"
                                             for i in collect([programs]))
    assert ids[0] and ids[1]  # (these 4 ids hash to both shares)


@pytest.mark.parametrize("args, message", [
    (["--shard", "3/2"], "K must be between 1 and N"),
    (["--shard", "x"], "expected K/N"),
    (["-n", "many"], "give a number of worker processes or 'auto'"),
])
def test_bad_options_are_usage_errors(programs, args, message):
    result = shlo("check", programs, *args)
    assert result.exit_code == 2 and message in result.output and "Traceback" not in result.output


def test_timeout_fails_a_long_program(tmp_path):
    program = tmp_path / "slow.mlir"
    program.write_text(
        "func.func @spins() {\n"
        "  %n = stablehlo.constant dense<100000000> : tensor<i64>\n"
        "  %0 = stablehlo.constant dense<0> : tensor<i64>\n"
        "  %one = stablehlo.constant dense<1> : tensor<i64>\n"
        "  %r = stablehlo.while(%i = %0) : tensor<i64>\n"
        "  cond {\n"
        "    %c = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>\n"
        "    stablehlo.return %c : tensor<i1>\n"
        "  } do {\n"
        "    %s = stablehlo.add %i, %one : tensor<i64>\n"
        "    stablehlo.return %s : tensor<i64>\n"
        "  }\n"
        "  check.expect_eq_const %r, dense<100000000> : tensor<i64>\n"
        "  func.return\n}\n")
    result = shlo("check", program, "--timeout", "1", "--format", "json")
    assert result.exit_code == 1
    (item,) = json.loads(result.stdout)["items"]
    assert item["outcome"] == "failed" and "Timeout" in item["message"] and item["duration"] < 30


def _pytest(*args, cwd: Path) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *map(str, args)]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=300)


def test_pytest_plugin_with_xdist_junit_and_shards(programs, tmp_path):
    """Each share with -n 2 writes a JUnit report; together they hold every item exactly once."""
    for k in range(6):  # more files, so that both workers and both shares get several items
        (programs / f"more{k}.mlir").write_text(_program(f"f{k}", "[2, 4]") + "// -----\n" +
                                                _program(f"g{k}", "[2, 4]"))
    expected = sorted(f"{i.path.relative_to(tmp_path).as_posix()}::{i.name}" for i in collect([programs]))
    seen = []
    for k in (1, 2):
        report = tmp_path / f"shard{k}.xml"
        run = _pytest("--shlo", "programs", "-n", "2", "--junitxml", report, "--shlo-shard", f"{k}/2",
                      cwd=tmp_path)
        assert run.returncode in (0, 1), run.stdout + run.stderr
        assert "2 workers" in run.stdout
        xmlschema.XMLSchema(JUNIT_XSD).validate(report)
        cases = list(ElementTree.parse(report).getroot().iter("testcase"))
        assert cases
        # classname is the file's path with dots (programs.sub.bad.mlir), name the item's
        seen += [f"{c.get('classname').removesuffix('.mlir').replace('.', '/')}.mlir::{c.get('name')}"
                 for c in cases]
    assert sorted(seen) == expected


def test_pytest_plugin_is_inactive_unless_asked(programs, tmp_path):
    assert _pytest("-q", "programs", cwd=tmp_path).returncode == 5  # .mlir files are not tests by default
    (tmp_path / "pytest.ini").write_text("[pytest]\nshlo_paths = programs\n")
    run = _pytest("-q", "--co", cwd=tmp_path)
    assert run.returncode == 0 and "4 tests collected" in run.stdout, run.stdout


def test_progress_bar_on_a_terminal_and_plain_lines_in_ci(programs, tmp_path):
    """stderr on a terminal (a pseudo-terminal here): a rich progress bar, no line per item; with CI set,
    the plain lines instead."""
    import pty

    environment = {k: v for k, v in os.environ.items() if k != "CI"}
    command = [sys.executable, "-m", "stablehlo_py.cli.main", "check", "programs"]
    seen = {}
    for ci in (False, True):
        leader, follower = pty.openpty()
        run = subprocess.run(command, cwd=tmp_path, stdout=subprocess.PIPE, stderr=follower, timeout=120,
                             env=environment | ({"CI": "true"} if ci else {"COLUMNS": "100"}), text=True)
        os.close(follower)
        terminal = b""
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the terminal's other side is closed: all read
                break
            if not chunk:
                break
            terminal += chunk
        os.close(leader)
        assert run.returncode == 1
        seen[ci] = (run.stdout, terminal.decode(errors="replace"))
    stdout, terminal = seen[False]
    assert "shlo check" in terminal and "4/4" in terminal and "━" in terminal  # the bar, as it ended
    assert "PASSED" not in stdout and stdout.splitlines()[-1] == "3 passed, 1 failed, 0 skipped"
    stdout, terminal = seen[True]
    assert "PASSED programs/good.mlir::doubles" in stdout and "━" not in terminal


# ---------------------------------------------------------------- models with sidecars
def test_the_exported_models_one_failing(tmp_path):
    """testdata/models: ten exported models pass, mlp_stale_expectation fails; JUnit, annotations, JSON."""
    report = tmp_path / "report.xml"
    result = shlo("check", "testdata/models", "--junit", report, "--format", "github", "-n", "2", cwd=REPO)
    assert result.exit_code == 1, result.output
    lines = result.output.splitlines()
    assert lines[-1] == "10 passed, 1 failed, 0 skipped"
    (annotation,) = [line for line in lines if line.startswith("::error ")]
    assert annotation.startswith("::error file=testdata/models/mlp_stale_expectation.mlir,line=")
    assert "1 of 1 result(s) of @main differ from mlp_stale_expectation.npz%0A" in annotation
    assert "MISMATCH: 80 of 80 element(s)" in annotation
    xmlschema.XMLSchema(JUNIT_XSD).validate(report)
    cases = list(ElementTree.parse(report).getroot().iter("testcase"))
    assert len(cases) == 11
    assert [c.get("name") for c in cases if c.find("failure") is not None] == ["mlp_stale_expectation.npz"]

    document = json.loads(shlo("check", "testdata/models", "-k", "classifier_loss", "--format", "json",
                               cwd=REPO).stdout)
    (item,) = document["items"]
    assert item["outcome"] == "passed"
    assert sorted(c["name"] for c in item["comparisons"]) == ["result['accuracy']", "result['logits']",
                                                             "result['loss']"]


SCALE = ('func.func @main(%x: tensor<3xf32> loc("x")) -> (tensor<3xf32> {jax.result_info = "y"}) {\n'
         "  %two = stablehlo.constant dense<2.0> : tensor<3xf32>\n"
         "  %0 = stablehlo.multiply %x, %two : tensor<3xf32>\n"
         "  return %0 : tensor<3xf32>\n}\n")


def _model(folder: Path, name: str, toml: str | None = None, **arrays) -> None:
    folder.mkdir(exist_ok=True)
    (folder / f"{name}.mlir").write_text(SCALE)
    np.savez(folder / f"{name}.npz", **arrays)
    if toml is not None:
        (folder / f"{name}.toml").write_text(toml)


def test_tolerances_from_the_toml_and_the_command_line(tmp_path):
    x = np.array([1, 2, 3], np.float32)
    close = np.array([2, 4, 6.001], np.float32)  # 1.7e-4 relative error in the last element
    models = tmp_path / "models"
    _model(models, "strict", x=x, y=close)                                        # default rtol 1e-5: fails
    _model(models, "loose", "rtol = 1e-3\n", x=x, y=close)                        # passes
    _model(models, "per_output", "rtol = 0.0\natol = 0.0\n[outputs.y]\nrtol = 1e-3\n", in0=x, out0=close)
    result = shlo("check", models, "--format", "json", cwd=tmp_path)
    outcomes = {item["id"].split("/")[-1]: item["outcome"] for item in json.loads(result.stdout)["items"]}
    assert outcomes == {"strict.mlir::strict.npz": "failed", "loose.mlir::loose.npz": "passed",
                        "per_output.mlir::per_output.npz": "passed"}
    assert result.exit_code == 1
    assert shlo("check", models, "--rtol", "1e-3", cwd=tmp_path).exit_code == 0      # overrides for the run
    tight = shlo("check", models, "--rtol", "1e-6", "--atol", "0", "--format", "json", cwd=tmp_path)
    assert {item["outcome"] for item in json.loads(tight.stdout)["items"]} == {"failed"}


@pytest.mark.parametrize("arrays, toml, message", [
    ({"y": [2.0, 4.0, 6.0]}, None, "x"),                                   # no input: the argument is named
    ({"x": [1.0, 2.0, 3.0], "y": [2.0, 4.0, 6.0], "z": [0.0]}, None, "z"),  # an extra key
    ({"x": [1.0, 2.0, 3.0]}, None, "y"),                                   # no expected output
    ({"x": [1.0, 2.0, 3.0], "y": [2.0, 4.0, 6.0]}, "rtol = [", "not valid TOML"),
    ({"x": [1.0, 2.0, 3.0], "y": [2.0, 4.0, 6.0]}, "tolerance = 1\n", "unknown key(s) tolerance"),
    ({"x": [1.0, 2.0, 3.0], "y": [2.0, 4.0, 6.0]}, 'entry = "forward"\n', "no function @forward"),
    ({"x": [1.0, 2.0, 3.0], "y": [2.0, 4.0, 6.0]}, 'rtol = "small"\n', "rtol is a finite number >= 0, not 'small'"),
    ({"x": [1.0, 2.0, 3.0], "y": [2.0, 4.0, 6.0]}, "[outputs.y]\natol = -1\n", "outputs.y.atol is a finite number >= 0"),
    ({"x": [1.0, 2.0, 3.0], "y": [2.0, 4.0, 6.0]}, "outputs = 3\n", "[outputs] holds one table per result"),
    ({"x": [1.0, 2.0, 3.0], "y": [2.0, 4.0, 6.0]}, "seed = 1.5\n", "seed is an integer"),
])
def test_broken_sidecars_fail_with_a_clear_message(tmp_path, arrays, toml, message):
    _model(tmp_path / "models", "m", toml, **{k: np.array(v, np.float32) for k, v in arrays.items()})
    result = shlo("check", tmp_path / "models", "--format", "json", cwd=tmp_path)
    assert result.exit_code == 1
    (item,) = json.loads(result.stdout)["items"]
    assert item["outcome"] == "failed" and message in item["message"] and "Traceback" not in item["message"]


def test_a_file_that_is_not_a_program_is_a_usage_error(tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("check.expect_eq is mentioned here\n")
    result = shlo("check", notes)
    assert result.exit_code == 2 and "notes.txt: not a program file (.mlir, .mlirbc, .jax_exported, .hlo)" in result.output


def test_the_word_check_alone_does_not_make_a_test(tmp_path):
    """A location naming a check.py, or a comment, is not a check.* test op."""
    (tmp_path / "p.mlir").write_text('// check.expect_eq is not used here\nfunc.func @main() {\n'
                                     '  %0 = stablehlo.constant dense<1> : tensor<i32> loc("check.py":3:0)\n'
                                     '  func.return\n}\n')
    assert shlo("check", tmp_path).exit_code == 5


# ---------------------------------------------------------------- review of #13
@pytest.mark.parametrize("option, value", [("--rtol", "nan"), ("--atol", "nan"), ("--rtol", "-1"),
                                           ("--atol", "inf"), ("--timeout", "-5"), ("--timeout", "nan")])
def test_bad_tolerances_and_timeouts_are_usage_errors(tmp_path, option, value):
    _model(tmp_path / "models", "m", x=np.array([1, 2, 3], np.float32), y=np.array([0, 0, 0], np.float32))
    result = shlo("check", tmp_path / "models", option, value, cwd=tmp_path)
    assert result.exit_code == 2, result.output
    assert f"Invalid value for '{option}'" in result.output


def test_a_non_finite_tolerance_in_the_toml_fails_the_item(tmp_path):
    _model(tmp_path / "models", "m", "rtol = inf\n", x=np.array([1, 2, 3], np.float32),
           y=np.array([0, 0, 0], np.float32))
    result = shlo("check", tmp_path / "models", "--format", "json", cwd=tmp_path)
    (item,) = json.loads(result.stdout)["items"]
    assert result.exit_code == 1 and "rtol is a finite number >= 0, not inf" in item["message"]


def test_a_sidecar_with_f8e5m2_arrays_as_np_savez_writes_them(tmp_path):
    import ml_dtypes

    models = tmp_path / "models"
    models.mkdir()
    (models / "m.mlir").write_text("func.func @main(%x: tensor<3xf8E5M2>) -> tensor<3xf8E5M2> {\n"
                                   "  %0 = stablehlo.add %x, %x : tensor<3xf8E5M2>\n"
                                   "  return %0 : tensor<3xf8E5M2>\n}\n")
    np.savez(models / "m.npz", in0=np.array([1, 2, 3], ml_dtypes.float8_e5m2),
             out0=np.array([2, 4, 6], ml_dtypes.float8_e5m2))  # header '<f1', which np.load refuses
    result = shlo("check", models, cwd=tmp_path)
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("workers", ["0", "2"])
def test_comparisons_reach_the_json_but_not_the_junit_testcases(tmp_path, workers):
    """JUnit 10 (pytest's xunit2) has no properties in a testcase: the comparisons travel another way."""
    x = np.array([1, 2, 3], np.float32)
    _model(tmp_path / "models", "good", x=x, y=x * 2)
    _model(tmp_path / "models", "bad", x=x, y=x * 3)
    report = tmp_path / "report.xml"
    result = shlo("check", tmp_path / "models", "-n", workers, "--junit", report, "--format", "json", cwd=tmp_path)
    assert result.exit_code == 1
    items = {item["id"].rsplit("::", 1)[-1]: item for item in json.loads(result.stdout)["items"]}
    assert items["good.npz"]["comparisons"][0]["ok"] is True
    assert items["bad.npz"]["comparisons"][0]["mismatched"] == 3
    xmlschema.XMLSchema(JUNIT_XSD).validate(report)
    assert all(case.find("properties") is None for case in ElementTree.parse(report).getroot().iter("testcase"))


def test_every_folder_below_path_is_checked_but_git(tmp_path):
    x = np.array([1, 2, 3], np.float32)
    root = tmp_path / "proj"
    folders = ["ok", "build", "dist", "venv", ".hidden", "x.egg", "node_modules", ".git"]
    for folder in folders:
        (root / folder).mkdir(parents=True)
        _model(root / folder, "m", x=x, y=x * 2)
    (root / "venv" / "bin").mkdir()
    (root / "venv" / "bin" / "activate").write_text("")  # what pytest takes for a virtual environment
    (root / "venv" / "pyvenv.cfg").write_text("home = /usr/bin\n")
    result = shlo("check", root, "--format", "json", cwd=tmp_path)
    assert result.exit_code == 0, result.output
    checked = sorted(item["file"].split("/")[1] for item in json.loads(result.stdout)["items"])
    assert checked == sorted(folders[:-1])


TUPLE = ("func.func @main(%a: tensor<2xf32>) -> tuple<tensor<2xf32>, tensor<2xf32>> {\n"
         "  %t = stablehlo.tuple %a, %a : tuple<tensor<2xf32>, tensor<2xf32>>\n"
         "  return %t : tuple<tensor<2xf32>, tensor<2xf32>>\n}\n")


def test_a_model_with_nothing_to_compare_fails(tmp_path):
    models = tmp_path / "models"
    models.mkdir()
    (models / "tup.mlir").write_text(TUPLE)
    np.savez(models / "tup.npz", in0=np.array([1, 2], np.float32))
    _model(models, "plain", x=np.array([1, 2, 3], np.float32))  # a sidecar without any expected output
    result = shlo("check", models, "--format", "json", cwd=tmp_path)
    assert result.exit_code == 1
    items = json.loads(result.stdout)["items"]
    assert [item["outcome"] for item in items] == ["failed", "failed"]
    assert all("no expected output to compare" in item["message"] for item in items)
    assert "(the results of @main: out0/result0/y)" in items[0]["message"]


def test_tuple_results_are_compared_element_by_element(tmp_path):
    models = tmp_path / "models"
    models.mkdir()
    (models / "tup.mlir").write_text(TUPLE)
    x = np.array([1, 2], np.float32)
    np.savez(models / "tup.npz", in0=x, **{"out0[0]": x, "out0[1]": x + 1})
    result = shlo("check", models, "--format", "json", cwd=tmp_path)
    (item,) = json.loads(result.stdout)["items"]
    assert result.exit_code == 1 and [c["ok"] for c in item["comparisons"]] == [True, False]
    assert "result0[1]: MISMATCH: 2 of 2 element(s)" in item["message"]
    np.savez(models / "tup.npz", in0=x, **{"out0[0]": x})  # one element missing: named
    result = shlo("check", models, "--format", "json", cwd=tmp_path)
    assert "no element under 'out0[1]'" in json.loads(result.stdout)["items"][0]["message"]


def test_run_output_folder_of_a_tuple_is_an_expect_folder(tmp_path):
    program = tmp_path / "tup.mlir"
    program.write_text(TUPLE)
    assert shlo("run", program, "--input", "2xf32=1 2", "--output", tmp_path / "out").exit_code == 0
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["result0[0].npy", "result0[1].npy"]
    same = shlo("run", program, "--input", "2xf32=1 2", "--expect", tmp_path / "out")
    assert same.exit_code == 0 and "all 2 compared result(s) match" in same.output
    other = shlo("run", program, "--input", "2xf32=1 3", "--expect", tmp_path / "out")
    assert other.exit_code == 1 and "result0[1]: MISMATCH: 1 of 2 element(s)" in other.output


def test_a_misspelled_outputs_table_fails_the_item(tmp_path):
    x = np.array([1, 2, 3], np.float32)
    _model(tmp_path / "models", "m", "[outputs.yy]\nrtol = 0.5\n", x=x, y=x * 2)
    result = shlo("check", tmp_path / "models", "--format", "json", cwd=tmp_path)
    (item,) = json.loads(result.stdout)["items"]
    assert result.exit_code == 1
    assert "[outputs.yy] names no result of @main (unknown: yy; results: out0/result0/y)" in item["message"]


def test_an_extra_sidecar_key_is_explained_for_a_sidecar(tmp_path):
    x = np.array([1, 2, 3], np.float32)
    _model(tmp_path / "models", "m", x=x, y=x * 2, z=x)
    result = shlo("check", tmp_path / "models", "--format", "json", cwd=tmp_path)
    (item,) = json.loads(result.stdout)["items"]
    assert "1 key(s) unused: z" in item["message"]
    assert "a sidecar holds only the inputs and the expected outputs" in item["message"]
    assert "--allow-extra" not in item["message"]  # shlo check has no such option


def test_shlo_test_keeps_a_60_second_default_timeout(programs, tmp_path, monkeypatch):
    seen = []

    def fake_main(args, plugins):
        seen.append(list(args))
        return pytest.ExitCode.OK

    monkeypatch.setattr(pytest, "main", fake_main)
    shlo("test", programs, cwd=tmp_path)
    shlo("test", programs, "--timeout", "5", cwd=tmp_path)
    shlo("check", programs, cwd=tmp_path)
    alias, explicit, check = seen
    assert alias[alias.index("--timeout") + 1] == "60.0" and explicit[explicit.index("--timeout") + 1] == "5.0"
    assert "--timeout" not in check
    assert "60 s by default for `shlo test`" in " ".join(shlo("test", "--help").output.split())


def test_a_junit_file_that_cannot_be_written_is_one_line_and_exit_2(programs, tmp_path, monkeypatch):
    before = shlo("check", programs, "--junit", "/proc/shlo-report.xml", cwd=tmp_path)
    assert before.exit_code == 2 and "PASSED" not in before.output  # refused before running anything
    assert "error: /proc/shlo-report.xml: cannot write the JUnit report there:" in before.output
    assert "Traceback" not in before.output

    real_replace = os.replace

    def failing_replace(source, target):
        if str(target).endswith("report.xml"):
            raise PermissionError(13, "Permission denied")
        return real_replace(source, target)

    monkeypatch.setattr(os, "replace", failing_replace)
    after = shlo("check", programs, "--junit", tmp_path / "report.xml", cwd=tmp_path)
    assert after.exit_code == 2
    lines = after.output.splitlines()
    assert "3 passed, 1 failed, 0 skipped" in lines  # the summary is kept
    assert after.stderr.splitlines() == [f"error: {tmp_path / 'report.xml'}: cannot write the JUnit report: "
                                         f"Permission denied"]
    assert "Traceback" not in after.output and not list(tmp_path.glob(".report.xml*"))


# ---------------------------------------------------------------- portable artifacts of self-checking programs (#10)
def _artifact(path: Path, wanted: str, check: bool = True) -> None:
    """``path``: MLIR bytecode of a testdata-like program, 2 * [1, 2] compared with ``wanted`` by a
    ``custom_call @check.expect_eq`` (what a ``check.expect_eq`` becomes in an artifact), or without it."""
    compare = (f"  %2 = stablehlo.constant dense<{wanted}> : tensor<2xi32>\n"
               '  stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} '
               ": (tensor<2xi32>, tensor<2xi32>) -> ()\n") if check else ""
    text = ("func.func @main() -> tensor<2xi32> {\n"
            "  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
            "  %1 = stablehlo.add %0, %0 : tensor<2xi32>\n"
            f"{compare}  func.return %1 : tensor<2xi32>\n}}\n")
    path.write_bytes(write_bytecode(stablehlo_py.parse_text(text), target="current"))


def test_artifacts_of_self_checking_programs_check_themselves(tmp_path):
    """MLIR bytecode without a sidecar is a self-checking program when it holds a check.* test op; one
    without is not collected (unless forced), and one that cannot be read fails with the reader's message."""
    folder = tmp_path / "artifacts"
    folder.mkdir()
    _artifact(folder / "good.mlirbc", "[2, 4]")
    _artifact(folder / "bad.mlirbc", "[2, 5]")
    _artifact(folder / "plain.mlirbc", "[2, 4]", check=False)
    (folder / "cut.mlirbc").write_bytes((folder / "good.mlirbc").read_bytes()[:40])
    result = shlo("check", folder, "--format", "json", cwd=tmp_path)
    assert result.exit_code == 1, result.output
    outcomes = {item["id"]: (item["outcome"], item["line"]) for item in json.loads(result.stdout)["items"]}
    assert outcomes == {"artifacts/good.mlirbc::main": ("passed", 1), "artifacts/bad.mlirbc::main": ("failed", 1),
                        "artifacts/cut.mlirbc::<file>": ("failed", 1)}
    messages = {item["id"]: item["message"] for item in json.loads(result.stdout)["items"]}
    assert "index [1]" in messages["artifacts/bad.mlirbc::main"]
    assert "artifacts/cut.mlirbc" in messages["artifacts/cut.mlirbc::<file>"]
    assert shlo("check", folder / "plain.mlirbc").exit_code == 5
    assert [r.status for r in run_file(folder / "plain.mlirbc", force=True)] == ["passed"]  # taken as a test
