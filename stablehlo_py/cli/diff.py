"""``shlo diff A B``: where two programs' values part (harness/diff.py), from a run of both on the same
inputs or from two folders ``shlo run --dump`` wrote."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click
import numpy as np

from ..errors import StableHLOError
from .exits import fail
from .files import load_verified
from .run import check_tolerance

EPILOG = """\b
Examples:
  shlo diff model_f32.mlir model_bf16.mlir --input x.npy      # the first op whose values differ
  shlo diff before.mlir after.mlir --input args.npz --rtol 1e-3
  shlo diff dump_a/ dump_b/                                    # two folders of 'shlo run --dump'
\b
Ops are matched by place: the name stack of their name location (loc("jit(f)/attn/dot_general"),
what JAX writes; the same in two exports of one model), else their op name; the k-th run of a
place in A is compared with the k-th in B. B gets A's arguments in order, converted to B's
element types where both are floating-point (an f32 and a bf16 export of one model). Values of
different float types are compared in float64 under the looser type's default tolerances unless
--rtol/--atol say otherwise. Exit code 1 when the programs part (or on any error), 0 otherwise.
"""


def _for_b(values: list, func) -> list:
    """A's arguments for B: converted to B's element types where both are floating-point."""
    from ..ir.dtypes import dtype_of
    from ..ir.types import TensorType

    out = []
    for value, type_ in zip(values, func.type.inputs):
        if isinstance(value, np.ndarray) and isinstance(type_, TensorType):
            want = dtype_of(type_.element_type)
            if want != value.dtype and value.dtype.kind in "fV" and not np.issubdtype(want, np.integer) \
                    and want.kind in "fV":
                value = value.astype(want)
        out.append(value)
    return out


def _recorded_run(path: Path, values: list | None, entry: str, inputs, input_map, allow_extra):
    """Run the program at ``path`` with a ``Recorder``; its recorded values and the arguments it took."""
    from ..harness.diff import Recorder
    from ..harness.inputs import match_arrays, parse_key_map, read_input_specs
    from ..harness.signature import exported_signature
    from ..interpreter import run_function
    from ..module import ExportedModule

    module, source = load_verified(path)
    exported = isinstance(module, ExportedModule)  # a jax.export blob: called as exp.call calls it
    func = exported_signature(module) if exported else module.funcs.get(entry)
    if func is None or (func.body is None and not exported):
        fail(f"{path}: no function @{entry} to run")
    try:
        if values is None:
            arrays, origins = read_input_specs(inputs, "arg")
            values = match_arrays(arrays, func, "input", allow_extra, "--input", module=module,
                                  mapping=parse_key_map(input_map, "--input-map"), origins=origins)
        else:
            values = _for_b(values, func)
        recorder = Recorder(module)
        if exported:
            module.call_flat(values, observer=recorder)
        else:
            run_function(module, values, entry, observer=recorder)
    except StableHLOError as exc:
        fail(exc, source)
    return recorder.values, values


@click.command("diff", epilog=EPILOG)
@click.argument("a", type=click.Path(exists=True, path_type=Path))
@click.argument("b", type=click.Path(exists=True, path_type=Path))
@click.option("--input", "inputs", multiple=True, metavar="FILE|LITERAL",
              help="Inputs, as for 'shlo run' (A's signature decides how they are matched).")
@click.option("--input-map", metavar="NAME=KEY,...", help="As for 'shlo run'.")
@click.option("--allow-extra", is_flag=True, help="Ignore keys of --input that match no argument.")
@click.option("--entry", default="main", show_default=True, help="Function to run in both.")
@click.option("--rtol", type=float, default=None, callback=check_tolerance,
              help="Relative tolerance [default: the looser element type's].")
@click.option("--atol", type=float, default=None, callback=check_tolerance,
              help="Absolute tolerance [default: the looser element type's].")
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True)
def diff_command(a: Path, b: Path, inputs: tuple[str, ...], input_map: str | None, allow_extra: bool, entry: str,
                 rtol: float | None, atol: float | None, output_format: str) -> None:
    """Name the first op of A whose values differ from B's beyond the tolerances: run both programs on the
    same inputs, or compare two folders written by 'shlo run --dump'."""
    from ..harness.diff import dumped_values, first_divergence

    try:
        if a.is_dir() != b.is_dir():
            fail("give two programs or two dump folders")
        if a.is_dir():
            a_values, b_values = dumped_values(a), dumped_values(b)
        else:
            a_values, given = _recorded_run(a, None, entry, inputs, input_map, allow_extra)
            b_values, _ = _recorded_run(b, given, entry, inputs, input_map, allow_extra)
        report = first_divergence(a_values, b_values, rtol, atol)
    except StableHLOError as exc:
        fail(exc)
    found = report.divergence
    if output_format == "json":
        record = {"a": str(a), "b": str(b), "compared": report.compared, "only_in_a": report.only_in_a,
                  "only_in_b": report.only_in_b, "incomparable": report.incomparable, "first_divergence": None}
        if found is not None:
            record["first_divergence"] = {
                "place": found.a.place, "occurrence": found.a.occurrence, "result": found.a.result,
                "a": {"op": found.a.op, "line": found.a.line, "summary": found.a_summary},
                "b": {"op": found.b.op, "line": found.b.line, "summary": found.b_summary},
                "comparison": found.comparison.to_json()}
        click.echo(json.dumps(record))
    else:
        counts = (f"{report.compared} value(s) compared, {report.only_in_a} only in A, {report.only_in_b} only "
                  f"in B, {report.incomparable} of other shapes or kinds")
        if found is None:
            click.echo(f"no difference beyond the tolerances ({counts})")
        else:
            click.echo(f"first difference: {found.a.place} (run {found.a.occurrence}, result #{found.a.result})\n"
                       f"  A: {found.a.op} at {a}:{found.a.line}: {found.a_summary}\n"
                       f"  B: {found.b.op} at {b}:{found.b.line}: {found.b_summary}\n"
                       f"  {found.comparison.describe()}\n({counts})")
    sys.exit(1 if found is not None else 0)
