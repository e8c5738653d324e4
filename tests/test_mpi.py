"""The process grid on MPI (issue #27): every sharded and multi-process program gives, under
``mpiexec -n N``, the bytes the threaded grid gives; a failing rank, a timeout, Ctrl-C and processes that
disagree end every rank with one message and the documented exit code. Skipped without the ``[mpi]`` extra
(mpi4py and an ``mpiexec``)."""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import mpi_programs  # noqa: E402

pytest.importorskip("mpi4py")
BIN = Path(sys.executable).parent
MPIEXEC = shutil.which("mpiexec", path=str(BIN)) or shutil.which("mpiexec")
if MPIEXEC is None:
    pytest.skip("no mpiexec (the [mpi] extra installs mpich's)", allow_module_level=True)

ROOT = Path(__file__).resolve().parents[1]
MPI_DATA = ROOT / "testdata" / "mpi"
ENV = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
SHLO = [sys.executable, "-c", "from stablehlo_py.cli.main import main; main()"]


def mpiexec(n: int, *command: object, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([MPIEXEC, "-n", str(n), *map(str, command)], capture_output=True, text=True,
                          timeout=timeout, env=ENV)


def test_every_program_gives_the_threaded_grids_bytes(tmp_path):
    cases = mpi_programs.cases()
    for n in sorted({c["processes"] for c in cases}):
        done = mpiexec(n, sys.executable, ROOT / "tests" / "mpi_driver.py", n, tmp_path, timeout=300)
        assert done.returncode == 0, done.stderr
    compared = []
    for index, case in enumerate(cases):
        record = json.loads((tmp_path / f"{index}.json").read_text())
        assert "error" not in record, record
        with np.load(tmp_path / f"{index}.npz") as data:
            on_mpi = [(d, tuple(s), data[f"arr_{k}"].tobytes()) for k, (d, s) in enumerate(record["results"])]
        on_threads = mpi_programs.as_bytes(mpi_programs.run_case(case, "threads"))
        assert on_mpi == on_threads, case["name"]
        compared.append(case["name"])
    assert len(compared) == len(cases) >= len(mpi_programs.SHARDED)


def _one_error(stderr: str) -> str:
    """The one message of a failed run (mpiexec's own notes on Ctrl-C left out)."""
    lines = [line for line in stderr.splitlines() if not line.startswith("[mpiexec@")]
    assert sum(": error: " in line or line.startswith("error: ") for line in lines) == 1, stderr
    assert "Traceback" not in stderr
    return "\n".join(lines)


def test_a_failing_rank_stops_every_rank_with_one_message():
    done = mpiexec(2, *SHLO, "run", MPI_DATA / "failing_rank.mlir", "--replicas", 2, "--input", "4xf32=1")
    message = _one_error(done.stderr)
    assert done.returncode == 1
    assert "failing_rank.mlir:9:7: error: stablehlo.infeed: the infeed is empty" in message
    assert "(in process (1, 0) running @main on rank 1)" in message


def test_processes_that_disagree_are_reported_with_the_ops_and_ranks():
    done = mpiexec(2, *SHLO, "run", MPI_DATA / "mismatched.mlir", "--replicas", 2, "--input", "4xf32=1")
    message = _one_error(done.stderr)
    assert done.returncode == 1
    assert "mismatched.mlir:8:7: error: stablehlo.all_reduce: the processes disagree: process (1, 0) came to " \
           "stablehlo.all_gather (line 15) while process (0, 0) waits in stablehlo.all_reduce (line 8) for " \
           "process(es) (1, 0)" in message
    done = mpiexec(2, *SHLO, "run", MPI_DATA / "missing_member.mlir", "--replicas", 2, "--input", "4xf32=1")
    message = _one_error(done.stderr)
    assert done.returncode == 1 and "process (1, 0) came to the end of its program" in message


def test_a_deadlock_across_ranks_is_reported_naming_every_wait():
    done = mpiexec(2, *SHLO, "run", MPI_DATA / "cyclic_recv.mlir", "--replicas", 2)
    message = _one_error(done.stderr)
    assert done.returncode == 1
    assert "deadlock: every running process is waiting: process (0, 0) on rank 0 in stablehlo.recv" in message
    assert "process (1, 0) on rank 1 in stablehlo.recv" in message


def test_the_time_limit_stops_every_rank():
    start = time.monotonic()
    done = mpiexec(2, *SHLO, "run", MPI_DATA / "endless.mlir", "--replicas", 2, "--input", "4xf32=1",
                   "--timeout", 2)
    assert time.monotonic() - start < 60
    message = _one_error(done.stderr)
    assert done.returncode == 3
    assert "endless.mlir:" in message and ": error: time limit of 2 s reached while running stablehlo." in message
    assert "in iteration" in message and "of the stablehlo.while at 7:5" in message


def test_ctrl_c_stops_every_rank():
    process = subprocess.Popen([MPIEXEC, "-n", "2", *SHLO, "run", str(MPI_DATA / "endless.mlir"), "--replicas", "2",
                                "--input", "4xf32=1", "--progress"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env=ENV)
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(process.stderr), daemon=True)
    reader.start()
    deadline = time.monotonic() + 60
    while sum("done verified" in line for line in lines) < 2 and time.monotonic() < deadline:
        time.sleep(0.1)  # until both ranks have started running (--progress says when verifying ended)
    time.sleep(1)
    process.send_signal(signal.SIGINT)
    process.wait(timeout=60)
    reader.join(10)
    message = _one_error("".join(line for line in lines if not line.startswith("done ")))
    assert process.returncode == 130
    assert "error: interrupted while running" in message


def test_the_ranks_must_match_the_grid_and_results_gather_on_rank_0(tmp_path):
    done = mpiexec(2, *SHLO, "run", MPI_DATA / "failing_rank.mlir", "--replicas", 4, "--input", "4xf32=1")
    assert done.returncode == 2
    assert _one_error(done.stderr) == "error: the process grid is 4 x 1 = 4 process(es), one per rank, but " \
                                      "mpiexec started 2 rank(s): run mpiexec -n 4 (or give --replicas/--partitions)"
    inputs = tmp_path / "x_{rank}.npy"  # a per-rank input pattern
    for rank in range(2):
        np.save(tmp_path / f"x_{rank}.npy", np.arange(6, dtype=np.float32).reshape(2, 3) / (rank + 3))
    program = MPI_DATA / "reduce_gather.mlir"
    threads = subprocess.run([*SHLO, "run", program, "--input", inputs, "--output", tmp_path / "threads.npz"],
                             capture_output=True, text=True, env=ENV)
    assert threads.returncode == 0, threads.stderr
    on_mpi = mpiexec(2, *SHLO, "run", program, "--input", inputs, "--output", tmp_path / "mpi.npz")
    assert on_mpi.returncode == 0, on_mpi.stderr
    assert on_mpi.stdout == threads.stdout  # rank 0 prints every process's results, as the threaded run does
    per_rank = mpiexec(2, *SHLO, "run", program, "--input", inputs, "--output", tmp_path / "own.npz",
                       "--output-per-rank")
    assert per_rank.returncode == 0, per_rank.stderr
    with np.load(tmp_path / "threads.npz") as want, np.load(tmp_path / "mpi.npz") as gathered:
        assert sorted(want.files) == sorted(gathered.files) == ["result0@0.0", "result0@1.0", "result1@0.0",
                                                                 "result1@1.0"]
        for key in want.files:
            assert want[key].tobytes() == gathered[key].tobytes()
            with np.load(tmp_path / f"own@{key.split('@')[1]}.npz") as own:
                assert own[key].tobytes() == want[key].tobytes()


def test_shlo_check_spans_the_ranks_with_run_parallel_grids_of_their_size():
    if not mpi_programs.SHARED_INTERPRET.is_dir():
        pytest.skip("upstream's interpret/ suite is not in ../shared")
    files = [mpi_programs.SHARED_INTERPRET / f"{name}.mlir" for name in ("all_reduce", "send_recv")]
    done = mpiexec(2, *SHLO, "check", *files, "--format", "json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)  # rank 0 alone reports
    assert report["summary"]["passed"] == 7 and report["summary"]["failed"] == 0


_API_FAILURE = """
import numpy as np, stablehlo_py
from mpi4py import MPI
module = stablehlo_py.load({path!r})
rank = MPI.COMM_WORLD.Get_rank()
try:
    module.run(np.ones(4, np.float32), grid="mpi")
except Exception as error:
    with open({out!r} + f"/rank{{rank}}.txt", "w") as file:
        file.write(type(error).__name__ + " " + str(error).splitlines()[0])
"""


def test_the_python_api_raises_on_every_rank_naming_the_failing_one(tmp_path):
    script = _API_FAILURE.format(path=str(MPI_DATA / "failing_rank.mlir"), out=str(tmp_path))
    done = mpiexec(2, sys.executable, "-c", script)
    assert done.returncode == 0, done.stderr
    first, second = ((tmp_path / f"rank{rank}.txt").read_text() for rank in range(2))
    assert first.startswith("InterpreterError ")
    assert "the run stopped: rank 1 failed: stablehlo.infeed: the infeed is empty" in first
    assert second.startswith("InterpreterError ") and "failing_rank.mlir:9:7: error: stablehlo.infeed" in second


def test_a_sharded_program_writes_each_ranks_blocks_with_output_per_rank(tmp_path):
    program = ROOT / "testdata" / "sharded" / "jit_4.shardy.mlir"
    inputs = ROOT / "testdata" / "sharded" / "jit_4.inputs.npz"
    whole = subprocess.run([*SHLO, "run", program, "--input", inputs, "--output", tmp_path / "whole.npz"],
                           capture_output=True, text=True, env=ENV)
    assert whole.returncode == 0, whole.stderr
    done = mpiexec(4, *SHLO, "run", program, "--input", inputs, "--output", tmp_path / "part.npz", "--output-per-rank")
    assert done.returncode == 0, done.stderr
    with np.load(tmp_path / "whole.npz") as data:
        result = data["result"]  # sdy.sharding<@mesh, [{"x"}, {}]>: rows split four ways
    for rank in range(4):
        with np.load(tmp_path / f"part@0.{rank}.npz") as part:
            assert part.files == [f"result@0.{rank}"]
            assert part[f"result@0.{rank}"].tobytes() == result[2 * rank:2 * rank + 2].tobytes()
