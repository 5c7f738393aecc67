"""Per-job evidence: matches made comparable across streams and ranks, as an Arrow table.

Steps (vectorised with pyarrow compute; Python touches only small subsets such as
launcher summaries or topology lines, never every match):

1. Attribution beyond the line prefix: torchelastic failure-summary blocks give
   the rank of the lines inside them; key=value and NCCL ``Init COMPLETE`` lines
   map (node, local rank) to global ranks; a signature's own ``rank`` / ``node``
   groups describe the rank the line is about.
2. Precedence on one line: the most specific signature wins.
3. Duplicates collapse: the same event seen in a rank's own file and in the
   launcher's console copy is one event (the earliest copy with its own timestamp).

Rules read :class:`JobEvidence`: ``table`` (one row per remaining match) for
aggregates, and :meth:`JobEvidence.hits` to materialise the few rows they need
as :class:`Hit` objects.
"""

from __future__ import annotations

import functools
import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Iterable, Optional, Sequence

import pyarrow as pa
import pyarrow.compute as pc

from firstfault.catalog import SEVERITY_RANK, Catalog, Signature
from firstfault.streams import ProgressSummary, StreamInfo  # noqa: F401 - part of this module's names

#: Ranks above this are not ranks (a corrupt field, a number in a name); the outputs
#: store ranks as int32. Mirrors ``MAX_RANK`` in ``rust/attribution.rs``.
MAX_RANK = (1 << 24) - 1

#: Lines a torchelastic failure-summary entry covers after its ``rank`` line.
_ELASTIC_ENTRY_SPAN = 60

#: Prefixes removed to compare the same line across streams (RE2 syntax).
PREFIX_RE = r"^(?:\s*(?:\[[A-Za-z_]*\d+\]:|\d+: |\[\d+,\d+\]<std\w+>:))+\s?"

#: Context signatures whose every line counts (never collapsed as duplicates).
_KEEP_ALL = ("elastic.", "topology.", "nccl.init")

_NEVER = 1 << 62


@dataclass(eq=False)
class Hit:
    """One match as the rules see it (materialised from a row of the job table).

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

    def int_field(self, name: str) -> Optional[int]:
        v = self.fields.get(name)
        try:
            return int(v) if v not in (None, "") else None
        except ValueError:
            return None


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

    def stated_ranks_per_node(self) -> Optional[int]:
        """:meth:`ranks_per_node`, for reports: only when the placed ranks are the whole
        world (counted over some of them, it misleads)."""
        if self.world_size and len(self.rank_node) != self.world_size:
            return None
        return self.ranks_per_node()

    def ranks_per_node(self) -> Optional[int]:
        """Ranks per node when every known node has the same number, else None."""
        counts: dict[str, int] = defaultdict(int)
        for n in self.rank_node.values():
            counts[n] += 1
        sizes = set(counts.values())
        return sizes.pop() if len(sizes) == 1 else None

    def ranks_on(self, node: str, nodes: Iterable[str]) -> list[int]:
        """The global ranks on ``node``: those the logs place there, or, when none are and
        ``node`` is the only one of ``nodes`` (every node of the job) with no rank placed,
        by elimination the ranks below ``world_size`` placed nowhere, when they are as many
        as every other node holds (a node whose logs are lost or empty)."""
        own = sorted(r for r, n in self.rank_node.items() if n == node)
        if own or not self.world_size:
            return own
        placed = set(self.rank_node.values())
        if any(n != node and n not in placed for n in nodes):
            return []
        rest = sorted(set(range(self.world_size)) - set(self.rank_node))
        per_node = self.ranks_per_node()
        return rest if rest and len(rest) == per_node else []

    def stage_of(self, rank: int) -> Optional[int]:
        """Pipeline stage of a global rank (Megatron order: the stage varies slowest); None
        without pipeline parallelism (one stage)."""
        if not self.pp_size or self.pp_size < 2 or not self.world_size or self.world_size % self.pp_size:
            return None
        return rank // (self.world_size // self.pp_size)


class RawMatches:
    """The native core's match columns (Python lists, indexed by row)."""

    def __init__(self, cols: dict, stream_names: Sequence[str]):
        self.cols = cols
        self.stream_names = list(stream_names)

    def __len__(self) -> int:
        return len(self.cols["signature_id"])

    def subset(self, rows: Sequence[int]) -> "RawMatches":
        """These rows only (renumbered from 0 in the given order), sharing the stream
        names: one job's matches, which the correlation may extend with derived rows."""
        return RawMatches({k: [v[r] for r in rows] for k, v in self.cols.items()}, self.stream_names)

    def append(self, row: dict) -> int:
        """Add one row (a value for every column; missing ones are empty) and return its
        index: evidence the correlation derives from stream summaries."""
        n = len(self)
        empty = {"fields": {}, "before": [], "after": [], "line_truncated": False, "ts_inherited": False, "template": ""}
        for k, v in self.cols.items():
            v.append(row.get(k, empty.get(k)))
        return n


