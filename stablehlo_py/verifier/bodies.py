"""Checks of the computations ops carry in regions: reducers (``body`` of reduce, reduce_window,
scatter, select_and_scatter, all_reduce, reduce_scatter) and ``is_promotable`` (spec "Formulas")."""
from __future__ import annotations

from ..errors import counted
from ..ir.nodes import Region
from ..ir.types import ComplexType, ElementType, FloatType, IntegerType, QuantizedType, TensorType, Type
from .context import OpContext
from .type_rules import Shape, dim_compatible, shape_text, shapes_compatible


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
                  inits: list[TensorType], allowed_shape: Shape = (), shape_rule: str = "rank") -> bool:
    """The reducer has type ``(tensor<E0>, ..., tensor<E0>, ...) -> (tensor<E0>, ...)`` with each ``Ei``
    promotable from the inputs' and the init values' element types (e.g. reduce C6, scatter C23).

    Like upstream, the body's arguments may also be tensors of rank at most that of ``allowed_shape``, as
    long as the init values have their shape too. ``shape_rule`` "suffix": their shape must be the trailing
    dimensions of ``allowed_shape`` (reduce: the result shape); "window": its sizes must be found, in order,
    among those of ``allowed_shape`` (reduce_window: the window dimensions); "rank": only the rank is bounded.
    """
    n = len(inputs)
    args = [a.type for a in region.entry.arguments]
    if not ctx.require(len(args) == 2 * n, label,
                       lambda: f"the body takes {counted(len(args), 'argument')} but must take {2 * n}: an "
                               f"accumulator and an element per input"):
        return False
    results = returned_types(region)
    if not ctx.require(bool(results), label, f"the body returns nothing but must return {n} value(s)"):
        return False
    if not ctx.require(len(results) == n, label,
                       lambda: f"the body returns {counted(len(results), 'value')} but must return {n}, one per "
                               f"input"):
        return False
    for r in results:
        if not ctx.require(isinstance(r, TensorType), label, lambda: f"the body returns {r}, which is not a tensor"):
            return False
    for i in range(n):
        acc, elem, res = args[i], args[n + i], results[i]
        if not ctx.require(acc == res, label, lambda: f"argument #{i} of the body has type {acc} but its result "
                                                       f"#{i} has {res}; they must be equal"):
            return False
        if not ctx.require(acc == elem, label, lambda: f"argument #{n + i} of the body has type {elem} but "
                                                        f"argument #{i} has {acc}; they must be equal"):
            return False
        if not isinstance(acc, TensorType) or acc.shape is None:
            continue
        init = inits[i]
        ctx.require(is_promotable(init.element_type, acc.element_type), label,
                    lambda: f"init value #{i} has type {init} but argument #{i} of the body has {acc}; "
                            f"{init.element_type} must be promotable to {acc.element_type}")
        ctx.require(is_promotable(inputs[i].element_type, elem.element_type), label,
                    lambda: f"input #{i} has element type {inputs[i].element_type} but argument #{n + i} of the "
                            f"body has {elem}; {inputs[i].element_type} must be promotable to {elem.element_type}")
        if not ctx.require(len(acc.shape) <= len(allowed_shape), label,
                           lambda: f"argument #{n + i} of the body has type {acc} of rank {len(acc.shape)} but its "
                                   f"rank may be at most {len(allowed_shape)}"):
            return False
        suffix = allowed_shape[len(allowed_shape) - len(acc.shape):]
        ctx.require(shape_rule != "suffix" or shapes_compatible(suffix, acc.shape), label,
                    lambda: f"argument #{n + i} of the body has type {acc} but its shape must be "
                            f"{shape_text(suffix)}, the trailing dimensions of the result")
        ctx.require(shape_rule != "window" or _in_order(acc.shape, allowed_shape), label,
                    lambda: f"argument #{n + i} of the body has type {acc} but its sizes must be found, in order, "
                            f"among the window dimensions {shape_text(allowed_shape)} of input #{i}")
        ctx.require(shapes_compatible(init.shape, acc.shape), label,
                    lambda: f"argument #{i} of the body has type {acc} but init value #{i} has {init}; their "
                            f"shapes must match")
        if ctx.failed:
            return False
    return True


def _in_order(shape: Shape, allowed: Shape) -> bool:
    """Each size of ``shape`` is compatible with a size of ``allowed``, in order (matched greedily)."""
    found = 0
    for size in allowed:
        if found < len(shape) and dim_compatible(size, shape[found]):
            found += 1
    return found == len(shape)
