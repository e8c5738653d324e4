"""Compile-time simplifications of a block for the generated Python (codegen.py; issue #12, item 3).

Each rewrite gives the values the steps give, bit for bit, with fewer calls:

- ``constant``\\ s are not made at run time: their arrays are names of the generated module, and a 0-d
  constant of a NumPy type is also a NumPy scalar for the operators below;
- 0-d ``add``/``subtract``/``multiply``, ``divide`` and ``negate`` of floats, ``abs`` and ``compare`` (not
  TOTALORDER) of NumPy's own types are Python operators (``a + b``, ``abs(a)``): on NumPy scalars (0-d
  values: what ufuncs return for 0-d operands) NumPy's scalar arithmetic computes the same IEEE operation
  in the same type as the kernels' ufuncs, without a ufunc call's overhead; so are ``and``/``or``/``xor``/
  ``not`` of booleans and integers (``a & b``, ``~a``); a ``select`` on a 0-d ``pred`` is Python's
  conditional expression;
- steps whose operands are all constants (an index computation from ``iota``, a mask, a convert of a
  constant) are computed once, by the function the run would call, and are constants from then on
  (``_folded``; not in observed runs, whose observers see every op);
- a ``broadcast_in_dim`` that NumPy's broadcasting does the same (a 0-d value, a bias row) feeding only
  broadcasting ufuncs (``maximum``/``minimum``, a ``select``'s ``np.where`` and ``clamp`` bounds included) is
  the value itself, also in two steps (JAX's ``[n] -> [1, n] -> [m, n]``), and a splat constant (torch_xla's
  scalars) used that way is one value;
- ``slice``, ``reshape`` and ``transpose`` are the index or method their specializations call
  (``x[0:2, 1:3]``, ``x.reshape((2, 3))``); a ``slice`` of one element reshaped to 0-d is one index
  (``x[i, j]``, a NumPy scalar), and so is a ``slice`` reshaped only by dropping or inserting dimensions of
  size 1 (``x[1, 0:4, 64:96]``, ``x[None, 0:4]``; a torch GRU's gates);
- a 1-D ``concatenate`` of 0-d values each broadcast to ``[1]`` is one ``np.array((a, b, c), dtype)``;
- a ``dynamic_slice`` of one row (one moving dimension, of size 1) reshaped without that dimension is one
  index, the clamped start itself in that dimension (``xs[t]`` of a scan, its specialization's ``row``);
  so is a ``dynamic_update_slice`` of one row whose update only gains that dimension from a
  ``broadcast_in_dim`` or ``reshape`` (``hs[t] = h``): the update is written without it;
- a ``gather`` of constant indices is one ``np.take`` of element positions its plan found once (its
  ``with_indices``); one of indices concatenated along ``index_vector_dim`` (torch_xla's ``x[i, j]``) reads the
  parts, no concatenated copy made, the constant parts' terms summed once (its ``with_index_parts``; not in
  observed runs, whose observers see the concatenate run);
- a ``negate`` read only by an upcast unary op (``exp(-x)`` of a sigmoid) is done in that op's widened copy
  (of its specialization's ``widened`` form): negation is exact in both types, so widening and negating
  commute, NaN's sign and payload included;
- the same upcast unary op of several unit-stride ``slice``\\ s of one value (an LSTM's three sigmoid gates of
  one ``[.., 4h]`` product) is computed once, on the slice bounding them all (``siblings``), and each op's
  result is its part of that: the function acts on each element alone, so every element gets the bits it
  gets computed on its own slice (the elements between the slices are computed and not read).

- one-element values (``tensor<1x1xf32>``: a Jacobi rotation's arithmetic) are NumPy scalars too, from an
  element read by a ``dynamic_slice`` of one element (its specialization's ``element``) on: the operators above
  and upcast unary ops (the function of the float64 scalar, rounded once) compute them, and an op that needs
  the array gets it back (``x.reshape((1, 1))``, codegen.py); add and multiply of floats are written in the
  operand order whose NaN (of two NaN operands) is the ufunc's on one-element arrays (``_UNIT_BINARY``, probed
  once: NumPy's scalar and array loops may propagate either operand's);
- a ``dynamic_update_slice`` of the result of another, read by nothing else (so no view of it lives), writes
  that fresh array in place (its specialization's ``in_place``): a chain of updates copies once.

Types outside NumPy's own (``ml_dtypes``' bfloat16, float8, sub-byte integers), float16 (whose scalar
arithmetic rounds through float32), booleans and complex numbers keep their kernels.
"""
from __future__ import annotations

import math
import operator
from dataclasses import field
from typing import TYPE_CHECKING, Callable

import numpy as np

from ..ir.records import record
from ..ir.dtypes import dtype_of
from ..ir.literals import is_splat
from ..ir.enums import ComparisonType

if TYPE_CHECKING:
    from .compiled import CompiledBlock

# The types whose NumPy operators are the kernels' ufuncs, with exact scalar arithmetic of the same type.
_OPERATOR_DTYPES = frozenset(np.dtype(t) for t in (np.float32, np.float64, np.int8, np.int16, np.int32, np.int64,
                                                    np.uint8, np.uint16, np.uint32, np.uint64))
