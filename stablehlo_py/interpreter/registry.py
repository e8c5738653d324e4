"""Op name -> kernel (like ONNX's reference evaluator's op registry).

A kernel is registered with ``@kernel("stablehlo.add")`` and has the signature
``fn(ctx, attrs, *operands)``: ``ctx`` is the running ``Interpreter`` (what kernels use of it, such as
regions, calls and probes, is listed by ``context.KernelContext``), ``attrs`` the op's typed attributes
(``OpDef.decode``: decoded once when the block is compiled) and ``operands`` its operand values. It
returns the op's single result, a tuple of results for ops with several, or ``None`` for ops without
results. Registering a kernel for an op the table (``stablehlo_py/dialect/``) does not declare fails at
import. The kernel modules (``kernels/``) import this one to register; ``kernels.lookup`` finds a kernel
once they all have.
"""
from __future__ import annotations

import functools
from typing import Callable

from ..dialect import require_known
from ..ir.nodes import signature

Kernel = Callable[..., object]

KERNELS: dict[str, Kernel] = {}
_AS_LOADED: dict[str, Kernel] = {}  # the kernels as their modules registered them (specializers stand for these)


def kernel(*names: str) -> Callable[[Kernel], Kernel]:
    """Register the decorated function as the kernel of each op in ``names``."""

    def register(fn: Kernel) -> Kernel:
        for name in names:
            require_known(name, f"kernel {fn.__name__}")
            if name in KERNELS:
                raise ValueError(f"{name} has two kernels")
            KERNELS[name] = _AS_LOADED[name] = fn
        return fn

    return register


Specializer = Callable[..., "Callable[..., object] | None"]

SPECIALIZERS: dict[str, Specializer] = {}
_BY_NUMERICS: set[str] = set()  # ops whose specializer also takes the run's numerics mode


def specializer(*names: str, numerics: bool = False) -> Callable[[Specializer], Specializer]:
    """Register the decorated ``fn(attrs)`` as the specializer of each op in ``names``: given an op's typed
    attributes once, when its function is compiled (codegen.py), it returns a function of the operands
    alone with everything that does not depend on their values decided, or None where it cannot (dynamic
    shapes, a case the kernel handles better). Its results must be the kernel's, bit for bit. The function
    serves every op of the function with the same signature (``specialized``): it keeps no state between
    calls, and reads of ``attrs.op`` are of its name, types and attributes (or regions, which such ops
    do not share). ``numerics``: it is called ``fn(attrs, numerics)`` with the run's numerics mode
    (``numerics.floats.NUMERICS``), which its kernel reads as ``ctx.numerics``."""

    def register(fn: Specializer) -> Specializer:
        for name in names:
            require_known(name, f"specializer {fn.__name__}")
            SPECIALIZERS[name] = fn
            if numerics:
                _BY_NUMERICS.add(name)
        return fn

    return register


def specialized(name: str, attrs, kernel_in_use: Kernel, made: dict | None = None, key: tuple | None = None,
                numerics: str = "exact") -> "Callable[..., object] | None":
    """The function of the operands that runs op ``name`` with these attributes, if it has a specializer and
    ``kernel_in_use`` is the kernel it stands for (not a wrapper, nor a kernel put in its place since).
    ``made`` (the caller's, kept while the ops it has seen live, for one ``numerics`` mode) holds the functions
    made so far by ``ir.nodes.signature``: an op without regions gets the one made for an earlier op with its
    signature (``key``, when the caller has it already)."""
    make = SPECIALIZERS.get(name)
    if make is None or _AS_LOADED.get(name) is not kernel_in_use:
        return None
    if name in _BY_NUMERICS:
        make = functools.partial(make, numerics=numerics)
    op = attrs.op
    if made is None or op.regions:
        return make(attrs)
    if key is None:
        key = signature(op)
    known = made.get(key)
    if known is None:
        known = made[key] = (make(attrs), op)  # the op keeps the objects whose ids the key holds
    return known[0]
