"""MLIR bytecode (``.mlirbc``): portable artifacts of the versioned VHLO dialect, read and written, and plain
MLIR bytecode of the dialects themselves (jaxlib's ``write_bytecode``, TF, stablehlo-opt), read.

StableHLO's compatibility guarantees apply to these files (upstream docs/compatibility.md, docs/vhlo.md).
The layers of this package, bottom up:

- ``stream``: the bytecode primitives (PrefixVarInt, signed varints, blobs, sections) with bounds checks;
  every failure is a ``BytecodeError`` naming the section and the byte offset.
- ``container``: the MLIR bytecode container, versions 0 to 6 (llvm-project mlir/docs/BytecodeFormat.md):
  string, dialect, attribute/type, properties and IR sections, value numbering.
- ``builtin_codec``, ``vhlo_codec``, ``stablehlo_codec``: the attribute and type encodings of the builtin
  dialect (BuiltinDialectBytecode.td), of VHLO (stablehlo/dialect/VhloBytecode.cpp) and of StableHLO and
  CHLO themselves (StablehloBytecode.cpp, ChloBytecode.cpp); ``plain_layouts``: where a plain file keeps
  each op's inherent attributes (ODS's properties, from the op table).
- ``versions``, ``vhlo_ops``, ``legalize``: VHLO op versions and the mapping to and from StableHLO
  (VhloOps.td, VhloLegalizeToStablehlo.cpp, StablehloLegalizeToVhlo.cpp, VhloToVersionPatterns.td).

How VHLO-level values are held (the contract between the codecs and ``legalize``): VHLO attributes and
types decode into the ``ir`` classes, so that most of them need no conversion at all:

- types: ``!vhlo.f32_v1`` -> ``FloatType("f32")``, ``!vhlo.i64_v1`` (VHLO's signed ints) ->
  ``IntegerType(64)``, ``!vhlo.bool_v1`` -> ``BooleanType()``, ``!vhlo.tensor_v1`` -> ``TensorType``, and so
  on; VHLO has no signless integers and the ir does not distinguish them.
- ``array_v1`` -> ``ArrayAttr``; ``bool_v1`` -> ``BoolAttr``; ``dict_v1`` -> ``DictAttr``;
  ``float_v1`` -> ``FloatAttr``; ``integer_v1`` -> ``IntegerAttr`` (with its type); ``string_v1`` ->
  ``StringAttr`` (symbol names too); ``tensor_v1`` -> ``DenseElementsAttr``; ``type_v1`` -> ``TypeAttr``;
  ``type_extensions_v1`` -> ``StructAttr("stablehlo.bounds", positional=...)``;
  ``output_operand_alias_v1`` -> ``StructAttr("stablehlo.output_operand_alias", ...)``;
  ``result_accuracy_v1`` -> ``StructAttr("stablehlo.result_accuracy", ...)``.
- VHLO enums -> ``EnumAttr("vhlo", kind, NAME)`` with kind one of ``comparison_direction``,
  ``comparison_type``, ``api_version``, ``fft_type``, ``precision``, ``rng_algorithm``,
  ``rng_distribution``, ``transpose``, ``result_accuracy_mode`` (the names, not the numbers: StableHLO
  and VHLO map enums by name).
"""