_FLOATS = frozenset([np.dtype(np.float32), np.dtype(np.float64)])
_BINARY = {"stablehlo.add": "+", "stablehlo.subtract": "-", "stablehlo.multiply": "*", "stablehlo.divide": "/"}
_SCALAR_OPERATORS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv}
_COMPARE = {"EQ": "==", "NE": "!=", "GE": ">=", "GT": ">", "LE": "<=", "LT": "<"}
_BITWISE = {"stablehlo.and": "{0} & {1}", "stablehlo.or": "{0} | {1}", "stablehlo.xor": "{0} ^ {1}",
            "stablehlo.not": "~{0}"}  # of booleans too: NumPy's bool_ operators are logical
# The ops whose 0-d inline expressions make NumPy scalars (a view or a select may give a 0-d array).
SCALAR_RESULTS = frozenset([*_BINARY, *_BITWISE, "stablehlo.compare", "stablehlo.negate", "stablehlo.abs"])

# Ops whose specialized form is a NumPy ufunc of two operands (add, ..., compare, the bitwise ops), which
# broadcasts a 0-d operand exactly as broadcast_in_dim would have; ``maximum``/``minimum`` of floats
# (kernels/elementwise.py ``ieee_extremum``: its sign fix broadcasts too, and an array against a 0-d value is one
# ``np.where``); the shifts (``integers.native_shift``: NumPy's shift, on views of the operands' bits for some
# types; a threefry round's rotation amounts).
_BROADCASTING = frozenset(["stablehlo.add", "stablehlo.subtract", "stablehlo.multiply", "stablehlo.divide",
                           "stablehlo.compare", "stablehlo.maximum", "stablehlo.minimum", "stablehlo.and",
                           "stablehlo.or", "stablehlo.xor", "stablehlo.shift_left", "stablehlo.shift_right_logical",
                           "stablehlo.shift_right_arithmetic"])


def operand_dtype(attrs, index: int = 0) -> np.dtype | None:
    """The NumPy dtype of operand ``index`` of the op of ``attrs`` (None for a type NumPy does not hold)."""
    types = attrs.operand_types
    element = getattr(types[index], "element_type", None) if len(types) > index else None
    try:
        return None if element is None else dtype_of(element)
    except (TypeError, KeyError):  # element types without a dtype: no rewrite
        return None


def inline_expression(attrs, plan, operands: list[str], unit: bool = False,
                      literal: Callable[[str], str] = str) -> str | None:
    """The op of ``attrs`` on the values named ``operands`` as a Python expression, where that is what its
    specialization ``plan`` computes (None where the kernel does more), else None: a view op's index or
    method, a select on a 0-d ``pred``, an operator on 0-d values (on arrays an operator costs more than the
    ufunc call itself, and a NumPy scalar operand more than a 0-d array). ``unit``: the operands are NumPy
    scalars standing for values of one element (``units``), and so is the result; no view ops then.
    ``literal``: what the expression writes for a view op's index or shape, given its source text (``[0:2, 1:3]``,
    ``(2, 3)``; ``index_value``)."""
    name = attrs.op.name
    if plan is None or unit and name in _VIEWS:
        return None
    if name in _VIEWS:  # of arrays (rank 1 or more: never NumPy scalars)
        shape = getattr(attrs.operand_types[0], "shape", None)
        return _VIEWS[name](attrs, operands[0], literal) if shape and None not in shape else None
    if name == "stablehlo.select" and (unit or getattr(attrs.operand_types[0], "shape", None) == ()):
        return f"{operands[1]} if {operands[0]} else {operands[2]}"
    if attrs.result_types[0].shape != () and not unit:
        return None
    dtype = operand_dtype(attrs)
    if name in _BITWISE and (dtype in _OPERATOR_DTYPES and dtype.kind in "iu" or dtype == np.bool_):
        return _BITWISE[name].format(*operands)
    if dtype not in _OPERATOR_DTYPES:
        return None
    if name == "stablehlo.abs":
        return f"abs({operands[0]})"
    if name in _BINARY and (name != "stablehlo.divide" or dtype in _FLOATS):
        if unit and dtype in _FLOATS:
            order = _UNIT_BINARY[name][dtype]
            return None if order is None else order.format(*operands)
        return f"{operands[0]} {_BINARY[name]} {operands[1]}"
    if name == "stablehlo.compare" and attrs.compare_type != ComparisonType.TOTALORDER:
        return f"{operands[0]} {_COMPARE[attrs.comparison_direction]} {operands[1]}"
    if name == "stablehlo.negate" and dtype in _FLOATS:
        return f"-{operands[0]}"
    return None


