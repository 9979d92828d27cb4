"""Throughput of the execute flow on 1, 2, ... local workers and on a Dask LocalCluster, in one run.

Samples are the reference replays of the selected tasks (oracle, fastest, smallest and
dominated: every cell of every grid, so every row of every distinct build: distinct builds
x rows items, each running its row's tests under its calibrated limits). Builds and the
baselines' runs (which record expected outputs and give the limits) are made once
beforehand and not timed; before each timed run the measured rows are deleted, so every
item is measured, never read back. One untimed run pays the one-time costs (Prefect's
first flow registration, the sandbox start), then each configuration is timed in turn,
`--rounds` times; the median counts. Prints items and samples per second, the speed-up over
the first configuration, and core-seconds per sample (wall time x workers: a worker holds
its core whether busy or waiting, since timings need a core of their own).

    .venv/bin/python benchmarks/execute_scaling.py [--workers 1 2] [--dask 2] [--tasks a b ...]

On a bigger machine pass more worker counts (`--workers 1 4 8 16 --dask 16`), or point
`execute.pool: dask` at a cluster with one single-threaded worker per core.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

import yaml
from distributed import LocalCluster

from best.params import load_params
from best.session import Session
from best.tables import BUILDS, GENERATIONS, read_table
from flows.server import local_server
from flows.stage_flow import run_flow
from stages import compile as compile_stage
from stages import execute as execute_stage
from stages import generate as generate_stage
from stages.stage import run as run_stage

ROOT = Path(__file__).resolve().parents[1]
MODELS = [{"name": m, "backend": "reference", "model": m} for m in ("oracle", "fastest", "smallest", "dominated")]
DEFAULT_TASKS = ["range_sum_query", "longest_palindrome", "longest_increasing_subsequence", "shortest_paths"]


def prepare(d: Path, tasks: list[str]) -> tuple[Path, Path, Path, int, int]:
    params = d / "params.yaml"
    data = yaml.safe_load((ROOT / "params.yaml").read_text())
    data["tasks"] = {"root": str(ROOT / "data" / "tasks"), "select": tasks}
    data["judge"]["cache_dir"] = str(d / "cache")
    data["generate"].update({"samples": 1, "store": str(d / "store.sqlite"), "models": MODELS,
                             "prompts_dir": str(ROOT / "data" / "prompts"), "languages": ["cpp"]})
    data["execute"].update({"environments": ["O0"]})  # the figures in docs/benchmarks.md are C++
    data["storage"]["uri"] = str(d / "published")
    params.write_text(yaml.safe_dump(data, sort_keys=False))
    generations, builds = d / "generations.parquet", d / "builds.parquet"
    run_stage(generate_stage.STAGE, params, generations=generations)
    run_stage(compile_stage.STAGE, params, generations=generations, builds=builds)
    p = load_params(params)
    built = read_table(builds, BUILDS)
    baselines, items = execute_stage.plan(p, built, read_table(generations, GENERATIONS))
    with Session(p) as session:
        for b in baselines:
            execute_stage.run_baselines(p, b, session)
    return params, builds, generations, len(items), built.num_rows


def timed(d: Path, params: Path, builds: Path, generations: Path, workers: int, *, scheduler: str | None = None
          ) -> float:
    data = yaml.safe_load(params.read_text())
    data["execute"].update({"workers": workers, "pool": "dask" if scheduler else "local", "scheduler": scheduler})
    params.write_text(yaml.safe_dump(data, sort_keys=False))
    shutil.rmtree(d / "cache" / "runs", ignore_errors=True)
    started = time.perf_counter()
    run_flow("execute", params, builds=builds, generations=generations, runs=d / "runs.parquet",
             baselines=d / "baselines.parquet")
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2], help="local worker counts")
    parser.add_argument("--dask", type=int, nargs="*", default=[2], help="Dask LocalCluster worker counts")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--tasks", nargs="+", default=DEFAULT_TASKS)
    args = parser.parse_args()
    configs = [(f"{w} local worker(s)", w, False) for w in args.workers] + [
        (f"Dask LocalCluster, {w} worker process(es)", w, True) for w in args.dask]
    with tempfile.TemporaryDirectory(prefix="best-scaling-") as tmp:
        d = Path(tmp)
        os.environ.setdefault("PREFECT_HOME", str(d / "prefect"))
        with local_server(d / "prefect.log"):
            params, builds, generations, items, samples = prepare(d, args.tasks)
            timed(d, params, builds, generations, args.workers[0])  # warm-up, not counted
            seconds: dict[str, list[float]] = {name: [] for name, _, _ in configs}
            for _ in range(args.rounds):
                for name, w, dask in configs:
                    if not dask:
                        seconds[name].append(timed(d, params, builds, generations, w))
                        continue
                    with LocalCluster(n_workers=w, threads_per_worker=1, processes=True,  # type: ignore[no-untyped-call]
                                      dashboard_address=None) as cluster:
                        address = cluster.scheduler_address
                        seconds[name].append(timed(d, params, builds, generations, w, scheduler=address))
    base = items / statistics.median(seconds[configs[0][0]])
    print(f"{items} items ({samples} samples) on {len(args.tasks)} tasks")
    for name, w, _ in configs:
        median = statistics.median(seconds[name])
        rate = items / median
        print(f"{name}: median {median:.1f} s ({', '.join(f'{s:.1f}' for s in seconds[name])}) = "
              f"{rate:.2f} items/s, {samples / median:.2f} samples/s ({rate / base:.2f}x), "
              f"{median * w / samples:.3f} core-s/sample")


if __name__ == "__main__":
    main()
