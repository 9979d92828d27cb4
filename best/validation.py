"""`best tasks validate`: a task is valid when it loads, its baselines agree, calibration
gives every baseline exactly its declared cells with margin >= calibrate.margin, and every
dominated solution fails the cells it declares. In any language but the task's first (its
reference, C++ where it has C++), the baselines must also give the reference baselines'
answers on the tests both languages run (a port that overflows, rounds or orders
differently is caught here, not in a model's score). In the environment whose limits a
language's prompts state (`tasks.stated_from`), the stated limits must lie within 2x of the
calibration (best/tasks/stated.py), so that a prompt never states a test it is not given.

A task found valid is remembered by content (its files, the environment's id, the judge's code
and the params that decide verdicts), so validating the pack again costs only the tasks that
changed. Margins and the stated limits (outside the task's content hash) are checked on every run."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

from best.cache import content_key
from best.judge.verdict import Verdict
from best.limits import Calibration
from best.params import EnvironmentParams
from best.session import Session
from best.tasks.model import Task, TestCase
from best.tasks.stated import DRIFT, STATED_FILE, drift


@dataclass(frozen=True)
class TaskValidation:
    task: str
    calibration: Calibration
    problems: list[str]


def validate(session: Session, task: Task, env: EnvironmentParams, force: bool = False) -> TaskValidation:
    """In the environment's language; a task without that language is nothing to validate there."""
    task = task.for_language(env.language)
    cal = session.calibrate(task, env, force=force)
    problems = list(cal.problems)
    if problems:
        return TaskValidation(task.id, cal, problems)
    threshold = session.params.calibrate.margin
    for row, col in cal.weak_cells(threshold):
        problems.append(f"{task.id}: cell ({row}, {col}) does not discriminate in {env.name}: "
                        f"margin {cal.margin(row, col):.2f} < {threshold:g} ({bounds(task, cal, row, col)})")
    key = _judged_key(session, task, cal)
    if force or session.cache.read_json("validations", key) != VALID:
        judged = dominated_problems(session, task, env, cal) + across_languages(session, task, env)
        if not judged:
            session.cache.write_json("validations", key, VALID)
        problems += judged
    if task.protocol == "best" and session.params.tasks.stated_from.get(task.language) == env.name:
        problems += stated_problems(task, cal)
    return TaskValidation(task.id, cal, problems)


def dominated_problems(session: Session, task: Task, env: EnvironmentParams, cal: Calibration) -> list[str]:
    problems = []
    for d in task.dominated:
        report = session.judge(task, d.path.read_text(encoding="utf-8"), env, cal)
        for cell in report.cells:
            if (cell.row, cell.col) in d.fails and cell.verdict is Verdict.AC:
                problems.append(f"{task.id}: dominated solution {d.name} passes cell ({cell.row}, {cell.col}), "
                                f"which it must fail (time {cell.time_ms} ms, memory {cell.memory_kb} KB)")
    return problems


VALID = {"valid": True}


def _judged_key(session: Session, task: Task, cal: Calibration) -> str:
    """What the judged checks (dominated solutions, other languages' answers) depend on: the
    task, these very limits (a recalibration judges again), the judge params that decide a
    verdict and the environments the other languages' answers come from."""
    limits = hashlib.sha256(json.dumps(cal.to_json(), sort_keys=True).encode()).hexdigest()
    params = {"judge": session.params.judge.model_dump(), "environments": [
        e.model_dump() for e in session.params.environments]}
    return content_key("validation", tests=task.content_hash, environment=str(cal.environment["id"]),
                       code=limits, params=params)


