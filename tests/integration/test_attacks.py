"""Solutions that try to look faster or smaller than they are, C++ and Python.

Each attack is an honest algorithm that fails a cell (too slow, too big) rewritten to hide
that from the measurement. It must get no better verdict than the honest algorithm, and
the test names what caught it: the kernel's check of the run (best.judge.verdict), a
refusal before it ran (best.judge.languages.cpp_rules), or the harness's own hardening.
docs/sandbox.md lists them with what stops each.
"""

from __future__ import annotations

import errno
import time
from typing import cast

import pytest

from best.judge.run import Measurement
from best.judge.verdict import Ending, TestRun, Verdict, cell_verdict
from best.tasks import pyvalues
from best.tasks.codec import decode
from best.tasks.interface import CppType
from tests.conftest import PROBE, Probe, PyProbe, measured, needs_root, py_solution, solution

pytestmark = needs_root

MILLION = 1_000_000  # the answer on the "million" input: the sum of a million ones
SPIN = "volatile long long spin = 0; for (long long i = 0; i < 400000000LL; ++i) spin += i;"  # ~0.3 s at -O0
PY_SPIN = "_spin = 0\nfor _i in range(4_000_000):\n    _spin += _i\n"  # ~0.2 s


def verdict(m: Measurement, *, time_ms: float, memory_kb: float, answer: object) -> tuple[Verdict, str]:
    """The cell's verdict and the reason the kernel gave, if it decided."""
    correct = None
    if m.ending is Ending.RETURNED and m.output is not None:
        try:
            got = pyvalues.loads(m.output)
        except ValueError:
            (got,) = decode(m.output, (CppType("long long"),))
        correct = got == answer
    run = TestRun("probe", m.ending.value, m.time_ms, m.memory_kb, bool(correct), 1, m.detail, m.kernel_time_ms,
                  m.kernel_memory_kb)
    v = cell_verdict([run], 1, time_limit_ms=time_ms, memory_limit_kb=memory_kb)  # the one verdict function
    return v.verdict, v.detail


def refused(probe: Probe, source: str) -> str:
    build = probe.cpp.build(source, PROBE)
    assert not build.ok, "the judge compiled a source it must refuse"
    return build.log


# -- C++: work outside the timed call -------------------------------------------------------

PRECOMPUTE = """
static long long pre_answer = -1;
__attribute__((constructor)) static void pre() {
  unsigned long long n = 0;
  if (pread(0, &n, 8, 0) != 8) return;
  std::vector<int> v(n);
  if (pread(0, v.data(), n * 4, 8) != (ssize_t)(n * 4)) return;
  long long s = 0;
  for (int x : v) s += x;
  SPIN
  pre_answer = s;
}
""".replace("SPIN", SPIN)


def test_work_in_a_static_constructor_is_caught_by_the_kernel(probe: Probe) -> None:
    honest = probe.run(solution(f"{SPIN} long long s = 0; for (int x : a) s += x; return s;"), input="million")
    assert verdict(honest, time_ms=50, memory_kb=64 * 1024, answer=MILLION)[0] is Verdict.TLE
    attack = probe.run(solution("return pre_answer;", "#include <unistd.h>\n" + PRECOMPUTE), input="million")
    assert attack.time_ms is not None and attack.time_ms < 5, "the attack did move its work out of the call"
    got, why = verdict(attack, time_ms=50, memory_kb=64 * 1024, answer=MILLION)
    assert got is Verdict.TLE and "kernel" in why, (got, why, attack.kernel_time_ms)


def test_untimed_work_is_stopped_near_the_cap_not_whole_seconds_later(probe: Probe) -> None:
    build = probe.build(solution("return 1;", "__attribute__((constructor)) static void burn() { for (;;) {} }"))
    probe.runner.null_cost(build.null, probe.inputs["small"])  # type: ignore[arg-type]
    started = time.perf_counter()
    m = measured(probe.runner, build, probe.inputs["small"], 100, 256 * 1024)
    elapsed = time.perf_counter() - started
    assert m.ending is Ending.TIME and m.detail == "CPU time limit of the process", (m.ending, m.detail)
    assert elapsed < 0.8, f"a 100 ms cap let the process burn {elapsed:.2f} s"


