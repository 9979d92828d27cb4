"""Judging processes side by side on one machine do not take each other's run uids or limits."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from best.cache import Cache
from best.judge.languages.cpp import Cpp
from best.params import JudgeParams
from tests.conftest import PROBE, ROOT, needs_root
from tests.judge_worker import WORK

pytestmark = needs_root
PROCESSES = 8  # more than twice the old per-uid process limit of 4, on a 2-core machine
RUNS = 25


def test_many_judging_processes_at_once_all_judge_correctly(cache: Cache, probe_inputs: dict[str, Path]) -> None:
    Cpp(cache, JudgeParams(), []).build(WORK, PROBE)  # built once, so that every process starts judging at once
    workers = [subprocess.Popen([sys.executable, "-m", "tests.judge_worker", str(cache.root), str(RUNS),
                                 str(probe_inputs["small"])], cwd=ROOT, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True) for _ in range(PROCESSES)]
    reports = []
    for w in workers:
        out, err = w.communicate(timeout=600)
        assert w.returncode == 0, err[-2000:]
        reports.append(json.loads(out.strip().splitlines()[-1]))
    for report in reports:
        assert report["endings"] == {"returned": RUNS}, report
        assert report["values"] == {"6": RUNS}, report
    assert len({r["uid"] for r in reports}) == PROCESSES  # every box its own uid
