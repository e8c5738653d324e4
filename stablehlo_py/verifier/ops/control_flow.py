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
from ..infer import shape_text, shapes_compatible, types_compatible
from ..registry import checks


def _types(types) -> str:
    return ", ".join(f"'{t}'" for t in types)


def all_compatible(a: tuple[Type, ...], b: tuple[Type, ...]) -> bool:
    """Same length and pairwise ``types_compatible``."""
    return len(a) == len(b) and all(types_compatible(x, y) for x, y in zip(a, b))


def check_scalar_operand(ctx: OpContext, label: str) -> bool:
    """The predicate of ``if`` / the index of ``case`` is a 0-dimensional tensor."""
    operand = ctx.operand_types[0] if ctx.operand_types else None
    return ctx.require(isinstance(operand, TensorType) and operand.shape == (), label,
                       lambda: f"operand should be rank 0 tensor but got "
                               f"{'rank ' + str(operand.rank) if isinstance(operand, TensorType) else operand}")


def check_branches(ctx: OpContext, branches: tuple[Region, ...], labels: tuple[str, str, str]) -> None:
    """Branches take no arguments (labels[0]), return the same types (labels[1]), which are the op's
    result types (labels[2]) — if (C1)-(C3), case (C2)-(C4)."""
    for i, branch in enumerate(branches):
        n = len(branch.entry.arguments)
        if not ctx.require(n == 0, labels[0], f"branch {i} must have 0 arguments, but found {n}"):
            return
    first = returned_types(branches[0])
    for i, branch in enumerate(branches[1:], start=1):
        other = returned_types(branch)
        if not ctx.require(all_compatible(first, other), labels[1], lambda: f"branch 0 and branch {i} have "
                                                                            f"mismatched return types: "
                                                                            f"{_types(first)} vs {_types(other)}"):
            return
    ctx.require(all_compatible(first, ctx.result_types), labels[2],
                lambda: f"inferred type(s) {_types(first)} are incompatible with return type(s) of operation "
                        f"{_types(ctx.result_types)}")


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
    if ctx.require(len(ctx.op.regions) > 0, "C1", "expect at least one branch"):
        check_branches(ctx, ctx.op.regions, ("C2", "C3", "C4"))


@checks("stablehlo.while")
def while_(ctx: OpContext) -> None:
    """while (C1)-(C3)."""
    if len(ctx.op.regions) != 2:
        ctx.error("signature", f"expects 2 regions (cond, body), got {len(ctx.op.regions)}")
        return
    cond, body = ctx.op.regions
    if not _operands_match(ctx, "C1", "condition block arguments", tuple(a.type for a in cond.entry.arguments)):
        return
    cond_result = returned_types(cond)
    if not ctx.require(len(cond_result) == 1, "C1",
                       f"expect condition body returns a single value but got {len(cond_result)}"):
        return
    pred = cond_result[0]
    if not ctx.require(isinstance(pred, TensorType) and (pred.shape == () or pred.shape is None)
                       and isinstance(pred.element_type, BooleanType), "C1",
                       f"expect condition block return a zero-ranked tensor of i1 but got '{pred}'"):
        return
    if (_operands_match(ctx, "C2", "body block arguments", tuple(a.type for a in body.entry.arguments))
            and _operands_match(ctx, "C2", "body block return types", returned_types(body))):
        _operands_match(ctx, "C3", "result types", ctx.result_types)


def _operands_match(ctx: OpContext, label: str, what: str, types: tuple[Type, ...]) -> bool:
    """while: ``types`` are ``Ti = type(operand[i])`` (up to compatible shapes)."""
    operands = ctx.operand_types
    return ctx.require(all_compatible(operands, types), label,
                       lambda: f"expect operands to be compatible with {what} but got {_types(operands)} vs "
                               f"{_types(types)}")


