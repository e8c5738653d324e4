"""Checks of the control-flow and structural ops (spec "if", "case", "while", "map",
"optimization_barrier", "after_all", "create_token", "composite", "custom_call", "async_start",
"async_done")."""
from __future__ import annotations

import re

from ...ir.attributes import (ArrayAttr, DenseElementsAttr, DictAttr, EnumAttr, IntegerAttr, StringAttr,
                                StructAttr, SymbolRefAttr, int_list)
from ...ir.nodes import Region
from ...ir.types import BooleanType, FutureType, TensorType, TokenType, TupleType, Type
from ..bodies import returned_types
from ..context import OpContext
from ..type_rules import (all_compatible, counted, struct_int, type_list, type_mismatch,
                     types_compatible)
from ..registry import checks


def check_scalar_operand(ctx: OpContext, label: str) -> bool:
    """The predicate of ``if`` / the index of ``case`` is a 0-dimensional tensor."""
    operand = ctx.operand_types[0] if ctx.operand_types else None
    return ctx.require(isinstance(operand, TensorType) and operand.shape == (), label,
                       lambda: f"operand #0 has type {operand} but must be a 0-dimensional tensor")


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


@checks("stablehlo.if")
def if_(ctx: OpContext) -> None:
    """if (C1)-(C3); ``pred`` is a ``tensor<i1>``."""
    if ctx.arity(1, None) and check_scalar_operand(ctx, "signature") and len(ctx.op.regions) == 2:
        check_branches(ctx, ctx.op.regions, ("C1", "C2", "C3"))


@checks("stablehlo.case")
def case(ctx: OpContext) -> None:
    """case (C1)-(C4); ``index`` is a ``tensor<si32>``."""
    if not ctx.arity(1, None) or not check_scalar_operand(ctx, "signature"):
        return
    if ctx.require(len(ctx.op.regions) > 0, "C1", "has no branches but needs at least one"):
        check_branches(ctx, ctx.op.regions, ("C2", "C3", "C4"))


@checks("stablehlo.while")
def while_(ctx: OpContext) -> None:
    """while (C1)-(C3)."""
    if len(ctx.op.regions) != 2:
        ctx.error("signature", f"has {counted(len(ctx.op.regions), 'region')} but takes 2 (cond, body)")
        return
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


@checks("stablehlo.optimization_barrier")
def optimization_barrier(ctx: OpContext) -> None:
    """optimization_barrier (C1) ``type(operand...) = type(result...)``."""
    ctx.require(all_compatible(ctx.operand_types, ctx.result_types), "C1",
                lambda: type_mismatch("result", None, ctx.result_types, "operand", None, ctx.operand_types))


@checks("stablehlo.after_all", "stablehlo.create_token")
def after_all(ctx: OpContext) -> None:
    """after_all / create_token: token operands, one token result (spec Inputs/Outputs)."""
    for i, t in enumerate(ctx.operand_types):
        if not ctx.require(isinstance(t, TokenType), "signature",
                           f"operand #{i} has type {t} but must be a {TokenType()}"):
            return
    ctx.require(tuple(ctx.result_types) == (TokenType(),), "signature",
                lambda: f"results are ({type_list(ctx.result_types)}) but the op produces a single {TokenType()}")


# is_namespaced_op_name (spec "composite"): dot-separated identifiers, at least two of them.
_NAMESPACED_OP_NAME = re.compile(r"[a-zA-Z_][a-zA-Z0-9_$]*(\.[a-zA-Z0-9_$]+)+")


@checks("stablehlo.composite")
def composite(ctx: OpContext) -> None:
    """composite (C1)-(C4)."""
    name = ctx.attr("name")
    if not ctx.require(isinstance(name, StringAttr) and _NAMESPACED_OP_NAME.fullmatch(name.value) is not None,
                       "C1", lambda: f"attribute `name` is {name} but must be a namespaced op name such as "
                                     f"\"my_namespace.my_op\""):
        return
    decomposition = ctx.attr("decomposition")
    func = ctx.funcs.get(decomposition.name) if isinstance(decomposition, SymbolRefAttr) else None
    if not ctx.require(func is not None, "C2", f"attribute `decomposition` is {decomposition} but must name a "
                                               f"function of this module"):
        return
    callee = f"@{decomposition.name}"
    if ctx.require(ctx.operand_types == func.type.inputs, "C3",
                   lambda: type_mismatch("operand", None, ctx.operand_types, "input", callee, func.type.inputs,
                                         exact=True)):
        ctx.require(ctx.result_types == func.type.results, "C4",
                    lambda: type_mismatch("result", None, ctx.result_types, "result", callee, func.type.results,
                                          exact=True))


# async_start (C2): the ops its body may run asynchronously.
_ASYNC_OPS = frozenset(f"stablehlo.{name}" for name in (
    "all_reduce", "all_gather", "all_to_all", "collective_permute", "reduce_scatter", "collective_broadcast",
    "slice", "dynamic_slice", "dynamic_update_slice"))


