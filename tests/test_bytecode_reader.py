"""Reading portable artifacts: every bytecode version, dense encoding and location kind, and the oracle
of upstream's own deserializer (testdata/artifacts, made by tools/make_test_artifacts.py with jaxlib)."""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.bytecode.reader import bytecode_header, read_bytecode
from stablehlo_py.ir.canonical import canonical
from stablehlo_py.ir.nodes import Func

ARTIFACTS = Path(__file__).resolve().parents[1] / "testdata" / "artifacts"
# What upstream's serializer writes for each target (stablehlo/dialect/Version.cpp getBytecodeVersion).
BYTECODE_VERSION = {"0.9.0": 0, "0.10.0": 1, "0.12.0": 3, "0.14.0": 4, "1.15.0": 6, "1.17.0": 6}
VERSIONED = sorted(p for p in ARTIFACTS.glob("*.*.*.*.mlirbc"))


def _target(path: Path) -> str:
    return path.name.split(".", 1)[1].rsplit(".", 1)[0]


def _expected(path: Path) -> Path:
    return path.with_name(path.name.split(".", 1)[0] + ".expected.mlir")


def test_the_artifacts_cover_every_bytecode_version_upstream_writes():
    versions = {bytecode_header(p.read_bytes())[0] for p in VERSIONED}
    assert versions == {0, 1, 3, 4, 6}


@pytest.mark.parametrize("path", VERSIONED, ids=lambda p: p.name)
def test_artifact_reads_as_upstream_deserializes_it(path):
    data = path.read_bytes()
    version, producer = bytecode_header(data)
    assert version == BYTECODE_VERSION[_target(path)]
    assert producer == f"StableHLO_v{_target(path)}"
    module = stablehlo_py.load(data)
    assert canonical(module) == canonical(stablehlo_py.load(_expected(path)))


@pytest.mark.parametrize("target", ["0.9.0", "1.17.0"])
def test_dense_data_of_every_encoding(target):
    module = read_bytecode((ARTIFACTS / f"dense.{target}.mlirbc").read_bytes())
    values = [op.attributes["value"].array for op in module.funcs["main"].body.entry.ops[:-1]]
    assert values[0].tolist() == [1.0, 2.0]
    assert values[1].shape == (4, 5) and (values[1] == 1.5).all()  # a splat: one element in the file
    assert values[2].tolist() == [True, False, True, True, False, False, False, False, True, True]  # bit-packed
    assert values[3].tolist() == [True] * 3 and values[10].tolist() == [False] * 4  # i1 splats
    assert values[4].astype(int).tolist() == [1, -2, 3, -8, 7]  # i4: one byte per element
    assert values[5].tolist() == [1 - 1j, 0.5 + 2j]
    assert values[6][:2].astype(float).tolist() == [1.0, -2.5] and np.isnan(float(values[6][2]))
    assert values[7].astype(float).tolist() == [1.0, -448.0]
    assert values[8].shape == (0, 3) and values[9].shape == (2, 0)
    assert values[11].tolist() == [0, 128, 255]


def test_dense_data_are_views_of_the_file_not_copies():
    data = (ARTIFACTS / "dense.1.17.0.mlirbc").read_bytes()
    array = read_bytecode(data).funcs["main"].body.entry.ops[0].attributes["value"].array
    assert not array.flags.owndata and not array.flags.writeable


def test_narrow_float_types():
    module = read_bytecode((ARTIFACTS / "narrow_floats.1.17.0.mlirbc").read_bytes())
    values = [op.attributes["value"].array.astype(float).tolist() for op in module.funcs["main"].body.entry.ops[:-1]]
    assert values == [[1.0, -6.0], [0.5, -240.0, 3.0], [1.0, 1024.0], [-28.0, 0.25]]


def _resolved_locations(module) -> list:
    """Every op's and argument's location text with ``#locN`` aliases substituted (the parser keeps them)."""
    aliases = {name: loc.text for name, loc in module.loc_aliases.items()}

    def resolve(text):
        for _ in range(10):
            text = re.sub(r"#(loc\d*)\b", lambda m: aliases[m.group(1)], text)
        return None if text == "unknown" else text

    out = []
    for func in module.body:
        assert isinstance(func, Func)
        out.append(resolve(func.location.text) if func.location else None)
        out += [resolve(a.location.text) if a.location else None for a in func.arguments]
        out += [resolve(op.location.text) if op.location else None for op in func.walk()]
    return out


@pytest.mark.parametrize("target", ["0.9.0", "0.14.0", "1.17.0"])
def test_every_location_kind(target):
    module = read_bytecode((ARTIFACTS / f"locations.{target}.mlirbc").read_bytes())
    expected = _resolved_locations(stablehlo_py.load(ARTIFACTS / "locations.debug.mlir"))
    assert _resolved_locations(module) == expected
    assert '"model.py":4:1 to :9' in expected and '"model.py":5:2 to 6:4' in expected
    assert 'callsite("f"("a.py":1:2) at "g"("b.py":3:4))' in expected
    assert 'fused["a.py":1:1, "b.py":2:2]' in expected and '"jit(f)/neg"("model.py":3:7)' in expected


def test_a_read_artifact_runs():
    module = stablehlo_py.load(ARTIFACTS / "regions.1.17.0.mlirbc")
    total, count = module.run(np.array([1.0, 2.0, 3.0, 4.0], np.float32))
    # three iterations of acc = 2 * (acc + 10)
    assert float(total) == 140.0 and int(count) == 3


@pytest.mark.parametrize("path", sorted(ARTIFACTS.glob("*.mlirbc"))
                         + sorted(ARTIFACTS.parent.glob("jax_export/*.jax_exported")), ids=lambda p: p.name)
def test_a_read_artifact_prints_as_text_that_parses_back(path):
    """`shlo fmt model.mlirbc > model.mlir` gives a program of its own, locations (JAX's nested call sites) included."""
    module = stablehlo_py.load(path)
    text = module.to_text()
    again = stablehlo_py.parse_text(text)
    assert again.to_text() == text
    a, b = canonical(again), canonical(module)  # a jax.export blob loads as an ExportedModule
    assert (a.body, a.name, a.attributes) == (b.body, b.name, b.attributes)
