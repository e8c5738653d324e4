// check.expect_close on 8-bit floats: the ULP distance comes from ml_dtypes' facts of each format.
// Expected values by hand: f8E5M2 keeps 2 mantissa bits (1.0, 1.25, 1.5, 1.75, 2.0, ...; 0x7C is +inf),
// f8E4M3FN keeps 3 (2.0, 2.25, 2.5, ...; 8.0, 9.0, 10.0, ...; no infinity).
// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @expect_close_f8E5M2() {
  %a = stablehlo.constant dense<[1.0, -0.5, 0.0, 0x7C]> : tensor<4xf8E5M2>
  %b = stablehlo.constant dense<[0.25, -0.25, 0.0, 1.0]> : tensor<4xf8E5M2>
  %sum = stablehlo.add %a, %b : tensor<4xf8E5M2>
  %exact = stablehlo.constant dense<[1.25, -0.75, 0.0, 0x7C]> : tensor<4xf8E5M2>
  check.expect_close %sum, %exact, max_ulp_difference = 0 : tensor<4xf8E5M2>, tensor<4xf8E5M2>
  %one_step_away = stablehlo.constant dense<[1.5, -0.875, 0.0, 0x7C]> : tensor<4xf8E5M2>
  check.expect_close %sum, %one_step_away, max_ulp_difference = 1 : tensor<4xf8E5M2>, tensor<4xf8E5M2>
  func.return
}

// -----

func.func @expect_close_f8E4M3FN() {
  %a = stablehlo.constant dense<[1.5, -3.0, 0.5]> : tensor<3xf8E4M3FN>
  %square = stablehlo.multiply %a, %a : tensor<3xf8E4M3FN>
  %exact = stablehlo.constant dense<[2.25, 9.0, 0.25]> : tensor<3xf8E4M3FN>
  check.expect_close %square, %exact, max_ulp_difference = 0 : tensor<3xf8E4M3FN>, tensor<3xf8E4M3FN>
  %one_step_away = stablehlo.constant dense<[2.5, 10.0, 0.28125]> : tensor<3xf8E4M3FN>
  check.expect_close %square, %one_step_away, max_ulp_difference = 1 : tensor<3xf8E4M3FN>, tensor<3xf8E4M3FN>
  func.return
}
