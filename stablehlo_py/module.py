"""The public ``Module`` (``stablehlo_py.Module``) and the entry points that build it.

``stablehlo_py.load(...)`` returns a module with the pipeline's stages as
methods: ``verify()``, ``run(...)``, ``to_text()``, ``to_bytecode(target)`` and ``str(module)``.

Why a class of its own: every stage imports the program tree (the parser
builds it, the verifier checks it, the printer prints it, the interpreter runs
it), so the tree in ``ir/`` cannot import the stages back without making ``ir``
depend on everything above it. The tree stays plain data
(``ir.nodes.Module``), and this module, which sits above every stage (see the
layers contract in ``pyproject.toml``), subclasses it with the methods. The
parser's entry points take the class to build (``module_type``); ``load``,
``load_all`` and ``parse_text`` here pass this one, while the stages and the
CLI keep to the plain tree and call each other directly.

``load`` takes a path (``parse_text`` takes program text: nothing guesses which a string is) and tells
the kinds of file apart by content: MLIR text, XLA's HLO text (``HloModule ...``, converted to StableHLO by
``stablehlo_py/hlo/``), MLIR bytecode (``.mlirbc``, the portable VHLO artifact) and ``jax.export`` blobs. A blob loads as an
``ExportedModule``: the program plus the blob's metadata (``module.exported``), called
as jax calls it (``call``/``call_flat``): a platform-index argument when several
platforms were exported (the index of ``cpu``), a fresh token per ordered effect
(dropped from the results), and only the inputs ``module_kept_var_idx`` keeps. The
dimension variables of a shape-polymorphic export are computed and checked by
``@main`` itself (``get_dimension_size``, ``custom_call @shape_assertion``).

The stages are imported on first use, so ``import stablehlo_py`` loads only the
parser.
"""
from __future__ import annotations

import functools
import mmap
import os
import re
import stat
from dataclasses import field
from typing import TYPE_CHECKING, Any, Sequence

from .ir.mapped import is_mapped
from .ir.records import record
from . import parser
from .hlo import looks_like_hlo, parse_hlo
from .errors import InputError, ParseError, StableHLOError
from .ir import nodes
from .ir.types import TokenType

if TYPE_CHECKING:
    from .bytecode.jax_export import Aval, Exported

