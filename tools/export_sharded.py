"""Write the sharded programs of ``testdata/sharded/``: a dev-time script, not part of the package.

Run it from the repository's root with a Python that has JAX, on CPU::

    /work/devenv/bin/python tools/export_sharded.py

It sets ``XLA_FLAGS=--xla_force_host_platform_device_count=4`` itself. Each program is exported twice with
``jax.export``: with Shardy (``FORM = shardy``, JAX's default: ``sdy.mesh``, ``#sdy.sharding``,
``sdy.manual_computation``) and with GSPMD (``FORM = gspmd``, ``jax_use_shardy_partitioner = False``, still
supported by JAX 0.10.2: ``mhlo.sharding`` strings, ``custom_call @Sharding``, ``@SPMDFullToShardShape`` and
``@SPMDShardToFullShape``), each form in a process of its own (the flag is read when a program is lowered).
For each it writes

- ``NAME.FORM.mlir``: ``exp.mlir_module()``, the text ``shlo`` parses;
- ``NAME.FORM.jax_exported``: ``exp.serialize()``, the blob ``shlo`` loads;
- ``NAME.FORM.expected.npz``: ``out0, out1, ...``, what ``exp.call(*inputs)`` gives (XLA:CPU, 4 devices);

and ``NAME.inputs.npz`` (``in0, in1, ...``), the same for both forms.

``sdy_ops.mlir`` is hand-written: every Shardy op and attribute kind in the pretty form (as jaxlib prints
it); the script checks it with jaxlib's verifier and writes ``sdy_ops.generic.mlir``, jaxlib's generic
form of it. Made with JAX 0.10.2 (jaxlib 0.10.2).
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

os.environ["XLA_FLAGS"] = os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=4"

import jax  # noqa: E402  (XLA_FLAGS must be set first)
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import export  # noqa: E402
from jax._src.interpreters import mlir as jax_mlir  # noqa: E402
from jaxlib.mlir import ir  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "testdata" / "sharded"
FORMS = ("shardy", "gspmd")
jax.config.update("jax_hlo_source_file_canonicalization_regex", "^" + str(ROOT).replace(".", r"\.") + "/")


def _inputs(*shapes: tuple[int, ...]) -> list[np.ndarray]:
    rng = np.random.default_rng(sum(map(sum, shapes)))
    return [rng.standard_normal(s).astype(np.float32) for s in shapes]


def shard_map_4():
    """shard_map on a 4-device mesh ("x"): a psum and a tiled all_gather (both replicated out), and a
    per-shard result."""
    mesh = Mesh(np.array(jax.devices()[:4]), ("x",))

    def body(a):
        return jax.lax.psum(jnp.sin(a), "x"), jax.lax.all_gather(a * 2, "x", axis=0, tiled=True), jnp.cos(a)
    fn = jax.jit(jax.shard_map(body, mesh=mesh, in_specs=P("x", None), out_specs=(P(), P(), P("x")),
                               check_vma=False))
    return fn, mesh, _inputs((8, 4))


def shard_map_2x2():
    """shard_map on a 2x2 mesh ("x", "y"): a psum over "x", an all_gather over "y"."""
    mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("x", "y"))

    def body(a, b):
        s = jax.lax.psum(a * b, "x")
        g = jax.lax.all_gather(a, "y", axis=1, tiled=True)
        return s, g + 1
    fn = jax.jit(jax.shard_map(body, mesh=mesh, in_specs=(P("x", "y"), P("x", "y")),
                               out_specs=(P(None, "y"), P("x", None)), check_vma=False))
    return fn, mesh, _inputs((8, 4), (8, 4))


def shard_map_partial():
    """shard_map manual over "x" only of a 2x2 mesh ("y" stays free: the body is global over it)."""
    mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("x", "y"))

    def body(a):
        return jax.lax.psum(jnp.sin(a), "x") * 2
    fn = jax.jit(jax.shard_map(body, mesh=mesh, in_specs=P("x"), out_specs=P(), axis_names={"x"},
                               check_vma=False))
    return fn, mesh, _inputs((8, 4))


def jit_4():
    """jit with in_shardings and out_shardings on a 4-device mesh, and a sharding constraint between."""
    mesh = Mesh(np.array(jax.devices()[:4]), ("x",))
    rows, replicated = NamedSharding(mesh, P("x", None)), NamedSharding(mesh, P())

    def f(a, b):
        c = jax.lax.with_sharding_constraint(jnp.sin(a) @ b, NamedSharding(mesh, P(None, "x")))
        return jnp.tanh(c) + 1
    return jax.jit(f, in_shardings=(rows, replicated), out_shardings=rows), mesh, _inputs((8, 4), (4, 8))


PROGRAMS = {"shard_map_4": shard_map_4, "shard_map_2x2": shard_map_2x2, "shard_map_partial": shard_map_partial,
            "jit_4": jit_4}


def write(name: str, form: str) -> None:
    fn, mesh, inputs = PROGRAMS[name]()
    exp = export.export(fn)(*[jax.ShapeDtypeStruct(x.shape, x.dtype) for x in inputs])
    # called on the mesh's devices, each input where the export says (replicated when it does not say)
    shardings = [NamedSharding(mesh, P()) if h is None else s
                 for h, s in zip(exp.in_shardings_hlo, exp.in_shardings_jax(mesh))]
    placed = [jax.device_put(x, s) for x, s in zip(inputs, shardings)]
    # JAX 0.10.2 cannot lower a call of a GSPMD export with shardings while Shardy is off ("should have a
    # sharding attribute of type TensorShardingPerValueAttr"): the call is lowered with Shardy on
    jax.config.update("jax_use_shardy_partitioner", True)
    outputs = jax.tree.leaves(jax.jit(exp.call)(*placed))
    jax.config.update("jax_use_shardy_partitioner", form == "shardy")
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f"{name}.{form}.mlir").write_text(exp.mlir_module())
    (OUT / f"{name}.{form}.jax_exported").write_bytes(bytes(exp.serialize()))
    np.savez(OUT / f"{name}.inputs.npz", **{f"in{i}": x for i, x in enumerate(inputs)})
    np.savez(OUT / f"{name}.{form}.expected.npz", **{f"out{i}": np.asarray(v) for i, v in enumerate(outputs)})
    print(f"{name}.{form}: {exp.nr_devices} devices, {len(outputs)} outputs")


def write_generic_sdy_ops() -> None:
    """``sdy_ops.generic.mlir``: jaxlib's generic form of ``sdy_ops.mlir`` (verified by jaxlib first)."""
    module = ir.Module.parse((OUT / "sdy_ops.mlir").read_text(), context=jax_mlir.make_ir_context())
    assert module.operation.verify()
    generic = module.operation.get_asm(enable_debug_info=False, print_generic_op_form=True)
    (OUT / "sdy_ops.generic.mlir").write_text(generic)


def main(argv: list[str]) -> None:
    """``FORM`` (in this process) or both forms (one process each), then sdy_ops.generic.mlir."""
    if argv:
        jax.config.update("jax_use_shardy_partitioner", argv[0] == "shardy")
        for name in PROGRAMS:
            write(name, argv[0])
        return
    for form in FORMS:
        subprocess.run([sys.executable, __file__, form], check=True)
    write_generic_sdy_ops()


if __name__ == "__main__":
    main(sys.argv[1:])
