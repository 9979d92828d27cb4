"""The tables stages hand to each other, each named once with its place in the data layout."""

from __future__ import annotations

from best.layout import Layout
from stages.stage import Slot

GENERATIONS = Slot("generations", lambda layout, env: layout.generations)
ENVIRONMENTS = Slot("environments", Layout.environment)
BUILDS = Slot("builds", Layout.builds)
RUNS = Slot("runs", Layout.runs)
BASELINES = Slot("baselines", Layout.baselines)
LIMITS = Slot("limits", Layout.limits)
SCORE = Slot("score", Layout.score)
