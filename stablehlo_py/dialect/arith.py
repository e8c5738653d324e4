"""Declarations of the ``arith`` family: MLIR's arith dialect as producers leave it inside StableHLO programs
(llvm-project mlir/include/mlir/Dialect/Arith/IR/ArithOps.td). Operands and results are scalars (``i32``,
``index``, ``f32``) or tensors of them; the ODS type constraints (SignlessIntegerOrIndexLike, FloatLike, ...)
are checked by verifier/checks/arith.py under their ODS names, as these ops have no spec constraints."""
from __future__ import annotations

from ..assembly.arith_formats import CMPF_PREDICATES, CMPI_PREDICATES, ArithConstant, Flagged, Select
from ..ir.opdef import AttrKind, attr, op_def

# #arith.fastmath<...>: parsed and printed, no effect on results; `none` is ODS's default, which MLIR elides
_FLAGS = attr("fastmath", AttrKind.ANY, None, elided="#arith.fastmath<none>")
# #arith.overflow<nsw, nuw>: poison only, results wrap; `none` is ODS's default, which MLIR elides
_OVERFLOW = attr("overflowFlags", AttrKind.ANY, None, elided="#arith.overflow<none>")
_EXACT = attr("isExact", AttrKind.BOOL, False)
_SPEC = "ArithOps.td"


def _int_binary(name: str, flags: tuple[str, ...] = ()):
    attributes = {"overflow": (_OVERFLOW,), "exact": (_EXACT,)}.get(flags[0] if flags else "", ())
    return op_def(f"arith.{name}", spec=f"{_SPEC} {name}", operands="lhs rhs", attributes=attributes,
                  format=Flagged(flags))


def _float_binary(name: str):
    return op_def(f"arith.{name}", spec=f"{_SPEC} {name}", operands="lhs rhs", attributes=(_FLAGS,),
                  format=Flagged(("fastmath",)))


def _cast(name: str, attributes=(), flags: tuple[str, ...] = ()):
    return op_def(f"arith.{name}", spec=f"{_SPEC} {name}", operands="in", results="out", attributes=attributes,
                  format=Flagged(flags, cast=True))


OPS = (
    # %c = arith.constant 0 : index ; %t = arith.constant dense<1> : tensor<2xi64> ; %b = arith.constant true
    op_def("arith.constant", spec=f"{_SPEC} constant", attributes=(attr("value", AttrKind.ANY),),
           format=ArithConstant()),
    *(_int_binary(n, ("overflow",)) for n in ("addi", "subi", "muli", "shli")),
    *(_int_binary(n, ("exact",)) for n in ("divsi", "divui", "shrsi", "shrui")),
    *(_int_binary(n) for n in ("remsi", "remui", "ceildivsi", "ceildivui", "floordivsi", "andi", "ori", "xori",
                               "maxsi", "maxui", "minsi", "minui")),
    *(_float_binary(n) for n in ("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf",
                                 "minnumf")),
    # %r = arith.negf %x fastmath<fast> : f32
    op_def("arith.negf", spec=f"{_SPEC} negf", operands="operand", attributes=(_FLAGS,),
           format=Flagged(("fastmath",))),
    # %r = arith.cmpi slt, %a, %b : i32   (generic: {predicate = 2 : i64})
    op_def("arith.cmpi", spec=f"{_SPEC} cmpi", operands="lhs rhs", attributes=(attr("predicate", AttrKind.INT),),
           format=Flagged(predicates=CMPI_PREDICATES, compare=True)),
    op_def("arith.cmpf", spec=f"{_SPEC} cmpf", operands="lhs rhs",
           attributes=(attr("predicate", AttrKind.INT), _FLAGS),
           format=Flagged(("fastmath",), predicates=CMPF_PREDICATES, compare=True)),
    # %r = arith.select %c, %a, %b : i32  /  : tensor<4xi1>, tensor<4xf32>
    op_def("arith.select", spec=f"{_SPEC} select", operands="condition true_value false_value", format=Select()),
    *(_cast(n) for n in ("index_cast", "index_castui", "extsi", "extui", "sitofp", "uitofp", "fptosi", "fptoui",
                         "bitcast")),
    _cast("trunci", (_OVERFLOW,), ("overflow",)),
    _cast("extf", (_FLAGS,), ("fastmath",)),
    # %r = arith.truncf %x downward fastmath<fast> : f32 to bf16  (generic: roundingmode = 1 : i32)
    _cast("truncf", (attr("roundingmode", AttrKind.INT, None), _FLAGS), ("roundingmode", "fastmath")),
)
