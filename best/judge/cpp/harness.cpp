// The measuring harness, linked with every C++ solution.
//
// It builds the inputs, then measures exactly one call of the solution:
//  * CPU time of the whole process over the call (every thread) and wall time;
//  * extra memory: the peak, during the call, of what the program holds beyond what was
//    live at entry. Every allocation route is interposed here (the malloc family, every
//    form of operator new, direct mmap/mremap/munmap, brk/sbrk and syscall()) and counted
//    in requested bytes (mappings in whole pages), so a solution that holds X bytes is
//    reported as X, not as whatever the allocator rounded it to. The call runs on a fresh
//    stack of its own, whose depth is read back from the kernel (mincore) after the call.
//    Static storage and heap allocated by the solution's static initialisers are added
//    by the Python side, which knows the object file and the runtime's own baseline.
//
// Limits arrive in the environment (BEST_*), because the allocator needs them before
// main() runs: static initialisers of the solution are already held to the memory cap.
//
// The result goes to fd 3 as lines "key value", an encoded output block and "end".
// Lines written before the final block are events ("refused N"). The final block carries
// the run's nonce (BEST_NONCE), which a constructor of the harness takes, and wipes from the
// environment's memory, before any constructor of the solution runs (the judge refuses
// solutions with constructor priorities or load-time resolvers, which could run first): a
// record the solution writes without the harness's knowledge is not the judge's.

#include "harness.h"

#include <dlfcn.h>
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <new>
#include <string>

extern "C" {
void* __libc_malloc(size_t);
void __libc_free(void*);
void* __libc_calloc(size_t, size_t);
void* __libc_realloc(void*, size_t);
void* __libc_memalign(size_t, size_t);
}

void* best_call_sp = nullptr;  // declared extern "C" in harness.h

namespace {

constexpr int kResultFd = 3;
constexpr size_t kPage = 4096;
constexpr uint32_t kMagic = 0xB357A110u;
constexpr size_t kMaxRequest = size_t{1} << 48;
constexpr int64_t kUnlimited = INT64_MAX / 4;

// Every block we hand out is preceded by this header, so free() knows its exact size.
struct alignas(16) Header {
  uint32_t magic;
  uint32_t offset;  // from the start of the libc block to the user pointer
  uint64_t size;    // bytes the program asked for
};
static_assert(sizeof(Header) == 16, "header must keep 16-byte alignment");

enum Phase : int { kStartup = 0, kHarness = 1, kCall = 2, kAfter = 3 };

std::atomic<int64_t> g_heap{0};    // bytes held through the allocator
std::atomic<int64_t> g_mapped{0};  // bytes held through direct mappings and brk
std::atomic<int64_t> g_peak{0};    // peak of held bytes beyond g_entry during the call
std::atomic<int64_t> g_refused{0};  // size of the first refused request, 0 if none
std::atomic<int> g_phase{kStartup};
int64_t g_entry = 0;
int64_t g_budget = kUnlimited;  // bytes the call may hold beyond g_entry
std::atomic<int64_t> g_startup_budget{-1};  // lazily read from the environment
char g_nonce[80];  // the run's nonce, from BEST_NONCE

int64_t env_int(const char* name, int64_t fallback) {
  const char* s = getenv(name);
  if (!s || !*s) return fallback;
  int64_t v = 0;
  for (; *s; ++s) {
    if (*s < '0' || *s > '9') return fallback;
    v = v * 10 + (*s - '0');
  }
  return v;
}

// --- the result record, written with async-signal-safe calls only -------------------

class Record {
 public:
  void text(const char* s) {
    while (*s && n_ < sizeof buf_ - 1) buf_[n_++] = *s++;
  }
  void safe_text(const char* s, size_t max) {  // one line, printable
    for (size_t i = 0; s[i] && i < max && n_ < sizeof buf_ - 1; ++i) {
      char c = s[i];
      buf_[n_++] = (c >= 32 && c < 127) ? c : '?';
    }
  }
  void num(int64_t v) {
    char tmp[24];
    int k = 0;
    bool neg = v < 0;
    uint64_t u = neg ? uint64_t(0) - uint64_t(v) : uint64_t(v);
    do {
      tmp[k++] = char('0' + u % 10);
      u /= 10;
    } while (u);
    if (neg) tmp[k++] = '-';
    while (k && n_ < sizeof buf_ - 1) buf_[n_++] = tmp[--k];
  }
  void field(const char* key, int64_t v) {
    text(key);
    text(" ");
    num(v);
    text("\n");
  }
  void flush() {
    size_t off = 0;
    while (off < n_) {
      ssize_t w = write(kResultFd, buf_ + off, n_ - off);
      if (w <= 0) {
        if (w < 0 && errno == EINTR) continue;
        break;
      }
      off += size_t(w);
    }
    n_ = 0;
  }

