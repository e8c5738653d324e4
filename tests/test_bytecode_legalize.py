"""The VHLO op table, target versions and the op-level mapping (stablehlo_py/bytecode/legalize.py).

The oracle is upstream's stablehlo_legalize_to_vhlo.X_Y_Z.mlir (../shared/conformance/vhlo): each CHECK
block gives the VHLO op and attributes upstream makes of a StableHLO op at version X.Y.Z.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from conftest import SHARED, shared_suite
from stablehlo_py import load, parse_text
from stablehlo_py.bytecode.errors import TargetVersionError
from stablehlo_py.bytecode.legalize import to_stablehlo, to_vhlo, type_min_version
from stablehlo_py.bytecode.versions import CURRENT, MINIMUM, Version, bytecode_version, opset_version, resolve_target
from stablehlo_py.bytecode.vhlo_ops import BY_NAME, OPS, VERSIONS
from stablehlo_py.dialect import TABLE
from stablehlo_py.ir import attributes as at
from stablehlo_py.ir import types as ty
from stablehlo_py.ir.nodes import Func, Op
from stablehlo_py.ir.opdef import PerDimension
from vhlo_oracle import checked_ops, file_version, func_attributes, vhlo_text

VHLO_FILES = sorted((SHARED / "vhlo").glob("stablehlo_legalize_to_vhlo.*.mlir"))


def _convert(source: Op | Func, target: str) -> tuple[str, dict[str, at.Attribute]]:
    if isinstance(source, Func):
        return to_vhlo("func.func", func_attributes(source), target)
    return to_vhlo(source.name, source.attributes, target, num_operands=len(source.operands),
                   num_regions=len(source.regions))


def _check_file(path: Path) -> tuple[int, int, list[str]]:
    """(ops checked, values compared, mismatches) of one upstream file at its own version."""
    target = file_version(path)
    checked = compared = 0
    problems: list[str] = []
    for block in checked_ops(path):
        if block.source is None or block.vhlo == "vhlo.return_v1":
            continue
        where = f"{path.name}:{block.line}"
        try:
            name, attrs = _convert(block.source, target)
        except (TargetVersionError, ValueError) as error:
            problems.append(f"{where}: {error}")
            continue
        checked += 1
        if name != block.vhlo:
            problems.append(f"{where}: {name} instead of {block.vhlo}")
            continue
        if block.attributes is None:
            continue
        inherent = {k: v for k, v in attrs.items() if k in BY_NAME[name].attributes}
        assert set(inherent) == set(BY_NAME[name].attributes), where  # every property materialized
        if not set(block.attributes) <= set(inherent):  # CHECK-SAME may skip some (FileCheck matches substrings)
            problems.append(f"{where}: attributes {sorted(inherent)} lack {sorted(set(block.attributes) - set(inherent))}")
            continue
        for key, expected in block.attributes.items():
            mine = vhlo_text(inherent[key])
            if mine is None or "{{" in expected or "[[" in expected:
                continue
            compared += 1
            if mine != expected:
                problems.append(f"{where}: {key} = {mine} instead of {expected}")
    return checked, compared, problems


def test_current_version_matches_upstream_check_lines():
    suite = shared_suite("vhlo")
    checked, compared, problems = _check_file(suite / "stablehlo_legalize_to_vhlo.1_20_0.mlir")
    assert not problems, "\n".join(problems)
    assert checked > 200 and compared > 250, (checked, compared)


@pytest.mark.parametrize("path", VHLO_FILES[:-1] if VHLO_FILES else [], ids=lambda p: file_version(p))
def test_older_versions_match_upstream_check_lines(path):
    shared_suite("vhlo")
    checked, _, problems = _check_file(path)
    assert not problems, "\n".join(problems)
    assert checked > 100


def _default_of(op: Op, key: str):
    """The op table's default of attribute ``key`` of ``op``, and the value the op holds."""
    definition = TABLE[op.name]
    attr_def = next(a for a in definition.attributes if a.name == key)
    default = attr_def.default
    if isinstance(default, PerDimension):
        default = default.resolve(op, attr_def.kind)
    return default, getattr(definition.decode(op), key)


def test_round_trip_keeps_attributes_except_defaults():
    """to_stablehlo(to_vhlo(op)) gives the op's attributes back, less those equal to their defaults."""
    suite = shared_suite("vhlo")
    module = load(suite / "stablehlo_legalize_to_vhlo.1_20_0.mlir")
    dropped: set[tuple[str, str]] = set()
    count = 0
    for op in module.walk():
        if not op.name.startswith("stablehlo.") and op.name not in ("func.call", "func.return"):
            continue
        name, attrs = to_vhlo(op.name, op.attributes, CURRENT, num_operands=len(op.operands))
        back_name, back = to_stablehlo(name, attrs, parent="vhlo.func_v1" if op.name == "func.return" else None)
        assert back_name == op.name
        for key, value in back.items():
            assert value == op.attributes[key], (op.name, key, value, op.attributes[key])
        for key in set(op.attributes) - set(back):
            default, value = _default_of(op, key)
            same = np.array_equal(default, value) if isinstance(value, np.ndarray) else default == value
            assert same, (op.name, key, value, default)
            dropped.add((op.name, key))
        count += 1
    assert count > 200
    assert {("stablehlo.custom_call", "api_version"), ("stablehlo.exponential", "result_accuracy")} <= dropped


