"""The programs of ``testdata/bench/`` (issue #12) for ``loops.py`` and ``models.py``: loading, timing shlo and,
when JAX is importable, XLA:CPU, and checking outputs against the committed ones.

``testdata/bench/programs.json`` lists each program: ``source`` (``jax``: a ``jax.export`` blob, run with
``ExportedModule.call_flat``; ``torch``: torch_xla's MLIR text, ``@main`` run on the committed arguments),
``loop`` (whether it holds a ``while``), the scripts that run it (``groups``), an optional ``rtol``.
"""
from __future__ import annotations

import argparse
import json
import math
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np

import stablehlo_py

DATA = Path(__file__).resolve().parent.parent / "testdata" / "bench"
RTOL = 1e-4  # outputs match when |got - expected| <= ATOL_SCALE * max(1, max|expected|) + rtol * |expected|
ATOL_SCALE = 1e-5


@dataclass
class Program:
    """One benchmark program: its manifest entry, inputs and the outputs its exporter computed."""

    name: str
    source: str
    loop: bool
    what: str
    rtol: float
    inputs: list[np.ndarray] = field(repr=False)
    expected: list[np.ndarray] = field(repr=False)

    def load(self) -> stablehlo_py.Module:
        """The program as shlo loads it (a fresh module: nothing cached from an earlier run)."""
        path = DATA / (f"{self.name}.jax_exported" if self.source == "jax" else f"{self.name}.mlir")
        return stablehlo_py.load(path)

    def runner(self, module: stablehlo_py.Module, observer: Any = None) -> Callable[[], tuple]:
        """A call running ``module`` on the inputs once (``observer``: ``Module.run``'s, seeing every op)."""
        if self.source == "jax":
            return lambda: module.call_flat(self.inputs, observer=observer)
        return lambda: module.run(*self.inputs, observer=observer)

    def n_ops(self, module: stablehlo_py.Module) -> int:
        return sum(1 for _ in module.walk())


def warm_up() -> None:
    """Load and run a one-op program from text and from bytecode, so that building the parser and importing
    the interpreter are not charged to the first benchmark's first run."""
    module = stablehlo_py.parse_text("func.func @main(%a: tensor<f32>) -> tensor<f32> {\n"
                               "  %0 = stablehlo.add %a, %a : tensor<f32>\n  return %0 : tensor<f32>\n}")
    stablehlo_py.load(module.to_bytecode()).run(np.float32(1.0))


def _arrays(path: Path, prefix: str) -> list[np.ndarray]:
    with np.load(path) as archive:
        return [archive[f"{prefix}{i}"] for i in range(len(archive.files))]


def programs(group: str) -> list[Program]:
    """The programs of the manifest in ``group`` (``loops`` or ``models``), in manifest order."""
    manifest = json.loads((DATA / "programs.json").read_text())
    return [Program(name, entry["source"], entry["loop"], entry["what"], entry.get("rtol", RTOL),
                    _arrays(DATA / f"{name}.inputs.npz", "in"), _arrays(DATA / f"{name}.expected.npz", "out"))
            for name, entry in manifest.items() if group in entry["groups"]]


def mismatch(got: tuple, expected: list[np.ndarray], rtol: float) -> str | None:
    """None when ``got`` matches ``expected``; otherwise which output differs and by how much."""
    if len(got) != len(expected):
        return f"{len(got)} outputs, {len(expected)} expected"
    for i, (value, want) in enumerate(zip(got, expected)):
        value, want = np.asarray(value), np.asarray(want)
        if value.shape != want.shape:
            return f"out{i}: shape {value.shape}, expected {want.shape}"
        value, want = value.astype(np.float64), want.astype(np.float64)
        atol = ATOL_SCALE * max(1.0, float(np.max(np.abs(want), initial=0.0)))
        if not np.allclose(value, want, rtol=rtol, atol=atol):
            return f"out{i}: max |diff| {np.max(np.abs(value - want)):.3g}"
    return None


