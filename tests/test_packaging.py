"""The package list in pyproject.toml names every package folder (it is spelled out because the
grammar ships from grammar/ as stablehlo_py.grammar)."""
from __future__ import annotations

import tomllib

from conftest import REPO


def test_pyproject_lists_every_package():
    config = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {".".join(p.relative_to(REPO).parts[:-1]) for p in (REPO / "stablehlo_py").rglob("__init__.py")}
    assert found | {"stablehlo_py.grammar"} == listed
    assert config["package-dir"] == {"stablehlo_py.grammar": "grammar"}
    assert (REPO / "grammar" / "stablehlo.lark").is_file()
