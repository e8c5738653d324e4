"""Fast paths of the kernels the benchmark models spend their time in (issue #12, benchmarks/models.py), each
bit for bit against the path it stands for: ``maximum``/``minimum`` of an array and one value (relu's 0,
softmax's -inf) against the general IEEE path on the value broadcast to the array's shape; broadcasts NumPy
makes itself not made for ``maximum``, ``minimum`` and ``select`` (the generated code against the kernels
alone, which make every broadcast). NaN payloads (quiet and signalling, both signs), signed zeros,
infinities, size-0 and non-contiguous arrays included."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.interpreter import kernels, registry  # noqa: F401 - importing kernels registers every kernel
from stablehlo_py.interpreter.source_view import compiled_source
from stablehlo_py.interpreter.evaluator import Interpreter, generated_python
from stablehlo_py.interpreter.kernels.elementwise import ieee_extremum

FLOATS = [np.float32, np.float64, np.float16, ml_dtypes.bfloat16, ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2]
_MANTISSA = {"float32": 23, "float64": 52, "float16": 10, "bfloat16": 7, "float8_e4m3fn": 3, "float8_e5m2": 2}


def _bits(dtype: np.dtype) -> np.dtype:
    return np.dtype(f"u{dtype.itemsize}")


def _nans(dtype: np.dtype) -> np.ndarray:
    """Quiet and signalling NaNs with payloads, of both signs (float8_e4m3fn has one NaN per sign)."""
    dtype = np.dtype(dtype)
    width, mantissa = 8 * dtype.itemsize, _MANTISSA[dtype.name]
    sign = 1 << (width - 1)
    if dtype.name == "float8_e4m3fn":
        patterns = [0x7F, 0xFF]
    else:
        exponent = (sign - 1) & ~((1 << mantissa) - 1)
        quiet = exponent | (1 << (mantissa - 1))
        patterns = [exponent | 1, sign | exponent | 1, quiet | 3 % (1 << (mantissa - 1)), sign | quiet]
    return np.array(patterns, _bits(dtype)).view(dtype)


def _values(dtype, n: int = 3000, seed: int = 0) -> np.ndarray:
    """Random values of ``dtype`` with every special one among them, shuffled."""
    dtype = np.dtype(dtype)
    rng = np.random.default_rng(seed)
    with np.errstate(over="ignore", invalid="ignore"):
        specials = np.array([0.0, -0.0, np.inf, -np.inf, 1.0, -0.5, 1e-30, 448.0], np.float64).astype(dtype)
        values = np.concatenate([(rng.standard_normal(n) * 4).astype(dtype), specials, _nans(dtype)])
    return rng.permutation(values.view(_bits(dtype))).view(dtype)


def _general(dtype, ufunc, lhs, rhs):
    """The general path: both operands as arrays of the result's shape (what the broadcast made)."""
    shape = np.broadcast_shapes(np.shape(lhs), np.shape(rhs))
    return ieee_extremum(np.dtype(dtype), ufunc)(np.broadcast_to(lhs, shape).copy(), np.broadcast_to(rhs, shape).copy())


@pytest.mark.filterwarnings("ignore::RuntimeWarning")
@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("ufunc", [np.maximum, np.minimum])
def test_extremum_against_one_value_is_the_general_path(dtype, ufunc):
    x = _values(dtype)
    extremum = ieee_extremum(np.dtype(dtype), ufunc)
    with np.errstate(over="ignore", invalid="ignore"):
        values = list(np.array([0.0, -0.0, np.inf, -np.inf, 1.0, -0.5, 1e-30], np.float64).astype(dtype))
    for value in values + list(_nans(dtype)):  # (the interpreter runs kernels with NumPy's warnings off)
        c = np.array(value, dtype)
        for operand in (x, x[:3000].reshape(2, -1)[:, ::3], x[:0], x[:3000].reshape(3, -1).T):  # size 0, strided
            for lhs, rhs in ((operand, c), (c, operand)):
                fast, general = extremum(lhs, rhs), _general(dtype, ufunc, lhs, rhs)
                assert fast.dtype == general.dtype and fast.shape == general.shape
                assert fast.tobytes() == general.tobytes(), (ufunc.__name__, value)


def _run(text: str, args: list[np.ndarray]) -> np.ndarray:
    """``@main`` of ``text`` called twice (the second call runs the generated code): its one result."""
    interpreter = Interpreter(stablehlo_py.parse_text(text))
    interpreter.call("main", list(args))
    (result,) = interpreter.call("main", list(args))
    return result


