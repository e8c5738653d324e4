"""Declarations of the ``ml_program`` family: the global variables of MLIR's ``ml_program`` dialect
(llvm-project mlir/include/mlir/Dialect/MLProgram/IR/MLProgramOps.td), in which TensorFlow's MLIR bridge
(``tf-lower-to-mlprogram-and-hlo``) keeps a SavedModel's variables: ``ml_program.global`` declares one at the
top of the module, with its initial value; functions read it with ``global_load`` (``global_load_const`` for
one that is not mutable) and write it with ``global_store``.

A module's globals are its state: a loaded ``Module`` keeps their values from one run to the next
(interpreter/kernels/ml_program.py).
"""
from __future__ import annotations

from typing import Iterable

from ..assembly.ml_program_formats import Global, GlobalLoad, GlobalStore
from ..ir.attributes import StringAttr
from ..ir.nodes import Op
from ..ir.opdef import AttrKind, attr, op_def

GLOBAL = op_def("ml_program.global", spec="MLProgramOps.td global", results="",
                attributes=(attr("sym_name", AttrKind.STRING), attr("type", AttrKind.TYPE),
                            attr("is_mutable", AttrKind.BOOL, False), attr("value", AttrKind.ANY, None),
                            attr("sym_visibility", AttrKind.STRING, None)),
                format=Global(), unsupported="a declaration of the module, not run: its loads and stores read it")


def module_globals(items: Iterable[object]) -> dict[str, Op]:
    """The ``ml_program.global`` ops among a module's top-level ``items``, by name."""
    found = {}
    for item in items:
        if isinstance(item, Op) and item.name == GLOBAL.name:
            name = item.attributes.get("sym_name")
            if isinstance(name, StringAttr):
                found[name.value] = item
    return found


_GLOBAL_REF = attr("global", AttrKind.SYMBOL)

OPS = (
    # ml_program.global private mutable @counter(dense<0> : tensor<i32>) : tensor<i32>
    GLOBAL,
    # %v = ml_program.global_load @counter : tensor<i32>
    op_def("ml_program.global_load", spec="MLProgramOps.td global_load", attributes=(_GLOBAL_REF,),
           format=GlobalLoad()),
    # %w = ml_program.global_load_const @weights : tensor<16x8xf32>
    op_def("ml_program.global_load_const", spec="MLProgramOps.td global_load_const", attributes=(_GLOBAL_REF,),
           format=GlobalLoad()),
    # ml_program.global_store @counter = %v : tensor<i32>
    op_def("ml_program.global_store", spec="MLProgramOps.td global_store", operands="value", results="",
           attributes=(_GLOBAL_REF,), format=GlobalStore()),
)
