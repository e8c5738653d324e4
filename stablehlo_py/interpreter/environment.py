"""The environment variables a run reads (``STABLEHLO_PY_NUMERICS``, ``_THREADS``, ``_MAX_MEMORY``, ``_STRICT``,
``_GENERATE``), looked up at a fraction of ``os.environ.get``'s cost.

Each run reads them anew (a caller or a test may change them between runs). ``os.environ.get`` of an unset
variable costs ~1.2 µs (the mapping raises a ``KeyError`` that ``get`` catches): five of them were ~6 µs of the
~14 µs a run of one small op took. CPython's ``os.environ`` holds the variables by encoded name in a dict of its
own (``_data``), read here directly with the mapping's own ``encodekey`` and ``decodevalue``; a mapping without
them (``os.environ`` replaced by another) is asked as any mapping is.
"""
from __future__ import annotations

import os

_keys: dict[str, object] = {}  # variable name -> its encoded form, the key of ``os.environ._data``


def variable(name: str) -> str:
    """The value of environment variable ``name``, ``""`` when it is unset."""
    environ = os.environ
    data = getattr(environ, "_data", None)
    encode = getattr(environ, "encodekey", None)
    decode = getattr(environ, "decodevalue", None)
    if type(data) is not dict or encode is None or decode is None:
        return environ.get(name, "")
    key = _keys.get(name)
    if key is None:
        key = _keys[name] = encode(name)
    value = data.get(key)
    return "" if value is None else decode(value)
