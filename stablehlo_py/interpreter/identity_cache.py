"""``identity_cached``: facts worked out once per object of the AST, looked up by the object's identity.

Runs look up facts of the same few objects (a module's body, a function, its type) on every call; hashing
them costs microseconds (their hash is by value, over nested tuples), and identity is what is meant: an
AST changed into another object gets its facts anew. The object is kept alive with its entry, so its id
cannot be reused by another object while the entry stands.
"""
from __future__ import annotations

from typing import Any, Callable, TypeVar

V = TypeVar("V")


def identity_cached(compute: Callable[..., V], limit: int) -> Callable[..., V]:
    """``lookup(key, *context)``: ``compute(key, *context)`` once per key object, by identity (``context``:
    what the value is computed from when that is not the key itself, e.g. the module a body is of); all
    entries are dropped once ``limit`` are held. (A function, not a class with ``__call__``: runs make
    several lookups each, and a plain call is the cheaper.)"""
    entries: dict[int, tuple[Any, V]] = {}

    def lookup(key: Any, *context: Any) -> V:
        known = entries.get(id(key))
        if known is not None and known[0] is key:
            return known[1]
        value = compute(key, *context)
        if len(entries) >= limit:
            entries.clear()
        entries[id(key)] = (key, value)
        return value

    return lookup
