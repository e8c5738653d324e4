"""How an op is declared: operands, results, regions, attributes with defaults, traits, format.

One ``OpDef`` per op, written once in ``stablehlo_py/dialect/<family>.py`` (the
role of an ODS record in ``StablehloOps.td``, or of xDSL's IRDL). Everything
else is derived from it: the parser and printer take the op's format, the
verifier's generic checks take counts, attribute kinds and traits, and checks
and kernels receive the op's attributes decoded once into a frozen record
(``OpDef.decode``) with defaults applied, enums as ``ir.enums`` members and
integer lists as tuples. A default that depends on the op's rank (window
strides: one per dimension) is declared as ``PerDimension``.
"""
from __future__ import annotations

import dataclasses
import keyword
import sys
from dataclasses import field
from enum import Enum
from functools import cached_property, lru_cache
from typing import Any, Callable

import numpy as np

from .records import make_record, record
from . import attributes as at
from .enums import DialectEnum
from .nodes import Op
from .types import BooleanType, IntegerType, TensorType, Type


class Trait(Enum):
    """Properties of an op that generic code relies on (MLIR's op traits, with the spec's wording)."""

    ELEMENTWISE = "elementwise"  # applies element by element; operands and results have one shape
    SAME_OPERANDS_AND_RESULT_TYPE = "same operands and result type"
    SAME_OPERANDS_AND_RESULT_SHAPE = "same operands and result shape"
    SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE = "same operands and result element type"
    SAME_OPERAND_TYPES = "same operand types"
    COMMUTATIVE = "commutative"
    TERMINATOR = "terminator"
    ISOLATED_FROM_ABOVE = "isolated from above"  # regions read only their own arguments
    QUANTIZED_THROUGH_FLOAT = "quantized through float"  # spec dequantize_op_quantize
    BROADCASTING = "broadcasting"  # CHLO: operands broadcast to a common shape (numpy rules)
    UNRANKED_ALLOWED = "unranked allowed"  # CHLO's HLO_Tensor: operands and results may be tensor<*x...>


class AttrKind(Enum):
    """What an attribute holds, and so what its typed value is."""

    INT = "integer"  # IntegerAttr -> int
    INTS = "list of integers"  # array<i64: ...>, [1, 2], dense<[1, 2]> -> tuple[int, ...]
    BOOLS = "list of booleans"  # array<i1: ...> or dense<...> : tensor<Nxi1> -> tuple[bool, ...]
    BOOL = "boolean"  # true/false or a unit attribute -> bool
    FLOAT = "float"  # FloatAttr -> float
    STRING = "string"  # "text" -> str
    SYMBOL = "symbol"  # @name -> str
    ENUM = "enum"  # #stablehlo<kind VALUE> -> a DialectEnum member
    ENUMS = "list of enums"  # [#stablehlo<precision DEFAULT>, ...] -> tuple of DialectEnum members
    TYPE = "type"  # TypeAttr -> Type
    ELEMENTS = "elements"  # dense<...> / dense_resource<...> -> the attribute
    INT_TENSOR = "tensor of integers"  # dense<[[0, 1]]> : tensor<1x2xi64> -> read-only int64 np.ndarray (padding)
    STRUCT = "struct"  # #stablehlo.gather<...> -> the struct's record (StructDef.decode)
    CONV_DIMS = "convolution dimension numbers"  # #stablehlo.conv<...> -> ConvDimensionNumbersAttr
    DICT = "dictionary"  # {k = v} -> DictAttr
    ARRAY = "array"  # [a, b] -> tuple of attributes
    ANY = "any attribute"  # kept as written


class _Required:
    """The default of an attribute that must be present."""

    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Any = _Required()


