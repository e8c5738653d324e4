"""The minimum versions pyproject.toml declares, as pip constraints: each ``name>=version`` of the
dependencies and the optional ones becomes ``name==version`` (``make test-min-deps`` installs them).

``python .ci/floors.py [pyproject.toml]`` prints the constraints; with ``--check`` it fails unless the
running Python has exactly those versions installed: of the dependencies and, with ``--extra NAME`` (any
number of times), of those extras (``make test-min-deps`` installs ``[test]`` but not ``[lapack]``).
"""
from __future__ import annotations

import re
import sys
import tomllib
from importlib import metadata
from pathlib import Path

_FLOOR = re.compile(r"^\s*([A-Za-z0-9._-]+)\s*>=\s*([0-9][^,;\s]*)\s*$")


def floors(pyproject: Path, extras: list[str] | None = None) -> dict[str, str]:
    """Name -> minimum version of every requirement of the project (of the dependencies and the ``extras``
    named, all of them when None); each must be a plain ``name>=version``."""
    project = tomllib.loads(pyproject.read_text())["project"]
    requirements = list(project["dependencies"])
    for name, extra in project.get("optional-dependencies", {}).items():
        if extras is None or name in extras:
            requirements += extra
    found = {}
    for requirement in requirements:
        m = _FLOOR.match(requirement)
        if m is None:
            raise SystemExit(f"{pyproject}: '{requirement}' is not of the form name>=version")
        found[m.group(1)] = m.group(2)
    return found


def main(args: list[str]) -> None:
    check = "--check" in args
    extras = [args[k + 1] for k, a in enumerate(args[:-1]) if a == "--extra"]
    paths = [a for k, a in enumerate(args) if a not in ("--check", "--extra") and (k == 0 or args[k - 1] != "--extra")]
    pins = floors(Path(paths[0] if paths else "pyproject.toml"), extras if check else None)
    if not check:
        print("\n".join(f"{name}=={version}" for name, version in pins.items()))
        return
    wrong = {name: metadata.version(name) for name in pins if metadata.version(name) != pins[name]}
    if wrong:
        raise SystemExit("not the declared minimums: " + ", ".join(f"{n} {v} (floor {pins[n]})" for n, v in wrong.items()))
    print("installed: " + ", ".join(f"{name} {version}" for name, version in pins.items()))


if __name__ == "__main__":
    main(sys.argv[1:])
