"""The memory budget (issue #15, interpreter/budget.py): an op whose result would need more bytes than the
budget stops the run, located at the op, before anything is allocated. None of these tests allocates more
than a few megabytes: the results that are refused are never made."""
from __future__ import annotations

import io
import os
import time

import numpy as np
import pytest
from click.testing import CliRunner

import stablehlo_py
from stablehlo_py.cli.main import main
from stablehlo_py.errors import ResourceError
from stablehlo_py.harness.inputs import load_arrays
from stablehlo_py.interpreter import InputError, run_function, run_on_grid
from stablehlo_py.interpreter import budget
from stablehlo_py.interpreter.budget import BUDGET_VARIABLE, MemoryBudgetError, parse_size, resolve_budget

HUGE_CONSTANT = """\
func.func @main() -> tensor<1000000x1000000xf32> {
  %0 = stablehlo.constant dense<1.0> : tensor<1000000x1000000xf32>
  return %0 : tensor<1000000x1000000xf32>
}
"""

TWO_GIGABYTES = """\
func.func @main(%x: tensor<f32>) -> tensor<512x1024x1024xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f32>) -> tensor<512x1024x1024xf32>
  return %0 : tensor<512x1024x1024xf32>
}
"""

# The branch not taken makes a 4 MiB value (over a 1 MiB budget); the taken one adds 1 to %x.
UNTAKEN_BRANCH = """\
func.func @main(%p: tensor<i1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.if"(%p) ({
    %c = stablehlo.constant dense<2.0> : tensor<f32>
    %big = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %s = stablehlo.slice %big [0:1, 0:4] : (tensor<1024x1024xf32>) -> tensor<1x4xf32>
    %v = stablehlo.reshape %s : (tensor<1x4xf32>) -> tensor<4xf32>
    stablehlo.return %v : tensor<4xf32>
  }, {
    %one = stablehlo.constant dense<1.0> : tensor<4xf32>
    %v = stablehlo.add %x, %one : tensor<4xf32>
    stablehlo.return %v : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
"""

DYNAMIC_IOTA = """\
func.func @main(%n: tensor<i64>) -> tensor<?x?xf32> {
  %s = stablehlo.reshape %n : (tensor<i64>) -> tensor<1xi64>
  %shape = stablehlo.concatenate %s, %s, dim = 0 : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
  %0 = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
"""


def _module(text: str) -> stablehlo_py.Module:
    return stablehlo_py.parse_text(text, source_name="budget.mlir")


def _write(tmp_path, text: str, name: str = "budget.mlir"):
    path = tmp_path / name
    path.write_text(text)
    return path


def test_the_4tb_constant_stops_in_under_a_second_naming_the_op_and_the_bytes():
    module = _module(HUGE_CONSTANT)
    start = time.perf_counter()
    with pytest.raises(MemoryBudgetError) as caught:
        module.run(max_memory="1G")
    assert time.perf_counter() - start < 1.0
    message = str(caught.value)
    assert message.startswith("budget.mlir:2:3: error: stablehlo.constant: result tensor<1000000x1000000xf32>")
    assert f"needs {1000000 * 1000000 * 4} bytes" in message and f"budget of {2 ** 30} bytes" in message
    assert isinstance(caught.value, ResourceError)


def test_the_4tb_constant_stops_under_the_default_budget(monkeypatch):
    """No ``max_memory``, no variable: half the machine's memory, which 4 TB exceeds on any machine."""
    monkeypatch.delenv(BUDGET_VARIABLE, raising=False)
    start = time.perf_counter()
    with pytest.raises(MemoryBudgetError, match="4000000000000 bytes"):
        _module(HUGE_CONSTANT).run()
    assert time.perf_counter() - start < 1.0


def test_shlo_run_of_the_4tb_constant(tmp_path):
    path = _write(tmp_path, HUGE_CONSTANT)
    start = time.perf_counter()
    result = CliRunner().invoke(main, ["run", str(path)])
    assert time.perf_counter() - start < 1.0
    assert result.exit_code == 3 and isinstance(result.exception, (SystemExit, type(None)))
    assert f"{path}:2:3: error: stablehlo.constant: result tensor<1000000x1000000xf32> needs 4000000000000 bytes" \
        in result.output
    assert "Traceback" not in result.output


