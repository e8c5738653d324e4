"""Helpers shared by the op evaluations: result dtypes and attribute access."""
from __future__ import annotations

import numpy as np

from ...ir.attributes import AliasRefAttr, Attribute, int_list
from ...ir.nodes import Op
from ...numerics.dtypes import dtype_of


def result_dtype(op: Op, index: int = 0) -> np.dtype:
    """NumPy dtype of the op's ``index``-th result."""
    return dtype_of(op.result_types[index].element_type)


def result_shape(op: Op, index: int = 0) -> tuple[int, ...]:
    return tuple(op.result_types[index].shape)


def attribute(op: Op, name: str) -> Attribute | None:
    """``op.attributes[name]`` with ``#alias`` references resolved (None when absent)."""
    attr = op.attributes.get(name)
    while isinstance(attr, AliasRefAttr):
        attr = attr.target
    return attr


def ints(op: Op, name: str, default: tuple[int, ...] | None = None) -> tuple[int, ...]:
    """An integer-list attribute (``array<i64: ...>``, ``[...]`` or ``dense<...>``) of ``op``."""
    values = int_list(attribute(op, name))
    if values is None:
        if default is None:
            raise ValueError(f"missing attribute {name}")
        return default
    return tuple(values)


def scalar_attr(op: Op, name: str, default=None):
    """The Python value of a scalar attribute (``IntegerAttr``/``FloatAttr``/``BoolAttr``/``StringAttr``)."""
    attr = attribute(op, name)
    return default if attr is None else attr.value


def enum_value(op: Op, name: str, default: str | None = None) -> str | None:
    attr = attribute(op, name)
    return default if attr is None else attr.value
