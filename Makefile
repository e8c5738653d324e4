# Set-up and checks; each target makes the virtualenv and installs the package first.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
# A second virtualenv holding the oldest versions pyproject.toml allows.
MIN_VENV  ?= .venv-min
MIN_STAMP := $(MIN_VENV)/.installed

.PHONY: demo test test-min-deps fuzz bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,lapack,mpi]'
	touch $(STAMP)

# The bundled example: a two-layer perceptron exported as StableHLO, checked and run on an input.
demo: $(STAMP)
	$(BIN)/shlo verify testdata/examples/mlp.mlir
	$(BIN)/shlo run testdata/examples/mlp.mlir --input testdata/examples/mlp_input.npy

test: $(STAMP)
	$(BIN)/python -m pytest -q

# Every `name>=version` of pyproject.toml installed as exactly `name==version` (.ci/floors.py), then the tests;
# without the [lapack] extra, so that CI also runs the suite without scipy (the NumPy replays of LAPACK).
$(MIN_STAMP): pyproject.toml .ci/floors.py
	rm -rf $(MIN_VENV)
	$(PYTHON) -m venv $(MIN_VENV)
	$(MIN_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(PYTHON) .ci/floors.py pyproject.toml > $(MIN_VENV)/constraints.txt
	$(MIN_VENV)/bin/python -m pip install --quiet --constraint $(MIN_VENV)/constraints.txt -e '.[test]'
	touch $(MIN_STAMP)

test-min-deps: $(MIN_STAMP)
	$(MIN_VENV)/bin/python .ci/floors.py --check --extra test pyproject.toml
	$(MIN_VENV)/bin/python -m pytest -q

# The long fuzz campaign (issue #15; `make test` runs the same tests bounded): the "fuzz" Hypothesis
# profile of tests/fuzzing.py, 4,000 examples per fuzz test (STABLEHLO_PY_FUZZ_EXAMPLES=N for more), then
# the examples counted by kind of mutation and by how each ended.
fuzz: $(STAMP)
	rm -rf .fuzz-counts
	STABLEHLO_PY_FUZZ_PROFILE=fuzz STABLEHLO_PY_FUZZ_COUNTS=.fuzz-counts $(BIN)/python -m pytest -q -n 2 \
		tests/test_fuzz_programs.py tests/test_fuzz_inputs.py tests/test_fuzz_cli.py tests/test_fuzz_dialects.py
	$(BIN)/python tests/fuzzing.py .fuzz-counts

bench: $(STAMP)
	for script in benchmarks/*.py; do $(BIN)/python $$script || exit 1; done

clean:
	rm -rf $(VENV) $(MIN_VENV) build *.egg-info .fuzz-counts
