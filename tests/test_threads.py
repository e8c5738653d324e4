"""All cores for big arrays (issue #26 point 6, interpreter/parallel.py): elementwise ops, converts and reductions
of at least MIN_ELEMENTS elements run in chunks on a thread pool, bit for bit as on one thread.

Most tests lower the thresholds (MIN_ELEMENTS, CHUNK_ELEMENTS, CONTIGUOUS_RUN) so that small arrays split into
many uneven chunks; one runs at the real threshold. Each checks that the chunks did run (``in_chunks`` spied on)."""
from __future__ import annotations

import os

import ml_dtypes
import numpy as np
import pytest

from stablehlo_py import InputError, parse_text
from stablehlo_py.interpreter import parallel, run_on_grid
from stablehlo_py.interpreter.parallel import THREADS_VARIABLE


@pytest.fixture
def chunks(monkeypatch):
    """Small thresholds, and the calls of ``in_chunks`` (its ``positions``) recorded."""
    monkeypatch.setattr(parallel, "MIN_ELEMENTS", 1000)
    monkeypatch.setattr(parallel, "CHUNK_ELEMENTS", 97)
    monkeypatch.setattr(parallel, "CONTIGUOUS_RUN", 8)
    calls: list[int] = []
    real = parallel.in_chunks

    def spy(threads, part, positions, *args):
        calls.append(positions)
        real(threads, part, positions, *args)

    monkeypatch.setattr(parallel, "in_chunks", spy)
    return calls


def _runs(monkeypatch, module, *inputs, numerics=None):
    """The results on 1 thread (twice: the steps, then the generated Python) and on 2 and 3 (the same)."""
    results = {}
    for threads in (1, 2, 3):
        monkeypatch.setenv(THREADS_VARIABLE, str(threads))
        results[threads] = [module.run(*inputs, numerics=numerics) for _ in range(2)]
    return results


def _assert_identical(results) -> None:
    reference = results[1][0]
    for runs in results.values():
        for outputs in runs:
            for got, want in zip(outputs, reference):
                assert got.dtype == want.dtype and got.shape == want.shape
                assert np.array_equal(got.view(np.uint8), want.view(np.uint8)), "not bit for bit"


def _values(shape, dtype, seed=0) -> np.ndarray:
    """Normal values with NaNs, infinities and both zeros among them."""
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape) * 3
    flat = x.reshape(-1)
    flat[rng.integers(0, flat.size, 40)] = np.nan
    flat[rng.integers(0, flat.size, 20)] = np.inf
    flat[rng.integers(0, flat.size, 20)] = -np.inf
    flat[rng.integers(0, flat.size, 20)] = 0.0
    flat[rng.integers(0, flat.size, 20)] = -0.0
    return x.astype(dtype)


ELEMENTWISE = """func.func @main(%x: tensor<37x61x{t}>, %y: tensor<37x61x{t}>) -> (tensor<37x61x{t}>, tensor<37x61x{t}>,
    tensor<37x61x{t}>, tensor<37x61x{t}>, tensor<37x61x{t}>, tensor<37x61x{t}>, tensor<37x61xi1>) {{
  %e = stablehlo.exponential %x : tensor<37x61x{t}>
  %l = stablehlo.logistic %y : tensor<37x61x{t}>
  %p = stablehlo.power %x, %y : tensor<37x61x{t}>
  %a = stablehlo.atan2 %x, %y : tensor<37x61x{t}>
  %d = stablehlo.divide %e, %y : tensor<37x61x{t}>
  %m = stablehlo.add %d, %l : tensor<37x61x{t}>
  %c = stablehlo.compare LT, %x, %y : (tensor<37x61x{t}>, tensor<37x61x{t}>) -> tensor<37x61xi1>
  return %e, %l, %p, %a, %d, %m, %c : tensor<37x61x{t}>, tensor<37x61x{t}>, tensor<37x61x{t}>, tensor<37x61x{t}>,
    tensor<37x61x{t}>, tensor<37x61x{t}>, tensor<37x61xi1>
}}
"""


@pytest.mark.parametrize("numerics", ["exact", "fast"])
@pytest.mark.parametrize("t, dtype", [("f32", np.float32), ("f64", np.float64), ("f16", np.float16),
                                      ("bf16", ml_dtypes.bfloat16)])
def test_elementwise_chunked_bit_for_bit(monkeypatch, chunks, t, dtype, numerics) -> None:
    module = parse_text(ELEMENTWISE.format(t=t))
    x, y = _values((37, 61), dtype, 1), _values((37, 61), dtype, 2)
    _assert_identical(_runs(monkeypatch, module, x, y, numerics=numerics))
    assert chunks and all(positions == 37 * 61 for positions in chunks)  # flat chunks of every op chunked


