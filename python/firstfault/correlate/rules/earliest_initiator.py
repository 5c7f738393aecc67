"""Rule family *earliest initiator*: the earliest root-cause event wins.

Events closer than ``skew_s`` are simultaneous and ordered by specificity, then
severity; a job-wide or node-wide event names no rank, and a line that names no rank is
placed from the process id, GPU or signal it names.
"""

from __future__ import annotations

import functools
import re
from typing import Callable, Optional

import pyarrow as pa
import pyarrow.compute as pc

from firstfault.catalog import SEVERITY_RANK
from firstfault.correlate import tracebacks
from firstfault.correlate.evidence import Hit, JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.common import HUNG_TASK, Finding, _group_key, _initiator_hits, _ts, describe_rank, hung_task_category, rank_leads
from firstfault.correlate.terminal import SIGNAL_WORDS, US, ExitMeaning, exit_reports, is_generic, template_of, watchdog_abort
from firstfault.model import RANK_GROUPS_SHOWN, compact_ranges


#: Strength of a root-cause event that names neither rank nor node: its cause may be
#: right, but the verdict cannot say who failed first.
_UNPLACED_CONF = 0.6


#: Characters of two templates compared to call two lines the same error: enough to name
#: the exception and its first clause. Templates are cut copies (a quoted copy's margin
#: moves the cut), and the tail of a long message holds per-process figures in units
#: that vary (a CUDA OOM's "Process N has 512 MiB" against "has 2.1 GiB").
_SAME_TEXT_CHARS = 80


def _same_text(a: str, b: str) -> bool:
    """Whether two templates (margins stripped) start alike for :data:`_SAME_TEXT_CHARS`
    characters, or for all of the shorter one when it is shorter."""
    n = min(len(a), len(b), _SAME_TEXT_CHARS)
    return n > 0 and a[:n] == b[:n] and (n == _SAME_TEXT_CHARS or len(a) == len(b))


def _same_text_near(ev: JobEvidence, lead: Hit, t, opts: Options) -> list[Hit]:
    """The hits of table ``t`` whose text is the lead's (its template: numbers masked,
    margins stripped; see :func:`_same_text`) and that came within ``together_s`` of it
    (either time unknown: kept)."""
    want = ev.template_of(lead)
    if not want:
        return []
    return [
        h
        for h in ev.hits(t)
        if _same_text(ev.template_of(h), want) and (lead.ts is None or h.ts is None or abs(h.ts - lead.ts) <= opts.together_s * US)
    ]


def _processes_that_raised(ev: JobEvidence, lead: Hit, opts: Options) -> int:
    """How many processes raised the lead's exception, when its line names no rank: the
    copies of its text in its stream within ``together_s`` that each end a traceback. An
    uncaught exception ends the process that raised it, so k tracebacks ending in it are k
    processes (a console where every rank failed alike), and a launcher's one failed rank
    is only the first it observed. 1 when the line ends no traceback."""
    if tracebacks.parse(list(lead.before) + [lead.line]) is None:
        return 1
    t = ev.select(sigs=[lead.sig.id], has_rank=False)
    copies = _same_text_near(ev, lead, t.filter(pc.equal(t["stream"], lead.stream)), opts)
    return max(1, sum(tracebacks.parse(list(h.before) + [h.line]) is not None for h in copies))


def _without_unranked_echoes(ev: JobEvidence, hits: list[Hit]) -> list[Hit]:
    """``hits`` without the lines that name no rank or node and repeat, in the same
    stream, the text of one that names a rank: the same process's exception printed
    once plain and once through torch's ``[rankN]:`` prefix, not another process."""
    ranked = {(h.stream, ev.template_of(h)) for h in hits if h.rank is not None and ev.template_of(h)}
    return [h for h in hits if h.rank is not None or h.node is not None or (h.stream, ev.template_of(h)) not in ranked]


