"""The op table: every op the project knows, declared once (``ir.opdef.OpDef``), by spec family.

Each module here declares the ops of one family in ``OPS``; the same family name
names the op's checks (``verifier/checks/<family>.py``) and kernels
(``interpreter/kernels/<family>.py``). ``shlo ops NAME`` shows where each piece is.
"""
from __future__ import annotations

import dataclasses

from ..ir.opdef import OpDef, Trait
from . import (arith, batch_norm, chlo, collectives, control_flow, convolution, dot, dynamic, elementwise, fft,
               func, gather_scatter, linalg, mhlo, ml_program, quantization, reduction, rng, sdy, shape,
               shape_dialect, sort, tensor, testing)

FAMILIES = (func, elementwise, quantization, shape, dynamic, gather_scatter, sort, reduction, dot,
            convolution, linalg, fft, batch_norm, rng, control_flow, collectives, chlo, mhlo, sdy, arith, tensor,
            shape_dialect, ml_program, testing)


def _build_table() -> dict[str, OpDef]:
    table: dict[str, OpDef] = {}
    for module in FAMILIES:
        family = module.__name__.rsplit(".", 1)[1]
        for definition in module.OPS:
            if definition.name in table:
                raise ValueError(f"{definition.name} is declared twice ({table[definition.name].family}, {family})")
            table[definition.name] = dataclasses.replace(definition, family=family)
    return table


TABLE: dict[str, OpDef] = _build_table()

# `return` and `call` inside a func.func body are written for func.return and func.call.
SHORTHANDS = {"return": "func.return", "call": "func.call"}

# The ops that end a block (Trait.TERMINATOR), with their shorthands.
TERMINATORS: frozenset[str] = frozenset(
    [name for name, d in TABLE.items() if d.has(Trait.TERMINATOR)]
    + [short for short, name in SHORTHANDS.items() if TABLE[name].has(Trait.TERMINATOR)])


def op_definition(name: str) -> OpDef | None:
    """The declaration of op ``name`` (shorthands resolved), or None for an op the project does not know."""
    return TABLE.get(SHORTHANDS.get(name, name))


def require_known(name: str, what: str) -> OpDef:
    """The declaration of ``name``; registering ``what`` (a check, a kernel) for an undeclared op fails."""
    definition = TABLE.get(name)
    if definition is None:
        raise LookupError(f"cannot register {what} for {name}: the op table (stablehlo_py/dialect/) does not "
                          f"declare it")
    return definition


def format_of(name: str):
    """The pretty format of op ``name`` (None when it prints in the generic form or is not declared)."""
    definition = TABLE.get(name)
    return definition.format if definition is not None else None


def drop_elided_defaults(name: str, attributes: dict) -> None:
    """Removes from op ``name``'s ``attributes`` (in place) those holding the value that means their absence
    (``AttrDef.elided``): the generic form and bytecode write ODS defaults that the pretty form leaves out."""
    definition = TABLE.get(name)
    if definition is not None:
        definition.drop_elided(attributes)
