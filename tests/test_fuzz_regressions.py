"""The examples the fuzz campaign (``tests/test_fuzz_*.py``) found, each kept as it failed: a bare
Python exception (or a hang) where a located project error belongs. Each test names the mutant it
came from (corpus file, mutation, seed: ``fuzzing.mutate_text``/``mutate_binary``) and checks the error
class and where it points; the shrunk program stands in for the mutant."""
from __future__ import annotations

import time
import zipfile

import numpy as np
import pytest

from fuzzing import TESTDATA, _npy, _zip_size_lie, binary_corpus, exercise_program, lying_header, mutate_binary, read
from stablehlo_py import ParseError, VerificationError, parse_text
from stablehlo_py.harness.inputs import load_arrays
from stablehlo_py.interpreter.errors import InputError, InterpreterError


def _parse_error(text: str) -> ParseError:
    with pytest.raises(ParseError) as caught:
        parse_text(text, "mutant.mlir")
    assert caught.value.line >= 1 and caught.value.column >= 1
    return caught.value


def _constant(value: str, type_: str) -> str:
    return f"func.func @main() -> {type_} {{\n  %0 = stablehlo.constant {value} : {type_}\n  return %0 : {type_}\n}}\n"


def test_unknown_element_type_is_a_located_parse_error():
    """Issue #15: 'unknown element type f31' came out as a bare ValueError."""
    error = _parse_error(_constant("dense<1.0>", "tensor<2xf31>"))
    assert "unknown element type 'f31'" in str(error) and error.line == 1


def test_dense_literal_of_an_integer_width_numpy_lacks():
    """svd_qr_f32.mlir, unknown_element_type, seed 329543310: TypeError 'unsupported integer width ui129'."""
    error = _parse_error(_constant("dense<1>", "tensor<2xui129>"))
    assert "element type ui129 are not supported" in str(error) and (error.line, error.column) == (2, 27)


@pytest.mark.parametrize("literal", ["-0x7F80", "0x1FFFFFFFF"])
def test_hex_float_literal_out_of_its_bit_width(literal):
    """reduce_precision.mlir, negative_dimension, seed 495117664 (a '-' before a hex literal): OverflowError
    from NumPy."""
    error = _parse_error(_constant(f"dense<{literal}>", "tensor<2xf32>"))
    assert f"hexadecimal literal {literal} is not a 32-bit pattern of f32" in str(error)


def test_splat_too_large_for_numpy_to_describe():
    """schur_f32.mlir, huge_dimension, seed 189735713: ValueError 'array is too big' from np.broadcast_to."""
    error = _parse_error(_constant("dense<1.0>", "tensor<99999999999999x99999999999xf32>"))
    assert "too many to represent" in str(error)


def test_dense_literal_of_rank_over_numpy_limit():
    """Found by the deepest-accepted-nesting test: ValueError 'maximum supported dimension ... is 64'."""
    error = _parse_error(_constant(f"dense<{'[' * 65}1.0{']' * 65}>", f"tensor<{'1x' * 65}f32>"))
    assert "rank 65" in str(error)


def test_custom_call_layout_splat_of_billions_is_checked_at_once():
    """tridiagonal_solve_perturbed_c64.mlir, huge_dimension, seed 380125341: the verifier expanded a
    4,294,967,296-element splat layout into a Python list (it hung)."""
    text = ('func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n'
            '  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<0> : tensor<4294967296xindex>], '
            'result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>\n'
            '  return %0 : tensor<4xf32>\n}\n')
    module = parse_text(text, "mutant.mlir")
    start = time.monotonic()
    with pytest.raises(VerificationError, match=r"operand #0 has type tensor<4xf32> but its layout is "
                                                r"\[0, 0, 0, 0, 0, 0, 0, 0, '...'\]"):
        module.verify()
    assert time.monotonic() - start < 1


