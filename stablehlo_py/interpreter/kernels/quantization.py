"""Spec ``uniform_quantize`` and ``uniform_dequantize`` (numerics in numerics/quantization.py)."""
from __future__ import annotations

import numpy as np

from ...ir.nodes import Op
from ...numerics.quantization import dequantize, quantize
from ..quantized import quantized_element_type
from ..registry import evaluates


@evaluates("stablehlo.uniform_quantize")
def uniform_quantize(ctx, op: Op, operand: np.ndarray) -> np.ndarray:
    """Spec ``uniform_quantize``: ``quantize(operand)``; a quantized operand is dequantized first."""
    source = quantized_element_type(op.operand_types[0])
    values = dequantize(operand, source) if source is not None else operand
    return quantize(values, quantized_element_type(op.result_types[0]))


@evaluates("stablehlo.uniform_dequantize")
def uniform_dequantize(ctx, op: Op, operand: np.ndarray) -> np.ndarray:
    """Spec ``uniform_dequantize``: ``dequantize(operand)``, in the expressed type."""
    return dequantize(operand, quantized_element_type(op.operand_types[0]))
