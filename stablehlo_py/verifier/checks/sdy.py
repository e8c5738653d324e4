"""Checks of the ``sdy`` family: the main rules of Shardy's verifiers (openxla/shardy
shardy/dialect/sdy/ir/verifiers.cc and the constraints of attrs.td and ops.td), and GSPMD's ``mhlo.sharding``.

Labels (Shardy does not number its rules):

- ``sharding`` (GSPMD): an ``mhlo.sharding`` is a string; a tuple of shardings has one per value, a tiled
  sharding one tile dimension per dimension of its value (strings that ir/hlo_sharding.py does not read are
  left to XLA).
- ``mesh``: a mesh's axes have distinct names and positive sizes; its device ids are non-negative, one
  per device, a permutation of ``iota`` and not ``iota`` itself (MeshAttr).
- ``sharding``: a sharding names an ``sdy.mesh`` of the module; it has one dimension sharding per
  dimension of the tensor; its axes exist in the mesh, appear once, and do not shard a dimension of size 0;
  a sub-axis ``"x":(pre)size`` has ``pre >= 1``, ``1 < size < size("x")`` and ``pre * size`` dividing
  ``size("x")`` (TensorShardingAttr, AxisRefAttr, SubAxisInfoAttr).
- ``manual_axes``: the manual axes exist in the mesh, appear once, and come before the free axes of every
  dimension sharding (ManualComputationOp).
- ``divisible``: each dimension's size divides by the product of its manual axes (no padding).
- ``body``: a body's arguments and returned values have the local (per-device) types of the operands and
  results (manual_computation), or their types (named_computation).
- ``allowed_direction``: a propagation barrier does not allow BOTH directions (PropagationBarrierOp).

Global shardings (function arguments and results, sharding_constraint, reshard) may leave a dimension
that does not divide by its axes: XLA pads it, and so does Shardy's verifier accept it.
"""
from __future__ import annotations

from collections import Counter

from ...ir.attributes import Attribute, StringAttr
from ...ir.nodes import Func, Op, Region
from ...ir.sdy import (Mesh, SdyAttrError, TensorSharding, manual_factors, parse_axis_names, parse_mesh,
                       parse_sharding, parse_sharding_per_value, resolve_mesh)
from ...ir.types import TensorType, Type
from ...dialect.sdy import module_meshes
from ..context import OpContext
from ..registry import check


def mesh_problem(mesh: Mesh) -> str | None:
    """What breaks MeshAttr's constraints, or None."""
    names = Counter(a.name for a in mesh.axes)
    duplicate = next((n for n, c in names.items() if c > 1), None)
    if duplicate is not None:
        return f"axis \"{duplicate}\" is declared twice"
    small = next((a for a in mesh.axes if a.size < 1), None)
    if small is not None:
        return f"axis \"{small.name}\" has size {small.size}; sizes must be positive"
    ids = mesh.device_ids
    if ids is None:
        return None
    if any(i < 0 for i in ids):
        return f"device_ids {list(ids)} hold a negative id"
    if not mesh.axes:
        return None if len(ids) <= 1 else f"a mesh without axes has at most one device id, not {len(ids)}"
    count = 1
    for a in mesh.axes:
        count *= a.size
    if sorted(ids) != list(range(count)):
        return f"device_ids {list(ids)} are not a permutation of the {count} devices' ids 0..{count - 1}"
    if list(ids) == list(range(count)):
        return f"device_ids {list(ids)} are iota: leave them out"
    return None


def sharding_problem(sharding: TensorSharding, type_: Type, meshes: dict[str, Mesh]) -> str | None:
    """What breaks TensorShardingAttr's constraints for a value of ``type_``, or None."""
    mesh = resolve_mesh(sharding, meshes)
    if mesh is None:
        return f"mesh @{sharding.mesh} is not an sdy.mesh of the module"
    if isinstance(sharding.mesh, Mesh):
        problem = mesh_problem(mesh)
        if problem:
            return problem
    rank = len(type_.shape) if isinstance(type_, TensorType) and type_.shape is not None else 0
    if len(sharding.dims) != rank:
        return f"{len(sharding.dims)} dimension shardings for {type_}, of rank {rank}"
    refs = [(d, a) for d, dim in enumerate(sharding.dims) for a in dim.axes]
    refs += [(None, a) for a in sharding.replicated + sharding.unreduced]
    seen = set()
    for d, ref in refs:
        full = mesh.size(ref.name)
        if full is None:
            return f"axis \"{ref.name}\" is not an axis of the mesh"
        if ref.sub_size is not None and (ref.pre_size < 1 or ref.sub_size <= 1 or ref.sub_size == full
                                         or full % (ref.pre_size * ref.sub_size) != 0):
            return (f"sub-axis \"{ref.name}\":({ref.pre_size}){ref.sub_size} does not split axis \"{ref.name}\" "
                    f"of size {full}")
        if ref in seen or any(r.name == ref.name and None in (r.sub_size, ref.sub_size) for r in seen):
            return f"axis \"{ref.name}\" is used twice"
        seen.add(ref)
        if d is not None and isinstance(type_, TensorType) and type_.shape[d] == 0:
            return f"dimension {d} has size 0 but is sharded"
    return None


