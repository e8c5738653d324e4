"""stablehlo.convolution / stablehlo.dynamic_conv: hand-derived programs, a randomized comparison with a
slow reference written from the spec's formulas, and the shared conformance programs that convolve."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import stablehlo_py

from conftest import TESTDATA, shared_suite
from stablehlo_py.interpreter.errors import InterpreterError
from stablehlo_py.interpreter.kernels import convolution as convolution_kernels
from stablehlo_py.interpreter.kernels.convolution import ConvConfig, convolve
from stablehlo_py.harness.runner import run_file
from stablehlo_py.interpreter.self_checking import PASSED
from stablehlo_py.ir.attributes import ConvDimensionNumbersAttr

HAND_PROGRAMS = sorted((TESTDATA / "interpret" / "convolution").glob("*.mlir"))


def _failures(path) -> list[str]:
    results = run_file(str(path))
    assert results, f"no program ran in {path}"
    return [f"{r.label}: {r.message}" for r in results if r.status != PASSED]


def test_the_hand_derived_programs_are_there():
    assert len(HAND_PROGRAMS) >= 5, f"testdata/interpret/convolution: {len(HAND_PROGRAMS)} programs"


@pytest.mark.parametrize("path", HAND_PROGRAMS, ids=[p.stem for p in HAND_PROGRAMS])
def test_hand_derived_programs(path):
    assert not _failures(path)


# --- the reference: spec "convolution" semantics, one output position at a time ---------------------

def _spec_pad(x: np.ndarray, low, high, interior) -> np.ndarray:
    """Spec ``pad``: operand element ``i`` goes to ``low + i * (interior + 1)`` when inside the result."""
    dilated = [0 if n == 0 else (n - 1) * (i + 1) + 1 for n, i in zip(x.shape, interior)]
    shape = [max(lo + d + hi, 0) for lo, d, hi in zip(low, dilated, high)]
    out = np.zeros(shape, dtype=x.dtype)
    for index in np.ndindex(*x.shape):
        position = tuple(lo + j * (i + 1) for lo, j, i in zip(low, index, interior))
        if all(0 <= p < s for p, s in zip(position, shape)):
            out[position] = x[index]
    return out


def reference_convolution(lhs, rhs, numbers: ConvDimensionNumbersAttr, strides, padding, lhs_dilation,
                          rhs_dilation, reversal, feature_groups=1, batch_groups=1) -> np.ndarray:
    """The spec's formulas literally: split/concatenate for groups, pad, slice a window per output
    position, reverse it, dot_general it with the kernel."""
    args = (numbers, strides, padding, lhs_dilation, rhs_dilation, reversal)
    for count, lhs_dim in ((feature_groups, numbers.input_feature_dimension),
                           (batch_groups, numbers.input_batch_dimension)):
        if count > 1:
            parts = [reference_convolution(part_lhs, part_rhs, *args)
                     for part_lhs, part_rhs in zip(np.split(lhs, count, lhs_dim),
                                                   np.split(rhs, count, numbers.kernel_output_feature_dimension))]
            return np.concatenate(parts, numbers.output_feature_dimension)
    spatial = list(numbers.input_spatial_dimensions)
    order = [numbers.input_batch_dimension, *spatial, numbers.input_feature_dimension]

    def lhs_shape(n, hw, c):  # spec: permute([n] + hw + [c], input dimension order)
        out = [None] * lhs.ndim
        for value, dim in zip([n, *hw, c], order):
            out[dim] = value
        return out

    low = lhs_shape(0, [p[0] for p in padding], 0)
    high = lhs_shape(0, [p[1] for p in padding], 0)
    padded = _spec_pad(lhs, low, high, lhs_shape(0, [d - 1 for d in lhs_dilation], 0))
    kernel = [rhs.shape[d] for d in numbers.kernel_spatial_dimensions]
    # spec C25: number of windows per spatial dimension (a window spans (k - 1) * rhs_dilation + 1)
    windows = [0 if k == 0 else (k - 1) * r + 1 for k, r in zip(kernel, rhs_dilation)]
    counts = [0 if padded.shape[d] == 0 or w > padded.shape[d] else (padded.shape[d] - w) // s + 1
              for d, w, s in zip(spatial, windows, strides)]
    batch, out_features = lhs.shape[numbers.input_batch_dimension], rhs.shape[numbers.kernel_output_feature_dimension]
    result_order = [numbers.output_batch_dimension, *numbers.output_spatial_dimensions, numbers.output_feature_dimension]
    result = np.zeros([dict(zip(result_order, [batch, *counts, out_features]))[d] for d in range(lhs.ndim)],
                      dtype=lhs.dtype)
    for position in np.ndindex(*counts):
        start = lhs_shape(0, [p * s for p, s in zip(position, strides)], 0)
        size = lhs_shape(batch, windows, lhs.shape[numbers.input_feature_dimension])
        step = lhs_shape(1, list(rhs_dilation), 1)
        window = padded[tuple(slice(b, b + n, s) for b, n, s in zip(start, size, step))]
        window = np.flip(window, [spatial[d] for d, flip in enumerate(reversal) if flip])
        dot = np.tensordot(window, rhs, axes=(spatial + [numbers.input_feature_dimension],
                                              list(numbers.kernel_spatial_dimensions)
                                              + [numbers.kernel_input_feature_dimension]))  # [n, o]
        target = [slice(None)] * lhs.ndim
        for d, p in zip(numbers.output_spatial_dimensions, position):
            target[d] = p
        view = result[tuple(target)]  # dims left: batch and feature, in result order
        view[...] = dot if numbers.output_batch_dimension < numbers.output_feature_dimension else dot.T
    return result


# --- random configurations ----------------------------------------------------------------------------

_TYPES = [np.float32, np.float64, ml_dtypes.bfloat16, np.complex64, np.int8, np.int32, np.int64, np.uint8]


def _random_layout(rng, rank: int) -> tuple[int, int, tuple[int, ...]]:
    dims = rng.permutation(rank).tolist()
    return dims[0], dims[1], tuple(dims[2:])


def _random_case(seed: int):
    rng = np.random.default_rng(seed)
    n_spatial = int(rng.choice([0, 1, 1, 2, 2, 2, 3]))
    rank = n_spatial + 2
    mode = rng.choice(["none", "none", "feature", "batch"])
    groups = int(rng.integers(2, 4)) if mode != "none" else 1
    fgc, bgc = (groups, 1) if mode == "feature" else (1, groups) if mode == "batch" else (1, 1)
    batch = int(rng.integers(1, 3)) * bgc
    in_features = int(rng.integers(1, 4))
    features, out_features = in_features * fgc, int(rng.integers(1, 3)) * groups
    small = n_spatial == 3
    sizes = rng.integers(1, 4 if small else 6, n_spatial)
    kernel = rng.integers(1, 3 if small else 4, n_spatial)
    ib, if_, isp = _random_layout(rng, rank)
    ki, ko, ksp = _random_layout(rng, rank)
    ob, of, osp = _random_layout(rng, rank)
    numbers = ConvDimensionNumbersAttr(ib, if_, isp, ki, ko, ksp, ob, of, osp)
    lhs_shape = [0] * rank
    for d, v in zip([ib, *isp, if_], [batch, *sizes, features]):
        lhs_shape[d] = int(v)
    rhs_shape = [0] * rank
    for d, v in zip([*ksp, ki, ko], [*kernel, in_features, out_features]):
        rhs_shape[d] = int(v)
    config = ConvConfig(
        dimension_numbers=numbers,
        window_strides=tuple(int(v) for v in rng.integers(1, 4, n_spatial)),
        padding=tuple((int(lo), int(hi)) for lo, hi in rng.integers(-2, 3, (n_spatial, 2))),
        lhs_dilation=tuple(int(v) for v in rng.integers(1, 4, n_spatial)),
        rhs_dilation=tuple(int(v) for v in rng.integers(1, 3, n_spatial)),
        window_reversal=tuple(bool(v) for v in rng.integers(0, 2, n_spatial)),
        feature_group_count=fgc, batch_group_count=bgc)
    dtype = np.dtype(_TYPES[int(rng.integers(len(_TYPES)))])
    return config, _random_values(rng, lhs_shape, dtype), _random_values(rng, rhs_shape, dtype), dtype


def _random_values(rng, shape, dtype: np.dtype) -> np.ndarray:
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        low, high = max(int(info.min), -1000), min(int(info.max), 1000)
        return rng.integers(low, high, shape, endpoint=True).astype(dtype)
    values = rng.standard_normal(shape)
    if dtype.kind == "c":
        values = values + 1j * rng.standard_normal(shape)
    return values.astype(dtype)


def _wrap(values: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Python integers reduced modulo 2**bits into ``dtype`` (two's complement)."""
    bits = dtype.itemsize * 8
    wrapped = [int(v) % (1 << bits) for v in values.reshape(-1)]
    if dtype.kind == "i":
        wrapped = [v - (1 << bits) if v >= 1 << (bits - 1) else v for v in wrapped]
    return np.array(wrapped, dtype=dtype).reshape(values.shape)


