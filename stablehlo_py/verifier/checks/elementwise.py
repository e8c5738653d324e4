"""Checks of the ``elementwise`` family (spec "abs" ... "xor", ``convert``, ``bitcast_convert``,
``reduce_precision``, ``map``): the rules the op table does not state.

The table (dialect/elementwise.py) already checks the operand and result counts, the attributes,
the operands' element kinds and, for most of these ops, (C1) ``baseline_type(operands...) =
baseline_type(result)`` through its traits (verifier/declared.py); ops with nothing more to check
have no function here. Quantized element types are compared by storage and expressed type
(``type_rules.element_types_compatible``).
"""
from __future__ import annotations

from ...errors import counted
from ...ir.enums import ComparisonType, ResultAccuracyMode
from ...ir.types import BooleanType, ComplexType, QuantizedType, TensorType
from ..bodies import returned_types
from ..context import OpContext
from ..declared import element_kind, same_element_types, same_shapes, value_names
from ..registry import check
from ..type_rules import element_types_compatible, shapes_compatible
from .quantization import check_add_quantization, num_bits, storage_type


@check("stablehlo.add")
def check_add(ctx: OpContext, attrs) -> None:
    """add (C1) ``type(lhs) = type(rhs) = type(result)`` (the shapes: the table); with quantized tensors
    (C2)-(C7) instead of the element types of (C1)."""
    types = ctx.operand_types + ctx.result_types
    if any(isinstance(t.element_type, QuantizedType) for t in types):
        check_add_quantization(ctx, ctx.operand_types, ctx.result_types[0])
    else:
        same_element_types(ctx, "C1", types, value_names(ctx))


@check("stablehlo.cbrt", "stablehlo.cosine", "stablehlo.exponential", "stablehlo.exponential_minus_one",
       "stablehlo.log", "stablehlo.log_plus_one", "stablehlo.logistic", "stablehlo.rsqrt", "stablehlo.sine",
       "stablehlo.sqrt", "stablehlo.tan", "stablehlo.tanh")
def check_result_accuracy(ctx: OpContext, attrs) -> None:
    """``result_accuracy`` (upstream's ResultAccuracyAttr, not in the spec): mode HIGHEST has zero
    tolerances. The same rule for each op that takes the attribute."""
    accuracy = attrs.result_accuracy
    if accuracy.mode is not ResultAccuracyMode.HIGHEST:
        return
    nonzero = {name: value for name, value in (("atol", accuracy.atol), ("rtol", accuracy.rtol),
                                                ("ulps", accuracy.ulps)) if value != 0}
    ctx.require(not nonzero, "result_accuracy",
                lambda: f"attribute `result_accuracy` has mode HIGHEST but "
                        f"{', '.join(f'{k} = {v}' for k, v in nonzero.items())}; mode HIGHEST requires "
                        f"atol, rtol and ulps to be 0")


# --- abs, real, imag: a complex operand gives its parts' type ---

def _check_part_type(ctx: OpContext) -> None:
    """(C2) ``element_type(result)`` is the complex operand's part type, else the operand's (the shape
    rule (C1) is the table's)."""
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    e = operand.element_type
    expected = e.element_type if isinstance(e, ComplexType) else e
    ctx.require(element_types_compatible(expected, result.element_type), "C2",
                lambda: f"result #0 has element type {result.element_type} but must have {expected} for operand "
                        f"#0 of type {operand}")


@check("stablehlo.abs")
def check_abs(ctx: OpContext, attrs) -> None:
    """abs (C2) ``baseline_element_type(result)``: the complex operand's part type, else the operand's."""
    _check_part_type(ctx)


@check("stablehlo.real")
def check_real(ctx: OpContext, attrs) -> None:
    """real (C2) ``element_type(result)``: the complex operand's part type, else the operand's."""
    _check_part_type(ctx)


@check("stablehlo.imag")
def check_imag(ctx: OpContext, attrs) -> None:
    """imag (C2) ``element_type(result)``: the complex operand's part type, else the operand's."""
    _check_part_type(ctx)


@check("stablehlo.complex")
def check_complex(ctx: OpContext, attrs) -> None:
    """complex (C2) ``shape(result) = shape(lhs)``; (C3) ``element_type(result) = complex<E>`` for the
    operands' ``E`` ((C1) is the table's)."""
    lhs, result = ctx.operand_types[0], ctx.result_types[0]
    ctx.require(shapes_compatible(result.shape, lhs.shape), "C2",
                lambda: f"result #0 has type {result} but operand #0 (`lhs`) has {lhs}; their shapes must match")
    ctx.require(result.element_type == ComplexType(lhs.element_type), "C3",
                lambda: f"result #0 has element type {result.element_type} but must have "
                        f"{ComplexType(lhs.element_type)}, the complex type of the operands' {lhs.element_type}")


