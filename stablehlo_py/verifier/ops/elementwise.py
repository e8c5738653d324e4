"""Checks of the elementwise ops (spec: abs ... xor): shapes and element types of operands and results.

Most elementwise ops share (C1) ``baseline_type(operands...) = baseline_type(result)``; quantized
element types are compared by storage and expressed type (infer.element_types_compatible).
"""
from __future__ import annotations

from ...ir.attributes import EnumAttr, StructAttr
from ...ir.types import BooleanType, ComplexType, FloatType, IntegerType, QuantizedType
from ..context import OpContext
from ..infer import element_types_compatible, shape_text, shapes_compatible
from ..registry import checks
from .quantization import check_add_quantization

UNARY_SAME_TYPE = ("cbrt", "ceil", "cosine", "count_leading_zeros", "exponential", "exponential_minus_one", "floor",
                   "log", "log_plus_one", "logistic", "negate", "not", "popcnt", "round_nearest_afz",
                   "round_nearest_even", "rsqrt", "sign", "sine", "sqrt", "tan", "tanh")
BINARY_SAME_TYPE = ("add", "subtract", "multiply", "divide", "maximum", "minimum", "power", "remainder", "and",
                    "or", "xor", "atan2", "shift_left", "shift_right_arithmetic", "shift_right_logical")


def _same_shapes(ctx: OpContext, label: str, types) -> bool:
    first = types[0]
    for i, t in enumerate(types[1:], start=1):
        if not ctx.require(shapes_compatible(t.shape, first.shape), label,
                           lambda: f"requires the same shape for all operands and results: {t} vs {first}"):
            return False
    return True


def _same_element_types(ctx: OpContext, label: str, types) -> bool:
    first = types[0].element_type
    for t in types[1:]:
        e = t.element_type
        if isinstance(e, QuantizedType) != isinstance(first, QuantizedType):
            ctx.error(label, f"expects all operands and results to be either quantized or non-quantized: "
                             f"{first} vs {e}")
            return False
        if not ctx.require(element_types_compatible(e, first), label,
                           lambda: f"requires the same element type for all operands and results: {first} vs {e}"):
            return False
    return True


def check_same_type(ctx: OpContext, n_operands: int) -> None:
    """(C1) ``baseline_type(operands...) = baseline_type(result)``."""
    if not ctx.signature(n_operands):
        return
    types = ctx.operand_types + ctx.result_types
    if _same_shapes(ctx, "C1", types):
        _same_element_types(ctx, "C1", types)


# Element types each op accepts (spec "Inputs"/"Outputs" tables): "bool", "int" (signed or unsigned),
# "sint" (signed only), "float", "complex", "quant" (quantized). Ops not listed take any tensor.
_FLOATING = frozenset({"float", "complex", "quant"})
_NUMERIC = frozenset({"int", "float", "complex", "quant"})
_BITWISE = frozenset({"bool", "int"})
ELEMENT_KINDS: dict[str, frozenset[str]] = {
    **dict.fromkeys(("cbrt", "cosine", "exponential", "exponential_minus_one", "log", "log_plus_one", "logistic",
                     "rsqrt", "sine", "sqrt", "tan", "tanh", "atan2"), _FLOATING),
    **dict.fromkeys(("ceil", "floor", "round_nearest_afz", "round_nearest_even"), frozenset({"float", "quant"})),
    **dict.fromkeys(("and", "or", "xor", "not"), _BITWISE),
    **dict.fromkeys(("count_leading_zeros", "popcnt", "shift_left", "shift_right_arithmetic",
                     "shift_right_logical"), frozenset({"int"})),
    **dict.fromkeys(("divide", "negate", "power", "remainder", "subtract"), _NUMERIC),
    "sign": frozenset({"sint", "float", "complex", "quant"}),
    "abs": frozenset({"sint", "float", "complex", "quant"}),
    "real": frozenset({"float", "complex"}),
    "imag": frozenset({"float", "complex"}),
}
_KIND_NAMES = {"bool": "boolean", "int": "integer", "sint": "signed integer", "float": "floating-point",
               "complex": "complex", "quant": "quantized"}


