"""Specializers (issue #12) against what they stand for: row gathers against the spec's gather loops
(test_interp_gather_scatter.reference_gather), and each specialized op bit for bit against its kernel
(registry.specializer: "its results must be the kernel's, bit for bit").

The tests run every function as generated Python (conftest.py: STABLEHLO_PY_GENERATE=always); each program
is still called twice and the second call checked, which is the compiled one under the default policy too
(a function without loops runs through its steps on its first call: interpreter/evaluator.py)."""
from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stablehlo_py

from helpers import ints, tensor_type
from stablehlo_py.interpreter import kernels, registry  # noqa: F401 - importing kernels registers every kernel
from stablehlo_py.interpreter.source_view import compiled_source
from stablehlo_py.interpreter.evaluator import Interpreter
from stablehlo_py.interpreter.observe import Observer
from stablehlo_py.numerics import floats
from test_interp_gather_scatter import reference_gather


def _run(op_text: str, args: list[np.ndarray], result_type: str, types: list[str] | None = None,
         before: str = "") -> np.ndarray:
    """``%r = op_text`` of ``%a0``, ``%a1``, ... (of ``types``, or f32/f16/bf16 tensors) as the body of
    ``@main`` (after the ops of ``before``), called twice: the compiled function's result."""
    params = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types or [_type(a) for a in args]))
    interpreter = Interpreter(stablehlo_py.parse_text(f"func.func @main({params}) -> {result_type} {{\n{before}"
                                                f"  %r = {op_text}\n"
                                                f"  func.return %r : {result_type}\n}}\n"))
    interpreter.call("main", list(args))
    (result,) = interpreter.call("main", list(args))
    return result


def _kernel_and_specializer(monkeypatch, op_text, args, result_type, before=""):
    """The op's result through its specializer, then through its kernel alone."""
    fast = _run(op_text, args, result_type, before=before)
    monkeypatch.setattr(registry, "SPECIALIZERS", {})
    return fast, _run(op_text, args, result_type, before=before)


# (operand shape, index map = collapsed dims, index shape, index_vector_dim, offset_dims)
ROW_GATHERS = [
    ((96, 8), [0], (2, 5, 1), 2, [2]),          # embedding lookup
    ((1, 8, 6, 4), [1], (7, 1), 1, [0, 2, 3]),  # nearest-neighbour resampling, batch axis in place
    ((5, 6, 3), [1], (4,), 1, [0, 1]),          # implicit index vector, batch axis last
    ((2, 3, 4, 5), [2, 0, 3, 1], (2, 3, 4), 2, []),  # point reads, index map not in axis order
    ((4, 5, 6), [2, 0], (3, 2), 1, [1]),        # two indexed axes, one whole
]


@pytest.mark.parametrize("shape, index_map, index_shape, vector_dim, offset_dims", ROW_GATHERS)
def test_row_gather_matches_spec_loops(shape, index_map, index_shape, vector_dim, offset_dims):
    rng = np.random.default_rng(12)
    operand = rng.standard_normal(shape).astype(np.float32)
    indices = rng.integers(-3, max(shape) + 3, size=index_shape).astype(np.int32)  # some clamped
    window = [1 if d in index_map else shape[d] for d in range(len(shape))]
    cfg = dict(index_map=index_map, window=window, vector_dim=vector_dim, collapsed=sorted(index_map),
               operand_batching=[], indices_batching=[])
    batch = [s for d, s in enumerate(index_shape) if d != vector_dim]
    others = iter(shape[d] for d in range(len(shape)) if d not in index_map)
    batch_it = iter(batch)
    result_shape = [next(others) if a in offset_dims else next(batch_it) for a in range(len(batch) + len(shape)
                                                                                          - len(index_map))]
    fields = [f"collapsed_slice_dims = {ints(sorted(index_map))}", f"start_index_map = {ints(index_map)}",
              f"index_vector_dim = {vector_dim}"]
    if offset_dims:
        fields.insert(0, f"offset_dims = {ints(offset_dims)}")
    types = [tensor_type(shape, np.float32), tensor_type(index_shape, np.int32)]
    result_type = tensor_type(result_shape, np.float32)
    op = (f'"stablehlo.gather"(%a0, %a1) {{dimension_numbers = #stablehlo.gather<{", ".join(fields)}>, '
          f"slice_sizes = array<i64: {', '.join(map(str, window))}>}} : "
          f"({types[0]}, {types[1]}) -> {result_type}")
    got = _run(op, [operand, indices], result_type, types)
    expected = reference_gather(operand, indices, cfg, offset_dims, result_shape)
    assert got.shape == expected.shape and np.array_equal(got, expected)


def _type(x: np.ndarray) -> str:
    element = {"float32": "f32", "float16": "f16", "bfloat16": "bf16", "float64": "f64",
               "float8_e4m3fn": "f8E4M3FN"}[x.dtype.name]
    return f"tensor<{''.join(f'{n}x' for n in x.shape)}{element}>"


def _specials(dtype):
    values = np.array([0.0, -0.0, 1.5, -2.25, np.inf, -np.inf, np.nan, 1e-30, 30.0, -30.0, 0.5, 3.0])
    return values.astype(dtype)


@pytest.mark.parametrize("dtype", [np.float32, ml_dtypes.bfloat16, np.float16])
@pytest.mark.parametrize("name", ["maximum", "minimum"])
def test_extremum_specializer_is_the_kernel(monkeypatch, name, dtype):
    x = _specials(dtype)
    lhs, rhs = np.repeat(x, len(x)), np.tile(x, len(x))  # every pair, signed zeros and NaN included
    t = _type(lhs)
    op = f"stablehlo.{name} %a0, %a1 : {t}"
    fast, slow = _kernel_and_specializer(monkeypatch, op, [lhs, rhs], t)
    assert fast.dtype == slow.dtype and fast.tobytes() == slow.tobytes()
    zeros = (lhs == 0) & (rhs == 0)
    signs = np.signbit(fast[zeros].astype(np.float32))
    expected = (np.signbit(lhs[zeros].astype(np.float32)) | np.signbit(rhs[zeros].astype(np.float32))
                if name == "minimum" else np.signbit(lhs[zeros].astype(np.float32))
                & np.signbit(rhs[zeros].astype(np.float32)))
    assert np.array_equal(signs, expected)  # IEEE: -0 < +0


@pytest.mark.parametrize("dtype", [np.float32, ml_dtypes.bfloat16])
@pytest.mark.parametrize("name", ["exponential", "logistic", "rsqrt", "tanh", "sqrt"])
def test_upcast_unary_specializer_is_the_kernel(monkeypatch, name, dtype):
    x = np.concatenate([_specials(dtype), np.linspace(-20, 20, 101).astype(dtype)])
    t = _type(x)
    op = f"stablehlo.{name} %a0 : {t}"
    with np.errstate(all="ignore"):
        fast, slow = _kernel_and_specializer(monkeypatch, op, [x], t)
    assert fast.tobytes() == slow.tobytes()