@pytest.mark.parametrize("seed", range(200))
def test_random_configuration_matches_spec_reference(seed):
    _assert_matches_reference(*_random_case(seed))


@pytest.mark.parametrize("chunk_bytes, max_dropped", [(1, 2), (2048, 2), (2048, 0)],
                         ids=["line-chunks", "image-chunks", "strided-views"])
@pytest.mark.parametrize("seed", range(0, 200, 4))
def test_chunked_accumulation_matches_spec_reference(seed, chunk_bytes, max_dropped, monkeypatch):
    """The output accumulated one line of one image at a time (1 byte), a few images at a time, or (no
    dropped rows allowed) one GEMM per output line on strided views."""
    monkeypatch.setattr(convolution_kernels, "_CHUNK_BYTES", chunk_bytes)
    monkeypatch.setattr(convolution_kernels, "_MAX_DROPPED", max_dropped)
    _assert_matches_reference(*_random_case(seed))


@pytest.mark.parametrize("seed", range(200))
def test_stacked_taps_are_the_per_tap_gemms(seed, monkeypatch):
    """The taps' GEMMs made by one np.matmul over their stack (small one-chunk convolutions) give the
    per-tap loop's results bit for bit: the same GEMMs, summed in the same order."""
    config, lhs, rhs, dtype = _random_case(seed)
    stacked = convolution_kernels.ConvolutionPlan(lhs.shape, rhs.shape, lhs.dtype, config, dtype)
    monkeypatch.setattr(convolution_kernels, "_STACKED_BYTES", 0)
    looped = convolution_kernels.ConvolutionPlan(lhs.shape, rhs.shape, lhs.dtype, config, dtype)
    assert looped.tap_rows is None
    with np.errstate(all="ignore"):
        got, expected = stacked(lhs, rhs), looped(lhs, rhs)
    assert got.dtype == expected.dtype and got.tobytes() == expected.tobytes()


