"""The correlation engine: from one job's matches to one :class:`~firstfault.model.Diagnosis`.

:func:`diagnose` runs every rule of :mod:`firstfault.correlate.rules`; the first
finding in :data:`~firstfault.correlate.rules.DECISION_ORDER` that names a verdict
decides, the others are reported as agreeing or disagreeing and move the
confidence. The diagnosis says which rule decided and why.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from typing import Optional

import pyarrow as pa
import pyarrow.compute as pc

from firstfault import _core
from firstfault.catalog import Signature
from firstfault.correlate.evidence import Hit, JobEvidence, RawMatches, StreamInfo, build_job_evidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules import (
    DECISION_ORDER,
    Finding,
    common_peer,
    refusing_peer,
    describe_rank,
    dead_peer,
    fault_on_failed_node,
    persistent_hung_tasks,
    rank_leads,
    rule_duplicate_ranks,
    victim_times,
)
from firstfault.correlate import tracebacks
from firstfault.correlate.calibration import WEAK_CAP, calibrated
from firstfault.correlate.terminal import GENERIC_SPECIFICITY, LATER_ATTEMPT, NOT_TRAINING_PROGRESS, US, exit_reports, settle
from firstfault.model import RANK_GROUPS_SHOWN, Collateral, Diagnosis, Evidence, RuleOutcome, TimelineEntry, compact_ranges
from firstfault.streams import LAST_LINE_CHARS

__all__ = ["Options", "build_job_evidence", "diagnose", "JobEvidence", "Hit", "RawMatches", "StreamInfo"]

#: What to do when a rule, not a signature, decided (no catalog entry to quote).
CATEGORY_ADVICE: dict[str, tuple[str, str, str]] = {
    "host_oom": (
        "The process was killed with SIGKILL and printed nothing: the kernel OOM killer (or a "
        "cgroup/pod memory limit) is the usual sender.",
        "Check the node's kernel log for the kill and reduce host memory (dataloader workers, "
        "pinned memory, CPU offload, rank-0 checkpoint gathering) or raise the memory limit.",
        "dmesg -T | grep -E 'Killed process|oom-kill' on the node; sacct/kubectl describe pod for OOMKilled.",
    ),
    "node_lost": (
        "Every rank of one node went silent at the same moment and the others lost their "
        "connections to it: the node crashed, lost power or was killed without notice.",
        "Check the node's health (BMC/IPMI events, kernel panic in the console log, scheduler "
        "node state), drain it and requeue the job excluding it.",
        "sinfo -N -n <node> / kubectl get node <node>; ipmitool sel list on the node.",
    ),
    "hang": (
        "Progress stopped and the ranks timed out waiting, but no rank reported a fault of its "
        "own: a rank is stuck (deadlock, hung kernel, blocked I/O) or went away silently.",
        "Dump the stacks of a live run (py-spy dump --pid <pid>, gdb for native frames); with NCCL "
        "enable its flight recorder (TORCH_NCCL_TRACE_BUFFER_SIZE) and check Xid errors on the nodes, "
        "with gloo run TORCH_DISTRIBUTED_DEBUG=DETAIL, which checks every collective's order and shapes.",
        "py-spy dump --pid <pid> on each rank of the stuck run shows which one is not in the collective "
        "(NCCL: python -m torch.distributed.flight_recorder.fr_trace <dump dir>).",
    ),
    "straggler": (
        "One rank was busy elsewhere (data preparation, evaluation, checkpointing, a slow GPU) "
        "while the others waited for it in a collective or barrier until they timed out.",
        "Move long one-rank work before init_process_group or cache it, make all ranks do the "
        "same work between collectives, or raise the process-group timeout for that phase.",
        "Time the suspect rank's work between the last two collectives and compare it with the timeout.",
    ),
    "launcher": (
        "Some ranks never joined the job: their processes did not start or died before the "
        "rendezvous, so the others failed waiting for them.",
        "Check the launch of the missing ranks (scheduling, image pull, crash at import, wrong "
        "--nnodes/--nproc-per-node, unreachable MASTER_ADDR).",
        "Every expected rank logs its start line; the store reports all clients joined.",
    ),
    "crash": (
        "The process died from a native crash signal.",
        "Get a core dump and a native backtrace; check library and driver versions.",
        "ulimit -c unlimited; gdb python core -ex bt.",
    ),
    "shm": (
        "The process died from SIGBUS: shared memory (/dev/shm) ran out.",
        "Give the container a larger /dev/shm (--shm-size, emptyDir medium Memory).",
        "df -h /dev/shm in the container.",
    ),
    "unknown": (
        "The job failed but the logs do not show why.",
        "Collect every rank's full output and the nodes' kernel logs; re-run with NCCL_DEBUG=WARN.",
        "Re-run and check the first error on each rank.",
    ),
}

#: Highest confidence of a failure verdict when one of the job's streams was read up to
#: an error after some of its lines (a truncated or corrupt archive, an I/O error), or
#: a log was not read at all (no permission, over --max-streams): the rank that failed
#: first may be the one whose lines are missing.
BROKEN_READ_CONFIDENCE = 0.5

#: Unread-input kinds that lose no log lines: an empty directory held none, and a binary
#: file (a TensorBoard event file, a core dump, a checkpoint beside the logs) is no log
#: (``rust/problem.rs``).
_NOTHING_LOST = frozenset(k for k, (_, loss) in _core.problem_kinds().items() if loss == "nothing_to_lose")


def _has_failure(ev: JobEvidence) -> bool:
    """Any terminal match whose signature shows, by itself, that the job failed, or a
    launcher's report of a process that ended with a signal or a non-zero code."""
    ids = [s.id for s in ev.catalog.every_signature if s.failure_evidence]
    if pc.any(pc.is_in(ev.table["sig"], value_set=pa.array(ids, pa.string()))).as_py():
        return True
    if persistent_hung_tasks(ev):
        return True
    return bool(exit_reports(ev))  # those `settle` kept: not covered by a completion


