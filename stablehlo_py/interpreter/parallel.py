"""All cores for big arrays (issue #26 point 6): elementwise ops, converts and reductions with at least
``MIN_ELEMENTS`` result (or operand) elements run in chunks on a pool of threads; NumPy releases the GIL in its
loops, so the chunks compute at once.

Results are bit for bit those of one thread. An elementwise op computes each element from the same elements of
its operands whatever the chunk, and a ``reduce`` is split only along axes it keeps, never along those it reduces:
each result element is folded from the same values in the same order (NumPy's pairwise summation of a row depends
on the row's length and strides alone, both unchanged; the chunks are blocks along a kept axis outside every
reduced one, which NumPy iterates as it does the whole).

What is chunked is what a second thread speeds up: ops whose loops compute (transcendentals, ``power``,
``divide``, converts, anything of float16 or ml_dtypes' types, whose loops convert every element). NumPy's own
loops of one or two instructions an element (add, compare, select, ...; reductions of its own types) already run
at the memory's bandwidth, which more threads of the machine do not add to (on this 2-core machine: 16M-element
``x * y + z`` 0.9x, a sum of rows of [4096, 4096] f32 0.7x): those run on one thread.

``STABLEHLO_PY_THREADS`` sets the number of threads (the calling one and ``threads - 1`` workers), by default the
cores the process may use (``os.sched_getaffinity``); it is read when a run starts (``Interpreter.threads``). A run
on a process grid (``process_grid.py``: its processes are threads already) does not use the pool, nor does a run
with one thread; BLAS's own threads (``OPENBLAS_NUM_THREADS``) serve ``dot_general`` and convolutions, which are
not chunked here. The pool is one for the process (runs in several threads of the caller share it; one per
number of threads asked for), and its workers never submit work to it, so waits cannot deadlock.

The kernels of the ops chunked are wrapped once, when a function is compiled (``chunked_kernel``, called by
``evaluator.evaluation_function``); the steps and the generated Python then both call the wrapper, which decides
per call.
"""
from __future__ import annotations

import contextvars
import math
import os
import threading
from typing import TYPE_CHECKING, Callable

import numpy as np

from ..dialect import op_definition
from ..ir.dtypes import dtype_of
from ..ir.nodes import Op
from ..ir.opdef import Trait
from ..numerics import floats
from .environment import variable
from .errors import InputError
from .kernels._regions import single_op_ufunc
from .quantized import has_quantized_types
from .registry import Kernel, specialized

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

THREADS_VARIABLE = "STABLEHLO_PY_THREADS"
# Elements from which an op is chunked: below, the cost of handing out chunks (~10-20 us each) is not paid back.
MIN_ELEMENTS = 1 << 20
# Elements per chunk: a chunk's float64 temporaries stay in the core's cache (512 KiB of f64), and there are
# enough chunks for a thread the machine slows to be covered by the others.
CHUNK_ELEMENTS = 1 << 17
# Contiguous elements a chunk keeps of each run of its array: a chunk along an inner axis that cut the rows
# into short pieces would be read a few cache lines at a time (a reduce of [4096, 4096] over dimension 0 split
# into 32-column chunks took 25x as long as on one thread).
CONTIGUOUS_RUN = 1 << 10


def resolve_threads() -> int:
    """The number of threads a run uses: ``STABLEHLO_PY_THREADS`` (a whole number >= 1), else the cores the process
    may use. A bad value is an ``InputError``."""
    text = variable(THREADS_VARIABLE).strip()
    if not text:
        return _usable_cores()
    try:
        count = int(text)
    except ValueError:
        count = 0
    if count < 1:
        raise InputError(f"{THREADS_VARIABLE}={text!r}: give a whole number of threads, 1 or more")
    return count


def _usable_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # (not on Linux)
        return os.cpu_count() or 1


_pools: dict[int, "ThreadPoolExecutor"] = {}  # by number of workers: runs asking for another keep theirs
_pools_lock = threading.Lock()


def _workers(count: int) -> "ThreadPoolExecutor":
    """The process's pool of ``count`` workers (its threads are started as work is given to them)."""
    from concurrent.futures import ThreadPoolExecutor  # (only runs of big arrays on several threads need it)

    pool = _pools.get(count)
    if pool is None:
        with _pools_lock:
            pool = _pools.get(count)
            if pool is None:
                pool = _pools[count] = ThreadPoolExecutor(count, thread_name_prefix="shlo-chunk")
    return pool


