"""Declarations of the ``quantization`` family: spec ``uniform_quantize`` and ``uniform_dequantize``."""
from __future__ import annotations

from ..assembly.formats import Operands
from ..assembly.type_styles import SAME
from ..ir.opdef import Trait, op_def

_SAME_SHAPE_C1 = (Trait.SAME_OPERANDS_AND_RESULT_SHAPE, "C1")

OPS = (
    # %r = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
    op_def("stablehlo.uniform_quantize", spec="spec uniform_quantize", operands="operand:float|quant",
           results="result:quant", traits=(_SAME_SHAPE_C1,), format=Operands(SAME)),
    op_def("stablehlo.uniform_dequantize", spec="spec uniform_dequantize", operands="operand:quant",
           traits=(_SAME_SHAPE_C1,), format=Operands(SAME)),
)
