"""``jax.export`` blobs: the metadata of ``Exported.serialize()`` and the VHLO artifact inside it.

JAX writes an ``Exported`` as a FlatBuffer whose schema is ``jax/_src/export/serialization.fbs``
(root table ``jax_export.serialization.Exported``). A FlatBuffer has no magic number and no length
fields that bound one another, so this module reads it with its own small table reader that checks
every offset against the buffer: a truncated or corrupt blob raises ``BytecodeError`` with the byte
offset, and nothing is allocated beyond what the file holds (every string and vector is checked
against the bytes left, and the bytes read in total may not exceed twice the file's size, which
shared or overlapping offsets could otherwise multiply).

The fields (vtable slot, ``serialization.fbs`` name): 0 serialization_version (always 3 for old
readers' sake), 1 function_name, 2/4 in_tree/out_tree (PyTreeDef), 3/5 in_avals/out_avals,
6 nr_devices_short, 7/8 in/out_shardings, 9 platforms, 10/11 ordered/unordered effects,
12 disabled_checks, 13 mlir_module_serialized (MLIR bytecode of VHLO), 14 calling_convention_version,
15 module_kept_var_idx, 16 uses_global_constants, 17 vjp, 18 nr_devices, 19-21 the deduplicated
avals, abstract meshes and named shardings, 22-25 the indices into them (shardings 1-based, 0 none).
Newer exports list avals and shardings only through the indices; older ones only inline.
"""
from __future__ import annotations

import mmap
import struct
from dataclasses import field
from typing import Any, Iterator, Mapping, Sequence

from ..ir.records import record
from ..ir.types import BooleanType, ComplexType, ElementType, FloatType, IntegerType, TensorType
from .errors import BytecodeError

MLIR_BYTECODE_MAGIC = b"ML\xefR"
SECTION = "jax.export"
_MAX_TREE_DEPTH = 100

# Exported's vtable slots.
(_SERIALIZATION_VERSION, _FUNCTION_NAME, _IN_TREE, _IN_AVALS, _OUT_TREE, _OUT_AVALS, _NR_DEVICES_SHORT,
 _IN_SHARDINGS, _OUT_SHARDINGS, _PLATFORMS, _ORDERED_EFFECTS, _UNORDERED_EFFECTS, _DISABLED_CHECKS,
 _MLIR_MODULE, _CALLING_CONVENTION, _KEPT_VAR_IDX, _USES_GLOBAL_CONSTANTS, _VJP, _NR_DEVICES, _UNIQUE_AVALS,
 _UNIQUE_MESHES, _UNIQUE_SHARDINGS, _IN_AVALS_IDXS, _OUT_AVALS_IDXS, _IN_SHARDINGS_IDXS,
 _OUT_SHARDINGS_IDXS) = range(26)

