"""Op name -> check function (``@check("stablehlo.concatenate")``) and the list of known ops.

A check has the signature ``fn(ctx, attrs)``: ``ctx`` is the ``OpContext`` (types, ``require``),
``attrs`` the op's typed attributes (``OpDef.decode``). It runs after the checks the op table
implies (verifier/declared.py) have passed. Registering a check for an op the table
(``stablehlo_py/dialect/``) does not declare fails at import.

An op is known when it belongs to StableHLO (spec "Operations", plus the ops
status.md lists as not yet specced), CHLO (chlo.md), ``func`` or the
``check``/``interpreter`` test dialects. Check modules under ``checks/`` register
themselves on import, the first time a check is looked up.
"""
from __future__ import annotations

from typing import Callable

from ..dialect import TABLE, require_known
from ..ir.opdef import OpAttributes
from .context import OpContext

CheckFunction = Callable[[OpContext, OpAttributes], None]
CHECKS: dict[str, CheckFunction] = {}
# LEGACY: checks ``fn(ctx)`` of ops not yet declared in the op table.
LEGACY: dict[str, Callable[[OpContext], None]] = {}

_STABLEHLO = """
abs add after_all all_gather all_reduce all_to_all and async_done async_start atan2 batch_norm_grad
batch_norm_inference batch_norm_training bitcast_convert broadcast broadcast_in_dim case cbrt ceil cholesky
clamp collective_broadcast collective_permute collective_reduce compare complex composite
compute_reshape_shape concatenate constant convert convolution cosine count_leading_zeros create_token
cross-replica-sum cstr_reshapable custom_call divide dot dot_general dynamic_broadcast_in_dim dynamic_conv
dynamic_gather dynamic_iota dynamic_pad dynamic_reshape dynamic_slice dynamic_update_slice einsum exponential
exponential_minus_one fft floor gather get_dimension_size get_tuple_element if imag infeed iota is_finite log
log_plus_one logistic map maximum minimum multiply negate not optimization_barrier or outfeed pad
partition_id popcnt power real real_dynamic_slice recv reduce reduce_precision reduce_scatter reduce_window
remainder replica_id reshape return reverse rng rng_bit_generator round_nearest_afz round_nearest_even rsqrt
scatter select select_and_scatter send set_dimension_size shift_left shift_right_arithmetic
shift_right_logical sign sine slice sort sqrt subtract tan tanh torch_index_select transpose
triangular_solve tuple unary_einsum uniform_dequantize uniform_quantize while xor
"""
_CHLO = """
_asin_acos_kernel acos acosh asin asinh atan atanh bessel_i1e broadcast_add broadcast_and broadcast_atan2
broadcast_compare broadcast_complex broadcast_divide broadcast_maximum broadcast_minimum broadcast_multiply
broadcast_next_after broadcast_or broadcast_polygamma broadcast_power broadcast_remainder broadcast_select
broadcast_shift_left broadcast_shift_right_arithmetic broadcast_shift_right_logical broadcast_subtract
broadcast_xor broadcast_zeta conj constant constant_like cosh digamma erf erf_inv erfc is_inf is_neg_inf
is_pos_inf lgamma mulhi next_after polygamma ragged_dot scan sinh square tan top_k zeta
"""
_OTHERS = """
func.func func.call func.return
check.expect_eq check.expect_eq_const check.expect_almost_eq check.expect_almost_eq_const check.expect_close
check.expect_serialized_eq
interpreter.print interpreter.probe interpreter.run_parallel
arith.constant tensor.cast
"""
# arith.constant and tensor.cast: builtin MLIR ops that upstream's own StableHLO test programs use
# (syntax/print_while.mlir, ops_stablehlo_roundtrip.mlir); rejecting them would reject valid programs.

KNOWN_OPS: frozenset[str] = frozenset(
    [f"stablehlo.{m}" for m in _STABLEHLO.split()] + [f"chlo.{m}" for m in _CHLO.split()] + _OTHERS.split()
    + list(TABLE))


def check(*names: str) -> Callable[[CheckFunction], CheckFunction]:
    """Register the decorated function as the check of each op in ``names``."""

    def register(function: CheckFunction) -> CheckFunction:
        for name in names:
            require_known(name, f"check {function.__name__}")
            if name in CHECKS or name in LEGACY:
                raise ValueError(f"{name} already has a check")
            CHECKS[name] = function
        return function

    return register


def checks(*names: str) -> Callable:
    """LEGACY: register ``fn(ctx)`` for ops not yet declared in the op table."""

    def register(function):
        for name in names:
            if name not in KNOWN_OPS:
                raise ValueError(f"{name} is not a known op")
            if name in CHECKS or name in LEGACY:
                raise ValueError(f"{name} already has a check")
            LEGACY[name] = function
        return function

    return register


def check_of(name: str) -> tuple[Callable | None, bool]:
    """(the check of op ``name`` or None, whether it takes typed attributes); the ``checks/`` modules
    are imported on first use."""
    if not _loaded:
        # Imported here, not at the top: the check modules import this module (``check``).
        from . import checks as _  # noqa: F401

        _loaded.append(True)
    function = CHECKS.get(name)
    return (function, True) if function is not None else (LEGACY.get(name), False)


_loaded: list[bool] = []