def test_broadcast_operands_chunked_along_an_axis(monkeypatch, chunks) -> None:
    """Generated code passes a 0-d or lower-rank operand where a broadcast NumPy makes itself was elided: the
    chunks split the result along an axis then, the operands where they have it."""
    module = parse_text("""func.func @main(%x: tensor<40x50xf32>, %s: tensor<f32>, %r: tensor<50xf32>) -> tensor<40x50xf32> {
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<40x50xf32>
  %c = stablehlo.broadcast_in_dim %r, dims = [1] : (tensor<50xf32>) -> tensor<40x50xf32>
  %p = stablehlo.power %x, %b : tensor<40x50xf32>
  %q = stablehlo.atan2 %p, %c : tensor<40x50xf32>
  return %q : tensor<40x50xf32>
}
""")
    x = np.abs(_values((40, 50), np.float32))
    _assert_identical(_runs(monkeypatch, module, x, np.float32(1.7), _values(50, np.float32, 3)))
    assert chunks


@pytest.mark.parametrize("source, target", [("f32", "f16"), ("f32", "bf16"), ("f32", "i32"), ("f64", "f32"),
                                            ("bf16", "f32"), ("f32", "ui8"), ("i32", "f32")])
def test_converts_chunked_bit_for_bit(monkeypatch, chunks, source, target) -> None:
    module = parse_text(f"""func.func @main(%x: tensor<3x1001x{source}>) -> tensor<3x1001x{target}> {{
  %c = stablehlo.convert %x : (tensor<3x1001x{source}>) -> tensor<3x1001x{target}>
  return %c : tensor<3x1001x{target}>
}}
""")
    dtypes = {"f32": np.float32, "f64": np.float64, "bf16": ml_dtypes.bfloat16, "i32": np.int32}
    x = _values((3, 1001), np.float64) * 1e4
    x = np.clip(np.nan_to_num(x), -2e9, 2e9) if source == "i32" else x
    _assert_identical(_runs(monkeypatch, module, x.astype(dtypes[source])))
    assert chunks


REDUCE = """func.func @main(%x: tensor<{shape}x{t}>, %init: tensor<{t}>) -> tensor<{out}x{t}> {{
  %r = stablehlo.reduce(%x init: %init) applies stablehlo.{body} across dimensions = [{dims}]
    : (tensor<{shape}x{t}>, tensor<{t}>) -> tensor<{out}x{t}>
  return %r : tensor<{out}x{t}>
}}
"""


@pytest.mark.parametrize("t, dtype", [("f16", np.float16), ("bf16", ml_dtypes.bfloat16)])
@pytest.mark.parametrize("body", ["add", "maximum", "minimum", "multiply"])
@pytest.mark.parametrize("shape, dims", [((64, 3, 257), (2,)), ((64, 33, 20), (1, 2)), ((64, 45, 23), (1,))])
def test_reductions_split_along_kept_axes_only(monkeypatch, chunks, t, dtype, body, shape, dims) -> None:
    """Float folds (pairwise sums, zero signs of max/min, NaNs) in types whose loops compute: chunked along the
    outer kept axis, each result element folded as on one thread."""
    out = "x".join(str(n) for a, n in enumerate(shape) if a not in dims)
    module = parse_text(REDUCE.format(shape="x".join(map(str, shape)), t=t, body=body,
                                      dims=", ".join(map(str, dims)), out=out))
    x = _values(shape, np.float64) / (10 if body == "multiply" else 1)
    x[np.abs(x) < 0.5] = 0.0 * np.sign(x[np.abs(x) < 0.5])  # many signed zeros
    init = np.array(-0.0 if body != "multiply" else 1.0, dtype)
    _assert_identical(_runs(monkeypatch, module, x.astype(dtype), init))
    assert chunks == [shape[0]] * len(chunks) and chunks


def test_reductions_not_chunked_where_no_kept_axis_is_outside(monkeypatch, chunks) -> None:
    """A reduction over the outer axis (kept axes inside it: column slices, which NumPy reduces slowly) and
    one of NumPy's own float32 (bandwidth-bound) run as they are."""
    for shape, dims, t, dtype in (((40, 300), "0", "bf16", ml_dtypes.bfloat16), ((40, 300), "1", "f32", np.float32)):
        out = "300" if dims == "0" else "40"
        module = parse_text(REDUCE.format(shape="x".join(map(str, shape)), t=t, body="add", dims=dims, out=out))
        _assert_identical(_runs(monkeypatch, module, _values(shape, dtype), np.array(0, dtype)))
    assert chunks == []


