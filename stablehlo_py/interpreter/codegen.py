"""Each function compiled once into Python source (issue #12): values are locals, kernels are called
directly with their arity, ``while`` is a Python loop and ``if``/``case`` are Python branches, values are
deleted after their last use, or their locals take the result of the op that last reads them
(``s4 = P3(s4, s1)``: the old array is released as ``del`` would, with no line of its own).

The source is made from the function's compiled blocks (compiled.py: slots, kernels with their typed
attributes, what to free after each op), so both paths run the same kernels on the same values; an op
whose kernel has a specializer (``registry.specializer``) calls the function of its operands made for its
attributes instead. Regions
that a kernel runs itself (reduce bodies, sort comparators, ...) still run through
``Interpreter.run_region`` on the frame ``env``; the values such a region reads from outside are stored
in ``env`` as they are defined. Each line of the source is one op (a loop or a branch spans several), so
an error is located at its op from the traceback's line number, at no cost when nothing fails.
``source_view.compiled_source(module)`` is the source, for reading (``shlo run --show-compiled``); each op's first
line ends with the op's name and its line:column in the program.

Each block is simplified at compile time (rewrites.py, issue #12 item 3): constants are names of the
module (``C``: arrays, ``c``: 0-d values as NumPy scalars) rather than lines; 0-d arithmetic, comparisons
and view ops are Python expressions, and so is the arithmetic of one-element values, held as NumPy scalars
(``units``: made arrays again where an op needs one), and so are the elements of vectors of up to four
(``lanes``, lanes.py: a Lorenz integrator's ``f32[3]`` state packed from scalars, combined element by element, its
elements read back by name, carried by its loop so, the array made only where an op reads one); broadcasts NumPy
makes itself are not made; block and call arguments are names for the values passed (no copies). In a loop's body,
a ``dynamic_slice`` or in-place ``dynamic_update_slice`` at the loop's counter (rewrites.py, ``counter_ranges``)
that keeps in bounds is plain indexing, ``xs[i]`` and ``ys[i] = y`` (``direct_window``: no clamping to do). A
loop-carried buffer whose only reader is one
``dynamic_update_slice`` returning it in its place is copied once before the loop and written in place
(``U``: the specializer's ``in_place`` form), where the steps copy it on every update; so is the fresh result
of a ``dynamic_update_slice`` that only another reads (rewrites.py, ``chained``). An array that an op made new (a
ufunc plan's, ``np.where``'s, a cast's, a matmul's, an upcast unary op's), and that nothing but its local references
(not an argument, a constant, a view's base, a value a region reads or an inlined branch or loop body returns), is
written over by the ufunc of the op where it dies (``out=``: ``fresh_array``), whatever its size. An upcast unary op
of a static array (``tanh``, ``exp``, ...: computed in float64, rounded once) is one expression,
``tanh((t := x.astype(float64)), t).astype(float32)`` (``out`` passed by position: fewer tokens to compile), with
the function and types named once (and ``exp(negative((t := ...), t), t)...`` of a folded ``negate``); a group of
sibling slices calls it as a function of the generated module written after ``run`` (``def W0(x): ...``). Plans,
indices and shapes are one name of the module each (``P``, ``[I]``, ``S``), whichever ops read them: the
compiler's cost is per name and token.
"""
from __future__ import annotations

import itertools
from dataclasses import field
from typing import TYPE_CHECKING, Callable

import numpy as np

from ..ir.dtypes import dtype_of
from ..ir.records import record
from ..ir.nodes import Op
from .quantized import has_quantized_types
from .kernels import lookup
from .lanes import LaneWriter
from .registry import specialized
from .rewrites import (ARRAY_EXPRESSIONS, SCALAR_RESULTS, Rewrites, counter_ranges, index_value, inline_expression,
                       is_unit, rewrites, scalar_of)
from .strict import check_results, expectations, is_batched

if TYPE_CHECKING:
    from .compiled import CompiledBlock, CompiledFunc

_INLINED = ("stablehlo.while", "stablehlo.if", "stablehlo.case")


def _inlined(op: Op) -> bool:
    """Whether ``op`` is written as Python control flow (not when quantized types wrap its kernel)."""
    return op.name in _INLINED and not has_quantized_types(op)


@record
class GeneratedFunc:
    """The Python function made from one compiled function, and the op of each line of its source."""

    run: Callable  # run(ctx, env, args) -> list of results
    source: str
    ops_by_line: dict[int, Op] = field(default_factory=dict)
    constants: dict[str, object] = field(default_factory=dict)  # the names the source reads
    # each ``while``: its op, the local counting its passes (from 1) and its first and last lines
    loop_lines: list[tuple[Op, str, int, int]] = field(default_factory=list)


GENERATED = "__shlo_generated__"  # the name of its GeneratedFunc in the namespace its code runs in (deadline.py)
# Results of ufunc plans are written into the array of an operand that dies at the op when the generated code
# alone references it (``_Writer.owned``), whatever its size: no new array, whose fresh pages the system would
# fault in again (threefry's u32[1024, 1024] rounds: ~2x faster), and on small arrays no allocation either
# (``subtract`` of f32[2048]: 0.63 us a call, 0.44 us into its operand).


# Ops whose specialized result is the whole buffer of their one operand seen another way (a reshape, a bitcast
# between types of one width): when the operand is owned (``_Writer.owned``) and dies at the op, so is the result.
_OWNED_VIEWS = frozenset(["stablehlo.reshape", "stablehlo.bitcast_convert"])


def _numpy_kind(tensor_type) -> bool:
    """Whether the elements are of one of NumPy's own types (not ml_dtypes')."""
    return dtype_of(tensor_type.element_type).kind in "biufc"


# Calls of functions up to this size, without regions that their kernels run, are written inline.
_INLINE_OPS = 400
_INLINE_DEPTH = 4


