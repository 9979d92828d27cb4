"""The languages a task may be solved in, by the name task.yaml uses under `languages:`.

Each is what its section of task.yaml declares (the `interface` block's schema and how it
becomes a `SolutionInterface`) and whether its prompt needs the task's example. A new
language adds one entry here, its interface module, and a judge module that builds its
programs (best/judge/languages/); no other code names a language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from best.tasks import interface, pyinterface
from best.tasks.calls import SolutionInterface


@dataclass(frozen=True)
class TaskLanguage:
    name: str
    interface_spec: type[BaseModel]
    # The spec's interface; `outputs` names the results where another side of the task already does.
    parse: Callable[[Any, tuple[str, ...] | None], SolutionInterface]
    needs_example: bool  # its prompts show the example's values, so a side in it requires one


TASK_LANGUAGES: dict[str, TaskLanguage] = {
    language.name: language for language in (
        TaskLanguage("cpp", interface.InterfaceSpec, interface.from_spec, needs_example=True),
        TaskLanguage("python", pyinterface.PyInterfaceSpec, pyinterface.from_spec, needs_example=False),
    )
}
