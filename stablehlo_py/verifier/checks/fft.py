"""Checks of the ``fft`` family (spec "fft")."""
from __future__ import annotations

from ...ir.enums import FftType
from ...ir.types import ComplexType, FloatType
from ..context import OpContext
from ..registry import check
from ..type_rules import check_inferred_shape, shapes_compatible


@check("stablehlo.fft")
def check_fft(ctx: OpContext, attrs) -> None:
    """fft (C1) size(fft_length) <= rank(operand); (C2) element types per fft_type; (C3) 1 <= size(fft_length)
    <= 3; (C4) the real tensor's trailing dims = fft_length; (C5) result shape."""
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    kind, length = attrs.fft_type, attrs.fft_length
    if not ctx.require(1 <= len(length) <= 3, "C3", f"attribute `fft_length` is {list(length)} but must have 1 to 3 "
                                                    f"entries"):
        return
    if not ctx.require(len(length) <= operand.rank, "C1", f"attribute `fft_length` has {len(length)} entries but "
                                                          f"operand #0 of type {operand} has rank {operand.rank}"):
        return
    x, y = operand.element_type, result.element_type
    if kind is FftType.RFFT:
        ok = isinstance(x, FloatType) and y == ComplexType(x)
    elif kind is FftType.IRFFT:
        ok = isinstance(x, ComplexType) and y == x.element_type
    else:
        ok = isinstance(x, ComplexType) and x == y
    if not ctx.require(ok, "C2", f"operand #0 has element type {x} and result #0 {y}, which {kind} does not map "
                                 f"between"):
        return
    n = len(length)
    real = operand if kind is FftType.RFFT else result if kind is FftType.IRFFT else None
    if real is not None:
        ctx.require(shapes_compatible(real.shape[-n:], length), "C4",
                    f"the real tensor of {kind} has type {real} but its trailing dimensions must be fft_length "
                    f"{list(length)}")
    expected = list(operand.shape)
    if kind is FftType.RFFT:
        expected[-1] = 0 if length[-1] == 0 else length[-1] // 2 + 1
    elif kind is FftType.IRFFT:
        last = operand.shape[-1]
        wanted = 0 if length[-1] == 0 else length[-1] // 2 + 1
        ctx.require(last is None or last == wanted, "C5",
                    f"operand #0 has type {operand} but its last dimension must be {wanted}, fft_length[-1] / 2 + 1 "
                    f"for IRFFT")
        expected[-1] = length[-1]
    check_inferred_shape(ctx, "C5", expected)
