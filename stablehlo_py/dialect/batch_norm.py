"""Declarations of the ``batch_norm`` family (spec "batch_norm_grad", "batch_norm_inference",
"batch_norm_training")."""
from __future__ import annotations

from ..ir.opdef import AttrKind, Trait, attr, op_def

_ATTRIBUTES = (attr("epsilon", AttrKind.FLOAT), attr("feature_index", AttrKind.INT))

OPS = (
    op_def("stablehlo.batch_norm_grad", spec="spec batch_norm_grad",
           operands="operand:float|quant scale:float|quant mean:float|quant variance:float|quant "
                    "grad_output:float|quant",
           results="grad_operand:float|quant grad_scale:float|quant grad_offset:float|quant",
           attributes=_ATTRIBUTES, traits=(Trait.QUANTIZED_THROUGH_FLOAT,)),
    op_def("stablehlo.batch_norm_inference", spec="spec batch_norm_inference",
           operands="operand:float|quant scale:float|quant offset:float|quant mean:float|quant "
                    "variance:float|quant",
           results="result:float|quant", attributes=_ATTRIBUTES, traits=(Trait.QUANTIZED_THROUGH_FLOAT,)),
    op_def("stablehlo.batch_norm_training", spec="spec batch_norm_training",
           operands="operand:float|quant scale:float|quant offset:float|quant",
           results="output:float|quant batch_mean:float|quant batch_var:float|quant",
           attributes=_ATTRIBUTES, traits=(Trait.QUANTIZED_THROUGH_FLOAT,)),
)
