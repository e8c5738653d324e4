"""``shlo info FILE``: what a program file is (MLIR text, MLIR bytecode, a jax.export blob) and what it holds."""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import click

from ..errors import StableHLOError
from ..ir.nodes import Module
from .files import read_program

EPILOG = """\b
Examples:
  shlo info model.mlir              # text: the functions and how many ops
  shlo info model.mlirbc            # MLIR bytecode: bytecode version, producer, target StableHLO version
  shlo info model.jax_exported      # jax.export: signature, platforms, shardings, effects, kept arguments
  shlo info --json model.jax_exported
"""

_PRODUCER_VERSION = re.compile(r"StableHLO_v(\d+\.\d+\.\d+)")
_KINDS = {"text": "MLIR text", "mlir-bytecode": "MLIR bytecode", "jax-export": "jax.export blob"}


def _bytecode_fields(data: bytes, source_name: str) -> dict:
    """Version, producer and the StableHLO version the producer string names."""
    from ..bytecode.reader import bytecode_header

    version, producer = bytecode_header(data, source_name)
    target = _PRODUCER_VERSION.match(producer)
    return {"bytecode_version": version, "producer": producer, "stablehlo_version": target.group(1) if target else None}


def _module_fields(module: Module) -> dict:
    """The functions (name and type) and the number of ops."""
    return {"functions": [{"name": f.name, "type": str(f.type), "visibility": f.visibility or "public"}
                          for f in module.funcs.values()],
            "ops": sum(1 for _ in module.walk())}


def describe(path: Path) -> tuple[dict, StableHLOError | None]:
    """What ``shlo info`` shows about the file at ``path`` as JSON values, and the error that stopped
    reading it (the fields read so far are kept)."""
    from ..bytecode.jax_export import read_exported

    program = read_program(path)
    if program is None:
        raise click.exceptions.Exit(1)
    record: dict = {"file": str(path), "kind": _KINDS[program.kind], "size": len(program.data)}
    try:
        if program.kind == "mlir-bytecode":
            record.update(_bytecode_fields(program.data, str(path)))
        elif program.kind == "jax-export":
            exported = read_exported(program.data, str(path))
            record["jax_export"] = exported.to_json()
            record.update(_bytecode_fields(exported.mlir_module_serialized, str(path)))
        (module,) = program.modules()
        if isinstance(module, StableHLOError):
            raise module
        record.update(_module_fields(module))
    except StableHLOError as exc:
        return record, exc
    return record, None


def _lines(record: dict) -> list[tuple[str, str]]:
    """The record as (label, text) rows."""
    rows = [("file", record["file"]), ("kind", f"{record['kind']} ({record['size']} bytes)")]
    if "bytecode_version" in record:
        rows += [("bytecode version", str(record["bytecode_version"])), ("producer", record["producer"]),
                 ("StableHLO version", record["stablehlo_version"] or "unknown")]
    exp = record.get("jax_export")
    if exp is not None:
        rows += [("function", exp["function_name"]), ("signature", exp["signature"]),
                 ("platforms", ", ".join(exp["platforms"])),
                 ("calling convention", str(exp["calling_convention_version"])),
                 ("devices", str(exp["nr_devices"])),
                 ("ordered effects", ", ".join(exp["ordered_effects"]) or "none"),
                 ("unordered effects", ", ".join(exp["unordered_effects"]) or "none"),
                 ("kept inputs", f"{exp['module_kept_var_idx']} of {len(exp['in_avals'])}"),
                 ("global constants", "yes (shape polymorphism or several platforms)"
                  if exp["uses_global_constants"] else "no"),
                 ("disabled checks", ", ".join(exp["disabled_checks"]) or "none")]
        for role in ("in", "out"):
            for i, sharding in enumerate(exp[f"{role}_shardings"]):
                if sharding is not None:
                    rows.append((f"{role}put {i} sharding", sharding))
    for func in record.get("functions", []):
        rows.append(("function" if exp is None else "module function", f"{func['visibility']} @{func['name']} : "
                     f"{func['type']}"))
    if "ops" in record:
        rows.append(("ops", str(record["ops"])))
    return rows


@click.command("info", epilog=EPILOG)
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="One JSON object instead of lines.")
def info_command(path: Path, as_json: bool) -> None:
    """Say what FILE is and what it holds: MLIR text (its functions and op count), MLIR bytecode (bytecode
    version, producer, target StableHLO version) or a jax.export blob (signature, platforms, shardings,
    calling convention, effects, kept arguments, devices).

    Exit code 1 when the file cannot be read completely (what was read is still shown).
    """
    record, error = describe(path)
    if as_json:
        click.echo(json.dumps({**record, "error": None if error is None else str(error)}))
    else:
        width = max(len(label) for label, _ in _lines(record))
        for label, text in _lines(record):
            click.echo(f"{label + ':':<{width + 2}}{text}")
    if error is not None:
        click.echo(str(error), err=True)
    sys.exit(1 if error is not None else 0)
