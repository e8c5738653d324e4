"""A cursor over a pretty op's items, used by the assembly formats to bind them."""
from __future__ import annotations

from ..errors import ParseError
from ..ir.attributes import Attribute
from ..ir.types import Type
from . import items as it


class ItemReader:
    """Reads ``PrettyOp.items`` left to right; every ``expect`` failure is a located ParseError."""

    def __init__(self, pretty: it.PrettyOp, name: str, result_groups: tuple = ()):
        self.pretty = pretty
        self.name = name  # the op's full name (`return` is func.return)
        self.result_groups = result_groups
        self.positions: dict[str, tuple[int, int]] = {}  # where attributes were written
        self.items = pretty.items
        self.pos = 0

    # ---------------------------------------------------------------- basics
    def peek(self, offset: int = 0) -> it.Item | None:
        i = self.pos + offset
        return self.items[i] if i < len(self.items) else None

    def next(self) -> it.Item:
        item = self.peek()
        if item is None:
            raise self.error("unexpected end of operation")
        self.pos += 1
        return item

    def at_end(self) -> bool:
        return self.pos >= len(self.items)

    def error(self, message: str, item: it.Item | None = None) -> ParseError:
        item = item if item is not None else self.peek()
        line = getattr(item, "line", 0) or self.pretty.line
        column = getattr(item, "column", 0) or self.pretty.column
        return ParseError(f"{self.name}: {message}", line, column)

    def describe(self, item: it.Item | None) -> str:
        """How an item is named in messages (``'%x'``, ``'dims = ...'``, ``a dense literal``)."""
        if item is None:
            return "the end of the operation"
        if isinstance(item, it.KeyValue):
            return f"'{item.key} = ...'"
        if isinstance(item, it.AttrDictItem):
            return "an attribute dictionary"
        if isinstance(item, it.DenseValue):
            return "a dense literal"
        return f"'{item}'"

    def finish(self) -> None:
        """Fail unless every item was read."""
        if not self.at_end():
            item = self.peek()
            raise self.error(f"unexpected {self.describe(item)}", item)

    # ---------------------------------------------------------------- pieces
    def comma(self) -> None:
        """Read a ``,``."""
        item = self.peek()
        if not isinstance(item, it.Comma):
            raise self.error(f"expected ',' but found {self.describe(item)}", item)
        self.pos += 1

    def maybe_comma_before(self, kind) -> bool:
        """Consume a comma if the item after it is of ``kind`` (a class or a KeyValue key)."""
        if isinstance(self.peek(), it.Comma) and self._is(self.peek(1), kind):
            self.pos += 1
            return True
        return False

    @staticmethod
    def _is(item, kind) -> bool:
        if isinstance(kind, str):
            return isinstance(item, it.KeyValue) and item.key == kind
        return isinstance(item, kind)

    def operand(self) -> str:
        """Read one ``%value``."""
        item = self.peek()
        if not isinstance(item, it.ValueRef):
            raise self.error(f"expected an operand (%name) but found {self.describe(item)}", item)
        self.pos += 1
        return item.name

    def operands(self) -> list[str]:
        """``%a, %b, ...`` (possibly none); a trailing comma before a keyword is left unread."""
        items, pos, n = self.items, self.pos, len(self.items)
        names: list[str] = []
        if pos < n and type(items[pos]) is it.ValueRef:
            names.append(items[pos].name)
            pos += 1
            while pos + 1 < n and type(items[pos]) is it.Comma and type(items[pos + 1]) is it.ValueRef:
                names.append(items[pos + 1].name)
                pos += 2
        self.pos = pos
        return names

    def word(self, choices: tuple[str, ...] | None = None) -> str:
        """Read a bare word (one of ``choices`` when given)."""
        item = self.peek()
        if not isinstance(item, it.Word) or (choices and item.text not in choices):
            want = f"one of {', '.join(choices)}" if choices else "a keyword"
            raise self.error(f"expected {want} but found {self.describe(item)}", item)
        self.pos += 1
        return item.text

    def maybe_word(self, text: str) -> bool:
        """Read the word ``text`` if it comes next."""
        if it.is_word(self.peek(), text):
            self.pos += 1
            return True
        return False

    def keyword(self, key: str, after_comma: bool = True) -> it.Item:
        """``, key = value`` (or ``key = value`` when ``after_comma`` is False): the value item."""
        if after_comma and not self.maybe_comma_before(key):
            item = self.peek()
            if isinstance(item, it.KeyValue) and item.key == key:
                raise self.error(f"expected ',' before '{key} = ...'", item)
        item = self.peek()
        if not (isinstance(item, it.KeyValue) and item.key == key):
            raise self.error(f"expected '{key} = ...' but found {self.describe(item)}", item)
        self.pos += 1
        return item.value

    def maybe_keyword(self, key: str) -> it.Item | None:
        """``[,] key = value`` if it comes next: the value item, else None."""
        if self.maybe_comma_before(key) or self._is(self.peek(), key):
            return self.keyword(key, after_comma=False)
        return None

    def group(self, kind: str) -> it.Group:
        """Read a group of ``kind`` (``"()"``, ``"[]"``, ``"{}"``, ``"<>"``)."""
        item = self.peek()
        if not (isinstance(item, it.Group) and item.kind == kind):
            raise self.error(f"expected '{kind[0]}...{kind[1]}' but found {self.describe(item)}", item)
        self.pos += 1
        return item

    def maybe(self, cls: type) -> it.Item | None:
        """Read the next item if it is a ``cls``."""
        item = self.peek()
        if isinstance(item, cls):
            self.pos += 1
            return item
        return None

    def attr_dict(self) -> dict[str, Attribute]:
        """Read ``{name = value, ...}`` if it comes next (noting where each name is), else ``{}``."""
        item = self.maybe(it.AttrDictItem)
        if item is None:
            return {}
        self.positions.update(item.positions)
        return dict(item.entries)


def element_items(group: it.Group, reader: ItemReader) -> list[it.Item]:
    """The entries of a group that must each be a single item (``[1, 2, 3]``)."""
    out = []
    for element in group.elements:
        if len(element) != 1:
            raise reader.error(f"unexpected '{' '.join(map(str, element))}' in {group}", element[0])
        out.append(element[0])
    return out


def int_items(group: it.Group, reader: ItemReader) -> tuple[int, ...]:
    """The integers of ``[1, 2, 3]``."""
    values = []
    for item in element_items(group, reader):
        if not (isinstance(item, it.Literal) and isinstance(item.value, int) and not isinstance(item.value, bool)):
            raise reader.error(f"expected an integer but found '{item}'", item)
        values.append(int(item.value))
    return tuple(values)


def type_of(item: it.Item, reader: ItemReader) -> Type:
    """The type a TypeItem holds."""
    if not isinstance(item, it.TypeItem):
        raise reader.error(f"expected a type but found '{item}'", item)
    return item.type
