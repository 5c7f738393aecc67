"""Seeded multi-rank failure scenarios written as real log files.

For tests, benchmarks and demos of the correlation: each scenario writes one file
per rank (``rank<N>.log``, lines prefixed ``[rank<N>]:`` as torch prints them)
plus, where torchrun would print one, each node's console with the launcher's
failure summary. Every line is in the exact format PyTorch, NCCL, torchrun or
Megatron print it (see the catalog's examples); timestamps are UTC.

Scenarios (``write_job(dir, scenario, ...)``):

- ``cuda_oom``: one rank runs out of GPU memory; every other rank's NCCL watchdog
  times out ten minutes later (with the work-status line), and the launcher's
  summary names a victim that aborted first.
- ``sigkill``: one rank is SIGKILLed mid-step and prints nothing; the others time
  out; the launcher reports exit code -9 for it.
- ``pipeline``: a Megatron pipeline job; one stage-1 rank hangs silently, the next
  stage's receive times out naming it, the rest time out in their collectives.
- ``hang``: every rank times out in the same collective and nothing separates them.
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Optional

SCENARIOS = ("cuda_oom", "sigkill", "pipeline", "hang")

_START = datetime(2026, 11, 20, 3, 0, 0, tzinfo=timezone.utc)


@dataclass
class Truth:
    """What a scenario's logs should be diagnosed as."""

    scenario: str
    initiator_rank: Optional[int]
    initiator_node: Optional[str]
    category: str
    status: str
    world_size: int


def _py(ts: datetime) -> str:
    return ts.strftime("%Y-%m-%d %H:%M:%S,") + f"{ts.microsecond // 1000:03d}"


def _glog(ts: datetime, level: str = "E") -> str:
    return f"{level}{ts.month}{ts.day:02d} {ts.strftime('%H:%M:%S')}.{ts.microsecond:06d}000"