@dataclass
class JobEvidence:
    """Everything correlation knows about one job."""

    job_id: str
    table: pa.Table
    raw: RawMatches
    catalog: Catalog
    streams: list[StreamInfo]
    topology: Topology
    #: rank -> last time (µs) anything was seen from it (lines, progress, matches)
    last_seen: dict[int, int]
    #: rank -> last progress time (µs)
    last_progress: dict[int, int]
    #: ranks that appear anywhere (streams, matches, progress)
    ranks_seen: set[int]
    #: ranks of streams whose read stopped at an error: when they went quiet is unknown
    unread_ranks: set[int] = field(default_factory=set)
    #: the problem kind of each of the job's inputs that could not be read completely
    #: (``corrupt_archive``, ``io_error``, ...; from the sources): the failure may be there
    unread_inputs: list[str] = field(default_factory=list)
    #: every progress group: (stream, summary, the global rank it resolves to, or None)
    progress: list[tuple[StreamInfo, ProgressSummary, Optional[int]]] = field(default_factory=list)
    #: failure evidence set aside as transient or as noise after completion: row -> why
    set_aside: dict[int, str] = field(default_factory=dict)
    #: :func:`firstfault.correlate.terminal.settle` ran (it runs once)
    settled: bool = False
    #: the failure lines by template (:class:`~firstfault.model.TemplateGroup`), set by settle
    templates: list = field(default_factory=list)
    _stream_nodes: Optional[dict[str, str]] = field(default=None, repr=False)
    #: what more than one rule derives from the evidence, computed once (by key)
    memo: dict = field(default_factory=dict, repr=False)

    def select(
        self,
        *,
        sigs: Optional[Iterable[str]] = None,
        roles: Optional[Iterable[str]] = None,
        summary: Optional[bool] = False,
        has_rank: Optional[bool] = None,
    ) -> pa.Table:
        """Rows of the job table matching every given condition."""
        t = self.table
        mask = None

        def both(m):
            return m if mask is None else pc.and_(mask, m)

        if sigs is not None:
            mask = both(pc.is_in(t["sig"], value_set=pa.array(list(sigs), pa.string())))
        if roles is not None:
            mask = both(pc.is_in(t["role"], value_set=pa.array(list(roles), pa.string())))
        if summary is not None:
            mask = both(pc.equal(t["summary"], summary))
        if has_rank is not None:
            mask = both(pc.is_valid(t["rank"]) if has_rank else pc.is_null(t["rank"]))
        return t if mask is None else t.filter(mask)

    def hits(self, table: Optional[pa.Table] = None) -> list[Hit]:
        """Materialise rows (default: all) as :class:`Hit` objects, in table order."""
        t = self.table if table is None else table
        c = self.raw.cols
        by_id = self.catalog.by_id
        cols = {k: t[k].to_pylist() for k in ("row", "sig", "stream", "line_no", "rank", "local_rank", "node", "ts", "ts_inherited", "summary", "duplicates")}
        out = []
        for i in range(t.num_rows):
            r = cols["row"][i]
            out.append(
                Hit(
                    row=r,
                    sig=by_id[cols["sig"][i]],
                    stream=cols["stream"][i],
                    line_no=cols["line_no"][i],
                    line=c["line"][r],
                    fields=c["fields"][r],
                    rank=cols["rank"][i],
                    local_rank=cols["local_rank"][i],
                    node=cols["node"][i],
                    ts=cols["ts"][i],
                    ts_inherited=cols["ts_inherited"][i],
                    before=c["before"][r],
                    after=c["after"][r],
                    summary=cols["summary"][i],
                    duplicates=cols["duplicates"][i],
                )
            )
        return out

    def stream_nodes(self) -> dict[str, str]:
        """stream name -> node: the stream's own (from its path), or the one node of every
        rank whose lines it holds (a node's console: ``[default0]:`` workers and the agent)."""
        if self._stream_nodes is not None:
            return self._stream_nodes
        seen: dict[str, set] = defaultdict(set)
        for s, _, r in self.progress:
            if r is not None:
                seen[s.name].add(self.topology.rank_node.get(r))
        ranked = self.table.filter(pc.is_valid(self.table["rank"]))
        for name, r in zip(ranked["stream"].to_pylist(), ranked["rank"].to_pylist()):
            seen[name].add(self.topology.rank_node.get(r))
        out = {}
        for s in self.streams:
            nodes = seen.get(s.name, set())
            if s.node:
                out[s.name] = s.node
            elif len(nodes) == 1 and None not in nodes:
                out[s.name] = next(iter(nodes))
        self._stream_nodes = out
        return out

    def nodes_named(self) -> set[str]:
        """Every node the job's streams or ranks are placed on (:meth:`stream_nodes`,
        ``topology.rank_node``)."""
        return set(self.stream_nodes().values()) | set(self.topology.rank_node.values())

    def template_of(self, h: "Hit") -> str:
        """The message of a match's line with its variable parts masked and its margins
        stripped (the core's ``template``: numbers, addresses, paths, ranks); empty for a
        derived row or a role the core gives none."""
        return (self.raw.cols["template"][h.row] or "").strip() if h.row < len(self.raw) else ""

    def node_of(self, h: "Hit") -> Optional[str]:
        """The node of a match: its own, its rank's, or its stream's (:meth:`stream_nodes`)."""
        return h.node or (self.topology.rank_node.get(h.rank) if h.rank is not None else None) or self.stream_nodes().get(h.stream)

    def ranks_with(self, roles: Iterable[str], summary: bool = False) -> set[int]:
        """Distinct ranks that have a match of these roles."""
        t = self.select(roles=roles, summary=summary, has_rank=True)
        return set(pc.unique(t["rank"]).to_pylist())


def _catalog_arrays(catalog: Catalog) -> dict[str, pa.Array]:
    sigs = catalog.every_signature
    return {
        "ids": pa.array([s.id for s in sigs], pa.string()),
        "role": pa.array([s.role for s in sigs], pa.string()),
        "category": pa.array([s.category for s in sigs], pa.string()),
        "specificity": pa.array([s.specificity for s in sigs], pa.int16()),
        "severity": pa.array([SEVERITY_RANK[s.severity] for s in sigs], pa.int8()),
    }


def field_identity(fields: dict) -> tuple[Optional[int], Optional[int], Optional[str]]:
    """(rank, local rank, node) a match's own regex groups name (None where it names
    none, or an out-of-range number, or ``localhost``): what the line is about, which
    beats what its prefix said (an agent's line about one of its workers)."""
    r, lr, n = fields.get("rank"), fields.get("local_rank"), fields.get("node")
    rank = int(r) if r is not None and r.lstrip("-").isdigit() and 0 <= int(r) <= MAX_RANK else None
    local = int(lr) if lr is not None and lr.isdigit() and int(lr) <= MAX_RANK else None
    return rank, local, (n if n and n != "localhost" else None)


