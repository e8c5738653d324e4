"""Shardy's form of sharded HLO, as JAX writes it: meshes in the module's ``frontend_attributes``
(``xla.sdy.meshes``), a shard_map as ``custom-call @xla.sdy.GlobalToLocalShape`` -> ``call`` of its body
(``xla.sdy.manual_computation_body``) -> ``custom-call @xla.sdy.LocalToGlobalShape``, and
``@xla.sdy.FuncResultSharding`` on results. XLA's importer (its Shardy round trip) makes of this
``sdy.mesh`` ops and an ``sdy.manual_computation``; so does this module.

The shardings come from ``frontend_attributes`` (``xla.sdy.in_shardings``, ``out_shardings``, ``manual_axes``:
Shardy's own attribute text) in ``as_text``, or, in the dumps, from ``sharding={mesh['x'=2,'y'=2], [{'x'},
{}]}`` on the instructions (every axis of a ``manual`` mesh sharding is manual).
"""
from __future__ import annotations

import re

from ..ir.records import record
from ..parser.tokens import Token
from .emit import Body, Leaf, Lines, Site, Value, flat, mlir_string, rebuild
from .syntax import Group
from .values import ArrayShape, error, key_values, leaves, source_text, string

_MESH_ENTRY = re.compile(r'(\w+)\s*=\s*#sdy\.mesh')
_DUMP_SHARDING = re.compile(r"mesh\[([^\]]*)\]\s*,\s*(.*)", re.DOTALL)


@record(frozen=True)
class Local:
    """A global value taken into a manual computation (GlobalToLocalShape): the value, its per-device
    shape, its in-sharding and the manual axes."""

    value: Leaf
    shape: ArrayShape
    sharding: str  # <@mesh, [{"x"}, {}]>
    manual_axes: str  # #sdy<manual_axes{"x"}>


@record(frozen=True)
class Pending:
    """Result ``index`` of a manual computation's body call, written when its LocalToGlobalShape is met."""

    call: "BodyCall"
    index: int
    shape: ArrayShape


@record(frozen=True, eq=False)
class BodyCall:
    site: Site
    locals: tuple[Local, ...]


def meshes(converter) -> list[str]:
    """The ``sdy.mesh`` ops of the module's ``xla.sdy.meshes``, as generic ops."""
    front = converter.hlo.attributes.get("frontend_attributes")
    if not isinstance(front, Group):
        return []
    fields = key_values(front)
    if "xla.sdy.meshes" not in fields:
        return []
    value = fields["xla.sdy.meshes"][0]
    text = string(value) if isinstance(value, Token) else source_text(converter.text, value)
    body = text.strip()[1:-1] if text.strip().startswith("{") else text
    out = []
    for m in _MESH_ENTRY.finditer(body):
        mesh = _balanced(body, m.end() - len("#sdy.mesh"))
        out.append(f'  "sdy.mesh"() {{mesh = {mesh}, sym_name = {mlir_string(m.group(1))}}} : () -> ()')
        converter.sdy_meshes[m.group(1)] = mesh
    return out


def _balanced(text: str, start: int) -> str:
    """``#sdy.mesh<...>`` from ``start``, to its matching ``>``."""
    depth, i = 0, text.index("<", start)
    while i < len(text):
        depth += (text[i] == "<") - (text[i] == ">")
        if depth == 0:
            return text[start:i + 1]
        i += 1
    return text[start:]


def _dump_sharding(converter, text: str, where) -> tuple[str, bool]:
    """``mesh['x'=2,'y'=2], [{'x'}, {}]`` -> (``<@mesh, [{"x"}, {}]>``, whether it is ``manual``): the mesh is
    declared (as ``mesh``, or ``mesh_N`` for a second one) the first time its axes are seen."""
    m = _DUMP_SHARDING.fullmatch(text.strip().strip("{}").strip())
    if m is None:
        raise error(f"a Shardy sharding this reader does not know: {text}", where)
    axes = m.group(1).replace("'", '"')
    mesh = f"#sdy.mesh<[{', '.join(a.strip() for a in axes.split(','))}]>"
    name = next((n for n, v in converter.sdy_meshes.items() if v == mesh), None)
    if name is None:
        name = "mesh" if not converter.sdy_meshes else f"mesh_{len(converter.sdy_meshes)}"
        converter.sdy_meshes[name] = mesh
        converter.sdy_new_meshes.append(name)
    rest = m.group(2).strip()
    if rest == "manual":
        return f"<@{name}, []>", True
    return f"<@{name}, {rest.replace(chr(39), chr(34))}>", False


def _per_value(text: str) -> list[str]:
    """``#sdy.sharding_per_value<[<@m, [...]>, <@m, [...]>]>`` -> its shardings' texts."""
    body = text.strip()
    body = body[len("#sdy.sharding_per_value<["):-2] if body.startswith("#sdy.sharding_per_value<[") else body
    out, depth, start = [], 0, 0
    for i, ch in enumerate(body):
        depth += (ch in "<[{") - (ch in ">]}")
        if ch == "," and depth == 0:
            out.append(body[start:i].strip())
            start = i + 1
    return out + ([body[start:].strip()] if body[start:].strip() else [])


def _front(site: Site) -> dict[str, str]:
    if not site.has("frontend_attributes"):
        return {}
    return {k: string(v) if isinstance(v, Token) else source_text(site.converter.text, v)
            for k, (v, _) in key_values(site.attr("frontend_attributes")).items()}


