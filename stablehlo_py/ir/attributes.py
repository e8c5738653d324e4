"""Attributes (spec "Constants", plus the MLIR attribute kinds exports contain).

Attributes are immutable and print back to parseable text with ``str()``.
Dense tensor constants hold a decoded ``np.ndarray`` of the element type's
NumPy dtype (``ml_dtypes`` for bf16, f8, i4, ...).
"""
from __future__ import annotations

import math
from dataclasses import field

import numpy as np

from .attribute_base import Attribute
from .records import record
from .dtypes import dtype_of
from .literals import format_dense, format_float
from .types import FloatType, IntegerType, TensorType, Type


def quote(text: str) -> str:
    """MLIR string literal for ``text`` (escapes ``"``, ``\\`` and non-printables)."""
    out = []
    for ch in text:
        o = ord(ch)
        if ch == '"' or ch == "\\":
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif o < 0x20 or o == 0x7F:
            out.append(f"\\{o:02X}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def unquote(token: str) -> str:
    """The value of a string literal token, quotes included (spec StringLiteral escapes, plus MLIR's
    ``\\XX``): the inverse of ``quote``."""
    body = token[1:-1]
    if "\\" not in body:
        return body
    out, i = [], 0
    while i < len(body):
        ch = body[i]
        if ch != "\\":
            out.append(ch)
            i += 1
            continue
        nxt = body[i + 1]
        if nxt in '"\\':
            out.append(nxt)
            i += 2
        elif nxt == "n":
            out.append("\n")
            i += 2
        elif nxt == "t":
            out.append("\t")
            i += 2
        else:
            out.append(chr(int(body[i + 1:i + 3], 16)))
            i += 3
    return "".join(out)


@record(frozen=True, slots=True)
class UnitAttr(Attribute):
    """A present-but-valueless attribute (``{use_global_device_ids}``)."""

    def __str__(self) -> str:
        return "unit"


@record(frozen=True, slots=True)
class BoolAttr(Attribute):
    """``true`` or ``false``."""

    value: bool

    def __str__(self) -> str:
        return "true" if self.value else "false"


@record(frozen=True, slots=True)
class IntegerAttr(Attribute):
    """``42 : i64``; ``type`` is None for a bare integer (MLIR defaults it to i64)."""

    value: int
    type: Type | None = None

    def __str__(self) -> str:
        return f"{self.value} : {self.type}" if self.type is not None else str(self.value)


@record(frozen=True, slots=True)
class FloatAttr(Attribute):
    """``1.0 : f32``; ``type`` is None for a bare float (MLIR defaults it to f64).

    ``nan_bits`` keeps the exact bit pattern of a NaN written in hex (``0x7F800001 : f32``): widening
    to a Python float would quiet a signaling NaN.
    """

    value: float
    type: Type | None = None
    nan_bits: int | None = None

    def __eq__(self, other: object) -> bool:
        """Equal values of the type: ``1.0e-3 : f32`` as written and as the f32 it denotes are one value."""
        if not isinstance(other, FloatAttr) or self.type != other.type:
            return False
        if self.nan_bits is not None or other.nan_bits is not None:
            return self.nan_bits == other.nan_bits
        if _same_float(self.value, other.value):
            return True
        if isinstance(self.type, FloatType) and self.type.name != "f64":
            dtype = dtype_of(self.type)
            with np.errstate(over="ignore"):
                mine, theirs = (float(np.float64(v).astype(dtype)) for v in (self.value, other.value))
                return _same_float(mine, theirs)
        return False

    def __hash__(self) -> int:
        return hash((FloatAttr, self.type))

    def __str__(self) -> str:
        ft = self.type if isinstance(self.type, FloatType) else None
        if self.nan_bits is not None and ft is not None:
            text = f"0x{self.nan_bits:0{dtype_of(ft).itemsize * 2}X}"
        else:
            text = format_float(self.value, ft)
        return f"{text} : {self.type}" if self.type is not None else text


def _same_float(a: float, b: float) -> bool:
    return a == b and math.copysign(1, a) == math.copysign(1, b) or (math.isnan(a) and math.isnan(b))


@record(frozen=True, slots=True)
class StringAttr(Attribute):
    """A string, printed quoted (``quote``)."""

    value: str

    def __str__(self) -> str:
        return quote(self.value)


@record(frozen=True, slots=True)
class TypeAttr(Attribute):
    """A type used as an attribute value (``function_type = (...) -> ...``)."""

    type: Type

    def __str__(self) -> str:
        return str(self.type)


@record(frozen=True, slots=True)
class ArrayAttr(Attribute):
    """``[a, b, ...]``."""

    elements: tuple[Attribute, ...]

    def __str__(self) -> str:
        return f"[{', '.join(map(str, self.elements))}]"


@record(frozen=True, slots=True)
class DenseArrayAttr(Attribute):
    """``array<i64: 1, 2>`` (values as Python ints/floats/bools)."""

    element_type: Type
    values: tuple

    def __eq__(self, other: object) -> bool:  # floats compare by value and sign, NaN equal to NaN
        return (isinstance(other, DenseArrayAttr) and self.element_type == other.element_type
                and len(self.values) == len(other.values)
                and all(_same_float(a, b) if isinstance(a, float) else a == b
                        for a, b in zip(self.values, other.values)))

    def __hash__(self) -> int:
        return hash((DenseArrayAttr, self.element_type, len(self.values)))

    def __str__(self) -> str:
        if not self.values:
            return f"array<{self.element_type}>"
        if isinstance(self.element_type, FloatType):
            items = ", ".join(format_float(v, self.element_type) for v in self.values)
        elif str(self.element_type) == "i1":
            items = ", ".join("true" if v else "false" for v in self.values)
        else:
            items = ", ".join(str(v) for v in self.values)
        return f"array<{self.element_type}: {items}>"


@record(frozen=True, slots=True)
class DictAttr(Attribute):
    """``{name = value, ...}`` with insertion order kept for printing."""

    entries: tuple[tuple[str, Attribute], ...]

    def get(self, name: str, default: Attribute | None = None) -> Attribute | None:
        for k, v in self.entries:
            if k == name:
                return v
        return default

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DictAttr) and dict(self.entries) == dict(other.entries)

    def __hash__(self) -> int:
        return hash(frozenset(k for k, _ in self.entries))

    def __str__(self) -> str:
        return format_attr_dict(self.entries)


