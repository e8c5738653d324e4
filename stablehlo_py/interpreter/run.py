"""Entry point: check inputs against a function's signature, run it, return NumPy results."""
from __future__ import annotations

from functools import partial
from typing import Mapping, Sequence

import numpy as np

from ..ir.dtypes import dtype_of, uint_dtype
from ..ir.nodes import Func, Module
from ..ir.types import FunctionType, TensorType, TokenType, Type, held_as
from .deadline import RunInterrupted, RunStop
from .errors import InputError, InterpreterError
from .budget import module_facts
from .evaluator import Interpreter
from .identity_cache import identity_cached
from .observe import Observer
from ..ir.attributes import IntegerAttr
from .process_grid import Process, ProcessId, RunAborted, World, distributed
from .spmd import in_global_view
from .threaded_grid import ThreadedGrid, process_error, run_processes
from .values import TOKEN, conform, exceeds_bounds


def check_input(value: object, expected: Type, label: str) -> object:
    """``value`` as a runtime value of type ``expected``, or an ``InputError`` naming ``label``.

    Narrow types NumPy files cannot hold (bf16, f8, i4, ...) may be given as their raw
    bits: unsigned integers of the same byte size, reinterpreted.
    """
    if isinstance(expected, TokenType):
        return TOKEN
    shown = expected  # named as declared in messages
    if not isinstance(expected, TensorType):
        held = held_as(expected)  # a scalar (`index`, `i32`: arith's values) or a shape dialect value: an array
        if held is None:
            raise InputError(f"{label}: inputs of type {expected} are not supported")
        expected = held
    given_array = isinstance(value, np.ndarray)
    array = np.asarray(value)
    dtype = dtype_of(expected.element_type)
    if array.dtype != dtype:
        if dtype.kind == "V" and array.dtype == uint_dtype(dtype.itemsize):
            array = array.view(dtype)
        elif not given_array and np.can_cast(np.min_scalar_type(array) if array.ndim == 0 else array.dtype,
                                            dtype, "same_kind"):
            array = array.astype(dtype)
        else:
            raise InputError(f"{label}: expected {shown}, given an array of {array.dtype} "
                             f"with shape {list(array.shape)}")
    shape = expected.shape or ()
    if array.ndim != len(shape) or any(d is not None and d != g for d, g in zip(shape, array.shape)) \
            or exceeds_bounds(array.shape, expected):
        raise InputError(f"{label}: expected {shown}, given shape {list(array.shape)}")
    return array


def _entry(module: Module, entry: str) -> Func:
    """Function ``entry`` of ``module``, or an error listing the functions there are."""
    funcs = module_facts(module)[0]
    func = funcs.get(entry)
    if func is None:
        raise InterpreterError(f"no function @{entry} in the module (functions: "
                               f"{', '.join('@' + n for n in funcs) or 'none'})", source_name=module.source_name)
    return func


def _checked_arguments(func: Func, inputs: Sequence[object], where: str = "") -> list:
    """``inputs`` checked against ``func``'s signature (``where`` names the process of a grid run); arrays of
    exactly the static types expected (the usual case) are taken as they are, as ``check_input`` takes them."""
    expected = func.type.inputs
    if len(inputs) != len(expected):
        raise InputError(f"@{func.name} takes {len(expected)} argument(s), {len(inputs)} given{where}")
    exact = _facts_by_type(func.type)[0]
    if exact is not None and all(type(v) is np.ndarray and v.dtype == dtype and v.shape == shape
                                 for v, (dtype, shape) in zip(inputs, exact)):
        return list(inputs)
    names = [a.name for a in func.arguments] or [f"argument {i}" for i in range(len(expected))]
    return [check_input(v, t, f"{names[i]} of @{func.name}{where}") for i, (v, t) in enumerate(zip(inputs, expected))]


def _function_type_facts(function_type: FunctionType) -> tuple[tuple | None, tuple | None]:
    """The dtype and shape of each input, when every one is a tensor type of a static shape with no encoding
    (no bounds to check), and the dtype of each result, when every one is a tensor type; else None for
    either."""
    inputs, results = function_type.inputs, function_type.results
    static = all(isinstance(t, TensorType) and t.encoding is None and t.shape is not None and None not in t.shape
                 for t in inputs)
    try:
        exact = tuple((dtype_of(t.element_type), tuple(t.shape)) for t in inputs) if static else None
    except (TypeError, KeyError):  # an element type without a dtype: check_input says what is wrong
        exact = None
    try:
        dtypes = tuple(dtype_of(t.element_type) for t in results) \
            if all(isinstance(t, TensorType) for t in results) else None
    except (TypeError, KeyError):
        dtypes = None
    return exact, dtypes


# ``_function_type_facts`` worked out once per function type (a hash of the type costs microseconds)
_facts_by_type = identity_cached(_function_type_facts, 256)


