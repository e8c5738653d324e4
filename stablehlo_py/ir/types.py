"""StableHLO types (spec "Types"): immutable, hashable, printable.

Every type prints back to the text it was parsed from (``str(t)``), so the
printer never needs a separate table for types.
"""
from __future__ import annotations

from .attribute_base import Attribute
from .records import record


class Type:
    """Base class of all types."""

    __slots__ = ()


# --------------------------------------------------------------------------
# Element types (spec: TensorElementType, QuantizedTensorElementType)
# --------------------------------------------------------------------------


class ElementType(Type):
    """Base class of the types a tensor's elements can have."""

    __slots__ = ()


@record(frozen=True, slots=True)
class BooleanType(ElementType):
    """``i1``."""

    def __str__(self) -> str:
        return "i1"


@record(frozen=True, slots=True)
class IntegerType(ElementType):
    """``siN``/``iN`` (signed) and ``uiN`` (unsigned); MLIR's signless ``iN`` is signed here."""

    width: int
    signed: bool = True
    spelling: str = ""  # "si" when written as siN, otherwise the canonical prefix

    def __str__(self) -> str:
        if self.spelling:
            return f"{self.spelling}{self.width}"
        return f"{'i' if self.signed else 'ui'}{self.width}"

    def __eq__(self, other: object) -> bool:  # si32 and i32 are the same type
        return isinstance(other, IntegerType) and (self.width, self.signed) == (other.width, other.signed)

    def __hash__(self) -> int:
        return hash((IntegerType, self.width, self.signed))


# Floating-point formats: MLIR spelling -> (total bits, exponent bits, mantissa bits).
FLOAT_FORMATS: dict[str, tuple[int, int, int]] = {
    "f4E2M1FN": (4, 2, 1),
    "f6E2M3FN": (6, 2, 3),
    "f6E3M2FN": (6, 3, 2),
    "f8E3M4": (8, 3, 4),
    "f8E4M3": (8, 4, 3),
    "f8E4M3FN": (8, 4, 3),
    "f8E4M3FNUZ": (8, 4, 3),
    "f8E4M3B11FNUZ": (8, 4, 3),
    "f8E5M2": (8, 5, 2),
    "f8E5M2FNUZ": (8, 5, 2),
    "f8E8M0FNU": (8, 8, 0),
    "bf16": (16, 8, 7),
    "f16": (16, 5, 10),
    "tf32": (19, 8, 10),
    "f32": (32, 8, 23),
    "f64": (64, 11, 52),
}


@record(frozen=True, slots=True)
class FloatType(ElementType):
    """One of the spec's FloatType spellings (``f32``, ``bf16``, ``f8E4M3FN``, ...)."""

    name: str

    @property
    def width(self) -> int:
        return FLOAT_FORMATS[self.name][0]

    def __str__(self) -> str:
        return self.name


@record(frozen=True, slots=True)
class ComplexType(ElementType):
    """``complex<f32>`` or ``complex<f64>``."""

    element_type: FloatType

    def __str__(self) -> str:
        return f"complex<{self.element_type}>"


@record(frozen=True, slots=True)
class IndexType(ElementType):
    """MLIR ``index`` (used by shape computations); 64-bit signed here."""

    def __str__(self) -> str:
        return "index"


@record(frozen=True, slots=True)
class QuantizedType(ElementType):
    """``!quant.uniform<storage<min:max>:expressed:axis, scale:zp or {scale:zp, ...}>``."""

    storage_type: IntegerType
    expressed_type: FloatType
    scales: tuple[float, ...]
    zero_points: tuple[int, ...]
    quantization_dimension: int | None = None
    storage_min: int | None = None
    storage_max: int | None = None
    text: str = ""  # the parameters exactly as written, so printing is lossless

    def __str__(self) -> str:
        return f"!quant.uniform<{self.text}>"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, QuantizedType) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self) -> tuple:
        return (self.storage_type, self.expressed_type, self.scales, self.zero_points,
                self.quantization_dimension, self.storage_min, self.storage_max)


# --------------------------------------------------------------------------
# Value types (spec: ValueType)
# --------------------------------------------------------------------------


