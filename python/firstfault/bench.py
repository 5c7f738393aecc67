"""Streaming benchmark: generated logs through the whole pipeline, checked for exactness.

``run_bench`` generates logs in the native core (``rust/gen.rs``), feeds them straight
into sessions on worker threads (``rust/bench.rs``; nothing is written to disk),
correlates every finished job in Python, and compares what was found with what was
injected: a fast wrong answer is a failure. Memory stays flat whatever the size:
each job's matches are correlated and dropped before the next ones arrive.
"""

from __future__ import annotations

import os
import re
import resource
import sys
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Callable, Optional

from firstfault import _core
from firstfault.catalog import Catalog, CompileOptions, default_catalog
from firstfault.errors import UsageError

_UNITS = {"": 1, "B": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40, "P": 1 << 50}


def parse_size(text: str) -> int:
    """Parse a size such as ``2G``, ``512MiB``, ``1T`` or ``1000000`` into bytes.

    Suffixes K, M, G, T, P are powers of 1024 (``KiB``/``KB`` spellings accepted).

    Raises:
        UsageError: the text is not a size.
    """
    m = re.fullmatch(r"\s*([0-9]+(?:\.[0-9]+)?)\s*([KMGTP]?)(?:I?B)?\s*", text.upper())
    if not m:
        raise UsageError(f"not a size: {text!r} (examples: 2G, 512M, 1T)")
    return int(float(m.group(1)) * _UNITS[m.group(2)])


def format_size(n: float) -> str:
    """``1536`` -> ``1.5 KiB``."""
    for unit in ("B", "KiB", "MiB", "GiB", "TiB", "PiB"):
        if abs(n) < 1024 or unit == "PiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} PiB"  # pragma: no cover


