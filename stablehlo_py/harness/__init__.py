"""What feeds inputs to a program, writes and compares its results, and collects and runs checks:
shared by ``shlo run``, ``shlo check`` and the pytest plugin (a layer above ``module``, below ``cli``).

- ``signature``: the argument and result names a program records (JAX, TensorFlow, hand-written);
- ``inputs``: ``.npy``/``.npz`` files and literals matched to arguments or results (``match_arrays``);
- ``compare``: results against expected values under per-dtype tolerances (``compare``);
- ``outputs``: results written to ``.npy``/``.npz``/a folder, atomically (``write_results``).

The submodules are imported where they are used (``from stablehlo_py.harness.compare import compare``),
so importing one does not load the others.
"""
