"""A task's validation record (validated.yaml): written per environment, read back as written,
outside the task's content hash, and refused with the file and field when malformed."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from best.errors import TaskError
from best.tasks.loader import content_hash
from best.tasks.validated import VALIDATED_FILE, Validated, read_validated, unrecorded, write_validated
from tests.conftest import FIXTURE_TASKS

HASH = "0" * 64


def test_records_are_kept_per_environment_in_name_order(tmp_path: Path) -> None:
    write_validated(tmp_path, "py", Validated(HASH, 3.1, 12.5, "amd-py"))
    write_validated(tmp_path, "O0", Validated(HASH, 4.25, 20.0, "amd-O0"))
    write_validated(tmp_path, "py", Validated("1" * 64, 2.5, 11.0, "amd-py"))  # replaces py's
    assert read_validated(tmp_path) == {"O0": Validated(HASH, 4.25, 20.0, "amd-O0"),
                                        "py": Validated("1" * 64, 2.5, 11.0, "amd-py")}
    text = (tmp_path / VALIDATED_FILE).read_text()
    assert text.index("\nO0:") < text.index("\npy:") and text.startswith("# Where `best tasks validate --record`")
    assert unrecorded(tmp_path, HASH, ["O0", "py", "O2"]) == ["py", "O2"]


def test_the_record_is_outside_the_content_it_records(tmp_path: Path) -> None:
    task = tmp_path / "pair_count"
    shutil.copytree(FIXTURE_TASKS / "pair_count", task)
    before = content_hash(task)
    write_validated(task, "O0", Validated(before, 4.0, 1.0, "here"))
    assert content_hash(task) == before


@pytest.mark.parametrize(("text", "field", "why"), [
    ("O0: {content: abc, min_margin: 3, calibrated_s: 1, environment: e}\n", "O0.content", "pattern"),
    (f"O0: {{content: '{HASH}', min_margin: 0, calibrated_s: 1, environment: e}}\n", "O0.min_margin", "greater than 0"),
    (f"O0: {{content: '{HASH}', min_margin: 3, calibrated_s: 1}}\n", "O0.environment", "required"),
    (f"O0: {{content: '{HASH}', min_margin: 3, calibrated_s: 1, environment: e, at: x}}\n", "O0.at",
     "not permitted"),
    ("- O0\n", None, "a mapping of environment name"),
    ("O0: [\n", None, "not valid YAML"),
])
def test_a_malformed_record_names_its_file_and_field(tmp_path: Path, text: str, field: str | None, why: str) -> None:
    (tmp_path / VALIDATED_FILE).write_text(text)
    with pytest.raises(TaskError) as err:
        read_validated(tmp_path)
    assert err.value.file == str(tmp_path / VALIDATED_FILE) and err.value.field == field
    assert why in str(err.value), str(err.value)
