"""Write ``testdata/region_capture/``: one beam-search step exported with ``jax.export`` whose regions read
values defined outside them (issue #11, point 1). A dev-time script, not part of the package
(``/work/devenv/bin/python tools/export_beam_search.py``); the project never imports JAX.

The step: scores of every continuation (``beam_scores + log_probs``), the first step's beams but the
first masked by ``lax.cond`` (JAX lowers its branches to a ``stablehlo.case`` whose branches read the
function's values), ``lax.top_k`` over beams x vocabulary, then two ``stablehlo.sort``s whose comparators
read an outer value: ``lax.sort``'s comparator is always JAX's own (its constants inside it), so a small
primitive lowers to a sort whose comparator multiplies its key by a value defined before the sort: tokens
descending, ``compare LT, t0 * c, t1 * c`` with ``c = -1`` a ``stablehlo.constant`` of the function. XLA
accepts a comparator reading a constant defined above it (it copies the constant in when it converts the
module to HLO) but not one reading any other outer value ("requires all operands to be defined in the
parent region for export"), so the oracle cannot run a comparator reading an argument:
tests/test_region_capture.py covers those against NumPy.

Written: ``beam_search_step.jax_exported`` (``Exported.serialize()``), ``beam_search_step.mlir``
(``exp.mlir_module()``) and for each case (``step3``: a later step, ``step0``: the first step, the other
branch of the ``case``) ``beam_search_step.CASE.inputs.npz`` (``in0``, ...) and
``beam_search_step.CASE.expected.npz`` (``out0``, ...: ``exp.call(*inputs)`` computed by JAX on XLA:CPU).
Exported with JAX 0.10.2 (jaxlib 0.10.2).
"""
from __future__ import annotations

from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
from jax import export, lax
from jax._src import core
from jax._src.interpreters import mlir
from jax._src.lib.mlir import ir
from jax._src.lib.mlir.dialects import hlo

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "testdata" / "region_capture"
jax.config.update("jax_hlo_source_file_canonicalization_regex", "^" + str(ROOT).replace(".", r"\.") + "/")

# sort(key, *others) along the last axis by ``key * factor`` ascending, ``factor`` a constant the lowering
# defines before the sort
scaled_sort_p = core.Primitive("scaled_sort")
scaled_sort_p.multiple_results = True


def _scaled_sort_abstract_eval(*avals, factor):
    return list(avals)


scaled_sort_p.def_abstract_eval(_scaled_sort_abstract_eval)


def _lower_scaled_sort(ctx, *operands, factor):
    avals = ctx.avals_in
    scale = mlir.ir_constant(np.array(factor, dtype=avals[0].dtype))  # defined before the sort, read inside
    sort = hlo.SortOp([mlir.aval_to_ir_type(ctx.module_context, a) for a in avals], list(operands),
                      dimension=mlir.i64_attr(avals[0].ndim - 1), is_stable=ir.BoolAttr.get(True))
    scalars = [mlir.aval_to_ir_type(ctx.module_context, core.ShapedArray((), a.dtype)) for a in avals]
    block = sort.comparator.blocks.append(*[t for t in scalars for _ in range(2)])
    with ir.InsertionPoint(block):
        lhs = hlo.multiply(block.arguments[0], scale)
        rhs = hlo.multiply(block.arguments[1], scale)
        hlo.return_([hlo.compare(lhs, rhs, hlo.ComparisonDirectionAttr.get("LT"))])
    return list(sort.results)


mlir.register_lowering(scaled_sort_p, _lower_scaled_sort)

ALPHA = 0.6  # length-penalty exponent (Wu et al. 2016, as in common beam-search implementations)


def beam_search_step(log_probs, beam_scores, step):
    """One step: the K best continuations of K beams (log_probs f32[B, K, V], beam_scores f32[B, K])."""
    batch, k, vocab = log_probs.shape
    total = beam_scores[:, :, None] + log_probs
    only_first = jnp.where(jnp.arange(k)[None, :, None] == 0, total, -jnp.inf)
    total = lax.cond(step == 0, lambda: only_first, lambda: total)  # branches read outer values
    scores, index = lax.top_k(total.reshape(batch, k * vocab), k)
    beams, tokens = index // vocab, index % vocab
    penalty = ((5.0 + step.astype(jnp.float32) + 1.0) / 6.0) ** ALPHA
    normalized = scores / penalty
    by_token = scaled_sort_p.bind(tokens, normalized, beams, factor=-1)
    return scores, beams, tokens, *by_token


def main() -> None:
    rng = np.random.default_rng(12)
    log_probs = np.log(rng.dirichlet(np.ones(7), size=(2, 3))).astype(np.float32)
    beam_scores = np.sort(rng.normal(-2.0, 1.0, size=(2, 3)).astype(np.float32), axis=1)[:, ::-1].copy()
    cases = {"step3": (log_probs, beam_scores, np.int32(3)), "step0": (log_probs, beam_scores, np.int32(0))}
    OUT.mkdir(parents=True, exist_ok=True)
    name = "beam_search_step"
    exp = export.export(jax.jit(beam_search_step))(*cases["step3"])
    (OUT / f"{name}.jax_exported").write_bytes(exp.serialize())
    (OUT / f"{name}.mlir").write_text(exp.mlir_module())
    for case, args in cases.items():
        outputs = exp.call(*args)
        np.savez(OUT / f"{name}.{case}.inputs.npz", **{f"in{i}": np.asarray(a) for i, a in enumerate(args)})
        np.savez(OUT / f"{name}.{case}.expected.npz", **{f"out{i}": np.asarray(o) for i, o in enumerate(outputs)})
        print(f"{name}.{case}: {len(outputs)} outputs")


if __name__ == "__main__":
    main()
