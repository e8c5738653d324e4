"""``{-# ... #-}`` file metadata and quantized-type errors."""
from __future__ import annotations

import numpy as np
import pytest

from stablehlo_py import ParseError, parse_text

PROGRAM = """func.func @main() -> tensor<2xi32> {
  %0 = stablehlo.constant dense_resource<blob> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
{-#
  dialect_resources: { builtin: { blob: "0x040000000100000002000000" } },
  external_resources: { mlir_reproducer: { verify_each: true, pipeline: "any" } }
#-}
"""


def test_other_metadata_sections_are_accepted_and_skipped():
    module = parse_text(PROGRAM)
    assert module.resources == {"blob": bytes.fromhex("0100000002000000")}
    (result,) = module.run()
    assert result.tolist() == [1, 2] and result.dtype == np.int32


def test_a_dialect_resource_that_is_not_a_hex_blob_is_an_error():
    with pytest.raises(ParseError) as err:
        parse_text(PROGRAM.replace('"0x040000000100000002000000"', "true"))
    assert (err.value.line, "resource 'blob' is not a hex blob") == (6, err.value.message)


def test_unknown_expressed_type_of_a_quantized_type_is_a_clean_error():
    with pytest.raises(ParseError) as err:
        parse_text("func.func @f(%a: tensor<2x!quant.uniform<i8:f99, 1.0>>) { return }")
    assert err.value.line == 1 and "unknown element type 'f99'" in err.value.message