# The calling conventions this runner follows (jax.export's minimum and maximum supported versions).
CALLING_CONVENTIONS = (9, 10)
_DIMENSION_VARIABLE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@record(eq=True, slots=True)
class Module(nodes.Module):
    """A parsed program (the fields of ``ir.nodes.Module``) that verifies, runs and prints itself."""

    verified: bool = field(default=False, init=False, compare=False, repr=False)  # set by a clean verify()
    # the values of its ml_program globals as the runs so far left them (interpreter/kernels/ml_program.py):
    # kept from one run to the next, as a program's variables; a module loaded again starts afresh
    state: dict = field(default_factory=dict, init=False, compare=False, repr=False)
    # (path, size, modification time) of the file its dense_resource blobs are views of (a memory map), or None
    mapped_file: tuple | None = field(default=None, init=False, compare=False, repr=False)

    def __str__(self) -> str:
        return self.to_text()

    def to_text(self, generic: bool = False) -> str:
        """The program as MLIR text: the pretty form, or the generic form with ``generic=True``."""
        from .printer import print_module

        return print_module(self, generic=generic)

    def to_bytecode(self, target: str = "week4") -> bytes:
        """The program as a portable artifact (MLIR bytecode of VHLO, ``.mlirbc``) that StableHLO
        ``target`` reads: a version ``#.#.#`` between 0.9.0 and 1.22.0, ``current``, ``minimum``, or jax's
        ``week4`` (1.15.0, what ``jax.export`` writes) and ``week12`` (1.13.7); what
        ``stablehlo-translate --serialize --target=...`` writes.

        ``TargetVersionError`` names the op, the feature and the first version that has it when the
        target lacks what the program uses; ``ValueError`` for a malformed or unknown target and for ops
        with no VHLO form (``chlo.*``, test dialects), which upstream's serializer refuses too.
        """
        from .bytecode.writer import write_bytecode

        return write_bytecode(self, target)

    def check_mapped_file(self) -> None:
        """``InputError`` when the file this module's constants are mapped from has changed since it was
        loaded (a mapped page would then hold other data, or none: a crash, not an error, when touched)."""
        if self.mapped_file is not None:
            path, size, mtime = self.mapped_file
            try:
                now = os.stat(path)
            except OSError as exc:
                raise InputError(f"{path}: the file the module's constants are mapped from cannot be read any more "
                                 f"({exc.strerror or exc}); load it again") from None
            if (now.st_size, now.st_mtime_ns) != (size, mtime):
                raise InputError(f"{path}: the file changed after it was loaded, and the module's constants are "
                                 "mapped from it; load it again")

    def verify(self) -> None:
        """Check every op's constraints and the structure; raises ``VerificationError`` listing all errors."""
        from .verifier import verify

        self.verified = False
        verify(self)
        self.verified = True

    def run(self, *inputs: object, entry: str | None = None, seed: int = 0, observer: Any = None,
            probe_dir: str | None = None, max_memory: int | str | None = None,
            timeout: float | None = None, numerics: str | None = None, grid: str = "threads") -> tuple:
        """Interpret function ``entry`` on ``inputs`` (NumPy arrays); its results as a tuple of arrays. By default
        ``entry`` is ``main``, else the module's only public function (``entry_name``).

        The module is verified on its first run (``VerificationError`` for an invalid program);
        later runs reuse that outcome, so call ``verify()`` again after changing the AST.
        ``seed`` seeds ``stablehlo.rng``; ``observer`` (``interpreter.observe.Observer``) sees every op run;
        ``interpreter.probe`` values are saved under ``probe_dir``. ``max_memory`` (bytes, or ``"2G"``) is the
        largest result an op may make (``interpreter.budget``: by default ``STABLEHLO_PY_MAX_MEMORY``, else
        half the machine's memory); an op over it stops the run with a ``MemoryBudgetError``. ``timeout``:
        seconds after which the run stops with a ``TimeLimitError`` (Ctrl-C: ``RunInterrupted``), naming the
        op that was running and the iteration of each ``while`` around it (``interpreter.deadline``; one long
        NumPy call finishes first). The values of the module's ``ml_program`` globals are kept from one run
        to the next (a counter a run increments reads 1, then 2); a module loaded again starts from their
        initial values. ``numerics="fast"`` computes the transcendentals of float32/float16/bfloat16 (exp,
        log, tanh, logistic, sin, ...) by NumPy's float32 loops, within a few ulp of the default ``"exact"``
        (float64, rounded once; README "Fast numerics"); by default ``STABLEHLO_PY_NUMERICS``, else exact.
        ``grid="mpi"``: this process is one rank of ``mpiexec -n N`` (mpi4py, the ``[mpi]`` extra): a program
        written per process runs as process ``rank`` (replica-major) of its ``mhlo.num_replicas x
        mhlo.num_partitions`` grid on ``inputs``, that process's; a sharded program (global view), or one
        declaring no grid, runs whole on every rank, each rank one device of its mesh (or one process of the
        ``interpreter.run_parallel`` grids it runs); the results are this process's (those of a program run
        whole, on every rank). Another rank's failure stops this one with an ``InterpreterError`` naming that rank.
        """
        from .interpreter import run_function

        self.check_mapped_file()
        if not self.verified:
            self.verify()
        if grid == "mpi":
            from .interpreter.run import run_on_mpi

            return run_on_mpi(self, inputs, entry, seed=seed, observer=observer, max_memory=max_memory,
                              timeout=timeout, numerics=numerics)
        if grid != "threads":
            raise ValueError(f"grid={grid!r}: 'threads' or 'mpi'")
        return run_function(self, inputs, entry, probe_dir=probe_dir, seed=seed, observer=observer,
                            max_memory=max_memory, timeout=timeout, state=self.state, numerics=numerics)


class ExportedCallError(StableHLOError):
    """A jax.export program cannot be called: its metadata and ``@main`` disagree, or it was exported
    for platforms other than CPU or with a calling convention this runner does not follow."""


