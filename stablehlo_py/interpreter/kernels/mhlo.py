"""Kernels of the ``mhlo`` family (xla/mlir_hlo/mhlo/IR/hlo_ops.td): each op runs the kernel of the
CHLO or StableHLO op of the same meaning, the same function ``custom_call @mhlo.<op>`` runs
(interpreter/custom_calls/xla_named.py reads ``SAME_AS_CHLO``), so both forms compute alike.
"""
from __future__ import annotations

from ..registry import kernel
from . import chlo
from ._common import result_dtype

# mhlo.<op> -> the kernel of chlo.<op>: hlo_ops.td describes each as the elementwise function CHLO's is.
SAME_AS_CHLO = {
    "mhlo.acos": chlo.acos, "mhlo.acosh": chlo.acosh, "mhlo.asin": chlo.asin, "mhlo.asinh": chlo.asinh,
    "mhlo.atanh": chlo.atanh, "mhlo.cosh": chlo.cosh, "mhlo.sinh": chlo.sinh, "mhlo.tan": chlo.tan,
    "mhlo.erf": chlo.erf,
}



def _register_as_chlo(name: str, chlo_kernel) -> None:
    """Register ``name``'s kernel: a call of ``chlo_kernel``."""

    def run(ctx, attrs, operand):
        return chlo_kernel(ctx, attrs, operand)

    run.__name__ = name.replace(".", "_")
    run.__doc__ = f"``{name}``: the kernel of chlo.{chlo_kernel.__name__}."
    kernel(name)(run)


for _name, _kernel in SAME_AS_CHLO.items():
    _register_as_chlo(_name, _kernel)


@kernel("mhlo.copy")
def copy(ctx, attrs, operand):
    """``mhlo.copy``: its operand (XLA's Copy: a new buffer with the same value; values here are never
    written in place, so the operand itself serves)."""
    return operand


@kernel("mhlo.add_dependency")
def add_dependency(ctx, attrs, operand, token):
    """``mhlo.add_dependency`` (XLA's AddDependency): its operand; ops run in program order here, so the token's
    producers have run already."""
    return operand


@kernel("mhlo.topk")
def topk(ctx, attrs, operand):
    """``mhlo.topk`` (XLA TopK): the ``k`` largest (``largest = false``: smallest) entries along the last
    dimension and their indices, ties in index order (``chlo.top_k_along_last``, which
    ``custom_call @mhlo.topk`` runs too)."""
    return chlo.top_k_along_last(operand, attrs.k, result_dtype(attrs.op, 1), largest=attrs.largest)
