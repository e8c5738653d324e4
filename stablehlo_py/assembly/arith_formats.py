"""Assembly formats of MLIR's ``arith`` and ``tensor`` ops (the ``assemblyFormat`` of each op in llvm-project's
mlir/include/mlir/Dialect/Arith/IR/ArithOps.td and Tensor/IR/TensorOps.td).

Flags print as upstream writes them: ``overflow<nsw>`` and ``fastmath<fast>`` before the attribute dictionary
(kept as the ``#arith.overflow<...>`` / ``#arith.fastmath<...>`` attributes of the generic form), ``exact`` (a
unit attribute) and the rounding mode of ``truncf`` as a bare word (an ``i32`` enum attribute)."""
from __future__ import annotations

from ..ir import attributes as at
from ..ir.dtypes import float_from_bits
from ..ir.literals import HexInt
from ..ir.types import I64, BooleanType, FloatType, IndexType, IntegerType, TensorType, Type
from . import items as it
from .formats import Bound, Constant, Format, operand_list, single_type
from .reader import ItemReader

I32 = IntegerType(32)

# ArithBase.td: the cases of CmpIPredicate and CmpFPredicate (by value) and of RoundingMode.
CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF_PREDICATES = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
                   "une", "uno", "true")
ROUNDING_MODES = ("to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away")

# flag word -> (attribute name, the #arith.<kind> of its generic form)
_ANGLE_FLAGS = {"overflow": ("overflowFlags", "overflow"), "fastmath": ("fastmath", "fastmath")}


def scalar_attr(value: it.Item, type_: Type | None, r: ItemReader) -> at.Attribute:
    """``42 : i32``, ``1.5 : f32``, ``0x7FC00000 : f32``, ``true``: the typed attribute of a literal."""
    if not isinstance(value, it.Literal):
        raise r.error(f"expected a constant value but found {r.describe(value)}", value)
    if isinstance(value.value, bool):
        return at.BoolAttr(value.value)
    if isinstance(type_, FloatType):
        if isinstance(value.value, HexInt):
            return at.FloatAttr(float_from_bits(int(value.value), type_), type_, int(value.value))
        return at.FloatAttr(float(value.value), type_)
    if isinstance(type_, (IntegerType, IndexType, BooleanType)) and isinstance(value.value, int):
        return at.IntegerAttr(int(value.value), type_)
    raise r.error(f"'{value}' is not a value of type {type_}", value)


class ArithConstant(Constant):
    """``arith.constant [{attrs}] VALUE`` (``attr-dict $value``): ``dense<...> : tensor<...>``, ``0 : index``,
    ``1.5 : f32``, ``true``."""

    def parse(self, r):
        value = r.peek(1) if isinstance(r.peek(), it.AttrDictItem) else r.peek()
        if not isinstance(value, it.Literal):
            return super().parse(r)
        b = Bound(attributes=r.attr_dict())
        r.next()
        r.finish()
        type_ = None if isinstance(value.value, bool) and r.pretty.signature is None else \
            single_type(r, "expected ': type' after the value")
        attr = scalar_attr(value, type_, r)
        b.attributes["value"] = attr
        b.result_types = (type_ if type_ is not None else BooleanType(),)
        return b

    def print(self, op, p):
        value = op.attributes.get("value")
        attrs = p.attr_dict(op.attributes, {"value"})
        if op.operands or len(op.result_types) != 1:
            return None
        if isinstance(value, at.BoolAttr) and isinstance(op.result_types[0], BooleanType):
            return f"{attrs} {value}"
        if isinstance(value, (at.IntegerAttr, at.FloatAttr)) and value.type == op.result_types[0]:
            return f"{attrs} {value}"
        return super().print(op, p)


def _angle_flag(word: str, group: it.Group) -> at.Attribute:
    return at.OpaqueAttr(f"#arith.{_ANGLE_FLAGS[word][1]}<{', '.join(str(e[0]) for e in group.elements)}>")


