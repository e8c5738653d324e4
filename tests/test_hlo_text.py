"""XLA's HLO text (issue #28): the programs of ``testdata/hlo`` (JAX's ``as_text(dialect="hlo")`` and
``--xla_dump_to`` dumps before and after optimizations, TensorFlow's ``stage="hlo"`` and
``stage="optimized_hlo"``; ``tools/export_hlo_*.py``) run to the producer's results, and the StableHLO
``shlo fmt`` prints for each runs to the results of the exporter's own StableHLO (``NAME.mlir``).

The programs that do not run are listed below with the error each must give: what they hold has no
StableHLO meaning here, or the text leaves part of the program out.
"""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.errors import ParseError, StableHLOError

DATA = Path(__file__).resolve().parents[1] / "testdata" / "hlo"
PROGRAMS = json.loads((DATA / "programs.json").read_text()) if (DATA / "programs.json").is_file() else {}
FORMS = ("hlo", "before_optimizations.hlo", "after_optimizations.hlo", "optimized.hlo")
CASES = [(name, form) for name in sorted(PROGRAMS) for form in FORMS if (DATA / f"{name}.{form}").is_file()]
SHARDED_AFTER = {name for name, meta in PROGRAMS.items() if meta.get("devices", 1) > 1}

# (program, form) -> a piece of the error it must stop with: a bounded dynamic shape, XLA's RNG state.
REFUSED = {
    ("tf_zoo_dynamic_shape", "hlo"): "dynamic dimension '<=5'",
    ("zoo_rng", "after_optimizations.hlo"): "HLO opcode 'rng-get-and-update-state' has no StableHLO meaning",
}
# Per-device programs after SPMD partitioning: their parameters are shards, not the npz's global arrays.
PER_DEVICE = {(name, "after_optimizations.hlo") for name in SHARDED_AFTER}
# rng's values are XLA's (a stateful generator): its range and shape are checked instead.
RANDOM = {"zoo_rng"}


def arrays(name: str, which: str) -> list[np.ndarray]:
    with np.load(DATA / f"{name}.{which}.npz") as archive:
        prefix = "arg" if which == "inputs" else "out"
        return [archive[f"{prefix}{i}"] for i in range(len(archive.files))]


def assert_results(got, want: list[np.ndarray], label: str) -> None:
    """Floats within rtol 1e-4, atol 1e-5 (NaN where NaN), integers and booleans exactly."""
    assert len(got) == len(want), f"{label}: {len(got)} results, expected {len(want)}"
    for i, (g, w) in enumerate(zip(got, want)):
        g = np.asarray(g)
        assert g.shape == w.shape, f"{label}: result {i} has shape {g.shape}, expected {w.shape}"
        if w.dtype.kind in "fc" or w.dtype.kind == "V":
            np.testing.assert_allclose(g.astype(np.complex128 if w.dtype.kind == "c" else np.float64),
                                       w.astype(np.complex128 if w.dtype.kind == "c" else np.float64),
                                       rtol=1e-4, atol=1e-5, equal_nan=True, err_msg=f"{label}: result {i}")
        else:
            np.testing.assert_array_equal(g, w, err_msg=f"{label}: result {i}")


def run_program(module, name: str):
    return module.run(*arrays(name, "inputs"))


@pytest.mark.skipif(not CASES, reason="testdata/hlo is absent")
@pytest.mark.parametrize("name,form", CASES, ids=[f"{n}.{f}" for n, f in CASES])
def test_program_gives_the_producers_results(name, form):
    path = DATA / f"{name}.{form}"
    if (name, form) in REFUSED:
        with pytest.raises(StableHLOError) as info:
            run_program(stablehlo_py.load(path), name)
        assert REFUSED[name, form] in str(info.value)
        assert isinstance(info.value, ParseError) and info.value.line > 0 and info.value.column > 0
        return
    module = stablehlo_py.load(path)
    if (name, form) in PER_DEVICE:  # run below, on the process grid
        assert module.attributes["mhlo.num_partitions"].value == PROGRAMS[name]["devices"]
        return
    got = run_program(module, name)
    want = arrays(name, "expected")
    if name in RANDOM:
        low, high = arrays(name, "inputs")[:2]
        (values,) = got
        assert values.shape == want[0].shape and values.dtype == want[0].dtype
        assert (values >= low).all() and (values < high).all()
        return
    assert_results(got, want, f"{name}.{form}")


