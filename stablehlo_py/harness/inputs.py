"""Arrays a user holds, matched to a function's arguments (inputs) or results (expected outputs).

Sources: ``.npy`` files (one array each), ``.npz`` archives (keyed), and IREE-style literals
(``2x3xf32=1 2 3 4 5 6``, ``f32=0.5``). ``match_arrays`` puts keyed arrays in signature order:
a key is a position (``arg0``/``in0``/``input0`` for arguments, ``out0``/``expected0``/``result0``/
``output0`` for results) or the name the program records (``harness.signature``), or what an
explicit map (``--input-map x=in0``) says. Each array is then reinterpreted as the declared element
type where NumPy files cannot say it: ml_dtypes arrays (bf16, f8, int4, ...) come back from
``np.load`` as raw void data (``|V2``), and raw bits may be given as unsigned integers of the same
width. Every problem is an ``InputError`` naming the argument (position and name), the key, the
expected type and what was given.
"""
from __future__ import annotations

import ast
import math
import re
import zipfile
import zlib
from pathlib import Path
from typing import IO, Callable, Mapping, Sequence

import numpy as np

from ..interpreter import InputError
from ..interpreter.budget import check_array_header
from ..ir.dtypes import dtype_of, is_ml_dtype, uint_dtype
from ..ir.nodes import Func, Module
from ..ir.types import (FLOAT_FORMATS, BooleanType, ComplexType, ElementType, FloatType, IntegerType,
                        TensorType, TupleType, Type)
from ..numerics.floats import finfo
from ..numerics.integers import iinfo
from .signature import argument_names, describe_argument, result_names, signature_types

__all__ = ["InputError", "POSITION_PREFIXES", "load_arrays", "read_npy", "read_npz", "parse_literal", "parse_key_map",
           "read_input_specs", "coerce", "match_arrays", "role_keys"]

# Keys that name a position, by role; e.g. "in3" is argument 3 and "expected0" result 0.
POSITION_PREFIXES: dict[str, tuple[str, ...]] = {
    "input": ("arg", "in", "input", "arr_"),  # arr_0, arr_1, ...: np.savez(path, a, b)
    "output": ("out", "expected", "result", "output"),
}

# A .npy file starts with this magic string; a .npz file is a zip archive.
_NUMPY_FILE_STARTS = (b"\x93NUMPY", b"PK\x03\x04")
_LISTED = 6  # keys or arguments spelled out in one message before "and N more"


def _listing(items: Sequence[str]) -> str:
    """``a, b, c`` with at most ``_LISTED`` items, then ``and N more``."""
    if not items:
        return "nothing"
    shown = ", ".join(items[:_LISTED])
    return shown + (f" and {len(items) - _LISTED} more" if len(items) > _LISTED else "")


# ---------------------------------------------------------------- files and literals
_UNKNOWN_DESCR = re.compile(r"[<>|=]?[a-zA-Z](\d+)")


