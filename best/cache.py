"""Where derived files live, and how they are written so that readers never see half a file.

Everything here is a pure function of its key (content hashes of tasks, sources, flags
and the judge's own code), so the cache can be deleted at any time and is never inside
anything DVC manages.

    <root>/inputs/<task tag>-<key>/<test>.in    test inputs (the only test data a sandbox sees)
    <root>/expected/<task tag>-<key>/<test>.out expected outputs, produced by the baselines
    <root>/toolchain/<key>/                     box, harness object, precompiled prelude
    <root>/builds/<key>/                        one compiled solution
    <root>/calibrations/<key prefix>/<key>.json a task's baselines measured, its limits derived
    <root>/runs/<key prefix>/<key>.json         a sample's build measured on one row
    <root>/null-costs/<key prefix>/<key>.json   an empty solution's cost on one test

Every key comes from one recipe, `content_key`: what runs (the code's content), on what
(the task's tests), where (the environment's id, or the toolchain's), under which params
(only those that decide the result) and by which judge (its code digest). Nothing else
keeps a copy of results: Prefect retries tasks but caches none, and DVC tracks outputs.

A damaged entry would not announce itself: a flipped byte in a test input or an expected
output changes verdicts, not a parse. So every entry carries a SHA-256 written after it
(`write_checked`: a `<name>.sha256` beside the file; builds and toolchains in their own
records), and readers that find it missing or different treat the entry as absent and
recompute it, with one warning naming the damaged file. Hashing is done once per process
per unchanged file (`has_digest`), since inputs can be large and are read by every run.
"""

from __future__ import annotations

import errno
import fcntl
import glob
import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from best.errors import BestError
from best.faults import crash_point
from best.judge.code import judge_code

DIGEST_SUFFIX = ".sha256"
NO_SPACE = (errno.ENOSPC, errno.EDQUOT)


@dataclass(frozen=True)
class Cache:
    root: Path

    def inputs(self, tag: str) -> Path:
        """A task's encoded inputs, named by its version (`Task.tag`, readable) and keyed like
        everything else: the encoding is the judge's code."""
        return self.root / "inputs" / f"{tag}-{content_key('inputs', tests=tag)[:10]}"

    def expected(self, tag: str) -> Path:
        return self.root / "expected" / f"{tag}-{content_key('expected', tests=tag)[:10]}"

    @property
    def inputs_root(self) -> Path:
        return self.root / "inputs"

    @property
    def toolchains(self) -> Path:
        return self.root / "toolchain"

    @property
    def builds(self) -> Path:
        return self.root / "builds"

    def entry(self, kind: str, key: str) -> Path:
        """Where the JSON record of `key` (a content_key) lives."""
        return self.root / kind / key[:2] / f"{key}.json"

    def read_json(self, kind: str, key: str) -> Any:
        """The record, or None when it was never written or is damaged (then it is computed again)."""
        data = read_checked(self.entry(kind, key))
        if data is None:
            return None
        try:
            return json.loads(data)
        except ValueError:
            return None

    def write_json(self, kind: str, key: str, value: Any) -> None:
        write_checked(self.entry(kind, key), json.dumps(value, sort_keys=True).encode())


def content_key(kind: str, *, code: str = "", tests: str = "", environment: str = "", params: Any = None) -> str:
    """The one recipe for a key of judged work: the code's content (or its build's key), the
    task's tests (its content hash), the environment (id or toolchain), the params that decide
    the result, and the judge's code digest, so that a changed judge never reuses what the
    old one measured."""
    blob = json.dumps({"kind": kind, "code": code, "tests": tests, "environment": environment, "params": params,
                       "judge": judge_code()}, sort_keys=True, default=str)
    return hashlib.sha256(blob.encode()).hexdigest()


def atomic_write(path: Path, data: bytes, mode: int = 0o644) -> None:
    """Write via a temporary file and rename, so a crash or a full disk never leaves a partial
    file: the previous version (or nothing) stays until the new one is complete."""
    try:
        _replace(path, data, mode)
    except OSError as exc:
        if exc.errno in NO_SPACE:
            raise BestError(f"no space left on device to write {len(data)} bytes; the file was left as it was",
                            file=path) from None
        raise


