// Control-flow and structural ops: `// expect: <op> <label>` names the error of the next line.
func.func @if_c1(%p: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expect: stablehlo.if C1
  %0 = "stablehlo.if"(%p) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @if_c2(%p: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expect: stablehlo.if C2
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a, %a : tensor<f32>, tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @if_c3(%p: tensor<i1>, %a: tensor<f32>) -> tensor<i32> {
  // expect: stablehlo.if C3
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<i32>
  return %0 : tensor<i32>
}
// -----
func.func @if_pred_rank(%p: tensor<1xi1>, %a: tensor<f32>) -> tensor<f32> {
  // expect: stablehlo.if signature
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<1xi1>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @case_c1(%i: tensor<i32>) -> tensor<f32> {
  // expect: stablehlo.case C1
  %0 = "stablehlo.case"(%i) : (tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @case_c2(%i: tensor<i32>, %a: tensor<f32>) -> tensor<f32> {
  // expect: stablehlo.case C2
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<f32>
  }, {
  ^bb0(%x: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @case_c3(%i: tensor<i32>, %a: tensor<f32>, %b: tensor<i32>) -> tensor<f32> {
  // expect: stablehlo.case C3
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %b : tensor<i32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @case_c4(%i: tensor<i32>, %a: tensor<f32>) -> tensor<i32> {
  // expect: stablehlo.case C4
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
// -----
func.func @while_c1(%a: tensor<i32>) -> tensor<i32> {
  // expect: stablehlo.while C1
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }, {
  ^bb0(%x: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
// -----
func.func @while_c2(%a: tensor<i32>, %p: tensor<i1>) -> tensor<i32> {
  // expect: stablehlo.while C2
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<i32>):
    stablehlo.return %p : tensor<i1>
  }) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
// -----
func.func @while_c3(%a: tensor<i32>, %p: tensor<i1>) -> tensor<f32> {
  // expect: stablehlo.while C3
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @map_c1(%a: tensor<4xf32>) -> tensor<5xf32> {
  // expect: stablehlo.map C1
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @map_c2() -> tensor<4xf32> {
  // expect: stablehlo.map C2
  %0 = "stablehlo.map"() ({
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {dimensions = array<i64: 0>} : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @map_c3(%a: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expect: stablehlo.map C3
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 1, 0>} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
// -----
func.func @map_c4(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.map C4
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<i32>):
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @optimization_barrier_c1(%a: tensor<4xf32>) -> tensor<4xi32> {
  // expect: stablehlo.optimization_barrier C1
  %0 = "stablehlo.optimization_barrier"(%a) : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @foo(%a: tensor<f64>) -> tensor<f64> {
  return %a : tensor<f64>
}
func.func @composite_c1(%a: tensor<f64>) -> tensor<f64> {
  // expect: stablehlo.composite C1
  %0 = stablehlo.composite "foo" %a {decomposition = @foo} : (tensor<f64>) -> tensor<f64>
  return %0 : tensor<f64>
}
// -----
func.func @composite_c2(%a: tensor<f64>) -> tensor<f64> {
  // expect: stablehlo.composite C2
  %0 = stablehlo.composite "my.op" %a {decomposition = @missing} : (tensor<f64>) -> tensor<f64>
  return %0 : tensor<f64>
}
// -----
func.func @foo(%a: tensor<f64>) -> tensor<f64> {
  return %a : tensor<f64>
}
func.func @composite_c3(%a: tensor<f32>) -> tensor<f64> {
  // expect: stablehlo.composite C3
  %0 = stablehlo.composite "my.op" %a {decomposition = @foo} : (tensor<f32>) -> tensor<f64>
  return %0 : tensor<f64>
}
// -----
func.func @foo(%a: tensor<f64>) -> tensor<f64> {
  return %a : tensor<f64>
}
func.func @composite_c4(%a: tensor<f64>) -> tensor<f32> {
  // expect: stablehlo.composite C4
  %0 = stablehlo.composite "my.op" %a {decomposition = @foo} : (tensor<f64>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @custom_call_backend_config() {
  // expect: stablehlo.custom_call backend_config
  "stablehlo.custom_call"() {api_version = 4 : i32, backend_config = "x", call_target_name = "foo"} : () -> ()
  return
}
// -----
func.func @custom_call_layout(%a: tensor<2x3xf32>) {
  // expect: stablehlo.custom_call layout
  "stablehlo.custom_call"(%a) {call_target_name = "foo", operand_layouts = [dense<[0, 2]> : tensor<2xindex>], result_layouts = []} : (tensor<2x3xf32>) -> ()
  return
}
// -----
func.func @custom_call_alias(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expect: stablehlo.custom_call output_operand_alias
  %0 = "stablehlo.custom_call"(%a) {call_target_name = "foo", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @if_pred_element_type(%p: tensor<f32>, %a: tensor<f32>) -> tensor<f32> {
  // expect: stablehlo.if signature
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @case_index_element_type(%i: tensor<f32>, %a: tensor<f32>) -> tensor<f32> {
  // expect: stablehlo.case signature
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<f32>
  }) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @while_regions(%a: tensor<i32>) -> tensor<i32> {
  // expect: stablehlo.while signature
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
