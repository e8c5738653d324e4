// Shardy's rules (verifier/checks/sdy.py): `// expect: <op> <label>` names the error of the next line.
// mesh: an axis declared twice
// expect: sdy.mesh mesh
sdy.mesh @m = <["a"=2, "a"=2]>
// -----
// mesh: device ids that are not a permutation of 0..n-1
// expect: sdy.mesh mesh
sdy.mesh @m = <["a"=2], device_ids=[0, 2]>
// -----
// mesh: explicit device ids equal to iota
// expect: sdy.mesh mesh
sdy.mesh @m = <["a"=2], device_ids=[0, 1]>
// -----
// sharding: a mesh that the module does not declare
sdy.mesh @m = <["a"=2]>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expect: sdy.sharding_constraint sharding
  %0 = sdy.sharding_constraint %x <@nope, [{"a"}]> : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
// sharding: one dimension sharding per dimension
sdy.mesh @m = <["a"=2]>
func.func @f(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expect: sdy.sharding_constraint sharding
  %0 = sdy.sharding_constraint %x <@m, [{"a"}]> : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// -----
// sharding: an axis that the mesh does not have
sdy.mesh @m = <["a"=2]>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expect: sdy.reshard sharding
  %0 = sdy.reshard %x <@m, [{"z"}]> : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
// sharding: an axis used twice
sdy.mesh @m = <["a"=2]>
func.func @f(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expect: sdy.sharding_constraint sharding
  %0 = sdy.sharding_constraint %x <@m, [{"a"}, {"a"}]> : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// -----
// sharding: a sub-axis that does not split its axis (pre-size * size must divide 4)
sdy.mesh @m = <["b"=4]>
func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expect: sdy.sharding_constraint sharding
  %0 = sdy.sharding_constraint %x <@m, [{"b":(3)2}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}
// -----
// sharding: a sub-axis as large as its axis
sdy.mesh @m = <["a"=2]>
func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expect: sdy.sharding_constraint sharding
  %0 = sdy.sharding_constraint %x <@m, [{"a":(1)2}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}
// -----
// sharding: a dimension of size 0 is not sharded
sdy.mesh @m = <["a"=2]>
func.func @f(%x: tensor<0xf32>) -> tensor<0xf32> {
  // expect: sdy.sharding_constraint sharding
  %0 = sdy.sharding_constraint %x <@m, [{"a"}]> : tensor<0xf32>
  return %0 : tensor<0xf32>
}
// -----
// sharding: a function argument's sdy.sharding over an axis the mesh does not have
sdy.mesh @m = <["a"=2]>
// expect: func.func sharding
func.func @f(%x: tensor<4xf32> {sdy.sharding = #sdy.sharding<@m, [{"q"}]>}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
// -----
// manual_axes: a manual axis that the mesh does not have
sdy.mesh @m = <["a"=2]>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expect: sdy.manual_computation manual_axes
  %0 = sdy.manual_computation(%x) in_shardings=[<@m, [{"a"}]>] out_shardings=[<@m, [{"a"}]>] manual_axes={"c"} (%a: tensor<2xf32>) {
    sdy.return %a : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
// manual_axes: a free axis before a manual axis in a dimension sharding
sdy.mesh @m = <["a"=2, "b"=2]>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expect: sdy.manual_computation manual_axes
  %0 = sdy.manual_computation(%x) in_shardings=[<@m, [{"a", "b"}]>] out_shardings=[<@m, [{"b"}]>] manual_axes={"b"} (%a: tensor<2xf32>) {
    sdy.return %a : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
// divisible: a dimension of 6 split over a manual axis of 4
sdy.mesh @m = <["a"=4]>
func.func @f(%x: tensor<6xf32>) -> tensor<6xf32> {
  // expect: sdy.manual_computation divisible
  %0 = sdy.manual_computation(%x) in_shardings=[<@m, [{"a"}]>] out_shardings=[<@m, [{}]>] manual_axes={"a"} (%a: tensor<1xf32>) {
    %c = stablehlo.constant dense<0.0> : tensor<6xf32>
    sdy.return %c : tensor<6xf32>
  } : (tensor<6xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
// -----
// body: the body's argument has the global type, not the local one
sdy.mesh @m = <["a"=2]>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expect: sdy.manual_computation body
  %0 = sdy.manual_computation(%x) in_shardings=[<@m, [{"a"}]>] out_shardings=[<@m, [{"a"}]>] manual_axes={"a"} (%a: tensor<4xf32>) {
    sdy.return %a : tensor<4xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
// body: the body returns the global type of a result, not the local one
sdy.mesh @m = <["a"=2]>
func.func @f(%x: tensor<4xf32>) -> tensor<8xf32> {
  // expect: sdy.manual_computation body
  %0 = sdy.manual_computation(%x) in_shardings=[<@m, [{"a"}]>] out_shardings=[<@m, [{"a"}]>] manual_axes={"a"} (%a: tensor<2xf32>) {
    %c = stablehlo.constant dense<0.0> : tensor<8xf32>
    sdy.return %c : tensor<8xf32>
  } : (tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
// -----
// signature: one in-sharding per operand
sdy.mesh @m = <["a"=2]>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expect: sdy.manual_computation signature
  %0 = sdy.manual_computation(%x) in_shardings=[<@m, [{"a"}]>, <@m, [{"a"}]>] out_shardings=[<@m, [{"a"}]>] manual_axes={"a"} (%a: tensor<2xf32>) {
    sdy.return %a : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
// sharding: the shardings of a manual computation are over one mesh
sdy.mesh @m = <["a"=2]>
sdy.mesh @n = <["a"=2]>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expect: sdy.manual_computation sharding
  %0 = sdy.manual_computation(%x) in_shardings=[<@m, [{"a"}]>] out_shardings=[<mesh<["a"=4]>, [{}]>] manual_axes={"a"} (%a: tensor<2xf32>) {
    sdy.return %a : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
// body: a named computation's body takes the operands' types
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expect: sdy.named_computation body
  %0 = sdy.named_computation<"g">(%x) (%a: tensor<4xi32>) {
    %c = stablehlo.constant dense<0.0> : tensor<4xf32>
    sdy.return %c : tensor<4xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
// allowed_direction: a barrier that lets everything through is not one
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expect: sdy.propagation_barrier allowed_direction
  %0 = sdy.propagation_barrier %x allowed_direction=BOTH : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
// sharding: an op's sdy.sharding gives one sharding per result
sdy.mesh @m = <["a"=2]>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.negate sharding
  %0 = stablehlo.negate %x {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"a"}]>, <@m, [{"a"}]>]>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
// sharding (GSPMD): a tiled mhlo.sharding has one tile dimension per dimension of its value
func.func @f(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expect: stablehlo.custom_call sharding
  %0 = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{devices=[2,1,2]<=[4]}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// -----
// sharding (GSPMD): a function argument's mhlo.sharding, a tuple for one value
// expect: func.func sharding
func.func @f(%x: tensor<4xf32> {mhlo.sharding = "{{replicated}, {replicated}}"}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
