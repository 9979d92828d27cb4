"""BEST: benchmarking the time and space efficiency of LLM-generated code."""

__version__ = "0.1.0"
