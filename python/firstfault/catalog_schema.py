"""The catalog's schema, written once: the fields of an entry and their rules
(:class:`Signature`), the fixed vocabularies, and the check of a YAML entry (:func:`validate`).

:class:`Signature` is a frozen dataclass, the record a scan and the correlation use and the
cache stores (:meth:`Signature.to_dict`). Each field's type (``Literal`` for a fixed
vocabulary) and the rules in its metadata are the whole schema: :func:`validate` builds
pydantic models from them on its first call. pydantic is imported there and only there, so
that a catalog served from the cache loads without it (about 0.1 s of imports and model
building on a scan's start-up). The models keep the names that validation messages show
(``SignatureEntry``, ``ExampleEntry``, ``ValuesTable``, ``VariantEntry``).

This module imports nothing of firstfault's; :mod:`firstfault.catalog` re-exports its
names. The bytes of this file and of ``catalog.py`` are part of the cache's key
(:mod:`firstfault.catalog_cache`).
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from typing import Any, Callable, Literal, Optional, Union

#: Root-cause categories (DESIGN.md, "Root-cause categories"). Fixed vocabulary.
CATEGORIES: tuple[str, ...] = (
    "cuda_oom",
    "host_oom",
    "gpu_hardware",
    "cuda_error",
    "network",
    "desync",
    "straggler",
    "hang",
    "nan_inf",
    "user_code",
    "data_pipeline",
    "shm",
    "storage",
    "checkpoint",
    "environment",
    "config",
    "launcher",
    "scheduler",
    "node_lost",
    "crash",
    "collective_timeout",
    "p2p_timeout",
    "peer_failure",
    "unknown",
)

ROLES = ("initiator", "victim", "context", "progress", "error", "success")
SEVERITIES = ("critical", "high", "medium", "low", "info")

# The fixed vocabularies as types: the YAML check takes a field's type from Signature's
# annotation, so a value outside them is refused there.
Category = Literal[CATEGORIES]  # type: ignore[valid-type]
Role = Literal[ROLES]  # type: ignore[valid-type]
Severity = Literal[SEVERITIES]  # type: ignore[valid-type]
Scope = Literal["rank", "node", "job"]
Follow = Literal["python_traceback", "faulthandler_dump"]

#: What a family's row may replace of its entry.
VARIANT_KEYS = ("title", "category", "role", "severity", "specificity", "scope", "indicates_failure", "mechanism", "fix", "verify")


def _checked(*, after: Optional[Callable[[Any], Any]] = None, **rules: Any) -> Any:
    """A dataclass field with the rules a YAML entry is checked against beyond its type:
    ``default`` / ``default_factory`` as for :func:`dataclasses.field`, the other
    ``rules`` pydantic ``Field`` constraints (``pattern``, ``min_length``, ``ge``, ``le``),
    and ``after`` a function that takes the checked value and returns it or raises
    ValueError (pydantic's ``AfterValidator``)."""
    default = {k: rules.pop(k) for k in ("default", "default_factory") if k in rules}
    return dataclasses.field(**default, metadata={"rules": rules, "after": after})


def _runtime_only(default: Any = None) -> Any:
    """A field set by firstfault, never written in YAML (which refuses it)."""
    return dataclasses.field(default=default, metadata={"yaml": False})


def _no_empty_patterns(patterns: list[str]) -> list[str]:
    if any(not p for p in patterns):
        raise ValueError("empty pattern")
    return patterns


@dataclasses.dataclass(frozen=True)
class Example:
    """A line that must match, with the fields it must yield (a subset check). In YAML, a
    bare string is an example without fields."""

    line: str
    fields: dict[str, str] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True, kw_only=True)
