"""Shared pieces of the fuzz tests (``tests/test_fuzz_*.py``; issue #15, point 4): the corpus, the
mutators, the oracle and the counts by kind of mutation.

A mutation is ``(kind, seed)``: the mutator of ``kind`` draws everything it changes from
``random.Random(seed)``, so a failing example is reproduced (and kept as a regression test) from
its file, kind and seed alone. Hypothesis chooses the file, the kind and the seed; its profiles
(``fuzz-bounded`` in ``make test``, ``fuzz`` for ``make fuzz``) say how many examples.

The oracle (``exercise_program``): each mutant goes through ``load_bytes`` (or ``parse_text``) ->
``verify()`` -> ``run`` on inputs made up from its signature, under a memory budget and a time limit
(``RUN_GUARDS``); every failure must be a project error (``StableHLOError``, never an
``InternalError``), and a run must stop within its time limit.

Counts: each example adds one to ``COUNTS["area/kind/outcome"]``; with ``STABLEHLO_PY_FUZZ_COUNTS=DIR``
each test process writes its counts to a JSON file there after each fuzz test module, and
``python tests/fuzzing.py DIR`` prints the table (``make fuzz``). ``STABLEHLO_PY_FUZZ_PROFILE`` picks the
profile, ``STABLEHLO_PY_FUZZ_EXAMPLES`` its number of examples per test.
"""
from __future__ import annotations

import json
import os
import random
import re
import sys
import time
from collections import Counter
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, settings

REPO = Path(__file__).resolve().parents[1]
TESTDATA = REPO / "testdata"
SHARED = REPO.parent / "shared" / "conformance"

# make test: bounded, seeded (the same examples every run); make fuzz: the long campaign.
_COMMON = dict(derandomize=True, deadline=None, database=None, print_blob=True,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                      HealthCheck.filter_too_much])
settings.register_profile("fuzz-bounded", max_examples=int(os.environ.get("STABLEHLO_PY_FUZZ_EXAMPLES", 150)),
                          **_COMMON)
settings.register_profile("fuzz", max_examples=int(os.environ.get("STABLEHLO_PY_FUZZ_EXAMPLES", 4000)), **_COMMON)
PROFILE = os.environ.get("STABLEHLO_PY_FUZZ_PROFILE", "fuzz-bounded")


def fuzz_settings(scale: float = 1.0) -> settings:
    """The active profile, with ``scale`` times its examples (a cheap test may take more)."""
    base = settings.get_profile(PROFILE)
    return settings(base, max_examples=max(1, int(base.max_examples * scale)))


# ---------------------------------------------------------------- corpus
RUN_TIMEOUT = 2.0  # seconds a mutant's run may take (the interpreter stops it; checked after it too)
RUN_MAX_BYTES = 64 << 20  # a mutant's memory budget


@lru_cache(maxsize=None)
def text_corpus() -> tuple[Path, ...]:
    """The MLIR text programs of ``testdata/``, its HLO text programs (``.hlo``, XLA's own format) and, when
    present, the programs of ``../shared/conformance``."""
    paths = sorted(TESTDATA.rglob("*.mlir")) + list(hlo_corpus())
    if SHARED.is_dir():
        paths += sorted((SHARED / "interpret").glob("*.mlir"))
        paths += sorted((SHARED / "testdata").glob("*.mlir"))[::10]  # a tenth of the 4,600 ops tests
    return tuple(p for p in paths if p.stat().st_size < 200_000)


@lru_cache(maxsize=None)
def hlo_corpus() -> tuple[Path, ...]:
    """XLA's HLO text programs of ``testdata/`` (``.hlo``: JAX's and TensorFlow's, before and after optimizations)."""
    return tuple(p for p in sorted(TESTDATA.rglob("*.hlo")) if p.stat().st_size < 200_000)


