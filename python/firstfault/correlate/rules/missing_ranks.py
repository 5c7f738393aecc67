"""Rule family *missing ranks*: with a known world size and join failures, ranks that
left no trace never started.
"""

from __future__ import annotations

from typing import Optional

from firstfault.correlate.evidence import JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.common import Finding, _sig_hits
from firstfault.model import RANK_GROUPS_SHOWN, compact_ranges


_JOIN_SIGS = ("c10d.store_workers_join_timeout", "c10d.store_wait_timeout", "c10d.store_connect_timeout", "elastic.rendezvous_timeout")


def rule_missing_ranks(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """With a known world size and join failures, ranks that left no trace never started.
    A rank an agent listed in its rendezvous result (``global_ranks=[...]``,
    torch/distributed/elastic/agent/server/api.py ``_rendezvous``) was started: its
    output is just not in these logs (a console without ``--tee``)."""
    ws = ev.topology.world_size
    join = _sig_hits(ev, *_JOIN_SIGS)
    if not ws or not join:
        return None
    seen = set(ev.ranks_seen) | {s.rank for s in ev.streams if s.rank is not None}
    for h in _sig_hits(ev, "elastic.rendezvous_ranks", summary=None):
        seen |= {int(r) for r in (h.fields.get("global_ranks") or "").replace(",", " ").split()}
    missing = sorted(set(range(ws)) - seen)
    if not missing or len(missing) > max(1, ws // 4):
        return None
    joined = [h.int_field("joined") for h in join if h.int_field("joined") is not None]
    consistent = any(ws - j == len(missing) for j in joined)
    return Finding(
        "missing_ranks",
        missing,
        "launcher",
        0.85 if consistent else 0.6,
        f"world size {ws}, but rank(s) {compact_ranges(missing, RANK_GROUPS_SHOWN)} left no log line while the "
        f"others failed to rendezvous" + (f" ({joined[0]}/{ws} joined)" if joined else ""),
        hits=join[:3],
    )
