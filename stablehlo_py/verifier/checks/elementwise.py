"""Checks of the elementwise ops (spec: abs ... xor): shapes and element types of operands and results.

Most elementwise ops share (C1) ``baseline_type(operands...) = baseline_type(result)``; quantized
element types are compared by storage and expressed type (type_rules.element_types_compatible).
"""
from __future__ import annotations

from ...ir.attributes import EnumAttr, StructAttr
from ...ir.types import BooleanType, ComplexType, ElementType, FloatType, IntegerType, QuantizedType, TensorType
from ..context import OpContext
from ..type_rules import bound_exceeded, check_same_shape, element_types_compatible, shapes_compatible
from ..registry import CheckFunction, checks
from .quantization import check_add_quantization

UNARY_SAME_TYPE = ("cbrt", "ceil", "cosine", "count_leading_zeros", "exponential", "exponential_minus_one", "floor",
                   "log", "log_plus_one", "logistic", "negate", "not", "popcnt", "round_nearest_afz",
                   "round_nearest_even", "rsqrt", "sign", "sine", "sqrt", "tan", "tanh")
BINARY_SAME_TYPE = ("add", "subtract", "multiply", "divide", "maximum", "minimum", "power", "remainder", "and",
                    "or", "xor", "atan2", "shift_left", "shift_right_arithmetic", "shift_right_logical")


def value_names(ctx: OpContext) -> list[str]:
    """``operand #0``, ..., ``result #0``, ... in the order of ``ctx.operand_types + ctx.result_types``."""
    return ([f"operand #{i}" for i in range(len(ctx.operand_types))]
            + [f"result #{i}" for i in range(len(ctx.result_types))])


def same_shapes(ctx: OpContext, label: str, types: tuple[TensorType, ...], names: list[str]) -> bool:
    """All of ``types`` (named ``names``) have the shape of the first (a static size within the bound of a
    bounded dynamic dimension); reports the first that does not."""
    first = types[0]
    for name, t in zip(names[1:], types[1:]):
        if not ctx.require(shapes_compatible(t.shape, first.shape), label,
                           lambda: f"{name} has type {t} but {names[0]} has {first}; their shapes must match"):
            return False
        exceeded = bound_exceeded(t, first)
        if not ctx.require(exceeded is None, label,
                           lambda: f"{name} has type {t} but {names[0]} has {first}; dimension {exceeded[0]} has "
                                   f"size {exceeded[1]} in one and the bound {exceeded[2]} in the other, which it "
                                   f"must not exceed"):
            return False
    return True


def same_element_types(ctx: OpContext, label: str, types: tuple[TensorType, ...], names: list[str]) -> bool:
    """All of ``types`` (named ``names``) have the element type of the first (quantized: same storage and
    expressed types); reports the first that does not."""
    first = types[0].element_type
    for name, t in zip(names[1:], types[1:]):
        e = t.element_type
        if isinstance(e, QuantizedType) != isinstance(first, QuantizedType):
            ctx.error(label, f"{name} has element type {e} but {names[0]} has {first}; operands and results must "
                             f"be all quantized or all not quantized")
            return False
        if not ctx.require(element_types_compatible(e, first), label,
                           lambda: f"{name} has element type {e} but {names[0]} has {first}; they must match"):
            return False
    return True


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


def element_kind(element: ElementType) -> str | None:
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
                           lambda: f"operand #{i} has type {t} but must be a tensor of "
                                   f"{' or '.join(_KIND_NAMES[k] for k in sorted(allowed))} type"):
            return False
    return True


def check_result_accuracy(ctx: OpContext) -> None:
    """``result_accuracy`` (upstream's ResultAccuracyAttr, not in the spec): mode HIGHEST has zero tolerances."""
    accuracy = ctx.attr("result_accuracy")
    if not isinstance(accuracy, StructAttr):
        return
    mode = accuracy.get("mode")
    if isinstance(mode, EnumAttr) and mode.value == "HIGHEST":
        tolerances = {k: accuracy.get(k) for k in ("atol", "rtol", "ulps")}
        nonzero = {k: t.value for k, t in tolerances.items() if t is not None and t.value != 0}
        ctx.require(not nonzero, "result_accuracy",
                    lambda: f"attribute `result_accuracy` has mode HIGHEST but "
                            f"{', '.join(f'{k} = {v}' for k, v in nonzero.items())}; mode HIGHEST requires "
                            f"atol, rtol and ulps to be 0")


def _same_type_check(mnemonic: str, n_operands: int) -> CheckFunction:
    def check(ctx: OpContext) -> None:
        if not (ctx.signature(n_operands) and check_element_kinds(ctx, mnemonic)):
            return
        types, names = ctx.operand_types + ctx.result_types, value_names(ctx)
        if same_shapes(ctx, "C1", types, names):
            if mnemonic == "add" and any(isinstance(t.element_type, QuantizedType) for t in types):
                check_add_quantization(ctx, ctx.operand_types, ctx.result_types[0])
            else:
                same_element_types(ctx, "C1", types, names)
        check_result_accuracy(ctx)

    check.__name__ = mnemonic
    check.__doc__ = (f"{mnemonic}: element types allowed by the spec, (C1) same baseline types"
                     + ("; with quantized tensors (C2)-(C7)." if mnemonic == "add" else "."))
    return check


