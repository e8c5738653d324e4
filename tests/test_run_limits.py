"""Issue #15, time limits, Ctrl-C, threads and dying workers: ``timeout=`` and ``shlo run --timeout`` stop a
run with a located ``TimeLimitError`` naming the op and each loop's iteration (interpreter/deadline.py),
SIGINT stops ``shlo run`` the same way, a stopped run leaves the caches whole, threads running one module
agree bit for bit with a serial run, and a ``shlo check`` worker killed with SIGKILL is one failed item."""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

import stablehlo_py
from stablehlo_py.cli.main import main
from stablehlo_py.errors import Interrupted, ResourceError
from stablehlo_py.interpreter import run_on_grid
from stablehlo_py.interpreter.deadline import RunInterrupted, RunStop, TimeLimitError
from stablehlo_py.interpreter.evaluator import GENERATE_VARIABLE

REPO = Path(__file__).resolve().parents[1]
BENCH = REPO / "testdata" / "bench"
MIXED = REPO / "testdata" / "concurrency" / "loop_rng_reduce_sort.mlir"

# @main loops for ever: an outer while (line 3) around an inner one (line 12) of 10^12 sines, which no run
# leaves within its time limit. So the stop lands inside the inner loop (its body or its own driver), never
# in the outer loop's driver between two inner loops: that window, about 1% of the time with an inner loop
# of 100 passes, made the test fail now and then.
ENDLESS = """\
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%i = %zero, %v = %x) : tensor<i64>, tensor<4xf32>
    cond {
      %c = stablehlo.compare GE, %i, %zero : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i64>
      %j = stablehlo.add %i, %one : tensor<i64>
      %zero2 = stablehlo.constant dense<0> : tensor<i64>
      %many = stablehlo.constant dense<1000000000000> : tensor<i64>
      %w:2 = stablehlo.while(%k = %zero2, %u = %v) : tensor<i64>, tensor<4xf32>
        cond {
          %d = stablehlo.compare LT, %k, %many : (tensor<i64>, tensor<i64>) -> tensor<i1>
          stablehlo.return %d : tensor<i1>
        } do {
          %k2 = stablehlo.add %k, %one : tensor<i64>
          %s = stablehlo.sine %u : tensor<4xf32>
          stablehlo.return %k2, %s : tensor<i64>, tensor<4xf32>
        }
      stablehlo.return %j, %w#1 : tensor<i64>, tensor<4xf32>
    }
  return %r#1 : tensor<4xf32>
}
"""
OPS_IN_LOOPS = {"stablehlo.compare", "stablehlo.add", "stablehlo.sine", "stablehlo.while"}
LOOPS = re.compile(r"in iteration ([\d,]+) of the stablehlo\.while at 12:(\d+), "
                   r"in iteration ([\d,]+) of the stablehlo\.while at 3:3$")


def _bench(name: str) -> tuple[stablehlo_py.Module, list[np.ndarray], list[np.ndarray]]:
    """A fresh module of testdata/bench (a jax.export blob) with its inputs and the outputs jax computed."""
    with np.load(BENCH / f"{name}.inputs.npz") as inputs, np.load(BENCH / f"{name}.expected.npz") as expected:
        return (stablehlo_py.load(BENCH / f"{name}.jax_exported"),
                [inputs[f"in{i}"] for i in range(len(inputs.files))],
                [expected[f"out{i}"] for i in range(len(expected.files))])


@pytest.mark.parametrize("policy", ["always", "never"])
def test_an_endless_loop_stops_at_its_time_limit_naming_the_op_and_both_loops(policy, monkeypatch):
    """Generated code (``always``) and the steps (``never``) both say where the run was: the op (its
    place), the inner loop and the outer loop, each with its iteration."""
    monkeypatch.setenv(GENERATE_VARIABLE, policy)
    module = stablehlo_py.parse_text(ENDLESS, "endless.mlir")
    module.verify()
    started = time.monotonic()
    with pytest.raises(TimeLimitError) as caught:
        module.run(np.ones(4, np.float32), timeout=0.3)
    assert time.monotonic() - started < 1.3
    error = caught.value
    assert isinstance(error, ResourceError) and error.source_name == "endless.mlir" and error.line >= 5
    head = str(error).splitlines()[0]
    assert head.startswith(f"endless.mlir:{error.line}:{error.column}: error: time limit of 0.3 s reached "
                           f"while running stablehlo.")
    assert head.split("while running ")[1].split(",")[0] in OPS_IN_LOOPS
    inner, _, outer = LOOPS.search(head).groups()
    assert int(inner.replace(",", "")) >= 1 and int(outer.replace(",", "")) == 1