@pytest.mark.parametrize("dtype", [np.float32, ml_dtypes.bfloat16, np.float16, ml_dtypes.float8_e4m3fn])
@pytest.mark.parametrize("negated", [False, True])
def test_exponential_of_masked_scores_is_the_kernel(monkeypatch, dtype, negated):
    """exp of narrow floats raises its float64 operand to -105 first (skipping libm's underflow path): bit for
    bit the kernel's exp around that bound and far below it (softmax masks: -1e9, -inf), NaN included, also
    of a ``negate`` folded into it (rewrites.py)."""
    rng = np.random.default_rng(7)
    with np.errstate(over="ignore"):  # the largest magnitudes are -inf in f16 and f8
        x = np.concatenate([_specials(dtype), np.linspace(-110, -100, 81), np.linspace(-760, -700, 31),
                            -np.logspace(2, 30, 40), rng.uniform(-120, 5, 1000)]).astype(dtype)  # >= 1024 elements
    t = _type(x)
    # exp(negate(-x)): the negate folded into the exp's widened copy
    before = f"  %n = stablehlo.negate %a0 : {t}\n" if negated else ""
    op = f"stablehlo.exponential {'%n' if negated else '%a0'} : {t}"
    with np.errstate(all="ignore"):
        fast, slow = _kernel_and_specializer(monkeypatch, op, [-x if negated else x], t, before)
    assert fast.tobytes() == slow.tobytes()
    assert not floats.bits_of(fast[x.astype(np.float32) < -105]).any()  # +0


def test_exponential_raises_its_operand_only_on_arrays_of_many_elements():
    """On fewer than 1024 elements the extra pass costs more than libm's underflow path may (an LSTM's gates)."""
    program = ("func.func @main(%a: tensor<1024xf32>, %b: tensor<1023xf32>) -> (tensor<1024xf32>, tensor<1023xf32>) {\n"
               "  %e = stablehlo.exponential %a : tensor<1024xf32>\n"
               "  %f = stablehlo.exponential %b : tensor<1023xf32>\n"
               "  return %e, %f : tensor<1024xf32>, tensor<1023xf32>\n}\n")
    lines = compiled_source(stablehlo_py.parse_text(program)).splitlines()
    assert [line.split(" = ")[1].split("(")[0] for line in lines if "stablehlo.exponential" in line] \
        == ["flushing_exp", "exp"]


@pytest.mark.parametrize("body, init", [("stablehlo.add", 0.0), ("stablehlo.maximum", -np.inf)])
def test_reduce_specializer_is_the_kernel(monkeypatch, body, init):
    x = np.random.default_rng(5).standard_normal((3, 50, 7)).astype(np.float32)
    op = ("stablehlo.reduce(%a0 init: %a1) applies " + body + " across dimensions = [1, 2] : "
          "(tensor<3x50x7xf32>, tensor<f32>) -> tensor<3xf32>")
    args = [x, np.array(init, np.float32)]
    fast, slow = _kernel_and_specializer(monkeypatch, op, args, "tensor<3xf32>")
    assert fast.tobytes() == slow.tobytes()


@pytest.mark.parametrize("element, dtype", [("f32", np.float32), ("f64", np.float64), ("f16", np.float16),
                                            ("bf16", ml_dtypes.bfloat16), ("i8", np.int8), ("i32", np.int32)])
@pytest.mark.parametrize("body", ["add", "maximum", "minimum", "multiply"])
@pytest.mark.parametrize("dims", [[2], [0, 2], [1]])
def test_reduce_specializer_folds_in_place_as_the_kernel(monkeypatch, element, dtype, body, dims):
    """Array results of floats take the fold into the init value in place: the kernel's values and type,
    softmax and layer-norm reductions over the last axis included, signed zeros, infinities and NaN too
    (integers, which NumPy reduces in a wider type, keep the kernel's conversion)."""
    rng = np.random.default_rng(len(dims) * 7 + len(body))
    shape = (4, 6, 33)
    if np.dtype(dtype).kind == "i":
        x = rng.integers(-100, 100, shape).astype(dtype)
        init = np.array(3, dtype)
    else:
        x = (rng.standard_normal(shape) * 4).astype(dtype)
        x.reshape(-1)[::5][:12] = _specials(dtype)
        init = np.array(-0.0, dtype)
    result = [n for d, n in enumerate(shape) if d not in dims]
    t, r = (f"tensor<{'x'.join(map(str, dims_))}x{element}>" for dims_ in (shape, result))
    op = f"stablehlo.reduce(%a0 init: %a1) applies stablehlo.{body} across dimensions = {ints(dims)} : " \
         f"({t}, tensor<{element}>) -> {r}"
    with np.errstate(all="ignore"):
        fast = _run(op, [x, init], r, [t, f"tensor<{element}>"])
        monkeypatch.setattr(registry, "SPECIALIZERS", {})
        slow = _run(op, [x, init], r, [t, f"tensor<{element}>"])
    assert fast.dtype == slow.dtype == dtype and fast.tobytes() == slow.tobytes()


INTEGER_TYPES = {"i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64, "ui8": np.uint8, "ui16": np.uint16,
                 "ui32": np.uint32, "ui64": np.uint64}


@pytest.mark.parametrize("dtype", [np.float32, ml_dtypes.bfloat16, np.float16, np.float64])
@pytest.mark.parametrize("target", ["i8", "i32", "ui8", "ui16", "i16", "ui32", "i64", "ui64"])
def test_float_to_int_convert_specializer_is_the_kernel(monkeypatch, dtype, target):
    edges = np.array([-1.5, -0.5, 127.9, 128.0, -129.0, 255.5, 65535.0, 3e9, -3e9, 2147483520.0, -2147483648.0,
                      2.0 ** 63, -2.0 ** 63, np.nextafter(2.0 ** 63, 0), -2.0 ** 64, 2.0 ** 64, 1e19, 3e38, -3e38])
    with np.errstate(over="ignore"):  # f16 has no 3e9: inf
        x = np.concatenate([_specials(dtype), edges.astype(dtype)])
    info = np.iinfo(INTEGER_TYPES[target])
    wide = x.astype(np.float64)
    fits = x[(wide >= info.min) & (wide < float(info.max + 1))]  # every value in range: NumPy's cast
    for values in (x, fits):
        op = f"stablehlo.convert %a0 : ({_type(values)}) -> tensor<{len(values)}x{target}>"
        fast, slow = _kernel_and_specializer(monkeypatch, op, [values], f"tensor<{len(values)}x{target}>")
        monkeypatch.undo()
        assert fast.dtype == slow.dtype and fast.tobytes() == slow.tobytes()


