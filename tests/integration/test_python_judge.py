"""Python solutions in the judge: time and memory against ground truth we construct, and hostile code.

Time is the CPU time of the call (a sleeping call costs nothing, a spinning one what it
spins); extra memory is what the call holds beyond its entry, to within 1.5 KiB for
allocations of known size and within 5% for a recursion of known depth and frame size.
"""

from __future__ import annotations

import array
import sys
from pathlib import Path
from types import CodeType

import pytest

from best.judge.sandbox import Box
from best.judge.verdict import Ending
from tests.conftest import PY_PROBE, PyProbe, needs_root, py_solution

pytestmark = needs_root

X = 3_000_000  # bytes
TOLERANCE = 1.5 * 1024
LIST_HEADER = sys.getsizeof([])  # 56: a list of n pointers holds LIST_HEADER + 8n bytes

HELD = {  # each allocates exactly X bytes of payload (plus its object header, added below)
    "bytearray": ("b = bytearray(X)\nreturn len(b)", sys.getsizeof(bytearray(0)) - 1),
    "bytes": ("b = bytes(X)\nreturn len(b)", sys.getsizeof(b"")),
    "list of None": ("x = [None] * (X // 8)\nreturn len(x)", LIST_HEADER),
    "str": ("s = 'x' * X\nreturn len(s)", sys.getsizeof("")),
    "array": ("v = array.array('b', [0]) * X\nreturn len(v)", sys.getsizeof(array.array("b"))),
    "freed before return": ("b = bytearray(X)\ndel b\nreturn 1", sys.getsizeof(bytearray(0)) - 1),
    "nested in a dict": ("d = {'k': bytearray(X)}\nreturn len(d['k'])", sys.getsizeof(bytearray(0)) - 1 + 232),
}


@pytest.mark.parametrize("name", sorted(HELD))
def test_what_a_call_holds_is_measured_to_the_kilobyte(py_probe: PyProbe, name: str) -> None:
    body, overhead = HELD[name]
    m = py_probe.run(py_solution(body.replace("X", str(X)), prelude="import array"))  # an import in the call is charged
    assert m.ending is Ending.RETURNED, (m.detail, m.log)
    held = X + overhead
    assert m.memory_kb is not None
    assert abs(m.memory_kb * 1024 - held) <= TOLERANCE, (
        f"{name}: reported {m.memory_kb * 1024:.0f} B, held {held} B")


def test_leetcodes_usual_names_need_no_import(py_probe: PyProbe) -> None:
    body = ("s = sorted(a)\nq: List[int] = list(islice(accumulate(s), 2))\nheappush(q, 0)\n"
            "return [bisect_left(s, 2), bisect.bisect_right(s, 2), q, Counter(a)[1], deque([1]).pop(),\n"
            "        lru_cache(None)(abs)(-1), gcd(4, 6), heapq.nsmallest(1, s)]")
    m = py_probe.run(py_solution(body, prelude="gcd = math.gcd"))
    assert py_probe.value(m) == [1, 2, [0, 3, 1], 1, 1, 1, 2, [1]], (m.detail, m.log)  # heappush keeps a heap


def test_a_call_that_allocates_nothing_reports_almost_nothing(py_probe: PyProbe) -> None:
    m = py_probe.run(py_solution("return a[0]"))
    assert m.memory_kb is not None and m.memory_kb * 1024 < 1024


def test_the_inputs_are_not_charged_but_a_copy_of_them_is(py_probe: PyProbe) -> None:
    read = py_probe.run(py_solution("return sum(a)"), input="million")
    copied = py_probe.run(py_solution("b = list(a)\nreturn len(b)"), input="million")
    assert py_probe.value(read) == 1_000_000 and read.memory_kb is not None and read.memory_kb < 2
    assert copied.memory_kb is not None and abs(copied.memory_kb * 1024 - (LIST_HEADER + 8_000_000)) <= TOLERANCE


def test_emptying_an_input_costs_nothing(py_probe: PyProbe) -> None:
    # its list shrinks by reallocation: only the difference counts (here, a release)
    m = py_probe.run(py_solution("while a:\n    a.pop()\nreturn len(a)"), input="million")
    assert py_probe.value(m) == 0 and m.memory_kb is not None and m.memory_kb < 2, m.memory_kb


