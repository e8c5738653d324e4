// RUN: stablehlo-translate --interpret -split-input-file %s

// the spec's example (XLA's ThreeFry): the counter advances by one per 64-bit element
func.func @three_fry_spec_example() {
  %state = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %new_state, %bits = "stablehlo.rng_bit_generator"(%state) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  check.expect_eq_const %new_state, dense<[1, 6]> : tensor<2xui64>
  check.expect_eq_const %bits, dense<[[9236835810183407956, 16087790271692313299], [18212823393184779219, 2658481902456610144]]> : tensor<2x2xui64>
  func.return
}

// -----

// 32-bit output of 2 elements: the two words of the block of counter 2 (the low and high
// halves of the first 64-bit element above); the counter advances by one block
func.func @three_fry_u32_words() {
  %state = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %new_state, %bits = "stablehlo.rng_bit_generator"(%state) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)
  check.expect_eq_const %new_state, dense<[1, 3]> : tensor<2xui64>
  // 9236835810183407956 = 0x802FD53B_0296E954
  check.expect_eq_const %bits, dense<[43444564, 2150618427]> : tensor<2xui32>
  func.return
}

// -----

// PHILOX with a 3-word state: 4 u32 per block, the 128-bit counter (state[1], state[2]) advances by
// ceil(6 / 4) = 2 blocks; the key (state[0]) is kept
func.func @philox_state_advance() {
  %state = stablehlo.constant dense<[7, 18446744073709551615, 0]> : tensor<3xui64>
  %new_state, %bits = "stablehlo.rng_bit_generator"(%state) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<3xui64>) -> (tensor<3xui64>, tensor<6xui32>)
  check.expect_eq_const %new_state, dense<[7, 1, 1]> : tensor<3xui64>
  func.return
}
