"""The judge travels: from a wheelhouse of the project and its base dependencies only, a fresh
virtual environment calibrates, validates and judges (no Prefect, DVC, llama.cpp, matplotlib,
pyarrow), which is what a second machine of a cross-machine study installs."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from tests.conftest import FIXTURE_TASKS, ROOT, needs_root

pytestmark = [needs_root, pytest.mark.slow]
PIPELINE_ONLY = ("prefect", "dvc", "llama_cpp", "matplotlib", "pyarrow", "pandas", "boto3")


# A second machine has nothing of this checkout on its path: without these, a PYTHONPATH naming
# the checkout (where `pip wheel` leaves an egg-info) makes pip take best-eval as installed.
ISOLATING = ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")


def sh(*args: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ISOLATING}
    return subprocess.run([str(a) for a in args], cwd=cwd, capture_output=True, text=True, check=False, timeout=900,
                          env=env)


@pytest.fixture(scope="module")
def judge_only(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A fresh venv with best-eval installed offline from a wheelhouse built here; its bin folder."""
    d = tmp_path_factory.mktemp("minimal")
    wheels = d / "wheelhouse"
    built = sh(sys.executable, "-m", "pip", "wheel", "--quiet", "-c", ROOT / "constraints.txt",
               "-w", wheels, ROOT)
    assert built.returncode == 0, built.stderr[-3000:]
    # the venv without a pip of its own (ensurepip alone takes seconds); this pip installs into it
    made = sh(shutil.which("python3.11") or sys.executable, "-m", "venv", "--without-pip", d / "venv")
    assert made.returncode == 0, made.stderr
    installed = sh(sys.executable, "-m", "pip", "--python", d / "venv" / "bin" / "python", "install", "--quiet",
                   "--no-compile", "--no-index", "--find-links", wheels, "best-eval")
    assert installed.returncode == 0, installed.stderr[-3000:]
    yield d / "venv" / "bin"


def test_the_wheelhouse_holds_no_pipeline_library(judge_only: Path) -> None:
    wheels = {p.name.split("-")[0].lower() for p in (judge_only.parent.parent / "wheelhouse").glob("*.whl")}
    assert "best_eval" in wheels
    assert not wheels & {"prefect", "dvc", "llama_cpp_python", "matplotlib", "pyarrow", "pandas", "boto3"}
    probe = f"import importlib.util as u; print([m for m in {PIPELINE_ONLY!r} if u.find_spec(m)])"
    assert sh(judge_only / "python", "-c", probe).stdout.strip() == "[]"


def test_a_judge_only_install_calibrates_validates_and_judges(judge_only: Path, tmp_path: Path) -> None:
    tasks = tmp_path / "tasks"
    shutil.copytree(FIXTURE_TASKS / "pair_count", tasks / "pair_count")
    (tmp_path / "params.yaml").write_text(yaml.safe_dump({
        "tasks": {"root": str(tasks)}, "judge": {"cache_dir": str(tmp_path / "cache")}}))
    best = judge_only / "best"

    calibrated = sh(best, "calibrate", "--task", "pair_count", cwd=tmp_path)
    assert calibrated.returncode == 0, calibrated.stderr[-3000:]
    assert "pair_count" in calibrated.stdout

    validated = sh(best, "tasks", "validate", "pair_count", cwd=tmp_path)  # ids as arguments: the former spelling
    assert validated.returncode == 0, validated.stdout + validated.stderr[-3000:]
    assert "1 of 1 task(s) valid in O0" in validated.stdout

    solution = tmp_path / "solution.cpp"
    solution.write_text((FIXTURE_TASKS / "pair_count" / "baselines" / "sort_two_pointers.cpp").read_text())
    judged = sh(best, "judge", "--task", "pair_count", "--solution", solution, "--json", cwd=tmp_path)
    assert judged.returncode == 0, judged.stderr[-3000:]
    report = json.loads(judged.stdout)
    assert [(c["row"], c["col"]) for c in report["cells"]] == [(1, 1), (1, 2), (2, 1), (2, 2)]
    assert report["cells"][0]["verdict"] == "AC"

    helped = sh(best, "--help", cwd=tmp_path)
    assert helped.returncode == 0
    assert "best-eval[pipeline]" in helped.stdout  # the pipeline's commands are absent, and it says so
    assert "repro" not in helped.stdout and "\n  run " not in helped.stdout
