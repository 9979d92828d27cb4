"""Which of the pack's tasks a test run judges.

Judging the whole pack takes hours; CI has half an hour. A task whose files are as they were
when `best tasks validate --record` last found it valid in every environment of its languages
(validated.yaml) has been judged as it is; one changed since has not. So `make test` judges
the changed tasks and a fixed sample of the others, and `make validate` (BEST_PACK=all)
judges every task.
"""

from __future__ import annotations

import os
from functools import cache

from best.params import load_params
from best.tasks.loader import load_task, task_dirs
from best.tasks.validated import stale_environments
from tests.conftest import ROOT

PACK = ROOT / "data" / "tasks"
SOLUTIONS = ROOT / "tests" / "fixtures" / "solutions"
# Judged on every run: tasks of four categories (Sort, Data Structure, Greedy and Two Pointers, Graph)
# and of every difficulty, two of them 3x3 with Python sides, whose unseen solutions span their grids'
# classes and whose calibration is short. count_inversions and maximum_gap, 3x3 since the ninth and
# tenth rounds, left it: their middle classes must fail row 3 and run for seconds there, so each
# calibrates for minutes.
SAMPLE = ("count_distinct", "cycle_nodes_count", "next_greater_sum", "partition_labels")


@cache
def environments() -> list[tuple[str, str]]:
    """(name, language) of every environment in the project's params.yaml."""
    return [(e.name, e.language) for e in load_params(ROOT / "params.yaml").environments]


def stale(task_id: str) -> list[str]:
    """The environments where the task, as its files are now, was never recorded valid."""
    return stale_environments(load_task(PACK / task_id), environments())


@cache
def changed() -> tuple[str, ...]:
    return tuple(d.name for d in task_dirs(PACK) if stale(d.name))


def judged(task_ids: list[str]) -> list[str]:
    """Of these tasks, those this run judges: all where BEST_PACK=all, else the changed and the sample."""
    if os.environ.get("BEST_PACK") == "all":
        return sorted(task_ids)
    return sorted(t for t in task_ids if t in SAMPLE or t in changed())