def _quoted_by_launcher(ev: JobEvidence, lead: Hit, reported: set, opts: Options) -> list[Hit]:
    """The lead's exception as torchrun's failure summary quotes it for other ranks (one
    hit per rank not in ``reported``), raised within ``together_s`` of the lead. The
    summary copies each failed worker's error file, which its ``@record`` wrapper wrote
    with the exception and the time it was raised (torch/distributed/elastic/
    multiprocessing/errors): the ranks' own words, when their output is not in the logs
    (``--local-ranks-filter``, ``--tee`` of one rank). Same text, by whichever signature
    read it: a generic signature covers different exceptions, and the summary's indented
    copy may be read by another one than the rank's own line."""
    out: dict[int, Hit] = {}
    for h in _same_text_near(ev, lead, ev.select(roles=["initiator", "error"], summary=True), opts):
        if h.rank is not None and h.rank not in reported:
            out.setdefault(h.rank, h)
    return list(out.values())


def rule_earliest_initiator(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """The earliest initiator-role event wins; a job-wide or node-wide one names no rank.

    Events closer than ``skew_s`` are simultaneous and ordered by specificity, then
    severity. When the winning signature is job-scoped (configuration, numerics of the
    whole run), or the same signature starts at about the same time on most ranks, the
    diagnosis is job-wide; when it is node-scoped and every report comes from one node,
    it names the node.
    """
    hits = _initiator_hits(ev, opts)
    if not hits:
        return None
    leads = rank_leads(hits, opts)
    ordered = sorted(leads.values(), key=lambda h: (_ts(h), h.stream, h.line_no))
    first = ordered[0]
    if first.ts is not None:
        window = [h for h in ordered if h.ts is not None and h.ts - first.ts <= opts.skew_s * US]
    else:
        window = [first]
    lead = max(window, key=lambda h: (h.sig.specificity, SEVERITY_RANK[h.sig.severity], -_ts(h)))
    if lead.sig.id == NONFINITE:
        by_step = _first_nonfinite_by_step(ev, [h for h in ordered if h.sig.id == NONFINITE])
        if by_step is not None:
            return by_step
    sig = lead.sig
    category = hung_task_category(lead) if sig.id == HUNG_TASK else sig.category
    # One rank printing the job's reduced metrics (Megatron's last rank): the value is the
    # job's. Several ranks printing them is another layout; their onsets are compared below.
    reduced_hits = [h for h in ordered if h.sig.category == "nan_inf" and _reduced_metrics(ev, h) is not None] if sig.category == "nan_inf" else []
    one_printer = len({h.rank for h in reduced_hits}) == 1
    reduced = _reduced_metrics(ev, lead) if one_printer and lead in reduced_hits else None
    own = [h for h in ordered if h.sig.category == "nan_inf" and h not in reduced_hits]
    if reduced is not None and own:
        # A rank's own non-finite value (Megatron's check of its local grad norm) says
        # which rank; the reduced line only that some rank did.
        lead = own[0]
        sig = lead.sig
        category = sig.category
        reduced = None
        ordered = own + [h for h in ordered if h not in own]
    if reduced is not None:
        return Finding(
            "job_wide",
            [],
            category,
            0.7,
            f"{sig.title}, on a line of '{reduced.title}', whose values are averaged over the data-parallel ranks "
            "before one rank prints them: some rank went non-finite, the line cannot say which",
            scope="job",
            hits=[lead],
            signature=sig,
        )
    same = [h for h in ordered if h.sig.id == sig.id]
    if is_generic(lead):
        # A catch-all's lines are one error only when their text is: two different NCCL
        # WARN lines, or two exceptions of other types, on two ranks are two errors.
        same = [h for h in same if template_of(ev, h) == template_of(ev, lead)]
    if sig.category == "nan_inf" and lead.ts is not None:
        # Values that went non-finite one after another spread from the first (through
        # the next all-reduce): only onsets at the same time make it job-wide.
        same = [h for h in same if h.ts is not None and abs(h.ts - lead.ts) <= opts.skew_s * US]
    elif lead.ts is not None:
        same = [h for h in same if h.ts is None or abs(h.ts - lead.ts) <= opts.together_s * US]
    if sig.category != "nan_inf":
        same += _quoted_by_launcher(ev, lead, {h.rank for h in same}, opts)
    same_keys = {_group_key(h) for h in _without_unranked_echoes(ev, same)}
    # Ranks are numbered from 0: rank r says the job has at least r + 1 of them, however
    # few the logs show (the excerpt of a 6,144-rank job that names ranks 4035 and 5141).
    population = max(len(ev.ranks_seen), ev.topology.world_size or 0, len(leads), max(ev.ranks_seen, default=-1) + 1)
    if same_keys and all(kind == "node" for kind, _ in same_keys):
        # Lines placed by node only (pdsh's `worker-0: `): as many of the job's nodes.
        population = max(len(ev.topology.nodes), len(same_keys))
    widespread = len(same_keys) >= 2 and len(same_keys) >= 0.75 * population
    copies = _processes_that_raised(ev, lead, opts) if lead.rank is None and len(same_keys) < 2 else 1
    # A console without rank prefixes: the tracebacks ending in the lead's exception are
    # as many processes (most of the job's, or all the logs can count).
    widespread = widespread or (copies >= 2 and copies >= 0.75 * population)
    nodes = {h.node for h in same if h.node}
    when = f"within {opts.together_s:g} s" if all(h.ts is not None for h in same) else "in the logs"
    if sig.scope == "job" or (widespread and not (sig.scope == "node" and len(nodes) == 1)):
        return Finding(
            "job_wide",
            [],
            category,
            0.8 if len(same_keys) >= 2 or sig.scope == "job" else 0.7,
            f"{sig.title}: a job-wide error"
            + (f", reported by {len(same_keys)} ranks/nodes {when}" if len(same_keys) > 1 else "")
            + (f", raised by {copies} processes (each traceback ends its process)" if copies > 1 else ""),
            scope="job",
            hits=[lead] + [h for h in same if h is not lead][:3],
            signature=sig,
        )
    joined = (_rank_of_pid(ev, lead) or _rank_of_bus(ev, lead)) if lead.rank is None and len(same_keys) < 2 else None
    if joined is not None:
        rank, named, what = joined
        return Finding(
            "earliest_initiator",
            [rank],
            category,
            0.85,
            f"earliest root-cause event: {sig.title} on {describe_rank(ev, rank)} ({what})",
            node=lead.node or named.node,
            hits=[lead, named],
            signature=sig,
        )
    failed = _only_failed_exit(ev, lead, opts) if lead.rank is None and len(same_keys) < 2 and copies < 2 else None
    if failed is not None:
        return Finding(
            "earliest_initiator",
            [failed.rank],
            category,
            0.75,
            f"earliest root-cause event: {sig.title} on a line that names no rank ({failed.sig.title}: "
            f"{describe_rank(ev, failed.rank)}, the only process a launcher reports ended by a failure)",
            node=lead.node or failed.node,
            hits=[lead, failed],
            signature=sig,
        )
    echo = _one_rank_with_same_fault(ev, lead, window) if lead.rank is None and len(same_keys) < 2 else None
    if echo is not None:
        # The device's report (an Xid, a kernel line) names no process; the one rank that
        # hit a fault of the same kind at the same moment is the process it hit.
        return Finding(
            "earliest_initiator",
            [echo.rank],
            category,
            0.8,
            f"earliest root-cause event: {sig.title}"
            + (f" on node {lead.node}" if lead.node else "")
            + f", and within {opts.skew_s:g} s {describe_rank(ev, echo.rank)} alone reported {echo.sig.title}: the rank it hit",
            node=lead.node or ev.topology.rank_node.get(echo.rank),
            hits=[lead, echo],
            signature=sig,
        )
    unnamed = sig.scope == "node" and lead.rank is None and not lead.node and len(same_keys) < 2 and sig.role != "error"
    inferred = _rank_of_unattributed(ev, lead) if unnamed else None
    if inferred is not None:
        # A node's fault the line does not place, printed by a process of the job: the
        # rank the job's layout points to (as for a rank's line without a prefix).
        rank, how = inferred
        return Finding(
            "earliest_initiator",
            [rank],
            category,
            0.6,
            f"earliest root-cause event: {sig.title} on {describe_rank(ev, rank)} (the line names no rank or node; {how})",
            hits=[lead],
            signature=sig,
        )
    if sig.scope == "node" and (len(same_keys) >= 2 or lead.rank is None) and len(nodes) <= 1:
        node = lead.node
        return Finding(
            "earliest_initiator",
            [],
            category,
            0.8 if node else _UNPLACED_CONF,
            f"{sig.title}" + (f" on node {node}" if node else ": the logs do not name the node")
            + (f", reported by {len(same_keys)} ranks there" if len(same_keys) > 1 else ""),
            node=node,
            scope="node" if node else "job",
            hits=[lead] + [h for h in same if h is not lead][:3],
            signature=sig,
        )
    others = [h for h in ordered if h is not lead]
    concurrent = [h for h in window if h is not lead]
    conf = 0.9 if not others else (0.7 if concurrent else 0.85)
    if sig.role == "error":
        # A generic line says that this rank stopped first, not why.
        conf = 0.5 if not concurrent else 0.4
    if lead.ts is not None:
        # Victims that all reported after the lead are what a first fault looks like.
        v = ev.select(roles=["victim"])
        v = v.filter(pc.and_(pc.is_valid(v["ts"]), pc.invert(v["ts_inherited"])))
        if v.num_rows >= 2:
            later = pc.sum(pc.cast(pc.greater_equal(v["ts"], lead.ts), pa.int64())).as_py() or 0
            if later >= 0.9 * v.num_rows:
                conf += 0.05
    rank = lead.rank
    by_exit = _rank_by_signal(ev, lead) if rank is None and copies < 2 else None
    if by_exit is not None:
        report, meaning = by_exit
        rank = report.rank
    # A generic line without a rank is as likely a victim's teardown the catalog does not know.
    inferred = _rank_of_unattributed(ev, lead) if rank is None and by_exit is None and sig.role != "error" else None
    if inferred is not None:
        rank, how = inferred
        # Read from the job's layout, not from a rank the line prints.
        conf = min(conf, 0.6)
    if copies >= 2:
        # Several processes raised it alike: none of them is known to be first, and other
        # nodes' processes (their logs not here) may have too.
        conf = min(conf, 0.6)
    if rank is None and not lead.node:
        # Half of the answer is who failed first: a verdict that cannot place its line on
        # a rank or node is right less often than one that can, and says so.
        conf = min(conf, _UNPLACED_CONF)
    # The same event on other ranks within the clock skew: the logs cannot order them.
    # Without times (on either line), nor can line order: ranks' lines interleave in a
    # console as each process's buffer is flushed.
    untimed = [h for h in ordered if h is not lead and (h.ts is None or lead.ts is None)]
    # Nor when another rank's own error file, quoted by torchrun's summary with the time it
    # was raised (whole seconds), holds the same exception within the skew.
    quoted = [
        q for q in _quoted_by_launcher(ev, lead, {rank}, opts) if lead.ts is None or q.ts is None or abs(q.ts - lead.ts) <= opts.skew_s * US
    ] if rank is not None and sig.category != "nan_inf" else []
    tied = sorted(
        {h.rank for h in concurrent + untimed if h.sig.id == sig.id and h.rank is not None and h.rank != rank} | {q.rank for q in quoted}
    ) if rank is not None else []
    # The same error from a process no line names (an unprefixed copy that names another
    # GPU) at a time the logs do not order against the lead's: another process raised it,
    # and which was first is unknown.
    device = lead.fields.get("device")
    unnamed_twin = next(
        (h for h in concurrent + untimed if h.rank is None and h.sig.id == sig.id and device is not None and h.fields.get("device") not in (None, device)), None
    ) if rank is not None and not tied else None
    suspects = sorted([rank] + tied) if tied else ([rank] if rank is not None else [])
    node = lead.node
    if tied:
        tied_nodes = {ev.topology.rank_node.get(r) for r in suspects}
        node = next(iter(tied_nodes)) if len(tied_nodes) == 1 else None
    who = f"rank {rank}" if rank is not None else (f"node {lead.node}" if lead.node else "one process")
    if tied:
        who = f"ranks {compact_ranges(suspects, RANK_GROUPS_SHOWN)}" + (f" (node {node})" if node else "")
    kind = "earliest terminal failure line (no catalog signature)" if sig.role == "error" else "earliest root-cause event"
    reason = f"{kind}: {sig.title} on {who}"
    if by_exit is not None:
        reason += f" (the only process the launcher reports ended by {meaning.text}: the line names its signal)"
    if inferred is not None:
        reason += f" (the line names no rank; {how})"
    if copies >= 2:
        reason += f", raised by {copies} processes (each traceback ends its process): the line names none of them"
    if tied:
        timed = lead.ts is not None and all(h.ts is not None for h in concurrent + untimed + quoted if h.rank in tied)
        reason += (f", within {opts.skew_s:g} s of each other" if timed else ", on lines without times") + ": the logs cannot say which was first"
    elif unnamed_twin is not None:
        reason += (
            f", and a process no line names raised it on GPU {unnamed_twin.fields['device']} "
            + (f"within {opts.skew_s:g} s" if lead.ts is not None and unnamed_twin.ts is not None else "on a line without a time")
            + ": the logs cannot say which was first"
        )
    elif concurrent:
        reason += f" ({len(concurrent)} other initiator event(s) within {opts.skew_s:g}s; the more specific wins)"
    return Finding(
        "earliest_initiator",
        suspects,
        category,
        conf,
        reason,
        node=node,
        equal_suspects=bool(tied),
        # No rank and no node: one process the logs do not name, not the whole job. Tied
        # ranks: their node when they share one.
        scope=("node" if node else "none") if tied else ("rank" if rank is not None else ("node" if lead.node else "none")),
        hits=[lead] + ([by_exit[0]] if by_exit is not None else []),
        signature=sig,
        # Two processes, one of them unnamed: even odds at best, whatever else agrees.
        ceiling=0.5 if unnamed_twin is not None else None,
    )


@functools.lru_cache(maxsize=8)
def _job_metric_patterns(catalog: object) -> tuple:
    """(signature, compiled regex) of the progress lines whose metrics are the job's
    (progress signatures of scope ``job``)."""
    out = []
    for s in catalog.every_signature:  # type: ignore[attr-defined]
        if s.role == "progress" and s.scope == "job" and s.regex:
            try:
                out.append((s, re.compile(s.regex)))
            except re.error:
                continue
    return tuple(out)


def _reduced_metrics(ev: JobEvidence, h: Hit):
    """The progress signature of ``h``'s line when that line reports metrics reduced over
    the ranks (Megatron's iteration line), else None."""
    for s, rx in _job_metric_patterns(ev.catalog):
        if rx.search(h.line):
            return s
    return None


def _one_rank_with_same_fault(ev: JobEvidence, lead: Hit, window: list[Hit]) -> Optional[Hit]:
    """The one rank whose own root-cause line of ``lead``'s category (not a generic
    line) falls in ``lead``'s window, on ``lead``'s node or a node the logs do not give:
    None when no rank or several did."""
    node = ev.node_of(lead)
    same = [
        h
        for h in window
        if h is not lead
        and h.rank is not None
        and h.sig.role == "initiator"
        and h.sig.category == lead.sig.category
        and (node is None or ev.node_of(h) in (None, node))
    ]
    return same[0] if len({h.rank for h in same}) == 1 else None


def _only_failed_exit(ev: JobEvidence, lead: Hit, opts: Options) -> Optional[Hit]:
    """The exit report of the one rank a launcher reports ended by a failure (an exit code
    or a signal that is a cause: torchrun's summary, srun's ``task N: Exited``, mpirun's,
    Lightning's ``Child process ... terminated``), when ``lead`` names no rank and is not
    of a known other node, and no rank printed a root cause of its own: the process that
    raised the unprefixed line is the one that failed. A SIGABRT the c10d watchdog or its
    heartbeat monitor dealt a waiting rank (:func:`watchdog_abort`) is no such failure.
    None otherwise."""
    victims = ev.ranks_with(["victim"])
    reports = _one_reported_rank(ev, lambda h, m: m.cause and not watchdog_abort(ev, victims, h, m, opts))
    if not reports:
        return None
    report = reports[0][0]
    if lead.node and report.node and lead.node != report.node:
        return None
    if ev.ranks_with(["initiator", "error"]):
        return None
    return report


def _rank_of_pid(ev: JobEvidence, lead: Hit) -> Optional[tuple[int, Hit, str]]:
    """(rank, the line that says so, how it was read) for a line naming a process id but no rank (the
    kernel's ``Killed process 4242``, a hung task ``python:4242``, an Xid's ``pid=4242``):
    the one rank whose own lines name the same pid (torchrun's ``failed (exitcode: -9)
    local_rank: 2 (pid: 4242)`` and failure summary, mpirun's ``process rank 3 with PID
    4242``). A pid is unique on its host while the process lives, so lines of a known
    other node do not count; None when no rank, or more than one, has that pid."""
    pid = lead.fields.get("pid")
    if not pid:
        return None
    named = _ranked_hits_with(ev, lead, lambda f: f.get("pid") == pid)
    if not named:
        return _rank_of_killed_pid(ev, lead, pid)
    if len({h.rank for h in named}) != 1 or any(lead.node and h.node and h.node != lead.node for h in named):
        return None
    return named[0].rank, named[0], f"the line names process {pid}, and a line of rank {named[0].rank} names the same: {named[0].sig.title}"


def _rank_of_killed_pid(ev: JobEvidence, lead: Hit, pid: str) -> Optional[tuple[int, Hit, str]]:
    """(rank, the line, what) for a pid that only DeepSpeed's launcher names, in its
    teardown ``Killing subprocess <pid>``: the launcher spawns one worker per local rank
    in local-rank order and kills them in that order (deepspeed/launcher/launch.py, main
    and sigkill_handler), so a pid's place in one teardown is its local rank. One teardown
    is a run of distinct pids in one stream of one node; the local rank is made global by
    the job's layout (one node: the same). None when the pid is in no teardown or the
    layout cannot place it."""
    kills = [h for h in ev.hits(ev.select(sigs=["deepspeed.worker_pid"], summary=None)) if h.fields.get("kill_pid")]
    runs: dict[tuple, list[Hit]] = {}
    found: Optional[tuple[Hit, int]] = None
    for h in sorted(kills, key=lambda h: (h.stream, h.line_no)):
        key = (h.stream, h.node)
        run = runs.setdefault(key, [])
        if any(k.fields["kill_pid"] == h.fields["kill_pid"] for k in run):
            run.clear()  # the same pid again: another launch's teardown
        run.append(h)
        if h.fields["kill_pid"] == pid:
            if found is not None or (lead.node and h.node and h.node != lead.node):
                return None
            found = (h, len(run) - 1)
    if found is None:
        return None
    h, local = found
    rank = ev.topology.local_to_global.get((h.node, local))
    if rank is None and len(ev.topology.nodes | ({h.node} if h.node else set())) <= 1 and (ev.topology.world_size or 0) <= _MAX_GPUS_PER_NODE:
        rank = local
    if rank is None:
        return None
    return rank, h, f"the line names process {pid}, which the DeepSpeed launcher killed as worker {local} of its node; it spawns and kills them in local-rank order"


def _pci(text: str) -> Optional[tuple[int, int, int]]:
    """(domain, bus, device) of a PCI address as the kernel prints it (``0000:5d:00`` or
    ``0000:5d:00.0``), or of NCCL's ``busId`` (``5d000``: the address's hex digits run
    together, NVIDIA/nccl src/misc/utils.cc busIdToInt64)."""
    try:
        if ":" in text:
            domain, bus, device = (int(p, 16) for p in text.strip().split(".")[0].split(":"))
            return domain, bus, device
        v = int(text.strip(), 16)
    except ValueError:  # not hex, or not three parts
        return None
    return v >> 20, (v >> 12) & 0xFF, (v >> 4) & 0xFF


def _rank_of_bus(ev: JobEvidence, lead: Hit) -> Optional[tuple[int, Hit, str]]:
    """(rank, the line that says so, what) for a device fault that names its GPU's PCI
    address but no rank (the kernel's ``NVRM: Xid (PCI:0000:5d:00)``): the rank whose NCCL
    Init COMPLETE line gives that ``busId`` on the same node. Every node has GPUs at the
    same addresses, so the node must be known on both sides, or the job on one node."""
    addr = _pci(lead.fields.get("pci") or "")
    if addr is None:
        return None
    named = _ranked_hits_with(ev, lead, lambda f: bool(f.get("bus_id")) and _pci(f["bus_id"]) == addr)
    single = len(ev.topology.nodes) <= 1
    named = [h for h in named if (lead.node and h.node == lead.node) or (single and not (lead.node and h.node and h.node != lead.node))]
    if len({h.rank for h in named}) != 1:
        return None
    return named[0].rank, named[0], f"the line names GPU {lead.fields.get('pci')}, and a line of rank {named[0].rank} names the same: {named[0].sig.title}"


def _ranked_hits_with(ev: JobEvidence, lead: Hit, test: Callable[[dict], bool]) -> list[Hit]:
    """The job's matches with a rank whose fields pass ``test``, ``lead`` left out."""
    t = ev.select(has_rank=True, summary=None)
    fields = ev.raw.cols["fields"]
    rows = [r for r in t["row"].to_pylist() if r < len(fields) and test(fields[r])]
    if not rows:
        return []
    return [h for h in ev.hits(t.filter(pc.is_in(t["row"], value_set=pa.array(rows, pa.int64())))) if h is not lead]


def _rank_by_signal(ev: JobEvidence, h: Hit) -> Optional[tuple[Hit, ExitMeaning]]:
    """The exit report that places an unattributed line naming the signal its process
    died of (faulthandler's ``Fatal Python error: Segmentation fault``, a shell's
    ``Aborted (core dumped)``): the one rank a launcher reports ended by that signal. None
    when no rank or several did."""
    low = h.line.lower()
    signo = next((n for w, n in SIGNAL_WORDS.items() if n not in (9, 15) and w in low), None)
    if signo is None:
        return None
    reports = _one_reported_rank(ev, lambda _h, m: m.signo == signo)
    return reports[-1] if reports else None


def _one_reported_rank(ev: JobEvidence, keep: Callable[[Hit, ExitMeaning], bool]) -> list[tuple[Hit, ExitMeaning]]:
    """The exit reports (in time order) that ``keep(report, meaning)`` holds for, when they
    name exactly one rank (a launcher may report one process twice); empty otherwise."""
    reports = [(r, m) for r, m in exit_reports(ev) if r.rank is not None and keep(r, m)]
    return reports if len({r.rank for r, _ in reports}) == 1 else []


def _only_rank_without_timeout(ev: JobEvidence, lead: Hit) -> Optional[tuple[int, int]]:
    """(rank, world size) when an unattributed root-cause line can only be one rank's: every
    rank waiting in a collective reports its own timeout or broken connection (the NCCL
    watchdog's ``[Rank r] Watchdog caught collective operation timeout``, gloo's
    ``Connection closed by peer``), while the rank that raised has exited and reports none.
    Needs at least two victims and exactly one rank of the world (the stated world size,
    else 0 to the highest victim rank) without a victim report; None otherwise."""
    if lead.node is not None and len({s.node for s in ev.streams if s.node}) > 1:
        return None
    victims = ev.ranks_with(["victim"])
    if len(victims) < 2:
        return None
    world = ev.topology.world_size or max(victims) + 1
    gap = set(range(world)) - victims
    return (gap.pop(), world) if len(gap) == 1 else None


#: The most GPUs one node has (DGX-2, HGX-2: 16); a larger world spans several nodes.
_MAX_GPUS_PER_NODE = 16


def _device_rank(ev: JobEvidence, lead: Hit) -> Optional[int]:
    """The rank an unattributed line's CUDA device index points at, on a one-node job: the
    launchers start one process per GPU and each binds ``cuda:<local_rank>`` (torchrun,
    Lightning, accelerate, DeepSpeed), so device k > 0 is local rank k. Device 0 says
    nothing: a process limited to one GPU by ``CUDA_VISIBLE_DEVICES`` sees it as device 0
    whatever its rank. The caching allocator prints the index (``GPU 1 has a total
    capacity``, ``(GPU 1; 39.59 GiB total capacity``: c10/cuda/CUDACachingAllocator.cpp)."""
    dev = lead.fields.get("device") or lead.fields.get("device_old")
    if not dev or not dev.isdigit() or int(dev) == 0 or len({s.node for s in ev.streams if s.node} | ev.topology.nodes) > 1:
        return None
    if (ev.topology.world_size or 0) > _MAX_GPUS_PER_NODE:
        return None  # more ranks than one node has GPUs: the job spans nodes the lines do not name
    local = int(dev)
    return ev.topology.local_to_global.get((lead.node, local), local)


def _rank_of_unattributed(ev: JobEvidence, lead: Hit) -> Optional[tuple[int, str]]:
    """(rank, how it was read) for a root-cause line that names no rank, from the device
    it names (:func:`_device_rank`) and from the one rank without a timeout of its own
    (:func:`_only_rank_without_timeout`); when both speak they must agree."""
    device = _device_rank(ev, lead)
    absent = _only_rank_without_timeout(ev, lead)
    if device is not None and absent is not None and device != absent[0]:
        return None
    if device is not None and device in ev.ranks_with(["victim"]):
        return None  # the GPU's rank reported its own timeout: it was waiting, not raising
    if absent is not None:
        rank, world = absent
        how = f"rank {rank} is the only one of ranks 0-{world - 1} that reported no timeout of its own"
        return rank, how + (f", and the line names its GPU {rank}" if device is not None else "")
    if device is not None:
        return device, f"it names GPU {device}, which is local rank {device}'s device when each process binds the GPU of its local rank"
    return None


#: The derived evidence of a non-finite metric (``firstfault.catalog.DERIVED``).
NONFINITE = "progress.nonfinite"


def _first_nonfinite_by_step(ev: JobEvidence, hits: list[Hit]) -> Optional[Finding]:
    """When every rank's first non-finite value has a step: the ranks that went non-finite
    at an earlier step than the others started it (in data-parallel training the loss is
    computed per rank, and a NaN gradient reaches every rank's weights at the next
    all-reduce, so the others follow one step later); all at the same step is job-wide
    (the weights diverged everywhere at once). None when a step is missing."""
    steps = [h.int_field("step") for h in hits]
    if len(hits) < 2 or None in steps:
        return None
    first = min(steps)  # type: ignore[type-var]
    firsts = [h for h, st in zip(hits, steps) if st == first]
    ranks = sorted({h.rank for h in firsts if h.rank is not None})
    sig = firsts[0].sig
    if len(firsts) == len(hits) or not ranks:
        return Finding(
            "job_wide",
            [],
            sig.category,
            0.7,
            f"{sig.title}: every rank reporting one went non-finite at step {first}: the weights diverged everywhere at once",
            scope="job",
            hits=firsts[:4],
            signature=sig,
        )
    later = sorted({h.rank for h in hits if h.rank is not None} - set(ranks))
    return Finding(
        "earliest_initiator",
        ranks,
        sig.category,
        0.85 if len(ranks) == 1 else 0.55,
        f"{sig.title}: rank(s) {compact_ranges(ranks, RANK_GROUPS_SHOWN)} went non-finite at step {first}, "
        f"rank(s) {compact_ranges(later, RANK_GROUPS_SHOWN)} only later (the all-reduce spread it)",
        node=firsts[0].node if len(ranks) == 1 else None,
        hits=firsts[:4],
        signature=sig,
    )