def in_chunks(threads: int, part: Callable[[int, int], None], positions: int, per_position: int = 1,
              minimum: int = 1) -> None:
    """``part(start, stop)`` for consecutive ranges covering ``[0, positions)`` (each at least ``minimum`` long, of
    about ``CHUNK_ELEMENTS`` elements, ``per_position`` a position), on ``threads`` threads: the caller's and the
    pool's. Each runs in a copy of the caller's context (NumPy's ``errstate`` is a context variable: warnings
    stay off). Once a part fails (or the caller's run is stopped, ``deadline.py``) no further range is taken;
    the first error is raised here when the parts running have finished."""
    count = max(1, min(positions // minimum, math.ceil(positions * per_position / CHUNK_ELEMENTS)))
    bounds = [positions * k // count for k in range(count + 1)]
    if count == 1 or threads < 2:
        part(0, positions)
        return
    pool = _workers(threads - 1)
    ranges = iter(zip(bounds[:-1], bounds[1:]))
    lock = threading.Lock()
    failed: list[bool] = []

    def drain() -> None:  # each thread takes the next range until none is left (a slow thread takes fewer)
        while True:
            with lock:
                taken = None if failed else next(ranges, None)
            if taken is None:
                return
            try:
                part(*taken)
            except BaseException:
                failed.append(True)
                raise

    futures = [pool.submit(contextvars.copy_context().run, drain) for _ in range(min(threads, count) - 1)]
    try:
        drain()
    finally:
        errors = [f.exception() for f in futures]  # waits for every worker
    for error in errors:
        if error is not None:
            raise error


def chunked_kernel(op: Op, fn: Kernel) -> Kernel:
    """``fn``, the kernel of ``op``, or a wrapper running it in chunks when ``op`` is a StableHLO elementwise op
    (``convert`` included; not one of ``_BANDWIDTH_BOUND`` on NumPy's own types) or a one-input ``reduce`` of
    float16 or ml_dtypes' floats whose body is one associative op, of a static result (for reduce: operand) of
    at least ``MIN_ELEMENTS`` elements; not of quantized types (their kernels are wrapped themselves)."""
    definition = op_definition(op.name)
    if definition is None or definition.dialect != "stablehlo" or op.regions and op.name != "stablehlo.reduce" \
            or len(op.results) != 1 or has_quantized_types(op):
        return fn
    if definition.has(Trait.ELEMENTWISE):
        shape = _static(op.result_types[0])
        if shape is None or math.prod(shape) < MIN_ELEMENTS or op.name in _BANDWIDTH_BOUND and all(
                _native(dtype_of(t.element_type)) for t in op.operand_types):
            return fn
        return _elementwise(fn, shape, dtype_of(op.result_types[0].element_type))
    if op.name == "stablehlo.reduce" and len(op.operands) == 2 and single_op_ufunc(op.regions[0]) is not None:
        shape = _static(op.operand_types[0])
        dtype = dtype_of(op.operand_types[0].element_type)
        if shape is None or math.prod(shape) < MIN_ELEMENTS or dtype != dtype_of(op.result_types[0].element_type) \
                or _native(dtype) or not floats.is_float(dtype):
            return fn
        return _reduction(fn, shape, dtype)
    return fn


# Elementwise ops of NumPy's own types whose loops move memory at the machine's bandwidth already (one or two
# instructions an element): a second thread does not add to it (x * y + z on 16M f32: 0.9x on 2 threads), so
# they run on one (the shifts too: NumPy's own at the operands' width, integers.native_shift). Of ml_dtypes' types
# (bf16, f8, ...), whose loops convert every element, they are chunked.
_BANDWIDTH_BOUND = frozenset(f"stablehlo.{name}" for name in (
    "abs", "add", "and", "clamp", "compare", "complex", "imag", "is_finite", "maximum", "minimum", "multiply",
    "negate", "not", "or", "real", "select", "shift_left", "shift_right_arithmetic", "shift_right_logical",
    "subtract", "xor"))


def _native(dtype: np.dtype) -> bool:
    """A type NumPy computes in natively (bool, its integers, float32/float64/complex), not float16 (NumPy
    computes it through float32) nor ml_dtypes' types."""
    return dtype.type.__module__ == "numpy" and dtype != np.float16


def _static(type_) -> tuple[int, ...] | None:
    shape = getattr(type_, "shape", None)
    return None if shape is None or None in shape else tuple(shape)


def _elementwise(fn: Kernel, shape: tuple[int, ...], dtype: np.dtype) -> Kernel:
    """The kernel ``fn`` of an elementwise op whose result has ``shape`` and ``dtype``, run in chunks of the
    result: of the flat arrays when every operand is C-contiguous of that shape (or 0-d), else along the first
    axis with room for every thread (operands broadcast NumPy's way, as generated code passes some). Each chunk
    is written into the result by ``_chunk_writer``."""
    writers: dict[str, Callable[[list, np.ndarray], None]] = {}  # numerics mode -> its writer

    def run(ctx, attrs, *operands):
        threads = ctx.threads
        if threads < 2 or ctx.process is not None:
            return fn(ctx, attrs, *operands)
        arrays = [np.asarray(x) for x in operands]
        flat = all(x.ndim == 0 or x.shape == shape and x.flags.c_contiguous for x in arrays)
        axis = next((a for a, n in enumerate(shape) if n >= 2 * threads), None)
        if not flat and axis is None:
            return fn(ctx, attrs, *operands)
        write = writers.get(ctx.numerics)
        if write is None:
            write = writers[ctx.numerics] = _chunk_writer(ctx, attrs, fn)
        out = np.empty(shape, dtype)
        if flat:
            flat_out, flat_in = out.reshape(-1), [x if x.ndim == 0 else x.reshape(-1) for x in arrays]

            def part(start: int, stop: int) -> None:
                write([x if x.ndim == 0 else x[start:stop] for x in flat_in], flat_out[start:stop])

            in_chunks(threads, part, out.size)
            return out

        def part_along(start: int, stop: int) -> None:
            write([_along(x, len(shape), axis, start, stop) for x in arrays],
                  out[(slice(None),) * axis + (slice(start, stop),)])

        in_chunks(threads, part_along, shape[axis], math.prod(shape[axis + 1:]), _shortest(shape, axis))
        return out

    run.chunks = fn  # (the kernel it runs, for tests and readers)
    run.__wrapped__ = fn  # the kernel it runs (inspect.unwrap)
    return run


def _chunk_writer(ctx, attrs, fn: Kernel) -> Callable[[list, np.ndarray], None]:
    """``write(operands, out)``: the op's result on a chunk of its operands, into ``out``, its part of the result.
    Where the kernel's specializer (made for the run's numerics) is a ufunc, the ufunc computes into ``out``, and
    NumPy's cast of a ``convert`` casts into it; where it is an upcast unary op (its ``widened`` form), the
    function computes in the widened copy, rounded into ``out``; otherwise the kernel's result is copied there
    (one more pass, over a chunk still in the cache). Each is the kernel's result bit for bit
    (``registry.specializer``)."""
    plan = specialized(attrs.op.name, attrs, fn, numerics=ctx.numerics)
    if isinstance(plan, np.ufunc) and plan.nout == 1:
        return lambda operands, out: plan(*operands, out=out)
    if getattr(plan, "cast", False):  # (convert_plan's NumPy cast)
        return lambda operands, out: np.copyto(out, operands[0], casting="unsafe")
    widened = getattr(plan, "widened", None)
    if widened is not None:
        function, wide = widened[0], widened[1]

        def rounded(operands: list, out: np.ndarray) -> None:
            copy = operands[0].astype(wide)
            np.copyto(out, function(copy, out=copy), casting="unsafe")  # astype's rounding, into out

        return rounded
    return lambda operands, out: np.copyto(out, fn(ctx, attrs, *operands), casting="no")


def _shortest(shape: tuple[int, ...], axis: int) -> int:
    """The fewest positions of ``axis`` a chunk of a C-contiguous array of ``shape`` takes: ``CONTIGUOUS_RUN``
    elements of each run of the axes from ``axis`` on."""
    return math.ceil(CONTIGUOUS_RUN / max(math.prod(shape[axis + 1:]), 1))


def _along(x: np.ndarray, rank: int, axis: int, start: int, stop: int) -> np.ndarray:
    """Positions ``[start, stop)`` of result axis ``axis`` of ``x``, an operand broadcast to a result of rank
    ``rank`` (right-aligned, NumPy's rule): ``x`` itself where it has no such axis or one of size 1."""
    own = axis - (rank - x.ndim)
    if own < 0 or x.shape[own] == 1:
        return x
    return x[(slice(None),) * own + (slice(start, stop),)]


def _reduction(fn: Kernel, shape: tuple[int, ...], dtype: np.dtype) -> Kernel:
    """The kernel ``fn`` of a one-input ``reduce`` of an operand of ``shape``, run in chunks along the first kept
    axis outside every reduced one with room for two positions per thread (none: as it is): each chunk is a
    block of the operand (NumPy reduces a strided slice of columns at a third of the speed)."""

    def run(ctx, attrs, operand, init):
        threads = ctx.threads
        dims = set(attrs.dimensions)
        axis = next((a for a, n in enumerate(shape[:min(dims)]) if n >= 2 * threads), None) if dims else None
        if threads < 2 or ctx.process is not None or axis is None:
            return fn(ctx, attrs, operand, init)
        kept_axis = axis - sum(1 for d in dims if d < axis)
        out_shape = tuple(n for a, n in enumerate(shape) if a not in dims)
        out = np.empty(out_shape, dtype)

        def part(start: int, stop: int) -> None:
            piece = operand[(slice(None),) * axis + (slice(start, stop),)]
            np.copyto(out[(slice(None),) * kept_axis + (slice(start, stop),)], fn(ctx, attrs, piece, init),
                      casting="no")

        in_chunks(threads, part, shape[axis], math.prod(shape) // shape[axis], max(2, _shortest(shape, axis)))
        return out

    run.chunks = fn
    run.__wrapped__ = fn  # the kernel it runs (inspect.unwrap)
    return run
