"""XLA's HLO text through ``shlo`` (issue #28 points 3 and 4): run, verify, fmt, info, check with sidecars and
diff take ``.hlo`` files, told by content; malformed HLO and instructions without a StableHLO meaning are
located errors (file:line:col, exit code 1), never a traceback."""
from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

import stablehlo_py
from stablehlo_py.cli.main import main
from stablehlo_py.errors import ParseError
from stablehlo_py.hlo import looks_like_hlo, parse_hlo

DATA = Path(__file__).resolve().parents[1] / "testdata" / "hlo"

SMALL = """HloModule small, entry_computation_layout={(f32[2,3]{1,0})->(f32[3]{0}, f32[2,3]{1,0})}

add_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT sum = f32[] add(a, b)
}

ENTRY main.1 {
  x = f32[2,3]{1,0} parameter(0)
  zero = f32[] constant(0)
  col = f32[3]{0} reduce(x, zero), dimensions={0}, to_apply=add_f32
  t = f32[2,3]{1,0} tanh(x), metadata={op_name="jit(f)/tanh" source_file="f.py" source_line=7}
  ROOT out = (f32[3]{0}, f32[2,3]{1,0}) tuple(col, t)
}
"""


def shlo(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture
def small(tmp_path) -> Path:
    path = tmp_path / "small.hlo"
    path.write_text(SMALL)
    return path


def test_told_by_content_not_by_suffix(tmp_path):
    path = tmp_path / "program.txt"  # what --xla_dump_to writes: *.before_optimizations.txt
    path.write_text("// a comment first\n" + SMALL)
    assert looks_like_hlo(path.read_text())
    x = np.arange(6, dtype=np.float32).reshape(2, 3) / 6
    col, t = stablehlo_py.load(path).run(x)
    np.testing.assert_allclose(col, x.sum(0), rtol=1e-6)
    np.testing.assert_allclose(t, np.tanh(x), rtol=1e-6)


def test_run_with_inputs_and_expected_outputs(small, tmp_path):
    x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
    np.savez(tmp_path / "in.npz", arg0=x)
    np.savez(tmp_path / "want.npz", out0=x.sum(0), out1=np.tanh(x))
    result = shlo("run", small, "--input", tmp_path / "in.npz", "--expect", tmp_path / "want.npz")
    assert result.exit_code == 0, result.output
    np.savez(tmp_path / "wrong.npz", out0=x.sum(0) + 1, out1=np.tanh(x))
    assert shlo("run", small, "--input", tmp_path / "in.npz", "--expect", tmp_path / "wrong.npz").exit_code == 1


def test_verify_and_fmt_print_the_stablehlo_it_became(small):
    assert shlo("verify", small).exit_code == 0
    result = shlo("fmt", small)
    assert result.exit_code == 0, result.output
    assert "stablehlo.reduce" in result.output and "stablehlo.tanh" in result.output
    assert 'loc("jit(f)/tanh"("f.py":7:0))' in shlo("fmt", small, "--generic").output or \
        "jit(f)/tanh" in result.output
    again = stablehlo_py.parse_text(result.output)  # the printed StableHLO is a program of its own
    x = np.ones((2, 3), np.float32)
    for a, b in zip(again.run(x), stablehlo_py.load(small).run(x)):
        np.testing.assert_array_equal(a, b)


def test_info_names_the_kind(small):
    result = shlo("info", small, "--format", "json")
    assert result.exit_code == 0, result.output
    record = json.loads(result.output)
    assert record["kind"].startswith("XLA HLO text")
    assert [f["name"] for f in record["functions"]] == ["main"]


def test_check_takes_hlo_models_with_sidecars(small, tmp_path):
    x = np.full((2, 3), 0.5, np.float32)
    np.savez(tmp_path / "small.npz", in0=x, out0=x.sum(0), out1=np.tanh(x))
    result = shlo("check", tmp_path)
    assert result.exit_code == 0, result.output
    assert "1 passed" in result.output
    np.savez(tmp_path / "small.npz", in0=x, out0=x.sum(0), out1=np.tanh(x) * 2)
    result = shlo("check", tmp_path)
    assert result.exit_code == 1 and "1 failed" in result.output


@pytest.mark.skipif(not (DATA / "cnn.hlo").is_file(), reason="testdata/hlo is absent")
@pytest.mark.parametrize("name", ["cnn.hlo", "cnn.before_optimizations.hlo"])
def test_diff_of_hlo_against_its_stablehlo(tmp_path, name):
    """``shlo diff`` runs the HLO and another program on the same inputs. Against the StableHLO ``shlo fmt``
    prints for it every op is matched (by JAX's name stacks where the dump has metadata, else by op name)
    and none differs; with a constant changed, the first difference is named."""
    printed = tmp_path / "printed.mlir"
    printed.write_text(shlo("fmt", DATA / name).output)
    inputs = DATA / "cnn.inputs.npz"
    result = shlo("diff", DATA / name, printed, "--input", inputs)
    assert result.exit_code == 0, result.output
    assert "no difference" in result.output and " 0 only in A, 0 only in B" in result.output
    assert int(re.search(r"\((\d+) value", result.output).group(1)) > 20
    changed = tmp_path / "changed.hlo"
    changed.write_text((DATA / name).read_text().replace("f32[] constant(0)", "f32[] constant(1)", 1))
    assert changed.read_text() != (DATA / name).read_text()
    result = shlo("diff", DATA / name, changed, "--input", inputs)
    assert result.exit_code == 1 and "first difference" in result.output


# ---------------------------------------------------------------- bad input
def error_of(text: str) -> ParseError:
    with pytest.raises(ParseError) as caught:
        parse_hlo(text, "bad.hlo")
    assert caught.value.source_name == "bad.hlo"
    return caught.value


def test_syntax_error_is_located():
    error = error_of(SMALL.replace("ROOT sum = f32[] add(a, b)", "ROOT sum = f32[] add(a, b"))
    assert (error.line, error.column) == (7, 1) and "unexpected" in error.message


def test_unknown_opcode_is_named():
    error = error_of(SMALL.replace("tanh(x)", "tahn(x)"))
    assert "unknown HLO opcode 'tahn'" in error.message and (error.line, error.column) == (13, 21)


def test_opcode_without_stablehlo_meaning_is_named():
    text = SMALL.replace("t = f32[2,3]{1,0} tanh(x)", "t = f32[2,3]{1,0} stochastic-convert(x, x)")
    error = error_of(text)
    assert "HLO opcode 'stochastic-convert' has no StableHLO meaning" in error.message
    assert (error.line, error.column) == (13, 21)


def test_runtime_custom_call_target_is_named():
    text = SMALL.replace("tanh(x)", 'custom-call(x), custom_call_target="__onednn$matmul"')
    error = error_of(text)
    assert "'__onednn$matmul' is a kernel of XLA's runtime" in error.message and error.line == 13


def test_undefined_operand_and_bad_attribute_are_located():
    error = error_of(SMALL.replace("tanh(x)", "tanh(y)"))
    assert "'y' is not a value defined before this instruction" in error.message and (error.line, error.column) == (13, 26)
    error = error_of(SMALL.replace("dimensions={0}", "dimensions={zero}"))
    assert "expected an integer, found 'zero'" in error.message and error.line == 12
    error = error_of(SMALL.replace("to_apply=add_f32", "to_apply=mul_f32"))
    assert "no computation named 'mul_f32'" in error.message


def test_elided_constant_is_refused():
    error = error_of(SMALL.replace("f32[] constant(0)", "f32[] constant({...})").replace(
        "zero = f32[]", "zero = f32[2]"))
    assert "the constant's value was left out of the text" in error.message


@pytest.mark.parametrize("command", ["run", "verify", "fmt", "info"])
def test_cli_reports_bad_hlo_with_its_place(tmp_path, command):
    path = tmp_path / "bad.hlo"
    path.write_text(SMALL.replace("tanh(x)", "tahn(x)"))
    result = shlo(command, path) if command != "run" else shlo(command, path, "--input", "2x3xf32=1")
    assert result.exit_code == 1, result.output
    assert f"{path}:13:21: error: unknown HLO opcode 'tahn'" in result.output
    assert "Traceback" not in result.output


def test_the_table_lists_every_opcode_with_its_status():
    """``shlo ops --hlo``: every HLO opcode, what it becomes and its status, with the counts."""
    from stablehlo_py.hlo.opcodes import OPCODES

    result = shlo("ops", "--hlo")
    assert result.exit_code == 0, result.output
    for name, entry in OPCODES.items():
        assert f"{name} " in result.output
    counts = {s: sum(e.status == s for e in OPCODES.values()) for s in ("mapped", "stretch", "none")}
    assert f"{counts['mapped']} mapped, {counts['stretch']} stretch, {counts['none']} with no StableHLO meaning" \
        in result.output


def test_ragged_dot():
    """ragged-dot (the form of XLA's own tests): rows of lhs in groups of group_sizes, each group times its
    own rhs matrix."""
    text = """HloModule m

ENTRY main {
  p0 = f32[6,4]{1,0} parameter(0)
  p1 = f32[3,4,5]{2,1,0} parameter(1)
  p2 = s64[3]{0} parameter(2)
  ROOT ragged-dot = f32[6,5]{1,0} ragged-dot(p0, p1, p2), lhs_contracting_dims={1}, rhs_contracting_dims={1}, lhs_ragged_dims={0}, rhs_group_dims={0}
}
"""
    rng = np.random.default_rng(0)
    lhs, rhs = rng.standard_normal((6, 4)).astype(np.float32), rng.standard_normal((3, 4, 5)).astype(np.float32)
    sizes = np.array([1, 3, 2], np.int64)
    (got,) = stablehlo_py.parse_hlo_text(text, "ragged.hlo").run(lhs, rhs, sizes)
    group = np.repeat(np.arange(3), sizes)
    want = np.einsum("mk,mkn->mn", lhs, rhs[group])
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def test_collective_reduce_and_broadcast_on_a_grid():
    """collective-reduce keeps the group's sum on the group's root (the others get zeros); collective-broadcast
    gives every member its root's operand; replica_count=4 makes the grid."""
    from stablehlo_py.interpreter.run import run_on_grid

    text = """HloModule CR, entry_computation_layout={(f32[2]{0})->(f32[2]{0}, f32[2]{0})}, replica_count=4

add {
  lhs = f32[] parameter(0)
  rhs = f32[] parameter(1)
  ROOT add = f32[] add(lhs, rhs)
}

ENTRY CR {
  input = f32[2]{0} parameter(0)
  cr = f32[2]{0} collective-reduce(input), replica_groups={{0,1},{2,3}}, has_dynamic_root=false, to_apply=add
  cb = f32[2]{0} collective-broadcast(input), replica_groups={{1,0},{2,3}}
  ROOT out = (f32[2]{0}, f32[2]{0}) tuple(cr, cb)
}
"""
    module = parse_hlo(text, "cr.hlo", module_type=stablehlo_py.Module)
    inputs = {(r, 0): [np.array([r, 10 * r], np.float32)] for r in range(4)}
    results = run_on_grid(module, inputs, 4, 1)
    reduced = {r: results[r, 0][0].tolist() for r in range(4)}
    assert reduced == {0: [1.0, 10.0], 1: [0.0, 0.0], 2: [5.0, 50.0], 3: [0.0, 0.0]}
    broadcast = {r: results[r, 0][1].tolist() for r in range(4)}
    assert broadcast == {0: [1.0, 10.0], 1: [1.0, 10.0], 2: [2.0, 20.0], 3: [2.0, 20.0]}


TOKENS = """HloModule io

ENTRY main {
  x = f32[2]{0} parameter(0)
  tok = token[] after-all()
  send = (f32[2]{0}, u32[], token[]) send(x, tok), channel_id=1
  send-done = token[] send-done(send), channel_id=1
  recv = (f32[2]{0}, u32[], token[]) recv(send-done), channel_id=1
  recv-done = (f32[2]{0}, token[]) recv-done(recv), channel_id=1
  got = f32[2]{0} get-tuple-element(recv-done), index=0
  tok2 = token[] get-tuple-element(recv-done), index=1
  twice = f32[2]{0} add(got, got)
  out = token[] outfeed(twice, tok2), outfeed_shape=f32[2]{0}, outfeed_config=""
  ROOT r = f32[2]{0} multiply(twice, x)
}
"""


def test_send_recv_and_outfeed():
    """send and recv on one channel (one process: the recv gets what the send sent), send-done and recv-done
    passing the token and data on, outfeed of a value (its shape given as an attribute)."""
    module = parse_hlo(TOKENS, "io.hlo", module_type=stablehlo_py.Module)
    ops = [op.name for op in module.walk()]
    assert {"stablehlo.send", "stablehlo.recv", "stablehlo.outfeed", "stablehlo.after_all"} <= set(ops)
    x = np.array([1.5, -2.0], np.float32)
    (r,) = module.run(x)
    np.testing.assert_array_equal(r, 2 * x * x)


def test_infeed_without_a_queue_says_so():
    """infeed becomes stablehlo.infeed; a run outside a grid with an infeed queue stops saying it is empty."""
    text = """HloModule feed

ENTRY main {
  tok = token[] after-all()
  feed = ((f32[2]{0}), token[]) infeed(tok), infeed_config="x"
  data = (f32[2]{0}) get-tuple-element(feed), index=0
  ROOT v = f32[2]{0} get-tuple-element(data), index=0
}
"""
    module = parse_hlo(text, "feed.hlo", module_type=stablehlo_py.Module)
    assert [op for op in module.walk() if op.name == "stablehlo.infeed"][0].line == 5
    with pytest.raises(stablehlo_py.StableHLOError, match="the infeed is empty"):
        module.run()


OPTIMIZED = """HloModule opt, is_scheduled=true

fused {
  p = f32[2,3]{1,0} parameter(0)
  ROOT n = f32[2,3]{1,0} negate(p)
}

wrapped {
  q = f32[2,3]{1,0} parameter(0)
  ROOT e = f32[2,3]{1,0} exponential(q)
}

ENTRY main {
  x = f32[2,3]{1,0} parameter(0)
  f = f32[2,3]{1,0} fusion(x), kind=kLoop, calls=fused
  t = f32[2,3]{0,1} copy(f)
  b = f32[3,2]{1,0} bitcast(t)
  same = f32[6]{0} bitcast(f)
  s = ((f32[2,3]{1,0}), f32[2,3]{1,0}, s32[]) async-start(x), calls=wrapped
  d = f32[2,3]{1,0} async-done(s)
  cs = (f32[2,3]{1,0}, f32[2,3]{1,0}, u32[]) copy-start(d)
  cd = f32[2,3]{1,0} copy-done(cs)
  ROOT r = (f32[3,2]{1,0}, f32[6]{0}, f32[2,3]{1,0}) tuple(b, same, cd)
}
"""


def test_optimized_hlo_fusion_layouts_and_async_pairs():
    """A fusion is its fused computation; a copy to the column-major layout {0,1} stores the transpose, which
    a bitcast to f32[3,2]{1,0} reads back (a bitcast between default layouts is a reshape); async-start/done
    and copy-start/done give the wrapped computation's and the copied values."""
    module = parse_hlo(OPTIMIZED, "opt.hlo", module_type=stablehlo_py.Module)
    x = np.arange(6, dtype=np.float32).reshape(2, 3) / 4
    b, same, cd = module.run(x)
    np.testing.assert_array_equal(b, (-x).T)
    np.testing.assert_array_equal(same, (-x).reshape(6))
    np.testing.assert_allclose(cd, np.exp(x), rtol=1e-6)


def test_verification_errors_point_into_the_hlo(tmp_path):
    """A declared shape the op cannot have: the verifier's error names the StableHLO constraint, at the
    instruction's line of the HLO file, quoting it."""
    path = tmp_path / "bad.hlo"
    path.write_text(SMALL.replace("t = f32[2,3]{1,0} tanh(x)", "t = f32[3,2]{1,0} tanh(x)"))
    result = shlo("verify", path)
    assert result.exit_code == 1
    assert f"{path}:13:3: error: stablehlo.tanh (C1): result #0 has type tensor<3x2xf32>" in result.output
    assert "  t = f32[3,2]{1,0} tanh(x)" in result.output


def test_readme_gives_the_tables_counts():
    """README's "XLA's HLO text" states the opcode table's counts and the opcodes with no StableHLO meaning."""
    from stablehlo_py.hlo.opcodes import OPCODES

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    section = readme[readme.index("## XLA's HLO text"):]
    section = section[:section.index("\n## ")]
    counts = {s: sum(e.status == s for e in OPCODES.values()) for s in ("mapped", "stretch", "none")}
    assert (f"the {len(OPCODES)} opcodes of\nXLA's `hlo_opcode.h` once, with what it becomes: {counts['mapped']} mapped, "
            f"{counts['stretch']} stretch" in section)
    assert f"and {counts['none']} with no StableHLO meaning" in section
    for name in (name for name, entry in OPCODES.items() if entry.status == "none"):
        assert f"`{name}`" in section, name


REST = """HloModule rest, replica_count=2

add_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

wrapped {
  q = f32[2]{0} parameter(0)
  ROOT n = f32[2]{0} negate(q)
}

ENTRY main {
  x = f32[2]{0} parameter(0)
  i = s32[2]{0} parameter(1)
  j = s32[2]{0} parameter(2)
  half = f32[2]{0} multiply(x, x)
  acos = f32[2]{0} acos(x)
  asin = f32[2]{0} asin(x)
  atan = f32[2]{0} atan(x)
  atanh = f32[2]{0} atanh(x)
  cosh = f32[2]{0} cosh(x)
  sinh = f32[2]{0} sinh(x)
  asinh = f32[2]{0} asinh(x)
  big = f32[2]{0} add(cosh, cosh)
  acosh = f32[2]{0} acosh(big)
  tok = token[] after-all()
  dep = f32[2]{0} add-dependency(x, tok)
  dom = f32[2]{0} domain(dep), domain={kind="sharding", entry={maximal device=0}, exit={replicated}}
  mapped = f32[2]{0} map(dom, half), dimensions={0}, to_apply=add_f32
  hi = s32[2]{0} mulhi(i, j)
  rid = u32[] replica-id()
  one = s32[] constant(1)
  two = s32[] constant(2)
  shaped = f32[1,2]{1,0} dynamic-reshape(x, one, two)
  ars = f32[2]{0} all-reduce-start(x), replica_groups={{0,1}}, to_apply=add_f32
  ard = f32[2]{0} all-reduce-done(ars)
  ags = (f32[2]{0}, f32[4]{0}) all-gather-start(x), replica_groups={{0,1}}, dimensions={0}
  agd = f32[4]{0} all-gather-done(ags)
  cps = (f32[2]{0}, f32[2]{0}, u32[], u32[]) collective-permute-start(x), source_target_pairs={{0,1},{1,0}}
  cpd = f32[2]{0} collective-permute-done(cps)
  as = ((f32[2]{0}), f32[2]{0}, s32[]) async-start(x), calls=wrapped
  au = ((f32[2]{0}), f32[2]{0}, s32[]) async-update(as), calls=wrapped
  ad = f32[2]{0} async-done(au), calls=wrapped
  ROOT r = (f32[2]{0}, f32[2]{0}, f32[2]{0}, f32[2]{0}, f32[2]{0}, f32[2]{0}, f32[2]{0}, f32[2]{0}, f32[2]{0}, s32[2]{0}, u32[], f32[1,2]{1,0}, f32[2]{0}, f32[4]{0}, f32[2]{0}, f32[2]{0}) tuple(acos, asin, atan, atanh, cosh, sinh, asinh, acosh, mapped, hi, rid, shaped, ard, agd, cpd, ad)
}
"""


def test_the_other_opcodes_on_a_grid_of_two():
    """The opcodes the exported programs do not hold: CHLO's trigonometric ops, add-dependency, domain, map,
    mulhi, replica-id, dynamic-reshape, and the start/done pairs of scheduled collectives and async calls,
    each against NumPy (replica_count=2: two processes whose collectives meet)."""
    from stablehlo_py.interpreter.run import run_on_grid

    module = parse_hlo(REST, "rest.hlo", module_type=stablehlo_py.Module)
    xs = [np.array([0.25, -0.5], np.float32), np.array([0.75, 0.125], np.float32)]
    i = np.array([2**31 - 1, -7], np.int32)
    j = np.array([123456789, 2**30 + 3], np.int32)
    results = run_on_grid(module, {(r, 0): [xs[r], i, j] for r in range(2)}, 2, 1)
    for r in range(2):
        x = xs[r].astype(np.float64)
        (acos, asin, atan, atanh, cosh, sinh, asinh, acosh, mapped, hi, rid, shaped, ard, agd, cpd, ad) = results[r, 0]
        for got, want in ((acos, np.arccos(x)), (asin, np.arcsin(x)), (atan, np.arctan(x)), (atanh, np.arctanh(x)),
                          (cosh, np.cosh(x)), (sinh, np.sinh(x)), (asinh, np.arcsinh(x)),
                          (acosh, np.arccosh(2 * np.cosh(x))), (mapped, x + x * x), (ad, -x)):
            np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-7)
        np.testing.assert_array_equal(hi, ((i.astype(np.int64) * j) >> 32).astype(np.int32))
        assert rid == r
        np.testing.assert_array_equal(shaped, xs[r].reshape(1, 2))
        np.testing.assert_array_equal(ard, xs[0] + xs[1])
        np.testing.assert_array_equal(agd, np.concatenate(xs))
        np.testing.assert_array_equal(cpd, xs[1 - r])
