"""The arith kernels against references computed here with Python integers and floats, element by element, on
scalars (0-d arrays) and tensors: integer ops wrap (two's complement), division and shifts where ArithOps.td says
poison follow XLA (interpreter/kernels/arith.py), float ops are IEEE in the operands' type (NaN, signed zeros,
ordered/unordered compares), casts, truncf's rounding modes; then a program mixing arith/tensor with StableHLO
as TensorFlow's bridge writes it."""
from __future__ import annotations

import math
from functools import lru_cache

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import stablehlo_py
from stablehlo_py.interpreter.evaluator import Interpreter

INTS = {"i8": (np.int8, 8), "i16": (np.int16, 16), "i32": (np.int32, 32), "i64": (np.int64, 64),
        "index": (np.int64, 64)}
FLOATS = {"f16": np.float16, "f32": np.float32, "f64": np.float64}


@lru_cache(maxsize=None)
def _program(text: str) -> Interpreter:
    return Interpreter(stablehlo_py.parse_text(text))


def run(op: str, operand_types: list[str], type_text: str, result_type: str, *args):
    """``%r = <op> %a0, %a1 ... : type_text`` in @main, on ``args``."""
    params = ", ".join(f"%a{i}: {t}" for i, t in enumerate(operand_types))
    names = ", ".join(f"%a{i}" for i in range(len(args)))
    head = op.replace("{operands}", names) if "{operands}" in op else f"{op} {names}"
    text = (f"func.func @main({params}) -> {result_type} {{\n  %r = {head} : {type_text}\n"
            f"  return %r : {result_type}\n}}")
    return _program(text).call("main", list(args))[0]


def signed(v: int, w: int) -> int:
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


def trunc_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return -q if (a < 0) != (b < 0) else q


