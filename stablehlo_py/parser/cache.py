"""The parser's tables (tables.py), cached on disk as JSON so that start-up skips Lark's table construction.

Lark's own cache pickles; this one stores plain data as JSON in the user's cache directory, keyed by a
hash of the grammar, the installed Lark (its version file, found without importing Lark: a parse with
the tables cached does not import it), the options and the Python that compiled the stored regex
programs. A missing, stale or unreadable cache just means building the tables again.
"""
from __future__ import annotations

import importlib.util
import json
import os
import zlib
from pathlib import Path
from typing import Callable, TypeVar

from .tables import derive, engine_version

_FORMAT = 3
T = TypeVar("T")


def cache_dir() -> Path:
    explicit = os.environ.get("STABLEHLO_PY_CACHE")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "stablehlo_py"


def load_parser(grammar: str, build: Callable[[dict], T], **options) -> T:
    """``build(tables)`` on the tables of ``Lark(grammar, **options)``, read from (or written to) the disk
    cache; a cached file that ``build`` cannot use (KeyError, TypeError, ...) is rebuilt."""
    data = f"{_FORMAT}|{_lark_release()}|{engine_version()}|{sorted(options.items())}|{grammar}".encode()
    # CRC-32 and Adler-32 of the same bytes, and their length: a key for a handful of cached grammars,
    # which zlib gives without hashlib's OpenSSL (a fifth of what `shlo verify` spends past numpy's import)
    key = f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}{len(data):x}"
    path = cache_dir() / f"parser-{key}.json"
    texts_path = path.with_suffix(".texts")  # the tables' JSON texts (decoded when used), one a line
    try:
        with open(path, "rb") as f:
            tables = json.load(f)
        tables["texts"] = texts_path.read_bytes().split(b"\n")
        if len(tables["texts"]) != 2 * tables["n_states"] + tables["n_lexers"] + 1:
            raise ValueError("truncated")
        return build(tables)
    except (OSError, ValueError, KeyError, TypeError, IndexError, AttributeError):
        pass
    from lark import Lark

    tables = derive(Lark(grammar, **options))
    _store(texts_path, "\n".join(tables["texts"]))
    _store(path, json.dumps({k: v for k, v in tables.items() if k != "texts"}, separators=(",", ":")))
    return build(tables)


def _lark_release() -> str:
    """The text of the installed Lark's ``__init__.py`` (which sets ``__version__``), read without importing it."""
    spec = importlib.util.find_spec("lark")
    try:
        return Path(spec.origin).read_text(encoding="utf-8") if spec and spec.origin else ""
    except OSError:
        return ""


def _store(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all (a temporary file renamed)."""
    import tempfile

    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".parser-", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except OSError:  # a read-only home: parse without a cache
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
