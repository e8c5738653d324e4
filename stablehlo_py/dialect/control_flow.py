"""Declarations of the ``control_flow`` family: spec "while", "if", "case", "optimization_barrier",
"composite", "custom_call", and the region terminator ``stablehlo.return`` (StablehloOps.td)."""
from __future__ import annotations

from ..assembly.formats import Callee, Composite, OptimizationBarrier, ReturnLike
from ..assembly.region_formats import While
from ..ir.attributes import DictAttr
from ..ir.opdef import AttrKind, Trait, attr, op_def

OPS = (
    # %r:2 = stablehlo.while(%iterArg = %a, %iterArg_0 = %b) : T0, T1 cond { ... } do { ... }
    op_def("stablehlo.while", spec="spec while", operands="operand*", results="results*", regions="cond body",
           format=While()),
    # "stablehlo.if"(%pred) ({...}, {...}) : (tensor<i1>) -> T  (generic only upstream)
    op_def("stablehlo.if", spec="spec if", operands="pred:bool", results="results*",
           regions="true_branch false_branch"),
    op_def("stablehlo.case", spec="spec case", operands="index:sint", results="results*", regions="branches*"),
    # %r:2 = stablehlo.optimization_barrier %a, %b : T0, T1
    op_def("stablehlo.optimization_barrier", spec="spec optimization_barrier", operands="operand*",
           results="result*", format=OptimizationBarrier()),
    # %r = stablehlo.composite "my.op" %a, %b {decomposition = @my_op, version = 1 : i32} : (T0, T1) -> R
    op_def("stablehlo.composite", spec="spec composite", operands="inputs*", results="results*",
           regions="composite_regions*",
           attributes=(attr("name", AttrKind.STRING), attr("composite_attributes", AttrKind.DICT, DictAttr(())),
                       attr("decomposition", AttrKind.SYMBOL), attr("version", AttrKind.INT, 0)),
           format=Composite()),
    # %r = stablehlo.custom_call @foo(%a) {backend_config = "", api_version = 2 : i32} : (T) -> R
    op_def("stablehlo.custom_call", spec="spec custom_call", operands="inputs*", results="results*",
           attributes=(attr("call_target_name", AttrKind.STRING), attr("has_side_effect", AttrKind.BOOL, False),
                       attr("backend_config", AttrKind.ANY, None),  # a string, or a dictionary for typed FFI
                       # an I32EnumAttr upstream, written as its number: 1 is API_VERSION_ORIGINAL
                       attr("api_version", AttrKind.INT, 1),
                       attr("called_computations", AttrKind.ARRAY, ()),
                       attr("operand_layouts", AttrKind.ARRAY, None), attr("result_layouts", AttrKind.ARRAY, None),
                       attr("output_operand_aliases", AttrKind.ARRAY, ()),
                       attr("result_tilings", AttrKind.ARRAY, None),
                       # jax.export's @shape_assertion: its message ({k}: operand k + 1); discardable upstream
                       attr("error_message", AttrKind.STRING, None)),
           format=Callee("call_target_name", as_string=True)),
    # stablehlo.return %a, %b : T0, T1  -- what a region of while/if/reduce/... returns to its op
    op_def("stablehlo.return", spec="spec Operations", operands="results*", results="", traits=(Trait.TERMINATOR,),
           format=ReturnLike(),
           # what a region returns is checked by the op owning the region (while C2, if C2, reduce C6, ...)
           table_checks_only=True,
           unsupported="a terminator: the evaluator returns its operands from the block (run_block)"),
)
