"""Where plain MLIR bytecode keeps each op's inherent attributes: the layout of its properties.

A registered op's properties entry is what ODS generates for ``writeProperties`` (llvm-project
mlir/tools/mlir-tblgen/OpDefinitionsGen.cpp, ``genPropertiesSupportForBytecode``):

- the inherent attributes sorted by name; a required one is ``varint attrIdx``, an optional one
  (``OptionalAttr``, ``DefaultValuedAttr``, ``UnitAttr``) ``varint((attrIdx << 1) | present)``;
- for an op with ``AttrSizedOperandSegments``/``...ResultSegments``: before bytecode version 6
  (``kNativePropertiesODSSegmentSize``) the sizes are a required ``DenseI32ArrayAttr`` among the
  attributes by name (``operandSegmentSizes``), from version 6 native properties written after them
  with ``writeSparseArray`` (BytecodeImplementation.h). Both measured on jaxlib 0.12's chlo.scan.

The layout is derived from the op table (``dialect/``): an attribute is optional when the table gives it
a default. The few places where the table's declaration is not upstream's ODS are listed below, each with
its reason. In a layout, ``?`` marks an optional attribute, ``~`` one that upstream added later (files
written before it lack it: when a blob holds fewer entries, these are dropped, newest first), and ``#name:N``
a segment-sizes property of N groups (``#-name:N``: one to read and leave out).
"""
from __future__ import annotations

from functools import lru_cache


SEGMENT_SIZES = ("operandSegmentSizes", "resultSegmentSizes")

# Inherent attributes of ops that are not in the op table (or not as ops).
# func.func: FuncOps.td (func.func is a Func node of the AST, not an op of the table).
# builtin.module: BuiltinOps.td. Shardy: shardy/dialect/sdy/ir/ops.td (reduction_op added 2026-07).
OTHER_LAYOUTS: dict[str, tuple[str, ...]] = {
    "func.func": ("?arg_attrs", "function_type", "~no_inline", "?res_attrs", "sym_name", "?sym_visibility"),
    "builtin.module": ("?sym_name", "?sym_visibility"),
    "builtin.unrealized_conversion_cast": (),
    "sdy.mesh": ("mesh", "sym_name"), "sdy.sharding_constraint": ("sharding",), "sdy.reshard": ("sharding",),
    "sdy.return": (), "sdy.manual_computation": ("in_shardings", "manual_axes", "out_shardings"),
    "sdy.sharding_group": ("group_id",), "sdy.constant": ("value",), "sdy.data_flow_edge": ("?sharding",),
    "sdy.propagation_barrier": ("allowed_direction",),
    "sdy.named_computation": ("?in_shardings", "name", "?out_shardings"),
    "sdy.all_gather": ("gathering_axes", "out_sharding"), "sdy.all_slice": ("out_sharding", "slicing_axes"),
    "sdy.all_to_all": ("out_sharding", "params"), "sdy.collective_permute": ("out_sharding",),
    "sdy.all_reduce": ("out_sharding", "reduction_axes", "~reduction_op"),
    "sdy.reduce_scatter": ("out_sharding", "reduce_scatter_axes", "~reduction_op"),
    "sdy.sharded_to_unreduced": ("axes", "out_sharding"),
    "sdy.replicated_to_unreduced": ("axes", "out_sharding"), "sdy.func_data_flow_edge": (),
}
# Attributes the table declares that are not inherent upstream (kept in the op's dictionary instead).
NOT_INHERENT: dict[str, frozenset[str]] = {
    # jax.export's shape assertions carry it as a discardable attribute (StablehloOps.td has none)
    "stablehlo.custom_call": frozenset({"error_message"}),
}
# Attributes required by ODS that the table gives a default (for the verifier's and kernels' sake).
ODS_REQUIRED: dict[str, frozenset[str]] = {
    "stablehlo.slice": frozenset({"strides"}),  # DenseI64ArrayAttr:$strides (StablehloOps.td)
}
# Segment sizes ODS keeps that the table does not declare (read, then left out, as the text's tree has
# them not): ChloOps.td's scan is AttrSizedResultSegments too.
UNDECLARED_SEGMENTS: dict[str, tuple[str, ...]] = {"chlo.scan": ("resultSegmentSizes",)}
# Optional attributes upstream added after files were written without them (FuncOps.td, StablehloOps.td).
LATER: dict[str, tuple[str, ...]] = {
    "func.call": ("no_inline", "arg_attrs", "res_attrs"),
    "stablehlo.collective_broadcast": ("has_dynamic_root",),
    "stablehlo.collective_reduce": ("has_dynamic_root",),
}


@lru_cache(maxsize=None)
def plain_layout(op_name: str) -> tuple[str, ...] | None:
    """The properties layout of op ``op_name`` in plain bytecode; None for an op this project does not know."""
    layout = OTHER_LAYOUTS.get(op_name)
    if layout is not None:
        return layout
    from ..dialect import TABLE  # the op table, imported only when a plain file is read

    definition = TABLE.get(op_name)
    if definition is None:
        return None
    skip = NOT_INHERENT.get(op_name, frozenset())
    required = ODS_REQUIRED.get(op_name, frozenset())
    later = LATER.get(op_name, ())
    names = []
    segments = []
    for attribute in definition.attributes:
        name = attribute.name
        if name in skip:
            continue
        if name in SEGMENT_SIZES:  # "#name:groups" (a sparse array does not hold its size)
            groups = definition.operands if name == SEGMENT_SIZES[0] else definition.results
            segments.append(f"#{name}:{len(groups)}")
        elif name in later:
            names.append("~" + name)
        elif attribute.required or name in required:
            names.append(name)
        else:
            names.append("?" + name)
    for name in UNDECLARED_SEGMENTS.get(op_name, ()):
        groups = definition.operands if name == SEGMENT_SIZES[0] else definition.results
        segments.append(f"#-{name}:{len(groups)}")
    names.sort(key=lambda n: n.lstrip("?~"))
    segments.sort(key=lambda n: n.lstrip("#-"))  # operandSegmentSizes, then resultSegmentSizes
    return tuple(names) + tuple(segments)


def drop_later(op_name: str, layout: tuple[str, ...], count: int) -> tuple[str, ...]:
    """``layout`` without as many of upstream's later additions (``~``) as make it ``count`` entries long,
    the newest dropped first (``LATER`` lists them oldest first; otherwise their order in the layout)."""
    later = ["~" + n for n in LATER[op_name]] if op_name in LATER else [n for n in layout if n[0] == "~"]
    excess = len(layout) - count
    if excess <= 0 or not later:
        return layout
    dropped = set(later[len(later) - min(excess, len(later)):])
    return tuple(n for n in layout if n not in dropped)
