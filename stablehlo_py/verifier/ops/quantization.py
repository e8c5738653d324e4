"""Quantization checks: uniform_quantize, uniform_dequantize (spec sections of the same names) and the
quantized-type rules of add (C2-C7) and of contractions (dot_general C14-C20, convolution C28-C34).

Spec "Quantized element types": ``is_per_axis_quantized(x)`` holds when ``x`` has a
``quantization_dimension``; the storage and expressed types are compared, never the scales.
"""
from __future__ import annotations

from ...ir.types import ElementType, FloatType, QuantizedType, TensorType
from ..context import OpContext
from ..infer import shape_text, shapes_compatible
from ..registry import checks


def is_quantized(t: TensorType) -> bool:
    return isinstance(t.element_type, QuantizedType)


def is_per_axis(t: TensorType) -> bool:
    return is_quantized(t) and t.element_type.quantization_dimension is not None


def quantization_dimension(t: TensorType) -> int | None:
    return t.element_type.quantization_dimension if is_quantized(t) else None


def expressed_type(e: ElementType) -> ElementType:
    """``expressed_type`` of a quantized element type; the type itself otherwise."""
    return e.expressed_type if isinstance(e, QuantizedType) else e


def check_add_quantization(ctx: OpContext, operands: tuple[TensorType, ...], result: TensorType) -> None:
    """add with quantized tensors: (C2) all quantized; (C3) same storage types; (C4) same expressed types;
    (C5) per-axis operands iff per-axis result; (C6)/(C7) same ``quantization_dimension`` as the result for
    each per-axis operand."""
    types = (*operands, result)
    if not ctx.require(all(is_quantized(t) for t in types), "C2",
                       "expects all operands and results to be either quantized or non-quantized: "
                       + ", ".join(str(t.element_type) for t in types)):
        return
    storage = [t.element_type.storage_type for t in types]
    ctx.require(len(set(storage)) == 1, "C3", f"mismatched storage types of lhs, rhs and result: "
                                              f"{', '.join(map(str, storage))}")
    expressed = [t.element_type.expressed_type for t in types]
    ctx.require(len(set(expressed)) == 1, "C4", f"mismatched expressed types of lhs, rhs and result: "
                                                f"{', '.join(map(str, expressed))}")
    if ctx.failed:
        return
    any_axis = any(is_per_axis(t) for t in operands)
    if not ctx.require(any_axis == is_per_axis(result), "C5",
                       "result is not per_axis quantized but lhs or rhs are" if any_axis else
                       "result is per_axis quantized but none of lhs or rhs are"):
        return
    for name, t, label in zip(("lhs", "rhs"), operands, ("C6", "C7")):
        if is_per_axis(t):
            ctx.require(quantization_dimension(t) == quantization_dimension(result), label,
                        f"quantization_dimension of {name} and result are not same: "
                        f"{quantization_dimension(t)} vs {quantization_dimension(result)}")


def check_contraction_quantization(ctx: OpContext, labels: dict[str, str], lhs: TensorType, rhs: TensorType,
                                   result: TensorType) -> bool:
    """dot_general (C13-C14, C17-C20) / convolution (C27-C28, C31-C34): element types of a contraction.

    ``labels`` maps "same" (non-quantized lhs/rhs element types), "quantized", "storage", "expressed",
    "per_tensor" and "float_lhs" to the op's labels. Returns whether the operation uses quantized tensors.
    """
    if not any(is_quantized(t) for t in (lhs, rhs, result)):
        # Upstream compares only lhs and rhs here: i8 x i8 -> i32 contractions are valid programs.
        ctx.require(lhs.element_type == rhs.element_type, labels["same"],
                    f"expects lhs and rhs to have compatible element type. Got: '{lhs.element_type}' and "
                    f"'{rhs.element_type}'")
        return False
    if not ctx.require(is_quantized(rhs) and is_quantized(lhs) == is_quantized(result), labels["quantized"],
                       "is_quantized(lhs) = is_quantized(result) and is_quantized(rhs) must hold, got "
                       f"{lhs.element_type}, {rhs.element_type} -> {result.element_type}"):
        return True
    q_rhs = rhs.element_type
    if is_quantized(lhs):
        q_lhs, q_result = lhs.element_type, result.element_type
        ctx.require(q_lhs.storage_type == q_rhs.storage_type, labels["storage"],
                    f"mismatched lhs and rhs storage types: {q_lhs.storage_type} vs {q_rhs.storage_type}")
        ctx.require(q_lhs.expressed_type == q_rhs.expressed_type == q_result.expressed_type, labels["expressed"],
                    f"mismatched lhs, rhs and result expressed types: {q_lhs.expressed_type}, "
                    f"{q_rhs.expressed_type}, {q_result.expressed_type}")
        ctx.require(is_per_axis(rhs) or not is_per_axis(result), labels["per_tensor"],
                    "result is per-axis quantized while rhs is per-tensor quantized")
    else:
        ctx.require(lhs.element_type == q_rhs.expressed_type == result.element_type, labels["float_lhs"],
                    f"element_type(lhs) = expressed_type(rhs) = element_type(result) must hold, got "
                    f"{lhs.element_type}, {q_rhs.expressed_type}, {result.element_type}")
    return True


@checks("stablehlo.uniform_quantize")
def uniform_quantize(ctx: OpContext) -> None:
    """uniform_quantize (C1) shape(operand) = shape(result); (C2) expressed_type(result) is
    element_type(operand) or expressed_type(operand)."""
    if not ctx.signature(1):
        return
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    _same_shape(ctx, operand, result)
    ctx.require(is_quantized(result), "signature", f"result must be a quantized tensor, got {result}")
    ctx.require(isinstance(operand.element_type, (FloatType, QuantizedType)), "signature",
                f"operand must be a tensor of floating-point or quantized type, got {operand}")
    if ctx.failed:
        return
    ctx.require(expressed_type(result.element_type) == expressed_type(operand.element_type), "C2",
                f"expressed type of the result ({expressed_type(result.element_type)}) must be the operand's "
                f"{'expressed ' if is_quantized(operand) else ''}type "
                f"({expressed_type(operand.element_type)})")


@checks("stablehlo.uniform_dequantize")
def uniform_dequantize(ctx: OpContext) -> None:
    """uniform_dequantize (C1) shape(operand) = shape(result); (C2) element_type(result) =
    expressed_type(operand)."""
    if not ctx.signature(1):
        return
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    _same_shape(ctx, operand, result)
    if not ctx.require(is_quantized(operand), "signature", f"operand must be a quantized tensor, got {operand}"):
        return
    ctx.require(result.element_type == operand.element_type.expressed_type, "C2",
                f"result element type {result.element_type} must be the operand's expressed type "
                f"{operand.element_type.expressed_type}")


def _same_shape(ctx: OpContext, operand: TensorType, result: TensorType) -> None:
    ctx.require(shapes_compatible(operand.shape, result.shape), "C1",
                lambda: f"result shape {shape_text(result.shape)} differs from operand shape "
                        f"{shape_text(operand.shape)}")
