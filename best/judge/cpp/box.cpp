// The box: a long-lived runner inside one bubblewrap sandbox (its own network, pid, IPC,
// UTS and cgroup namespaces, with only /usr visible). It runs one untrusted program at a
// time, each in a fresh process with:
//   * its own memory and pids cgroup limits (the kernel's, not ours), reset per run;
//   * a CPU-time limit enforced here to the millisecond (the process's CPU clock, read from
//     outside it), with RLIMIT_CPU a second above it as a backstop; rlimits on file size
//     (output), open files, core dumps and locked memory;
//   * an unprivileged uid, no capabilities, no_new_privs;
//   * a seccomp filter: no new processes (threads only when allowed), no sockets, no
//     exec except of the one program (passed as fd 1000, which the program cannot
//     recreate because RLIMIT_NOFILE is far below it), no SysV IPC, ptrace, io_uring,
//     no memory files (memfd) that would hold memory outside the process's resident set;
//   * a fresh tmpfs as its only writable directory: mounted anew before a run unless the
//     last run left it exactly as mounted (no inode, no block, the root's times, mode and
//     owner unchanged), which saves a mount and an unmount on most runs;
//   * a wall-clock limit enforced here with SIGKILL.
// Starting bubblewrap once per worker rather than once per run keeps a run's overhead
// near that of a bare fork/exec (namespace creation costs several milliseconds).
//
// Protocol on stdin/stdout, one line each, fields "key=value" without spaces:
//   run id=N exe=PATH in=PATH res=PATH log=PATH cpu_ms=N wall_ms=N mem_bytes=N
//       fsize=N [stack=N] [script=PATH] [arg=A ...] [env=K=V ...]
// An interpreted program is an interpreter (exe) with arguments (arg, argv[1..]) and its
// source opened here as fd 4 (script), which the run could not open itself: /judge is
// closed to it. stack sets RLIMIT_STACK, which an interpreter's recursion grows into.
// An interpreted program also gets the write end of a pipe as fd 5, the handover: the
// judge's harness writes there the CPU time it used ("N\n", microseconds, from the kernel)
// and closes it before any of the solution's code runs, so that only the harness can.
//   -> done id=N status=exited|signaled code=N signal=N wall_us=N cpu_us=N killed=0|1
//          cpu_killed=0|1 oom=0|1 mem_peak=N maxrss_kb=N handover_us=N
// cpu_us and maxrss_kb are the kernel's (wait4's rusage): what the program used and held at
// its peak, whatever it reports about itself. handover_us is what fd 5 carried, -1 for none
// or for anything but one number and a newline.
//   -> done id=N status=exec_failed errno=N     (the kernel refused the program's image)
//   -> done id=N status=error error=TOKEN       (the box could not set the run up)
//   quit
#include <algorithm>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <seccomp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <grp.h>
#include <linux/filter.h>
#include <linux/sched.h>
#include <linux/seccomp.h>
#include <sys/mman.h>

#include <string>
#include <vector>