class Flagged(Format):
    """``[PREDICATE,] %a[, %b] [flags] attr-dict : T [to R]`` (ArithOps.td's binary, unary, compare and cast ops).

    ``flags`` are the words the op takes after its operands (``overflow``, ``fastmath``, ``exact``,
    ``roundingmode``); ``predicates`` the names of a compare's ``predicate`` (an ``i64`` attribute);
    ``compare`` makes the result ``i1`` of the operands' shape; ``cast`` reads ``: T to R``."""

    def __init__(self, flags: tuple[str, ...] = (), predicates: tuple[str, ...] = (), compare: bool = False,
                 cast: bool = False):
        self.flags, self.predicates, self.compare, self.cast = flags, predicates, compare, cast

    def parse(self, r):
        b = Bound()
        if self.predicates:
            item = r.peek()  # cmpf's `false`/`true` come as literals
            word = r.next().text if isinstance(item, it.Literal) and item.text in self.predicates \
                else r.word(self.predicates)
            b.attributes["predicate"] = at.IntegerAttr(self.predicates.index(word), I64)
            r.comma()
        b.operands = r.operands()
        while isinstance(r.peek(), it.Word) and r.peek().text in self.flags + ROUNDING_MODES:
            word = r.next().text
            if word in _ANGLE_FLAGS:
                b.attributes[_ANGLE_FLAGS[word][0]] = _angle_flag(word, r.group("<>"))
            elif word == "exact":
                b.attributes["isExact"] = at.UnitAttr()
            elif "roundingmode" in self.flags:
                b.attributes["roundingmode"] = at.IntegerAttr(ROUNDING_MODES.index(word), I32)
            else:
                raise r.error(f"unexpected '{word}'")
        b.attributes.update(r.attr_dict())
        r.finish()
        t = single_type(r, "expected ': type'") if not self.cast else self._cast_types(r, b)
        if not self.cast:
            b.operand_types = (t,) * len(b.operands)
            b.result_types = (i1_like(t) if self.compare else t,)
        return b

    @staticmethod
    def _cast_types(r: ItemReader, b: Bound) -> None:
        sig, tail = r.pretty.signature, r.pretty.tail
        if sig is None or len(sig.items) != 1 or len(tail) != 2 or not it.is_word(tail[0], "to") \
                or not isinstance(tail[1], it.TypeItem):
            raise r.error("expected ': T to R'")
        b.operand_types, b.result_types = (sig.items[0],), (tail[1].type,)

    def print(self, op, p):
        if len(op.result_types) != 1 or not op.operands:
            return None
        parts, consumed = [], set()
        if self.predicates:
            predicate = op.attributes.get("predicate")
            if not (isinstance(predicate, at.IntegerAttr) and 0 <= predicate.value < len(self.predicates)):
                return None
            parts.append(self.predicates[predicate.value] + ",")
            consumed.add("predicate")
        parts.append(operand_list(op.operands))
        if "roundingmode" in self.flags and "roundingmode" in op.attributes:
            mode = op.attributes["roundingmode"]
            if not (isinstance(mode, at.IntegerAttr) and 0 <= mode.value < len(ROUNDING_MODES)):
                return None
            parts.append(ROUNDING_MODES[mode.value])
            consumed.add("roundingmode")
        for word, (name, kind) in _ANGLE_FLAGS.items():
            flag = op.attributes.get(name)
            prefix = f"#arith.{kind}<"
            if word in self.flags and isinstance(flag, at.OpaqueAttr) and flag.text.startswith(prefix):
                parts.append(f"{word}{flag.text[len('#arith.'):][len(kind):]}")
                consumed.add(name)
        if "exact" in self.flags and isinstance(op.attributes.get("isExact"), at.UnitAttr):
            parts.append("exact")
            consumed.add("isExact")
        head = " " + " ".join(parts) + p.attr_dict(op.attributes, consumed)
        operand = op.operand_types[0]
        if self.cast:
            return f"{head} : {operand} to {op.result_types[0]}"
        same = all(t == operand for t in op.operand_types)
        result_ok = op.result_types[0] == (i1_like(operand) if self.compare else operand)
        return f"{head} : {operand}" if same and result_ok else None


def i1_like(t: Type) -> Type:
    """``i1``, or a tensor of ``i1`` of ``t``'s shape (the result of a compare, ArithOps.td getI1SameShape)."""
    if isinstance(t, TensorType):
        return TensorType(t.shape, BooleanType())
    return BooleanType()


class Select(Format):
    """``arith.select %c, %a, %b : T`` (an ``i1`` condition) or ``: C, T`` (a condition of T's shape)."""

    def parse(self, r):
        b = Bound(operands=r.operands())
        b.attributes.update(r.attr_dict())
        r.finish()
        sig = r.pretty.signature
        if sig is None or sig.results is not None or len(sig.items) not in (1, 2) or len(b.operands) != 3:
            raise r.error("expected '%cond, %a, %b : [C, ]T'")
        condition = sig.items[0] if len(sig.items) == 2 else BooleanType()
        t = sig.items[-1]
        b.operand_types, b.result_types = (condition, t, t), (t,)
        return b

    def print(self, op, p):
        if len(op.operands) != 3 or len(op.result_types) != 1:
            return None
        condition, a, c = op.operand_types
        t = op.result_types[0]
        if not a == c == t:
            return None
        types = f"{t}" if condition == BooleanType() else f"{condition}, {t}"
        return f" {operand_list(op.operands)}{p.attr_dict(op.attributes, set())} : {types}"


# ---------------------------------------------------------------- tensor (TensorOps.td)

