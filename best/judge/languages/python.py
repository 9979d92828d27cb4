"""Python solutions: the judge's CPython runs a harness that measures one call of the entry point.

The interpreter is the machine's own (`judge.python`, under /usr, so the box sees it at the
same path); the environment's fingerprint names its version. Per toolchain (interpreter,
harness sources) the trusted parts are prepared once: the harness, the value codec it
shares with the host, and bestmem.so, the C counter of the interpreter's frame stack,
compiled by the judge's C++ compiler in C mode. The box shows them to runs read-only
under /opt/best.

A build is the solution checked for syntax (by the same interpreter, in a bubblewrap
sandbox as an unprivileged user under time and memory limits, since parsing hostile text
is work too) and written, behind one JSON line naming the entry point and after the
task's prelude, to program.py; the run gets it as fd 4. A syntax error is a failed build
(verdict CE) with the interpreter's message. As for C++, a damaged cache entry is rebuilt,
never run: build.json records program.py's SHA-256, toolchain.json the trusted files'.
"""

from __future__ import annotations

import json
import os
import platform
import re
import subprocess
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
    locked,
    read_checked,
    warn_damaged,
    write_checked,
)
from best.errors import BestError, SandboxError
from best.judge import environment
from best.judge.languages import Build, Language, register
from best.judge.sandbox import TOOLCHAIN_VIEW, run_tool
from best.params import JudgeParams
from best.tasks import pyvalues
from best.tasks.calls import SolutionInterface
from best.tasks.pyinterface import PyInterface

PYTHON_DIR = Path(__file__).resolve().parents[1] / "python"
TRUSTED = ("harness.py", "pyvalues.py", "bestmem.so")
# No site: the standard library only, as on a judge; no user site; no script folder on sys.path;
# no .pyc written. PYTHONHASHSEED fixes set and dict-of-str iteration, so a run repeats exactly.
FLAGS = ("-S", "-s", "-P", "-B")
RUN_ENV = (("PYTHONHASHSEED", "0"), ("PYTHONIOENCODING", "utf-8"))
SYNTAX_CHECK = "import sys; compile(sys.stdin.buffer.read(), 'solution.py', 'exec')"


@cache
def interpreter_version(python: str) -> str:
    """`3.11.2`, from the interpreter itself; only 3.11 and later keep frames where bestmem counts them."""
    try:
        done = subprocess.run([python, "-S", "-c", "import sys; print('%d.%d.%d' % sys.version_info[:3])"],
                              capture_output=True, text=True, timeout=30, check=True)
    except (OSError, subprocess.SubprocessError) as exc:
        raise BestError(f"cannot run the judge's Python {python}: {exc}", field="judge.python") from None
    version = done.stdout.strip()
    if tuple(int(x) for x in version.split(".")[:2]) < (3, 11):
        raise BestError(f"{python} is Python {version}; the judge needs 3.11 or later", field="judge.python")
    return version


