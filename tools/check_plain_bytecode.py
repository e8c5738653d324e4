"""Development check (not a test): every program of the given folders, written as plain MLIR bytecode by
jaxlib's MLIR bindings, reads into the same program tree as its text.

Three steps, in two environments:

    .venv/bin/python tools/check_plain_bytecode.py prepare OUT_DIR DIR...      # stablehlo_py splits
    /work/oracles/jax/bin/python tools/check_plain_bytecode.py export OUT_DIR  # jaxlib writes
    .venv/bin/python tools/check_plain_bytecode.py compare OUT_DIR             # stablehlo_py reads

``prepare`` writes each ``.mlir`` program (each ``// -----`` chunk) the project parses as
``OUT_DIR/NNNN.mlir``, with its generic form (``to_text(generic=True)``) in ``NNNN.generic.mlir`` for
jaxlib, which cannot parse the pretty form of ops of dialects it lacks (the interpreter's ``check.*``).
``export`` parses each program with jaxlib (stablehlo, chlo, sdy and the upstream dialects registered,
unregistered ones allowed), its source first and the generic form when that fails, and writes
``NNNN.mlirbc`` and jaxlib's own print in ``NNNN.printed.mlir``; programs jaxlib rejects both ways are
listed in ``OUT_DIR/rejected.txt``. ``compare`` reads each ``.mlirbc`` with stablehlo_py and
compares it (``ir.canonical``) with the project's parse of the source, and of jaxlib's print when the
source differs; it prints one line per mismatch or error and the counts.
"""
from __future__ import annotations

import sys
from pathlib import Path


def prepare(out: Path, folders: list[str]) -> None:
    import stablehlo_py
    from stablehlo_py.errors import StableHLOError

    out.mkdir(parents=True, exist_ok=True)
    count = skipped = 0
    for folder in folders:
        for path in sorted(Path(folder).rglob("*.mlir")):
            try:
                modules = stablehlo_py.load_all(path)
            except StableHLOError:
                skipped += 1
                continue
            chunks = path.read_text().split("\n// -----")
            for i, (chunk, module) in enumerate(zip(chunks, modules)):
                stem = out / f"{count:04d}"
                Path(f"{stem}.mlir").write_text(chunk)
                Path(f"{stem}.generic.mlir").write_text(module.to_text(generic=True))
                Path(f"{stem}.name").write_text(f"{path}#{i}" if len(chunks) > 1 else str(path))
                count += 1
    print(f"{count} programs prepared; {skipped} files the project's parser rejects")


def export(out: Path) -> None:
    from jax._src.interpreters import mlir
    from jaxlib.mlir import ir

    rejected = []
    count = 0
    for source in sorted(out.glob("[0-9][0-9][0-9][0-9].mlir")):
        stem = source.with_suffix("")
        module = None
        with mlir._create_ir_context() as ctx:
            ctx.allow_unregistered_dialects = True
            for text in (source.read_text(), Path(f"{stem}.generic.mlir").read_text()):
                try:
                    module = ir.Module.parse(text)
                    break
                except Exception as exc:  # jaxlib's MLIRError
                    error = str(exc).replace("\n", " ")[:300]
            if module is None:
                rejected.append(f"{Path(f'{stem}.name').read_text()}: {error}")
                continue
            with open(f"{stem}.mlirbc", "wb") as f:
                module.operation.write_bytecode(f)
            Path(f"{stem}.printed.mlir").write_text(str(module))
            count += 1
    (out / "rejected.txt").write_text("\n".join(rejected) + "\n")
    print(f"{count} programs written, {len(rejected)} rejected by jaxlib")


def compare(out: Path) -> None:
    import stablehlo_py
    from stablehlo_py.errors import StableHLOError
    from stablehlo_py.ir.canonical import canonical

    def tree(path: Path):
        try:
            return canonical(stablehlo_py.load(path))
        except StableHLOError:
            return None

    same = same_printed = differ = failed = unparsed = 0
    for path in sorted(out.glob("*.mlirbc")):
        name = path.with_suffix(".name").read_text()
        try:
            module = canonical(stablehlo_py.load(path))
        except StableHLOError as exc:
            failed += 1
            print(f"ERROR {name}: {str(exc).splitlines()[0]}")
            continue
        source = tree(path.with_suffix(".mlir"))
        if source is None:
            unparsed += 1
            continue
        if module == source:
            same += 1
        elif module == tree(path.with_name(path.stem + ".printed.mlir")):
            same_printed += 1
        else:
            differ += 1
            print(f"DIFFER {name}")
    print(f"equal to the source's tree: {same}; to jaxlib's print only: {same_printed}; different: {differ}; "
          f"read errors: {failed}; sources the project's parser rejects: {unparsed}")


if __name__ == "__main__":
    if len(sys.argv) < 3 or sys.argv[1] not in ("prepare", "export", "compare"):
        sys.exit(__doc__)
    if sys.argv[1] == "prepare":
        prepare(Path(sys.argv[2]), sys.argv[3:])
    elif sys.argv[1] == "export":
        export(Path(sys.argv[2]))
    else:
        compare(Path(sys.argv[2]))
