"""SIGKILL at chosen and random points of generate and execute, then a rerun: nothing lost, nothing twice.

An uninterrupted run of a stage, traced, lists every crash point it passes (best/faults.py:
after a sample is written and before it is committed, after it is committed, after a run is
measured and before its row is cached, between writing a file and renaming it, ...). Each
trial starts from the same state as that run, kills the stage with SIGKILL at one of those
points (the first pass of every kind of point, then seeded random ones), reruns it, and
requires the rerun's table to equal the uninterrupted run's, row for row, measured times
aside. The stage commands are the ones `best` and the Prefect flows call.
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest
import yaml

from best.faults import CRASH_AT, CRASH_TRACE
from best.params import load_params
from stages import compile as compile_stage
from stages import generate as generate_stage
from stages.stage import run
from tests.conftest import FIXTURE_TASKS, ROOT, needs_root
from tests.openai_fake import FakeOpenAI, serve

pytestmark = pytest.mark.slow

TRIALS = 12  # kill points per stage
FLOW_TRIALS = 3  # through Prefect, whose start costs seconds
# what the clock decides: times, and what follows from them (a sample's cap is its calibrated time limit x
# the band; a test is attempted again only where its time was over the limit)
MEASURED = {"time_ms", "latency_ms", "compile_ms", "wall_ms", "kernel_time_ms", "kernel_memory_kb", "cap_ms",
            "attempts"}
BASELINE_IDENTITY = ("environment", "environment_id", "task", "task_hash", "baseline", "row")


def without_times(value: Any) -> Any:
    """A table's rows with what the clock decides removed, at any depth."""
    if isinstance(value, dict):
        return {k: without_times(v) for k, v in value.items() if k not in MEASURED}
    if isinstance(value, list):
        return [without_times(v) for v in value]
    return value


def rows(path: Path) -> list[dict[str, Any]]:
    return list(without_times(pq.read_table(path).to_pylist()))


def run_stage(args: list[str], *, crash_at: int = 0, trace: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in (CRASH_AT, CRASH_TRACE)}
    env["PYTHONPATH"] = str(ROOT)
    if crash_at:
        env[CRASH_AT] = str(crash_at)
    if trace is not None:
        env[CRASH_TRACE] = str(trace)
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          check=False, timeout=600)


def stage_command(stage: str, params: Path, **paths: Path) -> list[str]:
    """`python -m best stage ...`: the stage in one process, its tables where the test keeps them."""
    return ["best", "stage", stage, "--params", str(params), *(f"--path={k}={v}" for k, v in paths.items())]


def kill_points(trace: list[str], seed: int, trials: int = TRIALS, *, every_kind: bool = True) -> list[int]:
    """1-based positions in the trace: the first pass of each kind of point, then random others."""
    first: dict[str, int] = {}
    for i, point in enumerate(trace, 1):
        first.setdefault(point.split("\t")[0], i)
    chosen = set(first.values()) if every_kind else set()
    rest = sorted(set(range(1, len(trace) + 1)) - chosen)
    chosen |= set(random.Random(seed).sample(rest, max(0, min(len(rest), trials - len(chosen)))))
    return sorted(chosen)


def uninterrupted(args: list[str], trace: Path) -> list[str]:
    done = run_stage(args, trace=trace)
    assert done.returncode == 0, done.stderr[-3000:]
    return trace.read_text().splitlines()


def crash_then_rerun(args: list[str], at: int, trace: list[str], trial_trace: Path) -> None:
    killed = run_stage(args, crash_at=at, trace=trial_trace)
    if killed.returncode == 0:
        # Which tests of a slow baseline run before it is stopped at its cap is the clock's decision,
        # so a run can pass fewer points than the traced one: then, and only then, it ends unkilled.
        passed = len(trial_trace.read_text().splitlines()) if trial_trace.exists() else 0
        assert passed < at, (f"no kill at point {at} ({trace[at - 1]}) though {passed} points were passed",
                             killed.stderr[-2000:])
        return
    assert killed.returncode == -signal.SIGKILL, (f"no kill at point {at} ({trace[at - 1]})", killed.stderr[-2000:])
    rerun = run_stage(args)
    assert rerun.returncode == 0, (f"rerun after a kill at point {at} ({trace[at - 1]})", rerun.stderr[-3000:])


# -- generate ------------------------------------------------------------------------------


def generate_params(path: Path, fake_url: str, store: Path) -> Path:
    path.write_text(yaml.safe_dump({
        "tasks": {"root": str(FIXTURE_TASKS)},
        "storage": {"uri": str(path.parent / "published")},
        "generate": {"samples": 4, "prompts_dir": str(ROOT / "data" / "prompts"), "store": str(store),
                     "models": [{"name": "fake", "backend": "openai", "base_url": fake_url, "model": "fake",
                                 "concurrency": 2, "backoff_s": 0.01},
                                {"name": "oracle", "backend": "reference", "model": "oracle"}]}}))
    return path


