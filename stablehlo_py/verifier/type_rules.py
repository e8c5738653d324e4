"""Shape and type helpers shared by the op checks (spec "Types", "Formulas").

A dynamic dimension (``None``) is compatible with any size; an unranked
tensor with any shape.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Iterable, Sequence

from ..errors import counted
from ..ir.attributes import Attribute, DenseElementsAttr, IntegerAttr, StructAttr
from ..ir.types import ElementType, IntegerType, OpaqueType, QuantizedType, TensorType, TupleType, Type

if TYPE_CHECKING:
    from .context import OpContext

Shape = Sequence["int | None"]


def dim_compatible(a: int | None, b: int | None) -> bool:
    """Two dimension sizes agree: equal, or either is dynamic (None)."""
    return a is None or b is None or a == b


def shapes_compatible(a: Shape | None, b: Shape | None) -> bool:
    """Same rank and pairwise compatible sizes; an unranked (None) shape fits anything."""
    if a is None or b is None:
        return True
    return len(a) == len(b) and all(x is None or y is None or x == y for x, y in zip(a, b))


def first_mismatch(a: Shape, b: Shape, skip: int | None = None) -> int | None:
    """The first axis (other than ``skip``) where same-rank shapes ``a`` and ``b`` have incompatible sizes."""
    return next((axis for axis, (x, y) in enumerate(zip(a, b)) if axis != skip and not dim_compatible(x, y)), None)


def element_types_compatible(a: ElementType, b: ElementType) -> bool:
    """Equal, or both quantized over the same storage/expressed types (per-op rules refine this)."""
    if a == b:
        return True
    return (isinstance(a, QuantizedType) and isinstance(b, QuantizedType)
            and a.storage_type == b.storage_type and a.expressed_type == b.expressed_type)


def types_compatible(a: Type, b: Type) -> bool:
    """Tensors: compatible shapes and element types; other types: equal."""
    if isinstance(a, TensorType) and isinstance(b, TensorType):
        return shapes_compatible(a.shape, b.shape) and element_types_compatible(a.element_type, b.element_type)
    return a == b


def shape_text(shape: Iterable[int | None]) -> str:
    """``[2, ?, 3]``."""
    return "[" + ", ".join("?" if d is None else str(d) for d in shape) + "]"


def type_list(types: Iterable[Type]) -> str:
    """``tensor<2xf32>, tensor<i1>`` (``()`` when there are none)."""
    return ", ".join(map(str, types)) or "()"


def type_mismatch(kind: str, owner: str | None, types: Sequence[Type], other_kind: str, other: str | None,
                  expected: Sequence[Type], exact: bool = False) -> str:
    """Where two type lists that must agree first differ (their lengths, else the first pair that is not
    compatible, or not equal when ``exact``), e.g. ``operand #2 has type tensor<1xf32> but argument #2 of
    the cond block has tensor<3xf32>``. ``owner``/``other`` name whose values they are (None: the op's)."""
    def of(i: int | None, noun: str, whose: str | None) -> str:
        return (f"{noun} #{i}" if whose is None else f"{noun} #{i} of {whose}") if i is not None else \
            ("the op" if whose is None else whose)
    if len(types) != len(expected):
        return (f"{of(None, kind, owner)} has {counted(len(types), kind)} but {of(None, other_kind, other)} has "
                f"{counted(len(expected), other_kind)}")
    i = next((i for i, (a, b) in enumerate(zip(types, expected))
              if (a != b if exact else not types_compatible(a, b))), 0)
    return (f"{of(i, kind, owner)} has type {types[i]} but {of(i, other_kind, other)} has {expected[i]}; they "
            f"must match")


def all_compatible(a: Sequence[Type], b: Sequence[Type]) -> bool:
    """Same length and pairwise ``types_compatible``."""
    return len(a) == len(b) and all(types_compatible(x, y) for x, y in zip(a, b))


def check_inferred_shape(ctx: "OpContext", label: str, expected: Shape, what: str = "the inferred shape") -> None:
    """Report under ``label`` unless result #0 has shape ``expected`` (up to dynamic sizes)."""
    result = ctx.result_types[0]
    ctx.require(shapes_compatible(expected, result.shape), label,
                lambda: f"result #0 has type {result} but {what} is {shape_text(expected)}")


def check_same_element_type(ctx: "OpContext", label: str, a: TensorType, a_name: str, b: TensorType,
                            b_name: str) -> bool:
    """Report under ``label`` unless ``a`` and ``b`` (named ``a_name``/``b_name``) have compatible element types."""
    return ctx.require(element_types_compatible(a.element_type, b.element_type), label,
                       lambda: f"{a_name} has element type {a.element_type} but {b_name} has {b.element_type}; "
                               f"they must match")


def check_same_shape(ctx: "OpContext", label: str, a: TensorType, a_name: str, b: TensorType, b_name: str) -> bool:
    """Report under ``label`` unless ``a`` and ``b`` (named ``a_name``/``b_name``) have compatible shapes."""
    return ctx.require(shapes_compatible(a.shape, b.shape), label,
                       lambda: f"{a_name} has type {a} but {b_name} has {b}; their shapes must match")


def is_unique(values: Sequence[int]) -> bool:
    """No value occurs twice."""
    return len(set(values)) == len(values)


def first_repeat(values: Sequence[int]) -> int | None:
    """The first value that occurs a second time in ``values`` (None when they are unique)."""
    seen: set[int] = set()
    for v in values:
        if v in seen:
            return v
        seen.add(v)
    return None


def is_sorted(values: Sequence[int]) -> bool:
    """Non-decreasing."""
    return all(a <= b for a, b in zip(values, values[1:]))


def out_of_range(values: Iterable[int], upper: int) -> list[int]:
    """The values not in ``[0, upper)``."""
    return [v for v in values if not 0 <= v < upper]


def struct_int(attr: Attribute | None, key: str, default: int = 0) -> int:
    """An integer field of a ``#stablehlo.gather<...>``-like attribute."""
    value = attr.get(key) if isinstance(attr, StructAttr) else None
    return value.value if isinstance(value, IntegerAttr) else default


def bounds_of(t: TensorType) -> tuple[int | None, ...] | None:
    """The ``#stablehlo.bounds<...>`` of a tensor type's encoding (None per unbounded dim), if any."""
    enc = t.encoding
    if isinstance(enc, StructAttr) and enc.name in ("stablehlo.bounds", "stablehlo.type_extensions"):
        values = enc.positional or (enc.get("bounds").elements if enc.get("bounds") is not None else ())
        return tuple(v.value if isinstance(v, IntegerAttr) else None for v in values)
    return None


def bound_exceeded(a: TensorType, b: TensorType) -> tuple[int, int, int] | None:
    """(axis, size, bound) where one of same-rank ``a`` and ``b`` has a static size above the other's
    ``#stablehlo.bounds`` (upstream's compatibility of bounded dynamic dimensions), or None."""
    if a.encoding is None and b.encoding is None:
        return None
    for static, bounded in ((a, b), (b, a)):
        bounds = bounds_of(bounded)
        if bounds is None or static.shape is None or len(bounds) != len(static.shape):
            continue
        for axis, (size, bound) in enumerate(zip(static.shape, bounds)):
            if size is not None and bound is not None and size > bound:
                return axis, size, bound
    return None


def bounds_error(t: Type) -> str | None:
    """Why the ``#stablehlo.bounds`` of tensor type ``t`` are invalid (one per dimension, only on
    dynamic dimensions), or None."""
    bounds = bounds_of(t) if isinstance(t, TensorType) and t.shape is not None else None
    if bounds is None:
        return None
    if len(bounds) != len(t.shape):
        return f"type {t} has {len(bounds)} bounds but rank {len(t.shape)}; it needs one bound per dimension"
    for i, (size, bound) in enumerate(zip(t.shape, bounds)):
        if size is not None and bound is not None:
            return (f"type {t} gives static dimension {i} (size {size}) the bound {bound}; only dynamic "
                    f"dimensions (?) may have a bound, write `?` in its place")
    return None


def padding_pairs(attr: Attribute | None) -> tuple[tuple[int, int], ...] | None | str:
    """A ``dense<[[lo, hi], ...]> : tensor<Nx2xi64>`` padding as pairs; what it is instead when it is not Nx2."""
    if attr is None:
        return None
    if not isinstance(attr, DenseElementsAttr):
        return str(attr)
    shape = attr.array.shape
    if len(shape) != 2 or shape[1] != 2:
        return f"a tensor of shape {shape_text(shape)}"
    return tuple((int(lo), int(hi)) for lo, hi in attr.array.tolist())


def padded_size(size: int, low: int, high: int, interior: int = 0) -> int:
    """Spec ``pad``'s result size: ``low + size + max(size - 1, 0) * interior + high``."""
    return low + size + max(size - 1, 0) * interior + high


def window_output_shape(inputs: Shape, window: Sequence[int], strides: Sequence[int], base: Sequence[int],
                        dilations: Sequence[int], padding: Sequence[tuple[int, int]]) -> list[int | None]:
    """``num_windows`` of reduce_window/convolution: ``(padded - dilated_window) // stride + 1`` per axis."""
    out: list[int | None] = []
    for size, w, s, b, d, (lo, hi) in zip(inputs, window, strides, base, dilations, padding):
        if size is None or w is None:
            out.append(None)
            continue
        padded = padded_size(size, lo, hi, b - 1)  # base dilation is interior padding b - 1
        dilated = (w - 1) * d + 1
        out.append(max((padded - dilated) // s + 1, 0) if padded >= dilated else 0)
    return out


@lru_cache(maxsize=None)
def not_a_stablehlo_type(t: Type) -> str | None:
    """Why ``t`` is not a StableHLO value type (spec "Types"), or None: MLIR also parses integer
    widths and builtin types (``i10``, ``memref<...>``) that StableHLO does not have."""
    if isinstance(t, OpaqueType):
        return "values are tensors, tokens or tuples"
    if isinstance(t, TupleType):
        return next(filter(None, map(not_a_stablehlo_type, t.types)), None)
    if isinstance(t, TensorType):
        et = t.element_type
        if isinstance(et, QuantizedType):
            et = et.storage_type
        if isinstance(et, IntegerType) and et.width not in (2, 4, 8, 16, 32, 64):
            return "integer types are 2, 4, 8, 16, 32 or 64 bits wide"
    return None
