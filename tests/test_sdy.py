"""Sharded programs (issue #11, point 2): Shardy's ``sdy`` ops and attributes, and GSPMD's ``mhlo.sharding``
custom calls, parsed, printed, verified and run on a simulated mesh.

testdata/sharded/ is written by tools/export_sharded.py with JAX 0.10.2 on 4 CPU devices: four programs
(``shard_map`` with a psum and an all_gather on a 4-device and on a 2x2 mesh, ``shard_map`` manual over one
axis of a 2x2 mesh, ``jit`` with in/out shardings),
each in Shardy and in GSPMD form, as MLIR text and as ``jax.export`` blobs, with their inputs and what
``exp.call`` gives. ``sdy_ops.mlir`` holds every sdy op and attribute kind as jaxlib prints it,
``sdy_ops.generic.mlir`` jaxlib's generic form of it; ``verify.mlir`` one broken program per rule."""
from __future__ import annotations

import itertools
import re
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from helpers import assert_fixpoint, assert_runs_as_exp_call

import stablehlo_py
from stablehlo_py.cli.main import main
from stablehlo_py.interpreter.errors import InterpreterError
from stablehlo_py.interpreter.spmd import hlo_layout
from stablehlo_py.ir.hlo_sharding import HloShardingError, parse_hlo_sharding
from stablehlo_py.ir.sdy import (AxisRef, Mesh, MeshAxis, SdyAttrError, parse_axis_names, parse_mesh,
                                 parse_sharding, parse_sharding_per_value)
from stablehlo_py.parser import parse_text, split_chunks
from stablehlo_py.verifier import verify_module

DATA = Path(__file__).resolve().parents[1] / "testdata" / "sharded"
PROGRAMS = ("shard_map_4", "shard_map_2x2", "shard_map_partial", "jit_4")
FORMS = ("shardy", "gspmd")
CASES = [(name, form) for name in PROGRAMS for form in FORMS]
SDY_OPS = {"sdy.mesh", "sdy.sharding_constraint", "sdy.reshard", "sdy.return", "sdy.manual_computation",
           "sdy.named_computation", "sdy.sharding_group", "sdy.propagation_barrier", "sdy.data_flow_edge",
           "sdy.constant"}


def npz(name: str) -> dict[str, np.ndarray]:
    with np.load(DATA / name) as archive:
        return dict(archive)


def flat(archive: dict[str, np.ndarray], prefix: str) -> list[np.ndarray]:
    return [archive[f"{prefix}{i}"] for i in range(len(archive))]


def _numbered(text: str) -> str:
    """``text`` with each SSA definition numbered in order and each use named after the definition it
    reads (MLIR names the values of isolated bodies differently in its generic and pretty forms)."""
    names: dict[str, str] = {}
    numbers = itertools.count()

    def rename(m: re.Match) -> str:
        if m.group(2):  # `%x =`, `%x:2 =`, `%x: type` (an argument): a definition
            names[m.group(1)] = f"%v{next(numbers)}"
        return names.get(m.group(1), m.group(1)) + (m.group(2) or "")
    return re.sub(r"(%[A-Za-z0-9_$.\-]+)((?::\d+)? =|: )?", rename, text)


# ----------------------------------------------------------------------------- parse and print
def test_pretty_and_generic_forms_are_one_program():
    pretty = assert_fixpoint(stablehlo_py.parse_text((DATA / "sdy_ops.mlir").read_text()))
    generic = assert_fixpoint(stablehlo_py.load(DATA / "sdy_ops.generic.mlir"))
    assert _numbered(pretty.to_text(generic=True)) == _numbered(generic.to_text(generic=True))
    assert {op.name for op in pretty.walk() if op.name.startswith("sdy.")} == SDY_OPS
    assert verify_module(pretty) == []


@pytest.mark.parametrize("name", sorted(SDY_OPS))
def test_each_sdy_op_prints_pretty_and_reads_back(name):
    module = stablehlo_py.parse_text((DATA / "sdy_ops.mlir").read_text())
    ops = [op for op in module.walk() if op.name == name]
    text = str(module)
    for op in ops:  # the pretty form (not the generic one) is what the printer chose
        assert f'"{name}"' not in text
        head = f"{name}{'<' if name == 'sdy.named_computation' else ''}"
        assert head in text
    assert stablehlo_py.parse_text(text) == module


