"""Deeply nested input (issue #15, point 2): 50,000 nested brackets, types, attributes or regions are a
located error, never a ``RecursionError``. The text parser bounds its stack (``parser.driver.MAX_STACK``),
the bytecode reader its region and attribute depth (``bytecode.container.MAX_NESTING``); whatever they
accept, the later stages (verifier, printer, bytecode writer and reader, interpreter), which recurse
over regions, types and attributes, handle within Python's default recursion limit."""
from __future__ import annotations

import dataclasses
import sys
import threading

import numpy as np
import pytest

from stablehlo_py import ParseError, StableHLOError, parse_text
from stablehlo_py.bytecode.errors import BytecodeError
from stablehlo_py.ir.nodes import Block, Region
from stablehlo_py.module import load_bytes

_ONE = "%c = stablehlo.constant dense<1.0> : tensor<f32>\n"


def _generic_if(depth: int) -> str:
    branch = _ONE + '"stablehlo.return"(%c) : (tensor<f32>) -> ()\n'
    opening = [f'%r{level} = "stablehlo.if"(%p) ({{\n' for level in reversed(range(depth))]
    closing = [f'}}, {{\n{branch}}}) : (tensor<i1>) -> tensor<f32>\n"stablehlo.return"(%r{level}) : (tensor<f32>) -> ()\n'
               for level in range(depth)]
    text = "".join(opening) + branch + "".join(closing)
    body = text.rsplit('"stablehlo.return"', 1)[0]
    return f"func.func @main(%p: tensor<i1>) -> tensor<f32> {{\n{body}return %r{depth - 1} : tensor<f32>\n}}\n"


def _pretty_while(depth: int) -> str:
    opening = [f"%w{level} = stablehlo.while(%i{level} = %c) : tensor<f32>\ncond {{\n"
               f"%t = stablehlo.constant dense<false> : tensor<i1>\nstablehlo.return %t : tensor<i1>\n}} do {{\n"
               for level in reversed(range(depth))]
    closing = [f"}}\nstablehlo.return %w{level} : tensor<f32>\n" for level in range(depth)]
    inner = "%d = stablehlo.constant dense<1.0> : tensor<f32>\nstablehlo.return %d : tensor<f32>\n"
    text = "".join(opening) + inner + "".join(closing)
    body = text.rsplit("stablehlo.return", 1)[0]
    return f"func.func @main(%p: tensor<i1>) -> tensor<f32> {{\n{_ONE}{body}return %w{depth - 1} : tensor<f32>\n}}\n"


def _constant(value: str, type_: str) -> str:
    return f"func.func @main(%p: tensor<i1>) -> {type_} {{\n%0 = stablehlo.constant {value} : {type_}\nreturn %0 : {type_}\n}}\n"


NESTED = {  # kind -> program text with ``depth`` levels of it
    "tuple_type": lambda d: f"func.func @main(%p: tensor<i1>, %a: {'tuple<' * d}tensor<f32>{'>' * d}) {{\nreturn\n}}\n",
    "dense_literal": lambda d: _constant(f"dense<{'[' * d}1.0{']' * d}>", f"tensor<{'1x' * d}f32>"),
    "array_attribute": lambda d: _constant(f"{{x = {'[' * d}1{']' * d}}} dense<1.0>", "tensor<f32>"),
    "dict_attribute": lambda d: _constant(f"{{x = {'{a = ' * d}1{'}' * d}}} dense<1.0>", "tensor<f32>"),
    "generic_regions": _generic_if,
    "pretty_regions": _pretty_while,
}


@pytest.mark.parametrize("kind", NESTED)
def test_50000_levels_are_a_located_parse_error(kind):
    text = NESTED[kind](50_000)
    with pytest.raises(ParseError, match="nested too deeply") as caught:
        parse_text(text, "deep.mlir")
    assert caught.value.line >= 1 and caught.value.column >= 1
    assert str(caught.value).startswith(f"deep.mlir:{caught.value.line}:{caught.value.column}: error:")


def _deepest_accepted(kind: str) -> int:
    """The largest depth of ``kind`` the parser accepts (its limit is in parser states, not levels)."""
    low, high = 1, 2
    while _parses(NESTED[kind](high)):
        low, high = high, high * 2
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (middle, high) if _parses(NESTED[kind](middle)) else (low, middle)
    return low


def _parses(text: str) -> bool:
    try:
        parse_text(text)
        return True
    except ParseError as exc:
        assert "nested too deeply" in str(exc) or "at most 64 dimensions" in str(exc), str(exc)
        return False


def _stages(module) -> None:
    """Every stage on ``module``: project errors are fine, a RecursionError (or any other) is not."""
    for stage in (module.verify, module.to_text, lambda: module.to_text(generic=True),
                  lambda: load_bytes(module.to_bytecode("current")), lambda: module.run(np.array(True))):
        try:
            stage()
        except StableHLOError:
            pass


@pytest.mark.parametrize("kind", NESTED)
def test_the_deepest_accepted_program_goes_through_every_stage(kind):
    depth = _deepest_accepted(kind)
    assert depth >= 8  # real programs nest a few levels
    _stages(parse_text(NESTED[kind](depth)))


def _deep_module(depth: int):
    """A program of ``depth`` nested ``stablehlo.if`` regions, built as a tree (the text parser would refuse it)."""
    module = parse_text(_generic_if(1))
    main = module.funcs["main"]
    op, terminator = main.body.entry.ops[-2:]  # %r0 = if ..., return %r0
    branch = op.regions[1]
    inner = op
    for level in range(1, depth):
        name = f"%r{level}"
        ret = dataclasses.replace(op.regions[1].entry.ops[-1], operands=(inner.results[0],))
        inner = dataclasses.replace(op, result_groups=((name, 1),),
                                    regions=(Region((Block(None, (), (inner, ret)),)), branch))
    body = Block(None, main.body.entry.arguments, (*main.body.entry.ops[:-2], inner,
                                                    dataclasses.replace(terminator, operands=(inner.results[0],))))
    main.body = Region((body,))
    return module


def test_deeply_nested_bytecode_regions_are_a_bytecode_error():
    """A 1,000-deep artifact (written with a raised recursion limit in a thread with a large stack: the
    writer recurses, and its time grows faster than the depth) is refused by the reader at ``MAX_NESTING``
    (the reader stops at the 65th level, so any depth past it is the same case), with no RecursionError."""
    written: list[bytes] = []

    def write() -> None:
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(1_000_000)
        try:
            written.append(_deep_module(1_000).to_bytecode("current"))
        finally:
            sys.setrecursionlimit(limit)

    size = threading.stack_size(1 << 30)
    try:
        thread = threading.Thread(target=write)
        thread.start()
        thread.join()
    finally:
        threading.stack_size(size)
    with pytest.raises(BytecodeError, match="nested more than 64 deep"):
        load_bytes(written[0], "deep.mlirbc")
    # and one under the limit reads back
    assert load_bytes(_deep_module(60).to_bytecode("current")).funcs["main"]
