"""Checks of constant, rng, rng_bit_generator, tuple, get_tuple_element, get_dimension_size and sort
(spec sections of the same names)."""
from __future__ import annotations

from ...ir.attributes import DenseElementsAttr, DenseResourceAttr, EnumAttr
from ...ir.types import BooleanType, ComplexType, FloatType, IntegerType, QuantizedType, TensorType, TupleType
from ..bodies import returned_types
from ..context import OpContext
from ..infer import shape_text, shapes_compatible, types_compatible
from ..registry import checks


@checks("stablehlo.constant")
def constant(ctx: OpContext) -> None:
    """constant (C1) ``type(value) = type(output)``; quantized outputs hold their storage type's values."""
    if not ctx.arity(0, 1):
        return
    result, value = ctx.result_types[0], ctx.attr("value")
    if not ctx.require(isinstance(result, TensorType) and result.shape is not None and None not in result.shape,
                       "signature", f"result #0 must be statically shaped tensor, got {result}"):
        return
    if not isinstance(value, (DenseElementsAttr, DenseResourceAttr)):
        return
    given = value.type
    expected_element = result.element_type
    if isinstance(expected_element, QuantizedType) and not isinstance(given.element_type, QuantizedType):
        expected_element = expected_element.storage_type
    ctx.require(given.shape == result.shape and given.element_type == expected_element, "C1",
                f"inferred type(s) '{given}' are incompatible with return type(s) of operation '{result}'")


def _element_kind_ok(t, allow_complex: bool = False) -> bool:
    kinds = (BooleanType, IntegerType, FloatType) + ((ComplexType,) if allow_complex else ())
    return isinstance(t, TensorType) and isinstance(t.element_type, kinds)


@checks("stablehlo.rng")
def rng(ctx: OpContext) -> None:
    """rng (C1)-(C3); ``a`` and ``b`` are 0-D boolean/integer/float tensors, ``shape`` a static 1-D tensor."""
    if not ctx.arity(3, 1):
        return
    a, b, shape = ctx.operand_types
    result = ctx.result_types[0]
    for i, t in enumerate((a, b)):
        if not ctx.require(_element_kind_ok(t) and t.shape == (), "signature",
                           f"operand #{i} must be 0D tensor of pred (AKA boolean or 1-bit integer) or integer or "
                           f"floating-point values, but got '{t}'"):
            return
    if not ctx.require(isinstance(shape, TensorType) and shape.shape is not None and len(shape.shape) == 1
                       and shape.shape[0] is not None, "signature",
                       f"operand #2 must be statically shaped 1-dimensional tensor of integer values, but got "
                       f"'{shape}'"):
        return
    if not ctx.tensors((result,), "result"):
        return
    ctx.require(a.element_type == b.element_type == result.element_type, "C1",
                f"element types of a ({a.element_type}), b ({b.element_type}) and the result "
                f"({result.element_type}) differ")
    distribution = ctx.attr("rng_distribution")
    if isinstance(distribution, EnumAttr) and distribution.value == "NORMAL":
        ctx.require(isinstance(a.element_type, FloatType), "C2", f"NORMAL distribution requires float "
                                                                 f"parameters, got {a.element_type}")
    wanted = ctx.constant_ints(2)
    inferred = tuple(wanted) if wanted is not None else (None,) * shape.shape[0]
    ctx.require(shapes_compatible(inferred, result.shape), "C3",
                lambda: f"inferred type(s) 'tensor<{'x'.join('?' if d is None else str(d) for d in inferred)}x"
                        f"{result.element_type}>' are incompatible with return type(s) of operation '{result}'")


# rng_bit_generator (C2): allowed ``size(initial_state)`` per algorithm (DEFAULT: implementation-defined).
_STATE_SIZES = {"THREE_FRY": (2,), "PHILOX": (2, 3)}


@checks("stablehlo.rng_bit_generator")
def rng_bit_generator(ctx: OpContext) -> None:
    """rng_bit_generator (C1)-(C2)."""
    if not ctx.arity(1, 2) or not ctx.tensors(ctx.operand_types) or not ctx.tensors(ctx.result_types, "result"):
        return
    state, output_state = ctx.operand_types[0], ctx.result_types[0]
    if not ctx.require(types_compatible(state, output_state), "C1",
                       f"output state shape must be compatible with initial state shape. Got: '{state}' and "
                       f"'{output_state}'"):
        return
    algorithm = ctx.attr("rng_algorithm")
    sizes = _STATE_SIZES.get(algorithm.value) if isinstance(algorithm, EnumAttr) else None
    if sizes and state.rank == 1 and state.shape[0] is not None:
        ctx.require(state.shape[0] in sizes, "C2", f"{algorithm.value} algorithm expects an initial state of "
                                                   f"{' or '.join(map(str, sizes))} elements, got {state.shape[0]}")


