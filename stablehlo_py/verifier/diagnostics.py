"""What the verifier reports: one ``Diagnostic`` per broken rule, ``VerificationError`` for all of them."""
from __future__ import annotations

from dataclasses import asdict

from ..ir.records import record
from ..errors import StableHLOError, format_diagnostic


@record(frozen=True, slots=True)
class Diagnostic:
    """A broken rule: where (``line``/``column``), which op, which constraint label (``C2``), and why."""

    source_name: str
    line: int
    column: int
    op: str
    constraint: str
    message: str

    def headline(self) -> str:
        """``stablehlo.concatenate (C2): message``."""
        return f"{self.op} ({self.constraint}): {self.message}" if self.op else f"({self.constraint}): {self.message}"

    def format(self, source_lines: list[str] | None = None) -> str:
        """``file:line:col: error: op (C2): message``, then the source line and a caret when known."""
        source_line = None
        if source_lines is not None and 0 < self.line <= len(source_lines):
            source_line = source_lines[self.line - 1]
        return format_diagnostic(self.source_name, self.line, self.column, self.headline(), source_line)

    def to_dict(self) -> dict:
        """The fields ``--format json`` prints (``file`` rather than ``source_name``)."""
        data = asdict(self)
        return {"file": data.pop("source_name"), **data}

    def __str__(self) -> str:
        return self.format()


class VerificationError(StableHLOError):
    """A program broke one or more rules of the spec; ``.diagnostics`` lists every one of them."""

    def __init__(self, diagnostics: list[Diagnostic], source_lines: list[str] | None = None):
        self.diagnostics = list(diagnostics)
        self.source_lines = source_lines
        super().__init__(str(self))

    def report(self) -> str:
        return str(self)

    def __str__(self) -> str:
        return "\n".join(d.format(self.source_lines) for d in self.diagnostics)