# serialization.fbs enum DType -> (NumPy/JAX dtype name, element type; None: no StableHLO tensor of it).
_F = FloatType
DTYPES: dict[int, tuple[str, ElementType | None]] = {
    0: ("bool", BooleanType()), 1: ("int8", IntegerType(8)), 2: ("int16", IntegerType(16)),
    3: ("int32", IntegerType(32)), 4: ("int64", IntegerType(64)), 5: ("uint8", IntegerType(8, False)),
    6: ("uint16", IntegerType(16, False)), 7: ("uint32", IntegerType(32, False)),
    8: ("uint64", IntegerType(64, False)), 9: ("float16", _F("f16")), 10: ("float32", _F("f32")),
    11: ("float64", _F("f64")), 12: ("complex64", ComplexType(_F("f32"))), 13: ("complex128", ComplexType(_F("f64"))),
    14: ("bfloat16", _F("bf16")), 15: ("int4", IntegerType(4)), 16: ("uint4", IntegerType(4, False)),
    17: ("float8_e4m3b11fnuz", _F("f8E4M3B11FNUZ")), 18: ("float8_e4m3fn", _F("f8E4M3FN")),
    19: ("float8_e4m3fnuz", _F("f8E4M3FNUZ")), 20: ("float8_e5m2", _F("f8E5M2")),
    21: ("float8_e5m2fnuz", _F("f8E5M2FNUZ")), 22: ("float0", None), 23: ("float8_e4m3", _F("f8E4M3")),
    24: ("float8_e3m4", _F("f8E3M4")), 25: ("float8_e8m0fnu", _F("f8E8M0FNU")),
    26: ("float4_e2m1fn", _F("f4E2M1FN")), 27: ("key<fry>", IntegerType(32, False)),
    28: ("key<rbg>", IntegerType(32, False)), 29: ("key<unsafe_rbg>", IntegerType(32, False)),
}
# A typed PRNG key is passed to the program as its key data, uint32 with these trailing dimensions
# (jax/_src/prng.py: threefry2x32 keys are 2 words, rbg and unsafe_rbg keys 4).
KEY_DATA_SHAPES: dict[str, tuple[int, ...]] = {"key<fry>": (2,), "key<rbg>": (4,), "key<unsafe_rbg>": (4,)}
_TREE_KINDS = {0: "leaf", 1: "none", 2: "tuple", 3: "list", 4: "dict", 5: "custom"}
_CHECK_KINDS = {0: "platform", 1: "custom_call", 2: "shape_assertions"}
_MEMORY_SPACES = {0: "device", 1: "device", 2: "host", 3: "any"}


# ----------------------------------------------------------------------------- the table reader
class _Buffer:
    """A FlatBuffer's bytes with bounds-checked reads; errors name the byte offset."""

    def __init__(self, data: bytes, source_name: str):
        self.data = data if isinstance(data, (bytes, mmap.mmap)) else bytes(data)  # a file's map: not copied
        self.source_name = source_name
        self.budget = 2 * len(self.data) + 64  # bytes that strings and vectors may return in total

    def fail(self, message: str, offset: int | None) -> BytecodeError:
        return BytecodeError(message, SECTION, offset, self.source_name)

    def scalar(self, fmt: str, offset: int, what: str) -> int:
        size = struct.calcsize(fmt)
        if offset < 0 or offset + size > len(self.data):
            raise self.fail(f"{what} lies outside the {len(self.data)}-byte file", offset)
        return struct.unpack_from("<" + fmt, self.data, offset)[0]

    def indirect(self, offset: int, what: str) -> int:
        """The position a uoffset at ``offset`` points to (always forward)."""
        return offset + self.scalar("I", offset, f"offset to {what}")

    def charge(self, size: int, offset: int, what: str) -> None:
        self.budget -= size
        if self.budget < 0:
            raise self.fail(f"{what}: the offsets refer to more data than the file holds", offset)

    def table(self, position: int, what: str) -> "_Table":
        vtable = position - self.scalar("i", position, f"{what}'s vtable offset")
        vtable_size = self.scalar("H", vtable, f"{what}'s vtable")
        table_size = self.scalar("H", vtable + 2, f"{what}'s vtable")
        if vtable_size < 4 or vtable_size % 2 or vtable + vtable_size > len(self.data):
            raise self.fail(f"{what}: invalid vtable (size {vtable_size})", vtable)
        if table_size < 4 or position + table_size > len(self.data):
            raise self.fail(f"{what}: table of {table_size} bytes does not fit in the file", position)
        return _Table(self, position, vtable, vtable_size, table_size, what)


