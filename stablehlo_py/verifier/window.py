"""Window attributes shared by reduce_window, select_and_scatter and convolution (spec "reduce_window"
C4-C12, "select_and_scatter" C4-C8, "convolution" C2-C9): sizes, positivity and the padding's ``[N, 2]``
shape. The attributes come from the ops' typed records, their defaults from the op table."""
from __future__ import annotations

from typing import Sequence

import numpy as np

from .context import OpContext
from .type_rules import shape_text

# (attribute name, its value, the label of its size rule ("" leaves its size unchecked), the label of
# its positivity rule)
Factor = tuple[str, Sequence[int], str, str]


def check_window(ctx: OpContext, rank: int, window: Sequence[int] | None, window_labels: tuple[str, str],
                 factors: Sequence[Factor], padding: np.ndarray | None, padding_label: str,
                 window_name: str = "attribute `window_dimensions`") -> bool:
    """The window sizes (``window``, None when unknown) and each of ``factors`` have one positive entry per
    each of the ``rank`` window dimensions, and ``padding`` (None: an operand, dynamic_conv) is ``[rank, 2]``;
    reports what does not.
    ``window_name`` says what the window sizes are (convolution: the kernel's spatial sizes)."""
    if window is not None:
        if not ctx.require(len(window) == rank, window_labels[0],
                           f"{window_name} has {len(window)} entries but must have {rank}, one per window "
                           f"dimension"):
            return False
        for i, w in enumerate(window):
            ctx.require(w > 0, window_labels[1],
                        lambda: f"{window_name} is {list(window)} but its entry {i} is {w}; window sizes must be "
                                f"positive")
    for name, values, size_label, positive_label in factors:
        if size_label and not ctx.require(len(values) == rank, size_label,
                                          f"attribute `{name}` has {len(values)} entries but must have {rank}, "
                                          f"one per window dimension"):
            return False
        for i, v in enumerate(values):
            ctx.require(v > 0, positive_label, lambda: f"attribute `{name}` is {list(values)} but its entry {i} "
                                                       f"is {v}; it must be positive")
    if padding is None:
        return not ctx.failed
    if not ctx.require(padding.ndim == 2 and padding.shape[1] == 2, padding_label,
                       f"attribute `padding` is a tensor of shape {shape_text(padding.shape)} but must be a tensor "
                       f"of shape [N, 2]"):
        return False
    return ctx.require(len(padding) == rank, padding_label, f"attribute `padding` has {len(padding)} rows but must "
                                                           f"have {rank}, one per window dimension") \
        and not ctx.failed
