"""Turning the generic form of ``func.func`` and ``builtin.module`` into Func and Module nodes."""
from __future__ import annotations

from .attributes import ArrayAttr, DictAttr, StringAttr, TypeAttr
from .nodes import Func, Module, Op
from .types import FunctionType


class GenericFormError(ValueError):
    """A generic ``func.func`` without the attributes a function needs."""


def func_from_generic(op: Op) -> Func:
    """``"func.func"() <{sym_name = "f", function_type = (...) -> ...}> ({^bb0(...): ...})``."""
    attrs = dict(op.attributes)
    name = attrs.pop("sym_name", None)
    ftype = attrs.pop("function_type", None)
    if not isinstance(name, StringAttr) or not isinstance(ftype, TypeAttr) \
            or not isinstance(ftype.type, FunctionType):
        raise GenericFormError("generic func.func needs sym_name and function_type")
    visibility = attrs.pop("sym_visibility", None)
    arg_attrs = _dict_list(attrs.pop("arg_attrs", None))
    res_attrs = _dict_list(attrs.pop("res_attrs", None))
    body = None
    if op.regions and op.regions[0].blocks:  # the entry label (^bb0) is not written in the pretty form
        body = op.regions[0].with_entry_arguments(op.regions[0].entry.arguments, label=None)
    return Func(name=name.value, type=ftype.type, body=body,
                visibility=visibility.value if isinstance(visibility, StringAttr) else None,
                arg_attrs=arg_attrs, result_attrs=res_attrs, attributes=attrs, location=op.location,
                line=op.line, column=op.column)


def module_from_generic(op: Op) -> Module:
    """``"builtin.module"() <{sym_name = "m"}> ({ ... }) : () -> ()``."""
    attrs = dict(op.attributes)
    name = attrs.pop("sym_name", None)
    body: tuple = ()
    if op.regions and op.regions[0].blocks:
        body = op.regions[0].blocks[0].ops
    return Module(body=body, name=name.value if isinstance(name, StringAttr) else None, attributes=attrs,
                  location=op.location, line=op.line, column=op.column)


def _dict_list(attr) -> tuple:
    """``arg_attrs``/``res_attrs`` as Func keeps them: None for an empty dict, () when all are empty."""
    if not isinstance(attr, ArrayAttr):
        return ()
    items = tuple(a if isinstance(a, DictAttr) and a.entries else None for a in attr.elements)
    return items if any(a is not None for a in items) else ()


def generic_from_func(func: Func) -> Op:
    """The ``func.func`` op of a Func (the inverse of ``func_from_generic``): its attributes as the
    generic form holds them, its body as the one region (none for a declaration)."""
    attrs = {"sym_name": StringAttr(func.name), "function_type": TypeAttr(func.type)}
    if func.visibility:
        attrs["sym_visibility"] = StringAttr(func.visibility)
    for key, dicts in (("arg_attrs", func.arg_attrs), ("res_attrs", func.result_attrs)):
        if dicts:
            attrs[key] = ArrayAttr(tuple(d if d is not None else DictAttr(()) for d in dicts))
    attrs.update(func.attributes)
    regions = (func.body,) if func.body is not None else ()
    return Op("func.func", attributes=attrs, regions=regions, location=func.location,
              line=func.line, column=func.column)
