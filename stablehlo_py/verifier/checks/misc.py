"""Checks of constant, tuple, get_tuple_element, get_dimension_size and sort (spec sections of the same
names)."""
from __future__ import annotations

from ...ir.attributes import DenseElementsAttr, DenseResourceAttr
from ...ir.nodes import Region
from ...ir.types import BooleanType, QuantizedType, TensorType, TupleType
from ..bodies import returned_types
from ..context import OpContext
from ..type_rules import all_compatible, check_same_shape, type_mismatch
from ..registry import checks


@checks("stablehlo.constant")
def constant(ctx: OpContext) -> None:
    """constant (C1) ``type(value) = type(output)``; quantized outputs hold their storage type's values."""
    if not ctx.arity(0, 1):
        return
    result, value = ctx.result_types[0], ctx.attr("value")
    if not ctx.require(isinstance(result, TensorType) and result.shape is not None and None not in result.shape,
                       "signature", f"result #0 has type {result} but must be a statically shaped tensor"):
        return
    if not isinstance(value, (DenseElementsAttr, DenseResourceAttr)):
        return
    given = value.type
    expected_element = result.element_type
    if isinstance(expected_element, QuantizedType) and not isinstance(given.element_type, QuantizedType):
        expected_element = expected_element.storage_type
    ctx.require(given.shape == result.shape and given.element_type == expected_element, "C1",
                f"attribute `value` has type {given} but result #0 has {result}; they must match")


@checks("stablehlo.tuple")
def tuple_(ctx: OpContext) -> None:
    """tuple (C1) ``result`` has type ``tuple<E0, ..., EN-1>`` where ``Ei = type(val[i])``."""
    if ctx.arity(None, 1):
        expected = TupleType(tuple(ctx.operand_types))
        ctx.require(ctx.result_types[0] == expected, "C1", f"result #0 has type {ctx.result_types[0]} but must be "
                                                           f"{expected}, the tuple of the operand types")


@checks("stablehlo.get_tuple_element")
def get_tuple_element(ctx: OpContext) -> None:
    """get_tuple_element (C1)-(C2)."""
    if not ctx.arity(1, 1):
        return
    operand, index = ctx.operand_types[0], ctx.integer("index")
    if index is None or not ctx.require(isinstance(operand, TupleType), "signature",
                                        f"operand #0 has type {operand} but must be a tuple"):
        return
    size = len(operand.types)
    if not ctx.require(0 <= index < size, "C1", f"attribute `index` is {index} but operand #0 of type {operand} has "
                                                f"{size} elements"):
        return
    ctx.require(ctx.result_types[0] == operand.types[index], "C2",
                f"result #0 has type {ctx.result_types[0]} but element #{index} of operand #0 has "
                f"{operand.types[index]}; they must match")


@checks("stablehlo.get_dimension_size")
def get_dimension_size(ctx: OpContext) -> None:
    """get_dimension_size (C1) ``0 <= dimension < rank(operand)``."""
    if not ctx.signature(1, 1):
        return
    rank, dim = ctx.operand_types[0].rank, ctx.integer("dimension")
    if dim is not None:
        ctx.require(0 <= dim < rank, "C1", f"attribute `dimension` is {dim} but must be in [0, {rank}) for operand #0 "
                                           f"of type {ctx.operand_types[0]}")


@checks("stablehlo.sort")
def sort(ctx: OpContext) -> None:
    """sort (C1)-(C5)."""
    inputs, results = ctx.operand_types, ctx.result_types
    if not ctx.require(len(inputs) > 0, "C1", "has no inputs but needs at least one"):
        return
    if not ctx.tensors(inputs) or not ctx.tensors(results, "result"):
        return
    if not ctx.require(all_compatible(inputs, results), "C2",
                       lambda: type_mismatch("result", None, results, "input", None, inputs)):
        return
    for i, t in enumerate(inputs[1:], start=1):
        if not check_same_shape(ctx, "C3", t, f"input #{i}", inputs[0], "input #0"):
            return
    rank, dim = inputs[0].rank, ctx.integer("dimension", required=False, default=-1)
    if dim is not None and not ctx.require(-rank <= dim < rank, "C4",
                                           f"attribute `dimension` is {dim} but must be in [{-rank}, {rank}) for "
                                           f"inputs of rank {rank}"):
        return
    if ctx.op.regions:
        check_comparator(ctx, "C5", ctx.op.regions[0], inputs)


def check_comparator(ctx: OpContext, label: str, region: Region, inputs: tuple[TensorType, ...]) -> None:
    """The comparator has type ``(tensor<E1>, tensor<E1>, ..., tensor<EN-1>, tensor<EN-1>) -> tensor<i1>``."""
    args = [a.type for a in region.entry.arguments]
    if not ctx.require(len(args) == 2 * len(inputs), label, f"the comparator takes {len(args)} argument(s) but must "
                                                            f"take {2 * len(inputs)}, two per input"):
        return
    for i, arg in enumerate(args):
        expected = TensorType((), inputs[i // 2].element_type)
        if not ctx.require(arg == expected, label, f"argument #{i} of the comparator has type {arg} but must be "
                                                   f"{expected}"):
            return
    returned = returned_types(region)
    if not ctx.require(len(returned) == 1, label, f"the comparator returns {len(returned)} value(s) but must return "
                                                  f"one"):
        return
    out = returned[0]
    ctx.require(isinstance(out, TensorType) and out.shape == () and isinstance(out.element_type, BooleanType),
                label, f"the comparator returns {out} but must return tensor<i1>")
