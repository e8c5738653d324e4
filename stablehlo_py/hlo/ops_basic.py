"""Converters of HLO's elementwise and data-movement instructions (constants, shapes, slices, tuples)."""
from __future__ import annotations

import numpy as np

from .emit import Leaf, Site, Value, flat, rebuild
from .values import ArrayShape, enum_word, int_list, integer, literal, padding_config, slices


def i64_array(values) -> str:
    return "array<i64" + (": " + ", ".join(str(int(v)) for v in values) if len(values) else "") + ">"


def i64(value: int) -> str:
    return f"{int(value)} : i64"


def dense_i64(rows: list[list[int]], shape: tuple[int, ...]) -> str:
    """``dense<[[...]]> : tensor<AxBxi64>`` (``dense<>`` when it holds no element)."""
    body = str(np.asarray(rows, dtype=np.int64).reshape(shape).tolist()).replace(" ", "") if np.prod(shape) else ""
    return f"dense<{body}> : tensor<{'x'.join(str(d) for d in shape)}xi64>"


def elementwise(op: str):
    """An op of the same operands and result as the instruction (add, tanh, compare's siblings, ...)."""
    def convert(site: Site) -> Value:
        operands = [site.leaf(i) for i in range(len(site.operands))]
        return site.emit1(op, operands, site.result())
    convert.__doc__ = f"-> {op}"
    return convert


def identity(site: Site) -> Value:
    """The instruction's value is its (first) operand's."""
    if not site.operands:
        raise site.fail("expected an operand", site.instr.operands)
    return site.operands[0]


def parameter(site: Site) -> Value:  # pragma: no cover - parameters are bound by ModuleConverter.run
    raise site.fail("a parameter is bound by its computation")


def constant(site: Site) -> Value:
    values = literal(site.instr.operands, site.shape)
    return _constant(site, site.shape, values)


def _constant(site: Site, shape, values) -> Value:
    if isinstance(shape, tuple):
        return tuple(_constant(site, s, v) for s, v in zip(shape, values))
    return site.emit1("stablehlo.constant", [], shape, {"value": dense_text(shape, values)})


def numpy_dtype(element: str) -> np.dtype:
    """The NumPy dtype of an HLO element type (ml_dtypes' for the narrow floats and sub-byte integers)."""
    plain = {"pred": "bool", "s8": "int8", "s16": "int16", "s32": "int32", "s64": "int64", "u8": "uint8",
             "u16": "uint16", "u32": "uint32", "u64": "uint64", "f16": "float16", "f32": "float32",
             "f64": "float64", "c64": "complex64", "c128": "complex128"}
    if element in plain:
        return np.dtype(plain[element])
    import ml_dtypes

    names = {"bf16": "bfloat16", "s2": "int2", "s4": "int4", "u2": "uint2", "u4": "uint4", "s1": "bool", "u1": "bool"}
    name = names.get(element) or f"float{element[1]}_{element[2:]}"  # f8e4m3fn -> float8_e4m3fn
    return np.dtype(getattr(ml_dtypes, name))


def dense_text(shape: ArrayShape, values: list) -> str:
    """``dense<...> : tensor<...>`` of ``values`` (the elements in row-major order): a splat when all are
    equal, else the bytes in hex for the float types of a byte or more, else a nested list."""
    element = shape.element
    dtype = numpy_dtype(element)
    if element[0] in "su" or element == "pred":
        array = np.asarray(values, dtype=object)
        text = [_scalar_text(v, shape) for v in values]
    else:
        array = np.asarray(values, dtype=np.complex128 if element[0] == "c" else np.float64).astype(dtype)
        text = None
    first = values[0] if values else None
    if values and all(v == first or (v != v and first != first) for v in values):
        return f"dense<{_scalar_text(array.flat[0], shape)}> : {shape.mlir}"
    if text is None and dtype.itemsize * 8 >= 8 and element not in ("f4e2m1fn", "f6e2m3fn", "f6e3m2fn"):
        return f'dense<"0x{array.tobytes().hex().upper()}"> : {shape.mlir}'
    if text is None:
        text = [_scalar_text(v, shape) for v in array.tolist()]
    return f"dense<{_nested(text, shape.dims)}> : {shape.mlir}"


