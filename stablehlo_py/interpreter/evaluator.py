"""The evaluation loop (spec "Execution"): run a Func's ops in order on NumPy values.

Each block is compiled once per interpreter into a list of steps
``(kernel, typed attributes, op, operand slots, result slots, slots to free)`` (compiled.py); values live in a
per-call list indexed by slot and are dropped after their last use in the
block that defines them. Regions (while/if/case bodies, reduce bodies, map,
sort comparators) run through the same ``run_block`` on the current frame.
"""
from __future__ import annotations

import gc
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from ..errors import InternalError, debug_enabled
from ..ir.nodes import Block, Func, Module, Op, Region, signature
from ..ir.opdef import AttrError, OpAttributes
from ..numerics.floats import NUMERICS
from .allocator import keep_freed_blocks
from .budget import module_facts, op_bytes, out_of_memory, over_budget_kernel, resolve_budget
from .codegen import GeneratedFunc, generate
from .compiled import CompiledBlock, CompiledFunc
from .custom_calls import Target, find_target
from .custom_calls.gspmd import outline_manual_regions
from .environment import variable
from .errors import InputError, InterpreterError, NotImplementedOpError
from .observe import Observer, observed_steps
from .parallel import chunked_kernel, resolve_threads
from .quantized import has_quantized_types, quantized_evaluation
from ..dialect import TERMINATORS, op_definition
from .kernels import lookup
from .registry import Kernel
from .strict import check_results, expectations, is_batched, strict_by_default


GENERATE_VARIABLE = "STABLEHLO_PY_GENERATE"  # auto (default), always or never: when functions run as Python
NUMERICS_VARIABLE = "STABLEHLO_PY_NUMERICS"  # exact (default) or fast: how transcendentals are computed
_CACHE_SIZE = 256
_compiled_cache: "OrderedDict[int, tuple[Func, CompiledFunc]]" = OrderedDict()
# Held while a function is compiled or its Python generated: threads running one module at once make each
# once, and the collector is paused (below) by one thread at a time. Reentrant: generating compiles callees.
_compiling = threading.RLock()


def compiled_func(func: Func) -> CompiledFunc:
    """The compiled form of ``func``, cached per Func object (LRU; the Func is kept alive with it)."""
    entry = _compiled_cache.get(id(func))
    if entry is None or entry[0] is not func:
        with _compiling:
            entry = _compiled_cache.get(id(func))
            if entry is None or entry[0] is not func:
                entry = _compiled_cache[id(func)] = (func, _compile(func))
                if len(_compiled_cache) > _CACHE_SIZE:
                    _compiled_cache.popitem(last=False)
    try:
        _compiled_cache.move_to_end(id(func))
    except KeyError:  # another thread's compilation has just pushed it out
        pass
    return entry[1]


def generated_python(compiled: CompiledFunc, strict: bool,
                     callee: Callable[[str], "CompiledFunc | None"] = lambda name: None,
                     observed: str | None = None, numerics: str = "exact") -> GeneratedFunc | None:
    """``compiled`` as generated Python (made on first use, once per strictness and numerics mode);
    ``callee`` gives the functions of its module, which small called functions are written inline from.
    None when Python cannot compile it (loops nested deeper than its 20 blocks): the steps run it then.
    ``observed``: the variant that calls the interpreter's observer around each op (``Observer.hook_form``)."""
    key = (strict, observed, numerics)
    if key not in compiled.generated:
        with _compiling:
            if key not in compiled.generated:
                try:
                    made = generate(compiled, strict, callee, observed, numerics)
                except (SyntaxError, RecursionError, MemoryError):
                    made = None
                compiled.generated[key] = made  # once whole: a run stopped meanwhile leaves nothing half-made
    return compiled.generated[key]


def _compile(func: Func) -> CompiledFunc:
    """``func`` compiled (``compiled_func`` caches it)."""
    compiler = _Compiler()
    # Compiling makes many objects and frees few: the cyclic collector would only rescan them (and the module's,
    # a third of the time on a 10,000-op chain), so it is paused meanwhile, as while reading bytecode.
    collecting = gc.isenabled()
    gc.disable()
    try:
        entry = compiler.block(func.body.entry)
    finally:
        if collecting:
            gc.enable()
    return CompiledFunc(func, len(compiler.slots), entry, compiler.regions, compiler.slots, compiler.signatures,
                        loops=compiler.loops)