@record(frozen=True)
class PerDimension:
    """A default that depends on the op's rank: ``fill`` once per dimension of operand #0, less ``skip``
    (upstream's "one for each of the operand dimensions" of reduce_window strides; convolution skips the
    batch and feature dimensions). ``fill`` is a tuple for INT_TENSOR attributes (padding: ``(0, 0)``
    per dimension). Resolves to None when operand #0 is not a ranked tensor (an op the verifier rejects)."""

    fill: Any
    skip: int = 0

    def __repr__(self) -> str:
        count = f"(rank(operand #0) - {self.skip})" if self.skip else "rank(operand #0)"
        return f"({self.fill!r},) * {count}"

    def resolve(self, op: Op, kind: AttrKind) -> Any:
        """The default's value for ``op``, typed as ``kind`` says."""
        operand = op.operand_types[0] if op.operand_types else None
        if not (isinstance(operand, TensorType) and operand.shape is not None):
            return None
        count = max(len(operand.shape) - self.skip, 0)
        if kind is AttrKind.INT_TENSOR:
            return _read_only(np.array((self.fill,) * count, dtype=np.int64).reshape(count, len(self.fill)))
        return (self.fill,) * count


@record(frozen=True)
class StructField:
    """One ``name = value`` field of a struct attribute, with the value its absence means."""

    name: str
    kind: AttrKind
    default: Any = ()
    enum: type[DialectEnum] | None = None  # for ENUM fields


@record(frozen=True)
class StructDef:
    """A struct attribute such as ``#stablehlo.gather<offset_dims = [1], ...>`` (StablehloAttrs.td)."""

    name: str
    fields: tuple[StructField, ...]

    @cached_property
    def record_type(self) -> type:
        """The frozen dataclass its values decode to: one attribute per field."""
        class_name = "".join(p.capitalize() for p in self.name.replace(".", "_").split("_"))
        return make_record(class_name, {f.name: Any for f in self.fields}, frozen=True, slots=True,
                           namespace={"__doc__": f"The fields of #{self.name}.", "__module__": __name__})

    def field_names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.fields)

    def decode(self, attr: at.StructAttr) -> Any:
        """The record of ``attr``; fields left out take their defaults. Raises ``AttrError``."""
        values = {}
        for f in self.fields:
            raw = attr.get(f.name)
            values[f.name] = f.default if raw is None else _decode_value(f.kind, raw, f.enum, None, f.name)
        return self.record_type(**values)


@record(frozen=True)
class AttrDef:
    """An attribute of an op: its name, kind, and default (``REQUIRED``, ``None`` for optional, or a value)."""

    name: str
    kind: AttrKind
    default: Any = REQUIRED
    enum: type[DialectEnum] | None = None  # for ENUM/ENUMS
    struct: StructDef | None = None  # for STRUCT
    # The value, as MLIR prints it, that stands for the attribute's absence (an ODS DefaultValuedAttr that MLIR's
    # printer leaves out but its generic form and bytecode hold): ``#arith.overflow<none>``. Readers drop it
    # (``OpDef.drop_elided``), so that every spelling of an op gives one tree.
    elided: str | None = None

    @property
    def required(self) -> bool:
        return self.default is REQUIRED

    def describe(self) -> str:
        """``comparison_direction: enum ComparisonDirection (EQ, NE, ...), required`` for ``shlo ops``."""
        kind = self.kind.value
        if self.enum is not None:
            kind += f" {self.enum.__name__} ({', '.join(e.value for e in self.enum)})"
        if self.struct is not None:
            kind += f" #{self.struct.name}"
        default = "required" if self.required else f"default {self.default!r}"
        return f"{self.name}: {kind}, {default}"


# Element kinds an operand or result may be declared to take (the spec's "Inputs"/"Outputs" tables):
# "int" is any integer (signed or unsigned), "sint" a signed one.
ELEMENT_KINDS = frozenset({"bool", "int", "sint", "float", "complex", "quant"})


@record(frozen=True)
class ValueDef:
    """An operand or a result: its name, whether it is a variadic group or optional, and the element
    kinds it may have (None: any)."""

    name: str
    variadic: bool = False
    optional: bool = False
    elements: frozenset[str] | None = None

    def __str__(self) -> str:
        text = self.name + ("*" if self.variadic else "?" if self.optional else "")
        return text + (":" + "|".join(sorted(self.elements)) if self.elements else "")


