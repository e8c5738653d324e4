"""parse -> verify -> interpret: `shlo run` and `Module.run` refuse an invalid program before any input
is read or any op runs (issues #3, #4)."""
from __future__ import annotations

import numpy as np
import pytest
from click.testing import CliRunner

import stablehlo_py
from stablehlo_py.cli.main import main

INVALID = """func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %a : tensor<2xf32>
}
"""


def test_module_run_verifies_first():
    module = stablehlo_py.parse_text(INVALID)
    with pytest.raises(stablehlo_py.VerificationError) as info:
        module.run(np.ones(2, np.float32))
    (diagnostic,) = info.value.diagnostics
    assert (diagnostic.line, diagnostic.op, diagnostic.constraint) == (2, "stablehlo.add", "C1")


def test_shlo_run_reports_the_program_error_before_reading_inputs(tmp_path):
    program = tmp_path / "p.mlir"
    program.write_text(INVALID)
    wrong = tmp_path / "wrong.npy"
    np.save(wrong, np.zeros((7, 7), np.int8))  # would be an input error if inputs were read first
    result = CliRunner().invoke(main, ["run", str(program), "--input", str(wrong)])
    assert result.exit_code == 1
    assert f"{program}:2:3: error: stablehlo.add (C1)" in result.output
    assert "Traceback" not in result.output


def test_demo_example_runs_and_matches_numpy(testdata):
    module = stablehlo_py.load(testdata / "examples" / "mlp.mlir")
    x = np.load(testdata / "examples" / "mlp_input.npy", allow_pickle=False)
    consts = {op.results[0]: op.attributes["value"].array for op in module.walk() if op.name == "stablehlo.constant"}
    hidden = np.maximum(x @ consts["%w1"] + consts["%b1"], 0)
    logits = hidden @ consts["%w2"]
    e = np.exp(logits - logits.max(axis=1, keepdims=True))
    (result,) = module.run(x)
    np.testing.assert_allclose(result, e / e.sum(axis=1, keepdims=True), rtol=1e-5)


RNG = """func.func @main() -> tensor<64xf32> {
  %a = stablehlo.constant dense<0.0> : tensor<f32>
  %b = stablehlo.constant dense<1.0> : tensor<f32>
  %s = stablehlo.constant dense<[64]> : tensor<1xi64>
  %0 = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<64xf32>
  return %0 : tensor<64xf32>
}
"""


def test_rng_is_seedable():
    module = stablehlo_py.parse_text(RNG)
    (first,), (again,), (other,) = module.run(seed=7), module.run(seed=7), module.run(seed=8)
    assert np.array_equal(first, again) and not np.array_equal(first, other)
    assert first.min() >= 0 and first.max() < 1


def test_shlo_run_seed_option(tmp_path):
    program = tmp_path / "rng.mlir"
    program.write_text(RNG)
    outputs = []
    for seed in ("3", "3", "4"):
        out = tmp_path / f"out{len(outputs)}.npz"
        result = CliRunner().invoke(main, ["run", str(program), "--seed", seed, "--output", str(out)])
        assert result.exit_code == 0, result.output
        with np.load(out, allow_pickle=False) as data:
            outputs.append(data["result0"])
    assert np.array_equal(outputs[0], outputs[1]) and not np.array_equal(outputs[0], outputs[2])


def test_module_is_verified_once_per_clean_verify():
    module = stablehlo_py.parse_text(RNG)
    assert not module.verified
    module.run(seed=1)
    assert module.verified  # later runs reuse the outcome
    bad = stablehlo_py.parse_text(INVALID)
    with pytest.raises(stablehlo_py.VerificationError):
        bad.verify()
    assert not bad.verified


def test_shlo_run_output_folder_missing_is_a_clean_error(tmp_path, testdata):
    result = CliRunner().invoke(main, ["run", str(testdata / "examples" / "mlp.mlir"), "--input",
                                       str(testdata / "examples" / "mlp_input.npy"),
                                       "--output", str(tmp_path / "missing" / "out.npz")])
    assert result.exit_code == 2 and "cannot write the results there" in result.output
    assert not (tmp_path / "missing").exists()


def test_shlo_run_npz_without_the_argument_names(tmp_path, testdata):
    np.savez(tmp_path / "args.npz", foo=np.ones((2, 4), np.float32))
    result = CliRunner().invoke(main, ["run", str(testdata / "examples" / "mlp.mlir"), "--input",
                                       str(tmp_path / "args.npz")])
    assert result.exit_code == 2 and ("no array for argument 0 of @main, tensor<2x4xf32>, under 'arg0', 'in0', "
                                       "'input0' or 'arr_0' (given: foo)") in result.output
