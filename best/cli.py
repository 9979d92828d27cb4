"""The `best` command line: the judge's commands here, the pipeline's from a plugin.

`best judge`, `best calibrate`, `best tasks ...` and `best env` need only this package
(Python, g++ and bubblewrap: `pip install best-eval`), so a second machine can calibrate
and judge from a small wheelhouse. The pipeline's commands (generate, score, report, run,
repro, study, ...) live in flows/cli.py and join through the `best.commands` entry point
that pyproject.toml declares; where their libraries are not installed they are absent and
`best --help` says what to install.
"""

from __future__ import annotations

import json
import time
from importlib.metadata import PackageNotFoundError, entry_points, version
from pathlib import Path
from typing import Annotated

import typer

from best.cache import atomic_write
from best.console import (
    ALL,
    CLI_SETTINGS,
    TAKES_IDS,
    Format,
    FormatOption,
    LegacyAll,
    ParamsOption,
    names_option,
    render,
    reports_errors,
    say,
    selected,
)
from best.errors import BestError, ParamsError
from best.judge.languages import language_of
from best.limits import Calibration
from best.params import DEFAULT_PARAMS, EnvironmentParams, Params, load_params
from best.report.terminal import calibration_grid, category_table, judge_report, judged_json, margin_rows
from best.session import Session
from best.tasks.loader import TaskValidationError, load_task, task_dirs
from best.tasks.model import Task
from best.tasks.validated import Validated, write_validated
from best.validation import validate

app = typer.Typer(no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False,
                  rich_markup_mode=None, context_settings=CLI_SETTINGS)
tasks_app = typer.Typer(no_args_is_help=True, rich_markup_mode=None, context_settings=CLI_SETTINGS,
                        help="The task pack: list, check, calibrate and validate tasks.")
app.add_typer(tasks_app, name="tasks")

SELECTED = "params tasks.select, or every task if it selects none"
TaskSelection = Annotated[list[str] | None, names_option("--task", "task id(s)", SELECTED, "-t")]
EveryTask = Annotated[list[str] | None, names_option("--task", "task id(s)", "every task", "-t")]


def _version(shown: bool) -> None:
    if shown:
        try:
            print(f"best {version('best-eval')}")
        except PackageNotFoundError:  # run from a source tree that was never installed
            print("best (not installed)")
        raise typer.Exit()


@app.callback()
def main(_: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                         help="print the version and exit")] = False) -> None:
    """BEST: time and space efficiency of LLM-generated code.

    Every command takes -h. Lists take names comma-separated or repeated (--task a,b or
    --task a --task b), and `all` for every one."""


def _environments(p: Params, names: list[str] | None, default: list[EnvironmentParams]) -> list[EnvironmentParams]:
    if not names:
        return default
    return p.environments if ALL in names else [p.environment(name) for name in names]


@tasks_app.command("list", context_settings=TAKES_IDS)
@reports_errors
def tasks_list(ctx: typer.Context, *, task: EveryTask = None, fmt: FormatOption = Format.table,
               params: ParamsOption = DEFAULT_PARAMS) -> None:
    """List tasks with their categories, difficulty, grid and baselines, one line per language.
    A task that does not load is reported after the others (exit status 2), never in their place."""
    names, _ = selected(task, ctx.args)
    p = load_params(params)
    loaded, broken = [], []
    for d in task_dirs(Path(p.tasks.root), names):
        try:
            loaded.append(load_task(d))
        except TaskValidationError as exc:
            broken += exc.problems
        except BestError as exc:  # a file that is not YAML at all
            broken.append(exc)
    rows = [[t.id, t.category, t.difficulty.value, f"{len(t.rows)}x{len(t.columns)}", lang,
             ", ".join(f"{b.name} ({b.time_rank},{b.space_rank})" for b in t.for_language(lang).baselines)]
            for t in loaded for lang in t.languages]
    if rows or not broken:  # a pack none of whose tasks loads is only its errors
        print(render(["task", "categories", "difficulty", "grid", "language", "baselines"], rows, fmt))
    if broken:
        raise TaskValidationError(broken)