def reference_int(op: str, a: int, b: int, w: int) -> int:
    ua, ub = a & ((1 << w) - 1), b & ((1 << w) - 1)
    table = {
        "addi": lambda: a + b, "subi": lambda: a - b, "muli": lambda: a * b,
        "andi": lambda: a & b, "ori": lambda: a | b, "xori": lambda: a ^ b,
        "divsi": lambda: -1 if b == 0 else trunc_div(a, b),
        "divui": lambda: -1 if ub == 0 else ua // ub,
        "remsi": lambda: a if b == 0 else a - b * trunc_div(a, b),
        "remui": lambda: a if ub == 0 else ua % ub,
        "ceildivsi": lambda: -(-a // b), "floordivsi": lambda: a // b, "ceildivui": lambda: -(-ua // ub),
        "shli": lambda: 0 if ub >= w else a << ub, "shrui": lambda: 0 if ub >= w else ua >> ub,
        "shrsi": lambda: a >> min(ub, w - 1),
        "maxsi": lambda: max(a, b), "minsi": lambda: min(a, b), "maxui": lambda: max(ua, ub),
        "minui": lambda: min(ua, ub),
    }
    return signed(table[op](), w)


def int_values(w: int):
    low, high = -(1 << (w - 1)), (1 << (w - 1)) - 1
    return st.one_of(st.sampled_from([low, low + 1, -1, 0, 1, 2, w - 1, w, high]), st.integers(low, high))


INT_OPS = ["addi", "subi", "muli", "andi", "ori", "xori", "divsi", "divui", "remsi", "remui", "ceildivsi",
           "floordivsi", "ceildivui", "shli", "shrui", "shrsi", "maxsi", "minsi", "maxui", "minui"]
_NONZERO = ("ceildivsi", "floordivsi", "ceildivui")  # by zero: see test_division_by_zero


@pytest.mark.parametrize("type_name", list(INTS))
@pytest.mark.parametrize("op", INT_OPS)
@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_integer_ops(op, type_name, data):
    dtype, w = INTS[type_name]
    pairs = data.draw(st.lists(st.tuples(int_values(w), int_values(w)), min_size=1, max_size=6))
    if op in _NONZERO:
        pairs = [(a, b if b else 1) for a, b in pairs]
    a = np.array([p[0] for p in pairs], dtype)
    b = np.array([p[1] for p in pairs], dtype)
    expected = np.array([reference_int(op, x, y, w) for x, y in pairs], dtype)
    t = f"tensor<{len(pairs)}x{type_name}>"
    assert np.array_equal(run(f"arith.{op}", [t, t], t, t, a, b), expected)
    scalar = run(f"arith.{op}", [type_name, type_name], type_name, type_name, a[0], b[0])
    assert scalar.shape == () and scalar.dtype == dtype and scalar == expected[0]


def test_division_by_zero_and_overflow_follow_xla():
    """ArithOps.td: poison; here XLA's stablehlo.divide / remainder: x/0 = -1, x%0 = x, MIN/-1 = MIN."""
    a = np.array([7, -7, -128, -128], np.int8)
    b = np.array([0, 0, -1, 0], np.int8)
    t = "tensor<4xi8>"
    assert run("arith.divsi", [t, t], t, t, a, b).tolist() == [-1, -1, -128, -1]
    assert run("arith.remsi", [t, t], t, t, a, b).tolist() == [7, -7, 0, -128]
    assert run("arith.divui", [t, t], t, t, a, b).tolist() == [-1, -1, 0, -1]  # 128 / 255 = 0
    assert run("arith.shli", [t, t], t, t, a, np.array([8, 9, 100, -1], np.int8)).tolist() == [0, 0, 0, 0]
    assert run("arith.shrsi", [t, t], t, t, a, np.array([8, 9, 100, -1], np.int8)).tolist() == [0, -1, -1, -1]


def test_scalar_constants():
    text = """func.func @main() -> (index, i8, i1, f32, f32, tensor<2xi64>) {
      %a = arith.constant -1 : index
      %b = arith.constant 200 : i8
      %c = arith.constant true
      %d = arith.constant 0x7FC00001 : f32
      %e = arith.constant -0.0 : f32
      %f = arith.constant dense<[3, 4]> : tensor<2xi64>
      return %a, %b, %c, %d, %e, %f : index, i8, i1, f32, f32, tensor<2xi64>
    }"""
    a, b, c, d, e, f = _program(text).call("main", [])
    assert (a.dtype, int(a)) == (np.int64, -1) and (b.dtype, int(b)) == (np.int8, -56) and bool(c) is True
    assert d.dtype == np.float32 and d.view(np.uint32) == 0x7FC00001  # the NaN's payload kept
    assert e == 0 and np.signbit(e) and f.tolist() == [3, 4]


def test_i1_arithmetic_is_modulo_2():
    t = "tensor<4xi1>"
    a, b = np.array([0, 0, 1, 1], bool), np.array([0, 1, 0, 1], bool)
    assert run("arith.addi", [t, t], t, t, a, b).tolist() == [False, True, True, False]
    assert run("arith.muli", [t, t], t, t, a, b).tolist() == [False, False, False, True]
    # cmpi on i1: signed reads true as -1, unsigned as 1
    r = "tensor<4xi1>"
    assert run("arith.cmpi slt,", [t, t], t, r, a, b).tolist() == [False, False, True, False]
    assert run("arith.cmpi ult,", [t, t], t, r, a, b).tolist() == [False, True, False, False]


CMPI = {"eq": lambda a, b, ua, ub: a == b, "ne": lambda a, b, ua, ub: a != b,
        "slt": lambda a, b, ua, ub: a < b, "sle": lambda a, b, ua, ub: a <= b,
        "sgt": lambda a, b, ua, ub: a > b, "sge": lambda a, b, ua, ub: a >= b,
        "ult": lambda a, b, ua, ub: ua < ub, "ule": lambda a, b, ua, ub: ua <= ub,
        "ugt": lambda a, b, ua, ub: ua > ub, "uge": lambda a, b, ua, ub: ua >= ub}


@pytest.mark.parametrize("predicate", list(CMPI))
@settings(max_examples=25, deadline=None)
@given(pairs=st.lists(st.tuples(int_values(16), int_values(16)), min_size=1, max_size=6))
def test_cmpi(predicate, pairs):
    a = np.array([p[0] for p in pairs], np.int16)
    b = np.array([p[1] for p in pairs], np.int16)
    expected = [CMPI[predicate](x, y, x & 0xFFFF, y & 0xFFFF) for x, y in pairs]
    t, r = f"tensor<{len(pairs)}xi16>", f"tensor<{len(pairs)}xi1>"
    assert run(f"arith.cmpi {predicate},", [t, t], t, r, a, b).tolist() == expected
    assert bool(run(f"arith.cmpi {predicate},", ["i16", "i16"], "i16", "i1", a[0], b[0])) == expected[0]


SPECIAL = [0.0, -0.0, 1.0, -1.5, math.inf, -math.inf, math.nan, 1e-8, 3.0e38, 65504.0, 1e300]


def float_values():
    return st.one_of(st.sampled_from(SPECIAL), st.floats(allow_nan=True, allow_infinity=True, width=64))


def _same(actual: np.ndarray, expected: np.ndarray) -> bool:
    """Equal values, NaN equal to NaN, the signs of zeros compared."""
    a, e = np.asarray(actual), np.asarray(expected)
    return bool(np.all((a == e) & (np.signbit(a) == np.signbit(e)) | (np.isnan(a) & np.isnan(e))))


def reference_float(op: str, a: float, b: float) -> float:
    if op in ("maximumf", "minimumf"):
        if math.isnan(a) or math.isnan(b):
            return math.nan
        if a == b == 0:
            neg = (math.copysign(1, a) < 0) and (math.copysign(1, b) < 0) if op == "maximumf" else \
                (math.copysign(1, a) < 0) or (math.copysign(1, b) < 0)
            return -0.0 if neg else 0.0
        return max(a, b) if op == "maximumf" else min(a, b)
    if op in ("maxnumf", "minnumf"):
        if math.isnan(a):
            return b
        if math.isnan(b):
            return a
        return max(a, b) if op == "maxnumf" else min(a, b)
    with np.errstate(all="ignore"):
        x, y = np.float64(a), np.float64(b)
        return float({"addf": x + y, "subf": x - y, "mulf": x * y, "divf": x / y if y != 0 or math.isnan(y) else
                      np.divide(x, y), "remf": np.fmod(x, y)}[op])


@pytest.mark.parametrize("type_name", ["f16", "f32"])
@pytest.mark.parametrize("op", ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf",
                                "minnumf"])
