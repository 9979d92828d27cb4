/* The memory a measured Python call holds, counted inside CPython (for harness.py).
 *
 * Two hooks, installed by the harness before it decodes the input, in front of the
 * allocators that were there (hooks may be installed after start-up because they call
 * through):
 *
 *  - PyMem_SetAllocator on the raw, mem and object domains: every block the interpreter
 *    asks for, in requested bytes. From best_remember on, blocks are remembered in an
 *    open-addressing table from address to size, so that a free or a resize knows what it
 *    returns or grows, also for the inputs and the module's data; from best_start on, the
 *    bytes held are counted from zero, so the peak is what the call holds beyond what was
 *    live at entry (freeing an input counts down, as in the C++ harness). A block made
 *    before best_remember (the interpreter's start-up) is not in the table: its free passes
 *    through, its resize counts the new size whole.
 *    The object domain asks the raw domain for large blocks itself: a request made while
 *    another is being served is the same block, and passes through uncounted.
 *    This is what tracemalloc measures, without its cost: CPython 3.11's tracemalloc walks
 *    the whole Python stack on every allocation, which makes deep recursion quadratic.
 *    A request that would take the call past its budget is refused (the allocator returns
 *    NULL and Python raises MemoryError), and recorded, as the C++ harness refuses at its
 *    cap; that refusal decides the verdict, so the budget is lifted after it, and the
 *    harness can still write its record whatever the solution keeps.
 *  - PyObject_SetArenaAllocator: CPython keeps Python frames on a stack of chunks it takes
 *    from the arena allocator; pymalloc's arenas come through the same hook, and all have
 *    one size, so every other size is frame stack.
 *
 * It also catches the call's C stack overflowing (an interpreter recursing in C, under a
 * huge recursion limit): a fault just below the stack's reach, taken on an alternate
 * stack, ends the run with a "stack-overflow" record, as the C++ harness does; any other
 * fault is the program's own and kills it.
 *
 * No Python.h: the allocator structs are all it needs, so the toolchain builds it with the
 * C compiler alone. Runs are single-threaded (the box refuses threads by default); a
 * solution allowed threads would share these counters without locks.
 */
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

typedef struct {
  void *ctx;
  void *(*malloc)(void *ctx, size_t size);
  void *(*calloc)(void *ctx, size_t nelem, size_t elsize);
  void *(*realloc)(void *ctx, void *ptr, size_t new_size);
  void (*free)(void *ctx, void *ptr);
} MemAllocator;

typedef struct {
  void *ctx;
  void *(*alloc)(void *ctx, size_t size);
  void (*free)(void *ctx, void *ptr, size_t size);
} ArenaAllocator;

enum { DOMAINS = 3 };
static MemAllocator previous[DOMAINS];
static int serving = 1; /* a request is in progress, whose nested ones are its own; or not remembering */
static ArenaAllocator previous_arena;
static size_t pymalloc_arena;

long long best_heap_current, best_heap_peak, best_refused;
long long best_budget = INT64_MAX / 4;
long long best_frames_current, best_frames_peak;

/* --- address -> size, open addressing with linear probing and tombstones ---------------- */

typedef struct {
  uintptr_t key; /* 0: empty, 1: deleted */
  size_t size;
} Slot;

static Slot *table;
static size_t capacity, used; /* used counts live and deleted slots */

static size_t slot_of(uintptr_t key) {
  key ^= key >> 33;
  key *= 0xff51afd7ed558ccdULL;
  key ^= key >> 33;
  return (size_t)key & (capacity - 1);
}

