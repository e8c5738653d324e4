"""Values written as ``name = value`` in pretty ops, and how each maps to an attribute."""
from __future__ import annotations

from ..ir import attributes as at
from ..ir import enums
from ..ir.enums import DialectEnum
from ..ir.literals import format_float
from ..ir.types import F64, I32, I64, BooleanType
from . import items as it
from .reader import ItemReader, element_items, int_items


class ValueKind:
    """Converts a keyword's value item to the op's attribute and back to text."""

    def parse(self, item: it.Item, r: ItemReader) -> at.Attribute:
        raise NotImplementedError

    def print(self, attr: at.Attribute) -> str:
        raise NotImplementedError

    def can_print(self, attr: at.Attribute | None) -> bool:
        """Whether ``attr`` has this pretty spelling (else the op prints in generic form)."""
        return attr is not None


def _bracket_list(item: it.Item, r: ItemReader) -> it.Group:
    """``item`` as a ``[...]`` group; anything else is an error at it."""
    if not (isinstance(item, it.Group) and item.kind == "[]"):
        raise r.error(f"expected '[...]' but found '{item}'", item)
    return item


class I64Array(ValueKind):
    """``[1, 2]`` <-> ``array<i64: 1, 2>``."""

    def parse(self, item, r):
        return at.DenseArrayAttr(I64, int_items(_bracket_list(item, r), r))

    def print(self, attr):
        return "[" + ", ".join(map(str, at.int_list(attr) or ())) + "]"

    def can_print(self, attr):
        return isinstance(attr, at.DenseArrayAttr) and attr.element_type == I64


class BoolArray(ValueKind):
    """``[false, true]`` (or ``[0, 1]``) <-> ``array<i1: false, true>``."""

    def parse(self, item, r):
        values = []
        for x in element_items(_bracket_list(item, r), r):
            if not isinstance(x, it.Literal) or not isinstance(x.value, (bool, int)):
                raise r.error(f"expected a boolean but found '{x}'", x)
            values.append(bool(x.value))
        return at.DenseArrayAttr(BooleanType(), tuple(values))

    def print(self, attr):
        return "[" + ", ".join("true" if v else "false" for v in attr.values) + "]"  # type: ignore[attr-defined]

    def can_print(self, attr):
        return isinstance(attr, at.DenseArrayAttr) and isinstance(attr.element_type, BooleanType)


class Integer(ValueKind):
    """``0`` <-> ``0 : i64`` (or another integer type)."""

    def __init__(self, type_=I64):
        self.type = type_

    def parse(self, item, r):
        if not (isinstance(item, it.Literal) and isinstance(item.value, int) and not isinstance(item.value, bool)):
            raise r.error(f"expected an integer but found '{item}'", item)
        return at.IntegerAttr(int(item.value), self.type)

    def print(self, attr):
        return str(attr.value)  # type: ignore[attr-defined]

    def can_print(self, attr):
        return isinstance(attr, at.IntegerAttr) and attr.type == self.type


class Float(ValueKind):
    """``0.1`` <-> ``0.1 : f64``."""

    def parse(self, item, r):
        if not (isinstance(item, it.Literal) and isinstance(item.value, (int, float)) and not isinstance(item.value, bool)):
            raise r.error(f"expected a number but found '{item}'", item)
        return at.FloatAttr(float(item.value), F64)

    def print(self, attr):
        return format_float(attr.value)  # type: ignore[attr-defined]

    def can_print(self, attr):
        return isinstance(attr, at.FloatAttr) and attr.type == F64


class Bool(ValueKind):
    """``true`` <-> ``true``."""

    def parse(self, item, r):
        if not (isinstance(item, it.Literal) and isinstance(item.value, bool)):
            raise r.error(f"expected true or false but found '{item}'", item)
        return at.BoolAttr(item.value)

    def print(self, attr):
        return str(attr)

    def can_print(self, attr):
        return isinstance(attr, at.BoolAttr)


class String(ValueKind):
    """``"text"`` <-> ``"text"``."""

    def parse(self, item, r):
        if not (isinstance(item, it.Literal) and isinstance(item.value, str)):
            raise r.error(f"expected a string but found '{item}'", item)
        return at.StringAttr(item.value)

    def print(self, attr):
        return str(attr)

    def can_print(self, attr):
        return isinstance(attr, at.StringAttr)


class Enum(ValueKind):
    """A bare enum value ``FFT`` <-> ``#stablehlo<fft_type FFT>`` (values from ``ir.enums``)."""

    def __init__(self, enum: type[DialectEnum]):
        self.kind, self.dialect = enum.kind, enum.dialect  # type: ignore[attr-defined]
        self.values = tuple(e.value for e in enum)

    def parse(self, item, r):
        if not (isinstance(item, it.Word) and item.text in self.values):
            raise r.error(f"expected one of {', '.join(self.values)} but found '{item}'", item)
        return at.EnumAttr(self.dialect, self.kind, item.text)

    def print(self, attr):
        return attr.value  # type: ignore[attr-defined]

    def can_print(self, attr):
        return isinstance(attr, at.EnumAttr) and attr.kind == self.kind and attr.value in self.values


class EnumList(ValueKind):
    """``[DEFAULT, HIGH]`` <-> ``[#stablehlo<precision DEFAULT>, ...]``."""

    def __init__(self, enum: Enum):
        self.enum = enum

    def parse(self, item, r):
        return at.ArrayAttr(tuple(self.enum.parse(x, r) for x in element_items(_bracket_list(item, r), r)))

    def print(self, attr):
        return "[" + ", ".join(self.enum.print(e) for e in attr.elements) + "]"  # type: ignore[attr-defined]

    def can_print(self, attr):
        return isinstance(attr, at.ArrayAttr) and all(self.enum.can_print(e) for e in attr.elements)


COMPARISON_DIRECTION = Enum(enums.ComparisonDirection)
COMPARISON_TYPE = Enum(enums.ComparisonType)
PRECISION = Enum(enums.Precision)
FFT_TYPE = Enum(enums.FftType)
RNG_DISTRIBUTION = Enum(enums.RngDistribution)
RNG_ALGORITHM = Enum(enums.RngAlgorithm)
I64_ARRAY = I64Array()
INT64 = Integer(I64)
INT32 = Integer(I32)