def _nested(items: list[str], dims: tuple[int, ...]) -> str:
    if not dims:
        return items[0]
    if len(dims) == 1:
        return "[" + ", ".join(items) + "]"
    step = len(items) // dims[0] if dims[0] else 0
    return "[" + ", ".join(_nested(items[i * step:(i + 1) * step], dims[1:]) for i in range(dims[0])) + "]"


def _scalar_text(value, shape: ArrayShape) -> str:
    if shape.element == "pred":
        return "true" if bool(value) else "false"
    if shape.element in ("c64", "c128"):
        part = shape.with_element("f32" if shape.element == "c64" else "f64")
        return f"({_float_text(complex(value).real, part)}, {_float_text(complex(value).imag, part)})"
    if shape.element[0] in "su":
        return str(int(value))
    return _float_text(float(value), shape)


def _float_text(value: float, shape: ArrayShape) -> str:
    """A float element's text; NaN and the infinities as the bit pattern of the element type."""
    if np.isnan(value) or np.isinf(value):
        bits = np.asarray(value).astype(numpy_dtype(shape.element)).tobytes()[::-1].hex()
        return "0x" + bits.upper()
    return repr(float(value))


def tuple_(site: Site) -> Value:
    return tuple(site.operands)


def get_tuple_element(site: Site) -> Value:
    value = site.operands[0] if site.operands else None
    index = site.attr("index", integer)
    if not isinstance(value, tuple) or not 0 <= index < len(value):
        raise site.fail(f"index {index} is not an element of the operand's tuple", site.instr.attributes["index"])
    return value[index]


def broadcast(site: Site) -> Value:
    dims = site.attr("dimensions", int_list)
    return site.emit1("stablehlo.broadcast_in_dim", [site.leaf(0)], site.result(),
                      {"broadcast_dimensions": i64_array(dims)})


def reshape(site: Site) -> Value:
    return site.emit1("stablehlo.reshape", [site.leaf(0)], site.result())


def transpose(site: Site) -> Value:
    return site.emit1("stablehlo.transpose", [site.leaf(0)], site.result(),
                      {"permutation": i64_array(site.attr("dimensions", int_list))})


def reverse(site: Site) -> Value:
    return site.emit1("stablehlo.reverse", [site.leaf(0)], site.result(),
                      {"dimensions": i64_array(site.attr("dimensions", int_list))})


def slice_(site: Site) -> Value:
    spec = site.attr("slice", slices)
    return site.emit1("stablehlo.slice", [site.leaf(0)], site.result(), {
        "start_indices": i64_array([s for s, _, _ in spec]), "limit_indices": i64_array([l for _, l, _ in spec]),
        "strides": i64_array([t for _, _, t in spec])})


def dynamic_slice(site: Site) -> Value:
    operands = [site.leaf(i) for i in range(len(site.operands))]
    return site.emit1("stablehlo.dynamic_slice", operands, site.result(),
                      {"slice_sizes": i64_array(site.attr("dynamic_slice_sizes", int_list))})


def dynamic_update_slice(site: Site) -> Value:
    operands = [site.leaf(i) for i in range(len(site.operands))]
    return site.emit1("stablehlo.dynamic_update_slice", operands, site.result())


def concatenate(site: Site) -> Value:
    (dimension,) = site.attr("dimensions", int_list)
    operands = [site.leaf(i) for i in range(len(site.operands))]
    return site.emit1("stablehlo.concatenate", operands, site.result(), {"dimension": i64(dimension)})


def pad(site: Site) -> Value:
    config = site.attr("padding", padding_config)
    return site.emit1("stablehlo.pad", [site.leaf(0), site.leaf(1)], site.result(), {
        "edge_padding_low": i64_array([lo for lo, _, _ in config]),
        "edge_padding_high": i64_array([hi for _, hi, _ in config]),
        "interior_padding": i64_array([i for _, _, i in config])})


def iota(site: Site) -> Value:
    return site.emit1("stablehlo.iota", [], site.result(), {"iota_dimension": i64(site.attr("iota_dimension", integer))})