def _read(ctx: OpContext, parse, attr: Attribute | None, name: str):
    """``parse(attr)``, or None after reporting an unreadable attribute."""
    try:
        return parse(attr)
    except SdyAttrError as exc:
        ctx.error("sharding", f"attribute `{name}`: {exc}", at=name)
        return None


@check("sdy.mesh")
def _check_mesh(ctx: OpContext, attrs) -> None:
    mesh = _read(ctx, parse_mesh, attrs.mesh, "mesh")
    if mesh is not None:
        problem = mesh_problem(mesh)
        ctx.require(problem is None, "mesh", lambda: problem)


@check("sdy.sharding_constraint", "sdy.reshard", "sdy.data_flow_edge")
def _check_sharding(ctx: OpContext, attrs) -> None:
    if attrs.sharding is None:
        return
    sharding = _read(ctx, parse_sharding, attrs.sharding, "sharding")
    if sharding is not None:
        problem = sharding_problem(sharding, ctx.operand_types[0], module_meshes(ctx.symbols.values()))
        ctx.require(problem is None, "sharding", lambda: problem)


@check("sdy.propagation_barrier")
def _check_barrier(ctx: OpContext, attrs) -> None:
    ctx.require(0 <= attrs.allowed_direction < 3, "allowed_direction",
                lambda: f"allowed_direction is {attrs.allowed_direction}, but must be NONE (0), FORWARD (1) or "
                        f"BACKWARD (2)")


def _body_types(ctx: OpContext, region: Region, args: list[Type], results: list[Type], what: str) -> None:
    """``body``: the region's argument types are ``args`` and its ``sdy.return`` gives ``results``."""
    if not region.blocks:
        return
    block = region.entry
    got = [a.type for a in block.arguments]
    if not ctx.require(got == args, "body", lambda: f"the body's arguments have types {_types(got)} but the "
                                                    f"{what} operand types are {_types(args)}"):
        return
    if block.ops and block.ops[-1].name == "sdy.return":
        returned = list(block.ops[-1].operand_types)
        ctx.require(returned == results, "body", lambda: f"the body returns {_types(returned)} but the {what} "
                                                         f"result types are {_types(results)}")


def _types(types) -> str:
    return "(" + ", ".join(map(str, types)) + ")"


@check("sdy.named_computation")
def _check_named(ctx: OpContext, attrs) -> None:
    for name, types in (("in_shardings", ctx.operand_types), ("out_shardings", ctx.result_types)):
        value = getattr(attrs, name)
        if value is not None:
            _check_per_value(ctx, value, name, types, module_meshes(ctx.symbols.values()))
    _body_types(ctx, ctx.op.regions[0], list(ctx.operand_types), list(ctx.result_types), "op's")


def _check_per_value(ctx: OpContext, attr: Attribute, name: str, types, meshes) -> list | None:
    """The shardings of ``name``, one per type and each valid for it; None (reported) otherwise."""
    shardings = _read(ctx, parse_sharding_per_value, attr, name)
    if shardings is None:
        return None
    if not ctx.require(len(shardings) == len(types), "signature",
                       lambda: f"{len(shardings)} {name} for {len(types)} values", at=name):
        return None
    for i, (sharding, type_) in enumerate(zip(shardings, types)):
        problem = sharding_problem(sharding, type_, meshes)
        if not ctx.require(problem is None, "sharding", lambda: f"{name} #{i}: {problem}", at=name):
            return None
    return list(shardings)