@lru_cache(maxsize=None)
def binary_corpus() -> tuple[Path, ...]:
    """The bytecode (``.mlirbc``) and ``jax.export`` (``.jax_exported``) files of ``testdata/`` and
    ``../shared/conformance/artifacts``."""
    paths = sorted(TESTDATA.rglob("*.mlirbc")) + sorted(TESTDATA.rglob("*.jax_exported"))
    if (SHARED / "artifacts").is_dir():
        paths += sorted((SHARED / "artifacts").rglob("*.mlirbc"))[::20]
    return tuple(p for p in paths if p.stat().st_size < 200_000)


@lru_cache(maxsize=4096)
def read(path: Path) -> bytes:
    return path.read_bytes()


# ---------------------------------------------------------------- mutators
_TOKEN = re.compile(r"%[\w#.:]+|@[\w.]+|\"(?:[^\"\\]|\\.)*\"|[A-Za-z_][\w.$]*|-?\d+(?:\.\d+)?(?:e[-+]?\d+)?|->|\S")
_DIMS = re.compile(r"(?<=[<x])(\d+)(?=x)")
_ELEMENT = re.compile(r"\b(?:f16|f32|f64|bf16|i1|i8|i16|i32|i64|ui8|ui32|f8E5M2|f8E4M3FN|complex<f32>)\b")
# XLA's HLO text: a shape's dimensions f32[2,3] and its element types
_HLO_DIMS = re.compile(r"(?<=[\[,])(\d+)(?=[,\]])")
_HLO_ELEMENT = re.compile(r"\b(?:pred|s8|s16|s32|s64|u8|u32|f16|bf16|f32|f64|c64)(?=\[)")
_BRACKETS = "()[]{}<>"
_HUGE = ("1000000", "4294967296", "9223372036854775807", "99999999999999999999999", "-1", "-7", "0", "-0")
_UNKNOWN_TYPES = ("f31", "i0", "ui129", "f8E9M9", "bf17", "complex<i32>", "complex<f31>", "tf32x", "si-1", "i")


def _tokens(text: str) -> list[re.Match]:
    return list(_TOKEN.finditer(text))


def _replace(text: str, match: re.Match, new: str) -> str:
    return text[:match.start()] + new + text[match.end():]


def truncate(text: str, rnd: random.Random) -> str:
    return text[:rnd.randrange(len(text) + 1)]


def drop_token(text: str, rnd: random.Random) -> str:
    tokens = _tokens(text)
    return _replace(text, rnd.choice(tokens), "") if tokens else text


def duplicate_token(text: str, rnd: random.Random) -> str:
    tokens = _tokens(text)
    if not tokens:
        return text
    token = rnd.choice(tokens)
    return text[:token.end()] + " " + token.group() + text[token.end():]


def swap_tokens(text: str, rnd: random.Random) -> str:
    tokens = _tokens(text)
    if len(tokens) < 2:
        return text
    a, b = sorted(rnd.sample(tokens, 2), key=lambda m: m.start())
    return text[:a.start()] + b.group() + text[a.end():b.start()] + a.group() + text[b.end():]


def _dimensions(text: str) -> list[re.Match]:
    """The places of dimension sizes: MLIR's ``2x3x`` and, in HLO text, also a shape's ``[2,3]``."""
    found = list(_DIMS.finditer(text))
    if text.lstrip().startswith("HloModule"):
        found += _HLO_DIMS.finditer(text)
    return found


def huge_dimension(text: str, rnd: random.Random) -> str:
    dims = _dimensions(text)
    return _replace(text, rnd.choice(dims), rnd.choice(_HUGE)) if dims else text + "x"


def negative_dimension(text: str, rnd: random.Random) -> str:
    dims = _dimensions(text)
    return _replace(text, rnd.choice(dims), f"-{rnd.choice(dims).group()}") if dims else text


def unknown_element_type(text: str, rnd: random.Random) -> str:
    types = list(_ELEMENT.finditer(text))
    if text.lstrip().startswith("HloModule"):
        types += _HLO_ELEMENT.finditer(text)
    return _replace(text, rnd.choice(types), rnd.choice(_UNKNOWN_TYPES)) if types else text


