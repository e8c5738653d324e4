"""Checks of the ``control_flow`` family (spec "while", "if", "case", "optimization_barrier", "composite",
"custom_call"), and (LEGACY, elementwise's) "map"."""
from __future__ import annotations

import re

from ...errors import counted
from ...ir.attributes import DenseElementsAttr, DictAttr, StringAttr, StructAttr
from ...ir.nodes import Region
from ...ir.structs import OUTPUT_OPERAND_ALIAS
from ...ir.types import BooleanType, TensorType, TupleType, Type
from ..bodies import returned_types
from ..context import OpContext
from ..registry import check
from .func import check_called_signature
from ..type_rules import all_compatible, type_mismatch, types_compatible


def check_scalar_operand(ctx: OpContext, label: str) -> bool:
    """The predicate of ``if`` / the index of ``case`` is a 0-dimensional tensor (its element type is
    declared in the table)."""
    operand = ctx.operand_types[0]
    return ctx.require(operand.shape == (), label, lambda: f"operand #0 has type {operand} but must be a "
                                                           f"0-dimensional tensor")


def check_branches(ctx: OpContext, branches: tuple[Region, ...], labels: tuple[str, str, str]) -> None:
    """Branches take no arguments (labels[0]), return the same types (labels[1]), which are the op's
    result types (labels[2]) — if (C1)-(C3), case (C2)-(C4)."""
    for i, branch in enumerate(branches):
        n = len(branch.entry.arguments)
        if not ctx.require(n == 0, labels[0], f"branch #{i} takes {counted(n, 'argument')} but branches take "
                                              f"none"):
            return
    first = returned_types(branches[0])
    for i, branch in enumerate(branches[1:], start=1):
        other = returned_types(branch)
        if not ctx.require(all_compatible(first, other), labels[1],
                           lambda: type_mismatch("return value", f"branch #{i}", other, "return value", "branch #0",
                                                 first)):
            return
    ctx.require(all_compatible(first, ctx.result_types), labels[2],
                lambda: type_mismatch("result", None, ctx.result_types, "return value", "the branches", first))


@check("stablehlo.if")
def check_if(ctx: OpContext, attrs) -> None:
    """if (C1)-(C3); ``pred`` is a 0-dimensional ``tensor<i1>`` (spec Inputs)."""
    if check_scalar_operand(ctx, "signature"):
        check_branches(ctx, ctx.op.regions, ("C1", "C2", "C3"))


@check("stablehlo.case")
def check_case(ctx: OpContext, attrs) -> None:
    """case (C1)-(C4); ``index`` is a 0-dimensional ``tensor<si32>`` (spec Inputs)."""
    if not check_scalar_operand(ctx, "signature"):
        return
    if ctx.require(len(ctx.op.regions) > 0, "C1", "has no branches but needs at least one"):
        check_branches(ctx, ctx.op.regions, ("C2", "C3", "C4"))


@check("stablehlo.while")
def check_while(ctx: OpContext, attrs) -> None:
    """while (C1)-(C3)."""
    cond, body = ctx.op.regions
    if not _operands_match(ctx, "C1", "argument", "the cond block", tuple(a.type for a in cond.entry.arguments)):
        return
    cond_result = returned_types(cond)
    if not ctx.require(len(cond_result) == 1, "C1",
                       lambda: f"the cond block returns {counted(len(cond_result), 'value')} but must return one "
                               f"tensor<i1>"):
        return
    pred = cond_result[0]
    if not ctx.require(isinstance(pred, TensorType) and (pred.shape == () or pred.shape is None)
                       and isinstance(pred.element_type, BooleanType), "C1",
                       lambda: f"the cond block returns {pred} but must return a 0-dimensional tensor of i1"):
        return
    if (_operands_match(ctx, "C2", "argument", "the body block", tuple(a.type for a in body.entry.arguments))
            and _operands_match(ctx, "C2", "return value", "the body block", returned_types(body))):
        _operands_match(ctx, "C3", "result", None, ctx.result_types)


def _operands_match(ctx: OpContext, label: str, kind: str, owner: str | None, types: tuple[Type, ...]) -> bool:
    """while: ``types`` (the ``kind`` values of ``owner``) are ``Ti = type(operand[i])`` (up to compatible
    shapes)."""
    operands = ctx.operand_types
    return ctx.require(all_compatible(operands, types), label,
                       lambda: type_mismatch("operand", None, operands, kind, owner, types))


@check("stablehlo.optimization_barrier")
def check_optimization_barrier(ctx: OpContext, attrs) -> None:
    """optimization_barrier (C1) ``type(operand...) = type(result...)``."""
    ctx.require(all_compatible(ctx.operand_types, ctx.result_types), "C1",
                lambda: type_mismatch("result", None, ctx.result_types, "operand", None, ctx.operand_types))


# is_namespaced_op_name (spec "composite"): dot-separated identifiers, at least two of them.
_NAMESPACED_OP_NAME = re.compile(r"[a-zA-Z_][a-zA-Z0-9_$]*(\.[a-zA-Z0-9_$]+)+")


@check("stablehlo.composite")
def check_composite(ctx: OpContext, attrs) -> None:
    """composite (C1)-(C4)."""
    if not ctx.require(_NAMESPACED_OP_NAME.fullmatch(attrs.name) is not None, "C1",
                       lambda: f"attribute `name` is \"{attrs.name}\" but must be a namespaced op name such as "
                               f"\"my_namespace.my_op\""):
        return
    func = ctx.funcs.get(attrs.decomposition)
    if not ctx.require(func is not None, "C2", f"attribute `decomposition` is @{attrs.decomposition} but must name "
                                               f"a function of this module"):
        return
    check_called_signature(ctx, func, f"@{attrs.decomposition}", "C3", "C4")


