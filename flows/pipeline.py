"""The `pipeline` flow: every stage's flow, in order, as subflows of one run (`best run`).

It computes what `dvc repro` computes, in one process and one Prefect run, without DVC's
bookkeeping of what changed; the caches under .cache/best and Prefect's content-keyed
task cache still make a repeated run cheap.
"""

from __future__ import annotations

import sys
from pathlib import Path

from prefect import flow

from best.params import DEFAULT_PARAMS
from flows.calibrate import calibrate_flow
from flows.compile import compile_flow
from flows.environment import environment_flow
from flows.execute import execute
from flows.generate import generate_flow
from flows.report import report_flow
from flows.score import score_flow


@flow(name="pipeline", log_prints=True)
def pipeline_flow(params_path: Path = DEFAULT_PARAMS) -> str:
    environment_flow(params_path)
    generate_flow(params_path)
    compile_flow(params_path)
    execute(params_path)
    calibrate_flow(params_path)
    score_flow(params_path)
    return report_flow(params_path)


if __name__ == "__main__":
    pipeline_flow(*(Path(a) for a in sys.argv[1:2]))
