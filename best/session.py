"""One working session of the judge: params, the cache, and a sandbox started on first use.

The CLI and the pipeline's stages share this, so `best judge`, `best calibrate` and the
DVC stages compute the same things the same way.
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from best.cache import Cache, file_identity
from best.calibration import (
    Calibrator,
    cache_path,
    load_cached,
    restore_expected,
    settings_of,
    store,
)
from best.errors import BestError
from best.faults import crash_point
from best.judge.environment import Environment
from best.judge.grid import CellResult, judge_build
from best.judge.languages import Build, Language, language_named
from best.judge.oracle import Oracle
from best.judge.run import Runner
from best.judge.sandbox import Box
from best.limits import Calibration
from best.params import EnvironmentParams, Params
from best.tasks.loader import load_tasks
from best.tasks.model import Task, TestCase
from best.tasks.testdata import materialize


@dataclass(frozen=True)
class JudgeReport:
    task: str
    language: str
    environment: str
    build: Build
    cells: list[CellResult]

    def to_json(self) -> dict[str, object]:
        return {
            "task": self.task,
            "language": self.language,
            "environment": self.environment,
            "compile": {"ok": self.build.ok, "log": self.build.log},
            "cells": [c.to_json() for c in self.cells],
        }


class Session:
    def __init__(self, params: Params, root: Path | None = None) -> None:
        self.params = params
        self.root = root or Path.cwd()
        self.cache = Cache(self.root / params.judge.cache_dir)
        self._box: Box | None = None
        # read once per process while its file is unchanged: a worker judges many rows of the same tasks
        self._calibrations: dict[tuple[str, str], tuple[Path, tuple[int, int, int, int] | None, Calibration]] = {}

    def __enter__(self) -> Session:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        if self._box is not None:
            self._box.close()
            self._box = None

    @property
    def runner(self) -> Runner:
        if self._box is None:
            judge = self.params.judge
            self._box = Box(self.cache, compiler=judge.compiler, max_threads=judge.max_threads, tmp_kb=judge.tmp_kb,
                            log_limit=judge.log_limit_kb * 1024)
            self._box.start()
        return Runner(self._box, self.params.judge)

    def tasks(self, ids: list[str] | None = None, *, every: bool = False) -> list[Task]:
        """The named tasks, else those params select (every task when it selects none);
        `every` is the whole pack whatever params select."""
        return load_tasks(self.root / self.params.tasks.root, [] if every else ids or self.params.tasks.select)

    def language(self, env: EnvironmentParams) -> Language:
        """The environment's language, with its flags (an unknown one is an error naming `environments`)."""
        try:
            cls = language_named(env.language)
        except BestError as exc:
            raise BestError(f"environment {env.name}: {exc.message}", field="environments") from None
        return cls(self.cache, self.params.judge, env.flags)

    def environment(self, env: EnvironmentParams) -> Environment:
        return self.language(env).environment(env.name, env.host)

    def inputs(self, task: Task) -> dict[str, Path]:
        """The task's test inputs, written where missing or damaged (each file's digest is checked
        once per process while it is unchanged: best.cache.intact)."""
        return materialize(task, self.cache)

    def calibrate(self, task: Task, env: EnvironmentParams, force: bool = False) -> Calibration:
        """The task's limits in this environment (in its language), measured once and cached."""
        language = self.language(env)
        task = task.for_language(language.name)
        memo = (task.tag, env.model_dump_json())
        known = self._calibrations.get(memo)
        if not force and known is not None and file_identity(known[0]) == known[1]:
            return known[2]
        fingerprint = language.environment(env.name, env.host)
        settings = settings_of(self.params.calibrate, language)
        path = cache_path(self.cache, task, fingerprint.id, settings)
        cached = None if force else load_cached(path)
        if cached is not None:
            self._calibrations[memo] = (path, file_identity(path), cached)
            return cached
        calibration = Calibrator(task, language, runner=self.runner, oracle=Oracle(task, self.cache),
                                 inputs=self.inputs(task), params=self.params.calibrate
                                 ).run(fingerprint.to_dict(), settings)
        if not calibration.problems:  # a broken calibration is recomputed next time
            store(path, calibration)
            crash_point("calibration cached", task.id)
            self._calibrations[memo] = (path, file_identity(path), calibration)
        return calibration

    def oracle(self, task: Task, env: EnvironmentParams, cases: Sequence[TestCase] | None = None) -> Oracle:
        """The task's oracle with the expected outputs of `cases` (every test by default) in place.
        Calibration produces them; one lost or damaged after it is produced again by its baseline,
        not by recalibrating, which would measure (and so change) limits that are already settled."""
        task = task.for_language(env.language)
        oracle = Oracle(task, self.cache)
        missing = oracle.missing(cases)
        if missing:
            restore_expected(task, missing, self.language(env), runner=self.runner, oracle=oracle,
                             inputs=self.inputs(task), params=self.params.calibrate)
        return oracle

    def judge(self, task: Task, code: str, env: EnvironmentParams, calibration: Calibration | None = None
              ) -> JudgeReport:
        calibration = calibration or self.calibrate(task, env)
        if calibration.problems:
            more = f" (and {len(calibration.problems) - 1} more)" if len(calibration.problems) > 1 else ""
            first = calibration.problems[0].splitlines()[0]
            raise BestError(f"task {task.id} does not calibrate in environment {env.name}: {first}{more}")
        language = self.language(env)
        task = task.for_language(language.name)
        build = language.build(code, task.interface)
        cells = judge_build(task, build, calibration.limits, runner=self.runner, oracle=self.oracle(task, env),
                            inputs=self.inputs(task), judge=self.params.judge)
        return JudgeReport(task.id, language.name, str(calibration.environment["id"]), build, cells)


_SHARED: dict[str, Session] = {}
_SHARED_LOCK = threading.Lock()


def shared_session(params: Params) -> Session:
    """One session (and one sandbox) per process and params, for task runs that come and go.

    Starting a box costs more than a short run, and a worker process of a task runner
    executes many items: they share it. Threads of a local runner get one session each,
    since a box serves one run at a time. Closed when the process exits.
    """
    key = f"{params.model_dump_json()}|{threading.get_ident()}"
    with _SHARED_LOCK:
        if key not in _SHARED:
            if not _SHARED:
                atexit.register(_close_shared)
            _SHARED[key] = Session(params)
        return _SHARED[key]


def _close_shared() -> None:
    with _SHARED_LOCK:
        for session in _SHARED.values():
            session.close()
        _SHARED.clear()
