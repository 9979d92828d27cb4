"""Generation against a real HTTP server on loopback: faults, resume after a kill, prompt edits."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest
import yaml

from best.errors import BestError
from best.generate.backend import GenerationError, Request, Sampling
from best.generate.openai_backend import OpenAIBackend
from best.generate.prompts import load_template, render
from best.generate.settings import OpenAISettings
from best.params import load_params
from best.report.markdown import generation_summary
from best.tasks.loader import load_task
from best.tasks.stated import STATED_FILE
from flows.server import free_port
from stages import generate as stage
from stages.stage import run as run_stage
from tests.conftest import FIXTURE_TASKS, ROOT
from tests.openai_fake import FakeOpenAI, completion_for, serve

TASK = load_task(FIXTURE_TASKS / "pair_count")
PROMPT = render(load_template(ROOT / "data" / "prompts", "original"), TASK, 1, 1, "original")
SAMPLING = Sampling(temperature=0.8, top_p=0.95, max_tokens=256)


def complete(fake: FakeOpenAI, **settings: Any) -> tuple[OpenAIBackend, str | Exception]:
    backend = OpenAIBackend(OpenAISettings.model_validate({
        "name": "fake", "backend": "openai", "base_url": fake.url, "model": "fake", "backoff_s": 0.01,
        "max_attempts": 5, **settings}), "generate.models[0]")

    async def go() -> str | Exception:
        try:
            return (await backend.complete(Request(TASK, PROMPT, 0, 7, SAMPLING))).text
        except GenerationError as exc:
            return exc
        finally:
            await backend.aclose()
    return backend, asyncio.run(go())


@pytest.mark.parametrize(("faults", "attempts"), [
    (["429"], 2), (["500", "500"], 3), (["truncated"], 2), (["garbage"], 2), (["slow"], 2),
    (["429", "500", "garbage", "truncated"], 5),
])
def test_transient_faults_are_retried_until_a_good_reply(faults: list[str], attempts: int) -> None:
    with serve(FakeOpenAI(faults=list(faults), slow_s=1.5)) as fake:
        backend, result = complete(fake, timeout_s=0.5)
    assert result == completion_for(PROMPT.text, 7)
    assert backend.attempts == attempts


def test_a_client_error_is_recorded_at_once() -> None:
    with serve(FakeOpenAI(faults=["400"])) as fake:
        backend, result = complete(fake)
    assert isinstance(result, GenerationError) and "HTTP 400" in str(result)
    assert backend.attempts == 1


def test_after_the_last_attempt_the_reason_is_recorded() -> None:
    with serve(FakeOpenAI(faults=["500"] * 3 + ["garbage"])) as fake:
        backend, result = complete(fake, max_attempts=4)
    assert isinstance(result, GenerationError)
    assert "gave up after 4 attempts" in str(result) and "malformed reply" in str(result)
    assert backend.attempts == 4


def test_retry_after_is_honoured() -> None:
    with serve(FakeOpenAI(faults=["429"], retry_after="1")) as fake:
        started = time.monotonic()
        _, result = complete(fake, backoff_s=0.0)
        waited = time.monotonic() - started
    assert isinstance(result, str)
    assert waited >= 0.95  # the header said one second; the backoff alone would be none


def params_file(tmp_path: Path, fake_url: str, name: str = "params.yaml", **generate: Any) -> Path:
    path = tmp_path / name
    path.write_text(yaml.safe_dump({
        "tasks": {"root": str(tmp_path / "tasks")},
        "storage": {"uri": str(tmp_path / "published")},
        "generate": {"samples": 3, "prompts_dir": str(tmp_path / "prompts"), "store": str(tmp_path / "store.db"),
                     "models": [{"name": "fake", "backend": "openai", "base_url": fake_url, "model": "fake",
                                 "concurrency": 2, "backoff_s": 0.01}], **generate}}))
    return path


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    shutil.copytree(FIXTURE_TASKS / "pair_count", tmp_path / "tasks" / "pair_count")
    shutil.copytree(ROOT / "data" / "prompts", tmp_path / "prompts")
    return tmp_path


def table_rows(path: Path) -> list[dict[str, Any]]:
    return [{k: v for k, v in r.items() if k != "latency_ms"} for r in pq.read_table(path).to_pylist()]


def test_generations_table_holds_every_sample(workspace: Path) -> None:
    with serve(FakeOpenAI(faults=["429", "500"])) as fake:
        params = params_file(workspace, fake.url)
        data = yaml.safe_load(params.read_text())
        data["generate"]["models"][0].update(max_tokens=77, stop=["\n```\n"])
        params.write_text(yaml.safe_dump(data))
        table = run_stage(stage.STAGE, params, generations=workspace / "g.parquet")["generations"]
    # the model's own cap and stop sequences reach the endpoint; the sampling is the params'
    assert {(b["max_tokens"], tuple(b["stop"]), b["temperature"], b["top_p"]) for b in fake.bodies} == {
        (77, ("\n```\n",), 0.8, 0.95)}
    assert sorted(b["seed"] for b in fake.bodies) == sorted([0, 1, 2] * 4)
    rows = table.to_pylist()
    assert len(rows) == 4 * 3  # 2x2 cells, 3 samples each
    assert [(r["row"], r["col"], r["sample"]) for r in rows] == [
        (r, c, s) for r in (1, 2) for c in (1, 2) for s in range(3)]
    assert all(r["error"] is None and r["extract_error"] is None for r in rows)
    assert all(r["code"].startswith("class Solution") and r["tokens_out"] == 20 for r in rows)
    assert len({r["key"] for r in rows}) == 12


def generated(workspace: Path, fake: FakeOpenAI, **model: Any) -> list[dict[str, Any]]:
    params = params_file(workspace, fake.url, samples=1)
    data = yaml.safe_load(params.read_text())
    data["generate"]["models"][0].update(model)
    params.write_text(yaml.safe_dump(data))
    table = run_stage(stage.STAGE, params, generations=workspace / "g.parquet")["generations"]
    rows: list[dict[str, Any]] = table.to_pylist()
    return rows


def test_a_base_model_is_asked_through_plain_completions(workspace: Path) -> None:
    with serve(FakeOpenAI()) as fake:
        rows = generated(workspace, fake, mode="completion")
    assert set(fake.paths) == {"/v1/completions"} and len(fake.bodies) == 4
    # the prompt of Figure 4 as plain text, which a base model continues
    assert all("messages" not in b and b["prompt"].startswith("### Question\nYou are a C++ expert.")
               for b in fake.bodies)
    assert all(r["code"].startswith("class Solution") and r["finish_reason"] == "stop" for r in rows)
    with serve(FakeOpenAI()) as chat:
        chat_rows = generated(workspace, chat)
    assert set(chat.paths) == {"/v1/chat/completions"}
    assert {r["key"] for r in rows}.isdisjoint(r["key"] for r in chat_rows)  # another way of asking, other samples


def test_a_reply_cut_at_max_tokens_is_recorded_as_cut(workspace: Path) -> None:
    with serve(FakeOpenAI()) as fake:
        rows = generated(workspace, fake, max_tokens=6)
    assert {b["max_tokens"] for b in fake.bodies} == {6}
    assert all(r["finish_reason"] == "length" and r["error"] is None for r in rows)
    # what came back is judged as it is: here an unfinished class, which will not compile
    assert all(len(r["completion"].split(" ")) == 6 and r["code"] == "class Solution\n" for r in rows)
    summary = generation_summary(rows)
    assert [(s["model"], s["samples"], s["cut at max_tokens"], s["generation errors"]) for s in summary] == [
        ("fake", 4, 4, 0)]


def test_reasoning_traces_are_kept_apart_from_the_code(workspace: Path) -> None:
    with serve(FakeOpenAI(reasoning="Let me think about pairs.", think=True)) as fake:
        rows = generated(workspace, fake)
    for r in rows:
        # the draft in the <think> block returns -1; the answer after it is what is judged
        assert "return -1" not in r["code"] and r["code"].startswith("class Solution"), r["code"]
        assert "<think>" not in r["completion"] and r["completion"].startswith("Here is my answer")
        assert r["reasoning"].startswith("Let me think about pairs.") and "return -1" in r["reasoning"]
    assert generation_summary(rows)[0]["with a reasoning trace"] == 4


def test_a_reasoning_model_cut_before_its_answer_is_a_cut_sample_not_an_error() -> None:
    with serve(FakeOpenAI(think=True)) as fake:
        backend, result = complete(fake)
    assert isinstance(result, str)
    cut: dict[str, Any] = {"index": 0, "finish_reason": "length",
                           "message": {"role": "assistant", "content": None, "reasoning_content": "still thinking"}}
    assert backend._read(cut) == ("", "still thinking")


@pytest.mark.slow  # the stage in fresh processes, killed and rerun
def test_a_kill_during_generation_then_a_rerun_gives_the_uninterrupted_result(workspace: Path) -> None:
    with serve(FakeOpenAI(delay_s=0.15)) as fake:
        params = params_file(workspace, fake.url, samples=6)
        cmd = [sys.executable, "-m", "best", "stage", "generate", "--params", str(params),
               f"--path=generations={workspace / 'g.parquet'}"]
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        stored = 0
        while stored < 6 and time.monotonic() < deadline:
            time.sleep(0.05)
            if (workspace / "store.db").exists():
                with sqlite3.connect(workspace / "store.db") as db:
                    try:
                        stored = db.execute("SELECT COUNT(*) FROM samples").fetchone()[0]
                    except sqlite3.OperationalError:
                        stored = 0
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        with sqlite3.connect(workspace / "store.db") as db:
            after_kill = db.execute("SELECT COUNT(*) FROM samples").fetchone()[0]
        assert 6 <= after_kill < 24, "the kill must land mid-generation"
        assert not (workspace / "g.parquet").exists()
        requests_before = fake.requests
        resumed = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
        assert resumed.returncode == 0, resumed.stderr
        assert fake.requests - requests_before == 24 - after_kill  # only the missing samples
        # the same generation into a fresh store, never interrupted
        clean = params_file(workspace, fake.url, "clean.yaml", samples=6, store=str(workspace / "clean.db"))
        run_stage(stage.STAGE, clean, generations=workspace / "clean.parquet")
    assert table_rows(workspace / "g.parquet") == table_rows(workspace / "clean.parquet")
    with sqlite3.connect(workspace / "store.db") as db:
        assert db.execute("SELECT COUNT(*), COUNT(DISTINCT key) FROM samples").fetchone() == (24, 24)


def test_prompt_edits_regenerate_only_the_samples_they_change(workspace: Path) -> None:
    with serve(FakeOpenAI()) as fake:
        params = params_file(workspace, fake.url)
        run_stage(stage.STAGE, params, generations=workspace / "g.parquet")
        assert fake.requests == 12
        run_stage(stage.STAGE, params, generations=workspace / "g.parquet")
        assert fake.requests == 12  # nothing changed, nothing generated
        # the stated time limit of row 2 appears only in row 2's prompts: 2 cells x 3 samples
        stated = workspace / "tasks" / "pair_count" / STATED_FILE
        data = yaml.safe_load(stated.read_text())
        data["cpp"]["time_ms"][1] *= 2
        stated.write_text(yaml.safe_dump(data))
        run_stage(stage.STAGE, params, generations=workspace / "g.parquet")
        assert fake.requests == 12 + 6
        # a nominal limit the stated ones replace is in no prompt: nothing is asked again
        task_yaml = workspace / "tasks" / "pair_count" / "task.yaml"
        marker = '- data_scale: "1 ≤ n ≤ 20000"\n      time_limit_ms: 100'
        assert marker in task_yaml.read_text()
        task_yaml.write_text(task_yaml.read_text().replace(marker, marker[:-3] + "250"))
        run_stage(stage.STAGE, params, generations=workspace / "g.parquet")
        assert fake.requests == 12 + 6
        # another variant is another prompt for every sample; going back costs nothing
        emphasis = params_file(workspace, fake.url, "time.yaml", prompt="time")
        run_stage(stage.STAGE, emphasis, generations=workspace / "t.parquet")
        assert fake.requests == 18 + 12
        run_stage(stage.STAGE, params, generations=workspace / "g.parquet")
        assert fake.requests == 30
        # editing the `time` template changes only that variant's samples
        (workspace / "prompts" / "time.md").write_text(
            (workspace / "prompts" / "time.md").read_text().replace("Above all", "First of all"))
        run_stage(stage.STAGE, emphasis, generations=workspace / "t.parquet")
        run_stage(stage.STAGE, params, generations=workspace / "g.parquet")
        assert fake.requests == 30 + 12
    rows = pq.read_table(workspace / "g.parquet").to_pylist()
    assert {r["prompt_hash"] for r in rows if r["row"] == 2}.isdisjoint(
        {r["prompt_hash"] for r in pq.read_table(workspace / "t.parquet").to_pylist()})


def test_unknown_backend_and_missing_settings_name_the_field(workspace: Path) -> None:
    params = params_file(workspace, "http://127.0.0.1:9/v1")
    data = yaml.safe_load(params.read_text())
    data["generate"]["models"] = [{"name": "x", "backend": "nope"}]
    params.write_text(yaml.safe_dump(data))
    with pytest.raises(Exception, match=r"generate\.models\.0\.backend"):
        stage.generate(load_params(params), progress=False)
    data["generate"]["models"] = [{"name": "x", "backend": "openai", "model": "m"}]
    params.write_text(yaml.safe_dump(data))
    with pytest.raises(Exception, match=r"generate\.models\.0\.base_url"):
        stage.generate(load_params(params), progress=False)


def test_file_backend_imports_samples_and_records_the_missing(workspace: Path) -> None:
    samples = workspace / "samples.jsonl"
    lines = [{"task": "pair_count", "row": r, "col": c, "sample": 0,
              "completion": f"```cpp\nclass Solution {{ /* {r}{c} */ }};\n```"} for r in (1, 2) for c in (1, 2)]
    samples.write_text("\n".join(json.dumps(x) for x in lines[:3]) + "\n")
    params = params_file(workspace, "unused", samples=1)
    data = yaml.safe_load(params.read_text())
    data["generate"]["models"] = [{"name": "imported", "backend": "file", "path": str(samples)}]
    params.write_text(yaml.safe_dump(data))
    rows = stage.generate(load_params(params), progress=False)
    by_cell = {(r["row"], r["col"]): r for r in rows}
    assert by_cell[(1, 2)]["code"] == "class Solution { /* 12 */ };\n"
    missing = by_cell[(2, 2)]
    assert missing["completion"] is None and "no cpp sample 0 for pair_count cell (2, 2)" in missing["error"]
    # the missing line arrives (and another is corrected): a rerun imports the file as it is now
    lines[0]["completion"] = "```cpp\nclass Solution { /* fixed */ };\n```"
    samples.write_text("\n".join(json.dumps(x) for x in lines) + "\n")
    rows = stage.generate(load_params(params), progress=False)
    assert all(r["error"] is None for r in rows)
    assert rows[0]["code"] == "class Solution { /* fixed */ };\n"
    samples.write_text('{"task": "pair_count", "row": 1}\n')
    with pytest.raises(BestError, match="line 1") as err:
        stage.generate(load_params(params), progress=False)
    assert err.value.file == str(samples)


@pytest.mark.server  # a Prefect flow: Prefect's API starts
def test_generate_flow_writes_the_stage_table(workspace: Path) -> None:
    from flows.stage_flow import run_flow  # noqa: PLC0415 - Prefect is slow to import; only this test needs it

    params = params_file(workspace, "unused", samples=2)
    data = yaml.safe_load(params.read_text())
    data["generate"]["models"] = [{"name": "oracle", "backend": "reference"},
                                  {"name": "fastest", "backend": "reference", "model": "fastest"}]
    params.write_text(yaml.safe_dump(data))
    assert run_flow("generate", params, generations=workspace / "flow.parquet") == {"generations": 2 * 4 * 2}
    run_stage(stage.STAGE, params, generations=workspace / "stage.parquet")  # from the store: the same samples
    assert table_rows(workspace / "flow.parquet") == table_rows(workspace / "stage.parquet")



def best_generate(params: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "best", "generate", "--params", str(params), "--out",
                           str(params.parent / "g.parquet")], capture_output=True, text=True, timeout=300,
                          check=False)


def test_a_dead_endpoint_is_named_before_any_sample_is_asked_for(workspace: Path) -> None:
    params = params_file(workspace, f"http://127.0.0.1:{free_port()}/v1")
    started = time.monotonic()
    done = best_generate(params)
    assert done.returncode == 2, done.stdout + done.stderr
    assert time.monotonic() - started < 60  # not 12 samples x their retries
    assert "generate.models.0.base_url: the endpoint does not answer: GET http://127.0.0.1:" in done.stderr
    assert "ConnectError" in done.stderr
    assert not (workspace / "g.parquet").exists()


def test_a_model_the_endpoint_does_not_serve_is_named_with_what_it_serves(workspace: Path) -> None:
    with serve(FakeOpenAI(models=["fake-coder-7b", "other"])) as fake:
        params = params_file(workspace, fake.url)
        data = yaml.safe_load(params.read_text())
        data["generate"]["models"][0]["model"] = "fake-coder-7"
        params.write_text(yaml.safe_dump(data))
        done = best_generate(params)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "generate.models.0.model:" in done.stderr
    assert ("does not serve 'fake-coder-7' (did you mean 'fake-coder-7b'?); it serves: fake-coder-7b, other"
            in done.stderr)
    assert fake.requests == 0  # no completion was asked for


def test_a_model_whose_every_sample_failed_exits_non_zero_with_the_reason(workspace: Path) -> None:
    with serve(FakeOpenAI(models=["fake"], faults=["400"] * 12)) as fake:
        done = best_generate(params_file(workspace, fake.url))
    assert done.returncode == 1, done.stdout + done.stderr
    assert "12 samples (12 generation errors)" in done.stdout  # the table is written all the same
    assert "error: every sample of fake failed to generate; the first: HTTP 400" in done.stderr


def test_a_model_the_endpoint_serves_is_generated(workspace: Path) -> None:
    with serve(FakeOpenAI(models=["fake"], faults=["400"] * 11)) as fake:
        done = best_generate(params_file(workspace, fake.url))
    assert done.returncode == 0, done.stdout + done.stderr  # one sample of twelve is a measurement
    assert "12 samples (11 generation errors)" in done.stdout
    assert fake.list_requests == 1
