"""Declarations of the ``testing`` family: the test dialects of upstream's conformance suites,
``check`` (stablehlo/tests/CheckOps.td) and ``interpreter`` (stablehlo/reference/InterpreterOps.td).

Their rules are all in the table (operand counts, element kinds, attributes, same types); they
were not verified before the op table.
"""
from __future__ import annotations

from ..assembly.formats import CheckConst, Keyword, Operands
from ..assembly.keywords import INT64, Float, String
from ..assembly.type_styles import SAME, OperandsOnly, SameOperands
from ..ir.opdef import AttrKind, Trait, attr, op_def

_TOLERANCE = attr("tolerance", AttrKind.FLOAT, 1e-4)
_VALUE = attr("value", AttrKind.ELEMENTS)

OPS = (
    # check.expect_eq %a, %b : tensor<2xi32>
    op_def("check.expect_eq", spec="CheckOps.td expect_eq", operands="lhs rhs", results="",
           traits=(Trait.SAME_OPERAND_TYPES,), format=Operands(SameOperands()), table_checks_only=True),
    # check.expect_eq_const %a, dense<[1, 2]> : tensor<2xi32>
    op_def("check.expect_eq_const", spec="CheckOps.td expect_eq_const", operands="lhs", results="",
           attributes=(_VALUE,), format=CheckConst(), table_checks_only=True),
    # check.expect_almost_eq %a, %b, tolerance = 1.0e-3 : tensor<2xf32>
    op_def("check.expect_almost_eq", spec="CheckOps.td expect_almost_eq", operands="lhs:float|complex "
           "rhs:float|complex", results="", attributes=(_TOLERANCE,), traits=(Trait.SAME_OPERAND_TYPES,),
           format=Operands(SameOperands(), (Keyword("tolerance", "tolerance", Float(), True),)),
           table_checks_only=True),
    # check.expect_almost_eq_const %a, dense<[0.999999, 2.0]> : tensor<2xf32>
    op_def("check.expect_almost_eq_const", spec="CheckOps.td expect_almost_eq_const", operands="lhs:float|complex",
           results="", attributes=(_VALUE, _TOLERANCE), format=CheckConst(), table_checks_only=True),
    # check.expect_close %a, %b, max_ulp_difference = 3 : tensor<2xf32>, tensor<2xf32>
    op_def("check.expect_close", spec="CheckOps.td expect_close", operands="actual:float|complex "
           "expected:float|complex", results="",
           attributes=(attr("max_ulp_difference", AttrKind.INT, 1), attr("min_ulp_difference", AttrKind.INT, 0)),
           traits=(Trait.SAME_OPERAND_TYPES,),
           format=Operands(OperandsOnly(), (Keyword("max_ulp_difference", "max_ulp_difference", INT64, True),
                                            Keyword("min_ulp_difference", "min_ulp_difference", INT64, True))),
           table_checks_only=True),
    # check.expect_serialized_eq %a, probe_id = "probe0", iter = 1 : tensor<2xi32>
    op_def("check.expect_serialized_eq", spec="CheckOps.td expect_serialized_eq", operands="expected", results="",
           attributes=(attr("probe_id", AttrKind.STRING), attr("iteration", AttrKind.INT, 0)),
           format=Operands(SameOperands(), (Keyword("probe_id", "probe_id", String()),
                                            Keyword("iter", "iteration", INT64, True))),
           table_checks_only=True),
    # interpreter.print %a : tensor<2xi32>
    op_def("interpreter.print", spec="InterpreterOps.td print", operands="operand", results="",
           format=Operands(SameOperands()), table_checks_only=True),
    # %r = interpreter.probe %a, probe_id = "probe0" : tensor<2xi32>
    op_def("interpreter.probe", spec="InterpreterOps.td probe", operands="operand",
           attributes=(attr("probe_id", AttrKind.STRING),), traits=(Trait.SAME_OPERANDS_AND_RESULT_TYPE,),
           format=Operands(SAME, (Keyword("probe_id", "probe_id", String()),)), table_checks_only=True),
    # %r:2 = "interpreter.run_parallel"() {programs = [[@f], [@g]], infeed = [@q]} : () -> (T0, T1)
    op_def("interpreter.run_parallel", spec="InterpreterOps.td run_parallel", operands="inputs*",
           results="results*", attributes=(attr("infeed", AttrKind.ARRAY, None), attr("programs", AttrKind.ARRAY)),
           # the grid of `programs` (rows of symbols of equal length) and the counts it implies are checked
           # when it runs (interpreter/kernels/testing.py)
           table_checks_only=True),
)
