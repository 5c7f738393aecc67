"""The batch pipeline behind ``firstfault scan``: inputs -> native scan -> jobs -> diagnoses."""

from __future__ import annotations

import dataclasses
import os
import re
from collections import defaultdict
from datetime import datetime, timezone
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterator, Optional

from firstfault import correlate
from firstfault.correlate import Options
from firstfault.limits import BATCH_FILES, rows_to_keep, take_rows, worker_threads
from firstfault.scanner_options import CompileOptions
from firstfault.sources.files import FileInput, InputProblem, RawScan, discard_copies, iter_inputs, problem_kinds_where, remove_archive_copies, scan_files, scan_stdin

if TYPE_CHECKING:
    # Not imported at run time before they are needed: the catalog module
    # and the diagnosis classes (about 13 ms of dataclass set-up) load on the loader
    # thread while the native scan runs (see ``collect`` and ``cli.scan``).
    from firstfault.catalog import Catalog
    from firstfault.model import Diagnosis
    from firstfault.scan_ahead import ScanAhead


@dataclass
class ScanResult:
    """Everything one scan produced.

    Attributes:
        diagnoses: one per job, sorted by job id.
        raw: the native core's matches and the compact per-stream summaries.
        catalog: the catalog the scan used.
        problems: inputs that could not be read (or only partly).
    """

    diagnoses: list[Diagnosis]
    raw: RawScan
    catalog: "Catalog"
    problems: list[InputProblem] = field(default_factory=list)

    @property
    def bytes(self) -> int:
        return self.raw.bytes

    @property
    def stream_jobs(self) -> list[str]:
        """Job id of each stream, by stream index."""
        return [s.job_id for s in self.raw.streams]

    @property
    def failed(self) -> bool:
        """True when any job is diagnosed as failed, hung or unknown."""
        return any(d.status != "healthy" for d in self.diagnoses)


def correlate_raw(
    raw: RawScan, catalog: "Catalog", options: Optional[Options] = None, unread: Optional[dict[str, list[str]]] = None
) -> list[Diagnosis]:
    """Group a raw scan's matches by job (``StreamInfo.job_id``) and diagnose each job.

    Args:
        raw: the native core's output (matches as columns, per-stream summaries).
        catalog: the catalog the scan used.
        options: correlation options.
        unread: ``job_id ->`` the problem kind of each of its inputs that could not be
            read completely (:func:`_unread_inputs`).
    """
    unread = unread or {}
    matches = correlate.RawMatches(raw.matches, [s.name for s in raw.streams])
    job_rows: dict[str, list[int]] = defaultdict(list)
    for row, si in enumerate(raw.matches["stream"]):
        job_rows[raw.streams[si].job_id].append(row)
    job_streams: dict[str, list] = defaultdict(list)
    for s in raw.streams:
        job_streams[s.job_id].append(s)
    out = []
    for job in sorted(job_streams):
        ev = correlate.build_job_evidence(job, matches, job_rows.get(job, []), job_streams[job], catalog, unread.get(job, ()))
        out.append(correlate.diagnose(ev, options))
    return out


