"""Upstream's portable artifacts (../shared/conformance/artifacts and vhlo) read into the modules upstream's
own deserializer makes of them.

- ``artifacts/current`` (StableHLO 1.17.0, bytecode v6) and ``artifacts/v0_9_0`` (the oldest target,
  bytecode v0, older op versions): each ``NAME.mlirbc`` against ``NAME.expected.mlir``, jaxlib's
  deserialization in the generic form.
- ``vhlo``: upstream's compatibility artifacts, one per release from 0.9.0 to 1.20.0, each against its
  source program with the locations dropped (what upstream's own RUN lines check). Upstream compares
  the two as printed text, where attributes equal to their defaults are not written; the source's ops
  are therefore put through the serializer's and deserializer's normalization first (defaults
  materialized, then removed: ``custom_call``'s ``api_version = 1`` disappears).
Modules are compared with ``ir.canonical`` (value names and locations are cosmetic).
"""
from __future__ import annotations

import pytest

import stablehlo_py
from conftest import shared_suite
from stablehlo_py.bytecode import legalize
from stablehlo_py.bytecode.versions import CURRENT
from stablehlo_py.ir.canonical import canonical

SHARDS = 6  # each suite in slices, so that pytest-xdist spreads them over the workers
COUNTS = {"current": 2830, "v0_9_0": 2715}  # artifacts in each suite, all of which must read equal
VHLO_ARTIFACTS = 32


def _without_defaults(module):
    """``module`` with each op's attributes as a round trip through VHLO leaves them."""
    for op in module.walk():
        if op.name not in ("func.return", "stablehlo.return"):  # both are vhlo.return_v1, told apart by parent
            op.name, op.attributes = legalize.to_stablehlo(*legalize.to_vhlo(op.name, op.attributes, CURRENT))
    return module


def _mismatches(pairs, normalize=lambda module: module) -> list[str]:
    bad = []
    for artifact, expected in pairs:
        try:
            read = stablehlo_py.load(artifact)
        except stablehlo_py.StableHLOError as error:
            bad.append(f"{artifact.name}: {error}")
            continue
        if canonical(read) != canonical(normalize(stablehlo_py.load(expected))):
            bad.append(f"{artifact.name}: differs from {expected.name}")
    return bad


def _suite(name: str) -> list:
    root = shared_suite("artifacts") / name
    return sorted(root.rglob("*.mlirbc"))


@pytest.mark.parametrize("suite", sorted(COUNTS))
def test_every_artifact_is_there(suite):
    assert len(_suite(suite)) == COUNTS[suite]


@pytest.mark.parametrize("shard", range(SHARDS))
@pytest.mark.parametrize("suite", sorted(COUNTS))
def test_artifacts_read_as_upstream_deserializes_them(suite, shard):
    files = _suite(suite)[shard::SHARDS]
    pairs = [(f, f.with_name(f.name[:-len(".mlirbc")] + ".expected.mlir")) for f in files]
    bad = _mismatches(pairs)
    assert not bad, f"{len(bad)} of {len(pairs)}:\n" + "\n".join(bad[:20])


def test_vhlo_compatibility_artifacts_read_as_their_sources():
    root = shared_suite("vhlo")
    pairs = [(bc, bc.with_suffix("")) for bc in sorted(root.glob("*.mlir.bc"))]
    assert len(pairs) == VHLO_ARTIFACTS
    bad = _mismatches(pairs, _without_defaults)
    assert not bad, f"{len(bad)} of {len(pairs)}:\n" + "\n".join(bad)