def format_attr_dict(entries) -> str:
    items = []
    for name, value in entries:
        key = name if _is_bare_identifier(name) else quote(name)
        items.append(key if isinstance(value, UnitAttr) else f"{key} = {value}")
    return "{" + ", ".join(items) + "}"


def _is_bare_identifier(name: str) -> bool:
    if not name or not (name[0].isalpha() or name[0] == "_"):
        return False
    return all(ch.isalnum() or ch in "_$." for ch in name)


@record(frozen=True, slots=True)
class SymbolRefAttr(Attribute):
    """``@name`` or nested ``@a::@b``."""

    path: tuple[str, ...]

    @property
    def name(self) -> str:
        return self.path[0]

    def __str__(self) -> str:
        return "::".join("@" + (p if _is_bare_identifier(p) else quote(p)) for p in self.path)


@record(frozen=True, slots=True)
class EnumAttr(Attribute):
    """``#stablehlo<comparison_direction GE>`` / ``#stablehlo.result_accuracy_mode<DEFAULT>``."""

    dialect: str
    kind: str
    value: str
    dotted: bool = False  # written as #dialect.kind<VALUE> rather than #dialect<kind VALUE>

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, EnumAttr)
                and (self.dialect, self.kind, self.value) == (other.dialect, other.kind, other.value))

    def __hash__(self) -> int:
        return hash((self.dialect, self.kind, self.value))

    def __str__(self) -> str:
        if self.dotted:
            return f"#{self.dialect}.{self.kind}<{self.value}>"
        return f"#{self.dialect}<{self.kind} {self.value}>"


@record(frozen=True, slots=True)
class StructAttr(Attribute):
    """A dialect attribute with named parameters: ``#stablehlo.gather<offset_dims = [1], ...>``.

    Parameter values are attributes; integer lists are ``ArrayAttr`` of ``IntegerAttr``.
    ``positional`` holds unnamed parameters (``#stablehlo.bounds<3, ?>``).
    """

    name: str  # e.g. "stablehlo.gather"
    params: tuple[tuple[str, Attribute], ...] = ()
    positional: tuple[Attribute, ...] = ()

    def get(self, key: str, default: Attribute | None = None) -> Attribute | None:
        for k, v in self.params:
            if k == key:
                return v
        return default

    def __str__(self) -> str:
        parts = [str(p) for p in self.positional]
        parts += [f"{k} = {v}" for k, v in self.params]
        return f"#{self.name}<{', '.join(parts)}>"


@record(frozen=True, slots=True)
class DynamicDimAttr(Attribute):
    """``?`` inside ``#stablehlo.bounds<...>``: no bound."""

    def __str__(self) -> str:
        return "?"


