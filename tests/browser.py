"""Headless Chromium (Debian's `chromium`, installed by `make test`) for opening the report.

Chromium runs with the flags the issue names, a private profile, and a host resolver that
resolves nothing, so a page that needed the network would show it: offline is how a
researcher on a plane opens the report.
"""

from __future__ import annotations

import html
import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

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


MEASURE = """<script>
window.addEventListener("load", () => {
  const page = document.documentElement.clientWidth;
  const wide = [...document.querySelectorAll("table")].filter(
    (t) => t.scrollWidth > t.parentElement.clientWidth + 1 || t.getBoundingClientRect().right > page + 1,
  ).map((t) => t.id);
  const charts = [...document.querySelectorAll("figure.chart img")].map((i) => ({
    id: i.closest("figure").id, width: i.naturalWidth, height: i.naturalHeight,
    shown: Math.round(i.getBoundingClientRect().width)}));
  document.body.setAttribute("data-layout", JSON.stringify({page, wide, charts}));
});
</script>"""


def layout(page: Path, work: Path, width: int = 1400) -> dict[str, Any]:
    """What a reader's window `width` pixels wide shows of the page: the ids of tables wider than the
    page (or than their box), and each chart's picture size and drawn width, measured by a script
    added to a copy of the page after its own."""
    work.mkdir(parents=True, exist_ok=True)
    copy = work / "measured.html"
    copy.write_text(page.read_text(encoding="utf-8").replace("</body>", MEASURE + "</body>"), encoding="utf-8")
    dom = run(copy.resolve().as_uri(), work / "profile", "--dump-dom", f"--window-size={width},2000",
              "--virtual-time-budget=5000").stdout
    start = dom.index('data-layout="') + len('data-layout="')
    measured: dict[str, Any] = json.loads(html.unescape(dom[start:dom.index('"', start)]))
    return measured
