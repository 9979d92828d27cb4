"""Where derived files live, and how they are written so that readers never see half a file.

Everything here is a pure function of its key (content hashes of tasks, sources, flags
and the judge's own code), so the cache can be deleted at any time and is never inside
anything DVC manages.

    <root>/inputs/<task tag>/<test key>.in      test inputs (the only test data a sandbox sees)
    <root>/expected/<task tag>/<test key>.out   expected outputs, produced by the baselines
    <root>/toolchain/<key>/                     box, harness object, precompiled prelude
    <root>/builds/<key>/                        one compiled solution
    <root>/calibrations/<environment>/<task tag>.json
"""

from __future__ import annotations

import fcntl
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from best.tasks.model import Task


@dataclass(frozen=True)
class Cache:
    root: Path

    def inputs(self, task: Task) -> Path:
        return self.root / "inputs" / task.tag

    def expected(self, task: Task) -> Path:
        return self.root / "expected" / task.tag

    @property
    def inputs_root(self) -> Path:
        return self.root / "inputs"

    @property
    def toolchains(self) -> Path:
        return self.root / "toolchain"

    @property
    def builds(self) -> Path:
        return self.root / "builds"

    def calibration(self, environment_id: str, task: Task) -> Path:
        return self.root / "calibrations" / environment_id / f"{task.tag}.json"


def atomic_write(path: Path, data: bytes, mode: int = 0o644) -> None:
    """Write via a temporary file and rename, so a crash never leaves a partial file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """An exclusive lock between processes building the same cache entry."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)
