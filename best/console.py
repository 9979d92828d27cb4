"""What every `best` command shares: one line per user error, the common options.

User errors end a command with one line naming the file and the field and exit status 2,
never a traceback, whichever package the command lives in (best/cli.py: the judge;
flows/cli.py: the pipeline). The options every command spells the same way live here too:
`--task` and `--env` take one name, several comma-separated, or the word `all`, repeated
or not, so that `--task a,b` and `--task a --task b` select the same tasks everywhere.
"""

from __future__ import annotations

import csv
import io
import json
import sys
from collections.abc import Callable, Sequence
from enum import StrEnum
from functools import wraps
from pathlib import Path
from typing import Annotated, Any, ParamSpec, TypeVar

import typer

from best.errors import BestError, ParamsError
from best.params import DEFAULT_PARAMS
from best.tasks.loader import TaskValidationError

# Click's plain help (the format of git, pip and pytest): rich's boxes printed a type even for
# flags that take no value (`--json <bool>`).
CLI_SETTINGS: dict[str, Any] = {"help_option_names": ["-h", "--help"], "max_content_width": 100}
ALL = "all"


def split_names(values: list[str] | None) -> list[str] | None:
    """`a,b` and `a` `b` (the option repeated) are the same list; order kept, repeats dropped."""
    if values is None:
        return None
    names = [name.strip() for value in values for name in value.split(",")]
    if any(not name for name in names):
        raise typer.BadParameter(f"an empty name in {','.join(values)!r}")
    return list(dict.fromkeys(names))


def names_option(flag: str, what: str, default: str, short: str | None = None) -> Any:
    """A list option of names (`--task`, `--env`, `--model`): comma-separated or repeated, `all` for every one."""
    return typer.Option(flag, *([short] if short else []), metavar="NAME[,NAME...]", callback=split_names,
                        help=f"{what}, comma-separated or repeated; `{ALL}` for every one [default: {default}]")


ParamsOption = Annotated[Path, typer.Option("--params", metavar="FILE", show_default=False,
                                            help="params file [default: params.yaml here, else the built-in "
                                                 "defaults]")]
# Before `--task`, the task commands took ids as arguments and `--all`: they still do, unlisted
# (the ids as extra arguments, ctx.args), so that scripts and records keep working.
TAKES_IDS: dict[str, Any] = {"allow_extra_args": True}
LegacyAll = Annotated[bool, typer.Option("--all", hidden=True, help="the same as --task all")]


def selected(names: list[str] | None, legacy: list[str] | None = None, legacy_all: bool = False
             ) -> tuple[list[str] | None, bool]:
    """The named tasks and whether `all` was asked for: (ids or None, every)."""
    ids = [*(names or []), *(split_names(legacy) or [])]
    every = legacy_all or ALL in ids
    return ([i for i in ids if i != ALL] or None), every


class Format(StrEnum):
    table = "table"
    json = "json"
    csv = "csv"


FormatOption = Annotated[Format, typer.Option("--format", help="how tabular output prints")]


def render(head: Sequence[str], rows: Sequence[Sequence[object]], fmt: Format, *, markdown: bool = False) -> str:
    """One table in the format asked for: aligned columns (or a Markdown table where the
    command's output is pasted into docs), a JSON array of objects, or CSV with a header."""
    if fmt is Format.json:
        return json.dumps([dict(zip(head, row, strict=True)) for row in rows], indent=1, default=str)
    if fmt is Format.csv:
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(head)
        writer.writerows(rows)
        return out.getvalue().rstrip("\n")
    cells = [[str(c) for c in row] for row in rows]
    if markdown:
        from best.report.markdown import table_lines  # noqa: PLC0415 - the report's tables load only here

        return "\n".join(table_lines(head, cells))
    widths = [max([len(str(h)), *(len(row[i]) for row in cells)]) for i, h in enumerate(head)]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(line, widths, strict=True)).rstrip()
                     for line in [list(head), *cells])

P = ParamSpec("P")
R = TypeVar("R")


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def reports_errors(fn: Callable[P, R]) -> Callable[P, R]:
    """User errors end the command with one line naming the file and the field, and exit
    status 2, never a traceback.

    An error about a params key that was found after loading (an unknown backend, a k no
    model has samples for) names the params file the command was given. A params file
    named on the command line must exist: only the default may be absent (its defaults
    apply, and a note says so: run outside the project, the built-in defaults are not the
    project's), or a typo in the path would run a benchmark on defaults unnoticed.
    """

    @wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        params = kwargs.get("params")
        try:
            if isinstance(params, Path) and params != DEFAULT_PARAMS and not params.exists():
                raise ParamsError("params file not found", file=params, field="--params")
            if params == DEFAULT_PARAMS and not DEFAULT_PARAMS.exists():
                say(f"note: no {DEFAULT_PARAMS} in {Path.cwd()}, so the built-in defaults apply "
                    "(run from the project root, or pass --params FILE)")
            return fn(*args, **kwargs)
        except TaskValidationError as exc:
            if len(exc.problems) == 1:
                say(f"error: {exc.problems[0]}")
            else:
                say(f"error: the task pack has {len(exc.problems)} problems:")
                for p in exc.problems:
                    say(f"  {p}")
            raise typer.Exit(2) from None
        except BestError as exc:
            if isinstance(exc, ParamsError) and exc.file is None and not (exc.field or "").startswith("-"):
                exc.file = str(params if isinstance(params, Path) else DEFAULT_PARAMS)
            say(f"error: {exc}")
            raise typer.Exit(2) from None

    return wrapper
