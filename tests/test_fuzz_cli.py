"""Mutated programs through ``shlo`` (issue #15, point 4): ``verify``, ``fmt``, ``info`` and ``run`` on a
mutant of a ``testdata/`` program, in-process (click's CliRunner). Exit codes are the documented ones
(never 70, an internal error) and no output holds a traceback."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fuzzing import write_counts  # noqa: F401 (a fixture: the counts of make fuzz)
from fuzzing import (BINARY_MUTATIONS, BYTE_MUTATIONS, RUN_GUARDS, SHARED, TEXT_MUTATIONS, binary_corpus, count,
                     fuzz_settings, mutate_binary, mutate_text, read, text_corpus)
from test_fuzz_inputs import _check_cli

COMMANDS = (["verify"], ["fmt"], ["info"], ["run"])
TEXT_KINDS = sorted({*TEXT_MUTATIONS, *BYTE_MUTATIONS})


@pytest.mark.timeout(600)
@fuzz_settings(scale=0.25)
@given(path=st.sampled_from([p for p in text_corpus() if not p.is_relative_to(SHARED)]),
       kind=st.sampled_from(TEXT_KINDS), seed=st.integers(0, 2**32 - 1), command=st.sampled_from(COMMANDS))
def test_mutated_programs_through_the_cli(tmp_path_factory, path, kind, seed, command):
    mutant = tmp_path_factory.mktemp("cli") / path.name
    mutant.write_bytes(mutate_text(read(path), kind, seed))
    if command == ["run"]:  # under the same guards as the API's runs (fuzzing.RUN_GUARDS)
        command = ["run", *(f"--{name.replace('_', '-')}={value}" for name, value in RUN_GUARDS.items())]
    result = _check_cli([*command, str(mutant)])
    count("cli-" + command[0], kind, f"exit{result.exit_code}")


@pytest.mark.timeout(600)
@fuzz_settings(scale=0.1)
@given(path=st.sampled_from(binary_corpus()), kind=st.sampled_from(sorted(BINARY_MUTATIONS)),
       seed=st.integers(0, 2**32 - 1), command=st.sampled_from(COMMANDS[:3]))
def test_mutated_artifacts_through_the_cli(tmp_path_factory, path, kind, seed, command):
    mutant = tmp_path_factory.mktemp("cli") / path.name
    mutant.write_bytes(mutate_binary(read(path), kind, seed))
    result = _check_cli([*command, str(mutant)])
    count("cli-" + command[0], kind, f"exit{result.exit_code}")
