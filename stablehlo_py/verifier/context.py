"""The object an op check receives: the op, its types, attribute readers, and ``require``."""
from __future__ import annotations

from typing import Callable, Union

from ..errors import counted
from ..ir.attributes import Attribute, int_list
from ..ir.nodes import Func, Op
from ..ir.types import TensorType, Type
from .diagnostics import Diagnostic

Message = Union[str, Callable[[], str]]


class OpContext:
    """Checks of one op record their findings here; ``require(cond, "C2", message)`` is the idiom.

    Messages may be given as a callable so that formatting happens only when the rule is broken.

    What a check reads beyond the op's own types and attributes (``constants``, ``funcs``, ``symbols``,
    ``module_attributes``) is read through properties that note it in ``read_outside``: an op whose checks
    read nothing else passed or failed on its signature alone (the driver's memo, verifier/driver.py).
    """

    __slots__ = ("op", "source_name", "diagnostics", "_funcs", "_constants", "_module_attributes", "_symbols",
                 "failed", "read_outside")

    def __init__(self, op: Op, source_name: str, diagnostics: list[Diagnostic], funcs: dict[str, Func],
                 constants: dict[str, Attribute], module_attributes: dict[str, Attribute] | None = None,
                 symbols: dict[str, Op] | None = None):
        self.op = op
        self.source_name = source_name
        self.diagnostics = diagnostics
        self._funcs = funcs
        self._constants = constants
        self._module_attributes = module_attributes or {}
        self._symbols = symbols or {}
        self.failed = False
        self.read_outside = False  # a check read something other than the op's types and attributes

    # -- what the op's context holds ---------------------------------------------------------------

    @property
    def funcs(self) -> dict[str, Func]:
        """The module's functions by name."""
        self.read_outside = True
        return self._funcs

    @property
    def constants(self) -> dict[str, Attribute]:
        """The value of each ``stablehlo.constant`` in scope, by SSA name."""
        self.read_outside = True
        return self._constants

    @property
    def module_attributes(self) -> dict[str, Attribute]:
        """The module's attributes (``mhlo.num_replicas``, ...)."""
        self.read_outside = True
        return self._module_attributes

    @property
    def symbols(self) -> dict[str, Op]:
        """The module's top-level ops by ``sym_name`` (``sdy.mesh``)."""
        self.read_outside = True
        return self._symbols

    # -- reporting ---------------------------------------------------------------------------------

    def error(self, constraint: str, message: Message, at: str | None = None) -> None:
        """Record that the op breaks ``constraint`` (a spec label such as ``C3``); ``at`` names the
        attribute at fault, whose own line is reported when it was written on one."""
        text = message() if callable(message) else message
        self.failed = True
        line, column = self.op.attribute_positions.get(at, (self.op.line, self.op.column)) if at else \
            (self.op.line, self.op.column)
        self.diagnostics.append(Diagnostic(self.source_name, line, column, self.op.name, constraint, text))

    def require(self, condition: bool, constraint: str, message: Message, at: str | None = None) -> bool:
        """Report ``message`` under ``constraint`` unless ``condition`` holds; returns ``condition``."""
        if not condition:
            self.error(constraint, message, at)
        return condition

    # -- the op's signature ------------------------------------------------------------------------

    @property
    def operand_types(self) -> tuple[Type, ...]:
        """The op's operand types, in order."""
        return self.op.operand_types

    @property
    def result_types(self) -> tuple[Type, ...]:
        """The op's result types, in order."""
        return self.op.result_types

    def arity(self, operands: int | None, results: int | None, label: str = "signature") -> bool:
        """The op takes ``operands`` operands and produces ``results`` results (None: any number)."""
        ok = True
        if operands is not None and len(self.op.operands) != operands:
            self.error(label, f"has {counted(len(self.op.operands), 'operand')} but takes {operands}")
            ok = False
        if results is not None and len(self.op.result_types) != results:
            self.error(label, f"has {counted(len(self.op.result_types), 'result')} but produces {results}")
            ok = False
        return ok

    def signature(self, operands: int | None, results: int | None = 1) -> bool:
        """``arity(operands, results)`` and every operand and result a ranked tensor."""
        return (self.arity(operands, results) and self.tensors(self.op.operand_types)
                and self.tensors(self.op.result_types, "result"))

    def tensors(self, types: tuple[Type, ...], what: str = "operand", ranked: bool = True) -> bool:
        """Every one of ``types`` is a (ranked) tensor; reports the first that is not."""
        for i, t in enumerate(types):
            if not isinstance(t, TensorType) or (ranked and t.shape is None):
                kind = "a ranked tensor" if ranked else "a tensor"
                self.error("signature", f"{what} #{i} has type {t} but must be {kind}")
                return False
        return True

    def constant_ints(self, index: int) -> tuple[int, ...] | None:
        """The integers of operand ``index`` when it is defined by a ``stablehlo.constant``, else None."""
        return int_list(self.constants.get(self.op.operands[index]))


def did_you_mean(name: str, candidates) -> str:
    """``; did you mean `x`?`` for the candidate closest to ``name`` (difflib's ratio of at least 0.6), or
    nothing."""
    import difflib  # only when a name is unknown: not on the start-up path of every verify

    match = difflib.get_close_matches(name, list(candidates), n=1, cutoff=0.6)
    return f"; did you mean `{match[0]}`?" if match else ""
