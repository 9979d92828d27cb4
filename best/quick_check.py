"""`best tasks check`: what a task author wants to know in seconds, before a calibration.

Validation calibrates, which costs the slow classes' time on the largest rows (tens of
seconds to minutes). Most mistakes of a new task show much earlier: the schema, a test that
passes its generator an argument it does not take, a baseline that does not compile, or
baselines that disagree on the example or on a small test. These run every file of the task
once on the smallest inputs, with a generous stop, and measure nothing.
"""

from __future__ import annotations

import inspect

from best.errors import BestError
from best.judge.oracle import Oracle
from best.judge.verdict import Ending
from best.session import Session
from best.tasks.loader import TASK_FILE
from best.tasks.model import Baseline, Dominated, Task, TestCase
from best.tasks.testdata import load_module, materialize

CAP_MS = 10_000.0  # a stop, not a limit: a small test that takes longer is a finding of its own


def generator_problems(task: Task) -> list[str]:
    """Each seeded test whose arguments the generator's signature does not take."""
    if task.generator is None:
        return []
    try:
        module = load_module(task.generator, f"best_check_{task.content_hash[:12]}", "generator")
    except BestError as exc:
        return [str(exc)]
    generate = getattr(module, "generate", None)
    if not callable(generate):
        return [f"{task.generator}: generate: the generator defines no function generate(rng, **args)"]
    signature = inspect.signature(generate)
    problems = []
    for side in task.sides:
        for row in side.rows:
            for case in row.tests:
                if case.spec is None or case.spec.seed is None:
                    continue
                try:
                    signature.bind(None, **case.spec.args)
                except TypeError as exc:
                    where = "" if side.language == task.language else f"languages.{side.language}: "
                    problems.append(f"{task.dir / TASK_FILE}: {where}{case.id}: args {case.spec.args}: {exc}; "
                                    f"the generator is generate{signature}")
    return problems


def small_tests(task: Task) -> list[TestCase]:
    """The example and the hand-written tests (every row runs them), and row 1's first seeded test."""
    first = task.rows[0].tests
    shared = [c for c in first if c.shared]
    seeded = [c for c in first if c.spec is not None and c.spec.seed is not None][:1]
    return [*shared, *seeded]


def quick_check(session: Session, task: Task) -> list[str]:
    """The problems of a task that loaded: generator arguments first, then per language (in its
    first environment of params) every baseline and dominated solution compiled and run on the
    small tests, each answer checked against the first baseline's, and that one against the
    example's stated output."""
    problems = generator_problems(task)
    if problems:
        return problems
    for language in task.languages:
        env = next((e for e in session.params.environments if e.language == language), None)
        if env is None:
            problems.append(f"{task.id}: no environment in params judges {language}: its solutions were not checked")
            continue
        view = task.for_language(language)
        problems += _language_problems(session, view, env.name)
    return problems


def _language_problems(session: Session, task: Task, env_name: str) -> list[str]:
    env = session.params.environment(env_name)
    builder = session.language(env)
    solutions: list[Baseline | Dominated] = [*task.baselines, *task.dominated]
    builds, problems = {}, []
    for s in solutions:
        build = builder.build(s.path.read_text(encoding="utf-8"), task.interface)
        if build.ok:
            builds[s.name] = build
        else:
            log = "\n    ".join(build.log.strip().splitlines()[:6])
            problems.append(f"{s.path}: does not compile in {env.name}:\n    {log}")
    if problems:
        return problems
    oracle = Oracle(task, session.cache)
    reference = task.baselines[0]
    memory_cap_kb = session.params.judge.memory_cap_mb * 1024.0
    for case in small_tests(task):
        try:
            path = materialize(task, session.cache, [case])[case.key]
        except BestError as exc:
            problems.append(str(exc))
            continue
        answers: dict[str, bytes] = {}
        for s in solutions:
            run = session.runner.run(builds[s.name], path, CAP_MS, memory_cap_kb, memory=False)
            if run.ending is not Ending.RETURNED or run.output is None:
                problems.append(f"{s.path}: test {case.id} in {env.name}: ended by {run.ending.value}"
                                + (f": {run.detail}" if run.detail else ""))
            else:
                answers[s.name] = run.output
        if reference.name not in answers:
            continue
        expected = answers[reference.name]
        if case.spec is None and task.example is not None:  # the example states its answer
            stated = task.interface.encode_results(task.example.output)
            ok, why = oracle.accepts(path, stated, expected)
            if not ok:
                problems.append(f"{reference.path}: the example's answer is not what task.yaml states: {why}")
        for name, output in answers.items():
            ok, why = oracle.accepts(path, expected, output)
            if name != reference.name and not ok:
                problems.append(f"{task.id}: test {case.id} in {env.name}: {name} disagrees with "
                                f"{reference.name}: {why}")
    return problems