class _Table:
    """One FlatBuffer table: its fields by vtable slot (absent fields give the default)."""

    def __init__(self, buf: _Buffer, position: int, vtable: int, vtable_size: int, table_size: int, what: str):
        self.buf, self.position, self.vtable = buf, position, vtable
        self.vtable_size, self.table_size, self.what = vtable_size, table_size, what

    def _field(self, slot: int, size: int, name: str) -> int | None:
        """The absolute offset of field ``slot`` (None when absent), checked to lie inside the table."""
        entry = 4 + 2 * slot
        if entry + 2 > self.vtable_size:
            return None
        relative = self.buf.scalar("H", self.vtable + entry, f"{self.what}.{name}")
        if relative == 0:
            return None
        if relative < 4 or relative + size > self.table_size:
            raise self.buf.fail(f"{self.what}.{name}: field outside its table", self.vtable + entry)
        return self.position + relative

    def scalar(self, slot: int, fmt: str, name: str, default: int = 0) -> int:
        offset = self._field(slot, struct.calcsize(fmt), name)
        return default if offset is None else self.buf.scalar(fmt, offset, f"{self.what}.{name}")

    def has(self, slot: int) -> bool:
        return self._field(slot, 0, "field") is not None

    def table(self, slot: int, name: str) -> _Table | None:
        offset = self._field(slot, 4, name)
        return None if offset is None else self.buf.table(self.buf.indirect(offset, name), f"{self.what}.{name}")

    def _vector(self, slot: int, element_size: int, name: str) -> tuple[int, int] | None:
        """(start of the elements, count) of a vector field, checked to fit in the file."""
        offset = self._field(slot, 4, name)
        if offset is None:
            return None
        start = self.buf.indirect(offset, name)
        count = self.buf.scalar("I", start, f"{self.what}.{name}'s length")
        if count * element_size > len(self.buf.data) - start - 4:
            raise self.buf.fail(f"{self.what}.{name}: {count} elements of {element_size} bytes do not fit "
                                f"in the file", start)
        self.buf.charge(count * element_size, start, f"{self.what}.{name}")
        return start + 4, count

    def string(self, slot: int, name: str) -> str | None:
        offset = self._field(slot, 4, name)
        return None if offset is None else _string_at(self.buf, self.buf.indirect(offset, name), f"{self.what}.{name}")

    def bytes(self, slot: int, name: str) -> bytes | None:
        vector = self._vector(slot, 1, name)
        return None if vector is None else self.buf.data[vector[0]:vector[0] + vector[1]]

    def span(self, slot: int, name: str) -> tuple[int, int] | None:
        """Where a byte vector's data lies in the file (start, end), without copying it."""
        vector = self._vector(slot, 1, name)
        return None if vector is None else (vector[0], vector[0] + vector[1])

    def scalars(self, slot: int, fmt: str, name: str) -> list[int]:
        size = struct.calcsize(fmt)
        start, count = self._vector(slot, size, name) or (0, 0)
        return [self.buf.scalar(fmt, start + i * size, name) for i in range(count)]

    def _offsets(self, slot: int, name: str) -> Iterator[tuple[int, str]]:
        start, count = self._vector(slot, 4, name) or (0, 0)
        for i in range(count):
            yield self.buf.indirect(start + 4 * i, f"{name}[{i}]"), f"{self.what}.{name}[{i}]"

    def strings(self, slot: int, name: str) -> list[str]:
        return [_string_at(self.buf, position, what) for position, what in self._offsets(slot, name)]

    def tables(self, slot: int, name: str) -> list[_Table]:
        return [self.buf.table(position, what) for position, what in self._offsets(slot, name)]


def _string_at(buf: _Buffer, position: int, what: str) -> str:
    """A FlatBuffer string (uint32 length, UTF-8 bytes, NUL) at ``position``."""
    length = buf.scalar("I", position, f"{what}'s length")
    if length > len(buf.data) - position - 5:  # the bytes and their NUL terminator
        raise buf.fail(f"{what}: a string of {length} bytes does not fit in the file", position)
    buf.charge(length, position, what)
    raw = buf.data[position + 4:position + 4 + length]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise buf.fail(f"{what}: not UTF-8 text", position) from None


