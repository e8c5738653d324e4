"""The memory budget of a run (issue #15): no op makes a result larger than ``max_memory`` bytes.

What counts is the bytes a result needs when materialised: its element count times its element type's
NumPy item size (``ir.dtypes.dtype_of``; i4 and the f8 types take a byte), summed over an op's results.
The count does not depend on how the interpreter happens to evaluate the op: a splat constant or a
broadcast that NumPy holds as a zero-stride view counts at its full size, since the caller gets it
materialised (``run._output``) and kernels write into such values' copies. The budget is per result,
not the total of the values alive at once.

Results of static shape (almost all) are checked once per module, not per op: ``module_facts``' peak is the
largest static result of any of its functions (cached per function). A run whose budget is at least
that runs as before, with no check at all; otherwise it runs through the evaluator's steps with the ops
over budget replaced by ``over_budget_kernel``, which raises when the op is reached (so an op in a
branch not taken stops nothing). Ops whose result shape depends on values (the ``dynamic_*`` ops,
``real_dynamic_slice``, ``dynamic_gather``) call ``check_shape`` in their kernels before allocating.

The budget is ``max_memory=`` (``Module.run``, ``run_function``, ``shlo run --max-memory``), else the
environment variable ``STABLEHLO_PY_MAX_MEMORY``, else half the memory of the machine: the smaller of
its physical memory and the container's cgroup limit. Half, because a result is made while its operands
(for most ops at least one of the same order of size) and the program's other live values are held too.
"""
from __future__ import annotations

import math
import os
import re
from functools import lru_cache
from typing import Callable

from ..errors import ResourceError
from ..ir.dtypes import dtype_of
from ..ir.nodes import Func, Module, Op, Region
from ..ir.types import TensorType, TupleType, Type
from ..verifier.type_rules import padded_size
from .environment import variable
from .errors import InputError, InterpreterError
from .identity_cache import identity_cached

BUDGET_VARIABLE = "STABLEHLO_PY_MAX_MEMORY"
DEFAULT_FRACTION = 0.5  # of the machine's memory (module docstring: why)

SIZE_HELP = ("a number of bytes, or a number with a unit K, M, G or T (powers of 1024, as docker's --memory; "
             "KB/KiB, MB/MiB, ... are the same): 1G, 512M, 2.5GB")


class MemoryBudgetError(ResourceError, InterpreterError):
    """An op whose result would need more bytes than the memory budget: ``file:line:col: error: <op>:
    result tensor<...> needs N bytes, over the memory budget of M bytes``. A resource error (``shlo``
    exit code 3), located like the interpreter's errors (an ``InterpreterError`` raised in a kernel
    is located at its op by the evaluator)."""

    def __init__(self, message: str, op_name: str | None = None, source_name: str = "<string>",
                 line: int = 0, column: int = 0):
        InterpreterError.__init__(self, message, op_name, source_name, line, column)


_UNITS = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}
_SIZE = re.compile(r"\s*(\d+(?:\.\d*)?|\.\d+)\s*([KMGT]?)(?:I?B)?\s*", re.IGNORECASE)


def parse_size(text: str) -> int:
    """Bytes of a size as ``SIZE_HELP`` describes it (``ValueError`` otherwise, or for 0 bytes)."""
    match = _SIZE.fullmatch(text)
    if match is None:
        raise ValueError(f"{text!r} is not a size: give bytes, or a number with a unit K, M, G or T (1G, 512M, "
                         f"2.5GB)")
    number, unit = match.groups()
    size = int(float(number) * _UNITS[unit.upper()])
    if size <= 0:
        raise ValueError(f"{text!r}: the budget must be at least one byte")
    return size


CGROUP_FILES = ("/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes")  # v2, v1


def _cgroup_limit() -> int | None:
    """The container's memory limit in bytes (the first of ``CGROUP_FILES`` there is), or None when there is
    none."""
    for path in CGROUP_FILES:
        try:
            with open(path, encoding="ascii") as file:
                text = file.read().strip()
        except OSError:
            continue
        return int(text) if text.isdigit() else None  # "max": no limit
    return None


