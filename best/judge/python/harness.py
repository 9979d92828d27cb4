"""The measuring harness of Python solutions, run in the box by the judge's CPython.

It reads the program (fd 4: one JSON line naming the entry point, then the source) and the
test input (fd 0, best.tasks.pyvalues), closes both so that the solution can reach
neither, runs the solution's module (its time is not the call's; the memory it keeps is
charged, as a C++ solution's static storage is), then measures exactly one call of the
entry point and writes the record of best/judge/run.py to fd 3.

Two kinds of run, because measuring memory slows code down (BEST_MODE):

* time: nothing is counted; CPU time of the call is the thread's CPU clock around it.
* memory: the peak, during the call, of what it holds beyond what was live at entry,
  counted by bestmem.so (which the toolchain compiles) behind CPython's allocator hooks,
  installed before the input is decoded so that resizing or freeing an input counts only
  the difference: every block the interpreter asks for, in requested bytes, as
  tracemalloc would count them (tracemalloc itself walks the whole Python stack on each
  allocation, quadratic in a deep recursion), and the interpreter's frame stack; plus the
  C stack the call grew (the kernel's VmStk, in pages). A request beyond the call's
  budget (BEST_MEM_CAP less what the module keeps) is refused, so Python raises
  MemoryError, and is recorded. What the module keeps (its data, not its code) is charged
  as a C++ solution's static storage.

The solution runs in this process, so the harness keeps what it relies on out of the
solution's easy reach: the clocks and timers it calls are bound before the solution's module
runs (replacing `time.thread_time_ns` changes nothing here), the BEST_* settings leave the
environment before it (no run can tell which kind it is in from there), the harness module
is no longer `__main__`, and modules that reach memory behind the allocator hooks (ctypes,
mmap, shared memory) cannot be imported. None of this stops a solution that sets out to
unpick the interpreter; what does is the kernel's check of every run (best.judge.verdict),
which also bounds the work a solution's module does outside the call. So that the check
counts from where the solution's code starts, not from the interpreter's noisy start-up,
the harness hands over first: it writes the process's CPU time to fd 5 and closes it.

A CPU or wall-clock timer that fires writes the record as it stands and ends the process;
the box's own limits (RLIMIT_CPU, the wall clock, the memory cgroup) hold whatever the
solution does to these timers. In both kinds of run a fault of the C stack reaching its
limit (recursion in C under a huge recursion limit) ends the run as "stack-overflow".
"""

from __future__ import annotations

import builtins
import contextlib
import ctypes
import gc
import json
import os
import resource
import signal
import sys
import time
import types
from typing import Any, NoReturn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pyvalues

RESULT_FD, PROGRAM_FD, HANDOVER_FD = 3, 4, 5
CODE = (types.FunctionType, types.BuiltinFunctionType, types.MethodType, types.ModuleType, type, staticmethod,
        classmethod, property)
PYMALLOC_ARENA = 1 << 20  # CPython 3.11's arena size: the arena allocations that are not frame stack
DOMAINS = 3  # PyMem_SetAllocator's raw, mem and object domains
KEPT: list[Any] = []
NONCE = [""]  # the run's, from BEST_NONCE (wiped from the environment's memory before the solution runs)

# What a LeetCode-style Python environment has without imports (typing's names above all:
# an annotation such as List[int] is evaluated when the method is defined).
PRELOADED = ("typing", "collections", "heapq", "bisect", "itertools", "functools", "math", "string", "re",
             "operator", "random")
STAR_IMPORTS = ("typing", "collections", "heapq", "bisect", "itertools", "functools")
# Modules that allocate behind CPython's allocator hooks or write memory directly.
DENIED_MODULES = frozenset({"ctypes", "_ctypes", "mmap", "_posixshmem", "multiprocessing", "_multiprocessing",
                            "_testcapi", "_testinternalcapi", "_xxsubinterpreters"})


class DeniedImports:
    """A finder ahead of all others that refuses the modules above."""

    @staticmethod
    def find_spec(name: str, path: object = None, target: object = None) -> None:
        if name.partition(".")[0] in DENIED_MODULES:
            raise ImportError(f"{name} cannot be imported by a solution: it reaches memory behind the judge's "
                              f"accounting", name=name)


