"""Write the JAX programs of ``testdata/hlo/`` (issue #28): a dev-time script, not part of the package.

Run it from the repository's root with the JAX oracle (jax 0.12, XLA:CPU)::

    /work/oracles/jax/bin/python tools/export_hlo_jax.py              # every program
    /work/oracles/jax/bin/python tools/export_hlo_jax.py cnn zoo_fft  # only these
    /work/oracles/jax/bin/python tools/export_hlo_jax.py --group zoo  # one group: models, sharded, zoo,
                                                                      # parse_only

then ``python3 tools/export_hlo_readme.py`` to refresh the opcode lists of ``testdata/hlo/README.md``.
It sets ``XLA_FLAGS=--xla_force_host_platform_device_count=4 --xla_dump_to=<tmpdir>`` itself. For each
program NAME it writes

- ``NAME.hlo``: ``jax.jit(f).lower(*args).as_text(dialect="hlo")``;
- ``NAME.before_optimizations.hlo`` / ``NAME.after_optimizations.hlo``: XLA's dumps of the same compilation,
  ``module_NNNN.jit_NAME.before_optimizations.txt`` and ``module_NNNN.jit_NAME.cpu_after_optimizations.txt``
  (jax 0.12 / XLA:CPU spell the second with a ``cpu_`` prefix);
- ``NAME.mlir``: ``lower(...).as_text()``, the StableHLO JAX hands to XLA;
- ``NAME.inputs.npz`` (``arg0, arg1, ...``: the leaves of the arguments in ``jax.tree_util`` order, which is
  the order of the HLO ENTRY parameters; the script checks count, dtype and shape against ``NAME.hlo``) and
  ``NAME.expected.npz`` (``out0, out1, ...``: the leaves of what ``jax.jit(f)(*args)`` returns, XLA's results);

and merges NAME's entry (producer, form, devices, parameters, results, note) into ``programs.json``.
Sharded programs (group ``sharded``) take and return global arrays; ``NAME.after_optimizations.hlo`` of those
is the SPMD-partitioned per-device program (its parameters are shards). The ``_gspmd`` variants are lowered
with ``jax_use_shardy_partitioner = False``.

Group ``parse_only`` writes to ``testdata/hlo/parse_only/`` the HLO text of programs XLA:CPU cannot run here
(``NAME.hlo``, ``NAME.mlir``, and ``NAME.before_optimizations.hlo`` when XLA dumps it), with no npz sidecars
and their own ``programs.json``.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

DUMP = Path(tempfile.mkdtemp(prefix="hlo_dump_"))
# Parse-only programs are exported in a child process (--parse-only-child) with XLA's default dump options;
# the others with --xla_dump_large_constants, without which a dump prints a large constant as {...}.
PARSE_ONLY_CHILD = "--parse-only-child" in sys.argv
USER_XLA_FLAGS = os.environ.get("XLA_FLAGS", "")
os.environ["XLA_FLAGS"] = (USER_XLA_FLAGS + " --xla_force_host_platform_device_count=4"
                           f" --xla_dump_to={DUMP}" + ("" if PARSE_ONLY_CHILD else " --xla_dump_large_constants"))

import jax  # noqa: E402  (XLA_FLAGS must be set first)
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402
from jax.experimental import io_callback  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from export_hlo_common import (OUT, ROOT, check_parameters, module_header, save_npz,  # noqa: E402
                               update_programs, write_text)

jax.config.update("jax_hlo_source_file_canonicalization_regex", "^" + str(ROOT).replace(".", r"\.") + "/")

PROGRAMS: dict[str, tuple[str, object]] = {}


def program(group: str):
    def register(builder):
        PROGRAMS[builder.__name__] = (group, builder)
        return builder
    return register


def _rng(name: str) -> np.random.Generator:
    return np.random.default_rng(zlib.crc32(name.encode()))


def normal(r: np.random.Generator, *shape: int, scale: float = 1.0) -> np.ndarray:
    return (r.standard_normal(shape) * scale).astype(np.float32)


# ----------------------------------------------------------------------------------------------- models


@program("models")
def cnn(r):
    """conv 3x3 (SAME) + bias + relu + 2x2 max pool + conv + avg pool + dense + log_softmax, NHWC."""
    params = {"conv1": {"w": normal(r, 3, 3, 3, 8, scale=0.3), "b": normal(r, 8, scale=0.1)},
              "conv2": {"w": normal(r, 3, 3, 8, 8, scale=0.2), "b": normal(r, 8, scale=0.1)},
              "dense": {"w": normal(r, 2 * 2 * 8, 10, scale=0.2), "b": normal(r, 10, scale=0.1)}}
    x = normal(r, 2, 8, 8, 3)

    def f(params, x):
        dn = ("NHWC", "HWIO", "NHWC")
        y = lax.conv_general_dilated(x, params["conv1"]["w"], (1, 1), "SAME", dimension_numbers=dn)
        y = jax.nn.relu(y + params["conv1"]["b"])
        y = lax.reduce_window(y, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        y = lax.conv_general_dilated(y, params["conv2"]["w"], (1, 1), "SAME", dimension_numbers=dn)
        y = jax.nn.relu(y + params["conv2"]["b"])
        y = lax.reduce_window(y, 0.0, lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") / 4.0
        logits = y.reshape(y.shape[0], -1) @ params["dense"]["w"] + params["dense"]["b"]
        return jax.nn.log_softmax(logits)
    return f, (params, x), "params are a nested dict: jax flattens it with sorted keys (conv1.b before conv1.w)"


@program("models")
def transformer(r):
    """Pre-LN transformer block: layernorm, 4-head causal self-attention with softmax, exact (erf) GELU MLP."""
    d, h, ff = 32, 4, 64
    params = {"ln1": {"scale": 1 + normal(r, d, scale=0.1), "bias": normal(r, d, scale=0.1)},
              "attn": {k: normal(r, d, d, scale=d ** -0.5) for k in ("q", "k", "v", "o")},
              "ln2": {"scale": 1 + normal(r, d, scale=0.1), "bias": normal(r, d, scale=0.1)},
              "mlp": {"w1": normal(r, d, ff, scale=d ** -0.5), "b1": normal(r, ff, scale=0.1),
                      "w2": normal(r, ff, d, scale=ff ** -0.5), "b2": normal(r, d, scale=0.1)}}
    x = normal(r, 2, 8, d)

    def layernorm(x, p):
        mean = x.mean(-1, keepdims=True)
        var = ((x - mean) ** 2).mean(-1, keepdims=True)
        return (x - mean) * lax.rsqrt(var + 1e-5) * p["scale"] + p["bias"]

    def f(params, x):
        b, t, _ = x.shape
        y = layernorm(x, params["ln1"])
        a = params["attn"]
        q, k, v = ((y @ a[n]).reshape(b, t, h, d // h) for n in ("q", "k", "v"))
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(d // h).astype(np.float32)
        mask = jnp.tril(jnp.ones((t, t), bool))
        s = jnp.where(mask, s, -1e9)
        o = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(s, axis=-1), v).reshape(b, t, d)
        x = x + o @ a["o"]
        y = layernorm(x, params["ln2"])
        m = params["mlp"]
        return x + jax.nn.gelu(y @ m["w1"] + m["b1"], approximate=False) @ m["w2"] + m["b2"]
    return f, (params, x), ("jax.nn.gelu(approximate=False) lowers erfc as a polynomial: no erf "
                             "opcode")


@program("models")
def scan_rnn(r):
    """A tanh RNN over 6 steps with lax.scan; returns the last state and every step's output."""
    params = {"w": normal(r, 4, 8, scale=0.5), "u": normal(r, 8, 8, scale=0.3), "b": normal(r, 8, scale=0.1)}
    xs, h0 = normal(r, 6, 2, 4), normal(r, 2, 8)

    def f(params, xs, h0):
        def step(h, x):
            h = jnp.tanh(x @ params["w"] + h @ params["u"] + params["b"])
            return h, h.sum(-1)
        return lax.scan(step, h0, xs)
    return f, (params, xs, h0), ""


