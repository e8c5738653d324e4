// Attribute and type aliases, defined before use.
#dir = #stablehlo<comparison_direction GE>
#dims = array<i64: 1, 0>
!vec = tensor<2xf32>
!pair = tuple<!vec, tensor<i1>>
func.func @main(%a: !vec, %b: !vec) -> !pair {
  %0 = "stablehlo.compare"(%a, %b) {comparison_direction = #dir} : (!vec, !vec) -> tensor<2xi1>
  %1 = stablehlo.compare GE, %a, %b : (!vec, !vec) -> tensor<2xi1>
  %2 = "stablehlo.transpose"(%a) {permutation = #dims} : (!vec) -> !vec
  %3 = stablehlo.constant dense<true> : tensor<i1>
  %4 = stablehlo.tuple %2, %3 : !pair
  return %4 : !pair
}
