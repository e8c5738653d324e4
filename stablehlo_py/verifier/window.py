"""Window attributes shared by reduce_window, select_and_scatter and convolution (spec "reduce_window"
C4-C15, "convolution" C4-C11): sizes, positivity and the padding's ``[N, 2]`` shape."""
from __future__ import annotations

from .context import OpContext
from .type_rules import Shape, padding_pairs, window_output_shape


def check_window(ctx: OpContext, rank: int, labels: dict[str, tuple[str, str]], window: tuple[int, ...] | None,
                 base_name: str | None = "base_dilations", dilation_name: str = "window_dilations",
                 inputs: Shape | None = None, window_name: str = "attribute `window_dimensions`"
                 ) -> list[int | None] | None:
    """Check window sizes and related attributes for ``rank`` spatial axes; returns the output window
    counts (``num_windows``) when ``inputs`` (their sizes) are given and everything is valid.

    ``labels`` maps "window", "strides", "base", "dilations" to (size label, positivity label) and
    "padding" to its label (its second item is unused); an empty size label leaves that size unchecked.
    ``window_name`` says what the window sizes are (convolution: the kernel's spatial sizes).
    """
    if window is not None:
        if not ctx.require(len(window) == rank, labels["window"][0],
                           f"{window_name} has {len(window)} entries but must have {rank}, one per window "
                           f"dimension"):
            return None
        for i, w in enumerate(window):
            ctx.require(w > 0, labels["window"][1],
                        lambda: f"{window_name} is {list(window)} but its entry {i} is {w}; window sizes must be "
                                f"positive")
    values = {}
    for name, kind in (("window_strides", "strides"), (base_name, "base"), (dilation_name, "dilations")):
        if not name:
            continue
        given = ctx.ints(name, required=False)
        values[kind] = given if given is not None else (1,) * rank
        if given is None:
            continue
        if labels[kind][0] and not ctx.require(len(given) == rank, labels[kind][0],
                           f"attribute `{name}` has {len(given)} entries but must have {rank}, one per window "
                           f"dimension"):
            return None
        for i, v in enumerate(given):
            ctx.require(v > 0, labels[kind][1], lambda: f"attribute `{name}` is {list(given)} but its entry {i} is "
                                                        f"{v}; it must be positive")
    pads = padding_pairs(ctx.attr("padding"))
    if isinstance(pads, str):
        ctx.error(labels["padding"][0], f"attribute `padding` is {pads} but must be a tensor of shape [N, 2]")
        return None
    if pads is not None and not ctx.require(len(pads) == rank, labels["padding"][0],
                                            f"attribute `padding` has {len(pads)} rows but must have {rank}, "
                                            f"one per window dimension"):
        return None
    if ctx.failed or inputs is None or window is None:
        return None
    return window_output_shape(inputs, window, values["strides"], values.get("base", (1,) * rank),
                               values.get("dilations", (1,) * rank), pads or ((0, 0),) * rank)
