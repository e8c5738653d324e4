"""Export the PyTorch programs of ``testdata/torch/``: a dev-time script, not part of the package.

Each model is exported with ``torch.export.export(model, args)`` and lowered to StableHLO by PyTorch/XLA,
``torch_xla.stablehlo.exported_program_to_stablehlo`` (its ``get_stablehlo_text()``), or, for the ``torchax_*``
models, by torchax (``torchax.export.exported_program_to_stablehlo``: torch.export -> JAX -> ``jax.export``,
its ``mlir_module()``). Each NAME is written as

- ``testdata/torch/NAME.mlir``: the program's MLIR text;
- ``testdata/torch/NAME.inputs.npz``: the arguments of ``@main`` in the order it takes them (``in0``, ``in1``,
  ...): PyTorch/XLA lifts the weights and buffers the program reads as leading arguments (their order is
  its ``input_locations``), torchax passes the weights first and then the inputs (``jax.tree.leaves`` of
  ``(weights, (inputs,))``);
- ``testdata/torch/NAME.expected.npz``: what PyTorch itself computes, eagerly on the CPU, for the same
  inputs (``out0``, ...: the leaves of the model's output pytree), in the shapes the program declares
  (``_as_declared``: the LSTM's ``h`` and ``c`` gain a unit dimension in PyTorch's decomposition).

Random initialisation with fixed seeds, so a re-export with the same versions writes the same arrays. It
needs torch, torch_xla, torchvision and torchax (with jax), which the project never imports; run it from the
repository's root in a separate virtualenv on the CPU (the versions used are in testdata/torch/README.md)::

    python3 -m venv /work/torchenv
    /work/torchenv/bin/pip install torch==2.9.0 torchvision==0.24.0 torch_xla==2.9.0 torchax==0.0.13 jax==0.10.2
    PJRT_DEVICE=CPU /work/torchenv/bin/python tools/export_torch.py           # every model
    PJRT_DEVICE=CPU /work/torchenv/bin/python tools/export_torch.py lstm      # only these
"""
from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

os.environ.setdefault("PJRT_DEVICE", "CPU")
os.environ.setdefault("EXPERIMENTAL_XLA_UNBOUNDED_DYNAMISM", "1")  # PyTorch/XLA refuses torch.export Dims without it

import numpy as np  # noqa: E402
import torch  # noqa: E402
import torch.utils._pytree as pytree  # noqa: E402
import torchvision  # noqa: E402
from torch import nn  # noqa: E402
from torch.export import Dim, export  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "testdata" / "torch"


# ----------------------------------------------------------------------------- models
class GeluMlp(nn.Module):
    """Linear -> exact GELU (erf: PyTorch/XLA writes ``custom_call @mhlo.erf``) -> Linear."""

    def __init__(self):
        super().__init__()
        self.fc1, self.act, self.fc2 = nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 8)

    def forward(self, x):
        return self.fc2(self.act(self.fc1(x)))


class Eigh(nn.Module):
    """``torch.linalg.eigh`` of a symmetric matrix built from the input (``custom_call @Eigh``)."""

    def forward(self, x):
        a = x @ x.transpose(-1, -2) + torch.diag(torch.arange(1.0, x.shape[-2] + 1.0))
        eigenvalues, eigenvectors = torch.linalg.eigh(a)  # a plain tuple: PyTorch/XLA cannot serialise the named one
        return eigenvalues, eigenvectors


class TopK(nn.Module):
    """``torch.topk``, largest and smallest, along the last dimension."""

    def forward(self, x):
        largest = torch.topk(x, 3)
        smallest = torch.topk(x, 2, largest=False)
        return largest.values, largest.indices, smallest.values, smallest.indices


class Lstm(nn.Module):
    """``nn.LSTM``, two layers, hidden size 16, batch first."""

    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(8, 16, num_layers=2, batch_first=True)

    def forward(self, x):
        out, (h, c) = self.lstm(x)
        return out, h, c


class DynamicBatch(nn.Module):
    """Linear -> ReLU -> Linear on ``x: f32[batch, 16]`` with ``batch`` a ``torch.export.Dim``."""

    def __init__(self):
        super().__init__()
        self.fc1, self.fc2 = nn.Linear(16, 12), nn.Linear(12, 4)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


