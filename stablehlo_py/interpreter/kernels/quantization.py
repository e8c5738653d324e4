"""Kernels of the ``quantization`` family: spec ``uniform_quantize`` and ``uniform_dequantize``
(numerics in numerics/quantization.py)."""
from __future__ import annotations

import numpy as np

from ...numerics.quantization import dequantize, quantize
from ..quantized import quantized_element_type
from ..registry import kernel


@kernel("stablehlo.uniform_quantize")
def uniform_quantize(ctx, attrs, operand: np.ndarray) -> np.ndarray:
    """Spec ``uniform_quantize``: ``quantize(operand)``; a quantized operand is dequantized first."""
    source = quantized_element_type(attrs.operand_types[0])
    values = dequantize(operand, source) if source is not None else operand
    return quantize(values, quantized_element_type(attrs.result_types[0]))


@kernel("stablehlo.uniform_dequantize")
def uniform_dequantize(ctx, attrs, operand: np.ndarray) -> np.ndarray:
    """Spec ``uniform_dequantize``: ``dequantize(operand)``, in the expressed type."""
    return dequantize(operand, quantized_element_type(attrs.operand_types[0]))
