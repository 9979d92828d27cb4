"""Hostile programs: each is judged as its behaviour deserves, and leaves the host as it was.

What the sandbox promises is in docs/sandbox.md. Every program here runs in the session's
one box; the box must survive all of them and still judge a normal program afterwards.
"""

from __future__ import annotations

import errno
import json
import os
import socket
from dataclasses import dataclass
from pathlib import Path

import psutil
import pyarrow.parquet as pq
import pytest
import yaml

from best.cache import Cache
from best.judge.run import Runner
from best.judge.sandbox import RUN_UID_BASE, Box
from best.judge.verdict import Ending
from best.params import JudgeParams
from stages import calibrate, execute, generate, score
from stages import compile as compile_stage
from stages.stage import run as run_stage
from tests.conftest import PROBE, ROOT, Probe, measured, needs_root, solution

pytestmark = needs_root

HEADERS = """#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/socket.h>
#include <sys/shm.h>
#include <sys/ptrace.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sched.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <fcntl.h>
#include <dirent.h>
#include <unistd.h>
#include <signal.h>
"""

# Files a hostile program tries to create on the host; none may appear.
HOST_MARKERS = [Path("/tmp/best-hostile-marker"), ROOT / "best-hostile-marker", Path("/best-hostile-marker")]


@dataclass(frozen=True)
class Case:
    body: str
    ending: Ending
    value: int | None = None  # the returned value, for programs that report what they could do
    prelude: str = ""
    detail: str = ""  # a fragment the reason must contain


TRY_READ = """
static int readable(const char* path) {
  int fd = open(path, O_RDONLY);
  if (fd < 0) return 0;
  char c; int ok = read(fd, &c, 1) >= 0; close(fd); return ok;
}
"""

TRY_WRITE = """
static int writable(const char* path) {
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return 0;
  int ok = write(fd, "x", 1) == 1; close(fd); return ok;
}
"""

