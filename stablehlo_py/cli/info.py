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
  shlo info --format json model.jax_exported
  shlo info --top 40 model.mlir         # the 40 commonest op names
"""

_PRODUCER_VERSION = re.compile(r"StableHLO_v(\d+\.\d+\.\d+)")
_KINDS = {"text": "MLIR text", "hlo": "XLA HLO text (read as the StableHLO it becomes)", "mlir-bytecode": "MLIR bytecode",
          "jax-export": "jax.export blob"}


def _bytecode_fields(data: bytes, source_name: str, span: tuple[int, int] | None = None) -> dict:
    """Version, producer (and who that is), the StableHLO version the producer string names, and the
    form: a VHLO artifact or plain MLIR bytecode, with the dialects the file names."""
    from ..bytecode.errors import BytecodeError
    from ..bytecode.reader import bytecode_form, bytecode_header, producer_name

    version, producer = bytecode_header(data, source_name, span)
    target = _PRODUCER_VERSION.match(producer)
    fields = {"bytecode_version": version, "producer": producer, "producer_name": producer_name(producer),
              "stablehlo_version": target.group(1) if target else None}
    try:
        fields["bytecode_form"], dialects = bytecode_form(data, source_name, span)
        fields["bytecode_dialects"] = list(dialects)
    except BytecodeError:
        pass  # reading the module reports it
    return fields


def _module_fields(module: Module) -> dict:
    """The number of ops and the module's inventory (harness/inventory.py): functions with their arguments
    and results, dialects, op histogram, custom calls, constants, attributes, what stops a run."""
    from ..harness.inventory import take_inventory

    return {"ops": sum(1 for _ in module.walk()), **take_inventory(module).to_json()}


def describe(path: Path) -> tuple[dict, StableHLOError | None]:
    """What ``shlo info`` shows about the file at ``path`` as JSON values, and the error that stopped
    reading it (the fields read so far are kept)."""
    from ..bytecode.jax_export import read_exported

    program = read_program(path)
    record: dict = {"file": str(path), "kind": _KINDS[program.kind], "size": len(program.data)}
    try:
        if program.kind == "mlir-bytecode":
            record.update(_bytecode_fields(program.data, str(path)))
        elif program.kind == "jax-export":
            exported = read_exported(program.data, str(path))
            record["jax_export"] = exported.to_json()
            record.update(_bytecode_fields(program.data, str(path), exported.mlir_module_span))
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
        rows += [("bytecode version", str(record["bytecode_version"])),
                 ("producer", f"{record['producer']}: {record['producer_name']}")]
        if "bytecode_form" in record:
            rows.append(("form", f"{record['bytecode_form']} ({', '.join(record['bytecode_dialects'])})"))
        if record.get("bytecode_form") != "plain MLIR bytecode":  # a plain file's has no StableHLO target
            rows.append(("StableHLO version", record["stablehlo_version"] or "unknown"))
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


def _value(entry: dict) -> str:
    """``name: type {sharding}`` of an argument or result."""
    text = f"{entry['name']}: {entry['type']}" if entry["name"] else entry["type"]
    return text + (f" {{{entry['sharding']}}}" if entry["sharding"] else "")


def _inventory_lines(record: dict, top: int) -> list[str]:
    """The inventory as indented sections, after the aligned rows."""
    lines = [f"dialects: {', '.join(record['dialects']) or 'none'}"]
    for func in record["functions"]:
        for role in ("arguments", "results"):
            if any(e["name"] or e["sharding"] for e in func[role]):
                lines.append(f"@{func['name']} {role}: {', '.join(map(_value, func[role]))}")
    for key, value in record["module_attributes"].items():
        lines.append(f"module attribute: {key} = {value}")
    lines += [f"mesh: {mesh}" for mesh in record["meshes"]]
    mapped = record["mapped_constant_bytes"]
    lines.append(f"constants: {record['constant_bytes']:,} bytes"
                 + (f" ({mapped:,} of them mapped from the file, not read into memory)" if mapped else ""))
    histogram = list(record["op_histogram"].items())
    lines.append(f"ops by name ({len(histogram)} kinds):")
    width = max((len(name) for name, _ in histogram[:top]), default=0)
    lines += [f"  {name:<{width}}  {count:>7,}" for name, count in histogram[:top]]
    if len(histogram) > top:
        rest = sum(count for _, count in histogram[top:])
        lines.append(f"  ... {len(histogram) - top} more kinds, {rest:,} ops")
    if record["custom_calls"]:
        lines.append("custom calls:")
        width = max(len(c["target"]) for c in record["custom_calls"]) + 1
        lines += [f"  {'@' + c['target']:<{width}}  {c['count']:>5}x  "
                  f"{'supported' if c['supported'] else 'NOT SUPPORTED'} (first at line {c['first_line']})"
                  for c in record["custom_calls"]]
    lines.append(f"verdict: {record['verdict']}")
    return lines


@click.command("info", epilog=EPILOG)
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="text: aligned lines and sections; json: one object.")
@click.option("--json", "as_json", is_flag=True, help="The same as --format json.")
@click.option("--top", default=15, show_default=True, type=click.IntRange(min=1),
              help="How many op names the text histogram lists (the rest are summed).")
def info_command(path: Path, output_format: str, as_json: bool, top: int) -> None:
    """Say what FILE is and what it holds: MLIR text, MLIR bytecode (bytecode version, producer, target
    StableHLO version) or a jax.export blob (signature, platforms, shardings, calling convention, effects,
    kept arguments, devices); then its dialects, functions with argument and result names and shardings,
    module attributes (replicas, partitions, meshes), the bytes of its constants, an op histogram, the
    custom-call targets with whether shlo supports each, and a verdict: runnable by 'shlo run', or what
    stops it (verification errors, ops or custom calls without an implementation).

    Exit code 1 when the file cannot be read completely (what was read is still shown).
    """
    record, error = describe(path)
    if as_json or output_format == "json":
        click.echo(json.dumps({**record, "error": None if error is None else str(error)}))
    else:
        width = max(len(label) for label, _ in _lines(record))
        for label, text in _lines(record):
            click.echo(f"{label + ':':<{width + 2}}{text}")
        if "verdict" in record:
            click.echo("\n".join(_inventory_lines(record, top)))
    if error is not None:
        click.echo(error.report(), err=True)
    sys.exit(1 if error is not None else 0)
