"""The execution environment's fingerprint.

Limits are calibrated per environment and runs are only ever compared with limits of the
environment that produced them, so the id must change whenever anything that moves
timings or memory changes: CPU, core count, compiler and version, flags, kernel and the
language runtime. The id is readable (`amd-epyc-2c-gcc12.2.0-O2-…`) and ends in a hash
of all fields, so two machines that differ only in, say, the kernel never share one.
"""

from __future__ import annotations

import hashlib
import json
import platform
import re
import subprocess
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path

import psutil

from best.errors import BestError


@dataclass(frozen=True)
class Environment:
    name: str
    language: str
    cpu_vendor: str
    cpu_model: str
    cores: int
    compiler: str
    compiler_version: str
    flags: tuple[str, ...]
    kernel: str
    runtime: str
    host: str | None = None

    @property
    def id(self) -> str:
        digest = hashlib.sha256(json.dumps(asdict(self), sort_keys=True).encode()).hexdigest()[:10]
        flags = "".join(f.lstrip("-") for f in self.flags) or ("O0" if self.language == "cpp" else "")
        parts = [_slug(self.cpu_model), f"{self.cores}c", _slug(self.compiler_version), _slug(flags), digest]
        return "-".join(p for p in parts if p)

    def to_dict(self) -> dict[str, object]:
        """JSON-native (flags as a list), so a stored calibration compares equal to a fresh one."""
        return {"id": self.id, **asdict(self), "flags": list(self.flags)}


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9.]+", "-", text.lower()).strip("-")[:40]


@cache
def cpu_info() -> tuple[str, str]:
    """The CPU's vendor and model, from the kernel's cpuinfo: psutil, which gives the rest of the
    fingerprint's machine facts, does not name the CPU."""
    vendor = model = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            key, _, value = line.partition(":")
            if key.strip() == "vendor_id" and vendor == "unknown":
                vendor = value.strip()
            elif key.strip() == "model name" and model == "unknown":
                model = value.strip()
    except OSError:
        pass
    return vendor, model


@cache
def compiler_version(compiler: str) -> str:
    try:
        out = subprocess.run([compiler, "--version"], capture_output=True, text=True, timeout=30, check=True)
    except (OSError, subprocess.SubprocessError) as exc:
        raise BestError(f"cannot run the compiler: {exc}", field="judge.compiler") from None
    return out.stdout.splitlines()[0].strip()


def short_compiler(compiler: str) -> str:
    """`gcc12.2.0` from `g++ (Debian 12.2.0-14) 12.2.0`."""
    version = compiler_version(compiler)
    number = version.split()[-1]
    name = "clang" if "clang" in version else "gcc"
    return f"{name}{number}"


def current(name: str, flags: list[str], compiler: str, language: str = "cpp", host: str | None = None) -> Environment:
    vendor, model = cpu_info()
    cores = len(psutil.Process().cpu_affinity() or ())  # the cores this judge may run on, not the machine's
    libc, version = platform.libc_ver()
    return Environment(
        name=name,
        language=language,
        cpu_vendor=vendor,
        cpu_model=model,
        cores=cores,
        compiler=compiler_version(compiler),
        compiler_version=short_compiler(compiler),
        flags=tuple(flags),
        kernel=platform.release(),
        runtime=f"{libc} {version}".strip(),
        host=host,
    )
