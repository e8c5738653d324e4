"""``shlo run`` as a check (issue #13, points 1-3), through the CLI: expected outputs and tolerances,
inputs keyed every way a user holds them, literals, ml_dtypes files, and results written by suffix."""
from __future__ import annotations

import json
import os
import stat
import warnings

import ml_dtypes
import numpy as np
import pytest
from click.testing import CliRunner

from stablehlo_py.cli.main import main

# JAX-style names: jax.arg_info on the arguments, jax.result_info on the results.
NAMED = """
func.func public @main(%arg0: tensor<2x3xf32> {jax.arg_info = "x"}, %arg1: tensor<2xi32> {jax.arg_info = "k"})
    -> (tensor<2x3xf32> {jax.result_info = "y"}, tensor<2xi32> {jax.result_info = "m"}) {
  %two = stablehlo.constant dense<2.0> : tensor<2x3xf32>
  %one = stablehlo.constant dense<1> : tensor<2xi32>
  %0 = stablehlo.multiply %arg0, %two : tensor<2x3xf32>
  %1 = stablehlo.add %arg1, %one : tensor<2xi32>
  return %0, %1 : tensor<2x3xf32>, tensor<2xi32>
}
"""

# Newer JAX: argument names as name locations, printed through aliases.
LOCATED = """
#loc1 = loc("x")
module @jit_f {
  func.func public @main(%arg0: tensor<2x3xf32> loc(#loc1), %arg1: tensor<2xi32> loc("k"("f.py":3:1)))
      -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<2xi32> {jax.result_info = "result[1]"}) {
    return %arg0, %arg1 : tensor<2x3xf32>, tensor<2xi32>
  }
}
"""

# No recorded names: positions only.
SINGLE = """
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sqrt %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""

NARROW = """
func.func public @main(%arg0: tensor<3xbf16> {jax.arg_info = "a"}, %arg1: tensor<3xf8E4M3FN> {jax.arg_info = "b"},
                       %arg2: tensor<3xi4> {jax.arg_info = "c"})
    -> (tensor<3xbf16> {jax.result_info = "a2"}, tensor<3xf8E4M3FN> {jax.result_info = "b2"},
        tensor<3xi4> {jax.result_info = "c2"}) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<3xbf16>
  %1 = stablehlo.add %arg1, %arg1 : tensor<3xf8E4M3FN>
  %2 = stablehlo.add %arg2, %arg2 : tensor<3xi4>
  return %0, %1, %2 : tensor<3xbf16>, tensor<3xf8E4M3FN>, tensor<3xi4>
}
"""

X = np.arange(6, dtype=np.float32).reshape(2, 3)
K = np.array([5, -7], dtype=np.int32)


def shlo(*args: object):
    """``shlo ARGS`` through click's runner (stderr separate)."""
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture
def named(tmp_path):
    path = tmp_path / "named.mlir"
    path.write_text(NAMED)
    np.savez(tmp_path / "in.npz", x=X, k=K)
    return path


def save_npz(path, **arrays):
    np.savez(path, **arrays)
    return path


# ---------------------------------------------------------------- --expect
def test_expected_outputs_that_match(named, tmp_path):
    want = save_npz(tmp_path / "want.npz", y=X * 2, m=K + 1)
    result = shlo("run", named, "--input", tmp_path / "in.npz", "--expect", want)
    assert result.exit_code == 0, result.output + result.stderr
    assert "y: ok (6 element(s) of float32 within rtol=1e-05, atol=1e-05" in result.output
    assert "m: ok (2 element(s) of int32 within exact" in result.output
    assert "all 2 compared result(s) match the expected values" in result.output


@pytest.mark.parametrize("keys", [("out0", "out1"), ("expected0", "expected1"), ("result0", "result1"),
                                  ("y", "m"), ("out0", "m")])
def test_expected_outputs_keyed_every_way(named, tmp_path, keys):
    want = save_npz(tmp_path / "want.npz", **{keys[0]: X * 2, keys[1]: K + 1})
    result = shlo("run", named, "--input", tmp_path / "in.npz", "--expect", want)
    assert result.exit_code == 0, result.output + result.stderr