@tasks_app.command("new")
@reports_errors
def tasks_new(task_id: Annotated[str, typer.Argument(metavar="ID", help="the new task's id (a-z, 0-9, _)")],
              params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Start a task: a directory under the task root from a template that is a working 3x3 task,
    each file commented with what to replace (docs/tasks.md, "Adding a task")."""
    from best.scaffold import new_task  # noqa: PLC0415 - only this command needs it

    made = new_task(Path(load_params(params).tasks.root), task_id)
    print(made)
    say(f"next: edit {made / 'task.yaml'} and the files it names, then `best tasks check -t {task_id}` "
        f"(seconds) and `best tasks validate -t {task_id}` (calibrates)")


@tasks_app.command("check", context_settings=TAKES_IDS)
@reports_errors
def tasks_check(ctx: typer.Context, *, task: TaskSelection = None, all_tasks: LegacyAll = False,
                params: ParamsOption = DEFAULT_PARAMS) -> None:
    """The fast checks of a task, in seconds and without calibrating: schema, generator arguments
    against its signature, every baseline and dominated solution compiles, and they agree on the
    example and a small test (in each language's first environment)."""
    from best.quick_check import quick_check  # noqa: PLC0415 - only this command needs it

    names, every = selected(task, ctx.args, all_tasks)
    p = load_params(params)
    failed = 0
    with Session(p) as session:
        dirs = task_dirs(session.root / p.tasks.root, None if every else names or p.tasks.select or None)
        for d in dirs:
            started = time.perf_counter()
            try:
                problems = quick_check(session, load_task(d))
            except TaskValidationError as exc:
                problems = [str(e) for e in exc.problems]
            except BestError as exc:
                problems = [str(exc)]
            failed += bool(problems)
            print(f"{'FAIL' if problems else 'ok  '} {d.name}  ({time.perf_counter() - started:.1f} s)")
            for problem in problems:
                print(f"  {problem}")
    print(f"{len(dirs) - failed} of {len(dirs)} task(s) pass the fast checks")
    if failed:
        raise typer.Exit(1)


def _speaking(tasks: list[Task], env: EnvironmentParams) -> list[Task]:
    """The tasks that have solutions in the environment's language, as that language sees them."""
    skipped = [t.id for t in tasks if env.language not in t.languages]
    if skipped:
        say(f"{len(skipped)} task(s) have no {env.language} solutions to judge in {env.name}: "
             f"{', '.join(skipped[:5])}{' ...' if len(skipped) > 5 else ''}")
    return [t.for_language(env.language) for t in tasks if env.language in t.languages]


@tasks_app.command("stats")
@reports_errors
def tasks_stats(params: ParamsOption = DEFAULT_PARAMS) -> None:
    """The pack by category and difficulty beside the paper's (Table 5), its grids and languages
    against the corpus's goals, and how much of it is recorded valid as it is (validated.yaml)."""
    p = load_params(params)
    with Session(p) as session:
        print(category_table(session.tasks(every=True), [(e.name, e.language) for e in p.environments]))


@tasks_app.command("migrate")
@reports_errors
def tasks_migrate(root: Annotated[Path, typer.Argument(help="a task root: a folder of task directories")]) -> None:
    """Rewrite task files of the first format (C++ at the top level, a `python:` section) with every
    language under `languages:`, comments kept; files already in the new format are left alone."""
    from best.tasks.migrate import migrate  # noqa: PLC0415 - only this command needs it

    if not root.is_dir():
        raise BestError("not a folder of task directories", file=root)
    changed = migrate(root)
    say(f"{len(changed)} task file(s) rewritten under {root}")
    for path in changed:
        print(path)


@tasks_app.command("margins", context_settings=TAKES_IDS)
@reports_errors
def tasks_margins(ctx: typer.Context, *, task: TaskSelection = None,
                  env: Annotated[list[str] | None, names_option("--env", "environment name(s) from params",
                                                                "every one")] = None,
                  fmt: FormatOption = Format.table,
                  all_tasks: LegacyAll = False,
                  params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Each task's smallest cell margin and calibration time per environment (a Markdown table
    by default), calibrating where this machine has no calibration yet; fails if a task does
    not calibrate."""
    p = load_params(params)
    envs = _environments(p, env, p.environments)
    names, every = selected(task, ctx.args, all_tasks)
    with Session(p) as session:
        tasks = session.tasks(names, every=every)
        calibrations: dict[str, dict[str, Calibration]] = {}
        for e in envs:
            calibrations[e.name] = {}
            for one in _speaking(tasks, e):
                say(f"calibrating {one.id} in {e.name} ...")
                calibrations[e.name][one.id] = session.calibrate(one, e)
    head, rows = margin_rows(tasks, calibrations, p.calibrate.margin)
    print(render(head, rows, fmt, markdown=True))
    broken = [problem for by_task in calibrations.values() for cal in by_task.values() for problem in cal.problems]
    for problem in broken:
        say(problem)
    if broken:
        raise typer.Exit(1)


@tasks_app.command("state-limits", context_settings=TAKES_IDS)
@reports_errors
def tasks_state_limits(ctx: typer.Context, *, task: TaskSelection = None,
                       force: Annotated[bool, typer.Option("--force", help="recalibrate even if cached")] = False,
                       language: Annotated[list[str] | None, names_option(
                           "--language", "language(s) whose limits to state again; the others' stay as stated",
                           "every language of the task")] = None,
                       all_tasks: LegacyAll = False,
                       params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Write each task's stated limits (what its prompts show) from its calibration in the environment
    `tasks.stated_from` names for each language, rounded to two significant figures, into stated.yaml.
    Calibrate on an idle machine: CPU time measured beside other work can read twice as long."""
    from best.tasks.stated import STATED_FILE, stated_from, stated_text  # noqa: PLC0415 - only this command

    p = load_params(params)
    broken = 0
    names, every = selected(task, ctx.args, all_tasks)
    wanted = None if not language or ALL in language else set(language)
    unknown = sorted((wanted or set()) - set(p.tasks.stated_from))
    if unknown:
        raise BestError(f"no language {', '.join(unknown)} in tasks.stated_from ({', '.join(p.tasks.stated_from)})",
                        field="--language")
    with Session(p) as session:
        for one in session.tasks(names, every=every):
            stated = {}
            for language_name in one.languages:
                view = one.for_language(language_name)
                if wanted is not None and language_name not in wanted and view.stated is not None:
                    stated[language_name] = view.stated  # kept as it was stated
                    continue
                env = p.stated_environment(language_name)
                say(f"calibrating {one.id} in {env.name} ...")
                cal = session.calibrate(view, env, force=force)
                if cal.problems:
                    broken += 1
                    for problem in cal.problems:
                        print(f"  {problem}")
                    break
                limits = cal.limits
                stated[language_name] = stated_from(
                    limits.time_ms, limits.memory_kb if view.measures_memory else None, env.name)
            else:
                path = one.dir / STATED_FILE
                atomic_write(path, stated_text(stated).encode())
                print(f"{one.id}: {', '.join(f'{lang} from {s.environment}' for lang, s in stated.items())} "
                      f"-> {path}")
    if broken:
        raise typer.Exit(1)


@tasks_app.command("validate", context_settings=TAKES_IDS)
@reports_errors
def tasks_validate(ctx: typer.Context, *, task: TaskSelection = None,
                   env: Annotated[list[str] | None, names_option("--env", "environment name(s) from params",
                                                                 "judge.environment")] = None,
                   force: Annotated[bool, typer.Option(
                       "--force", help="recalibrate and judge again even if cached")] = False,
                   record: Annotated[bool, typer.Option(
                       "--record", help="write each valid task's validated.yaml, which CI trusts until the task "
                                        "changes")] = False,
                   all_tasks: LegacyAll = False,
                   params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Check tasks: schema, baselines agree, exact cells with margins, dominated solutions fail.
    A task found valid is remembered by content (task files, environment, judge code) and not judged
    again until one of them changes."""
    p = load_params(params)
    envs = _environments(p, env, [p.environment()])
    names, every = selected(task, ctx.args, all_tasks)
    failed = 0
    with Session(p) as session:
        tasks = session.tasks(names, every=every)
        for e in envs:
            failed_here, started = 0, time.perf_counter()
            speaking = _speaking(tasks, e)
            for one in speaking:
                say(f"validating {one.id} in {e.name} ...")
                result = validate(session, one, e, force=force)
                if result.problems:
                    failed_here += 1
                    print(f"FAIL {one.id}")
                    for problem in result.problems:
                        print(f"  {problem}")
                else:
                    cal = result.calibration
                    low = min(cal.margin(r, c) for r, c in one.cells)
                    print(f"ok   {one.id}  ({len(one.rows)}x{len(one.columns)} grid, "
                          f"min margin {low:.2f}, calibrated in {cal.seconds:.1f} s)")
                    if record:
                        write_validated(one.dir, e.name, Validated(one.content_hash, round(low, 2),
                                                                    round(cal.seconds, 1), str(cal.environment["id"])))
            print(f"{len(speaking) - failed_here} of {len(speaking)} task(s) valid in {e.name} "
                  f"({time.perf_counter() - started:.0f} s)")
            failed += failed_here
    if failed:
        raise typer.Exit(1)


@app.command(context_settings=TAKES_IDS)
@reports_errors
def calibrate(ctx: typer.Context, *, task: TaskSelection = None,
              env: Annotated[list[str] | None, names_option("--env", "environment name(s) from params",
                                                            "judge.environment")] = None,
              force: Annotated[bool, typer.Option("--force", help="recalibrate even if cached")] = False,
              all_envs: Annotated[bool, typer.Option("--all-envs", hidden=True, help="the same as --env all")] = False,
              params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Calibrate this machine and print each task's grid with its limits and margins."""
    p = load_params(params)
    envs = _environments(p, [ALL] if all_envs else env, [p.environment()])
    names, every = selected(task, ctx.args)
    broken = 0
    with Session(p) as session:
        tasks = session.tasks(names, every=every)
        for one, where in [(t, e) for e in envs for t in _speaking(tasks, e)]:
            say(f"calibrating {one.id} in {where.name} ...")
            cal = session.calibrate(one, where, force=force)
            broken += bool(cal.problems)
            print(calibration_grid(one, cal, p.calibrate.margin))
            print()
    if broken:
        raise typer.Exit(1)


def _read_solution(path: Path) -> str:
    if not path.exists():
        raise BestError("solution file not found", file=path)
    if not path.is_file():
        raise BestError("solution is not a regular file", file=path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise BestError(f"cannot read the solution: {exc.strerror}", file=path) from None
    if not raw.strip():
        raise BestError("the solution file is empty", file=path)
    if b"\0" in raw:
        raise BestError("the solution file is binary, not source code", file=path)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BestError("the solution file is not UTF-8 text", file=path) from None


def _environment_for(p: Params, solution: Path) -> EnvironmentParams:
    language = language_of(solution)
    default = p.environment()
    if default.language == language:
        return default
    for e in p.environments:
        if e.language == language:
            return e
    raise ParamsError(f"no environment judges {language} ({solution.name}); add one, e.g. "
                      f"{{name: py, language: {language}}}", field="environments")


@app.command()
@reports_errors
def judge(task: Annotated[str, typer.Option("--task", "-t", metavar="ID", help="task id")],
          solution: Annotated[Path, typer.Option("--solution", "-s", metavar="FILE",
                                                 help="source file of the solution (.cpp, .py)")],
          as_json: Annotated[bool, typer.Option("--json", help="print exactly one JSON object")] = False,
          env: Annotated[str | None, typer.Option("--env", metavar="NAME", help=(
              "environment name from params [default: judge.environment if it judges the solution's "
              "language, else the first that does]"))] = None,
          params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Judge one solution on every cell of a task (calibrating this machine first if needed).

    Without --env, the solution's language (its file extension) picks the environment:
    judge.environment if it judges that language, else the first environment that does."""
    p = load_params(params)
    code = _read_solution(solution)  # before its extension picks a language: a folder is no solution
    environment = p.environment(env) if env else _environment_for(p, solution)
    with Session(p) as session:
        try:
            (t,) = session.tasks([task])
        except TaskValidationError as exc:
            raise BestError(f"task {task} is broken ({len(exc.problems)} problem(s)); first: {exc.problems[0]}",
                            ) from None
        say(f"judging {solution} on {t.id} in {environment.name} ...")
        report = session.judge(t, code, environment)
    setting = next(s for s in p.score.settings if s.name == p.score.headline)
    view = t.for_language(environment.language)
    print(json.dumps(judged_json(report, view, setting)) if as_json else judge_report(report, view, setting))


@app.command("env")
@reports_errors
def show_env(env: Annotated[list[str] | None, names_option("--env", "environment name(s) from params",
                                                           "every one")] = None,
             fmt: FormatOption = Format.table, params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Print each environment's fingerprint: what a calibration is valid for (CPU, compiler, flags, ...)."""
    p = load_params(params)
    with Session(p) as session:
        prints = [session.environment(e).to_dict() for e in _environments(p, env, p.environments)]
    if fmt is Format.json:
        print(json.dumps(prints, indent=1))
        return
    head = list(dict.fromkeys(key for found in prints for key in found))
    print(render(head, [[_flat(found.get(key)) for key in head] for found in prints], fmt))


def _flat(value: object) -> str:
    return value if isinstance(value, str) else "" if value is None else json.dumps(value)


def plugins(into: typer.Typer) -> None:
    """Add the commands of every installed `best.commands` plugin (the pipeline's: flows/cli.py)."""
    missing = []
    for plugin in entry_points(group="best.commands"):
        try:
            plugin.load()(into)
        except ImportError as exc:  # its libraries are not installed: a judge-only install
            missing.append(f"{plugin.name} (needs {exc.name or exc})")
    if missing:
        into.info.epilog = (f"Not installed: {', '.join(missing)}; `pip install 'best-eval[pipeline]'` "
                            "adds the pipeline's commands.")


plugins(app)