def read_npy(stream: IO[bytes], size: int | None = None, max_memory: int | None = None,
             mapped: tuple[str | Path, int] | None = None) -> np.ndarray:
    """The array of one ``.npy`` stream (a file, or a member of a ``.npz`` archive), never unpickling.

    NumPy reads it unless its header names an element type NumPy does not know: ml_dtypes'
    ``float8_e5m2`` (kind ``f``, one byte) is written by ``np.save`` with the header ``'<f1'``,
    which ``np.load`` refuses. Such an array is read as raw bytes (void ``|V1``, ``|V2``, ...),
    which ``coerce`` reinterprets as the declared type, as for the other ml_dtypes types.

    The header is not trusted (NumPy's ``format.read_array`` allocates what it declares before reading):
    ``check_array_header`` checks its shape against the file's size and the memory budget, and a
    ``.npz`` member's data is read as bytes (at most what the archive really holds), after checking the
    declared size against the member's ``size``. Raises ``ValueError`` (or ``EOFError``) saying what is
    wrong. ``mapped``: ``(file, offset of the stream's start in it)``: the array is memory-mapped from there,
    read-only, instead of read (an uncompressed stream only).
    """
    start = stream.tell()
    major, _ = np.lib.format.read_magic(stream)
    length = int.from_bytes(stream.read(2 if major == 1 else 4), "little")
    header = stream.read(length).decode("latin1" if major < 3 else "utf8", "replace")
    try:
        fields = ast.literal_eval(header)
        descr, fortran, shape = fields["descr"], bool(fields["fortran_order"]), tuple(fields["shape"])
    except (ValueError, SyntaxError, KeyError, TypeError, MemoryError, RecursionError):
        raise ValueError(f"cannot parse the .npy header {header.strip()[:200]!r}") from None
    dtype = _header_dtype(descr)
    if dtype.hasobject:
        raise ValueError("Object arrays cannot be loaded when allow_pickle=False")
    check_array_header(shape, dtype, stream, max_memory)  # before anything is allocated (interpreter/budget.py)
    needed = math.prod(shape) * dtype.itemsize
    if mapped is not None and needed > 0:  # the data, in place in the file: pages are read when used
        if size is not None and needed > size - (stream.tell() - start):
            raise ValueError(f"truncated: the header declares {dtype}{list(shape)} ({needed} bytes)")
        return np.memmap(mapped[0], dtype, "r", mapped[1] + stream.tell() - start, shape, "F" if fortran else "C")
    if size is None and dtype.kind != "V":
        stream.seek(start)  # a file of its own, checked against its size: NumPy reads it in place
        return np.lib.format.read_array(stream, allow_pickle=False)
    if size is not None and needed > size - (stream.tell() - start):
        raise ValueError(f"truncated: the header declares {dtype}{list(shape)} ({needed} bytes), "
                         f"{max(size - (stream.tell() - start), 0)} bytes follow it")
    data = stream.read(needed)
    if len(data) != needed:
        raise ValueError(f"truncated: {len(data)} of {needed} data bytes")
    return np.frombuffer(data, dtype).reshape(shape, order="F" if fortran else "C").copy()


def _header_dtype(descr: object) -> np.dtype:
    """The dtype a ``.npy`` header names; raw bytes (void) of the same width for a name NumPy does not
    know (an ml_dtypes type, see ``read_npy``)."""
    try:
        return np.lib.format.descr_to_dtype(descr)
    except (ValueError, TypeError, KeyError, IndexError):
        match = _UNKNOWN_DESCR.fullmatch(descr) if isinstance(descr, str) else None
        if match is None or int(match.group(1)) == 0:
            raise ValueError(f"unknown element type {str(descr)[:100]!r} in the .npy header") from None
        return np.dtype(f"V{match.group(1)}")


def read_npz(path: str | Path, max_memory: int | None = None, lazy: bool = False,
             keep: Callable[[str], bool] | None = None) -> dict[str, np.ndarray]:
    """The arrays of a ``.npz`` archive by key (member name without ``.npy``), read by ``read_npy`` (each
    within the memory budget ``max_memory``, as ``check_array_header`` resolves it). ``keep``: only the
    keys it accepts are read. ``lazy``: an uncompressed member (``np.savez``) is memory-mapped, not read."""
    out: dict[str, np.ndarray] = {}
    with zipfile.ZipFile(path) as archive, open(path, "rb") as raw:
        for member in archive.infolist():
            if not member.filename.endswith(".npy"):
                raise ValueError(f"member {member.filename!r} is not a .npy array")
            key = member.filename[:-4]
            if keep is not None and not keep(key):
                continue
            mapped = None
            if lazy and member.compress_type == zipfile.ZIP_STORED:
                mapped = (path, _member_data_offset(raw, member))
            with archive.open(member) as stream:
                out[key] = read_npy(stream, member.file_size, max_memory, mapped)
    return out


