"""``record``: ``dataclasses.dataclass`` with one shared ``__repr__``, ``__eq__`` and ``__hash__`` for every class.

Python 3.11's ``dataclass`` compiles each method it writes with ``exec``, about 0.13 ms apiece. The
package's ~120 dataclasses (every one is a ``record``), most of them on the import path of every ``shlo``
command, made that some 60 ms of a 0.25 s cold ``shlo verify`` (issue #12's cold-start target). ``record`` lets ``dataclass``
write ``__init__`` (and, for frozen classes, the guards against assignment, and any ordering asked for)
and gives the class the three methods below instead, which read the fields through an
``operator.attrgetter`` made once per class. They behave as the generated ones do:

- ``__repr__``: ``Name(field=value, ...)`` over the fields with ``repr=True``;
- ``__eq__``: equal when ``other`` is of the very same class and the fields with ``compare=True`` are
  equal, ``NotImplemented`` otherwise;
- ``__hash__``: by the fields with ``hash=True`` (``compare`` when unset) for frozen classes and with
  ``unsafe_hash``; ``None`` (unhashable) for other classes that compare by value.

A method the class body defines itself is kept, and a class whose body defines ``__eq__`` but not
``__hash__`` still gets the field hash when frozen, as ``dataclass`` does. (Python 3.13 compiles a
dataclass's methods in one ``exec``, which makes this matter less.)
"""
from __future__ import annotations

import dataclasses
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


def record(cls: type | None = None, /, *, repr: bool = True, eq: bool = True, frozen: bool = False,
           unsafe_hash: bool = False, **options: Any) -> Any:
    """``@record`` / ``@record(frozen=True, slots=True, ...)``: as ``dataclasses.dataclass`` with the same options."""
    def make(body: type) -> type:
        own = {name for name in ("__repr__", "__eq__", "__hash__") if name in body.__dict__}
        explicit_hash = "__hash__" in own and not (body.__dict__["__hash__"] is None and "__eq__" in own)
        # eq only for ``order``, whose comparisons dataclass writes and which need it
        made = dataclasses.dataclass(body, repr=False, eq=bool(options.get("order")), frozen=frozen, **options)
        fields = dataclasses.fields(made)
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
