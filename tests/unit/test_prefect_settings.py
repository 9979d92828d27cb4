"""What the entry points tell Prefect before importing it: no links to an API that ends with the run."""

from __future__ import annotations

import os

import pytest

from flows.settings import prefect_defaults


@pytest.fixture(autouse=True)
def restored(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever prefect_defaults() sets is put back after the test (monkeypatch restores what it set)."""
    for key in ("PREFECT_HOME", "PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS",
                "PREFECT_SERVER_ANALYTICS_ENABLED"):
        monkeypatch.setenv(key, os.environ.get(key, ""))
        if not os.environ[key]:
            monkeypatch.delenv(key)


def test_a_run_on_its_own_api_prints_no_links_to_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PREFECT_API_URL", raising=False)
    monkeypatch.delenv("PREFECT_UI_URL", raising=False)
    prefect_defaults()
    assert os.environ["PREFECT_UI_URL"] == ""  # Prefect's url_for() then gives no "View at ..."


def test_a_teams_server_keeps_its_links(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PREFECT_API_URL", "http://prefect.lab:4200/api")
    monkeypatch.delenv("PREFECT_UI_URL", raising=False)
    prefect_defaults()
    assert "PREFECT_UI_URL" not in os.environ
