"""Reading a portable artifact into the program tree the text parser builds.

``read_bytecode`` decodes the container (container.py) with the builtin, VHLO and Shardy codecs and turns
each VHLO op into its StableHLO or func op as it is read (legalize.py: VhloLegalizeToStablehlo.cpp,
older op versions upgraded first), so the result equals parsing upstream's deserialized text.

Artifacts of jax.export also hold Shardy (``sdy``) ops and attributes, which keep builtin types, and
``builtin.unrealized_conversion_cast`` ops bridging those to VHLO types ("mixed serialization",
stablehlo/transforms/StablehloLegalizeToVhlo.cpp). Once VHLO types are read as the ir's types each such
cast maps a value to its own type, and it is folded away, as upstream's deserializer does
(reconcile-unrealized-casts); sdy ops and attributes are kept as they are.
"""
from __future__ import annotations

import gc
import mmap
import re
from functools import lru_cache
from typing import Callable

from ..dialect import drop_elided_defaults
from ..ir.generic_forms import GenericFormError, func_from_generic, module_from_generic
from ..ir.nodes import Func, Module, Op
from . import legalize, vhlo_ops
from .builtin_codec import BUILTIN_CODEC
from .container import MAGIC, IRReader, OpName, Tables, read_header
from .errors import BytecodeError
from .plain_layouts import plain_layout
from .sdy_codec import SdyCodec
from .stablehlo_codec import CHLO_CODEC, STABLEHLO_CODEC
from .vhlo_codec import VHLO_CODEC

CODECS = {"builtin": BUILTIN_CODEC, "vhlo": VHLO_CODEC, "sdy": SdyCodec(), "stablehlo": STABLEHLO_CODEC,
          "chlo": CHLO_CODEC}
CAST = "builtin.unrealized_conversion_cast"


def is_bytecode(data: bytes) -> bool:
    """Whether ``data`` starts with MLIR bytecode's magic number."""
    return data[:4] == MAGIC


def bytecode_header(data: bytes, source_name: str = "<bytes>",
                    span: tuple[int, int] | None = None) -> tuple[int, str]:
    """(bytecode version, producer string) of an artifact (``data[span[0]:span[1]]``, by default all of it);
    the producer names StableHLO's version."""
    version, producer, _ = read_header(data, source_name, *(span or (0, None)))
    return version, producer


def bytecode_form(data: bytes, source_name: str = "<bytes>",
                  span: tuple[int, int] | None = None) -> tuple[str, tuple[str, ...]]:
    """Which kind of MLIR bytecode ``data`` is, and the dialects it names: ``"VHLO artifact"`` (StableHLO's
    portable serialization, the ``vhlo`` dialect) or ``"plain MLIR bytecode"`` (the dialects themselves, as
    MLIR's writer leaves them: jaxlib's ``write_bytecode``, TF, ``stablehlo-opt --emit-bytecode``).
    ``BytecodeError`` when the file's tables do not read."""
    dialects = tuple(Tables(data if isinstance(data, (bytes, mmap.mmap)) else bytes(data), source_name, CODECS,
                            span=span).dialects)
    return ("VHLO artifact" if "vhlo" in dialects else "plain MLIR bytecode"), dialects


def producer_name(producer: str) -> str:
    """Who wrote a bytecode file, from its producer string: StableHLO's serializer writes
    ``StableHLO_vX.Y.Z`` (the target version), MLIR's own writer ``MLIR<LLVM version>`` (BytecodeWriter.cpp
    ``getDefaultProducer``), unless the caller named another."""
    if producer.startswith("StableHLO_v"):
        return f"StableHLO's portable-artifact serializer, target {producer[len('StableHLO_v'):]}"
    match = re.fullmatch(r"MLIR(\d[\w.]*)", producer)
    if match:
        return f"MLIR's bytecode writer of LLVM {match.group(1)}, as in jaxlib, TensorFlow, stablehlo-opt"
    return producer or "unnamed"


def read_bytecode(data: bytes | mmap.mmap, source_name: str = "<bytes>", module_type: type[Module] = Module,
                  parse_text: Callable[[str, str], object] | None = None,
                  span: tuple[int, int] | None = None) -> Module:
    """The module a portable artifact or a plain MLIR bytecode file holds, as ``parser.load`` would build it
    from the same program's text. ``parse_text(text, "attribute" | "type")`` reads the entries a dialect
    wrote as text (without it they stay ``OpaqueAttr``/``OpaqueType``). ``data`` may be a file's memory map
    (its dense blobs are copied out once, aligned, and their pages released; aligned resource blobs stay
    views of it); the bytecode is ``data[span[0]:span[1]]``, by default all of it."""
    tables = Tables(data if isinstance(data, (bytes, mmap.mmap)) else bytes(data), source_name, CODECS, parse_text,
                    span)
    reader = _Finisher(tables, module_type)
    # Reading makes many objects and frees none: the cyclic collector would only rescan them (20% of the
    # time on a 10,000-op artifact), so it is paused while the tree is built.
    collecting = gc.isenabled()
    gc.disable()
    try:
        plain = "vhlo" not in tables.dialects
        finish = reader.finish_plain if plain else reader.finish
        ops = IRReader(tables, finish, property_names, drop_elided_defaults if plain else None).read()
    finally:
        if collecting:
            gc.enable()
    if len(ops) == 1 and isinstance(ops[0], Module):
        if reader.casts:
            _fold_casts(ops[0], reader.casts)
        ops[0].resources.update(tables.used_resources)
        return ops[0]
    raise BytecodeError(f"the file's top level holds {len(ops)} ops, not one builtin.module", "IR", None,
                        source_name)


