"""The per-op rules of the VHLO <-> StableHLO mapping, as data for ``legalize`` to compile.

Upstream, stablehlo/transforms/:

- StablehloLegalizeToVhlo.cpp: ``addDefaults`` (DEFAULTS: every inherent attribute a StableHLO op may
  leave out, materialized) and ``convertSpecial`` (structs flattened, unit attributes made booleans);
- VhloLegalizeToStablehlo.cpp: ``removeDefaults`` (REMOVABLE), ``implodeSpecial`` (structs re-assembled)
  and ``convertSpecial`` (DENSE_ARRAYS, SYMBOLS, the collectives' channel and unit attributes);
- VhloToVersionPatterns.td and VhloToVersion.cpp: STEPS, the upgrade/downgrade between adjacent versions
  of one op.

Everything here is keyed by VHLO op mnemonic (``gather_v2``) or StableHLO op name and works on
VHLO-level values (the package docstring's contract).
"""
from __future__ import annotations

from dataclasses import field
from typing import Callable

from ..ir.records import record
from ..ir import attributes as at
from .attr_convert import (DEFAULT_PRECISION, DEFAULT_RESULT_ACCURACY, EMPTY_ARRAY, EMPTY_I64_TENSOR,
                           EMPTY_STRING, FALSE, NONE_TYPE, bool_tensor, i64, i64_tensor,
                           is_default_result_accuracy, vhlo_enum)

Attrs = dict[str, at.Attribute]

# The 12 ops whose v2 adds result_accuracy (VhloToVersionPatterns.td resultAccuracyOpV1V2Pair).
TRANSCENDENTALS = ("cbrt", "cosine", "exponential", "exponential_minus_one", "log", "log_plus_one", "logistic",
                   "rsqrt", "sine", "sqrt", "tan", "tanh")
COLLECTIVES = ("all_gather_v2", "all_reduce_v2", "all_to_all_v2", "collective_permute_v1", "reduce_scatter_v1")

# ----------------------------------------------------------------------------- predicates on VHLO values


def is_false(v: at.Attribute | None) -> bool:
    return isinstance(v, at.BoolAttr) and not v.value


def is_empty_array(v: at.Attribute | None) -> bool:
    return isinstance(v, at.ArrayAttr) and not v.elements


def is_empty_tensor(v: at.Attribute | None) -> bool:
    return isinstance(v, at.DenseElementsAttr) and v.array.size == 0


def is_none_type(v: at.Attribute | None) -> bool:
    return v == NONE_TYPE


def _is_empty_string(v: at.Attribute | None) -> bool:
    return isinstance(v, at.StringAttr) and v.value == ""


def _is_empty_dict(v: at.Attribute | None) -> bool:
    return isinstance(v, at.DictAttr) and not v.entries


def _is_int(n: int) -> Callable[[at.Attribute | None], bool]:
    return lambda v: isinstance(v, at.IntegerAttr) and v.value == n


def _is_splat(value) -> Callable[[at.Attribute | None], bool]:
    """isSplatTensor: a non-empty tensor_v1 whose elements all equal ``value``."""
    return lambda v: isinstance(v, at.DenseElementsAttr) and v.array.size > 0 and bool((v.array == value).all())


def _all_default_precision(v: at.Attribute | None) -> bool:
    return isinstance(v, at.ArrayAttr) and all(e == DEFAULT_PRECISION for e in v.elements)


_NOTYPE = vhlo_enum("comparison_type", "NOTYPE")
_CHANNEL = (("channel_id", _is_int(0)),)
_GLOBAL_IDS = (("use_global_device_ids", is_false),)
_DYNAMIC_ROOT = (("has_dynamic_root", is_false),)
_CONV = (("window_strides", _is_splat(1)), ("lhs_dilation", _is_splat(1)), ("rhs_dilation", _is_splat(1)),
         ("window_reversal", _is_splat(False)), ("precision_config", _all_default_precision))