def _member_data_offset(raw: IO[bytes], member: zipfile.ZipInfo) -> int:
    """Where the data of an archive member starts in the archive: after its local header (30 bytes, its name
    and its extra field, whose lengths the local header gives)."""
    raw.seek(member.header_offset + 26)
    name_length, extra_length = int.from_bytes(raw.read(2), "little"), int.from_bytes(raw.read(2), "little")
    return member.header_offset + 30 + name_length + extra_length


def load_arrays(path: str | Path, max_memory: int | None = None, lazy: bool = False,
                keep: Callable[[str], bool] | None = None) -> np.ndarray | dict[str, np.ndarray]:
    """The array of a ``.npy`` file, the arrays of a ``.npz`` archive (by key), or those of a folder of
    ``.npy`` files (by file name without ``.npy``, as ``--output DIR`` writes them); never unpickling.

    Raises ``InputError`` saying what is wrong with the file (missing, not NumPy data, pickled
    Python objects, truncated, an array over the memory budget ``max_memory``). ``lazy``: ``.npy`` files and
    uncompressed ``.npz`` members are memory-mapped (read-only; a page is read when used); ``keep``: only the
    ``.npz`` keys it accepts are read.
    """
    path = Path(path)
    try:
        if path.is_dir():
            files = sorted(p for p in path.glob("*.npy") if p.is_file())
            if not files:
                raise InputError(f"{path}: a folder without .npy files (give a .npy or .npz file, or a folder "
                                 f"of .npy files as --output writes them)")
            arrays = {}
            for file in files:
                with open(file, "rb") as stream:
                    arrays[file.name[:-4]] = read_npy(stream, max_memory=max_memory)
            return arrays
        with open(path, "rb") as stream:
            start = stream.read(6)
            if not start.startswith(_NUMPY_FILE_STARTS):
                raise InputError(f"{path}: not a NumPy .npy or .npz file")
            if start.startswith(_NUMPY_FILE_STARTS[0]):
                stream.seek(0)
                return read_npy(stream, max_memory=max_memory, mapped=(path, 0) if lazy else None)
        return read_npz(path, max_memory, lazy, keep)
    except ValueError as exc:
        if "allow_pickle" in str(exc) or "Object arrays" in str(exc):  # NumPy would have to unpickle
            raise InputError(f"{path}: holds Python objects (pickled data), which shlo never loads; "
                             f"give numeric arrays") from None
        raise InputError(f"{path}: cannot read NumPy data: {exc}") from None
    except FileNotFoundError:
        raise InputError(f"{path}: no such file") from None
    except (OSError, zipfile.BadZipFile, EOFError, zlib.error, NotImplementedError, RuntimeError) as exc:
        # RuntimeError: an encrypted member; NotImplementedError: a compression method zipfile lacks
        raise InputError(f"{path}: cannot read NumPy data: {getattr(exc, 'strerror', None) or exc}") from None


_LITERAL = re.compile(r"\s*((?:\d+x)*)(complex<f(?:32|64)>|[a-zA-Z][a-zA-Z0-9]*)\s*=(.*)", re.S)
_INTEGER = re.compile(r"(si|ui|i)(\d+)")


def _element_type(name: str) -> ElementType | None:
    """The element type a literal spells (``f32``, ``bf16``, ``i1``, ``si8``, ``ui4``, ``complex<f32>``)."""
    if name in FLOAT_FORMATS:
        return FloatType(name)
    if name.startswith("complex<"):
        return ComplexType(FloatType(name[8:-1]))
    match = _INTEGER.fullmatch(name)
    if match:
        width = int(match.group(2))
        return BooleanType() if name == "i1" else IntegerType(width, match.group(1) != "ui")
    return None


