"""Throughput of the execute flow with 1, 2, ... local workers, in one run.

Samples are the range-sum task's reference solutions and its dominated one (every cell of
the grid, so every row of every build: distinct builds x rows items, each running its
row's tests). Builds and the baselines' runs (which record expected outputs) are made
once beforehand and not timed; before each timed run the measured rows are deleted and
Prefect's task cache is bypassed, so every item is measured, never read back. One
untimed run pays the one-time costs (Prefect's first flow registration, the sandbox
start), then the worker counts are timed in turn, `--rounds` times; the median counts.
Prints items per second and the speed-up over the first worker count.

    .venv/bin/python benchmarks/execute_scaling.py [--workers 1 2] [--task range_sum_query]

On a bigger machine pass more worker counts (`--workers 1 2 4 8 16`), or point
`execute.runner: dask` at a cluster with one single-threaded worker per core.
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

# measure every item every time: Prefect's content-keyed task cache would answer otherwise
# (set before Prefect is imported, which reads its settings then)
os.environ["PREFECT_TASKS_REFRESH_CACHE"] = "true"

from best.params import load_params
from best.session import Session
from best.tables import BUILDS, GENERATIONS, read_table
from flows.execute import execute
from flows.server import local_server
from stages import compile as compile_stage
from stages import execute as execute_stage
from stages import generate as generate_stage

ROOT = Path(__file__).resolve().parents[1]
MODELS = [{"name": m, "backend": "reference", "model": m} for m in ("oracle", "fastest", "smallest", "dominated")]


def prepare(d: Path, task: str) -> tuple[Path, Path, Path, int]:
    params = d / "params.yaml"
    data = yaml.safe_load((ROOT / "params.yaml").read_text())
    data["tasks"] = {"root": str(ROOT / "data" / "tasks"), "select": [task]}
    data["judge"]["cache_dir"] = str(d / "cache")
    data["generate"].update({"samples": 1, "store": str(d / "store.sqlite"), "models": MODELS,
                             "prompts_dir": str(ROOT / "data" / "prompts"), "languages": ["cpp"]})
    data["execute"].update({"repeats": 1, "environments": ["O0"]})  # the figures in docs/benchmarks.md are C++
    data["storage"]["uri"] = str(d / "published")
    params.write_text(yaml.safe_dump(data, sort_keys=False))
    generations, builds = d / "generations.parquet", d / "builds.parquet"
    generate_stage.run(params, generations)
    compile_stage.run(params, generations, builds)
    p = load_params(params)
    baselines, items = execute_stage.plan(p, read_table(builds, BUILDS), read_table(generations, GENERATIONS))
    with Session(p) as session:
        for b in baselines:
            execute_stage.run_baselines(p, b, session)
    return params, builds, generations, len(items)


def timed(d: Path, params: Path, builds: Path, generations: Path, workers: int) -> float:
    data = yaml.safe_load(params.read_text())
    data["execute"]["workers"] = workers
    params.write_text(yaml.safe_dump(data, sort_keys=False))
    shutil.rmtree(d / "cache" / "runs", ignore_errors=True)
    started = time.perf_counter()
    execute(params, builds, generations, d / "runs.parquet", d / "baselines.parquet")
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--task", default="range_sum_query")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="best-scaling-") as tmp:
        d = Path(tmp)
        os.environ.setdefault("PREFECT_HOME", str(d / "prefect"))
        with local_server(d / "prefect.log"):
            params, builds, generations, items = prepare(d, args.task)
            timed(d, params, builds, generations, args.workers[0])  # warm-up, not counted
            seconds: dict[int, list[float]] = {w: [] for w in args.workers}
            for _ in range(args.rounds):
                for w in args.workers:
                    seconds[w].append(timed(d, params, builds, generations, w))
    base = items / statistics.median(seconds[args.workers[0]])
    for w in args.workers:
        rate = items / statistics.median(seconds[w])
        print(f"{w} worker(s): {items} items, median {statistics.median(seconds[w]):.1f} s "
              f"({', '.join(f'{s:.1f}' for s in seconds[w])}) = {rate:.2f} items/s ({rate / base:.2f}x)")


if __name__ == "__main__":
    main()