# ----------------------------------------------------------------------------- the metadata
@record(frozen=True)
class Aval:
    """An abstract value: ``shape`` (ints, or strings for symbolic dimensions such as ``"b"`` or
    ``"2*b"``) and the JAX/NumPy ``dtype`` name; ``element_type`` is its StableHLO element type
    (None for float0; ui32 for a PRNG key, whose key data has ``key_data_shape`` more dimensions)."""

    shape: tuple[int | str, ...]
    dtype: str
    element_type: ElementType | None = field(default=None, compare=False)
    memory_space: str = "device"

    @property
    def is_symbolic(self) -> bool:
        return any(isinstance(d, str) for d in self.shape)

    @property
    def key_data_shape(self) -> tuple[int, ...]:
        """The trailing dimensions of a PRNG key's data (``()`` for any other dtype)."""
        return KEY_DATA_SHAPES.get(self.dtype, ())

    @property
    def data_shape(self) -> tuple[int | str, ...]:
        """The shape of the array the program takes for this value: ``shape``, then a key's data dims."""
        return tuple(self.shape) + self.key_data_shape

    def tensor_type(self) -> TensorType | None:
        """The tensor type main takes for this value (symbolic dimensions are ``?``)."""
        if self.element_type is None:
            return None
        return TensorType(tuple(d if isinstance(d, int) else None for d in self.data_shape), self.element_type)

    def __str__(self) -> str:
        return f"{self.dtype}[{','.join(map(str, self.shape))}]"


@record(frozen=True)
class Sharding:
    """A NamedSharding: the mesh's axes (name -> size), the partition spec (per dimension: None,
    an axis name or a tuple of them) and the memory kind; or an old export's HloSharding proto."""

    mesh: tuple[tuple[str, int], ...] = ()
    spec: tuple[str | tuple[str, ...] | None, ...] = ()
    memory_kind: str | None = None
    hlo_proto_size: int | None = None

    def __str__(self) -> str:
        if self.hlo_proto_size is not None:
            return f"HloSharding(<{self.hlo_proto_size}-byte proto>)"
        mesh = ", ".join(f"{name}={size}" for name, size in self.mesh)
        spec = ", ".join(repr(p) for p in self.spec)
        memory = f", memory_kind={self.memory_kind!r}" if self.memory_kind else ""
        return f"NamedSharding(mesh=<{mesh}>, spec=P({spec}){memory})"