 private:
  char buf_[2048];
  size_t n_ = 0;
};

void write_all(const char* p, size_t n) {
  while (n) {
    ssize_t w = write(kResultFd, p, n);
    if (w <= 0) {
      if (w < 0 && errno == EINTR) continue;
      return;
    }
    p += w;
    n -= size_t(w);
  }
}

// --- accounting -----------------------------------------------------------------------

int64_t held() { return g_heap.load(std::memory_order_relaxed) + g_mapped.load(std::memory_order_relaxed); }

void note_refusal(int64_t n) {
  int64_t none = 0;
  if (g_refused.compare_exchange_strong(none, n > 0 ? n : 1)) {
    Record r;
    r.field("refused", n);
    r.flush();
  }
}

int64_t startup_budget() {
  int64_t b = g_startup_budget.load(std::memory_order_relaxed);
  if (b < 0) {
    int64_t cap = env_int("BEST_MEM_CAP", -1);
    b = cap < 0 ? kUnlimited : cap - env_int("BEST_STATIC", 0) + env_int("BEST_INIT_BASE", 0);
    if (b < 0) b = 0;
    g_startup_budget.store(b, std::memory_order_relaxed);
  }
  return b;
}

// Would holding n more bytes break the cap of the current phase? The harness's own
// phases are not capped; the kernel's limits still bound them.
bool admit(int64_t n) {
  int phase = g_phase.load(std::memory_order_relaxed);
  if (n <= 0 || phase == kHarness || phase == kAfter) return true;
  bool ok = phase == kCall ? held() - g_entry + n <= g_budget : held() + n <= startup_budget();
  if (!ok) note_refusal(n);
  return ok;
}

void account(std::atomic<int64_t>& counter, int64_t n) {
  counter.fetch_add(n, std::memory_order_relaxed);
  if (n > 0 && g_phase.load(std::memory_order_relaxed) == kCall) {
    int64_t extra = held() - g_entry;
    int64_t p = g_peak.load(std::memory_order_relaxed);
    while (extra > p && !g_peak.compare_exchange_weak(p, extra, std::memory_order_relaxed)) {
    }
  }
}

void* block(void* base, size_t offset, size_t n) {
  Header* h = reinterpret_cast<Header*>(static_cast<char*>(base) + offset) - 1;
  h->magic = kMagic;
  h->offset = uint32_t(offset);
  h->size = n;
  return static_cast<char*>(base) + offset;
}

Header* header_of(void* p) { return static_cast<Header*>(p) - 1; }

void* allocate(size_t n, size_t align, bool zero) {
  if (n > kMaxRequest) {
    note_refusal(n > size_t(INT64_MAX) ? INT64_MAX : int64_t(n));
    errno = ENOMEM;
    return nullptr;
  }
  if (!admit(int64_t(n))) {
    errno = ENOMEM;
    return nullptr;
  }
  void* base;
  size_t offset;
  if (align <= alignof(Header)) {
    offset = sizeof(Header);
    base = zero ? __libc_calloc(1, n + offset) : __libc_malloc(n + offset);
  } else {
    offset = align;
    base = __libc_memalign(align, n + offset);
    if (base && zero) std::memset(static_cast<char*>(base) + offset, 0, n);
  }
  if (!base) {
    errno = ENOMEM;
    return nullptr;
  }
  account(g_heap, int64_t(n));
  return block(base, offset, n);
}

void release(void* p) {
  if (!p) return;
  Header* h = header_of(p);
  if (h->magic != kMagic) {  // not ours (or freed twice): let libc judge it
    __libc_free(p);
    return;
  }
  h->magic = 0;
  g_heap.fetch_sub(int64_t(h->size), std::memory_order_relaxed);
  __libc_free(static_cast<char*>(p) - h->offset);
}

void* resize(void* p, size_t n) {
  if (!p) return allocate(n, alignof(Header), false);
  if (n == 0) {
    release(p);
    return nullptr;
  }
  Header* h = header_of(p);
  if (h->magic != kMagic) return __libc_realloc(p, n);
  if (h->offset != sizeof(Header)) {  // aligned block: move it
    void* q = allocate(n, alignof(Header), false);
    if (!q) return nullptr;
    std::memcpy(q, p, n < h->size ? n : h->size);
    release(p);
    return q;
  }
  if (n > kMaxRequest) {
    note_refusal(INT64_MAX);
    errno = ENOMEM;
    return nullptr;
  }
  int64_t delta = int64_t(n) - int64_t(h->size);
  if (!admit(delta)) {
    errno = ENOMEM;
    return nullptr;
  }
  void* base = __libc_realloc(static_cast<char*>(p) - sizeof(Header), n + sizeof(Header));
  if (!base) {
    errno = ENOMEM;
    return nullptr;
  }
  account(g_heap, delta);
  return block(base, sizeof(Header), n);
}

bool power_of_two(size_t a) { return a && !(a & (a - 1)); }

size_t round_pages(size_t n) { return (n + kPage - 1) & ~(kPage - 1); }

// --- direct mappings ------------------------------------------------------------------

struct Region {
  uintptr_t lo, hi;
};
constexpr int kMaxRegions = 4096;
Region g_regions[kMaxRegions];
int g_nregions = 0;
std::atomic_flag g_regions_lock = ATOMIC_FLAG_INIT;

struct RegionsLock {
  RegionsLock() {
    while (g_regions_lock.test_and_set(std::memory_order_acquire)) {
    }
  }
  ~RegionsLock() { g_regions_lock.clear(std::memory_order_release); }
};

void regions_add(uintptr_t lo, uintptr_t hi) {
  RegionsLock lock;
  if (g_nregions < kMaxRegions) g_regions[g_nregions++] = {lo, hi};
}

// Forgets [lo, hi) and returns how many tracked bytes it covered.
int64_t regions_remove(uintptr_t lo, uintptr_t hi) {
  RegionsLock lock;
  int64_t removed = 0;
  for (int i = 0; i < g_nregions; ++i) {
    Region r = g_regions[i];
    uintptr_t a = r.lo > lo ? r.lo : lo, b = r.hi < hi ? r.hi : hi;
    if (a >= b) continue;
    removed += int64_t(b - a);
    if (r.lo < a && b < r.hi) {  // a hole in the middle: keep both sides
      g_regions[i].hi = a;
      if (g_nregions < kMaxRegions) g_regions[g_nregions++] = {b, r.hi};
    } else if (r.lo < a) {
      g_regions[i].hi = a;
    } else if (b < r.hi) {
      g_regions[i].lo = b;
    } else {
      g_regions[i--] = g_regions[--g_nregions];
    }
  }
  return removed;
}

template <class F>
F next_symbol(const char* name) {
  return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}
using MmapFn = void* (*)(void*, size_t, int, int, int, off_t);
using MunmapFn = int (*)(void*, size_t);
using MremapFn = void* (*)(void*, size_t, size_t, int, ...);
using SbrkFn = void* (*)(intptr_t);
using BrkFn = int (*)(void*);
using SyscallFn = long (*)(long, ...);

// libc's own entry points behind the interposed ones. main() resolves them before the call:
// dlsym inside the call would charge the solution a kilobyte of the dynamic linker's stack.
struct Real {
  MmapFn mmap;
  MunmapFn munmap;
  MremapFn mremap;
  SbrkFn sbrk;
  BrkFn brk;
  SyscallFn syscall;
  std::atomic<bool> ready;
} g_real;

const Real& real() {
  if (!g_real.ready.load(std::memory_order_acquire)) {
    g_real.mmap = next_symbol<MmapFn>("mmap");
    g_real.munmap = next_symbol<MunmapFn>("munmap");
    g_real.mremap = next_symbol<MremapFn>("mremap");
    g_real.sbrk = next_symbol<SbrkFn>("sbrk");
    g_real.brk = next_symbol<BrkFn>("brk");
    g_real.syscall = next_symbol<SyscallFn>("syscall");
    g_real.ready.store(true, std::memory_order_release);
  }
  return g_real;
}

// --- the measured stack ---------------------------------------------------------------

uintptr_t g_stack_lo = 0;     // lowest usable byte of the call's stack
uintptr_t g_guard_lo = 0;     // the guard page below it
size_t g_stack_size = 0;
unsigned char g_mincore[4096];

// The shim's stack pointer sits a few frames (the trampoline's, the driver's) below the top
// of the call's stack. The solution can overwrite best_call_sp, so a value outside that
// window is not believed: the top itself is used, which charges the solution those frames.
constexpr uintptr_t kShimWindow = 4096;

// Depth the call reached below the shim's stack pointer: the lowest page the kernel
// reports as present, then the lowest non-zero word in it (the stack was all zeros).
int64_t stack_used() {
  uintptr_t top = g_stack_lo + g_stack_size;
  uintptr_t sp0 = reinterpret_cast<uintptr_t>(best_call_sp);
  if (sp0 > top || sp0 + kShimWindow < top) sp0 = top;
  uintptr_t end = (sp0 + kPage - 1) & ~(kPage - 1);
  for (uintptr_t chunk = g_stack_lo; chunk < end; chunk += sizeof g_mincore * kPage) {
    uintptr_t chunk_end = chunk + sizeof g_mincore * kPage < end ? chunk + sizeof g_mincore * kPage : end;
    size_t pages = (chunk_end - chunk) / kPage;
    if (mincore(reinterpret_cast<void*>(chunk), chunk_end - chunk, g_mincore) != 0) return -1;
    for (size_t i = 0; i < pages; ++i) {
      if (!(g_mincore[i] & 1)) continue;
      uintptr_t page = chunk + i * kPage;
      for (uintptr_t a = page; a < page + kPage && a < sp0; a += sizeof(uint64_t)) {
        if (*reinterpret_cast<const volatile uint64_t*>(a) != 0) return int64_t(sp0 - a);
      }
    }
  }
  return 0;
}

// --- timing, signals and the call -----------------------------------------------------

timespec g_cpu0, g_wall0;
int64_t g_init_live = 0;
timer_t g_cpu_timer, g_wall_timer;
int64_t g_cpu_cap_ns = 0;
char g_altstack[64 * 1024];
ucontext_t g_main_ctx, g_call_ctx;
enum CallStatus { kNotRun, kReturned, kThrew };
volatile CallStatus g_call_status = kNotRun;
char g_error[256];

// While any process CPU timer is armed (ours, or RLIMIT_CPU), the kernel answers
// CLOCK_PROCESS_CPUTIME_ID from counters that advance only at scheduler ticks, so a call
// shorter than a tick would read as zero. Reading this thread's clock first makes the
// kernel bring the running thread's runtime, and with it those counters, up to date.
void read_cpu(timespec* t) {
  timespec thread;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &thread);
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, t);
}

