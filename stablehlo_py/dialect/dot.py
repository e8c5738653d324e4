"""Declarations of the ``dot`` family (spec "dot_general"; ``dot``, ``einsum`` and ``unary_einsum``,
which upstream keeps out of the spec, StablehloOps.td)."""
from __future__ import annotations

from ..assembly.formats import Keyword, Operands
from ..assembly.keywords import String
from ..assembly.linalg_formats import Dot, DotGeneral
from ..assembly.type_styles import FUNCTIONAL
from ..ir.enums import Precision
from ..ir.opdef import AttrKind, Trait, attr, enums_attr, op_def, struct_attr
from ..ir.structs import DOT, DOT_ALGORITHM

OPS = (
    # %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1],
    #   precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    op_def("stablehlo.dot_general", spec="spec dot_general",
           operands="lhs rhs", attributes=(struct_attr("dot_dimension_numbers", DOT),
                                           enums_attr("precision_config", Precision, None),
                                           struct_attr("algorithm", DOT_ALGORITHM, None)),
           traits=(Trait.QUANTIZED_THROUGH_FLOAT,), format=DotGeneral()),
    # %r = stablehlo.dot %a, %b, precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
    op_def("stablehlo.dot", spec="StablehloOps.td dot (XLA Dot; not in the spec)",
           operands="lhs rhs", attributes=(enums_attr("precision_config", Precision, None),),
           traits=(Trait.QUANTIZED_THROUGH_FLOAT,), format=Dot()),
    # %r = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
    op_def("stablehlo.einsum", spec="StablehloOps.td einsum (not in the spec)",
           operands="lhs rhs", attributes=(attr("einsum_config", AttrKind.STRING),),
           format=Operands(FUNCTIONAL, (Keyword("config", "einsum_config", String()),))),
    # %r = stablehlo.unary_einsum %x, config = "ab->a" : (tensor<4x16xf32>) -> tensor<4xf32>
    op_def("stablehlo.unary_einsum", spec="StablehloOps.td unary_einsum (not in the spec)",
           operands="operand", attributes=(attr("einsum_config", AttrKind.STRING),),
           format=Operands(FUNCTIONAL, (Keyword("config", "einsum_config", String()),))),
)
