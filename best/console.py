"""What every `best` command shares: one line per user error, the common options.

User errors end a command with one line naming the file and the field and exit status 2,
never a traceback, whichever package the command lives in (best/cli.py: the judge;
flows/cli.py: the pipeline).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Annotated, ParamSpec, TypeVar

import typer

from best.errors import BestError, ParamsError
from best.params import DEFAULT_PARAMS
from best.tasks.loader import TaskValidationError

ParamsOption = Annotated[Path, typer.Option("--params", help="params file")]
IdsArgument = Annotated[list[str] | None, typer.Argument(help="task ids (default: params tasks.select, or all)")]

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
                say(f"error: {exc.problems[0]}")
            else:
                say(f"error: the task pack has {len(exc.problems)} problems:")
                for p in exc.problems:
                    say(f"  {p}")
            raise typer.Exit(2) from None
        except BestError as exc:
            if isinstance(exc, ParamsError) and exc.file is None:
                exc.file = str(params if isinstance(params, Path) else DEFAULT_PARAMS)
            say(f"error: {exc}")
            raise typer.Exit(2) from None

    return wrapper
