"""Per-op checks, grouped like the spec; importing this package registers them all."""
from . import (chlo, collectives, control_flow, dynamic, elementwise, fft, gather_scatter, linalg, misc,  # noqa: F401
               quantization, reduction, shape, sort)
