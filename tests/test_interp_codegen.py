"""Functions compiled to Python (interpreter/codegen.py, issue #12): the generated code gives what the steps
give, locates errors at their op, writes loops and branches as Python, writes small callees inline, does not
make broadcasts of scalars that only feed broadcasting ufuncs, and runs only when worth it (``auto``)."""
from __future__ import annotations

import re

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.interpreter.source_view import compiled_source
from stablehlo_py.interpreter.errors import InterpreterError
from stablehlo_py.interpreter.evaluator import GENERATE_VARIABLE, Interpreter, compiled_func, generated_python

from conftest import TESTDATA
from helpers import check_programs

LOOP = """
func.func @main(%x: tensor<4xf32>, %n: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<4xf32>
   cond {
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
    %w = func.call @step(%v, %i) : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
    stablehlo.return %j, %w : tensor<i32>, tensor<4xf32>
  }
  %big = stablehlo.compare GT, %n, %c0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %s = "stablehlo.if"(%big) ({
    %half = stablehlo.constant dense<0.5> : tensor<f32>
    %h = stablehlo.broadcast_in_dim %half, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %m = stablehlo.multiply %r#1, %h : tensor<4xf32>
    stablehlo.return %m : tensor<4xf32>
  }, {
    stablehlo.return %x : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  %c0f = stablehlo.constant dense<0.0> : tensor<f32>
  %total = stablehlo.reduce(%s init: %c0f) applies stablehlo.add across dimensions = [0]
      : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %b = stablehlo.broadcast_in_dim %total, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %neg = stablehlo.negate %b : tensor<4xf32>
  return %s, %neg : tensor<4xf32>, tensor<4xf32>
}
func.func private @step(%v: tensor<4xf32>, %i: tensor<i32>) -> tensor<4xf32> {
  %f = stablehlo.convert %i : (tensor<i32>) -> tensor<f32>
  %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %s = stablehlo.sine %v : tensor<4xf32>
  %a = stablehlo.add %s, %b : tensor<4xf32>
  return %a : tensor<4xf32>
}
"""


def _line(fragment: str, text: str = LOOP) -> int:
    """The line of ``text`` that holds ``fragment`` (1-based)."""
    return next(i for i, line in enumerate(text.splitlines(), 1) if fragment in line)