def rss_bytes() -> int:
    """Current resident set size of this process in bytes (0 where unknown)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def peak_rss_bytes() -> int:
    """Peak resident set size of this process so far, in bytes."""
    r = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return r if sys.platform == "darwin" else r * 1024


@dataclass
class Injection:
    """One injected failure line and the signatures it must produce (non-progress)."""

    signature_id: str
    line: str
    expected: list[str]


def injections_from_catalog(catalog: Catalog, scanner) -> list[Injection]:
    """Every example of every non-progress signature, with the signatures the single-line
    check finds on it (the oracle the streaming pipeline must reproduce).

    Examples whose own signature does not match them are left out (the catalog lint
    reports those). Cost: one ``check_line`` per example.
    """
    progress = {s.id for s in catalog.signatures if s.role == "progress"}
    out = []
    for s in catalog.signatures:
        if s.role == "progress":
            continue
        for ex in s.examples:
            line = ex.line if hasattr(ex, "line") else str(ex)
            if "\n" in line or "\r" in line:
                continue
            hits = [sid for sid, _ in scanner.check_line(line) if sid not in progress]
            if s.id in hits:
                out.append(Injection(s.id, line, sorted(hits)))
    return out


@dataclass
class BenchResult:
    """What one benchmark run measured. Sizes in bytes, times in seconds."""

    bytes: int = 0
    lines: int = 0
    wall_s: float = 0.0
    threads: int = 1
    jobs: int = 0
    job_bytes: int = 0
    streams: int = 0
    matches: int = 0
    expected_matches: int = 0
    injected_lines: int = 0
    diagnoses: int = 0
    gen_thread_s: float = 0.0
    scan_thread_s: float = 0.0
    correlate_s: float = 0.0
    peak_rss_bytes: int = 0
    rss_after_first_gib: Optional[int] = None
    rss_end_bytes: int = 0
    context_errors: int = 0
    mismatches: dict = field(default_factory=dict)
    catalog_signatures: int = 0
    catalog_literals: int = 0
    gates: int = 0
    seed: int = 1

    @property
    def ok(self) -> bool:
        """True when every injected line was found exactly once per expected signature,
        nothing else matched, and every match had its full context."""
        return not self.mismatches and self.context_errors == 0 and self.matches == self.expected_matches

    @property
    def checked(self) -> bool:
        """False when no failure line was injected (a run shorter per stream than the
        injection spacing): then ``ok`` holds without anything having been checked."""
        return self.injected_lines > 0

    @property
    def gb_per_s(self) -> float:
        return self.bytes / self.wall_s / 1e9 if self.wall_s else 0.0

    def to_dict(self) -> dict:
        d = asdict(self)
        d.update(ok=self.ok, checked=self.checked, gb_per_s=self.gb_per_s)
        d["lines_per_s"] = self.lines / self.wall_s if self.wall_s else 0.0
        d["matches_per_s"] = self.matches / self.wall_s if self.wall_s else 0.0
        return d


def _check_context(cols: dict, lines_by_stream: dict, before: int, after: int, with_context: int = 50, dumps: frozenset = frozenset()) -> int:
    """Matches whose context is not what the scanner promises: exactly ``before`` /
    ``after`` lines (fewer only at the edges of their stream; at least
    ``_core.FAULTHANDLER_DUMP_LINES`` after for the signatures in ``dumps``, those that
    follow a faulthandler dump) for the first ``with_context`` matches of a signature in
    a stream (``CompileOptions.max_context_matches_per_signature``), none for later ones."""
    bad = 0
    seen: dict[tuple, int] = {}
    for s, sig, n, b, a in zip(cols["stream"], cols["signature_id"], cols["line_no"], cols["before"], cols["after"]):
        k = seen[(s, sig)] = seen.get((s, sig), 0) + 1
        want_after = max(after, _core.FAULTHANDLER_DUMP_LINES) if sig in dumps else after
        if k > with_context:
            bad += bool(b or a)
        elif len(b) != min(before, n - 1) or len(a) != min(want_after, lines_by_stream[s] - n):
            bad += 1
    return bad


def run_bench(
    total_bytes: int,
    *,
    threads: int = 1,
    catalog: Optional[Catalog] = None,
    seed: int = 1,
    ranks: int = 16,
    nodes: int = 2,
    job_bytes: int = 512 << 20,
    chunk_bytes: int = 1 << 20,
    inject_every_bytes: int = 8 << 20,
    mix: Optional[dict] = None,
    long_line_ratio: float = 0.0005,
    long_line_bytes: int = 8192,
    context_before: int = 100,
    context_after: int = 10,
    correlate: bool = True,
    on_progress: Optional[Callable[[int, int, BenchResult], None]] = None,
) -> BenchResult:
    """Generate ``total_bytes`` of logs and push them through the full pipeline.

    Args:
        total_bytes: bytes to generate and scan (any size: nothing is stored).
        threads: native worker threads generating and scanning (>= 1).
        catalog: the signature catalog (default: the shipped one); its examples are
            the injected failure lines.
        seed: generator seed; the same arguments give the same bytes and counts.
        ranks / nodes: shape of each job (one stream per rank).
        job_bytes: bytes per job (all ranks); each job is correlated on its own.
        chunk_bytes: bytes fed per call per stream.
        inject_every_bytes: mean spacing of injected failure lines.
        mix: relative weights of background line kinds (``_core.LINE_KINDS``).
        long_line_ratio / long_line_bytes: share and size of long lines.
        context_before / context_after: context kept per match.
        correlate: run the per-job correlation (the full pipeline) or only scan.
        on_progress: called about ten times a second with ``(bytes_done, total, result)``.

    Returns:
        A :class:`BenchResult`; ``ok`` says whether the answer was exact.

    Raises:
        UsageError: bad arguments (a size of 0, an unknown line kind).
    """
    from firstfault.streams import StreamInfo
    from firstfault.pipeline import RawScan, correlate_raw

    if total_bytes <= 0:
        raise UsageError("--bytes must be positive")
    catalog = catalog or default_catalog()
    scanner = catalog.scanner(CompileOptions(context_before=context_before, context_after=context_after))
    inj = injections_from_catalog(catalog, scanner)
    dumps = frozenset(s.id for s in catalog.signatures if s.follow == "faulthandler_dump")
    gen = {
        "seed": seed,
        "ranks": ranks,
        "nodes": nodes,
        "inject_every_bytes": inject_every_bytes,
        "injections": [i.line for i in inj],
        "long_line_ratio": long_line_ratio,
        "long_line_bytes": long_line_bytes,
    }
    if mix:
        gen["mix"] = mix
    res = BenchResult(threads=threads, seed=seed, catalog_signatures=len(catalog), catalog_literals=scanner.literal_count, gates=scanner.gate_count)
    found: Counter = Counter()
    expected: Counter = Counter()
    try:
        run = scanner.bench(total_bytes, threads=threads, job_bytes=job_bytes, chunk_bytes=chunk_bytes, gen=gen)
    except ValueError as e:
        raise UsageError(str(e)) from None
    res.jobs, res.job_bytes = run.jobs, run.job_bytes
    t0 = time.perf_counter()
    last_tick = 0.0
    try:
        while True:
            try:
                job = run.next(0.1)
            except StopIteration:
                break
            now = time.perf_counter()
            if job is not None:
                cols, summaries = job["matches"], job["summaries"]
                res.bytes += job["bytes"]
                res.lines += job["lines"]
                res.gen_thread_s += job["gen_s"]
                res.scan_thread_s += job["scan_s"]
                res.streams += len(summaries)
                res.matches += len(cols["signature_id"])
                found.update(cols["signature_id"])
                for i, n in enumerate(job["injected"]):
                    if n:
                        res.injected_lines += n
                        for sid in inj[i].expected:
                            expected[sid] += n
                lines_by_stream = {s["stream"]: s["lines"] for s in summaries}
                res.context_errors += _check_context(cols, lines_by_stream, context_before, context_after, dumps=dumps)
                if correlate:
                    tc = time.perf_counter()
                    job_id = f"job-{job['job']:06d}"
                    streams = [StreamInfo.from_summary(s, job_id) for s in sorted(summaries, key=lambda s: s["stream"])]
                    raw = RawScan(cols, streams, [], job["bytes"])
                    res.diagnoses += len(correlate_raw(raw, catalog))
                    res.correlate_s += time.perf_counter() - tc
                del job, cols, summaries
                if res.rss_after_first_gib is None and res.bytes >= 1 << 30:
                    res.rss_after_first_gib = rss_bytes()
            if on_progress and (now - last_tick >= 0.1):
                last_tick = now
                res.wall_s = now - t0
                on_progress(run.progress_bytes, total_bytes, res)
    except KeyboardInterrupt:
        run.cancel()
        raise
    res.wall_s = time.perf_counter() - t0
    res.rss_end_bytes = rss_bytes()
    # The kernel's high-water mark and /proc's current figure are counted a little
    # differently; the peak printed is never below a figure printed next to it.
    res.peak_rss_bytes = max(peak_rss_bytes(), res.rss_end_bytes, res.rss_after_first_gib or 0)
    res.expected_matches = sum(expected.values())
    for sid in sorted(set(found) | set(expected)):
        if found[sid] != expected[sid]:
            res.mismatches[sid] = {"found": found[sid], "expected": expected[sid]}
    if on_progress:
        on_progress(res.bytes, total_bytes, res)
    return res