class Bracketed(Format):
    """``[%scalar into] %t[%i, %j] attr-dict : T`` (tensor.extract: the element; tensor.insert: ``T``)."""

    def __init__(self, insert: bool):
        self.insert = insert

    def parse(self, r):
        b = Bound()
        if self.insert:
            b.operands.append(r.operand())
            r.word(("into",))
        b.operands.append(r.operand())
        indices = r.group("[]")
        b.operands.extend(_value(e, r) for e in indices.elements)
        b.attributes.update(r.attr_dict())
        r.finish()
        t = single_type(r, "expected ': tensor<...>'")
        if not isinstance(t, TensorType):
            raise r.error(f"expected a tensor type but found {t}")
        count = len(indices.elements)
        if self.insert:
            b.operand_types = (t.element_type, t) + (IndexType(),) * count
            b.result_types = (t,)
        else:
            b.operand_types = (t,) + (IndexType(),) * count
            b.result_types = (t.element_type,)
        return b

    def print(self, op, p):
        first = 2 if self.insert else 1
        if len(op.operands) < first or len(op.result_types) != 1:
            return None
        t = op.operand_types[first - 1]
        if not isinstance(t, TensorType):
            return None
        expected = ((t.element_type, t) if self.insert else (t,)) + (IndexType(),) * (len(op.operands) - first)
        if op.operand_types != expected or op.result_types[0] != (t if self.insert else t.element_type):
            return None
        head = f"{op.operands[0]} into {op.operands[1]}" if self.insert else op.operands[0]
        return f" {head}[{operand_list(op.operands[first:])}]{p.attr_dict(op.attributes, set())} : {t}"


def _value(element: tuple[it.Item, ...], r: ItemReader) -> str:
    if len(element) != 1 or not isinstance(element[0], it.ValueRef):
        raise r.error(f"expected an index operand but found '{' '.join(map(str, element))}'", element[0])
    return element[0].name


class OperandsToResult(Format):
    """``%a, %b attr-dict : R`` where the operands' types follow from the result's: ``operand_types(R, n)``
    (tensor.from_elements: R's element type; tensor.splat: the element then ``index`` dynamic sizes)."""

    def __init__(self, parens: bool = False, brackets_after_first: bool = False):
        self.parens, self.brackets = parens, brackets_after_first

    def parse(self, r):
        b = Bound()
        if self.parens:  # tensor.empty(%d0, %d1)
            b.operands = [_value(e, r) for e in r.group("()").elements]
        else:
            b.operands = r.operands()
            if self.brackets and isinstance(r.peek(), it.Group) and r.peek().kind == "[]":
                b.operands.extend(_value(e, r) for e in r.group("[]").elements)
        b.attributes.update(r.attr_dict())
        r.finish()
        t = single_type(r, "expected ': tensor<...>'")
        if not isinstance(t, TensorType):
            raise r.error(f"expected a tensor type but found {t}")
        b.result_types = (t,)
        b.operand_types = self._operand_types(t, len(b.operands))
        return b

    def _operand_types(self, t: TensorType, count: int) -> tuple[Type, ...]:
        if self.parens:
            return (IndexType(),) * count
        if self.brackets:
            return (t.element_type,) + (IndexType(),) * (count - 1) if count else ()
        return (t.element_type,) * count

    def print(self, op, p):
        if len(op.result_types) != 1 or not isinstance(op.result_types[0], TensorType):
            return None
        t = op.result_types[0]
        if op.operand_types != self._operand_types(t, len(op.operands)):
            return None
        attrs = p.attr_dict(op.attributes, set())
        if self.parens:
            return f"({operand_list(op.operands)}){attrs} : {t}"
        if self.brackets:
            if not op.operands:
                return None
            sizes = f"[{operand_list(op.operands[1:])}]" if len(op.operands) > 1 else ""
            return f" {op.operands[0]}{sizes}{attrs} : {t}"
        return (f" {operand_list(op.operands)}" if op.operands else "") + f"{attrs} : {t}"


class SourceThen(Format):
    """``[%source[, %index]] attr-dict : T`` with a fixed result type (tensor.dim, tensor.rank: ``index``)."""

    def __init__(self, operands: int):
        self.count = operands

    def parse(self, r):
        b = Bound(attributes=r.attr_dict())  # tensor.dim writes attr-dict first
        b.operands = r.operands()
        b.attributes.update(r.attr_dict())
        r.finish()
        if len(b.operands) != self.count:
            raise r.error(f"expected {self.count} operands")
        t = single_type(r, "expected ': tensor<...>'")
        b.operand_types = (t, IndexType())[:self.count]
        b.result_types = (IndexType(),)
        return b

    def print(self, op, p):
        if len(op.operands) != self.count or op.result_types != (IndexType(),) \
                or op.operand_types[1:] != (IndexType(),) * (self.count - 1):
            return None
        attrs = p.attr_dict(op.attributes, set())
        return f"{attrs} {operand_list(op.operands)} : {op.operand_types[0]}"

