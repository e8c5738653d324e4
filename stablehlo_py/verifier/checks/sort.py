"""Checks of the ``sort`` family (spec "sort")."""
from __future__ import annotations

from ...ir.nodes import Region
from ...ir.types import BooleanType, TensorType
from ..bodies import returned_types
from ..context import OpContext
from ..registry import check
from ..type_rules import all_compatible, type_mismatch


@check("stablehlo.sort")
def check_sort(ctx: OpContext, attrs) -> None:
    """sort (C1) 0 < size(inputs); (C2) type(inputs...) = type(results...); (C4) -R <= dimension < R;
    (C5) the comparator's type. (C3), one shape for every input and result, is a trait of the table."""
    inputs, results = ctx.operand_types, ctx.result_types
    if not ctx.require(len(inputs) > 0, "C1", "has no inputs but needs at least one"):
        return
    if not ctx.tensors(inputs) or not ctx.tensors(results, "result"):
        return
    if not ctx.require(all_compatible(inputs, results), "C2",
                       lambda: type_mismatch("result", None, results, "input", None, inputs)):
        return
    rank, dim = inputs[0].rank, attrs.dimension
    if not ctx.require(-rank <= dim < rank, "C4", f"attribute `dimension` is {dim} but must be in [{-rank}, {rank}) "
                                                  f"for inputs of rank {rank}"):
        return
    check_comparator(ctx, "C5", ctx.op.regions[0], inputs)


def check_comparator(ctx: OpContext, label: str, region: Region, inputs: tuple[TensorType, ...]) -> None:
    """The comparator has type ``(tensor<E1>, tensor<E1>, ..., tensor<EN-1>, tensor<EN-1>) -> tensor<i1>``."""
    args = [a.type for a in region.entry.arguments]
    if not ctx.require(len(args) == 2 * len(inputs), label, f"the comparator takes {len(args)} argument(s) but must "
                                                            f"take {2 * len(inputs)}, two per input"):
        return
    for i, arg in enumerate(args):
        expected = TensorType((), inputs[i // 2].element_type)
        if not ctx.require(arg == expected, label, f"argument #{i} of the comparator has type {arg} but must be "
                                                   f"{expected}"):
            return
    returned = returned_types(region)
    if not ctx.require(len(returned) == 1, label, f"the comparator returns {len(returned)} value(s) but must return "
                                                  f"one"):
        return
    out = returned[0]
    ctx.require(isinstance(out, TensorType) and out.shape == () and isinstance(out.element_type, BooleanType),
                label, f"the comparator returns {out} but must return tensor<i1>")
