"""Write the programs of ``testdata/jax012/``: what JAX 0.12 writes (issue #25); a dev-time script, not part of
the package. Run it from the repository's root with a Python that has JAX 0.12 and Flax (NNX)::

    /work/oracles/jax/bin/python tools/export_jax012.py

It sets ``XLA_FLAGS=--xla_force_host_platform_device_count=4`` itself. Each program is exported with
``jax.export`` and written as

- ``NAME.mlir``: ``exp.mlir_module()``, the text ``shlo`` parses;
- ``NAME.jax_exported``: ``exp.serialize()``, the blob ``shlo`` loads (JAX writes VHLO at its own target);
- ``NAME.mlirbc``: the same module as a portable artifact at target 1.22.0 (jaxlib's
  ``stablehlo.serialize_portable_artifact``, other dialects (``sdy``) allowed; jaxlib 0.12's current version);
- ``NAME.inputs.npz`` (``in0, ...``) and ``NAME.expected.npz`` (``out0, ...``): the flat inputs and what
  ``exp.call`` gives on XLA:CPU. A typed PRNG key input is stored as its key data
  (``jax.random.key_data``, uint32), as ``shlo`` takes it.

Programs: ``shard_map_collectives`` (a 2x2 mesh: ``psum_scatter``, ``ppermute``, ``all_to_all``, ``pmax``,
whose groups JAX 0.12 names by mesh axes), ``mixed_fp8_dot`` (an ``f8E5M2`` by ``f8E4M3FN`` matmul into
``f32``), ``nnx_dropout`` (a Flax NNX model with dropout, called with a ``jax.random.key``).

``mpmd_program.mlir`` is hand-written (Shardy's MPMD dialect, which jaxlib 0.12 carries: a fragment and a
transfer between two meshes); the script checks it with jaxlib's verifier and writes
``mpmd_program.generic.mlir``, jaxlib's generic form of it.
"""
from __future__ import annotations

import os
from pathlib import Path

os.environ["XLA_FLAGS"] = os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=4"

import jax  # noqa: E402  (XLA_FLAGS must be set first)
import jax.numpy as jnp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402
from flax import nnx  # noqa: E402
from jax import export  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402
from jax._src.interpreters import mlir as jax_mlir  # noqa: E402
from jaxlib.mlir import ir  # noqa: E402
from jaxlib.mlir.dialects import mpmd, stablehlo  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "testdata" / "jax012"
TARGET = "1.22.0"
jax.config.update("jax_hlo_source_file_canonicalization_regex", "^" + str(ROOT).replace(".", r"\.") + "/")


def shard_map_collectives():
    """shard_map on a 2x2 mesh ("data", "model"): psum_scatter over "model", ppermute over "data", a tiled
    all_to_all over "model", pmax over both."""
    mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("data", "model"))

    def body(a):
        s = jax.lax.psum_scatter(a, "model", scatter_dimension=0, tiled=True)
        p = jax.lax.ppermute(a, "data", perm=[(0, 1), (1, 0)])
        t = jax.lax.all_to_all(a, "model", 0, 1, tiled=True)
        m = jax.lax.pmax(a, ("data", "model"))
        return s, p, t, m
    spec = P("data", "model")
    fn = jax.jit(jax.shard_map(body, mesh=mesh, in_specs=spec, out_specs=(spec,) * 4, check_vma=False))
    x = np.random.default_rng(25).standard_normal((8, 8)).astype(np.float32)
    placed = [jax.device_put(x, NamedSharding(mesh, spec))]
    return fn, [x], placed


def mixed_fp8_dot():
    """An f8E5M2 (8x16) by f8E4M3FN (16x4) matmul accumulated and returned in f32."""
    rng = np.random.default_rng(4)
    a = rng.standard_normal((8, 16)).astype(ml_dtypes.float8_e5m2)
    b = rng.standard_normal((16, 4)).astype(ml_dtypes.float8_e4m3fn)
    fn = jax.jit(lambda a, b: jnp.dot(a, b, preferred_element_type=jnp.float32))
    return fn, [a, b], [a, b]


class _DropoutMLP(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.linear = nnx.Linear(6, 5, rngs=rngs)
        self.dropout = nnx.Dropout(0.5)

    def __call__(self, x, key):
        return self.dropout(jax.nn.relu(self.linear(x)), rngs=nnx.Rngs(dropout=key))


def nnx_dropout():
    """A Flax NNX Linear + Dropout(0.5) in training mode, its dropout mask drawn from a typed key argument
    (``key<fry>``); the model's parameters are constants of the program."""
    model = _DropoutMLP(nnx.Rngs(0))
    graph, state = nnx.split(model)

    def fn(x, key):
        return nnx.merge(graph, state)(x, key)
    x = np.random.default_rng(6).standard_normal((3, 6)).astype(np.float32)
    key = jax.random.key(12)
    return jax.jit(fn), [x, np.asarray(jax.random.key_data(key))], [x, key]


PROGRAMS = {"shard_map_collectives": shard_map_collectives, "mixed_fp8_dot": mixed_fp8_dot,
            "nnx_dropout": nnx_dropout}


def write(name: str) -> None:
    fn, inputs, args = PROGRAMS[name]()
    exp = export.export(fn)(*[jax.typeof(a) if isinstance(a, jax.Array) else jax.ShapeDtypeStruct(a.shape, a.dtype)
                              for a in args])
    outputs = jax.tree.leaves(exp.call(*args))
    text = exp.mlir_module()
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f"{name}.mlir").write_text(text)
    (OUT / f"{name}.jax_exported").write_bytes(bytes(exp.serialize()))
    module = ir.Module.parse(text, context=jax_mlir.make_ir_context())
    (OUT / f"{name}.mlirbc").write_bytes(stablehlo.serialize_portable_artifact(module, TARGET,
                                                                                allow_other_dialects=True))
    np.savez(OUT / f"{name}.inputs.npz", **{f"in{i}": x for i, x in enumerate(inputs)})
    np.savez(OUT / f"{name}.expected.npz", **{f"out{i}": np.asarray(v) for i, v in enumerate(outputs)})
    print(f"{name}: in_avals {exp.in_avals}, {len(outputs)} outputs, {exp.nr_devices} devices")


def write_generic_mpmd() -> None:
    """``mpmd_program.generic.mlir``: jaxlib's generic form of ``mpmd_program.mlir`` (verified by jaxlib)."""
    context = jax_mlir.make_ir_context()
    mpmd.register_dialect(context)
    module = ir.Module.parse((OUT / "mpmd_program.mlir").read_text(), context=context)
    assert module.operation.verify()
    generic = module.operation.get_asm(enable_debug_info=False, print_generic_op_form=True)
    (OUT / "mpmd_program.generic.mlir").write_text(generic)


if __name__ == "__main__":
    for program in PROGRAMS:
        write(program)
    write_generic_mpmd()