def _expected(x: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    v = x.copy()
    for i in range(n):
        v = (np.sin(v.astype(np.float64)).astype(np.float32) + np.float32(i)).astype(np.float32)
    s = v * np.float32(0.5) if n > 0 else x
    return s, -np.full(4, s.sum(dtype=np.float32), np.float32)


def _run(text_or_module, *args, policy: str, monkeypatch) -> list:
    monkeypatch.setenv(GENERATE_VARIABLE, policy)
    module = text_or_module if isinstance(text_or_module, stablehlo_py.Module) else stablehlo_py.parse_text(text_or_module)
    return [np.asarray(r) for r in Interpreter(module).call("main", list(args))]


@pytest.mark.parametrize("n", [0, 3])
def test_generated_code_and_steps_agree(n, monkeypatch):
    module = stablehlo_py.parse_text(LOOP)
    module.verify()
    x = np.array([0.5, 1.0, -2.0, 3.0], np.float32)
    generated = _run(module, x, np.int32(n), policy="always", monkeypatch=monkeypatch)
    steps = _run(module, x, np.int32(n), policy="never", monkeypatch=monkeypatch)
    for g, s, e in zip(generated, steps, _expected(x, n)):
        assert g.dtype == s.dtype == np.float32
        np.testing.assert_array_equal(g, s)
        np.testing.assert_allclose(g, e, rtol=1e-6)


def test_the_source_shows_loops_branches_inlined_calls_and_elided_broadcasts():
    module = stablehlo_py.parse_text(LOOP)
    source = compiled_source(module)
    main = source.split("# @step")[0]
    assert re.search(r"for w1 in count\d+\(1\):", main) and "break" in main and "else:" in main  # w1 counts passes
    assert "sf1_" in main  # @step written inline in the loop body
    # the broadcast of %half feeds a multiply: not made; the broadcast of %total feeds negate: made
    half, total = _line("%h = stablehlo.broadcast_in_dim"), _line("%b = stablehlo.broadcast_in_dim %total")
    assert f"broadcast_in_dim at {half}:" not in main  # the multiply reads the constant's scalar itself
    assert any(f"multiply at {_line('%m = stablehlo.multiply')}:" in line and ", C" in line for line in main.splitlines())
    assert any(f"broadcast_in_dim at {total}:" in line and "P" in line.split("#")[0] for line in main.splitlines())
    assert f"stablehlo.while at {_line('stablehlo.while')}:" in main
    assert f"stablehlo.sine at {_line('stablehlo.sine')}:" in main


def test_an_error_in_a_loop_body_is_located_at_its_op(monkeypatch):
    program = LOOP.replace("func.call @step(%v, %i)", "stablehlo.custom_call @nobody(%v, %i)")
    for policy in ("always", "never"):
        with pytest.raises(InterpreterError) as raised:
            _run(program, np.ones(4, np.float32), np.int32(2), policy=policy, monkeypatch=monkeypatch)
        assert raised.value.line == _line("@nobody", program) and "@nobody" in str(raised.value)


def test_auto_generates_code_for_loops_and_for_second_calls(monkeypatch):
    monkeypatch.setenv(GENERATE_VARIABLE, "auto")
    straight = stablehlo_py.parse_text("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                                 "  %0 = stablehlo.add %a, %a : tensor<2xf32>\n  return %0 : tensor<2xf32>\n}")
    compiled = compiled_func(straight.funcs["main"])
    straight.run(np.ones(2, np.float32))
    assert not compiled.generated  # the first call ran the steps
    straight.run(np.ones(2, np.float32))
    assert compiled.generated
    looping = stablehlo_py.parse_text(LOOP)
    looping.run(np.ones(4, np.float32), np.int32(1))
    assert compiled_func(looping.funcs["main"]).generated


def test_interpret_programs_give_the_same_results_as_steps(monkeypatch):
    """Every self-checking program of testdata/interpret passes through the steps too (the project's tests
    run generated code everywhere else)."""
    monkeypatch.setenv(GENERATE_VARIABLE, "never")
    assert sum(check_programs(path) for path in sorted((TESTDATA / "interpret").rglob("*.mlir"))) > 50


def test_loops_nested_deeper_than_python_allows_run_through_the_steps(monkeypatch):
    """Python compiles at most 20 nested loops: deeper programs run through their steps."""
    depth, lines, value = 25, [], "%x"
    for d in range(depth):
        lines += [f"%r{d} = stablehlo.while(%a{d} = {value}) : tensor<i32>", " cond {",
                  f"  %c{d} = stablehlo.constant dense<1> : tensor<i32>",
                  f"  %p{d} = stablehlo.compare LT, %a{d}, %c{d} : (tensor<i32>, tensor<i32>) -> tensor<i1>",
                  f"  stablehlo.return %p{d} : tensor<i1>", "} do {"]
        value = f"%a{d}"
    lines += [f"%inc = stablehlo.add {value}, {value} : tensor<i32>"]
    for d in reversed(range(depth)):
        lines += [f"stablehlo.return {'%inc' if d == depth - 1 else f'%r{d + 1}'} : tensor<i32>", "}"]
    text = "func.func @main(%x: tensor<i32>) -> tensor<i32> {\n" + "\n".join(lines) + "\nreturn %r0 : tensor<i32>\n}"
    module = stablehlo_py.parse_text(text)
    assert generated_python(compiled_func(module.funcs["main"]), False) is None
    assert _run(module, np.int32(5), policy="always", monkeypatch=monkeypatch)[0] == 5
    assert "runs through its steps" in compiled_source(module)


REUSE = """
func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>, %w: tensor<f32>, %n: tensor<i32>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>) {
  %a = stablehlo.add %x, %y : tensor<4xf32>
  %b = stablehlo.multiply %a, %a : tensor<4xf32>
  %t = stablehlo.tanh %b : tensor<4xf32>
  %u = stablehlo.subtract %t, %x : tensor<4xf32>
  %wb = stablehlo.broadcast_in_dim %w, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %v = stablehlo.multiply %u, %wb : tensor<4xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %s = %v) : tensor<i32>, tensor<4xf32>
   cond {
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
    %s2 = stablehlo.multiply %s, %s : tensor<4xf32>
    %s3 = stablehlo.sine %s2 : tensor<4xf32>
    %s4 = func.call @step(%s3, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    stablehlo.return %j, %s4 : tensor<i32>, tensor<4xf32>
  }
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = "stablehlo.reduce"(%r#1, %z) ({
  ^bb0(%e: tensor<f32>, %f: tensor<f32>):
    %g = stablehlo.add %e, %f : tensor<f32>
    %h = stablehlo.multiply %g, %w : tensor<f32>
    stablehlo.return %h : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %big = stablehlo.compare GT, %n, %c0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %q = "stablehlo.if"(%big) ({
    %e1 = stablehlo.exponential %u : tensor<4xf32>
    %e2 = stablehlo.negate %e1 : tensor<4xf32>
    stablehlo.return %e2 : tensor<4xf32>
  }, {
    stablehlo.return %x : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  %k = func.call @step(%u, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %k2 = stablehlo.multiply %k, %k : tensor<4xf32>
  %last = stablehlo.add %q, %k2 : tensor<4xf32>
  return %t, %r#1, %last, %sum, %u : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>
}
func.func private @step(%v: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %a = stablehlo.add %v, %y : tensor<4xf32>
  %b = stablehlo.cosine %a : tensor<4xf32>
  return %b : tensor<4xf32>
}
"""


@pytest.mark.parametrize("n", [0, 3])
def test_results_take_the_names_of_operands_that_die(n, monkeypatch):
    """A result is assigned to the local of an operand that dies at its op (the old array released as ``del``
    would) where nothing else reads that local: not an argument read later, a value returned or read by a
    region, a loop-carried value nor a caller's local; the results are the steps', bit for bit, on NaN,
    infinities, signed zeros and subnormals."""
    module = stablehlo_py.parse_text(REUSE)
    module.verify()
    x = np.array([np.nan, -0.0, np.inf, 1e-40], np.float32)
    y = np.array([-np.inf, 0.0, 2.5, -1e-45], np.float32)
    args = (x, y, np.float32(-0.5), np.int32(n))
    generated = _run(module, *args, policy="always", monkeypatch=monkeypatch)
    steps = _run(module, *args, policy="never", monkeypatch=monkeypatch)
    for g, s in zip(generated, steps):
        assert g.dtype == s.dtype and g.tobytes() == s.tobytes()
    main = compiled_source(module).split("# @step")[0]
    lines = [line.split("#")[0].strip() for line in main.splitlines()]
    # %b = %a * %a: %a dies, its local holds %b (its array too: the add's own, codegen.py ``fresh_array``); then
    # %t (returned) in %b's local, written in place
    (square,) = [line for line in lines if re.fullmatch(r"(s\d+) = P\d+\((\1), \1, out=\1\)", line)]
    local = square.split(" = ")[0]
    assert f"{local} = tanh(({local} := {local}.astype(float64)), {local}).astype(float32)" in lines
    # the arguments %x, %y (read later) and the loop-carried values keep their values
    assert not any(re.match(r"(s0|s1|w1_\d+) = ", line) for line in lines)
    # the loop body's sine reuses its square's local, which the inlined @step reads but does not reuse
    (sine,) = [line for line in lines if " = sin((" in line]
    assert f"del {sine.split(' = ')[0]}" in lines
    # an inlined call's result is the callee's local itself, which the caller's next op takes once it dies
    assert not any(re.fullmatch(r"(s\d+, )+= .*", line) and "sf" in line for line in lines)
    assert any(re.fullmatch(r"(sf2_\d+) = P\d+\((\1), \1\)", line) for line in lines)  # %k2 = %k * %k
    assert sum(line.startswith("del ") for line in lines) == 7  # 14 before results took dying names


CHAINED_UPDATES = """
func.func @main(%m: tensor<4x3xf32>, %i: tensor<i32>, %j: tensor<i32>) -> (tensor<4x3xf32>, tensor<1x3xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<1x1xf32>
  %col = stablehlo.dynamic_slice %m, %c0, %j, sizes = [4, 1] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1xf32>
  %twice = stablehlo.add %col, %col : tensor<4x1xf32>
  %u1 = stablehlo.dynamic_update_slice %m, %twice, %c0, %i : (tensor<4x3xf32>, tensor<4x1xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
  %u2 = stablehlo.dynamic_update_slice %u1, %z, %i, %j : (tensor<4x3xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
  %row = stablehlo.dynamic_slice %u2, %j, %c0, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
  %u3 = stablehlo.dynamic_update_slice %u2, %z, %j, %i : (tensor<4x3xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
  %u4 = stablehlo.dynamic_update_slice %u3, %row, %i, %c0 : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
  return %u4, %row : tensor<4x3xf32>, tensor<1x3xf32>
}
"""


@pytest.mark.parametrize("i, j", [(0, 0), (1, 2), (3, 1), (-2, 7)])
def test_a_chain_of_updates_copies_once(i, j, monkeypatch):
    """An update of another's result read by nothing else writes it in place (``U``); one whose operand a view
    (``%row``) still reads copies it, so the view keeps the values it had; the steps' results either way."""
    module = stablehlo_py.parse_text(CHAINED_UPDATES)
    module.verify()
    lines = [line for line in compiled_source(module).splitlines() if "dynamic_update_slice" in line]
    assert [re.match(r"\s*\w+ = ([A-Z])", line).group(1) for line in lines] == ["P", "U", "P", "U"]
    m = np.arange(12, dtype=np.float32).reshape(4, 3)
    generated = _run(module, m, np.int32(i), np.int32(j), policy="always", monkeypatch=monkeypatch)
    steps = _run(module, m, np.int32(i), np.int32(j), policy="never", monkeypatch=monkeypatch)
    for g, s in zip(generated, steps):
        np.testing.assert_array_equal(g, s)
    np.testing.assert_array_equal(m, np.arange(12, dtype=np.float32).reshape(4, 3))  # the argument unchanged


_BENCH = TESTDATA / "bench"


def _bench_names() -> list[str]:
    import json

    return sorted(json.loads((_BENCH / "programs.json").read_text()))


@pytest.mark.parametrize("name", _bench_names())
def test_benchmark_models_give_the_same_bits_through_steps_and_generated_code(name, monkeypatch):
    """A first run goes through the steps and later ones through generated code (``auto``): both give every
    result bit for bit, whatever layout their kernels return views in (dot_general and float sums once
    differed in the last bit: torch_interpolate, small_linalg's slogdet)."""
    import json

    source = json.loads((_BENCH / "programs.json").read_text())[name]["source"]
    path = _BENCH / (f"{name}.jax_exported" if source == "jax" else f"{name}.mlir")
    with np.load(_BENCH / f"{name}.inputs.npz") as archive:
        args = [archive[f"in{i}"] for i in range(len(archive.files))]
    results = []
    for policy in ("never", "always"):
        monkeypatch.setenv(GENERATE_VARIABLE, policy)
        module = stablehlo_py.load(path)
        outputs = module.call_flat(args) if source == "jax" else module.run(*args)
        results.append([np.asarray(r) for r in outputs])
    assert len(results[0]) == len(results[1]) > 0
    for steps, generated in zip(*results):
        assert steps.dtype == generated.dtype and steps.tobytes() == generated.tobytes()
