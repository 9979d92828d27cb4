"""`python -m best`: the `best` command."""

from best.cli import app

app()
