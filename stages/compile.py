"""Stage `compile`: every generated sample built in every executed environment, as one table.

An environment judges one language: it builds the samples written in it, and only those.
Builds are cached by content (toolchain, flags, interface driver, source) under the
judge's cache, outside anything DVC deletes, so a sample whose code did not change is
never compiled twice, whichever prompt or model produced it. The unit of work is one
task in one environment with its distinct sources; a failed compilation is a row
(ok = false, with the compiler's log), never an error of the stage.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import pyarrow as pa

from best.params import Params
from best.session import Session
from best.tables import BUILDS, BUILDS_KEY, GENERATIONS, read_table, write_table
from stages import slots
from stages.stage import Context, Phase, Stage


def code_key(code: str) -> str:
    return hashlib.sha256(code.encode()).hexdigest()


@dataclass(frozen=True)
class Item:
    """One task in one environment: the distinct sources to build."""

    environment: str
    task: str
    codes: tuple[str, ...]

    @property
    def name(self) -> str:
        return f"{self.task} in {self.environment} ({len(self.codes)} sources)"


def plan(params: Params, generations: pa.Table) -> list[Item]:
    codes: dict[tuple[str, str], set[str]] = {}
    for g in generations.select(["language", "task", "code"]).to_pylist():
        if g["code"] is not None:
            codes.setdefault((g["language"], g["task"]), set()).add(g["code"])
    return [Item(env.name, task, tuple(sorted(found))) for env in params.executed()
            for (language, task), found in sorted(codes.items()) if language == env.language]


def build_item(params: Params, item: Item) -> dict[str, dict[str, Any]]:
    """Build each source; results keyed by the source's hash."""
    with Session(params) as session:
        env = params.environment(item.environment)
        (task,) = (t.for_language(env.language) for t in session.tasks([item.task]))
        language = session.language(env)
        env_id = session.environment(env).id
        out = {}
        for code in item.codes:
            b = language.build(code, task.interface)
            out[code_key(code)] = {"environment_id": env_id, "build": b.key, "ok": b.ok,
                                   "compile_ms": b.compile_ms, "log": b.log, "refused": b.refused}
        return out


def environment_ids(params: Params) -> dict[str, str]:
    return dict(_environment_ids(params.model_dump_json()))


@lru_cache(maxsize=16)
def _environment_ids(params_json: str) -> tuple[tuple[str, str], ...]:
    """Fingerprinting asks the compiler for its version: once per process and params."""
    params = Params.model_validate_json(params_json)
    with Session(params) as session:
        return tuple((env.name, session.environment(env).id) for env in params.executed())


def rows(params: Params, generations: pa.Table, built: dict[tuple[str, str], dict[str, dict[str, Any]]]
         ) -> list[dict[str, Any]]:
    """One row per generated sample and environment; samples without code are rows too."""
    ids = environment_ids(params)
    out: list[dict[str, Any]] = []
    for env in params.executed():
        for g in generations.to_pylist():
            if g["language"] != env.language:
                continue
            head = {"environment": env.name, "model": g["model"], "task": g["task"], "row": g["row"],
                    "col": g["col"], "sample": g["sample"]}
            if g["code"] is None:
                why = g["error"] or g["extract_error"] or "no code"
                out.append({**head, "environment_id": ids[env.name], "build": None, "ok": False,
                            "compile_ms": None, "log": f"no code to compile: {why}", "refused": None})
            else:
                out.append({**head, **built[(env.name, g["task"])][code_key(g["code"])]})
    return out


def write(rows: list[dict[str, Any]], out: Path) -> pa.Table:
    return write_table(rows, BUILDS, BUILDS_KEY, out)


def finish(ctx: Context, results: list[dict[Any, Any]]) -> dict[str, pa.Table]:
    (built,) = results
    table = read_table(ctx["generations"], GENERATIONS)
    by_task = {(i.environment, i.task): r for i, r in built.items()}
    return {"builds": write(rows(ctx.params, table, by_task), ctx["builds"])}


STAGE = Stage(
    name="compile",
    summary="Every sample built in the environment (cached by content; a failure is a row).",
    inputs=(slots.GENERATIONS, slots.ENVIRONMENTS), outputs=(slots.BUILDS,),
    params=("tasks.root", "judge.compiler", "judge.python", "judge.std", "judge.compile_timeout_s",
            "judge.compile_memory_mb", "judge.log_limit_kb"),
    phases=(Phase("builds", lambda ctx: plan(ctx.params, read_table(ctx["generations"], GENERATIONS)), build_item,
                  spread="cores"),),
    finish=finish,
    data=("data/tasks",),
)
