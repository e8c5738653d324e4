"""Export the litert-torch programs of ``testdata/litert/``: a dev-time script, not part of the package.

litert-torch (the PyTorch -> LiteRT/TFLite converter, formerly ai-edge-torch) lowers a ``torch.export``
program to StableHLO with its own lowering (``litert_torch.backend.export.exported_program_to_mlir``, the
"odml_torch" path: a ``LoweringInterpreter`` over the FX graph with one lowering per aten op, some written
through JAX, ``backend/jax_bridge``) before it hands the module to the TFLite converter. Its result, an
``MlirLowered``, holds the module: ``get_text(large_elements_limit=None)`` is its text (NAME.mlir; the default
limit of 16 would elide every larger constant as ``dense_resource<__elided__>``) and ``module_bytecode`` its
plain MLIR bytecode (NAME.mlirbc, ``write_bytecode`` of the same module, not a VHLO portable artifact).

Weights: by default (``inline_constants=True``) litert-torch inlines the parameters and buffers into the module
as ``stablehlo.constant``s, and ``@main`` takes only the model's inputs (``transformer``, ``op_zoo``). ``cnn``
is lowered with ``inline_constants=False``: its parameters and buffers stay leading arguments of ``@main``, in
the order of ``MlirLowered.input_signature`` (parameters first, by their ``state_dict`` names, then the user
inputs), which NAME.inputs.npz follows.

Each NAME is written as NAME.mlir, NAME.mlirbc, NAME.inputs.npz (``in0``, ...: ``@main``'s arguments in order)
and NAME.expected.npz (``out0``, ...: what PyTorch computes eagerly on the CPU for the same inputs, the leaves
of the output pytree). Fixed seeds; small weights.

Run it from the repository's root in the litert-torch virtualenv (versions in testdata/litert/README.md)::

    /work/oracles/litert/bin/python tools/export_litert.py            # every program
    /work/oracles/litert/bin/python tools/export_litert.py op_zoo     # only these
    /work/oracles/litert/bin/python tools/export_litert.py --out /work/exports/litert
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

import numpy as np
import torch
import torch.nn.functional as F
import torch.utils._pytree as pytree
from litert_torch.backend.export import exported_program_to_mlir
from torch import nn

from export_cli import export_main  # tools/, the script's folder, is on sys.path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "testdata" / "litert"


# ----------------------------------------------------------------------------- models
class Cnn(nn.Module):
    """Conv2d -> BatchNorm2d (eval) -> ReLU -> MaxPool2d -> depthwise Conv2d -> AdaptiveAvgPool2d -> Linear."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 6, 3, padding=1)
        self.norm = nn.BatchNorm2d(6)
        self.depthwise = nn.Conv2d(6, 6, 3, groups=6, stride=2)
        self.fc = nn.Linear(6, 4)

    def forward(self, x):
        h = F.max_pool2d(F.relu(self.norm(self.conv(x))), 2)
        h = F.adaptive_avg_pool2d(F.hardswish(self.depthwise(h)), 1).flatten(1)
        return self.fc(h)


