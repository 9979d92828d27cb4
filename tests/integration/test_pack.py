"""The pack as committed: every task loads and states its limits, every task was found valid
as its files are now in every environment of its languages (validated.yaml), and a task
changed since is validated here, in each environment where its record is missing or of other
files, so CI never takes a record of other files for this one (tests/pack.py)."""

from __future__ import annotations

import pytest

from best.params import load_params
from best.session import Session
from best.tasks.loader import load_tasks
from best.tasks.validated import read_validated
from best.validation import validate
from tests.conftest import ROOT
from tests.pack import PACK, changed, environments, stale


def test_every_task_loads_and_states_the_limits_its_prompts_show() -> None:
    tasks = load_tasks(PACK)
    assert len({t.id for t in tasks}) == len(tasks) >= 30
    for t in tasks:
        for language in t.languages:
            assert t.for_language(language).stated is not None, f"{t.id}: no stated {language} limits"


def test_every_record_is_of_a_valid_task() -> None:
    margin = load_params(ROOT / "params.yaml").calibrate.margin
    names = {name for name, _ in environments()}
    for t in load_tasks(PACK):
        for env, record in read_validated(t.dir).items():
            assert env in names, f"{t.id}: a record of {env}, which params.yaml does not define"
            assert record.min_margin >= margin, f"{t.id}: recorded in {env} with margin {record.min_margin}"


@pytest.mark.slow
@pytest.mark.parametrize("task_id", changed())
def test_a_changed_task_is_valid_here(pack_session: Session, task_id: str) -> None:
    (task,) = pack_session.tasks([task_id])
    for env_name in stale(task_id):
        result = validate(pack_session, task, pack_session.params.environment(env_name))
        assert result.problems == [], (env_name, result.problems)

