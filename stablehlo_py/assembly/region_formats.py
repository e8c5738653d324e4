"""Assembly formats of the ops that carry regions: while, reduce, chlo.scan."""
from __future__ import annotations

from ..ir import attributes as at
from ..ir.nodes import Block, BlockArgument, Location, Op, Region
from ..ir.types import TensorType
from . import items as it
from .formats import Bound, Format, operand_list, single_value
from .keywords import I64_ARRAY, INT32, INT64
from .reader import type_of
from .type_styles import Functional


class While(Format):
    """``while(%iterArg = %init, ...) : T, ... [attributes {...}] cond {...} do {...}``."""

    def parse(self, r):
        group = r.group("()")
        b = Bound()
        names = []
        for element in group.elements:
            if len(element) != 3 or not isinstance(element[0], it.ValueRef) or not isinstance(element[2], it.ValueRef):
                raise r.error("expected '%iterArg = %init'", element[0])
            names.append(element[0].name)
            b.operands.append(element[2].name)
        r.finish()
        sig = r.pretty.signature
        types: tuple = ()
        if sig is not None:
            if sig.results is not None or any(isinstance(t, tuple) for t in sig.items):
                raise r.error("expected ': T, ...' listing the loop-carried types")
            types = tuple(sig.items)
        if len(types) != len(names):
            raise r.error(f"{len(names)} loop-carried values but {len(types)} types")
        b.operand_types = b.result_types = types
        tail = list(r.pretty.tail)
        if tail and it.is_word(tail[0], "attributes"):
            b.attributes = dict(tail[1].entries)
            tail = tail[2:]
        if len(tail) != 4 or not (it.is_word(tail[0], "cond") and it.is_word(tail[2], "do")) \
                or not all(isinstance(t, it.RegionItem) for t in (tail[1], tail[3])):
            raise r.error("expected 'cond { ... } do { ... }' after the types")
        args = tuple(BlockArgument(n, t) for n, t in zip(names, types))
        b.regions = tuple(_with_entry_args(t.region, args) for t in (tail[1], tail[3]))
        return b

    def print(self, op, p):
        if len(op.regions) != 2:
            return None
        cond, body = op.regions
        if not cond.blocks or not body.blocks or len(cond.blocks) > 1 or len(body.blocks) > 1:
            return None
        args = cond.entry.arguments
        if [a.name for a in body.entry.arguments] != [a.name for a in args] or len(args) != len(op.operands) \
                or any(a.location for a in args + body.entry.arguments) \
                or any(a.type != t or b.type != t for a, b, t in zip(args, body.entry.arguments, op.operand_types)):
            return None
        header = ", ".join(f"{a.name} = {v}" for a, v in zip(args, op.operands))
        types = (" : " + ", ".join(map(str, op.operand_types))) if op.operands else ""
        attrs = p.attr_dict(op.attributes, set(), keyword=True)
        return (f"({header}){types}{attrs}\n{p.indentation}cond {p.region(cond, entry_args=False)} "
                f"do {p.region(body, entry_args=False)}")


def _with_entry_args(region: Region, args: tuple[BlockArgument, ...]) -> Region:
    """A region written after its arguments were declared (``cond {...}``, ``reducer(...) {...}``)."""
    return region.with_entry_arguments(args, label=region.entry.label if region.blocks else None)


# What upstream's compact form accepts: commutative binary stablehlo ops without regions.
COMMUTATIVE_BINARY_OPS = frozenset(f"stablehlo.{m}" for m in ("add", "multiply", "maximum", "minimum", "and",
                                                               "or", "xor"))


