"""Parsing from several threads at once: each parse has its own aliases and resources (issue #9, point 9)."""
from __future__ import annotations

import threading

from stablehlo_py import parse_text

# Each thread's program defines `!t` as its own tensor type and uses it 300 times.
_ELEMENT_TYPES = ("f32", "i32", "f64", "i8")
THREADS, LOADS, OPS = 4, 30, 300


def aliased_program(element_type: str) -> str:
    """A function of OPS ops whose every type is the alias ``!t = tensor<4xELEMENT_TYPE>``."""
    lines = [f"!t = tensor<4x{element_type}>",
             "func.func @main(%v0: !t) -> !t {"]
    lines += [f"  %v{i} = stablehlo.add %v{i - 1}, %v{i - 1} : !t" for i in range(1, OPS + 1)]
    lines += [f"  return %v{OPS} : !t", "}"]
    return "\n".join(lines) + "\n"


def test_threads_parsing_programs_with_different_aliases_get_their_own_modules():
    programs = [aliased_program(e) for e in _ELEMENT_TYPES]
    expected = [parse_text(text) for text in programs]  # parsed one after the other
    failures: list[str] = []
    start = threading.Barrier(THREADS)

    def work(index: int) -> None:
        start.wait()
        for attempt in range(LOADS):
            try:
                module = parse_text(programs[index])
            except Exception as exc:  # a failed parse is recorded, not lost in the thread
                failures.append(f"thread {index}, load {attempt}: {type(exc).__name__}: {exc}")
                continue
            if module != expected[index]:
                failures.append(f"thread {index}, load {attempt}: a different module")

    threads = [threading.Thread(target=work, args=(i,)) for i in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failures, f"{len(failures)} of {THREADS * LOADS} loads went wrong:\n" + "\n".join(failures[:5])
