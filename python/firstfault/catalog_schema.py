"""The catalog's schema: what a YAML entry must hold, checked with pydantic.

Used only where YAML is validated (a catalog the cache cannot serve, ``firstfault
signatures lint``); what a scan and the correlation use is the plain
:class:`firstfault.catalog.Signature` built from a validated entry, so that a catalog
served from the cache loads without importing pydantic. The bytes of this file and
of ``catalog.py`` are part of the cache's key (:mod:`firstfault.catalog_cache`).
"""

from __future__ import annotations

from typing import Any, Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from firstfault.catalog import CATEGORIES, ROLES, SEVERITIES, Example, Signature

Category = Literal[CATEGORIES]  # type: ignore[valid-type]


class ExampleEntry(BaseModel):
    """A line that must match, with the fields it must yield (a subset check)."""

    model_config = ConfigDict(extra="forbid")
    line: str
    fields: dict[str, str] = Field(default_factory=dict)


class VariantEntry(BaseModel):
    """One row of a family's ``values`` table: what a match with that value means. Keys
    left out keep the entry's own (see :data:`firstfault.catalog.VARIANT_KEYS`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    title: Optional[str] = Field(default=None, min_length=3)
    category: Optional[Category] = None
    role: Optional[Literal[ROLES]] = None  # type: ignore[valid-type]
    severity: Optional[Literal[SEVERITIES]] = None  # type: ignore[valid-type]
    specificity: Optional[int] = Field(default=None, ge=0, le=100)
    scope: Optional[Literal["rank", "node", "job"]] = None
    indicates_failure: Optional[bool] = None
    mechanism: Optional[str] = Field(default=None, min_length=10)
    fix: Optional[str] = Field(default=None, min_length=10)
    verify: Optional[str] = Field(default=None, min_length=5)


class ValuesTable(BaseModel):
    """A family of messages of one shape: the regex group ``field`` selects a row."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    field: str = Field(pattern=r"^[A-Za-z_]\w*$")
    table: dict[str, VariantEntry] = Field(min_length=1)

    @field_validator("table", mode="before")
    @classmethod
    def _keys_as_strings(cls, v: Any) -> Any:
        # YAML reads `79:` as an int; a field's value is always a string.
        return {str(k): r for k, r in v.items()} if isinstance(v, dict) else v


class SignatureEntry(BaseModel):
    """One catalog entry as written in YAML. See ``signatures/README.md``; the meaning
    of each field is on :class:`firstfault.catalog.Signature`."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9_]+\.[a-z0-9_]+$")
    title: str = Field(min_length=3)
    category: Category
    role: Literal[ROLES]  # type: ignore[valid-type]
    severity: Literal[SEVERITIES]  # type: ignore[valid-type]
    specificity: int = Field(default=50, ge=0, le=100)
    scope: Literal["rank", "node", "job"] = "rank"
    indicates_failure: Optional[bool] = None
    patterns: list[str] = Field(min_length=1)
    regex: Optional[str] = None
    exclude: list[str] = Field(default_factory=list)
    mechanism: str = Field(min_length=10)
    fix: str = Field(min_length=10)
    verify: str = Field(min_length=5)
    related: list[str] = Field(default_factory=list)
    references: list[str] = Field(min_length=1)
    versions: Optional[str] = None
    short_patterns_reason: Optional[str] = None
    examples: list[Union[ExampleEntry, str]] = Field(min_length=1)
    counter_examples: list[str] = Field(min_length=1)
    values: Optional[ValuesTable] = None
    follow: Optional[Literal["python_traceback", "faulthandler_dump"]] = None

    @field_validator("examples")
    @classmethod
    def _examples_as_objects(cls, v: list[Union[ExampleEntry, str]]) -> list[ExampleEntry]:
        return [ExampleEntry(line=e) if isinstance(e, str) else e for e in v]

    @field_validator("patterns")
    @classmethod
    def _no_empty_patterns(cls, v: list[str]) -> list[str]:
        if any(not p for p in v):
            raise ValueError("empty pattern")
        return v

    def signature(self) -> Signature:
        """The entry as the plain :class:`~firstfault.catalog.Signature` scans use."""
        fields = {name: getattr(self, name) for name in type(self).model_fields if name not in ("examples", "values")}
        examples = [Example(line=e.line, fields=dict(e.fields)) for e in self.examples if isinstance(e, ExampleEntry)]
        values = None
        if self.values is not None:
            values = {"field": self.values.field, "table": {k: r.model_dump(exclude_none=True) for k, r in self.values.table.items()}}
        return Signature(**fields, examples=examples, values=values)


def validate(entry: Any) -> tuple[Optional[Signature], list[tuple[str, str]]]:
    """Validate one YAML entry: ``(signature, [])`` when it is valid, else
    ``(None, [(field, message), ...])`` with every problem (``field`` is a dotted path
    such as ``examples.0.line``, or ``entry`` for the entry itself)."""
    try:
        return SignatureEntry.model_validate(entry).signature(), []
    except ValidationError as e:
        return None, [(".".join(str(x) for x in err["loc"]) or "entry", err["msg"]) for err in e.errors()]