@checks("stablehlo.map")
def map_(ctx: OpContext) -> None:
    """map (C1)-(C4)."""
    if not ctx.require(len(ctx.operand_types) > 0, "C2", "expects at least one input"):
        return
    if not ctx.signature(None, 1) or not ctx.op.regions:
        return
    inputs, result = ctx.operand_types, ctx.result_types[0]
    for i, t in enumerate(inputs):
        if not ctx.require(shapes_compatible(t.shape, result.shape), "C1",
                           f"input #{i} has shape {shape_text(t.shape)}, the result {shape_text(result.shape)}"):
            return
    rank = inputs[0].rank
    dims = ctx.ints("dimensions")
    if dims is None:
        return
    if not ctx.require(len(dims) == rank, "C3", f"applied to a subset of dimensions currently not supported: "
                                                f"operand dimensions = {rank}, requested map dimensions size = "
                                                f"{len(dims)}"):
        return
    if not ctx.require(list(dims) == list(range(rank)), "C3", f"requires monotonically increasing dimension "
                                                              f"numbers, but got: {', '.join(map(str, dims))}"):
        return
    region = ctx.op.regions[0]
    args = [a.type for a in region.entry.arguments]
    if not ctx.require(len(args) == len(inputs), "C4", f"expects number of operands to match the arity of map "
                                                       f"computation, but got: {len(inputs)} and {len(args)}"):
        return
    for i, (arg, t) in enumerate(zip(args, inputs)):
        if not ctx.require(isinstance(arg, TensorType) and arg.shape == (), "C4",
                           f"computation arguments must be 0-rank tensor, but got: arg #{i} of type '{arg}'"):
            return
        if not ctx.require(arg.element_type == t.element_type, "C4",
                           f"element type of operands and computation arguments must match, but got: "
                           f"'{t.element_type}' and '{arg.element_type}'"):
            return
    returned = returned_types(region)
    if not ctx.require(len(returned) == 1, "C4", f"computation must return single output, but got: "
                                                 f"{len(returned)}"):
        return
    out = returned[0]
    if not ctx.require(isinstance(out, TensorType) and out.shape == (), "C4",
                       f"computation must return 0-rank tensor, but got: '{out}'"):
        return
    ctx.require(out.element_type == result.element_type, "C4",
                f"computation returns element type {out.element_type}, the result has {result.element_type}")


@checks("stablehlo.optimization_barrier")
def optimization_barrier(ctx: OpContext) -> None:
    """optimization_barrier (C1) ``type(operand...) = type(result...)``."""
    ctx.require(all_compatible(ctx.operand_types, ctx.result_types), "C1",
                lambda: f"result types ({_types(ctx.result_types)}) differ from the operand types "
                        f"({_types(ctx.operand_types)})")


@checks("stablehlo.after_all", "stablehlo.create_token")
def after_all(ctx: OpContext) -> None:
    """after_all / create_token: token operands, one token result (spec Inputs/Outputs)."""
    for i, t in enumerate(ctx.operand_types):
        if not ctx.require(isinstance(t, TokenType), "signature", f"operand #{i} must be a token, got {t}"):
            return
    ctx.require(tuple(ctx.result_types) == (TokenType(),), "signature",
                lambda: f"expects a single token result, got ({_types(ctx.result_types)})")


# is_namespaced_op_name (spec "composite"): dot-separated identifiers, at least two of them.
_NAMESPACED_OP_NAME = re.compile(r"[a-zA-Z_][a-zA-Z0-9_$]*(\.[a-zA-Z0-9_$]+)+")


@checks("stablehlo.composite")
def composite(ctx: OpContext) -> None:
    """composite (C1)-(C4)."""
    name = ctx.attr("name")
    if not ctx.require(isinstance(name, StringAttr) and _NAMESPACED_OP_NAME.fullmatch(name.value) is not None,
                       "C1", "name must be a valid namespaced op name"):
        return
    decomposition = ctx.attr("decomposition")
    func = ctx.funcs.get(decomposition.name) if isinstance(decomposition, SymbolRefAttr) else None
    if not ctx.require(func is not None, "C2", f"'{getattr(decomposition, 'name', decomposition)}' does not "
                                               f"reference a valid function"):
        return
    check_callee_types(ctx, func.type.inputs, func.type.results, "decomposition", ("C3", "C4"))


def check_callee_types(ctx: OpContext, inputs: tuple[Type, ...], results: tuple[Type, ...], what: str,
                       labels: tuple[str, str]) -> None:
    """The op's operand and result types are those of the function it refers to."""
    for label, kind, mine, theirs in ((labels[0], "operand", ctx.operand_types, inputs),
                                      (labels[1], "result", ctx.result_types, results)):
        if not ctx.require(len(mine) == len(theirs), label, f"has {len(mine)} {kind}(s), but {what} has "
                                                            f"{len(theirs)}"):
            return
        for i, (a, b) in enumerate(zip(mine, theirs)):
            if not ctx.require(a == b, label, f"{kind} at index {i} has type '{a}', but {what} has type '{b}'"):
                return


# async_start (C2): the ops its body may run asynchronously.
_ASYNC_OPS = frozenset(f"stablehlo.{name}" for name in (
    "all_reduce", "all_gather", "all_to_all", "collective_permute", "reduce_scatter", "collective_broadcast",
    "slice", "dynamic_slice", "dynamic_update_slice"))


