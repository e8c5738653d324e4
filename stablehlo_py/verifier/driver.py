"""The verifier's driver (spec "Programs", "Functions"): SSA scoping, terminators, functions, op names, and
each op's checks (the table's, verifier/declared.py, then its own, verifier/checks/).

Walks the module once. Values are visible from their definition to the end of
the enclosing region, including nested regions (except those of functions and of
ops the table declares isolated from above); an operand out of scope is reported
with the reason (defined later, in a region not enclosing the use, outside an
isolated op, ...). Each op whose operands are all defined and typed as declared is
handed to its registered check; an op with a broken operand is not checked
further, so one mistake does not cascade into noise.

An op without regions whose checks passed reading nothing but its types and
attributes (``OpContext.read_outside``) passes them for any op with the same
``ir.nodes.signature``: such ops are not checked again (issue #12: the 10,500 ops
of an elementwise chain have a handful of signatures). Failures are never
memoised, so every diagnostic is reported as if each op were checked alone.
"""
from __future__ import annotations


from ..dialect import TERMINATORS, op_definition
from ..errors import debug_enabled
from ..ir.attributes import Attribute, StringAttr
from ..ir.opdef import AttrError, OpDef, Trait
from ..ir.nodes import Block, Func, Module, Op, Region, signature
from ..ir.types import Type
from .checks.sdy import func_sharding_problems, hlo_sharding_problem, result_sharding_problems
from .context import OpContext, did_you_mean
from .declared import check_declared
from .diagnostics import Diagnostic
from .type_rules import bounds_error, not_a_stablehlo_type, type_mismatch
from .registry import KNOWN_OPS, check_of

FUNC_TERMINATOR = "func.return"
REGION_TERMINATOR = "stablehlo.return"  # upstream also accepts it as the terminator of a function
SDY_TERMINATOR = "sdy.return"  # of the bodies of Shardy's ops (ops.td SingleBlockImplicitTerminator)
# The terminator of the bodies of other dialects' ops: Shardy's, tensor.generate's and tensor.pad's (TensorOps.td),
# shape.assuming's (ShapeOps.td SingleBlockImplicitTerminator)
DIALECT_TERMINATORS = {"sdy": SDY_TERMINATOR, "tensor": "tensor.yield", "shape": "shape.assuming_yield"}


