"""The fuzz corpus and mutations of MLIR's ``arith``, ``tensor``, ``shape`` and ``ml_program`` dialects,
``mhlo`` ops and the legacy StableHLO ops producers still write (issue #25, point 6); used by
``tests/test_fuzz_dialects.py`` as ``tests/fuzzing.py``'s are by the other fuzz tests.

The corpus is found, not listed: every text program of ``testdata/`` (each ``// -----`` chunk on its own)
and every MLIR program written as a string in ``tests/test_*.py`` that uses an op of those dialects
(``DIALECT_OP``). The mutations keep a program parseable more often than ``fuzzing.TEXT_MUTATIONS`` do,
so that the verifier and the kernels of those ops get the bad programs: an op used wrongly (a
predicate number out of range, ``index`` where ``i32`` belongs, a reassociation that does not
partition, a region without its terminator, a global that is not there or of another type, a vector
operand, a garbage einsum configuration, a size out of range at run time), an op of another or an
unknown dialect.
"""
from __future__ import annotations

import ast
import random
import re
from functools import lru_cache

from fuzzing import REPO, TESTDATA

DIALECT_OP = re.compile(r"(?:^[ \t]*|=[ \t]*)\"?((?:arith|tensor|shape|ml_program|mhlo)\.[a-z_]+|stablehlo\."
                        r"(?:set_dimension_size|einsum|unary_einsum|torch_index_select|broadcast|"
                        r"compute_reshape_shape|cross-replica-sum))\b", re.MULTILINE)
_SPLIT = re.compile(r"^// -----.*$", re.MULTILINE)
MAX_PROGRAM = 100_000  # characters


def _uses_dialect_ops(text: str) -> bool:
    return ("func.func" in text or "module" in text) and DIALECT_OP.search(text) is not None