@program("models")
def while_loop(r):
    """Newton's square root with lax.while_loop: stops at a tolerance or after n steps (a pred-and-count
    condition, tuple state of s32 and f32)."""
    a = np.abs(normal(r, 5)) * 10 + 0.5
    n = np.int32(20)

    def f(a, n):
        def cond(s):
            i, x, err = s
            return (i < n) & (err > 1e-6)

        def body(s):
            i, x, _ = s
            new = 0.5 * (x + a / x)
            return i + 1, new, jnp.max(jnp.abs(new - x))
        return lax.while_loop(cond, body, (jnp.int32(0), a, jnp.float32(jnp.inf)))
    return f, (a, n), ""


@program("models")
def sort_comparator(r):
    """lax.sort of three operands with num_keys=2 (f32 key with -0.0, NaN and ties, then an s32 key), stable,
    plus a 2-D sort along dimension 0: JAX builds the comparator computation (a lexicographic total order)."""
    k1 = np.array([3.0, -0.0, 1.0, np.nan, 1.0, 0.0, -2.0, 1.0, 3.0, -np.inf], np.float32)
    k2 = np.array([1, 2, 9, 0, 3, 4, 5, 2, 0, 7], np.int32)
    payload = normal(r, 10)
    m = normal(r, 4, 3)

    def f(k1, k2, payload, m):
        return lax.sort((k1, k2, payload), num_keys=2, is_stable=True) + (lax.sort(m, dimension=0),)
    return f, (k1, k2, payload, m), "inputs hold NaN, -inf and -0.0: JAX's comparator orders them totally"


