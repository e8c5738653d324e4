"""Generated code writes a ufunc plan's result into an operand's array when that operand dies at the op and only the
generated code references its array (codegen.py ``_Writer.owned``, issue #26: threefry's u32[1024, 1024] rounds
without a fresh array per op; the zoo's f32[2048] chains without an allocation per op); never into an array something
else may still read: a view of it, a region's capture, a callee's result, a loop-carried value, a value a branch or a
loop body returns from outside, an argument or a constant. Each program runs several times, strict and not, through
generated code, and is compared bit for bit with the steps' results (no generated code) and with NumPy."""
from __future__ import annotations

import re

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.interpreter.evaluator import GENERATE_VARIABLE, Interpreter
from stablehlo_py.interpreter.source_view import compiled_source

SHAPES = [(2048,), (128, 128)]  # the zoo's vectors, and a big array (pages faulted in for each new one)


def _type(shape: tuple[int, ...], element: str = "f32") -> str:
    return f"tensor<{'x'.join(map(str, shape))}x{element}>"


def _run(text: str, *args: np.ndarray, monkeypatch) -> tuple[list[np.ndarray], str]:
    """The results of ``main`` through generated code (several runs, strict and not: each gives the steps' bits,
    and no run changes an earlier one's results nor the arguments), and the generated source."""
    module = stablehlo_py.parse_text(text)
    module.verify()
    saved = [np.array(a, copy=True) for a in args]
    monkeypatch.setenv(GENERATE_VARIABLE, "never")
    expected = [np.array(r, copy=True) for r in Interpreter(module).call("main", list(args))]
    monkeypatch.setenv(GENERATE_VARIABLE, "always")
    runs = [Interpreter(module, strict=strict).call("main", list(args)) for strict in (True, False, False, True)]
    for results in runs:
        assert [np.asarray(r).dtype for r in results] == [e.dtype for e in expected]
        assert [np.asarray(r).tobytes() for r in results] == [e.tobytes() for e in expected]
    assert [a.tobytes() for a in args] == [s.tobytes() for s in saved]
    return [np.asarray(r) for r in runs[-1]], compiled_source(module)


def _written_in_place(source: str) -> list[str]:
    """The ops (``stablehlo.add``, ...) whose line writes its result into an operand's array."""
    return re.findall(r"out=\w+\)  # (\S+)", source)