def _nan_order(ufunc: np.ufunc, symbol: str, dtype: np.dtype) -> str | None:
    """The operator expression (``"{0} - {1}"``; ``"{1} + {0}"`` also for add and multiply) whose NumPy scalar
    arithmetic gives ``ufunc``'s bits on arrays of one to four elements of ``dtype`` (one-element values, and the
    elements of the vectors codegen.py holds as lanes) also where both operands are NaNs of other bits: the result
    is one operand's NaN, and which one depends on how NumPy's loops were compiled (a commutative operation's
    operands may be swapped, and loops of other lengths may be other code); None where no order does."""
    width = 8 * dtype.itemsize
    bits = np.dtype(f"u{dtype.itemsize}")
    nan = int(np.array(np.nan, dtype).view(bits)) & ((1 << (width - 1)) - 1)
    a, b = np.array([(1 << (width - 1)) | nan | 1, nan | 2], bits).view(dtype)  # -NaN and +NaN, other payloads
    orders = [("{0} %s {1}", a, b)] + ([("{1} %s {0}", b, a)] if symbol in "+*" else [])
    with np.errstate(all="ignore"):
        expected = {int(e) for n in range(1, 5) for e in ufunc(np.full(n, a), np.full(n, b)).view(bits)}
        for order, x, y in orders:
            if expected == {int(np.asarray(_SCALAR_OPERATORS[symbol](x, y)).view(bits))}:
                return order % symbol
    return None


# Binary ops of one-element floats (``units``): the operator expression that gives the ufunc's bits, per type
_UNIT_BINARY = {name: {dtype: _nan_order(ufunc, _BINARY[name], dtype) for dtype in _FLOATS}
                for name, ufunc in (("stablehlo.add", np.add), ("stablehlo.subtract", np.subtract),
                                    ("stablehlo.multiply", np.multiply), ("stablehlo.divide", np.divide))}


def _bounds(start: int, limit: int, stride: int = 1) -> str:
    return f"{start}:{limit}" + (f":{stride}" if stride != 1 else "")


def index_text(starts, limits, strides=None) -> str:
    """The NumPy index of a slice as source text: ``[0:2, 1:3]`` (``[0:4,]`` in one dimension, ``[()]`` in none)."""
    index = [_bounds(*bounds) for bounds in zip(starts, limits, strides or [1] * len(starts))]
    return f"[{', '.join(index) + (',' if len(index) == 1 else '') if index else '()'}]"


def index_value(text: str) -> tuple | int | None:
    """The index object that index source text (``index_text``, ``_sliced_view``: ``[0:2, 1, None]``, ``[0:4,]``,
    ``[()]``) writes: ``x[value]`` reads the view ``x[0:2, 1, None]`` reads."""
    inner = text[1:-1]
    if inner == "()":
        return ()
    items = [item.strip() for item in inner.split(",")]
    values = tuple(None if item == "None" else slice(*map(int, item.split(":"))) if ":" in item else int(item)
                   for item in items if item)
    return values if len(items) > 1 else values[0]


def _sliced_view(sliced, op) -> str | None:
    """The one index (source text) that is a ``slice`` (``sliced``: its typed attributes) then ``op``, a
    ``reshape`` of a static shape that only drops or inserts dimensions of size 1 (the others in order), or
    None: a dimension of size 1 dropped is its start (an integer index), one inserted is ``None`` unless a
    sliced dimension of size 1 stands there (``x[1:2, 0:4, 0:96]`` reshaped to ``[4, 96]``: ``x[1, 0:4, 0:96]``;
    ``y[0:4, 64:96]`` reshaped to ``[1, 4, 32]``: ``y[None, 0:4, 64:96]``). Basic indexing makes the view the
    reshape of the slice makes, so the same elements."""
    source, shape = op.operand_types[0].shape, op.result_types[0].shape
    if source is None or shape is None or None in source or None in shape \
            or [d for d in source if d != 1] != [d for d in shape if d != 1]:
        return None
    bounds = list(zip(sliced.start_indices, sliced.limit_indices, sliced.strides))
    items, k = [], 0
    for size in shape:
        if size == 1 and k < len(source) and source[k] == 1:
            items.append(_bounds(*bounds[k]))
            k += 1
        elif size == 1:
            items.append("None")
        else:
            while source[k] == 1:
                items.append(str(bounds[k][0]))
                k += 1
            items.append(_bounds(*bounds[k]))
            k += 1
    items.extend(str(bounds[j][0]) for j in range(k, len(source)))
    return f"[{', '.join(items)}]"


def _slice(attrs, operand: str, literal: Callable[[str], str]) -> str:
    return operand + literal(index_text(attrs.start_indices, attrs.limit_indices, attrs.strides))


def _unit_broadcast(attrs, operand: str, literal: Callable[[str], str]) -> str | None:
    """A ``broadcast_in_dim`` that only adds dimensions of size 1 (the operand's in order): a reshape."""
    source, shape = attrs.operand_types[0].shape, attrs.result_types[0].shape
    dims = list(attrs.broadcast_dimensions)
    if source is None or shape is None or None in source or None in shape or dims != sorted(set(dims)) \
            or math.prod(source) != math.prod(shape):
        return None
    return f"{operand}.reshape({literal(str(tuple(shape)))})"


