"""The parse loop: Lark's LALR(1) table and callbacks, driven with the lexer in one tight loop.

Lark builds everything here once (the LALR table from grammar/stablehlo.lark, the
terminal sets of its contextual lexer, the rules whose callbacks hand each rule's
children to the builder); tables.py keeps them as plain data in the parser cache.
This module only runs them. Lark's own loop pays for generality (interactive
parsing, generators, asserts); on a program with tens of thousands of ops that
overhead is most of the parse time.

``action_list[state][terminal]`` is the next state to shift to (>= 0) or
``~rule_index`` to reduce by ``rule_table[rule_index]`` = (number of children,
callback, rule name), and ``goto_list[state][rule name]`` is the state after a
reduction.

One Driver serves every parse, in any thread: ``parse`` keeps its position,
stacks and line count in local variables, and the only thing the Driver ever
changes is its cache of compiled per-state lexers, filled under a lock.
"""
from __future__ import annotations

import re
import threading

from typing import Callable

from ..errors import ParseError
from .op_lines import OpLines
from .tables import SKIP, Lazy, regex
from .tokens import Token

# How deep the parse stack may grow: each open bracket, type, attribute or region holds a few entries
# until it closes (a nested `tuple<` 2, a `[` of an array attribute 1, a generic region `({ ... })` 7).
# The 8,914 programs of testdata/ and of the conformance suites need at most 68 (random_gamma's nested
# loops); 192 admits 25 nested regions, 91 nested tuple types, 179 nested arrays. Real exports nest a few
# levels; the bound stops a hostile file (50,000 nested brackets) here, with a located error, so that
# the later stages, which recurse over regions, types and attributes (verifier, printer, interpreter,
# bytecode writer), never see deeper input than Python's default recursion limit lets them walk
# (tests/test_fuzz_nesting.py takes the deepest accepted program of each kind through all of them).
MAX_STACK = 192
_TOO_DEEP = (f"nested too deeply: brackets, types, attributes and regions open here exceed the parser's "
             f"limit ({MAX_STACK} parser states; real programs nest a few levels)")
_SKIP = re.compile(SKIP)
_BLANKS = re.compile(r"\s*")


def _string_end(text: str, pos: int, end: int) -> int:
    """The end of the string literal at ``pos`` (just past its closing quote) when it holds no escape;
    -1 otherwise (the lexer's regex then reads it, escapes and errors included)."""
    close = text.find('"', pos + 1, end)
    if close < 0 or text.find("\\", pos + 1, close) >= 0:
        return -1
    return close + 1


class _ParserStateView:
    """What Lark's error classes read from a parser state."""

    def __init__(self, position: int):
        self.position = position


class _Node:
    """What a rule without a builder method gives (Lark's ``Tree``): ``_inlined`` rules' children are
    spliced into their parent's."""

    __slots__ = ("data", "children")

    def __init__(self, data: str, children: list):
        self.data, self.children = data, children


def _callback(builder, method: str, expand_single: bool, kept: list | None) -> Callable[[list], object]:
    """The function reducing a rule: the children Lark's ParseTreeBuilder would give (``kept``: the index of
    each child kept, whether its children are spliced in, the Nones of absent optional parts before it,
    and the Nones at the end), a lone child for a ``?rule``, then the builder's method (tables.py)."""
    build = getattr(builder, method, None)
    if build is None:
        def build(children, data=method):
            return _Node(data, children)
    if expand_single:
        inner = build

        def build(children):
            return children[0] if len(children) == 1 else inner(children)
    if kept is None:
        return build
    to_include, append_none = kept

    def filtered(children):
        out = []
        for i, splice, nones in to_include:
            if nones:
                out += [None] * nones
            if not splice:
                out.append(children[i])
            elif out:
                out += children[i].children
            else:  # the left-recursive list rules: extend the list already built
                out = children[i].children
        if append_none:
            out += [None] * append_none
        return build(out)
    return filtered