def test_reshape_of_a_dynamic_operand_of_the_wrong_size():
    """vmap_gather_from_take_name_6_neg_dynamic.mlirbc, bit_flip, seed 543974586: NumPy's ValueError
    'cannot reshape array of size 8 into shape (1,)'."""
    text = ('func.func @main(%a: tensor<?xf32>) -> tensor<1xf32> {\n'
            '  %0 = stablehlo.reshape %a : (tensor<?xf32>) -> tensor<1xf32>\n  return %0 : tensor<1xf32>\n}\n')
    with pytest.raises(InterpreterError, match=r"reshape of an operand of shape \[8\] \(8 elements\)") as caught:
        parse_text(text, "mutant.mlir").run(np.zeros(8, np.float32))
    assert caught.value.line == 2


def test_the_bytecode_mutant_of_the_reshape_bug_runs_to_a_project_error():
    path = next((p for p in binary_corpus() if p.name == "vmap_gather_from_take_name_6_neg_dynamic.mlirbc"), None)
    if path is None:
        pytest.skip("../shared/conformance/artifacts is not there")
    assert exercise_program(mutate_binary(read(path), "bit_flip", 543974586), "mutant.mlirbc") == "run"


def test_dense_resource_without_its_blob():
    """resources.mlir, swap_tokens, seed 56708183: KeyError from the module's resource table."""
    text = ('func.func @main() -> tensor<2xf32> {\n  %0 = stablehlo.constant dense_resource<missing> : tensor<2xf32>\n'
            '  return %0 : tensor<2xf32>\n}\n')
    with pytest.raises(InterpreterError, match="dense_resource<missing>: the file has no resource of that name"):
        parse_text(text, "mutant.mlir").run()


@pytest.mark.parametrize("shape, descr", [("(1000000000000,)", None), ("(4611686018427387904, 4)", None),
                                         ("(-3, 4)", None), ("'x'", None),
                                         ("(99999999999999999999999,)", "<U1000000000")])
def test_npy_header_that_lies_about_its_shape(tmp_path, shape, descr):
    """npy_header_lie: NumPy allocated the declared 3.64 TiB (MemoryError), or OverflowError/TypeError (the
    last: seed 251, an OverflowError inside NumPy 2.0.0's reader, found by make test-min-deps)."""
    path = tmp_path / "lie.npy"
    path.write_bytes(lying_header(_npy(np.zeros((2, 4), np.float32)), shape, descr))
    with pytest.raises(InputError, match="lie.npy"):
        load_arrays(path)


def test_npz_member_that_lies_about_its_shape(tmp_path):
    """npz_header_lie: inside an archive NumPy's reader allocates the declared size before reading."""
    path = tmp_path / "lie.npz"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("arg0.npy", lying_header(_npy(np.zeros((2, 4), np.float32)), "(1000000,)"))
    with pytest.raises(InputError, match="truncated: the header declares float32"):
        load_arrays(path)


@pytest.mark.parametrize("seed", range(6))
def test_npz_whose_zip_headers_lie_about_sizes(tmp_path, seed):
    """npz_size_lie: the sizes of a member in its local or central zip header changed."""
    import random

    path = tmp_path / "lie.npz"
    path.write_bytes(_zip_size_lie(read(TESTDATA / "observe" / "cancel_f32.inputs.npz"), random.Random(seed)))
    try:
        load_arrays(path)
    except InputError as exc:
        assert "lie.npz" in str(exc)


def test_made_up_input_over_the_memory_budget():
    """vmap_scatter_add_non_float32_3_dynamic.mlirbc, bit_flip, seed 533308629: an argument type of
    billions of elements; NumPy's ValueError 'array is too big' from the random generator."""
    from stablehlo_py.harness.synthetic import synthetic_inputs

    func = parse_text("func.func @main(%a: tensor<100000000000x3xf32>) {\n  return\n}\n").funcs["main"]
    with pytest.raises(InputError, match=r"tensor<100000000000x3xf32>: it needs 1200000000000 bytes .* over the "
                                         r"memory budget"):
        synthetic_inputs(func, 2)


def test_func_inside_the_region_of_a_generic_op():
    """dense.expected.mlir, unbalanced_bracket, seed 475667807 ('"builtin.mod}ule"() ({ func.func ...'):
    the verifier's AttributeError "'Func' object has no attribute 'operands'"."""
    text = ('"builtin.mod}ule"() ({\n  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({\n'
            '    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n')
    with pytest.raises(VerificationError) as caught:
        parse_text(text, "mutant.mlir").verify()
    assert "mutant.mlir:2:3: error: func.func (structure): `func.func` is only allowed at the top level" in str(caught.value)


