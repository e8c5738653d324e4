"""Checks of the ``chlo`` family (spec/current/chlo.md; the verifiers and type inference of upstream's
ChloOps.cpp). chlo.md numbers no constraints, so the labels name what is checked.

What the op table declares for these ops (dialect/chlo.py: counts, attribute kinds, element kinds, the
same types of the elementwise ops and the same element types of the ``broadcast_*`` arithmetic) has
been checked before they run (verifier/declared.py). The elementwise math ops, ``mulhi`` and
``ragged_dot`` have no check of their own.
"""
from __future__ import annotations

from typing import Sequence

from ...errors import counted
from ...ir.types import ComplexType, IntegerType, TensorType, Type
from ..context import OpContext
from ..declared import value_names
from ..registry import check
from ..type_rules import (element_types_compatible, first_repeat, out_of_range, shape_text, shapes_compatible,
                          types_compatible)

Shape = tuple["int | None", ...]


# --- broadcast_* ---------------------------------------------------------------------------------------------

def _placed(shape: Shape, rank: int, dims: tuple[int, ...]) -> Shape:
    """``shape`` of the lower-rank operand as a rank-``rank`` shape: its dimension i at ``dims[i]``, 1 elsewhere."""
    placed: list[int | None] = [1] * rank
    for source, target in enumerate(dims):
        placed[target] = shape[source]
    return tuple(placed)


def _broadcast_dim(a: int | None, b: int | None) -> tuple[bool, int | None]:
    """(whether sizes ``a`` and ``b`` broadcast, the broadcast size); a dynamic size fits any."""
    if a == 1 or a == b:
        return True, b
    if b == 1:
        return True, a
    if a is None or b is None:
        return True, a if b is None else b
    return False, None


def _broadcast_operands(ctx: OpContext, dims: tuple[int, ...] | None) -> bool:
    """The ``broadcast_*`` rule (Trait.BROADCASTING): ``broadcast_dimensions`` are unique dimensions of the
    widest operand; the operands broadcast NumPy-style (the lower-rank operand placed by
    ``broadcast_dimensions`` when it has one entry per dimension, as the kernel does); the result has the
    broadcast shape. Unranked operands or results leave the shapes unchecked."""
    operands = ctx.operand_types
    if not (ctx.tensors(operands, ranked=False) and ctx.tensors(ctx.result_types, "result", ranked=False)):
        return False
    ranks = [t.rank for t in operands if t.shape is not None]
    if not ranks:
        return True
    rank = max(ranks)
    if dims is not None:
        bad, repeated = out_of_range(dims, rank), first_repeat(dims)
        if not ctx.require(not bad and repeated is None, "broadcast_dimensions",
                           lambda: f"attribute `broadcast_dimensions` is {list(dims)} but "
                                   + (f"{bad[0]} is not in [0, {rank}), the dimensions of the broadcast shape (the "
                                      f"rank of the widest operand)" if bad else
                                      f"{repeated} occurs twice; its entries must be unique")):
            return False
    if len(ranks) < len(operands):
        return True
    broadcast: list[int | None] = [1] * rank
    for index, t in enumerate(operands):
        shape = _placed(t.shape, rank, dims) if dims and t.rank < rank and t.rank == len(dims) else t.shape
        padded = (1,) * (rank - len(shape)) + tuple(shape)
        for axis, size in enumerate(padded):
            ok, size_so_far = _broadcast_dim(broadcast[axis], size)
            if not ctx.require(ok, "shape", lambda: f"operand #{index} has type {t}, which does not broadcast with "
                                                    f"the operands before it: axis {axis} of the broadcast shape "
                                                    f"has size {size} here but {broadcast[axis]} there"):
                return False
            broadcast[axis] = size_so_far
    result = ctx.result_types[0]
    return ctx.require(shapes_compatible(result.shape, broadcast), "shape",
                       lambda: f"result #0 has type {result} but the operands broadcast to shape "
                               f"{shape_text(broadcast)}")


@check("chlo.broadcast_add", "chlo.broadcast_and", "chlo.broadcast_atan2", "chlo.broadcast_divide",
       "chlo.broadcast_maximum", "chlo.broadcast_minimum", "chlo.broadcast_multiply", "chlo.broadcast_next_after",
       "chlo.broadcast_or", "chlo.broadcast_polygamma", "chlo.broadcast_power", "chlo.broadcast_remainder",
       "chlo.broadcast_shift_left", "chlo.broadcast_shift_right_arithmetic", "chlo.broadcast_shift_right_logical",
       "chlo.broadcast_subtract", "chlo.broadcast_xor", "chlo.broadcast_zeta")
