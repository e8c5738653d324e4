"""Op name -> check function (``@check("stablehlo.concatenate")``) and the list of known ops.

A check has the signature ``fn(ctx, attrs)``: ``ctx`` is the ``OpContext`` (types, ``require``),
``attrs`` the op's typed attributes (``OpDef.decode``). It runs after the checks the op table
implies (verifier/declared.py) have passed. Registering a check for an op the table
(``stablehlo_py/dialect/``) does not declare, or from another family's module, fails at import.

An op is known when the op table declares it: StableHLO (spec "Operations", plus
the ops status.md lists as not yet specced), CHLO (chlo.md), ``func``, the
``check``/``interpreter`` test dialects, and the builtin ops upstream's test
programs use. The check module of an op's family (``checks/<family>.py``) registers
itself on import, the first time a check of the family is looked up.
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
        family = function.__module__.rpartition(".")[2]
        for name in names:
            definition = require_known(name, f"check {function.__name__}")
            if definition.family != family:  # check_of imports the module of the op's family only
                raise LookupError(f"the check of {name} belongs in checks/{definition.family}.py, not {family}.py")
            if name in CHECKS:
                raise ValueError(f"{name} already has a check")
            CHECKS[name] = function
        return function

    return register


def check_of(name: str) -> CheckFunction | None:
    """The check of op ``name``, if it has one; the check module of its family is imported on first use."""
    definition = TABLE.get(name)
    if definition is not None and definition.family not in _loaded:
        # Imported here, not at the top: the check modules import this module (``check``).
        from . import checks

        checks.load(definition.family)
        _loaded.add(definition.family)
    return CHECKS.get(name)


_loaded: set[str] = set()  # the families whose checks are registered
