"""``ir.records.record`` (shared ``__repr__``/``__eq__``/``__hash__``) against ``dataclasses.dataclass``: the
same behaviour for every combination of options the package uses."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from stablehlo_py.ir.records import record

OPTIONS = [{}, {"frozen": True}, {"frozen": True, "slots": True}, {"slots": True}, {"eq": True, "slots": True},
           {"frozen": True, "eq": False}, {"frozen": True, "eq": False, "repr": False}, {"unsafe_hash": True}]


def _pair(options: dict, with_own_eq: bool = False):
    """The same class body made by ``dataclass`` and by ``record``."""
    def body():
        class Point:
            x: int
            y: list = field(default_factory=list, compare=False)
            z: str = field(default="z", repr=False)
            w: tuple = field(default=(), hash=False)
            if with_own_eq:
                def __eq__(self, other):
                    return isinstance(other, type(self)) and self.x == other.x
        return Point
    return dataclass(**options)(body()), record(**options)(body())


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "plain")
@pytest.mark.parametrize("with_own_eq", [False, True])
def test_record_behaves_as_dataclass(options, with_own_eq):
    reference, ours = _pair(options, with_own_eq)
    for make in (reference, ours):
        a, b, c = make(1, [1], "a", (2,)), make(1, [2], "b", (3,)), make(2)
        assert dataclasses.is_dataclass(make) and [f.name for f in dataclasses.fields(make)] == ["x", "y", "z", "w"]
    r = [reference(1, [1], "a", (2,)), reference(1, [2], "b", (3,)), reference(2)]
    o = [ours(1, [1], "a", (2,)), ours(1, [2], "b", (3,)), ours(2)]
    if options.get("repr", True):
        assert [repr(x) for x in r] == [repr(x) for x in o]
    assert [[x == y for y in r] for x in r] == [[x == y for y in o] for x in o]
    assert (o[0] == "not a point") is False and (o[0] != r[0]) is True  # another class: never equal
    assert (ours.__hash__ is None) == (reference.__hash__ is None)
    assert (ours.__hash__ is object.__hash__) == (reference.__hash__ is object.__hash__)
    if reference.__hash__ not in (None, object.__hash__):  # by the fields (y and w are left out): the same values
        assert [hash(x) for x in r] == [hash(x) for x in o]
        assert hash(ours(1, [], "a", (1,))) == hash(ours(1, [5], "a", (2,)))
    if options.get("frozen"):
        with pytest.raises(dataclasses.FrozenInstanceError):
            o[0].x = 5
    assert dataclasses.replace(o[0], x=7).x == 7


def test_record_keeps_methods_the_class_defines():
    @record(frozen=True, slots=True)
    class Named:
        name: str

        def __repr__(self) -> str:
            return f"<{self.name}>"

        def __hash__(self) -> int:
            return 42

    assert repr(Named("a")) == "<a>" and hash(Named("a")) == 42 and Named("a") == Named("a") != Named("b")


def test_record_subclass_compares_its_own_fields():
    @record(frozen=True, slots=True)
    class Base:
        a: int

    @record(frozen=True, slots=True)
    class Child(Base):
        b: int

    assert Child(1, 2) != Child(1, 3) and Child(1, 2) == Child(1, 2) and Base(1) != Child(1, 2)
    assert repr(Child(1, 2)).endswith("Child(a=1, b=2)") and len({Child(1, 2), Child(1, 2)}) == 1


def test_every_dataclass_of_the_package_is_a_record():
    """``@dataclass`` compiles three more methods per class at import (ir/records.py): the package uses ``record``."""
    package = Path(__file__).resolve().parents[1] / "stablehlo_py"
    written = [str(p.relative_to(package)) for p in package.rglob("*.py") if "@dataclass" in p.read_text()]
    assert written == []
