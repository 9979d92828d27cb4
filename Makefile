# Quick start: `make run` and `make test`. Both install into .venv first when needed.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install run test lint typecheck unit clean

install: $(STAMP)

$(STAMP): pyproject.toml constraints.txt infra/apt-packages.txt infra/install-system-packages.sh
	./infra/install-system-packages.sh
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -c constraints.txt -e '.[dev]'
	touch $(STAMP)

# Validate the task pack, then calibrate this machine in every environment of params.yaml.
run: install
	$(BIN)/best tasks validate --all
	$(BIN)/best calibrate --all-envs

lint: install
	$(BIN)/ruff check .

typecheck: install
	$(BIN)/mypy

test: install lint typecheck
	$(BIN)/pytest

clean:
	rm -rf $(VENV) .cache .pytest_cache .mypy_cache .ruff_cache