def stated_problems(task: Task, cal: Calibration) -> list[str]:
    """Where the limits the prompts state are more than DRIFT from those calibrated here."""
    if task.stated is None:
        return [f"{task.id}: no stated {task.language} limits ({task.dir / STATED_FILE}): the prompts would state "
                f"the grid's nominal ones; `best tasks state-limits -t {task.id}` writes them from this calibration"]
    problems = []
    for r in task.rows:
        stated, calibrated = task.stated.time_ms[r.index - 1], cal.limits.time_ms[r.index - 1]
        if drift(stated, calibrated) > DRIFT:
            problems.append(f"{task.id}: row {r.index}'s prompts state {stated:g} ms, calibrated {calibrated:.4g} ms "
                            f"({drift(stated, calibrated):.1f}x apart): `best tasks state-limits -t {task.id}`")
    for row, col in task.cells if task.measures_memory else []:
        stated_kb, calibrated_kb = task.stated.cell(row, col)[1], cal.limits.cell(row, col)[1]
        if stated_kb is not None and drift(stated_kb, calibrated_kb) > DRIFT:
            problems.append(f"{task.id}: cell ({row}, {col})'s prompt states {stated_kb:g} KB, calibrated "
                            f"{calibrated_kb:.4g} KB ({drift(stated_kb, calibrated_kb):.1f}x apart): "
                            f"`best tasks state-limits -t {task.id}`")
    return problems


def shared_tests(a: Task, b: Task) -> list[tuple[TestCase, TestCase]]:
    """The tests two languages' views of a task both run: same row, name and source."""
    theirs = {(c.row, c.name): c for r in b.rows for c in r.tests}
    return [(c, theirs[(c.row, c.name)]) for r in a.rows for c in r.tests
            if (c.row, c.name) in theirs and theirs[(c.row, c.name)].spec == c.spec]


def across_languages(session: Session, task: Task, env: EnvironmentParams) -> list[str]:
    """Where a task has several languages, each one's reference outputs must agree with its first
    language's on the tests both run. Those come from the first environment of that language
    (its oracle: a baseline runs on the tests it lacks; nothing is calibrated)."""
    first = task.languages[0]
    first_env = next((e for e in session.params.environments if e.language == first), None)
    if task.language == first or first_env is None:
        return []
    other = task.for_language(first)
    pairs: dict[str, tuple[TestCase, TestCase]] = {}
    for mine, theirs in shared_tests(task, other):
        pairs.setdefault(mine.key, (mine, theirs))  # once per input: a shared test, in its first row
    ours = session.oracle(task, env, [m for m, _ in pairs.values()])
    reference = session.oracle(other, first_env, [t for _, t in pairs.values()])
    problems = []
    for mine, theirs in pairs.values():
        got, want = ours.expected(mine), reference.expected(theirs)
        assert got is not None and want is not None  # the oracles produced them
        if ours.outputs(got) != reference.outputs(want):
            problems.append(f"{task.id}: test {mine.id}: the {task.language} baselines answer "
                            f"{str(ours.outputs(got))[:120]}, the {other.interface.label} baselines "
                            f"{str(reference.outputs(want))[:120]}")
    return problems


def bounds(task: Task, cal: Calibration, row: int, col: int) -> str:
    """Which baselines pin the cell's weaker limit: the slowest (largest) that must pass it and
    the fastest (smallest) that must fail it, so a task author knows what to resize."""
    ranks = {b.name: b for b in task.baselines}
    time_b, memory_b = cal.time[row - 1], cal.memory[row - 1][col - 1]
    by_time = time_b.margin <= memory_b.margin
    what, b, unit = ("time", time_b, "ms") if by_time else ("memory", memory_b, "KB")
    measured = [(m.baseline, m.time_ms if by_time else m.memory_kb,
                 ranks[m.baseline].time_rank >= row if by_time else ranks[m.baseline].space_rank >= col)
                for m in cal.measurements if m.row == row]
    p = next(name for name, value, must_pass in measured if must_pass and value == b.p)
    f = next((name for name, value, must_pass in measured if not must_pass and value == b.f), None)
    against = f" and {f} at {b.f:.3f} {unit} must fail" if f else ""
    # a slower failing class that finished under F (best/limits.py): its time is the row's margin
    under = [(m.time_ms, m.baseline) for m in cal.measurements if by_time and m.row == row and not m.censored
             and ranks[m.baseline].time_rank < row and b.f is not None and m.time_ms < b.f]
    if under:
        t, name = min(under)
        against += f" (and {name}, a slower class, at {t:.3f} {unit})"
    return f"{what}: {p} at {b.p:.3f} {unit} must pass{against}; limit {b.limit:.3f} {unit}"