# removeDefaults: VHLO op -> (attribute, "holds its default") pairs; such attributes are dropped.
REMOVABLE: dict[str, tuple[tuple[str, Callable[[at.Attribute | None], bool]], ...]] = {
    "func_v1": (("sym_visibility", _is_empty_string), ("arg_attrs", is_empty_array), ("res_attrs", is_empty_array)),
    **{name: _CHANNEL + _GLOBAL_IDS for name in ("all_gather_v2", "all_reduce_v2", "reduce_scatter_v1")},
    "all_to_all_v2": _CHANNEL, "collective_permute_v1": _CHANNEL,
    "collective_broadcast_v2": _CHANNEL + _DYNAMIC_ROOT,
    "collective_reduce_v1": _CHANNEL + _GLOBAL_IDS + _DYNAMIC_ROOT,
    "cholesky_v1": (("lower", is_false),),
    "compare_v1": (("compare_type", lambda v: v == _NOTYPE),),
    "composite_v2": (("version", _is_int(0)), ("composite_attributes", _is_empty_dict)),
    "convolution_v1": _CONV + (("padding", _is_splat(0)),),
    "dynamic_conv_v2": _CONV,
    "custom_call_v2": (("has_side_effect", is_false),
                       ("backend_config", lambda v: _is_empty_string(v) or _is_empty_dict(v)),
                       ("api_version", lambda v: isinstance(v, at.EnumAttr) and v.value.endswith("ORIGINAL")),
                       ("called_computations", is_empty_array), ("output_operand_aliases", is_empty_array),
                       ("result_tilings", is_empty_array)),  # operand/result layouts: CUSTOM_CALL_LAYOUTS
    "dot_general_v2": (("precision_config", _all_default_precision),),
    "dot_v1": (("precision_config", _all_default_precision),),
    "dynamic_broadcast_in_dim_v1": (("known_expanding_dimensions", is_empty_tensor),
                                    ("known_nonexpanding_dimensions", is_empty_tensor)),
    "dynamic_gather_v2": (("indices_are_sorted", is_false),),
    "gather_v2": (("indices_are_sorted", is_false),),
    "infeed_v1": (("infeed_config", _is_empty_string), ("layout", is_empty_array)),
    "outfeed_v1": (("outfeed_config", _is_empty_string),),
    "recv_v2": (("is_host_transfer", is_false), ("source_target_pairs", is_empty_tensor)),
    "send_v2": (("is_host_transfer", is_false), ("source_target_pairs", is_empty_tensor)),
    "reduce_window_v1": (("window_strides", _is_splat(1)), ("base_dilations", _is_splat(1)),
                         ("window_dilations", _is_splat(1)), ("padding", _is_splat(0))),
    "scatter_v2": (("indices_are_sorted", is_false), ("unique_indices", is_false)),
    "select_and_scatter_v1": (("window_strides", _is_splat(1)), ("padding", _is_splat(0))),
    "sort_v1": (("dimension", _is_int(-1)), ("is_stable", is_false)),
    **{f"{name}_v2": (("result_accuracy", is_default_result_accuracy),) for name in TRANSCENDENTALS},
}
# custom_call drops its layouts only when both are empty.
CUSTOM_CALL_LAYOUTS = ("operand_layouts", "result_layouts")

# convertSpecial's dense arrays: VHLO op -> attributes that become array<i64> (and array<i1>).
_CONV_ARRAYS = ("window_strides", "lhs_dilation", "rhs_dilation")
DENSE_ARRAYS: dict[str, tuple[str, ...]] = {
    "fft_v1": ("fft_length",), "broadcast_v1": ("broadcast_sizes",), "dynamic_slice_v1": ("slice_sizes",),
    "reverse_v1": ("dimensions",), "transpose_v1": ("permutation",),
    "pad_v1": ("edge_padding_low", "edge_padding_high", "interior_padding"),
    "slice_v1": ("start_indices", "limit_indices", "strides"), "broadcast_in_dim_v1": ("broadcast_dimensions",),
    "dynamic_broadcast_in_dim_v1": ("broadcast_dimensions", "known_expanding_dimensions",
                                    "known_nonexpanding_dimensions"),
    "select_and_scatter_v1": ("window_dimensions", "window_strides"),
    "reduce_window_v1": ("window_dimensions", "window_strides", "base_dilations", "window_dilations"),
    "map_v1": ("dimensions",), "reduce_v1": ("dimensions",), "gather_v2": ("slice_sizes",),
    "convolution_v1": _CONV_ARRAYS, "dynamic_conv_v2": _CONV_ARRAYS,
}
BOOL_ARRAYS: dict[str, tuple[str, ...]] = {"convolution_v1": ("window_reversal",),
                                           "dynamic_conv_v2": ("window_reversal",)}
