"""The DVC pipeline end to end on tiny params, with a real S3 server on loopback.

One repository is reproduced once (module fixture) and then changed step by step, as a
researcher would: push and pull its artifacts through S3, change τ, change one model's
prompt. Each stage runs its Prefect flow against one local Prefect server.
"""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow.fs as pafs
import pyarrow.parquet as pq
import pytest
import yaml
from bs4 import BeautifulSoup, Tag
from matplotlib.image import imread

from best.report.drilldown import sample_id
from tests import browser
from tests.conftest import FIXTURE_TASKS, ROOT, needs_root
from tests.openai_fake import FakeOpenAI, serve
from tests.s3_server import S3Server, s3_server

pytestmark = [needs_root, pytest.mark.slow]

BUCKET = "best-artifacts"
BIN = Path(sys.executable).parent
OUTS = ["data/environment/O0/environments.parquet", "data/generate/generations.parquet",
        "data/compile/O0/builds.parquet", "data/execute/O0/runs.parquet", "data/execute/O0/baselines.parquet",
        "data/calibrate/O0/limits.parquet", "data/score/O0", "data/report/index.html", "data/report/report.md"]
STAGE = r"([a-z]+(?:@[\w.-]+)?)"  # compile@O0: one branch of the fan-out over environments


@dataclass
class Repo:
    path: Path
    s3: S3Server
    fake: FakeOpenAI
    env: dict[str, str]

    def run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(list(args), cwd=self.path, env=self.env, capture_output=True, text=True, check=False)
        if check:
            assert done.returncode == 0, f"{args}: {done.stdout[-3000:]}\n{done.stderr[-3000:]}"
        return done

    def dvc(self, *args: str) -> subprocess.CompletedProcess[str]:
        return self.run(str(BIN / "dvc"), *args)

    def repro(self) -> set[str]:
        """`best run`; the stages that ran."""
        done = self.run(str(BIN / "best"), "run")
        assert "To track the changes with git" not in done.stdout + done.stderr  # dvc.lock is this run's record
        return set(re.findall(rf"Running stage '{STAGE}'", done.stdout + done.stderr))

    def params(self) -> dict[str, Any]:
        return dict(yaml.safe_load((self.path / "params.yaml").read_text()))

    def set_params(self, data: dict[str, Any]) -> None:
        (self.path / "params.yaml").write_text(yaml.safe_dump(data, sort_keys=False))

    def snapshot(self) -> dict[str, bytes]:
        files: dict[str, bytes] = {}
        for out in OUTS:
            p = self.path / out
            for f in [p] if p.is_file() else sorted(x for x in p.rglob("*") if x.is_file()):
                files[str(f.relative_to(self.path))] = f.read_bytes()
        return files

    def requests_by_model(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for body in self.fake.bodies:
            counts[body["model"]] = counts.get(body["model"], 0) + 1
        return counts


def make_repo(path: Path, fake_url: str, endpoint: str) -> None:
    for d in ("best", "stages", "flows"):
        shutil.copytree(ROOT / d, path / d, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "data" / "prompts", path / "data" / "prompts")
    shutil.copytree(FIXTURE_TASKS / "pair_count", path / "data" / "tasks" / "pair_count")
    shutil.copy(ROOT / "dvc.yaml", path / "dvc.yaml")
    (path / ".gitignore").write_text(".cache/\n.prefect/\n__pycache__/\n")
    model = {"backend": "openai", "base_url": fake_url, "concurrency": 2, "backoff_s": 0.01}
    data = yaml.safe_load((ROOT / "params.yaml").read_text())  # DVC wants every key its stages name
    data["tasks"] = {"root": "data/tasks", "select": []}
    data["environments"] = [{"name": "O0", "flags": []}]
    data["execute"]["environments"] = ["O0"]
    data["generate"].update({"samples": 2, "languages": ["cpp"], "models": [
        {"name": "reference", "backend": "reference", "model": "oracle"},
        {"name": "dominated", "backend": "reference", "model": "dominated"},
        {"name": "fake-a", "model": "fake-a", **model},
        {"name": "fake-b", "model": "fake-b", **model}]})
    data["score"]["ks"] = [1]
    data["storage"] = {"uri": f"s3://{BUCKET}/runs", "endpoint_url": endpoint, "region": "us-east-1"}
    (path / "params.yaml").write_text(yaml.safe_dump(data, sort_keys=False))


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory, prefect_api: str) -> Iterator[Repo]:
    path = tmp_path_factory.mktemp("pipeline")
    with s3_server() as s3, serve(FakeOpenAI()) as fake:
        s3.create_bucket(BUCKET)
        make_repo(path, fake.url, s3.endpoint_url)
        env = {**os.environ, **s3.env, "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}",
               "PREFECT_HOME": str(path / ".prefect-home")}
        r = Repo(path, s3, fake, env)
        r.run("git", "init", "-q")
        r.dvc("init", "-q")
        stages = r.repro()
        assert stages == {"environment@O0", "generate", "compile@O0", "execute@O0", "calibrate@O0", "score@O0",
                          "report"}, stages
        yield r


