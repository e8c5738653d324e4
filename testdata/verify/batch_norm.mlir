// The batch_norm family (batch_norm_grad, batch_norm_inference, batch_norm_training): `// expect: <op> <label>` names the error of the next line.
// batch_norm_training (C1): 0 <= feature_index < rank(operand)
func.func @batch_norm_training_c1_62(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_training C1
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 2 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_training (C2): same baseline element types
func.func @batch_norm_training_c2_63(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_training C2
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf64>)
  return
}
// -----
// batch_norm_training (C3): size(scale) = dim(operand, feature_index)
func.func @batch_norm_training_c3_64(%x: tensor<2x2xf32>, %s: tensor<3xf32>, %o: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_training C3
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<3xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_training (C4): size(offset) = dim(operand, feature_index)
func.func @batch_norm_training_c4_65(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<3xf32>) {
  // expect: stablehlo.batch_norm_training C4
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<3xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_training (C5): size(batch_mean) = dim(operand, feature_index)
func.func @batch_norm_training_c5_66(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_training C5
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<3xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_training (C6): size(batch_var) = dim(operand, feature_index)
func.func @batch_norm_training_c6_67(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_training C6
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<3xf32>)
  return
}
// -----
// batch_norm_training (C7): baseline_type(output) = baseline_type(operand)
func.func @batch_norm_training_c7_68(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_training C7
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_inference (C1): 0 <= feature_index < rank(operand)
func.func @batch_norm_inference_c1_69(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_inference C1
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = -1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}
// -----
// batch_norm_inference (C2): same baseline element types
func.func @batch_norm_inference_c2_70(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf16>) {
  // expect: stablehlo.batch_norm_inference C2
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf16>) -> tensor<2x2xf32>
  return
}
// -----
// batch_norm_inference (C3): size(scale) = dim(operand, feature_index)
func.func @batch_norm_inference_c3_71(%x: tensor<2x2xf32>, %s: tensor<1xf32>, %o: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_inference C3
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<1xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}
// -----
// batch_norm_inference (C4): size(offset) = dim(operand, feature_index)
func.func @batch_norm_inference_c4_72(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<1xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_inference C4
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}
// -----
// batch_norm_inference (C5): size(mean) = dim(operand, feature_index)
func.func @batch_norm_inference_c5_73(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>, %m: tensor<1xf32>, %v: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_inference C5
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}
// -----
// batch_norm_inference (C6): size(variance) = dim(operand, feature_index)
func.func @batch_norm_inference_c6_74(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<1xf32>) {
  // expect: stablehlo.batch_norm_inference C6
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1xf32>) -> tensor<2x2xf32>
  return
}
// -----
// batch_norm_inference (C7): baseline_type(operand) = baseline_type(result)
func.func @batch_norm_inference_c7_75(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_inference C7
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x1xf32>
  return
}
// -----
// batch_norm_grad (C1): 0 <= feature_index < rank(operand)
func.func @batch_norm_grad_c1_76(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>, %g: tensor<2x2xf32>) {
  // expect: stablehlo.batch_norm_grad C1
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.0e-3 : f32, feature_index = 5 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_grad (C2): same baseline element types
func.func @batch_norm_grad_c2_77(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>, %g: tensor<2x2xf64>) {
  // expect: stablehlo.batch_norm_grad C2
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2xf64>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_grad (C3): operand, grad_output and grad_operand have the same shape
func.func @batch_norm_grad_c3_78(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>, %g: tensor<2x1xf32>) {
  // expect: stablehlo.batch_norm_grad C3
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x1xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_grad (C4): scale, mean, variance, grad_scale, grad_offset have the same shape
func.func @batch_norm_grad_c4_79(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %m: tensor<3xf32>, %v: tensor<2xf32>, %g: tensor<2x2xf32>) {
  // expect: stablehlo.batch_norm_grad C4
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<3xf32>, tensor<2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_grad (C5): size(scale) = dim(operand, feature_index)
func.func @batch_norm_grad_c5_80(%x: tensor<2x2xf32>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>, %g: tensor<2x2xf32>) {
  // expect: stablehlo.batch_norm_grad C5
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}
// -----
// batch_norm_training (signature): operand, scale and offset are tensors of floating-point or quantized values
func.func @batch_norm_training_integer(%x: tensor<2x2xi32>, %s: tensor<2xi32>, %o: tensor<2xi32>) {
  // expect: stablehlo.batch_norm_training signature
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xi32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<2x2xi32>, tensor<2xi32>, tensor<2xi32>)
  return
}
// -----
// batch_norm_inference (signature): the operands are tensors of floating-point or quantized values
func.func @batch_norm_inference_integer(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xi32>) {
  // expect: stablehlo.batch_norm_inference signature
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xi32>) -> tensor<2x2xf32>
  return
}
// -----
// batch_norm_grad (signature): the results are tensors of floating-point or quantized values
func.func @batch_norm_grad_integer(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>, %g: tensor<2x2xf32>) {
  // expect: stablehlo.batch_norm_grad signature
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xi32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_training (attribute): epsilon is a float (declared)
func.func @batch_norm_training_epsilon(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_training attribute
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = "small", feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