@pytest.mark.parametrize("seed", range(200))
def test_lattice_taps_are_the_per_tap_gemms(seed, monkeypatch):
    """One GEMM per output line on strided views (no dropped rows allowed): the taps' windows as one strided
    view, their GEMMs made by one np.matmul, give the per-tap loop's results bit for bit."""
    config, lhs, rhs, dtype = _random_case(seed)
    monkeypatch.setattr(convolution_kernels, "_MAX_DROPPED", 0)
    stacked = convolution_kernels.ConvolutionPlan(lhs.shape, rhs.shape, lhs.dtype, config, dtype)
    monkeypatch.setattr(convolution_kernels, "_STACKED_BYTES", 0)
    looped = convolution_kernels.ConvolutionPlan(lhs.shape, rhs.shape, lhs.dtype, config, dtype)
    assert not looped.stacked_lines
    with np.errstate(all="ignore"):
        got, expected = stacked(lhs, rhs), looped(lhs, rhs)
    assert got.dtype == expected.dtype and got.tobytes() == expected.tobytes()


def test_lattice_taps_cover_the_random_cases(monkeypatch):
    """Some of the random cases take the lattice (so the test above means something), dilated kernels among
    them."""
    monkeypatch.setattr(convolution_kernels, "_MAX_DROPPED", 0)
    plans = [(config, convolution_kernels.ConvolutionPlan(lhs.shape, rhs.shape, lhs.dtype, config, dtype))
             for config, lhs, rhs, dtype in map(_random_case, range(200))]
    taken = [config for config, plan in plans if plan.stacked_lines]
    assert len(taken) >= 5 and any(d > 1 for c in taken for d in c.rhs_dilation)


def test_weight_gradient_takes_the_lattice(monkeypatch):
    """The filter gradient of a 3x3 convolution (benchmark maxpool_backward): a 16x16 window over the image,
    3x3 outputs, one np.matmul; the loop's results bit for bit, and the spec's within rounding."""
    numbers = ConvDimensionNumbersAttr(3, 0, (1, 2), 0, 3, (1, 2), 2, 3, (0, 1))
    config = ConvConfig(numbers, (1, 1), ((1, 1), (1, 1)), (1, 1), (1, 1), (False, False))
    rng = np.random.default_rng(12)
    lhs = rng.standard_normal((4, 16, 16, 3)).astype(np.float32)
    rhs = rng.standard_normal((4, 16, 16, 8)).astype(np.float32)
    plan = convolution_kernels.ConvolutionPlan(lhs.shape, rhs.shape, lhs.dtype, config, np.dtype(np.float32))
    assert plan.stacked_lines and plan.shape == (3, 3, 3, 8)
    _assert_matches_reference(config, lhs, rhs, np.dtype(np.float32))
    monkeypatch.setattr(convolution_kernels, "_STACKED_BYTES", 0)
    looped = convolution_kernels.ConvolutionPlan(lhs.shape, rhs.shape, lhs.dtype, config, np.dtype(np.float32))
    assert not looped.stacked_lines and plan(lhs, rhs).tobytes() == looped(lhs, rhs).tobytes()


