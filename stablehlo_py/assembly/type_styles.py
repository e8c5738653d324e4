"""Type signatures of pretty ops (MLIR's ``custom<...Type>`` directives).

Each style reads the ``Signature`` after ``:`` into operand and result types,
and prints them back: ``: T``, ``: (T, T) -> R``, ``: Tpred, T``, ...
"""
from __future__ import annotations

from ..errors import ParseError
from ..ir.nodes import Op
from ..ir.types import ComplexType, FunctionType, TensorType, TupleType, Type
from . import items as it
from .reader import ItemReader


def _functional(sig: it.Signature | None) -> tuple[tuple[Type, ...], tuple[Type, ...]] | None:
    """(inputs, results) of a ``(T...) -> R`` / ``(T...) -> (R...)`` signature, else None."""
    if sig is None or sig.results is None or len(sig.items) != 1 or not isinstance(sig.items[0], tuple):
        return None
    results = sig.results if isinstance(sig.results, tuple) else (sig.results,)
    return tuple(sig.items[0]), tuple(results)


def _plain_types(sig: it.Signature | None) -> tuple[Type, ...] | None:
    """The types of a ``T, T, ...`` signature (no parentheses, no ``->``), else None."""
    if sig is None or sig.results is not None or any(isinstance(t, tuple) for t in sig.items):
        return None
    return tuple(sig.items)


def format_functional(inputs, results) -> str:
    """`` : (T...) -> R``."""
    return " : " + str(FunctionType(tuple(inputs), tuple(results)))


class TypeStyle:
    """Base: ``parse`` returns (operand types, result types); ``print`` the text from `` : ``."""

    expected = "a type signature"

    def parse(self, sig: it.Signature | None, n_operands: int, r: ItemReader):
        raise NotImplementedError

    def print(self, op: Op) -> str:
        raise NotImplementedError

    def fail(self, sig, r: ItemReader) -> ParseError:
        """The error for a missing signature or one this style does not accept."""
        if sig is None:
            last = r.items[-1] if r.items else None
            after = f" after '{last}'" if isinstance(last, (it.ValueRef, it.Word, it.Literal)) else ""
            return r.error(f"expected ':' and the types{after}", last)
        return r.error(f"expected {self.expected} after ':'")

    def functional(self, sig, n_operands: int, r: ItemReader):
        """(inputs, results) when the signature is ``(T...) -> R``, checked against the operand count."""
        fn = _functional(sig)
        if fn is not None:
            self.check_count(fn[0], n_operands, r)
        return fn

    @staticmethod
    def check_count(types, n_operands: int, r: ItemReader) -> None:
        """One operand type per operand."""
        if len(types) != n_operands:
            raise r.error(f"{n_operands} operands but {len(types)} operand types")


class Functional(TypeStyle):
    """``functional-type(operands, results)``: ``(T0, T1) -> R``."""

    expected = "a function type '(...) -> ...'"

    def parse(self, sig, n_operands, r):
        fn = self.functional(sig, n_operands, r)
        if fn is None:
            raise self.fail(sig, r)
        return fn

    def print(self, op):
        return format_functional(op.operand_types, op.result_types)


class SameOperandsAndResult(TypeStyle):
    """``custom<SameOperandsAndResultType>``: ``T`` when all types agree, else functional."""

    expected = "a type or a function type"

    def parse(self, sig, n_operands, r):
        if sig is not None and sig.results is None and len(sig.items) == 1 and type(sig.items[0]) is not tuple:
            t = sig.items[0]  # the common `: T`
            return (t,) * n_operands, (t,)
        fn = self.functional(sig, n_operands, r)
        if fn is not None:
            return fn
        plain = _plain_types(sig)
        if plain is None or len(plain) != 1:
            raise self.fail(sig, r)
        return (plain[0],) * n_operands, plain

    def print(self, op):
        if len(op.result_types) == 1 and all(t == op.result_types[0] for t in op.operand_types):
            return f" : {op.result_types[0]}"
        return format_functional(op.operand_types, op.result_types)


class Select(TypeStyle):
    """``custom<SelectOpType>``: ``Tpred, T`` or functional."""

    def parse(self, sig, n_operands, r):
        fn = self.functional(sig, n_operands, r)
        if fn is not None:
            return fn
        plain = _plain_types(sig)
        if plain is None or len(plain) != 2:
            raise self.fail(sig, r)
        return (plain[0], plain[1], plain[1]), (plain[1],)

    def print(self, op):
        pred, on_true, on_false = op.operand_types
        if len(op.result_types) == 1 and on_true == on_false == op.result_types[0]:
            return f" : {pred}, {on_true}"
        return format_functional(op.operand_types, op.result_types)


