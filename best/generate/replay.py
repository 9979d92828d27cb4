"""Backends that replay code instead of sampling a model.

`reference` answers each subtask with a task's own baseline: in `oracle` mode a baseline
that passes the cell (the one with the tightest ranks that still do), so its dual@k must
be exactly 1; in `fastest` / `smallest` mode always the baseline of the highest time /
space rank, which shows what each weighting of τ and σ rewards; in `dominated` mode the
task's first dominated solution (correct, not Pareto-optimal), which must score below
the oracle: the pipeline's own proof that the grid catches inefficiency. Each answers in the language
of the request, with that language's baselines. `file` imports samples generated elsewhere,
as JSONL lines {task, row, col, sample, completion} and, for a language other than C++,
its name in `language`.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from best.errors import BestError, read_text
from best.generate.backend import Backend, Completion, GenerationError, Request, register
from best.generate.settings import FileSettings, ReferenceSettings
from best.tasks.model import Baseline, Task


def pick_baseline(task: Task, row: int, col: int, mode: str) -> Baseline:
    bs = task.baselines
    if mode == "fastest":
        return max(bs, key=lambda b: (b.time_rank, b.space_rank, b.name))
    if mode == "smallest":
        return max(bs, key=lambda b: (b.space_rank, b.time_rank, b.name))
    passing = [b for b in bs if b.passes(row, col)]
    if not passing:  # no baseline passes this cell: the oracle answers with the fastest
        return pick_baseline(task, row, col, "fastest")
    return min(passing, key=lambda b: (b.time_rank + b.space_rank, b.name))


class ReferenceBackend(Backend):
    concurrency = 8

    def __init__(self, settings: ReferenceSettings) -> None:
        self.mode = settings.model

    def identity(self) -> dict[str, Any]:
        return {"backend": "reference", "mode": self.mode}

    async def complete(self, request: Request) -> Completion:
        task = request.task
        if self.mode == "dominated" and task.dominated:
            path = task.dominated[0].path
        else:  # a task without a dominated solution is answered by its oracle
            path = pick_baseline(task, request.prompt.row, request.prompt.col,
                                 "oracle" if self.mode == "dominated" else self.mode).path
        source = path.read_text(encoding="utf-8")
        return Completion(text=f"```{task.interface.fence_tag}\n{source.rstrip()}\n```\n", finish_reason="stop")


SAMPLE_KEYS = ("task", "row", "col", "sample", "completion")


def _sample(line: str, path: Path, n: int) -> tuple[tuple[str, str, int, int, int], str]:
    """One JSONL line of the file backend: its sample's key and completion."""
    def bad(why: str) -> BestError:
        return BestError(f"not a sample: {why}", file=path, field=f"line {n}")

    try:
        d = json.loads(line)
    except ValueError as exc:
        raise bad(f"invalid JSON ({exc})") from None
    if not isinstance(d, dict):
        raise bad(f"a JSON {type(d).__name__}, not an object with {', '.join(SAMPLE_KEYS)}")
    missing = [k for k in SAMPLE_KEYS if k not in d]
    if missing:
        raise bad(f"no {', '.join(missing)}")
    numbers = {k: d[k] for k in ("row", "col", "sample")}
    wrong = [k for k, v in numbers.items() if not isinstance(v, int) or isinstance(v, bool)]
    if wrong:
        raise bad(f"{', '.join(wrong)} must be integers, got {', '.join(repr(numbers[k]) for k in wrong)}")
    if not isinstance(d["task"], str) or not isinstance(d["completion"], str):
        raise bad("task and completion must be strings")
    language = d.get("language", "cpp")
    if not isinstance(language, str):
        raise bad(f"language must be a string, got {language!r}")
    return (language, d["task"], d["row"], d["col"], d["sample"]), d["completion"]


class FileBackend(Backend):
    concurrency = 8

    def __init__(self, settings: FileSettings, where: str) -> None:
        self.path = Path(settings.path)
        if not self.path.is_file():
            raise BestError("no such file of samples", file=self.path, field=f"{where}.path")
        self.samples: dict[tuple[str, str, int, int, int], str] = {}
        text = read_text(self.path, field=f"{where}.path")
        self.digest = hashlib.sha256(text.encode()).hexdigest()
        for n, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            key, completion = _sample(line, self.path, n)
            if key in self.samples:
                raise BestError(f"repeats sample {key}", file=self.path, field=f"line {n}")
            self.samples[key] = completion

    def identity(self) -> dict[str, Any]:
        # importing is free, so any edit of the file imports every sample of it again
        return {"backend": "file", "path": str(self.path), "sha256": self.digest}

    async def complete(self, request: Request) -> Completion:
        task = request.task
        key = (task.language, task.id, request.prompt.row, request.prompt.col, request.sample)
        if key not in self.samples:
            raise GenerationError(f"{self.path} has no {task.language} sample {request.sample} for {task.id} cell "
                                  f"({key[2]}, {key[3]})")
        return Completion(text=self.samples[key], finish_reason="imported")


@register(ReferenceSettings)
def _reference(settings: ReferenceSettings, where: str) -> Backend:
    return ReferenceBackend(settings)


@register(FileSettings)
def _file(settings: FileSettings, where: str) -> Backend:
    return FileBackend(settings, where)