def unbalanced_bracket(text: str, rnd: random.Random) -> str:
    places = [i for i, c in enumerate(text) if c in _BRACKETS]
    if not places or rnd.random() < 0.3:
        i = rnd.randrange(len(text) + 1)
        return text[:i] + rnd.choice(_BRACKETS) + text[i:]
    i = rnd.choice(places)
    return text[:i] + (rnd.choice(_BRACKETS) if rnd.random() < 0.5 else "") + text[i + 1:]


def deep_nesting(text: str, rnd: random.Random) -> str:
    """50,000 nested brackets (or ``tuple<``, or generic regions) at a random place."""
    opener, closer = rnd.choice((("[", "]"), ("(", ")"), ("{", "}"), ("tuple<", ">"), ("dense<[", "]>"),
                                 ('"stablehlo.if"(%p) ({', "})")))
    depth = rnd.choice((50_000, 600, 100))
    i = rnd.randrange(len(text) + 1)
    return text[:i] + opener * depth + closer * depth + text[i:]


def random_bytes(data: bytes, rnd: random.Random) -> bytes:
    """Random bytes spliced in (or, one time in four, a whole file of them)."""
    chunk = bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 64)))
    if rnd.random() < 0.25:
        return chunk
    i = rnd.randrange(len(data) + 1)
    return data[:i] + chunk + data[i + rnd.randrange(8):]


