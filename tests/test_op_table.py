"""The op table (stablehlo_py/dialect/) against what the stages register (issue: one declaration per op).

Every declared op has a format or is generic-only by declaration, a check or
"no constraints beyond the table", and a kernel or "not supported: why"; no
check or kernel reads an op's raw attribute dictionary; every op the parser,
verifier and interpreter know is declared.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import stablehlo_py
from stablehlo_py.dialect import TABLE
from stablehlo_py.interpreter.kernels import lookup
from stablehlo_py.interpreter.registry import KERNELS
from stablehlo_py.ir.opdef import GENERIC_ONLY, OpDef, REQUIRED, field_name
from stablehlo_py.verifier import checks
from stablehlo_py.verifier.registry import CHECKS, check_of

PACKAGE = Path(stablehlo_py.__file__).parent
DEFINITIONS = sorted(TABLE.values(), key=lambda d: d.name)


@pytest.mark.parametrize("definition", DEFINITIONS, ids=lambda d: d.name)
def test_every_op_has_its_pieces(definition: OpDef):
    check, kernel = check_of(definition.name), lookup(definition.name)
    assert (check is not None) != definition.table_checks_only, \
        f"{definition.name}: a check, or table_checks_only=True, but not both"
    assert (kernel is not None) != bool(definition.unsupported), \
        f"{definition.name}: a kernel, or unsupported='why', but not both"
    assert definition.format is GENERIC_ONLY or hasattr(definition.format, "parse")
    assert definition.spec, f"{definition.name}: say where the op is defined (spec=...)"


@pytest.mark.parametrize("definition", DEFINITIONS, ids=lambda d: d.name)
def test_declarations_are_consistent(definition: OpDef):
    """Attribute records can be built; defaults of optional attributes are of their kind."""
    record = definition.record_type
    assert set(record.__dataclass_fields__) == {"op"} | {field_name(a.name) for a in definition.attributes}
    for a in definition.attributes:
        if a.enum is not None and a.default not in (REQUIRED, None):
            assert a.default in (a.enum if a.kind.name == "ENUM" else ()) or isinstance(a.default, tuple)


def test_family_files_line_up_across_stages():
    """An op's declaration, check and kernel are in files of the same family name."""
    checks.load_all()
    for definition in DEFINITIONS:
        for registry, folder in ((CHECKS, "verifier/checks"), (KERNELS, "interpreter/kernels")):
            function = registry.get(definition.name)
            if function is None:
                continue
            module = function.__module__.rsplit(".", 1)[1]
            assert module == definition.family or module.startswith(definition.family + "_"), \
                f"{definition.name} is declared in family {definition.family} but registered in {folder}/{module}.py"


_RAW_ATTRIBUTE_READS = re.compile(r"(?<!ir)\.attributes\b(?!_)|ctx\.(attr|ints|integer|flag)\(")


@pytest.mark.parametrize("folder", ["verifier/checks", "interpreter/kernels"])
def test_no_check_or_kernel_reads_raw_attributes(folder):
    offenders = []
    for path in sorted((PACKAGE / folder).glob("*.py")):
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            if _RAW_ATTRIBUTE_READS.search(line) and not line.lstrip().startswith("#"):
                offenders.append(f"{path.name}:{number}: {line.strip()}")
    assert not offenders, "read attributes through the typed record instead:\n" + "\n".join(offenders)


def test_registering_an_undeclared_op_fails():
    from stablehlo_py.interpreter.registry import kernel
    from stablehlo_py.verifier.registry import check

    with pytest.raises(LookupError, match="does not declare"):
        kernel("stablehlo.not_an_op")(lambda ctx, attrs: None)
    with pytest.raises(LookupError, match="does not declare"):
        check("chlo.not_an_op")(lambda ctx, attrs: None)


def test_check_modules_are_the_families_check_of_loads():
    """``check_of`` imports the module of an op's family only (verifier/checks/__init__.py): the list of those
    modules is the folder's, and a check registered from another family's module is refused."""
    from stablehlo_py.verifier.registry import check

    folder = sorted(p.stem for p in (PACKAGE / "verifier" / "checks").glob("*.py") if p.stem != "__init__")
    assert sorted(checks.FAMILIES) == folder and set(folder) <= {d.family for d in DEFINITIONS}
    with pytest.raises(LookupError, match="belongs in checks/elementwise.py"):
        check("stablehlo.add")(lambda ctx, attrs: None)  # registered from this test module


# The rules verifier/declared.py derives from declarations, each recognised by the words of its message.
_DERIVED_RULES = {
    "operand count": r"has \d+ operands? but takes",
    "result count": r"has \d+ results? but produces",
    "region count": r"has \d+ regions? but takes",
    "missing attribute": r"attribute `\w+` is missing",
    "attribute kind": r"attribute `\w+` is .* but must be",
    "enum value": r"attribute `\w+` is .*, but \w+ is not one of",
    "element kinds": r"(operand|result) #\d+ \(`\w+`\) has type .* but must be a tensor of",
    "same shapes (trait)": r"their shapes must match",
    "same element types (trait)": r"has element type .* they must match",
    "same operand types (trait)": r"operand #\d+ has type .* but operand #0 has .*; they must be equal",
}


def test_every_rule_derived_from_the_table_has_a_failing_program():
    """testdata/verify/ holds at least one program that breaks each rule the declarations imply."""
    from stablehlo_py.parser import parse_text, split_chunks
    from stablehlo_py.verifier import verify_module

    messages = [d.message for path in sorted((PACKAGE.parent / "testdata" / "verify").glob("*.mlir"))
                for chunk, offset in split_chunks(path.read_text())
                for d in verify_module(parse_text(chunk, str(path), offset))]
    missing = [rule for rule, pattern in _DERIVED_RULES.items()
               if not any(re.search(pattern, m) for m in messages)]
    assert not missing, f"no failing program in testdata/verify/ for: {', '.join(missing)}"
