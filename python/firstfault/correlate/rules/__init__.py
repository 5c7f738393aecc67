"""Correlation rules: each reads a job's evidence and names, supports or rules out suspects.

Every rule is a small function ``rule(ev, opts) -> Finding | None``. A
:class:`Finding` says which ranks (or node) the rule suspects, the root-cause
category it implies, how sure it is, the evidence lines it used and why. The
order in which findings decide is in :data:`DECISION_ORDER` and documented in the
README ("How firstfault decides").
"""

from __future__ import annotations

import functools
import re
from collections import Counter, defaultdict
from typing import Callable, Optional

import pyarrow as pa
import pyarrow.compute as pc

from firstfault.catalog import SEVERITY_RANK
from firstfault.correlate import tracebacks
from firstfault.correlate.evidence import Hit, JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.common import (
    _RENDEZVOUS_PHASE,
    HUNG_TASK,
    Finding,
    _group_key,
    _initiator_hits,
    _restart_rendezvous,
    _ts,
    _victim_count,
    describe_rank,
    hung_task_category,
    persistent_hung_tasks,
    rank_leads,
)
from firstfault.correlate.rules.desync import rule_desync
from firstfault.correlate.rules.exit_report import rule_exit_report, victim_times
from firstfault.correlate.rules.fallback import rule_victims_only
from firstfault.correlate.rules.late_entrant import rule_late_entrant
from firstfault.correlate.rules.launcher_summary import rule_launcher_summary
from firstfault.correlate.rules.missing_ranks import rule_missing_ranks
from firstfault.correlate.rules.named_peer import _addr_host, _is_loopback, rule_named_peer
from firstfault.correlate.rules.never_entered import rule_never_entered
from firstfault.correlate.rules.stalled_ranks import rule_stalled_ranks
from firstfault.correlate.rules.stopped_from_outside import _STOP_SIGS, rule_stopped_from_outside
from firstfault.correlate.terminal import SIGNAL_WORDS, US, ExitMeaning, exit_reports, restarted
from firstfault.model import RANK_GROUPS_SHOWN, compact_ranges, name_list

__all__ = [
    "DECISION_ORDER",
    "Finding",
    "common_peer",
    "dead_peer",
    "describe_rank",
    "fault_on_failed_node",
    "persistent_hung_tasks",
    "rank_leads",
    "refusing_peer",
    "victim_times",
]


# ------------------------------------------------------------------ call site


#: Frames of point-to-point work: pipeline stages call send/recv from different lines by
#: design, so differing call sites there say nothing.
_P2P_FRAME = re.compile(r"\bin (?:send|recv|isend|irecv|batch_isend_irecv|_p2p\w*|send_\w+|recv_\w+)$|p2p_communication")
_IN_COLLECTIVE = re.compile(r"/torch/distributed/|/torch/autograd/|/torch/_tensor\.py")
#: Frames of process-group set-up (distributed_c10d.py, rendezvous.py): a rank failing
#: there has not reached a collective of the job's code.
_SETUP_FRAME = re.compile(r"\bin (?:init_process_group|_new_process_group_helper|new_group|rendezvous|_store_based_barrier|_create_c10d_store|_env_rendezvous_handler|_tcp_rendezvous_handler)$")
#: A signal handler that runs a collective (Lightning's SIGTERM notifier broadcasts,
#: lightning/pytorch/trainer/connectors/signal_connector.py): the frames above it are
#: where the signal interrupted the rank, not a collective the job's code called.
_SIGNAL_HANDLER_FRAME = re.compile(r"/signal_connector\.py\b|\bin (?:_sigterm_notifier_fn|\w*sig\w*_handler\w*)$")


def _rank_call_sites(ev: JobEvidence) -> dict[int, tuple[str, Hit]]:
    """rank -> (call site, hit): where each rank's code stood when its collective failed,
    from the Python traceback of its first victim report, or from the faulthandler dump
    after a ``Fatal Python error`` raised inside torch.distributed (gloo aborts the
    process on a size mismatch: ``gloo::EnforceNotMet``). Computed once per job (two
    rules read it)."""
    if "call_sites" not in ev.memo:
        ev.memo["call_sites"] = _read_call_sites(ev)
    return ev.memo["call_sites"]


def _read_call_sites(ev: JobEvidence) -> dict[int, tuple[str, Hit]]:
    sites: dict[int, tuple[str, Hit]] = {}
    # A launcher's failure summary quotes the traceback of the rank's error file: read
    # only for ranks that printed none of their own, and only when the job ran once (the
    # summary is of the last attempt, the first failure of the first).
    rows = ev.select(roles=["victim"], has_rank=True, summary=False if restarted(ev) else None)
    fatal = ev.select(sigs=["host.python_fatal_error"])
    order = lambda h: (h.summary, _ts(h), h.stream, h.line_no)  # noqa: E731
    for h in sorted(ev.hits(rows) + ev.hits(fatal), key=order):
        rank = h.rank
        if rank is None:
            # An unprefixed console: the dump is the one rank's the launcher saw die of
            # the signal the line names.
            by_exit = _rank_by_signal(ev, h)
            rank = by_exit[0].rank if by_exit is not None else None
        if rank is None or rank in sites:
            continue
        if h.sig.id == "host.python_fatal_error":
            frames = tracebacks.faulthandler_frames(list(h.after))
        else:
            tb = tracebacks.parse(list(h.before) + [h.line])
            frames = tb.frames if tb is not None else ()
        if not frames or not any(_IN_COLLECTIVE.search(f) for f in frames[-12:]) or any(_SETUP_FRAME.search(f) for f in frames):
            continue
        handler = next((i for i, f in enumerate(frames) if _SIGNAL_HANDLER_FRAME.search(f)), None)
        if handler is not None:
            interrupted = frames[:handler]
            site = tracebacks.call_site(interrupted)
            if site is not None and not any(_IN_COLLECTIVE.search(f) for f in interrupted):
                ev.memo.setdefault("interrupted", {}).setdefault(rank, (site, h))
            continue
        if any(_P2P_FRAME.search(f) for f in frames):
            return {}
        site = tracebacks.call_site(frames)
        if site is not None:
            sites[rank] = (site, h)
    return sites