@record(eq=True, slots=True)
class ExportedModule(Module):
    """The program of a ``jax.export`` blob with its metadata (``exported``), called the way
    ``Exported.call`` calls it (jax docs/export/export.md, "Module calling convention") by ``call`` and
    ``call_flat``; ``run`` runs ``@main`` as it is (platform index and tokens included)."""

    exported: Exported | None = field(default=None, compare=False, repr=False)
    # per input: the (dtype, shape) an array given for it needs no conversion at, None when it may (made
    # on the first call from ``exported.in_avals``)
    _leaf_types: list | None = field(default=None, compare=False, repr=False)
    # @main's leading arguments and the kept inputs' indices (``_checked_call_layout``, on the first call)
    _call_layout: tuple[list, tuple[int, ...]] | None = field(default=None, compare=False, repr=False)

    def call(self, *args: Any, seed: int = 0, timeout: float | None = None, **kwargs: Any) -> Any:
        """Run the program as ``exp.call(*args, **kwargs)`` would: the arguments are flattened by
        ``in_tree`` and the results unflattened by ``out_tree`` (``timeout`` as for ``run``)."""
        exp = self._metadata()
        parts = _call_trees(exp)
        try:
            leaves = (parts[0].flatten(args, "args") + parts[1].flatten(kwargs, "kwargs") if parts
                      else exp.in_tree.flatten((args, kwargs)))
        except ValueError as exc:
            raise ExportedCallError(f"{self.source_name}: the arguments do not have the structure the "
                                    f"function was exported with: {exc}") from None
        return exp.out_tree.unflatten(self.call_flat(leaves, seed=seed, timeout=timeout))

    def call_flat(self, leaves: Sequence[Any], seed: int = 0, observer: Any = None,
                  probe_dir: str | None = None, max_memory: int | str | None = None,
                  timeout: float | None = None, numerics: str | None = None) -> tuple:
        """Run the program on the flat inputs (one per ``in_avals`` entry); the flat outputs (``observer``,
        ``probe_dir``, ``max_memory``, ``timeout`` and ``numerics`` as for ``run``)."""
        arguments = self.main_arguments(leaves)
        n_tokens = len(self._metadata().ordered_effects)
        return self.run(*arguments, seed=seed, observer=observer, probe_dir=probe_dir,
                        max_memory=max_memory, timeout=timeout, numerics=numerics)[n_tokens:]

    def platform_index(self) -> int | None:
        """The value of ``main``'s platform-index argument for running on CPU (None when the program was
        exported for one platform and takes none)."""
        exp = self._metadata()
        if "cpu" in exp.platforms:
            index = exp.platforms.index("cpu")
        elif "platform" in exp.disabled_checks:
            index = 0  # as jax: the platform check is disabled, the first platform's lowering is used
        else:
            raise ExportedCallError(f"{self.source_name}: exported for {', '.join(exp.platforms) or 'no platform'}, "
                                    "not for cpu; only a program lowered for cpu runs here")
        return index if len(exp.platforms) > 1 else None

    def main_positions(self) -> dict[int, int]:
        """Which argument of ``@main`` each kept input (by its index in ``in_avals``) feeds."""
        exp = self._metadata()
        first = (1 if len(exp.platforms) > 1 else 0) + len(exp.ordered_effects)
        return {index: first + i for i, index in enumerate(exp.module_kept_var_idx)}

    def main_arguments(self, leaves: Sequence[Any]) -> list:
        """``@main``'s arguments for the flat inputs ``leaves``: the platform index (several platforms),
        a fresh token per ordered effect, then the inputs ``module_kept_var_idx`` keeps, each checked
        against its aval."""
        exp = self._metadata()
        leading, kept = self._call_layout if self._call_layout is not None else self._checked_call_layout()
        if len(leaves) != len(exp.in_avals):
            raise ExportedCallError(f"{self.source_name}: {exp.function_name} takes {len(exp.in_avals)} "
                                    f"input(s), {len(leaves)} given")
        arrays = self._checked_leaves(leaves)
        return leading + [arrays[i] for i in kept]

    def _checked_call_layout(self) -> tuple[list, tuple[int, ...]]:
        """``@main``'s leading arguments (the platform index, then None for each token: the interpreter makes
        each one afresh) and which inputs follow them, once ``@main`` is found to take what the calling
        convention passes and to return its tokens and the metadata's outputs; kept for the calls that follow."""
        exp = self._metadata()
        if not CALLING_CONVENTIONS[0] <= exp.calling_convention_version <= CALLING_CONVENTIONS[1]:
            raise ExportedCallError(f"{self.source_name}: calling convention version "
                                    f"{exp.calling_convention_version} is not supported (versions "
                                    f"{CALLING_CONVENTIONS[0]} to {CALLING_CONVENTIONS[1]} are)")
        main = self.funcs.get("main")
        if main is None or main.body is None:
            raise ExportedCallError(f"{self.source_name}: the exported program has no @main")
        index = self.platform_index()
        n_tokens, kept = len(exp.ordered_effects), tuple(exp.module_kept_var_idx)
        leading: list = ([] if index is None else [index]) + [None] * n_tokens
        inputs = main.type.inputs
        if len(inputs) != len(leading) + len(kept) \
                or any(not isinstance(t, TokenType) for t in inputs[len(leading) - n_tokens:len(leading)]):
            raise ExportedCallError(
                f"{self.source_name}: @main takes {len(inputs)} argument(s) ({', '.join(map(str, inputs))}); the "
                f"calling convention expects {len(leading) + len(kept)}: "
                f"{'a platform index, ' if index is not None else ''}{n_tokens} token(s) and the {len(kept)} kept "
                f"input(s)")
        if len(main.type.results) != n_tokens + len(exp.out_avals):
            raise ExportedCallError(f"{self.source_name}: @main returns {len(main.type.results)} values; the "
                                    f"metadata expects {n_tokens} token(s) and {len(exp.out_avals)} array(s)")
        self._call_layout = leading, kept
        return self._call_layout

    def _checked_leaves(self, leaves: Sequence[Any]) -> list:
        """The inputs as arrays of their avals' dtypes and shapes (``_check_leaf``); arrays that already are
        (the usual case) are taken as they are, checked against types worked out on the first call."""
        import numpy as np

        exp = self._metadata()
        if self._leaf_types is None:
            self._leaf_types = [_static_leaf_type(a) for a in exp.in_avals]
        if all(type(v) is np.ndarray and t is not None and v.dtype == t[0] and v.shape == t[1]
               for v, t in zip(leaves, self._leaf_types)):
            return list(leaves)
        labels = input_labels(exp)
        dimensions: dict[str, tuple[int, str]] = {}
        return [_check_leaf(v, a, labels[i], dimensions) for i, (v, a) in enumerate(zip(leaves, exp.in_avals))]

    def _metadata(self) -> Exported:
        if self.exported is None:
            raise ExportedCallError(f"{self.source_name}: no jax.export metadata")
        return self.exported


