"""What a C++ solution may not do to the code it is compiled into, checked before it runs.

A solution is compiled and linked into one program with the measuring harness, so it could
change how that program is built or bend the harness from inside. Three kinds of source are
refused, each a failed build (CE) that names what it found, because each would let the code
look faster or smaller than it is:

* **flags**: optimisation pragmas and attributes (`#pragma GCC optimize|target|push_options`,
  `__attribute__((optimize|target|target_clones))`, `[[gnu::optimize]]`, also through
  `_Pragma` and macros) would override the environment's flags, which are the grid's;
* **asm**: inline or top-level assembly reaches the kernel without the interposed
  allocation routes (raw `syscall`), declares storage the object's sections do not show
  (`.comm`) or replaces compiled code with hand-written code;
* **symbols**: a definition of a C library function or of the harness's own names (the
  harness would bind to the solution's `clock_gettime`, `timer_create`, `write`, ...), or a
  reference to the C library's internal allocator and loader (`__libc_malloc`, `dlsym`, ...),
  which allocate behind the counters.

The first two are read from the preprocessed solution (so macros and `_Pragma` are already
expanded), restricted to the solution's own lines: the system headers and the judge's shim
use asm legitimately. The symbols are read from the solution's object file.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from pathlib import Path

from best.judge.elf import Symbol, dynamic_exports

SOLUTION_FILE = "solution.cpp"
PRAGMAS = re.compile(r"^\s*#\s*pragma\s+GCC\s+(optimize|target|push_options|pop_options|reset_options)\b")
ATTRIBUTE_NAMES = {"optimize", "target", "target_clones"}
ASM = {"asm", "__asm__", "__asm"}
ATTRIBUTE_KEYWORDS = {"__attribute__", "__attribute"}
TOKEN = re.compile(r"""
    (?P<string>[uUL]?8?R"(?P<delim>[^()\\ ]{0,16})\(.*?\)(?P=delim)"   # raw string
      | [uUL]?8?"(?:\\.|[^"\\\n])*"                                  # string
      | [uUL]?8?'(?:\\.|[^'\\\n])*')                                 # character
  | (?P<ident>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<punct>\[\[|\]\]|[()\[\]])
  | (?P<other>\S)
""", re.VERBOSE | re.DOTALL)
LINE_MARKER = re.compile(r'^#\s*(?:line\s+)?\d+\s+"((?:\\.|[^"\\])*)"')

# The C library's ways to allocate or to find symbols behind the interposed routes.
DENIED_REFERENCES = ("__libc_", "_dl_", "dlsym", "dlvsym", "dlopen", "dlmopen", "dl_iterate_phdr", "__mmap",
                     "__munmap", "__mremap", "__sbrk", "__brk", "__curbrk", "__morecore", "__default_morecore",
                     "__clone", "clone", "__syscall")
ALLOWED_REFERENCES = {"__libc_single_threaded"}  # read by libstdc++'s own inline code
# Code that runs before the harness's first constructor (which takes the run's nonce): prioritised
# constructors and destructors, pre-init functions, legacy constructor tables.
EARLY_SECTIONS = re.compile(r"^\.(preinit_array|(init_array|fini_array)\.\d+|ctors|dtors)($|\.)")
HARNESS_NAMES = re.compile(r"^(best_(?!solution_entry$|user_main$)|_ZN4best)")


def solution_text(preprocessed: str) -> str:
    """The lines of the preprocessed file that come from the solution itself."""
    ours, kept = False, []
    for line in preprocessed.splitlines():
        marker = LINE_MARKER.match(line)
        if marker:
            ours = marker.group(1) == SOLUTION_FILE
            continue
        if ours:
            kept.append(line)
    return "\n".join(kept)


def _tokens(text: str) -> Iterator[tuple[str, str]]:
    for m in TOKEN.finditer(text):
        yield ("string" if m.group("string") is not None else m.lastgroup or "other"), m.group(0)


def source_refusal(preprocessed: str) -> str | None:
    """Why the solution's preprocessed text is refused, or None."""
    text = solution_text(preprocessed)
    for line in text.splitlines():
        pragma = PRAGMAS.match(line)
        if pragma:
            return (f"flags: `#pragma GCC {pragma.group(1)}` would override the environment's compiler flags "
                    f"(also when it comes from _Pragma or a macro); remove it")
    code = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
    depth, attribute_depth, pending = 0, None, False  # depth of parentheses and [[ ]] groups
    for kind, token in _tokens(code):
        if kind == "string":
            continue
        if kind == "ident" and token in ASM:
            return "asm: inline or top-level assembly is not allowed in a solution"
        if kind == "ident" and token in ATTRIBUTE_KEYWORDS:
            pending = True
            continue
        if token in ("(", "[[", "["):
            if (pending or token == "[[") and attribute_depth is None:
                attribute_depth = depth
            pending = False
            depth += 1
        elif token in (")", "]]", "]"):
            depth = max(0, depth - 1)
            if attribute_depth is not None and depth <= attribute_depth:
                attribute_depth = None
        elif kind == "ident" and attribute_depth is not None and token.strip("_") in ATTRIBUTE_NAMES:
            return (f"flags: the attribute `{token}` would override the environment's compiler flags; "
                    f"remove it")
        else:
            pending = False
    return None


def symbol_refusal(symbols: list[Symbol], libc: Path, sections: Sequence[str] = ()) -> str | None:
    """Why the solution's object is refused: what it defines or references that it must not, or code
    it would run before the harness's constructor."""
    for name in sections:
        if EARLY_SECTIONS.match(name):
            return (f"symbols: the solution has code that runs before the harness starts (section `{name}`: a "
                    f"constructor priority or a pre-init function)")
    exports = dynamic_exports(libc)
    for sym in symbols:
        if sym.ifunc:
            return f"symbols: `{sym.name}` is resolved by the solution's code while the program loads (ifunc)"
        if sym.defined and sym.visible and (sym.name in exports or HARNESS_NAMES.match(sym.name)):
            return (f"symbols: the solution defines `{sym.name}`, a name of the C library or of the judge's "
                    f"harness, which the harness would then call")
        if not sym.defined and sym.name not in ALLOWED_REFERENCES and sym.name.startswith(DENIED_REFERENCES):
            return (f"symbols: the solution uses `{sym.name}`, which allocates or finds code behind the "
                    f"judge's accounting")
    return None