def test_growing_an_input_costs_only_the_growth(py_probe: PyProbe) -> None:
    body = ("import sys, itertools\nbefore = sys.getsizeof(a)\na.extend(itertools.repeat(None, 200_000))\n"
            "return sys.getsizeof(a) - before")
    m = py_probe.run(py_solution(body), input="million")
    grown = py_probe.value(m)
    assert isinstance(grown, int) and grown > 0  # less than 8 bytes an item: the input had room to spare
    assert m.memory_kb is not None and abs(m.memory_kb * 1024 - grown) <= TOLERANCE, (m.memory_kb, grown / 1024)


# What the call allocates stays alive after it, in the module: about 30 MB, which the timing run
# (bounded by the box at cap + 64 MB) lets it hold and the memory run refuses at its 8 MB. After
# the refusal nothing is freed, so the harness must not need memory of the budget to report it.
FILL = "for i in range(30_000):\n    KEEP.append(bytearray(1000))"
KEEPS = {
    "lets the MemoryError out": f"{FILL}\nreturn 1",
    "catches the MemoryError and returns": "try:\n" + "\n".join("    " + line for line in FILL.splitlines()) + (
        "\nexcept MemoryError:\n    pass\nreturn 1"),
}


@pytest.mark.parametrize("name", sorted(KEEPS))
def test_a_call_that_fills_its_budget_and_keeps_it_is_out_of_memory(py_probe: PyProbe, name: str) -> None:
    timed = py_probe.run(py_solution(KEEPS[name], prelude="KEEP = []"), memory_kb=8 * 1024, memory=False)
    assert timed.ending is Ending.RETURNED, (timed.detail, timed.log[-500:])
    m = py_probe.run(py_solution(KEEPS[name], prelude="KEEP = []"), memory_kb=8 * 1024)
    assert m.ending is Ending.MEMORY, (name, m.ending, m.detail, m.log[-500:])
    assert m.memory_kb is not None and m.memory_kb >= 0.99 * 8 * 1024, m.memory_kb  # the call reached its cap


def test_a_segfault_with_a_big_heap_is_a_crash_not_a_stack_overflow(py_probe: PyProbe) -> None:
    body = "import faulthandler\nx = bytearray(300 * 2**20)\nfaulthandler._read_null()\nreturn len(x)"
    m = py_probe.run(py_solution(body), memory_kb=1024 * 1024)
    assert m.ending is Ending.CRASH and "SIGSEGV" in m.detail, (m.ending, m.detail)


def test_data_the_module_keeps_is_charged_as_static_storage(py_probe: PyProbe) -> None:
    m = py_probe.run(py_solution("return len(TABLE)", prelude=f"TABLE = bytearray({X})"))
    assert m.heap_kb is not None and abs(m.heap_kb * 1024 - X) <= TOLERANCE


def _frame_bytes(source: str) -> int:
    """The bytes CPython 3.11 keeps per activation of the function `f` that `source` defines inside
    a method, as the probe does (so `f` is a closure over itself): its frame's fixed part (9
    pointers), its locals, cells and free variables, and its value stack."""
    namespace: dict[str, object] = {}
    exec("def solve():\n" + "".join(f"    {line}\n" for line in source.splitlines()) + "    return f\n", namespace)
    code: CodeType = namespace["solve"]().__code__  # type: ignore[operator]
    slots = 9 + code.co_nlocals + len(code.co_cellvars) + len(code.co_freevars) + code.co_stacksize
    return 8 * slots


RECURSIVE = "def f(n, pad=0):\n    return 0 if n == 0 else f(n - 1) + 1\n"


@pytest.mark.parametrize("depth", [5_000, 40_000])
def test_a_recursion_of_known_depth_is_charged_its_frames(py_probe: PyProbe, depth: int) -> None:
    body = f"import sys\nsys.setrecursionlimit({depth + 100})\n{RECURSIVE}return f({depth})"
    m = py_probe.run(py_solution(body))
    assert py_probe.value(m) == depth
    frames = depth * _frame_bytes(RECURSIVE)
    assert m.stack_kb is not None and abs(m.stack_kb * 1024 - frames) <= 0.05 * frames + 16 * 1024, (
        m.stack_kb, frames / 1024)


