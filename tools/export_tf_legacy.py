"""Export the TensorFlow programs of ``testdata/tf_legacy/``: a dev-time script, not part of the package.

They exercise what TensorFlow leaves in its StableHLO besides spec ops: MHLO ops (``mhlo.erf``), the legacy
StableHLO ops (``set_dimension_size`` to a bounded dynamic size, ``einsum``, ``torch_index_select``) and the
``custom_call @mhlo.*`` form (testdata/tf/, tools/export_tf.py, has ``mhlo.copy`` in its LSTM and training
step and ``set_dimension_size`` in its top_k). Two paths:

- ``xla``: ``tf.function(f, jit_compile=True).experimental_get_compiler_ir(*args)(stage="stablehlo")``
  (TF -> HLO -> MHLO -> StableHLO; what XLA compiles). ``@main`` takes the explicit arguments, then the
  variables the function reads (``concrete.captured_inputs``' order);
- ``bridge``: ``tf.mlir.experimental.convert_function(concrete, pass_pipeline="tf-standard-pipeline,
  tf-lower-to-mlprogram-and-hlo")`` (TF's MLIR bridge: TF ops legalized straight to StableHLO).

Each NAME is written as ``NAME.mlir``, ``NAME.inputs.npz`` (``in0``, ...: ``@main``'s arguments in its order)
and ``NAME.expected.npz`` (``out0``, ...: what TensorFlow computes eagerly on the CPU). Fixed seeds. It needs
TensorFlow, which the project never imports; run from the repository's root::

    /work/oracles/tf/bin/python tools/export_tf_legacy.py            # every program
    /work/oracles/tf/bin/python tools/export_tf_legacy.py erf einsum_gather   # only these
"""
from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import Callable

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "testdata" / "tf_legacy"
BRIDGE = "tf-standard-pipeline,tf-lower-to-mlprogram-and-hlo"


def _values(seed: int, *shape: int, low: float = -0.9, high: float = 0.9) -> np.ndarray:
    return np.random.RandomState(seed).uniform(low, high, shape).astype(np.float32)


def _einsum(a, b, i):
    return tf.einsum("ij,jk->ik", a, b), tf.einsum("ij->j", a), tf.gather(a, i, axis=1)


# name -> (path, function, arguments)
PROGRAMS: dict[str, Callable[[], tuple[str, Callable, list]]] = {
    "erf": lambda: ("xla", lambda a: tf.math.erf(a), [_values(5, 3, 4, low=-3, high=3)]),
    "boolean_mask": lambda: ("xla", lambda a: tf.boolean_mask(a, a > 0), [_values(7, 3, 4)]),
    "einsum_gather": lambda: ("bridge", _einsum, [_values(8, 3, 4), _values(9, 4, 2),
                                                  np.array([3, 0], np.int32)]),
    "batch_gather": lambda: ("bridge", lambda a, i: tf.gather(a, i, axis=1, batch_dims=1),
                             [_values(10, 3, 4, 5), np.array([[1, 3], [0, 0], [2, 1]], np.int32)]),
    "erf_topk_custom_calls": lambda: ("bridge", lambda a: (tf.math.erf(a), *tf.math.top_k(a, k=3)),
                                      [_values(11, 2, 6, low=-2, high=2)]),
}


def _outputs(value) -> list[np.ndarray]:
    return [np.asarray(v) for v in tf.nest.flatten(value)]


def _captured_value(concrete, captured) -> np.ndarray:
    """The value of a captured input: a variable's, for the resource handle the function captured."""
    variable = next((v for v in concrete.variables if v.handle is captured), None)
    return np.asarray(captured if variable is None else variable.numpy())


def export(name: str) -> None:
    path, fn, args = PROGRAMS[name]()
    specs = [tf.TensorSpec(a.shape, a.dtype) for a in args]
    function = tf.function(fn, jit_compile=path == "xla")
    concrete = function.get_concrete_function(*specs)
    if path == "xla":
        text = function.experimental_get_compiler_ir(*args)(stage="stablehlo")
        inputs = list(args) + [_captured_value(concrete, c) for c in concrete.captured_inputs]
    else:
        text = tf.mlir.experimental.convert_function(concrete, pass_pipeline=BRIDGE)
        text = re.sub(r"func\.func @\"?__inference_[^(\s]+", "func.func @main", text, count=1)
        inputs = list(args)
    expected = _outputs(fn(*args))
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f"{name}.mlir").write_text(text)
    np.savez(OUT / f"{name}.inputs.npz", **{f"in{i}": a for i, a in enumerate(inputs)})
    np.savez(OUT / f"{name}.expected.npz", **{f"out{i}": a for i, a in enumerate(expected)})
    print(f"{name}: {path}, {len(inputs)} inputs, {len(expected)} outputs")


if __name__ == "__main__":
    for program in sys.argv[1:] or PROGRAMS:
        export(program)