def scan_paths(
    paths: list[str],
    *,
    catalog: Optional["Catalog"] = None,
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
    batch_files: int = BATCH_FILES,
    compile_options: Optional[CompileOptions] = None,
    max_matches_per_job: int = 250_000,
    max_streams: int = 1_500_000,
    max_open_files: int = 1024,
) -> ScanResult:
    """Scan files, directories, globs or ``-`` (stdin) and diagnose every job found:
    :func:`collect`, then :func:`diagnose_collected`.

    Args:
        paths: inputs (see :func:`firstfault.sources.files.iter_inputs`).
        catalog: the signature catalog (default: the shipped one).
        job / job_from / job_depth: job assignment (see :func:`iter_inputs`).
        rank_from / node_from: regexes reading rank / node from file paths.
        context_before / context_after: lines of context kept around each match.
        threads: native worker threads (0: one per core).
        binary: scan files that look binary instead of skipping them.
        options: correlation options.
        on_progress: progress callback ``(bytes_read, total_bytes_known_so_far)``.
        batch_files: files per native call; the directory walk is lazy, so memory holds
            one batch of paths plus the compact results of the files already scanned.
        compile_options: masking and limits of the native scanner (its context fields are
            replaced by ``context_before`` / ``context_after``).
        max_matches_per_job: matches a job keeps; beyond, the lowest-priority ones are
            dropped (see :func:`firstfault.limits.rows_to_keep`) and counted in one
            ``matches_dropped`` problem per job.
        max_streams: files scanned at most; later inputs are skipped and counted in one
            ``too_many_streams`` problem per job (their jobs become incomplete).
        max_open_files: most input files open at once (it caps the worker threads).

    Returns:
        A :class:`ScanResult`. Unreadable inputs are in ``problems``; they never stop the scan.
    """
    if catalog is None:
        from firstfault.catalog import default_catalog

        catalog = default_catalog()
    base = compile_options or CompileOptions()
    scanner = catalog.scanner(dataclasses.replace(base, context_before=context_before, context_after=context_after))
    collected = collect(
        paths,
        scanner=scanner,
        roles=catalog.roles,
        job=job,
        job_from=job_from,
        job_depth=job_depth,
        rank_from=rank_from,
        node_from=node_from,
        threads=threads,
        binary=binary,
        on_progress=on_progress,
        batch_files=batch_files,
        max_matches_per_job=max_matches_per_job,
        max_streams=max_streams,
        max_open_files=max_open_files,
    )
    return diagnose_collected(collected, catalog, options, mask_names=base.mask_hosts or base.mask_ips)


@dataclass
class Collected:
    """What :func:`collect` read: the native core's matches and stream summaries of every
    input (already cut to the per-job match limit), the inputs' problems, and the scanner
    that produced them (its masking applies to text the correlation composes)."""

    raw: RawScan
    problems: list[InputProblem]
    scanner: Any
    #: Native scans it took (one per batch of files, and one for stdin).
    scans: int = 1


def collect(
    paths: list[str],
    *,
    scanner: Any,
    roles: Callable[[], dict[str, str]],
    job: Optional[str] = None,
    job_from: Optional[str] = None,
    job_depth: int = 0,
    rank_from: Optional[list[str]] = None,
    node_from: Optional[list[str]] = None,
    threads: int = 0,
    binary: bool = False,
    on_progress: Optional[Callable[[int, int], None]] = None,
    batch_files: int = BATCH_FILES,
    max_matches_per_job: int = 250_000,
    max_streams: int = 1_500_000,
    max_open_files: int = 1024,
    ahead: Optional["ScanAhead"] = None,
) -> Collected:
    """The walk and the native scan of :func:`scan_paths`, without the catalog's schema:
    ``scanner`` is the compiled ``_core.Scanner`` (with its context and masking options)
    and ``roles()`` gives ``signature id -> role``, asked only when a job holds more
    than ``max_matches_per_job`` matches. So ``firstfault scan`` can run this while the
    catalog module and the correlation (pyarrow) import on other threads. The
    other arguments are those of :func:`scan_paths`; Ctrl-C and progress are handled on
    the calling thread. ``ahead``: a scan-ahead of the command line's files
    (:mod:`firstfault.scan_ahead`), taken by the first batch when it is that scan.
    """
    problems: list[InputProblem] = []
    stdin = []
    inputs = iter_inputs(paths, problems, stdin, job=job, job_from=job_from, job_depth=job_depth)
    inputs = _first_streams(inputs, max(0, max_streams), problems)
    threads = worker_threads(threads, max(1, max_open_files))
    dropped: dict[str, int] = defaultdict(int)
    raw = RawScan.empty()
    done = 0
    scans = 0
    try:
        for batch in _batches(inputs, max(1, batch_files)):
            progress = None
            if on_progress is not None:
                progress = lambda b, t, start=done: on_progress(start + b, start + t)  # noqa: E731
            # pyarrow and the rules load while the native scan runs (started here, not
            # earlier, so that the import does not compete for the GIL with the walk).
            correlate.preload()
            part = scan_files(
                scanner, batch, threads=threads, binary=binary, rank_rules=rank_from, node_rules=node_from, on_progress=progress, ahead=ahead
            )
            ahead = None
            scans += 1
            done += part.bytes
            raw.extend(part)
            discard_copies(batch)
            # Prune once a job holds twice its share, so a job spread over many batches is
            # not re-ranked after every one of them; the final pass below brings it to the cap.
            _limit_jobs(raw, roles, max_matches_per_job, 2 * max_matches_per_job, dropped)
    finally:
        remove_archive_copies()
    if stdin:
        correlate.preload()
        raw.extend(_scan_stdin(scanner, job or "stdin", binary, rank_from, node_from))
        scans += 1
    _limit_jobs(raw, roles, max_matches_per_job, max_matches_per_job, dropped)
    for job_id, n in sorted(dropped.items()):
        problems.append(
            InputProblem(
                job_id,
                "warning",
                "matches_dropped",
                f"{n} match(es) beyond --max-matches-per-job ({max_matches_per_job}) were dropped; kept first: "
                "the first and last match of each signature on each stream, failures before context",
                job_id=job_id,
            )
        )
    return Collected(raw, problems, scanner, scans)


