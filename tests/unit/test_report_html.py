"""The HTML report from hand-built scores: its tables hold the scores, it fetches nothing, and
nothing a model is called can inject markup. (tests/integration/test_pipeline_dvc.py opens a real
pipeline's report in headless Chromium.)"""

from __future__ import annotations

import base64
import io
import itertools
import re
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from bs4 import BeautifulSoup, Tag
from matplotlib.image import imread
from typer.testing import CliRunner

from best.cli import app
from best.params import ScoreParams
from best.report import figures, heatmaps
from best.report.document import EnvironmentView, ReportInput, StudyView, document, environment_view, paper_number
from best.report.drilldown import DrillInput, sample_id
from best.report.html import Badge, slug
from best.scoring.scores import score
from best.tables import LIMITS, VERDICTS
from tests.unit.test_score_stage import ENV, LABELS, limits_rows, runs_rows, sample, score_inputs, table

HOSTILE = '<img src=x onerror="alert(1)">&'  # a model name as an endpoint might serve it
PARAMS = ScoreParams(ks=[1, 2])


def verdict_rows() -> list[dict[str, Any]]:
    rows = runs_rows()
    for s in range(3):  # the hostile model passes t1's first cell only, t2 never
        rows += sample(HOSTILE, "t1", s, {(1, 1): ("AC", 2.0), (1, 2): ("MLE", 2.0), (2, 1): ("TLE", 200.0),
                                          (2, 2): ("TLE", 200.0)}, True)
        rows += sample(HOSTILE, "t2", s, {(1, 1): ("WA", 1.0)}, False)
    return rows


def scores() -> dict[str, list[dict[str, Any]]]:
    return score(table(verdict_rows(), VERDICTS), table(limits_rows(), LIMITS), LABELS, PARAMS)


def view(result: dict[str, list[dict[str, Any]]]) -> EnvironmentView:
    summary = result["summary"]
    return environment_view(ENV, summary, PARAMS, cells=result["cells"], std=result["std"], tasks=result["tasks"],
                            limits=limits_rows(), verdicts=verdict_rows())


STUDY = StudyView(
    scores=[{"environment": e, "model": m, "setting": "dual", "k": 1, "value": v, "rank": r}
            for e, m, v, r in [("O0", "a", 0.5, 1), ("O0", "b", 0.25, 2), ("O2", "a", 0.75, 1),
                               ("O2", "b", None, None)]],
    pairs=[{"environment_a": "O0", "environment_b": "O2", "setting": "dual", "k": 1, "models": 1, "kendall_tau": None,
            "identical": None, "max_change": 0.25, "max_change_model": "a", "note": "fewer than 2 models"}],
    tasks=[{"task": "t1", "environment": e, "environment_id": e, "cells": 4, "discriminating": d, "min_margin": m,
            "grid_discriminates": d == 4} for e, d, m in [("O0", 4, 5.0), ("O2", 3, 1.5)]])


@pytest.fixture(scope="module")
def page() -> str:
    return document(ReportInput(PARAMS, 2.0, [view(scores())], {"a": Badge("oracle", "not a model")}, STUDY))


@pytest.fixture(scope="module")
def soup(page: str) -> BeautifulSoup:
    return BeautifulSoup(page, "html.parser")


def grid(soup: BeautifulSoup, table_id: str) -> tuple[list[str], list[list[str]]]:
    t = soup.find("table", id=table_id)
    assert isinstance(t, Tag), table_id
    head = [th.get_text(strip=True) for th in t.select("thead th")]
    return head, [[td.get_text(strip=True) for td in tr.find_all("td")] for tr in t.select("tbody tr")]


