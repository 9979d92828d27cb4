"""Extra memory against allocations we know exactly, by every route a program can take.

The judge must report a solution that holds X extra bytes within 1.5 KiB of X (its stack
frame and a few bytes of static literals are part of what it holds), and stack depth
within 17%.
"""

from __future__ import annotations

import pytest

from best.judge.verdict import Ending
from tests.conftest import Probe, needs_root, solution

pytestmark = needs_root

X = 3_000_000  # bytes
TOLERANCE = 1.5 * 1024

ROUTES = {
    "malloc": "char* p = (char*)malloc(X); memset(p, 1, X); long long r = p[7]; free(p); return r;",
    "calloc": "char* p = (char*)calloc(X / 8, 8); long long r = p[7]; free(p); return r;",
    "realloc": "char* p = (char*)malloc(X / 2); p = (char*)realloc(p, X); p[X - 1] = 1; long long r = p[X - 1];"
               " free(p); return r;",
    "reallocarray": "char* p = (char*)reallocarray(nullptr, X / 4, 4); p[0] = 1; long long r = p[0]; free(p);"
                    " return r;",
    "new[]": "char* p = new char[X](); long long r = p[3]; delete[] p; return r;",
    "new": "struct Big { char bytes[X]; }; Big* b = new Big(); long long r = b->bytes[1]; delete b; return r;",
    "aligned new": "char* p = static_cast<char*>(::operator new(X, std::align_val_t(256))); p[0] = 1;"
                   " long long r = p[0]; ::operator delete(p, std::align_val_t(256)); return r;",
    "nothrow new": "char* p = new (std::nothrow) char[X]; p[0] = 2; long long r = p[0]; delete[] p; return r;",
    "vector": "vector<int> v(X / 4, 1); return v[5];",
    "string": "string s(X, 'x'); return s[10];",
    "posix_memalign": "void* p = nullptr; if (posix_memalign(&p, 4096, X)) return -1; ((char*)p)[0] = 1;"
                      " free(p); return 1;",
    "aligned_alloc": "char* p = (char*)aligned_alloc(64, X); p[0] = 1; free(p); return 1;",
    "memalign": "char* p = (char*)memalign(512, X); p[0] = 1; free(p); return 1;",
    "valloc": "char* p = (char*)valloc(X); p[0] = 1; free(p); return 1;",
    # n blocks of 100 bytes plus the n pointers that hold them: 108 bytes each
    "many small blocks": "int n = X / 108; vector<char*> ps; ps.reserve(n); for (int i = 0; i < n; ++i)"
                         " ps.push_back((char*)malloc(100)); long long r = ps.size(); for (char* p : ps) free(p);"
                         " return r;",
    "freed before return": "char* p = (char*)malloc(X); memset(p, 1, X); free(p); return 1;",
    "mmap": "void* p = mmap(nullptr, X, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);"
            " ((char*)p)[0] = 1; munmap(p, X); return 1;",
    "mmap via syscall": "long p = syscall(SYS_mmap, 0, X, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);"
                        " ((char*)p)[0] = 1; syscall(SYS_munmap, p, X); return 1;",
    "mremap": "void* p = mmap(nullptr, X / 2, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);"
              " p = mremap(p, X / 2, X, MREMAP_MAYMOVE); ((char*)p)[X - 1] = 1; munmap(p, X); return 1;",
    "sbrk": "char* p = (char*)sbrk(X); p[X - 1] = 1; sbrk(-X); return 1;",
}

@pytest.mark.parametrize("route", sorted(ROUTES))
def test_heap_route_reports_what_the_solution_holds(probe: Probe, route: str) -> None:
    x = X - X % 4096 if "mmap" in route or route == "mremap" else X  # mappings are whole pages
    body = ROUTES[route].replace("X", str(x))
    m = probe.run(solution(body, "#include <sys/mman.h>\n#include <sys/syscall.h>\n#include <malloc.h>"))
    assert m.ending is Ending.RETURNED, (m.detail, m.log)
    assert m.memory_kb is not None
    assert abs(m.memory_kb * 1024 - x) <= TOLERANCE, f"{route}: reported {m.memory_kb * 1024:.0f} B, held {x} B"


