"""``stablehlo.batch_norm_training``/``inference``/``grad``: hand-checked programs, properties of
the normalized output, and the gradients against finite differences of the training op."""
from __future__ import annotations

import numpy as np

from conftest import TESTDATA
from helpers import check_programs, run_main


def test_hand_checked_programs_pass():
    assert check_programs(TESTDATA / "interpret" / "batch_norm" / "batch_norm.mlir") == 6


def _training(x: np.ndarray, scale, offset, element: str, feature_index: int, epsilon: float):
    t = f"tensor<{'x'.join(map(str, x.shape))}x{element}>"
    f = f"tensor<{x.shape[feature_index]}x{element}>"
    text = (f"func.func @main(%x: {t}, %s: {f}, %o: {f}) -> ({t}, {f}, {f}) {{\n"
            f"  %r:3 = \"stablehlo.batch_norm_training\"(%x, %s, %o) {{epsilon = {epsilon} : f32, "
            f"feature_index = {feature_index} : i64}} : ({t}, {f}, {f}) -> ({t}, {f}, {f})\n"
            f"  func.return %r#0, %r#1, %r#2 : {t}, {f}, {f}\n}}\n")
    return run_main(text, x, scale, offset)


def _grad(x, scale, mean, variance, grad_output, feature_index: int, epsilon: float):
    t = f"tensor<{'x'.join(map(str, x.shape))}xf64>"
    f = f"tensor<{x.shape[feature_index]}xf64>"
    text = (f"func.func @main(%x: {t}, %s: {f}, %m: {f}, %v: {f}, %g: {t}) -> ({t}, {f}, {f}) {{\n"
            f"  %r:3 = \"stablehlo.batch_norm_grad\"(%x, %s, %m, %v, %g) {{epsilon = {epsilon} : f32, "
            f"feature_index = {feature_index} : i64}} : ({t}, {f}, {f}, {f}, {t}) -> ({t}, {f}, {f})\n"
            f"  func.return %r#0, %r#1, %r#2 : {t}, {f}, {f}\n}}\n")
    return run_main(text, x, scale, mean, variance, grad_output)


def test_training_normalizes_each_feature():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((4, 3, 5)) * 3 + 7
    scale, offset = np.array([1.0, 2.0, 0.5]), np.array([0.0, -1.0, 4.0])
    output, mean, variance = _training(x, scale, offset, "f64", 1, 0.0)
    per_feature = np.moveaxis(output, 1, 0).reshape(3, -1)
    assert np.allclose(per_feature.mean(axis=1), offset)
    assert np.allclose(per_feature.std(axis=1), np.abs(scale))
    samples = np.moveaxis(x, 1, 0).reshape(3, -1)
    assert np.allclose(mean, samples.mean(axis=1)) and np.allclose(variance, samples.var(axis=1))


def test_training_bf16_accumulates_in_f32():
    import ml_dtypes

    # 4097 values near 100: a bf16 running sum stops growing long before the true sum (~415000)
    x = (np.random.default_rng(0).random((4097, 2)) * 3 + 100).astype(ml_dtypes.bfloat16)
    ones = np.ones(2, dtype=ml_dtypes.bfloat16)
    _, mean, _ = _training(x, ones, ones, "bf16", 1, 0.0)
    assert mean.dtype == ml_dtypes.bfloat16
    expected = (x.astype(np.float32).sum(axis=0) / 4097).astype(ml_dtypes.bfloat16)
    assert np.array_equal(mean, expected)


def _loss(x, scale, offset, weights, feature_index):
    output, _, _ = _training(x, scale, offset, "f64", feature_index, 0.001)
    return float(np.sum(output * weights))


def test_grad_matches_finite_differences_of_training():
    rng = np.random.default_rng(1)
    x = rng.standard_normal((3, 2, 4))
    scale, offset = np.array([1.5, -0.5]), np.array([0.2, 0.3])
    weights = rng.standard_normal(x.shape)  # d loss / d output
    _, mean, variance = _training(x, scale, offset, "f64", 1, 0.001)
    grad_x, grad_scale, grad_offset = _grad(x, scale, mean, variance, weights, 1, 0.001)
    step = 1e-6
    numeric_x = np.zeros_like(x)
    for index in np.ndindex(x.shape):
        bumped = x.copy()
        bumped[index] += step
        numeric_x[index] = (_loss(bumped, scale, offset, weights, 1) - _loss(x, scale, offset, weights, 1)) / step
    assert np.allclose(grad_x, numeric_x, atol=1e-4)
    numeric_scale = [(_loss(x, scale + step * np.eye(2)[i], offset, weights, 1) - _loss(x, scale, offset, weights, 1))
                     / step for i in range(2)]
    assert np.allclose(grad_scale, numeric_scale, atol=1e-4)
    assert np.allclose(grad_offset, np.moveaxis(weights, 1, 0).reshape(2, -1).sum(axis=1))
