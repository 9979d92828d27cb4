"""Bad input: each malformed file, key or answer a user can give ends in one clear error.

Every case is the 2x2 fixture task and a small params file in a fresh workspace with one
thing broken, run through the `best` command line as a user runs it. A case passes when the
command exits with the status its kind of failure deserves (2: the input is wrong; 1: a
task that loads but fails validation), prints no traceback, and prints exactly one error
line, which names the file and the field (or the item: the test, the JSONL line) as
`FILE: FIELD: why`. Progress lines (`calibrating pair_count in O0 ...`) may come before
it. The commands are chosen to fail before anything is compiled where they can, so that
the whole table costs about one `best` start per case.

An endpoint answering with the wrong schema does not stop the run: it is recorded against
each sample, for the reasons given in its test at the end.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest
import yaml

from best.tables import LIMITS, RUNS
from tests.conftest import FIXTURE_TASKS, ROOT, needs_root
from tests.openai_fake import FakeOpenAI, serve
from tests.unit.test_score_stage import limits_rows, measured, runs_rows, table

BEST = Path(sys.executable).parent / "best"  # the console script pyproject.toml declares
# Each case runs `best` in a fresh process (seconds each, minutes in all).
pytestmark = pytest.mark.slow


class Workspace:
    """A directory with tasks/pair_count, params.yaml and room for the files a case writes."""

    def __init__(self, root: Path, cache: Path) -> None:
        self.root = root
        self.task = root / "tasks" / "pair_count"
        self.params = root / "params.yaml"
        shutil.copytree(FIXTURE_TASKS / "pair_count", self.task)
        self.params.write_text(yaml.safe_dump({
            "tasks": {"root": str(root / "tasks")},
            "environments": [{"name": "O0", "flags": []}],
            "judge": {"environment": "O0", "cache_dir": str(cache)},
            "calibrate": {"repeats": 1},
            "generate": {"samples": 1, "store": str(root / "store.db"), "prompts_dir": str(ROOT / "data" / "prompts"),
                         "models": [{"name": "oracle", "backend": "reference"}]},
            "score": {"ks": [1]},
            "storage": {"uri": str(root / "published")},
        }))

    def places(self) -> dict[str, str]:
        return {"ws": str(self.root), "task": str(self.task), "params": str(self.params)}

    def write(self, rel: str, content: str | bytes) -> None:
        path = self.root / rel.format(**self.places())
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)


Setup = Callable[[Workspace], None]


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One judge cache for every case: keyed by content, so the toolchain and the intact
    baselines' builds are made once, and whatever a case breaks is judged afresh."""
    return tmp_path_factory.mktemp("bad-input-cache")


def _walk(data: Any, keys: tuple[str, ...]) -> Any:
    for k in keys:
        data = data[int(k)] if isinstance(data, list) else data[k]
    return data


def _edit(which: str, change: Callable[[dict[str, Any]], None]) -> Setup:
    def setup(ws: Workspace) -> None:
        path = ws.task / "task.yaml" if which == "task" else ws.params
        data = yaml.safe_load(path.read_text())
        change(data)
        path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True))
    return setup


def drop(dotted: str, which: str = "task") -> Setup:
    """Delete one key (a dotted path) from task.yaml or params.yaml."""
    *parent, last = dotted.split(".")
    return _edit(which, lambda d: _walk(d, tuple(parent)).pop(last))


def put(dotted: str, value: Any, which: str = "task") -> Setup:
    """Set one key (a dotted path, list indices as numbers) of task.yaml or params.yaml."""
    *parent, last = dotted.split(".")

    def change(d: dict[str, Any]) -> None:
        target = _walk(d, tuple(parent))
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    return _edit(which, change)


def model(**entry: Any) -> Setup:
    """params.yaml with this one model (`{ws}` in a value is the workspace)."""
    def setup(ws: Workspace) -> None:
        values = {k: v.format(**ws.places()) if isinstance(v, str) else v for k, v in entry.items()}
        put("generate.models", [{"name": "m", **values}], "params")(ws)
    return setup


def write(rel: str, content: str | bytes) -> Setup:
    return lambda ws: ws.write(rel, content)


def replace(rel: str, old: str, new: str) -> Setup:
    def setup(ws: Workspace) -> None:
        path = Path(rel.format(**ws.places()))
        assert old in path.read_text()
        path.write_text(path.read_text().replace(old, new))
    return setup