@pytest.mark.parametrize("target", ["i32", "i64", "ui64"])
def test_float_to_int_convert_of_a_numpy_scalar(monkeypatch, target):
    """A 0-d product is a NumPy scalar in generated code (rewrites.py), which ``out=`` cannot write to."""
    program = ("func.func @main(%a: tensor<f32>) -> tensor<{t}> {{\n  %p = stablehlo.multiply %a, %a : tensor<f32>\n"
               "  %r = stablehlo.convert %p : (tensor<f32>) -> tensor<{t}>\n  func.return %r : tensor<{t}>\n}}\n")

    def run() -> list[np.ndarray]:
        interpreter = Interpreter(stablehlo_py.parse_text(program.format(t=target)))
        return [interpreter.call("main", [np.array(x, np.float32)])[0] for x in (3.5, -2.5, 1e10, np.nan) for _ in "12"]

    fast = run()
    monkeypatch.setattr(registry, "SPECIALIZERS", {})
    assert [(x.dtype, x.tobytes()) for x in fast] == [(x.dtype, x.tobytes()) for x in run()]


@pytest.mark.parametrize("dtype", [np.float32, ml_dtypes.bfloat16])
def test_clamp_specializer_is_the_kernel(monkeypatch, dtype):
    x = _specials(dtype)
    low, high = np.repeat(x, len(x)), np.tile(x, len(x))
    operand = np.roll(low, 5)
    t = _type(low)
    op = f"stablehlo.clamp %a0, %a1, %a2 : {t}"
    fast, slow = _kernel_and_specializer(monkeypatch, op, [low, operand, high], t)
    assert fast.tobytes() == slow.tobytes()
    scalar = np.array(-0.0, dtype=dtype)  # a 0-d min and max
    op = f"stablehlo.clamp %a0, %a1, %a2 : ({_type(scalar)}, {t}, {_type(scalar)}) -> {t}"
    fast, slow = _kernel_and_specializer(monkeypatch, op, [scalar, operand, -scalar], t)
    assert fast.tobytes() == slow.tobytes()


@pytest.mark.parametrize("body, init", [("maximum", -np.inf), ("add", 0.5)])
@pytest.mark.parametrize("window, result_type", [
    ("window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>",  # max pooling
     "tensor<2x4x4x3xf32>"),
    ("window_dimensions = array<i64: 1, 3, 2, 1>, window_strides = array<i64: 1, 2, 1, 1>, "
     "base_dilations = array<i64: 1, 2, 1, 1>, window_dilations = array<i64: 1, 1, 2, 1>, "
     "padding = dense<[[0, 0], [1, 2], [-1, 1], [0, 0]]> : tensor<4x2xi64>", "tensor<2x9x6x3xf32>"),
])
@pytest.mark.parametrize("specials", [False, True])
def test_reduce_window_specializer_is_the_kernel(monkeypatch, body, init, window, result_type, specials):
    x = np.random.default_rng(7).standard_normal((2, 9, 8, 3)).astype(np.float32)
    if specials:  # NaN, infinities, -0.0 next to +0.0: their order in the fold shows
        x.reshape(-1)[::5][:36] = np.resize(_specials(np.float32), 36)
    region = ("({\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
              f"    %s = stablehlo.{body} %x, %y : tensor<f32>\n    stablehlo.return %s : tensor<f32>\n  }})")
    op = (f'"stablehlo.reduce_window"(%a0, %a1) {region} {{{window}}} : '
          f"(tensor<2x9x8x3xf32>, tensor<f32>) -> {result_type}")
    fast, slow = _kernel_and_specializer(monkeypatch, op, [x, np.array(init, np.float32)], result_type)
    assert fast.shape == slow.shape and fast.tobytes() == slow.tobytes()


@pytest.mark.parametrize("body", ["add", "maximum", "multiply"])
@pytest.mark.parametrize("element", ["f32", "f64", "f16", "bf16"])
@pytest.mark.parametrize("shape, window", [
    ((2, 12, 12, 3), (1, 3, 3, 1)),  # pooling: many windows, folded by ufunc.reduce (f32, f64)
    ((1, 16, 16, 1), (1, 16, 16, 1)),  # one window of 256 elements: folded row by row, never pairwise
])
def test_reduce_window_specializer_folds_in_the_kernels_order(monkeypatch, body, element, shape, window):
    """Values of mixed magnitudes with NaN, infinities and -0.0 show any other order of the fold."""
    dtype = {"f32": np.float32, "f64": np.float64, "f16": np.float16, "bf16": ml_dtypes.bfloat16}[element]
    rng = np.random.default_rng(3)
    x = rng.standard_normal(shape) * 10.0 ** rng.integers(-6, 6, shape)
    flat = x.reshape(-1)  # a view
    flat[::7] = np.resize(_specials(np.float64), flat[::7].size)
    with np.errstate(over="ignore"):  # the largest magnitudes are infinities in f16 and bf16
        x = x.astype(dtype)
    result_type = (f"tensor<{'x'.join(str(n // w) for n, w in zip(shape, window))}x{element}>")
    region = ("({\n  ^bb0(%x: tensor<E>, %y: tensor<E>):\n"
              f"    %s = stablehlo.{body} %x, %y : tensor<E>\n    stablehlo.return %s : tensor<E>\n  }})")
    op = (f'"stablehlo.reduce_window"(%a0, %a1) {region.replace("E", element)} '
          f"{{window_dimensions = array<i64: {', '.join(map(str, window))}>, "
          f"window_strides = array<i64: {', '.join(map(str, window))}>}} : "
          f"(tensor<{'x'.join(map(str, shape))}x{element}>, tensor<{element}>) -> {result_type}")
    fast, slow = _kernel_and_specializer(monkeypatch, op, [x, np.array(0.25, dtype)], result_type)
    assert fast.shape == slow.shape and fast.tobytes() == slow.tobytes()


@pytest.mark.parametrize("body", ["add", "maximum"])
def test_reduce_window_specializer_of_a_0d_input_is_the_kernel(monkeypatch, body):
    region = ("({\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
              f"    %s = stablehlo.{body} %x, %y : tensor<f32>\n    stablehlo.return %s : tensor<f32>\n  }})")
    op = (f'"stablehlo.reduce_window"(%a0, %a1) {region} {{window_dimensions = array<i64>}} : '
          "(tensor<f32>, tensor<f32>) -> tensor<f32>")
    args = [np.array(-0.0, np.float32), np.array(0.0, np.float32)]
    fast, slow = _kernel_and_specializer(monkeypatch, op, args, "tensor<f32>")
    assert fast.shape == slow.shape == () and fast.tobytes() == slow.tobytes()


