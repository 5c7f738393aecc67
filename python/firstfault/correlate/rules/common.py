"""Shared helpers of the correlation rules.

:class:`Finding`, what every rule returns, and what several rules (and the engine) read:
a rank's representative initiator event (:func:`rank_leads`), the initiator matches that
are not a rank's own teardown (:func:`_initiator_hits`), a restart's rendezvous, and
processes stuck in the kernel (:func:`persistent_hung_tasks`).
"""

from __future__ import annotations

import bisect
import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Optional

import pyarrow as pa
import pyarrow.compute as pc

from firstfault.catalog import SEVERITY_RANK, VICTIM_CATEGORIES
from firstfault.correlate import tracebacks
from firstfault.correlate.evidence import Hit, JobEvidence, signatures_with_groups
from firstfault.correlate.options import Options
from firstfault.correlate.terminal import US, exit_meaning, exit_reports, watchdog_abort


@dataclass
class Finding:
    """What one rule concluded about a job."""

    rule: str
    suspects: list[int]
    category: Optional[str]
    confidence: float
    reason: str
    node: Optional[str] = None
    scope: str = "rank"  # rank | node | job
    hits: list[Hit] = field(default_factory=list)
    signature: Optional[object] = None  # the root-cause Signature, when one decided
    #: Ranks whose last logged line is itself evidence (silence).
    last_lines_of: list[int] = field(default_factory=list)
    #: The logs cannot choose among the suspects: the first is named, and the verdict's
    #: confidence is at most 1 / len(suspects) whatever other rules add.
    equal_suspects: bool = False
    #: The most the verdict may state whatever other rules add, when the logs cannot
    #: choose between two ends that are not both ranks (a node and its peer host).
    ceiling: Optional[float] = None

    @property
    def initiator(self) -> Optional[int]:
        return self.suspects[0] if self.suspects and self.scope == "rank" else None


def _ts(h: Hit) -> int:
    return h.ts if h.ts is not None else 1 << 62


def describe_rank(ev: JobEvidence, rank: int) -> str:
    """``rank 20 (pipeline stage 1 of 4)`` when the pipeline layout is known."""
    stage = ev.topology.stage_of(rank)
    return f"rank {rank}" + (f" (pipeline stage {stage} of {ev.topology.pp_size})" if stage is not None else "")


def _group_key(h: Hit):
    if h.rank is not None:
        return ("rank", h.rank)
    if h.node is not None:
        return ("node", h.node)
    return ("stream", h.stream)


def rank_leads(hits: list[Hit], opts: Options) -> dict:
    """The representative initiator event of each rank (or node / stream when no rank).

    The earliest event opens a burst of ``burst_s`` seconds (or, without timestamps, the
    first 200 lines of that stream); the most specific signature in the burst represents
    the rank, the earliest breaking ties.
    """
    groups: dict = defaultdict(list)
    for h in hits:
        groups[_group_key(h)].append(h)
    leads = {}
    for key, hs in groups.items():
        hs.sort(key=lambda h: (_ts(h), h.stream, h.line_no))
        first = hs[0]
        if first.ts is not None:
            burst = [h for h in hs if h.ts is not None and h.ts - first.ts <= opts.burst_s * US]
        else:
            burst = [h for h in hs if h.stream == first.stream and h.line_no - first.line_no <= 200]
        leads[key] = max(burst, key=lambda h: (h.sig.specificity, SEVERITY_RANK[h.sig.severity], -_ts(h), -h.line_no))
    return leads


#: Initiator categories that a rank's own teardown produces after it timed out
#: (the watchdog's abort, a wrapped exception): after a victim symptom on the same
#: rank they are consequences, not causes. Hardware and memory faults are kept: a hung
#: GPU reports its Xid after the timeout it caused.
CONSEQUENCE_CATEGORIES = frozenset({"crash", "user_code", "unknown"})


def _consequence(h: Hit) -> bool:
    """A kind of line a rank's own teardown prints (see :data:`CONSEQUENCE_CATEGORIES`);
    generic failure lines (role ``error``) always are."""
    return h.role == "error" or h.sig.category in CONSEQUENCE_CATEGORIES


#: Lines after a generic failure line within which the rank's own victim symptom makes
#: the generic line part of that report ("ERROR step failed" then the exception).
_REPORT_LINES = 50


#: Signatures of the rendezvous that gathers the nodes before workers start. torchelastic's
#: agent rendezvous again before every restart (``SimpleElasticAgent._restart_workers`` ->
#: ``_initialize_workers`` -> ``_rendezvous``, torch/distributed/elastic/agent/server/api.py),
#: so once workers have run, such a timeout is the restart failing to regather the nodes
#: that the earlier failure took: a consequence of that failure.
_RENDEZVOUS_PHASE = frozenset({"elastic.rendezvous_timeout", "c10d.store_workers_join_timeout"})


