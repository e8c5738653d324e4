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

# (program, form) -> a piece of the error it must stop with, and why.
REFUSED = {
    ("tf_zoo_dynamic_shape", "hlo"): "dynamic dimension '<=5'",
    **{("zoo_erf", form): "the constant's value was left out of the text"
       for form in ("before_optimizations.hlo", "after_optimizations.hlo")},
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
    if (name, form) in PER_DEVICE:
        pytest.skip("a per-device program of SPMD partitioning (its inputs are shards): see test_per_device_programs")
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
