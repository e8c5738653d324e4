"""Export the TensorFlow programs of ``testdata/tf_bridge/``: a dev-time script, not part of the package.

Each model is a ``tf.Module`` with one ``tf.function`` named ``main`` (so the program's function is ``@main``),
saved as a SavedModel, read back by ``tf.mlir.experimental.convert_saved_model(path, "main")`` and lowered by
TensorFlow's MLIR bridge with the pipeline IREE's TF importer runs, ``tf-lower-to-mlprogram-and-hlo``
(``pywrap_mlir.experimental_run_pass_pipeline``): StableHLO with ``shape.*`` ops for the dynamic batch
dimension and the variables as ``ml_program.global``\\ s. Each NAME is written as

- ``testdata/tf_bridge/NAME.mlir``: the program's MLIR text;
- ``testdata/tf_bridge/NAME.inputs.npz``: the arguments of ``@main`` (``in0``, ...);
- ``testdata/tf_bridge/NAME.expected.npz``: what TensorFlow computes for them (``out0``, ...);
- for the models with a dynamic batch, ``NAME.batch1.inputs.npz`` / ``NAME.batch1.expected.npz`` too: the
  same at batch size 1;
- for ``counter`` (a variable incremented by each call), ``expected`` holds the results of two calls in a
  row, ``out0`` then ``out1``.

Random initialisation with fixed seeds. It needs TensorFlow, which the project never imports; run it from
the repository's root with the oracle environment (versions in testdata/tf_bridge/README.md)::

    /work/oracles/tf/bin/python tools/export_tf_bridge.py                  # every program
    /work/oracles/tf/bin/python tools/export_tf_bridge.py counter          # only these
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
from tensorflow.python import pywrap_mlir  # noqa: E402

from export_cli import export_main  # noqa: E402  (tools/, the script's folder, is on sys.path)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "testdata" / "tf_bridge"
PIPELINE = "tf-lower-to-mlprogram-and-hlo"


class KerasDense(tf.Module):
    """A Keras MLP, 16 -> Dense(8, relu) -> Dense(4), batch dimension dynamic."""

    def __init__(self):
        super().__init__()
        tf.keras.utils.set_random_seed(1)
        inputs = tf.keras.Input(shape=(16,))
        hidden = tf.keras.layers.Dense(8, activation="relu", bias_initializer="random_normal")(inputs)
        self.model = tf.keras.Model(inputs, tf.keras.layers.Dense(4, bias_initializer="random_normal")(hidden))

    @tf.function(input_signature=[tf.TensorSpec([None, 16], tf.float32)])
    def main(self, x):
        return self.model(x)


class BroadcastAdd(tf.Module):
    """``x + y`` of a ``[?, 16]`` and a ``[?, 1]``: cstr_broadcastable and shape.assuming."""

    @tf.function(input_signature=[tf.TensorSpec([None, 16], tf.float32), tf.TensorSpec([None, 1], tf.float32)])
    def main(self, x, y):
        return x + y


class Counter(tf.Module):
    """A variable each call increments: a mutable ml_program.global, global_load and global_store."""

    def __init__(self):
        super().__init__()
        self.count = tf.Variable(0.0)

    @tf.function(input_signature=[])
    def main(self):
        self.count.assign_add(1.0)
        return self.count.read_value()


def lower(module: tf.Module) -> str:
    with tempfile.TemporaryDirectory() as directory:
        tf.saved_model.save(module, directory)
        text = tf.mlir.experimental.convert_saved_model(directory, "main")
    return pywrap_mlir.experimental_run_pass_pipeline(text, PIPELINE, False)


def save(out: Path, name: str, which: str, arrays) -> None:
    prefix = "in" if which.endswith("inputs") else "out"
    np.savez(out / f"{name}.{which}.npz", **{f"{prefix}{i}": np.asarray(a) for i, a in enumerate(arrays)})


def batched(name: str, make_module, make_inputs):
    """The export of a model with a dynamic batch: its program, and inputs and TF's outputs at batch 3 and 1."""

    def export(out: Path) -> None:
        module = make_module()
        (out / f"{name}.mlir").write_text(lower(module))
        for which, batch in (("", 3), ("batch1.", 1)):
            inputs = make_inputs(np.random.default_rng(batch), batch)
            save(out, name, which + "inputs", inputs)
            save(out, name, which + "expected", [module.main(*inputs).numpy()])

    return export


def export_counter(out: Path) -> None:
    (out / "counter.mlir").write_text(lower(Counter()))
    fresh = Counter()  # the saved module was never called; this one counts from 0 too
    save(out, "counter", "inputs", [])
    save(out, "counter", "expected", [fresh.main().numpy(), fresh.main().numpy()])


PROGRAMS = {
    "keras_dense": batched("keras_dense", KerasDense, lambda rng, n: [rng.standard_normal((n, 16)).astype(np.float32)]),
    "broadcast_add": batched("broadcast_add", BroadcastAdd,
                             lambda rng, n: [rng.standard_normal((n, 16)).astype(np.float32),
                                             rng.standard_normal((n, 1)).astype(np.float32)]),
    "counter": export_counter,
}

if __name__ == "__main__":
    export_main(PROGRAMS, OUT, sys.argv[1:])
