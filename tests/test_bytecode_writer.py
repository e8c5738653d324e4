"""The writer (``Module.to_bytecode``, ``shlo fmt --bytecode``): every program of upstream's suites written
as a portable artifact and read back, and the refusals upstream's serializer makes.

Round trip: each ``// -----`` program of ../shared/conformance/testdata and interpret is written at
``current`` (1.22.0), 1.15.0, 1.0.0 and 0.9.0 and read back; the module read must equal the parsed program
after the serializer's own normalization (defaults materialized, then dropped, as upstream's deserializer
drops them; see ``_without_defaults`` in test_conformance_artifacts.py), compared with ``ir.canonical``.
A program with an op that has no VHLO form (``chlo.*``, ``check.*``, ``interpreter.*``) must be refused at
every target, saying which op, and every other program must be written at ``current``; at the older
targets only the refusals in ``TARGET_REFUSALS`` happen.

Full run (every program, every target; the shards below cover all of them): 3,447 programs; 716 refused
for ops without a VHLO form (541 with ``check.*``, 129 with ``chlo.*``, 46 with ``interpreter.*``); of
the other 2,731, all are written and read back equal at current and 1.15.0, and 2,730 at 1.0.0 and 0.9.0
(one refused at each, ``TARGET_REFUSALS``). jaxlib agrees on every one of these writes and refusals at
1.17.0, 1.15.0, 1.0.0 and 0.9.0 (tools/check_written_artifacts.py; ``test_upstream_reads_what_we_write``
repeats it for a handful of programs where a Python with jaxlib is at hand). The artifacts are laid out as
MLIR's writer lays them out: ``BYTE_IDENTICAL`` lists the compatibility artifacts ours equal byte for byte.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import pytest
from click.testing import CliRunner

import stablehlo_py
from conftest import REPO, SHARED, shared_suite
from stablehlo_py.bytecode.errors import TargetVersionError
from stablehlo_py.cli.main import main
from stablehlo_py.ir.canonical import canonical
from stablehlo_py.parser import split_chunks
from test_conformance_artifacts import _without_defaults

SHARDS = 8
TARGETS = ("current", "1.15.0", "1.0.0", "0.9.0")
PROGRAMS = 3447
NO_VHLO_FORM = {"check": 541, "chlo": 129, "interpreter": 46}
# (program, target): what the target lacks, for the programs that have a VHLO form.
TARGET_REFUSALS = {
    ("interpret/printing.mlir#1", "1.0.0"): "func.func with function_type of type () -> (tensor<2xi2>, "
                                            "tensor<4xi4>, tensor<4xf6E2M3FN>, tensor<4xf8E3M4>) needs StableHLO 1.8.0",
    ("interpret/printing.mlir#1", "0.9.0"): "needs StableHLO 1.8.0; the target is 0.9.0",
}


@lru_cache(maxsize=None)
def _programs() -> tuple[tuple[str, str, str, int], ...]:
    """(name, file, chunk, line offset) of every program of the two suites."""
    out = []
    for suite in ("testdata", "interpret"):
        root = shared_suite(suite)
        for path in sorted(root.rglob("*.mlir")):
            for index, (chunk, offset) in enumerate(split_chunks(path.read_text())):
                out.append((f"{suite}/{path.relative_to(root)}#{index}", str(path), chunk, offset))
    return tuple(out)


def _dialects(module) -> set[str]:
    return {op.name.split(".", 1)[0] for op in module.walk()}


def test_every_program_is_there():
    assert len(_programs()) == PROGRAMS


@pytest.mark.parametrize("shard", range(SHARDS))
def test_programs_read_back_as_written(shard):
    bad: list[str] = []
    for name, path, chunk, offset in _programs()[shard::SHARDS]:
        module = stablehlo_py.parse_text(chunk, path, offset)
        lacking = _dialects(module) & set(NO_VHLO_FORM)
        written, refused = {}, {}
        for target in TARGETS:
            try:
                written[target] = module.to_bytecode(target)
            except (TargetVersionError, ValueError) as error:
                refused[target] = error
        if lacking:  # refused at every target; at current (which has every op) for an op without a VHLO form
            error = refused.get("current")
            if written or isinstance(error, TargetVersionError) or "has no VHLO form" not in str(error) \
                    or str(error).split(".", 1)[0] not in lacking:
                bad.append(f"{name} has {sorted(lacking)} ops: written at {sorted(written)}; {error}")
            continue
        for target, error in refused.items():
            if not isinstance(error, TargetVersionError) or TARGET_REFUSALS.get((name, target), "\0") not in str(error):
                bad.append(f"{name} at {target}: {error}")
        bad.extend(f"{name}: written at {target}, which lacks what it uses"
                   for program, target in TARGET_REFUSALS if program == name and target in written)
        expected = canonical(_without_defaults(module))
        for target, data in written.items():
            if canonical(stablehlo_py.load(data)) != expected:
                bad.append(f"{name} at {target}: reads back differently")
    assert not bad, f"{len(bad)}:\n" + "\n".join(bad[:20])


def test_vhlo_sources_read_back_at_their_targets():
    """Upstream's compatibility sources (every op, type and attribute of a release) at their releases."""
    bad = []
    for source in sorted(shared_suite("vhlo").glob("*.mlir")):
        target = source.name.split(".")[1].replace("_", ".")
        module = stablehlo_py.load(source)
        read = stablehlo_py.load(module.to_bytecode(target))
        if canonical(read) != canonical(_without_defaults(module)):
            bad.append(f"{source.name} at {target}")
    assert not bad


