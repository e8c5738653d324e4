"""Binding a pretty op's items to an ``Op`` through the op's format (from the op table)."""
from __future__ import annotations

from ..assembly import items as it
from ..assembly.formats import Operands
from ..assembly.reader import ItemReader
from ..assembly.type_styles import SAME
from ..dialect import SHORTHANDS, drop_elided_defaults, format_of
from ..errors import ParseError
from ..ir.nodes import Op

# Ops without a known format are read as `operands attr-dict : type-or-function-type`.
_FALLBACK = Operands(SAME)


def bind_pretty_op(pretty: it.PrettyOp, result_groups: tuple) -> Op:
    """The Op that a pretty op's items describe, per its assembly format.

    ``result_groups`` are (name, count, line, column) of the ``%r:count =`` before it.
    """
    name = SHORTHANDS.get(pretty.name, pretty.name)
    fmt = format_of(name) or _FALLBACK
    groups = tuple((g[0], g[1]) for g in result_groups)
    # The op is located at its first result name, as a generic op is.
    line, column = (result_groups[0][2], result_groups[0][3]) if result_groups else (pretty.line, pretty.column)
    reader = ItemReader(pretty, name, groups)
    bound = fmt.parse(reader)
    n_results = sum(g[1] for g in groups)
    if n_results != len(bound.result_types):
        raise ParseError(f"{name}: {n_results} results named but the types give {len(bound.result_types)}",
                         line, column)
    drop_elided_defaults(name, bound.attributes)
    return Op(name=name, operands=tuple(bound.operands), operand_types=tuple(bound.operand_types),
              result_types=tuple(bound.result_types), attributes=bound.attributes, regions=tuple(bound.regions),
              result_groups=groups, location=pretty.location, line=line, column=column,
              attribute_positions=reader.positions)