@checks("stablehlo.async_start")
def async_start(ctx: OpContext) -> None:
    """async_start (C1)-(C4)."""
    if not ctx.require(len(ctx.op.regions) == 1 and len(ctx.op.regions[0].blocks) == 1, "C1",
                       lambda: f"has {counted(len(ctx.op.regions), 'region')} but must have one region of one "
                               f"block"):
        return
    body = ctx.op.regions[0]
    ops = body.entry.ops
    if not ctx.require(len(ops) == 2, "C1", lambda: f"the body holds {counted(len(ops), 'op')} but must hold one "
                                                    f"op and its return"):
        return
    if not ctx.require(ops[0].name in _ASYNC_OPS, "C2", f"the body runs `{ops[0].name}` but may only run a "
                                                        f"collective op, slice, dynamic_slice or dynamic_update_slice"):
        return
    args = tuple(a.type for a in body.entry.arguments)
    if not ctx.require(tuple(ctx.operand_types) == args, "C3",
                       lambda: type_mismatch("operand", None, ctx.operand_types, "argument", "the body", args,
                                             exact=True)):
        return
    inferred = FutureType(returned_types(body))
    ctx.require(tuple(ctx.result_types) == (inferred,), "C4",
                lambda: f"results are ({type_list(ctx.result_types)}) but the body returns "
                        f"({type_list(inferred.types)}), so the op must produce {inferred}")


@checks("stablehlo.async_done")
def async_done(ctx: OpContext) -> None:
    """async_done (C1): a ``future<T>`` operand gives results ``T``."""
    if not ctx.arity(1, None):
        return
    future = ctx.operand_types[0]
    if ctx.require(isinstance(future, FutureType), "signature",
                   f"operand #0 has type {future} but must be a !stablehlo.future"):
        ctx.require(all_compatible(future.types, ctx.result_types), "C1",
                    lambda: type_mismatch("result", None, ctx.result_types, "value", "the future operand",
                                          future.types))


# custom_call ``api_version`` (upstream's CustomCallApiVersion): 4 is API_VERSION_TYPED_FFI.
_API_VERSIONS = ("API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING",
                 "API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI")


@checks("stablehlo.custom_call")
def custom_call(ctx: OpContext) -> None:
    """custom_call: the spec leaves its semantics implementation-defined; these are upstream's rules for
    ``backend_config``, the layouts and ``output_operand_aliases``. ``called_computations`` may name
    functions outside the module (upstream's syntax/ops_stablehlo_roundtrip.mlir), so they are not looked up."""
    version = ctx.attr("api_version")
    name = (version.value if isinstance(version, EnumAttr) else
            _API_VERSIONS[version.value] if isinstance(version, IntegerAttr) and 0 <= version.value < 5 else None)
    config = ctx.attr("backend_config")
    if config is not None and name is not None:
        typed_ffi = name == "API_VERSION_TYPED_FFI"
        ctx.require(isinstance(config, DictAttr if typed_ffi else StringAttr), "backend_config",
                    f"attribute `backend_config` is {config} but api_version {name} requires a "
                    f"{'dictionary' if typed_ffi else 'string'}")
    _check_layouts(ctx)
    aliases = ctx.attr("output_operand_aliases")
    for alias in aliases.elements if isinstance(aliases, ArrayAttr) else ():
        if isinstance(alias, StructAttr) and not _check_alias(ctx, alias):
            return


def _check_layouts(ctx: OpContext) -> None:
    """``operand_layouts``/``result_layouts``: both or neither, one per operand/result, each a permutation
    of ``[0, rank)`` (tokens: empty)."""
    operand_layouts, result_layouts = ctx.attr("operand_layouts"), ctx.attr("result_layouts")
    if operand_layouts is None and result_layouts is None:
        return
    if not ctx.require(isinstance(operand_layouts, ArrayAttr) and isinstance(result_layouts, ArrayAttr), "layout",
                       "attributes `operand_layouts` and `result_layouts` must be given both or neither"):
        return
    results = ctx.result_types
    if len(results) == 1 and isinstance(results[0], TupleType):
        results = results[0].types
    for what, types, layouts in (("operand", ctx.operand_types, operand_layouts.elements),
                                 ("result", results, result_layouts.elements)):
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
            dims = [int(d) for d in layout.array.reshape(-1)]  # tensor<Nxindex>
            if not isinstance(t, TensorType):
                if not ctx.require(not dims, "layout", f"{what} #{i} has type {t} but its layout is {dims}; "
                                                       f"only tensors may have a non-empty layout"):
                    return
                continue
            if t.shape is not None and not ctx.require(sorted(dims) == list(range(t.rank)), "layout",
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


def _check_alias(ctx: OpContext, alias: StructAttr) -> bool:
    """One ``#stablehlo.output_operand_alias``: indices in bounds, aliased parts of the same type."""
    index = struct_int(alias, "operand_index")
    n = len(ctx.operand_types)
    if not ctx.require(0 <= index < n, "output_operand_alias", f"output_operand_alias has operand_index {index} "
                                                               f"but the op has {counted(n, 'operand')}"):
        return False
    results = ctx.result_types
    output = results[0] if len(results) == 1 else TupleType(tuple(results))
    output_part = _tuple_part(output, int_list(alias.get("output_tuple_indices")) or ())
    if not ctx.require(output_part is not None, "output_operand_alias",
                       lambda: f"output_operand_alias has output_tuple_indices {alias.get('output_tuple_indices')} "
                               f"but the output type {output} has no such element"):
        return False
    operand_part = _tuple_part(ctx.operand_types[index], int_list(alias.get("operand_tuple_indices")) or ())
    if not ctx.require(operand_part is not None, "output_operand_alias",
                       lambda: f"output_operand_alias has operand_tuple_indices "
                               f"{alias.get('operand_tuple_indices')} but operand #{index} of type "
                               f"{ctx.operand_types[index]} has no such element"):
        return False
    return ctx.require(types_compatible(operand_part, output_part), "output_operand_alias",
                       f"output_operand_alias pairs an operand part of type {operand_part} with an output part of "
                       f"type {output_part}; their types must match")
