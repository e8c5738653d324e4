"""Declarations of the ``linalg`` family (spec "cholesky", "triangular_solve")."""
from __future__ import annotations

from ..assembly.formats import Keyword, Operands
from ..assembly.keywords import Bool
from ..assembly.type_styles import SAME
from ..ir.enums import Transpose
from ..ir.opdef import AttrKind, Trait, attr, enum_attr, op_def

_MATRICES = "float|complex|quant"

OPS = (
    # %r = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>
    op_def("stablehlo.cholesky", spec="spec cholesky",
           operands=f"a:{_MATRICES}", results=f"result:{_MATRICES}",
           attributes=(attr("lower", AttrKind.BOOL, False),),
           traits=(Trait.QUANTIZED_THROUGH_FLOAT,),
           format=Operands(SAME, (Keyword("lower", "lower", Bool(), True),))),
    op_def("stablehlo.triangular_solve", spec="spec triangular_solve",
           operands=f"a:{_MATRICES} b:{_MATRICES}", results=f"result:{_MATRICES}",
           attributes=(attr("left_side", AttrKind.BOOL), attr("lower", AttrKind.BOOL),
                       attr("unit_diagonal", AttrKind.BOOL), enum_attr("transpose_a", Transpose)),
           traits=(Trait.QUANTIZED_THROUGH_FLOAT,)),
)
