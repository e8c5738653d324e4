"""The parts of the MPI transport that need no MPI (issue #27): the threaded grid's barrier, a rank's block of a
memory-mapped input read from the file, lazily read inputs, per-process input patterns, each rank's blocks
of a sharded program's results."""
from __future__ import annotations

import threading
import zipfile
from pathlib import Path

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.harness.grid import keeps, specs_for
from stablehlo_py.harness.inputs import load_arrays
from stablehlo_py.interpreter.spmd import _read_block, own_blocks
from stablehlo_py.interpreter.threaded_grid import ThreadedGrid

TESTDATA = Path(__file__).resolve().parents[1] / "testdata"


def test_the_threaded_barrier_returns_once_every_process_came():
    grid = ThreadedGrid(3, 1)
    passed = []

    def run(pid):
        grid.barrier(pid)
        passed.append(pid)

    threads = [threading.Thread(target=run, args=(pid,)) for pid in grid.process_ids]
    for thread in threads[:2]:
        thread.start()
    threads[0].join(0.2)
    assert passed == []  # (2, 0) has not come yet
    threads[2].start()
    for thread in threads:
        thread.join(5)
    assert sorted(passed) == grid.process_ids and grid.error is None


@pytest.mark.parametrize("where", [(slice(0, 6), slice(4, 8)), (slice(2, 4), slice(0, 16)),
                                   (slice(1, 5), slice(3, 9))])
def test_a_block_of_a_mapped_array_is_read_from_the_file(tmp_path, where):
    path = tmp_path / "w.npy"
    np.save(path, np.arange(6 * 16, dtype=np.float32).reshape(6, 16))
    mapped = load_arrays(path, lazy=True)
    assert isinstance(mapped, np.memmap)
    block = _read_block(np.asarray(mapped), where)  # as the interpreter holds it: a view of the mapping
    assert not isinstance(block, np.memmap) and block.flags.owndata
    assert block.tobytes() == np.load(path)[where].tobytes()
    assert _read_block(np.ones((4, 4)), (slice(1, 3), slice(0, 2))).shape == (2, 2)  # not mapped: a slice


def test_lazy_npz_members_are_mapped_when_stored_and_only_those_kept(tmp_path):
    stored, packed = tmp_path / "stored.npz", tmp_path / "packed.npz"
    arrays = {"arg0@0.0": np.arange(12.0).reshape(3, 4), "arg0@1.0": np.ones(5, np.int8), "shared": np.eye(2)}
    np.savez(stored, **arrays)
    np.savez_compressed(packed, **arrays)
    ids = [(0, 0), (1, 0)]
    for path in (stored, packed):
        got = load_arrays(path, lazy=True, keep=lambda key: keeps(key, (1, 0), ids))
        assert sorted(got) == ["arg0@1.0", "shared"]
        for key, value in got.items():
            assert value.tobytes() == arrays[key].tobytes() and value.dtype == arrays[key].dtype
        assert isinstance(got["shared"], np.memmap) == (path == stored)
    with zipfile.ZipFile(stored) as archive:
        assert all(m.compress_type == zipfile.ZIP_STORED for m in archive.infolist())


def test_an_input_pattern_names_each_process_file():
    ids = [(r, p) for r in range(2) for p in range(2)]
    assert specs_for(["x_{rank}.npy", "w_{replica}_{partition}.npy", "all.npy"], (1, 0), ids, "--input") == \
        ["x_2.npy", "w_1_0.npy", "all.npy"]


def test_each_rank_holds_its_blocks_of_a_sharded_programs_results():
    module = stablehlo_py.load(TESTDATA / "sharded" / "jit_4.shardy.mlir")
    func = module.funcs["main"]
    result = np.arange(64, dtype=np.float32).reshape(8, 8)  # sdy.sharding<@mesh, [{"x"}, {}]>
    for device in range(4):
        assert own_blocks(module, func, [result], device, 4)[0].tobytes() == result[2 * device:2 * device + 2].tobytes()
    gspmd = stablehlo_py.load(TESTDATA / "sharded" / "jit_4.gspmd.mlir")  # mhlo.sharding "{devices=[4,1]<=[4]}"
    assert own_blocks(gspmd, gspmd.funcs["main"], [result], 3, 4)[0].tobytes() == result[6:8].tobytes()