def _has_text(s) -> bool:
    """The stream holds a line of text: not empty, and not one run of NUL bytes (a file
    pre-allocated or zero-filled by a crash, read with ``--binary``)."""
    return s.lines > 1 or (s.lines == 1 and bool((s.last_line or "").strip("\x00 \t\r\n")))


#: A stall shorter than this is a long evaluation or checkpoint, not a hang.
_STALL_MIN_S = 3600
#: A stall must also be this many of the job's own step intervals, where they are known.
_STALL_INTERVALS = 20


def _only_node(ev: JobEvidence, decided: Finding) -> Optional[str]:
    """The node of a job-wide failure when the logs show the job on that one node only and
    every deciding line comes from it (a single-node job, or the one node an excerpt
    holds): where the failure happened, not a faulty node. Else None."""
    named = ev.nodes_named() | set(pc.unique(ev.table["node"].drop_null()).to_pylist())
    nodes = {ev.node_of(h) for h in decided.hits}
    if len(named) != 1 or nodes != named:
        return None
    return next(iter(named))


def _stalled_while_logging(ev: JobEvidence) -> Optional[tuple[float, str]]:
    """(seconds, what) when training progress stopped at least :data:`_STALL_MIN_S` (and
    :data:`_STALL_INTERVALS` step intervals) before the job's last timed line, and no line
    says the run completed; else None. The last progress line's time is its own, or, for
    progress lines printed before any timed line of their file, no later than that file's
    first time, or, for one printed without a time after timed lines, no later than the
    first line after it that printed one (tqdm bars, a trainer's metric dicts). A job that kept logging (a monitor's pulse, NCCL, a heartbeat) for hours
    after its last step was alive and not training."""
    if ev.select(roles=["success"], summary=None).num_rows:
        return None
    last_progress: Optional[int] = None
    interval: Optional[float] = None
    for stream, p, _rank in ev.progress:
        if p.signature_id in NOT_TRAINING_PROGRESS:
            continue
        bound = p.last_ts_micros
        if bound is None and p.first_ts_micros is None:
            bound = stream.first_ts
        elif p.last_ts_inherited and bound is not None:
            # An earlier line's time is the soonest the progress line can have come: the
            # stall is bounded by the first time printed after it.
            bound = p.next_ts_micros
        if bound is None:
            return None  # a training stream whose progress cannot be placed in time
        last_progress = bound if last_progress is None else max(last_progress, bound)
        step = p.interval_s
        if step:
            interval = step if interval is None else max(interval, step)
    ends = [s.last_ts for s in ev.streams if s.last_ts is not None]
    if last_progress is None or not ends:
        return None
    gap = (max(ends) - last_progress) / US
    if gap < max(_STALL_MIN_S, _STALL_INTERVALS * (interval or 0)):
        return None
    what = f"steps came every {interval:.0f} s before" if interval else "the step interval is not known"
    return gap, what


#: Lines that show a job got past its start-up: NCCL's "Init COMPLETE" for a
#: communicator (src/init.cc), as every process group's first collective prints it.
_COMMS_UP = ["nccl.init_complete"]


