"""Kernels of the ``shape_dialect`` family, MLIR's ``shape`` ops (ShapeOps.td; dialect/shape_dialect.py).

Values: shapes and extent tensors are 1-d int64 arrays, sizes and indices 0-d int64 arrays, witnesses
``Witness`` objects. Where ShapeOps.td gives a ``!shape.shape`` or ``!shape.size`` an error value
(``broadcast`` of shapes that do not broadcast, ``get_extent`` out of range) the run stops with a located
``InterpreterError`` instead: no error value can reach anything that runs (the shape-to-std lowering asserts).

``cstr_*`` are run-time assertions (ShapeOps.td: "cstr operations represent runtime assertions"): one that
fails stops the run with an ``InterpreterError`` naming the shapes, as the assertion of upstream's
lowering (``convert-shape-constraints``: ``cf.assert``) does; one that holds gives a passing witness.
``const_witness false`` is a failing witness, which stops the run at the ``assuming`` (or ``assuming_all``
and then ``assuming``) it guards.
"""
from __future__ import annotations

from math import prod

import numpy as np

from ...ir.records import record
from ..errors import InterpreterError
from ..registry import kernel
from ._common import op_results, operand_ints


@record(frozen=True, slots=True)
class Witness:
    """The value of a ``!shape.witness``: whether the constraints it stands for hold, and if not, which."""

    passing: bool
    failure: str = ""


PASSED = Witness(True)


def _index(value: int) -> np.ndarray:
    return np.array(value, dtype=np.int64)


def _extents(values) -> np.ndarray:
    return np.array(values, dtype=np.int64).reshape(-1)


def _shapes_text(shapes) -> str:
    return ", ".join(str(list(operand_ints(s))) for s in shapes)


def _broadcast(shapes) -> tuple[int, ...] | None:
    """The broadcast of ``shapes`` (ShapeOps.td broadcast: right-aligned, an extent 1 stretches to the
    other), or None when some pair of extents differs with neither 1. NumPy's rules are these."""
    try:
        return np.broadcast_shapes(*(operand_ints(s) for s in shapes))
    except ValueError:
        return None


@kernel("shape.shape_of")
def shape_of(ctx, attrs, arg: np.ndarray) -> np.ndarray:
    return _extents(arg.shape)


@kernel("shape.const_shape")
def const_shape(ctx, attrs) -> np.ndarray:
    return attrs.shape.array


@kernel("shape.const_size")
def const_size(ctx, attrs) -> np.ndarray:
    return _index(attrs.value.value)


@kernel("shape.const_witness")
def const_witness(ctx, attrs) -> Witness:
    return PASSED if attrs.passing else Witness(False, "shape.const_witness false")


@kernel("shape.broadcast")
def broadcast(ctx, attrs, *shapes: np.ndarray) -> np.ndarray:
    """The broadcast shape; shapes that do not broadcast stop the run (ShapeOps.td: an error shape, or
    undefined for an extent tensor result), with the op's ``error`` message when it has one."""
    found = _broadcast(shapes)
    if found is None:
        why = f" ({attrs.error})" if attrs.error else ""
        raise InterpreterError(f"the shapes {_shapes_text(shapes)} do not broadcast{why}")
    return _extents(found)


@kernel("shape.num_elements")
def num_elements(ctx, attrs, shape: np.ndarray) -> np.ndarray:
    return _index(prod(operand_ints(shape)))


@kernel("shape.rank")
def rank(ctx, attrs, shape: np.ndarray) -> np.ndarray:
    return _index(np.size(shape))


@kernel("shape.get_extent")
def get_extent(ctx, attrs, shape: np.ndarray, dim: np.ndarray) -> np.ndarray:
    """Extent ``dim`` of ``shape``; out of range stops the run (ShapeOps.td: an invalid size)."""
    extents, d = operand_ints(shape), int(dim)
    if not 0 <= d < len(extents):
        raise InterpreterError(f"dimension {d} of the shape {list(extents)}, which has {len(extents)}")
    return _index(extents[d])


@kernel("shape.dim")
def dim(ctx, attrs, value: np.ndarray, index: np.ndarray) -> np.ndarray:
    """Dimension ``index`` of ``value``'s shape; out of range stops the run (ShapeOps.td: an invalid size)."""
    d = int(index)
    if not 0 <= d < value.ndim:
        raise InterpreterError(f"dimension {d} of a value of shape {list(value.shape)}")
    return _index(value.shape[d])


