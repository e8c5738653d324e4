"""``record``: ``dataclasses.dataclass`` without the methods it compiles, for a faster start-up.

Python 3.11's ``dataclass`` compiles each method it writes with ``exec``, about 0.13 ms apiece: ``__init__``,
``__repr__``, ``__eq__``, ``__hash__`` and, for frozen classes, ``__setattr__`` and ``__delattr__``. The
package's ~120 dataclasses (every one is a ``record``), most of them on the import path of every ``shlo``
command, made that some 60 ms of a 0.25 s cold ``shlo verify`` (issue #12's cold-start target). ``record``
lets ``dataclass`` collect the fields (and add ``__slots__``, ``__match_args__`` and any ordering asked for)
and writes the rest itself, behaving as the generated methods do:

- ``__repr__``: ``Name(field=value, ...)`` over the fields with ``repr=True``;
- ``__eq__``: equal when ``other`` is of the very same class and the fields with ``compare=True`` are
  equal, ``NotImplemented`` otherwise;
- ``__hash__``: by the fields with ``hash=True`` (``compare`` when unset) for frozen classes and with
  ``unsafe_hash``; ``None`` (unhashable) for other classes that compare by value;
- frozen classes: ``__setattr__``/``__delattr__`` raising ``FrozenInstanceError`` for the class's own
  instances and for fields, closures over the class the body made (as ``dataclass``'s, which also name
  that class when ``slots=True`` makes a new one); ``__getstate__``/``__setstate__`` with ``slots=True``
  (for pickling), and the checks that frozen and non-frozen records do not inherit from each other;
- ``__init__``: the source ``dataclass`` would write (parameters in its order, defaults and
  ``default_factory``, ``kw_only``, fields with ``init=False``, ``__post_init__``, ``object.__setattr__``
  when frozen), compiled when the class's ``__init__`` is first looked up (to make an instance, or by
  ``inspect``): a ``shlo verify`` makes instances of a third of the records it imports.

The shared ``__repr__``, ``__eq__`` and ``__hash__`` read the fields through an ``operator.attrgetter`` made
once per class. A method the class body defines itself is kept, and a class whose body defines ``__eq__``
but not ``__hash__`` still gets the field hash when frozen, as ``dataclass`` does. ``InitVar`` fields are
not supported (no record has one), and ``dataclass`` takes every record for a non-frozen class: subclass a
record with records (``make_record`` for ``make_dataclass``). (Python 3.13 compiles a dataclass's
methods in one ``exec``, which makes this matter less.)
"""
from __future__ import annotations

import dataclasses
import inspect
from dataclasses import MISSING, FrozenInstanceError
from operator import attrgetter
from typing import Any, Callable


def _getter(names: list[str]) -> Callable[[Any], tuple]:
    """A function giving an instance's values of ``names`` as a tuple (``attrgetter`` gives a bare value
    for one name and refuses none)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda instance: (one(instance),)
    return lambda instance: ()


def _repr(self) -> str:
    names, values = type(self).__record_repr__
    shown = ", ".join(f"{name}={value!r}" for name, value in zip(names, values(self)))
    return f"{type(self).__qualname__}({shown})"


def _eq(self, other: object) -> bool:
    if other.__class__ is self.__class__:
        compared = self.__class__.__record_compared__
        return compared(self) == compared(other)
    return NotImplemented


def _hash(self) -> int:
    return hash(type(self).__record_hashed__(self))


def _getstate(self) -> list:
    return [getattr(self, f.name) for f in dataclasses.fields(self)]


def _setstate(self, state: list) -> None:
    for f, value in zip(dataclasses.fields(self), state):
        object.__setattr__(self, f.name, value)


class _Factory:
    """The default of an ``__init__`` parameter whose field has a ``default_factory``."""

    def __repr__(self) -> str:
        return "<factory>"  # as dataclass's marker shows in signatures


_FACTORY = _Factory()


class _LazyInit:
    """A record's ``__init__`` until it is first looked up: then compiled and put in its place."""

    __slots__ = ("cls", "source", "namespace", "annotations")

    def __init__(self, cls: type, source: str, namespace: dict, annotations: dict) -> None:
        self.cls, self.source, self.namespace, self.annotations = cls, source, namespace, annotations

    def __get__(self, instance: object, owner: type | None = None) -> Any:
        exec(self.source, self.namespace)
        init = self.namespace["__init__"]
        init.__qualname__ = f"{self.cls.__qualname__}.__init__"
        init.__annotations__ = self.annotations
        self.cls.__init__ = init
        return init if instance is None else init.__get__(instance, owner)