@settings(max_examples=25, deadline=None)
@given(pairs=st.lists(st.tuples(float_values(), float_values()), min_size=1, max_size=6))
def test_float_ops(op, type_name, pairs):
    """In f64 then rounded once: exact for f16/f32 (53 >= 2p + 2 bits), so independent of NumPy's f16/f32 ops."""
    dtype = FLOATS[type_name]
    with np.errstate(all="ignore"):
        a = np.array([p[0] for p in pairs], dtype)
        b = np.array([p[1] for p in pairs], dtype)
        expected = np.array([reference_float(op, float(x), float(y)) for x, y in zip(a, b)]).astype(dtype)
    t = f"tensor<{len(pairs)}x{type_name}>"
    if op in ("maxnumf", "minnumf"):  # upstream: either zero when they are -0.0 and +0.0
        keep = ~((a == 0) & (b == 0))
        a, b, expected = a[keep], b[keep], expected[keep]
        t = f"tensor<{len(a)}x{type_name}>"
    assert _same(run(f"arith.{op}", [t, t], t, t, a, b), expected)
    if len(a):
        assert _same(run(f"arith.{op}", [type_name] * 2, type_name, type_name, a[0], b[0]), expected[0])


def test_negf_flips_the_sign_bit():
    a = np.array([0.0, -0.0, 1.0, math.inf, math.nan], np.float32)
    out = run("arith.negf", ["tensor<5xf32>"], "tensor<5xf32>", "tensor<5xf32>", a)
    assert np.array_equal(np.signbit(out), ~np.signbit(a))


CMPF = {"oeq": "==", "ogt": ">", "oge": ">=", "olt": "<", "ole": "<=", "one": "!="}


