"""Make the small portable artifacts the bytecode tests read (a development tool; needs jaxlib).

Run with a Python that has jax/jaxlib (the project never imports them):

    /path/to/python-with-jax tools/make_test_artifacts.py

For each program below, upstream's serializer (jaxlib's ``serialize_portable_artifact_str``) writes
``testdata/artifacts/NAME.TARGET.mlirbc`` at targets chosen to give every bytecode version it writes
(0.9.0 -> v0, 0.10.0 -> v1, 0.12.0 -> v3, 0.14.0 -> v4, 1.15.0 and 1.17.0 -> v6), and its
deserializer's generic-form text ``NAME.expected.mlir`` is what reading any of them must give.
``NAME.debug.mlir`` keeps the locations (printed with debug info) for the location tests.
"""
from __future__ import annotations

import pathlib

from jax._src.interpreters import mlir as jax_mlir
from jaxlib.mlir.dialects import stablehlo

OUT = pathlib.Path(__file__).resolve().parent.parent / "testdata" / "artifacts"
TARGETS = ("0.9.0", "0.10.0", "0.12.0", "0.14.0", "1.15.0", "1.17.0")

PROGRAMS = {
    # Every dense encoding: raw elements, splats, bit-packed and unpacked i1, sub-byte ints and floats,
    # complex, bf16/f8, and tensors with no elements.
    "dense": """
func.func @main() -> (tensor<2xf32>, tensor<4x5xf32>, tensor<10xi1>, tensor<3xi1>, tensor<5xi4>,
                      tensor<2xcomplex<f32>>, tensor<3xbf16>, tensor<2xf8E4M3FN>, tensor<0x3xf32>,
                      tensor<2x0xcomplex<f64>>, tensor<4xi1>, tensor<3xui8>) {
  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = stablehlo.constant dense<1.5> : tensor<4x5xf32>
  %2 = stablehlo.constant dense<[true, false, true, true, false, false, false, false, true, true]> : tensor<10xi1>
  %3 = stablehlo.constant dense<true> : tensor<3xi1>
  %4 = stablehlo.constant dense<[1, -2, 3, -8, 7]> : tensor<5xi4>
  %5 = stablehlo.constant dense<[(1.0, -1.0), (0.5, 2.0)]> : tensor<2xcomplex<f32>>
  %6 = stablehlo.constant dense<[1.0, -2.5, 0x7FC0]> : tensor<3xbf16>
  %7 = stablehlo.constant dense<[1.0, -448.0]> : tensor<2xf8E4M3FN>
  %8 = stablehlo.constant dense<> : tensor<0x3xf32>
  %9 = stablehlo.constant dense<(1.0, 2.0)> : tensor<2x0xcomplex<f64>>
  %10 = stablehlo.constant dense<false> : tensor<4xi1>
  %11 = stablehlo.constant dense<[0, 128, 255]> : tensor<3xui8>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : tensor<2xf32>, tensor<4x5xf32>, tensor<10xi1>,
    tensor<3xi1>, tensor<5xi4>, tensor<2xcomplex<f32>>, tensor<3xbf16>, tensor<2xf8E4M3FN>, tensor<0x3xf32>,
    tensor<2x0xcomplex<f64>>, tensor<4xi1>, tensor<3xui8>
}
""",
    # The narrow float types of StableHLO 1.7/1.8 (older targets cannot hold them).
    "narrow_floats": """
func.func @main() -> (tensor<2xf4E2M1FN>, tensor<3xf8E4M3>, tensor<2xf8E8M0FNU>, tensor<2xf6E3M2FN>) {
  %0 = stablehlo.constant dense<[1.0, -6.0]> : tensor<2xf4E2M1FN>
  %1 = stablehlo.constant dense<[0.5, -240.0, 3.0]> : tensor<3xf8E4M3>
  %2 = stablehlo.constant dense<[1.0, 1024.0]> : tensor<2xf8E8M0FNU>
  %3 = stablehlo.constant dense<[-28.0, 0.25]> : tensor<2xf6E3M2FN>
  return %0, %1, %2, %3 : tensor<2xf4E2M1FN>, tensor<3xf8E4M3>, tensor<2xf8E8M0FNU>, tensor<2xf6E3M2FN>
}
""",
    # Every location kind MLIR writes: file:line:col, ranges, names, call sites, fused, unknown.
    "locations": """
#loc1 = loc("model.py":3:7)
#loc2 = loc("model.py":4:1 to :9)
#loc3 = loc("model.py":5:2 to 6:4)
func.func @main(%arg0: tensor<2xf32> loc("x"), %arg1: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<2xf32> loc(#loc1)
  %1 = stablehlo.multiply %0, %0 : tensor<2xf32> loc(#loc2)
  %2 = stablehlo.subtract %1, %arg0 : tensor<2xf32> loc(#loc3)
  %3 = stablehlo.negate %2 : tensor<2xf32> loc("jit(f)/neg"(#loc1))
  %4 = stablehlo.abs %3 : tensor<2xf32> loc(callsite("f"("a.py":1:2) at "g"("b.py":3:4)))
  %5 = stablehlo.exponential %4 : tensor<2xf32> loc(fused["a.py":1:1, "b.py":2:2])
  %6 = stablehlo.sqrt %5 : tensor<2xf32> loc(unknown)
  return %6 : tensor<2xf32> loc("ret")
} loc("main")
""",
    # Regions (while, reduce), an op with several results, and a call: value numbering across scopes.
    "regions": """
func.func @main(%arg0: tensor<4xf32>) -> (tensor<f32>, tensor<i64>) {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c3 = stablehlo.constant dense<3> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0:2 = stablehlo.while(%i = %c0, %acc = %zero) : tensor<i64>, tensor<f32>
    cond {
      %lt = stablehlo.compare LT, %i, %c3 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %s = stablehlo.reduce(%arg0 init: %acc) applies stablehlo.add across dimensions = [0]
        : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %next = stablehlo.add %i, %c1 : tensor<i64>
      %r = func.call @twice(%s) : (tensor<f32>) -> tensor<f32>
      stablehlo.return %next, %r : tensor<i64>, tensor<f32>
    }
  return %0#1, %0#0 : tensor<f32>, tensor<i64>
}
func.func private @twice(%x: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %x, %x : tensor<f32>
  return %0 : tensor<f32>
}
""",
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, text in PROGRAMS.items():
        with jax_mlir.make_ir_context() as context:
            targets = TARGETS if name != "narrow_floats" else TARGETS[-2:]
            blobs = {target: stablehlo.serialize_portable_artifact_str(text, target) for target in targets}
            module = stablehlo.deserialize_portable_artifact(context, blobs[targets[-1]])
            expected = module.operation.get_asm(print_generic_op_form=True)
            debug = module.operation.get_asm(print_generic_op_form=True, enable_debug_info=True)
        for target, blob in blobs.items():
            (OUT / f"{name}.{target}.mlirbc").write_bytes(blob)
        (OUT / f"{name}.expected.mlir").write_text(expected)
        (OUT / f"{name}.debug.mlir").write_text(debug)
        print(name, {t: len(b) for t, b in blobs.items()})


if __name__ == "__main__":
    main()
