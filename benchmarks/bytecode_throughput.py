"""Portable artifact throughput: reading a 10,000-op artifact (without locations, and with one location per
op as exports have) and one with 12 MiB of weights, beside the text parser on the same programs (measured
in the same run), and writing them.

Run: python benchmarks/bytecode_throughput.py
Targets (issue #10): reading >= 200,000 ops/s and >= 1 GB/s of tensor data.
"""
from __future__ import annotations

from parse_throughput import best_of, blob_module, ops_module

import stablehlo_py
from stablehlo_py.bytecode.reader import read_bytecode
from stablehlo_py.bytecode.writer import write_bytecode


def with_locations(text: str) -> str:
    """Each op with a location of its own, as in exports (JAX writes one per op: file, line, column)."""
    lines = text.splitlines()
    return "\n".join(f'{line} loc("model.py":{i}:5)' if line.startswith("    %") else line
                     for i, line in enumerate(lines)) + "\n"


def timings(text: str) -> tuple:
    """The module parsed from ``text``, its artifact, and the best times of parsing the text, reading the
    artifact and writing the module."""
    module = stablehlo_py.parse_text(text)
    artifact = write_bytecode(module)
    return (module, artifact, best_of(lambda: stablehlo_py.parse_text(text)), best_of(lambda: read_bytecode(artifact)),
            best_of(lambda: write_bytecode(module)))


def main() -> None:
    stablehlo_py.parse_text("func.func @warm() { return }")  # build the parser once

    for label, text in (("ops", ops_module(10_000)), ("ops+locs", with_locations(ops_module(10_000)))):
        module, artifact, parse_s, read_s, write_s = timings(text)
        n_ops = sum(1 for _ in module.walk())
        print(f"{label:9s}: {n_ops} ops; text {len(text) / 1e6:.2f} MB, artifact {len(artifact) / 1e6:.2f} MB")
        print(f"  read   : {read_s:.3f} s = {n_ops / read_s:,.0f} ops/s  (target >= 200,000 ops/s)")
        print(f"  parse  : {parse_s:.3f} s = {n_ops / parse_s:,.0f} ops/s  (the text parser; reading is "
              f"{parse_s / read_s:.1f}x faster)")
        print(f"  write  : {write_s:.3f} s = {n_ops / write_s:,.0f} ops/s")

    weights = 12 * 1024 * 1024
    _, artifact, parse_s, read_s, write_s = timings(blob_module(weights))
    print(f"weights  : {weights / 2**20:.0f} MiB of f32 weights; artifact {len(artifact) / 1e6:.1f} MB")
    print(f"  read   : {read_s:.4f} s = {weights / read_s / 1e9:.2f} GB/s  (target >= 1 GB/s)")
    print(f"  parse  : {parse_s:.3f} s = {weights / parse_s / 1e9:.2f} GB/s  (the text parser's hex blobs; "
          f"reading is {parse_s / read_s:.0f}x faster)")
    print(f"  write  : {write_s:.4f} s = {weights / write_s / 1e9:.2f} GB/s")


if __name__ == "__main__":
    main()