static int grow(void) {
  size_t old_capacity = capacity;
  Slot *old = table;
  size_t bigger = capacity ? capacity * 2 : (size_t)1 << 16;
  void *p = mmap(NULL, bigger * sizeof(Slot), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return 0;
  table = (Slot *)p;
  capacity = bigger;
  used = 0;
  for (size_t i = 0; i < old_capacity; ++i) {
    if (old[i].key > 1) {
      size_t j = slot_of(old[i].key);
      while (table[j].key) j = (j + 1) & (capacity - 1);
      table[j] = old[i];
      ++used;
    }
  }
  if (old) munmap(old, old_capacity * sizeof(Slot));
  return 1;
}

static void remember(void *ptr, size_t size) {
  if ((used + 1) * 4 > capacity * 3 && !grow()) return; /* out of memory for the table: uncounted */
  uintptr_t key = (uintptr_t)ptr;
  size_t j = slot_of(key);
  while (table[j].key > 1) j = (j + 1) & (capacity - 1);
  if (table[j].key == 0) ++used;
  table[j].key = key;
  table[j].size = size;
}

/* The size of a remembered block, forgotten now; -1 when it was not remembered. */
static long long forget(void *ptr) {
  if (!capacity || !ptr) return -1;
  uintptr_t key = (uintptr_t)ptr;
  for (size_t j = slot_of(key);; j = (j + 1) & (capacity - 1)) {
    if (table[j].key == 0) return -1;
    if (table[j].key == key) {
      table[j].key = 1;
      return (long long)table[j].size;
    }
  }
}

/* --- accounting ---------------------------------------------------------------------- */

static int admit(size_t size) {
  if (best_heap_current + (long long)size <= best_budget) return 1;
  best_refused = size ? (long long)size : 1;
  best_budget = INT64_MAX / 4; /* one refusal decides: the box's memory limit bounds the rest */
  return 0;
}

static void held(void *ptr, size_t size) {
  remember(ptr, size);
  best_heap_current += (long long)size;
  if (best_heap_current > best_heap_peak) best_heap_peak = best_heap_current;
}

static void released(void *ptr) {
  long long size = forget(ptr);
  if (size >= 0) best_heap_current -= size;
}

static void *counting_malloc(void *ctx, size_t size) {
  MemAllocator *a = (MemAllocator *)ctx;
  if (serving) return a->malloc(a->ctx, size);
  if (!admit(size)) return NULL;
  serving = 1;
  void *p = a->malloc(a->ctx, size);
  serving = 0;
  if (p) held(p, size);
  return p;
}

static void *counting_calloc(void *ctx, size_t nelem, size_t elsize) {
  MemAllocator *a = (MemAllocator *)ctx;
  if (serving) return a->calloc(a->ctx, nelem, elsize);
  size_t size;
  if (__builtin_mul_overflow(nelem, elsize, &size) || !admit(size)) return NULL;
  serving = 1;
  void *p = a->calloc(a->ctx, nelem, elsize);
  serving = 0;
  if (p) held(p, size);
  return p;
}

static void *counting_realloc(void *ctx, void *ptr, size_t size) {
  MemAllocator *a = (MemAllocator *)ctx;
  if (serving) return a->realloc(a->ctx, ptr, size);
  long long old = forget(ptr);
  long long growth = (long long)size - (old > 0 ? old : 0);
  if (growth > 0 && !admit((size_t)growth)) {
    if (old >= 0) remember(ptr, (size_t)old);
    return NULL;
  }
  serving = 1;
  void *p = a->realloc(a->ctx, ptr, size);
  serving = 0;
  if (!p) { /* the old block stands */
    if (old >= 0) remember(ptr, (size_t)old);
    return NULL;
  }
  if (old > 0) best_heap_current -= old;
  held(p, size);
  return p;
}

static void counting_free(void *ctx, void *ptr) {
  MemAllocator *a = (MemAllocator *)ctx;
  if (serving) {
    a->free(a->ctx, ptr);
    return;
  }
  released(ptr);
  serving = 1;
  a->free(a->ctx, ptr);
  serving = 0;
}

static void *counting_arena_alloc(void *ctx, size_t size) {
  (void)ctx;
  void *p = previous_arena.alloc(previous_arena.ctx, size);
  if (p != NULL && size != pymalloc_arena && !serving) {
    best_frames_current += (long long)size;
    if (best_frames_current > best_frames_peak) best_frames_peak = best_frames_current;
  }
  return p;
}

static void counting_arena_free(void *ctx, void *p, size_t size) {
  (void)ctx;
  previous_arena.free(previous_arena.ctx, p, size);
  if (size != pymalloc_arena && !serving) best_frames_current -= (long long)size;
}

/* The harness hands in the allocators that were there and receives ours, which it installs
 * with PyMem_SetAllocator and PyObject_SetArenaAllocator. */
void best_prepare(const MemAllocator *prev, MemAllocator *ours, const ArenaAllocator *prev_arena,
                  ArenaAllocator *ours_arena, size_t arena_size) {
  for (int d = 0; d < DOMAINS; ++d) {
    previous[d] = prev[d];
    ours[d].ctx = &previous[d];
    ours[d].malloc = counting_malloc;
    ours[d].calloc = counting_calloc;
    ours[d].realloc = counting_realloc;
    ours[d].free = counting_free;
  }
  previous_arena = *prev_arena;
  pymalloc_arena = arena_size;
  ours_arena->ctx = NULL;
  ours_arena->alloc = counting_arena_alloc;
  ours_arena->free = counting_arena_free;
}

/* From here on, blocks are remembered (not yet counted against anything). */
void best_remember(void) {
  best_budget = INT64_MAX / 4;
  serving = 0;
}

/* From here on, peaks are growth beyond what is held now, and a call may hold `budget` more. */
void best_start(long long budget) {
  best_heap_current = best_heap_peak = best_refused = 0;
  best_frames_current = best_frames_peak = 0;
  best_budget = budget;
  serving = 0;
}

/* The peaks stay as they are: what the harness does next is not the call's. */
void best_stop(void) {
  serving = 1;
  best_budget = INT64_MAX / 4;
}

/* --- the C stack overflowing ------------------------------------------------------------- */

static uintptr_t fault_lo, fault_hi;
static int record_fd = -1;
static struct timespec cpu0, wall0;
static long long stack_limit;
static char altstack[64 * 1024];
static char nonce[80]; /* the run's, which the judge wants in every record */

static char *put_text(char *p, const char *text) {
  while (*text) *p++ = *text++;
  return p;
}

static char *put_number(char *p, const char *key, long long value) {
  char digits[24];
  int n = 0;
  if (value < 0) value = 0;
  do digits[n++] = (char)('0' + value % 10); while ((value /= 10) > 0);
  p = put_text(p, key);
  while (n) *p++ = digits[--n];
  *p++ = '\n';
  return p;
}

static long long elapsed_ns(clockid_t clock, const struct timespec *since) {
  struct timespec now;
  clock_gettime(clock, &now);
  return (now.tv_sec - since->tv_sec) * 1000000000LL + (now.tv_nsec - since->tv_nsec);
}

static void on_fault(int sig, siginfo_t *info, void *ctx) {
  (void)ctx;
  uintptr_t a = (uintptr_t)info->si_addr;
  if (record_fd >= 0 && a >= fault_lo && a < fault_hi) {
    char buf[384], *p = buf;
    p = put_text(p, "BEST1\nnonce ");
    p = put_text(p, nonce);
    p = put_text(p, "\nstatus stack-overflow\n");
    p = put_number(p, "cpu_ns ", elapsed_ns(CLOCK_THREAD_CPUTIME_ID, &cpu0));
    p = put_number(p, "wall_ns ", elapsed_ns(CLOCK_MONOTONIC, &wall0));
    p = put_number(p, "heap_peak ", best_heap_peak);
    p = put_number(p, "stack ", stack_limit);
    p = put_text(p, "output 0\nend\n");
    for (const char *q = buf; q < p;) {
      ssize_t n = write(record_fd, q, (size_t)(p - q));
      if (n <= 0) break;
      q += n;
    }
    _exit(0);
  }
  signal(sig, SIG_DFL); /* the program's own fault: it dies of it when the access repeats */
}

/* Armed just before the call. `top` is the end of the main thread's stack mapping and `limit`
 * its RLIMIT_STACK: the stack cannot grow below top - limit, and the kernel keeps a guard gap
 * (256 pages) below it, so a fault there is the stack overflowing. */
int best_guard_stack(int fd, unsigned long long top, long long limit, const char *run_nonce) {
  strncpy(nonce, run_nonce, sizeof nonce - 1);
  stack_t ss;
  memset(&ss, 0, sizeof ss);
  ss.ss_sp = altstack;
  ss.ss_size = sizeof altstack;
  if (sigaltstack(&ss, NULL) != 0) return 0;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&sa.sa_mask);
  sa.sa_sigaction = on_fault;
  if (sigaction(SIGSEGV, &sa, NULL) != 0 || sigaction(SIGBUS, &sa, NULL) != 0) return 0;
  fault_lo = (uintptr_t)(top - (unsigned long long)limit) - ((uintptr_t)2 << 20);
  fault_hi = (uintptr_t)(top - (unsigned long long)limit) + ((uintptr_t)64 << 10);
  stack_limit = limit;
  record_fd = fd;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu0);
  clock_gettime(CLOCK_MONOTONIC, &wall0);
  return 1;
}