@record(frozen=True)
class PyTree:
    """A PyTreeDef node: ``kind`` (leaf, none, tuple, list, dict, custom), its children, the dict's keys
    (in JAX's order, sorted) or the custom node's registered name."""

    kind: str
    children: tuple["PyTree", ...] = ()
    keys: tuple[str, ...] = ()
    custom_name: str | None = None

    @property
    def num_leaves(self) -> int:
        return 1 if self.kind == "leaf" else sum(c.num_leaves for c in self.children)

    def paths(self, prefix: str = "") -> list[str]:
        """Each leaf's path in JAX's keystr style: ``[0]['w']``."""
        if self.kind == "leaf":
            return [prefix]
        if self.kind == "dict":
            return [p for key, c in zip(self.keys, self.children) for p in c.paths(f"{prefix}[{key!r}]")]
        return [p for i, c in enumerate(self.children) for p in c.paths(f"{prefix}[{i}]")]

    def flatten(self, value: object, where: str = "") -> list:
        """The leaves of ``value``, which must have this structure (a ``ValueError`` saying where not)."""
        if self.kind == "leaf":
            return [value]
        if self.kind == "none":
            if value is not None:
                raise ValueError(f"{where or 'the value'}: expected None, given {type(value).__name__}")
            return []
        if self.kind == "dict":
            if not isinstance(value, Mapping) or set(value) != set(self.keys):
                given = sorted(value) if isinstance(value, Mapping) else type(value).__name__
                raise ValueError(f"{where or 'the value'}: expected a dict with keys {list(self.keys)}, given {given}")
            items: Sequence = [value[k] for k in self.keys]
            labels = [f"{where}[{k!r}]" for k in self.keys]
        elif self.kind in ("tuple", "list"):
            if not isinstance(value, (tuple, list)) or len(value) != len(self.children):
                given = f"{len(value)} elements" if isinstance(value, (tuple, list)) else type(value).__name__
                raise ValueError(f"{where or 'the value'}: expected a {self.kind} of {len(self.children)}, given {given}")
            items, labels = value, [f"{where}[{i}]" for i in range(len(value))]
        else:
            raise ValueError(f"{where or 'the value'}: a custom pytree node ({self.custom_name}) cannot be flattened "
                             "here; pass the flat leaves instead")
        return [leaf for child, item, label in zip(self.children, items, labels) for leaf in child.flatten(item, label)]

    def unflatten(self, leaves: Sequence) -> Any:
        """The structure filled with ``leaves`` (as many as ``num_leaves``); a custom node becomes a tuple."""
        iterator = iter(leaves)
        result = self._build(iterator)
        if next(iterator, iterator) is not iterator:
            raise ValueError(f"more leaves than the tree's {self.num_leaves}")
        return result

    def _build(self, leaves: Iterator) -> Any:
        if self.kind == "leaf":
            try:
                return next(leaves)
            except StopIteration:
                raise ValueError("fewer leaves than the tree has") from None
        children = [c._build(leaves) for c in self.children]
        if self.kind == "none":
            return None
        if self.kind == "dict":
            return dict(zip(self.keys, children))
        return children if self.kind == "list" else tuple(children)

    def to_json(self) -> dict:
        """``{"kind": ..., "children": [...], "keys": [...]}`` (children for containers, keys for dicts)."""
        if self.kind in ("leaf", "none") and not self.children:
            return {"kind": self.kind} if self.kind == "leaf" else {"kind": "none", "children": []}
        record: dict = {"kind": self.kind, "children": [c.to_json() for c in self.children]}
        if self.kind == "dict":
            record["keys"] = list(self.keys)
        if self.custom_name is not None:
            record["custom_name"] = self.custom_name
        return record


@record(frozen=True)
class Exported:
    """What ``Exported.serialize()`` holds besides the program, and the program's bytes."""

    function_name: str
    in_avals: tuple[Aval, ...]
    out_avals: tuple[Aval, ...]
    in_shardings: tuple[Sharding | None, ...]
    out_shardings: tuple[Sharding | None, ...]
    platforms: tuple[str, ...]
    calling_convention_version: int
    ordered_effects: tuple[str, ...]
    unordered_effects: tuple[str, ...]
    disabled_checks: tuple[str, ...]
    module_kept_var_idx: tuple[int, ...]
    uses_global_constants: bool
    nr_devices: int
    in_tree: PyTree
    out_tree: PyTree
    # The MLIR bytecode of the module: a view of the blob's bytes (of its memory map, for a file), at
    # ``mlir_module_span`` in them; ``bytes(...)`` copies it out.
    mlir_module_serialized: bytes | memoryview = field(repr=False)
    mlir_module_span: tuple[int, int] = field(default=(0, 0), repr=False)
    serialization_version: int = 0
    has_vjp: bool = False

    def signature(self) -> str:
        """``f(float32[4,8], ...) -> float32[4,3]`` (the flat avals)."""
        outs = ", ".join(map(str, self.out_avals))
        return (f"{self.function_name}({', '.join(map(str, self.in_avals))}) -> "
                f"{outs if len(self.out_avals) == 1 else '(' + outs + ')'}")

    def to_json(self) -> dict:
        """The metadata as JSON values (shardings as text)."""
        def aval(a: Aval) -> dict:
            return {"shape": [str(d) for d in a.shape], "dtype": a.dtype}
        return {
            "function_name": self.function_name, "signature": self.signature(),
            "in_avals": [aval(a) for a in self.in_avals], "out_avals": [aval(a) for a in self.out_avals],
            "in_shardings": [None if s is None else str(s) for s in self.in_shardings],
            "out_shardings": [None if s is None else str(s) for s in self.out_shardings],
            "platforms": list(self.platforms), "calling_convention_version": self.calling_convention_version,
            "ordered_effects": list(self.ordered_effects), "unordered_effects": list(self.unordered_effects),
            "disabled_checks": list(self.disabled_checks), "module_kept_var_idx": list(self.module_kept_var_idx),
            "uses_global_constants": self.uses_global_constants, "nr_devices": self.nr_devices,
            "in_tree": self.in_tree.to_json(), "out_tree": self.out_tree.to_json(),
            "mlir_module_serialized_size": len(self.mlir_module_serialized),
            "serialization_version": self.serialization_version, "has_vjp": self.has_vjp,
        }


