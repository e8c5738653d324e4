"""Per-op checks, grouped like the spec: ``<family>.py`` registers (``registry.check``) the checks of the ops
``dialect/<family>.py`` declares when it is imported, which ``registry.check_of`` does the first time it looks
up a check of the family: verifying a program imports the checks of its ops' families only."""
from __future__ import annotations

import importlib

# The modules here; the other families of the op table (testing) have no checks of their own.
FAMILIES = ("arith", "batch_norm", "chlo", "collectives", "control_flow", "convolution", "dot", "dynamic", "elementwise",
            "fft", "func", "gather_scatter", "linalg", "mhlo", "ml_program", "quantization", "reduction", "rng", "sdy",
            "shape", "shape_dialect", "sort", "tensor")


def load(family: str) -> None:
    """Register the checks of the ops of ``family`` (none for a family without a module here)."""
    if family in FAMILIES:
        importlib.import_module(f"{__name__}.{family}")


def load_all() -> None:
    """Register every check (for what lists them all)."""
    for family in FAMILIES:
        load(family)
