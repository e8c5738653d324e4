"""Modules and functions around the ops (spec "Programs"; MLIR's builtin.module and func.func)."""
from __future__ import annotations

import numpy as np
from helpers import parse, parse_op, syntax_file

from stablehlo_py import Func, Op
from stablehlo_py.ir.attributes import BoolAttr, DictAttr, IntegerAttr, StringAttr, SymbolRefAttr
from stablehlo_py.ir.types import I32, FloatType, FunctionType, IntegerType, TensorType

VEC = TensorType((4,), FloatType("f32"))
SCALAR_I32 = TensorType((), IntegerType(32))


def functions():
    return parse(syntax_file("functions.mlir"))


def test_module_name_and_attributes():
    module = functions()
    assert module.name == "funcs"
    assert module.attributes == {"mhlo.num_partitions": IntegerAttr(1, I32), "mhlo.num_replicas": IntegerAttr(2, I32)}
    assert list(module.funcs) == ["main", "double", "split"]


def test_top_level_functions_without_module():
    module = parse("func.func @f() {\n  return\n}\nfunc.func @g() {\n  return\n}")
    assert module.name is None and module.attributes == {}
    assert list(module.funcs) == ["f", "g"]
    assert module.funcs["f"].type == FunctionType((), ())


def test_function_signature_visibility_and_attributes():
    main = functions().funcs["main"]
    assert main.visibility == "public"
    assert main.type == FunctionType((VEC, SCALAR_I32), (VEC, SCALAR_I32))
    assert main.arg_attrs == (DictAttr((("jax.arg_info", StringAttr("x")), ("mhlo.sharding", StringAttr("{replicated}")))),
                              None)
    assert main.result_attrs == (DictAttr((("jax.result_info", StringAttr("out")),)), None)
    assert main.attributes == {"jax.uses_shape_polymorphism": BoolAttr(False)}
    assert functions().funcs["double"].visibility == "private"
    assert parse("func.func @f() {\n  return\n}").funcs["f"].visibility is None


def test_function_arguments_are_entry_block_arguments():
    main, double = functions().funcs["main"], functions().funcs["double"]
    assert [(a.name, a.type) for a in main.arguments] == [("%arg0", VEC), ("%arg1", SCALAR_I32)]
    assert [a.name for a in double.arguments] == ["%x"]
    assert double.body.entry.ops[0].operands == ("%x", "%x")


def test_private_declaration_has_no_body():
    split = functions().funcs["split"]
    assert split.body is None and split.arguments == ()
    assert split.type == FunctionType((VEC, SCALAR_I32), (VEC, SCALAR_I32))
    assert list(split.walk()) == []


def test_call_and_return_spellings():
    ops = list(functions().funcs["main"].walk())
    assert [op.name for op in ops] == ["func.call", "func.call", "func.call", "func.return"]
    assert all(op.attributes["callee"] in (SymbolRefAttr(("double",)), SymbolRefAttr(("split",))) for op in ops[:3])
    short = parse_op("%0 = call @double(%a) : (tensor<4xf32>) -> tensor<4xf32>")
    long = parse_op('%0 = "func.call"(%a) {callee = @double} : (tensor<4xf32>) -> tensor<4xf32>')
    assert short == long and short.operands == ("%a",)
    assert parse_op("return %a : tensor<4xf32>") == parse_op('"func.return"(%a) : (tensor<4xf32>) -> ()')


def test_stablehlo_return_in_regions():
    op = parse_op('%0 = "stablehlo.reduce"(%a, %z) ({\n^bb0(%x: tensor<f32>, %y: tensor<f32>):\n'
                  "  %s = stablehlo.add %x, %y : tensor<f32>\n  stablehlo.return %s : tensor<f32>\n"
                  "}) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>")
    ret = op.regions[0].entry.ops[-1]
    assert ret == Op("stablehlo.return", ("%s",), (TensorType((), FloatType("f32")),))


def test_multi_results_and_their_uses():
    main = functions().funcs["main"]
    call, ret = main.body.entry.ops[2:]
    assert call.results == ("%2#0", "%2#1")
    assert call.result_groups == (("%2", 2),)
    assert ret.operands == ("%2#0", "%2#1")
    assert ret.operand_types == (VEC, SCALAR_I32)


def test_several_result_groups():
    op = parse_op('%a, %b:2 = "test.three"() : () -> (tensor<f32>, tensor<i32>, tensor<i1>)')
    assert op.results == ("%a", "%b#0", "%b#1")
    assert len(op.result_types) == 3


def test_comments_are_ignored():
    with_comments = parse("// leading\nfunc.func @f(%a: tensor<f32>) -> tensor<f32> { // trailing\n"
                          "  // a whole line\n  return %a : tensor<f32> // after an op\n}\n// at the end")
    without = parse("func.func @f(%a: tensor<f32>) -> tensor<f32> {\n  return %a : tensor<f32>\n}")
    assert with_comments == without


def test_func_nodes_have_positions():
    module = functions()
    main = module.funcs["main"]
    assert isinstance(main, Func) and (main.line, main.column) == (5, 3)
    assert isinstance(module.body[1], Func) and module.body[1].line == 11


def test_a_group_of_one_value_is_used_by_either_name():
    """``%r:1 = ...`` then ``%r#0``: MLIR resolves both spellings to the one value (the AST names it ``%r``)."""
    module = parse("""
func.func @main(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %r:1 = stablehlo.abs %a : tensor<2xf32>
  %s:2 = "stablehlo.optimization_barrier"(%r#0, %r) : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  return %s#0, %s#1 : tensor<2xf32>, tensor<2xf32>
}""")
    barrier, ret = module.funcs["main"].body.entry.ops[1:]
    assert barrier.operands == ("%r", "%r")
    assert ret.operands == ("%s#0", "%s#1")
    module.verify()
    np.testing.assert_array_equal(module.run(np.array([-1, 2], np.float32))[0], [1, 2])
