"""Issue 26, system sources: the quoted kernel and launcher lines diagnosed on multi-rank jobs.

Each job is written in the formats the tools print: torchrun-style rank logs with
``[rankN]:`` prefixes and key=value start lines naming host and rank, PyTorch's NCCL
watchdog timeout on the ranks that waited, the node's kernel log in syslog form
(``<Mon> <day> <time> <host> kernel: [uptime] ...``), and mpirun's console with
``--tag-output`` prefixes. In a synchronous job every rank stops at the collective after the
fault, so progress ends at the same step everywhere and the watchdogs fire ten minutes
later.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

WATCHDOG = (
    "[rank{r}]:[E1120 03:15:{s:02d}.000000000 ProcessGroupNCCL.cpp:632] [Rank {r}] Watchdog caught collective "
    "operation timeout: WorkNCCL(SeqNum=812, OpType=ALLREDUCE, NumelIn=4194304, NumelOut=4194304, "
    "Timeout(ms)=600000) ran for 600041 milliseconds before timing out."
)


def rank_log(r: int, node: str, world: int, waited: bool) -> list[str]:
    lines = [f"[rank{r}]:2026-11-20 03:00:0{r % 10},000 INFO starting worker host={node} local_rank={r % 4} rank={r} world_size={world}"]
    lines += [f"[rank{r}]:2026-11-20 03:0{s}:00,000 INFO step {s}/100 | loss 2.1" for s in range(1, 6)]
    if waited:
        lines.append(WATCHDOG.format(r=r, s=10 + r))
    return lines


def write_job(tmp_path: Path, kernel: list[str], stuck: tuple[int, ...] = (5,), world: int = 8) -> Path:
    """Ranks 0-3 on host-a, 4-7 on host-b; the ranks in ``stuck`` print nothing after their
    last step, the others time out in the watchdog; ``kernel`` is host-b's kernel log."""
    job = tmp_path / "job"
    job.mkdir()
    for r in range(world):
        node = "host-a" if r < 4 else "host-b"
        (job / f"rank{r}.log").write_text("\n".join(rank_log(r, node, world, r not in stuck)) + "\n")
    (job / "kern.log").write_text("\n".join(kernel) + "\n")
    return job


def verdict(cli, job: Path) -> dict:
    res = cli("scan", str(job), "--format", "json", "-q")
    return json.loads(res.out)["diagnoses"][0]


@pytest.mark.parametrize(
    "line",
    [
        "EDAC MC0: 1 UE memory read error on CPU_SrcID#0_Ha#0_Chan#0_DIMM#0",
        "mce: [Hardware Error]: Machine check events logged",
    ],
)
def test_host_memory_failing_names_the_node(cli, tmp_path, line):
    job = write_job(tmp_path, [f"Nov 20 03:05:20 host-b kernel: [ 8812.123456] {line}"])
    d = verdict(cli, job)
    assert d["status"] == "failed"
    assert (d["category"], d["initiator_node"]) == ("node_lost", "host-b")
    assert d["signature_id"].startswith(("kernel.edac_memory_error", "kernel.mce_events_logged"))


def test_rank_stuck_in_the_kernel_on_nfs(cli, tmp_path):
    """The NFS server stops answering, a rank's process blocks in D state (hung-task report
    two minutes later), the others time out: storage on host-b."""
    job = write_job(
        tmp_path,
        [
            "Nov 20 03:05:10 host-b kernel: [ 8800.000000] NFS: server nfs-1 not responding, still trying",
            "Nov 20 03:07:30 host-b kernel: [ 8940.000000] INFO: task python:1234 blocked for more than 120 seconds.",
            "Nov 20 03:07:30 host-b kernel: [ 8940.000001]       Not tainted 6.5.0-1024-aws #24~22.04.1-Ubuntu",
            'Nov 20 03:07:30 host-b kernel: [ 8940.000002] "echo 0 > /proc/sys/kernel/hung_task_timeout_secs" disables this message.',
        ],
    )
    d = verdict(cli, job)
    assert (d["status"], d["category"], d["initiator_node"]) == ("failed", "storage", "host-b")
    assert d["signature_id"].startswith("kernel.nfs_not_responding")


def test_hung_task_alone_is_a_hang_on_its_node(cli, tmp_path):
    job = write_job(
        tmp_path,
        ["Nov 20 03:07:30 host-b kernel: [ 8940.000000] INFO: task python:1234 blocked for more than 120 seconds."],
    )
    d = verdict(cli, job)
    assert (d["category"], d["initiator_node"], d["signature_id"]) == ("hang", "host-b", "kernel.hung_task")


