"""Where the pipeline's tables live: one folder per stage, and below it one per environment.

The stages from environment to score run once per environment (dvc.yaml's `foreach` over
`execute.environments`), so each environment's tables are outputs of their own and a branch
can be rerun, or run on another machine, alone; the generations are shared by every
branch. dvc.yaml spells these same paths, and tests/integration/test_pipeline_dvc.py checks
that `dvc repro` writes exactly them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

REPORT_MD = "report.md"
REPORT_HTML = "index.html"


@dataclass(frozen=True)
class Layout:
    root: Path = Path("data")

    def environment(self, environment: str) -> Path:
        """Its fingerprint on this machine: a branch depends on its own, so adding an
        environment, or changing another's flags, leaves the branch as it was."""
        return self.root / "environment" / environment / "environments.parquet"

    @property
    def generations(self) -> Path:
        return self.root / "generate" / "generations.parquet"

    def builds(self, environment: str) -> Path:
        return self.root / "compile" / environment / "builds.parquet"

    def runs(self, environment: str) -> Path:
        return self.root / "execute" / environment / "runs.parquet"

    def baselines(self, environment: str) -> Path:
        return self.root / "execute" / environment / "baselines.parquet"

    def limits(self, environment: str) -> Path:
        return self.root / "calibrate" / environment / "limits.parquet"

    def score(self, environment: str) -> Path:
        return self.root / "score" / environment

    @property
    def scores(self) -> Path:
        """Every environment's score folder: what the report and the study read."""
        return self.root / "score"

    @property
    def all_limits(self) -> Path:
        return self.root / "calibrate"

    @property
    def report_dir(self) -> Path:
        return self.root / "report"

    @property
    def report(self) -> Path:
        """The report for terminals and diffs."""
        return self.report_dir / REPORT_MD

    @property
    def report_html(self) -> Path:
        """The report a researcher opens: one self-contained page."""
        return self.report_dir / REPORT_HTML

    @property
    def study(self) -> Path:
        return self.root / "study"


DATA = Layout()