CASES: dict[str, Case] = {
    "fork bomb": Case("for (;;) fork(); return 0;", Ending.TIME),
    "fork refused": Case("pid_t p = fork(); if (p == 0) _exit(0); return p < 0 ? errno : 0;", Ending.RETURNED,
                         errno.EAGAIN),
    # <thread> is not in the prelude (nothing of it can run here); a solution that names it gets it
    "thread bomb": Case("for (;;) std::thread([] { for (;;) {} }).detach(); return 0;", Ending.CRASH,
                        prelude="#include <thread>", detail="uncaught exception"),
    "double-fork daemon": Case("if (fork() == 0) { setsid(); if (fork() == 0) { for (;;) pause(); } _exit(0); }"
                               " return -1;",
                               Ending.RETURNED, -1),
    "work in a forked child": Case("pid_t p = fork(); if (p == 0) { volatile long x = 0; for (;;) ++x; }"
                                   " return p < 0 ? -errno : p;", Ending.RETURNED, -errno.EAGAIN),
    # glibc reports a refused spawn as a shell that exited with 127
    "system()": Case("return system(\"true\");", Ending.RETURNED, 127 << 8),
    "exec a shell": Case("execl(\"/bin/sh\", \"sh\", \"-c\", \"echo hi\", (char*)nullptr); return errno;",
                         Ending.RETURNED, errno.EACCES),
    "exec via execveat": Case("int fd = open(\"/bin/sh\", O_PATH); char* argv[] = {(char*)\"sh\", nullptr};"
                              " syscall(SYS_execveat, fd, \"\", argv, nullptr, AT_EMPTY_PATH); return errno;",
                              Ending.RETURNED, errno.EACCES),
    "infinite loop": Case("for (volatile long i = 0;; ++i) {} return 0;", Ending.TIME),
    "busy wait on the clock": Case("auto t0 = chrono::steady_clock::now();"
                                   " while (chrono::steady_clock::now() - t0 < chrono::seconds(60)) {} return 0;",
                                   Ending.TIME),
    "sleep": Case("sleep(60); return 0;", Ending.TIME, detail="slept"),
    "pause": Case("pause(); return 0;", Ending.TIME),
    "blocking read": Case("int fds[2]; if (pipe(fds)) return -1; char c; (void)!read(fds[0], &c, 1); return 0;",
                          Ending.TIME),
    "stop itself": Case("raise(SIGSTOP); return 0;", Ending.TIME, detail="wall-clock"),
    "ignore termination signals": Case("for (int s : {SIGTERM, SIGXCPU, SIGALRM, SIGINT, SIGHUP}) signal(s, SIG_IGN);"
                                       " for (volatile long i = 0;; ++i) {} return 0;", Ending.TIME),
    "block all signals": Case("sigset_t all; sigfillset(&all); sigprocmask(SIG_BLOCK, &all, nullptr);"
                              " for (volatile long i = 0;; ++i) {} return 0;", Ending.TIME),
    "kill its parent": Case("return kill(getppid(), SIGKILL) == -1 ? errno : 0;", Ending.RETURNED, errno.EPERM),
    "kill everything": Case("kill(-1, SIGKILL); return 7;", Ending.RETURNED, 7),
    "kill every pid": Case("int killed = 0; for (int p = 1; p < 4096; ++p) if (p != getpid() && kill(p, SIGKILL) == 0)"
                           " ++killed; return killed;", Ending.RETURNED, 0),
    "stdout flood": Case("string s(1 << 16, 'x'); for (;;) fwrite(s.data(), 1, s.size(), stdout); return 0;",
                         Ending.OUTPUT),
    "stderr flood, stdout idle": Case("string s(1 << 16, 'y'); for (;;) { if (write(2, s.data(), s.size()) < 0)"
                                      " break; } return 0;", Ending.OUTPUT),
    "output flood ignoring SIGXFSZ": Case("signal(SIGXFSZ, SIG_IGN); string s(1 << 16, 'z');"
                                          " for (int i = 0; i < 100000; ++i) (void)!write(1, s.data(), s.size());"
                                          " return 0;", Ending.OUTPUT),
    "close its output": Case("fclose(stdout); fclose(stderr); close(0); close(1); close(2); return 5;",
                             Ending.RETURNED, 5),
    "malloc(1 << 40)": Case("char* p = (char*)malloc(1ULL << 40); if (!p) abort(); p[0] = 1; return 1;",
                            Ending.MEMORY, detail="refused"),
    "memory exhaustion": Case("vector<char*> v; for (;;) { char* p = new char[1 << 20]; memset(p, 1, 1 << 20);"
                              " v.push_back(p); } return 0;", Ending.MEMORY),
    "touching a huge mapping": Case("char* p = (char*)syscall(SYS_mmap, 0, 1ULL << 34, PROT_READ | PROT_WRITE,"
                                    " MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);"
                                    " if (p == MAP_FAILED) abort(); for (size_t i = 0;; i += 4096) p[i] = 1; return 0;",
                                    Ending.MEMORY),
    "mmap beyond the limit": Case("void* p = mmap(nullptr, 1ULL << 36, PROT_READ | PROT_WRITE,"
                                  " MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);"
                                  " return p == MAP_FAILED ? -1 : 1;", Ending.MEMORY),
    # the box shares the run's memory group; the run must stay the OOM killer's choice
    "lower its OOM score": Case("int fd = open(\"/proc/self/oom_score_adj\", O_WRONLY); if (fd < 0) return errno;"
                                " return write(fd, \"-1000\", 5) < 0 ? -errno : 0;", Ending.RETURNED, errno.EROFS),
    "kernel memory, then exhaustion": Case(
        "int fd = open(\"/proc/self/oom_score_adj\", O_WRONLY); if (fd >= 0) (void)!write(fd, \"0\", 1);"
        " string mb(1 << 20, 'p'); for (int i = 0; i < 28; ++i) { int fds[2]; if (pipe(fds)) break;"
        " fcntl(fds[1], F_SETPIPE_SZ, 1 << 20); fcntl(fds[1], F_SETFL, O_NONBLOCK);"
        " (void)!write(fds[1], mb.data(), mb.size()); }"
        " char* p = (char*)syscall(SYS_mmap, 0, 1ULL << 34, PROT_READ | PROT_WRITE,"
        " MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);"
        " if (p == MAP_FAILED) abort(); for (size_t i = 0;; i += 4096) p[i] = 1; return 0;", Ending.MEMORY),
    "huge static array": Case("big[12345] = 1; return big[12345];", Ending.MEMORY,
                              prelude="static char big[1ULL << 30];", detail="static storage"),
    "infinite recursion": Case("return down(0);", Ending.MEMORY, detail="stack overflow",
                               prelude="long long down(long long d) { volatile char pad[64]; pad[0] = 1;"
                                       " return down(d + 1) + pad[0]; }"),
    "descriptor exhaustion": Case("int n = 0; while (open(\"/dev/null\", O_RDONLY) >= 0) ++n; return n < 64 ? 1 : 0;",
                                  Ending.RETURNED, 1),
    "read secrets": Case("return readable(\"/etc/shadow\") + readable(\"/etc/passwd\") + readable(\"/proc/1/environ\")"
                         " + readable(\"/root/.bash_history\") + readable(\"/proc/1/root/etc/shadow\");",
                         Ending.RETURNED, 0, prelude=TRY_READ),
    "read the judge's files": Case("return readable(\"/judge/x\") + (opendir(\"/judge\") != nullptr)"
                                   " + (opendir(\"/judge/builds\") != nullptr)"
                                   " + (opendir(\"/judge/inputs\") != nullptr)"
                                   f" + readable(\"{ROOT}/params.yaml\");", Ending.RETURNED, 0, prelude=TRY_READ),
    "connect to loopback": Case("int s = socket(AF_INET, SOCK_STREAM, 0); if (s < 0) return errno;"
                                " sockaddr_in addr{}; addr.sin_family = AF_INET; addr.sin_port = htons(22);"
                                " addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);"
                                " return connect(s, (sockaddr*)&addr, sizeof addr) == 0 ? 0 : -errno;",
                                Ending.RETURNED, errno.EACCES),
    "connect outside": Case("int s = socket(AF_INET, SOCK_DGRAM, 0); return s < 0 ? errno : 0;", Ending.RETURNED,
                            errno.EACCES),
    "unix socket": Case("int s = socket(AF_UNIX, SOCK_STREAM, 0); return s < 0 ? errno : 0;", Ending.RETURNED,
                        errno.EACCES),
    "write files": Case("return writable(\"/tmp/best-hostile-marker\") * 1 + writable(\"" + str(ROOT) +
                        "/best-hostile-marker\") * 2 + writable(\"/best-hostile-marker\") * 4"
                        " + writable(\"/judge/x/best-hostile-marker\") * 8 + writable(\"/tmp/run/scratch\") * 16;",
                        Ending.RETURNED, 16, prelude=TRY_WRITE),
    "fill the private tmp": Case("int fd = open(\"/tmp/run/fill\", O_WRONLY | O_CREAT, 0644); string s(1 << 16, 'f');"
                                 " long long total = 0; for (int i = 0; i < 1000; ++i) {"
                                 " ssize_t w = write(fd, s.data(),"
                                 " s.size()); if (w <= 0) break; total += w; } return total <= (1 << 20);",
                                 Ending.RETURNED, 1),
    "leave files for the next run": Case("return writable(\"/dev/shm/best-left\") + writable(\"/dev/best-left\") * 2"
                                         " + writable(\"/tmp/best-left\") * 4 + writable(\"/var/tmp/best-left\") * 8"
                                         " + writable(\"/usr/best-left\") * 16;", Ending.RETURNED, 0,
                                         prelude=TRY_WRITE),
    # a memory file's pages are nobody's resident set: the kernel's memory check could not see them
    "a memory file": Case("int fd = syscall(SYS_memfd_create, \"m\", 0); if (fd < 0) return -errno;"
                          " return ftruncate(fd, 1LL << 34);", Ending.RETURNED, -errno.EPERM),
    "shared memory exhaustion": Case("char* p = (char*)syscall(SYS_mmap, 0, 1ULL << 34, PROT_READ | PROT_WRITE,"
                                     " MAP_SHARED | MAP_ANONYMOUS, -1, 0); if (p == MAP_FAILED) return -2;"
                                     " for (size_t i = 0;; i += 4096) p[i] = 1; return 0;", Ending.MEMORY),
    "raise its limits": Case("rlimit r{RLIM_INFINITY, RLIM_INFINITY}; int refused = 0;"
                             " for (int res : {RLIMIT_CPU, RLIMIT_FSIZE, RLIMIT_NOFILE, RLIMIT_NPROC})"
                             " refused += setrlimit(res, &r) < 0 && errno == EPERM; return refused;",
                             Ending.RETURNED, 4),
    "real-time priority": Case("sched_param sp{}; sp.sched_priority = 99;"
                               " return sched_setscheduler(0, SCHED_FIFO, &sp) < 0 ? errno : 0;", Ending.RETURNED,
                               errno.EPERM),
    "a user namespace of its own": Case("return unshare(CLONE_NEWUSER | CLONE_NEWNET) < 0 ? errno : 0;",
                                        Ending.RETURNED, errno.EPERM),
    "SysV shared memory": Case("return shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600) < 0 ? errno : 0;", Ending.RETURNED,
                               errno.EPERM),
    "ptrace": Case("return ptrace(PTRACE_TRACEME, 0, nullptr, nullptr) < 0 ? errno : 0;", Ending.RETURNED, errno.EPERM),
    "become root": Case("return setuid(0) < 0 ? errno : 0;", Ending.RETURNED, errno.EPERM),
    "mount": Case("return mount(\"none\", \"/tmp/run\", \"tmpfs\", 0, nullptr) < 0 ? errno : 0;", Ending.RETURNED,
                  errno.EPERM),
    "abort": Case("abort(); return 0;", Ending.CRASH, detail="SIGABRT"),
    "uncaught exception": Case("throw runtime_error(\"boom\");", Ending.CRASH, detail="boom"),
    "segmentation fault": Case("volatile int* p = nullptr; return *p;", Ending.CRASH, detail="SIGSEGV"),
    "non-zero exit": Case("exit(3);", Ending.CRASH, detail="code 3"),
    "exit during the call": Case("exit(0);", Ending.CRASH, detail="before the call returned"),
    "quick _exit": Case("_exit(0);", Ending.CRASH, detail="before the call returned"),
}


