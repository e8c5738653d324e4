"""An HLO module -> StableHLO: each computation becomes a function or is inlined as a region, each
instruction the StableHLO op (or ops) XLA's importer makes of it (xla/hlo/translate/hlo_to_mhlo/ and the
MHLO -> StableHLO legalization), written as StableHLO in the generic form and read by the project's
parser; every op it makes is then given the line and column of its instruction in the HLO file.

Tuples are taken apart: a value of a tuple shape is held as the tuple of its elements' values, so
``get-tuple-element`` picks one, ``tuple`` makes one, and a parameter, result, ``while`` or ``call`` of a
tuple shape passes its leaves (what XLA's importer does for the entry computation and control flow when
it flattens tuples, and what JAX's own StableHLO has).
"""
from __future__ import annotations

import re

from ..errors import ParseError
from ..parser.tokens import Token
from .emit import Body, Leaf, Lines, Value, flat, mlir_string, rebuild, symbol
from .opcodes import convert_instruction
from .shardy import meshes
from .syntax import Computation, Group, HloModuleText, Instruction
from .values import ArrayShape, error, key_values, leaves, metadata, read_shape, source_text, string


class ModuleConverter:
    """Converts one parsed HLO module (syntax.py) into StableHLO text and the origin of each line."""

    def __init__(self, hlo: HloModuleText, text: str, source_name: str):
        self.hlo, self.text, self.source_name = hlo, text, source_name
        self.computations: dict[str, Computation] = {}
        for comp in hlo.computations:
            if comp.name in self.computations:
                raise error(f"computation '{comp.name}' is defined twice", comp)
            self.computations[comp.name] = comp
        entries = [c for c in hlo.computations if c.entry]
        if len(entries) > 1:
            raise error("a second ENTRY computation", entries[1])
        self.entry = entries[0] if entries else hlo.computations[-1]
        self.counter = 0
        self.functions: dict[str, str] = {}  # computation name -> function name, for `call`
        self.pending: list[Computation] = []
        self.active: list[str] = []  # computations being converted (a cycle is an error)
        self.sdy_meshes: dict[str, str] = {}  # Shardy's meshes by name (shardy.py)
        self.sdy_new_meshes: list[str] = []  # those declared by the dump's shardings rather than the module
        self.sdy_shardings: dict[str, str] = {}  # value -> its Shardy sharding, from the dumps' Sharding calls

    def fresh(self) -> str:
        self.counter += 1
        return f"%{self.counter - 1}"

    def computation(self, value) -> Computation:
        name = str(value).lstrip("%") if isinstance(value, Token) else None
        if name is None or name not in self.computations:
            raise error(f"no computation named '{value}'" if name else "expected a computation name", value)
        if name in self.active:
            raise error(f"computation '{name}' calls itself", value)
        return self.computations[name]

    def location(self, instr: Instruction) -> str:
        """``loc("op_name"("file":line:0))`` from the instruction's metadata (JAX's name stack, as its own
        StableHLO has it), else the instruction's place in the HLO file, ``loc("model.hlo":12:3)``: a name
        location only where the producer gave one, so that ``shlo diff`` matches such ops by op name."""
        meta = instr.attributes.get("metadata")
        name = None
        if isinstance(meta, Group):
            try:
                fields = metadata(meta)
            except ParseError:
                fields = {}
            op_name = fields.get("op_name")
            if isinstance(op_name, str) and op_name:
                name = op_name
            source_file, source_line = fields.get("source_file"), fields.get("source_line")
            frame = fields.get("stack_frame_id")
            if source_file is None and isinstance(frame, str) and frame.isdigit():
                source_file, source_line = self.frame_source(int(frame))
            if name and isinstance(source_file, str) and isinstance(source_line, str) and source_line.isdigit():
                return f"loc({mlir_string(name)}({mlir_string(source_file)}:{source_line}:0))"
        if name:
            return f"loc({mlir_string(name)})"
        return f"loc({mlir_string(self.source_name)}:{instr.line}:{instr.column})"

    def frame_source(self, frame: int) -> tuple[str | None, str | None]:
        """The file and line of a stack frame of the dump's tables (its innermost location)."""
        tables = self.hlo.tables
        try:
            frame_row = key_values(tables["StackFrames"][frame])
            location = key_values(tables["FileLocations"][int(frame_row["file_location_id"][0])])
            file_name = string(tables["FileNames"][int(location["file_name_id"][0])])
            return file_name, str(location["line"][0])
        except (KeyError, ValueError, TypeError, ParseError):
            return None, None

    # ---------------------------------------------------------------------------------- computations

    def parameters(self, comp: Computation) -> list:
        """The shapes of ``comp``'s parameters, by number (from its parameter instructions)."""
        found: dict[int, Instruction] = {}
        for instr in comp.instructions:
            if str(instr.opcode) == "parameter":
                items = instr.operands.items
                if len(items) != 1 or len(items[0]) != 1 or not str(items[0][0]).isdigit():
                    raise error("parameter: expected parameter(N)", instr.operands)
                number = int(items[0][0])
                if number in found:
                    raise error(f"parameter({number}) is declared twice in '{comp.name}'", instr.operands)
                found[number] = instr
        if sorted(found) != list(range(len(found))):
            missing = min(set(range(len(found) + 1)) - set(found))
            raise error(f"computation '{comp.name}' has no parameter({missing})", comp)
        return [read_shape(found[i].shape) for i in range(len(found))]

    def run(self, body: Body, comp: Computation, arguments: list[Value]) -> Value:
        """Write ``comp``'s instructions into ``body`` with its parameters bound to ``arguments``; its root's value."""
        self.active.append(comp.name)
        env: dict[str, Value] = {}
        root = None
        for instr in comp.instructions:
            if instr.name in env:
                raise error(f"'{instr.name}' is defined twice", instr)
            if str(instr.opcode) == "parameter":
                number = int(instr.operands.items[0][0])
                env[instr.name] = arguments[number]
            else:
                env[instr.name] = convert_instruction(body, instr, env)
            if instr.root:
                if root is not None:
                    raise error(f"a second ROOT in computation '{comp.name}'", instr)
                root = instr
        if not comp.instructions:
            raise error(f"computation '{comp.name}' has no instructions", comp)
        self.active.pop()
        return env[(root or comp.instructions[-1]).name]

    def block_arguments(self, shapes: list) -> tuple[list[Value], str]:
        """Fresh block arguments for parameters of ``shapes``: their values and the ``(%a: T, ...)`` text."""
        values, texts = [], []
        for shape in shapes:
            leaf_values = []
            for leaf in leaves(shape):
                name = self.fresh().replace("%", "%arg", 1)
                leaf_values.append(Leaf(name, leaf))
                texts.append(f"{name}: {leaf.mlir}")
            values.append(rebuild(shape, leaf_values))
        return values, ", ".join(texts)

    def region(self, comp: Computation, indent: int) -> Lines:
        """``comp`` as a region: a block with its parameters' leaves as arguments, ending in stablehlo.return."""
        body = Body(self, indent + 2)
        values, args = self.block_arguments(self.parameters(comp))
        result = flat(self.run(body, comp, values))
        lines = Lines()
        if args:
            lines.append((" " * indent + f"^bb0({args}):", None))
        lines.extend(body.lines)
        lines.append((" " * (indent + 2) + f'"stablehlo.return"({", ".join(v.name for v in result)}) : '
                      f'({", ".join(v.shape.mlir for v in result)}) -> ()', None))
        return lines

    def function_name(self, comp: Computation) -> str:
        """The function a ``call`` of ``comp`` calls (written once, after the functions before it)."""
        if comp.name not in self.functions:
            taken = set(self.functions.values()) | {"main"}
            name = re.sub(r"[^\w$.]", "_", comp.name)
            while name in taken:
                name += "_"
            self.functions[comp.name] = name
            self.pending.append(comp)
        return self.functions[comp.name]

    def function(self, comp: Computation, name: str, visibility: str) -> Lines:
        body = Body(self, 4)
        shapes = self.parameters(comp)
        values, args = self.block_arguments(shapes)
        args = self.argument_attributes(comp, args) if comp is self.entry else args
        result = flat(self.run(body, comp, values))
        types = [v.shape.mlir for v in result]
        results = types[0] if len(types) == 1 else f"({', '.join(types)})"
        lines = Lines([(f"  func.func {visibility} {symbol(name)}({args}) -> {results} {{", (comp.line, comp.column))])
        lines.extend(body.lines)
        lines.append((f'    "func.return"({", ".join(v.name for v in result)}) : ({", ".join(types)}) -> ()', None))
        lines.append(("  }", None))
        return lines

    def argument_attributes(self, comp: Computation, args: str) -> str:
        """The entry's arguments with the ``mhlo.sharding`` of their parameters, as XLA's importer gives them."""
        shardings = {}
        for instr in comp.instructions:
            if str(instr.opcode) == "parameter" and isinstance(instr.attributes.get("sharding"), Group):
                number = int(instr.operands.items[0][0])
                shardings[number] = source_text(self.text, instr.attributes["sharding"])
        if not shardings:
            return args
        parts, index = args.split(", ") if args else [], 0
        out = []
        shapes = self.parameters(comp)
        for number, shape in enumerate(shapes):
            for _ in leaves(shape):
                text = parts[index]
                if number in shardings and isinstance(shape, ArrayShape):
                    text += f" {{mhlo.sharding = {mlir_string(shardings[number])}}}"
                out.append(text)
                index += 1
        return ", ".join(out)

    def sharded_devices(self) -> int:
        """How many devices the module's shardings tile over: JAX's ``as_text`` leaves ``num_partitions`` out of
        the header, and XLA takes it from the compile options; the largest tile assignment stands for it."""
        from ..ir.hlo_sharding import HloShardingError, parse_hlo_sharding

        most = 1
        for comp in self.hlo.computations:
            for instr in comp.instructions:
                value = instr.attributes.get("sharding")
                if not isinstance(value, Group):
                    continue
                try:
                    sharding = parse_hlo_sharding(source_text(self.text, value))
                except HloShardingError:
                    continue
                for one in sharding.elements or (sharding,):
                    if one.devices is not None:
                        most = max(most, int(one.devices.size))
        return most

    def convert(self) -> tuple[str, list]:
        """The StableHLO text and, for each of its lines, the (line, column) in the HLO file or None."""
        mesh_ops = meshes(self)
        functions = [self.function(self.entry, "main", "public")]
        while self.pending:
            comp = self.pending.pop(0)
            functions.append(self.function(comp, self.functions[comp.name], "private"))
        attributes = []
        for key, mlir_key in (("replica_count", "mhlo.num_replicas"), ("num_partitions", "mhlo.num_partitions")):
            value = self.hlo.attributes.get(key)
            if isinstance(value, Token) and value.isdigit():
                attributes.append(f"{mlir_key} = {int(value)} : i32")
            elif key == "num_partitions" and self.sharded_devices() > 1:
                attributes.append(f"{mlir_key} = {self.sharded_devices()} : i32")
        header = f"module {symbol(self.hlo.name)}"
        if attributes:
            header += " attributes {" + ", ".join(attributes) + "}"
        lines = [(header + " {", None)] + [(op, None) for op in mesh_ops]
        for name in self.sdy_new_meshes:
            lines.append((f'  "sdy.mesh"() {{mesh = {self.sdy_meshes[name]}, sym_name = {mlir_string(name)}}} : () -> ()',
                          None))
        for function in functions:
            lines.extend(function)
        lines.append(("}", None))
        return "\n".join(text for text, _ in lines) + "\n", [position for _, position in lines]