# -- C++: tampering with the harness -------------------------------------------------------

@pytest.mark.parametrize("definition", [
    'extern "C" int clock_gettime(clockid_t, struct timespec* t) { t->tv_sec = t->tv_nsec = 0; return 0; }',
    'extern "C" int timer_create(clockid_t, struct sigevent*, timer_t*) { return 0; }',
    'extern "C" ssize_t write(int, const void*, size_t n) { return n; }',
])
def test_a_solution_defining_what_the_harness_calls_is_refused(probe: Probe, definition: str) -> None:
    log = refused(probe, solution("return 1;", definition))
    name = definition.split("(", maxsplit=1)[0].rsplit(maxsplit=1)[-1]
    assert "symbols" in log and f"`{name}`" in log, log


@pytest.mark.parametrize("pointer", ["nullptr", "(void*)((char*)&s - (1 << 20))", "(void*)~0ULL"])
def test_the_stack_probe_believes_no_pointer_the_solution_writes(probe: Probe, pointer: str) -> None:
    recursion = ("static long long down(int n) { volatile char pad[1024]; pad[0] = n;"
                 " return n ? down(n - 1) + pad[0] : 0; }")
    honest = probe.run(solution("long long s = down(2000); return s;", recursion))
    attack = probe.run(solution(f"long long s = down(2000); best_call_sp = {pointer}; return s;",
                                'extern "C" void* best_call_sp;\n' + recursion))
    assert honest.stack_kb is not None and honest.stack_kb >= 2000
    assert attack.stack_kb is not None and attack.stack_kb >= honest.stack_kb, (attack.stack_kb, honest.stack_kb)


FORGED = ('char rec[256]; int n = snprintf(rec, sizeof rec, "BEST1\\nstatus returned\\ncpu_ns 1000\\nwall_ns 1000\\n'
          'heap_peak 0\\nstack 0\\ninit_live 0\\nrefused 0\\noutput 8\\n"); memcpy(rec + n, &s, 8);'
          ' memcpy(rec + n + 8, "end\\n", 4); write(3, rec, n + 12);')


def test_a_forged_record_is_not_the_judges(probe: Probe) -> None:
    body = f"{SPIN} long long s = 0; for (int x : a) s += x; {FORGED} _exit(0);"
    m = probe.run(solution(body, "#include <unistd.h>"), input="million")
    assert m.ending is Ending.CRASH and "nonce" in m.detail, (m.ending, m.detail)


NONCE_HUNT = """
static int nonce_seen() {
  const char* v = getenv("BEST_NONCE");
  int seen = v != nullptr && strspn(v, "0") != strlen(v);
  FILE* f = fopen("/proc/self/environ", "rb");
  if (!f) return seen + 10;
  char buf[8192]; size_t n = fread(buf, 1, sizeof buf - 1, f); fclose(f); buf[n] = 0;
  for (size_t i = 0; i < n; i += strlen(buf + i) + 1)
    if (!strncmp(buf + i, "BEST_NONCE=", 11) && strspn(buf + i + 11, "0") != strlen(buf + i + 11)) seen += 2;
  return seen;
}
"""


def test_the_nonce_is_gone_before_the_solution_runs(probe: Probe) -> None:
    found = "static int at_start = -1; __attribute__((constructor)) static void look() { at_start = nonce_seen(); }"
    m = probe.run(solution("return at_start * 100 + nonce_seen();", NONCE_HUNT + found))
    assert probe.value(m) == 0, "the solution found the run's nonce"