def test_fmt_verify_and_bytecode_never_materialise_the_splat(tmp_path):
    path = _write(tmp_path, HUGE_CONSTANT)
    start = time.perf_counter()
    for command in ("fmt", "verify"):
        result = CliRunner().invoke(main, [command, str(path)])
        assert result.exit_code == 0, result.output
    module = _module(HUGE_CONSTANT)
    module.verify()
    data = module.to_bytecode()
    assert len(data) < 4096
    again = stablehlo_py.load(data)
    assert "dense<1.0> : tensor<1000000x1000000xf32>" in str(again)
    assert time.perf_counter() - start < 2.0


def test_a_2gb_broadcast_under_1g(tmp_path):
    x = np.float32(3.0)
    with pytest.raises(MemoryBudgetError, match=r"stablehlo.broadcast_in_dim: result tensor<512x1024x1024xf32> "
                                                r"needs 2147483648 bytes \(2.0 GiB\), over the memory budget of "
                                                r"1073741824 bytes \(1.0 GiB\)"):
        _module(TWO_GIGABYTES).run(x, max_memory=2 ** 30)
    path = _write(tmp_path, TWO_GIGABYTES)
    result = CliRunner().invoke(main, ["run", str(path), "--input", "f32=3", "--max-memory", "1G"])
    assert result.exit_code == 3
    assert f"{path}:2:3: error: stablehlo.broadcast_in_dim: result tensor<512x1024x1024xf32> needs " \
           "2147483648 bytes (2.0 GiB), over the memory budget of 1073741824 bytes (1.0 GiB)" in result.output


@pytest.mark.parametrize("generate", ["always", "never"])
def test_an_op_over_budget_in_a_branch_not_taken_does_not_stop_the_run(monkeypatch, generate):
    monkeypatch.setenv("STABLEHLO_PY_GENERATE", generate)
    x = np.array([1.5, -2.0, 0.25, 7.0], np.float32)
    module = _module(UNTAKEN_BRANCH)
    (taken,) = module.run(np.bool_(False), x, max_memory="1M")
    np.testing.assert_array_equal(taken, np.add(x, np.float32(1)))
    (unlimited,) = module.run(np.bool_(False), x)  # the same result as without a (binding) budget
    np.testing.assert_array_equal(taken, unlimited)
    with pytest.raises(MemoryBudgetError, match=r"budget.mlir:4:5: error: stablehlo.broadcast_in_dim: result "
                                                r"tensor<1024x1024xf32> needs 4194304 bytes"):
        module.run(np.bool_(True), x, max_memory="1M")
    (within,) = module.run(np.bool_(True), x, max_memory="4M")  # exactly the budget: allowed
    np.testing.assert_array_equal(within, np.full(4, 2, np.float32))


@pytest.mark.parametrize("generate", ["always", "never"])
def test_a_dynamic_shape_stops_at_run_time(monkeypatch, generate):
    monkeypatch.setenv("STABLEHLO_PY_GENERATE", generate)
    module = _module(DYNAMIC_IOTA)
    (small,) = module.run(np.int64(3), max_memory="1K")
    np.testing.assert_array_equal(small, np.broadcast_to(np.arange(3, dtype=np.float32), (3, 3)))
    start = time.perf_counter()
    with pytest.raises(MemoryBudgetError, match=r"budget.mlir:4:3: error: stablehlo.dynamic_iota: result "
                                                r"tensor<1000000x1000000xf32> \(of type tensor<\?x\?xf32>\) needs "
                                                r"4000000000000 bytes"):
        module.run(np.int64(1000000))
    assert time.perf_counter() - start < 1.0


def test_dynamic_broadcast_and_pad_check_before_allocating():
    module = _module("""\
func.func @main(%x: tensor<f32>, %shape: tensor<2xi64>, %lo: tensor<1xi64>) -> (tensor<?x?xf32>, tensor<?xf32>) {
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [] : (tensor<f32>, tensor<2xi64>) -> tensor<?x?xf32>
  %v = stablehlo.reshape %x : (tensor<f32>) -> tensor<1xf32>
  %z = stablehlo.constant dense<0> : tensor<1xi64>
  %1 = stablehlo.dynamic_pad %v, %x, %lo, %z, %z : (tensor<1xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?xf32>
}
""")
    x = np.float32(5)
    big, small = np.array([100000, 100000]), np.array([2, 3])
    with pytest.raises(MemoryBudgetError, match=r"2:3: error: stablehlo.dynamic_broadcast_in_dim: result "
                                                r"tensor<100000x100000xf32>"):
        module.run(x, big, np.array([3]), max_memory="1M")
    with pytest.raises(MemoryBudgetError, match=r"5:3: error: stablehlo.dynamic_pad: result tensor<1000001xf32>"):
        module.run(x, small, np.array([1000000]), max_memory="1M")
    broadcast, padded = module.run(x, small, np.array([3]), max_memory="1M")
    np.testing.assert_array_equal(broadcast, np.full((2, 3), x))
    np.testing.assert_array_equal(padded, np.pad([x], (3, 0), constant_values=x))