def test_mismatch_in_one_element_is_reported_and_exits_1(named, tmp_path):
    wrong = X * 2
    wrong[1, 2] = 9.5  # the program gives 10.0
    want = save_npz(tmp_path / "want.npz", y=wrong, m=K + 1)
    result = shlo("run", named, "--input", tmp_path / "in.npz", "--expect", want)
    assert result.exit_code == 1
    report = [line for line in result.output.splitlines() if line.startswith("y:")]
    assert report == ["y: MISMATCH: 1 of 6 element(s) (16.7%) differ beyond rtol=1e-05, atol=1e-05; "
                      "max abs error 0.5, max rel error 0.0526316; first at [1, 2]: got 10.0, expected 9.5"]
    assert "m: ok" in result.output
    assert "1 of 2 result(s) differ from the expected values" in result.output
    assert "MISMATCH" in [line.split("│")[-2].strip() for line in result.output.splitlines() if "│ y " in line][0]


def test_tolerances_widen_the_float_check_but_integers_stay_exact(named, tmp_path):
    want = save_npz(tmp_path / "want.npz", y=X * 2 + np.float32(1e-3), m=K + 2)
    loose = shlo("run", named, "--input", tmp_path / "in.npz", "--expect", want, "--atol", "0.01", "--rtol", "100")
    assert loose.exit_code == 1
    assert "y: ok" in loose.output
    assert "m: MISMATCH: 2 of 2 element(s) (100%) differ beyond exact" in loose.output
    assert "first at [0]: got 6, expected 7" in loose.output


def test_nan_positions_must_match(tmp_path):
    program = tmp_path / "sqrt.mlir"
    program.write_text(SINGLE)
    x = np.array([4.0, -1.0, 9.0, np.inf], np.float32)  # sqrt: 2, nan, 3, inf
    same = shlo("run", program, "--input", "4xf32=4 -1 9 inf", "--expect", "4xf32=2 nan 3 inf")
    assert same.exit_code == 0, same.output + same.stderr
    np.save(tmp_path / "x.npy", x)
    for expected, index, got, wanted in [("2 3 3 inf", 1, "nan", "3.0"), ("nan nan 3 inf", 0, "2.0", "nan"),
                                         ("2 nan 3 -inf", 3, "inf", "-inf"), ("2 nan 3 1e38", 3, "inf", "1e+38")]:
        result = shlo("run", program, "--input", tmp_path / "x.npy", "--expect", f"4xf32={expected}")
        assert result.exit_code == 1, expected
        assert "result0: MISMATCH: 1 of 4 element(s) (25%)" in result.output
        assert f"first at [{index}]: got {got}, expected {wanted}" in result.output


def test_default_tolerances_follow_the_element_type(tmp_path):
    program = tmp_path / "narrow.mlir"
    program.write_text(NARROW)
    inputs = ["--input", "3xbf16=1 2 3", "--input", "3xf8E4M3FN=0.5 1 2", "--input", "3xi4=1 -2 3"]
    # bf16 2 + 1 ulp (2**-6 at 2): within the bf16 default (2 ulp); f32 would refuse it.
    want = save_npz(tmp_path / "want.npz", a2=np.array([2, 4.0625, 6], ml_dtypes.bfloat16),
                    b2=np.array([1, 2, 4], ml_dtypes.float8_e4m3fn), c2=np.array([2, -4, 6], ml_dtypes.int4))
    result = shlo("run", program, *inputs, "--expect", want)
    assert result.exit_code == 0, result.output + result.stderr
    assert "a2: ok (3 element(s) of bfloat16 within rtol=0.015625, atol=0.015625" in result.output
    strict = shlo("run", program, *inputs, "--expect", want, "--rtol", "1e-5", "--atol", "1e-5")
    assert strict.exit_code == 1 and "a2: MISMATCH: 1 of 3" in strict.output


def test_help_documents_the_default_tolerances():
    text = shlo("run", "--help").output
    for needle in ("f32, f64, tf32, complex                  1e-5", "bf16                                     1.56e-2",
                   "integers, booleans                       exact", "NaN positions must agree"):
        assert needle in text