class Driver:
    """Parses text with the tables of tables.py and a builder (an object with a method per grammar rule)."""

    def __init__(self, tables: dict, builder):
        self.start_state, self.end_state = tables["start"], tables["end"]
        self.rule_table = [(size, _callback(builder, method, expand_single, kept), origin)
                           for size, origin, method, expand_single, kept in tables["rules"]]
        self.dropped = frozenset(tables["dropped"])
        self.literal_terminals: dict[str, str] = tables["literals"]
        n_states, texts = tables["n_states"], tables["texts"]
        # state -> {terminal: code} and {rule name: state}; lexer -> its table (the last: the root lexer)
        self.action_list: Lazy = Lazy(texts, 0)
        self.goto_list: Lazy = Lazy(texts, n_states)
        self.lexer_tables: Lazy = Lazy(texts, 2 * n_states)
        self.n_lexers: int = tables["n_lexers"]
        self.state_lexers: list[int] = tables["state_lexers"]
        # Per-state lexers, compiled on first use (a small program visits few states).
        self.lexer_list: list = [None] * n_states
        self._compiled: dict[int, tuple] = {}
        self._op_appends: dict[tuple[int, int], bool] = {}  # (state below, state): _appends_to_ops
        self._compile_lock = threading.Lock()

    def _state_lexer(self, state: int) -> tuple:
        """(regex, keyword tables, newline terminals) of the terminals acceptable in ``state``, compiled
        on first use."""
        with self._compile_lock:
            index = self.state_lexers[state]
            entry = self._compiled.get(index)
            if entry is None:
                table = self.lexer_tables[index]
                entry = (regex(table), table["unless"], frozenset(table["newlines"]))
                self._compiled[index] = entry
            self.lexer_list[state] = entry
            return entry

    def _token(self, text: str, pos: int, line: int, line_start: int, state: int, mre, unless, newline_types):
        """The next token from ``pos`` for ``state``: (token, its type, its start, the position after it, and
        the line number and line start after it). A syntax error when ``state`` accepts nothing here."""
        quote = pos if text.startswith('"', pos) else pos + 1 if text.startswith(' "', pos) else -1
        string_end = _string_end(text, quote, len(text)) if quote >= 0 else -1
        if string_end > 0 and "STRING" in self.action_list[state]:
            # A string found with str.find, not the regex (whose scan of a hex blob of weights runs at a
            # tenth of the speed); STRING is the only terminal that starts with '"', so it is the token.
            type_, start, value, after = "STRING", quote, text[quote:string_end], string_end
        else:
            m = mre.match(text, pos)
            if m is None:  # end of input, or nothing this state accepts
                start = _SKIP.match(text, pos).end()
                value, type_, after = "", "$END", start
            else:
                type_ = m.lastgroup
                start, after = m.span(type_)
                value = m.group(type_)
                keywords = unless.get(type_)
                if keywords is not None:
                    type_ = keywords.get(value, type_)
        if start != pos:  # blanks or comments before the token
            newlines = text.count("\n", pos, start)
            if newlines:
                line += newlines
                line_start = text.rindex("\n", pos, start) + 1
        if type_ == "$END" and start < len(text):
            self._unexpected(text, start, line, start - line_start + 1, state)
        if type_ in self.dropped:
            token = value
        else:  # a Token (tokens.py), built inline (its constructor is a Python-level call)
            token = str.__new__(Token, value)
            token.type, token.value, token.start_pos = type_, value, start
            token.line, token.column = line, start - line_start + 1
        if type_ in newline_types and "\n" in value:  # ``in`` is a memchr; count is 6x slower on a blob
            newlines = value.count("\n")
            if newlines:
                line += newlines
                line_start = start + value.rindex("\n") + 1
        return token, type_, start, after, line, line_start

    def parse(self, text: str, first_line: int = 1, fast_lines: bool = True):
        """What the start rule's callback returns for ``text`` (a Module); Lark's UnexpectedInput on a
        syntax error. ``first_line`` is the line number of the text's first line; ``fast_lines``: ops on
        lines of a shape seen before are built from a template (op_lines.py), not parsed again."""
        actions, gotos, rules = self.action_list, self.goto_list, self.rule_table
        lines = OpLines() if fast_lines else None
        shifted_end = 0  # where the last token shifted ends (an op learned from a line must end on it)
        state_lexers, blanks = self.lexer_list, _BLANKS.match
        end_state = self.end_state
        state = self.start_state
        states = [state]
        values: list = []
        push_state, push_value = states.append, values.append
        pos, line, line_start = 0, first_line, 0
        while True:
            found = None
            if lines is not None and "FAST_OP" in actions[state]:  # an op may start here: maybe a known line
                if len(states) > 1 and self._appends_to_ops(states[-2], state):  # in an op list: take known lines
                    taken = lines.take(text, pos, line, line_start, values[-1])
                    if taken[0] != pos:
                        pos, line, line_start = taken
                        shifted_end = pos
                start = blanks(text, pos).end()
                if text.startswith("%", start):
                    newline = text.rfind("\n", pos, start)
                    if newline >= 0:  # the op starts a line
                        line += text.count("\n", pos, start)
                        line_start = newline + 1
                        pos = start
                        found = lines.lookup(text, start, line, start - line_start + 1)
            if found is not None:  # the whole line is one op built from a template: the token is the Op
                type_, (token, pos) = "FAST_OP", found
            else:
                token, type_, start, pos, line, line_start = self._token(
                    text, pos, line, line_start, state, *(state_lexers[state] or self._state_lexer(state)))
            while True:  # reduce as long as the table says so, then shift the token
                code = actions[state].get(type_)
                if code is None:
                    raise self._unexpected_token(token, type_, start, line, start - line_start + 1, state)
                if code >= 0:
                    shifted_end = pos
                    if type_ == "FAST_OP" and self._appends_to_ops(states[-2] if len(states) > 1 else -1, state):
                        values[-1].append(token)  # shift, reduce `op: FAST_OP`, reduce `ops: ops op`, in one step
                        break
                    push_state(code)
                    push_value(token)
                    state = code
                    if len(states) > MAX_STACK:
                        raise ParseError(_TOO_DEEP, line, start - line_start + 1)
                    break
                size, callback, origin = rules[~code]
                if size:
                    children = values[-size:]
                    del values[-size:]
                    del states[-size:]
                else:
                    children = []
                try:
                    node = callback(children)
                except ParseError as exc:  # one about the whole rule, with no item to point at: where it ends
                    if not exc.line:
                        exc.line, exc.column = line, start - line_start + 1
                    raise
                if origin == "op" and lines is not None and lines.pending:
                    lines.learn(node, shifted_end)
                push_value(node)
                state = gotos[states[-1]][origin]
                push_state(state)
                if state == end_state and type_ == "$END":
                    return values[-1]

    def _appends_to_ops(self, below: int, state: int) -> bool:
        """Whether a FAST_OP token in ``state`` (with ``below`` under it) only appends its Op to the op list on
        top of the value stack: the table shifts it, reduces ``op: FAST_OP`` whatever follows, then reduces
        ``ops: ops op`` (builder.py's ``ops``, which appends in place) whatever follows, back to ``state``.
        Worked out once per pair of states from the table."""
        key = (below, state)
        known = self._op_appends.get(key)
        if known is None:
            known = self._op_appends[key] = below >= 0 \
                and self._reduces_only(self.action_list[state].get("FAST_OP"), "op", 1) \
                and self._reduces_only(self.goto_list[state].get("op"), "ops", 2) \
                and self.goto_list[below].get("ops") == state
        return known

    def _reduces_only(self, state: int | None, rule: str, size: int) -> bool:
        """Whether ``state`` reduces by the rule making ``rule`` from ``size`` symbols on every lookahead."""
        if state is None or state < 0:
            return False
        codes = set(self.action_list[state].values())
        if len(codes) != 1:
            return False
        (code,) = codes
        return code < 0 and self.rule_table[~code][0] == size and self.rule_table[~code][2] == rule

    def _unexpected_token(self, token, type_: str, pos: int, line: int, column: int, state: int):
        """The error (Lark's UnexpectedToken) for a token the table has no action for in ``state``, listing
        what it expected."""
        from lark import Token as LarkToken
        from lark.exceptions import UnexpectedToken

        token = LarkToken(type_, str(token), pos, line, column)
        expected = {s for s in self.action_list[state] if s.isupper() or s == "$END"}
        return UnexpectedToken(token, expected, state=_ParserStateView(state))

    def _unexpected(self, text: str, pos: int, line: int, column: int, state: int):
        """Name the token the full lexer sees here, as Lark's contextual lexer does (Lark's
        UnexpectedCharacters or UnexpectedToken)."""
        from lark import Token as LarkToken
        from lark.exceptions import UnexpectedCharacters, UnexpectedToken

        allowed = set(self.lexer_tables[self.state_lexers[state]]["allowed"])
        root = self._compiled.get(-1)
        if root is None:
            root = self._compiled[-1] = regex(self.lexer_tables[self.n_lexers])
        found = root.match(text, pos)
        if found is None:
            raise UnexpectedCharacters(text, pos, line, column, allowed=allowed)
        raise UnexpectedToken(LarkToken(found.lastgroup, found.group(0), pos, line, column), allowed,
                              state=_ParserStateView(state))