def parse_literal(text: str) -> np.ndarray:
    """The array an IREE-style literal spells: ``SHAPExTYPE=VALUES``.

    ``2x3xf32=1 2 3 4 5 6`` (row-major; commas and ``[ ]`` may separate values), ``f32=0.5`` (a
    scalar), ``4xi32=0`` (one value fills the shape), ``2xi1=true false``. ``InputError`` on a
    malformed literal or a value count that does not fit the shape.
    """
    match = _LITERAL.fullmatch(text)
    if match is None:
        raise InputError(f"{text!r}: neither a file nor a SHAPExTYPE=VALUES literal such as "
                         f"'2x3xf32=1 2 3 4 5 6' or 'f32=0.5'")
    element = _element_type(match.group(2))
    if element is None:
        raise InputError(f"literal {text!r}: unknown element type {match.group(2)!r} (f32, bf16, f8E4M3FN, "
                         f"i8, ui4, i1, complex<f32>, ...), and no file of that name")
    shape = tuple(int(d) for d in match.group(1).split("x") if d)
    tokens = re.sub(r"[\[\],]", " ", match.group(3)).split()
    count = int(np.prod(shape, dtype=np.int64))
    if len(tokens) != count and not (len(tokens) == 1 and count > 0):
        raise InputError(f"literal {text!r}: {len(tokens)} value(s) for shape {list(shape)} "
                         f"({count} element(s)); give {count} or one to fill the shape")
    dtype = dtype_of(element)
    try:
        if isinstance(element, BooleanType):
            lowered = [t.lower() for t in tokens]
            if any(t not in ("true", "false", "1", "0") for t in lowered):
                raise ValueError("booleans are true/false or 1/0")
            values = np.array([t in ("true", "1") for t in lowered], dtype=np.bool_)
        elif isinstance(element, IntegerType):
            numbers = [int(t, 0) for t in tokens]
            info = iinfo(dtype)
            if numbers and (min(numbers) < int(info.min) or max(numbers) > int(info.max)):
                raise ValueError(f"values of {element} lie in [{info.min}, {info.max}]")
            values = np.array(numbers, dtype=object).astype(np.int64 if element.signed else np.uint64)
        elif isinstance(element, ComplexType):
            values = np.array([complex(t.replace("i", "j")) for t in tokens], dtype=np.complex128)
        else:
            values = np.array(tokens, dtype=str).astype(np.float64)
    except ValueError as exc:
        raise InputError(f"literal {text!r}: cannot read the values as {element}: {exc}") from None
    if isinstance(element, (FloatType, ComplexType)):
        with np.errstate(over="ignore", invalid="ignore"):  # an overflow is reported below, not warned
            converted = values.astype(dtype)
        wide = converted.astype(np.complex128 if isinstance(element, ComplexType) else np.float64)
        lost = np.isfinite(values) & ~np.isfinite(wide)
        if lost.any():
            largest = float(finfo(dtype if isinstance(element, FloatType) else dtype.type(0).real.dtype).max)
            raise InputError(f"literal {text!r}: {values[lost][0]} is out of range for {element} (its largest "
                             f"finite value is {largest:g})")
        values = converted
    else:
        values = values.astype(dtype)
    return np.broadcast_to(values.reshape(()), shape).copy() if values.size == 1 else values.reshape(shape)


def parse_key_map(text: str | None, option: str = "--input-map") -> dict[str, str]:
    """``x=in0,y=in1`` (or ``0=in0``, ``arg1=b``): which key feeds which argument or result.

    The left side names an argument/result (recorded name, position ``0`` or positional key
    ``arg0``); the right side is the key in the given arrays. ``InputError`` when malformed.
    """
    mapping: dict[str, str] = {}
    for item in (text or "").split(","):
        if not item.strip():
            continue
        left, sep, right = item.partition("=")
        if not sep or not left.strip() or not right.strip():
            raise InputError(f"{option} {text!r}: expected NAME=KEY[,NAME=KEY...], e.g. 'x=in0,y=in1'")
        if left.strip() in mapping:
            raise InputError(f"{option} {text!r}: {left.strip()!r} is mapped twice")
        mapping[left.strip()] = right.strip()
    return mapping