class Reduce(Format):
    """``reduce(%x init: %c), ... applies stablehlo.add across dimensions = [1] : ...`` or the
    ``across dimensions = [..] : ... reducer(%a: T, %b: T) {...}`` region form."""

    def parse(self, r):
        inputs, inits = [], []
        while True:
            group = r.group("()")
            if len(group.elements) != 1:
                raise r.error("expected '(%input init: %init)'", group)
            e = group.elements[0]
            if not (len(e) == 4 and isinstance(e[0], it.ValueRef) and it.is_word(e[1], "init")
                    and isinstance(e[3], it.ValueRef)):
                raise r.error("expected '(%input init: %init)'", group)
            inputs.append(e[0].name)
            inits.append(e[3].name)
            if not r.maybe_comma_before(it.Group):
                break
        applies = r.maybe(it.Applies)
        if applies is not None and applies.op_name not in COMMUTATIVE_BINARY_OPS:
            raise r.error(f"the op after 'applies' must be a commutative binary stablehlo op "
                          f"({', '.join(sorted(COMMUTATIVE_BINARY_OPS))}), not {applies.op_name}", applies)
        r.word(("across",))
        b = Bound(operands=inputs + inits)
        b.attributes["dimensions"] = I64_ARRAY.parse(r.keyword("dimensions", after_comma=False), r)
        b.attributes.update(r.attr_dict())
        r.finish()
        b.operand_types, b.result_types = Functional().parse(r.pretty.signature, len(b.operands), r)
        n = len(inputs)
        if applies is not None:
            if r.pretty.tail:
                raise r.error("the compact 'applies' form takes no reducer region")
            b.regions = (self._compact_body(applies.op_name, b.operand_types[n:], r, _compact_names(r.result_groups)),)
        else:
            b.regions = (self._reducer(r, b.operand_types, n),)
        return b

    @staticmethod
    def _compact_body(op_name: str, init_types, r, names: tuple[str, str, str]) -> Region:
        """The body ``applies op_name`` stands for: ``%res = op_name %lhs, %rhs; return %res`` on scalars."""
        scalar = init_types[0]
        if isinstance(scalar, TensorType):
            scalar = TensorType((), scalar.element_type)
        lhs, rhs, res = names
        inner = Op(op_name, (lhs, rhs), (scalar, scalar), (scalar,), result_groups=((res, 1),),
                   line=r.pretty.line, column=r.pretty.column)
        ret = Op("stablehlo.return", (res,), (scalar,), line=r.pretty.line, column=r.pretty.column)
        args = (BlockArgument(lhs, scalar), BlockArgument(rhs, scalar))
        return Region((Block(None, args, (inner, ret)),))

    @staticmethod
    def _reducer(r, operand_types, n) -> Region:
        """The ``reducer(%a: T, %b: T) ... {body}`` region: block arguments are (accumulators..., elements...)."""
        tail = list(r.pretty.tail)
        if not tail or not it.is_word(tail[0], "reducer") or not isinstance(tail[-1], it.RegionItem):
            raise r.error("expected 'applies <op>' or a 'reducer(...) {...}' region")
        pairs = tail[1:-1]
        if len(pairs) != n or not all(isinstance(g, it.Group) and len(g.elements) == 2 for g in pairs):
            raise r.error(f"expected {n} reducer argument pairs '(%a: T, %b: T)'")
        firsts, seconds = [], []
        for g in pairs:
            for element, out in zip(g.elements, (firsts, seconds)):
                out.append(block_argument(element, r))
        return _with_entry_args(tail[-1].region, tuple(firsts + seconds))

    def print(self, op, p):
        dims = op.attributes.get("dimensions")
        if len(op.regions) != 1 or not isinstance(dims, at.DenseArrayAttr) or len(op.operands) % 2 \
                or len(op.regions[0].blocks) != 1:
            return None
        n = len(op.operands) // 2
        block = op.regions[0].entry
        if len(block.arguments) != 2 * n:
            return None
        head = ", ".join(f"({a} init: {c})" for a, c in zip(op.operands[:n], op.operands[n:]))
        inner = _compact_op(op, n)
        if inner is not None:
            attrs = p.attr_dict(op.attributes, {"dimensions"})
            return (f"{head} applies {inner} across dimensions = {I64_ARRAY.print(dims)}{attrs}"
                    + Functional().print(op))
        args = block.arguments
        pairs = " ".join(f"({p.block_arg(args[i])}, {p.block_arg(args[i + n])})" for i in range(n))
        attrs = p.attr_dict(op.attributes, {"dimensions"})
        return (f"{head} across dimensions = {I64_ARRAY.print(dims)}{attrs}" + Functional().print(op)
                + f"\n{p.indentation}    reducer{pairs} {p.region(op.regions[0], entry_args=False)}")


