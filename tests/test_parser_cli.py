"""``shlo parse`` and ``shlo fmt``: exit codes, messages on stderr, no tracebacks, output that parses back."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from helpers import syntax_file

from stablehlo_py import load, load_all, parse_text, parse_text_all
from stablehlo_py.cli.main import main

GOOD = ["module_pretty.mlir", "module_generic.mlir", "functions.mlir", "locations.mlir", "aliases.mlir",
        "resources.mlir"]


def shlo(*args: str):
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


def test_parse_good_files():
    result = shlo("parse", *(syntax_file(name) for name in GOOD))
    assert result.exit_code == 0
    assert result.stdout.startswith(f"{len(GOOD)} programs,") and "ok" in result.stdout
    assert result.stderr == ""


def test_parse_reports_syntax_errors_on_stderr():
    path = syntax_file("split_with_error.mlir")
    result = shlo("parse", path)
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{path}:15:26: error: unexpected ':'")
    assert "^" in result.stderr
    assert "1 failed" in result.stdout


def test_parse_split_input_file_counts_programs():
    result = shlo("parse", "--split-input-file", syntax_file("split_with_error.mlir"))
    assert result.exit_code == 1
    assert result.stdout.startswith("3 programs,") and "1 failed" in result.stdout
    assert result.stderr.count("error:") == 1 and ":15:26:" in result.stderr


def test_parse_directory(tmp_path: Path):
    (tmp_path / "nested").mkdir()
    shutil.copy(syntax_file("functions.mlir"), tmp_path / "a.mlir")
    shutil.copy(syntax_file("aliases.mlir"), tmp_path / "nested" / "b.mlir")
    (tmp_path / "notes.txt").write_text("not a program")
    ok = shlo("parse", tmp_path)
    assert ok.exit_code == 0 and ok.stdout.startswith("2 programs,")
    (tmp_path / "nested" / "bad.mlir").write_text("func.func @f( {\n}\n")
    bad = shlo("parse", "-q", tmp_path)
    assert bad.exit_code == 1
    assert bad.stderr.startswith(f"{tmp_path / 'nested' / 'bad.mlir'}:1:")
    assert bad.stdout == ""


@pytest.mark.parametrize("generic", [False, True], ids=["pretty", "generic"])
def test_fmt_output_parses_to_the_same_module(generic: bool):
    for name in GOOD:
        path = syntax_file(name)
        result = shlo("fmt", *(["--generic"] if generic else []), path)
        assert result.exit_code == 0, result.stderr
        assert parse_text(result.stdout) == load(path)
        assert ('"builtin.module"() ' in result.stdout) == generic


def test_fmt_split_input_file(tmp_path: Path):
    path = tmp_path / "two.mlir"
    path.write_text(syntax_file("functions.mlir").read_text() + "// -----\n" + syntax_file("aliases.mlir").read_text())
    result = shlo("fmt", "--split-input-file", path)
    assert result.exit_code == 0
    assert parse_text_all(result.stdout) == load_all(path)


def test_fmt_syntax_error_writes_only_the_message():
    result = shlo("fmt", syntax_file("split_with_error.mlir"))
    assert result.exit_code == 1
    assert result.stdout == ""
    assert ":15:26: error:" in result.stderr


def test_help_shows_examples():
    top = shlo("--help")
    assert top.exit_code == 0 and "Examples:" in top.stdout
    for command in ("run", "check", "verify"):  # one example each in the top-level help
        assert sum(line.strip().startswith(f"shlo {command} ") for line in top.stdout.splitlines()) == 1
    for command in ("parse", "fmt", "check"):
        result = shlo(command, "--help")
        assert result.exit_code == 0
        assert "Examples:" in result.stdout and f"shlo {command} " in result.stdout


def test_non_utf8_and_missing_files(tmp_path: Path):
    latin1 = tmp_path / "latin1.mlir"
    latin1.write_bytes(b"// caf\xe9\n")
    for command in ("parse", "fmt"):
        result = shlo(command, latin1)
        assert result.exit_code == 1
        assert result.stderr.strip() == f"{latin1}: error: file is not UTF-8 text, MLIR bytecode or a jax.export blob"
        missing = shlo(command, tmp_path / "missing.mlir")
        assert missing.exit_code == 2 and "does not exist" in missing.stderr


def test_module_entry_point_runs_without_traceback(tmp_path: Path):
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @f() {\n  return $\n}\n")
    proc = subprocess.run([sys.executable, "-m", "stablehlo_py.cli.main", "parse", str(bad)],
                          capture_output=True, text=True, cwd=Path(__file__).resolve().parents[1])
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"{bad}:2:10: error: unexpected character '$'")
    assert "Traceback" not in proc.stderr
