"""Code from a completion: the last fenced C++ block holding the interface's class.

Models wrap code in prose and often show more than one block (a first attempt, a test
driver); the last block that defines the class is the answer they settled on. A reply
with no such block is taken whole, since small models often answer with bare code; when
that text does not define the class either, the extraction failure is recorded and the
sample will be judged (and fail to compile) as it is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

FENCE = re.compile(r"```[ \t]*([A-Za-z0-9+#_-]*)[^\n]*\n(.*?)(?:```|\Z)", re.DOTALL)
CPP_TAGS = {"", "cpp", "c++", "cc", "cxx", "hpp", "h", "c"}


@dataclass(frozen=True)
class Extraction:
    code: str
    error: str | None  # why no block with the class was found; None when one was


def defines_class(code: str, class_name: str) -> bool:
    return re.search(rf"\b(class|struct)\s+{re.escape(class_name)}\b", code) is not None


def extract_code(completion: str, class_name: str) -> Extraction:
    fenced = list(FENCE.finditer(completion))
    blocks = [m.group(2) for m in fenced if m.group(1).lower() in CPP_TAGS]
    for block in reversed(blocks):
        if defines_class(block, class_name):
            return Extraction(block.strip() + "\n", None)
    whole = completion.strip()
    if defines_class(whole, class_name) and not fenced:
        return Extraction(whole + "\n", None)
    why = (f"no C++ block defines class {class_name}" if fenced
           else f"the reply has no code block and does not define class {class_name}")
    return Extraction(whole + "\n" if whole else "", why)
