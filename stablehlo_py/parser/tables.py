"""The tables the parse loop (driver.py) runs on, as plain data: derived once from a built Lark parser and
kept in the JSON cache (cache.py), so that a process parses without building Lark's parser or lexers.

Lark builds an LALR table (lalr_analysis.py), a contextual lexer (one terminal set per parser state,
lexer.py ``ContextualLexer``) and the callbacks binding each rule's children (parse_tree_builder.py). At
start-up, rebuilding these objects from Lark's own serialized form and compiling each state's regex took
most of a cold ``shlo verify``. The tables here hold what the loop uses, flattened:

- ``actions[state][terminal]``: the state to shift to (>= 0) or ``~rule`` to reduce by ``rules[rule]``;
  ``gotos[state][rule name]``: the state after a reduction;
- ``rules``: for each grammar rule, what Lark's ``ParseTreeBuilder`` (parse_tree_builder.py) makes of it:
  its number of symbols, its name, the builder method it calls, whether a lone child stands for the rule
  (``?rule``), and which children the method gets (punctuation left out, ``_inlined`` rules' children
  spliced in, ``None`` for absent optional parts) -- driver.py makes the callbacks from these;
- ``lexers``: each distinct terminal set of the contextual lexer as one regex (blanks and comments skipped
  first, then the terminals in Lark's order), its keywords (a string terminal that a regex terminal of
  the same priority also matches is recognised by that regex, then looked up: Lark's ``_create_unless``),
  its terminals that may span lines, and what it accepts (for error messages); ``state_lexers`` maps a
  state to its lexer; ``root`` is the lexer of all terminals (Lark names the found token with it in errors).

The per-state entries and the lexers are kept as JSON texts (``texts``: the actions of each of the
``n_states`` states, then their gotos, then the ``n_lexers`` lexers, then the root lexer), decoded when a
parse first reaches them (``Lazy``): a small program visits a few dozen of the 800 states, and decoding
all of them was most of the start-up left. cache.py stores them one a line beside the rest.

Compiling a regex from its pattern costs about a millisecond per state; CPython's ``re`` compiles a pattern
to a program of integers that ``_sre.compile`` loads in microseconds (``re/_compiler.py`` ``compile``), so
each regex is stored with its program. The program is used only by the Python that made it (the cache key
holds the interpreter's version and ``_sre.MAGIC``), ``_sre`` validates it on loading, and any failure
falls back to compiling the pattern.
"""
from __future__ import annotations

import base64
import json
import re
import sys
from array import array

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lark import Lark

try:  # CPython's regex engine; elsewhere every regex is compiled from its pattern
    import _sre
    from re import _compiler, _parser
except ImportError:  # pragma: no cover - other Python implementations
    _sre = None

# Atomic (Python 3.11+): once blanks and comments are skipped, never backtrack into a comment.
SKIP = r"(?>(?:\s+|//[^\n]*)*)"


def engine_version() -> str:
    """What a stored regex program depends on: the interpreter and its regex engine."""
    return f"{sys.implementation.name}-{sys.version}-{getattr(_sre, 'MAGIC', 0)}"


def derive(lark: Lark) -> dict:
    """The tables of a built ``Lark(..., parser="lalr", lexer="contextual")``, as JSON-ready data."""
    from lark import Tree
    from lark.parse_tree_builder import ParseTreeBuilder
    from lark.parsers.lalr_analysis import Shift

    frontend = lark.parser
    table = frontend.parser.parser.parse_table
    (start,) = table.start_states.values()
    (end,) = table.end_states.values()
    rule_index = {rule: i for i, rule in enumerate(lark.rules)}
    n_states = max(table.states) + 1
    actions: list[dict] = [{} for _ in range(n_states)]
    gotos: list[dict] = [{} for _ in range(n_states)]
    for state, entries in table.states.items():
        for symbol, (action, arg) in entries.items():
            symbol = str(symbol)  # Lark may key terminals by Token; plain str keys hash and compare fast
            if action is Shift:  # a terminal is shifted; a rule name (lowercase) is a goto
                (actions if symbol.isupper() or symbol == "$END" else gotos)[state][symbol] = arg
            else:
                actions[state][symbol] = ~rule_index[arg]
    kept = {str(sym.name) for rule in lark.rules for sym in rule.expansion if sym.is_term and not sym.filter_out}
    lexer = frontend.lexer
    lexer_index: dict[int, int] = {}
    lexers: list[dict] = []
    state_lexers = [-1] * n_states
    for state, basic in lexer.lexers.items():
        if id(basic) not in lexer_index:
            lexer_index[id(basic)] = len(lexers)
            lexers.append(_lexer_table(basic))
        state_lexers[state] = lexer_index[id(basic)]
    root = lexer.root_lexer.scanner.terminals
    root_pattern = "|".join(f"(?P<{t.name}>{t.pattern.to_regexp()})" for t in root)
    texts = [_json(entry) for entry in (*actions, *gotos, *lexers)]
    texts.append(_json({"pattern": root_pattern, "program": _program(root_pattern)}))
    return {
        "start": start, "end": end, "n_states": n_states, "n_lexers": len(lexers), "texts": texts,
        "rules": [_rule_fields(rule, chain) for rule, chain in ParseTreeBuilder(
            lark.rules, Tree, False, False, lark.options.maybe_placeholders).rule_builders],
        # Punctuation that no rule keeps: no Token object is made for it.
        "dropped": sorted({str(t.name) for t in lark.terminals} - kept),
        # Terminals spelled by a fixed string (',', '->', 'tensor', ...): named by that text in messages.
        "literals": {str(t.name): f"'{t.pattern.value}'" for t in lark.terminals if t.pattern.type == "str"},
        "state_lexers": state_lexers,
    }


