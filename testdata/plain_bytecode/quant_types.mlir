// Quantized types (the quant dialect): jaxlib 0.12's MLIR writes them as their text (no bytecode encoding),
// which the reader hands to the project's parser. For tools/export_plain_bytecode.py.
func.func @main(%a: tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>, %b: tensor<4x2x!quant.uniform<i8<-100:100>:f32:1, {5.000000e-01:3,2.500000e-01:-1}>>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>> {
  return %a : tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>
}