# The view ops whose specializations (kernels/shape.py, for static shapes) are one NumPy method or index,
# written as that expression (a broadcast that adds unit dimensions is made as a view, not filled).
_VIEWS = {
    "stablehlo.broadcast_in_dim": _unit_broadcast,
    "stablehlo.slice": _slice,
    "stablehlo.reshape": lambda attrs, operand, literal:
        f"{operand}.reshape({literal(str(tuple(attrs.result_types[0].shape)))})",
    "stablehlo.transpose": lambda attrs, operand, literal: f"{operand}.transpose({literal(str(tuple(attrs.permutation)))})",
}


# The ops whose inline expressions (``inline_expression``) may be of arrays; of the others, only 0-d ones have one.
ARRAY_EXPRESSIONS = frozenset([*_VIEWS, "stablehlo.select"])


def scalar_of(array: np.ndarray) -> np.generic | None:
    """A 0-d constant of a NumPy type as a NumPy scalar (for operator expressions), else None."""
    return array[()] if array.shape == () and array.dtype in _OPERATOR_DTYPES else None


@record
class Rewrites:
    """How the writer simplifies one block, by step index."""

    constants: dict[int, np.ndarray] = field(default_factory=dict)  # constant ops: their arrays
    elided: set[int] = field(default_factory=set)  # broadcasts NumPy makes: the operand itself
    skipped: dict[int, int] = field(default_factory=dict)  # steps folded into a later one: that step
    # reshape: (the folded slice's slot, its start), concatenate: (the folded broadcasts' slots, dtype); each
    # folded step's slot stands for its operand
    index: dict[int, tuple[int, tuple[int, ...]]] = field(default_factory=dict)
    # reshape of a folded slice that only drops or inserts dimensions of size 1: (the slice's slot, the index)
    views: dict[int, tuple[int, str]] = field(default_factory=dict)
    pack: dict[int, tuple[tuple[int, ...], np.dtype]] = field(default_factory=dict)
    # reshape of a folded dynamic_slice of one row: (the slice's ``row`` function, the slice's operand slots)
    rows: dict[int, tuple[object, tuple[int, ...]]] = field(default_factory=dict)
    # gathers of constant indices (their plan's ``with_indices``) or of indices made by a folded concatenate
    # (``with_index_parts``): (a function of the other operands, or of the operand and the parts not
    # constant, their slots)
    bound: dict[int, tuple[object, tuple[int, ...]]] = field(default_factory=dict)
    # dynamic_update_slice of an update whose unit dimension a folded broadcast or reshape added: its ``row``
    row_updates: dict[int, object] = field(default_factory=dict)
    # upcast unary ops not folded into constants: step -> its plan's ``widened`` form (the function and both types)
    widened: dict[int, tuple] = field(default_factory=dict)
    negated: set[int] = field(default_factory=set)  # upcast unary ops of a folded negate (``plan.widened``)
    # upcast unary ops of slices of one value (``plan.widened``; each slice folded): step -> the result slot of
    # its group's first op, the bounding index of the value (None: all of it), the op's part of that (index
    # texts), whether it is the group's last op
    siblings: dict[int, tuple[int, str | None, str, bool]] = field(default_factory=dict)
    # steps whose one-element result is held as a NumPy scalar (``_units``), by how: "element" (a dynamic_slice's
    # ``element``), "same" (a reshape or broadcast_in_dim between one-element shapes: its operand itself),
    # "operator" (``inline_expression`` on scalars), "unary" (an upcast unary op's ``widened`` on a scalar)
    units: dict[int, str] = field(default_factory=dict)
    # dynamic_update_slices written into their operand (its plan's ``in_place``): the fresh array another one made,
    # read by nothing else (a chain of updates copies once)
    chained: set[int] = field(default_factory=set)
    # the steps of units, index, views, rows, bound, siblings, row_updates, chained and pack: the writer checks
    # those for the other steps (each op's plain line) no further
    written: set[int] = field(default_factory=set)