def rule_call_site(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """Ranks blocked or failed in collectives called from different lines of the job's
    code: collectives match by order, not by name, so a rank that reached another call
    site (a rank-0-only save or eval that holds a barrier, a loop that ended early, a
    skipped barrier) is running a different collective from the others. With three or
    more ranks and a strict majority at one site, the ranks elsewhere are named;
    without a majority see :func:`rule_diverged_sites`."""
    sites = _rank_call_sites(ev)
    if len(sites) < 3:
        return None
    counts = Counter(site for site, _ in sites.values())
    (top, n), *rest = counts.most_common()
    if len(counts) < 2:
        return None
    if n < 2 or n * 2 <= len(sites) or (rest and rest[0][1] == n):
        return None
    odd = sorted(r for r, (site, _) in sites.items() if site != top)
    if len(odd) > max(1, len(sites) // 3):
        return None
    where = "; ".join(f"rank {r} at {sites[r][0]}" for r in odd[:3])
    return Finding(
        "call_site",
        odd,
        "desync",
        0.6 if len(odd) == 1 else 0.45,
        f"{n} of {len(sites)} ranks failed in a collective called from {top}; {where}: "
        "a different collective (collectives match by order), so the ranks diverged there",
        hits=[sites[r][1] for r in odd[:3]] + [next(h for s, h in sites.values() if s == top)],
    )


def rule_diverged_sites(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """Ranks that failed in collectives called from different lines of the job's code,
    with no majority at one line (two ranks at two lines): collectives match by order,
    so the ranks diverged, but either may be the one that left. Read from the ranks'
    Python tracebacks only (a fatal-signal dump is a crash, which other rules weigh);
    a job-wide desync that names no initiator, after every rule that could."""
    sites = {r: (site, h) for r, (site, h) in _rank_call_sites(ev).items() if h.sig.id != "host.python_fatal_error"}
    counts = Counter(site for site, _ in sites.values())
    if len(sites) < 2 or len(counts) < 2:
        return None
    (_, n), *rest = counts.most_common()
    if n * 2 > len(sites) and not (rest and rest[0][1] == n):
        return None  # a majority: rule_call_site's
    where = "; ".join(f"rank {r} at {site}" for r, (site, _) in sorted(sites.items())[:4])
    return Finding(
        "diverged_sites",
        sorted(sites),
        "desync",
        0.4,
        f"ranks failed in collectives called from {len(counts)} different lines ({where}): collectives match by "
        "order, so the ranks diverged, and no majority says which rank left the others",
        scope="job",
        hits=[hit for _, (_, hit) in sorted(sites.items())[:4]],
        equal_suspects=True,
    )


def rule_absent_from_collective(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """Every rank but one failed in a collective called from the same line, and that one
    logged no failure of its own: a collective completes only when every rank enters it,
    so the others waited there for the one that never came (stuck in compute or I/O, or
    gone without a word). Needs at least two ranks at the site and the world size."""
    world = ev.topology.world_size or 0
    sites = _rank_call_sites(ev)
    if len(sites) < 2 or len(sites) != world - 1 or len({site for site, _ in sites.values()}) != 1:
        return None
    (absent,) = set(range(world)) - set(sites)
    own = ev.select(roles=["victim", "initiator", "error"], has_rank=True)
    if absent not in ev.ranks_seen or absent in set(own["rank"].to_pylist()):
        return None
    site = next(iter(sites.values()))[0]
    return Finding(
        "absent_from_collective",
        [absent],
        None,
        0.55,
        f"{len(sites)} of {world} ranks failed in the collective called from {site}; rank {absent} logged no "
        "failure and never joined them: the others waited for it",
        hits=[h for _, h in list(sites.values())[:3]],
        last_lines_of=[absent],
    )


def rule_late_to_collective(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """Every rank but one timed out waiting in a collective; that one reported only that a
    peer's connection closed or reset, after the first timeout. A collective's timeout
    fires on the ranks waiting in it (gloo's recv timeout, unbound_buffer.cc; NCCL's
    watchdog): the one rank that did not time out was not in it (busy, stalled, slow),
    and found its peers gone when it came."""
    hits = ev.hits(ev.select(roles=["victim"], has_rank=True))
    timed: dict[int, Hit] = {}
    gone: dict[int, Hit] = {}
    for h in sorted(hits, key=lambda h: (_ts(h), h.stream, h.line_no)):
        if h.sig.category == "collective_timeout":
            timed.setdefault(h.rank, h)
        elif h.sig.id in _PEER_GONE:
            gone.setdefault(h.rank, h)
    late = {r: h for r, h in gone.items() if r not in timed}
    world = ev.topology.world_size or len(ev.ranks_seen)
    if not timed or len(late) != 1 or len(timed) + 1 != world:
        return None
    ((rank, h),) = late.items()
    first = min(timed.values(), key=_ts)
    if h.ts is None or first.ts is None or h.ts < first.ts:
        return None
    own = ev.select(roles=["initiator", "error"], has_rank=True)
    if rank in set(own["rank"].to_pylist()):
        return None
    return Finding(
        "late_to_collective",
        [rank],
        "straggler",
        0.55,
        f"{len(timed)} of {world} ranks timed out waiting in a collective; {describe_rank(ev, rank)} did not, and "
        "reported only that its peers' connections were gone, after the first timeout: it was not in the "
        "collective when they gave up (busy, stalled or slow elsewhere)",
        hits=[h, first],
    )


# ----------------------------------------------------------- earliest initiator


#: Strength of a root-cause event that names neither rank nor node: its cause may be
#: right, but the verdict cannot say who failed first.
_UNPLACED_CONF = 0.6


def rule_earliest_initiator(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """The earliest initiator-role event wins; a job-wide or node-wide one names no rank.

    Events closer than ``skew_s`` are simultaneous and ordered by specificity, then
    severity. When the winning signature is job-scoped (configuration, numerics of the
    whole run), or the same signature starts at about the same time on most ranks, the
    diagnosis is job-wide; when it is node-scoped and every report comes from one node,
    it names the node.
    """
    hits = _initiator_hits(ev, opts)
    if not hits:
        return None
    leads = rank_leads(hits, opts)
    ordered = sorted(leads.values(), key=lambda h: (_ts(h), h.stream, h.line_no))
    first = ordered[0]
    if first.ts is not None:
        window = [h for h in ordered if h.ts is not None and h.ts - first.ts <= opts.skew_s * US]
    else:
        window = [first]
    lead = max(window, key=lambda h: (h.sig.specificity, SEVERITY_RANK[h.sig.severity], -_ts(h)))
    if lead.sig.id == NONFINITE:
        by_step = _first_nonfinite_by_step(ev, [h for h in ordered if h.sig.id == NONFINITE])
        if by_step is not None:
            return by_step
    sig = lead.sig
    category = hung_task_category(lead) if sig.id == HUNG_TASK else sig.category
    # One rank printing the job's reduced metrics (Megatron's last rank): the value is the
    # job's. Several ranks printing them is another layout; their onsets are compared below.
    reduced_hits = [h for h in ordered if h.sig.category == "nan_inf" and _reduced_metrics(ev, h) is not None] if sig.category == "nan_inf" else []
    one_printer = len({h.rank for h in reduced_hits}) == 1
    reduced = _reduced_metrics(ev, lead) if one_printer and lead in reduced_hits else None
    own = [h for h in ordered if h.sig.category == "nan_inf" and h not in reduced_hits]
    if reduced is not None and own:
        # A rank's own non-finite value (Megatron's check of its local grad norm) says
        # which rank; the reduced line only that some rank did.
        lead = own[0]
        sig = lead.sig
        category = sig.category
        reduced = None
        ordered = own + [h for h in ordered if h not in own]
    if reduced is not None:
        return Finding(
            "job_wide",
            [],
            category,
            0.7,
            f"{sig.title}, on a line of '{reduced.title}', whose values are averaged over the data-parallel ranks "
            "before one rank prints them: some rank went non-finite, the line cannot say which",
            scope="job",
            hits=[lead],
            signature=sig,
        )
    same = [h for h in ordered if h.sig.id == sig.id]
    if sig.category == "nan_inf" and lead.ts is not None:
        # Values that went non-finite one after another spread from the first (through
        # the next all-reduce): only onsets at the same time make it job-wide.
        same = [h for h in same if h.ts is not None and abs(h.ts - lead.ts) <= opts.skew_s * US]
    elif lead.ts is not None:
        same = [h for h in same if h.ts is None or abs(h.ts - lead.ts) <= opts.together_s * US]
    same_keys = {_group_key(h) for h in same}
    population = max(len(ev.ranks_seen), ev.topology.world_size or 0, len(leads))
    widespread = len(same_keys) >= 2 and len(same_keys) >= 0.75 * population
    nodes = {h.node for h in same if h.node}
    when = f"within {opts.together_s:g} s" if all(h.ts is not None for h in same) else "in the logs"
    if sig.scope == "job" or (widespread and not (sig.scope == "node" and len(nodes) == 1)):
        return Finding(
            "job_wide",
            [],
            category,
            0.8 if len(same_keys) >= 2 or sig.scope == "job" else 0.7,
            f"{sig.title}: a job-wide error"
            + (f", reported by {len(same_keys)} ranks/nodes {when}" if len(same_keys) > 1 else ""),
            scope="job",
            hits=[lead] + [h for h in same if h is not lead][:3],
            signature=sig,
        )
    joined = (_rank_of_pid(ev, lead) or _rank_of_bus(ev, lead)) if lead.rank is None and len(same_keys) < 2 else None
    if joined is not None:
        rank, named, what = joined
        return Finding(
            "earliest_initiator",
            [rank],
            category,
            0.85,
            f"earliest root-cause event: {sig.title} on {describe_rank(ev, rank)} ({what})",
            node=lead.node or named.node,
            hits=[lead, named],
            signature=sig,
        )
    echo = _one_rank_with_same_fault(ev, lead, window) if lead.rank is None and len(same_keys) < 2 else None
    if echo is not None:
        # The device's report (an Xid, a kernel line) names no process; the one rank that
        # hit a fault of the same kind at the same moment is the process it hit.
        return Finding(
            "earliest_initiator",
            [echo.rank],
            category,
            0.8,
            f"earliest root-cause event: {sig.title}"
            + (f" on node {lead.node}" if lead.node else "")
            + f", and within {opts.skew_s:g} s {describe_rank(ev, echo.rank)} alone reported {echo.sig.title}: the rank it hit",
            node=lead.node or ev.topology.rank_node.get(echo.rank),
            hits=[lead, echo],
            signature=sig,
        )
    unnamed = sig.scope == "node" and lead.rank is None and not lead.node and len(same_keys) < 2 and sig.role != "error"
    inferred = _rank_of_unattributed(ev, lead) if unnamed else None
    if inferred is not None:
        # A node's fault the line does not place, printed by a process of the job: the
        # rank the job's layout points to (as for a rank's line without a prefix).
        rank, how = inferred
        return Finding(
            "earliest_initiator",
            [rank],
            category,
            0.6,
            f"earliest root-cause event: {sig.title} on {describe_rank(ev, rank)} (the line names no rank or node; {how})",
            hits=[lead],
            signature=sig,
        )
    if sig.scope == "node" and (len(same_keys) >= 2 or lead.rank is None) and len(nodes) <= 1:
        node = lead.node
        return Finding(
            "earliest_initiator",
            [],
            category,
            0.8 if node else _UNPLACED_CONF,
            f"{sig.title} on " + (f"node {node}" if node else "a node the logs do not name")
            + (f", reported by {len(same_keys)} ranks there" if len(same_keys) > 1 else ""),
            node=node,
            scope="node" if node else "job",
            hits=[lead] + [h for h in same if h is not lead][:3],
            signature=sig,
        )
    others = [h for h in ordered if h is not lead]
    concurrent = [h for h in window if h is not lead]
    conf = 0.9 if not others else (0.7 if concurrent else 0.85)
    if sig.role == "error":
        # A generic line says that this rank stopped first, not why.
        conf = 0.5 if not concurrent else 0.4
    if lead.ts is not None:
        # Victims that all reported after the lead are what a first fault looks like.
        v = ev.select(roles=["victim"])
        v = v.filter(pc.and_(pc.is_valid(v["ts"]), pc.invert(v["ts_inherited"])))
        if v.num_rows >= 2:
            later = pc.sum(pc.cast(pc.greater_equal(v["ts"], lead.ts), pa.int64())).as_py() or 0
            if later >= 0.9 * v.num_rows:
                conf += 0.05
    rank = lead.rank
    by_exit = _rank_by_signal(ev, lead) if rank is None else None
    if by_exit is not None:
        report, meaning = by_exit
        rank = report.rank
    # A generic line without a rank is as likely a victim's teardown the catalog does not know.
    inferred = _rank_of_unattributed(ev, lead) if rank is None and by_exit is None and sig.role != "error" else None
    if inferred is not None:
        rank, how = inferred
        # Read from the job's layout, not from a rank the line prints.
        conf = min(conf, 0.6)
    if rank is None and not lead.node:
        # Half of the answer is who failed first: a verdict that cannot place its line on
        # a rank or node is right less often than one that can, and says so.
        conf = min(conf, _UNPLACED_CONF)
    who = f"rank {rank}" if rank is not None else (f"node {lead.node}" if lead.node else "one process")
    kind = "earliest terminal failure line (no catalog signature)" if sig.role == "error" else "earliest root-cause event"
    reason = f"{kind}: {sig.title} on {who}"
    if by_exit is not None:
        reason += f" (the only process the launcher reports ended by {meaning.text}: the line names its signal)"
    if inferred is not None:
        reason += f" (the line names no rank; {how})"
    if concurrent:
        reason += f" ({len(concurrent)} other initiator event(s) within {opts.skew_s:g}s; the more specific wins)"
    return Finding(
        "earliest_initiator",
        [rank] if rank is not None else [],
        category,
        conf,
        reason,
        node=lead.node,
        # No rank and no node: one process the logs do not name, not the whole job.
        scope="rank" if rank is not None else ("node" if lead.node else "none"),
        hits=[lead] + ([by_exit[0]] if by_exit is not None else []),
        signature=sig,
    )


@functools.lru_cache(maxsize=8)
def _job_metric_patterns(catalog: object) -> tuple:
    """(signature, compiled regex) of the progress lines whose metrics are the job's
    (progress signatures of scope ``job``)."""
    out = []
    for s in catalog.every_signature:  # type: ignore[attr-defined]
        if s.role == "progress" and s.scope == "job" and s.regex:
            try:
                out.append((s, re.compile(s.regex)))
            except re.error:
                continue
    return tuple(out)


def _reduced_metrics(ev: JobEvidence, h: Hit):
    """The progress signature of ``h``'s line when that line reports metrics reduced over
    the ranks (Megatron's iteration line), else None."""
    for s, rx in _job_metric_patterns(ev.catalog):
        if rx.search(h.line):
            return s
    return None


def _one_rank_with_same_fault(ev: JobEvidence, lead: Hit, window: list[Hit]) -> Optional[Hit]:
    """The one rank whose own root-cause line of ``lead``'s category (not a generic
    line) falls in ``lead``'s window, on ``lead``'s node or a node the logs do not give:
    None when no rank or several did."""
    node = ev.node_of(lead)
    same = [
        h
        for h in window
        if h is not lead
        and h.rank is not None
        and h.sig.role == "initiator"
        and h.sig.category == lead.sig.category
        and (node is None or ev.node_of(h) in (None, node))
    ]
    return same[0] if len({h.rank for h in same}) == 1 else None


def _rank_of_pid(ev: JobEvidence, lead: Hit) -> Optional[tuple[int, Hit, str]]:
    """(rank, the line that says so, how it was read) for a line naming a process id but no rank (the
    kernel's ``Killed process 4242``, a hung task ``python:4242``, an Xid's ``pid=4242``):
    the one rank whose own lines name the same pid (torchrun's ``failed (exitcode: -9)
    local_rank: 2 (pid: 4242)`` and failure summary, mpirun's ``process rank 3 with PID
    4242``). A pid is unique on its host while the process lives, so lines of a known
    other node do not count; None when no rank, or more than one, has that pid."""
    pid = lead.fields.get("pid")
    if not pid:
        return None
    named = _ranked_hits_with(ev, lead, lambda f: f.get("pid") == pid)
    if not named:
        return _rank_of_killed_pid(ev, lead, pid)
    if len({h.rank for h in named}) != 1 or any(lead.node and h.node and h.node != lead.node for h in named):
        return None
    return named[0].rank, named[0], f"the line names process {pid}, and a line of rank {named[0].rank} names the same: {named[0].sig.title}"


def _rank_of_killed_pid(ev: JobEvidence, lead: Hit, pid: str) -> Optional[tuple[int, Hit, str]]:
    """(rank, the line, what) for a pid that only DeepSpeed's launcher names, in its
    teardown ``Killing subprocess <pid>``: the launcher spawns one worker per local rank
    in local-rank order and kills them in that order (deepspeed/launcher/launch.py, main
    and sigkill_handler), so a pid's place in one teardown is its local rank. One teardown
    is a run of distinct pids in one stream of one node; the local rank is made global by
    the job's layout (one node: the same). None when the pid is in no teardown or the
    layout cannot place it."""
    kills = [h for h in ev.hits(ev.select(sigs=["deepspeed.worker_pid"], summary=None)) if h.fields.get("kill_pid")]
    runs: dict[tuple, list[Hit]] = {}
    found: Optional[tuple[Hit, int]] = None
    for h in sorted(kills, key=lambda h: (h.stream, h.line_no)):
        key = (h.stream, h.node)
        run = runs.setdefault(key, [])
        if any(k.fields["kill_pid"] == h.fields["kill_pid"] for k in run):
            run.clear()  # the same pid again: another launch's teardown
        run.append(h)
        if h.fields["kill_pid"] == pid:
            if found is not None or (lead.node and h.node and h.node != lead.node):
                return None
            found = (h, len(run) - 1)
    if found is None:
        return None
    h, local = found
    rank = ev.topology.local_to_global.get((h.node, local))
    if rank is None and len(ev.topology.nodes | ({h.node} if h.node else set())) <= 1 and (ev.topology.world_size or 0) <= _MAX_GPUS_PER_NODE:
        rank = local
    if rank is None:
        return None
    return rank, h, f"the line names process {pid}, which the DeepSpeed launcher killed as worker {local} of its node; it spawns and kills them in local-rank order"


def _pci(text: str) -> Optional[tuple[int, int, int]]:
    """(domain, bus, device) of a PCI address as the kernel prints it (``0000:5d:00`` or
    ``0000:5d:00.0``), or of NCCL's ``busId`` (``5d000``: the address's hex digits run
    together, NVIDIA/nccl src/misc/utils.cc busIdToInt64)."""
    try:
        if ":" in text:
            domain, bus, device = (int(p, 16) for p in text.strip().split(".")[0].split(":"))
            return domain, bus, device
        v = int(text.strip(), 16)
    except ValueError:  # not hex, or not three parts
        return None
    return v >> 20, (v >> 12) & 0xFF, (v >> 4) & 0xFF


def _rank_of_bus(ev: JobEvidence, lead: Hit) -> Optional[tuple[int, Hit, str]]:
    """(rank, the line that says so, what) for a device fault that names its GPU's PCI
    address but no rank (the kernel's ``NVRM: Xid (PCI:0000:5d:00)``): the rank whose NCCL
    Init COMPLETE line gives that ``busId`` on the same node. Every node has GPUs at the
    same addresses, so the node must be known on both sides, or the job on one node."""
    addr = _pci(lead.fields.get("pci") or "")
    if addr is None:
        return None
    named = _ranked_hits_with(ev, lead, lambda f: bool(f.get("bus_id")) and _pci(f["bus_id"]) == addr)
    single = len(ev.topology.nodes) <= 1
    named = [h for h in named if (lead.node and h.node == lead.node) or (single and not (lead.node and h.node and h.node != lead.node))]
    if len({h.rank for h in named}) != 1:
        return None
    return named[0].rank, named[0], f"the line names GPU {lead.fields.get('pci')}, and a line of rank {named[0].rank} names the same: {named[0].sig.title}"


def _ranked_hits_with(ev: JobEvidence, lead: Hit, test: Callable[[dict], bool]) -> list[Hit]:
    """The job's matches with a rank whose fields pass ``test``, ``lead`` left out."""
    t = ev.select(has_rank=True, summary=None)
    fields = ev.raw.cols["fields"]
    rows = [r for r in t["row"].to_pylist() if r < len(fields) and test(fields[r])]
    if not rows:
        return []
    return [h for h in ev.hits(t.filter(pc.is_in(t["row"], value_set=pa.array(rows, pa.int64())))) if h is not lead]


def _rank_by_signal(ev: JobEvidence, h: Hit) -> Optional[tuple[Hit, ExitMeaning]]:
    """The exit report that places an unattributed line naming the signal its process
    died of (faulthandler's ``Fatal Python error: Segmentation fault``, a shell's
    ``Aborted (core dumped)``): the one rank a launcher reports ended by that signal. None
    when no rank or several did."""
    low = h.line.lower()
    signo = next((n for w, n in SIGNAL_WORDS.items() if n not in (9, 15) and w in low), None)
    if signo is None:
        return None
    reports = {r.rank: (r, m) for r, m in exit_reports(ev) if r.rank is not None and m.signo == signo}
    return next(iter(reports.values())) if len(reports) == 1 else None


def _only_rank_without_timeout(ev: JobEvidence, lead: Hit) -> Optional[tuple[int, int]]:
    """(rank, world size) when an unattributed root-cause line can only be one rank's: every
    rank waiting in a collective reports its own timeout or broken connection (the NCCL
    watchdog's ``[Rank r] Watchdog caught collective operation timeout``, gloo's
    ``Connection closed by peer``), while the rank that raised has exited and reports none.
    Needs at least two victims and exactly one rank of the world (the stated world size,
    else 0 to the highest victim rank) without a victim report; None otherwise."""
    if lead.node is not None and len({s.node for s in ev.streams if s.node}) > 1:
        return None
    victims = ev.ranks_with(["victim"])
    if len(victims) < 2:
        return None
    world = ev.topology.world_size or max(victims) + 1
    gap = set(range(world)) - victims
    return (gap.pop(), world) if len(gap) == 1 else None


#: The most GPUs one node has (DGX-2, HGX-2: 16); a larger world spans several nodes.
_MAX_GPUS_PER_NODE = 16


def _device_rank(ev: JobEvidence, lead: Hit) -> Optional[int]:
    """The rank an unattributed line's CUDA device index points at, on a one-node job: the
    launchers start one process per GPU and each binds ``cuda:<local_rank>`` (torchrun,
    Lightning, accelerate, DeepSpeed), so device k > 0 is local rank k. Device 0 says
    nothing: a process limited to one GPU by ``CUDA_VISIBLE_DEVICES`` sees it as device 0
    whatever its rank. The caching allocator prints the index (``GPU 1 has a total
    capacity``, ``(GPU 1; 39.59 GiB total capacity``: c10/cuda/CUDACachingAllocator.cpp)."""
    dev = lead.fields.get("device") or lead.fields.get("device_old")
    if not dev or not dev.isdigit() or int(dev) == 0 or len({s.node for s in ev.streams if s.node} | ev.topology.nodes) > 1:
        return None
    if (ev.topology.world_size or 0) > _MAX_GPUS_PER_NODE:
        return None  # more ranks than one node has GPUs: the job spans nodes the lines do not name
    local = int(dev)
    return ev.topology.local_to_global.get((lead.node, local), local)


def _rank_of_unattributed(ev: JobEvidence, lead: Hit) -> Optional[tuple[int, str]]:
    """(rank, how it was read) for a root-cause line that names no rank, from the device
    it names (:func:`_device_rank`) and from the one rank without a timeout of its own
    (:func:`_only_rank_without_timeout`); when both speak they must agree."""
    device = _device_rank(ev, lead)
    absent = _only_rank_without_timeout(ev, lead)
    if device is not None and absent is not None and device != absent[0]:
        return None
    if device is not None and device in ev.ranks_with(["victim"]):
        return None  # the GPU's rank reported its own timeout: it was waiting, not raising
    if absent is not None:
        rank, world = absent
        how = f"rank {rank} is the only one of ranks 0-{world - 1} that reported no timeout of its own"
        return rank, how + (f", and the line names its GPU {rank}" if device is not None else "")
    if device is not None:
        return device, f"it names GPU {device}, which is local rank {device}'s device when each process binds the GPU of its local rank"
    return None


#: The derived evidence of a non-finite metric (``firstfault.catalog.DERIVED``).
NONFINITE = "progress.nonfinite"


def _first_nonfinite_by_step(ev: JobEvidence, hits: list[Hit]) -> Optional[Finding]:
    """When every rank's first non-finite value has a step: the ranks that went non-finite
    at an earlier step than the others started it (in data-parallel training the loss is
    computed per rank, and a NaN gradient reaches every rank's weights at the next
    all-reduce, so the others follow one step later); all at the same step is job-wide
    (the weights diverged everywhere at once). None when a step is missing."""
    steps = [h.int_field("step") for h in hits]
    if len(hits) < 2 or None in steps:
        return None
    first = min(steps)  # type: ignore[type-var]
    firsts = [h for h, st in zip(hits, steps) if st == first]
    ranks = sorted({h.rank for h in firsts if h.rank is not None})
    sig = firsts[0].sig
    if len(firsts) == len(hits) or not ranks:
        return Finding(
            "job_wide",
            [],
            sig.category,
            0.7,
            f"{sig.title}: every rank reporting one went non-finite at step {first}: the weights diverged everywhere at once",
            scope="job",
            hits=firsts[:4],
            signature=sig,
        )
    later = sorted({h.rank for h in hits if h.rank is not None} - set(ranks))
    return Finding(
        "earliest_initiator",
        ranks,
        sig.category,
        0.85 if len(ranks) == 1 else 0.55,
        f"{sig.title}: rank(s) {compact_ranges(ranks, RANK_GROUPS_SHOWN)} went non-finite at step {first}, "
        f"rank(s) {compact_ranges(later, RANK_GROUPS_SHOWN)} only later (the all-reduce spread it)",
        node=firsts[0].node if len(ranks) == 1 else None,
        hits=firsts[:4],
        signature=sig,
    )


# --------------------------------------------------------------------- silence


#: Network reports that a peer stopped answering, which a dead peer process causes as
#: surely as a broken link: InfiniBand's transport and RNR retries exhausted (NCCL's
#: "Got completion from peer ... with error 12 / 13", NVIDIA/nccl src/transport/net_ib.cc;
#: Open MPI openib's "retry count exceeded").
_PEER_UNREACHABLE = frozenset({"nccl.ib_completion_error:12", "nccl.ib_completion_error:13", "mpi.openib_fabric_error"})

#: Signals a process does not end by because its network failed: NCCL and gloo errors
#: raise (exit code 1) or abort through the c10d watchdog (SIGABRT), never SIGKILL or a
#: segfault. SIGKILL comes from the kernel's OOM killer or from outside.
_DEATH_SIGNALS = frozenset({4, 7, 8, 9, 11})

#: A scheduler's report naming the node that failed: Slurm's srun ("Node failure on
#: gpu017", src/srun/). slurmstepd's "CANCELLED ... DUE TO NODE FAILURE" names only the
#: node that reports it.
_NODE_FAILURE = ("slurm.node_failure",)

#: Seconds after which Slurm may report a node that stopped answering as failed: the
#: controller waits SlurmdTimeout (300 s by default, slurm.conf) for its slurmd, then
#: the step's srun learns of it; a report this much later than the network error is
#: not of the node that caused it.
_NODE_FAILURE_REPORT_S = 900

#: Seconds from a process's death to its launcher's report of it, and from the death to
#: its peers' retries running out: DeepSpeed's launcher polls its workers every second
#: (deepspeed/launcher/launch.py), torchrun's agent every monitor interval (0.1-5 s), and
#: IB gives up after NCCL_IB_RETRY_CNT (7) timeouts of 4.096 us * 2^NCCL_IB_TIMEOUT (18:
#: about 1 s each). A report this much later than the network error came after it.
_DEATH_REPORT_S = 30


def dead_peer(ev: JobEvidence, decided: Finding, opts: Options) -> Optional[Finding]:
    """When the decided root cause is a peer that stopped answering
    (:data:`_PEER_UNREACHABLE`) and a launcher reports a process of another rank or node
    killed by a signal no network fault causes (:data:`_DEATH_SIGNALS`), not clearly after
    the network error: the dead process is the more likely first fault, its peers' retries
    ran out because it was gone. Both readings stay possible (the report says which
    other), so the confidence is moderate. Likewise a scheduler's report that another
    node failed (:data:`_NODE_FAILURE`), within the time it takes to notice one: that node
    was lost. None when the logs show no such death."""
    sig = decided.signature
    if decided.rule != "earliest_initiator" or sig is None or getattr(sig, "id", None) not in _PEER_UNREACHABLE:
        return None
    net = ev.hits(ev.select(sigs=sorted(_PEER_UNREACHABLE), summary=None))
    reporters = {h.rank for h in net if h.rank is not None}
    reporter_nodes = {h.node for h in net if h.node}
    exact = [h.ts for h in net if h.ts is not None and not h.ts_inherited]
    first_net = min(exact) if exact else None

    def long_after(h: Hit, seconds: float) -> bool:
        """``h`` has a time of its own, that many seconds (and the skew) after the first
        network error's."""
        return first_net is not None and h.ts is not None and not h.ts_inherited and h.ts > first_net + int((seconds + opts.skew_s) * US)

    explained = ev.ranks_with(["initiator"])
    for h, m in exit_reports(ev):
        if not m.cause or m.signo not in _DEATH_SIGNALS or h.summary:
            continue
        if h.rank is not None and h.rank in reporters:
            continue
        if h.rank is None and (not h.node or h.node in reporter_nodes):
            continue
        if long_after(h, _DEATH_REPORT_S):
            continue
        if h.rank is not None and h.rank in explained:
            continue  # a rank that said why it failed is read by the rules that read it
        who = describe_rank(ev, h.rank) if h.rank is not None else f"a process on node {h.node}"
        return Finding(
            "dead_peer",
            [h.rank] if h.rank is not None else [],
            m.category,
            0.55,
            f"{h.sig.title}: {who} ended with {m.text}, which no network fault causes; its peers' "
            f"'{sig.title}' is what a dead peer leaves (if that process was killed only after, the network is the cause)",
            node=h.node,
            scope="rank" if h.rank is not None else "node",
            hits=[h] + decided.hits[:2],
        )
    for h in ev.hits(ev.select(sigs=list(_NODE_FAILURE), summary=None)):
        node = h.fields.get("node")
        if not node or node in reporter_nodes or long_after(h, _NODE_FAILURE_REPORT_S):
            continue
        return Finding(
            "dead_peer",
            [],
            "node_lost",
            0.7,
            f"{h.sig.title}: node {node}; its peers' '{sig.title}' is what a lost node leaves (the scheduler "
            "notices a node only after its slurmd stops answering, so its report comes after the peers' errors)",
            node=node,
            scope="node",
            hits=[h] + decided.hits[:2],
        )
    return None


#: Categories of a fault that can take its node down with it: a GPU that stops answering
#: its driver (cudaErrorUnknown, Xid 79) can hang the node's kernel, and host memory
#: exhaustion can leave slurmd unable to answer, so that slurmctld marks the node DOWN.
_NODE_FELLING = frozenset({"gpu_hardware", "cuda_error", "host_oom"})


def fault_on_failed_node(ev: JobEvidence, decided: Finding, opts: Options) -> Optional[Finding]:
    """When the decided root cause is a fault that can take a node down
    (:data:`_NODE_FELLING`) on a process the logs place on no rank and no node, and a
    scheduler reports exactly one node of the job failed (:data:`_NODE_FAILURE`), not
    clearly before the fault nor long after it: the fault is placed on that node. Slurm
    reports a node failed when its slurmd stops answering the controller, which a node
    whose GPU or memory failed does; the placement is read, not printed, so the
    confidence is moderate. None otherwise."""
    if decided.rule != "earliest_initiator" or decided.suspects or decided.node or decided.category not in _NODE_FELLING:
        return None
    lead = decided.hits[0] if decided.hits else None
    reports = []
    for h in ev.hits(ev.select(sigs=list(_NODE_FAILURE), summary=None)):
        node = h.fields.get("node")
        if not node or "[" in node:
            continue  # a bracketed list names several nodes
        if lead is not None and lead.ts is not None and h.ts is not None and not h.ts_inherited:
            if h.ts < lead.ts - int(opts.skew_s * US) or h.ts > lead.ts + int((_NODE_FAILURE_REPORT_S + opts.skew_s) * US):
                continue
        reports.append((node, h))
    if len({n for n, _ in reports}) != 1:
        return None
    node, h = reports[0]
    return Finding(
        decided.rule,
        [],
        decided.category,
        min(decided.confidence, 0.6),
        f"{decided.reason}; {h.sig.title}: node {node}, the only node the scheduler reports failed, where a "
        "fault of this kind takes the node down with it",
        node=node,
        scope="node",
        hits=decided.hits[:3] + [h],
        signature=decided.signature,
    )


def common_peer(ev: JobEvidence, decided: Finding, opts: Options) -> Optional[Finding]:
    """When the decided root cause is a peer that stopped answering
    (:data:`_PEER_UNREACHABLE`), reported from two or more nodes, and every report names
    the same remote address (NCCL's ``Got completion from peer <addr>``: the far end of
    the queue pair, NVIDIA/nccl src/transport/net_ib.cc): that peer is what the reports
    have in common; its HCA, link or host stopped answering. The address is the node's
    name. None otherwise (one reporting node cannot tell which end failed)."""
    sig = decided.signature
    if decided.rule not in ("earliest_initiator", "job_wide") or getattr(sig, "id", None) not in _PEER_UNREACHABLE:
        return None
    net = ev.hits(ev.select(sigs=sorted(_PEER_UNREACHABLE), summary=None))
    reporter_nodes = {h.node for h in net if h.node}
    if len(reporter_nodes) < 2 or any(not h.fields.get("peer_addr") for h in net):
        return None
    peers = {_addr_host(h.fields["peer_addr"]) for h in net}
    if len(peers) != 1:
        return None
    peer = peers.pop()
    if _is_loopback(peer) or peer in reporter_nodes:
        return None
    return Finding(
        "common_peer",
        [],
        "network",
        0.6,
        f"'{sig.title}' on {len(reporter_nodes)} nodes ({name_list(sorted(reporter_nodes))}), every report naming peer "
        f"{peer}: the end they share stopped answering (its HCA, link or host)",
        node=peer,
        scope="node",
        hits=net[:3],
        signature=sig,
    )


#: A peer that refused or closed the connection: the reset or close came from the peer's
#: host, so the process that should have listened there was gone or not listening yet (or
#: a firewall answered for it). NCCL src/misc/socket.cc: "Connect to <addr> failed :
#: Connection refused" and "socketProgress: Connection closed by remote peer <addr>";
#: gloo transport/tcp/pair.cc: "Connection closed by peer [<addr>]:<port>" (a read of 0
#: bytes: the peer closed) and "Read error [<addr>]:<port>: Connection reset by peer".
_PEER_REFUSED: dict[str, Optional[re.Pattern]] = {
    "nccl.socket_connect_failed": re.compile(r"(?i)connection refused"),
    "nccl.socket_closed_by_peer": None,
    "gloo.connection_closed_by_peer": None,
    "gloo.read_error": re.compile(r"(?i)connection reset by peer"),
}
#: Of these, the ones that say the peer process ended (no connection was refused).
_PEER_CLOSED = frozenset({"nccl.socket_closed_by_peer", "gloo.connection_closed_by_peer", "gloo.read_error"})


def refusing_peer(ev: JobEvidence, decided: Finding, opts: Options) -> Optional[Finding]:
    """When the decided cause is a peer that refused or closed the connection
    (:data:`_PEER_REFUSED`), every such report names one remote host, and every stream of
    the job is placed on a node that is not that host (or is a reporter's own): the
    suspect is that peer, not the node that reported it; its logs are not here, so the
    verdict names its address and says so. When the peer is a node of the job, see
    :func:`_refused_by_a_quiet_peer`. None otherwise."""
    sig_id = getattr(decided.signature, "id", None)
    if not (decided.rule == "earliest_initiator" and sig_id in _PEER_REFUSED) and decided.rule != "victims_only":
        return None
    hits = [
        h
        for h in ev.hits(ev.select(sigs=list(_PEER_REFUSED), summary=None))
        if h.fields.get("peer_addr") and (_PEER_REFUSED[h.sig.id] is None or _PEER_REFUSED[h.sig.id].search(h.fields.get("error") or ""))
    ]
    if not hits:
        return None
    peers = {_addr_host(h.fields["peer_addr"]) for h in hits}
    if len(peers) != 1:
        return None
    peer = peers.pop()
    known = ev.nodes_named() | set(ev.topology.nodes) | {ev.node_of(h) for h in hits}
    if _is_loopback(peer):
        return None
    if peer in known or peer.split(".")[0] in known:
        return _refused_by_a_quiet_peer(ev, decided, hits, peer if peer in known else peer.split(".")[0])
    # A stream whose node is unknown may be the peer's, unless it is the reporter's own: it
    # holds a report and the lines of one rank at most (one process's output).
    placed = set(ev.stream_nodes()) | set(ev.table.filter(pc.is_valid(ev.table["node"]))["stream"].to_pylist())
    reporting = {h.stream for h in hits}
    ranks_in: dict[str, set] = defaultdict(set)
    for st, r in zip(ev.table["stream"].to_pylist(), ev.table["rank"].to_pylist()):
        if r is not None:
            ranks_in[st].add(r)
    for st in (s.name for s in ev.streams if s.lines and s.name not in placed and not s.node):
        if st not in reporting or len(ranks_in[st]) > 1:
            return None
    # A closed connection is the peer process ending (NCCL: "remote process exited or there
    # was a network error"); why it ended is in the peer's logs.
    closed = all(h.sig.id in _PEER_CLOSED for h in hits)
    return Finding(
        "refusing_peer",
        [],
        "unknown" if closed else decided.category,
        0.5,
        f"'{hits[0].sig.title}': every report names peer {peer}, which refused or closed the connection (a reset "
        "or close comes from the peer's host: the process that should listen there was gone or not yet listening, "
        "or a firewall answered); no log of that host is here",
        node=peer,
        scope="node",
        hits=hits[:3],
        signature=decided.signature,
    )


def _refused_by_a_quiet_peer(ev: JobEvidence, decided: Finding, hits: list[Hit], peer: str) -> Optional[Finding]:
    """The peer that refused is a node of the job whose own lines show no failure: either
    end may be at fault (the reporter's route or firewall, or the peer's listener), so the
    reporter's node is named at no more than even odds, and the reason says so."""
    if decided.rule != "earliest_initiator" or not decided.node or decided.node == peer:
        return None
    if any(ev.node_of(h) == peer for h in ev.hits(ev.select(roles=["initiator", "error"]))):
        return None
    return Finding(
        "refusing_peer",
        decided.suspects,
        decided.category,
        0.45,
        f"'{hits[0].sig.title}': node {decided.node} reported that {peer} refused or closed the connection, while "
        f"{peer}'s own lines show no failure: either end may be at fault (the route or a firewall between them, "
        f"or the process that should listen on {peer})",
        node=decided.node,
        scope=decided.scope,
        hits=hits[:3],
        signature=decided.signature,
        ceiling=0.5,
    )


def _exits_by_rank(ev: JobEvidence) -> dict[int, tuple[Hit, ExitMeaning]]:
    """Per rank, the first exit report that says how a process ended of its own: a
    signal from outside the launcher (not its own SIGTERM/SIGINT), or an exit code the
    program chose (``sys.exit(3)``, ``os._exit(3)``). Exit code 1 is left out: it is how
    Python ends on an uncaught exception, whose traceback the rank printed, so a quiet
    rank with only that report is one whose output is missing."""
    out: dict[int, tuple[Hit, ExitMeaning]] = {}
    for h, m in exit_reports(ev):
        if h.rank is not None and m.cause and (m.signo is not None or m.code != 1):
            out.setdefault(h.rank, (h, m))
    return out


def rule_silence(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """Quiet ranks: no error of their own while the other ranks fail.

    A quiet rank that a launcher reports ended by a signal died without a word of its
    own: SIGKILL is the kernel OOM killer's signature, SIGSEGV a native crash. Otherwise
    quiet ranks that did not keep logging after the failure began are silent; when they
    are every rank of one node, the node was lost. A rank the launcher stopped itself
    (SIGTERM during teardown) stays a suspect: a rank stuck in its own work is quiet
    until then, while the ranks waiting for it report their timeouts.
    """
    own = ev.ranks_with(["initiator", "victim", "error"])
    failing = ev.select(roles=["victim", "initiator", "error"])
    if failing.num_rows and set(failing["sig"].to_pylist()) <= _STOP_SIGS:
        return None  # only the stop's own teardown (an agent's SIGTERM): no rank failed
    # Only a rank whose own output is in the logs can be said to have printed nothing.
    present = set(ev.last_seen) | {s.rank for s in ev.streams if s.rank is not None and s.lines}
    # A process killed by SIGKILL prints nothing whatever else happened, so a launcher's
    # report of one counts even when that rank's own output is not in the logs.
    exited = {r: hm for r, hm in _exits_by_rank(ev).items() if r not in own and (r in present or hm[1].signo == 9)}
    if exited:
        # A signal first (it came from outside), then the earliest report.
        order = sorted(exited.items(), key=lambda kv: (kv[1][1].signo is None, _ts(kv[1][0]), kv[0]))
        first_meaning = order[0][1][1]
        ranks = [r for r, (_, m) in order if m.category == first_meaning.category]
        what = {
            "host_oom": "(the kernel OOM killer's signature; check dmesg on the node)",
            "crash": "(a native crash: get a core dump or a native backtrace)",
            "shm": "(SIGBUS: usually /dev/shm exhausted)",
        }.get(first_meaning.category, "(the program ended itself: sys.exit or os._exit with that code)")
        return Finding(
            "silence",
            sorted(ranks),
            first_meaning.category,
            (0.85 if first_meaning.signo == 9 else 0.7) if len(ranks) == 1 else 0.6,
            f"rank(s) {compact_ranges(ranks, RANK_GROUPS_SHOWN)} printed no error but ended with {first_meaning.text} {what}",
            hits=[exited[r][0] for r in ranks],
        )
    if not failing.num_rows or not own:
        return None
    exact = failing.filter(pc.and_(pc.is_valid(failing["ts"]), pc.invert(failing["ts_inherited"])))
    onset = pc.min(exact["ts"]).as_py() if exact.num_rows else None
    candidates = set(ev.ranks_seen) | set(ev.topology.rank_node)
    # A rank whose log could be read only in part may have failed in what was lost.
    quiet = candidates - own - ev.unread_ranks

    def alive_after_onset(r: int) -> bool:
        last = ev.last_seen.get(r)
        return onset is not None and last is not None and last > onset + opts.skew_s * US

    silent = sorted((r for r in quiet if not alive_after_onset(r)), key=lambda r: (ev.last_seen.get(r, 1 << 62), r))
    by_node: dict[str, list[int]] = defaultdict(list)
    for r, n in ev.topology.rank_node.items():
        by_node[n].append(r)
    # A node whose streams name no rank (its tee'd output lost with it) holds, by
    # elimination, the ranks placed nowhere; they are silent when its streams ended early.
    every_node = ev.nodes_named()
    # Without a timed failure line, the job's last training step bounds the failure from
    # below: in a synchronous job every rank was there for it.
    since = onset if onset is not None else max(ev.last_progress.values(), default=None)
    for n in sorted(every_node - set(by_node)):
        rs = ev.topology.ranks_on(n, every_node)
        if rs and not set(rs) & (own | ev.ranks_seen) and _node_quiet(ev, n, since, opts):
            by_node[n] = rs
            silent = sorted(set(silent) | set(rs))
    if not silent:
        return None
    # A rank whose launcher reported it ending with an exit code of its own was on a
    # node that was still there.
    self_exited = {h.rank for h, m in exit_reports(ev) if h.rank is not None and m.signo is None}
    store_lost, restart_unanswered = _store_lost(ev), _restart_unanswered(ev, opts)
    # A node whose agent reported losing the store was alive to say so, and not its host.
    lost_store = {ev.node_of(h) for h in ev.hits(ev.select(sigs=list(_STORE_LOST), summary=None))}
    lost_nodes = [
        n
        for n, rs in by_node.items()
        if n not in lost_store
        and all(r in silent for r in rs)
        and (len(rs) >= 2 or store_lost or restart_unanswered)
        and _node_quiet(ev, n, onset, opts) is not False
        and not any(r in self_exited for r in rs)
    ]
    if lost_nodes and len(lost_nodes) < len(by_node):
        node = sorted(lost_nodes, key=lambda n: min(by_node[n]))[0]
        ranks = sorted(by_node[node])
        return Finding(
            "silence",
            ranks,
            "node_lost",
            0.8 if store_lost or restart_unanswered or len(ranks) >= 2 else 0.6,
            f"every rank of node {node} ({compact_ranges(ranks, RANK_GROUPS_SHOWN)}) went quiet at once while the "
            "others failed"
            + ("; the rendezvous store on it disappeared" if store_lost else "")
            + ("; the other agents' restart waited for its agent in vain" if restart_unanswered else ""),
            node=node,
            last_lines_of=ranks,
        )
    exits = {h.rank: m for h, m in exit_reports(ev) if h.rank is not None}
    ended = [r for r in silent if r in exits and exits[r].cause]
    stopped = [r for r in silent if r in exits and not exits[r].cause]
    if ended and len(ended) + len(stopped) == len(silent):
        # torchelastic stops the other workers (SIGTERM) once one exits on its own: the
        # ones that exited first are the suspects, the ones it stopped are collateral.
        silent = ended
    who = describe_rank(ev, silent[0]) if len(silent) == 1 else f"ranks {compact_ranges(silent, RANK_GROUPS_SHOWN)}"
    if ended and len(ended) == len(silent):
        # They did not hang: they exited (code 1 included), and what they printed first
        # is not in these logs or names nothing the catalog knows.
        codes = ", ".join(sorted({exits[r].text for r in ended}))
        return Finding(
            "silence",
            silent,
            "unknown",
            0.6 if len(silent) == 1 else 0.4,
            f"{who} ended ({codes}) with no error of {'its' if len(silent) == 1 else 'their'} own in these logs while the others failed",
            hits=[next(h for h, _ in exit_reports(ev) if h.rank == r) for r in silent[:4]],
            last_lines_of=silent[:4],
        )
    if _peer_gone_first(ev, opts):
        return Finding(
            "silence",
            silent,
            "unknown",
            0.55 if len(silent) == 1 else 0.4,
            f"{who} printed no error and stopped logging, and the first reports of the others are "
            "of connections closed or reset, not of timeouts: the process ended without a word "
            "(SIGKILL, the kernel OOM killer: check dmesg; or an exit of its own)",
            last_lines_of=silent[:4],
        )
    when = (
        ", and stopped logging before the failure"
        if onset is not None
        else " (when it went quiet cannot be read: the failure lines carry no times of their own)"
    )
    failed = sorted(own)
    others = f"rank {failed[0]}" if len(failed) == 1 else f"ranks {compact_ranges(failed, RANK_GROUPS_SHOWN)}"
    return Finding(
        "silence",
        silent,
        "hang",
        0.7 if len(silent) == 1 else 0.45,
        f"{who} reported no error while {others} failed{when}",
        last_lines_of=silent[:4],
    )


#: Victim reports that the peer's process is gone, not slow: the kernel closed its sockets
#: (EOF: gloo's "Connection closed by peer"; RST: "Connection reset by peer", gloo
#: transport/tcp/pair.cc; NCCL's "remote process exited"). A hung peer keeps its sockets
#: open, and the others time out instead.
_PEER_GONE = ("gloo.connection_closed_by_peer", "gloo.read_error")


def _peer_gone_first(ev: JobEvidence, opts: Options) -> bool:
    """The earliest victim report (by time) says a peer's connection closed or reset, and
    no collective timed out with it (within the clock skew): when timeouts come first or
    together, the closed connections are of ranks that gave up waiting."""
    v = ev.select(roles=["victim"])
    timed = v.filter(pc.is_valid(v["ts"]))
    if not timed.num_rows:
        # No times: peers that only ever saw connections go, and no timeout at all.
        cats = v["category"].to_pylist()
        return bool(v.num_rows) and v["sig"][0].as_py() in _PEER_GONE and "collective_timeout" not in cats
    if timed["sig"][0].as_py() not in _PEER_GONE:
        return False
    first = timed["ts"][0].as_py()
    soon = timed.filter(pc.less_equal(timed["ts"], first + int(opts.skew_s * US)))
    return "collective_timeout" not in soon["category"].to_pylist()


#: A c10d store client whose server went away: TCPStore's recv of 0 bytes ("Connection
#: was likely closed. Did the remote server shutdown or crash?", torch/csrc/distributed/
#: c10d/Utils.hpp), and torchelastic's RendezvousConnectionError ("The connection to the
#: C10d store has failed", torch/distributed/elastic/rendezvous/c10d_rendezvous_backend.py).
_STORE_LOST = ("c10d.store_connection_lost", "elastic.rendezvous_store_failed")


def _node_quiet(ev: JobEvidence, node: str, since: Optional[int], opts: Options) -> Optional[bool]:
    """Whether every stream of ``node`` (its files, or its console with the agent's lines)
    ended by ``since`` (within the clock skew): a lost node says nothing more, while a node
    whose ranks exited has its agent report them. None when its streams' times are unknown."""
    nodes = ev.stream_nodes()
    streams = [s for s in ev.streams if nodes.get(s.name) == node and s.lines]
    if since is None or not streams or any(s.last_ts is None for s in streams):
        return None
    return all(s.last_ts <= since + opts.skew_s * US for s in streams)


def _restart_unanswered(ev: JobEvidence, opts: Options) -> bool:
    """An agent's restart rendezvous timed out (:func:`_restart_rendezvous`): after the
    first failure an agent that should have rejoined never did, so a quiet node lost its
    agent too, not only its workers."""
    return any(_restart_rendezvous(ev, h, opts) for h in ev.hits(ev.select(sigs=_RENDEZVOUS_PHASE, summary=None)))


def _store_lost(ev: JobEvidence) -> bool:
    return ev.select(sigs=list(_STORE_LOST), summary=None).num_rows > 0


def rule_store_host_lost(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """The c10d store's host went away: ranks or agents on some nodes lost the store (see
    :data:`_STORE_LOST`), and exactly one node printed nothing after the first such report
    (its streams end by then, its agent did not tear down). torchrun's c10d rendezvous
    hosts the store in the agent of one node, so losing that agent or its node ends the
    job even after training finished. With several quiet nodes the logs cannot tell."""
    lost = ev.hits(ev.select(sigs=list(_STORE_LOST), summary=None))
    lost = [h for h in lost if h.ts is not None]
    nodes = ev.nodes_named()
    if not lost or len(nodes) < 2:
        return None
    first = min(h.ts for h in lost)
    failing = ev.hits(ev.select(roles=["victim", "initiator", "error"]))
    reporting = {ev.node_of(h) for h in failing}
    silent = {n: _node_quiet(ev, n, first, opts) for n in sorted(nodes - reporting)}
    quiet = [
        n
        for n, q in silent.items()
        if q and not any(ev.last_seen.get(r, 0) > first + opts.skew_s * US for r, rn in ev.topology.rank_node.items() if rn == n)
    ]
    # A node that reported nothing at all, in logs without times: when it is the only
    # one, it is the suspect, though when it went quiet cannot be read.
    untimed = [n for n, q in silent.items() if q is None]
    if len(quiet) == 1 and not untimed:
        node, conf, when = quiet[0], 0.6, "printed nothing after it (no error, no teardown)"
    elif not quiet and len(untimed) == 1 and len(silent) == 1:
        node, conf, when = untimed[0], 0.45, "reported no error and no teardown (its lines carry no times)"
    else:
        return None
    ranks = ev.topology.ranks_on(node, nodes)
    who = sorted({ev.node_of(h) for h in lost} - {None})
    return Finding(
        "store_host_lost",
        ranks,
        "node_lost",
        conf,
        f"node(s) {name_list(who) or '?'} lost the connection to the c10d store, and node {node} {when}: "
        "the store's host, its agent or the whole node, went away",
        node=node,
        scope="rank" if ranks else "node",
        hits=sorted(lost, key=_ts)[:4],
        last_lines_of=ranks[:4],
    )


# ------------------------------------------------------------------ busy rank


_BAR_RE = re.compile(r"(\d+)%\|[^|]*\|\s*\d+/\d+ \[((?:\d+:)?\d+:\d\d)<")


def _elapsed_s(text: str) -> Optional[int]:
    parts = [int(p) for p in text.split(":")]
    s = 0
    for p in parts:
        s = s * 60 + p
    return s


def rule_busy_rank(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """A progress bar (data preparation, tokenisation, evaluation) still running after a
    long time when the job failed marks the rank everyone else was waiting for."""
    failed = _victim_count(ev) > 0 or pc.any(
        pc.or_(pc.starts_with(ev.table["sig"], "slurm."), pc.starts_with(ev.table["sig"], "elastic.death"))
    ).as_py()
    if not failed:
        return None
    best = None
    for s in ev.streams:
        for p in s.progress:
            if p.signature_id != "progress.tqdm_bar":
                continue
            bars = _BAR_RE.findall(p.last_line or "")
            if not bars:
                continue
            pct, elapsed = bars[-1]
            secs = _elapsed_s(elapsed)
            if int(pct) >= 100 or secs is None or secs < opts.busy_bar_s:
                continue
            rank = p.rank if p.rank is not None else s.rank
            if best is None or secs > best[0]:
                best = (secs, rank, p.last_line, s.name)
    if best is None:
        return None
    secs, rank, line, stream = best
    assumed = rank is None
    rank = 0 if rank is None else rank
    node = ev.topology.rank_node.get(rank) or _scheduler_node(ev)
    return Finding(
        "busy_rank",
        [rank],
        "straggler",
        0.55 if assumed else 0.7,
        f"a progress bar had been running for {secs // 60} min when the job failed"
        + (" (printed by the main process, rank 0)" if assumed else f" on rank {rank}")
        + "; the other ranks were waiting for it",
        node=node,
    )


def rule_interrupted_rank(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """The one rank a teardown signal caught in its own code, outside any collective,
    while the others failed in collectives: the rank they were waiting for. A signal
    handler that reports (Lightning's SIGTERM notifier broadcasts from the handler,
    lightning/pytorch/trainer/connectors/signal_connector.py) leaves a traceback whose
    frames above the handler are where the rank was when torchrun's SIGTERM arrived."""
    sites = _rank_call_sites(ev)
    interrupted = ev.memo.get("interrupted", {})
    if len(interrupted) != 1 or not sites:
        return None
    ((rank, (site, hit)),) = interrupted.items()
    if rank in sites:
        return None
    waiting = ", ".join(str(r) for r in sorted(sites)[:6])
    return Finding(
        "interrupted_rank",
        [rank],
        "hang",
        0.6,
        f"the teardown signal caught {describe_rank(ev, rank)} in its own code at {site}, outside any collective, "
        f"while rank(s) {waiting} failed inside one: they were waiting for it (stuck or slow in compute, "
        "data loading or I/O)",
        hits=[hit] + [h for _, h in list(sites.values())[:2]],
    )


def _scheduler_node(ev: JobEvidence) -> Optional[str]:
    t = ev.table.filter(pc.starts_with(ev.table["sig"], "slurm."))
    for r in t["row"].to_pylist():
        node = ev.raw.cols["fields"][r].get("node")
        if node:
            return node
    return None


#: Rules in decision order: the first finding that names a verdict decides; every other
#: finding is reported as agreeing or disagreeing with it.
DECISION_ORDER: list[tuple[str, Callable[[JobEvidence, Options], Optional[Finding]]]] = [
    ("desync", rule_desync),
    ("call_site", rule_call_site),
    ("earliest_initiator", rule_earliest_initiator),
    ("never_entered", rule_never_entered),
    ("stalled_ranks", rule_stalled_ranks),
    ("missing_ranks", rule_missing_ranks),
    ("silence", rule_silence),
    ("absent_from_collective", rule_absent_from_collective),
    ("late_to_collective", rule_late_to_collective),
    ("store_host_lost", rule_store_host_lost),
    ("named_peer", rule_named_peer),
    ("busy_rank", rule_busy_rank),
    ("interrupted_rank", rule_interrupted_rank),
    ("late_entrant", rule_late_entrant),
    ("stopped_from_outside", rule_stopped_from_outside),
    ("diverged_sites", rule_diverged_sites),
    ("launcher_summary", rule_launcher_summary),
    ("exit_report", rule_exit_report),
    ("victims_only", rule_victims_only),
]
