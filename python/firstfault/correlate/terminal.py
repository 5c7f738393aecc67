"""Terminal versus transient evidence, completion, exit reports and non-finite metrics.

A verdict rests on terminal evidence only (DESIGN.md, "Evidence beyond the catalog").
Before the rules run, :func:`settle` sets aside the failure evidence that did not end
anything:

- **progress after it**: the same rank logged progress after the line (a later line of
  the same stream, or a later time in any stream): a retry that recovered, an fp16 skip,
  a logger that failed to upload. Not for collectives that diverged (``desync``): no
  later step lines them up again. For root-cause and generic lines also the **job went
  on**: training progress of any rank continued for more than two of its step intervals
  (and the clock-skew tolerance) after the line. In a synchronous job a rank that died
  stops every other rank within a step, at its next collective.
- **completion**: a completion line (``success`` role: torchrun's "worker group
  successfully finished", Trainer's "Training completed", MLPerf's ``run_stop``
  success...) came after it (the run went on to its end) or before it (noise at exit:
  tracebacks in ``__del__``, a helper step's error, an upload that failed), except a
  collective timeout after it (the job hung at exit), a diverged metric, and the launcher
  itself failing (not warning): torchrun exits non-zero whenever that happened. A line
  on another stream within the clock skew of the completion is read as printed at exit.
  A node's completion covers that node's ranks.
- **a later attempt**: torchelastic restarted the worker group (:func:`restarted`) and
  the job failed in the end: lines timed after the first attempt's failure report are of
  a restarted attempt, whose errors (a rendezvous or connect that fails against the
  first attempt's leftovers) are consequences of the first failure.
- **not the rank's last episode** (generic ``error`` lines only): the same rank reported
  other failure evidence later (beyond the burst window), so it went on after the line.

Non-finite metric values found by the core in progress lines become derived evidence
(``progress.nonfinite``) on the rank and line where the first one appeared; it is
terminal when the rank's progress ended non-finite, and transient when finite values
came back (a skipped fp16 step).

Exit reports (any signature with ``exit_code`` / ``signal`` / ``signo`` groups:
torchrun's failure summary, Slurm's ``srun: error: ... task N``, mpirun, DeepSpeed's
launcher) are read by :func:`exit_meaning`: 128+N and -N are signal N.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Optional

import pyarrow as pa
import pyarrow.compute as pc

from firstfault.correlate import tracebacks
from firstfault.correlate.evidence import FAILURE_ROLES, Hit, JobEvidence, base_table, signatures_with_groups
from firstfault.correlate.options import Options

US = 1_000_000

#: Catalog entries this specific or less are catch-alls (``python.exception``): like
#: generic failure lines (role ``error``), they give way to a victim report that names
#: another rank, and a known-good run (``--baseline``) that printed them sets them aside.
GENERIC_SPECIFICITY = 10

#: Progress markers that are not training steps (a data-preparation or evaluation bar
#: may run on one rank while the others wait): they never show that the job went on.
NOT_TRAINING_PROGRESS = frozenset({"progress.tqdm_bar"})

#: Signal names by number (Linux), and the words shells, Slurm and mpirun print.
SIGNAL_NAMES = {
    1: "SIGHUP",
    2: "SIGINT",
    4: "SIGILL",
    6: "SIGABRT",
    7: "SIGBUS",
    8: "SIGFPE",
    9: "SIGKILL",
    10: "SIGUSR1",
    11: "SIGSEGV",
    12: "SIGUSR2",
    13: "SIGPIPE",
    15: "SIGTERM",
}
SIGNAL_WORDS = {
    "hangup": 1,
    "interrupt": 2,
    "illegal instruction": 4,
    "aborted": 6,
    "bus error": 7,
    "floating point exception": 8,
    "killed": 9,
    "segmentation fault": 11,
    "broken pipe": 13,
    "terminated": 15,
    "user defined signal 1": 10,
    "user defined signal 2": 12,
}


@dataclass(frozen=True)
class ExitMeaning:
    """What a process's exit says.

    Attributes:
        signo: the signal that ended it, or None for a plain exit code.
        category: the root-cause category it suggests (``host_oom`` for SIGKILL, ``crash``
            for SIGSEGV/SIGABRT/SIGILL/SIGFPE, ``shm`` for SIGBUS, ``unknown`` otherwise).
        cause: False when the signal is how launchers and schedulers stop processes
            (SIGTERM, SIGINT, SIGHUP): the exit is a consequence, not a cause.
        text: one phrase for people ("SIGKILL (exit code 137)").
        code: the exit code as reported, when there is one.
    """

    signo: Optional[int]
    category: str
    cause: bool
    text: str
    code: Optional[int] = None


#: SIGUSR1/SIGUSR2 end a process only when sent from outside with no handler installed:
#: schedulers send them as a time-limit warning (LSF's run limit sends SIGUSR2, bsub -W;
#: Slurm's --signal, often USR1).
_SIGNAL_CATEGORY = {9: "host_oom", 11: "crash", 6: "crash", 4: "crash", 8: "crash", 7: "shm", 10: "scheduler", 12: "scheduler"}
_NOT_A_CAUSE = frozenset({1, 2, 13, 15})


def exit_meaning(fields: dict) -> Optional[ExitMeaning]:
    """The meaning of an exit report's fields (``exit_code``, ``signal``, ``signo``), or
    None when they name no failure (exit code 0, nothing readable).

    ``exit_code`` as launchers print it: torchrun gives -N for signal N; shells, Slurm,
    Kubernetes and Docker give 128+N; other values are the program's own code.
    ``signal`` is a name (``SIGKILL``) or a shell word (``Killed``); ``signo`` a number.
    """
    signo: Optional[int] = None
    raw_sig = (fields.get("signal") or "").strip()
    if fields.get("signo", "").strip().lstrip("-").isdigit():
        signo = abs(int(fields["signo"]))
    elif raw_sig:
        name = raw_sig.upper()
        signo = next((n for n, s in SIGNAL_NAMES.items() if s == name or s == "SIG" + name), None)
        if signo is None:
            signo = SIGNAL_WORDS.get(raw_sig.lower().removesuffix(" (core dumped)"))
    code: Optional[int] = None
    text_code = (fields.get("exit_code") or "").strip()
    if text_code.lstrip("-").isdigit():
        code = int(text_code)
        if signo is None and code < 0:
            signo = -code
        elif signo is None and 128 < code < 128 + 65:
            signo = code - 128
    if signo is None:
        if code is None or code == 0:
            return None
        return ExitMeaning(None, "unknown", True, f"exit code {code}", code)
    name = SIGNAL_NAMES.get(signo, f"signal {signo}")
    text = name + (f" (exit code {code})" if code is not None else "")
    return ExitMeaning(signo, _SIGNAL_CATEGORY.get(signo, "unknown"), signo not in _NOT_A_CAUSE, text, code)


def exit_signatures(ev: JobEvidence) -> list[str]:
    """Ids of the signatures whose regex reads an exit (``exit_code``/``signal``/``signo``)."""
    return list(signatures_with_groups(ev.catalog, ("exit_code", "signal", "signo")))


#: Slurm stopping a step (a cancellation, time limit, preemption, node failure, or srun's
#: own "Job step aborted"): slurmstepd sends SIGTERM, then SIGKILL to the tasks still
#: there after KillWait (30 s by default, slurm.conf), so the tasks srun then reports
#: "Killed" were killed by Slurm, not by the OOM killer.
_SLURM_STEP_STOPS = (
    "slurm.step_aborted",
    "slurm.cancelled",
    "slurm.cancelled_time_limit",
    "slurm.cancelled_node_failure",
    "slurm.cancelled_preemption",
)


def exit_reports(ev: JobEvidence) -> tuple[tuple[Hit, ExitMeaning], ...]:
    """Every exit report of the job with a failure meaning, in table (time) order; the
    hit's ``rank`` / ``node`` say whose exit it is (torchrun's summary entries carry the
    entry's rank). srun's ``Killed`` after Slurm stopped the step in the same stream
    (:data:`_SLURM_STEP_STOPS`) is Slurm's own kill: no cause. Read once per state of
    the job's table (rules ask for it once per failure line); the hits are shared."""
    cached = ev.memo.get("exit_reports")
    if cached is not None and cached[0] is ev.table:
        return cached[1]
    out = _read_exit_reports(ev)
    ev.memo["exit_reports"] = (ev.table, out)
    return out