def rewrites(block: CompiledBlock, plans: list, slots: dict[str, int], fold: bool = True,
             scalars: frozenset[int] = frozenset(), captured: frozenset[int] = frozenset(),
             outer: dict[int, np.ndarray] | None = None) -> Rewrites:
    """The rewrites of ``block`` (``plans``: each step's specialization or None; ``slots``: SSA name -> slot);
    ``fold``: steps on constants computed now and one-element values held as NumPy scalars (neither for
    observed runs, whose observers see every op run, and its arrays); ``scalars``: the slots defined outside
    the block that the generated code has as NumPy scalars (0-d and one-element constants, ``units``);
    ``captured``: the slots that regions run by kernels read from the frame; ``outer``: the values of slots
    defined outside the block that are constants (an inlined callee's arguments, a loop body's constants), which
    steps on them are folded with as with the block's own."""
    found = Rewrites()
    uses: dict[int, int] = {}
    kept = set(block.return_slots)  # values read other than as a step's operand: never folded away
    made_by: dict[int, int] = {}
    for index, (_, _, op, ins, outs, _) in enumerate(block.steps):
        for slot in ins:
            uses[slot] = uses.get(slot, 0) + 1
        for region in op.regions:
            kept.update(slots[n] for inner in region.walk() for n in inner.operands if n in slots)
        for slot in outs:
            made_by[slot] = index

    def single_use(slot: int, name: str) -> int | None:
        """The step that makes ``slot`` with op ``name`` (specialized), when its only use is one operand."""
        index = made_by.get(slot)
        if index is None or uses.get(slot) != 1 or slot in kept or plans[index] is None \
                or block.steps[index][2].name != name or index in found.constants:
            return None
        return index

    # slot -> its value, of constants (also from outside the block) and of steps folded into constants
    known: dict[int, np.ndarray] = dict(outer) if outer else {}
    splats: set[int] = set()
    forms: dict[int, tuple] = {}  # id of a plan -> (the plan, its ``widened``): plans are shared by signature
    for index, ((_, attrs, op, ins, outs, _), plan) in enumerate(zip(block.steps, plans)):
        if plan is None:
            continue
        folded = _folded(op, plan, [known[slot] for slot in ins]) \
            if fold and (known or not ins) and all(slot in known for slot in ins) else None
        if op.name == "stablehlo.constant" or folded is not None:
            found.constants[index] = known[outs[0]] = plan() if folded is None else folded
            if folded is not None and folded.size and op.name == "stablehlo.broadcast_in_dim" \
                    and known[ins[0]].size == 1:  # a splat, whose elements _implicit_broadcasts need not compare
                splats.add(index)
        elif op.name == "stablehlo.reshape" and op.result_types[0].shape == () and op.operand_types[0].shape:
            source = single_use(ins[0], "stablehlo.slice")
            if source is not None:
                sliced = block.steps[source][1]
                found.skipped[source] = index
                found.index[index] = (ins[0], tuple(sliced.start_indices))
        elif op.name == "stablehlo.reshape" and op.result_types[0].shape:
            source = single_use(ins[0], "stablehlo.dynamic_slice")
            row = getattr(plans[source], "row", None) if source is not None else None
            sliced = tuple(op.operand_types[0].shape)
            if row is not None and sliced[:row[0]] + sliced[row[0] + 1:] == tuple(op.result_types[0].shape):
                found.skipped[source] = index
                found.rows[index] = (row[1], block.steps[source][3])
            else:
                source = single_use(ins[0], "stablehlo.slice")
                view = None if source is None else _sliced_view(block.steps[source][1], op)
                if view is not None:
                    found.skipped[source] = index
                    found.views[index] = (ins[0], view)
        elif op.name == "stablehlo.concatenate" and len(op.result_types[0].shape or ()) == 1 \
                and operand_dtype(attrs) is not None:
            sources = [single_use(slot, "stablehlo.broadcast_in_dim") for slot in ins]
            if None not in sources and len(set(sources)) == len(sources) \
                    and all(block.steps[s][2].operand_types[0].shape == () and block.steps[s][2].result_types[0].shape
                            == (1,) for s in sources):
                found.skipped.update((s, index) for s in sources)
                found.pack[index] = (tuple(ins), operand_dtype(attrs))
        elif op.name == "stablehlo.dynamic_update_slice" and getattr(plan, "row", None) is not None:
            k, row = plan.row
            made = made_by.get(ins[1])
            source = None if made is None else single_use(ins[1], block.steps[made][2].name)
            if source is not None and _adds_dimension(block.steps[source][1], k):
                found.skipped[source] = index
                found.row_updates[index] = row
        elif op.name == "stablehlo.gather" and ins[1] in known and getattr(plan, "with_indices", None):
            fixed = plan.with_indices(known[ins[1]])
            if fixed is not None:
                found.bound[index] = (fixed, ins[:1])
        elif op.name == "stablehlo.gather" and fold and getattr(plan, "with_index_parts", None):
            # (not observed: the observer sees the concatenate run and the gather read the indices it made)
            source = single_use(ins[1], "stablehlo.concatenate")
            concatenated = block.steps[source] if source is not None else None
            if concatenated is not None and concatenated[1].dimension == attrs.dimension_numbers.index_vector_dim:
                parts = concatenated[3]
                widths = [t.shape[concatenated[1].dimension] for t in concatenated[2].operand_types]
                found.skipped[source] = index
                found.bound[index] = (plan.with_index_parts([known.get(slot) for slot in parts], widths),
                                      ins[:1] + tuple(slot for slot in parts if slot not in known))
        else:
            form = forms.get(id(plan))
            if form is None:
                form = forms[id(plan)] = (plan, getattr(plan, "widened", None))
            if form[1] is not None:
                found.widened[index] = form[1]
                source = single_use(ins[0], "stablehlo.negate")
                if source is not None:
                    found.skipped[source] = index
                    found.negated.add(index)
        if fold and op.name == "stablehlo.dynamic_update_slice" and getattr(plan, "in_place", None) \
                and single_use(ins[0], "stablehlo.dynamic_update_slice") is not None:
            found.chained.add(index)
    if fold:  # (observers see every op)
        _sibling_slices(block, single_use, found)
    _implicit_broadcasts(block, plans, kept, found, splats)
    if fold:
        _units(block, plans, kept | set(captured), scalars, found)
    found.written.update(found.units, found.index, found.views, found.rows, found.bound, found.siblings,
                         found.row_updates, found.chained, found.pack)
    return found


