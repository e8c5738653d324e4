"""CHLO ops accept unranked tensors where chlo.md says "tensor of" (HLO_Tensor), and nothing else."""
from __future__ import annotations

from stablehlo_py.parser import parse_text
from stablehlo_py.verifier import verify_module


def diagnostics(body: str, params: str, result: str) -> list[tuple[str, str]]:
    text = f"func.func @f({params}) -> {result} {{\n{body}\n}}"
    return [(d.op, d.constraint) for d in verify_module(parse_text(text, "chlo_test.mlir", 0))]


def test_unranked_operands_of_elementwise_and_broadcasting_ops():
    body = """  %0 = chlo.acos %a : tensor<*xf32> -> tensor<*xf32>
  %1 = chlo.broadcast_add %0, %b : (tensor<*xf32>, tensor<2xf32>) -> tensor<*xf32>
  %2 = chlo.is_inf %1 : tensor<*xf32> -> tensor<*xi1>
  return %2 : tensor<*xi1>"""
    assert diagnostics(body, "%a: tensor<*xf32>, %b: tensor<2xf32>", "tensor<*xi1>") == []


def test_mulhi_takes_ranked_tensors_only():
    body = """  %0 = chlo.mulhi %a, %a : tensor<*xi32>, tensor<*xi32> -> tensor<*xi32>
  return %0 : tensor<*xi32>"""
    assert diagnostics(body, "%a: tensor<*xi32>", "tensor<*xi32>") == [("chlo.mulhi", "signature")]