def _json(value) -> str:
    return json.dumps(value, separators=(",", ":"))


class Lazy(dict):
    """``index`` -> ``texts[offset + index]`` decoded (JSON), on first use."""

    __slots__ = ("texts", "offset")

    def __init__(self, texts: list, offset: int):
        super().__init__()
        self.texts, self.offset = texts, offset

    def __missing__(self, index: int):
        value = self[index] = json.loads(self.texts[self.offset + index])
        return value


def _lexer_table(basic) -> dict:
    """One state's lexer: its regex, keywords, multi-line terminals and accepted terminals."""
    scanner = basic.scanner  # also builds basic.callback: keywords matched by a regex terminal
    alternatives = "|".join(f"(?P<{t.name}>{t.pattern.to_regexp()})" for t in scanner.terminals
                            if t.name not in basic.ignore_types)
    pattern = f"{SKIP}(?:{alternatives})"
    unless = {}
    for name, callback in basic.callback.items():
        keywords = getattr(callback, "scanner", None)
        if keywords is None:
            continue
        if any(t.pattern.flags for t in keywords.terminals):  # pragma: no cover - the grammar has none
            raise NotImplementedError(f"keywords with flags ({name})")
        # Lark's Scanner.fullmatch gives the first terminal whose text is the token's: reversed, the first wins
        unless[str(name)] = {t.pattern.value: str(t.name) for t in reversed(keywords.terminals)}
    return {"pattern": pattern, "program": _program(pattern), "unless": unless,
            "newlines": sorted(map(str, basic.newline_types)),
            "allowed": sorted(map(str, scanner.allowed_types - basic.ignore_types))}


def _rule_fields(rule, chain: list) -> list:
    """[symbols, rule name, builder method, lone child stands for the rule, children kept or None]: how
    Lark's ParseTreeBuilder wraps the callback of ``rule`` (``chain``, innermost first)."""
    from lark.parse_tree_builder import ChildFilterLALR, ChildFilterLALR_NoPlaceholders, ExpandSingleChild

    expand_single, kept = False, None
    for wrapper in chain:
        if wrapper is ExpandSingleChild:
            expand_single = True
        elif getattr(wrapper, "func", None) is ChildFilterLALR:  # partial(class, to_include, nones at the end)
            to_include, append_none = wrapper.args
            kept = [[[i, bool(expand), nones] for i, expand, nones in to_include], append_none]
        elif getattr(wrapper, "func", None) is ChildFilterLALR_NoPlaceholders:
            kept = [[[i, bool(expand), 0] for i, expand in wrapper.args[0]], 0]
        else:  # pragma: no cover - positions, ambiguity: options the parser does not use
            raise NotImplementedError(f"parse-tree wrapper {wrapper!r}")
    method = rule.alias or rule.options.template_source or rule.origin.name
    return [len(rule.expansion), str(rule.origin.name), str(method), expand_single, kept]


def _program(pattern: str) -> dict | None:
    """The compiled program of ``pattern`` (CPython's ``re`` internals), or None where there is none."""
    if _sre is None or array("I").itemsize != _sre.CODESIZE:
        return None
    parsed = _parser.parse(pattern, 0)
    code = _compiler._code(parsed, 0)
    return {"flags": parsed.state.flags, "groups": parsed.state.groups, "names": parsed.state.groupdict,
            "code": base64.b64encode(array("I", code).tobytes()).decode("ascii")}


def regex(entry: dict) -> re.Pattern:
    """The compiled regex of a lexer entry: from its stored program when this Python can load it."""
    program = entry.get("program")
    if program is not None and _sre is not None:
        try:
            code = array("I")
            code.frombytes(base64.b64decode(program["code"]))
            names = program["names"]
            index_group = [None] * program["groups"]
            for name, index in names.items():
                index_group[index] = name
            return _sre.compile(entry["pattern"], program["flags"], code.tolist(), program["groups"] - 1,
                                names, tuple(index_group))
        except (RuntimeError, TypeError, ValueError, KeyError, IndexError, OverflowError):
            pass  # a program this engine does not take: compile the pattern
    return re.compile(entry["pattern"])
