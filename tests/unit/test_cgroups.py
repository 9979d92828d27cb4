"""Finding the cgroup hierarchies a box can use from the mounts this process sees."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import psutil
import pytest

from best.judge import cgroups


class Mount(NamedTuple):
    """The fields of psutil's partition entries that cgroups.py reads."""

    device: str
    mountpoint: str
    fstype: str
    opts: str


def mounts(monkeypatch: pytest.MonkeyPatch, *entries: tuple[str, str, str]) -> None:
    """What psutil reports as mounted: (mountpoint, fstype, options), beside an ordinary disk;
    the cgroup file systems only with `all=True`, as psutil does."""
    table = [Mount("/dev/sda1", "/", "ext4", "rw,relatime"),
             *(Mount(fstype, point, fstype, opts) for point, fstype, opts in entries)]
    monkeypatch.setattr(psutil, "disk_partitions", lambda all=False: table if all else table[:1])


def test_v1_finds_each_controller_in_its_own_hierarchy(monkeypatch: pytest.MonkeyPatch) -> None:
    mounts(monkeypatch, ("/sys/fs/cgroup/cpu,cpuacct", "cgroup", "rw,nosuid,cpu,cpuacct"),
           ("/sys/fs/cgroup/memory", "cgroup", "rw,nosuid,memory"), ("/sys/fs/cgroup/pids", "cgroup", "rw,pids"))

    assert cgroups.v1_dir("memory") == Path("/sys/fs/cgroup/memory")
    assert cgroups.v1_dir("pids") == Path("/sys/fs/cgroup/pids")
    assert cgroups.v1_dir("cpu") == Path("/sys/fs/cgroup/cpu,cpuacct")
    assert cgroups.v1_dir("freezer") is None


def test_v2_is_the_unified_mount_that_offers_memory_and_pids(monkeypatch: pytest.MonkeyPatch,
                                                             tmp_path: Path) -> None:
    bare, useful = tmp_path / "unified", tmp_path / "cgroup2"
    for d, controllers in ((bare, "cpu io"), (useful, "cpuset cpu io memory pids")):
        d.mkdir()
        (d / "cgroup.controllers").write_text(controllers + "\n")
    mounts(monkeypatch, (str(bare), "cgroup2", "rw,relatime"), (str(useful), "cgroup2", "rw,relatime"))

    assert cgroups.v2_dir() == useful
    assert cgroups.v1_dir("memory") is None


def test_without_cgroup_mounts_there_is_no_hierarchy(monkeypatch: pytest.MonkeyPatch) -> None:
    mounts(monkeypatch)

    assert cgroups.v1_dir("memory") is None and cgroups.v2_dir() is None
