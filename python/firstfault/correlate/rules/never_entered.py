"""Rule family *never entered*: from the watchdog's work status, a rank that enqueued
nothing beyond what it completed never entered the stuck collective; the rest wait for it.
"""

from __future__ import annotations

from collections import Counter
from typing import Optional

from firstfault.correlate.evidence import Hit, JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.common import Finding
from firstfault.model import RANK_GROUPS_SHOWN, compact_ranges


def rule_never_entered(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """From watchdog work status: a rank that enqueued nothing beyond what it completed (or
    less than the stuck SeqNum) never entered the stuck collective; the rest wait for it."""
    wd = ev.select(sigs=["c10d.watchdog_timeout"])
    seqs = Counter(ev.raw.cols["fields"][r].get("seq_num") for r in wd["row"].to_pylist())
    seqs.pop(None, None)
    if not seqs:
        return None
    stuck = int(seqs.most_common(1)[0][0])
    status: dict[int, tuple[int, int, Hit]] = {}
    for h in ev.hits(ev.select(sigs=["c10d.watchdog_work_status", "c10d.dump_signal"], has_rank=True)):
        enq, done = h.int_field("last_enqueued"), h.int_field("last_completed")
        if enq is not None and done is not None:
            status[h.rank] = (enq, done, h)
    if len(status) < 2:
        return None
    behind = sorted(r for r, (enq, done, _) in status.items() if enq < stuck or enq == done)
    waiting = [r for r, (enq, done, _) in status.items() if enq > done]
    if not behind or not waiting:
        return None
    reason = f"rank(s) {compact_ranges(behind, RANK_GROUPS_SHOWN)} never enqueued collective {stuck} while {len(waiting)} rank(s) were waiting in it"
    # Several ranks that stayed out alike are one fault the logs cannot pin on one of them;
    # when they are every rank of one node, that node is the answer.
    node = _whole_node(ev, behind)
    if node is not None and len(behind) > 1:
        return Finding(
            "never_entered", behind, None, 0.6, f"{reason}: every rank of node {node}", node=node, scope="node", hits=[status[r][2] for r in behind]
        )
    return Finding(
        "never_entered",
        behind,
        None,
        0.8 if len(behind) == 1 else 0.6,
        reason,
        hits=[status[r][2] for r in behind],
        equal_suspects=len(behind) > 1,
        scope="rank" if len(behind) == 1 else "none",
    )


def _whole_node(ev: JobEvidence, ranks: list[int]) -> Optional[str]:
    """The node whose ranks (as the logs place them) are exactly ``ranks``, else None."""
    nodes = {ev.topology.rank_node.get(r) for r in ranks}
    if len(nodes) != 1 or None in nodes:
        return None
    node = nodes.pop()
    return node if ev.topology.ranks_on(node, ev.nodes_named()) == sorted(ranks) else None
