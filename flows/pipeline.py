"""The `pipeline` flow: every stage's flow, in order, as subflows of one run (`best run`).

It computes what `dvc repro` computes, in one process and one Prefect run, without DVC's
bookkeeping of what changed; the judge's content-keyed cache under .cache/best (builds,
calibrations, measured rows) and the generations store still make a repeated run cheap.
Like dvc.yaml's `foreach`, it runs compile to score once per executed environment, on the
shared generations, into that environment's folders (best/layout.py).
"""

from __future__ import annotations

import sys
from pathlib import Path

from prefect import flow

from best.layout import DATA
from best.params import DEFAULT_PARAMS, load_params
from flows.calibrate import calibrate_flow
from flows.compile import compile_flow
from flows.environment import environment_flow
from flows.execute import execute
from flows.generate import generate_flow
from flows.report import report_flow
from flows.score import score_flow


@flow(name="pipeline", log_prints=True)
def pipeline_flow(params_path: Path = DEFAULT_PARAMS) -> str:
    generate_flow(params_path, DATA.generations)
    for env in load_params(params_path).execute.environments:
        environment_flow(params_path, DATA.environment(env), environment=env)
        compile_flow(params_path, DATA.generations, DATA.builds(env), environment=env)
        execute(params_path, DATA.builds(env), DATA.generations, DATA.runs(env), DATA.baselines(env),
                environment=env)
        calibrate_flow(params_path, DATA.baselines(env), DATA.limits(env), environment=env)
        score_flow(params_path, DATA.runs(env), DATA.limits(env), DATA.score(env), environment=env)
    return report_flow(params_path, DATA.root, DATA.report_dir)


if __name__ == "__main__":
    pipeline_flow(*(Path(a) for a in sys.argv[1:2]))
