"""A beam-search step exported with jax.export (testdata/region_capture/, tools/export_beam_search.py) whose
regions read values defined outside them: a ``case`` (lax.cond) whose branches read values of @main and a
``sort`` whose comparator reads a constant defined before it; run from the blob and from its text against
JAX's outputs (issue #11, point 1)."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

import stablehlo_py
from stablehlo_py.cli.main import main as shlo

BEAM = Path(__file__).resolve().parents[1] / "testdata" / "region_capture"


def _npz(path: Path, prefix: str) -> list[np.ndarray]:
    with np.load(path) as archive:
        return [archive[f"{prefix}{i}"] for i in range(len(archive.files))]


def _outer_reads(op) -> set[str]:
    """The values ``op``'s regions read from outside them."""
    inner = {a.name for region in op.regions for block in region.blocks for a in block.arguments}
    read: set[str] = set()
    for nested in (o for region in op.regions for o in region.walk()):
        inner.update(nested.results)
        inner.update(a.name for region in nested.regions for block in region.blocks for a in block.arguments)
        read.update(nested.operands)
    return read - inner


def test_the_beam_search_program_reads_outer_values_in_its_regions():
    """The sort's comparator reads a constant of @main; the case's branches (lax.cond) read its values."""
    main = stablehlo_py.load(BEAM / "beam_search_step.jax_exported").funcs["main"]
    ops = {op.name: op for op in main.body.entry.ops}
    constants = {op.results[0] for op in main.body.entry.ops if op.name == "stablehlo.constant"}
    assert len(_outer_reads(ops["stablehlo.sort"])) == 1 and _outer_reads(ops["stablehlo.sort"]) <= constants
    assert _outer_reads(ops["stablehlo.case"]) and not _outer_reads(ops["stablehlo.case"]) & constants


@pytest.mark.parametrize("case", ["step3", "step0"])
@pytest.mark.parametrize("source", ["beam_search_step.jax_exported", "beam_search_step.mlir"])
def test_beam_search_step_matches_jax(case, source):
    """The blob (bytecode) and its text, run as ``exp.call`` runs them, against JAX's outputs on XLA:CPU."""
    inputs = _npz(BEAM / f"beam_search_step.{case}.inputs.npz", "in")
    expected = _npz(BEAM / f"beam_search_step.{case}.expected.npz", "out")
    module = stablehlo_py.load(BEAM / source)
    module.verify()
    results = module.run(*inputs)
    assert len(results) == len(expected)
    for result, want in zip(results, expected):
        result = np.asarray(result)
        assert result.dtype == want.dtype and result.shape == want.shape
        if want.dtype.kind == "f":  # the length penalty's pow may differ from XLA's in the last place
            np.testing.assert_allclose(result, want, rtol=2e-6)
        else:
            np.testing.assert_array_equal(result, want)


@pytest.mark.parametrize("source", ["beam_search_step.jax_exported", "beam_search_step.mlir"])
def test_beam_search_step_from_the_command_line(source):
    """``shlo run`` with the .npz inputs and ``--expect`` JAX's outputs (rtol as above)."""
    result = CliRunner().invoke(shlo, ["run", str(BEAM / source), "--input",
                                       str(BEAM / "beam_search_step.step3.inputs.npz"), "--expect",
                                       str(BEAM / "beam_search_step.step3.expected.npz"), "--rtol", "2e-6"])
    assert result.exit_code == 0, result.output
    assert "compared result(s) match" in result.output
