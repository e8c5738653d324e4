"""Export the torch_xla benchmark programs of ``testdata/bench/``: a dev-time script, not part of the package.

Each model is exported with ``torch.export.export`` and ``torch_xla.stablehlo.exported_program_to_stablehlo``
and written as

- ``NAME.mlir``: ``get_stablehlo_text()``, whose ``@main`` takes the weights (``PARAMETER``), lifted constants
  (``CONSTANT``) and the user's inputs (``INPUT_ARG``) in the order of the function's ``input_locations``;
- ``NAME.inputs.npz``: ``@main``'s arguments in that order (``in0, in1, ...``);
- ``NAME.expected.npz``: the flat outputs (``out0, ...``) of the model run eagerly by torch on CPU, reshaped to
  the program's result shapes (torch_xla's LSTM returns h and c as 2 x 1 x 4 x 32 where torch has 2 x 4 x 32).

Run from the repository's root: ``/work/torchenv/bin/python tools/export_bench_torch.py [NAME...]`` (torch and
torch_xla 2.9, CPU). A model torch_xla cannot export is reported and skipped. Fixed seeds.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

import numpy as np
import torch
import torch.nn.functional as F

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "testdata" / "bench"


class Lstm2(torch.nn.Module):
    """A 2-layer LSTM (input 16, hidden 32, batch-first) over 20 steps: the sequence output and h, c."""

    def __init__(self) -> None:
        super().__init__()
        self.rnn = torch.nn.LSTM(16, 32, num_layers=2, batch_first=True)

    def forward(self, x):
        out, (h, c) = self.rnn(x)
        return out, h, c


class Gru2(torch.nn.Module):
    """A 2-layer GRU (input 16, hidden 32, batch-first) over 20 steps: the sequence output and h."""

    def __init__(self) -> None:
        super().__init__()
        self.rnn = torch.nn.GRU(16, 32, num_layers=2, batch_first=True)

    def forward(self, x):
        out, h = self.rnn(x)
        return out, h


class Interpolate(torch.nn.Module):
    """Bilinear resize 16 x 16 -> 24 x 40 (``align_corners=False``)."""

    def forward(self, x):
        return F.interpolate(x, size=(24, 40), mode="bilinear", align_corners=False)


class GridSample(torch.nn.Module):
    """``grid_sample``: bilinear, zero padding, ``align_corners=False``."""

    def forward(self, x, grid):
        return F.grid_sample(x, grid, mode="bilinear", padding_mode="zeros", align_corners=False)


class AdaptivePool(torch.nn.Module):
    """Adaptive average and max pooling 12 x 12 -> 4 x 4."""

    def forward(self, x):
        return F.adaptive_avg_pool2d(x, (4, 4)), F.adaptive_max_pool2d(x, (4, 4))


class Svd(torch.nn.Module):
    """``torch.linalg.svd`` of a 6 x 4 matrix: the singular values and the sign-free reconstruction U S Vh."""

    def forward(self, a):
        u, s, vh = torch.linalg.svd(a, full_matrices=False)
        return s, (u * s) @ vh


def _inputs(seed: int, *shapes: tuple[int, ...]) -> tuple[torch.Tensor, ...]:
    generator = torch.Generator().manual_seed(seed)
    return tuple(torch.randn(shape, generator=generator) for shape in shapes)


MODELS: dict[str, Callable[[], tuple[torch.nn.Module, tuple]]] = {
    "torch_lstm2": lambda: (Lstm2(), _inputs(1, (4, 20, 16))),
    "torch_gru2": lambda: (Gru2(), _inputs(2, (4, 20, 16))),
    "torch_interpolate": lambda: (Interpolate(), _inputs(3, (1, 3, 16, 16))),
    "torch_grid_sample": lambda: (GridSample(), (_inputs(4, (1, 3, 16, 16))[0],
                                                 torch.rand((1, 12, 12, 2), generator=torch.Generator().manual_seed(5))
                                                 * 2.2 - 1.1)),
    "torch_adaptive_pool": lambda: (AdaptivePool(), _inputs(6, (1, 4, 12, 12))),
    "torch_svd": lambda: (Svd(), _inputs(7, (6, 4))),
}


def eager(name: str) -> tuple[torch.nn.Module, tuple, tuple]:
    """The model, its inputs and its eager outputs, made before torch_xla is imported: importing it replaces
    ``torch.nn.GRU`` by torch_xla's scan-based GRU (``torch_xla/_patched_functions.py``), which does not run
    on CPU tensors."""
    torch.manual_seed(0)
    model, inputs = MODELS[name]()
    model.eval()
    with torch.no_grad():
        expected = model(*inputs)
    return model, inputs, expected if isinstance(expected, tuple) else (expected,)


def write(name: str, model: torch.nn.Module, inputs: tuple, expected: tuple) -> None:
    """Export ``name`` and write its three files; report a model torch_xla cannot export."""
    from torch_xla.stablehlo import VariableType, exported_program_to_stablehlo  # after eager(): see there

    with torch.no_grad():
        try:
            graph = exported_program_to_stablehlo(torch.export.export(model, inputs))
        except Exception as exc:  # noqa: BLE001 - a dev-time report
            print(f"{name}: not exported: {str(exc).splitlines()[0]}")
            return
    bundle = graph._bundle
    func = bundle.stablehlo_funcs[0]
    arguments = []
    for location in func.meta.input_locations:
        if location.type_ == VariableType.PARAMETER:
            arguments.append(bundle.state_dict[location.name])
        elif location.type_ == VariableType.CONSTANT:
            arguments.append(bundle.additional_constants[location.position])
        else:
            arguments.append(inputs[location.position])
    text = graph.get_stablehlo_text()
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f"{name}.mlir").write_text(text)
    np.savez_compressed(OUT / f"{name}.inputs.npz",
                        **{f"in{i}": np.asarray(torch.as_tensor(a).detach().numpy()) for i, a in enumerate(arguments)})
    shapes = [tuple(signature.shape) for signature in func.meta.output_signature]
    outputs = [t.detach().numpy().reshape(shape) for t, shape in zip(expected, shapes)]
    np.savez_compressed(OUT / f"{name}.expected.npz", **{f"out{i}": v for i, v in enumerate(outputs)})
    print(f"{name}: {len(text):,} chars of text, {len(arguments)} arguments")


def main(argv: list[str]) -> None:
    """Export the models named in argv, or all of them."""
    runs = {name: eager(name) for name in argv or list(MODELS)}
    for name, run in runs.items():
        write(name, *run)


if __name__ == "__main__":
    main(sys.argv[1:])
