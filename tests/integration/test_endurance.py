"""Endurance: a judging process stays flat over hundreds of runs, misbehaving programs and box restarts included.

The workload is benchmarks/judge_endurance.py's (its figures at 10,000 runs are in
docs/benchmarks.md): one box, two normal runs for each of a crash, a time limit, memory
exhausted (refused, and past the kernel's limit), an output flood, a fork and descriptor
exhaustion; the box's process group killed twice on the way.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from benchmarks.judge_endurance import endurance
from best.cache import Cache
from best.judge.languages.cpp import Cpp
from best.judge.sandbox import EXCHANGE_PREFIX, Box
from best.params import JudgeParams
from tests.conftest import needs_root

pytestmark = [needs_root, pytest.mark.slow]

RUNS = 600
# RSS grew by 2.9 and 6.6 B a run over 10,000 runs, 6.1 and 28.7 B over 2,000, and was flat
# over most stretches of 2,000 (docs/benchmarks.md). The bound leaves room for CPython
# taking one more 1 MiB arena within the 600 runs (1.7 KiB a run); keeping each run's reply
# crossed it (3.5 KiB a run: a flood's log head is 64 KiB, one run in 21).
RSS_BOUND_B = 2048
# Python's allocated blocks grew by 0.017 a run over 10,000 runs, most of it the
# benchmark's own samples; a Python object kept per run adds at least one block per run.
BLOCKS_BOUND_PER_RUN = 0.2


def test_judging_many_runs_leaves_the_process_as_it_was(cpp: Cpp, judge_params: JudgeParams) -> None:
    r = endurance(cpp, judge_params, runs=RUNS, warmup=100, restart_every=RUNS // 2)

    assert r.wrong == []
    assert r.restarts == 2
    assert (r.after.fds, r.after.fd_kinds) == (r.before.fds, r.before.fd_kinds)
    assert r.after.children == r.before.children
    assert r.after.child_fds == r.before.child_fds, "the box keeps descriptors of earlier runs"
    assert r.after.run_processes == 0
    assert r.rss_growth_per_run_b < RSS_BOUND_B, (r.before.rss_kb, r.after.rss_kb)
    assert (r.after.py_blocks - r.before.py_blocks) / RUNS < BLOCKS_BOUND_PER_RUN, (r.before.py_blocks,
                                                                                    r.after.py_blocks)
    # one box's groups and exchange directory while it runs, whichever restart it is at
    assert len(r.after.cgroups) == len(r.before.cgroups)
    assert len(r.after.exchange_dirs) == len(r.before.exchange_dirs)
    assert r.closed.cgroups == r.initial.cgroups
    assert r.closed.exchange_dirs == r.initial.exchange_dirs
    assert r.closed.children == r.initial.children
    assert r.closed.fds == r.initial.fds


def test_a_killed_judge_leaves_its_exchange_directory_to_the_next_box(cache: Cache) -> None:
    """A judging process killed outright cannot clean up; the next box to start does."""
    shm = Path("/dev/shm")
    parent = shm if os.access(shm, os.W_OK) else Path(tempfile.gettempdir())
    dead = subprocess.Popen(["true"])  # a process that has exited: its pid names no process now
    dead.wait()
    stale = parent / f"{EXCHANGE_PREFIX}{dead.pid}-stale"
    live = parent / f"{EXCHANGE_PREFIX}{os.getpid()}-live"
    for d in (stale, live):
        d.mkdir()
        (d / "run.res").write_bytes(b"x")
    try:
        with Box(cache):
            pass
        assert not stale.exists()
        assert live.exists()
    finally:
        for d in (stale, live):
            shutil.rmtree(d, ignore_errors=True)
