"""Converters of HLO's instructions between processes and with the outside: collectives, send/recv,
infeed/outfeed, custom-call; and of optimized HLO's wrappers: fusion, async start/update/done, and the
``*-start``/``*-done`` pairs a scheduled module splits collectives and copies into."""
from __future__ import annotations

from .custom_calls import runtime_target
from .emit import Leaf, Site, Value, flat, mlir_string, rebuild
from .ops_basic import dense_i64, i64, i64_array
from .values import (ArrayShape, boolean, int_list, int_lists, integer, key_values, leaves, replica_groups,
                     shape_from_parts, string, token_text)


def _groups(site: Site) -> str:
    groups = site.attr("replica_groups", replica_groups, [])
    if not groups or not any(groups):
        return "dense<> : tensor<0x0xi64>" if not groups else dense_i64([[]], (1, 0))
    size = max(len(g) for g in groups)
    if any(len(g) != size for g in groups):
        raise site.fail("replica groups of different sizes", site.instr.attributes.get("replica_groups"))
    return dense_i64(groups, (len(groups), size))


def _channel(site: Site, kind: int = 1) -> dict[str, str]:
    if not site.has("channel_id"):
        return {}
    return {"channel_handle": f"#stablehlo.channel_handle<handle = {site.attr('channel_id', integer)}, type = {kind}>"}


def _global_ids(site: Site) -> dict[str, str | None]:
    return {"use_global_device_ids": None} if site.attr("use_global_device_ids", boolean, False) else {}


def all_reduce(site: Site) -> Value:
    operands = site.leaves_of(site.operands)
    region = site.region(site.computation("to_apply"))
    out = site.emit("stablehlo.all_reduce", operands, leaves(site.shape),
                    {"replica_groups": _groups(site), **_channel(site), **_global_ids(site)}, [region])
    return rebuild(site.shape, out)


def all_gather(site: Site) -> Value:
    operands = site.leaves_of(site.operands)
    (dimension,) = site.attr("dimensions", int_list)
    out = site.emit("stablehlo.all_gather", operands, leaves(site.shape), {
        "all_gather_dim": i64(dimension), "replica_groups": _groups(site), **_channel(site), **_global_ids(site)})
    return rebuild(site.shape, out)


def reduce_scatter(site: Site) -> Value:
    operands = site.leaves_of(site.operands)
    (dimension,) = site.attr("dimensions", int_list)
    region = site.region(site.computation("to_apply"))
    out = site.emit("stablehlo.reduce_scatter", operands, leaves(site.shape), {
        "scatter_dimension": i64(dimension), "replica_groups": _groups(site), **_channel(site),
        **_global_ids(site)}, [region])
    return rebuild(site.shape, out)


def all_to_all(site: Site) -> Value:
    operands = site.leaves_of(site.operands)
    groups = site.attr("replica_groups", replica_groups, [])
    if site.has("dimensions"):  # the array form: split and concatenate along one dimension
        (dimension,) = site.attr("dimensions", int_list)
        count = len(groups[0]) if groups and groups[0] else None
        if count is None:
            raise site.fail("all-to-all without replica groups (the split count is their size)")
        out = site.emit("stablehlo.all_to_all", operands, leaves(site.shape), {
            "split_dimension": i64(dimension), "concat_dimension": i64(dimension), "split_count": i64(count),
            "replica_groups": _groups(site), **_channel(site)})
        return rebuild(site.shape, out)
    # The tuple form: operand i goes to the i-th process of the group, and result j comes from process j.
    # That is the array form over the operands stacked on a new leading dimension, split back after.
    count = len(operands)
    if not groups or any(len(g) != count for g in groups) or any(o.shape != operands[0].shape for o in operands):
        raise site.fail("the tuple form of all-to-all needs one operand per member of each group, of one shape")
    piece = operands[0].shape
    row = piece.with_dims((1,) + piece.dims)
    rows = [site.emit1("stablehlo.reshape", [o], row) for o in operands]
    stacked = site.emit1("stablehlo.concatenate", rows, piece.with_dims((count,) + piece.dims), {"dimension": i64(0)})
    exchanged = site.emit1("stablehlo.all_to_all", [stacked], stacked.shape, {
        "split_dimension": i64(0), "concat_dimension": i64(0), "split_count": i64(count),
        "replica_groups": _groups(site), **_channel(site)})
    out = []
    for i in range(count):
        start, limit = [i] + [0] * len(piece.dims), [i + 1] + list(piece.dims)
        one = site.emit1("stablehlo.slice", [exchanged], row, {
            "start_indices": i64_array(start), "limit_indices": i64_array(limit),
            "strides": i64_array([1] * (len(piece.dims) + 1))})
        out.append(site.emit1("stablehlo.reshape", [one], piece))
    return rebuild(site.shape, out)


def collective_permute(site: Site) -> Value:
    pairs = site.attr("source_target_pairs", int_lists)
    operands = site.leaves_of(site.operands[:1])
    out = site.emit("stablehlo.collective_permute", operands, leaves(site.shape), {
        "source_target_pairs": dense_i64(pairs, (len(pairs), 2)) if pairs else "dense<> : tensor<0x2xi64>",
        **_channel(site)})
    return rebuild(site.shape, out)


