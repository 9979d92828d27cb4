"""Stage `environment`: fingerprint the environments this machine executes (`execute.environments`).

DVC runs it on every `dvc repro` (always_changed) but its output only changes when the
machine, compiler or flags do; `compile` and `execute` depend on it, so moving the pipeline
to another machine re-executes and recalibrates, and nothing else does.
"""

from __future__ import annotations

from pathlib import Path

import pyarrow as pa

from best.params import Params, load_params
from best.session import Session
from best.tables import ENVIRONMENTS, ENVIRONMENTS_KEY, write_table
from stages import slots
from stages.stage import Stage


def environment_rows(session: Session, params: Params) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    for env in params.executed():
        fp = session.environment(env)
        rows.append({"environment": env.name, "environment_id": fp.id, "language": fp.language,
                     "cpu_vendor": fp.cpu_vendor, "cpu_model": fp.cpu_model, "cores": fp.cores,
                     "compiler": fp.compiler, "compiler_version": fp.compiler_version, "flags": list(fp.flags),
                     "kernel": fp.kernel, "runtime": fp.runtime, "host": fp.host})
    return rows


def run(params_path: Path, out: Path, environment: str | None = None) -> pa.Table:
    params = load_params(params_path).only(environment)
    with Session(params) as session:
        return write_table(environment_rows(session, params), ENVIRONMENTS, ENVIRONMENTS_KEY, out)


STAGE = Stage(
    name="environment",
    summary="Fingerprint this machine, compiler and flags (always runs; its table changes only with them).",
    inputs=(), outputs=(slots.ENVIRONMENTS,),
    params=("environments", "judge.compiler", "judge.python"),
    finish=lambda ctx, _: {"environments": run(ctx.params_path, ctx["environments"], ctx.environment)},
    always_changed=True,
)