def read_input_specs(specs: Sequence[str], positional_prefix: str = "arg", max_memory: int | None = None,
                     lazy: bool = False, keep: Callable[[str], bool] | None = None
                     ) -> tuple[dict[str, np.ndarray], dict[str, str]]:
    """The arrays of ``--input`` values, keyed for ``match_arrays``, and where each key came from.

    A spec is a ``.npy``/``.npz`` path (``@path`` too, as IREE writes it) or a literal. A ``.npy``
    file or a literal is the next positional array (keys ``arg0``, ``arg1``, ... in the order they
    are given); a ``.npz`` archive adds its keys. A key given twice is an ``InputError``; so is an
    array over the memory budget ``max_memory`` (``shlo run --max-memory``; None: the default budget).
    ``lazy`` and ``keep``: as for ``load_arrays``.
    """
    arrays: dict[str, np.ndarray] = {}
    origins: dict[str, str] = {}
    position = 0
    for spec in specs:
        if spec.startswith("@"):
            path, literal = spec[1:], False
        else:
            # a spec with '=' that names no file is a literal (a malformed one says so, not "no such file")
            literal = "=" in spec and not Path(spec).exists()
            path = spec
        loaded = parse_literal(spec) if literal else load_arrays(path, max_memory, lazy, keep)
        if isinstance(loaded, dict):
            items = {key: (value, f"{path}, key '{key}'") for key, value in loaded.items()}
        else:
            where = f"literal {spec!r}" if literal else path
            items = {f"{positional_prefix}{position}": (loaded, f"{where} (positional #{position})")}
            position += 1
        for key, (value, origin) in items.items():
            if key in arrays:
                raise InputError(f"key '{key}' is given twice: by {origins[key]} and by {origin}")
            arrays[key] = value
            origins[key] = origin
    return arrays, origins


# ---------------------------------------------------------------- one array
def _is_sub_byte(dtype: np.dtype) -> int:
    """The bit width of a format NumPy stores in a whole byte (int4, f6, f4, ...), else 0."""
    if not is_ml_dtype(dtype):
        return 0
    try:
        bits = iinfo(dtype).bits
    except ValueError:
        bits = finfo(dtype).bits
    return bits if bits < 8 * dtype.itemsize else 0


def coerce(value: np.ndarray, expected: Type, label: str) -> np.ndarray:
    """``value`` as an array of the declared ``expected`` tensor type, or an ``InputError`` naming ``label``.

    Same dtype: used as is. A raw void array of the same byte width (how ``np.load`` returns an
    ml_dtypes array) or unsigned integers of the same width (raw bits) for a type NumPy has no
    dtype of (bf16, f8, int4, ...): reinterpreted. Anything else, or another shape, is an error.
    """
    shown = expected  # named as declared in messages
    if isinstance(expected, ElementType):  # a scalar (`index`, `i32`: arith's values) is held as a 0-d array
        expected = TensorType((), expected)
    if not isinstance(expected, TensorType):
        raise InputError(f"{label}: values of type {expected} cannot be given")
    array = np.asarray(value)
    dtype = dtype_of(expected.element_type)
    given = f"an array of {array.dtype} with shape {list(array.shape)}"
    if array.dtype != dtype:
        void = array.dtype.kind == "V" and array.dtype.names is None and array.dtype.subdtype is None
        custom = is_ml_dtype(dtype)
        bits = custom and array.dtype == uint_dtype(dtype.itemsize)
        if custom and array.dtype.itemsize == dtype.itemsize and (void or bits):
            width = _is_sub_byte(dtype)
            if bits and width and array.size and int(array.max()) >> width:
                raise InputError(f"{label}: expected {shown}, given raw bits with values above "
                                 f"{2 ** width - 1} (a {width}-bit type)")
            array = array.view(dtype)
        else:
            hint = ""
            if custom:
                hint = (f" (give {dtype.name} data saved with np.save, or its raw bits as "
                        f"{uint_dtype(dtype.itemsize).name})")
            raise InputError(f"{label}: expected {shown}, given {given}{hint}")
    shape = expected.shape
    if shape is not None and (array.ndim != len(shape) or
                              any(d is not None and d != g for d, g in zip(shape, array.shape))):
        raise InputError(f"{label}: expected {shown}, given {given}")
    return array


