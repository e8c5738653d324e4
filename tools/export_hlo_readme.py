"""Write ``testdata/hlo/README.md`` from ``testdata/hlo/programs.json`` and the ``.hlo`` files themselves.

Run it from the repository's root after either exporter (any Python 3 with NumPy)::

    python3 tools/export_hlo_readme.py

It lists the HLO opcodes of each file (the regex in ``export_hlo_common.opcodes_of``), stores them in
``programs.json`` (key ``opcodes``: file suffix -> opcodes, ``custom_call_targets`` likewise) and writes the
README: how the files were made, one row per program, and the union of opcodes per kind of file.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from export_hlo_common import OUT, PROGRAMS_JSON, attributes_of, custom_call_targets_of, opcodes_of  # noqa: E402

# Why no program here holds an opcode of xla_hlo_opcodes.txt (what the exporters found, jax 0.12 / TF 2.21).
NOT_COVERED_WHY = {
    ("acos", "acosh", "asin", "asinh", "atan", "atanh", "cosh", "sinh"):
        "JAX expands these (chlo) into other opcodes (seen for asin, acos, atan, sinh in zoo_unary_trig)",
    ("add-dependency", "after-all"): "tokens: pure JAX/TF programs thread none (ordered effects need host callbacks)",
    ("all-gather-start", "all-gather-done", "all-reduce-start", "all-reduce-done", "collective-permute-start",
     "collective-permute-done", "async-start", "async-update", "async-done", "copy-start", "copy-done"):
        "asynchronous forms: in no XLA:CPU dump here (they come from GPU/TPU scheduling)",
    ("collective-broadcast",): "no JAX or TF API emits it",
    ("collective-reduce", "mulhi", "scan", "shuffle"): "no JAX or TF API found that emits it",
    ("domain",): "internal to sharding propagation, never in these dumps",
    ("dynamic-reshape",): "not emitted for the bounded shapes TF produces here",
    ("infeed", "outfeed", "send", "send-done", "recv", "recv-done"): "host transfers: not producible, skipped",
    ("map",): "neither JAX nor TF emit it (lax.map is a while loop)",
    ("ragged-dot",): "jax 0.12 decomposes lax.ragged_dot on CPU",
    ("replica-id",): "pmap lowers through shard_map now (partition-id)",
    ("scaled-dot",): "no CPU producer found (jax.nn.scaled_matmul targets GPUs)",
    ("stochastic-convert",): "no JAX or TF API emits it",
}

KINDS = ("hlo", "before_optimizations.hlo", "after_optimizations.hlo", "optimized.hlo")

INTRO = """# HLO text programs (issue #28)

