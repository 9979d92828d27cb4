"""Stage `execute`: the baselines and every compiled sample run on this machine, measured.

Two kinds of work, in this order per environment:

* baselines: each task's Pareto-optimal baselines on each row (`calibrate.repeats`
  attempts, fastest kept), which also records the expected outputs samples are checked
  against. The calibrate stage derives the limits from these measurements alone.
* sample rows: one compiled build on one row's tests under the caps of
  best/execution.py. Identical builds on the same row (the oracle's samples, models that
  wrote the same code) are one item, run once.

Limits do not exist yet, so nothing here is a verdict: the score stage applies the limits
of the environment that produced each row. Every row carries the environment id of the
machine that measured it. Items are independent, so a task runner may spread them over
threads or a Dask cluster; timings are only comparable when each worker has a core of its
own (docs/pipeline.md).
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import pyarrow as pa

from best import execution
from best.calibration import Calibration
from best.errors import BestError
from best.faults import crash_point
from best.judge.code import judge_code
from best.params import Params, load_params
from best.session import Session, shared_session
from best.tables import (
    BASELINE_RUNS,
    BASELINE_RUNS_KEY,
    BUILDS,
    GENERATIONS,
    RUNS,
    RUNS_KEY,
    read_table,
    write_table,
)
from best.tasks.testdata import materialize


@dataclass(frozen=True)
class BaselineItem:
    environment: str
    task: str

    @property
    def name(self) -> str:
        return f"baselines of {self.task} in {self.environment}"


@dataclass(frozen=True)
class RowItem:
    """One build on one row of its task, in one environment."""

    environment: str
    task: str
    row: int
    build: str
    code: str  # to rebuild on a worker whose cache lacks the build

    @property
    def name(self) -> str:
        return f"{self.task} row {self.row} build {self.build[:8]} in {self.environment}"


def plan(params: Params, builds: pa.Table, generations: pa.Table) -> tuple[list[BaselineItem], list[RowItem]]:
    """Each environment's baselines of the tasks it has samples of, and its distinct (row, build) items."""
    code = {(g["model"], g["language"], g["task"], g["row"], g["col"], g["sample"]): g["code"]
            for g in generations.to_pylist()}
    executed = {e.name: e.language for e in params.executed()}
    baselines = [BaselineItem(e.name, t) for e in params.executed()
                 for t in sorted({k[2] for k in code if k[1] == e.language})]
    rows: dict[tuple[str, str, int, str], RowItem] = {}
    for b in builds.to_pylist():
        if b["environment"] not in executed:
            raise BestError(f"builds exist for environment {b['environment']}, which execute.environments does not "
                            f"list; compile again", field="environment")
        if b["ok"]:
            key = (b["environment"], b["task"], b["row"], b["build"])
            language = executed[b["environment"]]
            source = code[(b["model"], language, b["task"], b["row"], b["col"], b["sample"])]
            rows.setdefault(key, RowItem(*key, code=source))
    return baselines, [rows[k] for k in sorted(rows)]


def baseline_rows(cal: Calibration) -> list[dict[str, Any]]:
    return [{"environment": cal.environment["name"], "environment_id": cal.environment["id"], "task": cal.task,
             "task_hash": cal.task_hash, "baseline": m.baseline, "row": m.row, "time_ms": m.time_ms,
             "memory_kb": m.memory_kb, "censored": m.censored,
             "tests": [{"test": t.test, "ending": t.ending, "time_ms": t.time_ms, "memory_kb": t.memory_kb,
                        "attempts": t.attempts} for t in m.tests]}
            for m in cal.measurements]


def run_baselines(params: Params, item: BaselineItem, session: Session | None = None) -> list[dict[str, Any]]:
    """Measure the task's baselines (cached per environment and task content)."""
    session = session or shared_session(params)
    (task,) = session.tasks([item.task])
    cal = session.calibrate(task, params.environment(item.environment))
    if cal.problems:
        more = f" (and {len(cal.problems) - 1} more)" if len(cal.problems) > 1 else ""
        raise BestError(f"the baselines of {item.task} fail in environment {item.environment}: "
                        f"{cal.problems[0].splitlines()[0]}{more}", file=task.dir / "task.yaml", field="baselines")
    return baseline_rows(cal)