def test_recursion_through_c_is_charged_in_proportion_to_its_depth(py_probe: PyProbe) -> None:
    depth = 20_000

    def run(d: int) -> float:
        body = (f"import sys, functools\nsys.setrecursionlimit({2 * d + 100})\n@functools.lru_cache(None)\n"
                f"def f(n):\n    return 0 if n == 0 else f(n - 1) + 1\nreturn f({d})")
        m = py_probe.run(py_solution(body))
        assert py_probe.value(m) == d
        assert m.stack_kb is not None
        return m.stack_kb

    small, large = run(depth), run(2 * depth)
    assert small * 1024 > depth * 200  # each level holds a C frame chain of hundreds of bytes
    assert 1.8 <= large / small <= 2.2


def test_a_sleeping_call_costs_no_cpu_time_and_a_spinning_one_what_it_spins(py_probe: PyProbe) -> None:
    sleeping = py_probe.run(py_solution("import time\ntime.sleep(0.3)\nreturn 1"))
    spinning = py_probe.run(py_solution(
        "import time\nt = time.perf_counter()\nwhile time.perf_counter() - t < 0.3:\n    pass\nreturn 1"))
    assert sleeping.ending is spinning.ending is Ending.RETURNED
    assert sleeping.time_ms is not None and sleeping.time_ms < 20 and (sleeping.wall_ms or 0) >= 300
    assert spinning.time_ms is not None and 270 <= spinning.time_ms <= 400


def test_a_call_over_its_cpu_cap_is_stopped_there(py_probe: PyProbe) -> None:
    m = py_probe.run(py_solution("while True:\n    pass"), cap_ms=300)
    assert m.ending is Ending.TIME and m.time_ms is not None and 290 <= m.time_ms <= 600


def test_a_call_that_sleeps_past_the_wall_clock_is_stopped(py_probe: PyProbe) -> None:
    m = py_probe.run(py_solution("import time\ntime.sleep(100)\nreturn 1"), cap_ms=200)
    assert m.ending is Ending.TIME and "wall" in m.detail


def test_the_timing_run_alone_measures_no_memory(py_probe: PyProbe) -> None:
    m = py_probe.run(py_solution("b = bytearray(10**6)\nreturn 1"), memory=False)
    assert m.ending is Ending.RETURNED and m.memory_kb is None and m.time_ms is not None


def test_a_syntax_error_is_a_failed_build_with_the_interpreters_words(py_probe: PyProbe) -> None:
    build = py_probe.python.build("class Solution:\n    def solve(self, a)\n        return 1\n", PY_PROBE)
    assert not build.ok and "SyntaxError" in build.log and 'File "solution.py", line 2' in build.log


def test_a_parser_bomb_fails_its_build_without_hurting_the_host(py_probe: PyProbe) -> None:
    build = py_probe.python.build("x = " + "(" * 100_000 + "1" + ")" * 100_000 + "\n", PY_PROBE)
    assert not build.ok and build.log