def test_table2_holds_every_models_scores_as_fractions(soup: BeautifulSoup) -> None:
    head, rows = grid(soup, "table2-O0")
    # the paper's order: time (with eff@k beside it), space, the headline by difficulty then overall, pass@k
    assert head == ["model", "time dual@1", "time dual@2", "eff@1", "eff@2", "space dual@1", "space dual@2",
                    "dual dual@1 easy", "dual dual@2 easy", "dual dual@1 medium", "dual dual@2 medium",
                    "dual dual@1 hard", "dual dual@2 hard", "dual dual@1", "dual dual@2", "pass@1", "pass@2"]
    by_model = {r[0]: dict(zip(head, r, strict=True)) for r in rows}
    assert set(by_model) == {HOSTILE, "aoracle"}  # model "a" carries its badge
    a = by_model["aoracle"]
    summary = {(r["metric"], r["setting"], r["k"]): r for r in scores()["summary"]
               if r["model"] == "a" and r["by"] == "all"}

    def shown(r: dict[str, Any]) -> str:  # in %, as report.md prints it, with the interval over tasks
        return f"{100 * r['value']:.2f}({100 * r['ci_low']:.2f}–{100 * r['ci_high']:.2f})"

    assert a["dual dual@1"] == shown(summary[("dual", "dual", 1)])
    assert a["pass@1"] == shown(summary[("pass", "-", 1)])
    assert a["dual dual@1 medium"] == ""  # no medium task: nothing, not a zero
    # by hand: on t1 it passes (1, 1) only, of the cells whose S_std is 1 weighing 1, 1.2, 1.2; t2 never;
    # resampling two tasks gives the mean of t1 twice, of t2 twice, or theirs
    low, high = 0.0, 100 * 1 / 3.4
    assert by_model[HOSTILE]["dual dual@2"] == f"{100 * (1 / 3.4 + 0) / 2:.2f}({low:.2f}–{high:.2f})"


def test_table2_opens_ranked_by_the_headline_dual_at_the_first_k(soup: BeautifulSoup) -> None:
    head, rows = grid(soup, "table2-O0")
    column = head.index("dual dual@1")
    values = [float(r[column].split("(")[0]) for r in rows]
    assert values == sorted(values, reverse=True)
    t = soup.find("table", id="table2-O0")
    assert isinstance(t, Tag)
    assert [th.get("aria-sort") for th in t.select("thead th")].count("descending") == 1
    assert t.select("thead th")[column].get("aria-sort") == "descending"


def test_the_best_figure_of_a_language_model_in_each_column_is_marked() -> None:
    badge = Badge("oracle", "replays the baselines")
    for badged in ({}, {"a": badge}):  # a model labelled as a replay of reference code never competes
        soup = BeautifulSoup(document(ReportInput(PARAMS, 2.0, [view(scores())], badged)), "html.parser")
        t = soup.find("table", id="table2-O0")
        assert isinstance(t, Tag)
        for col in range(1, len(t.select("thead th"))):
            cells = [tr.find_all("td")[col] for tr in t.select("tbody tr")
                     if str(tr.find_all("td")[0]["data-v"]) not in badged]
            values = [float(str(c["data-v"])) for c in cells if c.has_attr("data-v")]
            top = [float(str(c["data-v"])) for c in cells if "top" in (c.get("class") or [])]
            distinct = len(set(values)) > 1  # where every model has the same figure, none is the best
            assert top == ([max(values)] * values.count(max(values)) if distinct else [])
            assert len(t.select(f"tbody tr td:nth-of-type({col + 1}).top")) == len(top)  # and no badged row


LEVEL_HEAD = [f"{s} {level}" for s in ("time", "space", "dual") for level in ("easy", "medium", "hard", "overall")]


def test_tables_3_and_12_to_25_in_the_papers_layout(soup: BeautifulSoup) -> None:
    head, rows = grid(soup, "table12-O0")  # models x (setting x difficulty), at the largest k
    assert head == ["model", *LEVEL_HEAD] and len(rows) == 2
    for setting in PARAMS.settings:  # Tables 13-15: models x categories, in the paper's order, then Overall
        t = soup.find("table", id=f"table13-O0-{setting.name}")
        assert isinstance(t, Tag) and t.caption is not None
        assert t.caption.get_text().startswith(f"Table {paper_number(setting)}: dual@2 by category")
        head, rows = grid(soup, f"table13-O0-{setting.name}")
        assert head == ["model", "Graph", "DP", "Overall"] and len(rows) == 2
    for model in ("a", HOSTILE):  # Tables 16-25: one per model, categories x (setting x difficulty)
        head, rows = grid(soup, slug("table16", "O0", model))
        assert head == ["category", *LEVEL_HEAD] and [r[0] for r in rows] == ["Graph", "DP", "Overall"]
    head, rows = grid(soup, "table3-O0")  # the headline setting of the best language models side by side
    assert head[0] == "category" and len(head) == 1 + 4 and [r[0] for r in rows] == ["Graph", "DP", "Overall"]
    assert {h.rsplit(" ", 1)[0] for h in head[1:]} == {HOSTILE}  # "a" replays the baselines: not a model


