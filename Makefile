# Quick start: `make run` and `make test`. Both install into .venv first when needed.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install run repro bench test lint typecheck clean

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

# The DVC pipeline (each stage a Prefect flow); its commands find python on PATH.
repro: install
	PATH="$(CURDIR)/$(BIN):$$PATH" $(BIN)/dvc repro

# Judge overhead and compile time (figures in docs/benchmarks.md).
bench: install
	$(BIN)/python benchmarks/judge_overhead.py

lint: install
	$(BIN)/ruff check .

typecheck: install
	$(BIN)/mypy

test: install lint typecheck
	$(BIN)/pytest

clean:
	rm -rf $(VENV) .cache .pytest_cache .mypy_cache .ruff_cache
