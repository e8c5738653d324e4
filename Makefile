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

# The most useful thing shlo does today, on a bundled example.
demo: $(STAMP)
	$(BIN)/shlo parse testdata/examples/mlp.mlir
	$(BIN)/shlo fmt testdata/examples/mlp.mlir

test: $(STAMP)
	$(BIN)/python -m pytest -q

bench: $(STAMP)
	$(BIN)/python benchmarks/parse_throughput.py

clean:
	rm -rf $(VENV) build *.egg-info