FMT_CASES = [name for name, form in CASES if form == "hlo" and (DATA / f"{name}.mlir").is_file()
             and (name, form) not in REFUSED]


@pytest.mark.skipif(not FMT_CASES, reason="testdata/hlo is absent")
@pytest.mark.parametrize("name", FMT_CASES)
def test_printed_stablehlo_runs_as_the_exporters(name):
    """``shlo fmt NAME.hlo`` prints StableHLO that parses back and runs to the results of the exporter's own
    StableHLO (``NAME.mlir``) on the same inputs (both run by shlo, with the same seed)."""
    printed = stablehlo_py.load(DATA / f"{name}.hlo").to_text()
    ours = stablehlo_py.parse_text(printed, f"{name}.hlo (printed)")
    theirs = stablehlo_py.load(DATA / f"{name}.mlir")
    assert_results(run_program(ours, name), [np.asarray(v) for v in run_program(theirs, name)], name)


def test_opcode_table_covers_every_xla_opcode():
    """The table declares exactly the opcodes of XLA's hlo_opcode.h (its list, as the exporter recorded it)."""
    from stablehlo_py.hlo.opcodes import OPCODES

    listed = DATA / "xla_hlo_opcodes.txt"
    if not listed.is_file():
        pytest.skip("testdata/hlo/xla_hlo_opcodes.txt is absent")
    xla = [line.strip() for line in listed.read_text().splitlines() if line.strip() and not line.startswith("#")]
    assert len(xla) == len(set(xla)) == 136
    assert sorted(OPCODES) == sorted(xla)
    for entry in OPCODES.values():
        assert entry.status in ("mapped", "stretch", "none") and entry.becomes
        assert (entry.convert is None) == (entry.status == "none") or entry.name == "bitcast"


# ---------------------------------------------------------------- per-device programs (after SPMD partitioning)
def _shardings(name: str) -> tuple[list[str], list[str]]:
    """The HLO shardings of the global program's parameters and results, read from the GSPMD form's dump
    before optimizations: a parameter's own ``sharding=`` or that of the ``Sharding`` call applied to it; the
    ROOT tuple's ``sharding=`` or those of the ``SPMDShardToFullShape`` calls that make its elements."""
    from stablehlo_py.hlo.syntax import parse_hlo_syntax
    from stablehlo_py.hlo.values import source_text

    text = (DATA / f"{name}_gspmd.before_optimizations.hlo").read_text() \
        if (DATA / f"{name}_gspmd.before_optimizations.hlo").is_file() \
        else (DATA / f"{name}.before_optimizations.hlo").read_text()
    module = parse_hlo_syntax(text)
    entry = next(c for c in module.computations if c.entry)
    by_name = {i.name: i for i in entry.instructions}

    def sharding(instr) -> str | None:
        value = instr.attributes.get("sharding")
        return source_text(text, value) if value is not None else None

    def operand_names(instr) -> list[str]:
        return [str(item[-1]).lstrip("%") for item in instr.operands.items]

    params = sorted((i for i in entry.instructions if str(i.opcode) == "parameter"),
                    key=lambda i: int(i.operands.items[0][0]))
    ins = []
    for param in params:
        own = sharding(param)
        user = next((i for i in entry.instructions if str(i.opcode) == "custom-call"
                     and operand_names(i) == [param.name]), None)  # the Sharding call on the parameter
        ins.append(own or sharding(user))
    root = next(i for i in entry.instructions if i.root)
    if sharding(root) is not None:
        from stablehlo_py.ir.hlo_sharding import _top_level

        outs = [part.strip() for part in _top_level(sharding(root).strip()[1:-1])]
    else:
        outs = [sharding(by_name[n]) for n in operand_names(root)]
    return ins, outs


