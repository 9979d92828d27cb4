"""A task may carry several of the paper's categories (Table 5 counts 791 labels over 440
tasks): it is counted in each, in Table 5 and in every mean by category."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from best.corpus import Goals, goal_lines
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
    row = {line.split("|")[1].strip(): [c.strip() for c in line.split("|")[2:-1]]
           for line in table.splitlines() if line.startswith("|")}
    # ours by difficulty, total, share of our tasks; the paper's labels and share of its 440 tasks
    assert row["Two Pointers"] == ["1", "0", "0", "1", "100%", "65", "15%"]
    assert row["Sort"] == ["1", "0", "0", "1", "100%", "83", "19%"]
    assert row["Math"] == ["0", "0", "0", "0", "0%", "129", "29%"]
    assert row["labels"] == ["2", "0", "0", "2", "2.00 per task", "791", "1.80 per task"]  # labels, not tasks
    assert row["tasks"] == ["1 (100%)", "0 (0%)", "0 (0%)", "1", "", "440",
                            "easy 25% / medium 40% / hard 35%"]


def test_the_goals_say_what_is_short(tmp_path: Path) -> None:
    task = load_task(with_category(tmp_path, ["Two Pointers", "Sort"]))
    lines = goal_lines([task], Goals(tasks=1, python_sides=0, difficulty_points=80))
    assert lines[0] == "ok    tasks: 1 (goal 1; the paper has 440)"
    assert lines[1].startswith("short 3x3 grids: 0 of 1 (0%; goal 85%); 2x2: 1")
    assert lines[2].startswith("ok    difficulty: easy 100% (+75 points from the paper)")
    assert lines[3].startswith("short categories: each within 1.5x of the paper's share of tasks: not ")
    assert "Sort 100% (paper 19%)" in lines[3] and "Math 0% (paper 29%)" in lines[3]
    assert lines[4] == "ok    Python sides: 1 tasks (goal 0)"  # the fixture is solved in both languages
    assert goal_lines([task])[2].startswith("short difficulty")  # 75 points off the paper's 25% easy


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
