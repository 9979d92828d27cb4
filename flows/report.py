"""Prefect flow for the `report` stage; it prints the leaderboard (Table 2) as it ends."""

from __future__ import annotations

import sys
from pathlib import Path

from prefect import flow

from best.params import DEFAULT_PARAMS
from stages import report as stage


@flow(name="report", log_prints=True)
def report_flow(params_path: Path = DEFAULT_PARAMS, score_dir: Path = stage.SCORE_IN, limits: Path = stage.LIMITS_IN,
                out: Path = stage.OUT) -> str:
    stage.run(params_path, score_dir, limits, out)
    print(f"report -> {out}")
    return str(out)


if __name__ == "__main__":
    report_flow(*(Path(a) for a in sys.argv[1:5]))
