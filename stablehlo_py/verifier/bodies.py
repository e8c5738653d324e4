"""Checks of the computations ops carry in regions: reducers (``body`` of reduce, reduce_window,
scatter, select_and_scatter, all_reduce, reduce_scatter) and ``is_promotable`` (spec "Formulas")."""
from __future__ import annotations

from ..ir.nodes import Region
from ..ir.types import ComplexType, ElementType, FloatType, IntegerType, QuantizedType, TensorType, Type
from .context import OpContext
from .infer import shape_text, shapes_compatible


def is_promotable(source: ElementType, target: ElementType) -> bool:
    """``is_promotable(x, y)``: same kind and ``bitwidth(x) <= bitwidth(y)`` (quantized: storage, same expressed)."""
    if source == target:
        return True
    if isinstance(source, QuantizedType) and isinstance(target, QuantizedType):
        return (source.expressed_type == target.expressed_type
                and source.storage_type.width <= target.storage_type.width)
    if isinstance(source, IntegerType) and isinstance(target, IntegerType):
        return source.signed == target.signed and source.width <= target.width
    if isinstance(source, FloatType) and isinstance(target, FloatType):
        return source.width <= target.width
    if isinstance(source, ComplexType) and isinstance(target, ComplexType):
        return source.element_type.width <= target.element_type.width
    return False


def returned_types(region: Region) -> tuple[Type, ...]:
    """Types of the values the region's ``stablehlo.return`` returns."""
    ops = region.entry.ops
    return ops[-1].operand_types if ops and ops[-1].name == "stablehlo.return" else ()


def check_reducer(ctx: OpContext, label: str, region: Region, inputs: list[TensorType],
                  inits: list[TensorType], allowed_shape=(), match_suffix: bool = False) -> bool:
    """The reducer has type ``(tensor<E0>, ..., tensor<E0>, ...) -> (tensor<E0>, ...)`` with each ``Ei``
    promotable from the inputs' and the init values' element types (e.g. reduce C6, scatter C23).

    Like upstream, the body's arguments may also be tensors whose shape is a suffix of ``allowed_shape``
    (reduce: the result shape; with ``match_suffix`` the sizes must match, else only the rank is bounded),
    as long as the init values have that shape too.
    """
    n = len(inputs)
    args = [a.type for a in region.entry.arguments]
    if not ctx.require(len(args) == 2 * n, label,
                       f"Reduction-region must take {2 * n} parameters, but takes {len(args)} parameter(s)"):
        return False
    results = returned_types(region)
    if not ctx.require(bool(results), label, "The reduction-region expected to return some value(s)"):
        return False
    if not ctx.require(len(results) == n, label,
                       f"Reduction-region here must produce {n} tensors, but produces {len(results)} instead"):
        return False
    for r in results:
        if not ctx.require(isinstance(r, TensorType), label,
                           f"Reduction-region here must produce tensor-typed result(s), but produces '{r}' instead"):
            return False
    for i in range(n):
        acc, elem, res = args[i], args[n + i], results[i]
        if not ctx.require(acc == res, label, lambda: f"The type of reduction-region's parameter at index {i} is "
                                                       f"different than the corresponding result type: {acc} vs {res}"):
            return False
        if not ctx.require(acc == elem, label,
                           lambda: f"The type of reduction-region's parameter at index {n + i} is different than the "
                                   f"corresponding result type: {elem} vs {res}"):
            return False
        if not isinstance(acc, TensorType) or acc.shape is None:
            continue
        init = inits[i]
        ctx.require(is_promotable(init.element_type, acc.element_type), label,
                    lambda: f"The element-type of reduction-region's result type at index {i} is expected to be "
                            f"promotable from the op's corresponding init-value element-type: {init} vs {acc}")
        ctx.require(is_promotable(inputs[i].element_type, elem.element_type), label,
                    lambda: f"The element-type of reduction-region's argument at index {n + i} is expected to be "
                            f"promotable from {inputs[i].element_type}, got {elem}")
        if not ctx.require(len(acc.shape) <= len(allowed_shape), label,
                           lambda: f"The rank of reduction-region's argument at index {n + i} is expected to be "
                                   f"<= {len(allowed_shape)}, got {len(acc.shape)}"):
            return False
        suffix = allowed_shape[len(allowed_shape) - len(acc.shape):]
        ctx.require(not match_suffix or shapes_compatible(suffix, acc.shape), label,
                    lambda: f"The shape of reduction-region's argument at index {n + i} is not compatible with "
                            f"that of the op's input: {acc} vs {shape_text(suffix)}")
        ctx.require(shapes_compatible(init.shape, acc.shape), label,
                    lambda: f"The shape of reduction-region's argument at index {i} is not compatible with that "
                            f"of the init value: {acc} vs {init}")
        if ctx.failed:
            return False
    return True
