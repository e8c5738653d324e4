"""The primitives of MLIR bytecode (llvm-project mlir/docs/BytecodeFormat.md, "Encoding details").

Integers are PrefixVarInts: the number of trailing zero bits of the first byte is the number of extra
bytes, and the value is the little-endian integer of all the bytes shifted right by one more than that.
A first byte of 0 is followed by the 8 raw bytes of a uint64. Signed integers are zigzag-encoded first.

``ByteReader`` never reads past its end, and every count it returns for a list is checked against the
bytes left, so an untrusted length cannot make the reader allocate more than the file holds.
"""
from __future__ import annotations

from typing import NoReturn

from .errors import BytecodeError


class ByteReader:
    """Reads ``data[pos:end]``; every error names ``section`` and the offset in the file."""

    __slots__ = ("data", "pos", "end", "section", "source_name")

    def __init__(self, data: bytes, pos: int = 0, end: int | None = None, section: str = "",
                 source_name: str = "<bytes>") -> None:
        self.data = data
        self.pos = pos
        self.end = len(data) if end is None else end
        self.section = section
        self.source_name = source_name

    def fail(self, message: str, offset: int | None = None) -> NoReturn:
        raise BytecodeError(message, self.section, self.pos if offset is None else offset, self.source_name)

    def sub(self, length: int, section: str | None = None) -> "ByteReader":
        """A reader of the next ``length`` bytes (which this reader skips)."""
        start = self.pos
        if length > self.end - start:
            self.fail(f"a length of {length} bytes runs past the end ({self.end - start} left)")
        self.pos = start + length
        return ByteReader(self.data, start, start + length, self.section if section is None else section,
                          self.source_name)

    @property
    def remaining(self) -> int:
        return self.end - self.pos

    def at_end(self) -> bool:
        return self.pos >= self.end

    def expect_end(self, what: str) -> None:
        if self.pos != self.end:
            self.fail(f"{self.end - self.pos} unexpected bytes after the {what}")

    def byte(self) -> int:
        pos = self.pos
        if pos >= self.end:
            self.fail("unexpected end of data")
        self.pos = pos + 1
        return self.data[pos]

    def take(self, length: int) -> bytes:
        pos = self.pos
        if length > self.end - pos:
            self.fail(f"needs {length} bytes, {self.end - pos} left")
        self.pos = pos + length
        return self.data[pos:pos + length]

    def varint(self) -> int:
        data, pos = self.data, self.pos
        if pos >= self.end:
            self.fail("unexpected end of data")
        first = data[pos]
        if first & 1:
            self.pos = pos + 1
            return first >> 1
        if first == 0:
            if pos + 9 > self.end:
                self.fail("truncated 9-byte integer")
            self.pos = pos + 9
            return int.from_bytes(data[pos + 1:pos + 9], "little")
        size = (first & -first).bit_length()
        if pos + size > self.end:
            self.fail(f"truncated {size}-byte integer")
        self.pos = pos + size
        return int.from_bytes(data[pos:pos + size], "little") >> size

    def varints(self, count: int) -> list[int]:
        """``count`` varints (a list of indices); the one- and two-byte ones, nearly all, without a call each."""
        values, pos = short_varints(self.data, self.pos, self.end, count)
        self.pos = pos
        for _ in range(count - len(values)):  # from the first longer one (or the end of the data) on
            values.append(self.varint())
        return values

    def svarint(self) -> int:
        value = self.varint()
        return (value >> 1) ^ -(value & 1)

    def varint_flag(self) -> tuple[int, bool]:
        """``(value << 1) | flag``, as names, sizes and block headers are written."""
        value = self.varint()
        return value >> 1, bool(value & 1)

    def count(self, item_bytes: int = 1, what: str = "list") -> int:
        """The length of a list whose items take at least ``item_bytes`` bytes each."""
        start = self.pos
        value = self.varint()
        if value * item_bytes > self.end - self.pos:
            self.fail(f"{what} of {value} entries is longer than the {self.end - self.pos} bytes left", start)
        return value

    def blob(self) -> bytes:
        return self.take(self.count(1, "blob"))

    def cstring(self) -> bytes:
        end = self.data.find(b"\0", self.pos, self.end)
        if end < 0:
            self.fail("string without its terminating NUL")
        text = self.data[self.pos:end]
        self.pos = end + 1
        return text

    def ap_bits(self, bits: int) -> int:
        """The raw bits of an APFloat/APInt of ``bits`` width (BytecodeImplementation.h readAPIntWithKnownWidth)."""
        if bits <= 8:
            return self.byte()
        if bits <= 64:
            return self.svarint() & ((1 << bits) - 1)
        words = self.count(1, "integer words")
        value = 0
        for i in range(words):
            value |= (self.svarint() & ((1 << 64) - 1)) << (64 * i)
        return value & ((1 << bits) - 1)


class ByteWriter:
    """Appends bytecode primitives to a ``bytearray``."""

    __slots__ = ("out",)

    def __init__(self) -> None:
        self.out = bytearray()

    def byte(self, value: int) -> None:
        self.out.append(value)

    def raw(self, data: bytes) -> None:
        self.out += data

    def varint(self, value: int) -> None:
        if value < 0x80:
            self.out.append((value << 1) | 1)
            return
        for size in range(2, 9):
            if value < 1 << (7 * size):
                self.out += ((value << size) | (1 << (size - 1))).to_bytes(size, "little")
                return
        self.out.append(0)
        self.out += value.to_bytes(8, "little")

    def svarint(self, value: int) -> None:
        self.varint(((value << 1) ^ (value >> 63)) & ((1 << 64) - 1))

    def varint_flag(self, value: int, flag: bool) -> None:
        self.varint((value << 1) | int(flag))

    def blob(self, data: bytes) -> None:
        self.varint(len(data))
        self.out += data

    def ap_bits(self, value: int, bits: int) -> None:
        """The inverse of ``ByteReader.ap_bits``: an APInt/APFloat bit pattern of ``bits`` width."""
        if bits <= 8:
            self.out.append(value & 0xFF)
        elif bits <= 64:
            # MLIR writes emitSignedVarInt(getLimitedValue()): the zero-extended bits, zigzag-encoded.
            value &= (1 << bits) - 1
            self.svarint(value - (1 << 64) if value >= 1 << 63 else value)
        else:
            words = [(value >> (64 * i)) & ((1 << 64) - 1) for i in range((bits + 63) // 64)]
            while len(words) > 1 and words[-1] == 0:
                words.pop()
            self.varint(len(words))
            for word in words:
                self.svarint(word - (1 << 64) if word >= 1 << 63 else word)


def short_varints(data: bytes, pos: int, end: int, count: int) -> tuple[list[int], int]:
    """Up to ``count`` varints of one or two bytes each from ``pos`` (before ``end``), decoded inline: the
    values and the position after them. Fewer when one is longer or cut off (the caller reads on)."""
    values = []
    for _ in range(count):
        first = data[pos] if pos < end else 0
        if first & 1:
            values.append(first >> 1)
            pos += 1
        elif first & 2 and pos + 1 < end:
            values.append((first | data[pos + 1] << 8) >> 2)
            pos += 2
        else:
            break
    return values, pos
