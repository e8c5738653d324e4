"""``custom-call``s of XLA's own runtime, which have no StableHLO op of their name: mapped to the ops they
compute where they have a meaning, refused naming the target where they do not."""
from __future__ import annotations

from . import shardy
from .emit import Site, Value, rebuild
from .values import leaves

# Targets that only XLA's compiled code can run (its CPU runtime's kernels after its own rewrites).
_RUNTIME_PREFIXES = ("__onednn$", "__cpu$", "__xnn$", "__cublas$", "__cudnn$", "__triton")


def runtime_target(site: Site, target: str) -> Value | None:
    """The value of a runtime target's call, or None for a target that stays a stablehlo.custom_call."""
    if target == "TopK":
        return top_k(site)
    if target.startswith("xla.sdy."):
        if target == "xla.sdy.GlobalToLocalShape":
            return shardy.global_to_local(site)
        if target == "xla.sdy.LocalToGlobalShape":
            return shardy.local_to_global(site)
        if target == "xla.sdy.FuncResultSharding":  # a result's sharding: the value itself in the global view
            return site.operands[0]
        raise site.fail(f"custom-call target '{target}' (Shardy's) is not one this reader knows",
                        site.instr.attributes.get("custom_call_target"))
    if target == "Sharding":
        return shardy.sharding_annotation(site)
    if not target.startswith(_RUNTIME_PREFIXES):
        return None
    raise site.fail(f"custom-call target '{target}' is a kernel of XLA's runtime with no StableHLO meaning",
                    site.instr.attributes.get("custom_call_target"))


def top_k(site: Site) -> Value:
    """XLA's ``TopK`` call (what its TopK rewriter makes of a sort that keeps the first k, and TensorFlow's
    top_k): the k largest values along the last dimension and their indices, as chlo.top_k; k is the last
    dimension of the results."""
    shapes = leaves(site.shape)
    if len(shapes) != 2 or not shapes[0].dims:
        raise site.fail("TopK: expected the results (values, indices)")
    largest = "true"
    if site.has("backend_config"):
        largest = "false" if "false" in site.text_of("backend_config") else "true"
    if largest == "false":
        raise site.fail("TopK of the smallest values has no StableHLO op", site.instr.attributes["backend_config"])
    out = site.emit("chlo.top_k", [site.leaf(0)], shapes, {"k": f"{shapes[0].dims[-1]} : i64"})
    return rebuild(site.shape, out)