@pytest.mark.parametrize("seconds", [0.0005, 0.002, 0.02])
def test_a_run_after_a_stopped_one_gives_the_oracles_results(seconds):
    """lorenz_rk4 (10,000 RK4 steps in a ``fori_loop``, 0.1-0.3 s; jax's outputs committed) stopped by deadlines
    that fall while it compiles and while it loops, then run whole: nothing a stop left behind changes the
    results. (A program of ~10 ms gave too little margin on a busy machine: the watchdog thread, late for the
    processor and the GIL, could find the run over.)"""
    module, inputs, expected = _bench("lorenz_rk4")
    module.verify()
    with pytest.raises(TimeLimitError, match=r"time limit of 0\.0\d+ s reached"):
        module.call_flat(inputs, timeout=seconds)
    (got,) = module.call_flat(inputs)
    np.testing.assert_allclose(got, expected[0], rtol=1e-5, atol=1e-5)


# Two replicas that loop for ever, meeting in an all_reduce on every pass.
ENDLESS_GRID = """\
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %r = stablehlo.while(%v = %x) : tensor<3xf32>
    cond {
      %t = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %t : tensor<i1>
    } do {
      %s = "stablehlo.all_reduce"(%v) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %m = stablehlo.maximum %a, %b : tensor<f32>
          stablehlo.return %m : tensor<f32>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3xf32>) -> tensor<3xf32>
      stablehlo.return %s : tensor<3xf32>
    }
  return %r : tensor<3xf32>
}
"""


def test_a_grid_run_stops_every_process_at_its_time_limit():
    module = stablehlo_py.parse_text(ENDLESS_GRID, "grid.mlir")
    module.verify()
    before = threading.active_count()
    inputs = {(r, 0): [np.full(3, r, np.float32)] for r in range(2)}
    started = time.monotonic()
    with pytest.raises(TimeLimitError) as caught:
        run_on_grid(module, inputs, 2, 1, timeout=0.3)
    assert time.monotonic() - started < 1.5
    head = str(caught.value).splitlines()[0]
    assert re.search(r"^grid\.mlir:\d+:\d+: error: time limit of 0\.3 s reached while running stablehlo\.\w+, "
                     r"in iteration [\d,]+ of the stablehlo\.while at 2:3 \(in process \([01], 0\) running @main\)$",
                     head), head
    deadline = time.monotonic() + 2
    while threading.active_count() > before and time.monotonic() < deadline:  # the processes' threads end
        time.sleep(0.01)
    assert threading.active_count() == before


def test_run_stop_stops_a_worker_thread_and_takes_only_positive_limits():
    """The deadline reaches a run in any thread (not only the main one, as SIGALRM would)."""
    module = stablehlo_py.parse_text(ENDLESS, "endless.mlir")
    module.verify()
    caught: list[BaseException] = []

    def run() -> None:
        try:
            module.run(np.ones(4, np.float32), timeout=0.2)
        except TimeLimitError as exc:
            caught.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(5)
    assert not thread.is_alive() and LOOPS.search(str(caught[0]).splitlines()[0])
    for bad in (0, -1.0, float("nan"), float("inf")):
        with pytest.raises(ValueError, match="give a number of seconds > 0"):
            RunStop(bad)


class _SlowFinalizer:
    """An object whose ``__del__`` spins for ``seconds``: a stop raised meanwhile lands inside it, where Python
    drops it (only ``sys.unraisablehook`` hears of it)."""

    def __init__(self, seconds: float):
        self.seconds = seconds

    def __del__(self) -> None:
        end = time.perf_counter() + self.seconds
        while time.perf_counter() < end:
            pass


