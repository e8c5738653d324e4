"""jaxlib's LAPACK custom calls (issue #26 point 2): the linear-algebra programs of ``testdata/jax_linalg/`` run by
shlo with the NumPy replays (``STABLEHLO_PY_LAPACK=replay``) and with scipy's LAPACK (``=scipy``), and by XLA:CPU
when JAX is importable, all timed in the same rounds (``interleaved_best``). Prints each program's times, the
replay/scipy and scipy/XLA ratios, and their geometric means.

    python benchmarks/lapack_paths.py                        # shlo's two paths (scipy needed)
    PYTHONPATH=. /work/oracles/jax/bin/python benchmarks/lapack_paths.py   # and XLA

``--all`` times every program (232); by default one program per case in f32 and f64 (the complex ones run
the same routines). Each program's outputs are checked against JAX's before it is timed.
"""
from __future__ import annotations

import math
import os
import sys
from pathlib import Path
from typing import Any, Callable

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import stablehlo_py  # noqa: E402
from bench_programs import arguments, interleaved_best, jax_or_none, ratio, seconds, warm_up  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "testdata" / "jax_linalg"


def arrays(name: str, which: str) -> list[np.ndarray]:
    with np.load(DATA / f"{name}.{which}.npz") as archive:
        prefix = "in" if which == "inputs" else "out"
        return [archive[f"{prefix}{i}"] for i in range(len(archive.files))]


def shlo_runner(module: stablehlo_py.Module, inputs: list[np.ndarray], path: str) -> Callable[[], Any]:
    """A run of the program with LAPACK path ``path`` (the choice is read at each LAPACK call)."""

    def run():
        os.environ["STABLEHLO_PY_LAPACK"] = path
        return module.run(*inputs)

    return run


def xla_runner(jax: Any, name: str, inputs: list[np.ndarray]) -> Callable[[], Any]:
    """XLA:CPU compiling the program's text. jaxlib's lapack_*_ffi handlers find their LAPACK routines once
    ``initialize_lapack`` has run (JAX runs it when it lowers a linear-algebra op; a program compiled from
    text must run it first: the handlers would call null pointers)."""
    from jax._src import xla_bridge
    from jax._src.lax.linalg import initialize_lapack
    from jax._src.lib import xla_client

    initialize_lapack()
    backend = xla_bridge.get_backend("cpu")
    devices = xla_client.DeviceList(tuple(backend.local_devices()[:1]))
    executable = backend.compile_and_load((DATA / f"{name}.mlir").read_text(), devices, xla_client.CompileOptions())
    args = [jax.device_put(a) for a in inputs]
    return lambda: [jax.block_until_ready(r[0]) for r in
                    executable.execute_sharded(args).disassemble_into_single_device_arrays()]


def agrees(got: Any, expected: list[np.ndarray], tol: float) -> bool:
    values = list(got) if isinstance(got, (tuple, list)) else [got]
    return all(np.allclose(np.asarray(v), e, rtol=tol, atol=tol * max(1.0, float(np.nanmax(np.abs(e), initial=0))),
                           equal_nan=True) for v, e in zip(values, expected))


def selected(every: bool) -> list[str]:
    names = sorted(p.name[:-len(".mlir")] for p in DATA.glob("*.mlir"))
    return names if every else [n for n in names if n.endswith(("_f32", "_f64"))]


def geomean(values: list[float]) -> float | None:
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def main() -> None:
    parser = arguments(__doc__.split("\n")[0])
    parser.add_argument("--all", action="store_true", help="every program, complex ones included")
    options = parser.parse_args()
    try:
        import scipy.linalg.lapack  # noqa: F401
    except ImportError:
        raise SystemExit("scipy is needed (pip install -e '.[lapack]'): this compares the replays with it")
    jax = None if options.no_xla else jax_or_none()
    if jax is not None:
        jax.config.update("jax_enable_x64", True)  # the f64 inputs stay f64
    warm_up()
    print(f"{'program':38} {'replay':>9} {'scipy':>9} {'XLA':>9} {'replay/scipy':>13} {'scipy/XLA':>10}")
    speedups, versus_xla = [], []
    for name in selected(options.all):
        inputs, expected = arrays(name, "inputs"), arrays(name, "expected")
        module = stablehlo_py.load(DATA / f"{name}.mlir")
        tol = 1e-3 if name.endswith(("_f32", "_c64")) else 1e-8
        fns = [shlo_runner(module, inputs, "replay"), shlo_runner(module, inputs, "scipy")]
        if not all(agrees(fn(), expected, tol) for fn in fns):
            print(f"{name:38} outputs differ from JAX's: not timed")
            continue
        if jax is not None:
            fns.append(xla_runner(jax, name, inputs))
            fns[-1]()
        times = interleaved_best(fns, repeat=options.repeat, budget=2.0)
        replay, fast, xla = times[0], times[1], times[2] if jax is not None else None
        speedups.append(replay / fast)
        if xla is not None:
            versus_xla.append(fast / xla)
        print(f"{name:38} {seconds(replay):>9} {seconds(fast):>9} {seconds(xla):>9} {ratio(replay, fast):>13} "
              f"{ratio(fast, xla):>10}")
    os.environ.pop("STABLEHLO_PY_LAPACK", None)
    print(f"geomean over {len(speedups)} programs: replay/scipy {ratio(geomean(speedups), 1.0)}, "
          f"scipy/XLA {ratio(geomean(versus_xla), 1.0)}")


if __name__ == "__main__":
    main()
