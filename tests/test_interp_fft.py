"""``stablehlo.fft``: hand-checked programs, and every type against the DFT written as a matrix
product (X[k] = sum_n x[n] exp(-2 pi i k n / N)), applied dimension by dimension."""
from __future__ import annotations

import numpy as np
import pytest

from conftest import TESTDATA
from helpers import check_programs, run_main, ulp_close


def test_hand_checked_programs_pass():
    assert check_programs(TESTDATA / "interpret" / "fft" / "fft_types.mlir") == 9


def _dft_matrix(n: int, sign: int) -> np.ndarray:
    k = np.arange(n)
    return np.exp(sign * 2j * np.pi * np.outer(k, k) / n)


def _dft(x: np.ndarray, rank: int, inverse: bool = False) -> np.ndarray:
    """The (inverse) DFT over the last ``rank`` dimensions by matrix products."""
    for axis in range(x.ndim - rank, x.ndim):
        n = x.shape[axis]
        matrix = _dft_matrix(n, 1 if inverse else -1) / (n if inverse else 1)
        x = np.moveaxis(np.tensordot(np.moveaxis(x, axis, -1), matrix, axes=([-1], [1])), -1, axis)
    return x


def _fft(x: np.ndarray, fft_type: str, lengths: list[int], in_type: str, out_type: str) -> np.ndarray:
    text = (f"func.func @main(%x: {in_type}) -> {out_type} {{\n"
            f"  %r = stablehlo.fft %x, type = {fft_type}, length = [{', '.join(map(str, lengths))}]"
            f" : ({in_type}) -> {out_type}\n  func.return %r : {out_type}\n}}\n")
    (result,) = run_main(text, x)
    return result


@pytest.mark.parametrize("rank", [1, 2, 3])
def test_fft_and_ifft(rank):
    rng = np.random.default_rng(rank)
    shape = (2, 3, 4, 5)
    x = (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(np.complex64)
    t = "tensor<2x3x4x5xcomplex<f32>>"
    lengths = list(shape[-rank:])
    forward = _fft(x, "FFT", lengths, t, t)
    assert forward.dtype == np.complex64
    assert ulp_close(forward, _dft(x.astype(np.complex128), rank), 1e-6)
    inverse = _fft(x, "IFFT", lengths, t, t)
    assert ulp_close(inverse, _dft(x.astype(np.complex128), rank, inverse=True), 1e-6)


@pytest.mark.parametrize("rank", [1, 2, 3])
def test_rfft_and_irfft(rank):
    rng = np.random.default_rng(10 + rank)
    x = rng.standard_normal((2, 3, 4, 5))
    half = "2x3x4x3"
    spectrum = _fft(x, "RFFT", list(x.shape[-rank:]), "tensor<2x3x4x5xf64>", f"tensor<{half}xcomplex<f64>>")
    full = _dft(x + 0j, rank)
    assert spectrum.dtype == np.complex128 and ulp_close(spectrum, full[..., :3], 1e-12)
    back = _fft(spectrum, "IRFFT", list(x.shape[-rank:]), f"tensor<{half}xcomplex<f64>>", "tensor<2x3x4x5xf64>")
    assert back.dtype == np.float64 and ulp_close(back, x, 1e-12)


def test_irfft_even_length_ignores_the_imaginary_part_of_nyquist():
    # length 4 takes 3 inputs; the Nyquist bin X[2] of a real signal is real, its imaginary part is dropped
    spectrum = np.array([4.0, 0.0, 0.0 + 5.0j], dtype=np.complex64)
    result = _fft(spectrum, "IRFFT", [4], "tensor<3xcomplex<f32>>", "tensor<4xf32>")
    assert np.allclose(result, [1.0, 1.0, 1.0, 1.0])
