"""Scoring protocols: the rules a task is measured and scored by, registered by name and chosen in task.yaml.

BEST's rules (the paper) and ENAMEL's (Qiu et al., ICLR 2025, for the tasks imported from
it) differ in five places, and only there; everything else (the judge, the verdict
precedence, the cells' pass@k and dual@k) is shared:

* how many attempts a test gets and which of their times counts (the fastest; ENAMEL: the
  Hodges-Lehmann estimate over its repeats, one run on rows of hardness 0),
* where a sample's run is stopped (the row's limit x `judge.tle_band`; ENAMEL: its timeout),
* how a row's time limit comes from the baselines (best/calibration.py's boundaries;
  ENAMEL: one timeout for every row),
* how a cell's verdict reads for the task's eff@k and pass@k (as judged; ENAMEL ends a level
  at an OverflowError as at a timeout),
* how eff@k and pass@k are computed (Eqn 18 on the time-only column and the cells' pass@k;
  ENAMEL: each program's levels, best.metrics.level_scores).

A task names its protocol (`protocol:` in task.yaml, `best` unless it says otherwise); the
protocol's parameters are the task's `eff:` settings. The registry holds each protocol as
published; `protocol_of` tunes it with a task's settings.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from dataclasses import dataclass, replace
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field, model_validator

from best import metrics
from best.errors import BestError
from best.judge.verdict import UNCAUGHT, Verdict

if TYPE_CHECKING:
    from best.limits import Boundary
    from best.scoring.verdicts import Grid
    from best.tasks.model import Task



class Statistic(StrEnum):
    FASTEST = "fastest"  # the minimum over attempts: noise only ever adds time
    HODGES_LEHMANN = "hodges-lehmann"  # ENAMEL's: the median of the pairwise means of the attempts


class EffSpec(BaseModel):
    """The ENAMEL protocol's parameters, as a task states them (`eff:` in task.yaml).

    Every row's time limit is one timeout, `timeout_factor` x the reference's slowest time
    over the rows of positive hardness, plus `tolerance_ms` before a run is stopped; a row's
    score is max(0, timeout - T) / (timeout - t_ref); the rows are weighted by `hardness`; a
    sample's time on a test is `statistic` over `repeats` runs (one run on rows of hardness 0).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    hardness: list[float] = Field(min_length=1)
    timeout_factor: float = Field(gt=1.0)
    tolerance_ms: float = Field(default=0.0, ge=0.0)
    repeats: int = Field(default=1, ge=1)
    statistic: Statistic = Statistic.FASTEST

    @model_validator(mode="after")
    def _weights(self) -> EffSpec:
        if any(h < 0 for h in self.hardness) or not any(h > 0 for h in self.hardness):
            raise ValueError("hardness must be non-negative with at least one positive entry")
        return self


# enam's demo.py defaults, which ENAMEL's published results use (and `best import enamel` writes)
ENAMEL_PUBLISHED: dict[str, Any] = {"hardness": [0, 3, 3, 4], "timeout_factor": 2.0, "tolerance_ms": 10.0,
                                    "repeats": 6, "statistic": Statistic.HODGES_LEHMANN.value}


@dataclass(frozen=True)
class Sheet:
    """One model's samples of one task as a protocol scores them: per sample (in sample order)
    and per row, the verdict, time and detail of the row's first column (the time-only column
    eff@k reads); and per cell of the grid, row by row, how many samples answered it right
    whatever their time and memory."""

    verdicts: list[list[Verdict]]
    times: list[list[float | None]]
    details: list[list[str]]
    correct: list[int]


@dataclass(frozen=True)
class Programs:
    """What a protocol makes of a sheet: each sample's eff score, whose expected maximum over k
    is eff@k, and the counts whose pass@k, averaged, is the task's pass@k."""

    effs: list[float]
    passed: list[int]


def references(grid: Grid, *, task: str, file: Path) -> list[float]:
    """The fastest baseline's time on each row's first cell: eff@k's reference t*."""
    missing = [i for i in range(1, grid.rows + 1) if grid.baseline_time[i] is None]
    if missing:
        raise BestError(f"no baseline passes cell ({missing[0]}, 1) of {task}: eff@k has no reference time",
                        file=file, field="baseline_time_ms")
    return [float(grid.baseline_time[i] or 0.0) for i in range(1, grid.rows + 1)]


class ScoringProtocol(ABC):
    """The rules that differ between benchmarks; a task's protocol is `protocol_of(task)`."""

    name: ClassVar[str]
    every_attempt: ClassVar[bool] = False  # a judged run repeats every answer, not only one over its limit

    @property
    def statistic(self) -> Statistic:
        """Which attempt's time counts: the fastest, since noise only ever adds time."""
        return Statistic.FASTEST

    @abstractmethod
    def tuned(self, settings: EffSpec | None) -> ScoringProtocol:
        """The protocol with a task's parameters (its `eff:` settings), where it takes any."""

    @abstractmethod
    def attempts(self, row: int, default: int) -> int:
        """Runs of each answered test on `row`, where the judge or calibration would make `default`."""

    @abstractmethod
    def run_cap_ms(self, time_limit_ms: float, tle_band: float) -> float:
        """The CPU time at which a sample's run on a row of this time limit is stopped."""

    @abstractmethod
    def time_limits(self, derived: list[Boundary]) -> list[Boundary]:
        """The rows' time limits, from those calibration derives for each row from the baselines."""

    @abstractmethod
    def verdict(self, verdict: Verdict, detail: str) -> Verdict:
        """A cell's verdict as this protocol's eff@k and pass@k read it."""

    @abstractmethod
    def programs(self, sheet: Sheet, grid: Grid, eff_tau: float, *, task: str, file: Path) -> Programs:
        """Each sample's eff score and the pass counts of one model's samples of one task."""


