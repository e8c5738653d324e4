"""Declarations of the ``func`` family: ``func.call`` and ``func.return`` (spec "Module, Function, Call
and Return"; MLIR's func dialect, FuncOps.td).

``func.func`` is not declared here: it is not an op of the AST but a ``Func`` node that the module
grammar reads (parser/builder.py), the printer writes (Printer.func), the verifier's driver checks
(signature, bounds, duplicate symbols, terminator) and the interpreter calls. None of the table's
pieces (a format, generic checks on an op, a kernel) would ever be applied to it.
"""
from __future__ import annotations

from ..assembly.formats import Callee, ReturnLike
from ..ir.opdef import AttrKind, Trait, attr, op_def

OPS = (
    # %r = func.call @f(%a, %b) : (T0, T1) -> R  (`call` inside a function body)
    op_def("func.call", spec="spec Module, Function, Call and Return", operands="operands*", results="results*",
           attributes=(attr("callee", AttrKind.SYMBOL), attr("arg_attrs", AttrKind.ARRAY, None),
                       attr("res_attrs", AttrKind.ARRAY, None), attr("no_inline", AttrKind.BOOL, False)),
           format=Callee("callee", as_string=False)),
    # func.return %a, %b : T0, T1  (`return` inside a function body)
    op_def("func.return", spec="spec Module, Function, Call and Return", operands="operands*", results="",
           traits=(Trait.TERMINATOR,), format=ReturnLike(),
           # its operands are checked against the enclosing function's type by the verifier's driver
           # (verify_func_return), which alone knows the function
           table_checks_only=True,
           unsupported="a terminator: the evaluator returns its operands from the function (run_block)"),
)
