"""Special-function kernels (issue #26, point 1): ns per element of each CHLO special function's kernel on
f32 arrays of 1,048,576 elements (target: erf, erfc, lgamma and digamma at most ~30 ns) and per call on 132
elements (an activation zoo's two erf calls), beside ``np.exp`` of the same f32 array as the reference, all
interleaved in one run.

Run: python benchmarks/special_functions.py [--baseline REV]

``--baseline REV`` also times the special functions of git revision REV (``numerics/special.py`` and, where
it exists, ``numerics/special_gamma.py`` of that commit, read with ``git show``), on the same arrays, as the
kernels call them (``in_f64``): the figures before a change beside those after it.
"""
from __future__ import annotations

import importlib.util
import subprocess
import sys
import tempfile
import types
from pathlib import Path
from typing import Callable

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_programs import arguments, interleaved_best  # noqa: E402

from stablehlo_py.interpreter.kernels import chlo  # noqa: E402
from stablehlo_py.numerics.floats import in_f64  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SIZES = (132, 1 << 20)
UNARY = ("erf", "erfc", "lgamma", "digamma", "bessel_i1e", "erf_inv")
BINARY = ("zeta", "polygamma")


def operands(name: str, size: int) -> tuple[np.ndarray, ...]:
    """Inputs where each function is used: N(0, 3) for erf/erfc/lgamma/digamma/i1e (both signs, the tails),
    (-1, 1) for erf_inv, (s, q) in [1.5, 6] x (0, 10] for zeta and small integer orders for polygamma."""
    rng = np.random.default_rng(26)
    if name == "erf_inv":
        return (rng.uniform(-1.0, 1.0, size).astype(np.float32),)
    if name == "zeta":
        return rng.uniform(1.5, 6.0, size).astype(np.float32), rng.uniform(0.01, 10.0, size).astype(np.float32)
    if name == "polygamma":
        return rng.integers(0, 4, size).astype(np.float32), rng.uniform(0.01, 10.0, size).astype(np.float32)
    return ((rng.standard_normal(size) * 3.0).astype(np.float32),)


def baseline_module(revision: str) -> types.SimpleNamespace:
    """The special functions of ``revision``: its ``numerics/special*.py`` loaded as modules of the current
    package (their relative imports resolve to today's ``numerics``), merged into one namespace."""
    functions: dict[str, Callable] = {}
    for stem in ("special", "special_gamma"):
        shown = subprocess.run(["git", "-C", str(ROOT), "show", f"{revision}:stablehlo_py/numerics/{stem}.py"],
                               capture_output=True, text=True)
        if shown.returncode != 0:
            continue
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as file:
            file.write(shown.stdout)
        spec = importlib.util.spec_from_file_location(f"stablehlo_py.numerics._baseline_{stem}", file.name)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        functions.update({name: getattr(module, name) for name in UNARY + BINARY if hasattr(module, name)})
    if not functions:
        raise SystemExit(f"no numerics/special.py at revision {revision}")
    return types.SimpleNamespace(**functions)


def kernel_call(name: str, args: tuple[np.ndarray, ...]) -> Callable[[], object]:
    """The CHLO kernel of ``name`` on ``args``, as the interpreter calls it."""
    fn = getattr(chlo, name)
    return lambda: fn(None, None, *args)


def baseline_call(module: types.SimpleNamespace, name: str, args: tuple[np.ndarray, ...]) -> Callable[[], object]:
    """``name`` of the baseline as today's kernel calls it: in float64, rounded once (erf_inv in float32)."""
    fn = getattr(module, name)
    if name == "erf_inv":
        return lambda: fn(args[0])
    if len(args) == 2:
        return lambda: np.asarray(fn(args[0].astype(np.float64), args[1].astype(np.float64))).astype(np.float32)
    return lambda: in_f64(args[0], fn)


def main() -> None:
    parser = arguments(__doc__.splitlines()[0])
    parser.add_argument("--baseline", metavar="REV", help="also time the special functions of git revision REV")
    options = parser.parse_args()
    baseline = baseline_module(options.baseline) if options.baseline else None
    header = f"{'function':<11} {'elements':>9} {'np.exp':>9} {'shlo':>10} {'/exp':>7}"
    header += f" {options.baseline + ' (before)':>18} {'before/shlo':>11}" if baseline else ""
    print(header)
    for size in SIZES:
        for name in UNARY + BINARY:
            args = operands(name, size)
            fns = [lambda: np.exp(args[-1]), kernel_call(name, args)]
            if baseline is not None:
                fns.append(baseline_call(baseline, name, args))
            best = interleaved_best(fns, repeat=options.repeat, budget=20.0 if size > 1000 else 2.0)
            per = [t / size * 1e9 for t in best]
            row = f"{name:<11} {size:>9,} {per[0]:>6.1f} ns {per[1]:>7.1f} ns {best[1] / best[0]:>6.1f}x"
            if size < 1000:
                row += f"  ({best[1] * 1e6:.0f} us a call)"
            if baseline is not None:
                row += f" {per[2]:>15.1f} ns {best[2] / best[1]:>10.0f}x"
            print(row, flush=True)


if __name__ == "__main__":
    main()
