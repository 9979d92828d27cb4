"""A task's Python side: its interface, its files, and each mistake in them named by file and field."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from best.errors import TaskError
from best.generate.extract import extract_code
from best.generate.prompts import load_template, render
from best.tasks.interface import InterfaceError
from best.tasks.loader import TaskValidationError, load_task
from best.tasks.pyinterface import parse_py_interface
from best.tasks.stated import STATED_FILE
from tests.conftest import FIXTURE_TASKS, ROOT

PAIR_COUNT = FIXTURE_TASKS / "pair_count"


def test_a_class_interface_names_its_method_and_parameters() -> None:
    iface = parse_py_interface("class Solution:\n    def solve(self, a: List[int], k: int) -> int:\n")
    assert (iface.class_name, iface.method, iface.params, iface.entry) == ("Solution", "solve", ("a", "k"),
                                                                           "Solution.solve")
    assert iface.spec() == {"class": "Solution", "function": "solve"}


def test_a_function_among_helpers_is_found_by_its_entry() -> None:
    declaration = "import math\n\ndef helper(x):\n    return x\n\n\ndef target(n: int, s: str) -> bool:\n"
    iface = parse_py_interface(declaration, entry="target")
    assert (iface.class_name, iface.method, iface.params) == (None, "target", ("n", "s"))


@pytest.mark.parametrize(("declaration", "entry", "why"), [
    ("class Solution:\n    def a(self, x):\n    def b(self, y):\n", None, "exactly one method"),
    ("def f(x):\ndef g(y):\n", None, "one class with one method, or one function"),
    ("def f(*args):\n", None, "plain positional parameters"),
    ("class Solution:\n    def solve(x):\n", None, "take self first"),
    ("def f(x, x2, x):\n", None, "parameter names repeat"),
    ("def f(x):\n", "g", "does not define g"),
    ("class Solution {\npublic:\n  int f();\n};", None, "not Python"),
])
def test_a_malformed_interface_says_what_is_wrong(declaration: str, entry: str | None, why: str) -> None:
    with pytest.raises(InterfaceError, match=why):
        parse_py_interface(declaration, entry=entry)


def test_the_fixture_task_has_both_languages_sharing_tests_and_outputs() -> None:
    task = load_task(PAIR_COUNT)
    assert task.languages == ("cpp", "python") and task.language == "cpp"
    py = task.for_language("python")
    assert task.tag == f"pair_count-{task.content_hash[:12]}-cpp"
    assert py.language == "python" and py.tag == f"pair_count-{task.content_hash[:12]}-python"
    assert [b.path.suffix for b in py.baselines] == [".py", ".py"]
    assert py.interface.output_names() == ("return",)
    assert [r.tests[-1].spec.args["n"] for r in py.rows] == [1000, 5000]  # type: ignore[union-attr]
    assert [r.tests[-1].spec.args["n"] for r in task.rows] == [2000, 20000]  # type: ignore[union-attr]
    with pytest.raises(TaskError, match="no rust solutions"):
        task.for_language("rust")


def test_python_prompts_show_the_method_with_a_body_comment() -> None:
    py = load_task(PAIR_COUNT).for_language("python")
    assert py.interface.code_prompt() == ("class Solution:\n    def solve(self, a: List[int], k: int) -> int:\n"
                                            "        # write your code here")
    prompt = render(load_template(ROOT / "data" / "prompts", "original", "python"), py, 2, 1, "original")
    assert prompt.language == "python" and "You are a Python expert." in prompt.text
    assert "1 ≤ n ≤ 5000" in prompt.text and "Input: a = [3, 1, 2, 5]" in prompt.text


def test_python_code_is_the_last_python_block_defining_the_entry() -> None:
    iface = load_task(PAIR_COUNT).for_language("python").interface
    reply = ("First try:\n```python\nclass Solution:\n    pass\n```\nBetter:\n```python\nimport heapq\n"
             "class Solution:\n    def solve(self, a, k):\n        return 0\n```\n```cpp\nclass Solution {};\n```")
    e = extract_code(reply, iface)
    assert e.error is None and e.code.startswith("import heapq\nclass Solution:")
    assert extract_code("```cpp\nclass Solution {};\n```", iface).error == "no Python block defines class Solution"


@pytest.fixture
def task_dir(tmp_path: Path) -> Path:
    d = tmp_path / "pair_count"
    shutil.copytree(PAIR_COUNT, d)
    return d


def edit(task_dir: Path, change: Any) -> None:
    path = task_dir / "task.yaml"
    data = yaml.safe_load(path.read_text())
    change(data)
    path.write_text(yaml.safe_dump(data, allow_unicode=True))


def side(d: dict[str, Any]) -> dict[str, Any]:
    """The Python section of a task file's data."""
    return d["languages"]["python"]  # type: ignore[no-any-return]


