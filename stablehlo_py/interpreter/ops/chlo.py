"""CHLO ops the conformance suites use (chlo.md), where a NumPy formulation is direct."""
from __future__ import annotations
