"""Make testdata/plain_bytecode/: programs of testdata/ as plain MLIR bytecode, written by jaxlib's MLIR
bindings (``module.operation.write_bytecode``), for tests/test_plain_bytecode.py (a development tool).

Three steps, the middle one in the jax environment (the project never imports jaxlib):

    .venv/bin/python tools/export_plain_bytecode.py prepare
    /work/oracles/jax/bin/python tools/export_plain_bytecode.py export
    .venv/bin/python tools/export_plain_bytecode.py collect

``prepare`` and ``export`` are those of tools/check_plain_bytecode.py on the folders below (and
testdata/plain_bytecode/encodings.mlir), in
``/tmp/plain_bytecode_export``; ``prepare`` also writes the 10,000-op program of
benchmarks/parse_throughput.py (``ops_module(10_000)``), which ``collect`` keeps as
``bench_ops_10000.mlirbc`` for benchmarks/plain_bytecode_throughput.py; ``export`` also writes
encodings.mlir at bytecode versions 1 and 5 (``encodings.v1.mlirbc``, ``encodings.v5.mlirbc``).
``collect`` copies each file that reads equal to its source program's tree into testdata/plain_bytecode/
as ``FOLDER__FILE[.CHUNK].mlirbc``
and lists them with their source in ``manifest.json``.
"""
from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from check_plain_bytecode import export, prepare  # noqa: E402  (the sibling development tool)

ROOT = Path(__file__).resolve().parents[1]
WORK = Path("/tmp/plain_bytecode_export")
DEST = ROOT / "testdata" / "plain_bytecode"
# Folders of testdata/ whose programs are taken (jax_linalg and bench are large and repetitive).
# plain_bytecode/encodings.mlir holds the dialect encodings the others leave out.
OLDER_VERSIONS = (1, 5)
BENCH = "benchmarks/parse_throughput.py ops_module(10_000)"
FOLDERS = ("interpret", "models", "torch", "jax_export", "sharded", "shape_poly", "syntax", "jax_erf_inv",
           "observe", "plain_bytecode")


def export_versions() -> None:
    """encodings.mlir also at older bytecode versions (``write_bytecode(f, desired_version=N)``): 5, whose
    segment sizes are an attribute before the others, and 1, which has no properties (inherent attributes
    in the op's dictionary)."""
    from jax._src.interpreters import mlir
    from jaxlib.mlir import ir

    with mlir._create_ir_context():
        module = ir.Module.parse((DEST / "encodings.mlir").read_text())
        for version in OLDER_VERSIONS:
            with open(WORK / f"encodings.v{version}.mlirbc", "wb") as f:
                module.operation.write_bytecode(f, desired_version=version)


def collect() -> None:
    import stablehlo_py
    from stablehlo_py.errors import StableHLOError
    from stablehlo_py.ir.canonical import canonical

    DEST.mkdir(exist_ok=True)
    for old in DEST.glob("*.mlirbc"):
        old.unlink()
    manifest = []
    skipped = []
    for version in OLDER_VERSIONS:
        shutil.copyfile(WORK / f"encodings.v{version}.mlirbc", DEST / f"encodings.v{version}.mlirbc")
    for path in sorted(WORK.glob("[0-9]*.mlirbc")):
        name = path.with_suffix(".name").read_text()
        if name == BENCH:
            shutil.copyfile(path, DEST / "bench_ops_10000.mlirbc")
            continue
        source, _, chunk = name.partition("#")
        try:
            same = canonical(stablehlo_py.load(path)) == canonical(stablehlo_py.load(path.with_suffix(".mlir")))
        except StableHLOError:
            same = False
        if not same:
            skipped.append(name)
            continue
        relative = Path(source).resolve().relative_to(ROOT)
        stem = "__".join(relative.with_suffix("").parts[1:]) + (f".{chunk}" if chunk else "")
        shutil.copyfile(path, DEST / f"{stem}.mlirbc")
        manifest.append({"file": f"{stem}.mlirbc", "source": relative.as_posix(), "chunk": int(chunk or 0)})
    (DEST / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    print(f"{len(manifest)} files in {DEST}; left out (not equal to their source): {skipped or 'none'}")


if __name__ == "__main__":
    step = sys.argv[1] if len(sys.argv) > 1 else ""
    if step == "prepare":
        shutil.rmtree(WORK, ignore_errors=True)
        prepare(WORK, [str(ROOT / "testdata" / folder) for folder in FOLDERS])
        sys.path.insert(0, str(ROOT / "benchmarks"))
        from parse_throughput import ops_module

        count = len(list(WORK.glob("*.name")))
        Path(WORK / f"{count:04d}.mlir").write_text(ops_module(10_000))
        Path(WORK / f"{count:04d}.generic.mlir").write_text(ops_module(10_000))
        Path(WORK / f"{count:04d}.name").write_text(BENCH)
    elif step == "export":
        export(WORK)
        export_versions()
    elif step == "collect":
        collect()
    else:
        sys.exit(__doc__)
