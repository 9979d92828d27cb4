/* The memory a measured Python call holds, counted inside CPython (for harness.py).
 *
 * Two hooks, installed by the harness just before the call, in front of the allocators
 * that were there (hooks may be installed after start-up because they call through):
 *
 *  - PyMem_SetAllocator on the raw, mem and object domains: every block the interpreter
 *    asks for, in requested bytes, with the peak beyond what was live at entry. Blocks are
 *    remembered in an open-addressing table from address to size, so that a free knows
 *    what it returns; a block allocated before the hooks is not in it and passes through.
 *    The object domain asks the raw domain for large blocks itself: a request made while
 *    another is being served is the same block, and passes through uncounted.
 *    This is what tracemalloc measures, without its cost: CPython 3.11's tracemalloc walks
 *    the whole Python stack on every allocation, which makes deep recursion quadratic.
 *    A request that would take the call past its budget is refused (the allocator returns
 *    NULL and Python raises MemoryError), and recorded, as the C++ harness refuses at its cap.
 *  - PyObject_SetArenaAllocator: CPython keeps Python frames on a stack of chunks it takes
 *    from the arena allocator; pymalloc's arenas come through the same hook, and all have
 *    one size, so every other size is frame stack.
 *
 * No Python.h: the allocator structs are all it needs, so the toolchain builds it with the
 * C compiler alone. Runs are single-threaded (the box refuses threads by default); a
 * solution allowed threads would share these counters without locks.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>

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
static int serving = 1; /* a request is in progress, whose nested ones are its own; or not counting */
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
  if (!best_refused) best_refused = size ? (long long)size : 1;
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