def _stopped_before_the_end(ev: JobEvidence) -> Optional[str]:
    """``step N of M`` when every progress counter that prints its planned total (``step
    5/100``, a tqdm bar's ``5/100``: the signature's ``total`` group) stopped short of it
    (by more than one logging interval) on every rank, and no line said the run
    completed; else None. A loop that reaches its end prints its last step (or a
    completion line); one that stopped short was killed, hung, cut, or ended as planned
    before its total (early stopping, ``max_steps``), so this only warns."""
    if ev.select(roles=["success"], summary=None).num_rows:
        return None
    short = []
    for _stream, p, _rank in ev.progress:
        sig = ev.catalog.by_id.get(p.signature_id)
        if sig is None or not sig.regex or "(?P<total>" not in sig.regex or len(p.last_line) >= LAST_LINE_CHARS:
            continue  # no total printed, or a line cut in the summary: its end is unknown
        # The last match: a console holds a tqdm bar's redraws on one line, joined by \r.
        found = list(_progress_regex(sig.regex).finditer(p.last_line))
        m = found[-1] if found else None
        if m is None or m.group("total") is None or m.group("step") is None:
            continue
        step, total = int(m.group("step")), int(m.group("total"))
        # A loop over range(total) prints total - 1 last, and a run that logs every k
        # steps may end up to k steps past its last line: k is estimated as the steps per
        # logged value (large, so never short, for a run resumed at a late step).
        every = max(1, step // max(p.count - 1 + len(found), 1))
        if step + every >= total:
            return None
        short.append((step, total))
    if not short:
        return None
    step, total = max(short, key=lambda st: st[0] / max(st[1], 1))
    return f"step {step} of {total}"


@functools.lru_cache(maxsize=64)
def _progress_regex(pattern: str) -> "re.Pattern":
    return re.compile(pattern)


def _own_lead(ev: JobEvidence, rank: int, opts: Options) -> Optional[Hit]:
    t = ev.select(roles=["initiator", "error"], has_rank=True)
    own = ev.hits(t.filter(pc.equal(t["rank"], rank)))
    if not own:
        return None
    return next(iter(rank_leads(own, opts).values()))


def _category_for(ev: JobEvidence, f: Finding, findings: list[Finding], opts: Options) -> tuple[str, Optional[Signature]]:
    if f.signature is not None and f.category:
        return f.category, f.signature  # type: ignore[return-value]
    rank = f.suspects[0] if f.suspects else None
    if rank is not None:
        lead = _own_lead(ev, rank, opts)
        if lead is not None:
            return lead.sig.category, lead.sig
    if f.category:
        return f.category, None
    for other in findings:
        # "unknown" (an exit code that names no cause) says nothing another rule could not.
        if other is not f and other.category not in (None, "unknown") and rank is not None and rank in other.suspects:
            return other.category, None
    exited = next((o.hits[0] for o in findings if o.rule == "exit_report" and o.suspects[:1] == [rank] and o.hits), None)
    if rank is not None and exited is not None and not _victim_before(ev, rank, exited):
        # The launcher saw the suspect exit first with a code that names no cause, and it
        # had reported no timeout to exit of: it ended (os._exit, sys.exit), not busy or stuck.
        return "unknown", None
    # A suspect others waited for, with no fault of its own: busy or stuck.
    if rank is not None and ev.last_progress.get(rank) is not None:
        return "straggler", None
    return "hang", None


#: Context that names the category of a failure nothing else explains.
_DIVERGENCE_CONTEXT = "numerics.loss_scale_collapsed"


def _diverged_before(ev: JobEvidence, decided: Finding, category: str, sig: Optional[Signature]) -> Optional[Hit]:
    """The last collapsed-loss-scale line (:data:`_DIVERGENCE_CONTEXT`) before the failure
    that decided, in its stream, when that failure names no cause of its own (category
    ``unknown``, or a catch-all exception): the loss diverged and the job stopped on it."""
    if category != "unknown" and not (sig is not None and sig.specificity <= GENERIC_SPECIFICITY):
        return None
    if not decided.hits:
        return None
    lead = decided.hits[0]
    before = [h for h in ev.hits(ev.select(sigs=[_DIVERGENCE_CONTEXT], summary=None)) if h.stream == lead.stream and h.line_no < lead.line_no]
    return before[-1] if before else None


#: Categories whose context lines name a cause (a resource that failed: memory, a GPU, a
#: node, storage, the network, the numbers), unlike a launcher's, a scheduler's or a
#: crash report's context lines, which say that a process ended, not why.
_CAUSE_CATEGORIES = frozenset({"host_oom", "shm", "cuda_oom", "gpu_hardware", "node_lost", "storage", "network", "nan_inf"})


def _explained_without_culprit(failed: list[Hit]) -> Optional[Finding]:
    """The job's only failure lines are explanations (role ``context``: a step-end summary
    such as slurmstepd's cgroup OOM count, which names no process) that agree on one
    root cause (:data:`_CAUSE_CATEGORIES`): the verdict is that cause with no initiator,
    weakly (the line says what killed the job, not where), in place of ``unknown``. The
    node is named when every line names the same one."""
    if not failed or any(h.sig.role != "context" for h in failed):
        return None
    categories = {h.sig.category for h in failed}
    if len(categories) != 1 or not categories <= _CAUSE_CATEGORIES:
        return None
    lead = failed[0]
    nodes = {h.node for h in failed}
    node = nodes.pop() if len(nodes) == 1 else None
    return Finding(
        "explained_without_culprit",
        [],
        lead.sig.category,
        0.3,
        f"the only failure line(s) say why the job failed ({lead.sig.title}) but not which rank or process failed",
        node=node,
        scope="node" if node else "none",
        hits=failed[:4],
        signature=lead.sig,
    )


def _victim_before(ev: JobEvidence, rank: int, h: Hit) -> bool:
    """Whether ``rank`` reported a victim symptom (a timeout, a lost peer) before the
    line ``h`` (or at a time the logs do not give)."""
    times = victim_times(ev, rank, summary=None)
    if h.ts is None:
        return bool(times)
    return any(ts is None or ts <= h.ts for ts in times)


def _read_traceback(ev: JobEvidence, decided: Finding, category: str, opts: Options):
    """The traceback rule (:mod:`firstfault.correlate.tracebacks`) that refines a
    catch-all verdict, read from the deciding line's traceback, with the traceback."""
    if category not in tracebacks.REFINABLE:
        return None
    hit = decided.hits[0] if decided.hits else None
    if decided.initiator is not None and (hit is None or hit.rank != decided.initiator):
        hit = _own_lead(ev, decided.initiator, opts)
    if hit is None:
        return None
    found = tracebacks.refine(category, hit.before, hit.line)
    if found is None and decided.initiator is None and decided.scope == "job":
        # A job-wide exception: a rank whose traceback the excerpt shows in full reads
        # for all (the first one's may start at its exception line).
        text = ev.template_of(hit)
        for other in decided.hits[1:]:
            if other.sig.id == hit.sig.id and text and ev.template_of(other) == text:
                found = tracebacks.refine(category, other.before, other.line)
                if found is not None:
                    break
    return found


def _set_aside_note(ev: JobEvidence) -> str:
    """``; 3 failure line(s) set aside: <the first one's reason>`` (or nothing)."""
    if not ev.set_aside:
        return ""
    first = min(ev.set_aside)
    c = ev.raw.cols
    where = f"{ev.raw.stream_names[c['stream'][first]]}:{c['line_no'][first]}" if first < len(ev.raw) else "a derived line"
    return f"; {len(ev.set_aside)} failure line(s) set aside as not terminal (e.g. {where}: {ev.set_aside[first]})"


def _odd_rank_over_disagreement(decided: Optional[Finding], findings: list[Finding]) -> Optional[Finding]:
    """A job-wide collective mismatch (gloo's size check, fingerprints without a
    majority) says the ranks disagree, not which one: the one rank that never joined the
    collective where every other rank failed (``absent_from_collective``) is the one that
    ran something else."""
    if decided is None or decided.rule != "job_wide" or decided.category != "desync":
        return decided
    odd = next((f for f in findings if f.rule == "absent_from_collective" and len(f.suspects) == 1), None)
    if odd is None:
        return decided
    return dataclasses.replace(
        odd,
        category="desync",
        signature=decided.signature,
        reason=f"{decided.signature.title if decided.signature else 'ranks ran mismatching collectives'}; {odd.reason}",
        hits=decided.hits[:1] + odd.hits,
    )


#: gloo's receive-side size check (third_party/gloo gloo/transport/tcp/pair.cc, read):
#: only the rank that received more bytes than it posted prints it.
_SIZE_CHECK = "gloo.message_size_mismatch"


def _size_check_reporter(ev: JobEvidence, decided: Optional[Finding]) -> Optional[Finding]:
    """A job-wide gloo size mismatch printed by one rank names two suspects, not none.

    gloo's pair.cc aborts on the receiving rank when a peer's message is larger than the
    buffer it posted; the sender sees nothing wrong and fails later, when the receiver's
    abort closes the connection. So the one rank that printed the check either ran the
    odd collective (it posted a smaller one: an extra evaluation all-reduce, a shorter
    shard) or received from the rank that did (a larger dtype or shape). In gloo's ring
    all-reduce (gloo/allreduce.cc ``ring``) a rank receives from rank + 1. The reporter is
    named first, as the first rank to fail, at a confidence that says the logs cannot
    choose between the two.
    """
    if decided is None or decided.rule != "job_wide" or getattr(decided.signature, "id", None) != _SIZE_CHECK:
        return decided
    hits = ev.hits(ev.select(sigs=[_SIZE_CHECK], summary=None))
    ranks = {h.rank for h in hits}
    if len(ranks) != 1 or None in ranks:
        return decided
    (rank,) = ranks
    world = ev.topology.world_size
    peer = (rank + 1) % world if world and world > 1 else None
    nums = next((h for h in hits if h.int_field("received") is not None), None)
    sizes = f" ({nums.int_field('received')} bytes where it posted {nums.int_field('expected')})" if nums else ""
    other = f"rank {peer}, which it receives from in gloo's ring all-reduce" if peer is not None else "the rank that sent it"
    return Finding(
        "size_check_reporter",
        [rank] + ([peer] if peer is not None and peer != rank else []),
        "desync",
        0.55,
        f"{decided.signature.title}: only {describe_rank(ev, rank)} received a larger message than it posted{sizes}, "
        f"and the sender fails only when the receiver's abort closes the connection: either {describe_rank(ev, rank)} "
        f"ran a different collective or shape, or {other} did; the logs cannot tell which",
        hits=hits[:1] + decided.hits[1:],
        signature=decided.signature,
        equal_suspects=True,
    )


#: Rules that say who stopped first without saying why (victims naming their peer, the
#: watchdog's enqueue counts, the one rank missing from a collective, a quiet rank).
_WHO_RULES = ("named_peer", "never_entered", "absent_from_collective", "silence")


def _who_for_unattributed(decided: Optional[Finding], findings: list[Finding]) -> Optional[Finding]:
    """A root-cause line that names no rank and no node (an unprefixed console) says what
    happened but not to whom; when the rules that read who stopped first agree on one
    rank, the line is read as that rank's, at the lower of the two confidences."""
    if decided is None or decided.rule != "earliest_initiator" or decided.suspects or decided.scope != "none":
        return decided
    if decided.signature is None or decided.signature.role == "error":
        return decided  # a generic line says nothing the who-rules do not say better
    who = [f for f in findings if f.rule in _WHO_RULES and len(f.suspects) == 1 and f.confidence >= 0.5]
    if not who or len({f.suspects[0] for f in who}) != 1:
        return decided
    best = max(who, key=lambda f: f.confidence)
    return dataclasses.replace(
        decided,
        suspects=list(best.suspects),
        scope="rank",
        confidence=min(decided.confidence, best.confidence, 0.6),
        reason=f"{decided.reason}; the line names no rank, and {best.reason} ({best.rule})",
        hits=decided.hits + best.hits[:1],
    )


def _specific_over_generic(decided: Optional[Finding], findings: list[Finding]) -> Optional[Finding]:
    """A generic line (role ``error``, the catch-all exception entry) or an exception in
    the training code decides only when no victim report names another rank: a report
    that names the rank it waited for (a monitored barrier, a P2P receive) would have
    named the rank that raised, had that one died first."""
    sig = decided.signature if decided is not None else None
    if decided is None or decided.rule != "earliest_initiator" or sig is None:
        return decided
    if not (sig.role == "error" or sig.specificity <= GENERIC_SPECIFICITY or sig.category == "user_code"):
        return decided
    for f in findings:
        if f.rule == "named_peer" and f.suspects and f.suspects[0] not in decided.suspects and f.confidence >= 0.6:
            return f
    return decided


#: Categories of a process's death by a signal from outside or of its own (an exit
#: report's meaning): a stalled rank that then died this way died of it.
_DEATH_CATEGORIES = frozenset({"host_oom", "crash", "shm"})


def _death_over_stall(decided: Optional[Finding], findings: list[Finding]) -> Optional[Finding]:
    """A rank found stalled or slow (the others waited for it) that a launcher then
    reports killed by SIGKILL, or crashed, died of that: the stall is what its peers saw
    while it was being killed (an OOM-bound process pages and stops answering before the
    OOM killer ends it). The verdict keeps the stalled rank and takes the death's
    category."""
    if decided is None or decided.category not in ("hang", "straggler") or not decided.suspects:
        return decided
    for f in findings:
        if f.rule in ("silence", "exit_report") and f.category in _DEATH_CATEGORIES and set(f.suspects) == set(decided.suspects):
            return Finding(
                decided.rule,
                decided.suspects,
                f.category,
                max(decided.confidence, f.confidence),
                f"{decided.reason}; then {f.reason}",
                node=decided.node or f.node,
                scope=decided.scope,
                hits=decided.hits + f.hits[:1],
                signature=decided.signature,
                last_lines_of=decided.last_lines_of,
            )
    return decided


def _why(h: Hit) -> str:
    role = {
        "initiator": "root-cause event",
        "victim": "victim symptom",
        "error": "failure line",
        "success": "completion",
        "context": "context",
        "progress": "progress",
    }[h.role]
    who = f"rank {h.rank}" if h.rank is not None else (f"node {h.node}" if h.node else "")
    return f"{role}: {h.sig.title}" + (f" ({who})" if who else "")


def _time_offset(h: Hit) -> Optional[int]:
    """Lines from ``h`` to the line its time was read on (0: its own; -k: k lines
    above, the nearest earlier line with a time, which is what a line without one
    inherits); None when unknown (see :attr:`~firstfault.model.Evidence.ts_line_offset`)."""
    if h.ts is None:
        return None
    if not h.ts_inherited:
        return 0
    # A time backfilled from a later match had no earlier line to come from: none is found.
    for k, line in enumerate(reversed(h.before), 1):
        if _core.line_time(line) is not None:
            return -k
    return None


def _evidence(h: Hit, why: Optional[str] = None) -> Evidence:
    return Evidence(
        stream=h.stream,
        line_no=h.line_no,
        rank=h.rank,
        node=h.node,
        ts_us=h.ts,
        signature_id=h.sig.id,
        line=h.line,
        why=why or _why(h),
        context_before=list(h.before),
        context_after=list(h.after),
        ts_inherited=h.ts_inherited if h.ts is not None else None,
        ts_line_offset=_time_offset(h),
    )


def diagnose(ev: JobEvidence, opts: Optional[Options] = None) -> Diagnosis:
    """Correlate one job's evidence into its diagnosis.

    Args:
        ev: the job's evidence (:func:`build_job_evidence`).
        opts: correlation options (clock skew, burst window, ...).

    Returns:
        A finalized :class:`~firstfault.model.Diagnosis` (``diagnosis_id`` set).
    """
    opts = opts or Options()
    settle(ev, opts)
    base = dict(
        job_id=ev.job_id,
        world_size=ev.topology.world_size,
        nodes=len(ev.topology.nodes),
        ranks_per_node=ev.topology.stated_ranks_per_node(),
        ranks_seen=len(ev.ranks_seen),
        streams=len(ev.streams),
        matches=ev.table.num_rows,
    )
    # Ranks given to two processes fail the job without a failure line of its own: the
    # process group never forms, and the logs end in start-up.
    if not _has_failure(ev) and rule_duplicate_ranks(ev, opts) is None:
        d = Diagnosis(
            status="healthy",
            category="unknown",
            signature_id=None,
            title=None,
            initiator_rank=None,
            initiator_node=None,
            scope="none",
            confidence=0.9 if any(s.progress for s in ev.streams) else 0.6,
            rule="no_failure",
            reason="no terminal failure evidence"
            + ("; training progressed to the end of the logs" if any(s.progress for s in ev.streams) else "")
            + _set_aside_note(ev),
            timeline=_timeline(ev),
            templates=ev.templates,
            **base,
        )
        if _lost_inputs(ev):
            # The failure may be in what was not read.
            d.status, d.rule, d.confidence = "unknown", "incomplete_input", 0.2
            d.reason = f"no failure in what could be read, but {_unread_note(ev)}: the failure may be there"
        elif not any(_has_text(s) for s in ev.streams):
            d.status, d.rule, d.confidence = "unknown", "no_log_lines", 0.0
            d.reason = "no log line could be read: the inputs of this job are empty (or hold only NUL bytes)"
        elif not ev.progress and not pc.any(pc.not_equal(ev.table["sig"], "nccl.coll_trace")).as_py():
            # Not one line the catalog knows (NCCL's trace of collective calls says calls
            # were made, not that training ran or ended), not one progress line: nothing
            # says a training job ran here, let alone that it was healthy.
            d.status, d.rule, d.confidence = "unknown", "nothing_recognised", 0.0
            d.reason = (
                "no line of these inputs was recognised (no training progress, no launcher or framework line, "
                "no error; at most NCCL's trace of collective calls): not a training job's log, or a format "
                "firstfault does not read"
            )
        elif not ev.progress and not ev.select(roles=["success"], summary=None).num_rows and not ev.select(sigs=_COMMS_UP, summary=None).num_rows:
            # Lines of a training job's set-up, and not one training step, completion line
            # or communicator that came up: the logs end during start-up, so nothing shows
            # that it trained, let alone that it ended well.
            d.status, d.rule, d.confidence = "unknown", "no_training_seen", 0.2
            d.reason = (
                "no failure, but no training progress and no line saying the run completed either: the logs end "
                "during start-up (still starting, hung or killed there, or the logs were cut); the other nodes' "
                "logs and the scheduler's accounting (sacct, kubectl describe) say which"
            ) + _absent_ranks_note(ev)
        elif not opts.live and (stall := _stalled_while_logging(ev)) is not None:
            # Something kept writing (a monitor, a heartbeat, NCCL or the launcher) long
            # after the last training step: the job was alive and not progressing.
            d.status, d.category, d.rule, d.confidence, d.scope = "hung", "hang", "stalled", 0.4, "job"
            d.reason = (
                f"nothing failed, but the last training progress was at least {stall[0] / 3600:.1f} h before the logs end "
                f"({stall[1]}), and no line says the run completed: the job was alive and stopped progressing (a hang), "
                "unless it was doing planned work that prints no progress"
            )
        elif not opts.live and (stopped := _stopped_before_the_end(ev)) is not None:
            # The logs cannot decide: a job killed without a word (the OOM killer, a time
            # limit), a hang, logs cut, and a planned early end (early stopping, max_steps
            # inside an epoch) all look like this. Not healthy, not a failure: unknown.
            d.status, d.rule, d.confidence = "unknown", "stopped_short", 0.3
            d.reason = (
                f"nothing failed, but the logs end at {stopped} and no line says the run completed: killed without "
                "a word (the OOM killer, a scheduler's time limit), hung, or its logs were cut; or a planned early "
                "end (early stopping, max_steps): the scheduler's accounting (sacct, qstat -x, bhist) says which"
            )
        return d.finalize()

    findings: list[Finding] = []
    for _, fn in DECISION_ORDER:
        f = fn(ev, opts)
        if f is not None:
            findings.append(f)
    decided = next(
        (f for f in findings if f.suspects or f.scope in ("job", "node") or (f.rule == "earliest_initiator" and f.signature is not None) or f.rule == "exit_report"),
        None,
    )
    decided = _specific_over_generic(decided, findings)
    decided = _odd_rank_over_disagreement(decided, findings)
    decided = _size_check_reporter(ev, decided)
    decided = _who_for_unattributed(decided, findings)
    decided = _death_over_stall(decided, findings)
    if decided is not None:
        decided = dead_peer(ev, decided, opts) or fault_on_failed_node(ev, decided, opts) or common_peer(ev, decided, opts) or refusing_peer(ev, decided, opts) or decided
        if all(f.rule != decided.rule for f in findings):
            findings.insert(0, decided)  # a rule that read the others' findings reports too
    if decided is None:
        failed = ev.hits(ev.select(sigs=[s.id for s in ev.catalog.every_signature if s.failure_evidence], summary=None))
        decided = _explained_without_culprit(failed)
    if decided is None:
        shown = failed[:4]
        what = f" ({shown[0].sig.title})" if shown else ""
        # Unexplained, but where: every failure line from one node, naming no rank. (One
        # rank's traceback in an excerpt is often a representative's, not the first.)
        nodes = {ev.node_of(h) for h in failed}
        node = next(iter(nodes)) if len(nodes) == 1 and all(h.rank is None for h in failed) else None
        decided = Finding(
            "unknown",
            [],
            "unknown",
            0.2,
            f"a failure was reported{what} but no rule could explain it" + (f" (every failure line is from node {node})" if node else ""),
            node=node,
            scope="node" if node else "none",
            hits=shown,
        )
    category, sig = _category_for(ev, decided, findings, opts)
    title = sig.title if sig else None
    reason = decided.reason
    refined = _read_traceback(ev, decided, category, opts)
    if refined is not None:
        rule, tb = refined
        category, title = rule.category, rule.title
        where = tb.frames[-1] if tb.frames else tb.exc_type
        reason += f"; its traceback shows {rule.reason} ({where})"
    collapse = _diverged_before(ev, decided, category, sig)
    if collapse is not None:
        category, sig, title = "nan_inf", collapse.sig, collapse.sig.title
        reason += f"; before it the fp16 loss scale had collapsed ({collapse.stream}:{collapse.line_no}: {collapse.line.strip()[:100]})"
    initiator = decided.initiator
    # A check every rank runs alike: one rank's traceback names the rank whose output the
    # logs kept, not the first (the others may have raised it too, or been stopped first).
    every_rank = refined is not None and refined[0].every_rank and initiator is not None and not decided.equal_suspects
    if every_rank:
        reason += f"; every rank runs that check alike: rank {initiator} is the one whose traceback the logs show, not known to be the first"
    suspects = _suspects(ev, decided, initiator)
    node = decided.node
    if initiator is not None and node is None:
        node = ev.topology.rank_node.get(initiator)
    elif node is None and decided.scope == "job":
        node = _only_node(ev, decided)
    agreed, disagreed = [], []
    for f in findings:
        # Weak findings (a launcher naming a watchdog abort) neither support nor contradict.
        # Exit reports name victims' exits as well: they neither support nor contradict.
        if f is decided or f.rule in ("victims_only", "exit_report") or f.confidence < 0.2:
            continue
        if initiator is not None and f.suspects:
            (agreed if initiator in f.suspects else disagreed).append(f.rule)
        elif node is not None and f.node is not None:
            (agreed if f.node == node else disagreed).append(f.rule)
        elif decided.scope == "job" and f.suspects and f.rule not in ("launcher_summary",):
            disagreed.append(f.rule)
    conf = _combine(decided.confidence, [f for f in findings if f.rule in agreed], [f for f in findings if f.rule in disagreed])
    status = "hung" if category == "hang" else "failed"
    evidence: list[Evidence] = []
    for i, h in enumerate(decided.hits[:4]):
        evidence.append(_evidence(h, decided.reason if i == 0 else None))
    if initiator is not None and not any(e.rank == initiator and e.signature_id == (sig.id if sig else None) for e in evidence):
        lead = _own_lead(ev, initiator, opts)
        if lead is not None:
            evidence.insert(0, _evidence(lead, f"root-cause event on the suspect: {lead.sig.title}"))
    for r in decided.last_lines_of:
        s = next((s for s in ev.streams if s.rank == r and s.last_line), None)
        if s is not None:
            evidence.append(
                Evidence(
                    stream=s.name,
                    line_no=s.lines,
                    rank=r,
                    node=ev.topology.rank_node.get(r),
                    ts_us=s.last_ts,
                    signature_id="",
                    line=s.last_line,
                    why=f"the last line rank {r} logged; nothing followed",
                    ts_inherited=None,
                )
            )
    for f in findings:
        if f.rule in agreed:
            for h in f.hits[:1]:
                if not any(e.stream == h.stream and e.line_no == h.line_no for e in evidence):
                    evidence.append(_evidence(h, f"agrees ({f.rule}): {f.reason}"))
    if sig is not None:
        fix, verify, mechanism = sig.fix.strip(), sig.verify.strip(), sig.mechanism.strip()
    else:
        mechanism, fix, verify = CATEGORY_ADVICE.get(category, CATEGORY_ADVICE["unknown"])
    if refined is not None:
        fix, verify = refined[0].fix or fix, refined[0].verify or verify
    lead_hits = [h for h in decided.hits if sig is not None and h.sig.id == sig.id] or decided.hits
    values = _placeholder_values(ev, lead_hits, initiator, node, PLACEHOLDER.findall(f"{title or ''}\n{fix}\n{verify}"))
    title, fix, verify = (fill_placeholders(t, values) if t else t for t in (title, fix, verify))
    d = Diagnosis(
        status=status,
        category=category,
        signature_id=sig.id if sig else None,
        title=title,
        initiator_rank=initiator,
        initiator_node=node,
        scope=decided.scope if (initiator is not None or decided.scope != "rank") else "none",
        confidence=min(
            calibrated(conf),
            round(1 / len(decided.suspects), 2) if decided.equal_suspects else 1.0,
            decided.ceiling if decided.ceiling is not None else 1.0,
            WEAK_CAP if every_rank else 1.0,
        ),
        score=round(conf, 4),
        rule=decided.rule,
        reason=reason,
        rules_agreed=agreed,
        rules_disagreed=disagreed,
        evidence=evidence[:8],
        collateral=_collateral(ev, suspects, {h.row for h in decided.hits}),
        timeline=_timeline(ev),
        fix=fix,
        verify=verify,
        mechanism=mechanism,
        rule_outcomes=[
            RuleOutcome(f.rule, f.suspects, f.node, f.category, round(f.confidence, 2), f.reason) for f in findings
        ],
        templates=ev.templates,
        suspects=suspects,
        **base,
    )
    if _lost_inputs(ev) and _unread_note(ev) not in d.reason:
        d.reason = f"{d.reason}; {_unread_note(ev)}: the failure may be there"
    later = sum(why.startswith(LATER_ATTEMPT) for why in ev.set_aside.values())
    if later:
        d.reason = f"{d.reason}; torchrun restarted the worker group: its first failure is the one diagnosed ({later} failure line(s) of later attempts set aside)"
    if any(s.read_error and s.lines for s in ev.streams) or _lost_inputs(ev):
        # A stream read up to an error lost its end, where a rank's last words are (and a
        # damaged archive may have handed over damaged bytes before the error); a skipped
        # input or a damaged tar archive's lost members may hold the first failure.
        d.confidence = min(d.confidence, BROKEN_READ_CONFIDENCE)
    return d.finalize()


def _suspects(ev: JobEvidence, decided: Finding, initiator: Optional[int]) -> list[int]:
    """The verdict's suspect ranks, ``initiator`` (when named) first: all of the deciding
    finding's when it could not choose among them (``equal_suspects``) or named a node
    (its ranks; when the finding lists none, the ranks the logs place on that node), else
    the initiator alone, else none."""
    named = [initiator] if initiator is not None else []
    if decided.equal_suspects:
        return named + [r for r in decided.suspects if r != initiator]
    if initiator is None and decided.scope == "node":
        return list(decided.suspects) or (ev.topology.ranks_on(decided.node, ev.nodes_named()) if decided.node else [])
    return named


def _absent_ranks_note(ev: JobEvidence) -> str:
    """``; ranks 4-7 of the 8 the job expects never appeared``, when the logs state the
    world size and some ranks wrote nothing (a start-up that waits for them: a node not
    launched, a missing srun), else empty."""
    ws = ev.topology.world_size
    if not ws or not ev.ranks_seen:
        return ""
    absent = sorted(set(range(ws)) - set(ev.ranks_seen))
    if not absent:
        return ""
    return f"; ranks {compact_ranges(absent, RANK_GROUPS_SHOWN)} of the {ws} the job expects never appeared (their start-up may be what the others wait for)"


def _unread_note(ev: JobEvidence) -> str:
    """``N input(s) could not be read completely (kinds)`` for a job with unread inputs."""
    lost = _lost_inputs(ev)
    return f"{len(lost)} input(s) could not be read completely ({', '.join(sorted(set(lost)))})"


def _lost_inputs(ev: JobEvidence) -> list[str]:
    """The kinds of the job's inputs whose log lines were lost (:data:`_NOTHING_LOST` left out)."""
    return [k for k in ev.unread_inputs if k not in _NOTHING_LOST]


#: A placeholder in a signature's title, fix or verify text: ``<name>``, filled with the
#: value of the regex group ``name`` (``sacct -j <slurm_id>``, ``ssh <node> dmesg -T``).
PLACEHOLDER = re.compile(r"<([a-z][a-z0-9_]*)>")
#: Longer values (a whole message) stay placeholders: the text must stay a command.
PLACEHOLDER_MAX_CHARS = 80
#: What a filled value may hold: letters, digits and ``_ . : / @ % + = , -``, not starting
#: with ``-``. Anything else (spaces, quotes, globs, ``$``, ``;``, ``\``) could change the
#: command it is pasted into, so such a value stays a placeholder.
PLACEHOLDER_VALUE = re.compile(r"[A-Za-z0-9_.:/@%+=,][A-Za-z0-9_.:/@%+=,-]*")
#: Fields that name the whole job, so any line of it may give their value. Other fields
#: (a pid, a path, a port) come only from the deciding lines: the job's first pid is not
#: the stuck process's.
JOB_FIELDS = frozenset({"slurm_id"})


def fill_placeholders(text: str, values: dict[str, str]) -> str:
    """``text`` with each ``<name>`` that ``values`` holds replaced by its value; others kept."""
    return PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), text)


