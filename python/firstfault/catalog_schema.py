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
        fields = {name: getattr(self, name) for name in type(self).model_fields if name != "examples"}
        examples = [Example(line=e.line, fields=dict(e.fields)) for e in self.examples if isinstance(e, ExampleEntry)]
        return Signature(**fields, examples=examples)


def validate(entry: Any) -> tuple[Optional[Signature], list[tuple[str, str]]]:
    """Validate one YAML entry: ``(signature, [])`` when it is valid, else
    ``(None, [(field, message), ...])`` with every problem (``field`` is a dotted path
    such as ``examples.0.line``, or ``entry`` for the entry itself)."""
    try:
        return SignatureEntry.model_validate(entry).signature(), []
    except ValidationError as e:
        return None, [(".".join(str(x) for x in err["loc"]) or "entry", err["msg"]) for err in e.errors()]