int64_t elapsed_ns(clockid_t clock, const timespec& t0) {
  timespec t1;
  if (clock == CLOCK_PROCESS_CPUTIME_ID) {
    read_cpu(&t1);
  } else {
    clock_gettime(clock, &t1);
  }
  return (int64_t(t1.tv_sec) - t0.tv_sec) * 1000000000 + (t1.tv_nsec - t0.tv_nsec);
}

void write_measurements(Record& r, const char* status, int64_t cpu_ns, int64_t wall_ns, int64_t stack) {
  r.text("BEST1\nnonce ");
  r.text(g_nonce);
  r.text("\nstatus ");
  r.text(status);
  r.text("\n");
  r.field("cpu_ns", cpu_ns);
  r.field("wall_ns", wall_ns);
  r.field("heap_peak", g_peak.load(std::memory_order_relaxed));
  r.field("stack", stack);
  r.field("init_live", g_init_live);
  r.field("refused", g_refused.load(std::memory_order_relaxed));
}

// A limit hit during the call: record what was measured so far and leave.
[[noreturn]] void finish_early(const char* status, int64_t stack) {
  g_phase.store(kAfter);
  Record r;
  write_measurements(r, status, elapsed_ns(CLOCK_PROCESS_CPUTIME_ID, g_cpu0),
                     elapsed_ns(CLOCK_MONOTONIC, g_wall0), stack);
  r.text("output 0\nend\n");
  r.flush();
  _exit(0);
}

