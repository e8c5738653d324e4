"""The names a program records for a function's arguments and results.

Exporters keep the user's names beside the positional signature:

- JAX (``jax.export``): ``{jax.arg_info = "x"}`` on an argument, ``{jax.result_info = "y"}`` on a
  result (pytree paths such as ``params['w']`` or ``result[0]``; ``""`` for an unnamed one), and
  newer versions a name location on the argument, ``%arg0: tensor<2xf32> loc("x")``, often
  through an alias (``loc(#loc3)`` with ``#loc3 = loc("x")`` elsewhere in the file);
- TensorFlow (and torch_xla through its TF SavedModel path): ``{tf_saved_model.index_path = ["x"]}``;
- a program written by hand: the SSA name of the argument (``%x``), unless it is MLIR's
  positional ``%argN``.

A name that two arguments (or two results) share identifies neither, so it counts as no name.
"""
from __future__ import annotations

import re

from ..ir.attributes import ArrayAttr, DictAttr, IntegerAttr, StringAttr, unquote
from ..ir.nodes import Func, Location, Module
from ..ir.types import FunctionType, Type
from ..module import ExportedCallError, ExportedModule

_ARG_KEYS = ("jax.arg_info", "tf_saved_model.index_path")
_RESULT_KEYS = ("jax.result_info", "tf_saved_model.index_path")
_POSITIONAL_SSA = re.compile(r"%arg\d+|%\d+")
# loc("name") or loc("name"(child location)); not loc("file":line:col), which also starts with a string.
_NAME_LOC = re.compile(r'"((?:[^"\\]|\\.)*)"\s*(?:\(.*\))?', re.S)


def _attr_name(attrs: DictAttr | None, keys: tuple[str, ...]) -> str | None:
    """The first non-empty name among ``keys`` of an argument's or result's attribute dictionary."""
    if attrs is None:
        return None
    for key in keys:
        value = attrs.get(key)
        if isinstance(value, ArrayAttr):  # tf_saved_model.index_path = ["x"] (or [0] for a list element)
            parts = [str(e.value) for e in value.elements if isinstance(e, (StringAttr, IntegerAttr))]
            value = StringAttr(".".join(parts)) if parts else None
        if isinstance(value, StringAttr) and value.value:
            return value.value
    return None


def location_name(location: Location | None, module: Module | None) -> str | None:
    """The name of a name location (``loc("x")``), following ``#loc`` aliases through ``module``."""
    seen = 0
    while location is not None and location.text.startswith("#") and seen < 16:
        location = module.loc_aliases.get(location.text[1:]) if module is not None else None
        seen += 1
    if location is None:
        return None
    match = _NAME_LOC.fullmatch(location.text.strip())
    return unquote('"' + match.group(1) + '"') or None if match else None


def _unique(names: list[str | None]) -> list[str | None]:
    """``names`` with every name that occurs more than once replaced by None."""
    counts: dict[str, int] = {}
    for name in names:
        if name is not None:
            counts[name] = counts.get(name, 0) + 1
    return [name if name is not None and counts[name] == 1 else None for name in names]


def argument_names(func: Func, module: Module | None = None) -> list[str | None]:
    """The name the program records for each argument of ``func`` (None where it records none).

    Looked up in this order: ``jax.arg_info`` / ``tf_saved_model.index_path`` attributes, the
    argument's name location (``loc("x")``; ``loc(#alias)`` is followed when ``module`` is given),
    then an SSA name other than ``%argN``. Names shared by several arguments become None.
    """
    count = len(func.type.inputs)
    arguments = func.arguments
    names: list[str | None] = []
    for position in range(count):
        attrs = func.arg_attrs[position] if position < len(func.arg_attrs) else None
        name = _attr_name(attrs, _ARG_KEYS)
        if name is None and position < len(arguments):
            argument = arguments[position]
            name = location_name(argument.location, module)
            if name is None and not _POSITIONAL_SSA.fullmatch(argument.name):
                name = argument.name.lstrip("%")
        names.append(name)
    return _unique(names)


def result_names(func: Func) -> list[str | None]:
    """The name the program records for each result of ``func`` (``jax.result_info``,
    ``tf_saved_model.index_path``), None where it records none or where two results share it."""
    count = len(func.type.results)
    return _unique([_attr_name(func.result_attrs[i] if i < len(func.result_attrs) else None, _RESULT_KEYS)
                    for i in range(count)])


def result_keys(func: Func) -> list[str]:
    """The key each result is written under: its recorded name, else ``result0``, ``result1``, ...

    A recorded name that equals another result's positional key (``result1`` naming result 0) is
    not used, so the keys are always distinct.
    """
    names = result_names(func)
    positional = {f"result{i}" for i in range(len(names))}
    return [name if name is not None and (name not in positional or name == f"result{i}") else f"result{i}"
            for i, name in enumerate(names)]


def describe_argument(position: int, name: str | None, role: str = "input") -> str:
    """``argument 1 (y)`` / ``result 0`` as errors and reports name a position."""
    noun = "argument" if role == "input" else "result"
    return f"{noun} {position} ({name})" if name else f"{noun} {position}"


def signature_types(func: Func, role: str) -> tuple[Type, ...]:
    """The declared types of ``func``'s arguments (``role="input"``) or results (``"output"``)."""
    return func.type.inputs if role == "input" else func.type.results


def exported_signature(module: ExportedModule) -> Func:
    """What ``exp.call`` takes and returns, as a function without a body: one argument per entry of
    ``in_avals`` (named as ``@main`` names the kept ones), one result per ``out_avals`` entry (named as
    ``@main``'s results after the effect tokens). Inputs and expected outputs are matched against it."""
    exp = module.exported
    main = module.funcs.get("main")
    if exp is None or main is None:
        raise ExportedCallError(f"{module.source_name}: not a jax.export program with a @main")
    names = argument_names(main, module)
    positions = module.main_positions()
    arg_attrs = []
    for index in range(len(exp.in_avals)):
        name = names[positions[index]] if positions.get(index, len(names)) < len(names) else None
        arg_attrs.append(DictAttr((("jax.arg_info", StringAttr(name)),)) if name else None)
    types = []
    for aval in exp.in_avals + exp.out_avals:
        if aval.tensor_type() is None:
            raise ExportedCallError(f"{module.source_name}: values of dtype {aval.dtype} are not supported")
        types.append(aval.tensor_type())
    n_in = len(exp.in_avals)
    return Func(exp.function_name or "main", FunctionType(tuple(types[:n_in]), tuple(types[n_in:])), None,
                arg_attrs=tuple(arg_attrs), result_attrs=main.result_attrs[len(exp.ordered_effects):])