# ---------------------------------------------------------------- keyed arrays -> signature order
def _position_of(label: str, names: list[str | None], role: str) -> int | None:
    """The position an ``--input-map`` left side names: ``0``, ``arg0``/``out0``, or a recorded name."""
    if label.isdigit():
        position = int(label)
        return position if position < len(names) else None
    if label in names:
        return names.index(label)
    for prefix in POSITION_PREFIXES[role]:
        if label.startswith(prefix) and label[len(prefix):].isdigit():
            position = int(label[len(prefix):])
            return position if position < len(names) else None
    return None


def _leaves(key: str, type_: Type) -> list[tuple[str, Type]]:
    """The keys the arrays of a value of ``type_`` have under ``key``: ``key`` for a tensor, ``key[0]``,
    ``key[1]``, ... for a tuple's elements (as ``outputs.flatten_results`` writes them), none for a token."""
    if isinstance(type_, TupleType):
        return [leaf for i, t in enumerate(type_.types) for leaf in _leaves(f"{key}[{i}]", t)]
    return [(key, type_)] if isinstance(type_, (TensorType, ElementType)) else []


def role_keys(func: Func, role: str, module: Module | None = None) -> set[str]:
    """Every key that may feed one of ``func``'s arguments (``role="input"``) or results (``"output"``):
    positional keys, recorded names, and their tuple elements' ``KEY[i]``."""
    names = argument_names(func, module) if role == "input" else result_names(func)
    keys: set[str] = set()
    for i, (name, type_) in enumerate(zip(names, signature_types(func, role))):
        bases = [f"{prefix}{i}" for prefix in POSITION_PREFIXES[role]] + ([name] if name is not None else [])
        keys.update(leaf for base in bases for leaf, _ in _leaves(base, type_))
        keys.update(bases)
    return keys


def _other_role_keys(func: Func, role: str, module: Module | None) -> set[str]:
    """The keys that would feed the other role (results for inputs, arguments for outputs): a sidecar
    ``.npz`` holds both, so they are not extra."""
    return role_keys(func, "output" if role == "input" else "input", module)


