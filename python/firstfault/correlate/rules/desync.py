"""Rule family *desync*: ranks disagree on a collective.

The odd one out of the collective fingerprints (``Detected mismatch between
collectives``, NCCL's COLL trace, watchdog timeouts whose OpType / NumelIn differ for one
SeqNum) is the suspect; without a majority the diagnosis is job-wide.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Optional

import pyarrow as pa
import pyarrow.compute as pc

from firstfault.correlate.evidence import Hit, JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.common import Finding, _sig_hits, _ts
from firstfault.model import RANK_GROUPS_SHOWN, compact_ranges


def _fingerprint_claims(ev: JobEvidence) -> tuple[dict[int, str], list[Hit]]:
    """rank -> collective fingerprint, from ``Detected mismatch between collectives``
    lines, and the lines: each rank's own fingerprint (``Rank <a> is running``) first; the
    other rank's (``but Rank <b> is running``) only for ranks that stated none, as it
    comes through the fingerprint exchange, itself mismatched when the ranks run
    different collectives (ProcessGroupWrapper.cpp)."""
    claims: dict[int, str] = {}
    used = _sig_hits(ev, "c10d.collective_mismatch")
    for r, fp in (("rank_a", "fp_a"), ("rank_b", "fp_b")):
        for h in used:
            rank = h.int_field(r)
            if rank is not None and h.fields.get(fp):
                claims.setdefault(rank, h.fields[fp])
    return claims, used


def rule_desync(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """Ranks disagree on a collective: the odd one out of the fingerprints is the suspect.

    Sources: ``Detected mismatch between collectives`` (each line states two ranks'
    fingerprints), NCCL's COLL trace (the ranks' calls at one opCount), and watchdog
    timeouts whose OpType / NumelIn differ for one SeqNum.
    With three or more ranks and a strict majority fingerprint, the ranks with another
    fingerprint are named; otherwise the diagnosis is job-wide.
    """
    claims, used = _fingerprint_claims(ev)
    if not used:
        claims, used = _coll_trace_fingerprints(ev)
    if not used:
        claims, used = _watchdog_fingerprints(ev)
        if not used:
            odd = _watchdog_odd_rank(ev)
            if odd is None:
                return None
            rank, hits, what, agree = odd
            return Finding(
                "desync",
                [rank],
                "desync",
                0.55,
                f"rank {rank} timed out in another collective ({what}) than the {agree} ranks that agree on "
                f"theirs ({hits[1].fields.get('op_type')} SeqNum={hits[1].fields.get('seq_num')}): it was not in the collective they waited in",
                hits=hits,
            )
    counts = Counter(claims.values())
    sig = next((h.sig for h in used if h.sig.category == "desync"), None)
    if len(claims) >= 3 and counts:
        (top_fp, top_n), *rest = counts.most_common()
        if top_n >= 2 and (not rest or top_n > rest[0][1]):
            odd = sorted(r for r, fp in claims.items() if fp != top_fp)
            if odd:
                conf = 0.9 if len(odd) == 1 else 0.7
                return Finding(
                    "desync",
                    odd,
                    "desync",
                    conf,
                    f"{len(claims)} ranks reported collective fingerprints; {top_n} agree on "
                    f"{top_fp!s}, rank(s) {compact_ranges(odd, RANK_GROUPS_SHOWN)} ran something else",
                    hits=used,
                    signature=sig,
                )
    return Finding(
        "desync",
        [],
        "desync",
        0.6,
        "ranks ran mismatching collectives, and no majority singles out one rank",
        scope="job",
        hits=used,
        signature=sig,
    )


#: NCCL's COLL trace names of point-to-point calls: counts differ per peer by design.
_P2P_TRACE = frozenset({"Send", "Recv"})


def _coll_trace_fingerprints(ev: JobEvidence) -> tuple[dict[int, str], list[Hit]]:
    """rank -> its call, at the first opCount of the world's communicator where the
    ranks' NCCL COLL traces (``nccl.coll_trace``) disagree on the operation, count,
    datatype, reduction or root; with the hits of that opCount. Only communicators of the
    whole world (the most ranks any trace names) are read: sub-communicators of one size
    count their operations apart and cannot be told apart in the trace."""
    hits = [h for h in ev.hits(ev.select(sigs=["nccl.coll_trace"], has_rank=True, summary=None)) if h.fields.get("op_name") not in _P2P_TRACE]
    if len(hits) < 2:
        return {}, []
    world = max(h.int_field("comm_size") or 0 for h in hits)
    # opCount -> rank -> the calls it made there: several communicators of the world's
    # size each count from 0, so a rank's calls at one opCount are compared as a set.
    by_op: dict[int, dict[int, dict[str, Hit]]] = defaultdict(lambda: defaultdict(dict))
    for h in hits:
        if h.int_field("comm_size") == world and world > 1:
            try:
                n = int(h.fields.get("op_count") or "", 16)
            except ValueError:
                continue
            f = h.fields
            call = f"{f.get('op_name')} count={f.get('count')} datatype={f.get('datatype')} op={f.get('red_op')} root={f.get('root')}"
            by_op[n][h.rank].setdefault(call, h)
    for n in sorted(by_op):
        calls = {r: "; ".join(sorted(c)) for r, c in by_op[n].items()}
        if len(calls) >= 2 and len(set(calls.values())) > 1:
            return calls, [next(iter(c.values())) for c in by_op[n].values()]
    return {}, []


#: Point-to-point work has per-pair sequence numbers: never comparable across ranks.
_P2P_OPS = frozenset({"SEND", "RECV", "COALESCED", "_COALESCED", "BATCH_ISEND_IRECV"})


def _watchdog_fingerprints(ev: JobEvidence) -> tuple[dict[int, str], list[Hit]]:
    """Watchdog timeouts of one collective SeqNum whose OpType / NumelIn differ.

    Sequence numbers count per process group and the watchdog line does not say which
    group, so the check is conservative: point-to-point work is ignored, at least
    three ranks must agree, and exactly one rank may differ. Vectorised: only the
    disagreeing SeqNum's rows are materialised.
    """
    wd = ev.select(sigs=["c10d.watchdog_timeout"], has_rank=True)
    if wd.num_rows < 4:
        return {}, []
    fields = ev.raw.cols["fields"]
    rows = wd["row"].to_pylist()
    seq = pa.array([fields[r].get("seq_num") for r in rows], pa.string())
    op = [fields[r].get("op_type") for r in rows]
    fp = pa.array([f"OpType={o}, NumelIn={fields[r].get('numel_in')}" for o, r in zip(op, rows)], pa.string())
    keep = pc.and_(pc.is_valid(seq), pc.invert(pc.is_in(pa.array(op, pa.string()), value_set=pa.array(sorted(_P2P_OPS)))))
    t = pa.table({"row": wd["row"], "rank": wd["rank"], "seq": seq, "fp": fp}).filter(keep)
    if not t.num_rows:
        return {}, []
    per = t.group_by(["seq", "fp"], use_threads=False).aggregate([("rank", "count_distinct")])
    by_seq: dict[str, list[tuple[str, int]]] = defaultdict(list)
    for sq, f, n in zip(per["seq"].to_pylist(), per["fp"].to_pylist(), per["rank_count_distinct"].to_pylist()):
        by_seq[sq].append((f, n))
    for sq, fps in by_seq.items():
        fps.sort(key=lambda x: -x[1])
        if len(fps) == 2 and fps[0][1] >= 3 and fps[1][1] == 1:
            sub = t.filter(pc.equal(t["seq"], sq))
            hits = ev.hits(wd.filter(pc.is_in(wd["row"], value_set=sub["row"])))
            claims = {r: f for r, f in zip(sub["rank"].to_pylist(), sub["fp"].to_pylist())}
            return claims, hits
    return {}, []


def _watchdog_odd_rank(ev: JobEvidence) -> Optional[tuple[int, list[Hit], str, int]]:
    """(rank, hits, what, how many agree) when every rank's first watchdog timeout names the same
    collective (SeqNum, OpType, NumelIn) but one rank's: at least two agree and one
    differs. Weaker than :func:`_watchdog_fingerprints`: with SeqNums counted per process
    group, the odd rank may be waiting in another group; either way it is the rank that
    was not in the collective the others waited in."""
    wd = ev.select(sigs=["c10d.watchdog_timeout"], has_rank=True)
    if wd.num_rows < 3:
        return None
    first: dict[int, Hit] = {}
    for h in sorted(ev.hits(wd), key=lambda h: (_ts(h), h.stream, h.line_no)):
        if h.fields.get("seq_num") and h.fields.get("op_type") not in _P2P_OPS:
            first.setdefault(h.rank, h)
    key = {r: (h.fields.get("seq_num"), h.fields.get("op_type"), h.fields.get("numel_in")) for r, h in first.items()}
    counts = Counter(key.values())
    if len(first) < 3 or len(counts) != 2:
        return None
    (top, n), (other, m) = counts.most_common()
    if n < 2 or m != 1:
        return None
    (odd,) = [r for r, k in key.items() if k == other]
    seq, op, numel = other
    what = f"SeqNum={seq}, OpType={op}" + (f", NumelIn={numel}" if numel else "")
    return odd, [first[odd]] + [h for r, h in first.items() if r != odd][:2], what, n