def _dynamic_root(site: Site) -> dict[str, str]:
    """``has_dynamic_root=true``: the last operand holds each result's source (its index in the group)."""
    return {"has_dynamic_root": "true"} if site.attr("has_dynamic_root", boolean, False) else {}


def collective_broadcast(site: Site) -> Value:
    operands = site.leaves_of(site.operands)
    out = site.emit("stablehlo.collective_broadcast", operands, leaves(site.shape),
                    {"replica_groups": _groups(site), **_channel(site), **_dynamic_root(site)})
    return rebuild(site.shape, out)


def collective_reduce(site: Site) -> Value:
    """``collective-reduce``: the group's operands reduced by ``to_apply``, kept by the group's root."""
    operands = site.leaves_of(site.operands)
    region = site.region(site.computation("to_apply"))
    out = site.emit("stablehlo.collective_reduce", operands, leaves(site.shape), {
        "replica_groups": _groups(site), **_channel(site), **_global_ids(site), **_dynamic_root(site)}, [region])
    return rebuild(site.shape, out)


def replica_id(site: Site) -> Value:
    return site.emit1("stablehlo.replica_id", [], ArrayShape("u32", ()))


def partition_id(site: Site) -> Value:
    return site.emit1("stablehlo.partition_id", [], ArrayShape("u32", ()))


def send(site: Site) -> Value:
    """``send(data, token)`` -> (data, context, token); the context is a u32 only send-done reads."""
    data, token = site.operands[0], site.leaf(1)
    host = site.attr("is_host_transfer", boolean, False)
    values = flat(data)
    (out,) = site.emit("stablehlo.send", values + [token], [ArrayShape("token", ())], {
        **_channel(site, 2 if host else 1), "is_host_transfer": "true" if host else "false"})
    return (data, _context(site), out)


def recv(site: Site) -> Value:
    """``recv(token)`` -> (data, context, token)."""
    token = site.leaf(0)
    if not isinstance(site.shape, tuple) or len(site.shape) != 3:
        raise site.fail("expected the shape (data, u32[], token[])", site.instr.opcode)
    host = site.attr("is_host_transfer", boolean, False)
    data_shapes = leaves(site.shape[0])
    out = site.emit("stablehlo.recv", [token], data_shapes + [ArrayShape("token", ())], {
        **_channel(site, 3 if host else 1), "is_host_transfer": "true" if host else "false"})
    return (rebuild(site.shape[0], out[:-1]), _context(site), out[-1])


def _context(site: Site) -> Leaf:
    return site.emit1("stablehlo.constant", [], ArrayShape("u32", ()), {"value": "dense<0> : tensor<ui32>"})


def send_done(site: Site) -> Value:
    value = site.operands[0]
    return value[2]


def recv_done(site: Site) -> Value:
    value = site.operands[0]
    return (value[0], value[2])


def infeed(site: Site) -> Value:
    if not isinstance(site.shape, tuple) or len(site.shape) != 2:
        raise site.fail("expected the shape (data, token[])", site.instr.opcode)
    shapes = leaves(site.shape[0])
    config = string(site.attr("infeed_config")) if site.has("infeed_config") else ""
    out = site.emit("stablehlo.infeed", [site.leaf(0)], shapes + [ArrayShape("token", ())],
                    {"infeed_config": mlir_string(config)})
    return (rebuild(site.shape[0], out[:-1]), out[-1])


def outfeed(site: Site) -> Value:
    values = flat(site.operands[0]) + [site.leaf(1)]
    config = string(site.attr("outfeed_config")) if site.has("outfeed_config") else ""
    return site.emit1("stablehlo.outfeed", values, ArrayShape("token", ()), {"outfeed_config": mlir_string(config)})


_API_VERSIONS = {"API_VERSION_ORIGINAL": 1, "API_VERSION_STATUS_RETURNING": 2,
                 "API_VERSION_STATUS_RETURNING_UNIFIED": 3, "API_VERSION_TYPED_FFI": 4}


def custom_call(site: Site) -> Value:
    """``custom-call`` -> stablehlo.custom_call; XLA's CPU runtime's own targets are mapped to ops first."""
    target = string(site.attr("custom_call_target"))
    mapped = runtime_target(site, target)
    if mapped is not None:
        return mapped
    operands = site.leaves_of(site.operands)
    attributes = {"call_target_name": mlir_string(target)}
    version = site.attr("api_version", lambda v: str(token_text(v, "an API version")), "API_VERSION_ORIGINAL")
    if version not in _API_VERSIONS:
        raise site.fail(f"unknown api_version '{version}'", site.instr.attributes["api_version"])
    if site.has("backend_config"):
        text = site.text_of("backend_config")
        typed = _API_VERSIONS[version] == 4 and text.startswith("{") and not text.startswith('{"')
        attributes["backend_config"] = text if typed else mlir_string(text)  # typed FFI: a dictionary
    if site.has("operand_layout_constraints"):  # layouts the target reads its buffers in (LAPACK: column-major)
        shapes = [shape_from_parts(item, site.instr.attributes["operand_layout_constraints"])
                  for item in site.attr("operand_layout_constraints").items]
        attributes["operand_layouts"] = _layouts(shapes)
        attributes["result_layouts"] = _layouts(leaves(site.shape))
    if site.has("output_to_operand_aliasing"):
        attributes["output_operand_aliases"] = _aliases(site)
    if site.has("frontend_attributes"):
        attributes["mhlo.frontend_attributes"] = frontend_attributes(site)
    if site.attr("custom_call_has_side_effect", boolean, False):
        attributes["has_side_effect"] = "true"
    attributes["api_version"] = f"{_API_VERSIONS[version]} : i32"
    if site.has("sharding"):
        attributes["mhlo.sharding"] = mlir_string(site.text_of("sharding"))
    out = site.emit("stablehlo.custom_call", operands, leaves(site.shape), attributes)
    return rebuild(site.shape, out)