def diagnose_collected(collected: Collected, catalog: "Catalog", options: Optional[Options] = None, mask_names: bool = False) -> ScanResult:
    """Correlate what :func:`collect` read into one diagnosis per job (jobs none of whose
    inputs could be read included, as ``unknown``). ``mask_names``: the scanner replaces
    host names or IP addresses, so the text the correlation composes is masked too."""
    raw, problems, scanner = collected.raw, collected.problems, collected.scanner
    if mask_names and collected.scans > 1:
        _mask_again(raw, scanner)
    broken = {p.path for p in problems + raw.problems if p.kind in _READ_BROKE}
    for s in raw.streams:
        s.read_error = s.name in broken
    unread = _unread_inputs(problems + raw.problems)
    diagnoses = correlate_raw(raw, catalog, options, unread)
    diagnoses = sorted(diagnoses + _unread_jobs(diagnoses, unread, catalog, options), key=lambda d: d.job_id)
    problems = problems + merged_job_warnings(raw.streams)
    if mask_names:
        # Host / IP stand-ins must also replace the names correlation puts in its text.
        for p in problems + raw.problems:
            p.path = scanner.mask_text(p.path)
            p.message = scanner.mask_text(p.message)
        for d in diagnoses:
            _mask_diagnosis(d, scanner)
    return ScanResult(diagnoses, raw, catalog, problems + raw.problems)


#: Problems that mean part of a job's input was not read, and of those, the problems of
#: a stream that was read up to an error (its lines end there): see ``rust/problem.rs``.
_UNREAD = problem_kinds_where("nothing_to_lose", "lines", "read_broke")
_READ_BROKE = problem_kinds_where("read_broke")


#: A path component that a single run repeats in time (torchelastic's restart
#: attempts), so that sequential directories named so are one job.
_ATTEMPT_DIR = re.compile(r"attempt_\d+")
#: Least gap, in seconds, between the directories of one job for them to count as runs
#: one after another (a node's clock off by seconds must not count).
_SEPARATE_RUNS_GAP_S = 600


def merged_job_warnings(streams: list) -> list[InputProblem]:
    """A warning per job whose inputs look like several jobs: its files lie in two or
    more directories (the first level below the files' common directory; restart
    attempts' ``attempt_N`` folded) whose time spans do not overlap, each starting at
    least :data:`_SEPARATE_RUNS_GAP_S` after the previous one ended. The ranks of one
    job log at the same time; runs one after another in one tree are separate jobs
    merged by the default job name (the directory given), which makes a diagnosis mix
    their failures. The warning names ``--job-depth`` and ``--job-from``.

    Args:
        streams: :class:`StreamInfo` of every job (``name`` the file's path, times in µs).
    """
    out: list[InputProblem] = []
    by_job: dict[str, list] = {}
    for st in streams:
        by_job.setdefault(st.job_id, []).append(st)
    for job_id, sts in sorted(by_job.items()):
        if len(sts) < 2:
            continue
        try:
            root = os.path.commonpath([os.path.dirname(os.path.abspath(st.name)) for st in sts])
        except ValueError:
            continue
        spans: dict[str, list[int]] = {}
        for st in sts:
            rel = os.path.relpath(os.path.abspath(st.name), root).split(os.sep)
            if len(rel) < 2 or st.first_ts is None or st.last_ts is None:
                continue
            key = _ATTEMPT_DIR.sub("attempt_N", rel[0])
            span = spans.setdefault(key, [st.first_ts, st.last_ts])
            span[0], span[1] = min(span[0], st.first_ts), max(span[1], st.last_ts)
        if len(spans) < 2 or "attempt_N" in spans:
            continue  # one directory, or a restart's attempts: one run
        ordered = sorted(spans.items(), key=lambda kv: kv[1][0])
        gap_us = _SEPARATE_RUNS_GAP_S * 1_000_000
        if all(b[1][0] - a[1][1] >= gap_us for a, b in zip(ordered, ordered[1:])):
            from firstfault.model import name_list

            names = name_list([k for k, _ in ordered])
            out.append(
                InputProblem(
                    path=root,
                    level="warning",
                    kind="several_jobs",
                    message=(
                        f"job {job_id!r} holds {len(ordered)} directories that ran one after another, "
                        f"never at the same time ({names}): they look like separate jobs diagnosed as one; "
                        "give --job-depth 1 (one job per directory below it) or --job-from REGEX"
                    ),
                    job_id=job_id,
                )
            )
    return out