@kernel("shape.add")
def add(ctx, attrs, lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    return _index(int(lhs) + int(rhs))


@kernel("shape.mul")
def mul(ctx, attrs, lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    return _index(int(lhs) * int(rhs))


@kernel("shape.div")
def div(ctx, attrs, lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    """ShapeOps.td div: rounded toward negative infinity, ``floor(lhs / rhs)``; by 0 stops the run (an error
    size; undefined for index)."""
    if int(rhs) == 0:
        raise InterpreterError(f"division of {int(lhs)} by 0")
    return _index(int(lhs) // int(rhs))


@kernel("shape.max", "shape.min")
def extremum(ctx, attrs, lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    """ShapeOps.td max/min: of two sizes, or extent by extent of two shapes of one rank (else an error,
    which stops the run)."""
    if np.ndim(lhs) != np.ndim(rhs) or np.shape(lhs) != np.shape(rhs):
        raise InterpreterError(f"{attrs.op.mnemonic} of {_shapes_text((lhs,))} and {_shapes_text((rhs,))}: the "
                               f"operands differ in kind or rank")
    return (np.maximum if attrs.op.name == "shape.max" else np.minimum)(lhs, rhs).astype(np.int64)


@kernel("shape.concat")
def concat(ctx, attrs, lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    return np.concatenate([np.reshape(lhs, -1), np.reshape(rhs, -1)]).astype(np.int64)


@kernel("shape.split_at")
def split_at(ctx, attrs, operand: np.ndarray, index: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """ShapeOps.td split_at: the extents before and from ``index`` (negative: counted from the back); an index
    outside [-rank, rank] stops the run (an error shape)."""
    extents, i = np.reshape(operand, -1).astype(np.int64), int(index)
    if not -extents.size <= i <= extents.size:
        raise InterpreterError(f"split of the shape {list(operand_ints(extents))} at {i}")
    return extents[:i].copy(), extents[i:].copy()


@kernel("shape.shape_eq")
def shape_eq(ctx, attrs, *shapes: np.ndarray) -> np.ndarray:
    first = operand_ints(shapes[0]) if shapes else ()
    return np.array(all(operand_ints(s) == first for s in shapes[1:]))


@kernel("shape.is_broadcastable")
def is_broadcastable(ctx, attrs, *shapes: np.ndarray) -> np.ndarray:
    return np.array(_broadcast(shapes) is not None)


@kernel("shape.index_to_size", "shape.size_to_index")
def same_number(ctx, attrs, value: np.ndarray) -> np.ndarray:
    """A size and an index hold the same integer here (neither holds an error)."""
    return value


@kernel("shape.to_extent_tensor", "shape.from_extent_tensor")
def same_extents(ctx, attrs, extents: np.ndarray) -> np.ndarray:
    """A shape and its extent tensor are one array of extents here."""
    return extents


@kernel("shape.from_extents")
def from_extents(ctx, attrs, *extents: np.ndarray) -> np.ndarray:
    return _extents([int(e) for e in extents])


@kernel("shape.cstr_broadcastable")
def cstr_broadcastable(ctx, attrs, *shapes: np.ndarray) -> Witness:
    """A passing witness when the shapes broadcast; else the run stops (the lowering's assertion)."""
    if _broadcast(shapes) is None:
        raise InterpreterError(f"constraint failed: the shapes {_shapes_text(shapes)} are not broadcastable")
    return PASSED


@kernel("shape.cstr_eq")
def cstr_eq(ctx, attrs, *shapes: np.ndarray) -> Witness:
    """A passing witness when all shapes are equal; else the run stops (the lowering's assertion)."""
    first = operand_ints(shapes[0]) if shapes else ()
    if any(operand_ints(s) != first for s in shapes[1:]):
        raise InterpreterError(f"constraint failed: the shapes {_shapes_text(shapes)} are not equal")
    return PASSED


@kernel("shape.cstr_require")
def cstr_require(ctx, attrs, pred: np.ndarray) -> Witness:
    """A passing witness when ``pred`` is true; else the run stops with the op's message."""
    if not bool(pred):
        raise InterpreterError(f"constraint failed: {attrs.msg}")
    return PASSED


@kernel("shape.assuming_all")
def assuming_all(ctx, attrs, *witnesses: Witness) -> Witness:
    """The first failing witness, else a passing one (ShapeOps.td: "a logical AND of all witnesses")."""
    return next((w for w in witnesses if not w.passing), PASSED)


@kernel("shape.assuming")
def assuming(ctx, attrs, witness: Witness):
    """Its region's yielded values when the witness passes; a failing witness stops the run."""
    if not witness.passing:
        raise InterpreterError(f"the constraints of this shape.assuming do not hold ({witness.failure})")
    return op_results(attrs.op, ctx.run_region(attrs.op.regions[0], ()))
