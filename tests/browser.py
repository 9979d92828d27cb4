"""Headless Chromium (Debian's `chromium`, installed by `make test`) for opening the report.

Chromium runs with the flags the issue names, a private profile, and a host resolver that
resolves nothing, so a page that needed the network would show it: offline is how a
researcher on a plane opens the report.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

TIMEOUT_S = 120


def chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    assert found, "headless Chromium is missing: `make test` installs it (infra/apt-packages-test.txt)"
    return found


def run(url: str, profile: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    args = [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            f"--user-data-dir={profile}", "--no-first-run", "--disable-extensions",
            "--disable-background-networking", "--host-resolver-rules=MAP * ~NOTFOUND", *extra, url]
    done = subprocess.run(args, capture_output=True, text=True, timeout=TIMEOUT_S, check=False)
    assert done.returncode == 0, f"chromium failed ({done.returncode}): {done.stderr[-3000:]}"
    return done


def dump_dom(page: Path, profile: Path, fragment: str = "") -> str:
    """The DOM after the page's scripts ran, serialised."""
    return run(page.resolve().as_uri() + fragment, profile, "--dump-dom").stdout


def screenshot(page: Path, profile: Path, out: Path, size: tuple[int, int] = (1400, 2400)) -> Path:
    run(page.resolve().as_uri(), profile, f"--screenshot={out}", f"--window-size={size[0]},{size[1]}",
        "--hide-scrollbars")
    assert out.is_file(), f"chromium wrote no screenshot to {out}"
    return out
