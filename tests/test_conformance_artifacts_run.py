"""``shlo check`` on upstream's portable artifacts (``../shared/conformance/artifacts/current``, issue #10):
the artifacts check themselves as their text does.

Each ``NAME.mlirbc`` is the program ``testdata/NAME.mlir`` serialized to VHLO for StableHLO 1.17.0;
its ``check.*`` test ops are ``custom_call @check.*`` (side-effecting), and the ``_chlo`` programs
went through jax.export's path, which rewrites CHLO into StableHLO and wraps some ops in
``stablehlo.composite`` (``manifest.json`` says which). The folder also holds each artifact's
``NAME.expected.mlir`` (what jaxlib reads it as, in the generic form, which the collector parses to
find its functions): to spare CI that time, the ``.mlirbc`` files alone are copied to a temporary
folder and checked there, in one ``shlo check`` of their own. The outcomes of the text are those
``test_conformance_interpret.py`` asserts (its known failures), so the text is not run again here.

Every item of an artifact has the outcome of the same item of its text, and the same files are not
collected (they check nothing).
"""
from __future__ import annotations

import collections
import json
import shutil
import subprocess
import sys
from pathlib import Path

import test_conformance_interpret as interpret
from conftest import shared_suite
from stablehlo_py.harness.collect import collect_file, program_files

# Measured on the 2,830 artifacts, and on the text of the 2,839 programs of testdata/ (the text's
# figures as test_conformance_interpret.py asserts them, counted on testdata/ alone). Exact figures,
# shown in README.md's status section (tests/test_readme.py compares them).
ARTIFACTS = {"passed": 2436, "failed": 6, "skipped": 0, "not collected": 388}
TEXT = {"passed": 2530, "failed": 6, "skipped": 0, "not collected": 388}

# testdata/ programs that have no artifact (skipped by the generator; manifest.json gives the error).
NO_ARTIFACT = dict.fromkeys(
    [f"quantized/{op}_qi8.mlir" for op in
     ("add", "ceil", "cosine", "floor", "multiply", "negate", "sine", "subtract", "tanh")],
    "interpret-style programs checked by check.expect_*_const ops: neither upstream's serializer nor "
    "jax.export's path knows the `check` dialect ('operation being parsed with an unregistered dialect')")
NO_ARTIFACT_ITEMS = 94  # their items on the text, all passing

def _text_outcomes(testdata: Path) -> tuple[dict[tuple[str, str], str], int]:
    """Each item of the text (``(program, item name)``) with its outcome, and the files not collected."""
    outcomes, not_collected = {}, 0
    for path in program_files([testdata]):
        items = collect_file(path)
        not_collected += not items
        for item in items:
            outcome = "skipped" if item.skip else "failed" if path.name in interpret.KNOWN_FAILURES else "passed"
            outcomes[str(path.relative_to(testdata)), item.name] = outcome
    return outcomes, not_collected


def _counts(outcomes: dict, not_collected: int) -> dict[str, int]:
    counts = collections.Counter(outcomes.values())
    return {"passed": counts["passed"], "failed": counts["failed"], "skipped": counts["skipped"],
            "not collected": not_collected}


def _copy_artifacts(source: Path, target: Path) -> None:
    """The ``.mlirbc`` files below ``source``, copied to the same places below ``target``."""
    for path in source.rglob("*.mlirbc"):
        copy = target / path.relative_to(source)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, copy)


def test_artifacts_check_themselves_as_their_text_does(tmp_path):
    source, testdata = shared_suite("artifacts") / "current", shared_suite("testdata")
    root = tmp_path / "current"
    _copy_artifacts(source, root)
    manifest = json.loads((source / "manifest.json").read_text())
    assert {f["source"] for f in manifest["files"] if f["status"] != "written"} == set(NO_ARTIFACT)

    text, text_not_collected = _text_outcomes(testdata)
    assert _counts(text, text_not_collected) == TEXT, "the text's figures changed: update TEXT and README.md"
    expected = {(program[:-len(".mlir")] + ".mlirbc", name): outcome
                for (program, name), outcome in text.items() if program not in NO_ARTIFACT}
    assert len(text) - len(expected) == NO_ARTIFACT_ITEMS

    command = [sys.executable, "-m", "stablehlo_py.cli.main", "check", "-n", "2", "--format", "json", str(root)]
    run = subprocess.run(command, capture_output=True, text=True, timeout=600)
    report = json.loads(run.stdout)
    got = {(str(Path(item["file"]).relative_to(root)), item["id"].split("::", 1)[1]): item["outcome"]
           for item in report["items"]}
    not_collected = sum(not collect_file(path) for path in sorted(root.rglob("*.mlirbc")))
    print(f"\nartifacts: {_counts(got, not_collected)}; text: {TEXT}")
    assert run.returncode == 1, run.stderr  # the known failures
    pairs = {key: (got.get(key, "not collected"), expected.get(key, "not collected"))
             for key in got.keys() | expected.keys()}
    differ = {key: pair for key, pair in pairs.items() if pair[0] != pair[1]}
    assert not differ, {"(artifact, item): (outcome, expected as the text's)": sorted(differ.items())[:20]}
    assert _counts(got, not_collected) == ARTIFACTS, \
        "the figures changed: update ARTIFACTS here and in README.md"