@pytest.mark.parametrize("name", ["exponential", "logistic", "rsqrt"])
def test_upcast_unary_specializer_takes_numpy_scalars(name):
    """Values inside region bodies may be NumPy scalars rather than 0-d arrays (cumlogsumexp's are)."""
    from stablehlo_py.interpreter.kernels.elementwise import UPCAST_UNARY

    fn = UPCAST_UNARY[f"stablehlo.{name}"]
    for value in (np.float32(1.5), np.array(1.5, np.float32)):
        fast = floats.in_f64_for(np.dtype(np.float32), fn, in_place=True)(value)
        assert np.asarray(fast).tobytes() == np.asarray(floats.in_f64(np.asarray(value), fn)).tobytes()


# (operand shape, offset_dims, collapsed_slice_dims, start_index_map, index shape, index_vector_dim, slice sizes)
GATHERS = [
    ((1, 6, 5, 3), [0, 1, 2, 3], [], [1, 2], (4, 3, 2), 2, [1, 3, 3, 3]),  # torch bilinear: windows, no collapse
    ((7, 4), [1], [0], [0], (5, 1), 1, [1, 4]),                           # embedding rows
    ((2, 3, 5, 4), [], [0, 1, 2, 3], [0, 1, 2, 3], (2, 3, 2, 4), 3, [1, 1, 1, 1]),  # grid_sample point reads
    ((6, 5, 4), [1, 2], [0], [2, 0], (3, 2), 1, [1, 2, 3]),               # collapsed and windowed indexed axes
    ((3, 4, 5), [], [0, 1, 2], [2, 0, 1], (2, 3, 3), 2, [1, 1, 1]),        # point reads, index map permuted
    ((4, 5, 3), [2], [0, 1], [0, 1], (3, 2, 2), 1, [1, 1, 3]),            # whole rows of two indexed axes
]


INDEX_TYPES = {np.int32: "i32", np.int8: "i8", np.uint32: "ui32", np.uint64: "ui64", np.int64: "i64"}


