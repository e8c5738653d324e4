"""StableHLO versions: parsing, the window this package supports, named targets, bytecode versions.

Upstream: stablehlo/dialect/Version.h (``getCurrentVersion``, ``getMinimumVersion``) and Version.cpp
(``fromString``, ``getBytecodeVersion``, ``fromCompatibilityRequirement``).
"""
from __future__ import annotations

import re
from typing import NamedTuple


class Version(NamedTuple):
    """``major.minor.patch``; tuples order the way upstream's ``Version::operator<`` does."""

    major: int
    minor: int
    patch: int

    @classmethod
    def parse(cls, text: str) -> Version:
        """``1.15.0`` or a producer string ``StableHLO_v1.15.0``; ValueError for anything else."""
        match = _VERSION.match(text.strip())
        if match is None:
            raise ValueError(f"malformed StableHLO version {text!r}: expected #.#.# (e.g. 1.15.0 or StableHLO_v1.15.0)")
        return cls(int(match[1]), int(match[2]), int(match[3]))

    def __str__(self) -> str:
        return f"{self.major}.{self.minor}.{self.patch}"


_VERSION = re.compile(r"^(?:StableHLO_v)?(\d+)\.(\d+)\.(\d+)$")

# The newest version the op table covers (vhlo_ops.py, generated from the openxla/stablehlo snapshot whose
# Version.h says getCurrentVersion() = 1.20.0, with "current" standing for 1.22.0): what jaxlib 0.12 writes
# (stablehlo.get_current_version() = 1.22.0). Its VHLO ops, attributes, types and enum cases are those of
# 1.20.0 (tools/gen_vhlo_ops.py --current says how that was checked), so 1.21.0 and 1.22.0 artifacts are
# 1.20.0 ones with a newer producer version.
CURRENT = Version(1, 22, 0)
MINIMUM = Version(0, 9, 0)  # Version.h getMinimumVersion()

# Named compatibility targets (Version.cpp fromCompatibilityRequirement) as jax/jaxlib 0.10.2 resolves
# them (its StableHLO is 1.17.0): WEEK_4 = 1.15.0, which jax.export writes, and WEEK_12 = 1.13.7, XLA's
# default. These are the artifacts today's JAX produces and reads; the anchors move with each release
# (the 1.20.0 snapshot the op table comes from has 1.18.0 and 1.16.2, which jaxlib 0.10.2 cannot read;
# jaxlib 0.12 resolves WEEK_4 = 1.18.0, what its jax.export writes, and WEEK_12 = 1.16.3).
NAMED_TARGETS: dict[str, Version] = {
    "current": CURRENT,
    "minimum": MINIMUM,
    "week4": Version(1, 15, 0),
    "week12": Version(1, 13, 7),
}


def resolve_target(target: str | Version) -> Version:
    """The version a target names: ``current``, ``minimum``, ``week4``, ``week12`` or ``#.#.#``.

    ValueError for an unknown or malformed name, or a version outside [MINIMUM, CURRENT]
    (VhloToVersion.cpp validateTargetVersion).
    """
    if isinstance(target, Version):
        version = target
    else:
        named = NAMED_TARGETS.get(target.strip().lower())
        if named is not None:
            return named
        try:
            version = Version.parse(target)
        except ValueError:
            raise ValueError(f"unknown target {target!r}: expected one of {', '.join(NAMED_TARGETS)} "
                             f"or a version #.#.# between {MINIMUM} and {CURRENT}") from None
    if version < MINIMUM:
        raise ValueError(f"target version {version} is less than the minimum supported {MINIMUM}")
    if version > CURRENT:
        raise ValueError(f"target version {version} is greater than the current version {CURRENT}")
    return version


def opset_version(target: Version) -> Version:
    """The opset a target selects: opset changes bump the minor version, so the patch is ignored
    (VhloToVersion.cpp validateTargetVersion treats ``X.Y.Z`` as ``X.Y.0``)."""
    return Version(target.major, target.minor, 0)


def bytecode_version(target: str | Version) -> int:
    """The MLIR bytecode format version an artifact for ``target`` is written in (Version.cpp
    getBytecodeVersion): 0.9.x -> 0, 0.10-0.11 -> 1, 0.12-0.13 -> 3, 0.14 -> 4, 0.15 and later -> 6."""
    version = resolve_target(target)
    for bound, bytecode in _BYTECODE_VERSIONS:
        if version < bound:
            return bytecode
    return 6


_BYTECODE_VERSIONS = ((Version(0, 10, 0), 0), (Version(0, 12, 0), 1), (Version(0, 14, 0), 3),
                      (Version(0, 15, 0), 4))
