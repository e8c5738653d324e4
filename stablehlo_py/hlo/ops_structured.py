"""Converters of HLO's instructions with structure: dot, convolution, reductions and windows, gather and
scatter, sort, control flow (while, conditional, call, map), FFT, linear algebra, batch norm and RNG."""
from __future__ import annotations

from .emit import Body, Leaf, Lines, Site, Value, flat, rebuild, symbol
from .ops_basic import dense_i64, i64, i64_array
from .shardy import body_call
from .values import (ArrayShape, Window, boolean, dim_labels, enum_word, error, int_list, integer, leaves, token_text,
                     window)

_PRECISIONS = {"default": "DEFAULT", "high": "HIGH", "highest": "HIGHEST", "DEFAULT": "DEFAULT", "HIGH": "HIGH",
               "HIGHEST": "HIGHEST"}


def _precision(site: Site) -> dict[str, str]:
    if not site.has("operand_precision"):
        return {}
    words = []
    for item in site.attr("operand_precision").items:
        word = str(token_text(item[0], "a precision")) if item else ""
        if word not in _PRECISIONS:
            raise site.fail(f"unknown precision '{word}'", item[0] if item else None)
        words.append(f"#stablehlo<precision {_PRECISIONS[word]}>")
    return {"precision_config": "[" + ", ".join(words) + "]"}


def dot(site: Site) -> Value:
    def dims(name):
        return "[" + ", ".join(map(str, site.attr(name, int_list, []))) + "]"
    numbers = (f"#stablehlo.dot<lhs_batching_dimensions = {dims('lhs_batch_dims')}, rhs_batching_dimensions = "
               f"{dims('rhs_batch_dims')}, lhs_contracting_dimensions = {dims('lhs_contracting_dims')}, "
               f"rhs_contracting_dimensions = {dims('rhs_contracting_dims')}>")
    return site.emit1("stablehlo.dot_general", [site.leaf(0), site.leaf(1)], site.result(),
                      {"dot_dimension_numbers": numbers, **_precision(site)})


def ragged_dot(site: Site) -> Value:
    """``ragged-dot(lhs, rhs, group_sizes)`` -> chlo.ragged_dot, as XLA's importer makes mhlo.ragged_dot of it
    (``lhs_ragged_dims``, ``rhs_group_dims`` beside dot's dimensions)."""
    def dims(name):
        return "[" + ", ".join(map(str, site.attr(name, int_list, []))) + "]"
    numbers = (f"#chlo.ragged_dot<lhs_batching_dimensions = {dims('lhs_batch_dims')}, rhs_batching_dimensions = "
               f"{dims('rhs_batch_dims')}, lhs_contracting_dimensions = {dims('lhs_contracting_dims')}, "
               f"rhs_contracting_dimensions = {dims('rhs_contracting_dims')}, lhs_ragged_dimensions = "
               f"{dims('lhs_ragged_dims')}, rhs_group_dimensions = {dims('rhs_group_dims')}>")
    precision = _precision(site)
    if precision:
        precision = {"precision_config": precision["precision_config"].replace("#stablehlo<precision", "#chlo<precision")}
    return site.emit1("chlo.ragged_dot", [site.leaf(0), site.leaf(1), site.leaf(2)], site.result(),
                      {"ragged_dot_dimension_numbers": numbers, **precision})


def _conv_labels(text: str, kind: str, where) -> str:
    """``b01f`` -> ``[b, 0, 1, f]`` (kernel: ``01io`` -> ``[0, 1, i, o]``)."""
    letters = "bf" if kind != "kernel" else "io"
    if sorted(c for c in text if not c.isdigit()) != sorted(letters):
        raise error(f"the {kind} labels '{text}' need {letters[0]} and {letters[1]} once each", where)
    return "[" + ", ".join(text) + "]"


