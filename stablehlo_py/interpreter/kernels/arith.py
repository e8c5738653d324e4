"""Kernels of the ``arith`` family (llvm-project mlir/include/mlir/Dialect/Arith/IR/ArithOps.td), on scalars
(0-d arrays) and tensors alike.

Integers are signless bit patterns (``index`` is 64 bits, ``i1`` the low bit): each op reads them as unsigned or
two's complement as ArithOps.td says and wraps its result. Where ArithOps.td makes a result undefined or poison
the kernels give what XLA gives for the matching StableHLO op (this project's stablehlo kernels,
numerics/integers.py): ``divsi``/``divui`` by zero -1 (all bits set), ``INT_MIN / -1`` is ``INT_MIN``, ``remsi``/
``remui`` by zero the dividend, ``shli``/``shrui`` by ``>= width`` 0 and ``shrsi`` the sign fill, ``fptosi``/
``fptoui`` out of range saturating with NaN 0 (stablehlo.convert); ``ceildivsi``, ``ceildivui`` and ``floordivsi``
are computed as upstream's arith-expand-ops rewrites them, from those ``divsi``/``remsi``. Overflow flags
(``nsw``/``nuw``) and ``exact`` only make results poison, so results wrap regardless; fastmath flags are ignored.
"""
from __future__ import annotations

import numpy as np

from ...assembly.arith_formats import CMPF_PREDICATES, CMPI_PREDICATES, ROUNDING_MODES
from ...ir.attributes import DenseElementsAttr, DenseResourceAttr, FloatAttr
from ...ir.dtypes import dtype_of, float_scalar_from_bits
from ...ir.types import TensorType
from ...numerics import integers
from ...numerics.floats import bits_of, format_width
from ..errors import InterpreterError
from ..registry import kernel
from .elementwise import ieee_extremum
from .shape import constant_array

_U64 = np.uint64


def _dtype(t) -> np.dtype:
    return dtype_of(t.element_type if isinstance(t, TensorType) else t)


def _width(dtype: np.dtype) -> int:
    return 1 if dtype == np.bool_ else integers.bit_width(dtype)


def unsigned(x: np.ndarray) -> np.ndarray:
    """The values' ``width``-bit patterns as uint64 (read as unsigned numbers)."""
    x = np.asarray(x)
    width = _width(x.dtype)
    return x.astype(np.int64).astype(_U64) & integers.bit_mask(width) if x.dtype != _U64 else x.copy()


def signed(x: np.ndarray) -> np.ndarray:
    """The values read as two's complement of their width, as int64 (``i1`` true is -1)."""
    x = np.asarray(x)
    if x.dtype == np.bool_:
        return -x.astype(np.int64)
    return integers.widen(x).astype(np.int64)


