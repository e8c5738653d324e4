"""Every opcode of XLA's HLO (xla/hlo/ir/hlo_opcode.h), declared once: what it becomes in StableHLO and its
status.

- ``mapped``: converted as XLA's importer (hlo_to_mhlo, then MHLO -> StableHLO) maps it;
- ``stretch``: an instruction of optimized or scheduled HLO (fusion, async pairs, layout-only ops),
  converted to the computation it stands for;
- ``none``: no StableHLO meaning; ``reason`` says why, and a module using it is refused at the
  instruction, naming the opcode.
"""
from __future__ import annotations

from typing import Callable

from ..errors import ParseError
from ..ir.records import record
from . import ops_basic as basic
from . import ops_collective as coll
from . import ops_structured as st
from .emit import Body, Site, Value
from .ops_layout import bitcast
from .syntax import Instruction
from .values import error, read_shape


@record(frozen=True)
class Opcode:
    """One HLO opcode: its status, the converter that writes its StableHLO, and what it becomes (or why not)."""

    name: str
    status: str  # "mapped", "stretch" or "none"
    convert: Callable[[Site], Value] | None
    becomes: str  # the StableHLO op(s), or why there is none
    values: bool = True  # whether its operands are values (parameter and constant take literals)


def _e(name: str, op: str) -> Opcode:
    return Opcode(name, "mapped", basic.elementwise(op), op)


def _none(name: str, reason: str) -> Opcode:
    return Opcode(name, "none", None, reason)