@pytest.mark.parametrize("kind", ["time limit", "interrupt"])
def test_a_stop_python_drops_in_a_finalizer_still_stops_the_run(kind):
    """The stop lands in a ``__del__`` 0.2 s into the run; the run then spins for 6 s more. Dropped, it would
    be seen only when the run ends (the check after ``fn``); made pending again by ``deadline._dropped_stop``,
    it stops the run right after the finalizer (0.5 s), and nothing is reported as unraisable."""
    reported: list = []
    before = sys.unraisablehook
    sys.unraisablehook = reported.append

    def spin() -> None:
        _SlowFinalizer(0.5)  # made and dropped at once: its __del__ runs now, in this thread
        end = time.perf_counter() + 6
        while time.perf_counter() < end:
            pass

    start = time.perf_counter()
    try:
        with RunStop(0.2 if kind == "time limit" else None) as stop:
            if kind == "interrupt":
                threading.Timer(0.2, stop.interrupt).start()
            with pytest.raises(TimeLimitError if kind == "time limit" else RunInterrupted):
                stop.run(spin)
    finally:
        hook_after, sys.unraisablehook = sys.unraisablehook, before
    assert time.perf_counter() - start < 3
    assert reported == [] and hook_after == reported.append  # the hook put back as it was


def test_ctrl_c_in_the_api_is_a_located_keyboard_interrupt():
    """Ctrl-C (here: a KeyboardInterrupt raised into the running thread, as SIGINT's handler does) stops the
    run with ``RunInterrupted``: an ``errors.Interrupted`` at the op, still a ``KeyboardInterrupt``."""
    module = stablehlo_py.parse_text(ENDLESS, "endless.mlir")
    module.verify()
    with RunStop(None) as stop:
        timer = threading.Timer(0.2, stop.interrupt)
        timer.start()
        with pytest.raises(RunInterrupted) as caught:
            stop.run(lambda: module.run(np.ones(4, np.float32)))
    assert isinstance(caught.value, Interrupted) and isinstance(caught.value, KeyboardInterrupt)
    head = str(caught.value).splitlines()[0]
    assert " error: interrupted while running stablehlo." in head and LOOPS.search(head), head


def _shlo(*args: str, cwd: Path) -> tuple:
    old = Path.cwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(main, list(args))
    finally:
        os.chdir(old)


def test_shlo_run_timeout_2_stops_an_endless_loop_within_3_seconds(tmp_path):
    (tmp_path / "endless.mlir").write_text(ENDLESS)
    started = time.monotonic()
    result = _shlo("run", "endless.mlir", "--input", "4xf32=1 2 3 4", "--timeout", "2", cwd=tmp_path)
    assert time.monotonic() - started < 3
    assert result.exit_code == 3, result.output  # a resource limit (cli/exits.py)
    assert re.search(r"endless\.mlir:\d+:\d+: error: time limit of 2 s reached while running stablehlo\.",
                     result.output), result.output
    head, source_line, caret = result.output.strip().splitlines()[-3:]  # the source line and a caret under the op
    assert LOOPS.search(head) and caret.strip() == "^" and "stablehlo." in source_line


def test_sigint_stops_shlo_run_with_one_located_line(tmp_path):
    """A real ``shlo run`` of an endless loop, SIGINT once it runs (after --show-compiled's listing)."""
    (tmp_path / "endless.mlir").write_text(ENDLESS)
    environment = {k: v for k, v in os.environ.items() if k != "STABLEHLO_PY_DEBUG"}
    run = subprocess.Popen([sys.executable, "-m", "stablehlo_py.cli.main", "run", "endless.mlir", "--show-compiled",
                            "--input", "4xf32=1 2 3 4"], cwd=tmp_path, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True, env=environment)
    try:
        listing = ""
        while "# @main" not in listing:  # the compiled source comes just before the run starts
            line = run.stderr.readline()
            assert line, "shlo run ended before running"
            listing += line
        time.sleep(0.8)
        run.send_signal(signal.SIGINT)
        stdout, stderr = run.communicate(timeout=20)
    finally:
        run.kill()
    lines = [line for line in stderr.splitlines() if " error: " in line]
    assert lines and re.search(r"endless\.mlir:\d+:\d+: error: interrupted while running stablehlo\.", lines[-1])
    assert LOOPS.search(lines[-1]), stderr
    assert run.returncode == 130 and "Traceback" not in stderr, stderr


