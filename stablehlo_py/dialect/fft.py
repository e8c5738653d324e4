"""Declarations of the ``fft`` family (spec "fft")."""
from __future__ import annotations

from ..assembly.formats import Keyword, Operands
from ..assembly.keywords import FFT_TYPE, I64_ARRAY
from ..assembly.type_styles import FUNCTIONAL
from ..ir.enums import FftType
from ..ir.opdef import AttrKind, attr, enum_attr, op_def

OPS = (
    # %r = stablehlo.fft %x, type = FFT, length = [16] : (tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    op_def("stablehlo.fft", spec="spec fft",
           operands="operand:float|complex", results="result:float|complex", attributes=(enum_attr("fft_type", FftType),
                                                        attr("fft_length", AttrKind.INTS)),
           format=Operands(FUNCTIONAL, (Keyword("type", "fft_type", FFT_TYPE),
                                        Keyword("length", "fft_length", I64_ARRAY)))),
)
