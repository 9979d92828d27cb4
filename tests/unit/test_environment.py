from __future__ import annotations

from dataclasses import replace

from best.judge.environment import Environment, current


def test_fingerprint_of_this_machine() -> None:
    env = current("O2", ["-O2"], "g++")
    assert env.flags == ("-O2",) and env.language == "cpp" and env.cores >= 1
    assert env.compiler.startswith("g++") and env.kernel
    assert env.id == current("O2", ["-O2"], "g++").id  # stable
    assert "-o2-" in env.id


def test_id_changes_with_every_field() -> None:
    base = Environment(name="O0", language="cpp", cpu_vendor="AuthenticAMD", cpu_model="AMD EPYC", cores=2,
                       compiler="g++ 12.2.0", compiler_version="gcc12.2.0", flags=(), kernel="6.1",
                       runtime="glibc 2.36")
    variants = [replace(base, cpu_model="Intel Xeon"), replace(base, cores=16), replace(base, flags=("-O3",)),
                replace(base, kernel="6.2"), replace(base, runtime="glibc 2.37"), replace(base, compiler="g++ 13"),
                replace(base, host="lab-3")]
    ids = {base.id, *(v.id for v in variants)}
    assert len(ids) == len(variants) + 1
    assert base.id.startswith("amd-epyc-2c-gcc12.2.0-o0-")