def test_per_model_tables_bold_the_best_category_and_grey_the_least(soup: BeautifulSoup) -> None:
    t = soup.find("table", id=slug("table16", "O0", HOSTILE))
    assert isinstance(t, Tag)
    for col in range(1, len(t.select("thead th"))):
        cells = [tr.find_all("td")[col] for tr in t.select("tbody tr")[:-1]]  # the Overall row does not compete
        values = [float(str(c["data-v"])) for c in cells if c.has_attr("data-v")]
        marked = {mark: [float(str(c["data-v"])) for c in cells if mark in (c.get("class") or [])]
                  for mark in ("top", "least")}
        distinct = len(set(values)) > 1
        assert marked["top"] == ([max(values)] * values.count(max(values)) if distinct else [])
        assert marked["least"] == ([min(values)] * values.count(min(values)) if distinct else [])


def test_one_heatmap_per_model_and_task_with_a_panel_per_k_and_s_std(soup: BeautifulSoup) -> None:
    figures = soup.select("figure.heatmap")
    assert sorted((str(f["data-model"]), str(f["data-task"])) for f in figures) == sorted(
        (m, t) for m in ("a", HOSTILE) for t in ("t1", "t2"))
    for f in figures:
        img = f.find("img")
        assert isinstance(img, Tag)
        src = str(img["src"])
        assert src.startswith("data:image/png;base64,")
        pixels = imread(io.BytesIO(base64.b64decode(src.split(",", 1)[1])), format="png")
        height, width = pixels.shape[:2]
        cols = 2 if f["data-task"] == "t1" else 1
        assert width > height * (1 if cols == 1 else 1.5)  # three panels side by side: pass@1, pass@2, S_std


def test_limits_mark_cells_that_do_not_discriminate() -> None:
    limits = limits_rows()
    limits[0] = {**limits[0], "time_margin": 1.5}
    env = view(scores())
    env = replace(env, limits=limits)
    soup = BeautifulSoup(document(ReportInput(PARAMS, 2.0, [env])), "html.parser")
    head, rows = grid(soup, "limits-table-O0")
    assert head[:2] == ["task", "cell"] and len(rows) == len(limits)
    assert rows[0][8] == "1.50 !" and all(not r[8].endswith("!") for r in rows[1:])


def test_stability_study_when_there_is_one(soup: BeautifulSoup) -> None:
    head, rows = grid(soup, "table11-dual-1")
    assert head == ["environment", "a", "b"] and rows == [["O0", "50.00 (1)", "25.00 (2)"], ["O2", "75.00 (1)", "—"]]
    _, pairs = grid(soup, "stability-pairs")
    assert pairs == [["O0 → O2", "dual", "1", "1", "—", "0.250", "a", "—"]]
    _, tasks = grid(soup, "stability-tasks")
    assert tasks == [["t1", "5.00", "1.50 !"]]


def test_no_study_no_section() -> None:
    assert 'id="stability"' not in document(ReportInput(PARAMS, 2.0, [view(scores())]))


def test_nothing_points_outside_the_file(page: str, soup: BeautifulSoup) -> None:
    for tag in soup.find_all(True):
        for attr in ("src", "href", "action", "srcset", "poster", "data"):
            if tag.has_attr(attr):
                value = str(tag[attr])
                assert value.startswith(("data:", "#")), f"<{tag.name} {attr}={value[:60]}>"
    assert not soup.find_all(["link", "iframe", "object", "embed"])
    assert not re.search(r"url\(|@import|https?://", page)