@functools.lru_cache(maxsize=32)
def signatures_with_groups(catalog: Catalog, groups: tuple[str, ...]) -> tuple[str, ...]:
    """Ids of the signatures whose regex has one of the named ``groups``, in catalog
    order. Once per catalog (by identity) and group set: a job's rules ask a score of
    times."""
    return tuple(s.id for s in catalog.every_signature if s.regex and any(f"(?P<{g}>" in s.regex for g in groups))


def _about_groups(catalog: Catalog) -> tuple[str, ...]:
    """Signatures whose regex names the rank, local rank or node a line is about (an
    agent's line about one of its workers names its local rank)."""
    return signatures_with_groups(catalog, ("rank", "local_rank", "node"))


def base_table(raw: RawMatches, rows: Sequence[int], catalog: Catalog) -> pa.Table:
    """The job's matches as a table (global ``row`` index kept for materialising)."""
    c = raw.cols
    take = lambda name: [c[name][r] for r in rows]  # noqa: E731
    names = raw.stream_names
    ids = take("signature_id")
    if catalog.variants:
        # A family's match stands for the row of its value (sparse: families only).
        families = {s.id for s in catalog.signatures if s.values}
        ids = [catalog.resolve(i, c["fields"][r]) if i in families else i for i, r in zip(ids, rows)]
    sig = pa.array(ids, pa.string())
    arrs = _catalog_arrays(catalog)
    idx = pc.index_in(sig, value_set=arrs["ids"])
    return pa.table(
        {
            "row": pa.array(rows, pa.int64()),
            "sig": sig,
            "role": pc.take(arrs["role"], idx),
            "category": pc.take(arrs["category"], idx),
            "specificity": pc.take(arrs["specificity"], idx),
            "severity": pc.take(arrs["severity"], idx),
            "stream": pa.array([names[c["stream"][r]] for r in rows], pa.string()),
            "line_no": pa.array(take("line_no"), pa.int64()),
            "rank": pa.array(take("rank"), pa.int64()),
            "local_rank": pa.array(take("local_rank"), pa.int64()),
            "node": pa.array(take("node"), pa.string()),
            "ts": pa.array(take("ts_micros"), pa.int64()),
            "ts_inherited": pa.array(take("ts_inherited"), pa.bool_()),
            "summary": pa.array([False] * len(rows), pa.bool_()),
            "template": pa.array(take("template"), pa.string()),
        }
    )


def _set_column(t: pa.Table, name: str, values: list) -> pa.Table:
    i = t.schema.get_field_index(name)
    return t.set_column(i, t.schema.field(i), pa.array(values, t.schema.field(i).type))


def _entry_end(lines: list, rows: list, ordered: list[int], line_no: list, e: int, hi: int) -> int:
    """The line number where the torchelastic summary entry whose ``rank`` line is match
    ``e`` ends, at most ``hi``: its lines after ``rank`` are indented under the label the
    rank line carries (``exitcode``, ``error_file``, and the error file's traceback, which
    torchelastic re-indents: torch/distributed/elastic/multiprocessing/errors/__init__.py,
    ``_format_failure``), so the first matched line that is not ends it (another rank's
    ``[rank0]:`` line printed between two summaries)."""
    m = re.match(r"(.*?)\s+rank\s*:", lines[rows[e]])
    label = m.group(1) if m else ""
    for i in ordered:
        if line_no[i] <= line_no[e] or line_no[i] >= hi:
            continue
        text = lines[rows[i]]
        if not (text.startswith(label) and text[len(label) : len(label) + 1].isspace()):
            return line_no[i]
    return hi


def _apply_overrides(t: pa.Table, raw: RawMatches, catalog: Catalog) -> tuple[pa.Table, list[tuple]]:
    """Rank/node from signatures' own groups and from torchelastic summary blocks.

    Returns the table and the topology rows ``(sig, stream, fields, rank, node)`` seen.
    """
    c = raw.cols
    rank = t["rank"].to_pylist()
    local = t["local_rank"].to_pylist()
    node = t["node"].to_pylist()
    summary = t["summary"].to_pylist()
    rows = t["row"].to_pylist()
    sig = t["sig"].to_pylist()
    stream = t["stream"].to_pylist()
    line_no = t["line_no"].to_pylist()
    about = set(_about_groups(catalog))
    about_idx = pc.indices_nonzero(pc.is_in(t["sig"], value_set=pa.array(sorted(about), pa.string()))).to_pylist() if about else []
    for i in about_idx:
        r, lr, n = field_identity(c["fields"][rows[i]])
        rank[i] = r if r is not None else rank[i]
        local[i] = lr if lr is not None else local[i]
        node[i] = n or node[i]
    # torchelastic failure-summary entries: the lines of an entry are about its rank.
    entry_idx = pc.indices_nonzero(pc.equal(t["sig"], "elastic.failure_rank")).to_pylist()
    if entry_idx:
        streams_with = {stream[i] for i in entry_idx}
        in_streams = pc.indices_nonzero(pc.is_in(t["stream"], value_set=pa.array(sorted(streams_with), pa.string()))).to_pylist()
        per_stream: dict[str, list[int]] = defaultdict(list)
        for i in in_streams:
            per_stream[stream[i]].append(i)
        for s, idxs in per_stream.items():
            entries = sorted((i for i in idxs if sig[i] == "elastic.failure_rank"), key=lambda i: line_no[i])
            starts = [line_no[e] - 2 for e in entries]  # "time" and "host" precede "rank"
            for k, e in enumerate(entries):
                lo = starts[k]
                hi = starts[k + 1] if k + 1 < len(entries) else line_no[e] + _ELASTIC_ENTRY_SPAN
                hi = _entry_end(c["line"], rows, sorted(idxs, key=lambda i: line_no[i]), line_no, e, hi)
                er, elr = rank[e], local[e]
                for i in idxs:
                    if lo <= line_no[i] < hi:
                        summary[i] = True
                        if er is not None:
                            rank[i] = er
                        if elr is not None:
                            local[i] = elr
            first = min(starts)
            for i in idxs:
                if sig[i] in ("elastic.root_cause", "elastic.child_failed") and line_no[i] <= first + 2 * _ELASTIC_ENTRY_SPAN:
                    summary[i] = True
                if sig[i] == "elastic.root_cause":
                    # The header introduces the entry below it ("[0]:", time, host, rank),
                    # not the one above it.
                    nxt = next((e for e in entries if line_no[e] > line_no[i]), None)
                    near = nxt is not None and line_no[nxt] - line_no[i] <= 6
                    rank[i] = rank[nxt] if near else None
                    local[i] = local[nxt] if near else None
    _pdsh_nodes(t, c, rows, sig, stream, node)
    _describe_nodes(sig, stream, line_no, c, rows, node)
    kv = pc.indices_nonzero(pc.equal(t["sig"], "topology.rank_key_values")).to_pylist()
    for i in kv:
        # The regex reads host and local rank only before the rank; the keys come in any order.
        f = c["fields"][rows[i]]
        if f.get("node") and f.get("local_rank"):
            continue
        f = dict(f)
        for key, pattern in _KEY_VALUES:
            m = pattern.search(c["line"][rows[i]])
            if m and not f.get(key):
                f[key] = m.group(1)
        c["fields"][rows[i]] = f
        _, lr, n = field_identity(f)
        node[i] = node[i] or n
        local[i] = local[i] if local[i] is not None else lr
    topo_rows = [
        (sig[i], stream[i], c["fields"][rows[i]], rank[i], node[i], local[i])
        for i in pc.indices_nonzero(
            pc.is_in(
                t["sig"], value_set=pa.array(["topology.rank_key_values", "nccl.init_complete", "megatron.parallel_layout", "deepspeed.world_info", "elastic.rendezvous_ranks", *_srun_task_sigs(pc.unique(t["sig"]).to_pylist())], pa.string())
            )
        ).to_pylist()
    ]
    t = _set_column(t, "rank", rank)
    t = _set_column(t, "local_rank", local)
    t = _set_column(t, "node", node)
    t = _set_column(t, "summary", summary)
    return t, topo_rows


