"""Stage `execute`: the baselines and every compiled sample run on this machine, measured.

Two kinds of work, in this order per environment:

* baselines: each task's Pareto-optimal baselines on each row (`calibrate.repeats`
  attempts, fastest kept), which also records the expected outputs samples are checked
  against, and from which the environment's limits are derived (best/calibration.py's
  `derive`, the function the calibrate stage writes limits.parquet with).
* sample rows: one compiled build on one row's tests, run against those limits by the
  judge's one primitive (best/judge/row.py: stopped at the row's limit x `judge.tle_band`
  and the loosest column's memory, repeated only where noise could change the verdict),
  exactly as `best judge` runs it. Identical builds on the same row (the oracle's samples,
  models that wrote the same code) are one item, run once.

Verdicts are read by the score stage (best.judge.verdict.cell_verdict) under the limits
the calibrate stage writes, which are these. Every row carries the environment id of the
machine that measured it. Items are independent, so a task runner may spread them over
threads or a Dask cluster; timings are only comparable when each worker has a core of its
own (docs/pipeline.md).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import pyarrow as pa

from best.cache import content_key, file_identity
from best.errors import BestError
from best.faults import crash_point
from best.judge import row as judge_row
from best.judge.row import Policy, judging
from best.judge.verdict import KernelCheck, TestRun
from best.limits import Calibration
from best.params import Params
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
from stages import slots
from stages.stage import Context, Phase, Stage


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


@dataclass(frozen=True)
class RowBatch:
    """A few rows of one task in one environment: one task run of a task runner, since the runner's
    own cost per task run (about 0.1 s with Prefect) is that of a whole judged row."""

    items: tuple[RowItem, ...]

    @property
    def name(self) -> str:
        first = self.items[0]
        return f"{first.task} in {first.environment}: {len(self.items)} build x row items"


BATCH = 8  # rows per batch: enough to hide the runner's cost, few enough to spread a task over workers


def batches(items: list[RowItem], size: int = BATCH) -> list[RowBatch]:
    groups: dict[tuple[str, str], list[RowItem]] = {}
    for item in items:
        groups.setdefault((item.environment, item.task), []).append(item)
    return [RowBatch(tuple(group[i:i + size])) for group in groups.values() for i in range(0, len(group), size)]


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
            sample = code[(b["model"], language, b["task"], b["row"], b["col"], b["sample"])]
            rows.setdefault(key, RowItem(*key, code=sample))
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


# What decides a measured row besides its policy (which holds the limits, caps and attempts):
# how a run is bounded and what the kernel's figures are held to.
RUN_SETTINGS = ("wall_factor", "wall_extra_ms", "max_threads", "output_limit_kb", "tmp_kb", "stack_limit_mb",
                "trace_factor", "kernel_time_factor", "kernel_time_allowance_ms", "kernel_memory_factor",
                "kernel_memory_allowance_kb")


def row_key(environment_id: str, build_key: str, task_hash: str, *, row: int, policy: Policy, params: Params) -> str:
    settings = {k: getattr(params.judge, k) for k in RUN_SETTINGS}
    return content_key("row", code=build_key, tests=task_hash, environment=environment_id,
                       params={"row": row, "policy": asdict(policy), "judge": settings})


def row_policy(params: Params, session: Session, task_id: str, env_name: str, row: int) -> Policy:
    """The row's policy under the environment's calibrated limits (measured first, in this stage)."""
    env = params.environment(env_name)
    (task,) = (t.for_language(env.language) for t in session.tasks([task_id]))
    cal = session.calibrate(task, env)
    if cal.problems:
        raise BestError(f"the baselines of {task_id} fail in environment {env_name}, so its samples have no limits "
                        f"to run against: {cal.problems[0].splitlines()[0]}", file=task.dir / "task.yaml",
                        field="baselines")
    return judging(task, row, cal.limits, params.judge)


def run_row(params: Params, item: RowItem, session: Session | None = None) -> dict[str, Any]:
    """Run one build on one row (measured once per content key, then read from the cache)."""
    session = session or shared_session(params)
    env = params.environment(item.environment)
    (task,) = (t.for_language(env.language) for t in session.tasks([item.task]))
    env_id = _fingerprints(params.model_dump_json(), item.task, item.environment)[1]  # once per process
    build = session.language(env).build(item.code, task.interface)
    if build.key != item.build:
        raise BestError(f"{item.name}: the source builds as {build.key[:8]} on this worker; its toolchain differs "
                        f"from the compile stage's", field="build")
    row = task.row(item.row)
    policy = row_policy(params, session, item.task, item.environment, row.index)
    key = row_key(env_id, build.key, task.content_hash, row=row.index, policy=policy, params=params)
    stored = session.cache.read_json("runs", key)
    try:
        tests = [TestRun(**t) for t in stored["tests"]] if stored is not None else None
    except (KeyError, TypeError):
        tests = None  # a damaged entry is measured again
    if tests is None:
        tests = judge_row.run_row(session.runner, build, task, row, inputs=session.inputs(task),
                                   check=session.oracle(task, env, row.tests).check, policy=policy,
                                   kernel=KernelCheck.of(params.judge))
        session.cache.write_json("runs", key, {"tests": [t.record() for t in tests]})
        crash_point("row cached", item.name)
    return {"environment_id": env_id, "cap_ms": policy.cap_ms, "memory_cap_kb": policy.memory_cap_kb,
            "tests_total": len(row.tests), "tests": [t.record() for t in tests]}


def run_rows(params: Params, batch: RowBatch, session: Session | None = None) -> list[dict[str, Any]]:
    return [run_row(params, item, session) for item in batch.items]


@lru_cache(maxsize=256)
def _fingerprints(params_json: str, task_id: str, env_name: str) -> tuple[str, str]:
    """The task's content hash and the environment's id (both cost file reads or a compiler call)."""
    params = Params.model_validate_json(params_json)
    with Session(params) as session:
        (task,) = session.tasks([task_id])
        return task.content_hash, session.environment(params.environment(env_name)).id


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
            else:  # nothing ran: the caps it would have run under, for the record
                policy = row_policy(params, session, b["task"], b["environment"], b["row"])
                row = tasks[b["task"]].for_language(languages[b["environment"]]).row(b["row"])
                rows.append({**head, "environment_id": b["environment_id"], "build": b["build"], "compiled": False,
                             "cap_ms": policy.cap_ms, "memory_cap_kb": policy.memory_cap_kb,
                             "tests_total": len(row.tests), "tests": []})
    return rows


def write(runs: list[dict[str, Any]], baselines: list[dict[str, Any]], runs_out: Path,
          baselines_out: Path) -> tuple[pa.Table, pa.Table]:
    return (write_table(runs, RUNS, RUNS_KEY, runs_out),
            write_table(baselines, BASELINE_RUNS, BASELINE_RUNS_KEY, baselines_out))


def _plan(ctx: Context) -> tuple[list[BaselineItem], list[RowItem]]:
    """Both phases and `finish` read the plan: it is made once per params and input files."""
    return _planned(ctx.params.model_dump_json(), ctx["builds"], file_identity(ctx["builds"]), ctx["generations"],
                    file_identity(ctx["generations"]))


@lru_cache(maxsize=4)
def _planned(params_json: str, builds: Path, _builds_identity: object, generations: Path,
             _generations_identity: object) -> tuple[list[BaselineItem], list[RowItem]]:
    params = Params.model_validate_json(params_json)
    return plan(params, read_table(builds, BUILDS), read_table(generations, GENERATIONS))


def finish(ctx: Context, results: list[dict[Any, Any]]) -> dict[str, pa.Table]:
    """One runs row per sample, and the baselines' rows in plan order."""
    measured_baselines, measured_batches = results
    rows = {i: r for b, measured in measured_batches.items() for i, r in zip(b.items, measured, strict=True)}
    baselines = [r for b in _plan(ctx)[0] for r in measured_baselines[b]]
    runs, measured = write(assemble(read_table(ctx["builds"], BUILDS), rows, ctx.params), baselines, ctx["runs"],
                           ctx["baselines"])
    return {"runs": runs, "baselines": measured}


# What decides a sample's run besides its build and row: how runs are bounded and judged, and the
# calibration that gives its limits (calibrate.margin only checks those limits, and is not here).
STAGE = Stage(
    name="execute",
    summary="Baselines measured (limits derived from them), then every sample row run against those limits.",
    inputs=(slots.BUILDS, slots.GENERATIONS, slots.ENVIRONMENTS), outputs=(slots.RUNS, slots.BASELINES),
    params=("tasks.root", "execute.pool", "execute.workers", "execute.scheduler", "judge", "calibrate.slack",
            "calibrate.margin", "calibrate.repeats", "calibrate.max_run_ms", "calibrate.memory_cap_mb",
            "calibrate.memory_floor_kb", "calibrate.time_floor_ms"),
    # baselines first: they record the expected outputs samples are checked against, and the limits
    phases=(Phase("baselines", lambda ctx: _plan(ctx)[0], run_baselines, spread="measured"),
            Phase("sample rows", lambda ctx: batches(_plan(ctx)[1]), run_rows, spread="measured")),
    finish=finish,
    data=("data/tasks",),
)
