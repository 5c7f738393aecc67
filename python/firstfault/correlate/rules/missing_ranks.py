"""Rule family *missing ranks*: with a known world size and join failures, ranks that
left no trace never started; ranks announced twice while others never were were given
to two processes.
"""

from __future__ import annotations

from typing import Optional

from firstfault.correlate.evidence import JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.common import Finding, _sig_hits
from firstfault.correlate.terminal import NOT_TRAINING_PROGRESS
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


#: Lines in which each process announces its global rank and the world size once, as it
#: creates its process group.
_ANNOUNCE_SIGS = ("topology.lightning_member",)
#: c10d's store-based barrier after creating a group, with the count of processes that
#: joined (torch/distributed/distributed_c10d.py ``_store_based_barrier``).
_BARRIER_SIGS = ("c10d.store_barrier_waiting", "c10d.store_barrier_timeout")


def rule_duplicate_ranks(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """Two processes started as one rank: one console holds the same global rank announced
    twice (each process announces its own once, as it joins: Lightning's
    "Initializing distributed: GLOBAL_RANK: r, MEMBER: r+1/W",
    lightning/fabric/utilities/distributed.py ``_init_dist_connection``), while some rank
    of the announced world never is, and the job never trained. The launch gave several
    processes the same rank (Lightning under Slurm with ``--ntasks-per-node`` different from
    the devices per node, or without ``srun`` on more than one node; a node rank that is
    the same on every node), so the process group cannot form. Also when c10d's store
    barrier counts more processes joined than the world has ranks."""
    if any(p.signature_id not in NOT_TRAINING_PROGRESS for _s, p, _r in ev.progress):
        return None
    over = [h for h in _sig_hits(ev, *_BARRIER_SIGS, summary=None) if (h.int_field("joined") or 0) > (h.int_field("world_size") or 1 << 30)]
    if over:
        h = over[0]
        return Finding(
            "duplicate_ranks",
            [],
            "config",
            0.6,
            f"{h.int_field('joined')} processes joined the process group's store barrier for a world of "
            f"{h.int_field('world_size')}: a second launch shares the store (MASTER_ADDR:MASTER_PORT, an earlier run "
            "still alive) or processes were given the same rank, and the group cannot form",
            scope="job",
            hits=over[:3],
        )
    hits = [h for h in _sig_hits(ev, *_ANNOUNCE_SIGS, summary=None) if h.rank is not None and h.int_field("world_size")]
    if not hits:
        return None
    ws = max(h.int_field("world_size") for h in hits)
    announced = {h.rank for h in hits}
    per_stream: dict[tuple[str, int], list] = {}
    for h in hits:
        per_stream.setdefault((h.stream, h.rank), []).append(h)
    twice = sorted({r for (_s, r), hs in per_stream.items() if len(hs) > 1})
    missing = sorted(set(range(ws)) - announced)
    if not twice or not missing:
        return None
    return Finding(
        "duplicate_ranks",
        [],
        "config",
        0.6,
        f"rank(s) {compact_ranges(twice, RANK_GROUPS_SHOWN)} were announced by more than one process while rank(s) "
        f"{compact_ranges(missing, RANK_GROUPS_SHOWN)} of the world of {ws} never were: the launch started several "
        "processes as the same rank, and the process group cannot form",
        scope="job",
        hits=[hs[1] for (_s, r), hs in sorted(per_stream.items(), key=lambda kv: kv[0][1]) if len(hs) > 1][:3],
    )
