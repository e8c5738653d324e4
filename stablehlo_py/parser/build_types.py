"""Builder callbacks for the grammar's type rules (spec "Types")."""
from __future__ import annotations

from ..ir import types as ty
from . import type_spellings as tp
from .state import parse_state
from .tokens import located_error, present


class TypeRules:
    """Mixed into the Builder: one method per type rule of grammar/stablehlo.lark."""

    def simple_tensor_type(self, children):
        """A SIMPLE_TENSOR_TYPE token: ``tensor<2x3xf32>`` in one piece."""
        return tp.simple_tensor_type(children[0])

    def tensor_type(self, children):
        """``tensor<2x?xf32, #encoding>`` (spec TensorType, plus MLIR's encoding)."""
        dims, elem, encoding = children
        return ty.TensorType(tp.shape_from_dims(dims), elem, encoding)

    def unranked_tensor_type(self, children):
        return ty.TensorType(None, children[1])

    def token_type(self, _):
        return ty.TokenType()

    def tuple_type(self, children):
        return ty.TupleType(tuple(present(children)))

    def future_type(self, children):
        return ty.FutureType(tuple(present(children)))

    def function_type(self, children):
        """``(T...) -> R`` or ``(T...) -> (R...)`` (spec FunctionType)."""
        if len(children) == 1:
            return tp.simple_function_type(children[0])
        inputs, results = children
        return ty.FunctionType(inputs, results if isinstance(results, tuple) else (results,))

    def type_list(self, children):
        return tuple(present(children))

    def type_alias(self, children):
        name = children[0]
        found = parse_state().type_aliases.get(name[1:]) or ty.PLAIN_DIALECT_TYPES.get(name)
        if found is None:
            what = "unknown type" if "." in name else "undefined type alias"
            raise located_error(f"{what} '{name}'", name)
        return found

    def opaque_type(self, children):
        return ty.OpaqueType(str(children[0]))

    def none_type(self, _):
        return ty.NoneType()

    def scalar_type(self, children):
        return tp.element_type(children[0])

    def complex_type(self, children):
        return tp.complex_type(children[0])

    def quantized_element_type(self, children):
        """``!quant.uniform<i8<-127:127>:f32:1, {0.1:-1, 0.2}>`` (spec QuantizedTensorElementType).

        The parameters are kept as written too, so the type prints back unchanged.
        """
        storage_tok, srange, expressed_tok, axis, params = children
        storage = tp.element_type(storage_tok)
        expressed = tp.element_type(expressed_tok)
        if not isinstance(storage, ty.IntegerType) or not isinstance(expressed, ty.FloatType):
            raise located_error("quantized storage type must be an integer type and expressed type a float type",
                                storage_tok)
        text = str(storage_tok)
        if srange is not None:
            text += f"<{srange[0]}:{srange[1]}>"
        text += f":{expressed_tok}"
        if axis is not None:
            text += f":{axis}"
        scales = tuple(p[0] for p in params)
        zero_points = tuple(p[1] for p in params)
        texts = ", ".join(p[2] for p in params)
        text += f", {{{texts}}}" if axis is not None else f", {texts}"
        return ty.QuantizedType(storage, expressed, scales, zero_points,
                                int(axis) if axis is not None else None,
                                srange[0] if srange else None, srange[1] if srange else None, text)

    def quantization_storage_range(self, children):
        return int(children[0]), int(children[1])

    def quantization_parameters(self, children):
        return children

    def quantization_parameter(self, children):
        """(scale, zero point, text) of ``0.1:-1`` (the zero point defaults to 0)."""
        scale, zp = children
        text = str(scale) + (f":{zp}" if zp is not None else "")
        return float(scale), int(zp) if zp is not None else 0, text