def _compact_names(result_groups) -> tuple[str, str, str]:
    """Names of the body a compact ``applies`` reduce stands for, unique per reduce op."""
    base = result_groups[0][0][1:] if result_groups else "reduce"
    return f"%lhs_{base}", f"%rhs_{base}", f"%result_{base}"


def _compact_op(op: Op, n: int) -> str | None:
    """The inner op's name when the body is exactly what ``applies`` parses to, else None."""
    block = op.regions[0].entry
    if n != 1 or len(block.ops) != 2 or not op.result_groups:
        return None
    lhs, rhs, res = _compact_names(op.result_groups)
    inner, ret = block.ops
    scalar = block.arguments[0].type
    expected_inner = Op(inner.name, (lhs, rhs), (scalar, scalar), (scalar,), result_groups=((res, 1),))
    expected_ret = Op("stablehlo.return", (res,), (scalar,))
    args_ok = [(a.name, a.type, a.location) for a in block.arguments] == [(lhs, scalar, None), (rhs, scalar, None)]
    if args_ok and inner == expected_inner and ret == expected_ret and _init_scalar(op) == scalar:
        return inner.name
    return None


def _init_scalar(op: Op):
    """The 0-d type of a one-input reduce's init value (its body's argument type)."""
    t = op.operand_types[1]
    return TensorType((), t.element_type) if isinstance(t, TensorType) else t


def block_argument(element, r) -> BlockArgument:
    """``%name: type [loc(...)]`` written in a group."""
    if len(element) not in (3, 4) or not isinstance(element[0], it.ValueRef) or not isinstance(element[1], it.Punct):
        raise r.error(f"expected '%name: type' but found '{' '.join(map(str, element))}'", element[0])
    loc = None
    if len(element) == 4:
        if not isinstance(element[3], it.LocItem):
            raise r.error("expected a location after the argument type", element[3])
        loc = Location(element[3].text[4:-1])
    return BlockArgument(element[0].name, type_of(element[2], r), loc, element[0].line, element[0].column)


class ChloScan(Format):
    """``chlo.scan(%in...) inits (%init...) dimension = D [attributes {...}] {^bb0(...): ...} : (...) -> (...)``."""

    def parse(self, r):
        inputs = [single_value(e, r) for e in r.group("()").elements]
        r.word(("inits",))
        inits = [single_value(e, r) for e in r.group("()").elements]
        b = Bound(operands=inputs + inits)
        b.attributes["dimension"] = INT64.parse(r.keyword("dimension", after_comma=False), r)
        if r.maybe_word("attributes"):
            b.attributes.update(r.attr_dict())
        region = r.maybe(it.RegionItem)
        r.finish()
        if region is None:
            raise r.error("expected the scan body region")
        b.regions = (region.region,)
        b.operand_types, b.result_types = Functional().parse(r.pretty.signature, len(b.operands), r)
        b.attributes["operandSegmentSizes"] = at.DenseArrayAttr(INT32.type, (len(inputs), len(inits)))
        return b

    def print(self, op, p):
        sizes = at.int_list(op.attributes.get("operandSegmentSizes"))
        dim = op.attributes.get("dimension")
        if sizes is None or len(sizes) != 2 or not isinstance(dim, at.IntegerAttr) or len(op.regions) != 1:
            return None
        ins, inits = op.operands[:sizes[0]], op.operands[sizes[0]:]
        attrs = p.attr_dict(op.attributes, {"operandSegmentSizes", "dimension"}, keyword=True)
        return (f"({operand_list(ins)}) inits ({operand_list(inits)}) dimension = {dim.value}{attrs} "
                f"{p.region(op.regions[0], entry_args=True)}" + Functional().print(op))