def run_row(params: Params, item: RowItem, session: Session | None = None) -> dict[str, Any]:
    """Run one build on one row (measured once per content key, then read from the cache)."""
    session = session or shared_session(params)
    env = params.environment(item.environment)
    (task,) = (t.variant(env.language) for t in session.tasks([item.task]))
    env_id = _fingerprints(params.model_dump_json(), item.task, item.environment)[1]  # once per process
    build = session.language(env).build(item.code, task.interface)
    if build.key != item.build:
        raise BestError(f"{item.name}: the source builds as {build.key[:8]} on this worker; its toolchain differs "
                        f"from the compile stage's", field="build")
    row = task.row(item.row)
    caps = execution.caps_for(row, params.execute)
    if task.eff is not None:  # runs stop at the source's timeout, calibrated in this stage's first pass
        caps = execution.Caps(time_ms=session.calibrate(task, env).limits.time_ms[row.index - 1],
                              memory_kb=caps.memory_kb)
    key = execution.row_key(env_id, build, task, row, caps=caps, execute=params.execute, judge=params.judge)
    tests = execution.cached_row(session.cache, env_id, key)
    if tests is None:
        oracle = session.oracle(task, env, row.tests)  # only this row's outputs are read
        tests = execution.run_row(session.runner, build, task, row, inputs=materialize(task, session.cache),
                                  oracle=oracle, caps=caps, repeats=params.execute.repeats)
        execution.store_row(session.cache, env_id, key, tests)
        crash_point("row cached", item.name)
    return {"environment_id": env_id, "cap_ms": caps.time_ms, "memory_cap_kb": caps.memory_kb,
            "tests_total": len(row.tests), "tests": [asdict(t) for t in tests]}


@lru_cache(maxsize=256)
def _fingerprints(params_json: str, task_id: str, env_name: str) -> tuple[str, str]:
    """The task's content hash and the environment's id (both cost file reads or a compiler call)."""
    params = Params.model_validate_json(params_json)
    with Session(params) as session:
        (task,) = session.tasks([task_id])
        return task.content_hash, session.environment(params.environment(env_name)).id


def item_key(params: Params, item: BaselineItem | RowItem) -> str:
    """A content key for a unit of work: the item, the task's files, the params that decide it and the
    judge's own code."""
    task_hash, env_id = _fingerprints(params.model_dump_json(), item.task, item.environment)
    decided_by = {"judge": params.judge.model_dump(), "execute": params.execute.model_dump(exclude={"runner",
                  "workers", "scheduler"}), "calibrate": params.calibrate.model_dump()}
    blob = json.dumps([type(item).__name__, asdict(item), task_hash, env_id, decided_by, judge_code()], sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()


def assemble(builds: pa.Table, results: dict[RowItem, dict[str, Any]], params: Params) -> list[dict[str, Any]]:
    """One runs row per sample: its build's row results, or a compile failure."""
    by_key = {(i.environment, i.task, i.row, i.build): r for i, r in results.items()}
    rows = []
    languages = {e.name: e.language for e in params.environments}
    with Session(params) as session:
        tasks = {t.id: t for t in session.tasks(sorted({b["task"] for b in builds.to_pylist()}))}
    for b in builds.to_pylist():
        head = {k: b[k] for k in ("environment", "model", "task", "sample", "row", "col")}
        if b["ok"]:
            r = by_key[(b["environment"], b["task"], b["row"], b["build"])]
            rows.append({**head, **r, "build": b["build"], "compiled": True})
        else:
            row = tasks[b["task"]].variant(languages[b["environment"]]).row(b["row"])
            caps = execution.caps_for(row, params.execute)
            rows.append({**head, "environment_id": b["environment_id"], "build": b["build"], "compiled": False,
                         "cap_ms": caps.time_ms, "memory_cap_kb": caps.memory_kb,
                         "tests_total": len(row.tests), "tests": []})
    return rows


def execute(params: Params, builds: pa.Table, generations: pa.Table) -> tuple[list[dict[str, Any]],
                                                                              list[dict[str, Any]]]:
    """The stage in one process: baselines first (they produce the expected outputs), then rows."""
    baselines, items = plan(params, builds, generations)
    with Session(params) as session:
        baseline_out = [r for b in baselines for r in run_baselines(params, b, session)]
        results = {i: run_row(params, i, session) for i in items}
    return assemble(builds, results, params), baseline_out


def write(runs: list[dict[str, Any]], baselines: list[dict[str, Any]], runs_out: Path,
          baselines_out: Path) -> tuple[pa.Table, pa.Table]:
    return (write_table(runs, RUNS, RUNS_KEY, runs_out),
            write_table(baselines, BASELINE_RUNS, BASELINE_RUNS_KEY, baselines_out))


def run(params_path: Path, builds: Path, generations: Path, runs_out: Path,
        baselines_out: Path) -> tuple[pa.Table, pa.Table]:
    params = load_params(params_path)
    return write(*execute(params, read_table(builds, BUILDS), read_table(generations, GENERATIONS)),
                 runs_out, baselines_out)


if __name__ == "__main__":
    runs, base = run(*(Path(a) for a in sys.argv[1:6]))  # PARAMS BUILDS GENERATIONS RUNS BASELINES
    print(f"{runs.num_rows} sample runs, {base.num_rows} baseline rows")
