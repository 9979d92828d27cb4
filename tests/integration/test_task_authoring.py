"""Adding a task: `best tasks new` scaffolds a task that loads and checks, `best tasks check`
finds a new task's usual mistakes in seconds, and a broken task never hides the others."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from best.cli import app
from tests.conftest import FIXTURE_TASKS, needs_root

pytestmark = needs_root


def cli(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def params(tmp_path: Path, cache: object) -> Path:
    """An empty task root; the session's judge cache (the harness is built once per test run)."""
    (tmp_path / "tasks").mkdir()
    path = tmp_path / "params.yaml"
    path.write_text(yaml.safe_dump({"tasks": {"root": str(tmp_path / "tasks")},
                                    "judge": {"cache_dir": str(cache.root)}}))  # type: ignore[attr-defined]
    return path


def test_a_scaffolded_task_passes_the_fast_checks_in_seconds(params: Path) -> None:
    code, out, err = cli("tasks", "new", "bounded_pairs", "--params", str(params))
    assert code == 0, err
    made = Path(out.strip())
    assert made == params.parent / "tasks" / "bounded_pairs"
    assert "id: bounded_pairs" in (made / "task.yaml").read_text()
    assert "best tasks check -t bounded_pairs" in err  # what to do next
    code, out, err = cli("tasks", "check", "-t", "bounded_pairs", "--params", str(params))
    assert code == 0, out + err
    assert out.splitlines()[0].startswith("ok   bounded_pairs")
    assert "1 of 1 task(s) pass the fast checks" in out
    # as an author checks again after an edit: the compilers' work is cached, nothing is calibrated
    (made / "statement.md").write_text("Count the pairs i < j of a read-only array with a[i] + a[j] <= k.\n")
    started = time.monotonic()
    code, out, err = cli("tasks", "new", "bounded_pairs_2", "--params", str(params))
    code, out, err = cli("tasks", "check", "-t", "bounded_pairs,bounded_pairs_2", "--params", str(params))
    assert code == 0, out + err
    assert time.monotonic() - started < 10
    code, listed, _ = cli("tasks", "list", "--params", str(params), "--format", "csv")
    assert "bounded_pairs,Two Pointers,easy,3x3,cpp,\"all-pairs (1,3), sorted-blocks (2,2), sort-two-pointers (3,1)\"" \
        in listed
    code, _, err = cli("tasks", "new", "bounded_pairs", "--params", str(params))
    assert code == 2 and "already exists" in err  # never over an existing task


def test_the_fast_checks_name_each_mistake(params: Path) -> None:
    cli("tasks", "new", "bounded_pairs", "--params", str(params))
    task = params.parent / "tasks" / "bounded_pairs"
    spec = (task / "task.yaml").read_text()
    (task / "task.yaml").write_text(spec.replace("args: {n: 20000, limit: 10}", "args: {n: 20000, limt: 10}")
                                    .replace("output: {return: 3}", "output: {return: 4}"))
    code, out, _ = cli("tasks", "check", "-t", "bounded_pairs", "--params", str(params))
    assert code == 1
    assert "r2-small-values: args {'n': 20000, 'limt': 10}: got an unexpected keyword argument 'limt'" in out
    assert "generate(rng: 'np.random.RandomState', n: 'int', *, limit: 'int' = 1000000000)" in out
    (task / "task.yaml").write_text(spec.replace("output: {return: 3}", "output: {return: 4}"))
    (task / "baselines" / "sorted_blocks.cpp").write_text(
        (task / "baselines" / "sorted_blocks.cpp").read_text().replace("count += j - i;", "count += j - i + 1;"))
    (task / "dominated" / "copy_all_pairs.cpp").write_text("class Solution { not C++ };")
    code, out, _ = cli("tasks", "check", "-t", "bounded_pairs", "--params", str(params))
    assert code == 1
    assert "copy_all_pairs.cpp: does not compile in O0" in out
    (task / "dominated" / "copy_all_pairs.cpp").write_text((task / "baselines" / "all_pairs.cpp").read_text())
    code, out, _ = cli("tasks", "check", "-t", "bounded_pairs", "--params", str(params))
    assert code == 1
    assert "the example's answer is not what task.yaml states" in out
    assert "in O0: sorted-blocks disagrees with all-pairs: wrong answer" in out


def test_a_broken_task_is_listed_after_the_others_not_in_their_place(params: Path) -> None:
    root = params.parent / "tasks"
    (root / "pair_count").symlink_to(FIXTURE_TASKS / "pair_count", target_is_directory=True)
    (root / "broken").mkdir()
    (root / "broken" / "task.yaml").write_text("id: broken\ntitle: [unclosed\n")
    code, out, err = cli("tasks", "list", "--params", str(params))
    assert code == 2
    assert "pair_count" in out  # listed all the same
    assert "broken/task.yaml" in err and "invalid YAML" in err
