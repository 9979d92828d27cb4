"""DVC refuses to run where git ignores its own files ("'dvc.lock' is git-ignored"), so a line
in .gitignore meant to keep a run's lock out of commits broke `make run` on a fresh clone."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from tests.conftest import ROOT


@pytest.mark.parametrize("name", ["dvc.yaml", "dvc.lock"])
def test_git_does_not_ignore_dvcs_own_files(name: str) -> None:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    done = subprocess.run(["git", "check-ignore", "--no-index", "-v", name], cwd=ROOT, capture_output=True, text=True,
                          check=False)
    assert done.returncode == 1, f"git ignores {name}, and DVC then refuses to run: {done.stdout.strip()}"