# compare (C3): the compare_type each element kind (declared.element_kind) allows. Upstream also accepts TOTALORDER
# on integers and booleans (syntax/print_stablehlo.mlir compares i32 values with it), where it is their usual order.
_COMPARE_TYPES = {"sint": (ComparisonType.SIGNED, ComparisonType.TOTALORDER),
                  "int": (ComparisonType.UNSIGNED, ComparisonType.TOTALORDER),
                  "bool": (ComparisonType.UNSIGNED, ComparisonType.TOTALORDER),
                  "float": (ComparisonType.FLOAT, ComparisonType.TOTALORDER), "complex": (ComparisonType.FLOAT,)}


@check("stablehlo.compare")
def check_compare(ctx: OpContext, attrs) -> None:
    """compare (C1) same element types of lhs and rhs; (C2) same shapes, result i1; (C3) compare_type fits
    the element type."""
    lhs, rhs = ctx.operand_types
    result = ctx.result_types[0]
    ctx.require(element_types_compatible(lhs.element_type, rhs.element_type), "C1",
                lambda: f"operand #1 (`rhs`) has type {rhs} but operand #0 (`lhs`) has {lhs}; their element types "
                        f"must match")
    same_shapes(ctx, "C2", (lhs, rhs, result), ["operand #0 (`lhs`)", "operand #1 (`rhs`)", "result #0"])
    ctx.require(isinstance(result.element_type, BooleanType), "C2",
                lambda: f"result #0 has type {result} but must be a tensor of i1")
    compare_type = attrs.compare_type
    allowed = _COMPARE_TYPES.get(element_kind(lhs.element_type))
    # Left out, NOTYPE (upstream's "unspecified") and quantized operands, which the rule does not cover, are not
    # checked.
    if compare_type not in (None, ComparisonType.NOTYPE) and allowed is not None:
        ctx.require(compare_type in allowed, "C3",
                    lambda: f"attribute `compare_type` is {compare_type} but operands of element type "
                            f"{lhs.element_type} allow only {' or '.join(allowed)}")


@check("stablehlo.select")
def check_select(ctx: OpContext, attrs) -> None:
    """select (C1) rank(pred) = 0 or shape(pred) = shape(on_true), pred of i1; (C2) same baseline types of
    on_true, on_false and result."""
    pred, on_true, on_false = ctx.operand_types
    result = ctx.result_types[0]
    ctx.require(pred.rank == 0 or shapes_compatible(pred.shape, on_true.shape), "C1",
                lambda: f"operand #0 (`pred`) has type {pred} but operand #1 (`on_true`) has {on_true}; `pred` must "
                        f"be a scalar or have the same shape")
    ctx.require(isinstance(pred.element_type, BooleanType), "C1",
                lambda: f"operand #0 (`pred`) has type {pred} but must be a tensor of i1")
    names = ["operand #1 (`on_true`)", "operand #2 (`on_false`)", "result #0"]
    if same_shapes(ctx, "C2", (on_true, on_false, result), names):
        same_element_types(ctx, "C2", (on_true, on_false, result), names)


@check("stablehlo.clamp")
def check_clamp(ctx: OpContext, attrs) -> None:
    """clamp (C1) rank(min) = 0 or shape(min) = shape(operand); (C2) same for max; (C3) same element types;
    (C4) type(operand) = type(result)."""
    low, operand, high = ctx.operand_types
    result = ctx.result_types[0]
    for name, bound, label in (("operand #0 (`min`)", low, "C1"), ("operand #2 (`max`)", high, "C2")):
        ctx.require(bound.rank == 0 or shapes_compatible(bound.shape, operand.shape), label,
                    lambda: f"{name} has type {bound} but operand #1 (`operand`) has {operand}; it must be a scalar "
                            f"or have the same shape")
    if not ctx.failed:
        same_element_types(ctx, "C3", (low, operand, high),
                           ["operand #0 (`min`)", "operand #1 (`operand`)", "operand #2 (`max`)"])
        ctx.require(shapes_compatible(operand.shape, result.shape), "C4",
                    lambda: f"result #0 has type {result} but operand #1 (`operand`) has {operand}; their shapes must "
                            f"match")


