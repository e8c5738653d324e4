"""What feeds inputs to a program, writes and compares its results, and collects and runs checks:
shared by ``shlo run``, ``shlo check`` and the pytest plugin (a layer above ``module``, below ``cli``).

- ``signature``: the argument and result names a program records (JAX, TensorFlow, hand-written);
- ``inputs``: ``.npy``/``.npz`` files and literals matched to arguments or results (``match_arrays``);
- ``compare``: results against expected values under per-dtype tolerances (``compare``);
- ``outputs``: results written to ``.npy``/``.npz``/a folder, atomically (``write_results``);
- ``collect``: which files are tests (models with sidecars, self-checking programs) and their items;
- ``runner``: one item run (``run_item``), shared by ``shlo check`` and the pytest plugin;
- ``pytest_plugin``: the items as pytest items (entry point ``pytest11``, ``pytest --shlo PATH``);
- ``report``: what ``shlo check`` shows (progress, summary table, JSON, GitHub annotations).

The submodules are imported where they are used (``from stablehlo_py.harness.compare import compare``),
so importing one does not load the others.
"""
