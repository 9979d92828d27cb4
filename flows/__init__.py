"""Thin Prefect flows derived from the stage declarations (stages/registry.py); DVC runs
`python -m flows STAGE`, one process per stage and environment."""