def compare(site: Site) -> Value:
    direction = site.attr("direction", lambda v: enum_word(v, ("EQ", "NE", "LT", "LE", "GT", "GE"), "direction"))
    attributes = {"comparison_direction": f"#stablehlo<comparison_direction {direction}>"}
    kind = site.attr("type", default=None) or site.attr("order", default=None)
    if kind is not None:  # type=TOTALORDER (older XLA) or order=TOTAL; FLOAT, SIGNED, UNSIGNED, PARTIALORDER
        names = {"TOTAL": "TOTALORDER", "TOTALORDER": "TOTALORDER", "FLOAT": "FLOAT", "PARTIALORDER": "FLOAT",
                 "SIGNED": "SIGNED", "UNSIGNED": "UNSIGNED"}
        word = str(kind)
        if word not in names:
            raise site.fail(f"unknown comparison type '{word}'", kind)
        attributes["compare_type"] = f"#stablehlo<comparison_type {names[word]}>"
    return site.emit1("stablehlo.compare", [site.leaf(0), site.leaf(1)], site.result(), attributes)


def select(site: Site) -> Value:
    return site.emit1("stablehlo.select", [site.leaf(0), site.leaf(1), site.leaf(2)], site.result())


def clamp(site: Site) -> Value:
    return site.emit1("stablehlo.clamp", [site.leaf(0), site.leaf(1), site.leaf(2)], site.result())


def reduce_precision(site: Site) -> Value:
    return site.emit1("stablehlo.reduce_precision", [site.leaf(0)], site.result(), {
        "exponent_bits": f"{site.attr('exponent_bits', integer)} : i32",
        "mantissa_bits": f"{site.attr('mantissa_bits', integer)} : i32"})


def get_dimension_size(site: Site) -> Value:
    (dimension,) = site.attr("dimensions", int_list)
    return site.emit1("stablehlo.get_dimension_size", [site.leaf(0)], site.result(), {"dimension": i64(dimension)})


def optimization_barrier(site: Site) -> Value:
    values = flat(site.operands[0]) if site.operands else []
    out = site.emit("stablehlo.optimization_barrier", values, [v.shape for v in values])
    return rebuild(site.shape, out)


def mulhi(site: Site) -> Value:
    """The high half of the product: as XLA expands it for types up to 32 bits (a widened multiply)."""
    lhs, rhs = site.leaf(0), site.leaf(1)
    shape = site.result()
    width = int(shape.element[1:])
    if shape.element[0] not in "su" or width > 32:
        raise site.fail(f"mulhi of {shape.element} (only integers up to 32 bits)")
    wide = shape.with_element(shape.element[0] + "64")
    a = site.emit1("stablehlo.convert", [lhs], wide)
    b = site.emit1("stablehlo.convert", [rhs], wide)
    product = site.emit1("stablehlo.multiply", [a, b], wide)
    amount = site.emit1("stablehlo.constant", [], wide, {"value": f"dense<{width}> : {wide.mlir}"})
    shift = "stablehlo.shift_right_arithmetic" if shape.element[0] == "s" else "stablehlo.shift_right_logical"
    high = site.emit1(shift, [product, amount], wide)
    return site.emit1("stablehlo.convert", [high], shape)


def set_dimension_size(site: Site) -> Value:
    """A size set on a dimension the result keeps static (TensorFlow's top_k writes one): the operand, as
    XLA's dynamic padder leaves it. A bounded dynamic result (``f32[<=5]``) is refused where its shape is read."""
    operand = site.leaf(0)
    if operand.shape.dims != site.result().dims:
        raise site.fail("the result's static shape differs from the operand's")
    return operand


def add_dependency(site: Site) -> Value:
    """``add-dependency(value, token)``: the value, ordered after the token (no effect on what it is)."""
    return site.operands[0]


def copy_(site: Site) -> Value:
    """A copy holds the same values; in optimized HLO its layout says how they are stored now, which a
    later bitcast reads (ops_layout.py): the value keeps its SSA name and takes the copy's layout."""
    value = site.operands[0]
    if isinstance(value, Leaf) and isinstance(site.shape, ArrayShape):
        return Leaf(value.name, site.shape)
    return value


def after_all(site: Site) -> Value:
    operands = [site.leaf(i) for i in range(len(site.operands))]
    return site.emit1("stablehlo.after_all", operands, ArrayShape("token", ()))
