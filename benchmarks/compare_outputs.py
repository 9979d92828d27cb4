"""Are the score and report stages' outputs byte for byte those of a snapshot of the pipeline?

    python -m benchmarks.compare_outputs SNAPSHOT_DIR [--params PARAMS]

SNAPSHOT_DIR is a data folder a pipeline run wrote (data/execute, data/calibrate,
data/score, data/report, ...), PARAMS the params it ran with (default: SNAPSHOT_DIR/../params.yaml).
In a scratch copy of that folder, this code's score stage rescores every executed
environment from the snapshot's runs and limits, and its report stage writes the report
from those scores; each file the snapshot's score and report folders hold is then compared
with the rewritten one. Run from the project root, where the params' relative task root
resolves. Prints one line per file and exits 1 when any differs or is missing on either side.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

from best.layout import Layout
from best.params import load_params
from stages import report, score

COMPARED = ("score", "report")  # the stages rerun here, whose folders are compared


def rerun(params_path: Path, snapshot: Layout, scratch: Path) -> Layout:
    """The snapshot copied to `scratch`, its score and report folders rewritten by this code."""
    shutil.copytree(snapshot.root, scratch,
                    ignore=lambda folder, names: [n for n in names if Path(folder) == snapshot.root and n in COMPARED])
    data = Layout(scratch)
    for env in load_params(params_path).execute.environments:
        score.run(params_path, snapshot.runs(env), snapshot.limits(env), data.score(env))
    report.run(params_path, data.root, data.report_dir)
    return data


def files(root: Path) -> set[Path]:
    return {p.relative_to(root) for folder in COMPARED for p in (root / folder).rglob("*") if p.is_file()}


def compare(snapshot: Path, rewritten: Path) -> list[tuple[Path, str]]:
    """Each file of either side's compared folders, and `identical`, `differs`, `missing` (only in
    the snapshot) or `extra` (only rewritten)."""
    before, after = files(snapshot), files(rewritten)
    out = []
    for rel in sorted(before | after):
        if rel not in after:
            out.append((rel, "missing"))
        elif rel not in before:
            out.append((rel, "extra"))
        else:
            same = (snapshot / rel).read_bytes() == (rewritten / rel).read_bytes()
            out.append((rel, "identical" if same else "differs"))
    return out


def snapshot_arguments(argv: list[str], description: str) -> tuple[Path, Path]:
    """SNAPSHOT_DIR and the params it ran with (--params, default SNAPSHOT_DIR/../params.yaml)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("snapshot", type=Path)
    parser.add_argument("--params", type=Path, default=None)
    args = parser.parse_args(argv)
    return args.snapshot.resolve(), (args.params or args.snapshot / ".." / "params.yaml").resolve()


def main(argv: list[str]) -> int:
    root, params_path = snapshot_arguments(argv, __doc__.splitlines()[0])
    snapshot = Layout(root)
    with tempfile.TemporaryDirectory() as tmp:
        data = rerun(params_path, snapshot, Path(tmp) / "data")
        results = compare(snapshot.root, data.root)
    for rel, verdict in results:
        print(f"{rel} {verdict}")
    return 0 if all(verdict == "identical" for _, verdict in results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
