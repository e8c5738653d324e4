// MLIR's ml_program globals (MLProgramOps.td, MLProgramOps.cpp verifiers; no numbered constraints): `// expect: <op> <label>` names the error of the next line.
module {
  // expect: ml_program.global value
  ml_program.global private @constant_without_value : tensor<i32>
}
// -----
module {
  // expect: ml_program.global sym_visibility
  "ml_program.global"() {sym_name = "g", sym_visibility = "hidden", type = tensor<i32>, value = dense<0> : tensor<i32>} : () -> ()
}
// -----
module {
  func.func @main() -> tensor<i32> {
    // expect: ml_program.global_load symbol
    %0 = ml_program.global_load @nothere : tensor<i32>
    return %0 : tensor<i32>
  }
}
// -----
module {
  func.func @f() -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    return %c : tensor<i32>
  }
  func.func @main() -> tensor<i32> {
    // expect: ml_program.global_load_const symbol
    %0 = ml_program.global_load_const @f : tensor<i32>
    return %0 : tensor<i32>
  }
}
// -----
module {
  ml_program.global private @g(dense<0> : tensor<i64>) : tensor<i64>
  func.func @main() -> tensor<i32> {
    // expect: ml_program.global_load type
    %0 = ml_program.global_load @g : tensor<i32>
    return %0 : tensor<i32>
  }
}
// -----
module {
  ml_program.global private mutable @var(dense<0> : tensor<i32>) : tensor<i32>
  func.func @main() -> tensor<i32> {
    // expect: ml_program.global_load_const mutable
    %0 = ml_program.global_load_const @var : tensor<i32>
    return %0 : tensor<i32>
  }
}
// -----
module {
  ml_program.global private @const(dense<0> : tensor<i32>) : tensor<i32>
  func.func @main(%x: tensor<i32>) -> tensor<i32> {
    // expect: ml_program.global_store mutable
    ml_program.global_store @const = %x : tensor<i32>
    return %x : tensor<i32>
  }
}
// -----
module {
  ml_program.global private mutable @var(dense<0> : tensor<i32>) : tensor<i32>
  func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
    // expect: ml_program.global_store type
    ml_program.global_store @var = %x : tensor<2xi32>
    return %x : tensor<2xi32>
  }
}
// -----
module {
  func.func @main(%x: tensor<i32>) -> tensor<i32> {
    // expect: ml_program.global_store attribute
    "ml_program.global_store"(%x) : (tensor<i32>) -> ()
    return %x : tensor<i32>
  }
}
// -----
module {
  ml_program.global private @w(dense<0> : tensor<i32>) : tensor<i32>
  // expect: ml_program.global symbol
  ml_program.global private @w(dense<1> : tensor<i32>) : tensor<i32>
}