def test_eight_threads_running_one_module_agree_bit_for_bit_with_a_serial_run():
    """A loop drawing from ``stablehlo.rng`` (seeded), a reduce and a sort: 8 threads x 100 runs of one
    module, unverified and uncompiled when they start, give what one serial run gives."""
    module = stablehlo_py.load(MIXED)
    x = np.linspace(0, 1, 16, dtype=np.float32)
    results: list[list[tuple]] = [[] for _ in range(8)]
    barrier = threading.Barrier(8)

    def work(k: int) -> None:
        barrier.wait()
        results[k] = [module.run(x, seed=7) for _ in range(100)]

    threads = [threading.Thread(target=work, args=(k,)) for k in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    serial = stablehlo_py.load(MIXED).run(x, seed=7)
    assert _sorted_and_summed(serial, x)
    for runs in results:
        assert len(runs) == 100
        for run in runs:
            for got, want in zip(run, serial):
                assert got.dtype == want.dtype and got.tobytes() == want.tobytes()


def _sorted_and_summed(results: tuple, x: np.ndarray) -> bool:
    """What holds whatever the rng draws: values in [0.9^20 x, 0.9^20 x + 10), sorted descending with their
    positions, summed."""
    values, total, order = results
    decayed = (x * np.float32(0.9) ** 20)[order]
    return bool(np.all(np.diff(values) <= 0) and sorted(order) == list(range(16))
                and np.all(values >= decayed - 1e-5) and np.all(values < decayed + 10)
                and np.isclose(total, values.sum(dtype=np.float64), rtol=1e-5))


def _models_with_serial_results(folder: Path) -> None:
    """Models whose sidecars hold this process's serial results, compared with tolerance 0: the loop with rng
    under two seeds, and fori_sine."""
    x = np.linspace(0, 1, 16, dtype=np.float32)
    for seed in (7, 11):
        name = f"mixed_seed{seed}"
        (folder / f"{name}.mlir").write_text(MIXED.read_text())
        results = stablehlo_py.load(MIXED).run(x, seed=seed)
        np.savez(folder / f"{name}.npz", in0=x, **{f"out{i}": r for i, r in enumerate(results)})
        (folder / f"{name}.toml").write_text(f"seed = {seed}\nrtol = 0\natol = 0\n")
    module, inputs, _ = _bench("fori_sine")
    (folder / "fori_sine.jax_exported").write_bytes((BENCH / "fori_sine.jax_exported").read_bytes())
    np.savez(folder / "fori_sine.npz", **{f"in{i}": a for i, a in enumerate(inputs)},
             **{f"out{i}": r for i, r in enumerate(module.call_flat(inputs))})
    (folder / "fori_sine.toml").write_text("rtol = 0\natol = 0\n")


def test_shlo_check_in_this_process_gives_a_serial_runs_results_bit_for_bit(tmp_path):
    """``--jobs 0``; the same models pass with ``--jobs 2`` in the worker-killing test below."""
    _models_with_serial_results(tmp_path)
    result = _shlo("check", ".", "--format", "json", cwd=tmp_path)
    assert result.exit_code == 0, result.output
    items = json.loads(result.output)["items"]
    assert sorted(i["outcome"] for i in items) == ["passed"] * 3
    assert all(c["ok"] and c["rtol"] == c["atol"] == c["max_abs_error"] == 0 for i in items for c in i["comparisons"])


PASSING = """\
func.func @main() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.add %0, %0 : tensor<2xi32>
  check.expect_eq_const %1, dense<[2, 4]> : tensor<2xi32>
  func.return
}
"""
ENDLESS_CHECK = """\
func.func @main() {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r = stablehlo.while(%i = %zero) : tensor<i64>
    cond {
      %c = stablehlo.compare GE, %i, %zero : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i64>
      %j = stablehlo.add %i, %one : tensor<i64>
      stablehlo.return %j : tensor<i64>
    }
  check.expect_eq_const %r, dense<0> : tensor<i64>
  func.return
}
"""


def _children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (from /proc)."""
    found = []
    for entry in filter(str.isdigit, os.listdir("/proc")):
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        if int(stat.rpartition(")")[2].split()[1]) == pid:
            found.append(int(entry))
    return found


def _cpu_seconds(pid: int) -> float:
    """User plus system CPU time of process ``pid`` so far (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="finds the busy worker through /proc")
def test_a_shlo_check_worker_killed_with_sigkill_is_one_failed_program(tmp_path):
    """``shlo check --jobs 2`` on three passing programs, three models whose sidecars hold this process's
    serial results (tolerance 0: the workers' runs are bit-identical to it) and one endless loop: the worker
    busy with the loop is killed (SIGKILL); that program fails, saying so, and the six others pass. Takes
    about 10 s: two worker processes start, then a third in place of the one killed."""
    _models_with_serial_results(tmp_path)
    for name in ("a", "b", "c"):
        (tmp_path / f"pass_{name}.mlir").write_text(PASSING)
    (tmp_path / "endless.mlir").write_text(ENDLESS_CHECK)
    environment = {k: v for k, v in os.environ.items() if k not in ("STABLEHLO_PY_DEBUG", "PYTEST_XDIST_WORKER")}
    run = subprocess.Popen([sys.executable, "-m", "stablehlo_py.cli.main", "check", "--jobs", "2", "."],
                           cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           env=environment | {"CI": "true"})
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(run.stdout), daemon=True)
    reader.start()
    try:
        deadline = time.monotonic() + 60
        while not any(line.startswith("PASSED") for line in lines) and time.monotonic() < deadline:
            time.sleep(0.05)  # the workers have started and collected
        # the endless loop's worker: the only one busy while every other worker idles (nothing left it can
        # run), in 3 samples in a row (1.5 s); a worker still collecting or running another program keeps
        # the others from idling, and killing it instead would leave the loop running forever
        busy = last = None
        streak = 0
        while busy is None and time.monotonic() < deadline:
            workers = _children(run.pid)
            before = {pid: _cpu_seconds(pid) for pid in workers}
            time.sleep(0.5)
            gained = {pid: _cpu_seconds(pid) - before[pid] for pid in workers}
            running = [pid for pid, seconds in gained.items() if seconds > 0.05]
            idle = all(seconds < 0.02 for pid, seconds in gained.items() if pid not in running)
            alone = running[0] if len(running) == 1 and len(workers) > 1 and idle else None
            streak = streak + 1 if alone is not None and alone == last else int(alone is not None)
            last = alone
            busy = alone if streak >= 3 else None
        assert busy is not None, "no worker was found running the endless loop"
        os.kill(busy, signal.SIGKILL)
        run.wait(timeout=60)
        reader.join(5)
    finally:
        run.kill()
    output = "".join(lines)
    assert run.returncode == 1, output + run.stderr.read()
    assert output.splitlines()[-1] == "6 passed, 1 failed, 0 skipped"
    assert sorted(line for line in output.splitlines() if line.startswith(("PASSED", "FAILED"))) == [
        "FAILED endless.mlir::main", "PASSED fori_sine.jax_exported::fori_sine.npz",
        "PASSED mixed_seed11.mlir::mixed_seed11.npz",
        "PASSED mixed_seed7.mlir::mixed_seed7.npz", "PASSED pass_a.mlir::main", "PASSED pass_b.mlir::main",
        "PASSED pass_c.mlir::main"]
    assert "endless.mlir: error: the worker process running endless.mlir::main crashed: killed by signal 9 " \
           "(SIGKILL)" in output