@lru_cache(maxsize=1)
def machine_memory() -> int | None:
    """The memory this process can have: the smaller of physical memory and the cgroup limit (None when
    neither is known)."""
    try:
        physical = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):  # not POSIX
        physical = None
    known = [size for size in (physical, _cgroup_limit()) if size]
    return min(known) if known else None


def default_budget() -> int:
    """``DEFAULT_FRACTION`` of ``machine_memory()`` (no limit when it is unknown)."""
    memory = machine_memory()
    return int(memory * DEFAULT_FRACTION) if memory else UNLIMITED


UNLIMITED = 1 << 62


def resolve_budget(max_memory: int | str | None = None) -> int:
    """The budget in bytes: ``max_memory`` (bytes, or a size as text), else ``STABLEHLO_PY_MAX_MEMORY``,
    else ``default_budget()``. A bad size is an ``InputError``."""
    if max_memory is None:
        text = variable(BUDGET_VARIABLE).strip()
        if not text:
            return default_budget()
        max_memory, origin = text, f"{BUDGET_VARIABLE}="
    else:
        origin = "max_memory="
    if isinstance(max_memory, str):
        try:
            return parse_size(max_memory)
        except ValueError as exc:
            raise InputError(f"{origin}{exc}") from None
    if isinstance(max_memory, bool) or not isinstance(max_memory, int) or max_memory <= 0:
        raise InputError(f"max_memory={max_memory!r}: give a positive number of bytes or a size ({SIZE_HELP})")
    return max_memory