def convolution(site: Site) -> Value:
    lhs_labels, rhs_labels, out_labels = site.attr("dim_labels", dim_labels)
    where = site.instr.attributes["dim_labels"]
    numbers = (f"#stablehlo.conv<{_conv_labels(lhs_labels, 'input', where)}x{_conv_labels(rhs_labels, 'kernel', where)}"
               f"->{_conv_labels(out_labels, 'output', where)}>")
    spatial = sum(c.isdigit() for c in lhs_labels)
    win = site.attr("window", lambda v: window(v, spatial), default=None) or window_default(spatial)
    attributes = {
        "dimension_numbers": numbers,
        "window_strides": i64_array(win.stride),
        "padding": dense_i64([list(p) for p in win.padding], (len(win.padding), 2)),
        "lhs_dilation": i64_array(win.lhs_dilate),
        "rhs_dilation": i64_array(win.rhs_dilate),
        "feature_group_count": i64(site.attr("feature_group_count", integer, 1)),
        "batch_group_count": i64(site.attr("batch_group_count", integer, 1)),
        **_precision(site)}
    if any(win.reversal):
        attributes["window_reversal"] = "array<i1: " + ", ".join("true" if r else "false" for r in win.reversal) + ">"
    return site.emit1("stablehlo.convolution", [site.leaf(0), site.leaf(1)], site.result(), attributes)


def window_default(rank: int):
    return Window([1] * rank, [1] * rank, [(0, 0)] * rank, [1] * rank, [1] * rank, [False] * rank)


def _split_operands(site: Site) -> tuple[list[Leaf], list[Leaf]]:
    """A variadic reduction's operands: the inputs, then as many init values."""
    operands = [site.leaf(i) for i in range(len(site.operands))]
    if len(operands) % 2:
        raise site.fail(f"expected as many init values as inputs, found {len(operands)} operands",
                        site.instr.operands)
    half = len(operands) // 2
    return operands[:half], operands[half:]


def reduce(site: Site) -> Value:
    inputs, inits = _split_operands(site)
    region = site.region(site.computation("to_apply"))
    out = site.emit("stablehlo.reduce", inputs + inits, leaves(site.shape),
                    {"dimensions": i64_array(site.attr("dimensions", int_list))}, [region])
    return rebuild(site.shape, out)


def reduce_window(site: Site) -> Value:
    inputs, inits = _split_operands(site)
    rank = len(inputs[0].shape.dims)
    win = site.attr("window", lambda v: window(v, rank))
    region = site.region(site.computation("to_apply"))
    out = site.emit("stablehlo.reduce_window", inputs + inits, leaves(site.shape), {
        "window_dimensions": i64_array(win.size), "window_strides": i64_array(win.stride),
        "base_dilations": i64_array(win.lhs_dilate), "window_dilations": i64_array(win.rhs_dilate),
        "padding": dense_i64([list(p) for p in win.padding], (len(win.padding), 2))}, [region])
    return rebuild(site.shape, out)


def select_and_scatter(site: Site) -> Value:
    operand = site.leaf(0)
    win = site.attr("window", lambda v: window(v, len(operand.shape.dims)))
    select = site.region(site.computation("select"))
    scatter = site.region(site.computation("scatter"))
    return site.emit1("stablehlo.select_and_scatter", [operand, site.leaf(1), site.leaf(2)], site.result(), {
        "window_dimensions": i64_array(win.size), "window_strides": i64_array(win.stride),
        "padding": dense_i64([list(p) for p in win.padding], (len(win.padding), 2))}, [select, scatter])


def _dims_list(site: Site, name: str) -> str:
    return "[" + ", ".join(map(str, site.attr(name, int_list, []))) + "]"


def gather(site: Site) -> Value:
    numbers = (f"#stablehlo.gather<offset_dims = {_dims_list(site, 'offset_dims')}, collapsed_slice_dims = "
               f"{_dims_list(site, 'collapsed_slice_dims')}, operand_batching_dims = "
               f"{_dims_list(site, 'operand_batching_dims')}, start_indices_batching_dims = "
               f"{_dims_list(site, 'start_indices_batching_dims')}, start_index_map = "
               f"{_dims_list(site, 'start_index_map')}, index_vector_dim = {site.attr('index_vector_dim', integer)}>")
    return site.emit1("stablehlo.gather", [site.leaf(0), site.leaf(1)], site.result(), {
        "dimension_numbers": numbers, "slice_sizes": i64_array(site.attr("slice_sizes", int_list)),
        "indices_are_sorted": "true" if site.attr("indices_are_sorted", boolean, False) else "false"})


