"""The pipeline's commands of `best`: generate, score, report, run, repro, stage, study, ...

They join the judge's commands (best/cli.py) through the `best.commands` entry point, so a
judge-only install has no Prefect, DVC or llama.cpp to import. `best stage NAME` runs any
declared stage (stages/registry.py) in this process; `best run` runs them all as Prefect
flows, `best repro` as dvc.yaml's stages.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Annotated, Any, cast

import typer

from best.console import (
    ALL,
    CLI_SETTINGS,
    Format,
    FormatOption,
    ParamsOption,
    names_option,
    render,
    reports_errors,
    say,
    split_names,
)
from best.layout import DATA, REPORT_HTML, REPORT_MD, Layout
from best.params import DEFAULT_PARAMS, load_params
from flows.settings import prefect_defaults
from stages.registry import ORDER

# Each command imports what it runs (pandas, matplotlib, boto3, Prefect load in seconds), so
# that `best judge`, which shares this command line, starts as fast as the judge alone.

pipeline = typer.Typer()
study = typer.Typer(no_args_is_help=True, rich_markup_mode=None, context_settings=CLI_SETTINGS,
                    help="Studies across environments.")
importer = typer.Typer(no_args_is_help=True, rich_markup_mode=None, context_settings=CLI_SETTINGS,
                       help="Benchmarks of others, imported as tasks.")
pipeline.add_typer(study, name="study")
pipeline.add_typer(importer, name="import")
exporter = typer.Typer(no_args_is_help=True, rich_markup_mode=None, context_settings=CLI_SETTINGS,
                       help="Data made from scored runs.")
pipeline.add_typer(exporter, name="export")
infra = typer.Typer(no_args_is_help=True, rich_markup_mode=None, context_settings=CLI_SETTINGS,
                    help="The shared stack of infra/ (docs/infra.md).")
pipeline.add_typer(infra, name="infra")


def numbers(kind: type[float] | type[int]) -> Any:
    """A callback reading `1.1,1.2` and a repeated option as one list of numbers."""
    def parse(values: list[str] | None) -> list[float] | list[int] | None:
        names = split_names(values)
        if names is None:
            return None
        try:
            return [kind(n) for n in names]
        except ValueError:
            raise typer.BadParameter(f"not a list of {kind.__name__} values: {','.join(values or [])!r}") from None
    return parse


def register(app: typer.Typer) -> None:
    """The `best.commands` entry point: these commands, beside the judge's."""
    app.registered_commands.extend(pipeline.registered_commands)
    app.registered_groups.extend(pipeline.registered_groups)


def open_in_browser(page: Path) -> bool:
    """Without a display, webbrowser falls back to a terminal browser (lynx, w3m) that would hold the terminal."""
    import webbrowser  # noqa: PLC0415 - only `best report --open` needs it

    if sys.platform != "darwin" and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return False
    try:
        return webbrowser.open(page.as_uri())
    except webbrowser.Error:
        return False



