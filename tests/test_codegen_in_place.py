"""Generated code writes a ufunc plan's result into an operand's array when that operand dies at the op and only the
generated code references its array (codegen.py ``_Writer.owned``, issue #26: threefry's u32[1024, 1024] rounds
without a fresh array per op); never into an array something else may still read: a view of it, a region's
capture, a callee's result, a loop-carried value, an argument or a constant. Each program runs twice (the second
call is the generated function, tests/conftest.py) and is compared with NumPy."""
from __future__ import annotations

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.interpreter.source_view import compiled_source

N = 128  # f32[128, 128]: 16,384 elements, the smallest arrays written in place
T = f"tensor<{N}x{N}xf32>"


def _run(text: str, *args: np.ndarray) -> tuple[list[np.ndarray], str]:
    module = stablehlo_py.parse_text(text)
    first = module.run(*args)
    second = module.run(*args)
    for a, b in zip(first, second):
        assert a.tobytes() == b.tobytes()
    return list(second), compiled_source(module)


def _inputs() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(1)
    return rng.standard_normal((N, N)).astype(np.float32), rng.standard_normal((N, N)).astype(np.float32)


def test_a_chain_writes_into_its_own_arrays_and_leaves_the_arguments():
    x, y = _inputs()
    text = (f"func.func @main(%x: {T}, %y: {T}) -> {T} {{\n"
            f"  %0 = stablehlo.add %x, %y : {T}\n  %1 = stablehlo.multiply %0, %y : {T}\n"
            f"  %2 = stablehlo.subtract %1, %x : {T}\n  func.return %2 : {T}\n}}\n")
    saved = x.copy(), y.copy()
    (got,), source = _run(text, x, y)
    assert got.tobytes() == (((x + y) * y) - x).tobytes()
    assert x.tobytes() == saved[0].tobytes() and y.tobytes() == saved[1].tobytes()
    assert source.count("out=") == 2  # the multiply and the subtract; the add's operands are the arguments


def test_no_write_into_an_array_a_view_still_reads():
    """``%0`` dies at the multiply, but the reshape's result (a view of its array) is returned afterwards."""
    x, y = _inputs()
    flat = f"tensor<{N * N}xf32>"
    text = (f"func.func @main(%x: {T}, %y: {T}) -> ({T}, {flat}) {{\n"
            f"  %0 = stablehlo.add %x, %y : {T}\n  %1 = stablehlo.reshape %0 : ({T}) -> {flat}\n"
            f"  %2 = stablehlo.multiply %0, %y : {T}\n  func.return %2, %1 : {T}, {flat}\n}}\n")
    (product, view), source = _run(text, x, y)
    assert view.tobytes() == (x + y).reshape(-1).tobytes() and product.tobytes() == ((x + y) * y).tobytes()
    assert "out=" not in source


def test_no_write_into_a_callees_argument_it_returns():
    x, y = _inputs()
    text = (f"func.func @main(%x: {T}, %y: {T}) -> ({T}, {T}) {{\n"
            f"  %0 = stablehlo.add %x, %y : {T}\n  %1 = func.call @same(%0) : ({T}) -> {T}\n"
            f"  %2 = stablehlo.multiply %0, %y : {T}\n  func.return %2, %1 : {T}, {T}\n}}\n"
            f"func.func private @same(%a: {T}) -> {T} {{\n  func.return %a : {T}\n}}\n")
    (product, same), _ = _run(text, x, y)
    assert same.tobytes() == (x + y).tobytes() and product.tobytes() == ((x + y) * y).tobytes()


def test_no_write_into_a_value_a_region_reads():
    """A ``map`` body reading ``%0`` from outside (in an unused op): the value is the region's too (``env``)."""
    x, y = _inputs()
    text = (f"func.func @main(%x: {T}, %y: {T}) -> ({T}, {T}) {{\n"
            f"  %0 = stablehlo.add %x, %y : {T}\n"
            f'  %1 = "stablehlo.map"(%x) ({{\n  ^bb0(%e: tensor<f32>):\n'
            f"    %s = stablehlo.constant dense<2.0> : tensor<f32>\n    %m = stablehlo.multiply %e, %s : tensor<f32>\n"
            f"    %unused = stablehlo.abs %0 : {T}\n"
            f"    stablehlo.return %m : tensor<f32>\n  }}) {{dimensions = array<i64: 0, 1>}} : ({T}) -> {T}\n"
            f"  %2 = stablehlo.multiply %0, %y : {T}\n  %3 = stablehlo.add %0, %1 : {T}\n"
            f"  func.return %2, %3 : {T}, {T}\n}}\n")
    (product, total), _ = _run(text, x, y)
    assert product.tobytes() == ((x + y) * y).tobytes() and total.tobytes() == ((x + y) + x * 2).tobytes()


