"""Kernels of the ``testing`` family: the ``check`` dialect (CheckOps.td), ``interpreter.probe`` and
``interpreter.print``, and ``interpreter.run_parallel`` (InterpreterOps.td).

Tolerances are upstream StableHLO's (stablehlo-translate's interpreter
fallback in stablehlo/tools/StablehloTranslateMain.cpp and
stablehlo/reference/Element.cpp ``areApproximatelyEqual``): "almost equal"
means ``|actual - expected| <= tolerance`` in float64, absolute (not relative),
same sign unless both are zero, NaN equals NaN, infinities only equal
themselves; complex parts are compared separately. The ``check.expect_almost_eq``
ops default to 1e-4; ``custom_call @check.expect_almost_eq`` (kernels/control_flow.py) uses 1e-3,
``custom_call @check.eq`` 1e-4 for floats and exact equality for integers,
``custom_call @check.expect_close`` a ULP distance in [0, 3] (the
``check.expect_close`` op: [min_ulp_difference = 0, max_ulp_difference = 1]),
``custom_call @check.expect_eq`` exact equality.
Exact comparisons treat two NaNs as equal.

``run_parallel`` runs a grid of StableHLO processes (spec "Parallel execution"): ``programs`` is a
2-D array of function symbols, ``num_replicas`` rows of ``num_partitions``; process ``(r, p)`` runs
``programs[r][p]``. Operands and results are flattened replica-major: first the arguments (results)
of process (0, 0), then (0, 1), ..., (1, 0), ... ``infeed`` lists the functions whose values the
processes' ``infeed`` ops read, in order. Each process is a thread with its own ``Interpreter`` on
the same module; they meet in the shared ``ThreadedGrid``. In a distributed run (MPI, process_grid.py
``current_world``) of as many ranks as the grid has processes, each rank runs its own process and every
process's results are gathered on every rank (a grid of another size runs on threads in every rank).
The first error of any process (or a deadlock, or a rendezvous timeout) stops the run and is reported with
its op, location and process.
"""
from __future__ import annotations

from functools import partial

import numpy as np

from ...ir.attributes import ArrayAttr, SymbolRefAttr
from ...numerics import floats
from ..context import KernelContext
from ..errors import CheckFailure, InterpreterError
from ..process_grid import Process, ProcessGrid, RunAborted, current_world
from ..threaded_grid import ThreadedGrid, process_error, run_processes
from ..registry import kernel
from ..values import conform
from ._common import op_results

DEFAULT_TOLERANCE = 1e-4
CUSTOM_CALL_ALMOST_EQ_TOLERANCE = 1e-3
CUSTOM_CALL_MAX_ULP = 3


def _show(x: np.ndarray) -> str:
    return np.array2string(np.asarray(x), threshold=20, max_line_width=120)


def _first_mismatch(actual: np.ndarray, expected: np.ndarray, ok: np.ndarray, what: str) -> None:
    ok = np.broadcast_to(ok, np.shape(actual))
    if ok.all():
        return
    index = tuple(int(i) for i in np.argwhere(~ok)[0])
    bad = int((~ok).sum())
    raise CheckFailure(f"{what}: {bad} of {ok.size} elements differ; first at index {list(index)}: "
                       f"{np.asarray(actual)[index]} (actual) vs {np.asarray(expected)[index]} (expected)\n"
                       f"  actual:   {_show(actual)}\n  expected: {_show(expected)}")


def _same_shape(actual, expected, what: str) -> None:
    if np.shape(actual) != np.shape(expected):
        raise CheckFailure(f"{what}: shape {np.shape(actual)} (actual) vs {np.shape(expected)} (expected)")


def _inexact(dtype: np.dtype) -> bool:
    """Floats and complex: compared with NaN handling and tolerances."""
    return floats.is_float(dtype) or floats.is_complex(dtype)


def _isnan(x: np.ndarray) -> np.ndarray:
    return np.isnan(floats.widen(np.asarray(x)))


def expect_equal(actual: np.ndarray, expected: np.ndarray, what: str = "values differ") -> None:
    """Exact element equality (NaN equals NaN)."""
    _same_shape(actual, expected, what)
    ok = actual == expected
    if _inexact(np.asarray(actual).dtype):
        ok = ok | (_isnan(actual) & _isnan(expected))
    _first_mismatch(actual, expected, ok, what)


