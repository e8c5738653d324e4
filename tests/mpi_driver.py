"""Run under ``mpiexec -n N``: every case of tests/mpi_programs.py that takes N processes, on the MPI grid;
rank 0 writes each case's results as bytes (``OUT/<index>.json`` and ``.npz``) for tests/test_mpi.py to
compare with the threaded grid's. ``python mpi_driver.py N OUT``."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import mpi_programs  # noqa: E402

from mpi4py import MPI  # noqa: E402


def main(processes: int, out: Path) -> None:
    rank = MPI.COMM_WORLD.Get_rank()
    for index, case in enumerate(mpi_programs.cases()):
        if case["processes"] != processes:
            continue
        try:
            results = mpi_programs.as_bytes(mpi_programs.run_case(case, "mpi"))
            record = {"name": case["name"], "results": [[d, list(s)] for d, s, _ in results]}
        except Exception as exc:  # noqa: BLE001 - reported to the test, which fails on it
            results, record = [], {"name": case["name"], "error": f"{type(exc).__name__}: {exc}"}
        if rank == 0:
            np.savez(out / f"{index}.npz", *[np.frombuffer(b, np.uint8) for _, _, b in results])
            (out / f"{index}.json").write_text(json.dumps(record))


if __name__ == "__main__":
    main(int(sys.argv[1]), Path(sys.argv[2]))
