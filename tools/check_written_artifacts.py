"""Check the portable artifacts ``stablehlo_py`` writes against upstream's serializer and deserializer
(a development tool; the checking half needs jaxlib, which the project never imports).

Two steps, each run with its own Python::

    .venv/bin/python tools/check_written_artifacts.py write OUT [--target T ...] [SOURCES ...]
    /path/to/python-with-jax tools/check_written_artifacts.py check OUT

``write`` splits every ``.mlir`` file below SOURCES (default: ../shared/conformance/testdata and
interpret) into its ``// -----`` programs and writes, for each program, ``OUT/source/REL/N.mlir`` (the
program's text) and, for each target, ``OUT/TARGET/REL/N.mlirbc`` (``Module.to_bytecode(TARGET)``) or
``OUT/TARGET/REL/N.refused`` (the writer's error).

``check`` takes each program's text to jaxlib's ``serialize_portable_artifact_str(text, target)``
(upstream's serializer: StablehloLegalizeToVhlo, VhloToVersion, the bytecode writer) and both artifacts,
jaxlib's and ours, to ``deserialize_portable_artifact(ctx, bytes)``; the two modules must print the same
(generic form, no locations). Where one side refuses, the other must too. Upstream's deserializer reads
the artifacts in a context from ``jax._src.interpreters.mlir.make_ir_context()``. jaxlib prints its
serializer's diagnostics (for the programs it refuses) on standard error; ``2>/dev/null`` hides them.

Measured (jaxlib 0.10.2, StableHLO 1.17.0), ``write`` with the default targets over testdata and
interpret split into programs: 3,447 programs. 716 have ops without a VHLO form (541 with ``check.*``,
129 with ``chlo.*``, 46 with ``interpreter.*``); both serializers refuse them at every target. Of the
other 2,731:

======  =======  =======================================  ==================  ================
target  written  refused: the target lacks what it uses    accepted by jaxlib  printed the same
======  =======  =======================================  ==================  ================
1.17.0  2,731    0                                        2,731               2,731
1.15.0  2,731    0                                        2,731               2,731
1.0.0   2,730    1 (printing.mlir: i2, f6, f8E3M4 types)  2,730               2,730
0.9.0   2,730    1 (the same)                             2,730               2,730
======  =======  =======================================  ==================  ================

Upstream refuses exactly the programs we refuse (0 disagreements). Byte for byte, our artifacts equal
upstream's own of the same program with its locations stripped (``strip-debuginfo``, as our programs
carry none): all 2,731 at 1.17.0 and 1.15.0, all 2,730 at 0.9.0, and 1,538 of 2,730 at 1.0.0. The other
1,192 differ only by use-list orders: at 1.0.0 upstream downgrades ops (``exponential_v2`` to
``exponential_v1``, ...) by replacing them, which leaves some values' uses in an order it records in the
artifact so that a reader restores it; the order is an in-memory accident of its rewriting, not part of
the program, and our writer never writes one. Also checked: targets 0.14.0, 0.12.0
and 0.10.0 (bytecode v4, v3, v1), the same 2,730 written and printed the same; and upstream's 32
compatibility sources (../shared/conformance/vhlo) at 1.17.0, 1.15.0, 1.0.0, 0.14.0, 0.12.0, 0.10.0 and
0.9.0: all written artifacts (29, 28, 13, 7, 7, 2, 1) accepted and printed the same, every refusal shared,
except the 1.18.0 source at 1.17.0, which we refuse (custom_call ``result_tilings`` is 1.18.0) and
jaxlib's 1.17.0 serializer writes, not knowing the attribute, as a discardable one.
"""
from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "conformance"
TARGETS = ("1.17.0", "1.15.0", "1.0.0", "0.9.0")


def write(out: Path, targets: list[str], sources: list[Path]) -> None:
    """Each program of ``sources`` as text and as our artifact (or our refusal) at each target."""
    sys.path.insert(0, str(ROOT))
    from stablehlo_py import StableHLOError, parse_text
    from stablehlo_py.bytecode.errors import TargetVersionError
    from stablehlo_py.parser import split_chunks

    counts: collections.Counter = collections.Counter()
    for base in sources:
        for path in sorted(base.rglob("*.mlir")):
            rel = Path(base.name) / path.relative_to(base)
            for index, (chunk, offset) in enumerate(split_chunks(path.read_text())):
                try:
                    module = parse_text(chunk, str(path), offset)
                except StableHLOError:
                    counts["unparsed"] += 1
                    continue
                counts["programs"] += 1
                _put(out / "source" / rel / f"{index}.mlir", chunk.encode())
                try:  # ops without a VHLO form are refused at every target: say so whichever op comes first
                    module.to_bytecode("current")
                    no_vhlo_form = None
                except ValueError as error:
                    no_vhlo_form = error
                for target in targets:
                    stem = out / target / rel / str(index)
                    try:
                        if no_vhlo_form is not None:
                            raise no_vhlo_form
                        _put(stem.with_suffix(".mlirbc"), module.to_bytecode(target))
                        counts[f"{target} written"] += 1
                    except (TargetVersionError, ValueError) as error:
                        reason = _reason(str(error)) if error is no_vhlo_form else "target"
                        _put(stem.with_suffix(".refused"), f"{reason}: {error}".encode())
                        counts[f"{target} refused: {reason}"] += 1
    for key, value in sorted(counts.items()):
        print(f"{key}: {value}")


