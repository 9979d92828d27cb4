"""The embedded model, in-process and behind llama.cpp's OpenAI-compatible server on loopback."""

from __future__ import annotations

import asyncio
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pyarrow.parquet as pq
import pytest
import yaml
from typer.testing import CliRunner

from best.cli import app
from best.generate.backend import Request, Sampling
from best.generate.local_backend import LocalBackend, embedded_model
from best.generate.prompts import load_template, render
from best.generate.settings import LocalSettings
from best.tasks.loader import load_task
from flows.server import free_port
from stages import generate as stage
from stages.stage import run as run_stage
from tests.conftest import FIXTURE_TASKS, ROOT

# The embedded model loads in each test (tens of seconds on two cores); one test also serves it.
pytestmark = pytest.mark.slow

TASK = load_task(FIXTURE_TASKS / "pair_count")
PROMPT = render(load_template(ROOT / "data" / "prompts", "original"), TASK, 1, 1, "original")


def test_the_embedded_model_is_seeded_and_real() -> None:
    backend = LocalBackend(LocalSettings(name="smollm2", backend="local"), "generate.models[0]")
    sampling = Sampling(temperature=0.8, top_p=0.95, max_tokens=48)

    async def three() -> list[str]:
        try:
            outs = [await backend.complete(Request(TASK, PROMPT, 0, seed, sampling)) for seed in (1, 1, 2)]
        finally:
            await backend.aclose()
        assert all(o.tokens_out and 0 < o.tokens_out <= 48 for o in outs)
        assert all(o.tokens_in and o.tokens_in > 100 for o in outs)  # the whole prompt went in
        return [o.text for o in outs]

    first, again, other = asyncio.run(three())
    assert first == again  # same seed, same sample
    assert first != other
    assert backend.identity()["model"].endswith(".gguf")


@pytest.fixture(scope="module")
def llama_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    port = free_port()
    log = tmp_path_factory.mktemp("llama-server") / "server.log"
    cmd = [sys.executable, "-m", "llama_cpp.server", "--model", str(embedded_model()), "--host", "127.0.0.1",
           "--port", str(port), "--n_ctx", "4096", "--n_threads", "2", "--model_alias", "smollm2"]
    with log.open("wb") as sink:  # a file, not a pipe nobody reads: llama.cpp logs a lot
        proc = subprocess.Popen(cmd, stdout=sink, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/v1"
    deadline = time.monotonic() + 120
    while True:
        if proc.poll() is not None:
            raise RuntimeError(f"llama_cpp.server exited: {log.read_text(errors='replace')[-2000:]}")
        try:
            if httpx.get(f"{url}/models", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        if time.monotonic() > deadline:
            proc.kill()
            raise RuntimeError(f"llama_cpp.server did not start in 120 s: {log.read_text(errors='replace')[-2000:]}")
        time.sleep(0.2)
    yield url
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()


def test_the_openai_backend_against_llama_cpp_server(llama_server: str, tmp_path: Path) -> None:
    shutil.copytree(FIXTURE_TASKS / "pair_count", tmp_path / "tasks" / "pair_count")
    params = tmp_path / "params.yaml"
    params.write_text(yaml.safe_dump({
        "tasks": {"root": str(tmp_path / "tasks")},
        "generate": {"samples": 1, "max_tokens": 48, "prompts_dir": str(ROOT / "data" / "prompts"),
                     "store": str(tmp_path / "store.db"),
                     "models": [{"name": "served", "backend": "openai", "base_url": llama_server,
                                 "model": "smollm2", "concurrency": 1}]}}))
    rows = run_stage(stage.STAGE, params, generations=tmp_path / "g.parquet")["generations"].to_pylist()
    assert len(rows) == 4
    for r in rows:
        assert r["error"] is None, r["error"]
        assert r["completion"] and r["tokens_in"] > 100 and 0 < r["tokens_out"] <= 48
        assert r["finish_reason"] in {"stop", "length"}


def test_best_generate_on_the_embedded_model(tmp_path: Path) -> None:
    shutil.copytree(FIXTURE_TASKS / "pair_count", tmp_path / "tasks" / "pair_count")
    params = tmp_path / "params.yaml"
    params.write_text(yaml.safe_dump({
        "tasks": {"root": str(tmp_path / "tasks")},
        "generate": {"samples": 1, "max_tokens": 64, "prompts_dir": str(ROOT / "data" / "prompts"),
                     "store": str(tmp_path / "store.db"), "models": [{"name": "smollm2", "backend": "local"}]}}))
    out = tmp_path / "g.parquet"
    result = CliRunner().invoke(app, ["generate", "--task", "pair_count", "--out", str(out), "--params", str(params)])
    assert result.exit_code == 0, result.output
    assert "4 samples" in result.output
    rows = pq.read_table(out).to_pylist()
    assert {(r["row"], r["col"]) for r in rows} == {(1, 1), (1, 2), (2, 1), (2, 2)}
    assert all(r["completion"] and r["model"] == "smollm2" and r["error"] is None for r in rows)
