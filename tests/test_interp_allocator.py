"""glibc's thresholds (interpreter/allocator.py): set once per process by the first run, with the values the
module gives; left alone where the user set glibc's own variables, or where the C library is not glibc."""
from __future__ import annotations

import ctypes
import subprocess
import sys

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.interpreter import allocator

PROGRAM = "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %a : tensor<4xf32>\n}\n"


class _Libc:
    """A C library that records its ``mallopt`` calls (``glibc``: whether it has glibc's version function)."""

    def __init__(self, calls: list, glibc: bool = True):
        self.mallopt = lambda option, value: calls.append((option, value)) or 1
        if glibc:
            self.gnu_get_libc_version = lambda: b"2.36"


@pytest.fixture
def calls(monkeypatch):
    made: list = []
    monkeypatch.setattr(allocator, "_set", False)
    monkeypatch.setattr(allocator.sys, "platform", "linux")
    monkeypatch.setattr(ctypes, "CDLL", lambda name: _Libc(made))
    for name in allocator._USER_CHOICES:
        monkeypatch.delenv(name, raising=False)
    return made


def test_first_run_sets_both_thresholds_once(calls):
    module = stablehlo_py.parse_text(PROGRAM)
    for _ in range(3):
        module.run(np.ones(4, np.float32))
    assert calls == [(-3, allocator.MMAP_THRESHOLD), (-1, allocator.TRIM_THRESHOLD)]
    assert allocator.MMAP_THRESHOLD == 32 << 20 and allocator.TRIM_THRESHOLD == 64 << 20


@pytest.mark.parametrize("name", allocator._USER_CHOICES)
def test_the_users_choice_is_kept(calls, monkeypatch, name):
    monkeypatch.setenv(name, "131072")
    allocator.keep_freed_blocks()
    assert calls == []


def test_other_c_libraries_and_systems_are_left_alone(calls, monkeypatch):
    monkeypatch.setattr(ctypes, "CDLL", lambda name: _Libc(calls, glibc=False))
    allocator.keep_freed_blocks()
    assert calls == []
    monkeypatch.setattr(allocator, "_set", False)
    monkeypatch.setattr(allocator.sys, "platform", "darwin")
    monkeypatch.setattr(ctypes, "CDLL", lambda name: _Libc(calls))
    allocator.keep_freed_blocks()
    assert calls == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt: Linux")
def test_the_real_call_in_a_fresh_process():
    """On this machine's C library itself: a run sets the thresholds (when it is glibc) and gives its result."""
    script = ("import numpy as np, stablehlo_py\nfrom stablehlo_py.interpreter import allocator\n"
              f"m = stablehlo_py.parse_text({PROGRAM!r})\n"
              "print(m.run(np.arange(4, dtype=np.float32))[0].tolist(), allocator._set)")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["[0.0,", "1.0,", "2.0,", "3.0]", "True"]