def test_vit_patch_embedding_stacks_its_taps(monkeypatch):
    """The ViT benchmark's 8x8 stride-8 patch embedding (64 taps): stacked, and the loop's results (bit for
    bit: the stack's products summed by one np.add.reduce in the loop's order)."""
    config, lhs, rhs, plan = _nhwc_f32_plan((8, 8), (2, 32, 32, 3), (8, 8, 3, 64), seed=8)
    assert plan.tap_rows is not None and plan.tap_rows.shape[0] == 64
    _assert_matches_reference(config, lhs, rhs, np.dtype(np.float32))
    monkeypatch.setattr(convolution_kernels, "_STACKED_BYTES", 0)
    looped = convolution_kernels.ConvolutionPlan(lhs.shape, rhs.shape, lhs.dtype, config, np.dtype(np.float32))
    assert looped.tap_rows is None and plan(lhs, rhs).tobytes() == looped(lhs, rhs).tobytes()


def test_taps_of_one_element_products_are_not_stacked():
    """A tap's product of one element would make the taps' axis np.add.reduce's innermost, summed pairwise,
    not in tap order: such convolutions (one output of one feature) keep the per-tap loop."""
    config, lhs, rhs, plan = _nhwc_f32_plan((1, 1), (1, 4, 4, 3), (4, 4, 3, 1), seed=9)
    assert plan.tap_rows is None
    _assert_matches_reference(config, lhs, rhs, np.dtype(np.float32))


def _nhwc_f32_plan(strides: tuple[int, int], lhs_shape: tuple, rhs_shape: tuple, seed: int) -> tuple:
    """An NHWC x HWIO f32 convolution of ``strides``, no padding: its config, random operands and plan."""
    config = ConvConfig(ConvDimensionNumbersAttr(0, 3, (1, 2), 2, 3, (0, 1), 0, 3, (1, 2)), strides,
                        ((0, 0), (0, 0)), (1, 1), (1, 1), (False, False))
    rng = np.random.default_rng(seed)
    lhs = rng.standard_normal(lhs_shape).astype(np.float32)
    rhs = rng.standard_normal(rhs_shape).astype(np.float32)
    return config, lhs, rhs, convolution_kernels.ConvolutionPlan(lhs.shape, rhs.shape, lhs.dtype, config,
                                                                 np.dtype(np.float32))


def _assert_matches_reference(config: ConvConfig, lhs: np.ndarray, rhs: np.ndarray, dtype: np.dtype) -> None:
    actual = convolve(lhs, rhs, config, dtype)
    exact = dtype.kind in "iu"
    wide = object if exact else np.complex128 if dtype.kind == "c" else np.float64
    expected = reference_convolution(lhs.astype(wide), rhs.astype(wide), config.dimension_numbers, config.window_strides,
                                     config.padding, config.lhs_dilation, config.rhs_dilation,
                                     config.window_reversal, config.feature_group_count, config.batch_group_count)
    assert actual.dtype == dtype and actual.shape == expected.shape, (config, actual.shape, expected.shape)
    if exact:
        np.testing.assert_array_equal(actual, _wrap(expected, dtype), err_msg=str(config))
    else:
        # one rounding of the result plus accumulation error of the (f32 or wider) sum
        eps = float(ml_dtypes.finfo(dtype).eps) if dtype == ml_dtypes.bfloat16 else float(np.finfo(dtype).eps)
        terms = int(np.prod(rhs.shape)) + 1
        scale = float(np.abs(lhs.astype(wide)).max(initial=0) * np.abs(rhs.astype(wide)).max(initial=0))
        np.testing.assert_allclose(actual.astype(wide), expected, rtol=eps, atol=2 * eps * terms * scale,
                                   err_msg=str(config))


def test_random_cases_cover_every_configuration():
    """The 200 seeds exercise each feature the spec defines (so the randomized test means something)."""
    cases = [_random_case(seed) for seed in range(200)]
    configs = [c for c, *_ in cases]
    assert any(c.feature_group_count > 1 for c in configs) and any(c.batch_group_count > 1 for c in configs)
    assert any(lo < 0 or hi < 0 for c in configs for lo, hi in c.padding)
    assert any(d > 1 for c in configs for d in c.lhs_dilation) and any(d > 1 for c in configs for d in c.rhs_dilation)
    assert any(any(c.window_reversal) for c in configs) and any(s > 1 for c in configs for s in c.window_strides)
    assert {len(c.window_strides) for c in configs} == {0, 1, 2, 3}
    assert {np.dtype(d) for *_, d in cases} == {np.dtype(t) for t in _TYPES}


