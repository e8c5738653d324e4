"""Make the portable artifacts with Shardy (``sdy``) content that tests/test_bytecode_sdy.py reads (a
development tool; needs jax/jaxlib, which the project never imports).

Run it from the repository's root with a Python that has JAX, on CPU::

    /path/to/python-with-jax tools/export_sdy_artifacts.py

It sets ``XLA_FLAGS=--xla_force_host_platform_device_count=4`` itself, for meshes of several devices.
Each program is exported with ``jax.export`` (Shardy on, as by default) and written as

- ``testdata/artifacts/NAME.mlirbc``: ``Exported.mlir_module_serialized``, VHLO with sdy ops and attributes
  in Shardy's own bytecode and ``builtin.unrealized_conversion_cast`` ops between the two ("mixed
  serialization");
- ``testdata/artifacts/NAME.expected.mlir``: what jaxlib's deserializer makes of it, in generic form
  without locations: what reading the artifact must give.

``sdy_zoo`` is not an export but a hand-written module serialized the way jax.export serializes
(``_jax.mlir.serialize_portable_artifact(module, target, True)``) carrying every sdy attribute kind in
the forms JAX does not write (inline meshes, device ids, sub-axes, priorities, open dimensions, unreduced
axes, escaped names, factors past 'z') and the sdy ops that hold them; ``sdy_collectives`` likewise holds
Shardy's collectives. Made with JAX 0.10.2 (jaxlib 0.10.2).
"""
from __future__ import annotations

import os
import pathlib
import re

os.environ["XLA_FLAGS"] = os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=4"

import jax  # noqa: E402  (XLA_FLAGS must be set first)
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import export  # noqa: E402
from jax._src.interpreters import mlir as jax_mlir  # noqa: E402
from jax._src.lib import _jax  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402
from jaxlib.mlir import ir  # noqa: E402
from jaxlib.mlir.dialects import stablehlo  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "testdata" / "artifacts"
F32 = jnp.float32
# Source locations name this file relative to the repository (tools/export_sdy_artifacts.py).
jax.config.update("jax_hlo_source_file_canonicalization_regex", "^" + re.escape(str(ROOT) + os.sep))


def sharded_matmul() -> bytes:
    """A 2-device matmul with NamedSharding in and out: sdy.mesh and #sdy.sharding argument attributes."""
    mesh = Mesh(np.array(jax.devices()[:2]), ("x",))
    rows, replicated = NamedSharding(mesh, P("x", None)), NamedSharding(mesh, P())
    fn = jax.jit(lambda a, b: a @ b, in_shardings=(rows, replicated), out_shardings=rows)
    return export.export(fn)(jax.ShapeDtypeStruct((4, 3), F32), jax.ShapeDtypeStruct((3, 2), F32)) \
        .mlir_module_serialized


def sharding_constraint() -> bytes:
    """with_sharding_constraint on a 2x2 mesh: sdy.sharding_constraint, two axes on one dimension and an
    unconstrained (open) dimension."""
    mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("x", "y"))

    def fn(a):
        b = jax.lax.with_sharding_constraint(a * 2, NamedSharding(mesh, P(("x", "y"), None)))
        c = jax.lax.with_sharding_constraint(jnp.sin(b), NamedSharding(mesh, P(P.UNCONSTRAINED, "y")))
        return c + 1
    return export.export(jax.jit(fn))(jax.ShapeDtypeStruct((8, 4), F32)).mlir_module_serialized


def lapack() -> bytes:
    """A single-device export calling LAPACK (Cholesky, eigh): custom calls with #sdy.op_sharding_rule."""
    def fn(a):
        return jnp.linalg.cholesky(a @ a.T + 4 * jnp.eye(3)), jnp.linalg.eigh(a)[0]
    return export.export(jax.jit(fn))(jax.ShapeDtypeStruct((3, 3), F32)).mlir_module_serialized


def shard_map() -> bytes:
    """shard_map: sdy.manual_computation, its region in builtin types with VHLO ops inside, sdy.return."""
    mesh = Mesh(np.array(jax.devices()[:2]), ("x",))

    def fn(a):
        body = lambda x: jax.lax.psum(x.sum(0, keepdims=True), "x")  # noqa: E731
        return jax.shard_map(body, mesh=mesh, in_specs=P("x"), out_specs=P())(a)
    return export.export(jax.jit(fn))(jax.ShapeDtypeStruct((4, 3), F32)).mlir_module_serialized