@checks("stablehlo.tuple")
def tuple_(ctx: OpContext) -> None:
    """tuple (C1) ``result`` has type ``tuple<E0, ..., EN-1>`` where ``Ei = type(val[i])``."""
    if ctx.arity(None, 1):
        expected = TupleType(tuple(ctx.operand_types))
        ctx.require(ctx.result_types[0] == expected, "C1", f"result type {ctx.result_types[0]} differs from "
                                                           f"{expected}")


@checks("stablehlo.get_tuple_element")
def get_tuple_element(ctx: OpContext) -> None:
    """get_tuple_element (C1)-(C2)."""
    if not ctx.arity(1, 1):
        return
    operand, index = ctx.operand_types[0], ctx.integer("index")
    if index is None or not ctx.require(isinstance(operand, TupleType), "signature",
                                        f"operand must be a tuple, got {operand}"):
        return
    size = len(operand.types)
    if not ctx.require(0 <= index < size, "C1", f"index {index} is out of bounds of operand with size {size}"):
        return
    ctx.require(ctx.result_types[0] == operand.types[index], "C2",
                f"result type {ctx.result_types[0]} differs from the tuple's element #{index} "
                f"{operand.types[index]}")


@checks("stablehlo.get_dimension_size")
def get_dimension_size(ctx: OpContext) -> None:
    """get_dimension_size (C1) ``0 <= dimension < rank(operand)``."""
    if not ctx.signature(1, 1):
        return
    rank, dim = ctx.operand_types[0].rank, ctx.integer("dimension")
    if dim is not None:
        ctx.require(0 <= dim < rank, "C1", f"requires dimension attribute in range [0, {rank}); found ({dim})")


@checks("stablehlo.sort")
def sort(ctx: OpContext) -> None:
    """sort (C1)-(C5)."""
    inputs, results = ctx.operand_types, ctx.result_types
    if not ctx.require(len(inputs) > 0, "C1", "expects at least one input"):
        return
    if not ctx.tensors(inputs) or not ctx.tensors(results, "result"):
        return
    if not ctx.require(len(inputs) == len(results) and all(map(types_compatible, inputs, results)), "C2",
                       "expects the result types to be the input types"):
        return
    for i, t in enumerate(inputs[1:], start=1):
        if not ctx.require(shapes_compatible(t.shape, inputs[0].shape), "C3",
                           f"input #{i} has shape {shape_text(t.shape)}, input #0 {shape_text(inputs[0].shape)}"):
            return
    rank, dim = inputs[0].rank, ctx.integer("dimension", required=False, default=-1)
    if dim is not None and not ctx.require(-rank <= dim < rank, "C4", f"dimension attribute value must be in "
                                                                      f"range [{-rank}, {rank}), but found {dim}"):
        return
    if ctx.op.regions:
        check_comparator(ctx, "C5", ctx.op.regions[0], inputs)


def check_comparator(ctx: OpContext, label: str, region, inputs) -> None:
    """The comparator has type ``(tensor<E1>, tensor<E1>, ..., tensor<EN-1>, tensor<EN-1>) -> tensor<i1>``."""
    args = [a.type for a in region.entry.arguments]
    if not ctx.require(len(args) == 2 * len(inputs), label, f"comparator block should have {2 * len(inputs)} "
                                                            f"arguments"):
        return
    for i, arg in enumerate(args):
        expected = TensorType((), inputs[i // 2].element_type)
        if not ctx.require(arg == expected, label, f"comparator block argument #{i} should be of type "
                                                   f"'{expected}' but got '{arg}'"):
            return
    returned = returned_types(region)
    if not ctx.require(len(returned) == 1, label, f"comparator must return single output but got "
                                                  f"{len(returned)}"):
        return
    out = returned[0]
    ctx.require(isinstance(out, TensorType) and out.shape == () and isinstance(out.element_type, BooleanType),
                label, f"comparator must return tensor<i1> but got '{out}'")