def _lazy_init(cls: type, fields: tuple, frozen: bool, slots: bool) -> _LazyInit:
    """``cls``'s ``__init__`` as ``dataclass`` writes it (dataclasses.py ``_init_fn``), compiled on first use;
    raises its TypeError for a field without a default after one with a default at once."""
    self_name = "__dataclass_self__" if "self" in cls.__dataclass_fields__ else "self"
    namespace = {"__name__": cls.__module__, "_FACTORY": _FACTORY, "_setattr": object.__setattr__}
    positional, keyword, lines, annotations = [], [], [], {}
    seen_default = False
    for f in fields:
        default = f"_dflt_{f.name}"
        if f.default_factory is not MISSING:
            namespace[default] = f.default_factory
            value = f"{default}() if {f.name} is _FACTORY else {f.name}" if f.init else f"{default}()"
        elif f.init:
            value = f.name
            if f.default is not MISSING:
                namespace[default] = f.default
        elif slots and f.default is not MISSING:
            namespace[default], value = f.default, default
        else:
            value = None  # read from the class attribute holding the default
        if f.init:
            has_default = f.default is not MISSING or f.default_factory is not MISSING
            if not f.kw_only:
                if not has_default and seen_default:
                    raise TypeError(f"non-default argument {f.name!r} follows default argument")
                seen_default = seen_default or has_default
            parameter = f.name + ("" if not has_default else f"={default}" if f.default is not MISSING else "=_FACTORY")
            (keyword if f.kw_only else positional).append(parameter)
        if value is not None:
            lines.append(f"_setattr({self_name},{f.name!r},{value})" if frozen else f"{self_name}.{f.name}={value}")
    for f in fields:  # __annotations__ in the parameters' order, as dataclass's
        if f.init and not f.kw_only:
            annotations[f.name] = f.type
    annotations.update({f.name: f.type for f in fields if f.init and f.kw_only})
    annotations["return"] = None
    if hasattr(cls, "__post_init__"):
        lines.append(f"{self_name}.__post_init__()")
    parameters = ",".join([self_name, *positional, *(["*", *keyword] if keyword else [])])
    body = "\n".join(f"  {line}" for line in lines or ["pass"])
    return _LazyInit(cls, f"def __init__({parameters}):\n{body}\n", namespace, annotations)


def _frozen_guards(cls: type, names: tuple[str, ...]) -> tuple[Callable, Callable]:
    """``__setattr__`` and ``__delattr__`` of a frozen class (dataclasses.py ``_frozen_get_del_attr``)."""
    def __setattr__(self, name: str, value: object) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name: str) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    for guard in (__setattr__, __delattr__):
        guard.__qualname__ = f"{cls.__qualname__}.{guard.__name__}"
    return __setattr__, __delattr__


def record(cls: type | None = None, /, *, init: bool = True, repr: bool = True, eq: bool = True,
           frozen: bool = False, unsafe_hash: bool = False, **options: Any) -> Any:
    """``@record`` / ``@record(frozen=True, slots=True, ...)``: as ``dataclasses.dataclass`` with the same options."""
    def make(body: type) -> type:
        own = {name for name in ("__init__", "__repr__", "__eq__", "__hash__") if name in body.__dict__}
        explicit_hash = "__hash__" in own and not (body.__dict__["__hash__"] is None and "__eq__" in own)
        documented = bool(body.__doc__)
        if not documented:  # written below: dataclass would read the signature of an __init__ not there yet
            body.__doc__ = body.__name__
        bases = [base for base in body.__mro__[1:] if hasattr(base, "__dataclass_fields__")]
        if bases and any(getattr(base, "__record_frozen__", False) for base in bases) != frozen:
            raise TypeError("cannot inherit frozen dataclass from a non-frozen one" if frozen
                            else "cannot inherit non-frozen dataclass from a frozen one")
        if frozen:
            for name in ("__setattr__", "__delattr__"):
                if name in body.__dict__:
                    raise TypeError(f"Cannot overwrite attribute {name} in class {body.__name__}")
        # eq only for ``order``, whose comparisons dataclass writes and which need it
        made = dataclasses.dataclass(body, init=False, repr=False, eq=bool(options.get("order")), **options)
        fields = dataclasses.fields(made)
        if len(fields) != len(made.__dataclass_fields__) and any(
                isinstance(f.type, dataclasses.InitVar) or "InitVar" in str(f.type)
                for f in made.__dataclass_fields__.values()):
            raise TypeError(f"{body.__name__}: record does not support InitVar fields")
        made.__record_frozen__ = frozen
        if init and "__init__" not in own:
            made.__init__ = _lazy_init(made, fields, frozen, options.get("slots", False))
        if frozen:
            made.__setattr__, made.__delattr__ = _frozen_guards(body, tuple(f.name for f in fields))
            if options.get("slots"):  # pickling needs these (dataclass's _add_slots)
                for name, method in (("__getstate__", _getstate), ("__setstate__", _setstate)):
                    if name not in body.__dict__:
                        setattr(made, name, method)
        if not documented:  # dataclass's docstring: the class's signature (which compiles __init__ now)
            try:
                made.__doc__ = made.__name__ + str(inspect.signature(made)).replace(" -> None", "")
            except (TypeError, ValueError):
                made.__doc__ = made.__name__
        if repr and "__repr__" not in own:
            shown = [f.name for f in fields if f.repr]
            made.__record_repr__ = (shown, _getter(shown))
            made.__repr__ = _repr
        if eq and "__eq__" not in own:
            made.__record_compared__ = _getter([f.name for f in fields if f.compare])
            made.__eq__ = _eq
        if (eq or unsafe_hash) and not explicit_hash:
            if frozen or unsafe_hash:
                made.__record_hashed__ = _getter([f.name for f in fields if (f.compare if f.hash is None else f.hash)])
                made.__hash__ = _hash
            else:
                made.__hash__ = None
        return made

    return make if cls is None else make(cls)


def make_record(name: str, fields: dict[str, Any], bases: tuple[type, ...] = (), namespace: dict | None = None,
                **options: Any) -> type:
    """As ``dataclasses.make_dataclass``: the class ``name`` with ``fields`` (name -> annotation) after those of
    ``bases`` and the attributes ``namespace``, made by ``record(**options)``."""
    return record(**options)(type(name, bases, {**(namespace or {}), "__annotations__": fields}))