def test_reference_reproduces_the_spec_example():
    """Spec convolution example: lhs 4x4, lhs_dilation 2, stride 4, 3x3 kernel of ones -> [[10, 26], [46, 62]]."""
    lhs = np.array([[1, 2, 5, 6], [3, 4, 7, 8], [10, 11, 14, 15], [12, 13, 16, 17]], np.int64).reshape(1, 4, 4, 1)
    rhs = np.ones((3, 3, 1, 1), np.int64)
    numbers = ConvDimensionNumbersAttr(0, 3, (1, 2), 2, 3, (0, 1), 0, 3, (1, 2))
    expected = np.array([10, 26, 46, 62]).reshape(1, 2, 2, 1)
    reference = reference_convolution(lhs, rhs, numbers, (4, 4), ((0, 0), (0, 0)), (2, 2), (1, 1), (False, False))
    config = ConvConfig(numbers, (4, 4), ((0, 0), (0, 0)), (2, 2), (1, 1), (False, False))
    np.testing.assert_array_equal(reference, expected)
    np.testing.assert_array_equal(convolve(lhs, rhs, config, np.dtype(np.int64)), expected)


def test_group_constraint_violation_names_the_constraint():
    numbers = ConvDimensionNumbersAttr(0, 2, (1,), 1, 2, (0,), 0, 2, (1,))
    config = ConvConfig(numbers, (1,), ((0, 0),), (1,), (1,), (False,), feature_group_count=2)
    lhs, rhs = np.zeros((1, 3, 4), np.float32), np.zeros((1, 4, 2), np.float32)  # C14: kernel needs 4 / 2 inputs
    with pytest.raises(InterpreterError, match=r"\(C14\)"):
        convolve(lhs, rhs, config, np.dtype(np.float32))


# --- the shared conformance programs that convolve -------------------------------------------------------

def _conformance_programs() -> list:
    interpret, testdata = shared_suite("interpret"), shared_suite("testdata")
    return [interpret / "convolution.mlir", interpret / "dynamic_conv.mlir",
            *sorted(testdata.glob("conv_general_dilated*.mlir"))]


def test_shared_convolution_programs():
    """Every shared program that convolves passes, including the one whose products cancel: summed
    tap after tap (the reference interpreter's order), f32 results stay within the check's 3 ULPs."""
    programs = _conformance_programs()
    assert len(programs) >= 17
    failures = [f for p in programs for f in _failures(p)]
    assert not failures, "\n".join(failures)


def test_compiled_convolution_matches_spec_reference():
    """A strided, dilated, feature-grouped NCHW convolution run twice: the first run calls the kernel, later
    runs the plan its specializer made when the function was compiled; both give the reference's values,
    bit for bit the same."""
    program = """
func.func @main(%x: tensor<3x4x11x9xf32>, %w: tensor<8x2x3x2xf32>) -> tensor<3x8x4x6xf32> {
  %y = stablehlo.convolution(%x, %w)
    dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1],
    window = {stride = [2, 2], pad = [[1, 0], [2, 1]], rhs_dilate = [2, 1], reverse = [false, true]}
    {batch_group_count = 1 : i64, feature_group_count = 2 : i64}
    : (tensor<3x4x11x9xf32>, tensor<8x2x3x2xf32>) -> tensor<3x8x4x6xf32>
  return %y : tensor<3x8x4x6xf32>
}
"""
    rng = np.random.default_rng(7)
    x = rng.standard_normal((3, 4, 11, 9)).astype(np.float32)
    w = rng.standard_normal((8, 2, 3, 2)).astype(np.float32)
    numbers = ConvDimensionNumbersAttr(0, 1, (2, 3), 1, 0, (2, 3), 0, 1, (2, 3))
    expected = reference_convolution(x.astype(np.float64), w.astype(np.float64), numbers, (2, 2), ((1, 0), (2, 1)),
                                     (1, 1), (2, 1), (False, True), feature_groups=2)
    module = stablehlo_py.parse_text(program)
    (first,), (second,) = module.run(x, w), module.run(x, w)
    assert first.shape == expected.shape == (3, 8, 4, 6)
    np.testing.assert_allclose(first, expected, rtol=1e-6, atol=1e-5)
    np.testing.assert_array_equal(second, first)
