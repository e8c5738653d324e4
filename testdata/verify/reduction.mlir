// Reductions (reduce, reduce_window, select_and_scatter): `// expect: <op> <label>` names the error of the next line.
// reduce (C1): same(shape(inputs...))
func.func @reduce_c1(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>, %c: tensor<f32>, %d: tensor<f32>) {
  // expect: stablehlo.reduce C1
  %0:2 = "stablehlo.reduce"(%a, %b, %c, %d) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<f32>, %y0: tensor<f32>, %y1: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    %s1 = stablehlo.add %x1, %y1 : tensor<f32>
    stablehlo.return %s0, %s1 : tensor<f32>, tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<2x4xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// reduce (C2): element_type(inputs...) = element_type(init_values...)
func.func @reduce_c2(%a: tensor<2x3xf32>, %b: tensor<f64>) {
  // expect: stablehlo.reduce C2
  %0 = "stablehlo.reduce"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f64>) -> tensor<2xf32>
  return
}
// -----
// reduce (C3): 0 < size(inputs) = size(init_values) = size(results) = N
func.func @reduce_c3(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %c: tensor<f32>) {
  // expect: stablehlo.reduce C3
  %0 = "stablehlo.reduce"(%a, %b, %c) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
// -----
// reduce (C4): 0 <= dimensions < rank(inputs[0])
func.func @reduce_c4(%a: tensor<2x3xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce C4
  %0 = "stablehlo.reduce"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {dimensions = array<i64: 2>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
// -----
// reduce (C5): is_unique(dimensions)
func.func @reduce_c5(%a: tensor<2x3xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce C5
  %0 = "stablehlo.reduce"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {dimensions = array<i64: 1, 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
// -----
// reduce (C6): body has type (tensor<E0>, tensor<E0>) -> tensor<E0>, is_promotable(element_type(inputs[0]), E0)
func.func @reduce_c6(%a: tensor<2x3xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce C6
  %0 = "stablehlo.reduce"(%a, %b) ({
  ^bb0(%x0: tensor<i32>, %y0: tensor<i32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<i32>
    stablehlo.return %s0 : tensor<i32>
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
// -----
// reduce (C7): shape(results...) = shape(inputs...) without the dimensions
func.func @reduce_c7(%a: tensor<2x3xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce C7
  %0 = "stablehlo.reduce"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  return
}
// -----
// reduce (C8): element_type(results[i]) = Ei
func.func @reduce_c8(%a: tensor<2x3xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce C8
  %0 = "stablehlo.reduce"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf64>
  return
}
// -----
// reduce_window (C1): 0 < size(inputs) = size(init_values) = size(results) = N
func.func @reduce_window_c1(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<f32>) {
  // expect: stablehlo.reduce_window C1
  %0 = "stablehlo.reduce_window"(%a, %b, %c) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
// -----
// reduce_window (C2): same(shape(inputs...))
func.func @reduce_window_c2(%a: tensor<4xf32>, %b: tensor<6xf32>, %c: tensor<f32>, %d: tensor<f32>) {
  // expect: stablehlo.reduce_window C2
  %0:2 = "stablehlo.reduce_window"(%a, %b, %c, %d) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<f32>, %y0: tensor<f32>, %y1: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    %s1 = stablehlo.add %x1, %y1 : tensor<f32>
    stablehlo.return %s0, %s1 : tensor<f32>, tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<6xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// reduce_window (C3): element_type(inputs...) = element_type(init_values...)
func.func @reduce_window_c3(%a: tensor<4xf32>, %b: tensor<f64>) {
  // expect: stablehlo.reduce_window C3
  %0 = "stablehlo.reduce_window"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<f64>) -> tensor<2xf32>
  return
}
// -----
// reduce_window (C4): size(window_dimensions) = rank(inputs[0])
func.func @reduce_window_c4(%a: tensor<4xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce_window C4
  %0 = "stablehlo.reduce_window"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
// -----
// reduce_window (C5): 0 < window_dimensions
func.func @reduce_window_c5(%a: tensor<4xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce_window C5
  %0 = "stablehlo.reduce_window"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 0>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
// -----
// reduce_window (C6): size(window_strides) = rank(inputs[0])
func.func @reduce_window_c6(%a: tensor<4xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce_window C6
  %0 = "stablehlo.reduce_window"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2, 2>} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
// -----
// reduce_window (C7): 0 < window_strides
func.func @reduce_window_c7(%a: tensor<4xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce_window C7
  %0 = "stablehlo.reduce_window"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
// -----
// reduce_window (C8): size(base_dilations) = rank(inputs[0])
func.func @reduce_window_c8(%a: tensor<4xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce_window C8
  %0 = "stablehlo.reduce_window"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, base_dilations = array<i64: 1, 1>} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
// -----
// reduce_window (C9): 0 < base_dilations
func.func @reduce_window_c9(%a: tensor<4xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce_window C9
  %0 = "stablehlo.reduce_window"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, base_dilations = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
// -----
// reduce_window (C10): size(window_dilations) = rank(inputs[0])
func.func @reduce_window_c10(%a: tensor<4xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce_window C10
  %0 = "stablehlo.reduce_window"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, window_dilations = array<i64: 1, 1>} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
// -----
// reduce_window (C11): 0 < window_dilations
func.func @reduce_window_c11(%a: tensor<4xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce_window C11
  %0 = "stablehlo.reduce_window"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, window_dilations = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
// -----
// reduce_window (C12): shape(padding) = [rank(inputs[0]), 2]
func.func @reduce_window_c12(%a: tensor<4xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce_window C12
  %0 = "stablehlo.reduce_window"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<0> : tensor<2x2xi64>} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
// -----
// reduce_window (C13): body has type (tensor<E0>, tensor<E0>) -> tensor<E0>, is_promotable(element_type(inputs[0]), E0)
func.func @reduce_window_c13(%a: tensor<4xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce_window C13
  %0 = "stablehlo.reduce_window"(%a, %b) ({
  ^bb0(%x0: tensor<i32>, %y0: tensor<i32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<i32>
    stablehlo.return %s0 : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
// -----
// reduce_window (C13): non-scalar body arguments must have sizes found, in order, among the window dimensions
func.func @reduce_window_c13_body_shape(%a: tensor<4x2xf32>, %b: tensor<4x2xf32>) {
  // expect: stablehlo.reduce_window C13
  %0 = "stablehlo.reduce_window"(%a, %b) ({
  ^bb0(%x0: tensor<4x2xf32>, %y0: tensor<4x2xf32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<4x2xf32>
    stablehlo.return %s0 : tensor<4x2xf32>
  }) {padding = dense<[[2, 2], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 5, 1>, window_strides = array<i64: 3, 1>} : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
  return
}
// -----
// reduce_window (C14): same(shape(results...))
func.func @reduce_window_c14(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<f32>, %d: tensor<f32>) {
  // expect: stablehlo.reduce_window C14
  %0:2 = "stablehlo.reduce_window"(%a, %b, %c, %d) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<f32>, %y0: tensor<f32>, %y1: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    %s1 = stablehlo.add %x1, %y1 : tensor<f32>
    stablehlo.return %s0, %s1 : tensor<f32>, tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<3xf32>)
  return
}
// -----
// reduce_window (C15): shape(results[0]) = num_windows
func.func @reduce_window_c15(%a: tensor<4xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce_window C15
  %0 = "stablehlo.reduce_window"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return
}
// -----
// reduce_window (C16): element_type(results[i]) = Ei
func.func @reduce_window_c16(%a: tensor<4xf32>, %b: tensor<f32>) {
  // expect: stablehlo.reduce_window C16
  %0 = "stablehlo.reduce_window"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf64>
  return
}
// -----
// select_and_scatter (C1): element_type(operand) = element_type(source)
func.func @select_and_scatter_c1(%a: tensor<4xf32>, %b: tensor<2xf64>, %c: tensor<f32>) {
  // expect: stablehlo.select_and_scatter C1
  %0 = "stablehlo.select_and_scatter"(%a, %b, %c) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %p = "stablehlo.compare"(%x0, %y0) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf64>, tensor<f32>) -> tensor<4xf32>
  return
}
// -----
// select_and_scatter (C2): shape(source) = num_windows
func.func @select_and_scatter_c2(%a: tensor<4xf32>, %b: tensor<3xf32>, %c: tensor<f32>) {
  // expect: stablehlo.select_and_scatter C2
  %0 = "stablehlo.select_and_scatter"(%a, %b, %c) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %p = "stablehlo.compare"(%x0, %y0) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  return
}
// -----
// select_and_scatter (C3): element_type(init_value) = element_type(operand)
func.func @select_and_scatter_c3(%a: tensor<4xf32>, %b: tensor<2xf32>, %c: tensor<f64>) {
  // expect: stablehlo.select_and_scatter C3
  %0 = "stablehlo.select_and_scatter"(%a, %b, %c) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %p = "stablehlo.compare"(%x0, %y0) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f64>) -> tensor<4xf32>
  return
}
// -----
// select_and_scatter (C4): size(window_dimensions) = rank(operand)
func.func @select_and_scatter_c4(%a: tensor<4xf32>, %b: tensor<2xf32>, %c: tensor<f32>) {
  // expect: stablehlo.select_and_scatter C4
  %0 = "stablehlo.select_and_scatter"(%a, %b, %c) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %p = "stablehlo.compare"(%x0, %y0) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}
// -----
// select_and_scatter (C5): 0 < window_dimensions
func.func @select_and_scatter_c5(%a: tensor<4xf32>, %b: tensor<2xf32>, %c: tensor<f32>) {
  // expect: stablehlo.select_and_scatter C5
  %0 = "stablehlo.select_and_scatter"(%a, %b, %c) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %p = "stablehlo.compare"(%x0, %y0) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 0>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}
// -----
// select_and_scatter (C6): size(window_strides) = rank(operand)
func.func @select_and_scatter_c6(%a: tensor<4xf32>, %b: tensor<2xf32>, %c: tensor<f32>) {
  // expect: stablehlo.select_and_scatter C6
  %0 = "stablehlo.select_and_scatter"(%a, %b, %c) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %p = "stablehlo.compare"(%x0, %y0) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2, 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}
// -----
// select_and_scatter (C7): 0 < window_strides
func.func @select_and_scatter_c7(%a: tensor<4xf32>, %b: tensor<2xf32>, %c: tensor<f32>) {
  // expect: stablehlo.select_and_scatter C7
  %0 = "stablehlo.select_and_scatter"(%a, %b, %c) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %p = "stablehlo.compare"(%x0, %y0) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 0>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}
// -----
// select_and_scatter (C8): shape(padding) = [rank(operand), 2]
func.func @select_and_scatter_c8(%a: tensor<4xf32>, %b: tensor<2xf32>, %c: tensor<f32>) {
  // expect: stablehlo.select_and_scatter C8
  %0 = "stablehlo.select_and_scatter"(%a, %b, %c) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %p = "stablehlo.compare"(%x0, %y0) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<0> : tensor<2x2xi64>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}
// -----
// select_and_scatter (C9): select has type (tensor<E>, tensor<E>) -> tensor<i1>
func.func @select_and_scatter_c9(%a: tensor<4xf32>, %b: tensor<2xf32>, %c: tensor<f32>) {
  // expect: stablehlo.select_and_scatter C9
  %0 = "stablehlo.select_and_scatter"(%a, %b, %c) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }, {
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}
// -----
// select_and_scatter (C10): scatter has type (tensor<E>, tensor<E>) -> tensor<E>, is_promotable(element_type(operand), E)
func.func @select_and_scatter_c10(%a: tensor<4xf32>, %b: tensor<2xf32>, %c: tensor<f32>) {
  // expect: stablehlo.select_and_scatter C10
  %0 = "stablehlo.select_and_scatter"(%a, %b, %c) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %p = "stablehlo.compare"(%x0, %y0) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x0: tensor<i32>, %y0: tensor<i32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<i32>
    stablehlo.return %s0 : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}
// -----
// select_and_scatter (C11): shape(operand) = shape(result)
func.func @select_and_scatter_c11(%a: tensor<4xf32>, %b: tensor<2xf32>, %c: tensor<f32>) {
  // expect: stablehlo.select_and_scatter C11
  %0 = "stablehlo.select_and_scatter"(%a, %b, %c) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %p = "stablehlo.compare"(%x0, %y0) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
  return
}
// -----
// select_and_scatter (C12): element_type(result) = E
func.func @select_and_scatter_c12(%a: tensor<4xf32>, %b: tensor<2xf32>, %c: tensor<f32>) {
  // expect: stablehlo.select_and_scatter C12
  %0 = "stablehlo.select_and_scatter"(%a, %b, %c) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %p = "stablehlo.compare"(%x0, %y0) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf64>
  return
}
// -----
// reduce_window (attribute): padding is a dense tensor of integers (declared; reported at the attribute's line)
func.func @reduce_window_padding_kind(%a: tensor<4xf32>, %b: tensor<f32>) {
  %0 = "stablehlo.reduce_window"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  // expect: stablehlo.reduce_window attribute
  }) {window_dimensions = array<i64: 2>, padding = array<i64: 0, 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return
}