def expect_almost_equal(actual: np.ndarray, expected: np.ndarray, tolerance: float,
                        what: str = "values differ") -> None:
    """``|actual - expected| <= tolerance`` and the same sign per element (per part for complex);
    NaN equals NaN, infinities must match exactly (upstream ``areApproximatelyEqual``)."""
    _same_shape(actual, expected, what)
    a, e = np.asarray(actual), np.asarray(expected)
    if not _inexact(a.dtype):
        return expect_equal(a, e, what)
    if floats.is_complex(a.dtype):
        parts = [(a.real, e.real), (a.imag, e.imag)]
    else:
        parts = [(a.astype(np.float64), e.astype(np.float64))]
    ok = np.ones(a.shape, dtype=bool)
    for x, y in parts:
        x, y = np.asarray(x, dtype=np.float64), np.asarray(y, dtype=np.float64)
        both_nan = np.isnan(x) & np.isnan(y)
        infinite = np.isinf(x) | np.isinf(y)
        close = (np.abs(x - y) <= tolerance) & ((np.signbit(x) == np.signbit(y)) | (x == y))
        ok &= both_nan | np.where(infinite, x == y, close)
    _first_mismatch(a, e, ok, f"{what} (tolerance {tolerance})")


def expect_close(actual: np.ndarray, expected: np.ndarray, max_ulp: int, min_ulp: int = 0,
                 what: str = "values differ") -> None:
    """``min_ulp <= ulp_difference(actual, expected) <= max_ulp`` per element (floats and complex);
    exact equality for other types."""
    _same_shape(actual, expected, what)
    a, e = np.asarray(actual), np.asarray(expected)
    if not _inexact(a.dtype):
        return expect_equal(a, e, what)
    distance = floats.ulp_distance(a, e)
    _first_mismatch(a, e, (distance >= min_ulp) & (distance <= max_ulp), f"{what} (max {max_ulp} ULP)")


@kernel("check.expect_eq")
def expect_eq(ctx, attrs, lhs, rhs):
    """``check.expect_eq``: exactly equal."""
    expect_equal(lhs, rhs)


@kernel("check.expect_eq_const")
def expect_eq_const(ctx, attrs, lhs):
    """``check.expect_eq_const``: exactly equal to the ``value`` attribute."""
    expect_equal(lhs, attrs.value.array)


@kernel("check.expect_almost_eq")
def expect_almost_eq(ctx, attrs, lhs, rhs):
    """``check.expect_almost_eq``: within ``tolerance`` (default 1e-4)."""
    expect_almost_equal(lhs, rhs, attrs.tolerance)


@kernel("check.expect_almost_eq_const")
def expect_almost_eq_const(ctx, attrs, lhs):
    """``check.expect_almost_eq_const``: within ``tolerance`` (default 1e-4) of ``value``."""
    expect_almost_equal(lhs, attrs.value.array, attrs.tolerance)


@kernel("check.expect_close")
def expect_close_op(ctx, attrs, actual, expected):
    """``check.expect_close``: ULP distance within [min_ulp_difference, max_ulp_difference]."""
    expect_close(actual, expected, attrs.max_ulp_difference, attrs.min_ulp_difference)


@kernel("check.expect_serialized_eq")
def expect_serialized_eq(ctx, attrs, expected):
    """``check.expect_serialized_eq``: the value probed as ``probe_id`` at ``iteration`` equals ``expected``."""
    probe_id, iteration = attrs.probe_id, attrs.iteration
    recorded = ctx.probed(probe_id, iteration)
    if recorded is None:
        raise CheckFailure(f"no serialized data for probe {probe_id!r} (iteration {iteration})")
    value, probed_type = recorded
    if probed_type != attrs.operand_types[0]:
        raise CheckFailure(f"serialized types differ: {attrs.operand_types[0]} (actual) vs {probed_type} (expected)")
    expect_equal(expected, value)


@kernel("interpreter.probe")
def probe(ctx, attrs, operand):
    """``interpreter.probe``: record the value under ``probe_id`` (per iteration) and pass it through."""
    ctx.record_probe(attrs.probe_id, operand, attrs.operand_types[0])
    return operand


@kernel("interpreter.print")
def print_(ctx, attrs, operand):
    """``interpreter.print``: write ``%name = type {values}`` to standard output, as the reference interpreter does."""
    values = np.array2string(np.asarray(operand), separator=", ", threshold=np.inf, max_line_width=np.inf)
    print(f"{attrs.op.operands[0]} = {attrs.operand_types[0]} {{\n  {values}\n}}", flush=True)