constexpr int kCpuTimer = 1, kWallTimer = 2;

void set_timer(timer_t t, int64_t ns) {
  itimerspec its{};
  its.it_value.tv_sec = ns / 1000000000;
  its.it_value.tv_nsec = ns % 1000000000;
  timer_settime(t, 0, &its, nullptr);
}

void on_timer(int sig, siginfo_t* info, void*) {
  bool ours = info->si_code == SI_TIMER || info->si_code == SI_KERNEL;
  if (ours && g_phase.load() == kCall) {
    bool wall = info->si_code == SI_TIMER && info->si_value.sival_int == kWallTimer;
    if (info->si_code == SI_TIMER && !wall) {
      // The timer fires on the kernel's sampled process clock, which can run a fraction
      // of a millisecond ahead of the precise one: a call stopped for time must have
      // used at least its cap, so wait out the difference.
      int64_t used = elapsed_ns(CLOCK_PROCESS_CPUTIME_ID, g_cpu0);
      if (used < g_cpu_cap_ns) {
        set_timer(g_cpu_timer, g_cpu_cap_ns - used);
        return;
      }
    }
    finish_early(wall ? "timeout-wall" : "timeout-cpu", stack_used());
  }
  if (!ours) {  // raised by the program itself: behave as if we were not here
    signal(sig, SIG_DFL);
    raise(sig);
  }
}