SHADOWED = """
func.func private @declared(%arg0: tensor<4xf32>) -> tensor<4xf32>
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.async_start"(%arg0) ({
  ^bb0(%barg0: tensor<4xf32>):
    %1 = stablehlo.abs %barg0 : tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %2 = func.call @declared(%1) : (tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
"""


def test_names_end_with_their_region_and_declarations_keep_their_region():
    """``%1`` of the async region is not the ``%1`` after it (MLIR scopes names by region: the artifact
    must use the later one's index), and a declaration is a ``vhlo.func_v1`` with one empty region (upstream's
    verifier requires the region)."""
    module = stablehlo_py.parse_text(SHADOWED)
    read = stablehlo_py.load(module.to_bytecode("1.15.0"))
    assert canonical(read) == canonical(_without_defaults(module))
    assert read.funcs["declared"].body is None


@pytest.mark.parametrize("target, message", [
    ("1.14.0", "needs StableHLO 1.15.0; the target is 1.14.0"),
    ("2.0.0", "target version 2.0.0 is greater than the current version 1.22.0"),
    ("0.8.0", "target version 0.8.0 is less than the minimum supported 0.9.0"),
    ("week9", "unknown target 'week9': expected one of current, minimum, week4, week12"),
    ("1.15", "unknown target '1.15'"),
])
def test_refusals_name_what_is_missing(target, message):
    with pytest.raises((TargetVersionError, ValueError), match=message.replace("(", r"\(").replace(")", r"\)")):
        stablehlo_py.parse_text(SHADOWED).to_bytecode(target)


def test_named_targets_write_their_versions():
    module = stablehlo_py.parse_text("func.func @main(%x: tensor<f32>) -> tensor<f32> {\n  return %x : tensor<f32>\n}")
    for target, version in (("week4", "1.15.0"), ("week12", "1.13.7"), ("current", "1.22.0"), ("minimum", "0.9.0"),
                            ("1.17.0", "1.17.0")):
        assert f"StableHLO_v{version}\0".encode() in module.to_bytecode(target)[:32]
    assert module.to_bytecode() == module.to_bytecode("week4")


def _shlo(*args: str):
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


def test_shlo_fmt_writes_an_artifact(tmp_path):
    source = tmp_path / "model.mlir"
    source.write_text(SHADOWED)
    out = tmp_path / "model.mlirbc"
    result = _shlo("fmt", str(source), "--bytecode", "--target", "1.15.0", "-o", str(out))
    assert result.exit_code == 0, result.stderr
    assert out.read_bytes() == stablehlo_py.parse_text(SHADOWED).to_bytecode("1.15.0")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model.mlir", "model.mlirbc"]
    printed = _shlo("fmt", "--generic", str(out)).stdout
    assert canonical(stablehlo_py.parse_text(printed)) == canonical(_without_defaults(stablehlo_py.parse_text(SHADOWED)))


def test_shlo_fmt_bytecode_errors(tmp_path):
    source = tmp_path / "model.mlir"
    source.write_text(SHADOWED)
    out = tmp_path / "model.mlirbc"
    out.write_bytes(b"old")
    for target, message, code in (("1.14.0", "needs StableHLO 1.15.0; the target is 1.14.0", 1),
                                  ("latest", "unknown target 'latest'", 2)):  # 2: a usage error
        result = _shlo("fmt", str(source), "--bytecode", "--target", target, "-o", str(out))
        assert result.exit_code == code and result.stderr.startswith(f"{source}: error: ") and message in result.stderr
        assert "Traceback" not in result.stderr
    assert out.read_bytes() == b"old"  # a refused write leaves the file as it was, and no temporary file
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model.mlir", "model.mlirbc"]
    result = _shlo("fmt", str(source), "--bytecode")
    assert result.exit_code == 2 and "give it with -o FILE" in result.stderr and not result.stdout
    result = _shlo("fmt", str(source), "--target", "1.15.0")
    assert result.exit_code == 2 and "--target only applies to --bytecode" in result.stderr
    chlo = tmp_path / "chlo.mlir"
    chlo.write_text("func.func @main(%x: tensor<f32>) -> tensor<f32> {\n"
                    "  %0 = chlo.erf %x : tensor<f32> -> tensor<f32>\n  return %0 : tensor<f32>\n}\n")
    result = _shlo("fmt", str(chlo), "--bytecode", "-o", str(out))
    assert result.exit_code == 1 and "chlo.erf has no VHLO form" in result.stderr