# convertSymbol: VHLO op -> attributes holding a symbol name (an array of them for called_computations).
SYMBOLS: dict[str, tuple[str, ...]] = {"call_v1": ("callee",), "composite_v2": ("decomposition",)}
SYMBOL_ARRAYS: dict[str, tuple[str, ...]] = {"custom_call_v2": ("called_computations",)}
# The collectives' channel_id -> channel_handle and boolean -> unit attributes.
CHANNEL_IDS = frozenset(COLLECTIVES + ("collective_broadcast_v2", "collective_reduce_v1"))
UNIT_FLAGS: dict[str, tuple[str, ...]] = {
    **{name: ("use_global_device_ids",) for name in COLLECTIVES},
    "collective_broadcast_v2": ("has_dynamic_root",),
    "collective_reduce_v1": ("use_global_device_ids", "has_dynamic_root"),
}

# ----------------------------------------------------------------------------- flattened structs

CONV_FIELDS = ("input_batch_dimension", "input_feature_dimension", "input_spatial_dimensions",
               "kernel_input_feature_dimension", "kernel_output_feature_dimension", "kernel_spatial_dimensions",
               "output_batch_dimension", "output_feature_dimension", "output_spatial_dimensions")
DOT_FIELDS = ("lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
              "rhs_contracting_dimensions")
DOT_ALGORITHM_FIELDS = ("lhs_precision_type", "rhs_precision_type", "accumulation_type", "lhs_component_count",
                        "rhs_component_count", "num_primitive_operations", "allow_imprecise_accumulation")
GATHER_FIELDS = ("offset_dims", "collapsed_slice_dims", "operand_batching_dims", "start_indices_batching_dims",
                 "start_index_map", "index_vector_dim")
SCATTER_FIELDS = ("update_window_dims", "inserted_window_dims", "input_batching_dims",
                  "scatter_indices_batching_dims", "scatter_dims_to_operand_dims", "index_vector_dim")


@record(frozen=True)
class Struct:
    """A StableHLO struct attribute that VHLO keeps as separate attributes."""

    attribute: str  # the StableHLO attribute ("dimension_numbers")
    struct: str  # the struct's name ("stablehlo.gather"; "stablehlo.conv" for ConvDimensionNumbersAttr)
    fields: tuple[str, ...]  # the VHLO attributes, which are the struct's fields


_CONV_STRUCT = Struct("dimension_numbers", "stablehlo.conv", CONV_FIELDS)
_GATHER_STRUCT = Struct("dimension_numbers", "stablehlo.gather", GATHER_FIELDS)
_CHANNEL_STRUCT = Struct("channel_handle", "stablehlo.channel_handle", ("channel_id", "channel_type"))
# VHLO op -> the structs implodeSpecial re-assembles (dot_general's algorithm is optional: none types).
STRUCTS: dict[str, tuple[Struct, ...]] = {
    "convolution_v1": (_CONV_STRUCT,), "dynamic_conv_v2": (_CONV_STRUCT,),
    "dot_general_v2": (Struct("dot_dimension_numbers", "stablehlo.dot", DOT_FIELDS),
                       Struct("algorithm", "stablehlo.dot_algorithm", DOT_ALGORITHM_FIELDS)),
    "gather_v2": (_GATHER_STRUCT,), "dynamic_gather_v2": (_GATHER_STRUCT,),
    "scatter_v2": (Struct("scatter_dimension_numbers", "stablehlo.scatter", SCATTER_FIELDS),),
    "recv_v2": (_CHANNEL_STRUCT,), "send_v2": (_CHANNEL_STRUCT,),
}

# ----------------------------------------------------------------------------- addDefaults (StableHLO -> VHLO)


def _ones(n: int) -> at.DenseElementsAttr:
    return i64_tensor([1] * n)


def _zero_padding(n: int) -> at.DenseElementsAttr:
    return i64_tensor([0] * (2 * n), (n, 2))


def _spatial_count(attrs: Attrs) -> int:
    dims = attrs.get("dimension_numbers")
    return len(dims.input_spatial_dimensions) if isinstance(dims, at.ConvDimensionNumbersAttr) else 0


def _window_count(attrs: Attrs) -> int:
    dims = at.int_list(attrs.get("window_dimensions"))
    if dims is None:  # TODO(#1055) upstream: select_and_scatter cannot convert without window_dimensions
        raise ValueError("window_dimensions is required to serialize this op")
    return len(dims)


def _backend_config_default(attrs: Attrs) -> Attrs:
    """getBackendConfigOrDefault: ``{}`` for the typed FFI (api_version 4), ``""`` otherwise."""
    api = attrs.get("api_version")
    typed_ffi = isinstance(api, at.IntegerAttr) and api.value == 4
    return {"backend_config": at.DictAttr(()) if typed_ffi else EMPTY_STRING}


