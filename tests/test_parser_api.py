"""The Python API: load / load_all on paths and text, split_chunks, parse_text offsets, the public Module."""
from __future__ import annotations

from pathlib import Path

import pytest
from helpers import syntax_file

import stablehlo_py.parser
from stablehlo_py import InputError, Module, ParseError, load, load_all, parse_text, parse_text_all
from stablehlo_py.ir import nodes
from stablehlo_py.parser import split_chunks

PROGRAM = "func.func @main(%a: tensor<f32>) -> tensor<f32> {\n  return %a : tensor<f32>\n}\n"


def test_load_text_path_and_string_path_agree():
    path = syntax_file("functions.mlir")
    from_path = load(path)
    from_str = load(str(path))
    from_text = parse_text(path.read_text())
    assert isinstance(from_path, Module)
    assert from_path == from_str == from_text
    assert from_path.source_name == str(path) == from_str.source_name
    assert from_text.source_name == "<string>"


def test_load_all_splits_at_separator_lines(tmp_path: Path):
    path = tmp_path / "three.mlir"
    path.write_text(PROGRAM + "// -----\n" + PROGRAM.replace("main", "second") + "// ----- trailing words\n"
                    + PROGRAM.replace("main", "third"))
    modules = load_all(path)
    assert [list(m.funcs) for m in modules] == [["main"], ["second"], ["third"]]
    assert [m.body[0].line for m in modules] == [1, 5, 9]  # lines in the whole file
    assert parse_text_all(path.read_text()) == modules
    assert parse_text(PROGRAM) == modules[0]


def test_split_chunks_line_offsets():
    text = "a\n// -----\nb\nc\n// -----\nd\n"
    chunks = split_chunks(text)
    assert [offset for _, offset in chunks] == [0, 1, 4]
    assert [chunk.strip() for chunk, _ in chunks] == ["a", "b\nc", "d"]
    assert split_chunks("no separators") == [("no separators", 0)]


def test_parse_text_line_offset_shifts_positions():
    module = parse_text(PROGRAM, "x.mlir", line_offset=10)
    assert module.source_name == "x.mlir"
    assert module.funcs["main"].body.entry.ops[0].line == 12  # lines in the whole file, as in errors
    with pytest.raises(ParseError) as err:
        parse_text("func.func @f() {\n  return $\n}", "x.mlir", line_offset=10)
    assert err.value.line == 12


def test_entry_points_build_the_public_module_and_the_parser_the_plain_tree():
    public = [parse_text(PROGRAM), parse_text_all(PROGRAM)[0]]
    assert all(type(m) is Module for m in public)
    assert issubclass(Module, nodes.Module)
    plain = stablehlo_py.parser.parse_text(PROGRAM)
    assert type(plain) is nodes.Module and not hasattr(plain, "to_text")
    assert plain.body == public[0].body and str(public[0]) == public[0].to_text()


def test_a_missing_file_is_an_input_error_and_text_is_never_taken_for_a_path():
    for path in ("no/such/program.mlir", Path("no/such/program.mlir")):
        with pytest.raises(InputError, match="no/such/program.mlir': cannot read the file: No such file"):
            load(path)
    with pytest.raises(InputError, match=r"program text is parsed by stablehlo_py.parse_text"):
        load(PROGRAM)
    with pytest.raises(InputError, match="cannot read the file"):
        load("x" * 5000)  # a name too long for the system: still one InputError, never an OSError
    with pytest.raises(TypeError, match="takes a path"):
        load(12)


def test_non_utf8_file_is_a_clean_parse_error(tmp_path: Path):
    path = tmp_path / "latin1.mlir"
    path.write_bytes(b"// caf\xe9\n" + PROGRAM.encode())
    with pytest.raises(ParseError) as err:
        load(path)
    assert str(err.value) == f"{path}: error: file is not UTF-8 text, MLIR bytecode or a jax.export blob"


def test_walk_visits_nested_ops_in_program_order():
    module = load(syntax_file("module_pretty.mlir"))
    assert [op.name for op in module.walk()] == ["stablehlo.reduce", "stablehlo.add", "stablehlo.return",
                                                 "func.call", "func.return"]