def write_job(
    directory: str | os.PathLike,
    scenario: str,
    *,
    world_size: int = 8,
    ranks_per_node: int = 8,
    steps: int = 20,
    culprit: Optional[int] = None,
    pp_size: int = 4,
    seed: int = 0,
    timeout_ms: int = 600_000,
    extra_groups: int = 0,
) -> Truth:
    """Write one job's logs into ``directory`` and return its truth.

    Args:
        directory: created if missing; receives ``rank<N>.log`` files and ``node-<k>.console.log``.
        scenario: one of :data:`SCENARIOS`.
        world_size: number of ranks.
        ranks_per_node: ranks per node (node ``node-<k>`` holds ranks ``k*rpn .. (k+1)*rpn-1``).
        steps: training steps logged before the fault.
        culprit: the failing rank (default: chosen by ``seed``).
        pp_size: pipeline stages (``pipeline`` scenario only); ranks are ordered with the
            pipeline stage slowest-varying, as Megatron does.
        seed: makes every choice and timing deterministic.
        timeout_ms: the collective timeout the watchdog reports.
        extra_groups: further process groups (tensor-, data-parallel, ...) whose watchdogs
            also time out on every victim rank: more matches per rank, same verdict.

    Raises:
        ValueError: unknown scenario or inconsistent sizes.
    """
    if scenario not in SCENARIOS:
        raise ValueError(f"unknown scenario {scenario!r}; one of {SCENARIOS}")
    if world_size < 2 or ranks_per_node < 1:
        raise ValueError("world_size >= 2 and ranks_per_node >= 1 required")
    rng = random.Random(seed)
    d = Path(directory)
    d.mkdir(parents=True, exist_ok=True)
    stage_size = world_size // pp_size if scenario == "pipeline" else world_size
    if scenario == "pipeline" and (world_size % pp_size or pp_size < 3):
        raise ValueError("pipeline scenario needs pp_size >= 3 dividing world_size")
    if culprit is None:
        if scenario == "pipeline":
            culprit = stage_size + rng.randrange(stage_size)  # a stage-1 rank
        else:
            culprit = rng.randrange(world_size)
    node_of = lambda r: f"node-{r // ranks_per_node}"  # noqa: E731
    step_s = 1.5
    fault_at = _START + timedelta(seconds=30 + steps * step_s + 0.4)
    timeout_at = fault_at + timedelta(milliseconds=timeout_ms)
    seq = 1000 + steps * 12
    lines: dict[int, list[str]] = {r: [] for r in range(world_size)}
    for r in range(world_size):
        out = lines[r]
        t0 = _START + timedelta(seconds=rng.uniform(0, 2))
        out.append(
            f"[rank{r}]:{_py(t0)} INFO starting worker pid={4000 + r} host={node_of(r)} "
            f"local_rank={r % ranks_per_node} rank={r} world_size={world_size}"
        )
        if scenario == "pipeline":
            out.append(
                f"[rank{r}]:[{_py(t0)[:19]}] INFO using world size: {world_size}, data-parallel size: {stage_size}, "
                f"tensor-model-parallel size: 1, pipeline-model-parallel size: {pp_size}"
            )
        out.append(
            f"{node_of(r)}:{4000 + r}:{4100 + r} [{r % ranks_per_node}] NCCL INFO comm 0x{0x55d1 + r:x} rank {r} "
            f"nranks {world_size} cudaDev {r % ranks_per_node} nvmlDev {r % ranks_per_node} busId {r % 8 + 1}b000 "
            f"commId 0x7f1 - Init COMPLETE"
        )
        last_step = steps
        if scenario in ("sigkill", "pipeline") and r == culprit:
            last_step = steps  # logs its last step, then nothing
        for s in range(1, last_step + 1):
            ts = _START + timedelta(seconds=30 + s * step_s + rng.uniform(0, 0.05))
            out.append(
                f"[rank{r}]:{_py(ts)} INFO step {s}/{steps * 10} | loss {3.0 - s * 0.01:.4f} | "
                f"lr 3.000e-04 | tokens/s {52000 + rng.randrange(900)}"
            )
    # The fault and its victims.
    for r in range(world_size):
        out = lines[r]
        t = timeout_at + timedelta(milliseconds=rng.uniform(0, 900))
        if r == culprit and scenario == "cuda_oom":
            out.append(f"[rank{r}]: Traceback (most recent call last):")
            out.append(f'[rank{r}]:   File "/opt/train/train.py", line 311, in main')
            out.append(f"[rank{r}]:     loss.backward()")
            out.append(
                f"[rank{r}]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.50 GiB. GPU {r % ranks_per_node} "
                "has a total capacity of 79.11 GiB of which 1.02 GiB is free. Including non-PyTorch memory, this "
                "process has 78.08 GiB memory in use."
            )
            continue
        if r == culprit and scenario in ("sigkill", "pipeline"):
            continue
        op, numel = "ALLREDUCE", 262144
        if scenario == "pipeline":
            stage = r // stage_size
            if stage == 2 and r - stage_size == culprit:
                op, numel = "RECV", 0
                out.append(
                    f"[rank{r}]:[{_glog(t)} ProcessGroupNCCL.cpp:632] [Rank {r}] Watchdog caught collective operation "
                    f"timeout: WorkNCCL(SeqNum={seq}, OpType={op}, NumelIn={numel}, NumelOut=8388608, "
                    f"Timeout(ms)={timeout_ms}) ran for {timeout_ms + 41} milliseconds before timing out."
                )
                out.append(
                    f"[rank{r}]: megatron.core.pipeline_parallel.p2p_communication.P2PTimeoutError: "
                    f"Timeout receiving forward activations from rank {culprit}"
                )
                continue
        enq = seq if (r != culprit or scenario == "hang") else seq - 1
        out.append(
            f"[rank{r}]:[{_glog(t)} ProcessGroupNCCL.cpp:632] [Rank {r}] Watchdog caught collective operation timeout: "
            f"WorkNCCL(SeqNum={seq}, OpType={op}, NumelIn={numel}, NumelOut={numel}, Timeout(ms)={timeout_ms}) ran for "
            f"{timeout_ms + rng.randrange(100)} milliseconds before timing out."
        )
        out.append(
            f"[rank{r}]:[{_glog(t)} ProcessGroupNCCL.cpp:684] [PG ID 0 PG GUID 0(default_pg) Rank {r}] failure detected "
            f"by watchdog at work sequence id: {seq} PG status: last enqueued work: {enq}, last completed work: {seq - 1}"
        )
        for g in range(1, extra_groups + 1):
            out.append(
                f"[rank{r}]:[{_glog(t)} ProcessGroupNCCL.cpp:632] [PG ID {g} PG GUID {g} Rank {r % 8}] Watchdog caught "
                f"collective operation timeout: WorkNCCL(SeqNum={seq // 2 + g}, OpType=ALLGATHER, NumelIn=4096, "
                f"NumelOut=32768, Timeout(ms)={timeout_ms}) ran for {timeout_ms + 7} milliseconds before timing out."
            )
        out.append(
            f"[rank{r}]:[{_glog(t)} ProcessGroupNCCL.cpp:577] [Rank {r}] Some NCCL operations have failed or timed out. "
            "Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data."
        )
    for r in range(world_size):
        (d / f"rank{r}.log").write_text("\n".join(lines[r]) + "\n")
    # The culprit's node console: torchrun's failure summary.
    nodes = sorted({node_of(r) for r in range(world_size)})
    for k, node in enumerate(nodes):
        members = [r for r in range(world_size) if node_of(r) == node]
        end = timeout_at + timedelta(seconds=2)
        con = [f"W{end.month}{end.day:02d} {end.strftime('%H:%M:%S')}.000000 900 torch/distributed/run.py:874] *****"]
        if scenario == "sigkill" and culprit in members:
            con += _summary(end, node, culprit, culprit % ranks_per_node, "-9 (pid: 4%03d)  (SIGKILL)" % culprit, "Signal 9 (SIGKILL) received by PID 4%03d" % culprit)
        elif scenario != "hang" and members:
            victim = next((r for r in members if r != culprit), members[0])
            con += _summary(end, node, victim, victim % ranks_per_node, "-6 (pid: 4%03d)  (SIGABRT)" % victim, "Signal 6 (SIGABRT) received by PID 4%03d" % victim)
        (d / f"{node}.console.log").write_text("\n".join(con) + "\n")
    if scenario == "hang":
        return Truth(scenario, None, None, "hang", "hung", world_size)
    category = {"cuda_oom": "cuda_oom", "sigkill": "host_oom", "pipeline": "hang"}[scenario]
    status = "hung" if category == "hang" else "failed"
    return Truth(scenario, culprit, node_of(culprit), category, status, world_size)


def _summary(ts: datetime, host: str, rank: int, local_rank: int, exitcode: str, traceback: str) -> list[str]:
    stamp = ts.strftime("%Y-%m-%d_%H:%M:%S")
    return [
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ",
        "============================================================",
        "/opt/train/train.py FAILED",
        "------------------------------------------------------------",
        "Failures:",
        "  <NO_OTHER_FAILURES>",
        "------------------------------------------------------------",
        "Root Cause (first observed failure):",
        "[0]:",
        f"  time      : {stamp}",
        f"  host      : {host}",
        f"  rank      : {rank} (local_rank: {local_rank})",
        f"  exitcode  : {exitcode}",
        "  error_file: <N/A>",
        f"  traceback : {traceback}",
        "============================================================",
    ]