#: ``key=value`` identity keys, read in any order (``topology.rank_key_values``).
_KEY_VALUES = (
    ("node", re.compile(r"\b(?:host(?:name)?|node)=([\w.-]+)")),
    ("local_rank", re.compile(r"\blocal_rank=(\d+)")),
    ("world_size", re.compile(r"\bworld_size=(\d+)")),
)

def _task_ids(text: Optional[str]) -> list[int]:
    """srun's task list (``3``, ``0-7``, ``8-12,14-15``, ``[0-3]``) as numbers; ids above
    :data:`MAX_RANK` or a list of more than :data:`MAX_RANK` + 1 ids give nothing."""
    out: list[int] = []
    for part in (text or "").strip("[]").split(","):
        lo, _, hi = part.partition("-")
        if not lo.isdigit() or (hi and not hi.isdigit()):
            return []
        a, b = int(lo), int(hi or lo)
        if b < a or b > MAX_RANK or len(out) + b - a > MAX_RANK:
            return []
        out.extend(range(a, b + 1))
    return out


def _ints(text: Optional[str]) -> list[int]:
    """The numbers of a printed list (``0, 1, 2`` or ``[0, 1, 2]``), ranks above
    :data:`MAX_RANK` left out."""
    return [int(x) for x in (text or "").strip("[]").replace(" ", "").split(",") if x.isdigit() and int(x) <= MAX_RANK]


#: The hosts of a DeepSpeed world info dict (``{'host-a': [0, 1], 'host-b': [0, 1]}``),
#: with their lists of GPUs or ranks.
_WORLD_HOST = re.compile(r"'([^']+)': \[([\d, ]*)\]")


def _describe_nodes(sig: list, stream: list, line_no: list, c: dict, rows: list, node: list) -> None:
    """In ``kubectl describe pod`` output, a match without a node below a pod's ``Node:``
    line (``k8s.describe_node``) is that pod's, up to the next pod's: the container states
    and events the command prints follow the header that names the node
    (kubectl/pkg/describe/describe.go, describePod). In place on ``node``."""
    heads = [i for i, s in enumerate(sig) if s == "k8s.describe_node"]
    if not heads:
        return
    by_stream: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for i in heads:
        n = c["fields"][rows[i]].get("node")
        if n:
            by_stream[stream[i]].append((line_no[i], n))
    for v in by_stream.values():
        v.sort()
    for i, s in enumerate(stream):
        if node[i] is None and s in by_stream:
            above = [n for ln, n in by_stream[s] if ln <= line_no[i]]
            if above:
                node[i] = above[-1]


def _pdsh_nodes(t: pa.Table, c: dict, rows: list, sig: list, stream: list, node: list) -> None:
    """Under pdsh (DeepSpeed's multi-node runner) every line a host prints starts with
    ``<host>: `` (pdsh(1)). In a stream where the launcher's lines name the hosts
    (``deepspeed.pdsh_command``'s ``-w`` list, the world info dict, the launcher's exit
    line), a match without a node whose line starts with one of them is that host's.
    In place on ``node``."""
    named = pc.indices_nonzero(
        pc.is_in(t["sig"], value_set=pa.array(["deepspeed.pdsh_command", "deepspeed.world_info", "deepspeed.launcher_exit"], pa.string()))
    ).to_pylist()
    if not named:
        return
    hosts: dict[str, set[str]] = defaultdict(set)
    for i in named:
        f = c["fields"][rows[i]]
        found = [h for h in (f.get("hosts") or "").split(",") if h]
        found += [h for h, _ in _WORLD_HOST.findall(f.get("world") or "")]
        found += [f["node"]] if f.get("node") else []
        hosts[stream[i]].update(h for h in found if h != "localhost")
    for i, s in enumerate(stream):
        if node[i] is None and hosts.get(s):
            line = c["line"][rows[i]]
            head = line[: line.find(": ")] if ": " in line[:256] else None
            if head in hosts[s]:
                node[i] = head


