"""Per-job evidence: matches made comparable across streams and ranks.

Steps (each on the sparse matches of one job, never on log lines):

1. Attribution beyond the line prefix: torchelastic failure-summary blocks give
   the rank of the lines inside them; key=value and NCCL ``Init COMPLETE`` lines
   map (node, local rank) to global ranks; a signature's own ``rank`` / ``node``
   groups describe the rank the line is about.
2. Duplicates collapse: the same event seen in a rank's own file and in the
   launcher's console copy is one event.
3. Precedence: on one line, the most specific signature wins; within one rank's
   burst of errors (one traceback, chained exceptions), a specific initiator
   outranks the generic exception.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Iterable, Optional

from firstfault.catalog import Catalog, Signature

#: Lines that start a torchelastic failure-summary entry and the span it covers.
_ELASTIC_ENTRY_SPAN = 60

_PREFIX_RE = re.compile(r"^(?:\s*(?:\[[A-Za-z_]*\d+\]:|\d+: |\[\d+,\d+\]<std\w+>:))+\s?")


@dataclass(eq=False)
class Hit:
    """One match as correlation sees it.

    ``rank`` is the best-known global rank the line is about; ``summary`` marks lines
    inside a launcher's failure summary (second-hand reports of a worker's failure).
    """

    row: int
    sig: Signature
    stream: str
    line_no: int
    line: str
    fields: dict
    rank: Optional[int]
    local_rank: Optional[int]
    node: Optional[str]
    ts: Optional[int]
    ts_inherited: bool
    before: list
    after: list
    summary: bool = False
    duplicates: int = 0

    @property
    def role(self) -> str:
        return self.sig.role

    @property
    def message(self) -> str:
        """The line without rank/label prefixes (used to recognise duplicates)."""
        return _PREFIX_RE.sub("", self.line)

    def int_field(self, name: str) -> Optional[int]:
        v = self.fields.get(name)
        try:
            return int(v) if v not in (None, "") else None
        except ValueError:
            return None


@dataclass
class StreamInfo:
    """A stream's summary as the native core reports it."""

    name: str
    rank: Optional[int]
    local_rank: Optional[int]
    node: Optional[str]
    lines: int
    first_ts: Optional[int]
    last_ts: Optional[int]
    last_line: str
    progress: list[dict]


@dataclass
class Topology:
    """What the logs say about the job's layout."""

    world_size: Optional[int] = None
    rank_node: dict[int, str] = field(default_factory=dict)
    #: (node, local_rank) -> global rank
    local_to_global: dict[tuple[Optional[str], int], int] = field(default_factory=dict)
    #: per stream: local_rank -> global rank (from key=value lines in that stream)
    stream_local_to_global: dict[str, dict[int, int]] = field(default_factory=dict)
    nodes: set[str] = field(default_factory=set)
    pp_size: Optional[int] = None

    def single_node(self) -> bool:
        return len(self.nodes) <= 1


@dataclass
class JobEvidence:
    """Everything correlation knows about one job."""

    job_id: str
    hits: list[Hit]
    streams: list[StreamInfo]
    topology: Topology
    #: rank -> last time (µs) anything was seen from it (lines, progress, matches)
    last_seen: dict[int, int]
    #: rank -> last progress time (µs)
    last_progress: dict[int, int]
    #: ranks that appear anywhere (streams, matches, progress)
    ranks_seen: set[int]

    def by_role(self, *roles: str) -> list[Hit]:
        return [h for h in self.hits if h.role in roles]