_TABLE = (
    _e("abs", "stablehlo.abs"),
    _e("acos", "chlo.acos"),
    _e("acosh", "chlo.acosh"),
    _e("add", "stablehlo.add"),
    Opcode("add-dependency", "mapped", basic.add_dependency, "its first operand (an ordering on a token only)"),
    Opcode("after-all", "mapped", basic.after_all, "stablehlo.after_all"),
    Opcode("all-gather", "mapped", coll.all_gather, "stablehlo.all_gather"),
    Opcode("all-gather-done", "stretch", coll.pair_done, "the result of its all-gather-start"),
    Opcode("all-gather-start", "stretch", coll.all_gather_start, "stablehlo.all_gather"),
    Opcode("all-reduce", "mapped", coll.all_reduce, "stablehlo.all_reduce"),
    Opcode("all-reduce-done", "stretch", coll.pair_done, "the result of its all-reduce-start"),
    Opcode("all-reduce-start", "stretch", coll.all_reduce, "stablehlo.all_reduce"),
    Opcode("all-to-all", "mapped", coll.all_to_all, "stablehlo.all_to_all"),
    _e("and", "stablehlo.and"),
    _e("asin", "chlo.asin"),
    _e("asinh", "chlo.asinh"),
    Opcode("async-done", "stretch", coll.async_done, "the result of the computation its async-start calls"),
    Opcode("async-start", "stretch", coll.async_start, "the ops of the computation it calls, inlined"),
    Opcode("async-update", "stretch", coll.async_update, "its operand"),
    _e("atan", "chlo.atan"),
    _e("atan2", "stablehlo.atan2"),
    _e("atanh", "chlo.atanh"),
    Opcode("batch-norm-grad", "mapped", st.batch_norm("stablehlo.batch_norm_grad"), "stablehlo.batch_norm_grad"),
    Opcode("batch-norm-inference", "mapped", st.batch_norm("stablehlo.batch_norm_inference"),
           "stablehlo.batch_norm_inference"),
    Opcode("batch-norm-training", "mapped", st.batch_norm("stablehlo.batch_norm_training"),
           "stablehlo.batch_norm_training"),
    Opcode("bitcast", "stretch", None, "stablehlo.reshape (and transpose where the layouts differ)"),
    _e("bitcast-convert", "stablehlo.bitcast_convert"),
    Opcode("broadcast", "mapped", basic.broadcast, "stablehlo.broadcast_in_dim"),
    Opcode("call", "mapped", st.call, "func.call of the computation as a private function"),
    _e("cbrt", "stablehlo.cbrt"),
    _e("ceil", "stablehlo.ceil"),
    Opcode("cholesky", "mapped", st.cholesky, "stablehlo.cholesky"),
    Opcode("clamp", "mapped", basic.clamp, "stablehlo.clamp"),
    Opcode("collective-broadcast", "mapped", coll.collective_broadcast, "stablehlo.collective_broadcast"),
    Opcode("collective-permute", "mapped", coll.collective_permute, "stablehlo.collective_permute"),
    Opcode("collective-permute-done", "stretch", coll.pair_done, "the result of its collective-permute-start"),
    Opcode("collective-permute-start", "stretch", coll.collective_permute_start, "stablehlo.collective_permute"),
    Opcode("collective-reduce", "mapped", coll.collective_reduce, "stablehlo.collective_reduce"),
    Opcode("compare", "mapped", basic.compare, "stablehlo.compare"),
    _e("complex", "stablehlo.complex"),
    Opcode("concatenate", "mapped", basic.concatenate, "stablehlo.concatenate"),
    Opcode("conditional", "mapped", st.conditional, "stablehlo.if (pred) or stablehlo.case (index)"),
    Opcode("constant", "mapped", basic.constant, "stablehlo.constant", values=False),
    _e("convert", "stablehlo.convert"),
    Opcode("convolution", "mapped", st.convolution, "stablehlo.convolution"),
    Opcode("copy", "mapped", basic.copy_, "its operand (a copy's layout changes only the storage)"),
    Opcode("copy-done", "stretch", coll.copy_done, "its copy-start's operand"),
    Opcode("copy-start", "stretch", coll.copy_start, "its operand"),
    _e("cosh", "chlo.cosh"),
    _e("cosine", "stablehlo.cosine"),
    _e("count-leading-zeros", "stablehlo.count_leading_zeros"),
    Opcode("custom-call", "mapped", coll.custom_call, "stablehlo.custom_call (XLA's runtime targets: stretch)"),
    _e("divide", "stablehlo.divide"),
    Opcode("domain", "stretch", basic.identity, "its operand (a sharding domain boundary)"),
    Opcode("dot", "mapped", st.dot, "stablehlo.dot_general"),
    Opcode("dynamic-reshape", "mapped", st.dynamic_reshape, "stablehlo.dynamic_reshape"),
    Opcode("dynamic-slice", "mapped", basic.dynamic_slice, "stablehlo.dynamic_slice"),
    Opcode("dynamic-update-slice", "mapped", basic.dynamic_update_slice, "stablehlo.dynamic_update_slice"),
    _e("erf", "chlo.erf"),
    _e("exponential", "stablehlo.exponential"),
    _e("exponential-minus-one", "stablehlo.exponential_minus_one"),
    Opcode("fft", "mapped", st.fft, "stablehlo.fft"),
    _e("floor", "stablehlo.floor"),
    Opcode("fusion", "stretch", coll.fusion, "the ops of its fused computation, inlined"),
    Opcode("gather", "mapped", st.gather, "stablehlo.gather"),
    Opcode("get-dimension-size", "mapped", basic.get_dimension_size, "stablehlo.get_dimension_size"),
    Opcode("get-tuple-element", "mapped", basic.get_tuple_element, "the tuple's element (tuples are taken apart)"),
    _e("imag", "stablehlo.imag"),
    Opcode("infeed", "mapped", coll.infeed, "stablehlo.infeed"),
    Opcode("iota", "mapped", basic.iota, "stablehlo.iota"),
    _e("is-finite", "stablehlo.is_finite"),
    _e("log", "stablehlo.log"),
    _e("log-plus-one", "stablehlo.log_plus_one"),
    _e("logistic", "stablehlo.logistic"),
    Opcode("map", "mapped", st.map_, "stablehlo.map"),
    _e("maximum", "stablehlo.maximum"),
    _e("minimum", "stablehlo.minimum"),
    Opcode("mulhi", "mapped", basic.mulhi, "stablehlo ops: a widened multiply and shift (up to 32 bits)"),
    _e("multiply", "stablehlo.multiply"),
    _e("negate", "stablehlo.negate"),
    _e("not", "stablehlo.not"),
    Opcode("opt-barrier", "mapped", basic.optimization_barrier, "stablehlo.optimization_barrier"),
    _e("or", "stablehlo.or"),
    Opcode("outfeed", "mapped", coll.outfeed, "stablehlo.outfeed"),
    Opcode("pad", "mapped", basic.pad, "stablehlo.pad"),
    Opcode("parameter", "mapped", basic.parameter, "a function or block argument", values=False),
    Opcode("partition-id", "mapped", coll.partition_id, "stablehlo.partition_id"),
    _e("popcnt", "stablehlo.popcnt"),
    _e("power", "stablehlo.power"),
    _none("ragged-all-to-all", "no StableHLO op (XLA's importer makes a custom call @ragged_all_to_all of it, which "
          "only XLA runs)"),
    Opcode("ragged-dot", "mapped", st.ragged_dot, "chlo.ragged_dot"),
    _e("real", "stablehlo.real"),
    Opcode("recv", "mapped", coll.recv, "stablehlo.recv"),
    Opcode("recv-done", "mapped", coll.recv_done, "the data and token of its recv"),
    Opcode("reduce", "mapped", st.reduce, "stablehlo.reduce"),
    Opcode("reduce-precision", "mapped", basic.reduce_precision, "stablehlo.reduce_precision"),
    Opcode("reduce-scatter", "mapped", coll.reduce_scatter, "stablehlo.reduce_scatter"),
    Opcode("reduce-window", "mapped", st.reduce_window, "stablehlo.reduce_window"),
    _e("remainder", "stablehlo.remainder"),
    Opcode("replica-id", "mapped", coll.replica_id, "stablehlo.replica_id"),
    Opcode("reshape", "mapped", basic.reshape, "stablehlo.reshape"),
    Opcode("reverse", "mapped", basic.reverse, "stablehlo.reverse"),
    Opcode("rng", "mapped", st.rng, "stablehlo.rng"),
    Opcode("rng-bit-generator", "mapped", st.rng_bit_generator, "stablehlo.rng_bit_generator"),
    _none("rng-get-and-update-state", "XLA's hidden RNG state, made by its own expansion of rng (no StableHLO op)"),
    _e("round-nearest-afz", "stablehlo.round_nearest_afz"),
    _e("round-nearest-even", "stablehlo.round_nearest_even"),
    _e("rsqrt", "stablehlo.rsqrt"),
    _none("scaled-dot", "no StableHLO op (block-scaled dot of XLA's GPU backends)"),
    _none("scan", "not read: a recent opcode whose attributes this reader does not know (JAX's lax.scan reaches "
          "HLO as a while loop, which is mapped)"),
    Opcode("scatter", "mapped", st.scatter, "stablehlo.scatter"),
    Opcode("select", "mapped", basic.select, "stablehlo.select"),
    Opcode("select-and-scatter", "mapped", st.select_and_scatter, "stablehlo.select_and_scatter"),
    Opcode("send", "mapped", coll.send, "stablehlo.send"),
    Opcode("send-done", "mapped", coll.send_done, "the token of its send"),
    Opcode("set-dimension-size", "mapped", basic.set_dimension_size,
           "its operand when the result's dimension is static (bounded dynamic shapes, f32[<=5], are refused)"),
    _e("shift-left", "stablehlo.shift_left"),
    _e("shift-right-arithmetic", "stablehlo.shift_right_arithmetic"),
    _e("shift-right-logical", "stablehlo.shift_right_logical"),
    _none("shuffle", "no StableHLO op (an XLA-internal data movement without a documented text form)"),
    _e("sign", "stablehlo.sign"),
    _e("sine", "stablehlo.sine"),
    _e("sinh", "chlo.sinh"),
    Opcode("slice", "mapped", basic.slice_, "stablehlo.slice"),
    Opcode("sort", "mapped", st.sort, "stablehlo.sort"),
    _e("sqrt", "stablehlo.sqrt"),
    _none("stochastic-convert", "no StableHLO op (a rounding with random bits of XLA's own)"),
    _e("subtract", "stablehlo.subtract"),
    _e("tan", "stablehlo.tan"),
    _e("tanh", "stablehlo.tanh"),
    Opcode("topk", "mapped", st.topk, "chlo.top_k"),
    Opcode("transpose", "mapped", basic.transpose, "stablehlo.transpose"),
    Opcode("triangular-solve", "mapped", st.triangular_solve, "stablehlo.triangular_solve"),
    Opcode("tuple", "mapped", basic.tuple_, "a tuple of its operands' values (taken apart where used)"),
    Opcode("while", "mapped", st.while_, "stablehlo.while"),
    _e("xor", "stablehlo.xor"),
)