def test_format_json_holds_results_and_comparisons(named, tmp_path):
    wrong = np.array([6, 0], np.int32)
    want = save_npz(tmp_path / "want.npz", y=X * 2, m=wrong)
    result = shlo("run", named, "--input", "2x3xf32=1 2 3 4 5 nan", "--input", "2xi32=5 -7", "--expect", want,
                  "--format", "json")
    assert result.exit_code == 1
    record = json.loads(result.output)
    assert record["entry"] == "main" and record["ok"] is False
    assert record["results"][0] == {"name": "y", "type": "tensor<2x3xf32>", "shape": [2, 3], "dtype": "float32",
                                    "value": [[2.0, 4.0, 6.0], [8.0, 10.0, "nan"]]}
    assert record["results"][1]["value"] == [6, -6]
    y, m = record["comparisons"]
    assert y["name"] == "y" and y["ok"] is False and y["first_mismatch"] == {"index": [0, 0], "actual": 2.0,
                                                                              "expected": 0.0}
    assert y["mismatched"] == 6 and y["max_abs_error"] == "inf"  # NaN where 10.0 was expected
    assert m == {"name": "m", "ok": False, "shape": [2], "dtype": "int32", "rtol": 0.0, "atol": 0.0, "elements": 2,
                 "mismatched": 1, "max_abs_error": 6.0, "max_rel_error": "inf",
                 "first_mismatch": {"index": [1], "actual": -6, "expected": 0}}


def test_full_and_max_elements_print_every_element(tmp_path):
    program = tmp_path / "sqrt.mlir"
    program.write_text(SINGLE.replace("4xf32", "100xf32"))
    np.save(tmp_path / "x.npy", np.arange(100, dtype=np.float32) ** 2)
    short = shlo("run", program, "--input", tmp_path / "x.npy")
    assert short.exit_code == 0 and "..." in short.output and "50." not in short.output
    for flags in (["--full"], ["--max-elements", "100"]):
        full = shlo("run", program, "--input", tmp_path / "x.npy", *flags)
        assert full.exit_code == 0 and "..." not in full.output
        numbers = {float(token) for token in full.output.replace("[", " ").replace("]", " ").replace("│", " ").split()
                   if token.rstrip(".").isdigit()}
        assert set(range(100)) <= numbers


# ---------------------------------------------------------------- inputs
@pytest.mark.parametrize("keys", [("arg0", "arg1"), ("in0", "in1"), ("input0", "input1"), ("x", "k"), ("in0", "k")])
def test_npz_keyed_by_position_or_by_the_recorded_names(named, tmp_path, keys):
    inputs = save_npz(tmp_path / "keyed.npz", **{keys[0]: X, keys[1]: K})
    result = shlo("run", named, "--input", inputs, "--expect", save_npz(tmp_path / "w.npz", y=X * 2, m=K + 1))
    assert result.exit_code == 0, result.output + result.stderr


def test_names_from_argument_locations(tmp_path):
    program = tmp_path / "located.mlir"
    program.write_text(LOCATED)
    inputs = save_npz(tmp_path / "in.npz", x=X, k=K)
    want = save_npz(tmp_path / "want.npz", **{"result[0]": X, "result[1]": K})
    result = shlo("run", program, "--input", inputs, "--expect", want, "--output", tmp_path / "out.npz")
    assert result.exit_code == 0, result.output + result.stderr
    with np.load(tmp_path / "out.npz", allow_pickle=False) as out:
        assert sorted(out.files) == ["result[0]", "result[1]"]


def test_input_map_says_which_key_feeds_which_argument(named, tmp_path):
    inputs = save_npz(tmp_path / "odd.npz", features=X, counts=K)
    want = save_npz(tmp_path / "w.npz", y=X * 2, m=K + 1)
    for mapping in ("x=features,k=counts", "0=features,1=counts", "arg0=features,k=counts"):
        result = shlo("run", named, "--input", inputs, "--input-map", mapping, "--expect", want)
        assert result.exit_code == 0, mapping + result.output + result.stderr
    unknown = shlo("run", named, "--input", inputs, "--input-map", "z=features,k=counts")
    assert unknown.exit_code == 2
    assert "--input-map: 'z' names no argument of @main (it has argument 0 (x), argument 1 (k))" in unknown.stderr
    malformed = shlo("run", named, "--input", inputs, "--input-map", "x:features")
    assert malformed.exit_code == 2 and "expected NAME=KEY[,NAME=KEY...]" in malformed.stderr


def test_npy_per_argument_and_at_files_and_literals(named, tmp_path):
    np.save(tmp_path / "x.npy", X)
    want = save_npz(tmp_path / "w.npz", y=X * 2, m=K + 1)
    for inputs in (["--input", tmp_path / "x.npy", "--input", "2xi32=5 -7"],
                   ["--input", f"@{tmp_path / 'x.npy'}", "--input", "2xi32=[5, -7]"],
                   ["--input", "2x3xf32=0 1 2 3 4 5", "--input", save_npz(tmp_path / "k.npz", k=K)]):
        result = shlo("run", named, *inputs, "--expect", want)
        assert result.exit_code == 0, result.output + result.stderr


