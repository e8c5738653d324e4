"""Plain MLIR bytecode beside a VHLO artifact: reading the same 10,000-op program (parse_throughput.py's
``ops_module(10_000)``) from the plain bytecode jaxlib's ``write_bytecode`` wrote for it
(testdata/plain_bytecode/bench_ops_10000.mlirbc, tools/export_plain_bytecode.py) and from the artifact
this project writes for the module read from that file (``Module.to_bytecode``), which keeps the
locations jaxlib gave each op (``"-":line:col``), so that both files hold the same program, locations
included. Measured in the same run, in interleaved rounds.

Run: python benchmarks/plain_bytecode_throughput.py
Target (issue #25): the plain reader at least as fast as the VHLO reader.
"""
from __future__ import annotations

from pathlib import Path

from parse_throughput import best_of, ops_module

import stablehlo_py
from stablehlo_py.bytecode.reader import read_bytecode
from stablehlo_py.ir.canonical import canonical
from stablehlo_py.module import Module, parse_entry_text

PLAIN = Path(__file__).resolve().parents[1] / "testdata" / "plain_bytecode" / "bench_ops_10000.mlirbc"


def main() -> None:
    plain = PLAIN.read_bytes()
    module = read_bytecode(plain, module_type=Module, parse_text=parse_entry_text)
    artifact = module.to_bytecode("current")
    read_plain = lambda: read_bytecode(plain, module_type=Module, parse_text=parse_entry_text)  # noqa: E731
    read_vhlo = lambda: read_bytecode(artifact, module_type=Module, parse_text=parse_entry_text)  # noqa: E731
    text = canonical(stablehlo_py.parse_text(ops_module(10_000)))
    assert canonical(read_plain()) == text == canonical(read_vhlo())  # the same program
    n_ops = sum(1 for _ in module.walk())
    # interleaved rounds, the best of each: the machine's load moves both alike
    plain_s = vhlo_s = float("inf")
    for _ in range(3):
        plain_s = min(plain_s, best_of(read_plain))
        vhlo_s = min(vhlo_s, best_of(read_vhlo))
    print(f"{n_ops} ops; plain bytecode {len(plain) / 1e6:.3f} MB, VHLO artifact {len(artifact) / 1e6:.3f} MB")
    print(f"  plain : {plain_s:.4f} s = {n_ops / plain_s:,.0f} ops/s")
    print(f"  VHLO  : {vhlo_s:.4f} s = {n_ops / vhlo_s:,.0f} ops/s")
    print(f"  ratio : VHLO time / plain time = {vhlo_s / plain_s:.2f} (target >= 1)")


if __name__ == "__main__":
    main()
