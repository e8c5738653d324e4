"""Checks of the ``quantization`` family: uniform_quantize, uniform_dequantize (spec sections of the same
names), and the quantized-type rules of add (C2-C7) and of contractions (dot_general C14-C20, convolution
C28-C34) that the checks of those ops call.

Spec "Quantized element types": ``is_per_axis_quantized(x)`` holds when ``x`` has a
``quantization_dimension``; the storage and expressed types are compared, never the scales.
"""
from __future__ import annotations

from ...ir.types import BooleanType, ComplexType, ElementType, FloatType, QuantizedType, TensorType
from ..context import OpContext
from ..registry import check

_LHS_RHS_RESULT = ("operand #0 (`lhs`)", "operand #1 (`rhs`)", "result #0")


def is_quantized(t: TensorType) -> bool:
    """``is_quantized(x)``: the element type of tensor ``t`` is quantized."""
    return isinstance(t.element_type, QuantizedType)


def is_per_axis(t: TensorType) -> bool:
    """``is_per_axis_quantized(x)``: quantized with a ``quantization_dimension``."""
    return is_quantized(t) and t.element_type.quantization_dimension is not None


def quantization_dimension(t: TensorType) -> int | None:
    """``quantization_dimension(x)`` of a per-axis quantized tensor, else None."""
    return t.element_type.quantization_dimension if is_quantized(t) else None


def expressed_type(e: ElementType) -> ElementType:
    """``expressed_type`` of a quantized element type; the type itself otherwise."""
    return e.expressed_type if isinstance(e, QuantizedType) else e


def storage_type(e: ElementType) -> ElementType:
    """``storage_type`` of a quantized element type; the type itself otherwise."""
    return e.storage_type if isinstance(e, QuantizedType) else e


def num_bits(e: ElementType) -> int | None:
    """``num_bits`` (spec "Formulas") of a non-quantized element type: i1 is 1 bit, complex twice its parts'
    width; None for types without a width (index)."""
    if isinstance(e, ComplexType):
        return 2 * e.element_type.width
    return 1 if isinstance(e, BooleanType) else getattr(e, "width", None)


def _first_differing(values: list, names: tuple[str, ...], what: str) -> str | None:
    """``names[i] has <what> X but names[0] has Y`` for the first of ``values`` that differs from the first."""
    i = next((i for i, v in enumerate(values) if v != values[0]), None)
    return None if i is None else f"{names[i]} has {what} {values[i]} but {names[0]} has {values[0]}"


def check_add_quantization(ctx: OpContext, operands: tuple[TensorType, ...], result: TensorType) -> None:
    """add with quantized tensors: (C2) all quantized; (C3) same storage types; (C4) same expressed types;
    (C5) per-axis operands iff per-axis result; (C6)/(C7) same ``quantization_dimension`` as the result for
    each per-axis operand."""
    types = (*operands, result)
    plain = next((i for i, t in enumerate(types) if not is_quantized(t)), None)
    if not ctx.require(plain is None, "C2",
                       lambda: f"{_LHS_RHS_RESULT[plain]} has type {types[plain]} but "
                               f"{_LHS_RHS_RESULT[next(i for i, t in enumerate(types) if is_quantized(t))]} is "
                               f"quantized; operands and result must be all quantized or all not quantized"):
        return
    for label, part, kind in (("C3", storage_type, "storage"), ("C4", expressed_type, "expressed")):
        differing = _first_differing([part(t.element_type) for t in types], _LHS_RHS_RESULT, f"{kind} type")
        ctx.require(differing is None, label, lambda: f"{differing}; lhs, rhs and result must have the same {kind} "
                                                      f"type")
    if ctx.failed:
        return
    per_axis = next((i for i, t in enumerate(operands) if is_per_axis(t)), None)
    if not ctx.require((per_axis is not None) == is_per_axis(result), "C5",
                       lambda: f"result #0 has type {result}, not per-axis quantized, but {_LHS_RHS_RESULT[per_axis]} "
                               f"has {operands[per_axis]}; a per-axis quantized operand needs a per-axis quantized "
                               f"result" if per_axis is not None else
                               f"result #0 has type {result}, per-axis quantized, but neither operand is; a per-axis "
                               f"quantized result needs a per-axis quantized operand"):
        return
    for name, t, label in zip(_LHS_RHS_RESULT, operands, ("C6", "C7")):
        if is_per_axis(t):
            ctx.require(quantization_dimension(t) == quantization_dimension(result), label,
                        lambda: f"{name} has type {t} with quantization_dimension {quantization_dimension(t)} but "
                                f"result #0 has {result} with {quantization_dimension(result)}; they must match")


