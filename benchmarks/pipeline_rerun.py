"""How long a change of τ/σ takes to rerun, against the whole pipeline, in one run.

A copy of the project (code, tasks, prompts, dvc.yaml, the default params.yaml) is made in
a scratch repository with empty caches; `dvc repro` runs there from nothing, then τ of
every setting changes and `dvc repro` runs again. One local Prefect server serves both,
as under `best repro`. Prints both wall times and their ratio (goal: at most 2 %).

    .venv/bin/python benchmarks/pipeline_rerun.py [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

from flows.server import local_server

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def scratch_repo(path: Path) -> None:
    for d in ("best", "stages", "flows", "data/tasks", "data/prompts"):
        shutil.copytree(ROOT / d, path / d, ignore=shutil.ignore_patterns("__pycache__"))
    for f in ("dvc.yaml", "params.yaml", ".dvcignore"):
        shutil.copy(ROOT / f, path / f)
    data = yaml.safe_load((path / "params.yaml").read_text())
    data["storage"]["uri"] = str(path / "published")
    (path / "params.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    for cmd in (["git", "init", "-q"], [str(BIN / "dvc"), "init", "-q"]):
        subprocess.run(cmd, cwd=path, check=True)


def repro(path: Path, env: dict[str, str]) -> tuple[float, list[str]]:
    started = time.perf_counter()
    done = subprocess.run([str(BIN / "dvc"), "repro"], cwd=path, env=env, capture_output=True, text=True,
                          check=False)
    seconds = time.perf_counter() - started
    if done.returncode:
        sys.exit(f"dvc repro failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    return seconds, re.findall(r"Running stage '([a-z]+(?:@[\w.-]+)?)'", done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", type=Path, help="run in this directory and keep it")
    args = parser.parse_args()
    path = args.keep or Path(tempfile.mkdtemp(prefix="best-bench-"))
    path.mkdir(parents=True, exist_ok=True)
    scratch_repo(path)
    env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}", "PREFECT_HOME": str(path / ".prefect")}
    os.environ["PREFECT_HOME"] = env["PREFECT_HOME"]
    with local_server(path / "prefect.log") as url:
        env["PREFECT_API_URL"] = url
        full, stages = repro(path, env)
        data = yaml.safe_load((path / "params.yaml").read_text())
        for s in data["score"]["settings"]:
            s["tau"] = 1.5 if s["tau"] else 0.0
        (path / "params.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
        rerun, rerun_stages = repro(path, env)
    print(f"full pipeline: {full:.1f} s (stages: {', '.join(stages)})")
    print(f"after a change of tau: {rerun:.1f} s (stages: {', '.join(rerun_stages)})")
    print(f"ratio: {100 * rerun / full:.2f} % (goal <= 2 %)")
    if not args.keep:
        shutil.rmtree(path, ignore_errors=True)


if __name__ == "__main__":
    main()
