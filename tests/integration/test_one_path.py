"""`best judge` and the leaderboard give the same verdict for the same code, cell by cell.

Solutions of two tasks (right and slow, right and big, dominated, memory-hungry, wrong,
not compiling, crashing, never returning) are judged by `best judge` (Session.judge) and
handed, as a model's samples, to the pipeline's stages (file backend, generate → compile →
execute → calibrate → score). Both measure on their own (the judge keeps no measured row),
under the limits of one calibration; every cell's verdict must agree.
"""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow.parquet as pq
import yaml

from best.params import load_params
from best.session import Session
from stages import calibrate, generate, score
from stages import compile as compile_stage
from stages import execute as execute_stage
from stages.stage import run as run_stage
from tests.conftest import FIXTURE_TASKS, ROOT, needs_root

pytestmark = needs_root

PAIR_COUNT = "class Solution {{\npublic:\n    long long solve(const vector<int>& a, int k) {{\n{body}\n    }}\n}};\n"
COUNT_PRIMES = "class Solution {{\npublic:\n    int solve(int n) {{\n{body}\n    }}\n}};\n"
TASKS = {"pair_count": (FIXTURE_TASKS / "pair_count", PAIR_COUNT), "count_primes": (ROOT / "data" / "tasks" /
                                                                                    "count_primes", COUNT_PRIMES)}
HOARD = "static char hoard[64 << 20];  // 64 MiB of static storage, whatever the cell\n"


def solutions(task: str) -> dict[str, str]:
    directory, shell = TASKS[task]
    baselines = {p.stem: p.read_text() for p in sorted((directory / "baselines").glob("*.cpp"))}
    dominated = next(iter(sorted((directory / "dominated").glob("*.cpp")))).read_text()
    if task == "pair_count":
        slow, fast = baselines["brute_force"], baselines["sort_two_pointers"]
    else:
        slow, fast = baselines["trial_division"], baselines["lucy"]
    return {
        "slow-small": slow,  # right; the slow class's time, the small class's memory
        "fast-big": fast,
        "dominated": dominated,
        "hoard": HOARD + slow,
        "wrong": shell.format(body="return -1;"),
        "no-compile": shell.format(body="return missing_name;"),
        "crash": shell.format(body="volatile int* nowhere = nullptr; *nowhere = 1; return 0;"),
        "endless": shell.format(body="volatile long long spin = 0; for (;;) spin = spin + 1; return 0;"),
    }


def test_best_judge_and_the_pipeline_agree_cell_by_cell(tmp_path: Path) -> None:
    tasks_root = tmp_path / "tasks"
    tasks_root.mkdir()
    for name, (directory, _) in TASKS.items():
        (tasks_root / name).symlink_to(directory)
    names = {task: list(solutions(task)) for task in TASKS}
    samples = tmp_path / "samples.jsonl"
    with open(samples, "w") as f:
        for task in TASKS:
            for i, code in enumerate(solutions(task).values()):
                for r in (1, 2):
                    for c in (1, 2):
                        f.write(json.dumps({"task": task, "row": r, "col": c, "sample": i,
                                            "completion": f"```cpp\n{code}```"}) + "\n")
    params_path = tmp_path / "params.yaml"
    params_path.write_text(yaml.safe_dump({
        "tasks": {"root": str(tasks_root), "select": sorted(TASKS)},
        "environments": [{"name": "O0", "flags": []}],
        "judge": {"environment": "O0", "cache_dir": str(tmp_path / "cache")},
        "generate": {"samples": max(len(n) for n in names.values()), "store": str(tmp_path / "store.db"),
                     "languages": ["cpp"], "prompts_dir": str(ROOT / "data" / "prompts"),
                     "models": [{"name": "handed-in", "backend": "file", "path": str(samples)}]},
        "execute": {"environments": ["O0"]},
        "score": {"ks": [1]},
        "storage": {"uri": str(tmp_path / "published")},
    }))
    params = load_params(params_path)

    judged: dict[tuple[str, int, int, int], str] = {}
    with Session(params) as session:
        for loaded in session.tasks():
            for i, code in enumerate(solutions(loaded.id).values()):
                report = session.judge(loaded, code, params.environment("O0"))
                judged |= {(loaded.id, i, cell.row, cell.col): cell.verdict.value for cell in report.cells}
        assert not list((Path(params.judge.cache_dir) / "runs").rglob("*.json")), "the judge keeps no row"

    d = tmp_path
    run_stage(generate.STAGE, params_path, generations=d / "generations.parquet")
    run_stage(compile_stage.STAGE, params_path, generations=d / "generations.parquet", builds=d / "builds.parquet")
    run_stage(execute_stage.STAGE, params_path, builds=d / "builds.parquet", generations=d / "generations.parquet",
              runs=d / "runs.parquet", baselines=d / "baselines.parquet")
    calibrate.run(params_path, d / "baselines.parquet", d / "limits.parquet")
    score.run(params_path, d / "runs.parquet", d / "limits.parquet", d / "score")
    piped = {(v["task"], v["sample"], v["row"], v["col"]): v["verdict"]
             for v in pq.read_table(d / "score" / "verdicts.parquet").to_pylist()}

    assert set(piped) == set(judged)
    named = {(t, names[t][i], r, c): v for (t, i, r, c), v in judged.items()}
    differ = {k: (judged[k], piped[k]) for k in judged if judged[k] != piped[k]}
    assert not differ, f"best judge vs the pipeline: {differ}; best judge said {named}"
    # and the verdicts are the ones the code deserves, so that agreement is not agreement on nothing
    for task in TASKS:
        by_name = {name: {(r, c): named[(task, name, r, c)] for r in (1, 2) for c in (1, 2)} for name in names[task]}
        assert set(by_name["wrong"].values()) == {"WA"}
        assert set(by_name["no-compile"].values()) == {"CE"}
        assert set(by_name["crash"].values()) == {"RE"}
        assert set(by_name["endless"].values()) == {"TLE"}
        assert set(by_name["hoard"].values()) == {"MLE"}
        assert by_name["slow-small"] == {(1, 1): "AC", (1, 2): "AC", (2, 1): "TLE", (2, 2): "TLE"}
        assert by_name["fast-big"] == {(1, 1): "AC", (1, 2): "MLE", (2, 1): "AC", (2, 2): "MLE"}
        assert "AC" not in {v for (r, c), v in by_name["dominated"].items() if (r, c) != (1, 1)}