def generate(compiled: CompiledFunc, strict: bool,
             callee: Callable[[str], "CompiledFunc | None"] = lambda name: None, observed: str | None = None,
             numerics: str = "exact") -> GeneratedFunc:
    """The Python function that runs ``compiled`` (checking each result's type when ``strict``); ``callee``
    gives the compiled functions its ``func.call``s may inline; ``numerics``: the run's numerics mode, which
    the plans of its ops are made for (``registry.specialized``)."""
    writer = _Writer(compiled, strict, callee, observed, numerics)
    writer.function()
    source = "\n".join(writer.lines + writer.helper_lines) + "\n"
    filename = f"<shlo @{compiled.func.name}>"
    namespace = dict(writer.constants)
    exec(compile(source, filename, "exec"), namespace)  # noqa: S102 - source written by _Writer from the AST
    made = namespace[GENERATED] = GeneratedFunc(namespace["run"], source, writer.ops_by_line, writer.constants,
                                                writer.loop_lines)
    return made


class _Writer(LaneWriter):
    """Writes the source of one function, block by block."""

    def __init__(self, compiled: CompiledFunc, strict: bool, callee: Callable[[str], "CompiledFunc | None"],
                 observed: str | None = None, numerics: str = "exact"):
        self.compiled = compiled
        self.strict = strict
        self.numerics = numerics
        # every op it evaluates between the observer's hooks (observe.py): "values" passes them the operands,
        # "timing" (an observer that needs none: the profiler) calls He() and Hl(op, token, results)
        self.observed = observed
        self.callee = callee
        self.prefix = "s"  # of the locals of the function being written (an inlined callee has its own)
        self.calls = 0
        self.lines: list[str] = []
        self.ops_by_line: dict[int, Op] = {}
        self.constants: dict[str, object] = {"check_results": check_results, "is_batched": is_batched}
        self.captured = _captured_slots(compiled)
        self.plans: dict = {}  # the specialized functions made, by signature (registry.specialized)
        self.loops = 0
        self.loop_lines: list[tuple[Op, str, int, int]] = []  # GeneratedFunc.loop_lines
        self.last_tagged: Op | None = None
        self.alias: dict[str, str] = {}  # local -> the name read in its place (it is never assigned)
        self.holders: dict[str, set[str]] = {}  # name -> the locals standing for it (``alias`` reversed)
        self.scalars: dict[str, str] = {}  # local -> the name of its value as a NumPy scalar (0-d constants)
        self.owed: dict[str, str] = {}  # name standing for a local -> that local, deleted when the name dies
        self.numpy_scalars: set[str] = set()  # locals that hold NumPy scalars (made by operators or indexing)
        self.units: dict[str, tuple[int, ...]] = {}  # locals holding one-element values as NumPy scalars -> shape
        self.unit_constants: dict[str, str] = {}  # local -> its one-element constant's name as a NumPy scalar
        self.call_path: list[int] = []  # the func.calls being written inline (their ops' ids)
        self.in_place: set[tuple[int, ...]] = set()  # dynamic_update_slices written in place: call path + op
        self.shared_names: dict[int, str] = {}  # id of a value read by many lines -> its name (``shared``)
        self.names: dict[tuple[str, int], str] = {}  # (prefix, id of a value) -> its name (``constant``)
        self.literals: dict[str, str] = {}  # source text of an index or shape -> what is written (``literal``)
        self.helpers: dict[tuple, str] = {}  # the ids of a widened form -> its function's name (``helper``)
        self.helper_lines: list[str] = []  # their source, after ``run``
        # locals holding an array only the generated code references (``fresh_array``) -> its tensor type
        self.owned: dict[str, object] = {}
        LaneWriter.__init__(self)
        # loop counters in the body being written, and sums of them and constants -> their least and greatest values
        self.ranges: dict[str, tuple[int, int]] = {}
        self.block_steps: list[tuple] = []  # the steps of the block being written

    def target(self, slot: int) -> str:
        """The name of the local that holds ``slot``."""
        return f"{self.prefix}{slot}"

    def local(self, slot: int) -> str:
        """What reads ``slot``: its local, or the name it stands for (a constant, a loop-carried value, ...)."""
        name = f"{self.prefix}{slot}"
        return self.alias.get(name, name)

    def constant(self, prefix: str, value: object) -> str:
        """The name of the generated module for ``value``: one per object (ops of one signature share their
        plan, ``registry.specialized``: one name costs Python's compiler less than a name per op), made on its
        first use; the namespace keeps the object, so its id names no other while the writer lives."""
        key = (prefix, id(value))
        name = self.names.get(key)
        if name is None:
            name = self.names[key] = f"{prefix}{len(self.constants)}"
            self.constants[name] = value
        return name

    def shared(self, value: object, name: str | None = None) -> str:
        """The one name of the generated module for a function, dtype or type that many ops read: ``name``, else
        its own name (``tanh``, ``float64``), unless that is taken."""
        known = self.shared_names.get(id(value))
        if known is None:
            name = name or (value.name if isinstance(value, np.dtype) else value.__name__.strip("_"))
            if name in self.constants:
                known = self.constant(name, value)
            else:
                known, self.constants[name] = name, value
            self.shared_names[id(value)] = known
        return known

    def emit(self, indent: int, text: str, op: Op | None = None, folded: list[Op] | None = None) -> None:
        """One line of source; a line that evaluates ``op`` names it and its place in the program, and the ops
        folded into it (rewrites.py)."""
        if op is not None and op is not self.last_tagged:
            text = f"{text}  # {_where(op)}" + (f" ({', '.join(map(_where, folded))} folded in)" if folded else "")
            self.last_tagged = op
        self.lines.append("    " * indent + text)
        if op is not None:
            self.ops_by_line[len(self.lines)] = op

    def function(self) -> None:
        entry = self.compiled.entry
        self.emit(0, "def run(ctx, env, args):")
        if self.observed:
            self.emit(1, "He, Hl, Hr = ctx.observer.thread_hooks()")
        if self.strict:
            self.emit(1, f"batched = is_batched(args, {self.constant('T', entry.arg_types)})")
        if entry.arg_slots:
            self.emit(1, f"{_tuple([self.target(s) for s in entry.arg_slots])} = args")
            self.store_captured(1, entry.arg_slots)
        self.emit(1, f"return [{', '.join(self.block(1, entry))}]")

    def assign(self, indent: int, targets: list[str], values: list[str], op: Op | None = None) -> None:
        """``targets = values`` (names of locals), as one tuple assignment."""
        if targets:
            self.emit(indent, f"{_tuple(targets)} = {_tuple(values)}", op)
            self.assigned(targets)

    def stand(self, name: str, value: str) -> None:
        """``name`` stands for ``value`` (a local, a constant's name, ...): reading it reads that."""
        self.unstand(name)
        self.alias[name] = value
        self.holders.setdefault(value, set()).add(name)

    def unstand(self, name: str) -> bool:
        """``name`` no longer stands for anything; whether it stood for something."""
        value = self.alias.pop(name, None)
        if value is None:
            return False
        self.holders[value].discard(name)
        return True

    def assigned(self, names) -> None:
        """``names`` are assigned: each holds its own value from here on (not one it stood for)."""
        for name in names:
            self.unstand(name)
            self.scalars.pop(name, None)
            self.owed.pop(name, None)
            self.numpy_scalars.discard(name)
            self.units.pop(name, None)
            self.unit_constants.pop(name, None)
            self.owned.pop(name, None)
            self.lanes.pop(name, None)
            self.materialized.discard(name)
            self.ranges.pop(name, None)

    def bind(self, indent: int, slots: tuple[int, ...], values: list[str], scalars=()) -> None:
        """The locals of ``slots`` stand for ``values`` (names of locals or constants; ``scalars``: their NumPy
        scalar names or None)."""
        for slot, value, scalar in zip(slots, values, scalars or [None] * len(values)):
            self.stand(self.target(slot), value)
            if scalar is not None:
                self.scalars[self.target(slot)] = scalar
        self.store_captured(indent, slots)

    def store_captured(self, indent: int, slots) -> None:
        if not self.captured:
            return
        for s in slots:
            if s in self.captured:
                self.owned.pop(self.local(s), None)  # the region's run reads it from ``env``
                self.emit(indent, f"env[{s}] = {self.local(s)}")

    def block(self, indent: int, block: CompiledBlock, lanes_at: frozenset[int] = frozenset()) -> list[str]:
        """Write ``block``'s ops; what reads its results. The names it binds are its own (SSA names of
        sibling regions may be the same). ``lanes_at``: the positions of results that may stay held as elements
        (``lanes``; their names are in ``returned_lanes`` then)."""
        scope = (dict(self.alias), dict(self.scalars), dict(self.owed), set(self.numpy_scalars), dict(self.units),
                 dict(self.unit_constants), self.owned, dict(self.lanes), set(self.materialized))
        self.owned = {}  # a region's block owns only what it makes (it may run again on the same outer values)
        self.ops(indent, block)
        held = {k: self.lanes.get(self.local(slot)) for k, slot in enumerate(block.return_slots) if k in lanes_at}
        self.materialize(indent, [slot for k, slot in enumerate(block.return_slots) if held.get(k) is None])
        self.returned_lanes = {k: (lanes, self.local(block.return_slots[k]) in self.materialized)
                               for k, lanes in held.items() if lanes is not None}
        results = [self.local(s) for s in block.return_slots]
        (self.alias, self.scalars, self.owed, self.numpy_scalars, self.units, self.unit_constants, self.owned,
         self.lanes, self.materialized) = scope
        self.holders = {}
        for alias, value in self.alias.items():
            self.holders.setdefault(value, set()).add(alias)
        return results

    def ops(self, indent: int, block: CompiledBlock) -> None:
        outer_steps, self.block_steps = self.block_steps, block.steps
        try:
            self.block_ops(indent, block)
        finally:
            self.block_steps = outer_steps

    def block_ops(self, indent: int, block: CompiledBlock) -> None:
        keys = self.compiled.signatures
        plans = [specialized(op.name, argument, fn, self.plans, keys.get(id(op)), self.numerics)
                 for fn, argument, op, _, _, _ in block.steps]
        outside = {slot for step in block.steps for slot in step[3]}.difference(
            slot for step in block.steps for slot in step[4])
        scalars = frozenset(slot for slot in outside if self.scalar_operand(slot) is not None)
        outer = {slot: value for slot in outside if (name := self.local(slot))[0] == "C"  # constants' names
                 and isinstance(value := self.constants.get(name), np.ndarray)}
        simplified = rewrites(block, plans, self.compiled.slots, fold=not self.observed,  # observers see every op
                              scalars=scalars, captured=frozenset(self.captured), outer=outer)
        folded: dict[int, list[Op]] = {}  # step -> the ops folded into it (named in its line's tag)
        for skipped, into in sorted(simplified.skipped.items()):
            folded.setdefault(into, []).append(block.steps[skipped][2])
        deferred: dict[int, list[int]] = {}  # step -> what the steps folded into it free (after it)
        skipped, constants, elided, units = simplified.skipped, simplified.constants, simplified.elided, simplified.units
        broadcasts = frozenset(block.steps[index][4][0] for index in elided)  # (read by this block's ops only)
        for index, ((fn, argument, op, ins, outs, free), plan) in enumerate(zip(block.steps, plans)):
            if deferred and index in deferred:
                free = (*free, *deferred.pop(index))
            if index in skipped:  # read where it is folded: its operands live until then
                if skipped[index] not in simplified.index:  # (an element of a vector held as lanes is a name)
                    self.materialize(indent, ins, op)
                self.stand(self.target(outs[0]), self.local(ins[0]))
                deferred.setdefault(skipped[index], []).extend(free)
                continue
            if index in constants:
                self.name_constant(outs[0], constants[index])
                self.store_captured(indent, outs)
            elif index in elided or units.get(index) == "same":
                # the scalar itself: NumPy broadcasts it in the ops that use it (or the one element of a reshape)
                self.stand(self.target(outs[0]), self.local(ins[0]))
                scalar = self.scalars.get(self.target(ins[0]))
                if scalar is not None:
                    self.scalars[self.target(outs[0])] = scalar
            elif not self.lane_step(indent, index, simplified, (fn, argument, op, ins, outs), plan, broadcasts):
                if op.name != "stablehlo.while" and not (op.name == "func.call" and self.inlinable(op, fn, argument)):
                    self.materialize(indent, ins, op)  # (a loop or a call written inline reads elements as they are)
                self.evaluate(indent, index, simplified, (fn, argument, op, ins, outs), plan, free,
                              folded.get(index))
                if self.ranges and op.name == "stablehlo.add" and op.result_types[0].shape == ():
                    bounds = self.sum_range(op, ins)  # (an inner loop's start: the outer counter plus one)
                    if bounds is not None:
                        self.ranges[self.local(outs[0])] = bounds
                sibling = simplified.siblings.get(index) if simplified.siblings else None
                if sibling is not None and sibling[3]:  # the last of its group: the group's result is read no more
                    self.emit(indent, f"del {self.target(sibling[0])}w")
            self.free(indent, free)

    def name_constant(self, slot: int, array) -> None:
        """A constant: its array is a name of the module (and so is its NumPy scalar, when 0-d)."""
        name = self.target(slot)
        self.stand(name, self.constant("C", array))
        scalar = scalar_of(array)
        if scalar is not None:
            self.scalars[name] = self.constant("c", scalar)
        elif array.size == 1 and scalar_of(array.reshape(())) is not None:  # read so by one-element ops (units)
            self.unit_constants[name] = self.constant("c", array.reshape(())[()])

    def scalar_operand(self, slot: int) -> str | None:
        """What reads ``slot`` as a NumPy scalar: a 0-d or one-element constant's scalar name, or a local that
        holds a one-element value as a NumPy scalar (rewrites.py, units); else None."""
        name = self.target(slot)
        local = self.local(slot)
        return self.scalars.get(name) or self.unit_constants.get(name) or (local if local in self.units else None)

    def array_operand(self, op: Op, k: int, slot: int) -> str:
        """What reads ``slot`` as operand ``k`` of ``op``, an array where the local holds a one-element value as
        a NumPy scalar (of the type ``op`` reads; the scalar itself for an elided broadcast standing there, which
        NumPy broadcasts as it would the one-element array)."""
        local = self.local(slot)
        if local not in self.units or not is_unit(op.operand_types[k]):
            return local
        return f"{local}.reshape({tuple(op.operand_types[k].shape)})"

    def evaluate(self, indent: int, index: int, simplified: Rewrites, step: tuple, plan, dying=(),
                 folded: list[Op] | None = None) -> None:
        """One op: a callee or control flow written inline, or one line (``expression``), whose array result
        takes the name of an operand that dies here when one can (``reusable``)."""
        fn, argument, op, ins, outs = step
        viewed = None  # an owned operand whose whole buffer the result is (_OWNED_VIEWS, not rewritten)
        if self.owned and not isinstance(plan, np.ufunc):  # its result (a view, a callee's value, ...) may hold them
            if op.name in _OWNED_VIEWS and plan is not None and index not in simplified.written \
                    and self.local(ins[0]) in self.owned:
                viewed = self.local(ins[0])
            for slot in ins + _region_reads(self.compiled, op):  # (a branch returning an outer value is it)
                self.owned.pop(self.local(slot), None)
        if self.observed:  # He(op, operands) -> token; the op; Hl(op, token, operands, results)
            token, operands = f"h{len(self.lines)}", _values([self.local(i) for i in ins])
            self.emit(indent, f"{token} = He()" if self.observed == "timing" else
                      f"{token} = He({self.constant('O', op)}, {operands})", op)
        inline_callee = self.inlinable(op, fn, argument) if op.name == "func.call" else None
        if inline_callee is not None:
            self.call(indent, op, inline_callee, ins, outs)
        elif op.name in _INLINED and _inlined(op):
            getattr(self, op.name.split(".")[1] + "_")(indent, op, ins, outs)
        elif (direct := self.direct_update(index, simplified, step)) is not None:
            self.emit(indent, "{}[{}] = {}".format(*direct), op, folded)  # the result is the operand, written
            self.stand(self.target(outs[0]), direct[0])
        else:
            shape = getattr(op.result_types[0], "shape", None) if len(outs) == 1 else None
            unit = index in simplified.units
            fresh = self.fresh_array(index, simplified, op, plan, shape, unit)
            writes = fresh and isinstance(plan, np.ufunc)  # (np.where and its like take no ``out=``)
            reused = self.reusable(ins, dying, op.result_types[0] if writes else None) \
                if shape and dying and not self.observed and not unit else None
            names = [reused] if reused else [f"{self.prefix}{s}" for s in outs]
            into = reused if writes and reused and self.owned.get(reused) == op.result_types[0] else None
            line, scalar = self.expression(index, simplified, step, plan, names, into)
            self.emit(indent, f"{', '.join(names)} = {line}" if outs else line, op, folded)
            self.assigned(names)
            if fresh or viewed is not None and reused == viewed:  # (a view of an owned array dying here)
                self.owned[names[0]] = op.result_types[0]
            if reused:
                self.stand(f"{self.prefix}{outs[0]}", reused)
            elif scalar and outs and (shape == () or unit):
                self.numpy_scalars.add(self.target(outs[0]))
                if unit:
                    self.units[self.target(outs[0])] = tuple(shape)
        self.store_captured(indent, outs)
        if self.observed:
            passed = "" if self.observed == "timing" else f"{operands}, "
            self.emit(indent, f"Hl({self.constant('O', op)}, {token}, {passed}{_values([self.local(s) for s in outs])})",
                      op)
        if self.strict and outs:
            results = [f"{local}.reshape({self.units[local]})" if local in self.units else local
                       for local in map(self.local, outs)]
            self.emit(indent, f"check_results({self.constant('O', op)}, {self.constant('E', expectations(op))}, "
                              f"[{', '.join(results)}], batched)", op)

    def reusable(self, ins: tuple[int, ...], dying, owned_type=None) -> str | None:
        """The local of an operand that dies at this op (in ``dying``) and that nothing else reads from here on,
        for the result to be assigned to (the old value is released as ``del`` would, with no line for it):
        the operand's own local, or the local its name stands for when that local's own value is dead (owed
        to a name) or dies here too (a step folded into this one), and every name standing for it dies here.
        Never a constant, a loop-carried value nor a caller's local (those are stood for, never owed, and
        die elsewhere). ``owned_type``: the result's type when its ufunc may write into an owned array of that
        type (``fresh_array``): such an operand's local is taken before the others."""
        first = None
        dying_names = None
        for slot in ins:
            if slot not in dying:
                continue
            if dying_names is None:
                dying_names = {f"{self.prefix}{s}" for s in dying}
            name = f"{self.prefix}{slot}"
            local = self.alias.get(name, name)
            holders = self.holders.get(local)
            if (local in dying_names or local in self.owed.values()) and local not in self.numpy_scalars \
                    and local not in self.elements_held \
                    and (not holders or holders <= dying_names):
                if owned_type is None or self.owned.get(local) == owned_type:
                    return local
                first = first or local
        return first

    def fresh_array(self, index: int, simplified: Rewrites, op: Op, plan, shape, unit: bool) -> bool:
        """Whether the op makes a new array (not 0-d, not empty, not a one-element value held as a NumPy scalar) of
        a NumPy type, which nothing but its local references: written as its plan's call, a NumPy ufunc (or
        ``np.where`` or a plan with ``new_array``: a ``select`` of an array ``pred``, ``select_plan``; a cast,
        ``convert_plan``), or an upcast unary op's widened expression (``widened``: ``.astype``'s copy)."""
        if not shape or None in shape or 0 in shape or unit or self.observed or index in simplified.written \
                or not _numpy_kind(op.result_types[0]):
            return False
        return index in simplified.widened \
            or isinstance(plan, np.ufunc) and plan.nout == 1 and op.name not in ARRAY_EXPRESSIONS \
            or (plan is np.where or getattr(plan, "new_array", False)) and op.operand_types[0].shape != ()

    def expression(self, index: int, simplified: Rewrites, step: tuple, plan, names: list[str],
                   into: str | None = None) -> tuple[str, bool]:
        """What computes one op into the locals ``names``: an operator expression, a folded index or pack, its
        specialization or its kernel; and whether a 0-d result of it is a NumPy scalar (no ``del`` needed: it
        holds no array). ``into``: the local of an operand whose array the plan's ufunc writes its result into
        (``fresh_array``: the local owns it, and dies here)."""
        fn, argument, op, ins, outs = step
        rewritten = index in simplified.written
        if rewritten:
            made = self.rewritten(index, simplified, step, plan)
            if made is not None:
                return made
        if self.ranges and op.name == "stablehlo.dynamic_slice" and plan is not None and not rewritten:
            window = self.direct_window(op.operand_types[0].shape, argument.slice_sizes, ins[1:], False)
            if window is not None:  # (a view, as the plan's)
                return f"{self.local(ins[0])}[{window}]", False
        if self.units:
            arrays = [self.array_operand(op, k, i) for k, i in enumerate(ins)]
        else:
            alias, prefix = self.alias, self.prefix
            arrays = [alias.get(name, name) for name in [f"{prefix}{i}" for i in ins]]
        if plan is not None and (op.name in ARRAY_EXPRESSIONS or getattr(op.result_types[0], "shape", None) == ()):
            expression = inline_expression(argument, plan, [self.scalars.get(self.target(i)) or array
                                                            for i, array in zip(ins, arrays)], literal=self.literal)
            if expression is not None:
                return expression, op.name in SCALAR_RESULTS
        if rewritten and index in simplified.siblings:  # its part of its group's result, made by its first op
            first, whole, part, _ = simplified.siblings[index]
            group = self.target(first) + "w"
            if outs[0] == first:  # ``(sw := W(x[whole]))[part]``
                operand = self.local(ins[0]) + (self.literal(whole) if whole else "")
                group = f"({group} := {self.helper(plan.widened)}({operand}))"
            return group + self.literal(part), False
        widened = simplified.widened.get(index)
        if widened is not None:
            return self.widened(widened, names[0], arrays[0], index in simplified.negated), False
        if rewritten and index in simplified.row_updates:  # the update without the row's dimension
            plan = simplified.row_updates[index]
        if rewritten and index in simplified.chained or self.in_place and tuple(self.call_path) + (id(op),) in \
                self.in_place:
            return f"{self.constant('U', plan.in_place)}({', '.join(arrays)})", False
        if rewritten and index in simplified.pack:
            slots, dtype = simplified.pack[index]
            return f"{self.constant('array', np.array)}(({_tuple([self.local(s) for s in slots])}), " \
                   f"{self.constant('D', dtype)})", False
        if plan is not None:
            return f"{self.constant('P', plan)}({', '.join(arrays)}{f', out={into}' if into else ''})", False
        operands = "".join(", " + array for array in arrays)
        return f"{self.constant('K', fn)}(ctx, {self.constant('A', argument)}{operands})", False

    def rewritten(self, index: int, simplified: Rewrites, step: tuple, plan) -> tuple[str, bool] | None:
        """``expression`` of a step that a rewrite makes one expression of its own (a unit's, an index, a view, a
        row, a gather's bound form), or None."""
        fn, argument, op, ins, outs = step
        kind = simplified.units.get(index)
        if kind == "element":
            window = self.direct_window(op.operand_types[0].shape, argument.slice_sizes, ins[1:], False, True) \
                if self.ranges else None
            if window is not None:
                return f"{self.local(ins[0])}[{window}]", True
            return f"{self.constant('P', plan.element)}({', '.join(self.local(i) for i in ins)})", True
        if kind == "unary":  # ``as_float32(rsqrt(as_float64(x)))``
            fn, wide, dtype = plan.widened
            return f"{self.shared(dtype.type, 'as_' + dtype.name)}({self.shared(fn)}(" \
                   f"{self.shared(wide.type, 'as_' + wide.name)}({self.scalar_operand(ins[0])})))", True
        if kind == "operator":
            return inline_expression(argument, plan, [self.scalar_operand(i) or self.local(i) for i in ins],
                                     unit=True), True
        if index in simplified.index:
            slot, at = simplified.index[index]
            return f"{self.local(slot)}[{', '.join(map(str, at)) or '()'}]", True
        if index in simplified.views:
            slot, view = simplified.views[index]
            return f"{self.local(slot)}{self.literal(view)}", False
        if index in simplified.rows and self.ranges:
            sliced = next(step for step in self.block_steps if step[4] == ins)  # the dynamic_slice folded in
            window = self.direct_window(sliced[2].operand_types[0].shape, sliced[1].slice_sizes, sliced[3][1:], True)
            if window is not None:
                return f"{self.local(sliced[3][0])}[{window}]", False
        if index in simplified.rows or index in simplified.bound:
            row, slots = simplified.rows.get(index) or simplified.bound[index]
            return f"{self.constant('R', row)}({', '.join(self.local(s) for s in slots)})", False
        return None

    def direct_update(self, index: int, simplified: Rewrites, step: tuple) -> tuple[str, str, str] | None:
        """A ``dynamic_update_slice`` written in place (``in_place``, ``chained``) whose window needs no clamping
        (``direct_window``: a scan's ``ys[i] = y``) as the assignment's operand, index and update; else None."""
        fn, argument, op, ins, outs = step
        if not self.ranges or op.name != "stablehlo.dynamic_update_slice" or not (
                index in simplified.chained or tuple(self.call_path) + (id(op),) in self.in_place):
            return None
        update = self.local(ins[1])
        window = self.direct_window(op.operand_types[0].shape, op.operand_types[1].shape, ins[2:],
                                    index in simplified.row_updates)
        return None if window is None or update in self.units else (self.local(ins[0]), window, update)

    def direct_window(self, shape, sizes, starts: tuple[int, ...], drop: bool, element: bool = False) -> str | None:
        """The index of the window of ``sizes`` at the start indices ``starts`` (slots) of an array of ``shape``,
        written without clamping where no start needs it: each is a constant in bounds, or a value whose range is
        (``value_range``: a loop counter, ...), or the window spans its dimension whole (the start clamps to 0);
        else None. ``drop``: a dimension that moves, of size 1, is indexed by the start itself, and so dropped (a
        row); ``element``: every dimension is (the window is one element, read as a NumPy scalar)."""
        parts = []
        for dim, size, slot in zip(shape, sizes, starts):
            if size == dim:
                parts.append("0" if element else ":")
                continue
            local = self.local(slot)
            low, high = self.value_range(local) or (-1, -1)
            if low < 0 or high > dim - size:
                return None
            value = _integer(self.constants.get(local))
            start = local if value is None else str(value)
            parts.append(start if (drop or element) and size == 1 else
                         f"{local}:{local} + {size}" if value is None else f"{value}:{value + size}")
        while parts and parts[-1] == ":":
            parts.pop()
        return ", ".join(parts) or "..."

    def value_range(self, local: str) -> tuple[int, int] | None:
        """The least and greatest integer ``local`` may hold: a 0-d integer constant's value, or its range in
        ``ranges`` (a loop counter in its body, or a sum of one and a constant); else None."""
        value = _integer(self.constants.get(local))
        return (value, value) if value is not None else self.ranges.get(local)

    def sum_range(self, op: Op, ins: tuple[int, ...]) -> tuple[int, int] | None:
        """The range of a 0-d integer ``add`` of two values of known range (``value_range``) that cannot wrap
        around; else None."""
        ranges = [self.value_range(self.local(slot)) for slot in ins]
        dtype = dtype_of(op.result_types[0].element_type)
        if None in ranges or dtype.kind not in "iu":
            return None
        low, high = ranges[0][0] + ranges[1][0], ranges[0][1] + ranges[1][1]
        info = np.iinfo(dtype)
        return (low, high) if info.min <= low and high <= info.max else None

    def literal(self, text: str) -> str:
        """What the source writes for the index (``[0:2, 1:3]``) or shape (``(2, 3)``) that ``text`` writes: a name
        of the module for its value (``[I3]``, ``S4``), one per text. Python compiles a literal's slices and
        numbers at several times a name's cost, and builds the slices on every run."""
        name = self.literals.get(text)
        if name is None:
            name = self.literals[text] = f"[{self.constant('I', index_value(text))}]" if text[0] == "[" else \
                self.constant("S", tuple(int(n) for n in text[1:-1].split(",") if n.strip()))  # (static shapes)
        return name

    def widened(self, widened: tuple, local: str, operand: str, negated: bool = False) -> str:
        """An upcast unary op (its plan's ``widened``: the function and both types) of ``operand`` computed in
        place in the widened copy, in ``local``, and rounded: ``fn((t := x.astype(W)), t).astype(T)`` (not rounded
        when the copy has the operand's type: float32 under fast numerics); ``negated``: of a folded negate,
        negated in the widened copy first."""
        fn, wide, dtype = widened
        copy = f"({local} := {operand}.astype({self.shared(wide)}))"
        if negated:
            copy = f"{self.shared(np.negative)}({copy}, {local})"
        computed = f"{self.shared(fn)}({copy}, {local})"
        return computed if wide == dtype else f"{computed}.astype({self.shared(dtype)})"

    def helper(self, widened: tuple) -> str:
        """The name of the function of the generated module (written after ``run``, one per form) that computes
        ``widened`` (``widened``'s expression) for a group of sibling slices (rewrites.py): Python compiles the
        call at a third of the expression's cost, and the ~0.1 us it costs more at run time is one per group of
        ops. A plain op keeps the expression (the elementwise chain's steady state ran ~5% slower calling one)."""
        key = tuple(map(id, widened))
        name = self.helpers.get(key)
        if name is None:
            name = self.helpers[key] = f"W{len(self.helpers)}"
            self.helper_lines += ["", f"def {name}(x):", f"    return {self.widened(widened, 'x', 'x')}"]
        return name

    def free(self, indent: int, slots) -> None:
        """``del`` of the locals of ``slots`` that hold arrays (not NumPy scalars) once nothing stands for them:
        a name standing for another (an elided broadcast, a folded step, an argument) dies here too, and
        deletes the local it owes; a local something still stands for is owed by that name."""
        if not slots:
            return
        names = []
        for slot in slots:
            name = f"{self.prefix}{slot}"
            if self.unstand(name):
                name = self.owed.pop(name, None)
                if name is None:
                    continue
            holders = self.holders.get(name)
            if holders:
                self.owed[next(iter(holders))] = name
            elif name not in self.numpy_scalars and (name not in self.lanes or name in self.materialized):
                names.append(name)
        if names:
            self.emit(indent, f"del {', '.join(names)}")

    def inlinable(self, op: Op, fn, attrs) -> "CompiledFunc | None":
        """The callee of a ``func.call`` that is written inline: small, not too deep, and with no region that
        a kernel would run on the frame (its slots are the callee's)."""
        if op.name != "func.call" or fn is not lookup("func.call") or self.prefix.count("_") >= _INLINE_DEPTH:
            return None
        callee = self.callee(attrs.callee)
        if callee is None:
            return None
        ops = list(callee.func.walk())
        if len(ops) > _INLINE_OPS or any(o.regions and not _inlined(o) for o in ops):
            return None
        return callee

    def call(self, indent: int, op: Op, callee: CompiledFunc, ins: tuple[int, ...], outs: tuple[int, ...]) -> None:
        """``func.call`` ``op`` of ``callee`` written inline, its values as locals of their own (``fN_slot``);
        the call's results are the names the callee returns (no assignment), and a local of the callee's among
        them is deleted when the results that read it die."""
        args = [self.local(i) for i in ins]
        scalars = [self.scalars.get(self.target(i)) for i in ins]
        self.calls += 1
        saved = self.compiled, self.prefix, self.captured
        self.compiled, self.prefix, self.captured = callee, f"{self.prefix}f{self.calls}_", set()
        self.call_path.append(id(op))
        entry = callee.entry
        self.bind(indent, entry.arg_slots, args, scalars)
        results = self.block(indent, entry, frozenset(range(len(entry.return_slots))))
        returned = self.returned_lanes
        for slot in entry.arg_slots:  # the arguments' names die with the callee (a returned one was read)
            self.unstand(self.target(slot))
        self.call_path.pop()
        own = self.prefix
        self.compiled, self.prefix, self.captured = saved
        for k, (lanes, made) in returned.items():  # results held as elements stay so
            self.lanes[results[k]] = lanes
            if made:
                self.materialized.add(results[k])
        owing = set()
        for slot, result in zip(outs, results):  # read by their names; the callee's own locals are owed
            self.stand(self.target(slot), result)
            if result.startswith(own) and result not in owing:
                self.owed[self.target(slot)] = result
                owing.add(result)

    def region_block(self, op: Op, index: int) -> CompiledBlock:
        return self.compiled.regions[id(op.regions[index])]

    def while_(self, indent: int, op: Op, ins: tuple[int, ...], outs: tuple[int, ...]) -> None:
        """Spec ``while`` as a Python loop over the loop-carried values ``wN_k``; ``wN`` counts the passes (what
        a stopped run reports, deadline.py)."""
        cond, body = self.region_block(op, 0), self.region_block(op, 1)
        self.loops += 1
        carried = [f"w{self.loops}_{k}" for k in range(len(ins))]
        updates = {}  # carried value -> the paths of the dynamic_update_slice that writes it in place
        for k, slot in enumerate(body.arg_slots):
            paths: list[tuple[int, ...]] = []
            if slot not in self.captured and self.updated_in_place(self.compiled, body, slot, (), paths) == k:
                updates[k] = [tuple(self.call_path) + path for path in paths]
        lanes = self.carried_lanes(op, cond, body, outs, updates)
        self.materialize(indent, [slot for k, slot in enumerate(ins) if k not in lanes], op)
        initial = [self.scalars.get(self.target(i)) or self.local(i) for i in ins]
        self.assign(indent, [name for k, name in enumerate(carried) if k not in lanes]
                    + [name for k in lanes for name in lanes[k]],
                    [value for k, value in enumerate(initial) if k not in lanes]
                    + [element for k in lanes for element in self.elements(ins[k], op.operand_types[k])], op)
        for k in updates:
            self.emit(indent, f"{carried[k]} = {self.constant('array', np.array)}({carried[k]})  "
                              f"# owned by the loop, updated in place", op)
        self.in_place.update(path for paths in updates.values() for path in paths)
        for k, names in lanes.items():  # read as its elements, its array made where the loop's ops need it
            self.lanes[carried[k]] = (names,) + self.lanes_shape(op.operand_types[k])
        counters = counter_ranges(cond, body, [self.value_range(self.local(i)) for i in ins], self.known_integer)
        counter = f"w{self.loops}"
        self.emit(indent, f"for {counter} in {self.constant('count', itertools.count)}(1):", op)
        first = len(self.lines)
        self.region_started(indent + 1)
        self.bind(indent + 1, cond.arg_slots, carried)
        (keep_going,) = self.block(indent + 1, cond)
        self.emit(indent + 1, f"if not {keep_going}:", op)
        self.emit(indent + 2, "break")
        self.region_started(indent + 1)
        self.bind(indent + 1, body.arg_slots, carried)
        outer_ranges = dict(self.ranges)
        if not self.observed:  # (in the body only; observers see each op's own kernel run)
            self.ranges.update((carried[k], bounds) for k, bounds in counters.items())
        results = self.block(indent + 1, body, frozenset(lanes))
        self.ranges = outer_ranges
        changed = [(name, value) for k, (name, value) in enumerate(zip(carried, results)) if k not in lanes]
        for k, names in lanes.items():  # the body's elements, or its array's
            returned = self.returned_lanes.get(k)
            elements = returned[0][0] if returned else [f"{results[k]}[{j}]" for j in range(len(names))]
            changed += zip(names, elements)
        changed = [(name, value) for name, value in changed if name != value]
        self.assign(indent + 1, [name for name, _ in changed], [value for _, value in changed], op)
        self.loop_lines.append((op, counter, first, len(self.lines)))
        self.in_place.difference_update(path for paths in updates.values() for path in paths)
        for k in lanes:
            self.lanes.pop(carried[k])
            self.lanes[self.target(outs[k])] = (lanes[k],) + self.lanes_shape(op.result_types[k])
        self.assign(indent, [self.target(s) for k, s in enumerate(outs) if k not in lanes],
                    [name for k, name in enumerate(carried) if k not in lanes], op)

    def known_integer(self, block: CompiledBlock, slot: int) -> int | None:
        """The integer ``slot`` of ``block`` holds when it is a 0-d constant (of the block, or named outside it)."""
        for fn, argument, op, _, outs, _ in block.steps:
            if outs == (slot,):
                plan = specialized(op.name, argument, fn) if op.name == "stablehlo.constant" else None
                return _integer(plan()) if plan is not None else None
        return _integer(self.constants.get(self.local(slot)))

    def updated_in_place(self, compiled: CompiledFunc, block: CompiledBlock, slot: int, path: tuple[int, ...],
                         found: list[tuple[int, ...]]) -> int | None:
        """The position among ``block``'s results of ``slot``'s value after one ``dynamic_update_slice`` (with
        an in-place form) when that op, reached through inlined calls, is the only reader of the value and
        its result is only returned, once; None otherwise. The ids of the calls and the op are added to
        ``found``. A loop-carried value that passes is one array, owned by the loop, written in place."""
        uses = [(index, k) for index, step in enumerate(block.steps) for k, s in enumerate(step[3]) if s == slot]
        if len(uses) != 1 or slot in block.return_slots or _read_by_regions(compiled, block, slot):
            return None
        index, k = uses[0]
        fn, argument, op, ins, outs, _ = block.steps[index]
        if op.name == "stablehlo.dynamic_update_slice" and k == 0:
            if getattr(specialized(op.name, argument, fn), "in_place", None) is None:
                return None
            found.append(path + (id(op),))
            result = outs[0]
        else:
            callee = self.inlinable(op, fn, argument)
            position = None if callee is None else self.updated_in_place(
                callee, callee.entry, callee.entry.arg_slots[k], path + (id(op),), found)
            if position is None:
                return None
            result = outs[position]
        if any(result in step[3] for step in block.steps) or block.return_slots.count(result) != 1 \
                or _read_by_regions(compiled, block, result):
            return None
        return block.return_slots.index(result)

    def if_(self, indent: int, op: Op, ins: tuple[int, ...], outs: tuple[int, ...]) -> None:
        """Spec ``if`` as a Python branch."""
        self.emit(indent, f"if {self.local(ins[0])}:", op)
        self.branch(indent + 1, op, 0, outs)
        self.emit(indent, "else:", op)
        self.branch(indent + 1, op, 1, outs)

    def case_(self, indent: int, op: Op, ins: tuple[int, ...], outs: tuple[int, ...]) -> None:
        """Spec ``case``: branch ``index``; an index out of range selects the last branch."""
        index = f"i{len(self.lines)}"
        self.emit(indent, f"{index} = int({self.local(ins[0])})", op)
        last = len(op.regions) - 1
        for k in range(last):
            self.emit(indent, f"{'if' if k == 0 else 'elif'} {index} == {k}:", op)
            self.branch(indent + 1, op, k, outs)
        if last:
            self.emit(indent, "else:", op)
        self.branch(indent + (1 if last else 0), op, last, outs)

    def region_started(self, indent: int) -> None:
        """A region of the op being written starts (observed code: the observer counts loop iterations)."""
        if self.observed:
            self.emit(indent, "Hr()")

    def branch(self, indent: int, op: Op, index: int, outs: tuple[int, ...]) -> None:
        self.region_started(indent)
        block = self.region_block(op, index)
        results = self.block(indent, block)
        if outs:
            self.assign(indent, [self.target(s) for s in outs], results, op)
        else:
            self.emit(indent, "pass")


