"""Rule family *exit reports*: a launcher's or scheduler's report that a process ended
with a signal or a non-zero exit code; the earliest names the rank or node where the job
first died (weak: a launcher reports what it observed, victims included).
"""

from __future__ import annotations

from typing import Optional

import pyarrow.compute as pc

from firstfault.correlate.evidence import Hit, JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.common import Finding, _ts
from firstfault.correlate.terminal import ExitMeaning, exit_reports, watchdog_abort


def _victims_exit(ev: JobEvidence, h: Hit, m: ExitMeaning) -> bool:
    """Whether a plain exit code (no signal) ends a rank that had already reported a
    victim symptom (a timeout, a lost peer): the exception it raised for it ended the
    process; the exit says nothing the symptom did not."""
    if m.signo is not None or h.rank is None or h.ts is None:
        return False
    return any(ts is not None and ts <= h.ts for ts in victim_times(ev, h.rank))


def victim_times(ev: JobEvidence, rank: int, summary: Optional[bool] = False) -> list[Optional[int]]:
    """The times (µs UTC, None when a line has none) of ``rank``'s victim reports; with
    ``summary=None`` the launcher summary's lines for it as well."""
    t = ev.select(roles=["victim"], has_rank=True, summary=summary)
    return t.filter(pc.equal(t["rank"], rank))["ts"].to_pylist()


def rule_exit_report(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """A launcher's or scheduler's report that a process ended with a signal or a
    non-zero exit code (Slurm's ``task N: Exited with exit code``, mpirun's ``exited on
    signal``, DeepSpeed's ``exits with return code``): the earliest names the rank, or the
    node, where the job first died, and its exit suggests the category (128+N and -N are
    signal N). Weak: a launcher reports what it observed, victims included. A SIGABRT of
    a process whose rank timed out in a collective is the c10d watchdog's own abort (it
    logs 'taking the entire process down' and throws out of its thread, which ends in
    std::terminate: torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp), not a cause."""
    victims = ev.ranks_with(["victim"])
    reps = [
        (h, m)
        for h, m in exit_reports(ev)
        if m.cause and not h.summary and not watchdog_abort(ev, victims, h, m, opts) and not _victims_exit(ev, h, m)
    ]
    if not reps:
        return None
    h, m = min(reps, key=lambda hm: (_ts(hm[0]), hm[0].stream, hm[0].line_no))
    who = f"rank {h.rank}" if h.rank is not None else (f"a process on node {h.node}" if h.node else "a process")
    # No rank and no node: one process the logs do not name, not the whole job.
    scope = "rank" if h.rank is not None else ("node" if h.node else "none")
    if m.category == "scheduler":
        # A scheduler's signal (a time-limit warning) goes to every process of the job: the
        # one reported is the first the launcher noticed, not the first to fail.
        scope = "job"
    return Finding(
        "exit_report",
        [h.rank] if h.rank is not None and scope != "job" else [],
        m.category,
        0.4 if m.signo is not None else 0.3,
        f"{h.sig.title}: {who} ended with {m.text}, the earliest such report"
        + (" (a scheduler's signal reaches every process of the job: not an initiator)" if scope == "job" else ""),
        node=h.node,
        scope=scope,
        hits=[h],
    )