class Signature:
    """One catalog entry, validated (see ``signatures/README.md`` for how to write one).

    This class is the schema, written once: each field's type and the rules in its
    metadata (:func:`_checked`) are what :func:`validate` checks a YAML entry against,
    with pydantic models built from them. Instances are plain frozen dataclasses: what the
    scan, the correlation and the cache use.
    """

    id: str = _checked(pattern=r"^[a-z0-9_]+\.[a-z0-9_]+$")
    title: str = _checked(min_length=3)
    #: One of :data:`CATEGORIES`.
    category: Category
    #: One of :data:`ROLES`.
    role: Role
    #: One of :data:`SEVERITIES`.
    severity: Severity
    #: Precedence when several signatures match one line or one traceback: higher wins.
    specificity: int = _checked(default=50, ge=0, le=100)
    #: Where the event applies: the emitting rank (``rank``), its whole node, or the job.
    scope: Scope = "rank"
    #: Whether a match alone shows that the job failed. Default: initiators, victims and
    #: generic errors do; context entries do when their severity is critical or high;
    #: progress and success never.
    indicates_failure: Optional[bool] = None
    patterns: list[str] = _checked(min_length=1, after=_no_empty_patterns)
    regex: Optional[str] = None
    exclude: list[str] = dataclasses.field(default_factory=list)
    mechanism: str = _checked(min_length=10)
    fix: str = _checked(min_length=10)
    verify: str = _checked(min_length=5)
    related: list[str] = dataclasses.field(default_factory=list)
    references: list[str] = _checked(min_length=1)
    versions: Optional[str] = None
    short_patterns_reason: Optional[str] = None
    examples: list[Example] = _checked(min_length=1)
    counter_examples: list[str] = _checked(min_length=1)
    #: A family of messages of one shape: ``{"field": group, "table": {value: overrides}}``.
    #: The regex group ``field`` selects a row whose keys (:data:`VARIANT_KEYS`) replace
    #: this entry's for a match with that value (:meth:`Catalog.resolve`). A row's keys
    #: follow the rules of this entry's; a row leaves out what it keeps.
    values: Optional[dict] = None
    #: ``python_traceback``: the literal is a traceback's header, and the match is the
    #: exception line that ends it (``rust/traceback.rs``), whatever the exception type.
    follow: Optional[Follow] = None
    #: Set on a family's variants only: the entry's id and the value of its row.
    family: Optional[str] = _runtime_only()
    value: Optional[str] = _runtime_only()

    @classmethod
    def from_dict(cls, d: dict) -> "Signature":
        """An entry from :meth:`to_dict`'s form (the cache's, or a validated entry's
        dump). Raises TypeError or KeyError when ``d`` does not have that form."""
        return cls(**dict(d, examples=[Example(**e) for e in d["examples"]]))

    def to_dict(self) -> dict:
        """The entry as plain data (dicts, lists, strings, numbers, None)."""
        return dataclasses.asdict(self)

    @property
    def failure_evidence(self) -> bool:
        """True when a match of this signature shows that the job failed."""
        if self.indicates_failure is not None:
            return self.indicates_failure
        if self.role in ("initiator", "victim", "error"):
            return True
        return self.role == "context" and self.severity in ("critical", "high")

    @property
    def area(self) -> str:
        """The part of the id before the dot (``nccl`` in ``nccl.ib_completion_error``)."""
        return self.id.split(".", 1)[0]


# What follows checks YAML with pydantic, imported on the first call.


def validate(entry: Any) -> tuple[Optional[Signature], list[tuple[str, str]]]:
    """Validate one YAML entry: ``(signature, [])`` when it is valid, else
    ``(None, [(field, message), ...])`` with every problem (``field`` is a dotted path
    such as ``examples.0.line``, or ``entry`` for the entry itself). The first call imports
    pydantic and builds the models (about 0.1 s)."""
    from pydantic import ValidationError

    try:
        return _signature(_models()["SignatureEntry"].model_validate(entry)), []
    except ValidationError as e:
        return None, [(".".join(str(x) for x in err["loc"]) or "entry", err["msg"]) for err in e.errors()]