NONCE_SCAN = """
extern char __bss_start, _end;
static const char* find_nonce() {  // 32 lowercase hex digits alone in the program's zeroed storage
  for (char* p = &__bss_start; p + 33 <= &_end; ++p) {
    int k = 0;
    while (k < 32 && ((p[k] >= '0' && p[k] <= '9') || (p[k] >= 'a' && p[k] <= 'f'))) ++k;
    if (k == 32 && p[32] == 0) return p;
  }
  return "";
}
"""


def test_the_kernel_bounds_a_record_forged_with_the_nonce(probe: Probe) -> None:
    """A solution that finds the nonce in the harness's memory forges a record the judge takes for the
    harness's: its figures still have to meet the kernel's."""
    nonce = ('char nl[64]; int k = snprintf(nl, sizeof nl, "BEST1\\nnonce %s\\n", find_nonce());'
             " write(3, nl, k);")
    body = f"{SPIN} long long s = 0; for (int x : a) s += x; {nonce} {FORGED.replace('BEST1', '')} _exit(0);"
    m = probe.run(solution(body, "#include <unistd.h>\n" + NONCE_SCAN), input="million")
    assert m.ending is Ending.RETURNED and m.time_ms is not None and m.time_ms < 1, (m.ending, m.detail)
    got, why = verdict(m, time_ms=50, memory_kb=64 * 1024, answer=MILLION)
    assert got is Verdict.TLE and "kernel" in why, (got, why, m.time_ms, m.kernel_time_ms)


@pytest.mark.parametrize("prelude", [
    "__attribute__((constructor(101))) static void early() {}",
    "__attribute__((constructor(0))) static void earliest() {}",
    "struct Early { Early() {} }; Early early __attribute__((init_priority(101)));",
    '__attribute__((section(".preinit_array"), used)) static void (*pre)() = nullptr;',
    'extern "C" { static long impl() { return 1; } static long (*resolve())() { return impl; }'
    ' long pick() __attribute__((ifunc("resolve"))); }',
])
def test_code_that_would_run_before_the_harness_is_refused(probe: Probe, prelude: str) -> None:
    assert "symbols" in refused(probe, solution("return 1;", prelude))


def test_a_record_besides_the_harnesss_is_a_crash(probe: Probe) -> None:
    m = probe.run(solution(f"long long s = 0; for (int x : a) s += x; {FORGED} return s;", "#include <unistd.h>"))
    assert m.ending is Ending.CRASH and "result records" in m.detail, (m.ending, m.detail)


@pytest.mark.parametrize("prelude,fragment", [
    ("__attribute__((constructor)) static void shut() { close(0); }", "input"),
    ("", "nonce"),
])
def test_a_sabotaged_harness_is_the_samples_crash(probe: Probe, prelude: str, fragment: str) -> None:
    body = ('dprintf(3, "BEST1\\nstatus harness-error\\nerror forged\\noutput 0\\nend\\n"); _exit(2);'
            if not prelude else "return 1;")
    m = probe.run(solution(body, "#include <unistd.h>\n" + prelude))
    assert m.ending is Ending.CRASH and fragment in m.detail, (m.ending, m.detail)
    assert probe.value(probe.run(solution("return a.size();"))) == 3  # the judge goes on


# -- C++: memory the counters do not see ---------------------------------------------------

@pytest.mark.parametrize("source", [
    solution("char* p = (char*)__libc_malloc(64 << 20); memset(p, 1, 64 << 20); return p[5];",
             'extern "C" void* __libc_malloc(size_t);'),
    solution("auto m = (void* (*)(size_t))dlsym(RTLD_NEXT, \"malloc\"); return m != nullptr;", "#include <dlfcn.h>"),
])
def test_the_c_librarys_hidden_allocators_are_refused(probe: Probe, source: str) -> None:
    assert "symbols" in refused(probe, source)


