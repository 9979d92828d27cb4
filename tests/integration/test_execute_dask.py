"""The execute flow on a Dask LocalCluster of two worker processes gives the local runner's results."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml
from distributed import Client, LocalCluster

from best.tables import BASELINE_RUNS, RUNS, read_table
from flows.stage_flow import run_flow
from stages import compile as compile_stage
from stages import generate as generate_stage
from stages.stage import run as run_stage
from tests.conftest import FIXTURE_TASKS, ROOT, needs_root

pytestmark = [needs_root, pytest.mark.slow]


def sessions_in_this_process() -> int:
    from best import session  # noqa: PLC0415 - runs on a Dask worker

    return len(session._SHARED)


def params_file(d: Path, **execute_params: Any) -> Path:
    path = d / "params.yaml"
    path.write_text(yaml.safe_dump({
        "tasks": {"root": str(FIXTURE_TASKS)},
        "environments": [{"name": "O0", "flags": []}],
        "judge": {"environment": "O0", "cache_dir": str(d / "cache")},  # each runner measures afresh
        "generate": {"samples": 2, "store": str(d / "store.sqlite"), "prompts_dir": str(ROOT / "data" / "prompts"),
                     "models": [{"name": "reference", "backend": "reference", "model": "oracle"},
                                {"name": "dominated", "backend": "reference", "model": "dominated"}]},
        "execute": execute_params,
        "storage": {"uri": str(d / "published")},
    }))
    return path


def inputs(params: Path, d: Path) -> tuple[Path, Path]:
    generations, builds = d / "generations.parquet", d / "builds.parquet"
    run_stage(generate_stage.STAGE, params, generations=generations)
    run_stage(compile_stage.STAGE, params, generations=generations, builds=builds)
    return builds, generations


def execute(params: Path, builds: Path, generations: Path, runs: Path, baselines: Path) -> None:
    run_flow("execute", params, builds=builds, generations=generations, runs=runs, baselines=baselines)


def comparable(runs: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    """Everything but measured times and memory (those differ between any two runs)."""
    return [(r["environment"], r["environment_id"], r["model"], r["task"], r["sample"], r["row"], r["col"],
             r["build"], r["compiled"], r["tests_total"], tuple((t["test"], t["ending"], t["correct"])
                                                                 for t in r["tests"])) for r in runs]


def test_a_repeated_flow_run_reuses_the_judges_cache_and_prefect_keeps_no_copy(tmp_path: Path,
                                                                                prefect_api: str) -> None:
    local = params_file(tmp_path)
    paths = (*inputs(local, tmp_path), tmp_path / "runs.parquet", tmp_path / "baselines.parquet")
    execute(local, *paths)
    first = paths[2].read_bytes()
    first_rows = comparable(read_table(paths[2], RUNS).to_pylist())
    measured = tmp_path / "cache" / "runs"
    entries = {p: p.stat().st_mtime_ns for p in measured.rglob("*.json")}
    assert entries
    execute(local, *paths)
    assert {p: p.stat().st_mtime_ns for p in measured.rglob("*.json")} == entries  # nothing was run again
    assert paths[2].read_bytes() == first
    shutil.rmtree(measured)  # the one store of measured rows is gone: nothing else answers for it
    execute(local, *paths)
    assert set(measured.rglob("*.json")) == set(entries)  # every row measured again, under the same keys
    assert comparable(read_table(paths[2], RUNS).to_pylist()) == first_rows


def test_dask_workers_give_the_local_runners_results(tmp_path: Path, prefect_api: str) -> None:
    local_dir, dask_dir = tmp_path / "local", tmp_path / "dask"
    local_dir.mkdir()
    dask_dir.mkdir()
    local = params_file(local_dir)
    execute(local, *inputs(local, local_dir), local_dir / "runs.parquet", local_dir / "baselines.parquet")

    # distributed's constructors are untyped
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,  # type: ignore[no-untyped-call]
                      dashboard_address=None) as cluster, Client(cluster) as client:  # type: ignore[no-untyped-call]
        distributed = params_file(dask_dir, pool="dask", scheduler=cluster.scheduler_address)
        execute(distributed, *inputs(distributed, dask_dir), dask_dir / "runs.parquet",
                dask_dir / "baselines.parquet")
        per_worker = client.run(sessions_in_this_process)
    assert len(per_worker) == 2
    assert sum(per_worker.values()) >= 1, per_worker  # the sandboxes ran in the worker processes

    a = read_table(local_dir / "runs.parquet", RUNS).to_pylist()
    b = read_table(dask_dir / "runs.parquet", RUNS).to_pylist()
    assert comparable(a) == comparable(b)
    assert {r["model"] for r in a} == {"reference", "dominated"}
    assert any(not t["correct"] for r in a for t in r["tests"])  # the dominated solution is stopped somewhere
    base_a = read_table(local_dir / "baselines.parquet", BASELINE_RUNS).to_pylist()
    base_b = read_table(dask_dir / "baselines.parquet", BASELINE_RUNS).to_pylist()
    assert [(r["baseline"], r["row"], r["censored"]) for r in base_a] == [
        (r["baseline"], r["row"], r["censored"]) for r in base_b]