def _generated_and_kernels(monkeypatch, text: str, args: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """The result of the generated code (its broadcasts elided) and of the kernels alone (no specializer:
    no rewrite either, every broadcast made)."""
    fast = _run(text, args)
    monkeypatch.setattr(registry, "SPECIALIZERS", {})
    return fast, _run(text, args)


_TYPES = {"float32": "f32", "float16": "f16", "bfloat16": "bf16"}


@pytest.mark.parametrize("dtype", [np.float32, np.float16, ml_dtypes.bfloat16])
@pytest.mark.parametrize("op, constant", [("maximum", "0.000000e+00"), ("maximum", "0xFF800000"),
                                          ("minimum", "-0.000000e+00"), ("minimum", "2.500000e+00")])
def test_extremum_of_a_broadcast_constant_is_the_kernels(monkeypatch, dtype, op, constant):
    x = _values(dtype, 300).reshape(4, -1)
    element = _TYPES[np.dtype(dtype).name]
    if constant == "0xFF800000":  # -inf in the element type's own bits
        constant = {"f32": "0xFF800000", "f16": "0xFC00", "bf16": "0xFF80"}[element]
    t = f"tensor<4x{x.shape[1]}x{element}>"
    text = (f"func.func @main(%x: {t}) -> {t} {{\n"
            f"  %c = stablehlo.constant dense<{constant}> : tensor<{element}>\n"
            f"  %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<{element}>) -> {t}\n"
            f"  %r = stablehlo.{op} %b, %x : {t}\n  func.return %r : {t}\n}}\n")
    assert "broadcast_in_dim" not in compiled_source(stablehlo_py.parse_text(text))  # elided
    fast, kernels = _generated_and_kernels(monkeypatch, text, [x])
    assert fast.dtype == kernels.dtype and fast.tobytes() == kernels.tobytes()


@pytest.mark.parametrize("element", ["ui32", "i32", "i8", "ui64"])
@pytest.mark.parametrize("op", ["shift_left", "shift_right_logical", "shift_right_arithmetic", "and", "or", "xor"])
@pytest.mark.parametrize("amount_first", [False, True])
def test_bitwise_ops_of_a_broadcast_value_are_the_kernels(monkeypatch, element, op, amount_first):
    """A threefry round's rotation: the amount, a 0-d value of the loop, broadcast to the counters' shape; the
    shift (or a bitwise op) reads the 0-d value and NumPy broadcasts it (amounts out of range included)."""
    dtype = np.dtype({"ui32": np.uint32, "i32": np.int32, "i8": np.int8, "ui64": np.uint64}[element])
    x = np.random.default_rng(5).integers(0, 256, size=24 * dtype.itemsize, dtype=np.uint8).view(dtype)
    t, s = f"tensor<4x6x{element}>", f"tensor<{element}>"
    operands = "%b, %x" if amount_first else "%x, %b"
    text = (f"func.func @main(%x: {t}, %n: {s}) -> {t} {{\n"
            f"  %b = stablehlo.broadcast_in_dim %n, dims = [] : ({s}) -> {t}\n"
            f"  %r = stablehlo.{op} {operands} : {t}\n  func.return %r : {t}\n}}\n")
    assert "broadcast_in_dim" not in compiled_source(stablehlo_py.parse_text(text))  # elided
    width = 8 * dtype.itemsize
    for amount in (0, 3, width - 1, width, -1 if dtype.kind == "i" else width + 5):
        n = np.array(amount).astype(dtype)
        fast, kernels = _generated_and_kernels(monkeypatch, text, [x.reshape(4, 6), n])
        monkeypatch.undo()
        assert fast.dtype == kernels.dtype == dtype and fast.tobytes() == kernels.tobytes()


@pytest.mark.parametrize("dtype", [np.float32, ml_dtypes.bfloat16])
@pytest.mark.parametrize("picked", ["%s, %nb", "%nb, %s", "%nb, %nb"])
def test_select_of_broadcast_operands_is_the_kernels(monkeypatch, dtype, picked):
    """An attention mask [q, k] broadcast to [b, h, q, k] and a -inf fill (an argument here: a constant's
    broadcast is folded at compile time), as JAX exports causal attention;
    with both picked values broadcast the select keeps its broadcasts (np.where would make a smaller array)."""
    element = _TYPES[np.dtype(dtype).name]
    scores = _values(dtype, 2 * 3 * 5 * 7 - 12, seed=3).reshape(2, 3, 5, 7)
    mask = np.random.default_rng(4).random((5, 7)) < 0.5
    t, tm = f"tensor<2x3x5x7x{element}>", "tensor<5x7xi1>"
    text = (f"func.func @main(%s: {t}, %m: {tm}, %c: tensor<f32>) -> {t} {{\n"
            f"  %n = stablehlo.convert %c : (tensor<f32>) -> tensor<{element}>\n"
            f"  %mb = stablehlo.broadcast_in_dim %m, dims = [2, 3] : ({tm}) -> tensor<2x3x5x7xi1>\n"
            f"  %nb = stablehlo.broadcast_in_dim %n, dims = [] : (tensor<{element}>) -> {t}\n"
            f"  %r = stablehlo.select %mb, {picked} : tensor<2x3x5x7xi1>, {t}\n  func.return %r : {t}\n}}\n")
    made = compiled_source(stablehlo_py.parse_text(text)).count("broadcast_in_dim")
    assert made == (2 if picked == "%nb, %nb" else 0)
    fast, kernels = _generated_and_kernels(monkeypatch, text, [scores, mask, np.array(-np.inf, np.float32)])
    assert fast.shape == kernels.shape == scores.shape
    assert fast.dtype == kernels.dtype and fast.tobytes() == kernels.tobytes()


def test_splat_constants_of_broadcasting_ops_are_0d_and_the_kernels(monkeypatch):
    """torch_xla's scalars are splat constants of the full shape: read only as operands NumPy broadcasts
    (clamp bounds, maximum, add, select), each is one value; returned, read by another op, or with no operand
    of the full shape beside it, it stays whole. The results are the kernels' on the whole constants."""
    x = np.concatenate([_values(np.float32, 52, seed=5), np.zeros(0, np.float32)])[:60].reshape(6, 10)
    text = """func.func @main(%x: tensor<6x10xf32>, %p: tensor<6x10xi1>) -> (tensor<6x10xf32>, tensor<6x10xf32>) {
  %lo = stablehlo.constant dense<-0.000000e+00> : tensor<6x10xf32>
  %hi = stablehlo.constant dense<2.500000e+00> : tensor<6x10xf32>
  %z = stablehlo.constant dense<0.000000e+00> : tensor<6x10xf32>
  %n = stablehlo.constant dense<0xFF800000> : tensor<6x10xf32>
  %o = stablehlo.constant dense<1.000000e+00> : tensor<6x10xf32>
  %w = stablehlo.constant dense<5.000000e-01> : tensor<10x10xf32>
  %0 = stablehlo.clamp %lo, %x, %hi : tensor<6x10xf32>
  %1 = stablehlo.maximum %0, %z : tensor<6x10xf32>
  %2 = stablehlo.add %1, %o : tensor<6x10xf32>
  %3 = stablehlo.select %p, %2, %n : tensor<6x10xi1>, tensor<6x10xf32>
  %4 = stablehlo.add %o, %o : tensor<6x10xf32>
  %5 = stablehlo.dot_general %3, %w, contracting_dims = [1] x [0] : (tensor<6x10xf32>, tensor<10x10xf32>) -> tensor<6x10xf32>
  %6 = stablehlo.multiply %5, %4 : tensor<6x10xf32>
  func.return %6, %z : tensor<6x10xf32>, tensor<6x10xf32>
}
"""
    source = compiled_source(stablehlo_py.parse_text(text))
    legend = source[source.index("# constants:"):]
    assert legend.count("float32[6, 10]") == 2  # %o (its add has no whole operand) and %z (returned)
    assert legend.count("float32[10, 10]") == 1 and legend.count("float32[] ") >= 3  # %w whole; %lo, %hi, %n one value
    mask = np.random.default_rng(6).random((6, 10)) < 0.5
    interpreter = Interpreter(stablehlo_py.parse_text(text))
    interpreter.call("main", [x, mask])
    fast = interpreter.call("main", [x, mask])
    monkeypatch.setattr(registry, "SPECIALIZERS", {})
    interpreter = Interpreter(stablehlo_py.parse_text(text))
    interpreter.call("main", [x, mask])
    kernels = interpreter.call("main", [x, mask])
    for got, want in zip(fast, kernels):
        assert got.shape == want.shape == (6, 10) and got.tobytes() == want.tobytes()


_INDICES = """func.func @main(%x: tensor<1x16x16x3xf32>) -> (tensor<1x3x3x3x40x24xf32>, tensor<40x24x2xi32>, tensor<2xf32>) {
  %half = stablehlo.constant dense<5.000000e-01> : tensor<40xf32>
  %scale = stablehlo.constant dense<4.000000e-01> : tensor<40xf32>
  %lo = stablehlo.constant dense<0.000000e+00> : tensor<40xf32>
  %hi = stablehlo.constant dense<1.300000e+01> : tensor<40xf32>
  %0 = stablehlo.iota dim = 0 : tensor<40xf32>
  %1 = stablehlo.add %0, %half : tensor<40xf32>
  %2 = stablehlo.multiply %1, %scale : tensor<40xf32>
  %3 = stablehlo.subtract %2, %half : tensor<40xf32>
  %4 = stablehlo.ceil %3 : tensor<40xf32>
  %5 = stablehlo.clamp %lo, %4, %hi : tensor<40xf32>
  %6 = stablehlo.slice %5 [0:24] : (tensor<40xf32>) -> tensor<24xf32>
  %7 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<40xf32>) -> tensor<40x24x1xf32>
  %8 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<24xf32>) -> tensor<40x24x1xf32>
  %9 = stablehlo.concatenate %7, %8, dim = 2 : (tensor<40x24x1xf32>, tensor<40x24x1xf32>) -> tensor<40x24x2xf32>
  %10 = stablehlo.convert %9 : (tensor<40x24x2xf32>) -> tensor<40x24x2xi32>
  %11 = "stablehlo.gather"(%x, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [1, 2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3, 3>}> : (tensor<1x16x16x3xf32>, tensor<40x24x2xi32>) -> tensor<1x3x3x3x40x24xf32>
  %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %12 = stablehlo.reduce(%5 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
  %13 = stablehlo.exponential %12 : tensor<f32>
  %st = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %14:2 = stablehlo.rng_bit_generator %st, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)
  %15 = stablehlo.replica_id : tensor<ui32>
  %16 = stablehlo.convert %15 : (tensor<ui32>) -> tensor<f32>
  %17 = stablehlo.reshape %13 : (tensor<f32>) -> tensor<1xf32>
  %18 = stablehlo.reshape %16 : (tensor<f32>) -> tensor<1xf32>
  %19 = stablehlo.concatenate %17, %18, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
  func.return %11, %10, %19 : tensor<1x3x3x3x40x24xf32>, tensor<40x24x2xi32>, tensor<2xf32>
}
"""


def test_constant_subgraphs_are_folded_and_the_kernels(monkeypatch):
    """An interpolation's indices (iota, arithmetic, ceil, clamp, slice, broadcasts, concatenate, convert: no
    input read) and a reduce of them are computed when the function is compiled, by the functions the run
    would call (the same bits); the gather of the input stays, and so do ops that read more than their
    operands (replica_id) or are not functions of them (rng)."""
    text = _INDICES.replace("%14:2 = stablehlo.rng_bit_generator %st, algorithm = THREE_FRY : "
                            "(tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)\n  ", "")
    source = compiled_source(stablehlo_py.parse_text(text))
    run = source[:source.index("# constants:")]
    # the gather, replica_id, its convert, its reshape and the concatenate
    assert run.count("# stablehlo.") == 5, run
    assert all(f"# stablehlo.{name}" in run for name in ("gather", "replica_id", "convert", "reshape", "concatenate"))
    x = np.random.default_rng(7).standard_normal((1, 16, 16, 3)).astype(np.float32)
    interpreter = Interpreter(stablehlo_py.parse_text(text))
    interpreter.call("main", [x])
    fast = interpreter.call("main", [x])
    monkeypatch.setattr(registry, "SPECIALIZERS", {})  # no specializer: nothing folded, every op runs
    interpreter = Interpreter(stablehlo_py.parse_text(text))
    interpreter.call("main", [x])
    kernels = interpreter.call("main", [x])
    for got, want in zip(fast, kernels):
        assert got.dtype == want.dtype and got.shape == want.shape and got.tobytes() == want.tobytes()


_OUTER_CONSTANTS = """
func.func private @horner(%x: tensor<8xf32>, %c: tensor<f64>) -> tensor<8xf32> {
  %0 = stablehlo.convert %c : (tensor<f64>) -> tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
  %2 = stablehlo.multiply %1, %x : tensor<8xf32>
  func.return %2 : tensor<8xf32>
}
func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %c = stablehlo.constant dense<0.1> : tensor<f64>
  %k = stablehlo.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %y = func.call @horner(%x, %c) : (tensor<8xf32>, tensor<f64>) -> tensor<8xf32>
  %r:2 = stablehlo.while(%i = %zero, %v = %y) : tensor<i32>, tensor<8xf32>
  cond {
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %kf = stablehlo.convert %k : (tensor<8xi32>) -> tensor<8xf32>
    %w = stablehlo.add %v, %kf : tensor<8xf32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %w : tensor<i32>, tensor<8xf32>
  }
  func.return %r#1 : tensor<8xf32>
}
"""


def test_ops_on_constants_from_outside_a_block_are_folded(monkeypatch):
    """A constant passed to an inlined callee, and one a loop body reads from outside, are constants there
    too: the converts of them are computed when the function is compiled (the same bits as the kernels')."""
    source = compiled_source(stablehlo_py.parse_text(_OUTER_CONSTANTS))
    run = source[source.index("# @main"):]
    run = run[:run.index("# constants:")]
    assert "# stablehlo.multiply" in run and "# stablehlo.convert" not in run, run
    x = np.random.default_rng(3).standard_normal(8).astype(np.float32)
    fast = [stablehlo_py.parse_text(_OUTER_CONSTANTS).run(x) for _ in "12"][1]
    monkeypatch.setattr(registry, "SPECIALIZERS", {})
    slow = [stablehlo_py.parse_text(_OUTER_CONSTANTS).run(x) for _ in "12"][1]
    assert np.asarray(fast).tobytes() == np.asarray(slow).tobytes()


def test_rng_is_not_folded():
    source = compiled_source(stablehlo_py.parse_text(_INDICES))
    assert "# stablehlo.rng_bit_generator" in source[:source.index("# constants:")]


def test_observed_runs_see_the_ops_on_constants():
    """An observer (--trace-nan, --dump, --profile) sees every op run: nothing is folded for it."""
    interpreter = Interpreter(stablehlo_py.parse_text(_INDICES))
    observed = generated_python(interpreter.compile("main"), False, interpreter._callee, "values").source
    assert all(f"# stablehlo.{name}" in observed for name in ("iota", "ceil", "clamp", "concatenate", "reduce"))


def test_arguments_of_the_exact_types_are_taken_as_they_are():
    """run.py: arrays of exactly @main's static types skip check_input (the same arrays it would return);
    anything else is still checked: other dtypes, shapes, Python values, bounded dynamic dimensions."""
    module = stablehlo_py.parse_text("func.func @main(%a: tensor<2x3xf32>, %b: tensor<?xi32, #stablehlo.bounds<4>>)"
                                     " -> (tensor<2x3xf32>, tensor<?xi32, #stablehlo.bounds<4>>) {\n"
                                     "  func.return %a, %b : tensor<2x3xf32>, tensor<?xi32, #stablehlo.bounds<4>>\n}\n")
    a, b = np.arange(6, dtype=np.float32).reshape(2, 3), np.arange(3, dtype=np.int32)
    got_a, got_b = module.run(a, b)
    assert got_a.tobytes() == a.tobytes() and got_b.tobytes() == b.tobytes()
    assert module.run([[0, 1, 2], [3, 4, 5]], b)[0].tobytes() == a.tobytes()  # a Python value: converted
    for bad in [(a.astype(np.float64), b), (a.reshape(3, 2), b), (a, np.arange(5, dtype=np.int32))]:
        with pytest.raises(stablehlo_py.interpreter.InputError):
            module.run(*bad)


@pytest.mark.parametrize("op", ["maximum", "minimum"])
def test_extremum_of_a_broadcast_row_is_the_kernels(monkeypatch, op):
    """A bias row broadcast NumPy's way (dims = [1]) feeding maximum/minimum is not made either: the
    general path broadcasts it itself (its sign fix too)."""
    x, row = _values(np.float32, 300, seed=8)[:300].reshape(4, 75), _values(np.float32, 75, seed=9)[:75]
    text = ("func.func @main(%x: tensor<4x75xf32>, %r: tensor<75xf32>) -> tensor<4x75xf32> {\n"
            "  %b = stablehlo.broadcast_in_dim %r, dims = [1] : (tensor<75xf32>) -> tensor<4x75xf32>\n"
            f"  %m = stablehlo.{op} %x, %b : tensor<4x75xf32>\n  func.return %m : tensor<4x75xf32>\n}}\n")
    assert "broadcast_in_dim" not in compiled_source(stablehlo_py.parse_text(text))
    fast, kernels = _generated_and_kernels(monkeypatch, text, [x, row])
    assert fast.tobytes() == kernels.tobytes()