def _test_programs() -> list[tuple[str, str]]:
    """``(name, text)`` of the MLIR programs written as plain string constants in ``tests/test_*.py``."""
    found = []
    for path in sorted((REPO / "tests").glob("test_*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and _uses_dialect_ops(node.value):
                found.append((f"{path.name}:{node.lineno}", node.value))
    return found


@lru_cache(maxsize=None)
def dialect_corpus() -> tuple[tuple[str, str], ...]:
    """``(name, text)`` of every program that uses an op of the new dialects: ``testdata/**/*.mlir``
    (``FILE#CHUNK`` per ``// -----`` chunk) and the programs of ``tests/test_*.py``."""
    programs = []
    for path in sorted(TESTDATA.rglob("*.mlir")):
        text = path.read_text()
        if len(text) > 20 * MAX_PROGRAM or DIALECT_OP.search(text) is None:
            continue
        for i, chunk in enumerate(_SPLIT.split(text)):
            if len(chunk) <= MAX_PROGRAM and _uses_dialect_ops(chunk):
                programs.append((f"{path.relative_to(TESTDATA)}#{i}", chunk))
    programs += [(name, text) for name, text in _test_programs() if len(text) <= MAX_PROGRAM]
    return tuple(programs)


@lru_cache(maxsize=None)
def dialect_op_names() -> tuple[str, ...]:
    """The op table's ops of those dialects (the ``op_swap`` mutation's choices)."""
    from stablehlo_py.dialect import TABLE

    return tuple(sorted(name for name in TABLE if DIALECT_OP.fullmatch(name)))


# ---------------------------------------------------------------- mutations
def _pick(pattern: re.Pattern, text: str, rnd: random.Random) -> re.Match | None:
    matches = list(pattern.finditer(text))
    return rnd.choice(matches) if matches else None


def _sub(text: str, match: re.Match, new: str, group: int = 0) -> str:
    return text[:match.start(group)] + new + text[match.end(group):]


_INTS = ("-1", "0", "1", "2", "7", "10", "16", "64", "-9223372036854775808", "9223372036854775807",
         "4294967296", "99999999999999999999")
_PREDICATE = re.compile(r"predicate\s*=\s*(-?\d+)|arith\.cmp[if]\s+(\w+)")
_PREDICATE_WORDS = ("eq", "ult", "oge", "uno", "true", "false", "slt", "olt", "one", "une", "sge", "zz", "42")


def wrong_predicate(text: str, rnd: random.Random) -> str:
    """An ``arith.cmpi``/``cmpf`` predicate (number or keyword) replaced by another or one out of range."""
    match = _pick(_PREDICATE, text, rnd)
    if match is None:
        return text
    group = 1 if match.group(1) is not None else 2
    return _sub(text, match, rnd.choice(_INTS if group == 1 else _PREDICATE_WORDS), group)


_SCALAR = re.compile(r"\b(index|i1|i8|i32|i64|f16|f32|f64|bf16|ui32)\b")
_SCALARS = ("index", "i1", "i32", "i64", "f32", "f64", "ui8", "bf16", "complex<f32>", "none", "!shape.shape")


def wrong_scalar_type(text: str, rnd: random.Random) -> str:
    """One element or scalar type (``index`` included) replaced by another: ``index`` where ``i32``
    belongs, a float where an integer does."""
    match = _pick(_SCALAR, text, rnd)
    return _sub(text, match, rnd.choice(_SCALARS)) if match else text


_INT_LIST = re.compile(r"\[\s*(?:\[[-\d,\s]*\]\s*,?\s*)+\]|\[[-\d,\s]+\]|array<i64(?::[-\d,\s]*)?>")


def wrong_int_list(text: str, rnd: random.Random) -> str:
    """A list of integers (a reassociation ``[[0, 1], [2]]``, dimensions, ``array<i64: ...>``) with one
    number replaced, dropped or duplicated, or the nesting flattened."""
    match = _pick(_INT_LIST, text, rnd)
    if match is None:
        return text
    listed = match.group()
    numbers = list(re.finditer(r"-?\d+(?!\s*>)", listed)) if not listed.startswith("array") else \
        list(re.finditer(r"(?<=[:,\s])-?\d+", listed))
    choice = rnd.randrange(4)
    if choice == 3 and listed.startswith("[["):
        new = "[" + ", ".join(n.group() for n in numbers) + "]"
    elif not numbers:
        new = listed.replace(">", ": 1>") if listed.startswith("array") else "[0]"
    else:
        number = rnd.choice(numbers)
        value = [rnd.choice(_INTS), "", f"{number.group()}, {number.group()}"][choice % 3]
        new = listed[:number.start()] + value + listed[number.end():]
    return text[:match.start()] + new + text[match.end():]


_TERMINATOR = re.compile(r"^[ \t]*(?:shape\.assuming_yield|tensor\.yield|stablehlo\.return|mhlo\.return|"
                         r"shape\.yield|func\.return|return)\b[^\n]*\n", re.MULTILINE)


def drop_terminator(text: str, rnd: random.Random) -> str:
    """A region's (or function's) terminator line removed: ``shape.assuming`` without its yield, ..."""
    match = _pick(_TERMINATOR, text, rnd)
    return _sub(text, match, "") if match else text


_SYMBOL_USE = re.compile(r"(ml_program\.global_(?:load|load_const|store)\s+)(@[\w.$]+)|"
                         r"(ml_program\.global_(?:load|load_const)\s+@[\w.$]+\s*:\s*)(tensor<[^>]*>)")
_GLOBAL_DEF = re.compile(r"ml_program\.global\s+(?:(public|private)\s+)?(mutable\s+)?")


def wrong_global(text: str, rnd: random.Random) -> str:
    """An ``ml_program`` global used wrongly: loaded or stored by an undefined name, loaded with another
    type, or declared immutable (or mutable) where the program stores (or does not)."""
    if rnd.random() < 0.25:
        match = _pick(_GLOBAL_DEF, text, rnd)
        if match is not None:
            return _sub(text, match, "ml_program.global private " + ("" if match.group(2) else "mutable "))
    match = _pick(_SYMBOL_USE, text, rnd)
    if match is None:
        return text
    if match.group(2) is not None:
        return _sub(text, match, rnd.choice(("@undefined", "@main", "@", "@a.b.c", match.group(2) + "x")), 2)
    return _sub(text, match, rnd.choice(("tensor<f64>", "tensor<2x2xf32>", "tensor<?xf32>", "tensor<i1>",
                                         "tensor<*xf32>", "index")), 4)


_TENSOR = re.compile(r"tensor<([\d?x]*)([a-z][\w]*)>")


def unsupported_type(text: str, rnd: random.Random) -> str:
    """A ``tensor<...>`` type replaced by a vector, a memref, an unranked or a tuple type (arith ops on
    vectors, ...), or by its scalar element type."""
    match = _pick(_TENSOR, text, rnd)
    if match is None:
        return text
    dims, element = match.group(1), match.group(2)
    return _sub(text, match, rnd.choice((f"vector<{dims or '1x'}{element}>", f"memref<{dims}{element}>",
                                         f"tensor<*x{element}>", f"tuple<tensor<{dims}{element}>>", element,
                                         f"vector<[4]x{element}>")))


_STRING_ATTR = re.compile(r"(einsum_config|backend_config|call_target_name|sym_name|api_version)\s*=\s*"
                          r"(\"(?:[^\"\\]|\\.)*\"|\d+\s*:\s*i32)")
_GARBAGE = ('""', '"ab,bc->ac"', '"->"', '"ab,bc"', '",->"', '"aa,aa->aaaa"', '"a,b,c->abc"', '"\\\\"',
            '"ABC->C"', '"ab,bc->ad"', '"abc->"', '"a...b->b"', '"\\FF\\00"', '"' + "a" * 70 + "->a" + '"', "7 : i32")


def garbage_string(text: str, rnd: random.Random) -> str:
    """A string attribute (an einsum configuration, a backend config, a symbol name) replaced by garbage."""
    match = _pick(_STRING_ATTR, text, rnd)
    return _sub(text, match, rnd.choice(_GARBAGE), 2) if match else text


_CONSTANT = re.compile(r"(?:arith\.constant|stablehlo\.constant|mhlo\.constant)\s+(?:dense<)?(-?\d+)\b")


def out_of_range_value(text: str, rnd: random.Random) -> str:
    """An integer constant (a size given to ``set_dimension_size``, an index, an extent) made negative,
    zero or huge, so that the op gets it at run time."""
    match = _pick(_CONSTANT, text, rnd)
    return _sub(text, match, rnd.choice(_INTS), 1) if match else text


def op_swap(text: str, rnd: random.Random) -> str:
    """An op of these dialects renamed to another of the op table's (its operands, attributes and types
    then wrong for it), or to an op of a dialect nobody knows."""
    match = _pick(DIALECT_OP, text, rnd)
    if match is None:
        return text
    new = rnd.choice(dialect_op_names()) if rnd.random() < 0.8 else \
        rnd.choice(("foo.bar", "arith.frobnicate", "tensor.nope", "tf.AddV2", "tfl.add", "shape", "mhlo."))
    return _sub(text, match, new, 1)


DIALECT_MUTATIONS = {f.__name__: f for f in (wrong_predicate, wrong_scalar_type, wrong_int_list, drop_terminator,
                                             wrong_global, unsupported_type, garbage_string, out_of_range_value,
                                             op_swap)}


def mutate_dialect_program(text: str, kind: str, seed: int) -> str:
    """``text`` changed by the dialect mutation ``kind`` with ``seed`` (reproducible from the three)."""
    return DIALECT_MUTATIONS[kind](text, random.Random(seed))
