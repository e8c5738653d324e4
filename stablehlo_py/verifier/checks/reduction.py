"""Checks of the ``reduction`` family: reduce, reduce_window and select_and_scatter (spec sections of the
same names)."""
from __future__ import annotations

from ...ir.nodes import Region
from ...ir.types import BooleanType, TensorType
from ..bodies import check_reducer, is_promotable, returned_types
from ..context import OpContext
from ..registry import check
from ..type_rules import (check_same_shape, element_types_compatible, is_unique, out_of_range, shape_text,
                          shapes_compatible, window_output_shape)
from ..window import check_window


def _inputs_and_inits(ctx: OpContext, label_count: str, label_shapes: str, label_types: str
                      ) -> tuple[list[TensorType], list[TensorType]] | None:
    """Split operands into (inputs, init_values); check N, same shapes and element types."""
    types = ctx.operand_types
    n = len(types) // 2
    if not ctx.require(len(types) % 2 == 0 and n > 0 and len(ctx.result_types) == n, label_count,
                       f"has {len(types)} operand(s) and {len(ctx.result_types)} result(s) but needs N >= 1 inputs, "
                       f"then N init values, and N results"):
        return None
    if not ctx.tensors(types) or not ctx.tensors(ctx.result_types, "result"):
        return None
    inputs, inits = list(types[:n]), list(types[n:])
    for i, t in enumerate(inputs[1:], start=1):
        if not check_same_shape(ctx, label_shapes, t, f"input #{i}", inputs[0], "input #0"):
            return None
    for i, (x, init) in enumerate(zip(inputs, inits)):
        if not ctx.require(element_types_compatible(x.element_type, init.element_type), label_types,
                           f"input #{i} has element type {x.element_type} but init value #{i} has "
                           f"{init.element_type}; they must match"):
            return None
    return inputs, inits


def _check_result_elements(ctx: OpContext, label: str, region: Region) -> None:
    """``element_type(results[i]) = Ei`` where ``Ei`` is the body's i-th result element type."""
    for i, (res, body) in enumerate(zip(ctx.result_types, returned_types(region))):
        if isinstance(body, TensorType):
            ctx.require(element_types_compatible(res.element_type, body.element_type), label,
                        lambda: f"result #{i} has element type {res.element_type} but the body returns "
                                f"{body.element_type}; they must match")


@check("stablehlo.reduce")
def check_reduce(ctx: OpContext, attrs) -> None:
    """reduce (C1)-(C8)."""
    split = _inputs_and_inits(ctx, "C3", "C1", "C2")
    if split is None:
        return
    inputs, inits = split
    dims = attrs.dimensions
    rank = inputs[0].rank
    bad = out_of_range(dims, rank)
    if not ctx.require(not bad, "C4", lambda: f"attribute `dimensions` is {list(dims)} but {bad[0]} is not in "
                                              f"[0, {rank}) for inputs of type {inputs[0]}"):
        return
    if not ctx.require(is_unique(dims), "C5", f"attribute `dimensions` is {list(dims)} but its entries must be "
                                              f"unique"):
        return
    expected = [d for i, d in enumerate(inputs[0].shape) if i not in dims]
    if not check_reducer(ctx, "C6", ctx.op.regions[0], inputs, inits, expected, "suffix"):
        return
    for i, res in enumerate(ctx.result_types):
        ctx.require(shapes_compatible(expected, res.shape), "C7",
                    lambda: f"result #{i} has type {res} but must have shape {shape_text(expected)}, the inputs' "
                            f"shape without dimensions {list(dims)}")
    _check_result_elements(ctx, "C8", ctx.op.regions[0])


@check("stablehlo.reduce_window")
def check_reduce_window(ctx: OpContext, attrs) -> None:
    """reduce_window (C1)-(C16)."""
    split = _inputs_and_inits(ctx, "C1", "C2", "C3")
    if split is None:
        return
    inputs, inits = split
    window, rank = attrs.window_dimensions, inputs[0].rank
    factors = (("window_strides", attrs.window_strides, "C6", "C7"),
               ("base_dilations", attrs.base_dilations, "C8", "C9"),
               ("window_dilations", attrs.window_dilations, "C10", "C11"))
    if not check_window(ctx, rank, window, ("C4", "C5"), factors, attrs.padding, "C12"):
        return
    expected = window_output_shape(inputs[0].shape, window, attrs.window_strides, attrs.base_dilations,
                                   attrs.window_dilations, attrs.padding)
    if not check_reducer(ctx, "C13", ctx.op.regions[0], inputs, inits, window, "window"):
        return
    for i, res in enumerate(ctx.result_types):
        ctx.require(shapes_compatible(res.shape, ctx.result_types[0].shape), "C14",
                    lambda: f"result #{i} has type {res} but result #0 has {ctx.result_types[0]}; their shapes "
                            f"must match")
    res = ctx.result_types[0]
    ctx.require(shapes_compatible(expected, res.shape), "C15",
                lambda: f"result #0 has type {res} but must have shape {shape_text(expected)}, the number of "
                        f"windows per dimension")
    _check_result_elements(ctx, "C16", ctx.op.regions[0])


@check("stablehlo.select_and_scatter")
def check_select_and_scatter(ctx: OpContext, attrs) -> None:
    """select_and_scatter (C1)-(C12)."""
    if not (ctx.tensors(ctx.operand_types) and ctx.tensors(ctx.result_types, "result")):
        return
    operand, source, init = ctx.operand_types
    result = ctx.result_types[0]
    ctx.require(element_types_compatible(operand.element_type, source.element_type), "C1",
                lambda: f"operand #1 (`source`) has type {source} but operand #0 has {operand}; their element "
                        f"types must match")
    ctx.require(element_types_compatible(init.element_type, operand.element_type), "C3",
                lambda: f"operand #2 (`init_value`) has type {init} but operand #0 has {operand}; their element "
                        f"types must match")
    window, strides, rank = attrs.window_dimensions, attrs.window_strides, operand.rank
    if not check_window(ctx, rank, window, ("C4", "C5"), (("window_strides", strides, "C6", "C7"),),
                        attrs.padding, "C8"):
        return
    ones = (1,) * rank
    expected = window_output_shape(operand.shape, window, strides, ones, ones, attrs.padding)
    ctx.require(shapes_compatible(expected, source.shape), "C2",
                lambda: f"operand #1 (`source`) has type {source} but must have shape {shape_text(expected)}, "
                        f"the number of windows per dimension")
    select, scatter = ctx.op.regions
    scalar = TensorType((), operand.element_type)
    args = [a.type for a in select.entry.arguments]
    if ctx.require(len(args) == 2, "C9", f"the select body takes {len(args)} argument(s) but must take 2"):
        for i, a in enumerate(args):
            ctx.require(a == scalar, "C9", f"argument #{i} of the select body has type {a} but must be {scalar}")
    returns = returned_types(select)
    if ctx.require(len(returns) == 1, "C9", f"the select body returns {len(returns)} value(s) but must return one"):
        ctx.require(returns[0] == TensorType((), BooleanType()), "C9",
                    f"the select body returns {returns[0]} but must return tensor<i1>")
    if check_reducer(ctx, "C10", scatter, [source], [init]):
        check_same_shape(ctx, "C11", result, "result #0", operand, "operand #0")
        body = returned_types(scatter)[0]
        ctx.require(is_promotable(operand.element_type, body.element_type) and
                    element_types_compatible(result.element_type, body.element_type), "C12",
                    lambda: f"result #0 has element type {result.element_type} but the scatter body returns "
                            f"{body.element_type}; they must match")