class ConvDimensionNumbersError(ValueError):
    """Text of ``#stablehlo.conv<...>`` that does not read; ``part`` names the layout (0 input, 1 kernel,
    2 output) or the raw form's field at fault, so that the parser can point at it."""

    def __init__(self, message: str, part: int | str | None = None):
        super().__init__(message)
        self.part = part


# The two lettered dimensions of each layout of #stablehlo.conv's pretty form: input, kernel, output.
_CONV_LAYOUT_LETTERS = (("b", "f"), ("i", "o"), ("b", "f"))


@record(frozen=True, slots=True)
class ConvDimensionNumbersAttr(Attribute):
    """``#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`` (spec convolution I12-I20), or
    ``#stablehlo.conv<raw input_batch_dimension = 0, ...>`` when layouts cannot express the numbers.

    This class owns the text both ways: ``__str__`` and ``layouts`` print it, ``from_layouts`` and
    ``from_fields`` read it (``assembly/attributes.py`` only splits the items into the three
    bracketed layouts or the ``name = value`` fields of the raw form).
    """

    input_batch_dimension: int
    input_feature_dimension: int
    input_spatial_dimensions: tuple[int, ...]
    kernel_input_feature_dimension: int
    kernel_output_feature_dimension: int
    kernel_spatial_dimensions: tuple[int, ...]
    output_batch_dimension: int
    output_feature_dimension: int
    output_spatial_dimensions: tuple[int, ...]

    @classmethod
    def field_names(cls) -> tuple[str, ...]:
        """The nine fields, in the order the raw form lists them."""
        return tuple(cls.__dataclass_fields__)

    @classmethod
    def from_fields(cls, fields: dict[str, Attribute]) -> ConvDimensionNumbersAttr:
        """The numbers from the raw form's ``name = value`` fields, each required (ConvDimensionNumbersError
        otherwise)."""
        missing = [name for name in cls.field_names() if name not in fields]
        if missing:
            raise ConvDimensionNumbersError(f"missing '{missing[0]}'")
        values: dict[str, object] = {}
        for name in cls.field_names():
            value = fields[name]
            values[name] = int_list(value)
            if values[name] is None:
                if not isinstance(value, IntegerAttr):
                    raise ConvDimensionNumbersError(f"'{name}' must be an integer or a list of integers", name)
                values[name] = value.value
        return cls(**values)  # type: ignore[arg-type]

    @classmethod
    def from_layouts(cls, *layouts: list[str | int]) -> ConvDimensionNumbersAttr:
        """The numbers from the pretty form's input, kernel and output layouts, each a list of entries:
        a letter (``b``, ``f``; ``i``, ``o`` for the kernel) or a spatial dimension's index, in
        dimension order. ConvDimensionNumbersError says what is wrong, and in which layout."""
        (ib, if_, isp), (ki, ko, ksp), (ob, of, osp) = (
            _read_layout(entries, letters, part)
            for part, (entries, letters) in enumerate(zip(layouts, _CONV_LAYOUT_LETTERS, strict=True)))
        return cls(ib, if_, isp, ki, ko, ksp, ob, of, osp)

    def has_layouts(self) -> bool:
        """Whether the pretty ``[b, 0, f]x...`` form can express these numbers (each a permutation)."""
        groups = ((self.input_batch_dimension, self.input_feature_dimension, *self.input_spatial_dimensions),
                  (self.kernel_input_feature_dimension, self.kernel_output_feature_dimension,
                   *self.kernel_spatial_dimensions),
                  (self.output_batch_dimension, self.output_feature_dimension, *self.output_spatial_dimensions))
        return all(sorted(g) == list(range(len(g))) for g in groups) and \
            len(self.input_spatial_dimensions) == len(self.kernel_spatial_dimensions) == len(self.output_spatial_dimensions)

    def layouts(self) -> tuple[str, str, str]:
        """The three bracketed layouts of the pretty form, e.g. ``[b, 0, 1, f]``."""
        numbers = ((self.input_batch_dimension, self.input_feature_dimension, self.input_spatial_dimensions),
                   (self.kernel_input_feature_dimension, self.kernel_output_feature_dimension,
                    self.kernel_spatial_dimensions),
                   (self.output_batch_dimension, self.output_feature_dimension, self.output_spatial_dimensions))
        texts = []
        for (first, second, spatial), (first_letter, second_letter) in zip(numbers, _CONV_LAYOUT_LETTERS):
            by_dimension = {first: first_letter, second: second_letter, **{d: str(i) for i, d in enumerate(spatial)}}
            texts.append("[" + ", ".join(by_dimension[d] for d in sorted(by_dimension)) + "]")
        lhs, rhs, out = texts
        return lhs, rhs, out

    def __str__(self) -> str:
        if not self.has_layouts():
            fields = ", ".join(f"{name} = {_dims_text(getattr(self, name))}" for name in self.field_names())
            return f"#stablehlo.conv<raw {fields}>"
        lhs, rhs, out = self.layouts()
        return f"#stablehlo.conv<{lhs}x{rhs}->{out}>"