def check_broadcasting(ctx: OpContext, attrs) -> None:
    """chlo.md ``broadcast_*`` arithmetic and logic: the operands broadcast to the result's shape
    (``_broadcast_operands``); their one element type is the table's (SameOperandsAndResultElementType)."""
    _broadcast_operands(ctx, attrs.broadcast_dimensions)


def _same_element_types(ctx: OpContext, indices: Sequence[int], expected: Type | None = None) -> bool:
    """Operands/results ``indices`` (of ``operand_types + result_types``) have one element type (the
    first's, or ``expected``)."""
    types, names = ctx.operand_types + ctx.result_types, value_names(ctx)
    first = expected if expected is not None else types[indices[0]].element_type
    wrong = next((i for i in indices if not element_types_compatible(types[i].element_type, first)), None)
    return ctx.require(wrong is None, "element type",
                       lambda: f"{names[wrong]} has element type {types[wrong].element_type} but "
                               + (f"must have {expected}" if expected is not None else
                                  f"{names[indices[0]]} has {first}; they must match"))


@check("chlo.broadcast_compare")
def check_broadcast_compare(ctx: OpContext, attrs) -> None:
    """chlo.md ``broadcast_compare``: ``lhs`` and ``rhs`` have one element type and broadcast to the
    result's shape; the result holds ``i1`` (declared)."""
    if _broadcast_operands(ctx, attrs.broadcast_dimensions):
        _same_element_types(ctx, (0, 1))


@check("chlo.broadcast_complex")
def check_broadcast_complex(ctx: OpContext, attrs) -> None:
    """chlo.md ``broadcast_complex``: ``lhs`` and ``rhs`` have one float type and broadcast to the result's
    shape; the result's element type is ``complex<lhs element type>``."""
    if _broadcast_operands(ctx, attrs.broadcast_dimensions) and _same_element_types(ctx, (0, 1)):
        _same_element_types(ctx, (2,), ComplexType(ctx.operand_types[0].element_type))


@check("chlo.broadcast_select")
def check_broadcast_select(ctx: OpContext, attrs) -> None:
    """chlo.md ``broadcast_select``: ``pred``, ``on_true`` and ``on_false`` broadcast to the result's shape;
    ``on_true``, ``on_false`` and the result have one element type."""
    if _broadcast_operands(ctx, None):
        _same_element_types(ctx, (1, 2, 3))


# --- constants -----------------------------------------------------------------------------------------------

@check("chlo.constant")
def check_constant(ctx: OpContext, attrs) -> None:
    """chlo.md ``constant``: the result has the type of ``value`` (upstream infers it from the value)."""
    value_type, result = attrs.value.type, ctx.result_types[0]
    ctx.require(value_type == result, "value",
                lambda: f"attribute `value` has type {value_type} but result #0 has {result}; they must match")


@check("chlo.constant_like")
def check_constant_like(ctx: OpContext, attrs) -> None:
    """chlo.md ``constant_like``: the scalar ``value`` has the result's element type."""
    value, result = attrs.value, ctx.result_types[0]
    value_type = getattr(value, "type", None)
    if isinstance(value_type, TensorType):  # a dense<...> splat
        value_type = value_type.element_type
    if value_type is not None:
        ctx.require(value_type == result.element_type, "value",
                    lambda: f"attribute `value` has type {value_type} but result #0 has element type "
                            f"{result.element_type}; they must match")


# --- top_k, scan ---------------------------------------------------------------------------------------------

@check("chlo.top_k")
def check_top_k(ctx: OpContext, attrs) -> None:
    """chlo.md ``top_k``: the operand has rank >= 1 and a last dimension of at least ``k``; the results are
    the top ``k`` values (operand's element type) and their ``i32`` indices, shaped like the operand but
    with ``k`` as the last dimension."""
    if not ctx.tensors(ctx.operand_types + ctx.result_types, ranked=False):
        return
    operand, k = ctx.operand_types[0], attrs.k
    if operand.shape is None:  # unranked: nothing to compare against
        return
    if not ctx.require(operand.rank >= 1, "operand",
                       lambda: f"operand #0 has type {operand} but must have rank at least 1"):
        return
    last = operand.shape[-1]
    if not ctx.require(last is None or last >= k, "k",
                       lambda: f"attribute `k` is {k} but operand #0 of type {operand} has only {last} elements in "
                               f"its last dimension; k must be at most that"):
        return
    expected = operand.shape[:-1] + (k,)
    results = ctx.result_types
    wrong = next((i for i, t in enumerate(results) if not shapes_compatible(expected, t.shape)), None)
    ctx.require(wrong is None, "results",
                lambda: f"result #{wrong} has type {results[wrong]} but must have shape {shape_text(expected)}, the "
                        f"shape of operand #0 of type {operand} with k = {k} as its last dimension")
    wanted = (operand.element_type, IntegerType(32))
    wrong = next((i for i in (0, 1) if results[i].element_type != wanted[i]), None)
    ctx.require(wrong is None, "results",
                lambda: f"result #{wrong} has element type {results[wrong].element_type} but must have "
                        f"{wanted[wrong]}" + (f", that of operand #0 of type {operand}" if wrong == 0 else
                                              ", the type of the indices"))