def _read_exit_reports(ev: JobEvidence) -> tuple[tuple[Hit, ExitMeaning], ...]:
    t = ev.select(sigs=exit_signatures(ev), summary=None)
    stops: dict[str, int] = {}
    for h in ev.hits(ev.select(sigs=list(_SLURM_STEP_STOPS), summary=None)):
        stops[h.stream] = min(stops.get(h.stream, h.line_no), h.line_no)
    out = []
    for h in ev.hits(t):
        m = exit_meaning(h.fields)
        if m is None:
            continue
        if m.signo == 9 and h.sig.id.startswith("slurm.task_") and h.line_no > stops.get(h.stream, 1 << 62):
            m = dataclasses.replace(m, cause=False, category="scheduler", text=m.text + " (Slurm's own kill after stopping the step)")
        out.append((h, m))
    return tuple(out)


def aborted_with_a_victim(ev: JobEvidence, ts: Optional[int], opts: Options) -> bool:
    """Whether a rank that timed out in a collective (a victim) was reported ended by
    SIGABRT at ``ts`` (µs, within the clock skew; any time when either is unknown). Each
    rank whose NCCL watchdog times a collective out takes its own process down with
    SIGABRT (ProcessGroupNCCL.cpp: "To avoid data inconsistency, we are taking the entire
    process down", then std::terminate): a SIGABRT at the same moment as such a rank's,
    of a rank whose own lines are not in the logs, is the same abort, not a crash."""
    victims = ev.ranks_with(["victim"])
    aborted = {h.rank: h.ts for h, m in exit_reports(ev) if m.signo == 6 and h.rank in victims}
    if not aborted:
        return False
    if ts is None:
        return True
    # When each aborted: its exit report, or its own last victim line (the watchdog's
    # "taking the entire process down"; a summary's time has whole seconds only).
    t = ev.select(roles=["victim"], has_rank=True)
    t = t.filter(pc.is_in(t["rank"], value_set=pa.array(sorted(aborted), pa.int64())))
    times = [x for x in list(aborted.values()) + t["ts"].to_pylist() if x is not None]
    return not times or any(abs(x - ts) <= opts.skew_s * US for x in times)


