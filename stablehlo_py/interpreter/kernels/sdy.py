"""Kernels of the ``sdy`` family (openxla/shardy ops.td). Programs are in the global view, so the
annotations are identities (a sharding says where a value lives, not what it is); ``named_computation``
runs its body; ``manual_computation`` runs its body per device on the shards of its operands over the
manual axes (interpreter/spmd.py), its results put together by their out-shardings."""
from __future__ import annotations

from ...dialect.sdy import module_meshes
from ...ir.sdy import SdyAttrError, parse_axis_names, parse_sharding_per_value, resolve_mesh
from ..errors import InterpreterError
from ..registry import kernel
from ..spmd import run_manual, sdy_layout
from ._common import op_results
from .shape import constant_array


@kernel("sdy.sharding_constraint", "sdy.reshard", "sdy.propagation_barrier", "sdy.data_flow_edge",
        "sdy.func_data_flow_edge", "sdy.all_gather", "sdy.all_slice", "sdy.all_to_all", "sdy.collective_permute",
        "sdy.all_reduce", "sdy.reduce_scatter", "sdy.sharded_to_unreduced", "sdy.replicated_to_unreduced")
def identity(ctx, attrs, operand):
    """The operand: these ops change how a value is sharded, or only annotate it, never its logical (global)
    value (dialect/sdy.py)."""
    return operand


@kernel("sdy.sharding_group")
def sharding_group(ctx, attrs, operand):
    """A propagation hint with no result: nothing to do."""
    return None


@kernel("sdy.constant")
def constant(ctx, attrs):
    """ops.td ConstantOp: the ``value`` attribute, as ``stablehlo.constant``."""
    return constant_array(ctx, attrs.value)


@kernel("sdy.named_computation")
def named_computation(ctx, attrs, *operands):
    """Its body on the operands (propagation sees through it; so does running it)."""
    return op_results(attrs.op, ctx.run_region(attrs.op.regions[0], operands))


@kernel("sdy.manual_computation")
def manual_computation(ctx, attrs, *operands):
    """shard_map: each operand split by its in-sharding over the manual axes, the body run once per device
    of the mesh (device ids as partition ids), the results assembled by their out-shardings."""
    try:
        ins, outs = parse_sharding_per_value(attrs.in_shardings), parse_sharding_per_value(attrs.out_shardings)
        manual = parse_axis_names(attrs.manual_axes)
        meshes = module_meshes(ctx.module.body)
    except SdyAttrError as exc:
        raise InterpreterError(f"unreadable sharding: {exc}") from None
    every = ins + outs
    mesh = resolve_mesh(every[0], meshes) if every else None
    if mesh is None:
        raise InterpreterError("the shardings name no sdy.mesh of the module")
    devices = [int(d) for d in mesh.devices.reshape(-1)]
    values = run_manual(ctx, attrs.op, attrs.op.regions[0], operands,
                        [sdy_layout(s, mesh, manual) for s in ins], [sdy_layout(s, mesh, manual) for s in outs],
                        devices)
    return op_results(attrs.op, values)
