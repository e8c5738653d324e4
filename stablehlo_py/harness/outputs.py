"""Writing a function's results to NumPy files: the format follows the path.

- ``NAME.npy``: the single result (an error when the function has several);
- ``NAME.npz``: one array per result, keyed by its name;
- anything without a suffix, or an existing folder: the folder, with one ``KEY.npy`` per result.

The names are the program's result names where it records them, else ``result0``, ``result1``, ...
(``harness.signature.result_keys``). A tuple result is written element by element as
``KEY[0]``, ``KEY[1]``, ...; tokens are not written. Every file is written to a temporary file
beside its target and renamed over it, so a failure never leaves half a file; files are created
with mode ``0666`` less the umask, as any other program's output. Arrays of ml_dtypes types
(bf16, f8, int4, ...) are written as raw bytes of their width (``|V1``, ``|V2``): ``np.save``
would write f8E5M2 with the header ``'<f1'``, which ``np.load`` refuses; raw bytes load
everywhere (``np.load(...).view(ml_dtypes.bfloat16)`` reads them back, and ``shlo run
--input``/``--expect`` and sidecars reinterpret them as the declared type).
"""
from __future__ import annotations

import os
import re
import secrets
import zipfile
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from ..errors import InputError

__all__ = ["OutputError", "output_kind", "check_output", "write_results", "flatten_results", "json_value"]


class OutputError(InputError):
    """Results cannot be written where ``--output`` says."""


def output_kind(path: Path) -> str:
    """``"npy"``, ``"npz"`` or ``"dir"`` for an output path; ``OutputError`` for another suffix."""
    path = Path(path)
    suffix = path.suffix.lower()
    if path.is_dir() or (not suffix and not path.exists()):
        return "dir"
    if suffix in (".npy", ".npz"):
        return suffix[1:]
    raise OutputError(f"{path}: results are written to NAME.npy (one result), NAME.npz or a folder; "
                      f"not to a {suffix or 'plain'} file")


def flatten_results(results: Sequence, names: Sequence[str]) -> list[tuple[str, np.ndarray]]:
    """``(key, array)`` for each array of ``results``: tuples element by element (``key[i]``), tokens left out."""
    out: list[tuple[str, np.ndarray]] = []
    for value, name in zip(results, names):
        if isinstance(value, tuple):
            out.extend(flatten_results(value, [f"{name}[{i}]" for i in range(len(value))]))
        elif isinstance(value, np.ndarray) or np.isscalar(value):
            out.append((name, np.asarray(value)))
    return out


def check_output(path: Path, count: int | None = None) -> None:
    """Fail before running anything when results cannot be written at ``path`` (``count`` arrays)."""
    path = Path(path)
    kind = output_kind(path)
    if kind == "npy" and count is not None and count != 1:
        raise OutputError(f"{path}: a .npy file holds one array, and there are {count} results; "
                          f"write them to a .npz file or a folder")
    folder = path if kind == "dir" and path.is_dir() else path.resolve().parent
    if not folder.is_dir() or not os.access(folder, os.W_OK | os.X_OK):
        raise OutputError(f"{path}: cannot write the results there (no writable folder {folder})")


def check_output_file(path: Path) -> None:
    """Fail (``OutputError``) before anything runs when no file can be written at ``path``."""
    folder = Path(path).resolve().parent
    if Path(path).is_dir() or not folder.is_dir() or not os.access(folder, os.W_OK | os.X_OK):
        raise OutputError(f"{path}: cannot write a file there")


def _atomic_write(target: Path, write: Callable[[object], None]) -> None:
    """Call ``write(handle)`` on a new temporary file beside ``target``, then rename it to ``target``.

    The temporary file is created with mode 0666, so the umask decides its permissions.
    """
    folder = target.resolve().parent
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    while True:
        temporary = folder / f".{target.name}.{secrets.token_hex(6)}.tmp"
        try:
            descriptor = os.open(temporary, flags, 0o666)
            break
        except FileExistsError:
            continue
    try:
        with os.fdopen(descriptor, "wb") as handle:
            write(handle)
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def write_array_atomically(target: Path, array: np.ndarray) -> None:
    """One ``.npy`` file (ml_dtypes arrays as their raw bytes, see the module docstring), never half-written;
    ``OutputError`` when it cannot be written."""
    try:
        _atomic_write(target, lambda handle: _write_array(handle, array))
    except OSError as exc:
        raise OutputError(f"{target}: cannot write it: {exc.strerror or exc}") from None