def _elastic_blocks(hits: list[Hit]) -> None:
    """Give lines inside torchelastic failure-summary entries the entry's rank."""
    by_stream: dict[str, list[Hit]] = defaultdict(list)
    for h in hits:
        by_stream[h.stream].append(h)
    for stream_hits in by_stream.values():
        entries = [h for h in stream_hits if h.sig.id == "elastic.failure_rank"]
        if not entries:
            continue
        entries.sort(key=lambda h: h.line_no)
        starts = [e.line_no - 2 for e in entries]  # "time" and "host" precede "rank"
        for i, e in enumerate(entries):
            rank = e.int_field("rank")
            lo = starts[i]
            hi = starts[i + 1] if i + 1 < len(entries) else e.line_no + _ELASTIC_ENTRY_SPAN
            for h in stream_hits:
                if lo <= h.line_no < hi:
                    h.summary = True
                    if rank is not None:
                        h.rank = rank
                    lr = e.int_field("local_rank")
                    if lr is not None:
                        h.local_rank = lr
        # The summary header lines themselves are summary too.
        first = min(starts)
        for h in stream_hits:
            if h.sig.id in ("elastic.root_cause", "elastic.child_failed") and h.line_no <= first + 2 * _ELASTIC_ENTRY_SPAN:
                h.summary = True


def _topology(hits: list[Hit], streams: list[StreamInfo]) -> Topology:
    t = Topology()
    sizes = []
    for h in hits:
        ws = h.int_field("world_size")
        if ws:
            sizes.append(ws)
        if h.sig.id == "megatron.parallel_layout":
            t.pp_size = h.int_field("pp_size") or t.pp_size
        if h.sig.id == "topology.rank_key_values":
            r = h.int_field("rank")
            lr = h.int_field("local_rank")
            node = h.fields.get("node") or h.node
            if r is not None:
                if node:
                    t.rank_node[r] = node
                    t.nodes.add(node)
                if lr is not None:
                    t.local_to_global[(node, lr)] = r
                    t.stream_local_to_global.setdefault(h.stream, {})[lr] = r
        if h.sig.id == "nccl.init_complete" and h.node:
            cr, cs = h.int_field("comm_rank"), h.int_field("comm_size")
            if cr is not None and cs:
                sizes.append(cs)
    if sizes:
        t.world_size = max(sizes)
    for h in hits:
        if h.sig.id == "nccl.init_complete" and h.node and h.int_field("comm_size") == t.world_size:
            r = h.int_field("comm_rank")
            if r is not None:
                t.rank_node.setdefault(r, h.node)
                t.nodes.add(h.node)
    for s in streams:
        if s.node:
            t.nodes.add(s.node)
            if s.rank is not None:
                t.rank_node.setdefault(s.rank, s.node)
    for h in hits:
        if h.node and h.rank is not None and h.sig.id not in ("elastic.failure_host",):
            t.rank_node.setdefault(h.rank, h.node)
            t.nodes.add(h.node)
    return t


def _resolve_rank(h: Hit, t: Topology) -> None:
    """Fill a missing global rank from the signature's own group, local rank and node."""
    # By catalog convention a `rank` / `node` group names the rank / node the line is about.
    r = h.int_field("rank")
    if r is not None:
        h.rank = r
    n = h.fields.get("node")
    if n and n != "localhost":
        h.node = n
    if h.rank is None and h.local_rank is not None:
        per_stream = t.stream_local_to_global.get(h.stream, {})
        if h.local_rank in per_stream:
            h.rank = per_stream[h.local_rank]
        elif (h.node, h.local_rank) in t.local_to_global:
            h.rank = t.local_to_global[(h.node, h.local_rank)]
        elif t.single_node():
            h.rank = h.local_rank
    if h.node is None and h.rank is not None:
        h.node = t.rank_node.get(h.rank)


def _dedupe(hits: list[Hit]) -> list[Hit]:
    """Collapse the same event reported in several streams (rank file + console copy)."""
    best: dict[tuple, Hit] = {}
    order: list[tuple] = []
    for h in hits:
        if h.role == "context" and h.sig.id.startswith(("elastic.", "topology.", "nccl.init")):
            key = (h.stream, h.line_no, h.sig.id)
        else:
            key = (h.rank if h.rank is not None else ("stream", h.stream), h.sig.id, h.message, h.summary)
        cur = best.get(key)
        if cur is None:
            best[key] = h
            order.append(key)
            continue
        cur.duplicates += 1
        # Prefer a line with its own timestamp, then the earliest.
        def score(x: Hit) -> tuple:
            return (x.ts_inherited, x.ts if x.ts is not None else 1 << 62)

        if score(h) < score(cur):
            h.duplicates = cur.duplicates
            best[key] = h
    return [best[k] for k in order]