def _custom_sort_primitive():
    """A JAX primitive whose lowering is a stablehlo.sort with a comparator of our own: |key| descending,
    ties by the s32 operand ascending; a third (payload) operand rides along. JAX's lax.sort only builds
    lexicographic comparators from num_keys, so this is the way to get any other comparator into HLO."""
    from jax.extend.core import Primitive
    from jax.interpreters import mlir
    from jax._src.lib.mlir import ir
    from jax._src.lib.mlir.dialects import hlo

    prim = Primitive("abs_descending_sort")
    prim.multiple_results = True
    prim.def_abstract_eval(lambda *avals: avals)

    def lower(ctx, key, tie, payload):
        op = hlo.SortOp([key.type, tie.type, payload.type], [key, tie, payload], dimension=mlir.i64_attr(1),
                        is_stable=ir.BoolAttr.get(False))
        f32 = ir.RankedTensorType.get([], ir.F32Type.get())
        s32 = ir.RankedTensorType.get([], ir.IntegerType.get_signless(32))
        block = op.comparator.blocks.append(f32, f32, s32, s32, f32, f32)
        with ir.InsertionPoint(block):
            x, y, i, j = block.arguments[:4]

            def cmp(a, b, direction, kind):
                return hlo.compare(a, b, hlo.ComparisonDirectionAttr.get(direction),
                                   compare_type=hlo.ComparisonTypeAttr.get(kind))
            ax, ay = hlo.abs(x), hlo.abs(y)
            first = cmp(ax, ay, "GT", "FLOAT")
            tie_break = hlo.and_(cmp(ax, ay, "EQ", "FLOAT"), cmp(i, j, "LT", "SIGNED"))
            hlo.return_([hlo.or_(first, tie_break)])
        return op.results
    mlir.register_lowering(prim, lower)
    return prim


