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

from best.tasks.interface import Interface
from best.tasks.pyinterface import PyInterface

FENCE = re.compile(r"```[ \t]*([A-Za-z0-9+#_-]*)[^\n]*\n(.*?)(?:```|\Z)", re.DOTALL)
CPP_TAGS = {"", "cpp", "c++", "cc", "cxx", "hpp", "h", "c"}
PYTHON_TAGS = {"", "python", "python3", "py"}


@dataclass(frozen=True)
class Extraction:
    code: str
    error: str | None  # why no block with the class was found; None when one was


def defines_class(code: str, class_name: str) -> bool:
    return re.search(rf"\b(class|struct)\s+{re.escape(class_name)}\b", code) is not None


def defines_entry(code: str, interface: PyInterface) -> bool:
    name = interface.class_name or interface.method
    keyword = "class" if interface.class_name else "def"
    return re.search(rf"^\s*{keyword}\s+{re.escape(name)}\b", code, flags=re.MULTILINE) is not None


def _defines(code: str, interface: Interface | PyInterface) -> bool:
    if isinstance(interface, PyInterface):
        return defines_entry(code, interface)
    return defines_class(code, interface.class_name)


def extract_code(completion: str, interface: Interface | PyInterface) -> Extraction:
    python = isinstance(interface, PyInterface)
    if isinstance(interface, PyInterface):
        what = f"class {interface.class_name}" if interface.class_name else f"function {interface.method}"
    else:
        what = f"class {interface.class_name}"
    tags = PYTHON_TAGS if python else CPP_TAGS
    fenced = list(FENCE.finditer(completion))
    blocks = [m.group(2) for m in fenced if m.group(1).lower() in tags]
    # Python's first line keeps its indentation, which is part of the program
    trim = (lambda text: text.strip("\n").rstrip()) if python else str.strip
    for block in reversed(blocks):
        if _defines(block, interface):
            return Extraction(trim(block) + "\n", None)
    whole = trim(completion)
    if _defines(whole, interface) and not fenced:
        return Extraction(whole + "\n", None)
    why = (f"no {'Python' if python else 'C++'} block defines {what}" if fenced
           else f"the reply has no code block and does not define {what}")
    return Extraction(whole + "\n" if whole else "", why)