def test_bandwidth_bound_ops_and_small_arrays_do_not_use_the_pool(monkeypatch, chunks) -> None:
    cheap = parse_text("""func.func @main(%x: tensor<2000xf32>, %y: tensor<2000xf32>) -> tensor<2000xf32> {
  %a = stablehlo.add %x, %y : tensor<2000xf32>
  %m = stablehlo.maximum %a, %y : tensor<2000xf32>
  return %m : tensor<2000xf32>
}
""")
    small = parse_text("""func.func @main(%x: tensor<999xf32>) -> tensor<999xf32> {
  %e = stablehlo.exponential %x : tensor<999xf32>
  return %e : tensor<999xf32>
}
""")
    x = _values(2000, np.float32)
    _assert_identical(_runs(monkeypatch, cheap, x, x[::-1].copy()))
    _assert_identical(_runs(monkeypatch, small, x[:999]))
    assert chunks == []


def test_process_grid_runs_do_not_use_the_pool(monkeypatch, chunks) -> None:
    """The processes of a grid run are threads already: their kernels run as they are (no pool inside them)."""
    module = parse_text("""func.func @main(%x: tensor<2000xf32>) -> tensor<2000xf32> {
  %e = stablehlo.exponential %x : tensor<2000xf32>
  return %e : tensor<2000xf32>
}
""")
    x = _values(2000, np.float32)
    monkeypatch.setenv(THREADS_VARIABLE, "2")
    results = run_on_grid(module, {(0, 0): [x], (1, 0): [x]}, 2, 1)
    assert chunks == []
    monkeypatch.setenv(THREADS_VARIABLE, "1")
    alone = module.run(x)[0]
    assert all(np.array_equal(r[0], alone, equal_nan=True) for r in results.values())


def test_runs_in_several_threads_share_the_pool(monkeypatch, chunks) -> None:
    """Runs started from several threads of the caller at once hand their chunks to the one pool and finish."""
    from concurrent.futures import ThreadPoolExecutor

    module = parse_text(ELEMENTWISE.format(t="f32"))
    x, y = _values((37, 61), np.float32, 1), _values((37, 61), np.float32, 2)
    monkeypatch.setenv(THREADS_VARIABLE, "1")
    alone = module.run(x, y)
    monkeypatch.setenv(THREADS_VARIABLE, "2")
    with ThreadPoolExecutor(4) as callers:
        results = list(callers.map(lambda _: module.run(x, y), range(8)))
    _assert_identical({1: [alone], 2: results})
    assert chunks


def test_real_threshold(monkeypatch) -> None:
    """At MIN_ELEMENTS (the thresholds as shipped), ``tanh(exp(x) * y)`` of f32 on 2 threads equals 1 thread's;
    one element fewer runs as it is."""
    calls = []
    real = parallel.in_chunks
    monkeypatch.setattr(parallel, "in_chunks", lambda *args: (calls.append(args[2]), real(*args)))
    for n in (parallel.MIN_ELEMENTS, parallel.MIN_ELEMENTS - 1):
        t = f"tensor<{n}xf32>"
        module = parse_text(f"""func.func @main(%x: {t}, %y: {t}) -> {t} {{
  %e = stablehlo.exponential %x : {t}
  %m = stablehlo.multiply %e, %y : {t}
  %t = stablehlo.tanh %m : {t}
  return %t : {t}
}}
""")
        _assert_identical(_runs(monkeypatch, module, _values(n, np.float32, 1), _values(n, np.float32, 2)))
    assert calls and set(calls) == {parallel.MIN_ELEMENTS}


@pytest.mark.parametrize("value", ["0", "-2", "two", "1.5"])
def test_bad_thread_count_is_an_input_error(monkeypatch, value) -> None:
    module = parse_text("func.func @main(%x: tensor<f32>) -> tensor<f32> {\n  return %x : tensor<f32>\n}\n")
    monkeypatch.setenv(THREADS_VARIABLE, value)
    with pytest.raises(InputError, match=f"STABLEHLO_PY_THREADS='{value}': give a whole number of threads, 1 or more"):
        module.run(np.float32(1))


def test_thread_count_parsing(monkeypatch) -> None:
    monkeypatch.setenv(THREADS_VARIABLE, " 3 ")
    assert parallel.resolve_threads() == 3
    for unset in ("", None):  # empty or unset: the cores the process may use
        if unset is None:
            monkeypatch.delenv(THREADS_VARIABLE)
        else:
            monkeypatch.setenv(THREADS_VARIABLE, unset)
        assert parallel.resolve_threads() == len(os.sched_getaffinity(0))