def input_labels(exp: Exported) -> list[str]:
    """How errors name each flat input: ``args[0]``, ``kwargs['b']``, ``args[1]['w']`` (the positional
    and keyword arguments of ``exp.call``)."""
    parts = _call_trees(exp)
    if parts:
        return [f"args{p}" for p in parts[0].paths()] + [f"kwargs{p}" for p in parts[1].paths()]
    return [f"args{p}" for p in exp.in_tree.paths()]


def _call_trees(exp: Exported) -> tuple | None:
    """The trees of the positional and the keyword arguments, when ``in_tree`` is ``(args, kwargs)`` as
    jax.export writes it."""
    tree = exp.in_tree
    if tree.kind == "tuple" and len(tree.children) == 2 and tree.children[1].kind == "dict":
        return tree.children[0], tree.children[1]
    return None


def _static_leaf_type(aval: Aval) -> tuple | None:
    """The NumPy dtype and shape of an aval with no symbolic dimension (None for one with them, or without
    a tensor type): what ``_check_leaf`` accepts unchanged."""
    from .ir.dtypes import dtype_of

    tensor_type = aval.tensor_type()
    if tensor_type is None or aval.is_symbolic:
        return None
    return dtype_of(tensor_type.element_type), aval.data_shape


def _described(aval: Aval) -> str:
    """``aval`` as errors name it; a PRNG key with the key data it is given as."""
    if not aval.key_data_shape:
        return str(aval)
    return f"{aval} (its key data: uint32[{','.join(map(str, aval.data_shape))}])"


