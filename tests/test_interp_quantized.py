"""Quantized tensors: hand-derived programs (testdata/interpret/quantized/) run with ``shlo test``,
the quantize/dequantize numerics, and the shared quantized conformance programs."""
from __future__ import annotations

import numpy as np
import pytest
from click.testing import CliRunner

import stablehlo_py
from conftest import TESTDATA, shared_suite
from stablehlo_py.cli.main import main
from stablehlo_py.interpreter.evaluator import evaluation_function
from stablehlo_py.interpreter.kernels import lookup
from stablehlo_py.ir.types import FloatType, IntegerType, QuantizedType
from stablehlo_py.numerics.quantization import dequantize, quantize

PROGRAMS = sorted((TESTDATA / "interpret" / "quantized").glob("*.mlir"))


def _shlo_test(*paths) -> tuple[int, int]:
    """Run ``shlo test`` on ``paths``; (passed, failed) from its summary line."""
    result = CliRunner().invoke(main, ["test", *map(str, paths)])
    assert "Traceback" not in result.output
    passed, _, failed, *_ = result.output.strip().splitlines()[-1].split()
    assert result.exit_code == (1 if int(failed) else 0), result.output
    return int(passed), int(failed)


def test_the_programs_are_there():
    assert len(PROGRAMS) >= 3, f"testdata/interpret/quantized: {len(PROGRAMS)} programs"


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_hand_derived_programs(path):
    passed, failed = _shlo_test(path)
    assert passed >= 5 and failed == 0


def test_a_wrong_expected_storage_value_fails(tmp_path):
    program = tmp_path / "wrong.mlir"
    program.write_text(
        "// RUN: stablehlo-translate --interpret %s\nfunc.func @f() {\n"
        "  %x = stablehlo.constant dense<[0.25]> : tensor<1xf32>\n"
        "  %q = stablehlo.uniform_quantize %x : (tensor<1xf32>) -> tensor<1x!quant.uniform<i8:f32, 0.5:3>>\n"
        "  %s = stablehlo.bitcast_convert %q : (tensor<1x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<1xi8>\n"
        "  check.expect_eq_const %s, dense<[3]> : tensor<1xi8>\n  func.return\n}\n")
    assert _shlo_test(program) == (0, 1)  # 0.25 / 0.5 + 3 = 3.5 rounds to 4


def _qtype(scales, zero_points, dimension=None, storage=IntegerType(8, True), low=None, high=None):
    return QuantizedType(storage, FloatType("f32"), tuple(scales), tuple(zero_points), dimension, low, high)


def test_per_axis_parameters_broadcast_along_the_middle_dimension():
    qtype = _qtype([1.0, 0.5, 0.25], [0, 1, -1], dimension=1)
    values = np.array([[[1.0, -1.0], [1.0, -1.0], [1.0, -1.0]]] * 2, dtype=np.float32)  # shape 2x3x2
    stored = quantize(values, qtype)
    assert stored.dtype == np.int8
    np.testing.assert_array_equal(stored[0], [[1, -1], [3, -1], [3, -5]])
    np.testing.assert_array_equal(dequantize(stored, qtype), values)


def test_i32_storage_saturates_where_storage_max_rounds_up_in_f32():
    qtype = _qtype([1.0], [0], storage=IntegerType(32, True))
    stored = quantize(np.array([3e9, -3e9, np.nan], dtype=np.float32), qtype)
    np.testing.assert_array_equal(stored, np.array([2**31 - 1, -2**31, 0], dtype=np.int32))


def test_storage_range_narrowed_by_storage_min_max():
    qtype = _qtype([0.5], [0], low=-3, high=4)
    np.testing.assert_array_equal(quantize(np.array([-10.0, 10.0, 1.25], dtype=np.float32), qtype), [-3, 4, 2])


def test_non_quantized_ops_run_their_registered_function_unwrapped():
    module = stablehlo_py.parse_text(
        "func.func @main(%a: tensor<2xf32>, %q: tensor<2x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<2xf32> {\n"
        "  %0 = stablehlo.add %a, %a : tensor<2xf32>\n"
        "  %1 = stablehlo.add %q, %q : tensor<2x!quant.uniform<i8:f32, 0.5:0>>\n"
        "  func.return %0 : tensor<2xf32>\n}\n")
    float_add, quantized_add = [op for op in module.walk() if op.name == "stablehlo.add"]
    assert evaluation_function(float_add)[0] is lookup("stablehlo.add")
    assert evaluation_function(quantized_add)[0] is not lookup("stablehlo.add")


def test_shared_quantized_programs():
    passed, failed = _shlo_test(shared_suite("testdata") / "quantized",
                                shared_suite("interpret") / "quantized_ops.mlir")
    assert failed == 0 and passed > 200
