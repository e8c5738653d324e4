"""Distribution ops and ``interpreter.run_parallel``: hand-checked programs through ``shlo test``,
the process-group strategies on the spec's examples, and clean errors for deadlocks, timeouts
and failing processes."""
from __future__ import annotations

import time

import pytest
from click.testing import CliRunner

import stablehlo_py
from conftest import TESTDATA, shared_suite
from stablehlo_py.cli.main import main
from stablehlo_py.interpreter.errors import InterpreterError
from stablehlo_py.interpreter.process_grid import RunAborted
from stablehlo_py.interpreter.threaded_grid import ThreadedGrid
from stablehlo_py.harness.runner import run_file, run_paths
from stablehlo_py.interpreter.self_checking import FAILED, PASSED

COLLECTIVES = TESTDATA / "interpret" / "collectives"
ERRORS = TESTDATA / "interpret_errors" / "collectives.mlir"

DISTRIBUTION_FILES = ("all_gather", "all_reduce", "all_to_all", "collective_broadcast", "collective_permute",
                      "collective_reduce", "reduce_scatter", "partition_id", "replica_id", "send_recv",
                      "infeed", "outfeed")


def test_hand_checked_programs_pass_through_shlo_test():
    result = CliRunner().invoke(main, ["test", "-v", str(COLLECTIVES)])
    assert result.exit_code == 0, result.output
    assert result.output.strip().splitlines()[-1] == "17 passed, 0 failed, 0 skipped"


def test_a_wrong_expectation_fails(tmp_path):
    text = (COLLECTIVES / "exchange.mlir").read_text().replace("dense<[[4, 2]]>", "dense<[[2, 4]]>")
    (tmp_path / "wrong.mlir").write_text(text)
    statuses = [r.status for r in run_file(str(tmp_path / "wrong.mlir"))]
    assert statuses == [FAILED] + [PASSED] * 5


def test_shared_distribution_programs_pass():
    root = shared_suite("interpret")
    results = run_paths([root / f"{name}.mlir" for name in DISTRIBUTION_FILES])
    failures = [f"{r.label}: {r.message}" for r in results if r.status != PASSED]
    assert not failures and len(results) == 37, failures


def test_process_group_strategies_match_the_spec_examples():
    grid = ThreadedGrid(4, 2)
    assert grid.cross_replica([[0, 1], [2, 3]]) == [((0, 0), (1, 0)), ((0, 1), (1, 1)), ((2, 0), (3, 0)),
                                                    ((2, 1), (3, 1))]
    assert grid.cross_partition([[0, 1]]) == [((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (2, 1)),
                                              ((3, 0), (3, 1))]
    assert grid.cross_replica_and_partition([[0, 1], [2, 3]]) == [((0, 0), (1, 0), (0, 1), (1, 1)),
                                                                  ((2, 0), (3, 0), (2, 1), (3, 1))]
    assert grid.flattened_ids([[0, 1, 2, 3], [4, 5, 6, 7]]) == [((0, 0), (0, 1), (1, 0), (1, 1)),
                                                                ((2, 0), (2, 1), (3, 0), (3, 1))]


def test_parallel_runs_stop_with_clean_errors():
    start = time.monotonic()
    results = run_file(str(ERRORS))
    assert time.monotonic() - start < 10  # deadlocks are detected, not waited out
    assert [r.status for r in results] == [FAILED] * 4
    messages = [r.message for r in results]
    missing_member, cyclic, failing, counts = messages
    assert missing_member.startswith(f"{ERRORS}:8:5: error: stablehlo.all_reduce: deadlock:")
    assert "process (0, 0) in stablehlo.all_reduce (line 8) waits for process(es) (1, 0)" in missing_member
    assert "(1, 0) already finished" in missing_member
    assert "process (0, 0) in stablehlo.recv (line 32) waits for a send on channel 1" in cyclic
    assert "process (0, 1) in stablehlo.recv (line 41) waits for a send on channel 2" in cyclic
    assert failing.startswith(f"{ERRORS}:64:5: error: stablehlo.infeed: the infeed is empty")
    assert failing.endswith("(in process (0, 0) running @reader)")
    assert "Number of inputs (3) should match the sum of the number of inputs of all programs (2)" in counts
    assert "Traceback" not in "".join(messages)


def test_rendezvous_timeout_names_the_op_and_the_missing_processes():
    op = next(o for o in stablehlo_py.parse_text(ERRORS.read_text().split("// -----")[0]).walk()
              if o.name == "stablehlo.all_reduce")
    grid = ThreadedGrid(2, 1, timeout=0.05)  # (1, 0) counts as running but never arrives
    group = ((0, 0), (1, 0))
    with pytest.raises(RunAborted):
        grid.exchange((0, 0), op, group, ("all_reduce", 0, group), 1, lambda values: values)
    assert grid.error is not None and grid.error.op_name == "stablehlo.all_reduce"
    assert "timed out after 0.05 s: process (0, 0) waited for process(es) (1, 0) of the process group " \
           "[(0, 0), (1, 0)]" in grid.error.message


def test_ids_out_of_the_grid_are_errors():
    with pytest.raises(InterpreterError, match="replica id 2 .* out of range"):
        ThreadedGrid(2, 1).cross_replica([[0, 2]])
