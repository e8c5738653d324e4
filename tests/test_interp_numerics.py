"""numerics/: the facts of every element type come from ml_dtypes (finfo/iinfo), and the ULP distance
that check.expect_close measures works on the narrow floats (f8E5M2 has NumPy kind 'f' but np.finfo
rejects it)."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from stablehlo_py.harness.runner import run_file
from stablehlo_py.interpreter.self_checking import FAILED
from stablehlo_py.ir.dtypes import dtype_of
from stablehlo_py.ir.types import FloatType, IntegerType
from stablehlo_py.numerics import floats, integers

FLOATS = ["f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E3M4", "f8E4M3", "f8E4M3FN", "f8E4M3FNUZ", "f8E4M3B11FNUZ",
          "f8E5M2", "f8E5M2FNUZ", "f8E8M0FNU", "bf16", "f16", "f32", "f64"]
INTEGERS = [IntegerType(w, signed) for w in (2, 4, 8, 16, 32, 64) for signed in (True, False)] + [IntegerType(1, False)]


@pytest.mark.parametrize("name", FLOATS)
def test_float_formats_are_ml_dtypes_facts(name):
    dtype = dtype_of(FloatType(name))
    info = ml_dtypes.finfo(dtype)
    assert floats.is_float(dtype)
    assert floats.float_format(dtype) == (info.nexp, info.nmant)
    assert floats.format_width(dtype) == info.bits


@pytest.mark.parametrize("type_", INTEGERS, ids=str)
def test_integer_facts_are_ml_dtypes_facts(type_):
    dtype = dtype_of(type_)
    info = ml_dtypes.iinfo(dtype)
    assert integers.bit_width(dtype) == info.bits == type_.width
    assert integers.is_signed(dtype) == type_.signed
    assert integers.is_sub_byte(dtype) == (type_.width < 8)
    assert integers.is_integer(dtype) and not floats.is_float(dtype)


@pytest.mark.parametrize("name, values, one_step_up", [
    ("f8E5M2", [1.0, -0.75, 0.0, np.inf], [1.25, -0.875, 0.0, np.inf]),
    ("f8E4M3FN", [2.25, 9.0, 0.25, 448.0], [2.5, 10.0, 0.28125, 448.0]),
])
def test_ulp_distance_on_8_bit_floats(name, values, one_step_up):
    dtype = dtype_of(FloatType(name))
    a, b = np.array(values, dtype), np.array(one_step_up, dtype)
    assert floats.ulp_distance(a, a).tolist() == [0] * len(values)
    assert floats.ulp_distance(a, b).tolist() == [0 if x == y else 1 for x, y in zip(values, one_step_up)]


def test_expect_close_on_f8E5M2_reports_a_difference_of_one_ulp(tmp_path):
    program = tmp_path / "close.mlir"
    program.write_text("// RUN: stablehlo-translate --interpret %s\nfunc.func @f() {\n"
                       "  %a = stablehlo.constant dense<[1.0, 1.25]> : tensor<2xf8E5M2>\n"
                       "  %b = stablehlo.constant dense<[1.0, 1.5]> : tensor<2xf8E5M2>\n"
                       "  check.expect_close %a, %b, max_ulp_difference = 0 : tensor<2xf8E5M2>, tensor<2xf8E5M2>\n"
                       "  func.return\n}\n")
    (result,) = run_file(str(program))
    assert result.status == FAILED
    assert f"{program}:5:3" in result.message and "index [1]" in result.message
    assert "internal error" not in result.message
