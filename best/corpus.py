"""The pack's shape beside the paper's: difficulty and category counts (Table 5), grid shapes
and languages, with the goals the corpus is built towards.

The paper's Table 5 counts labels per category (a task of two categories is in both rows)
and tasks per difficulty (its "Total" row): 791 labels over 440 tasks. Shares are therefore
given per task: "String 13%" means 13% of tasks carry the String label, which is what a
pack of another size can be compared with.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from best.tasks.model import Task
from best.tasks.spec import Category, Difficulty
from best.tasks.validated import stale_environments

# Table 5 of the paper: per category, labels at easy, medium, hard
PAPER_CATEGORIES: dict[Category, tuple[int, int, int]] = {
    Category.STRING: (21, 21, 17),
    Category.SORT: (28, 27, 28),
    Category.GREEDY: (23, 36, 49),
    Category.GRAPH: (6, 23, 22),
    Category.DATA_STRUCTURE: (9, 20, 36),
    Category.TWO_POINTERS: (11, 29, 25),
    Category.MATH: (40, 44, 45),
    Category.SEARCH: (7, 30, 25),
    Category.DP: (7, 26, 54),
    Category.OTHER: (23, 43, 16),
}
PAPER_TASKS: tuple[int, int, int] = (111, 176, 153)  # tasks per difficulty, 440 in all


@dataclass(frozen=True)
class Goals:
    """What the corpus is built towards (issue 26): a third of the paper's scale in its shape."""

    tasks: int = 150
    square_share: float = 0.85  # of tasks with a 3x3 grid
    difficulty_points: float = 5.0  # each difficulty's share within this many points of the paper's
    python_sides: int = 100  # Table 9 compares languages on 100 tasks
    share_factor: float = 1.5  # each category's share of tasks within this factor of the paper's ("roughly")


GOALS = Goals()
LEVELS = tuple(Difficulty)


def _share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "—"


def mix_rows(tasks: list[Task]) -> tuple[list[str], list[list[object]]]:
    """Table 5 with ours beside the paper's: per category, our labels per difficulty, their
    total and share of our tasks, then the paper's total and share."""
    ours = Counter((c, t.difficulty) for t in tasks for c in t.categories)
    paper_total = sum(PAPER_TASKS)
    head = ["category", *(d.value for d in LEVELS), "total", "share", "paper", "paper share"]
    rows: list[list[object]] = []
    for c in Category:
        counts = [ours[(c, d)] for d in LEVELS]
        paper = sum(PAPER_CATEGORIES[c])
        rows.append([c.value, *counts, sum(counts), _share(sum(counts), len(tasks)), paper,
                     _share(paper, paper_total)])
    labels = [sum(ours[(c, d)] for c in Category) for d in LEVELS]
    paper_labels = sum(sum(v) for v in PAPER_CATEGORIES.values())
    per_task = f"{sum(labels) / len(tasks):.2f} per task" if tasks else "—"
    rows.append(["labels", *labels, sum(labels), per_task, paper_labels, f"{paper_labels / paper_total:.2f} per task"])
    levels = Counter(t.difficulty for t in tasks)
    rows.append(["tasks", *(f"{levels[d]} ({_share(levels[d], len(tasks))})" for d in LEVELS), len(tasks), "",
                 paper_total, " / ".join(f"{d.value} {_share(n, paper_total)}" for d, n in zip(LEVELS, PAPER_TASKS,
                                                                                           strict=True))])
    return head, rows


def goal_lines(tasks: list[Task], goals: Goals = GOALS) -> list[str]:
    """One line per goal, "ok" or "short", with what it counts."""
    n = len(tasks)
    levels = Counter(t.difficulty for t in tasks)
    paper_total = sum(PAPER_TASKS)
    off = {d: 100 * (levels[d] / n if n else 0.0) - 100 * p / paper_total for d, p in zip(LEVELS, PAPER_TASKS,
                                                                                         strict=True)}
    shapes = Counter(f"{len(t.rows)}x{len(t.columns)}" for t in tasks)
    square = shapes.get("3x3", 0)
    python = sum(1 for t in tasks if "python" in t.languages)
    labelled = Counter(c for t in tasks for c in t.categories)
    paper_labels = {c: sum(v) / paper_total for c, v in PAPER_CATEGORIES.items()}
    ratio = {c: (labelled[c] / n if n else 0.0) / paper_labels[c] for c in Category}
    apart = sorted((c for c in Category if not 1 / goals.share_factor <= ratio[c] <= goals.share_factor),
                   key=lambda c: abs(ratio[c] - 1), reverse=True)

    def line(ok: bool, text: str) -> str:
        return f"{'ok   ' if ok else 'short'} {text}"

    return [
        line(n >= goals.tasks, f"tasks: {n} (goal {goals.tasks}; the paper has {paper_total})"),
        line(bool(n) and square >= goals.square_share * n,
             f"3x3 grids: {square} of {n} ({_share(square, n)}; goal {goals.square_share:.0%}); "
             + ", ".join(f"{shape}: {count}" for shape, count in sorted(shapes.items()) if shape != "3x3")),
        line(bool(n) and all(abs(v) <= goals.difficulty_points for v in off.values()),
             "difficulty: " + ", ".join(f"{d.value} {_share(levels[d], n)} ({off[d]:+.0f} points from the paper)"
                                        for d in LEVELS) + f" (goal within {goals.difficulty_points:g} points)"),
        line(not apart, f"categories: each within {goals.share_factor:g}x of the paper's share of tasks"
             + (": not " + ", ".join(f"{c.value} {_share(labelled[c], n)} (paper {paper_labels[c]:.0%})"
                                     for c in apart) if apart else "")),
        line(python >= goals.python_sides, f"Python sides: {python} tasks (goal {goals.python_sides})"),
    ]


def record_line(tasks: list[Task], environments: list[tuple[str, str]]) -> str:
    """How many tasks, as their files are now, were recorded valid (validated.yaml) in every
    environment (name, language) of their languages: the rest is what CI validates again."""
    stale = [t.id for t in tasks if stale_environments(t, environments)]
    listed = f": not {', '.join(stale[:8])}{' ...' if len(stale) > 8 else ''}" if stale else ""
    envs = ", ".join(name for name, _ in environments)
    return (f"{'ok   ' if not stale else 'short'} validated as they are in {envs} (validated.yaml): "
            f"{len(tasks) - len(stale)} of {len(tasks)}{listed}")
