// Mesh-based replica groups (StableHLO 1.16: #stablehlo.replica_group_mesh_axes, axis_ref, sub_axis_info;
// StablehloBytecode.cpp codes 18-20) for tools/export_plain_bytecode.py. jaxlib 0.12 takes the sdy.mesh as
// the mesh symbol; this project's verifier does not yet (stablehlo.all_reduce C3: 'mesh symbol not found').
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.all_reduce"(%arg0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1) : (tensor<f32>) -> ()
  }) {
    replica_groups = #stablehlo.replica_group_mesh_axes<
      mesh = @mesh,
      axes = [
        #stablehlo.axis_ref<name = "x", sub_axis_info = (1)2>,
        #stablehlo.axis_ref<name = "y">
      ]
    >
  } : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}
