"""What the two opcode zoos of ``testdata/hlo/`` share (``export_hlo_jax_zoo.py``, ``export_hlo_tf_zoo.py``; each
runs in its own producer's virtualenv, so this imports neither): a registry of builders by name, and the
generator of their float32 inputs."""
from __future__ import annotations

from typing import Callable

import numpy as np


def new_zoo() -> tuple[dict[str, Callable], Callable[[Callable], Callable]]:
    """A registry and the decorator that adds a builder to it under its function name."""
    builders: dict[str, Callable] = {}

    def zoo(builder: Callable) -> Callable:
        builders[builder.__name__] = builder
        return builder

    return builders, zoo


def normal(r: np.random.Generator, *shape: int, scale: float = 1.0) -> np.ndarray:
    """Standard normal float32 values of ``shape``, times ``scale``."""
    return (r.standard_normal(shape) * scale).astype(np.float32)