@pytest.mark.parametrize("index_dtype", list(INDEX_TYPES))
@pytest.mark.parametrize("shape, offset_dims, collapsed, index_map, index_shape, vector_dim, sizes", GATHERS)
def test_gather_specializer_is_the_kernel(monkeypatch, index_dtype, shape, offset_dims, collapsed, index_map,
                                          index_shape, vector_dim, sizes):
    rng = np.random.default_rng(3)
    # a transposed (non-contiguous) operand, and indices past both ends (uint64: past INT64_MAX too)
    operand = np.ascontiguousarray(rng.standard_normal(shape[::-1]).astype(np.float32)).T
    info = np.iinfo(index_dtype)
    edges = np.array([info.min, info.max, 0, 1, max(shape), info.max // 2 + 1], dtype=index_dtype)
    indices = np.concatenate([edges, rng.integers(max(info.min, -3), max(shape) + 3,
                                                  size=int(np.prod(index_shape))).astype(index_dtype)])
    indices = indices[:int(np.prod(index_shape))].reshape(index_shape)
    batch = iter(n for d, n in enumerate(index_shape) if d != vector_dim)
    window = iter(sizes[d] for d in range(len(shape)) if d not in collapsed)
    n_result = len(index_shape) - (vector_dim < len(index_shape)) + len(shape) - len(collapsed)
    result_type = tensor_type([next(window) if a in offset_dims else next(batch) for a in range(n_result)], np.float32)
    types = [tensor_type(shape, np.float32),
             f"tensor<{''.join(f'{n}x' for n in index_shape)}{INDEX_TYPES[index_dtype]}>"]
    fields = ([f"offset_dims = {ints(offset_dims)}"] if offset_dims else []) + \
        ([f"collapsed_slice_dims = {ints(collapsed)}"] if collapsed else []) + \
        [f"start_index_map = {ints(index_map)}", f"index_vector_dim = {vector_dim}"]
    op = (f'"stablehlo.gather"(%a0, %a1) {{dimension_numbers = #stablehlo.gather<{", ".join(fields)}>, '
          f"slice_sizes = array<i64: {', '.join(map(str, sizes))}>}} : ({types[0]}, {types[1]}) -> {result_type}")
    fast = _run(op, [operand, indices], result_type, types)
    # the same indices as a constant: the rewrite's positions taken once (rewrites.py, ``with_indices``)
    program = (f"func.func @main(%a0: {types[0]}) -> {result_type} {{\n"
               f"  %a1 = stablehlo.constant dense<{indices.astype(object).tolist()}> : {types[1]}\n"
               f"  %r = {op}\n  func.return %r : {result_type}\n}}\n")
    assert "= R" in compiled_source(stablehlo_py.parse_text(program))
    interpreter = Interpreter(stablehlo_py.parse_text(program))
    fixed = [interpreter.call("main", [operand])[0] for _ in "12"][1]
    monkeypatch.setattr(registry, "SPECIALIZERS", {})
    slow = _run(op, [operand, indices], result_type, types)
    assert fast.shape == slow.shape == fixed.shape and fast.tobytes() == slow.tobytes() == fixed.tobytes()


@pytest.mark.parametrize("index_dtype", [np.int32, np.uint64, np.int8])
@pytest.mark.parametrize("shape, offset_dims, collapsed, index_map, index_shape, vector_dim, sizes",
                         [g for g in GATHERS if len(g[3]) > 1])
@pytest.mark.parametrize("grouped", [False, True])
def test_gather_of_concatenated_indices_is_the_kernel(monkeypatch, index_dtype, shape, offset_dims, collapsed,
                                                      index_map, index_shape, vector_dim, sizes, grouped):
    """torch_xla's ``x[i, j]``: indices concatenated along ``index_vector_dim`` from a constant first component
    and one part per other component (``grouped``: one part of all the others); the rewrite folds the
    concatenate into the gather (rewrites.py)."""
    rng = np.random.default_rng(4)
    operand = rng.standard_normal(shape).astype(np.float32)
    info = np.iinfo(index_dtype)
    part_shape = index_shape[:vector_dim] + (1,) + index_shape[vector_dim + 1:]
    wide = np.iinfo(np.int64)  # the random values' type: NumPy 2.0 cannot clip it at uint64's maximum
    parts = [np.clip(rng.integers(-4, max(shape) + 4, size=part_shape), max(info.min, wide.min),
                     min(info.max, wide.max)).astype(index_dtype) for _ in index_map]
    parts[-1].reshape(-1)[:2] = [info.min, info.max]  # clamped at both ends (uint64: past INT64_MAX)
    if grouped:
        parts = [parts[0], np.concatenate(parts[1:], axis=vector_dim)]
    part_types = [f"tensor<{''.join(f'{n}x' for n in part.shape)}{INDEX_TYPES[index_dtype]}>" for part in parts]
    index_type = f"tensor<{''.join(f'{n}x' for n in index_shape)}{INDEX_TYPES[index_dtype]}>"
    batch = iter(n for d, n in enumerate(index_shape) if d != vector_dim)
    window = iter(sizes[d] for d in range(len(shape)) if d not in collapsed)
    result_type = tensor_type([next(window) if a in offset_dims else next(batch)
                               for a in range(len(index_shape) - 1 + len(shape) - len(collapsed))], np.float32)
    fields = ([f"offset_dims = {ints(offset_dims)}"] if offset_dims else []) + \
        ([f"collapsed_slice_dims = {ints(collapsed)}"] if collapsed else []) + \
        [f"start_index_map = {ints(index_map)}", f"index_vector_dim = {vector_dim}"]
    args = ", ".join(f"%p{k}: {part_types[k]}" for k in range(1, len(parts)))
    names = ", ".join(f"%p{k}" for k in range(len(parts)))
    program = (f"func.func @main(%a0: {tensor_type(shape, np.float32)}, {args}) -> {result_type} {{\n"
               f"  %p0 = stablehlo.constant dense<{parts[0].astype(object).tolist()}> : {part_types[0]}\n"
               f"  %i = stablehlo.concatenate {names}, dim = {vector_dim} : ({', '.join(part_types)})"
               f" -> {index_type}\n"
               f'  %r = "stablehlo.gather"(%a0, %i) {{dimension_numbers = #stablehlo.gather<{", ".join(fields)}>, '
               f"slice_sizes = array<i64: {', '.join(map(str, sizes))}>}} : ({tensor_type(shape, np.float32)}, "
               f"{index_type}) -> {result_type}\n  func.return %r : {result_type}\n}}\n")
    assert "stablehlo.concatenate at 3:3 folded in" in compiled_source(stablehlo_py.parse_text(program))

    def run() -> np.ndarray:
        interpreter = Interpreter(stablehlo_py.parse_text(program))
        return [interpreter.call("main", [operand, *parts[1:]])[0] for _ in "12"][1]

    fast = run()

    class Seen(Observer):  # an observed run sees the concatenate run and the gather read its indices
        def after(self, op, operands, results):
            seen.append((op.name, [np.shape(x) for x in operands]))

    seen, interpreter = [], Interpreter(stablehlo_py.parse_text(program))
    interpreter.observer = Seen()
    interpreter.call("main", [operand, *parts[1:]])
    assert [name for name, _ in seen] == ["stablehlo.concatenate", "stablehlo.gather"]
    assert seen[-1][1] == [operand.shape, index_shape]
    monkeypatch.setattr(registry, "SPECIALIZERS", {})
    slow = run()
    assert fast.shape == slow.shape and fast.tobytes() == slow.tobytes()


@pytest.mark.parametrize("body", ["add", "maximum", "multiply", "replace"])
@pytest.mark.parametrize("index_dtype", [np.int32, np.uint64])
@pytest.mark.parametrize("in_bounds", [True, False])
def test_scatter_specializer_is_the_kernel(monkeypatch, body, index_dtype, in_bounds):
    """Segment reductions of rows (repeated rows: the order of the updates shows in float sums), values with
    NaN, -0.0 and infinities; out of bounds rows (skipped by the spec) run the kernel. ``replace``: a body
    returning its update, where the last update of a repeated row wins."""
    rng = np.random.default_rng(11)
    updates = rng.standard_normal((40, 6)).astype(np.float32)
    updates[::7] = _specials(np.float32)[:6]
    updates[3] *= 1e38
    rows = rng.integers(0, 5, size=(40, 1))
    if not in_bounds:
        rows[5] = 9
    indices = rows.astype(index_dtype)
    operand = rng.standard_normal((5, 6)).astype(np.float32)
    operand[0, 0] = -0.0
    index_type = f"tensor<40x1x{INDEX_TYPES[index_dtype]}>"
    combine = "    stablehlo.return %y : tensor<f32>\n" if body == "replace" else \
        f"    %s = stablehlo.{body} %x, %y : tensor<f32>\n    stablehlo.return %s : tensor<f32>\n"
    op = ('"stablehlo.scatter"(%a0, %a1, %a2) ({\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n'
          f"{combine}  }}) "
          "{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], "
          "scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : "
          f"(tensor<5x6xf32>, {index_type}, tensor<40x6xf32>) -> tensor<5x6xf32>")
    types = ["tensor<5x6xf32>", index_type, "tensor<40x6xf32>"]
    fast = _run(op, [operand, indices, updates], "tensor<5x6xf32>", types)
    monkeypatch.setattr(registry, "SPECIALIZERS", {})
    slow = _run(op, [operand, indices, updates], "tensor<5x6xf32>", types)
    assert fast.tobytes() == slow.tobytes()


# (operand shape, update window dims, inserted dims, start index map, update shape): one start, no batch
SINGLE_START_SCATTERS = [((4, 16), [0], [1], [1], (4,)),           # an LU pivot loop's column write
                         ((5, 6), [0, 1], [], [0, 1], (2, 3)),      # a window inside the operand
                         ((5, 6), [0], [0], [1, 0], (4,)),          # index map not in axis order
                         ((3, 4), [], [0, 1], [0, 1], ())]          # one element, 0-d updates


@pytest.mark.parametrize("shape, window_dims, inserted, index_map, update_shape", SINGLE_START_SCATTERS)
@pytest.mark.parametrize("index_type", ["i32", "ui64", "i4"])
@pytest.mark.parametrize("starts", ["inside", "past_the_end", "negative"])
def test_single_start_scatter_plan_is_the_kernel(monkeypatch, shape, window_dims, inserted, index_map,
                                                  update_shape, index_type, starts):
    """A "replace" scatter at one start (a dynamic update slice): in bounds, and with its window partly or
    wholly out of bounds, where the spec updates only the elements in bounds (the kernel runs)."""
    rng = np.random.default_rng(12)
    operand = rng.standard_normal(shape).astype(np.float32)
    updates = rng.standard_normal(update_shape).astype(np.float32)
    ends = {"inside": [1] * len(index_map), "past_the_end": [shape[d] - 1 for d in index_map],
            "negative": [-1] + [0] * (len(index_map) - 1)}[starts]
    if index_type == "ui64":  # (a negative start is a huge unsigned one)
        ends = [value % 2 ** 64 for value in ends]
    if index_type == "i4":
        ends = [min(value, 7) for value in ends]
    indices = np.array(ends, dtype=object).astype({"i32": np.int32, "ui64": np.uint64,
                                                   "i4": ml_dtypes.int4}[index_type])
    fields = [f"update_window_dims = {ints(window_dims)}", f"inserted_window_dims = {ints(inserted)}",
              f"scatter_dims_to_operand_dims = {ints(index_map)}", "index_vector_dim = 0"]
    types = [tensor_type(shape, np.float32), f"tensor<{len(index_map)}x{index_type}>",
             tensor_type(update_shape, np.float32)]
    op = ('"stablehlo.scatter"(%a0, %a1, %a2) ({\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n'
          "    stablehlo.return %y : tensor<f32>\n  }) "
          f"{{scatter_dimension_numbers = #stablehlo.scatter<{', '.join(fields)}>}} : "
          f"({', '.join(types)}) -> {types[0]}")
    fast = _run(op, [operand, indices, updates], types[0], types)
    monkeypatch.setattr(registry, "SPECIALIZERS", {})
    slow = _run(op, [operand, indices, updates], types[0], types)
    assert fast.tobytes() == slow.tobytes()
    assert starts != "inside" or fast.tobytes() != operand.tobytes()


# (operand shape, update window dims, inserted dim = start index map, window sizes): segment sums of rows
# (_row_scatter: one start component, window axes last), the window narrower than the operand, the
# indexed axis not the first
ROW_SCATTERS = [((6, 5), [1], 0, (5,)), ((7, 3, 4), [1, 2], 0, (2, 4)), ((3, 8), [1], 1, (3,))]


@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(case=st.sampled_from(ROW_SCATTERS), batch=st.sampled_from([(9,), (4, 5), (30,)]),
       implicit=st.booleans(), index_dtype=st.sampled_from([np.int32, np.int64, np.uint64]),
       body=st.sampled_from(["add", "maximum", "replace"]), low=st.sampled_from([0, -2]),
       seed=st.integers(0, 2 ** 16))
def test_row_scatter_plan_is_the_kernel(case, batch, implicit, index_dtype, body, low, seed):
    """Random rows with many repeats (the order of the updates shows in float sums, and which update of a row
    a ``replace`` body keeps), some out of bounds (``low < 0``: negative, and past the end; the kernel runs
    then), values with NaN, -0.0 and infinities."""
    shape, window_dims, axis, window = case
    rng = np.random.default_rng(seed)
    rows = rng.integers(low, shape[axis] + (1 if low else 0), size=batch)
    indices = (rows if implicit else rows[..., None]).astype(index_dtype)
    updates = rng.standard_normal(batch + window).astype(np.float32)
    updates.reshape(-1)[::5][:12] = _specials(np.float32)[:len(updates.reshape(-1)[::5][:12])]
    operand = rng.standard_normal(shape).astype(np.float32)
    operand.reshape(-1)[0] = -0.0
    types = [tensor_type(shape, np.float32), f"tensor<{''.join(f'{n}x' for n in indices.shape)}"
             f"{INDEX_TYPES[index_dtype]}>", tensor_type(updates.shape, np.float32)]
    window_dims = [d + len(batch) - 1 for d in window_dims]
    combine = "    stablehlo.return %y : tensor<f32>\n" if body == "replace" else \
        f"    %s = stablehlo.{body} %x, %y : tensor<f32>\n    stablehlo.return %s : tensor<f32>\n"
    op = ('"stablehlo.scatter"(%a0, %a1, %a2) ({\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n'
          f"{combine}  }}) "
          f"{{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = {ints(window_dims)}, "
          f"inserted_window_dims = [{axis}], scatter_dims_to_operand_dims = [{axis}], "
          f"index_vector_dim = {len(batch)}>}} : ({', '.join(types)}) -> {types[0]}")
    fast = _run(op, [operand, indices, updates], types[0], types)
    saved, registry.SPECIALIZERS = registry.SPECIALIZERS, {}
    try:
        slow = _run(op, [operand, indices, updates], types[0], types)
    finally:
        registry.SPECIALIZERS = saved
    assert fast.tobytes() == slow.tobytes()


@pytest.mark.parametrize("source, dims, result", [((2, 3), [0, 1], (2, 3, 1)), ((2, 3), [2, 0], (3, 1, 2)),
                                                  ((4,), [1], (1, 4, 1)), ((2, 3), [0, 2], (2, 5, 3))])
def test_broadcast_in_dim_specializer_is_the_kernel(monkeypatch, source, dims, result):
    """Broadcasts that only add unit dimensions (a view of the operand, transposed when ``dims`` are not
    increasing) and one that repeats the operand."""
    x = np.random.default_rng(4).standard_normal(source).astype(np.float32)
    x.reshape(-1)[:2] = [-0.0, np.nan]
    result_type = tensor_type(result, np.float32)
    op = f"stablehlo.broadcast_in_dim %a0, dims = {ints(dims)} : ({tensor_type(source, np.float32)}) -> {result_type}"
    fast, slow = _kernel_and_specializer(monkeypatch, op, [x], result_type)
    assert fast.shape == slow.shape == result and fast.tobytes() == slow.tobytes()


def _edge_floats(dtype, size: int, seed: int) -> np.ndarray:
    """``size`` values of ``dtype``: random normals with NaN, infinities, signed zeros, subnormals and values
    near the type's largest mixed in."""
    info = ml_dtypes.finfo(dtype)
    edges = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, info.smallest_subnormal, -info.smallest_subnormal,
                      info.tiny / 3, info.max, -info.max, info.max / 7, 1.0, -1.0], dtype=dtype)
    values = np.random.default_rng(seed).standard_normal(size).astype(dtype)
    values[::3][:len(edges)] = edges[:len(values[::3])]
    return values