def _not_implemented(ctx: "Interpreter", attrs: OpAttributes, *operands: object) -> None:
    """The evaluation of ops without a kernel: counted as not implemented."""
    definition = op_definition(attrs.op.name)
    why = f" ({definition.unsupported})" if definition is not None and definition.unsupported else ""
    raise NotImplementedOpError(f"not implemented: {attrs.op.name}{why}")


def evaluation_function(op: Op) -> tuple[Kernel, OpAttributes]:
    """What evaluates ``op``: its kernel (wrapped for quantized types, quantized.py, or to run in chunks on
    several threads, parallel.py) and the kernel's second argument, the op's typed attributes (decoded here,
    once)."""
    definition = op_definition(op.name)
    if definition is None:  # not a known op: the verifier rejects it; unverified runs stop here
        return _not_implemented, OpAttributes(op)
    fn = lookup(definition.name) or _not_implemented
    try:
        attrs = definition.decode(op)
    except AttrError as exc:  # an unverified program (Module.run verifies first): a located error
        raise InterpreterError(exc.message, op.name, line=op.line, column=op.column) from None
    if has_quantized_types(op):
        return quantized_evaluation(op, fn, attrs)
    return chunked_kernel(op, fn), attrs


class _Compiler:
    """Assigns a slot to every SSA name of a Func and compiles its blocks."""

    def __init__(self) -> None:
        self.slots: dict[str, int] = {}
        self.regions: dict[int, CompiledBlock] = {}
        # ir.nodes.signature of an op without regions -> its kernel, attribute record type and decoded values
        # (None for a quantized op, which evaluation_function wraps): found once per signature
        self.evaluations: dict[tuple, tuple[Kernel, type, tuple] | None] = {}
        self.signatures: dict[int, tuple] = {}  # id of each such op -> its signature (codegen.py's plans reuse it)
        self.loops = False  # a block compiled holds a ``stablehlo.while``

    def slot(self, name: str) -> int:
        """The slot of SSA value ``name`` (a new one on first sight)."""
        slots = self.slots
        return slots.setdefault(name, len(slots))

    def evaluation(self, op: Op) -> tuple[Kernel, OpAttributes]:
        """``evaluation_function(op)`` of an op without regions: the kernel and the attribute values (decoded
        from the same attribute objects for the same types) are those of the first op with its signature, in
        a record of its own (whose ``op`` is ``op``)."""
        key = self.signatures[id(op)] = signature(op)
        known = self.evaluations.get(key, False)
        if known is False:
            fn, attrs = evaluation_function(op)
            plain = attrs.op is op and type(attrs) is not OpAttributes  # not quantized, nor an unknown op
            self.evaluations[key] = (fn, type(attrs), attrs.attribute_values()) if plain else None
            return fn, attrs
        if known is None:
            return evaluation_function(op)
        fn, record_type, values = known
        return fn, record_type(op, *values)

    def block(self, block: Block) -> CompiledBlock:
        """``block`` (and the regions of its ops) compiled; each value is freed after its last use. GSPMD's
        manual regions are outlined first (custom_calls/gspmd.py)."""
        ops = block.ops
        if any(op.name == "stablehlo.custom_call" for op in ops):
            ops = outline_manual_regions(ops)
        body, terminator = (ops[:-1], ops[-1]) if ops and ops[-1].name in TERMINATORS else (ops, None)
        slots = self.slots
        arg_slots = tuple(slots.setdefault(a.name, len(slots)) for a in block.arguments)
        defined_here = set(arg_slots)
        # the index of the last op reading each slot (of a result nothing reads: the op making it)
        last_use: dict[int, int] = {}
        ins_outs = []  # (operand slots, result slots) of each op of the body
        for index, op in enumerate(body):
            ins = tuple([slots.setdefault(n, len(slots)) for n in op.operands])
            for s in (self._region_uses(op, ins) if op.regions else ins):
                last_use[s] = index
            outs = tuple([slots.setdefault(r, len(slots)) for r in op.results])
            for s in outs:
                last_use[s] = index
            defined_here.update(outs)
            ins_outs.append((ins, outs))
        return_slots = tuple(self.slot(n) for n in terminator.operands) if terminator is not None else ()
        free_at: dict[int, list[int]] = {}
        for s in defined_here.difference(return_slots):
            free_at.setdefault(last_use.get(s, -1), []).append(s)
        unused_args = free_at.pop(-1, [])  # freed before the first op
        if unused_args and body:
            free_at.setdefault(0, []).extend(unused_args)
        steps = []
        for index, (op, (ins, outs)) in enumerate(zip(body, ins_outs)):
            if op.regions:
                self.loops = self.loops or op.name == "stablehlo.while"
                for region in op.regions:
                    self.regions[id(region)] = self.block(region.entry)
                fn, argument = evaluation_function(op)
            else:
                fn, argument = self.evaluation(op)
            steps.append((fn, argument, op, ins, outs, tuple(free_at.get(index, ()))))
        return CompiledBlock(arg_slots, steps, return_slots, tuple(a.type for a in block.arguments))

    def _region_uses(self, op: Op, ins: tuple[int, ...]) -> set[int]:
        """Slots ``op`` reads (``ins``) and its regions' ops read."""
        uses = set(ins)
        for region in op.regions:
            for inner in region.walk():
                uses.update(self.slot(n) for n in inner.operands)
        return uses


