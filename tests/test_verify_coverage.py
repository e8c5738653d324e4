"""Every numbered constraint of the spec has a failing program under testdata/verify (issue #4).

The spec's ``#### Constraints`` section of each op lists labels (C1), (C2), ...; each
(op, label) pair must be named by a ``// expect: <op> <label>`` comment of
testdata/verify/*.mlir (tests/test_verify_constraints.py checks that the verifier
reports it there) or be listed in NOT_EXERCISED with the reason no program does.
"""
from __future__ import annotations

import re

import pytest

from conftest import REPO, SHARED

SPEC = SHARED.parent / "spec" / "current" / "spec.md"
VERIFY_DATA = REPO / "testdata" / "verify"

# (op, label) -> why no failing program exercises it.
NOT_EXERCISED: dict[tuple[str, str], str] = {
    ("stablehlo.dynamic_conv", "C2"):
        "not checked: upstream does not verify dynamic_conv's window_strides, and its own valid programs "
        "(testdata/dynamic/conv_general_dilated_1d_stride_2_*_dynamic.mlir) give a 1-d convolution two strides, "
        "so checking size(window_strides) = N - 2 would reject valid programs",
}

OP_SECTION_RE = re.compile(r"^### ([a-z_]+)\n(.*?)(?=^### |\Z)", re.MULTILINE | re.DOTALL)
CONSTRAINTS_RE = re.compile(r"#### Constraints\n(.*?)(?=^#### |\Z)", re.MULTILINE | re.DOTALL)
LABEL_RE = re.compile(r"\((C\d+)\)")
EXPECT_RE = re.compile(r"^\s*//\s*expect:\s*(\S+)\s+(C\d+)\s*$", re.MULTILINE)


def spec_constraints(text: str) -> dict[str, list[str]]:
    """``stablehlo.<op>`` -> the labels of its "Constraints" section, in order."""
    ops = {}
    for section in OP_SECTION_RE.finditer(text):
        constraints = CONSTRAINTS_RE.search(section.group(2))
        labels = sorted(set(LABEL_RE.findall(constraints.group(1))), key=lambda l: int(l[1:])) if constraints else []
        if labels:
            ops[f"stablehlo.{section.group(1)}"] = labels
    return ops


def exercised_pairs() -> set[tuple[str, str]]:
    """(op, label) of every ``// expect:`` comment under testdata/verify."""
    return {(op, label) for path in VERIFY_DATA.glob("*.mlir") for op, label in EXPECT_RE.findall(path.read_text())}


def test_every_constraint_has_a_failing_program_or_a_reason():
    if not SPEC.is_file():
        pytest.skip(f"{SPEC} is not present")
    constraints = spec_constraints(SPEC.read_text())
    assert sum(map(len, constraints.values())) > 400, "the spec's constraint sections were not found"
    exercised = exercised_pairs()
    missing: dict[str, list[str]] = {}
    for op, labels in sorted(constraints.items()):
        gaps = [label for label in labels if (op, label) not in exercised and (op, label) not in NOT_EXERCISED]
        if gaps:
            missing[op] = gaps
    total = sum(map(len, constraints.values()))
    count = sum(map(len, missing.values()))
    assert not missing, (f"{count} of {total} (op, constraint) pairs have neither a `// expect:` program under "
                         f"testdata/verify nor an entry in NOT_EXERCISED:\n"
                         + "\n".join(f"  {op}: {' '.join(labels)}" for op, labels in missing.items()))


# Families of MLIR dialects beside StableHLO, whose constraints are ODS's (no spec numbers them): each of their
# ops with a check of its own has a failing program, labelled with the ODS name of what it breaks.
ODS_FAMILIES = ("arith", "tensor")


def test_every_ods_checked_op_has_a_failing_program():
    from stablehlo_py.dialect import TABLE

    exercised = {op for op, _ in exercised_pairs_any_label()}
    checked = [name for name, d in TABLE.items() if d.family in ODS_FAMILIES and not d.table_checks_only]
    assert len(checked) > 50, checked
    missing = [name for name in checked if name not in exercised]
    assert not missing, f"ops of {ODS_FAMILIES} without a `// expect:` program under testdata/verify: {missing}"


def exercised_pairs_any_label() -> set[tuple[str, str]]:
    """(op, label) of every ``// expect:`` comment under testdata/verify, ODS names included."""
    expect = re.compile(r"^\s*//\s*expect:\s*(\S+)\s+(\S+)\s*$", re.MULTILINE)
    return {(op, label) for path in VERIFY_DATA.glob("*.mlir") for op, label in expect.findall(path.read_text())}


def test_not_exercised_entries_are_real_and_needed():
    """Each table entry names a constraint of the spec that no program exercises."""
    if not SPEC.is_file():
        pytest.skip(f"{SPEC} is not present")
    constraints = spec_constraints(SPEC.read_text())
    exercised = exercised_pairs()
    for (op, label), reason in NOT_EXERCISED.items():
        assert label in constraints.get(op, ()), f"{op} {label} is not a constraint of the spec"
        assert (op, label) not in exercised, f"{op} {label} has a failing program; drop it from NOT_EXERCISED"
        assert reason.strip(), f"{op} {label} needs a reason"
