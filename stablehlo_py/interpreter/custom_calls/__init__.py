"""``stablehlo.custom_call`` targets (spec ``custom_call``: "encapsulates an implementation-defined
operation"): which targets ``shlo`` runs and how a user adds one.

A built-in target is a function ``fn(ctx, attrs, *operands)`` like a kernel (``interpreter/registry.py``),
registered with ``@target("name")`` (``targets.py``) in the module of its family: ``checks.py`` (the
conformance suites' ``check.*``), ``jax_export.py`` (jax.export's ``shape_assertion``), ``dynamic.py`` (the dynamic ops
jax.export writes as ``stablehlo.dynamic_*`` custom calls), ``xla_named.py`` (targets named after XLA ops:
``mhlo.erf``, ``mhlo.topk``, ..., ``Eigh``, ``Qr``), ``lapack*.py`` (jaxlib's CPU linear algebra,
``lapack_*_ffi``; ``lapack_scipy.py`` decides whether scipy's LAPACK or the NumPy replays run them),
``gspmd.py`` (GSPMD's sharding calls). A user's target is registered with
``register_custom_call("name", fn)`` (``stablehlo_py.register_custom_call``) or ``shlo run --plugin
FILE.py``; it takes NumPy arrays and returns one array or a tuple (``UserTarget``).
"""
from __future__ import annotations

import importlib.util
import inspect
import sys
from pathlib import Path
from typing import Callable

import numpy as np

from ...ir.dtypes import dtype_of
from ..errors import InputError, InterpreterError, NotImplementedOpError
from .targets import TARGETS, Target, backend_config, python_value


def find_target(name: str) -> Target:
    """The implementation of custom call ``name``; an error that says how to add one when there is none."""
    if not _loaded:
        _load_builtin_targets()
    fn = TARGETS.get(name)
    if fn is None:
        raise NotImplementedOpError(
            f"not implemented: stablehlo.custom_call @{name}: no implementation of this target is registered "
            f"(add one with stablehlo_py.register_custom_call({name!r}, fn) or shlo run --plugin FILE.py)")
    return fn


def has_target(name: str) -> bool:
    """Whether custom call ``name`` has an implementation (built in or registered by the user)."""
    if not _loaded:
        _load_builtin_targets()
    return name in TARGETS


class UserTarget:
    """A target registered from Python: ``fn(*arrays)`` returning an array or a tuple of arrays.

    ``fn`` is also given, as keywords, what its signature names of: ``backend_config`` (``backend_config``
    above), ``result_types`` (``[(shape, dtype), ...]`` of the op's declared results) and ``attributes``
    (every attribute of the op as Python values). Its results are converted to the declared element
    types and checked against the declared shapes.
    """

    def __init__(self, name: str, fn: Callable[..., object]):
        self.name, self.fn = name, fn
        parameters = inspect.signature(fn).parameters
        takes_all = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values())
        self.keywords = {k for k in ("backend_config", "result_types", "attributes") if takes_all or k in parameters}

    def __call__(self, ctx, attrs, *operands: np.ndarray) -> object:
        op = attrs.op
        declared = [(tuple(t.shape), dtype_of(t.element_type)) for t in op.result_types]
        keywords = {}
        if "backend_config" in self.keywords:
            keywords["backend_config"] = backend_config(attrs)
        if "result_types" in self.keywords:
            keywords["result_types"] = declared
        if "attributes" in self.keywords:
            keywords["attributes"] = {k: python_value(v) for k, v in op.attributes.items()}
        try:
            returned = self.fn(*operands, **keywords)
        except InterpreterError:
            raise
        except Exception as exc:  # noqa: BLE001 - the user's code failed: say so, located at the op
            raise InterpreterError(f"custom_call @{self.name}: the registered function raised "
                                   f"{type(exc).__name__}: {exc}") from exc
        values = list(returned) if isinstance(returned, (tuple, list)) else ([] if returned is None else [returned])
        if len(values) != len(declared):
            raise InterpreterError(f"custom_call @{self.name}: the registered function returned {len(values)} "
                                   f"value(s); the op declares {len(declared)} result(s)")
        results = []
        for k, (value, (shape, dtype)) in enumerate(zip(values, declared)):
            array = np.asarray(value)
            if None not in shape and array.shape != shape:
                raise InterpreterError(f"custom_call @{self.name}: result {k} has shape {array.shape}; "
                                       f"the op declares {shape}")
            results.append(array.astype(dtype, copy=False))
        if not results:
            return None
        return results[0] if len(results) == 1 else tuple(results)


def register_custom_call(name: str, fn: Callable[..., object]) -> None:
    """Make ``custom_call @name`` run ``fn`` (see ``UserTarget``); a later registration replaces an
    earlier user one. Built-in targets cannot be replaced."""
    if not _loaded:
        _load_builtin_targets()
    current = TARGETS.get(name)
    if current is not None and not isinstance(current, UserTarget):
        raise ValueError(f"custom_call @{name} is built in and cannot be replaced")
    if not callable(fn):
        raise TypeError(f"register_custom_call({name!r}, ...): {fn!r} is not callable")
    TARGETS[name] = UserTarget(name, fn)


class PluginError(InputError):
    """A ``--plugin`` file could not be loaded."""


def load_plugin(path: str | Path) -> None:
    """Run the Python file ``path``, which registers custom calls with ``register_custom_call``."""
    path = Path(path)
    if not path.is_file():
        raise PluginError(f"{path}: no such file")
    name = f"shlo_plugin_{abs(hash(str(path.resolve())))}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise PluginError(f"{path}: not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # noqa: BLE001 - the plugin's own error, reported with its location
        del sys.modules[name]
        where = ""
        tb = exc.__traceback__
        while tb is not None:
            if tb.tb_frame.f_code.co_filename == str(path):
                where = f":{tb.tb_lineno}"
            tb = tb.tb_next
        if isinstance(exc, SyntaxError) and exc.lineno:
            where = f":{exc.lineno}:{exc.offset or 0}"
        raise PluginError(f"{path}{where}: loading the plugin failed: {type(exc).__name__}: {exc}") from None


_loaded: list[bool] = []


def _load_builtin_targets() -> None:
    """Import the modules of the built-in targets once; importing registers them."""
    _loaded.append(True)
    from . import (checks, dynamic, gspmd, jax_export, lapack, lapack_eigen, lapack_householder,  # noqa: F401
                   xla_named)
