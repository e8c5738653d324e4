"""Op-level mapping between VHLO and StableHLO: ``to_stablehlo`` (reader) and ``to_vhlo`` (writer).

Upstream, stablehlo/transforms/: VhloToVersion.cpp with VhloToVersionPatterns.td (op versions),
VhloLegalizeToStablehlo.cpp (reading) and StablehloLegalizeToVhlo.cpp (writing); the per-op rules are
in ``op_rules``, the attribute conversions in ``attr_convert``.

Both functions take and return attribute dictionaries that hold an op's inherent attributes (the VHLO
properties) and its discardable ones (``mhlo.sharding``, ``jax.*``, ...) together; the discardable ones
only go through the generic conversion. The writer tells them apart with ``vhlo_ops.BY_NAME[name].attributes``.
Each op name's plan is compiled once and cached, so a call costs a dictionary pass over the attributes.
"""
from __future__ import annotations

from typing import Callable

from ..ir import attributes as at
from .attr_convert import (API_VERSIONS, UP_CONVERTERS, api_version_number, attribute_min_version, dense_array,
                           down, i64, i64_tensor, symbol_ref, type_min_version, up, vhlo_enum)
from .errors import TargetVersionError
from .op_rules import (BOOL_ARRAYS, CHANNEL_IDS, CUSTOM_CALL_LAYOUTS, DEFAULTS, DENSE_ARRAYS, REMOVABLE, STEPS,
                       SYMBOL_ARRAYS, SYMBOLS, UNIT_FLAGS, STRUCTS, Attrs, Step, Struct, is_none_type)
from .versions import Version, opset_version, resolve_target
from .vhlo_ops import BY_NAME, VERSIONS, VhloOp

__all__ = ["to_stablehlo", "to_vhlo", "type_min_version"]

_UPGRADES = {step.older: step for step in STEPS}
_DOWNGRADES = {step.newer: step for step in STEPS}
_FUNC_PARENTS = frozenset({"vhlo.func_v1", "func.func"})
_UP_CONVERTERS = UP_CONVERTERS.get

# ============================================================================= VHLO -> StableHLO

UpPlan = Callable[[dict[str, at.Attribute]], Attrs]
_UP_PLANS: dict[str, tuple[str, UpPlan]] = {}


def to_stablehlo(vhlo_name: str, attributes: dict[str, at.Attribute],
                 parent: str | None = None) -> tuple[str, dict[str, at.Attribute]]:
    """The StableHLO (or func) op that VHLO op ``vhlo_name`` with ``attributes`` stands for, and its
    attributes: upgraded to the newest op version, defaults removed, structs re-assembled, values
    converted (VhloLegalizeToStablehlo.cpp).

    ``vhlo.return_v1`` is ``func.return`` when ``parent`` (the enclosing op's name) is ``vhlo.func_v1``
    and ``stablehlo.return`` otherwise. ValueError for an op the table does not have (newer than
    1.22.0) or attributes that do not fit the op.
    """
    compiled = _UP_PLANS.get(vhlo_name)
    if compiled is None:
        compiled = _UP_PLANS[vhlo_name] = _compile_up(vhlo_name)
    name, plan = compiled
    if name == "func.return" and parent not in _FUNC_PARENTS:
        name = "stablehlo.return"
    return name, plan(attributes)