def _outputs(func: Func, results: Sequence[object]) -> tuple:
    """The results as ``_output`` makes them, of their declared types; writeable arrays of those (the usual
    case) as they are."""
    dtypes = _facts_by_type(func.type)[1]
    if dtypes is not None and all(type(r) is np.ndarray and r.dtype == d and r.flags.writeable
                                  for r, d in zip(results, dtypes)):
        return tuple(results)
    return tuple(_output(conform(r, t)) for r, t in zip(results, func.type.results))


def prepare(module: Module, observer: Observer | None = None, numerics: str | None = None) -> None:
    """Compile every function of ``module`` now, into the Python a run with ``observer`` and ``numerics`` runs
    (cached for the runs that follow), so that a timed run measures running, not compiling (``shlo run
    --profile``)."""
    interp = Interpreter(module, numerics=numerics)
    interp.observer = observer
    interp.compile_all(generated=True)


def run_function(module: Module, inputs: Sequence[object], entry: str | None = None,
                 probe_dir: str | None = None, seed: int = 0, observer: Observer | None = None,
                 max_memory: int | str | None = None, timeout: float | None = None, state: dict | None = None,
                 numerics: str | None = None, world: World | None = None) -> tuple:
    """Run ``entry`` of ``module`` (by default ``Module.entry_name``: ``main``, else the only public function) on
    ``inputs``; the results as arrays (tuples/tokens as values).
    ``seed`` seeds the stream ``stablehlo.rng`` draws from; ``observer`` sees every op run (observe.py);
    ``max_memory`` is the largest result an op may make, in bytes or as ``"2G"`` (budget.py; by default
    ``STABLEHLO_PY_MAX_MEMORY`` or half the machine's memory), else ``budget.MemoryBudgetError``.
    ``timeout``: seconds after which the run stops with a ``TimeLimitError``; Ctrl-C stops it with a
    ``RunInterrupted``; both name the op that was running and the loops around it (deadline.py).
    ``state``: the values of the module's ``ml_program`` globals, read and updated by the run (a fresh
    start from their initial values when None). ``numerics``: ``"exact"`` (transcendentals in float64, rounded
    once) or ``"fast"`` (those of float32/float16/bfloat16 in float32); by default ``STABLEHLO_PY_NUMERICS``,
    else exact (``evaluator.resolve_numerics``)."""
    entry = entry or module.entry_name()
    func = _entry(module, entry)
    args = _checked_arguments(func, inputs)
    interp = Interpreter(module, probe_dir, seed, max_memory=max_memory, state=state, numerics=numerics)
    interp.observer = observer
    with RunStop(timeout, module.source_name) as stop:
        if world is None:
            return _outputs(func, stop.run_alone(partial(interp.call, entry, args)))
        return _outputs(func, _as_rank(world, stop, (0, world.rank), f"@{entry}", partial(interp.call, entry, args)))


def _as_rank(world: World, stop: RunStop, pid: ProcessId, what: str, fn) -> list:
    """``fn()`` as one rank of ``world``: stopped when the run stops elsewhere, an error naming the process and
    the rank (``RunAborted`` when another rank stopped the run); the coordinator told when it returned."""
    world.started()
    with world.stopping(stop.interrupt), distributed(world):
        try:
            results = stop.run(fn)
        except RunAborted:
            raise
        except BaseException as exc:
            raise process_error(exc, pid, f"{what} on rank {world.rank}", stop.source_name) from None
    world.finished()
    return results


def run_on_mpi(module: Module, inputs: Sequence[object], entry: str | None = None, seed: int = 0,
               observer: Observer | None = None, max_memory: int | str | None = None, timeout: float | None = None,
               numerics: str | None = None) -> tuple:
    """``Module.run(..., grid="mpi")``: this rank's part of the run (see there); the world is made on first use."""
    from .mpi_grid import mpi_world

    world = mpi_world()
    declared = [module.attributes.get(k) for k in ("mhlo.num_replicas", "mhlo.num_partitions")]
    size = tuple(a.value if isinstance(a, IntegerAttr) and a.value > 0 else 1 for a in declared)
    if in_global_view(module) or size == (1, 1):  # the whole program on every rank; its grids span the ranks
        return _on_world(world, module, partial(run_function, module, inputs, entry, seed=seed, observer=observer,
                                                max_memory=max_memory, timeout=timeout, numerics=numerics,
                                                world=world))
    return _on_world(world, module, partial(run_rank, world, module, inputs, *size, entry=entry, seed=seed,
                                            observer=observer, max_memory=max_memory, timeout=timeout,
                                            numerics=numerics))


def _on_world(world: World, module: Module, fn):
    """``fn()`` for the Python API on one rank of ``world``: its failure stops every rank; another rank's
    failure raises an ``InterpreterError`` naming that rank here."""
    try:
        return fn()
    except BaseException as exc:
        if isinstance(exc, RunAborted) or (world.stop is not None and world.stop["rank"] != world.rank):
            raise world.aborted(module.source_name) from None  # stopped (or interrupted) by another rank
        world.fail(exc)
        raise