@pytest.mark.parametrize("literal, expected", [
    ("f32=0.5", np.float32(0.5)),
    ("4xf32=1.5", np.full(4, 1.5, np.float32)),
    ("2x2xi32=1 2 3 4", np.array([[1, 2], [3, 4]], np.int32)),
    ("3xi1=true false 1", np.array([True, False, True])),
    ("2xbf16=1 0.5", np.array([1, 0.5], ml_dtypes.bfloat16)),
])
def test_literals_of_every_kind(tmp_path, literal, expected):
    type_ = literal.split("=")[0]
    shape, _, element = type_.rpartition("x") if "x" in type_ else ("", "", type_)
    tensor = f"tensor<{shape + 'x' if shape else ''}{element}>"
    program = tmp_path / "id.mlir"
    program.write_text(f"func.func @main(%arg0: {tensor}) -> {tensor} {{\n  return %arg0 : {tensor}\n}}\n")
    result = shlo("run", program, "--input", literal, "--output", tmp_path / "out.npy")
    assert result.exit_code == 0, result.output + result.stderr
    out = np.load(tmp_path / "out.npy", allow_pickle=False)
    assert out.view(expected.dtype).tolist() == np.asarray(expected).tolist() if out.dtype.kind == "V" \
        else out.tolist() == np.asarray(expected).tolist()


@pytest.mark.parametrize("literal, message", [
    ("2x3xf32=1 2", "literal '2x3xf32=1 2': 2 value(s) for shape [2, 3] (6 element(s))"),
    ("2xi8=1 300", "literal '2xi8=1 300': cannot read the values as i8: values of i8 lie in [-128, 127]"),
    ("2xf32=1 x", "literal '2xf32=1 x': cannot read the values as f32"),
    ("2xq7=1 2", "literal '2xq7=1 2': unknown element type 'q7'"),
    ("nothere.npy", "nothere.npy: no such file"),
])
def test_bad_literals_are_one_line_errors(named, literal, message):
    result = shlo("run", named, "--input", literal, "--input", "2xi32=1 2")
    assert result.exit_code == 2 and message in result.stderr and "Traceback" not in result.output


def test_ml_dtypes_npy_files_and_raw_bits(tmp_path):
    program = tmp_path / "narrow.mlir"
    program.write_text(NARROW)
    a = np.array([1, 2.5, -3], ml_dtypes.bfloat16)
    b = np.array([0.5, 1, 2], ml_dtypes.float8_e4m3fn)
    c = np.array([1, -2, 3], ml_dtypes.int4)
    for name, value in (("a", a), ("b", b), ("c", c)):
        np.save(tmp_path / f"{name}.npy", value)  # saved as |V2 / |V1: NumPy does not know the dtype
        assert np.load(tmp_path / f"{name}.npy").dtype.kind == "V"
    want = save_npz(tmp_path / "want.npz", a2=a + a, b2=b + b, c2=c + c)
    files = ["--input", tmp_path / "a.npy", "--input", tmp_path / "b.npy", "--input", tmp_path / "c.npy"]
    result = shlo("run", program, *files, "--expect", want)
    assert result.exit_code == 0, result.output + result.stderr
    bits = save_npz(tmp_path / "bits.npz", a=a.view(np.uint16), b=b.view(np.uint8), c=c.view(np.uint8))
    result = shlo("run", program, "--input", bits, "--expect", want)
    assert result.exit_code == 0, result.output + result.stderr
    too_wide = save_npz(tmp_path / "wide.npz", a=a.view(np.uint16), b=b.view(np.uint8),
                        c=np.array([1, 2, 200], np.uint8))
    result = shlo("run", program, "--input", too_wide)
    assert result.exit_code == 2
    assert (f"{too_wide}, key 'c': argument 2 (c) of @main: expected tensor<3xi4>, given raw bits with values "
            f"above 15 (a 4-bit type)") in result.stderr