def write_text_atomically(target: Path, text: str) -> None:
    """``text`` (UTF-8) at ``target``, never half-written; ``OutputError`` when it cannot be written."""
    try:
        _atomic_write(target, lambda handle: handle.write(text.encode("utf-8")))
    except OSError as exc:
        raise OutputError(f"{target}: cannot write it: {exc.strerror or exc}") from None


def _savable(array: np.ndarray) -> np.ndarray:
    """``array`` as written to a file: an ml_dtypes array as raw void bytes of its width (any NumPy
    reads them; see the module docstring), anything else as it is."""
    array = np.asanyarray(array)
    if array.dtype.type.__module__.split(".")[0] == "ml_dtypes":
        return np.ascontiguousarray(array).view(f"V{array.dtype.itemsize}")
    return array


def _write_array(handle: object, array: np.ndarray) -> None:
    """One ``.npy`` stream (``_savable``'s form of the array)."""
    np.lib.format.write_array(handle, _savable(array), allow_pickle=False)


def _write_npz(handle: object, arrays: list[tuple[str, np.ndarray]]) -> None:
    """What ``np.savez`` writes (one ``KEY.npy`` member per array), for keys of any spelling."""
    with zipfile.ZipFile(handle, "w", compression=zipfile.ZIP_STORED, allowZip64=True) as archive:
        for key, array in arrays:
            with archive.open(f"{key}.npy", "w", force_zip64=True) as member:
                _write_array(member, array)


_UNSAFE = re.compile(r"[^\w.\-\[\]'()=+,@ ]")


def _file_names(keys: Sequence[str]) -> list[str]:
    """One safe, distinct ``.npy`` file name per key (path separators and the like become ``_``)."""
    names: list[str] = []
    taken: set[str] = set()
    for index, key in enumerate(keys):
        name = _UNSAFE.sub("_", key).lstrip(".") or f"result{index}"
        if name.lower() in taken:
            name = f"result{index}"
        taken.add(name.lower())
        names.append(f"{name}.npy")
    return names


def write_results(path: Path, results: Sequence, names: Sequence[str]) -> None:
    """Write ``results`` (arrays, tuples of arrays, tokens) under ``names`` to ``path``: a ``.npy`` file
    (exactly one array), a ``.npz`` archive, or a folder of ``.npy`` files (see the module docstring).

    Atomic per file, permissions from the umask; ``OutputError`` when it cannot be done.
    """
    path = Path(path)
    arrays = flatten_results(results, names)
    check_output(path, len(arrays))
    kind = output_kind(path)
    try:
        if kind == "npy":
            _atomic_write(path, lambda handle: _write_array(handle, arrays[0][1]))
        elif kind == "npz":
            _atomic_write(path, lambda handle: _write_npz(handle, arrays))
        else:
            path.mkdir(exist_ok=True)
            for file_name, (_, array) in zip(_file_names([key for key, _ in arrays]), arrays):
                _atomic_write(path / file_name,
                              lambda handle, array=array: _write_array(handle, array))
    except OSError as exc:
        raise OutputError(f"{path}: cannot write the results: {exc.strerror or exc}") from None


def json_value(value: object) -> object:
    """A result as JSON-safe data: nested lists of numbers (booleans, ints, floats; NaN and infinities
    as ``"nan"``, ``"inf"``, ``"-inf"``; complex numbers as ``[re, im]``), a tuple as a list of its
    elements, a token as ``"token"``."""
    if isinstance(value, tuple):
        return [json_value(v) for v in value]
    if not isinstance(value, np.ndarray) and not np.isscalar(value):
        return "token"
    from .compare import is_exact

    array = np.asarray(value)
    if array.dtype == np.bool_:
        return array.tolist()
    if is_exact(array.dtype):
        return array.astype(np.uint64 if array.dtype.kind == "u" and array.dtype.itemsize == 8 else np.int64).tolist()
    if array.dtype.kind == "c":
        array = np.stack([array.real, array.imag], axis=-1)
    floats = array.astype(np.float64)
    if np.isfinite(floats).all():
        return floats.tolist()
    cells = floats.astype(object)
    cells[np.isnan(floats)] = "nan"
    cells[np.isposinf(floats)] = "inf"
    cells[np.isneginf(floats)] = "-inf"
    return cells.tolist()
