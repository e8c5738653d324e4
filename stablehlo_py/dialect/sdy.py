"""Declarations of the ``sdy`` family: Shardy's ops (openxla/shardy shardy/dialect/sdy/ir/ops.td), the
sharding annotations that jax.export writes by default (StableHLO with ``sdy.mesh`` and ``#sdy.sharding``).

Programs are in the global view: a sharding says how a value is laid out over the devices, never what it
holds. So ``sharding_constraint``, ``reshard``, ``propagation_barrier``, ``data_flow_edge`` and Shardy's
collectives are identities when run (a collective changes how a value is laid out, or whether its shards
are partial sums, "unreduced", never its logical value: ops.td, ``all-gather(x, axes) =
all-reduce(sharded-to-unreduced(x, axes), axes)``); ``named_computation`` runs its body; ``manual_computation`` (shard_map) runs its
body once per device on the shards of its operands (interpreter/kernels/sdy.py). Shardy's attributes are
kept as the text MLIR prints (``ir/sdy.py`` reads them).
"""
from __future__ import annotations

from typing import Iterable

from ..assembly.formats import Constant
from ..assembly.sdy_formats import ManualComputation, MeshFormat, NamedComputation, OneValue, SdyReturn
from ..ir.nodes import Op
from ..ir.opdef import AttrError, AttrKind, Trait, attr, op_def
from ..ir.sdy import Mesh, SdyAttrError, parse_mesh

_SHARDING = attr("sharding", AttrKind.ANY)  # #sdy.sharding<...>
_OUT_SHARDING = attr("out_sharding", AttrKind.ANY)


def _collective(mnemonic: str, axes: str | None = None):
    """Shardy's collectives (ops.td Sdy_AllGatherOp ...): one tensor, its new sharding. They come after
    Shardy's partitioner, never in JAX's exports; only their generic form is read and printed (the pretty
    ``[{"a"}, {}] %x out_sharding=<...>`` puts an operand after a group, which the grammar never reads as
    part of the same op)."""
    return op_def(f"sdy.{mnemonic}", spec=f"ops.td {mnemonic}", operands="tensor",
                  attributes=((attr(axes, AttrKind.ANY),) if axes else ()) + (_OUT_SHARDING,),
                  traits=(Trait.SAME_OPERANDS_AND_RESULT_TYPE,), table_checks_only=True)


# sdy.mesh @mesh = <["x"=2, "y"=2]>  (a symbol of the module)
MESH = op_def("sdy.mesh", spec="ops.td mesh", results="",
              attributes=(attr("sym_name", AttrKind.STRING), attr("mesh", AttrKind.ANY)), format=MeshFormat(),
              unsupported="a declaration of the module, not run")


def module_meshes(items: Iterable[object]) -> dict[str, Mesh]:
    """The meshes that the ``sdy.mesh`` ops among a module's top-level ``items`` declare, by name (those
    whose attributes are unreadable left out: the verifier reports them)."""
    meshes = {}
    for item in items:
        if isinstance(item, Op) and item.name == MESH.name:
            try:
                attrs = MESH.decode(item)
                meshes[attrs.sym_name] = parse_mesh(attrs.mesh)
            except (AttrError, SdyAttrError):
                continue
    return meshes


OPS = (
    MESH,
    # %r = sdy.sharding_constraint %x <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
    op_def("sdy.sharding_constraint", spec="ops.td sharding_constraint", operands="input",
           attributes=(_SHARDING,), traits=(Trait.SAME_OPERANDS_AND_RESULT_TYPE,),
           format=OneValue("sharding", "sharding")),
    op_def("sdy.reshard", spec="ops.td reshard", operands="input", attributes=(_SHARDING,),
           traits=(Trait.SAME_OPERANDS_AND_RESULT_TYPE,), format=OneValue("sharding", "sharding")),
    # sdy.return %a, %b : T0, T1  (ends the bodies of manual_computation and named_computation)
    op_def("sdy.return", spec="ops.td return", operands="results*", results="", traits=(Trait.TERMINATOR,),
           format=SdyReturn(), table_checks_only=True,
           unsupported="a terminator: the evaluator returns its operands from the body (run_block)"),
    # %r = sdy.manual_computation(%x) in_shardings=[...] out_shardings=[...] manual_axes={"x"}
    #        (%arg: LOCAL) { ... sdy.return %y : LOCAL } : (GLOBAL) -> GLOBAL
    op_def("sdy.manual_computation", spec="ops.td manual_computation", operands="tensors*", results="results*",
           regions="body", attributes=(attr("in_shardings", AttrKind.ANY), attr("out_shardings", AttrKind.ANY),
                                       attr("manual_axes", AttrKind.ANY)),
           traits=(Trait.ISOLATED_FROM_ABOVE,), format=ManualComputation()),
    # %r = sdy.named_computation<"name">(%x) (%arg: T) { ... sdy.return %y : T } : (T) -> T
    op_def("sdy.named_computation", spec="ops.td named_computation", operands="operands*", results="results*",
           regions="body", attributes=(attr("name", AttrKind.STRING), attr("in_shardings", AttrKind.ANY, None),
                                       attr("out_shardings", AttrKind.ANY, None)),
           traits=(Trait.ISOLATED_FROM_ABOVE,), format=NamedComputation()),
    # sdy.sharding_group %x group_id=3 : tensor<8x8xf32>
    op_def("sdy.sharding_group", spec="ops.td sharding_group", operands="input", results="",
           attributes=(attr("group_id", AttrKind.INT),), format=OneValue("group_id", "int", "group_id", result=False),
           table_checks_only=True),
    # %r = sdy.propagation_barrier %x allowed_direction=BACKWARD : tensor<8x8xf32>
    op_def("sdy.propagation_barrier", spec="ops.td propagation_barrier", operands="input",
           attributes=(attr("allowed_direction", AttrKind.INT),), traits=(Trait.SAME_OPERANDS_AND_RESULT_TYPE,),
           format=OneValue("allowed_direction", "direction", "allowed_direction")),
    # %r = sdy.constant dense<[1.0, 2.0]> : tensor<2xf32>
    op_def("sdy.constant", spec="ops.td constant", attributes=(attr("value", AttrKind.ELEMENTS),),
           format=Constant(), table_checks_only=True),
    # %r = sdy.data_flow_edge %x sharding=<@mesh, [{"x"}]> : tensor<8xf32>
    op_def("sdy.data_flow_edge", spec="ops.td data_flow_edge", operands="input",
           attributes=(attr("sharding", AttrKind.ANY, None),), traits=(Trait.SAME_OPERANDS_AND_RESULT_TYPE,),
           format=OneValue("sharding", "sharding", "sharding", optional=True)),
    op_def("sdy.func_data_flow_edge", spec="ops.td func_data_flow_edge", operands="operand",
           traits=(Trait.SAME_OPERANDS_AND_RESULT_TYPE,), table_checks_only=True),
    _collective("all_gather", "gathering_axes"),
    _collective("all_slice", "slicing_axes"),
    _collective("all_to_all", "params"),
    _collective("collective_permute"),
    _collective("all_reduce", "reduction_axes"),
    _collective("reduce_scatter", "reduce_scatter_axes"),
    _collective("sharded_to_unreduced", "axes"),
    _collective("replicated_to_unreduced", "axes"),
)