def _unread_inputs(problems: list[InputProblem]) -> dict[str, list[str]]:
    """``job_id ->`` the problem kind of each of its inputs that could not be read
    completely (:data:`_UNREAD`)."""
    unread: dict[str, list[str]] = defaultdict(list)
    for p in problems:
        if p.job_id and p.kind in _UNREAD:
            unread[p.job_id].append(p.kind)
    return unread


def _unread_jobs(diagnoses: list[Diagnosis], unread: dict[str, list[str]], catalog: "Catalog", options) -> list[Diagnosis]:
    """A diagnosis (``unknown``) for every job none of whose inputs could be read: such a
    job must not vanish from the report."""
    seen = {d.job_id for d in diagnoses}
    out = []
    for job_id in sorted(unread.keys() - seen):
        ev = correlate.build_job_evidence(job_id, correlate.RawMatches(RawScan.empty().matches, []), [], [], catalog, unread[job_id])
        out.append(correlate.diagnose(ev, options))
    return out


def _mask_again(raw: RawScan, scanner) -> None:
    """Mask a scan's text once more with every host and address seen. Each native scan
    masks its own output with the stand-ins known when it ends (``rust/scan.rs``), so a
    host first seen in a later batch of files may stand in an earlier batch's text.
    Masking is idempotent: what was masked stays as it was."""
    m = scanner.mask_text
    cols = raw.matches
    cols["line"] = [m(x) for x in cols["line"]]
    cols["node"] = [m(x) if x else x for x in cols["node"]]
    cols["before"] = [[m(x) for x in lines] for lines in cols["before"]]
    cols["after"] = [[m(x) for x in lines] for lines in cols["after"]]
    cols["fields"] = [{k: m(v) for k, v in f.items()} for f in cols["fields"]]
    cols["template"] = [m(x) if x else x for x in cols["template"]]
    for st in raw.streams:
        st.last_line = m(st.last_line)
        st.name = m(st.name)
        if st.node:
            st.node = m(st.node)
        for p in st.progress:
            p.last_line = m(p.last_line)


def _mask_diagnosis(d: Diagnosis, scanner) -> None:
    """Apply the scanner's host/IP stand-ins to text the correlation composed."""
    m = scanner.mask_text
    d.reason = m(d.reason)
    d.job_id = m(d.job_id)
    if d.initiator_node:
        d.initiator_node = m(d.initiator_node)
    for e in d.evidence:
        e.stream = m(e.stream)
        e.why = m(e.why)
    for t in d.timeline:
        if t.node:
            t.node = m(t.node)
    for o in d.rule_outcomes:
        o.reason = m(o.reason)
        if o.node:
            o.node = m(o.node)
    d.finalize()