def values(spec: str | tuple[str, ...]) -> tuple[ValueDef, ...]:
    """Operand/result definitions from names: ``"inputs*"`` is variadic, ``"token?"`` optional,
    ``"lhs:float|complex"`` takes only those element kinds (``ELEMENT_KINDS``)."""
    defs = []
    for text in spec.split() if isinstance(spec, str) else spec:
        name, _, kinds = text.partition(":")
        elements = frozenset(kinds.split("|")) if kinds else None
        if elements is not None and not elements <= ELEMENT_KINDS:
            raise ValueError(f"unknown element kinds in {text!r}: {sorted(elements - ELEMENT_KINDS)}")
        defs.append(ValueDef(name.rstrip("*?"), name.endswith("*"), name.endswith("?"), elements))
    return tuple(defs)


class AttrError(Exception):
    """An attribute that is missing or of the wrong kind (reported by the verifier's generic checks)."""

    def __init__(self, name: str, message: str):
        super().__init__(message)
        self.name = name
        self.message = message


GENERIC_ONLY: Any = None  # ``format=GENERIC_ONLY``: the op has no pretty syntax (upstream prints it generic)


@record(frozen=True, eq=False, repr=False)
class OpAttributes:
    """Base of the typed attribute records; ``op`` is the op they were read from (for its types,
    regions and location; never for its raw attribute dictionary).

    Records compare, hash and print by their attribute values as dataclasses do, through the methods here:
    the record types (``OpDef.record_type``, ``_record_base``) are made without their own (each generated
    method is one call of Python's compiler, and a program's first run makes the records of every op kind
    it holds)."""

    op: Op = field(compare=False, repr=False)

    def attribute_values(self) -> tuple:
        """The typed attribute values, in the fields' order (``op`` left out)."""
        return tuple(getattr(self, f.name) for f in dataclasses.fields(self)[1:])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self.attribute_values() == other.attribute_values()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self.attribute_values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self)[1:])
        return f"{self.__class__.__qualname__}({shown})"

    @property
    def result_types(self) -> tuple[Type, ...]:
        return self.op.result_types

    @property
    def operand_types(self) -> tuple[Type, ...]:
        return self.op.operand_types


@lru_cache(maxsize=None)
def _record_base(names: tuple[str, ...]) -> type:
    """The frozen dataclass of the attributes ``names`` (after ``op``). The record types of all ops with these
    attribute names subclass it: its ``__init__``, the one method ``record`` compiles (ir/records.py), is
    compiled once, not once per op, which was most of what verifying a small program's first ops cost."""
    return make_record("Attributes", {name: Any for name in names}, bases=(OpAttributes,), frozen=True, slots=True,
                       eq=False, repr=False,  # OpAttributes' methods
                       namespace={"__doc__": "Typed attributes.", "__module__": __name__})