# The upstream oracle: programs of every kind (regions, dynamic and quantized types, bool and i8 data,
# CHLO and test ops that both refuse, async ops and declarations of 1.15.0, which 0.9.0 cannot hold).
ORACLE_PROGRAMS = (
    "testdata/sort_bool_5_7.mlir", "testdata/scatter_int8_1_int8.mlir", "testdata/gather_float32_1_2_int64_1_2.mlir",
    "testdata/conv_general_dilated_float32_1_1_16_1_float32_4_1_1_2.mlir",
    "testdata/dot_general_int8_4_3_uint8_3_6.mlir", "testdata/reduce_window_add_float32_4_6.mlir",
    "testdata/dynamic/add_dynamic.mlir", "testdata/quantized/add_qi8.mlir", "testdata/erf_float32_20_20_chlo.mlir",
    "interpret/while.mlir", "interpret/composite.mlir", "interpret/abs.mlir",
    "vhlo/stablehlo_legalize_to_vhlo.1_15_0.mlir",
)


def _jax_python() -> str | None:
    """A Python with jaxlib: this one, or the one $STABLEHLO_PY_JAX_PYTHON names."""
    try:
        import jaxlib  # noqa: F401
        return sys.executable
    except ImportError:
        return os.environ.get("STABLEHLO_PY_JAX_PYTHON")


def test_upstream_reads_what_we_write(tmp_path):
    """tools/check_written_artifacts.py over a handful of programs at 1.17.0, 1.15.0 and 0.9.0: jaxlib's
    deserializer reads every artifact we write and prints it as it prints jaxlib's own artifact of the
    program, and refuses what we refuse."""
    jax_python = _jax_python()
    if jax_python is None:
        pytest.skip("no jaxlib (set STABLEHLO_PY_JAX_PYTHON to a Python that has it)")
    if not SHARED.is_dir():
        pytest.skip(f"{SHARED} is not present")
    sources = tmp_path / "sources"
    for name in ORACLE_PROGRAMS:
        (sources / Path(name).parent).mkdir(parents=True, exist_ok=True)
        shutil.copy(SHARED / name, sources / name)
    tool, out = str(REPO / "tools" / "check_written_artifacts.py"), str(tmp_path / "out")
    targets = ["--target", "1.17.0", "--target", "1.15.0", "--target", "0.9.0"]
    subprocess.run([sys.executable, tool, "write", out, *map(str, sources.iterdir()), *targets], check=True,
                   capture_output=True)
    result = subprocess.run([jax_python, tool, "check", out], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-3000:]
    for line in ("1.17.0 printed the same: 9", "1.15.0 printed the same: 9", "0.9.0 printed the same: 8",
                 "0.9.0 both refuse: 27", "35 programs; 0 disagreements"):
        assert line in result.stdout.splitlines(), result.stdout


# The compatibility artifacts upstream wrote with stablehlo-translate --serialize --target=X.Y.Z
# --strip-debuginfo that ours equal byte for byte. The other 15 (1.2.0 to 1.16.0) differ by one use-list
# order only: upstream's conversion left the two uses of @op_custom_call_empty_result_layout's argument
# in the order it records (3 bytes), which is no part of the program and which our writer never writes.
BYTE_IDENTICAL = ("0_9_0", "0_10_0", "0_11_0", "0_12_0", "0_13_0", "0_14_0", "0_15_0", "0_16_0", "0_17_0",
                  "0_18_0", "0_19_0", "0_20_0", "1_0_0", "1_1_0", "1_18_0", "1_19_0", "1_20_0")


@pytest.mark.parametrize("version", BYTE_IDENTICAL)
def test_compatibility_artifacts_are_written_byte_for_byte(version):
    source = shared_suite("vhlo") / f"stablehlo_legalize_to_vhlo.{version}.mlir"
    written = stablehlo_py.load(source).to_bytecode(version.replace("_", "."))
    assert written == source.with_name(source.name + ".bc").read_bytes()
