"""Code from a completion: the last fenced block of the language holding the interface's entry.

Models wrap code in prose and often show more than one block (a first attempt, a test
driver); the last block that defines the class is the answer they settled on. A reply
with no such block is taken whole, since small models often answer with bare code; when
that text does not define the class either, the extraction failure is recorded and the
sample will be judged (and fail to compile) as it is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from best.tasks.calls import SolutionInterface

THINK = re.compile(r"<think>(.*?)(?:</think>|\Z)", re.DOTALL)
FENCE = re.compile(r"```[ \t]*([A-Za-z0-9+#_-]*)[^\n]*\n(.*?)(?:```|\Z)", re.DOTALL)


@dataclass(frozen=True)
class Extraction:
    code: str
    error: str | None  # why no block with the class was found; None when one was


def split_reasoning(text: str, reasoning: str | None = None) -> tuple[str, str | None]:
    """The answer and the reasoning trace of a reply: a trace the API returned apart
    (`reasoning_content`), and any `<think>...</think>` block in the text (one left open, as a
    reply cut at max_tokens leaves it, runs to the end). Code is looked for in the answer only:
    a trace holds drafts, never the solution the model settled on."""
    think = [m.group(1).strip() for m in THINK.finditer(text)]
    answer = THINK.sub("", text).strip("\n") if think else text
    traces = [t for t in [reasoning or "", *think] if t]
    return answer, "\n\n".join(traces) or None


def extract_code(completion: str, interface: SolutionInterface) -> Extraction:
    fenced = list(FENCE.finditer(completion))
    blocks = [m.group(2) for m in fenced if m.group(1).lower() in interface.fence_tags]
    # Where indentation is part of the program (Python), the first line keeps it
    trim = (lambda text: text.strip("\n").rstrip()) if interface.keeps_indentation else str.strip
    for block in reversed(blocks):
        if interface.defines(block):
            return Extraction(trim(block) + "\n", None)
    whole = trim(completion)
    if interface.defines(whole) and not fenced:
        return Extraction(whole + "\n", None)
    why = (f"no {interface.label} block defines {interface.entry_name}" if fenced
           else f"the reply has no code block and does not define {interface.entry_name}")
    return Extraction(whole + "\n" if whole else "", why)