@record(frozen=True, eq=False)
class OpDef:
    """The declaration of one op (see the module docstring). ``family`` names the files of every stage:
    ``dialect/<family>.py``, ``verifier/checks/<family>.py``, ``interpreter/kernels/<family>.py``."""

    name: str
    family: str = ""  # set from the dialect/ module that declares it
    operands: tuple[ValueDef, ...] = ()
    results: tuple[ValueDef, ...] = ()
    attributes: tuple[AttrDef, ...] = ()
    regions: tuple[ValueDef, ...] = ()
    traits: frozenset[Trait] = frozenset()
    trait_labels: tuple[tuple[Trait, str], ...] = ()  # the spec constraint a trait states for this op: (C1)
    format: Any = GENERIC_ONLY  # an assembly Format; GENERIC_ONLY when the op has no pretty syntax
    spec: str = ""  # where the op is defined: "spec add", "chlo.md acos", ...
    table_checks_only: bool = False  # no constraints beyond what the table declares (no check function)
    unsupported: str | None = None  # why the interpreter has no kernel for it (None: it has one)
    # the spec constraint a wrong number of operands/results/regions breaks, where it is not "signature":
    # (("regions", "C1"),) for async_start, whose (C1) is about its one body
    count_labels: tuple[tuple[str, str], ...] = ()
    declared_at: tuple[str, int] = ("", 0)  # file and line of the declaration (``shlo ops``)

    @property
    def dialect(self) -> str:
        return self.name.split(".", 1)[0]

    @property
    def mnemonic(self) -> str:
        return self.name.split(".", 1)[1]

    def has(self, trait: Trait) -> bool:
        return trait in self.traits

    def count_label(self, group: str) -> str:
        """The label of a wrong count of ``group`` (``operands``, ``results``, ``regions``)."""
        return next((label for g, label in self.count_labels if g == group), "signature")

    def label_of(self, trait: Trait, default: str = "signature") -> str:
        """The spec constraint (``C1``) that ``trait`` states for this op, else ``default``."""
        return next((label for t, label in self.trait_labels if t is trait), default)

    @cached_property
    def record_type(self) -> type:
        """The frozen dataclass of this op's typed attributes (``AddAttributes``, ...): a subclass, of its
        own name, of the record of its attribute names (``_record_base``)."""
        for a in self.attributes:
            if not a.name.isidentifier():
                raise ValueError(f"{self.name}: attribute name {a.name!r} is not a Python identifier")
        words = self.mnemonic.replace("-", "_").split("_")  # `cross-replica-sum` -> CrossReplicaSumAttributes
        class_name = "".join(p.capitalize() for p in words) + "Attributes"
        return type(class_name, (_record_base(tuple(field_name(a.name) for a in self.attributes)),),
                    {"__slots__": (), "__module__": __name__, "__doc__": f"The typed attributes of {self.name}."})

    @cached_property
    def _elided(self) -> tuple[tuple[str, str], ...]:
        return tuple((a.name, a.elided) for a in self.attributes if a.elided is not None)

    def drop_elided(self, attributes: dict) -> None:
        """Removes from ``attributes`` (an op's, in place) those that hold their ``elided`` value."""
        for name, text in self._elided:
            value = attributes.get(name)
            if value is not None and str(value) == text:
                del attributes[name]

    def decode_or_errors(self, op: Op) -> tuple[OpAttributes | None, list[AttrError]]:
        """``(record, [])`` as ``decode`` gives it, or ``(None, errors)`` naming every attribute that is
        missing or not of its kind (one pass: the verifier decodes each op once)."""
        raw, values, errors = op.attributes, [], []
        for a in self.attributes:
            try:
                values.append(_decode_attribute(a, raw.get(a.name), op))
            except AttrError as error:
                errors.append(error)
        return (None, errors) if errors else (self.record_type(op, *values), [])

    def decode(self, op: Op) -> OpAttributes:
        """``op``'s attributes as this op's record: defaults applied, values typed. Raises ``AttrError``."""
        raw = op.attributes
        return self.record_type(op, *(_decode_attribute(a, raw.get(a.name), op) for a in self.attributes))


def field_name(attribute: str) -> str:
    """The field of an op's attribute record that holds ``attribute``: its name, with ``_`` after a Python
    keyword (ml_program's ``global`` is ``attrs.global_``)."""
    return attribute + "_" if keyword.iskeyword(attribute) else attribute


def _resolve(attr: at.Attribute | None) -> at.Attribute | None:
    while isinstance(attr, at.AliasRefAttr):
        attr = attr.target
    return attr


def _decode_attribute(definition: AttrDef, attr: at.Attribute | None, op: Op) -> Any:
    attr = _resolve(attr)
    if attr is None:
        if definition.required:
            raise AttrError(definition.name, f"attribute `{definition.name}` is missing")
        if isinstance(definition.default, PerDimension):
            return definition.default.resolve(op, definition.kind)
        return definition.default
    return _decode_value(definition.kind, attr, definition.enum, definition.struct, definition.name)


def _kind_error(name: str, attr: at.Attribute, kind: str) -> AttrError:
    return AttrError(name, f"attribute `{name}` is {attr} but must be {kind}")


def _decode_enum(enum: type[DialectEnum] | None, attr: at.Attribute, name: str) -> DialectEnum:
    if enum is None or not isinstance(attr, at.EnumAttr) or attr.kind != enum.kind \
            or attr.dialect != enum.dialect:  # type: ignore[attr-defined]
        expected = f"a #{enum.dialect}<{enum.kind} ...> value" if enum else "an enum"  # type: ignore[attr-defined]
        raise _kind_error(name, attr, expected)
    try:
        return enum(attr.value)
    except ValueError:
        raise AttrError(name, f"attribute `{name}` is {attr}, but {attr.value} is not one of "
                              f"{', '.join(e.value for e in enum)}") from None