# ----------------------------------------------------------------------------- decoding
def _aval(table: _Table) -> Aval:
    kind = table.scalar(0, "b", "kind")
    code = table.scalar(2, "b", "dtype")
    if kind == 1:
        return Aval((), "token")
    if code not in DTYPES:
        raise table.buf.fail(f"{table.what}: unknown dtype code {code}", table.position)
    name, element_type = DTYPES[code]
    shape = tuple(int(d) if d.isdigit() else d for d in table.strings(1, "shape"))
    memory = _MEMORY_SPACES.get(table.scalar(3, "b", "memory_space"), "device")
    return Aval(shape, name, element_type, memory)


def _mesh(table: _Table) -> tuple[tuple[str, int], ...]:
    names = table.strings(1, "axis_names")
    sizes = table.scalars(0, "I", "axis_sizes")
    if len(names) != len(sizes):
        raise table.buf.fail(f"{table.what}: {len(names)} axis names for {len(sizes)} sizes", table.position)
    return tuple(zip(names, sizes))


def _named_sharding(table: _Table, meshes: list) -> Sharding:
    if meshes:
        index = table.scalar(3, "I", "abstract_mesh_idx")
        if index >= len(meshes):
            raise table.buf.fail(f"{table.what}: mesh index {index} of {len(meshes)}", table.position)
        mesh = meshes[index]
    else:
        mesh_table = table.table(0, "mesh")
        mesh = _mesh(mesh_table) if mesh_table is not None else ()
    spec: list = []
    spec_table = table.table(1, "spec")
    for axis in (spec_table.tables(0, "partitions") if spec_table is not None else []):
        names = axis.strings(0, "axes")
        spec.append(None if not names else names[0] if len(names) == 1 else tuple(names))
    return Sharding(mesh, tuple(spec), table.string(2, "memory_kind"))


def _tree(table: _Table, depth: int, counter: list[int]) -> PyTree:
    counter[0] -= 1
    if depth > _MAX_TREE_DEPTH or counter[0] < 0:
        reason = f"nested deeper than {_MAX_TREE_DEPTH}" if depth > _MAX_TREE_DEPTH else "more nodes than the file holds"
        raise table.buf.fail(f"{table.what}: pytree {reason}", table.position)
    code = table.scalar(0, "b", "kind")
    if code not in _TREE_KINDS:
        raise table.buf.fail(f"{table.what}: unknown pytree kind {code}", table.position)
    kind = _TREE_KINDS[code]
    children = tuple(_tree(c, depth + 1, counter) for c in table.tables(1, "children"))
    keys = tuple(table.strings(2, "children_names"))
    if kind == "dict" and len(keys) != len(children):
        raise table.buf.fail(f"{table.what}: a dict with {len(keys)} keys for {len(children)} children",
                             table.position)
    if kind == "leaf" and children:
        raise table.buf.fail(f"{table.what}: a leaf with children", table.position)
    return PyTree(kind, children, keys, table.string(3, "custom_name") if kind == "custom" else None)


