"""The error a malformed or unsupported portable artifact raises."""
from __future__ import annotations

from ..errors import StableHLOError


# The parts of a file that are not sections of its own: "header, byte 4", not "header section, byte 4".
PARTS_NOT_SECTIONS = ("header", "section list")


class BytecodeError(StableHLOError):
    """``file: error: <section> section, byte <offset>: message``.

    ``offset`` counts from the start of the file; ``section`` names the part being read
    (``header``, ``string``, ``dialect``, ``attribute/type``, ``IR``, ``properties``, ...).
    """

    def __init__(self, message: str, section: str = "", offset: int | None = None, source_name: str = "<bytes>"):
        super().__init__(message)
        self.message = message
        self.section = section
        self.offset = offset
        self.source_name = source_name

    def report(self) -> str:
        return str(self)

    def __str__(self) -> str:
        where = []
        if self.section:
            where.append(self.section if self.section in PARTS_NOT_SECTIONS else f"{self.section} section")
        if self.offset is not None:
            where.append(f"byte {self.offset}")
        prefix = ", ".join(where)
        return f"{self.source_name}: error: {prefix + ': ' if prefix else ''}{self.message}"


class TargetVersionError(StableHLOError):
    """The requested target StableHLO version lacks something the program uses (writer side)."""
