"""What JAX 0.12 writes (issue #25): collectives whose groups name mesh axes, a mixed fp8 matmul, a typed
PRNG key argument.

testdata/jax012/ is written by tools/export_jax012.py with JAX 0.12.0.1 (jaxlib 0.12.0.1, Flax 0.12.12) on
4 CPU devices: each program as MLIR text (``exp.mlir_module()``), as its ``jax.export`` blob and as a
portable artifact at target 1.22.0, with its inputs and what ``exp.call`` gives. ``mesh_axes_groups.mlir``
is hand-written: one self-checking program per process-grid mode that takes mesh-axes groups."""
from __future__ import annotations

import itertools
import re
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from click.testing import CliRunner
from helpers import assert_runs_as_exp_call

import stablehlo_py
from stablehlo_py.cli.main import main
from stablehlo_py.harness.inputs import read_npz
from stablehlo_py.harness.runner import run_file
from stablehlo_py.interpreter.self_checking import PASSED
from stablehlo_py.ir import attributes as at
from stablehlo_py.ir.mesh_groups import MeshGroupsError, mesh_axes_groups
from stablehlo_py.ir.types import IntegerType, TensorType
from stablehlo_py.verifier import verify_module

DATA = Path(__file__).resolve().parents[1] / "testdata" / "jax012"
KINDS = ("mlir", "jax_exported", "mlirbc")


def flat(name: str, prefix: str) -> list[np.ndarray]:
    archive = read_npz(DATA / name)  # ml_dtypes arrays (f8) as stored by NumPy, read back as what they are
    return [archive[f"{prefix}{i}"] for i in range(len(archive))]


def shlo(*args):
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


# ----------------------------------------------------------------------------- mesh-axes replica groups
def _mesh_axes(sizes: tuple[int, ...], named: tuple[int, ...], device_ids=None) -> at.StructAttr:
    axes = at.ArrayAttr(tuple(at.StructAttr("stablehlo.mesh_axis", (("name", at.StringAttr(f"a{i}")),
                                                                   ("size", at.IntegerAttr(s))))
                              for i, s in enumerate(sizes)))
    params = [("axes", axes)]
    if device_ids is not None:
        type_ = TensorType((len(device_ids),), IntegerType(64))
        params.append(("device_ids", at.DenseElementsAttr(np.array(device_ids, dtype=np.int64), type_)))
    refs = at.ArrayAttr(tuple(at.StructAttr("stablehlo.axis_ref", (("name", at.StringAttr(f"a{i}")),))
                              for i in named))
    return at.StructAttr("stablehlo.replica_group_mesh_axes",
                         (("mesh", at.StructAttr("stablehlo.mesh", tuple(params))), ("axes", refs)))


@pytest.mark.parametrize("sizes", [(4,), (2, 2), (2, 3, 4), (3, 2, 2)])
def test_mesh_axes_expand_as_upstreams_transpose(sizes):
    """ReplicaGroupUtils.cpp: the device array transposed to (other axes..., named axes in their order),
    each row of the reshaped (groups, group size) array one group."""
    ids = np.random.default_rng(len(sizes)).permutation(int(np.prod(sizes)))
    for r in range(len(sizes) + 1):
        for named in itertools.permutations(range(len(sizes)), r):
            order = [i for i in range(len(sizes)) if i not in named] + list(named)
            size = int(np.prod([sizes[i] for i in named])) if named else 1
            expected = ids.reshape(sizes).transpose(order).reshape(-1, size)
            got = mesh_axes_groups(_mesh_axes(sizes, named, ids.tolist()), {})
            np.testing.assert_array_equal(got, expected, err_msg=f"{sizes} {named}")


def test_mesh_axes_errors():
    with pytest.raises(MeshGroupsError, match="axis 'b' not found in mesh definition"):
        mesh_axes_groups(at.StructAttr("stablehlo.replica_group_mesh_axes", (
            ("mesh", _mesh_axes((2,), ()).get("mesh")),
            ("axes", at.ArrayAttr((at.StructAttr("stablehlo.axis_ref", (("name", at.StringAttr("b")),)),))))), {})
    with pytest.raises(MeshGroupsError, match="named more than once"):
        mesh_axes_groups(_mesh_axes((2, 2), (0, 0)), {})
    with pytest.raises(MeshGroupsError, match="mesh symbol 'nowhere' not found"):
        mesh_axes_groups(at.StructAttr("stablehlo.replica_group_mesh_axes", (
            ("mesh", at.SymbolRefAttr(("nowhere",))), ("axes", at.ArrayAttr(())))), {})