void on_fault(int sig, siginfo_t* info, void*) {
  uintptr_t a = reinterpret_cast<uintptr_t>(info->si_addr);
  if (g_phase.load() == kCall && g_guard_lo && a >= g_guard_lo && a < g_stack_lo) {
    finish_early("stack-overflow", int64_t(g_stack_size));
  }
  signal(sig, SIG_DFL);  // any other fault is the program's: die of it
}

void install_handlers() {
  stack_t ss{};
  ss.ss_sp = g_altstack;
  ss.ss_size = sizeof g_altstack;
  sigaltstack(&ss, nullptr);
  struct sigaction sa{};
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&sa.sa_mask);
  sa.sa_sigaction = on_fault;
  sigaction(SIGSEGV, &sa, nullptr);
  sigaction(SIGBUS, &sa, nullptr);
  sa.sa_sigaction = on_timer;
  sigaction(SIGXCPU, &sa, nullptr);
  sigaction(SIGALRM, &sa, nullptr);
}

void arm_timer(timer_t* t, clockid_t clock, int signo, int id, int64_t ns) {
  sigevent ev{};
  ev.sigev_notify = SIGEV_SIGNAL;
  ev.sigev_signo = signo;
  ev.sigev_value.sival_int = id;
  if (timer_create(clock, &ev, t) != 0) return;
  set_timer(*t, ns);
}

void trampoline() {
  try {
    best::driver_invoke();
    g_call_status = kReturned;
  } catch (const std::exception& e) {
    g_call_status = kThrew;
    std::strncpy(g_error, e.what(), sizeof g_error - 1);
  } catch (...) {
    g_call_status = kThrew;
    std::strncpy(g_error, "non-standard exception", sizeof g_error - 1);
  }
}

[[noreturn]] void fail(const char* status, const char* what) {
  Record r;
  r.text("BEST1\nnonce ");
  r.text(g_nonce);
  r.text("\nstatus ");
  r.text(status);
  r.text("\nerror ");
  r.safe_text(what, 200);
  r.text("\noutput 0\nend\n");
  r.flush();
  _exit(2);
}