def test_nothing_allocated_reports_almost_nothing(probe: Probe) -> None:
    m = probe.run(solution("return a[0];"))
    assert m.memory_kb is not None and m.memory_kb * 1024 < TOLERANCE


def test_static_array_counts_whole(probe: Probe) -> None:
    m = probe.run(solution("buffer[1] = 7; return buffer[1];", f"static char buffer[{X}];"))
    assert abs(m.memory_kb * 1024 - X) <= TOLERANCE  # type: ignore[operator]
    assert m.static_kb * 1024 >= X


def test_initialised_static_data_counts(probe: Probe) -> None:
    m = probe.run(solution("return table[5];", f"static int table[{X // 4}] = {{1, 2, 3, 4, 5, 6}};"))
    assert abs(m.memory_kb * 1024 - X) <= TOLERANCE  # type: ignore[operator]


def test_function_local_static_counts(probe: Probe) -> None:
    m = probe.run(solution(f"static long long cache[{X // 8}]; cache[3] = 4; return cache[3];"))
    assert abs(m.memory_kb * 1024 - X) <= TOLERANCE  # type: ignore[operator]


def test_heap_allocated_by_a_static_initialiser_counts(probe: Probe) -> None:
    m = probe.run(solution("return global[9];", f"std::vector<char> global({X}, 1);"))
    assert abs(m.memory_kb * 1024 - X) <= TOLERANCE  # type: ignore[operator]


def test_solution_members_count(probe: Probe) -> None:
    source = (f"class Solution {{\n  char scratch[{X}];\npublic:\n"
              "  long long solve(vector<int>& a) { scratch[0] = 1; return scratch[0] + a[0]; }\n};\n")
    m = probe.run(source)
    assert abs(m.memory_kb * 1024 - X) <= TOLERANCE  # type: ignore[operator]


def test_input_is_not_charged(probe: Probe) -> None:
    m = probe.run(solution("long long s = 0; for (int x : a) s += x; return s;"), input="million")
    assert probe.value(m) == 1_000_000
    assert m.memory_kb is not None and m.memory_kb * 1024 < TOLERANCE


def test_copying_the_input_is_charged(probe: Probe) -> None:
    m = probe.run(solution("vector<int> copy(a); return copy.size();"), input="million")
    assert abs(m.memory_kb * 1024 - 4_000_000) <= TOLERANCE  # type: ignore[operator]


def test_peak_not_sum(probe: Probe) -> None:
    """Two X-byte blocks held one after the other peak at X, not 2X."""
    body = f"for (int i = 0; i < 2; ++i) {{ char* p = new char[{X}](); p[1] = 1; delete[] p; }} return 0;"
    m = probe.run(solution(body))
    assert abs(m.memory_kb * 1024 - X) <= TOLERANCE  # type: ignore[operator]


@pytest.mark.parametrize("depth,pad", [(200, 4000), (2000, 1000)])
def test_recursion_depth(probe: Probe, depth: int, pad: int) -> None:
    prelude = (f"long long dive(int d) {{ volatile char pad[{pad}]; pad[0] = (char)d; pad[{pad} - 1] = 1;"
               " return d ? dive(d - 1) + pad[0] : 0; }")
    m = probe.run(solution(f"return dive({depth});", prelude))
    assert m.ending is Ending.RETURNED
    expected = depth * pad
    assert m.stack_kb is not None
    assert abs(m.stack_kb * 1024 - expected) <= 0.17 * expected, f"stack {m.stack_kb * 1024:.0f} B vs {expected} B"


def test_stack_array(probe: Probe) -> None:
    m = probe.run(solution(f"volatile char big[{X}]; big[0] = 1; big[{X} - 1] = 2; return big[0] + big[{X} - 1];"))
    assert m.stack_kb is not None and abs(m.stack_kb * 1024 - X) <= 0.17 * X


def test_memory_is_deterministic(probe: Probe) -> None:
    source = solution("vector<long long> v(12345); map<int, int> m; for (int i = 0; i < 1000; ++i) m[i] = i;"
                      " return v.size() + m.size();")
    first, second = probe.run(source), probe.run(source)
    assert first.memory_kb == second.memory_kb
