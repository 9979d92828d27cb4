"""The host side of the sandbox: bubblewrap around a long-lived box (best/judge/cpp/box.cpp).

A box sees only /usr, /dev, a private /proc and /tmp, and, under /judge (mode 0700, so
the programs it runs cannot look inside), read-only views of the compiled builds and the
test inputs plus one exchange directory for results. Expected outputs, other tasks'
data, the project and the host's /etc are not there at all. Network, pid, IPC, UTS and
cgroup namespaces are private to the box; the box itself keeps only the capabilities it
needs to mount a run's tmpfs, switch to the run's uid and kill it.

Every call is bounded on the host side too: a box that stops answering is killed and
replaced, and the run it was serving is reported as a sandbox failure (never as a
verdict), so a fault of the judge can never be mistaken for a fault of the program.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import itertools
import math
import os
import select
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from best.cache import Cache, alive, intact, locked, write_checked
from best.errors import SandboxError
from best.judge import cgroups

CPP_DIR = Path(__file__).parent / "cpp"
TOOLCHAIN_VIEW = "/opt/best"  # the judge's own built code, readable by the runs (interpreters load it)
RUN_UID_BASE = 61000
RUN_UID_SLOTS = 1000
NOBODY = 65534  # who the judge's tools (compiler, parser) run as when they read untrusted text
EXCHANGE_PREFIX = "best-box-"  # then the judging process's pid
UID_LOCKS = "best-run-uids"  # one lock file per run uid, held by the box that runs as it


def _shared_dir() -> Path:
    """Where judging processes on this machine meet: /dev/shm (gone at reboot, as the locks are)."""
    shm = Path("/dev/shm")
    return shm if os.access(shm, os.W_OK) else Path(tempfile.gettempdir())


def claim_run_uid() -> tuple[int, int]:
    """A run uid no other live box on this machine uses, and the descriptor whose lock holds it.

    The kernel counts processes (RLIMIT_NPROC) per uid across the whole machine, so two boxes
    sharing a uid would take each other's process allowance; a lock file per uid, held for the
    box's life and dropped by the kernel when its process dies, keeps every box's uid its own,
    across judging processes, threads and Dask workers alike.
    """
    directory = _shared_dir() / UID_LOCKS
    directory.mkdir(mode=0o700, exist_ok=True)
    start = os.getpid() % RUN_UID_SLOTS
    for i in range(RUN_UID_SLOTS):
        slot = (start + i) % RUN_UID_SLOTS
        fd = os.open(directory / str(slot), os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            continue
        return RUN_UID_BASE + slot, fd
    raise SandboxError(f"all {RUN_UID_SLOTS} run uids of this machine are in use by other boxes")

USR_VIEW = [
    "--ro-bind", "/usr", "/usr",
    "--symlink", "usr/lib", "/lib",
    "--symlink", "usr/lib64", "/lib64",
    "--symlink", "usr/bin", "/bin",
    "--symlink", "usr/sbin", "/sbin",
    "--perms", "0755", "--dir", "/etc",  # bwrap would create it 0700: the loader could not read its cache
    "--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache",
    "--dev", "/dev",
    "--proc", "/proc",
    "--tmpfs", "/tmp",
]
NAMESPACES = ["--unshare-net", "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
              "--die-with-parent", "--new-session"]


def require_tools() -> None:
    """The sandbox needs root (namespaces, cgroups, uid switching) and bubblewrap."""
    if os.geteuid() != 0:
        raise SandboxError("the judge's sandbox needs root (run as root, or in a container as root); "
                           "see docs/sandbox.md")
    if shutil.which("bwrap") is None:
        raise SandboxError("bubblewrap (bwrap) is not installed: run `make install` (apt-get install bubblewrap)")


def run_tool(argv: list[str], *, binds: list[str], chdir: str, memory_bytes: int, file_bytes: int,
             timeout_s: float, stdin: bytes | None = None) -> tuple[int | None, str]:
    """Run one of the judge's tools over untrusted text, (exit status, output).

    A source file can attack the tool that reads it (`#include "/dev/zero"`, template bombs,
    parser blow-ups), so the tool runs as nobody in a bubblewrap sandbox without network,
    under address-space, CPU-time, file-size and process limits, and its whole session is
    killed past timeout_s; then the status is None.
    """
    limits = ["prlimit", f"--as={memory_bytes}", f"--cpu={math.ceil(timeout_s) + 1}", f"--fsize={file_bytes}",
              "--nproc=64", "--core=0", "--"]
    cmd = [*limits, "bwrap", *NAMESPACES, *USR_VIEW, *binds, "--chdir", chdir,
           "--clearenv", "--setenv", "PATH", "/usr/bin:/bin", "--setenv", "HOME", chdir,
           "--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID", "--",
           "/usr/bin/setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", "--inh-caps=-all", *argv]
    proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL if stdin is None else subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        out, _ = proc.communicate(stdin, timeout=timeout_s)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, 9)
        proc.communicate()
        return None, ""
    return proc.returncode, out.decode("utf-8", errors="replace")


def sources_digest(*paths: Path) -> str:
    h = hashlib.sha256()
    for p in paths:
        h.update(p.name.encode() + b"\0" + p.read_bytes())
    return h.hexdigest()


def box_binary(cache: Cache, compiler: str) -> Path:
    """The box, compiled from source once per compiler and source version, and again if its
    file no longer matches the digest written with it (it runs every program as root)."""
    source = CPP_DIR / "box.cpp"
    key = sources_digest(source)[:16]
    exe = cache.toolchains / f"box-{key}" / "box"
    if intact(exe):
        return exe
    with locked(exe.parent / ".lock"):
        if not intact(exe):
            tmp = exe.parent / "box.tmp"
            cmd = [compiler, "-std=c++17", "-O2", "-Wall", str(source), "-o", str(tmp), "-lseccomp"]
            done = subprocess.run(cmd, capture_output=True, text=True, check=False)
            if done.returncode != 0:
                raise SandboxError(f"cannot build the sandbox runner (is libseccomp-dev installed?):\n{done.stderr}")
            write_checked(exe, tmp.read_bytes(), mode=0o755)
            tmp.unlink()
    return exe


@dataclass(frozen=True)
class RunRequest:
    exe: Path  # host path under the cache's builds, or an interpreter under /usr (the same path in the box)
    input: Path  # host path under the cache's inputs
    cpu_ms: int  # RLIMIT_CPU backstop (whole process)
    wall_ms: int
    memory_bytes: int  # the run's memory cgroup limit
    output_bytes: int  # RLIMIT_FSIZE
    env: dict[str, str] = field(default_factory=dict)
    args: tuple[str, ...] = ()  # argv[1:]
    script: Path | None = None  # host path under the cache's builds, handed to the program as fd 4
    stack_bytes: int = 0  # RLIMIT_STACK of the run; 0 keeps the box's


@dataclass(frozen=True)
class RunReply:
    status: str  # exited | signaled | exec_failed (then code is the errno)
    code: int
    signal: int
    wall_us: int
    cpu_us: int
    killed: bool  # by the wall-clock limit
    oom: bool
    memory_peak: int
    result: bytes  # what the program wrote to fd 3
    log: bytes  # the head of its stdout and stderr
    log_size: int
    cpu_killed: bool = False  # stopped by the box at the process's CPU limit
    maxrss_kb: int = 0  # the kernel's peak resident set of the process
    # an interpreted program's CPU time when its harness handed over to the solution (-1: none)
    handover_us: int = -1


def _remove_stale_exchanges(parent: Path) -> None:
    """Exchange directories are named best-box-<pid>-*: remove those of processes that died
    without closing their box (killed), as cgroups does for their groups."""
    for directory in parent.glob(f"{EXCHANGE_PREFIX}*"):
        try:
            pid = int(directory.name.removeprefix(EXCHANGE_PREFIX).split("-")[0])
        except ValueError:
            continue
        if not alive(pid):
            shutil.rmtree(directory, ignore_errors=True)


class Box:
    """One sandbox, serving runs one at a time. Use as a context manager."""

    def __init__(self, cache: Cache, *, compiler: str = "g++", max_threads: int = 1, tmp_kb: int = 1024,
                 log_limit: int = 65536) -> None:
        require_tools()
        self.cache = cache
        self.exe = box_binary(cache, compiler)
        self.max_threads = max_threads
        self.tmp_kb = tmp_kb
        self.log_limit = log_limit
        self.uid = 0
        self._uid_lock: int | None = None
        self.proc: subprocess.Popen[bytes] | None = None
        self.groups: cgroups.BoxGroups | None = None
        self.exchange: Path | None = None
        self._ids = itertools.count(1)
        self.restarts = 0
        self._views: dict[tuple[Path, Path, str], str] = {}

    # -- lifecycle -------------------------------------------------------------------------

    def __enter__(self) -> Box:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _command(self) -> list[str]:
        assert self.groups is not None and self.exchange is not None
        for directory in (self.cache.builds, self.cache.inputs_root, self.cache.toolchains):
            directory.mkdir(parents=True, exist_ok=True)
        cmd = ["bwrap", *NAMESPACES, *USR_VIEW,
               # the run sees /proc read-only (it cannot lower its OOM score); the box writes
               # through its own view, under /judge, which the run cannot enter
               "--remount-ro", "/proc",
               "--perms", "0700", "--dir", "/judge", "--proc", "/judge/proc",
               "--ro-bind", str(self.exe.parent), "/judge/bin",
               "--ro-bind", str(self.cache.builds), "/judge/builds",
               "--perms", "0755", "--dir", str(Path(TOOLCHAIN_VIEW).parent),  # bwrap would create it 0700
               "--ro-bind", str(self.cache.toolchains), TOOLCHAIN_VIEW,
               "--ro-bind", str(self.cache.inputs_root), "/judge/inputs",
               "--bind", str(self.exchange), "/judge/x"]
        box_args = ["--uid", str(self.uid), "--gid", str(self.uid), "--max-threads", str(self.max_threads),
                    "--tmp-kb", str(self.tmp_kb), "--cg-mode", self.groups.mode.value]
        if self.groups.memory is not None:
            cmd += ["--bind", str(self.groups.memory), "/judge/cg/memory"]
            box_args += ["--cg-memory", "/judge/cg/memory"]
        if self.groups.pids is not None and self.groups.mode is cgroups.Mode.V1:
            cmd += ["--bind", str(self.groups.pids), "/judge/cg/pids"]
            box_args += ["--cg-pids", "/judge/cg/pids"]
        for cap in ("CAP_SYS_ADMIN", "CAP_SETUID", "CAP_SETGID", "CAP_KILL"):
            cmd += ["--cap-add", cap]
        return [*cmd, "--chdir", "/", "--", "/judge/bin/box", *box_args]

    def start(self) -> None:
        parent = _shared_dir()
        _remove_stale_exchanges(parent)
        if self._uid_lock is None:
            self.uid, self._uid_lock = claim_run_uid()
        self.groups = cgroups.BoxGroups.create(cgroups.detect())
        try:
            self.exchange = Path(tempfile.mkdtemp(prefix=f"{EXCHANGE_PREFIX}{os.getpid()}-", dir=parent))
            self.proc = subprocess.Popen(self._command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.PIPE, env={"PATH": "/usr/bin:/bin"},
                                         start_new_session=True)
        except BaseException:
            self._stop()  # a judging process that goes on must not keep the groups and directory
            self._release_uid()
            raise
        line = self._readline(30.0)
        if line != "ready":
            err = self._stop()
            self._release_uid()
            raise SandboxError(f"the sandbox did not start: {line or err}")

    def _stop(self) -> str:
        err = ""
        if self.proc is not None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, 9)
            _, stderr = self.proc.communicate(timeout=30)
            err = stderr.decode(errors="replace").strip()
            self.proc = None
        exchange, self.exchange = self.exchange, None
        if exchange is not None:
            shutil.rmtree(exchange, ignore_errors=True)
        groups, self.groups = self.groups, None
        if groups is not None:
            try:
                groups.remove()
            except OSError as exc:
                raise SandboxError(f"cannot remove the box's cgroup {exc.filename}: {exc.strerror}") from None
        return err

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            with contextlib.suppress(OSError):
                assert self.proc.stdin is not None
                self.proc.stdin.write(b"quit\n")
                self.proc.stdin.flush()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.proc.wait(timeout=10)
        try:
            self._stop()
        finally:
            self._release_uid()

    def _release_uid(self) -> None:
        lock, self._uid_lock = self._uid_lock, None
        if lock is not None:
            os.close(lock)  # the uid is free for the next box

    def restart(self) -> None:
        self._stop()
        self.restarts += 1
        self.start()

    # -- one run -----------------------------------------------------------------------------

    def _readline(self, timeout: float) -> str:
        assert self.proc is not None and self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        if not ready:
            return ""
        return self.proc.stdout.readline().decode(errors="replace").strip()

    def _inside(self, path: Path, root: Path, mount: str) -> str:
        """The path as the box sees it. Builds and inputs are named by their content and never move,
        so each is resolved once (resolving costs a system call per component, on every run)."""
        key = (path, root, mount)
        known = self._views.get(key)
        if known is not None:
            return known
        try:
            rel = path.resolve().relative_to(root.resolve())
        except ValueError:
            raise SandboxError(f"{path} is not under {root}") from None
        text = f"{mount}/{rel}"
        if " " in text or "\n" in text:
            raise SandboxError(f"path with whitespace cannot enter the sandbox: {text!r}")
        if len(self._views) >= 65536:
            self._views.clear()
        self._views[key] = text
        return text

    def _program(self, exe: Path) -> str:
        """An interpreter is the host's own /usr, which the box sees at the same path; anything
        else must be a build."""
        if exe.is_absolute() and exe.parts[:2] == ("/", "usr"):
            return self._token(str(exe))
        return self._inside(exe, self.cache.builds, "/judge/builds")

    @staticmethod
    def _token(text: str) -> str:
        if not text or any(c.isspace() for c in text):
            raise SandboxError(f"an argument must be one word to enter the sandbox: {text!r}")
        return text

    def run(self, request: RunRequest) -> RunReply:
        """Run one program; a box that fails is restarted once before giving up."""
        for attempt in range(2):
            try:
                return self._run(request)
            except SandboxError:
                if attempt == 1:
                    raise
                self.restart()
        raise AssertionError("unreachable")

    def _run(self, request: RunRequest) -> RunReply:
        if self.proc is None or self.proc.poll() is not None:
            raise SandboxError("the sandbox is not running")
        assert self.exchange is not None and self.proc.stdin is not None
        run_id = next(self._ids)
        # one pair of exchange files, truncated by the box for each run: no per-run create and unlink
        res, log = self.exchange / "run.res", self.exchange / "run.log"
        fields = [f"id={run_id}", f"exe={self._program(request.exe)}",
                  f"in={self._inside(request.input, self.cache.inputs_root, '/judge/inputs')}",
                  "res=/judge/x/run.res", "log=/judge/x/run.log", f"cpu_ms={request.cpu_ms}",
                  f"wall_ms={request.wall_ms}", f"mem_bytes={request.memory_bytes}",
                  f"fsize={request.output_bytes}"]
        if request.stack_bytes:
            fields.append(f"stack={request.stack_bytes}")
        if request.script is not None:
            fields.append(f"script={self._inside(request.script, self.cache.builds, '/judge/builds')}")
        fields += [f"arg={self._token(a)}" for a in request.args]
        fields += [f"env={k}={v}" for k, v in request.env.items()]
        try:
            self.proc.stdin.write(("run " + " ".join(fields) + "\n").encode())
            self.proc.stdin.flush()
        except OSError as exc:
            raise SandboxError(f"the sandbox stopped accepting runs: {exc}") from None
        line = self._readline(request.wall_ms / 1000 + 30)
        reply = dict(item.split("=", 1) for item in line.split()[1:]) if line.startswith("done") else {}
        if not reply or reply.get("id") != str(run_id):
            raise SandboxError(f"the sandbox gave no answer for run {run_id}: {line!r}")
        if reply["status"] == "error":
            raise SandboxError(f"the sandbox could not run the program: {reply.get('error', '?')}")
        if reply["status"] == "exec_failed":
            return RunReply(status="exec_failed", code=int(reply["errno"]), signal=0, wall_us=0, cpu_us=0,
                            killed=False, oom=False, memory_peak=0, result=b"", log=b"", log_size=0)
        with open(log, "rb") as f:
            head = f.read(self.log_limit)
            log_size = os.fstat(f.fileno()).st_size
        if log_size:
            os.truncate(log, 0)  # a flood must not sit in memory until the next run
        return RunReply(status=reply["status"], code=int(reply["code"]), signal=int(reply["signal"]),
                        wall_us=int(reply["wall_us"]), cpu_us=int(reply["cpu_us"]),
                        killed=reply["killed"] == "1", oom=reply["oom"] == "1",
                        memory_peak=int(reply["mem_peak"]), result=res.read_bytes(), log=head,
                        log_size=log_size, cpu_killed=reply["cpu_killed"] == "1",
                        maxrss_kb=int(reply["maxrss_kb"]), handover_us=int(reply.get("handover_us", "-1")))
