"""Fixed Arrow schemas for matches and diagnoses, and builders for their tables.

Parquet and Arrow files written by different runs share these schemas, so they
concatenate (``pyarrow.dataset``, DuckDB ``read_parquet('*.parquet')``, polars
``scan_parquet``). Changing a schema is a breaking change: add columns at the
end, never rename or retype (a rename or retype bumps the ``firstfault.schema``
version in the metadata). Times are ``timestamp[us, tz=UTC]``; integers are signed
64-bit (Spark, BigQuery and DuckDB read them without casts); no column name is an SQL
keyword. Every row of both tables carries the scan's ``diagnosis_id``,
``firstfault_version``, ``catalog_version`` and ``scanned_at``, so the rows of
concatenated runs stay apart.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Optional

import pyarrow as pa

from firstfault.catalog import Catalog
from firstfault.correlate.evidence import field_identity
from firstfault.model import Diagnosis

TS = pa.timestamp("us", tz="UTC")
STR_LIST = pa.list_(pa.string())

#: What tells one scan's rows from another's, on every row of both tables (the
#: diagnoses table has ``diagnosis_id`` among its own columns).
SCAN_FIELDS = [
    pa.field("diagnosis_id", pa.string()),
    pa.field("firstfault_version", pa.string(), nullable=False),
    pa.field("catalog_version", pa.string(), nullable=False),
    pa.field("scanned_at", TS, nullable=False),
]


@dataclass(frozen=True)
class ScanInfo:
    """The scan that wrote a table: ``firstfault_version`` (the package's), ``catalog_version``
    (:attr:`firstfault.catalog.Catalog.version`) and ``scanned_at_us`` (µs since the epoch, UTC)."""

    firstfault_version: str
    catalog_version: str
    scanned_at_us: int

    @classmethod
    def now(cls, catalog: Catalog) -> "ScanInfo":
        """This package's version, ``catalog``'s, and the current time."""
        from firstfault import __version__

        return cls(__version__, catalog.version, time.time_ns() // 1000)

    def columns(self, n: int) -> list[pa.Array]:
        """The three scan columns for ``n`` rows."""
        return [
            pa.array([self.firstfault_version] * n, pa.string()),
            pa.array([self.catalog_version] * n, pa.string()),
            pa.array([self.scanned_at_us] * n, TS),
        ]


#: One row per match (one signature hit on one line).
MATCHES_SCHEMA = pa.schema(
    [
        pa.field("job_id", pa.string(), nullable=False),
        pa.field("stream", pa.string(), nullable=False),
        # Byte offset of the line's start in the (decompressed) stream.
        pa.field("byte_offset", pa.int64(), nullable=False),
        pa.field("line_no", pa.int64(), nullable=False),
        pa.field("signature_id", pa.string(), nullable=False),
        pa.field("category", pa.string(), nullable=False),
        pa.field("role", pa.string(), nullable=False),
        pa.field("severity", pa.string(), nullable=False),
        pa.field("rank", pa.int32()),
        pa.field("local_rank", pa.int32()),
        pa.field("node", pa.string()),
        pa.field("ts", TS),
        pa.field("ts_inherited", pa.bool_(), nullable=False),
        pa.field("line", pa.string(), nullable=False),
        pa.field("line_truncated", pa.bool_(), nullable=False),
        pa.field("fields", pa.map_(pa.string(), pa.string())),
        pa.field("context_before", STR_LIST),
        pa.field("context_after", STR_LIST),
        # The line's template (variable parts masked) for failure evidence, else "".
        pa.field("template", pa.string(), nullable=False),
        *SCAN_FIELDS,
    ],
    metadata={"firstfault.schema": "matches/2"},
)

EVIDENCE_TYPE = pa.struct(
    [
        ("stream", pa.string()),
        ("line_no", pa.int64()),
        ("rank", pa.int32()),
        ("node", pa.string()),
        ("ts", TS),
        ("signature_id", pa.string()),
        ("line", pa.string()),
        ("why", pa.string()),
        ("context_before", STR_LIST),
        ("context_after", STR_LIST),
        ("ts_inherited", pa.bool_()),
        ("ts_line_offset", pa.int64()),
    ]
)
COLLATERAL_TYPE = pa.struct(
    [("signature_id", pa.string()), ("title", pa.string()), ("role", pa.string()), ("ranks", pa.string()), ("count", pa.int64())]
)
TIMELINE_TYPE = pa.struct(
    [
        ("rank", pa.int32()),
        ("node", pa.string()),
        ("first_match", TS),
        ("last_match", TS),
        ("last_progress", TS),
        ("last_seen", TS),
        ("first_signature", pa.string()),
        ("last_signature", pa.string()),
    ]
)

TEMPLATE_TYPE = pa.struct(
    [
        ("template", pa.string()),
        ("count", pa.int64()),
        ("ranks", pa.string()),
        ("first_rank", pa.int32()),
        ("first_ts", TS),
        ("stream", pa.string()),
        ("line_no", pa.int64()),
        ("line", pa.string()),
        ("signature_id", pa.string()),
        ("terminal", pa.bool_()),
        ("in_baseline", pa.bool_()),
    ]
)

#: One row per job.
DIAGNOSES_SCHEMA = pa.schema(
    [
        pa.field("diagnosis_id", pa.string(), nullable=False),
        pa.field("job_id", pa.string(), nullable=False),
        pa.field("status", pa.string(), nullable=False),
        pa.field("category", pa.string(), nullable=False),
        pa.field("signature_id", pa.string()),
        pa.field("title", pa.string()),
        pa.field("initiator_rank", pa.int32()),
        pa.field("initiator_node", pa.string()),
        pa.field("suspects", pa.list_(pa.int32())),
        pa.field("scope", pa.string(), nullable=False),
        pa.field("confidence", pa.float64(), nullable=False),
        pa.field("rule", pa.string(), nullable=False),
        pa.field("reason", pa.string(), nullable=False),
        pa.field("rules_agreed", STR_LIST),
        pa.field("rules_disagreed", STR_LIST),
        pa.field("evidence", pa.list_(EVIDENCE_TYPE)),
        pa.field("collateral", pa.list_(COLLATERAL_TYPE)),
        pa.field("timeline", pa.list_(TIMELINE_TYPE)),
        pa.field("fix", pa.string()),
        pa.field("verify", pa.string()),
        pa.field("mechanism", pa.string()),
        pa.field("world_size", pa.int32()),
        pa.field("ranks_seen", pa.int32(), nullable=False),
        pa.field("streams", pa.int32(), nullable=False),
        pa.field("matches", pa.int64(), nullable=False),
        pa.field("summary", pa.string(), nullable=False),
        pa.field("nodes", pa.int32(), nullable=False),
        pa.field("ranks_per_node", pa.int32()),
        pa.field("templates", pa.list_(TEMPLATE_TYPE)),
        pa.field("failed_at", TS),
        pa.field("score", pa.float64()),
        *SCAN_FIELDS[1:],
    ],
    metadata={"firstfault.schema": "diagnoses/2"},
)


def matches_table(raw_matches: dict, streams: list, catalog: Catalog, diagnoses: list[Diagnosis], scan: ScanInfo) -> pa.Table:
    """Build the matches table (:data:`MATCHES_SCHEMA`) from the native core's columns.

    Args:
        raw_matches: columns from ``_core`` (``stream`` indexes ``streams``).
        streams: the scan's :class:`~firstfault.correlate.evidence.StreamInfo` list (name, job).
        catalog: for category, role and severity of each signature.
        diagnoses: the scan's verdicts, for each match's ``diagnosis_id`` (by ``job_id``;
            null for a job without one).
        scan: the scan columns' values.
    """
    ids = [catalog.resolve(s, f) for s, f in zip(raw_matches["signature_id"], raw_matches["fields"])]
    sigs = [catalog.by_id[s] for s in ids]
    idx = raw_matches["stream"]
    cols = {
        "job_id": [streams[s].job_id for s in idx],
        "stream": [streams[s].name for s in idx],
        "byte_offset": raw_matches["offset"],
        "line_no": raw_matches["line_no"],
        "signature_id": ids,
        "category": [s.category for s in sigs],
        "role": [s.role for s in sigs],
        "severity": [s.severity for s in sigs],
        "rank": list(raw_matches["rank"]),
        "local_rank": list(raw_matches["local_rank"]),
        "node": list(raw_matches["node"]),
        "ts": raw_matches["ts_micros"],
        "ts_inherited": raw_matches["ts_inherited"],
        "line": raw_matches["line"],
        "line_truncated": raw_matches["line_truncated"],
        "fields": [list(f.items()) for f in raw_matches["fields"]],
        "context_before": raw_matches["before"],
        "context_after": raw_matches["after"],
        "template": raw_matches["template"],
    }
    # The rank and node a line's own groups name (an Xid's host, an agent's worker), as
    # the correlation reads them.
    for i, f in enumerate(raw_matches["fields"]):
        if f and ("node" in f or "rank" in f or "local_rank" in f):
            r, lr, nd = field_identity(f)
            for col, v in (("rank", r), ("local_rank", lr), ("node", nd)):
                if v is not None:
                    cols[col][i] = v
    by_job = {d.job_id: d.diagnosis_id for d in diagnoses}
    cols["diagnosis_id"] = [by_job.get(j) for j in cols["job_id"]]
    n = len(ids)
    names = [f.name for f in SCAN_FIELDS[1:]]
    arrays = [pa.array(cols[f.name], f.type) for f in MATCHES_SCHEMA if f.name not in names] + scan.columns(n)
    return pa.Table.from_arrays(arrays, schema=MATCHES_SCHEMA)


def diagnoses_table(diagnoses: list[Diagnosis], scan: ScanInfo) -> pa.Table:
    """Build the diagnoses table (:data:`DIAGNOSES_SCHEMA`, one row per job)."""
    rows = []
    for d in diagnoses:
        rows.append(
            {
                "diagnosis_id": d.diagnosis_id,
                "job_id": d.job_id,
                "status": d.status,
                "category": d.category,
                "signature_id": d.signature_id,
                "title": d.title,
                "initiator_rank": d.initiator_rank,
                "initiator_node": d.initiator_node,
                "suspects": d.suspects,
                "scope": d.scope,
                "confidence": d.confidence,
                "rule": d.rule,
                "reason": d.reason,
                "rules_agreed": d.rules_agreed,
                "rules_disagreed": d.rules_disagreed,
                "evidence": [
                    {
                        "stream": e.stream,
                        "line_no": e.line_no,
                        "rank": e.rank,
                        "node": e.node,
                        "ts": e.ts_us,
                        "signature_id": e.signature_id,
                        "line": e.line,
                        "why": e.why,
                        "context_before": e.context_before,
                        "context_after": e.context_after,
                        "ts_inherited": e.ts_inherited,
                        "ts_line_offset": e.ts_line_offset,
                    }
                    for e in d.evidence
                ],
                "collateral": [
                    {"signature_id": c.signature_id, "title": c.title, "role": c.role, "ranks": c.ranks, "count": c.count}
                    for c in d.collateral
                ],
                "timeline": [
                    {
                        "rank": t.rank,
                        "node": t.node,
                        "first_match": t.first_match_us,
                        "last_match": t.last_match_us,
                        "last_progress": t.last_progress_us,
                        "last_seen": t.last_seen_us,
                        "first_signature": t.first_signature,
                        "last_signature": t.last_signature,
                    }
                    for t in d.timeline
                ],
                "fix": d.fix,
                "verify": d.verify,
                "mechanism": d.mechanism,
                "world_size": d.world_size,
                "ranks_seen": d.ranks_seen,
                "streams": d.streams,
                "matches": d.matches,
                "summary": d.summary,
                "nodes": d.nodes,
                "ranks_per_node": d.ranks_per_node,
                "templates": [
                    {
                        "template": t.template,
                        "count": t.count,
                        "ranks": t.ranks,
                        "first_rank": t.first_rank,
                        "first_ts": t.first_ts_us,
                        "stream": t.stream,
                        "line_no": t.line_no,
                        "line": t.line,
                        "signature_id": t.signature_id,
                        "terminal": t.terminal,
                        "in_baseline": t.in_baseline,
                    }
                    for t in d.templates
                ],
                "failed_at": d.failed_at_us,
                "score": d.score,
                "firstfault_version": scan.firstfault_version,
                "catalog_version": scan.catalog_version,
                "scanned_at": scan.scanned_at_us,
            }
        )
    return pa.Table.from_pylist(rows, schema=DIAGNOSES_SCHEMA)


def output_paths(target: str, kind: Optional[str] = None) -> tuple[str, str, str]:
    """Where ``--output TARGET`` writes: ``(diagnoses_path, matches_path, format)``.

    ``x.parquet`` -> ``x.diagnoses.parquet`` and ``x.matches.parquet``; ``x.arrow`` (or
    ``.feather``, ``.ipc``) likewise in Arrow IPC file format; a directory (existing, or
    ending with ``/``) gets ``diagnoses.<fmt>`` and ``matches.<fmt>`` (``kind`` or parquet).

    Raises:
        ValueError: the extension is not one of these.
    """
    import os

    if target.endswith(os.sep) or os.path.isdir(target):
        fmt = kind or "parquet"
        ext = "parquet" if fmt == "parquet" else "arrow"
        return os.path.join(target, f"diagnoses.{ext}"), os.path.join(target, f"matches.{ext}"), fmt
    stem, ext = os.path.splitext(target)
    ext = ext.lower().lstrip(".")
    if ext == "parquet":
        fmt = "parquet"
    elif ext in ("arrow", "feather", "ipc"):
        fmt = "arrow"
    else:
        raise ValueError(f"--output {target!r}: use a .parquet or .arrow path, or a directory")
    return f"{stem}.diagnoses.{ext}", f"{stem}.matches.{ext}", fmt


def output_problem(target: str) -> Optional[str]:
    """Why ``--output TARGET`` could not be written, told before the scan rather than after
    it: the nearest existing directory on the way to the output files is a file, or cannot
    be written. None when nothing is seen against it (a full disk shows only on writing).

    Raises:
        ValueError: as :func:`output_paths`.
    """
    import os

    folder = os.path.dirname(os.path.abspath(output_paths(target)[0]))
    probe = folder
    while not os.path.lexists(probe) and os.path.dirname(probe) != probe:
        probe = os.path.dirname(probe)
    if not os.path.isdir(probe):
        return f"{probe} is not a directory"
    if not os.access(probe, os.W_OK | os.X_OK):
        return f"{probe} is not writable"
    return None