@register
class Python(Language):
    name = "python"
    extensions = (".py",)

    def __init__(self, cache: Cache, judge: JudgeParams, flags: list[str]) -> None:
        super().__init__(cache, judge, flags)
        if flags:
            raise BestError(f"a python environment takes no compiler flags, got {flags}", field="environments")
        self.python = Path(judge.python)
        if not self.python.is_absolute() or self.python.parts[:2] != ("/", "usr"):
            raise BestError(f"{judge.python} must be an absolute path under /usr, which the sandbox shows",
                            field="judge.python")
        if not self.python.exists():
            raise BestError(f"{judge.python} does not exist (make install puts Debian's python3.11 there)",
                            field="judge.python")

    def environment(self, name: str, host: str | None = None) -> environment.Environment:
        version = interpreter_version(str(self.python))
        vendor, model = environment.cpu_info()
        libc, libc_version = platform.libc_ver()
        return environment.Environment(
            name=name, language=self.name, cpu_vendor=vendor, cpu_model=model, cores=len(os.sched_getaffinity(0)),
            compiler=f"CPython {version} ({self.python})", compiler_version=f"cpython{version}", flags=(),
            kernel=platform.release(), runtime=f"{libc} {libc_version}".strip(), host=host)

    # -- the trusted toolchain -----------------------------------------------------------

    @cached_property
    def toolchain(self) -> Path:
        """harness.py, pyvalues.py and bestmem.so, readable by the runs; prepared once."""
        key = content_key("toolchain", environment=str(self.python), params=[
            interpreter_version(str(self.python)), environment.compiler_version(self.judge.compiler)])[:16]
        directory = self.cache.toolchains / f"python-{key}"
        if self._intact(directory):
            return directory
        with locked(directory / ".lock"):
            if not self._intact(directory):
                self._build_toolchain(directory)
        return directory

    @staticmethod
    def _intact(directory: Path) -> bool:
        data = read_checked(directory / "toolchain.json")
        if data is None:
            return False
        digests: dict[str, str] = json.loads(data)["sha256"]
        damaged = [name for name in TRUSTED if not has_digest(directory / name, digests[name])]
        for name in damaged:
            if (directory / name).exists():
                warn_damaged(directory / name)
        return not damaged

    def _build_toolchain(self, d: Path) -> None:
        d.mkdir(parents=True, exist_ok=True)
        os.chmod(d, 0o755)  # the runs read it, as another user
        atomic_write(d / "harness.py", (PYTHON_DIR / "harness.py").read_bytes())
        atomic_write(d / "pyvalues.py", Path(pyvalues.__file__).read_bytes())
        tmp = d / "bestmem.tmp.so"
        cmd = [self.judge.compiler, "-x", "c", "-O2", "-shared", "-fPIC", str(PYTHON_DIR / "bestmem.c"),
               "-o", str(tmp)]
        done = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise SandboxError(f"cannot build the judge's bestmem.so:\n{done.stderr[-4000:]}")
        atomic_write(d / "bestmem.so", tmp.read_bytes())
        tmp.unlink()
        digests = {name: file_sha256(d / name) for name in TRUSTED}
        write_checked(d / "toolchain.json", json.dumps({"sha256": digests}).encode())

    # -- untrusted builds ----------------------------------------------------------------

    def null_source(self, interface: SolutionInterface) -> str:
        if not isinstance(interface, PyInterface):
            raise TypeError("a Python build needs the task's Python interface")
        spec = interface.spec()
        if spec.get("class"):
            return f"class {spec['class']}:\n    def {spec['function']}(self, *args):\n        return None\n"
        return f"def {spec['function']}(*args):\n    return None\n"

    def _build(self, code: str, interface: SolutionInterface) -> Build:
        if not isinstance(interface, PyInterface):
            raise TypeError("a Python build needs the task's Python interface")
        program = self._program(code, interface)
        key = content_key("build", code=program.decode("utf-8", "replace"), environment=self.toolchain.name)[:32]
        return self._built(key, lambda work: self._make(work, program))

    def _make(self, work: Path, program: bytes) -> dict[str, Any]:
        started = time.perf_counter()
        ok, log = self._check_syntax(program.partition(b"\n")[2])
        atomic_write(work / "program.py", program)
        return {"ok": ok, "log": log[: self.judge.log_limit_kb * 1024],
                "compile_ms": (time.perf_counter() - started) * 1000, "sha256": file_sha256(work / "program.py")}

    @staticmethod
    def _program(code: str, interface: PyInterface) -> bytes:
        """The entry point, then the prelude and the solution as one module (ENAMEL runs the
        HumanEval prompt and the sample as one program the same way)."""
        body = (interface.prelude.rstrip("\n") + "\n\n" if interface.prelude.strip() else "") + code
        return (json.dumps(interface.spec()) + "\n" + body.rstrip("\n") + "\n").encode("utf-8", "surrogatepass")

    def _load(self, key: str, directory: Path) -> Build | None:
        if not directory.exists():
            return None
        record = read_checked(directory / "build.json")
        info: dict[str, Any] | None = json.loads(record) if record is not None else None
        program = directory / "program.py"
        if info is not None and not has_digest(program, info["sha256"]):
            warn_damaged(program)
            info = None
        if info is None:
            self._set_aside(key, directory)
            return None
        harness = f"{TOOLCHAIN_VIEW}/{self.toolchain.name}/harness.py"
        return Build(key=key, ok=info["ok"], log=info["log"], exe=self.python if info["ok"] else None,
                     compile_ms=info["compile_ms"], args=(*FLAGS, harness), script=program if info["ok"] else None,
                     env=RUN_ENV, interpreted=True)

    def _check_syntax(self, code: bytes) -> tuple[bool, str]:
        """Compile without running, as nobody in a sandbox: the parser meets hostile text too."""
        timeout = self.judge.compile_timeout_s
        status, log = run_tool([str(self.python), *FLAGS, "-c", SYNTAX_CHECK], binds=[], chdir="/tmp",
                               memory_bytes=self.judge.compile_memory_mb << 20, file_bytes=0, timeout_s=timeout,
                               stdin=code)
        if status is None:
            return False, f"checking the syntax exceeded the time limit of {timeout:g} s"
        if status == 0:
            return True, ""
        # the interpreter's own frames say nothing about the solution
        return False, re.sub(r'  File "<string>", line 1, in <module>\n', "", log)
