"""Export the TensorFlow programs of ``testdata/tf/``: a dev-time script, not part of the package.

Two ways out of TensorFlow 2.21 (tensorflow-cpu, Keras 3):

- XLA's bridge, ``tf.function(f, jit_compile=True).experimental_get_compiler_ir(*args)``: ``stage="stablehlo"``
  gives the module's text (NAME.mlir), ``stage="stablehlo_serialized"`` the same module as plain MLIR bytecode
  (NAME.mlirbc, not a VHLO portable artifact). Its ``@main`` takes the function's arguments (flattened, in
  order) and then one argument per variable the function captures (a ``resource`` capture becomes a plain
  tensor of the variable's value, in the order of the concrete function's ``captured_inputs``). A variable
  the function assigns is also returned: XLA appends the new value of each updated variable to the results,
  after the function's own outputs (in the order of the resource arguments).
- The TF MLIR bridge, ``tf.mlir.experimental.convert_function(concrete_fn, pass_pipeline=
  "tf-lower-to-mlprogram-and-hlo")`` on a concrete function whose variables were frozen into constants
  (``convert_variables_to_constants_v2``; unfrozen, a variable stays a ``tf.ReadVariableOp`` of a
  ``!tf_type.resource`` argument, which is not StableHLO), and for a SavedModel
  ``tf.mlir.experimental.convert_saved_model(path, "serve")`` (TF's ``tf_saved_model`` dialect: the
  variables are ``tf_saved_model.global_tensor``s) followed by the same pipeline through
  ``pywrap_mlir.experimental_run_pass_pipeline`` (the variables become ``ml_program.global``s read with
  ``ml_program.global_load``). The bytecode of these (NAME.mlirbc) is written by
  ``pywrap_mlir.experimental_write_bytecode``. Their entry function keeps TF's name (``@serve``,
  ``@__inference_...``), not ``@main``; the test finds it as the module's only public function. Dynamic
  dimensions stay ``?``, and the shape computations around them are ``shape.*``, ``tensor.*`` and
  ``arith.*`` ops.

Each NAME is written as NAME.mlir, NAME.mlirbc, NAME.inputs.npz (``in0``, ...: the arguments of the entry
function in its order) and NAME.expected.npz (``out0``, ...: what TensorFlow computes eagerly, without XLA, for
the same inputs). A program run at several batch sizes has NAME.inputs.bN.npz / NAME.expected.bN.npz instead.

Run it from the repository's root in the TensorFlow virtualenv (versions in testdata/tf/README.md)::

    TF_CPP_MIN_LOG_LEVEL=2 /work/oracles/tf/bin/python tools/export_tf.py            # every program
    TF_CPP_MIN_LOG_LEVEL=2 /work/oracles/tf/bin/python tools/export_tf.py top_k      # only these
    ... tools/export_tf.py --out /work/exports/tf                                    # elsewhere
"""
from __future__ import annotations

import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Callable

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")  # eager results without oneDNN's reordered sums

import keras  # noqa: E402
import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
from tensorflow.python import pywrap_mlir  # noqa: E402
from tensorflow.python.framework.convert_to_constants import convert_variables_to_constants_v2  # noqa: E402
from export_cli import export_main  # noqa: E402  (tools/, the script's folder, is on sys.path)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "testdata" / "tf"
BRIDGE = "tf-lower-to-mlprogram-and-hlo"


def seeded(seed: int) -> np.random.Generator:
    keras.utils.set_random_seed(seed)
    return np.random.default_rng(seed)


def write_npz(path: Path, prefix: str, arrays: list[np.ndarray]) -> None:
    np.savez(path, **{f"{prefix}{i}": np.asarray(a) for i, a in enumerate(arrays)})


def leaves(value) -> list[np.ndarray]:
    return [np.asarray(x) for x in tf.nest.flatten(value)]


