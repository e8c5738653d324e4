"""``shlo run``: interpret one function of a program on the inputs a user holds, print (or write)
its results and, with ``--expect``, compare them with expected values under tolerances."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click
import numpy as np

from ..errors import StableHLOError
from .distributed import GRID_CHOICES, RunGrid, per_rank_path, plan_grid, start_world, world_all_ok
from .exits import fail
from .files import load_verified
from .progress import RunProgress, shows_progress
from .observing import HELP as OBSERVING_HELP, RunWatch, observing_options

EPILOG = """\b
Examples:
  shlo run model.mlir --input x.npy --input w.npy          # one .npy per argument, in order
  shlo run model.mlir --input args.npz                      # keys arg0/in0/... or the argument names
  shlo run model.mlir --input args.npz --input-map x=in0,y=in1
  shlo run model.mlir --input "2x3xf32=1 2 3 4 5 6" --input "f32=0.5" --input @w.npy
  shlo run model.mlir --input args.npz --expect want.npz    # exit 1 on any mismatch
  shlo run model.mlir --input x.npy --expect y.npy --rtol 1e-3 --format json
  shlo run model.mlir --input x.npy --output out.npz        # or out.npy (one result), or a folder
  shlo run model.mlir --input x.npy --full                  # print every element
  shlo run model.mlirbc --input x.npy                       # MLIR bytecode (a portable artifact)
  shlo run model.jax_exported --input x.npy --input y.npy   # a jax.export blob, called as exp.call(x, y)
