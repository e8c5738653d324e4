"""Write the shape-polymorphic ``jax.export`` programs of ``testdata/shape_poly/``: a dev-time script, not
part of the package (``/work/devenv/bin/python tools/export_shape_poly.py [NAME...]``; needs JAX).

Each program is exported once with symbolic shapes (``jax.export.symbolic_shape``) and written as

- ``NAME.jax_exported`` (``Exported.serialize()``) and ``NAME.mlir`` (``exp.mlir_module()``);
- ``NAME.sizeK.inputs.npz`` / ``NAME.sizeK.expected.npz`` for three sizes K of its dimension variables:
  the flat inputs ``in0, ...`` and the outputs ``out0, ...`` of ``exp.call(*args)`` (JAX on XLA:CPU);
- ``NAME.violation.inputs.npz`` and ``NAME.violation.json`` (when the program has one): inputs whose shapes
  break a shape assertion, and the message of the error ``exp.call`` raises for them;
- ``NAME.meta.json``: what JAX reports about the export (``export_jax_blobs.metadata``).

Exported with JAX 0.10.2 (jaxlib 0.10.2).
"""
from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path
from typing import Callable

import jax
import jax.numpy as jnp
import numpy as np
from jax import export

sys.path.insert(0, str(Path(__file__).resolve().parent))
from export_jax_blobs import ROOT, metadata  # noqa: E402  (same tools folder; sets the location regex)

OUT = ROOT / "testdata" / "shape_poly"


@dataclasses.dataclass
class Poly:
    """A function, the symbolic shapes of its arguments, the argument tuples at three sizes and, when the
    program checks something a shape can break, violating arguments."""

    fn: Callable
    shapes: tuple[str, ...]
    dtypes: tuple
    sizes: dict[str, tuple]
    violation: tuple | None = None


def _rng(seed: int) -> np.random.Generator:
    return np.random.default_rng(seed)


def batch() -> Poly:
    """``x: f32[b, 8]`` through a dense layer (``dot_general`` on ``?x8``), a softmax and a batch mean:
    one dimension variable ``b`` (``b >= 1`` asserted)."""
    rng = _rng(20)
    w = (rng.standard_normal((8, 5)) / 3).astype(np.float32)

    def f(x):
        logits = jnp.tanh(x @ w)
        return jax.nn.softmax(logits, axis=-1), jnp.mean(x, axis=0)

    def x(b):
        return (rng.standard_normal((b, 8)).astype(np.float32),)

    return Poly(f, ("b, 8",), (np.float32,), {f"size{b}": x(b) for b in (1, 3, 7)},
                violation=(np.zeros((0, 8), np.float32),))


def two_vars() -> Poly:
    """``x: f32[b, n]`` and ``y: f32[n]``: two dimension variables; a matrix-vector product, a
    ``b x b`` Gram matrix and each row minus its largest product with ``y``."""
    rng = _rng(21)

    def f(x, y):
        return x @ y, x @ x.T / x.shape[1], jnp.max(x * y, axis=1, keepdims=True) - x

    def xy(b, n):
        return rng.standard_normal((b, n)).astype(np.float32), rng.standard_normal(n).astype(np.float32)

    return Poly(f, ("b, n", "n"), (np.float32, np.float32),
                {f"size{b}x{n}": xy(b, n) for b, n in ((1, 2), (3, 4), (5, 3))},
                violation=(np.zeros((2, 0), np.float32), np.zeros(0, np.float32)))


def symbolic() -> Poly:
    """``x: f32[b, 2*b]``: a dimension given by an expression; the output has ``2*b`` rows (the two halves
    of ``x`` stacked) and a ``b x b`` product of the halves."""
    rng = _rng(22)

    def f(x):
        b = x.shape[0]
        left, right = x[:, :b], x[:, b:]
        return jnp.concatenate([left, right * 2.0], axis=0), left @ right.T

    def x(b):
        return (rng.standard_normal((b, 2 * b)).astype(np.float32),)

    return Poly(f, ("b, 2*b",), (np.float32,), {f"size{b}": x(b) for b in (1, 2, 4)},
                violation=(np.zeros((2, 5), np.float32),))


def dynamic_targets() -> Poly:
    """``x: f32[b, n]`` through the ops JAX writes as ``stablehlo.dynamic_*`` custom calls under shape
    polymorphism: ``jnp.cumsum``/``lax.cummax`` (``dynamic_reduce_window``), ``lax.top_k`` with ``k = n``
    (``dynamic_top_k``) and ``lax.rng_bit_generator`` of shape ``(b, n)`` (``dynamic_rng_bit_generator``)."""
    rng = _rng(23)

    def f(x, key):
        _, bits = jax.lax.rng_bit_generator(key, x.shape, dtype=jnp.uint32)
        return jnp.cumsum(x, axis=1), jax.lax.cummax(x, axis=0), jax.lax.top_k(x, x.shape[1]), bits

    def args(b, n):
        return rng.standard_normal((b, n)).astype(np.float32), np.array([7, 11, 13, 17], np.uint32)

    return Poly(f, ("b, n", "4"), (np.float32, np.uint32),
                {f"size{b}x{n}": args(b, n) for b, n in ((1, 3), (2, 5), (4, 4))})


PROGRAMS: dict[str, Callable[[], Poly]] = {f.__name__: f for f in (batch, two_vars, symbolic, dynamic_targets)}


def _savez(path: Path, prefix: str, values) -> None:
    np.savez(path, **{f"{prefix}{i}": np.asarray(v) for i, v in enumerate(values)})


def write(name: str) -> None:
    """Export ``name`` and write its files."""
    poly = PROGRAMS[name]()
    scope = export.SymbolicScope()
    specs = [jax.ShapeDtypeStruct(export.symbolic_shape(s, scope=scope), d) for s, d in zip(poly.shapes, poly.dtypes)]
    exp = export.export(jax.jit(poly.fn))(*specs)
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f"{name}.jax_exported").write_bytes(bytes(exp.serialize()))
    (OUT / f"{name}.mlir").write_text(exp.mlir_module())
    (OUT / f"{name}.meta.json").write_text(json.dumps(metadata(exp), indent=1) + "\n")
    for label, args in poly.sizes.items():
        _savez(OUT / f"{name}.{label}.inputs.npz", "in", jax.tree.leaves(args))
        _savez(OUT / f"{name}.{label}.expected.npz", "out", jax.tree.leaves(exp.call(*args)))
    if poly.violation is not None:
        try:
            exp.call(*poly.violation)
        except Exception as exc:  # noqa: BLE001 - JAX's error, recorded as it is
            message = str(exc)
        else:
            raise SystemExit(f"{name}: the violating inputs ran")
        _savez(OUT / f"{name}.violation.inputs.npz", "in", poly.violation)
        (OUT / f"{name}.violation.json").write_text(json.dumps({"error": message}, indent=1) + "\n")
    print(f"{name}: {exp.in_avals} -> {exp.out_avals}, sizes {list(poly.sizes)}")


def main(argv: list[str]) -> None:
    """Export the programs named in argv, or all of them."""
    for name in argv or list(PROGRAMS):
        write(name)


if __name__ == "__main__":
    main(sys.argv[1:])