def resolve_numerics(numerics: str | None = None) -> str:
    """The numerics mode of a run (``numerics.floats.NUMERICS``): ``numerics``, else ``STABLEHLO_PY_NUMERICS``,
    else ``"exact"`` (transcendentals in float64, rounded once); ``"fast"`` computes those of
    float32/float16/bfloat16 in float32 (``floats.upcast_dtype``). Anything else is an ``InputError``."""
    origin = "numerics="
    if numerics is None:
        numerics = variable(NUMERICS_VARIABLE).strip() or "exact"
        origin = f"{NUMERICS_VARIABLE}="
    if numerics not in NUMERICS:
        raise InputError(f"{origin}{numerics!r}: give one of {', '.join(NUMERICS)}")
    return numerics


class Interpreter:
    """Runs the functions of one module; holds compiled functions and the current frame."""

    def __init__(self, module: Module, probe_dir: str | None = None, seed: int = 0, strict: bool | None = None,
                 max_memory: int | str | None = None, state: dict | None = None, numerics: str | None = None):
        keep_freed_blocks()  # (glibc's thresholds, set by the process's first run: allocator.py)
        self.module = module
        # how kernels compute transcendentals of float32 and narrower types (resolve_numerics): ``ctx.numerics``
        self.numerics = resolve_numerics(numerics)
        self.threads = resolve_threads()  # threads the kernels of big arrays run on (parallel.py)
        # the values of the module's ml_program globals by name, as stores left them (kernels/ml_program.py):
        # ``state`` is the caller's, to keep them from one run to the next (``Module.run``), else this run's own
        self.globals: dict = {} if state is None else state
        # the memory budget (budget.py): with an op whose static result is over it, the run goes through the
        # steps, that op's kernel replaced by one raising the error when it is reached
        self.max_memory = resolve_budget(max_memory)
        self.funcs, peak = module_facts(module)
        self.guarded = peak > self.max_memory
        # strict evaluation: every result checked against its declared type (strict.py)
        self.strict = strict_by_default() if strict is None else strict
        self.probe_dir = probe_dir
        self.probes: dict[str, list[tuple[object, object]]] = {}  # probe_id -> [(value, type)] per iteration
        self._compiled: dict[str, CompiledFunc] = {}
        self.env: list = []
        self.regions: dict[int, CompiledBlock] = {}
        self.slots: dict[str, int] = {}
        self.rng_seed = seed  # seed of the stream ``stablehlo.rng`` draws from (ops/rng.py)
        self.rng_generator: np.random.Generator | None = None  # made on the first ``rng``
        self.process = None  # position in a process grid (process_grid.Process) when run in parallel
        self.call_depth = 0  # func.calls running one inside another (kernels/func.py)
        self._in_errstate = False  # inside np.errstate(all="ignore") (entered once per run, by the first call)
        self.generate = variable(GENERATE_VARIABLE) or "auto"  # when functions run as Python (worth_generating)
        self.observer: Observer | None = None  # per-op hooks (observe.py); with one, every op runs as a step
        self._observed_steps: dict[int, list[tuple]] = {}  # id(CompiledBlock) -> its steps, wrapped (_wrapped)

    def fork(self, process) -> "Interpreter":
        """An interpreter for ``process`` that runs the regions of this one's current frame (a manual
        computation's body on one device, interpreter/spmd.py) and shares its compiled functions."""
        child = Interpreter(self.module, self.probe_dir, self.rng_seed, self.strict, self.max_memory, self.globals,
                            self.numerics)
        child.process = process
        child.observer = self.observer
        child._compiled = self._compiled
        child.env, child.regions, child.slots = [None] * len(self.env), self.regions, self.slots
        return child

    def for_process(self, process) -> "Interpreter":
        """A fresh interpreter of this module for ``process`` of a new grid (``interpreter.run_parallel``,
        kernels/testing.py): this one's probe folder, seed, strictness, memory budget and numerics mode; its own
        globals (each process of the spec's grid holds its own state), compiled functions and frame."""
        interp = Interpreter(self.module, self.probe_dir, self.rng_seed, self.strict, self.max_memory,
                             numerics=self.numerics)
        interp.process = process
        return interp

    @staticmethod
    def evaluation_function(op: Op) -> tuple[Kernel, OpAttributes]:
        """What evaluates ``op`` (``evaluation_function``): for a kernel that runs ops of a region itself
        (kernels/sort.py's comparator keys)."""
        return evaluation_function(op)

    @staticmethod
    def custom_call_target(name: str) -> Target:
        """The implementation of ``custom_call @name`` (``custom_calls.find_target``): for the ``custom_call``
        kernel (kernels/control_flow.py)."""
        return find_target(name)

    def record_probe(self, probe_id: str, value: object, type_: object) -> None:
        """Keep a copy of a probed value (``interpreter.probe``); also saved as .npy under ``probe_dir``."""
        iterations = self.probes.setdefault(probe_id, [])
        iterations.append((np.array(value), type_))
        if self.probe_dir:
            directory = Path(self.probe_dir)
            path = directory / f"{probe_id}_{len(iterations) - 1}.npy"
            np.save(path, np.asarray(value), allow_pickle=False)
            with open(directory / "index.csv", "a", encoding="utf-8") as index:
                index.write(f"{probe_id},{type_},{path}\n")

    def probed(self, probe_id: str, iteration: int) -> tuple[object, object] | None:
        """The ``(value, type)`` probed as ``probe_id`` at ``iteration``, or None."""
        iterations = self.probes.get(probe_id, [])
        return iterations[iteration] if iteration < len(iterations) else None

    def compile(self, name: str) -> CompiledFunc:
        """The compiled function ``name`` of the module (an error when it has none with a body)."""
        compiled = self._compiled.get(name)
        if compiled is None:
            func = self.funcs.get(name)
            if func is None or func.body is None:
                raise InterpreterError(f"no function @{name} with a body in the module",
                                       source_name=self.module.source_name)
            compiled = self._compiled[name] = compiled_func(func)
        return compiled

    def compile_all(self, generated: bool = False) -> None:
        """Compile every function of the module with a body now: before the threads of a parallel run start
        (compilation fills caches they share), or before a timed run. ``generated``: also make the Python
        that this interpreter's calls run (with its observer's hooks, if it has one)."""
        form = self.observer.hook_form if self.observer is not None else None
        for name, func in self.funcs.items():
            if func.body is not None:
                compiled = self.compile(name)
                if generated and self.generate != "never" and not self.guarded:  # (guarded runs: steps)
                    generated_python(compiled, self.strict, self._callee, form, self.numerics)

    def call(self, name: str, args: Sequence[object]) -> list:
        """Run function ``name`` (as generated Python, codegen.py) on ``args`` in a fresh frame; the values
        it returns. NumPy's floating-point warnings are off for the whole run (spec semantics: inf and NaN
        are values)."""
        compiled = self.compile(name)
        observed = self.observer.hook_form if self.observer is not None else None
        generated = generated_python(compiled, self.strict, self._callee, observed, self.numerics) if (
            not self.guarded and ((observed and self.generate != "never") or compiled.worth_generating(self.generate))
        ) else None
        # (observed runs are generated too, unless told never: the same code, with the hooks)
        if generated is not None:
            run = generated.run
        else:
            def run(ctx, env, values):  # the steps, which locate their errors themselves
                return self.run_block(compiled.entry, values)
        saved = self.env, self.regions, self.slots
        env = self.env = [None] * compiled.n_slots
        self.regions, self.slots = compiled.regions, compiled.slots
        try:
            if self._in_errstate:
                return run(self, env, args)
            self._in_errstate = True
            try:
                with np.errstate(all="ignore"):
                    return run(self, env, args)
            finally:
                self._in_errstate = False
        except InterpreterError as exc:
            if exc.op_name is None and generated is not None:
                self._locate(exc, _failed_op(exc, generated))
            raise
        except InternalError:  # already located at the op inside a region or callee that failed
            raise
        except Exception as exc:  # noqa: BLE001 - a bug in a kernel: one located line, never a traceback
            op = _failed_op(exc, generated) if generated is not None else None
            if isinstance(exc, MemoryError) and op is not None:
                raise out_of_memory(op, self.max_memory, self.module.source_name) from exc
            if debug_enabled() or op is None:
                raise
            raise InternalError(op.name, exc, op.line, op.column, self.module.source_name) from exc
        finally:
            self.env, self.regions, self.slots = saved

    def _callee(self, name: str) -> CompiledFunc | None:
        """The compiled function ``name``, or None when the module has none with a body."""
        func = self.funcs.get(name)
        return self.compile(name) if func is not None and func.body is not None else None

    def value_of(self, name: str) -> object:
        """The current value of SSA value ``name`` of the running function: what a region body reads
        from outside itself (a comparator reading a constant defined before the ``sort``)."""
        return self.env[self.slots[name]]

    def run_region(self, region: Region, args: Sequence[object]) -> list:
        """Run ``region`` (a body of the op being evaluated) on ``args`` in the current frame."""
        return self.run_block(self.regions[id(region)], args)

    def run_block(self, block: CompiledBlock, args: Sequence[object]) -> list:
        """The evaluation loop: bind ``args``, run every step, return the terminator's operands.

        Errors are located at the op being evaluated; any other exception is a bug of a kernel and becomes
        one ``InternalError`` line (re-raised as it is under ``STABLEHLO_PY_DEBUG=1``).
        """
        env = self.env
        for s, value in zip(block.arg_slots, args):
            env[s] = value
        op = None
        strict = self.strict
        batched = strict and is_batched(args, block.arg_types)
        steps = block.steps if self.observer is None and not self.guarded else self._wrapped(block)
        try:
            for fn, argument, op, ins, outs, free in steps:
                result = fn(self, argument, *[env[i] for i in ins])
                if outs:
                    if len(outs) == 1:
                        env[outs[0]] = result
                    else:
                        for s, value in zip(outs, result):
                            env[s] = value
                    if strict:
                        check_results(op, expectations(op), [env[s] for s in outs], batched)
                for s in free:
                    env[s] = None
        except InterpreterError as exc:
            if exc.op_name is None and op is not None:
                self._locate(exc, op)
            raise
        except InternalError:  # already located at the op inside a region or callee that failed
            raise
        except Exception as exc:  # noqa: BLE001 - a bug in a kernel: one located line, never a traceback
            if isinstance(exc, MemoryError) and op is not None:
                raise out_of_memory(op, self.max_memory, self.module.source_name) from exc
            if debug_enabled() or op is None:
                raise
            raise InternalError(op.name, exc, op.line, op.column, self.module.source_name) from exc
        return [env[i] for i in block.return_slots]

    def _wrapped(self, block: CompiledBlock) -> list[tuple]:
        """``block``'s steps with their kernels wrapped for ``self.observer``, and those of ops whose static
        result is over the memory budget replaced by ``budget.over_budget_kernel`` (made once per block)."""
        steps = self._observed_steps.get(id(block))
        if steps is None:
            steps = block.steps if self.observer is None else observed_steps(self.observer, block.steps)
            if self.guarded:
                steps = [_guard_step(step, self.max_memory, self.module.source_name) for step in steps]
            self._observed_steps[id(block)] = steps
        return steps

    def _locate(self, error: InterpreterError, op: Op | None) -> None:
        """Give ``error`` this module's source name and ``op``'s name and position."""
        error.source_name = self.module.source_name
        if op is not None:
            error.op_name, error.line, error.column = op.name, op.line, op.column


def _guard_step(step: tuple, budget: int, source_name: str) -> tuple:
    """``step`` as it runs under the memory budget ``budget``: unchanged, or raising when its op is reached
    if its results' static size is over the budget."""
    fn, argument, op, ins, outs, free = step
    if op_bytes(op) <= budget:
        return step
    return over_budget_kernel(op, budget, source_name), argument, op, ins, outs, free


def _failed_op(error: BaseException, generated: GeneratedFunc) -> Op | None:
    """The op of ``generated`` being evaluated when ``error`` was raised: the line of the innermost frame
    of its code in the traceback."""
    code, op = generated.run.__code__, None
    tb = error.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code is code:
            op = generated.ops_by_line.get(tb.tb_lineno, op)
        tb = tb.tb_next
    return op
