"""Prefect flow for the stability study: one task over the tables the environments published.

Its inputs may sit in S3, written by other machines, so the task retries once on a
transient read; a missing table or too few environments is the user's error and is not
retried.
"""

from __future__ import annotations

from pathlib import Path

from prefect import flow, task
from prefect.cache_policies import NONE

from best.layout import DATA, Layout
from flows.common import transient
from stages import study as stage


@task(cache_policy=NONE, retries=1, retry_delay_seconds=5, retry_condition_fn=transient)
def study_tables(params_path: Path, out: Path, environments: list[str] | None, local: bool, data: Path) -> int:
    return len(stage.run(params_path, out, environments=environments, local=local, data=Layout(data)).environments)


@flow(name="study", log_prints=True)
def study_flow(params_path: Path, out: Path = DATA.study, *, environments: list[str] | None = None,
               local: bool = False, data: Path = DATA.root) -> str:
    studied = study_tables(params_path, out, environments, local, data)
    print(f"stability over {studied} environments -> {out}")
    return str(out / "table11.md")

