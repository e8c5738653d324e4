"""``custom-call``s of XLA's own runtime, which have no StableHLO op of their name: mapped to the ops they
compute where they have a meaning, refused naming the target where they do not."""
from __future__ import annotations

from .convert import Site, Value

# Targets that only XLA's compiled code can run (its CPU runtime's kernels after its own rewrites).
_RUNTIME_PREFIXES = ("__onednn$", "__cpu$", "__xnn$", "__cublas$", "__cudnn$", "__triton")


def runtime_target(site: Site, target: str) -> Value | None:
    """The value of a runtime target's call, or None for a target that stays a stablehlo.custom_call."""
    if not target.startswith(_RUNTIME_PREFIXES):
        return None
    raise site.fail(f"custom-call target '{target}' is a kernel of XLA's runtime with no StableHLO meaning",
                    site.instr.attributes.get("custom_call_target"))