std::string read_input() {
  std::string data;
  struct stat st{};
  if (fstat(0, &st) == 0 && S_ISREG(st.st_mode)) data.reserve(size_t(st.st_size));
  char chunk[1 << 16];
  for (;;) {
    ssize_t n = read(0, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) fail("input-error", "cannot read the input");
    if (n == 0) break;
    data.append(chunk, size_t(n));
  }
  return data;
}

void map_stack(size_t size) {
  size = round_pages(size);
  void* base = real().mmap(nullptr, size + kPage, PROT_READ | PROT_WRITE,
                           MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (base == MAP_FAILED) fail("harness-error", "cannot map the call's stack");
  mprotect(base, kPage, PROT_NONE);
  madvise(base, size + kPage, MADV_NOHUGEPAGE);  // page-exact residency for mincore
  g_guard_lo = reinterpret_cast<uintptr_t>(base);
  g_stack_lo = g_guard_lo + kPage;
  g_stack_size = size;
}

// Priority 101, the first a program may use, and the harness is linked first: this runs
// before every constructor of the solution's, and before it could read the environment.
__attribute__((constructor(101))) void take_nonce() {
  char* value = getenv("BEST_NONCE");
  if (!value) return;
  size_t n = strlen(value);
  if (n >= sizeof g_nonce) n = sizeof g_nonce - 1;
  memcpy(g_nonce, value, n);
  g_nonce[n] = 0;
  memset(value, '0', strlen(value));  // in place: /proc/self/environ shows this memory too
}

}  // namespace

[[noreturn]] void best::input_error(const char* what) { fail("input-error", what); }

// --- the interposed allocation routes ---------------------------------------------------

