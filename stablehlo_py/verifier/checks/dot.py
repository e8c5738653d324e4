"""Checks of the ``dot`` family: dot_general (spec section of the same name), the legacy dot (XLA "Dot"), and
einsum and unary_einsum (StablehloOps.td: TensorFlow's einsum; the rules of XLA's ``Einsum`` builder,
xla/hlo/builder/lib/matrix.cc)."""
from __future__ import annotations

import re

from ...ir.enums import Precision
from ...ir.types import FloatType, TensorType
from ..context import OpContext
from ..registry import check
from ..type_rules import check_inferred_shape, dim_compatible, first_repeat, is_unique, out_of_range
from .quantization import check_contraction_quantization, is_per_axis, is_quantized

_DOT_QUANTIZATION = {"same": "C13", "quantized": "C14", "storage": "C17", "expressed": "C18", "per_tensor": "C19",
                     "float_lhs": "C20"}


def check_precision_config(ctx: OpContext, label: str, precision: tuple[Precision, ...] | None) -> bool:
    """(label) ``size(precision_config) = 2`` (upstream also accepts it empty or left out): dot_general (C11),
    convolution (C24)."""
    return precision is None or ctx.require(
        len(precision) <= 2, label, lambda: f"attribute `precision_config` is [{', '.join(precision)}] but may hold "
                                            f"at most 2 entries (lhs, rhs)")


def _operands_and_result(ctx: OpContext) -> tuple[TensorType, TensorType, TensorType] | None:
    """(lhs, rhs, result) when they are ranked tensors (reports the first that is not)."""
    if not (ctx.tensors(ctx.operand_types) and ctx.tensors(ctx.result_types, "result")):
        return None
    lhs, rhs = ctx.operand_types
    return lhs, rhs, ctx.result_types[0]


@check("stablehlo.dot_general")
def check_dot_general(ctx: OpContext, attrs) -> None:
    """dot_general (C1)-(C24): dimension numbers, result shape, quantization and the algorithm."""
    types = _operands_and_result(ctx)
    if types is None:
        return
    lhs, rhs, result = types
    dn = attrs.dot_dimension_numbers
    lb, rb = dn.lhs_batching_dimensions, dn.rhs_batching_dimensions
    lc, rc = dn.lhs_contracting_dimensions, dn.rhs_contracting_dimensions
    ctx.require(len(lb) == len(rb), "C1", lambda: f"lhs_batching_dimensions {list(lb)} and rhs_batching_dimensions "
                                                  f"{list(rb)} must have the same size")
    ctx.require(len(lc) == len(rc), "C2", lambda: f"lhs_contracting_dimensions {list(lc)} and "
                                                  f"rhs_contracting_dimensions {list(rc)} must have the same size")
    for side, batching, contracting, label in (("lhs", lb, lc, "C3"), ("rhs", rb, rc, "C4")):
        both = batching + contracting
        ctx.require(is_unique(both), label, lambda: f"dimension {first_repeat(both)} occurs more than once in "
                                                    f"{side}_batching_dimensions {list(batching)} + "
                                                    f"{side}_contracting_dimensions {list(contracting)}")
    for name, dims, t, label in (("lhs_batching_dimensions", lb, lhs, "C5"),
                                 ("lhs_contracting_dimensions", lc, lhs, "C6"),
                                 ("rhs_batching_dimensions", rb, rhs, "C7"),
                                 ("rhs_contracting_dimensions", rc, rhs, "C8")):
        bad = out_of_range(dims, t.rank)
        ctx.require(not bad, label, lambda: f"{name} is {list(dims)} but {bad[0]} is not in [0, {t.rank}) for "
                                            f"{t}")
    if ctx.failed:
        return
    for l_dims, r_dims, what, label in ((lb, rb, "batching", "C9"), (lc, rc, "contracting", "C10")):
        bad = [(a, b) for a, b in zip(l_dims, r_dims) if not dim_compatible(lhs.shape[a], rhs.shape[b])]
        ctx.require(not bad, label, lambda: f"lhs {lhs} has size {lhs.shape[bad[0][0]]} in {what} dimension "
                                            f"{bad[0][0]} but rhs {rhs} has {rhs.shape[bad[0][1]]} in dimension "
                                            f"{bad[0][1]}; they must match")
    if not check_precision_config(ctx, "C11", attrs.precision_config) or ctx.failed:
        return
    expected = ([lhs.shape[d] for d in lb] + [s for d, s in enumerate(lhs.shape) if d not in lb + lc]
                + [s for d, s in enumerate(rhs.shape) if d not in rb + rc])
    check_inferred_shape(ctx, "C12", expected, what="batching + lhs free + rhs free dimensions")
    if check_contraction_quantization(ctx, _DOT_QUANTIZATION, lhs, rhs, result) and is_quantized(rhs):
        _check_rhs_quantization(ctx, rhs, rc)
    _check_algorithm(ctx, attrs.precision_config or (), attrs.algorithm)


def _check_rhs_quantization(ctx: OpContext, rhs: TensorType, rhs_contracting: tuple[int, ...]) -> None:
    """dot_general (C15) zero_points(rhs) = 0; (C16) a per-axis rhs is not quantized along a contracting dim."""
    q = rhs.element_type
    ctx.require(not any(q.zero_points), "C15", f"rhs has element type {q} with zero points {list(q.zero_points)}; "
                                               f"they must be 0")
    if is_per_axis(rhs):
        ctx.require(q.quantization_dimension not in rhs_contracting, "C16",
                    f"quantization_dimension of rhs ({q.quantization_dimension}) must not be in "
                    f"rhs_contracting_dimensions {list(rhs_contracting)}")