def hand_over() -> None:
    """Tell the box, on a channel closed before the solution's code runs, what CPU time the
    process has used so far: the kernel's check then charges the solution only what came after,
    not the interpreter's start-up, whose CPU time varies by a third from run to run."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    with contextlib.suppress(OSError):
        os.write(HANDOVER_FD, f"{round((usage.ru_utime + usage.ru_stime) * 1e6)}\n".encode())
    with contextlib.suppress(OSError):
        os.close(HANDOVER_FD)


def seal() -> None:
    """Last step before the solution's module runs: the denied modules leave sys.modules and cannot come
    back, and the harness is no longer `__main__` for the solution to find."""
    for name in list(sys.modules):
        if name.partition(".")[0] in DENIED_MODULES:
            del sys.modules[name]
    sys.meta_path.insert(0, DeniedImports)
    sys.modules["__main__"] = types.ModuleType("__main__")


class Arena(ctypes.Structure):
    _fields_ = [("ctx", ctypes.c_void_p), ("alloc", ctypes.c_void_p), ("free", ctypes.c_void_p)]


class Allocator(ctypes.Structure):  # PyMemAllocatorEx
    _fields_ = [("ctx", ctypes.c_void_p), ("malloc", ctypes.c_void_p), ("calloc", ctypes.c_void_p),
                ("realloc", ctypes.c_void_p), ("free", ctypes.c_void_p)]


class Record:
    """The result record, written once and in one piece."""

    def __init__(self) -> None:
        self.fields: dict[str, int | str] = {}
        self.written = False

    def write(self, status: str, output: bytes = b"") -> None:
        if self.written:
            return
        self.written = True
        lines = [f"BEST1\nnonce {NONCE[0]}\nstatus {status}\n"] + [f"{k} {v}\n" for k, v in self.fields.items()]
        lines.append(f"output {len(output)}\n")
        data = "".join(lines).encode("ascii", "replace") + output + b"end\n"
        while data:
            try:
                n = os.write(RESULT_FD, data)
            except InterruptedError:
                continue
            except OSError:
                return
            data = data[n:]


def one_line(text: str) -> str:
    return "".join(c if " " <= c < "\x7f" else "?" for c in text)[:200]


def fail(status: str, why: str) -> NoReturn:
    record = Record()
    record.fields["error"] = one_line(why)
    record.write(status)
    os._exit(2)


def read_all(fd: int) -> bytes:
    chunks = []
    while True:
        try:
            chunk = os.read(fd, 1 << 20)
        except InterruptedError:
            continue
        if not chunk:
            break
        chunks.append(chunk)
    os.close(fd)
    return b"".join(chunks)


def env_int(settings: dict[str, str], name: str) -> int:
    value = settings.get(name, "")
    return int(value) if value.isdigit() else 0


def stack_kb() -> int:
    """The size of the main thread's stack mapping: it only grows, so growth over a call is
    the depth of C stack the call reached beyond what was already mapped."""
    try:
        with open("/proc/self/status", "rb") as f:
            for line in f:
                if line.startswith(b"VmStk:"):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return 0


def bestmem() -> ctypes.CDLL:
    return ctypes.CDLL(os.path.join(os.path.dirname(os.path.abspath(__file__)), "bestmem.so"))


class Meter:
    """bestmem.so in front of CPython's allocators (see bestmem.c), remembering blocks from now on."""

    def __init__(self, lib: ctypes.CDLL) -> None:
        api = ctypes.pythonapi
        self.previous, self.ours = (Allocator * DOMAINS)(), (Allocator * DOMAINS)()
        self.previous_arena, self.ours_arena = Arena(), Arena()
        for domain in range(DOMAINS):
            api.PyMem_GetAllocator(ctypes.c_int(domain), ctypes.byref(self.previous[domain]))
        api.PyObject_GetArenaAllocator(ctypes.byref(self.previous_arena))
        lib.best_prepare(self.previous, self.ours, ctypes.byref(self.previous_arena),
                         ctypes.byref(self.ours_arena), ctypes.c_size_t(PYMALLOC_ARENA))
        self.values = {name: ctypes.c_longlong.in_dll(lib, f"best_{name}")
                       for name in ("heap_peak", "frames_peak", "refused")}
        # ctypes makes a function's object on its first use: here, not inside the call
        self.start_counting, self.stop_counting = lib.best_start, lib.best_stop
        self.start_counting.argtypes, self.stop_counting.argtypes = [ctypes.c_longlong], []
        self.start_counting.restype = self.stop_counting.restype = None
        api.PyObject_SetArenaAllocator(ctypes.byref(self.ours_arena))
        for domain in range(DOMAINS):
            api.PyMem_SetAllocator(ctypes.c_int(domain), ctypes.byref(self.ours[domain]))
        lib.best_remember()

    def start(self, budget: int) -> None:
        self.start_counting(budget)

    def stop(self) -> dict[str, int]:
        """The peaks since start (what the harness does after is not counted)."""
        self.stop_counting()
        return {name: v.value for name, v in self.values.items()}


