"""Prompt rendering (the paper's Figure 4 and its variants) and code extraction from replies."""

from __future__ import annotations

import asyncio
import shutil
import sqlite3
from pathlib import Path

import pytest

from best.errors import BestError
from best.generate.backend import Request, Sampling
from best.generate.extract import extract_code, split_reasoning
from best.generate.prompts import load_template, prompts_for, render
from best.generate.replay import ReferenceBackend, pick_baseline
from best.generate.settings import ReferenceSettings
from best.generate.store import SampleStore
from best.schema import parse_model
from best.tasks.loader import load_task
from tests.conftest import ROOT

RSQ = load_task(ROOT / "data" / "tasks" / "range_sum_query")
PROMPTS = ROOT / "data" / "prompts"


def test_the_prompt_follows_figure_4_with_the_stated_limits() -> None:
    text = render(load_template(PROMPTS, "original"), RSQ, 3, 2, "original").text
    lines = text.splitlines()
    assert lines[:3] == ["### Question", "You are a C++ expert.",
                         "Your task is to generate efficient code in both time and space."]
    assert "    Input: a = [1, 2, 3, 4, 5]" in lines
    assert "           ops = [[2, 1, 3], [1, 2, 6], [2, 1, 3]]" in lines
    assert "    Output: [6, 10]" in lines
    assert RSQ.rows[2].data_scale in lines
    assert RSQ.stated is not None and RSQ.stated.environment == "O0" and RSQ.stated.memory_kb is not None
    assert f"Time limit: {RSQ.stated.time_ms[2]:g} ms" in lines  # row 3's stated limit, not the nominal 300
    assert f"Memory limit: {RSQ.stated.memory_kb[2][1]:g} KB" in lines  # cell (3, 2)'s, not column 2's nominal 640
    assert text.rstrip().endswith("        // write your code here\n    }\n};")
    assert "{{" not in text


def test_every_task_states_its_limits_in_every_language_and_its_prompts_show_them() -> None:
    """The limits themselves are checked against a calibration by `best tasks validate` (within 2x)."""
    for task_dir in sorted(p for p in (ROOT / "data" / "tasks").iterdir() if p.is_dir()):
        task = load_task(task_dir)
        for language in task.languages:
            view = task.for_language(language)
            assert view.stated is not None, f"{task.id} states no {language} limits: best tasks state-limits"
            template = load_template(PROMPTS, "original", language)
            for r, c in view.cells:
                time_ms, memory_kb = view.stated.cell(r, c)
                text = render(template, view, r, c, "original").text
                assert f"Time limit: {time_ms:g} ms" in text and f"Memory limit: {memory_kb:g} KB" in text


def test_a_task_without_stated_limits_prompts_with_its_nominal_ones(tmp_path: Path) -> None:
    copy = tmp_path / "range_sum_query"
    shutil.copytree(RSQ.dir, copy)
    (copy / "stated.yaml").unlink()
    bare = load_task(copy)
    assert bare.stated is None and bare.content_hash == RSQ.content_hash  # stated limits are not judged content
    lines = render(load_template(PROMPTS, "original"), bare, 3, 2, "original").text.splitlines()
    assert "Time limit: 300 ms" in lines and "Memory limit: 640 KB" in lines


def test_one_prompt_per_subtask_and_variants_differ() -> None:
    prompts = prompts_for(RSQ, load_template(PROMPTS, "original"), "original")
    assert [(p.row, p.col) for p in prompts] == [(r, c) for r in (1, 2, 3) for c in (1, 2, 3)]
    assert len({p.hash for p in prompts}) == 9
    variants = {v: render(load_template(PROMPTS, v), RSQ, 1, 1, v).text for v in ("original", "time", "space", "both")}
    assert len(set(variants.values())) == 4
    assert "fast" in variants["time"] and "memory" in variants["space"]


def test_code_prompt_turns_the_declaration_into_an_empty_body() -> None:
    assert RSQ.interface.code_prompt() == (
        "class Solution {\npublic:\n    void solve(vector<int>& a, vector<array<int, 3>>& ops, "
        "vector<long long>& answer) {\n        // write your code here\n    }\n};")


def test_template_errors_name_the_file_and_field(tmp_path: Path) -> None:
    with pytest.raises(BestError, match="no prompt template 'fancy'") as err:
        load_template(PROMPTS, "fancy")
    assert err.value.field == "generate.prompt" and err.value.file is not None
    (tmp_path / "odd.md").write_text("{{statement}} {{budget}}")
    with pytest.raises(BestError, match="budget") as err:
        load_template(tmp_path, "odd")
    assert err.value.file == str(tmp_path / "odd.md")