def global_to_local(site: Site) -> Value:
    operands = site.leaves_of(site.operands)
    shapes = leaves(site.shape)
    front = _front(site)
    if "xla.sdy.in_shardings" in front:
        shardings = _per_value(front["xla.sdy.in_shardings"])
        manual = front.get("xla.sdy.manual_axes", "#sdy<manual_axes{}>")
    else:  # the dump's form: each operand's sharding is the one its Sharding call gave it
        shardings = [site.converter.sdy_shardings.get(v.name) for v in operands]
        if None in shardings:
            raise site.fail("the in-sharding of an operand is not known (no xla.sdy.in_shardings, no Sharding call)")
        mesh = shardings[0].split(",")[0].strip("<@ ")
        axes = re.findall(r'"(\w+)"', site.converter.sdy_meshes.get(mesh, ""))
        manual = "#sdy<manual_axes{" + ", ".join(mlir_string(a) for a in axes) + "}>"
    if len(shardings) != len(operands) or len(shapes) != len(operands):
        raise site.fail(f"{len(operands)} operands, {len(shapes)} results and {len(shardings)} in-shardings")
    return rebuild(site.shape, [Local(v, s, sh, manual) for v, s, sh in zip(operands, shapes, shardings)])


def sharding_annotation(site: Site) -> Value | None:
    """``custom-call @Sharding`` with a Shardy sharding (the dumps): an annotation, kept for GlobalToLocalShape;
    None when the sharding is GSPMD's (the interpreter runs those calls itself)."""
    if not site.has("sharding"):
        return None
    text = site.text_of("sharding")
    if "mesh[" not in text:
        return None
    sharding, _ = _dump_sharding(site.converter, text, site.instr.attributes["sharding"])
    (value,) = site.leaves_of(site.operands)
    site.converter.sdy_shardings[value.name] = sharding
    return value


def body_call(site: Site) -> Value | None:
    """A ``call`` of a manual computation's body (its operands from GlobalToLocalShape): its results wait for
    the LocalToGlobalShape that gives their global shapes. None for an ordinary call."""
    values = [leaf for value in site.operands for leaf in _locals_of(value)]
    if not values or not all(isinstance(v, Local) for v in values):
        if any(isinstance(v, Local) for v in values):
            raise site.fail("a call mixes values inside and outside a manual computation")
        return None
    call = BodyCall(site, tuple(values))
    return rebuild(site.shape, [Pending(call, i, s) for i, s in enumerate(leaves(site.shape))])


def _locals_of(value) -> list:
    if isinstance(value, tuple):
        return [leaf for element in value for leaf in _locals_of(element)]
    return [value]


def local_to_global(site: Site) -> Value:
    pendings = [leaf for value in site.operands for leaf in _locals_of(value)]
    if not pendings or not all(isinstance(p, Pending) for p in pendings) \
            or len({id(p.call) for p in pendings}) != 1:
        raise site.fail("the operands are not the results of one manual computation's body")
    call = pendings[0].call
    if [p.index for p in pendings] != list(range(len(leaves(call.site.shape)))):
        raise site.fail("the operands are not every result of the manual computation's body, in order")
    shapes = leaves(site.shape)
    front = _front(site)
    if "xla.sdy.out_shardings" in front:
        out_shardings = _per_value(front["xla.sdy.out_shardings"])
    elif site.has("sharding"):
        group = site.attr("sharding")
        texts = [source_text(site.converter.text, item[0]) for item in group.items] \
            if group.items and isinstance(group.items[0][0], Group) else [site.text_of("sharding")]
        out_shardings = [_dump_sharding(site.converter, t, group)[0] for t in texts]
    else:
        raise site.fail("the out-shardings are not given (xla.sdy.out_shardings or sharding=)")
    if len(out_shardings) != len(shapes):
        raise site.fail(f"{len(shapes)} results but {len(out_shardings)} out-shardings")
    region = _body_region(site, call)
    in_shardings = "#sdy.sharding_per_value<[" + ", ".join(v.sharding for v in call.locals) + "]>"
    attributes = {"in_shardings": in_shardings, "manual_axes": call.locals[0].manual_axes,
                  "out_shardings": "#sdy.sharding_per_value<[" + ", ".join(out_shardings) + "]>"}
    out = site.emit("sdy.manual_computation", [v.value for v in call.locals], shapes, attributes, [region])
    return rebuild(site.shape, out)


def _body_region(site: Site, call: BodyCall) -> Lines:
    """The body computation as the manual computation's region: local block arguments, sdy.return."""
    converter = site.converter
    comp = call.site.computation("to_apply")
    indent = site.body.indent + 2
    body = Body(converter, indent + 2)
    values, args = converter.block_arguments(converter.parameters(comp))
    if [leaf.shape.dims for v in values for leaf in flat(v)] != [v.shape.dims for v in call.locals]:
        raise call.site.fail("the body's parameters are not the local shapes of its operands")
    result = flat(converter.run(body, comp, values))
    lines = Lines([(" " * indent + f"^bb0({args}):", None)])
    lines.extend(body.lines)
    lines.append((" " * (indent + 2) + f'"sdy.return"({", ".join(v.name for v in result)}) : '
                  f'({", ".join(v.shape.mlir for v in result)}) -> ()', None))
    return lines