@pipeline.command()
@reports_errors
def score(*, env: Annotated[str | None, typer.Option(
              "--env", metavar="NAME",
              help="the environment whose tables are read and written [default: judge.environment]")] = None,
          runs: Annotated[Path | None, typer.Option(
              "--runs", metavar="FILE", help="judged samples [default: data/execute/ENV/runs.parquet]")] = None,
          limits: Annotated[Path | None, typer.Option(
              "--limits", metavar="FILE",
              help="calibrated limits [default: data/calibrate/ENV/limits.parquet]")] = None,
          out: Annotated[Path | None, typer.Option(
              "--out", metavar="DIR", help="where the score tables go [default: data/score/ENV]")] = None,
          fmt: FormatOption = Format.table,
          params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Score judged samples (pass@k, dual@k, eff@k) and print the paper's Table 2 (as Markdown, with
    each figure's interval over tasks; as JSON or CSV, its figures as fractions)."""
    import pyarrow.parquet as pq  # noqa: PLC0415

    from stages import score as score_stage  # noqa: PLC0415
    from stages.stage import run as run_stage  # noqa: PLC0415

    name = load_params(params).environment(env).name
    out = out or DATA.score(name)
    run_stage(score_stage.STAGE, params, name, runs=runs, limits=limits, score=out)
    if fmt is Format.table:
        print((out / "tables" / "table2.md").read_text(), end="")
        return
    table = pq.read_table(out / "tables" / "table2.parquet")
    print(render(table.column_names, [list(r.values()) for r in table.to_pylist()], fmt))


@pipeline.command()
@reports_errors
def generate(models: Annotated[list[str] | None, names_option(
                 "--model", "model name(s) from params", "every model in params", "-m")] = None,
             tasks: Annotated[list[str] | None, names_option(
                 "--task", "task id(s)", "params tasks.select, or every task if it selects none", "-t")] = None,
             samples: Annotated[int | None, typer.Option("--samples", min=1, metavar="N",
                                                         help="samples per subtask [default: params]")] = None,
             out: Annotated[Path, typer.Option("--out", metavar="FILE", help="the generations table")] = Path(
                 "data/generate/generations.parquet"),
             params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Generate the samples that are missing (resumable) and write the generations table."""
    from stages import generate as generate_stage  # noqa: PLC0415

    p = load_params(params)
    models = None if not models or ALL in models else models
    if tasks and ALL in tasks:
        from best.tasks.loader import task_dirs  # noqa: PLC0415

        tasks = [d.name for d in task_dirs(Path(p.tasks.root))]
    if samples is not None:  # for every model, whatever its own setting
        models_ = [m.model_copy(update={"samples": None}) for m in p.generate.models]
        p = p.model_copy(update={"generate": p.generate.model_copy(update={"samples": samples, "models": models_})})
    rows = generate_stage.generate(p, models=models, tasks=tasks)
    table = generate_stage.write(rows, out)
    errors = sum(r["error"] is not None for r in rows)
    print(f"{table.num_rows} samples ({errors} generation errors) -> {out}")
    failed = failed_models(rows)
    for model, reason in failed.items():
        say(f"error: every sample of {model} failed to generate; the first: {reason}")
    if failed:
        raise typer.Exit(1)


def failed_models(rows: list[dict[str, Any]]) -> dict[str, str]:
    """Each model none of whose samples was generated, with its first reason: such a run is no
    measurement of the model, and must not end as a success with a score of 0."""
    firsts: dict[str, str] = {}
    generated = set()
    for r in sorted(rows, key=lambda r: (r["model"], r["task"], r["row"], r["col"], r["sample"])):
        if r["error"] is None:
            generated.add(r["model"])
        else:
            firsts.setdefault(r["model"], r["error"])
    return {m: why for m, why in firsts.items() if m not in generated}


@pipeline.command("eval")
@reports_errors
def evaluate(*, model: Annotated[str, typer.Option(
                 "--model", "-m", metavar="BACKEND:NAME",
                 help="openai:MODEL (the model's name at --base-url) or file:SAMPLES.jsonl (samples made "
                      "elsewhere, docs/generate.md)")],
             base_url: Annotated[str | None, typer.Option(
                 "--base-url", metavar="URL", help="an OpenAI-compatible API's root, e.g. http://localhost:8000/v1"
             )] = None,
             api_key_env: Annotated[str | None, typer.Option(
                 "--api-key-env", metavar="VAR", help="the environment variable holding the API key [default: "
                                                       "no key]")] = None,
             name: Annotated[str | None, typer.Option(
                 "--name", metavar="LABEL", help="the model's name in the tables [default: MODEL, with characters "
                                                 "other than letters, digits and _.:- as -]")] = None,
             tasks: Annotated[list[str] | None, names_option(
                 "--task", "task id(s)", "params tasks.select, or every task if it selects none", "-t")] = None,
             samples: Annotated[int | None, typer.Option(
                 "--samples", min=1, metavar="N", help="samples per subtask [default: params generate.samples]"
             )] = None,
             params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Evaluate one model: generate, judge and score it beside the models already scored here, then
    print its row of Table 2 and the report's path.

    The endpoint is checked before the first request. The run's params (params, with this model and
    those of its models already on this machine's leaderboard) are written to data/eval/params.yaml;
    the samples and measurements of the models already scored come from the caches."""
    import asyncio  # noqa: PLC0415

    import pyarrow.parquet as pq  # noqa: PLC0415

    from best.cache import atomic_write  # noqa: PLC0415
    from best.errors import ParamsError  # noqa: PLC0415
    from best.evaluate import eval_params, model_entry, model_rows, on_cli, scored_here  # noqa: PLC0415
    from best.generate import backend as backends  # noqa: PLC0415
    from best.schema import read_yaml  # noqa: PLC0415

    p = load_params(params)
    entry = model_entry(model, base_url=base_url, api_key_env=api_key_env, name=name, samples=samples)
    chosen = None if not tasks or ALL in tasks else tasks

    async def reachable() -> None:
        backend = backends.create(entry, "eval")
        try:
            await backend.check()
        finally:
            await backend.aclose()

    try:
        asyncio.run(reachable())
    except ParamsError as exc:
        raise on_cli(exc, "eval") from None
    out = DATA.root / "eval" / "params.yaml"
    raw = read_yaml(params, ParamsError) if params.exists() else {}
    scored = scored_here(p, DATA)
    evaluated = load_params(out).generate.models if out.exists() else []  # what earlier evals added
    atomic_write(out, eval_params(raw, p, entry, out, scored=scored, evaluated=evaluated, tasks=chosen).encode())
    beside = sorted(scored & {m.name for m in [*p.generate.models, *evaluated]} - {entry.name})
    say(f"evaluating {entry.name} ({model})" + (f" beside {', '.join(beside)}" if beside else "") +
        f"; the run's params: {out}")
    prefect_defaults()
    from flows.pipeline import pipeline_flow  # noqa: PLC0415 - Prefect reads its settings when first imported

    page = pipeline_flow(out)
    columns = ["model", "task", "row", "col", "sample", "error"]
    failed = failed_models([r for r in pq.read_table(DATA.generations, columns=columns).to_pylist()
                            if r["model"] == entry.name])
    for environment in load_params(out).execute.environments:
        print(f"environment {environment}:")
        print(model_rows(DATA.score(environment).joinpath("tables", "table2.md").read_text(), entry.name))
    print(f"report: {page.resolve()}")
    if entry.name in failed:
        say(f"error: every sample of {entry.name} failed to generate; the first: {failed[entry.name]}")
        raise typer.Exit(1)


@pipeline.command("run")
@reports_errors
def run_pipeline(force: Annotated[bool, typer.Option("--force", help="rerun every stage, even those DVC finds "
                                                     "up to date")] = False,
                 no_dvc: Annotated[bool, typer.Option("--no-dvc", help=(
                     "run the stages as one Prefect flow in this process, without DVC (nothing is skipped "
                     "as up to date, dvc.lock is not written)"))] = False,
                 params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Run the pipeline (generate, compile, execute, calibrate, score, report) and print Table 2.

    By default it is `dvc repro` with one local Prefect server for all stages: what changed
    since the last run reruns, the rest is reused."""
    if no_dvc:
        if force:
            raise typer.BadParameter("--force is what --no-dvc does anyway: every stage runs", param_hint="--force")
        prefect_defaults()
        from flows.pipeline import pipeline_flow  # noqa: PLC0415 - Prefect reads its settings when first imported

        page = pipeline_flow(params)
        print(page.with_name(REPORT_MD).read_text(), end="")
        print(f"report: {page.resolve()}")
        return
    _dvc_repro(params, force)


@pipeline.command("repro", hidden=True)
@reports_errors
def repro(params: ParamsOption = DEFAULT_PARAMS,
          force: Annotated[bool, typer.Option("--force", help="rerun every stage")] = False) -> None:
    """The former name of `best run`."""
    _dvc_repro(params, force)


# DVC's advice after a run that changed dvc.lock. The lock records this machine's run and is
# ignored by git here (README, "Where results live"): the advice would leave the work tree dirty.
GIT_HINTS = ("To track the changes with git", "git add ", "To enable auto staging",
             "dvc config core.autostage")


def _dvc_repro(params: Path, force: bool) -> None:
    from best.storage import Storage, configure_dvc_remote  # noqa: PLC0415
    from flows.server import client_environment, local_server  # noqa: PLC0415

    p = load_params(params)
    prefect_defaults()
    configure_dvc_remote(Storage.from_params(p.storage), Path.cwd())
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    with local_server(Path(".prefect") / "server.log"):
        env.update(client_environment())
        with subprocess.Popen([sys.executable, "-m", "dvc", "repro", *(["--force"] if force else [])], env=env,
                              stdout=subprocess.PIPE, text=True, bufsize=1) as dvc:
            assert dvc.stdout is not None
            for line in dvc.stdout:  # as it comes: a stage's own lines are this command's progress
                if not line.lstrip().startswith(GIT_HINTS):
                    sys.stdout.write(line)
                    sys.stdout.flush()
    if dvc.returncode != 0:
        raise typer.Exit(dvc.returncode)
    for name in p.execute.environments:
        print(f"environment {name}:")
        print(DATA.score(name).joinpath("tables", "table2.md").read_text(), end="")
    print(f"report: {DATA.report_html.resolve()}")


@pipeline.command()
@reports_errors
def watch(params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Evaluate the models new on `watch.endpoints` and `watch.registry` (one run of the scheduled flow)."""
    prefect_defaults()
    from flows.watch import watch_flow  # noqa: PLC0415 - Prefect reads its settings when first imported

    new = watch_flow(params)
    print(f"{len(new)} new model(s) evaluated" + (f": {', '.join(new)}" if new else ""))


@pipeline.command()
@reports_errors
def report(open_: Annotated[bool, typer.Option("--open", help="also open it in this desktop's browser")] = False,
           data: Annotated[Path, typer.Option("--data", help="the pipeline's data folder")] = DATA.root,
           out: Annotated[Path, typer.Option("--out", help="where report.md and index.html go")] = DATA.report_dir,
           params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Render the report from the scores in data/ (what the DVC stage runs) and print its path.

    Also what adds a stability study (`best study stability`) to a report that DVC wrote.
    """
    from stages import report as report_stage  # noqa: PLC0415
    from stages.stage import run as run_stage  # noqa: PLC0415

    run_stage(report_stage.STAGE, params, layout=Layout(data), html=out / REPORT_HTML, markdown=out / REPORT_MD)
    page = (out / REPORT_HTML).resolve()
    if open_ and not open_in_browser(page):
        say(f"no desktop browser here; open {page.as_uri()} in one")
    print(f"report: {page}")


@pipeline.command()
@reports_errors
def remote(params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Point DVC's default remote at `<storage.uri>/dvc` (in .dvc/config.local, never committed)."""
    from best.storage import Storage, configure_dvc_remote  # noqa: PLC0415

    storage = Storage.from_params(load_params(params).storage)
    configure_dvc_remote(storage, Path.cwd())
    url, options = storage.dvc_remote()
    print(f"dvc remote 'storage' -> {url}" + "".join(f" ({k}={v})" for k, v in sorted(options.items())))




@infra.command("init")
@reports_errors
def infra_init(directory: Annotated[Path, typer.Option(
                   "--dir", help="where the compose file is: .env and secrets/ go there")] = Path("infra"),
               force: Annotated[bool, typer.Option(
                   "--force", help="replace existing secrets (a rotation: every client needs the new ones)")] = False,
               ) -> None:
    """The stack's secrets, new and random: S3 credentials and the Prefect API's auth string in
    infra/.env, and a CA with a certificate and key per Dask role in infra/secrets/, all readable by
    their owner only. infra/compose.yaml does not start without them (docs/security.md)."""
    from best.credentials import init_stack  # noqa: PLC0415

    written = init_stack(directory, force=force)
    print(f"wrote {len(written)} file(s), readable by you only: {directory / '.env'} and {directory / 'secrets'}/")
    print(f"start the stack: docker compose -f {directory / 'compose.yaml'} up -d --scale dask-worker=4")
    print(f"clients: the variables of {directory / '.env'} and the client's files of {directory / 'secrets'} "
          "(docs/infra.md, 'Pointing the pipeline at the stack')")


@exporter.command("train")
@reports_errors
def export_train(env: Annotated[str | None, typer.Option(
                     "--env", help="the environment whose verdicts to read (default: judge.environment)")] = None,
                 hold_out: Annotated[list[str] | None, typer.Option(
                     "--hold-out", metavar="ID[,ID...]", callback=split_names,
                     help="task id(s) kept out of both sets, comma-separated or repeated: the evaluation split "
                          "[default: none]"
                 )] = None,
                 out: Annotated[Path, typer.Option("--out", help="where sft.jsonl and dpo.jsonl go")] = Path(
                     "data/export"),
                 params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Table 7's training data: an SFT set (each subtask's prompt and its fastest passing sample, else its
    most efficient baseline) and a DPO set (a passing sample chosen over a correct one that fails the
    cell's limits), as JSONL naming each record's task, cell, model and sample."""
    import pyarrow.parquet as pq  # noqa: PLC0415

    from best.cache import atomic_write  # noqa: PLC0415
    from best.errors import BestError  # noqa: PLC0415
    from best.export import Reference, training_sets  # noqa: PLC0415
    from best.generate.prompts import load_template, render  # noqa: PLC0415
    from best.tables import VERDICTS, read_table  # noqa: PLC0415
    from best.tasks.loader import load_tasks  # noqa: PLC0415

    p = load_params(params)
    e = p.environment(env)
    verdicts = read_table(DATA.score(e.name) / "verdicts.parquet", VERDICTS).to_pylist()
    ids = sorted({v["task"] for v in verdicts})
    unknown = sorted(set(hold_out or []) - set(ids))
    if unknown:
        raise BestError(f"held-out task(s) {unknown} are not among the scored tasks {ids}", field="--hold-out")
    tasks = [t.for_language(e.language) for t in load_tasks(Path(p.tasks.root), ids)]
    template = load_template(Path(p.generate.prompts_dir), p.generate.prompt, e.language)
    prompts = {(t.id, r, c): render(template, t, r, c, p.generate.prompt).text for t in tasks for r, c in t.cells}
    references = {t.id: [Reference(b.name, b.time_rank, b.space_rank, b.path.read_text(encoding="utf-8"))
                         for b in t.baselines] for t in tasks}
    generations = pq.read_table(DATA.generations, columns=["model", "language", "task", "row", "col", "sample",
                                                           "code"]).to_pylist()
    codes = {(g["model"], g["task"], g["row"], g["col"], g["sample"]): g["code"] or "" for g in generations
             if g["language"] == e.language}
    replays = [m.name for m in p.generate.models if m.backend == "reference"]
    fence = tasks[0].interface.fence_tag if tasks else e.language
    sft, dpo = training_sets(verdicts, codes, prompts, references, language=e.language, fence=fence,
                             hold_out=hold_out or [], replays=replays)
    for name, records in (("sft", sft), ("dpo", dpo)):
        atomic_write(out / f"{name}.jsonl", "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode())
    held = f", {len(hold_out or [])} task(s) held out" if hold_out else ""
    print(f"{len(sft)} SFT and {len(dpo)} DPO record(s) from {e.name}{held}: {out / 'sft.jsonl'}, {out / 'dpo.jsonl'}")


@study.command("prompts")
@reports_errors
def study_prompts(models: Annotated[list[str], typer.Option(
                      "--model", "-m", metavar="NAME[,NAME...]", callback=split_names,
                      help="model(s) from params to ask with each variant too, comma-separated or repeated")],
                  variant: Annotated[list[str] | None, typer.Option(
                      "--variant", metavar="NAME[,NAME...]", callback=split_names,
                      help="prompt template(s), comma-separated or repeated [default: time, space, both]")] = None,
                  plan_only: Annotated[bool, typer.Option(
                      "--plan-only", help="write the study's params and stop")] = False,
                  params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Table 8: the models asked with the original prompt and with each variant. Each variant is an extra
    model entry (`model+variant`, that prompt), added to a copy of params (data/study/prompts/params.yaml);
    the pipeline runs on it, samples already generated are reused, and the table is printed."""
    import yaml  # noqa: PLC0415

    from best.errors import ParamsError  # noqa: PLC0415
    from best.paper_tables import table8  # noqa: PLC0415
    from best.report.markdown import paper_table  # noqa: PLC0415
    from best.schema import read_yaml  # noqa: PLC0415
    from best.study import prompt_variants  # noqa: PLC0415
    from best.tables import SUMMARY, read_table  # noqa: PLC0415

    p = load_params(params)
    variants = variant or ["time", "space", "both"]
    study_params = prompt_variants(read_yaml(params, ParamsError), models, variants)
    out = DATA.study / "prompts" / "params.yaml"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(yaml.safe_dump(study_params, sort_keys=False))
    load_params(out)  # every entry checked before anything runs
    print(f"study params: {out} ({len(models)} model(s) x {len(variants)} variant(s) added)")
    if plan_only:
        return
    prefect_defaults()
    from flows.pipeline import pipeline_flow  # noqa: PLC0415 - Prefect reads its settings when first imported

    pipeline_flow(out)
    for name in p.execute.environments:
        summary = read_table(DATA.score(name) / "summary.parquet", SUMMARY).to_pylist()
        print(paper_table(f"Table 8: dual@k under the original prompt and its variants, environment {name}",
                          table8(summary, p.score)))


@study.command("sensitivity")
@reports_errors
def study_sensitivity(env: Annotated[str | None, typer.Option(
                          "--env", help="the environment whose scores to read (default: judge.environment)")] = None,
                      alpha: Annotated[list[str] | None, typer.Option(
                          "--alpha", metavar="A[,A...]", callback=numbers(float),
                          help="τ = σ = α values, comma-separated or repeated [default: 1.1, 1.2, 1.3, 1.4, the "
                               "paper's]")] = None,
                      out: Annotated[Path, typer.Option("--out", help="where the study's table goes")] = DATA.study,
                      params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Table 10: dual@k of every model with τ = σ = α over a grid of α, from the published score
    matrices (nothing runs again), each model's rank, and whether any rank moves."""
    from best import sensitivity as sens  # noqa: PLC0415
    from best.paper_tables import paper_k  # noqa: PLC0415
    from best.report.markdown import paper_table  # noqa: PLC0415
    from best.tables import CELL_SCORES, SENSITIVITY, SENSITIVITY_KEY, STD_SCORES, read_table, write_table  # noqa: PLC0415

    p = load_params(params)
    name = p.environment(env).name
    score_dir = DATA.score(name)
    k = paper_k(p.score)
    rows = sens.sensitivity(read_table(score_dir / "cells.parquet", CELL_SCORES).to_pylist(),
                            read_table(score_dir / "std.parquet", STD_SCORES).to_pylist(), k,
                            tuple(cast("list[float]", alpha)) if alpha else sens.ALPHAS)
    write_table([{**r, "environment": name} for r in rows], SENSITIVITY, SENSITIVITY_KEY, out / "sensitivity.parquet")
    print(paper_table(f"Table 10: dual@{k} with τ = σ = α, environment {name} (rank at each α)", sens.table10(rows)))
    print(sens.verdict(rows))
    print(f"table: {out / 'sensitivity.parquet'}")


@study.command("stability")
@reports_errors
def study_stability(env: Annotated[list[str] | None, typer.Option(
                        "--env", metavar="NAME[,NAME...]", callback=split_names,
                        help="environment(s) to compare, comma-separated or repeated [default: every one in "
                             "storage, or with --local execute.environments]")] = None,
                    local: Annotated[bool, typer.Option(
                        "--local", help="read this machine's data/ instead of storage.uri")] = False,
                    out: Annotated[Path, typer.Option("--out", help="where the study's tables go")] = DATA.study,
                    params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Table 11: dual@k of every model in every environment, Kendall τ between environments."""
    from best import study as study_tables  # noqa: PLC0415
    from stages import study as study_stage  # noqa: PLC0415

    p = load_params(params)
    result = study_stage.run(params, out, environments=env, local=local)
    headline = [(setting, k) for setting, k in result.views if setting == p.score.headline]
    if not headline:
        say(f"no environment has dual@k of the headline setting {p.score.headline!r}; "
             f"{out / 'table11.md'} holds the settings they have")
    for setting, k in headline:
        print(study_tables.table11(result, setting, k))
    print(study_tables.discrimination(result, p.calibrate.margin))
    print(f"every setting and k: {out / 'table11.md'}; tables: " +
          ", ".join(str(out / f"{name}.parquet") for name in ("scores", "pairs", "tasks")))
    if out.resolve() == DATA.study.resolve():
        print("`best report` adds the study to data/report/index.html")




@importer.command("enamel")
@reports_errors
def import_enamel(source: Annotated[Path, typer.Argument(help="ENAMEL's data: enamel.csv and its sample files")],
                  out: Annotated[Path, typer.Option("--out", help="tasks go to OUT/tasks, samples to OUT/samples")
                                 ] = Path("data/enamel"),
                  problem: Annotated[list[str] | None, typer.Option(
                      "--problem", metavar="I[,I...]", callback=numbers(int),
                      help="problem index(es), comma-separated or repeated [default: ENAMEL's 142]")] = None) -> None:
    """ENAMEL's problems as Python tasks (time-only grids, its levels as rows, its settings for
    eff@k) and its sample files as JSONL for the file backend (docs/enamel.md)."""
    from best.enamel import import_enamel as run_import  # noqa: PLC0415 - enam loads only where it is used

    tasks, samples = run_import(source, out, cast("list[int] | None", problem))
    print(f"{len(tasks)} tasks -> {out / 'tasks'}")
    for path in samples:
        print(f"samples -> {path}")


@study.command("enamel")
@reports_errors
def study_enamel(source: Annotated[Path, typer.Argument(help="ENAMEL's data: enamel.csv and its three sample files")],
                 out: Annotated[Path, typer.Option("--out", help="where the study's files go")] = Path(
                     "data/enamel/study"),
                 problem: Annotated[list[str] | None, typer.Option(
                     "--problem", metavar="I[,I...]", callback=numbers(int),
                     help="problem index(es), comma-separated or repeated [default: ENAMEL's 142]")] = None,
                 fmt: FormatOption = Format.table,
                 params: ParamsOption = DEFAULT_PARAMS) -> None:
    """ENAMEL's sample files scored by this pipeline and by ENAMEL's own evaluator (enam) in one run:
    pass@1 and eff@1 from both, and the problems where they disagree (docs/enamel.md)."""
    from stages import enamel  # noqa: PLC0415 - enam loads only where it is used

    cache = Path(load_params(params).judge.cache_dir)
    rows = list(enamel.run(source, out, cast("list[int] | None", problem), cache_dir=cache))
    head = list(dict.fromkeys(key for row in rows for key in row))
    print(render(head, [[row.get(key) for key in head] for row in rows], fmt))
    print(f"comparison: {out / 'comparison.parquet'}; {out / 'enamel.md'}")


@pipeline.command("stage")
@reports_errors
def run_one_stage(name: Annotated[str, typer.Argument(help=f"one of: {', '.join(ORDER)}")],
                  env: Annotated[list[str] | None, typer.Option(
                      "--env", metavar="NAME[,NAME...]", callback=split_names,
                      help="environment(s) of a stage run per environment, comma-separated or repeated [default: "
                           "execute.environments]")] = None,
                  data: Annotated[Path, typer.Option("--data", help="the data layout's root")] = DATA.root,
                  path: Annotated[list[str] | None, typer.Option(
                      "--path", metavar="TABLE=PATH",
                      help="a table somewhere else than in --data; repeated for several (a path may hold commas)"
                  )] = None,
                  params: ParamsOption = DEFAULT_PARAMS) -> None:
    """Run one declared stage in this process, on the tables where the layout keeps them."""
    from stages.registry import stage  # noqa: PLC0415
    from stages.stage import run as run_stage  # noqa: PLC0415
    from stages.stage import table_paths  # noqa: PLC0415

    declared = stage(name)
    for branch in (env or load_params(params).execute.environments) if declared.per_environment else [None]:
        tables = run_stage(declared, params, branch, Layout(data), **table_paths(path or []))
        say(f"{name}{f' ({branch})' if branch else ''}: " +
            (", ".join(f"{t.num_rows} {table}" for table, t in sorted(tables.items())) or "written"))
