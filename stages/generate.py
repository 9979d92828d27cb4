"""Stage `generate`: every model's samples of every subtask, as one table.

Completions live in the durable sample store (best/generate/store.py) as they finish; the
table is then written from the store for exactly the keys this params file asks for, in a
fixed order, so a rerun after a kill gives the same table as a run that was never
interrupted, and samples of an edited prompt are replaced by their new generation.
"""

from __future__ import annotations

import asyncio
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow as pa

from best.errors import BestError, ParamsError, unknown_names
from best.generate import backend as backends
from best.generate.engine import Job, jobs_for, missing, run_jobs
from best.generate.prompts import load_template, prompts_for
from best.generate.store import SampleStore
from best.params import GenerateParams, ModelParams, Params
from best.progress import Progress
from best.tables import GENERATIONS, GENERATIONS_KEY, write_table
from best.tasks.loader import load_tasks
from best.tasks.model import Task
from stages import slots
from stages.stage import Context, Phase, Stage


def sampling_of(g: GenerateParams, model: ModelParams) -> backends.Sampling:
    return backends.Sampling(temperature=g.temperature, top_p=g.top_p, max_tokens=model.max_tokens or g.max_tokens)


async def generate_model(model: ModelParams, index: int, tasks: list[Task], g: GenerateParams, store: SampleStore,
                         *, progress: bool = True) -> list[Job]:
    """Generate what is missing for one model; returns all of its jobs (done before or now)."""
    backend = backends.create(model, f"generate.models.{index}")
    try:
        variant = model.prompt or g.prompt
        sampling = sampling_of(g, model)
        jobs: list[Job] = []
        for language in model.languages or g.languages:  # each task in the languages it has
            template = load_template(Path(g.prompts_dir), variant, language)
            views = {t.id: t.for_language(language) for t in tasks if language in t.languages}
            prompts = [p for t in views.values() for p in prompts_for(t, template, variant)]
            jobs += jobs_for(model.name, backend.identity(), views, prompts, sampling=sampling,
                             samples=model.samples or g.samples, seed=g.seed)
        todo = missing(jobs, store)
        if todo:  # a rerun with every sample stored needs no endpoint
            await backend.check()
        bar = Progress(total=len(todo), label=model.name)
        failed: list[dict[str, Any]] = []

        def done(row: dict[str, Any]) -> None:
            bar.add(row)
            if row["error"] is not None:
                failed.append(row)

        await run_jobs(backend, todo, sampling, store, done if progress and todo else None)
        if failed:  # the reason once, so a broken endpoint is not known only by a count
            first = min(failed, key=lambda r: (r["task"], r["row"], r["col"], r["sample"]))
            print(f"{model.name}: {first['task']} cell ({first['row']}, {first['col']}) sample {first['sample']}: "
                  f"{first['error']}" + (f" (and {len(failed) - 1} more)" if len(failed) > 1 else ""),
                  file=sys.stderr)
        return jobs
    finally:
        await backend.aclose()


def rows_of(jobs: list[Job], store: SampleStore) -> list[dict[str, Any]]:
    """One row per job, named by the job: a stored sample may serve several (the same
    prompt in two subtasks, or a model whose backend another model shares)."""
    stored = store.rows([j.key for j in jobs])
    missing = [j for j in jobs if j.key not in stored]
    if missing:
        j = missing[0]
        raise BestError(f"{len(missing)} samples are missing from the store, e.g. {j.model} {j.task.id} "
                        f"({j.prompt.row}, {j.prompt.col}) #{j.sample}", file=store.path)
    return [{**stored[j.key], "model": j.model, "language": j.task.language, "task": j.task.id,
             "row": j.prompt.row, "col": j.prompt.col, "sample": j.sample} for j in jobs]


@dataclass(frozen=True)
class ModelItem:
    """One model's samples: the generate stage's unit of work."""

    name: str


def check_backends(chosen: list[tuple[int, ModelParams]]) -> None:
    """Every model's settings first: a mistake in the last must not wait for the first's samples."""
    for i, m in chosen:
        asyncio.run(backends.create(m, f"generate.models.{i}").aclose())


def plan(params: Params) -> list[ModelItem]:
    check_backends(list(enumerate(params.generate.models)))
    return [ModelItem(m.name) for m in params.generate.models]


def work(params: Params, item: ModelItem) -> list[dict[str, Any]]:
    return generate(params, models=[item.name])


def generate(params: Params, *, models: list[str] | None = None, tasks: list[str] | None = None,
             progress: bool = True) -> list[dict[str, Any]]:
    g = params.generate
    chosen = [(i, m) for i, m in enumerate(g.models) if not models or m.name in models]
    unknown = sorted(set(models or []) - {m.name for m in g.models})
    if unknown:
        known = [m.name for m in g.models]
        raise ParamsError(f"{unknown_names('model', unknown, known)}; known: {', '.join(known)}",
                          field="generate.models")
    check_backends(chosen)
    pack = load_tasks(Path(params.tasks.root), tasks or params.tasks.select or None)
    rows: list[dict[str, Any]] = []
    with SampleStore(Path(g.store)) as store:
        for i, m in chosen:
            jobs = asyncio.run(generate_model(m, i, pack, g, store, progress=progress))
            rows += rows_of(jobs, store)
    return rows


def write(rows: list[dict[str, Any]], out: Path) -> pa.Table:
    return write_table(rows, GENERATIONS, GENERATIONS_KEY, out)


def finish(ctx: Context, results: list[dict[Any, Any]]) -> dict[str, pa.Table]:
    (by_model,) = results  # in the order of generate.models
    return {"generations": write([r for rows in by_model.values() for r in rows], ctx["generations"])}


STAGE = Stage(
    name="generate",
    summary="Every model's samples of every subtask (resumable: only what is missing is generated).",
    inputs=(), outputs=(slots.GENERATIONS,),
    params=("tasks", "generate"),
    phases=(Phase("models", lambda ctx: plan(ctx.params), work, retry_delay_s=10),),
    finish=finish,
    per_environment=False,
    data=("data/tasks", "data/prompts"),
)