def baseline_templates(paths: list[str], catalog: "Catalog", compile_options: Optional[CompileOptions] = None, threads: int = 0) -> frozenset:
    """The templates of the failure lines of a known-good run (``scan --baseline``).

    Args:
        paths: the good run: files, directories, archives or globs (scanned with
            ``catalog``), or Parquet matches files written by an earlier ``--output``
            (their ``template`` column is read).
        catalog: the catalog to scan with (the failed run's).
        compile_options: the scanner's masking and limits.
        threads: native worker threads (0: one per core).

    Returns:
        The set of non-empty templates (failure roles only: other roles carry none).

    Raises:
        UsageError: a path that is neither readable logs nor a matches Parquet file.
    """
    from firstfault.errors import UsageError

    found: set[str] = set()
    logs = []
    for p in paths:
        if p.lower().endswith(".parquet") and os.path.isfile(p):
            import pyarrow.parquet as pq

            try:
                t = pq.read_table(p, columns=["template"])
            except (OSError, KeyError, ValueError) as e:
                raise UsageError(f"--baseline {p}: not a firstfault matches file with a template column ({e})") from None
            found.update(x for x in t["template"].to_pylist() if x)
        else:
            logs.append(p)
    if logs:
        base = compile_options or CompileOptions()
        scanner = catalog.scanner(dataclasses.replace(base, context_before=0, context_after=0))
        got = collect(logs, scanner=scanner, roles=catalog.roles, job="baseline", threads=threads)
        if not got.raw.streams or not any(s.lines for s in got.raw.streams):
            # Why not, when the reader said (a missing path, a permission): its words.
            why = next((p.message for p in got.problems if p.level == "error"), "no log line could be read")
            raise UsageError(f"--baseline {' '.join(logs)}: {why}")
        found.update(x for x in got.raw.matches["template"] if x)
    return frozenset(found)


def _scan_stdin(scanner, job_id: str, binary: bool, rank_from, node_from) -> RawScan:
    """Standard input as one stream of job ``job_id``, named ``<stdin>``. Where the OS
    has ``/dev/stdin`` it goes through the native file reader, so a compressed (gzip,
    zstd), UTF-16 or binary stream is detected by its magic bytes like a file."""
    if not os.path.exists("/dev/stdin"):
        return scan_stdin(scanner, job_id=job_id)
    now = datetime.now(timezone.utc)
    f = FileInput("/dev/stdin", job_id, year_hint=now.year, identity_path="stdin", mtime_micros=int(now.timestamp() * 1_000_000))
    raw = scan_files(scanner, [f], threads=1, binary=binary, rank_rules=rank_from, node_rules=node_from)
    for st in raw.streams:
        st.name = "<stdin>"
    for p in raw.problems:
        p.path = "<stdin>"
        p.job_id = job_id
    return raw


def _limit_jobs(raw: RawScan, roles: Callable[[], dict], keep: int, trigger: int, dropped: dict) -> None:
    """Cut every job holding more than ``trigger`` matches down to ``keep`` (in place),
    adding what each job lost to ``dropped`` (job id -> count); ``roles()`` (signature
    id -> role) is asked only when a job is over."""
    streams = raw.matches["stream"]
    if len(streams) <= trigger:
        return
    job_rows: dict[str, list[int]] = defaultdict(list)
    for row, si in enumerate(streams):
        job_rows[raw.streams[si].job_id].append(row)
    over = {j: rows for j, rows in job_rows.items() if len(rows) > trigger}
    if not over:
        return
    sigs = raw.matches["signature_id"]
    role_of = roles()
    keep_rows: list[int] = []
    for j, rows in job_rows.items():
        if j not in over:
            keep_rows.extend(rows)
            continue
        local = rows_to_keep([sigs[r] for r in rows], [streams[r] for r in rows], role_of, keep)
        dropped[j] += len(rows) - len(local)
        keep_rows.extend(rows[i] for i in local)
    keep_rows.sort()
    raw.matches = take_rows(raw.matches, keep_rows)


def _first_streams(inputs: Iterator[FileInput], limit: int, problems: list[InputProblem]) -> Iterator[FileInput]:
    """Yield at most ``limit`` inputs; count the rest per job in ``too_many_streams`` problems
    (appended once the walk is over)."""
    skipped: dict[str, int] = defaultdict(int)
    for n, f in enumerate(inputs):
        if n < limit:
            yield f
        else:
            skipped[f.job_id] += 1
    for job_id, k in sorted(skipped.items()):
        problems.append(
            InputProblem(
                job_id,
                "warning",
                "too_many_streams",
                f"{k} file(s) beyond --max-streams ({limit}) were not scanned",
                job_id=job_id,
            )
        )


def _batches(it: Iterator[FileInput], n: int) -> Iterator[list[FileInput]]:
    batch: list[FileInput] = []
    for x in it:
        batch.append(x)
        if len(batch) >= n:
            yield batch
            batch = []
    if batch:
        yield batch