@checks("stablehlo.async_start")
def async_start(ctx: OpContext) -> None:
    """async_start (C1)-(C4)."""
    if not ctx.require(len(ctx.op.regions) == 1 and len(ctx.op.regions[0].blocks) == 1, "C1",
                       "requires one region"):
        return
    body = ctx.op.regions[0]
    ops = body.entry.ops
    if not ctx.require(len(ops) == 2, "C1", "region must contain exactly one operation and a return"):
        return
    if not ctx.require(ops[0].name in _ASYNC_OPS, "C2", "region must contain a collective or slice operation"):
        return
    args = tuple(a.type for a in body.entry.arguments)
    if not ctx.require(len(args) == len(ctx.operand_types), "C3", f"number of operands ({len(ctx.operand_types)}) "
                                                                  f"must match number of region arguments "
                                                                  f"({len(args)})"):
        return
    for i, (operand, arg) in enumerate(zip(ctx.operand_types, args)):
        if not ctx.require(operand == arg, "C3", f"operand type '{operand}' at index {i} must match region "
                                                 f"argument type '{arg}'"):
            return
    inferred = FutureType(returned_types(body))
    ctx.require(tuple(ctx.result_types) == (inferred,), "C4",
                lambda: f"inferred type(s) '{inferred}' are incompatible with return type(s) of operation "
                        f"{_types(ctx.result_types)}")


@checks("stablehlo.async_done")
def async_done(ctx: OpContext) -> None:
    """async_done (C1): a ``future<T>`` operand gives results ``T``."""
    if not ctx.arity(1, None):
        return
    future = ctx.operand_types[0]
    if ctx.require(isinstance(future, FutureType), "signature", f"operand must be a future, got {future}"):
        ctx.require(all_compatible(future.types, ctx.result_types), "C1",
                    lambda: f"inferred type(s) {_types(future.types)} are incompatible with return type(s) of "
                            f"operation {_types(ctx.result_types)}")


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
                    f"backend_config for api_version {name} must be a "
                    f"{'dictionary' if typed_ffi else 'string'} attribute")
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
                       "Layout attributes should be specified for either both operands and results or none"):
        return
    results = ctx.result_types
    if len(results) == 1 and isinstance(results[0], TupleType):
        results = results[0].types
    for what, types, layouts in (("operand", ctx.operand_types, operand_layouts.elements),
                                 ("result", results, result_layouts.elements)):
        if not ctx.require(len(types) == len(layouts), "layout", f"Number of {what}s must match the number of "
                                                                 f"{what} layouts, {len(types)} != {len(layouts)}"):
            return
        for i, (t, layout) in enumerate(zip(types, layouts)):
            if not ctx.require(not isinstance(t, TupleType), "layout",
                               "Tuple types are not fully supported with layout constraints yet"):
                return
            if not isinstance(layout, DenseElementsAttr):
                continue
            dims = [int(d) for d in layout.array.reshape(-1)]  # tensor<Nxindex>
            if not isinstance(t, TensorType):
                if not ctx.require(not dims, "layout", f"Only tensor types can have non-empty layout: {what} "
                                                       f"#{i} of type '{t}' has layout {layout}"):
                    return
                continue
            if t.shape is not None and not ctx.require(sorted(dims) == list(range(t.rank)), "layout",
                                                       f"incorrect layout {layout} for type '{t}', layout must be "
                                                       f"a permutation of [0, {t.rank})"):
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
    operand_index = alias.get("operand_index")
    index = operand_index.value if isinstance(operand_index, IntegerAttr) else 0
    n = len(ctx.operand_types)
    if not ctx.require(0 <= index < n, "output_operand_alias", f"expects operandIndex in the output_operand_alias "
                                                               f"attribute to be in range [0, {n}); got: {index}"):
        return False
    results = ctx.result_types
    output = results[0] if len(results) == 1 else TupleType(tuple(results))
    output_part = _tuple_part(output, int_list(alias.get("output_tuple_indices")) or ())
    if not ctx.require(output_part is not None, "output_operand_alias",
                       "output_tuple_indices in the output_operand_alias attribute out of bounds"):
        return False
    operand_part = _tuple_part(ctx.operand_types[index], int_list(alias.get("operand_tuple_indices")) or ())
    if not ctx.require(operand_part is not None, "output_operand_alias",
                       "operand_tuple_indices in the output_operand_alias attribute out of bounds"):
        return False
    return ctx.require(types_compatible(operand_part, output_part), "output_operand_alias",
                       f"shapes mismatch in the output_operand_alias attribute: operand part has type "
                       f"'{operand_part}' and output part has type '{output_part}'")