def _inputs(shape: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(1)
    return rng.standard_normal(shape).astype(np.float32), rng.standard_normal(shape).astype(np.float32)


@pytest.mark.parametrize("shape", SHAPES)
def test_a_chain_writes_into_its_own_arrays_and_leaves_the_arguments(shape, monkeypatch):
    x, y = _inputs(shape)
    t = _type(shape)
    text = (f"func.func @main(%x: {t}, %y: {t}) -> {t} {{\n"
            f"  %0 = stablehlo.add %x, %y : {t}\n  %1 = stablehlo.multiply %0, %y : {t}\n"
            f"  %2 = stablehlo.subtract %1, %x : {t}\n  func.return %2 : {t}\n}}\n")
    (got,), source = _run(text, x, y, monkeypatch=monkeypatch)
    assert got.tobytes() == (((x + y) * y) - x).tobytes()
    # the multiply and the subtract; the add's operands are the arguments
    assert _written_in_place(source) == ["stablehlo.multiply", "stablehlo.subtract"]


@pytest.mark.parametrize("element, dtype", [("f32", np.float32), ("f64", np.float64), ("f16", np.float16),
                                            ("i32", np.int32), ("ui8", np.uint8), ("i64", np.int64)])
def test_every_numpy_type_gets_the_same_bits_written_in_place(element, dtype, monkeypatch):
    """Integers wrap, float16 rounds each op, NaN, infinities, signed zeros and subnormals pass as they do in a
    new array: the ufunc's loop is the same, only where its result goes differs."""
    if np.dtype(dtype).kind == "f":
        info = np.finfo(dtype)
        special = np.array([np.nan, -np.nan, np.inf, -np.inf, 0.0, -0.0, info.smallest_subnormal, info.max], dtype)
    else:
        info = np.iinfo(dtype)
        special = np.array([info.min, info.max, 0, 1, info.max - 1, info.min + 1, 7, 3], dtype)
    x = np.resize(special, 64)
    y = np.roll(x, 3)
    t = _type((64,), element)
    text = (f"func.func @main(%x: {t}, %y: {t}) -> {t} {{\n"
            f"  %0 = stablehlo.add %x, %y : {t}\n  %1 = stablehlo.multiply %0, %0 : {t}\n"
            f"  %2 = stablehlo.subtract %1, %y : {t}\n  %3 = stablehlo.add %y, %2 : {t}\n"
            f"  func.return %3 : {t}\n}}\n")
    with np.errstate(all="ignore"):
        s = x + y
        want = y + (s * s - y)
    (got,), source = _run(text, x, y, monkeypatch=monkeypatch)
    assert got.tobytes() == want.tobytes()
    assert _written_in_place(source) == ["stablehlo.multiply", "stablehlo.subtract", "stablehlo.add"]


def test_no_write_into_a_value_read_after_the_op(monkeypatch):
    """``%0`` is read by the multiply and again by the subtract: the multiply makes a new array; the subtract, where
    both its operands die, writes into one of them."""
    x, y = _inputs((2048,))
    t = _type((2048,))
    text = (f"func.func @main(%x: {t}, %y: {t}) -> {t} {{\n"
            f"  %0 = stablehlo.add %x, %y : {t}\n  %1 = stablehlo.multiply %0, %y : {t}\n"
            f"  %2 = stablehlo.subtract %0, %1 : {t}\n  func.return %2 : {t}\n}}\n")
    (got,), source = _run(text, x, y, monkeypatch=monkeypatch)
    assert got.tobytes() == ((x + y) - (x + y) * y).tobytes()
    assert _written_in_place(source) == ["stablehlo.subtract"]


def test_a_value_returned_twice_and_read_by_an_op_keeps_its_array(monkeypatch):
    x, y = _inputs((2048,))
    t = _type((2048,))
    text = (f"func.func @main(%x: {t}, %y: {t}) -> ({t}, {t}, {t}) {{\n"
            f"  %0 = stablehlo.add %x, %y : {t}\n  %1 = stablehlo.multiply %0, %y : {t}\n"
            f"  %2 = stablehlo.negate %1 : {t}\n  func.return %0, %2, %0 : {t}, {t}, {t}\n}}\n")
    (first, negated, again), source = _run(text, x, y, monkeypatch=monkeypatch)
    assert first.tobytes() == again.tobytes() == (x + y).tobytes()
    assert negated.tobytes() == (-((x + y) * y)).tobytes()
    assert _written_in_place(source) == ["stablehlo.negate"]  # into the product's array, not the sum's


def test_no_write_into_a_broadcast_view(monkeypatch):
    """A ``broadcast_in_dim`` NumPy's broadcasting does not stand for (a ``negate`` reads it) is a read-only view of
    its operand's array: neither it nor (through it) the sum it views is written into; the add that reads the
    sum as a broadcast operand writes into its other, owned, operand of the result's shape."""
    x, y = _inputs((2048,))
    t, wide = _type((2048,)), _type((4, 2048))
    w = np.random.default_rng(3).standard_normal((4, 2048)).astype(np.float32)
    text = (f"func.func @main(%x: {t}, %y: {t}, %w: {wide}) -> ({wide}, {wide}) {{\n"
            f"  %0 = stablehlo.add %x, %y : {t}\n"
            f"  %1 = stablehlo.broadcast_in_dim %0, dims = [1] : ({t}) -> {wide}\n"
            f"  %2 = stablehlo.negate %1 : {wide}\n"
            f"  %3 = stablehlo.multiply %w, %w : {wide}\n"
            f"  %4 = stablehlo.add %1, %3 : {wide}\n  func.return %2, %4 : {wide}, {wide}\n}}\n")
    (negated, total), source = _run(text, x, y, w, monkeypatch=monkeypatch)
    assert negated.tobytes() == np.broadcast_to(-(x + y), (4, 2048)).tobytes()
    assert total.tobytes() == ((x + y) + w * w).tobytes()
    assert _written_in_place(source) == ["stablehlo.add"]  # the last add, into the product's array


@pytest.mark.parametrize("shape", SHAPES)
def test_no_write_into_an_array_a_view_still_reads(shape, monkeypatch):
    """``%0`` dies at the multiply, but the reshape's result (a view of its array) is returned afterwards."""
    x, y = _inputs(shape)
    t, flat = _type(shape), _type((int(np.prod(shape)),))
    text = (f"func.func @main(%x: {t}, %y: {t}) -> ({t}, {flat}) {{\n"
            f"  %0 = stablehlo.add %x, %y : {t}\n  %1 = stablehlo.reshape %0 : ({t}) -> {flat}\n"
            f"  %2 = stablehlo.multiply %0, %y : {t}\n  func.return %2, %1 : {t}, {flat}\n}}\n")
    (product, view), source = _run(text, x, y, monkeypatch=monkeypatch)
    assert view.tobytes() == (x + y).reshape(-1).tobytes() and product.tobytes() == ((x + y) * y).tobytes()
    assert _written_in_place(source) == []


@pytest.mark.parametrize("shape", SHAPES)
def test_no_write_into_a_callees_argument_it_returns(shape, monkeypatch):
    x, y = _inputs(shape)
    t = _type(shape)
    text = (f"func.func @main(%x: {t}, %y: {t}) -> ({t}, {t}) {{\n"
            f"  %0 = stablehlo.add %x, %y : {t}\n  %1 = func.call @same(%0) : ({t}) -> {t}\n"
            f"  %2 = stablehlo.multiply %0, %y : {t}\n  func.return %2, %1 : {t}, {t}\n}}\n"
            f"func.func private @same(%a: {t}) -> {t} {{\n  func.return %a : {t}\n}}\n")
    (product, same), _ = _run(text, x, y, monkeypatch=monkeypatch)
    assert same.tobytes() == (x + y).tobytes() and product.tobytes() == ((x + y) * y).tobytes()


@pytest.mark.parametrize("shape", SHAPES)
def test_no_write_into_a_value_a_region_reads(shape, monkeypatch):
    """A ``map`` body reading ``%0`` from outside (in an unused op): the value is the region's too (``env``)."""
    x, y = _inputs(shape)
    t = _type(shape)
    dims = ", ".join(map(str, range(len(shape))))
    text = (f"func.func @main(%x: {t}, %y: {t}) -> ({t}, {t}) {{\n"
            f"  %0 = stablehlo.add %x, %y : {t}\n"
            f'  %1 = "stablehlo.map"(%x) ({{\n  ^bb0(%e: tensor<f32>):\n'
            f"    %s = stablehlo.constant dense<2.0> : tensor<f32>\n    %m = stablehlo.multiply %e, %s : tensor<f32>\n"
            f"    %unused = stablehlo.abs %0 : {t}\n"
            f"    stablehlo.return %m : tensor<f32>\n  }}) {{dimensions = array<i64: {dims}>}} : ({t}) -> {t}\n"
            f"  %2 = stablehlo.multiply %0, %y : {t}\n  %3 = stablehlo.add %0, %1 : {t}\n"
            f"  func.return %2, %3 : {t}, {t}\n}}\n")
    (product, total), _ = _run(text, x, y, monkeypatch=monkeypatch)
    assert product.tobytes() == ((x + y) * y).tobytes() and total.tobytes() == ((x + y) + x * 2).tobytes()


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("taken", [True, False])
def test_no_write_into_an_outer_value_a_branch_returns(taken, shape, monkeypatch):
    """An ``if`` written as a Python branch returns ``%0`` (made before it) as its result: ``%0`` dies at the
    multiply after the ``if``, but its array is the ``if``'s result, returned."""
    x, y = _inputs(shape)
    t = _type(shape)
    text = (f"func.func @main(%x: {t}, %y: {t}, %p: tensor<i1>) -> ({t}, {t}) {{\n"
            f"  %0 = stablehlo.add %x, %y : {t}\n"
            f'  %1 = "stablehlo.if"(%p) ({{\n    stablehlo.return %0 : {t}\n  }}, {{\n'
            f"    %n = stablehlo.negate %x : {t}\n    stablehlo.return %n : {t}\n  }}) : (tensor<i1>) -> {t}\n"
            f"  %2 = stablehlo.multiply %0, %y : {t}\n  func.return %1, %2 : {t}, {t}\n}}\n")
    (chosen, product), source = _run(text, x, y, np.bool_(taken), monkeypatch=monkeypatch)
    assert chosen.tobytes() == ((x + y) if taken else -x).tobytes()
    assert product.tobytes() == ((x + y) * y).tobytes()
    assert _written_in_place(source) == []


@pytest.mark.parametrize("shape", SHAPES)
def test_no_write_into_an_outer_value_a_loop_body_returns(shape, monkeypatch):
    """A ``while`` body returns ``%0`` (made before the loop) as a loop-carried value: the loop's result is that
    array, and the subtract after the loop, where ``%0`` dies, makes a new one."""
    x, y = _inputs(shape)
    t = _type(shape)
    text = (f"func.func @main(%x: {t}, %y: {t}) -> ({t}, {t}) {{\n"
            f"  %c0 = stablehlo.constant dense<0> : tensor<i32>\n  %c1 = stablehlo.constant dense<1> : tensor<i32>\n"
            f"  %0 = stablehlo.add %x, %y : {t}\n"
            f"  %r:2 = stablehlo.while(%i = %c0, %a = %x) : tensor<i32>, {t}\n"
            f"    cond {{\n      %k = stablehlo.compare LT, %i, %c1 : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
            f"      stablehlo.return %k : tensor<i1>\n    }} do {{\n"
            f"      %j = stablehlo.add %i, %c1 : tensor<i32>\n"
            f"      stablehlo.return %j, %0 : tensor<i32>, {t}\n    }}\n"
            f"  %2 = stablehlo.subtract %0, %y : {t}\n  func.return %r#1, %2 : {t}, {t}\n}}\n")
    (carried, difference), source = _run(text, x, y, monkeypatch=monkeypatch)
    assert carried.tobytes() == (x + y).tobytes() and difference.tobytes() == ((x + y) - y).tobytes()
    assert _written_in_place(source) == []


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("steps", [1, 3])
def test_loop_carried_values_are_not_written_in_place(shape, steps, monkeypatch):
    """The loop's values are the previous pass's results (and at first the arguments): the body makes its own."""
    x, y = _inputs(shape)
    t = _type(shape)
    text = (f"func.func @main(%x: {t}, %y: {t}) -> ({t}, {t}) {{\n"
            f"  %c0 = stablehlo.constant dense<0> : tensor<i32>\n  %c1 = stablehlo.constant dense<1> : tensor<i32>\n"
            f"  %cn = stablehlo.constant dense<{steps}> : tensor<i32>\n"
            f"  %r:3 = stablehlo.while(%i = %c0, %a = %x, %b = %y) : tensor<i32>, {t}, {t}\n"
            f"    cond {{\n      %k = stablehlo.compare LT, %i, %cn : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
            f"      stablehlo.return %k : tensor<i1>\n    }} do {{\n"
            f"      %j = stablehlo.add %i, %c1 : tensor<i32>\n      %s = stablehlo.add %a, %b : {t}\n"
            f"      %t = stablehlo.multiply %s, %b : {t}\n      %u = stablehlo.subtract %t, %a : {t}\n"
            f"      stablehlo.return %j, %u, %s : tensor<i32>, {t}, {t}\n    }}\n"
            f"  func.return %r#1, %r#2 : {t}, {t}\n}}\n")
    (a, b), source = _run(text, x, y, monkeypatch=monkeypatch)
    want_a, want_b = x, y
    for _ in range(steps):
        s = want_a + want_b
        want_a, want_b = s * want_b - want_a, s
    assert a.tobytes() == want_a.tobytes() and b.tobytes() == want_b.tobytes()
    assert _written_in_place(source) == ["stablehlo.subtract"]  # into the product's array


@pytest.mark.parametrize("shape", SHAPES)
def test_a_bitcast_or_reshape_of_a_dying_array_keeps_it_owned(shape, monkeypatch):
    """The uniform-sampling tail of jax.random: bits shifted, or-ed with an exponent, bitcast to f32, then
    arithmetic: the bitcast (and a reshape) is a view of the whole owned array, so the ops after it write in
    place too; the results are NumPy's."""
    rng = np.random.default_rng(2)
    bits = rng.integers(0, 2 ** 32, size=shape, dtype=np.uint32)
    size = int(np.prod(shape))
    t, u, flat = _type(shape), _type(shape, "ui32"), _type((size,))
    text = (f"func.func @main(%b: {u}, %s: tensor<ui32>, %o: tensor<ui32>) -> {flat} {{\n"
            f"  %sb = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<ui32>) -> {u}\n"
            f"  %ob = stablehlo.broadcast_in_dim %o, dims = [] : (tensor<ui32>) -> {u}\n"
            f"  %0 = stablehlo.shift_right_logical %b, %sb : {u}\n  %1 = stablehlo.or %0, %ob : {u}\n"
            f"  %2 = stablehlo.bitcast_convert %1 : ({u}) -> {t}\n"
            f"  %one = stablehlo.constant dense<1.0> : {t}\n  %3 = stablehlo.subtract %2, %one : {t}\n"
            f"  %4 = stablehlo.reshape %3 : ({t}) -> {flat}\n  %5 = stablehlo.multiply %4, %4 : {flat}\n"
            f"  func.return %5 : {flat}\n}}\n")
    (got,), source = _run(text, bits, np.uint32(9), np.uint32(0x3F800000), monkeypatch=monkeypatch)
    expected = (((bits >> np.uint32(9)) | np.uint32(0x3F800000)).view(np.float32) - np.float32(1)).reshape(-1)
    assert got.tobytes() == (expected * expected).tobytes()
    # the or, the subtract (after the bitcast) and the multiply (after the reshape)
    assert _written_in_place(source) == ["stablehlo.or", "stablehlo.subtract", "stablehlo.multiply"]


@pytest.mark.parametrize("shape", SHAPES)
def test_a_selects_array_is_owned(shape, monkeypatch):
    """``select`` of an array ``pred`` is ``np.where``, which makes a new array (and takes no ``out=``): the op
    that reads it last writes into it (erf_inv's coefficients, picked per element, in jax.random.normal)."""
    x, y = _inputs(shape)
    t, b = _type(shape), _type(shape, "i1")
    text = (f"func.func @main(%x: {t}, %y: {t}) -> {t} {{\n"
            f"  %m = stablehlo.compare GT, %x, %y : ({t}, {t}) -> {b}\n"
            f"  %s = stablehlo.select %m, %x, %y : {b}, {t}\n  %r = stablehlo.multiply %s, %y : {t}\n"
            f"  func.return %r : {t}\n}}\n")
    (got,), source = _run(text, x, y, monkeypatch=monkeypatch)
    assert got.tobytes() == (np.where(x > y, x, y) * y).tobytes()
    assert _written_in_place(source) == ["stablehlo.multiply"]  # into the select's array


def test_widened_results_casts_and_matmuls_are_owned(monkeypatch):
    """An upcast unary op's result (its float64 copy rounded by ``astype``), a ``convert``'s (``astype``'s copy) and
    a plain ``dot_general``'s (``np.matmul``'s) are new arrays: the op where each dies writes into it (a GRU's gates
    after their sigmoid, a bias added to a product)."""
    rng = np.random.default_rng(4)
    x = rng.standard_normal((8, 64)).astype(np.float32)
    w = rng.standard_normal((64, 32)).astype(np.float32)
    bias = rng.standard_normal((8, 32)).astype(np.float32)
    n = rng.integers(-50, 50, size=(8, 32), dtype=np.int32)
    t, tw, tb, ti = _type((8, 64)), _type((64, 32)), _type((8, 32)), _type((8, 32), "i32")
    text = (f"func.func @main(%x: {t}, %w: {tw}, %b: {tb}, %n: {ti}) -> {tb} {{\n"
            f"  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : ({t}, {tw}) -> {tb}\n"
            f"  %1 = stablehlo.add %0, %b : {tb}\n  %2 = stablehlo.logistic %1 : {tb}\n"
            f"  %3 = stablehlo.multiply %2, %b : {tb}\n  %4 = stablehlo.convert %n : ({ti}) -> {tb}\n"
            f"  %5 = stablehlo.add %b, %4 : {tb}\n  %6 = stablehlo.subtract %3, %5 : {tb}\n"
            f"  func.return %6 : {tb}\n}}\n")
    (got,), source = _run(text, x, w, bias, n, monkeypatch=monkeypatch)
    gate = (1 / (1 + np.exp(-(np.matmul(x, w) + bias).astype(np.float64)))).astype(np.float32)
    assert np.allclose(got, gate * bias - (bias + n.astype(np.float32)), rtol=1e-6, atol=1e-6)
    # the add into the product, the multiply into the gate, the add into the cast and the subtract
    assert _written_in_place(source) == ["stablehlo.add", "stablehlo.multiply", "stablehlo.add",
                                         "stablehlo.subtract"]


def test_no_write_into_0d_or_empty_values(monkeypatch):
    """0-d results are NumPy scalars (operators), and an empty array has nothing to write: no ``out=``."""
    t, e = "tensor<f32>", _type((0, 3))
    text = (f"func.func @main(%x: {t}, %y: {t}, %a: {e}, %b: {e}) -> ({t}, {e}) {{\n"
            f"  %0 = stablehlo.add %x, %y : {t}\n  %1 = stablehlo.multiply %0, %y : {t}\n"
            f"  %2 = stablehlo.add %a, %b : {e}\n  %3 = stablehlo.multiply %2, %b : {e}\n"
            f"  func.return %1, %3 : {t}, {e}\n}}\n")
    empty = np.zeros((0, 3), np.float32)
    (scalar, nothing), source = _run(text, np.float32(1.5), np.float32(-2.0), empty, empty, monkeypatch=monkeypatch)
    assert float(scalar) == (1.5 - 2.0) * -2.0 and nothing.shape == (0, 3)
    assert _written_in_place(source) == []
