"""What a module holds and whether ``shlo run`` can run it (issue #14, ``shlo info``): its dialects, functions
with named and sharded arguments, an op histogram, the custom-call targets with their support, the bytes of
its constants, the module attributes a run depends on, and the ops that would stop a run."""
from __future__ import annotations

from collections import Counter
from dataclasses import field
from math import prod

from ..ir.records import record
from ..dialect import op_definition
from ..interpreter.custom_calls import has_target
from ..interpreter.kernels import lookup
from ..ir.dtypes import dtype_of
from ..ir.mapped import is_mapped
from ..ir.nodes import Func, Module, Op
from ..ir.opdef import Trait
from ..ir.types import TensorType
from ..verifier import verify_module
from .signature import argument_names, result_names

# Module attributes a run depends on (the process grid, shape polymorphism, shardings) or that say where it
# came from: these keys and every key with these prefixes.
_RUN_ATTRIBUTES = ("jax.uses_shape_polymorphism",)
_RUN_ATTRIBUTE_PREFIXES = ("mhlo.", "xla.sdy.")
_SHARDING_KEYS = ("sdy.sharding", "mhlo.sharding")
_CONSTANT_OPS = ("stablehlo.constant", "mhlo.constant", "arith.constant")


@record
class Blocker:
    """An op kind that stops a run: what it is, why, how often and where first."""

    what: str
    why: str
    count: int = 0
    first_line: int = 0

    def to_json(self) -> dict:
        return {"op": self.what, "why": self.why, "count": self.count, "first_line": self.first_line}


@record
class Inventory:
    """``shlo info``'s view of a module (JSON-ready through ``to_json``)."""

    dialects: list[str]
    functions: list[dict]
    histogram: list[tuple[str, int]]
    custom_calls: list[dict]
    constant_bytes: int
    attributes: dict[str, str]
    # bytes of dense_resource blobs that are views of the file's memory map (ir/mapped.py), not copies
    mapped_bytes: int
    meshes: list[str]
    diagnostics: list[str]
    blockers: list[Blocker] = field(default_factory=list)
    entry: str | None = None  # the function shlo run calls without --entry (Module.entry_name), if there is one

    @property
    def runnable(self) -> bool:
        return not self.blockers and not self.diagnostics and self.entry is not None

    def verdict(self) -> str:
        """One line: runnable by ``shlo run``, or what stops it."""
        if self.runnable:
            return "runnable by shlo run" + ("" if self.entry == "main" else f" (its entry: @{self.entry})")
        reasons = []
        if self.diagnostics:
            reasons.append(f"{len(self.diagnostics)} verification error(s), the first: {self.diagnostics[0]}")
        reasons += [f"{b.what} ({b.why}; {b.count}x, first at line {b.first_line})" for b in self.blockers]
        if self.entry is None:
            reasons.append("no @main, nor a single public function, to run (use --entry)")
        return "not runnable: " + "; ".join(reasons)

    def to_json(self) -> dict:
        return {"dialects": self.dialects, "functions": self.functions,
                "op_histogram": dict(self.histogram), "custom_calls": self.custom_calls,
                "constant_bytes": self.constant_bytes, "mapped_constant_bytes": self.mapped_bytes,
                "module_attributes": self.attributes,
                "meshes": self.meshes, "verification_errors": self.diagnostics,
                "blockers": [b.to_json() for b in self.blockers], "runnable": self.runnable,
                "verdict": self.verdict()}


def take_inventory(module: Module) -> Inventory:
    """Everything ``shlo info`` reports about ``module``; the module is verified (not run)."""
    ops = list(module.walk())
    histogram = Counter(op.name for op in ops)
    dialects = sorted({op.dialect for op in ops} | ({"func"} if module.funcs else set()))
    blockers: dict[str, Blocker] = {}
    targets: dict[str, dict] = {}
    for op in (op for func in module.funcs.values() for op in func.walk()):  # top-level ops only declare
        if op.name == "stablehlo.custom_call":
            name = _target_name(op)
            entry = targets.setdefault(name, {"target": name, "supported": has_target(name), "count": 0,
                                              "first_line": op.line})
            entry["count"] += 1
            why = None if entry["supported"] else "no implementation of this target is registered"
            key = f"stablehlo.custom_call @{name}"
        else:
            why, key = _why_not_run(op), op.name
        if why is not None:
            blocker = blockers.setdefault(key, Blocker(key, why, first_line=op.line))
            blocker.count += 1
    return Inventory(
        dialects=dialects,
        functions=[_function(func, module) for func in module.funcs.values()],
        histogram=histogram.most_common(),
        custom_calls=sorted(targets.values(), key=lambda t: t["target"]),
        constant_bytes=sum(_constant_bytes(op) for op in ops if op.name in _CONSTANT_OPS),
        mapped_bytes=sum(len(blob) for blob in module.resources.values() if is_mapped(blob)),
        attributes={key: str(value) for key, value in module.attributes.items()
                    if key in _RUN_ATTRIBUTES or key.startswith(_RUN_ATTRIBUTE_PREFIXES)},
        meshes=[f"@{_symbol(op)} = {op.attributes['mesh']}" for op in module.body
                if isinstance(op, Op) and op.name == "sdy.mesh" and "mesh" in op.attributes],
        diagnostics=[str(d).splitlines()[0] for d in verify_module(module)],
        blockers=list(blockers.values()),
        entry=entry if (entry := module.entry_name()) in module.funcs else None)


def _target_name(op: Op) -> str:
    attr = op.attributes.get("call_target_name")
    return getattr(attr, "value", str(attr))


def _symbol(op: Op) -> str:
    attr = op.attributes.get("sym_name")
    return getattr(attr, "value", "?")


def _why_not_run(op: Op) -> str | None:
    """Why the interpreter cannot evaluate ``op`` (None when it can): not a known op, or one without a
    kernel (terminators are evaluated by the block that ends with them)."""
    definition = op_definition(op.name)
    if definition is None:
        return "not an op of any dialect shlo knows"
    if Trait.TERMINATOR in definition.traits or lookup(definition.name) is not None:
        return None
    return definition.unsupported or "no kernel"


def _constant_bytes(op: Op) -> int:
    """Bytes of a constant's value, from its result type (nothing is decoded)."""
    (type_,) = op.result_types[:1] or (None,)
    if not isinstance(type_, TensorType) or type_.shape is None or None in type_.shape:
        return 0
    try:
        itemsize = dtype_of(type_.element_type).itemsize
    except (KeyError, TypeError, ValueError):  # element types NumPy cannot hold (quantized): not counted
        return 0
    return prod(type_.shape) * itemsize


def _function(func: Func, module: Module) -> dict:
    """Name, visibility and type of ``func``; each argument and result with its name and sharding."""
    def described(types, names, attrs_list) -> list[dict]:
        out = []
        for i, (type_, name) in enumerate(zip(types, names)):
            attrs = attrs_list[i] if i < len(attrs_list) and attrs_list[i] is not None else None
            entries = dict(attrs.entries) if attrs is not None else {}
            sharding = next((str(entries[k]) for k in _SHARDING_KEYS if k in entries), None)
            out.append({"name": name, "type": str(type_), "sharding": sharding})
        return out

    return {"name": func.name, "visibility": func.visibility or "public", "type": str(func.type),
            "arguments": described(func.type.inputs, argument_names(func, module), func.arg_attrs),
            "results": described(func.type.results, result_names(func), func.result_attrs)}