namespace {

constexpr int kExeFd = 1000;
constexpr int kScriptFd = 4;
constexpr int kHandoverFd = 5;
constexpr int kNoFile = 64;
const char* const kRunDir = "/tmp/run";
const char* const kProcDir = "/judge/proc";  // the box's writable view of /proc

struct Config {
  int uid = 65534, gid = 65534;
  int max_threads = 1;
  long tmp_kb = 1024;
  std::string cg_mode = "none";  // v1, v2 or none
  std::string cg_memory, cg_pids;
};

struct Request {
  long id = 0;
  std::string exe, in, res, log, script;
  long cpu_ms = 1000, wall_ms = 2000;
  long long mem_bytes = 0, fsize = 1 << 24, stack = 0;
  std::vector<std::string> args, env;
};

long long now_us() {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (long long)t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

bool write_file(const std::string& path, const std::string& value) {
  int fd = open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) return false;
  bool ok = write(fd, value.data(), value.size()) == (ssize_t)value.size();
  close(fd);
  return ok;
}

std::string read_file(const std::string& path) {
  std::string s;
  int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return s;
  char buf[4096];
  ssize_t n;
  while ((n = read(fd, buf, sizeof buf)) > 0) s.append(buf, (size_t)n);
  close(fd);
  return s;
}

long long field_value(const std::string& text, const std::string& key) {
  size_t p = text.find(key + " ");
  if (p == std::string::npos) return 0;
  return atoll(text.c_str() + p + key.size() + 1);
}

// --- cgroups: the kernel's memory and process limits for the run ---------------------

struct Cgroup {
  const Config& c;
  bool v1() const { return c.cg_mode == "v1"; }
  bool v2() const { return c.cg_mode == "v2"; }
  std::string mem(const char* f) const { return c.cg_memory + "/" + f; }
  long long oom_kills() const {
    if (v1()) return field_value(read_file(mem("memory.oom_control")), "oom_kill");
    if (v2()) return field_value(read_file(mem("memory.events")), "oom_kill");
    return 0;
  }
  long long peak() const {
    if (v1()) return atoll(read_file(mem("memory.max_usage_in_bytes")).c_str());
    if (v2()) return atoll(read_file(mem("memory.peak")).c_str());
    return 0;
  }
  long long usage() const {
    if (v1()) return atoll(read_file(mem("memory.usage_in_bytes")).c_str());
    if (v2()) return atoll(read_file(mem("memory.current")).c_str());
    return 0;
  }
  // The box itself lives in the group (see join), so the limit leaves room for what it holds.
  bool prepare(long long limit, long long held_by_box) const {
    limit += held_by_box;
    if (v1()) {
      std::string v = std::to_string(limit);
      if (!write_file(mem("memory.limit_in_bytes"), v)) {
        // Cached pages of earlier runs may exceed a smaller limit: drop them and retry.
        write_file(mem("memory.force_empty"), "0");
        if (!write_file(mem("memory.limit_in_bytes"), v)) return false;
      }
      write_file(mem("memory.max_usage_in_bytes"), "0");
      return true;
    }
    if (v2()) {
      write_file(mem("memory.peak"), "0");
      return write_file(mem("memory.max"), std::to_string(limit));
    }
    return true;
  }
  // The box joins its groups once, at start, and every run inherits them by fork: moving a
  // process between cgroups waits for an RCU grace period (8-13 ms measured here), which
  // would otherwise be paid on every run.
  bool join() const {
    if (v1()) return write_file(mem("cgroup.procs"), "0") && write_file(c.cg_pids + "/cgroup.procs", "0");
    if (v2()) return write_file(mem("cgroup.procs"), "0");
    return true;
  }
  // Anything left in the group after the run is killed, so no run outlives its turn.
  void kill_all() const {
    if (c.cg_mode == "none") return;
    for (int attempt = 0; attempt < 100; ++attempt) {
      std::string procs = read_file(mem("cgroup.procs"));
      if (procs.empty()) return;
      bool others = false;
      for (const char* p = procs.c_str(); *p;) {
        long pid = strtol(p, const_cast<char**>(&p), 10);
        if (pid > 0 && pid != (long)getpid()) {
          kill((pid_t)pid, SIGKILL);
          others = true;
        }
        while (*p == '\n') ++p;
      }
      if (!others) return;
      usleep(1000);
    }
  }
};

// --- the seccomp filter ---------------------------------------------------------------

scmp_filter_ctx build_filter(const Config& c) {
  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
  if (!ctx) return nullptr;
  auto deny = [&](int nr, int err) { seccomp_rule_add(ctx, SCMP_ACT_ERRNO(err), nr, 0); };
  // No new processes. Threads (clone with CLONE_THREAD) only when the task allows them;
  // clone3 hides its flags in memory, so it answers ENOSYS and libc falls back to clone.
  deny(SCMP_SYS(fork), EAGAIN);
  deny(SCMP_SYS(vfork), EAGAIN);
  deny(SCMP_SYS(clone3), ENOSYS);
  if (c.max_threads > 1) {
    seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EAGAIN), SCMP_SYS(clone), 1,
                     SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD, 0));
  } else {
    deny(SCMP_SYS(clone), EAGAIN);
  }
  // Exactly one exec: of the program, through fd kExeFd.
  deny(SCMP_SYS(execve), EACCES);
  seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EACCES), SCMP_SYS(execveat), 1,
                   SCMP_A0(SCMP_CMP_NE, (scmp_datum_t)kExeFd));
  // No network, no IPC that outlives the process, no way to inspect or steer others.
  for (int nr : {SCMP_SYS(socket), SCMP_SYS(socketpair)}) deny(nr, EACCES);
  for (int nr : {SCMP_SYS(shmget), SCMP_SYS(msgget), SCMP_SYS(semget), SCMP_SYS(mq_open)}) deny(nr, EPERM);
  // Pages of a memory file are charged to no process's resident set: data kept there would
  // escape the kernel's memory check (docs/sandbox.md).
  deny(SCMP_SYS(memfd_create), EPERM);
  deny(SCMP_SYS(memfd_secret), EPERM);
  for (int nr : {SCMP_SYS(ptrace), SCMP_SYS(process_vm_readv), SCMP_SYS(process_vm_writev),
                 SCMP_SYS(kcmp), SCMP_SYS(pidfd_getfd), SCMP_SYS(perf_event_open), SCMP_SYS(bpf),
                 SCMP_SYS(userfaultfd), SCMP_SYS(io_uring_setup), SCMP_SYS(io_uring_enter),
                 SCMP_SYS(io_uring_register), SCMP_SYS(keyctl), SCMP_SYS(add_key),
                 SCMP_SYS(request_key), SCMP_SYS(mount), SCMP_SYS(umount2), SCMP_SYS(pivot_root),
                 SCMP_SYS(chroot), SCMP_SYS(unshare), SCMP_SYS(setns), SCMP_SYS(personality),
                 SCMP_SYS(open_by_handle_at), SCMP_SYS(name_to_handle_at), SCMP_SYS(fanotify_init),
                 SCMP_SYS(syslog), SCMP_SYS(acct), SCMP_SYS(swapon), SCMP_SYS(swapoff),
                 SCMP_SYS(reboot), SCMP_SYS(kexec_load), SCMP_SYS(init_module),
                 SCMP_SYS(finit_module), SCMP_SYS(delete_module)}) {
    deny(nr, EPERM);
  }
  return ctx;
}

