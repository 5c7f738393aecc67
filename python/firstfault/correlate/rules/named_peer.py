"""Rule family *named peer*: victims that name a peer vote for it.

P2P sender, awaited rank, remote address or store host; chains are followed to their
end (stage 3 naming stage 2 naming stage 1 points at stage 1).
"""

from __future__ import annotations

import ipaddress
from collections import Counter, defaultdict
from typing import Optional

import pyarrow.compute as pc

from firstfault.correlate.evidence import Hit, JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.common import Finding, _sigs_with_group, _ts, describe_rank


_LOOPBACK = ("localhost", "127.", "::1", "[::1]", "::ffff:127.", "[::ffff:127.")


def _addr_host(addr: str) -> str:
    a = addr.strip()
    if a.startswith("[") and "]" in a:
        a = a[1 : a.index("]")]
    elif a.count(":") == 1:
        a = a.split(":")[0]
    return a.split("%")[0]


def _is_loopback(host: str) -> bool:
    h = host.lower()
    if h in ("localhost", "0.0.0.0", "::"):
        return True
    try:
        ip = ipaddress.ip_address(h)
        mapped = getattr(ip, "ipv4_mapped", None)
        return ip.is_loopback or (mapped is not None and mapped.is_loopback)
    except ValueError:
        return False


#: A store client that never connected (torch/csrc/distributed/c10d/socket.cpp: "The
#: client socket has timed out ... while trying to connect", TCPStore's connect retries):
#: the store's server was not there to be waited on, so its host's rank is no hung peer.
_STORE_NEVER_REACHED = frozenset({"c10d.store_connect_timeout", "c10d.store_client_retry", "c10d.store_connect_warning"})


def _peer_votes(ev: JobEvidence) -> tuple[dict[int, list[Hit]], dict[int, set[int]], list[Hit]]:
    """votes: suspect rank -> hits voting; edges: voter rank -> voted ranks; store-hits."""
    votes: dict[int, list[Hit]] = defaultdict(list)
    edges: dict[int, set[int]] = defaultdict(set)
    store_hits: list[Hit] = []
    node_ranks: dict[str, list[int]] = defaultdict(list)
    for r, n in ev.topology.rank_node.items():
        node_ranks[n].append(r)
    voting = _sigs_with_group(ev, "peer_rank", "peer_ranks", "peer_addr", "store_addr", "store_host")
    for h in ev.hits(ev.select(sigs=voting, roles=["victim"])):
        named: list[int] = []
        pr = h.int_field("peer_rank")
        if pr is not None:
            named.append(pr)
        for x in (h.fields.get("peer_ranks") or "").split(","):
            if x.strip().isdigit():
                named.append(int(x))
        addr = h.fields.get("peer_addr")
        if addr and not named:
            host = _addr_host(addr)
            if not _is_loopback(host):
                ranks = node_ranks.get(host) or node_ranks.get(host.split(".")[0]) or []
                if len(ranks) == 1:
                    named.append(ranks[0])
        if not named and (h.fields.get("store_addr") or h.fields.get("store_host")):
            if h.sig.id not in _STORE_NEVER_REACHED:
                store_hits.append(h)
            continue
        for r in named:
            if r == h.rank:
                continue
            votes[r].append(h)
            if h.rank is not None:
                edges[h.rank].add(r)
    return votes, edges, store_hits


def rule_named_peer(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """Victims that name a peer (P2P sender, awaited rank, remote address, store host) vote for it.

    Chains are followed to their end: stage 3 naming stage 2 naming stage 1 points at
    stage 1. A store-host vote (rank 0) is dropped when rank 0 itself reports waiting.
    """
    votes, edges, store_hits = _peer_votes(ev)
    if store_hits and 0 not in votes:
        rank0_waits = 0 in ev.ranks_with(["victim"])
        if not rank0_waits:
            votes[0].extend(store_hits)
    if not votes:
        return None

    def sink(r: int, seen: set[int]) -> int:
        nxt = [v for v in edges.get(r, ()) if v not in seen]
        if len(nxt) != 1:
            return r
        return sink(nxt[0], seen | {r})

    tally: Counter = Counter()
    for r, hs in votes.items():
        tally[sink(r, set())] += len(hs)
    (top, n), *rest = tally.most_common()
    if rest and rest[0][1] == n:
        return None
    voters = sum(tally.values())
    hits = sorted((h for hs in votes.values() for h in hs), key=_ts)
    conf = 0.55 + 0.35 * (n / voters)
    store_only = all(h in store_hits for h in votes.get(top, [])) and top == 0
    reason = (
        f"{n} victim report(s) name {describe_rank(ev, top)}"
        if not store_only
        else f"{n} rank(s) timed out waiting on the store hosted by rank 0"
    )
    own = ev.select(roles=["initiator"], has_rank=True)
    own = own.filter(pc.equal(own["rank"], top))
    category = own["category"][0].as_py() if own.num_rows else None
    return Finding("named_peer", [top], category, min(conf, 0.9) if not store_only else 0.6, reason, hits=hits[:4])
