"""`python -m flows STAGE PARAMS [--env NAME] [--data DIR] [--path TABLE=PATH ...]`: one declared
stage as its Prefect flow; what each stage of dvc.yaml runs. Only that stage's code is loaded."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from flows.settings import prefect_defaults
from stages.registry import ORDER, stage
from stages.stage import table_paths


def main(argv: list[str]) -> None:
    if not argv or argv[0] not in ORDER:
        sys.exit(f"usage: python -m flows STAGE PARAMS [--env NAME] [--data DIR] [--path TABLE=PATH ...]; "
                 f"STAGE is one of {', '.join(ORDER)}")
    declared = stage(argv[0])
    parser = argparse.ArgumentParser(prog=f"python -m flows {declared.name}", description=declared.summary)
    parser.add_argument("params", type=Path)
    if declared.per_environment:
        parser.add_argument("--env", default=None, help="one environment of execute.environments")
    parser.add_argument("--data", type=Path, default=Path("data"), help="the data layout's root")
    parser.add_argument("--path", action="append", default=[], metavar="TABLE=PATH",
                        help="a table somewhere else than in --data: " +
                             ", ".join(s.name for s in (*declared.inputs, *declared.outputs)))
    args = parser.parse_args(argv[1:])
    prefect_defaults()
    from flows.stage_flow import run_flow  # noqa: PLC0415 - Prefect reads its settings when first imported

    run_flow(declared.name, args.params, getattr(args, "env", None), args.data, **table_paths(args.path))


if __name__ == "__main__":
    main(sys.argv[1:])