# custom_call ``api_version`` (upstream's CustomCallApiVersion, an I32EnumAttr written as its number).
_API_VERSIONS = ("API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING",
                 "API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI")


@check("stablehlo.custom_call")
def check_custom_call(ctx: OpContext, attrs) -> None:
    """custom_call: the spec leaves its semantics implementation-defined; these are upstream's rules for
    ``backend_config``, the layouts and ``output_operand_aliases``. ``called_computations`` may name
    functions outside the module (upstream's syntax/ops_stablehlo_roundtrip.mlir), so they are not looked up."""
    version = _API_VERSIONS[attrs.api_version] if 0 <= attrs.api_version < len(_API_VERSIONS) else None
    config = attrs.backend_config
    if config is not None and version is not None:
        typed_ffi = version == "API_VERSION_TYPED_FFI"
        ctx.require(isinstance(config, DictAttr if typed_ffi else StringAttr), "backend_config",
                    f"attribute `backend_config` is {config} but api_version {version} requires a "
                    f"{'dictionary' if typed_ffi else 'string'}")
    _check_layouts(ctx, attrs.operand_layouts, attrs.result_layouts)
    for alias in attrs.output_operand_aliases:
        if (isinstance(alias, StructAttr) and alias.name == OUTPUT_OPERAND_ALIAS.name
                and not _check_alias(ctx, OUTPUT_OPERAND_ALIAS.decode(alias))):
            return


def _check_layouts(ctx: OpContext, operand_layouts, result_layouts) -> None:
    """``operand_layouts``/``result_layouts``: both or neither, one per operand/result, each a permutation
    of ``[0, rank)`` (tokens: empty)."""
    if operand_layouts is None and result_layouts is None:
        return
    if not ctx.require(operand_layouts is not None and result_layouts is not None, "layout",
                       "attributes `operand_layouts` and `result_layouts` must be given both or neither"):
        return
    results = ctx.result_types
    if len(results) == 1 and isinstance(results[0], TupleType):
        results = results[0].types
    for what, types, layouts in (("operand", ctx.operand_types, operand_layouts),
                                 ("result", results, result_layouts)):
        if not ctx.require(len(types) == len(layouts), "layout",
                           f"attribute `{what}_layouts` has {counted(len(layouts), 'entry')} but the op has "
                           f"{counted(len(types), what)}"):
            return
        for i, (t, layout) in enumerate(zip(types, layouts)):
            if not ctx.require(not isinstance(t, TupleType), "layout",
                               f"{what} #{i} has tuple type {t}, which `{what}_layouts` cannot describe"):
                return
            if not isinstance(layout, DenseElementsAttr):
                continue
            flat = layout.array.reshape(-1)  # tensor<Nxindex>; a fuzzed one may be a splat of billions
            dims = [int(d) for d in flat[:8]] + (["..."] if flat.size > 8 else [])
            if not isinstance(t, TensorType):
                if not ctx.require(not dims, "layout", f"{what} #{i} has type {t} but its layout is {dims}; "
                                                       f"only tensors may have a non-empty layout"):
                    return
                continue
            if t.shape is not None and not ctx.require(flat.size == t.rank and sorted(flat.tolist()) == list(range(t.rank)),
                                                       "layout",
                                                       f"{what} #{i} has type {t} but its layout is {dims}; it "
                                                       f"must be a permutation of [0, {t.rank})"):
                return


def _tuple_part(t: Type, indices: tuple[int, ...]) -> Type | None:
    """The element of (nested) tuple type ``t`` at ``indices``, or None when they are out of bounds."""
    for i in indices:
        if not isinstance(t, TupleType) or not 0 <= i < len(t.types):
            return None
        t = t.types[i]
    return t


def _check_alias(ctx: OpContext, alias) -> bool:
    """One ``#stablehlo.output_operand_alias`` (its decoded record): indices in bounds, aliased parts of the
    same type."""
    index = alias.operand_index
    n = len(ctx.operand_types)
    if not ctx.require(0 <= index < n, "output_operand_alias", f"output_operand_alias has operand_index {index} "
                                                               f"but the op has {counted(n, 'operand')}"):
        return False
    results = ctx.result_types
    output = results[0] if len(results) == 1 else TupleType(tuple(results))
    output_part = _tuple_part(output, alias.output_tuple_indices)
    if not ctx.require(output_part is not None, "output_operand_alias",
                       lambda: f"output_operand_alias has output_tuple_indices {list(alias.output_tuple_indices)} "
                               f"but the output type {output} has no such element"):
        return False
    operand_part = _tuple_part(ctx.operand_types[index], alias.operand_tuple_indices)
    if not ctx.require(operand_part is not None, "output_operand_alias",
                       lambda: f"output_operand_alias has operand_tuple_indices "
                               f"{list(alias.operand_tuple_indices)} but operand #{index} of type "
                               f"{ctx.operand_types[index]} has no such element"):
        return False
    return ctx.require(types_compatible(operand_part, output_part), "output_operand_alias",
                       f"output_operand_alias pairs an operand part of type {operand_part} with an output part of "
                       f"type {output_part}; their types must match")