def _world_ranks(f: dict) -> dict[int, str]:
    """rank -> host from a ``deepspeed.world_info`` match: the printed global ranks of
    ``global_rank_mapping``, else the world info dict's GPUs numbered host after host in
    its order (deepspeed/launcher/launch.py assigns them so)."""
    pairs = _WORLD_HOST.findall(f.get("world") or "")
    out: dict[int, str] = {}
    nxt = 0
    for host, items in pairs:
        ids = _ints(items)
        if f.get("mapping"):
            out.update((r, host) for r in ids)
        else:
            out.update((r, host) for r in range(nxt, nxt + len(ids)) if r <= MAX_RANK)
            nxt += len(ids)
    return out


def _topology(topo_rows: list[tuple], ws_fields: list[int], t: pa.Table, streams: list[StreamInfo]) -> Topology:
    topo = Topology()
    sizes = list(ws_fields)
    for sig, stream, f, rank, node, local in topo_rows:
        if sig == "megatron.parallel_layout" and f.get("pp_size", "").isdigit():
            topo.pp_size = int(f["pp_size"])
        if sig == "topology.rank_key_values" and rank is not None:
            # Without a local_rank key, the line's own local rank (torchrun's [defaultN]: prefix).
            lr = f.get("local_rank") or (str(local) if local is not None else None)
            if node:
                topo.rank_node[rank] = node
                topo.nodes.add(node)
            if lr is not None and lr.isdigit():
                topo.local_to_global[(node, int(lr))] = rank
                topo.stream_local_to_global.setdefault(stream, {})[int(lr)] = rank
        if sig == "nccl.init_complete" and f.get("comm_size", "").isdigit():
            sizes.append(int(f["comm_size"]))
        if sig == "elastic.rendezvous_ranks":
            # In local-rank order (the agent lists its workers so); a later attempt's
            # rendezvous may hand out other ranks: the last one read wins.
            ranks = _ints(f.get("global_ranks"))
            topo.stream_local_to_global.setdefault(stream, {}).update(enumerate(ranks))
            if node:
                for r in ranks:
                    topo.rank_node.setdefault(r, node)
        if sig == "deepspeed.world_info":
            ranks = _world_ranks(f)
            multi = len(set(ranks.values())) > 1  # one 'localhost' names no node
            for r, host in ranks.items():
                if multi:
                    topo.rank_node.setdefault(r, host)
                    topo.nodes.add(host)
            if ranks:
                sizes.append(max(ranks) + 1)
    # srun names each node's tasks ("srun: error: host-a: tasks 0-7: Killed"); when srun
    # starts the ranks themselves (SLURM_PROCID is the rank), those ranks ran on that node.
    if _srun_starts_ranks(pc.unique(t["sig"]).to_pylist()):
        for sig, _, f, _, node, _ in topo_rows:
            if sig.split(":", 1)[0] in _SRUN_TASK_SIGS and node:
                for r in _task_ids(f.get("tasks")):
                    topo.rank_node.setdefault(r, node)
                    topo.nodes.add(node)
    if sizes:
        topo.world_size = max(sizes)
    for sig, stream, f, rank, node, _ in topo_rows:
        if sig == "nccl.init_complete" and node and f.get("comm_size") == str(topo.world_size) and f.get("comm_rank", "").isdigit():
            topo.rank_node.setdefault(int(f["comm_rank"]), node)
            topo.nodes.add(node)
    for s in streams:
        if s.node:
            topo.nodes.add(s.node)
            if s.rank is not None:
                topo.rank_node.setdefault(s.rank, s.node)
    pairs = t.filter(pc.and_(pc.is_valid(t["rank"]), pc.is_valid(t["node"]))).group_by(["rank", "node"], use_threads=False).aggregate([])
    for r, n in zip(pairs["rank"].to_pylist(), pairs["node"].to_pylist()):
        topo.rank_node.setdefault(r, n)
        topo.nodes.add(n)
    return topo


def _ranks_by_pid(t: pa.Table, raw: RawMatches) -> pa.Table:
    """A match without a rank whose line names a local rank and a process id (torchrun's
    agent: ``failed (exitcode: -9) local_rank: 1 (pid: 88213)``) takes the rank of the matches that name
    the same pid with a rank (the failure summary's ``rank : 5 (local_rank: 1)`` entry with
    ``exitcode : -9 (pid: 88213)``): a local rank alone is ambiguous across nodes, the pid
    is not while the process lives. Only a pid with one rank, on one node, is used."""
    fields = raw.cols["fields"]
    rows = t["row"].to_pylist()
    with_pid = [i for i, r in enumerate(rows) if fields[r].get("pid")]
    if not with_pid:
        return t
    rank = t["rank"].to_pylist()
    local = t["local_rank"].to_pylist()
    node = t["node"].to_pylist()
    known: dict[str, set] = defaultdict(set)
    for i in with_pid:
        if rank[i] is not None:
            known[fields[rows[i]]["pid"]].add((rank[i], node[i]))
    changed = False
    for i in with_pid:
        seen = known.get(fields[rows[i]]["pid"])
        if rank[i] is not None or local[i] is None or not seen or len({r for r, _ in seen}) != 1:
            continue
        nodes = {n for _, n in seen if n}
        if len(nodes) > 1 or (node[i] and nodes and node[i] not in nodes):
            continue
        rank[i] = next(iter(seen))[0]
        changed = True
    return _set_column(t, "rank", rank) if changed else t


