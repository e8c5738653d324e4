"""Shared helpers of the ``export_hlo_*.py`` scripts (stdlib and NumPy only, so both oracles can import it).

Not run on its own: ``tools/export_hlo_jax.py`` and ``tools/export_hlo_tf.py`` import it to write the
sidecars of ``testdata/hlo/`` and their entries of ``testdata/hlo/programs.json``, and
``tools/export_hlo_readme.py`` uses :func:`opcodes_of` to list each file's HLO opcodes.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "testdata" / "hlo"
PROGRAMS_JSON = OUT / "programs.json"

# One HLO instruction: ``[ROOT] [%]name = TYPE opcode(operands), attributes``. TYPE is an array shape
# (``f32[2,3]{1,0}``, no spaces) or a tuple shape in parentheses (which may nest and hold ``/*index=5*/``).
_INSTRUCTION = re.compile(r"^\s*(?:ROOT\s+)?%?[\w.\-]+ = (.*)$")
_OPCODE = re.compile(r"([a-z][a-z0-9\-]*)\(")

_HLO_DTYPES = {
    "pred": np.bool_, "s8": np.int8, "s16": np.int16, "s32": np.int32, "s64": np.int64,
    "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64,
    "f16": np.float16, "f32": np.float32, "f64": np.float64, "c64": np.complex64, "c128": np.complex128,
}


def _skip_type(text: str) -> str:
    """Return what follows the shape at the start of ``text``."""
    if not text.startswith("("):
        return text.split(" ", 1)[1] if " " in text else ""
    depth = 0
    for i, ch in enumerate(text):
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0:
            return text[i + 1:].lstrip()
    return ""


def opcodes_of(hlo_text: str) -> list[str]:
    """The sorted set of opcodes of every instruction in an HLO module's text."""
    found = set()
    for line in hlo_text.splitlines():
        m = _INSTRUCTION.match(line)
        if m:
            op = _OPCODE.match(_skip_type(m.group(1)))
            if op:
                found.add(op.group(1))
    return sorted(found)


def _top_level_keys(text: str) -> set[str]:
    """Names of ``, name=`` that stand outside every bracket of ``text`` (quoted strings already blanked)."""
    depth, keys = 0, set()
    for m in re.finditer(r"[{}()\[\]]|, ([a-z_][a-z0-9_]*)=", text):
        if m.group(1) is None:
            depth += 1 if m.group(0) in "{([" else -1
        elif depth == 0:
            keys.add(m.group(1))
    return keys


def attributes_of(hlo_text: str) -> tuple[list[str], list[str]]:
    """The attribute names of the ``HloModule`` line and of the instructions (outside nested braces)."""
    module, instr = set(), set()
    for line in hlo_text.splitlines():
        bare = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
        if line.startswith("HloModule"):
            module |= _top_level_keys(bare)
        elif _INSTRUCTION.match(line):
            instr |= _top_level_keys(bare)
    return sorted(module), sorted(instr)


def custom_call_targets_of(hlo_text: str) -> list[str]:
    return sorted(set(re.findall(r'custom_call_target="([^"]+)"', hlo_text)))


def module_header(hlo_text: str) -> dict:
    """``replica_count`` and ``num_partitions`` as the ``HloModule`` line says (1 when absent)."""
    head = next((ln for ln in hlo_text.splitlines() if ln.startswith("HloModule")), "")
    out = {}
    for key in ("replica_count", "num_partitions"):
        m = re.search(rf"\b{key}=(\d+)", head)
        out[key] = int(m.group(1)) if m else 1
    return out


def entry_parameters(hlo_text: str) -> list[tuple[str, tuple[int, ...]]]:
    """(HLO element type, dims) of each ENTRY parameter, by parameter number."""
    lines = hlo_text.splitlines()
    start = next(i for i, ln in enumerate(lines) if ln.startswith("ENTRY"))
    params = {}
    for ln in lines[start + 1:]:
        if ln.startswith("}"):
            break
        m = re.match(r"^\s*(?:ROOT\s+)?%?[\w.\-]+ = (\w+)\[([\d,]*)\]\S* parameter\((\d+)\)", ln)
        if m:
            dims = tuple(int(d) for d in m.group(2).split(",") if d)
            params[int(m.group(3))] = (m.group(1), dims)
        elif re.search(r" parameter\(\d+\)", ln):
            raise ValueError(f"ENTRY parameter of a shape this check does not read: {ln.strip()}")
    return [params[i] for i in range(len(params))]


def check_parameters(name: str, hlo_text: str, inputs: list[np.ndarray]) -> None:
    """Fail loudly unless the ENTRY parameters match ``inputs`` in count, order, dtype and shape."""
    params = entry_parameters(hlo_text)
    if len(params) != len(inputs):
        raise SystemExit(f"{name}: HLO has {len(params)} parameters, inputs.npz {len(inputs)}")
    for i, ((ty, dims), arr) in enumerate(zip(params, inputs)):
        if _HLO_DTYPES.get(ty) != arr.dtype.type or dims != arr.shape:
            raise SystemExit(f"{name}: parameter {i} is {ty}{list(dims)}, input is {arr.dtype}{list(arr.shape)}")


def save_npz(path: Path, prefix: str, arrays: list[np.ndarray]) -> None:
    np.savez(path, **{f"{prefix}{i}": np.asarray(a) for i, a in enumerate(arrays)})


def write_text(path: Path, text: str) -> None:
    path.write_text(text if text.endswith("\n") else text + "\n")


def update_programs(entries: dict[str, dict], path: Path = PROGRAMS_JSON) -> None:
    """Merge ``entries`` (name -> description) into programs.json, keeping the other programs."""
    data = json.loads(path.read_text()) if path.exists() else {}
    data.update(entries)
    path.write_text(json.dumps(dict(sorted(data.items())), indent=1) + "\n")
