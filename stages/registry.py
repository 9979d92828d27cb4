"""The pipeline: every stage by name, in the order it runs.

environment -> generate -> compile -> execute -> calibrate -> score, then report. The
stages declared per environment run once per executed environment (dvc.yaml's `foreach`
over `execute.environments`) on the shared generations; report reads every environment's.
Each stage declares itself in its own module (`STAGE` in stages/<name>.py); from those
declarations come dvc.yaml (stages/dvcfile.py), the Prefect flows and the pipeline flow
(flows/), the `best stage` command and the ENAMEL study (stages/enamel.py). A stage is
imported only when asked for, so the command DVC runs for one stage loads that stage's
code and no other's, and dvc.yaml can list exactly that code as its dependencies.
"""

from __future__ import annotations

import importlib
from typing import Any

from best.errors import BestError
from stages.stage import Phase, Stage

ORDER = ("environment", "generate", "compile", "execute", "calibrate", "score", "report")


def stage(name: str) -> Stage:
    if name not in ORDER:
        raise BestError(f"no stage {name!r} (stages: {', '.join(ORDER)})", field="stage")
    declared = importlib.import_module(f"stages.{name}").STAGE
    assert isinstance(declared, Stage) and declared.name == name, f"stages/{name}.py declares {declared!r}"
    return declared


def pipeline() -> tuple[Stage, ...]:
    return tuple(stage(name) for name in ORDER)


def phase(stage_name: str, phase_name: str) -> Phase[Any]:
    (found,) = (p for p in stage(stage_name).phases if p.name == phase_name)
    return found