# ----------------------------------------------------------------------------- the XLA bridge
def export_xla(out: Path, name: str, fn: Callable, args: tuple, variables: list[tf.Variable],
               reference: str = "eager") -> None:
    """``fn(*args)`` compiled by XLA: text, bytecode, inputs (args then captured variables) and outputs.

    The expected outputs are ``fn``'s eager ones (``reference="eager"``), checked against what the XLA-compiled
    function returns (rtol 1e-4, atol 1e-5), or, with ``reference="xla"``, the compiled function's own where TF
    itself says the two differ (``tf.random.stateless_normal``: "the outputs of this function may differ
    between XLA and non-XLA" — both draw Philox bits, but turn them into normals differently)."""
    compiled = tf.function(fn, jit_compile=True, autograph=True)
    concrete = compiled.get_concrete_function(*args)
    by_handle = {id(v.handle): v for v in variables}
    captured = []
    for handle in concrete.captured_inputs:
        if id(handle) not in by_handle:
            raise SystemExit(f"{name}: a captured input that is not a listed variable: {handle}")
        captured.append(by_handle[id(handle)])
    ir = compiled.experimental_get_compiler_ir(*args)
    text = ir(stage="stablehlo")
    blob = ir(stage="stablehlo_serialized")
    inputs = leaves(args) + [v.numpy() for v in captured]
    declared = re.search(r"func\.func @main\((.*?)\) ->", text).group(1).count("%arg")
    if declared != len(inputs):
        raise SystemExit(f"{name}: @main takes {declared} arguments, {len(inputs)} inputs")
    assigned_before = [v.numpy() for v in captured]
    outputs, updated = run_and_restore(fn, args, captured, assigned_before)
    xla_outputs, xla_updated = run_and_restore(compiled, args, captured, assigned_before)
    for k, (want, got) in enumerate(zip(outputs + updated, xla_outputs + xla_updated)):
        if reference == "eager" and not np.allclose(got, want, rtol=1e-4, atol=1e-5):
            raise SystemExit(f"{name}: XLA's result {k} differs from the eager one: {got} {want}")
    if reference == "xla":
        outputs, updated = xla_outputs, xla_updated
    results = re.search(r"func\.func @main\(.*?\) -> (.*?) \{\n", text).group(1)
    declared_results = results.count("tensor<")
    if declared_results == len(outputs) + len(updated):
        outputs += updated
    elif declared_results != len(outputs):
        raise SystemExit(f"{name}: @main returns {declared_results} results, {len(outputs)} + {len(updated)} eager")
    (out / f"{name}.mlir").write_text(text)
    (out / f"{name}.mlirbc").write_bytes(blob)
    write_npz(out / f"{name}.inputs.npz", "in", inputs)
    write_npz(out / f"{name}.expected.npz", "out", outputs)


def run_and_restore(fn: Callable, args: tuple, captured: list[tf.Variable], before: list[np.ndarray]):
    """``fn(*args)``'s outputs and the new values of the variables it assigned; the variables are then reset."""
    outputs = leaves(fn(*args))
    updated = [v.numpy() for v, old in zip(captured, before) if not np.array_equal(v.numpy(), old)]
    for v, old in zip(captured, before):
        v.assign(old)
    return outputs, updated


def cnn(out: Path) -> None:
    """Keras Conv2D -> MaxPooling2D -> Conv2D -> GlobalAveragePooling2D -> Dense(softmax)."""
    rng = seeded(0)
    model = keras.Sequential([keras.Input((12, 12, 3)), keras.layers.Conv2D(4, 3, activation="relu"),
                              keras.layers.MaxPooling2D(2), keras.layers.Conv2D(6, 3, padding="same"),
                              keras.layers.GlobalAveragePooling2D(), keras.layers.Dense(5, activation="softmax")])
    x = tf.constant(rng.standard_normal((2, 12, 12, 3)).astype(np.float32))
    export_xla(out, "cnn", lambda x: model(x), (x,), model.variables)


def lstm(out: Path) -> None:
    """Keras LSTM(8) over 5 steps, its last state into a Dense."""
    rng = seeded(1)
    model = keras.Sequential([keras.Input((5, 3)), keras.layers.LSTM(8), keras.layers.Dense(2)])
    x = tf.constant(rng.standard_normal((2, 5, 3)).astype(np.float32))
    export_xla(out, "lstm", lambda x: model(x), (x,), model.variables)


