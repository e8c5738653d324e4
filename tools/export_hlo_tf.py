"""Write the TensorFlow programs of ``testdata/hlo/`` (issue #28): a dev-time script, not part of the package.

Run it from the repository's root with the TensorFlow oracle (tensorflow-cpu 2.21, Keras 3)::

    TF_CPP_MIN_LOG_LEVEL=2 /work/oracles/tf/bin/python tools/export_hlo_tf.py            # every program
    TF_CPP_MIN_LOG_LEVEL=2 /work/oracles/tf/bin/python tools/export_hlo_tf.py tf_lstm    # only these

then ``python3 tools/export_hlo_readme.py``. For each program NAME, with
``ir = tf.function(f, jit_compile=True).experimental_get_compiler_ir(*args)``, it writes

- ``NAME.hlo`` = ``ir(stage="hlo")``, ``NAME.optimized.hlo`` = ``ir(stage="optimized_hlo")`` and
  ``NAME.mlir`` = ``ir(stage="stablehlo")`` (TF's own StableHLO of the same function);
- ``NAME.inputs.npz`` (``arg0, ...``): the HLO ENTRY parameters in order, which are the function's arguments
  and then one per captured variable, in the order of the concrete function's ``captured_inputs`` (the
  variable's value before the call);
- ``NAME.expected.npz`` (``out0, ...``): the ENTRY's results: the function's outputs, then the new value of
  each variable the function assigns, in the order the module's ``input_output_alias`` gives (result
  ``{k}`` aliases parameter ``n``), all from calling the ``jit_compile=True`` function itself.

``programs.json`` gets, besides the common keys, ``parameter_names`` (``input:NAME`` or ``variable:PATH`` per
ENTRY parameter) and ``result_names`` (``output:k`` or ``variable:PATH`` per result).
"""
from __future__ import annotations

import os
import re
import sys
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import keras  # noqa: E402
import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from export_hlo_common import OUT, check_parameters, module_header, save_npz, update_programs, write_text  # noqa: E402,E501

PROGRAMS: dict[str, object] = {}


def program(builder):
    PROGRAMS[builder.__name__] = builder
    return builder


def _seed(name: str) -> np.random.Generator:
    import zlib
    keras.utils.set_random_seed(zlib.crc32(name.encode()) % 2**31)
    return np.random.default_rng(zlib.crc32(name.encode()))


def normal(r, *shape, scale=1.0):
    return (r.standard_normal(shape) * scale).astype(np.float32)


@program
def tf_cnn(r):
    """Keras Sequential CNN: Conv2D(8, 3, relu) + MaxPooling2D + Conv2D(8, 3, relu, same) +
    AveragePooling2D + Flatten + Dense(10, softmax), NHWC, inference."""
    model = keras.Sequential([keras.Input((8, 8, 3)), keras.layers.Conv2D(8, 3, activation="relu"),
                              keras.layers.MaxPooling2D(), keras.layers.Conv2D(8, 3, padding="same",
                                                                               activation="relu"),
                              keras.layers.AveragePooling2D(2), keras.layers.Flatten(),
                              keras.layers.Dense(10, activation="softmax")])

    def f(x):
        return model(x, training=False)
    return f, [normal(r, 2, 8, 8, 3)], {"x": 0}, ""


@program
def tf_lstm(r):
    """Keras LSTM(8, return_sequences) over 5 steps + LSTM(6) + Dense(3), inference."""
    model = keras.Sequential([keras.Input((5, 4)), keras.layers.LSTM(8, return_sequences=True),
                              keras.layers.LSTM(6), keras.layers.Dense(3)])

    def f(x):
        return model(x, training=False)
    return f, [normal(r, 2, 5, 4)], {"x": 0}, ""


@program
def tf_train_step(r):
    """One Adam training step of a Keras MLP (Dense(8, relu) + Dense(1)) on a mean squared error: the
    model's and the optimizer's variables (momenta, velocities, the s64 iteration, the learning rate) are
    resource arguments; the loss is the only output, the updated variables follow it."""
    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(8, activation="relu"),
                              keras.layers.Dense(1)])
    opt = keras.optimizers.Adam(0.01)
    opt.build(model.trainable_variables)

    def f(x, y):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean((model(x, training=True) - y) ** 2)
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
        return loss
    return f, [normal(r, 3, 4), normal(r, 3, 1)], {}, ""