def _check_leaf(value: Any, aval: Aval, label: str, dimensions: dict[str, tuple[int, str]]) -> Any:
    """``value`` as an array of ``aval``'s dtype and shape (a symbolic dimension takes the size first
    given for it), or an ``InputError`` naming ``label``. A PRNG key (``key<fry>``, ...) is given as its
    key data (uint32, the key's shape then 2 or 4 words: ``jax.random.key_data(key)``)."""
    import numpy as np

    from .interpreter.errors import InputError
    from .ir.dtypes import dtype_of, uint_dtype

    tensor_type = aval.tensor_type()
    if tensor_type is None:
        raise ExportedCallError(f"{label}: inputs of dtype {aval.dtype} are not supported")
    dtype = dtype_of(tensor_type.element_type)
    array = np.asarray(value)
    if array.dtype != dtype:
        if dtype.kind == "V" and array.dtype == uint_dtype(dtype.itemsize):
            array = array.view(dtype)  # raw bits of a narrow float
        elif not isinstance(value, np.ndarray) and np.can_cast(
                np.min_scalar_type(array) if array.ndim == 0 else array.dtype, dtype, "same_kind"):
            array = array.astype(dtype)  # a Python scalar or list
        else:
            raise InputError(f"{label}: expected {_described(aval)}, given an array of "
                             f"{array.dtype}{list(array.shape)}")
    shape = aval.data_shape
    if array.ndim != len(shape):
        raise InputError(f"{label}: expected {_described(aval)} (rank {len(shape)}), given shape "
                         f"{list(array.shape)}")
    for axis, (want, size) in enumerate(zip(shape, array.shape)):
        if isinstance(want, int) and want != size:
            raise InputError(f"{label}: expected {_described(aval)}, given shape {list(array.shape)} "
                             f"(dimension {axis})")
        if isinstance(want, str) and _DIMENSION_VARIABLE.fullmatch(want):
            bound = dimensions.setdefault(want, (size, f"{label}.shape[{axis}]"))
            if bound[0] != size:
                raise InputError(f"{label}: dimension {axis} is {size}, but '{want}' is {bound[0]} "
                                 f"from {bound[1]}")
    return array


def load(path: str | os.PathLike | bytes) -> Module:
    """The program in the file at ``path`` (a str or ``os.PathLike`` is always a path: program text goes to
    ``parse_text``), or in a file's content given as ``bytes``. The content says what it holds: MLIR
    text, XLA's HLO text (the StableHLO it becomes), MLIR bytecode (``.mlirbc``, told by its magic ``ML\\xefR``) or a ``jax.export`` blob
    (``Exported.serialize()``), which loads as an ``ExportedModule``. ``InputError`` when the file cannot
    be read."""
    if isinstance(path, (bytes, bytearray, memoryview)):
        return load_bytes(bytes(path))
    return load_bytes(read_file(path), os.fspath(path))


def _note_mapped_file(module: Module, data: bytes | mmap.mmap, source_name: str) -> Module:
    """Record the file when some of the module's blobs are views of its map (``Module.check_mapped_file``)."""
    if isinstance(data, mmap.mmap) and any(is_mapped(blob) for blob in module.resources.values()):
        try:
            now = os.stat(source_name)
        except OSError:
            return module
        module.mapped_file = (source_name, now.st_size, now.st_mtime_ns)
    return module


def load_all(path: str | os.PathLike | bytes) -> list[Module]:
    """Each ``// -----`` separated program of the MLIR text file at ``path`` (MLIR's -split-input-file), or of a
    file's content given as bytes; a bytecode, jax.export or HLO text file is one program."""
    data, name = (bytes(path), "<bytes>") if isinstance(path, (bytes, bytearray, memoryview)) \
        else (read_file(path), os.fspath(path))
    kind = file_kind(data)
    if kind != "text":
        return [load_bytes(data, name)]
    text, hex_blobs = program_text(data, kind)
    return [parser.parse_text(chunk, name, offset, module_type=Module, hex_blobs=hex_blobs)
            for chunk, offset in parser.split_chunks(_text(data, text, name))]


def file_kind(data: bytes | mmap.mmap) -> str:
    """What a file's bytes hold: ``text`` (MLIR), ``hlo`` (XLA's HLO text: its first word is ``HloModule``),
    ``mlir-bytecode`` or ``jax-export``. Text holds no NUL, and both binary kinds start with one within their
    first bytes (a FlatBuffer's root offset, MLIR bytecode's version and producer): text is told without
    importing the bytecode readers or scanning a gigabyte of weights (``bytecode.jax_export.sniff`` the rest)."""
    if b"\0" not in data[:64]:
        return "hlo" if looks_like_hlo(bytes(data[:4096]).decode("utf-8", errors="replace")) else "text"
    from .bytecode.jax_export import sniff

    return sniff(data)


def program_text(data: bytes | mmap.mmap, kind: str) -> tuple[str | None, parser.HexBlobs | None]:
    """The text the parser reads of a file of ``kind`` ``text`` or ``hlo`` (``file_kind``), None when it is not
    UTF-8; for MLIR text, its long hex blobs are decoded from the file and taken out first (``parser.hex_blobs``:
    their placeholders are in the text, the blobs in the second item). HLO text has none (its constants are
    decimal literals)."""
    reduced, hex_blobs = (bytes(data), None) if kind == "hlo" else parser.take_hex_blobs(data)
    try:
        return reduced.decode("utf-8"), hex_blobs
    except UnicodeDecodeError:
        return None, hex_blobs