def _decode_ints(attr: at.Attribute, name: str) -> tuple[int, ...]:
    # integers only, one dimension: array<f32: 1.5> is not read as [1], a 2-D dense<...> is not flattened
    wrong = ((isinstance(attr, at.DenseArrayAttr) and not isinstance(attr.element_type, IntegerType))
             or (isinstance(attr, at.DenseElementsAttr) and attr.array.ndim != 1))
    values_ = None if wrong else at.int_list(attr)
    if values_ is None:
        raise _kind_error(name, attr, "a list of integers")
    return values_


def _decode_int(attr: at.Attribute, name: str) -> int:
    if not isinstance(attr, at.IntegerAttr):
        raise _kind_error(name, attr, "an integer")
    return attr.value


def _decode_bool(attr: at.Attribute, name: str) -> bool:
    if isinstance(attr, at.UnitAttr):
        return True
    if isinstance(attr, at.IntegerAttr) and isinstance(attr.type, BooleanType):  # `1 : i1` is MLIR's true
        return bool(attr.value)
    if not isinstance(attr, at.BoolAttr):
        raise _kind_error(name, attr, "a boolean")
    return attr.value


def _decode_bools(attr: at.Attribute, name: str) -> tuple[bool, ...]:
    if isinstance(attr, at.DenseElementsAttr) and isinstance(attr.type.element_type, BooleanType) \
            and attr.array.ndim == 1:
        return tuple(bool(v) for v in attr.array)
    if not (isinstance(attr, at.DenseArrayAttr) and all(isinstance(v, bool) for v in attr.values)):
        raise _kind_error(name, attr, "an array<i1: ...>")
    return tuple(attr.values)


def _read_only(array: np.ndarray) -> np.ndarray:
    array.setflags(write=False)
    return array


def _decode_int_tensor(attr: at.Attribute, name: str) -> np.ndarray:
    """The integers of a dense attribute of any shape (its shape is checked by the op's own check: the
    spec labels a wrong padding shape with the op's constraint)."""
    if not (isinstance(attr, at.DenseElementsAttr) and isinstance(attr.type.element_type, IntegerType)):
        raise _kind_error(name, attr, "a dense tensor of integers")
    return _read_only(np.array(attr.array, dtype=np.int64))


def _decode_float(attr: at.Attribute, name: str) -> float:
    if not isinstance(attr, (at.FloatAttr, at.IntegerAttr)) or isinstance(attr.value, bool):
        raise _kind_error(name, attr, "a float")
    return float(attr.value)


def _decode_string(attr: at.Attribute, name: str) -> str:
    if not isinstance(attr, at.StringAttr):
        raise _kind_error(name, attr, "a string")
    return attr.value


def _decode_symbol(attr: at.Attribute, name: str) -> str:
    if isinstance(attr, at.SymbolRefAttr):
        return "::".join(attr.path)
    raise _kind_error(name, attr, "a symbol (@name)")


def _decode_type(attr: at.Attribute, name: str) -> Type:
    if not isinstance(attr, at.TypeAttr):
        raise _kind_error(name, attr, "a type")
    return attr.type


def _decode_elements(attr: at.Attribute, name: str) -> at.Attribute:
    if not isinstance(attr, (at.DenseElementsAttr, at.DenseResourceAttr)):
        raise _kind_error(name, attr, "dense elements (dense<...> or dense_resource<...>)")
    return attr


def _decode_conv(attr: at.Attribute, name: str) -> at.ConvDimensionNumbersAttr:
    if not isinstance(attr, at.ConvDimensionNumbersAttr):
        raise _kind_error(name, attr, "#stablehlo.conv<...>")
    return attr


def _decode_dict(attr: at.Attribute, name: str) -> at.DictAttr:
    if not isinstance(attr, at.DictAttr):
        raise _kind_error(name, attr, "a dictionary {...}")
    return attr


def _decode_array(attr: at.Attribute, name: str) -> tuple[at.Attribute, ...]:
    if not isinstance(attr, at.ArrayAttr):
        raise _kind_error(name, attr, "an array [...]")
    return tuple(_resolve(e) for e in attr.elements)  # type: ignore[misc]