// The filter as BPF, generated once: libseccomp's seccomp_load would generate it again in
// every run's child, about 0.2 ms of each run.
using Bpf = std::vector<sock_filter>;

bool compile_filter(scmp_filter_ctx ctx, Bpf& out) {
  int fd = memfd_create("seccomp-bpf", MFD_CLOEXEC);
  if (fd < 0) return false;
  bool ok = seccomp_export_bpf(ctx, fd) == 0;
  off_t size = ok ? lseek(fd, 0, SEEK_END) : -1;
  ok = size > 0 && size % (off_t)sizeof(sock_filter) == 0;
  if (ok) {
    out.resize((size_t)size / sizeof(sock_filter));
    ok = pread(fd, out.data(), (size_t)size, 0) == size;
  }
  close(fd);
  return ok;
}

// --- the run's private tmpfs ----------------------------------------------------------

struct TmpState {
  bool mounted = false;
  struct stat root{};
  struct statfs fs{};
};

bool same_state(const struct stat& a, const struct stat& b, const struct statfs& fa, const struct statfs& fb) {
  return a.st_mtim.tv_sec == b.st_mtim.tv_sec && a.st_mtim.tv_nsec == b.st_mtim.tv_nsec &&
         a.st_ctim.tv_sec == b.st_ctim.tv_sec && a.st_ctim.tv_nsec == b.st_ctim.tv_nsec &&
         a.st_mode == b.st_mode && a.st_uid == b.st_uid && a.st_gid == b.st_gid && a.st_nlink == b.st_nlink &&
         fa.f_bfree == fb.f_bfree && fa.f_ffree == fb.f_ffree;
}

