"""The parse loop: Lark's LALR(1) table and callbacks, driven with the lexer in one tight loop.

Lark builds everything here: the LALR table from grammar/stablehlo.lark, the
per-state lexers of its contextual lexer, and the callbacks that hand each
rule's children to the builder. This module only runs them. Lark's own loop
pays for generality (interactive parsing, generators, asserts); on a program
with tens of thousands of ops that overhead is most of the parse time.

The table is flattened for the loop: ``action_list[state][terminal]`` is the
next state to shift to (>= 0) or ``~rule_index`` to reduce by
``rule_table[rule_index]`` = (number of children, callback, rule name), and
``goto_list[state][rule name]`` is the state after a reduction.

One Driver serves every parse, in any thread: ``parse`` keeps its position,
stacks and line count in local variables, and the only thing the Driver ever
changes is its cache of compiled per-state lexers, filled under a lock.
"""
from __future__ import annotations

import re
import threading

from lark import Lark, Token
from lark.exceptions import UnexpectedCharacters, UnexpectedToken
from lark.parsers.lalr_analysis import Shift
from lark.utils import TextSlice

from .op_lines import OpLines

# Atomic (Python 3.11+): once blanks and comments are skipped, never backtrack into a comment.
_SKIP = re.compile(r"(?>(?:\s+|//[^\n]*)*)")


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


class Driver:
    """Parses text with a built ``Lark`` object (parser='lalr', lexer='contextual')."""

    def __init__(self, lark: Lark):
        frontend = lark.parser
        inner = frontend.parser.parser
        table = inner.parse_table
        (start,) = table.start_states.values()
        (end,) = table.end_states.values()
        self.start_state, self.end_state = start, end
        actions: dict[int, dict[str, int]] = {}
        gotos: dict[int, dict[str, int]] = {}
        rule_ids: dict = {}
        for state, entries in table.states.items():
            state_actions, state_gotos = {}, {}
            for symbol, (action, arg) in entries.items():
                symbol = str(symbol)  # Lark may key terminals by Token; plain str keys hash and compare fast
                if action is Shift:  # a terminal is shifted; a rule name (lowercase) is a goto
                    (state_actions if symbol.isupper() or symbol == "$END" else state_gotos)[symbol] = arg
                else:
                    index = rule_ids.setdefault(arg, len(rule_ids))
                    state_actions[symbol] = ~index
            actions[state], gotos[state] = state_actions, state_gotos
        self.rule_table = [None] * len(rule_ids)
        kept: set[str] = set()
        for rule, index in rule_ids.items():
            self.rule_table[index] = (len(rule.expansion), inner.callbacks[rule], str(rule.origin.name))
            kept.update(str(sym.name) for sym in rule.expansion if sym.is_term and not sym.filter_out)
        # Punctuation that no rule keeps: no Token object is made for it.
        self.dropped = frozenset(str(t.name) for t in lark.terminals) - kept
        lexer = frontend.lexer
        self.root_lexer = lexer.root_lexer
        # Terminals spelled by a fixed string (',', '->', 'tensor', ...): named by that text in messages.
        self.literal_terminals = {str(t.name): f"'{t.pattern.value}'" for t in lark.terminals
                                  if t.pattern.type == "str"}
        self.basic_lexers = lexer.lexers
        # Per-state lexers, compiled on first use (a small program visits few states).
        n_states = max(actions) + 1
        self.action_list = [actions.get(i, {}) for i in range(n_states)]
        self.goto_list = [gotos.get(i, {}) for i in range(n_states)]
        self.lexer_list: list = [None] * n_states
        self._compiled: dict[int, tuple] = {}
        self._op_appends: dict[tuple[int, int], bool] = {}  # (state below, state): _appends_to_ops
        self._compile_lock = threading.Lock()

    def _state_lexer(self, state: int) -> tuple:
        """(regex, keyword tables, newline terminals) of the terminals acceptable in ``state``, compiled
        on first use (under the lock: Lark builds a lexer's scanner lazily, in steps)."""
        with self._compile_lock:
            basic = self.basic_lexers[state]
            entry = self._compiled.get(id(basic))
            if entry is None:
                scanner = basic.scanner  # also builds basic.callback: keywords matched by a regex terminal
                # One regex: skip blanks and comments, then match a terminal (in Lark's order).
                alternatives = "|".join(f"(?P<{t.name}>{t.pattern.to_regexp()})" for t in scanner.terminals
                                        if t.name not in basic.ignore_types)
                unless = {str(name): cb.scanner for name, cb in basic.callback.items() if hasattr(cb, "scanner")}
                entry = (re.compile(f"{_SKIP.pattern}(?:{alternatives})"), unless,
                         frozenset(map(str, basic.newline_types)))
                self._compiled[id(basic)] = entry
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
                keyword = unless.get(type_)
                if keyword is not None:
                    type_ = keyword.fullmatch(value) or type_
        if start != pos:  # blanks or comments before the token
            newlines = text.count("\n", pos, start)
            if newlines:
                line += newlines
                line_start = text.rindex("\n", pos, start) + 1
        if type_ == "$END" and start < len(text):
            self._unexpected(text, start, line, start - line_start + 1, state)
        if type_ in self.dropped:
            token = value
        else:  # a Lark Token, built inline (its constructor is a Python-level call chain)
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
                    break
                size, callback, origin = rules[~code]
                if size:
                    children = values[-size:]
                    del values[-size:]
                    del states[-size:]
                else:
                    children = []
                node = callback(children)
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

    def _unexpected_token(self, token, type_: str, pos: int, line: int, column: int, state: int) -> UnexpectedToken:
        """The error for a token the table has no action for in ``state``, listing what it expected."""
        if not isinstance(token, Token):
            token = Token(type_, token, pos, line, column)
        expected = {s for s in self.action_list[state] if s.isupper() or s == "$END"}
        return UnexpectedToken(token, expected, state=_ParserStateView(state))

    def _unexpected(self, text: str, pos: int, line: int, column: int, state: int):
        """Name the token the full lexer sees here, as Lark's contextual lexer does."""
        basic = self.basic_lexers[state]
        allowed = basic.scanner.allowed_types - basic.ignore_types
        found = self.root_lexer.match(TextSlice(text, 0, len(text)), pos)
        if found is None:
            raise UnexpectedCharacters(text, pos, line, column, allowed=allowed)
        value, type_ = found
        raise UnexpectedToken(Token(type_, value, pos, line, column), allowed, state=_ParserStateView(state))