def watchdog_abort(ev: JobEvidence, victims: set[int], h: Hit, m: ExitMeaning, opts: Options) -> bool:
    """Whether an exit report's SIGABRT is the c10d watchdog's abort of timed-out ranks
    (``victims``: the ranks that reported a timeout): the report's rank timed out itself
    or aborted at the moment one that did (:func:`aborted_with_a_victim`), or, naming no
    rank (or a rank the logs show nothing else of), every rank of its node known to the job
    did (with no node layout known: some rank timed out and none failed first)."""
    if m.signo != 6:
        return False
    if _teardown_before(ev, h):
        return True
    if h.rank is not None:
        if h.rank in victims or aborted_with_a_victim(ev, h.ts, opts):
            return True
        # A rank the logs hold nothing else of (an excerpt of the others' timeouts): its
        # SIGABRT is read as theirs, as for a report that names no rank.
        if not _own_output(ev, h.rank, exit_signatures(ev)):
            return bool(victims) and not ev.ranks_with(["initiator"])
        return False
    on_node = {r for r, n in ev.topology.rank_node.items() if h.node and n == h.node}
    if on_node:
        return on_node <= victims
    return bool(victims) and not ev.ranks_with(["initiator"])


#: The watchdog's last words before it throws out of its thread (std::terminate: SIGABRT).
WATCHDOG_TEARDOWN = "c10d.async_error_teardown"


def _teardown_before(ev: JobEvidence, h: Hit) -> bool:
    """Whether the process an exit report is about announced the watchdog's teardown
    before it: ``WorkNCCL::handleException`` logs "To avoid data inconsistency, we are
    taking the entire process down" and throws, which ends in SIGABRT
    (torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp). Its line on the report's stream,
    earlier, of the report's rank or of no rank, is that process's (a console of one
    process group's workers)."""
    for x in ev.hits(ev.select(sigs=[WATCHDOG_TEARDOWN])):
        if x.stream == h.stream and x.line_no < h.line_no and (x.rank is None or x.rank == h.rank):
            return True
    return False


def _own_output(ev: JobEvidence, rank: int, reports: list[str]) -> bool:
    """Whether the logs hold anything of ``rank`` besides exit reports about it: a stream
    of its own, progress, or another match on its lines."""
    if any(s.rank == rank for s in ev.streams) or any(r == rank for _s, _p, r in ev.progress):
        return True
    t = ev.select(has_rank=True)
    t = t.filter(pc.equal(t["rank"], rank))
    return any(sig not in reports for sig in t["sig"].to_pylist())


def _derive_nonfinite(ev: JobEvidence) -> dict[int, str]:
    """Add a ``progress.nonfinite`` row per progress group holding a non-finite value (one
    per line when several progress signatures share the line). Returns the rows of groups
    that recovered (finite values after), with why they are transient."""
    index = {name: i for i, name in enumerate(ev.raw.stream_names)}
    rows: list[int] = []
    transient: dict[int, str] = {}
    seen: set[tuple[str, int]] = set()
    for s, p, r in ev.progress:
        if not p.nonfinite or s.name not in index:
            continue
        first = min(p.nonfinite, key=lambda n: n.line_no)
        if (s.name, first.line_no) in seen:
            continue
        seen.add((s.name, first.line_no))
        fields = {
            "field": first.field,
            "value": first.value,
            "nonfinite_lines": str(p.nonfinite_lines),
            "progress_lines": str(p.count),
            "ends_nonfinite": "true" if p.ends_nonfinite else "false",
        }
        if first.step is not None:
            fields["step"] = str(first.step)
        row = ev.raw.append(
            {
                "stream": index[s.name],
                "signature_id": "progress.nonfinite",
                "offset": 0,
                "line_no": first.line_no,
                "line": first.line,
                "fields": fields,
                "rank": r,
                "node": ev.topology.rank_node.get(r) if r is not None else s.node,
                "ts_micros": first.ts_micros,
            }
        )
        rows.append(row)
        if not p.ends_nonfinite:
            transient[row] = (
                f"{first.field or 'a metric'} was {first.value} at line {first.line_no}, then finite again "
                f"({p.nonfinite_lines} of {p.count} progress lines non-finite): a skipped step, not the end"
            )
    if rows:
        add = base_table(ev.raw, rows, ev.catalog).append_column("duplicates", pa.array([0] * len(rows), pa.int64()))
        ev.table = pa.concat_tables([ev.table, add.select(ev.table.column_names)])
        order = pc.if_else(pc.is_valid(ev.table["ts"]), ev.table["ts"], pa.scalar(1 << 62, pa.int64()))
        ev.table = ev.table.append_column("_o", order).sort_by([("_o", "ascending"), ("stream", "ascending"), ("line_no", "ascending")]).drop_columns(["_o"])
    return transient


