"""Compiling a function (issue #12): the kernel and decoded attribute values of an op without regions are found
once per signature (``ir.nodes.signature``, interpreter/evaluator.py ``_Compiler.evaluation``) and reused for
the ops that share it, each in a record of its own; so are the generated code's specialized functions
(``registry.specialized``). Every step must be what ``evaluation_function`` makes of its op on its own: the same
kernel, equal attribute values, the op itself as ``attrs.op``."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.interpreter.evaluator import GENERATE_VARIABLE, CompiledBlock, compiled_func, evaluation_function
from stablehlo_py.interpreter.kernels import lookup
from stablehlo_py.interpreter.registry import specialized
from stablehlo_py.ir.nodes import signature
from stablehlo_py.parser import parse_text, split_chunks

BENCH = Path(__file__).resolve().parents[1] / "testdata" / "bench"
PROGRAMS = list(json.loads((BENCH / "programs.json").read_text()))


def _blocks(compiled) -> list[CompiledBlock]:
    return [compiled.entry, *compiled.regions.values()]


def _assert_steps_as_made_alone(module) -> int:
    """Every step of every function of ``module`` against ``evaluation_function`` of its op; the number of
    steps whose attributes came from an earlier op with the same signature."""
    shared = 0
    for func in module.funcs.values():
        if func.body is None:
            continue
        firsts: dict[tuple, object] = {}
        for block in _blocks(compiled_func(func)):
            for fn, attrs, op, *_ in block.steps:
                alone_fn, alone = evaluation_function(op)
                assert type(attrs) is type(alone), op
                assert repr(attrs) == repr(alone), op  # the values, arrays included (``op`` is not shown)
                if alone.op is op:  # not wrapped for quantized types: the registered kernel itself, or the same
                    # kernel in a wrapper that runs big arrays in chunks (parallel.py; made per op)
                    assert attrs.op is op and (fn is alone_fn or fn.__code__ is alone_fn.__code__
                                               and fn.__wrapped__ is alone_fn.__wrapped__), op
                else:  # quantized through float: a wrapper made for this op, attributes of its float twin
                    assert fn is not lookup(op.name) and attrs.op is not op, op
                if not op.regions and attrs.op is op:
                    key = (op.name, op.operand_types, op.result_types, tuple(op.attributes.items()))
                    first = firsts.setdefault(key, attrs)
                    shared += first is not attrs and all(
                        getattr(first, f) is getattr(attrs, f) for f in type(attrs).__dataclass_fields__ if f != "op")
    return shared


@pytest.mark.parametrize("name", PROGRAMS)
def test_bench_program_steps(name):
    path = BENCH / f"{name}.mlir"
    shared = _assert_steps_as_made_alone(stablehlo_py.load(path))
    assert shared > 0  # every program repeats some op with its types and attributes


def test_quantized_steps_are_made_per_op():
    module = stablehlo_py.parse_text(
        "func.func @main(%a: tensor<2xf32>, %q: tensor<2x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<2xf32> {\n"
        "  %0 = stablehlo.add %a, %a : tensor<2xf32>\n"
        "  %1 = stablehlo.add %q, %q : tensor<2x!quant.uniform<i8:f32, 0.5:0>>\n"
        "  %2 = stablehlo.add %1, %q : tensor<2x!quant.uniform<i8:f32, 0.5:0>>\n"
        "  %3 = stablehlo.add %0, %a : tensor<2xf32>\n"
        "  func.return %3 : tensor<2xf32>\n}\n")
    assert _assert_steps_as_made_alone(module) == 1  # %3 reuses %0's; %2 is made on its own as %1 is
    steps = compiled_func(module.funcs["main"]).entry.steps
    assert steps[1][0] is not steps[2][0] and steps[1][1].op is not steps[2][1].op


def test_shared_quantized_suite_steps():
    from conftest import shared_suite

    path = shared_suite("interpret") / "quantized_ops.mlir"
    for chunk, offset in split_chunks(path.read_text()):
        _assert_steps_as_made_alone(parse_text(chunk, str(path), offset))


def _run(module, inputs, policy, monkeypatch) -> list[np.ndarray]:
    monkeypatch.setenv(GENERATE_VARIABLE, policy)
    return [np.asarray(r) for r in module.run(*inputs)]


@pytest.mark.parametrize("name", ["elementwise_chain", "lstm_scan", "gpt_forward"])
def test_specialized_functions_are_shared_by_signature(name, monkeypatch):
    """The generated code's specialized functions (registry.specialized with codegen's ``made``): one per
    signature, and the generated run equals the steps' run bit for bit."""
    module = stablehlo_py.load(BENCH / f"{name}.mlir")
    with np.load(BENCH / f"{name}.inputs.npz") as archive:
        inputs = [archive[f"in{i}"] for i in range(len(archive.files))]
    made: dict = {}
    plans = {}  # ir.nodes.signature -> the specialized function each op with it got
    count = 0
    for func in module.funcs.values():
        for block in _blocks(compiled_func(func)) if func.body is not None else []:
            for fn, attrs, op, *_ in block.steps:
                plan = specialized(op.name, attrs, fn, made)
                if plan is None or op.regions:
                    continue
                count += 1
                assert plans.setdefault(signature(op), plan) is plan, op
    assert len(made) == len(plans) < count
    steps = _run(module, inputs, "never", monkeypatch)
    generated = _run(stablehlo_py.load(BENCH / f"{name}.mlir"), inputs, "always", monkeypatch)
    for a, b in zip(steps, generated):
        assert a.dtype == b.dtype and a.tobytes() == b.tobytes()
