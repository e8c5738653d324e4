"""The hand-checked programs under testdata/interpret/ (integer/float edge cases, shape ops,
control flow, reduce, dot_general): every function must pass its check ops."""
from __future__ import annotations

import pytest

from conftest import TESTDATA
from stablehlo_py.harness.runner import run_file
from stablehlo_py.interpreter.self_checking import PASSED

PROGRAMS = sorted((TESTDATA / "interpret").glob("*.mlir"))


def test_the_programs_are_there():
    assert len(PROGRAMS) >= 11, f"testdata/interpret/*.mlir: {len(PROGRAMS)} programs"


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.name for p in PROGRAMS])
def test_program_passes(path):
    results = run_file(str(path))
    assert results, "no program ran"
    failures = [f"{r.label}: {r.message}" for r in results if r.status != PASSED]
    assert not failures, "\n".join(failures)


def test_a_failing_check_is_reported_with_location(tmp_path):
    program = tmp_path / "bad.mlir"
    program.write_text("// RUN: stablehlo-translate --interpret %s\nfunc.func @f() {\n"
                       "  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
                       "  check.expect_eq_const %a, dense<[1, 3]> : tensor<2xi32>\n  func.return\n}\n")
    (result,) = run_file(str(program))
    assert result.status == "failed"
    assert f"{program}:4:3" in result.message and "index [1]" in result.message


def test_unimplemented_op_is_a_clean_failure(tmp_path):
    """An op the table declares without a kernel fails its program, naming the op and why."""
    program = tmp_path / "unsupported.mlir"
    program.write_text("// RUN: stablehlo-translate --interpret %s\nfunc.func @f() {\n"
                       "  %a = stablehlo.constant dense<[1.0]> : tensor<1xf32>\n"
                       '  %b = "stablehlo.async_start"(%a) ({\n  ^bb0(%x: tensor<1xf32>):\n'
                       '    %c = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 0]]> : '
                       'tensor<1x2xi64>} : (tensor<1xf32>) -> tensor<1xf32>\n'
                       "    stablehlo.return %c : tensor<1xf32>\n"
                       "  }) : (tensor<1xf32>) -> !stablehlo.future<tensor<1xf32>>\n"
                       "  func.return\n}\n")
    (result,) = run_file(str(program))
    assert result.status == "failed" and result.missing_op.startswith("stablehlo.async_start (async ops are not run")


def test_unknown_op_is_reported_by_the_verifier_before_running(tmp_path):
    program = tmp_path / "unknown.mlir"
    program.write_text("// RUN: stablehlo-translate --interpret %s\nfunc.func @f() {\n"
                       "  %a = stablehlo.constant dense<[(1.0, 0.0)]> : tensor<1xcomplex<f32>>\n"
                       '  %b = "mydialect.frobnicate"(%a) : (tensor<1xcomplex<f32>>) -> tensor<1xcomplex<f32>>\n'
                       "  func.return\n}\n")
    (result,) = run_file(str(program))
    assert result.status == "failed" and "unknown operation `mydialect.frobnicate`" in result.message