#: Ray's prefix on a worker's line as the driver prints it: ``(WorkerDict pid=3490362,
#: ip=10.0.0.2)`` (ray-project/ray python/ray/_private/worker.py, print_worker_logs), in
#: colour escapes when the console had them.
_RAY_PROCESS = re.compile(r"^(?:\x1b\[[\d;]*m)*\((?:[\w.]+ )?pid=(\d+)(?:, ip=([\w.:-]+))?\)")


def _ranks_by_ray_process(t: pa.Table, raw: RawMatches) -> pa.Table:
    """A match without a rank on a Ray worker's line takes the rank the same worker
    process (its pid and node in Ray's prefix, in the same stream) names on its other
    lines (``(WorkerDict pid=3490362) [rank1]:[E1118 ...] Watchdog caught ...``): one
    process is one rank. Its lines without a rank prefix (a fatal-signal report, the
    abort after a watchdog timeout) are that rank's. Only a process with one rank is used."""
    rows = t["row"].to_pylist()
    lines = raw.cols["line"]
    procs = [(_RAY_PROCESS.match(lines[r]) if "pid=" in lines[r][:200] else None) for r in rows]
    if not any(procs):
        return t
    rank = t["rank"].to_pylist()
    stream = t["stream"].to_pylist()
    key = [(stream[i], m.group(1), m.group(2)) if m else None for i, m in enumerate(procs)]
    known: dict[tuple, set] = defaultdict(set)
    for i, k in enumerate(key):
        if k is not None and rank[i] is not None:
            known[k].add(rank[i])
    changed = False
    for i, k in enumerate(key):
        if k is not None and rank[i] is None and len(known.get(k, ())) == 1:
            rank[i] = next(iter(known[k]))
            changed = True
    return _set_column(t, "rank", rank) if changed else t


#: NCCL's per-communicator lines, printed by the process of the rank they name
#: (NVIDIA/nccl src/init.cc: "comm %p rank %d nranks %d cudaDev %d ... - Init COMPLETE";
#: ncclCommAbort's "- Abort COMPLETE").
_COMM_LINES = ("nccl.init_complete", "nccl.comm_abort")


def _ranks_by_comm_lines(t: pa.Table, raw: RawMatches, streams: list[StreamInfo], topo: Topology) -> pa.Table:
    """A stream with no rank of its own (no path rank, no line prefixes) whose NCCL
    communicator lines for the job's whole world all name one rank is that rank's output
    (a node's console with one process, a pasted console): its matches and the stream
    take that rank. Sub-communicators (fewer ranks than the world) number their own ranks
    and are not read. In place on ``streams``."""
    comm = pc.indices_nonzero(pc.is_in(t["sig"], value_set=pa.array(list(_COMM_LINES), pa.string()))).to_pylist()
    if not comm:
        return t
    rows, stream = t["row"].to_pylist(), t["stream"].to_pylist()
    named: dict[str, set[int]] = defaultdict(set)
    sizes = [int(raw.cols["fields"][rows[i]].get("comm_size") or 0) for i in comm]
    world = topo.world_size or max(sizes)
    for i, size in zip(comm, sizes):
        r = raw.cols["fields"][rows[i]].get("comm_rank", "")
        if size == world and world > 1 and r.isdigit():
            named[stream[i]].add(int(r))
    rank = t["rank"].to_pylist()
    prefixed = {stream[i] for i, r in enumerate(rank) if r is not None}
    own = {
        s.name: next(iter(named[s.name]))
        for s in streams
        if s.rank is None and len(named.get(s.name, ())) == 1 and s.name not in prefixed and not any(p.rank is not None for p in s.progress)
    }
    if not own:
        return t
    for s in streams:
        if s.name in own:
            s.rank = own[s.name]
    return _set_column(t, "rank", [own.get(st, r) if r is None else r for st, r in zip(stream, rank)])


#: srun's reports of its tasks ("srun: error: <node>: task N: ..."), whose task number
#: is read as the rank.
_SRUN_TASK_SIGS = ("slurm.task_signal", "slurm.task_exit_code", "slurm.task_oom")
#: Lines only a per-node launcher prints (torchrun's agent, DeepSpeed's launch.py).
_PER_NODE_LAUNCHER = re.compile(r"^(?:elastic\.|deepspeed\.launcher_)")


def _srun_starts_ranks(sigs: Iterable[str]) -> bool:
    """Whether srun's tasks are the ranks: no line of a per-node launcher among ``sigs``
    (see :func:`_srun_tasks_of_launchers`)."""
    return not any(_PER_NODE_LAUNCHER.match(s) for s in sigs)


def _srun_task_sigs(sigs: Iterable[str]) -> set[str]:
    """Of ``sigs``, srun's task reports (:data:`_SRUN_TASK_SIGS`), the variants of their
    value tables included (``slurm.task_signal:Killed``)."""
    return {s for s in sigs if s.split(":", 1)[0] in _SRUN_TASK_SIGS}


def _srun_tasks_of_launchers(t: pa.Table) -> pa.Table:
    """srun's task number is the rank only when srun starts the ranks themselves. When it
    starts a per-node launcher (``srun --ntasks-per-node=1 torchrun ...``, DeepSpeed's
    launcher), task N is node N's launcher (SLURM_PROCID of torchrun) and the ranks are
    numbered by the launcher: the report names the node, not a rank. A job whose logs
    hold the launcher's own lines is such a job."""
    if not t.num_rows:
        return t
    sigs = set(pc.unique(t["sig"]).to_pylist())
    tasks = _srun_task_sigs(sigs)
    if not tasks or _srun_starts_ranks(sigs):
        return t
    task = pc.is_in(t["sig"], value_set=pa.array(sorted(tasks), pa.string()))
    i = t.schema.get_field_index("rank")
    return t.set_column(i, "rank", pc.if_else(task, pa.scalar(None, t["rank"].type), t["rank"]))