def _op(text: str) -> Op:
    module = parse_text(f"func.func @f(%a: tensor<2x3xf32>, %i: tensor<2x1xi64>) -> () {{\n{text}\nreturn\n}}")
    return next(op for op in module.walk() if op.name != "func.return")


GATHER = ('%0 = "stablehlo.gather"(%a, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], '
          'collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}>'
          ' : (tensor<2x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>')


def test_gather_versions_and_upgrade():
    op = _op(GATHER)
    name, v2 = to_vhlo(op.name, op.attributes, "1.1.0")
    assert name == "vhlo.gather_v2" and v2["operand_batching_dims"].array.size == 0
    name, v1 = to_vhlo(op.name, op.attributes, "1.0.0")
    assert name == "vhlo.gather_v1" and "operand_batching_dims" not in v1
    assert BY_NAME[name].sorted_attributes == tuple(sorted(v1))
    # reading the old version upgrades it: the same StableHLO op either way
    assert to_stablehlo("vhlo.gather_v1", v1) == to_stablehlo("vhlo.gather_v2", v2) == (op.name, op.attributes)


def test_explicit_defaults_disappear():
    """JAX's explicit precision_config = [DEFAULT, DEFAULT] does not survive (removeDefaults)."""
    dot = _op('%0 = "stablehlo.dot_general"(%a, %a) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions'
              ' = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, '
              '#stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>')
    name, attrs = to_vhlo(dot.name, dot.attributes, "1.15.0")
    assert name == "vhlo.dot_general_v2" and attrs["lhs_precision_type"] == at.TypeAttr(ty.NoneType())
    assert to_stablehlo(name, attrs) == (dot.name, {"dot_dimension_numbers": dot.attributes["dot_dimension_numbers"]})
    assert to_vhlo(dot.name, dot.attributes, "1.5.0")[0] == "vhlo.dot_general_v1"


def test_downgrades_refuse_features_the_target_lacks():
    batched = _op(GATHER.replace("index_vector_dim = 1>", "operand_batching_dims = [1], start_indices_batching_dims = "
                                 "[0], index_vector_dim = 1>"))
    with pytest.raises(TargetVersionError, match=r"stablehlo.gather with operand_batching_dims needs StableHLO 1.1.0; "
                                                 r"the target is 1.0.0"):
        to_vhlo(batched.name, batched.attributes, "1.0.0")
    accurate = _op('%0 = "stablehlo.exponential"(%a) <{result_accuracy = #stablehlo.result_accuracy<mode = '
                   '#stablehlo.result_accuracy_mode<HIGHEST>>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>')
    assert to_vhlo(accurate.name, accurate.attributes, "1.9.0")[0] == "vhlo.exponential_v2"
    with pytest.raises(TargetVersionError, match="result_accuracy needs StableHLO 1.9.0; the target is 1.8.0"):
        to_vhlo(accurate.name, accurate.attributes, "1.8.0")
    ffi = {"call_target_name": at.StringAttr("f"), "api_version": at.IntegerAttr(4, ty.I32)}
    assert to_vhlo("stablehlo.custom_call", ffi, "1.3.0")[0] == "vhlo.custom_call_v1"
    with pytest.raises(TargetVersionError, match="TYPED_FFI needs StableHLO 1.3.0"):
        to_vhlo("stablehlo.custom_call", ffi, "1.2.0")
    with pytest.raises(TargetVersionError, match="stablehlo.async_start needs StableHLO 1.15.0; the target is 1.14.0"):
        to_vhlo("stablehlo.async_start", {}, "1.14.0")
    groups = {"all_gather_dim": at.IntegerAttr(0, ty.I64), "replica_groups": at.DenseElementsAttr(
        np.zeros((1, 1), np.int64), ty.TensorType((1, 1), ty.I64))}
    assert to_vhlo("stablehlo.all_gather", groups, "1.4.0", num_operands=1)[0] == "vhlo.all_gather_v1"
    with pytest.raises(TargetVersionError, match="with 2 operands needs StableHLO 1.5.0"):
        to_vhlo("stablehlo.all_gather", groups, "1.4.0", num_operands=2)
    f8 = {"value": at.DenseElementsAttr(np.zeros((2,), np.float32), ty.TensorType((2,), ty.FloatType("f8E4M3")))}
    with pytest.raises(TargetVersionError, match="f8E4M3.* needs StableHLO 1.7.0; the target is 1.6.0"):
        to_vhlo("stablehlo.constant", f8, "1.6.0")


