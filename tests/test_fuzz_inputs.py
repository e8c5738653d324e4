"""Broken input files (issue #15, point 4): truncated ``.npy``, wrong dtypes and shapes, pickled object
arrays, ``.npz`` archives whose members lie about their sizes, non-UTF-8 and empty files; through the
API (``harness.inputs``) and through ``shlo run --input``. Only project errors (``InputError``) may come
out, and the CLI exits with one of its documented codes, never with a traceback."""
from __future__ import annotations

import subprocess
import sys

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from fuzzing import write_counts  # noqa: F401 (a fixture: the counts of make fuzz)
from fuzzing import INPUT_KINDS, INPUT_PROGRAM, REPO, broken_input, count, fuzz_settings
from stablehlo_py import StableHLOError, parse_text
from stablehlo_py.cli.main import main
from stablehlo_py.errors import InternalError
from stablehlo_py.harness.inputs import match_arrays, read_input_specs

CLI_CODES = {0, 1, 2, 3, 5}  # not 70 (internal error)
SEEDS = st.integers(0, 2**32 - 1)
_FUNC = parse_text(INPUT_PROGRAM.read_text(), str(INPUT_PROGRAM)).funcs["main"]


def _write(tmp_path_factory, kind: str, seed: int):
    data, suffix = broken_input(kind, seed)
    path = tmp_path_factory.mktemp("inputs") / f"broken_{kind}{suffix}"
    path.write_bytes(data)
    return path


@pytest.mark.timeout(300)
@fuzz_settings(scale=2)
@given(kind=st.sampled_from(INPUT_KINDS), seed=SEEDS)
def test_broken_inputs_through_the_api(tmp_path_factory, kind, seed):
    path = _write(tmp_path_factory, kind, seed)
    try:
        arrays, origins = read_input_specs([str(path)])
        match_arrays(arrays, _FUNC, "input", allow_extra=False, source=str(path), origins=origins)
        outcome = "matched"
    except InternalError:
        raise
    except StableHLOError as exc:
        assert str(exc)
        outcome = "rejected"
    count("input-api", kind, outcome)


def _check_cli(args: list[str]):
    result = CliRunner().invoke(main, args)
    assert "Traceback" not in result.output, result.output
    assert result.exit_code in CLI_CODES, (result.exit_code, result.output, result.exception)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result


@pytest.mark.timeout(300)
@fuzz_settings(scale=0.5)
@given(kind=st.sampled_from(INPUT_KINDS), seed=SEEDS)
def test_broken_inputs_through_the_cli(tmp_path_factory, kind, seed):
    path = _write(tmp_path_factory, kind, seed)
    result = _check_cli(["run", str(INPUT_PROGRAM), "--input", str(path)])
    count("input-cli", kind, f"exit{result.exit_code}")


@pytest.mark.parametrize("kind", ["truncated_npy", "object_array", "npz_size_lie", "non_utf8"])
def test_broken_inputs_through_a_real_shlo_process(tmp_path_factory, kind):
    """The same through ``python -m``-style real processes (a few: each costs an interpreter start)."""
    path = _write(tmp_path_factory, kind, 1)
    done = subprocess.run([sys.executable, "-c", "from stablehlo_py.cli.main import main; main()", "run",
                           str(INPUT_PROGRAM), "--input", str(path)], capture_output=True, text=True, cwd=REPO,
                          timeout=60, env={"PATH": "/usr/bin:/bin"})
    assert done.returncode in CLI_CODES - {0}, done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    assert str(path.name) in done.stdout + done.stderr