def non_utf8(data: bytes, rnd: random.Random) -> bytes:
    i = rnd.randrange(len(data) + 1)
    return data[:i] + rnd.choice((b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x80\x80", b"\xfe\xfe")) + data[i:]


def truncate_bytes(data: bytes, rnd: random.Random) -> bytes:
    return data[:rnd.randrange(len(data) + 1)]


def bit_flip(data: bytes, rnd: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rnd.choice((1, 1, 2, 4, 16))):
        if out:
            out[rnd.randrange(len(out))] ^= 1 << rnd.randrange(8)
    return bytes(out)


TEXT_MUTATIONS = {f.__name__: f for f in (truncate, drop_token, duplicate_token, swap_tokens, huge_dimension,
                                          negative_dimension, unknown_element_type, unbalanced_bracket,
                                          deep_nesting)}
BYTE_MUTATIONS = {f.__name__: f for f in (random_bytes, non_utf8)}
BINARY_MUTATIONS = {"truncate": truncate_bytes, "bit_flip": bit_flip, "random_bytes": random_bytes}


def mutate_text(data: bytes, kind: str, seed: int) -> bytes:
    """``data`` (an MLIR text file) changed by the mutation ``kind`` with ``seed``."""
    rnd = random.Random(seed)
    if kind in BYTE_MUTATIONS:
        return BYTE_MUTATIONS[kind](data, rnd)
    return TEXT_MUTATIONS[kind](data.decode("utf-8"), rnd).encode("utf-8")


def mutate_binary(data: bytes, kind: str, seed: int) -> bytes:
    return BINARY_MUTATIONS[kind](data, random.Random(seed))


# ---------------------------------------------------------------- broken input files
INPUT_PROGRAM = TESTDATA / "examples" / "mlp.mlir"  # takes one tensor<4x8xf32>-like input (mlp_input.npy)
_NPY = TESTDATA / "examples" / "mlp_input.npy"
_DTYPES = ("int8", "complex128", "bool", "<U3", "S2", "float16", "datetime64[s]", "V3", "<i4,<f8", ">f4", "uint64")


def _npy(array: np.ndarray, allow_pickle: bool = False) -> bytes:
    import io

    buffer = io.BytesIO()
    np.save(buffer, array, allow_pickle=allow_pickle)
    return buffer.getvalue()


def _npz(members: dict[str, bytes]) -> bytes:
    import io
    import zipfile

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def _lying_header(npy: bytes, rnd: random.Random) -> bytes:
    """``npy`` with its header's shape (and half the time its dtype) replaced."""
    shape = rnd.choice(("(1000000000000,)", "(-3, 4)", "(4611686018427387904, 4)", "(0,)", "(2, 2, 2, 2, 2, 2)",
                        "(1 << 70,)", "()", "(99999999999999999999999,)", "'x'"))
    descr = rnd.choice(("'<f31'", "'|O'", "'<f1'", "'<V0'", "[('a', '<i4')]", "'<U1000000000'", "3"))
    return lying_header(npy, shape, descr if rnd.random() < 0.5 else None)


def lying_header(npy: bytes, shape: str, descr: str | None = None) -> bytes:
    """``npy`` with the text ``shape`` (and ``descr``) in its header, padded to the same length as NumPy
    aligns it, the data unchanged."""
    length = int.from_bytes(npy[8:10], "little")
    header = npy[10:10 + length].decode("latin1")
    new = re.sub(r"'shape': \([^)]*\)", f"'shape': {shape}", header)
    if descr is not None:
        new = re.sub(r"'descr': '[^']*'", f"'descr': {descr}", new)
    new = new.rstrip("\n ")
    new = (new + " " * max(0, length - 1 - len(new)) + "\n").encode("latin1")
    return npy[:8] + len(new).to_bytes(2, "little") + new + npy[10 + length:]


def _zip_size_lie(npz: bytes, rnd: random.Random) -> bytes:
    """``npz`` with one of its members' sizes (compressed or not, local or central header) changed."""
    out = bytearray(npz)
    places = [m.start() + offset for sig, offsets in ((b"PK\x03\x04", (18, 22)), (b"PK\x01\x02", (20, 24)))
              for m in re.finditer(re.escape(sig), npz) for offset in offsets]
    at = rnd.choice(places)
    value = rnd.choice((0, 1, 0xFFFFFFFF, 0x7FFFFFFF, int.from_bytes(out[at:at + 4], "little") * 1000 & 0xFFFFFFFF))
    out[at:at + 4] = value.to_bytes(4, "little")
    return bytes(out)


def broken_input(kind: str, seed: int) -> tuple[bytes, str]:
    """A broken input file of ``kind`` (its bytes and its suffix), made from ``mlp_input.npy``."""
    rnd = random.Random(seed)
    good = np.load(_NPY)
    npy = read(_NPY)
    if kind == "truncated_npy":
        return npy[:rnd.randrange(len(npy))], ".npy"
    if kind == "bit_flip_npy":
        return bit_flip(npy, rnd), ".npy"
    if kind == "wrong_dtype":
        return _npy(np.zeros(good.shape, np.dtype(rnd.choice(_DTYPES)))), ".npy"
    if kind == "wrong_shape":
        shape = tuple(rnd.randrange(4) for _ in range(rnd.randrange(6)))
        return _npy(np.ones(shape, good.dtype)), ".npy"
    if kind == "object_array":
        return _npy(np.array([{"a": 1}, None, 3], dtype=object), allow_pickle=True), rnd.choice((".npy", ".npz"))
    if kind == "npy_header_lie":
        return _lying_header(npy, rnd), ".npy"
    if kind == "npz_header_lie":
        return _npz({"arg0.npy": _lying_header(npy, rnd)}), ".npz"
    if kind == "npz_size_lie":
        return _zip_size_lie(_npz({"arg0.npy": npy, "in1.npy": _npy(good[:1])}), rnd), ".npz"
    if kind == "truncated_npz":
        npz = _npz({"arg0.npy": npy})
        return npz[:rnd.randrange(len(npz))], ".npz"
    if kind == "npz_bad_member":
        return _npz({rnd.choice(("arg0.npy", "x.txt", "../a.npy", "\u00e9.npy")): rnd.choice((b"", npy[:30], b"\xff" * 9))}), ".npz"
    if kind == "non_utf8":
        return bytes(rnd.randrange(128, 256) for _ in range(rnd.randrange(1, 200))), rnd.choice((".npy", ".npz", ".txt"))
    if kind == "empty":
        return b"", rnd.choice((".npy", ".npz"))
    raise ValueError(kind)


INPUT_KINDS = ("truncated_npy", "bit_flip_npy", "wrong_dtype", "wrong_shape", "object_array", "npy_header_lie",
               "npz_header_lie", "npz_size_lie", "truncated_npz", "npz_bad_member", "non_utf8", "empty")


# ---------------------------------------------------------------- oracle
COUNTS: Counter = Counter()


# What ``Module.run`` (and ``shlo run``) is given to stop a mutant that would allocate too much or run
# too long (issue #15's memory budget and time limit); a run past its limit is a ResourceError.
RUN_GUARDS: dict = {"max_memory": RUN_MAX_BYTES, "timeout": RUN_TIMEOUT}


def exercise_program(data: bytes, source_name: str) -> str:
    """Load, verify and run a (mutated) program; the stage it stopped at (``parse``, ``verify``, ``run``:
    a project error there) or ``ran``/``verified`` (``verified``: not run: no ``@main``, or inputs over
    the budget). Anything but a project error propagates, an ``InternalError`` included."""
    from stablehlo_py import StableHLOError
    from stablehlo_py.errors import InternalError
    from stablehlo_py.harness.synthetic import synthetic_inputs
    from stablehlo_py.interpreter.budget import type_bytes
    from stablehlo_py.module import load_bytes

    stage = "parse"
    try:
        module = load_bytes(data, source_name)
        stage = "verify"
        module.verify()
        main = module.funcs.get("main")
        if main is None or main.body is None:
            return "verified"
        stage = "run"
        if sum(type_bytes(t) or 0 for t in main.type.inputs) > RUN_MAX_BYTES:
            return "verified"  # its inputs alone would be over the budget the run gets
        inputs = synthetic_inputs(main, 2)
        start = time.monotonic()
        try:
            module.run(*inputs, **RUN_GUARDS)
        finally:
            elapsed = time.monotonic() - start
            assert elapsed < RUN_TIMEOUT + 2, f"a run took {elapsed:.1f} s"
        return "ran"
    except InternalError:
        raise
    except StableHLOError as exc:
        assert str(exc), f"an empty message from {stage}"
        return stage


def count(area: str, kind: str, outcome: str) -> None:
    COUNTS[f"{area}/{kind}/{outcome}"] += 1


def _write_counts() -> None:
    folder = os.environ.get("STABLEHLO_PY_FUZZ_COUNTS")
    if folder and COUNTS:
        Path(folder).mkdir(parents=True, exist_ok=True)
        (Path(folder) / f"counts-{os.getpid()}.json").write_text(json.dumps(COUNTS))


@pytest.fixture(scope="module", autouse=True)
def write_counts():
    """Writes the counts after each fuzz test module (imported by each: pytest-xdist workers may end
    without running ``atexit`` hooks)."""
    yield
    _write_counts()


def summary(folder: Path) -> str:
    """The counts the test processes wrote to ``folder``: per area (``text``, ``bytecode``, ``input-api``,
    ``cli-run``, ...) a table of the examples by kind of mutation and by how they ended (the stage whose
    project error stopped them, ``ran``/``verified``, or the CLI's exit code), then the totals."""
    total: Counter = Counter()
    for file in sorted(folder.glob("counts-*.json")):
        total.update(json.loads(file.read_text()))
    areas: dict[str, dict[str, Counter]] = {}
    for key, n in total.items():
        area, kind, outcome = key.split("/")
        areas.setdefault(area, {}).setdefault(kind, Counter())[outcome] += n
    lines = []
    for area, kinds in sorted(areas.items()):
        outcomes = sorted({o for c in kinds.values() for o in c})
        lines.append(f"{area:<22} {'total':>7} " + " ".join(f"{o:>9}" for o in outcomes))
        for kind, c in sorted(kinds.items()):
            lines.append(f"  {kind:<20} {sum(c.values()):>7} " + " ".join(f"{c[o]:>9}" for o in outcomes))
    sizes = {area: sum(sum(c.values()) for c in kinds.values()) for area, kinds in sorted(areas.items())}
    lines.append("totals: " + ", ".join(f"{a} {n}" for a, n in sizes.items()) + f"; all {sum(sizes.values())}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(summary(Path(sys.argv[1])))
