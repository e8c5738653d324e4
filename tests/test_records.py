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
    """``@dataclass`` compiles more methods per class at import (ir/records.py), and cannot subclass a frozen
    record: the package uses ``record`` and ``make_record``."""
    package = Path(__file__).resolve().parents[1] / "stablehlo_py"
    written = [str(p.relative_to(package)) for p in package.rglob("*.py")
               if "@dataclass" in p.read_text() or "make_dataclass(" in p.read_text()]
    assert written == []


def _made_both(options: dict, body):
    """``body()``'s class made by ``dataclass`` and by ``record`` with ``options``."""
    return dataclass(**options)(body()), record(**options)(body())


def _outcome(action):
    """What ``action()`` gives: its value, or the type and message of what it raises."""
    try:
        return action()
    except Exception as exc:  # noqa: BLE001 - compared between dataclass and record
        return type(exc), str(exc)


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "plain")
def test_record_init_and_guards_behave_as_dataclass(options):
    """``__init__`` (compiled on first use), its signature, the frozen guards and copying, as dataclass's."""
    import copy
    import inspect

    def body():
        class Shape:  # no docstring: dataclass writes one from the signature
            dims: tuple
            kind: str = "tensor"
            cache: dict = field(default_factory=dict, compare=False)
            tag: int = field(default=3, init=False)
            made: list = field(default_factory=list, init=False, compare=False)
            line: int = field(default=0, kw_only=True, compare=False)
            column: int = field(kw_only=True, compare=False)

            def __post_init__(self):
                self.made.append(len(self.dims))
        return Shape

    reference, ours = _made_both(options, body)
    assert str(inspect.signature(ours)) == str(inspect.signature(reference))  # the same <factory> marker shown
    assert ours.__doc__ == reference.__doc__ and ours.__init__.__qualname__ == reference.__init__.__qualname__
    assert ours.__init__.__annotations__ == reference.__init__.__annotations__
    assert ours.__match_args__ == reference.__match_args__
    for args, kwargs in [(((2,),), {"column": 1}), (((2, 3), "mesh", {"a": 1}), {"column": 4, "line": 9}),
                         ((), {"column": 1}), (((1,),), {}), (((1,),), {"column": 1, "tag": 2})]:
        r, o = _outcome(lambda: reference(*args, **kwargs)), _outcome(lambda: ours(*args, **kwargs))
        if isinstance(r, tuple):
            assert o == r
            continue
        values = [getattr(o, f.name) for f in dataclasses.fields(o)]
        assert values == [getattr(r, f.name) for f in dataclasses.fields(r)]
        assert o.cache is not ours((1,), column=0).cache  # a fresh default per instance
        copied = copy.deepcopy(o)  # a frozen class with slots: by __getstate__/__setstate__
        assert type(copied) is ours and [getattr(copied, f.name) for f in dataclasses.fields(o)] == values
        for name in ("dims", "other"):
            assert _outcome(lambda: setattr(o, name, 1)) == _outcome(lambda: setattr(r, name, 1))
            assert _outcome(lambda: delattr(o, name)) == _outcome(lambda: delattr(r, name))


def test_record_init_is_compiled_once_looked_up():
    """Until an instance is made (or ``__init__`` is looked up), the class holds a stand-in."""
    import types

    @record(frozen=True, slots=True)
    class Late:
        """Documented: no signature needed for a docstring."""
        a: int

    assert not isinstance(Late.__dict__["__init__"], types.FunctionType)
    assert Late(1).a == 1 and isinstance(Late.__dict__["__init__"], types.FunctionType)


def test_record_refuses_what_dataclass_refuses():
    def defaults_first():
        class Bad:
            a: int = 1
            b: int
        return Bad

    def frozen_child(frozen_base: bool):
        base = record(frozen=frozen_base)(type("Base", (), {"__annotations__": {"a": "int"}}))
        return lambda: record(frozen=not frozen_base)(type("Child", (base,), {"__annotations__": {"b": "int"}}))

    plain_base = dataclass(frozen=True)(type("Base", (), {"__annotations__": {"a": "int"}}))
    plain = _outcome(lambda: dataclass(frozen=False)(type("Child", (plain_base,), {"__annotations__": {"b": "int"}})))
    assert _outcome(frozen_child(True)) == plain
    plain_base = dataclass(frozen=False)(type("Base", (), {"__annotations__": {"a": "int"}}))
    plain = _outcome(lambda: dataclass(frozen=True)(type("Child", (plain_base,), {"__annotations__": {"b": "int"}})))
    assert _outcome(frozen_child(False)) == plain
    assert _outcome(lambda: record(defaults_first())) == _outcome(lambda: dataclass(defaults_first()))
    own_setattr = type("Own", (), {"__annotations__": {"a": "int"}, "__setattr__": lambda self, n, v: None})
    assert _outcome(lambda: record(frozen=True)(own_setattr)) == _outcome(lambda: dataclass(frozen=True)(own_setattr))


def test_make_record_subclasses_a_frozen_record():
    """``make_record`` as ``make_dataclass``: fields after the base's, frozen like it (ir/opdef.py's records)."""
    from stablehlo_py.ir.records import make_record

    @record(frozen=True, slots=True)
    class Base:
        """A frozen base."""
        a: int

    made = make_record("Made", {"b": "int", "c": "str"}, bases=(Base,), frozen=True, slots=True,
                       namespace={"__doc__": "Made here.", "twice": lambda self: 2 * self.b})
    value = made(1, 2, c="x")
    assert [f.name for f in dataclasses.fields(made)] == ["a", "b", "c"] and value.twice() == 4
    assert value == made(1, 2, "x") != made(1, 3, "x") and made.__doc__ == "Made here." and issubclass(made, Base)
    with pytest.raises(dataclasses.FrozenInstanceError):
        value.b = 3
