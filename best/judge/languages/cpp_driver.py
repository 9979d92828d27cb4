"""C++ glue generated from a task's interface.

The driver (compiled once per interface and toolchain, trusted) owns the arguments: it
reads them from the test input, reserves the outputs, calls the solution and encodes what
it produced. The shim is appended to the solution's own translation unit, where `class
Solution` is complete: it records the stack pointer, then constructs the Solution, calls
the method and destroys it, so all three count as the solution's time and memory.
By-value parameters are moved into the call, so the judge's copy is never charged.
"""

from __future__ import annotations

from best.tasks.interface import CppType, Interface, Param

CAPTURE_SP = """#if defined(__x86_64__)
#define BEST_CAPTURE_SP(dst) asm volatile("mov %%rsp, %0" : "=r"(dst))
#elif defined(__aarch64__)
#define BEST_CAPTURE_SP(dst) asm volatile("mov %0, sp" : "=r"(dst))
#else
#define BEST_CAPTURE_SP(dst) ((dst) = __builtin_frame_address(0))
#endif"""


def cpp_type(t: CppType) -> str:
    """Fully qualified, so that a solution's own `using` or names cannot change it."""
    if t.kind == "string":
        return "std::string"
    if t.kind in ("vector", "pair"):
        return f"std::{t.kind}<{', '.join(cpp_type(a) for a in t.args)}>"
    if t.kind == "array":
        return f"std::array<{cpp_type(t.args[0])}, {t.size}>"
    return t.kind


def _entry_signature(iface: Interface) -> str:
    ret = cpp_type(iface.returns) if iface.returns else "void"
    params = ", ".join(f"{cpp_type(p.type)}& {p.name}" for p in iface.params)
    return f"{ret} best_solution_entry({params})"


def _argument(p: Param) -> str:
    return p.name if p.reference else f"std::move({p.name})"


def shim_source(iface: Interface) -> str:
    call = f"best_solution->{iface.method}({', '.join(_argument(p) for p in iface.params)})"
    body = [
        "  BEST_CAPTURE_SP(best_call_sp);",
        f"  ::{iface.class_name}* best_solution = new ::{iface.class_name}();",
    ]
    if iface.returns is None:
        body += [f"  {call};", "  delete best_solution;"]
    else:
        body += [f"  {cpp_type(iface.returns)} best_result = {call};", "  delete best_solution;",
                 "  return best_result;"]
    return "\n".join(['#line 1 "best-shim"', 'extern "C" void* best_call_sp;', CAPTURE_SP,
                      _entry_signature(iface) + " {", *body, "}", ""])


def driver_source(iface: Interface) -> str:
    args = [f"{cpp_type(p.type)} arg_{p.name};" for p in iface.params]
    if iface.returns is not None:
        args.append(f"{cpp_type(iface.returns)} result;")
    reads = []
    for p in iface.params:
        if not p.output:
            reads.append(f"  best::read(r, arg_{p.name});")
        elif p.type.kind in ("vector", "string"):
            reads.append(f"  arg_{p.name}.reserve(r.capacity());")
        else:
            reads.append("  r.capacity();")
    call = f"best_solution_entry({', '.join(f'arg_{p.name}' for p in iface.params)})"
    invoke = f"  result = {call};" if iface.returns is not None else f"  {call};"
    writes = [f"  best::write(w, arg_{p.name});" for p in iface.outputs]
    if iface.returns is not None:
        writes.append("  best::write(w, result);")
    return "\n".join([
        '#include "harness.h"',
        "#include <bits/stdc++.h>",
        _entry_signature(iface) + ";",
        "namespace {",
        *args,
        "}  // namespace",
        "void best::driver_read(best::Reader& r) {",
        *reads,
        "}",
        "void best::driver_invoke() {",
        invoke,
        "}",
        "void best::driver_write(best::Writer& w) {",
        *(writes or ["  (void)w;"]),
        "}",
        "",
    ])


NULL_DRIVER = "\n".join([
    '#include "harness.h"',
    "void best::driver_read(best::Reader&) {}",
    "void best::driver_invoke() {}",
    "void best::driver_write(best::Writer&) {}",
    "",
])


def null_solution(iface: Interface) -> str:
    """A solution that returns a value-initialised result at once, whatever the arguments: the empty
    program whose cost the kernel's figures of a real solution are checked beyond."""
    result = cpp_type(iface.returns) if iface.returns is not None else "void"
    body = "return {};" if iface.returns is not None else ""
    return "\n".join([
        f"class {iface.class_name} {{",
        " public:",
        f"  template <class... Args> {result} {iface.method}(Args&&...) {{ {body} }}",
        "};",
        "",
    ])
