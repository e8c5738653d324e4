"""Verify throughput: ``Module.verify`` on a generated 50,000-op module (issue #4).

Run: python benchmarks/verify_throughput.py
Target: >= 50,000 ops/s (verification only; parsing is timed by parse_throughput.py).
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import stablehlo_py  # noqa: E402
from parse_throughput import best_of, ops_module  # noqa: E402  (the same op mix as the parser benchmark)
from stablehlo_py.verifier import verify_module  # noqa: E402


def main(n_ops: int = 50_000) -> None:
    module = stablehlo_py.parse_text(ops_module(n_ops))
    n = sum(1 for _ in module.walk())
    diagnostics = verify_module(module)
    if diagnostics:  # the generated program is valid: anything reported is a verifier bug
        raise SystemExit("unexpected diagnostics:\n" + "\n".join(map(str, diagnostics[:5])))
    seconds = best_of(lambda: verify_module(module))
    print(f"verify    : {n:,} ops in {seconds:.3f} s = {n / seconds:,.0f} ops/s  (target >= 50,000 ops/s)")


if __name__ == "__main__":
    main()
