"""jax.export blobs (issue #10): the FlatBuffer metadata against what JAX reported at export time, the
calling convention (platform index, effect tokens, dropped arguments, shape polymorphism, pytrees),
and damaged blobs (truncated or corrupt at many offsets: a ``BytecodeError``, never another exception).

The blobs, their inputs, JAX's outputs and JAX's own view of the metadata (``NAME.meta.json``) are
written by ``tools/export_jax_blobs.py``."""
from __future__ import annotations

import dataclasses
import json
import struct
from pathlib import Path

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.bytecode.errors import BytecodeError
from stablehlo_py.bytecode.jax_export import PyTree, is_jax_exported, read_exported, sniff
from stablehlo_py.errors import StableHLOError
from stablehlo_py.interpreter.errors import InputError
from stablehlo_py.ir import nodes
from stablehlo_py.module import ExportedCallError, ExportedModule

DATA = Path(__file__).resolve().parents[1] / "testdata" / "jax_export"
NAMES = sorted(p.name[:-len(".jax_exported")] for p in DATA.glob("*.jax_exported"))
RUNNABLE = [n for n in NAMES if n != "sharded"]  # sharded's program holds sdy.mesh, which the text parser lacks


def blob(name: str) -> bytes:
    return (DATA / f"{name}.jax_exported").read_bytes()


def arrays(name: str, which: str) -> list[np.ndarray]:
    with np.load(DATA / f"{name}.{which}.npz") as archive:
        prefix = "in" if which == "inputs" else "out"
        return [archive[f"{prefix}{i}"] for i in range(len(archive.files))]


def from_text(name: str) -> ExportedModule:
    """The blob's metadata with the program parsed from ``exp.mlir_module()``'s text (no bytecode reader)."""
    plain = stablehlo_py.load(DATA / f"{name}.mlir")
    fields = {f.name: getattr(plain, f.name) for f in dataclasses.fields(nodes.Module)}
    return ExportedModule(**fields, exported=read_exported(blob(name), f"{name}.jax_exported"))


def test_the_blobs_are_small_and_complete():
    assert {"mlp", "multi_platform", "effect", "unused_arg", "shape_poly", "pytree", "combined"} <= set(NAMES)
    for path in DATA.iterdir():
        assert path.stat().st_size < 50_000, path


# ----------------------------------------------------------------------------- metadata
@pytest.mark.parametrize("name", NAMES)
def test_metadata_matches_what_jax_reported(name):
    meta = json.loads((DATA / f"{name}.meta.json").read_text())
    exp = read_exported(blob(name), name)
    got = exp.to_json()
    for key, value in meta.items():
        if key.endswith("_shardings"):
            continue
        assert got[key] == value, key
    for mine, theirs in zip(exp.in_shardings + exp.out_shardings, meta["in_shardings"] + meta["out_shardings"]):
        if theirs is None:
            assert mine is None
        else:
            assert dict(mine.mesh) == theirs["mesh"]
            assert [list(p) if isinstance(p, tuple) else p for p in mine.spec] == theirs["spec"]
    assert bytes(exp.mlir_module_serialized[:4]) == b"ML\xefR"
    assert exp.serialization_version == 3


def test_metadata_details():
    combined = read_exported(blob("combined"))
    assert combined.platforms == ("cpu", "cuda")
    assert combined.module_kept_var_idx == (0, 2) and len(combined.in_avals) == 3
    assert combined.ordered_effects == ("<class '__main__.DemoOrderedEffect'>",)
    assert combined.calling_convention_version == 10 and combined.nr_devices == 1
    assert combined.signature() == "f(float32[3], float32[], float32[3]) -> float32[3]"
    poly = read_exported(blob("shape_poly"))
    assert poly.in_avals[0].shape == ("b", 4) and poly.in_avals[0].is_symbolic and poly.uses_global_constants
    assert str(poly.in_avals[0].tensor_type()) == "tensor<?x4xf32>"
    sharded = read_exported(blob("sharded"))
    assert str(sharded.in_shardings[0]) == "NamedSharding(mesh=<x=1>, spec=P('x', None), memory_kind='device')"
    tree = read_exported(blob("pytree")).in_tree
    assert tree.children[0].children[0].keys == ("b", "w")
    assert tree.paths() == ["[0][0]['b']", "[0][0]['w']", "[0][1][0]", "[0][1][1]"]


def test_sniffing():
    assert all(is_jax_exported(blob(n)) for n in NAMES)
    assert sniff(blob("mlp")) == "jax-export"
    assert sniff(b"ML\xefR\x0dStableHLO_v1.15.0\x00") == "mlir-bytecode"
    assert sniff((DATA / "mlp.mlir").read_bytes()) == "text"
    for other in (b"", b"\x00" * 64, bytes(range(256)), (DATA / "mlp.inputs.npz").read_bytes()):
        assert not is_jax_exported(other)


# ----------------------------------------------------------------------------- damaged blobs
def _read_or_error(data: bytes) -> None:
    try:
        read_exported(data, "damaged")
    except BytecodeError as exc:
        assert str(exc).startswith("damaged: error: jax.export section")
    is_jax_exported(data)


