"""Declarations of the ``mhlo`` family: the MHLO ops that producers leave in StableHLO modules as ops
(xla/mlir_hlo/mhlo/IR/hlo_ops.td), where StableHLO or CHLO has an op of the same meaning.

TensorFlow's ``experimental_get_compiler_ir(...)(stage="stablehlo")`` converts XLA's HLO to MHLO and
MHLO to StableHLO; what StableHLO lacks stays MHLO: ``mhlo.copy`` (Keras LSTMs, training steps),
``mhlo.erf`` (GELU, truncated normals), ``mhlo.topk``, ``mhlo.add_dependency`` (XLA's ordering of an
operation after a token), and the math ops that became CHLO ops (acos,
acosh, asin, asinh, atanh, cosh, sinh; tan, which StableHLO now has). hlo_ops.td declares no
``mhlo.atan`` nor ``mhlo.erf_inv``: those exist only as ``custom_call @mhlo.atan``/``@mhlo.erf_inv``
(interpreter/custom_calls/xla_named.py). The kernels are the CHLO ones (kernels/mhlo.py).
"""
from __future__ import annotations

from ..assembly.formats import Operands
from ..assembly.linalg_formats import ChloTopK
from ..assembly.type_styles import FUNCTIONAL, SAME
from ..ir.opdef import AttrKind, OpDef, Trait, attr, op_def

# HLO_CompatibleOperandsAndResultType, which hlo_ops.td labels no further
_SAME_TYPE = (Trait.SAME_OPERANDS_AND_RESULT_TYPE, "type")


def _unary(name: str, kinds: str, *traits: Trait, attributes: tuple = ()) -> OpDef:
    """An MHLO_UnaryElementwiseOp of one type: ``mhlo.erf %x : tensor<4xf32>``
    (``custom<SameOperandsAndResultType>``)."""
    return op_def(name, spec=f"hlo_ops.td {name}", operands=f"operand:{kinds}", results=f"result:{kinds}",
                  attributes=attributes, traits=(Trait.ELEMENTWISE, _SAME_TYPE, *traits), format=Operands(SAME),
                  table_checks_only=True)


OPS = (
    # HLO_AnyFpOrComplexTensor
    _unary("mhlo.acos", "float|complex"),
    _unary("mhlo.acosh", "float|complex"),
    _unary("mhlo.asin", "float|complex"),
    _unary("mhlo.asinh", "float|complex"),
    _unary("mhlo.atanh", "float|complex"),
    _unary("mhlo.cosh", "float|complex"),
    _unary("mhlo.sinh", "float|complex"),
    # MHLO_FpTensor
    _unary("mhlo.erf", "float"),
    # MHLO_FpComplexOrQuantizedIntTensor; `result_accuracy` (#mhlo.result_accuracy<...>) asks for an accuracy
    # the kernel's correctly rounded float64 value meets, so it is kept as written and not read
    _unary("mhlo.tan", "float|complex|quant", Trait.QUANTIZED_THROUGH_FLOAT,
           attributes=(attr("result_accuracy", AttrKind.ANY, None),)),
    # %r = mhlo.copy %x : tensor<4xf32>  (MHLO_TensorOrTokenOrTuple: a tensor, token or tuple, so its one type
    # is its check's, not a trait's; XLA's Copy is an identity whose layout and prefetch metadata do not change
    # the value)
    op_def("mhlo.copy", spec="hlo_ops.td mhlo.copy", operands="operand",
           attributes=(attr("cross_program_prefetch_index", AttrKind.INT, None),), format=Operands(SAME)),
    # %r = mhlo.add_dependency %x, %token : (tensor<4xf32>, !stablehlo.token) -> tensor<4xf32>  (XLA's AddDependency:
    # its operand, once the token's producers have run)
    op_def("mhlo.add_dependency", spec="hlo_ops.td mhlo.add_dependency", operands="operand token", results="output",
           format=Operands(FUNCTIONAL)),
    # %v, %i = mhlo.topk(%x, k = 5, largest = true) : tensor<100xf32> -> (tensor<5xf32>, tensor<5xi32>)
    op_def("mhlo.topk", spec="hlo_ops.td mhlo.topk (XLA TopK)", operands="operand", results="values indices",
           attributes=(attr("k", AttrKind.INT), attr("largest", AttrKind.BOOL, True)),
           format=ChloTopK("largest")),
)