def _run_uid_processes() -> list[int]:
    found = []
    for p in psutil.process_iter(["uids"]):
        uids = p.info["uids"]
        if uids is not None and RUN_UID_BASE <= uids.real < RUN_UID_BASE + 1000:
            found.append(p.pid)
    return found


@pytest.mark.parametrize("name", list(CASES))
def test_hostile_program(probe: Probe, box: Box, name: str) -> None:
    case = CASES[name]
    restarts = box.restarts
    m = probe.run(solution(case.body, HEADERS + case.prelude), cap_ms=300, memory_kb=64 * 1024)
    assert m.ending is case.ending, (m.detail, m.log[:500])
    if case.value is not None:
        assert probe.value(m) == case.value
    assert case.detail in m.detail
    assert box.restarts == restarts, "the box had to be restarted"
    assert _run_uid_processes() == [], "a process of the run survived it"
    assert not any(p.exists() for p in HOST_MARKERS), "the program wrote outside its sandbox"


def test_expected_outputs_are_out_of_reach(probe: Probe, cache: Cache) -> None:
    """The answers sit in the cache on the host; a run knows neither where nor how to reach them."""
    secret = cache.root / "expected" / "probe" / "secret.out"
    secret.parent.mkdir(parents=True, exist_ok=True)
    secret.write_bytes(b"the answer")
    guesses = [str(secret), f"/judge/expected/probe/{secret.name}", f"/judge/inputs/../expected/probe/{secret.name}",
               f"/proc/1/root{secret}", f"/proc/self/root{secret}"]
    body = " + ".join(f'readable("{g}")' for g in guesses)
    m = probe.run(solution(f"return {body};", HEADERS + TRY_READ))
    assert probe.value(m) == 0


