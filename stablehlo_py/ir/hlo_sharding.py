"""GSPMD's sharding strings, the ``mhlo.sharding`` attributes of programs exported without Shardy
(XLA's HloSharding::ToString, xla/hlo/ir/hlo_sharding.cc and tile_assignment.cc):

- ``{replicated}``, ``{manual}``, ``{maximal device=3}``
- ``{devices=[2,2]<=[4]}``: a tile assignment of shape [2,2] holding ``iota(4)`` reshaped;
  ``<=[2,2]T(1,0)`` reshapes iota to [2,2] and transposes it first ("iota tile assignment")
- ``{devices=[2,2]0,2,1,3}``: the device ids listed, row-major
- ``{devices=[1,2,2]<=[4] last_tile_dim_replicate}`` or ``last_tile_dims={replicated}``: the last tile
  dimension(s) hold replicas, not tiles of the tensor.

``parse_hlo_sharding`` gives an ``HloSharding``: the number of tiles of each tensor dimension and, for a
tiled sharding, the device array of shape ``tiles + (replicas,)``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from math import prod

import numpy as np


class HloShardingError(ValueError):
    """Text that is not a sharding this reader knows."""


@dataclass(frozen=True)
class HloSharding:
    kind: str  # "replicated", "manual", "maximal" or "tiled"
    devices: np.ndarray | None = None  # tiled: shape tiles + (replicas,)
    device: int | None = None  # maximal

    @property
    def tiles(self) -> tuple[int, ...]:
        return tuple(self.devices.shape[:-1]) if self.devices is not None else ()


_TILED = re.compile(r"devices=\[([\d,]+)\]\s*(?:<=\[([\d,]+)\](?:T\(([\d,]+)\))?|([\d,]+))((?:\s+\S.*)?)")


def _ints(text: str) -> list[int]:
    return [int(x) for x in text.split(",") if x]


def parse_hlo_sharding(text: str) -> HloSharding:
    """The sharding a ``mhlo.sharding`` string describes (one tensor: tuple shardings are not read)."""
    body = text.strip()
    if not (body.startswith("{") and body.endswith("}")):
        raise HloShardingError(f"expected a sharding '{{...}}' but found {text!r}")
    body = body[1:-1].strip()
    if body in ("replicated", "manual"):
        return HloSharding(body)
    m = re.fullmatch(r"maximal device=(\d+)", body)
    if m:
        return HloSharding("maximal", device=int(m.group(1)))
    m = _TILED.fullmatch(body)
    if m is None:
        raise HloShardingError(f"the sharding {text!r} is not one this reader knows (replicated, manual, maximal, "
                               f"or devices=[...] without tuple or subgroup-manual parts)")
    shape = _ints(m.group(1))
    if m.group(2) is not None:
        reshape = _ints(m.group(2))
        ids = np.arange(prod(reshape)).reshape(reshape)
        if m.group(3):
            ids = ids.transpose(_ints(m.group(3)))
    else:
        ids = np.array(_ints(m.group(4)))
    if ids.size != prod(shape):
        raise HloShardingError(f"the sharding {text!r} lists {ids.size} devices for a tile assignment of "
                               f"{prod(shape)}")
    ids = ids.reshape(shape)
    extra = m.group(5).strip()
    if extra == "last_tile_dim_replicate" or extra == "last_tile_dims={replicated}":
        return HloSharding("tiled", ids)
    if extra:
        raise HloShardingError(f"the sharding {text!r} has '{extra}', which this reader does not know")
    return HloSharding("tiled", ids.reshape(shape + [1]))