@pytest.mark.parametrize("source", [
    solution("return 1;", 'asm(".comm hidden_storage, 67108864, 32");'),
    solution("long r; asm volatile(\"syscall\" : \"=a\"(r) : \"a\"(12), \"D\"(0) : \"rcx\", \"r11\", \"memory\");"
             " return r;"),
])
def test_assembly_is_refused(probe: Probe, source: str) -> None:
    assert "asm" in refused(probe, source)


@pytest.mark.parametrize("section", ['".note.hidden"', '".comment.hidden"', '".hidden,\\"awx\\",@progbits#"'])
def test_static_storage_in_any_writable_section_counts(probe: Probe, section: str) -> None:
    storage = f"__attribute__((section({section}))) char big[8 << 20];"
    m = probe.run(solution("big[4096] = 1; return big[4096];", storage), memory_kb=64 * 1024)
    assert m.static_kb >= 8 * 1024, m.static_kb
    assert verdict(m, time_ms=1000, memory_kb=1024, answer=1)[0] is Verdict.MLE


def test_memory_files_are_refused(probe: Probe) -> None:
    m = probe.run(solution("int fd = memfd_create(\"m\", 0); return fd < 0 ? -errno : fd;", "#include <sys/mman.h>"))
    assert probe.value(m) == -errno.EPERM


# -- C++: the environment's flags ------------------------------------------------------------

@pytest.mark.parametrize("prelude,declaration", [
    ('#pragma GCC optimize("O3")', ""),
    ('#pragma GCC target("avx2")', ""),
    ("#pragma GCC push_options", ""),
    ('#define FAST _Pragma("GCC optimize(\\"O3\\")")\nFAST', ""),
    ("", '__attribute__((optimize("O3")))'),
    ("", '__attribute__ ((__optimize__ ("O3")))'),
    ("#define HOT __attribute__((target(\"avx2\")))", "HOT"),
    ("", '[[gnu::optimize("O3")]]'),
    ("", '__attribute__((target_clones("avx2", "default")))'),
])
def test_optimisation_pragmas_and_attributes_are_refused(probe: Probe, prelude: str, declaration: str) -> None:
    source = solution("int target = 3; return a.size() + target;", prelude).replace(
        "long long solve", f"{declaration} long long solve")
    assert "flags" in refused(probe, source)


def test_names_that_look_like_flags_are_not_refused(probe: Probe) -> None:
    body = ('int target = 3, optimize = 4; const char* s = "#pragma GCC optimize";'
            " return target + optimize + (s[0] == 35);")
    assert probe.value(probe.run(solution(body, "struct push_options { int asm_count = 0; };"))) == 8


# -- Python ------------------------------------------------------------------------------------

GRAB_INPUT = """import sys
def _grab():
    f = sys._getframe(1)
    while f is not None:
        if "args" in f.f_locals:
            return f.f_locals["args"]
        f = f.f_back
_args = _grab()
SPIN
ANSWER = sum(_args[0]) if _args else -1
""".replace("SPIN", PY_SPIN)


def test_python_module_level_work_is_caught_by_the_kernel(py_probe: PyProbe) -> None:
    honest = py_probe.run(py_solution(PY_SPIN + "return sum(a)"), input="million", memory=False)
    assert verdict(honest, time_ms=50, memory_kb=256 * 1024, answer=MILLION)[0] is Verdict.TLE
    attack = py_probe.run(py_solution("return ANSWER", GRAB_INPUT), input="million", memory=False)
    assert attack.time_ms is not None and attack.time_ms < 5, "the attack did move its work out of the call"
    got, why = verdict(attack, time_ms=50, memory_kb=256 * 1024, answer=MILLION)
    assert got is Verdict.TLE and "kernel" in why, (got, why, attack.kernel_time_ms)