def scatter(site: Site) -> Value:
    operands = [site.leaf(i) for i in range(len(site.operands))]
    if len(operands) < 3 or len(operands) % 2 == 0:
        raise site.fail("expected operands..., indices, updates...", site.instr.operands)
    numbers = (f"#stablehlo.scatter<update_window_dims = {_dims_list(site, 'update_window_dims')}, "
               f"inserted_window_dims = {_dims_list(site, 'inserted_window_dims')}, input_batching_dims = "
               f"{_dims_list(site, 'input_batching_dims')}, scatter_indices_batching_dims = "
               f"{_dims_list(site, 'scatter_indices_batching_dims')}, scatter_dims_to_operand_dims = "
               f"{_dims_list(site, 'scatter_dims_to_operand_dims')}, index_vector_dim = "
               f"{site.attr('index_vector_dim', integer)}>")
    region = site.region(site.computation("to_apply"))
    out = site.emit("stablehlo.scatter", operands, leaves(site.shape), {
        "scatter_dimension_numbers": numbers,
        "indices_are_sorted": "true" if site.attr("indices_are_sorted", boolean, False) else "false",
        "unique_indices": "true" if site.attr("unique_indices", boolean, False) else "false"}, [region])
    return rebuild(site.shape, out)


def sort(site: Site) -> Value:
    operands = [site.leaf(i) for i in range(len(site.operands))]
    (dimension,) = site.attr("dimensions", int_list)
    region = site.region(site.computation("to_apply"))
    out = site.emit("stablehlo.sort", operands, leaves(site.shape), {
        "dimension": i64(dimension), "is_stable": "true" if site.attr("is_stable", boolean, False) else "false"},
        [region])
    return rebuild(site.shape, out)


def map_(site: Site) -> Value:
    operands = [site.leaf(i) for i in range(len(site.operands))]
    region = site.region(site.computation("to_apply"))
    dims = site.attr("dimensions", int_list, list(range(len(site.result().dims))))
    return site.emit1("stablehlo.map", operands, site.result(), {"dimensions": i64_array(dims)}, [region])


def while_(site: Site) -> Value:
    if len(site.operands) != 1:
        raise site.fail("expected one operand", site.instr.operands)
    values = flat(site.operands[0])
    cond = site.region(site.computation("condition"))
    body = site.region(site.computation("body"))
    out = site.emit("stablehlo.while", values, [v.shape for v in values], None, [cond, body])
    return rebuild(site.shape, out)


def call(site: Site) -> Value:
    pending = body_call(site)  # the body of a shard_map (Shardy's form): written at its LocalToGlobalShape
    if pending is not None:
        return pending
    comp = site.computation("to_apply")
    name = site.converter.function_name(comp)
    values = site.leaves_of(site.operands)
    out = site.emit("func.call", values, leaves(site.shape), {"callee": symbol(name)})
    return rebuild(site.shape, out)


def conditional(site: Site) -> Value:
    """``conditional(pred, t, f), true_computation=, false_computation=`` -> ``if``; an index and
    ``branch_computations={...}`` -> ``case``. Each branch is inlined with its parameter bound to its operand
    (regions of if and case see the values around them)."""
    selector = site.leaf(0)
    if site.has("branch_computations"):
        group = site.attr("branch_computations")
        names = [item[0] for item in group.items if item]
        branches = [site.converter.computation(n) for n in names]
        op = "stablehlo.case"
    else:
        branches = [site.computation("true_computation"), site.computation("false_computation")]
        op = "stablehlo.if"
    if len(site.operands) != len(branches) + 1:
        raise site.fail(f"{len(branches)} branches take {len(branches)} operands after the selector, found "
                        f"{len(site.operands) - 1}", site.instr.operands)
    regions = [_inline_region(site, comp, site.operands[i + 1]) for i, comp in enumerate(branches)]
    out = site.emit(op, [selector], leaves(site.shape), None, regions)
    return rebuild(site.shape, out)


def _inline_region(site: Site, comp, argument: Value):
    """A region without arguments holding ``comp`` applied to ``argument``."""
    converter = site.converter
    body = Body(converter, site.body.indent + 4)
    result = flat(converter.run(body, comp, [argument]))
    lines = Lines(body.lines)
    lines.append((" " * (site.body.indent + 4) + f'"stablehlo.return"({", ".join(v.name for v in result)}) : '
                  f'({", ".join(v.shape.mlir for v in result)}) -> ()', None))
    return lines