def test_hand_checked_mesh_axes_programs_pass():
    """cross_replica, flattened_ids (inline mesh with device_ids), cross_replica_and_partition (an sdy.mesh
    read from its #sdy.mesh), cross_partition with a sub-axis."""
    results = run_file(str(DATA / "mesh_axes_groups.mlir"))
    assert [r.status for r in results] == [PASSED] * 4, [r.message for r in results]


def test_verifier_reports_a_missing_mesh_and_axis():
    text = (DATA / "shard_map_collectives.mlir").read_text()
    assert verify_module(stablehlo_py.parse_text(text)) == []
    broken = text.replace("mesh = @mesh_0", "mesh = @mesh_9", 1)
    messages = [d.message for d in verify_module(stablehlo_py.parse_text(broken))]
    assert any("replica_groups: mesh symbol 'mesh_9' not found" in m for m in messages), messages
    broken = text.replace('axis_ref<name = "model">', 'axis_ref<name = "modle">', 1)
    messages = [d.message for d in verify_module(stablehlo_py.parse_text(broken))]
    assert any("axis 'modle' not found in mesh definition" in m for m in messages), messages


# ----------------------------------------------------------------------------- jax 0.12 exports
PROGRAMS = ("shard_map_collectives", "mixed_fp8_dot", "nnx_dropout")
STORED_AS = {("mixed_fp8_dot", 0): ml_dtypes.float8_e5m2, ("mixed_fp8_dot", 1): ml_dtypes.float8_e4m3fn}


@pytest.mark.parametrize("name", PROGRAMS)
@pytest.mark.parametrize("kind", KINDS)
def test_shlo_run_matches_exp_call(name, kind):
    result = shlo("run", DATA / f"{name}.{kind}", "--input", DATA / f"{name}.inputs.npz",
                  "--expect", DATA / f"{name}.expected.npz")
    assert result.exit_code == 0, result.output
    assert "compared result(s) match the expected values" in result.stdout


@pytest.mark.parametrize("name", PROGRAMS)
def test_api_runs_text_and_blob_as_exp_call(name):
    inputs, expected = flat(f"{name}.inputs.npz", "in"), flat(f"{name}.expected.npz", "out")
    # NumPy stores an f8 array as raw bytes (|V1): seen as the program's argument types again
    inputs = [x.view(STORED_AS.get((name, i), x.dtype)) for i, x in enumerate(inputs)]
    assert_runs_as_exp_call(DATA / f"{name}.mlir", DATA / f"{name}.jax_exported", inputs, expected, 1e-6)


# ----------------------------------------------------------------------------- mixed-precision contractions
def test_mixed_float_operands_contract_in_the_result_type():
    """bf16 x f32 -> f32 (XLA's SameElementTypeIgnoringFpPrecision): each operand widened exactly, then
    one f32 matmul; a float by an integer operand stays an error (C13)."""
    text = """func.func @main(%a: tensor<2x3xbf16>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
      %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xbf16>, tensor<3x2xf32>) -> tensor<2x2xf32>
      return %0 : tensor<2x2xf32>
    }"""
    a = np.array([[1.5, -2, 0.25], [3, 1, -1]], dtype=ml_dtypes.bfloat16)
    b = np.array([[0.1, 2], [3, -0.5], [1, 1]], dtype=np.float32)
    (got,) = stablehlo_py.parse_text(text).run(a, b)
    np.testing.assert_array_equal(got, a.astype(np.float32) @ b)
    broken = text.replace("3x2xf32", "3x2xi32")
    assert [d.constraint for d in verify_module(stablehlo_py.parse_text(broken))] == ["C13"]


# ----------------------------------------------------------------------------- typed PRNG keys
def test_a_typed_key_is_given_as_its_key_data():
    """in_avals say ``key<fry>[]``; @main takes ``tensor<2xui32>``: call, call_flat, shlo run and shlo
    check take the key data (``jax.random.key_data(key)``) and give jax's dropout result."""
    module = stablehlo_py.load(DATA / "nnx_dropout.jax_exported")
    assert [str(a) for a in module.exported.in_avals] == ["float32[3,6]", "key<fry>[]"]
    (x, key), (expected,) = flat("nnx_dropout.inputs.npz", "in"), flat("nnx_dropout.expected.npz", "out")
    assert key.dtype == np.uint32 and key.shape == (2,)
    np.testing.assert_allclose(module.call(x, key), expected, rtol=1e-6, atol=1e-6)
    assert np.count_nonzero(expected == 0) > 0  # the dropout mask the key draws
    other = module.call(x, key ^ np.uint32(1))
    assert not np.array_equal(other, expected)  # the key is read, not ignored
    with pytest.raises(stablehlo_py.errors.InputError, match=r"key<fry>\[\] \(its key data: uint32\[2\]\)"):
        module.call(x, np.zeros(4, np.uint32))


