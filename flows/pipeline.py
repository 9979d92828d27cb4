"""The `pipeline` flow: every declared stage's flow, in order, as subflows of one run (`best run`).

It computes what `dvc repro` computes, in one process and one Prefect run, without DVC's
bookkeeping of what changed; the judge's content-keyed cache under .cache/best (builds,
calibrations, measured rows) and the generations store still make a repeated run cheap.
Like dvc.yaml's `foreach`, a stage declared per environment runs once per executed
environment, on the shared generations, into that environment's folders (best/layout.py).
"""

from __future__ import annotations

from pathlib import Path

from prefect import flow

from best.layout import DATA
from best.params import DEFAULT_PARAMS, load_params
from flows.stage_flow import run_flow
from stages.registry import pipeline


@flow(name="pipeline", log_prints=True)
def pipeline_flow(params_path: Path = DEFAULT_PARAMS) -> Path:
    """Returns the report's page."""
    environments = load_params(params_path).execute.environments
    for stage in pipeline():
        for env in environments if stage.per_environment else [None]:
            run_flow(stage.name, params_path, env)
    return DATA.report_html