\b
A jax.export blob (Exported.serialize()) takes its inputs as exp.call does, one per
leaf of its arguments (in0, in1, ... in the order jax.tree.leaves gives), and runs
the way jax calls it: the platform index of cpu when several platforms were
exported, a fresh token per ordered effect (dropped from the results), only the
inputs the program keeps (module_kept_var_idx); shapes and dtypes are checked
against its in_avals, symbolic dimensions bound by the first input that has them.
\b
Inputs: a .npy file is the next argument; a .npz archive gives arguments by key:
arg0, in0, input0, arr_0 (np.savez(f, a, b)), ... or the names the program records (JAX's jax.arg_info and
loc("x") argument names, tf_saved_model.index_path, a hand-written %x). A literal is
SHAPExTYPE=VALUES (IREE's syntax; one value fills the shape). bf16/f8/int4/...
arrays saved by np.save with ml_dtypes are read as the declared type; raw bits
(unsigned integers of the same width) are accepted too. Keys matching no argument
are an error unless --allow-extra.
\b
Expected outputs (--expect): a .npy per result in order, or a .npz keyed out0,
expected0, result0, output0, ... or by the result names (jax.result_info).
An element matches when |actual - expected| <= atol + rtol * |expected|; NaN
matches NaN only (NaN positions must agree), infinities only themselves.
Default tolerances (rtol = atol; below f32 both are 2 * eps of the format, e.g.
bf16: |a - e| <= 2**-6 + 2**-6 * |e|), by element type:
  f32, f64, tf32, complex                  1e-5
  f16                                      1.95e-3  (2**-9)
  bf16                                     1.56e-2  (2**-6)
  f8E3M4                                   0.125
  f8E4M3*, f8E4M3B11FNUZ, f6E2M3FN         0.25
  f8E5M2*, f6E3M2FN                        0.5
  f4E2M1FN 1, f8E8M0FNU 2
  integers, booleans                       exact (--rtol/--atol do not apply)
--rtol/--atol (finite numbers >= 0) replace the defaults for every float result.
\b
Several processes (--replicas R --partitions P, by default the module's
mhlo.num_replicas x mhlo.num_partitions): ENTRY runs once per process, all at
once, so that collectives meet (spec "Parallel execution"). An --input or
--expect value ending in @R.P (x.npy@0.1), or a .npz key ending in @R.P
(arg0@1.0), is for process (replica R, partition P) only; values and keys
without a suffix go to every process. Results are printed per process and
written under KEY@R.P. Programs in global view (JAX's jit with shardings:
sdy.sharding / mhlo.sharding annotations) run as one process whatever their
mhlo.num_partitions; their mesh is simulated inside the run.
  shlo run all_reduce.mlir --replicas 4 --input x.npz      # keys arg0@0.0 ... arg0@3.0
  shlo run prog.mlir --partitions 2 --input a.npy@0.0 --input b.npy@0.1 --input shared.npy
""" + OBSERVING_HELP

DEFAULT_MAX_ELEMENTS = 20


def check_tolerance(ctx: click.Context, param: click.Parameter, value: float | None) -> float | None:
    """Validate ``--rtol``/``--atol``: a finite number >= 0 (NaN would pass every mismatch); a usage error
    (exit code 2) otherwise. Shared with ``shlo check``."""
    from ..harness.compare import check_tolerance as valid

    try:
        return valid(value, f"--{param.name}")
    except ValueError as exc:
        raise click.BadParameter(f"{value!r}: a tolerance is a finite number >= 0") from exc


def max_memory_option(fn):
    """``--max-memory SIZE`` (or ``STABLEHLO_PY_MAX_MEMORY``): the memory budget in bytes, None when not given
    (interpreter/budget.py: then half the machine's memory). A bad size is a usage error (exit code 2).
    Shared with ``shlo check``."""
    from ..interpreter.budget import BUDGET_VARIABLE, SIZE_HELP, parse_size

    def parse(ctx: click.Context, param: click.Parameter, value: str | None) -> int | None:
        if value is None or not value.strip():
            return None
        try:
            return parse_size(value)
        except ValueError as exc:
            raise click.BadParameter(str(exc)) from None

    return click.option("--max-memory", default=None, metavar="SIZE", envvar=BUDGET_VARIABLE, show_envvar=True,
                        callback=parse,
                        help="Memory budget: an op whose result would need more bytes stops the run with an error "
                             "naming it (exit code 3). SIZE is " + SIZE_HELP + ". Default: half the memory of "
                             "the machine (the smaller of physical memory and the container's cgroup limit).")(fn)


@click.command("run", epilog=EPILOG)
@click.argument("program", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--entry", default=None,
              help="Function to run [default: @main, else the module's only public function].")
@click.option("--input", "inputs", multiple=True, metavar="FILE|LITERAL",
              help="A .npy file (or @FILE) for the next argument, a .npz with several, or a literal such as "
                   "'2x3xf32=1 2 3 4 5 6' (repeatable).")
@click.option("--input-map", metavar="NAME=KEY,...",
              help="Which key of the inputs feeds which argument: NAME is an argument name, a position (0) or "
                   "arg0; e.g. 'x=in0,y=in1'.")
@click.option("--allow-extra", is_flag=True, help="Ignore keys of --input/--expect that match no argument/result.")
@click.option("--expect", "expects", multiple=True, metavar="FILE",
              help="Expected results: a .npy per result or a .npz (out0/expected0/result0/... or result names); "
                   "exit code 1 when a result differs.")
@click.option("--expect-map", metavar="NAME=KEY,...", help="As --input-map, for the keys of --expect.")
@click.option("--rtol", type=float, default=None, callback=check_tolerance,
              help="Relative tolerance of float results [default: by element type, see below].")
@click.option("--atol", type=float, default=None, callback=check_tolerance,
              help="Absolute tolerance of float results [default: by element type, see below].")
@click.option("--output", type=click.Path(path_type=Path),
              help="Write the results: NAME.npy (one result), NAME.npz, or a folder of one .npy per result.")
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="text: a table and the comparison report; json: one object with results and comparisons.")
@click.option("--full", is_flag=True, help="Print every element of the results (no '...').")
@click.option("--max-elements", type=click.IntRange(min=0), default=DEFAULT_MAX_ELEMENTS, show_default=True,
              help="Print arrays with more elements than this abbreviated.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the stream stablehlo.rng draws from.")
@click.option("--timeout", type=click.FloatRange(min=0, min_open=True), default=None, metavar="SECONDS",
              help="Stop the run after this many seconds, naming the op it was in and each loop's iteration "
                   "(exit code 3); Ctrl-C stops it the same way (exit code 130).")
@click.option("--show-compiled", is_flag=True,
              help="Print the Python each function is compiled to (each op tagged with its line:column), then run.")
@click.option("--plugin", "plugins", multiple=True, metavar="FILE.py",
              help="A Python file that adds custom_call targets with stablehlo_py.register_custom_call "
                   "(repeatable).")
@click.option("--replicas", type=click.IntRange(min=1), default=None,
              help="Run ENTRY once per process of a replicas x partitions grid [default: the module's "
                   "mhlo.num_replicas; see 'Several processes' below].")
@click.option("--partitions", type=click.IntRange(min=1), default=None,
              help="Partitions of the grid [default: the module's mhlo.num_partitions].")
@click.option("--progress/--no-progress", default=None,
              help="Show each phase (read, verify, run) with a spinner, then its time, on stderr [default: for a "
                   "program file of 64 MB or more when stderr is a terminal].")
@click.option("--fast-math", is_flag=True,
              help="Compute the transcendentals of f32/f16/bf16 (exp, log, tanh, logistic, sin, ...) by NumPy's "
                   "float32 loops, within a few ulp of the default float64-and-round (README \"Fast numerics\"); "
                   "also STABLEHLO_PY_NUMERICS=fast.")
@click.option("--grid", "grid_choice", type=click.Choice(GRID_CHOICES), default="auto", show_default=True,
              help="Where the processes of the grid run: threads of this process, or MPI ranks (one per process, "
                   "under mpiexec -n N); auto: MPI when mpiexec started shlo. See 'Under MPI' below.")
@click.option("--output-per-rank", is_flag=True,
              help="Under MPI: each rank writes its own process's results (OUT.npz as OUT@R.P.npz, a folder "
                   "shared) instead of rank 0 writing every process's.")
@max_memory_option
@observing_options
def run_command(program: Path, entry: str | None, inputs: tuple[str, ...], input_map: str | None, allow_extra: bool,
                expects: tuple[str, ...], expect_map: str | None, rtol: float | None, atol: float | None,
                output: Path | None, output_format: str, full: bool, max_elements: int, seed: int,
                timeout: float | None, show_compiled: bool, plugins: tuple[str, ...], replicas: int | None,
                partitions: int | None, progress: bool | None, fast_math: bool, grid_choice: str,
                output_per_rank: bool, max_memory: int | None, **watch_options: object) -> None:
    """Interpret function ENTRY of PROGRAM on the given inputs and print its results.

    With --expect, compare each result with its expected value and report, per result, the
    largest absolute and relative error, how many elements differ and the first that does;
    the exit code is 1 when any result differs (and on any error), 0 otherwise.
    """
    from ..harness.grid import process_suffix
    from ..harness.outputs import check_output, write_results
    from ..harness.signature import result_keys
    from ..module import ExportedModule

    world = start_world(grid_choice)  # first: under MPI every error from here on ends through the world
    _load_plugins(plugins)
    phases = RunProgress(shows_progress(progress, program))
    module, source = load_verified(program, phases)
    entry, func = _entry_of(module, program, entry)
    if show_compiled:
        from ..interpreter.source_view import compiled_source

        click.echo(compiled_source(module), err=True)
    try:
        grid = plan_grid(module, isinstance(module, ExportedModule), replicas, partitions, world, output_per_rank)
        if output is not None:
            count = _array_count(func)
            per_run = len(grid.mine) if output_per_rank else len(grid.ids)
            check_output(per_rank_path(output, grid.first_own) if output_per_rank else output,
                         None if count is None else count * per_run)
        values = _read_inputs(grid, module, func, inputs, input_map, allow_extra, max_memory)
        expected = _read_expected(grid, module, func, expects, expect_map, allow_extra, max_memory,
                                  output_per_rank) if expects else {}
        if (watch_options["dump"] or watch_options["probe_dir"]) and grid.several:  # before the folder is made
            raise click.UsageError("--dump/--probe-dir take one process; run without --replicas/--partitions")
        watch = RunWatch.from_options(module, watch_options)
        watch.numerics = "fast" if fast_math else None  # (None: STABLEHLO_PY_NUMERICS, else exact)
        watch.start()
        try:
            with phases.phase(f"running @{entry}", f"ran @{entry}"):
                results = _execute(grid, module, values, entry, seed, watch, max_memory, timeout, output_per_rank)
        finally:
            watch.stop()
    except StableHLOError as exc:
        fail(exc, source)  # a located error with the caret under the op

    if world is not None and not output_per_rank and world.rank != 0:  # rank 0 prints and writes
        world.barrier()
        world.leave(0)
    keys = result_keys(func)
    ids, several = grid.ids, grid.several
    by_process = {pid: [k + process_suffix(pid) for k in keys] if several else keys for pid in ids}
    comparisons = _compare(results, expected, by_process, rtol, atol)
    ok = all(c.ok for c in comparisons)
    if world is not None and output_per_rank:  # what this rank prints and writes: its process, or its blocks
        if grid.view:
            from ..interpreter.spmd import own_blocks

            results = {(0, world.rank): tuple(own_blocks(module, func, results[(0, 0)], world.rank, world.size))}
            several = True
        ids = list(results)
        by_process = {pid: [k + process_suffix(pid) for k in keys] for pid in ids}
    try:
        watch.report(output_format == "json")
    except StableHLOError as exc:
        fail(exc)
    if output_format == "json":
        _print_json(program, entry, func, results, by_process, comparisons, ok, grid.size if several else None,
                    watch.profile_json())
    else:
        _print_text({pid: results[pid] for pid in ids}, func, by_process, comparisons,
                    None if full else max_elements, several)
    if output is not None:
        try:
            write_results(per_rank_path(output, ids[0]) if output_per_rank else output,
                          [r for pid in ids for r in results[pid]], [k for pid in ids for k in by_process[pid]])
        except StableHLOError as exc:
            fail(exc)
    if world is not None:
        ok = world_all_ok(world, ok) if output_per_rank else ok
        world.barrier()
        world.leave(0 if ok else 1)
    sys.exit(0 if ok else 1)


def _load_plugins(plugins: tuple[str, ...]) -> None:
    from ..interpreter.custom_calls import PluginError, load_plugin

    for plugin in plugins:
        try:
            load_plugin(plugin)
        except PluginError as exc:
            fail(exc)


def _entry_of(module, program: Path, entry: str | None) -> tuple[str, object]:
    """The function ``shlo run`` calls (``--entry``, else the module's entry) and its signature; a jax.export
    blob's is ``main``, called as ``exp.call`` is."""
    from ..harness.signature import exported_signature
    from ..module import ExportedModule

    if isinstance(module, ExportedModule):
        if entry not in (None, "main"):
            fail(f"{program}: a jax.export blob runs as exp.call does; --entry does not apply")
        return "main", exported_signature(module)
    entry = entry or module.entry_name()
    func = module.funcs.get(entry)
    if func is None or func.body is None:
        fail(f"{program}: no function @{entry} to run (functions: "
             f"{', '.join('@' + f.name for f in module.funcs.values() if f.body is not None) or 'none'})")
    return entry, func


def _read_inputs(grid: RunGrid, module, func, inputs: tuple[str, ...], input_map: str | None, allow_extra: bool,
                 max_memory: int | None) -> dict:
    """The arguments of each process this one runs (``grid.mine``), by process id. Under MPI, ``.npy`` files
    and uncompressed ``.npz`` members are mapped, and only the keys of this rank's process are read."""
    from ..harness.grid import keeps, keys_for, specs_for
    from ..harness.inputs import match_arrays, parse_key_map, read_input_specs

    values = {}
    for pid in grid.mine:
        given = read_input_specs(specs_for(inputs, pid, grid.ids, "--input"), "arg", max_memory,
                                 lazy=grid.world is not None, keep=lambda key: keeps(key, pid, grid.ids))
        arrays, origins = keys_for(*given, pid, grid.ids)
        values[pid] = match_arrays(arrays, func, "input", allow_extra, "--input" + grid.naming(pid), module=module,
                                   mapping=parse_key_map(input_map, "--input-map"), origins=origins)
    return values


def _read_expected(grid: RunGrid, module, func, expects: tuple[str, ...], expect_map: str | None,
                   allow_extra: bool, max_memory: int | None, output_per_rank: bool) -> dict:
    """The expected results of each process whose results this one compares (every process; under MPI rank
    0's gathered ones, or with ``--output-per-rank`` this rank's own), by process id."""
    from ..harness.grid import keys_for, specs_for
    from ..harness.inputs import match_arrays, parse_key_map, read_input_specs

    expected = {}
    for pid in grid.compared(output_per_rank):
        given = read_input_specs(specs_for(expects, pid, grid.ids, "--expect"), "out", max_memory)
        wanted, origins = keys_for(*given, pid, grid.ids)
        expected[pid] = match_arrays(wanted, func, "output", allow_extra, "--expect" + grid.naming(pid),
                                     module=module, mapping=parse_key_map(expect_map, "--expect-map"),
                                     origins=origins)
    return expected


def _execute(grid: RunGrid, module, values: dict, entry: str, seed: int, watch: RunWatch, max_memory: int | None,
             timeout: float | None, output_per_rank: bool) -> dict | None:
    """Run ``entry``: a jax.export blob as ``exp.call``, one process, this rank's process under MPI (gathered
    on rank 0 unless ``output_per_rank``: None on the other ranks), or the grid's processes on threads. The
    results by process id."""
    from ..interpreter import run_function, run_on_grid
    from ..interpreter.run import run_rank
    from ..module import ExportedModule
    from .distributed import gather_on_first

    options = dict(seed=seed, observer=watch.observer, max_memory=max_memory, timeout=timeout,
                   numerics=watch.numerics)
    if isinstance(module, ExportedModule):
        return {(0, 0): module.call_flat(values[(0, 0)], probe_dir=watch.probe_dir, **options)}
    if not grid.several:
        return {(0, 0): run_function(module, values[(0, 0)], entry, probe_dir=watch.probe_dir, world=grid.world,
                                     **options)}
    if grid.world is None:
        return run_on_grid(module, values, *grid.size, entry=entry, **options)
    pid = grid.mine[0]
    own = run_rank(grid.world, module, values[pid], *grid.size, entry=entry, **options)
    return {pid: own} if output_per_rank else gather_on_first(grid.world, grid.size, pid, own, module.source_name)


def _compare(results: dict | None, expected: dict, by_process: dict, rtol: float | None,
             atol: float | None) -> list:
    """Each expected result against the one computed (tuples element by element, as ``KEY[i]``)."""
    from ..harness.compare import compare
    from ..harness.outputs import flatten_results

    comparisons = []
    for pid, wants in expected.items():
        if results is None or pid not in results:
            continue
        for result, want, key in zip(results[pid], wants, by_process[pid]):
            pairs = zip(flatten_results([result], [key]), flatten_results([want], [key]))
            comparisons += [compare(actual, wanted, rtol, atol, name) for (name, actual), (_, wanted) in pairs]
    return comparisons


def _print_text(results: dict, func, by_process: dict, comparisons: list, threshold: int | None,
                several: bool) -> None:
    """The results of each process as tables, then each comparison and their verdict."""
    for pid in results:
        title = f"results of process {pid[0]}.{pid[1]} (replica {pid[0]}, partition {pid[1]})" \
            if several else "results"
        _print_table(results[pid], func.type.results, by_process[pid], comparisons, threshold, title)
    if comparisons:
        for comparison in comparisons:
            click.echo(comparison.describe())
        failed = sum(not c.ok for c in comparisons)
        click.echo(f"{failed} of {len(comparisons)} result(s) differ from the expected values" if failed
                   else f"all {len(comparisons)} compared result(s) match the expected values")


def _array_count(func) -> int | None:
    """How many arrays ``--output`` gets from ``func``: its tensor results (None when one is a tuple)."""
    from ..ir.types import TensorType, TupleType

    if any(isinstance(t, TupleType) for t in func.type.results):
        return None
    return sum(isinstance(t, TensorType) for t in func.type.results)


def _summary(value: object, threshold: int | None) -> str:
    """An array as the results table prints it: whole up to ``threshold`` elements (None: always)."""
    if isinstance(value, np.ndarray):
        return np.array2string(value, threshold=sys.maxsize if threshold is None else threshold, edgeitems=3,
                               max_line_width=100)
    if isinstance(value, tuple):
        return "(" + ", ".join(_summary(v, threshold) for v in value) + ")"
    return repr(value)


def _print_table(results: tuple, types, keys: list[str], comparisons: list, threshold: int | None,
                 title: str) -> None:
    """The results as a rich table (name, type, value; a check column with --expect)."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    outcome: dict[str, str] = {}
    for c in comparisons:  # a tuple's row: MISMATCH when any element (KEY[i]) differs
        key = next((k for k in keys if c.name == k or c.name.startswith(k + "[")), c.name)
        outcome[key] = "MISMATCH" if not c.ok or outcome.get(key) == "MISMATCH" else "ok"
    table = Table(title=title)
    columns = ("name", "type", "value") + (("check",) if comparisons else ())
    for column in columns:
        table.add_column(column, overflow="fold")
    for value, type_, key in zip(results, types, keys):
        row = [Text(key), Text(str(type_)), Text(_summary(value, threshold))]
        if comparisons:
            row.append(Text(outcome.get(key, "-")))
        table.add_row(*row)
    Console().print(table)


def _print_json(program: Path, entry: str, func, results: dict, keys: dict, comparisons: list,
                ok: bool, grid: tuple[int, int] | None, profile: list[dict] | None) -> None:
    """The whole run as one JSON object: program, entry, results (with every value), comparisons, ok; with
    a grid, ``grid`` ([replicas, partitions]) and ``processes`` (each with its ``process`` and results)."""
    from ..harness.outputs import json_value

    def records(values: tuple, names: list[str]) -> list[dict]:
        out = []
        for value, type_, key in zip(values, func.type.results, names):
            record = {"name": key, "type": str(type_)}
            if isinstance(value, np.ndarray):
                record.update(shape=list(value.shape), dtype=str(value.dtype))
            record["value"] = json_value(value)
            out.append(record)
        return out

    run: dict = {"program": str(program), "entry": entry}
    if grid is None:
        run["results"] = records(results[(0, 0)], keys[(0, 0)])
    else:
        run["grid"] = list(grid)
        run["processes"] = [{"process": list(pid), "results": records(values, keys[pid])}
                            for pid, values in results.items()]
    if profile is not None:
        run["profile"] = profile
    click.echo(json.dumps({**run, "comparisons": [c.to_json() for c in comparisons], "ok": ok}))
