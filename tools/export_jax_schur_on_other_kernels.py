"""Write ``testdata/jax_linalg/NAME.expected_nehalem.npz`` for the complex Schur programs: what JAX's own
``exp.call`` returns for them when OpenBLAS runs its Nehalem kernels, as it does on a CPU of that family
(here forced with ``OPENBLAS_CORETYPE=Nehalem``). A dev-time script, not part of the package.

jaxlib calls scipy's LAPACK, which runs on OpenBLAS; OpenBLAS picks its BLAS kernels by the CPU it finds.
``NAME.expected.npz`` was computed with the Haswell kernels (this machine's). For complex xGEES the
kernels' rounding changes the phase of each Schur vector (complex xLAHQR scales a column of Z by the phase
of a subdiagonal entry that has shrunk to rounding level), so JAX itself gives Schur vectors that differ
by a unit phase per column from one CPU to another. ``tests/test_interp_lapack.py`` uses these outputs to
show that its comparison for those programs accepts exactly that variation and no more.

Run: ``/work/devenv/bin/python tools/export_jax_schur_on_other_kernels.py`` (needs JAX 0.10.2, whose
exports these are: the function is exported again from the committed input and must reproduce the
committed outputs bit for bit with the default kernels first).
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "testdata" / "jax_linalg"
NAMES = ("schur_c64", "schur_c128")
KERNELS = "Nehalem"


def outputs(name: str) -> list[np.ndarray]:
    """``exp.call`` of ``jax.scipy.linalg.schur`` exported for the committed input (run in this process)."""
    import jax
    jax.config.update("jax_enable_x64", True)
    import jax.scipy.linalg as jsl
    from jax import export

    with np.load(DATA / f"{name}.inputs.npz") as archive:
        a = archive["in0"]
    exp = export.export(jax.jit(jsl.schur), platforms=["cpu"])(jax.ShapeDtypeStruct(a.shape, a.dtype))
    return [np.asarray(x) for x in jax.tree_util.tree_leaves(exp.call(a))]


def child(kernels: str) -> None:
    """In a process started with ``OPENBLAS_CORETYPE`` (or without, ``default``): compare the outputs with
    the committed ones (default kernels) or write them (the other kernels; that they differ is asserted by
    the tests)."""
    for name in NAMES:
        outs = outputs(name)
        if kernels == "default":
            with np.load(DATA / f"{name}.expected.npz") as archive:
                committed = [archive[f"out{i}"] for i in range(len(archive.files))]
            if not all(np.array_equal(x, y) for x, y in zip(outs, committed)):
                sys.exit(f"{name}: the default kernels do not reproduce {name}.expected.npz; not written")
        else:
            np.savez(DATA / f"{name}.expected_{kernels.lower()}.npz", **{f"out{i}": x for i, x in enumerate(outs)})
            print(f"wrote {name}.expected_{kernels.lower()}.npz")


def main() -> None:
    for kernels in ("default", KERNELS):
        env = dict(os.environ)
        if kernels != "default":
            env["OPENBLAS_CORETYPE"] = kernels
        subprocess.run([sys.executable, __file__, "--child", kernels], env=env, check=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        child(sys.argv[2])
    else:
        main()