@program("models")
def sort_custom_comparator(r):
    """A sort whose comparator is not lexicographic: three operands sorted along dimension 1 by |key|
    descending, ties broken by an s32 operand ascending (unstable sort: the comparator is a strict total
    order on these inputs, so the result is determined)."""
    prim = _custom_sort_primitive()
    key = np.array([[1.0, -3.0, 2.0, -1.0, 3.0, 0.5], [0.0, -0.25, 0.25, 4.0, -4.0, 2.0]], np.float32)
    tie = np.array([[5, 4, 3, 2, 1, 0], [1, 2, 0, 9, 3, 3]], np.int32)
    payload = normal(r, 2, 6)
    return (lambda key, tie, payload: tuple(prim.bind(key, tie, payload)), (key, tie, payload),
            "a JAX primitive with our own lowering to stablehlo.sort")


# ---------------------------------------------------------------------------------------------- sharded


def _collectives_4(a):
    idx = lax.axis_index("x")
    return (lax.psum(a, "x"),
            lax.all_gather(a, "x", axis=0, tiled=True),
            lax.ppermute(a, "x", [(i, (i + 1) % 4) for i in range(4)]),
            lax.psum_scatter(a, "x", scatter_dimension=1, tiled=True),
            lax.all_to_all(a, "x", 1, 0, tiled=True),
            a * idx.astype(a.dtype))


def _shard_map_4(r):
    mesh = Mesh(np.array(jax.devices()[:4]), ("x",))
    f = jax.shard_map(_collectives_4, mesh=mesh, in_specs=P("x", None),
                      out_specs=(P(), P(), P("x"), P("x"), P("x"), P("x")), check_vma=False)
    return f, (normal(r, 8, 8),), ("4-device mesh ('x'): psum, all_gather, ppermute (a ring), psum_scatter, "
                                   "all_to_all, axis_index")


def _collectives_2x2(a):
    return (lax.psum(a, "x"),
            lax.all_gather(a, "y", axis=0, tiled=True),
            lax.ppermute(a, "x", [(0, 1), (1, 0)]),
            lax.psum_scatter(a, "y", scatter_dimension=1, tiled=True),
            lax.all_to_all(a, "y", 0, 1, tiled=True),
            lax.psum(a, ("x", "y")))


def _shard_map_2x2(r):
    mesh = Mesh(np.array(jax.devices()).reshape(2, 2), ("x", "y"))
    f = jax.shard_map(_collectives_2x2, mesh=mesh, in_specs=P("x", "y"),
                      out_specs=(P(None, "y"), P("x", None), P("x", "y"), P("x", "y"), P("x", "y"), P()),
                      check_vma=False)
    return f, (normal(r, 8, 8),), ("2x2 mesh ('x','y'): psum over x, all_gather over y, ppermute over x, "
                                   "psum_scatter over y, all_to_all over y, psum over both")


def _jit_named_sharding(r):
    mesh = Mesh(np.array(jax.devices()).reshape(2, 2), ("x", "y"))
    s = lambda *spec: NamedSharding(mesh, P(*spec))  # noqa: E731

    def f(x, w):
        y = jnp.tanh(x @ w)
        return y, y.sum(0)
    jit_kwargs = {"in_shardings": (s("x", "y"), s("y", None)), "out_shardings": (s("x", None), s())}
    return f, (normal(r, 8, 8), normal(r, 8, 4)), ("jit with NamedSharding in/out shardings on a 2x2 mesh: "
                                                    "XLA's SPMD partitioner inserts the collectives"), jit_kwargs


for _name, _builder in (("shard_map_4", _shard_map_4), ("shard_map_2x2", _shard_map_2x2),
                        ("jit_named_sharding", _jit_named_sharding)):
    PROGRAMS[_name] = ("sharded", _builder)
    PROGRAMS[_name + "_gspmd"] = ("sharded", _builder)


# -------------------------------------------------------------------------------------------------- zoo
from export_hlo_jax_zoo import ZOO  # noqa: E402

for _name, _builder in ZOO.items():
    PROGRAMS[_name] = ("zoo", _builder)


# ------------------------------------------------------------------------------------------- parse only