@pytest.mark.parametrize("predicate", ["false", "true", "ord", "uno"] + list(CMPF) + ["u" + p[1:] for p in CMPF])
@settings(max_examples=25, deadline=None)
@given(pairs=st.lists(st.tuples(float_values(), float_values()), min_size=1, max_size=6))
def test_cmpf(predicate, pairs):
    def reference(x: float, y: float) -> bool:
        nan = math.isnan(x) or math.isnan(y)
        if predicate in ("false", "true"):
            return predicate == "true"
        if predicate in ("ord", "uno"):
            return nan == (predicate == "uno")
        relation = not nan and eval(f"x {CMPF['o' + predicate[1:]]} y")  # noqa: S307 (a fixed table)
        return relation or (nan and predicate[0] == "u")
    a = np.array([p[0] for p in pairs], np.float64)
    b = np.array([p[1] for p in pairs], np.float64)
    t, r = f"tensor<{len(pairs)}xf64>", f"tensor<{len(pairs)}xi1>"
    assert run(f"arith.cmpf {predicate},", [t, t], t, r, a, b).tolist() == [reference(x, y) for x, y in pairs]


def test_select_scalar_and_elementwise():
    a, b = np.array([1, 2, 3], np.int32), np.array([7, 8, 9], np.int32)
    t = "tensor<3xi32>"
    assert run("arith.select", ["i1", t, t], t, t, np.asarray(False), a, b).tolist() == [7, 8, 9]
    c = np.array([True, False, True])
    assert run("arith.select", ["tensor<3xi1>", t, t], f"tensor<3xi1>, {t}", t, c, a, b).tolist() == [1, 8, 3]


@settings(max_examples=40, deadline=None)
@given(v=int_values(32))
def test_integer_casts(v):
    x = np.asarray(v, np.int32)
    assert run("arith.extsi", ["i32"], "i32 to i64", "i64", x) == v
    assert run("arith.extui", ["i32"], "i32 to i64", "i64", x) == v & 0xFFFFFFFF
    assert run("arith.trunci", ["i32"], "i32 to i8", "i8", x) == signed(v, 8)
    assert run("arith.index_cast", ["i32"], "i32 to index", "index", x) == v
    assert run("arith.index_castui", ["i32"], "i32 to index", "index", x) == v & 0xFFFFFFFF
    assert run("arith.index_cast", ["index"], "index to i16", "i16", np.asarray(v, np.int64)) == signed(v, 16)
    assert run("arith.sitofp", ["i32"], "i32 to f64", "f64", x) == float(v)
    assert run("arith.uitofp", ["i32"], "i32 to f64", "f64", x) == float(v & 0xFFFFFFFF)
    assert run("arith.bitcast", ["i32"], "i32 to f32", "f32", x).tobytes() == x.tobytes()


@settings(max_examples=40, deadline=None)
@given(v=float_values())
def test_float_to_int_saturates_as_xla(v):
    x = np.asarray(v, np.float64)
    def clamp(lo, hi):
        return 0 if math.isnan(v) else int(min(max(math.trunc(v) if math.isfinite(v) else v, lo), hi))
    assert run("arith.fptosi", ["f64"], "f64 to i8", "i8", x) == clamp(-128, 127)
    assert run("arith.fptoui", ["f64"], "f64 to i8", "i8", x) == signed(clamp(0, 255), 8)
    assert run("arith.fptosi", ["f64"], "f64 to i64", "i64", x) == clamp(-(1 << 63), (1 << 63) - 1)


_F16_VALUES = np.sort(np.unique(np.arange(1 << 16, dtype=np.uint16).view(np.float16)
                                [np.isfinite(np.arange(1 << 16, dtype=np.uint16).view(np.float16))].astype(np.float64)))
_F16_ALL = np.concatenate([[-math.inf], _F16_VALUES, [math.inf]])


def reference_truncf(x: float, mode: str) -> float:
    """f64 -> f16 by searching the sorted f16 values (with the infinities) for the neighbours of ``x``."""
    if math.isnan(x) or x in _F16_ALL:
        return x
    i = int(np.searchsorted(_F16_ALL, x))
    below, above = _F16_ALL[i - 1], _F16_ALL[i]
    if mode == "downward":
        return below
    if mode == "upward":
        return above
    if mode == "toward_zero":
        return above if x < 0 else below
    half = 65520.0  # beyond the largest f16 by half an ulp: to nearest rounds to infinity
    if abs(x) >= half:
        return math.copysign(math.inf, x)
    low, high = x - below, above - x
    if low != high:
        return below if low < high else above
    if mode == "to_nearest_away":
        return below if x < 0 else above
    return below if int(np.float16(below).view(np.uint16)) % 2 == 0 else above


