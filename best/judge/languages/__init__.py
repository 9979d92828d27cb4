"""Solution languages behind one small interface, found by name in a registry.

A language knows how to fingerprint its runtime and how to turn a source file into a
`Build`: an executable the box can run (a compiled program, or an interpreter with its
arguments and the program's source), whose harness speaks the common result protocol
(fd 3) and honours the BEST_* limits. Everything after the build (running, measuring,
verdicts, calibration) is language-independent. Adding a language is one new module that
subclasses `Language` and registers itself.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import pkgutil
import shutil
import tempfile
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, ClassVar

from best.cache import Cache, write_checked
from best.errors import BestError, SandboxError
from best.judge.environment import Environment
from best.params import JudgeParams
from best.tasks.calls import SolutionInterface


@dataclass(frozen=True)
class Build:
    key: str
    ok: bool
    log: str
    exe: Path | None
    static_bytes: int = 0  # static storage of the solution, charged as extra memory
    init_base: int = 0  # what the runtime alone holds when main() starts
    compile_ms: float = 0.0
    args: tuple[str, ...] = ()  # the interpreter's arguments
    script: Path | None = None  # the program an interpreter runs (fd 4 of the run)
    env: tuple[tuple[str, str], ...] = ()
    # An interpreted program measures memory in a run of its own (tracing slows it down),
    # grows its recursion into RLIMIT_STACK, and holds its inputs as objects several times
    # the size of their encoding.
    interpreted: bool = False
    refused: str | None = None  # what the judge refused the source for (a failed build): flags, asm, symbols
    # An empty solution of the same interface and toolchain: what the harness, the runtime and the
    # inputs cost a process on their own, which the kernel's figures of a run are checked beyond.
    null: Build | None = None


class Language(ABC):
    name: ClassVar[str]
    extensions: ClassVar[tuple[str, ...]]

    def __init__(self, cache: Cache, judge: JudgeParams, flags: list[str]) -> None:
        self.cache = cache
        self.judge = judge
        self.flags = list(flags)

    @abstractmethod
    def environment(self, name: str, host: str | None = None) -> Environment:
        """The fingerprint of this machine for this language and these flags."""

    @property
    @abstractmethod
    def toolchain(self) -> Path:
        """The judge's own code for this language (harness, flags), built once per key."""

    @property
    def toolchain_id(self) -> str:
        """Names the toolchain: part of cache keys."""
        return self.toolchain.name

    def build(self, code: str, interface: SolutionInterface) -> Build:
        """Compile (or prepare) a solution; a failure is a Build with ok=False and its log. A build
        that can run carries the empty solution of its interface (`null`), built once and cached."""
        built = self._build(code, interface)
        if not built.ok:
            return built
        return replace(built, null=self._build(self.null_source(interface), interface))

    @abstractmethod
    def _build(self, code: str, interface: SolutionInterface) -> Build:
        """The build of one solution's code, cached by its content."""

    @abstractmethod
    def null_source(self, interface: SolutionInterface) -> str:
        """A solution of the interface that does nothing: its method returns a default value at once."""

    @abstractmethod
    def _load(self, key: str, directory: Path) -> Build | None:
        """The cached build in `directory`, or None when there is none or it is damaged (then set aside)."""

    def _built(self, key: str, make: Callable[[Path], dict[str, Any]]) -> Build:
        """The cached build of `key`, or one `make` writes into a scratch directory (returning the
        record that build.json keeps), published by one rename, so that a worker never sees half
        of a build and two workers building the same source both end with the same one."""
        final = self.cache.builds / key
        cached = self._load(key, final)
        if cached is not None:
            return cached
        work = Path(tempfile.mkdtemp(prefix=f"{key[:8]}-", dir=self._tmp_root))
        try:
            os.chmod(work, 0o755)  # the box reads it as the run's user
            write_checked(work / "build.json", json.dumps(make(work)).encode())
            with contextlib.suppress(OSError):  # another worker may have built it first
                os.replace(work, final)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        built = self._load(key, final)
        if built is None:
            raise SandboxError(f"the build of {key} in {final} is damaged as soon as it was written")
        return built

    @property
    def _tmp_root(self) -> Path:
        """Where builds are made before they are renamed into place: same file system, so the rename is atomic."""
        root = self.cache.builds / ".tmp"
        root.mkdir(parents=True, exist_ok=True)
        return root

    def _set_aside(self, key: str, directory: Path) -> None:
        """Move a damaged build out of the way (atomically, so no worker runs half of it), then delete it."""
        aside = Path(tempfile.mkdtemp(prefix=f"damaged-{key[:8]}-", dir=self._tmp_root))
        with contextlib.suppress(OSError):  # another worker may have set it aside first
            os.replace(directory, aside)
        shutil.rmtree(aside, ignore_errors=True)


LANGUAGES: dict[str, type[Language]] = {}


def register(cls: type[Language]) -> type[Language]:
    LANGUAGES[cls.name] = cls
    return cls


def _discover() -> None:
    """Import every module of this package once: each language registers itself."""
    if not LANGUAGES:
        for module in pkgutil.iter_modules(__path__):
            importlib.import_module(f"{__name__}.{module.name}")


def language_named(name: str) -> type[Language]:
    _discover()
    if name not in LANGUAGES:
        raise BestError(f"unknown language {name!r}; known: {sorted(LANGUAGES)}")
    return LANGUAGES[name]


def language_of(path: Path) -> str:
    _discover()
    for name, cls in LANGUAGES.items():
        if path.suffix in cls.extensions:
            return name
    raise BestError(f"no language handles {path.suffix!r} files", file=path)
