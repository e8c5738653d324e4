"""The table of built-in ``custom_call`` targets, which their modules (``checks.py``, ``lapack.py``, ...) register
into with ``@target("name")``, and the attribute readers they share; ``custom_calls.find_target`` looks a target
up once they are all registered."""
from __future__ import annotations

from typing import Callable

from ...ir.attributes import (ArrayAttr, Attribute, BoolAttr, DenseArrayAttr, DictAttr, FloatAttr, IntegerAttr,
                              StringAttr, UnitAttr)

Target = Callable[..., object]

TARGETS: dict[str, Target] = {}


def target(*names: str) -> Callable[[Target], Target]:
    """Register the decorated ``fn(ctx, attrs, *operands)`` as the built-in custom call ``names``."""

    def register(fn: Target) -> Target:
        for name in names:
            if name in TARGETS:
                raise ValueError(f"custom_call @{name} has two implementations")
            TARGETS[name] = fn
        return fn

    return register


def python_value(attr: Attribute) -> object:
    """An attribute as a plain Python value: ints, floats, bools, strings, lists and dicts of them;
    anything else as its MLIR text."""
    if isinstance(attr, (IntegerAttr, FloatAttr, BoolAttr, StringAttr)):
        return attr.value
    if isinstance(attr, UnitAttr):
        return True
    if isinstance(attr, ArrayAttr):
        return [python_value(e) for e in attr.elements]
    if isinstance(attr, DenseArrayAttr):
        return list(attr.values)
    if isinstance(attr, DictAttr):
        return {k: python_value(v) for k, v in attr.entries}
    return str(attr)


def backend_config(attrs) -> object:
    """The op's configuration as Python values: ``backend_config`` (a string, or a dictionary for
    typed-FFI calls, api_version 4) merged with the discardable ``mhlo.backend_config`` dictionary
    that JAX's lowering writes for FFI targets. A string when the op only has a string."""
    config = attrs.backend_config
    extra = attrs.op.attributes.get("mhlo.backend_config")
    value = python_value(config) if config is not None else None
    if isinstance(extra, DictAttr):
        merged = dict(value) if isinstance(value, dict) else {}
        merged.update(python_value(extra))
        return merged
    return value if value is not None else ""
