"""Declarations of the ``sort`` family (spec "sort"); no pretty format upstream."""
from __future__ import annotations

from ..ir.opdef import AttrKind, Trait, attr, op_def

OPS = (
    op_def("stablehlo.sort", spec="spec sort", operands="inputs*", results="results*", regions="comparator",
           attributes=(attr("dimension", AttrKind.INT, -1), attr("is_stable", AttrKind.BOOL, False)),
           traits=((Trait.SAME_OPERANDS_AND_RESULT_SHAPE, "C3"),)),
)
