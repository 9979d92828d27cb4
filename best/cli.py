"""The `best` command line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Annotated, ParamSpec, TypeVar

import typer

from best.calibration import Calibration
from best.errors import BestError, ParamsError
from best.judge.languages import language_of
from best.layout import DATA, REPORT_MD
from best.params import DEFAULT_PARAMS, EnvironmentParams, Params, load_params
from best.render import calibration_grid, category_table, judge_report, margin_table
from best.session import Session
from best.storage import Storage, configure_dvc_remote
from best.tasks.loader import TaskValidationError
from best.tasks.model import Task
from best.validation import validate
from stages import generate as generate_stage
from stages import score as score_stage

app = typer.Typer(no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False,
                  help="BEST: time and space efficiency of LLM-generated code.")
tasks_app = typer.Typer(no_args_is_help=True, help="The task pack.")
app.add_typer(tasks_app, name="tasks")

ParamsOption = Annotated[Path, typer.Option("--params", help="params file")]
IdsArgument = Annotated[list[str] | None, typer.Argument(help="task ids (default: params tasks.select, or all)")]

P = ParamSpec("P")
R = TypeVar("R")


def _say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def open_in_browser(page: Path) -> bool:
    """Without a display, webbrowser falls back to a terminal browser (lynx, w3m) that would hold the terminal."""
    import webbrowser  # noqa: PLC0415 - only `best report --open` needs it

    if sys.platform != "darwin" and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return False
    try:
        return webbrowser.open(page.as_uri())
    except webbrowser.Error:
        return False


def reports_errors(fn: Callable[P, R]) -> Callable[P, R]:
    """User errors end the command with one line naming the file and the field, and exit
    status 2, never a traceback.

    An error about a params key that was found after loading (an unknown backend, a k no
    model has samples for) names the params file the command was given. A params file
    named on the command line must exist: only the default may be absent (its defaults
    apply), or a typo in the path would run a benchmark on defaults unnoticed.
    """

    @wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        params = kwargs.get("params")
        try:
            if isinstance(params, Path) and params != DEFAULT_PARAMS and not params.exists():
                raise ParamsError("params file not found", file=params, field="--params")
            return fn(*args, **kwargs)
        except TaskValidationError as exc:
            if len(exc.problems) == 1:
                _say(f"error: {exc.problems[0]}")
            else:
                _say(f"error: the task pack has {len(exc.problems)} problems:")
                for p in exc.problems:
                    _say(f"  {p}")
            raise typer.Exit(2) from None
        except BestError as exc:
            if isinstance(exc, ParamsError) and exc.file is None:
                exc.file = str(params if isinstance(params, Path) else DEFAULT_PARAMS)
            _say(f"error: {exc}")
            raise typer.Exit(2) from None

    return wrapper


@tasks_app.command("list")
@reports_errors
def tasks_list(ids: IdsArgument = None, params: ParamsOption = DEFAULT_PARAMS) -> None:
    """List tasks (default: the whole pack) with their category, difficulty and grid."""
    with Session(load_params(params)) as session:
        for t in session.tasks(ids, every=not ids):
            for lang in t.languages:
                ranked = ", ".join(f"{b.name} ({b.time_rank},{b.space_rank})" for b in t.variant(lang).baselines)
                print(f"{t.id:<28} {t.category.value:<15} {t.difficulty.value:<7} {len(t.rows)}x{len(t.columns)}  "
                      f"{lang:<7} baselines: {ranked}")


def _speaking(tasks: list[Task], env: EnvironmentParams) -> list[Task]:
    """The tasks that have solutions in the environment's language, as that language sees them."""
    skipped = [t.id for t in tasks if env.language not in t.languages]
    if skipped:
        _say(f"{len(skipped)} task(s) have no {env.language} solutions to judge in {env.name}: "
             f"{', '.join(skipped[:5])}{' ...' if len(skipped) > 5 else ''}")
    return [t.variant(env.language) for t in tasks if env.language in t.languages]


@tasks_app.command("stats")
@reports_errors
def tasks_stats(params: ParamsOption = DEFAULT_PARAMS) -> None:
    """The pack by category and difficulty (the paper's Table 5)."""
    with Session(load_params(params)) as session:
        print(category_table(session.tasks(every=True)))


