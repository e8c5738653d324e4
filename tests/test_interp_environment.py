"""The environment variables a run reads (interpreter/environment.py): the values ``os.environ`` has at each call,
set, changed, unset or not ASCII, read from CPython's own dict of the mapping (not through ``Mapping.get``, whose
``KeyError`` for an unset variable cost ~1.2 µs of every run), and through the mapping where it has no such dict."""
from __future__ import annotations

import os

import pytest

from stablehlo_py.interpreter.environment import variable

NAME = "STABLEHLO_PY_TEST_ENVIRONMENT"


@pytest.mark.parametrize("value", ["1", "", " fast ", "caf\u00e9", "2G"])
def test_a_variable_reads_what_the_environment_holds_now(monkeypatch, value):
    monkeypatch.delenv(NAME, raising=False)
    assert variable(NAME) == ""
    monkeypatch.setenv(NAME, value)
    assert variable(NAME) == os.environ[NAME] == value
    monkeypatch.setenv(NAME, value + "x")
    assert variable(NAME) == value + "x"
    monkeypatch.delenv(NAME)
    assert variable(NAME) == ""


def test_a_variable_is_read_without_the_mappings_get(monkeypatch):
    def refuse(*args):
        raise AssertionError("os.environ.get was called")

    monkeypatch.setenv(NAME, "7")
    monkeypatch.setattr(type(os.environ), "get", refuse)
    monkeypatch.setattr(type(os.environ), "__getitem__", refuse)
    assert variable(NAME) == "7" and variable(NAME + "_UNSET") == ""


def test_an_environment_of_another_mapping_type_is_asked_as_a_mapping(monkeypatch):
    monkeypatch.setattr(os, "environ", {NAME: "3"})
    assert variable(NAME) == "3" and variable(NAME + "_UNSET") == ""