class ConvNorm(nn.Module):
    """Conv2d -> LayerNorm over channels -> GELU -> mean pool -> Linear (the torchax export)."""

    def __init__(self):
        super().__init__()
        self.conv, self.norm, self.fc = nn.Conv2d(3, 8, 3, padding=1), nn.LayerNorm(8), nn.Linear(8, 5)

    def forward(self, x):
        y = self.conv(x).permute(0, 2, 3, 1)
        y = torch.nn.functional.gelu(self.norm(y))
        return self.fc(y.mean(dim=(1, 2)))


class AtenComposites(nn.Module):
    """avg_pool2d and GELU wrapped in ``stablehlo.composite "aten.avg_pool2d.default"`` and
    ``"aten.gelu.default"`` by PyTorch/XLA's ``StableHLOCompositeBuilder``, the mechanism (and the op names)
    ai-edge-torch uses for the composites it writes; the decomposition of each is the lowered op."""

    def forward(self, x):
        from torch_xla.experimental.mark_pattern_utils import StableHLOCompositeBuilder

        pool = StableHLOCompositeBuilder("aten.avg_pool2d.default", {"kernel_size": 2, "stride": 2})
        y = pool.mark_outputs(torch.nn.functional.avg_pool2d(pool.mark_inputs(x), 2, 2))
        gelu = StableHLOCompositeBuilder("aten.gelu.default", {"approximate": "none"})
        return gelu.mark_outputs(torch.nn.functional.gelu(gelu.mark_inputs(y)))


def _mobilenet() -> nn.Module:
    """MobileNetV3-Small with its batch norms given random statistics and affine parameters: with
    torchvision's initial ones (mean 0, variance 1, identity affine) and its small classifier weights
    the logits come out near 1e-8, which any tolerance would accept."""
    model = torchvision.models.mobilenet_v3_small(width_mult=0.25, num_classes=10)
    with torch.no_grad():
        for norm in (m for m in model.modules() if isinstance(m, nn.BatchNorm2d)):
            norm.running_mean.normal_(0.0, 0.1)
            norm.running_var.uniform_(0.5, 1.5)
            norm.weight.uniform_(0.8, 1.6)
            norm.bias.normal_(0.0, 0.2)
        model.classifier[-1].weight.normal_(0.0, 0.3)
    return model


def _transformer() -> nn.Module:
    layer = nn.TransformerEncoderLayer(d_model=32, nhead=4, dim_feedforward=64, dropout=0.0, batch_first=True)
    return nn.TransformerEncoder(layer, num_layers=2, enable_nested_tensor=False)


@dataclass
class Model:
    """One export: how to build the model, its example inputs, and how it is lowered."""

    build: Callable[[], nn.Module]
    inputs: Callable[[np.random.Generator], tuple[np.ndarray, ...]]
    what: str
    dynamic: dict | None = None  # torch.export dynamic_shapes
    via: str = "torch_xla"  # or "torchax"


def _normal(rng: np.random.Generator, *shape: int) -> np.ndarray:
    return rng.standard_normal(shape).astype(np.float32)


MODELS: dict[str, Model] = {
    "mobilenet_v3_small": Model(
        _mobilenet,
        lambda rng: (_normal(rng, 1, 3, 32, 32),),
        "torchvision MobileNetV3-Small (width 0.25, 10 classes): conv, batch norm, hardswish, squeeze-excite"),
    "transformer_encoder": Model(
        _transformer, lambda rng: (_normal(rng, 2, 6, 32),),
        "nn.TransformerEncoder, 2 layers, d_model 32, 4 heads: attention, softmax, layer norm"),
    "lstm": Model(Lstm, lambda rng: (_normal(rng, 2, 5, 8),),
                  "nn.LSTM, 2 layers, hidden 16, sequence 5: the recurrence unrolled"),
    "gelu_mlp": Model(GeluMlp, lambda rng: (_normal(rng, 4, 16),), "exact GELU: custom_call @mhlo.erf"),
    "eigh": Model(Eigh, lambda rng: (_normal(rng, 5, 3),), "torch.linalg.eigh: custom_call @Eigh"),
    "topk": Model(TopK, lambda rng: (_normal(rng, 4, 10),), "torch.topk, largest and smallest"),
    "aten_composites": Model(AtenComposites, lambda rng: (_normal(rng, 1, 2, 4, 4),),
                             "stablehlo.composite \"aten.avg_pool2d.default\" and \"aten.gelu.default\""),
    "dynamic_batch": Model(DynamicBatch, lambda rng: (_normal(rng, 3, 16),),
                           "a torch.export Dim batch: tensor<?x16xf32>",
                           dynamic={"x": {0: Dim("batch", min=2, max=64)}}),
    "torchax_conv_norm": Model(ConvNorm, lambda rng: (_normal(rng, 2, 3, 8, 8),),
                               "torchax: conv, layer norm, GELU, mean, linear via JAX and jax.export",
                               via="torchax"),
}