extern "C" {

void* malloc(size_t n) { return allocate(n, alignof(Header), false); }
void free(void* p) { release(p); }
void* calloc(size_t count, size_t size) {
  size_t n;
  if (__builtin_mul_overflow(count, size, &n)) {
    errno = ENOMEM;
    return nullptr;
  }
  return allocate(n, alignof(Header), true);
}
void* realloc(void* p, size_t n) { return resize(p, n); }
void* reallocarray(void* p, size_t count, size_t size) {
  size_t n;
  if (__builtin_mul_overflow(count, size, &n)) {
    errno = ENOMEM;
    return nullptr;
  }
  return resize(p, n);
}
void* memalign(size_t align, size_t n) {
  size_t a = alignof(Header);
  while (a < align) a <<= 1;
  return allocate(n, a, false);
}
void* aligned_alloc(size_t align, size_t n) {
  if (!power_of_two(align)) {
    errno = EINVAL;
    return nullptr;
  }
  return allocate(n, align, false);
}
int posix_memalign(void** out, size_t align, size_t n) {
  if (!power_of_two(align) || align % sizeof(void*)) return EINVAL;
  void* p = allocate(n, align, false);
  if (!p) return ENOMEM;
  *out = p;
  return 0;
}
void* valloc(size_t n) { return allocate(n, kPage, false); }
void* pvalloc(size_t n) { return allocate(round_pages(n), kPage, false); }
size_t malloc_usable_size(void* p) {
  if (!p) return 0;
  Header* h = header_of(p);
  return h->magic == kMagic ? h->size : 0;
}

void* mmap(void* addr, size_t len, int prot, int flags, int fd, off_t off) {
  size_t n = round_pages(len);
  if (len && (flags & MAP_FIXED)) {
    g_mapped.fetch_sub(regions_remove(uintptr_t(addr), uintptr_t(addr) + n));
  }
  if (len > kMaxRequest || !admit(int64_t(n))) {
    if (len > kMaxRequest) note_refusal(INT64_MAX);
    errno = ENOMEM;
    return MAP_FAILED;
  }
  void* p = real().mmap(addr, len, prot, flags, fd, off);
  if (p != MAP_FAILED && len) {
    regions_add(uintptr_t(p), uintptr_t(p) + n);
    account(g_mapped, int64_t(n));
  }
  return p;
}
void* mmap64(void* addr, size_t len, int prot, int flags, int fd, off_t off) {
  return mmap(addr, len, prot, flags, fd, off);
}
int munmap(void* addr, size_t len) {
  int r = real().munmap(addr, len);
  if (r == 0) g_mapped.fetch_sub(regions_remove(uintptr_t(addr), uintptr_t(addr) + round_pages(len)));
  return r;
}
void* mremap(void* old, size_t old_len, size_t new_len, int flags, ...) {
  void* target = nullptr;
  if (flags & MREMAP_FIXED) {
    va_list ap;
    va_start(ap, flags);
    target = va_arg(ap, void*);
    va_end(ap);
  }
  int64_t growth = int64_t(round_pages(new_len)) - int64_t(round_pages(old_len));
  if (new_len > kMaxRequest || !admit(growth)) {
    errno = ENOMEM;
    return MAP_FAILED;
  }
  void* p = real().mremap(old, old_len, new_len, flags, target);
  if (p == MAP_FAILED) return p;
  int64_t removed = regions_remove(uintptr_t(old), uintptr_t(old) + round_pages(old_len));
  g_mapped.fetch_sub(removed);
  if (removed > 0 || growth > 0) {
    regions_add(uintptr_t(p), uintptr_t(p) + round_pages(new_len));
    account(g_mapped, int64_t(round_pages(new_len)));
  }
  return p;
}
void* sbrk(intptr_t increment) {
  if (!admit(increment)) {
    errno = ENOMEM;
    return reinterpret_cast<void*>(-1);
  }
  void* r = real().sbrk(increment);
  if (r != reinterpret_cast<void*>(-1)) account(g_mapped, increment);
  return r;
}
int brk(void* addr) {
  intptr_t delta = static_cast<char*>(addr) - static_cast<char*>(real().sbrk(0));
  if (!admit(delta)) {
    errno = ENOMEM;
    return -1;
  }
  int r = real().brk(addr);
  if (r == 0) account(g_mapped, delta);
  return r;
}

// syscall() is the other way to reach mmap and brk without the symbols above.
long syscall(long nr, ...) {
  va_list ap;
  va_start(ap, nr);
  long a[6];
  for (long& x : a) x = va_arg(ap, long);
  va_end(ap);
  switch (nr) {
    case SYS_mmap:
      return reinterpret_cast<long>(mmap(reinterpret_cast<void*>(a[0]), size_t(a[1]), int(a[2]),
                                         int(a[3]), int(a[4]), off_t(a[5])));
    case SYS_munmap:
      return munmap(reinterpret_cast<void*>(a[0]), size_t(a[1]));
    case SYS_mremap:
      return reinterpret_cast<long>(mremap(reinterpret_cast<void*>(a[0]), size_t(a[1]),
                                           size_t(a[2]), int(a[3]), reinterpret_cast<void*>(a[4])));
    case SYS_brk: {
      long current = reinterpret_cast<long>(real().sbrk(0));
      if (a[0] == 0) return current;
      if (!admit(a[0] - current)) return current;  // the kernel's way of saying no
      long r = real().syscall(SYS_brk, a[0]);
      if (r == a[0]) account(g_mapped, a[0] - current);
      return r;
    }
    default:
      return real().syscall(nr, a[0], a[1], a[2], a[3], a[4], a[5]);
  }
}

}  // extern "C"

// Every replaceable form of operator new and delete routes to the accounting above.
namespace {
void* new_impl(size_t n, size_t align) {
  if (n == 0) n = 1;
  for (;;) {
    void* p = allocate(n, align, false);
    if (p) return p;
    std::new_handler handler = std::get_new_handler();
    if (!handler) throw std::bad_alloc();
    handler();
  }
}
void* new_nothrow(size_t n, size_t align) noexcept {
  try {
    return new_impl(n, align);
  } catch (...) {
    return nullptr;
  }
}
size_t aligned(std::align_val_t a) {
  return size_t(a) < alignof(Header) ? alignof(Header) : size_t(a);
}
}  // namespace

