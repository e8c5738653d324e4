"""The enumerations of StableHLO and CHLO attributes (spec "Types"/op sections; StablehloEnums.td).

Each enum's values are written once here; op declarations, pretty formats and
the typed attribute records of checks and kernels all read them from these
classes. Each class's ``kind`` is the name MLIR prints: ``#stablehlo<comparison_direction GE>``.
"""
from __future__ import annotations

from enum import Enum


class DialectEnum(str, Enum):
    """An enum attribute value; a ``str`` so that ``ComparisonDirection.GE == "GE"``.

    Each subclass carries ``kind`` (``comparison_direction``) and ``dialect`` (``stablehlo``).
    """

    def __str__(self) -> str:
        return self.value


def _enum(name: str, kind: str, values: str, dialect: str = "stablehlo") -> type[DialectEnum]:
    """A DialectEnum subclass with members ``values`` and the MLIR kind name ``kind``."""
    cls = DialectEnum(name, [(v, v) for v in values.split()])  # type: ignore[call-overload]
    cls.kind = kind  # type: ignore[attr-defined]
    cls.dialect = dialect  # type: ignore[attr-defined]
    return cls


ComparisonDirection = _enum("ComparisonDirection", "comparison_direction", "EQ NE GE GT LE LT")
ComparisonType = _enum("ComparisonType", "comparison_type", "NOTYPE FLOAT TOTALORDER SIGNED UNSIGNED")
Precision = _enum("Precision", "precision", "DEFAULT HIGH HIGHEST")
FftType = _enum("FftType", "fft_type", "FFT IFFT RFFT IRFFT")
RngDistribution = _enum("RngDistribution", "rng_distribution", "UNIFORM NORMAL")
RngAlgorithm = _enum("RngAlgorithm", "rng_algorithm", "DEFAULT THREE_FRY PHILOX")
Transpose = _enum("Transpose", "transpose", "TRANSPOSE_INVALID NO_TRANSPOSE TRANSPOSE ADJOINT")
ResultAccuracyMode = _enum("ResultAccuracyMode", "result_accuracy_mode", "DEFAULT HIGHEST TOLERANCE")
ChloComparisonDirection = _enum("ChloComparisonDirection", "comparison_direction", "EQ NE GE GT LE LT", "chlo")
ChloComparisonType = _enum("ChloComparisonType", "comparison_type", "NOTYPE FLOAT TOTALORDER SIGNED UNSIGNED",
                           "chlo")
ChloPrecision = _enum("ChloPrecision", "precision", "DEFAULT HIGH HIGHEST", "chlo")
