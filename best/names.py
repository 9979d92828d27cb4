"""The shapes of the names that come from files and endpoints.

A model, an environment, a setting or a task is named by whoever wrote a params file, a
registry, a task directory or an endpoint's model list, and its name then becomes a path
segment, an S3 key, a table key, an HTML anchor and a word in a log line. Each kind has one
pattern here, checked where the name enters (params, task files, `best eval`, the watch
flow): a leading letter or digit (so never `.`, `..` or an option), no separator, nothing a
terminal or a browser interprets, and a bounded length. The writers that build paths from
names check again (best/storage.py), since a table can be written by hand.
"""

from __future__ import annotations

import re

MODEL_NAME_MAX = 128
# A model's name: what served ids keep of themselves (`Qwen/Qwen2.5-Coder-7B` becomes
# `Qwen-Qwen2.5-Coder-7B`), with `:` and `+` for tags and variants.
MODEL_NAME = rf"^[A-Za-z0-9][A-Za-z0-9_.:+-]{{0,{MODEL_NAME_MAX - 1}}}$"
# A watch endpoint's prefix to its served ids' names: empty, or the start of a model's name.
MODEL_PREFIX = r"^([A-Za-z0-9][A-Za-z0-9_.:+-]{0,63})?$"
# An environment, a score setting, a prompt variant: also a storage prefix, a DVC stage suffix
# (`compile@O2`), a template's file name.
LABEL = r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$"
# A task id, a baseline's name: a directory and a file of the task pack.
TASK_NAME = r"^[a-z0-9][a-z0-9_-]{0,63}$"
# The id a server serves a model under: sent back to it as data, never a path; bounded and printable.
SERVED_ID_MAX = 256

# What a served id keeps (the watch flow's names since its first run: `+` was never kept).
_UNSERVED = re.compile(r"[^A-Za-z0-9_.:-]")
_UNSAFE = re.compile(r"[^A-Za-z0-9_.:+-]")


def shown(value: object, limit: int = 80) -> str:
    """A name as an error message quotes it: escaped, so that control characters cannot rewrite
    the terminal, and cut, so that a name of megabytes stays a line."""
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit]}... ({len(str(value))} characters)"


def model_name_of(prefix: str, served: str) -> str | None:
    """A served id as a model name (None where it cannot be one): ids such as
    `Qwen/Qwen2.5-Coder-7B` carry characters that model names keep out of paths and keys."""
    if not served.isprintable() or len(served) > SERVED_ID_MAX:
        return None
    name = prefix + _UNSERVED.sub("-", served).lstrip("._:-")
    return name if re.fullmatch(MODEL_NAME, name) else None


def file_model_name(stem: str) -> str:
    """A model's default name from the file its samples came from."""
    return _UNSAFE.sub("-", stem).lstrip("._:+-")[:MODEL_NAME_MAX] or "imported"
