"""Rule family *stopped from outside*: the job was stopped (scancel, preemption, a time
limit) and nothing failed before; progress stopped long before the stop makes it a hang
that the stop ended.
"""

from __future__ import annotations

from typing import Optional

from firstfault.correlate.evidence import Hit, JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.common import Finding, _ts
from firstfault.correlate.terminal import US, exit_reports


#: Lines that say the job was stopped from outside without saying why: slurmstepd's
#: ``*** JOB n CANCELLED AT ... ***`` with no reason (src/slurmd/slurmstepd/req.c: scancel,
#: an administrator, a preemption that does not name itself), srun's ``Job step aborted``
#: (src/api/step_launch.c, the step being torn down), torchrun's agent receiving SIGTERM
#: (elastic/multiprocessing/api.py ``SignalException``), DeepSpeed's launcher and
#: Lightning receiving SIGTERM, SIGTERM exits reported by srun and Kubernetes, and jsrun
#: leaving at a second SIGINT (a Ctrl-C, or LSF's bkill, whose first signal is SIGINT).
STOP_SIGS = frozenset(
    {
        "slurm.cancelled",
        "slurm.step_aborted",
        "elastic.death_signal",
        "elastic.death_signal:1",
        "elastic.death_signal:SIGHUP",
        "deepspeed.launcher_signal",
        "lightning.sigterm_received",
        "megatron.sigterm_exit",
        "slurm.task_signal:Terminated",
        "slurm.task_exit_code:143",
        "k8s.container_exit_code:143",
        "lsf.jsrun_interrupted",
    }
)

#: A gap in progress before the stop this much longer than the job's own step interval
#: (and at least :data:`_HUNG_BEFORE_STOP_S`) means the job had stopped progressing. The
#: floor is above what an evaluation or checkpoint between two logged steps usually
#: takes, and the times of untimed progress lines are their neighbours' (inherited).
_HUNG_INTERVALS = 10
_HUNG_BEFORE_STOP_S = 900


def rule_stopped_from_outside(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """The job was stopped from outside and nothing failed before: a scheduler's or a
    person's stop (scancel, preemption, a time limit that does not name itself), while
    training was still progressing; or, when the progress had stopped long before the
    stop (:data:`_HUNG_INTERVALS` step intervals, :data:`_HUNG_BEFORE_STOP_S` at least),
    a hang that the stop ended. Any failure evidence not clearly after the first stop
    line leaves the decision to the other rules."""
    stops = ev.hits(ev.select(sigs=sorted(STOP_SIGS), summary=None))
    if not stops:
        return None
    first = min(stops, key=lambda h: (_ts(h), h.stream, h.line_no))
    skew = opts.skew_s * US

    def clearly_after(h: Hit) -> bool:
        if h.stream == first.stream and not h.ts_inherited:
            return h.line_no > first.line_no
        return h.ts is not None and first.ts is not None and h.ts > first.ts + skew

    failures = ev.hits(ev.select(roles=["initiator", "victim", "error"], summary=None))
    # An exit a launcher reports (a worker killed by SIGKILL, a non-zero code) is a
    # failure too, unless it is the stop's own SIGTERM.
    failures += [h for h, m in exit_reports(ev) if m.cause]
    if any(h.sig.id not in STOP_SIGS and not clearly_after(h) for h in failures):
        return None
    # The gap is measured to the first stop line with a time of its own (srun's lines
    # carry none and take the last step's).
    timed = [h for h in stops if h.ts is not None and not h.ts_inherited]
    gap = _progress_gap_before(ev, min(timed, key=lambda h: (h.ts, h.stream, h.line_no))) if timed else None
    if gap is not None and gap[0] > max(_HUNG_INTERVALS * gap[1], _HUNG_BEFORE_STOP_S):
        return Finding(
            "stopped_from_outside",
            [],
            "hang",
            0.5,
            f"no training progress for {gap[0] / 60:.0f} min (steps came every {gap[1]:.0f} s) before "
            f"{first.sig.title.lower()}: the job had hung and was then stopped; nothing failed before",
            scope="job",
            hits=[first],
        )
    # A stop whose signal says where it came from (SIGHUP: the terminal closed) names it.
    by = "" if first.sig.category != "scheduler" else " (a cancellation, a preemption or a time limit); the scheduler's accounting says which"
    return Finding(
        "stopped_from_outside",
        [],
        first.sig.category,
        0.5 if gap is not None else 0.4,
        f"{first.sig.title}, with no failure before it"
        + (" while training still progressed" if gap is not None else "")
        + ": stopped from outside"
        + by,
        scope="job",
        hits=[first],
    )


def _progress_gap_before(ev: JobEvidence, stop: Hit) -> Optional[tuple[float, float]]:
    """(seconds from the last progress line to ``stop``, seconds per progress line), from
    the latest progress before the stop with times on both ends; None when unknown."""
    if stop.ts is None or stop.ts_inherited:
        return None  # an inherited time is the last timed line's, often the last step's
    best = None
    for _s, p, _r in ev.progress:
        interval = p.interval_s
        if interval is None or p.last_ts_micros > stop.ts:
            continue
        gap = (stop.ts - p.last_ts_micros) / US
        if best is None or gap < best[0]:
            best = (gap, interval)
    return best
