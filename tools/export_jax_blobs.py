"""Write the ``jax.export`` blobs of ``testdata/jax_export/``: a dev-time script, not part of the package.

Each program is exported with ``jax.export.export(jax.jit(f), ...)(*specs)`` and written as

- ``NAME.jax_exported``: ``Exported.serialize()``, the file ``shlo`` loads;
- ``NAME.mlir``: ``exp.mlir_module()``, the module as text, for reference;
- ``NAME.inputs.npz``: the flat inputs ``in0, in1, ...`` (the leaves of ``exp.in_tree``, in order);
- ``NAME.expected.npz``: the flat outputs ``out0, ...`` that JAX computes with ``exp.call(*args)``;
- ``NAME.meta.json``: what JAX reports about the export (``fun_name``, avals, shardings, platforms,
  calling convention, effects, kept arguments, trees), which the tests compare the reader with.

It needs JAX (``/work/devenv/bin/python tools/export_jax_blobs.py [NAME...]``); the project never imports it.

The ordered effect: JAX refuses to serialize its public ordered effects (``jax.debug.print(...,
ordered=True)`` and ``io_callback(..., ordered=True)`` fail with "serialization of host_callbacks is not
yet implemented"), so ``effect`` and ``combined`` declare an effect the way JAX's own export tests do,
through JAX internals (``jax._src.effects``, ``core.Primitive``, ``mlir.register_lowering``): a primitive
that doubles its operand and threads the effect's token. Exported with JAX 0.10.2 (jaxlib 0.10.2).
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
from jax import export, lax
from jax._src import core, effects
from jax._src.interpreters import mlir

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "testdata" / "jax_export"
# Source locations name files relative to the repository (in the blobs and in the text alike).
jax.config.update("jax_hlo_source_file_canonicalization_regex", "^" + str(ROOT).replace(".", r"\.") + "/")


# ----------------------------------------------------------------------------- a serializable ordered effect
@dataclasses.dataclass(frozen=True)
class DemoOrderedEffect(effects.Effect):
    """An ordered effect with a nullary constructor (what serialization requires)."""


_EFFECT = DemoOrderedEffect()
for _registry in (effects.lowerable_effects, effects.ordered_effects, effects.control_flow_allowed_effects):
    _registry.add_type(DemoOrderedEffect)

double_with_effect_p = core.Primitive("double_with_effect")
double_with_effect_p.def_effectful_abstract_eval(lambda aval: (aval, {_EFFECT}))


def _lower_double_with_effect(ctx, x):
    token = ctx.tokens_in.get(_EFFECT)
    ctx.set_tokens_out(mlir.TokenSet({_EFFECT: token}))
    return [mlir.hlo.add(x, x)]


mlir.register_lowering(double_with_effect_p, _lower_double_with_effect)


# ----------------------------------------------------------------------------- the programs
@dataclasses.dataclass
class Blob:
    """A function to export, its example arguments (a pytree each) and ``export.export``'s options."""

    fn: Callable
    args: tuple
    specs: tuple | None = None  # ShapeDtypeStructs (symbolic shapes); default: the args' own
    options: dict = dataclasses.field(default_factory=dict)


def _rng(seed: int) -> np.random.Generator:
    return np.random.default_rng(seed)


def mlp() -> Blob:
    """Two dense layers with relu: x f32[4,8] -> f32[4,3]."""
    rng = _rng(10)
    w1, w2 = rng.standard_normal((8, 16)).astype(np.float32) / 3, rng.standard_normal((16, 3)).astype(np.float32) / 4

    def forward(x):
        return jax.nn.relu(x @ w1) @ w2

    return Blob(forward, (rng.standard_normal((4, 8)).astype(np.float32),))


def multi_platform() -> Blob:
    """Lowered for cpu and cuda: ``platform_dependent`` becomes a ``case`` on the platform index."""

    def f(x):
        return lax.platform_dependent(x, cpu=lambda v: v * 2.0 + 1.0, cuda=lambda v: v * 3.0)

    return Blob(f, (np.arange(6, dtype=np.float32).reshape(2, 3),), options={"platforms": ("cpu", "cuda")})


def effect() -> Blob:
    """One ordered effect: ``main`` takes and returns a token."""

    def f(x):
        return double_with_effect_p.bind(x) + 1.0

    return Blob(f, (np.linspace(-1, 1, 5, dtype=np.float32),))


def unused_arg() -> Blob:
    """``y`` is never read: in_avals has 3 entries, module_kept_var_idx (0, 2)."""

    def f(x, y, z):
        return jnp.sin(x) * z

    rng = _rng(11)
    return Blob(f, (rng.standard_normal(4).astype(np.float32), np.arange(3, dtype=np.int32),
                    rng.standard_normal(4).astype(np.float32)))


def shape_poly() -> Blob:
    """``x: f32[b, 4]``: main computes ``b`` (get_dimension_size) and checks it (shape_assertion)."""

    def f(x):
        return jnp.sum(x, axis=0) * x.shape[0] + jnp.max(x)

    specs = (jax.ShapeDtypeStruct(export.symbolic_shape("b, 4"), np.float32),)
    return Blob(f, (np.arange(12, dtype=np.float32).reshape(3, 4) / 7,), specs=specs)


