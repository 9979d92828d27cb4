"""Shared fixtures: one cache, one C++ toolchain and one sandbox for the whole session."""

from __future__ import annotations

import atexit
import itertools
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

# Before Prefect is first imported (it reads its settings then): the entry points default
# PREFECT_HOME to the working directory's .prefect (flows/settings.py), whose database and
# stored task results would then be shared by every test session, and a cached task result
# would pass for a measurement. Prefect's ephemeral API keeps its database there too.
if "PREFECT_HOME" not in os.environ:
    os.environ["PREFECT_HOME"] = tempfile.mkdtemp(prefix="best-tests-prefect-")
    # Registered before Prefect is imported, so it runs after Prefect's own exit handlers have
    # stopped the ephemeral server: a test session leaves no directory behind in /tmp.
    atexit.register(shutil.rmtree, os.environ["PREFECT_HOME"], ignore_errors=True)
os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
# The ephemeral server says goodbye at interpreter exit, after pytest closed the console
# it would print to; only warnings and errors are worth a line in a test run.
os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING")
# As flows/settings.py sets it for every entry point: a loaded machine starts the API slowly.
os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "180")

import pytest
import yaml

from best.cache import Cache, atomic_write
from best.judge.languages import Build
from best.judge.languages.cpp import Cpp
from best.judge.languages.python import Python
from best.judge.row import Policy, run_test
from best.judge.run import Measurement, Runner
from best.judge.sandbox import Box
from best.params import JudgeParams, load_params
from best.session import Session
from best.tasks import pyvalues
from best.tasks.codec import decode, encode
from best.tasks.interface import CppType, Interface, parse_interface
from best.tasks.model import TestCase
from best.tasks.pyinterface import PyInterface, parse_py_interface
from flows.server import CLIENT_VARIABLES, client_environment, local_server
from tests.s3_server import S3Server, s3_server

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
FIXTURE_TASKS = ROOT / "tests" / "fixtures" / "tasks"

# The interface of the ground-truth programs: they read `a` and return one number.
PROBE = parse_interface("class Solution { public: long long solve(vector<int>& a); };", [])
PY_PROBE = parse_py_interface("class Solution:\n    def solve(self, a: List[int]) -> int:\n")

# Test tiers (`make check` leaves out both; `make test` runs everything). A test is marked
# `sandbox` when it judges or compiles a program, `server` when it starts a server process or
# Prefect's API: by its module's or its own mark, or here, by the fixtures it uses.
needs_root = pytest.mark.sandbox
SANDBOX_FIXTURES = frozenset({"box", "runner", "probe", "py_probe", "cpp", "python", "pack_session",
                              "pair_count_params"})
SERVER_FIXTURES = frozenset({"s3", "bucket", "prefect_api"})
CAN_SANDBOX = os.geteuid() == 0 and shutil.which("bwrap") is not None


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        if fixtures & SANDBOX_FIXTURES:
            item.add_marker(pytest.mark.sandbox)
        if fixtures & SERVER_FIXTURES:
            item.add_marker(pytest.mark.server)
        if not CAN_SANDBOX and item.get_closest_marker("sandbox") is not None:
            item.add_marker(pytest.mark.skip(reason="the sandbox needs root and bubblewrap (make install)"))


@pytest.fixture(scope="session")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Cache:
    return Cache(tmp_path_factory.mktemp("cache"))


