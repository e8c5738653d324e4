"""TensorFlow programs lowered by TF's MLIR bridge (``tf-lower-to-mlprogram-and-hlo``; issue #25 point 2):
testdata/tf_bridge/, made by tools/export_tf_bridge.py. Each verifies and runs through the API and ``shlo run``
to what TensorFlow computes, at two batch sizes; a failed broadcast constraint stops the run at its op; the
counter's variable lasts across the runs of one loaded module."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.interpreter.errors import InterpreterError

from helpers import assert_fixpoint, assert_results_match, assert_shlo_run_matches

DATA = Path(__file__).resolve().parents[1] / "testdata" / "tf_bridge"
BATCHED = ["keras_dense", "broadcast_add"]
RTOL, ATOL = 1e-5, 1e-6


def arrays(name: str, which: str) -> list[np.ndarray]:
    with np.load(DATA / f"{name}.{which}.npz") as archive:
        prefix = "in" if which.endswith("inputs") else "out"
        return [archive[f"{prefix}{i}"] for i in range(len(archive.files))]


def test_the_exports_are_there_small_and_hold_the_bridge_ops():
    text = {name: (DATA / f"{name}.mlir").read_text() for name in BATCHED + ["counter"]}
    for path in DATA.iterdir():
        assert path.stat().st_size < 1_000_000, path
    assert "ml_program.global_load" in text["keras_dense"] and "shape.shape_of" in text["keras_dense"]
    assert "tensor<?x16xf32>" in text["keras_dense"]
    assert "shape.cstr_broadcastable" in text["broadcast_add"] and "shape.assuming" in text["broadcast_add"]
    assert "ml_program.global public mutable" in text["counter"] and "ml_program.global_store" in text["counter"]


@pytest.mark.parametrize("name", BATCHED + ["counter"])
def test_exports_print_back_in_both_forms(name):
    module = assert_fixpoint(stablehlo_py.load(DATA / f"{name}.mlir"))
    module.verify()


@pytest.mark.parametrize("batch", ["", "batch1."])
@pytest.mark.parametrize("name", BATCHED)
def test_export_matches_tensorflow(name, batch):
    module = stablehlo_py.load(DATA / f"{name}.mlir")
    assert_results_match(name, module.run(*arrays(name, batch + "inputs")), arrays(name, batch + "expected"), RTOL, ATOL)


@pytest.mark.parametrize("name", BATCHED)
def test_shlo_run_matches_tensorflow(name):
    assert_shlo_run_matches(DATA / f"{name}.mlir", DATA / f"{name}.inputs.npz", DATA / f"{name}.expected.npz",
                            RTOL, ATOL)


def test_batches_that_do_not_broadcast_stop_at_the_constraint():
    module = stablehlo_py.load(DATA / "broadcast_add.mlir")
    x, _ = arrays("broadcast_add", "inputs")
    _, y = arrays("broadcast_add", "batch1.inputs")
    module.run(x, y)  # [3, 16] + [1, 1] broadcasts
    with pytest.raises(InterpreterError, match=r"shapes \[3, 16\], \[2, 1\] are not broadcastable") as info:
        module.run(x, np.zeros((2, 1), np.float32))
    assert info.value.op_name == "shape.cstr_broadcastable" and info.value.line == 5


def test_the_counter_counts_as_tensorflow_does_and_restarts_when_loaded_again():
    first, second = arrays("counter", "expected")
    module = stablehlo_py.load(DATA / "counter.mlir")
    assert [module.run()[0] for _ in range(2)] == [first, second]
    assert stablehlo_py.load(DATA / "counter.mlir").run()[0] == first