def test_generate_killed_anywhere_then_rerun_gives_the_uninterrupted_table(tmp_path: Path) -> None:
    with serve(FakeOpenAI(delay_s=0.02)) as fake:
        clean = generate_params(tmp_path / "clean.yaml", fake.url, tmp_path / "clean.db")
        out = tmp_path / "clean.parquet"
        trace = uninterrupted(stage_command("generate", clean, generations=out), tmp_path / "trace")
        expected = rows(out)
        assert len(expected) == 2 * 4 * 4  # two models, 2x2 cells, four samples
        points = kill_points(trace, seed=1)
        assert len(points) >= 10
        for at in points:
            d = tmp_path / f"at-{at}"
            d.mkdir()
            params = generate_params(d / "params.yaml", fake.url, d / "store.db")
            args = stage_command("generate", params, generations=d / "generations.parquet")
            crash_then_rerun(args, at, trace, tmp_path / f"trace-{at}")
            assert rows(d / "generations.parquet") == expected, f"kill at point {at} ({trace[at - 1]})"
            with sqlite3.connect(d / "store.db") as db:
                assert db.execute("SELECT COUNT(*), COUNT(DISTINCT key) FROM samples").fetchone() == (32, 32)
            assert not [p.name for p in d.iterdir() if p.name.startswith(".")], "a temporary file was left"


# -- execute -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Workspace:
    root: Path

    @property
    def params(self) -> Path:
        return self.root / "params.yaml"

    def paths(self) -> dict[str, Path]:
        return {name: self.root / f"{name}.parquet" for name in ("builds", "generations", "runs", "baselines")}

    def args(self) -> list[str]:
        return stage_command("execute", self.params, **self.paths())

    def flow_args(self) -> list[str]:
        return ["flows", "execute", str(self.params), *(f"--path={k}={v}" for k, v in self.paths().items())]

    def tables(self) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """The runs whole (times aside); of the baselines, which were measured: whether a slow
        baseline was stopped at its cap, and so which of its tests ran, is the clock's decision."""
        baselines = [{k: r[k] for k in BASELINE_IDENTITY} for r in rows(self.root / "baselines.parquet")]
        return rows(self.root / "runs.parquet"), baselines


def execute_params(d: Path) -> Path:
    path = d / "params.yaml"
    path.write_text(yaml.safe_dump({
        "tasks": {"root": str(FIXTURE_TASKS)},
        "environments": [{"name": "O0", "flags": []}],
        "judge": {"environment": "O0", "cache_dir": str(d / "cache")},
        "storage": {"uri": str(d / "published")},
        "generate": {"samples": 2, "prompts_dir": str(ROOT / "data" / "prompts"), "store": str(d / "store.db"),
                     "models": [{"name": "oracle", "backend": "reference", "model": "oracle"},
                                # every sample far below its cap, so each run ends the same way every time
                                {"name": "fastest", "backend": "reference", "model": "fastest"}]}}))
    return path


def copy_workspace(base: Path, to: Path) -> Workspace:
    """The compiled state, with the cache hard-linked: entries are replaced by rename, never edited."""
    shutil.copytree(base, to, copy_function=os.link)
    params = yaml.safe_load((base / "params.yaml").read_text())
    params["judge"]["cache_dir"] = str(to / "cache")
    (to / "params.yaml").write_text(yaml.safe_dump(params))
    return Workspace(to)


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """generate and compile done, execute not yet: the state every trial starts from."""
    d = tmp_path_factory.mktemp("compiled")
    params = execute_params(d)
    generate_stage.write(generate_stage.generate(load_params(params), progress=False), d / "generations.parquet")
    run(compile_stage.STAGE, params, generations=d / "generations.parquet", builds=d / "builds.parquet")
    yield d


@needs_root
def test_execute_killed_anywhere_then_rerun_gives_the_uninterrupted_tables(compiled: Path,
                                                                           tmp_path: Path) -> None:
    clean = copy_workspace(compiled, tmp_path / "clean")
    trace = uninterrupted(clean.args(), tmp_path / "trace")
    expected = clean.tables()
    assert len(expected[0]) == 2 * 4 * 2 and len(expected[1]) == 2 * 2  # samples; baselines x rows
    points = kill_points(trace, seed=2)
    assert len(points) >= 10
    for at in points:
        trial = copy_workspace(compiled, tmp_path / f"at-{at}")
        crash_then_rerun(trial.args(), at, trace, tmp_path / f"trace-{at}")
        assert trial.tables() == expected, f"kill at point {at} ({trace[at - 1]})"


@needs_root
def test_the_execute_flow_killed_then_rerun_gives_the_uninterrupted_tables(compiled: Path, tmp_path: Path,
                                                                          prefect_api: str) -> None:
    """The command DVC runs: Prefect's own records of a killed flow run must not poison the rerun."""
    clean = copy_workspace(compiled, tmp_path / "clean")
    flow = clean.flow_args()
    trace = uninterrupted(flow, tmp_path / "trace")
    expected = clean.tables()
    for at in kill_points(trace, seed=3, trials=FLOW_TRIALS, every_kind=False):
        trial = copy_workspace(compiled, tmp_path / f"at-{at}")
        crash_then_rerun(trial.flow_args(), at, trace, tmp_path / f"trace-{at}")
        assert trial.tables() == expected, f"kill at point {at} ({trace[at - 1]})"