def pytree() -> Blob:
    """A dict and a tuple in, a dict with a tuple and a None out."""

    def f(params, pair):
        a, b = pair
        return {"sum": params["w"] @ a + params["b"], "rest": (b * 2, None)}

    rng = _rng(12)
    params = {"w": rng.standard_normal((3, 2)).astype(np.float32), "b": np.ones(3, np.float32)}
    pair = (rng.standard_normal(2).astype(np.float32), np.arange(4, dtype=np.int32))
    return Blob(f, (params, pair))


def combined() -> Blob:
    """Two platforms, an ordered effect and a dropped argument at once (argument order: platform index,
    token, kept arrays)."""

    def f(x, unused, y):
        doubled = double_with_effect_p.bind(x)
        return lax.platform_dependent(doubled, cpu=lambda v: v + y, cuda=lambda v: v - y)

    return Blob(f, (np.arange(3, dtype=np.float32), np.float32(5), np.full(3, 0.5, np.float32)),
                options={"platforms": ("cpu", "cuda")})


def sharded() -> Blob:
    """Arguments and results with a NamedSharding on a one-device mesh (shardings in the metadata)."""
    mesh = jax.sharding.Mesh(np.array(jax.devices()[:1]), ("x",))
    sharding = jax.sharding.NamedSharding(mesh, jax.sharding.PartitionSpec("x", None))

    def f(x):
        return jnp.tanh(x) + 1.0

    fn = jax.jit(f, in_shardings=(sharding,), out_shardings=sharding)
    return Blob(fn, (np.linspace(0, 1, 8, dtype=np.float32).reshape(2, 4),))


BLOBS: dict[str, Callable[[], Blob]] = {f.__name__: f for f in (
    mlp, multi_platform, effect, unused_arg, shape_poly, pytree, combined, sharded)}


# ----------------------------------------------------------------------------- what JAX reports
def _tree_json(tree) -> dict:
    """A PyTreeDef as ``{"kind": leaf|none|tuple|list|dict, "children": [...], "keys": [...]}``."""
    data = tree.node_data()
    children = [_tree_json(c) for c in tree.children()]
    if data is None:
        return {"kind": "leaf"}
    kind = {type(None): "none", tuple: "tuple", list: "list", dict: "dict"}[data[0]]
    record = {"kind": kind, "children": children}
    if kind == "dict":
        record["keys"] = list(data[1])
    return record


def _aval_json(aval) -> dict:
    return {"shape": [str(d) for d in aval.shape], "dtype": np.dtype(aval.dtype).name}


def _sharding_json(sharding) -> dict | None:
    if sharding is None:
        return None
    mesh = sharding.mesh.abstract_mesh
    return {"mesh": dict(zip(mesh.axis_names, (int(s) for s in mesh.axis_sizes))),
            "spec": [None if p is None else p if isinstance(p, str) else list(p) for p in sharding.spec]}


def metadata(exp: export.Exported) -> dict:
    """The fields of ``exp`` the reader must reproduce, as JSON values."""
    return {
        "function_name": exp.fun_name,
        "in_avals": [_aval_json(a) for a in exp.in_avals],
        "out_avals": [_aval_json(a) for a in exp.out_avals],
        "in_shardings": [_sharding_json(s) for s in exp._in_named_shardings],
        "out_shardings": [_sharding_json(s) for s in exp._out_named_shardings],
        "platforms": list(exp.platforms),
        "calling_convention_version": exp.calling_convention_version,
        "ordered_effects": [str(e.__class__) for e in exp.ordered_effects],
        "unordered_effects": [str(e.__class__) for e in exp.unordered_effects],
        "module_kept_var_idx": list(exp.module_kept_var_idx),
        "uses_global_constants": bool(exp.uses_global_constants),
        "nr_devices": exp.nr_devices,
        "in_tree": _tree_json(exp.in_tree),
        "out_tree": _tree_json(exp.out_tree),
        "mlir_module_serialized_size": len(exp.mlir_module_serialized),
    }


def write(name: str) -> None:
    """Export ``name`` and write its five files."""
    blob = BLOBS[name]()
    fn = blob.fn if hasattr(blob.fn, "lower") else jax.jit(blob.fn)
    specs = blob.specs or jax.tree.map(lambda a: jax.ShapeDtypeStruct(np.shape(a), np.asarray(a).dtype), blob.args)
    exp = export.export(fn, **blob.options)(*specs)
    results = exp.call(*blob.args)
    inputs = jax.tree.leaves(blob.args)
    outputs = jax.tree.leaves(results)
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f"{name}.jax_exported").write_bytes(bytes(exp.serialize()))
    (OUT / f"{name}.mlir").write_text(exp.mlir_module())
    np.savez(OUT / f"{name}.inputs.npz", **{f"in{i}": np.asarray(v) for i, v in enumerate(inputs)})
    np.savez(OUT / f"{name}.expected.npz", **{f"out{i}": np.asarray(v) for i, v in enumerate(outputs)})
    (OUT / f"{name}.meta.json").write_text(json.dumps(metadata(exp), indent=1) + "\n")
    print(f"{name}: {len(exp.serialize())} bytes, platforms {exp.platforms}, kept {exp.module_kept_var_idx}")


def main(argv: list[str]) -> None:
    """Export the blobs named in argv, or all of them."""
    for name in argv or list(BLOBS):
        write(name)


if __name__ == "__main__":
    main(sys.argv[1:])