def test_shlo_check_runs_a_blob_with_a_key_input(tmp_path):
    (tmp_path / "m.jax_exported").write_bytes((DATA / "nnx_dropout.jax_exported").read_bytes())
    (x, key), (expected,) = flat("nnx_dropout.inputs.npz", "in"), flat("nnx_dropout.expected.npz", "out")
    np.savez(tmp_path / "m.npz", in0=x, in1=key, out0=expected)
    result = shlo("check", tmp_path)
    assert result.exit_code == 0, result.output
    assert result.output.strip().splitlines()[-1] == "1 passed, 0 failed, 0 skipped"


# ----------------------------------------------------------------------------- i1 hex literals
@pytest.mark.parametrize("count", [1, 5, 8, 9, 192])
def test_i1_hex_literals_read_bit_packed_and_byte_per_element(count):
    """torch_xla 2.9 (recent MLIR) writes i1 data packed by the bit, element i in bit i % 8 of byte i // 8
    (24 bytes for 192 booleans); jaxlib 0.12's MLIR a byte per element. Both read as the same booleans; the
    printer writes a byte per element (what jaxlib reads back)."""
    values = np.random.default_rng(count).random(count) < 0.5
    values[0] = not values[-1]  # not a splat
    forms = {np.packbits(values, bitorder="little").tobytes().hex().upper(), values.astype(np.uint8).tobytes().hex()}
    for blob in forms:
        text = f"""func.func @main() -> tensor<{count}xi1> {{
          %0 = stablehlo.constant dense<"0x{blob}"> : tensor<{count}xi1>
          return %0 : tensor<{count}xi1>
        }}"""
        module = stablehlo_py.parse_text(text)
        (got,) = module.run()
        np.testing.assert_array_equal(got, values)
        (again,) = stablehlo_py.parse_text(str(module)).run()
        np.testing.assert_array_equal(again, values)


def test_i1_hex_splats_and_bad_sizes():
    text = """func.func @main() -> tensor<12xi1> {
      %0 = stablehlo.constant dense<"0xFF"> : tensor<12xi1>
      return %0 : tensor<12xi1>
    }"""
    (got,) = stablehlo_py.parse_text(text).run()
    np.testing.assert_array_equal(got, np.ones(12, np.bool_))
    with pytest.raises(stablehlo_py.errors.ParseError, match="neither 12 booleans, one byte each, nor 2 bytes"):
        stablehlo_py.parse_text(text.replace('"0xFF"', '"0xFFFFFF"'))


# ----------------------------------------------------------------------------- VHLO 1.21.0 / 1.22.0
@pytest.mark.parametrize("target", ["1.21.0", "1.22.0", "current"])
def test_artifacts_at_the_newest_targets_read_back_as_jaxlibs(target):
    """jaxlib 0.12 writes 1.22.0 (its current version); 1.21.0 and 1.22.0 changed no VHLO op, attribute
    or type, so an artifact for them is a 1.20.0 one with a newer producer string."""
    text = stablehlo_py.parse_text((DATA / "mixed_fp8_dot.mlir").read_text())
    data = text.to_bytecode(target)
    version = "1.22.0" if target == "current" else target
    assert f"StableHLO_v{version}".encode() in data[:64]
    ours, jaxlibs = stablehlo_py.load(data), stablehlo_py.load(DATA / "mixed_fp8_dot.mlirbc")
    def without_locations(module) -> str:  # the text parsed here carries none of the blob's locations
        return re.sub(r" loc\(.*\)$", "", str(module), flags=re.M)
    assert without_locations(ours) == without_locations(jaxlibs)


# ----------------------------------------------------------------------------- the mpmd dialect
def test_mpmd_ops_load_print_and_are_named_in_generic_form():
    """jaxlib 0.12's generic form of an MPMD program (mpmd.fragment, mpmd.return, mpmd.transfer, the
    !mpmd.mesh_tensor type and #mpmd.topology) loads, prints and reads back; shlo info names the ops.
    (The ops are not declared: verifying or running such a program reports them as unknown ops.)"""
    module = stablehlo_py.load(DATA / "mpmd_program.generic.mlir")
    names = [op.name for op in module.walk()]
    assert names == ["mpmd.fragment", "stablehlo.add", "mpmd.return", "mpmd.transfer", "func.return"]
    again = stablehlo_py.parse_text(str(module))
    assert [op.name for op in again.walk()] == names and str(again) == str(module)
    assert '!mpmd.mesh_tensor<"m2", tensor<4x8xf32>>' in str(module)
    result = shlo("info", DATA / "mpmd_program.generic.mlir")
    for name in ("mpmd.fragment", "mpmd.return", "mpmd.transfer"):
        assert re.search(rf"^\s+{re.escape(name)}\s+1$", result.output, re.M), result.output