def _final_save_failed(h: Hit) -> bool:
    """A root cause that is no noise after completion: saving a checkpoint failed (its
    category, or a storage error raised inside checkpoint code, by ``tracebacks.yaml``'s
    ``tb.checkpoint``). The final checkpoint or model is saved after the training loop
    reports its end (Megatron-LM's pretrain saves after "after training is done", a
    Trainer script calls save_model after train() returns, Lightning's ModelCheckpoint
    saves on train end): a save that failed lost the job's output. A storage error raised
    elsewhere at exit (a finalizer unlinking a semaphore) stays noise."""
    if h.role != "initiator" or h.sig.category not in ("checkpoint", "storage"):
        return False
    if h.sig.category == "checkpoint":
        return True
    found = tracebacks.rule_for(h.before, h.line)
    return found is not None and found[0].category == "checkpoint"


#: Victim symptoms that are no noise after completion: a collective or receive that timed
#: out after the last step means a rank hung at exit (a collective only some ranks ran).
_HANG_AT_EXIT = frozenset({"collective_timeout", "p2p_timeout"})
#: The heartbeat monitor terminating a process whose NCCL watchdog was stuck for
#: TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC (ProcessGroupNCCL.cpp, HeartbeatMonitor::runLoop):
#: after the completion line it says the process was still there, stuck, minutes later.
_STUCK_AT_EXIT = frozenset({"c10d.watchdog_stuck", "c10d.heartbeat_monitor_timeout"})


#: A line logged at warning level: glog/c10 ``W<MMDD>``, Python logging's ``WARNING``,
#: Python warnings (``UserWarning: ...``).
_WARNING_RE = re.compile(r"(?:^|[\]:\s])\[?W\d{3,4} \d\d:\d\d|\bWARNING\b|\b[A-Z]\w*Warning: ")


def is_warning(line: str) -> bool:
    """Whether ``line`` was logged at warning level (what a healthy run prints too)."""
    return _WARNING_RE.search(line[:300]) is not None


#: torchelastic's agent restarting the worker group (agent/server/api.py, ``_invoke_run``).
RESTART_SIG = "elastic.worker_group_restart"


#: glog's line prefix (``E1203 15:42:55.145000 32675 file.py:1002]``): the logging process's pid.
_GLOG_PID = re.compile(r"\b[IWEF]\d{4} \d\d:\d\d:\d\d(?:\.\d+)? +(\d+) ")

#: Why a line of a restarted attempt is set aside (the start of it: the rest names the line).
LATER_ATTEMPT = "of a later attempt: torchrun restarted the worker group after its first failure"


def restarted(ev: JobEvidence) -> bool:
    """Whether a torchelastic agent ran its worker group more than once. Its restart line
    is logged at INFO and often not shown; but the agent reports each attempt's failed
    worker (``failed (exitcode: N) local_rank: L (pid: P)``, multiprocessing/api.py) and
    its final failure summary (``ChildFailedError``, printed once it gives up) lists the
    last attempt's workers by pid: a reported pid the summary of the same stream does not
    list belonged to an earlier attempt. Read only in a stream of one agent: one failure
    summary, and every report logged by one process (glog's pid after the time), since
    several nodes' agents may write into one file (``srun`` without ``--output`` per
    node), each listing its own workers."""
    if "restarted" not in ev.memo:
        listed: dict[str, set] = defaultdict(set)
        for h in ev.hits(ev.select(sigs=["elastic.failure_exitcode"], summary=None)):
            listed[h.stream].add(h.int_field("pid"))
        summaries = Counter(h.stream for h in ev.hits(ev.select(sigs=["elastic.root_cause"], summary=None)))
        reported = ev.hits(ev.select(sigs=["elastic.worker_failed"], summary=None))
        agents: dict[str, set] = defaultdict(set)
        for h in reported:
            m = _GLOG_PID.search(h.line)
            agents[h.stream].add(m.group(1) if m else None)
        one_agent = {st for st, n in summaries.items() if n == 1 and len(agents[st]) <= 1}
        ev.memo["restarted"] = ev.select(sigs=[RESTART_SIG], summary=None).num_rows > 0 or any(
            h.stream in one_agent and h.int_field("pid") not in listed[h.stream] for h in reported
        )
    return ev.memo["restarted"]