@pytest.mark.parametrize("operand, dtype", [(np.float32, np.float32), (np.float64, np.float64),
                                            (ml_dtypes.bfloat16, np.float32), (np.float16, np.float32),
                                            (ml_dtypes.bfloat16, np.float64)])
@pytest.mark.parametrize("lhs_shape, rhs_shape, plain", [
    ((8, 16), (16, 12), True),        # an LSTM's gates
    ((3, 4, 5), (3, 5, 6), True),     # batch dimension in front
    ((1, 4, 5), (1, 5, 6), False),    # a batch of one: multiplied as one 2-D matmul
])
def test_plain_matmul_dot_general_is_the_kernel(monkeypatch, operand, dtype, lhs_shape, rhs_shape, plain):
    """A ``dot_general`` laid out as ``np.matmul`` takes it, of f32/f64 (or of bf16/f16 operands widened to
    them), is that one call (the specializer is ``blas_matmul``, ``np.matmul`` of BLAS's layouts, or widens the
    operands first), bit for bit the kernel's result, NaN, infinities and subnormals included."""
    from stablehlo_py.interpreter.kernels.dot import blas_matmul, dot_general_plan

    lhs = _edge_floats(operand, int(np.prod(lhs_shape)), 1).reshape(lhs_shape)
    rhs = _edge_floats(operand, int(np.prod(rhs_shape)), 2).reshape(rhs_shape)
    batch = "batching_dims = [0] x [0], " if len(lhs_shape) == 3 else ""
    k = len(lhs_shape) - 1
    names = {np.dtype(np.float32): "f32", np.dtype(np.float64): "f64", np.dtype(ml_dtypes.bfloat16): "bf16",
             np.dtype(np.float16): "f16"}
    types = [f"tensor<{'x'.join(map(str, shape))}x{names[np.dtype(operand)]}>" for shape in (lhs_shape, rhs_shape)]
    result_type = f"tensor<{'x'.join(map(str, lhs_shape[:-1] + rhs_shape[-1:]))}x{names[np.dtype(dtype)]}>"
    op = (f"stablehlo.dot_general %a0, %a1, {batch}contracting_dims = [{k}] x [{k - 1}] : "
          f"({types[0]}, {types[1]}) -> {result_type}")
    module = stablehlo_py.parse_text(f"func.func @main(%a0: {types[0]}, %a1: {types[1]}) -> {result_type} {{\n"
                                     f"  %r = {op}\n  func.return %r : {result_type}\n}}\n")
    (step,) = Interpreter(module).compile("main").entry.steps
    plan = dot_general_plan(step[1])
    assert (plan is blas_matmul) == (plain and operand == dtype)
    assert (plan.__name__ == "run" and plan.__qualname__.startswith("_widened_matmul")) == (plain and operand != dtype)
    with np.errstate(all="ignore"):
        fast = _run(op, [lhs, rhs], result_type, types)
        monkeypatch.setattr(registry, "SPECIALIZERS", {})
        slow = _run(op, [lhs, rhs], result_type, types)
    assert fast.dtype == slow.dtype == dtype and fast.tobytes() == slow.tobytes()


