"""Strict YAML schemas: how a file a user wrote becomes a typed model, and how pydantic's
complaints become one error per problem naming the file and the dotted key.

params.yaml and task.yaml share this: a misspelt key silently falling back to a default
would change a benchmark without anyone noticing, so every model forbids extra keys, and
every error says where to look in the file, in its words, not pydantic's.
"""

from __future__ import annotations

import difflib
import types
from pathlib import Path
from typing import Annotated, Any, TypeVar, Union, get_args, get_origin

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError
from pydantic.fields import FieldInfo

from best.errors import BestError, read_text


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class BadKeyError(ValueError):
    """A model validator's complaint about one of the model's keys.

    Pydantic files a model validator's error under the model itself (`score`), so the
    validator names the key it means (`ks`) and `validation_error` puts it back in the path.
    """

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key


def _tagged(annotation: Any) -> tuple[FieldInfo, dict[str, type[BaseModel]]] | None:
    """A discriminated union's field info and its members by tag, if `annotation` is one."""
    if get_origin(annotation) is not Annotated:
        return None
    union, *metadata = get_args(annotation)
    info = next((m for m in metadata if isinstance(m, FieldInfo) and isinstance(m.discriminator, str)), None)
    if info is None or get_origin(union) not in (Union, types.UnionType):
        return None
    key = str(info.discriminator)
    members = {}
    for member in get_args(union):
        for tag in get_args(member.model_fields[key].annotation):
            members[str(tag)] = member
    return info, members


def _inner(annotation: Any, part: int | str) -> Any:
    """What the value at `part` of a value of this annotation is checked against."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        info = annotation.model_fields.get(str(part))
        return None if info is None else info.annotation
    if get_origin(annotation) is list:
        return get_args(annotation)[0] if isinstance(part, int) else None
    for arg in get_args(annotation):  # X | None, Annotated[X, ...]
        found = _inner(arg, part)
        if found is not None:
            return found
    return None


def _model_in(annotation: Any) -> type[BaseModel] | None:
    """The model inside an annotation such as `GridSpec`, `list[RowSpec]` or `str | None`;
    none for a discriminated union, whose keys depend on the member."""
    if _tagged(annotation) is not None:
        return None
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in get_args(annotation):
        found = _model_in(arg)
        if found is not None:
            return found
    return None


class _Place:
    """Where a problem sits: its path as the file spells it (without the tag pydantic adds
    for a discriminated union's member), the annotation of the value there, and the union
    member the value is a key of, if it is one."""

    def __init__(self, schema: Any, loc: tuple[int | str, ...]) -> None:
        self.loc: tuple[int | str, ...] = ()
        self.union: tuple[FieldInfo, dict[str, type[BaseModel]], str] | None = None
        chosen: tuple[FieldInfo, dict[str, type[BaseModel]], str] | None = None
        current = schema
        for part in loc:
            tagged = _tagged(current)
            if tagged is not None and part in tagged[1]:
                chosen, current = (*tagged, str(part)), tagged[1][str(part)]
                continue
            self.loc, current = (*self.loc, part), _inner(current, part)
            self.union, chosen = chosen, None
        self.annotation = current


def _entry(info: FieldInfo, given: Any) -> str:
    """An entry of a union by its name, as its `title` calls such entries: `model 'm'`."""
    return f"{info.title or 'entry'} {given['name']!r}" if isinstance(given, dict) and "name" in given else ""


def _union_message(problem: Any, place: _Place) -> tuple[tuple[int | str, ...], str] | None:
    """A missing or unknown discriminator (`backend`), or a key only one member needs, said
    of the entry by its name: `model 'm' has an unknown backend 'openia'`."""
    kind, given, ctx = problem["type"], problem["input"], problem.get("ctx") or {}
    tagged = _tagged(place.annotation)
    if kind in ("union_tag_invalid", "union_tag_not_found") and tagged is not None:
        info, members = tagged
        key = str(info.discriminator)
        if kind == "union_tag_not_found":
            return (*place.loc, key), "missing (required)"
        unknown = f"has an unknown {key} {ctx.get('tag')!r} (known: {', '.join(sorted(members))})"
        return (*place.loc, key), " ".join(filter(None, (_entry(info, given), unknown)))
    if kind == "missing" and place.union is not None:
        info, members, tag = place.union
        needed = str(place.loc[-1])
        if all(needed in m.model_fields and m.model_fields[needed].is_required() for m in members.values()):
            return None  # every member needs it (a name): plainly missing
        needs = f"its {info.discriminator} {tag!r} needs {needed!r}"
        return place.loc, ": ".join(filter(None, (_entry(info, given), needs)))
    return None


def _describe(problem: Any, schema: Any) -> tuple[tuple[int | str, ...], str]:
    """The path and message of one pydantic problem, in the words of someone editing the file."""
    kind, message, where = problem["type"], problem["msg"], tuple(problem["loc"])
    place = _Place(schema, where)
    loc = place.loc
    error = (problem.get("ctx") or {}).get("error")
    at = _model_in((_Place(schema, where[:-1]) if kind == "extra_forbidden" else place).annotation)
    known = list(at.model_fields) if at is not None else []
    union = _union_message(problem, place)
    if union is not None:
        loc, message = union
    elif isinstance(error, BadKeyError):
        loc, message = (*loc, *error.key.split(".")), str(error)
    elif isinstance(error, ValueError):
        message = str(error)
    elif kind == "extra_forbidden":
        close = difflib.get_close_matches(str(loc[-1]), known, n=1, cutoff=0.6)
        message = f"unknown key (did you mean {close[0]!r}?)" if close else (
            f"unknown key (known: {', '.join(known)})" if known else "unknown key")
    elif kind == "missing":
        message = "missing (required)"
    elif kind in ("model_type", "model_attributes_type", "dict_type"):
        given = "nothing" if problem["input"] is None else f"a {type(problem['input']).__name__}"
        keys = f" of {', '.join(known)}" if known else ""
        message = f"must be a mapping{keys}, not {given}"
    elif not isinstance(problem["input"], dict) and len(repr(problem["input"])) <= 60:
        message = f"{message}, got {problem['input']!r}"  # pydantic says what it wanted, not what it found
    return loc, message


def validation_error(exc: ValidationError, file: str | Path, schema: Any = None) -> list[BestError]:
    """One error per problem, each naming the dotted field path (and, for a mistyped key,
    the key that was probably meant: `schema` is the model or annotation, a discriminated
    union included, that the keys are looked up in)."""
    errors: list[BestError] = []
    for problem in exc.errors():
        loc, message = _describe(problem, schema)
        errors.append(BestError(message, file=file, field=".".join(str(part) for part in loc) or None))
    return errors


def read_yaml(path: Path, error: type[BestError]) -> Any:
    text = read_text(path, error)
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark is not None else None
        raise error(f"invalid YAML: {getattr(exc, 'problem', exc)}", file=path, field=where) from None


M = TypeVar("M", bound=BaseModel)


def parse_model(model: type[M], data: Any, file: str | Path, error: type[BestError]) -> M:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = validation_error(exc, file, model)[0]
        raise error(first.message, file=first.file, field=first.field) from None