def _layouts(shapes) -> str:
    """``[dense<[0, 1]> : tensor<2xindex>, ...]``: each shape's minor-to-major layout (row-major when none)."""
    out = []
    for shape in shapes:
        rank = len(shape.dims) if isinstance(shape, ArrayShape) else 0
        layout = shape.layout if isinstance(shape, ArrayShape) and shape.layout is not None \
            else tuple(range(rank - 1, -1, -1))
        body = "[" + ", ".join(map(str, layout)) + "]" if layout else ""
        out.append(f"dense<{body}> : tensor<{len(layout)}xindex>")
    return "[" + ", ".join(out) + "]"


def _aliases(site: Site) -> str:
    """``output_to_operand_aliasing={{0}: (0, {})}`` as StableHLO's output_operand_alias attributes."""
    out = []
    for item in site.attr("output_to_operand_aliasing").items:
        if len(item) < 3 or item[1] != ":" or not hasattr(item[2], "items"):
            raise site.fail("expected {output index}: (operand, {operand index})",
                            site.instr.attributes["output_to_operand_aliasing"])
        output = int_list(item[0])
        operand = integer(item[2].items[0][0])
        operand_index = int_list(item[2].items[1][0]) if len(item[2].items) > 1 else []
        out.append(f"#stablehlo.output_operand_alias<output_tuple_indices = {output}, operand_index = {operand}, "
                   f"operand_tuple_indices = {operand_index}>")
    return "[" + ", ".join(out) + "]"


def frontend_attributes(site: Site) -> str:
    """``frontend_attributes={key="value",...}`` as the dictionary of strings XLA's importer makes of it."""
    pairs = key_values(site.attr("frontend_attributes"))
    return "{" + ", ".join(f"{mlir_string(k)} = {mlir_string(string(v))}" for k, (v, _) in pairs.items()) + "}"


def fusion(site: Site) -> Value:
    """A fusion is its fused computation applied to its operands (its kind, kLoop/kInput/kOutput/kCustom,
    says only how XLA generates its code)."""
    comp = site.computation("calls")
    return site.converter.run(site.body, comp, list(site.operands))


def async_start(site: Site) -> Value:
    """``async-start(...), calls=C``: C applied to the operands; the start's value is (operands, results,
    context), which async-update and async-done pass on."""
    comp = site.computation("calls")
    result = site.converter.run(site.body, comp, list(site.operands))
    return (tuple(site.operands), result, _context(site))


def async_update(site: Site) -> Value:
    return site.operands[0]


def async_done(site: Site) -> Value:
    value = site.operands[0]
    if not isinstance(value, tuple) or len(value) < 2:
        raise site.fail("the operand is not an async-start's value", site.instr.operands)
    return value[1]


def started(convert):
    """``all-reduce-start`` and the like: the collective itself; its ``-done`` passes the result on."""
    def start(site: Site) -> Value:
        return convert(site)
    start.__doc__ = f"{convert.__name__}, started"
    return start


def all_gather_start(site: Site) -> Value:
    """all-gather-start's value is (operands, results); all-gather-done gives the results."""
    shape = site.shape
    if isinstance(shape, tuple) and len(shape) == 2:
        inner = Site(site.body, site.instr, site.operands, shape[1])
        return (tuple(site.operands) if len(site.operands) > 1 else site.operands[0], all_gather(inner))
    return all_gather(site)


def collective_permute_start(site: Site) -> Value:
    """collective-permute-start's value is (operand, result, contexts...); -done gives the result."""
    shape = site.shape
    if isinstance(shape, tuple) and len(shape) >= 2:
        inner = Site(site.body, site.instr, site.operands, shape[1])
        return (site.operands[0], collective_permute(inner)) + tuple(_context(site) for _ in shape[2:])
    return collective_permute(site)


def pair_done(site: Site) -> Value:
    value = site.operands[0]
    return value[1] if isinstance(value, tuple) else value


def copy_start(site: Site) -> Value:
    """copy-start's value is (destination, source, context); copy-done gives the destination: the same values."""
    return (site.operands[0], site.operands[0], _context(site))


def copy_done(site: Site) -> Value:
    return site.operands[0][0]