// A tmpfs as a new one is: mounted now, or left untouched by the last run (any file made or
// removed, any attribute set, changes the root's times or the free counts).
bool fresh_tmp(const Config& c, TmpState& t) {
  if (t.mounted) {
    struct stat now{};
    struct statfs fs{};
    if (stat(kRunDir, &now) == 0 && statfs(kRunDir, &fs) == 0 && same_state(now, t.root, fs, t.fs)) return true;
    umount2(kRunDir, MNT_DETACH);
    t.mounted = false;
  }
  // nr_inodes bounds the kernel memory a run can pin by creating empty files.
  std::string opts = "size=" + std::to_string(c.tmp_kb) + "k,nr_inodes=1024,mode=0700,uid=" + std::to_string(c.uid) +
                     ",gid=" + std::to_string(c.gid);
  if (mount("tmpfs", kRunDir, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, opts.c_str()) < 0) return false;
  t.mounted = stat(kRunDir, &t.root) == 0 && statfs(kRunDir, &t.fs) == 0;
  if (!t.mounted) umount2(kRunDir, MNT_DETACH);
  return t.mounted;
}

// --- one run ----------------------------------------------------------------------------

// Tells the parent which step failed and why: "<errno> <step>".
[[noreturn]] void child_fail(int pipe_fd, const char* step) {
  int e = errno;
  char msg[128];
  int n = snprintf(msg, sizeof msg, "%d %s", e, step);
  if (n > 0) (void)!write(pipe_fd, msg, (size_t)n);
  _exit(127);
}

void set_limit(int resource, rlim_t value) {
  rlimit r{value, value};
  setrlimit(resource, &r);
}

[[noreturn]] void child(const Config& c, const Request& q, const Cgroup& cg, const Bpf& filter,
                        int in_fd, int log_fd, int res_fd, int exe_fd, int script_fd, int hand_fd, int err_fd) {
  // A run that fills the group is the OOM killer's first choice, never the box that shares
  // the group. Raising one's own score needs no privilege; the run could lower it again only
  // through /proc, which it sees read-only (the box writes through its own view, kProcDir).
  if (cg.c.cg_mode != "none" && !write_file(std::string(kProcDir) + "/self/oom_score_adj", "1000")) {
    child_fail(err_fd, "oom_score_adj");
  }
  if (setsid() < 0) child_fail(err_fd, "setsid");
  // Out of the way of the low numbers first: the dup2s below may land on its number.
  if (hand_fd >= 0 && (hand_fd = fcntl(hand_fd, F_DUPFD_CLOEXEC, kExeFd - 8)) < 0) child_fail(err_fd, "dup_handover");
  if (dup2(in_fd, 0) < 0 || dup2(log_fd, 1) < 0 || dup2(log_fd, 2) < 0 || dup2(res_fd, 3) < 0 ||
      dup2(exe_fd, kExeFd) < 0 || dup2(err_fd, kExeFd + 1) < 0) {
    child_fail(err_fd, "dup2");
  }
  err_fd = kExeFd + 1;
  fcntl(kExeFd, F_SETFD, FD_CLOEXEC);
  fcntl(err_fd, F_SETFD, FD_CLOEXEC);
  // Opened last, so its number is above 3 and every other source fd is already in place.
  if (script_fd >= 0 && dup2(script_fd, kScriptFd) < 0) child_fail(err_fd, "dup2");
  if (hand_fd >= 0 && dup2(hand_fd, kHandoverFd) < 0) child_fail(err_fd, "dup2");
  syscall(SYS_close_range, hand_fd >= 0 ? kHandoverFd + 1 : script_fd >= 0 ? kScriptFd + 1 : kScriptFd, kExeFd - 1, 0);
  syscall(SYS_close_range, kExeFd + 2, ~0U, 0);
  if (chdir(kRunDir) < 0) child_fail(err_fd, "chdir");

  // The box stops the run at cpu_ms itself (see run); this backstop only holds if it cannot.
  rlim_t cpu_s = (rlim_t)((q.cpu_ms + 999) / 1000 + 1);
  rlimit cpu{cpu_s, cpu_s + 1};  // SIGXCPU first, SIGKILL a second later
  setrlimit(RLIMIT_CPU, &cpu);
  set_limit(RLIMIT_FSIZE, (rlim_t)q.fsize);
  set_limit(RLIMIT_NOFILE, kNoFile);
  set_limit(RLIMIT_CORE, 0);
  set_limit(RLIMIT_MEMLOCK, 0);
  set_limit(RLIMIT_MSGQUEUE, 0);
  set_limit(RLIMIT_NPROC, (rlim_t)c.max_threads * 4);
  if (q.stack > 0) set_limit(RLIMIT_STACK, (rlim_t)q.stack);
  if (c.cg_mode == "none" && q.mem_bytes > 0) set_limit(RLIMIT_AS, (rlim_t)q.mem_bytes);

  if (setgroups(0, nullptr) < 0) child_fail(err_fd, "setgroups");
  if (setresgid(c.gid, c.gid, c.gid) < 0) child_fail(err_fd, "setresgid");
  if (setresuid(c.uid, c.uid, c.uid) < 0) child_fail(err_fd, "setresuid");
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) child_fail(err_fd, "no_new_privs");
  if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) < 0) child_fail(err_fd, "pdeathsig");
  if (getppid() == 1) _exit(127);  // the box is already gone
  sock_fprog prog{(unsigned short)filter.size(), const_cast<sock_filter*>(filter.data())};
  if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog, 0, 0) != 0) child_fail(err_fd, "seccomp");

  std::vector<char*> envp;
  for (const auto& e : q.env) envp.push_back(const_cast<char*>(e.c_str()));
  envp.push_back(nullptr);
  std::vector<char*> argv{const_cast<char*>(q.exe.c_str())};
  for (const auto& a : q.args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  syscall(SYS_execveat, kExeFd, "", argv.data(), envp.data(), AT_EMPTY_PATH);
  child_fail(err_fd, "execveat");
}

