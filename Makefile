# Set-up and checks; each target makes the virtualenv and installs the package first.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: demo test bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# The bundled example: a two-layer perceptron exported as StableHLO, checked and run on an input.
demo: $(STAMP)
	$(BIN)/shlo verify testdata/examples/mlp.mlir
	$(BIN)/shlo run testdata/examples/mlp.mlir --input testdata/examples/mlp_input.npy

test: $(STAMP)
	$(BIN)/python -m pytest -q

bench: $(STAMP)
	for script in benchmarks/*.py; do $(BIN)/python $$script || exit 1; done

clean:
	rm -rf $(VENV) build *.egg-info