def test_the_pipeline_publishes_every_stage_to_s3(repo: Repo) -> None:
    objects = repo.s3.client().list_objects_v2(Bucket=BUCKET, Prefix="runs/O0/")["Contents"]
    keys = {o["Key"] for o in objects}
    for stage, name in [("generate", "generations"), ("compile", "builds"), ("execute", "runs"),
                        ("execute", "baselines"), ("calibrate", "limits"), ("score", "summary")]:
        assert f"runs/O0/{stage}/{name}.parquet" in keys, keys
    # read back with boto3 and with pyarrow's own S3 client: the same table as the stage wrote
    local = pq.read_table(repo.path / "data" / "score" / "O0" / "summary.parquet")
    body = repo.s3.client().get_object(Bucket=BUCKET, Key="runs/O0/score/summary.parquet")["Body"].read()
    assert pq.read_table(io.BytesIO(body)).equals(local)
    fs = pafs.S3FileSystem(endpoint_override=repo.s3.endpoint_url, scheme="http", access_key="testing",
                           secret_key="testing", region="us-east-1")
    assert pq.read_table(f"{BUCKET}/runs/O0/calibrate/limits.parquet", filesystem=fs).equals(
        pq.read_table(repo.path / "data" / "calibrate" / "O0" / "limits.parquet"))


def test_the_reference_oracle_scores_one(repo: Repo) -> None:
    rows = pq.read_table(repo.path / "data" / "score" / "O0" / "tasks.parquet").to_pylist()
    dual = {r["model"]: r["value"] for r in rows if r["metric"] == "dual" and r["setting"] == "dual"}
    assert dual["reference"] == pytest.approx(1.0)
    # copy-brute-force passes (1, 1) only: 1 / (1 + 1.2 + 1.2), the weight of (2, 2) not counted (no baseline)
    assert dual["dominated"] == pytest.approx(1 / 3.4)
    assert dual["fake-a"] == 0.0  # its code does not even compile against the interface
    verdicts = pq.read_table(repo.path / "data" / "score" / "O0" / "verdicts.parquet").to_pylist()
    assert {v["verdict"] for v in verdicts if v["model"] == "fake-a"} == {"CE"}


def test_the_report_opens_offline_in_a_browser(repo: Repo, tmp_path: Path) -> None:
    page = repo.path / "data" / "report" / "index.html"
    summary = [r for r in pq.read_table(repo.path / "data/score/O0/summary.parquet").to_pylist() if r["by"] == "all"]
    # the link asks the page's script to sort Table 2 by its eighth column, dual dual@1, ascending
    dom = BeautifulSoup(browser.dump_dom(page, tmp_path / "profile", "#sort=table2-O0:7:ascending"), "html.parser")
    table2 = dom.find("table", id="table2-O0")
    assert isinstance(table2, Tag)
    head = [th.get_text(strip=True) for th in table2.select("thead th")]
    assert head == ["model", "time dual@1", "eff@1", "space dual@1", "dual dual@1 easy", "dual dual@1 medium",
                    "dual dual@1 hard", "dual dual@1", "pass@1"]  # the paper's order
    # each figure in %, then its 95% interval over tasks where it has one: "64.71(52.10–77.30)"
    rows = [[td.get_text(strip=True).split("(")[0] for td in tr.find_all("td")] for tr in table2.select("tbody tr")]
    models = [str(tr.td.contents[0]).strip() for tr in table2.select("tbody tr") if tr.td]  # less its badge
    assert sorted(models) == ["dominated", "fake-a", "fake-b", "reference"]
    assert [float(r[7]) for r in rows] == sorted(float(r[7]) for r in rows)
    assert table2.select("thead th")[7].get("aria-sort") == "ascending"
    for model, row in zip(models, rows, strict=True):
        want = {(r["metric"], r["setting"]): r["value"] for r in summary if r["model"] == model}
        assert row[7] == f"{100 * want[('dual', 'dual')]:.2f}" and row[8] == f"{100 * want[('pass', '-')]:.2f}"
    reference = rows[models.index("reference")]
    assert [reference[1], reference[3], reference[7]] == ["100.00"] * 3  # in %, as report.md prints it
    table12 = dom.find("table", id="table12-O0")
    assert isinstance(table12, Tag) and len(table12.select("tbody tr")) == 4  # one row per model
    for setting in ("time", "space", "dual"):  # Tables 13-15: models x categories
        t = dom.find("table", id=f"table13-O0-{setting}")
        assert isinstance(t, Tag) and len(t.select("tbody tr")) == 4
    figures = dom.select("figure.heatmap")
    assert sorted(str(f["data-model"]) for f in figures) == sorted(models)
    assert all(str(f.img["src"]).startswith("data:image/png;base64,") for f in figures if f.img)
    limits = dom.find("table", id="limits-table-O0")
    assert isinstance(limits, Tag) and len(limits.select("tbody tr")) == 4  # pair_count's 2x2 grid
    for tag in dom.find_all(True):
        for attr in ("src", "href"):
            assert not tag.has_attr(attr) or str(tag[attr]).startswith(("data:", "#")), tag
    layout = browser.layout(page, tmp_path / "layout")  # at 1400 px: no table wider than the page, every chart drawn
    assert layout["wide"] == [], layout["wide"]
    charts = {c["id"]: c for c in layout["charts"]}
    assert {"overview-chart", "figure5", "figure2-O0", "figure3-O0"} <= set(charts), sorted(charts)
    assert all(c["width"] > 300 and c["height"] > 100 and c["shown"] <= 1400 for c in charts.values()), charts
    shot = browser.screenshot(page, tmp_path / "profile", tmp_path / "report.png", (1400, 2400))
    pixels = imread(shot)
    assert pixels.shape[:2] == (2400, 1400)
    assert pixels[..., :3].std() > 0.05  # tables and pictures, not a blank page