_SIMPLE_DECODERS: dict[AttrKind, Callable[[at.Attribute, str], Any]] = {
    AttrKind.INT: _decode_int, AttrKind.INTS: _decode_ints, AttrKind.BOOL: _decode_bool,
    AttrKind.BOOLS: _decode_bools, AttrKind.FLOAT: _decode_float, AttrKind.STRING: _decode_string,
    AttrKind.SYMBOL: _decode_symbol, AttrKind.TYPE: _decode_type, AttrKind.ELEMENTS: _decode_elements,
    AttrKind.INT_TENSOR: _decode_int_tensor,
    AttrKind.CONV_DIMS: _decode_conv, AttrKind.DICT: _decode_dict, AttrKind.ARRAY: _decode_array,
    AttrKind.ANY: lambda attr, name: attr,
}


def _decode_value(kind: AttrKind, attr: at.Attribute, enum: type[DialectEnum] | None, struct: StructDef | None,
                  name: str) -> Any:
    attr = _resolve(attr)  # type: ignore[assignment]
    if kind is AttrKind.ENUM:
        return _decode_enum(enum, attr, name)
    if kind is AttrKind.ENUMS:
        return tuple(_decode_enum(enum, e, name) for e in _decode_array(attr, name))  # type: ignore[arg-type]
    if kind is AttrKind.STRUCT:
        if struct is None or not isinstance(attr, at.StructAttr) or attr.name != struct.name:
            raise _kind_error(name, attr, f"#{struct.name if struct else 'struct'}<...>")
        try:
            return struct.decode(attr)
        except AttrError as error:  # a field's error, told as the attribute's
            raise AttrError(name, f"attribute `{name}`: {error.message.replace('attribute `', 'field `', 1)}") \
                from None
    return _SIMPLE_DECODERS[kind](attr, name)


# --- declaring ops: the short spellings the dialect/ tables use -------------------------------------------

def attr(name: str, kind: AttrKind, default: Any = REQUIRED, elided: str | None = None) -> AttrDef:
    """An attribute of a simple kind (INT, INTS, BOOL, ...); ``elided``: the value that means its absence."""
    return AttrDef(name, kind, default, elided=elided)


def enum_attr(name: str, enum: type[DialectEnum], default: Any = REQUIRED) -> AttrDef:
    """An enum attribute; ``default`` is a member of ``enum``, ``None`` or ``REQUIRED``."""
    return AttrDef(name, AttrKind.ENUM, default, enum=enum)


def enums_attr(name: str, enum: type[DialectEnum], default: Any = REQUIRED) -> AttrDef:
    """A list of enum values (``precision_config``)."""
    return AttrDef(name, AttrKind.ENUMS, default, enum=enum)


def struct_attr(name: str, struct: StructDef, default: Any = REQUIRED) -> AttrDef:
    """A struct attribute (``#stablehlo.gather<...>``)."""
    return AttrDef(name, AttrKind.STRUCT, default, struct=struct)


def op_def(name: str, *, operands: str | tuple[str, ...] = (), results: str | tuple[str, ...] = "result",
           attributes: tuple[AttrDef, ...] = (), regions: str | tuple[str, ...] = (),
           traits: tuple[Trait | tuple[Trait, str], ...] = (), format: Any = GENERIC_ONLY, spec: str = "",
           table_checks_only: bool = False, unsupported: str | None = None,
           count_labels: tuple[tuple[str, str], ...] = ()) -> OpDef:
    """An OpDef with operands/results/regions given as names (``"inputs*"`` variadic, ``"x?"`` optional,
    ``"x:float|complex"`` element kinds); a trait may be given with the spec constraint it states for
    this op: ``(Trait.SAME_OPERANDS_AND_RESULT_TYPE, "C1")``; ``count_labels`` names the constraint a wrong
    count breaks when the spec labels it: ``(("regions", "C1"),)``."""
    plain = frozenset(t if isinstance(t, Trait) else t[0] for t in traits)
    labels = tuple(t for t in traits if not isinstance(t, Trait))
    caller = sys._getframe(1)
    return OpDef(name, operands=values(operands), results=values(results), attributes=tuple(attributes),
                 regions=values(regions), traits=plain, trait_labels=labels, format=format, spec=spec,
                 table_checks_only=table_checks_only, unsupported=unsupported, count_labels=count_labels,
                 declared_at=(caller.f_code.co_filename, caller.f_lineno))