def _put(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def check(out: Path, verbose: bool) -> int:
    """Compare each of our artifacts with upstream's; the number of disagreements."""
    from jax._src.interpreters import mlir as jax_mlir
    from jaxlib.mlir import ir, passmanager
    from jaxlib.mlir.dialects import stablehlo

    context = jax_mlir.make_ir_context()

    def upstream_print(data: bytes) -> str:
        with context:
            module = stablehlo.deserialize_portable_artifact(context, data)
            return module.operation.get_asm(print_generic_op_form=True, enable_debug_info=False)

    strip = passmanager.PassManager.parse("builtin.module(strip-debuginfo)", context)

    def stripped_artifact(text: str, target: str) -> bytes:
        """Upstream's artifact of ``text`` with the locations dropped (ours have none unless written)."""
        with context:
            module = ir.Module.parse(text)
            strip.run(module.operation)
            return bytes(stablehlo.serialize_portable_artifact(module, target))

    sources = sorted(p for p in (out / "source").rglob("*.mlir") if p.is_file())
    targets = sorted(p.name for p in out.iterdir() if p.is_dir() and p.name != "source")
    counts: collections.Counter = collections.Counter()
    bad = 0
    for target in targets:
        for source in sources:
            rel = source.relative_to(out / "source")
            ours = out / target / rel.with_suffix(".mlirbc")
            refusal = out / target / rel.with_suffix(".refused")
            text = source.read_text()
            try:
                theirs = stablehlo.serialize_portable_artifact_str(text, target)
            except Exception as error:  # noqa: BLE001  (jaxlib raises ValueError or MLIRError)
                theirs, their_error = None, str(error).strip().splitlines()[-1:]
            reason = refusal.read_text().split(":", 1)[0] if refusal.exists() else ""
            counts[(target, f"refused: {reason}" if reason else "written")] += 1
            if theirs is None and not ours.exists():
                counts[(target, "both refuse")] += 1
                continue
            if theirs is None or not ours.exists():
                bad += 1
                side = "upstream refuses" if theirs is None else f"we refuse ({refusal.read_text()})"
                print(f"{target} {rel}: {side}" + (f": {their_error}" if theirs is None else ""))
                continue
            try:
                printed = upstream_print(ours.read_bytes())
            except Exception as error:  # noqa: BLE001
                bad += 1
                print(f"{target} {rel}: jaxlib rejects our artifact: {str(error).strip()[:300]}")
                continue
            counts[(target, "accepted by jaxlib")] += 1
            expected = upstream_print(bytes(theirs))
            if printed == expected:
                counts[(target, "printed the same")] += 1
                if ours.read_bytes() == stripped_artifact(text, target):
                    counts[(target, "byte-identical to upstream's without debug info")] += 1
            else:
                bad += 1
                print(f"{target} {rel}: prints differently")
                if verbose:
                    _show_difference(expected, printed)
    for (target, key), value in sorted(counts.items()):
        print(f"{target} {key}: {value}")
    print(f"{len(sources)} programs; {bad} disagreements")
    return bad


def _reason(message: str) -> str:
    """The dialect of the op the writer found without a VHLO form (``chlo``, ``check``, ...)."""
    return message.split(".", 1)[0]


def _show_difference(expected: str, printed: str) -> None:
    import difflib

    for line in list(difflib.unified_diff(expected.splitlines(), printed.splitlines(), "upstream", "ours",
                                          lineterm="", n=0))[:12]:
        print("    " + line[:300])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    commands = parser.add_subparsers(dest="command", required=True)
    writing = commands.add_parser("write", help="write our artifacts (run with the project's Python)")
    writing.add_argument("out", type=Path)
    writing.add_argument("sources", type=Path, nargs="*",
                         default=[SHARED / "testdata", SHARED / "interpret"])
    writing.add_argument("--target", action="append", dest="targets")
    checking = commands.add_parser("check", help="compare them with upstream's (run with jaxlib's Python)")
    checking.add_argument("out", type=Path)
    checking.add_argument("-v", "--verbose", action="store_true", help="show how the printed modules differ")
    args = parser.parse_args()
    if args.command == "write":
        write(args.out, args.targets or list(TARGETS), args.sources)
        return 0
    return 1 if check(args.out, args.verbose) else 0


if __name__ == "__main__":
    sys.exit(main())