def test_each_process_of_a_grid_has_the_budget():
    module = _module(TWO_GIGABYTES)
    inputs = {(r, 0): [np.float32(r)] for r in range(2)}
    with pytest.raises(MemoryBudgetError, match="stablehlo.broadcast_in_dim"):
        run_on_grid(module, inputs, 2, 1, max_memory="1G")
    with pytest.raises(MemoryBudgetError, match="stablehlo.broadcast_in_dim"):
        run_function(module, [np.float32(1)], max_memory=2 ** 31 - 1)


@pytest.mark.parametrize("text, size", [("1G", 2 ** 30), ("512M", 512 * 2 ** 20), ("2.5GB", int(2.5 * 2 ** 30)),
                                        ("1048576", 2 ** 20), ("64KiB", 64 * 1024), (" 3t ", 3 * 2 ** 40),
                                        ("1.5k", 1536), ("2mb", 2 * 2 ** 20)])
def test_sizes(text, size):
    assert parse_size(text) == size


@pytest.mark.parametrize("text", ["", "G", "1X", "-1", "0", "0.1", "1 G B", "1e9", "one"])
def test_bad_sizes(text):
    with pytest.raises(ValueError):
        parse_size(text)


def test_the_environment_variable(monkeypatch, tmp_path):
    monkeypatch.setenv(BUDGET_VARIABLE, "2.5G")
    assert resolve_budget() == int(2.5 * 2 ** 30)
    assert resolve_budget(1000) == 1000  # max_memory= wins
    with pytest.raises(MemoryBudgetError, match="budget of 1073741824 bytes"):
        monkeypatch.setenv(BUDGET_VARIABLE, "1G")
        _module(TWO_GIGABYTES).run(np.float32(0))
    monkeypatch.setenv(BUDGET_VARIABLE, "lots")
    with pytest.raises(InputError, match="STABLEHLO_PY_MAX_MEMORY='lots' is not a size"):
        resolve_budget()
    for bad in (0, -5, 1.5, True, "x"):
        with pytest.raises(InputError):
            resolve_budget(bad)
    path = _write(tmp_path, TWO_GIGABYTES)
    result = CliRunner().invoke(main, ["run", str(path), "--input", "f32=1"], env={BUDGET_VARIABLE: "lots"})
    assert result.exit_code == 2 and "'lots' is not a size" in result.output
    result = CliRunner().invoke(main, ["run", str(path), "--input", "f32=1"], env={BUDGET_VARIABLE: "1G"})
    assert result.exit_code == 3 and "budget of 1073741824 bytes" in result.output


@pytest.mark.parametrize("command", ["run", "check", "test"])
def test_a_bad_max_memory_option_is_a_usage_error(tmp_path, command):
    path = _write(tmp_path, TWO_GIGABYTES)
    result = CliRunner().invoke(main, [command, str(path), "--max-memory", "12X"])
    assert result.exit_code == 2 and "Invalid value for '--max-memory'" in result.output


def test_shlo_check_passes_the_budget_to_its_runs(tmp_path):
    path = _write(tmp_path, """\
func.func @main() {
  %c = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<512x1024x1024xf32>
  %1 = stablehlo.constant dense<1.0> : tensor<512x1024x1024xf32>
  check.expect_eq %0, %1 : tensor<512x1024x1024xf32>
  func.return
}
""")
    result = CliRunner().invoke(main, ["check", str(path), "--max-memory", "1G", "--format", "json"])
    assert result.exit_code == 1
    assert "stablehlo.broadcast_in_dim: result tensor<512x1024x1024xf32> needs 2147483648 bytes" in result.output
    assert BUDGET_VARIABLE not in os.environ  # restored after the run