def _resolve_ranks(t: pa.Table, topo: Topology) -> pa.Table:
    """Fill missing global ranks from local ranks, and missing nodes from ranks."""
    need = pc.indices_nonzero(pc.and_(pc.is_null(t["rank"]), pc.is_valid(t["local_rank"]))).to_pylist()
    rank = t["rank"].to_pylist() if need else None
    if need:
        local = t["local_rank"].to_pylist()
        node = t["node"].to_pylist()
        stream = t["stream"].to_pylist()
        single = topo.single_node()
        for i in need:
            per_stream = topo.stream_local_to_global.get(stream[i], {})
            lr = local[i]
            if lr in per_stream:
                rank[i] = per_stream[lr]
            elif (node[i], lr) in topo.local_to_global:
                rank[i] = topo.local_to_global[(node[i], lr)]
            elif single:
                rank[i] = lr
        t = _set_column(t, "rank", rank)
    need_node = pc.indices_nonzero(pc.and_(pc.is_null(t["node"]), pc.is_valid(t["rank"]))).to_pylist()
    if need_node and topo.rank_node:
        node = t["node"].to_pylist()
        rank = t["rank"].to_pylist()
        for i in need_node:
            node[i] = topo.rank_node.get(rank[i])
        t = _set_column(t, "node", node)
    return t


#: Roles whose matches say something failed; on one line they compete only with each other.
FAILURE_ROLES = ("initiator", "victim", "error")


def _backfill_ts(t: pa.Table) -> pa.Table:
    """A match without a time of its own or inherited (no earlier line of its stream had
    one) happened no later than the next timed match of its stream: it takes that time,
    marked inherited, so that ordering by time keeps each stream's line order."""
    missing = pc.sum(pc.cast(pc.is_null(t["ts"]), pa.int64())).as_py() or 0
    if not missing or missing == t.num_rows:
        return t
    stream, line_no, ts = (t[c].to_pylist() for c in ("stream", "line_no", "ts"))
    inherited = t["ts_inherited"].to_pylist()
    nxt: dict[str, int] = {}
    for i in sorted(range(len(ts)), key=lambda i: (stream[i], line_no[i]), reverse=True):
        if ts[i] is not None:
            nxt[stream[i]] = ts[i]
        elif stream[i] in nxt:
            ts[i], inherited[i] = nxt[stream[i]], True
    return _set_column(_set_column(t, "ts", ts), "ts_inherited", inherited)


def _same_line_precedence(t: pa.Table) -> pa.Table:
    """On one line, keep only the most specific signature(s) among failure evidence and,
    apart, among the rest (a context entry never hides the line's failure evidence).

    Generic failure lines (role ``error``) stand for lines no catalog entry knows: a line
    that a catalog entry of another role also matched (torchrun's agent logging a
    worker's exit at ERROR level, ``elastic.worker_failed``) is read as that entry says."""
    known = t.filter(pc.invert(pc.is_in(t["role"], value_set=pa.array(["error", "progress"]))))
    if known.num_rows:
        generic = pc.equal(t["role"], "error")
        line_key = lambda tab: pc.binary_join_element_wise(tab["stream"], pc.cast(tab["line_no"], pa.string()), "\x1f")  # noqa: E731
        t = t.filter(pc.invert(pc.and_(generic, pc.is_in(line_key(t), value_set=line_key(known)))))
    t = t.append_column("_failure", pc.is_in(t["role"], value_set=pa.array(FAILURE_ROLES)))
    keys = ["stream", "line_no", "_failure"]
    top = t.group_by(keys, use_threads=False).aggregate([("specificity", "max")])
    j = t.join(top, keys, join_type="inner", use_threads=False)
    return j.filter(pc.greater_equal(j["specificity"], j["specificity_max"])).drop_columns(["specificity_max", "_failure"])


def _dedupe(t: pa.Table, raw: RawMatches) -> pa.Table:
    """Collapse the same event reported in several streams (a rank's file + the console copy).

    Only (rank, signature) groups seen in more than one stream can hold duplicates;
    the other rows pass untouched, so the common one-file-per-rank layout costs one
    group-by.
    """
    ranked = pc.is_valid(t["rank"])
    multi = t.filter(ranked).group_by(["rank", "sig"], use_threads=False).aggregate([("stream", "count_distinct")])
    multi = multi.filter(pc.greater(multi["stream_count_distinct"], 1))
    if not multi.num_rows:
        return t.append_column("duplicates", pa.array([0] * t.num_rows, pa.int64()))
    key = pc.binary_join_element_wise(pc.cast(t["rank"], pa.string()), t["sig"], "\x1f")
    mkey = pc.binary_join_element_wise(pc.cast(multi["rank"], pa.string()), multi["sig"], "\x1f")
    suspect = pc.fill_null(pc.is_in(key, value_set=mkey), False)
    rest = t.filter(pc.invert(suspect))
    rest = rest.append_column("duplicates", pa.array([0] * rest.num_rows, pa.int64()))
    return pa.concat_tables([rest, _dedupe_rows(t.filter(suspect), raw)])


def _dedupe_rows(t: pa.Table, raw: RawMatches) -> pa.Table:
    lines = pa.array([raw.cols["line"][r] for r in t["row"].to_pylist()], pa.string())
    message = pc.replace_substring_regex(lines, pattern=PREFIX_RE, replacement="")
    keep_all = pc.or_(pc.or_(pc.starts_with(t["sig"], _KEEP_ALL[0]), pc.starts_with(t["sig"], _KEEP_ALL[1])), pc.starts_with(t["sig"], _KEEP_ALL[2]))
    unique = pc.cast(t["row"], pa.string())
    message = pc.if_else(keep_all, unique, message)
    # Rows without a rank are only duplicates within their own stream.
    rank_key = pc.if_else(pc.is_valid(t["rank"]), pc.cast(t["rank"], pa.string()), pc.binary_join_element_wise("stream:", t["stream"], ""))
    keyed = t.append_column("_msg", message).append_column("_rk", rank_key)
    ts_order = pc.if_else(pc.is_valid(keyed["ts"]), keyed["ts"], pa.scalar(_NEVER, pa.int64()))
    keyed = keyed.append_column("_tso", ts_order)
    keyed = keyed.sort_by([("ts_inherited", "ascending"), ("_tso", "ascending"), ("row", "ascending")])
    groups = keyed.group_by(["_rk", "sig", "_msg", "summary"], use_threads=False).aggregate([("row", "first"), ("row", "count")])
    first = groups["row_first"]
    dup = pc.subtract(groups["row_count"], 1)
    kept = keyed.filter(pc.is_in(keyed["row"], value_set=first)).drop_columns(["_msg", "_rk", "_tso"])
    dups = pa.table({"row": first, "duplicates": pc.cast(dup, pa.int64())})
    return kept.join(dups, "row", join_type="left outer", use_threads=False).select(kept.column_names + ["duplicates"])


