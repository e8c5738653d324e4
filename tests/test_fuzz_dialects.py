"""Bad programs of MLIR's ``arith``, ``tensor``, ``shape`` and ``ml_program`` dialects, of ``mhlo`` ops and of
the legacy StableHLO ops (issue #25, point 6): the programs that use them (``fuzzing_dialects``), changed by
a mutation aimed at those ops or by a generic one of ``tests/fuzzing.py``, through load -> verify -> run
and through ``shlo``; their plain bytecode truncated and bit-flipped. Only project errors may come out,
and no run outlives its time limit. Bounded and seeded in ``make test``; ``make fuzz`` runs it long."""
from __future__ import annotations

import re
from collections import defaultdict

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fuzzing import write_counts  # noqa: F401 (a fixture: the counts of make fuzz)
from fuzzing import (BINARY_MUTATIONS, RUN_GUARDS, TEXT_MUTATIONS, binary_corpus, count, exercise_program,
                     fuzz_settings, mutate_binary, mutate_text, read)
from fuzzing_dialects import DIALECT_MUTATIONS, dialect_corpus, mutate_dialect_program
from test_fuzz_inputs import _check_cli

SEEDS = st.integers(0, 2**32 - 1)
KINDS = sorted(DIALECT_MUTATIONS) * 2 + sorted(TEXT_MUTATIONS)  # the aimed mutations drawn twice as often


def _by_source() -> st.SearchStrategy:
    """A program of the corpus, its source (a ``testdata/`` folder, a test module) drawn first: the
    verifier's many failing chunks do not crowd out the producers' programs."""
    groups = defaultdict(list)
    for name, text in dialect_corpus():
        groups[re.split(r"[/#:]", name)[0]].append((name, text))
    return st.sampled_from(sorted(groups)).flatmap(lambda group: st.sampled_from(groups[group]))


def _mutant(program: tuple[str, str], kind: str, seed: int) -> bytes:
    name, text = program
    if kind in DIALECT_MUTATIONS:
        return mutate_dialect_program(text, kind, seed).encode("utf-8")
    return mutate_text(text.encode("utf-8"), kind, seed)


@pytest.mark.timeout(600)
@fuzz_settings(scale=0.5)
@given(program=_by_source(), kind=st.sampled_from(KINDS), seed=SEEDS)
def test_mutated_dialect_programs(program, kind, seed):
    outcome = exercise_program(_mutant(program, kind, seed), f"{program[0]}~{kind}~{seed}")
    count("dialects", kind, outcome)


@pytest.mark.timeout(600)
@fuzz_settings(scale=0.1)
@given(program=_by_source(), kind=st.sampled_from(sorted(DIALECT_MUTATIONS)), seed=SEEDS,
       command=st.sampled_from(("verify", "fmt", "info", "run")))
def test_mutated_dialect_programs_through_the_cli(tmp_path_factory, program, kind, seed, command):
    mutant = tmp_path_factory.mktemp("dialects") / "mutant.mlir"
    mutant.write_bytes(_mutant(program, kind, seed))
    options = [f"--{name.replace('_', '-')}={value}" for name, value in RUN_GUARDS.items()] if command == "run" else []
    result = _check_cli([command, *options, str(mutant)])
    count("dialects-cli-" + command, kind, f"exit{result.exit_code}")


_DIALECT_NAME = re.compile(rb"(?<![\w.])(?:arith|tensor|shape|ml_program|mhlo)\x00")


def _dialect_bytecode() -> list:
    """The plain bytecode files whose dialect table names one of the new dialects."""
    return [path for path in binary_corpus() if _DIALECT_NAME.search(read(path))]


@pytest.mark.timeout(600)
@fuzz_settings(scale=0.25)
@given(path=st.sampled_from(_dialect_bytecode()), kind=st.sampled_from(sorted(BINARY_MUTATIONS)), seed=SEEDS)
def test_mutated_dialect_bytecode(path, kind, seed):
    """Plain MLIR bytecode of TF and litert-torch programs, truncated, bit-flipped or with random bytes."""
    outcome = exercise_program(mutate_binary(read(path), kind, seed), f"{path.name}~{kind}~{seed}")
    count("dialects-bytecode", kind, outcome)