class Complex(TypeStyle):
    """``custom<ComplexOpType>``: the complex result type, or functional."""

    def parse(self, sig, n_operands, r):
        fn = self.functional(sig, n_operands, r)
        if fn is not None:
            return fn
        plain = _plain_types(sig)
        if plain is None or len(plain) != 1 or not isinstance(plain[0], TensorType) \
                or not isinstance(plain[0].element_type, ComplexType):
            raise self.fail(sig, r)
        real = _real_type(plain[0])
        return (real,) * n_operands, plain

    def print(self, op):
        res = op.result_types[0]
        if isinstance(res, TensorType) and isinstance(res.element_type, ComplexType) \
                and all(t == _real_type(res) for t in op.operand_types):
            return f" : {res}"
        return format_functional(op.operand_types, op.result_types)


def _real_type(t: TensorType) -> TensorType:
    return TensorType(t.shape, t.element_type.element_type, t.encoding)  # type: ignore[union-attr]


class TupleResult(TypeStyle):
    """``custom<TupleOpType>``: ``tuple<A, B>`` gives the operand types."""

    def parse(self, sig, n_operands, r):
        plain = _plain_types(sig)
        if plain is None or len(plain) != 1 or not isinstance(plain[0], TupleType):
            raise self.fail(sig, r)
        self.check_count(plain[0].types, n_operands, r)
        return plain[0].types, plain

    def print(self, op):
        return f" : {op.result_types[0]}"


class Pairwise(TypeStyle):
    """``custom<PairwiseOpType>``: ``T0, T1`` for operands and results alike."""

    def parse(self, sig, n_operands, r):
        if sig is None and n_operands == 0:
            return (), ()
        plain = _plain_types(sig)
        if plain is None:
            raise self.fail(sig, r)
        self.check_count(plain, n_operands, r)
        return plain, plain

    def print(self, op):
        return " : " + ", ".join(map(str, op.operand_types)) if op.operand_types else ""


class ResultsOnly(TypeStyle):
    """``type(results)``: no operands, ``: T``."""

    def parse(self, sig, n_operands, r):
        plain = _plain_types(sig)
        if plain is None:
            raise self.fail(sig, r)
        return (), plain

    def print(self, op):
        return " : " + ", ".join(map(str, op.result_types))


class OperandsOnly(TypeStyle):
    """``(: type($operands))?``: return ops."""

    def parse(self, sig, n_operands, r):
        if sig is None:
            if n_operands:
                raise self.fail(sig, r)
            return (), ()
        plain = _plain_types(sig)
        if plain is None:
            raise self.fail(sig, r)
        self.check_count(plain, n_operands, r)
        return plain, ()

    def print(self, op):
        return " : " + ", ".join(map(str, op.operand_types)) if op.operand_types else ""


class Arrow(TypeStyle):
    """CHLO: ``T -> R``, ``T0, T1 -> R``, ``T -> (R0, R1)``; ``paren`` for ``(T0, T1) -> R``."""

    def __init__(self, paren: bool = False):
        self.paren = paren

    def parse(self, sig, n_operands, r):
        fn = _functional(sig)
        if fn is None and sig is not None and sig.results is not None \
                and not any(isinstance(t, tuple) for t in sig.items):
            results = sig.results if isinstance(sig.results, tuple) else (sig.results,)
            fn = tuple(sig.items), results
        if fn is None:
            raise self.fail(sig, r)
        self.check_count(fn[0], n_operands, r)
        return fn

    def print(self, op):
        if self.paren:
            return format_functional(op.operand_types, op.result_types)
        ins = ", ".join(map(str, op.operand_types))
        res = op.result_types
        outs = str(res[0]) if len(res) == 1 else "(" + ", ".join(map(str, res)) + ")"
        return f" : {ins} -> {outs}"


class SameOperands(TypeStyle):
    """``: T`` is every operand's type; no results (the check dialect)."""

    def parse(self, sig, n_operands, r):
        plain = _plain_types(sig)
        if plain is None or len(plain) != 1:
            raise self.fail(sig, r)
        return (plain[0],) * n_operands, ()

    def print(self, op):
        return f" : {op.operand_types[0]}"


# The two styles most ops use: ``: T`` for all operands and results, and ``: (T, T) -> R``.
SAME = SameOperandsAndResult()
FUNCTIONAL = Functional()
