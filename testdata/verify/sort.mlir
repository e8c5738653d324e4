// sort: `// expect: <op> <label>` names the error of the next line.
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