def ragged_all_to_all(r):
    """lax.ragged_all_to_all in a shard_map on 4 devices: JAX emits HLO's ragged-all-to-all, which XLA:CPU
    cannot compile (UNIMPLEMENTED in its thunk emitter), so there are no results."""
    mesh = Mesh(np.array(jax.devices()[:4]), ("x",))

    def body(x, out, in_off, send, out_off, recv):
        return lax.ragged_all_to_all(x, out, in_off, send, out_off, recv, axis_name="x")
    f = jax.shard_map(body, mesh=mesh, in_specs=(P("x"),) * 6, out_specs=P("x"), check_vma=False)
    sizes = np.ones(16, np.int32)
    return f, (normal(r, 16), np.zeros(16, np.float32), np.tile(np.arange(4, dtype=np.int32), 4), sizes,
               np.repeat(np.arange(4, dtype=np.int32), 4), sizes), ""


def ordered_callbacks(r):
    """io_callback(ordered=True) and jax.debug.print(ordered=True): token[] ENTRY parameters and results,
    custom-calls to xla_ffi_python_cpu_callback (api_version=API_VERSION_TYPED_FFI, an MLIR-attribute
    backend_config), sharding={maximal device=0}; runs only inside the Python process that made it."""
    def f(x):
        y = io_callback(lambda a: np.asarray(a) * 2, jax.ShapeDtypeStruct(x.shape, x.dtype), x, ordered=True)
        jax.debug.print("x={x}", x=x, ordered=True)
        return y + 1
    return f, (normal(r, 3),), ""


def elided_constants(r):
    """A 16-element constant array and lax.digamma (whose expansion holds one): a dump with XLA's default
    options prints such constants as constant({...}) (see NAME.before_optimizations.hlo), so the dump
    cannot be run; NAME.hlo (as_text) prints them in full."""
    table = np.linspace(-1.0, 1.0, 16, dtype=np.float32)
    return lambda x: (x * table, lax.digamma(jnp.abs(x) + 0.5)), (normal(r, 16),), ""


PARSE_ONLY = {"ragged_all_to_all": ragged_all_to_all, "ordered_callbacks": ordered_callbacks,
              "elided_constants": elided_constants}
for _name, _builder in PARSE_ONLY.items():
    PROGRAMS[_name] = ("parse_only", _builder)


# ------------------------------------------------------------------------------------------------ export


def _dump_file(name: str, suffix: str) -> str:
    hits = sorted(p for p in DUMP.iterdir() if p.name.endswith(f".jit_{name}.{suffix}"))
    if not hits:
        raise SystemExit(f"{name}: no XLA dump *.jit_{name}.{suffix} in {DUMP}")
    return hits[-1].read_text()


def export_parse_only(name: str) -> dict:
    """Write NAME.hlo, NAME.mlir and (when XLA dumps it before failing) NAME.before_optimizations.hlo to
    parse_only/: programs XLA:CPU cannot run here, so no npz sidecars."""
    _, builder = PROGRAMS[name]
    fn, args, _ = builder(_rng(name))

    def entry(*a):
        return fn(*a)
    entry.__name__ = entry.__qualname__ = name
    lowered = jax.jit(entry).lower(*args)
    out = OUT / "parse_only"
    out.mkdir(exist_ok=True)
    write_text(out / f"{name}.hlo", lowered.as_text(dialect="hlo"))
    write_text(out / f"{name}.mlir", lowered.as_text())
    files = {"hlo": "as_text(dialect='hlo')", "mlir": "as_text()"}
    try:
        lowered.compile()
        compiled = "compiles"
    except Exception as err:  # noqa: BLE001  (the reason is recorded)
        compiled = f"XLA:CPU does not compile it: {str(err).splitlines()[0][:160]}"
    try:
        write_text(out / f"{name}.before_optimizations.hlo", _dump_file(name, "before_optimizations.txt"))
        files["before_optimizations.hlo"] = "--xla_dump_to"
    except SystemExit:
        pass
    print(f"{name}: parse only ({compiled})")
    return {"producer": f"jax {jax.__version__} (XLA:CPU)", "group": "parse_only", "files": files,
            "note": " ".join((builder.__doc__ or "").split()), "compile": compiled}