def fft(site: Site) -> Value:
    kind = site.attr("fft_type", lambda v: enum_word(v, ("FFT", "IFFT", "RFFT", "IRFFT"), "fft_type"))
    return site.emit1("stablehlo.fft", [site.leaf(0)], site.result(), {
        "fft_type": f"#stablehlo<fft_type {kind}>", "fft_length": i64_array(site.attr("fft_length", int_list))})


def cholesky(site: Site) -> Value:
    lower = site.attr("lower", boolean, False)
    return site.emit1("stablehlo.cholesky", [site.leaf(0)], site.result(), {"lower": "true" if lower else "false"})


def triangular_solve(site: Site) -> Value:
    def flag(name):
        return "true" if site.attr(name, boolean, False) else "false"
    transpose = site.attr("transpose_a", lambda v: enum_word(v, ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"), "transpose_a"),
                          "NO_TRANSPOSE")
    return site.emit1("stablehlo.triangular_solve", [site.leaf(0), site.leaf(1)], site.result(), {
        "left_side": flag("left_side"), "lower": flag("lower"), "unit_diagonal": flag("unit_diagonal"),
        "transpose_a": f"#stablehlo<transpose {transpose}>"})


def _float_attr(site: Site, name: str) -> str:
    text = str(token_text(site.attr(name), f"{name}=<float>"))
    try:
        return f"{float(text)!r} : f32"
    except ValueError:
        raise site.fail(f"expected a float, found '{text}'", site.instr.attributes[name]) from None


def batch_norm(op: str):
    def convert(site: Site) -> Value:
        operands = [site.leaf(i) for i in range(len(site.operands))]
        out = site.emit(op, operands, leaves(site.shape), {
            "epsilon": _float_attr(site, "epsilon"), "feature_index": i64(site.attr("feature_index", integer))})
        return rebuild(site.shape, out)
    convert.__doc__ = f"-> {op}"
    return convert


def rng(site: Site) -> Value:
    distribution = site.attr("distribution", lambda v: enum_word(v, ("rng_uniform", "rng_normal"), "distribution"))
    operands = [site.leaf(0), site.leaf(1)]
    dims = site.result().dims
    shape = site.emit1("stablehlo.constant", [], ArrayShape("s64", (len(dims),)),
                       {"value": f"dense<[{', '.join(map(str, dims))}]> : tensor<{len(dims)}xi64>"
                        if dims else "dense<> : tensor<0xi64>"})
    return site.emit1("stablehlo.rng", operands + [shape], site.result(), {
        "rng_distribution": f"#stablehlo<rng_distribution {distribution[4:].upper()}>"})


def rng_bit_generator(site: Site) -> Value:
    names = {"rng_default": "DEFAULT", "rng_three_fry": "THREE_FRY", "rng_philox": "PHILOX"}
    algorithm = site.attr("algorithm", lambda v: enum_word(v, tuple(names), "algorithm"), "rng_default")
    out = site.emit("stablehlo.rng_bit_generator", [site.leaf(0)], leaves(site.shape), {
        "rng_algorithm": f"#stablehlo<rng_algorithm {names[algorithm]}>"})
    return rebuild(site.shape, out)


def topk(site: Site) -> Value:
    if not site.attr("largest", boolean, True):
        raise site.fail("topk with largest=false has no StableHLO op (chlo.top_k takes the largest)",
                        site.instr.attributes["largest"])
    out = site.emit("chlo.top_k", [site.leaf(0)], leaves(site.shape), {"k": i64(site.attr("k", integer))})
    return rebuild(site.shape, out)


def dynamic_reshape(site: Site) -> Value:
    operands = [site.leaf(i) for i in range(len(site.operands))]
    if len(operands) > 2 or len(operands) == 2 and operands[1].shape.dims != (len(site.result().dims),):
        # XLA's form: one scalar size per dimension; StableHLO's: one shape tensor
        sizes = [site.emit1("stablehlo.reshape", [v], v.shape.with_dims((1,))) for v in operands[1:]]
        shape = site.emit1("stablehlo.concatenate", sizes, sizes[0].shape.with_dims((len(sizes),)),
                           {"dimension": i64(0)})
        operands = [operands[0], shape]
    return site.emit1("stablehlo.dynamic_reshape", operands, site.result())