def test_kernel_warnings_on_a_healthy_run_are_no_failure(cli, tmp_path):
    """Corrected memory errors, a machine-check notice and an NFS stall that recovered, on a
    run whose ranks all kept training: healthy (these kernel initiators do not by
    themselves show a failure)."""
    job = write_job(
        tmp_path,
        [
            "Nov 20 03:02:00 host-b kernel: [ 8600.0] mce: [Hardware Error]: Machine check events logged",
            "Nov 20 03:02:00 host-b kernel: [ 8600.1] EDAC MC0: 1 CE memory read error on CPU_SrcID#0_Ha#0_Chan#1_DIMM#0 (channel:1 slot:0 page:0x3e1f2 offset:0x0 grain:32 syndrome:0x0)",
            "Nov 20 03:03:00 host-b kernel: [ 8660.0] nfs: server nfs-1 not responding, still trying",
            "Nov 20 03:03:20 host-b kernel: [ 8680.0] nfs: server nfs-1 OK",
        ],
        stuck=tuple(range(8)),
    )
    d = verdict(cli, job)
    # The job's steps end short of their total (5/100) with nothing completed: unknown for
    # that, never failed for the kernel lines.
    assert (d["status"], d["rule"], d["evidence"]) == ("unknown", "stopped_short", [])


def test_mpirun_names_the_killed_rank_and_node(cli, tmp_path):
    """mpirun --tag-output console: rank 3 (host-b) is SIGKILLed and prints nothing; ranks
    0-2 time out in the watchdog; mpirun reports the first process that died."""
    lines = []
    for r in range(4):
        node = "host-a" if r < 2 else "host-b"
        lines.append(f"[1,{r}]<stdout>:2026-11-20 03:00:0{r},000 INFO starting worker host={node} local_rank={r % 2} rank={r} world_size=4")
    for s in range(1, 6):
        lines += [f"[1,{r}]<stdout>:2026-11-20 03:0{s}:00,000 INFO step {s}/100 | loss 2.1" for r in range(4)]
    lines += [f"[1,{r}]<stderr>:" + WATCHDOG.format(r=r, s=10 + r) for r in range(3)]
    lines += [
        "--------------------------------------------------------------------------",
        "Primary job  terminated normally, but 1 process returned",
        "a non-zero exit code. Per user-direction, the job has been aborted.",
        "--------------------------------------------------------------------------",
        "--------------------------------------------------------------------------",
        "mpirun noticed that process rank 3 with PID 1234 on node host-b exited on signal 9 (Killed).",
        "--------------------------------------------------------------------------",
    ]
    job = tmp_path / "job"
    job.mkdir()
    (job / "mpirun.log").write_text("\n".join(lines) + "\n")
    d = verdict(cli, job)
    assert (d["status"], d["category"], d["initiator_rank"], d["initiator_node"]) == ("failed", "host_oom", 3, "host-b")


def test_srun_out_of_memory_names_the_task_and_node(cli, tmp_path):
    """Slurm cgroup OOM: slurmstepd's step summary, then srun names task 0 on host-a."""
    job = tmp_path / "job"
    job.mkdir()
    for r in range(4):
        (job / f"rank{r}.log").write_text("\n".join(rank_log(r, "host-a", 4, r != 0)) + "\n")
    (job / "slurm-4242.out").write_text(
        "slurmstepd-host-a: error: Detected 1 oom-kill event(s) in StepId=4242.0. Some of your processes may have been killed by the cgroup out-of-memory handler.\n"
        "srun: error: host-a: task 0: Out Of Memory\n"
        "slurmstepd-host-a: error: *** STEP 4242.0 ON host-a CANCELLED AT 2026-11-20T03:16:00 ***\n"
    )
    d = verdict(cli, job)
    assert (d["category"], d["initiator_rank"], d["initiator_node"]) == ("host_oom", 0, "host-a")


def test_ray_memory_monitor_names_the_node(cli, tmp_path):
    """Ray's memory monitor kills a rollout worker: the node's IP is in the message."""
    job = tmp_path / "job"
    job.mkdir()
    (job / "driver.log").write_text(
        "ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.\n"
        "Memory on the node (IP: 10.0.0.1, ID: 4748aa6d1bc114b8bf58822d0b162796a1d36a79dee5c167c9bf91f5) where the task "
        "(actor ID: 9e43ace6a1234e13df7b456b01000000, name=WorkerDict.__init__, pid=4100606, memory used=56.57GB) was running "
        "was 246.41GB / 251.54GB (0.979583), which exceeds the memory usage threshold of 0.95. Ray killed this worker "
        "(ID: 5c9ac30f8a9eda340f651a204de5d94f1ff965c5d9f72175579bd8dd) because it was the most recently scheduled task\n"
    )
    d = verdict(cli, job)
    assert (d["status"], d["category"], d["initiator_node"]) == ("failed", "host_oom", "10.0.0.1")
