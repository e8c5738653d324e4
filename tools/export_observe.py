"""Write the programs of ``testdata/observe/`` (issue #14: profiles, NaN tracing, dumps, diffs): a dev-time
script, not part of the package (``/work/devenv/bin/python tools/export_observe.py``; needs JAX 0.10.2).

- ``softmax_log``: ``jax.nn.softmax(jnp.log(x))``; its input has a negative element, so ``log`` makes the
  first NaN (``--trace-nan`` must name it);
- ``cancel_f32`` / ``cancel_bf16``: one model exported twice, computing in f32 and in bf16 (input and
  output f32 in both): ``tanh((x * 3 + 1000) - 1000) * 0.5``; in bf16, ``x * 3 + 1000`` is within bf16's
  tolerance of the f32 value but the subtraction cancels it into an error of up to 2 (``shlo diff`` must name
  the subtraction);
- ``loop_call``: a ``fori_loop`` whose body calls a nested ``jit`` function (a ``while`` and a ``func.call``,
  for the profile's trace nesting);
- ``convnet``: a small CNN (two 3x3 convolutions, relu, mean pool, dense) for the profile's overhead.

Each is written as ``NAME.mlir`` with ``NAME.inputs.npz`` (``in0``...) and ``NAME.expected.npz``
(``out0``..., what ``jax.jit(f)`` gives on XLA:CPU).
"""
from __future__ import annotations

import sys
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
from jax import export

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "testdata" / "observe"


def softmax_log(x):
    return jax.nn.softmax(jnp.log(x))


def cancel(dtype):
    def f(x):
        h = x.astype(dtype)
        y = h * jnp.asarray(3, dtype) + jnp.asarray(1000, dtype)
        z = y - jnp.asarray(1000, dtype)
        return (jnp.tanh(z) * jnp.asarray(0.5, dtype)).astype(jnp.float32)
    return f


@jax.jit
def _step(x, i):
    return x * 0.99 + jnp.sin(x) / (i + 2.0)


def loop_call(x):
    return jax.lax.fori_loop(0, 5, lambda i, v: _step(v, i.astype(jnp.float32)), x)


def convnet(params, x):
    w1, w2, wd = params
    dims = ("NHWC", "HWIO", "NHWC")
    h = jax.lax.conv_general_dilated(x, w1, (1, 1), "SAME", dimension_numbers=dims)
    h = jax.nn.relu(h)
    h = jax.lax.conv_general_dilated(h, w2, (1, 1), "SAME", dimension_numbers=dims)
    h = jax.nn.relu(h)
    return jnp.mean(h, axis=(1, 2)) @ wd


def programs():
    rng = np.random.default_rng(14)
    x8 = rng.uniform(0.5, 2.0, size=(2, 8)).astype(np.float32)
    x8[1, 3] = -1.5
    yield "softmax_log", softmax_log, (x8,)
    x = rng.uniform(0.0, 1.0, size=(16,)).astype(np.float32)
    yield "cancel_f32", cancel(jnp.float32), (x,)
    yield "cancel_bf16", cancel(jnp.bfloat16), (x,)
    yield "loop_call", loop_call, (rng.standard_normal(8).astype(np.float32),)
    params = (rng.standard_normal((3, 3, 8, 16)).astype(np.float32) * 0.2,
              rng.standard_normal((3, 3, 16, 16)).astype(np.float32) * 0.2,
              rng.standard_normal((16, 10)).astype(np.float32) * 0.2)
    yield "convnet", convnet, (params, rng.standard_normal((2, 16, 16, 8)).astype(np.float32))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, fn, args in programs():
        if len(sys.argv) > 1 and name not in sys.argv[1:]:
            continue
        exp = export.export(jax.jit(fn))(*args)
        (OUT / f"{name}.mlir").write_text(exp.mlir_module())
        leaves = jax.tree.leaves(args)
        np.savez(OUT / f"{name}.inputs.npz", **{f"in{i}": v for i, v in enumerate(leaves)})
        outputs = jax.tree.leaves(jax.jit(fn)(*args))
        np.savez(OUT / f"{name}.expected.npz", **{f"out{i}": np.asarray(v) for i, v in enumerate(outputs)})
        print(name, exp.mlir_module().count("\n"), "lines")


if __name__ == "__main__":
    main()