def _replace(path: Path, data: bytes, mode: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.{os.getpid()}.")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        crash_point("file written, not renamed", path.name)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def remove_orphans(path: Path) -> None:
    """Remove the temporary files that writers of `path` killed before their rename left
    behind (named after the writer's pid, so a live writer's file is never touched)."""
    head = f".{path.name}."
    for tmp in path.parent.glob(glob.escape(head) + "*"):
        pid = tmp.name.removeprefix(head).split(".")[0]
        if pid.isdigit() and not alive(int(pid)):
            tmp.unlink(missing_ok=True)


def alive(pid: int) -> bool:
    """Whether a process exists, ours or not (EPERM means it does)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def digest_path(path: Path) -> Path:
    return path.with_name(path.name + DIGEST_SUFFIX)


def write_checked(path: Path, data: bytes, mode: int = 0o644) -> None:
    """Write `data`, then its digest: whoever finds the digest finds the whole data before it,
    and a crash between the two leaves an entry that reads as absent."""
    atomic_write(path, data, mode)
    digest = hashlib.sha256(data).hexdigest()
    atomic_write(digest_path(path), f"{digest}\n".encode())
    _remember(path, digest)


def read_checked(path: Path) -> bytes | None:
    """The entry's data if it is there and matches its digest; None (recompute it) otherwise."""
    recorded = _recorded(path)
    if recorded is None:
        return None
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    if hashlib.sha256(data).hexdigest() != recorded:
        warn_damaged(path)
        return None
    return data


def intact(path: Path) -> bool:
    """Whether the entry is there and matches its digest, without reading it where this
    process has already hashed it unchanged."""
    recorded = _recorded(path)
    if recorded is None or not path.exists():
        return False
    if has_digest(path, recorded):
        return True
    warn_damaged(path)
    return False


def has_digest(path: Path, digest: str) -> bool:
    """Whether the file is there and its SHA-256 is `digest`."""
    try:
        return file_sha256(path) == digest
    except FileNotFoundError:
        return False


def file_sha256(path: Path) -> str:
    """The file's SHA-256, hashed again only when the file changed (another inode, size,
    modification or change time) since this process last hashed it."""
    identity = _identity(path.stat())
    known = _hashed.get(path)
    if known is None or known[0] != identity:
        with open(path, "rb") as f:
            known = (_identity(os.fstat(f.fileno())), hashlib.file_digest(f, "sha256").hexdigest())
        _hashed[path] = known
    return known[1]


def warn_damaged(path: Path) -> None:
    """One line per damaged file, however many readers (a check before a lock and again after
    it, say) come across it before it is rewritten."""
    try:
        seen = (path, _identity(path.stat()))
    except FileNotFoundError:
        return
    if seen in _warned:
        return
    _warned.add(seen)
    print(f"warning: {path}: damaged cache entry (its SHA-256 differs from the one recorded); recomputing it",
          file=sys.stderr, flush=True)


_hashed: dict[Path, tuple[tuple[int, int, int, int], str]] = {}  # path -> (identity when hashed, sha256)
_warned: set[tuple[Path, tuple[int, int, int, int]]] = set()


def _identity(st: os.stat_result) -> tuple[int, int, int, int]:
    return st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns


def file_identity(path: Path) -> tuple[int, int, int, int] | None:
    """What changes whenever the file is written or replaced (None: there is none)."""
    try:
        return _identity(path.stat())
    except FileNotFoundError:
        return None


def _remember(path: Path, digest: str) -> None:
    try:
        _hashed[path] = (_identity(path.stat()), digest)
    except FileNotFoundError:
        _hashed.pop(path, None)


def _recorded(path: Path) -> str | None:
    try:
        return digest_path(path).read_text(encoding="ascii").strip()
    except (FileNotFoundError, UnicodeDecodeError):
        return None


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