def both(*setups: Setup) -> Setup:
    def setup(ws: Workspace) -> None:
        for s in setups:
            s(ws)
    return setup


def scored_runs(ws: Workspace) -> None:
    """The score stage's inputs: model `a` with 3 samples of the fixture task (tests/unit/test_score_stage.py)."""
    limits = [{**r, "task": "pair_count"} for r in limits_rows() if r["task"] == "t1"]
    runs = [{**r, "task": "pair_count"} for r in runs_rows() if r["task"] == "t1"]
    pq.write_table(table(limits, LIMITS), ws.root / "limits.parquet")
    pq.write_table(table(measured(runs), RUNS), ws.root / "runs.parquet")


GENERATOR_RAISES = "def generate(rng, n, **args):\n    raise ValueError(f'n={n} is too large')\n"
GENERATOR_RETURNS_LIST = "def generate(rng, n, **args):\n    return [1, 2, 3]\n"
GENERATOR_DOES_NOT_IMPORT = "def generate(rng, n, **args)\n    return {}\n"
SAMPLE = {"task": "pair_count", "row": 1, "col": 1, "sample": 0, "completion": "```cpp\nclass Solution {};\n```"}
ELF = b"\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00>\x00"

LIST = ("tasks", "list", "--params", "{params}")
CALIBRATE = ("calibrate", "--params", "{params}")
GENERATE = ("generate", "--params", "{params}", "--out", "{ws}/generations.parquet")
JUDGE = ("judge", "--task", "pair_count", "--solution", "{ws}/solution.cpp", "--params", "{params}")
SCORE = ("score", "--runs", "{ws}/runs.parquet", "--limits", "{ws}/limits.parquet", "--out", "{ws}/score",
         "--params", "{params}")
TASK_YAML, PARAMS = "{task}/task.yaml", "{params}"


@dataclass(frozen=True)
class Case:
    """One broken input, the command that meets it, and the error line it must give:
    `file` and `field` appear in it as `file: field`, `why` after them."""

    id: str
    setup: Setup
    command: tuple[str, ...]
    file: str
    field: str
    why: str
    status: int = 2
    marks: tuple[pytest.MarkDecorator, ...] = ()


