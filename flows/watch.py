"""The `watch` flow: evaluate the models that appeared since the last run, and only those.

Meant to run on a schedule (a Prefect deployment of `flows/watch.py:watch_flow`): it lists
what the endpoints of `watch.endpoints` serve and what `watch.registry` names (best/watch.py),
compares that with the leaderboard in storage, and when something is new writes
`watch.params_out` (the params with every discovered model added) and runs the pipeline
flow on it as a subflow. The pipeline reruns every stage, but the sample store and the
build, run and calibration caches answer for every model already evaluated, so only the new
models reach an endpoint or the judge. With nothing new it runs nothing and writes nothing.
"""

from __future__ import annotations

from pathlib import Path

from prefect import flow, task
from prefect.cache_policies import NONE

from best import watch
from best.cache import atomic_write
from best.errors import ParamsError
from best.params import DEFAULT_PARAMS, ModelParams, load_params
from best.schema import read_yaml
from flows.common import transient
from flows.pipeline import pipeline_flow


@task(cache_policy=NONE, task_run_name="discover models")
def discover(params_path: Path) -> list[ModelParams]:
    """Not retried here: listing an endpoint retries what can pass by itself, and a refused
    key or a wrong base_url will not be better in a few seconds."""
    return watch.discovered(load_params(params_path))


@task(cache_policy=NONE, retries=1, retry_delay_seconds=5, retry_condition_fn=transient,
      task_run_name="read the leaderboard")
def leaderboard(params_path: Path) -> set[str]:
    return watch.scored(load_params(params_path))


@flow(name="watch", log_prints=True)
def watch_flow(params_path: Path = DEFAULT_PARAMS) -> list[str]:
    params = load_params(params_path)
    out = Path(params.watch.params_out)
    if out.resolve() == params_path.resolve():
        raise ParamsError("must not be the params file itself: the watch flow rewrites it on every run",
                          file=params_path, field="watch.params_out")
    found = discover(params_path)
    new = watch.new_models(found, leaderboard(params_path))
    if not new:
        print("no new models: " + (f"all {len(found)} discovered are on the leaderboard" if found
                                   else "none discovered") + "; nothing to run")
        return []
    raw = read_yaml(params_path, ParamsError) if params_path.exists() else {}
    atomic_write(out, watch.watch_params(raw, params, found, out).encode())
    print(f"{len(new)} new model(s): {', '.join(new)}; running the pipeline on {out}")
    pipeline_flow(out)
    return new
