"""The kernels, one module per op family (the family names of ``stablehlo_py/dialect/``);
importing this package registers them all (``registry.kernel``), and ``lookup`` finds them."""
from __future__ import annotations

from ..registry import KERNELS, Kernel
from . import (arith, batch_norm, chlo, collectives, control_flow, convolution, dot,  # noqa: F401
               dynamic, elementwise, fft, func, gather_scatter, linalg, mhlo, ml_program, quantization, reduction,
               rng, sdy, shape, shape_dialect, sort, tensor, testing)


def lookup(name: str) -> Kernel | None:
    """The kernel of op ``name``, if it has one."""
    return KERNELS.get(name)