@pytest.mark.parametrize("name", ["combined", "pytree", "sharded"])
def test_truncated_blobs_raise_bytecode_errors(name):
    data = blob(name)
    padding = len(data) - len(data.rstrip(b"\0")) - 1  # after the last string's NUL: never read
    for end in range(len(data) - padding):
        with pytest.raises(BytecodeError):
            read_exported(data[:end], "cut")
        is_jax_exported(data[:end])  # True when the root table and the module survive the cut: load says why


@pytest.mark.parametrize("name", ["combined", "pytree", "sharded"])
def test_corrupt_blobs_raise_bytecode_errors_or_read(name):
    data = blob(name)
    rng = np.random.default_rng(5)
    for offset in range(len(data)):
        for value in (0x00, 0xFF, data[offset] ^ (1 << int(rng.integers(8)))):
            damaged = bytearray(data)
            damaged[offset] = value
            _read_or_error(bytes(damaged))


def test_lengths_beyond_the_file_are_refused_before_allocating():
    data = bytearray(blob("mlp"))
    root = struct.unpack_from("<I", data, 0)[0]
    vtable = root - struct.unpack_from("<i", data, root)[0]
    field = struct.unpack_from("<H", data, vtable + 4 + 2 * 13)[0]  # mlir_module_serialized
    vector = root + field + struct.unpack_from("<I", data, root + field)[0]
    struct.pack_into("<I", data, vector, 0xFFFFFFF0)
    with pytest.raises(BytecodeError, match=r"4294967280 elements of 1 bytes do not fit") as caught:
        read_exported(bytes(data), "big")
    assert caught.value.offset == vector


def test_damaged_blob_loads_as_a_clean_error():
    with pytest.raises(StableHLOError, match="read as a jax.export blob: byte"):
        stablehlo_py.load(blob("mlp")[:700])


# ----------------------------------------------------------------------------- the calling convention
@pytest.mark.parametrize("name", RUNNABLE)
def test_calling_convention_on_the_text_program(name):
    module = from_text(name)
    results = module.call_flat(arrays(name, "inputs"))
    expected = arrays(name, "expected")
    assert len(results) == len(expected)
    for got, want in zip(results, expected):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def test_arguments_of_main():
    module = from_text("combined")
    x, unused, y = arrays("combined", "inputs")
    arguments = module.main_arguments([x, unused, y])
    assert arguments[0] == 0 and arguments[1] is None  # platform index of cpu, then the token
    assert arguments[2] is x and arguments[3] is y and len(arguments) == 4
    assert module.main_positions() == {0: 2, 2: 3}


def test_pytree_call():
    module = from_text("pytree")
    b, w, a, k = arrays("pytree", "inputs")
    out = module.call({"w": w, "b": b}, (a, k))
    assert set(out) == {"sum", "rest"} and out["rest"][1] is None
    np.testing.assert_array_equal(out["rest"][0], k * 2)
    with pytest.raises(ExportedCallError, match=r"args\[0\]: expected a dict with keys \['b', 'w'\]"):
        module.call({"w": w}, (a, k))
    with pytest.raises(ExportedCallError, match=r"args: expected a tuple of 2, given 1 elements"):
        module.call({"w": w, "b": b})


def test_inputs_are_checked_against_the_avals():
    module = from_text("unused_arg")
    x, unused, z = arrays("unused_arg", "inputs")
    first = module.call_flat([x, unused, z])  # arrays of the avals' types: taken as they are from now on
    assert all(np.array_equal(a, b) for a, b in zip(module.call_flat([x, unused.tolist(), z]), first))
    with pytest.raises(InputError, match=r"args\[1\]: expected int32\[3\], given an array of float32\[3\]"):
        module.call_flat([x, unused.astype(np.float32), z])
    with pytest.raises(InputError, match=r"args\[0\]: expected float32\[4\], given shape \[5\]"):
        module.call_flat([np.zeros(5, np.float32), unused, z])
    with pytest.raises(ExportedCallError, match="takes 3 input"):
        module.call_flat([x, z])
    poly = from_text("shape_poly")
    assert poly.call_flat([np.ones((7, 4), np.float32)])[0].shape == (4,)
    with pytest.raises(StableHLOError, match="Expected value >= 1 for dimension variable 'b'"):
        poly.call_flat([np.ones((0, 4), np.float32)])


def test_symbolic_dimensions_bind_once():
    module = from_text("shape_poly")
    two = module.exported.in_avals * 2
    tree = PyTree("tuple", (PyTree(
        "tuple", (module.exported.in_tree.children[0].children[0],) * 2), module.exported.in_tree.children[1]))
    module.exported = dataclasses.replace(module.exported, in_avals=two, in_tree=tree, module_kept_var_idx=(0,))
    with pytest.raises(InputError, match=r"args\[1\]: dimension 0 is 2, but 'b' is 3 from args\[0\]\.shape\[0\]"):
        module.main_arguments([np.ones((3, 4), np.float32), np.ones((2, 4), np.float32)])


