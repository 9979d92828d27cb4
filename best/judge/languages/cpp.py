"""C++ solutions: g++ with the environment's flags, a precompiled prelude and a prebuilt harness.

Per toolchain (compiler, standard, flags, judge sources) the trusted parts are built once:
the prelude `<bits/stdc++.h>` + `using namespace std;` precompiled with the solution's
exact flags, the harness object, and one driver object per task interface. A sample then
costs one compile of its own translation unit against the precompiled header and a link,
a fraction of a plain g++ run. Solutions are compiled and linked inside a bubblewrap
sandbox as an unprivileged user, with time, memory and file-size limits, because a
source file can attack the compiler too (`#include "/dev/zero"`, template bombs).
A solution's own `main` is renamed by the preprocessor, so it still links and is judged.

A damaged cache entry is rebuilt, never run: build.json records the SHA-256 of the linked
executable and toolchain.json those of the trusted files, each checked once per process
(best.cache.has_digest).
"""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import shutil
import struct
import subprocess
import tempfile
import time
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from best.cache import (
    Cache,
    atomic_write,
    content_key,
    file_sha256,
    has_digest,
    intact,
    locked,
    read_checked,
    warn_damaged,
    write_checked,
)
from best.errors import SandboxError
from best.judge import environment
from best.judge.elf import ObjectFile, read_object
from best.judge.languages import Build, Language, register
from best.judge.languages.cpp_driver import NULL_DRIVER, driver_source, null_solution, shim_source
from best.judge.languages.cpp_rules import source_refusal, symbol_refusal
from best.judge.sandbox import CPP_DIR, NOBODY, run_tool
from best.params import JudgeParams
from best.tasks.calls import SolutionInterface
from best.tasks.interface import Interface

PRELUDE = "#include <bits/stdc++.h>\nusing namespace std;\n"
# The prelude is the compiler's <bits/stdc++.h> less the headers of what no solution can use in
# the sandbox (threads, the file system, parallel execution policies): those are the bulk of
# what every compile against the precompiled header re-instantiates (0.18 s -> 0.10 s per sample
# with g++ 12). The trimmed copy shadows the compiler's in the toolchain's include directory, so a
# solution's own `#include <bits/stdc++.h>` is the prelude again; one that names <thread> gets it.
UNUSABLE_HEADERS = ("future", "thread", "condition_variable", "filesystem", "execution")
RENAME_MAIN = "-Dmain=best_user_main"
# Eager binding: the lazy resolver would otherwise run inside the measured call (about
# 1 KB of stack and a little time on the first call of each libc function).
LINK = ["-static-libstdc++", "-static-libgcc", "-Wl,-z,now"]
# what every sample compiles and links with
TRUSTED = ("prelude.h", "bits/stdc++.h", "prelude.h.gch", "harness.h", "harness.o")


@cache
def linker() -> list[str]:
    """mold where it is installed (make install puts it there): it links a sample in a third of
    the default linker's time. Part of the toolchain's key."""
    return ["-fuse-ld=mold"] if shutil.which("mold") else []


def _trusted(cmd: list[str], what: str) -> None:
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SandboxError(f"cannot build the judge's {what}:\n{shlex.join(cmd)}\n{done.stderr[-4000:]}")


