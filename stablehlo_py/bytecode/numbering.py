"""The order MLIR's bytecode writer numbers things in (llvm-project mlir/lib/Bytecode/Writer/IRNumbering.cpp),
so that the artifacts this package writes are laid out as upstream's are.

- ``isolated_ops``: ``computeGlobalNumberingState``. An op's regions are written as isolated (a value scope
  of their own, and from bytecode v2 a nested IR section) when no op inside them uses a value defined
  outside; ``builtin.module`` is isolated by its trait. No VHLO op has the trait.
- ``walk``: the ``IRNumberingState`` constructor's traversal: the root op, then the regions from a
  worklist popped from its end (so the last function's body is numbered first); within a region, each
  block's arguments (location, then type) and ops (name, result types, attribute dictionary, properties,
  location). Attributes and types are numbered when first met and counted each time they are met again;
  their nested attributes and types are met when the dialect's writer is run on them the first time.
- ``order``: entries sorted by use count, most used first (stable: ties keep the order they were met in),
  then, within each run of entries whose indices take the same number of varint bytes, grouped by dialect
  (``groupByDialectPerByte``), the last dialect of a run first in the next.
"""
from __future__ import annotations

from typing import Callable, Sequence, TypeVar

from ..ir.nodes import Op, Region

T = TypeVar("T")


def isolated_ops(root: Op) -> dict[int, bool]:
    """For each op with regions (by ``id``), whether MLIR's writer marks it isolated from above."""
    result: dict[int, bool | None] = {}
    stack: list[list] = []  # [op, whether its isolation is unresolved]
    defined_in: dict[str, int] = {}  # value name -> key of the region defining it (names end with their region)
    owner: dict[int, int] = {}  # region key -> id of the op holding it

    def visit(op: Op, parent_region: int) -> None:
        if stack and stack[-1][1]:
            for operand in op.operands:
                region = defined_in.get(operand.split("#", 1)[0])
                if region is None or region == parent_region:
                    continue
                container = owner[region]
                index = len(stack) - 1
                while stack[index][1] and id(stack[index][0]) != container:
                    index -= 1
                for state in stack[index + 1:]:
                    state[1] = stack[index][1]
                    result[id(state[0])] = False
        if not op.regions:
            return
        isolated = True if op.name == "builtin.module" else None
        result[id(op)] = isolated
        stack.append([op, isolated is None])
        for region in op.regions:
            key = id(region)
            owner[key] = id(op)
            shadowed = {}
            for block in region.blocks:
                names = [a.name for a in block.arguments] + [name for o in block.ops for name, _ in o.result_groups]
                for name in names:
                    shadowed.setdefault(name, defined_in.get(name))
                    defined_in[name] = key
            for block in region.blocks:
                for inner in block.ops:
                    visit(inner, key)
            for name, outer in shadowed.items():
                if outer is None:
                    del defined_in[name]
                else:
                    defined_in[name] = outer
        stack.pop()
        if result[id(op)] is None:
            result[id(op)] = True

    visit(root, -1)
    return {key: bool(value) for key, value in result.items()}


def walk(root: Op, number_op: Callable[[Op], None], number_argument: Callable[[object], None]) -> None:
    """Calls ``number_op`` and ``number_argument`` in the order IRNumberingState numbers ops and block
    arguments."""
    number_op(root)
    worklist: list[Region] = list(root.regions)
    while worklist:
        region = worklist.pop()
        for block in region.blocks:
            for argument in block.arguments:
                number_argument(argument)
            for op in block.ops:
                number_op(op)
        for block in region.blocks:
            for op in block.ops:
                worklist.extend(op.regions)


def order(entries: Sequence[T], uses: Callable[[T], int], dialect: Callable[[T], int]) -> list[T]:
    """``entries`` (in the order they were met) in the order they are numbered."""
    ranked = sorted(entries, key=lambda entry: -uses(entry))
    out: list[T] = []
    first, in_group, start = 0, 0, 0
    for width in range(1, 9):
        in_group = (1 << (7 * width)) - in_group
        group = ranked[start:start + in_group]
        start += len(group)
        group.sort(key=lambda entry, first=first: (dialect(entry) != first, dialect(entry)))
        out.extend(group)
        if group:
            first = dialect(group[-1])
        if start >= len(ranked):
            break
    return out
