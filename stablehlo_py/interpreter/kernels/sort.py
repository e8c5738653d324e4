"""Kernels of the ``sort`` family: spec ``sort``, by NumPy sorts for comparators that order by keys, a
merge sort on the comparator otherwise.

A comparator that is one ``compare LT/GT`` of an operand pair, or a lexicographic
chain of them (``or(lt_a, and(eq_a, rest))`` or ``select(eq_a, rest, lt_a)``, as
jax emits), is read as a list of sort keys. Each side of a compare may be any
elementwise computation ``g`` of its argument (e.g. jax's -0.0/NaN
canonicalization, ``real``/``imag`` of complex operands) as long as both sides
compute the same ``g``; ``g`` then runs once on the whole operand. The keys are
sorted with ``np.sort``/``np.argsort(kind="stable")``/``np.lexsort``, which are
stable, so ``is_stable`` holds either way.

Keys follow ``compare``: TOTALORDER orders by ``floats.total_order_key``; a
plain float compare treats -0.0 and +0.0 as equal. NaN under a plain float
compare is unordered, which is not a strict weak order (the result of such a
sort is implementation-defined); here NaNs order after every number, as in
NumPy (first when descending).

The specializer (``sort_plan``, for comparators of the operands themselves) reads the keys once, when the
function is compiled; each call then makes the key codes, one stable argsort and one ``take`` per operand.

Any other comparator runs through a bottom-up merge sort whose merge step
places every element by a binary search in the partner run: each search step
evaluates the comparator once on all elements at once, so a sort of n
elements takes about log2(n)**2 / 2 comparator runs.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ...ir.records import record
from ...dialect import TABLE
from ...ir.dtypes import dtype_of
from ...ir.enums import ComparisonType
from ...ir.nodes import Block, Op, Region
from ...numerics import floats
from ..context import KernelContext
from ..errors import InterpreterError
from ..registry import kernel, specializer
from ._common import op_results, static_shape
from ._regions import ELEMENTWISE_BODY_OPS, map_region


@kernel("stablehlo.sort")
def sort(ctx, attrs, *inputs: np.ndarray) -> object:
    """Spec ``sort``: sort the slices along ``dimension`` (negative counts from the end) together."""
    rank, dimension = inputs[0].ndim, attrs.dimension
    axis = dimension + rank if dimension < 0 else dimension
    moved = [np.moveaxis(x, axis, -1) for x in inputs]
    region = attrs.op.regions[0]
    keys = comparator_keys(region)
    sorted_values = _sort_by_keys(ctx, region.entry, keys, moved) if keys is not None else None
    if sorted_values is None:
        permutation = merge_sort_permutation(ctx, region, moved)
        sorted_values = [np.take_along_axis(x, permutation, axis=-1) for x in moved]
    return op_results(attrs.op, [np.moveaxis(x, -1, axis) for x in sorted_values])


@specializer("stablehlo.sort")
def sort_plan(attrs):
    """``sort`` whose comparator orders by keys that are operands themselves (``compare`` of the block
    arguments, no computation ``g`` on them): the keys, their directions and order read once, the axis
    decided once; each call computes the key codes, one stable ``argsort`` (``lexsort`` for several codes)
    along the axis and one ``take`` per operand at flat indices (for static shapes: the offsets of each
    slice made once). Other comparators run through the kernel."""
    region = attrs.op.regions[0]
    keys = comparator_keys(region)
    arguments = region.entry.arguments
    types = attrs.operand_types
    if keys is None or any(k.key_value != arguments[2 * k.operand].name for k in keys) \
            or any(getattr(t, "shape", None) is None for t in types):
        return None
    rank, results = len(types[0].shape), len(attrs.op.results)
    axis = attrs.dimension + rank if attrs.dimension < 0 else attrs.dimension
    dtypes = [dtype_of(t.element_type) for t in types]
    if len(keys) == 1 and len(types) == 1 and not keys[0].total_order and not floats.is_complex(dtypes[0]):
        descending = keys[0].descending  # the kernel's ``_sort_values``

        def values(x):
            return np.moveaxis(_sort_values(np.moveaxis(x, axis, -1), descending), -1, axis)

        return values
    coders = [(key.operand, _coder(key, dtypes[key.operand])) for key in keys]
    gather = _gather(static_shape(types[0]), axis)

    def run(*inputs):
        codes = [c for operand, coder in coders for c in coder(inputs[operand])]
        if len(codes) == 1:
            permutation = codes[0].argsort(axis=axis, kind="stable")
        else:
            permutation = np.lexsort(codes[::-1], axis=axis)
        sorted_values = gather(inputs, permutation)
        return sorted_values[0] if results == 1 else tuple(sorted_values)

    return run


def _coder(key: SortKey, dtype: np.dtype):
    """The function of an operand giving ``_order_codes`` of it, or codes in the same order (equal stays
    equal) for a total order of floats stored in whole bytes: the bits as signed integers, all but the sign
    bit flipped for negative numbers (IEEE totalOrder, ``floats.total_order_key``'s order, in the
    format's own width)."""
    if not (key.total_order and floats.is_float(dtype) and floats.format_width(dtype) == 8 * dtype.itemsize):
        return lambda x: _order_codes(x, key)
    signed, shift = np.dtype(f"i{dtype.itemsize}"), 8 * dtype.itemsize - 1
    magnitude = signed.type(np.iinfo(signed).max)
    if key.descending:
        return lambda x: [~((bits := x.view(signed)) ^ ((bits >> shift) & magnitude))]
    return lambda x: [(bits := x.view(signed)) ^ ((bits >> shift) & magnitude)]


def _gather(shape: tuple[int, ...] | None, axis: int):
    """``gather(inputs, permutation)``: every input's elements taken along ``axis`` at ``permutation``, as
    ``np.take_along_axis``; for a static ``shape``, one ``take`` per input at the flat indices
    ``permutation * stride + base`` (``stride`` the row-major stride of ``axis``, ``base`` the flat index
    of each slice's first element)."""
    if shape is None:
        return lambda inputs, permutation: [np.take_along_axis(x, permutation, axis=axis) for x in inputs]
    if len(shape) == 1:
        return lambda inputs, permutation: [x.take(permutation) for x in inputs]
    stride = int(np.prod(shape[axis + 1:], dtype=np.int64))
    base = np.arange(int(np.prod(shape, dtype=np.int64)), dtype=np.intp).reshape(shape)
    base = np.array(base[(slice(None),) * axis + (slice(0, 1),)])

    def gather(inputs, permutation):
        flat = permutation * stride + base
        return [x.take(flat) for x in inputs]

    return gather


# --- comparators that order by keys ---

@record(frozen=True)
class SortKey:
    """One level of a lexicographic order: ``g(operand[index])`` compared ascending or descending."""

    operand: int
    key_value: str  # SSA name of g applied to the comparator's lhs argument of this operand
    total_order: bool
    descending: bool
    signature: tuple  # structure of g, for matching the EQ of a chain with its LT/GT


class _Comparator:
    """Reads a comparator block as a list of ``SortKey``s (or finds it is not one)."""

    def __init__(self, block: Block):
        self.args = {a.name: i for i, a in enumerate(block.arguments)}
        self.defs: dict[str, Op] = {}
        for op in block.ops:
            for name in op.results:
                self.defs[name] = op
        self.root = block.ops[-1].operands[0] if block.ops and len(block.ops[-1].operands) == 1 else None

    def keys(self) -> list[SortKey] | None:
        return self.chain(self.root) if self.root is not None else None

    def chain(self, name: str) -> list[SortKey] | None:
        """``name`` as a lexicographic order: a strict compare, or compare-then-tie-break."""
        op = self.defs.get(name)
        if op is None:
            return None
        if op.name == "stablehlo.compare":
            key = self.compare_key(op, ("LT", "GT"))
            return [key] if key is not None else None
        if op.name == "stablehlo.or" and len(op.operands) == 2:
            for first, rest in (op.operands, op.operands[::-1]):
                key = self.compare_key(self.defs.get(first), ("LT", "GT"))
                tie = self.defs.get(rest)
                if key is None or tie is None or tie.name != "stablehlo.and":
                    continue
                for equal, tail in (tie.operands, tie.operands[::-1]):
                    found = self._tie_break(key, equal, tail)
                    if found is not None:
                        return found
            return None
        if op.name == "stablehlo.select":
            equal, tail, first = op.operands
            key = self.compare_key(self.defs.get(first), ("LT", "GT"))
            return self._tie_break(key, equal, tail) if key is not None else None
        return None

    def _tie_break(self, key: SortKey, equal: str, tail: str) -> list[SortKey] | None:
        eq = self.compare_key(self.defs.get(equal), ("EQ",))
        if eq is None or (eq.operand, eq.signature, eq.total_order) != (key.operand, key.signature,
                                                                          key.total_order):
            return None
        rest = self.chain(tail)
        return [key] + rest if rest is not None else None

    def compare_key(self, op: Op | None, directions: tuple[str, ...]) -> SortKey | None:
        """The key of ``compare DIR, g(lhs_k), g(rhs_k)`` (either argument order), else None."""
        if op is None or op.name != "stablehlo.compare":
            return None
        attrs = TABLE[op.name].decode(op)
        direction = attrs.comparison_direction
        if direction not in directions:
            return None
        lhs, rhs = op.operands
        lhs_arg, rhs_arg = self.single_argument(lhs), self.single_argument(rhs)
        if lhs_arg is None or rhs_arg is None or lhs_arg // 2 != rhs_arg // 2 or lhs_arg == rhs_arg:
            return None
        try:
            signature = self.signature(lhs)
            if signature != self.signature(rhs):
                return None
        except _NotAKey:
            return None
        swapped = lhs_arg % 2 == 1
        return SortKey(operand=lhs_arg // 2, key_value=rhs if swapped else lhs,
                       total_order=attrs.compare_type == ComparisonType.TOTALORDER,
                       descending=(direction == "GT") != swapped, signature=signature)

    def single_argument(self, name: str) -> int | None:
        """The one block argument ``name`` depends on, or None (none or several)."""
        found: set[int] = set()
        stack, seen = [name], set()
        while stack:
            current = stack.pop()
            if current in seen:
                continue
            seen.add(current)
            if current in self.args:
                found.add(self.args[current])
            elif current in self.defs:
                stack.extend(self.defs[current].operands)
        return found.pop() if len(found) == 1 else None

    def signature(self, name: str) -> tuple:
        """The structure of the elementwise computation of ``name`` from its argument."""
        if name in self.args:
            return ("arg",)
        op = self.defs.get(name)
        if op is None:  # a value the comparator reads from outside itself (a constant, typically)
            return ("outer", name)
        if op.name not in ELEMENTWISE_BODY_OPS or len(op.results) != 1:
            raise _NotAKey(op.name)
        return (op.name, repr(TABLE[op.name].decode(op)), tuple(str(t) for t in op.result_types),
                tuple(self.signature(o) for o in op.operands))


class _NotAKey(Exception):
    pass


def comparator_keys(region: Region) -> list[SortKey] | None:
    """The comparator of ``region`` as lexicographic sort keys, or None if it is not of that form."""
    return _Comparator(region.entry).keys()


def _evaluate_key(ctx: KernelContext, block: Block, defs: dict[str, Op], key: SortKey,
                  operand: np.ndarray) -> np.ndarray:
    """``g(operand)``: the ops computing ``key.key_value`` (``defs`` maps each value of ``block`` to
    the op defining it) run on the whole operand."""
    lhs_argument = block.arguments[2 * key.operand].name
    values: dict[str, np.ndarray] = {lhs_argument: operand}

    def value(name: str) -> np.ndarray:
        if name not in values:
            op = defs.get(name)
            if op is None:  # defined outside the comparator
                values[name] = ctx.value_of(name)
            else:
                fn, argument = ctx.evaluation_function(op)
                values[name] = fn(ctx, argument, *[value(o) for o in op.operands])
        return values[name]

    return np.broadcast_to(value(key.key_value), operand.shape)


def _order_codes(values: np.ndarray, key: SortKey) -> list[np.ndarray]:
    """Arrays whose lexicographic ascending order is ``key``'s order of ``values``."""
    dtype = values.dtype
    if floats.is_float(dtype) and key.total_order:
        codes = [floats.total_order_key(values)]
    elif floats.is_float(dtype) or floats.is_complex(dtype):
        wide = values.astype(floats.compute_dtype(dtype)) if floats.is_float(dtype) else values
        nan = np.isnan(wide)
        # NaN is unordered under a plain float compare; it sorts after every number here
        codes = [nan, np.where(nan, 0, wide)] if nan.any() else [wide]
    elif dtype.kind == "V":  # sub-byte integers
        codes = [values.astype(np.int64)]
    else:
        codes = [values]
    if key.descending:
        codes = [-c if c.dtype.kind in "fc" else ~c for c in codes]
    return codes


def _sort_by_keys(ctx, block: Block, keys: list[SortKey], inputs: list[np.ndarray]) -> list[np.ndarray] | None:
    """Sort ``inputs`` along the last axis by ``keys``; None when a key cannot be computed here."""
    if len(keys) == 1 and len(inputs) == 1 and keys[0].key_value == block.arguments[0].name \
            and not keys[0].total_order and not floats.is_complex(inputs[0].dtype):
        return [_sort_values(inputs[0], keys[0].descending)]
    codes: list[np.ndarray] = []
    defs = _Comparator(block).defs
    try:
        for key in keys:
            codes += _order_codes(_evaluate_key(ctx, block, defs, key, inputs[key.operand]), key)
    except (InterpreterError, ValueError, TypeError):  # g does not run on whole arrays: merge sort
        return None
    if len(codes) == 1:
        permutation = _stable_argsort(codes[0])
    else:
        permutation = np.lexsort(codes[::-1], axis=-1)
    return [np.take_along_axis(x, permutation, axis=-1) for x in inputs]


def _ranks(code: np.ndarray) -> np.ndarray | None:
    """``code`` as uint64 ranks below 2**32 in the same order (equal stays equal), or None."""
    if code.dtype.kind == "f":
        code = floats.total_order_key(code + code.dtype.type(0))  # -0.0 + 0 is +0.0: equal zeros
    elif code.dtype == np.bool_:
        code = code.view(np.uint8)
    if code.dtype.kind not in "iu" or code.size == 0:
        return None
    low, high = int(code.min()), int(code.max())
    if high - low >= 2**32:
        return None
    if code.dtype == np.uint64:
        return code - np.uint64(low)
    return (code.astype(np.int64) - low).astype(np.uint64)


def _stable_argsort(code: np.ndarray) -> np.ndarray:
    """``np.argsort(code, axis=-1, kind="stable")``; when the keys fit 32 bits, faster as one
    ``np.sort`` of ``rank << 32 | index`` (all distinct, so any sort is stable)."""
    n = code.shape[-1]
    ranks = _ranks(code) if n < 2**32 else None
    if ranks is None:
        return np.argsort(code, axis=-1, kind="stable")
    packed = (ranks << np.uint64(32)) | np.arange(n, dtype=np.uint64)
    return (np.sort(packed, axis=-1) & np.uint64(0xFFFFFFFF)).astype(np.intp)


def _sort_values(x: np.ndarray, descending: bool) -> np.ndarray:
    """One operand compared as itself: ``np.sort``, then equal-comparing values that differ in
    bits (-0.0/+0.0, NaNs) put back in their stable (original) order."""
    ordered = x
    if floats.is_float(x.dtype) and x.dtype.kind == "V":
        ordered = x.astype(np.float32)  # exact for every narrow format
    result = np.sort(ordered, axis=-1)
    if descending:
        result = result[..., ::-1]
    result = result.astype(x.dtype, copy=False)
    if floats.is_float(x.dtype):
        result = np.array(result)
        for unordered in (lambda v: v == 0, np.isnan):
            original = unordered(ordered)
            if original.any():
                result[unordered(result.astype(ordered.dtype))] = x[original]
    return result


# --- any other comparator ---

def _compare(ctx, region: Region, lhs: Sequence[np.ndarray], rhs: Sequence[np.ndarray]) -> np.ndarray:
    """The comparator ``region`` on pairs of 1-D arrays of elements: a bool array."""
    args = [v for pair in zip(lhs, rhs) for v in pair]
    (result,) = map_region(ctx, region, args, lhs[0].shape, [np.dtype(np.bool_)])
    return result


def merge_sort_permutation(ctx, region: Region, inputs: list[np.ndarray]) -> np.ndarray:
    """The stable sorting permutation of the last axis of ``inputs`` under the comparator ``region``.

    Bottom-up merge sort: runs of width w are merged pairwise; an element of a
    left run lands at its index plus the number of partner elements that
    compare less than it, an element of a right run at its index plus the
    number of partner elements it does not compare less than (ties keep the
    left run first: stable). Counts come from a vectorized binary search.
    """
    shape = inputs[0].shape
    n = shape[-1] if shape else 1
    batch = int(np.prod(shape[:-1], dtype=np.int64)) if len(shape) > 1 else 1
    flat = [np.ascontiguousarray(x).reshape(batch, n) for x in inputs]
    permutation = np.tile(np.arange(n), (batch, 1))
    rows = np.arange(batch)[:, None]
    position = np.arange(n)
    width = 1
    while width < n:
        values = [x[rows, permutation] for x in flat]
        run = position // width
        is_left = run % 2 == 0
        start = run * width
        partner_start = np.where(is_left, start + width, start - width)
        partner_end = np.minimum(partner_start + width, n)
        has_partner = partner_start < n
        lo = np.broadcast_to(np.where(has_partner, partner_start, 0), (batch, n)).copy()
        hi = np.broadcast_to(np.where(has_partner, partner_end, 0), (batch, n)).copy()
        left = np.broadcast_to(is_left, (batch, n))
        while True:
            active_b, active_i = np.nonzero(lo < hi)
            if active_b.size == 0:
                break
            mid = (lo[active_b, active_i] + hi[active_b, active_i]) // 2
            mine = [v[active_b, active_i] for v in values]
            theirs = [v[active_b, mid] for v in values]
            is_l = left[active_b, active_i]
            lhs = [np.where(is_l, t, m) for t, m in zip(theirs, mine)]
            rhs = [np.where(is_l, m, t) for t, m in zip(theirs, mine)]
            result = _compare(ctx, region, lhs, rhs)
            before = np.where(is_l, result, ~result)  # partner element goes before this one
            lo[active_b, active_i] = np.where(before, mid + 1, lo[active_b, active_i])
            hi[active_b, active_i] = np.where(before, hi[active_b, active_i], mid)
        pair_start = (run // 2) * 2 * width
        target = np.where(has_partner, pair_start + (position - start) + (lo - partner_start), position)
        placed = np.zeros((batch, n), dtype=bool)
        placed[rows, target] = True
        if not placed.all():
            raise InterpreterError("the sort comparator is not a strict weak order on these inputs")
        merged = np.empty_like(permutation)
        merged[rows, target] = permutation
        permutation = merged
        width *= 2
    return permutation.reshape(shape)