def __getattr__(name: str) -> Any:
    """The pydantic models by name (``catalog_schema.SignatureEntry``), built on first use."""
    if name in ("SignatureEntry", "ExampleEntry", "ValuesTable", "VariantEntry"):
        return _models()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@functools.cache
def _models() -> dict[str, Any]:
    """The pydantic models of a YAML entry, by name, built from :class:`Example` and
    :class:`Signature`."""
    from pydantic import BeforeValidator, ConfigDict, Field, create_model

    # A line that must match, with the fields it must yield; in YAML also a bare string.
    example = _model("ExampleEntry", Example, ConfigDict(extra="forbid"))
    # One row of a family's ``values`` table: what a match with that value means. Keys
    # left out keep the entry's own (VARIANT_KEYS).
    variant = _model("VariantEntry", Signature, ConfigDict(extra="forbid", frozen=True), only=VARIANT_KEYS, optional=True)
    # A family of messages of one shape: the regex group ``field`` selects a row.
    values = create_model(
        "ValuesTable",
        __config__=ConfigDict(extra="forbid", frozen=True),
        field=(str, Field(pattern=r"^[A-Za-z_]\w*$")),
        table=(typing.Annotated[dict[str, variant], Field(min_length=1), BeforeValidator(_keys_as_strings)], ...),  # type: ignore[valid-type]
    )
    # One catalog entry as written in YAML (see signatures/README.md).
    entry = _model(
        "SignatureEntry",
        Signature,
        ConfigDict(extra="forbid", frozen=True),
        yaml_types={"examples": list[Union[example, str]], "values": Optional[values]},  # type: ignore[valid-type]
    )
    return {m.__name__: m for m in (entry, example, values, variant)}


def _model(name: str, cls: type, config: Any, only: Optional[tuple[str, ...]] = None, optional: bool = False, yaml_types: Optional[dict[str, Any]] = None) -> Any:
    """A pydantic model named ``name`` with the fields of the dataclass ``cls`` that YAML
    holds (or those in ``only``), in its order, each of its type (or of ``yaml_types``,
    where the YAML form differs) and with its rules. ``optional``: every field may be left
    out, and is None then."""
    from pydantic import AfterValidator, Field, create_model

    hints = typing.get_type_hints(cls)
    fields: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if not f.metadata.get("yaml", True) or (only is not None and f.name not in only):
            continue
        t = (yaml_types or {}).get(f.name, hints[f.name])
        if f.metadata.get("rules"):
            t = typing.Annotated[t, Field(**f.metadata["rules"])]
        if f.metadata.get("after"):
            t = typing.Annotated[t, AfterValidator(f.metadata["after"])]
        if optional:
            fields[f.name] = (Optional[t], None)
        elif f.default is not dataclasses.MISSING:
            fields[f.name] = (t, f.default)
        elif f.default_factory is not dataclasses.MISSING:
            fields[f.name] = (t, Field(default_factory=f.default_factory))
        else:
            fields[f.name] = (t, ...)
    return create_model(name, __config__=config, **fields)


def _keys_as_strings(v: Any) -> Any:
    # YAML reads `79:` as an int; a field's value is always a string.
    return {str(k): r for k, r in v.items()} if isinstance(v, dict) else v


def _signature(entry: Any) -> Signature:
    """A validated ``SignatureEntry`` as a :class:`Signature`: examples as :class:`Example`,
    the ``values`` table as plain dicts (a row without the keys it leaves out)."""
    fields = {name: getattr(entry, name) for name in type(entry).model_fields}
    fields["examples"] = [Example(line=e) if isinstance(e, str) else Example(line=e.line, fields=dict(e.fields)) for e in entry.examples]
    if entry.values is not None:
        fields["values"] = {"field": entry.values.field, "table": {k: r.model_dump(exclude_none=True) for k, r in entry.values.table.items()}}
    return Signature(**fields)