def interleaved_best(fns: Sequence[Callable[[], Any]], repeat: int = 10, budget: float = 10.0,
                     streak: int = 3) -> list[float]:
    """The fastest run of each of ``fns``, timed in rounds: in each, each function runs ``streak`` times in a
    row, and its runs after the first count (the first finds the caches and, for XLA, its runtime's threads
    as the functions before it left them; a function timed alone runs warm). Up to ``repeat`` rounds, at
    least two; fewer once ``budget`` seconds are spent. The machine is shared, so the minimum is the figure
    least disturbed by others; and a slow spell of the machine falls on every function of the rounds it
    lasts, not on one of them, so the ratios of the figures (shlo against XLA or NumPy) are steadier than
    those of functions timed one after another."""
    best = [math.inf] * len(fns)
    spent, rounds = time.perf_counter(), 0
    while rounds < repeat and (rounds < 2 or time.perf_counter() - spent < budget):
        for k, fn in enumerate(fns):
            fn()
            for _ in range(streak - 1):
                start = time.perf_counter()
                fn()
                best[k] = min(best[k], time.perf_counter() - start)
        rounds += 1
    return best


def first_run(fn: Callable[[], Any]) -> tuple[float, Any]:
    """The time of a first run of ``fn`` (a warm-up that includes verifying or compiling) and its result."""
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def jax_or_none() -> Any:
    """The ``jax`` module, or None when it is not importable (the XLA columns then show n/a)."""
    try:
        import jax
    except ImportError:
        return None
    return jax


def xla_runner(jax: Any, program: Program) -> Callable[[], Any]:
    """XLA:CPU running the program, waiting for its results. A JAX export: ``jax.jit(exp.call)`` on the
    deserialized blob. torch_xla's MLIR text, which has no blob: ``xla_text_runner``."""
    if program.source == "jax":
        exported = jax.export.deserialize(bytearray((DATA / f"{program.name}.jax_exported").read_bytes()))
        call = jax.jit(exported.call)
        args, kwargs = exported.in_tree.unflatten([jax.numpy.asarray(a) for a in program.inputs])
        return lambda: jax.block_until_ready(call(*args, **kwargs))
    return xla_text_runner(jax, (DATA / f"{program.name}.mlir").read_text(), program.inputs)


def xla_text_runner(jax: Any, text: str, inputs: Sequence[np.ndarray]) -> Callable[[], Any]:
    """XLA:CPU running the MLIR ``text``'s main function on ``inputs``, waiting for its results: compiled by the
    CPU client itself (``compile_and_load`` of ``jax._src.xla_bridge``'s backend, a JAX internal that may move
    between versions)."""
    from jax._src import xla_bridge
    from jax._src.lib import xla_client

    backend = xla_bridge.get_backend("cpu")
    devices = xla_client.DeviceList(tuple(backend.local_devices()[:1]))
    executable = backend.compile_and_load(text, devices, xla_client.CompileOptions())
    arguments = [jax.device_put(a) for a in inputs]

    def run() -> list:
        results = executable.execute_sharded(arguments).disassemble_into_single_device_arrays()
        return [jax.block_until_ready(r[0]) for r in results]
    return run


def xla_first_run(jax: Any, program: Program) -> tuple[Callable[[], Any], float, Any]:
    """XLA's runner of the program, its first run's time (compiling included) and its first result."""
    start = time.perf_counter()
    run = xla_runner(jax, program)
    result = run()
    return run, time.perf_counter() - start, result


def seconds(value: float | None) -> str:
    """A duration for the tables: µs, ms or s; "n/a" for None."""
    if value is None:
        return "n/a"
    if value < 1e-3:
        return f"{value * 1e6:.0f} µs"
    return f"{value * 1e3:.1f} ms" if value < 1 else f"{value:.2f} s"


def ratio(numerator: float | None, denominator: float | None) -> str:
    if numerator is None or denominator is None:
        return "n/a"
    value = numerator / denominator
    return f"{value:,.0f}x" if value >= 100 else f"{value:.1f}x"


def arguments(description: str) -> argparse.ArgumentParser:
    """The options every benchmark script takes (``--no-xla``, ``--repeat``); a script adds its own."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--no-xla", action="store_true", help="do not time XLA even when JAX is importable")
    parser.add_argument("--repeat", type=int, default=10,
                        help="best of N rounds, each running shlo and what it is compared with once (fewer past 10 s)")
    return parser