# ----------------------------------------------------------------------------- export
def _eager(model: nn.Module, inputs: tuple[torch.Tensor, ...]) -> list[np.ndarray]:
    with torch.no_grad():
        outputs = model(*inputs)
    return [leaf.detach().numpy() for leaf in pytree.tree_leaves(outputs)]


Lowered = tuple[str, list[np.ndarray], list[tuple[int, ...]]]  # text, @main's arguments, its result shapes


def _via_torch_xla(exported, inputs: tuple[torch.Tensor, ...]) -> Lowered:
    from torch_xla.stablehlo import _extract_call_parameters, exported_program_to_stablehlo

    program = exported_program_to_stablehlo(exported)
    bundle = program._bundle
    meta = bundle.stablehlo_funcs[0].meta
    arguments = _extract_call_parameters(inputs, meta, bundle)
    shapes = [tuple(signature.shape) for signature in meta.output_signature]
    return program.get_stablehlo_text(), [np.asarray(a.numpy() if isinstance(a, torch.Tensor) else a)
                                          for a in arguments], shapes


def _via_torchax(exported, inputs: tuple[torch.Tensor, ...]) -> Lowered:
    import jax
    from torchax.export import exported_program_to_stablehlo

    weights, exp = exported_program_to_stablehlo(exported)
    leaves = jax.tree.leaves((weights, (tuple(t.numpy() for t in inputs),)))
    return exp.mlir_module(), [np.asarray(leaf) for leaf in leaves], [tuple(a.shape) for a in exp.out_avals]


def _as_declared(expected: list[np.ndarray], shapes: list[tuple[int, ...]]) -> list[np.ndarray]:
    """The eager outputs in the shapes the program declares. They differ only where PyTorch's own
    decomposition of an op changes a shape by unit dimensions (``aten.lstm``'s decomposition returns
    ``h`` and ``c`` as ``[layers, 1, batch, hidden]``; eager returns ``[layers, batch, hidden]``); anything
    else is an error."""
    result = []
    for array, shape in zip(expected, shapes):
        if array.shape != shape:
            squeezed = tuple(d for d in shape if d != 1)
            assert squeezed == tuple(d for d in array.shape if d != 1), (array.shape, shape)
            print(f"  eager output of shape {array.shape} stored as the program's {shape}")
            array = array.reshape(shape)
        result.append(array)
    return result


def export_one(name: str, spec: Model) -> None:
    torch.manual_seed(sum(map(ord, name)))
    rng = np.random.default_rng(sum(map(ord, name)))
    model = spec.build().eval()
    inputs = tuple(torch.from_numpy(a) for a in spec.inputs(rng))
    expected = _eager(model, inputs)
    exported = export(model, inputs, dynamic_shapes=spec.dynamic)
    text, arguments, shapes = (_via_torchax if spec.via == "torchax" else _via_torch_xla)(exported, inputs)
    expected = _as_declared(expected, shapes) if spec.dynamic is None else expected
    (OUT / f"{name}.mlir").write_text(text if text.endswith("\n") else text + "\n")
    np.savez_compressed(OUT / f"{name}.inputs.npz", **{f"in{i}": a for i, a in enumerate(arguments)})
    np.savez_compressed(OUT / f"{name}.expected.npz", **{f"out{i}": a for i, a in enumerate(expected)})
    sizes = ", ".join(f"{(OUT / f'{name}.{s}').stat().st_size // 1024} KiB {s}"
                      for s in ("mlir", "inputs.npz", "expected.npz"))
    print(f"{name}: {len(arguments)} arguments, {len(expected)} outputs ({sizes})")


def main(names: list[str]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name in names or list(MODELS):
        export_one(name, MODELS[name])


if __name__ == "__main__":
    main(sys.argv[1:])