def test_ops_without_vhlo_form():
    with pytest.raises(ValueError, match="chlo.erf has no VHLO form; upstream legalizes CHLO to StableHLO"):
        to_vhlo("chlo.erf", {}, CURRENT)
    with pytest.raises(ValueError, match="check.expect_eq has no VHLO form"):
        to_vhlo("check.expect_eq", {}, CURRENT)
    with pytest.raises(ValueError, match="unknown VHLO op vhlo.frobnicate_v1"):
        to_stablehlo("vhlo.frobnicate_v1", {})


def test_mesh_replica_groups_take_the_codecs_form():
    """1.16's mesh-based replica groups: vhlo.* structs as the VHLO codec holds them, @mesh a string."""
    op = _op('%0 = "stablehlo.all_reduce"(%a) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, '
             'axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)2>, #stablehlo.axis_ref<name = "y">]>}> ({\n'
             '^bb0(%x: tensor<f32>, %y: tensor<f32>):\n "stablehlo.return"(%x) : (tensor<f32>) -> ()\n'
             '}) : (tensor<2x3xf32>) -> tensor<2x3xf32>')
    name, attrs = to_vhlo(op.name, op.attributes, CURRENT)
    groups = attrs["replica_groups"]
    assert groups.name == "vhlo.replica_group_mesh_axes" and groups.get("mesh") == at.StringAttr("mesh")
    first = groups.get("axes").elements[0]
    assert first.get("sub_axis_info") == at.StructAttr("vhlo.sub_axis_info", (
        ("pre_size", at.IntegerAttr(1, ty.I64)), ("size", at.IntegerAttr(2, ty.I64))))
    assert to_stablehlo(name, attrs) == (op.name, op.attributes)
    with pytest.raises(TargetVersionError, match="needs StableHLO 1.16.0; the target is 1.15.0"):
        to_vhlo(op.name, op.attributes, "1.15.0")


def test_return_follows_its_parent():
    assert to_stablehlo("vhlo.return_v1", {}, parent="vhlo.func_v1") == ("func.return", {})
    assert to_stablehlo("vhlo.return_v1", {}, parent="vhlo.reduce_v1") == ("stablehlo.return", {})


def test_op_table():
    assert len(OPS) == len(BY_NAME) == 145  # VhloOps.td at 1.20.0 (= 1.22.0), cross-replica-sum_v1 included
    assert sum(op.max_version == CURRENT for op in OPS) == 120
    for name, versions in VERSIONS.items():
        assert name in TABLE or name == "func.func", name
        assert versions[-1].max_version == CURRENT, name
        for older, newer in zip(versions, versions[1:]):
            assert older.max_version < newer.min_version, name
    assert BY_NAME["vhlo.gather_v2"].attribute_kinds[BY_NAME["vhlo.gather_v2"].attributes.index("slice_sizes")] \
        == "tensor_v1"
    assert BY_NAME["vhlo.func_v1"].sorted_attributes == ("arg_attrs", "function_type", "res_attrs", "sym_name",
                                                         "sym_visibility")


def test_targets():
    assert resolve_target("current") == CURRENT == Version(1, 22, 0)
    assert resolve_target("minimum") == MINIMUM == Version(0, 9, 0)
    assert resolve_target("week4") == Version(1, 15, 0) and resolve_target("WEEK12") == Version(1, 13, 7)
    assert resolve_target("1.15.0") == resolve_target("StableHLO_v1.15.0") == Version(1, 15, 0)
    assert str(resolve_target("1.13.7")) == "1.13.7"
    assert resolve_target("1.21.0") == Version(1, 21, 0) and opset_version(Version(1, 22, 3)) == Version(1, 22, 0)
    for bad, message in (("week5", "unknown target"), ("1.15", "unknown target"), ("0.8.0", "less than the minimum"),
                         ("1.23.0", "greater than the current")):
        with pytest.raises(ValueError, match=message):
            resolve_target(bad)
    assert [bytecode_version(v) for v in ("0.9.0", "0.9.9", "0.10.0", "0.11.3", "0.12.0", "0.13.0", "0.14.0",
                                          "0.15.0", "1.15.0", "current")] == [0, 0, 1, 1, 3, 3, 4, 6, 6, 6]


def test_type_versions():
    assert type_min_version(ty.TensorType((2,), ty.FloatType("f8E3M4"))) == Version(1, 7, 0)
    assert type_min_version(ty.FloatType("f4E2M1FN")) == Version(1, 8, 0)
    assert type_min_version(ty.IntegerType(2, signed=False)) == Version(1, 2, 0)
    assert type_min_version(ty.FunctionType((ty.F32,), (ty.FutureType((ty.F32,)),))) == Version(1, 15, 0)
    assert type_min_version(ty.TensorType((2,), ty.F32)) == MINIMUM
