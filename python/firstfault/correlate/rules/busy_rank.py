"""Rule family *busy rank*: the rank the others waited for was busy in its own work.

A progress bar (data preparation, evaluation) still running long after the job failed,
or the one rank a teardown signal caught in its own code, outside any collective.
"""

from __future__ import annotations

import re
from typing import Optional

import pyarrow as pa
import pyarrow.compute as pc

from firstfault.correlate.evidence import JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.call_site import _rank_call_sites
from firstfault.correlate.rules.common import Finding, describe_rank
from firstfault.correlate.rules.stopped_from_outside import STOP_SIGS
from firstfault.correlate.terminal import NOT_TRAINING_PROGRESS


_BAR_RE = re.compile(r"(\d+)%\|[^|]*\|\s*\d+/\d+ \[((?:\d+:)?\d+:\d\d)<")


def _elapsed_s(text: str) -> Optional[int]:
    parts = [int(p) for p in text.split(":")]
    s = 0
    for p in parts:
        s = s * 60 + p
    return s


def rule_busy_rank(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """A progress bar (data preparation, tokenisation, evaluation) still running after a
    long time when the job failed marks the rank everyone else was waiting for. When no
    rank reports the wait (a victim's timeout, a lost peer) and the job was only stopped
    from outside (:data:`STOP_SIGS`: a cancellation, a launcher forwarding SIGTERM or
    SIGHUP), only a bar that no training progress ran beside: a training loop's own bar,
    with its metrics printed between redraws, runs for as long as the job."""
    victims = ev.select(roles=["victim"])
    waited = pc.any(pc.invert(pc.is_in(victims["sig"], value_set=pa.array(sorted(STOP_SIGS), pa.string())))).as_py()
    stopped = pc.any(pc.or_(pc.starts_with(ev.table["sig"], "slurm."), pc.starts_with(ev.table["sig"], "elastic.death"))).as_py()
    if not waited and not stopped:
        return None
    best = None
    for s in ev.streams:
        for p in s.progress:
            if p.signature_id != "progress.tqdm_bar":
                continue
            if not waited and any(q.signature_id not in NOT_TRAINING_PROGRESS and q.last_line_no > p.first_line_no for q in s.progress):
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
