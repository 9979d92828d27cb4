"""The one rule for names from files and endpoints, and the scheduler addresses params admit."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from best.errors import ParamsError
from best.generate.openai_backend import redacted
from best.names import LABEL, MODEL_NAME, TASK_NAME, file_model_name, model_name_of, shown
from best.params import ExecuteParams, load_params


@pytest.mark.parametrize(("served", "name"), [
    ("Qwen/Qwen2.5-Coder-7B", "Qwen-Qwen2.5-Coder-7B"), ("llama3:8b", "llama3:8b"), ("a+b", "a-b"),
    ("../../etc/passwd", "etc-passwd"), ("-rf", "rf"), (".", None), ("..", None), ("", None),
    ("x" * 257, None), ("x" * 128, "x" * 128), ("x" * 129, None), ("new\nline", None), ("bell\x07", None)])
def test_a_served_id_becomes_a_name_only_when_it_can_be_one(served: str, name: str | None) -> None:
    assert model_name_of("", served) == name
    if name is not None:
        assert re.fullmatch(MODEL_NAME, name)


@pytest.mark.parametrize(("pattern", "good", "bad"), [
    (MODEL_NAME, ["a", "A1:b+c_d.e-f", "x" * 128], ["", ".", "..", ".a", "-a", "a/b", "a b", "<a>", "a\n", "x" * 129]),
    (LABEL, ["O0", "py", "O2-march.native"], ["", "..", "a/b", "a:b", "x" * 65]),
    (TASK_NAME, ["two_sum", "a1-b"], ["", "Two", "_a", "a.b", "x" * 65]),
])
def test_each_kind_of_name_has_one_pattern(pattern: str, good: list[str], bad: list[str]) -> None:
    assert all(re.fullmatch(pattern, g) for g in good)
    assert not any(re.fullmatch(pattern, b) for b in bad)


def test_a_quoted_name_cannot_rewrite_the_terminal_or_fill_it() -> None:
    assert shown("a\x1b[2Jb") == "'a\\x1b[2Jb'"
    long = shown("x" * 10_000)
    assert len(long) < 120 and long.endswith("(10000 characters)")
    assert file_model_name("../..//weird name") == "weird-name"
    assert file_model_name("...") == "imported"


def test_a_key_sent_back_is_cut_out_and_nothing_else_is() -> None:
    assert redacted("invalid key sk-123456 (sk-123456)", "sk-123456") == "invalid key [redacted] ([redacted])"
    assert redacted("no key here", "") == "no key here"


@pytest.mark.parametrize("address", ["tcp://127.0.0.1:8786", "127.0.0.1:8786", "tcp://localhost:8786",
                                     "tcp://[::1]:8786", "tls://10.0.0.5:8786", "tls://dask-scheduler:8786"])
def test_params_admit_tls_anywhere_and_tcp_on_loopback(address: str) -> None:
    assert ExecuteParams(pool="dask", scheduler=address).scheduler == address


def refused_field(tmp_path: Path, execute: dict[str, Any]) -> str | None:
    path = tmp_path / "params.yaml"
    path.write_text(yaml.safe_dump({"execute": execute}))
    with pytest.raises(ParamsError) as refused:
        load_params(path)
    assert refused.value.file == str(path)
    return refused.value.field


@pytest.mark.parametrize("address", ["tcp://10.0.0.5:8786", "tcp://dask-scheduler:8786", "10.0.0.5:8786",
                                     "ws://10.0.0.5:8786", "inproc://x"])
def test_params_refuse_a_scheduler_reached_without_tls(tmp_path: Path, address: str) -> None:
    assert refused_field(tmp_path, {"pool": "dask", "scheduler": address}) == "execute.scheduler"


def test_tls_credentials_are_for_a_tls_scheduler(tmp_path: Path) -> None:
    tls = {"ca_file": "ca.pem", "cert": "client.pem", "key": "client-key.pem"}
    assert ExecuteParams(pool="dask", scheduler="tls://h:8786", tls=tls).tls is not None
    assert refused_field(tmp_path, {"pool": "dask", "scheduler": "tcp://127.0.0.1:8786", "tls": tls}) == "execute.tls"
