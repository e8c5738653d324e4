"""The sharded and multi-process programs that tests/test_mpi.py runs both on threads and under
``mpiexec -n N`` (tests/mpi_driver.py), and how each run's results are put as bytes for comparing.

A case is a name, the program text, its arguments' file (or none) and how many processes it takes: the
sharded exports of testdata/sharded and testdata/jax012 (their mesh size), and every module with an
``interpreter.run_parallel`` (its replicas x partitions) of the project's collective programs and of
upstream's ``interpret/`` collective programs, whose results are those of its ``run_parallel`` ops, seen by
an observer.
"""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np

import stablehlo_py
from stablehlo_py.interpreter.observe import Observer
from stablehlo_py.interpreter.values import TOKEN

ROOT = Path(__file__).resolve().parents[1]
SHARED_INTERPRET = ROOT.parent / "shared" / "conformance" / "interpret"
COLLECTIVE_FILES = ("all_gather", "all_reduce", "all_to_all", "collective_broadcast", "collective_permute",
                    "collective_reduce", "reduce_scatter", "replica_id", "partition_id", "send_recv", "infeed")
SHARDED = ["sharded/jit_4.shardy", "sharded/jit_4.gspmd", "sharded/shard_map_4.shardy", "sharded/shard_map_4.gspmd",
           "sharded/shard_map_2x2.shardy", "sharded/shard_map_2x2.gspmd", "sharded/shard_map_partial.shardy",
           "sharded/shard_map_partial.gspmd", "jax012/shard_map_collectives"]
# The project's own programs with interpreter.run_parallel grids (hand-checked)
OWN_PARALLEL_FILES = ["interpret/collectives/exchange.mlir", "interpret/collectives/gather_reduce.mlir",
                      "interpret/collectives/ids_channels_feeds.mlir", "jax012/mesh_axes_groups.mlir"]


def cases() -> list[dict]:
    """Every case: ``name``, ``text``, ``inputs`` (a .npz path or None), ``processes``."""
    found = []
    for stem in SHARDED:
        path = ROOT / "testdata" / f"{stem}.mlir"
        base = re.sub(r"\.(shardy|gspmd)$", "", stem)
        inputs = ROOT / "testdata" / f"{base}.inputs.npz"
        text = path.read_text()
        found.append({"name": stem, "text": text, "inputs": str(inputs), "processes": _mesh_size(text)})
    files = [ROOT / "testdata" / path for path in OWN_PARALLEL_FILES]
    if SHARED_INTERPRET.is_dir():
        files += [SHARED_INTERPRET / f"{name}.mlir" for name in COLLECTIVE_FILES]
    for file in files:
        for k, text in enumerate(file.read_text().split("// -----")):
            match = re.search(r"programs\s*=\s*(\[\[.*?\]\])", text, re.S)
            if match is None:
                continue
            rows = re.findall(r"\[([^\[\]]*)\]", match.group(1))
            processes = len(rows) * len(rows[0].split(","))
            found.append({"name": f"{file.parent.name}/{file.stem}#{k}", "text": text, "inputs": None,
                          "processes": processes})
    return found


def _mesh_size(text: str) -> int:
    module = stablehlo_py.parse_text(text)
    from stablehlo_py.cli.distributed import mesh_size

    return mesh_size(module)


class _RunParallelResults(Observer):
    """Keeps the results of every ``interpreter.run_parallel`` op run."""

    def __init__(self) -> None:
        super().__init__()
        self.values: list = []

    def after(self, op, operands, results) -> None:
        if op.name == "interpreter.run_parallel":
            self.values.extend(results)


def run_case(case: dict, grid: str) -> list[np.ndarray]:
    """The results of ``case`` run on ``grid`` ("threads" or "mpi")."""
    from stablehlo_py.harness.inputs import match_arrays, read_input_specs

    module = stablehlo_py.parse_text(case["text"], source_name=case["name"])
    if case["inputs"] is None:
        observer = _RunParallelResults()
        module.run(observer=observer, grid=grid)
        return [v if v is TOKEN else np.asarray(v) for v in observer.values]
    func = module.funcs[module.entry_name()]
    arrays, origins = read_input_specs([case["inputs"]], "arg")
    args = match_arrays(arrays, func, "input", False, case["inputs"], module=module, origins=origins)
    return [np.asarray(v) for v in module.run(*args, grid=grid)]


def as_bytes(results: list[np.ndarray]) -> list[tuple[str, tuple, bytes]]:
    """Each result as (element type, shape, bytes), a token as ("token", (), b""): equal only when bit for bit
    equal."""
    return [("token", (), b"") if r is TOKEN else (r.dtype.name, r.shape, np.ascontiguousarray(r).tobytes())
            for r in results]
