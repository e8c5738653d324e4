"""Per-op checks, grouped like the spec; importing this package registers them all."""
from . import elementwise, indexing  # noqa: F401
