"""Per-stream summaries from the native core, as the correlation reads them.

Kept apart from :mod:`firstfault.correlate.evidence` (which needs pyarrow and the
catalog's schema): the scan builds them as each batch of files finishes, before the
rest of the correlation is loaded.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Optional


@dataclass(slots=True, frozen=True)
class NonFinite:
    """The first non-finite value of one metric in a progress group (``rust/nonfinite.rs``):
    the field and value as written (``loss``, ``nan``), the line number, its time (µs
    UTC, possibly inherited), the line, and its step when the progress line has one."""

    field: str
    value: str
    line_no: int
    ts_micros: Optional[int]
    line: str
    step: Optional[int] = None


#: Characters of a stream's (and a progress group's) last line kept in its summary.
LAST_LINE_CHARS = 512


@dataclass(slots=True)
class ProgressSummary:
    """One progress signature's summary on one stream (per rank when the stream
    interleaves ranks), from the native core. Times are µs since the epoch (UTC).

    ``nonfinite``: the first non-finite value of each metric (at most four);
    ``nonfinite_lines``: progress lines holding one; ``last_nonfinite_line_no``: the last
    of them (0: none). The group ended non-finite when that is ``last_line_no``.
    ``last_ts_inherited``: the last progress line printed no time of its own, so
    ``last_ts_micros`` (an earlier line's) is only the earliest it can have been printed,
    and ``next_ts_micros`` (the first later line's that printed one), when found, the latest.
    """

    signature_id: str
    rank: Optional[int]
    local_rank: Optional[int]
    count: int
    last_line_no: int
    last_ts_micros: Optional[int]
    last_line: str
    last_step: Optional[int]
    first_line_no: int = 0
    first_ts_micros: Optional[int] = None
    nonfinite_lines: int = 0
    last_nonfinite_line_no: int = 0
    nonfinite: tuple = ()
    last_ts_inherited: bool = False
    next_ts_micros: Optional[int] = None

    @property
    def interval_s(self) -> Optional[float]:
        """Seconds between two of the group's progress lines on average (first to last
        time over count - 1), or None when fewer than two lines have times."""
        if self.count < 2 or self.first_ts_micros is None or self.last_ts_micros is None:
            return None
        return (self.last_ts_micros - self.first_ts_micros) / (self.count - 1) / 1_000_000

    @property
    def ends_nonfinite(self) -> bool:
        """The group's last progress line holds a non-finite value."""
        return self.nonfinite_lines > 0 and self.last_nonfinite_line_no == self.last_line_no

    @classmethod
    def from_summary(cls, p: dict, stream_last_line: str = "", last_line_chars: int = LAST_LINE_CHARS) -> "ProgressSummary":
        """From a native progress dict; a last line equal to the stream's shares its string."""
        line = p["last_line"][:last_line_chars]
        return cls(
            signature_id=sys.intern(p["signature_id"]),
            rank=p["rank"],
            local_rank=p["local_rank"],
            count=p["count"],
            last_line_no=p["last_line_no"],
            last_ts_micros=p["last_ts_micros"],
            last_line=stream_last_line if line == stream_last_line else line,
            last_step=p.get("last_step"),
            first_line_no=p.get("first_line_no", 0),
            first_ts_micros=p.get("first_ts_micros"),
            nonfinite_lines=p.get("nonfinite_lines", 0),
            last_nonfinite_line_no=p.get("last_nonfinite_line_no", 0),
            nonfinite=tuple(NonFinite(**n) for n in p.get("nonfinite") or ()),
            last_ts_inherited=p.get("last_ts_inherited", False),
            next_ts_micros=p.get("next_ts_micros"),
        )


@dataclass(slots=True)
class StreamInfo:
    """A stream's summary as the native core reports it (compact: one per input file,
    a few hundred bytes, so a scan of a million files keeps them all).

    Times are µs since the epoch (UTC); ``progress`` holds one :class:`ProgressSummary`
    per progress signature (and rank); ``job_id`` and ``read_error`` are set by the
    batch pipeline.
    """

    name: str
    rank: Optional[int]
    local_rank: Optional[int]
    node: Optional[str]
    lines: int
    first_ts: Optional[int]
    last_ts: Optional[int]
    last_line: str
    progress: list
    job_id: str = ""
    bytes: int = 0
    compression: str = "plain"
    #: Reading the input stopped at an error (a truncated or corrupt archive, an I/O
    #: error, a file that shrank): its last line is where the read broke, not where the
    #: rank stopped logging. Set by the pipeline from the scan's problems.
    read_error: bool = False
    #: The year the stream's own dated lines print (its year-less times were read in
    #: it); None when they were read in the file's year.
    printed_year: Optional[int] = None

    @classmethod
    def from_summary(cls, s: dict, job_id: str = "", last_line_chars: int = LAST_LINE_CHARS) -> "StreamInfo":
        """From a native summary dict (``_core`` ``summaries()`` / ``scan_files``)."""
        last_line = s["last_line"][:last_line_chars]
        return cls(
            name=s["name"],
            rank=s["rank"],
            local_rank=s["local_rank"],
            node=s["node"],
            lines=s["lines"],
            first_ts=s["first_ts_micros"],
            last_ts=s["last_ts_micros"],
            last_line=last_line,
            progress=[ProgressSummary.from_summary(p, last_line, last_line_chars) for p in s["progress"] or ()],
            job_id=job_id,
            bytes=s.get("bytes", 0),
            compression=s.get("compression", "plain"),
            printed_year=s.get("printed_year"),
        )