def _sibling_slices(block: CompiledBlock, single_use, found: Rewrites) -> None:
    """The groups of ``found.siblings``: upcast unary ops (``found.widened``, not of a folded negate) of the same
    function and types whose operand is a unit-stride ``slice``, read by nothing else, of the same value of a
    static shape; two or more to a group. Each slice is folded into its op."""
    groups: dict[tuple, list[tuple[int, int]]] = {}
    for index, form in found.widened.items():
        if index in found.negated or index in found.skipped:
            continue
        ins = block.steps[index][3]
        source = single_use(ins[0], "stablehlo.slice")
        if source is None or source in found.skipped:
            continue
        sliced = block.steps[source]
        shape = getattr(sliced[2].operand_types[0], "shape", None)
        if shape is None or None in shape or any(stride != 1 for stride in sliced[1].strides):
            continue
        key = (sliced[3][0], *(id(part) for part in form))
        groups.setdefault(key, []).append((index, source))
    for members in groups.values():
        if len(members) < 2:
            continue
        slices = [block.steps[source][1] for _, source in members]
        low = [min(starts) for starts in zip(*(s.start_indices for s in slices))]
        high = [max(limits) for limits in zip(*(s.limit_indices for s in slices))]
        shape = block.steps[members[0][1]][2].operand_types[0].shape
        whole = None if low == [0] * len(low) and high == list(shape) else index_text(low, high)
        first = block.steps[members[0][0]][4][0]
        for k, ((index, source), sliced) in enumerate(zip(members, slices)):
            part = index_text([b - lo for b, lo in zip(sliced.start_indices, low)],
                              [e - lo for e, lo in zip(sliced.limit_indices, low)])
            found.skipped[source] = index
            found.siblings[index] = (first, whole, part, k == len(members) - 1)


def is_unit(type_) -> bool:
    """Whether ``type_`` is a tensor type of rank 1 or more whose dimensions are all 1 (one element)."""
    shape = getattr(type_, "shape", None)
    return bool(shape) and shape.count(1) == len(shape)


def _units(block: CompiledBlock, plans: list, kept: set[int], scalars: frozenset[int], found: Rewrites) -> None:
    """The steps of ``found.units``: chains of one-element values (a Jacobi rotation's ``tensor<1x1xf32>``
    arithmetic) computed on NumPy scalars, as 0-d values are: an element read by a ``dynamic_slice`` (its
    ``element``), then operators (``inline_expression``: NumPy's scalar arithmetic is the ufuncs' IEEE operation
    in the same type) and upcast unary ops (the function of the float64 scalar, rounded once: the ufunc on one
    element). Such a value is not read by control flow, calls, regions or folded steps, nor returned (nor an
    element read by no such step); any other
    op reads it made an array of its type again (codegen.py), or as the NumPy scalar where it stands for a
    broadcast NumPy makes (``elided``: a 0-d operand broadcasts as the one-element array). A step qualifies when
    every operand is such a value or a NumPy scalar (``scalars``, 0-d and one-element constants; a select's 0-d
    ``pred``)."""
    held = set(scalars)
    for index, array in found.constants.items():
        if array.size == 1 and array.dtype in _OPERATOR_DTYPES:
            held.add(block.steps[index][4][0])
    rewritten = set(found.skipped) | set(found.index) | set(found.views) | set(found.rows) | set(found.bound) \
        | set(found.pack) | set(found.row_updates) | found.negated | set(found.siblings) | set(found.constants)
    units: dict[int, str] = {}
    for index, ((_, attrs, op, ins, outs, _), plan) in enumerate(zip(block.steps, plans)):
        if plan is None or index in rewritten or len(outs) != 1 or not is_unit(op.result_types[0]) \
                or operand_dtype(attrs) is None:
            continue
        dtype = dtype_of(op.result_types[0].element_type)
        if op.name == "stablehlo.dynamic_slice":
            kind = "element" if getattr(plan, "element", None) is not None and dtype in _OPERATOR_DTYPES else None
        elif not all(slot in held or k == 0 and op.name == "stablehlo.select" and op.operand_types[0].shape == ()
                     for k, slot in enumerate(ins)):
            kind = None
        elif op.name in ("stablehlo.reshape", "stablehlo.broadcast_in_dim") and is_unit(op.operand_types[0]):
            kind = "same"
        elif index in found.widened:
            kind = "unary" if index not in found.elided else None
        else:
            kind = "operator" if index not in found.elided and inline_expression(
                attrs, plan, ["x"] * len(ins), unit=True) is not None else None
        if kind is not None:
            units[index] = kind
            held.add(outs[0])
    if not units:
        return
    readers: dict[int, list[int]] = {}
    for index, (_, _, op, ins, _, _) in enumerate(block.steps):
        for slot in ins:
            readers.setdefault(slot, []).append(index)
    base = held - {block.steps[index][4][0] for index in units}
    changed = True
    while changed:  # a value read where an array must be is not held as a scalar, nor what is made of it
        changed = False
        current = base | {block.steps[index][4][0] for index in units}
        for index in list(units):
            _, _, op, ins, outs, _ = block.steps[index]
            operands = ins[1:] if op.name == "stablehlo.select" and op.operand_types[0].shape == () else ins
            read = readers.get(outs[0], ())
            if outs[0] in kept or any(_needs_array(block.steps[r][2]) or r in rewritten for r in read) \
                    or units[index] == "element" and not any(r in units for r in read) \
                    or units[index] != "element" and not all(slot in current for slot in operands):
                del units[index]
                changed = True
    found.units.update(units)