void* operator new(size_t n) { return new_impl(n, alignof(Header)); }
void* operator new[](size_t n) { return new_impl(n, alignof(Header)); }
void* operator new(size_t n, const std::nothrow_t&) noexcept { return new_nothrow(n, alignof(Header)); }
void* operator new[](size_t n, const std::nothrow_t&) noexcept { return new_nothrow(n, alignof(Header)); }
void* operator new(size_t n, std::align_val_t a) { return new_impl(n, aligned(a)); }
void* operator new[](size_t n, std::align_val_t a) { return new_impl(n, aligned(a)); }
void* operator new(size_t n, std::align_val_t a, const std::nothrow_t&) noexcept { return new_nothrow(n, aligned(a)); }
void* operator new[](size_t n, std::align_val_t a, const std::nothrow_t&) noexcept { return new_nothrow(n, aligned(a)); }
void operator delete(void* p) noexcept { release(p); }
void operator delete[](void* p) noexcept { release(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { release(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { release(p); }
void operator delete(void* p, size_t) noexcept { release(p); }
void operator delete[](void* p, size_t) noexcept { release(p); }
void operator delete(void* p, std::align_val_t) noexcept { release(p); }
void operator delete[](void* p, std::align_val_t) noexcept { release(p); }
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept { release(p); }
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept { release(p); }
void operator delete(void* p, size_t, std::align_val_t) noexcept { release(p); }
void operator delete[](void* p, size_t, std::align_val_t) noexcept { release(p); }

int main() {
  g_init_live = held();
  g_phase.store(kHarness);
  real();
  install_handlers();

  int64_t mem_cap = env_int("BEST_MEM_CAP", kUnlimited);
  int64_t init_extra = g_init_live - env_int("BEST_INIT_BASE", 0);
  g_budget = mem_cap - env_int("BEST_STATIC", 0) - (init_extra > 0 ? init_extra : 0);
  map_stack(size_t(env_int("BEST_STACK", 64 << 20)));

  {
    std::string input = read_input();
    best::Reader reader(input.data(), input.size());
    best::driver_read(reader);
    if (!reader.done()) best::input_error("trailing bytes after the last argument");
  }

  getcontext(&g_call_ctx);
  g_call_ctx.uc_stack.ss_sp = reinterpret_cast<void*>(g_stack_lo);
  g_call_ctx.uc_stack.ss_size = g_stack_size;
  g_call_ctx.uc_link = &g_main_ctx;
  makecontext(&g_call_ctx, trampoline, 0);

  int64_t cpu_ns = env_int("BEST_CPU_NS", 0), wall_ns = env_int("BEST_WALL_NS", 0);
  g_cpu_cap_ns = cpu_ns;
  if (cpu_ns > 0) arm_timer(&g_cpu_timer, CLOCK_PROCESS_CPUTIME_ID, SIGXCPU, kCpuTimer, cpu_ns);
  if (wall_ns > 0) arm_timer(&g_wall_timer, CLOCK_MONOTONIC, SIGALRM, kWallTimer, wall_ns);

  g_entry = held();
  clock_gettime(CLOCK_MONOTONIC, &g_wall0);
  read_cpu(&g_cpu0);
  g_phase.store(kCall);
  swapcontext(&g_main_ctx, &g_call_ctx);
  g_phase.store(kAfter);
  int64_t cpu = elapsed_ns(CLOCK_PROCESS_CPUTIME_ID, g_cpu0);
  int64_t wall = elapsed_ns(CLOCK_MONOTONIC, g_wall0);
  if (cpu_ns > 0) timer_delete(g_cpu_timer);
  if (wall_ns > 0) timer_delete(g_wall_timer);

  Record r;
  write_measurements(r, g_call_status == kReturned ? "returned" : "threw", cpu, wall, stack_used());
  if (g_call_status == kThrew) {
    r.text("error ");
    r.safe_text(g_error, 200);
    r.text("\n");
  }
  best::Writer out;
  if (g_call_status == kReturned) best::driver_write(out);
  r.field("output", int64_t(out.data().size()));
  r.flush();
  write_all(out.data().data(), out.data().size());
  write_all("end\n", 4);
  _exit(0);
}