@pytest.mark.parametrize("text", [
    '#sdy.mesh<["a"=2, "b"=4]>', '#sdy.mesh<["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>', "#sdy.mesh<[]>",
    '#sdy.sharding<@m, [{"a", ?}, {?}p1]>', '#sdy.sharding<@"m x", [], replicated={"b"}>',
    '#sdy.sharding<mesh<["a"=2, "b"=4]>, [{"b":(1)2, ?}, {?}p0], replicated={"b":(2)2}, unreduced={"a"}>',
    '#sdy.sharding_per_value<[<@m, [{"a"}, {}]>, <@m, [{}, {"b"}]>]>', "#sdy.sharding_per_value<[]>",
    '#sdy<manual_axes{"a", "b"}>', "#sdy<manual_axes{}>",
])
def test_each_sdy_attribute_round_trips_in_a_dictionary_and_stripped(text):
    module = assert_fixpoint(stablehlo_py.parse_text(f'"test.op"() {{a = {text}}} : () -> ()'))
    assert str(module.body[0].attributes["a"]) == text


def test_the_structured_view_of_shardings():
    mesh = parse_mesh('#sdy.mesh<["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>')
    assert mesh == Mesh((MeshAxis("a", 2), MeshAxis("b", 2)), (3, 2, 1, 0))
    assert mesh.devices.tolist() == [[3, 2], [1, 0]]
    s = parse_sharding('#sdy.sharding<@m, [{"a":(1)2, ?}, {?}p1], replicated={"b"}>')
    assert s.mesh == "m" and s.dims[0].axes == (AxisRef("a", 1, 2),) and not s.dims[0].closed
    assert s.dims[1].priority == 1 and s.replicated == (AxisRef("b"),)
    escaped = parse_sharding('#sdy.sharding<@"m x", [{"\\22q\\\\"}]>')
    assert escaped.mesh == "m x" and escaped.dims[0].axes[0].name == '"q\\'
    assert [x.mesh for x in parse_sharding_per_value('#sdy.sharding_per_value<[<@m, []>, <@n, []>]>')] == ["m", "n"]
    assert parse_axis_names('#sdy<manual_axes{"x", "y"}>') == ("x", "y")
    with pytest.raises(SdyAttrError):
        parse_sharding('#sdy.sharding<@m, [{"a"}>')


def test_keyword_lists_are_not_layout_sequences():
    """``in_shardings=[...] out_shardings=...``: only ``x`` continues a bracket group as a layout
    (``contracting_dims = [1] x [0]``)."""
    module = stablehlo_py.parse_text((DATA / "shard_map_4.shardy.mlir").read_text())
    op = next(op for op in module.walk() if op.name == "sdy.manual_computation")
    assert set(op.attributes) == {"in_shardings", "out_shardings", "manual_axes"}


# ----------------------------------------------------------------------------- verify
def _verify_cases() -> list:
    out = []
    for chunk, offset in split_chunks((DATA / "verify.mlir").read_text()):
        for number, line in enumerate(chunk.splitlines(), start=offset + 1):
            m = re.search(r"//\s*expect:\s*(\S+)\s+(\S+)\s*$", line)
            if m:
                out.append(pytest.param(chunk, offset, number + 1, m.group(1), m.group(2),
                                        id=f"{number + 1}:{m.group(1)}:{m.group(2)}"))
    return out


@pytest.mark.parametrize("chunk, offset, line, op, rule", _verify_cases())
def test_each_rule_is_reported(chunk, offset, line, op, rule):
    found = [(d.line, d.op, d.constraint) for d in verify_module(parse_text(chunk, "verify.mlir", offset))]
    assert (line, op, rule) in found, found


def test_every_rule_has_a_broken_program():
    rules = {(c.values[3], c.values[4]) for c in _verify_cases()}
    assert {r for _, r in rules} == {"mesh", "sharding", "manual_axes", "divisible", "body", "signature",
                                     "allowed_direction"}
    assert len(_verify_cases()) >= 20