# Implementation-defined: the algorithms upstream StableHLO knows to be supported by some hardware
# (xla_data.proto > Algorithm): (lhs, rhs, accumulation) precision types, every component count 1
# unless listed with the bf16 decompositions.
_KNOWN_ALGORITHM_TYPES = ("f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ", "bf16", "f16", "tf32", "f32", "f64")


def _check_algorithm(ctx: OpContext, precision: tuple[Precision, ...], algorithm) -> None:
    """dot_general (C21) precision_config DEFAULT when an algorithm is set; (C22)-(C24) positive counts."""
    if algorithm is None:
        return
    ctx.require(all(p is Precision.DEFAULT for p in precision), "C21",
                f"attribute `precision_config` is [{', '.join(precision)}] but must be DEFAULT when `algorithm` is "
                f"set")
    for key, label in (("lhs_component_count", "C22"), ("rhs_component_count", "C23"),
                       ("num_primitive_operations", "C24")):
        count = getattr(algorithm, key)
        ctx.require(count > 0, label, f"algorithm {key} is {count} but must be positive", at="algorithm")
    for key in ("lhs_precision_type", "rhs_precision_type", "accumulation_type"):
        kind = getattr(algorithm, key)
        ctx.require(isinstance(kind, FloatType) and kind.name in _KNOWN_ALGORITHM_TYPES, "C21",
                    f"algorithm {key} is {kind}, which no hardware is known to support", at="algorithm")


@check("stablehlo.dot")
def check_dot(ctx: OpContext, attrs) -> None:
    """dot (not in the spec; XLA "Dot"): lhs/rhs of rank 1 or 2, contracting lhs's last dim with rhs's first."""
    types = _operands_and_result(ctx)
    if types is None:
        return
    lhs, rhs, _ = types
    check_precision_config(ctx, "precision_config", attrs.precision_config)
    if not ctx.require(lhs.rank in (1, 2) and rhs.rank in (1, 2), "shape",
                       f"lhs has type {lhs} and rhs {rhs} but both must have rank 1 or 2"):
        return
    a, b = lhs.shape[-1], rhs.shape[0]
    ctx.require(dim_compatible(a, b), "shape",
                f"lhs has type {lhs} and rhs {rhs}; lhs's last dimension must match rhs's first")
    check_inferred_shape(ctx, "shape", list(lhs.shape[:-1]) + list(rhs.shape[1:]))


_EINSUM_TERM = re.compile(r"[A-Za-z]*(\.\.\.)?[A-Za-z]*")


def _einsum_terms(ctx: OpContext, config: str, operands: int) -> tuple[list[str], str] | None:
    """The operand terms and the result term of ``einsum_config`` (``ab,bc->ac``; ``ab->a`` for one operand),
    each letters with at most one ``...``; None after reporting a config of another form."""
    inputs, arrow, output = config.partition("->")
    terms = inputs.split(",")
    well_formed = arrow and len(terms) == operands and all(_EINSUM_TERM.fullmatch(t) for t in terms + [output])
    if not ctx.require(bool(well_formed), "einsum_config",
                       lambda: f"attribute `einsum_config` is \"{config}\" but must be "
                               + ("\"<lhs>,<rhs>-><result>\"" if operands == 2 else "\"<operand>-><result>\"")
                               + ", each term letters with at most one `...`"):
        return None
    return terms, output


@check("stablehlo.einsum", "stablehlo.unary_einsum")
def check_einsum(ctx: OpContext, attrs) -> None:
    """einsum / unary_einsum: each operand's term names each of its dimensions once (letters, a ``...``
    standing for the dimensions left over; a letter twice takes a diagonal); a letter has one size wherever
    it occurs; the result's letters
    occur in the operands, once each; the result's shape is the sizes its term names (the broadcast ``...``
    dimensions first where it writes ``...``)."""
    if not (ctx.tensors(ctx.operand_types) and ctx.tensors(ctx.result_types, "result")):
        return
    parsed = _einsum_terms(ctx, attrs.einsum_config, len(ctx.operand_types))
    if parsed is None:
        return
    terms, output = parsed
    sizes: dict[str, int | None] = {}
    ellipsis: list[int | None] = []
    for i, (term, t) in enumerate(zip(terms, ctx.operand_types)):
        letters = term.replace("...", "")
        fits = len(letters) == t.rank if "..." not in term else len(letters) <= t.rank
        if not ctx.require(fits, "einsum_config",
                           lambda: f"term \"{term}\" of attribute `einsum_config` does not name each dimension of "
                                   f"operand #{i} of type {t} once"):
            return
        head = term.index("...") if "..." in term else len(letters)
        rest = t.rank - len(letters)
        dims = list(t.shape[:head]) + list(t.shape[head + rest:])
        extra = list(t.shape[head:head + rest])
        ellipsis = [None] * max(len(ellipsis), len(extra))  # broadcast ``...`` sizes are not checked further
        for letter, size in zip(letters, dims):
            known = sizes.setdefault(letter, size)
            if not ctx.require(dim_compatible(known, size), "einsum_config",
                               lambda: f"index `{letter}` of attribute `einsum_config` has size {known} in one "
                                       f"operand and {size} in operand #{i} of type {t}"):
                return
            if known is None:
                sizes[letter] = size
    letters = output.replace("...", "")
    if not ctx.require(len(set(letters)) == len(letters) and set(letters) <= set(sizes), "einsum_config",
                       lambda: f"result term \"{output}\" of attribute `einsum_config` must name indices of the "
                               f"operands, each once"):
        return
    head = output.index("...") if "..." in output else len(letters)
    expected = [sizes[c] for c in letters[:head]] + (ellipsis if "..." in output else []) + \
        [sizes[c] for c in letters[head:]]
    check_inferred_shape(ctx, "shape", tuple(expected), what=f"the shape einsum_config \"{attrs.einsum_config}\" gives")