for _m in UNARY_SAME_TYPE:
    checks(f"stablehlo.{_m}")(_same_type_check(_m, 1))
for _m in BINARY_SAME_TYPE:
    checks(f"stablehlo.{_m}")(_same_type_check(_m, 2))


def _complex_part(element: ElementType) -> ElementType:
    return element.element_type if isinstance(element, ComplexType) else element


@checks("stablehlo.abs", "stablehlo.real", "stablehlo.imag")
def check_real_valued(ctx: OpContext) -> None:
    """abs/real/imag (C1) shape(result) = shape(operand); (C2) element type of the result: the complex
    operand's element type, else the operand's."""
    if not (ctx.signature(1) and check_element_kinds(ctx, ctx.op.name.removeprefix("stablehlo."))):
        return
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    check_same_shape(ctx, "C1", result, "result #0", operand, "operand #0")
    expected = _complex_part(operand.element_type)
    ctx.require(element_types_compatible(expected, result.element_type), "C2",
                lambda: f"result #0 has element type {result.element_type} but must have {expected} for operand "
                        f"#0 of type {operand}")


@checks("stablehlo.is_finite")
def check_is_finite(ctx: OpContext) -> None:
    """is_finite (C1): shape(x) = shape(y); y is i1, x floating-point."""
    if not ctx.signature(1):
        return
    x, y = ctx.operand_types[0], ctx.result_types[0]
    ctx.require(isinstance(x.element_type, (FloatType, QuantizedType)), "signature",
                lambda: f"operand #0 has type {x} but must be a tensor of floating-point type")
    ctx.require(isinstance(y.element_type, BooleanType), "signature",
                lambda: f"result #0 has type {y} but must be a tensor of i1")
    check_same_shape(ctx, "C1", y, "result #0", x, "operand #0")


@checks("stablehlo.complex")
def check_complex(ctx: OpContext) -> None:
    """complex (C1) same types of lhs and rhs; (C2) shape(result) = shape(lhs); (C3) element type complex<E>."""
    if not ctx.signature(2):
        return
    lhs, rhs = ctx.operand_types
    result = ctx.result_types[0]
    ctx.require(lhs == rhs, "C1", lambda: f"operand #1 (`rhs`) has type {rhs} but operand #0 (`lhs`) has {lhs}; "
                                          f"they must be equal")
    check_same_shape(ctx, "C2", result, "result #0", lhs, "operand #0 (`lhs`)")
    ctx.require(result.element_type == ComplexType(lhs.element_type), "C3",
                lambda: f"result #0 has element type {result.element_type} but must have "
                        f"{ComplexType(lhs.element_type)}, the complex type of the operands' {lhs.element_type}")


@checks("stablehlo.compare")
def check_compare(ctx: OpContext) -> None:
    """compare (C1) same element types of lhs and rhs; (C2) same shapes, result i1; (C3) compare_type fits
    the element type."""
    if not ctx.signature(2):
        return
    lhs, rhs = ctx.operand_types
    result = ctx.result_types[0]
    ctx.require(element_types_compatible(lhs.element_type, rhs.element_type), "C1",
                lambda: f"operand #1 (`rhs`) has type {rhs} but operand #0 (`lhs`) has {lhs}; their element types "
                        f"must match")
    same_shapes(ctx, "C2", (lhs, rhs, result), ["operand #0 (`lhs`)", "operand #1 (`rhs`)", "result #0"])
    ctx.require(isinstance(result.element_type, BooleanType), "C2",
                lambda: f"result #0 has type {result} but must be a tensor of i1")
    compare_type = ctx.attr("compare_type")
    allowed = _COMPARE_TYPES.get(element_kind(lhs.element_type))
    # NOTYPE (upstream's "unspecified") and quantized operands, which the rule does not cover, are not checked.
    if isinstance(compare_type, EnumAttr) and compare_type.value != "NOTYPE" and allowed is not None:
        ctx.require(compare_type.value in allowed, "C3",
                    lambda: f"attribute `compare_type` is {compare_type.value} but operands of element type "
                            f"{lhs.element_type} allow only {' or '.join(allowed)}")


# compare (C3): the compare_type each element kind (element_kind) allows. Upstream also accepts TOTALORDER on
# integers and booleans (syntax/print_stablehlo.mlir compares i32 values with it), where it is their usual order.
_COMPARE_TYPES = {"sint": ("SIGNED", "TOTALORDER"), "int": ("UNSIGNED", "TOTALORDER"),
                  "bool": ("UNSIGNED", "TOTALORDER"), "float": ("FLOAT", "TOTALORDER"), "complex": ("FLOAT",)}


@checks("stablehlo.select")
def check_select(ctx: OpContext) -> None:
    """select (C1) rank(pred) = 0 or shape(pred) = shape(on_true); (C2) same types of on_true, on_false, result."""
    if not ctx.signature(3):
        return
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


@checks("stablehlo.clamp")
def check_clamp(ctx: OpContext) -> None:
    """clamp (C1) rank(min) = 0 or shape(min) = shape(operand); (C2) same for max; (C3) same element types;
    (C4) type(operand) = type(result)."""
    if not ctx.signature(3):
        return
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