def test_a_mismatch_names_position_name_key_expected_type_and_what_was_given(named, tmp_path):
    inputs = save_npz(tmp_path / "in.npz", in0=X.astype(np.float64), k=K)
    result = shlo("run", named, "--input", inputs)
    assert result.exit_code == 2
    assert result.stderr.strip() == (f"error: {inputs}, key 'in0': argument 0 (x) of @main: expected "
                                     f"tensor<2x3xf32>, given an array of float64 with shape [2, 3]")
    shaped = save_npz(tmp_path / "shaped.npz", x=X, k=np.zeros(3, np.int32))
    result = shlo("run", named, "--input", shaped)
    assert (f"{shaped}, key 'k': argument 1 (k) of @main: expected tensor<2xi32>, given an array of int32 "
            f"with shape [3]") in result.stderr
    narrow = tmp_path / "narrow.mlir"
    narrow.write_text(NARROW)
    result = shlo("run", narrow, "--input", "3xf32=1 2 3", "--input", "3xf32=1 2 3", "--input", "3xi8=1 2 3")
    assert ("literal '3xf32=1 2 3' (positional #0): argument 0 (a) of @main: expected tensor<3xbf16>, given an "
            "array of float32 with shape [3] (give bfloat16 data saved with np.save, or its raw bits as uint16)"
            ) in result.stderr


def test_missing_key_is_named(named, tmp_path):
    inputs = save_npz(tmp_path / "in.npz", x=X)
    result = shlo("run", named, "--input", inputs)
    assert result.exit_code == 2
    assert result.stderr.strip() == ("error: --input: no array for argument 1 (k) of @main, tensor<2xi32>, under "
                                     "'arg1', 'in1', 'input1', 'arr_1' or 'k' (given: x)")
    assert "argument(s)" not in result.stderr


def test_extra_key_is_an_error_unless_allowed(named, tmp_path):
    inputs = save_npz(tmp_path / "in.npz", x=X, k=K, bias=np.zeros(2))
    result = shlo("run", named, "--input", inputs)
    assert result.exit_code == 2
    assert result.stderr.strip() == (f"error: {inputs}, key 'bias': matches no argument of @main (2 argument(s); "
                                     f"1 key(s) unused: bias); pass --allow-extra to ignore them")
    assert shlo("run", named, "--input", inputs, "--allow-extra").exit_code == 0
    np.save(tmp_path / "x.npy", X)
    three = shlo("run", named, "--input", tmp_path / "x.npy", "--input", "2xi32=1 2", "--input", "f32=1")
    assert three.exit_code == 2 and "literal 'f32=1' (positional #2): matches no argument of @main" in three.stderr


def test_one_argument_given_twice_is_an_error(named, tmp_path):
    inputs = save_npz(tmp_path / "in.npz", x=X, arg0=X, k=K)
    result = shlo("run", named, "--input", inputs)
    assert result.exit_code == 2
    assert f"argument 0 (x) of @main is given twice: by {inputs}, key 'arg0' and by {inputs}, key 'x'" in result.stderr