def counter_ranges(cond: CompiledBlock, body: CompiledBlock, initial: list[tuple[int, int] | None],
                   known: Callable[[CompiledBlock, int], int | None]) -> dict[int, tuple[int, int]]:
    """The loop-carried counters of a ``while`` (``cond``, ``body``) and the range of each in the body: a value
    ``k`` whose initial value is at least ``c`` (``initial[k]``: the least and greatest it may be, when known),
    that ``cond`` is ``value < n`` of (a constant ``n``: its whole result, on integers) and that ``body`` returns
    ``value + step`` of (a constant ``step > 0``, never wrapping around below ``n``) is ``c <= value <= n - 1``
    in the body, by position. ``known(block, slot)``: the integer a slot of a block holds, when it is a
    constant. A fori_loop's or a scan's index (or an inner loop's, from the outer one's plus one): what its
    ``dynamic_slice``\\ s and ``dynamic_update_slice``\\ s start at, whose clamping then does nothing."""
    (result,) = cond.return_slots or (None,)
    made = {out: step for step in cond.steps for out in step[4]}
    compared = made.get(result)
    if compared is None or compared[2].name != "stablehlo.compare" or compared[1].comparison_direction != "LT" \
            or compared[1].compare_type not in (None, ComparisonType.SIGNED, ComparisonType.UNSIGNED):
        return {}
    value, bound = compared[3]
    dtype = operand_dtype(compared[1])
    if value not in cond.arg_slots or dtype is None or dtype.kind not in "iu":
        return {}
    k, n = cond.arg_slots.index(value), known(cond, bound)
    made = {out: step for step in body.steps for out in step[4]}
    added = made.get(body.return_slots[k]) if k < len(body.return_slots) else None
    if n is None or initial[k] is None or added is None or added[2].name != "stablehlo.add" \
            or body.arg_slots[k] not in added[3]:
        return {}
    step = known(body, added[3][1 - added[3].index(body.arg_slots[k])])
    if step is None or step <= 0 or n - 1 + step > np.iinfo(dtype).max or initial[k][0] > n - 1:
        return {}
    return {k: (initial[k][0], n - 1)}


def _needs_array(op) -> bool:
    """Whether ``op`` reads its operands other than as the values of a generated line (control flow, a
    call written inline, an op with regions)."""
    return bool(op.regions) or op.name in ("func.call", "func.return", "stablehlo.return")


def _adds_dimension(attrs, k: int) -> bool:
    """Whether the op of ``attrs`` is a ``broadcast_in_dim`` or ``reshape`` that only inserts a dimension of
    size 1 at ``k``."""
    op = attrs.op
    source, shape = op.operand_types[0].shape, op.result_types[0].shape
    if source is None or shape is None or len(shape) != len(source) + 1 or shape[k] != 1 \
            or tuple(shape[:k]) + tuple(shape[k + 1:]) != tuple(source):
        return False
    return op.name == "stablehlo.reshape" or op.name == "stablehlo.broadcast_in_dim" \
        and list(attrs.broadcast_dimensions) == [d for d in range(len(shape)) if d != k]


# Operand position -> the positions of the operands whose shape a value NumPy broadcasts there must have
_BINARY_PARTNERS = {0: (1,), 1: (0,)}
_SELECT_PARTNERS = {0: (1, 2), 1: (0, 2), 2: (0, 1)}
_CLAMP_PARTNERS = {0: (1,), 2: (1,)}


