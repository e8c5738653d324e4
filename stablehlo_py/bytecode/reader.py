"""Reading a portable artifact into the program tree the text parser builds.

``read_bytecode`` decodes the container (container.py) with the builtin and VHLO codecs and turns
each VHLO op into its StableHLO or func op as it is read (legalize.py: VhloLegalizeToStablehlo.cpp,
older op versions upgraded first), so the result equals parsing upstream's deserialized text.
"""
from __future__ import annotations

from functools import lru_cache

from ..ir.generic_forms import GenericFormError, func_from_generic, module_from_generic
from ..ir.nodes import Module, Op
from . import legalize, vhlo_ops
from .builtin_codec import BuiltinCodec
from .container import MAGIC, IRReader, OpName, Tables, read_header
from .errors import BytecodeError
from .vhlo_codec import VhloCodec

CODECS = {"builtin": BuiltinCodec(), "vhlo": VhloCodec()}
# Inherent attributes of the builtin ops, "?" marking an optional one (BuiltinOps.td).
BUILTIN_PROPERTIES = {"builtin.module": ("?sym_name", "?sym_visibility"),
                      "builtin.unrealized_conversion_cast": ()}


def is_bytecode(data: bytes) -> bool:
    """Whether ``data`` starts with MLIR bytecode's magic number."""
    return data[:4] == MAGIC


def bytecode_header(data: bytes, source_name: str = "<bytes>") -> tuple[int, str]:
    """(bytecode version, producer string) of an artifact; the producer names StableHLO's version."""
    version, producer, _ = read_header(data, source_name)
    return version, producer


def read_bytecode(data: bytes, source_name: str = "<bytes>", module_type: type[Module] = Module) -> Module:
    """The module a portable artifact holds, as ``parser.load`` would build it from the same program's text."""
    tables = Tables(bytes(data), source_name, CODECS)
    reader = _Finisher(tables, module_type)
    ops = IRReader(tables, reader.finish, property_names).read()
    if len(ops) == 1 and isinstance(ops[0], Module):
        return ops[0]
    raise BytecodeError(f"the artifact's top level holds {len(ops)} ops, not one builtin.module", "IR", None,
                        source_name)


@lru_cache(maxsize=None)
def property_names(op_name: OpName) -> tuple[str, ...] | None:
    """The inherent attributes of an op, in the order its properties are stored (sorted by name)."""
    if op_name.dialect == "vhlo":
        names = vhlo_ops.attribute_names(op_name.name)
        return None if names is None else tuple(sorted(names))
    return BUILTIN_PROPERTIES.get(op_name.name)


class _Finisher:
    """Turns each op into its final node as soon as its regions are read."""

    def __init__(self, tables: Tables, module_type: type[Module]) -> None:
        self.tables = tables
        self.module_type = module_type

    def finish(self, op: Op, parent: str | None):
        name = op.name
        if name.startswith("vhlo."):
            if name == "vhlo.return_v1":
                op.name = "func.return" if parent == "vhlo.func_v1" else "stablehlo.return"
                return op
            try:
                op.name, op.attributes = legalize.to_stablehlo(name, op.attributes)
            except (ValueError, KeyError) as exc:
                raise BytecodeError(f"{name}: {exc}", "IR", None, self.tables.source_name) from None
            if op.name == "func.func":
                try:
                    return func_from_generic(op)
                except GenericFormError as exc:
                    raise BytecodeError(str(exc), "IR", None, self.tables.source_name) from None
            return op
        if name == "builtin.module":
            module = module_from_generic(op)
            return self.module_type(body=module.body, name=module.name, attributes=module.attributes,
                                    location=module.location, source_name=self.tables.source_name)
        return op