def test_manual_computation_over_a_mesh_axis_of_size_zero():
    """shard_map.mlirbc (testdata/artifacts), bit_flip, seed 277: the mesh's axis becomes "x"=0 and
    sdy.manual_computation's divisibility check divided by it (ZeroDivisionError); the mesh's own check
    reports the size."""
    mutant = mutate_binary(read(TESTDATA / "artifacts" / "shard_map.mlirbc"), "bit_flip", 277)
    assert exercise_program(mutant, "mutant.mlirbc") == "verify"


def test_convolution_stride_far_past_its_operand():
    """cnn.mlirbc (testdata/litert), byte 604 set to 0xff (found by truncating and overwriting every byte of
    the plain bytecode by hand): a window stride of 71776119061217282 made one phase image per stride
    position, NumPy's 'array is too big' (an internal error); 16711682 at byte 600 ran 25 s. A stride past
    the padded extent reads one window, so the result is that window's."""
    text = ('func.func @main(%x: tensor<2x6x4x4xf32>, %k: tensor<6x1x3x3xf32>) -> tensor<2x6x1x1xf32> {\n'
            '  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = '
            '{stride = [71776119061217282, 16711682]} {batch_group_count = 1 : i64, feature_group_count = 6 : i64}'
            ' : (tensor<2x6x4x4xf32>, tensor<6x1x3x3xf32>) -> tensor<2x6x1x1xf32>\n  return %0 : tensor<2x6x1x1xf32>\n}\n')
    x = np.arange(2 * 6 * 16, dtype=np.float32).reshape(2, 6, 4, 4)
    k = np.ones((6, 1, 3, 3), np.float32)
    start = time.monotonic()
    result = parse_text(text, "mutant.mlir").run(x, k)
    assert time.monotonic() - start < 5
    np.testing.assert_array_equal(np.asarray(result).reshape(2, 6), x[:, :, :3, :3].sum(axis=(2, 3)))


def test_hlo_window_stride_past_64_bits():
    """zoo_select_and_scatter.after_optimizations.hlo, huge_dimension, seed 225: a window stride of
    99999999999999999999999 reached the verifier (OverflowError) instead of a located error."""
    from stablehlo_py.hlo import parse_hlo

    text = ("HloModule m\n\nadd {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT c = f32[] add(a, b)\n}\n\n"
            "ENTRY main {\n  x = f32[4]{0} parameter(0)\n  z = f32[] constant(0)\n"
            "  ROOT r = f32[2]{0} reduce-window(x, z), window={size=2 stride=99999999999999999999999}, to_apply=add\n}\n")
    with pytest.raises(ParseError) as caught:
        parse_hlo(text, "mutant.hlo")
    assert "99999999999999999999999 does not fit in 64 bits" in str(caught.value)
    assert (caught.value.line, caught.value.column) == (12, 65)  # the stride's value


def test_hlo_sharding_iota_too_large_for_numpy():
    """jit_named_sharding.hlo, huge_dimension (HLO shape dimensions), seed 4294967295: a tile assignment
    `<=[99999999999999999999999]` reached np.arange (ValueError 'Maximum allowed size exceeded')."""
    from stablehlo_py.ir.hlo_sharding import HloShardingError, parse_hlo_sharding

    with pytest.raises(HloShardingError, match="lists 99999999999999999999999 devices for a tile assignment of 4"):
        parse_hlo_sharding("{devices=[2,2]<=[99999999999999999999999]}")
    from stablehlo_py.hlo import parse_hlo

    text = ("HloModule m\n\nadd {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT c = f32[] add(a, b)\n}\n\n"
            "ENTRY main {\n  x = f32[4]{0} parameter(0)\n"
            "  ROOT r = f32[4]{0} all-reduce(x), replica_groups=[2,2]<=[4611686018427387904], to_apply=add\n}\n")
    with pytest.raises(ParseError, match="device array of shape") as caught:
        parse_hlo(text, "mutant.hlo")
    assert caught.value.line == 11