def _same_line_precedence(hits: list[Hit]) -> list[Hit]:
    """On one line, keep only the most specific signature(s)."""
    top: dict[tuple, int] = {}
    for h in hits:
        k = (h.stream, h.line_no)
        top[k] = max(top.get(k, -1), h.sig.specificity)
    return [h for h in hits if h.sig.specificity >= top[(h.stream, h.line_no)]]


def _ts_key(h: Hit) -> int:
    return h.ts if h.ts is not None else 1 << 62


def build_job_evidence(
    job_id: str,
    hits: list[Hit],
    streams: list[StreamInfo],
    catalog: Catalog,
) -> JobEvidence:
    """Attribute, deduplicate and rank-resolve the matches of one job.

    Args:
        job_id: the job.
        hits: every match of the job (any order).
        streams: summaries of the job's streams.
        catalog: the catalog the hits refer to.

    Returns:
        The :class:`JobEvidence` the correlation rules read.
    """
    _elastic_blocks(hits)
    topo = _topology(hits, streams)
    for s in streams:
        if s.rank is None and s.local_rank is not None:
            m = topo.local_to_global.get((s.node, s.local_rank))
            if m is not None:
                s.rank = m
            elif topo.single_node():
                s.rank = s.local_rank
    for h in hits:
        _resolve_rank(h, topo)
    hits = _same_line_precedence(hits)
    hits = _dedupe(hits)
    hits.sort(key=lambda h: (_ts_key(h), h.stream, h.line_no))

    last_seen: dict[int, int] = {}
    last_progress: dict[int, int] = {}
    ranks_seen: set[int] = set()

    def bump(d: dict[int, int], r: Optional[int], ts: Optional[int]) -> None:
        if r is None:
            return
        ranks_seen.add(r)
        if ts is not None and ts > d.get(r, -(1 << 62)):
            d[r] = ts

    for s in streams:
        bump(last_seen, s.rank, s.last_ts)
        local_map = topo.stream_local_to_global.get(s.name, {})
        for p in s.progress:
            r = p.get("rank")
            if r is None and p.get("local_rank") is not None:
                lr = p["local_rank"]
                r = local_map.get(lr, topo.local_to_global.get((s.node, lr), lr if topo.single_node() else None))
            if r is None:
                r = s.rank
            bump(last_progress, r, p.get("last_ts_micros"))
            bump(last_seen, r, p.get("last_ts_micros"))
    for h in hits:
        if not h.summary:
            bump(last_seen, h.rank, h.ts)
        elif h.rank is not None:
            ranks_seen.add(h.rank)
    return JobEvidence(job_id, hits, streams, topo, last_seen, last_progress, ranks_seen)


def hits_from_columns(cols: dict, summaries: list[dict], catalog: Catalog, stream_names: Iterable[str]) -> list[Hit]:
    """Build :class:`Hit` objects from the native core's match columns.

    ``stream_names[i]`` names stream index ``i`` (the order of the summaries/inputs).
    """
    names = list(stream_names)
    out: list[Hit] = []
    sig = catalog.by_id
    for i in range(len(cols["signature_id"])):
        out.append(
            Hit(
                row=i,
                sig=sig[cols["signature_id"][i]],
                stream=names[cols["stream"][i]],
                line_no=cols["line_no"][i],
                line=cols["line"][i],
                fields=cols["fields"][i],
                rank=cols["rank"][i],
                local_rank=cols["local_rank"][i],
                node=cols["node"][i],
                ts=cols["ts_micros"][i],
                ts_inherited=cols["ts_inherited"][i],
                before=cols["before"][i],
                after=cols["after"][i],
            )
        )
    return out
