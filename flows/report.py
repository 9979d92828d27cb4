"""Prefect flow for the `report` stage: every executed environment's scores in one document."""

from __future__ import annotations

import sys
from pathlib import Path

from prefect import flow

from best.layout import DATA
from best.params import DEFAULT_PARAMS
from stages import report as stage


@flow(name="report", log_prints=True)
def report_flow(params_path: Path = DEFAULT_PARAMS, data: Path = DATA.root, out: Path = DATA.report_dir) -> str:
    page = stage.run(params_path, data, out)
    print(f"report -> {page.resolve()}")
    return str(page)


if __name__ == "__main__":
    report_flow(*(Path(a) for a in sys.argv[1:4]))
