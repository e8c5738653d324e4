// constant, tuple, get_tuple_element, get_dimension_size, sort and
// #stablehlo.bounds: `// expect: <op> <label>` names the error of the next line.
func.func @constant_c1() -> tensor<3xi32> {
  // expect: stablehlo.constant C1
  %0 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
// -----
func.func @tuple_c1(%a: tensor<f32>) -> tuple<tensor<i32>> {
  // expect: stablehlo.tuple C1
  %0 = "stablehlo.tuple"(%a) : (tensor<f32>) -> tuple<tensor<i32>>
  return %0 : tuple<tensor<i32>>
}
// -----
func.func @get_tuple_element_c1(%t: tuple<tensor<f32>, tensor<i32>>) -> tensor<f32> {
  // expect: stablehlo.get_tuple_element C1
  %0 = "stablehlo.get_tuple_element"(%t) {index = 2 : i32} : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @get_tuple_element_c2(%t: tuple<tensor<f32>, tensor<i32>>) -> tensor<f32> {
  // expect: stablehlo.get_tuple_element C2
  %0 = "stablehlo.get_tuple_element"(%t) {index = 1 : i32} : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @get_dimension_size_c1(%a: tensor<2x3xf32>) -> tensor<i32> {
  // expect: stablehlo.get_dimension_size C1
  %0 = "stablehlo.get_dimension_size"(%a) {dimension = 2 : i64} : (tensor<2x3xf32>) -> tensor<i32>
  return %0 : tensor<i32>
}
// -----
func.func @sort_c1() {
  // expect: stablehlo.sort C1
  "stablehlo.sort"() ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = 0 : i64} : () -> ()
  return
}
// -----
func.func @sort_c2(%a: tensor<4xf32>) -> tensor<4xi32> {
  // expect: stablehlo.sort C2
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @sort_c3(%a: tensor<4xf32>, %b: tensor<5xi32>) -> tensor<4xf32> {
  // expect: stablehlo.sort C3
  %0:2 = "stablehlo.sort"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %u: tensor<i32>, %v: tensor<i32>):
    %1 = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xf32>, tensor<5xi32>) -> (tensor<4xf32>, tensor<5xi32>)
  return %0#0 : tensor<4xf32>
}
// -----
// sort (C3): same(shape(inputs...) + shape(results...)), the results included (the table's same-shape trait)
func.func @sort_c3_result_shape(%a: tensor<4xf32>) -> tensor<5xf32> {
  // expect: stablehlo.sort C3
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @sort_c4(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.sort C4
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @sort_c5(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.sort C5
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
// expect: func.func bounds
func.func @static_dim_with_bound(%a: tensor<3xf32, #stablehlo.bounds<3>>) {
  return
}
