"""Helpers shared by the tests (fixtures and the location of the upstream suites are in conftest.py).

Parsing and printing (tests/test_parser_*.py): ``parse``, ``parse_op``, ``assert_fixpoint``, ``syntax_file``.
Running programs (tests/test_interp_*.py): ``run_main``, ``run_op``, ``check_programs``, ``ulp_close``,
``tensor_type``, ``ints``; a producer's expected results (tests/test_*_exports.py): ``assert_results_match``,
``assert_shlo_run_matches``; jax exports: ``assert_runs_as_exp_call``.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

import stablehlo_py
from stablehlo_py import Module, Op, load, parse_text
from stablehlo_py.interpreter.evaluator import Interpreter
from stablehlo_py.harness.runner import run_file
from stablehlo_py.interpreter.self_checking import PASSED

SYNTAX = Path(__file__).resolve().parents[1] / "testdata" / "syntax"


# ---------------------------------------------------------------- parsing and printing
def assert_fixpoint(module: Module) -> Module:
    """The printer's contract: both printed forms parse back to ``module`` and print identically."""
    pretty = str(module)
    reparsed = parse_text(pretty)
    assert reparsed == module, f"the pretty form parses to a different AST:\n{pretty}"
    assert str(reparsed) == pretty
    generic = module.to_text(generic=True)
    from_generic = parse_text(generic)
    assert from_generic == module, f"the generic form parses to a different AST:\n{generic}"
    assert from_generic.to_text(generic=True) == generic
    assert str(from_generic) == pretty
    return module


def parse(text_or_path: str | Path) -> Module:
    """``parse_text`` (a str) or ``load`` (a Path) plus the printer fixpoint checks."""
    return assert_fixpoint(load(text_or_path) if isinstance(text_or_path, Path) else parse_text(text_or_path))


def parse_op(text: str) -> Op:
    """The single top-level op of ``text`` (after the fixpoint checks)."""
    module = parse(text)
    assert len(module.body) == 1 and isinstance(module.body[0], Op), module.body
    return module.body[0]


def syntax_file(name: str) -> Path:
    """A program of testdata/syntax/."""
    return SYNTAX / name


# ---------------------------------------------------------------- running programs
MLIR_TYPES = {np.dtype(np.int64): "i64", np.dtype(np.int32): "i32", np.dtype(np.float32): "f32",
              np.dtype(np.uint8): "ui8", np.dtype(np.bool_): "i1", np.dtype(np.int8): "i8",
              np.dtype(np.int16): "i16", np.dtype(np.uint16): "ui16", np.dtype(np.uint64): "ui64",
              np.dtype(np.float64): "f64"}


def run_main(text: str, *args: np.ndarray, seed: int | None = None) -> list:
    """Run ``@main`` of the module ``text`` on ``args``; its results."""
    interpreter = Interpreter(stablehlo_py.parse_text(text))
    if seed is not None:
        interpreter.rng_seed = seed
    return interpreter.call("main", list(args))


def tensor_type(shape, dtype) -> str:
    """The MLIR spelling of a tensor of ``shape`` and the NumPy ``dtype`` (one of MLIR_TYPES)."""
    element = MLIR_TYPES[np.dtype(dtype)]
    return f"tensor<{'x'.join(str(d) for d in shape)}{'x' if len(shape) else ''}{element}>"


def ints(values) -> str:
    """``[1, 2, 3]``: integers as an MLIR list."""
    return "[" + ", ".join(str(int(v)) for v in values) + "]"


def run_op(op_text: str, args: list[np.ndarray], result_types: list[str]) -> list[np.ndarray]:
    """Run ``op_text`` (an op producing ``%r`` from ``%a0``, ``%a1``, ...) as the body of ``@main``."""
    params = ", ".join(f"%a{i}: {tensor_type(a.shape, a.dtype)}" for i, a in enumerate(args))
    n = len(result_types)
    results = "%r" if n == 1 else ", ".join(f"%r#{i}" for i in range(n))
    lhs = "%r" if n == 1 else f"%r:{n}"
    text = (f"func.func @main({params}) -> ({', '.join(result_types)}) {{\n"
            f"  {lhs} = {op_text}\n"
            f"  func.return {results} : {', '.join(result_types)}\n}}\n")
    return run_main(text, *args)


def check_programs(path: Path) -> int:
    """Run every self-checking program of a test file (its ``check.*`` test ops compare the results);
    assert all pass; the number run."""
    results = run_file(str(path))
    failures = [f"{r.label}: {r.message}" for r in results if r.status != PASSED]
    assert not failures, "\n".join(failures)
    return len(results)


def ulp_close(actual: np.ndarray, expected: np.ndarray, rtol: float) -> bool:
    """``actual`` equals ``expected`` to ``rtol`` relative to the largest magnitude of ``expected``."""
    scale = max(float(np.max(np.abs(expected))), 1.0)
    return actual.shape == expected.shape and bool(np.all(np.abs(actual - expected) <= rtol * scale))


def assert_results_match(name: str, results, expected: list[np.ndarray], rtol: float, atol: float) -> None:
    """A run's ``results`` are the producer's ``expected`` arrays: the same count, shapes and dtypes, integers
    and booleans exactly, floats within ``rtol`` / ``atol``."""
    assert len(results) == len(expected), name
    for k, (got, want) in enumerate(zip(results, expected)):
        got = np.asarray(got)
        assert got.shape == want.shape and got.dtype == want.dtype, (name, k, got.shape, got.dtype, want.shape)
        if want.dtype.kind in "biu":
            np.testing.assert_array_equal(got, want, err_msg=f"{name} result {k}")
        else:
            np.testing.assert_allclose(got, want, rtol=rtol, atol=atol, err_msg=f"{name} result {k}")


def assert_shlo_run_matches(program: Path, inputs: Path, expected: Path, rtol: float, atol: float) -> None:
    """``shlo run PROGRAM --input INPUTS --expect EXPECTED`` (its default entry: @main, else the only public
    function) exits 0 and says the results match."""
    from click.testing import CliRunner

    from stablehlo_py.cli.main import main

    result = CliRunner().invoke(main, ["run", str(program), "--input", str(inputs),
                                       "--expect", str(expected), "--rtol", str(rtol), "--atol", str(atol)])
    assert result.exit_code == 0, result.output
    assert "match the expected values" in result.output


def assert_runs_as_exp_call(text: Path, blob: Path, inputs: list, expected: list, tolerance: float) -> None:
    """A jax.export program gives ``expected`` (what ``exp.call`` gave) from its text (``run``) and from its
    blob (``call_flat``), within ``tolerance`` (relative and absolute)."""
    from_text = parse_text(text.read_text()).run(*inputs)
    from_blob = load(blob).call_flat(inputs)
    for results in (from_text, from_blob):
        assert len(results) == len(expected)
        for got, want in zip(results, expected):
            np.testing.assert_allclose(got, want, rtol=tolerance, atol=tolerance)
