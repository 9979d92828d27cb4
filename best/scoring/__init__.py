"""Scoring: the rules a task is scored by (protocols), verdicts under calibrated limits, and the paper's scores."""