def run_rank(world: World, module: Module, inputs: Sequence[object], num_replicas: int, num_partitions: int,
             entry: str | None = None, seed: int = 0, observer: Observer | None = None,
             max_memory: int | str | None = None, timeout: float | None = None,
             numerics: str | None = None) -> tuple:
    """Run ``entry`` as this rank's process of a ``num_replicas`` x ``num_partitions`` grid spanning the ranks
    of ``world`` (``mpi_grid.MpiWorld``; rank ``k`` is process ``k``, replica-major) on ``inputs``, this
    process's arguments; its results. ``timeout`` and ``max_memory`` hold for this rank; the other arguments
    are those of ``run_on_grid``. Another rank's failure raises ``RunAborted`` here."""
    entry = entry or module.entry_name()
    grid = world.grid(num_replicas, num_partitions, source_name=module.source_name)
    pid = grid.process_ids[world.rank]
    func = _entry(module, entry)
    args = _checked_arguments(func, inputs, f" (process {pid[0]}.{pid[1]})")
    interp = Interpreter(module, seed=seed, max_memory=max_memory, numerics=numerics)
    interp.process = Process(grid, *pid)
    interp.observer = observer
    with RunStop(timeout, module.source_name) as stop:
        return _outputs(func, _as_rank(world, stop, pid, f"@{entry}", partial(interp.call, entry, args)))


def run_on_grid(module: Module, inputs: Mapping[ProcessId, Sequence[object]], num_replicas: int,
                num_partitions: int, entry: str | None = None, seed: int = 0,
                observer: Observer | None = None, max_memory: int | str | None = None,
                timeout: float | None = None, numerics: str | None = None,
                grid: str = "threads") -> dict[ProcessId, tuple]:
    """Run ``entry`` once per process of a ``num_replicas`` x ``num_partitions`` grid (spec "Parallel
    execution"), process ``(r, p)`` on ``inputs[(r, p)]``, each in its own thread so that collectives
    meet; each process's results, replica-major. The first error of any process stops the run; so does
    ``timeout`` (seconds) or Ctrl-C, in every process. ``max_memory``: as for ``run_function``, the budget
    of each process. ``entry`` and ``numerics``: as for ``run_function``. ``grid="mpi"``: this process is
    one rank of ``mpiexec -n num_replicas*num_partitions`` and runs only its own process (``inputs`` needs
    only that one's); every process's results are gathered on every rank."""
    if grid == "mpi":
        return _grid_on_mpi(module, inputs, num_replicas, num_partitions, entry=entry, seed=seed,
                            observer=observer, max_memory=max_memory, timeout=timeout, numerics=numerics)
    if grid != "threads":
        raise ValueError(f"grid={grid!r}: 'threads' or 'mpi'")
    entry = entry or module.entry_name()
    grid = ThreadedGrid(num_replicas, num_partitions, source_name=module.source_name)
    missing = [pid for pid in grid.process_ids if pid not in inputs]
    if missing:
        raise InputError(f"no inputs for process {missing[0]} of the {num_replicas} x {num_partitions} grid")
    func, jobs = _entry(module, entry), {}
    stop = RunStop(timeout, module.source_name)
    for pid in grid.process_ids:
        args = _checked_arguments(func, inputs[pid], f" (process {pid[0]}.{pid[1]})")
        interp = Interpreter(module, seed=seed, max_memory=max_memory, numerics=numerics)
        interp.process = Process(grid, *pid)
        interp.observer = observer
        interp.compile_all()
        jobs[pid] = (f"@{entry}", partial(stop.run, partial(interp.call, entry, args)))
    with stop:
        try:
            results = run_processes(grid, jobs)
        except RunInterrupted:
            raise
        except KeyboardInterrupt:  # Ctrl-C reaches the main thread: stop the processes too
            stop.interrupt()
            raise RunInterrupted(f"interrupted while running @{entry} on the {num_replicas} x {num_partitions} "
                                 f"process grid", source_name=module.source_name) from None
    return {pid: _outputs(func, results[pid]) for pid in grid.process_ids}


def _grid_on_mpi(module: Module, inputs: Mapping[ProcessId, Sequence[object]], num_replicas: int,
                 num_partitions: int, **options) -> dict[ProcessId, tuple]:
    """``run_on_grid(..., grid="mpi")``."""
    from .mpi_grid import mpi_world

    world = mpi_world()
    grid = world.grid(num_replicas, num_partitions, source_name=module.source_name)
    pid = grid.process_ids[world.rank]
    if pid not in inputs:
        raise InputError(f"no inputs for process {pid} of the {num_replicas} x {num_partitions} grid (rank "
                         f"{world.rank})")

    def run() -> dict[ProcessId, tuple]:
        mine = run_rank(world, module, inputs[pid], num_replicas, num_partitions, **options)
        everyone = tuple(grid.process_ids)
        return dict(zip(everyone, grid.exchange(pid, None, everyone, ("results",), mine,
                                                lambda values: [values] * len(values))))

    return _on_world(world, module, run)


def _output(value: object) -> object:
    """Results as writeable arrays the caller owns (constants may be read-only views)."""
    if isinstance(value, np.ndarray):
        return value if value.flags.writeable else np.array(value)
    if isinstance(value, tuple):
        return tuple(_output(v) for v in value)
    return value