def _compile_up(vhlo_name: str) -> tuple[str, UpPlan]:
    op = BY_NAME.get(vhlo_name)
    if op is None:
        raise ValueError(f"unknown VHLO op {vhlo_name}: not in VhloOps.td up to StableHLO 1.22.0 "
                         f"(an artifact from a newer StableHLO?)")
    steps: list[Step] = []
    mnemonic = op.name[5:]
    while mnemonic in _UPGRADES:
        steps.append(_UPGRADES[mnemonic])
        mnemonic = steps[-1].newer
    removable = REMOVABLE.get(mnemonic, ())
    structs = STRUCTS.get(mnemonic, ())
    specials = _up_specials(mnemonic)
    layouts = mnemonic == "custom_call_v2"
    name = op.stablehlo

    if not (steps or removable or structs or specials):
        return name, _generic_up

    def plan(attrs: dict[str, at.Attribute]) -> Attrs:
        attrs = dict(attrs)
        for step in steps:
            for dropped in step.dropped:
                attrs.pop(dropped, None)
            attrs.update(step.upgrade_values)
        for key, is_default in removable:
            if key in attrs and is_default(attrs[key]):
                del attrs[key]
        if layouts and all(_is_empty(attrs.get(k)) for k in CUSTOM_CALL_LAYOUTS):
            for key in CUSTOM_CALL_LAYOUTS:
                attrs.pop(key, None)
        out: Attrs = {}
        for struct in structs:
            _implode(struct, attrs, out, name)
        _convert_each(attrs, specials, up, out)
        return out
    return name, plan


def _generic_up(attrs: dict[str, at.Attribute]) -> Attrs:
    """``up`` of every attribute, inlined: most ops take this path."""
    out: Attrs = {}
    for key, value in attrs.items():
        convert = _UP_CONVERTERS(type(value))
        out[key] = value if convert is None else convert(value)
    return out


def _convert_each(attrs: dict[str, at.Attribute], specials: dict[str, Special], convert, out: Attrs) -> None:
    """Each attribute into ``out``: by its op's special rule where it has one, else by ``convert``."""
    for key, value in attrs.items():
        special = specials.get(key)
        if special is None:
            out[key] = convert(value)
        else:
            special(key, value, out)


def _is_empty(attr: at.Attribute | None) -> bool:
    return isinstance(attr, at.ArrayAttr) and not attr.elements


Special = Callable[[str, at.Attribute, Attrs], None]


def _up_specials(mnemonic: str) -> dict[str, Special]:
    """convertSpecial of VhloLegalizeToStablehlo.cpp for the newest op version ``mnemonic``."""
    specials: dict[str, Special] = {}
    for key in DENSE_ARRAYS.get(mnemonic, ()):
        specials[key] = _to_dense_array
    for key in BOOL_ARRAYS.get(mnemonic, ()):
        specials[key] = _to_bool_array
    for key in SYMBOLS.get(mnemonic, ()):
        specials[key] = _to_symbol
    for key in SYMBOL_ARRAYS.get(mnemonic, ()):
        specials[key] = _to_symbols
    for key in UNIT_FLAGS.get(mnemonic, ()):
        specials[key] = _to_unit
    if mnemonic in CHANNEL_IDS:
        specials["channel_id"] = _to_channel_handle
    return specials


def _to_dense_array(key: str, value: at.Attribute, out: Attrs) -> None:
    out[key] = dense_array(value)


def _to_bool_array(key: str, value: at.Attribute, out: Attrs) -> None:
    out[key] = dense_array(value, boolean=True)


def _to_symbol(key: str, value: at.Attribute, out: Attrs) -> None:
    out[key] = symbol_ref(value)


def _to_symbols(key: str, value: at.Attribute, out: Attrs) -> None:
    if not isinstance(value, at.ArrayAttr):
        raise ValueError(f"{key} must be an array of symbol names, found {value}")
    out[key] = at.ArrayAttr(tuple(symbol_ref(e) for e in value.elements))


def _to_unit(key: str, value: at.Attribute, out: Attrs) -> None:
    if not isinstance(value, at.BoolAttr):
        raise ValueError(f"{key} must be a bool_v1, found {value}")
    if value.value:
        out[key] = at.UnitAttr()


def _channel_handle(handle: int, type_: int) -> at.StructAttr:
    return at.StructAttr("stablehlo.channel_handle", (("handle", at.IntegerAttr(handle)),
                                                      ("type", at.IntegerAttr(type_))))


def _to_channel_handle(key: str, value: at.Attribute, out: Attrs) -> None:
    out["channel_handle"] = _channel_handle(_int(value, key), 0)


def _int(value: at.Attribute | None, key: str) -> int:
    if not isinstance(value, at.IntegerAttr):
        raise ValueError(f"{key} must be an integer_v1, found {value}")
    return value.value