def test_a_link_to_a_sample_opens_its_drill_down_with_its_code_and_verdict(repo: Repo, tmp_path: Path) -> None:
    page = repo.path / "data" / "report" / "index.html"
    verdicts = pq.read_table(repo.path / "data/score/O0/verdicts.parquet").to_pylist()
    judged = next(v for v in verdicts if v["model"] == "fake-a" and (v["row"], v["col"]) == (2, 1))
    code = next(g["code"] for g in pq.read_table(repo.path / "data/generate/generations.parquet").to_pylist()
                if (g["model"], g["task"], g["row"], g["col"], g["sample"]) ==
                (judged["model"], judged["task"], judged["row"], judged["col"], judged["sample"]))
    anchor = sample_id("O0", (judged["model"], judged["task"], judged["row"], judged["col"], judged["sample"]))
    dom = BeautifulSoup(browser.dump_dom(page, tmp_path / "profile", f"#{anchor}"), "html.parser")
    sample = dom.find(id=anchor)
    assert isinstance(sample, Tag) and sample.name == "details"
    assert sample.has_attr("open")  # the page's script opened it, and the sections around it
    assert all(d.has_attr("open") for d in sample.find_parents("details"))
    assert sample.summary is not None and f"sample {judged['sample']}: {judged['verdict']}" in sample.summary.get_text(
        " ", strip=True)
    shown = sample.select_one("pre.code")
    assert shown is not None and shown.get_text() == code  # the code the model's answer held, as it was judged
    cell = sample.find_parent("details", class_="cell")
    assert isinstance(cell, Tag) and cell.select_one("details.prompt pre") is not None  # and the prompt it was given
    others = dom.select("details.sample:not([open])")
    assert others and len(others) == len(verdicts) - 1  # the rest stay closed


def test_push_then_pull_into_an_empty_checkout_gives_the_same_bytes(repo: Repo) -> None:
    before = repo.snapshot()
    repo.dvc("push")
    shutil.rmtree(repo.path / ".dvc" / "cache")
    for out in OUTS:
        p = repo.path / out
        shutil.rmtree(p) if p.is_dir() else p.unlink()
    repo.dvc("pull")
    assert repo.snapshot() == before
    assert repo.dvc("status").stdout.count("changed") <= 1  # at most the always-changed environment stage


def test_changing_tau_reruns_only_score_and_report(repo: Repo) -> None:
    data = repo.params()
    data["score"]["settings"] = [{"name": "time", "tau": 1.5, "sigma": 0.0}, {"name": "space", "tau": 0.0,
                                 "sigma": 1.2}, {"name": "dual", "tau": 1.5, "sigma": 1.2}]
    repo.set_params(data)
    status = repo.dvc("status").stdout
    # `environment` always runs (the machine is an input DVC cannot hash) and changes nothing
    assert set(re.findall(rf"^{STAGE}:", status, re.M)) == {"environment@O0", "score@O0", "report"}, status
    assert "always changed" in status.split("score@O0:")[0]
    requests, runs = len(repo.fake.bodies), sorted((repo.path / ".cache" / "best" / "runs").rglob("*.json"))
    before = repo.snapshot()
    assert repo.repro() == {"environment@O0", "score@O0", "report"}
    after = repo.snapshot()
    assert len(repo.fake.bodies) == requests  # no model was asked
    assert sorted((repo.path / ".cache" / "best" / "runs").rglob("*.json")) == runs  # nothing was run
    for name in ("data/generate/generations.parquet", "data/compile/O0/builds.parquet",
                 "data/execute/O0/runs.parquet", "data/calibrate/O0/limits.parquet"):
        assert after[name] == before[name], name
    dual = {r["model"]: r["value"] for r in pq.read_table(repo.path / "data/score/O0/tasks.parquet").to_pylist()
            if r["metric"] == "dual" and r["setting"] == "dual"}
    assert dual["dominated"] == pytest.approx(1 / (1 + 1.5 + 1.2))  # the new τ


