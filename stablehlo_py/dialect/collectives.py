"""Declarations of the ``collectives`` family: the collective ops (spec "all_gather", "all_reduce",
"all_to_all", "reduce_scatter", "collective_permute", "collective_broadcast", "collective_reduce"),
process ids ("replica_id", "partition_id"), communication ("send", "recv", "infeed", "outfeed"),
tokens ("after_all", the legacy "create_token"), async ops ("async_start", "async_done") and the
unspecified ``cross-replica-sum`` (status.md); StablehloOps.td for attributes and defaults.

``replica_groups`` is a 2-dimensional ``dense<...>`` of ids or a ``#stablehlo.replica_group_mesh_axes``
(upstream's StableHLO_ReplicaGroups), so it is declared as any attribute and told apart by the checks
and kernels.
"""
from __future__ import annotations

from ..assembly.formats import Operands
from ..assembly.type_styles import SAME, ResultsOnly
from ..ir.opdef import AttrKind, Trait, attr, op_def, struct_attr
from ..ir.structs import CHANNEL_HANDLE

_REPLICA_GROUPS = attr("replica_groups", AttrKind.ANY)
_CHANNEL = struct_attr("channel_handle", CHANNEL_HANDLE, None)  # absent: channel_id = 0
_GLOBAL_IDS = attr("use_global_device_ids", AttrKind.BOOL, False)
_DYNAMIC_ROOT = attr("has_dynamic_root", AttrKind.BOOL, False)
_HOST_TRANSFER = attr("is_host_transfer", AttrKind.BOOL, False)
_NO_ASYNC = ("async ops are not run: the reference interpreter does not list them (interpreter_status.md), and no "
             "producer (jax, TensorFlow, torch) writes them")
_PAIRS = attr("source_target_pairs", AttrKind.ELEMENTS)

OPS = (
    op_def("stablehlo.all_gather", spec="spec all_gather", operands="operands*", results="results*",
           attributes=(attr("all_gather_dim", AttrKind.INT), _REPLICA_GROUPS, _CHANNEL, _GLOBAL_IDS)),
    op_def("stablehlo.all_reduce", spec="spec all_reduce", operands="operands*", results="results*",
           regions="computation", attributes=(_REPLICA_GROUPS, _CHANNEL, _GLOBAL_IDS)),
    op_def("stablehlo.all_to_all", spec="spec all_to_all", operands="operands*", results="results*",
           attributes=(attr("split_dimension", AttrKind.INT), attr("concat_dimension", AttrKind.INT),
                       attr("split_count", AttrKind.INT), _REPLICA_GROUPS, _CHANNEL)),
    op_def("stablehlo.reduce_scatter", spec="spec reduce_scatter", operands="operand", regions="computation",
           attributes=(attr("scatter_dimension", AttrKind.INT), _REPLICA_GROUPS, _CHANNEL, _GLOBAL_IDS)),
    op_def("stablehlo.collective_permute", spec="spec collective_permute", operands="operand",
           traits=((Trait.SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, "C5"),), attributes=(_PAIRS, _CHANNEL)),
    # with has_dynamic_root the last operand holds the roots: the counts are checked by (C3)-(C5)
    op_def("stablehlo.collective_broadcast", spec="spec collective_broadcast", operands="operands*",
           results="results*", attributes=(_REPLICA_GROUPS, _CHANNEL, _DYNAMIC_ROOT)),
    op_def("stablehlo.collective_reduce", spec="spec collective_reduce", operands="operands*", results="results*",
           regions="computation", attributes=(_REPLICA_GROUPS, _CHANNEL, _GLOBAL_IDS, _DYNAMIC_ROOT)),
    # not specified (status.md "revisit"): all_reduce of a sum, kept for old programs
    op_def("stablehlo.cross-replica-sum", spec="status.md cross-replica-sum", operands="operand",
           traits=(Trait.SAME_OPERANDS_AND_RESULT_TYPE,), attributes=(attr("replica_groups", AttrKind.ELEMENTS),),
           table_checks_only=True),
    # %id = stablehlo.replica_id : tensor<ui32>
    op_def("stablehlo.replica_id", spec="spec replica_id", results="result:int", format=Operands(ResultsOnly())),
    op_def("stablehlo.partition_id", spec="spec partition_id", results="result:int",
           format=Operands(ResultsOnly())),
    op_def("stablehlo.send", spec="spec send", operands="inputs* token",
           attributes=(struct_attr("channel_handle", CHANNEL_HANDLE), _HOST_TRANSFER,
                       attr("source_target_pairs", AttrKind.ELEMENTS, None))),
    op_def("stablehlo.recv", spec="spec recv", operands="token", results="results*",
           attributes=(struct_attr("channel_handle", CHANNEL_HANDLE), _HOST_TRANSFER,
                       attr("source_target_pairs", AttrKind.ELEMENTS, None))),
    op_def("stablehlo.infeed", spec="spec infeed", operands="token", results="results*",
           attributes=(attr("infeed_config", AttrKind.STRING, ""),
                       attr("layout", AttrKind.ARRAY, None))),  # one list of dimensions per non-token result
    op_def("stablehlo.outfeed", spec="spec outfeed", operands="inputs* token",
           attributes=(attr("outfeed_config", AttrKind.STRING, ""),)),
    # %t = stablehlo.after_all %a, %b : !stablehlo.token
    op_def("stablehlo.after_all", spec="spec after_all", operands="inputs*", format=Operands(SAME)),
    # %t = stablehlo.create_token : !stablehlo.token  (deprecated: after_all with no inputs)
    op_def("stablehlo.create_token", spec="status.md create_token", format=Operands(ResultsOnly())),
    op_def("stablehlo.async_start", spec="spec async_start", operands="operands*", regions="body",
           traits=(Trait.ISOLATED_FROM_ABOVE,), count_labels=(("regions", "C1"),),
           unsupported=_NO_ASYNC),
    op_def("stablehlo.async_done", spec="spec async_done", operands="operand",
           unsupported=_NO_ASYNC),
)