@check("stablehlo.bitcast_convert")
def check_bitcast_convert(ctx: OpContext, attrs) -> None:
    """bitcast_convert (C1) shapes by the bit widths of the (storage) element types; (C2) complex to complex."""
    if not (ctx.tensors(ctx.operand_types) and ctx.tensors(ctx.result_types, "result")):
        return
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    e, e2 = storage_type(operand.element_type), storage_type(result.element_type)
    if not ctx.require(isinstance(e, ComplexType) == isinstance(e2, ComplexType), "C2",
                       f"operand #0 has type {operand} and result #0 {result}; bitcast_convert cannot convert "
                       f"between real and complex types"):
        return
    bits, bits2 = num_bits(e), num_bits(e2)
    if bits is None or bits2 is None:
        return
    if bits == bits2:
        ctx.require(shapes_compatible(operand.shape, result.shape), "C1",
                    f"operand #0 has type {operand} and result #0 {result}; their element types have the same "
                    f"width, so their shapes must match")
        return
    small, large = (result, operand) if bits2 < bits else (operand, result)
    small_bits, large_bits = min(bits, bits2), max(bits, bits2)
    if not ctx.require(small.rank == large.rank + 1, "C1",
                       f"operand #0 has type {operand} and result #0 {result}; the one with the narrower element "
                       f"type must have rank {large.rank + 1}, one more than the other"):
        return
    ctx.require(shapes_compatible(small.shape[:-1], large.shape), "C1",
                f"operand #0 has type {operand} and result #0 {result}; their shapes must match except for the "
                f"last dimension of the one with the narrower element type")
    last = small.shape[-1]
    ctx.require(last is None or last * small_bits == large_bits, "C1",
                f"operand #0 has type {operand} and result #0 {result}; the last dimension must hold "
                f"{large_bits} / {small_bits} = {large_bits // small_bits} elements, not {last}")


@check("stablehlo.reduce_precision")
def check_reduce_precision(ctx: OpContext, attrs) -> None:
    """reduce_precision (C2) 1 <= exponent_bits; (C3) 0 <= mantissa_bits ((C1) is the table's)."""
    exponent, mantissa = attrs.exponent_bits, attrs.mantissa_bits
    ctx.require(exponent >= 1, "C2", f"attribute `exponent_bits` is {exponent} but must be >= 1")
    ctx.require(mantissa >= 0, "C3", f"attribute `mantissa_bits` is {mantissa} but must be >= 0")


@check("stablehlo.map")
def check_map(ctx: OpContext, attrs) -> None:
    """map (C2) at least one input; (C3) dimensions = range(rank(inputs[0])); (C4) the computation maps
    scalars of the inputs' element types to one scalar of the result's ((C1) is the table's)."""
    inputs, result = ctx.operand_types, ctx.result_types[0]
    if not ctx.require(len(inputs) > 0, "C2", "has no inputs but needs at least one"):
        return
    rank, dims = inputs[0].rank, attrs.dimensions
    if not ctx.require(list(dims) == list(range(rank)), "C3",
                       f"attribute `dimensions` is {list(dims)} but must be {list(range(rank))}, every dimension of "
                       f"the rank-{rank} inputs in order"):
        return
    region = attrs.op.regions[0]
    args = [a.type for a in region.entry.arguments]
    if not ctx.require(len(args) == len(inputs), "C4", f"the computation takes {counted(len(args), 'argument')} "
                                                       f"but the op has {counted(len(inputs), 'input')}"):
        return
    for i, (arg, t) in enumerate(zip(args, inputs)):
        if not ctx.require(isinstance(arg, TensorType) and arg.shape == (), "C4",
                           f"argument #{i} of the computation has type {arg} but must be a 0-dimensional tensor"):
            return
        if not ctx.require(arg.element_type == t.element_type, "C4",
                           f"argument #{i} of the computation has element type {arg.element_type} but operand #{i} "
                           f"has {t.element_type}; they must match"):
            return
    returned = returned_types(region)
    if not ctx.require(len(returned) == 1, "C4", f"the computation returns {counted(len(returned), 'value')} but "
                                                 f"must return one"):
        return
    out = returned[0]
    if not ctx.require(isinstance(out, TensorType) and out.shape == (), "C4",
                       f"the computation returns {out} but must return a 0-dimensional tensor"):
        return
    ctx.require(out.element_type == result.element_type, "C4",
                f"the computation returns element type {out.element_type} but result #0 has "
                f"{result.element_type}; they must match")
