"""`best eval`: one model from the command line, scored beside the models params already has.

Against a loopback OpenAI-compatible endpoint it runs the whole pipeline for the model and
prints its row of Table 2; against a port nothing listens on it stops before the pipeline,
with the option to fix and exit status 2.
"""

from __future__ import annotations

import shutil
import time
import uuid
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from best.cli import app
from flows.server import free_port
from tests.conftest import FIXTURE_TASKS, ROOT, needs_root
from tests.integration.test_watch import pair_count_answer
from tests.openai_fake import FakeOpenAI, serve

pytestmark = [needs_root, pytest.mark.slow]


def workspace(d: Path) -> None:
    """pair_count, one environment, and the task's own baselines in params as a model never scored."""
    shutil.copytree(FIXTURE_TASKS / "pair_count", d / "tasks" / "pair_count")
    (d / "params.yaml").write_text(yaml.safe_dump({
        "tasks": {"root": "tasks"},
        "environments": [{"name": "O0", "flags": []}],
        "judge": {"environment": "O0", "cache_dir": "cache"},
        "calibrate": {"repeats": 1},
        "generate": {"samples": 1, "prompts_dir": str(ROOT / "data" / "prompts"), "store": "store.sqlite",
                     "models": [{"name": "reference", "backend": "reference", "model": "oracle"}]},
        "score": {"ks": [1]},
        "storage": {"uri": "published"},
    }, sort_keys=False))



def test_best_eval_scores_the_model_beside_those_already_scored_and_prints_its_row(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, prefect_api: str) -> None:
    workspace(tmp_path)
    monkeypatch.chdir(tmp_path)
    table2 = tmp_path / "data" / "score" / "O0" / "tables" / "table2.md"
    written = tmp_path / "data" / "eval" / "params.yaml"
    with serve(FakeOpenAI(models=["acme/coder-1", "acme/coder-2"], answer=pair_count_answer(uuid.uuid4().hex))) as fake:
        first = CliRunner().invoke(app, ["eval", "--model", "openai:acme/coder-1", "--base-url", fake.url])
        assert first.exit_code == 0, first.stdout + first.stderr
        assert fake.completions == {"acme/coder-1": 4}  # 2x2 cells, one sample each
        assert fake.list_requests == 2  # by `best eval` before the pipeline, by generate before its first request
        # params' `reference` was never scored here: it is not run (nobody asked for it)
        assert [m["name"] for m in yaml.safe_load(written.read_text())["generate"]["models"]] == ["acme-coder-1"]
        assert "| reference |" not in table2.read_text()

        second = CliRunner().invoke(app, ["eval", "--model", "openai:acme/coder-2", "--base-url", fake.url])
        assert second.exit_code == 0, second.stdout + second.stderr
        assert fake.completions == {"acme/coder-1": 4, "acme/coder-2": 4}  # none again for the first
    assert "beside acme-coder-1" in second.stderr
    assert [m["name"] for m in yaml.safe_load(written.read_text())["generate"]["models"]] == [
        "acme-coder-1", "acme-coder-2"]
    rows = [line for line in second.stdout.splitlines() if line.startswith("| O0 |")]
    assert len(rows) == 1 and rows[0].startswith("| O0 | acme-coder-2 |"), second.stdout  # its own row only ...
    assert rows[0] in table2.read_text().splitlines()
    assert "| O0 | acme-coder-1 |" in table2.read_text()  # ... of a table that has both
    assert second.stdout.strip().endswith(f"report: {(tmp_path / 'data' / 'report' / 'index.html').resolve()}")


def test_best_eval_against_a_closed_port_stops_before_the_pipeline(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    workspace(tmp_path)
    monkeypatch.chdir(tmp_path)
    started = time.monotonic()
    result = CliRunner().invoke(app, ["eval", "--model", "openai:acme/coder-1", "--base-url",
                                      f"http://127.0.0.1:{free_port()}/v1"])
    assert result.exit_code == 2, result.stdout + result.stderr
    assert time.monotonic() - started < 30
    assert "error: --base-url: the endpoint does not answer: GET http://127.0.0.1:" in result.stderr
    assert not (tmp_path / "data").exists()  # nothing ran, nothing was written


@pytest.mark.parametrize(("args", "option", "message"), [
    (["--model", "acme"], "--model", "is not BACKEND:NAME"),
    (["--model", "openai:acme"], "--base-url", "needs the endpoint"),
    (["--model", "file:s.jsonl", "--base-url", "http://x/v1"], "--base-url", "a file of samples has no endpoint"),
    (["--model", "openai:acme", "--base-url", "http://x/v1", "--name", "a b"], "--name", "name"),
    (["--model", "openai:acme", "--base-url", "http://x/v1", "--name", "reference"], "--name",
     "a model named 'reference' with other settings is already in params"),
])
def test_best_eval_names_the_option_to_fix(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str],
                                           option: str, message: str) -> None:
    workspace(tmp_path)
    monkeypatch.chdir(tmp_path)
    if option == "--name" and "reference" in args:
        with serve(FakeOpenAI(models=["acme"])) as fake:
            args = [a if a != "http://x/v1" else fake.url for a in args]
            result = CliRunner().invoke(app, ["eval", *args])
    else:
        result = CliRunner().invoke(app, ["eval", *args])
    assert result.exit_code == 2, result.stdout + result.stderr
    assert result.stderr.startswith(f"error: {option}: ") and message in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
