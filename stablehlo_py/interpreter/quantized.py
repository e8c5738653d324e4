"""How ops run on quantized tensors (spec "Quantization computations").

A quantized tensor's value is an array of its storage type. Ops fall in two groups:

* ops whose spec semantics for quantized types is ``dequantize_op_quantize``,
  ``dequantize_batch_norm_grad_or_training_quantize``, ``dequantize_compare``,
  ``dequantize_select_quantize`` or ``hybrid_dequantize_then_op`` (the ops the op table declares
  with ``Trait.QUANTIZED_THROUGH_FLOAT``).
  All five are one rule: dequantize every quantized operand, run the op on its
  expressed (float) types, quantize every quantized result. ``iota`` is in this
  group too: its quantized result is ``quantize(output_index[iota_dimension])``.
  The legacy ``dot`` (not in the spec) follows ``dot_general``.
* every other op that accepts quantized tensors moves, selects or compares
  elements without arithmetic on them (reshape, transpose, gather, pad, ...),
  or does its arithmetic in a region whose ops are themselves quantized
  (reduce, sort, scatter, ...), or is ``uniform_quantize``/``uniform_dequantize``/
  ``bitcast_convert`` (kernels/quantization.py, kernels/elementwise.py): those run on the
  storage values unchanged. ``is_finite`` of storage integers is always true,
  which is its spec result for quantized types.

The choice is made once per op when a block is compiled (evaluator.py), so ops
on non-quantized tensors pay nothing.
"""
from __future__ import annotations

import dataclasses

import numpy as np

from ..ir.nodes import Op
from ..dialect import op_definition
from ..ir.opdef import OpAttributes, Trait
from ..ir.types import QuantizedType, TensorType, Type
from ..numerics.quantization import dequantize, quantize
from .registry import Kernel

def quantized_element_type(t: Type) -> QuantizedType | None:
    """The ``!quant.uniform`` element type of tensor type ``t``, or None."""
    if isinstance(t, TensorType) and isinstance(t.element_type, QuantizedType):
        return t.element_type
    return None


def has_quantized_types(op: Op) -> bool:
    """Whether an operand or result of ``op`` is a quantized tensor."""
    return any(quantized_element_type(t) is not None for t in (*op.operand_types, *op.result_types))


def quantized_evaluation(op: Op, fn: Kernel, attrs: OpAttributes) -> tuple[Kernel, OpAttributes]:
    """The kernel and typed attributes that evaluate ``op`` (which has quantized operands or results) given
    its kernel ``fn``: for an op the table declares quantized through float, ``fn`` between dequantizing
    and quantizing, with attributes whose op has the expressed types (made once, here)."""
    definition = op_definition(op.name)
    if definition is None or not definition.has(Trait.QUANTIZED_THROUGH_FLOAT):
        return fn, attrs
    float_op = dataclasses.replace(op, operand_types=tuple(map(_expressed, op.operand_types)),
                                   result_types=tuple(map(_expressed, op.result_types)))
    return _dequantize_op_quantize(op, fn), dataclasses.replace(attrs, op=float_op)


def _expressed(t: Type) -> Type:
    """``t`` with a quantized element type replaced by its expressed (float) type."""
    qtype = quantized_element_type(t)
    return TensorType(t.shape, qtype.expressed_type, t.encoding) if qtype is not None else t


def _dequantize_op_quantize(op: Op, fn: Kernel) -> Kernel:
    """Spec ``dequantize_op_quantize`` (and its batch_norm/compare/select/hybrid variants) around ``fn``
    (which receives attributes whose op has the expressed types)."""
    operand_qtypes = tuple(enumerate(map(quantized_element_type, op.operand_types)))
    operand_qtypes = tuple((i, q) for i, q in operand_qtypes if q is not None)
    result_qtypes = tuple(map(quantized_element_type, op.result_types))
    several_results = len(result_qtypes) > 1

    def evaluate(ctx, argument, *operands: np.ndarray):
        operands = list(operands)
        for index, qtype in operand_qtypes:
            operands[index] = dequantize(operands[index], qtype)
        result = fn(ctx, argument, *operands)
        if several_results:
            return tuple(r if q is None else quantize(r, q) for r, q in zip(result, result_qtypes))
        qtype = result_qtypes[0]
        return result if qtype is None else quantize(result, qtype)

    evaluate.__name__ = f"quantized_{fn.__name__}"
    return evaluate
