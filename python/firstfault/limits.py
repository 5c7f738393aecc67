"""Resource limits shared by ``scan`` and ``watch``: which matches a job keeps when it
has more than it may, and how many files a parallel scan may hold open.

The native core already bounds each stream (``max_matches_per_stream``, context caps);
these limits bound a whole job (hundreds of thousands of ranks' matches) and the
process (open file descriptors).
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # typing costs about 10 ms to import: the start-up path avoids it
if TYPE_CHECKING:
    from typing import Mapping, Sequence

#: Role order when a job must drop matches: initiator evidence is the last to go.
ROLE_PRIORITY = {"initiator": 0, "victim": 0, "error": 0, "success": 0, "context": 1, "progress": 2}

#: Files handed to the native core per call: bounds memory and open files on huge trees.
BATCH_FILES = 4096

#: File descriptors left to the interpreter, pyarrow, logging and outputs.
RESERVED_FDS = 64


def rows_to_keep(
    signature_ids: Sequence[str],
    streams: Sequence[int],
    roles: Mapping[str, str],
    keep: int,
) -> list[int]:
    """The rows a job keeps when it holds more than ``keep`` matches.

    Priority, highest first: the first and the last match of each (stream, signature)
    pair (so every rank keeps each kind of evidence it showed, and its last progress
    marker), ordered by role (initiator, victim, context, progress); then every other
    match, again by role; ties in input order (stream, then offset).

    Args:
        signature_ids: signature id of each row.
        streams: stream index of each row (parallel to ``signature_ids``).
        roles: signature id -> role; unknown ids count as ``context``.
        keep: how many rows to keep (>= 0).

    Returns:
        Row indices to keep, ascending (input order preserved). All rows when there are
        no more than ``keep``.
    """
    n = len(signature_ids)
    if n <= keep:
        return list(range(n))
    first: dict[tuple[int, str], int] = {}
    last: dict[tuple[int, str], int] = {}
    for row, (sid, sig) in enumerate(zip(streams, signature_ids)):
        k = (sid, sig)
        first.setdefault(k, row)
        last[k] = row
    edge = set(first.values())
    edge.update(last.values())
    worst = len(ROLE_PRIORITY)
    ranked = sorted(
        range(n),
        key=lambda r: (
            (0 if r in edge else worst + 1) + ROLE_PRIORITY.get(roles.get(signature_ids[r], "context"), 2),
            r,
        ),
    )
    return sorted(ranked[: max(0, keep)])


def take_rows(cols: dict, rows: list[int]) -> dict:
    """The column dict ``cols`` restricted to ``rows`` (indices, ascending)."""
    return {k: [v[i] for i in rows] for k, v in cols.items()}


def default_max_open_files() -> int:
    """Files a parallel scan may hold open: the soft ``RLIMIT_NOFILE`` less a reserve of
    :data:`RESERVED_FDS` for everything else (at least 1; 1024 where the limit is unknown
    or unlimited)."""
    try:
        import resource

        soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (ImportError, OSError, ValueError):
        return 1024
    if soft == resource.RLIM_INFINITY or soft <= 0:
        return 1024
    return max(1, soft - RESERVED_FDS)


def worker_threads(threads: int, max_open_files: int) -> int:
    """Worker threads for a parallel file scan.

    Each worker holds one input file open at a time, so the number of workers is the
    number of log files open at once.

    Args:
        threads: requested workers; 0 means one per core.
        max_open_files: most input files open at once (>= 1).

    Returns:
        ``min(threads or cores, max_open_files)``, at least 1.
    """
    wanted = threads if threads > 0 else (os.cpu_count() or 1)
    return max(1, min(wanted, max_open_files))
