"""Checks of reduce, reduce_window and select_and_scatter (spec sections of the same names)."""
from __future__ import annotations

from ...ir.types import BooleanType, TensorType
from ..bodies import check_reducer, is_promotable, returned_types
from ..context import OpContext
from ..infer import element_types_compatible, is_unique, out_of_range, shape_text, shapes_compatible
from ..registry import checks
from ..window import check_window


def _inputs_and_inits(ctx: OpContext, label_count: str, label_shapes: str, label_types: str):
    """Split operands into (inputs, init_values); check N, same shapes and element types."""
    types = ctx.operand_types
    n = len(types) // 2
    if not ctx.require(len(types) % 2 == 0 and n > 0 and len(ctx.result_types) == n, label_count,
                       f"requires at least 1 input value and as many init values and results, got "
                       f"{len(types)} operands and {len(ctx.result_types)} results"):
        return None
    if not ctx.tensors(types) or not ctx.tensors(ctx.result_types, "result"):
        return None
    inputs, inits = list(types[:n]), list(types[n:])
    for i, t in enumerate(inputs[1:], start=1):
        if not ctx.require(shapes_compatible(t.shape, inputs[0].shape), label_shapes,
                           f"expects all inputs to have compatible shapes. Shape at input-index {i} is not "
                           f"compatible with shape at input-index 0: {t} vs {inputs[0]}"):
            return None
    for i, (x, init) in enumerate(zip(inputs, inits)):
        if not ctx.require(element_types_compatible(x.element_type, init.element_type), label_types,
                           f"input #{i} has element type {x.element_type}, its init value {init.element_type}"):
            return None
    return inputs, inits


def _check_result_elements(ctx: OpContext, label: str, region) -> None:
    """``element_type(results[i]) = Ei`` where ``Ei`` is the body's i-th result element type."""
    for i, (res, body) in enumerate(zip(ctx.result_types, returned_types(region))):
        if isinstance(body, TensorType):
            ctx.require(element_types_compatible(res.element_type, body.element_type), label,
                        lambda: f"result #{i} has element type {res.element_type}, the body returns "
                                f"{body.element_type}")


@checks("stablehlo.reduce")
def check_reduce(ctx: OpContext) -> None:
    """reduce (C1)-(C8)."""
    split = _inputs_and_inits(ctx, "C3", "C1", "C2")
    if split is None:
        return
    inputs, inits = split
    dims = ctx.ints("dimensions")
    if dims is None:
        return
    rank = inputs[0].rank
    bad = out_of_range(dims, rank)
    if not ctx.require(not bad, "C4", lambda: f"Out-of-bounds dimension {bad[0]}, expected to be in range "
                                              f"[0, {rank})"):
        return
    if not ctx.require(is_unique(dims), "C5", f"Duplicate reduction dimension: {list(dims)}"):
        return
    expected = [d for i, d in enumerate(inputs[0].shape) if i not in dims]
    if not ctx.op.regions or not check_reducer(ctx, "C6", ctx.op.regions[0], inputs, inits, expected, True):
        return
    for i, res in enumerate(ctx.result_types):
        ctx.require(shapes_compatible(expected, res.shape), "C7",
                    lambda: f"result #{i} has shape {shape_text(res.shape)}, expected {shape_text(expected)} "
                            f"(the inputs' shape without dimensions {list(dims)})")
    _check_result_elements(ctx, "C8", ctx.op.regions[0])


_WINDOW_LABELS = {"window": ("C4", "C5"), "strides": ("C6", "C7"), "base": ("C8", "C9"),
                  "dilations": ("C10", "C11"), "padding": ("C12", "C12")}


@checks("stablehlo.reduce_window")
def check_reduce_window(ctx: OpContext) -> None:
    """reduce_window (C1)-(C16)."""
    split = _inputs_and_inits(ctx, "C1", "C2", "C3")
    if split is None:
        return
    inputs, inits = split
    window = ctx.ints("window_dimensions")
    if window is None:
        return
    expected = check_window(ctx, inputs[0].rank, _WINDOW_LABELS, window, inputs=inputs[0].shape)
    if ctx.failed or not ctx.op.regions or not check_reducer(ctx, "C13", ctx.op.regions[0], inputs, inits,
                                                             inputs[0].shape):
        return
    for i, res in enumerate(ctx.result_types):
        ctx.require(shapes_compatible(res.shape, ctx.result_types[0].shape), "C14",
                    lambda: f"result #{i} has shape {shape_text(res.shape)}, result #0 "
                            f"{shape_text(ctx.result_types[0].shape)}")
    if expected is not None:
        res = ctx.result_types[0]
        ctx.require(shapes_compatible(expected, res.shape), "C15",
                    lambda: f"result shape {shape_text(res.shape)} differs from num_windows {shape_text(expected)}")
    _check_result_elements(ctx, "C16", ctx.op.regions[0])


_SAS_LABELS = {"window": ("C4", "C5"), "strides": ("C6", "C7"), "padding": ("C8", "C8")}


@checks("stablehlo.select_and_scatter")
def check_select_and_scatter(ctx: OpContext) -> None:
    """select_and_scatter (C1)-(C12)."""
    if not (ctx.signature(3)):
        return
    operand, source, init = ctx.operand_types
    result = ctx.result_types[0]
    ctx.require(element_types_compatible(operand.element_type, source.element_type), "C1",
                lambda: f"expects source-type to have element type {operand.element_type}, but got {source}")
    ctx.require(element_types_compatible(init.element_type, operand.element_type), "C3",
                lambda: f"init value {init} must have the operand's element type {operand.element_type}")
    window = ctx.ints("window_dimensions", required=False, default=())
    rank = operand.rank
    expected = check_window(ctx, rank, _SAS_LABELS, window,
                            base_name=None, dilation_name="", inputs=operand.shape)
    if ctx.failed or len(ctx.op.regions) != 2:
        return
    if expected is not None:
        ctx.require(shapes_compatible(expected, source.shape), "C2",
                    lambda: f"expects source-type to have shape {shape_text(expected)} (num_windows), but got "
                            f"{source}")
    select, scatter = ctx.op.regions
    scalar = TensorType((), operand.element_type)
    args = [a.type for a in select.entry.arguments]
    if ctx.require(len(args) == 2, "C9", f"expects the select-region to take 2 parameters, but takes {len(args)}"):
        for i, a in enumerate(args):
            ctx.require(a == scalar, "C9", f"expects the type of select-region's parameter at index {i} to be "
                                           f"'{scalar}', but got '{a}'")
    returns = returned_types(select)
    if ctx.require(len(returns) == 1, "C9", f"expects select-region to return single value, but got: "
                                            f"{len(returns)}"):
        ctx.require(returns[0] == TensorType((), BooleanType()), "C9",
                    f"expects the return-type of select-region to be tensor<i1>, but got: '{returns[0]}'")
    if check_reducer(ctx, "C10", scatter, [source], [init]):
        ctx.require(shapes_compatible(operand.shape, result.shape), "C11",
                    lambda: f"result shape {shape_text(result.shape)} differs from the operand's "
                            f"{shape_text(operand.shape)}")
        body = returned_types(scatter)[0]
        ctx.require(is_promotable(operand.element_type, body.element_type) and
                    element_types_compatible(result.element_type, body.element_type), "C12",
                    lambda: f"result element type {result.element_type} differs from the scatter region's "
                            f"{body.element_type}")