def _spatial_padding(attrs: Attrs) -> Attrs:
    """getDefaultConvPadding: zeros, two per spatial dimension (dynamic_conv_v1's padding)."""
    spatial = attrs.get("input_spatial_dimensions")
    return {"padding": _zero_padding(spatial.array.size if isinstance(spatial, at.DenseElementsAttr) else 0)}


Default = Callable[[Attrs], Attrs] | Attrs
_ZERO_CHANNEL: tuple[str, Default] = ("channel_handle", {"channel_id": i64(0)})
_NO_GLOBAL_IDS: tuple[str, Default] = ("use_global_device_ids", {"use_global_device_ids": FALSE})
_STATIC_ROOT: tuple[str, Default] = ("has_dynamic_root", {"has_dynamic_root": FALSE})
_PRECISION: tuple[str, Default] = ("precision_config",
                                   {"precision_config": at.ArrayAttr((DEFAULT_PRECISION, DEFAULT_PRECISION))})
_SORTED: tuple[str, Default] = ("indices_are_sorted", {"indices_are_sorted": FALSE})


def _conv(padding: bool) -> tuple[tuple[str, Default], ...]:
    entries: list[tuple[str, Default]] = [
        (key, (lambda key: lambda attrs: {key: _ones(_spatial_count(attrs))})(key))
        for key in ("window_strides", "lhs_dilation", "rhs_dilation")]
    entries.append(("window_reversal", lambda attrs: {"window_reversal": bool_tensor([False] * _spatial_count(attrs))}))
    if padding:
        entries.append(("padding", lambda attrs: {"padding": _zero_padding(_spatial_count(attrs))}))
    return tuple(entries) + (_PRECISION,)


def _window(names: tuple[str, ...]) -> tuple[tuple[str, Default], ...]:
    entries: list[tuple[str, Default]] = [
        (key, (lambda key: lambda attrs: {key: _ones(_window_count(attrs))})(key)) for key in names]
    entries.append(("padding", lambda attrs: {"padding": _zero_padding(_window_count(attrs))}))
    return tuple(entries)


# addDefaults: StableHLO op -> (StableHLO attribute, the VHLO attributes that stand for it when it is left
# out: a dict, or a function of the op's attributes for defaults that depend on them).
DEFAULTS: dict[str, tuple[tuple[str, Default], ...]] = {
    "func.func": (("sym_visibility", {"sym_visibility": EMPTY_STRING}), ("arg_attrs", {"arg_attrs": EMPTY_ARRAY}),
                  ("res_attrs", {"res_attrs": EMPTY_ARRAY})),
    **{name: (_ZERO_CHANNEL, _NO_GLOBAL_IDS)
       for name in ("stablehlo.all_gather", "stablehlo.all_reduce", "stablehlo.reduce_scatter")},
    "stablehlo.all_to_all": (_ZERO_CHANNEL,), "stablehlo.collective_permute": (_ZERO_CHANNEL,),
    "stablehlo.collective_broadcast": (_ZERO_CHANNEL, _STATIC_ROOT),
    "stablehlo.collective_reduce": (_ZERO_CHANNEL, _NO_GLOBAL_IDS, _STATIC_ROOT),
    "stablehlo.cholesky": (("lower", {"lower": FALSE}),),
    "stablehlo.compare": (("compare_type", {"compare_type": vhlo_enum("comparison_type", "NOTYPE")}),),
    "stablehlo.composite": (("version", {"version": i64(0)}),
                            ("composite_attributes", {"composite_attributes": at.DictAttr(())})),
    "stablehlo.convolution": _conv(padding=True),
    "stablehlo.dynamic_conv": _conv(padding=False),
    "stablehlo.custom_call": (
        ("has_side_effect", {"has_side_effect": FALSE}), ("backend_config", _backend_config_default),
        ("api_version", {"api_version": vhlo_enum("api_version", "API_VERSION_ORIGINAL")}),
        ("called_computations", {"called_computations": EMPTY_ARRAY}),
        ("operand_layouts", {"operand_layouts": EMPTY_ARRAY}), ("result_layouts", {"result_layouts": EMPTY_ARRAY}),
        ("output_operand_aliases", {"output_operand_aliases": EMPTY_ARRAY}),
        ("result_tilings", {"result_tilings": EMPTY_ARRAY})),
    "stablehlo.dot_general": (_PRECISION, ("algorithm", {name: NONE_TYPE for name in DOT_ALGORITHM_FIELDS})),
    "stablehlo.dot": (_PRECISION,),
    **{f"stablehlo.{name}": (("result_accuracy", {"result_accuracy": DEFAULT_RESULT_ACCURACY}),)
       for name in TRANSCENDENTALS},
    "stablehlo.dynamic_broadcast_in_dim": (
        ("known_expanding_dimensions", {"known_expanding_dimensions": EMPTY_I64_TENSOR}),
        ("known_nonexpanding_dimensions", {"known_nonexpanding_dimensions": EMPTY_I64_TENSOR})),
    "stablehlo.dynamic_gather": (_SORTED,), "stablehlo.gather": (_SORTED,),
    "stablehlo.infeed": (("infeed_config", {"infeed_config": EMPTY_STRING}), ("layout", {"layout": EMPTY_ARRAY})),
    "stablehlo.outfeed": (("outfeed_config", {"outfeed_config": EMPTY_STRING}),),
    **{name: (("is_host_transfer", {"is_host_transfer": FALSE}),
              ("source_target_pairs", {"source_target_pairs": EMPTY_I64_TENSOR}))
       for name in ("stablehlo.recv", "stablehlo.send")},
    "stablehlo.reduce_window": _window(("window_strides", "base_dilations", "window_dilations")),
    "stablehlo.scatter": (_SORTED, ("unique_indices", {"unique_indices": FALSE})),
    "stablehlo.select_and_scatter": _window(("window_strides",)),
    "stablehlo.sort": (("dimension", {"dimension": i64(-1)}), ("is_stable", {"is_stable": FALSE})),
}

