module @sdy_ops attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22x\22=4]>}"}} {
  sdy.mesh @m = <["a"=2, "b"=4]>
  sdy.mesh @"m x" = <["a"=2, "b"=2], device_ids=[3, 2, 1, 0]> {stablehlo.mesh = {axes = [{name = "a", size = 2 : i64}, {name = "b", size = 2 : i64}]}}
  sdy.mesh @maximal = <[], device_ids=[0]>
  sdy.mesh @empty = <[]>
  func.func public @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"a", ?}, {?}p1]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"b"}]>}) {
    %0 = stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"b":(1)2, ?}, {?}p0], replicated={"b":(2)2}, unreduced={"a"}>]>} : tensor<8x8xf32>
    %1 = sdy.sharding_constraint %0 <@m, [{"a"}, {?}]> : tensor<8x8xf32>
    %2 = sdy.reshard %1 <mesh<["a"=2, "b"=4]>, [{}, {"b"}]> : tensor<8x8xf32>
    sdy.sharding_group %2 group_id=3 : tensor<8x8xf32>
    %3 = sdy.propagation_barrier %2 allowed_direction=BACKWARD : tensor<8x8xf32>
    %4:2 = sdy.named_computation<"foo">(%3, %arg0) in_shardings=[<@m, [{"a"}, {}]>, <@m, [{}, {}]>] out_shardings=[<@m, [{"a"}, {}]>, <@m, [{}, {"b"}]>] (%arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>) {
      %12 = stablehlo.multiply %arg1, %arg2 : tensor<8x8xf32>
      sdy.return %12, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>
    } : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
    %5:2 = sdy.manual_computation(%4#0, %4#1) in_shardings=[<@m, [{"a"}, {}]>, <@m, [{}, {"b"}], replicated={"a"}>] out_shardings=[<@m, [{"a"}, {}]>, <@m, [{}, {}]>] manual_axes={"a", "b"} (%arg1: tensor<4x8xf32>, %arg2: tensor<8x2xf32>) {
      %12 = stablehlo.negate %arg1 : tensor<4x8xf32>
      %13 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
      %14 = stablehlo.dot_general %arg2, %13, contracting_dims = [1] x [1] : (tensor<8x2xf32>, tensor<4x2xf32>) -> tensor<8x4xf32>
      %15 = stablehlo.slice %14 [0:8, 0:4] : (tensor<8x4xf32>) -> tensor<8x4xf32>
      %16 = stablehlo.concatenate %15, %15, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
      sdy.return %12, %16 : tensor<4x8xf32>, tensor<8x8xf32>
    } : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
    sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={} () {
      sdy.return
    } : () -> ()
    %6 = sdy.named_computation<"bar">(%5#0) (%arg1: tensor<8x8xf32>) {
      sdy.return %arg1 : tensor<8x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %7 = sdy.data_flow_edge %6 sharding=<@m, [{"a"}, {}]> : tensor<8x8xf32>
    %8 = stablehlo.abs %7 : tensor<8x8xf32>
    %9 = sdy.data_flow_edge %8 : tensor<8x8xf32>
    %10 = sdy.constant dense<1.000000e+00> : tensor<8x8xf32>
    %11 = stablehlo.add %9, %10 : tensor<8x8xf32>
    return %11 : tensor<8x8xf32>
  }
}