CASES = [
    # --- task.yaml: each required field missing -------------------------------------------
    Case("task-no-statement", drop("statement"), LIST, TASK_YAML, "statement", "missing (required)"),
    Case("task-no-category", drop("category"), LIST, TASK_YAML, "category", "missing (required)"),
    Case("task-no-difficulty", drop("difficulty"), LIST, TASK_YAML, "difficulty", "missing (required)"),
    Case("task-no-languages", drop("languages"), LIST, TASK_YAML, "languages", "missing (required)"),
    Case("task-no-interface", drop("languages.cpp.interface"), LIST, TASK_YAML, "languages.cpp.interface",
         "missing (required)"),
    Case("task-no-declaration", drop("languages.cpp.interface.declaration"), LIST, TASK_YAML,
         "languages.cpp.interface.declaration", "missing (required)"),
    Case("task-no-example", drop("example"), LIST, TASK_YAML, "example",
         "missing (required with languages.cpp: its prompt shows it)"),
    Case("task-no-grid", drop("grid"), LIST, TASK_YAML, "grid", "missing (required)"),
    Case("task-no-rows", drop("grid.rows"), LIST, TASK_YAML, "grid.rows", "missing (required)"),
    Case("task-no-columns", drop("grid.columns"), LIST, TASK_YAML, "grid.columns", "missing (required)"),
    Case("task-row-without-tests", drop("grid.rows.1.tests"), LIST, TASK_YAML, "grid.rows.1.tests",
         "missing (required)"),
    Case("task-no-baselines", drop("languages.cpp.baselines"), LIST, TASK_YAML, "languages.cpp.baselines",
         "missing (required)"),
    # --- task.yaml: fields of the wrong type or value ----------------------------------------
    Case("task-category-number", put("category", 5), LIST, TASK_YAML, "category", "'String', 'Sort'"),
    Case("task-difficulty-list", put("difficulty", ["easy"]), LIST, TASK_YAML, "difficulty", "easy"),
    Case("task-time-limit-text", put("grid.rows.0.time_limit_ms", "fast"), LIST, TASK_YAML,
         "grid.rows.0.time_limit_ms", "number"),
    Case("task-column-text", put("grid.columns.0", "O(n)"), LIST, TASK_YAML, "grid.columns.0",
         "must be a mapping of memory_limit_kb, space, not a str"),
    Case("task-baselines-text", put("languages.cpp.baselines", "baselines/brute_force.cpp"), LIST, TASK_YAML,
         "languages.cpp.baselines", "list"),
    Case("task-rank-text", put("languages.cpp.baselines.1.time_rank", "two"), LIST, TASK_YAML,
         "languages.cpp.baselines.1.time_rank", "integer"),
    Case("task-unknown-language", put("languages.rust", {"interface": {}}), LIST, TASK_YAML, "languages.rust",
         "unknown key"),
    Case("task-example-list", put("example.input", [3, 1, 2, 5]), LIST, TASK_YAML, "example.input",
         "must be a mapping, not a list"),
    Case("task-example-value", put("example.input.a", "3 1 2 5"), LIST, TASK_YAML, "example.input.a", "int array"),
    Case("task-outputs-text", put("languages.cpp.interface.outputs", "answer"), LIST, TASK_YAML,
         "languages.cpp.interface.outputs", "list"),
    Case("task-mistyped-key", put("difficulti", "easy"), LIST, TASK_YAML, "difficulti",
         "unknown key (did you mean 'difficulty'?)"),
    # --- the task's files --------------------------------------------------------------------
    Case("task-file-a-list", write("{task}/task.yaml", "- id: pair_count\n"), LIST, TASK_YAML, "",
         "must be a mapping of id, title"),
    Case("task-file-invalid-yaml", write("{task}/task.yaml", "id: pair_count\ntitle: [unclosed\n"), LIST,
         TASK_YAML, "line 3", "invalid YAML"),
    Case("task-file-binary", write("{task}/task.yaml", ELF), LIST, TASK_YAML, "", "binary, not text"),
    Case("statement-empty", write("{task}/statement.md", "\n"), LIST, "{task}/statement.md", "statement",
         "the statement is empty"),
    Case("statement-not-utf8", write("{task}/statement.md", "Pairs \xe9".encode("latin-1")), LIST,
         "{task}/statement.md", "statement", "not UTF-8 text"),
    Case("test-file-missing", put("tests.0.file", "tests/gone.json"), LIST, TASK_YAML, "tests.0.file",
         "'tests/gone.json' does not exist"),
    # --- the task's code and data, met when test inputs are made (before anything compiles) ---
    Case("generator-raises", write("{task}/generator.py", GENERATOR_RAISES), CALIBRATE, "{task}/generator.py",
         "r1-random", "generate() failed for test r1-random: ValueError: n=2000 is too large"),
    Case("generator-returns-list", write("{task}/generator.py", GENERATOR_RETURNS_LIST), CALIBRATE,
         "{task}/generator.py", "r1-random", "generate() returned list, not a dict"),
    Case("generator-syntax-error", write("{task}/generator.py", GENERATOR_DOES_NOT_IMPORT), CALIBRATE,
         "{task}/generator.py", "generator", "importing failed: SyntaxError"),
    Case("test-file-not-json", write("{task}/tests/tiny.json", '{"a": [5], "k": }'), CALIBRATE,
         "{task}/tests/tiny.json", "r1-tiny", "cannot read test"),
    # --- the baselines disagree: the task loads, and validation names the baseline and test --
    Case("baselines-disagree", replace("{task}/baselines/sort_two_pointers.cpp", "<= k", "< k"),
         ("tasks", "validate", "pair_count", "--params", "{params}"), "{task}/baselines/brute_force.cpp",
         "pair_count: test r1-example", "baselines disagree: brute-force vs sort-two-pointers", status=1,
         marks=(needs_root, pytest.mark.slow)),
    # --- params.yaml --------------------------------------------------------------------------
    Case("params-unknown-namespace", put("scoring", {"ks": [1]}, "params"), LIST, PARAMS, "scoring",
         "unknown key (did you mean 'score'?)"),
    Case("params-mistyped-key", put("generate.sampels", 3, "params"), LIST, PARAMS, "generate.sampels",
         "unknown key (did you mean 'samples'?)"),
    Case("params-mistyped-model-key", put("generate.models.0.temprature", 0.2, "params"), LIST, PARAMS,
         "generate.models.0.temprature", "unknown key"),
    Case("params-wrong-type", put("calibrate.repeats", "three", "params"), LIST, PARAMS, "calibrate.repeats",
         "integer"),
    Case("params-negative-tau", put("score.settings", [{"name": "dual", "tau": -1.2, "sigma": 1.2}], "params"),
         LIST, PARAMS, "score.settings.0.tau", "greater than or equal to 0"),
    Case("params-negative-sigma", put("score.settings", [{"name": "dual", "tau": 1.2, "sigma": -0.5}], "params"),
         LIST, PARAMS, "score.settings.0.sigma", "greater than or equal to 0"),
    Case("params-k-zero", put("score.ks", [0, 1], "params"), LIST, PARAMS, "score.ks",
         "must be distinct positive integers"),
    Case("params-unknown-judge-environment", put("judge.environment", "O7", "params"), LIST, PARAMS,
         "judge.environment", "'O7' is not one of environments ['O0']"),
    Case("params-dask-without-scheduler", put("execute", {"pool": "dask"}, "params"), LIST, PARAMS,
         "execute.scheduler", "runner dask needs a scheduler address"),
    Case("params-invalid-yaml", write("params.yaml", "judge: {environment: O0\n"), LIST, PARAMS, "line 2",
         "invalid YAML"),
    Case("params-binary", write("params.yaml", ELF), LIST, PARAMS, "", "binary, not text"),
    Case("params-file-missing", lambda ws: ws.params.unlink(), LIST, PARAMS, "--params", "params file not found"),
    Case("unknown-environment-option", lambda ws: None, (*CALIBRATE, "--env", "O9"), PARAMS, "environments",
         "unknown environment 'O9'"),
    # --- models and their backends: errors before any sample is asked for ----------------------
    Case("unknown-backend", model(backend="openia"), GENERATE, PARAMS, "generate.models.0.backend",
         "model 'm' has an unknown backend 'openia' (known: file, local, openai, reference)"),
    Case("openai-without-url", model(backend="openai", model="qwen"), GENERATE, PARAMS,
         "generate.models.0.base_url", "needs 'base_url'"),
    Case("reference-unknown-mode", model(backend="reference", model="best"), GENERATE, PARAMS,
         "generate.models.0.model", "reference mode 'best' is not one of"),
    Case("unknown-model-option", lambda ws: None, (*GENERATE, "--model", "gpt"), PARAMS, "generate.models",
         "unknown model 'gpt'; known: oracle"),
    Case("jsonl-missing", model(backend="file", path="{ws}/gone.jsonl"), GENERATE, "{ws}/gone.jsonl",
         "generate.models.0.path", "no such file of samples"),
    Case("jsonl-not-json", both(model(backend="file", path="{ws}/s.jsonl"),
                                write("s.jsonl", json.dumps(SAMPLE) + "\n{task: pair_count}\n")),
         GENERATE, "{ws}/s.jsonl", "line 2", "not a sample: invalid JSON"),
    Case("jsonl-no-completion", both(model(backend="file", path="{ws}/s.jsonl"),
                                     write("s.jsonl", json.dumps({k: v for k, v in SAMPLE.items()
                                                                  if k != "completion"}) + "\n")),
         GENERATE, "{ws}/s.jsonl", "line 1", "not a sample: no completion"),
    Case("jsonl-row-text", both(model(backend="file", path="{ws}/s.jsonl"),
                                write("s.jsonl", json.dumps({**SAMPLE, "row": "first"}) + "\n")),
         GENERATE, "{ws}/s.jsonl", "line 1", "row must be integers, got 'first'"),
    Case("jsonl-binary", both(model(backend="file", path="{ws}/s.jsonl"), write("s.jsonl", ELF)),
         GENERATE, "{ws}/s.jsonl", "generate.models.0.path", "binary, not text"),
    # --- a solution to judge ------------------------------------------------------------------
    Case("solution-empty", write("solution.cpp", ""), JUDGE, "{ws}/solution.cpp", "", "the solution file is empty"),
    Case("solution-binary", write("solution.cpp", ELF), JUDGE, "{ws}/solution.cpp", "",
         "the solution file is binary, not source code"),
    # --- scoring ------------------------------------------------------------------------------
    Case("k-above-every-sample", both(scored_runs, put("score.ks", [1, 5], "params")), SCORE, PARAMS, "score.ks",
         "k = 5 is more than the samples of every model (at most 3 per subtask"),
]