def _tile_slices(sharding_text: str, shape: tuple[int, ...], device: int) -> tuple[slice, ...]:
    """The part of a global array of ``shape`` that ``device`` holds under the sharding."""
    from stablehlo_py.ir.hlo_sharding import parse_hlo_sharding

    sharding = parse_hlo_sharding(sharding_text)
    if sharding.kind == "replicated":
        return tuple(slice(None) for _ in shape)
    where = np.argwhere(sharding.devices == device)[0][:len(sharding.tiles)]
    return tuple(slice(i * (n // t), (i + 1) * (n // t)) for i, n, t in zip(where, shape, sharding.tiles))


PER_DEVICE_CASES = sorted(name for name, form in PER_DEVICE if (DATA / f"{name}.{form}").is_file())


@pytest.mark.skipif(not PER_DEVICE_CASES, reason="testdata/hlo is absent")
@pytest.mark.parametrize("name", PER_DEVICE_CASES)
def test_per_device_programs(name):
    """The optimized dump of a sharded program is XLA's per-device program (after SPMD partitioning): run once
    per partition on the process grid, each on its shard of the inputs, its results put together by the
    out-shardings are the producer's global results (replicated parts must agree)."""
    from stablehlo_py.interpreter.run import run_on_grid

    module = stablehlo_py.load(DATA / f"{name}.after_optimizations.hlo")
    devices = PROGRAMS[name]["devices"]
    ins, outs = _shardings(name)
    inputs = arrays(name, "inputs")
    per_device = {(0, d): [x[_tile_slices(s, x.shape, d)] for x, s in zip(inputs, ins)] for d in range(devices)}
    results = run_on_grid(module, per_device, 1, devices)
    want = arrays(name, "expected")
    for k, (expected, sharding) in enumerate(zip(want, outs)):
        for d in range(devices):
            part = expected[_tile_slices(sharding, expected.shape, d)]
            assert_results([results[0, d][k]], [part], f"{name}: result {k} on device {d}")


# ---------------------------------------------------------------- programs XLA:CPU does not run (no results)
PARSE_ONLY = DATA / "parse_only"


@pytest.mark.skipif(not (PARSE_ONLY / "elided_constants.hlo").is_file(), reason="testdata/hlo is absent")
def test_elided_constants():
    """A dump with XLA's default options leaves large constants out (refused at the constant); as_text prints
    them, and that program runs to the results of JAX's StableHLO on the same (made up) inputs."""
    from stablehlo_py.harness.synthetic import synthetic_inputs

    with pytest.raises(ParseError, match="the constant's value was left out") as caught:
        stablehlo_py.load(PARSE_ONLY / "elided_constants.before_optimizations.hlo")
    assert (caught.value.line, caught.value.column) == (34, 38)
    ours = stablehlo_py.load(PARSE_ONLY / "elided_constants.hlo")
    theirs = stablehlo_py.load(PARSE_ONLY / "elided_constants.mlir")
    inputs = synthetic_inputs(theirs.funcs["main"], 3)
    assert_results(ours.run(*inputs), [np.asarray(v) for v in theirs.run(*inputs)], "elided_constants")


@pytest.mark.skipif(not (PARSE_ONLY / "ordered_callbacks.hlo").is_file(), reason="testdata/hlo is absent")
@pytest.mark.parametrize("form", ["hlo", "before_optimizations.hlo"])
def test_python_callbacks_read_and_name_their_target(form):
    """io_callback and debug.print: token parameters and results, custom calls to the Python process's
    callback; the program reads and verifies, and a run stops naming the target only JAX's process has."""
    module = stablehlo_py.load(PARSE_ONLY / f"ordered_callbacks.{form}")
    module.verify()
    assert any(str(t) == "!stablehlo.token" for t in module.funcs["main"].type.inputs)
    from stablehlo_py.harness.synthetic import synthetic_array
    from stablehlo_py.interpreter.values import TOKEN

    rng = np.random.default_rng(0)
    inputs = [TOKEN if str(t) == "!stablehlo.token" else synthetic_array(t, 1, rng)
              for t in module.funcs["main"].type.inputs]
    with pytest.raises(StableHLOError, match="xla_ffi_python_cpu_callback"):
        module.run(*inputs)


@pytest.mark.skipif(not (PARSE_ONLY / "ragged_all_to_all.hlo").is_file(), reason="testdata/hlo is absent")
@pytest.mark.parametrize("form", ["hlo", "before_optimizations.hlo"])
def test_ragged_all_to_all_is_refused_by_name(form):
    with pytest.raises(ParseError, match="HLO opcode 'ragged-all-to-all' has no StableHLO meaning") as caught:
        stablehlo_py.load(PARSE_ONLY / f"ragged_all_to_all.{form}")
    assert caught.value.line > 0 and caught.value.column > 0