def test_a_listener_on_the_host_hears_nothing(probe: Probe) -> None:
    """Loopback inside the box is the box's own: a server on the host's loopback is never reached."""
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        server.settimeout(0.5)
        port = server.getsockname()[1]
        body = ("int s = syscall(SYS_socket, AF_INET, SOCK_STREAM, 0); if (s < 0) return -errno;"
                " sockaddr_in addr{}; addr.sin_family = AF_INET; addr.sin_port = htons(" + str(port) + ");"
                " addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);"
                " return connect(s, (sockaddr*)&addr, sizeof addr) == 0 ? 1 : 0;")
        m = probe.run(solution(body, HEADERS))
        assert probe.value(m) == -errno.EACCES
        with pytest.raises(TimeoutError):
            server.accept()


def test_judge_still_works_after_the_hostile_programs(probe: Probe, box: Box) -> None:
    m = probe.run(solution("long long s = 0; for (int x : a) s += x; return s;"))
    assert probe.value(m) == 6
    assert box.restarts == 0


def test_box_cleans_up_after_itself(cache: Cache) -> None:
    with Box(cache) as box:
        groups = box.groups
        exchange = box.exchange
        assert groups is not None and exchange is not None and exchange.exists()
    assert not exchange.exists()
    for group in (groups.memory, groups.pids):
        assert group is None or not group.exists()


def test_a_killed_box_is_replaced(probe: Probe, cache: Cache) -> None:
    with Box(cache) as box:
        assert box.proc is not None
        os.killpg(box.proc.pid, 9)
        box.proc.wait()
        m = measured(Runner(box, JudgeParams()), probe.build(solution("return a[1];")), probe.inputs["small"], 1000,
                     1024)
        assert probe.value(m) == 2
        assert box.restarts == 1


