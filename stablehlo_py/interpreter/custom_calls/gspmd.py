"""GSPMD's custom calls, in programs exported without Shardy (``jax_use_shardy_partitioner = False``):
``@Sharding`` annotates a value with its ``mhlo.sharding`` (ir/hlo_sharding.py) and is an identity in the
global view; ``@SPMDFullToShardShape`` and ``@SPMDShardToFullShape`` open and close a manual region
(shard_map), XLA's spmd_partitioner.cc.

The manual region is not a region op: it is the ops between the two calls. When a block is compiled
(interpreter/evaluator.py), ``outline_manual_regions`` finds it the way XLA's partitioner does, by data
flow: the values made by ``@SPMDFullToShardShape`` are manual, so is every result of an op that reads a
manual value; ``@SPMDShardToFullShape`` takes manual values back to full ones. Those ops are moved into the
region of one ``custom_call @SPMDFullToShardShape`` that takes the full operands (and the non-manual values
the manual ops read, which every device sees whole) and gives the full results; it stands where the first
``@SPMDShardToFullShape`` stood. Its in-shardings are the ``mhlo.sharding`` of the ``@Sharding`` calls
that define the full operands, its out-shardings those of the ``@SPMDShardToFullShape`` calls; it runs
like ``sdy.manual_computation`` (interpreter/spmd.py) on the devices ``0 .. mhlo.num_partitions - 1``.
A region that cannot be outlined so (a manual value read after the region closed, a missing ``@Sharding``)
is an error when it runs.
"""
from __future__ import annotations

from ...ir import attributes as at
from ...ir.hlo_sharding import HloShardingError, parse_hlo_sharding
from ...ir.nodes import Block, BlockArgument, Op, Region
from ..errors import InterpreterError
from ..spmd import hlo_layout, run_manual
from .targets import target

FULL_TO_SHARD, SHARD_TO_FULL = "SPMDFullToShardShape", "SPMDShardToFullShape"
# Attributes of the outlined op: the full operands' shardings, the results', and why outlining failed.
IN_SHARDINGS, OUT_SHARDINGS, NOT_OUTLINED = "shlo.in_shardings", "shlo.out_shardings", "shlo.not_outlined"


def target_of(op: Op) -> str | None:
    """The target of a ``stablehlo.custom_call``, else None."""
    if op.name != "stablehlo.custom_call":
        return None
    name = op.attributes.get("call_target_name")
    return name.value if isinstance(name, at.StringAttr) else None


def _sharding_text(op: Op | None) -> at.StringAttr | None:
    attr = op.attributes.get("mhlo.sharding") if op is not None else None
    return attr if isinstance(attr, at.StringAttr) else None


def _uses(op: Op) -> list[str]:
    """The values ``op`` reads, those of its regions included."""
    return [name for inner in op.walk() for name in inner.operands]


def outline_manual_regions(ops: tuple[Op, ...], producers: dict[str, Op] | None = None) -> tuple[Op, ...]:
    """``ops`` with each manual region moved into one outlined op (see the module docstring), which stands
    where the region's last ``@SPMDShardToFullShape`` stood; the ops between that read the region's results
    are moved after it. ``producers``: the op defining each value of the block (found when not given)."""
    if producers is None:
        producers = {name: op for op in ops for name in op.results}
    starts = [i for i, op in enumerate(ops) if target_of(op) == FULL_TO_SHARD and not op.regions]
    ends = [i for i, op in enumerate(ops) if target_of(op) == SHARD_TO_FULL]
    if not starts:
        return ops
    first = starts[0]
    if not ends or ends[-1] < first:
        return _unrunnable(ops, first, f"no {SHARD_TO_FULL} closes the manual region")
    manual: set[str] = set()
    closed: set[str] = set()  # results of the closes, and of the ops that read them
    opens: list[Op] = []
    body: list[Op] = []
    closes: list[Op] = []
    deferred: list[Op] = []
    out: list[Op] = list(ops[:first])
    for index in range(first, ends[-1] + 1):
        op = ops[index]
        kind, uses = target_of(op), _uses(op)
        if kind == FULL_TO_SHARD:
            opens.append(op)
            manual.update(op.results)
        elif any(n in manual for n in uses):
            if kind == SHARD_TO_FULL:
                closes.append(op)
                closed.update(op.results)
            elif any(n in closed for n in uses):
                return _unrunnable(ops, first, f"{op.name} (line {op.line}) reads both a manual value and a "
                                               f"result of the manual region")
            else:
                body.append(op)
                manual.update(op.results)
        elif any(n in closed for n in uses):
            deferred.append(op)
            closed.update(op.results)
        else:
            out.append(op)
    later = ops[ends[-1] + 1:]
    leak = next((op for op in later if any(n in manual for n in _uses(op))), None)
    if leak is not None:
        return _unrunnable(ops, first, f"{leak.name} (line {leak.line}) reads a manual value after the last "
                                       f"{SHARD_TO_FULL}")
    return (tuple(out) + (_outlined(opens, body, closes, producers),) + tuple(deferred)
            + outline_manual_regions(later, producers))