// What the handover pipe carried: one number of microseconds and a newline, else -1. The
// process is gone, so whatever it wrote is there and nothing more will come.
long long read_handover(int fd) {
  char buf[32];
  ssize_t n = read(fd, buf, sizeof buf);
  if (n < 2 || n > 20 || buf[n - 1] != '\n') return -1;
  long long v = 0;
  for (ssize_t i = 0; i + 1 < n; ++i) {
    if (buf[i] < '0' || buf[i] > '9') return -1;
    v = v * 10 + (buf[i] - '0');
  }
  return v;
}

std::string run(const Config& c, const Request& q, const Bpf& filter, TmpState& tmp) {
  Cgroup cg{c};
  char out[512];
  auto fail = [&](const std::string& why) {  // why: one token, no spaces
    snprintf(out, sizeof out, "done id=%ld status=error error=%s", q.id, why.c_str());
    return std::string(out);
  };
  long long held_by_box = cg.usage();
  if (!cg.prepare(q.mem_bytes, held_by_box)) return fail("cgroup_limit");
  if (!fresh_tmp(c, tmp)) return fail("mount_tmp");
  int in_fd = open(q.in.c_str(), O_RDONLY | O_CLOEXEC);
  int exe_fd = open(q.exe.c_str(), O_PATH | O_CLOEXEC);
  int log_fd = open(q.log.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  int res_fd = open(q.res.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  int script_fd = q.script.empty() ? -1 : open(q.script.c_str(), O_RDONLY | O_CLOEXEC);
  int errp[2] = {-1, -1};
  int hand[2] = {-1, -1};
  auto cleanup = [&]() {
    for (int fd : {in_fd, exe_fd, log_fd, res_fd, script_fd, errp[0], errp[1], hand[0], hand[1]}) {
      if (fd >= 0) close(fd);
    }
  };
  bool no_script = !q.script.empty() && script_fd < 0;
  bool no_handover = !q.script.empty() && pipe2(hand, O_CLOEXEC | O_NONBLOCK) < 0;
  if (in_fd < 0 || exe_fd < 0 || log_fd < 0 || res_fd < 0 || no_script || no_handover ||
      pipe2(errp, O_CLOEXEC) < 0) {
    std::string why = in_fd < 0 ? "open_input" : exe_fd < 0 ? "open_exe" : no_script ? "open_script" : "open_output";
    cleanup();
    return fail(why);
  }
  long long oom_before = cg.oom_kills();
  long long t0 = now_us();
  pid_t pid = fork();
  if (pid < 0) {
    cleanup();
    return fail("fork");
  }
  if (pid == 0) child(c, q, cg, filter, in_fd, log_fd, res_fd, exe_fd, script_fd, hand[1], errp[1]);
  close(errp[1]);
  errp[1] = -1;
  if (hand[1] >= 0) close(hand[1]);
  hand[1] = -1;

  int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
  bool killed = false, cpu_killed = false;
  long long deadline = t0 + q.wall_ms * 1000LL;
  long long cpu_limit_us = q.cpu_ms * 1000LL;
  clockid_t cpu_clock;
  bool have_clock = clock_getcpuclockid(pid, &cpu_clock) == 0;
  for (;;) {
    long long left_ms = (deadline - now_us()) / 1000;
    if (left_ms <= 0) {
      killed = true;
      break;
    }
    // The CPU clock cannot run faster than the wall clock times the threads allowed, so the
    // box sleeps until the budget could be spent and looks again: no cost while a run is
    // far from its limit, and a stop within a millisecond or two of it.
    long long wait_ms = left_ms;
    if (have_clock) {
      timespec t;
      if (clock_gettime(cpu_clock, &t) == 0) {
        long long used_us = (long long)t.tv_sec * 1000000 + t.tv_nsec / 1000;
        if (used_us >= cpu_limit_us) {
          cpu_killed = true;
          break;
        }
        long long budget_ms = (cpu_limit_us - used_us) / 1000 / std::max(1, c.max_threads) + 1;
        wait_ms = std::min(wait_ms, budget_ms);
      }
    }
    pollfd p{pidfd, POLLIN, 0};
    int r = poll(&p, 1, (int)(wait_ms > 1000000 ? 1000000 : wait_ms));
    if (r > 0) break;
    if (r < 0 && errno != EINTR) break;
  }
  if (killed || cpu_killed) {
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
  }
  int status = 0;
  rusage ru{};
  while (wait4(pid, &status, 0, &ru) < 0 && errno == EINTR) {
  }
  long long wall = now_us() - t0;
  if (pidfd >= 0) close(pidfd);
  cg.kill_all();

  char err[160] = {0};
  ssize_t en = read(errp[0], err, sizeof err - 1);
  long long cpu_us = (long long)ru.ru_utime.tv_sec * 1000000 + ru.ru_utime.tv_usec +
                     (long long)ru.ru_stime.tv_sec * 1000000 + ru.ru_stime.tv_usec;
  bool oom = cg.oom_kills() > oom_before;
  long long peak = std::max(0LL, cg.peak() - held_by_box);
  long long handover_us = hand[0] >= 0 ? read_handover(hand[0]) : -1;
  cleanup();
  if (en > 0) {
    int e = atoi(err);
    const char* step = strchr(err, ' ') ? strchr(err, ' ') + 1 : "?";
    // The program's own image can be refused (a huge .bss): that is its fault, not ours.
    if (strcmp(step, "execveat") == 0) {
      snprintf(out, sizeof out, "done id=%ld status=exec_failed errno=%d", q.id, e);
      return out;
    }
    return fail(std::string("launch_") + step + "_errno_" + std::to_string(e));
  }
  snprintf(out, sizeof out,
           "done id=%ld status=%s code=%d signal=%d wall_us=%lld cpu_us=%lld killed=%d cpu_killed=%d oom=%d "
           "mem_peak=%lld maxrss_kb=%ld handover_us=%lld",
           q.id, WIFEXITED(status) ? "exited" : "signaled", WIFEXITED(status) ? WEXITSTATUS(status) : 0,
           WIFSIGNALED(status) ? WTERMSIG(status) : 0, wall, cpu_us, killed ? 1 : 0, cpu_killed ? 1 : 0,
           oom ? 1 : 0, peak, ru.ru_maxrss, handover_us);
  return out;
}

bool parse(const std::string& line, Request& q) {
  size_t pos = 0;
  bool first = true;
  while (pos < line.size()) {
    size_t end = line.find(' ', pos);
    if (end == std::string::npos) end = line.size();
    std::string tok = line.substr(pos, end - pos);
    pos = end + 1;
    if (tok.empty()) continue;
    if (first) {
      first = false;
      if (tok != "run") return false;
      continue;
    }
    size_t eq = tok.find('=');
    if (eq == std::string::npos) return false;
    std::string k = tok.substr(0, eq), v = tok.substr(eq + 1);
    if (k == "id") q.id = atol(v.c_str());
    else if (k == "exe") q.exe = v;
    else if (k == "in") q.in = v;
    else if (k == "res") q.res = v;
    else if (k == "log") q.log = v;
    else if (k == "cpu_ms") q.cpu_ms = atol(v.c_str());
    else if (k == "wall_ms") q.wall_ms = atol(v.c_str());
    else if (k == "mem_bytes") q.mem_bytes = atoll(v.c_str());
    else if (k == "fsize") q.fsize = atoll(v.c_str());
    else if (k == "stack") q.stack = atoll(v.c_str());
    else if (k == "script") q.script = v;
    else if (k == "arg") q.args.push_back(v);
    else if (k == "env") q.env.push_back(v);
    else return false;
  }
  return !q.exe.empty() && !q.in.empty() && !q.res.empty() && !q.log.empty();
}

}  // namespace

int main(int argc, char** argv) {
  Config c;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string k = argv[i], v = argv[i + 1];
    if (k == "--uid") c.uid = atoi(v.c_str());
    else if (k == "--gid") c.gid = atoi(v.c_str());
    else if (k == "--max-threads") c.max_threads = atoi(v.c_str());
    else if (k == "--tmp-kb") c.tmp_kb = atol(v.c_str());
    else if (k == "--cg-mode") c.cg_mode = v;
    else if (k == "--cg-memory") c.cg_memory = v;
    else if (k == "--cg-pids") c.cg_pids = v;
  }
  signal(SIGPIPE, SIG_IGN);
  mkdir(kRunDir, 0755);
  // The box counts as one process of its group, on top of the run's allowance.
  std::string pids_max = std::to_string(c.max_threads + 1);
  if (c.cg_mode == "v1" && !write_file(c.cg_pids + "/pids.max", pids_max)) {
    printf("fatal cannot_set_pids_limit\n");
    return 1;
  }
  if (c.cg_mode == "v2" && !write_file(c.cg_memory + "/pids.max", pids_max)) {
    printf("fatal cannot_set_pids_limit\n");
    return 1;
  }
  if (c.cg_mode != "none") {
    if (!Cgroup{c}.join()) {
      printf("fatal cannot_join_cgroup\n");
      return 1;
    }
  }
  scmp_filter_ctx ctx = build_filter(c);
  Bpf filter;
  if (!ctx || !compile_filter(ctx, filter)) {
    printf("fatal seccomp_filter\n");
    return 1;
  }
  seccomp_release(ctx);
  TmpState tmp;
  printf("ready\n");
  fflush(stdout);
  char* line = nullptr;
  size_t cap = 0;
  ssize_t n;
  while ((n = getline(&line, &cap, stdin)) > 0) {
    std::string s(line, (size_t)(line[n - 1] == '\n' ? n - 1 : n));
    if (s == "quit") break;
    Request q;
    std::string reply =
        parse(s, q) ? run(c, q, filter, tmp) : "done id=" + std::to_string(q.id) + " status=error error=bad_request";
    printf("%s\n", reply.c_str());
    fflush(stdout);
  }
  return 0;
}