class Transformer(nn.Module):
    """A pre-norm transformer block: causal self-attention with a key-padding mask (``scaled_dot_product_attention``
    with a boolean mask built from the ``lengths`` input), LayerNorm, a GELU MLP, residuals, then mean pooling."""

    def __init__(self, dim: int = 16, heads: int = 2):
        super().__init__()
        self.heads = heads
        self.norm1, self.norm2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
        self.qkv, self.proj = nn.Linear(dim, 3 * dim), nn.Linear(dim, dim)
        self.mlp = nn.Sequential(nn.Linear(dim, 2 * dim), nn.GELU(approximate="tanh"), nn.Linear(2 * dim, dim))

    def forward(self, x, lengths):
        b, t, d = x.shape
        positions = torch.arange(t)
        causal = positions[None, :] <= positions[:, None]
        valid = positions[None, :] < lengths[:, None]
        mask = causal[None, None] & valid[:, None, None, :]
        q, k, v = self.qkv(self.norm1(x)).reshape(b, t, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        attn = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        x = x + self.proj(attn.transpose(1, 2).reshape(b, t, d))
        x = x + self.mlp(self.norm2(x))
        weights = valid.float()[..., None]
        return x, (x * weights).sum(1) / weights.sum(1)


class OpZoo(nn.Module):
    """Many different ops: index/gather, cumsum, sort, topk, where, clamp, pow, softmax, layer_norm, interpolate
    (bilinear and nearest), embedding, argmax, flip, roll, scatter-add (index_add), masked_fill, logsumexp,
    einsum, erf GELU, atan2, remainder, var/mean, triu (not cumprod: litert-torch has no lowering of it)."""

    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(10, 4)
        self.norm = nn.LayerNorm(4)

    def forward(self, x, ids, image):
        e = self.embedding(ids)                                    # (2, 5, 4)
        picked = x[:, ids[0] % 6]                                  # advanced indexing: (3, 5)
        gathered = torch.gather(x, 1, ids[:, :3].repeat(2, 1)[:3] % x.shape[1])
        sorted_values, sorted_indices = torch.sort(x, dim=1, descending=True)
        top_values, top_indices = torch.topk(x, 2, dim=1)
        clamped = torch.clamp(x, -0.5, 0.7).pow(2) + torch.where(x > 0, x, 0.1 * x)
        soft = F.softmax(x * 3.0, dim=-1)
        normed = self.norm(e)
        up = F.interpolate(image, scale_factor=2, mode="bilinear", align_corners=False)
        near = F.interpolate(image, size=(3, 5), mode="nearest")
        masked = x.masked_fill(x < -0.5, -1.0).flip(1).roll(1, dims=0)
        added = torch.zeros(10, 4).index_add(0, ids[1], e[0])
        mixed = torch.einsum("bti,bsi->bts", normed, e)
        lse = torch.logsumexp(x, dim=0)
        extra = (F.gelu(x) + torch.atan2(x, x + 2.0) + torch.remainder(x * 5.0, 2.0)).triu(1)
        stats = torch.stack([x.var(dim=1), x.mean(dim=1)], 1)
        return (picked, gathered, torch.cumsum(x, 1), sorted_values,
                sorted_indices, top_values, top_indices, clamped, soft, normed, up, near, masked, added, mixed,
                lse, extra, stats, torch.argmax(x, dim=1))


# ----------------------------------------------------------------------------- export
def export(out: Path, name: str, model: nn.Module, args: tuple, inline_constants: bool = True) -> None:
    model.eval()
    with torch.no_grad():
        expected = [t.detach().numpy() for t in pytree.tree_leaves(model(*args))]
        lowered = exported_program_to_mlir(torch.export.export(model, args), inline_constants=inline_constants)
    text = lowered.get_text(large_elements_limit=None)
    if "__elided__" in text:
        raise SystemExit(f"{name}: elided constants in the text")
    inputs = [lowered.state_dict[spec.input_spec.name].detach().numpy() if spec.input_spec.is_parameter
              else args[spec.input_spec.i].numpy() for spec in lowered.input_signature]
    (out / f"{name}.mlir").write_text(text)
    (out / f"{name}.mlirbc").write_bytes(lowered.module_bytecode)
    np.savez(out / f"{name}.inputs.npz", **{f"in{i}": a for i, a in enumerate(inputs)})
    np.savez(out / f"{name}.expected.npz", **{f"out{i}": a for i, a in enumerate(expected)})


def cnn(out: Path) -> None:
    torch.manual_seed(0)
    model = Cnn()
    with torch.no_grad():  # BatchNorm statistics other than the defaults
        model.norm.running_mean.uniform_(-0.5, 0.5)
        model.norm.running_var.uniform_(0.5, 1.5)
    export(out, "cnn", model, (torch.randn(2, 3, 8, 8),), inline_constants=False)


def transformer(out: Path) -> None:
    torch.manual_seed(1)
    export(out, "transformer", Transformer(), (torch.randn(2, 6, 16), torch.tensor([6, 3])))


def op_zoo(out: Path) -> None:
    torch.manual_seed(2)
    args = (torch.randn(3, 6), torch.tensor([[1, 4, 0, 9, 4], [2, 2, 7, 3, 0]]), torch.randn(1, 2, 3, 4))
    export(out, "op_zoo", OpZoo(), args)


PROGRAMS: dict[str, Callable[[Path], None]] = {"cnn": cnn, "transformer": transformer, "op_zoo": op_zoo}


if __name__ == "__main__":
    export_main(PROGRAMS, OUT, sys.argv[1:])
