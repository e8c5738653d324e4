"""Small vectors held as their elements in generated code (codegen.py): the part of the writer that writes them.

A vector of rank 1 with 2 to ``_LANES`` elements of a type whose NumPy scalars keep the kernels' arithmetic
(``rewrites.scalar_of``'s, and booleans) may be held as its elements, its "lanes" (a Lorenz integrator's
``f32[3]`` state): a ``concatenate`` of 0-d values is its elements (no line), an elementwise op with an operand
so held is one operator expression per element (``rewrites.inline_expression`` on scalars: the ufunc's bits,
NaNs' included, as for one-element values), an array operand of its shape read element by element (once per
block) and a broadcast scalar read as itself; an element read by a folded ``slice`` is its element's name. An op
that reads such a vector as an array, a block returning it or a loop starting with it gets the array made
first (``materialize``: ``np.array`` of the elements, of its dtype). A ``while`` whose body makes a vector on
elements carries it so from one pass to the next (``carried_lanes``), and a call written inline returns it so.
Where no observer sees each op's arrays and no strict check reads them (``lanes_allowed``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..ir.dtypes import dtype_of
from ..ir.nodes import Op
from .rewrites import Rewrites, inline_expression, scalar_of

if TYPE_CHECKING:
    from .compiled import CompiledBlock, CompiledFunc

# Vectors of rank 1 with 2 to this many elements may be held as their elements (``LaneWriter.lane_step``): four
# NumPy scalar operations cost less than one ufunc call on the array (~0.3 us), and no array is made.
_LANES = 4
# The ops whose vector result a loop carries as its elements (``LaneWriter.carried_lanes``): those ``lane_step``
# may write on elements.
_LANE_OPS = frozenset("stablehlo." + name for name in "add subtract multiply divide negate abs select compare and or "
                      "xor not concatenate".split())
_LANE_SEARCH = 200  # values looked through to decide (a loop carrying a vector made by a long chain keeps its array)
_CALLS = 4  # calls written inline looked through to decide (codegen.py writes them up to this depth)


class LaneWriter:
    """The writer's (codegen.py ``_Writer``'s) state and methods for vectors held as their elements."""

    def __init__(self) -> None:
        # small vectors held as their elements (``lane_step``): local -> the names of its elements (NumPy scalars),
        # its shape and dtype; ``materialized``: those whose local holds the array too
        self.lanes: dict[str, tuple[list[str], tuple[int, ...], np.dtype]] = {}
        self.materialized: set[str] = set()
        self.lane_names = 0
        self.elements_held: set[str] = set()  # the names ``lane_name`` made: each holds a NumPy scalar
        # of the block last written: position -> its ``lanes`` entry and whether its array is made too
        self.returned_lanes: dict[int, tuple[tuple, bool]] = {}
        self.made_by: dict[int, dict[int, tuple]] = {}  # id of a block -> the step making each of its slots

    def lane_step(self, indent: int, index: int, simplified: Rewrites, step: tuple, plan,
                  broadcasts: frozenset[int]) -> bool:
        """Whether the step is written on a small vector held as its elements ("lanes": ``_LANES`` or fewer NumPy
        scalars, Lorenz's ``f32[3]`` state), as 0-d values are: the ``concatenate`` of scalars (``pack``) is its
        elements, an elementwise op with an operand so held computes each element with its operator expression
        (``inline_expression`` on scalars, the ufunc's bits as for one-element values; an array operand of the
        op's shape is read element by element, a broadcast scalar is read as itself), and an element read by a
        folded ``slice`` is its name. An op that needs the array gets it made first (``materialize``)."""
        if not self.lanes_allowed:
            return False
        fn, argument, op, ins, outs = step
        if len(outs) != 1 or outs[0] in self.captured:
            return False
        target = self.target(outs[0])
        if index in simplified.index:
            slot, at = simplified.index[index]
            held = self.lanes.get(self.local(slot))
            if held is None:
                return False
            element = held[0][int(np.ravel_multi_index(at, held[1]))]
            self.stand(target, element)
            self.scalars[target] = element
            return True
        shape = getattr(op.result_types[0], "shape", None)
        if not shape or len(shape) != 1 or not 2 <= shape[0] <= _LANES:
            return False
        if index in simplified.pack:
            slots, dtype = simplified.pack[index]
            elements = [self.held_scalar(slot) for slot in slots]
            if None in elements:
                return False
            self.lanes[target] = (elements, tuple(shape), dtype)
            return True
        if plan is None or index in simplified.written or index in simplified.widened or not self.lanes \
                or _lane_dtype(op.result_types[0]) is None:
            return False
        columns: list[list[str] | str | None] = []  # each operand's elements, or the one scalar it broadcasts
        for k, slot in enumerate(ins):
            held = self.lanes.get(self.local(slot))
            if held is not None and held[1] == tuple(op.operand_types[k].shape):
                columns.append(held[0])
                continue
            scalar = self.held_scalar(slot)
            if scalar is None and k == 0 and op.name == "stablehlo.select" and op.operand_types[0].shape == ():
                scalar = self.local(slot)  # a 0-d pred, NumPy scalar or not (``x if pred else y``)
            if scalar is None and slot in broadcasts:  # a broadcast of a 0-d array or a smaller one
                return False
            columns.append(scalar)  # (None: an array of the op's shape, read element by element)
        if not any(isinstance(column, list) for column in columns) \
                or inline_expression(argument, plan, ["x"] * len(ins), unit=True) is None:
            return False
        for k, column in enumerate(columns):
            if column is None and (tuple(op.operand_types[k].shape) != tuple(shape)
                                   or _lane_dtype(op.operand_types[k]) is None):
                return False
        columns = [self.unpack(indent, self.local(slot), op.operand_types[k], op) if column is None else column
                   for k, (slot, column) in enumerate(zip(ins, columns))]
        names = [self.lane_name() for _ in range(shape[0])]
        self.emit(indent, "; ".join(
            f"{name} = " + inline_expression(argument, plan, [column[lane] if isinstance(column, list) else column
                                                              for column in columns], unit=True)
            for lane, name in enumerate(names)), op)
        self.lanes[target] = (names, tuple(shape), dtype_of(op.result_types[0].element_type))
        return True

    @property
    def lanes_allowed(self) -> bool:
        """Lanes are written where no observer sees each op's arrays and no strict check reads them."""
        return not self.observed and not self.strict

    def lane_name(self) -> str:
        """A new local for one element of a vector held as lanes (held as a NumPy scalar)."""
        self.lane_names += 1
        name = f"l{self.lane_names}"
        self.elements_held.add(name)
        return name

    def unpack(self, indent: int, local: str, tensor_type, op: Op) -> list[str]:
        """The elements of the vector ``local`` (an array of ``tensor_type``) read into lanes, once per block."""
        held = self.lanes.get(local)
        if held is None:
            shape = tuple(tensor_type.shape)
            names = [self.lane_name() for _ in range(shape[0])]
            self.emit(indent, "; ".join(f"{name} = {local}[{k}]" for k, name in enumerate(names)), op)
            held = self.lanes[local] = (names, shape, dtype_of(tensor_type.element_type))
            self.materialized.add(local)
        return held[0]

    def materialize(self, indent: int, slots, op: Op | None = None) -> None:
        """The arrays of the vectors held as lanes among ``slots`` made, where something reads them as arrays."""
        if not self.lanes:
            return
        for slot in slots:
            local = self.local(slot)
            held = self.lanes.get(local)
            if held is not None and local not in self.materialized:
                names, shape, dtype = held
                self.emit(indent, f"{local} = {self.constant('array', np.array)}(({', '.join(names)},), "
                                  f"{self.constant('D', dtype)})", op)
                self.materialized.add(local)

    def held_scalar(self, slot: int) -> str | None:
        """What reads ``slot`` as a NumPy scalar: ``scalar_operand``'s, or a local holding a NumPy scalar."""
        local = self.local(slot)
        return self.scalar_operand(slot) or (local if local in self.numpy_scalars or local in self.elements_held
                                             else None)

    def carried_lanes(self, op: Op, cond: CompiledBlock, body: CompiledBlock, outs: tuple[int, ...],
                      updates: dict) -> dict[int, list[str]]:
        """The loop-carried vectors held as their elements from one pass to the next (``lane_step``), each with
        the names of its elements: those the body makes with an op written on elements (through inlined calls),
        read by no region a kernel runs and not updated in place."""
        if not self.lanes_allowed:
            return {}
        lanes = {}
        for k, type_ in enumerate(op.operand_types):
            if k not in updates and self.lanes_shape(type_) is not None \
                    and self.captured.isdisjoint((cond.arg_slots[k], body.arg_slots[k], outs[k])) \
                    and self.made_on_elements(self.compiled, body, body.return_slots[k],
                                              frozenset([body.arg_slots[k]])):
                lanes[k] = [self.lane_name() for _ in range(type_.shape[0])]
        return lanes

    @staticmethod
    def lanes_shape(tensor_type) -> tuple[tuple[int, ...], np.dtype] | None:
        """The shape and dtype of a vector that may be held as lanes (``_LANES`` or fewer elements), else None."""
        shape = getattr(tensor_type, "shape", None)
        if not shape or len(shape) != 1 or shape[0] is None or not 2 <= shape[0] <= _LANES \
                or _lane_dtype(tensor_type) is None:
            return None
        return tuple(shape), dtype_of(tensor_type.element_type)

    def made_on_elements(self, compiled: CompiledFunc, block: CompiledBlock, slot: int, held: frozenset[int],
                         calls: int = 0, seen: set[int] | None = None) -> bool:
        """Whether ``lane_step`` would hold ``slot`` of ``block`` as elements given that the slots ``held`` are: a
        ``concatenate`` of 0-d values, or an op it writes on elements of which an operand is so held (reached
        through calls written inline)."""
        if slot in held:
            return True
        seen = set() if seen is None else seen
        if slot in seen or len(seen) > _LANE_SEARCH:
            return False
        seen.add(slot)
        made_by = self.made_by.get(id(block))
        if made_by is None:
            made_by = self.made_by[id(block)] = {out: step for step in block.steps for out in step[4]}
        step = made_by.get(slot)
        if step is None:
            return False
        fn, argument, op, ins, outs, _ = step
        if op.name == "stablehlo.concatenate":
            return all(made_by.get(i) is not None and made_by[i][2].name == "stablehlo.broadcast_in_dim"
                       and made_by[i][2].operand_types[0].shape == () for i in ins)
        if op.name in _LANE_OPS:
            return any(self.made_on_elements(compiled, block, i, held, calls, seen) for i in ins)
        callee = self.inlinable(op, fn, argument) if calls < _CALLS else None
        if callee is None:
            return False
        entry = callee.entry
        passed = frozenset(arg for arg, i in zip(entry.arg_slots, ins)
                           if self.made_on_elements(compiled, block, i, held, calls, seen))
        return self.made_on_elements(callee, entry, entry.return_slots[outs.index(slot)], passed, calls + 1)

    def elements(self, slot: int, tensor_type) -> list[str]:
        """What reads each element of the vector ``slot`` (of ``tensor_type``): its lanes, or its array's elements."""
        local = self.local(slot)
        held = self.lanes.get(local)
        return list(held[0]) if held is not None else [f"{local}[{j}]" for j in range(tensor_type.shape[0])]


def _lane_dtype(tensor_type) -> np.dtype | None:
    """The dtype of a vector's elements held as lanes: one whose NumPy scalars the operator expressions keep
    (``rewrites.scalar_of``'s types and booleans), else None."""
    dtype = dtype_of(tensor_type.element_type)
    return dtype if dtype == np.bool_ or scalar_of(np.zeros((), dtype)) is not None else None
