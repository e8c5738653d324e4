"""Write ``testdata/jax_erf_inv/``: ``jax.lax.erf_inv`` exported for CPU in f64, f32, f16 and bf16. A dev-time
script, not part of the package (run with ``/work/devenv/bin/python tools/export_jax_erf_inv.py``; exported
with JAX 0.10.2).

jax.export expands ``chlo.erf_inv`` into upstream's CHLO decomposition (the polynomials of
``stablehlo/transforms/ChloLegalizeToStablehlo.cpp``), so each ``erf_inv_DT.mlir`` is that decomposition as
plain StableHLO ops. ``tests/test_interp_chlo.py`` runs it op by op and checks that the ``chlo.erf_inv``
kernel gives the same bits, and compares both with XLA's values (``erf_inv_DT.expected.npz``, from
``exp.call``; XLA contracts multiply-adds, so they may differ in the last bits). The inputs cover [-1, 1],
the three polynomial ranges of f64, the edges (+-1, +-0, NaN, |x| > 1) and subnormals. bf16 values are
stored as float32 (exactly).
"""
from __future__ import annotations

import re
from pathlib import Path

import jax

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402
from jax import export  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "testdata" / "jax_erf_inv"
DTYPES = {"f64": np.float64, "f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16}
_LOC = re.compile(r" loc\((?:[^()]|\([^()]*\))*\)")


def inputs(dtype) -> np.ndarray:
    """[-1, 1] on a grid, values near +-1 (w = -log1p(-x^2) past 6.25 and 16), edges and subnormals."""
    tiny = ml_dtypes.finfo(dtype).smallest_subnormal
    near_one = 1 - np.logspace(-1, -15, 57)
    edges = [1, -1, 0, -0.0, np.nan, 1.5, -2, np.inf, -np.inf, float(tiny), -float(tiny), 1e-30]
    values = np.concatenate([np.linspace(-1, 1, 801), near_one, -near_one, edges])
    return np.unique(values.astype(dtype).astype(np.float64), equal_nan=True).astype(dtype)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, dtype in DTYPES.items():
        x = inputs(dtype)
        exp = export.export(jax.jit(jax.lax.erf_inv), platforms=["cpu"])(jax.ShapeDtypeStruct(x.shape, x.dtype))
        text = _LOC.sub("", exp.mlir_module())
        text = "\n".join(line for line in text.splitlines() if not line.startswith("#loc")) + "\n"
        assert "chlo.erf_inv" not in text, "expected the decomposition, found chlo.erf_inv"
        (OUT / f"erf_inv_{name}.mlir").write_text(text)
        stored = np.float32 if dtype == ml_dtypes.bfloat16 else dtype
        np.savez(OUT / f"erf_inv_{name}.inputs.npz", in0=x.astype(stored))
        np.savez(OUT / f"erf_inv_{name}.expected.npz", out0=np.asarray(exp.call(x)).astype(stored))
        print(f"erf_inv_{name}: {x.size} values")


if __name__ == "__main__":
    main()
