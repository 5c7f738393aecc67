"""Rule family *fallback*: only victim evidence, a hang (timeouts) or a transport
failure nobody owns; rank 0 is the suspect when ranks timed out in a collective without it.
"""

from __future__ import annotations

from collections import Counter
from typing import Optional

import pyarrow as pa
import pyarrow.compute as pc

from firstfault.catalog import VICTIM_CATEGORIES
from firstfault.correlate.evidence import Hit, JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.common import Finding
from firstfault.model import RANK_GROUPS_SHOWN, compact_ranges


def rule_victims_only(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """Only victim evidence: a hang (timeouts) or a transport failure nobody owns."""
    victims = ev.select(roles=["victim"])
    if not victims.num_rows:
        return None
    cats = Counter(c for c in victims["category"].to_pylist() if c not in VICTIM_CATEGORIES)
    sample = ev.hits(victims.slice(0, 3))
    unranked = victims.filter(pc.is_null(victims["rank"]))
    nodes = set(pc.unique(victims["node"].drop_null()).to_pylist())
    node = next(iter(nodes)) if len(nodes) == 1 and unranked["node"].null_count == 0 else None
    if cats:
        cat = cats.most_common(1)[0][0]
        return Finding(
            "victims_only",
            [],
            cat,
            0.35,
            f"only victim-side errors ({cat}); no rank shows a fault of its own"
            + (f"; every report comes from node {node}" if node else ""),
            node=node,
            scope="node" if node else "job",
            hits=sample,
        )
    died = _peer_died_first(ev, victims)
    if died is not None:
        return Finding(
            "victims_only",
            [],
            "unknown",
            0.3,
            f"{died.sig.title}, before any collective timed out: a process of the job died and no rank's "
            "own fault is in the logs; read that process's output and its node's kernel log (dmesg -T)",
            node=died.node,
            scope="job",
            hits=[died] + [h for h in sample if h.row != died.row][:2],
        )
    n_ranks = len(pc.unique(victims["rank"].drop_null()))
    rank0 = _rank0_elsewhere(ev, victims)
    if rank0 is not None:
        return rank0
    absent = _the_one_not_waiting(ev, victims)
    if absent is not None:
        return absent
    return Finding(
        "victims_only",
        [],
        "hang",
        0.3,
        (f"{n_ranks} rank(s) timed out and nothing separates them" if n_ranks else "a collective timed out on a rank the logs do not name")
        + ": the job hung",
        scope="job",
        hits=sample,
    )


def _peer_died_first(ev: JobEvidence, victims: pa.Table) -> Optional[Hit]:
    """The first report that a peer process died or disconnected (category
    ``peer_failure``: Ray's ActorDiedError, NCCL's remote error, a closed store
    connection) when it came before every collective timeout: the job failed, it did not
    hang. A watchdog times a collective out a whole timeout after it was enqueued
    (ProcessGroupNCCL's watchdog, 10 min by default), so a peer that died stalls the others'
    collectives and its death is reported first; in a hang the timeouts come first and the
    aborts they cause make the disconnects that follow. Before: by exact times, else by
    line order in one stream; when neither tells, None."""
    died = ev.hits(victims.filter(pc.equal(victims["category"], "peer_failure")).slice(0, 1))
    if not died:
        return None
    p = died[0]
    timeouts = ev.hits(victims.filter(pc.is_in(victims["category"], value_set=pa.array(["collective_timeout", "p2p_timeout"]))))
    for t in timeouts:
        if p.ts is not None and t.ts is not None and not (p.ts_inherited or t.ts_inherited):
            if p.ts >= t.ts:
                return None
        elif p.stream != t.stream or p.line_no > t.line_no:
            return None
    return p


def _timed_out(victims: pa.Table) -> tuple[pa.Table, set[int]]:
    """The victims' collective-timeout rows, and the ranks they name."""
    timed_out = victims.filter(pc.equal(victims["category"], "collective_timeout"))
    return timed_out, set(pc.unique(timed_out["rank"].drop_null()).to_pylist())


def _rank0_elsewhere(ev: JobEvidence, victims: pa.Table) -> Optional[Finding]:
    """Ranks timed out waiting in a collective and rank 0 was not among them: in data-
    parallel code rank 0 alone saves checkpoints, evaluates, logs and prepares data
    (``if rank == 0:``), and a rank busy outside the collective enqueues nothing the
    watchdog could time out (ProcessGroupNCCL's watchdog reports only enqueued work). A
    suspect, not a finding: weaker when rank 0's own lines are not in the logs at all, and
    none when, in a known world size, other ranks logged no timeout either."""
    timed_out, ranks = _timed_out(victims)
    if not ranks or 0 in ranks or 0 in ev.ranks_with(["victim", "initiator", "error"]):
        return None
    ws = ev.topology.world_size
    if ws and set(range(1, ws)) - ranks:
        # Other ranks are as quiet as rank 0 (killed by the launcher once the first
        # timeout aborted its process, before their own watchdogs fired): rank 0's
        # silence does not set it apart.
        return None
    seen = 0 in ev.ranks_seen or any(s.rank == 0 for s in ev.streams)
    return Finding(
        "victims_only",
        [0],
        "straggler",
        0.4 if seen else 0.3,
        f"rank(s) {compact_ranges(sorted(ranks), RANK_GROUPS_SHOWN)} timed out waiting in a collective and rank 0 "
        + ("logged no timeout of its own" if seen else "is not among them (its own output is not in the logs)")
        + ": rank 0 is where work outside the collectives runs (saving, evaluation, logging, data preparation); "
        "check what it was doing",
        hits=ev.hits(timed_out.slice(0, 3)),
    )


def _the_one_not_waiting(ev: JobEvidence, victims: pa.Table) -> Optional[Finding]:
    """In a known world size, every rank but one timed out waiting in a collective, and
    that one left no readable output (its log not among the inputs, or unreadable): a
    collective needs every rank, so the one not waiting is where the job stopped, and
    what it did is in the log that is missing. A suspect at low confidence; its own
    output present, the silence rule reads it instead."""
    ws = ev.topology.world_size
    timed_out, ranks = _timed_out(victims)
    if not ws or not ranks:
        return None
    rest = set(range(ws)) - ranks - ev.ranks_with(["victim", "initiator", "error"])
    if len(rest) != 1:
        return None
    (r,) = rest
    if (r in ev.ranks_seen or any(s.rank == r for s in ev.streams)) and r not in ev.unread_ranks:
        return None
    why = "its log could be read only in part" if r in ev.unread_ranks else "its output is not in these logs"
    return Finding(
        "victims_only",
        [r],
        "unknown",
        0.4,
        f"rank(s) {compact_ranges(sorted(ranks), RANK_GROUPS_SHOWN)} timed out waiting in a collective; rank {r}, the only one "
        f"of the {ws} that did not, is where the job stopped, and {why}: read its log (and its node's kernel log)",
        hits=ev.hits(timed_out.slice(0, 3)),
    )