def parse_text(text: str, source_name: str = "<string>", line_offset: int = 0) -> Module:
    """Parse one program that starts after ``line_offset`` lines of its file (``// -----`` chunks):
    positions count from the file's first line."""
    return parser.parse_text(text, source_name, line_offset, module_type=Module)


def parse_hlo_text(text: str, source_name: str = "<string>") -> Module:
    """The StableHLO module XLA's HLO text (``HloModule ...``) becomes (``load`` tells HLO files by content)."""
    return parse_hlo(text, source_name, module_type=Module)


def parse_text_all(text: str, source_name: str = "<string>") -> list[Module]:
    """Each ``// -----`` separated program of ``text`` (MLIR's -split-input-file)."""
    return [parse_text(chunk, source_name, offset) for chunk, offset in parser.split_chunks(text)]


@functools.lru_cache(maxsize=1024)
def parse_entry_text(text: str, kind: str):
    """An attribute or type (``kind``) from the text MLIR bytecode keeps for a dialect without an encoding of
    its own (BytecodeWriter's assembly fallback: ``f8E4M3FN``, ``#chlo.ragged_dot<...>``), read by the
    project's own parser as the definition of an alias. ``ParseError`` when it does not parse."""
    alias = f"#a = {text}" if kind == "attribute" else f"!a = {text}"
    module = parser.parse_text(alias + "\n", "<bytecode entry>")
    return module.aliases["a"]


def load_bytes(data: bytes, source_name: str = "<bytes>") -> Module:
    """A Module from a file's bytes: MLIR text, XLA's HLO text, MLIR bytecode or a jax.export blob (``file_kind``)."""
    kind = file_kind(data)
    if kind in ("text", "hlo"):
        text, hex_blobs = program_text(data, kind)
        if kind == "hlo":  # XLA's HLO text, read into StableHLO
            return parse_hlo(_text(data, text, source_name), source_name, module_type=Module)
        return parser.parse_text(_text(data, text, source_name), source_name, module_type=Module, hex_blobs=hex_blobs)
    from .bytecode.jax_export import read_exported
    from .bytecode.reader import read_bytecode

    if kind == "mlir-bytecode":
        return _note_mapped_file(read_bytecode(data, source_name, module_type=Module, parse_text=parse_entry_text),
                                 data, source_name)
    exported = read_exported(data, source_name)
    module = read_bytecode(data, source_name, module_type=ExportedModule, parse_text=parse_entry_text,
                           span=exported.mlir_module_span)
    module.exported = exported
    return module


def read_file(path: str | os.PathLike) -> bytes | mmap.mmap:
    """The bytes of the file at ``path``: a read-only memory map of a regular file (its pages are read as the
    reader needs them, and the dense blobs copied out of it give theirs back: a model's weights are not held
    twice), else its bytes; an ``InputError`` saying why they cannot be read."""
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"load() takes a path (str or os.PathLike) or bytes, not {type(path).__name__}")
    try:
        with open(path, "rb") as file:
            if stat.S_ISREG(os.fstat(file.fileno()).st_mode) and os.fstat(file.fileno()).st_size > 0:
                try:
                    return mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
                except (OSError, ValueError):  # a file system that cannot map: read as it comes
                    pass
            return file.read()  # a pipe or device (no map), or an empty file (nothing to map)
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        shown = os.fspath(path)
        shown = shown if len(shown) <= 80 else shown[:77] + "..."
        hint = " (program text is parsed by stablehlo_py.parse_text)" if isinstance(path, str) and \
            any(c in path for c in "\n{%") else ""
        raise InputError(f"{shown!r}: cannot read the file: {getattr(exc, 'strerror', None) or exc}{hint}") from None


def _text(data: bytes | mmap.mmap, text: str | None, source_name: str) -> str:
    """``text``, the file's (``program_text``); a ``ParseError`` when there is none, for binary data that is
    neither kind of artifact (saying, for a damaged jax.export blob, where reading it failed)."""
    from .bytecode.errors import BytecodeError
    from .bytecode.jax_export import looks_like_flatbuffer, read_exported

    if text is not None:
        return text
    why = ""
    if looks_like_flatbuffer(data):
        try:
            read_exported(data, source_name)
        except BytecodeError as exc:
            why = f" (read as a jax.export blob: {'' if exc.offset is None else f'byte {exc.offset}: '}{exc.message})"
    raise ParseError(f"file is not UTF-8 text, MLIR bytecode or a jax.export blob{why}", source_name=source_name)
