"""Writing tables and cache entries to a disk that fills up: a real 256 KiB tmpfs, mounted per test.

The disk must run out for real (the kernel's ENOSPC, partway through a write), since what is
under test is what is left on it afterwards: the previous complete file or nothing, never a
truncated one, and no temporary file.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest

from best.cache import read_checked, write_checked
from best.errors import BestError
from best.tables import read_table, write_table
from tests.unit.test_score_stage import score_inputs

CODE = pa.schema([pa.field("sample", pa.int32(), nullable=False), pa.field("code", pa.string())])
FILLER = "filler"


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 256 KiB tmpfs; skipped where this process may not mount one."""
    mount = tmp_path / "disk"
    mount.mkdir()
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small tmpfs needs root and mount(8)")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount)], capture_output=True,
                          text=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", str(mount)], check=True)


def fill(disk: Path, leave_bytes: int) -> None:
    """Take all the free space but `leave_bytes` (rounded down to whole pages)."""
    stat = os.statvfs(disk)
    free = stat.f_bavail * stat.f_frsize
    (disk / FILLER).write_bytes(b"\0" * max(0, free - leave_bytes))


def code_rows(n: int, seed: int) -> list[dict[str, object]]:
    """Incompressible text, so the encoded table is about as large as the rows."""
    rng = np.random.RandomState(seed)
    return [{"sample": i, "code": rng.bytes(768).hex()} for i in range(n)]


def leftovers(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name != FILLER)


def test_a_table_larger_than_the_space_left_fails_naming_it_and_the_previous_version_stays(small_disk: Path) -> None:
    path = small_disk / "generations.parquet"
    previous = write_table(code_rows(4, seed=1), CODE, ("sample",), path)
    previous_bytes = path.read_bytes()
    fill(small_disk, leave_bytes=32 << 10)

    with pytest.raises(BestError) as error:
        write_table(code_rows(100, seed=2), CODE, ("sample",), path)  # ~150 KB encoded

    assert error.value.file == str(path)
    assert "no space left on device" in error.value.message
    assert str(error.value).startswith(f"{path}: no space left on device")
    assert leftovers(small_disk) == ["generations.parquet"]  # no temporary file
    assert path.read_bytes() == previous_bytes
    assert read_table(path, CODE).equals(previous)


def test_a_table_that_never_fitted_stays_absent(small_disk: Path) -> None:
    fill(small_disk, leave_bytes=32 << 10)

    with pytest.raises(BestError) as error:
        write_table(code_rows(100, seed=2), CODE, ("sample",), small_disk / "generations.parquet")

    assert error.value.file == str(small_disk / "generations.parquet")
    assert leftovers(small_disk) == []


def test_a_cache_entry_cut_short_by_a_full_disk_reads_as_absent(small_disk: Path) -> None:
    path = small_disk / "inputs" / "big.in"
    write_checked(path, b"a complete earlier version")
    fill(small_disk, leave_bytes=16 << 10)

    with pytest.raises(BestError) as error:
        write_checked(path, os.urandom(64 << 10))

    assert error.value.file == str(path)
    assert "no space left on device" in error.value.message
    assert leftovers(path.parent) == ["big.in", "big.in.sha256"]
    assert read_checked(path) == b"a complete earlier version"


def test_the_score_stage_on_a_full_disk_exits_2_with_one_line_naming_the_file(small_disk: Path,
                                                                             tmp_path: Path) -> None:
    params = score_inputs(tmp_path)
    out = small_disk / "score"
    fill(small_disk, leave_bytes=0)

    best = Path(sys.executable).with_name("best")
    done = subprocess.run([str(best), "score", "--runs", str(tmp_path / "runs.parquet"), "--limits",
                           str(tmp_path / "limits.parquet"), "--out", str(out), "--params", str(params)],
                          capture_output=True, text=True, check=False)

    assert done.returncode == 2, done.stderr
    (line,) = done.stderr.splitlines()
    assert line.startswith(f"error: {out / 'verdicts.parquet'}: no space left on device"), line
    assert done.stdout == ""
    assert leftovers(out) == []