@register
class Cpp(Language):
    name = "cpp"
    extensions = (".cpp", ".cc", ".cxx")

    def __init__(self, cache: Cache, judge: JudgeParams, flags: list[str]) -> None:
        super().__init__(cache, judge, flags)
        self.compiler = judge.compiler
        self.std = f"-std={judge.std}"

    def environment(self, name: str, host: str | None = None) -> environment.Environment:
        return environment.current(name, self.flags, self.compiler, self.name, host)

    # -- the trusted toolchain -----------------------------------------------------------

    @cached_property
    def toolchain(self) -> Path:
        """Directory with prelude.h(.gch), harness.h, harness.o and drivers/, built once."""
        key = content_key("toolchain", environment=environment.compiler_version(self.compiler),
                          params=[self.std, self.flags, linker()])[:16]
        directory = self.cache.toolchains / f"cpp-{key}"
        if not self._stale(directory)[1]:
            return directory
        with locked(directory / ".lock"):
            record, stale = self._stale(directory)
            if stale:
                self._build_toolchain(directory, stale)
                init_base = record["init_base"] if record is not None else self._measure_init_base(directory)
                digests = {name: file_sha256(directory / name) for name in TRUSTED}
                write_checked(directory / "toolchain.json",
                              json.dumps({"init_base": init_base, "sha256": digests}).encode())
        return directory

    @staticmethod
    def _stale(directory: Path) -> tuple[dict[str, Any] | None, list[str]]:
        """The toolchain's record (None until it was first completed: toolchain.json comes last)
        and the trusted files that are missing or differ from it, each rebuilt alone."""
        data = read_checked(directory / "toolchain.json")
        if data is None:
            return None, list(TRUSTED)
        record: dict[str, Any] = json.loads(data)
        stale = [name for name in TRUSTED if not has_digest(directory / name, record["sha256"][name])]
        for name in stale:
            if (directory / name).exists():
                warn_damaged(directory / name)
        return record, stale

    def _build_toolchain(self, d: Path, names: list[str]) -> None:
        (d / "drivers").mkdir(parents=True, exist_ok=True)
        # Atomically, since samples may be compiling against them while one is rebuilt.
        atomic_write(d / "prelude.h", PRELUDE.encode())
        atomic_write(d / "bits" / "stdc++.h", self._trimmed_stdcpp())
        atomic_write(d / "harness.h", (CPP_DIR / "harness.h").read_bytes())
        flags = [self.std, *self.flags]
        if "prelude.h.gch" in names:
            _trusted([self.compiler, *flags, RENAME_MAIN, "-I", str(d), "-x", "c++-header", str(d / "prelude.h"),
                      "-o", str(d / "prelude.h.gch")], "precompiled prelude")
        if "harness.o" in names:
            # The harness runs inside every measured call (allocator hooks), so it is always
            # optimised, whatever the solution's flags.
            _trusted([self.compiler, *flags, "-O2", "-c", str(CPP_DIR / "harness.cpp"), "-I", str(d),
                      "-o", str(d / "harness.o")], "harness")

    def _trimmed_stdcpp(self) -> bytes:
        """The compiler's own <bits/stdc++.h> (found from its dependency list), without UNUSABLE_HEADERS."""
        done = subprocess.run([self.compiler, self.std, "-M", "-x", "c++", "-"], input="#include <bits/stdc++.h>\n",
                              capture_output=True, text=True, check=False)
        found = [t for t in done.stdout.replace("\\\n", " ").split() if t.endswith("/bits/stdc++.h")]
        if done.returncode != 0 or not found:
            raise SandboxError(f"cannot find <bits/stdc++.h> of {self.compiler}: {done.stderr.strip()[-2000:]}")
        unusable = {f"#include <{h}>" for h in UNUSABLE_HEADERS}
        lines = Path(found[0]).read_text().splitlines(keepends=True)
        return "".join(line for line in lines if line.strip() not in unusable).encode()

    def _measure_init_base(self, d: Path) -> int:
        """Bytes the runtime itself holds when main() starts (libstdc++'s exception pool).

        A solution's static initialisers allocate on top of this, and that part is charged.
        """
        work = Path(tempfile.mkdtemp(prefix="null-", dir=d))
        try:
            (work / "driver.cpp").write_text(NULL_DRIVER)
            (work / "null.cpp").write_text("")
            flags = [self.std, *self.flags]
            _trusted([self.compiler, *flags, "-O2", "-I", str(d), "-c", str(work / "driver.cpp"),
                      "-o", str(work / "driver.o")], "null driver")
            _trusted([self.compiler, *flags, "-I", str(d), "-include", "prelude.h", RENAME_MAIN, "-c",
                      str(work / "null.cpp"), "-o", str(work / "null.o")], "null solution")
            _trusted([self.compiler, *flags, str(d / "harness.o"), str(work / "driver.o"), str(work / "null.o"),
                      *LINK, *linker(), "-o", str(work / "null")], "null program")
            subprocess.run(["/bin/sh", "-c", 'exec "$0" 3>"$1"', str(work / "null"), str(work / "result")],
                           stdin=subprocess.DEVNULL, capture_output=True, env={}, check=False)
            for line in (work / "result").read_bytes().decode(errors="replace").splitlines():
                if line.startswith("init_live "):
                    return int(line.split()[1])
            raise SandboxError("the null program reported no init_live")
        finally:
            shutil.rmtree(work, ignore_errors=True)

    def driver(self, interface: Interface) -> Path:
        source = driver_source(interface)
        obj = self.toolchain / "drivers" / f"{hashlib.sha256(source.encode()).hexdigest()[:16]}.o"
        if not intact(obj):
            with locked(obj.with_suffix(".lock")):
                if not intact(obj):
                    src = obj.with_suffix(".cpp")
                    src.write_text(source)
                    tmp = obj.with_suffix(".tmp.o")
                    _trusted([self.compiler, self.std, *self.flags, "-O2", "-I", str(self.toolchain), "-c", str(src),
                              "-o", str(tmp)], "driver")
                    write_checked(obj, tmp.read_bytes())
                    tmp.unlink()
        return obj

    # -- untrusted builds ----------------------------------------------------------------

    def null_source(self, interface: SolutionInterface) -> str:
        if not isinstance(interface, Interface):
            raise TypeError("a C++ build needs the task's C++ interface")
        return null_solution(interface)

    def _build(self, code: str, interface: SolutionInterface) -> Build:
        if not isinstance(interface, Interface):
            raise TypeError("a C++ build needs the task's C++ interface")
        driver = self.driver(interface)
        key = content_key("build", code=code, environment=self.toolchain.name, params=driver.name)[:32]
        return self._built(key, lambda work: self._make(work, code, interface, driver))

    def _make(self, work: Path, code: str, interface: Interface, driver: Path) -> dict[str, Any]:
        os.chown(work, NOBODY, NOBODY)  # the compiler runs as nobody
        (work / "solution.cpp").write_text(code.rstrip("\n") + "\n" + shim_source(interface))
        started = time.perf_counter()
        ok, log = self._compile(work, driver)
        obj, refusal = self._checked(work) if ok else (None, None)
        if refusal is not None:
            ok, log = False, f"refused by the judge: {refusal}\n"
        info = {"ok": ok, "log": log[: self.judge.log_limit_kb * 1024],
                "compile_ms": (time.perf_counter() - started) * 1000,
                "static_bytes": obj.static_storage_bytes if ok and obj is not None else 0,
                "init_base": json.loads((self.toolchain / "toolchain.json").read_text())["init_base"],
                "sha256": file_sha256(work / "solution") if ok else None,
                "refused": refusal.split(":", 1)[0] if refusal else None}
        for name in ("solution.o", "solution.ii"):
            (work / name).unlink(missing_ok=True)
        return info

    def _checked(self, work: Path) -> tuple[ObjectFile | None, str | None]:
        """The solution's object, and why the judge refuses a solution that compiled
        (best.judge.languages.cpp_rules), or None."""
        try:
            obj = read_object(work / "solution.o")
            preprocessed = (work / "solution.ii").read_text(errors="replace")
        except (OSError, ValueError, IndexError, struct.error) as exc:  # files the build left unreadable
            return None, f"symbols: the object file cannot be read ({type(exc).__name__}: {exc})"
        return obj, source_refusal(preprocessed) or symbol_refusal(obj.symbols, self.libc, obj.section_names)

    @cached_property
    def libc(self) -> Path:
        """The C library the programs link against, whose exported names a solution may not define."""
        done = subprocess.run([self.compiler, "-print-file-name=libc.so.6"], capture_output=True, text=True,
                              check=False)
        path = Path(done.stdout.strip()).resolve()
        if done.returncode != 0 or not path.is_file():
            raise SandboxError(f"cannot find the C library of {self.compiler}: {done.stderr.strip()}")
        return path

    def _load(self, key: str, directory: Path) -> Build | None:
        """The cached build, or None when there is none or it is damaged (then it is set aside to be rebuilt)."""
        if not directory.exists():
            return None
        record = read_checked(directory / "build.json")
        info = json.loads(record) if record is not None else None
        exe = directory / "solution"
        if info is not None and info["ok"] and not has_digest(exe, info["sha256"]):
            warn_damaged(exe)
            info = None
        if info is None:
            self._set_aside(key, directory)
            return None
        return Build(key=key, ok=info["ok"], log=info["log"], exe=exe if info["ok"] else None,
                     refused=info.get("refused"),
                     static_bytes=info["static_bytes"], init_base=info["init_base"], compile_ms=info["compile_ms"])

    def _compile(self, work: Path, driver: Path) -> tuple[bool, str]:
        flags = [self.std, *self.flags]
        tc = "/judge/toolchain"
        compile_cmd = shlex.join([self.compiler, *flags, "-pipe", "-I", tc, "-include", "prelude.h", RENAME_MAIN,
                                  "-c", "solution.cpp", "-o", "solution.o"])
        # What cpp_rules reads: the solution with its macros and _Pragma expanded (the prelude stays a
        # reference to its precompiled header).
        preprocess_cmd = shlex.join([self.compiler, *flags, "-E", "-fpch-preprocess", "-I", tc, "-include",
                                     "prelude.h", RENAME_MAIN, "solution.cpp", "-o", "solution.ii"])
        link = [self.compiler, *flags, f"{tc}/harness.o", f"{tc}/drivers/{driver.name}", "solution.o", *LINK]
        link_cmd = shlex.join([*link, "-o", "solution"]) + " 2>&1"
        if linker():  # mold, and where it fails (it crashes on some odd section attributes) the default linker
            link_cmd = f"{{ {shlex.join([*link, *linker(), '-o', 'solution'])} >/dev/null 2>&1 || {link_cmd}; }}"
        timeout = self.judge.compile_timeout_s
        binds = ["--perms", "0755", "--dir", "/judge", "--ro-bind", str(self.toolchain), tc,
                 "--bind", str(work), "/judge/work"]
        status, log = run_tool(["/bin/sh", "-c", f"{compile_cmd} 2>&1 && {link_cmd} && {preprocess_cmd} 2>&1"],
                               binds=binds,
                               chdir="/judge/work", memory_bytes=self.judge.compile_memory_mb << 20,
                               file_bytes=256 << 20, timeout_s=timeout)
        if status is None:
            return False, f"compilation exceeded the time limit of {timeout:g} s"
        # The precompiled prelude remembers the host path it was built at: a log names the
        # toolchain as the box shows it, so the same code logs the same text on every machine
        return status == 0 and (work / "solution").exists(), log.replace(str(self.toolchain), tc)