OPCODES: dict[str, Opcode] = {entry.name: entry for entry in _TABLE}


def _operand(env: dict, name, instr: Instruction) -> Value:
    """The value an operand names: ``%x`` or ``%x#1`` (element 1 of a tuple-shaped ``%x``, as newer dumps
    write the results of multi-result instructions)."""
    if name is None:
        raise error("expected an operand name", instr.operands)
    key, *indices = str(name).lstrip("%").split("#")
    if key not in env or not all(i.isdigit() for i in indices):
        raise error(f"'{name}' is not a value defined before this instruction", name)
    value = env[key]
    for index in indices:
        if not isinstance(value, tuple) or int(index) >= len(value):
            raise error(f"'{name}': the value has no tuple element {index}", name)
        value = value[int(index)]
    return value


def convert_instruction(body: Body, instr: Instruction, env: dict) -> Value:
    """The value ``instr`` computes, its ops written into ``body``."""
    opcode = str(instr.opcode)
    entry = OPCODES.get(opcode)
    if entry is None:
        raise error(f"unknown HLO opcode '{opcode}'", instr.opcode)
    if entry.status == "none":
        raise error(f"HLO opcode '{opcode}' has no StableHLO meaning: {entry.becomes}", instr.opcode)
    operands = []
    if entry.values:
        for item in instr.operands.items:
            name = item[-1] if item else None
            operands.append(_operand(env, name, instr))
    site = Site(body, instr, operands, read_shape(instr.shape))
    convert = bitcast if opcode == "bitcast" else entry.convert
    try:
        return convert(site)
    except ParseError:
        raise
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, OverflowError) as exc:  # malformed parts
        raise error(f"{opcode}: cannot convert this instruction ({type(exc).__name__}: {exc})", instr.opcode) from None
