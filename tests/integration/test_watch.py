"""The watch flow evaluates a model an endpoint starts serving, and nothing it evaluated before.

One loopback OpenAI-compatible endpoint serves one model, then two. Each watch run lists
it, compares with the leaderboard in storage and runs the pipeline; the second run must
send no completion request for the first model and measure none of its runs again, and
the leaderboard then holds both. A third run, with nothing new, runs nothing.
"""

from __future__ import annotations

import hashlib
import shutil
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from best.params import StorageParams
from best.storage import Storage
from flows.watch import watch_flow
from tests.conftest import FIXTURE_TASKS, ROOT, needs_root
from tests.openai_fake import FakeOpenAI, serve

pytestmark = [needs_root, pytest.mark.slow]


def pair_count_answer(salt: str) -> Callable[[dict[str, Any]], str]:
    """A correct two-pointer solution of pair_count, its comment unique to the model, the
    request and `salt`: every sample is a build of its own, so no run is shared between
    models, and one no earlier test run measured (Prefect keeps task results between runs)."""
    return lambda body: pair_count_solution(hashlib.sha256(
        f"{salt}:{body['model']}:{body['seed']}:{body['messages'][-1]['content']}".encode()).hexdigest())


def pair_count_solution(tag: str) -> str:
    return ("```cpp\nclass Solution {\npublic:\n    long long solve(const vector<int>& a, int k) {  // " + tag[:12] +
            "\n        vector<int> s(a);\n        sort(s.begin(), s.end());\n        long long count = 0;\n"
            "        int i = 0, j = (int)s.size() - 1;\n        while (i < j) {\n"
            "            if ((long long)s[i] + s[j] <= k) { count += j - i; ++i; } else --j;\n        }\n"
            "        return count;\n    }\n};\n```\n")


def workspace(d: Path, url: str) -> None:
    shutil.copytree(FIXTURE_TASKS / "pair_count", d / "tasks" / "pair_count")
    (d / "params.yaml").write_text(yaml.safe_dump({
        "tasks": {"root": "tasks"},
        "environments": [{"name": "O0", "flags": []}],
        "judge": {"environment": "O0", "cache_dir": "cache"},
        "calibrate": {"repeats": 1},
        "generate": {"samples": 1, "prompts_dir": str(ROOT / "data" / "prompts"), "store": "store.sqlite",
                     "models": []},
        "score": {"ks": [1]},
        "storage": {"uri": "published"},
        "watch": {"endpoints": [{"base_url": url, "prefix": "lab-", "concurrency": 2, "backoff_s": 0.01}]},
    }, sort_keys=False))


def measured(d: Path) -> dict[Path, tuple[int, int]]:
    """Every measurement the judge cached (sample rows, baselines), by file identity: a
    measurement taken again replaces its file, which changes the inode and the time."""
    return {p: (p.stat().st_ino, p.stat().st_mtime_ns)
            for folder in ("runs", "calibrations") for p in (d / "cache" / folder).rglob("*.json")}


def leaderboard(d: Path) -> set[str]:
    summary = Storage(StorageParams(uri=str(d / "published"))).read("O0", "score", "summary")
    return set(summary.column("model").to_pylist())


@pytest.fixture
def endpoint(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, prefect_api: str) -> Iterator[FakeOpenAI]:
    with serve(FakeOpenAI(models=["acme/coder-1"], answer=pair_count_answer(uuid.uuid4().hex))) as fake:
        workspace(tmp_path, fake.url)
        monkeypatch.chdir(tmp_path)
        yield fake


def test_a_newly_served_model_is_evaluated_alone_and_joins_the_leaderboard(tmp_path: Path,
                                                                          endpoint: FakeOpenAI) -> None:
    assert watch_flow(Path("params.yaml")) == ["lab-acme-coder-1"]
    assert endpoint.completions == {"acme/coder-1": 4}  # 2x2 cells, one sample each
    first = measured(tmp_path)
    assert len([p for p in first if "runs" in p.parts]) == 4  # each sample on its row
    assert leaderboard(tmp_path) == {"lab-acme-coder-1"}

    endpoint.models.append("acme/coder-2")
    assert watch_flow(Path("params.yaml")) == ["lab-acme-coder-2"]
    assert endpoint.completions == {"acme/coder-1": 4, "acme/coder-2": 4}  # none for the first model
    second = measured(tmp_path)
    assert {p: second[p] for p in first} == first  # nothing measured before was measured again
    assert len([p for p in set(second) - set(first) if "runs" in p.parts]) == 4  # the new model's rows
    assert leaderboard(tmp_path) == {"lab-acme-coder-1", "lab-acme-coder-2"}
    table2 = (tmp_path / "data" / "score" / "O0" / "tables" / "table2.md").read_text()
    assert "lab-acme-coder-1" in table2 and "lab-acme-coder-2" in table2
    written = tmp_path / "data" / "watch" / "params.yaml"
    assert [m["model"] for m in yaml.safe_load(written.read_text())["generate"]["models"]] == [
        "acme/coder-1", "acme/coder-2"]

    before = written.stat().st_mtime_ns
    assert watch_flow(Path("params.yaml")) == []
    assert endpoint.completions == {"acme/coder-1": 4, "acme/coder-2": 4}
    assert written.stat().st_mtime_ns == before and measured(tmp_path) == second