# --- interpreter.run_parallel --------------------------------------------------------------------------------

def _symbols(elements: tuple, what: str) -> list[str]:
    """The function names of an array of symbols (``[@f, @g]``)."""
    if not all(isinstance(e, SymbolRefAttr) for e in elements):
        raise InterpreterError(f"`{what}` must be an array of function symbols, got {ArrayAttr(tuple(elements))}")
    return [e.name for e in elements]


def _programs(attrs) -> list[list[str]]:
    """The ``programs`` grid, checked as the reference verifier does."""
    if not attrs.programs:
        raise InterpreterError("`programs` attribute cannot be empty")
    for row in attrs.programs:
        if not isinstance(row, ArrayAttr):
            raise InterpreterError(f"`programs` must be an array of arrays of function symbols, got {row}")
    rows = [_symbols(row.elements, "programs") for row in attrs.programs]
    if not rows[0] or any(len(row) != len(rows[0]) for row in rows):
        raise InterpreterError(f"every row of `programs` must have the same, non-zero number of functions "
                               f"(got rows of {', '.join(str(len(r)) for r in rows)})")
    return rows


def _function(ctx, name: str):
    func = ctx.funcs.get(name)
    if func is None or func.body is None:
        raise InterpreterError(f"function @{name} not found (or has no body)")
    return func


@kernel("interpreter.run_parallel")
def run_parallel(ctx, attrs, *inputs):
    """Run ``programs[r][p]`` as process ``(r, p)`` on its slice of the operands; all results, flattened."""
    programs = _programs(attrs)
    infeed = _symbols(attrs.infeed, "infeed") if attrs.infeed is not None else []
    for name in infeed:
        if len(_function(ctx, name).type.results) != 1:
            raise InterpreterError(f"infeed function @{name} should return 1 tensor")
    world = current_world()
    if world is not None and world.size == len(programs) * len(programs[0]):
        # one process per rank (mpi_grid.py): this rank's, then everyone's results
        grid = world.grid(len(programs), len(programs[0]), infeed, source_name=ctx.module.source_name)
        interp, name, args = _jobs(ctx, len(attrs.result_types), grid, programs, inputs)[world.rank]
        everyone = tuple(grid.process_ids)
        try:
            mine = interp.call(name, args)
            gathered = grid.exchange(interp.process.id, attrs.op, everyone, (attrs.op.name, "results"),
                                     tuple(mine), lambda values: [values] * len(values))
        except RunAborted:  # another rank failed: its error, here too
            raise world.aborted(grid.source_name) from None
        except Exception as exc:  # this rank's process failed: every rank stops on its error
            error = process_error(exc, interp.process.id, f"@{name} on rank {world.rank}", grid.source_name)
            world.fail(error)
            raise error from None
        results = dict(zip(everyone, gathered))
    else:
        grid = ThreadedGrid(len(programs), len(programs[0]), infeed, source_name=ctx.module.source_name)
        jobs = _jobs(ctx, len(attrs.result_types), grid, programs, inputs)
        results = run_processes(grid, {interp.process.id: (f"@{name}", partial(interp.call, name, args))
                                       for interp, name, args in jobs})
    values = [v for pid in grid.process_ids for v in results[pid]]
    return op_results(attrs.op, [conform(v, t) for v, t in zip(values, attrs.result_types)])


def _jobs(ctx: KernelContext, n_op_results: int, grid: ProcessGrid, programs: list[list[str]], inputs) -> list[tuple]:
    """(interpreter, function, arguments) of every process, replica-major; counts checked."""
    jobs, n_args, n_results = [], 0, 0
    for pid in grid.process_ids:
        name = programs[pid[0]][pid[1]]
        func = _function(ctx, name)
        arity = len(func.type.inputs)
        interp = ctx.for_process(Process(grid, *pid))
        jobs.append((interp, name, list(inputs[n_args:n_args + arity])))
        n_args += arity
        n_results += len(func.type.results)
    if n_args != len(inputs):
        raise InterpreterError(f"Number of inputs ({len(inputs)}) should match the sum of the number of inputs "
                               f"of all programs ({n_args})")
    if n_results != n_op_results:
        raise InterpreterError(f"Number of results ({n_op_results}) should match the sum of the number of "
                               f"results of all programs ({n_results})")
    # compile every function before the threads start: compilation shares a module-level cache
    for interp, _, _ in jobs:
        interp.compile_all()
    return jobs