@record(frozen=True, slots=True)
class TensorType(Type):
    """``tensor<d0 x d1 x ... x element_type[, encoding]>``; a ``None`` dimension is ``?``.

    ``shape`` is ``None`` for an unranked ``tensor<*xT>``.
    """

    shape: tuple[int | None, ...] | None
    element_type: ElementType
    encoding: "Attribute | None" = None

    @property
    def rank(self) -> int:
        if self.shape is None:
            raise ValueError("unranked tensor has no rank")
        return len(self.shape)

    @property
    def is_static(self) -> bool:
        return self.shape is not None and None not in self.shape

    def __str__(self) -> str:
        if self.shape is None:
            dims = "*x"
        else:
            dims = "".join(("?" if d is None else str(d)) + "x" for d in self.shape)
        enc = f", {self.encoding}" if self.encoding is not None else ""
        return f"tensor<{dims}{self.element_type}{enc}>"


@record(frozen=True, slots=True)
class TokenType(Type):
    """``!stablehlo.token``."""

    def __str__(self) -> str:
        return "!stablehlo.token"


@record(frozen=True, slots=True)
class TupleType(Type):
    """``tuple<T0, T1, ...>``."""

    types: tuple[Type, ...]

    def __str__(self) -> str:
        return f"tuple<{', '.join(map(str, self.types))}>"


@record(frozen=True, slots=True)
class FutureType(Type):
    """``!stablehlo.future<T0, ...>`` (result of ``async_start``)."""

    types: tuple[Type, ...]

    def __str__(self) -> str:
        return f"!stablehlo.future<{', '.join(map(str, self.types))}>"


@record(frozen=True, slots=True)
class FunctionType(Type):
    """``(inputs) -> (results)``."""

    inputs: tuple[Type, ...]
    results: tuple[Type, ...]

    def __str__(self) -> str:
        ins = ", ".join(map(str, self.inputs))
        if len(self.results) == 1 and not isinstance(self.results[0], FunctionType):
            outs = str(self.results[0])
        else:
            outs = f"({', '.join(map(str, self.results))})"
        return f"({ins}) -> {outs}"


@record(frozen=True, slots=True)
class NoneType(Type):
    """MLIR ``none``."""

    def __str__(self) -> str:
        return "none"


@record(frozen=True, slots=True)
class OpaqueType(Type):
    """A type of another dialect (``!sdy.foo<...>``), kept verbatim."""

    text: str

    def __str__(self) -> str:
        return self.text


# --------------------------------------------------------------------------
# The element types attributes use most
# --------------------------------------------------------------------------

I1 = BooleanType()
I32 = IntegerType(32)
I64 = IntegerType(64)
F32 = FloatType("f32")
F64 = FloatType("f64")

# Types without parameters of the dialects beside StableHLO that TF's MLIR bridge writes, spelled
# `!dialect.name` (no `<...>`, so the grammar reads them as type alias names; parser/build_types.py
# resolves them here): MLIR's shape dialect (ShapeBase.td: Shape_ShapeType, Shape_SizeType, Shape_WitnessType).
SHAPE_SHAPE = OpaqueType("!shape.shape")
SHAPE_SIZE = OpaqueType("!shape.size")
SHAPE_WITNESS = OpaqueType("!shape.witness")
PLAIN_DIALECT_TYPES: dict[str, Type] = {t.text: t for t in (SHAPE_SHAPE, SHAPE_SIZE, SHAPE_WITNESS)}


def held_as(t: Type) -> TensorType | None:
    """The tensor type whose arrays hold the values of ``t`` when it is not a tensor type: a scalar of an
    element type (``index``, ``i1``) is a 0-d tensor, a ``!shape.shape`` the 1-d tensor of its extents, a
    ``!shape.size`` a 0-d tensor of index; None for other types."""
    if isinstance(t, ElementType):
        return TensorType((), t)
    if t == SHAPE_SHAPE:
        return TensorType((None,), IndexType())
    if t == SHAPE_SIZE:
        return TensorType((), IndexType())
    return None