def match_arrays(arrays: Mapping[str, np.ndarray], func: Func, role: str, allow_extra: bool, source: str,
                 *, module: Module | None = None, mapping: Mapping[str, str] | None = None,
                 origins: Mapping[str, str] | None = None,
                 extra_hint: str = "pass --allow-extra to ignore them") -> list[np.ndarray | None]:
    """``arrays`` in the order of ``func``'s arguments (``role="input"``) or results (``"output"``),
    each coerced to its declared type.

    A position's key is, unless ``mapping`` (name/position -> key) says otherwise, one of its
    positional keys (``POSITION_PREFIXES``) or the name the program records for it (give
    ``module`` to follow ``loc(#alias)`` name locations); two keys for one position are an error.
    Token arguments/results need no key (None in their place); a tuple's elements are keyed
    ``KEY[0]``, ``KEY[1]``, ... (as ``--output`` writes them) and come back as a tuple. Errors
    (``InputError``) start with ``source`` (or the key's entry in ``origins``) and name the
    position, its recorded name, the key, the expected type and what was given; a missing key
    is named, and so is an extra key unless ``allow_extra`` (the message ends with
    ``extra_hint``: what the caller offers). The keys of the other role (``out0`` or a result
    name when matching inputs, and the reverse) are not extra: one sidecar ``.npz`` may hold both.
    """
    if role not in POSITION_PREFIXES:
        raise ValueError(f"role is 'input' or 'output', not {role!r}")
    names = argument_names(func, module) if role == "input" else result_names(func)
    types = signature_types(func, role)
    of = f"of @{func.name}"
    prefixes = POSITION_PREFIXES[role]
    option = "--input-map" if role == "input" else "--expect-map"

    mapped: dict[int, str] = {}
    for label, key in (mapping or {}).items():
        position = _position_of(label, names, role)
        if position is None:
            known = [describe_argument(i, n, role) for i, n in enumerate(names)]
            raise InputError(f"{option}: {label!r} names no {'argument' if role == 'input' else 'result'} "
                             f"{of} (it has {_listing(known)})")
        if position in mapped:
            raise InputError(f"{option}: {describe_argument(position, names[position], role)} is mapped twice")
        mapped[position] = key

    def where(key: str) -> str:
        return origins[key] if origins and key in origins else f"{source}, key '{key}'"

    chosen: list[str | None] = []
    claimed: dict[str, int] = {}
    missing: list[tuple[str, str]] = []
    for position, (type_, name) in enumerate(zip(types, names)):
        what = describe_argument(position, name, role)
        if position in mapped:
            candidates = [mapped[position]]
        else:
            candidates = [f"{prefix}{position}" for prefix in prefixes] + ([name] if name else [])
        present = [key for key in candidates if any(leaf in arrays for leaf, _ in _leaves(key, type_))]
        if len(present) > 1:
            raise InputError(f"{source}: {what} {of} is given twice: by {where(present[0])} and by "
                             f"{where(present[1])}")
        key = present[0] if present else None
        leaves = _leaves(key, type_) if key is not None else []
        for leaf, _ in leaves:
            if leaf in claimed:
                other = describe_argument(claimed[leaf], names[claimed[leaf]], role)
                raise InputError(f"{where(leaf)}: would feed both {other} and {what} {of}; say which with {option}")
        if key is None and _leaves("", type_):
            suffix = "[i]" if isinstance(type_, TupleType) else ""
            spelled = ", ".join(f"'{k}{suffix}'" for k in candidates[:-1]) + (" or " if len(candidates) > 1 else "")
            missing.append((what, f"{type_}, under {spelled}'{candidates[-1]}{suffix}'"))
        elif key is not None and isinstance(type_, TupleType):
            absent = [leaf for leaf, _ in leaves if leaf not in arrays]
            if absent:
                missing.append((what, f"{type_}: no element under {_listing([repr(k) for k in absent])}"))
        for leaf, _ in leaves:
            if leaf in arrays:
                claimed[leaf] = position
        chosen.append(key)

    given = sorted(arrays)
    if missing:
        noun = "argument" if role == "input" else "result"
        if len(missing) == 1:
            listed = f"{missing[0][0]} {of}, {missing[0][1]}"
        else:
            listed = (f"{len(missing)} of {len(types)} {noun}s {of}: "
                      + "; ".join(f"{what}, {rest}" for what, rest in missing[:_LISTED]))
        raise InputError(f"{source}: no array for {listed}"
                         f"{f'; and {len(missing) - _LISTED} more' if len(missing) > _LISTED else ''} "
                         f"(given: {_listing(given)})")
    extra = [key for key in given if key not in claimed and key not in _other_role_keys(func, role, module)]
    if extra and not allow_extra:
        noun = "argument" if role == "input" else "result"
        raise InputError(f"{where(extra[0])}: matches no {noun} {of} ({len(types)} {noun}(s); "
                         f"{len(extra)} key(s) unused: {_listing(extra)}); {extra_hint}")

    def value(key: str, type_: Type, what: str) -> object:
        if isinstance(type_, TupleType):
            return tuple(value(f"{key}[{i}]", t, what) for i, t in enumerate(type_.types))
        if not isinstance(type_, (TensorType, ElementType)):
            return None  # a token
        return coerce(arrays[key], type_, f"{where(key)}: {what} {of}")

    out: list[object] = []
    for position, (type_, name, key) in enumerate(zip(types, names, chosen)):
        out.append(None if key is None else value(key, type_, describe_argument(position, name, role)))
    return out
