"""``interpreter.print`` writes the value as the reference interpreter does."""
from __future__ import annotations

import stablehlo_py

PROGRAM = """func.func @main() -> tensor<2x2xi32> {
  %0 = stablehlo.iota dim = 1 : tensor<2x2xi32>
  interpreter.print %0 : tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
"""


def test_print_writes_name_type_and_values(capsys):
    (result,) = stablehlo_py.parse_text(PROGRAM).run()
    assert result.tolist() == [[0, 1], [0, 1]]
    assert capsys.readouterr().out == "%0 = tensor<2x2xi32> {\n  [[0, 1],\n [0, 1]]\n}\n"
