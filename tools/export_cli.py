"""The command line shared by tools/export_tf.py and tools/export_litert.py (each runs in its producer's
virtualenv; this module needs only the standard library): ``[--out DIR] [NAME...]``, every program by default,
each file checked to be under 1 MB."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

LIMIT = 1_000_000


def export_main(programs: dict[str, Callable[[Path], None]], default_out: Path, argv: list[str]) -> None:
    """Export the named ``programs`` (all without names) into ``--out DIR`` or ``default_out``; print each one's
    file sizes and stop at a file of 1 MB or more."""
    out = default_out
    if argv[:1] == ["--out"]:
        out, argv = Path(argv[1]), argv[2:]
    unknown = sorted(set(argv) - set(programs))
    if unknown:
        raise SystemExit(f"unknown programs {unknown}; known: {sorted(programs)}")
    out.mkdir(parents=True, exist_ok=True)
    for name in argv or programs:
        programs[name](out)
        sizes = {p.name: p.stat().st_size for p in sorted(out.glob(f"{name}.*"))}
        print(name, sizes)
        too_big = [p for p, size in sizes.items() if size >= LIMIT]
        if too_big:
            raise SystemExit(f"{name}: 1 MB or more: {too_big}")
