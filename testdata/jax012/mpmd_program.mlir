// Hand-written: an MPMD (Shardy pipelining) program as jaxlib 0.12 prints it: a fragment on mesh "m1",
// a transfer to mesh "m2". tools/export_jax012.py verifies it with jaxlib and writes its generic form.
#topology = #mpmd.topology<<"m1" : <["x"=2]>>, <"m2" : <["x"=2]>>>
module {
  func.func @main(%arg0: !mpmd.mesh_tensor<"m1", tensor<4x8xf32>>) -> !mpmd.mesh_tensor<"m2", tensor<4x8xf32>> attributes {topology = #topology} {
    %0 = mpmd.fragment<mesh="m1", origin=["f"]> (%arg0) (%a: tensor<4x8xf32>) {
      %1 = stablehlo.add %a, %a : tensor<4x8xf32>
      mpmd.return %1 : tensor<4x8xf32>
    } : (!mpmd.mesh_tensor<"m1", tensor<4x8xf32>>) -> !mpmd.mesh_tensor<"m1", tensor<4x8xf32>>
    %2 = mpmd.transfer %0 : (!mpmd.mesh_tensor<"m1", tensor<4x8xf32>>) -> !mpmd.mesh_tensor<"m2", tensor<4x8xf32>>
    func.return %2 : !mpmd.mesh_tensor<"m2", tensor<4x8xf32>>
  }
}
