"""A task may carry several of the paper's categories (Table 5 counts 791 labels over 440
tasks): it is counted in each, in Table 5 and in every mean by category."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from best.report.terminal import category_table
from best.scoring.scores import summary
from best.tasks.loader import TaskValidationError, load_task
from best.tasks.spec import Category
from tests.conftest import FIXTURE_TASKS


def with_category(tmp_path: Path, category: object) -> Path:
    task = tmp_path / "pair_count"
    shutil.copytree(FIXTURE_TASKS / "pair_count", task)
    spec = yaml.safe_load((task / "task.yaml").read_text())
    spec["category"] = category
    (task / "task.yaml").write_text(yaml.safe_dump(spec, sort_keys=False))
    return task


def test_one_category_or_several(tmp_path: Path) -> None:
    one = load_task(with_category(tmp_path / "one", "Two Pointers"))
    assert one.categories == (Category.TWO_POINTERS,) and one.category == "Two Pointers"
    two = load_task(with_category(tmp_path / "two", ["Two Pointers", "Sort"]))
    assert two.categories == (Category.TWO_POINTERS, Category.SORT)
    assert two.category == "Two Pointers, Sort"


@pytest.mark.parametrize(("category", "why"), [(["Sort", "Sort"], "distinct"), ([], "at least one"),
                                               (5, "'String', 'Sort'"), (["Sorting"], "'String', 'Sort'")])
def test_a_bad_category_names_the_key(tmp_path: Path, category: object, why: str) -> None:
    with pytest.raises(TaskValidationError) as err:
        load_task(with_category(tmp_path, category))
    assert "task.yaml: category" in str(err.value.problems[0]) and why in str(err.value.problems[0])


def test_table5_counts_a_task_in_each_of_its_categories(tmp_path: Path) -> None:
    task = load_task(with_category(tmp_path, ["Two Pointers", "Sort"]))
    table = category_table([task])
    row = {line.split("|")[1].strip(): line for line in table.splitlines() if line.startswith("|")}
    assert [c.strip() for c in row["Two Pointers"].split("|")[2:-1]] == ["1", "0", "0", "1"]
    assert [c.strip() for c in row["Sort"].split("|")[2:-1]] == ["1", "0", "0", "1"]
    assert [c.strip() for c in row["total"].split("|")[2:-1]] == ["2", "0", "0", "2"]  # labels, not tasks


def test_means_by_category_count_a_task_in_each() -> None:
    head = {"environment": "O0", "model": "m", "metric": "dual", "setting": "dual", "k": 1, "n": 1}
    rows = [{**head, "task": "a", "difficulty": "easy", "category": "Graph, Search", "value": 0.25},
            {**head, "task": "b", "difficulty": "easy", "category": "Search", "value": 0.75}]
    got = {(r["by"], r["group"]): (r["tasks"], r["value"]) for r in summary(rows)}
    assert got[("all", "all")] == (2, 0.5)  # each task once overall
    assert got[("category", "Graph")] == (1, 0.25)
    assert got[("category", "Search")] == (2, 0.5)
    assert got[("category-difficulty", "Search/easy")] == (2, 0.5)
    assert ("category", "Graph, Search") not in got