def _placeholder_values(
    ev: JobEvidence, lead_hits: list[Hit], rank: Optional[int], node: Optional[str], names: list[str]
) -> dict[str, str]:
    """Values for ``names``: the decisive lines' fields first, then the diagnosis's own
    rank and node, then, for :data:`JOB_FIELDS` only, the first line of the job that
    extracted the field (a Slurm job id printed once, in the cancel line). Values over
    :data:`PLACEHOLDER_MAX_CHARS` or outside :data:`PLACEHOLDER_VALUE` are left out."""
    wanted = set(names)
    values: dict[str, str] = {}

    def take(fields: dict, among: set) -> None:
        for k in among & fields.keys() - values.keys():
            v = (fields[k] or "").strip()
            if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"":
                v = v[1:-1]  # Python quotes the path of an OSError
            if v and len(v) <= PLACEHOLDER_MAX_CHARS and PLACEHOLDER_VALUE.fullmatch(v):
                values[k] = v

    for h in lead_hits:
        take(h.fields, wanted)
    take({k: v for k, v in (("rank", None if rank is None else str(rank)), ("node", node)) if v is not None}, wanted)
    job_wide = (wanted & JOB_FIELDS) - values.keys()
    if job_wide:
        fields = ev.raw.cols["fields"]
        for r in ev.table["row"].to_pylist():
            take(fields[r], job_wide)
            if not job_wide - values.keys():
                break
    return values