def element_kind(element) -> str | None:
    """The ELEMENT_KINDS kind of an element type (None for index and other types)."""
    if isinstance(element, BooleanType):
        return "bool"
    if isinstance(element, IntegerType):
        return "sint" if element.signed else "int"
    for kind, cls in (("float", FloatType), ("complex", ComplexType), ("quant", QuantizedType)):
        if isinstance(element, cls):
            return kind
    return None


def check_element_kinds(ctx: OpContext, mnemonic: str) -> bool:
    """The operands' element types are among those the spec's "Inputs" table of ``mnemonic`` allows."""
    allowed = ELEMENT_KINDS.get(mnemonic)
    if allowed is None:
        return True
    accepted = allowed | ({"sint"} if "int" in allowed else set())
    for i, t in enumerate(ctx.operand_types):
        if not ctx.require(element_kind(t.element_type) in accepted, "signature",
                           lambda: f"operand #{i} must be a tensor of "
                                   f"{' or '.join(_KIND_NAMES[k] for k in sorted(allowed))} type, but got '{t}'"):
            return False
    return True


def check_result_accuracy(ctx: OpContext) -> None:
    """``result_accuracy`` (upstream's ResultAccuracyAttr, not in the spec): mode HIGHEST has zero tolerances."""
    accuracy = ctx.attr("result_accuracy")
    if not isinstance(accuracy, StructAttr):
        return
    mode = accuracy.get("mode")
    if isinstance(mode, EnumAttr) and mode.value == "HIGHEST":
        tolerances = [accuracy.get(k) for k in ("atol", "rtol", "ulps")]
        ctx.require(all(t is None or t.value == 0 for t in tolerances), "result_accuracy",
                    "Invalid tolerances for ResultAccuracyAttr with mode HIGHEST, must be all zero.")


def _same_type_check(mnemonic: str, n_operands: int):
    def check(ctx: OpContext) -> None:
        if not (ctx.signature(n_operands) and check_element_kinds(ctx, mnemonic)):
            return
        types = ctx.operand_types + ctx.result_types
        if mnemonic == "add" and any(isinstance(t.element_type, QuantizedType) for t in types):
            if _same_shapes(ctx, "C1", types):
                check_add_quantization(ctx, ctx.operand_types, ctx.result_types[0])
        else:
            check_same_type(ctx, n_operands)
        check_result_accuracy(ctx)

    check.__name__ = mnemonic
    check.__doc__ = (f"{mnemonic}: element types allowed by the spec, (C1) same baseline types"
                     + ("; with quantized tensors (C2)-(C7)." if mnemonic == "add" else "."))
    return check


for _m in UNARY_SAME_TYPE:
    checks(f"stablehlo.{_m}")(_same_type_check(_m, 1))
for _m in BINARY_SAME_TYPE:
    checks(f"stablehlo.{_m}")(_same_type_check(_m, 2))


def _complex_part(element):
    return element.element_type if isinstance(element, ComplexType) else element


@checks("stablehlo.abs", "stablehlo.real", "stablehlo.imag")
def check_real_valued(ctx: OpContext) -> None:
    """abs/real/imag (C1) shape(result) = shape(operand); (C2) element type of the result: the complex
    operand's element type, else the operand's."""
    if not (ctx.signature(1) and check_element_kinds(ctx, ctx.op.name.removeprefix("stablehlo."))):
        return
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    ctx.require(shapes_compatible(operand.shape, result.shape), "C1",
                lambda: f"result shape {shape_text(result.shape)} differs from operand shape "
                        f"{shape_text(operand.shape)}")
    expected = _complex_part(operand.element_type)
    ctx.require(element_types_compatible(expected, result.element_type), "C2",
                lambda: f"result element type {result.element_type} must be {expected} for operand {operand}")


@checks("stablehlo.is_finite")
def check_is_finite(ctx: OpContext) -> None:
    """is_finite (C1): shape(x) = shape(y); y is i1, x floating-point."""
    if not (ctx.signature(1)):
        return
    x, y = ctx.operand_types[0], ctx.result_types[0]
    ctx.require(isinstance(x.element_type, (FloatType, QuantizedType)), "signature",
                f"operand #0 must be a tensor of floating-point values, got {x}")
    ctx.require(isinstance(y.element_type, BooleanType), "signature", f"result #0 must be a tensor of i1, got {y}")
    ctx.require(shapes_compatible(x.shape, y.shape), "C1", f"all operands/results must have the same shape: {x} vs {y}")