def _unrunnable(ops: tuple[Op, ...], index: int, why: str) -> tuple[Op, ...]:
    """``ops`` with the ``@SPMDFullToShardShape`` at ``index`` marked with why its manual region cannot be
    outlined (reported when it runs)."""
    op = ops[index]
    marked = Op(op.name, op.operands, op.operand_types, op.result_types,
                {**op.attributes, NOT_OUTLINED: at.StringAttr(why)}, op.regions, op.result_groups,
                location=op.location, line=op.line, column=op.column)
    return ops[:index] + (marked,) + ops[index + 1:]


def _outlined(opens: list[Op], body: list[Op], closes: list[Op], producers: dict[str, Op]) -> Op:
    """The custom_call that runs the manual region ``opens`` + ``body`` + ``closes``."""
    inner = {name for op in opens + body for name in op.results}
    for op in body:  # names defined in the body's own regions
        for inner_op in op.walk():
            inner.update(inner_op.results)
            inner.update(a.name for r in inner_op.regions for b in r.blocks for a in b.arguments)
    captured: list[str] = []
    types = {}
    for op in body + closes:
        for inner_op in op.walk():
            types.update(zip(inner_op.operands, inner_op.operand_types))
            captured += [n for n in inner_op.operands if n not in inner and n not in captured]
    args = [BlockArgument(r, t) for op in opens for r, t in zip(op.results, op.result_types)]
    args += [BlockArgument(name, types[name]) for name in captured]
    ret = Op("stablehlo.return", tuple(n for c in closes for n in c.operands),
             tuple(t for c in closes for t in c.operand_types))
    region = Region((Block(None, tuple(args), tuple(body) + (ret,)),))
    replicated = at.StringAttr("{replicated}")
    in_shardings = [_sharding_text(producers.get(o.operands[0])) or at.StringAttr("") for o in opens]
    attributes = dict(opens[0].attributes)
    attributes[IN_SHARDINGS] = at.ArrayAttr(tuple(in_shardings) + (replicated,) * len(captured))
    attributes[OUT_SHARDINGS] = at.ArrayAttr(tuple(_sharding_text(c) or at.StringAttr("") for c in closes))
    first = opens[0]
    return Op(first.name, tuple(o.operands[0] for o in opens) + tuple(captured),
              tuple(o.operand_types[0] for o in opens) + tuple(types[n] for n in captured),
              tuple(t for c in closes for t in c.result_types), attributes, (region,),
              tuple((r, 1) for c in closes for r in c.results), location=first.location, line=first.line,
              column=first.column)


@target("Sharding")
def sharding(ctx, attrs, operand):
    """``@Sharding``: an annotation; the value itself."""
    return operand


@target(FULL_TO_SHARD)
def full_to_shard(ctx, attrs, *operands):
    """An outlined manual region: its body per device on the operands' shards, the results assembled."""
    op = attrs.op
    if NOT_OUTLINED in op.attributes or not op.regions:
        why = op.attributes.get(NOT_OUTLINED)
        raise InterpreterError(f"custom_call @{FULL_TO_SHARD} opens a manual region that cannot be run: "
                               f"{why.value if why is not None else 'it is not in the function being run'}")
    count = ctx.module.attributes.get("mhlo.num_partitions")
    devices = list(range(count.value if isinstance(count, at.IntegerAttr) else 1))

    def layouts(name: str, types) -> list:
        try:
            return [hlo_layout(parse_hlo_sharding(s.value), len(t.shape), devices)
                    for s, t in zip(op.attributes[name].elements, types)]
        except HloShardingError as exc:
            raise InterpreterError(f"{exc} (the value's @Sharding must give how it is split)") from None
    values = run_manual(ctx, op, op.regions[0], operands, layouts(IN_SHARDINGS, op.operand_types),
                        layouts(OUT_SHARDINGS, op.result_types), devices)
    return values[0] if len(values) == 1 else tuple(values)


@target(SHARD_TO_FULL)
def shard_to_full(ctx, attrs, operand):
    """Reached only when no manual region was outlined around it."""
    raise InterpreterError(f"custom_call @{SHARD_TO_FULL} closes no manual region opened in this block")