def guard_stack(lib: ctypes.CDLL) -> None:
    """Arm bestmem's handler of the C stack overflowing (bestmem.c), from the main thread's
    stack mapping and its limit; without them, an overflow is the crash it looks like."""
    limit = resource.getrlimit(resource.RLIMIT_STACK)[0]
    if limit == resource.RLIM_INFINITY:
        return
    with contextlib.suppress(OSError, ValueError), open("/proc/self/maps", "rb") as maps:
        for line in maps:
            if line.rstrip().endswith(b"[stack]"):
                top = int(line.split(b"-", 1)[1].split()[0], 16)
                lib.best_guard_stack(ctypes.c_int(RESULT_FD), ctypes.c_ulonglong(top), ctypes.c_longlong(limit),
                                     ctypes.c_char_p(NONCE[0].encode("ascii", "replace")))
                return


def prelude() -> dict[str, Any]:
    """The names a solution finds: what `from module import *` binds for the star modules
    (__all__, else every public name), then the modules themselves, so that `bisect` is the
    module (`bisect.bisect_left`), not the function of that name."""
    names: dict[str, Any] = {"__name__": "solution", "__builtins__": builtins}
    modules = {name: __import__(name) for name in PRELOADED}
    for name in STAR_IMPORTS:
        module = modules[name]
        public = getattr(module, "__all__", None) or [k for k in vars(module) if not k.startswith("_")]
        names.update({k: getattr(module, k) for k in public})
    names.update(modules)
    return names


def entry(namespace: dict[str, Any], spec: dict[str, Any]) -> Any:
    """The callable the call runs: a method of a fresh instance, or a function."""
    cls_name, name = spec.get("class"), str(spec["function"])
    if cls_name:
        cls = namespace.get(cls_name)
        if not isinstance(cls, type):
            raise NameError(f"the solution defines no class {cls_name}")
        if not callable(getattr(cls, name, None)):
            raise AttributeError(f"class {cls_name} has no method {name}")
        # CPython lays out a class's instance attributes when it makes an instance and none is
        # alive (about 1.2 KB): an instance made beforehand and kept keeps that out of the call,
        # where making one runs none of the solution's code.
        if vars(object)["__init__"] is getattr(cls, "__init__", None) and (
                vars(object)["__new__"] is getattr(cls, "__new__", None)):
            with contextlib.suppress(Exception):
                KEPT.append(cls())

        def method(*args: Any) -> Any:  # the instance is made inside the measured call, as in C++
            return getattr(cls(), name)(*args)

        return method
    function = namespace.get(name)
    if not callable(function):
        raise NameError(f"the solution defines no function {name}")
    return function


def static_bytes(namespace: dict[str, Any], preloaded: set[int], budget: int = 1 << 22) -> int:
    """The data the solution's module keeps, as a C++ solution's static storage is charged: what
    its names (and its classes' attributes) hold, deeply, but not code (functions, classes,
    modules), nor what the harness preloaded. Objects are counted once; the walk stops after
    `budget` objects, which no data a call could be given comes near."""
    seen: set[int] = set(preloaded)
    todo: list[Any] = []
    for name, value in namespace.items():
        if name.startswith("__") or id(value) in preloaded:
            continue
        if isinstance(value, type):
            todo += [v for k, v in vars(value).items() if not k.startswith("__")]
        else:
            todo.append(value)
    total = 0
    while todo and budget > 0:
        value = todo.pop()
        if id(value) in seen or isinstance(value, CODE):
            continue
        seen.add(id(value))
        budget -= 1
        total += sys.getsizeof(value)
        if isinstance(value, dict):
            todo += list(value.keys()) + list(value.values())
        elif isinstance(value, (list, tuple, set, frozenset)):
            todo += list(value)
        elif hasattr(value, "__dict__") and not isinstance(value, type):
            todo.append(vars(value))
    return total


def scrub_environment() -> dict[str, str]:
    """The BEST_* settings, taken out of os.environ and overwritten where the process's environment
    block keeps them (unsetenv leaves that memory as it was, and /proc/self/environ shows it), so that
    the solution finds none of them; the nonce is kept for the record."""
    settings = {name: os.environ.pop(name) for name in list(os.environ) if name.startswith("BEST_")}
    NONCE[0] = settings.get("BEST_NONCE", "")
    with contextlib.suppress(OSError, ValueError, IndexError):
        with open("/proc/self/environ", "rb") as f:
            block = f.read()
        with open("/proc/self/stat", "rb") as f:
            start = int(f.read().rsplit(b")", 1)[1].split()[50 - 3])  # field 50: env_start
        offset = 0
        for entry in block.split(b"\0"):
            name, eq, value = entry.partition(b"=")
            if name.startswith(b"BEST_") and eq and value:
                ctypes.memset(start + offset + len(name) + 1, ord("0"), len(value))
            offset += len(entry) + 1
    return settings