XLA's own program text, as JAX and TensorFlow produce it, with the inputs and the producer's (XLA:CPU's)
results, for the HLO parser and converter. Nothing here is imported at run time. Made by

- `tools/export_hlo_jax.py` (+ `tools/export_hlo_jax_zoo.py`), jax 0.12 on CPU with
  `XLA_FLAGS=--xla_force_host_platform_device_count=4 --xla_dump_to=... --xla_dump_large_constants`:
  `NAME.hlo` = `jax.jit(f).lower(*args).as_text(dialect="hlo")`; `NAME.before_optimizations.hlo` and
  `NAME.after_optimizations.hlo` = the dump's `module_NNNN.jit_NAME.before_optimizations.txt` and
  `module_NNNN.jit_NAME.cpu_after_optimizations.txt`; `NAME.mlir` = `lower(*args).as_text()` (JAX's StableHLO);
- `tools/export_hlo_tf.py` (+ `tools/export_hlo_tf_zoo.py`), TensorFlow 2.21 (Keras 3) on CPU:
  `NAME.hlo` = `tf.function(f, jit_compile=True).experimental_get_compiler_ir(*args)(stage="hlo")`,
  `NAME.optimized.hlo` = the same with `stage="optimized_hlo"`, `NAME.mlir` = `stage="stablehlo"`;
- `tools/export_hlo_xla_stablehlo.py` (jax oracle): `NAME.xla_stablehlo.mlir` = XLA's own HLO -> StableHLO
  translation of `NAME.hlo` (`hlo_module_from_text`, then `hlo_to_stablehlo`), also of the sharded programs'
  `NAME.before_optimizations.hlo`; it also checks that XLA's parser reads back every `.hlo` file here (all do);
- `tools/export_hlo_readme.py`: this file and the `opcodes` of `programs.json`.

Regenerate in this order (each step rewrites its part of `programs.json`):

    /work/oracles/jax/bin/python tools/export_hlo_jax.py
    TF_CPP_MIN_LOG_LEVEL=2 /work/oracles/tf/bin/python tools/export_hlo_tf.py
    /work/oracles/jax/bin/python tools/export_hlo_xla_stablehlo.py
    python3 tools/export_hlo_readme.py

Sidecars of every program: `NAME.inputs.npz` (`arg0, arg1, ...` in the order of the HLO ENTRY parameters; the
exporters check count, dtype and shape against `NAME.hlo`) and `NAME.expected.npz` (`out0, out1, ...`: the
results in the order of the ENTRY's result tuple, or `out0` alone for a non-tuple root). `programs.json` has,
per program: producer, group, form (`unsharded`, `shardy`, `gspmd`, `tf`), devices (= `replica_count` x
`num_partitions` of the dumped module's `HloModule` line), parameter and result counts, a note, and the opcodes
and custom-call targets of each file.

Formats worth knowing (jax 0.12 / TF 2.21):

- JAX flattens dict arguments with sorted keys: the ENTRY's parameter numbers follow that order, but the
  instructions may appear in any order (`parameter(2)` before `parameter(1)`).
- `as_text(dialect="hlo")` prints no `%` sigils, no metadata and no `num_partitions`; the dumps print `%`
  names, `metadata={op_name=... stack_frame_id=N}` and, before the first computation, the tables `FileNames`,
  `FunctionNames`, `FileLocations` and `StackFrames` that `stack_frame_id` points into.
- Sharded programs with Shardy (JAX's default): `as_text` holds `xla.sdy.*` custom-calls
  (`GlobalToLocalShape`, `LocalToGlobalShape`, `FuncResultSharding`) and `frontend_attributes={xla.sdy...}`;
  the dump before optimizations holds `sharding={mesh['x'=2,'y'=2], [{'x'}, {'y'}]}`, collectives with
  `replica_groups=mesh['x'=2,'y'=2] {'x'}` and operands written `%name#0` (tuple element of a
  multi-result instruction). The `_gspmd` twins use the older forms: `sharding={devices=[2,2]<=[4]}`,
  `{replicated}`, `{manual}`, `last_tile_dim_replicate`, custom-calls `Sharding`, `SPMDFullToShardShape`,
  `SPMDShardToFullShape`, and `replica_groups={{0,2},{1,3}}`.
- TF's `stage="hlo"` text writes every operand with its shape (`add(f32[] %x.1, f32[] %y.1)`), marks
  parameters `parameter_replication={false}`, names the module `a_inference_<fn>_<id>__.<n>`, returns a tuple
  even for one result (ROOT is a `get-tuple-element` of it) and says which results are updated variables in
  the module's `input_output_alias={ {1}: (2, {}, may-alias), ... }` (result {1} is parameter 2's new value).
  Its metadata carries `op_type`, `op_name`, `source_file` (absolute paths of the TF install), `source_line`.
- Tuple shapes longer than 5 carry comments: `(f32[8]{0}, ..., /*index=5*/f32[32,10]{1,0}, ...)`.
- Backend configs come as JSON (`{"known_trip_count":{"n":"4"}}`) or as MLIR attributes (the LAPACK FFI
  custom-calls: `backend_config={uplo = 76 : ui8}`); custom-calls carry `api_version=API_VERSION_TYPED_FFI`,
  `operand_layout_constraints`, `output_to_operand_aliasing`.
- Bounded dynamic shapes (`tf_zoo_dynamic_shape`): `f32[<=5]`, with `get-dimension-size`/`set-dimension-size`.
- A dump with XLA's default options prints constants of more than a few elements as `constant({...})`: the
  JAX dumps here are made with `--xla_dump_large_constants` so they run; `parse_only/elided_constants`
  shows the default.
- `NAME.after_optimizations.hlo` of a sharded program is the per-device program (shard shapes) after SPMD
  partitioning: its parameters and results are shards, not the global arrays of the npz files.
- `zoo_rng`'s `rng` draws from XLA's stateful generator: its values are XLA's, but another implementation
  can only check their shape and range.

Checked: each program's producer StableHLO (`NAME.mlir`) run by this project on `NAME.inputs.npz` gives
`NAME.expected.npz` (all but `zoo_rng`), which confirms the parameter and result orders (sidecars combined
into one `NAME.npz` in a scratch folder, then `shlo check`). The same check on XLA's translations
(`NAME.xla_stablehlo.mlir`) passes for 50 of the 58 programs; the 8 others show what a converter must do
beyond XLA's translation: `zoo_rng` (stateful), the LAPACK custom-calls (XLA keeps HLO's one tuple result,
`-> tuple<tensor<4x4xf32>, tensor<i32>>` with an `xla_shape` attribute, where JAX's StableHLO has two
results), the Shardy programs (`xla.sdy.GlobalToLocalShape` / `LocalToGlobalShape` / `FuncResultSharding`
custom-calls stay) and the GSPMD shard_maps (the device count is lost: `as_text` prints no
`num_partitions`, and the translation keeps none).
"""


def main() -> None:
    programs = json.loads(PROGRAMS_JSON.read_text())
    union: dict[str, set[str]] = {k: set() for k in KINDS}
    targets: set[str] = set()
    rows = []
    for name, info in programs.items():
        info["opcodes"], info["custom_call_targets"] = {}, {}
        for kind in KINDS:
            path = OUT / f"{name}.{kind}"
            if path.exists():
                text = path.read_text()
                info["opcodes"][kind] = opcodes_of(text)
                info["custom_call_targets"][kind] = custom_call_targets_of(text)
                union[kind] |= set(info["opcodes"][kind])
                if kind != "after_optimizations.hlo" and kind != "optimized.hlo":
                    targets |= set(info["custom_call_targets"][kind])
        ops = info["opcodes"].get("hlo", [])
        extra = sorted(set().union(*info["opcodes"].values()) - set(ops))
        cc = sorted(set().union(*info["custom_call_targets"].values()))
        rows.append(f"| `{name}` | {info['group']} | {info['form']} | {info['devices']} | "
                    f"{', '.join(ops)} | {', '.join(extra)} | {', '.join(cc)} | {info['note']} |")
    PROGRAMS_JSON.write_text(json.dumps(programs, indent=1) + "\n")
    lines = [INTRO, "## Programs", "",
             "Opcodes: of `NAME.hlo`; \"more after optimizations\": the others of the dumps / `optimized.hlo`.", "",
             "| program | group | form | devices | opcodes of NAME.hlo | more after optimizations | "
             "custom-call targets | note |", "|---|---|---|---|---|---|---|---|", *rows, "",
             "## Opcodes covered", ""]
    before = union["hlo"] | union["before_optimizations.hlo"]
    after = union["after_optimizations.hlo"] | union["optimized.hlo"]
    lines += [f"Before optimizations ({len(before)}): " + ", ".join(f"`{o}`" for o in sorted(before)), "",
              f"Only after optimizations ({len(after - before)}): "
              + ", ".join(f"`{o}`" for o in sorted(after - before)), "",
              f"Custom-call targets before optimizations ({len(targets)}): "
              + ", ".join(f"`{t}`" for t in sorted(targets)), ""]
    parse_only = json.loads((OUT / "parse_only" / "programs.json").read_text())
    lines += ["## Parse only (`parse_only/`)", "",
              "HLO text of programs XLA:CPU does not run here, without npz sidecars (own `programs.json`).", "",
              "| program | opcodes of NAME.hlo | custom-call targets | note |", "|---|---|---|---|"]
    parse_only_ops: set[str] = set()
    for name, info in parse_only.items():
        text = (OUT / "parse_only" / f"{name}.hlo").read_text()
        info["opcodes"] = {"hlo": opcodes_of(text)}
        parse_only_ops |= set(info["opcodes"]["hlo"])
        lines.append(f"| `{name}` | {', '.join(info['opcodes']['hlo'])} | "
                     f"{', '.join(custom_call_targets_of(text))} | {info['note']} |")
    (OUT / "parse_only" / "programs.json").write_text(json.dumps(parse_only, indent=1) + "\n")
    lines += ["", f"Opcodes only in parse_only/: "
              + (", ".join(f"`{o}`" for o in sorted(parse_only_ops - before - after)) or "none"), ""]
    module_attrs: dict[str, set[str]] = {}
    instr_attrs: dict[str, set[str]] = {}
    for path in sorted(OUT.glob("**/*.hlo")):
        mod, ins = attributes_of(path.read_text())
        producer = "tf" if path.name.startswith("tf_") else "jax"
        kind = "dump" if "optimiz" in path.name else "hlo"
        for table, names in ((module_attrs, mod), (instr_attrs, ins)):
            for attr in names:
                table.setdefault(attr, set()).add(f"{producer} {kind}")
    lines += ["## Attributes seen", "",
              "Where each attribute name occurs (`hlo`: `as_text` / `stage=\"hlo\"`; `dump`: the dumps and "
              "`stage=\"optimized_hlo\"`).", "",
              "`HloModule` line: " + "; ".join(f"`{a}` ({', '.join(sorted(w))})"
                                              for a, w in sorted(module_attrs.items())), "",
              "Instructions: " + "; ".join(f"`{a}` ({', '.join(sorted(w))})" for a, w in sorted(instr_attrs.items())),
              ""]
    known = [ln for ln in (OUT / "xla_hlo_opcodes.txt").read_text().splitlines() if ln and not ln.startswith("#")]
    everywhere = before | after | parse_only_ops
    lines += [f"## Opcodes not covered ({len(set(known) - everywhere)} of {len(known)} in `xla_hlo_opcodes.txt`)", ""]
    why = {op: reason for ops, reason in NOT_COVERED_WHY.items() for op in ops}
    lines += [f"- `{op}`: {why.get(op, 'not found by the exporters')}" for op in known if op not in everywhere]
    lines += ["", "Opcodes seen here that the list lacks: "
              + (", ".join(f"`{o}`" for o in sorted(everywhere - set(known))) or "none"), ""]
    (OUT / "README.md").write_text("\n".join(lines))
    print(f"{len(programs)} programs, {len(before)} opcodes before optimizations, {len(after - before)} more after")


if __name__ == "__main__":
    main()
