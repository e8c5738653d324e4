"""The 388 shape-polymorphic programs of ../shared/conformance/testdata/dynamic, which `shlo test` does not
collect (they take arguments and check nothing): each runs at two sizes of its ``?`` dimensions
(2 and 3; the same size for every ``?`` dimension and dimension variable of one run), on inputs made up
from its signature (harness/synthetic.py), in strict mode (every result checked against its declared
type). A kernel bug fails the test; a program that rejects its inputs must be listed below with why.
"""
from __future__ import annotations

import collections

import stablehlo_py
from conftest import shared_suite
from stablehlo_py.harness.synthetic import run_at_sizes

SIZES = (2, 3)
TOTAL = 388

# Programs the interpreter rejects at every size, and why (not an input-shape mismatch: invalid programs).
REJECTED = {
    "conv_general_dilated_1d_stride_2_even_dynamic.mlir":
        "dynamic_conv (C2): window_strides has 2 entries for 1 spatial dimension; upstream's verifier only "
        "checks it when the padding operand is a constant",
    "conv_general_dilated_1d_stride_2_odd_dynamic.mlir":
        "dynamic_conv (C2): the same",
}
REJECTION_MESSAGES = {name: "(C2): window_strides has 2 entries" for name in REJECTED}


def test_every_dynamic_program_runs_at_two_sizes():
    files = sorted(shared_suite("testdata").joinpath("dynamic").glob("*.mlir"))
    assert len(files) == TOTAL
    outcomes = {path.name: run_at_sizes(stablehlo_py.load(path), SIZES).outcomes for path in files}  # ~3 s
    counts = collections.Counter()
    rejected = {}
    for name, runs in outcomes.items():
        ran = [outcome == "ran" for _, outcome in runs]
        if all(ran):
            counts["ran at both sizes"] += 1
        else:
            counts["rejected"] += 1
            rejected[name] = [outcome for _, outcome in runs if outcome != "ran"]
    print(f"\ntestdata/dynamic at sizes {SIZES}: {dict(counts)}; rejected: {sorted(rejected)}")
    assert set(rejected) == set(REJECTED), {"new": sorted(set(rejected) - set(REJECTED)),
                                            "now running": sorted(set(REJECTED) - set(rejected))}
    for name, messages in rejected.items():
        assert all(REJECTION_MESSAGES[name] in m for m in messages), messages
    assert counts["ran at both sizes"] == TOTAL - len(REJECTED)
