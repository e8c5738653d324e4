"""Opt-in fast numerics (issue #26 point 5): the time each transcendental takes on 1M f32 elements, and models
take, with the default numerics (float64, rounded once) and with ``numerics="fast"`` (NumPy's float32 loops).

Run: STABLEHLO_PY_THREADS=1 OPENBLAS_NUM_THREADS=1 python benchmarks/fast_numerics.py [--repeat N] [NAME ...]
(NAME: programs of ``testdata/bench/`` to time; by default the models that compute transcendentals.) Times are the
best of N interleaved rounds (``bench_programs.interleaved_best``: the machine is shared, the ratio is the figure
to read); "difference": of an op, the largest ulp distance of the fast results from the exact ones on the inputs
timed; of a model, the largest |fast - exact| over the largest |exact| of each output (the worst output).
"""
from __future__ import annotations

import numpy as np
from bench_programs import arguments, interleaved_best, programs, ratio, seconds, warm_up  # same folder
from rich.console import Console
from rich.table import Table

import stablehlo_py
from stablehlo_py.numerics.floats import ulp_distance

OPS = ["stablehlo.exponential", "stablehlo.exponential_minus_one", "stablehlo.log", "stablehlo.log_plus_one",
       "stablehlo.logistic", "stablehlo.tanh", "stablehlo.sine", "stablehlo.cosine", "stablehlo.tan",
       "stablehlo.sqrt", "stablehlo.rsqrt", "chlo.atan", "chlo.asinh"]
MODELS = ["gpt_forward", "vit_block", "rnn_500", "torch_lstm2", "torch_gru2"]
ELEMENTS = 1 << 20


def _unary(op: str, type_: str) -> stablehlo_py.Module:
    t = f"tensor<{ELEMENTS}x{type_}>"
    line = f'"{op}"(%x) : ({t}) -> {t}' if op.startswith("chlo.") else f"{op} %x : {t}"
    return stablehlo_py.parse_text(f"func.func @main(%x: {t}) -> {t} {{\n  %0 = {line}\n  return %0 : {t}\n}}\n")


def _difference(exact: tuple, fast: tuple, model: bool) -> str:
    pairs = [(e, f) for e, f in zip(exact, fast) if isinstance(e, np.ndarray) and e.dtype.kind not in "biu"]
    if not model:
        return f"{max(int(ulp_distance(f, e).max()) for e, f in pairs)} ulp"
    wide = [(e.astype(np.float64), f.astype(np.float64)) for e, f in pairs]
    return f"{max(np.max(np.abs(f - e)) / max(np.max(np.abs(e)), 1e-30) for e, f in wide):.1e}"


def main() -> None:
    parser = arguments(__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="only these programs")
    args = parser.parse_args()
    warm_up()
    console = Console()
    table = Table(title=f"numerics: exact vs fast (best of N interleaved rounds; ops on {ELEMENTS:,} elements)")
    for column in ("program", "exact", "fast", "exact/fast", "difference"):
        table.add_column(column, justify="left" if column == "program" else "right")
    rng = np.random.default_rng(0)
    x = (rng.standard_normal(ELEMENTS) * 4).astype(np.float32)
    positive = np.abs(x) + np.float32(1.5)  # in the domain of log and sqrt
    rows = []  # (name, a function of the numerics mode running it once, whether it is a model)
    for op in [] if args.names else OPS:
        module, operand = _unary(op, "f32"), positive if "log" in op or "sqrt" in op else x
        rows.append((op, lambda numerics, m=module, a=operand: m.run(a, numerics=numerics), False))
    for program in programs("models"):
        if program.name in (args.names or MODELS):
            module, flat = program.load(), program.inputs
            rows.append((program.name, (lambda numerics, m=module, a=flat: m.call_flat(a, numerics=numerics))
                         if program.source == "jax" else (lambda numerics, m=module, a=flat: m.run(*a, numerics=numerics)),
                         True))
    for name, run, model in rows:
        exact, fast = run("exact"), run("fast")
        best = interleaved_best([lambda: run("exact"), lambda: run("fast")], args.repeat)
        table.add_row(name, seconds(best[0]), seconds(best[1]), ratio(best[0], best[1]), _difference(exact, fast, model))
    console.print(table)


if __name__ == "__main__":
    main()