# ---------------------------------------------------------------- --output
def mode_of(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


@pytest.fixture
def umask():
    """Set the process umask for one test (restored after)."""
    previous = os.umask(0o022)
    yield os.umask
    os.umask(previous)


@pytest.mark.parametrize("mask", [0o022, 0o077, 0o002])
def test_output_suffixes_and_permissions(named, tmp_path, umask, mask):
    umask(mask)
    inputs = tmp_path / "in.npz"
    npz = tmp_path / "out.npz"
    assert shlo("run", named, "--input", inputs, "--output", npz).exit_code == 0
    with np.load(npz, allow_pickle=False) as data:
        assert sorted(data.files) == ["m", "y"] and data["m"].tolist() == [6, -6]
    folder = tmp_path / "results"
    assert shlo("run", named, "--input", inputs, "--output", folder).exit_code == 0
    assert sorted(os.listdir(folder)) == ["m.npy", "y.npy"]
    assert np.load(folder / "y.npy", allow_pickle=False).tolist() == (X * 2).tolist()
    single = tmp_path / "single.mlir"
    single.write_text(SINGLE)
    npy = tmp_path / "out.npy"
    assert shlo("run", single, "--input", "4xf32=1 4 9 16", "--output", npy).exit_code == 0
    assert np.load(npy, allow_pickle=False).tolist() == [1, 2, 3, 4]  # a real .npy, not a zip under that name
    for path in (npz, folder / "m.npy", folder / "y.npy", npy):
        assert mode_of(path) == 0o666 & ~mask, path
    assert mode_of(folder) == 0o777 & ~mask
    assert not [p for p in tmp_path.rglob(".*")], "temporary files left behind"


def test_output_npy_with_several_results_is_refused_before_running(named, tmp_path):
    target = tmp_path / "out.npy"
    result = shlo("run", named, "--input", tmp_path / "in.npz", "--output", target)
    assert result.exit_code == 2
    assert "a .npy file holds one array, and there are 2 results; write them to a .npz file or a folder" \
        in result.stderr
    assert not target.exists() and "results" not in result.stdout
    other = shlo("run", named, "--input", tmp_path / "in.npz", "--output", tmp_path / "out.txt")
    assert other.exit_code == 2 and "results are written to NAME.npy (one result), NAME.npz or a folder" \
        in other.stderr


def test_output_keeps_the_old_file_when_writing_fails(named, tmp_path, monkeypatch):
    target = tmp_path / "out.npz"
    target.write_bytes(b"previous")
    import numpy.lib.format as npformat

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(npformat, "write_array", broken)
    result = shlo("run", named, "--input", tmp_path / "in.npz", "--output", target)
    assert result.exit_code == 2
    assert f"{target}: cannot write the results: No space left on device" in result.stderr
    assert target.read_bytes() == b"previous"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_unnamed_results_are_written_as_result_n(tmp_path):
    program = tmp_path / "p.mlir"
    program.write_text(NAMED.replace(' {jax.result_info = "y"}', "").replace(' {jax.result_info = "m"}', ""))
    inputs = save_npz(tmp_path / "in.npz", x=X, k=K)
    result = shlo("run", program, "--input", inputs, "--output", tmp_path / "out.npz")
    assert result.exit_code == 0, result.output + result.stderr
    with np.load(tmp_path / "out.npz", allow_pickle=False) as data:
        assert sorted(data.files) == ["result0", "result1"]
    assert "result0" in result.output and "result1" in result.output


def test_readme_tolerance_table_is_the_one_applied():
    """Each row of README.md's table of default tolerances is what compare applies to that element type."""
    from conftest import REPO

    from stablehlo_py.harness.compare import default_tolerances
    from stablehlo_py.ir.dtypes import dtype_of
    from stablehlo_py.ir.types import FloatType

    text = (REPO / "README.md").read_text()
    rows = text[text.index("| element type | default rtol = atol |"):].split("\n\n")[0].splitlines()[2:]
    assert len(rows) == 9
    for row in rows:
        names, value = (cell.strip() for cell in row.strip("|").split("|"))
        if names == "integers, booleans":
            assert value == "exact" and default_tolerances(np.int8) == default_tolerances(np.bool_) == (0, 0)
            continue
        for name in names.split(", "):
            dtype = np.dtype(np.complex64 if name.startswith("complex") else dtype_of(FloatType(name)))
            rtol, atol = default_tolerances(dtype)
            assert rtol == atol
            exponent = value.split()[0]
            assert rtol == (2.0 ** float(exponent[2:]) if exponent.startswith("2^") else float(exponent)), name


def test_one_npz_holds_inputs_and_expected_outputs(named, tmp_path):
    """A sidecar with inputs and expected outputs serves --input and --expect: the other role's keys are not extra."""
    sidecar = save_npz(tmp_path / "sidecar.npz", in0=X, k=K, out0=X * 2, m=K + 1)
    result = shlo("run", named, "--input", sidecar, "--expect", sidecar)
    assert result.exit_code == 0, result.output + result.stderr
    stray = save_npz(tmp_path / "stray.npz", in0=X, k=K, out0=X * 2, m=K + 1, out2=K)
    result = shlo("run", named, "--input", stray, "--expect", stray)
    assert result.exit_code == 2 and f"{stray}, key 'out2': matches no" in result.stderr


def test_real_jax_exports_match_their_sidecars():
    """testdata/models: JAX exports (loc("x") names, jax.result_info) run against the outputs JAX computed."""
    from conftest import REPO

    models = REPO / "testdata" / "models"
    if not models.is_dir():
        pytest.skip("testdata/models is not there")
    for name in ("classifier_loss", "mlp_bf16", "int_ops"):
        sidecar = models / f"{name}.npz"
        result = shlo("run", models / f"{name}.mlir", "--input", sidecar, "--expect", sidecar, "--rtol", "0.02",
                      "--atol", "0.02")
        assert result.exit_code == 0, name + result.output + result.stderr
    stale = models / "mlp_stale_expectation.npz"
    result = shlo("run", models / "mlp_stale_expectation.mlir", "--input", stale, "--expect", stale)
    assert result.exit_code == 1 and "result: MISMATCH: 80 of 80 element(s)" in result.output


# ---------------------------------------------------------------- review of #13
@pytest.mark.parametrize("option, value", [("--rtol", "nan"), ("--atol", "nan"), ("--rtol", "-1"),
                                           ("--atol", "inf"), ("--atol", "-0.5")])
def test_tolerances_that_would_pass_every_mismatch_are_usage_errors(tmp_path, option, value):
    program = tmp_path / "sqrt.mlir"
    program.write_text(SINGLE)
    result = shlo("run", program, "--input", "4xf32=4 9 16 25", "--expect", "4xf32=0 0 0 0", option, value)
    assert result.exit_code == 2, result.output + result.stderr
    assert f"Invalid value for '{option}'" in result.stderr and "finite number >= 0" in result.stderr


def test_compare_refuses_a_non_finite_tolerance():
    from stablehlo_py.harness.compare import compare

    ones = np.ones(3, np.float32)
    for rtol, atol in [(float("nan"), None), (None, float("nan")), (float("inf"), 0.0), (0.0, -1.0)]:
        with pytest.raises(ValueError, match="finite number >= 0"):
            compare(ones, ones * 2, rtol, atol, "r")


def test_help_readme_and_docstring_state_the_formula_not_ulps():
    from conftest import REPO

    from stablehlo_py.harness import compare

    text = " ".join(shlo("run", "--help").output.split())
    assert "|actual - expected| <= atol + rtol * |expected|" in text
    assert "2 * eps" in text and "bf16: |a - e| <= 2**-6 + 2**-6 * |e|" in text
    readme = (REPO / "README.md").read_text()
    assert "2·eps + 2·eps·|expected|" in readme
    assert "2 * eps + 2 * eps * |expected|" in compare.__doc__
    for document in (text, readme, compare.__doc__):
        assert "ulp)" not in document and "two units in the last place" not in document


def test_integer_mismatches_report_the_exact_difference(tmp_path):
    program = tmp_path / "id.mlir"
    program.write_text("func.func @main(%a: tensor<2xi64>, %b: tensor<1xui64>) -> (tensor<2xi64>, tensor<1xui64>) {\n"
                       "  return %a, %b : tensor<2xi64>, tensor<1xui64>\n}\n")
    big = 2 ** 62 + 1
    result = shlo("run", program, "--input", f"2xi64={big} -9223372036854775808", "--input", "1xui64=18446744073709551615",
                  "--expect", f"2xi64={big - 1} 9223372036854775807", "--expect", "1xui64=0", "--format", "json")
    assert result.exit_code == 1
    first, second = json.loads(result.stdout)["comparisons"]
    assert first["max_abs_error"] == 2 ** 64 - 1 and first["mismatched"] == 2  # not 0 as float64 would say
    assert second["max_abs_error"] == 2 ** 64 - 1
    text = shlo("run", program, "--input", f"2xi64={big} 0", "--input", "1xui64=0",
                "--expect", f"2xi64={big - 1} 0", "--expect", "1xui64=0")
    assert "max abs error 1," in text.output and "got 4611686018427387905, expected 4611686018427387904" in text.output


ROUND_TRIP = """
func.func @main(%a: tensor<3xf8E5M2>, %b: tensor<3xf8E4M3FN>, %c: tensor<3xbf16>, %d: tensor<3xi4>)
    -> (tensor<3xf8E5M2>, tensor<3xf8E4M3FN>, tensor<3xbf16>, tensor<3xi4>) {
  %0 = stablehlo.add %a, %a : tensor<3xf8E5M2>
  %1 = stablehlo.add %b, %b : tensor<3xf8E4M3FN>
  %2 = stablehlo.add %c, %c : tensor<3xbf16>
  %3 = stablehlo.add %d, %d : tensor<3xi4>
  return %0, %1, %2, %3 : tensor<3xf8E5M2>, tensor<3xf8E4M3FN>, tensor<3xbf16>, tensor<3xi4>
}
"""
ROUND_TRIP_INPUTS = ["--input", "3xf8E5M2=1 2 3", "--input", "3xf8E4M3FN=1 2 3", "--input", "3xbf16=1 2 3",
                     "--input", "3xi4=1 2 3"]


@pytest.mark.parametrize("target", ["out.npz", "outdir"])
def test_ml_dtypes_results_round_trip_through_output_input_and_expect(tmp_path, target):
    program = tmp_path / "narrow.mlir"
    program.write_text(ROUND_TRIP)
    written = shlo("run", program, *ROUND_TRIP_INPUTS, "--output", tmp_path / target)
    assert written.exit_code == 0, written.output + written.stderr
    # --expect reads the whole .npz or the folder, with every type
    back = shlo("run", program, *ROUND_TRIP_INPUTS, "--expect", tmp_path / target)
    assert back.exit_code == 0, back.output + back.stderr
    assert "all 4 compared result(s) match the expected values" in back.output
    if target == "outdir":  # each .npy as an input of its type: 2+2, 4+4, 6+6 again
        files = [tmp_path / target / f"result{i}.npy" for i in range(4)]
        for file in files:  # plain NumPy can read every file shlo writes
            assert np.load(file).dtype.kind == "V"
        inputs = [a for file in files for a in ("--input", file)]
        again = shlo("run", program, *inputs, "--expect", "3xf8E5M2=4 8 12", "--expect", "3xf8E4M3FN=4 8 12",
                     "--expect", "3xbf16=4 8 12", "--expect", "3xi4=4 -8 -4")
        assert again.exit_code == 0, again.output + again.stderr


def test_f8e5m2_saved_by_np_save_is_read(tmp_path):
    """np.save writes float8_e5m2 with the header '<f1', which np.load refuses; shlo reads it (.npy and .npz)."""
    program = tmp_path / "narrow.mlir"
    program.write_text(ROUND_TRIP)
    np.save(tmp_path / "a.npy", np.array([1, 2, 3], ml_dtypes.float8_e5m2))
    np.savez(tmp_path / "want.npz", out0=np.array([2, 4, 6], ml_dtypes.float8_e5m2),
             out1=np.array([2, 4, 6], ml_dtypes.float8_e4m3fn), out2=np.array([2, 4, 6], ml_dtypes.bfloat16),
             out3=np.array([2, 4, 6], ml_dtypes.int4))
    result = shlo("run", program, "--input", tmp_path / "a.npy", *ROUND_TRIP_INPUTS[2:], "--expect",
                  tmp_path / "want.npz")
    assert "result0: ok (3 element(s) of float8_e5m2" in result.output, result.output + result.stderr


def test_np_savez_positional_keys_feed_the_arguments(named, tmp_path):
    np.savez(tmp_path / "positional.npz", X, K)  # keys arr_0, arr_1
    result = shlo("run", named, "--input", tmp_path / "positional.npz", "--expect", "2x3xf32=0 2 4 6 8 10",
                  "--expect", "2xi32=6 -6")
    assert result.exit_code == 0, result.output + result.stderr


@pytest.mark.parametrize("literal, message", [
    ("4xf8E4M3FN=1000", "literal '4xf8E4M3FN=1000': 1000.0 is out of range for f8E4M3FN (its largest finite "
                        "value is 448)"),
    ("4xf32=1 2 1e40 3", "literal '4xf32=1 2 1e40 3': 1e+40 is out of range for f32"),
    ("4xf32=-1e39", "-1e+39 is out of range for f32"),
    ("2x2f32=1 2 3 4", "'2x2f32=1 2 3 4': neither a file nor a SHAPExTYPE=VALUES literal"),
])
def test_out_of_range_and_malformed_literals(tmp_path, literal, message):
    program = tmp_path / "sqrt.mlir"
    program.write_text(SINGLE)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a NumPy overflow warning would be an error here
        result = shlo("run", program, "--input", literal)
    assert result.exit_code == 2 and message in result.stderr, result.stderr
    assert "no such file" not in result.stderr and "Warning" not in result.output


def test_infinities_and_the_largest_values_stay_literals(tmp_path):
    program = tmp_path / "sqrt.mlir"
    program.write_text(SINGLE)
    result = shlo("run", program, "--input", "4xf32=inf 3.4e38 0 4", "--expect", "4xf32=inf 1.8439089e19 0 2")
    assert result.exit_code == 0, result.output + result.stderr
