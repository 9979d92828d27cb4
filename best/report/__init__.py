"""The HTML report: one self-contained page of the paper's tables and the score matrices (docs/report.md)."""