def _integer(value: object) -> int | None:
    """The value of a 0-d integer constant (an array or a NumPy scalar), else None."""
    if isinstance(value, (np.ndarray, np.generic)) and value.shape == () and value.dtype.kind in "iu":
        return int(value)
    return None


def _where(op: Op) -> str:
    """``stablehlo.add at 3:5``: an op and its place in the program (its name alone when it has none)."""
    return f"{op.name} at {op.line}:{op.column}" if op.line else op.name


def _region_reads(compiled: CompiledFunc, op: Op) -> tuple[int, ...]:
    """The slots (of ``compiled``) that the ops of ``op``'s regions read, its terminators included."""
    slots = compiled.slots
    return tuple(slots[n] for region in op.regions for inner in region.walk() for n in inner.operands if n in slots)


def _read_by_regions(compiled: CompiledFunc, block: CompiledBlock, slot: int) -> bool:
    """Whether a region of one of ``block``'s ops reads ``slot`` (of ``compiled``) from outside itself."""
    return any(compiled.slots.get(n) == slot for step in block.steps for region in step[2].regions
               for inner in region.walk() for n in inner.operands)


def _captured_slots(compiled: CompiledFunc) -> set[int]:
    """Slots that regions run by kernels (not inlined) may read from their frame: every value their ops
    use (an over-approximation: the values they define are in ``env`` anyway)."""
    slots = compiled.slots
    captured: set[int] = set()
    regions = [compiled.func.body] if compiled.func.body is not None else []
    while regions:  # (the ops of inlined control flow; those of other regions are all read by walk())
        for block in regions.pop().blocks:
            for op in block.ops:
                if op.regions and _inlined(op):
                    regions.extend(op.regions)
                elif op.regions:
                    captured.update(slots[n] for region in op.regions for inner in region.walk()
                                    for n in inner.operands if n in slots)
    return captured


def _values(names: list[str]) -> str:
    """``(a, b)``, ``(a,)`` or ``()``: a tuple expression of the names."""
    return f"({_tuple(names)})" if names else "()"


def _tuple(names: list[str]) -> str:
    """``a, b`` (and ``a,`` for one name): the two sides of a tuple assignment."""
    return ", ".join(names) + ("," if len(names) == 1 else "")
