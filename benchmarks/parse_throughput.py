"""Parse throughput: a module with 12 MB of hex-blob weights, a module of 5,000 ops, cold start.

Run: python benchmarks/parse_throughput.py
Targets (issue #12, after issue #2's 100 MB/s and 30,000 ops/s): >= 500 MB/s on blobs, >= 150,000 ops/s,
cold `shlo parse small.mlir` < 0.5 s.
"""
from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

import stablehlo_py


def blob_module(total_bytes: int) -> str:
    """A module whose constants are weights baked in as dense hex blobs (as JAX exports them)."""
    rng = np.random.default_rng(0)
    n_consts, lines = 12, []
    per = total_bytes // n_consts // 4
    for i in range(n_consts):
        data = rng.standard_normal(per).astype(np.float32)
        lines.append(f'    %w{i} = stablehlo.constant dense<"0x{data.tobytes().hex().upper()}"> : tensor<{per}xf32>')
    body = "\n".join(lines)
    return (f"module @weights {{\n  func.func @main() -> tensor<{per}xf32> {{\n{body}\n"
            f"    return %w0 : tensor<{per}xf32>\n  }}\n}}\n")


# Op templates weighted like the JAX exports of the conformance testdata (constants, broadcasts and
# elementwise ops dominate; a few percent are dot_general, slices and ops in the generic form).
_OP_MIX: list[tuple[int, str]] = [
    (25, "%v{i} = stablehlo.constant dense<1.500000e+00> : tensor<4x4xf32>"),
    (10, "%v{i} = stablehlo.broadcast_in_dim %v{p}, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4xf32>"),
    (10, "%v{i} = stablehlo.add %v{p}, %arg1 : tensor<4x4xf32>"),
    (7, "%c{i} = stablehlo.compare  GT, %v{p}, %arg0,  FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>\n"
        "    %v{i} = stablehlo.select %c{i}, %v{p}, %arg0 : tensor<4x4xi1>, tensor<4x4xf32>"),
    (7, "%v{i} = stablehlo.multiply %v{p}, %arg1 : tensor<4x4xf32>"),
    (6, "%r{i} = stablehlo.reshape %v{p} : (tensor<4x4xf32>) -> tensor<16xf32>\n"
        "    %v{i} = stablehlo.reshape %r{i} : (tensor<16xf32>) -> tensor<4x4xf32>"),
    (6, "%t{i} = stablehlo.convert %v{p} : (tensor<4x4xf32>) -> tensor<4x4xf64>\n"
        "    %v{i} = stablehlo.convert %t{i} : (tensor<4x4xf64>) -> tensor<4x4xf32>"),
    (5, "%v{i} = stablehlo.subtract %v{p}, %arg0 : tensor<4x4xf32>"),
    (4, "%s{i} = stablehlo.slice %v{p} [0:2, 0:4] : (tensor<4x4xf32>) -> tensor<2x4xf32>\n"
        "    %v{i} = stablehlo.concatenate %s{i}, %s{i}, dim = 0 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>"),
    (3, "%v{i} = stablehlo.maximum %v{p}, %arg0 : tensor<4x4xf32>"),
    (3, "%v{i} = stablehlo.transpose %v{p}, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>"),
    (2, "%v{i} = stablehlo.dot_general %v{p}, %arg1, contracting_dims = [1] x [0] : "
        "(tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>"),
    (2, '%v{i} = "stablehlo.multiply"(%v{p}, %arg0) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>'),
]


def ops_module(n_ops: int) -> str:
    """About n_ops ops drawn from _OP_MIX (a fixed seed), chained through %v values."""
    rng = np.random.default_rng(0)
    weights = np.array([w for w, _ in _OP_MIX], dtype=float)
    picks = rng.choice(len(_OP_MIX), size=n_ops, p=weights / weights.sum())
    lines = ["    %v0 = stablehlo.add %arg0, %arg1 : tensor<4x4xf32>"]
    count, i = 1, 1
    while count < n_ops:
        template = _OP_MIX[picks[i % n_ops]][1]
        text = template.format(i=i, p=i - 1)
        lines.append("    " + text)
        count += text.count("\n") + 1
        i += 1
    body = "\n".join(lines)
    return (f"func.func @main(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {{\n{body}\n"
            f"    return %v{i - 1} : tensor<4x4xf32>\n}}\n")


def count_ops(text: str) -> int:
    module = stablehlo_py.parse_text(text)
    return sum(1 for _ in module.walk())


def best_of(fn, repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    stablehlo_py.parse_text("func.func @warm() { return }")  # build the parser once
    text = blob_module(12 * 1024 * 1024)
    seconds = best_of(lambda: stablehlo_py.parse_text(text))
    size_mb = len(text) / 1e6
    print(f"hex blobs : {size_mb:.1f} MB of text ({12} MiB of weights) in {seconds:.3f} s = {size_mb / seconds:.0f} MB/s"
          f"  (target >= 500 MB/s)")

    text = ops_module(5000)
    n = count_ops(text)
    seconds = best_of(lambda: stablehlo_py.parse_text(text))
    print(f"ops       : {n} ops in {seconds:.3f} s = {n / seconds:,.0f} ops/s  (target >= 150,000 ops/s)")

    with tempfile.TemporaryDirectory() as tmp:
        small = Path(tmp) / "small.mlir"
        small.write_text(ops_module(10))
        cmd = [sys.executable, "-m", "stablehlo_py.cli.main", "parse", str(small)]
        seconds = best_of(lambda: subprocess.run(cmd, check=True, capture_output=True))
        print(f"cold start: `shlo parse small.mlir` in {seconds:.3f} s  (target < 0.5 s)")


if __name__ == "__main__":
    main()