def test_changing_one_models_prompt_asks_only_that_model(repo: Repo) -> None:
    data = repo.params()
    data["generate"]["models"][3]["prompt"] = "time"  # fake-b only
    repo.set_params(data)
    before = repo.requests_by_model()
    builds = set((repo.path / ".cache" / "best" / "builds").iterdir())
    ran = repo.repro()
    assert {"generate", "compile@O0", "execute@O0", "score@O0"} <= ran  # report too, if the scores moved
    asked = {m: n - before.get(m, 0) for m, n in repo.requests_by_model().items()}
    assert asked == {"fake-a": 0, "fake-b": 8}  # 2x2 grid x 2 samples, all of fake-b's and none of fake-a's
    new_builds = set((repo.path / ".cache" / "best" / "builds").iterdir()) - builds
    assert len(new_builds) == 8  # each new sample's source is new; nothing else was compiled


def test_new_flags_re_execute_without_regenerating(repo: Repo) -> None:
    original = repo.params()
    changed = {**original, "environments": [{"name": "O0", "flags": ["-O1"]}]}
    repo.set_params(changed)
    try:
        # Flags reach the branch through its fingerprint, which only the environment stage can take
        repo.dvc("repro", "environment@O0")
        status = repo.dvc("status").stdout
        stages = set(re.findall(rf"^{STAGE}:", status, re.M))
        assert {"compile@O0", "execute@O0"} <= stages, status  # and what follows them, once they ran
        assert "generate" not in stages and "calibrate@O0" not in stages, status
    finally:
        repo.set_params(original)
        repo.dvc("repro", "environment@O0")  # the fingerprint back as the branch's outputs know it
    assert set(re.findall(rf"^{STAGE}:", repo.dvc("status").stdout, re.M)) == {"environment@O0"}


def test_adding_an_environment_runs_only_its_branch_on_the_same_generations(repo: Repo) -> None:
    data = repo.params()
    data["environments"] = [{"name": "O0", "flags": []}, {"name": "O2", "flags": ["-O2"]}]
    data["execute"]["environments"] = ["O0", "O2"]
    repo.set_params(data)
    requests, before = len(repo.fake.bodies), repo.snapshot()
    ran = repo.repro()
    assert ran == {"environment@O0", "environment@O2", "compile@O2", "execute@O2", "calibrate@O2", "score@O2",
                   "report"}, ran
    assert len(repo.fake.bodies) == requests  # the generations are shared, not regenerated
    after = repo.snapshot()
    assert {k: v for k, v in after.items() if not k.startswith("data/report")} == {
        k: v for k, v in before.items() if not k.startswith("data/report")}  # O0's branch untouched
    rows = pq.read_table(repo.path / "data/score/O2/tasks.parquet").to_pylist()
    dual = {r["model"]: r["value"] for r in rows if r["metric"] == "dual" and r["setting"] == "dual"}
    assert dual["reference"] == pytest.approx(1.0)  # calibrated in O2 from O2's own baselines
    assert {r["environment"] for r in rows} == {"O2"}
    keys = {o["Key"] for o in repo.s3.client().list_objects_v2(Bucket=BUCKET, Prefix="runs/O2/")["Contents"]}
    assert {"runs/O2/score/summary.parquet", "runs/O2/calibrate/limits.parquet"} <= keys  # its own prefix
    report = (repo.path / "data/report/report.md").read_text()
    assert "# Environment O0 (no flags)" in report and "# Environment O2 (-O2)" in report
    page = BeautifulSoup((repo.path / "data/report/index.html").read_text(), "html.parser")
    assert [str(sec["data-environment"]) for sec in page.select("section.environment")] == ["O0", "O2"]
    for env in ("O0", "O2"):
        leaderboard = page.find("table", id=f"table2-{env}")
        assert isinstance(leaderboard, Tag) and len(leaderboard.select("tbody tr")) == 4
