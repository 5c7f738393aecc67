"""Rule family *launcher summary*: torchelastic's "Root Cause (first observed failure)"
entries, evidence with their own weight, never the verdict alone (an agent names the
first failure *it* observed, often a victim).
"""

from __future__ import annotations

from collections import defaultdict
from typing import Optional

from firstfault.correlate.evidence import Hit, JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.common import Finding
from firstfault.correlate.terminal import US, aborted_with_a_victim, restarted


def _summary_entries(ev: JobEvidence) -> list[dict]:
    """Root-cause entries of every torchrun failure summary: rank, exit code, time."""
    entries = []
    block = ev.hits(ev.select(sigs=["elastic.root_cause", "elastic.failure_rank", "elastic.failure_exitcode"], summary=None))
    per_stream: dict[str, list[Hit]] = defaultdict(list)
    for h in block:
        per_stream[h.stream].append(h)
    for root in (h for h in block if h.sig.id == "elastic.root_cause"):
        entry = sorted(
            (h for h in per_stream[root.stream] if h.summary and root.line_no < h.line_no <= root.line_no + 12),
            key=lambda h: h.line_no,
        )
        rank_hit = next((h for h in entry if h.sig.id == "elastic.failure_rank"), None)
        if rank_hit is None or rank_hit.rank is None:
            continue
        code = next((h for h in entry if h.sig.id == "elastic.failure_exitcode"), None)
        entries.append(
            {
                "rank": rank_hit.rank,
                "exit_code": code.int_field("exit_code") if code else None,
                "ts": rank_hit.ts,
                "hits": [h for h in (root, rank_hit, code) if h is not None],
            }
        )
    return entries


def rule_launcher_summary(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """torchelastic's "Root Cause (first observed failure)" entries: evidence with their own
    weight, never the verdict alone (an agent names the first failure *it* observed,
    often a victim). Across nodes, an external kill (-9) outranks a watchdog abort (-6)
    or the agent's own SIGTERM (-15), then the earliest entry wins. A SIGABRT at the
    moment a rank that timed out aborted (:func:`~firstfault.correlate.terminal.aborted_with_a_victim`) names no one. After a restart of the
    worker group (:func:`~firstfault.correlate.terminal.restarted`) the summary, printed when the agent gives up, is of
    the last attempt: not of the first failure."""
    entries = _summary_entries(ev)
    if not entries or restarted(ev):
        return None
    weight = {-9: 0, 137: 0, -11: 1, -7: 1, 1: 2, -6: 3, 134: 3, -15: 4}
    best = min(entries, key=lambda e: (weight.get(e["exit_code"], 2), e["ts"] if e["ts"] is not None else 1 << 62))
    exit_code = best["exit_code"]
    if exit_code in (-6, 134) and aborted_with_a_victim(ev, best["ts"], opts):
        return None  # every timed-out rank aborts so: the one observed first names no one
    category = {-9: "host_oom", 137: "host_oom", -11: "crash", -7: "shm"}.get(exit_code or 0)
    # A watchdog abort (-6) or the agent's own SIGTERM (-15) says little about the cause.
    conf = {-9: 0.4, 137: 0.4, -11: 0.4, -7: 0.4, -6: 0.1, 134: 0.1, -15: 0.05}.get(exit_code, 0.3)
    together = _ended_together(ev, best, opts)
    if together is not None:
        node, ranks = together
        return Finding(
            "launcher_summary",
            [],
            category,
            conf,
            f"torchrun's failure summary shows {len(ranks)} ranks of node {node} ending with exit code {exit_code} "
            "within the same moment: the node's ranks were hit together, and the one it observed first names no one",
            node=node,
            scope="node",
            hits=best["hits"],
        )
    return Finding(
        "launcher_summary",
        [best["rank"]],
        category,
        conf,
        f"torchrun's failure summary names rank {best['rank']} as the first failure it observed"
        + (f" (exit code {exit_code})" if exit_code is not None else ""),
        hits=best["hits"],
    )


def _ended_together(ev: JobEvidence, best: dict, opts: Options) -> Optional[tuple[str, list[int]]]:
    """(node, ranks) when the failure summary's entries (``Failures:`` and the root cause)
    show every rank the summary lists for the root cause's node, two or more, ending with
    its exit code within ``skew_s`` of it: a signal that reached the node's ranks together
    (the shared memory or host memory of the node), so which one the agent observed first
    says nothing (torchelastic picks the first failure by its error file's time, whole
    seconds in the summary). None otherwise."""
    if best["ts"] is None or best["exit_code"] in (None, 1, -6, 134, -15):
        return None
    rows = ev.hits(ev.select(sigs=["elastic.failure_rank", "elastic.failure_exitcode", "elastic.failure_host"], summary=True))
    per_stream: dict[str, list[Hit]] = defaultdict(list)
    for h in rows:
        per_stream[h.stream].append(h)
    stream = best["hits"][0].stream
    lines = sorted(per_stream.get(stream, []), key=lambda h: h.line_no)
    # Each entry: its rank line, with the host and exit code lines around it (within 4 lines).
    entries = []
    for r in (h for h in lines if h.sig.id == "elastic.failure_rank" and h.rank is not None):
        near = [h for h in lines if abs(h.line_no - r.line_no) <= 4]
        code = next((h.int_field("exit_code") for h in near if h.sig.id == "elastic.failure_exitcode"), None)
        host = next((h.fields.get("node") for h in near if h.sig.id == "elastic.failure_host"), None)
        entries.append((r.rank, r.ts, code, host))
    root_host = next((host for rank, _ts, _c, host in entries if rank == best["rank"]), None)
    if root_host is None:
        return None
    on_node = [(rank, ts, code) for rank, ts, code, host in entries if host == root_host]
    skew = opts.skew_s * US
    alike = {rank for rank, ts, code in on_node if code == best["exit_code"] and ts is not None and abs(ts - best["ts"]) <= skew}
    if len(alike) < 2 or alike != {rank for rank, _ts, _c in on_node}:
        return None
    return root_host, sorted(alike)