def check_contraction_quantization(ctx: OpContext, labels: dict[str, str], lhs: TensorType, rhs: TensorType,
                                   result: TensorType) -> bool:
    """dot_general (C13-C14, C17-C20) / convolution (C27-C28, C31-C34): element types of a contraction.

    ``labels`` maps "same" (non-quantized lhs/rhs element types), "quantized", "storage", "expressed",
    "per_tensor" and "float_lhs" to the op's labels. Returns whether the operation uses quantized tensors.
    """
    lhs_name, rhs_name, _ = _LHS_RHS_RESULT
    if not any(is_quantized(t) for t in (lhs, rhs, result)):
        # The spec asks for equal types; upstream's verifier (TypeInference.cpp verifyDotGeneralOp,
        # inferConvolutionOp) compares none, and XLA runs float operands of different precisions
        # (ShapeInference's SameElementTypeIgnoringFpPrecision: what JAX emits for f8E5M2 x f8E4M3FN or
        # bf16 x f32 matmuls) but no other mix. So do we: equal types, or two float types.
        ctx.require(lhs.element_type == rhs.element_type or isinstance(lhs.element_type, FloatType)
                    and isinstance(rhs.element_type, FloatType), labels["same"],
                    lambda: f"{rhs_name} has element type {rhs.element_type} but {lhs_name} has "
                            f"{lhs.element_type}; they must match (or both be float types)")
        return False
    if not ctx.require(is_quantized(rhs) and is_quantized(lhs) == is_quantized(result), labels["quantized"],
                       lambda: f"{lhs_name} has element type {lhs.element_type}, {rhs_name} {rhs.element_type} and "
                               f"result #0 {result.element_type}; rhs must be quantized, and lhs quantized exactly "
                               f"when the result is"):
        return True
    q_rhs = rhs.element_type
    if is_quantized(lhs):
        q_lhs, q_result = lhs.element_type, result.element_type
        ctx.require(q_lhs.storage_type == q_rhs.storage_type, labels["storage"],
                    lambda: f"{rhs_name} has storage type {q_rhs.storage_type} but {lhs_name} has "
                            f"{q_lhs.storage_type}; they must match")
        differing = _first_differing([q.expressed_type for q in (q_lhs, q_rhs, q_result)], _LHS_RHS_RESULT,
                                     "expressed type")
        ctx.require(differing is None, labels["expressed"],
                    lambda: f"{differing}; lhs, rhs and result must have the same expressed type")
        ctx.require(is_per_axis(rhs) or not is_per_axis(result), labels["per_tensor"],
                    lambda: f"result #0 has type {result}, per-axis quantized, but {rhs_name} has {rhs}, per-tensor "
                            f"quantized; a per-axis quantized result needs a per-axis quantized rhs")
    else:
        ctx.require(lhs.element_type == q_rhs.expressed_type == result.element_type, labels["float_lhs"],
                    lambda: f"{lhs_name} has element type {lhs.element_type}, {rhs_name} expressed type "
                            f"{q_rhs.expressed_type} and result #0 element type {result.element_type}; with a "
                            f"non-quantized lhs the three must be equal")
    return True


@check("stablehlo.uniform_quantize")
def check_uniform_quantize(ctx: OpContext, attrs) -> None:
    """uniform_quantize (C2) expressed_type(result) is element_type(operand) or expressed_type(operand)
    (the shapes (C1) and the element kinds are the table's)."""
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    wanted, got = expressed_type(operand.element_type), expressed_type(result.element_type)
    ctx.require(got == wanted, "C2",
                lambda: f"result #0 has expressed type {got} but operand #0 has "
                        f"{'expressed type' if is_quantized(operand) else 'element type'} {wanted}; they must match")


@check("stablehlo.uniform_dequantize")
def check_uniform_dequantize(ctx: OpContext, attrs) -> None:
    """uniform_dequantize (C2) element_type(result) = expressed_type(operand) (the shapes (C1) and the
    element kinds are the table's)."""
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    wanted = operand.element_type.expressed_type
    ctx.require(result.element_type == wanted, "C2",
                lambda: f"result #0 has element type {result.element_type} but operand #0 has expressed type "
                        f"{wanted}; they must match")