def best(ws: Workspace, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1"}
    return subprocess.run([str(BEST), *(a.format(**ws.places()) for a in args)], cwd=ws.root, env=env,
                          capture_output=True, text=True, timeout=300, check=False)


@pytest.mark.parametrize("case", [pytest.param(c, id=c.id, marks=c.marks) for c in CASES])
def test_bad_input_ends_in_one_error_naming_file_and_field(case: Case, tmp_path: Path, cache: Path) -> None:
    ws = Workspace(tmp_path, cache)
    case.setup(ws)
    done = best(ws, *case.command)
    output = f"exit {done.returncode}\nstdout:\n{done.stdout}\nstderr:\n{done.stderr}"
    assert done.returncode == case.status, output
    assert "Traceback" not in done.stderr + done.stdout, output
    where = case.file.format(**ws.places()) + (f": {case.field}" if case.field else "")
    if case.status == 2:  # a user error: one line on stderr, after any progress lines
        errors = [line for line in done.stderr.splitlines() if line.strip() and not line.endswith(" ...")]
        assert len(errors) == 1 and errors[0].startswith("error: "), output
        assert f"error: {where}: " in errors[0], output
        assert case.why in errors[0], output
        assert done.stdout == "", output
    else:  # validation lists every problem it finds; the first names the file and the test
        problems = [line.strip() for line in done.stdout.splitlines() if line.startswith("  ")]
        assert problems and problems[0].startswith(f"{where}: "), output
        assert case.why in problems[0], output


def test_the_table_covers_the_deliverable() -> None:
    """At least 25 cases (the issue's floor), and every kind of input the issue names."""
    assert len(CASES) >= 25 and len({c.id for c in CASES}) == len(CASES)
    for prefix in ("task-no-", "task-", "generator-", "baselines-", "params-", "unknown-backend", "jsonl-",
                   "solution-", "k-above"):
        assert any(c.id.startswith(prefix) for c in CASES), prefix


# --- an endpoint that answers with the wrong schema -------------------------------------------


@pytest.mark.parametrize("fault,missing", [("no-choices", "'choices'"), ("no-message", "'message'")])
def test_an_endpoint_answering_the_wrong_schema_is_a_recorded_generation_error(tmp_path: Path, cache: Path, fault: str,
                                                                              missing: str) -> None:
    """A 200 whose JSON is not a chat completion is recorded against each sample, not a crash
    and not a stop of the run.

    The backend cannot tell a server that is wrong for good (a base_url pointing at a
    legacy completions API) from one that answered wrongly once (an overloaded gateway's
    stub), so it retries the reply like any malformed one, and after the last attempt
    records the reason with the sample. Stopping the run instead would throw away the
    samples of the other models; recording keeps them, and a rerun after the endpoint is
    fixed asks again for exactly the samples that failed. So each sample's `error` names what
    the reply lacked, stderr names the model and the first failed sample with the reason, so
    that a broken endpoint is not known only by a count, and since no sample of the model was
    generated, `best generate` then exits 1 saying so: the table is no measurement of it.
    """
    ws = Workspace(tmp_path, cache)
    with serve(FakeOpenAI(faults=[fault] * 100)) as fake:
        model(backend="openai", base_url=fake.url, model="fake", max_attempts=2, backoff_s=0)(ws)
        done = best(ws, *GENERATE)
    output = f"exit {done.returncode}\nstdout:\n{done.stdout}\nstderr:\n{done.stderr}"
    assert done.returncode == 1 and "Traceback" not in done.stderr, output
    assert "error: every sample of m failed to generate; the first: gave up after 2 attempts" in done.stderr, output
    assert fake.requests == 4 * 2  # 2x2 cells, one sample each, two attempts each
    assert done.stdout.strip() == f"4 samples (4 generation errors) -> {ws.root}/generations.parquet", output
    rows = pq.read_table(ws.root / "generations.parquet").to_pylist()
    assert [(r["model"], r["task"], r["row"], r["col"], r["sample"]) for r in rows] == [
        ("m", "pair_count", r, c, 0) for r in (1, 2) for c in (1, 2)]
    for r in rows:
        assert r["completion"] is None and r["code"] is None
        assert r["error"].startswith("gave up after 2 attempts: malformed reply (KeyError: "), r["error"]
        assert missing in r["error"], r["error"]
    assert f"m: pair_count cell (1, 1) sample 0: gave up after 2 attempts: malformed reply (KeyError: {missing})" \
        in done.stderr, output
    assert "(and 3 more)" in done.stderr, output