def _by_index(buf: _Buffer, indices: list[int], table: list, what: str, one_based: bool = False) -> list:
    out = []
    for index in indices:
        if one_based and index == 0:
            out.append(None)
            continue
        position = index - 1 if one_based else index
        if position >= len(table):
            raise buf.fail(f"{what}: index {index} into a table of {len(table)}", None)
        out.append(table[position])
    return out


def _shardings(root: _Table, meshes: list, named: list, idx_slot: int, inline_slot: int, what: str) -> list:
    indices = root.scalars(idx_slot, "I", f"{what}_idxs")
    if indices:
        return _by_index(root.buf, indices, named, f"{what}_idxs", one_based=True)
    out: list[Sharding | None] = []
    for table in root.tables(inline_slot, what):
        named_table = table.table(2, "named_sharding")
        proto = table.bytes(1, "hlo_sharding_proto")
        out.append(_named_sharding(named_table, meshes) if named_table is not None
                   else Sharding(hlo_proto_size=len(proto)) if proto is not None else None)
    return out


def _root(data: bytes, source_name: str) -> _Table:
    buf = _Buffer(data, source_name)
    if len(buf.data) < 8:
        raise buf.fail(f"too short for a jax.export blob ({len(buf.data)} bytes)", 0)
    return buf.table(buf.indirect(0, "the root table"), "Exported")


