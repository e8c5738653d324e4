"""TensorFlow 2.21 and litert-torch exports (issue #25, point 1): real producers' programs, text and bytecode.

testdata/tf/ (``tools/export_tf.py``: XLA's ``experimental_get_compiler_ir`` and the TF MLIR bridge's
``tf-lower-to-mlprogram-and-hlo``) and testdata/litert/ (``tools/export_litert.py``: litert-torch's
``exported_program_to_mlir``), each program in both forms its producer writes, MLIR text (.mlir) and plain MLIR
bytecode (.mlirbc), run through the API on each of its input sets and compared with what the producer computes
eagerly (rtol 1e-4, atol 1e-5 for floats; integers exactly). The folders' README.md say what each program holds.

Most of these need features that are not there yet. ``MISSING`` names, per program and form, the feature whose
absence fails it: those cases are ``xfail(strict=True)``, so the lead removes an entry when its feature lands (a
case that starts passing fails as XPASS until then).
"""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import stablehlo_py

from helpers import assert_results_match, assert_shlo_run_matches

DATA = Path(__file__).resolve().parents[1] / "testdata"
PRODUCERS = ("tf", "litert")
RTOL, ATOL = 1e-4, 1e-5

# What fails each program today, per form ("mlir", "mlirbc"; "*" for both), by the first error it stops at.
ARITH = "arith.constant of a tensor (litert-torch's inlined weights) as an interpreted op"
MHLO_COPY = "mhlo.copy (XLA's copy, which TF's StableHLO keeps)"
MISSING: dict[tuple[str, str], str] = {
    ("tf/lstm", "*"): MHLO_COPY,  # the bytecode's properties of an op the table lacks: a BytecodeError
    ("tf/train_step", "*"): MHLO_COPY,
    ("tf/top_k", "*"): "stablehlo.set_dimension_size (XLA's SetDimensionSize) as an interpreted op",
    ("tf/bridge_mlp", "*"): "ml_program.global / ml_program.global_load (the SavedModel's weights)",
    ("tf/bridge_cnn", "*"): "shape.shape_of (the shape dialect around dynamic_broadcast_in_dim)",
    ("tf/bridge_shapes", "mlir"): "arith.constant of a scalar index (`arith.constant 2 : index`), then tensor.dim, "
                                  "tensor.from_elements, arith.index_cast / muli and shape.assuming / broadcast",
    ("tf/bridge_shapes", "mlirbc"): "shape.shape_of, shape.assuming / broadcast, tensor.dim, tensor.from_elements, "
                                    "arith.index_cast / muli (the bytecode reads; the verifier stops at those)",
    ("litert/transformer", "*"): ARITH,
    ("litert/op_zoo", "*"): ARITH,
}


def _cases() -> list:
    cases = []
    for producer in PRODUCERS:
        for text in sorted((DATA / producer).glob("*.mlir")):
            name = f"{producer}/{text.stem}"
            variants = sorted(p.name[len(text.stem) + len(".inputs"):-len(".npz")]
                              for p in (DATA / producer).glob(f"{text.stem}.inputs*.npz"))
            for form in ("mlir", "mlirbc"):
                reason = MISSING.get((name, form)) or MISSING.get((name, "*"))
                marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
                for variant in variants:
                    cases.append(pytest.param(name, form, variant, marks=marks, id=f"{name}.{form}{variant}"))
    return cases


CASES = _cases()


def entry(name: str) -> str:
    """``main``, or the module's only function where the producer keeps its own name (the TF bridge's)."""
    names = re.findall(r"func\.func (?:public )?@([\w.$-]+)\(", (DATA / f"{name}.mlir").read_text())
    return "main" if "main" in names else names[0]


def arrays(name: str, which: str, variant: str) -> list[np.ndarray]:
    with np.load(DATA / f"{name}.{which}{variant}.npz") as archive:
        prefix = "in" if which == "inputs" else "out"
        return [archive[f"{prefix}{i}"] for i in range(len(archive.files))]


def test_the_exports_are_there_small_and_hold_what_they_say():
    names = {f"{case.values[0]}" for case in CASES}
    assert names == {"tf/cnn", "tf/lstm", "tf/train_step", "tf/transformer", "tf/stateless_normal", "tf/top_k",
                     "tf/while_loop", "tf/bridge_mlp", "tf/bridge_cnn", "tf/bridge_shapes",
                     "litert/cnn", "litert/transformer", "litert/op_zoo"}
    assert {key[0] for key in MISSING} <= names
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
    results = module.run(*arrays(name, "inputs", variant), entry=entry(name))
    assert_results_match(name, results, arrays(name, "expected", variant), RTOL, ATOL)


@pytest.mark.parametrize("name", ["tf/transformer", "litert/cnn"])
def test_shlo_run_matches_the_producer(name):
    assert_shlo_run_matches(DATA / f"{name}.mlir", DATA / f"{name}.inputs.npz", DATA / f"{name}.expected.npz",
                            RTOL, ATOL, entry=entry(name))
