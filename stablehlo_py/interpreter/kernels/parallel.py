"""``interpreter.run_parallel`` (the reference interpreter's InterpreterOps.td): run a grid of
StableHLO processes (spec "Parallel execution").

``programs`` is a 2-D array of function symbols, ``num_replicas`` rows of ``num_partitions``;
process ``(r, p)`` runs ``programs[r][p]``. Operands and results are flattened replica-major:
first the arguments (results) of process (0, 0), then (0, 1), ..., (1, 0), ... ``infeed`` lists
the functions whose values the processes' ``infeed`` ops read, in order.

Each process is a thread with its own ``Interpreter`` on the same module; they meet in the
shared ``ProcessGrid``. The first error of any process (or a deadlock, or a rendezvous timeout)
stops the run and is reported with its op, location and process.
"""
from __future__ import annotations

import threading

from ...ir.attributes import ArrayAttr, SymbolRefAttr
from ...ir.nodes import Op
from ..errors import InterpreterError, NotImplementedOpError
from ..evaluator import Interpreter
from ..process_grid import Process, ProcessGrid, ProcessId, RunAborted
from ..registry import evaluates
from ..values import conform
from ._common import attribute, op_results


def _symbols(attr, what: str) -> list[str]:
    if not isinstance(attr, ArrayAttr) or not all(isinstance(e, SymbolRefAttr) for e in attr.elements):
        raise InterpreterError(f"`{what}` must be an array of function symbols, got {attr}")
    return [e.name for e in attr.elements]


def _programs(op: Op) -> list[list[str]]:
    """The ``programs`` grid, checked as the reference verifier does."""
    attr = attribute(op, "programs")
    if not isinstance(attr, ArrayAttr) or not attr.elements:
        raise InterpreterError("`programs` attribute cannot be empty")
    rows = [_symbols(row, "programs") for row in attr.elements]
    if not rows[0] or any(len(row) != len(rows[0]) for row in rows):
        raise InterpreterError(f"every row of `programs` must have the same, non-zero number of functions "
                               f"(got rows of {', '.join(str(len(r)) for r in rows)})")
    return rows


def _function(ctx, name: str):
    func = ctx.funcs.get(name)
    if func is None or func.body is None:
        raise InterpreterError(f"function @{name} not found (or has no body)")
    return func


@evaluates("interpreter.run_parallel")
def run_parallel(ctx, op: Op, *inputs):
    """Run ``programs[r][p]`` as process ``(r, p)`` on its slice of the operands; all results, flattened."""
    programs = _programs(op)
    infeed_attr = attribute(op, "infeed")
    infeed = _symbols(infeed_attr, "infeed") if infeed_attr is not None else []
    for name in infeed:
        if len(_function(ctx, name).type.results) != 1:
            raise InterpreterError(f"infeed function @{name} should return 1 tensor")
    grid = ProcessGrid(len(programs), len(programs[0]), infeed, source_name=ctx.module.source_name)
    jobs = _jobs(ctx, op, grid, programs, inputs)
    results: dict[ProcessId, list] = {}
    threads = [threading.Thread(target=_run_process, args=(grid, interp, name, args, results),
                                name=f"stablehlo process {interp.process.id}", daemon=True)
               for interp, name, args in jobs]
    for thread in threads:
        thread.start()
    try:
        grid.wait_all()
    except BaseException as exc:  # a process failed, or this run was interrupted (e.g. `shlo test --timeout`)
        grid.fail(exc if isinstance(exc, InterpreterError) else InterpreterError(f"run stopped: {exc!r}"))
        raise
    values = [v for pid in grid.process_ids for v in results[pid]]
    return op_results(op, [conform(v, t) for v, t in zip(values, op.result_types)])


def _jobs(ctx, op: Op, grid: ProcessGrid, programs: list[list[str]], inputs) -> list[tuple]:
    """(interpreter, function, arguments) of every process, replica-major; counts checked."""
    jobs, n_args, n_results = [], 0, 0
    for pid in grid.process_ids:
        name = programs[pid[0]][pid[1]]
        func = _function(ctx, name)
        arity = len(func.type.inputs)
        interp = Interpreter(ctx.module, ctx.probe_dir)
        interp.process = Process(grid, *pid)
        jobs.append((interp, name, list(inputs[n_args:n_args + arity])))
        n_args += arity
        n_results += len(func.type.results)
    if n_args != len(inputs):
        raise InterpreterError(f"Number of inputs ({len(inputs)}) should match the sum of the number of inputs "
                               f"of all programs ({n_args})")
    if n_results != len(op.results):
        raise InterpreterError(f"Number of results ({len(op.results)}) should match the sum of the number of "
                               f"results of all programs ({n_results})")
    # compile every function before the threads start: compilation shares a module-level cache
    for interp, _, _ in jobs:
        for func in ctx.module.funcs.values():
            if func.body is not None:
                interp.compile(func.name)
    return jobs


def _run_process(grid: ProcessGrid, interp: Interpreter, name: str, args: list, results: dict) -> None:
    """Thread body: run ``@name`` as ``interp.process``; record its results or its error."""
    pid = interp.process.id
    try:
        results[pid] = interp.call(name, args)
    except RunAborted:
        pass
    except NotImplementedOpError as exc:  # reported as is: `shlo test` counts the missing op
        grid.fail(exc)
    except InterpreterError as exc:
        grid.fail(type(exc)(f"{exc.message} (in process ({pid[0]}, {pid[1]}) running @{name})",
                            op_name=exc.op_name, source_name=exc.source_name, line=exc.line, column=exc.column))
    except BaseException as exc:  # RecursionError and the like: still stop the run with a message
        grid.fail(InterpreterError(f"{type(exc).__name__}: {exc} (in process ({pid[0]}, {pid[1]}) "
                                   f"running @{name})", source_name=grid.source_name))
    finally:
        grid.finished(pid)