def read_exported(data: bytes, source_name: str = "<bytes>") -> Exported:
    """The ``Exported`` that ``data`` (``Exported.serialize()`` bytes) holds; ``BytecodeError`` with the
    byte offset when it is truncated or corrupt."""
    root = _root(data, source_name)
    buf = root.buf
    module_span = root.span(_MLIR_MODULE, "mlir_module_serialized")
    if module_span is None:
        raise buf.fail("no mlir_module_serialized: not a jax.export blob", root.position)
    module = memoryview(buf.data)[module_span[0]:module_span[1]]
    unique_avals = [_aval(t) for t in root.tables(_UNIQUE_AVALS, "unique_avals")]
    meshes = [_mesh(t) for t in root.tables(_UNIQUE_MESHES, "unique_abstract_meshes")]
    named = [_named_sharding(t, meshes) for t in root.tables(_UNIQUE_SHARDINGS, "unique_named_shardings")]
    avals = []
    for idx_slot, slot, what in ((_IN_AVALS_IDXS, _IN_AVALS, "in_avals"), (_OUT_AVALS_IDXS, _OUT_AVALS, "out_avals")):
        indices = root.scalars(idx_slot, "I", f"{what}_idxs")
        avals.append(_by_index(buf, indices, unique_avals, f"{what}_idxs") if indices
                     else [_aval(t) for t in root.tables(slot, what)])
    in_shardings = _shardings(root, meshes, named, _IN_SHARDINGS_IDXS, _IN_SHARDINGS, "in_shardings")
    out_shardings = _shardings(root, meshes, named, _OUT_SHARDINGS_IDXS, _OUT_SHARDINGS, "out_shardings")
    counter = [len(buf.data) // 4 + 1]
    trees = []
    for slot, what in ((_IN_TREE, "in_tree"), (_OUT_TREE, "out_tree")):
        table = root.table(slot, what)
        trees.append(_tree(table, 0, counter) if table is not None else PyTree("tuple"))
    checks = []
    for table in root.tables(_DISABLED_CHECKS, "disabled_checks"):
        kind = _CHECK_KINDS.get(table.scalar(0, "b", "kind"), "unknown")
        target = table.string(1, "custom_call_target")
        checks.append(f"{kind}:{target}" if kind == "custom_call" and target else kind)
    kept = root.scalars(_KEPT_VAR_IDX, "H", "module_kept_var_idx")
    exported = Exported(
        function_name=root.string(_FUNCTION_NAME, "function_name") or "",
        in_avals=tuple(avals[0]), out_avals=tuple(avals[1]),
        in_shardings=tuple(in_shardings), out_shardings=tuple(out_shardings),
        platforms=tuple(root.strings(_PLATFORMS, "platforms")),
        calling_convention_version=root.scalar(_CALLING_CONVENTION, "H", "calling_convention_version"),
        ordered_effects=tuple(_effect(t) for t in root.tables(_ORDERED_EFFECTS, "ordered_effects")),
        unordered_effects=tuple(_effect(t) for t in root.tables(_UNORDERED_EFFECTS, "unordered_effects")),
        disabled_checks=tuple(checks),
        module_kept_var_idx=tuple(kept),
        uses_global_constants=bool(root.scalar(_USES_GLOBAL_CONSTANTS, "B", "uses_global_constants")),
        nr_devices=root.scalar(_NR_DEVICES, "I", "nr_devices") or root.scalar(_NR_DEVICES_SHORT, "h", "nr_devices_short"),
        in_tree=trees[0], out_tree=trees[1], mlir_module_serialized=module, mlir_module_span=module_span,
        serialization_version=root.scalar(_SERIALIZATION_VERSION, "H", "serialization_version"),
        has_vjp=root.has(_VJP),
    )
    _check_consistency(exported, buf, root.position)
    return exported


def _effect(table: _Table) -> str:
    return table.string(0, "type_name") or ""


def _check_consistency(exp: Exported, buf: _Buffer, where: int) -> None:
    """The counts that must agree: trees and avals, shardings and avals, kept indices and inputs."""
    n_in, n_out = len(exp.in_avals), len(exp.out_avals)
    problems = []
    if exp.in_tree.num_leaves != n_in:
        problems.append(f"in_tree has {exp.in_tree.num_leaves} leaves for {n_in} in_avals")
    if exp.out_tree.num_leaves != n_out:
        problems.append(f"out_tree has {exp.out_tree.num_leaves} leaves for {n_out} out_avals")
    if exp.in_shardings and len(exp.in_shardings) != n_in:
        problems.append(f"{len(exp.in_shardings)} in_shardings for {n_in} in_avals")
    if exp.out_shardings and len(exp.out_shardings) != n_out:
        problems.append(f"{len(exp.out_shardings)} out_shardings for {n_out} out_avals")
    if list(exp.module_kept_var_idx) != sorted(set(exp.module_kept_var_idx)) or any(
            i >= n_in for i in exp.module_kept_var_idx):
        problems.append(f"module_kept_var_idx {list(exp.module_kept_var_idx)} is not a sorted subset of "
                        f"the {n_in} inputs")
    if exp.mlir_module_serialized[:4] != MLIR_BYTECODE_MAGIC:
        problems.append("mlir_module_serialized is not MLIR bytecode (no 'ML\\xefR' magic)")
    if problems:
        raise buf.fail("; ".join(problems), where)


def looks_like_flatbuffer(data: bytes) -> bool:
    """Whether ``data`` starts with a valid FlatBuffer root table (any schema)."""
    try:
        _root(data, "<bytes>")
    except BytecodeError:
        return False
    return True


def is_jax_exported(data: bytes) -> bool:
    """Whether ``data`` looks like ``Exported.serialize()`` bytes: its root table is valid and its
    field 13 (mlir_module_serialized) holds MLIR bytecode. (A FlatBuffer has no magic number.)"""
    if len(data) < 8 or data[:4] == MLIR_BYTECODE_MAGIC:
        return False
    try:
        span = _root(data, "<bytes>").span(_MLIR_MODULE, "mlir_module_serialized")
    except BytecodeError:
        return False
    return span is not None and data[span[0]:span[0] + 4] == MLIR_BYTECODE_MAGIC


def sniff(data: bytes) -> str:
    """What a file holds: ``"mlir-bytecode"``, ``"jax-export"`` or ``"text"`` (anything else)."""
    if data[:4] == MLIR_BYTECODE_MAGIC:
        return "mlir-bytecode"
    return "jax-export" if is_jax_exported(data) else "text"
