"""Checks of the ``batch_norm`` family: batch_norm_grad, batch_norm_inference and batch_norm_training
(spec sections of the same names)."""
from __future__ import annotations

from ...ir.types import TensorType
from ..context import OpContext
from ..registry import check
from ..type_rules import check_same_shape, dim_compatible, element_types_compatible, shapes_compatible


def _check_batch_norm(ctx: OpContext, attrs, operand: TensorType, vectors: dict[str, TensorType], shaped: tuple,
                      labels: dict[str, str]) -> None:
    """Shared batch_norm rules: (C1) 0 <= feature_index < rank(operand); same baseline element types;
    the 1-d operands/results sized dim(operand, feature_index); the operand-shaped ones shaped like operand."""
    index = attrs.feature_index
    if not ctx.require(0 <= index < operand.rank, "C1", f"attribute `feature_index` is {index} but must be in "
                                                        f"[0, {operand.rank}) for operand #0 of type {operand}"):
        return
    everything = [operand, *shaped, *vectors.values()]
    ctx.require(all(element_types_compatible(t.element_type, operand.element_type) for t in everything),
                labels["element"], lambda: f"operands and results have element types "
                                           f"{', '.join(str(t.element_type) for t in everything)}; they must all match")
    for t in shaped:
        check_same_shape(ctx, labels["shaped"], t, "a value", operand, "operand #0")
    features = operand.shape[index]
    for name, t in vectors.items():
        if not ctx.require(t.rank == 1, labels.get(name, labels["vector"]),
                           f"`{name}` has type {t} but must be 1-dimensional"):
            continue
        size = t.shape[0]
        ctx.require(dim_compatible(size, features), labels.get(name, labels["vector"]),
                    f"`{name}` has type {t} but must have {features} elements, the size of operand #0's dimension "
                    f"feature_index = {index}")


@check("stablehlo.batch_norm_training")
def check_batch_norm_training(ctx: OpContext, attrs) -> None:
    """batch_norm_training (C1)-(C7)."""
    operand, scale, offset = ctx.operand_types
    output, mean, var = ctx.result_types
    _check_batch_norm(ctx, attrs, operand, {"scale": scale, "offset": offset, "batch_mean": mean, "batch_var": var},
                      (output,), {"element": "C2", "shaped": "C7", "vector": "C3", "offset": "C4",
                                  "batch_mean": "C5", "batch_var": "C6"})


@check("stablehlo.batch_norm_inference")
def check_batch_norm_inference(ctx: OpContext, attrs) -> None:
    """batch_norm_inference (C1)-(C7)."""
    operand, scale, offset, mean, variance = ctx.operand_types
    _check_batch_norm(ctx, attrs, operand, {"scale": scale, "offset": offset, "mean": mean, "variance": variance},
                      (ctx.result_types[0],), {"element": "C2", "shaped": "C7", "vector": "C3", "offset": "C4",
                                               "mean": "C5", "variance": "C6"})


@check("stablehlo.batch_norm_grad")
def check_batch_norm_grad(ctx: OpContext, attrs) -> None:
    """batch_norm_grad (C1)-(C5): (C4) the 1-d values share a shape, (C5) sized dim(operand, feature_index)."""
    operand, scale, mean, variance, grad_output = ctx.operand_types
    grad_operand, grad_scale, grad_offset = ctx.result_types
    vectors = {"scale": scale, "mean": mean, "variance": variance, "grad_scale": grad_scale,
               "grad_offset": grad_offset}
    ctx.require(all(shapes_compatible(t.shape, scale.shape) for t in vectors.values()), "C4",
                lambda: "the 1-dimensional values must have the same shape but have types "
                        + ", ".join(f"`{k}` {t}" for k, t in vectors.items()))
    if not ctx.failed:
        _check_batch_norm(ctx, attrs, operand, vectors, (grad_output, grad_operand),
                          {"element": "C2", "shaped": "C3", "vector": "C5"})