def _combine(base: float, agreeing: list[Finding], disagreeing: list[Finding]) -> float:
    """Confidence after cross-checks: agreeing rules shrink the remaining doubt
    (noisy-OR, each counted at half its own confidence); disagreeing rules scale the
    confidence down in proportion to theirs. Clamped to [0.05, 0.99]."""
    doubt = 1.0 - base
    for f in agreeing:
        doubt *= 1.0 - 0.5 * f.confidence
    conf = 1.0 - doubt
    for f in disagreeing:
        conf *= 1.0 - 0.5 * f.confidence
    return max(0.05, min(0.99, conf))


def _collateral(ev: JobEvidence, suspects: list[int], decisive: set[int]) -> list[Collateral]:
    """Initiator and victim matches not on the verdict's suspect ranks (the initiator, or
    the ranks it could not tell apart), grouped by signature (vectorised)."""
    t = ev.select(roles=["initiator", "victim"])
    if decisive:
        t = t.filter(pc.invert(pc.is_in(t["row"], value_set=pa.array(sorted(decisive), pa.int64()))))
    if suspects:
        t = t.filter(pc.or_kleene(pc.is_null(t["rank"]), pc.invert(pc.is_in(t["rank"], value_set=pa.array(suspects, t["rank"].type)))))
    if not t.num_rows:
        return []
    g = t.group_by("sig", use_threads=False).aggregate([("row", "count"), ("rank", "distinct")])
    out = []
    for sid, n, ranks in zip(g["sig"].to_pylist(), g["row_count"].to_pylist(), g["rank_distinct"].to_pylist()):
        sig = ev.catalog.by_id[sid]
        out.append(Collateral(sid, sig.title, sig.role, compact_ranges([r for r in ranks if r is not None]), n))
    out.sort(key=lambda c: (c.role != "victim", -c.count, c.signature_id))
    return out


def _timeline(ev: JobEvidence) -> list[TimelineEntry]:
    """Per rank: first and last failure match, last progress, last seen (vectorised)."""
    t = ev.select(roles=["initiator", "victim"], has_rank=True)
    per: dict[int, tuple] = {}
    if t.num_rows:
        t = t.filter(pc.is_valid(t["ts"]))
    if t.num_rows:
        g = t.group_by("rank", use_threads=False).aggregate([("ts", "min"), ("ts", "max"), ("sig", "first"), ("sig", "last")])
        for r, a, b, fs, ls in zip(*(g[c].to_pylist() for c in ("rank", "ts_min", "ts_max", "sig_first", "sig_last"))):
            per[r] = (a, b, fs, ls)
    out = []
    for r in sorted(ev.ranks_seen | set(per)):
        a, b, fs, ls = per.get(r, (None, None, None, None))
        out.append(
            TimelineEntry(
                rank=r,
                node=ev.topology.rank_node.get(r),
                first_match_us=a,
                last_match_us=b,
                last_progress_us=ev.last_progress.get(r),
                last_seen_us=ev.last_seen.get(r),
                first_signature=fs,
                last_signature=ls,
            )
        )
    return out
