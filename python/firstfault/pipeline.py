"""The batch pipeline behind ``firstfault scan``: inputs -> native scan -> jobs -> diagnoses."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Callable, Optional

from firstfault.catalog import Catalog, CompileOptions, default_catalog
from firstfault.correlate import Options, build_job_evidence, diagnose
from firstfault.correlate.evidence import RawMatches, StreamInfo
from firstfault.model import Diagnosis
from firstfault.sources.files import FileInput, InputProblem, RawScan, expand_paths, scan_files, scan_stdin


@dataclass
class ScanResult:
    """Everything one scan produced.

    Attributes:
        diagnoses: one per job, sorted by job id.
        raw: the native core's match columns and stream summaries.
        stream_jobs: job id of each stream (parallel to ``raw.summaries``).
        problems: inputs that could not be read (or only partly).
        bytes: decompressed bytes scanned.
    """

    diagnoses: list[Diagnosis]
    raw: RawScan
    stream_jobs: list[str]
    catalog: Catalog
    problems: list[InputProblem] = field(default_factory=list)

    @property
    def bytes(self) -> int:
        return self.raw.bytes

    @property
    def failed(self) -> bool:
        """True when any job is diagnosed as failed, hung or unknown."""
        return any(d.status != "healthy" for d in self.diagnoses)


def _streams(summaries: list[dict]) -> list[StreamInfo]:
    return [
        StreamInfo(
            name=s["name"],
            rank=s["rank"],
            local_rank=s["local_rank"],
            node=s["node"],
            lines=s["lines"],
            first_ts=s["first_ts_micros"],
            last_ts=s["last_ts_micros"],
            last_line=s["last_line"],
            progress=s["progress"],
        )
        for s in summaries
    ]


def correlate_raw(raw: RawScan, stream_jobs: list[str], catalog: Catalog, options: Optional[Options] = None) -> list[Diagnosis]:
    """Group a raw scan's matches by job and diagnose each job.

    Args:
        raw: the native core's output (matches as columns, per-stream summaries).
        stream_jobs: the job id of each stream, parallel to ``raw.summaries``.
        catalog: the catalog the scan used.
        options: correlation options.
    """
    streams = _streams(raw.summaries)
    job_of_index = {s["stream"]: stream_jobs[i] for i, s in enumerate(raw.summaries)}
    matches = RawMatches(raw.matches, names_by_stream(raw.summaries))
    job_rows: dict[str, list[int]] = defaultdict(list)
    for row, si in enumerate(raw.matches["stream"]):
        job_rows[job_of_index[si]].append(row)
    job_streams: dict[str, list[StreamInfo]] = defaultdict(list)
    for i, s in enumerate(streams):
        job_streams[stream_jobs[i]].append(s)
    out = []
    for job in sorted(set(stream_jobs)):
        ev = build_job_evidence(job, matches, job_rows.get(job, []), job_streams[job], catalog)
        out.append(diagnose(ev, options))
    return out


def names_by_stream(summaries: list[dict]) -> list[str]:
    """Stream names indexed by the native stream index."""
    n = max((s["stream"] for s in summaries), default=-1) + 1
    names = [""] * n
    for s in summaries:
        names[s["stream"]] = s["name"]
    return names


def scan_paths(
    paths: list[str],
    *,
    catalog: Optional[Catalog] = None,
    job: Optional[str] = None,
    job_from: Optional[str] = None,
    job_depth: int = 0,
    rank_from: Optional[list[str]] = None,
    node_from: Optional[list[str]] = None,
    context_before: int = 100,
    context_after: int = 10,
    threads: int = 0,
    binary: bool = False,
    options: Optional[Options] = None,
    on_progress: Optional[Callable[[int, int], None]] = None,
) -> ScanResult:
    """Scan files, directories, globs or ``-`` (stdin) and diagnose every job found.

    Args:
        paths: inputs (see :func:`firstfault.sources.files.expand_paths`).
        catalog: the signature catalog (default: the shipped one).
        job / job_from / job_depth: job assignment (see :func:`expand_paths`).
        rank_from / node_from: regexes reading rank / node from file paths.
        context_before / context_after: lines of context kept around each match.
        threads: native worker threads (0: one per core).
        binary: scan files that look binary instead of skipping them.
        options: correlation options.
        on_progress: progress callback ``(bytes_read, total_bytes)``.

    Returns:
        A :class:`ScanResult`. Unreadable inputs are in ``problems``; they never stop the scan.
    """
    catalog = catalog or default_catalog()
    scanner = catalog.scanner(CompileOptions(context_before=context_before, context_after=context_after))
    exp = expand_paths(paths, job=job, job_from=job_from, job_depth=job_depth)
    raw = scan_files(
        scanner, exp.files, threads=threads, binary=binary, rank_rules=rank_from, node_rules=node_from, on_progress=on_progress
    )
    by_stream = {i: f for i, f in enumerate(exp.files)}
    jobs = [by_stream[s["stream"]].job_id for s in raw.summaries]
    if exp.stdin:
        raw_in = scan_stdin(scanner)
        raw = _merge(raw, raw_in)
        jobs.append(job or "stdin")
    diagnoses = correlate_raw(raw, jobs, catalog, options)
    return ScanResult(diagnoses, raw, jobs, catalog, exp.problems + raw.problems)


def _merge(a: RawScan, b: RawScan) -> RawScan:
    """Append scan ``b`` (stream indices renumbered) to scan ``a``."""
    offset = max((s["stream"] for s in a.summaries), default=-1) + 1
    cols = {k: list(v) for k, v in a.matches.items()}
    for k, v in b.matches.items():
        cols[k].extend([x + offset for x in v] if k == "stream" else v)
    summaries = list(a.summaries) + [dict(s, stream=s["stream"] + offset) for s in b.summaries]
    return RawScan(cols, summaries, a.problems + b.problems, a.bytes + b.bytes)