def _ints(value: at.Attribute | None, key: str) -> tuple[int, ...]:
    found = at.int_list(value) if isinstance(value, at.DenseElementsAttr) else None
    if found is None:
        raise ValueError(f"{key} must be a tensor_v1 of integers, found {value}")
    return found


def _implode(struct: Struct, attrs: Attrs, out: Attrs, op_name: str) -> None:
    """implodeSpecial: the VHLO attributes ``struct.fields`` (removed from ``attrs``) as one struct."""
    fields = {key: attrs.pop(key, None) for key in struct.fields}
    missing = [key for key, value in fields.items() if value is None]
    if missing:
        raise ValueError(f"{op_name} is missing attribute {missing[0]}")
    if struct.struct == "stablehlo.conv":
        out[struct.attribute] = at.ConvDimensionNumbersAttr(**{  # type: ignore[arg-type]
            key: _ints(value, key) if key.endswith("dimensions") else _int(value, key) for key, value in fields.items()})
    elif struct.struct == "stablehlo.channel_handle":
        out[struct.attribute] = _channel_handle(_int(fields["channel_id"], "channel_id"),
                                                _int(fields["channel_type"], "channel_type"))
    elif struct.struct == "stablehlo.dot_algorithm":
        if is_none_type(fields["lhs_component_count"]):
            if not all(is_none_type(v) for v in fields.values()):
                raise ValueError(f"{op_name}: the dot algorithm's fields must all be none types or none of them")
            return
        params = []
        for key, value in fields.items():
            if key.endswith("_type"):
                if not isinstance(value, at.TypeAttr):
                    raise ValueError(f"{key} must be a type_v1, found {value}")
                params.append((key, value))
            elif key == "allow_imprecise_accumulation":
                if not isinstance(value, at.BoolAttr):
                    raise ValueError(f"{key} must be a bool_v1, found {value}")
                params.append((key, value))
            else:
                params.append((key, at.IntegerAttr(_int(value, key))))
        out[struct.attribute] = at.StructAttr(struct.struct, tuple(params))
    else:  # dimension numbers: the fields that are not empty or zero, in order (the parser's canonical form)
        params = []
        for key, value in fields.items():
            if key == "index_vector_dim":
                number = _int(value, key)
                if number:
                    params.append((key, at.IntegerAttr(number)))
            else:
                dims = _ints(value, key)
                if dims:
                    params.append((key, at.ArrayAttr(tuple(at.IntegerAttr(d) for d in dims))))
        out[struct.attribute] = at.StructAttr(struct.struct, tuple(params))


# ============================================================================= StableHLO -> VHLO

DownPlan = Callable[[dict[str, at.Attribute]], Attrs]
_DOWN_PLANS: dict[str, tuple[tuple[VhloOp, ...], DownPlan]] = {}


def to_vhlo(name: str, attributes: dict[str, at.Attribute], target: Version | str, *,
            num_operands: int | None = None, num_regions: int | None = None) -> tuple[str, dict[str, at.Attribute]]:
    """The VHLO op for StableHLO/func op ``name`` at ``target``, and its VHLO-level attributes: every
    inherent attribute materialized (``addDefaults``), structs flattened, values converted
    (StablehloLegalizeToVhlo.cpp), then downgraded to the newest op version ``target`` allows
    (VhloToVersionPatterns.td). ``func.func`` takes its generic-form attributes (``sym_name``,
    ``function_type``, ...).

    ``num_operands``/``num_regions`` let the downgrades of the ops that became variadic check their
    operands (all_gather, all_reduce, all_to_all, collective_broadcast: one) and regions (composite:
    none); None skips those checks. TargetVersionError when ``target`` lacks the op or a feature it
    uses; ValueError for an op or attribute with no VHLO form.
    """
    compiled = _DOWN_PLANS.get(name)
    if compiled is None:
        compiled = _DOWN_PLANS[name] = _compile_down(name)
    versions, plan = compiled
    wanted = resolve_target(target)
    opset = opset_version(wanted)
    out = plan(attributes)
    op = versions[-1]
    index = len(versions) - 1
    while not op.allows(opset):
        step = _DOWNGRADES.get(op.name[5:])
        if step is None or index == 0 or opset > op.max_version:
            raise TargetVersionError(f"{name} needs StableHLO {op.min_version}; the target is {wanted}")
        out = _downgrade(step, out, name, op, wanted, num_operands, num_regions)
        index -= 1
        op = versions[index]
    _check_versions(name, op, out, opset, wanted)
    return op.name, out


