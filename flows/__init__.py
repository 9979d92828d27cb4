"""Thin Prefect flows around the stages; DVC runs them, one per stage.

Prefect keeps its state under `PREFECT_HOME`, inside the project (`.prefect/`, ignored by
git and DVC) unless set. Without `PREFECT_API_URL`, each flow process starts Prefect's
ephemeral API, which takes 8-15 s on an idle 2-core machine and more under load, past
Prefect's own start-up timeout: a busy machine must not fail a stage. `best repro` and
`best run` start one local server for all stages instead (flows/server.py).
"""

import os
from pathlib import Path

os.environ.setdefault("PREFECT_HOME", str(Path.cwd() / ".prefect"))
os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "180")
os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
