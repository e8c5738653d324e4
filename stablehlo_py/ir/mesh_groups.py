"""Replica groups named by mesh axes, expanded into lists of ids (spec "Replica groups", "StableHLO Mesh";
StablehloAttrs.td ReplicaGroupMeshAxes, Mesh, MeshAxis, AxisRef, SubAxisInfo; ReplicaGroupUtils.cpp).

``#stablehlo.replica_group_mesh_axes<mesh = M, axes = [#stablehlo.axis_ref<name = "x">, ...]>`` names its
mesh ``M`` inline (``#stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, ...],
device_ids = ...>``) or by symbol (``@mesh``). A symbol names a top-level op, as JAX 0.12 writes it an
``sdy.mesh @mesh = <["x"=2, ...]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, ...]}}``: like
upstream's reference interpreter and compatibility expander (reference/Ops.cpp getReplicaGroups,
StablehloCompatibilityExpander.cpp), the op's ``mesh`` attribute when it is a ``#stablehlo.mesh``, else its
``stablehlo.mesh`` attribute (a ``#stablehlo.mesh`` or that dictionary); failing both, the ``#sdy.mesh`` of
an ``sdy.mesh`` op (its axes and device ids mean the same).

The expansion is upstream's (flattenReplicaGroupMeshAxes): the devices of the mesh, laid out row-major over
its axes (``device_ids`` or iota), are split into groups that differ only in their coordinates on the named
axes; groups come in row-major order of the other axes' coordinates, and within a group the members are
in row-major order of their coordinates on the named axes, in the order ``axes`` lists them. A sub-axis
``"x":(pre)size`` stands for the digit ``(c // pre) % size`` of coordinate ``c`` on ``"x"`` (Shardy's
AxisRefAttr; upstream's expansion rejects sub-axes, which this extends in the same order).
"""
from __future__ import annotations

import re
from typing import Mapping

import numpy as np

from . import attributes as at
from .nodes import Op
from .sdy import AxisRef, Mesh, MeshAxis, SdyAttrError, parse_mesh

MESH_AXES = "stablehlo.replica_group_mesh_axes"


class MeshGroupsError(ValueError):
    """A mesh-axes replica group that does not name a mesh or its axes."""


def is_mesh_axes(attr: object) -> bool:
    """Whether ``attr`` is a ``#stablehlo.replica_group_mesh_axes``."""
    return isinstance(attr, at.StructAttr) and attr.name == MESH_AXES


def module_symbols(items) -> dict[str, Op]:
    """The top-level ops of a module that have a ``sym_name`` (``sdy.mesh``), by name."""
    symbols = {}
    for item in items:
        name = item.attributes.get("sym_name") if isinstance(item, Op) else None
        if isinstance(name, at.StringAttr):
            symbols[name.value] = item
    return symbols


def _int(attr: at.Attribute | None, what: str) -> int:
    if not isinstance(attr, at.IntegerAttr):
        raise MeshGroupsError(f"{what} is {attr} but must be an integer")
    return int(attr.value)


def _string(attr: at.Attribute | None, what: str) -> str:
    if not isinstance(attr, at.StringAttr):
        raise MeshGroupsError(f"{what} is {attr} but must be a string")
    return attr.value


def _stablehlo_mesh(attr: at.StructAttr | at.DictAttr) -> Mesh:
    """A ``#stablehlo.mesh<axes = [...], device_ids = ...>`` or its dictionary form ``{axes = [{name, size}]}``."""
    axes_attr = attr.get("axes")
    if not isinstance(axes_attr, at.ArrayAttr):
        raise MeshGroupsError(f"mesh {attr} has no list of axes")
    axes = []
    for axis in axes_attr.elements:
        if not isinstance(axis, (at.StructAttr, at.DictAttr)):
            raise MeshGroupsError(f"mesh axis {axis} must be a #stablehlo.mesh_axis<name, size>")
        axes.append(MeshAxis(_string(axis.get("name"), "a mesh axis's name"), _int(axis.get("size"), "its size")))
    ids = attr.get("device_ids")
    device_ids = None
    if isinstance(ids, at.DenseElementsAttr):
        device_ids = tuple(int(i) for i in np.asarray(ids.array).reshape(-1))
    elif ids is not None:
        raise MeshGroupsError(f"device_ids {ids} must be a 1-dimensional tensor constant")
    return Mesh(tuple(axes), device_ids)