@pytest.mark.parametrize("source, target", [(np.float32, np.int32), (np.int32, np.float32), (np.uint16, np.int16),
                                            (np.float64, np.uint64), (np.int8, np.uint8)])
@pytest.mark.parametrize("shape", [(), (7,), (3, 4)])
def test_bitcast_convert_specializer_is_the_kernel(monkeypatch, source, target, shape):
    """Bitcasts between types of one width (NaN payloads, -0.0 and extremes among the patterns), strided
    operands (a transpose before) and 0-d ones."""
    rng = np.random.default_rng(8)
    size = int(np.prod(shape))
    x = rng.integers(0, 256, size=size * np.dtype(source).itemsize, dtype=np.uint8).view(source).reshape(shape)
    operand_type, result_type = tensor_type(shape, source), tensor_type(shape, target)
    transposed = "stablehlo.transpose %a0, dims = [1, 0]" if len(shape) == 2 else None
    before = f"  %t = {transposed} : ({tensor_type(shape[::-1], source)}) -> {operand_type}\n" if transposed else ""
    args = [x.T.copy() if transposed else x]
    types = [tensor_type(args[0].shape, source)]
    op = f"stablehlo.bitcast_convert {'%t' if transposed else '%a0'} : ({operand_type}) -> {result_type}"
    fast = _run(op, args, result_type, types, before=before)
    monkeypatch.setattr(registry, "SPECIALIZERS", {})
    slow = _run(op, args, result_type, types, before=before)
    assert fast.dtype == slow.dtype == np.dtype(target) and fast.shape == slow.shape == shape
    assert fast.tobytes() == slow.tobytes()


# (operand shape, start index map, collapsed dims, slice sizes, index type): one start, no batch dimensions
SINGLE_START_GATHERS = [((4, 16), [1], [], (4, 1), "i32"),       # an LU pivot loop's column read
                        ((4, 16), [1], [1], (4, 1), "ui64"),     # the column, collapsed
                        ((5, 6), [0], [0], (1, 6), "i4"),        # a row, at an index of a sub-byte type
                        ((3, 5, 6), [0, 2], [0], (1, 2, 3), "i64"),
                        ((3, 5), [1, 0], [0, 1], (1, 1), "i32")]  # one element, index map not in axis order


@pytest.mark.parametrize("shape, index_map, collapsed, sizes, index_type", SINGLE_START_GATHERS)
@pytest.mark.parametrize("starts", ["inside", "clamped"])
def test_single_start_gather_plan_is_the_kernel(monkeypatch, shape, index_map, collapsed, sizes, index_type,
                                                 starts):
    """A gather of one start (a dynamic slice): in bounds, and clamped at both ends (negative, past the end)."""
    operand = np.random.default_rng(9).standard_normal(shape).astype(np.float32)
    values = [1] * len(index_map) if starts == "inside" else [-3 if index_type != "ui64" else 2 ** 64 - 3, 99][
        :len(index_map)] + [99] * (len(index_map) - 2)
    index_dtype = {"i32": np.int32, "i64": np.int64, "ui64": np.uint64, "i4": ml_dtypes.int4}[index_type]
    indices = np.array(values, dtype=object).astype(index_dtype)
    result = [n for d, n in enumerate(sizes) if d not in collapsed]
    offsets = list(range(len(result)))
    fields = [f"offset_dims = {ints(offsets)}"] + ([f"collapsed_slice_dims = {ints(collapsed)}"] if collapsed else []) \
        + [f"start_index_map = {ints(index_map)}", "index_vector_dim = 0"]
    types = [tensor_type(shape, np.float32), f"tensor<{len(index_map)}x{index_type}>"]
    result_type = tensor_type(result, np.float32)
    op = (f'"stablehlo.gather"(%a0, %a1) {{dimension_numbers = #stablehlo.gather<{", ".join(fields)}>, '
          f"slice_sizes = array<i64: {', '.join(map(str, sizes))}>}} : ({', '.join(types)}) -> {result_type}")
    fast = _run(op, [operand, indices], result_type, types)
    monkeypatch.setattr(registry, "SPECIALIZERS", {})
    slow = _run(op, [operand, indices], result_type, types)
    assert fast.shape == slow.shape == tuple(result) and fast.tobytes() == slow.tobytes()


@pytest.mark.parametrize("dtype", [np.float32, np.float16, ml_dtypes.bfloat16, np.float64, np.int8, np.uint16, np.int32,
                                   np.uint64, np.bool_, np.complex64, ml_dtypes.float8_e4m3fn, ml_dtypes.int4],
                         ids=lambda t: np.dtype(t).name)
