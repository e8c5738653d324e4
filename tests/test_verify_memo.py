"""The verifier's memo (verifier/driver.py ``ModuleVerifier.passed``, issue #12): an op without regions whose
checks passed reading only its types and attributes is not checked again when another op has the same
signature; anything else is checked op by op, and the diagnostics are the same as without the memo."""
from __future__ import annotations

import pytest

import stablehlo_py
from stablehlo_py.parser import parse_text, split_chunks
from stablehlo_py.verifier import driver, registry, verify_module


def _chain(n: int) -> str:
    lines = ["func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {",
             "  %v0 = stablehlo.add %a, %b : tensor<4xf32>"]
    for i in range(1, n):
        op = ("add", "multiply", "tanh")[i % 3]
        operands = f"%v{i - 1}" if op == "tanh" else f"%v{i - 1}, %b"
        lines.append(f"  %v{i} = stablehlo.{op} {operands} : tensor<4xf32>")
    lines += [f"  return %v{n - 1} : tensor<4xf32>", "}"]
    return "\n".join(lines)


def _without_memo(monkeypatch: pytest.MonkeyPatch, module) -> list:
    """The module's diagnostics with every op checked on its own (no signature is ever memoised)."""
    with monkeypatch.context() as patch:
        patch.setattr(driver, "signature", lambda op: None)
        return verify_module(module)


def test_checks_run_once_per_signature(monkeypatch):
    module = stablehlo_py.parse_text(_chain(300))
    calls = {"stablehlo.add": 0, "stablehlo.tanh": 0}
    registry.check_of("stablehlo.add")  # the check modules are loaded
    for name in calls:
        original = registry.CHECKS[name]

        def counting(ctx, attrs, original=original, name=name):
            calls[name] += 1
            original(ctx, attrs)
        monkeypatch.setitem(registry.CHECKS, name, counting)
    assert verify_module(module) == []
    # the parser shares the objects of identical types: %v0 (operands %a, %b) and the adds of the chain
    # (operands %vN, %b) have one signature
    assert calls == {"stablehlo.add": 1, "stablehlo.tanh": 1}
    calls.update({name: 0 for name in calls})
    assert _without_memo(monkeypatch, module) == []
    assert calls == {"stablehlo.add": 100, "stablehlo.tanh": 100}


def test_an_op_reading_constants_is_checked_each_time():
    """Both ops have one signature; only the constants their shape operands name differ."""
    module = stablehlo_py.parse_text("""func.func @f(%a: tensor<1xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %t = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] : (tensor<1xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  %1 = stablehlo.dynamic_broadcast_in_dim %a, %t, dims = [1] : (tensor<1xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}""")
    assert [(d.line, d.constraint) for d in verify_module(module)] == [(5, "C7")]


def test_a_failing_signature_is_reported_at_every_op():
    module = stablehlo_py.parse_text("""func.func @f(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32>
  %1 = stablehlo.add %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  %2 = stablehlo.add %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  %3 = stablehlo.add %a, %a : tensor<2xf32>
  return %3 : tensor<2xf32>
}""")
    found = [(d.line, d.column, d.constraint, d.message) for d in verify_module(module)]
    assert [f[:3] for f in found] == [(3, 3, "C1"), (4, 3, "C1")]
    assert found[0][3] == found[1][3]


def test_ssa_errors_are_reported_for_a_memoised_signature(monkeypatch):
    module = stablehlo_py.parse_text("""func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32>
  %1 = stablehlo.add %0, %nope : tensor<2xf32>
  %2 = stablehlo.add %0, %1 : tensor<2xf32>
  return %2 : tensor<2xf32>
}""")
    diagnostics = verify_module(module)
    assert [(d.line, d.constraint) for d in diagnostics] == [(3, "SSA")]
    assert diagnostics == _without_memo(monkeypatch, module)


def test_same_diagnostics_as_without_memo_on_the_verify_suite(monkeypatch):
    """Every chunk of upstream's verify/ suite (valid and invalid ones): the memo changes no diagnostic."""
    from conftest import shared_suite

    compared = 0
    for path in sorted(shared_suite("verify").rglob("*.mlir")):
        for chunk, offset in split_chunks(path.read_text()):
            try:
                module = parse_text(chunk, str(path), offset)
            except stablehlo_py.ParseError:
                continue
            assert verify_module(module) == _without_memo(monkeypatch, module), f"{path}:{offset + 1}"
            compared += 1
    assert compared > 600