def test_a_model_name_is_text_never_markup(page: str, soup: BeautifulSoup) -> None:
    assert HOSTILE not in page  # only its escaped form
    assert not soup.select("[onerror]")
    # the heatmaps, the legend, the overview and Figures 2, 3 and 5; no <img src=x>
    assert len(soup.find_all("img")) == 4 + 1 + 4
    assert any(td.get_text() == HOSTILE for td in soup.find_all("td"))


def test_same_scores_same_bytes(page: str) -> None:
    assert document(ReportInput(PARAMS, 2.0, [view(scores())], {"a": Badge("oracle", "not a model")}, STUDY)) == page


def test_colour_scale_reads_in_grey() -> None:
    cmap = heatmaps.colormap()
    levels = [heatmaps.grey(cmap(i / 50)) for i in range(51)]
    assert all(b > a for a, b in itertools.pairwise(levels)), "lightness must rise with the score"
    assert levels[-1] - levels[0] > 0.6  # and span most of the grey range


def test_a_passed_cell_is_lighter_than_a_failed_one_in_the_picture() -> None:
    def mean_grey(value: float) -> float:
        pixels = imread(io.BytesIO(heatmaps.png([heatmaps.Panel("S", [[value] * 4] * 4)])), format="png")
        return float((0.299 * pixels[..., 0] + 0.587 * pixels[..., 1] + 0.114 * pixels[..., 2]).mean())

    assert mean_grey(1.0) - mean_grey(0.0) > 0.3
    assert mean_grey(0.0) < mean_grey(0.5) < mean_grey(1.0)