def _first_attempt_end(ev: JobEvidence) -> Optional["Hit"]:
    """The agent's report of the first attempt's failed worker, when the job restarted and
    failed in the end (a final failure summary): the agent logs it only after ``close()``
    stopped that attempt's workers (``SubprocessContext._poll``, multiprocessing/api.py),
    so what is timed later is of a later attempt. None otherwise."""
    if not restarted(ev) or not ev.select(sigs=["elastic.failure_exitcode"], summary=None).num_rows:
        return None
    timed = [h for h in ev.hits(ev.select(sigs=["elastic.worker_failed"], summary=None)) if _exact(h) is not None]
    return min(timed, key=lambda h: h.ts) if timed else None


#: Training progress this long after a completion line is no final metric or summary
#: printed at exit but training again (seconds); for a completion printed without a time
#: (only known to be no earlier than the line before it), later in its own stream, an hour.
_TRAINING_AGAIN_S = 600
_TRAINING_AGAIN_UNTIMED_S = 3600


def _trained_after(c: "_Completion", groups: list["_Group"]) -> bool:
    """Whether training progress was logged well after completion ``c`` (see
    :data:`_TRAINING_AGAIN_S`), later in its stream or on another: a run's completion line
    ends it; steps that follow much later belong to another run (a log appended to, a job
    restarted into the same file)."""
    def after(g: "_Group", since: int, gap_s: int, other_streams: bool) -> bool:
        later = g.last_line > c.line_no if g.stream == c.stream else other_streams
        return g.training and g.last_ts is not None and later and g.last_ts - since >= gap_s * US

    if c.ts is not None:
        return any(after(g, c.ts, _TRAINING_AGAIN_S, True) for g in groups)
    if c.inherited_ts is not None:
        return any(after(g, c.inherited_ts, _TRAINING_AGAIN_UNTIMED_S, False) for g in groups)
    return False


@dataclass
class _Completion:
    stream: str
    line_no: int
    ts: Optional[int]
    title: str
    #: a completion line printed without a time: the time of the line before it in its
    #: stream (it was printed then or later)
    inherited_ts: Optional[int] = None