def reference_truncf_signed(x: float, mode: str) -> float:
    """``reference_truncf`` with a zero result of ``x``'s sign (IEEE: rounding keeps the sign)."""
    result = reference_truncf(x, mode)
    return math.copysign(0.0, x) if result == 0 else result


@pytest.mark.parametrize("mode", ["to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"])
@settings(max_examples=60, deadline=None)
@given(v=st.one_of(st.sampled_from([0.5 * (1 + 2 ** -10) + 0.0, 1 + 2 ** -11, 1 + 3 * 2 ** -11, -(1 + 2 ** -11),
                                    65519.0, 65520.0, 1e6, -1e6, 1e-9, -0.0, math.nan]),
                   st.floats(-7e4, 7e4, width=32)))
def test_truncf_rounding_modes(mode, v):
    x = np.asarray(v, np.float32)
    expected = reference_truncf_signed(float(x), mode)
    actual = run(f"arith.truncf {{operands}} {mode}", ["f32"], "f32 to f16", "f16", x)
    assert _same(actual, np.asarray(expected, np.float16)), (float(x), float(actual), expected)


TF_BRIDGE = """
func.func @main(%x: tensor<?x4xf32>, %bias: tensor<4xf32>) -> (tensor<?x4xf32>, i64) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %d = tensor.dim %x, %c0 : tensor<?x4xf32>
  %d2 = arith.muli %d, %c4 : index
  %rows = arith.index_cast %d : index to i64
  %cols = arith.index_cast %c4 : index to i64
  %shape = tensor.from_elements %rows, %cols : tensor<2xi64>
  %b = stablehlo.dynamic_broadcast_in_dim %bias, %shape, dims = [1] : (tensor<4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  %sum = stablehlo.add %x, %b : tensor<?x4xf32>
  %n = arith.index_cast %d2 : index to i64
  return %sum, %n : tensor<?x4xf32>, i64
}
"""


def test_tf_bridge_style_program_verifies_and_runs():
    from stablehlo_py.verifier import verify_module

    module = stablehlo_py.parse_text(TF_BRIDGE)
    assert verify_module(module) == []
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    bias = np.array([1, 2, 3, 4], np.float32)
    total, count = Interpreter(module).call("main", [x, bias])
    assert np.array_equal(total, x + bias)
    assert count == 12 and count.dtype == np.int64


def test_shlo_run_takes_and_compares_scalars(tmp_path):
    """Scalar arguments and results (``index``, ``i32``) are 0-d arrays in the files `shlo run` reads."""
    from click.testing import CliRunner

    from stablehlo_py.cli.main import main

    program = tmp_path / "scalars.mlir"
    program.write_text("""func.func @main(%n: i32, %x: index) -> (i32, index) {
      %c = arith.constant 7 : i32
      %m = arith.muli %n, %c : i32
      %y = arith.addi %x, %x : index
      return %m, %y : i32, index
    }""")
    np.savez(tmp_path / "in.npz", in0=np.asarray(6, np.int32), in1=np.asarray(-2, np.int64))
    np.savez(tmp_path / "out.npz", out0=np.asarray(42, np.int32), out1=np.asarray(-4, np.int64))
    result = CliRunner().invoke(main, ["run", str(program), "--input", str(tmp_path / "in.npz"),
                                       "--expect", str(tmp_path / "out.npz")])
    assert result.exit_code == 0, result.output
    assert "all 2 compared result(s) match" in result.output
    np.savez(tmp_path / "bad.npz", in0=np.zeros(2, np.int32), in1=np.asarray(-2, np.int64))
    result = CliRunner().invoke(main, ["run", str(program), "--input", str(tmp_path / "bad.npz")])
    assert result.exit_code == 2 and "expected i32" in result.output, result.output