def test_best_report_renders_both_files_from_a_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    params = score_inputs(tmp_path)
    data = tmp_path / "data"
    (data / "calibrate" / "O0").mkdir(parents=True)
    shutil.copy(tmp_path / "limits.parquet", data / "calibrate" / "O0" / "limits.parquet")
    missing = CliRunner().invoke(app, ["report", "--data", str(data), "--out", str(tmp_path / "r"),
                                       "--params", str(params)])
    assert missing.exit_code == 2 and "environment O0 has no scores" in missing.output, missing.output
    scored = CliRunner().invoke(app, ["score", "--runs", str(tmp_path / "runs.parquet"), "--limits",
                                      str(data / "calibrate" / "O0" / "limits.parquet"), "--out",
                                      str(data / "score" / "O0"), "--params", str(params)])
    assert scored.exit_code == 0, scored.output
    for var in ("DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(var, raising=False)
    result = CliRunner().invoke(app, ["report", "--open", "--data", str(data), "--out", str(tmp_path / "r"),
                                      "--params", str(params)])
    assert result.exit_code == 0, result.output
    page = (tmp_path / "r" / "index.html").resolve()
    assert result.output.splitlines()[-1] == f"report: {page}"
    assert f"no desktop browser here; open {page.as_uri()}" in result.output
    soup = BeautifulSoup(page.read_text(), "html.parser")
    assert [f["data-task"] for f in soup.select("figure.heatmap")] == ["pair_count"]  # model "a" on the one task
    assert "# Environment O0 (no flags)" in (tmp_path / "r" / "report.md").read_text()


def test_the_overview_and_the_papers_figures_are_pictures(soup: BeautifulSoup) -> None:
    nav = [a.get_text() for a in soup.select("header nav a")]
    assert nav[0] == "Overview"  # the first thing a reader meets
    for figure_id in ("overview-chart", "figure5", "figure2-O0", "figure3-O0"):
        figure = soup.find("figure", id=figure_id)
        assert isinstance(figure, Tag), figure_id
        img = figure.find("img")
        assert isinstance(img, Tag) and str(img["alt"])
        pixels = imread(io.BytesIO(base64.b64decode(str(img["src"]).split(",", 1)[1])), format="png")
        assert pixels.shape[0] > 100 and pixels.shape[1] > 300, (figure_id, pixels.shape)
        assert pixels.std() > 0.01, figure_id  # something is drawn
    caption = soup.find("figure", id="figure2-O0")
    assert isinstance(caption, Tag) and "decreasing order" in caption.get_text()


def test_table2_groups_open_and_closed_models_where_params_label_them() -> None:
    soup = BeautifulSoup(document(ReportInput(PARAMS, 2.0, [view(scores())], weights={HOSTILE: "closed", "a": "open"})),
                         "html.parser")
    head, rows = grid(soup, "table2-O0")
    assert head[:2] == ["model", "weights"]
    assert [r[1] for r in rows] == ["open", "closed"]  # open-source models first, as in the paper


def test_each_models_verdicts_are_counted(soup: BeautifulSoup) -> None:
    head, rows = grid(soup, slug("verdicts", ENV))
    assert head == ["model", "AC", "WA", "TLE", "MLE", "OLE", "RE", "CE", "judged"]
    hostile = next(r for r in rows if r[0].startswith(HOSTILE))
    judged = [v for v in verdict_rows() if v["model"] == HOSTILE]
    assert hostile[1:] == [str(sum(v["verdict"] == k for v in judged)) for k in head[1:-1]] + [str(len(judged))]
    assert hostile[1:5] == ["3", "3", "6", "3"]  # AC, WA, TLE, MLE as built above


def drilled_page() -> BeautifulSoup:
    """The page with the drill-down: every sample's code (one, a hostile one, tries to close the page's
    markup), and the prompts of t1's cells."""
    verdicts = verdict_rows()
    generations = {(v["model"], v["task"], v["row"], v["col"], v["sample"]):
                   {"code": f"// {v['model']} {v['task']} {v['row']}{v['col']} #{v['sample']}\nint x;"
                    if v["model"] != HOSTILE else "</code></pre><script>alert(1)</script>",
                    "completion": None, "error": None, "extract_error": None}
                   for v in verdicts}
    generations[("a", "t2", 1, 1, 9)] = {"code": None, "completion": "I cannot help", "error": None,
                                         "extract_error": "no code block in the answer"}
    prompts = {("t1", r, c, "a"): f"Write solve() for subtask ({r}, {c})." for r in (1, 2) for c in (1, 2)}
    drill = DrillInput(ENV, verdicts, limits_rows(), generations, prompts)
    env = replace(view(scores()), drill=drill)
    return BeautifulSoup(document(ReportInput(PARAMS, 2.0, [env], {}, None)), "html.parser")


def test_the_drill_down_shows_each_samples_verdict_limits_prompt_and_code() -> None:
    soup = drilled_page()
    samples = soup.select("details.sample")
    assert len(samples) == len(verdict_rows())  # every judged sample, once
    one = soup.find(id=sample_id(ENV, ("a", "t1", 2, 1, 1)))
    assert isinstance(one, Tag)
    summary = one.summary.get_text(" ", strip=True) if one.summary else ""
    assert summary.startswith("sample 1: TLE") and "time 200 of" in summary and "memory —" in summary
    cell = one.find_parent("details", class_="cell")
    assert isinstance(cell, Tag) and cell.summary is not None
    assert cell.summary.get_text(" ", strip=True).startswith("a · cell (2, 1)")
    assert "Write solve() for subtask (2, 1)." in cell.select_one("details.prompt pre").get_text()  # type: ignore[union-attr]
    ok = soup.find(id=sample_id(ENV, ("a", "t1", 1, 1, 0)))
    assert isinstance(ok, Tag) and "// a t1 11 #0" in ok.select_one("pre.code").get_text()  # type: ignore[union-attr]
    none = soup.find(id=sample_id(ENV, ("a", "t2", 1, 1, 9)))
    assert isinstance(none, Tag) and "no code block in the answer" in none.get_text()
    assert not soup.select("details.sample script")  # a sample's code is text, never markup
    assert "<script>alert(1)</script>" in "".join(p.get_text() for p in soup.select("pre.code"))


def test_the_overview_draws_each_interval() -> None:
    values: dict[str, dict[str, float | None]] = {"m": {"time": 0.5, "space": 0.25, "dual": 0.4}}
    plain = figures.overview(values, ["time", "space", "dual"], 1)
    with_bars = figures.overview(values, ["time", "space", "dual"], 1, {"m": {"dual": (0.2, 0.6)}})
    assert plain != with_bars
    a, b = (imread(io.BytesIO(png)) for png in (plain, with_bars))
    assert a.shape == b.shape and (a != b).any()  # the same chart, with an error bar drawn over it