@program
def tf_train_step_sgd(r):
    """One SGD-with-momentum step of a Keras CNN (Conv2D + GlobalAveragePooling2D + Dense, softmax cross
    entropy): gradients of convolution and pooling, variables updated in place."""
    model = keras.Sequential([keras.Input((6, 6, 2)), keras.layers.Conv2D(4, 3, activation="relu"),
                              keras.layers.GlobalAveragePooling2D(), keras.layers.Dense(3)])
    opt = keras.optimizers.SGD(0.1, momentum=0.9)
    opt.build(model.trainable_variables)
    loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

    def f(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
        return loss, grads[0]
    return f, [normal(r, 4, 6, 6, 2), np.array([0, 2, 1, 2], np.int32)], {}, ""


from export_hlo_tf_zoo import ZOO  # noqa: E402

PROGRAMS.update(ZOO)


def _variable_names(concrete) -> dict[int, str]:
    names = {}
    for v in concrete.variables:
        names[id(v.handle)] = getattr(v, "path", None) or v.name
    return names


def _aliases(hlo: str) -> dict[int, int]:
    """result index -> parameter number, from ``input_output_alias={ {1}: (2, {}, may-alias), ... }``."""
    head = hlo.split("\n", 1)[0]
    return {int(o): int(p) for o, p in re.findall(r"\{(\d+)\}: \((\d+), \{\}", head)}


def export(name: str) -> dict:
    builder = PROGRAMS[name]
    f, args, _, note = builder(_seed(name))
    fn = tf.function(f, jit_compile=True)
    concrete = fn.get_concrete_function(*args)
    ir = fn.experimental_get_compiler_ir(*args)
    hlo, optimized = ir(stage="hlo"), ir(stage="optimized_hlo")
    try:
        mlir = ir(stage="stablehlo")
    except Exception as err:  # noqa: BLE001  (recorded, not fatal)
        mlir, note = None, f"{note}; no stablehlo stage: {err}".strip("; ")
    vnames = _variable_names(concrete)
    captured = list(concrete.captured_inputs)
    values = []
    for t in captured:
        var = next(v for v in concrete.variables if v.handle is t)
        values.append(var.read_value().numpy())
    inputs = [np.asarray(a) for a in args] + values
    param_names = [f"input:{i}" for i in range(len(args))] + [f"variable:{vnames[id(t)]}" for t in captured]
    check_parameters(name, hlo, inputs)
    result = fn(*args)
    outs = [np.asarray(o) for o in tf.nest.flatten(result)]
    result_names = [f"output:{i}" for i in range(len(outs))]
    aliases = _aliases(hlo)
    for k in sorted(aliases):
        if k != len(outs):
            raise SystemExit(f"{name}: aliased result {k} is not next after {len(outs)} results")
        t = captured[aliases[k] - len(args)]
        var = next(v for v in concrete.variables if v.handle is t)
        outs.append(var.read_value().numpy())
        result_names.append(f"variable:{vnames[id(t)]}")
    write_text(OUT / f"{name}.hlo", hlo)
    write_text(OUT / f"{name}.optimized.hlo", optimized)
    if mlir is not None:
        write_text(OUT / f"{name}.mlir", mlir)
    save_npz(OUT / f"{name}.inputs.npz", "arg", inputs)
    save_npz(OUT / f"{name}.expected.npz", "out", outs)
    header = module_header(hlo)
    files = {"hlo": "stage='hlo'", "optimized.hlo": "stage='optimized_hlo'"}
    if mlir is not None:
        files["mlir"] = "stage='stablehlo'"
    info = {"producer": f"tensorflow {tf.__version__} (keras {keras.__version__}, XLA:CPU)",
            "group": "zoo" if name.startswith("tf_zoo") else "models", "form": "tf", "files": files,
            "devices": header["replica_count"] * header["num_partitions"], **header,
            "parameters": len(inputs), "results": len(outs), "parameter_names": param_names,
            "result_names": result_names,
            "note": "; ".join(t for t in (" ".join((builder.__doc__ or "").split()), note) if t)}
    print(f"{name}: {len(inputs)} parameters ({len(args)} inputs), {len(outs)} results")
    return info


def main() -> None:
    names = sys.argv[1:] or list(PROGRAMS)
    OUT.mkdir(parents=True, exist_ok=True)
    done = {}
    try:
        for name in names:
            done[name] = export(name)
    finally:
        update_programs(done)


if __name__ == "__main__":
    main()