def export(name: str) -> dict:
    group, builder = PROGRAMS[name]
    x64 = getattr(builder, "x64", False)
    with jax.enable_x64(x64):
        built = builder(_rng(name.removesuffix("_gspmd")))
    fn, args, note = built[:3]
    jit_kwargs = built[3] if len(built) > 3 else {}
    gspmd = name.endswith("_gspmd")

    def entry(*a):
        return fn(*a)
    entry.__name__ = entry.__qualname__ = name
    jitted = jax.jit(entry, **jit_kwargs)
    jax.config.update("jax_use_shardy_partitioner", not gspmd)
    try:
        with jax.enable_x64(x64):
            lowered = jitted.lower(*args)
            hlo, mlir = lowered.as_text(dialect="hlo"), lowered.as_text()
            outs = [np.asarray(o) for o in jax.tree_util.tree_leaves(jitted(*args))]
    finally:
        jax.config.update("jax_use_shardy_partitioner", True)
    inputs = [np.asarray(a) for a in jax.tree_util.tree_leaves(args)]
    check_parameters(name, hlo, inputs)
    before = _dump_file(name, "before_optimizations.txt")
    after = _dump_file(name, "cpu_after_optimizations.txt")
    check_parameters(name + " (before optimizations)", before, inputs)
    write_text(OUT / f"{name}.hlo", hlo)
    write_text(OUT / f"{name}.before_optimizations.hlo", before)
    write_text(OUT / f"{name}.after_optimizations.hlo", after)
    write_text(OUT / f"{name}.mlir", mlir)
    save_npz(OUT / f"{name}.inputs.npz", "arg", inputs)
    save_npz(OUT / f"{name}.expected.npz", "out", outs)
    header = module_header(before)
    info = {"producer": f"jax {jax.__version__} (XLA:CPU)", "group": group,
            "form": "gspmd" if gspmd else ("shardy" if group == "sharded" else "unsharded"),
            "files": {"hlo": "as_text(dialect='hlo')", "before_optimizations.hlo": "--xla_dump_to",
                      "after_optimizations.hlo": "--xla_dump_to", "mlir": "as_text()"},
            "devices": header["replica_count"] * header["num_partitions"], **header,
            "parameters": len(inputs), "results": len(outs),
            "note": "; ".join(t for t in (" ".join((builder.__doc__ or "").split()), note) if t)}
    print(f"{name}: {len(inputs)} parameters, {len(outs)} results, devices {info['devices']}")
    return info


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("names", nargs="*")
    ap.add_argument("--group")
    ap.add_argument("--parse-only-child", action="store_true", help=argparse.SUPPRESS)
    opts = ap.parse_args()
    names = opts.names or [n for n, (g, _) in PROGRAMS.items() if opts.group in (None, g)]
    parse_only_names = [n for n in names if PROGRAMS[n][0] == "parse_only"]
    if parse_only_names and not opts.parse_only_child:
        subprocess.run([sys.executable, __file__, "--parse-only-child", *parse_only_names], check=True,
                       env={**os.environ, "XLA_FLAGS": USER_XLA_FLAGS})
        names = [n for n in names if n not in parse_only_names]
    OUT.mkdir(parents=True, exist_ok=True)
    done, parse_only, failed = {}, {}, []
    try:
        for name in names:
            try:
                if PROGRAMS[name][0] == "parse_only":
                    parse_only[name] = export_parse_only(name)
                else:
                    done[name] = export(name)
            except Exception as err:  # noqa: BLE001  (reported, and the exit status says so)
                failed.append(name)
                print(f"{name}: FAILED: {type(err).__name__}: {str(err)[:300]}", file=sys.stderr)
    finally:
        update_programs(done)
        if parse_only:
            update_programs(parse_only, OUT / "parse_only" / "programs.json")
        shutil.rmtree(DUMP, ignore_errors=True)
    if failed:
        raise SystemExit(f"failed: {' '.join(failed)}")


if __name__ == "__main__":
    main()