@pytest.mark.parametrize("path", sorted(p.name for p in DATA.glob("*.mlir") if p.name != "verify.mlir"))
def test_exported_programs_verify(path):
    assert verify_module(stablehlo_py.parse_text((DATA / path).read_text())) == []


# ----------------------------------------------------------------------------- run
def shlo(*args):
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


@pytest.mark.parametrize("name, form", CASES)
@pytest.mark.parametrize("kind", ["mlir", "jax_exported"])
def test_shlo_run_matches_exp_call(name, form, kind):
    result = shlo("run", DATA / f"{name}.{form}.{kind}", "--input", DATA / f"{name}.inputs.npz",
                  "--expect", DATA / f"{name}.{form}.expected.npz")
    assert result.exit_code == 0, result.output
    assert "compared result(s) match the expected values" in result.stdout


@pytest.mark.parametrize("name, form", CASES)
def test_api_runs_text_and_blob_as_exp_call(name, form):
    inputs, expected = flat(npz(f"{name}.inputs.npz"), "in"), flat(npz(f"{name}.{form}.expected.npz"), "out")
    assert_runs_as_exp_call(DATA / f"{name}.{form}.mlir", DATA / f"{name}.{form}.jax_exported", inputs, expected,
                            1e-5)


def test_shardy_and_gspmd_forms_agree():
    for name in PROGRAMS:
        inputs = flat(npz(f"{name}.inputs.npz"), "in")
        runs = [stablehlo_py.parse_text((DATA / f"{name}.{form}.mlir").read_text()).run(*inputs) for form in FORMS]
        for a, b in zip(*runs):
            np.testing.assert_array_equal(a, b)


MANUAL = """
sdy.mesh @m = <["x"=2]>
func.func @main(%a: tensor<4xf32>) -> tensor<%sxf32> {
  %0 = sdy.manual_computation(%a) in_shardings=[<@m, [{"x"}]>] out_shardings=[<@m, [{%s}]>] manual_axes={"x"} (%b: tensor<2xf32>) {
    sdy.return %b : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<%sxf32>
  return %0 : tensor<%sxf32>
}
"""


def test_manual_computation_splits_and_assembles():
    x = np.arange(4, dtype=np.float32)
    (result,) = stablehlo_py.parse_text(MANUAL.replace("%s", "4").replace("{4}", '{"x"}')).run(x)
    np.testing.assert_array_equal(result, x)


def test_replicas_that_disagree_are_an_error():
    """out_shardings [{}]: both devices must give the same block, but each returns its own shard."""
    module = stablehlo_py.parse_text(MANUAL.replace("%s", "2").replace("{2}", "{}"))
    with pytest.raises(InterpreterError, match="devices 0 and 1 hold the same block"):
        module.run(np.arange(4, dtype=np.float32))


def test_devices_run_with_the_mesh_device_ids_as_partition_ids():
    text = """
sdy.mesh @m = <["x"=4], device_ids=[2, 0, 3, 1]>
func.func @main(%a: tensor<4xui32>) -> tensor<4xui32> {
  %0 = sdy.manual_computation(%a) in_shardings=[<@m, [{"x"}]>] out_shardings=[<@m, [{"x"}]>] manual_axes={"x"} (%b: tensor<1xui32>) {
    %p = stablehlo.partition_id : tensor<ui32>
    %r = stablehlo.reshape %p : (tensor<ui32>) -> tensor<1xui32>
    sdy.return %r : tensor<1xui32>
  } : (tensor<4xui32>) -> tensor<4xui32>
  return %0 : tensor<4xui32>
}
"""
    (result,) = stablehlo_py.parse_text(text).run(np.zeros(4, np.uint32))
    assert result.tolist() == [2, 0, 3, 1]


def test_gspmd_shard_to_full_without_its_region_is_an_error():
    text = """
func.func @main(%a: tensor<4xf32>) -> tensor<8xf32> {
  %0 = stablehlo.custom_call @SPMDShardToFullShape(%a) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
"""
    with pytest.raises(InterpreterError, match="closes no manual region"):
        stablehlo_py.parse_text(text).run(np.zeros(4, np.float32))


