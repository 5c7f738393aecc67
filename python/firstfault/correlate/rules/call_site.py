"""Rule family *call site*: where each rank's code stood when its collective failed.

Collectives match by order, not by name, so ranks that failed in collectives called
from different lines of the job's code diverged there; the rank absent from (or late
to) the collective the others failed in is the one they waited for.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Optional

from firstfault.correlate import tracebacks
from firstfault.correlate.evidence import Hit, JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.common import Finding, _ts, describe_rank
from firstfault.correlate.rules.earliest_initiator import _rank_by_signal
from firstfault.correlate.rules.silence import _PEER_GONE
from firstfault.correlate.terminal import restarted


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