def test_platforms_without_cpu_are_refused():
    module = from_text("multi_platform")
    module.exported = dataclasses.replace(module.exported, platforms=("cuda", "tpu"))
    with pytest.raises(ExportedCallError, match="exported for cuda, tpu, not for cpu"):
        module.call_flat(arrays("multi_platform", "inputs"))
    module.exported = dataclasses.replace(module.exported, disabled_checks=("platform",))
    assert module.platform_index() == 0


def test_metadata_that_disagrees_with_main_is_refused():
    module = from_text("effect")
    module.exported = dataclasses.replace(module.exported, ordered_effects=())
    with pytest.raises(ExportedCallError, match=r"@main takes 2 argument\(s\).*expects 1: 0 token\(s\)"):
        module.call_flat(arrays("effect", "inputs"))
    module.exported = dataclasses.replace(module.exported, calling_convention_version=8)
    with pytest.raises(ExportedCallError, match="calling convention version 8 is not supported"):
        module.call_flat(arrays("effect", "inputs"))


# ----------------------------------------------------------------------------- hand-made FlatBuffers
class _Builder:
    """Lays out FlatBuffer tables and vectors front to back (every offset points forward, as the format
    requires); table fields are 4 bytes wide; a string value names the object a field refers to."""

    def __init__(self):
        self.objects: list[tuple[str, str, object]] = []  # (label, "table" | "vector" | "bytes", content)

    def table(self, label: str, fields: dict[int, object]) -> None:
        self.objects.append((label, "table", [fields.get(i) for i in range(max(fields) + 1)]))

    def vector(self, label: str, targets: list[str]) -> None:
        self.objects.append((label, "vector", targets))

    def bytes(self, label: str, data: bytes) -> None:
        self.objects.append((label, "bytes", data))

    def _layout(self, where: dict[str, int]) -> bytes:
        out = bytearray(struct.pack("<I", where.get(self.objects[0][0], 0)))
        for label, kind, content in self.objects:
            if kind == "table":
                vtable = len(out)
                out += struct.pack(f"<HH{len(content)}H", 4 + 2 * len(content), 4 + 4 * len(content),
                                   *[0 if v is None else 4 + 4 * i for i, v in enumerate(content)])
                out += b"\0" * (-len(out) % 4)
                where[label] = len(out)
                out += struct.pack("<i", len(out) - vtable)
                for value in content:
                    out += struct.pack("<I", where.get(value, len(out)) - len(out) if isinstance(value, str)
                                       else value or 0)
            elif kind == "vector":
                where[label] = len(out)
                out += struct.pack("<I", len(content))
                for target in content:
                    out += struct.pack("<I", where.get(target, len(out)) - len(out))
            else:
                where[label] = len(out)
                out += struct.pack("<I", len(content)) + content + b"\0" * (4 - len(content) % 4)
        return bytes(out)

    def finish(self) -> bytes:
        where: dict[str, int] = {}
        self._layout(where)  # the positions
        return self._layout(where)


def _exported_with_tree(nodes_fields: list[dict[int, object]], vectors: dict[str, list[str]]) -> bytes:
    builder = _Builder()
    builder.table("root", {1: "name", 2: "node0", 4: "leaf", 13: "module"})
    builder.bytes("name", b"f")
    builder.bytes("module", b"ML\xefR\x0d")
    for i, fields in enumerate(nodes_fields):
        builder.table(f"node{i}", fields)
        if f"children{i}" in vectors:
            builder.vector(f"children{i}", vectors[f"children{i}"])
    builder.table("leaf", {0: 0})
    return builder.finish()


def test_a_handmade_blob_reads():
    data = _exported_with_tree([{0: 2, 1: "children0"}], {"children0": ["leaf", "leaf"]})
    with pytest.raises(BytecodeError, match="in_tree has 2 leaves for 0 in_avals"):
        read_exported(data, "made")
    assert is_jax_exported(data)


def test_shared_subtrees_cannot_blow_up():
    depth = 60  # node i has two children, both node i+1: 2**60 leaves in a few hundred bytes
    nodes_fields = [{0: 2, 1: f"children{i}"} for i in range(depth)]
    vectors = {f"children{i}": [f"node{i + 1}"] * 2 for i in range(depth - 1)}
    vectors[f"children{depth - 1}"] = ["leaf", "leaf"]
    with pytest.raises(BytecodeError, match="pytree more nodes than the file holds"):
        read_exported(_exported_with_tree(nodes_fields, vectors), "bomb")


def test_deep_trees_are_refused():
    depth = 150
    nodes_fields = [{0: 2, 1: f"children{i}"} for i in range(depth)]
    vectors = {f"children{i}": [f"node{i + 1}"] for i in range(depth - 1)}
    vectors[f"children{depth - 1}"] = ["leaf"]
    with pytest.raises(BytecodeError, match="pytree nested deeper than 100"):
        read_exported(_exported_with_tree(nodes_fields, vectors), "deep")
