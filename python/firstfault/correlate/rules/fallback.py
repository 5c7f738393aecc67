"""Rule family *fallback*: only victim evidence, a hang (timeouts) or a transport
failure nobody owns; rank 0 is the suspect when ranks timed out in a collective without it.
"""

from __future__ import annotations

from collections import Counter
from typing import Optional

import pyarrow as pa
import pyarrow.compute as pc

from firstfault.catalog import VICTIM_CATEGORIES
from firstfault.correlate.evidence import JobEvidence
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
    n_ranks = len(pc.unique(victims["rank"].drop_null()))
    rank0 = _rank0_elsewhere(ev, victims)
    if rank0 is not None:
        return rank0
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


def _rank0_elsewhere(ev: JobEvidence, victims: pa.Table) -> Optional[Finding]:
    """Ranks timed out waiting in a collective and rank 0 was not among them: in data-
    parallel code rank 0 alone saves checkpoints, evaluates, logs and prepares data
    (``if rank == 0:``), and a rank busy outside the collective enqueues nothing the
    watchdog could time out (ProcessGroupNCCL's watchdog reports only enqueued work). A
    suspect, not a finding: weaker when rank 0's own lines are not in the logs at all."""
    timed_out = victims.filter(pc.equal(victims["category"], "collective_timeout"))
    ranks = set(pc.unique(timed_out["rank"].drop_null()).to_pylist())
    if not ranks or 0 in ranks or 0 in ev.ranks_with(["victim", "initiator", "error"]):
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