CASES = [
    (lambda d: side(d)["interface"].update(declaration="def solve(a):\n"), "languages.python.interface.declaration",
     "parameters ['a'] differ from the C++ inputs ['a', 'k']"),
    (lambda d: side(d)["baselines"][0].update(file="baselines/nope.py"), "languages.python.baselines.0.file",
     "does not exist"),
    (lambda d: side(d)["baselines"][1].update(time_rank=1), "languages.python.baselines.1", "is dominated by"),
    (lambda d: side(d)["rows"].pop(), "languages.python.rows", "1 entries for 2 grid rows"),
    (lambda d: side(d)["dominated"][0].update(fails=[[3, 1]]), "languages.python.dominated.0.fails", "outside"),
    (lambda d: side(d)["rows"][0]["tests"].append({"name": "random", "seed": 9, "args": {"n": 5}}),
     "languages.python.rows.0.tests", "used twice"),
    (lambda d: d.update(eff={"hardness": [1], "timeout_factor": 2}), "eff.hardness", "1 weights for 2 rows"),
    (lambda d: d["grid"].update(memory=False), "grid", "exactly one column"),
]


@pytest.mark.parametrize(("change", "field", "message"), CASES)
def test_python_mistakes_name_their_field(task_dir: Path, change: Any, field: str, message: str) -> None:
    edit(task_dir, change)
    with pytest.raises(TaskValidationError) as err:
        load_task(task_dir)
    problems = [p for p in err.value.problems if p.field == field]
    assert problems and message in problems[0].message, [str(p) for p in err.value.problems]


def test_a_python_only_task_needs_no_example_and_no_cpp(task_dir: Path) -> None:
    def python_only(d: dict[str, Any]) -> None:
        d["languages"].pop("cpp")
        d.pop("example")
    edit(task_dir, python_only)
    stated = task_dir / STATED_FILE  # its stated limits lose their C++ side with the C++ baselines
    stated.write_text(yaml.safe_dump({"python": yaml.safe_load(stated.read_text())["python"]}))
    task = load_task(task_dir)
    assert task.languages == ("python",) and task.types is None and task.example is None
    assert task.stated is not None and task.stated.environment == "py"
    assert [t.name for t in task.rows[0].tests][:2] == ["tiny", "extremes"]


def test_a_python_statement_words_the_task_for_python_where_cpp_writes_an_output() -> None:
    task = load_task(ROOT / "data" / "tasks" / "range_sum_query")
    assert "Append the answer" in task.statement
    py = task.for_language("python")
    assert "Return the answers of the type-2 operations" in py.statement and "reserved" not in py.statement
    assert py.interface.output_names() == ("answer",)  # the result is read as the C++ output


def test_a_missing_python_statement_names_its_field(task_dir: Path) -> None:
    edit(task_dir, lambda d: side(d).update(statement="nope.md"))
    with pytest.raises(TaskValidationError) as err:
        load_task(task_dir)
    assert [p.field for p in err.value.problems] == ["languages.python.statement"]