def test_the_default_budget_is_half_the_machine(monkeypatch, tmp_path):
    physical = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    budget.machine_memory.cache_clear()
    try:
        monkeypatch.setattr(budget, "CGROUP_FILES", (str(tmp_path / "memory.max"),))
        (tmp_path / "memory.max").write_text("max\n")  # cgroup v2 without a limit
        assert budget.machine_memory() == physical
        budget.machine_memory.cache_clear()
        (tmp_path / "memory.max").write_text(f"{physical // 4}\n")  # a container smaller than the machine
        assert budget.machine_memory() == physical // 4
        assert budget.default_budget() == physical // 8
        monkeypatch.delenv(BUDGET_VARIABLE, raising=False)
        assert resolve_budget() == physical // 8
    finally:
        budget.machine_memory.cache_clear()


def _npy_header(shape, descr="<f4") -> bytes:
    stream = io.BytesIO()
    np.lib.format.write_array_header_1_0(stream, {"descr": descr, "fortran_order": False, "shape": shape})
    return stream.getvalue()


def test_an_npy_header_claiming_a_huge_shape_is_refused_before_reading(tmp_path):
    lying = tmp_path / "lying.npy"
    lying.write_bytes(_npy_header((1000000, 1000000)) + bytes(16))
    with pytest.raises(InputError, match=r"lying.npy: cannot read NumPy data: the header claims shape "
                                         r"\[1000000, 1000000\] of float32, 4000000000000 bytes"):
        load_arrays(lying)
    import zipfile

    archive = tmp_path / "lying.npz"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("arg0.npy", _npy_header((1000000, 1000000)) + bytes(16))
    with pytest.raises(InputError, match="over the memory budget"):
        load_arrays(archive)
    honest = tmp_path / "honest.npy"
    values = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.save(honest, values)
    np.testing.assert_array_equal(load_arrays(honest), values)


def test_dynamic_conv_checks_its_result_before_convolving():
    module = _module("""\
func.func @main(%lhs: tensor<1x4x1xf32>, %rhs: tensor<1x1x1xf32>, %padding: tensor<1x2xi64>) -> tensor<1x?x1xf32> {
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    window_strides = array<i64: 1>, lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>,
    window_reversal = array<i1: false>,
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x4x1xf32>, tensor<1x1x1xf32>, tensor<1x2xi64>) -> tensor<1x?x1xf32>
  return %0 : tensor<1x?x1xf32>
}
""")
    lhs, rhs = np.arange(4, dtype=np.float32).reshape(1, 4, 1), np.full((1, 1, 1), 2, np.float32)
    with pytest.raises(MemoryBudgetError, match=r"2:3: error: stablehlo.dynamic_conv: result "
                                                r"tensor<1x1000000004x1xf32>"):
        module.run(lhs, rhs, np.array([[0, 1000000000]]), max_memory="1G")
    (result,) = module.run(lhs, rhs, np.array([[1, 2]]), max_memory="1K")
    np.testing.assert_array_equal(result, np.pad(lhs * rhs[0, 0, 0], ((0, 0), (1, 2), (0, 0))))


LOOP = """\
func.func @main(%n: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %v = %x) : tensor<i32>, tensor<4xf32>
  cond {
    %go = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %go : tensor<i1>
  } do {
    %big = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<4xf32>) -> tensor<65536x4xf32>
    %row = stablehlo.slice %big [0:1, 0:4] : (tensor<65536x4xf32>) -> tensor<1x4xf32>
    %w = stablehlo.reshape %row : (tensor<1x4xf32>) -> tensor<4xf32>
    %s = stablehlo.add %w, %w : tensor<4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %s : tensor<i32>, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}
"""


@pytest.mark.parametrize("profile", [[], ["--profile"]])
def test_a_loop_body_over_budget_stops_when_it_runs_observed_or_not(tmp_path, profile):
    """The body makes a 1 MiB value: a budget of one byte less stops the run when the body first runs."""
    path = _write(tmp_path, LOOP)
    values = np.array([1, -2, 0.5, 3], np.float32)
    literal = "4xf32=" + " ".join(map(str, values))
    output = tmp_path / "out.npy"
    options = ["--input", literal, "--max-memory", str(2 ** 20 - 1), *profile]
    ran = CliRunner().invoke(main, ["run", str(path), "--input", "i32=0", *options, "--output", str(output)])
    assert ran.exit_code == 0, ran.output
    np.testing.assert_array_equal(np.load(output), values)  # no iteration: the body never ran
    stopped = CliRunner().invoke(main, ["run", str(path), "--input", "i32=3", *options])
    assert stopped.exit_code == 3
    assert f"{path}:8:5: error: stablehlo.broadcast_in_dim: result tensor<65536x4xf32> needs 1048576 bytes " \
           "(1.0 MiB), over the memory budget of 1048575 bytes" in stopped.output
    (doubled,) = _module(LOOP).run(np.int32(3), values, max_memory="1M")  # exactly the budget: allowed
    np.testing.assert_array_equal(doubled, values * np.float32(8))