def _mesh_of_symbol(op: Op) -> Mesh:
    """The mesh that a top-level op ``@name`` defines (see the module docstring)."""
    inline = op.attributes.get("mesh")
    if isinstance(inline, at.StructAttr) and inline.name == "stablehlo.mesh":
        return _stablehlo_mesh(inline)
    described = op.attributes.get("stablehlo.mesh")
    if isinstance(described, at.DictAttr) or (isinstance(described, at.StructAttr)
                                              and described.name == "stablehlo.mesh"):
        return _stablehlo_mesh(described)
    if inline is not None:
        try:
            return parse_mesh(inline)
        except SdyAttrError as error:
            raise MeshGroupsError(str(error)) from None
    raise MeshGroupsError(f"{op.name} has no mesh attribute")


def resolve_mesh(attr: at.StructAttr, symbols: Mapping[str, Op]) -> Mesh:
    """The mesh of a ``#stablehlo.replica_group_mesh_axes``: inline or the top-level op its symbol names."""
    mesh = attr.get("mesh")
    if isinstance(mesh, at.SymbolRefAttr):
        op = symbols.get(mesh.name)
        if op is None:
            raise MeshGroupsError(f"mesh symbol '{mesh.name}' not found")
        return _mesh_of_symbol(op)
    if isinstance(mesh, at.StructAttr) and mesh.name == "stablehlo.mesh":
        return _stablehlo_mesh(mesh)
    raise MeshGroupsError(f"mesh must be a symbol reference or a #stablehlo.mesh, not {mesh}")


_SUB_AXIS = re.compile(r"^\s*\(\s*(\d+)\s*\)\s*(\d+)\s*$")


def _axis_ref(attr: at.Attribute, mesh: Mesh) -> AxisRef:
    """``#stablehlo.axis_ref<name = "x", sub_axis_info = (pre)size>``, checked against ``mesh``."""
    if not (isinstance(attr, at.StructAttr) and attr.name == "stablehlo.axis_ref"):
        raise MeshGroupsError(f"expected a #stablehlo.axis_ref in axes, found {attr}")
    name = _string(attr.get("name"), "an axis_ref's name")
    full = mesh.size(name)
    if full is None:
        raise MeshGroupsError(f"axis '{name}' not found in mesh definition")
    info = attr.get("sub_axis_info")
    if info is None:
        return AxisRef(name)
    match = _SUB_AXIS.match(info.text if isinstance(info, at.OpaqueAttr) else str(info))
    if match is None:
        raise MeshGroupsError(f"sub_axis_info {info} of axis '{name}' is not (pre_size)size")
    pre, size = int(match.group(1)), int(match.group(2))
    if pre < 1 or size < 1 or full % (pre * size):
        raise MeshGroupsError(f"sub-axis '{name}':({pre}){size} does not divide axis '{name}' of size {full}")
    return AxisRef(name, pre, size)


def mesh_axes_groups(attr: at.StructAttr, symbols: Mapping[str, Op]) -> np.ndarray:
    """The groups of ``attr`` as a 2-dimensional int64 array (one row per group); ``MeshGroupsError`` when
    the mesh or an axis cannot be found, or an axis (digit) is named twice."""
    mesh = resolve_mesh(attr, symbols)
    axes = attr.get("axes")
    if not isinstance(axes, at.ArrayAttr):
        raise MeshGroupsError(f"axes {axes} must be a list of #stablehlo.axis_ref")
    refs = [_axis_ref(a, mesh) for a in axes.elements]
    devices = mesh.devices
    if mesh.device_ids is not None and devices.size != len(mesh.device_ids):
        raise MeshGroupsError(f"the mesh has {devices.size} devices but {len(mesh.device_ids)} device_ids")
    names = [a.name for a in mesh.axes]
    coords = np.indices(devices.shape).reshape(len(names), -1)  # each device's coordinates, row-major
    rest = coords.copy()  # the coordinates with the named digits zeroed: equal within a group
    member = np.zeros(devices.size, dtype=np.int64)
    for ref in refs:
        axis = names.index(ref.name)
        size = ref.size(mesh)
        digit = (coords[axis] // ref.pre_size) % size
        if np.any((rest[axis] // ref.pre_size) % size != digit):
            raise MeshGroupsError(f"axis '{ref.name}' is named more than once (or its sub-axes overlap)")
        rest[axis] -= digit * ref.pre_size
        member = member * size + digit
    group_size = int(np.prod([r.size(mesh) for r in refs])) if refs else 1
    _, group = np.unique(np.ravel_multi_index(tuple(rest), devices.shape), return_inverse=True)
    groups = np.empty((devices.size // group_size, group_size), dtype=np.int64)
    groups[group.reshape(-1), member] = devices.reshape(-1)
    return groups
