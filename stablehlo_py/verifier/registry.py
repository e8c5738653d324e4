"""Op name -> check function (``@check("stablehlo.concatenate")``) and the list of known ops.

A check has the signature ``fn(ctx, attrs)``: ``ctx`` is the ``OpContext`` (types, ``require``),
``attrs`` the op's typed attributes (``OpDef.decode``). It runs after the checks the op table
implies (verifier/declared.py) have passed. Registering a check for an op the table
(``stablehlo_py/dialect/``) does not declare fails at import.

An op is known when the op table declares it: StableHLO (spec "Operations", plus
the ops status.md lists as not yet specced), CHLO (chlo.md), ``func``, the
``check``/``interpreter`` test dialects, and the builtin ops upstream's test
programs use. Check modules under ``checks/`` register themselves on import, the
first time a check is looked up.
"""
from __future__ import annotations

from typing import Callable

from ..dialect import TABLE, require_known
from ..ir.opdef import OpAttributes
from .context import OpContext

CheckFunction = Callable[[OpContext, OpAttributes], None]
CHECKS: dict[str, CheckFunction] = {}

# Every op the table declares is known; anything else is an unknown op (verifier/driver.py).
KNOWN_OPS: frozenset[str] = frozenset(TABLE)


def check(*names: str) -> Callable[[CheckFunction], CheckFunction]:
    """Register the decorated function as the check of each op in ``names``."""

    def register(function: CheckFunction) -> CheckFunction:
        for name in names:
            require_known(name, f"check {function.__name__}")
            if name in CHECKS:
                raise ValueError(f"{name} already has a check")
            CHECKS[name] = function
        return function

    return register


def check_of(name: str) -> CheckFunction | None:
    """The check of op ``name``, if it has one; the ``checks/`` modules are imported on first use."""
    if not _loaded:
        # Imported here, not at the top: the check modules import this module (``check``).
        from . import checks as _  # noqa: F401

        _loaded.append(True)
    return CHECKS.get(name)


_loaded: list[bool] = []