@lru_cache(maxsize=None)
def property_names(op_name: OpName) -> tuple[str, ...] | None:
    """The inherent attributes of an op, in the order its properties are stored (sorted by name; see
    ``plain_layouts`` for the markers)."""
    if op_name.dialect == "vhlo":
        names = vhlo_ops.attribute_names(op_name.name)
        return None if names is None else tuple(sorted(names))
    return plain_layout(op_name.name)


class _Finisher:
    """Turns each op into its final node as soon as its regions are read."""

    def __init__(self, tables: Tables, module_type: type[Module]) -> None:
        self.tables = tables
        self.module_type = module_type
        self.casts: dict[str, str] = {}  # result -> operand of each cast from a type to itself
        self.legalized: dict[int, tuple] = {}  # id of a VHLO op's attributes dict -> its StableHLO name and attributes

    def finish(self, op: Op, parent: str | None):
        # The container gives each (op name, dictionary, properties) one attributes dict of its own, so
        # its id names the op's final name and attributes once they are known (every op but the few below).
        legal = self.legalized.get(id(op.attributes))
        if legal is not None:
            op.name, op.attributes = legal
            return op
        name = op.name
        if name == CAST:
            if len(op.operands) == 1 and len(op.result_types) == 1 and op.operand_types[0] == op.result_types[0]:
                self.casts[op.result_groups[0][0]] = op.operands[0]
            return op
        if name.startswith("vhlo."):
            if name == "vhlo.return_v1":
                op.name = "func.return" if parent == "vhlo.func_v1" else "stablehlo.return"
                return op
            key = id(op.attributes)
            try:
                legal = legalize.to_stablehlo(name, op.attributes)
            except (ValueError, KeyError, TypeError, OverflowError) as exc:  # values of the wrong kind
                raise BytecodeError(f"{name}: {exc}", "IR", None, self.tables.source_name) from None
            op.name, op.attributes = legal
            if op.name != "func.func":
                self.legalized[key] = legal
                return op
            return self._func(op, parent)
        if name == "builtin.module":
            return self._module(op, parent)
        return op


    def finish_plain(self, op: Op, parent: str | None):
        """``finish`` for plain bytecode, whose ops are already what the text has: only functions and the
        module become their nodes (casts are kept, as in the text)."""
        name = op.name
        if name == "func.func":
            return self._func(op, parent)
        if name == "builtin.module":
            return self._module(op, parent)
        return op

    def _module(self, op: Op, parent: str | None) -> Module:
        if parent is not None:
            raise BytecodeError(f"a builtin.module inside {parent} (only the top level holds one)", "IR", None,
                                self.tables.source_name)
        module = module_from_generic(op)
        return self.module_type(body=module.body, name=module.name, attributes=module.attributes,
                                location=module.location, source_name=self.tables.source_name)

    def _func(self, op: Op, parent: str | None) -> Func:
        if parent != "builtin.module":
            raise BytecodeError(f"a function inside {parent or 'no module'} (functions are the ops of a "
                                "builtin.module)", "IR", None, self.tables.source_name)
        try:
            return func_from_generic(op)
        except GenericFormError as exc:
            raise BytecodeError(str(exc), "IR", None, self.tables.source_name) from None


def _fold_casts(module: Module, casts: dict[str, str]) -> None:
    """Removes the identity casts and makes their users use the cast value itself (names are unique
    throughout a module read from bytecode, so one table serves every region)."""
    def source(name: str) -> str:
        for _ in range(len(casts)):  # a cast of a cast of ...
            if name not in casts:
                break
            name = casts[name]
        return name

    def visit(regions) -> None:
        for region in regions:
            for block in region.blocks:
                block.ops = tuple(op for op in block.ops if not (op.name == CAST and op.result_groups
                                                                  and op.result_groups[0][0] in casts))
                for op in block.ops:
                    if any(name in casts for name in op.operands):
                        op.operands = tuple(source(name) for name in op.operands)
                    visit(op.regions)

    for item in module.body:
        if isinstance(item, Func):
            visit(() if item.body is None else (item.body,))
        else:
            visit(item.regions)
