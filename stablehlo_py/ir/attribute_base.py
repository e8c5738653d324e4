"""The base class of every attribute (``attributes.py``), apart so that a type can hold one (a tensor type's
``encoding``, ``types.py``) without the types importing the attributes, which are made of types."""
from __future__ import annotations


class Attribute:
    """Base class of all attributes."""

    __slots__ = ()
