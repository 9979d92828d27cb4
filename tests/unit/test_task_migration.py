"""The first task format (C++ at the top level, a `python:` section) and its rewrite under
`languages:`: what `best tasks migrate` did to the pack, checked on the fixture task."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from best.cli import app
from best.errors import TaskError
from best.tasks.loader import TaskValidationError, load_task
from best.tasks.migrate import migrate_text, moved
from tests.conftest import FIXTURE_TASKS, ROOT

FIRST = ROOT / "tests" / "fixtures" / "first_format" / "pair_count.task.yaml"


def test_the_rewrite_of_the_first_format_is_the_fixture_as_it_is_now() -> None:
    old = FIRST.read_text()
    new = migrate_text(old, FIRST)
    assert new == (FIXTURE_TASKS / "pair_count" / "task.yaml").read_text()
    assert yaml.safe_load(new) == moved(yaml.safe_load(old))
    assert "# A fast 2x2 task" in new  # the authors' comments stay
    assert migrate_text(new, FIRST) == new  # a file in the new format is left as it is


def test_a_file_in_the_first_format_says_how_to_rewrite_it(tmp_path: Path) -> None:
    task = tmp_path / "pair_count"
    shutil.copytree(FIXTURE_TASKS / "pair_count", task)
    shutil.copy(FIRST, task / "task.yaml")
    with pytest.raises(TaskValidationError) as err:
        load_task(task)
    (problem,) = err.value.problems
    assert problem.field == "languages" and "best tasks migrate" in problem.message
    assert "interface, baselines, dominated, python at the top level" in problem.message


def test_best_tasks_migrate_rewrites_a_pack_and_the_tasks_load_as_before(tmp_path: Path) -> None:
    task = tmp_path / "pair_count"
    shutil.copytree(FIXTURE_TASKS / "pair_count", task)
    shutil.copy(FIRST, task / "task.yaml")
    result = CliRunner().invoke(app, ["tasks", "migrate", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "1 task file(s) rewritten" in result.output
    migrated, fixture = load_task(task), load_task(FIXTURE_TASKS / "pair_count")
    assert migrated.content_hash == fixture.content_hash  # the same bytes as the pack's own rewrite
    assert CliRunner().invoke(app, ["tasks", "migrate", str(tmp_path)]).output.count("rewritten") == 1


def test_a_rewrite_that_would_change_a_value_is_refused(tmp_path: Path) -> None:
    # An anchor in a moved block used by a key that stays: the anchor would come after its alias
    text = ("id: x\ninterface: {declaration: &d 'class Solution {};'}\ntitle: *d\n"
            "baselines: [{name: a, file: a.cpp}]\n")
    assert yaml.safe_load(text)["title"] == "class Solution {};"
    with pytest.raises(TaskError, match="does not hold the same values"):
        migrate_text(text, tmp_path / "task.yaml")
