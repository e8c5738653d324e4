"""Per-op checks, grouped like the spec; importing this package registers them all."""
from . import elementwise, indexing, reduction, shape  # noqa: F401
from . import collectives  # noqa: F401
from . import dynamic, linalg, quantization  # noqa: F401
from . import control_flow  # noqa: F401
from . import misc  # noqa: F401
from . import chlo  # noqa: F401