def test_gspmd_manual_value_read_after_the_region_is_an_error():
    text = """
module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%a: tensor<4xf32>) -> tensor<2xf32> {
    %0 = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<2xf32>
    %2 = stablehlo.custom_call @SPMDShardToFullShape(%1) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<2xf32>) -> tensor<4xf32>
    %3 = stablehlo.negate %1 : tensor<2xf32>
    return %3 : tensor<2xf32>
  }
}
"""
    with pytest.raises(InterpreterError, match="reads a manual value after the last"):
        stablehlo_py.parse_text(text).run(np.zeros(4, np.float32))


def test_hlo_sharding_strings():
    iota = parse_hlo_sharding("{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}")
    listed = parse_hlo_sharding("{devices=[1,2,2]0,2,1,3 last_tile_dim_replicate}")
    assert iota.tiles == listed.tiles == (1, 2) and iota.devices.tolist() == listed.devices.tolist()
    layout = hlo_layout(parse_hlo_sharding("{devices=[2,2]<=[4]}"), 2, range(4))
    assert layout.tiles == (2, 2) and layout.blocks[2] == (1, 0)
    assert hlo_layout(parse_hlo_sharding("{replicated}"), 2, range(4)).blocks[3] == (0, 0)
    assert parse_hlo_sharding("{maximal device=1}").device == 1
    partly_manual = parse_hlo_sharding("{devices=[1,1,2,2]<=[4] last_tile_dims={manual, replicated}}")
    assert partly_manual.tiles == (1, 1) and partly_manual.subgroups == ("manual", "replicated")
    with pytest.raises(InterpreterError, match="partly manual"):
        hlo_layout(partly_manual, 2, range(4))
    pair = parse_hlo_sharding("{{replicated}, {devices=[2,1]<=[2]}}")
    assert [e.kind for e in pair.elements] == ["replicated", "tiled"]
    for bad in ("{devices=[2]<=[4]}", "{devices=[2]0,1 last_tile_dims={sideways}}", "replicated"):
        with pytest.raises(HloShardingError):
            parse_hlo_sharding(bad)


def test_shardy_collectives_read_in_generic_form_and_run_as_identities():
    """Shardy's collectives (after its partitioner, never in JAX's exports; testdata/artifacts holds jaxlib's
    generic form of a module of them): the logical value goes through them unchanged."""
    path = DATA.parent / "artifacts" / "sdy_collectives.expected.mlir"
    module = assert_fixpoint(stablehlo_py.parse_text(path.read_text()))
    assert {op.name for op in module.walk() if op.name.startswith("sdy.")} >= {
        "sdy.all_gather", "sdy.all_slice", "sdy.all_to_all", "sdy.collective_permute", "sdy.all_reduce",
        "sdy.reduce_scatter"}
    x = np.arange(64, dtype=np.float32).reshape(8, 8)
    (result,) = module.run(x)
    np.testing.assert_array_equal(result, x + x)  # add(collective_permute(...(x)), reduce_scatter(...(x)))


def test_named_computation_runs_its_body_and_annotations_pass_values_through():
    text = """
sdy.mesh @m = <["a"=2]>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.sharding_constraint %x <@m, [{"a"}]> : tensor<4xf32>
  %1 = sdy.propagation_barrier %0 allowed_direction=FORWARD : tensor<4xf32>
  sdy.sharding_group %1 group_id=0 : tensor<4xf32>
  %2 = sdy.named_computation<"double">(%1) (%a: tensor<4xf32>) {
    %d = stablehlo.add %a, %a : tensor<4xf32>
    sdy.return %d : tensor<4xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  %3 = sdy.reshard %2 <@m, [{}]> : tensor<4xf32>
  return %3 : tensor<4xf32>
}
"""
    x = np.array([1.5, -2.0, 0.25, 8.0], np.float32)
    (result,) = stablehlo_py.parse_text(text).run(x)
    np.testing.assert_array_equal(result, x + x)


@pytest.mark.parametrize("path", sorted(p.name for p in DATA.glob("*.mlir")))
def test_fast_line_parsing_gives_the_lalr_module(path):
    text = (DATA / path).read_text()
    assert parse_text(text, path) == parse_text(text, path, fast_lines=False)