def _compile_down(name: str) -> tuple[tuple[VhloOp, ...], DownPlan]:
    versions = VERSIONS.get(name)
    if versions is None:
        dialect = name.split(".", 1)[0]
        if dialect == "chlo":
            raise ValueError(f"{name} has no VHLO form; upstream legalizes CHLO to StableHLO before serializing")
        raise ValueError(f"{name} has no VHLO form: only StableHLO and func ops can be serialized")
    newest = versions[-1]
    defaults = DEFAULTS.get(name, ())
    specials = _down_specials(name)

    def plan(attrs: dict[str, at.Attribute]) -> Attrs:
        out: Attrs = {}
        for key, default in defaults:
            if key not in attrs:
                out.update(default(attrs) if callable(default) else default)
        _convert_each(attrs, specials, down, out)
        for key in newest.attributes:
            if key not in out:
                raise ValueError(f"{name} is missing attribute {key}")
        return out
    return versions, plan


def _down_specials(name: str) -> dict[str, Special]:
    """convertSpecial of StablehloLegalizeToVhlo.cpp for StableHLO op ``name``."""
    newest = VERSIONS[name][-1].name[5:]
    specials: dict[str, Special] = {}
    for key in UNIT_FLAGS.get(newest, ()):
        specials[key] = _from_unit
    if newest in CHANNEL_IDS:
        specials["channel_handle"] = _from_channel_id
    for struct in STRUCTS.get(newest, ()):
        specials[struct.attribute] = _EXPLODE[struct.struct]
    if newest == "custom_call_v2":
        specials["api_version"] = _from_api_version
    return specials


def _from_unit(key: str, value: at.Attribute, out: Attrs) -> None:
    if not isinstance(value, (at.UnitAttr, at.BoolAttr)):
        raise ValueError(f"{key} must be a unit attribute, found {value}")
    out[key] = at.BoolAttr(getattr(value, "value", True))


def _struct_int(value: at.Attribute, key: str, default: int = 0) -> int:
    found = value.get(key) if isinstance(value, at.StructAttr) else None
    if found is None:
        return default
    if not isinstance(found, at.IntegerAttr):
        raise ValueError(f"{key} must be an integer, found {found}")
    return found.value


def _from_channel_id(key: str, value: at.Attribute, out: Attrs) -> None:
    out["channel_id"] = i64(_struct_int(_struct(value, "stablehlo.channel_handle"), "handle"))


def _from_channel_handle(key: str, value: at.Attribute, out: Attrs) -> None:
    value = _struct(value, "stablehlo.channel_handle")
    out["channel_id"] = i64(_struct_int(value, "handle"))
    out["channel_type"] = i64(_struct_int(value, "type"))


def _struct(value: at.Attribute, struct: str) -> at.StructAttr:
    if isinstance(value, at.AliasRefAttr):
        value = value.target
    if not isinstance(value, at.StructAttr) or value.name != struct:
        raise ValueError(f"expected #{struct}<...>, found {value}")
    return value


def _from_conv(key: str, value: at.Attribute, out: Attrs) -> None:
    if isinstance(value, at.AliasRefAttr):
        value = value.target
    if not isinstance(value, at.ConvDimensionNumbersAttr):
        raise ValueError(f"{key} must be #stablehlo.conv<...>, found {value}")
    for field in value.field_names():
        number = getattr(value, field)
        out[field] = i64_tensor(number) if isinstance(number, tuple) else i64(number)


def _exploder(struct_name: str, fields: tuple[str, ...]) -> Special:
    def explode(key: str, value: at.Attribute, out: Attrs) -> None:
        value = _struct(value, struct_name)
        for field in fields:
            if field == "index_vector_dim":
                out[field] = i64(_struct_int(value, field))
            else:
                out[field] = i64_tensor(at.struct_ints(value, field))
    return explode