def settle(ev: JobEvidence, opts: Options) -> JobEvidence:
    """Set aside transient failure evidence and noise after completion (in place):
    ``ev.table`` keeps the terminal evidence, ``ev.set_aside`` says why each other row
    went. Adds the derived non-finite rows first; runs once per evidence. Cost: Python
    over failure rows and progress groups only."""
    if ev.settled:
        return ev
    ev.settled = True
    aside = _derive_nonfinite(ev)
    t = ev.table
    fail_mask = pc.and_(pc.is_in(t["role"], value_set=pa.array(FAILURE_ROLES)), pc.invert(t["summary"]))
    # Context lines that show a failure by themselves are noise after completion too.
    ctx_ids = [s.id for s in ev.catalog.every_signature if s.role == "context" and s.failure_evidence] + exit_signatures(ev)
    ctx_mask = pc.and_(pc.is_in(t["sig"], value_set=pa.array(ctx_ids, pa.string())), pc.invert(t["summary"]))
    candidates = ev.hits(t.filter(pc.or_(fail_mask, ctx_mask)))
    if not candidates:
        ev.set_aside = aside
        return ev

    # Progress groups: (stream, rank, last line, last time, step interval), and the job's
    # training progress (not a data-preparation or evaluation bar).
    groups: list[_Group] = []
    for s, p, r in ev.progress:
        span = (p.last_ts_micros - p.first_ts_micros) if p.last_ts_micros is not None and p.first_ts_micros is not None else 0
        groups.append(_Group(s.name, r, p.last_line_no, p.last_ts_micros, span // max(1, p.count - 1), p.count, p.signature_id not in NOT_TRAINING_PROGRESS, p.ends_nonfinite))

    done_job: list[_Completion] = []
    done_nodes: dict[str, _Completion] = {}
    for h in ev.hits(ev.select(roles=["success"], summary=None)):
        c = _Completion(h.stream, h.line_no, h.ts if not h.ts_inherited else None, h.sig.title, h.ts if h.ts_inherited else None)
        node = h.node or next((s.node for s in ev.streams if s.name == h.stream and s.node), None)
        multi_node = len(ev.topology.nodes) > 1
        if h.sig.scope == "node" and node and multi_node:
            done_nodes.setdefault(node, c)
        else:
            done_job.append(c)
    last = _last_steps_reached(ev)
    if last is not None and not any(m.cause for _, m in exit_reports(ev)):
        # The training loop reached its last step; what runs after it (a final evaluation,
        # the last save) can still fail, and a launcher reporting a process that ended with
        # a failure says it did. Only a clean end makes the last step a completion.
        done_job.append(last)
    # Training that went on long after a completion line is another run (a log appended
    # to, a job restarted into the same file): that completion says nothing of it.
    done_job = [c for c in done_job if not _trained_after(c, groups)]
    done_nodes = {n: c for n, c in done_nodes.items() if not _trained_after(c, groups)}
    done_job.sort(key=lambda c: (c.ts is None, c.ts or 0))

    # Streams of one rank (named by their path): there an inherited time is the rank's own.
    own_streams = {s.name for s in ev.streams if s.rank is not None}

    # Later failure evidence per rank (for the generic lines' "last episode" test).
    later: dict[int, list[Hit]] = defaultdict(list)
    for h in candidates:
        if h.rank is not None and h.role in ("initiator", "victim"):
            later[h.rank].append(h)

    first_end = _first_attempt_end(ev)
    # In the agent's own stream its restart line ("Worker group FAILED ... will restart",
    # logged once the attempt's workers are stopped) divides the attempts by line order,
    # for the lines without a time of their own.
    restart_line: dict[str, int] = {}
    if first_end is not None:
        for row in t.filter(t["summary"])["row"].to_pylist():
            aside[row] = "the failure summary the agent printed when it gave up: of the last attempt, not the first"
        for r in ev.hits(ev.select(sigs=[RESTART_SIG], summary=None)):
            restart_line[r.stream] = min(restart_line.get(r.stream, r.line_no), r.line_no)
    for h in candidates:
        if h.row in aside:
            continue
        of_later_attempt = first_end is not None and (
            (h.ts is not None and h.ts > first_end.ts + opts.skew_s * US)
            or (_exact(h) is None and h.line_no > restart_line.get(h.stream, 1 << 62))
        )
        if of_later_attempt:
            aside[h.row] = f"{LATER_ATTEMPT} ({first_end.stream}:{first_end.line_no}), the one to diagnose"
            continue
        if h.sig.id == "progress.nonfinite":
            continue  # terminal unless it recovered (decided in _derive_nonfinite)
        # A specific root cause stays one even when the good run printed it too (an OOM it
        # survived by retrying): only generic lines are noise by the baseline's say.
        if is_generic(h) and opts.baseline_templates and template_of(ev, h) in opts.baseline_templates:
            aside[h.row] = "the known-good run (--baseline) has this line too"
            continue
        why = _after_completion(h, done_job, done_nodes, ev, opts)
        if why is None and h.role in FAILURE_ROLES and not _collectives_diverged(h):
            why = _progressed_after(h, groups, opts, h.stream in own_streams, _kill_grace_us(h))
        if why is None and h.role == "error" and h.rank is not None:
            why = _not_last_episode(h, later[h.rank], opts)
        if why is not None:
            aside[h.row] = why
    ev.templates = template_groups(ev, t, aside, opts.baseline_templates)
    if aside:
        ev.table = t.filter(pc.invert(pc.is_in(t["row"], value_set=pa.array(sorted(aside), pa.int64()))))
    ev.set_aside = aside
    return ev


def template_groups(ev: JobEvidence, t: pa.Table, aside: dict[int, str], baseline: frozenset) -> list:
    """The job's failure lines (roles initiator, victim, error) grouped by template, as
    :class:`~firstfault.model.TemplateGroup`: templates new against ``baseline`` first (when
    there is one), then by first appearance, rarer first; at most ``MAX_TEMPLATES``."""
    from firstfault.model import MAX_TEMPLATES, TemplateGroup, compact_ranges

    f = t.filter(pc.and_(pc.is_in(t["role"], value_set=pa.array(FAILURE_ROLES)), pc.not_equal(t["template"], "")))
    if not f.num_rows:
        return []
    aside_arr = pa.array(sorted(aside), pa.int64())
    f = f.append_column("_terminal", pc.invert(pc.is_in(f["row"], value_set=aside_arr)))
    # `f` is in time order: a group's first row is its earliest line.
    g = f.group_by("template", use_threads=False).aggregate(
        [("row", "count"), ("row", "first"), ("rank", "distinct"), ("_terminal", "any")]
    )
    first_rows = g["row_first"].to_pylist()
    by_row = {h.row: h for h in ev.hits(f.filter(pc.is_in(f["row"], value_set=pa.array(first_rows, pa.int64()))))}
    out = []
    for tpl, n, row, ranks, terminal in zip(
        g["template"].to_pylist(), g["row_count"].to_pylist(), first_rows, g["rank_distinct"].to_pylist(), g["_terminal_any"].to_pylist()
    ):
        h = by_row[row]
        out.append(
            TemplateGroup(
                template=tpl,
                count=n,
                ranks=compact_ranges([r for r in ranks if r is not None]),
                first_rank=h.rank,
                first_ts_us=h.ts,
                stream=h.stream,
                line_no=h.line_no,
                line=h.line,
                signature_id=h.sig.id,
                terminal=bool(terminal),
                in_baseline=(tpl in baseline) if baseline else None,
            )
        )
    out.sort(key=lambda g: (bool(g.in_baseline), g.first_ts_us if g.first_ts_us is not None else 1 << 62, g.count, g.stream, g.line_no))
    return out[:MAX_TEMPLATES]


def is_generic(h: Hit) -> bool:
    """Whether a hit is of generic failure evidence (an error-level line, a catch-all of
    low specificity) rather than of a signature that names one failure: its text, not its
    signature, says what failed."""
    return h.role == "error" or h.sig.specificity <= GENERIC_SPECIFICITY


def template_of(ev: JobEvidence, h: Hit) -> Optional[str]:
    """The hit's line as a template (numbers, paths, addresses masked by the core's
    miner: ``rust/template.rs``); None for a row the correlation added itself."""
    return ev.raw.cols["template"][h.row] if h.row < len(ev.raw) else None


def _exact(h: Hit) -> Optional[int]:
    return h.ts if h.ts is not None and not h.ts_inherited else None


def _failed_exit_after(h: Hit, ev: JobEvidence) -> bool:
    """Whether a launcher reported a process ending with a failure (a non-zero code, a
    fatal signal) after line ``h``: later in its stream, or at an exact later time."""
    for x, m in exit_reports(ev):
        if not m.cause:
            continue
        if x.stream == h.stream:
            if x.line_no > h.line_no:
                return True
        elif _exact(x) is not None and _exact(h) is not None and x.ts >= h.ts:
            return True
    return False


def _after_completion(h: Hit, done_job: list[_Completion], done_nodes: dict[str, _Completion], ev: JobEvidence, opts: Options) -> Optional[str]:
    """Why a failure line does not count against a run that completed: a node's
    completion covers its ranks; the job's covers everything but a diverged metric
    (before it, the run went on to its end anyway; after it, noise at exit)."""
    if h.sig.category == "nan_inf":
        return None  # a run that completed with a diverged loss still failed
    node = h.node or (ev.topology.rank_node.get(h.rank) if h.rank is not None else None)
    if node in done_nodes:
        return f"node {node} reported completion ({done_nodes[node].title})"
    if not done_job:
        return None
    if h.sig.category == "launcher" and h.rank is None and not is_warning(h.line):
        return None  # the launcher itself failed (not its warnings): it ends the job, whenever it printed
    c = done_job[-1]
    # Clearly before the completion, or at/after it: lines within the clock skew of it on
    # another stream are read as printed at exit (the launcher's teardown follows at once).
    # An inherited time is a lower bound of the line's own: enough to show "not before".
    if c.stream == h.stream:
        before = h.line_no < c.line_no
    elif h.sig.id in _STUCK_AT_EXIT and (h.ts is None or c.ts is None):
        # The monitor kills the process it reports: a completion on another stream, at a
        # time that cannot be compared, is no sign that this process went on to finish.
        before = False
    else:
        before = h.ts is None or c.ts is None or h.ts < c.ts - opts.skew_s * US
    if not before:
        if h.sig.category in _HANG_AT_EXIT or h.sig.id in _STUCK_AT_EXIT:
            return None  # a collective that timed out after the last step, a watchdog stuck: the job hung at exit
        if _final_save_failed(h):
            return None  # the final save runs after the loop's completion line: the job lost its output
        if _failed_exit_after(h, ev):
            return None  # what ran after training (a prediction, an export) failed and ended the process
        return f"after completion ({c.title}, {c.stream}:{c.line_no}): noise at exit"
    return f"the run completed later ({c.title}, {c.stream}:{c.line_no})"


#: A step line that says how many steps there are: ``step 30/30``, ``iteration 100/ 100``.
_STEP_OF_TOTAL = re.compile(r"(?i)\b(?:global_step|step|iteration|iter)\s*[=:]?\s*(\d+)\s*/\s*(\d+)\b")


def _last_steps_reached(ev: JobEvidence) -> Optional["_Completion"]:
    """Completion read off the progress lines: every rank that logs training steps with
    their total (``step N/N``) logged its last one. The time of the latest such line."""
    ranks: dict[Optional[int], tuple] = {}
    for s, p, r in ev.progress:
        if p.signature_id in NOT_TRAINING_PROGRESS:
            continue
        m = _STEP_OF_TOTAL.search(p.last_line or "")
        if m is None:
            continue
        done = int(m.group(1)) >= int(m.group(2)) > 0
        prev = ranks.get(r)
        if prev is None or (p.last_ts_micros or 0) >= (prev[3] or 0):
            ranks[r] = (done, s.name, p.last_line_no, p.last_ts_micros, m.group(0))
    if not ranks or not all(v[0] for v in ranks.values()):
        return None
    _, stream, line_no, ts, text = max(ranks.values(), key=lambda v: (v[3] or 0, v[2]))
    return _Completion(stream, line_no, ts, f"every rank logging steps reached its last one ({text})")


@dataclass
class _Group:
    """One progress group as :func:`settle` weighs it (times in µs, interval per line)."""

    stream: str
    rank: Optional[int]
    last_line: int
    last_ts: Optional[int]
    interval: int
    count: int
    training: bool
    #: the group's last line holds a non-finite value: progress lines after a diverged
    #: metric that still print NaN show no recovery
    ends_nonfinite: bool = False


#: Seconds a scheduler that kills a job lets its processes run between SIGTERM and
#: SIGKILL, as clusters set it: Slurm's ``KillWait`` (default 30 s), Kubernetes'
#: ``terminationGracePeriodSeconds`` (default 30 s), LSF's ``JOB_TERMINATE_INTERVAL``
#: (default 10 s), PBS's ``kill_delay`` (default 10 s).
KILL_GRACE_S = 300


def _collectives_diverged(h: Hit) -> bool:
    """A root cause that says the ranks' collectives diverged (category ``desync``: c10d's
    fingerprint check under TORCH_DISTRIBUTED_DEBUG=DETAIL, FSDP's execution-order check,
    a size mismatch gloo or DeepSpeed saw). Progress printed after it shows no recovery:
    the ranks' collective sequences no longer line up, and the next collective waits
    or mismatches again, whatever the rank prints in between (a caught exception)."""
    return h.role == "initiator" and h.sig.category == "desync"


def _kill_grace_us(h: Hit) -> int:
    """The time after ``h`` in which progress shows no recovery: :data:`KILL_GRACE_S`
    when ``h`` is a scheduler killing the job (a time limit, a preemption, an eviction:
    an initiator of category ``scheduler``), whose processes go on until the SIGKILL
    (PyTorch Lightning's SIGTERM handler even says "Bypassing SIGTERM" and trains on),
    else 0."""
    return KILL_GRACE_S * US if h.role == "initiator" and h.sig.category == "scheduler" else 0


def _progressed_after(h: Hit, groups: list[_Group], opts: Options, own_stream: bool = True, grace_us: int = 0) -> Optional[str]:
    """Why the failure line ``h`` was not the end: its rank's progress, or the job's
    training progress, went on clearly after it. Clearly: in time, by more than one step
    interval on the rank's own clock (a step completed after the line), by two intervals
    and the clock skew across ranks or for an inherited time, because line order misleads within one stream
    (stdout is block-buffered when it is not a terminal, stderr is not, and torchrun's
    ``--tee`` copies each rank's two streams by separate threads: progress printed before
    a traceback can land after it). Line order counts only for progress without times.
    In a console of many ranks (``own_stream`` false) an inherited time is another rank's
    or the launcher's, maybe minutes old: it shows nothing about the rank's progress.
    ``grace_us`` (a scheduler's kill, :func:`_kill_grace_us`): progress up to that long
    after the line, and progress without times, is the kill's grace period. After a
    non-finite metric (``nan_inf``), progress whose last line is non-finite too is the
    divergence going on, not a recovery, and only the rank's own progress counts."""
    skew = int(opts.skew_s * US)
    if h.sig.category == "nan_inf":
        groups = [g for g in groups if not g.ends_nonfinite]
    for g in groups:
        same = g.rank == h.rank if h.rank is not None else (g.stream == h.stream and g.rank is None)
        if not same:
            continue
        if h.ts_inherited and not own_stream:
            continue
        if g.last_ts is not None and h.ts is not None:
            # The rank's own clock: no skew, unless the line's time is only the last one
            # before it (a traceback line inherits the time of an earlier line).
            margin = max(skew, 2 * g.interval) if h.ts_inherited else g.interval
            if g.last_ts > h.ts + max(margin, grace_us):
                return f"rank {h.rank} logged progress {(g.last_ts - h.ts) / US:.0f}s after it" if h.rank is not None else "the stream logged progress after it"
        elif g.last_ts is None and g.training and g.stream == h.stream and g.last_line > h.line_no and not grace_us:
            # (A progress bar is not: tqdm's close() draws the bar once more as the
            # exception unwinds through its context, after the traceback.)
            return f"{'rank ' + str(h.rank) if h.rank is not None else 'the stream'} logged progress after it (line {g.last_line})"
    ts = _exact(h)
    if ts is None or h.role not in ("initiator", "error") or h.sig.category == "nan_inf":
        # Other ranks going on does not undo a rank's divergence: only its own finite
        # values after it do (above).
        return None
    for g in groups:
        if g.training and g.count >= 3 and g.last_ts is not None and g.last_ts > ts + max(skew, 2 * g.interval, grace_us):
            who = f"rank {g.rank}" if g.rank is not None else g.stream
            return f"the job went on: {who} logged training progress {(g.last_ts - ts) / US:.0f}s after it"
    return None


def _not_last_episode(h: Hit, later: list[Hit], opts: Options) -> Optional[str]:
    for o in later:
        if o.stream == h.stream and o.line_no > h.line_no and (h.ts is None or o.ts is None or o.ts - h.ts > opts.burst_s * US):
            return f"rank {h.rank} went on to report {o.sig.title} later"
        if o.stream != h.stream and _exact(h) is not None and _exact(o) is not None and o.ts - h.ts > opts.burst_s * US:
            return f"rank {h.rank} went on to report {o.sig.title} later"
    return None