CLASS = "class Solution {\npublic:\n    int solve() { return 1; }\n};"


def test_the_last_block_defining_the_class_wins() -> None:
    reply = (f"First try:\n```cpp\n{CLASS.replace('1;', '2;')}\n```\nBetter:\n```c++\n{CLASS}\n```\n"
             "Test it with:\n```cpp\nint main() { Solution s; }\n```\n")
    e = extract_code(reply, RSQ.interface)
    assert e.error is None and e.code == CLASS + "\n"


def test_a_bare_reply_is_taken_whole() -> None:
    e = extract_code("#include <vector>\n" + CLASS, RSQ.interface)
    assert e.error is None and e.code.startswith("#include <vector>")


def test_an_unclosed_block_is_still_code() -> None:
    e = extract_code(f"```cpp\n{CLASS}\n", RSQ.interface)
    assert e.error is None and e.code == CLASS + "\n"


def test_failures_are_recorded_and_the_text_kept() -> None:
    e = extract_code("I cannot help with that.", RSQ.interface)
    assert e.error is not None and "does not define class Solution" in e.error
    assert e.code == "I cannot help with that.\n"
    e = extract_code("```python\nclass Solution: pass\n```", RSQ.interface)
    assert e.error is not None
    e = extract_code("```cpp\nint f();\n```", RSQ.interface)
    assert e.error == "no C++ block defines class Solution"


def test_reference_oracle_answers_each_cell_with_a_baseline_that_passes_it() -> None:
    backend = ReferenceBackend(ReferenceSettings(name="m", backend="reference", model="oracle"))
    for prompt in prompts_for(RSQ, load_template(PROMPTS, "original"), "original"):
        b = pick_baseline(RSQ, prompt.row, prompt.col, "oracle")
        # every cell some baseline passes is answered with one that does (S_std = 1 there)
        assert b.passes(prompt.row, prompt.col) or not any(x.passes(prompt.row, prompt.col) for x in RSQ.baselines)
        c = asyncio.run(backend.complete(Request(RSQ, prompt, 0, 0, Sampling(0.8, 0.95, 100))))
        assert extract_code(c.text, RSQ.interface).code.strip() == b.path.read_text().strip()
    assert pick_baseline(RSQ, 1, 1, "fastest").time_rank == 3
    assert pick_baseline(RSQ, 1, 1, "smallest").space_rank == 3
    with pytest.raises(BestError, match="oracle, fastest, smallest"):
        parse_model(ReferenceSettings, {"name": "m", "backend": "reference", "model": "best"}, "params.yaml", BestError)


def test_reasoning_is_split_from_the_answer() -> None:
    assert split_reasoning("plain answer") == ("plain answer", None)
    assert split_reasoning("answer", "a trace") == ("answer", "a trace")
    assert split_reasoning("<think>draft</think>\nthe answer") == ("the answer", "draft")
    # a reply cut while thinking: the open block runs to the end, and there is no answer
    assert split_reasoning("<think>still going", "apart") == ("", "apart\n\nstill going")


def test_a_store_written_before_the_reasoning_column_gains_it(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE samples (key TEXT PRIMARY KEY, model TEXT NOT NULL, task TEXT NOT NULL, row INTEGER "
               "NOT NULL, col INTEGER NOT NULL, sample INTEGER NOT NULL, prompt_hash TEXT NOT NULL, completion TEXT, "
               "code TEXT, tokens_in INTEGER, tokens_out INTEGER, latency_ms REAL, finish_reason TEXT, error TEXT, "
               "extract_error TEXT)")
    db.execute("INSERT INTO samples (key, model, task, row, col, sample, prompt_hash, code) "
               "VALUES ('old', 'm', 't', 1, 1, 0, 'h', 'x')")
    db.commit()
    db.close()
    with SampleStore(path) as store:
        store.put({"key": "new", "model": "m", "task": "t", "row": 1, "col": 1, "sample": 1, "prompt_hash": "h",
                   "code": "y", "reasoning": "thought"})
        rows = store.rows(["old", "new"])
    assert rows["old"]["code"] == "x" and rows["old"]["reasoning"] is None  # kept, nothing lost
    assert rows["new"]["reasoning"] == "thought"
