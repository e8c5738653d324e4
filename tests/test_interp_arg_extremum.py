"""``reduce`` of (values, indices) with the body JAX gives ``argmax``/``argmin`` (``lax._compute_argminmax``), which
the specializer computes without running the body (kernels/reduction.py ``_arg_extremum_plan``): bit for bit the
kernel's (value, index) pair, whose fold of halves picks among NaNs and among zeros of both signs by its order;
ties, infinities, repeated and unordered indices, NaN and tied init values, empty and several reduced dimensions
included. Bodies that differ in anything keep the kernel."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stablehlo_py
from helpers import MLIR_TYPES, ints
from stablehlo_py.interpreter import registry
from stablehlo_py.interpreter.evaluator import Interpreter
from stablehlo_py.interpreter.kernels import reduction

# JAX's body: pick the new value when it is greater (argmax; less: argmin) or NaN, the lesser index of equal values
BODY = """      %p = stablehlo.compare {direction}, %a, %b, {kind} : ({v}, {v}) -> tensor<i1>
      %n = stablehlo.compare NE, %a, %a, {kind} : ({v}, {v}) -> tensor<i1>
      %pick = stablehlo.or %p, %n : tensor<i1>
      %e = stablehlo.compare EQ, %a, %b, {kind} : ({v}, {v}) -> tensor<i1>
      %l = stablehlo.compare LT, %i, %j, SIGNED : ({x}, {x}) -> tensor<i1>
      %f = stablehlo.and %e, %l : tensor<i1>
      %q = stablehlo.or %pick, %f : tensor<i1>
      %s = stablehlo.select %pick, %a, %b : tensor<i1>, {v}
      %t = stablehlo.select %q, %i, %j : tensor<i1>, {x}
      stablehlo.return %s, %t : {v}, {x}"""


ELEMENTS = {**MLIR_TYPES, np.dtype(np.float16): "f16"}


def _type(shape, dtype) -> str:
    return f"tensor<{''.join(f'{n}x' for n in shape)}{ELEMENTS[np.dtype(dtype)]}>"


def _program(shape, dims, value_dtype, index_dtype, body: str = BODY, direction: str = "GT") -> str:
    v, x = _type((), value_dtype), _type((), index_dtype)
    kind = "FLOAT" if np.dtype(value_dtype).kind == "f" else "SIGNED"
    kept = [n for d, n in enumerate(shape) if d not in dims]
    values, indices = _type(shape, value_dtype), _type(shape, index_dtype)
    out_v, out_x = _type(kept, value_dtype), _type(kept, index_dtype)
    return (f"func.func @main(%x: {values}, %k: {indices}, %x0: {v}, %k0: {x}) -> ({out_v}, {out_x}) {{\n"
            f"  %r:2 = stablehlo.reduce(%x init: %x0), (%k init: %k0) across dimensions = {ints(dims)} : "
            f"({values}, {indices}, {v}, {x}) -> ({out_v}, {out_x})\n"
            f"    reducer(%a: {v}, %b: {v}) (%i: {x}, %j: {x}) {{\n"
            + body.format(direction=direction, kind=kind, v=v, x=x) +
            f"\n    }}\n  return %r#0, %r#1 : {out_v}, {out_x}\n}}\n")


def _both(program: str, args: list[np.ndarray]) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """The results through the specializer (the second call: the compiled one), then through the kernel alone."""
    def run() -> list[np.ndarray]:
        interpreter = Interpreter(stablehlo_py.parse_text(program))
        return [interpreter.call("main", args) for _ in "12"][1]

    fast = run()
    saved, registry.SPECIALIZERS = registry.SPECIALIZERS, {}
    try:
        return fast, run()
    finally:
        registry.SPECIALIZERS = saved


def _assert_same(fast: list[np.ndarray], slow: list[np.ndarray]) -> None:
    for a, b in zip(fast, slow, strict=True):
        assert a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()


# values where the fold's order shows: ties, zeros of both signs, infinities, NaNs of several payloads and signs
POOL = [1.5, 1.5, -2.0, 0.0, -0.0, np.inf, -np.inf, 3.0]
NANS = [np.float32(np.nan), -np.float32(np.nan), np.uint32(0x7FC00123).view(np.float32)]


@settings(max_examples=150, deadline=None, derandomize=True, database=None)
@given(shape_dims=st.sampled_from([((1, 96), (1,)), ((3, 7), (1,)), ((5, 4, 3), (1,)), ((2, 3, 5), (0, 2)),
                                   ((4, 1), (1,)), ((3, 0), (1,)), ((6,), (0,)), ((2, 9, 2), (2,))]),
       value_dtype=st.sampled_from([np.float32, np.float64, np.float16, np.int32, np.uint8]),
       index_dtype=st.sampled_from([np.int32, np.int64]), direction=st.sampled_from(["GT", "LT"]),
       nans=st.sampled_from([0, 0, 1, 4]), iota=st.booleans(), init=st.sampled_from([-np.inf, np.inf, 0.0, -0.0, 1.5]),
       init_index=st.sampled_from([0, 2, 1000]), seed=st.integers(0, 2**32 - 1))
def test_arg_extremum_plan_is_the_kernel(shape_dims, value_dtype, index_dtype, direction, nans, iota, init,
                                         init_index, seed):
    shape, dims = shape_dims
    rng = np.random.default_rng(seed)
    floating = np.dtype(value_dtype).kind == "f"
    pool = np.array(POOL if floating else [3, 3, 0, 7, 1, 7], dtype=np.float64)
    values = pool[rng.integers(0, len(pool), size=shape)].astype(value_dtype)
    if floating and nans and values.size:
        flat = values.reshape(-1)
        for at in rng.integers(0, flat.size, size=nans):
            flat[at] = NANS[int(rng.integers(len(NANS)))].astype(value_dtype)
    if iota and len(shape):
        indices = np.broadcast_to(np.arange(shape[dims[-1]], dtype=index_dtype).reshape(
            [-1 if d == dims[-1] else 1 for d in range(len(shape))]), shape).copy()
    else:  # repeated and out-of-order indices
        indices = rng.integers(-3, 4, size=shape).astype(index_dtype)
    init_value = np.array(init if floating else 5, dtype=value_dtype)
    program = _program(shape, dims, value_dtype, index_dtype, direction=direction)
    fast, slow = _both(program, [values, indices, init_value, np.array(init_index, dtype=index_dtype)])
    _assert_same(fast, slow)


def test_argmax_of_gpt_decode_logits_is_the_first_maximum():
    """The fast path's answer itself: the first index of the greatest logit (no NaN, not zero)."""
    logits = np.random.default_rng(5).standard_normal((1, 96)).astype(np.float32)
    logits[0, [17, 60]] = 9.0
    program = _program((1, 96), (1,), np.float32, np.int32)
    fast, slow = _both(program, [logits, np.arange(96, dtype=np.int32).reshape(1, 96), np.array(-np.inf, np.float32),
                                 np.array(0, np.int32)])
    _assert_same(fast, slow)
    assert fast[0].tolist() == [9.0] and fast[1].tolist() == [17]


def _plan(program: str):
    module = stablehlo_py.parse_text(program)
    op = next(op for op in module.walk() if op.name == "stablehlo.reduce")
    from stablehlo_py.dialect import TABLE
    return reduction.reduce_plan(TABLE[op.name].decode(op))


@pytest.mark.parametrize("change", [
    ("%p = stablehlo.compare {direction}", "%p = stablehlo.compare GE"),   # the last of equal values
    ("NE, %a, %a", "NE, %b, %b"),                                           # the NaN test of the other value
    ("select %pick, %a, %b", "select %pick, %b, %a"),                       # the values' select reversed
    ("select %q, %i, %j", "select %pick, %i, %j"),                          # the index not from the tie rule
    ("LT, %i, %j", "LT, %j, %i"),                                           # the greater index of equal values
    ("%a, %b, {kind}", "%a, %b, TOTALORDER"),                               # a total order (by bits)
])
def test_other_bodies_keep_the_kernel(change):
    assert _plan(_program((3, 7), (1,), np.float32, np.int32)) is not None
    assert _plan(_program((3, 7), (1,), np.float32, np.int32, body=BODY.replace(*change))) is None