# ----------------------------------------------------------------------------- version steps


@record(frozen=True)
class Step:
    """Upgrade ``older`` -> ``newer`` and the downgrade back (VhloToVersionPatterns.td, VhloToVersion.cpp).

    The upgrade adds ``added`` (each attribute with the value it takes) and drops ``dropped``. The downgrade
    needs each added attribute to hold that default (its predicate) and drops them, restores the dropped
    ones (``restore``), and for v1 ops that were not variadic needs one operand (``single_operand``) or,
    for composite_v1, no regions.
    """

    older: str
    newer: str
    added: tuple[tuple[str, at.Attribute, Callable[[at.Attribute | None], bool]], ...] = ()
    dropped: tuple[str, ...] = ()
    restore: Callable[[Attrs], Attrs] | None = None
    single_operand: bool = False
    no_regions: bool = False
    upgrade_values: Attrs = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "upgrade_values", {name: value for name, value, _ in self.added})


def _empty_tensors(*names: str) -> tuple[tuple[str, at.Attribute, Callable[[at.Attribute | None], bool]], ...]:
    return tuple((name, EMPTY_I64_TENSOR, is_empty_tensor) for name in names)


STEPS: tuple[Step, ...] = (
    Step("all_gather_v1", "all_gather_v2", single_operand=True),
    Step("all_reduce_v1", "all_reduce_v2", single_operand=True),
    Step("all_to_all_v1", "all_to_all_v2", single_operand=True),
    Step("collective_broadcast_v1", "collective_broadcast_v2", (("has_dynamic_root", FALSE, is_false),),
         single_operand=True),
    Step("composite_v1", "composite_v2", no_regions=True),
    Step("custom_call_v1", "custom_call_v2", (("result_tilings", EMPTY_ARRAY, is_empty_array),)),
    Step("dot_general_v1", "dot_general_v2", tuple((name, NONE_TYPE, is_none_type) for name in DOT_ALGORITHM_FIELDS)),
    Step("dynamic_conv_v1", "dynamic_conv_v2", dropped=("padding",), restore=_spatial_padding),
    Step("dynamic_gather_v1", "dynamic_gather_v2", _empty_tensors("operand_batching_dims", "start_indices_batching_dims")),
    Step("gather_v1", "gather_v2", _empty_tensors("operand_batching_dims", "start_indices_batching_dims")),
    Step("scatter_v1", "scatter_v2", _empty_tensors("input_batching_dims", "scatter_indices_batching_dims")),
    Step("recv_v1", "recv_v2", _empty_tensors("source_target_pairs")),
    Step("send_v1", "send_v2", _empty_tensors("source_target_pairs")),
    *(Step(f"{name}_v1", f"{name}_v2", (("result_accuracy", DEFAULT_RESULT_ACCURACY, is_default_result_accuracy),))
      for name in TRANSCENDENTALS),
)
