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
from math import prod

import numpy as np

from .records import record


class HloShardingError(ValueError):
    """Text that is not a sharding this reader knows."""


@record(frozen=True)
class HloSharding:
    """One GSPMD sharding (``parse_hlo_sharding``): its kind and, when tiled, the device array."""

    kind: str  # "replicated", "manual", "maximal", "tiled" or "tuple"
    devices: np.ndarray | None = None  # tiled: the tile assignment (tile dimensions, then subgroup ones)
    subgroups: tuple[str, ...] = ()  # tiled: what the trailing dimensions of ``devices`` are ("replicated", "manual")
    device: int | None = None  # maximal
    elements: tuple["HloSharding", ...] = ()  # tuple: one sharding per value

    @property
    def tiles(self) -> tuple[int, ...]:
        """The number of tiles of each dimension of the value (tiled)."""
        if self.devices is None:
            return ()
        return tuple(self.devices.shape[:self.devices.ndim - len(self.subgroups)])


_TILED = re.compile(r"devices=\[([\d,]+)\]\s*(?:<=\[([\d,]+)\](?:T\(([\d,]+)\))?|([\d,]+))((?:\s+\S.*)?)")
_SUBGROUPS = re.compile(r"last_tile_dims=\{\s*((?:manual|replicated)(?:\s*,\s*(?:manual|replicated))*)\s*\}")


def _ints(text: str) -> list[int]:
    return [int(x) for x in text.split(",") if x]


def _top_level(body: str) -> list[str]:
    """The comma-separated parts of ``body`` outside braces."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(body):
        depth += (ch == "{") - (ch == "}")
        if ch == "," and depth == 0:
            parts.append(body[start:i])
            start = i + 1
    return parts + [body[start:]]


def parse_hlo_sharding(text: str) -> HloSharding:
    """The sharding a ``mhlo.sharding`` string describes."""
    body = text.strip()
    if not (body.startswith("{") and body.endswith("}")):
        raise HloShardingError(f"expected a sharding '{{...}}' but found {text!r}")
    body = body[1:-1].strip()
    if body.startswith("{"):
        return HloSharding("tuple", elements=tuple(parse_hlo_sharding(p) for p in _top_level(body)))
    if body in ("replicated", "manual"):
        return HloSharding(body)
    m = re.fullmatch(r"maximal device=(\d+)", body)
    if m:
        return HloSharding("maximal", device=int(m.group(1)))
    m = _TILED.fullmatch(body)
    if m is None:
        raise HloShardingError(f"the sharding {text!r} is not one this reader knows (replicated, manual, maximal, "
                               f"a tuple, or devices=[...])")
    shape = _ints(m.group(1))
    if m.group(2) is not None:
        reshape = _ints(m.group(2))
        if prod(reshape) != prod(shape):  # checked before the iota is made (a hostile size would not fit)
            raise HloShardingError(f"the sharding {text!r} lists {prod(reshape)} devices for a tile assignment of "
                                   f"{prod(shape)}")
        ids = np.arange(prod(reshape)).reshape(reshape)
        if m.group(3):
            ids = ids.transpose(_ints(m.group(3)))
    else:
        ids = np.array(_ints(m.group(4)))
    if ids.size != prod(shape):
        raise HloShardingError(f"the sharding {text!r} lists {ids.size} devices for a tile assignment of "
                               f"{prod(shape)}")
    extra = m.group(5).strip()
    subgroups: tuple[str, ...] = ()
    if extra == "last_tile_dim_replicate":
        subgroups = ("replicated",)
    elif extra:
        groups = _SUBGROUPS.fullmatch(extra)
        if groups is None:
            raise HloShardingError(f"the sharding {text!r} has '{extra}', which this reader does not know")
        subgroups = tuple(g.strip() for g in groups.group(1).split(","))
    if len(subgroups) > len(shape):
        raise HloShardingError(f"the sharding {text!r} has more subgroup dimensions than tile dimensions")
    return HloSharding("tiled", ids.reshape(shape), subgroups)
