"""The progress of a long stage: a live bar on a terminal, one summary line anywhere else."""

from __future__ import annotations

import gc
import io
import logging
import re

import pytest
from rich.console import Console

from best.progress import Progress

SUMMARY = re.compile(r"^gen: 3/3 in \d+\.\ds \(\d+\.\d\d/s\), errors 1, tokens in 30, out 12$")


@pytest.fixture(autouse=True)
def plain_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whether a stream is a terminal is the stream's to say here: rich would take these
    variables (a CI runner may set them) over the stream itself."""
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE"):
        monkeypatch.delenv(name, raising=False)


def rows() -> list[dict[str, object]]:
    """Three generated rows, the second failed (no tokens)."""
    return [{"tokens_in": 10, "tokens_out": 5, "error": None},
            {"tokens_in": None, "tokens_out": None, "error": "gave up after 2 attempts"},
            {"tokens_in": 20, "tokens_out": 7, "error": None}]


def test_off_a_terminal_only_the_summary_line_is_written_at_the_end() -> None:
    out = io.StringIO()
    bar = Progress(total=3, label="gen", out=out)

    for row in rows()[:2]:
        bar.add(row)
    assert out.getvalue() == ""  # a log gets no redraws
    bar.add(rows()[2])

    assert (bar.done, bar.errors, bar.tokens_in, bar.tokens_out) == (3, 1, 30, 12)
    lines = out.getvalue().splitlines()
    assert len(lines) == 1 and SUMMARY.match(lines[0]), out.getvalue()


def test_items_without_tokens_say_nothing_of_tokens() -> None:
    out = io.StringIO()
    bar = Progress(total=2, label="execute", out=out)

    bar.tick()
    bar.tick(error=True)

    assert re.fullmatch(r"execute: 2/2 in \d+\.\ds \(\d+\.\d\d/s\), errors 1\n", out.getvalue()), out.getvalue()


def test_stderr_is_the_default_and_nothing_is_written_before_the_first_item(
        capsys: pytest.CaptureFixture[str]) -> None:
    Progress(total=3, label="idle")
    bar = Progress(total=1, label="one")

    assert capsys.readouterr().err == ""
    bar.tick()
    assert capsys.readouterr().err.startswith("one: 1/1 in ")


def test_a_terminal_gets_a_live_bar_with_counts_errors_and_tokens_then_the_summary() -> None:
    out = io.StringIO()
    bar = Progress(total=3, label="gen", out=out, terminal=True)

    for row in rows():
        bar.add(row)

    drawn = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", out.getvalue())  # without colours and cursor moves
    assert re.search(r"gen .*1/3 .*/s ETA .* errors 0 tokens in 10, out 5", drawn), drawn
    assert re.search(r"gen .*3/3 .*errors 1 tokens in 30, out 12", drawn), drawn
    assert SUMMARY.match(drawn.rstrip("\n").split("\r")[-1].splitlines()[-1]), drawn


class ConsoleHandler(logging.Handler):
    """A handler printing through a rich console of its own, as Prefect's console handler does."""

    def __init__(self, out: io.StringIO) -> None:
        super().__init__()
        self.console = Console(file=out, force_terminal=True)

    def emit(self, record: logging.LogRecord) -> None:
        self.console.print(self.format(record), soft_wrap=True)


def test_log_lines_print_above_a_live_bar_through_its_console(monkeypatch: pytest.MonkeyPatch) -> None:
    out = io.StringIO()
    handler = ConsoleHandler(out)
    own = handler.console
    logger = logging.getLogger("best.test.progress")
    logger.addHandler(handler)
    monkeypatch.setattr(logger, "propagate", False)
    try:
        bar = Progress(total=3, label="gen", out=out, terminal=True)
        bar.add(rows()[0])
        assert handler.console is not own  # lent to the bar while it is live ...
        logger.warning("a line from the flow")
        bar.add(rows()[1])
        bar.add(rows()[2])
        assert handler.console is own  # ... and given back when it ends
    finally:
        logger.removeHandler(handler)
    drawn = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", out.getvalue())
    # rich printed the line on a line of its own, above the bar, not into it
    assert any(line.strip() == "a line from the flow" for line in re.split(r"[\r\n]", drawn)), drawn


def test_a_stage_that_stops_mid_way_gives_the_consoles_back(monkeypatch: pytest.MonkeyPatch) -> None:
    out = io.StringIO()
    handler = ConsoleHandler(out)
    own = handler.console
    logger = logging.getLogger("best.test.progress.failed")
    logger.addHandler(handler)
    monkeypatch.setattr(logger, "propagate", False)
    try:
        bar = Progress(total=3, label="gen", out=out, terminal=True)
        bar.add(rows()[0])
        assert handler.console is not own
        del bar  # a stage that raised after its first item: the bar is never completed
        gc.collect()
        assert handler.console is own
    finally:
        logger.removeHandler(handler)