# Kernels that pad an operand before windowing it: the padding comes from the program, so a small result
# may need a huge padded copy (a bit-flipped artifact's padding of 2**30 reached np.full before the budget).
PADDED_REDUCE_WINDOW = """func.func @main(%x: tensor<4x4xf32>) -> tensor<2x2xf32> {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %c) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: PAD, PAD>,
      padding = dense<[[0, PAD], [0, PAD]]> : tensor<2x2xi64>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
"""
PADDED_SELECT_AND_SCATTER = """func.func @main(%x: tensor<4xf32>, %src: tensor<2xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %src, %c) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: PAD>,
      padding = dense<[[0, PAD]]> : tensor<1x2xi64>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
PADDED_CONVOLUTION = """func.func @main(%x: tensor<1x4x4x1xf32>, %k: tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
      window = {stride = [PAD, PAD], pad = [[0, PAD], [0, PAD]]} {batch_group_count = 1 : i64,
      feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
"""


@pytest.mark.parametrize("program, inputs, padded", [
    (PADDED_REDUCE_WINDOW, [np.ones((4, 4), np.float32)], "tensor<PAD4xPAD4xf32>"),
    (PADDED_SELECT_AND_SCATTER, [np.ones(4, np.float32), np.ones(2, np.float32)], "tensor<PAD4xf32>"),
    (PADDED_CONVOLUTION, [np.ones((1, 4, 4, 1), np.float32), np.ones((1, 1, 1, 1), np.float32)],
     "tensor<1xPAD4xPAD4x1xf32>"),
], ids=["reduce_window", "select_and_scatter", "convolution"])
def test_a_kernels_padded_operand_counts_against_the_budget(program, inputs, padded):
    small = _module(program.replace("PAD", "4"))  # padded 8 elements per dimension: runs
    small.run(*inputs, max_memory="1M")
    huge = _module(program.replace("PAD", "100000"))
    wanted = padded.replace("PAD4", "100004").replace("PAD6", "100006")
    start = time.perf_counter()
    with pytest.raises(MemoryBudgetError, match=f"its padded operand {wanted} needs .* over the memory budget"):
        huge.run(*inputs, max_memory="1M")
    assert time.perf_counter() - start < 1.0


def test_a_memory_error_in_a_kernel_is_a_located_resource_stop(monkeypatch):
    """An allocation the budget did not foresee, refused by the machine: a MemoryBudgetError at the op (exit
    code 3), not an internal error, also without STABLEHLO_PY_DEBUG."""
    from stablehlo_py.interpreter import registry

    def refusing(ctx, attrs, *operands):
        raise MemoryError("Unable to allocate 3.64 TiB")

    monkeypatch.delenv("STABLEHLO_PY_DEBUG", raising=False)
    monkeypatch.setenv("STABLEHLO_PY_GENERATE", "never")  # the kernel itself (generated code inlines np.add)
    monkeypatch.setitem(registry.KERNELS, "stablehlo.add", refusing)
    module = _module("func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
                     "  %0 = stablehlo.add %x, %x : tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n")
    with pytest.raises(MemoryBudgetError, match="budget.mlir:2:3: error: stablehlo.add: ran out of memory while evaluating"):
        module.run(np.ones(2, np.float32))


def test_max_memory_also_bounds_the_input_files(tmp_path):
    """``--max-memory`` reaches the reading of ``--input``/``--expect`` files: an array over it is an input
    error (exit code 2) before it is read."""
    path = _write(tmp_path, "func.func @main(%x: tensor<2048xf32>) -> tensor<2048xf32> {\n"
                            "  return %x : tensor<2048xf32>\n}\n")
    np.save(tmp_path / "x.npy", np.zeros(2048, np.float32))  # 8 KiB
    fits = CliRunner().invoke(main, ["run", str(path), "--input", str(tmp_path / "x.npy"), "--max-memory", "16K"])
    assert fits.exit_code == 0, fits.output
    over = CliRunner().invoke(main, ["run", str(path), "--input", str(tmp_path / "x.npy"), "--max-memory", "4K"])
    assert over.exit_code == 2 and "over the memory budget of 4096 bytes" in over.output
    assert "x.npy" in over.output
