"""A damaged cache entry is noticed by its checksum, recomputed, and never trusted or crashed on.

On the 2x2 fixture task: judge a solution and execute it on a row once, flip one byte of one
entry of each kind (test input, expected output, compiled executable, calibration, measured
row, the judge's harness object and its sandbox runner), do the same work again, and the
outcome equals the first, the entry holds its digest again, and one warning named the file.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

from best.cache import has_digest, intact, read_checked
from best.calibration import cache_path, settings_of
from best.judge.oracle import Oracle
from best.judge.sandbox import box_binary
from best.params import Params, load_params
from best.session import Session
from best.tasks.model import Task
from stages.execute import RowItem, row_key, row_policy, run_row
from tests.conftest import needs_root

pytestmark = needs_root

ENV = "O0"


@dataclass(frozen=True)
class Outcome:
    """What a damaged entry must not change: verdicts, and what the row's tests returned."""

    build: str
    verdicts: tuple[tuple[int, int, str], ...]
    row_tests: tuple[tuple[str, str, bool], ...]
    problems: tuple[str, ...]


@dataclass(frozen=True)
class Work:
    params: Params
    session: Session
    task: Task
    source: str

    def compute(self) -> Outcome:
        env = self.params.environment(ENV)
        box_binary(self.session.cache, self.params.judge.compiler)  # what the next sandbox would start
        report = self.session.judge(self.task, self.source, env)
        calibration = self.session.calibrate(self.task, env)
        item = RowItem(ENV, self.task.id, 1, report.build.key, self.source)
        row = run_row(self.params, item, self.session)
        return Outcome(report.build.key, tuple((c.row, c.col, c.verdict.value) for c in report.cells),
                       tuple((t["test"], t["ending"], t["correct"]) for t in row["tests"]), calibration.problems)

    def entry(self, kind: str) -> Path:
        env = self.params.environment(ENV)
        case = self.task.rows[0].tests[-1]  # a generated test of the row that run_row executes
        language = self.session.language(env)
        if kind == "input":
            return self.session.cache.inputs(self.task.tag) / f"{case.key}.in"
        if kind == "expected output":
            return Oracle(self.task, self.session.cache).path(case)
        if kind == "executable":
            exe = language.build(self.source, self.task.interface).exe
            assert exe is not None
            return exe
        if kind == "harness object":
            return self.session.cache.toolchains / language.toolchain_id / "harness.o"
        if kind == "sandbox runner":
            return box_binary(self.session.cache, self.params.judge.compiler)
        if kind == "calibration":
            return cache_path(self.session.cache, self.task, language.environment(ENV).id,
                              settings_of(self.params.calibrate, language))
        # the row measured under the limits of the calibration now in the cache (a recalibration
        # moves the limits, and with them the row's key)
        build = language.build(self.source, self.task.interface)
        policy = row_policy(self.params, self.session, self.task.id, ENV, 1)
        key = row_key(self.session.environment(env).id, build.key, self.task.content_hash, row=1, policy=policy,
                      params=self.params)
        return self.session.cache.entry("runs", key)


@pytest.fixture(scope="module")
def work(pair_count_params: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Work]:
    """The fixture task's params with a cache of this module's own, since every test damages it."""
    data = yaml.safe_load(pair_count_params.read_text())
    d = tmp_path_factory.mktemp("integrity")
    data["judge"]["cache_dir"] = str(d / "cache")
    (d / "params.yaml").write_text(yaml.safe_dump(data))
    params = load_params(d / "params.yaml")
    with Session(params) as session:
        (task,) = session.tasks(["pair_count"])
        source = next(b for b in task.baselines if b.name == "sort-two-pointers").path.read_text()
        yield Work(params, session, task, source)


@pytest.fixture(scope="module")
def first(work: Work) -> Outcome:
    return work.compute()


def flip_one_byte(path: Path) -> None:
    """In place, as a bad disk or a stray write would (same inode, same size); a program that
    is running cannot be written to, so the sandbox runner is replaced by a damaged copy instead."""
    middle = path.stat().st_size // 2
    if path.name == "box":
        data = bytearray(path.read_bytes())
        data[middle] ^= 0x20
        copy = path.with_name("box.damaged")
        copy.write_bytes(bytes(data))
        os.replace(copy, path)
        return
    with open(path, "r+b") as f:
        f.seek(middle)
        byte = f.read(1)
        f.seek(-1, 1)
        f.write(bytes([byte[0] ^ 0x20]))


def holds_its_digest(path: Path, kind: str) -> bool:
    if kind not in ("executable", "harness object"):
        return intact(path)
    record = read_checked(path.with_name("build.json" if kind == "executable" else "toolchain.json"))
    assert record is not None
    info: dict[str, Any] = json.loads(record)
    return has_digest(path, info["sha256"][path.name] if kind == "harness object" else info["sha256"])


@pytest.mark.parametrize("kind", ["input", "expected output", "executable", "calibration", "run", "harness object",
                                  "sandbox runner"])
def test_a_flipped_byte_is_detected_and_the_entry_recomputed(work: Work, first: Outcome, kind: str,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = work.entry(kind)
    original = path.read_bytes()
    flip_one_byte(path)
    capsys.readouterr()

    again = work.compute()

    assert again == first
    assert holds_its_digest(path, kind)
    if kind not in ("calibration", "run"):  # pure functions of their sources: the same bytes again
        assert path.read_bytes() == original
    warnings = [line for line in capsys.readouterr().err.splitlines() if line.startswith("warning:")]
    assert warnings == [f"warning: {path}: damaged cache entry (its SHA-256 differs from the one recorded); "
                        f"recomputing it"]


def test_an_entry_without_its_digest_is_recomputed_silently(work: Work, first: Outcome,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """A crash between writing an entry and its digest leaves the entry unproven: absent, not damaged."""
    path = work.entry("run")
    path.with_name(path.name + ".sha256").unlink()
    capsys.readouterr()

    again = work.compute()

    assert again == first
    assert intact(path)
    assert "warning:" not in capsys.readouterr().err