def _from_dot_algorithm(key: str, value: at.Attribute, out: Attrs) -> None:
    value = _struct(value, "stablehlo.dot_algorithm")
    for field in ("lhs_precision_type", "rhs_precision_type", "accumulation_type"):
        found = value.get(field)
        if not isinstance(found, at.TypeAttr):
            raise ValueError(f"{field} of #stablehlo.dot_algorithm must be a type, found {found}")
        out[field] = found
    for field in ("lhs_component_count", "rhs_component_count", "num_primitive_operations"):
        out[field] = i64(_struct_int(value, field, 1))
    allow = value.get("allow_imprecise_accumulation")
    out["allow_imprecise_accumulation"] = at.BoolAttr(isinstance(allow, at.BoolAttr) and allow.value)


def _from_api_version(key: str, value: at.Attribute, out: Attrs) -> None:
    if isinstance(value, at.EnumAttr) and api_version_number(value) is not None:
        out[key] = vhlo_enum(key, API_VERSIONS[api_version_number(value)])  # type: ignore[index]
        return
    if not isinstance(value, at.IntegerAttr) or not 0 <= value.value < len(API_VERSIONS):
        raise ValueError(f"api_version must be an integer 0..{len(API_VERSIONS) - 1}, found {value}")
    out[key] = vhlo_enum(key, API_VERSIONS[value.value])


_EXPLODE: dict[str, Special] = {
    "stablehlo.conv": _from_conv,
    "stablehlo.channel_handle": _from_channel_handle,
    "stablehlo.dot_algorithm": _from_dot_algorithm,
    **{s.struct: _exploder(s.struct, s.fields) for structs in STRUCTS.values() for s in structs
       if s.struct in ("stablehlo.dot", "stablehlo.gather", "stablehlo.scatter")},
}


def _downgrade(step: Step, attrs: Attrs, name: str, newer: VhloOp, target: Version,
               num_operands: int | None, num_regions: int | None) -> Attrs:
    """One downgrade ``step.newer`` -> ``step.older``; TargetVersionError when the newer op's features
    are in use."""
    def refuse(feature: str) -> TargetVersionError:
        return TargetVersionError(f"{name} with {feature} needs StableHLO {newer.min_version}; the target is {target}")

    if step.single_operand and num_operands is not None and num_operands != 1:
        raise refuse(f"{num_operands} operands")
    if step.no_regions and num_regions:
        raise refuse("regions")
    attrs = dict(attrs)
    for key, _, is_default in step.added:
        if not is_default(attrs.get(key)):
            raise refuse(key)
        del attrs[key]
    if step.restore is not None:
        attrs.update(step.restore(attrs))
    return attrs


_TYPED_FFI = Version(1, 3, 0)  # VhloOps.cpp verifyConstraint_1_3_0


def _check_versions(name: str, op: VhloOp, attrs: Attrs, opset: Version, target: Version) -> None:
    """VhloToVersion.cpp isLegalOperation for the attributes: every type and attribute they hold exists
    at the target, and custom_call_v1's own constraint (a dictionary backend_config or the typed FFI
    need 1.3.0)."""
    for key, value in attrs.items():
        version, what = attribute_min_version(value)
        if version > opset:
            raise TargetVersionError(f"{name} with {key} of {what} needs StableHLO {version}; the target is {target}")
    if op.name == "vhlo.custom_call_v1" and opset < _TYPED_FFI:
        if api_version_number(attrs.get("api_version")) == API_VERSIONS.index("API_VERSION_TYPED_FFI"):
            raise TargetVersionError(f"{name} with api_version TYPED_FFI needs StableHLO {_TYPED_FFI}; "
                                     f"the target is {target}")
        if isinstance(attrs.get("backend_config"), at.DictAttr):
            raise TargetVersionError(f"{name} with a dictionary backend_config needs StableHLO {_TYPED_FFI}; "
                                     f"the target is {target}")
