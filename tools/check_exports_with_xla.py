"""Check testdata/tf/ and testdata/litert/ against XLA itself (a development tool; it needs jax / jaxlib, which
the project never imports): each program with static shapes and a ``@main`` is compiled by jaxlib's XLA for the
CPU and run on NAME.inputs.npz; its results must be NAME.expected.npz (rtol 1e-4, atol 1e-5; integers exactly).
That checks, independently of ``stablehlo_py``, that the inputs are in the order the program takes them (the
captured variables of the TF programs, the lifted weights of litert's ``cnn``) and that the producer's eager
results are what the program computes. Then each NAME.mlirbc is read by jaxlib's MLIR and printed as its
NAME.mlir is (a module's text that jaxlib's context cannot parse, ``ml_program``'s, is only read from bytecode).

The TF bridge's programs (``bridge_*``: ``shape.*``, ``ml_program.*`` and ``?`` dimensions) are not
compiled: XLA takes neither those dialects nor dynamic shapes at its entry.

    /work/oracles/jax/bin/python tools/check_exports_with_xla.py       # from the repository's root

Measured with jax / jaxlib 0.12.0: all 10 compiled programs match; all 13 bytecode files read, 12 print as
their text.
"""
from __future__ import annotations

import sys
from pathlib import Path

import jax
import numpy as np
from jax._src import xla_bridge
from jax._src.interpreters import mlir
from jax._src.lib import xla_client
from jaxlib.mlir import ir

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = [ROOT / "testdata" / "tf", ROOT / "testdata" / "litert"]


def arrays(path: Path, prefix: str) -> list[np.ndarray]:
    with np.load(path) as archive:
        return [archive[f"{prefix}{i}"] for i in range(len(archive.files))]


def context() -> ir.Context:
    ctx = mlir.make_ir_context()
    ctx.allow_unregistered_dialects = True
    return ctx


def run_with_xla(text: Path) -> list[np.ndarray]:
    backend = xla_bridge.get_backend("cpu")
    with context():
        module = ir.Module.parse(text.read_text())
        executable = backend.compile_and_load(mlir.module_to_bytecode(module),
                                              xla_client.DeviceList(tuple(backend.devices()[:1])),
                                              xla_client.CompileOptions())
    inputs = [jax.device_put(a) for a in arrays(text.with_name(f"{text.stem}.inputs.npz"), "in")]
    outputs = executable.execute_sharded(inputs).disassemble_into_single_device_arrays()
    return [np.asarray(o[0]) for o in outputs]


def matches(got: list[np.ndarray], want: list[np.ndarray]) -> bool:
    return len(got) == len(want) and all(
        g.shape == w.shape and g.dtype == w.dtype
        and (np.array_equal(g, w) if w.dtype.kind in "biu" else np.allclose(g, w, rtol=1e-4, atol=1e-5))
        for g, w in zip(got, want))


def bytecode_prints_as_text(text: Path) -> str:
    with context():
        from_bytecode = ir.Module.parse(text.with_suffix(".mlirbc").read_bytes())
        try:
            from_text = ir.Module.parse(text.read_text())
        except ir.MLIRError:
            return "bytecode read (its text not parsed here)"
        return "same module" if str(from_bytecode) == str(from_text) else "DIFFERENT MODULES"


def main() -> int:
    jax.config.update("jax_enable_x64", True)  # the inputs' int64 arrays as they are
    failures = 0
    for folder in FOLDERS:
        for text in sorted(folder.glob("*.mlir")):
            label = f"{folder.name}/{text.stem}"
            if text.stem.startswith("bridge_"):
                verdict = "not compiled (shape/ml_program dialects, dynamic shapes)"
            else:
                expected = arrays(text.with_name(f"{text.stem}.expected.npz"), "out")
                verdict = "XLA matches" if matches(run_with_xla(text), expected) else "XLA DIFFERS"
            form = bytecode_prints_as_text(text)
            failures += "DIFFER" in verdict + form
            print(f"{label}: {verdict}; .mlirbc: {form}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
