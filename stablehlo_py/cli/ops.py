"""``shlo ops [NAME]``: the op table, and where each op's declaration, format, check and kernel are."""
from __future__ import annotations

import inspect
import sys
from pathlib import Path

import click

from ..dialect import TABLE, op_definition
from ..ir.opdef import GENERIC_ONLY, OpDef

EPILOG = """\b
Examples:
  shlo ops                        # every op: family, traits, check and kernel status
  shlo ops stablehlo.scatter      # one op: operands, attributes with defaults, traits, file:line of each piece
  shlo ops --family chlo          # the ops of one family
  shlo ops --hlo                  # every opcode of XLA's HLO: what it becomes and its status
"""

_PACKAGE_ROOT = Path(__file__).resolve().parents[2]


def _where(path: str, line: int) -> str:
    """``stablehlo_py/dialect/shape.py:12`` (relative to the checkout when inside it)."""
    try:
        path = str(Path(path).resolve().relative_to(_PACKAGE_ROOT))
    except ValueError:
        pass
    return f"{path}:{line}"


def _source_of(function: object) -> str:
    """file:line of a function or class."""
    target = inspect.unwrap(function)  # type: ignore[arg-type]
    try:
        return _where(inspect.getsourcefile(target) or "?", inspect.getsourcelines(target)[1])
    except (OSError, TypeError):
        return getattr(target, "__module__", "?")


def pieces(definition: OpDef) -> dict[str, str]:
    """Where the op's declaration, format, check and kernel are (or why there is none)."""
    # imported here: the other commands (parse, fmt) start without loading the verifier and interpreter
    from ..interpreter.kernels import lookup
    from ..verifier.registry import check_of

    check, kernel = check_of(definition.name), lookup(definition.name)
    fmt = definition.format
    return {
        "declared": _where(*definition.declared_at),
        "format": "generic only" if fmt is GENERIC_ONLY else f"{type(fmt).__name__} ({_source_of(type(fmt))})",
        "check": (_source_of(check) if check is not None
                  else "none beyond the table" if definition.table_checks_only else "MISSING"),
        "kernel": (_source_of(kernel) if kernel is not None
                   else f"not supported: {definition.unsupported}" if definition.unsupported else "MISSING"),
    }


def _show_one(definition: OpDef) -> None:
    echo = click.echo
    echo(f"{definition.name}  (family {definition.family}; {definition.spec or 'no spec section'})")
    for label, defs in (("operands", definition.operands), ("results", definition.results),
                        ("regions", definition.regions)):
        if defs:
            echo(f"  {label}: {', '.join(map(str, defs))}")
    for a in definition.attributes:
        echo(f"  attribute {a.describe()}")
    if definition.traits:
        labels = dict(definition.trait_labels)
        echo("  traits: " + ", ".join(t.value + (f" ({labels[t]})" if t in labels else "")
                                      for t in sorted(definition.traits, key=lambda t: t.value)))
    for label, where in pieces(definition).items():
        echo(f"  {label + ':':10} {where}")


@click.command("ops", epilog=EPILOG)
@click.argument("name", required=False)
@click.option("--family", help="Only the ops of this family (the file name under stablehlo_py/dialect/).")
@click.option("--hlo", "hlo", is_flag=True,
              help="List XLA's HLO opcodes instead: what each becomes in StableHLO, and its status.")
def ops_command(name: str | None, family: str | None, hlo: bool) -> None:
    """List the ops shlo knows, or show op NAME in full (attributes, traits, where each piece is)."""
    if hlo:
        _show_hlo_opcodes()
        return
    if name is not None:
        definition = op_definition(name) or op_definition(f"stablehlo.{name}")
        if definition is None:
            click.echo(f"error: no op named {name!r} (run 'shlo ops' for the list)", err=True)
            sys.exit(2)
        _show_one(definition)
        return
    from rich.console import Console
    from rich.table import Table

    table = Table("op", "family", "traits", "check", "kernel", box=None, pad_edge=False)
    for column in table.columns:
        column.overflow = "fold"  # file:line of a check or kernel is what the listing is for: never cut
    shown = [d for d in TABLE.values() if family is None or d.family == family]
    if not shown:
        click.echo(f"error: no family named {family!r}", err=True)
        sys.exit(2)
    for definition in shown:
        where = pieces(definition)
        table.add_row(definition.name, definition.family, ", ".join(sorted(t.value for t in definition.traits)),
                      where["check"].split(" (")[0], where["kernel"].split(" (")[0])
    Console(width=240 if not sys.stdout.isatty() else None).print(table)
    click.echo(f"{len(shown)} ops")


def _show_hlo_opcodes() -> None:
    """Every opcode of XLA's HLO (stablehlo_py/hlo/opcodes.py): its status and what it becomes, or why not."""
    from ..hlo.opcodes import OPCODES

    width = max(map(len, OPCODES))
    for entry in OPCODES.values():
        click.echo(f"{entry.name:{width}}  {entry.status:7}  {entry.becomes}")
    counts = {status: sum(e.status == status for e in OPCODES.values()) for status in ("mapped", "stretch", "none")}
    click.echo(f"{len(OPCODES)} HLO opcodes: {counts['mapped']} mapped, {counts['stretch']} stretch, "
               f"{counts['none']} with no StableHLO meaning")