ZOO = r'''
module @zoo {
  sdy.mesh @m = <["a"=2, "b"=4]>
  sdy.mesh @"m x" = <["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>
  sdy.mesh @maximal = <[], device_ids=[0]>
  func.func public @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"a", ?}, {?}p1]>})
      -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"b"}]>}) {
    %0 = stablehlo.add %arg0, %arg0 {
      x.a0 = #sdy.sharding<mesh<["a"=2, "b"=4]>, [{"a":(1)2, ?}, {?}p0, {"b", "a":(2)1}p3],
                           replicated={"b":(2)2}, unreduced={"a"}>,
      x.a1 = #sdy.sharding<@"m x", [], replicated={"b"}>,
      x.a2 = #sdy<manual_axes{"a", "b"}>, x.a3 = #sdy<manual_axes{}>,
      x.a4 = #sdy.sharding_per_value<[<@m, [{"a"}]>, <@m, [{}], unreduced={"b"}>]>,
      x.a5 = #sdy.op_sharding_rule<([i, j], [j, k])->([i, k]) {i=2, j=4, k=8} reduction={j}
                                   need_replication={i} permutation={k} blocked_propagation={i}>,
      x.a6 = #sdy<all_to_all_param_list[{"x", "y"}: 0->1, {"z"}: 2->0]>,
      x.a7 = #sdy<list_of_axis_ref_lists[{"a"}, {}, {"b":(1)2, "c"}]>,
      x.a8 = #sdy<axis_ref_list{"a", "b"}>, x.a9 = #sdy<mesh_axis"q"=3>,
      x.b0 = #sdy.op_sharding_rule<([ij, k])->([ij]) {i=2, j=2, k=1}, custom>,
      x.b1 = #sdy.op_sharding_rule<([])->([])>,
      x.b2 = #sdy.mesh<[]>, x.b3 = #sdy.sharding_per_value<[]>,
      x.b4 = #sdy.op_sharding_rule<([ijklmnopqrstuvwxyz, z_1, z_2])->([z_1]) {i=1, j=1, k=1, l=1, m=1, n=1,
               o=1, p=1, q=1, r=1, s=1, t=1, u=1, v=1, w=1, x=1, y=1, z=1, z_1=2, z_2=3}>,
      x.b5 = {nested = [#sdy.sharding<@m, [{"a"}, {}]>]},
      x.b6 = #sdy.sharding<@m, [{"\"q\\\u00e9"}]>} : tensor<8x8xf32>
    %1 = sdy.sharding_constraint %0 <@m, [{"a"}, {?}]> : tensor<8x8xf32>
    %2 = sdy.reshard %1 <@m, [{}, {"b"}]> : tensor<8x8xf32>
    sdy.sharding_group %2 group_id=3 : tensor<8x8xf32>
    %3 = sdy.propagation_barrier %2 allowed_direction=BACKWARD : tensor<8x8xf32>
    %4:2 = sdy.named_computation<"foo">(%3, %arg0) in_shardings=[<@m, [{"a"}, {}]>, <@m, [{}, {}]>]
        (%b0: tensor<8x8xf32>, %b1: tensor<8x8xf32>) {
      %5 = stablehlo.multiply %b0, %b1 : tensor<8x8xf32>
      sdy.return %5, %b0 : tensor<8x8xf32>, tensor<8x8xf32>
    } : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
    %6 = sdy.manual_computation(%4#0) in_shardings=[<@m, [{"a"}, {}]>] out_shardings=[<@m, [{"a"}, {}]>]
        manual_axes={"a"} (%c0: tensor<4x8xf32>) {
      %7 = stablehlo.negate %c0 : tensor<4x8xf32>
      sdy.return %7 : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %8 = sdy.named_computation<"bar">(%6) (%d0: tensor<8x8xf32>) {
      sdy.return %d0 : tensor<8x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %8 : tensor<8x8xf32>
  }
}
'''


# Shardy's collectives (which XLA makes from shardings after propagation, never in an export): the
# property layouts of all_gather, all_slice, all_to_all, collective_permute, all_reduce, reduce_scatter.
COLLECTIVES = '''
module @collectives {
  sdy.mesh @m = <["a"=2, "b"=2]>
  func.func public @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %c = sdy.sharding_constraint %arg0 <@m, [{"a"}, {}]> : tensor<8x8xf32>
    %0 = sdy.all_gather [{"a"}, {}] %c out_sharding=<@m, [{}, {}]> : tensor<8x8xf32>
    %1 = sdy.all_slice [{"a"}, {"b"}] %0 out_sharding=<@m, [{"a"}, {"b"}]> : tensor<8x8xf32>
    %2 = sdy.all_to_all [{"b"}: 1->0] %1 out_sharding=<@m, [{"a", "b"}, {}]> : tensor<8x8xf32>
    %3 = sdy.collective_permute %2 out_sharding=<@m, [{"b", "a"}, {}]> : tensor<8x8xf32>
    %4 = sdy.all_reduce {"b"} %0 out_sharding=<@m, [{}, {}]> : tensor<8x8xf32>
    %5 = sdy.reduce_scatter [{}, {"a"}] %4 out_sharding=<@m, [{}, {"a"}]> : tensor<8x8xf32>
    %6 = stablehlo.add %3, %5 : tensor<8x8xf32>
    return %6 : tensor<8x8xf32>
  }
}
'''


def _serialized(text: str) -> bytes:
    """``text`` serialized as jax.export serializes (WEEK_4 was 1.15.0 for JAX 0.10.2; sdy allowed)."""
    with jax_mlir.make_ir_context():
        module = ir.Module.parse(text)
        return _jax.mlir.serialize_portable_artifact(module.operation.get_asm(binary=True), "1.15.0", True)


PROGRAMS = {"sharded_matmul": sharded_matmul, "sharding_constraint": sharding_constraint, "lapack": lapack,
            "shard_map": shard_map, "sdy_zoo": lambda: _serialized(ZOO.replace("\\u00e9", "\u00e9")),
            "sdy_collectives": lambda: _serialized(COLLECTIVES)}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in PROGRAMS.items():
        blob = make()
        with jax_mlir.make_ir_context() as context:
            expected = stablehlo.deserialize_portable_artifact(context, blob) \
                .operation.get_asm(print_generic_op_form=True)
        (OUT / f"{name}.mlirbc").write_bytes(blob)
        (OUT / f"{name}.expected.mlir").write_text(expected)
        print(name, len(blob), "bytes")


if __name__ == "__main__":
    main()