def train_step(out: Path) -> None:
    """One Keras training step: forward, loss, gradient (tf.GradientTape), Adam update of the weights.

    Returns the loss; XLA returns the new value of every variable the step assigns after it (weights, Adam's
    moments and iteration count), which the expected outputs hold in the same order."""
    rng = seeded(2)
    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(6, activation="tanh"), keras.layers.Dense(3)])
    optimizer = keras.optimizers.Adam(learning_rate=0.05)
    optimizer.build(model.trainable_variables)
    loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    x = tf.constant(rng.standard_normal((8, 4)).astype(np.float32))
    y = tf.constant(rng.integers(0, 3, 8).astype(np.int32))

    def step(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    export_xla(out, "train_step", step, (x, y), model.variables + optimizer.variables)


def transformer(out: Path) -> None:
    """A transformer block: MultiHeadAttention (2 heads) + residual + LayerNorm, Dense(gelu) + Dense + LayerNorm."""
    rng = seeded(3)
    inp = keras.Input((6, 8))
    attn = keras.layers.MultiHeadAttention(num_heads=2, key_dim=4)(inp, inp)
    h = keras.layers.LayerNormalization()(inp + attn)
    ff = keras.layers.Dense(8)(keras.layers.Dense(16, activation="gelu")(h))
    model = keras.Model(inp, keras.layers.LayerNormalization()(h + ff))
    x = tf.constant(rng.standard_normal((2, 6, 8)).astype(np.float32))
    export_xla(out, "transformer", lambda x: model(x), (x,), model.variables)


def stateless_normal(out: Path) -> None:
    """``tf.random.stateless_normal`` of a seed argument, and the same seed's uniform integers. The expected
    outputs are XLA's (see ``export_xla``); the integers are the same eagerly."""
    seed = tf.constant([7, 11], tf.int32)

    def draw(seed):
        return (tf.random.stateless_normal((4, 5), seed=seed),
                tf.random.stateless_uniform((3,), seed=seed, minval=0, maxval=10, dtype=tf.int32))

    export_xla(out, "stateless_normal", draw, (seed,), [], reference="xla")


def top_k(out: Path) -> None:
    """``tf.math.top_k`` (k=3, sorted) along the last dimension."""
    rng = seeded(4)
    x = tf.constant(rng.standard_normal((4, 10)).astype(np.float32))

    def top(x):
        result = tf.math.top_k(x, k=3)
        return result.values, result.indices

    export_xla(out, "top_k", top, (x,), [])


def while_loop(out: Path) -> None:
    """``tf.while_loop``: Newton's iteration for sqrt until converged (at most 30 steps), and its step count."""
    x = tf.constant(np.array([2.0, 9.0, 0.25, 100.0], np.float32))

    def newton(x):
        def cond(i, y):
            return tf.logical_and(i < 30, tf.reduce_max(tf.abs(y * y - x)) > 1e-4)

        def body(i, y):
            return i + 1, 0.5 * (y + x / y)

        return tf.while_loop(cond, body, (tf.constant(0), tf.ones_like(x)))

    export_xla(out, "while_loop", newton, (x,), [])


# ----------------------------------------------------------------------------- the TF MLIR bridge
def write_bridge(out: Path, name: str, text: str) -> None:
    left = sorted(set(re.findall(r'"(tf\.\w+)"', text)))
    if left:
        raise SystemExit(f"{name}: the bridge left TensorFlow ops: {left}")
    (out / f"{name}.mlir").write_text(text)
    pywrap_mlir.experimental_write_bytecode(str(out / f"{name}.mlirbc"), text)


def export_function(out: Path, name: str, fn: tf.types.experimental.PolymorphicFunction, specs: list,
                    batches: dict[str, tuple]) -> None:
    """``fn``'s concrete function for ``specs``, variables frozen, through the bridge; one input set per key."""
    frozen = convert_variables_to_constants_v2(fn.get_concrete_function(*specs))
    write_bridge(out, name, tf.mlir.experimental.convert_function(frozen, pass_pipeline=BRIDGE))
    for suffix, args in batches.items():
        write_npz(out / f"{name}.inputs{suffix}.npz", "in", leaves(args))
        write_npz(out / f"{name}.expected{suffix}.npz", "out", leaves(fn.python_function(*args)))


def bridge_mlp(out: Path) -> None:
    """A Keras MLP (Dense relu, Dense) exported as a SavedModel with a dynamic batch, converted by
    ``convert_saved_model``: the weights are ``ml_program.global``s; run at batch sizes 2 and 5."""
    rng = seeded(5)
    inp = keras.Input((4,))
    model = keras.Model(inp, keras.layers.Dense(3)(keras.layers.Dense(6, activation="relu")(inp)))
    with tempfile.TemporaryDirectory() as tmp:
        model.export(tmp, format="tf_saved_model", verbose=False)
        imported = tf.mlir.experimental.convert_saved_model(tmp, "serve")
    write_bridge(out, "bridge_mlp", pywrap_mlir.experimental_run_pass_pipeline(imported, BRIDGE, False))
    for batch in (2, 5):
        x = rng.standard_normal((batch, 4)).astype(np.float32)
        write_npz(out / f"bridge_mlp.inputs.b{batch}.npz", "in", [x])
        write_npz(out / f"bridge_mlp.expected.b{batch}.npz", "out", [np.asarray(model(x))])


def bridge_cnn(out: Path) -> None:
    """A Keras Conv2D -> average and global max pooling -> Dense model, frozen, dynamic batch, through
    ``convert_function`` (not Flatten: the bridge leaves a ``tf.Reshape`` of a dynamic batch unlowered)."""
    rng = seeded(6)
    model = keras.Sequential([keras.Input((8, 8, 2)), keras.layers.Conv2D(3, 3, activation="relu"),
                              keras.layers.AveragePooling2D(2), keras.layers.GlobalMaxPooling2D(),
                              keras.layers.Dense(4)])
    fn = tf.function(lambda x: model(x))
    spec = tf.TensorSpec((None, 8, 8, 2), tf.float32)
    batches = {f".b{b}": (tf.constant(rng.standard_normal((b, 8, 8, 2)).astype(np.float32)),) for b in (1, 3)}
    export_function(out, "bridge_cnn", fn, [spec], batches)


def bridge_shapes(out: Path) -> None:
    """Shape arithmetic on a dynamic dimension through ``convert_function``: tf.shape, fill, range, mean,
    expand_dims, tile, where, softmax, l2_normalize, argmax, sort, gather, pad, concat (``shape.*``,
    ``tensor.dim`` / ``tensor.from_elements`` and ``arith.*`` around the StableHLO)."""
    rng = seeded(7)

    @tf.function
    def shapes(x, idx):
        n = tf.gather(tf.shape(x), 0)  # not tf.shape(x)[0] or [:, None]: tf.StridedSlice stays unlowered
        positions = tf.expand_dims(tf.cast(tf.range(n), tf.float32), 1) * tf.fill(tf.shape(x), 0.5)
        centred = x - tf.expand_dims(tf.reduce_mean(x, axis=1), 1)
        chosen = tf.where(centred > 0, tf.nn.softmax(x), tf.math.l2_normalize(x, axis=1))
        tiled = tf.tile(tf.gather(x, idx, axis=1), [2, 1])
        return (positions + chosen, tf.argmax(x, axis=1, output_type=tf.int32), tf.sort(x, axis=1),
                tf.concat([tiled, tf.pad(tiled, [[1, 0], [0, 0]])], 0), tf.cast(tf.size(x), tf.float32))

    specs = [tf.TensorSpec((None, 4), tf.float32), tf.TensorSpec((3,), tf.int32)]
    idx = tf.constant([3, 0, 2], tf.int32)
    batches = {f".b{b}": (tf.constant(rng.standard_normal((b, 4)).astype(np.float32)), idx) for b in (3, 6)}
    export_function(out, "bridge_shapes", shapes, specs, batches)


PROGRAMS: dict[str, Callable[[Path], None]] = {
    "cnn": cnn, "lstm": lstm, "train_step": train_step, "transformer": transformer,
    "stateless_normal": stateless_normal, "top_k": top_k, "while_loop": while_loop,
    "bridge_mlp": bridge_mlp, "bridge_cnn": bridge_cnn, "bridge_shapes": bridge_shapes,
}


if __name__ == "__main__":
    export_main(PROGRAMS, OUT, sys.argv[1:])
