"""Mutated programs (issue #15, point 4): the programs of ``testdata/`` and of ``../shared/conformance``,
changed by one mutation of ``tests/fuzzing.py``, go through load -> verify -> run; only project errors
may come out. Bounded and seeded in ``make test``; ``make fuzz`` runs the long campaign."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conftest import shared_suite
from fuzzing import (BINARY_MUTATIONS, BYTE_MUTATIONS, SHARED, TEXT_MUTATIONS, binary_corpus, count,
                     exercise_program, fuzz_settings, hlo_corpus, mutate_binary, mutate_text, read, text_corpus)
from fuzzing import write_counts  # noqa: F401 (a fixture: the counts of make fuzz)

TEXT_KINDS = sorted({*TEXT_MUTATIONS, *BYTE_MUTATIONS})
SEEDS = st.integers(0, 2**32 - 1)


def _ours(paths, shared: bool) -> list:
    return [p for p in paths if p.is_relative_to(SHARED) == shared]


def _mutated_text(path, kind: str, seed: int, area: str) -> None:
    outcome = exercise_program(mutate_text(read(path), kind, seed), f"{path.name}~{kind}~{seed}")
    count(area, kind, outcome)


@pytest.mark.timeout(600)
@fuzz_settings()
@given(path=st.sampled_from(_ours(text_corpus(), shared=False)), kind=st.sampled_from(TEXT_KINDS), seed=SEEDS)
def test_mutated_testdata_programs(path, kind, seed):
    _mutated_text(path, kind, seed, "text")


@pytest.mark.timeout(600)
@fuzz_settings(0.5)
@given(path=st.sampled_from(hlo_corpus()), kind=st.sampled_from(TEXT_KINDS), seed=SEEDS)
def test_mutated_hlo_programs(path, kind, seed):
    """XLA's HLO text (the ``.hlo`` files are in the text corpus too; here they get examples of their own)."""
    _mutated_text(path, kind, seed, "hlo")


@pytest.mark.timeout(600)
def test_mutated_shared_programs():
    shared_suite("interpret")
    paths = _ours(text_corpus(), shared=True)

    @fuzz_settings()
    @given(path=st.sampled_from(paths), kind=st.sampled_from(TEXT_KINDS), seed=SEEDS)
    def check(path, kind, seed):
        _mutated_text(path, kind, seed, "text-shared")

    check()


@pytest.mark.timeout(600)
@fuzz_settings()
@given(path=st.sampled_from(binary_corpus()), kind=st.sampled_from(sorted(BINARY_MUTATIONS)), seed=SEEDS)
def test_mutated_binary_programs(path, kind, seed):
    """Bytecode (``.mlirbc``) and jax.export blobs, truncated, bit-flipped or with random bytes."""
    outcome = exercise_program(mutate_binary(read(path), kind, seed), f"{path.name}~{kind}~{seed}")
    count("bytecode" if path.suffix == ".mlirbc" else "jax_export", kind, outcome)
