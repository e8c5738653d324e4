"""Checks of the ``ml_program`` family (MLProgramOps.td, and the verifiers of MLProgramOps.cpp):

- ``global``: an immutable global has an initial value (GlobalOp::verify); its visibility is ``public``,
  ``private`` or ``nested`` (SymbolOpInterface);
- ``global_load``, ``global_load_const``, ``global_store`` (verifySymbolUses): ``@name`` is an
  ``ml_program.global`` of the module, whose type is the type loaded or stored; ``global_load_const`` reads
  an immutable global and ``global_store`` writes a mutable one.

Labels name what is wrong (``value``, ``symbol``, ``type``, ``mutable``): MLProgramOps.td numbers no constraints.
"""
from __future__ import annotations

from ...assembly.ml_program_formats import VISIBILITIES
from ...dialect.ml_program import GLOBAL
from ...ir.opdef import AttrError
from ...ir.types import Type
from ..context import OpContext
from ..registry import check


@check("ml_program.global")
def check_global(ctx: OpContext, attrs) -> None:
    ctx.require(attrs.is_mutable or attrs.value is not None, "value",
                f"@{attrs.sym_name} is immutable but has no initial value")
    ctx.require(attrs.sym_visibility is None or attrs.sym_visibility in VISIBILITIES, "sym_visibility",
                f"visibility \"{attrs.sym_visibility}\" must be one of {', '.join(VISIBILITIES)}",
                at="sym_visibility")


def _global(ctx: OpContext, name: str):
    """The typed attributes of the ``ml_program.global`` named ``name``, or None (reported)."""
    op = ctx.symbols.get(name)
    if not ctx.require(op is not None and op.name == GLOBAL.name, "symbol",
                       f"undefined global: @{name} names no ml_program.global of the module", at="global"):
        return None
    try:
        return GLOBAL.decode(op)
    except AttrError:  # reported at the global itself
        return None


def _same_type(ctx: OpContext, found, used: Type, verb: str) -> None:
    declared = found.type
    ctx.require(declared == used, "type", f"cannot {verb} global @{found.sym_name} typed {declared} as {used}")


@check("ml_program.global_load")
def check_global_load(ctx: OpContext, attrs) -> None:
    found = _global(ctx, attrs.global_)
    if found is not None:
        _same_type(ctx, found, ctx.result_types[0], "load from")


@check("ml_program.global_load_const")
def check_global_load_const(ctx: OpContext, attrs) -> None:
    found = _global(ctx, attrs.global_)
    if found is not None:
        ctx.require(not found.is_mutable, "mutable", f"cannot load as const from mutable global @{found.sym_name}")
        _same_type(ctx, found, ctx.result_types[0], "load from")


@check("ml_program.global_store")
def check_global_store(ctx: OpContext, attrs) -> None:
    found = _global(ctx, attrs.global_)
    if found is not None:
        ctx.require(found.is_mutable, "mutable", f"cannot store to immutable global @{found.sym_name}")
        _same_type(ctx, found, ctx.operand_types[0], "store to")
