"""Issue #26 points 3 and 4: integer ops at their own width and window ops on small inputs. shlo's time, XLA:CPU's
when JAX is importable, and their ratio, for

- the programs of ``testdata/bench`` that these points are about (``threefry_uniform``, ``rng_bit_generator``,
  ``maxpool_grad``, and issue #26's ``threefry_sampling``/``maxpool_backward`` where the manifest has them);
- single ops on the shapes the issue names: ``select_and_scatter`` of a max-pool gradient (f32[8, 32, 32, 16],
  2 x 2 / stride 2 and 3 x 3 / stride 2 / padding 1) and ``reduce_window`` (the forward pools), with their
  specializer ("plan") and with the kernel alone ("kernel": what ran before the plan); a uint32 rotate of
  threefry's (``shift_left``, ``shift_right_logical``, ``or``) on u32[1024, 1024].

Run: ``OPENBLAS_NUM_THREADS=1 PYTHONPATH=. /work/oracles/jax/bin/python benchmarks/int_window_ops.py [--no-xla]``
(XLA is timed in the same rounds as shlo: ``interleaved_best``).
"""
from __future__ import annotations

import json

import numpy as np
from bench_programs import (DATA, arguments, interleaved_best, jax_or_none, mismatch, programs, ratio, seconds,
                            warm_up, xla_runner, xla_text_runner)  # same folder: run as ``python benchmarks/...``
from rich.console import Console
from rich.table import Table

import stablehlo_py
from stablehlo_py.interpreter import kernels, registry  # noqa: F401 - importing kernels registers every kernel

PROGRAMS = ("threefry_uniform", "threefry_sampling", "rng_bit_generator", "maxpool_grad", "maxpool_backward")
POOL = (8, 32, 32, 16)
WINDOWS = {"2x2/2": ((1, 2, 2, 1), (1, 2, 2, 1), ((0, 0),) * 4),
           "3x3/2 pad 1": ((1, 3, 3, 1), (1, 2, 2, 1), ((0, 0), (1, 1), (1, 1), (0, 0)))}


def _attributes(window, strides, padding) -> str:
    pads = ", ".join(f"[{lo}, {hi}]" for lo, hi in padding)
    return (f"window_dimensions = array<i64: {', '.join(map(str, window))}>, "
            f"window_strides = array<i64: {', '.join(map(str, strides))}>, "
            f"padding = dense<[{pads}]> : tensor<{len(window)}x2xi64>")


