"""Per-op checks, grouped like the spec; importing this package registers them all."""
from . import (batch_norm, chlo, collectives, control_flow, convolution, dot, dynamic, elementwise,  # noqa: F401
               fft, func, gather_scatter, linalg, quantization, reduction, rng, sdy, shape, sort)
