"""`best tasks validate`: a task is valid when it loads, its baselines agree, calibration
gives every baseline exactly its declared cells with margin >= calibrate.margin, and every
dominated solution fails the cells it declares."""

from __future__ import annotations

from dataclasses import dataclass

from best.calibration import Calibration
from best.judge.verdict import Verdict
from best.params import EnvironmentParams
from best.session import Session
from best.tasks.model import Task


@dataclass(frozen=True)
class TaskValidation:
    task: str
    calibration: Calibration
    problems: list[str]


def validate(session: Session, task: Task, env: EnvironmentParams, force: bool = False) -> TaskValidation:
    cal = session.calibrate(task, env, force=force)
    problems = list(cal.problems)
    if not problems:
        threshold = session.params.calibrate.margin
        for row, col in cal.weak_cells(threshold):
            problems.append(f"{task.id}: cell ({row}, {col}) does not discriminate in {env.name}: "
                            f"margin {cal.margin(row, col):.2f} < {threshold:g}")
        for d in task.dominated:
            report = session.judge(task, d.path.read_text(encoding="utf-8"), env, cal)
            for cell in report.cells:
                if (cell.row, cell.col) in d.fails and cell.verdict is Verdict.AC:
                    problems.append(f"{task.id}: dominated solution {d.name} passes cell ({cell.row}, {cell.col}), "
                                    f"which it must fail (time {cell.time_ms} ms, memory {cell.memory_kb} KB)")
    return TaskValidation(task.id, cal, problems)
