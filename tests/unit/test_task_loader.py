"""Every malformed task file ends in problems that name the file and the field."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from best.cache import Cache
from best.errors import TaskError
from best.tasks.loader import TaskValidationError, content_hash, load_task, load_tasks
from best.tasks.testdata import materialize
from tests.conftest import ROOT

SOURCE = ROOT / "data" / "tasks" / "range_sum_query"


@pytest.fixture
def task_dir(tmp_path: Path) -> Path:
    d = tmp_path / "range_sum_query"
    shutil.copytree(SOURCE, d)
    return d


def edit(task_dir: Path, change: Callable[[dict[str, Any]], object]) -> None:
    path = task_dir / "task.yaml"
    data = yaml.safe_load(path.read_text())
    change(data)
    path.write_text(yaml.safe_dump(data, allow_unicode=True))


def test_range_sum_query_loads() -> None:
    task = load_task(SOURCE)
    assert task.id == "range_sum_query" and task.category == "Data Structure"
    assert [len(r.tests) for r in task.rows] == [7, 7, 7]
    assert [t.name for t in task.rows[0].tests][:4] == ["example", "single", "edges", "overflow"]
    assert {b.name: (b.time_rank, b.space_rank) for b in task.baselines} == {
        "enumeration": (1, 3), "sqrt-decomposition": (2, 2), "fenwick": (3, 1)}
    assert task.baselines[0].passes(1, 3) and not task.baselines[0].passes(2, 1)


def _pop(*keys: str) -> Callable[[dict[str, Any]], None]:
    def change(d: dict[str, Any]) -> None:
        target: Any = d
        for k in keys[:-1]:
            target = target[int(k)] if isinstance(target, list) else target[k]
        del target[keys[-1]]
    return change


def _set(value: Any, *keys: str) -> Callable[[dict[str, Any]], None]:
    def change(d: dict[str, Any]) -> None:
        target: Any = d
        for k in keys[:-1]:
            target = target[int(k)] if isinstance(target, list) else target[k]
        last = keys[-1]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    return change


CASES = [
    (_pop("title"), "title", "required"),
    (_pop("languages", "cpp", "interface"), "languages.cpp.interface", "required"),
    (_pop("grid"), "grid", "required"),
    (_pop("languages", "cpp", "baselines"), "languages.cpp.baselines", "required"),
    (_set("Dynamic Programming", "category"), "category", "Input should be"),
    (_set("trivial", "difficulty"), "difficulty", "Input should be"),
    (_set("three", "grid", "rows", "0", "time_limit_ms"), "grid.rows.0.time_limit_ms", "number"),
    (_set([], "grid", "columns"), "grid.columns", "at least 1"),
    (_set("x", "languages", "cpp", "baselines", "0", "time_rank"), "languages.cpp.baselines.0.time_rank",
     "integer"),
    (_set(1, "grid", "rows", "0", "tests", "0", "seed"), None, None),  # a valid edit
    (_set(True, "surprise"), "surprise", "unknown key"),
    (_set({"seed": 1, "file": "x.json", "name": "both"}, "tests", "0"), "tests.0", "either a seed"),
    (_set("missing.md", "statement"), "statement", "does not exist"),
    (_set("../../etc/passwd", "statement"), "statement", "outside the task directory"),
    (_set("gone.py", "generator"), "generator", "does not exist"),
    (_set("baselines/nope.cpp", "languages", "cpp", "baselines", "1", "file"), "languages.cpp.baselines.1.file",
     "does not exist"),
    (_set(4, "languages", "cpp", "baselines", "2", "time_rank"), "languages.cpp.baselines.2", "exceed"),
    (_set("class Solution { int x; };", "languages", "cpp", "interface", "declaration"),
     "languages.cpp.interface.declaration", "exactly one method"),
    (_set(["nothing"], "languages", "cpp", "interface", "outputs"),
     "languages.cpp.interface.declaration", "name no parameter"),
    (_set({"a": [1], "ops": [[2, 1, 1]], "extra": 1}, "example", "input"), "example.input", "differ"),
    (_set({"answer": ["six"]}, "example", "output"), "example.output.answer", "long long"),
    (_set([[1, 2]], "example", "input", "ops"), "example.input.ops", "shape"),
    (_set("other_id", "id"), "id", "directory name"),
    (_set(2, "languages", "cpp", "baselines", "0", "time_rank"), "languages.cpp.baselines.1",
     "dominated by"),  # (2, 3) dominates (2, 2)
    (_set([[4, 1]], "languages", "cpp", "dominated", "0", "fails"), "languages.cpp.dominated.0.fails", "outside"),
    (_set("single", "grid", "rows", "0", "tests", "0", "name"), "grid.rows.0.tests", "used twice"),
    (_set("enumeration", "languages", "cpp", "dominated", "0", "name"), "languages.cpp.baselines",
     "used twice"),
]


@pytest.mark.parametrize("change,field,message", CASES)
def test_malformed_task_files(task_dir: Path, change: Callable[[dict[str, Any]], None], field: str | None,
                              message: str | None) -> None:
    edit(task_dir, change)
    if field is None:
        load_task(task_dir)
        return
    with pytest.raises(TaskValidationError) as info:
        load_task(task_dir)
    matching = [p for p in info.value.problems if p.field is not None and p.field.startswith(field)]
    assert matching, [str(p) for p in info.value.problems]
    assert message is not None
    assert any(message in p.message for p in matching), [str(p) for p in matching]
    assert all(p.file is not None and "range_sum_query" in p.file for p in info.value.problems)


def test_invalid_yaml_names_the_line(task_dir: Path) -> None:
    (task_dir / "task.yaml").write_text("id: x\ntitle: [unclosed\n")
    with pytest.raises(TaskError) as info:
        load_task(task_dir)
    assert "invalid YAML" in str(info.value) and "line" in str(info.value)


def test_every_problem_is_reported(task_dir: Path) -> None:
    edit(task_dir, lambda d: (d.pop("title"), d.pop("source")))
    with pytest.raises(TaskValidationError) as info:
        load_task(task_dir)
    assert {p.field for p in info.value.problems} == {"title", "source"}


def test_hash_follows_content(task_dir: Path) -> None:
    before = content_hash(task_dir)
    (task_dir / "statement.md").write_text("changed")
    assert content_hash(task_dir) != before


def test_unknown_task_id(tmp_path: Path) -> None:
    with pytest.raises(TaskError, match="unknown task"):
        load_tasks(SOURCE.parent, ["no_such_task"])


def test_crashing_generator_names_the_test(task_dir: Path, tmp_path: Path) -> None:
    (task_dir / "generator.py").write_text("def generate(rng, **args):\n    raise ValueError('bad n')\n")
    task = load_task(task_dir)
    with pytest.raises(TaskError) as info:
        materialize(task, Cache(tmp_path / "cache"))
    assert "generator.py" in str(info.value) and "r1-random" in str(info.value) and "bad n" in str(info.value)


def test_generator_values_that_do_not_fit(task_dir: Path, tmp_path: Path) -> None:
    (task_dir / "generator.py").write_text(
        "def generate(rng, n, m, **args):\n    return {'a': [2**40], 'ops': [[2, 1, 1]]}\n")
    with pytest.raises(TaskError, match="out of range"):
        materialize(load_task(task_dir), Cache(tmp_path / "cache"))


def test_generated_inputs_are_deterministic(tmp_path: Path) -> None:
    task = load_task(SOURCE)
    first = materialize(task, Cache(tmp_path / "a"))
    second = materialize(task, Cache(tmp_path / "b"))
    assert sorted(first) == sorted(second)
    assert all(first[k].read_bytes() == second[k].read_bytes() for k in first)
