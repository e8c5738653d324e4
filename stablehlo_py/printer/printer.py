"""AST -> MLIR text, in the pretty form (each op's assembly format) or the generic form."""
from __future__ import annotations

from typing import Collection

from ..dialect import format_of
from ..ir import attributes as at
from ..ir.nodes import Block, BlockArgument, Func, Module, Op, Region
from ..ir.types import FunctionType

INDENT = "  "


class Printer:
    """Prints one module; ``indentation`` is the current line prefix (formats use it)."""

    def __init__(self, generic: bool = False):
        self.generic = generic
        self.indentation = ""

    # ---------------------------------------------------------------- module
    def module(self, m: Module) -> str:
        """Aliases, the module, location aliases, then the resource blobs (``{-# ... #-}``)."""
        lines = []
        for name, value in m.aliases.items():
            sigil = "#" if isinstance(value, at.Attribute) else "!"
            lines.append(f"{sigil}{name} = {value}")
        if self.generic:
            lines.append(self._generic_module(m))
        else:
            head = "module"
            if m.name is not None:
                head += " " + str(at.SymbolRefAttr((m.name,)))
            head += self.attr_dict(m.attributes, keyword=True)
            lines.append(head + " {")
            self.indentation = INDENT
            body = [self.func_or_op(item) for item in m.body]
            self.indentation = ""
            lines.append("\n\n".join(body))
            lines.append("}" + self._loc(m.location))
        for name, loc in m.loc_aliases.items():
            lines.append(f"#{name} = {loc}")
        if m.resources:
            entries = ",\n".join(f'      {_resource_key(k)}: "0x04000000{v.hex().upper()}"' for k, v in m.resources.items())
            lines.append("{-#\n  dialect_resources: {\n    builtin: {\n" + entries + "\n    }\n  }\n#-}")
        return "\n".join(line for line in lines if line) + "\n"

    def _generic_module(self, m: Module) -> str:
        attrs = dict(m.attributes)
        if m.name is not None:
            attrs["sym_name"] = at.StringAttr(m.name)
        self.indentation = INDENT
        body = "\n".join(self.func_or_op(item) for item in m.body)
        self.indentation = ""
        return f'"builtin.module"() ({{\n{body}\n}}){self.attr_dict(attrs)} : () -> (){self._loc(m.location)}'

    def func_or_op(self, item: Func | Op) -> str:
        """A module-level or nested item on its own line(s), at the current indentation."""
        return self.func(item) if isinstance(item, Func) else self.indentation + self.op(item)

    # ---------------------------------------------------------------- functions
    def func(self, f: Func) -> str:
        """``func.func [visibility] @name(%arg: T {attrs} loc(...)) -> R attributes {...} {body}``."""
        if self.generic:
            return self.indentation + self._generic_func(f)
        args = []
        for i, t in enumerate(f.type.inputs):
            attrs = f.arg_attrs[i] if i < len(f.arg_attrs) else None
            text = str(t) if f.body is None else f"{f.arguments[i].name}: {t}"
            if attrs is not None:
                text += f" {attrs}"
            if f.body is not None and f.arguments[i].location is not None:
                text += f" {f.arguments[i].location}"
            args.append(text)
        head = "func.func " + (f"{f.visibility} " if f.visibility else "") + str(at.SymbolRefAttr((f.name,)))
        head += f"({', '.join(args)})"
        results = []
        for i, t in enumerate(f.type.results):
            attrs = f.result_attrs[i] if i < len(f.result_attrs) else None
            results.append(f"{t} {attrs}" if attrs is not None else str(t))
        if len(results) == 1 and not f.result_attrs:
            head += f" -> {results[0]}"
        elif results:
            head += f" -> ({', '.join(results)})"
        head += self.attr_dict(f.attributes, keyword=True)
        if f.body is not None:
            head += " " + self.region(f.body, entry_args=False)
        return self.indentation + head + self._loc(f.location)

    def _generic_func(self, f: Func) -> str:
        attrs: dict[str, at.Attribute] = {"function_type": at.TypeAttr(f.type), "sym_name": at.StringAttr(f.name)}
        if f.visibility:
            attrs["sym_visibility"] = at.StringAttr(f.visibility)
        if f.arg_attrs:
            attrs["arg_attrs"] = at.ArrayAttr(tuple(a or at.DictAttr(()) for a in f.arg_attrs))
        if f.result_attrs:
            attrs["res_attrs"] = at.ArrayAttr(tuple(a or at.DictAttr(()) for a in f.result_attrs))
        attrs.update(f.attributes)
        regions = f" ({self.region(f.body, entry_args=True)})" if f.body is not None else " ({\n" + self.indentation + "})"
        return f'"func.func"(){regions}{self.attr_dict(attrs)} : () -> (){self._loc(f.location)}'

    # ---------------------------------------------------------------- ops
    def op(self, op: Op) -> str:
        """``results = `` then the op in its pretty format when it has one that fits, else the generic form."""
        results = ""
        if op.result_groups:
            results = ", ".join(n if c == 1 else f"{n}:{c}" for n, c in op.result_groups) + " = "
        body = None
        if not self.generic:
            fmt = format_of(op.name)
            if fmt is not None:
                body = fmt.print(op, self)
                if body is not None:
                    body = op.name + body
        if body is None:
            body = self._generic_op(op)
        return results + body + self._loc(op.location)

    def _generic_op(self, op: Op) -> str:
        text = f'{at.quote(op.name)}({", ".join(op.operands)})'
        if op.successors:
            text += f" [{', '.join(op.successors)}]"
        if op.regions:
            text += " (" + ", ".join(self.region(r, entry_args=True) for r in op.regions) + ")"
        text += self.attr_dict(op.attributes)
        return text + " : " + str(FunctionType(op.operand_types, op.result_types))

    # ---------------------------------------------------------------- regions
    def region(self, region: Region, entry_args: bool) -> str:
        """``{ ops }`` over several lines; ``entry_args`` prints the entry block's ``^bb0(...):`` header
        (pretty forms that declare the arguments outside the braces pass False)."""
        outer = self.indentation
        self.indentation = outer + INDENT
        lines = ["{"]
        for i, block in enumerate(region.blocks):
            if i > 0 or (entry_args and (block.arguments or block.label)):
                lines.append(outer + self.block_header(block, i))
            for op in block.ops:
                lines.append(self.func_or_op(op))
        self.indentation = outer
        lines.append(outer + "}")
        return "\n".join(lines)

    def block_header(self, block: Block, index: int) -> str:
        label = block.label or f"^bb{index}"
        if block.arguments:
            return f"{label}({', '.join(self.block_arg(a) for a in block.arguments)}):"
        return f"{label}:"

    def block_arg(self, arg: BlockArgument) -> str:
        return f"{arg.name}: {arg.type}" + self._loc(arg.location)

    # ---------------------------------------------------------------- attributes
    def attr_dict(self, attrs: dict, exclude: Collection[str] = (), keyword: bool = False) -> str:
        """`` {a = 1, b}`` of the attributes not printed by the format (sorted), or ``""``."""
        rest = sorted((k, v) for k, v in attrs.items() if k not in exclude)
        if not rest:
            return ""
        return (" attributes " if keyword else " ") + at.format_attr_dict(rest)

    @staticmethod
    def _loc(loc) -> str:
        return f" {loc}" if loc is not None else ""


def _resource_key(key: str) -> str:
    """A resource key bare when it is an identifier, else quoted."""
    return key if key.replace("_", "a").replace(".", "a").isalnum() and not key[0].isdigit() else at.quote(key)
