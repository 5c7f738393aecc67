"""The check of a YAML catalog entry, with pydantic models built from :class:`Signature`.

The schema is written once, as :class:`firstfault.catalog.Signature`: each field's type
and the rules in its metadata. This module turns it into pydantic models and validates
YAML entries with them; it is used only where YAML is validated (a catalog the cache
cannot serve, ``firstfault signatures lint``), so that a catalog served from the cache
loads without importing pydantic. The models keep the names that validation messages
show (``SignatureEntry``, ``ExampleEntry``, ``ValuesTable``, ``VariantEntry``). The bytes
of this file and of ``catalog.py`` are part of the cache's key
(:mod:`firstfault.catalog_cache`).
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Annotated, Any, Optional, Union

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, ValidationError, create_model

from firstfault.catalog import VARIANT_KEYS, Example, Signature


def _model(
    name: str,
    cls: type,
    config: ConfigDict,
    only: Optional[tuple[str, ...]] = None,
    optional: bool = False,
    yaml_types: Optional[dict[str, Any]] = None,
) -> type[BaseModel]:
    """A pydantic model named ``name`` with the fields of the dataclass ``cls`` that YAML
    holds (or those in ``only``), in its order, each of its type (or of ``yaml_types``,
    where the YAML form differs) and with its rules. ``optional``: every field may be left
    out, and is None then."""
    hints = typing.get_type_hints(cls)
    fields: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if not f.metadata.get("yaml", True) or (only is not None and f.name not in only):
            continue
        rules = dict(f.metadata.get("rules", {}))
        t = (yaml_types or {}).get(f.name, hints[f.name])
        if rules:
            t = Annotated[t, Field(**rules)]
        if f.metadata.get("after"):
            t = Annotated[t, AfterValidator(f.metadata["after"])]
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


#: A line that must match, with the fields it must yield; in YAML also a bare string.
ExampleEntry = _model("ExampleEntry", Example, ConfigDict(extra="forbid"))

#: One row of a family's ``values`` table: what a match with that value means. Keys
#: left out keep the entry's own (:data:`firstfault.catalog.VARIANT_KEYS`).
VariantEntry = _model("VariantEntry", Signature, ConfigDict(extra="forbid", frozen=True), only=VARIANT_KEYS, optional=True)

#: A family of messages of one shape: the regex group ``field`` selects a row.
ValuesTable = create_model(
    "ValuesTable",
    __config__=ConfigDict(extra="forbid", frozen=True),
    field=(str, Field(pattern=r"^[A-Za-z_]\w*$")),
    table=(Annotated[dict[str, VariantEntry], Field(min_length=1), BeforeValidator(_keys_as_strings)], ...),  # type: ignore[valid-type]
)

#: One catalog entry as written in YAML (see ``signatures/README.md``).
SignatureEntry = _model(
    "SignatureEntry",
    Signature,
    ConfigDict(extra="forbid", frozen=True),
    yaml_types={"examples": list[Union[ExampleEntry, str]], "values": Optional[ValuesTable]},  # type: ignore[valid-type]
)


def _signature(entry: Any) -> Signature:
    """A validated ``SignatureEntry`` as the plain :class:`~firstfault.catalog.Signature`
    scans use."""
    fields = {name: getattr(entry, name) for name in type(entry).model_fields}
    fields["examples"] = [Example(line=e) if isinstance(e, str) else Example(line=e.line, fields=dict(e.fields)) for e in entry.examples]
    if entry.values is not None:
        fields["values"] = {"field": entry.values.field, "table": {k: r.model_dump(exclude_none=True) for k, r in entry.values.table.items()}}
    return Signature(**fields)


def validate(entry: Any) -> tuple[Optional[Signature], list[tuple[str, str]]]:
    """Validate one YAML entry: ``(signature, [])`` when it is valid, else
    ``(None, [(field, message), ...])`` with every problem (``field`` is a dotted path
    such as ``examples.0.line``, or ``entry`` for the entry itself)."""
    try:
        return _signature(SignatureEntry.model_validate(entry)), []
    except ValidationError as e:
        return None, [(".".join(str(x) for x in err["loc"]) or "entry", err["msg"]) for err in e.errors()]