class ModuleVerifier:
    """One pass over a module collecting every Diagnostic (structure and per-op constraints)."""

    def __init__(self, module: Module):
        self.module = module
        self.source_name = module.source_name
        self.diagnostics: list[Diagnostic] = []
        self.funcs = module.funcs
        self.values: dict[str, Type] = {}
        self.constants: dict[str, Attribute] = {}  # value of each stablehlo.constant, for ctx.constant()
        # top-level ops that are symbols (sdy.mesh), by name
        self.symbols = {op.attributes["sym_name"].value: op for op in module.body
                        if isinstance(op, Op) and isinstance(op.attributes.get("sym_name"), StringAttr)}
        self.func: Func | None = None  # the function being verified
        self.holders: list[Op] = []  # the ops whose regions enclose the op being verified, outermost first
        self.hidden: list[tuple[Op, dict[str, Type]]] = []  # each isolated op entered, with the values it hides
        # signatures (ir.nodes.signature) of ops whose checks passed reading nothing else: an op with one of them
        # passes them too, so they are not run again; each maps to the op that passed (keeping its objects alive)
        self.passed: dict[tuple, Op] = {}

    def report(self, node, op_name: str, constraint: str, message: str) -> None:
        self.diagnostics.append(Diagnostic(self.source_name, node.line, node.column, op_name, constraint, message))

    def run(self) -> list[Diagnostic]:
        """Verify every function and top-level op; returns the diagnostics in program order."""
        seen: set[str] = set()
        for item in self.module.body:
            if isinstance(item, Func):
                if item.name in seen:
                    self.report(item, "func.func", "symbol", f"function @{item.name} is already defined above")
                seen.add(item.name)
                self.verify_func(item)
            else:
                name = item.attributes.get("sym_name")  # a symbol of the module (ml_program.global, sdy.mesh)
                if isinstance(name, StringAttr):
                    if name.value in seen:
                        self.report(item, item.name, "symbol", f"symbol @{name.value} is already defined above")
                    seen.add(name.value)
                self.verify_op(item, [])
        return self.diagnostics

    # -- functions -----------------------------------------------------------------------------------

    def verify_func(self, func: Func) -> None:
        if func.body is None:
            return
        outer, self.values = self.values, {}  # functions are isolated from above
        self.constants = {}
        self.func = func
        arg_types = tuple(a.type for a in func.arguments)
        if arg_types != func.type.inputs:
            self.report(func, "func.func", "signature",
                        type_mismatch("argument", "the entry block", arg_types, "input", f"@{func.name}'s type",
                                      func.type.inputs, exact=True))
        for t in func.type.inputs + func.type.results:
            problem = bounds_error(t)
            if problem:
                self.report(func, "func.func", "bounds", problem)
                break
        for problem in func_sharding_problems(func, self.symbols):
            self.report(func, "func.func", "sharding", problem)
        self.verify_region(func.body, func, FUNC_TERMINATOR)
        self.values, self.func = outer, None

    def verify_func_return(self, op: Op, func: Func) -> None:
        """``func.return`` operands against the function's result types."""
        if op.operand_types != func.type.results:
            self.report(op, op.name, "signature",
                        type_mismatch("operand", None, op.operand_types, "result", f"@{func.name}'s type",
                                      func.type.results, exact=True))

    # -- regions and blocks --------------------------------------------------------------------------

    def verify_region(self, region: Region, owner: Func | Op, terminator: str) -> None:
        """Blocks of ``region`` in order; names defined inside go out of scope at its end."""
        defined: list[str] = []
        for block in region.blocks:
            for arg in block.arguments:
                self.define(arg.name, arg.type, arg, owner, defined)
            self.verify_block(block, owner, terminator, defined)
        for name in defined:
            del self.values[name]
            self.constants.pop(name, None)  # a later value may reuse the name (a sibling region, the block after)

    def verify_block(self, block: Block, owner: Func | Op, terminator: str, defined: list[str]) -> None:
        ops = block.ops
        owner_name = owner.name if isinstance(owner, Op) else "func.func"
        if not ops or ops[-1].name not in TERMINATORS:
            self.report(owner, owner_name, "terminator",
                        f"block must end with `{terminator}`" + (f", ends with `{ops[-1].name}`" if ops else
                                                                  " but is empty"))
        elif ops[-1].name != terminator and not isinstance(owner, Func):
            self.report(ops[-1], ops[-1].name, "terminator", f"a block of {owner_name} must end with "
                        f"`{terminator}`, not `{ops[-1].name}`")
        for index, op in enumerate(ops):
            if not isinstance(op, Op):  # a func.func or module in a region (of a generic op the parser kept)
                kind = "func.func" if isinstance(op, Func) else "builtin.module"
                self.report(op, kind, "structure", f"`{kind}` is only allowed at the top level of a module, not "
                                                   f"in a region of {owner_name}")
                continue
            if op.name in TERMINATORS and index != len(ops) - 1:
                self.report(op, op.name, "terminator", f"`{op.name}` is a terminator but is not the last op of its "
                            f"block")
            self.verify_op(op, defined)
            if op.name == FUNC_TERMINATOR and isinstance(owner, Func):
                self.verify_func_return(op, owner)

    # -- ops -------------------------------------------------------------------------------------------

    def define(self, name: str, type_: Type, node, owner, defined: list[str]) -> None:
        if name in self.values:
            owner_name = owner.name if isinstance(owner, Op) else "func.func"
            self.report(node, owner_name, "SSA", f"value {name} is already defined in this scope")
            return
        self.values[name] = type_
        defined.append(name)

    def verify_op(self, op: Op, defined: list[str]) -> None:
        values = self.values
        operands_ok = True
        for name, declared in zip(op.operands, op.operand_types):
            actual = values.get(name)
            if actual is declared:
                continue
            if actual is None:
                self.report(op, op.name, "SSA",
                            f"operand {name} is not defined before this use{self.why_unseen(name, op)}")
                operands_ok = False
            elif actual != declared:
                self.report(op, op.name, "SSA",
                            f"operand {name} is used as {declared} but was defined with type {actual}")
                operands_ok = False
        key = None if op.regions else signature(op)
        if key is None or key not in self.passed:
            reported = len(self.diagnostics)
            operands_ok = self.verify_types(op) and operands_ok
            definition = op_definition(op.name)  # None for an unknown op (reported by verify_types)
            if op.regions:
                self.verify_regions(op, definition)
            if operands_ok:
                read_outside = self.run_checks(op, definition)
                if key is not None and not read_outside and len(self.diagnostics) == reported:
                    self.passed[key] = op  # (the op keeps the objects whose ids the signature holds)
        if op.attributes:
            self.verify_shardings(op)
        results = op.results
        for name, type_ in zip(results, op.result_types):
            self.define(name, type_, op, op, defined)
        if op.name == "stablehlo.constant" and results:
            self.constants[results[0]] = op.attributes.get("value")

    def verify_shardings(self, op: Op) -> None:
        """The annotations of ``op``'s results by Shardy (``sdy.sharding``) and GSPMD (``mhlo.sharding``)."""
        sharding = op.attributes.get("sdy.sharding")
        if sharding is not None:
            for problem in result_sharding_problems(sharding, op, self.symbols):
                self.report(op, op.name, "sharding", problem)
        gspmd = op.attributes.get("mhlo.sharding")
        problem = hlo_sharding_problem(gspmd, op.result_types) if gspmd is not None else None
        if problem:
            self.report(op, op.name, "sharding", problem)

    def verify_types(self, op: Op) -> bool:
        """``op`` is known and, in StableHLO and CHLO, its operands and results have StableHLO types."""
        if op.name not in KNOWN_OPS:
            self.report(op, op.name, "unknown op", f"unknown operation `{op.name}`{did_you_mean(op.name, KNOWN_OPS)}")
            return False
        ok = True
        if op.dialect in ("stablehlo", "chlo"):
            for what, types in (("operand", op.operand_types), ("result", op.result_types)):
                problem = next(((i, p) for i, t in enumerate(types) if (p := not_a_stablehlo_type(t))), None)
                if problem is not None:
                    self.report(op, op.name, "type", f"{what} #{problem[0]} has type {types[problem[0]]}, "
                                                     f"which StableHLO does not have: {problem[1]}")
                    ok = False
        return ok

    def verify_regions(self, op: Op, definition: OpDef | None) -> None:
        """The regions of ``op``, isolated from the values around it when its declaration says so."""
        isolated = definition is not None and definition.has(Trait.ISOLATED_FROM_ABOVE)
        terminator = DIALECT_TERMINATORS.get(op.dialect, REGION_TERMINATOR)
        self.holders.append(op)
        for region in op.regions:
            if isolated:  # its regions see only their own values, as a function's body
                outer, self.values, outer_constants, self.constants = self.values, {}, self.constants, {}
                self.hidden.append((op, outer))
                self.verify_region(region, op, terminator)
                self.hidden.pop()
                self.values, self.constants = outer, outer_constants
            else:
                self.verify_region(region, op, terminator)
        self.holders.pop()

    def why_unseen(self, name: str, use: Op) -> str:
        """Why ``name`` is not visible at ``use`` (MLIR dominance: a region reads the values defined before the op
        holding it, in its block or an enclosing one, unless that op is isolated from above): the clause
        completing the diagnostic, or nothing when ``name`` is defined nowhere around. Lines are left out
        when unknown (0: a program built in Python)."""
        for holder, values in reversed(self.hidden):
            if name in values:
                return f"; it is defined outside `{holder.name}`{_at(holder.line)}, whose regions are isolated " \
                       f"from above"
        for holder in self.holders:
            if name in holder.results:
                return f"; it is a result of the enclosing `{holder.name}`{_at(holder.line)}"
        lines = sorted(_definition_lines(self.func, name)) if self.func is not None else []
        if lines and not (use.line and lines[0]):
            return "; it is defined after this use or in a region that does not enclose it"
        if lines:
            later = [line for line in lines if line > use.line]
            if later:
                return f"; it is defined later, at line {later[0]}"
            return f"; it is defined at line {lines[-1]}, in a region that does not enclose this use"
        other = next((f.name for f in self.funcs.values() if f is not self.func and _definition_lines(f, name)), None)
        return f"; it belongs to function @{other} (functions are isolated from above)" if other else ""

    def run_checks(self, op: Op, definition: OpDef) -> bool:
        """The checks ``op``'s declaration implies (declared.py), then its own check with its typed attributes;
        whether they read anything beyond the op's types and attributes (``OpContext.read_outside``).

        A bug in a check is reported as one ``internal`` diagnostic naming the op (re-raised with its
        traceback under ``STABLEHLO_PY_DEBUG=1``).
        """
        ctx = OpContext(op, self.source_name, self.diagnostics, self.funcs, self.constants, self.module.attributes,
                        self.symbols)
        function = check_of(definition.name)
        try:
            attrs = check_declared(ctx, definition)
            if attrs is not None and function is not None:
                function(ctx, attrs)
        except AttrError as error:  # a check decoding a nested attribute (a list of structs) met a bad one
            ctx.error("attribute", error.message, at=error.name)
        except Exception as exc:  # noqa: BLE001 - a bug in a check: reported, never a traceback
            if debug_enabled():
                raise
            ctx.error("internal", f"internal error in {op.name} (please report): {type(exc).__name__}: {exc}")
        return ctx.read_outside


def _at(line: int) -> str:
    """`` (line N)``, or nothing for an unknown line (0)."""
    return f" (line {line})" if line else ""


def _definition_lines(func: Func, name: str) -> list[int]:
    """The lines where ``func`` defines ``name`` (its arguments and every block's arguments and op results)."""
    if func.body is None:
        return []
    lines = [func.line for a in func.arguments if a.name == name]
    for op in func.walk():
        if name in op.results:
            lines.append(op.line)
        lines += [a.line or op.line for region in op.regions for block in region.blocks for a in block.arguments
                  if a.name == name]
    return lines


def verify_program(module: Module) -> list[Diagnostic]:
    """Every Diagnostic of ``module``: structure first-hand, op constraints through their checks."""
    return ModuleVerifier(module).run()