def _counts(window, strides, padding) -> tuple[int, ...]:
    return tuple((n + lo + hi - w) // s + 1 for n, w, s, (lo, hi) in zip(POOL, window, strides, padding))


def _tensor(shape) -> str:
    return f"tensor<{'x'.join(map(str, shape))}xf32>"


def _region(operation: str, result: str = "f32") -> str:
    """A region of two f32 scalars ``%x``, ``%y`` returning ``%v = operation`` of type ``result``."""
    return (f"{{\n    ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n      %v = {operation}\n"
            f"      stablehlo.return %v : tensor<{result}>\n  }}")


def window_program(name: str, window, strides, padding) -> str:
    """A max pool's gradient (``select_and_scatter``: select GE, the first maximum; scatter add) or the max pool
    itself (``reduce_window``)."""
    t, counts = _tensor(POOL), _tensor(_counts(window, strides, padding))
    if name == "select_and_scatter":
        operands, types, result = "%op, %src, %init", f"{t}, {counts}, tensor<f32>", t
        regions = (_region("stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>", "i1") + ", "
                   + _region("stablehlo.add %x, %y : tensor<f32>"))
    else:
        operands, types, result = "%op, %init", f"{t}, tensor<f32>", counts
        regions = _region("stablehlo.maximum %x, %y : tensor<f32>")
    params = ", ".join(f"{a}: {b}" for a, b in zip(operands.split(", "), types.split(", ")))
    return (f"func.func @main({params}) -> {result} {{\n"
            f'  %r = "stablehlo.{name}"({operands}) ({regions}) {{{_attributes(window, strides, padding)}}} : '
            f"({types}) -> {result}\n  func.return %r : {result}\n}}\n")


ROTATE = """func.func @main(%x: tensor<1024x1024xui32>, %k: tensor<ui32>) -> tensor<1024x1024xui32> {
  %c32 = stablehlo.constant dense<32> : tensor<ui32>
  %r = stablehlo.subtract %c32, %k : tensor<ui32>
  %kb = stablehlo.broadcast_in_dim %k, dims = [] : (tensor<ui32>) -> tensor<1024x1024xui32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [] : (tensor<ui32>) -> tensor<1024x1024xui32>
  %0 = stablehlo.shift_left %x, %kb : tensor<1024x1024xui32>
  %1 = stablehlo.shift_right_logical %x, %rb : tensor<1024x1024xui32>
  %2 = stablehlo.or %0, %1 : tensor<1024x1024xui32>
  func.return %2 : tensor<1024x1024xui32>
}
"""


class _KernelsOnly:
    """Within it, ops run their kernels (no specializer): what ran before issue #26's plans."""

    def __enter__(self) -> None:
        self.saved = dict(registry.SPECIALIZERS)
        registry.SPECIALIZERS.clear()

    def __exit__(self, *exc) -> None:
        registry.SPECIALIZERS.update(self.saved)


def _runner(text: str, inputs: list[np.ndarray]):
    module = stablehlo_py.parse_text(text)
    for _ in range(2):  # the first run goes through the steps, the second compiles the function
        module.run(*inputs)
    return lambda: module.run(*inputs)


def main() -> None:
    parser = arguments(__doc__.splitlines()[0])
    args = parser.parse_args()
    jax = None if args.no_xla else jax_or_none()
    warm_up()
    console = Console()
    table = Table(title="issue #26 points 3-4 (best of N interleaved rounds)")
    for column in ("what", "shlo", "shlo kernel alone", "XLA", "shlo/XLA", "kernel/XLA", "outputs"):
        table.add_column(column, justify="left" if column in ("what", "outputs") else "right")
    listed = json.loads((DATA / "programs.json").read_text())
    for program in programs("models"):
        if program.name not in PROGRAMS or program.name not in listed:
            continue
        module = program.load()
        run = program.runner(module)
        result = run()
        fns = [run] + ([xla_runner(jax, program)] if jax else [])
        ours, *xla = interleaved_best(fns, args.repeat)
        xla = xla[0] if xla else None
        problem = mismatch(result, program.expected, program.rtol)
        table.add_row(program.name, seconds(ours), "", seconds(xla), ratio(ours, xla), "", problem or "match")
    rng = np.random.default_rng(0)
    cases = []
    for name, (window, strides, padding) in WINDOWS.items():
        operand = rng.standard_normal(POOL).astype(np.float32)
        source = rng.standard_normal(_counts(window, strides, padding)).astype(np.float32)
        cases.append((f"select_and_scatter {name}", window_program("select_and_scatter", window, strides, padding),
                      [operand, source, np.array(0, np.float32)]))
        cases.append((f"reduce_window max {name}", window_program("reduce_window", window, strides, padding),
                      [operand, np.array(-np.inf, np.float32)]))
    cases.append(("u32 rotate (shl, shr, or) [1024, 1024]", ROTATE,
                  [rng.integers(0, 2**32, (1024, 1024), dtype=np.uint32), np.array(13, np.uint32)]))
    for what, text, inputs in cases:
        plan = _runner(text, inputs)
        fns = [plan] + ([xla_text_runner(jax, text, inputs)] if jax else [])
        ours, *xla = interleaved_best(fns, args.repeat)
        xla = xla[0] if xla else None
        with _KernelsOnly():  # compiled and timed without the specializers
            kernel = _runner(text, inputs)
            same = all(a.tobytes() == b.tobytes() for a, b in zip(plan(), kernel()))
            (alone,) = interleaved_best([kernel], args.repeat)
        table.add_row(what, seconds(ours), seconds(alone), seconds(xla), ratio(ours, xla), ratio(alone, xla),
                      "plan = kernel" if same else "[red]plan != kernel[/]")
    console.print(table)
    if jax is None:
        console.print("XLA: n/a (jax is not importable here, or --no-xla)")


if __name__ == "__main__":
    main()
