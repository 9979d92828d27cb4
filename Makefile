# Quick start: `make run` and `make test`. Both install into .venv first when needed.
# `make check` is the quick tier (lint, types, the tests that need no sandbox, server or long run).
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test

.PHONY: install run bench check test-quick test validate lint typecheck clean

install: $(STAMP)

# pip byte-compiles every file it installs one after the other (about 170 CPU-seconds here); compileall
# does it on every core. The .pyc files must exist up front: with PYTHONDONTWRITEBYTECODE set (as on
# this VM) nothing is cached later, and every process of the pipeline and the tests would compile
# again what it imports. As with pip, a file that does not compile (a template in a package) is skipped.
$(STAMP): pyproject.toml constraints.txt infra/apt-packages.txt infra/install-system-packages.sh
	./infra/install-system-packages.sh
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --no-compile -c constraints.txt \
		-e '.[pipeline,dev]'
	$(BIN)/python -m compileall -qq -j 0 "$$($(BIN)/python -c 'import sysconfig; print(sysconfig.get_path("purelib"))')" || true
	touch $(STAMP)

# What only the tests need: headless Chromium, which opens the HTML report (tests/browser.py).
$(TEST_STAMP): $(STAMP) infra/apt-packages-test.txt
	./infra/install-system-packages.sh infra/apt-packages-test.txt
	touch $(TEST_STAMP)

# The whole pipeline on the embedded defaults, offline: `dvc repro` (each stage a Prefect
# flow, one local Prefect server for all), then the leaderboard (Table 2).
run: install
	$(BIN)/best run

# Judge overhead (C++ and Python), compile time, endurance (10,000 runs in one process), pipeline rerun cost,
# execute scaling, core-seconds per judged sample and the report at the pack's scale (figures in docs/benchmarks.md); the
# pipeline benchmark runs the default pipeline from scratch.
bench: install
	$(BIN)/python benchmarks/judge_overhead.py
	$(BIN)/python benchmarks/python_judge.py
	$(BIN)/python benchmarks/judge_endurance.py
	$(BIN)/python benchmarks/concurrent_judges.py
	$(BIN)/python benchmarks/pipeline_rerun.py
	$(BIN)/python benchmarks/execute_scaling.py
	$(BIN)/python benchmarks/throughput.py
	$(BIN)/python benchmarks/report_render.py
	$(BIN)/python benchmarks/calibration_repeats.py

lint: install
	$(BIN)/ruff check .

typecheck: install
	$(BIN)/mypy

# Lint, types and the quick tests side by side (a cold mypy cache takes about as long as the tests),
# each target's output printed whole when it ends.
check: install
	$(MAKE) --no-print-directory -j3 --output-sync=target lint typecheck test-quick

# Tests marked sandbox (root, bubblewrap, g++), server (a server process or Prefect's API) or slow
# are left to `make test` (pyproject.toml's markers; tests/conftest.py marks by fixture).
test-quick: install
	$(BIN)/pytest -m "not sandbox and not server and not slow"

test: install $(TEST_STAMP) lint typecheck
	$(BIN)/pytest --durations=25

# The whole pack, every task in every environment (about an hour per environment at 150 tasks on
# 2 cores; what is unchanged since the last run on this machine is not judged again), recording
# each valid task in its validated.yaml, which `make test` trusts until the task's files change;
# then every task's unseen solutions. Run it idle: CPU time measured beside other work reads long.
VALIDATE_ENVS ?= O0 O2 O3 py
validate: install
	$(BIN)/best tasks validate --task all $(foreach e,$(VALIDATE_ENVS),--env $(e)) --record
	BEST_PACK=all $(BIN)/pytest tests/integration/test_unseen_solutions.py tests/integration/test_pack.py

clean:
	rm -rf $(VENV) .cache .pytest_cache .mypy_cache .ruff_cache