@pytest.mark.parametrize("steps", [1, 3])
def test_loop_carried_values_are_not_written_in_place(steps):
    """The loop's values are the previous pass's results (and at first the arguments): the body makes its own."""
    x, y = _inputs()
    text = (f"func.func @main(%x: {T}, %y: {T}) -> ({T}, {T}) {{\n"
            f"  %c0 = stablehlo.constant dense<0> : tensor<i32>\n  %c1 = stablehlo.constant dense<1> : tensor<i32>\n"
            f"  %cn = stablehlo.constant dense<{steps}> : tensor<i32>\n"
            f"  %r:3 = stablehlo.while(%i = %c0, %a = %x, %b = %y) : tensor<i32>, {T}, {T}\n"
            f"    cond {{\n      %k = stablehlo.compare LT, %i, %cn : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
            f"      stablehlo.return %k : tensor<i1>\n    }} do {{\n"
            f"      %j = stablehlo.add %i, %c1 : tensor<i32>\n      %s = stablehlo.add %a, %b : {T}\n"
            f"      %t = stablehlo.multiply %s, %b : {T}\n      %u = stablehlo.subtract %t, %a : {T}\n"
            f"      stablehlo.return %j, %u, %s : tensor<i32>, {T}, {T}\n    }}\n"
            f"  func.return %r#1, %r#2 : {T}, {T}\n}}\n")
    saved = x.copy()
    (a, b), source = _run(text, x, y)
    want_a, want_b = x, y
    for _ in range(steps):
        s = want_a + want_b
        want_a, want_b = s * want_b - want_a, s
    assert a.tobytes() == want_a.tobytes() and b.tobytes() == want_b.tobytes() and x.tobytes() == saved.tobytes()
    assert "out=" in source  # the subtract writes into the product's array


def test_a_bitcast_or_reshape_of_a_dying_array_keeps_it_owned():
    """The uniform-sampling tail of jax.random: bits shifted, or-ed with an exponent, bitcast to f32, then
    arithmetic: the bitcast (and a reshape) is a view of the whole owned array, so the ops after it write in
    place too; the results are NumPy's."""
    rng = np.random.default_rng(2)
    bits = rng.integers(0, 2 ** 32, size=(N, N), dtype=np.uint32)
    u, flat = f"tensor<{N}x{N}xui32>", f"tensor<{N * N}xf32>"
    text = (f"func.func @main(%b: {u}, %s: tensor<ui32>, %o: tensor<ui32>) -> {flat} {{\n"
            f"  %sb = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<ui32>) -> {u}\n"
            f"  %ob = stablehlo.broadcast_in_dim %o, dims = [] : (tensor<ui32>) -> {u}\n"
            f"  %0 = stablehlo.shift_right_logical %b, %sb : {u}\n  %1 = stablehlo.or %0, %ob : {u}\n"
            f"  %2 = stablehlo.bitcast_convert %1 : ({u}) -> {T}\n"
            f"  %one = stablehlo.constant dense<1.0> : {T}\n  %3 = stablehlo.subtract %2, %one : {T}\n"
            f"  %4 = stablehlo.reshape %3 : ({T}) -> {flat}\n  %5 = stablehlo.multiply %4, %4 : {flat}\n"
            f"  func.return %5 : {flat}\n}}\n")
    saved = bits.copy()
    (got,), source = _run(text, bits, np.uint32(9), np.uint32(0x3F800000))
    expected = (((bits >> np.uint32(9)) | np.uint32(0x3F800000)).view(np.float32) - np.float32(1)).reshape(-1)
    assert got.tobytes() == (expected * expected).tobytes() and bits.tobytes() == saved.tobytes()
    assert source.count("out=") == 3  # the or, the subtract (after the bitcast) and the multiply (after the reshape)


def test_a_selects_array_is_owned():
    """``select`` of an array ``pred`` is ``np.where``, which makes a new array (and takes no ``out=``): the op
    that reads it last writes into it (erf_inv's coefficients, picked per element, in jax.random.normal)."""
    x, y = _inputs()
    b = f"tensor<{N}x{N}xi1>"
    text = (f"func.func @main(%x: {T}, %y: {T}) -> {T} {{\n"
            f"  %m = stablehlo.compare GT, %x, %y : ({T}, {T}) -> {b}\n"
            f"  %s = stablehlo.select %m, %x, %y : {b}, {T}\n  %r = stablehlo.multiply %s, %y : {T}\n"
            f"  func.return %r : {T}\n}}\n")
    saved = x.copy(), y.copy()
    (got,), source = _run(text, x, y)
    assert got.tobytes() == (np.where(x > y, x, y) * y).tobytes()
    assert x.tobytes() == saved[0].tobytes() and y.tobytes() == saved[1].tobytes()
    assert source.count("out=") == 1  # the multiply's, into the select's array