@pytest.fixture(scope="session")
def pair_count_params(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """params.yaml for the 2x2 fixture task at -O0, with its own cache shared by the modules that use it."""
    d = tmp_path_factory.mktemp("pair_count")
    path = d / "params.yaml"
    path.write_text(yaml.safe_dump({
        "tasks": {"root": str(FIXTURE_TASKS)},
        "environments": [{"name": "O0", "flags": []}],
        "judge": {"environment": "O0", "cache_dir": str(d / "cache"), "output_limit_kb": 2048},
        "storage": {"uri": str(d / "published")},
    }))
    return path


@pytest.fixture(scope="session")
def pack_session(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Session]:
    """A session on the project's own params and task pack, with a cache of its own: its
    calibrations are this test run's, from scratch, and a task that test_pack validates is
    not calibrated again for its unseen solutions."""
    d = tmp_path_factory.mktemp("pack")
    params = yaml.safe_load((ROOT / "params.yaml").read_text())
    params["judge"]["cache_dir"] = str(d / "cache")
    params["tasks"]["root"] = str(ROOT / "data" / "tasks")
    (d / "params.yaml").write_text(yaml.safe_dump(params))
    with Session(load_params(d / "params.yaml")) as s:
        yield s


@pytest.fixture(scope="session")
def judge_params() -> JudgeParams:
    # A small output limit keeps the flood tests quick; everything else is the default.
    return JudgeParams(output_limit_kb=2048)


@pytest.fixture(scope="session")
def cpp(cache: Cache, judge_params: JudgeParams) -> Cpp:
    return Cpp(cache, judge_params, [])


@pytest.fixture(scope="session")
def box(cache: Cache) -> Iterator[Box]:
    if os.geteuid() != 0 or shutil.which("bwrap") is None:
        pytest.skip("the sandbox needs root and bubblewrap")
    with Box(cache) as b:
        yield b


@pytest.fixture(scope="session")
def runner(box: Box, judge_params: JudgeParams) -> Runner:
    return Runner(box, judge_params)


@pytest.fixture(scope="session")
def probe_inputs(cache: Cache) -> dict[str, Path]:
    """Inputs of the probe interface: a = [1, 2, 3] and a million ones."""
    vector = CppType("vector", (CppType("int"),))
    paths = {}
    for name, values in {"small": [1, 2, 3], "million": [1] * 1_000_000}.items():
        path = cache.inputs_root / "probe" / f"{name}.in"
        atomic_write(path, encode(values, vector))
        paths[name] = path
    return paths


def solution(body: str, prelude: str = "") -> str:
    """A probe solution: `prelude` at file scope, `body` inside solve(vector<int>& a)."""
    return f"{prelude}\nclass Solution {{\npublic:\n    long long solve(vector<int>& a) {{\n{body}\n    }}\n}};\n"


def measured(runner: Runner, build: Build, path: Path, cap_ms: float, memory_kb: float, *,
             memory: bool = True) -> Measurement:
    """One run of a probe, through the judge's one primitive (best.judge.row.run_test) on a single
    attempt: the measurement the pipeline's verdicts are made from, in full."""
    policy = Policy(cap_ms=cap_ms, memory_cap_kb=memory_kb, attempts=1, time_limit_ms=None)
    run = run_test(runner, build, TestCase(1, path.stem, None, False), path, check=lambda case, p, out: (True, ""),
                   policy=policy, memory=memory)
    assert run.measurement is not None
    return run.measurement


class Probe:
    """Compiles and runs probe programs."""

    def __init__(self, cpp: Cpp, runner: Runner, inputs: dict[str, Path]) -> None:
        self.cpp, self.runner, self.inputs = cpp, runner, inputs

    def build(self, source: str, interface: Interface = PROBE) -> Build:
        build = self.cpp.build(source, interface)
        assert build.ok, build.log
        return build

    def run(self, source: str, *, input: str = "small", cap_ms: float = 2000,
            memory_kb: float = 256 * 1024) -> Measurement:
        return measured(self.runner, self.build(source), self.inputs[input], cap_ms, memory_kb)

    @staticmethod
    def value(m: Measurement) -> int:
        assert m.output is not None, (m.ending, m.detail, m.log)
        (v,) = decode(m.output, (CppType("long long"),))
        return int(v)


@pytest.fixture(scope="session")
def probe(cpp: Cpp, runner: Runner, probe_inputs: dict[str, Path]) -> Probe:
    return Probe(cpp, runner, probe_inputs)


_buckets = itertools.count()


@pytest.fixture(scope="module")
def s3() -> Iterator[S3Server]:
    """A real S3 server on loopback for the module, its credentials in the environment."""
    with s3_server() as server, pytest.MonkeyPatch.context() as mp:
        for name, value in server.env.items():
            mp.setenv(name, value)
        yield server


@pytest.fixture(scope="session")
def prefect_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    """One local Prefect server for the session (each start costs 10-20 s here), as the variables
    its clients need (URL, auth string). They are in the environment only where `prefect_api` puts
    them, so that a test can still start a server of its own or Prefect's ephemeral API."""
    configured = os.environ.get("PREFECT_API_URL")
    with local_server(tmp_path_factory.mktemp("prefect") / "server.log"):
        client = client_environment()
        if configured is None:
            for name in CLIENT_VARIABLES:
                os.environ.pop(name, None)
        yield client


@pytest.fixture(scope="module")
def prefect_api(prefect_server: dict[str, str]) -> Iterator[str]:
    """The session's Prefect server as the module's API: its flows and the stage processes it starts
    (they inherit the environment) report there."""
    with pytest.MonkeyPatch.context() as mp:
        for name, value in prefect_server.items():
            mp.setenv(name, value)
        yield prefect_server["PREFECT_API_URL"]


@pytest.fixture
def bucket(s3: S3Server) -> str:
    """A new, empty bucket for each test."""
    name = f"best-{next(_buckets)}"
    s3.create_bucket(name)
    return name


@pytest.fixture(scope="session")
def python(cache: Cache, judge_params: JudgeParams) -> Python:
    return Python(cache, judge_params, [])


def py_solution(body: str, prelude: str = "") -> str:
    """A Python probe: `prelude` at module level, `body` inside solve(self, a) (indented here)."""
    indented = "\n".join("        " + line if line.strip() else "" for line in body.strip("\n").splitlines())
    return f"{prelude}\nclass Solution:\n    def solve(self, a):\n{indented}\n"


class PyProbe:
    """Builds and runs Python probe programs on a = [1, 2, 3] or a million ones."""

    def __init__(self, python: Python, runner: Runner, cache: Cache) -> None:
        self.python, self.runner = python, runner
        self.inputs = {}
        for name, values in {"small": [1, 2, 3], "million": [1] * 1_000_000}.items():
            path = cache.inputs_root / "py-probe" / f"{name}.in"
            atomic_write(path, pyvalues.dumps([values]))
            self.inputs[name] = path

    def build(self, source: str, interface: PyInterface = PY_PROBE) -> Build:
        build = self.python.build(source, interface)
        assert build.ok, build.log
        return build

    def run(self, source: str, *, input: str = "small", cap_ms: float = 2000, memory_kb: float = 256 * 1024,
            memory: bool = True) -> Measurement:
        return measured(self.runner, self.build(source), self.inputs[input], cap_ms, memory_kb, memory=memory)

    @staticmethod
    def value(m: Measurement) -> object:
        assert m.output is not None, (m.ending, m.detail, m.log)
        return pyvalues.loads(m.output)


@pytest.fixture(scope="session")
def py_probe(python: Python, runner: Runner, cache: Cache) -> PyProbe:
    return PyProbe(python, runner, cache)