def main() -> None:
    settings = scrub_environment()
    memory = settings.get("BEST_MODE") == "m"  # t: timing run, m: memory run
    thread_time_ns, perf_counter_ns, setitimer = time.thread_time_ns, time.perf_counter_ns, signal.setitimer
    record = Record()
    head, _, source = read_all(PROGRAM_FD).partition(b"\n")
    lib = bestmem()
    # the inputs' blocks are remembered, so that a call resizing or freeing them counts the difference
    meter = Meter(lib) if memory else None
    try:
        spec = json.loads(head)
        args = pyvalues.loads(read_all(0))
    except ValueError as exc:
        fail("input-error", str(exc))
    if not isinstance(args, list):
        fail("input-error", "the input is not a list of arguments")
    namespace = prelude()
    preloaded = {id(v) for v in namespace.values()}
    seal()
    hand_over()
    try:
        code = compile(source, "solution.py", "exec")
        exec(code, namespace)  # the solution's module: neither timed nor traced
        call = entry(namespace, spec)
    except BaseException as exc:  # anything the module does is the solution's fault
        record.fields["error"] = one_line(f"{type(exc).__name__}: {exc}")
        record.write("threw")
        os._exit(0)
    static = static_bytes(namespace, preloaded) if memory else 0

    def held(measured: dict[str, int]) -> dict[str, int]:
        """What the call held at its peak: the heap and frames bestmem.so counted, the C stack it grew."""
        stack = measured["frames_peak"] + max(0, stack_kb() - stack_before) * 1024
        return {"heap_peak": measured["heap_peak"], "stack": stack, "init_live": static, "refused": measured["refused"]}

    def stop(status: str) -> None:
        """A timer fired: the record as it stands, with the peak held so far (calibration reads it
        from a class stopped where it must fail)."""
        measured = meter.stop() if meter is not None else {}
        record.fields["cpu_ns"] = thread_time_ns() - cpu0
        record.fields["wall_ns"] = perf_counter_ns() - wall0
        if measured:
            record.fields.update(held(measured))
        record.write(status)
        os._exit(0)

    def on_timer(signum: int, frame: types.FrameType | None) -> None:
        stop("timeout-cpu" if signum == signal.SIGPROF else "timeout-wall")

    signal.signal(signal.SIGPROF, on_timer)
    signal.signal(signal.SIGALRM, on_timer)
    cpu_ns, wall_ns = env_int(settings, "BEST_CPU_NS"), env_int(settings, "BEST_WALL_NS")
    if memory:
        gc.collect()
        stack_before = stack_kb()
    guard_stack(lib)
    if cpu_ns:
        setitimer(signal.ITIMER_PROF, cpu_ns / 1e9)
    if wall_ns:
        setitimer(signal.ITIMER_REAL, wall_ns / 1e9)
    if meter is not None:
        meter.start(max(0, env_int(settings, "BEST_MEM_CAP") - static) if "BEST_MEM_CAP" in settings else 1 << 62)
    cpu0, wall0 = thread_time_ns(), perf_counter_ns()
    caught: BaseException | None = None
    try:
        result = call(*args)
    except BaseException as exc:  # nothing allocated here: the counting stops first
        caught = exc
    if meter is not None:
        measured = meter.stop()
    cpu1, wall1 = thread_time_ns(), perf_counter_ns()
    setitimer(signal.ITIMER_PROF, 0)
    setitimer(signal.ITIMER_REAL, 0)
    record.fields.update({"cpu_ns": cpu1 - cpu0, "wall_ns": wall1 - wall0})
    if meter is not None:
        record.fields.update(held(measured))
    status, error, output = "returned", "", b""
    if isinstance(caught, MemoryError):
        status, error = "memory-error", f"MemoryError: {caught}"
    elif caught is not None:
        status, error = "threw", f"{type(caught).__name__}: {caught}"
    else:
        try:
            output = pyvalues.dumps(result)
        except (ValueError, RecursionError, MemoryError) as exc:
            status, error = "threw", f"the result cannot be encoded: {type(exc).__name__}: {exc}"
    if error:
        record.fields["error"] = one_line(error)
    record.write(status, output)
    os._exit(0)


if __name__ == "__main__":
    main()
