"""Runs one model's missing samples through its backend and stores each as it finishes.

A sample's key hashes everything that changes its completion: the backend's identity, the
rendered prompt, the sampling parameters, the sample index and its seed. Keys already in
the store are skipped, so a rerun after a kill, a crash or a prompt edit generates exactly
what is missing or changed.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from best.faults import crash_point
from best.generate.backend import Backend, Completion, GenerationError, Request, Sampling
from best.generate.extract import extract_code, split_reasoning
from best.generate.prompts import Prompt
from best.generate.store import SampleStore
from best.tasks.model import Task


@dataclass(frozen=True)
class Job:
    model: str
    task: Task
    prompt: Prompt
    sample: int
    seed: int
    key: str


def sample_key(identity: dict[str, Any], prompt: Prompt, sampling: Sampling, sample: int, seed: int) -> str:
    blob = json.dumps({"backend": identity, "prompt": prompt.text, "sampling": asdict(sampling), "sample": sample,
                       "seed": seed}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()


def jobs_for(model: str, identity: dict[str, Any], tasks: dict[str, Task], prompts: list[Prompt], *,
             sampling: Sampling, samples: int, seed: int) -> list[Job]:
    """n samples per subtask; sample i of a subtask is seeded seed + i, the same for every model."""
    return [Job(model, tasks[p.task], p, i, seed + i, sample_key(identity, p, sampling, i, seed + i))
            for p in prompts for i in range(samples)]


async def _one(backend: Backend, job: Job, sampling: Sampling, gate: asyncio.Semaphore) -> dict[str, Any]:
    async with gate:
        started = time.perf_counter()
        c: Completion | None = None
        error: str | None = None
        try:
            c = await backend.complete(Request(job.task, job.prompt, job.sample, job.seed, sampling))
        except GenerationError as exc:
            error = str(exc)
        latency = (time.perf_counter() - started) * 1000
    text, reasoning = (None, None) if c is None else split_reasoning(c.text, c.reasoning)
    code: str | None = None
    extract_error: str | None = None
    if text is not None:
        extraction = extract_code(text, job.task.interface)
        code, extract_error = extraction.code, extraction.error
    return {"key": job.key, "model": job.model, "language": job.task.language, "task": job.task.id,
            "row": job.prompt.row, "col": job.prompt.col,
            "sample": job.sample, "prompt_hash": job.prompt.hash, "completion": text, "code": code,
            "tokens_in": c and c.tokens_in, "tokens_out": c and c.tokens_out, "latency_ms": latency,
            "finish_reason": c and c.finish_reason, "reasoning": reasoning,
            "error": error, "extract_error": extract_error}


def missing(jobs: list[Job], store: SampleStore) -> list[Job]:
    """The jobs a run still has to do: not in the store, or stored with a generation error;
    once per key (subtasks whose prompts are identical share their samples)."""
    finished = store.finished([j.key for j in jobs])
    todo = {j.key: j for j in reversed(jobs) if j.key not in finished}
    return [j for j in jobs if todo.get(j.key) is j]


async def run_jobs(backend: Backend, todo: list[Job], sampling: Sampling, store: SampleStore,
                   progress: Callable[[dict[str, Any]], None] | None = None) -> int:
    """Generate `todo` (see `missing`), storing each sample as it finishes; returns how many."""
    gate = asyncio.Semaphore(max(1, backend.concurrency))
    tasks = [asyncio.ensure_future(_one(backend, j, sampling, gate)) for j in todo]
    try:
        for next_done in asyncio.as_completed(tasks):
            row = await next_done
            store.put(row)
            crash_point("sample committed", row["key"][:12])
            if progress is not None:
                progress(row)
    finally:
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    return len(todo)