def _after_workers_ran(ev: JobEvidence, h: Hit, opts: Options) -> bool:
    """Workers had logged progress before ``h`` (clearly earlier in time, or earlier in its stream)."""
    for s, p, _ in ev.progress:
        if p.first_ts_micros is not None and h.ts is not None:
            if p.first_ts_micros + opts.skew_s * US < h.ts:
                return True
        elif s.name == h.stream and p.first_line_no < h.line_no:
            return True
    return False


#: The frame a restart's rendezvous is raised under (agent/server/api.py).
_RESTART_FRAME = ", in _restart_workers"


def _restart_rendezvous(ev: JobEvidence, h: Hit, opts: Options) -> bool:
    """``h`` is a rendezvous of a restart (:data:`_RENDEZVOUS_PHASE`): its traceback passes
    through the agent's ``_restart_workers``, or workers had run before it."""
    if h.sig.id not in _RENDEZVOUS_PHASE:
        return False
    return any(f.endswith(_RESTART_FRAME) for f in tracebacks.frames_above(h.before)) or _after_workers_ran(ev, h, opts)


#: The kernel's hung-task report (kernel/hung_task.c): a task still blocked is reported
#: again at every check (hung_task_timeout_secs, 120 s by default) until the warning budget
#: runs out, so repeated reports of one pid mean minutes in uninterruptible sleep.
HUNG_TASK = "kernel.hung_task"
_HUNG_TASK_REPEATS = 3
#: Kernel modules of network and parallel filesystems in a hung task's call trace.
_FS_FRAME = re.compile(r"\[(?:nfs|nfsv[34]|sunrpc|mmfs\w*|mmfslinux|lustre|ptlrpc|lnet|ko2iblnd|osc|mdc|lmv|cifs|fuse|beegfs|gpfs\w*|ceph|wekafs\w*)\]|\bnfs_\w+\+0x|\bgpfs\w*\+0x")


def persistent_hung_tasks(ev: JobEvidence) -> list[Hit]:
    """The first hung-task report of each process reported at least
    :data:`_HUNG_TASK_REPEATS` times (same node or stream, same pid): a process stuck in
    the kernel for minutes, not a slow moment. A single report is no failure on its own
    (the signature's ``indicates_failure: false``): busy filesystems block tasks briefly."""
    if "hung_tasks" not in ev.memo:
        groups: dict[tuple, list[Hit]] = defaultdict(list)
        for h in ev.hits(ev.select(sigs=[HUNG_TASK], summary=None)):
            groups[(h.node or h.stream, h.fields.get("pid"))].append(h)
        ev.memo["hung_tasks"] = [min(hs, key=lambda h: (_ts(h), h.line_no)) for hs in groups.values() if len(hs) >= _HUNG_TASK_REPEATS]
    return ev.memo["hung_tasks"]


def hung_task_category(h: Hit) -> str:
    """``storage`` when the blocked task's call trace (the lines after the report) runs
    through a network or parallel filesystem module, else ``hang``."""
    return "storage" if any(_FS_FRAME.search(line) for line in h.after) else "hang"


#: The shell's "Aborted (core dumped)" (how a process ended, not why), and what it means.
SHELL_ABORT = "host.aborted_core_dumped"
SIGABRT_EXIT = exit_meaning({"signal": "Aborted"})