@dataclass(frozen=True)
class Best(ScoringProtocol):
    """The paper's rules: a run repeated only where noise could change its verdict, the fastest
    attempt counting; each row's own limit; eff@k by Eqn 18 with row weights τ^(i-1); pass@k the
    mean over the cells of the samples that answered the cell right."""

    name: ClassVar[str] = "best"

    def tuned(self, settings: EffSpec | None) -> Best:
        if settings is not None:
            raise BestError("the best protocol takes no eff settings", field="eff")
        return self

    def attempts(self, row: int, default: int) -> int:
        return default

    def run_cap_ms(self, time_limit_ms: float, tle_band: float) -> float:
        return time_limit_ms * tle_band

    def time_limits(self, derived: list[Boundary]) -> list[Boundary]:
        return derived

    def verdict(self, verdict: Verdict, detail: str) -> Verdict:
        return verdict

    def programs(self, sheet: Sheet, grid: Grid, eff_tau: float, *, task: str, file: Path) -> Programs:
        reference = references(grid, task=task, file=file)
        times = [[t if v is Verdict.AC else None for v, t in zip(vs, ts, strict=True)]
                 for vs, ts in zip(sheet.verdicts, sheet.times, strict=True)]
        limits = [grid.time_limit[i] for i in range(1, grid.rows + 1)]
        h = metrics.weight_matrix(grid.rows, 1, eff_tau, 0.0)[:, 0]
        return Programs(metrics.eff_scores(times, limits, reference, h), sheet.correct)


@dataclass(frozen=True)
class Enamel(ScoringProtocol):
    """ENAMEL's rules (its `Evaluator`), for the tasks imported from it: every answered run
    repeated, its statistic over the repeats, one timeout for every row, and each program (sample
    j of every row, one prompt for them all) scored through the levels in order."""

    settings: EffSpec
    name: ClassVar[str] = "enamel"
    every_attempt: ClassVar[bool] = True
    # what ENAMEL's evaluator catches as it catches a timeout: such a crash ends a level as a TLE
    timeouts: ClassVar[tuple[str, ...]] = ("OverflowError",)

    @property
    def statistic(self) -> Statistic:
        return self.settings.statistic

    def tuned(self, settings: EffSpec | None) -> Enamel:
        return self if settings is None else replace(self, settings=settings)

    def attempts(self, row: int, default: int) -> int:
        return self.settings.repeats if self.settings.hardness[row - 1] > 0 else 1

    def run_cap_ms(self, time_limit_ms: float, tle_band: float) -> float:
        return time_limit_ms

    def time_limits(self, derived: list[Boundary]) -> list[Boundary]:
        """One limit for every row: timeout_factor x the reference's slowest row of positive
        hardness, plus the tolerance."""
        hard = [b.p for b, h in zip(derived, self.settings.hardness, strict=True) if h > 0]
        limit = self.settings.timeout_factor * max(hard) + self.settings.tolerance_ms
        return [replace(b, f=None, limit=limit, margin=limit / b.p if b.p > 0 else math.inf) for b in derived]

    def verdict(self, verdict: Verdict, detail: str) -> Verdict:
        ends_level = verdict is Verdict.RE and any(f"{UNCAUGHT}{e}" in detail for e in self.timeouts)
        return Verdict.TLE if ends_level else verdict

    def timeout_ms(self, time_limit_ms: float) -> float:
        """ENAMEL's timeout: the rows' one limit less the tolerance allowed beyond it."""
        return time_limit_ms - self.settings.tolerance_ms

    def levels(self, verdicts: list[Verdict], details: list[str], times: list[float | None], time_limit_ms: float,
               reference: list[float]) -> list[float]:
        """One program's score on each level, as ENAMEL's evaluator reports them."""
        read = [self.verdict(v, d) for v, d in zip(verdicts, details, strict=True)]
        return metrics.level_effs(read, times, self.timeout_ms(time_limit_ms), reference, self.settings.hardness)[0]

    def programs(self, sheet: Sheet, grid: Grid, eff_tau: float, *, task: str, file: Path) -> Programs:
        hardness = self.settings.hardness
        if grid.cols != 1 or len(hardness) != grid.rows:
            raise BestError(f"{task}: eff settings for {len(hardness)} rows on a {grid.rows}x{grid.cols} grid; its "
                            "protocol's eff@k needs one column and one hardness per row", file=file, field="row,col")
        reference = references(grid, task=task, file=file)
        verdicts = [[self.verdict(v, d) for v, d in zip(vs, ds, strict=True)]
                    for vs, ds in zip(sheet.verdicts, sheet.details, strict=True)]
        effs, passed = metrics.level_scores(verdicts, sheet.times, self.timeout_ms(grid.time_limit[1]), reference,
                                            hardness)
        return Programs(effs, [sum(passed)])


BEST = Best()
ENAMEL = Enamel(EffSpec.model_validate(ENAMEL_PUBLISHED))
PROTOCOLS: dict[str, ScoringProtocol] = {p.name: p for p in (BEST, ENAMEL)}


def protocol_of(task: Task) -> ScoringProtocol:
    """The rules `task` is measured and scored by, with its parameters."""
    return PROTOCOLS[task.protocol].tuned(task.eff)