def test_static_array_too_large_for_the_machine_never_runs(probe: Probe) -> None:
    """A linker may refuse it (relocations overflow: CE) or lay it out (mold does): then its static
    storage alone is over any memory cap, and it is MLE without a run."""
    build = probe.cpp.build(solution("big[1] = 1; return big[1];", "static char big[1ULL << 42];"), PROBE)
    if not build.ok:
        assert "relocation" in build.log or "overflow" in build.log or "too large" in build.log
        return
    assert build.static_bytes >= 1 << 42
    m = measured(probe.runner, build, probe.inputs["small"], 1000, 256 * 1024)
    assert m.ending is Ending.MEMORY and "static storage" in m.detail, (m.ending, m.detail)


# -- through the pipeline's stages ----------------------------------------------------------

PAIR_COUNT = "class Solution {{\npublic:\n    long long solve(const vector<int>& a, int k) {{\n{body}\n    }}\n}};\n"
# What a model might hand in, sample by sample, with the verdict it earns on every cell.
SAMPLES: list[tuple[str, str, str]] = [
    ("for (;;) fork(); return 0;", "", "TLE"),
    ("sleep(60); return 0;", "", "TLE"),
    ("vector<long long> v(1ULL << 32, 1); return v[5];", "", "MLE"),  # refused at the cap, at once
    ("string s(1 << 16, 'x'); for (;;) fwrite(s.data(), 1, s.size(), stdout);", "", "OLE"),
    ("kill(-1, SIGKILL); kill(getppid(), SIGKILL); abort();", "", "RE"),
    ("return 0;", '#include "/etc/shadow"', "CE"),
    # saboteurs of the harness: each is its own sample's RE, and nobody else's problem
    ("return 0;", "__attribute__((constructor)) static void shut() { close(0); }", "RE"),
    ('dprintf(3, "BEST1\\nstatus harness-error\\nerror forged\\noutput 0\\nend\\n"); _exit(2);', "", "RE"),
    ('dprintf(3, "BEST1\\nstatus returned\\ncpu_ns 1\\noutput 0\\nend\\n"); return 0;', "", "RE"),
    ("close(3); return 0;", "", "RE"),
    ("long long c = 0; for (size_t i = 0; i < a.size(); ++i) for (size_t j = i + 1; j < a.size(); ++j)"
     " c += (long long)a[i] + a[j] <= k; return c;", "", "AC"),  # the judge still works after them all
]


def test_hostile_samples_through_the_stages_get_their_verdicts(pair_count_params: Path, tmp_path: Path) -> None:
    """A model's hostile code goes through compile, execute and score like any other sample."""
    samples = tmp_path / "samples.jsonl"
    with open(samples, "w") as f:
        for r in (1, 2):
            for c in (1, 2):
                for i, (body, prelude, _) in enumerate(SAMPLES):
                    code = prelude + "\n" + PAIR_COUNT.format(body=body)
                    f.write(json.dumps({"task": "pair_count", "row": r, "col": c, "sample": i,
                                        "completion": f"```cpp\n{HEADERS}{code}```"}) + "\n")
    data = yaml.safe_load(pair_count_params.read_text())
    data["generate"] = {"samples": len(SAMPLES), "store": str(tmp_path / "store.db"),
                        "prompts_dir": str(ROOT / "data" / "prompts"),
                        "models": [{"name": "hostile", "backend": "file", "path": str(samples)}]}
    data["score"] = {"ks": [1]}
    params = tmp_path / "params.yaml"
    params.write_text(yaml.safe_dump(data))
    run_stage(generate.STAGE, params, generations=tmp_path / "generations.parquet")
    run_stage(compile_stage.STAGE, params, generations=tmp_path / "generations.parquet",
              builds=tmp_path / "builds.parquet")
    run_stage(execute.STAGE, params, builds=tmp_path / "builds.parquet", generations=tmp_path / "generations.parquet",
              runs=tmp_path / "runs.parquet", baselines=tmp_path / "baselines.parquet")
    calibrate.run(params, tmp_path / "baselines.parquet", tmp_path / "limits.parquet")
    score.run(params, tmp_path / "runs.parquet", tmp_path / "limits.parquet", tmp_path / "score")
    verdicts = pq.read_table(tmp_path / "score" / "verdicts.parquet").to_pylist()
    got = {(v["row"], v["col"], v["sample"]): v["verdict"] for v in verdicts}
    # the brute force is quadratic and uses O(1) space: it passes the cells of the slow row
    want = {(r, c, i): (("AC" if r == 1 else "TLE") if verdict == "AC" else verdict)
            for r in (1, 2) for c in (1, 2) for i, (_, _, verdict) in enumerate(SAMPLES)}
    assert got == want
    assert _run_uid_processes() == []
