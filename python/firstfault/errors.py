"""Exceptions raised by firstfault.

One base class, ``FirstfaultError``; each subclass also inherits the standard
library type a caller already catches (``ValueError`` for bad configuration,
``OSError`` for input problems). The CLI turns any of them into one line on
stderr and exit status 2.
"""

from __future__ import annotations

import os
from dataclasses import dataclass


class FirstfaultError(Exception):
    """Base class of every error firstfault raises on purpose."""


@dataclass(frozen=True)
class CatalogProblem:
    """One problem in a signature catalog.

    Attributes:
        file: the YAML file (path as given), or ``""`` when not file-specific.
        signature_id: the entry's ``id`` (``""`` when the entry has none).
        field: the field at fault (``regex``, ``examples[2]``, ...).
        message: what is wrong.
    """

    file: str
    signature_id: str
    field: str
    message: str

    def __str__(self) -> str:
        where = ":".join(p for p in (self.file, self.signature_id, self.field) if p)
        return f"{where}: {self.message}" if where else self.message


class CatalogError(FirstfaultError, ValueError):
    """A catalog failed validation; ``problems`` lists every problem found at once."""

    def __init__(self, problems: list[CatalogProblem]):
        self.problems = list(problems)
        head = f"{len(self.problems)} problem(s) in the signature catalog"
        super().__init__(head + ":\n" + "\n".join(f"  {p}" for p in self.problems))


class SourceError(FirstfaultError, OSError):
    """An input could not be opened or read (raised only when nothing else can go on)."""


class UsageError(FirstfaultError, ValueError):
    """Bad command-line usage or options."""


def debug_enabled() -> bool:
    """Whether ``FIRSTFAULT_DEBUG`` asks for tracebacks and client logs: set to anything
    but empty, ``0``, ``false``, ``no`` or ``off`` (any case)."""
    return os.environ.get("FIRSTFAULT_DEBUG", "").strip().lower() not in ("", "0", "false", "no", "off")
