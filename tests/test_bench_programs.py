"""The benchmark programs of ``testdata/bench/`` (issue #12's ``benchmarks/loops.py`` and ``models.py``) stay
correct: each runs through shlo once and matches the outputs its exporter computed (``exp.call`` on XLA:CPU for
the JAX exports, torch eager for the torch_xla ones), with the tolerance ``programs.json`` gives it.

The programs are written by ``tools/export_bench_models.py`` and ``tools/export_bench_torch.py``.
"""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import stablehlo_py

DATA = Path(__file__).resolve().parents[1] / "testdata" / "bench"
MANIFEST = json.loads((DATA / "programs.json").read_text())
# Too slow for the test suite before issue #12 (10,000 interpreted RK4 steps take ~10 s); benchmarks/loops.py
# checks its outputs on every run.
SLOW = {"lorenz_rk4": "10,000 RK4 steps take ~10 s in the interpreter before issue #12"}


def _arrays(path: Path, prefix: str) -> list[np.ndarray]:
    with np.load(path) as archive:
        return [archive[f"{prefix}{i}"] for i in range(len(archive.files))]


def test_every_file_belongs_to_a_listed_program_and_the_folder_stays_small():
    listed = set(MANIFEST)
    suffixes = (".jax_exported", ".mlir", ".inputs.npz", ".expected.npz")
    for path in DATA.iterdir():
        if path.name in ("programs.json", "README.md"):
            continue
        stem = next((path.name[:-len(s)] for s in suffixes if path.name.endswith(s)), None)
        assert stem in listed, path
        assert path.stat().st_size < 1_000_000, path
    for name, entry in MANIFEST.items():
        needed = suffixes if entry["source"] == "jax" else suffixes[1:]
        assert all((DATA / f"{name}{s}").is_file() for s in needed), name
    assert sum(p.stat().st_size for p in DATA.iterdir()) < 8_000_000


@pytest.mark.parametrize("name", list(MANIFEST))
def test_program_matches_the_exporters_outputs(name):
    if name in SLOW:
        pytest.skip(SLOW[name])
    entry = MANIFEST[name]
    inputs = _arrays(DATA / f"{name}.inputs.npz", "in")
    expected = _arrays(DATA / f"{name}.expected.npz", "out")
    if entry["source"] == "jax":
        got = stablehlo_py.load(DATA / f"{name}.jax_exported").call_flat(inputs)
    else:
        got = stablehlo_py.load(DATA / f"{name}.mlir").run(*inputs)
    assert len(got) == len(expected)
    for value, want in zip(got, expected):
        assert value.shape == want.shape and value.dtype == want.dtype
        scale = max(1.0, float(np.max(np.abs(want.astype(np.float64)), initial=0.0)))
        np.testing.assert_allclose(value.astype(np.float64), want.astype(np.float64),
                                   rtol=entry.get("rtol", 1e-4), atol=1e-5 * scale)