def test_python_cannot_write_the_handover(py_probe: PyProbe) -> None:
    """The harness closes the channel on which it tells the box its start-up's CPU time before
    the module runs: a module that claims a later handover, to have its own work taken for
    start-up, writes nowhere, and its work is still the kernel's to count."""
    prelude = ("import os\ntry:\n    os.write(5, b'99999999\\n')\n    WROTE = True\n"
               "except OSError:\n    WROTE = False\n" + PY_SPIN)
    m = py_probe.run(py_solution("return [WROTE]", prelude), memory=False)
    assert m.ending is Ending.RETURNED and py_probe.value(m) == [False], (m.detail, m.log)
    got, why = verdict(m, time_ms=50, memory_kb=256 * 1024, answer=[False])
    assert got is Verdict.TLE and "kernel" in why, (got, why, m.kernel_time_ms)


def test_python_cannot_stop_the_harness_clock(py_probe: PyProbe) -> None:
    prelude = "import time\ntime.thread_time_ns = lambda: 0\ntime.perf_counter_ns = lambda: 0"
    m = py_probe.run(py_solution(PY_SPIN + "return 1", prelude), memory=False)
    assert m.time_ms is not None and m.time_ms > 50, m.time_ms


def test_python_cannot_disarm_the_harness_timer(py_probe: PyProbe) -> None:
    """The harness arms its call timers through a setitimer it held before the module ran.
    Which of them fires first depends on the machine's load (the wall-clock one, when other
    work takes the core); either way the call is stopped by the harness. A disarmed harness
    would be stopped only by the process's CPU limit or the sandbox's wall clock."""
    m = py_probe.run(py_solution("while True:\n    pass", "import signal\nsignal.setitimer = lambda *a: None"),
                     cap_ms=200, memory=False)
    call_timers = {"CPU time limit of the call", "wall-clock limit of the call: the program slept or blocked"}
    assert m.ending is Ending.TIME and m.detail in call_timers, (m.ending, m.detail)


def test_python_cannot_tell_its_runs_apart(py_probe: PyProbe) -> None:
    body = ("import os\nwith open('/proc/self/environ', 'rb') as f:\n    block = f.read()\n"
            "return [sorted(k for k in os.environ if k.startswith('BEST')),"
            " [e.decode() for e in block.split(b'\\0') if e.startswith(b'BEST')]]")
    m = py_probe.run(py_solution(body))  # the timing run's answer, the memory run's figures
    assert m.ending is Ending.RETURNED, (m.detail, m.log)
    timed_sees = py_probe.value(m)
    traced = py_probe.runner.memory_run(py_probe.build(py_solution(body)), py_probe.inputs["small"], 2000, 65536)
    assert timed_sees == py_probe.value(traced), "the two runs show the solution different environments"
    names, block = cast("list[list[str]]", timed_sees)
    assert names == [] and all(set(e.partition("=")[2]) <= {"0"} for e in block), block


@pytest.mark.parametrize("module", ["ctypes", "mmap", "_ctypes", "multiprocessing.shared_memory"])
def test_python_modules_that_allocate_behind_the_counters_are_refused(py_probe: PyProbe, module: str) -> None:
    m = py_probe.run(py_solution(f"import {module}\nreturn 1"))
    assert m.ending is Ending.CRASH and "cannot be imported" in m.detail, (m.ending, m.detail)


def test_python_memory_behind_the_counters_is_caught_by_the_kernel(py_probe: PyProbe) -> None:
    body = ("import gc\nct = next(o for o in gc.get_objects() if type(o) is type(gc) and o.__name__ == 'ctypes')\n"
            "libc = ct.CDLL(None)\nlibc.malloc.restype = ct.c_void_p\np = libc.malloc(48 << 20)\n"
            "libc.memset(ct.c_void_p(p), 1, 48 << 20)\nreturn 1")
    m = py_probe.run(py_solution(body), memory_kb=8 * 1024)
    assert m.memory_kb is not None and m.memory_kb < 1024, "the attack did hide its memory from the harness"
    got, why = verdict(m, time_ms=1000, memory_kb=8 * 1024, answer=1)
    assert got is Verdict.MLE and "kernel" in why, (got, why, m.kernel_memory_kb)
