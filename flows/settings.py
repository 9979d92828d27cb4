"""Where Prefect keeps its state, set by each entry point before Prefect is imported.

Prefect reads its settings once, when it is first imported, so these are set by the
commands that start flows (`python -m flows`, `best run`, the watch and study
mains), never as a side effect of importing a module. Prefect keeps its database under
`PREFECT_HOME`, inside the project (`.prefect/`, ignored by git and DVC) unless set. Without
`PREFECT_API_URL`, each flow process starts Prefect's ephemeral API, which takes 8-15 s on
an idle 2-core machine and more under load, past Prefect's own start-up timeout: a busy
machine must not fail a stage. `best run` starts one local server for all
stages instead (flows/server.py).
"""

from __future__ import annotations

import os
from pathlib import Path


def prefect_defaults() -> None:
    os.environ.setdefault("PREFECT_HOME", str(Path.cwd() / ".prefect"))
    if not os.environ.get("PREFECT_API_URL"):
        # The API of this run (Prefect's ephemeral one, or the local server `best run` starts) is
        # gone when the run ends: its "View at http://127.0.0.1:..." links would be dead ones.
        # A team's server (PREFECT_API_URL set) keeps its links.
        os.environ.setdefault("PREFECT_UI_URL", "")
    os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "180")
    os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