def test_counted_select_is_np_where(dtype):
    """``select`` of arrays from ``_COUNTED_ELEMENTS`` (kernels/elementwise.py ``_counted_select``): the bits
    np.where gives (NaN payloads, -0.0 included: any byte pattern), C-contiguous, with ``pred`` mixed (the bit
    blend), all true and all false (a copy), for full arrays, 0-d and lower-rank operands in each place (elided
    broadcasts) and strided operands (np.where's own result then)."""
    from stablehlo_py.interpreter.kernels.elementwise import _counted_select

    dtype = np.dtype(dtype)
    rng = np.random.default_rng(13)
    shape = (128, 160)
    raw = lambda: rng.integers(0, 256, size=math.prod(shape) * dtype.itemsize, dtype=np.uint8).view(dtype) \
        .reshape(shape)
    if dtype == np.bool_ or dtype == ml_dtypes.int4:  # (only their valid patterns)
        raw = lambda: rng.integers(0, 2 if dtype == np.bool_ else 8, size=shape).astype(dtype)
    on_true, on_false = raw(), raw()
    for pred in (rng.random(shape) < 0.5, np.zeros(shape, bool), np.ones(shape, bool)):
        cases = [(pred, on_true, on_false), (pred, on_true[0, 0], on_false),
                 (pred, on_true, np.asarray(on_false[1, 2])), (pred, on_true[3, 3], on_false[4, 4]), (np.asarray(pred[0, 0]), on_true, on_false),
                 (pred[5], on_true, on_false), (pred, on_true[6], on_false[7]), (pred[8], on_true, on_false[9]),
                 (pred.T.copy().T, on_true, on_false), (pred, on_true.T.copy().T, on_false[::-1])]
        select = _counted_select(dtype, shape)
        for p, t, f in cases:
            got, expected = select(p, t, f), np.where(p, t, f)
            assert got.dtype == expected.dtype == dtype and got.shape == expected.shape == shape
            assert got.tobytes() == expected.tobytes() and got.flags.c_contiguous == expected.flags.c_contiguous
            assert not np.shares_memory(got, t) and not np.shares_memory(got, f)


@pytest.mark.parametrize("shape", [(4, 3), (2048,), (4096,), (40, 128)])
@pytest.mark.parametrize("mixed", [True, False])
def test_select_specializer_is_kernel(monkeypatch, shape, mixed):
    """``select`` of f32 arrays through ``select_plan`` (np.where below ``_COUNTED_ELEMENTS``, ``_counted_select``
    from there) against the kernel: the same bits, NaN payloads and -0.0 included, with a 0-d ``on_false`` (an
    elided broadcast) and ``pred`` of one value or mixed."""
    rng = np.random.default_rng(14)
    on_true = rng.integers(0, 2 ** 32, size=shape, dtype=np.uint32).view(np.float32)
    on_false = rng.integers(0, 2 ** 32, size=shape, dtype=np.uint32).view(np.float32)
    pred = (rng.random(shape) < 0.5) if mixed else np.zeros(shape, bool)
    for before, operand in (("", "%a2"), ("  %z = stablehlo.constant dense<-0.0> : tensor<f32>\n"
                                          f"  %b = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> "
                                          f"{tensor_type(shape, np.float32)}\n", "%b")):
        types = [tensor_type(shape, np.bool_)] + [tensor_type(shape, np.float32)] * 2
        op = f"stablehlo.select %a0, %a1, {operand} : {types[0]}, {types[1]}"
        args = [pred, on_true, on_false]
        fast = _run(op, args, types[1], types, before=before)
        monkeypatch.setattr(registry, "SPECIALIZERS", {})
        slow = _run(op, args, types[1], types, before=before)
        monkeypatch.undo()
        assert fast.tobytes() == slow.tobytes()


@pytest.mark.parametrize("element, dtype", [("i32", np.int32), ("ui64", np.uint64), ("f32", np.float32),
                                            ("bf16", ml_dtypes.bfloat16), ("i4", ml_dtypes.int4), ("i1", np.bool_)])
@pytest.mark.parametrize("dimension", [0, 1, 2])
def test_iota_is_row_major_through_kernel_and_specializer(monkeypatch, element, dtype, dimension):
    """``iota``'s values are each index along its dimension, laid out row-major by the specializer and the
    kernel alike (elementwise ops between a transposed layout and row-major arrays run several times slower)."""
    shape = (3, 4, 5)
    op = f"stablehlo.iota dim = {dimension} : tensor<3x4x5x{element}>"
    fast, slow = _kernel_and_specializer(monkeypatch, op, [], f"tensor<3x4x5x{element}>")
    expected = np.indices(shape)[dimension].astype(dtype)
    for result in (fast, slow):
        assert result.dtype == expected.dtype and result.tobytes() == expected.tobytes()
        assert result.flags.c_contiguous


_BROADCASTS = [((16, 96), [1, 2], (20, 16, 96)), ((96,), [2], (20, 4, 96)), ((96, 16), [2, 1], (20, 16, 96)),
               ((1, 96), [0, 2], (8, 64, 96))]


@pytest.mark.parametrize("source, dims, shape, layout",
                         [(*case, layout) for case in _BROADCASTS for layout in ("contiguous", "transposed", "strided")]
                         + [((), [], (80, 96), "scalar")])  # (a NumPy scalar is the 0-d operand)
@pytest.mark.parametrize("dtype", [np.float32, np.bool_, ml_dtypes.bfloat16])
def test_large_broadcast_is_broadcast_tos_view(source, dims, shape, layout, dtype):
    """A ``broadcast_in_dim`` to more than ``_SMALL_BROADCAST`` elements is the read-only zero-stride view
    ``np.broadcast_to`` makes, with its strides, of operands of any layout (NumPy scalars too)."""
    from stablehlo_py.dialect import TABLE
    from stablehlo_py.interpreter.kernels.shape import broadcast_array, broadcast_in_dim_plan

    element = {np.float32: "f32", np.bool_: "i1", ml_dtypes.bfloat16: "bf16"}[dtype]
    module = stablehlo_py.parse_text(
        f"func.func @main(%x: tensor<{''.join(f'{n}x' for n in source)}{element}>) -> "
        f"tensor<{'x'.join(map(str, shape))}x{element}> {{\n"
        f"  %r = stablehlo.broadcast_in_dim %x, dims = {ints(dims)} : (tensor<{''.join(f'{n}x' for n in source)}"
        f"{element}>) -> tensor<{'x'.join(map(str, shape))}x{element}>\n"
        f"  func.return %r : tensor<{'x'.join(map(str, shape))}x{element}>\n}}\n")
    op = next(op for op in module.walk() if op.name == "stablehlo.broadcast_in_dim")
    plan = broadcast_in_dim_plan(TABLE[op.name].decode(op))
    values = np.random.default_rng(1).standard_normal([2 * n for n in source]).astype(dtype)
    x = {"contiguous": np.ascontiguousarray(values[tuple(slice(0, n) for n in source)]),
         "transposed": np.ascontiguousarray(values[tuple(slice(0, n) for n in source)].T).T,
         "strided": values[tuple(slice(0, 2 * n, 2) for n in source)],
         "scalar": values[()]}[layout]
    got, want = plan(x), broadcast_array(np.asarray(x), shape, tuple(dims))
    assert got.shape == want.shape == shape and got.strides == want.strides and not got.flags.writeable
    assert got.dtype == want.dtype and np.ascontiguousarray(got).tobytes() == np.ascontiguousarray(want).tobytes()