def _implicit_broadcasts(block: CompiledBlock, plans: list, kept: set[int], found: Rewrites,
                         splats: set[int] = frozenset()) -> None:
    """Values NumPy's broadcasting makes where they are used (issue #12, compile-time simplification), into
    ``found``: ``broadcast_in_dim`` steps not made (``elided``: the operand itself) and splat constants
    (every element the same bits, as torch_xla exports scalars) made 0-d. A ``broadcast_in_dim`` qualifies
    with a static shape that NumPy's broadcasting aligns the same way (the operand's dimensions are the
    result's last ones, in order, each equal or 1: a 0-d value, a bias row). Either is used only in this
    block, not returned, not read by a region, and only as an operand of a ufunc op (``_BROADCASTING``, with
    its specializer) whose other operand has its full shape, of an elementwise ``select`` (``np.where``,
    which picks elements of broadcast operands: an attention mask, a ``-inf`` fill) one of whose other
    operands has it, or as the bound of a ``clamp`` whose operand has it (0-d bounds are the spec's own).
    ``splats``: the constant steps known to be splats without looking (folded broadcasts of one element)."""
    candidates = {outs[0]: (index, tuple(op.result_types[0].shape))
                  for index, ((_, attrs, op, _, outs, _), plan) in enumerate(zip(block.steps, plans))
                  if op.name == "stablehlo.broadcast_in_dim" and plan is not None and index not in found.skipped
                  and index not in found.constants  # (folded: a splat then, or no candidate)
                  and _numpy_aligned(op.operand_types[0].shape, op.result_types[0].shape, attrs.broadcast_dimensions)}
    candidates.update({block.steps[index][4][0]: (index, array.shape) for index, array in found.constants.items()
                       if array.ndim and (index in splats or is_splat(array))})
    if not candidates:
        return
    kept = set(kept)
    feeds: dict[int, int] = {}  # a candidate read by another candidate (JAX's [n] -> [1, n] -> [m, n]) -> that one
    for (_, _, op, ins, outs, _), plan in zip(block.steps, plans):
        if candidates.keys().isdisjoint(ins):
            continue
        if op.name in _BROADCASTING and len(ins) == 2:
            others = _BINARY_PARTNERS
        elif op.name == "stablehlo.select" and op.operand_types[0].shape != ():  # np.where (select_plan)
            others = _SELECT_PARTNERS
        elif op.name == "stablehlo.clamp":
            others = _CLAMP_PARTNERS
        else:
            others = {}
        for k, slot in enumerate(ins):
            if slot in candidates and outs and outs[0] in candidates and slot not in feeds:
                feeds[slot] = outs[0]  # NumPy-aligned broadcasts compose into one
            elif slot in candidates and not (plan is not None and any(
                    ins[j] not in candidates and tuple(op.operand_types[j].shape or ()) == candidates[slot][1]
                    for j in others.get(k, ()))):
                kept.add(slot)
    changed = True
    while changed:  # a broadcast read by one that is made is made too
        changed = False
        for slot, reader in feeds.items():
            if reader in kept and slot not in kept:
                kept.add(slot)
                changed = True
    for slot, (index, _) in candidates.items():
        if slot in kept:
            continue
        if index in found.constants:
            found.constants[index] = found.constants[index].reshape(-1)[:1].reshape(())
        else:
            found.elided.add(index)


# Ops computed at compile time when every operand is a constant (or they have none, as iota): deterministic,
# without effects, reading nothing but their operands and attributes (not replica_id, rng, custom_call, ...);
# a specialization is a function of the operands alone (a reduce's only where its body is one ufunc).
_FOLDABLE = frozenset("stablehlo." + name for name in (
    "iota broadcast_in_dim reshape transpose slice concatenate pad reverse dynamic_slice convert bitcast_convert "
    "add subtract multiply divide remainder power maximum minimum atan2 and or xor not shift_left "
    "shift_right_logical shift_right_arithmetic negate abs sign floor ceil round_nearest_even round_nearest_afz "
    "compare select clamp exponential exponential_minus_one log log_plus_one logistic sqrt rsqrt cbrt tanh sine "
    "cosine tan is_finite dot_general gather reduce reduce_window").split())
# Results folded up to this many elements (larger ones cost their memory for as long as the module is kept).
_FOLDED_ELEMENTS = 1 << 16


def _folded(op, plan, operands: list[np.ndarray]) -> np.ndarray | None:
    """The value of ``op`` (in ``_FOLDABLE``, a static result of at most ``_FOLDED_ELEMENTS`` elements) on the
    constant ``operands``, computed now by ``plan``, the very function the generated code would call on them
    (so the same bits; NumPy's warnings off, as in a run), read-only as constants are; None for any other op,
    or when the plan fails (the op reports it when it runs) or gives other than the declared type."""
    if op.name not in _FOLDABLE or len(op.result_types) != 1:
        return None
    shape = getattr(op.result_types[0], "shape", None)
    try:
        dtype = dtype_of(op.result_types[0].element_type)
    except (AttributeError, TypeError, KeyError):
        return None
    if shape is None or None in shape or math.prod(shape) > _FOLDED_ELEMENTS:
        return None
    try:
        with np.errstate(all="ignore"):
            value = np.array(plan(*operands))
    except Exception:  # noqa: BLE001 - not folded: the op raises its own error when it runs
        return None
    if value.shape != tuple(shape) or value.dtype != dtype:
        return None
    value.flags.writeable = False
    return value


def _numpy_aligned(source, shape, dimensions) -> bool:
    """Whether ``broadcast_in_dim`` of ``source`` to ``shape`` along ``dimensions`` is NumPy's broadcasting of
    ``source`` against ``shape`` (both static)."""
    if source is None or shape is None or None in source or None in shape:
        return False
    offset = len(shape) - len(source)
    return list(dimensions) == list(range(offset, len(shape))) \
        and all(d == 1 or d == shape[offset + k] for k, d in enumerate(source))