def _initiator_hits(ev: JobEvidence, opts: Options) -> list[Hit]:
    """Root-cause and generic failure matches (roles initiator and error), without those a
    rank printed after its own victim symptom, nor generic lines that introduce the
    rank's own victim symptom (within the burst window or :data:`_REPORT_LINES` lines),
    nor a restart's rendezvous (:data:`_RENDEZVOUS_PHASE`), nor SIGABRT exits the
    watchdog's teardown explains (:func:`~firstfault.correlate.terminal.watchdog_abort`)."""
    hits = ev.hits(ev.select(roles=["initiator", "error"]))
    hits = [h for h in hits if not _restart_rendezvous(ev, h, opts) and not _victims_exception(h)]
    victims = ev.ranks_with(["victim"])
    if victims:
        # A SIGABRT the c10d watchdog's own teardown explains (a shell's "Aborted (core
        # dumped)" of a timed-out rank's process) is how a victim ended, not a cause.
        aborts = {h.row for h, m in exit_reports(ev) if watchdog_abort(ev, victims, h, m, opts)}
        # The shell's report names no signal field but is the same SIGABRT (bash jobs.c).
        shell = ev.hits(ev.select(sigs=[SHELL_ABORT]))
        aborts |= {h.row for h in shell if watchdog_abort(ev, victims, h, SIGABRT_EXIT, opts)}
        hits = [h for h in hits if h.row not in aborts]
    # A generic line without a rank just after victim reports of its stream is read as
    # their teardown (a console of unprefixed ranks: "Watchdog caught ..." then "taking
    # the entire process down").
    unranked = [h for h in hits if h.role == "error" and h.rank is None]
    if unranked:
        v = ev.select(roles=["victim"])
        by_stream: dict[str, list[int]] = defaultdict(list)
        for stream, line_no in zip(v["stream"].to_pylist(), v["line_no"].to_pylist()):
            by_stream[stream].append(line_no)
        for lines in by_stream.values():
            lines.sort()

        def after_victim(h: Hit) -> bool:
            lines = by_stream.get(h.stream, [])
            i = bisect.bisect_left(lines, h.line_no)  # victims strictly before the line
            return i > 0 and h.line_no - lines[i - 1] <= _REPORT_LINES

        teardown = {id(h) for h in unranked if after_victim(h)}
        hits = [h for h in hits if id(h) not in teardown]
    hits = [h for h in hits if not _after_a_timeout_report(ev, h)]
    suspects = [h for h in hits if h.rank is not None and _consequence(h)]
    if not suspects:
        return hits
    ranks = sorted({h.rank for h in suspects})
    v = ev.select(roles=["victim"], has_rank=True)
    v = v.filter(pc.is_in(v["rank"], value_set=pa.array(ranks, pa.int64())))
    if not v.num_rows:
        return hits
    first_victim: dict[int, tuple] = {}
    for r, ts, stream, line_no in zip(*(v[c].to_pylist() for c in ("rank", "ts", "stream", "line_no"))):
        first_victim.setdefault(r, []).append((ts, stream, line_no))

    burst = opts.burst_s * US

    def consequence(h: Hit) -> bool:
        for ts, stream, line_no in first_victim.get(h.rank, ()):
            if stream == h.stream and line_no < h.line_no:
                return True
            if ts is not None and h.ts is not None and ts < h.ts and stream != h.stream:
                return True
            if h.role == "error":
                if stream == h.stream and 0 < line_no - h.line_no <= _REPORT_LINES:
                    return True
                if ts is not None and h.ts is not None and abs(ts - h.ts) <= burst:
                    return True
        return False

    return [h for h in hits if not (_consequence(h) and consequence(h))]


def _after_a_timeout_report(ev: JobEvidence, h: Hit) -> bool:
    """Whether an unranked line comes after a collective's timeout report in its own
    stream, and not at an earlier time of its own: the watchdog reports a collective only
    when the timeout has run out since it was enqueued (ProcessGroupNCCL.cpp
    ``checkTimeout``), so what its console printed after that report happened after the
    job was already stuck, and did not start it. Immediate victims (a peer's closed
    socket) are not timeouts: the crash that caused them may be reported after them. A
    node's condition (a GPU gone from the bus, a kernel message: signatures of node or
    job scope) may have begun before the report that a diagnostic run after it shows."""
    if h.rank is not None or h.sig.scope in ("node", "job"):
        return False
    t = ev.memo.get("timeout_reports")
    if t is None:
        v = ev.select(roles=["victim"])
        v = v.filter(pc.is_in(v["category"], value_set=pa.array(sorted(_TIMEOUT_CATEGORIES), pa.string())))
        t = {}
        for stream, line_no, ts in zip(v["stream"].to_pylist(), v["line_no"].to_pylist(), v["ts"].to_pylist()):
            if stream not in t or line_no < t[stream][0]:
                t[stream] = (line_no, ts)
        ev.memo["timeout_reports"] = t
    first = t.get(h.stream)
    if first is None or h.line_no <= first[0]:
        return False
    own = h.ts if not h.ts_inherited else None
    return own is None or first[1] is None or own >= first[1]


#: Victim categories of a collective that timed out (reported a timeout after it began).
_TIMEOUT_CATEGORIES = frozenset({"collective_timeout", "p2p_timeout"})


def _victims_exception(h: Hit) -> bool:
    """A catch-all exception (its category one a traceback rule refines) whose traceback a
    rule places in a victim's category (``tracebacks.yaml``: unpickling what an object
    collective received, after the collective was aborted): the rank's words about
    another's failure, not a failure of its own."""
    if h.sig.category not in tracebacks.REFINABLE:
        return False
    refined = tracebacks.refine(h.sig.category, h.before, h.line)
    return refined is not None and refined[0].category in VICTIM_CATEGORIES


def _sig_hits(ev: JobEvidence, *sigs: str, summary: Optional[bool] = False) -> list[Hit]:
    return ev.hits(ev.select(sigs=sigs, summary=summary))


def _sigs_with_group(ev: JobEvidence, *groups: str) -> list[str]:
    """Ids of signatures whose regex has one of these named groups."""
    return list(signatures_with_groups(ev.catalog, groups))