def build_job_evidence(
    job_id: str,
    raw: RawMatches,
    rows: Sequence[int],
    streams: list[StreamInfo],
    catalog: Catalog,
    unread_inputs: Sequence[str] = (),
) -> JobEvidence:
    """Attribute, resolve, precedence-filter and deduplicate one job's matches.

    Args:
        job_id: the job.
        raw: the native core's match columns for the whole scan.
        rows: the global row indices of this job's matches.
        streams: summaries of the job's streams.
        catalog: the catalog the matches refer to.
        unread_inputs: the problem kind of each input of the job that could not be
            read completely (:attr:`JobEvidence.unread_inputs`).

    Returns:
        The :class:`JobEvidence` the correlation rules read. Cost: a few vectorised
        passes over the job's matches plus Python over summary/topology rows only.
    """
    raw = raw.subset(rows)
    rows = range(len(raw))
    t = _backfill_ts(base_table(raw, rows, catalog))
    t, topo_rows = _apply_overrides(t, raw, catalog)
    t = _srun_tasks_of_launchers(t)
    ws_rows = pc.indices_nonzero(pc.is_in(t["sig"], value_set=pa.array([s.id for s in catalog.every_signature if s.regex and "(?P<world_size>" in s.regex], pa.string()))).to_pylist()
    rws = t["row"].to_pylist() if ws_rows else []
    ws_fields = [int(v) for v in (raw.cols["fields"][rws[i]].get("world_size") for i in ws_rows) if v and v.isdigit() and int(v) <= MAX_RANK + 1]
    topo = _topology(topo_rows, ws_fields, t, streams)
    for s in streams:
        if s.rank is None and s.local_rank is not None:
            m = topo.local_to_global.get((s.node, s.local_rank))
            if m is not None:
                s.rank = m
            elif topo.single_node():
                s.rank = s.local_rank
    t = _resolve_ranks(_ranks_by_ray_process(_ranks_by_pid(_ranks_by_comm_lines(t, raw, streams, topo), raw), raw), topo)
    if t.num_rows:
        t = _same_line_precedence(t)
        t = _dedupe(t, raw)
    else:
        t = t.append_column("duplicates", pa.array([], pa.int64()))
    ts_order = pc.if_else(pc.is_valid(t["ts"]), t["ts"], pa.scalar(_NEVER, pa.int64()))
    t = t.append_column("_tso", ts_order).sort_by([("_tso", "ascending"), ("stream", "ascending"), ("line_no", "ascending")]).drop_columns(["_tso"])

    last_seen: dict[int, int] = {}
    last_progress: dict[int, int] = {}
    ranks_seen: set[int] = set()
    progress: list[tuple[StreamInfo, ProgressSummary, Optional[int]]] = []

    def bump(d: dict[int, int], r: Optional[int], ts: Optional[int]) -> None:
        if r is None:
            return
        ranks_seen.add(r)
        if ts is not None and ts > d.get(r, -_NEVER):
            d[r] = ts

    def progress_rank(s: StreamInfo, p) -> Optional[int]:
        r = p.rank
        if r is None and p.local_rank is not None:
            lr = p.local_rank
            local_map = topo.stream_local_to_global.get(s.name, {})
            r = local_map.get(lr, topo.local_to_global.get((s.node, lr), lr if topo.single_node() else None))
        return s.rank if r is None else r

    # Ranks whose input was read only in part (an archive cut short, an I/O error, a
    # file that shrank): where their lines end is where the read broke, not where the
    # rank went quiet. The rank of the file's path, and those its lines name (a file
    # without a rank in its name is known by its `[rank1]:` prefixes).
    unread_ranks: set[int] = set()
    broken = {s.name for s in streams if s.read_error}
    for s in streams:
        if s.read_error:
            unread_ranks.update(r for r in [s.rank] + [progress_rank(s, p) for p in s.progress] if r is not None)
        if not s.lines or s.read_error:
            # An empty file, or an archive read only in part: its end tells nothing of
            # its rank (not that the rank went quiet before the failure).
            continue
        bump(last_seen, s.rank, s.last_ts)
        for p in s.progress:
            r = progress_rank(s, p)
            progress.append((s, p, r))
            bump(last_progress, r, p.last_ts_micros)
            bump(last_seen, r, p.last_ts_micros)
    if broken and t.num_rows:
        in_broken = t.filter(pc.is_in(t["stream"], value_set=pa.array(sorted(broken), pa.string())))
        unread_ranks.update(r for r in pc.unique(in_broken["rank"]).to_pylist() if r is not None)
    ranked = t.filter(pc.is_valid(t["rank"]))
    if ranked.num_rows:
        agg = ranked.filter(pc.invert(ranked["summary"])).group_by("rank", use_threads=False).aggregate([("ts", "max")])
        for r, ts in zip(agg["rank"].to_pylist(), agg["ts_max"].to_pylist()):
            bump(last_seen, r, ts)
        ranks_seen.update(pc.unique(ranked["rank"]).to_pylist())
    return JobEvidence(job_id, t, raw, catalog, streams, topo, last_seen, last_progress, ranks_seen, unread_ranks, list(unread_inputs), progress)
