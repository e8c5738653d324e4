"""``shlo run``: interpret one function of a program on inputs from .npy/.npz files."""
from __future__ import annotations

import os
import sys
import tempfile
import zipfile
from pathlib import Path

import click
import numpy as np

from ..errors import StableHLOError
from .files import read_text

EPILOG = """\b
Examples:
  shlo run model.mlir --input x.npy --input w.npy
  shlo run model.mlir --input args.npz --output out.npz   # arrays arg0, arg1, ... (or named after the arguments)
  shlo run model.mlir --entry forward --input x.npy
bf16/f8/i4 inputs may be given as raw bits (uint8/uint16 arrays of the same width).
"""


# A .npy file starts with this magic string; a .npz file is a zip archive.
_NUMPY_FILE_STARTS = (b"\x93NUMPY", b"PK\x03\x04")


def _load_array_file(path: Path) -> np.ndarray | np.lib.npyio.NpzFile:
    """``np.load`` of a .npy/.npz file, never unpickling; a ClickException saying what is wrong otherwise."""
    try:
        with open(path, "rb") as stream:
            start = stream.read(6)
        if not start.startswith(_NUMPY_FILE_STARTS):
            raise click.ClickException(f"{path}: not a NumPy .npy or .npz file")
        return np.load(path, allow_pickle=False)
    except ValueError as exc:
        if "allow_pickle" in str(exc):  # an object array: NumPy would have to unpickle it
            raise click.ClickException(f"{path}: holds Python objects (pickled data), which shlo never loads; "
                                       f"give numeric arrays") from None
        raise click.ClickException(f"{path}: cannot read NumPy data: {exc}") from None
    except (OSError, zipfile.BadZipFile, EOFError) as exc:
        raise click.ClickException(f"{path}: cannot read NumPy data: {exc}") from None


def _load_inputs(files: tuple[Path, ...], arg_names: list[str]) -> list[np.ndarray]:
    """Arrays from .npy files (one per argument) or .npz files (arg0.. or argument names)."""
    values: list[np.ndarray] = []
    for path in files:
        loaded = _load_array_file(path)
        if isinstance(loaded, np.lib.npyio.NpzFile):
            with loaded:
                first = len(values)
                for position in range(first, len(arg_names)):
                    names = tuple(dict.fromkeys((f"arg{position}", arg_names[position].lstrip("%"))))
                    key = next((n for n in names if n in loaded.files), None)
                    if key is None:
                        if position == first:
                            raise click.ClickException(
                                f"{path}: no array named {' or '.join(names)} for argument #{position} "
                                f"(it holds {', '.join(loaded.files) or 'nothing'})")
                        break
                    values.append(loaded[key])
        else:
            values.append(loaded)
    return values


def _summary(value: object) -> str:
    if isinstance(value, np.ndarray):
        return np.array2string(value, threshold=20, edgeitems=3, max_line_width=100)
    return repr(value)


def _check_output(path: Path) -> None:
    """Fail before running anything when ``--output`` cannot be written."""
    directory = path.resolve().parent
    if not directory.is_dir() or not os.access(directory, os.W_OK):
        raise click.ClickException(f"{path}: cannot write the results there (no writable folder {directory})")


def _write_npz(path: Path, results: tuple) -> None:
    """result0, result1, ... written to a temp file beside ``path``, then renamed (never half-written)."""
    arrays = {f"result{i}": np.asarray(r) for i, r in enumerate(results) if isinstance(r, np.ndarray)}
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=".shlo-", suffix=".npz", dir=path.resolve().parent)
        with os.fdopen(fd, "wb") as handle:
            np.savez(handle, **arrays)
        os.replace(tmp, path)
    except OSError as exc:
        raise click.ClickException(f"{path}: cannot write the results: {exc.strerror or exc}") from None
    finally:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)


@click.command("run", epilog=EPILOG)
@click.argument("program", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--entry", default="main", show_default=True, help="Function to run.")
@click.option("--input", "inputs", multiple=True, type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="A .npy file for the next argument, or a .npz with several (repeatable).")
@click.option("--output", type=click.Path(dir_okay=False, path_type=Path), help="Write results to this .npz.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the stream stablehlo.rng draws from.")
def run_command(program: Path, entry: str, inputs: tuple[Path, ...], output: Path | None, seed: int) -> None:
    """Interpret function ENTRY of PROGRAM and print its results."""
    from ..interpreter import run_function
    from ..parser import parse_text
    from ..verifier import verify

    text = read_text(program)
    if text is None:
        sys.exit(1)
    try:
        module = parse_text(text, str(program), 0)
        verify(module, text.splitlines())
        if output is not None:
            _check_output(output)
        func = module.funcs.get(entry)
        arg_names = [a.name for a in func.arguments] if func is not None else []
        values = _load_inputs(inputs, arg_names)
        results = run_function(module, values, entry, seed=seed)
    except StableHLOError as exc:
        click.echo(str(exc), err=True)
        sys.exit(1)
    _print_results(results, module.funcs[entry].type.results)
    if output is not None:
        _write_npz(output, results)


def _print_results(results: tuple, types) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title="results")
    for column in ("name", "type", "value"):
        table.add_column(column)
    for i, (value, type_) in enumerate(zip(results, types)):
        table.add_row(f"result{i}", str(type_), _summary(value))
    Console().print(table)