def from_bits(bits: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """The low bits of uint64 (or int64) ``bits`` as values of ``dtype`` (wrapping)."""
    bits = np.asarray(bits).astype(_U64)
    if dtype == np.bool_:
        return np.asarray((bits & _U64(1)).astype(np.bool_))
    return np.asarray(integers.from_bits(bits, dtype))


def _result(attrs) -> np.dtype:
    return _dtype(attrs.result_types[0])


@kernel("arith.constant")
def constant(ctx, attrs) -> np.ndarray:
    """ConstantOp: the ``value`` attribute, a scalar as a 0-d array (a NaN written in hex keeps its bits)."""
    value = attrs.value
    if isinstance(value, (DenseElementsAttr, DenseResourceAttr)):
        return constant_array(ctx, value)
    dtype = _result(attrs)
    if isinstance(value, FloatAttr):
        if value.nan_bits is not None:
            return np.asarray(float_scalar_from_bits(value.nan_bits, value.type))
        return np.asarray(value.value, dtype=np.float64).astype(dtype)
    return from_bits(np.asarray(int(value.value) & ((1 << 64) - 1), dtype=_U64), dtype)


# ---------------------------------------------------------------- integer arithmetic (wrapping)

def _wrapping(fn):
    def run(ctx, attrs, lhs, rhs):
        with np.errstate(over="ignore"):
            return from_bits(fn(unsigned(lhs), unsigned(rhs)), np.asarray(lhs).dtype)
    run.__doc__ = f"ArithOps.td: ``{fn.__name__}`` of the bit patterns modulo 2**width."
    return run


kernel("arith.addi")(_wrapping(np.add))
kernel("arith.subi")(_wrapping(np.subtract))
kernel("arith.muli")(_wrapping(np.multiply))
kernel("arith.andi")(_wrapping(np.bitwise_and))
kernel("arith.ori")(_wrapping(np.bitwise_or))
kernel("arith.xori")(_wrapping(np.bitwise_xor))


@kernel("arith.divsi", "arith.remsi", "arith.ceildivsi", "arith.floordivsi")
def signed_division(ctx, attrs, lhs, rhs):
    """DivSIOp (truncating), RemSIOp (the dividend's sign), CeilDivSIOp and FloorDivSIOp (the quotient moved by one
    where the remainder is non-zero and of the divisor's sign / not). ``INT_MIN / -1`` wraps to ``INT_MIN``."""
    dtype = np.asarray(lhs).dtype
    a, b = signed(lhs), signed(rhs)
    remainder = integers.remainder(a, b, a.dtype)
    name = attrs.op.name
    if name == "arith.remsi":
        return from_bits(remainder, dtype)
    quotient = integers.divide(a, b, a.dtype)
    with np.errstate(over="ignore"):
        if name == "arith.ceildivsi":
            quotient = quotient + ((remainder != 0) & ((remainder < 0) == (b < 0)))
        elif name == "arith.floordivsi":
            quotient = quotient - ((remainder != 0) & ((remainder < 0) != (b < 0)))
    return from_bits(quotient, dtype)


@kernel("arith.divui", "arith.remui", "arith.ceildivui")
def unsigned_division(ctx, attrs, lhs, rhs):
    """DivUIOp, RemUIOp, CeilDivUIOp on the unsigned patterns; by zero: all bits set and the dividend (XLA);
    ceildivui is ``divui`` plus one where the remainder is non-zero."""
    dtype = np.asarray(lhs).dtype
    a, b = unsigned(lhs), unsigned(rhs)
    remainder = integers.remainder(a, b, a.dtype)
    if attrs.op.name == "arith.remui":
        return from_bits(remainder, dtype)
    quotient = integers.divide(a, b, a.dtype)
    if attrs.op.name == "arith.ceildivui":
        with np.errstate(over="ignore"):
            quotient = quotient + (remainder != 0).astype(_U64)
    return from_bits(quotient, dtype)


_SHIFTS = {"arith.shli": integers.shift_left, "arith.shrui": integers.shift_right_logical,
           "arith.shrsi": integers.shift_right_arithmetic}


@kernel(*_SHIFTS)
def shift(ctx, attrs, lhs, rhs):
    """ShLIOp, ShRUIOp, ShRSIOp: stablehlo's shift_left / shift_right_* (numerics/integers.py) with the amount
    read unsigned, so at least the width (poison upstream) gives 0 for ``shli``/``shrui`` and the sign fill for
    ``shrsi``, as XLA's."""
    return np.asarray(_SHIFTS[attrs.op.name](lhs, unsigned(rhs), np.asarray(lhs).dtype))


@kernel("arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui")
def integer_extremum(ctx, attrs, lhs, rhs):
    """MaxSIOp, MinSIOp (two's complement), MaxUIOp, MinUIOp (unsigned)."""
    name = attrs.op.name
    read = signed if name.endswith("si") else unsigned
    a, b = read(lhs), read(rhs)
    pick = np.maximum if name.startswith("arith.max") else np.minimum
    return from_bits(pick(a, b).astype(np.int64) if read is signed else pick(a, b), np.asarray(lhs).dtype)


# ---------------------------------------------------------------- floats (IEEE 754 in the operands' type)

_FLOAT_BINARY = {"arith.addf": np.add, "arith.subf": np.subtract, "arith.mulf": np.multiply,
                 "arith.divf": np.divide, "arith.remf": np.fmod, "arith.maxnumf": np.fmax, "arith.minnumf": np.fmin}


@kernel(*_FLOAT_BINARY)
def float_binary(ctx, attrs, lhs, rhs):
    """AddFOp, SubFOp, MulFOp, DivFOp, RemFOp (the dividend's sign, fmod), MaxNumFOp / MinNumFOp (a NaN operand
    gives the other one: IEEE maxNum/minNum)."""
    with np.errstate(all="ignore"):
        return np.asarray(_FLOAT_BINARY[attrs.op.name](np.asarray(lhs), np.asarray(rhs)))


@kernel("arith.maximumf", "arith.minimumf")
def float_extremum(ctx, attrs, lhs, rhs):
    """MaximumFOp / MinimumFOp: stablehlo.maximum / minimum of floats (IEEE 754-2019: NaN if either is NaN; -0.0
    below +0.0)."""
    a = np.asarray(lhs)
    return np.asarray(ieee_extremum(a.dtype, np.maximum if attrs.op.name == "arith.maximumf" else np.minimum)(a, rhs))


@kernel("arith.negf")
def negf(ctx, attrs, operand):
    """NegFOp: the sign bit flipped (NaNs and zeros included)."""
    return np.asarray(np.negative(np.asarray(operand)))


# ---------------------------------------------------------------- compare and select

@kernel("arith.cmpi")
def cmpi(ctx, attrs, lhs, rhs):
    """CmpIOp: ``eq``/``ne``, ``s*`` on two's complement, ``u*`` on the unsigned patterns."""
    name = CMPI_PREDICATES[attrs.predicate]
    if name in ("eq", "ne"):
        a, b = unsigned(lhs), unsigned(rhs)
        return np.asarray(a == b if name == "eq" else a != b)
    a, b = (signed(lhs), signed(rhs)) if name[0] == "s" else (unsigned(lhs), unsigned(rhs))
    return np.asarray({"lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal}[name[1:]](a, b))


_ORDER = {"eq": np.equal, "gt": np.greater, "ge": np.greater_equal, "lt": np.less, "le": np.less_equal,
          "ne": np.not_equal}


@kernel("arith.cmpf")
def cmpf(ctx, attrs, lhs, rhs):
    """CmpFOp: ``o*`` true only when neither operand is NaN, ``u*`` also when either is; ``ord``/``uno`` test for
    NaN; ``false``/``true`` constant. -0.0 equals +0.0."""
    a, b = np.asarray(lhs), np.asarray(rhs)
    name = CMPF_PREDICATES[attrs.predicate]
    unordered = np.isnan(a) | np.isnan(b)
    if name in ("false", "true"):
        return np.full(np.broadcast(a, b).shape, name == "true")
    if name in ("ord", "uno"):
        return np.asarray(unordered if name == "uno" else ~unordered)
    with np.errstate(invalid="ignore"):
        relation = _ORDER[name[1:]](a, b)
    return np.asarray((relation & ~unordered) if name[0] == "o" else (relation | unordered))


@kernel("arith.select")
def select(ctx, attrs, condition, true_value, false_value):
    """SelectOp: per element for a condition of the result's shape, the whole value for an ``i1``."""
    return np.asarray(np.where(np.asarray(condition), true_value, false_value))


# ---------------------------------------------------------------- casts

@kernel("arith.extsi", "arith.trunci", "arith.index_cast")
def signed_cast(ctx, attrs, operand):
    """ExtSIOp (sign-extends), TruncIOp (keeps the low bits), IndexCastOp (sign-extends or truncates)."""
    return from_bits(signed(operand), _result(attrs))


@kernel("arith.extui", "arith.index_castui")
def unsigned_cast(ctx, attrs, operand):
    """ExtUIOp (zero-extends), IndexCastUIOp (zero-extends or truncates)."""
    return from_bits(unsigned(operand), _result(attrs))


@kernel("arith.sitofp", "arith.uitofp")
def int_to_float(ctx, attrs, operand):
    """SIToFPOp / UIToFPOp: the two's complement / unsigned value, rounded to nearest (even)."""
    values = signed(operand) if attrs.op.name == "arith.sitofp" else unsigned(operand)
    dtype = _result(attrs)
    if dtype.itemsize < 4:  # ml_dtypes' narrow floats convert from float32; go through float64 first
        return np.asarray(values.astype(np.float64).astype(dtype))
    return np.asarray(values.astype(dtype))


@kernel("arith.fptosi", "arith.fptoui")
def float_to_int(ctx, attrs, operand):
    """FPToSIOp / FPToUIOp: rounded toward zero. Out of range is poison upstream; here it saturates to the
    (signed / unsigned) range of the width and NaN gives 0, as XLA's stablehlo.convert."""
    dtype = _result(attrs)
    width = _width(dtype)
    values = np.trunc(np.asarray(operand).astype(np.float64))
    if attrs.op.name == "arith.fptosi":
        low, high = -(1 << (width - 1)), (1 << (width - 1)) - 1
        wide = integers.saturating_from_float(values, np.dtype(np.int64)) if width == 64 else \
            np.clip(np.nan_to_num(values, nan=0.0), low, high).astype(np.int64)
        return from_bits(wide, dtype)
    wide = integers.saturating_from_float(values, np.dtype(np.uint64)) if width == 64 else \
        np.clip(np.nan_to_num(values, nan=0.0), 0, (1 << width) - 1).astype(np.int64)
    return from_bits(wide, dtype)


@kernel("arith.extf")
def extf(ctx, attrs, operand):
    """ExtFOp: exact (the result type is wider)."""
    return np.asarray(np.asarray(operand).astype(_result(attrs)))


@kernel("arith.truncf")
def truncf(ctx, attrs, operand):
    """TruncFOp, rounded by ``roundingmode`` (ArithOps.td; nearest-even when absent): the nearest value, then the
    neighbour on the other side of the operand where the mode rounds the other way."""
    x = np.asarray(operand)
    dtype = _result(attrs)
    with np.errstate(all="ignore"):
        nearest = x.astype(dtype)
        mode = ROUNDING_MODES[attrs.roundingmode] if attrs.roundingmode is not None else "to_nearest_even"
        if mode == "to_nearest_even":
            return np.asarray(nearest)
        back = nearest.astype(x.dtype)
        below = np.where(back > x, np.nextafter(nearest, dtype.type(-np.inf)), nearest)
        above = np.where(back < x, np.nextafter(nearest, dtype.type(np.inf)), nearest)
        if mode == "downward":
            return np.asarray(below.astype(dtype))
        if mode == "upward":
            return np.asarray(above.astype(dtype))
        if mode == "toward_zero":
            return np.asarray(np.where(x < 0, above, below).astype(dtype))
        wide = x.astype(np.float64)  # to_nearest_away: the nearer neighbour; on a tie the one away from zero
        low, high = wide - below.astype(np.float64), above.astype(np.float64) - wide
        pick = np.where(low < high, below, np.where(high < low, above, np.where(x < 0, below, above)))
        # NaN stays; beyond the largest finite value by half an ulp or more both nearest modes give infinity
        return np.asarray(np.where(np.isnan(x) | np.isinf(nearest), nearest, pick).astype(dtype))


@kernel("arith.bitcast")
def bitcast(ctx, attrs, operand):
    """BitcastOp: the same bits read as the result type (of the same width)."""
    x = np.asarray(operand)
    dtype = _result(attrs)
    if x.dtype == dtype:
        return x
    bits = unsigned(x) if x.dtype.kind in "iub" or integers.is_integer(x.dtype) else \
        bits_of(x).astype(_U64) & integers.bit_mask(format_width(x.dtype))
    if dtype.kind in "iub" or integers.is_integer(dtype):
        return from_bits(bits, dtype)
    if dtype.itemsize * 8 == format_width(dtype):
        return np.asarray(bits.astype(np.dtype(f"u{dtype.itemsize}")).view(dtype))
    raise InterpreterError(f"arith.bitcast to {dtype}: sub-byte float formats are not supported")
