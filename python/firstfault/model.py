"""The diagnosis data model: what correlation produces for each job.

Field names are the Arrow column names (see :mod:`firstfault.schema`) and the JSON
keys of ``firstfault scan --format json``. Times are microseconds since the Unix
epoch, UTC (``*_us``), rendered as ISO 8601 in JSON.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any, Optional

#: Template groups a diagnosis keeps.
MAX_TEMPLATES = 20

#: Diagnosis status values.
STATUSES = ("failed", "hung", "healthy", "unknown")


def iso_us(ts_us: Optional[int]) -> Optional[str]:
    """Microseconds since the epoch (UTC) as ISO 8601 with microseconds, or None."""
    if ts_us is None:
        return None
    try:
        # Integer arithmetic: a float would round 9999-12-31T23:59:59.999999 into year 10000.
        return (_EPOCH + timedelta(microseconds=ts_us)).isoformat(timespec="microseconds")
    except OverflowError:
        return None  # outside years 1..9999: not a time anyone can use


_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


#: Range groups a rank list in prose (a diagnosis's reason) shows before it is cut.
RANK_GROUPS_SHOWN = 8

#: The gutters the text report puts before the log lines it quotes as evidence: the
#: matched line, and its context. A log line that starts with one is a pasted report's.
EVIDENCE_GUTTER = "    ▶ "
CONTEXT_GUTTER = "    │ "


def compact_ranges(ranks: list[int], limit: Optional[int] = None) -> str:
    """``[0, 1, 2, 3, 5, 6, 7] -> "0-3,5-7"`` (sorted, deduplicated).

    With ``limit``, at most that many groups, then how many ranks there are in all:
    ``[0, 60, 120, ..., 19980]`` with ``limit=3`` -> ``"0,60,120,… (334 ranks)"``, so that
    a reason stays one line at 20,000 ranks. Without it the list is whole (for tables).
    """
    out: list[str] = []
    rs = sorted(set(ranks))
    i = 0
    while i < len(rs):
        j = i
        while j + 1 < len(rs) and rs[j + 1] == rs[j] + 1:
            j += 1
        out.append(str(rs[i]) if i == j else f"{rs[i]}-{rs[j]}")
        i = j + 1
    if limit is not None and len(out) > limit:
        return ",".join(out[:limit]) + f",… ({len(rs)} ranks)"
    return ",".join(out)


def cut_ranges(compact: str, limit: int = RANK_GROUPS_SHOWN) -> str:
    """A :func:`compact_ranges` string cut as ``compact_ranges(ranks, limit)`` would
    cut it (for the terminal: tables keep the whole string)."""
    groups = compact.split(",") if compact else []
    if len(groups) <= limit:
        return compact
    n = sum(int(b) - int(a) + 1 if "-" in g else 1 for g in groups for a, _, b in [g.partition("-")])
    return ",".join(groups[:limit]) + f",… ({n} ranks)"


def name_list(names: list[str], limit: int = RANK_GROUPS_SHOWN) -> str:
    """``"a, b, c"``, cut after ``limit`` names with how many there are in all (node
    names in a diagnosis's reason)."""
    if len(names) > limit:
        return ", ".join(names[:limit]) + f", … ({len(names)} in all)"
    return ", ".join(names)


@dataclass
class Evidence:
    """One line that supports the diagnosis, with why it matters.

    Attributes:
        stream: the file (or stream name) the line came from.
        line_no: 1-based line number in that stream.
        rank, node: attribution of the line (None when unknown).
        ts_us: timestamp of the line (µs UTC), possibly inherited from an earlier line.
            A time written without a zone is read as UTC.
        signature_id: the signature that matched.
        line: the line as logged (possibly truncated).
        why: one sentence: what this line shows.
        context_before / context_after: neighbouring lines of the same stream.
        ts_inherited: False when ``ts_us`` was read on this line; True when the line has
            none and ``ts_us`` is the nearest time of its stream (the last earlier line's,
            or the next line's when no earlier line had one); None when there is no time
            or where it came from is not known (a stream's last line is shown with the
            stream's last time).
        ts_line_offset: where ``ts_us`` was read, in lines from this one: 0 on this
            line, -3 three lines above; None when it is not known (no time, a time
            taken from a later line, or a line beyond the context kept).
    """

    stream: str
    line_no: int
    rank: Optional[int]
    node: Optional[str]
    ts_us: Optional[int]
    signature_id: str
    line: str
    why: str
    context_before: list[str] = field(default_factory=list)
    context_after: list[str] = field(default_factory=list)
    ts_inherited: Optional[bool] = False
    ts_line_offset: Optional[int] = None


@dataclass
class Collateral:
    """Matches of one signature on ranks other than the initiator (victims, teardown)."""

    signature_id: str
    title: str
    role: str
    ranks: str  # compact rank ranges, "" when no rank is known
    count: int


@dataclass
class TemplateGroup:
    """The failure lines of a job that share one template (``rust/template.rs``: numbers,
    addresses, paths masked): the same error on 500 ranks is one group.

    Attributes:
        template: the masked message.
        count: lines in the group; ``ranks``: their ranks as compact ranges.
        first_rank, first_ts_us, stream, line_no, line: the group's earliest line.
        signature_id: the signature of that line.
        terminal: some line of the group is terminal evidence (not set aside).
        in_baseline: the template also occurs in the known-good run of ``--baseline``
            (None without one).
    """

    template: str
    count: int
    ranks: str
    first_rank: Optional[int]
    first_ts_us: Optional[int]
    stream: str
    line_no: int
    line: str
    signature_id: str
    terminal: bool
    in_baseline: Optional[bool] = None


@dataclass
class TimelineEntry:
    """What one rank did, in time (µs UTC)."""

    rank: int
    node: Optional[str]
    first_match_us: Optional[int]
    last_match_us: Optional[int]
    last_progress_us: Optional[int]
    last_seen_us: Optional[int]
    first_signature: Optional[str]
    last_signature: Optional[str]


@dataclass
class RuleOutcome:
    """What one correlation rule concluded (see :mod:`firstfault.correlate`)."""

    rule: str
    suspects: list[int]
    node: Optional[str]
    category: Optional[str]
    confidence: float
    reason: str


@dataclass
class Diagnosis:
    """The verdict for one job. See the README's "Outputs" section for each field."""

    job_id: str
    status: str
    category: str
    signature_id: Optional[str]
    title: Optional[str]
    initiator_rank: Optional[int]
    initiator_node: Optional[str]
    scope: str  # rank | node | job | none
    confidence: float
    rule: str
    reason: str
    rules_agreed: list[str] = field(default_factory=list)
    rules_disagreed: list[str] = field(default_factory=list)
    evidence: list[Evidence] = field(default_factory=list)
    collateral: list[Collateral] = field(default_factory=list)
    timeline: list[TimelineEntry] = field(default_factory=list)
    fix: Optional[str] = None
    verify: Optional[str] = None
    mechanism: Optional[str] = None
    world_size: Optional[int] = None
    nodes: int = 0
    ranks_per_node: Optional[int] = None
    ranks_seen: int = 0
    streams: int = 0
    matches: int = 0
    rule_outcomes: list[RuleOutcome] = field(default_factory=list)
    #: The job's failure lines by template: new in this run (with ``--baseline``) first,
    #: then by first appearance, rarer first (at most :data:`MAX_TEMPLATES`).
    templates: list[TemplateGroup] = field(default_factory=list)
    diagnosis_id: str = ""
    #: When the job failed (µs UTC): the time of the first evidence line that has one
    #: (the deciding line first); None for a healthy job or when no line has a time.
    failed_at_us: Optional[int] = None
    #: The rules' combined strength of evidence (0..1) that ``confidence`` calibrates
    #: (:mod:`firstfault.correlate.calibration`); None for a healthy job.
    score: Optional[float] = None
    #: The ranks that may have failed first, ``initiator_rank`` (when named) first: that
    #: rank alone when the logs name it, several when they cannot tell them apart (then
    #: ``confidence`` is at most 1 / len), empty when no rank is suspected.
    suspects: list[int] = field(default_factory=list)

    def finalize(self) -> "Diagnosis":
        """Set ``failed_at_us`` and the deterministic ``diagnosis_id``: a digest of the job,
        the verdict and its evidence lines by file name, line number and text, so that it
        does not change with how a path was typed (relative, absolute, through a link)."""
        if self.status != "healthy":
            self.failed_at_us = next((e.ts_us for e in self.evidence if e.ts_us is not None), None)
        key = {
            "job_id": self.job_id,
            "status": self.status,
            "category": self.category,
            "signature_id": self.signature_id,
            "initiator_rank": self.initiator_rank,
            "initiator_node": self.initiator_node,
            "evidence": [(os.path.basename(e.stream), e.line_no, e.line) for e in self.evidence[:3]],
        }
        digest = hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()
        self.diagnosis_id = digest[:16]
        return self

    @property
    def summary(self) -> str:
        """One line for people: the verdict."""
        if self.status == "healthy":
            return "no failure found"
        who = []
        if self.initiator_rank is not None:
            who.append(f"rank {self.initiator_rank}")
        if self.initiator_node:
            who.append(f"node {self.initiator_node}")
        where = " on ".join(who) if who else ("job-wide" if self.scope == "job" else "no single initiator")
        what = f" - {self.title}" if self.title else ""
        return f"{self.status}: {self.category}{what} ({where})"

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (times as ISO 8601 strings)."""
        d = asdict(self)
        for e in d["evidence"]:
            e["ts"] = iso_us(e.pop("ts_us"))
        for t in d["timeline"]:
            for k in ("first_match_us", "last_match_us", "last_progress_us", "last_seen_us"):
                t[k[:-3]] = iso_us(t.pop(k))
        for t in d["templates"]:
            t["first_ts"] = iso_us(t.pop("first_ts_us"))
        d["failed_at"] = iso_us(d.pop("failed_at_us"))
        d["summary"] = self.summary
        return d