def format_bytes(size: int) -> str:
    """``4000000000000 bytes (3.6 TiB)``: exact, and readable."""
    for unit, scale in (("TiB", 1 << 40), ("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if size >= scale:
            return f"{size} bytes ({size / scale:.1f} {unit})"
    return f"{size} bytes"


@lru_cache(maxsize=4096)
def type_bytes(type_: Type) -> int | None:
    """Bytes a value of ``type_`` needs materialised; None when its shape is not static (0 for tokens and
    other types without data)."""
    if isinstance(type_, TupleType):
        sizes = [type_bytes(t) for t in type_.types]
        return None if None in sizes else sum(sizes)
    if not isinstance(type_, TensorType):
        return 0
    if type_.shape is None or None in type_.shape:
        return None
    try:
        size = dtype_of(type_.element_type).itemsize
    except TypeError:  # no NumPy dtype: the op's kernel refuses it
        return 0
    for dim in type_.shape:
        size *= dim
    return size


def op_bytes(op: Op) -> int:
    """Bytes of ``op``'s results of static shape (dynamic ones are checked by their kernels), or of the
    padded copy of its operand its kernel makes (``padded_operand``) when that is larger."""
    results = _result_bytes(op)
    padded = padded_operand(op) if op.name in _PADDING_OPS else None
    return max(results, padded[1]) if padded is not None else results


def _result_bytes(op: Op) -> int:
    """Bytes of ``op``'s results of static shape."""
    return sum(type_bytes(t) or 0 for t in op.result_types)


# The ops whose kernels pad an operand before windowing it (kernels/reduction.py, kernels/convolution.py):
# op name -> (the operands padded, the dimensions of the first padded: None for all, else the attribute
# naming them, and the attribute of their dilation, which pads between elements)
_PADDING_OPS = {"stablehlo.reduce_window": ("half", None, "base_dilations"),
                "stablehlo.select_and_scatter": ("first", None, None),
                "stablehlo.convolution": ("first", "input_spatial_dimensions", "lhs_dilation")}


def padded_operand(op: Op) -> tuple[TensorType, int] | None:
    """The padded operand of a reduce_window, select_and_scatter or convolution (``_PADDING_OPS``) as its
    kernel makes it, and the bytes of those copies (all the inputs of a variadic reduce_window; a
    select_and_scatter's positions too); None when the shapes are not static or the attributes cannot be
    read (an unverified program: the kernel reports it). Padding amounts come from the program, so a
    tiny result may need a huge intermediate."""
    from ..dialect import op_definition

    which, dimensions_attribute, dilation_attribute = _PADDING_OPS[op.name]
    try:
        attrs = op_definition(op.name).decode(op)
    except Exception:  # noqa: BLE001 - any attribute the decoder refuses: the kernel's own error comes later
        return None
    operands = op.operand_types[:len(op.operand_types) // 2] if which == "half" else op.operand_types[:1]
    first = operands[0] if operands else None
    if not isinstance(first, TensorType) or first.shape is None or None in first.shape:
        return None
    rank = len(first.shape)
    dims = list(range(rank)) if dimensions_attribute is None else \
        list(getattr(attrs.dimension_numbers, dimensions_attribute))
    padding = [tuple(int(v) for v in pair) for pair in attrs.padding] if attrs.padding is not None else []
    dilation = list(getattr(attrs, dilation_attribute)) if dilation_attribute is not None else []
    shape = list(first.shape)
    for index, d in enumerate(dims):
        low, high = padding[index] if index < len(padding) else (0, 0)
        step = dilation[index] if index < len(dilation) else 1
        shape[d] = max(0, padded_size(shape[d], low, high, step - 1))  # dilation is interior padding step - 1
    padded = TensorType(tuple(shape), first.element_type)
    item_bytes = sum((type_bytes(TensorType((), t.element_type)) or 0) for t in operands
                     if isinstance(t, TensorType))
    if op.name == "stablehlo.select_and_scatter":
        item_bytes += 8  # the positions of the elements, int64, padded alike
    return padded, math.prod(shape) * item_bytes


def _func_peak(func: Func) -> int:
    """The largest static result of any op of ``func``, its regions included."""
    return _region_peak(func.body, {}) if func.body is not None else 0


func_peak = identity_cached(_func_peak, 1024)  # ``_func_peak``, computed once per Func


def _region_peak(region: Region, sizes: dict[int, int]) -> int:
    """The largest static result of the ops of ``region``; ``sizes``: the bytes of each type object seen
    (by id: the parser shares the object of a type written many times, and its hash is not cheap)."""
    peak = 0
    for block in region.blocks:
        for op in block.ops:
            total = 0
            for type_ in op.result_types:
                size = sizes.get(id(type_))
                if size is None:
                    size = sizes[id(type_)] = type_bytes(type_) or 0
                total += size
            if op.name in _PADDING_OPS:
                padded = padded_operand(op)
                total = max(total, padded[1]) if padded is not None else total
            if op.regions:
                total = max([total] + [_region_peak(inner, sizes) for inner in op.regions])
            if total > peak:
                peak = total
    return peak


def _module_facts(body: tuple, module: Module) -> tuple[dict[str, Func], int]:
    """``module_facts`` of ``module``, whose body is ``body``."""
    funcs = module.funcs
    return funcs, max((func_peak(func) for func in funcs.values()), default=0)


_facts_by_body = identity_cached(_module_facts, 256)


def module_facts(module: Module) -> tuple[dict[str, Func], int]:
    """``module``'s functions by name and its peak, the largest static result of any of its ops (a run whose
    budget is at least this needs no check but those of the dynamic-shape kernels), worked out once per
    module body (a tuple: a module with other functions has another), not on every run."""
    return _facts_by_body(module.body, module)


def _message(what: str, needed: int, budget: int) -> str:
    return (f"result {what} needs {format_bytes(needed)}, over the memory budget of {format_bytes(budget)} "
            f"(--max-memory, {BUDGET_VARIABLE})")


def _results_text(op: Op) -> str:
    types = [str(t) for t in op.result_types]
    return types[0] if len(types) == 1 else "(" + ", ".join(types) + ")"


def over_budget_kernel(op: Op, budget: int, source_name: str) -> Callable[..., object]:
    """The kernel of a step whose op's static result is over ``budget``: it raises, located at ``op``, when
    the op is reached."""
    results = _result_bytes(op)
    padded = padded_operand(op) if op.name in _PADDING_OPS else None
    if padded is not None and padded[1] > results:  # the kernel's padded copy of its operand
        message = (f"its padded operand {padded[0]} needs {format_bytes(padded[1])} (the result "
                   f"{_results_text(op)} {format_bytes(results)}), over the memory budget of "
                   f"{format_bytes(budget)} (--max-memory, {BUDGET_VARIABLE})")
    else:
        message = _message(_results_text(op), results, budget)
    error = (message, op.name, source_name, op.line, op.column)

    def over_budget(ctx, attrs, *operands: object) -> object:
        raise MemoryBudgetError(*error)

    return over_budget


def out_of_memory(op: Op, budget: int, source_name: str) -> MemoryBudgetError:
    """The error for a ``MemoryError`` met while evaluating ``op``: an allocation the budget did not foresee
    (a kernel's intermediate) that the machine refused, a resource stop located at the op, not a bug."""
    return MemoryBudgetError(f"ran out of memory while evaluating the op (the memory budget is "
                             f"{format_bytes(budget)}; its result {_results_text(op)} needs "
                             f"{format_bytes(op_bytes(op))})", op.name, source_name, op.line, op.column)


def check_shape(ctx, attrs, shape: tuple[int, ...], index: int = 0) -> None:
    """Raise ``MemoryBudgetError`` when result ``index`` of the op of ``attrs``, of shape ``shape`` (known at
    run time), needs more bytes than ``ctx``'s budget. For kernels of ops whose result shape depends on
    operand values, before they allocate."""
    declared = attrs.result_types[index]
    try:
        size = dtype_of(declared.element_type).itemsize
    except TypeError:  # no NumPy dtype: the kernel refuses it
        return
    for dim in shape:
        size *= int(dim)
    budget = getattr(ctx, "max_memory", UNLIMITED)
    if size > budget:
        dims = "".join(f"{int(d)}x" for d in shape)
        what = f"tensor<{dims}{declared.element_type}> (of type {declared})"
        raise MemoryBudgetError(_message(what, size, budget))


_MAX_ELEMENTS = (1 << 63) - 1  # NumPy's sizes are C longs (np.intp)


def check_array_header(shape: tuple, dtype, stream, max_memory: int | None = None) -> None:
    """Refuse, before anything is read, an array file (a ``.npy`` header) whose claimed ``shape`` and
    ``dtype`` need more bytes than ``stream`` holds after the header (when its size is known) or than the
    budget (``resolve_budget(max_memory)``): a ``ValueError`` saying so. Arrays of objects (pickled, never
    loaded) are left to the reader's own refusal."""
    if getattr(dtype, "hasobject", False):
        return
    if any(not isinstance(dim, int) or dim < 0 for dim in shape):
        raise ValueError(f"the header's shape {shape} is not a list of sizes")
    elements = 1
    for dim in shape:
        elements *= dim
    if any(dim > _MAX_ELEMENTS for dim in shape) or elements > _MAX_ELEMENTS:  # also for 0-byte elements
        raise ValueError(f"the header's shape {list(shape)} has more elements than an array can hold")
    needed = dtype.itemsize * elements
    try:
        left = os.fstat(stream.fileno()).st_size - stream.tell()
    except (AttributeError, OSError, ValueError):  # a member of a .npz archive: not a file of its own
        left = None
    if left is not None and needed > left:
        raise ValueError(f"the header claims shape {list(shape)} of {dtype}, {format_bytes(needed)}, but the "
                         f"file holds {format_bytes(left)} after it")
    budget = resolve_budget(max_memory)
    if needed > budget:
        raise ValueError(f"an array of shape {list(shape)} of {dtype} needs {format_bytes(needed)}, over the "
                         f"memory budget of {format_bytes(budget)} ({BUDGET_VARIABLE})")
