"""One-line summaries of values, as ``--trace-nan`` and ``shlo diff`` reports show operands and results."""
from __future__ import annotations

import numpy as np

from .compare import is_exact


def summarize(value: object) -> str:
    """``f32[4, 3]: min -1.5, max 2, mean 0.25, 2 NaN, 0 Inf`` (counts for floats, min/max/mean over the
    finite elements; complex values by their magnitudes)."""
    if isinstance(value, tuple):
        return "(" + "; ".join(summarize(v) for v in value) + ")"
    if not isinstance(value, np.ndarray) and not np.isscalar(value):
        return type(value).__name__
    array = np.asarray(value)
    head = f"{array.dtype}[{', '.join(map(str, array.shape))}]"
    if array.size == 0:
        return f"{head}: empty"
    if array.dtype == np.bool_:
        return f"{head}: {int(np.count_nonzero(array))} true"
    if is_exact(array.dtype):
        wide = array.astype(np.int64) if array.dtype.kind != "u" else array.astype(np.uint64)
        return f"{head}: min {wide.min()}, max {wide.max()}"
    wide = array.astype(np.complex128 if array.dtype.kind == "c" else np.float64)
    nan, inf = np.isnan(wide), np.isinf(wide)
    finite = wide[~(nan | inf)]
    if wide.dtype.kind == "c":
        finite = np.abs(finite)
    stats = (f"min {finite.min():.6g}, max {finite.max():.6g}, mean {finite.mean():.6g}"
             if finite.size else "no finite element")
    magnitude = " (magnitudes)" if wide.dtype.kind == "c" and finite.size else ""
    return f"{head}: {stats}{magnitude}, {int(nan.sum())} NaN, {int(inf.sum())} Inf"


def non_finite_counts(value: object) -> tuple[int, int]:
    """How many NaN and how many infinite elements ``value`` has (0, 0 for anything but floats; ml_dtypes'
    narrow floats count too)."""
    if isinstance(value, np.generic):  # a 0-d value generated code keeps as a NumPy scalar
        value = np.asarray(value)
    if not isinstance(value, np.ndarray) or value.dtype.kind not in "fcV" or is_exact(value.dtype):
        return 0, 0
    return int(np.count_nonzero(np.isnan(value))), int(np.count_nonzero(np.isinf(value)))
