"""TensorFlow 2.21 and litert-torch exports (issue #25, point 1): real producers' programs, text and bytecode.

testdata/tf/ (``tools/export_tf.py``: XLA's ``experimental_get_compiler_ir`` and the TF MLIR bridge's
``tf-lower-to-mlprogram-and-hlo``) and testdata/litert/ (``tools/export_litert.py``: litert-torch's
``exported_program_to_mlir``), each program in both forms its producer writes, MLIR text (.mlir) and plain MLIR
bytecode (.mlirbc), run through the API on each of its input sets and compared with what the producer computes
eagerly (rtol 1e-4, atol 1e-5 for floats; integers exactly). The folders' README.md say what each program holds.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import stablehlo_py

from helpers import assert_results_match, assert_shlo_run_matches

DATA = Path(__file__).resolve().parents[1] / "testdata"
PRODUCERS = ("tf", "litert")
RTOL, ATOL = 1e-4, 1e-5


def _cases() -> list:
    cases = []
    for producer in PRODUCERS:
        for text in sorted((DATA / producer).glob("*.mlir")):
            name = f"{producer}/{text.stem}"
            variants = sorted(p.name[len(text.stem) + len(".inputs"):-len(".npz")]
                              for p in (DATA / producer).glob(f"{text.stem}.inputs*.npz"))
            for form in ("mlir", "mlirbc"):
                for variant in variants:
                    cases.append(pytest.param(name, form, variant, id=f"{name}.{form}{variant}"))
    return cases


CASES = _cases()


def arrays(name: str, which: str, variant: str) -> list[np.ndarray]:
    with np.load(DATA / f"{name}.{which}{variant}.npz") as archive:
        prefix = "in" if which == "inputs" else "out"
        return [archive[f"{prefix}{i}"] for i in range(len(archive.files))]


def test_the_exports_are_there_small_and_hold_what_they_say():
    names = {f"{case.values[0]}" for case in CASES}
    assert names == {"tf/cnn", "tf/lstm", "tf/train_step", "tf/transformer", "tf/stateless_normal", "tf/top_k",
                     "tf/while_loop", "tf/bridge_mlp", "tf/bridge_cnn", "tf/bridge_shapes",
                     "litert/cnn", "litert/transformer", "litert/op_zoo"}
    for producer in PRODUCERS:
        for path in (DATA / producer).iterdir():
            assert path.stat().st_size < 1_000_000, path
            if path.suffix == ".mlirbc":
                assert path.read_bytes()[:4] == b"ML\xefR", path  # plain MLIR bytecode
    text = {name: (DATA / f"{name}.mlir").read_text() for name in names}
    assert "ml_program.global public @vars." in text["tf/bridge_mlp"] and "tensor<?x4xf32>" in text["tf/bridge_mlp"]
    for op in ("shape.assuming", "tensor.from_elements", "tensor.dim", "arith.index_cast", "arith.muli"):
        assert op in text["tf/bridge_shapes"], op
    assert 'stablehlo.rng_bit_generator' in text["tf/stateless_normal"]
    assert "stablehlo.while" in text["tf/while_loop"] and "mhlo.copy" in text["tf/lstm"]
    assert "stablehlo.set_dimension_size" in text["tf/top_k"]
    assert "stablehlo.batch_norm_inference" in text["litert/cnn"]  # weights lifted: 11 before the image
    assert text["litert/cnn"].count("%arg", 0, text["litert/cnn"].index(") ->")) == 12
    assert "@jax_lowering_" in text["litert/op_zoo"] and "stablehlo.scatter" in text["litert/op_zoo"]
    assert len(arrays("tf/train_step", "expected", "")) == 14  # the loss and 13 updated variables


@pytest.mark.parametrize("name,form,variant", CASES)
def test_export_matches_the_producer(name, form, variant):
    module = stablehlo_py.load(DATA / f"{name}.{form}")
    results = module.run(*arrays(name, "inputs", variant))  # the TF bridge's keep their names: @serve, ...
    assert_results_match(name, results, arrays(name, "expected", variant), RTOL, ATOL)


@pytest.mark.parametrize("name", ["tf/transformer", "litert/cnn"])
def test_shlo_run_matches_the_producer(name):
    assert_shlo_run_matches(DATA / f"{name}.mlir", DATA / f"{name}.inputs.npz", DATA / f"{name}.expected.npz",
                            RTOL, ATOL)
