"""Per-op checks, grouped like the spec; importing this package registers them all."""
from . import elementwise, indexing, reduction, shape  # noqa: F401
