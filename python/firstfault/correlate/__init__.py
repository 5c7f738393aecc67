"""Cross-rank correlation: from one job's matches to one :class:`~firstfault.model.Diagnosis`.

:func:`diagnose` runs every rule of :mod:`firstfault.correlate.rules`; the first
finding in :data:`~firstfault.correlate.rules.DECISION_ORDER` that names a verdict
decides, the others are reported as agreeing or disagreeing and move the
confidence. The diagnosis says which rule decided and why.

Importing this package is cheap: :class:`Options` is defined without pyarrow, and the
engine (:mod:`firstfault.correlate.engine`, which imports pyarrow) is imported on the
first use of any other name, or ahead of time by :func:`preload` on a background
thread while the native scan runs.
"""

from __future__ import annotations

import importlib
import threading
from typing import Any

from firstfault.correlate.options import Options

__all__ = ["Options", "build_job_evidence", "diagnose", "JobEvidence", "Hit", "RawMatches", "StreamInfo", "preload", "claim_preload"]

_ENGINE = "firstfault.correlate.engine"
_LAZY = frozenset(__all__) - {"Options", "preload", "claim_preload"}


#: Submodules reachable as attributes, as when this package imported them eagerly.
_SUBMODULES = frozenset({"engine", "evidence", "rules"})


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_ENGINE), name)
    if name in _SUBMODULES:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


_preloading = threading.Event()


def claim_preload() -> bool:
    """Take over what :func:`preload` would do: later calls of it do nothing, and the
    caller imports the engine itself, typically on a thread that imports other modules
    first (two threads importing at once take longer than one after the other, for the
    GIL). Returns False when a preload had already started."""
    if _preloading.is_set():
        return False
    _preloading.set()
    return True


def preload() -> None:
    """Import the engine (and pyarrow) on a daemon thread, so that the import overlaps
    with work that releases the GIL (the native scan). A later use waits for it through
    the import lock; an error in the background is raised again by that use. Only the
    first call in a process (and none after :func:`claim_preload`) starts the thread."""
    if not claim_preload():
        return

    def load() -> None:
        try:
            importlib.import_module(_ENGINE)
        except Exception:  # noqa: BLE001 - the foreground import reports it
            pass

    threading.Thread(target=load, name="firstfault-preload", daemon=True).start()