def local_type(type_: Type, sharding: TensorSharding, mesh: Mesh, manual: tuple[str, ...]) -> Type:
    """The per-device type of a global ``type_`` split over the ``manual`` axes of ``sharding``."""
    if not isinstance(type_, TensorType) or type_.shape is None:
        return type_
    factors = manual_factors(sharding, mesh, manual)
    return TensorType(tuple(d // f if d is not None else None for d, f in zip(type_.shape, factors)),
                      type_.element_type, type_.encoding)


@check("sdy.manual_computation")
def _check_manual(ctx: OpContext, attrs) -> None:
    meshes = module_meshes(ctx.symbols.values())
    ins = _check_per_value(ctx, attrs.in_shardings, "in_shardings", ctx.operand_types, meshes)
    outs = _check_per_value(ctx, attrs.out_shardings, "out_shardings", ctx.result_types, meshes)
    manual = _read(ctx, parse_axis_names, attrs.manual_axes, "manual_axes")
    if ins is None or outs is None or manual is None:
        return
    every = ins + outs
    mesh = resolve_mesh(every[0], meshes) if every else None
    if mesh is None:
        ctx.require(not manual, "manual_axes", "manual axes without a sharding to name their mesh")
        return
    repeated = next((n for n, c in Counter(manual).items() if c > 1), None)
    unknown = next((n for n in manual if mesh.size(n) is None), None)
    if not ctx.require(repeated is None, "manual_axes", lambda: f"manual axis \"{repeated}\" is listed twice") \
            or not ctx.require(unknown is None, "manual_axes", lambda: f"manual axis \"{unknown}\" is not an axis "
                                                                       f"of the mesh"):
        return
    local = []
    for i, (sharding, type_) in enumerate(zip(every, ctx.operand_types + ctx.result_types)):
        what = f"in_shardings #{i}" if i < len(ins) else f"out_shardings #{i - len(ins)}"
        if not ctx.require(resolve_mesh(sharding, meshes) == mesh, "sharding",
                           lambda: f"{what} is over another mesh than the first sharding"):
            return
        for d, dim in enumerate(sharding.dims):
            flags = [a.name in manual for a in dim.axes]
            if not ctx.require(flags == sorted(flags, reverse=True), "manual_axes",
                               lambda: f"{what}, dimension {d}: a free axis comes before a manual axis"):
                return
        if isinstance(type_, TensorType) and type_.shape is not None:
            factors = manual_factors(sharding, mesh, manual)
            if 0 in factors:  # an axis of size 0: the mesh's own check (sdy.mesh "mesh") reports it
                return
            bad = next((d for d, (n, f) in enumerate(zip(type_.shape, factors)) if n is not None and n % f), None)
            if not ctx.require(bad is None, "divisible",
                               lambda: f"{what}: dimension {bad} of {type_} does not divide by its manual axes' "
                                       f"size {factors[bad]}"):
                return
        local.append(local_type(type_, sharding, mesh, manual))
    n = len(ins)
    _body_types(ctx, ctx.op.regions[0], local[:n], local[n:], "op's local")


def hlo_sharding_problem(attr: Attribute, types: tuple[Type, ...]) -> str | None:
    """What is wrong with a GSPMD ``mhlo.sharding`` string for values of ``types`` (one sharding, or a
    tuple of one per value; a tiled one has a tile dimension per dimension of its value), or None."""
    # imported here: only programs exported without Shardy carry mhlo.sharding (a cold `shlo verify` skips it)
    from ...ir.hlo_sharding import HloShardingError, parse_hlo_sharding

    if not isinstance(attr, StringAttr):
        return f"mhlo.sharding is {attr}, not a string"
    try:
        sharding = parse_hlo_sharding(attr.value)
    except HloShardingError:
        return None  # a form this project does not read: XLA's to judge
    if sharding.kind == "tuple" and len(sharding.elements) != len(types):
        return f"mhlo.sharding holds {len(sharding.elements)} shardings for {len(types)} values"
    for element, type_ in zip(sharding.elements or (sharding,) * len(types), types):
        rank = len(type_.shape) if isinstance(type_, TensorType) and type_.shape is not None else None
        if element.kind == "tiled" and rank is not None and len(element.tiles) != rank:
            return f"mhlo.sharding {attr.value} has {len(element.tiles)} tile dimensions for {type_}"
    return None


def result_sharding_problems(attr: Attribute, op: Op, symbols: dict[str, Op]) -> list[str]:
    """What is wrong with ``attr``, the ``sdy.sharding`` attribute of any op (``#sdy.sharding_per_value``,
    one sharding per result; verifiers.cc verifies it as the dialect's attribute on an op)."""
    try:
        shardings = parse_sharding_per_value(attr)
    except SdyAttrError as exc:
        return [f"sdy.sharding: {exc}"]
    if len(shardings) != len(op.result_types):
        return [f"sdy.sharding holds {len(shardings)} shardings for {len(op.result_types)} results"]
    meshes = module_meshes(symbols.values())
    problems = [(i, sharding_problem(s, t, meshes)) for i, (s, t) in enumerate(zip(shardings, op.result_types))]
    return [f"sdy.sharding of result #{i}: {p}" for i, p in problems if p]


def func_sharding_problems(func: Func, symbols: dict[str, Op]) -> list[str]:
    """What is wrong with the ``sdy.sharding`` attributes of ``func``'s arguments and results (Shardy
    verifies them as the dialect's attributes on function arguments and results, verifiers.cc)."""
    meshes, problems = module_meshes(symbols.values()), []
    places = [("argument", func.arg_attrs, func.type.inputs), ("result", func.result_attrs, func.type.results)]
    for what, dicts, types in places:
        for i, (entries, type_) in enumerate(zip(dicts, types)):
            shardy = entries.get("sdy.sharding") if entries is not None else None
            gspmd = entries.get("mhlo.sharding") if entries is not None else None
            if shardy is not None:
                try:
                    problem = sharding_problem(parse_sharding(shardy), type_, meshes)
                except SdyAttrError as exc:
                    problem = str(exc)
                if problem:
                    problems.append(f"{what} #{i}'s sdy.sharding: {problem}")
            problem = hlo_sharding_problem(gspmd, (type_,)) if gspmd is not None else None
            if problem:
                problems.append(f"{what} #{i}: {problem}")
    return problems
