"""Thin Prefect flows around the stages; DVC runs them, one per stage.

Prefect's ephemeral API server takes 8-15 s to start on an idle 2-core machine and more
under load, past Prefect's own start-up timeout: a busy machine must not fail a stage.
"""

import os

os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "180")
