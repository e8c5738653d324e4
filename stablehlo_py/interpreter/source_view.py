"""The Python that functions are compiled to (codegen.py), for reading: ``shlo run --show-compiled`` prints each
function's source and a legend of the constants, indices and shapes it reads."""
from __future__ import annotations

import re

from .codegen import GeneratedFunc
from .evaluator import Interpreter, generated_python


def compiled_source(module, strict: bool = False) -> str:
    """The generated Python of every function of ``module`` with a body, as ``Interpreter.call`` runs it (none
    when an op is over the memory budget: such runs go through the steps, interpreter/budget.py)."""
    interpreter = Interpreter(module, strict=strict)
    parts = []
    for name, func in module.funcs.items():
        if func.body is not None:
            made = None if interpreter.guarded else generated_python(
                interpreter.compile(name), strict, interpreter._callee, numerics=interpreter.numerics)
            parts.append(f"# @{name}\n{made.source}{_legend(made)}" if made is not None
                         else f"# @{name}\n# (runs through its steps)")
    return "\n".join(parts)


def _legend(made: GeneratedFunc) -> str:
    """What the constants the source reads are (``C``: arrays, with their values when small; ``c``: NumPy
    scalars; ``I``, ``S``: indices and shapes, ``_Writer.literal``)."""
    lines = []
    read = set(re.findall(r"\b[CcIS]\d+\b", made.source))
    for name, value in made.constants.items():
        if name in read and name[0] in "IS":
            lines.append(f"#   {name} = {_index_source(value) if name[0] == 'I' else value}")
        elif name in read:
            shown = value.tolist() if value.size <= 8 else "..."
            lines.append(f"#   {name} = {value.dtype}{list(value.shape)} {shown}")
    return "# constants:\n" + "\n".join(lines) + "\n" if lines else ""


def _index_source(index) -> str:
    """``[0:2, 1, None]``: the source text of an index object (``rewrites.index_value``: that of a tuple, a slice,
    an integer or None), as the generated line would write it."""
    items = index if isinstance(index, tuple) else (index,)
    text = ", ".join(f"{item.start}:{item.stop}" + ("" if item.step is None else f":{item.step}")
                     if isinstance(item, slice) else str(item) for item in items)
    return f"[{text}{',' if isinstance(index, tuple) and len(index) == 1 else ''}]" if items else "[()]"