@check("chlo.scan")
def check_scan(ctx: OpContext, attrs) -> None:
    """chlo.md ``scan`` (XLA "Scan"): ``operandSegmentSizes`` splits the operands into inputs and inits;
    ``dimension`` is a dimension of every input, of size ``scan_dim_size`` when that is given; the body
    takes one argument per input (the input without ``dimension``) and per init (the init's type); it
    returns the outputs' slices, then the carries, which give the result types."""
    segments = attrs.operandSegmentSizes
    if not ctx.require(len(segments) == 2 and sum(segments) == len(ctx.operand_types), "operandSegmentSizes",
                       lambda: f"attribute `operandSegmentSizes` is {list(segments)} but must give the numbers of "
                               f"inputs and inits, {len(ctx.operand_types)} operands in all"):
        return
    if not ctx.tensors(ctx.operand_types + ctx.result_types, ranked=False):
        return
    inputs, inits = ctx.operand_types[:segments[0]], ctx.operand_types[segments[0]:]
    dim, size = attrs.dimension, attrs.scan_dim_size
    slices = []
    for i, t in enumerate(inputs):
        if t.shape is None:
            slices.append(t)
            continue
        if not ctx.require(0 <= dim < t.rank, "dimension",
                           lambda: f"attribute `dimension` is {dim} but operand #{i} (input #{i}) has type {t}; "
                                   f"it must be in [0, {t.rank})"):
            return
        ctx.require(size is None or t.shape[dim] in (None, size), "scan_dim_size",
                    lambda: f"attribute `scan_dim_size` is {size} but operand #{i} (input #{i}) of type {t} has "
                            f"size {t.shape[dim]} in dimension {dim}; they must match")
        size = t.shape[dim] if size is None else size
        slices.append(TensorType(t.shape[:dim] + t.shape[dim + 1:], t.element_type))
    if ctx.failed or not ctx.op.regions:
        return
    body = ctx.op.regions[0].entry
    args = tuple(a.type for a in body.arguments)
    expected = (*slices, *inits)
    if not ctx.require(len(args) == len(expected), "body",
                       lambda: f"the body takes {counted(len(args), 'argument')} but the op has "
                               f"{counted(len(inputs), 'input')} and {counted(len(inits), 'init')}; it must take "
                               f"one argument per input and per init"):
        return
    i = next((i for i, (a, e) in enumerate(zip(args, expected)) if not types_compatible(a, e)), None)
    if not ctx.require(i is None, "body",
                       lambda: f"argument #{i} of the body has type {args[i]} but must be {expected[i]}, the type "
                               f"of " + (f"operand #{i} (input #{i}) {inputs[i]} without dimension {dim}"
                                         if i < len(inputs) else f"operand #{i} (init #{i - len(inputs)})")):
        return
    if body.ops:
        _check_scan_results(ctx, body.ops[-1].operand_types, len(inits), dim, size)


def _check_scan_results(ctx: OpContext, returned: tuple[Type, ...], carries: int, dim: int,
                        size: int | None) -> None:
    """The results of chlo.scan are the body's returned types, the outputs' with ``dim`` (of the scan
    size) put back (upstream's type inference)."""
    results = ctx.result_types
    if not ctx.require(len(results) == len(returned) >= carries, "results",
                       lambda: f"the op has {counted(len(results), 'result')} but its body returns "
                               f"{counted(len(returned), 'value')}; there must be one result per returned value, "
                               f"and at least one per init ({carries})"):
        return
    outputs = len(returned) - carries
    for i, (r, t) in enumerate(zip(returned, results)):
        if not isinstance(r, TensorType) or r.shape is None:
            continue
        if not ctx.require(dim <= r.rank or i >= outputs, "results",
                           lambda: f"the body returns {r} for output #{i}, which has no dimension {dim} to scan"):
            return
        e = TensorType(r.shape[:dim] + (size,) + r.shape[dim:], r.element_type) if i < outputs else r
        if not ctx.require(types_compatible(t, e), "results",
                           lambda: f"result #{i} has type {t} but must be {e}, "
                                   + (f"the body's output #{i} {r} with the scan dimension {dim}" if i < outputs
                                      else f"the body's carry #{i - outputs}")):
            return
