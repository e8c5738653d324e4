"""A program with its cosmetic choices undone, so that two spellings of one program compare equal.

Value names (``%0``, ``%arg3``, ``%cst``) are renamed in definition order (an op's results as one group:
``%a, %b = op`` and ``%0:2 = op`` declare the same results), block labels by position in their region, and
locations are dropped. A module read from bytecode (which has no names) and the same
module parsed from text are then equal (``canonical(a) == canonical(b)``).
"""
from __future__ import annotations

from dataclasses import replace

from .nodes import Block, BlockArgument, Func, Module, Op, Region


def canonical(module: Module) -> Module:
    """``module`` with values renamed in definition order and locations removed."""
    renamer = _Renamer()
    body = tuple(renamer.func(item) if isinstance(item, Func) else renamer.op(item) for item in module.body)
    return replace(module, body=body, location=None, loc_aliases={})


class _Renamer:
    def __init__(self) -> None:
        self.names: dict[str, str] = {}
        self.values = 0
        self.args = 0

    def func(self, func: Func) -> Func:
        self.names = {}  # functions are isolated from each other
        body = self.region(func.body) if func.body is not None else None
        return replace(func, body=body, location=None)

    def region(self, region: Region) -> Region:
        labels = {block.label: f"^bb{i}" for i, block in enumerate(region.blocks) if block.label}
        for block in region.blocks:  # arguments first: successors may name any block of the region
            for argument in block.arguments:
                self.names[argument.name] = f"%arg{self.args}"
                self.args += 1
        blocks = tuple(self.block(block, labels) for block in region.blocks)
        return replace(region, blocks=blocks)

    def block(self, block: Block, labels: dict) -> Block:
        arguments = tuple(BlockArgument(self.names[a.name], a.type) for a in block.arguments)
        ops = tuple(self.op(op, labels) for op in block.ops)
        return replace(block, label=None, arguments=arguments, ops=ops)

    def op(self, op: Op, labels: dict | None = None) -> Op:
        # the results as one group (``%0:2``): ``%a, %b = ...`` declares the same two results
        total = sum(count for _, count in op.result_groups)
        new = f"%{self.values}"
        groups: tuple[tuple[str, int], ...] = ((new, total),) if total else ()
        self.values += 1 if total else 0
        position = 0
        for name, count in op.result_groups:
            for i in range(count):
                self.names[f"{name}#{i}" if count > 1 else name] = f"{new}#{position}" if total > 1 else new
                position += 1
        regions = tuple(self.region(region) for region in op.regions)
        operands = tuple(self.names.get(name, name) for name in op.operands)
        successors = tuple((labels or {}).get(s, s) for s in op.successors)
        return replace(op, operands=operands, result_groups=groups, regions=regions,
                       successors=successors, location=None)
