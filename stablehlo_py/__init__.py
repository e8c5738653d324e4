"""stablehlo_py: parse, verify and interpret StableHLO programs in pure Python."""
from .bytecode.errors import TargetVersionError
from .errors import InputError, ParseError, StableHLOError
from .ir.nodes import Block, BlockArgument, Func, Op, Region
from .module import ExportedModule, Module, load, load_all, parse_hlo_text, parse_text, parse_text_all

__all__ = ["load", "load_all", "parse_text", "parse_text_all", "parse_hlo_text", "ParseError", "StableHLOError", "InputError", "Module",
           "ExportedModule", "Func", "Op", "Region", "Block", "BlockArgument", "VerificationError", "TargetVersionError", "register_custom_call"]
__version__ = "0.1.0"


def __getattr__(name: str):
    """``register_custom_call`` and ``VerificationError``, imported when first asked for (the interpreter is not
    needed to parse or verify, and the verifier's checks not to parse)."""
    if name == "register_custom_call":
        from .interpreter.custom_calls import register_custom_call

        return register_custom_call
    if name == "VerificationError":
        from .verifier.diagnostics import VerificationError

        return VerificationError
    raise AttributeError(f"module 'stablehlo_py' has no attribute {name!r}")
