"""Checks of the CHLO ops that have rules (chlo.md: ``top_k``, ``constant_like``, ``mulhi``, ``scan`` and
the ``broadcast_*`` binary ops). chlo.md numbers no constraints, so the labels name what is checked."""
from __future__ import annotations

from ...ir.attributes import DenseElementsAttr, FloatAttr, IntegerAttr, int_list
from ...ir.types import IntegerType, TensorType
from ..context import OpContext
from ..type_rules import (counted, element_types_compatible, first_repeat, out_of_range, shape_text, shapes_compatible,
                     types_compatible)
from ..registry import checks
from ..declared import value_names

# Broadcasting binary ops whose operands and result share one element type (chlo.md "broadcast_*").
_SAME_ELEMENT_TYPE = ("add", "and", "atan2", "divide", "maximum", "minimum", "multiply", "next_after", "or",
                      "polygamma", "power", "remainder", "shift_left", "shift_right_arithmetic",
                      "shift_right_logical", "subtract", "xor", "zeta")
_OTHER_BROADCASTS = ("compare", "complex", "select")


@checks(*(f"chlo.broadcast_{name}" for name in _SAME_ELEMENT_TYPE + _OTHER_BROADCASTS))
def broadcast_binary(ctx: OpContext) -> None:
    """chlo ``broadcast_*``: ``broadcast_dimensions`` are unique dimensions of the broadcast shape; for the
    arithmetic ops, operands and result have compatible element types."""
    operands = ctx.operand_types
    if not ctx.tensors(operands, ranked=False) or not ctx.tensors(ctx.result_types, "result", ranked=False):
        return
    dims = ctx.ints("broadcast_dimensions", required=False)
    ranks = [t.rank for t in operands if t.shape is not None]
    if dims is not None and ranks:
        rank = max(ranks)
        bad, repeated = out_of_range(dims, rank), first_repeat(dims)
        ctx.require(not bad and repeated is None, "broadcast_dimensions",
                    lambda: f"attribute `broadcast_dimensions` is {list(dims)} but "
                            + (f"{bad[0]} is not in [0, {rank}), the dimensions of the broadcast shape (the rank "
                               f"of the widest operand)" if bad else f"{repeated} occurs twice; its entries must be "
                                                                     f"unique"))
    if ctx.op.name.removeprefix("chlo.broadcast_") in _SAME_ELEMENT_TYPE:
        types = operands + ctx.result_types
        first = types[0].element_type
        i = next((i for i, t in enumerate(types) if not element_types_compatible(first, t.element_type)), None)
        ctx.require(i is None, "element type",
                    lambda: f"{value_names(ctx)[i]} has element type {types[i].element_type} but operand #0 has "
                            f"{first}; they must match")


@checks("chlo.top_k")
def top_k(ctx: OpContext) -> None:
    """chlo.top_k: the operand has rank >= 1 and a last dimension of at least ``k``; the results are the
    top ``k`` values (operand's element type) and their ``i32`` indices, shaped like the operand but
    with ``k`` as the last dimension."""
    if not ctx.arity(1, 2) or not ctx.tensors(ctx.operand_types + ctx.result_types, ranked=False):
        return
    operand, k = ctx.operand_types[0], ctx.integer("k")
    if operand.shape is None:  # unranked: nothing to compare against
        return
    if k is None or not ctx.require(operand.rank >= 1, "operand",
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


@checks("chlo.constant_like")
def constant_like(ctx: OpContext) -> None:
    """chlo.constant_like: the scalar ``value`` has the result's element type."""
    if not ctx.arity(1, 1):
        return
    value, result = ctx.attr("value"), ctx.result_types[0]
    value_type = value.type.element_type if isinstance(value, DenseElementsAttr) else (
        value.type if isinstance(value, (IntegerAttr, FloatAttr)) else None)
    if value_type is not None and isinstance(result, TensorType):
        ctx.require(value_type == result.element_type, "value",
                    lambda: f"attribute `value` has type {value_type} but result #0 has element type "
                            f"{result.element_type}; they must match")


@checks("chlo.mulhi")
def mulhi(ctx: OpContext) -> None:
    """chlo.mulhi: ``lhs``, ``rhs`` and ``result`` are ranked tensors of integers (not i1) of compatible types
    (trait ``CompatibleOperandsAndResultType``)."""
    if not ctx.signature(2):
        return
    types, names = ctx.operand_types + ctx.result_types, value_names(ctx)
    for name, t in zip(names, types):
        if not ctx.require(isinstance(t.element_type, IntegerType), "signature",
                           lambda: f"{name} has type {t} but must be a ranked tensor of 2/4/8/16/32/64-bit integer "
                                   f"values"):
            return
    for name, t in zip(names[1:], types[1:]):
        ctx.require(types_compatible(t, types[0]), "type",
                    lambda: f"{name} has type {t} but operand #0 has {types[0]}; they must match")


@checks("chlo.scan")
def scan(ctx: OpContext) -> None:
    """chlo.scan (XLA "Scan"): ``dimension`` is a dimension of every input, of size ``scan_dim_size`` when
    that is given; the body takes one argument per input (the input without ``dimension``) and per init
    (the init's type)."""
    segments = int_list(ctx.attr("operandSegmentSizes"))
    if segments is None or len(segments) != 2 or not ctx.tensors(ctx.operand_types, ranked=False):
        return
    inputs, inits = ctx.operand_types[:segments[0]], ctx.operand_types[segments[0]:]
    dim, size = ctx.integer("dimension"), ctx.integer("scan_dim_size", required=False)
    if dim is None:
        return
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
        slices.append(TensorType(t.shape[:dim] + t.shape[dim + 1:], t.element_type))
    if ctx.failed or not ctx.op.regions:
        return
    args = tuple(a.type for a in ctx.op.regions[0].entry.arguments)
    expected = (*slices, *inits)
    if not ctx.require(len(args) == len(expected), "body",
                       lambda: f"the body takes {counted(len(args), 'argument')} but the op has "
                               f"{counted(len(inputs), 'input')} and {counted(len(inits), 'init')}; it must take "
                               f"one argument per input and per init"):
        return
    i = next((i for i, (a, e) in enumerate(zip(args, expected)) if not types_compatible(a, e)), None)
    ctx.require(i is None, "body",
                lambda: f"argument #{i} of the body has type {args[i]} but must be {expected[i]}, the type of "
                        + (f"operand #{i} (input #{i}) {inputs[i]} without dimension {dim}" if i < len(inputs) else
                           f"operand #{i} (init #{i - len(inputs)})"))
