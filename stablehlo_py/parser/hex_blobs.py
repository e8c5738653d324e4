"""The weights of a program's text, decoded before it is parsed: each long hex blob (``dense<"0x...">``, and
the blobs of ``{-# dialect_resources #-}``) is decoded straight from the file's bytes, or its memory map,
into the bytes of its elements, and the text the parser sees holds a short placeholder ``"0x#N"`` instead
(``#`` is no hex digit, and a file that holds ``"0x#`` itself is parsed as it is).

A 1 GB module is then never decoded as a whole into a ``str``, never scanned by the lexer, and its
weights never exist twice: the mapped pages of each blob are released once it is decoded. Only blobs of
at least ``MIN_DIGITS`` hex digits in those two places are taken; a blob that is not valid hex stays in
the text, where the parser reports it at its line and column. Positions: lines do not move; a column after a
taken blob on the same line is reported where it is in the file (``Shifts``).
"""
from __future__ import annotations

import binascii
import mmap
from dataclasses import field

from ..ir.mapped import release_pages
from ..ir.records import record

MIN_DIGITS = 1 << 16
_DENSE = b'dense<"0x'
_RESOURCES = b"{-#"


@record
class HexBlobs:
    """What was taken out of a text: the decoded blobs by placeholder number, and where columns moved."""

    blobs: list[bytes] = field(default_factory=list)
    # line (1-based in the file) -> [(column in the reduced text just after the placeholder, characters removed)]
    shifts: dict[int, list[tuple[int, int]]] = field(default_factory=dict)

    def blob(self, placeholder: str) -> bytes | None:
        """The data of ``"0x#N"`` (with its quotes), or None when it names no blob taken from this text."""
        number = placeholder[4:-1]
        if not number.isdigit() or int(number) >= len(self.blobs):
            return None
        return self.blobs[int(number)]

    def column_in_file(self, line: int, column: int) -> int:
        """Where a column of the reduced text lies in the file's line."""
        return column + sum(removed for end, removed in self.shifts.get(line, ()) if end <= column)


def take_hex_blobs(data: bytes | mmap.mmap) -> tuple[bytes, HexBlobs]:
    """The text with each long hex blob replaced by its placeholder, and the blobs, decoded."""
    taken = HexBlobs()
    candidates = _candidates(data) if len(data) >= MIN_DIGITS else []
    if not candidates:
        return (data if isinstance(data, bytes) else data[:]), taken
    view = memoryview(data)
    pieces: list[bytes] = []
    kept_from, line, line_start, reduced_length = 0, 1, 0, 0
    for start, end in candidates:
        try:
            decoded = binascii.unhexlify(view[start + 3:end - 1])
        except (binascii.Error, ValueError):  # left in the text: the parser reports it where it is
            continue
        kept = data[kept_from:start]  # hex digits hold no newline: the lines are counted in what is kept
        newline = kept.rfind(b"\n")
        if newline >= 0:
            line += kept.count(b"\n")
            line_start = reduced_length + newline + 1
        placeholder = b'"0x#%d"' % len(taken.blobs)
        pieces += (kept, placeholder)
        reduced_length += len(kept) + len(placeholder)
        taken.shifts.setdefault(line, []).append((reduced_length - line_start + 1, end - start - len(placeholder)))
        taken.blobs.append(decoded)
        kept_from = end
        release_pages(data, start, end - start)
    view.release()
    if not taken.blobs:
        return (data if isinstance(data, bytes) else data[:]), taken
    pieces.append(data[kept_from:])
    return b"".join(pieces), taken


def _candidates(data: bytes | mmap.mmap) -> list[tuple[int, int]]:
    """(start, end) of each quoted hex literal long enough to take: in a ``dense<``, or a resource's ``key:
    "0x..."`` after ``{-#`` (looked for only in the text between strings, never in the blobs). None at all
    when the text spells a placeholder ``"0x#`` itself."""
    found: list[tuple[int, int]] = []
    position, in_resources = 0, False
    while True:
        start = data.find(b'"0x', position)
        if start < 0:
            return found
        if data[start + 3:start + 4] == b"#":
            return []
        if not in_resources and data.find(_RESOURCES, position, start) >= 0:
            in_resources = True
        end = data.find(b'"', start + 3) + 1
        if end <= 0:
            return found
        position = end
        if end - start - 4 >= MIN_DIGITS and ((start >= 6 and data[start - 6:start + 3] == _DENSE)
                                              or (in_resources and _after_key(data, start))):
            found.append((start, end))


def _after_key(data: bytes | mmap.mmap, start: int) -> bool:
    """Whether the string at ``start`` follows ``key:`` (a resource entry; attributes are ``name = "..."``)."""
    return data[max(0, start - 16):start].rstrip().endswith(b":")
