"""Optimized HLO's layout-changing instructions: a ``bitcast`` reinterprets its operand's storage as another
shape with another layout. Values in StableHLO have no layout (they are row-major); the same bytes read in
the result's layout are the operand transposed to its physical (major-to-minor) order, reshaped to the
result's physical shape, then transposed back to the result's logical order."""
from __future__ import annotations

from .emit import Site, Value
from .ops_basic import i64_array, numpy_dtype
from .values import ArrayShape


def _physical(shape: ArrayShape) -> list[int]:
    """The dimensions major to minor (the default layout is {rank-1, ..., 0}: row-major)."""
    layout = shape.layout if shape.layout is not None else tuple(reversed(range(len(shape.dims))))
    return list(reversed(layout))


def bitcast(site: Site) -> Value:
    operand = site.leaf(0)
    result = site.result()
    value = operand
    if operand.shape.element != result.element:  # the same bytes as another element type of the same width
        if numpy_dtype(operand.shape.element).itemsize != numpy_dtype(result.element).itemsize:
            raise site.fail(f"a bitcast from {operand.shape.element} to {result.element} changes the width")
        value = site.emit1("stablehlo.bitcast_convert", [operand], ArrayShape(result.element, operand.shape.dims,
                                                                              operand.shape.layout))
    order_in, order_out = _physical(value.shape), _physical(result)
    if order_in != list(range(len(order_in))):
        value = site.emit1("stablehlo.transpose", [value], value.shape.with_dims(
            [value.shape.dims[d] for d in order_in]), {"permutation": i64_array(order_in)})
    physical_out = result.with_dims([result.dims[d] for d in order_out])
    if value.shape.dims != physical_out.dims:
        value = site.emit1("stablehlo.reshape", [value], physical_out)
    if order_out != list(range(len(order_out))):
        inverse = [order_out.index(d) for d in range(len(order_out))]
        value = site.emit1("stablehlo.transpose", [value], result.with_dims(result.dims), {"permutation": i64_array(inverse)})
    if value is operand:
        return operand
    return value
