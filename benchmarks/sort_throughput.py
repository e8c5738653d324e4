"""Sort throughput: ``stablehlo.sort`` of 1,000,000 f32 through the interpreter vs ``np.sort``.

Run: python benchmarks/sort_throughput.py
Target (issue #5): the standard ``compare LT`` comparator within 2x of ``np.sort``. Also shown:
jax's canonicalizing TOTALORDER comparator (argsort path), a two-operand key/value sort, and a
comparator that is not a key order (merge sort on the comparator; 100,000 elements).
"""
from __future__ import annotations

import timeit

import numpy as np

import stablehlo_py
from stablehlo_py.interpreter.evaluator import Interpreter

N = 1_000_000

LESS_THAN = """    %c = stablehlo.compare LT, %x0, %x1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>"""

JAX_TOTAL_ORDER = """    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %nan = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %z0 = stablehlo.compare EQ, %x0, %zero, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %a0 = stablehlo.select %z0, %zero, %x0 : tensor<i1>, tensor<f32>
    %n0 = stablehlo.compare NE, %x0, %x0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c0 = stablehlo.select %n0, %nan, %a0 : tensor<i1>, tensor<f32>
    %z1 = stablehlo.compare EQ, %x1, %zero, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %a1 = stablehlo.select %z1, %zero, %x1 : tensor<i1>, tensor<f32>
    %n1 = stablehlo.compare NE, %x1, %x1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c1 = stablehlo.select %n1, %nan, %a1 : tensor<i1>, tensor<f32>
    %c = stablehlo.compare LT, %c0, %c1, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>"""

DIFFERENCE = """    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %d = stablehlo.subtract %x0, %x1 : tensor<f32>
    %c = stablehlo.compare LT, %d, %zero, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>"""


def sort_program(body: str, n: int, operands: int = 1) -> str:
    t = f"tensor<{n}xf32>" if operands == 1 else f"tensor<{n}xf32>, tensor<{n}xi32>"
    args = "%x0: tensor<f32>, %x1: tensor<f32>" + (", %x2: tensor<i32>, %x3: tensor<i32>" if operands > 1 else "")
    params = f"%a0: tensor<{n}xf32>" + (f", %a1: tensor<{n}xi32>" if operands > 1 else "")
    lhs, ops, rets = ("%r", "%a0", "%r") if operands == 1 else ("%r:2", "%a0, %a1", "%r#0, %r#1")
    return (f"func.func @main({params}) -> ({t}) {{\n  {lhs} = \"stablehlo.sort\"({ops}) ({{\n  ^bb0({args}):\n"
            f"{body}\n  }}) {{dimension = 0 : i64, is_stable = true}} : ({t}) -> ({t})\n"
            f"  func.return {rets} : {t}\n}}\n")


def best_of(fn, repeat: int = 5) -> float:
    return min(timeit.repeat(fn, number=1, repeat=repeat))


def interpreted(text: str, *args: np.ndarray):
    interpreter = Interpreter(stablehlo_py.parse_text(text))
    interpreter.compile("main")
    return lambda: interpreter.call("main", list(args))


def main() -> None:
    values = np.random.default_rng(0).standard_normal(N).astype(np.float32)
    payload = np.arange(N, dtype=np.int32)
    reference = best_of(lambda: np.sort(values))
    print(f"np.sort of {N:,} f32: {reference * 1e3:.1f} ms")
    cases = [("compare LT (standard)", interpreted(sort_program(LESS_THAN, N), values), 5),
             ("jax TOTALORDER comparator", interpreted(sort_program(JAX_TOTAL_ORDER, N), values), 3),
             ("key + i32 payload", interpreted(sort_program(LESS_THAN, N, 2), values, payload), 3)]
    for name, run, repeat in cases:
        seconds = best_of(run, repeat)
        print(f"{name:28s} {seconds * 1e3:8.1f} ms  = {seconds / reference:5.2f}x np.sort")
    small = values[:100_000]
    seconds = best_of(interpreted(sort_program(DIFFERENCE, small.size), small), 1)
    print(f"{'merge sort, 100,000 (a-b<0)':28s} {seconds * 1e3:8.1f} ms  "
          f"= {seconds / best_of(lambda: np.sort(small)):5.0f}x np.sort of the same size")


if __name__ == "__main__":
    main()