def _read_layout(entries: list[str | int], letters: tuple[str, str], part: int) -> tuple[int, int, tuple[int, ...]]:
    """(dimension of the first letter, of the second, of spatial dimensions 0, 1, ...) of one layout."""
    text = "[" + ", ".join(map(str, entries)) + "]"
    found: dict[str, int] = {}
    spatial: dict[int, int] = {}
    for dimension, entry in enumerate(entries):
        if isinstance(entry, str) and entry in letters and entry not in found:
            found[entry] = dimension
        elif isinstance(entry, int) and entry not in spatial:
            spatial[entry] = dimension
        else:
            raise ConvDimensionNumbersError(f"unexpected '{entry}' in layout {text}", part)
    if set(found) != set(letters):
        raise ConvDimensionNumbersError(f"layout {text} needs exactly one each of {', '.join(letters)}", part)
    if sorted(spatial) != list(range(len(spatial))):
        raise ConvDimensionNumbersError(f"spatial dimensions of layout {text} must be 0..{len(spatial) - 1}", part)
    return found[letters[0]], found[letters[1]], tuple(spatial[i] for i in range(len(spatial)))


def _dims_text(value) -> str:
    return "[" + ", ".join(map(str, value)) + "]" if isinstance(value, tuple) else str(value)


@record(frozen=True, slots=True)
class DenseElementsAttr(Attribute):
    """``dense<...> : tensor<...>``: ``array`` holds the decoded values with the tensor's shape."""

    array: np.ndarray = field(compare=False)
    type: TensorType

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DenseElementsAttr) or self.type != other.type:
            return False
        a, b = self.array, other.array
        if a.shape != b.shape or a.dtype != b.dtype:
            return False
        if a.size and all(s == 0 for s in a.strides) and all(s == 0 for s in b.strides):
            return a.reshape(-1)[:1].tobytes() == b.reshape(-1)[:1].tobytes()  # two splats
        return a.tobytes() == b.tobytes()

    def __hash__(self) -> int:
        return hash(self.type)

    def __str__(self) -> str:
        return f"dense<{format_dense(self.array, self.type)}> : {self.type}"


@record(frozen=True, slots=True)
class DenseResourceAttr(Attribute):
    """``dense_resource<name> : tensor<...>`` backed by a ``{-# dialect_resources #-}`` blob."""

    key: str
    type: TensorType

    def __str__(self) -> str:
        return f"dense_resource<{self.key}> : {self.type}"


@record(frozen=True, slots=True)
class OpaqueAttr(Attribute):
    """An attribute of another dialect (``#sdy.sharding<...>``), kept verbatim."""

    text: str

    def __str__(self) -> str:
        return self.text


@record(frozen=True, slots=True)
class AliasRefAttr(Attribute):
    """A use of an attribute alias ``#name`` whose definition is printed at the top."""

    name: str
    target: Attribute = field(compare=False)

    def __str__(self) -> str:
        return f"#{self.name}"


def int_list(attr: Attribute | None) -> tuple[int, ...] | None:
    """The integers of an ``array<i64: ...>``, ``[1, 2]`` or 1-D dense int attribute."""
    if attr is None:
        return None
    if isinstance(attr, DenseArrayAttr):
        return tuple(int(v) for v in attr.values)
    if isinstance(attr, ArrayAttr) and all(isinstance(e, IntegerAttr) for e in attr.elements):
        return tuple(e.value for e in attr.elements)  # type: ignore[union-attr]
    if isinstance(attr, DenseElementsAttr) and isinstance(attr.type.element_type, IntegerType):
        return tuple(int(v) for v in attr.array.reshape(-1))
    return None


def struct_ints(attr: Attribute | None, field: str) -> tuple[int, ...]:
    """An integer-list field of a struct attribute (``#stablehlo.dot<...>``, ...); empty when left out."""
    if not isinstance(attr, StructAttr):
        return ()
    return int_list(attr.get(field)) or ()
