"""Write ``NAME.xla_stablehlo.mlir`` beside each ``NAME.hlo`` of ``testdata/hlo/``: XLA's own translation.

Run it from the repository's root with the JAX oracle, after the other exporters::

    /work/oracles/jax/bin/python tools/export_hlo_xla_stablehlo.py

For every ``testdata/hlo/NAME.hlo`` and ``testdata/hlo/parse_only/NAME.hlo`` (JAX's and TensorFlow's alike) it
parses the text with XLA's HLO parser (``jaxlib._hlo.hlo_module_from_text``), converts the module with XLA's
HLO -> StableHLO translation (``jax._src.lib._jax.mlir.hlo_to_stablehlo``, the hlo_to_mhlo and
mhlo_legalize_to_stablehlo passes the issue names) and prints the result as MLIR text. These files show how
XLA maps each opcode, tuple and attribute; they are a reference for the converter, not its expected output
verbatim. Every other ``*.hlo`` file (the dumps, TF's optimized HLO) is only parsed, to check XLA reads it
back; the script prints how many it read and stops with an error naming any file it cannot. Sharded programs
also get ``NAME.before_optimizations.xla_stablehlo.mlir``, to show how XLA translates the dump's sharding forms
(``mhlo.sharding = "{mesh['x'=4], ...}"`` or ``"{devices=[4,1]<=[4]}"``). Neither translation keeps the
module's ``num_partitions`` (it lives in the module's config, not in the HloModuleProto converted here).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from jax._src.interpreters import mlir as jax_mlir
from jax._src.lib import _jax
from jaxlib import _hlo
from jaxlib.mlir import ir

OUT = Path(__file__).resolve().parent.parent / "testdata" / "hlo"


def main() -> None:
    programs = json.loads((OUT / "programs.json").read_text())
    parse_only = json.loads((OUT / "parse_only" / "programs.json").read_text())
    written, parsed, failed = 0, 0, []
    for path in sorted(OUT.glob("*.hlo")) + sorted((OUT / "parse_only").glob("*.hlo")):
        try:
            module = _hlo.hlo_module_from_text(path.read_text())
        except Exception as err:  # noqa: BLE001  (collected and reported)
            failed.append(f"{path.name}: {str(err).splitlines()[0]}")
            continue
        parsed += 1
        name = path.name.split(".")[0]
        sharded_dump = (path.name.endswith(".before_optimizations.hlo")
                        and programs.get(name, {}).get("devices", 1) > 1)
        if path.name.count(".") != 1 and not sharded_dump:  # other dumps, NAME.optimized.hlo
            continue
        bytecode = _jax.mlir.hlo_to_stablehlo(module.as_serialized_hlo_module_proto())
        with jax_mlir.make_ir_context():
            text = str(ir.Module.parse(bytecode))
        target = path.with_suffix(".xla_stablehlo.mlir")
        target.write_text(text if text.endswith("\n") else text + "\n")
        entry = (parse_only if path.parent.name == "parse_only" else programs).get(name)
        if entry is not None:
            entry["files"][target.name.split(".", 1)[1]] = f"hlo_to_stablehlo({path.name})"
        written += 1
    (OUT / "programs.json").write_text(json.dumps(programs, indent=1) + "\n")
    (OUT / "parse_only" / "programs.json").write_text(json.dumps(parse_only, indent=1) + "\n")
    print(f"XLA parsed {parsed} HLO files; wrote {written} *.xla_stablehlo.mlir")
    if failed:
        sys.exit("XLA could not parse:\n" + "\n".join(failed))


if __name__ == "__main__":
    main()