@checks("stablehlo.complex")
def check_complex(ctx: OpContext) -> None:
    """complex (C1) same types of lhs and rhs; (C2) shape(result) = shape(lhs); (C3) element type complex<E>."""
    if not (ctx.signature(2)):
        return
    lhs, rhs = ctx.operand_types
    result = ctx.result_types[0]
    ctx.require(lhs == rhs, "C1", f"lhs and rhs must have the same type: {lhs} vs {rhs}")
    ctx.require(shapes_compatible(lhs.shape, result.shape), "C2", f"result shape differs from operands': {result}")
    ctx.require(result.element_type == ComplexType(lhs.element_type), "C3",
                f"result element type must be complex<{lhs.element_type}>, got {result.element_type}")


@checks("stablehlo.compare")
def check_compare(ctx: OpContext) -> None:
    """compare (C1) same element types of lhs and rhs; (C2) same shapes, result i1; (C3) compare_type fits
    the element type."""
    if not (ctx.signature(2)):
        return
    lhs, rhs = ctx.operand_types
    result = ctx.result_types[0]
    ctx.require(element_types_compatible(lhs.element_type, rhs.element_type), "C1",
                f"lhs and rhs must have the same element type: {lhs} vs {rhs}")
    _same_shapes(ctx, "C2", (lhs, rhs, result))
    ctx.require(isinstance(result.element_type, BooleanType), "C2", f"result must be a tensor of i1, got {result}")
    compare_type = ctx.attr("compare_type")
    allowed = _COMPARE_TYPES.get(element_kind(lhs.element_type))
    # NOTYPE (upstream's "unspecified") and quantized operands, which the rule does not cover, are not checked.
    if isinstance(compare_type, EnumAttr) and compare_type.value != "NOTYPE" and allowed is not None:
        ctx.require(compare_type.value in allowed, "C3",
                    lambda: f"compare_type {compare_type.value} is not valid for element type {lhs.element_type}; "
                            f"expected {' or '.join(allowed)}")


# compare (C3): the compare_type each element kind (element_kind) allows. Upstream also accepts TOTALORDER on
# integers and booleans (syntax/print_stablehlo.mlir compares i32 values with it), where it is their usual order.
_COMPARE_TYPES = {"sint": ("SIGNED", "TOTALORDER"), "int": ("UNSIGNED", "TOTALORDER"),
                  "bool": ("UNSIGNED", "TOTALORDER"), "float": ("FLOAT", "TOTALORDER"), "complex": ("FLOAT",)}


@checks("stablehlo.select")
def check_select(ctx: OpContext) -> None:
    """select (C1) rank(pred) = 0 or shape(pred) = shape(on_true); (C2) same types of on_true, on_false, result."""
    if not (ctx.signature(3)):
        return
    pred, on_true, on_false = ctx.operand_types
    result = ctx.result_types[0]
    ctx.require(pred.rank == 0 or shapes_compatible(pred.shape, on_true.shape), "C1",
                f"requires the same shape for all operands: pred {pred} vs on_true {on_true}")
    ctx.require(isinstance(pred.element_type, BooleanType), "C1", f"pred must be a tensor of i1, got {pred}")
    if _same_shapes(ctx, "C2", (on_true, on_false, result)):
        _same_element_types(ctx, "C2", (on_true, on_false, result))


@checks("stablehlo.clamp")
def check_clamp(ctx: OpContext) -> None:
    """clamp (C1) rank(min) = 0 or shape(min) = shape(operand); (C2) same for max; (C3) same element types;
    (C4) type(operand) = type(result)."""
    if not (ctx.signature(3)):
        return
    low, operand, high = ctx.operand_types
    result = ctx.result_types[0]
    for name, bound, label in (("min", low, "C1"), ("max", high, "C2")):
        ctx.require(bound.rank == 0 or shapes_compatible(bound.shape, operand.shape), label,
                    lambda: f"{name} shape {shape_text(bound.shape)} is not scalar and is not compatible to operand "
                            f"shape {shape_text(operand.shape)}")
    if not ctx.failed:
        _same_element_types(ctx, "C3", (low, operand, high))
        ctx.require(shapes_compatible(operand.shape, result.shape), "C4",
                    lambda: f"result {result} differs from operand {operand}")