HOSTILE = {
    # name: (body, prelude, ending, detail fragment)
    "fork": ("import os\nos.fork()\nreturn 1", "", Ending.CRASH, "BlockingIOError"),
    "thread": ("import threading\nt = threading.Thread(target=print)\nt.start()\nreturn 1", "", Ending.CRASH,
               "can't start new thread"),
    "socket": ("import socket\nsocket.socket()\nreturn 1", "", Ending.CRASH, "PermissionError"),
    "subprocess": ("import subprocess\nsubprocess.run(['/bin/true'])\nreturn 1", "", Ending.CRASH, ""),
    "os._exit": ("import os\nos._exit(0)", "", Ending.CRASH, "before the call returned"),
    "sys.exit": ("import sys\nsys.exit(0)", "", Ending.CRASH, "SystemExit"),
    "a segfault": ("import faulthandler\nfaulthandler._read_null()\nreturn 1", "", Ending.CRASH, "SIGSEGV"),
    "ctypes is refused": ("import ctypes\nctypes.memset(id(a), 0, 4096)\nreturn len(a)", "", Ending.CRASH,
                          "ImportError: ctypes cannot be imported"),
    "huge recursion limit, Python frames": (
        "import sys\nsys.setrecursionlimit(10**9)\ndef f(n):\n    return f(n + 1)\nreturn f(0)", "",
        Ending.MEMORY, ""),
    "huge recursion limit, C frames": (
        "import sys, functools\nsys.setrecursionlimit(10**9)\n@functools.lru_cache(None)\ndef f(n):\n"
        "    return f(n + 1)\nreturn f(0)", "", Ending.MEMORY, "stack overflow"),
    "MemoryError": ("x = [0] * 10**13\nreturn 1", "", Ending.MEMORY, "MemoryError"),
    "past the memory cap": ("x = bytearray(300 * 2**20)\nreturn 1", "", Ending.MEMORY, ""),
    "output flood": ("import sys\nwhile True:\n    sys.stdout.write('x' * 65536)", "", Ending.OUTPUT, ""),
    "ignores the CPU timer": ("import signal\nsignal.signal(signal.SIGPROF, signal.SIG_IGN)\nwhile True:\n"
                              "    pass", "", Ending.TIME, ""),
    "module never ends": ("return 1", "while True:\n    pass", Ending.TIME, ""),
    "module raises": ("return 1", "raise ValueError('at import')", Ending.CRASH, "ValueError: at import"),
    "no class": ("return 1", "Solution = 5\n", Ending.CRASH, "NameError"),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_python_is_judged_as_its_behaviour_deserves(py_probe: PyProbe, name: str) -> None:
    body, prelude, ending, detail = HOSTILE[name]
    source = py_solution(body, prelude) if name != "no class" else prelude + "def solve(a):\n    return 1\n"
    # unbounded recursion fills the memory cgroup in about a second: time enough that a slow moment
    # of a shared machine does not stop it for time first
    m = py_probe.run(source, cap_ms=3000 if "recursion" in name else 1000, memory_kb=256 * 1024)
    assert m.ending is ending, (name, m.ending, m.detail, m.log[-500:])
    assert detail in m.detail, (name, m.detail)


READS = ["/etc/passwd", "/etc/shadow", "/root/.bashrc", "/judge", "/judge/inputs", "/judge/builds",
         "/proc/1/environ", "/proc/self/fd/0", "/proc/self/fd/4", "/home", "/work"]


def test_files_beyond_its_own_are_out_of_reach(py_probe: PyProbe) -> None:
    body = ("import os\nfound = []\nfor p in PATHS:\n    try:\n        if os.path.isdir(p):\n"
            "            os.listdir(p)\n        else:\n            open(p, 'rb').read(1)\n        found.append(p)\n"
            "    except OSError:\n        pass\nreturn found")
    m = py_probe.run(py_solution(body, prelude=f"PATHS = {READS!r}"))
    assert m.ending is Ending.RETURNED, (m.detail, m.log)
    assert py_probe.value(m) == []


def test_files_it_writes_stay_in_its_own_tmpfs(py_probe: PyProbe, tmp_path: Path) -> None:
    marker = Path("/tmp/best-hostile-python-marker")
    body = (f"open('/tmp/run/x', 'w').write('x')\nok = 1\ntry:\n    open({str(marker)!r}, 'w').write('x')\n"
            "except OSError:\n    ok = 2\nreturn ok")
    m = py_probe.run(py_solution(body))
    assert m.ending is Ending.RETURNED and not marker.exists()


def test_the_box_still_judges_after_every_hostile_program(py_probe: PyProbe, box: Box) -> None:
    for name in sorted(HOSTILE):
        body, prelude, _, _ = HOSTILE[name]
        py_probe.run(py_solution(body, prelude), cap_ms=300, memory_kb=64 * 1024, memory=False)
    m = py_probe.run(py_solution("return sum(a)"))
    assert py_probe.value(m) == 6 and m.ending is Ending.RETURNED
    assert box.proc is not None and box.proc.poll() is None
