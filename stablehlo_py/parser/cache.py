"""The built LALR parser, cached on disk as JSON so that start-up skips Lark's table construction.

Lark's own cache pickles; this one stores Lark's serialized tables (plain
data) as JSON in the user's cache directory, keyed by a hash of the grammar and
the Lark version. A missing, stale or unreadable cache just means building the
parser again.
"""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path

import lark
from lark import Lark
from lark.grammar import Rule
from lark.lexer import TerminalDef

_FORMAT = 1


def cache_dir() -> Path:
    explicit = os.environ.get("STABLEHLO_PY_CACHE")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "stablehlo_py"


def _encode(value):
    """JSON keeps only string keys: dicts with other keys become {"__items__": [[k, v], ...]}."""
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            return {k: _encode(v) for k, v in value.items()}
        return {"__items__": [[_encode(k), _encode(v)] for k, v in value.items()]}
    if isinstance(value, (list, tuple)):
        return [_encode(v) for v in value]
    return value


def _decode(obj):
    if "__items__" in obj and len(obj) == 1:
        return {_hashable(k): v for k, v in obj["__items__"]}
    return obj


def _hashable(key):
    return tuple(_hashable(k) for k in key) if isinstance(key, list) else key


def load_parser(grammar: str, transformer, **options) -> Lark:
    """``Lark(grammar, **options)`` with its tables read from (or written to) the disk cache."""
    key = hashlib.sha256(f"{_FORMAT}|{lark.__version__}|{sorted(options.items())}|{grammar}".encode()).hexdigest()
    path = cache_dir() / f"parser-{key[:24]}.json"
    try:
        with open(path, encoding="utf-8") as f:
            data, memo = json.load(f, object_hook=_decode)
        return Lark._load_from_dict(data, memo, transformer=transformer)
    except (OSError, ValueError, KeyError, TypeError, AttributeError, lark.exceptions.LarkError):
        pass
    data, memo = Lark(grammar, **options).memo_serialize([TerminalDef, Rule])
    _store(path, _encode([data, memo]))
    return Lark._load_from_dict(data, memo, transformer=transformer)


def _store(path: Path, payload) -> None:
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".parser-", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(payload, f)
        os.replace(tmp, path)
    except OSError:  # a read-only home: parse without a cache
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
