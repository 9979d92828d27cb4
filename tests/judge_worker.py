"""One judging process for tests/integration/test_concurrent_judges.py: its own box, runs in a loop.

python -m tests.judge_worker CACHE_DIR RUNS prints one line: the endings of its runs and the
values they returned, as JSON.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

from best.cache import Cache
from best.judge.languages.cpp import Cpp
from best.judge.run import Runner
from best.judge.sandbox import Box
from best.params import JudgeParams
from best.tasks.codec import decode
from best.tasks.interface import CppType
from tests.conftest import PROBE, measured, solution

# A little work, so that the runs of different processes overlap.
WORK = solution("long long s = 0; for (int r = 0; r < 2000; ++r) for (int x : a) s += x; return s / 2000;")


def main(cache_dir: str, runs: int, input_path: str) -> None:
    cache, judge = Cache(Path(cache_dir)), JudgeParams()
    build = Cpp(cache, judge, []).build(WORK, PROBE)
    endings: Counter[str] = Counter()
    values: Counter[int] = Counter()
    with Box(cache) as box:
        runner = Runner(box, judge)
        for _ in range(runs):
            m = measured(runner, build, Path(input_path), 5000, 64 * 1024)
            endings[f"{m.ending.value} {m.detail}".strip()] += 1
            if m.output is not None:
                values[int(decode(m.output, (CppType("long long"),))[0])] += 1
    print(json.dumps({"endings": endings, "values": values, "uid": box.uid}))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3])