@tasks_app.command("margins")
@reports_errors
def tasks_margins(ids: IdsArgument = None,
                  all_tasks: Annotated[bool, typer.Option("--all", help="every task in the pack")] = False,
                  env: Annotated[list[str] | None, typer.Option(
                      "--env", help="environment name(s) from params (default: every one)")] = None,
                  params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Each task's smallest cell margin and calibration time per environment, as Markdown
    (calibrating where this machine has no calibration yet); fails if a task does not calibrate."""
    p = load_params(params)
    envs = p.environments if not env else [p.environment(name) for name in env]
    with Session(p) as session:
        tasks = session.tasks(ids, every=all_tasks)
        calibrations: dict[str, dict[str, Calibration]] = {}
        for e in envs:
            calibrations[e.name] = {}
            for task in _speaking(tasks, e):
                _say(f"calibrating {task.id} in {e.name} ...")
                calibrations[e.name][task.id] = session.calibrate(task, e)
    print(margin_table(tasks, calibrations, p.calibrate.margin))
    broken = [problem for by_task in calibrations.values() for cal in by_task.values() for problem in cal.problems]
    for problem in broken:
        _say(problem)
    if broken:
        raise typer.Exit(1)


@tasks_app.command("validate")
@reports_errors
def tasks_validate(ids: IdsArgument = None,
                   all_tasks: Annotated[bool, typer.Option("--all", help="every task in the pack")] = False,
                   env: Annotated[list[str] | None, typer.Option(
                       "--env", help="environment name(s) from params (default: judge.environment)")] = None,
                   force: Annotated[bool, typer.Option(help="recalibrate even if cached")] = False,
                   params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Check every task: schema, baselines agree, exact cells with margins, dominated solutions fail."""
    p = load_params(params)
    envs = [p.environment(name) for name in (env or [p.judge.environment])]
    failed = 0
    with Session(p) as session:
        tasks = session.tasks(ids, every=all_tasks)
        for e in envs:
            failed_here, started = 0, time.perf_counter()
            speaking = _speaking(tasks, e)
            for task in speaking:
                _say(f"validating {task.id} in {e.name} ...")
                result = validate(session, task, e, force=force)
                if result.problems:
                    failed_here += 1
                    print(f"FAIL {task.id}")
                    for problem in result.problems:
                        print(f"  {problem}")
                else:
                    print(f"ok   {task.id}  ({len(task.rows)}x{len(task.columns)} grid, "
                          f"min margin {min(result.calibration.margin(r, c) for r, c in task.cells):.2f}, "
                          f"calibrated in {result.calibration.seconds:.1f} s)")
            print(f"{len(speaking) - failed_here} of {len(speaking)} task(s) valid in {e.name} "
                  f"({time.perf_counter() - started:.0f} s)")
            failed += failed_here
    if failed:
        raise typer.Exit(1)


@app.command()
@reports_errors
def calibrate(ids: IdsArgument = None,
              env: Annotated[list[str] | None, typer.Option("--env", help="environment name(s) from params")] = None,
              all_envs: Annotated[bool, typer.Option("--all-envs", help="every environment in params")] = False,
              force: Annotated[bool, typer.Option(help="recalibrate even if cached")] = False,
              params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Calibrate this machine and print each task's grid with its limits and margins."""
    p = load_params(params)
    envs = p.environments if all_envs else [p.environment(name) for name in (env or [p.judge.environment])]
    broken = 0
    with Session(p) as session:
        tasks = session.tasks(ids)
        for task, where in [(t, e) for e in envs for t in _speaking(tasks, e)]:
            _say(f"calibrating {task.id} in {where.name} ...")
            cal = session.calibrate(task, where, force=force)
            broken += bool(cal.problems)
            print(calibration_grid(task, cal, p.calibrate.margin))
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
def judge(task: Annotated[str, typer.Option("--task", help="task id")],
          solution: Annotated[Path, typer.Option("--solution", help="source file of the solution")],
          as_json: Annotated[bool, typer.Option("--json", help="print exactly one JSON object")] = False,
          env: Annotated[str | None, typer.Option("--env", help="environment name from params")] = None,
          params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Judge one solution on every cell of a task (calibrating this machine first if needed).

    Without --env, the solution's language (its file extension) picks the environment:
    judge.environment if it judges that language, else the first environment that does."""
    p = load_params(params)
    environment = p.environment(env) if env else _environment_for(p, solution)
    source = _read_solution(solution)
    with Session(p) as session:
        try:
            (t,) = session.tasks([task])
        except TaskValidationError as exc:
            raise BestError(f"task {task} is broken ({len(exc.problems)} problem(s)); first: {exc.problems[0]}",
                            ) from None
        _say(f"judging {solution} on {t.id} in {environment.name} ...")
        report = session.judge(t, source, environment)
    print(json.dumps(report.to_json()) if as_json else judge_report(report))


@app.command("env")
@reports_errors
def show_env(params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Print the fingerprint of every environment in params."""
    p = load_params(params)
    with Session(p) as session:
        for e in p.environments:
            print(json.dumps(session.environment(e).to_dict()))


@app.command()
@reports_errors
def score(env: Annotated[str | None, typer.Option(
              "--env", help="the environment whose tables are read and written (default: judge.environment)")] = None,
          runs: Annotated[Path | None, typer.Option(
              "--runs", help="judged samples (default: data/execute/ENV/runs.parquet)")] = None,
          limits: Annotated[Path | None, typer.Option(
              "--limits", help="calibrated limits (default: data/calibrate/ENV/limits.parquet)")] = None,
          out: Annotated[Path | None, typer.Option(
              "--out", help="where the score tables go (default: data/score/ENV)")] = None,
          params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Score judged samples (pass@k, dual@k, eff@k) and print the paper's Table 2."""
    name = load_params(params).environment(env).name
    out = out or DATA.score(name)
    score_stage.run(params, runs or DATA.runs(name), limits or DATA.limits(name), out)  # what dvc's score runs
    print((out / "tables" / "table2.md").read_text(), end="")


@app.command()
@reports_errors
def generate(models: Annotated[list[str] | None, typer.Option("--model", help="model name(s) from params")] = None,
             tasks: Annotated[list[str] | None, typer.Option("--task", help="task id(s)")] = None,
             samples: Annotated[int | None, typer.Option("--samples", min=1,
                                                         help="samples per subtask (default: params)")] = None,
             out: Annotated[Path, typer.Option("--out", help="the generations table")] = Path(
                 "data/generate/generations.parquet"),
             params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Generate the samples that are missing (resumable) and write the generations table."""
    p = load_params(params)
    if samples is not None:  # for every model, whatever its own setting
        models_ = [m.model_copy(update={"samples": None}) for m in p.generate.models]
        p = p.model_copy(update={"generate": p.generate.model_copy(update={"samples": samples, "models": models_})})
    rows = generate_stage.generate(p, models=models, tasks=tasks)
    table = generate_stage.write(rows, out)
    errors = sum(r["error"] is not None for r in rows)
    print(f"{table.num_rows} samples ({errors} generation errors) -> {out}")


@app.command("run")
@reports_errors
def run_pipeline(params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Run the whole pipeline as one Prefect flow (what `dvc repro` runs, without DVC)."""
    from flows.pipeline import pipeline_flow  # noqa: PLC0415 - Prefect loads only where it is used

    page = Path(pipeline_flow(params))
    print(page.with_name(REPORT_MD).read_text(), end="")
    print(f"report: {page.resolve()}")


@app.command()
@reports_errors
def repro(params: ParamsOption = DEFAULT_PARAMS,
          force: Annotated[bool, typer.Option(help="rerun every stage")] = False) -> None:
    """`dvc repro` with one local Prefect server for all stages, then print Table 2."""
    from flows.server import local_server  # noqa: PLC0415 - Prefect loads only where it is used

    p = load_params(params)
    configure_dvc_remote(Storage.from_params(p.storage), Path.cwd())
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    with local_server(Path(".prefect") / "server.log"):
        env["PREFECT_API_URL"] = os.environ["PREFECT_API_URL"]
        done = subprocess.run([sys.executable, "-m", "dvc", "repro", *(["--force"] if force else [])], env=env,
                              check=False)
    if done.returncode != 0:
        raise typer.Exit(done.returncode)
    for name in p.execute.environments:
        print(f"environment {name}:")
        print(DATA.score(name).joinpath("tables", "table2.md").read_text(), end="")
    print(f"report: {DATA.report_html.resolve()}")


@app.command()
@reports_errors
def report(open_: Annotated[bool, typer.Option("--open", help="also open it in this desktop's browser")] = False,
           data: Annotated[Path, typer.Option("--data", help="the pipeline's data folder")] = DATA.root,
           out: Annotated[Path, typer.Option("--out", help="where report.md and index.html go")] = DATA.report_dir,
           params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Render the report from the scores in data/ (what the DVC stage runs) and print its path.

    Also what adds a stability study (`best study stability`) to a report that DVC wrote.
    """
    from stages import report as report_stage  # noqa: PLC0415 - matplotlib loads only where it is used

    page = report_stage.run(params, data, out).resolve()
    if open_ and not open_in_browser(page):
        _say(f"no desktop browser here; open {page.as_uri()} in one")
    print(f"report: {page}")


@app.command()
@reports_errors
def remote(params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Point DVC's default remote at `<storage.uri>/dvc` (in .dvc/config.local, never committed)."""
    storage = Storage.from_params(load_params(params).storage)
    configure_dvc_remote(storage, Path.cwd())
    url, options = storage.dvc_remote()
    print(f"dvc remote 'storage' -> {url}" + "".join(f" ({k}={v})" for k, v in sorted(options.items())))


study_app = typer.Typer(no_args_is_help=True, help="Studies across environments.")
app.add_typer(study_app, name="study")


@study_app.command("stability")
@reports_errors
def study_stability(env: Annotated[list[str] | None, typer.Option(
                        "--env", help="environment(s) to compare (default: every one in storage, or with --local "
                                      "execute.environments)")] = None,
                    local: Annotated[bool, typer.Option(
                        "--local", help="read this machine's data/ instead of storage.uri")] = False,
                    out: Annotated[Path, typer.Option("--out", help="where the study's tables go")] = DATA.study,
                    params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Table 11: dual@k of every model in every environment, Kendall τ between environments."""
    from best import study  # noqa: PLC0415 - this block stays self-contained at the end of the file
    from stages import study as study_stage  # noqa: PLC0415

    p = load_params(params)
    result = study_stage.run(params, out, environments=env, local=local)
    headline = [(setting, k) for setting, k in result.views if setting == p.score.headline]
    if not headline:
        _say(f"no environment has dual@k of the headline setting {p.score.headline!r}; "
             f"{out / 'table11.md'} holds the settings they have")
    for setting, k in headline:
        print(study.table11(result, setting, k))
    print(study.discrimination(result, p.calibrate.margin))
    print(f"every setting and k: {out / 'table11.md'}; tables: " +
          ", ".join(str(out / f"{name}.parquet") for name in ("scores", "pairs", "tasks")))
    if out.resolve() == DATA.study.resolve():
        print("`best report` adds the study to data/report/index.html")


import_app = typer.Typer(no_args_is_help=True, help="Benchmarks of others, imported as tasks.")
app.add_typer(import_app, name="import")


@import_app.command("enamel")
@reports_errors
def import_enamel(source: Annotated[Path, typer.Argument(help="ENAMEL's data: enamel.csv and its sample files")],
                  out: Annotated[Path, typer.Option("--out", help="tasks go to OUT/tasks, samples to OUT/samples")
                                 ] = Path("data/enamel"),
                  problem: Annotated[list[int] | None, typer.Option(
                      "--problem", help="problem index(es); default: ENAMEL's 142")] = None) -> None:
    """ENAMEL's problems as Python tasks (time-only grids, its levels as rows, its settings for
    eff@k) and its sample files as JSONL for the file backend (docs/enamel.md)."""
    from best.enamel import import_enamel as run_import  # noqa: PLC0415 - enam loads only where it is used

    tasks, samples = run_import(source, out, problem)
    print(f"{len(tasks)} tasks -> {out / 'tasks'}")
    for path in samples:
        print(f"samples -> {path}")


@study_app.command("enamel")
@reports_errors
def study_enamel(source: Annotated[Path, typer.Argument(help="ENAMEL's data: enamel.csv and its three sample files")],
                 out: Annotated[Path, typer.Option("--out", help="where the study's files go")] = Path(
                     "data/enamel/study"),
                 problem: Annotated[list[int] | None, typer.Option(
                     "--problem", help="problem index(es); default: ENAMEL's 142")] = None,
                 params: ParamsOption = DEFAULT_PARAMS) -> None:
    """ENAMEL's sample files scored by this pipeline and by ENAMEL's own evaluator (enam) in one run:
    pass@1 and eff@1 from both, and the problems where they disagree (docs/enamel.md)."""
    from stages import enamel  # noqa: PLC0415 - enam loads only where it is used

    cache = Path(load_params(params).judge.cache_dir)
    for row in enamel.run(source, out, problem, cache_dir=cache):
        print(json.dumps(row))
    print(f"comparison: {out / 'comparison.parquet'}; {out / 'enamel.md'}")
